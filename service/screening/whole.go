package screening

import (
	"math/bits"
	"sort"

	"github.com/screengate/screengate/service/screening/textnorm"
)

// wholeIndex serves the ofac preset's whole-name comparison: the split
// rows grouped by the first byte of their whole-name string, with the
// length, prefix and character signature of that string for the exact
// common-character bound. It is built on the first ofac search.
type wholeIndex struct {
	order    []uint32 // split rows by first byte, then row
	bucket   [257]uint32
	ln       []uint8 // per row
	pre      []uint32
	sigBits  []uint64
	sigSpare []uint8
}

func (ix *Index) wholeData() *wholeIndex {
	ix.wholeOnce.Do(func() {
		n := len(ix.rowEnt)
		w := &wholeIndex{ln: make([]uint8, n), pre: make([]uint32, n), sigBits: make([]uint64, n), sigSpare: make([]uint8, n)}
		var rw rowWords
		var buf []byte
		first := make([]uint8, n)
		p := &presets[PresetOFAC]
		for r := 0; r < n; r++ {
			if rowForm(ix.rowMeta[r]) != textnorm.FormSplit {
				continue
			}
			ix.loadRow(p, uint32(r), &rw)
			buf = ix.wholeString(&rw, buf)
			if len(buf) == 0 {
				continue
			}
			w.ln[r] = uint8(len(buf))
			w.pre[r] = packPrefix(buf)
			sig := signatureOf(buf)
			w.sigBits[r], w.sigSpare[r] = sig.bits, sig.spare
			first[r] = buf[0]
			w.order = append(w.order, uint32(r))
		}
		sort.SliceStable(w.order, func(i, j int) bool { return first[w.order[i]] < first[w.order[j]] })
		for b := 0; b <= 256; b++ {
			w.bucket[b] = uint32(sort.Search(len(w.order), func(i int) bool { return int(first[w.order[i]]) >= b }))
		}
		ix.whole = w
	})
	return ix.whole
}

// wholePass finds the rows whose whole-name similarity to variant vi
// reaches the threshold: only rows starting with the query's first byte
// can (the gate), and of those only rows whose common-character bound
// allows it are compared.
func (s *searcher) wholePass(vi int32) {
	pr, ix := &s.pr, s.ix
	v := &pr.vars[vi]
	qw := pr.text[v.whole0:v.whole1]
	n := len(qw)
	if n == 0 {
		return
	}
	w := ix.wholeData()
	qsig := signatureOf(qw)
	qpre := packPrefix(qw)
	tau := pr.tEff
	var minJ [7]float64
	for l := range minJ {
		minJ[l] = jwOFACWhole.minJaro(tau, l)
	}
	for _, r := range w.order[w.bucket[qw[0]]:w.bucket[int(qw[0])+1]] {
		L := int(w.ln[r])
		l := bits.LeadingZeros32(w.pre[r]^qpre) >> 3
		if l == 4 {
			l = jwOFACWhole.prefix // the prefix may run on: assume the longest
		}
		l = min(l, n, L, jwOFACWhole.prefix)
		c := bits.OnesCount64(w.sigBits[r]&qsig.bits) + int(min(w.sigSpare[r], qsig.spare))
		if c < minCommon(minJ[l], n, L) {
			continue
		}
		if !pr.allowed(ix, ix.rowEnt[r]) {
			continue
		}
		// The whole-name similarity first (one comparison); the full
		// score only when it reaches the threshold.
		ix.loadRow(pr.p, r, &s.rw)
		s.sc.rowText = ix.wholeString(&s.rw, s.sc.rowText)
		if jwOFACWhole.sim(qw, s.sc.rowText) < tau {
			continue
		}
		s.record(vi, r, s.scoreIndexed(v, r))
	}
}
