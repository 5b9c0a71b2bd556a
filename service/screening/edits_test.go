package screening

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// osaSlow is the textbook optimal-string-alignment distance.
func osaSlow(a, b []byte) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

func TestWithinEdits(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{
		{"hasan", "hasan", 0},
		{"hasan", "hassan", 1}, // a letter doubled
		{"abdul", "abudl", 1},  // neighbours swapped
		{"deng", "dong", 1},    // one substitution
		{"aslan", "hasan", 2},  // h inserted, l dropped
		{"bernard", "bertrand", 3},
		{"mus", "musab", 2},
		{"", "ab", 2},
	} {
		if got := osaSlow([]byte(c.a), []byte(c.b)); got != c.d {
			t.Fatalf("osaSlow(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
		for k := 0; k <= 3; k++ {
			if got := withinEdits([]byte(c.a), []byte(c.b), k); got != (c.d <= k) {
				t.Errorf("withinEdits(%q, %q, %d) = %v, distance %d", c.a, c.b, k, got, c.d)
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	word := func() []byte {
		b := make([]byte, r.IntN(12))
		for i := range b {
			b[i] = "abcde"[r.IntN(5)]
		}
		return b
	}
	for range 20000 {
		a, b := word(), word()
		d := osaSlow(a, b)
		for k := 0; k <= 4; k++ {
			if got := withinEdits(a, b, k); got != (d <= k) {
				t.Fatalf("withinEdits(%q, %q, %d) = %v, distance %d", a, b, k, got, d)
			}
		}
	}
}

// TestEditBudget: the precise preset counts two different words as
// similar only within the edit budget (one edit up to nine letters, two
// from ten); the ofac preset has no budget.
func TestEditBudget(t *testing.T) {
	p, o := &presets[PresetPrecise], &presets[PresetOFAC]
	for _, c := range []struct {
		a, b string
		ok   bool
	}{
		{"hasan", "hassan", true},
		{"mohamed", "mohammed", true},
		{"deng", "dong", true},
		{"aslan", "hasan", false},
		{"bernard", "bertrand", false},
		{"nneyemi", "nnemide", false},
		{"solovev", "solovin", false},
		{"konstantinos", "konstantina", true}, // two edits in twelve letters
		{"yakovlenko", "yakovlyuk", false},
		{"mohamed", "muhammad", true}, // three edits, but the same sound key (TestSoundAlike)
	} {
		s := p.tokenSim([]byte(c.a), []byte(c.b), 0, 0)
		if (s > 0) != c.ok {
			t.Errorf("precise %q ~ %q = %.3f, want similar: %v", c.a, c.b, s, c.ok)
		}
		if !c.ok && o.tokenSim([]byte(c.a), []byte(c.b), 0, 0) == 0 {
			t.Errorf("ofac %q ~ %q = 0: the ofac preset has no edit budget", c.a, c.b)
		}
	}
}

// TestEditBudgetExplained: a query word cut by the edit budget is shown
// beside the list word it resembles, with the reason.
func TestEditBudgetExplained(t *testing.T) {
	ix, err := Build([]Entity{{List: "X", Key: "1", Kind: KindPerson, Names: []Name{{Full: "BERTRAND, Olivier"}}}}, BuildOptions{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(Query{Names: []string{"Olivier Bernard"}, Threshold: 1})
	if err != nil || len(res) != 1 {
		t.Fatalf("%v %d results", err, len(res))
	}
	x := res[0].Explanation
	want := []TokenMatch{
		{Query: "olivier", List: "olivier", Similarity: 1, Weight: x.Tokens[0].Weight},
		{Query: "bernard", List: "bertrand", Weight: x.Tokens[1].Weight, Note: "edits 3 > 1 allowed for 8 letters, sound keys b.rn.rd ≠ b.rtr.nd"},
	}
	if len(x.Tokens) != len(want) || x.Tokens[0] != want[0] || x.Tokens[1] != want[1] {
		t.Fatalf("tokens %+v, want %+v", x.Tokens, want)
	}
	if s := x.String(); !strings.Contains(s, "bernard ~ bertrand 0.000 (weight") || !strings.Contains(s, "(edits 3 > 1 allowed for 8 letters, sound keys b.rn.rd ≠ b.rtr.nd)") {
		t.Fatalf("rendered:\n%s", s)
	}
	if res[0].Similarity >= 80 {
		t.Fatalf("similarity %v: a different surname must not reach the default threshold", res[0].Similarity)
	}
}
