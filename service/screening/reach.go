package screening

import (
	"math"
	"math/bits"
)

// MayMatch reports whether q can match an entity of the index: it is
// false only when [Index.Search] would return no result. It normalises q
// and expands its words as Search does, weighs them as Search does, and
// bounds each name variant's similarity with each name its words reach
// by their best similarities to that name's words (a word the expansion
// at the preset's floor does not reach counts 0 in the score; a word of
// one or two letters is assumed to match fully): when no bound reaches
// the threshold, no name can. What it learns of a word (its best
// similarity, the df of its weight) is kept for the next queries, so a
// caller that screens many queries against a small index (monitoring:
// the entities a list version changed) skips most of them for much less
// than a search costs. Queries with identity documents and
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
	var expanded [MaxQueryWords]bool
	for vi := range pr.vars {
		v := &pr.vars[vi]
		// Without weights: a variant whose weighty words all stay clearly
		// below the threshold cannot match; one of weight 0 is compared
		// with every name (as plan decides).
		weighty, below := false, true
		for i := v.tok0; i < v.tok1; i++ {
			t := &pr.toks[i]
			if p.classWeight[t.class] <= 0 {
				continue
			}
			weighty = true
			b := known[t.word].best
			if len(pr.wordText(t.word)) <= 2 {
				b = 1
			}
			below = below && b < pr.tEff-1e-6
		}
		if !weighty {
			return true, nil
		}
		if below {
			continue
		}
		if ix.rowsMayMatch(s, v, known[:], &expanded, refDF, rows) {
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
	r, ok := ix.reach[k].get(w.text)
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
	ix.reach[k].put(w.text, r)
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

// rowsMayMatch reports whether variant v of the query prepared in s may
// reach the threshold with some row: its bound with a row is the sum of
// its words' weights times their best similarity to a word of the row
// within their expansion (1 for a word of one or two letters), which the
// score never exceeds. Rows no longer word reaches have only the short
// words' part. known holds what MayMatch knows of the words; refDF gives
// their df.
func (ix *Index) rowsMayMatch(s *searcher, v *qvariant, known []wordReach, expanded *[MaxQueryWords]bool, refDF func(int32) (int, bool), rows int) bool {
	pr := &s.pr
	p := pr.p
	toks := pr.toks[v.tok0:v.tok1]
	nt := len(toks)
	var short [MaxQueryWords]bool
	var cw [MaxQueryWords]float64 // weights without the idf factor
	var shortOnly [MaxQueryWords]float64
	hasShort, hasLong := false, false
	for i := range toks {
		short[i] = len(pr.wordText(toks[i].word)) <= 2
		cw[i] = p.classWeight[toks[i].class]
		if short[i] {
			cw[i] *= p.shortWeight
			shortOnly[i] = 1
			hasShort = true
		} else {
			hasLong = true
		}
	}
	if !hasLong {
		return true
	}
	var weight [MaxQueryWords]float64
	weighed := false
	need := 0.0
	weigh := func() { // fills weight and need
		W := 0.0
		for i := range toks {
			weight[i] = pr.wordWeight(&toks[i], refDF, rows)
			W += weight[i]
		}
		weighed, need = true, pr.tEff*W
	}
	// Before any df is looked up: the idf factor of a weight lies between
	// that of a word in every name and that of a word in none, so a row
	// whose bound stays below the need even with the most favourable
	// factors (the largest for words above the threshold, the smallest
	// for those below) is ruled out without them.
	lo, hi := 1.0, 1.0
	if p.idfAlpha > 0 {
		lo, hi = math.Pow(idf(rows, rows), p.idfAlpha), math.Pow(idf(0, rows), p.idfAlpha)
	}
	clearlyBelow := func(b []float64) bool {
		margin := 0.0
		for i, x := range b[:nt] {
			if x -= pr.tEff; x >= 0 {
				margin += cw[i] * hi * x
			} else {
				margin += cw[i] * lo * x
			}
		}
		return margin < -1e-6
	}
	if hasShort && !clearlyBelow(shortOnly[:]) {
		// A row only short words reach.
		weigh()
		sum := 0.0
		for i := range toks {
			if short[i] {
				sum += weight[i]
			}
		}
		if sum+1e-9 >= need {
			return true
		}
	}
	// Each row the longer words reach, with their best similarity to it
	// (1 for the short words).
	for _, r := range s.touched {
		s.rslot[r], s.rseen[r>>6] = 0, 0
	}
	s.touched = s.touched[:0]
	sims := s.tsum[:0]
	for i := range toks {
		if short[i] {
			continue
		}
		wi := toks[i].word
		w := &pr.words[wi]
		if !expanded[wi] {
			s.expand(wi, p.floor)
			expanded[wi] = true
		}
		for _, c := range pr.cands[w.ex0:w.ex1] {
			for _, r := range ix.voc.post(c.id) {
				slot := s.rowSlot(r)
				if slot == 0 {
					s.touched = append(s.touched, r)
					slot = uint32(len(s.touched))
					s.setRowSlot(r, slot)
					sims = append(sims, shortOnly[:nt]...)
				}
				if x := &sims[int(slot-1)*nt+i]; c.sim > *x {
					*x = c.sim
				}
			}
		}
	}
	s.tsum = sims
	for k := range s.touched {
		m := sims[k*nt : (k+1)*nt]
		above, below := true, true
		for i, b := range m {
			if p.classWeight[toks[i].class] <= 0 {
				continue
			}
			above = above && b >= pr.tEff
			below = below && b < pr.tEff-1e-6
		}
		if above {
			return true
		}
		if below || clearlyBelow(m) {
			continue
		}
		if !weighed {
			weigh()
		}
		ub := 0.0
		for i, b := range m {
			ub += weight[i] * b
		}
		// The same test as a candidate row's, with a margin for the
		// order of the sums.
		if ub+1e-9 >= need {
			return true
		}
	}
	return false
}
