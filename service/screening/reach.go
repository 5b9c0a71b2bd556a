package screening

// MayMatch reports whether q can match an entity of the index: it is
// false only when [Index.Search] would return no result because no word
// of any form of q's names reaches the vocabulary within the fuzzy
// expansion a search makes of it (the floor of the preset, or the
// concatenated-form rule), q has no identity document, and every variant
// has a word that carries weight (a variant without one is compared with
// every name). It normalises q as Search does, and reuses the expansions
// searches cache, so a caller that screens many queries against a small
// index (monitoring: the entities a list version changed) can skip most
// of them for less than a search costs. It returns Search's error for an
// invalid query.
func (ix *Index) MayMatch(q Query) (bool, error) {
	s := ix.getSearcher()
	defer ix.putSearcher(s)
	pr := &s.pr
	if err := ix.prepare(&q, pr, &s.an); err != nil {
		return false, err
	}
	p := pr.p
	if !p.gated || p.whole || len(pr.docs) > 0 || ix.statRows() == 0 || pr.tEff <= 0 {
		return true, nil // only the precise preset's reach is worked out here
	}
	for vi := range pr.vars {
		v := &pr.vars[vi]
		weighty := false
		for _, t := range pr.toks[v.tok0:v.tok1] {
			if p.classWeight[t.class] > 0 {
				weighty = true
				break
			}
		}
		if !weighty {
			return true, nil // a variant of weight 0 scans every name
		}
	}
	for wi := range pr.words {
		w := &pr.words[wi]
		if w.concatOnly {
			if ix.concatReaches(s, int32(wi)) {
				return true, nil
			}
			continue
		}
		// The broadest expansion a search makes of the word: at the
		// floor (plan never asks less of a generating word).
		s.expand(int32(wi), p.floor)
		if w.ex1 > w.ex0 {
			return true, nil
		}
	}
	return false, nil
}

// concatReaches reports whether the expansion of word wi of the query
// prepared in s, a word of concatenated forms only, is not empty.
func (ix *Index) concatReaches(s *searcher, wi int32) bool {
	w := &s.pr.words[wi]
	if r, ok := ix.concatReach.Load(string(w.text)); ok {
		return r.(bool)
	}
	s.expandConcat(wi)
	r := w.ex1 > w.ex0
	if ix.concatReachN.Load() < expansionCacheMax {
		if _, loaded := ix.concatReach.LoadOrStore(string(w.text), r); !loaded {
			ix.concatReachN.Add(1)
		}
	}
	return r
}
