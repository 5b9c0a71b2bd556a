package screening

import "slices"

// statRows is the number of names the inverse document frequencies of the
// index's searches count: its own, or its word statistics index's.
func (ix *Index) statRows() int {
	if ix.stats != nil {
		return ix.stats.voc.rows
	}
	return ix.voc.rows
}

// statsRefDF is refDF when the index borrows another index's word
// statistics (BuildOptions.WordStats): the df of the query word's closest
// word in that index's vocabulary, exactly as a search of that index
// finds it (the word itself when listed there; else the best of its
// expansion at the floor with a similarity of at least refSim).
func (s *searcher) statsRefDF(wi int32) (int, bool) {
	st := s.ix.stats
	w := &s.pr.words[wi]
	if id, ok := st.voc.lookup(w.text); ok {
		return int(st.voc.df[id]), true
	}
	if w.tau == 0 || len(w.text) < 3 {
		return 0, false
	}
	// The same expansion (and cache) a search of st makes of the word
	// before weighing it: w was expanded here at the same threshold.
	p := s.pr.p
	var cands []cand
	cacheable := !st.cacheOff && p.gated && w.tau == p.floor
	cached := false
	if cacheable {
		cands, cached = st.cache.get(w.text)
	}
	if !cached {
		cands = st.voc.expand(p, &w.queryWord, w.tau, nil, &s.km)
		if cacheable {
			st.cache.put(w.text, slices.Clip(cands))
		}
	}
	best, bestDF, found := 0.0, 0, false
	for _, c := range cands {
		if c.sim < refSim {
			break
		}
		if c.id >= st.voc.nbase {
			continue // only words of split and joined forms are references
		}
		df := int(st.voc.df[c.id])
		if !found || c.sim > best || c.sim == best && df > bestDF {
			best, bestDF, found = c.sim, df, true
		}
	}
	return bestDF, found
}
