// Package screeneval measures the screening engine's quality on the
// project's evaluation data: parity with the scores OFAC's Sanctions List
// Search shows, recall of UN-listed persons among synthetic distractors
// (clean and perturbed queries with dates of birth), and false positives
// for synthetic persons who are on no list. make eval prints its report
// and writes bench/eval.md; make test asserts its thresholds.
package screeneval

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
)

// The quality bars (issue 12).
const (
	ParityWithin5Min = 0.96 // share of scored OFAC rows within ±5 points
	ParityMAEMax     = 1.5  // mean absolute error on scored rows
	RecallTop3Min    = 0.99 // perturbed (treated) UN queries with the person in the top 3
	RecallCleanMin   = 1.0  // clean (untreated) UN queries
	FalsePosGoal     = 0.02 // negatives with any hit of strength >= 80 (the goal)
	// FalsePosCeiling is what make test asserts for false positives: no
	// worse than measured so far, 92 of 5,000 = 1.84% (7% before the
	// country penalty and the cubed word similarities, 4.3% before exact
	// dates a year apart counted as far apart and a contradicted country
	// as much as a contradicted year, 2.96% before the edit budget of word
	// pairs, the weak a.k.a. penalty of 25 and full dates differing in
	// month at -25).
	FalsePosCeiling = 0.0184
	MinDistractors  = 50000
	MinNegatives    = 5000
)

// Config configures Run.
type Config struct {
	// Dir holds ofac_search_scores.csv, positives_un_untreated.csv and
	// positives_un_treated.csv (shared/data/sanctions/eval).
	Dir         string
	Distractors int    // synthetic distractor entities (default MinDistractors)
	Negatives   int    // synthetic negative persons (default MinNegatives)
	Seed        uint64 // of the synthetic data (default 1)
	// Presets to evaluate (default both).
	Presets []screening.Preset
}

// SharedDir finds the shared folder: $SCREENGATE_SHARED, or "shared"
// beside the repository root found by walking up from start.
func SharedDir(start string) (string, error) {
	if d := os.Getenv("SCREENGATE_SHARED"); d != "" {
		return filepath.Abs(d)
	}
	dir, err := filepath.Abs(start)
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(filepath.Dir(dir), "shared"), nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("screeneval: no go.mod above " + start)
		}
		dir = up
	}
}

// EvalDir is the evaluation data folder inside the shared folder.
func EvalDir(shared string) string { return filepath.Join(shared, "data", "sanctions", "eval") }

// Parity is the OFAC score parity of one preset.
type Parity struct {
	Scored, Within5     int
	MAE                 float64
	Negatives, NegBelow int // rows OFAC did not show at slider 80, and how many score below 80
	Worst               []string
}

// Recall is the recall of one query set.
type Recall struct {
	Queries, Top1, Top3, Found int
	Misses                     []string
}

// Share is a fraction of queries.
func (r Recall) Share() float64 { return frac(r.Top3, r.Queries) }

// FalsePositives counts negatives with hits.
type FalsePositives struct {
	Queries    int
	Strength80 int // any result with strength >= 80
	Similar80  int // any result with similarity >= 80
	// Of Strength80: hits whose name matched exactly (similarity 100),
	// and hits on list entries that give no date of birth.
	Exact, NoDOB int
	// Namesakes: of Strength80, exact name matches on list entries that
	// give no date of birth: the negative has a listed person's name and
	// nothing on the list tells them apart.
	Namesakes int
	Examples  []string
}

// PresetReport is the evaluation of one preset.
type PresetReport struct {
	Preset    screening.Preset
	Parity    Parity
	Clean     Recall // untreated queries
	Treated   Recall // all treated queries
	Perturbed Recall // the treated queries whose name differs from the listed one
	FP        FalsePositives
	Took      time.Duration
}

// Report is the whole evaluation.
type Report struct {
	Entities, Names, UN int
	Build               time.Duration
	Presets             []PresetReport
}

type unPerson struct {
	name string
	dob  screening.Date
	nat  string
}

func readCSV(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := readRows(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rows, nil
}

func readRows(f io.Reader) ([][]string, error) {
	r := csv.NewReader(f)
	var rows [][]string
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		rows = append(rows, rec)
	}
	if len(rows) < 2 {
		return nil, errors.New("no data rows")
	}
	return rows[1:], nil
}

// parseDate reads YYYY or YYYY-MM-DD.
func parseDate(s string) screening.Date {
	s = strings.TrimSpace(s)
	var d screening.Date
	parts := strings.Split(s, "-")
	if y, err := strconv.Atoi(parts[0]); err == nil && y > 0 && y < 3000 {
		d.Year = int16(y)
		if len(parts) == 3 {
			m, err1 := strconv.Atoi(parts[1])
			dd, err2 := strconv.Atoi(parts[2])
			if err1 == nil && err2 == nil && m >= 1 && m <= 12 && dd >= 1 && dd <= 31 {
				d.Month, d.Day = uint8(m), uint8(dd)
			}
		}
		d.Text = s
	}
	return d
}

func readUN(path string) ([]unPerson, error) {
	rows, err := readCSV(path)
	if err != nil {
		return nil, err
	}
	return unRows(rows)
}

func unRows(rows [][]string) ([]unPerson, error) {
	out := make([]unPerson, len(rows))
	for i, r := range rows {
		if len(r) < 8 {
			return nil, fmt.Errorf("row %d has %d fields", i+2, len(r))
		}
		out[i] = unPerson{name: r[0], dob: parseDate(r[5]), nat: strings.ToUpper(strings.TrimSpace(r[7]))}
	}
	return out, nil
}

// UNEntities reads positives_un_untreated.csv (the yente benchmark layout)
// as list entities: list "UN", keys UN-000, UN-001, ... in file order.
func UNEntities(r io.Reader) ([]screening.Entity, error) {
	rows, err := readRows(r)
	if err != nil {
		return nil, err
	}
	ps, err := unRows(rows)
	if err != nil {
		return nil, err
	}
	return unEntities(ps), nil
}

func unEntities(ps []unPerson) []screening.Entity {
	ents := make([]screening.Entity, 0, len(ps))
	for i, p := range ps {
		e := screening.Entity{List: "UN", Key: fmt.Sprintf("UN-%03d", i), Kind: screening.KindPerson,
			Names: []screening.Name{{Full: p.name, Type: screening.NamePrimary}}}
		if p.dob.Year > 0 {
			e.BirthDates = []screening.Date{p.dob}
		}
		if len(p.nat) == 2 {
			e.Nationalities = []screening.Country{{Code: p.nat}}
		}
		ents = append(ents, e)
	}
	return ents
}

// Run runs the evaluation for both presets.
func Run(cfg Config) (*Report, error) {
	if cfg.Distractors == 0 {
		cfg.Distractors = MinDistractors
	}
	if cfg.Negatives == 0 {
		cfg.Negatives = MinNegatives
	}
	if cfg.Seed == 0 {
		cfg.Seed = 1
	}
	clean, err := readUN(filepath.Join(cfg.Dir, "positives_un_untreated.csv"))
	if err != nil {
		return nil, err
	}
	treated, err := readUN(filepath.Join(cfg.Dir, "positives_un_treated.csv"))
	if err != nil {
		return nil, err
	}
	if len(clean) != len(treated) {
		return nil, fmt.Errorf("screeneval: %d untreated but %d treated rows", len(clean), len(treated))
	}
	parityRows, err := readCSV(filepath.Join(cfg.Dir, "ofac_search_scores.csv"))
	if err != nil {
		return nil, err
	}

	// The list: the UN persons (untreated) and the distractors.
	ents := unEntities(clean)
	ents = append(ents, synth.New(cfg.Seed).Entities(cfg.Distractors)...)
	rep := &Report{Entities: len(ents), UN: len(clean)}
	for i := range ents {
		rep.Names += len(ents[i].Names)
	}
	t0 := time.Now()
	ix, err := screening.Build(ents, screening.BuildOptions{Versions: map[string]string{"UN": "eval"}})
	if err != nil {
		return nil, err
	}
	rep.Build = time.Since(t0)
	negatives := synth.New(cfg.Seed + 1000).Persons(cfg.Negatives)

	if len(cfg.Presets) == 0 {
		cfg.Presets = []screening.Preset{screening.PresetOFAC, screening.PresetPrecise}
	}
	for _, preset := range cfg.Presets {
		t0 := time.Now()
		pr := PresetReport{Preset: preset}
		if pr.Parity, err = parity(parityRows, preset); err != nil {
			return nil, err
		}
		for i := range clean {
			key := fmt.Sprintf("UN-%03d", i)
			if err := recall(ix, preset, clean[i], key, &pr.Clean); err != nil {
				return nil, err
			}
			if err := recall(ix, preset, treated[i], key, &pr.Treated); err != nil {
				return nil, err
			}
			if treated[i].name != clean[i].name {
				if err := recall(ix, preset, treated[i], key, &pr.Perturbed); err != nil {
					return nil, err
				}
			}
		}
		for _, n := range negatives {
			res, err := ix.Search(screening.Query{Names: []string{n.Name}, BirthDate: n.BirthDate, Countries: []string{n.Country},
				Kind: screening.KindPerson, Preset: preset, Limit: 1})
			if err != nil {
				return nil, err
			}
			pr.FP.Queries++
			if len(res) == 0 {
				continue
			}
			// Results come by strength, so the first has the highest.
			if res[0].Strength >= 80 {
				pr.FP.Strength80++
				if res[0].Similarity == 100 {
					pr.FP.Exact++
				}
				if len(res[0].Entity.BirthDates) == 0 {
					pr.FP.NoDOB++
					if res[0].Similarity == 100 {
						pr.FP.Namesakes++
					}
				}
				if len(pr.FP.Examples) < 8 {
					pr.FP.Examples = append(pr.FP.Examples, fmt.Sprintf("%q %s ~ %q %d/%v", n.Name, fmtDate(n.BirthDate),
						res[0].Explanation.ListName, res[0].Strength, res[0].Similarity))
				}
			}
			if res[0].Similarity >= 80 {
				pr.FP.Similar80++
			}
		}
		pr.Took = time.Since(t0)
		rep.Presets = append(rep.Presets, pr)
	}
	return rep, nil
}

func fmtDate(d screening.Date) string {
	if d.Year == 0 {
		return "-"
	}
	if d.Month == 0 {
		return strconv.Itoa(int(d.Year))
	}
	if d.Day == 0 {
		return fmt.Sprintf("%d-%02d", d.Year, d.Month)
	}
	return fmt.Sprintf("%d-%02d-%02d", d.Year, d.Month, d.Day)
}

func recall(ix *screening.Index, preset screening.Preset, p unPerson, key string, r *Recall) error {
	res, err := ix.Search(screening.Query{Names: []string{p.name}, BirthDate: p.dob, Kind: screening.KindPerson, Preset: preset, Limit: 10})
	if err != nil {
		return err
	}
	r.Queries++
	for rank, x := range res {
		if x.List == "UN" && x.Key == key {
			r.Found++
			if rank == 0 {
				r.Top1++
			}
			if rank < 3 {
				r.Top3++
				return nil
			}
			break
		}
	}
	if len(r.Misses) < 10 {
		top := ""
		if len(res) > 0 {
			top = fmt.Sprintf("; first: %q %d/%v", res[0].Explanation.ListName, res[0].Strength, res[0].Similarity)
		}
		r.Misses = append(r.Misses, fmt.Sprintf("%q %s (%s)%s", p.name, fmtDate(p.dob), key, top))
	}
	return nil
}

// parity scores every pair of ofac_search_scores.csv with the preset: the
// result names form a small index, each query runs against it with a
// threshold low enough to see every score.
func parity(rows [][]string, preset screening.Preset) (Parity, error) {
	var ents []screening.Entity
	idx := map[string]int{}
	for _, r := range rows {
		if len(r) < 3 {
			return Parity{}, errors.New("screeneval: parity row with fewer than 3 fields")
		}
		if _, ok := idx[r[1]]; !ok {
			idx[r[1]] = len(ents)
			ents = append(ents, screening.Entity{List: "OFAC", Key: strconv.Itoa(len(ents)), Names: []screening.Name{{Full: r[1]}}})
		}
	}
	ix, err := screening.Build(ents, screening.BuildOptions{})
	if err != nil {
		return Parity{}, err
	}
	var p Parity
	sum := 0.0
	type miss struct {
		d int
		s string
	}
	var misses []miss
	for _, r := range rows {
		want, err := strconv.Atoi(strings.TrimSpace(r[2]))
		if err != nil {
			return Parity{}, fmt.Errorf("screeneval: parity score %q: %w", r[2], err)
		}
		res, err := ix.Search(screening.Query{Names: []string{r[0]}, Preset: preset, Threshold: 0.01, Limit: screening.MaxLimit})
		if err != nil {
			return Parity{}, err
		}
		got := 0.0
		for _, x := range res {
			if x.Index == idx[r[1]] {
				got = x.Similarity
			}
		}
		g := int(math.Round(got))
		if want < 0 {
			p.Negatives++
			if g < 80 {
				p.NegBelow++
			} else {
				misses = append(misses, miss{100, fmt.Sprintf("%q ~ %q: %d, OFAC did not show it at 80", r[0], r[1], g)})
			}
			continue
		}
		d := g - want
		if d < 0 {
			d = -d
		}
		p.Scored++
		sum += float64(d)
		if d <= 5 {
			p.Within5++
		} else {
			misses = append(misses, miss{d, fmt.Sprintf("%q ~ %q: %d, OFAC %d", r[0], r[1], g, want)})
		}
	}
	p.MAE = sum / float64(max(p.Scored, 1))
	for len(misses) > 0 && len(p.Worst) < 10 {
		k := 0
		for i := range misses {
			if misses[i].d > misses[k].d {
				k = i
			}
		}
		p.Worst = append(p.Worst, misses[k].s)
		misses = append(misses[:k], misses[k+1:]...)
	}
	return p, nil
}

func frac(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Check returns the quality bars the report misses: OFAC parity for the
// ofac preset; recall and false positives for the precise preset (the
// default).
func (r *Report) Check() []error {
	var errs []error
	if r.Entities-r.UN < MinDistractors {
		errs = append(errs, fmt.Errorf("%d distractors, want at least %d", r.Entities-r.UN, MinDistractors))
	}
	for _, p := range r.Presets {
		switch p.Preset {
		case screening.PresetOFAC:
			if w := frac(p.Parity.Within5, p.Parity.Scored); w < ParityWithin5Min {
				errs = append(errs, fmt.Errorf("ofac parity: %.1f%% within ±5, want ≥ %.0f%%", 100*w, 100*ParityWithin5Min))
			}
			if p.Parity.MAE > ParityMAEMax {
				errs = append(errs, fmt.Errorf("ofac parity: mean absolute error %.2f, want ≤ %.1f", p.Parity.MAE, ParityMAEMax))
			}
			if p.Parity.NegBelow != p.Parity.Negatives {
				errs = append(errs, fmt.Errorf("ofac parity: %d of %d rows OFAC did not show score 80 or more", p.Parity.Negatives-p.Parity.NegBelow, p.Parity.Negatives))
			}
		case screening.PresetPrecise:
			if s := p.Clean.Share(); s < RecallCleanMin {
				errs = append(errs, fmt.Errorf("precise recall, untreated: %.2f%% in the top 3, want %.0f%%", 100*s, 100*RecallCleanMin))
			}
			if s := p.Treated.Share(); s < RecallTop3Min {
				errs = append(errs, fmt.Errorf("precise recall, treated: %.2f%% in the top 3, want ≥ %.0f%%", 100*s, 100*RecallTop3Min))
			}
			if p.FP.Queries < MinNegatives {
				errs = append(errs, fmt.Errorf("%d negatives, want at least %d", p.FP.Queries, MinNegatives))
			}
			if s := frac(p.FP.Strength80, p.FP.Queries); s > FalsePosCeiling {
				errs = append(errs, fmt.Errorf("precise false positives: %.2f%% with a hit of strength ≥ 80, more than the %.0f%% measured so far (goal ≤ %.0f%%)",
					100*s, 100*FalsePosCeiling, 100*FalsePosGoal))
			}
		}
	}
	return errs
}

// Markdown renders the report (bench/eval.md).
func (r *Report) Markdown() string {
	var b strings.Builder
	b.WriteString("# Screening engine evaluation\n\nWritten by `make eval` (bench/cmd/eval); do not edit by hand. ")
	b.WriteString("`make test` asserts the same bars (service/screening/screeneval).\n\n")
	fmt.Fprintf(&b, "- index: %d UN persons (`positives_un_untreated.csv`) + %d synthetic distractor entities (service/screening/synth, seeded), %d names; built in %v\n",
		r.UN, r.Entities-r.UN, r.Names, r.Build.Round(time.Millisecond))
	b.WriteString("- recall: each UN person's name (`positives_un_untreated.csv`: clean; `positives_un_treated.csv`: 170 of 683 perturbed) with its date of birth, kind person, limit 10, default threshold 80; a hit is the person ranked in the top 3 (results ordered by strength, then similarity)\n")
	b.WriteString("- false positives: synthetic persons on no list (another seed), name + date of birth + nationality, kind person; a false positive is any result with strength ≥ 80\n")
	b.WriteString("- OFAC parity: every row of `ofac_search_scores.csv` scored by the engine (a small index of the result names); 164 rows carry OFAC's score, 6 were not shown by OFAC at slider 80\n\n")
	b.WriteString("| preset | OFAC parity: within ±5 | MAE | not-shown rows < 80 | recall top 3, untreated | recall top 3, treated | of which perturbed | top 1, treated | false positives (strength ≥ 80) | negatives with similarity ≥ 80 |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, p := range r.Presets {
		fmt.Fprintf(&b, "| %s | %d/%d = %.1f%% | %.2f | %d/%d | %d/%d = %.2f%% | %d/%d = %.2f%% | %d/%d | %.1f%% | %d/%d = %.2f%% | %.2f%% |\n",
			p.Preset, p.Parity.Within5, p.Parity.Scored, 100*frac(p.Parity.Within5, p.Parity.Scored), p.Parity.MAE,
			p.Parity.NegBelow, p.Parity.Negatives,
			p.Clean.Top3, p.Clean.Queries, 100*p.Clean.Share(),
			p.Treated.Top3, p.Treated.Queries, 100*p.Treated.Share(),
			p.Perturbed.Top3, p.Perturbed.Queries, 100*frac(p.Treated.Top1, p.Treated.Queries),
			p.FP.Strength80, p.FP.Queries, 100*frac(p.FP.Strength80, p.FP.Queries), 100*frac(p.FP.Similar80, p.FP.Queries))
	}
	fmt.Fprintf(&b, "\nBars (asserted by make test): `ofac` parity ≥ %.0f%% within ±5, MAE ≤ %.1f, every not-shown row below 80; `precise` (the default) top-3 recall %.0f%% untreated and ≥ %.0f%% treated; false positives no worse than the %.2f%% measured so far. Goal: false positives ≤ %.0f%%.\n",
		100*ParityWithin5Min, ParityMAEMax, 100*RecallCleanMin, 100*RecallTop3Min, 100*FalsePosCeiling, 100*FalsePosGoal)
	for _, p := range r.Presets {
		if p.Preset == screening.PresetPrecise && p.FP.Queries > 0 {
			share := frac(p.FP.Strength80, p.FP.Queries)
			verdict := "met"
			if share > FalsePosGoal {
				verdict = "**not met**"
			}
			fmt.Fprintf(&b, "\nFalse-positive goal (≤ %.0f%%): %s, %.2f%%. Of the %d negatives with a hit of strength ≥ 80, %d hit a list entry that gives no date of birth (nothing to rule the namesake out) and %d matched a list name exactly (namesakes in the synthetic corpus).\n",
				100*FalsePosGoal, verdict, 100*share, p.FP.Strength80, p.FP.NoDOB, p.FP.Exact)
			fmt.Fprintf(&b, "\nThe negatives are drawn from the same name tables as the list, so some carry a listed person's full name: %d hit a list entry with exactly their name and no date of birth, which no engine can tell apart from the listed person. Leaving those %d negatives out: %d/%d = %.2f%% (for information; the figure above is the one the bar and the goal apply to).\n",
				p.FP.Namesakes, p.FP.Namesakes, p.FP.Strength80-p.FP.Namesakes, p.FP.Queries-p.FP.Namesakes,
				100*frac(p.FP.Strength80-p.FP.Namesakes, p.FP.Queries-p.FP.Namesakes))
		}
	}
	if errs := r.Check(); len(errs) == 0 {
		b.WriteString("\nAll asserted bars are met.\n")
	} else {
		b.WriteString("\n**Bars missed:**\n\n")
		for _, e := range errs {
			b.WriteString("- " + e.Error() + "\n")
		}
	}
	for _, p := range r.Presets {
		fmt.Fprintf(&b, "\n## %s (%v)\n", p.Preset, p.Took.Round(time.Millisecond))
		if len(p.Parity.Worst) > 0 {
			b.WriteString("\nParity rows off by more than 5 (worst first):\n\n")
			for _, s := range p.Parity.Worst {
				b.WriteString("- " + s + "\n")
			}
		}
		for _, x := range []struct {
			name string
			r    Recall
		}{{"untreated", p.Clean}, {"treated", p.Treated}} {
			if len(x.r.Misses) > 0 {
				fmt.Fprintf(&b, "\nRecall misses, %s (not in the top 3):\n\n", x.name)
				for _, s := range x.r.Misses {
					b.WriteString("- " + s + "\n")
				}
			}
		}
		if len(p.FP.Examples) > 0 {
			b.WriteString("\nFalse positives (examples):\n\n")
			for _, s := range p.FP.Examples {
				b.WriteString("- " + s + "\n")
			}
		}
	}
	return b.String()
}
