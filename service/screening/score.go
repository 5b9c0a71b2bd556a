package screening

import (
	"slices"

	"github.com/screengate/screengate/service/screening/textnorm"
)

// The name similarity of one query variant and one row (one form of a list
// name), given the similarity of every word pair. This is the formula; the
// indexed search and the brute-force reference both call it, and differ
// only in where the word similarities come from and which rows they score.

// rowWords are the words of a row that the preset compares.
type rowWords struct {
	ids     []uint32
	classes []textnorm.Class
	form    textnorm.Form
}

func (ix *Index) loadRow(p *params, r uint32, rw *rowWords) {
	rw.ids, rw.classes = rw.ids[:0], rw.classes[:0]
	rw.form = rowForm(ix.rowMeta[r])
	for _, t := range ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]] {
		c := tokClass(t)
		if p.classes {
			if c == textnorm.Honorific {
				continue
			}
		} else {
			c = textnorm.Plain
		}
		rw.ids = append(rw.ids, tokID(t))
		rw.classes = append(rw.classes, c)
	}
}

type pair struct {
	sim  float64
	i, j int16
}

// detail receives how a score came about (for explanations).
type detail struct {
	assign   []int16 // per query word: the row word paired with it, -1 none
	perToken float64
	coverage float64
	whole    float64
	byWhole  bool
}

// scorer holds the buffers of the formula.
type scorer struct {
	sims    []float64
	pairs   []pair
	usedQ   []bool
	usedR   []bool
	best    []float64
	rowText []byte
	// memo, when set, holds the word similarities directSims computed
	// for the current query (see vocSlots); slots are the vocabulary
	// slots of the loaded row's words.
	memo  *vocSlots
	slots []int32
}

// score computes the similarity of variant v and row words rw whose word
// similarities are s.sims (query word i, row word j at i*len(rw.ids)+j).
// wholeRow is the row's whole-name string (ofac) or nil.
func (ix *Index) score(pr *prep, v *qvariant, rw *rowWords, s *scorer, wholeRow []byte, det *detail) float64 {
	p := pr.p
	toks := pr.toks[v.tok0:v.tok1]
	nq, nr := len(toks), len(rw.ids)
	s.best = slices.Grow(s.best[:0], nq)[:nq]
	clear(s.best)
	if det != nil {
		det.assign = slices.Grow(det.assign[:0], nq)[:nq]
		for i := range det.assign {
			det.assign[i] = -1
		}
	}
	if p.concatMin > 0 && (v.form == textnorm.FormConcat || rw.form == textnorm.FormConcat) {
		// A concatenated form stands for a name written as one word: it
		// is compared with single words of nearly its length only, and
		// never with another concatenated form.
		if v.form == rw.form {
			return 0
		}
		for i := 0; i < nq; i++ {
			li := len(pr.wordText(toks[i].word))
			for j := 0; j < nr; j++ {
				d := li - int(ix.voc.ln[rw.ids[j]])
				if x := &s.sims[i*nr+j]; *x < p.concatMin || d > p.concatLen || -d > p.concatLen {
					*x = 0
				}
			}
		}
	}
	sum := 0.0
	cov := 1.0
	if p.oneToOne {
		// Greedy one-to-one pairing, best pair first (ties: lower query
		// word, then lower row word).
		s.pairs = s.pairs[:0]
		for i := 0; i < nq; i++ {
			for j := 0; j < nr; j++ {
				if x := s.sims[i*nr+j]; x > 0 {
					s.pairs = append(s.pairs, pair{x, int16(i), int16(j)})
				}
			}
		}
		slices.SortFunc(s.pairs, func(a, b pair) int {
			switch {
			case a.sim > b.sim:
				return -1
			case a.sim < b.sim:
				return 1
			case a.i != b.i:
				return int(a.i) - int(b.i)
			}
			return int(a.j) - int(b.j)
		})
		s.usedQ = slices.Grow(s.usedQ[:0], nq)[:nq]
		s.usedR = slices.Grow(s.usedR[:0], nr)[:nr]
		clear(s.usedQ)
		clear(s.usedR)
		for _, pp := range s.pairs {
			if s.usedQ[pp.i] || s.usedR[pp.j] {
				continue
			}
			s.usedQ[pp.i], s.usedR[pp.j] = true, true
			s.best[pp.i] = pp.sim
			if det != nil {
				det.assign[pp.i] = pp.j
			}
		}
		for i := range toks {
			sum += toks[i].weight * s.best[i]
		}
		if p.coverage > 0 && nr > 0 {
			total, unmatched := 0.0, 0.0
			for j := 0; j < nr; j++ {
				x := float64(ix.voc.ln[rw.ids[j]]) * p.classWeight[rw.classes[j]]
				total += x
				if !s.usedR[j] {
					unmatched += x
				}
			}
			if total > 0 {
				cov = 1 - p.coverage*unmatched/total
			}
		}
	} else {
		for i := 0; i < nq; i++ {
			b, bj := 0.0, int16(-1)
			for j := 0; j < nr; j++ {
				if x := s.sims[i*nr+j]; x > b {
					b, bj = x, int16(j)
				}
			}
			s.best[i] = b
			if det != nil {
				det.assign[i] = bj
			}
			sum += toks[i].weight * b
		}
	}
	perToken := 0.0
	if v.weight > 0 {
		perToken = sum / v.weight
	}
	score := perToken * cov
	whole := 0.0
	if p.whole && wholeRow != nil {
		qw := pr.text[v.whole0:v.whole1]
		if len(qw) > 0 && len(wholeRow) > 0 && qw[0] == wholeRow[0] {
			whole = jwOFACWhole.sim(qw, wholeRow)
		}
	}
	if det != nil {
		det.perToken, det.coverage, det.whole, det.byWhole = perToken, cov, whole, whole > score
	}
	return max(score, whole)
}

// wholeString appends the ofac preset's whole-name string of row words:
// the words of three or more bytes (all of them if none is that long),
// joined by spaces, at most maxJaroLen bytes.
func (ix *Index) wholeString(rw *rowWords, dst []byte) []byte {
	dst = dst[:0]
	long := false
	for _, id := range rw.ids {
		if ix.voc.ln[id] > 2 {
			long = true
			break
		}
	}
	for _, id := range rw.ids {
		if long && ix.voc.ln[id] <= 2 {
			continue
		}
		if len(dst) > 0 {
			dst = append(dst, ' ')
		}
		dst = append(dst, ix.voc.word(id)...)
	}
	if len(dst) > maxJaroLen {
		dst = dst[:maxJaroLen]
	}
	return dst
}

// directSims fills s.sims by computing every word similarity.
func (ix *Index) directSims(pr *prep, v *qvariant, rw *rowWords, s *scorer) {
	toks := pr.toks[v.tok0:v.tok1]
	nr := len(rw.ids)
	s.sims = slices.Grow(s.sims[:0], len(toks)*nr)[:len(toks)*nr]
	if s.memo != nil {
		// Each (query word, vocabulary word) similarity once per query.
		s.slots = s.memo.rowSlots(rw.ids, s.slots, true)
		for i := range toks {
			wi := toks[i].word
			w := &pr.words[wi]
			for j, id := range rw.ids {
				s.sims[i*nr+j] = s.memo.memoSim(ix, pr.p, w, int(wi), id, s.slots[j])
			}
		}
		return
	}
	for i := range toks {
		w := &pr.words[toks[i].word]
		for j, id := range rw.ids {
			s.sims[i*nr+j] = pr.p.tokenSim(w.text, ix.voc.wordBytes(id), w.legal, ix.voc.legal[id])
		}
	}
}

// scoreDirect scores variant v against row r computing every word
// similarity.
func (ix *Index) scoreDirect(pr *prep, v *qvariant, r uint32, rw *rowWords, s *scorer, det *detail) float64 {
	ix.loadRow(pr.p, r, rw)
	ix.directSims(pr, v, rw, s)
	var whole []byte
	if pr.p.whole {
		s.rowText = ix.wholeString(rw, s.rowText)
		whole = s.rowText
	}
	return ix.score(pr, v, rw, s, whole, det)
}
