package screening_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
)

var propQueries = flag.Int("screening.queries", 200, "random queries per preset in the index-equals-brute-force property test")

// testCorpus is a synthetic corpus plus entities made to hit edge cases of
// the normaliser and the pruning.
var testCorpus = sync.OnceValues(func() ([]screening.Entity, *screening.Index) {
	g := synth.New(7)
	ents := g.Entities(2500)
	ents = append(ents, g.PEPs(300)...)
	edge := []struct {
		kind  screening.Kind
		names []string
	}{
		{screening.KindOrganization, []string{"11420 CORP.", "BELLETECH CORP", "EMMA LLC"}},
		{screening.KindOrganization, []string{"AL QAEDA", "AL-QAEDA", "AL QA'IDA", "ALQAIDA"}},
		{screening.KindOrganization, []string{"JSC ARGUMENT", "JSCARGUMENT"}},
		{screening.KindOrganization, []string{"L.L.C.", "THE COMPANY LTD", "S.A. de C.V."}},
		{screening.KindPerson, []string{"PUTIN, Vladimir Vladimirovich", "Владимир Владимирович Путин"}},
		{screening.KindPerson, []string{"Dr. Bashir Uddin MEHMOOD", "MR", "Sheikh"}},
		{screening.KindPerson, []string{"KIM, Jong Un", "KIM Jong-un", "Ким Чен Ын"}},
		{screening.KindPerson, []string{"J. P. Smith", "J Smith", "A B C"}},
		{screening.KindPerson, []string{"Ελευθέριος Βενιζέλος", "Eleftherios Venizelos"}},
		{screening.KindPerson, []string{"Ｆｕｌｌ　Ｗｉｄｔｈ", "金正恩", "محمد بن سلمان"}},
		{screening.KindPerson, []string{"Z", "O'BRIEN, Christopher", "AL-ASSAD, Bashar Hafez"}},
		{screening.KindUnknown, []string{"Mohammad", "Muhammad", "Mohammed Ali", "Ali Mohammed"}},
		{screening.KindVessel, []string{"OCEAN PEARL", "OCEAN PEARL 2"}},
	}
	for i, e := range edge {
		ent := screening.Entity{List: "EDGE", Key: fmt.Sprintf("E%02d", i), Kind: e.kind}
		for k, n := range e.names {
			t := screening.NameAlias
			if k == 0 {
				t = screening.NamePrimary
			}
			ent.Names = append(ent.Names, screening.Name{Full: n, Type: t, Quality: screening.Quality(k % 3)})
		}
		ent.BirthDates = []screening.Date{{Year: int16(1950 + i), Month: uint8(1 + i%12), Day: uint8(1 + i)}}
		ent.Nationalities = []screening.Country{{Code: []string{"RU", "IR", "KP", "SY"}[i%4]}}
		ent.Documents = []screening.Document{{Type: "passport", Number: fmt.Sprintf("P-%05d", i), Country: screening.Country{Code: "RU"}}}
		ents = append(ents, ent)
	}
	ix, err := screening.Build(ents, screening.BuildOptions{Versions: map[string]string{"OFAC": "v1", "EU": "2026-01-02"}})
	if err != nil {
		panic(err)
	}
	return ents, ix
})

// randomQuery draws a query: mostly perturbed list names, sometimes random
// letters, short words, initials, legal forms or other scripts; with
// random filters, thresholds, limits and evidence.
func randomQuery(r *rand.Rand, g *synth.Generator, ents []screening.Entity, preset screening.Preset) screening.Query {
	q := screening.Query{Preset: preset}
	nnames := 1
	switch u := r.Float64(); {
	case u < 0.1:
		nnames = 2 + r.IntN(4)
	case u < 0.13:
		nnames = 20 // yente's heavy case: many name variants
	}
	pickName := func() string {
		e := &ents[r.IntN(len(ents))]
		n := e.Names[r.IntN(len(e.Names))].Full
		switch u := r.Float64(); {
		case u < 0.55:
			n, _ = g.Treat(n, r.IntN(4))
		case u < 0.65:
			var b strings.Builder
			for k := 1 + r.IntN(3); k > 0; k-- {
				for m := 1 + r.IntN(8); m > 0; m-- {
					b.WriteByte(byte('a' + r.IntN(26)))
				}
				b.WriteByte(' ')
			}
			n = b.String()
		case u < 0.72:
			n = []string{"J", "A B", "Z", "AL", "KIM", "LI", "LLC", "Ltd.", "Dr", "MR SMITH", "al-", "11420",
				"O'BRIEN", "Mohammad", "Ali", "BIN LADEN", "Путин", "ΠΑΠΑΣ", "金正恩", "x y z", "Jo"}[r.IntN(21)]
		case u < 0.75:
			n = strings.ToUpper(n[:len(n)/2])
		}
		return n
	}
	for i := 0; i < nnames; i++ {
		q.Names = append(q.Names, pickName())
	}
	switch u := r.Float64(); {
	case u < 0.35:
	case u < 0.5:
		q.Threshold = 70
	case u < 0.6:
		q.Threshold = 90
	case u < 0.7:
		q.Threshold = 100
	case u < 0.8:
		q.Threshold = 55 + float64(r.IntN(4500))/100
	default:
		q.Threshold = 80
	}
	if r.Float64() < 0.7 {
		q.Limit = 1 + r.IntN(60)
	}
	if r.Float64() < 0.25 {
		lists := []string{"OFAC", "EU", "UK", "PEP", "EDGE", "CH", "AU"}
		for _, l := range lists {
			if r.Float64() < 0.4 {
				q.Lists = append(q.Lists, l)
			}
		}
	}
	if r.Float64() < 0.3 {
		q.Kind = screening.Kind(1 + r.IntN(4))
		q.OnlyKind = r.Float64() < 0.5
	}
	if r.Float64() < 0.5 {
		q.BirthDate = screening.Date{Year: int16(1935 + r.IntN(70))}
		if r.Float64() < 0.6 {
			q.BirthDate.Month = uint8(1 + r.IntN(12))
			if r.Float64() < 0.7 {
				q.BirthDate.Day = uint8(1 + r.IntN(28))
			}
		}
	}
	if r.Float64() < 0.4 {
		q.Countries = []string{[]string{"RU", "IR", "SY", "US", "GB", "af", "KP", "CN"}[r.IntN(8)]}
	}
	if r.Float64() < 0.15 {
		e := &ents[r.IntN(len(ents))]
		if len(e.Documents) > 0 {
			d := e.Documents[0]
			if r.Float64() < 0.3 {
				d.Number = strings.ToLower(d.Number) + " "
			}
			if r.Float64() < 0.3 {
				d.Number += "9"
			}
			q.Documents = append(q.Documents, d)
		}
	}
	return q
}

// TestSearchEqualsBruteForce is the key correctness property: the indexed
// search (token expansion, postings, bounds, pruning) returns exactly what
// scoring every name of every entity returns, result for result, field for
// field (order, similarities, strengths, explanations).
func TestSearchEqualsBruteForce(t *testing.T) {
	ents, ix := testCorpus()
	for _, mode := range []string{"precise", "ofac", "precise-pruned"} {
		preset := screening.PresetPrecise
		if mode == "ofac" {
			preset = screening.PresetOFAC
		}
		t.Run(mode, func(t *testing.T) {
			pruned := mode == "precise-pruned"
			if pruned {
				// Take the impact search and the strength-bounded scoring
				// whenever they apply, not only for large candidate sets;
				// half the queries are one common word with a small limit.
				defer screening.PruneEarly()()
			}
			r := rand.New(rand.NewPCG(uint64(preset)+11+uint64(len(mode)), 99))
			g := synth.New(uint64(preset) + 5)
			n := *propQueries
			if testing.Short() || raceEnabled {
				n /= 4
			}
			results := 0
			for i := 0; i < n; i++ {
				q := randomQuery(r, g, ents, preset)
				if pruned && i%2 == 0 {
					e := &ents[r.IntN(len(ents))]
					if f := strings.Fields(e.Names[0].Full); len(f) > 0 {
						w, _ := g.Treat(strings.Trim(f[len(f)-1], ","), r.IntN(2))
						q.Names = []string{w}
						if r.IntN(3) == 0 {
							q.Names = append(q.Names, strings.Trim(f[0], ","))
						}
						q.Limit = 1 + r.IntN(5)
						q.Documents = nil
					}
				}
				got, err1 := ix.Search(q)
				want, err2 := screening.SearchBrute(ix, q)
				if (err1 == nil) != (err2 == nil) {
					t.Fatalf("query %d %+v: errors differ: %v / %v", i, q, err1, err2)
				}
				results += len(want)
				if diff := diffResults(got, want); diff != "" {
					t.Fatalf("query %d %#v:\n%s", i, q, diff)
				}
				checkInvariants(t, q, got)
				checkNameSims(t, ix, q, got)
			}
			t.Logf("%d queries, %d results", n, results)
			if results < n {
				t.Errorf("only %d results for %d queries: the queries are too far from the corpus to test much", results, n)
			}
		})
	}
}

func diffResults(got, want []screening.Result) string {
	var b strings.Builder
	if len(got) != len(want) {
		fmt.Fprintf(&b, "%d results, want %d\n", len(got), len(want))
	}
	for i := 0; i < max(len(got), len(want)); i++ {
		var g, w string
		if i < len(got) {
			g = fmtResult(got[i])
		}
		if i < len(want) {
			w = fmtResult(want[i])
		}
		if g != w {
			fmt.Fprintf(&b, "#%d\n got: %s\nwant: %s\n", i, g, w)
		}
	}
	return b.String()
}

func fmtResult(r screening.Result) string {
	return fmt.Sprintf("%s/%s idx=%d sim=%v names=%v strength=%d expl=%+v", r.List, r.Key, r.Index, r.Similarity,
		r.NameSimilarity, r.Strength, r.Explanation)
}

func checkInvariants(t *testing.T, q screening.Query, res []screening.Result) {
	t.Helper()
	th := q.Threshold
	if th == 0 {
		th = screening.DefaultThreshold
	}
	limit := q.Limit
	if limit == 0 {
		limit = screening.DefaultLimit
	}
	if len(res) > limit {
		t.Fatalf("%d results over limit %d", len(res), limit)
	}
	for i, r := range res {
		best := 0.0
		for _, s := range r.NameSimilarity {
			best = max(best, s)
		}
		if best != r.Similarity {
			t.Fatalf("result %d: similarity %v but best name %v", i, r.Similarity, best)
		}
		docMatch := false
		for _, a := range r.Explanation.Adjustments {
			docMatch = docMatch || a.Reason == "document-match"
		}
		if r.Similarity < th && !docMatch {
			t.Fatalf("result %d: similarity %v below threshold %v without a document match", i, r.Similarity, th)
		}
		if r.Strength < 0 || r.Strength > 100 {
			t.Fatalf("result %d: strength %d", i, r.Strength)
		}
		if i > 0 {
			p := res[i-1]
			if p.Strength < r.Strength || p.Strength == r.Strength && p.Similarity < r.Similarity {
				t.Fatalf("results %d and %d out of order", i-1, i)
			}
		}
		if r.Explanation.ListVersion != map[string]string{"OFAC": "v1", "EU": "2026-01-02"}[r.List] {
			t.Fatalf("result %d: list version %q", i, r.Explanation.ListVersion)
		}
	}
}

// checkNameSims: each result's per-name similarities are what scoring the
// name against every variant of the query gives, pair by pair (finish,
// which the brute-force reference shares, skips pairs by bounds).
func checkNameSims(t *testing.T, ix *screening.Index, q screening.Query, res []screening.Result) {
	t.Helper()
	for i, r := range res {
		want, err := screening.NameSimilarities(ix, q, r.Index)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(r.NameSimilarity, want) {
			t.Fatalf("result %d (%s/%s): name similarities %v, scoring every pair gives %v", i, r.List, r.Key, r.NameSimilarity, want)
		}
	}
}

// FuzzSearchEqualsBruteForce: any query names, either preset, any
// threshold: the indexed search equals the brute-force scan.
func FuzzSearchEqualsBruteForce(f *testing.F) {
	for _, s := range []string{"PUTIN, Vladimir", "al-qaida", "J", "Mohammad", "Ｆｕｌｌ", "Ким Чен Ын", "LLC", "x y z", "OCEAN PERL 2"} {
		f.Add(s, "", uint8(0), uint8(80))
	}
	_, ix := testCorpus()
	f.Fuzz(func(t *testing.T, name, name2 string, preset, threshold uint8) {
		q := screening.Query{Names: []string{name}, Preset: screening.Preset(preset % 2), Threshold: float64(threshold%100) + 1, Limit: 20}
		if name2 != "" {
			q.Names = append(q.Names, name2)
		}
		got, err1 := ix.Search(q)
		want, err2 := screening.SearchBrute(ix, q)
		if (err1 == nil) != (err2 == nil) {
			t.Fatalf("errors differ: %v / %v", err1, err2)
		}
		if d := diffResults(got, want); d != "" {
			t.Fatalf("%#v:\n%s", q, d)
		}
	})
}

// TestSearchEqualsBruteForceWorstShape: the benchmarks' worst case (one
// short word with typos and up to 20 variants of a name with up to three
// typos each, as bench/cmd/screenbench's S3 row makes them), over both
// presets and the pruned paths: it exercises the union of candidates and
// the choice of essential words with many variants sharing words.
func TestSearchEqualsBruteForceWorstShape(t *testing.T) {
	ents, ix := testCorpus()
	for _, mode := range []string{"precise", "ofac", "precise-pruned"} {
		preset := screening.PresetPrecise
		if mode == "ofac" {
			preset = screening.PresetOFAC
		}
		t.Run(mode, func(t *testing.T) {
			if mode == "precise-pruned" {
				defer screening.PruneEarly()()
			}
			r := rand.New(rand.NewPCG(uint64(len(mode)), 1234))
			g := synth.New(uint64(len(mode)) + 40)
			n := *propQueries / 8
			if testing.Short() || raceEnabled {
				n /= 4
			}
			shorts := []string{"Mhd", "Ali", "Kim", "Li", "Omar", "Al", "Jo", "Abu", "Ivan"}
			results := 0
			for i := 0; i < n; i++ {
				q := screening.Query{Preset: preset}
				if r.IntN(4) > 0 {
					w, _ := g.Treat(shorts[r.IntN(len(shorts))], r.IntN(2))
					q.Names = append(q.Names, w)
				}
				// A name of the corpus (or of a common base) and its variants.
				// Some queries mix several bases over up to 40 names, so
				// that they have more than 64 distinct words (the union's
				// word sets then span several 64-bit words); the sound-key
				// spellings of Muhammad reach each other's postings.
				bases := []string{"Mohammad Ali Hassan al-Rashid", "Abdul Rahman Yusuf Khan", "Kim Jong Chol", "Aleksandr Sergeyevich Ivanov",
					"Muhammad Yusuf", "Mohamed Abdullah Hassan", "Mohammed Ibrahim al-Masri", "Muhamad Hasan Ali"}
				pick := func() string {
					if r.IntN(3) == 0 {
						return bases[r.IntN(len(bases))]
					}
					return ents[r.IntN(len(ents))].Names[0].Full
				}
				base, mixed, nv := pick(), r.IntN(4) == 0, 2+r.IntN(19)
				if mixed {
					nv = 20 + r.IntN(21)
				}
				for len(q.Names) < nv {
					if mixed && r.IntN(3) == 0 {
						base = pick()
					}
					v, _ := g.Treat(base, r.IntN(4))
					q.Names = append(q.Names, v)
				}
				switch r.IntN(4) {
				case 0:
					q.Threshold = 70
				case 1:
					q.Threshold = 60 + float64(r.IntN(3500))/100
				}
				if r.IntN(2) == 0 {
					q.Limit = 1 + r.IntN(20)
				}
				if r.IntN(3) == 0 {
					q.Kind = screening.KindPerson
				}
				if r.IntN(3) == 0 {
					q.BirthDate = screening.Date{Year: int16(1940 + r.IntN(60)), Month: uint8(1 + r.IntN(12)), Day: uint8(1 + r.IntN(28))}
				}
				got, err1 := ix.Search(q)
				want, err2 := screening.SearchBrute(ix, q)
				if (err1 == nil) != (err2 == nil) {
					t.Fatalf("query %d %+v: errors differ: %v / %v", i, q, err1, err2)
				}
				results += len(want)
				if diff := diffResults(got, want); diff != "" {
					t.Fatalf("query %d %#v:\n%s", i, q, diff)
				}
				checkInvariants(t, q, got)
				checkNameSims(t, ix, q, got)
			}
			t.Logf("%d queries, %d results", n, results)
			if results < n {
				t.Errorf("only %d results for %d queries", results, n)
			}
		})
	}
}
