package screening

// SearchBrute exposes the brute-force reference to the external tests.
func SearchBrute(ix *Index, q Query) ([]Result, error) { return ix.searchBrute(q) }

// ExpandWord expands a folded word as a search would (at the preset's
// floor for precise, at 0.8 for ofac) and returns how many vocabulary words
// it reaches.
func ExpandWord(ix *Index, word string, preset Preset) int {
	p := &presets[preset]
	b := []byte(word)
	q := queryWord{text: b, legal: legalID(b), sig: signatureOf(b), pre: packPrefix(b)}
	tau := p.floor
	if !p.gated {
		tau = 0.8
	}
	var km kminTable
	return len(ix.voc.expand(p, &q, tau, nil, &km))
}

// NameScorer indexes one list name and returns a function that scores a
// query name against it with the preset's formula (the query's analysis
// included).
func NameScorer(preset Preset, listName string) func(q string) float64 {
	ix, err := Build([]Entity{{List: "X", Key: "1", Names: []Name{{Full: listName}}}}, BuildOptions{Workers: 1})
	if err != nil {
		panic(err)
	}
	return func(q string) float64 {
		res, _ := ix.Search(Query{Names: []string{q}, Preset: preset, Threshold: 0.01})
		if len(res) == 0 {
			return 0
		}
		return res[0].Similarity
	}
}

// LastStats returns rows touched, rows scored and entities matched by the
// last search.
func LastStats(ix *Index) [3]int { return *ix.last.Load() }

// ScanStats reports, for a folded word, the size of its first-letter
// bucket, how many of its words pass the expansion bound, how many match,
// and the time of one expansion.
func ScanStats(ix *Index, w string) (bucket, survive, found int) {
	p := &presets[PresetPrecise]
	b := []byte(w)
	q := queryWord{text: b, legal: legalID(b), sig: signatureOf(b), pre: packPrefix(b)}
	var km kminTable
	km.reset(p, &q, p.floor)
	lo, hi := ix.voc.seg[0].bucket[b[0]], ix.voc.seg[0].bucket[int(b[0])+1]
	for id := lo; id < hi; id++ {
		if ix.voc.rec[id].skip&3 == 0 && ix.voc.boundedRec(&q, &ix.voc.rec[id], 4, &km) {
			survive++
		}
	}
	return int(hi - lo), survive, len(ix.voc.expand(p, &q, p.floor, nil, &km))
}

// ConcatOnlyWords counts the vocabulary words that occur only in
// concatenated forms.
func ConcatOnlyWords(ix *Index) (n, total int) {
	only := make([]bool, ix.voc.size())
	for i := range only {
		only[i] = true
	}
	for r := range ix.rowEnt {
		if rowForm(ix.rowMeta[r]) != 2 {
			for _, t := range ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]] {
				only[tokID(t)] = false
			}
		}
	}
	for _, o := range only {
		if o {
			n++
		}
	}
	return n, len(only)
}

// PruneEarly makes every search take the pruned paths (impact search,
// strength-bounded scoring) whenever they apply; the returned function
// restores the defaults. Not for parallel tests.
func PruneEarly() (restore func()) {
	im, pm := impactMin, pendingMin
	impactMin, pendingMin = 0, 0
	return func() { impactMin, pendingMin = im, pm }
}

// NameSimilarities scores every name of entity ent against every variant
// of q, pair by pair with no bound (the way finish computed a result's
// NameSimilarity before its bounds), for the tests to check finish,
// which the brute-force reference shares.
func NameSimilarities(ix *Index, q Query, ent int) ([]float64, error) {
	s := ix.getSearcher()
	defer ix.putSearcher(s)
	pr := &s.pr
	if err := ix.prepare(&q, pr, &s.an); err != nil {
		return nil, err
	}
	pr.plan(func(wi int32) (int, bool) { return ix.bruteRefDF(pr, wi) }, ix.voc.rows)
	e := uint32(ent)
	sims := make([]float64, ix.st.nameStart[e+1]-ix.st.nameStart[e])
	for r := ix.entRowStart[e]; r < ix.entRowStart[e+1]; r++ {
		if pr.p.rowForms&formBit(rowForm(ix.rowMeta[r])) == 0 {
			continue
		}
		for vi := range pr.vars {
			if x := round2(ix.scoreDirect(pr, &pr.vars[vi], r, &s.rw, &s.sc, nil)); x > sims[ix.rowName[r]] {
				sims[ix.rowName[r]] = x
			}
		}
	}
	return sims, nil
}
