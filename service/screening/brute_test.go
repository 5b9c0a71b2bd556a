package screening

// searchBrute is the reference the indexed search must equal: the same
// prepared query and the same formula, but every name of every entity
// scored with directly computed word similarities, the weights' reference
// words found by scanning the whole vocabulary, and documents compared
// entity by entity. It shares only the query analysis, the formula
// (score) and the ranking (finish) with Search.
func (ix *Index) searchBrute(q Query) ([]Result, error) {
	s := ix.getSearcher()
	defer ix.putSearcher(s)
	pr := &s.pr
	if err := ix.prepare(&q, pr, &s.an); err != nil {
		return nil, err
	}
	pr.plan(func(wi int32) (int, bool) { return ix.bruteRefDF(pr, wi) }, ix.voc.rows)
	for e := uint32(0); e < uint32(ix.Len()); e++ {
		if !pr.allowed(ix, e) {
			continue
		}
		for r := ix.entRowStart[e]; r < ix.entRowStart[e+1]; r++ {
			if pr.p.rowForms&formBit(rowForm(ix.rowMeta[r])) == 0 {
				continue
			}
			for vi := range pr.vars {
				s.record(int32(vi), r, ix.scoreDirect(pr, &pr.vars[vi], r, &s.rw, &s.sc, nil))
			}
		}
		for _, d := range ix.Entity(int(e)).Documents {
			num := normDocNumber(d.Number, nil)
			for _, qd := range pr.docs {
				if len(num) > 0 && string(num) == string(qd) {
					if slot := s.eslot[e]; slot != 0 {
						s.matches[slot-1].doc = true
					} else {
						s.matches = append(s.matches, entMatch{ent: e, doc: true})
						s.eslot[e] = uint32(len(s.matches))
					}
				}
			}
		}
	}
	return ix.finish(pr, s)
}

// bruteRefDF scans the whole vocabulary for the word's reference (see
// searcher.refDF).
func (ix *Index) bruteRefDF(pr *prep, wi int32) (int, bool) {
	w := &pr.words[wi]
	if w.vocab >= 0 {
		return int(ix.voc.df[w.vocab]), true
	}
	if len(w.text) < 3 || !pr.p.gated {
		return 0, false
	}
	best, bestDF, found := 0.0, 0, false
	for id := uint32(0); id < ix.voc.nbase; id++ {
		s := pr.p.tokenSim(w.text, ix.voc.wordBytes(id), w.legal, ix.voc.legal[id])
		if s < refSim {
			continue
		}
		df := int(ix.voc.df[id])
		if !found || s > best || s == best && df > bestDF {
			best, bestDF, found = s, df, true
		}
	}
	return bestDF, found
}
