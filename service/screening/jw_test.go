package screening

import (
	"math/rand/v2"
	"testing"
)

// jaroSlow is the textbook Jaro similarity, for checking the fast paths.
func jaroSlow(a, b []byte) float64 {
	la, lb := len(a), len(b)
	if la == 0 || lb == 0 {
		return 0
	}
	w := max(la, lb)/2 - 1
	if w < 0 {
		w = 0
	}
	fa, fb := make([]bool, la), make([]bool, lb)
	m := 0
	for i := 0; i < la; i++ {
		for j := max(0, i-w); j < min(lb, i+w+1); j++ {
			if !fb[j] && a[i] == b[j] {
				fa[i], fb[j] = true, true
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
		if fa[i] {
			for !fb[k] {
				k++
			}
			if a[i] != b[k] {
				t++
			}
			k++
		}
	}
	return (float64(m)/float64(la) + float64(m)/float64(lb) + float64(m-t/2)/float64(m)) / 3
}

func randWord(r *rand.Rand, n int, alphabet string) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return b
}

func TestJaro(t *testing.T) {
	cases := []struct {
		a, b string
		want float64
	}{
		{"martha", "marhta", 0.9444444444444445},
		{"dixon", "dicksonx", 0.7666666666666666},
		{"", "a", 0},
		{"abc", "abc", 1},
		{"putin", "turin", 0.7333333333333334},
	}
	for _, c := range cases {
		if got := jaro([]byte(c.a), []byte(c.b)); got != c.want {
			t.Errorf("jaro(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
	if got := jwStandard.sim([]byte("martha"), []byte("marhta")); got < 0.961 || got > 0.962 {
		t.Errorf("JW(martha, marhta) = %v, want 0.961", got)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		alpha := "abcde"
		if i%2 == 0 {
			alpha = "abcdefghijklmnopqrstuvwxyz "
		}
		n, m := r.IntN(90), r.IntN(90)
		if i%3 != 0 {
			n, m = r.IntN(12), r.IntN(12)
		}
		a, b := randWord(r, n, alpha), randWord(r, m, alpha)
		if got, want := jaro(a, b), jaroSlow(a, b); got != want {
			t.Fatalf("jaro(%q, %q) = %v, want %v", a, b, got, want)
		}
	}
}

// TestCommonBound checks the pruning bound: the Jaro match count never
// exceeds maxCommon of the signatures, and Jaro never exceeds the value
// minCommon inverts.
func TestCommonBound(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 50000; i++ {
		alpha := "aabbcdeeiouxyz019 é"
		n, m := 1+r.IntN(20), 1+r.IntN(20)
		a, b := randWord(r, n, alpha), randWord(r, m, alpha)
		j := jaro(a, b)
		c := maxCommon(signatureOf(a), signatureOf(b))
		if bound := (float64(c)/float64(n) + float64(c)/float64(m) + 1) / 3; j > bound+1e-12 {
			t.Fatalf("%q %q: jaro %v above bound %v (c=%d)", a, b, j, bound, c)
		}
		if k := minCommon(j, n, m); k > c {
			t.Fatalf("%q %q: jaro %v needs %d common characters, bound says at most %d", a, b, j, k, c)
		}
		for _, p := range []jwParams{jwStandard, jwSimMetrics, jwOFACWhole} {
			s := p.sim(a, b)
			l := commonPrefix(a, b, p.prefix)
			if need := p.minJaro(s, l); j < need-1e-12 {
				t.Fatalf("%q %q: JW %v from jaro %v, but minJaro says %v", a, b, s, j, need)
			}
		}
	}
}
