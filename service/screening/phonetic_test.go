package screening

import (
	"strings"
	"testing"
)

// TestSoundAlike: transliteration variants of one name that differ by
// more than the edit budget keep the similarity they have without the
// budget (never more), and the look-alike pairs the budget was made for
// are still cut. The ofac preset is not concerned.
func TestSoundAlike(t *testing.T) {
	p := &presets[PresetPrecise]
	plain := *p
	plain.editBudget = false
	for _, c := range []struct {
		a, b string
		key  string // the shared sound key; "" when the keys differ
		sim  bool   // whether the precise preset counts the pair as similar
	}{
		// Variants: beyond the edit budget, same sound key.
		{"mohamed", "muhammad", "m.h.m.d", true},
		{"mohammad", "muhammed", "m.h.m.d", true},
		{"mohamed", "mohammad", "m.h.m.d", true},
		{"usama", "osama", ".s.m.", true}, // within the budget already
		{"usamah", "osama", ".s.m.", true},
		{"abdelrahman", "abdulrahman", ".bd.lr.m.n", true}, // within the budget already
		{"hussein", "husayn", "h.sin", true},
		{"gaddafi", "qadhafi", "g.d.f.", true},
		{"mustafa", "moustapha", "m.st.f.", true},
		{"muammar", "moammar", "m.m.r", true}, // within the budget already
		{"dawud", "daoud", "d.d", true},       // within the budget already
		{"abdelkarim", "abdulkareem", ".bd.lk.r.m", true},
		// Same sound key, but the pair is below the similarity floor
		// before any budget (Jaro-Winkler with the length penalty): the
		// key only restores what the budget removed, it never adds.
		{"yusuf", "youssef", "y.s.f", false},
		{"qasim", "kassem", "k.s.m", false},
		// Look-alikes the budget cuts: the keys differ.
		{"hasan", "aslan", "", false},
		{"bernard", "bertrand", "", false},
		{"nneyemi", "nnemide", "", false},
		{"solovev", "solovin", "", false},
		{"yakovlenko", "yakovlyuk", "", false},
		{"mahmoud", "mohamed", "", false},
		{"hasan", "husayn", "", false},
		{"hasan", "hussein", "", false},
	} {
		a, b := []byte(c.a), []byte(c.b)
		ka, kb, alike := soundKeys(a, b)
		if alike != (c.key != "") || alike && ka != c.key {
			t.Errorf("%s ~ %s: keys %q %q, alike %v; want %q", c.a, c.b, ka, kb, alike, c.key)
		}
		if alike != soundAlike(b, a) {
			t.Errorf("%s ~ %s: soundAlike is not symmetric", c.a, c.b)
		}
		s, ps := p.tokenSim(a, b, 0, 0), plain.tokenSim(a, b, 0, 0)
		if (s > 0) != c.sim {
			t.Errorf("precise %s ~ %s = %.3f, want similar: %v", c.a, c.b, s, c.sim)
		}
		if s > 0 && s != ps || s > ps {
			t.Errorf("precise %s ~ %s = %.3f, without the budget %.3f: the key must restore exactly", c.a, c.b, s, ps)
		}
		if !alike && c.sim == false && ps > 0 && p.budgetNote(a, b, 0, 0) == "" {
			t.Errorf("%s ~ %s: cut without a note", c.a, c.b)
		}
	}
	for _, w := range []string{"", "a", "ai", "ab1", "mé", "aha"} {
		var buf [maxJaroLen]byte
		if k := soundKey([]byte(w), 'k', &buf); k != nil {
			t.Errorf("soundKey(%q) = %q, want none (not a-z, or fewer than two consonants)", w, k)
		}
	}
}

// TestSoundAlikeExplained: screening "Mohamed" finds the entry listed as
// "Muhammad", and the explanation says why the pair counts although it is
// beyond the edit budget.
func TestSoundAlikeExplained(t *testing.T) {
	ix, err := Build([]Entity{{List: "X", Key: "1", Kind: KindPerson, Names: []Name{{Full: "MUHAMMAD, Ali Hassan"}}}}, BuildOptions{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(Query{Names: []string{"Mohamed Ali Hassan"}})
	if err != nil || len(res) != 1 {
		t.Fatalf("%v %d results: Mohamed must find Muhammad", err, len(res))
	}
	var note string
	for _, tm := range res[0].Explanation.Tokens {
		if tm.Query == "mohamed" && tm.List == "muhammad" && tm.Similarity > 0 {
			note = tm.Note
		}
	}
	if note != "edits 3 > 1 allowed for 8 letters, same sound key m.h.m.d" {
		t.Fatalf("note %q in %s", note, res[0].Explanation)
	}
	if s := res[0].Explanation.String(); !strings.Contains(s, "(edits 3 > 1 allowed for 8 letters, same sound key m.h.m.d)") {
		t.Fatalf("rendered:\n%s", s)
	}
	// The same query on the ofac preset: no budget, no note.
	res, err = ix.Search(Query{Names: []string{"Mohamed Ali Hassan"}, Preset: PresetOFAC})
	if err != nil || len(res) != 1 {
		t.Fatalf("ofac: %v %d results", err, len(res))
	}
	for _, tm := range res[0].Explanation.Tokens {
		if tm.Note != "" {
			t.Fatalf("ofac preset note %q", tm.Note)
		}
	}
}
