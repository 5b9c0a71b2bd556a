package screeneval

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/screengate/screengate/service/screening"
)

// evalDir finds the evaluation data, or skips (fails when
// SCREENGATE_SHARED names a folder without it: CI sets it).
func evalDir(t *testing.T) string {
	t.Helper()
	shared, err := SharedDir(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := EvalDir(shared)
	if _, err := os.Stat(filepath.Join(dir, "ofac_search_scores.csv")); err != nil {
		if os.Getenv("SCREENGATE_SHARED") != "" {
			t.Fatalf("SCREENGATE_SHARED is set but %s has no evaluation data: %v", dir, err)
		}
		t.Skipf("!!! SKIPPED: no evaluation data in %s (set SCREENGATE_SHARED)", dir)
	}
	return dir
}

// TestQualityBars asserts issue 12's quality bars: OFAC parity of the ofac
// preset, recall and false positives of the precise preset (the default).
// make eval prints the same figures for both presets.
func TestQualityBars(t *testing.T) {
	dir := evalDir(t)
	if raceEnabled {
		// The evaluation is single-threaded arithmetic that the race
		// detector slows tenfold; run the same check uninstrumented.
		cmd := exec.Command("go", "run", "./bench/cmd/eval", "-presets", "precise", "-out", "", "-shared", filepath.Dir(filepath.Dir(filepath.Dir(dir))))
		cmd.Dir = repoRoot(t)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go run ./bench/cmd/eval: %v\n%s", err, out)
		}
		t.Logf("%s", out)
		// ofac parity is cheap: check it here.
		rows, err := readCSV(filepath.Join(dir, "ofac_search_scores.csv"))
		if err != nil {
			t.Fatal(err)
		}
		par, err := parity(rows, screening.PresetOFAC)
		if err != nil {
			t.Fatal(err)
		}
		r := Report{Entities: MinDistractors, Presets: []PresetReport{{Preset: screening.PresetOFAC, Parity: par}}}
		for _, e := range r.Check() {
			t.Error(e)
		}
		return
	}
	rep, err := Run(Config{Dir: dir, Presets: []screening.Preset{screening.PresetPrecise}})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := readCSV(filepath.Join(dir, "ofac_search_scores.csv"))
	if err != nil {
		t.Fatal(err)
	}
	par, err := parity(rows, screening.PresetOFAC)
	if err != nil {
		t.Fatal(err)
	}
	rep.Presets = append(rep.Presets, PresetReport{Preset: screening.PresetOFAC, Parity: par})
	for _, e := range rep.Check() {
		t.Error(e)
	}
	p := rep.Presets[0]
	t.Logf("precise: recall untreated %d/%d, treated %d/%d; false positives %d/%d; ofac parity %d/%d within ±5, MAE %.2f",
		p.Clean.Top3, p.Clean.Queries, p.Treated.Top3, p.Treated.Queries, p.FP.Strength80, p.FP.Queries, par.Within5, par.Scored, par.MAE)
}

// repoRoot is the directory holding go.mod.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = up
	}
}

func TestParseDate(t *testing.T) {
	for in, want := range map[string]screening.Date{
		"1965":       {Year: 1965, Text: "1965"},
		"1960-06-29": {Year: 1960, Month: 6, Day: 29, Text: "1960-06-29"},
		"1968-13-30": {Year: 1968, Text: "1968-13-30"},
		"":           {},
		"n/a":        {},
	} {
		if got := parseDate(in); got != want {
			t.Errorf("parseDate(%q) = %+v, want %+v", in, got, want)
		}
	}
}
