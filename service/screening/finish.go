package screening

import (
	"slices"
	"strings"
)

// finish turns the matched entities into results: strength, order, limit,
// per-name similarities and explanations. The indexed search and the
// brute-force reference share it.
func (ix *Index) finish(pr *prep, s *searcher) ([]Result, error) {
	// Entities found only by a document: score their names directly.
	for i := range s.matches {
		if m := &s.matches[i]; !m.named {
			ix.bestPairDirect(pr, s, m)
		}
	}
	order := make([]int32, 0, len(s.matches))
	for i := range s.matches {
		m := &s.matches[i]
		if s.tracking && m.named {
			// Top-k pruning kept m.strength current: it is this
			// strength, of the pair the entity has (scoreTracked).
			m.sim100 = round2(m.maxSim)
			order = append(order, int32(i))
			continue
		}
		var name *Name
		var head Name
		if m.row != noRow {
			head = ix.rowNameHead(m.row)
			name = &head
		}
		st, doc := ix.strength(pr, m.ent, name, round2(m.score), adjuster{})
		if m.doc && !doc && !m.named {
			continue // the number matched but not the document's type or country
		}
		m.strength = st
		m.sim100 = round2(m.maxSim)
		order = append(order, int32(i))
	}
	order = ix.selectTop(s, order, pr.limit)
	if len(order) == 0 {
		return nil, nil
	}

	// Output: one allocation per kind of array.
	res := make([]Result, len(order))
	qstr := string(pr.text)
	nnames := 0
	var esBuf [64]uint32
	es := esBuf[:0]
	for _, i := range order {
		e := s.matches[i].ent
		es = append(es, e)
		nnames += int(ix.st.nameStart[e+1] - ix.st.nameStart[e])
	}
	ents := ix.decode(es) // the results' entities, unpacked
	names := make([]float64, nnames)
	// The results' names are scored against every variant, whose words
	// repeat: compute each word pair once.
	s.startMemo(len(pr.words))
	s.sc.memo = &s.vocSlots
	s.startBounds()
	defer func() { s.sc.memo, s.memoOn = nil, false }()
	s.tms, s.adjs = s.tms[:0], s.adjs[:0]
	type span struct{ t0, t1, a0, a1 int }
	var spansBuf [16]span
	spans := spansBuf[:0]
	for k, i := range order {
		m := &s.matches[i]
		e := m.ent
		ent := &ents[k]
		r := &res[k]
		r.Entity, r.Index, r.List, r.Key = ent, int(e), ent.List, ent.Key
		r.Strength = m.strength
		r.NameSimilarity = names[:len(ent.Names):len(ent.Names)]
		names = names[len(ent.Names):]
		// Each name's best raw score over its rows and the variants (its
		// similarity is that rounded: rounding keeps the order).
		raw := slices.Grow(s.nameRaw[:0], len(ent.Names))[:len(ent.Names)]
		clear(raw)
		s.nameRaw = raw
		if m.named {
			// The pair the search chose scored m.score, as the matrix
			// scores it (the same word similarities): a start that lets
			// the bounds below skip more.
			raw[ix.rowName[m.row]] = m.score
		}
		for row := ix.entRowStart[e]; row < ix.entRowStart[e+1]; row++ {
			if pr.p.rowForms&formBit(rowForm(ix.rowMeta[row])) == 0 {
				continue
			}
			n := ix.rowName[row]
			if s.zeroUnreached && !s.rowReached(row) {
				continue // every variant scores 0 against it: raw[n] stays
			}
			s.rowMatrix(row)
			// The variant with the highest bound first: it usually
			// scores best, and the others' bounds then fall short of it
			// (all of them may fall short of the name's best so far).
			first, bounded := -1, s.matrixBounds()
			if bounded {
				for vi, ub := range s.mub {
					if first < 0 || ub > s.mub[first] {
						first = vi
					}
				}
				if s.mub[first] > raw[n] {
					raw[n] = max(raw[n], s.scoreMatrix(int32(first)))
				}
			}
			for vi := range pr.vars {
				if vi == first || bounded && s.mub[vi] <= raw[n] {
					continue // done, or cannot raise the name's best
				}
				raw[n] = max(raw[n], s.scoreMatrix(int32(vi)))
			}
		}
		best := 0.0
		for n, x := range raw {
			r.NameSimilarity[n] = round2(x)
			best = max(best, x)
		}
		r.Similarity = round2(best)
		sp := span{t0: len(s.tms), a0: len(s.adjs)}
		x := &r.Explanation
		x.Preset = pr.p.preset
		x.List = ent.List
		x.ListVersion = ix.versions[ix.entList[e]]
		if m.row != noRow {
			v := &pr.vars[m.variant]
			x.QueryName = pr.q.Names[v.name]
			x.NameIndex = int(ix.rowName[m.row])
			x.ListName = ent.Names[x.NameIndex].Full
			x.QueryForm = v.form.String()
			x.ListForm = rowForm(ix.rowMeta[m.row]).String()
			x.NameScore = ix.scoreDirect(pr, v, m.row, &s.rw, &s.sc, &s.det)
			x.Coverage = s.det.coverage
			if s.det.byWhole {
				x.Method = "whole"
				s.tms = append(s.tms, TokenMatch{Query: qstr[v.whole0:v.whole1], List: string(s.sc.rowText), Similarity: s.det.whole})
			} else {
				x.Method = "tokens"
				toks := pr.toks[v.tok0:v.tok1]
				nr := len(s.rw.ids)
				var used [64]bool
				for qi := range toks {
					if j := s.det.assign[qi]; j >= 0 && int(j) < len(used) {
						used[j] = true
					}
				}
				for qi := range toks {
					w := &pr.words[toks[qi].word]
					tm := TokenMatch{Query: qstr[w.start:w.end], Weight: toks[qi].weight}
					if j := s.det.assign[qi]; j >= 0 {
						tm.List = ix.voc.word(s.rw.ids[j])
						tm.Similarity = s.sc.sims[qi*nr+int(j)]
						if tm.Similarity > 0 && tm.Similarity < 1 {
							tm.Note = pr.p.soundNote(w.text, ix.voc.wordBytes(s.rw.ids[j]), w.legal, ix.voc.legal[s.rw.ids[j]])
						}
					} else {
						// An unpaired query word that looks like a list
						// word left unpaired: say why they count 0.
						for j, id := range s.rw.ids {
							if j >= len(used) || used[j] {
								continue
							}
							if note := pr.p.budgetNote(w.text, ix.voc.wordBytes(id), w.legal, ix.voc.legal[id]); note != "" {
								tm.List, tm.Note = ix.voc.word(id), note
								used[j] = true
								break
							}
						}
					}
					s.tms = append(s.tms, tm)
				}
				for j, id := range s.rw.ids {
					if j >= len(used) || !used[j] {
						s.tms = append(s.tms, TokenMatch{List: ix.voc.word(id)})
					}
				}
			}
			ix.strength(pr, e, &ent.Names[x.NameIndex], round2(m.score), adjuster{out: &s.adjs, record: true, ent: ent})
		} else {
			ix.strength(pr, e, nil, 0, adjuster{out: &s.adjs, record: true, ent: ent})
		}
		sp.t1, sp.a1 = len(s.tms), len(s.adjs)
		spans = append(spans, sp)
	}
	tms := slices.Clone(s.tms)
	adjs := slices.Clone(s.adjs)
	for k := range res {
		sp := spans[k]
		if sp.t1 > sp.t0 {
			res[k].Explanation.Tokens = tms[sp.t0:sp.t1:sp.t1]
		}
		if sp.a1 > sp.a0 {
			res[k].Explanation.Adjustments = adjs[sp.a0:sp.a1:sp.a1]
		}
	}
	return res, nil
}

const noRow = ^uint32(0)

// selectTop returns the best limit matches of order, best first, without
// sorting all of them.
func (ix *Index) selectTop(s *searcher, order []int32, limit int) []int32 {
	cmp := func(a, b int32) int { return ix.compareMatches(&s.matches[a], &s.matches[b]) }
	if len(order) <= 4*limit {
		slices.SortFunc(order, cmp)
		return order[:min(limit, len(order))]
	}
	top := order[:0:0]
	top = make([]int32, 0, limit+1)
	for _, i := range order {
		if len(top) == limit && cmp(i, top[limit-1]) >= 0 {
			continue
		}
		k, _ := slices.BinarySearchFunc(top, i, cmp)
		top = slices.Insert(top, k, i)
		if len(top) > limit {
			top = top[:limit]
		}
	}
	return top
}

// compareMatches orders matches: strength, similarity (descending), list,
// key, position (ascending).
func (ix *Index) compareMatches(a, b *entMatch) int {
	switch {
	case a.strength != b.strength:
		return b.strength - a.strength
	case a.sim100 > b.sim100:
		return -1
	case a.sim100 < b.sim100:
		return 1
	}
	// ix.lists is sorted: list numbers order as list ids.
	if la, lb := ix.entList[a.ent], ix.entList[b.ent]; la != lb {
		return int(la) - int(lb)
	}
	if c := strings.Compare(ix.st.key(a.ent), ix.st.key(b.ent)); c != 0 {
		return c
	}
	return int(a.ent) - int(b.ent)
}

// bestPairDirect scores every name of m's entity against every variant,
// for entities found by a document only.
func (ix *Index) bestPairDirect(pr *prep, s *searcher, m *entMatch) {
	m.row = noRow
	first := true
	for r := ix.entRowStart[m.ent]; r < ix.entRowStart[m.ent+1]; r++ {
		if pr.p.rowForms&formBit(rowForm(ix.rowMeta[r])) == 0 {
			continue
		}
		head := ix.rowNameHead(r)
		name := &head
		for vi := range pr.vars {
			sc := ix.scoreDirect(pr, &pr.vars[vi], r, &s.rw, &s.sc, nil)
			base := round2(sc) - float64(aliasPenalty(name))
			if first {
				m.maxSim, m.row, m.variant, m.score, m.base = sc, r, int32(vi), sc, base
				first = false
				continue
			}
			m.maxSim = max(m.maxSim, sc)
			if base > m.base || base == m.base && (sc > m.score || sc == m.score && (r < m.row || r == m.row && int32(vi) < m.variant)) {
				m.row, m.variant, m.score, m.base = r, int32(vi), sc, base
			}
		}
	}
}
