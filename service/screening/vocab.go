package screening

import (
	"encoding/binary"
	"hash/maphash"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"unsafe"

	"github.com/screengate/screengate/service/screening/textnorm"
)

// vocabulary is the sorted set of words of all list names, with postings
// (the rows each word occurs in) and what the fuzzy expansion needs.
type vocabulary struct {
	// Two segments, each sorted: words 0..nbase-1 occur in split or
	// joined forms of names; words nbase.. only in concatenated forms.
	nbase    uint32
	seg      [2]segment
	text     string    // all words, concatenated in id order
	off      []uint32  // word i is text[off[i]:off[i+1]]
	ln       []uint8   // length in bytes
	flags    []uint8   // wordDigit
	legal    []uint8   // legal-form class id (0: none)
	rec      []wordRec // what the bounded scans read, packed together
	df       []uint32  // rows containing the word
	postOff  []uint32
	postings []uint32 // row ids, ascending per word
	short    []uint32 // words of 1-2 bytes of the first segment
	byLegal  [][]uint32
	rows     int
	// find is an open-addressing hash table of the words: 1 + id, 0
	// empty, at most half full (see lookup).
	find     []uint32
	findSeed maphash.Seed
}

const wordDigit = 1

// segment is one sorted run of the vocabulary, with its first-byte
// buckets and its words sorted without their first byte.
type segment struct {
	lo, hi  uint32
	bucket  [257]uint32
	skip    []uint32  // words of 3+ bytes, sorted by the word without its first byte
	skipRec []wordRec // rec of each word of skip, in skip's order (scanned sequentially)
	// byLen holds the words of 3+ bytes by length, then id (so each
	// length's words are sorted): those of L bytes are
	// byLen[lenOff[L]:lenOff[L+1]]; byLenSkip the same words with each
	// length's sorted without their first byte (as skip). A search within
	// a narrow window of lengths (the concatenated-form rule's) finds the
	// words that start alike among those of each length.
	byLen     []uint32
	byLenSkip []uint32
	lenOff    [257]uint32
}

// wordRec packs what the expansion's bound needs of a word: its character
// signature, its first four bytes (big-endian, zero-padded), its length,
// and whether it can be compared by Jaro-Winkler at all (3+ bytes, and no
// digits when the preset matches numbers exactly).
type wordRec struct {
	sig   uint64
	pre   uint32
	ln    uint8
	spare uint8
	skip  uint8 // skipShort | skipDigit
}

const (
	skipShort = 1
	skipDigit = 2
)

// legalClassIDs numbers the legal-form classes of textnorm.
var legalClassIDs = map[string]uint8{}

func legalID(w []byte) uint8 {
	c := textnorm.LegalClass(w)
	if c == "" {
		return 0
	}
	return legalClassIDs[c]
}

func init() {
	names := []string{"llc", "jsc", "corp", "co", "lp", "fz", "est", "bhd"}
	for i, n := range names {
		legalClassIDs[n] = uint8(i + 1)
	}
}

const numLegalClasses = 9

func (v *vocabulary) size() int             { return len(v.ln) }
func (v *vocabulary) word(id uint32) string { return v.text[v.off[id]:v.off[id+1]] }
func (v *vocabulary) wordBytes(id uint32) []byte {
	return unsafeBytes(v.text[v.off[id]:v.off[id+1]])
}
func (v *vocabulary) post(id uint32) []uint32 { return v.postings[v.postOff[id]:v.postOff[id+1]] }

// lookup returns the id of w (one probe of its hash, as a rule).
func (v *vocabulary) lookup(w []byte) (uint32, bool) {
	mask := uint64(len(v.find) - 1)
	for i := maphash.Bytes(v.findSeed, w) & mask; ; i = (i + 1) & mask {
		x := v.find[i]
		if x == 0 {
			return 0, false
		}
		if v.word(x-1) == string(w) {
			return x - 1, true
		}
	}
}

// buildFind fills the lookup's hash table (a word in both segments keeps
// its lower id, the one a search of the segments in order finds).
func (v *vocabulary) buildFind() {
	v.findSeed = maphash.MakeSeed()
	v.find = make([]uint32, 1<<bits.Len(uint(2*v.size())))
	mask := uint64(len(v.find) - 1)
	for id := range uint32(v.size()) {
		w := v.wordBytes(id)
		i := maphash.Bytes(v.findSeed, w) & mask
		for v.find[i] != 0 && v.word(v.find[i]-1) != string(w) {
			i = (i + 1) & mask
		}
		if v.find[i] == 0 {
			v.find[i] = id + 1
		}
	}
}

// prefixRange returns the ids of the segment's words starting with p (at
// most 4 bytes; see idRange).
func (v *vocabulary) prefixRange(sg *segment, p []byte) (uint32, uint32) {
	n := len(p)
	want := packN(p, n)
	key := func(id uint32) uint32 { return packN(v.text[v.off[id]:v.off[id+1]], n) }
	a, b := sg.lo, sg.hi
	for a < b {
		m := a + (b-a)/2
		if key(m) < want {
			a = m + 1
		} else {
			b = m
		}
	}
	lo := a
	b = sg.hi
	for a < b {
		m := a + (b-a)/2
		if key(m) <= want {
			a = m + 1
		} else {
			b = m
		}
	}
	return lo, a
}

// skipRange returns the positions in sg.skip of the words whose bytes 1-2
// are p (two bytes).
func (v *vocabulary) skipRange(sg *segment, p []byte) (int, int) {
	return v.idRange(sg.skip, p, 1)
}

func packPrefix(w []byte) uint32 {
	var b [4]byte
	copy(b[:], w)
	return binary.BigEndian.Uint32(b[:])
}

func (v *vocabulary) build(words []string, nbase int, rowToks, rowTokOff []uint32) {
	n := len(words)
	v.nbase = uint32(nbase)
	v.seg[0].lo, v.seg[0].hi = 0, uint32(nbase)
	v.seg[1].lo, v.seg[1].hi = uint32(nbase), uint32(n)
	total := 0
	for _, w := range words {
		total += len(w)
	}
	var sb strings.Builder
	sb.Grow(total)
	v.off = make([]uint32, n+1)
	v.ln = make([]uint8, n)
	v.flags = make([]uint8, n)
	v.legal = make([]uint8, n)
	v.rec = make([]wordRec, n)
	v.byLegal = make([][]uint32, numLegalClasses)
	for i, w := range words {
		sb.WriteString(w)
		v.off[i+1] = uint32(sb.Len())
		v.ln[i] = uint8(min(len(w), 255))
		b := unsafeBytes(w)
		if hasDigit(b) {
			v.flags[i] |= wordDigit
		}
		v.legal[i] = legalID(b)
		if v.legal[i] != 0 {
			v.byLegal[v.legal[i]] = append(v.byLegal[v.legal[i]], uint32(i))
		}
		sig := signatureOf(b)
		v.rec[i] = wordRec{sig: sig.bits, pre: packPrefix(b), ln: v.ln[i], spare: sig.spare}
		if len(w) < 3 {
			v.rec[i].skip |= skipShort
		}
		if v.flags[i]&wordDigit != 0 {
			v.rec[i].skip |= skipDigit
		}
		sg := &v.seg[0]
		if i >= nbase {
			sg = &v.seg[1]
		}
		if len(w) <= 2 {
			if i < nbase {
				v.short = append(v.short, uint32(i))
			}
		} else {
			sg.skip = append(sg.skip, uint32(i))
		}
	}
	v.text = sb.String()
	v.buildFind()
	for k := range v.seg {
		sg := &v.seg[k]
		// First-byte buckets (each segment is sorted, so each is a range).
		for b := 0; b <= 256; b++ {
			sg.bucket[b] = sg.lo + uint32(sort.Search(int(sg.hi-sg.lo), func(i int) bool { return int(v.text[v.off[sg.lo+uint32(i)]]) >= b }))
		}
		sort.Slice(sg.skip, func(i, j int) bool {
			a, b := v.word(sg.skip[i])[1:], v.word(sg.skip[j])[1:]
			if a != b {
				return a < b
			}
			return sg.skip[i] < sg.skip[j]
		})
		sg.skipRec = make([]wordRec, len(sg.skip))
		for i, id := range sg.skip {
			sg.skipRec[i] = v.rec[id]
		}
		// Words by length: a counting sort of skip's words in id order.
		for _, id := range sg.skip {
			sg.lenOff[v.ln[id]+1]++
		}
		for L := 1; L <= 256; L++ {
			sg.lenOff[L] += sg.lenOff[L-1]
		}
		sg.byLen = make([]uint32, len(sg.skip))
		sg.byLenSkip = make([]uint32, len(sg.skip))
		fill := sg.lenOff
		for id := sg.lo; id < sg.hi; id++ {
			if L := v.ln[id]; L >= 3 {
				sg.byLen[fill[L]] = id
				fill[L]++
			}
		}
		fill = sg.lenOff
		for _, id := range sg.skip { // skip's order is by the word without its first byte
			L := v.ln[id]
			sg.byLenSkip[fill[L]] = id
			fill[L]++
		}
	}
	// Postings by counting sort; a word counts once per row.
	rows := len(rowTokOff) - 1
	v.rows = rows
	v.df = make([]uint32, n)
	last := make([]uint32, n) // last row+1 that counted the word
	for r := 0; r < rows; r++ {
		for _, t := range rowToks[rowTokOff[r]:rowTokOff[r+1]] {
			id := tokID(t)
			if last[id] != uint32(r)+1 {
				last[id] = uint32(r) + 1
				v.df[id]++
			}
		}
	}
	v.postOff = make([]uint32, n+1)
	for i, d := range v.df {
		v.postOff[i+1] = v.postOff[i] + d
	}
	v.postings = make([]uint32, v.postOff[n])
	fill := slices.Clone(v.postOff[:n])
	clear(last)
	for r := 0; r < rows; r++ {
		for _, t := range rowToks[rowTokOff[r]:rowTokOff[r+1]] {
			id := tokID(t)
			if last[id] != uint32(r)+1 {
				last[id] = uint32(r) + 1
				v.postings[fill[id]] = uint32(r)
				fill[id]++
			}
		}
	}
}

// cand is a vocabulary word and its similarity to a query word.
type cand struct {
	id  uint32
	sim float64
}

// queryWord is what the expansion needs to know of a query word.
type queryWord struct {
	text  []byte
	legal uint8
	sig   signature
	pre   uint32
}

// expand appends to out every vocabulary word whose similarity to q under
// p matters and is at least tau (tau > 0), sorted by similarity
// (descending) then id. Words of split and joined forms count by
// p.tokenSim; words found only in concatenated forms count under the
// concatenated-form rule (nearly the same length, at least concatMin; see
// score), and not at all for presets that do not compare those forms. It
// is exact: the same set a scan of the whole vocabulary finds (the
// property tests check it).
func (v *vocabulary) expand(p *params, q *queryWord, tau float64, out []cand, kmin *kminTable) []cand {
	start := len(out)
	out = v.expandSeg(p, q, tau, out, kmin, &v.seg[0], 0, 255)
	if p.concatMin > 0 {
		n := len(q.text)
		out = v.expandSeg(p, q, max(tau, p.concatMin), out, kmin, &v.seg[1], n-p.concatLen, n+p.concatLen)
	}
	return sortCands(out, start)
}

// expandConcat is expand for a word that occurs only in concatenated
// forms of the query: it meets only words of split and joined forms,
// under the concatenated-form rule.
func (v *vocabulary) expandConcat(p *params, q *queryWord, out []cand, kmin *kminTable) []cand {
	start := len(out)
	n := len(q.text)
	out = v.expandSeg(p, q, p.concatMin, out, kmin, &v.seg[0], n-p.concatLen, n+p.concatLen)
	return sortCands(out, start)
}

// expandSeg appends the words of segment sg of minL to maxL bytes whose
// similarity to q reaches tau (unsorted, possibly twice).
func (v *vocabulary) expandSeg(p *params, q *queryWord, tau float64, out []cand, kmin *kminTable, sg *segment, minL, maxL int) []cand {
	w := q.text
	n := len(w)
	consider := func(id uint32) {
		if L := int(v.ln[id]); L < minL || L > maxL || id < sg.lo || id >= sg.hi {
			return
		}
		if s := p.tokenSim(w, v.wordBytes(id), q.legal, v.legal[id]); s >= tau {
			out = append(out, cand{id, s})
		}
	}
	if id, ok := v.lookup(w); ok {
		consider(id)
	}
	if p.classes && q.legal != 0 {
		for _, id := range v.byLegal[q.legal] {
			consider(id)
		}
	}
	switch {
	case p.gated:
		// The precise preset: short words and words with digits match
		// exactly (or as initials); others only words that start alike.
		if n == 1 || n == 2 {
			if n == 2 || p.initial >= tau {
				if n == 2 {
					if id, ok := v.lookup(w[:1]); ok {
						consider(id)
					}
				} else {
					for id := sg.bucket[w[0]]; id < sg.bucket[int(w[0])+1]; id++ {
						consider(id)
					}
				}
			}
			break
		}
		if id, ok := v.lookup(w[:1]); ok {
			consider(id)
		}
		if p.digitsExact && hasDigit(w) {
			break
		}
		kmin.reset(p, q, tau)
		kmin.window(minL, maxL)
		// Only words of the lengths reach allows can reach tau (the
		// scans below skip the others by the same bound).
		minL, maxL = kmin.reach(minL, maxL)
		if minL > maxL {
			break
		}
		kmin.window(minL, maxL)
		if maxL-minL <= narrowWindow {
			// The same rules, among the words of each length. Each
			// length's words are in id order, which is the words'
			// order: the words of a prefix are those of its id range
			// (found once), rule 1's the first byte's bucket.
			var pre [2][2]uint32
			for k, pfx := range [2][]byte{{w[1], w[0]}, w[1:3]} {
				pre[k][0], pre[k][1] = v.prefixRange(sg, pfx)
			}
			for L := max(minL, 3); L <= min(maxL, 255); L++ {
				ids := sg.byLen[sg.lenOff[L]:sg.lenOff[L+1]]
				skips := sg.byLenSkip[sg.lenOff[L]:sg.lenOff[L+1]]
				a, b := idsIn(ids, sg.bucket[w[0]], sg.bucket[int(w[0])+1])
				v.scanIDs(p, q, tau, ids[a:b], false, kmin, &out)
				for _, pfx := range [2][]byte{w[1:3], w[0:2]} {
					a, b := v.idRange(skips, pfx, 1)
					v.scanIDs(p, q, tau, skips[a:b], true, kmin, &out)
				}
				for _, r := range pre {
					a, b := idsIn(ids, r[0], r[1])
					v.scanIDs(p, q, tau, ids[a:b], true, kmin, &out)
				}
			}
			break
		}
		// Rule 1: same first byte.
		v.scan(p, q, tau, sg.bucket[w[0]], sg.bucket[int(w[0])+1], kmin, &out)
		// Rules 2-5 find words with a different first byte (so no common
		// prefix) in small ranges: the words whose bytes 1-2 are w[1:3]
		// (the first byte substituted) or w[0:2] (a byte inserted in
		// front), and those starting with w[1]w[0] (swap) or w[1:3] (the
		// first byte deleted). A word found twice is dropped by sortCands.
		for _, pfx := range [2][]byte{w[1:3], w[0:2]} {
			if a, b := v.skipRange(sg, pfx); a < b {
				v.scanOther(p, q, tau, sg.skipRec[a:b], sg.skip[a:b], 0, kmin, &out)
			}
		}
		for _, pfx := range [2][]byte{{w[1], w[0]}, w[1:3]} {
			if a, b := v.prefixRange(sg, pfx); a < b {
				v.scanOther(p, q, tau, v.rec[a:b], nil, a, kmin, &out)
			}
		}
	default:
		// The ofac preset compares every pair of words: scan all.
		if n <= 2 {
			for _, id := range v.short {
				consider(id)
			}
			break
		}
		kmin.reset(p, q, tau)
		kmin.window(minL, maxL)
		v.scan(p, q, tau, sg.lo, sg.hi, kmin, &out)
	}
	return out
}

// sortCands sorts out[start:] by similarity (descending) then id, without
// duplicates.
func sortCands(out []cand, start int) []cand {
	res := out[start:]
	slices.SortFunc(res, func(a, b cand) int {
		if a.id != b.id {
			return int(a.id) - int(b.id)
		}
		return 0
	})
	res = slices.CompactFunc(res, func(a, b cand) bool { return a.id == b.id })
	slices.SortFunc(res, func(a, b cand) int {
		switch {
		case a.sim > b.sim:
			return -1
		case a.sim < b.sim:
			return 1
		}
		return int(a.id) - int(b.id)
	})
	return out[:start+len(res)]
}

// scan compares q with the words lo..hi of 3+ bytes (without digits when
// p.digitsExact) whose common-character bound allows a similarity of tau.
func (v *vocabulary) scan(p *params, q *queryWord, tau float64, lo, hi uint32, kmin *kminTable, out *[]cand) {
	skip := uint8(skipShort)
	if p.digitsExact {
		skip |= skipDigit
	}
	kmin.fill(maxFastLen)
	qsig, qspare, qpre := q.sig.bits, q.sig.spare, q.pre
	fast := &kmin.fast
	recs := v.rec[lo:hi]
	for k := range recs {
		r := &recs[k]
		if r.skip&skip != 0 {
			continue
		}
		// The prefix length may come out longer than a word shorter than
		// four bytes (zero padding on both sides): that only loosens the
		// bound.
		l := uint(bits.LeadingZeros32(r.pre^qpre)) >> 3
		c := bits.OnesCount64(r.sig&qsig) + int(min(r.spare, qspare))
		if r.ln < maxFastLen {
			if c < int(fast[l][r.ln]) {
				continue
			}
		} else if c < kmin.need(int(l), int(r.ln)) {
			continue
		}
		id := lo + uint32(k)
		if s := p.tokenSim(q.text, v.wordBytes(id), q.legal, v.legal[id]); s >= tau {
			*out = append(*out, cand{id, s})
		}
	}
}

// narrowWindow is the widest window of word lengths (maxL-minL) an
// expansion searches length by length.
const narrowWindow = 8

// idRange returns the positions in ids (sorted by their words from byte
// from) of the words whose bytes from.. start with p (at most 4 bytes:
// the expansion's prefixes have 1 or 2).
func (v *vocabulary) idRange(ids []uint32, p []byte, from int) (int, int) {
	// The first len(p) bytes of the words, packed big-endian (zeros past
	// a word's end), order as the words do: the words starting with p are
	// those whose packed bytes equal p's.
	n := len(p)
	want := packN(p, n)
	key := func(i int) uint32 {
		w := v.text[int(v.off[ids[i]])+from : v.off[ids[i]+1]]
		return packN(w, n)
	}
	lo, hi := 0, len(ids)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if key(m) < want {
			lo = m + 1
		} else {
			hi = m
		}
	}
	a := lo
	hi = len(ids)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if key(m) <= want {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return a, lo
}

// idsIn returns the positions in ids (ascending) of the ids lo..hi-1.
func idsIn(ids []uint32, lo, hi uint32) (int, int) {
	a, _ := slices.BinarySearch(ids, lo)
	b, _ := slices.BinarySearch(ids[a:], hi)
	return a, a + b
}

// packN packs the first n (at most 4) bytes of w big-endian, zeros past
// its end.
func packN[S ~string | ~[]byte](w S, n int) uint32 {
	x := uint32(0)
	for i := 0; i < n; i++ {
		x <<= 8
		if i < len(w) {
			x |= uint32(w[i])
		}
	}
	return x
}

// scanIDs is scan for the words ids (in any order), or, when other, for
// those of them that do not start with q's first byte.
func (v *vocabulary) scanIDs(p *params, q *queryWord, tau float64, ids []uint32, other bool, kmin *kminTable, out *[]cand) {
	skip := uint8(skipShort)
	if p.digitsExact {
		skip |= skipDigit
	}
	kmin.fill(maxFastLen)
	qsig, qspare, qpre := q.sig.bits, q.sig.spare, q.pre
	fast := &kmin.fast
	for _, id := range ids {
		r := &v.rec[id]
		if r.skip&skip != 0 || other && r.pre>>24 == qpre>>24 {
			continue
		}
		l := uint(bits.LeadingZeros32(r.pre^qpre)) >> 3
		c := bits.OnesCount64(r.sig&qsig) + int(min(r.spare, qspare))
		if r.ln < maxFastLen {
			if c < int(fast[l][r.ln]) {
				continue
			}
		} else if c < kmin.need(int(l), int(r.ln)) {
			continue
		}
		if s := p.tokenSim(q.text, v.wordBytes(id), q.legal, v.legal[id]); s >= tau {
			*out = append(*out, cand{id, s})
		}
	}
}

// scanOther is scan for words of recs that do not start with q's first
// byte (ids[k] is the id of recs[k], or base+k when ids is nil).
func (v *vocabulary) scanOther(p *params, q *queryWord, tau float64, recs []wordRec, ids []uint32, base uint32, kmin *kminTable, out *[]cand) {
	kmin.fill(maxFastLen)
	qsig, qspare := q.sig.bits, q.sig.spare
	first := q.pre >> 24
	fast := &kmin.fast[0]
	for k := range recs {
		r := &recs[k]
		if r.skip != 0 || r.pre>>24 == first {
			continue
		}
		c := bits.OnesCount64(r.sig&qsig) + int(min(r.spare, qspare))
		if r.ln < maxFastLen {
			if c < int(fast[r.ln]) {
				continue
			}
		} else if c < kmin.need(0, int(r.ln)) {
			continue
		}
		id := base + uint32(k)
		if ids != nil {
			id = ids[k]
		}
		if s := p.tokenSim(q.text, v.wordBytes(id), q.legal, v.legal[id]); s >= tau {
			*out = append(*out, cand{id, s})
		}
	}
}

// maxFastLen bounds the word lengths whose bounds kminTable.fill computes
// in advance.
const maxFastLen = 48

// kminTable caches, for one query word and threshold, the fewest common
// characters a word of each length needs (by common prefix length) for
// the similarity to reach the threshold: the raw Jaro-Winkler must reach
// the raw threshold plus the length penalty.
type kminTable struct {
	p    *params
	raw  float64
	n    int
	k    [8][256]int16 // +1; 0 = not computed
	fast [5][maxFastLen]uint8
	done int // lengths of fast filled
	// word lengths outside minL..maxL are unreachable
	minL, maxL int
}

// window makes words outside minL..maxL bytes unreachable.
func (t *kminTable) window(minL, maxL int) {
	t.minL, t.maxL = minL, maxL
}

// fill computes fast for every prefix length and the word lengths below
// n (255: unreachable).
func (t *kminTable) fill(n int) {
	for L := t.done; L < n; L++ {
		if L < t.minL || L > t.maxL {
			// need's answer outside the window, without its look-up
			for l := range t.fast {
				t.fast[l][L] = 255
			}
			continue
		}
		for l := 0; l < len(t.fast); l++ {
			t.fast[l][L] = uint8(min(t.need(min(l, t.p.tok.prefix), L), 255))
		}
	}
	t.done = max(t.done, n)
}

func (t *kminTable) reset(p *params, q *queryWord, tau float64) {
	t.p = p
	t.raw = p.raw(tau)
	t.n = len(q.text)
	for l := 0; l <= p.tok.prefix && l < len(t.k); l++ {
		t.k[l] = [256]int16{}
	}
	t.done = 0
	t.minL, t.maxL = 0, 255
}

func (t *kminTable) need(l, L int) int {
	if k := t.k[l][L]; k != 0 {
		return int(k) - 1
	}
	k := 1 << 14 // unreachable
	if L >= t.minL && L <= t.maxL {
		if thr := t.raw + t.p.lenPenalty(t.n, L); thr <= 1 {
			k = minCommon(t.p.tok.minJaro(thr, l), t.n, L)
		}
	}
	t.k[l][L] = int16(k + 1)
	return k
}

// reach returns the lengths, within minL..maxL, of the words that the
// common-character bound lets reach the table's threshold: a word of L
// bytes has at most min(n, L) characters in common with the query word
// (signatureOf: each character counts once, in its bucket's bits or in
// the spare count), so none of L bytes can when that is below the fewest
// needed with the longest common prefix the bound allows (need is least
// there). The lengths that can form one range around n: as L moves away
// from n, the length penalty raises the threshold, and the fewest needed
// grows faster than min(n, L) (minCommon), so reach stops at the first
// length on each side that cannot. lo > hi when none can.
func (t *kminTable) reach(minL, maxL int) (lo, hi int) {
	can := func(L int) bool {
		least := 1 << 14
		for l := 0; l < len(t.fast); l++ {
			least = min(least, t.need(min(l, t.p.tok.prefix), L))
		}
		return least <= min(t.n, L)
	}
	minL, maxL = max(minL, 1), min(maxL, 255)
	start := min(max(t.n, minL), maxL)
	if start < minL || !can(start) {
		return 1, 0
	}
	lo, hi = start, start
	for lo > minL && can(lo-1) {
		lo--
	}
	for hi < maxL && can(hi+1) {
		hi++
	}
	return lo, hi
}

// boundedRec reports whether the word of r can reach the table's
// threshold.
func (v *vocabulary) boundedRec(q *queryWord, r *wordRec, maxPrefix int, t *kminTable) bool {
	l := min(bits.LeadingZeros32(r.pre^q.pre)>>3, maxPrefix, int(r.ln), len(q.text))
	c := bits.OnesCount64(r.sig&q.sig.bits) + int(min(r.spare, q.sig.spare))
	return c >= t.need(l, int(r.ln))
}

// unsafeBytes views s as bytes; the bytes must not be modified.
func unsafeBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }
