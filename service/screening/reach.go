package screening

import "math/bits"

// MayMatch reports whether q can match an entity of the index: it is
// false only when [Index.Search] would return no result. It normalises q
// and expands its words as Search does, weighs them as Search does, and
// bounds each name variant's similarity by its words' best similarities
// anywhere in the vocabulary (a word the expansion at the preset's floor
// does not reach counts 0 in the score; a word of one or two letters is
// assumed to match fully): when no variant's bound reaches the
// threshold, no name can, whatever its other words. What it learns of a
// word (its best similarity, the df of its weight) is kept for the next
// queries, so a caller that screens many queries against a small index
// (monitoring: the entities a list version changed) skips most of them
// for much less than a search costs. Queries with identity documents and
// presets other than the precise one are never ruled out. It returns
// Search's error for an invalid query.
func (ix *Index) MayMatch(q Query) (bool, error) {
	s := ix.getSearcher()
	defer ix.putSearcher(s)
	pr := &s.pr
	// A word's vocabulary id is only needed for its df (refDF), and not
	// at all with another index's statistics: looked up when needed.
	if err := ix.prepareWords(&q, pr, &s.an); err != nil {
		return false, err
	}
	p := pr.p
	rows := ix.statRows()
	if !p.gated || p.whole || len(pr.docs) > 0 || rows == 0 || pr.tEff <= 0 || len(pr.words) > MaxQueryWords {
		return true, nil // only the precise preset's reach is worked out here
	}
	var known [MaxQueryWords]wordReach
	reached := false
	for wi := range pr.words {
		known[wi] = ix.wordReach(s, int32(wi), false)
		reached = reached || known[wi].best > 0
	}
	if !reached {
		return false, nil // no row is a candidate
	}
	refDF := func(w int32) (int, bool) {
		if !known[w].dfKnown {
			known[w] = ix.wordReach(s, w, true)
		}
		return known[w].df, known[w].hasRef
	}
	for vi := range pr.vars {
		v := &pr.vars[vi]
		// Without weights: a variant whose weighty words all reach the
		// threshold may match; one whose weighty words all stay clearly
		// below it cannot.
		above, below := true, true
		for i := v.tok0; i < v.tok1; i++ {
			t := &pr.toks[i]
			if p.classWeight[t.class] <= 0 {
				continue
			}
			b := known[t.word].best
			if len(pr.wordText(t.word)) <= 2 {
				b = 1
			}
			above = above && b >= pr.tEff
			below = below && b < pr.tEff-1e-6
		}
		if above {
			return true, nil // (also a variant of weight 0: compared with every name)
		}
		if below {
			continue
		}
		W, ub := 0.0, 0.0
		for i := v.tok0; i < v.tok1; i++ {
			t := &pr.toks[i]
			w := pr.wordWeight(t, refDF, rows)
			b := known[t.word].best
			if len(pr.wordText(t.word)) <= 2 {
				b = 1
			}
			W += w
			ub += w * b
		}
		// As plan: a variant of weight 0 is compared with every name.
		// Else the same test as a candidate row's (need), with a margin
		// for the order of the sums.
		if W <= 0 || ub+1e-9 >= pr.tEff*W {
			return true, nil
		}
	}
	return false, nil
}

// wordReach is what MayMatch knows of a query word: the best similarity
// of its broadest expansion (at the floor; for a word of concatenated
// forms only, under the concatenated-form rule), 0 when empty, and, once
// asked for, the df its weight uses (refDF).
type wordReach struct {
	best    float64
	df      int
	hasRef  bool
	dfKnown bool
}

// wordReach returns what MayMatch needs of word wi of the query prepared
// in s (its df too when withDF), from the memo or worked out (and kept).
func (ix *Index) wordReach(s *searcher, wi int32, withDF bool) wordReach {
	w := &s.pr.words[wi]
	k := 0
	if w.concatOnly {
		k = 1
	}
	ix.reachMu.RLock()
	r, ok := ix.reach[k][string(w.text)]
	ix.reachMu.RUnlock()
	if ok && (r.dfKnown || !withDF) {
		return r
	}
	p := s.pr.p
	switch {
	case w.concatOnly:
		r.best = ix.concatBest(s, wi)
	case !ok || withDF:
		// The expansion plan never asks less of (and refDF reads).
		s.expand(wi, p.floor)
		r.best = 0
		if w.ex1 > w.ex0 {
			r.best = s.pr.cands[w.ex0].sim // expansions come best first
		}
		if withDF {
			if ix.stats == nil {
				if id, ok := ix.voc.lookup(w.text); ok {
					w.vocab = int32(id)
				}
			}
			r.df, r.hasRef = s.refDF(wi)
			r.dfKnown = true
		}
	}
	ix.reachMu.Lock()
	if ix.reach[k] == nil {
		ix.reach[k] = map[string]wordReach{}
	}
	if len(ix.reach[k]) < expansionCacheMax {
		ix.reach[k][string(w.text)] = r
	}
	ix.reachMu.Unlock()
	return r
}

// concatBest is the best similarity of the expansion of word wi of the
// query prepared in s, a word of concatenated forms only (0: empty): the
// words of split and joined forms of nearly its length whose similarity
// reaches the preset's concatMin (expandConcat's set), found by looking
// at the words of those lengths with the expansion's own bound on common
// characters before computing a similarity.
func (ix *Index) concatBest(s *searcher, wi int32) float64 {
	pr := &s.pr
	p := pr.p
	w := &pr.words[wi]
	n := len(w.text)
	if n-p.concatLen <= 2 || n > 255 || w.legal != 0 || hasDigit(w.text) {
		// Words of one or two bytes, legal forms and digits follow other
		// rules.
		s.expandConcat(wi)
		if w.ex1 > w.ex0 {
			return pr.cands[w.ex0].sim
		}
		return 0
	}
	ix.byLenOnce.Do(func() {
		v := &ix.voc
		for id := v.seg[0].lo; id < v.seg[0].hi; id++ {
			if L := v.ln[id]; L >= 3 {
				ix.byLen[L] = append(ix.byLen[L], id)
			}
		}
	})
	v := &ix.voc
	km := &s.km
	km.reset(p, &w.queryWord, p.concatMin)
	km.window(n-p.concatLen, n+p.concatLen)
	best := 0.0
	for L := max(n-p.concatLen, 3); L <= min(n+p.concatLen, 255); L++ {
		for _, id := range ix.byLen[L] {
			r := &v.rec[id]
			if r.skip&(skipShort|skipDigit) != 0 {
				continue // (a word with digits meets only itself: w has none)
			}
			l := min(bits.LeadingZeros32(r.pre^w.pre)>>3, p.tok.prefix, L, n)
			if bits.OnesCount64(r.sig&w.sig.bits)+int(min(r.spare, w.sig.spare)) < km.need(l, L) {
				continue
			}
			if x := p.tokenSim(w.text, v.wordBytes(id), w.legal, v.legal[id]); x >= p.concatMin && x > best {
				best = x
			}
		}
	}
	return best
}
