package screening

import "slices"

// The word-similarity matrix of one row: every query word against each of
// the row's words, computed once for all the query's variants. Scoring a
// variant from it is the formula on the variant's rows of the matrix; the
// matrix's per-word maxima bound every variant's score, so that variants
// which cannot change a maximum are not scored at all.

// rowMatrix loads row r into s.rw and fills s.msims (query word wi, row
// word j at wi*nr+j) with the similarities indexedSims gives (the
// expansions' where they decide, else computed, through the memo when it
// is on), s.mbest with each query word's best (at least 0), and, for a
// preset with the whole-name comparison, the row's whole-name string.
// The brute-force reference expands no word, so that every similarity is
// computed; the search's differ only where the formula counts 0 anyway
// (see indexedSims), so both score every pair alike.
func (s *searcher) rowMatrix(r uint32) {
	pr, ix := &s.pr, s.ix
	ix.loadRow(pr.p, r, &s.rw)
	nw, nr := len(pr.words), len(s.rw.ids)
	s.msims = slices.Grow(s.msims[:0], nw*nr)[:nw*nr]
	s.mbest = slices.Grow(s.mbest[:0], nw)[:nw]
	memo := s.sc.memo != nil
	slots := s.rowSlots(s.rw.ids, s.sc.slots, memo)
	s.sc.slots = slots
	for wi := range pr.words {
		w := &pr.words[wi]
		row := s.msims[wi*nr : (wi+1)*nr]
		best := 0.0
		exact := pr.p.exactExpansion(w)
		for j, id := range s.rw.ids {
			x := -1.0
			if slot := slots[j]; slot >= 0 {
				x = s.vsims[int(slot)*s.nwords+wi]
			}
			switch {
			case x >= 0:
			case exact:
				x = 0 // below the expansion threshold, which is the floor
			case memo:
				x = s.memoSim(ix, pr.p, w, wi, id, slots[j])
			default:
				x = pr.p.tokenSim(w.text, ix.voc.wordBytes(id), w.legal, ix.voc.legal[id])
			}
			row[j] = x
			best = max(best, x)
		}
		s.mbest[wi] = best
	}
	if pr.p.whole {
		s.sc.rowText = ix.wholeString(&s.rw, s.sc.rowText)
	}
}

// tokWeight is a query token's word and weight, packed for the bounds.
type tokWeight struct {
	word   int32
	weight float64
}

// startBounds packs the query's tokens for matrixBounds (once per search,
// before the first call).
func (s *searcher) startBounds() {
	s.tokw = s.tokw[:0]
	for _, t := range s.pr.toks {
		s.tokw = append(s.tokw, tokWeight{t.word, t.weight})
	}
}

// matrixBounds sets s.mub[vi] to a bound on the score of each variant vi
// against the row of the matrix: each word at its best similarity to a
// word of the row (the pairing gives a word at most that, the coverage
// factor is at most 1), summed in the formula's order so that the bound
// in floating point is at least the score. It reports false, and sets
// nothing, when the preset's whole-name comparison (which this does not
// bound) applies.
func (s *searcher) matrixBounds() bool {
	pr := &s.pr
	if pr.p.whole {
		return false
	}
	s.mub = slices.Grow(s.mub[:0], len(pr.vars))[:len(pr.vars)]
	mbest := s.mbest
	for vi := range pr.vars {
		v := &pr.vars[vi]
		sum := 0.0
		for _, t := range s.tokw[v.tok0:v.tok1] {
			sum += t.weight * mbest[t.word]
		}
		ub := 0.0
		if v.weight > 0 {
			ub = sum / v.weight
		}
		s.mub[vi] = ub
	}
	return true
}

// scoreMatrix scores variant vi against the row of the matrix (the value
// scoreIndexed or scoreDirect gives, as the matrix was filled).
func (s *searcher) scoreMatrix(vi int32) float64 {
	pr := &s.pr
	v := &pr.vars[vi]
	toks := pr.toks[v.tok0:v.tok1]
	nr := len(s.rw.ids)
	sims := slices.Grow(s.sc.sims[:0], len(toks)*nr)[:len(toks)*nr]
	for i := range toks {
		w := int(toks[i].word)
		copy(sims[i*nr:(i+1)*nr], s.msims[w*nr:(w+1)*nr])
	}
	s.sc.sims = sims
	var whole []byte
	if pr.p.whole {
		whole = s.sc.rowText
	}
	return s.ix.score(pr, v, &s.rw, &s.sc, whole, nil)
}
