package screening

import (
	"math/bits"
)

// maxJaroLen bounds the strings the Jaro functions compare; longer ones are
// compared on their first maxJaroLen bytes (tokens are capped at 255 by the
// normaliser; only whole-name strings can be longer).
const maxJaroLen = 255

// jaro is the Jaro similarity of a and b (transpositions halved and
// rounded down, as SimMetrics and most implementations do).
func jaro(a, b []byte) float64 {
	if len(a) > maxJaroLen {
		a = a[:maxJaroLen]
	}
	if len(b) > maxJaroLen {
		b = b[:maxJaroLen]
	}
	la, lb := len(a), len(b)
	if la == 0 || lb == 0 {
		return 0
	}
	if string(a) == string(b) {
		return 1
	}
	if la <= 64 && lb <= 64 {
		return jaro64(a, b)
	}
	w := max(la, lb)/2 - 1
	if w < 0 {
		w = 0
	}
	var fa, fb [4]uint64 // match flags, one bit per position
	m := 0
	for i := 0; i < la; i++ {
		lo, hi := i-w, i+w+1
		if lo < 0 {
			lo = 0
		}
		if hi > lb {
			hi = lb
		}
		c := a[i]
		for j := lo; j < hi; j++ {
			if b[j] == c && fb[j>>6]&(1<<(j&63)) == 0 {
				fb[j>>6] |= 1 << (j & 63)
				fa[i>>6] |= 1 << (i & 63)
				m++
				break
			}
		}
	}
	if m == 0 {
		return 0
	}
	t, k := 0, 0
	for i := 0; i < la; i++ {
		if fa[i>>6]&(1<<(i&63)) == 0 {
			continue
		}
		for fb[k>>6]&(1<<(k&63)) == 0 {
			k++
		}
		if a[i] != b[k] {
			t++
		}
		k++
	}
	fm := float64(m)
	return (fm/float64(la) + fm/float64(lb) + (fm-float64(t/2))/fm) / 3
}

// jaro64 is jaro for strings of at most 64 bytes, with bit sets: the
// positions of each byte of b, the match window as a mask, the first free
// match as the lowest set bit.
func jaro64(a, b []byte) float64 {
	la, lb := len(a), len(b)
	w := max(la, lb)/2 - 1
	if w < 0 {
		w = 0
	}
	var pos [256]uint64
	for j, c := range b {
		pos[c] |= 1 << j
	}
	var fa, fb uint64
	m := 0
	for i, c := range a {
		lo, hi := i-w, i+w+1
		if lo < 0 {
			lo = 0
		}
		if hi > lb {
			hi = lb
		}
		if lo >= hi {
			continue
		}
		win := (^uint64(0) >> (64 - uint(hi-lo))) << uint(lo)
		if cand := pos[c] & win &^ fb; cand != 0 {
			fb |= cand & -cand
			fa |= 1 << i
			m++
		}
	}
	if m == 0 {
		return 0
	}
	t := 0
	for fa != 0 {
		i, j := bits.TrailingZeros64(fa), bits.TrailingZeros64(fb)
		if a[i] != b[j] {
			t++
		}
		fa &= fa - 1
		fb &= fb - 1
	}
	fm := float64(m)
	return (fm/float64(la) + fm/float64(lb) + (fm-float64(t/2))/fm) / 3
}

// commonPrefix is the length of the common prefix of a and b, at most n.
func commonPrefix(a, b []byte, n int) int {
	l := 0
	for l < n && l < len(a) && l < len(b) && a[l] == b[l] {
		l++
	}
	return l
}

// winkler applies the Winkler prefix bonus: prefix length l (already
// capped) at scale p, when j reaches boost (0: always).
func winkler(j float64, l int, p, boost float64) float64 {
	if j < boost || l == 0 {
		return j
	}
	return j + float64(l)*p*(1-j)
}

// jwParams is one Jaro-Winkler variant.
type jwParams struct {
	prefix int     // longest prefix rewarded
	scale  float64 // bonus per prefix character
	boost  float64 // Jaro needed before the bonus applies (0: always)
}

var (
	// jwStandard is Winkler's original: prefix 4, scale 0.1, bonus only
	// from Jaro 0.7 (the precise preset's token similarity).
	jwStandard = jwParams{prefix: 4, scale: 0.1, boost: 0.7}
	// jwSimMetrics applies the bonus unconditionally, as the SimMetrics
	// library behind OFAC's tool does (the ofac preset's token similarity).
	jwSimMetrics = jwParams{prefix: 4, scale: 0.1}
	// jwOFACWhole is the ofac preset's whole-name similarity: a longer
	// prefix at a smaller scale, fitted to OFAC's reported scores (see
	// presetOFAC).
	jwOFACWhole = jwParams{prefix: 6, scale: 0.08}
)

func (p jwParams) sim(a, b []byte) float64 {
	return winkler(jaro(a, b), commonPrefix(a, b, p.prefix), p.scale, p.boost)
}

// minJaro is the smallest Jaro similarity that can give a Jaro-Winkler of
// at least tau with a common prefix of l characters.
func (p jwParams) minJaro(tau float64, l int) float64 {
	if l == 0 {
		return tau
	}
	lp := float64(l) * p.scale
	need := (tau - lp) / (1 - lp)
	if need < p.boost {
		// Below the boost threshold there is no bonus: Jaro itself must
		// reach tau, or reach the threshold and get the bonus.
		need = min(tau, p.boost)
	}
	return need
}

// minCommon is the fewest characters two strings of lengths n and m must
// have in common (as multisets) for their Jaro similarity to reach j:
// Jaro <= (c/n + c/m + 1)/3 whatever the order of the characters.
func minCommon(j float64, n, m int) int {
	need := (3*j - 1) * float64(n) * float64(m) / float64(n+m)
	if need <= 0 {
		return 0
	}
	c := int(need - 1e-9)
	if float64(c) < need-1e-9 {
		c++
	}
	return c
}

// signature summarises the characters of a string for the common-count
// bound: bit k of the low word is set when the string has a character of
// bucket k, bit k of the high word when it has two or more; spare holds the
// characters beyond the second of each bucket.
type signature struct {
	bits  uint64
	spare uint8
}

func charBucket(c byte) uint {
	switch {
	case c >= 'a' && c <= 'z':
		return uint(c - 'a')
	case c >= '0' && c <= '9':
		return 26 + uint(c-'0')%3
	case c == ' ':
		return 29
	case c >= 0x80:
		return 30 + uint(c)&1
	}
	return 31
}

func signatureOf(s []byte) signature {
	var counts [32]uint8
	for _, c := range s {
		if k := charBucket(c); counts[k] < 255 {
			counts[k]++
		}
	}
	var sig signature
	spare := 0
	for k, n := range counts {
		if n >= 1 {
			sig.bits |= 1 << k
		}
		if n >= 2 {
			sig.bits |= 1 << (32 + k)
		}
		if n > 2 {
			spare += int(n) - 2
		}
	}
	sig.spare = uint8(min(spare, 255))
	return sig
}

// maxCommon bounds the number of characters a and b share (the Jaro match
// count m can be no larger): per bucket min(count_a, count_b) is at most
// [both have one] + [both have two] + the extra characters of a.
func maxCommon(a, b signature) int {
	return bits.OnesCount64(a.bits&b.bits) + int(min(a.spare, b.spare))
}
