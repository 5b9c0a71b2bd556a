package screening_test

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/screengate/screengate/bench/screencorpus"
	"github.com/screengate/screengate/service/screening"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// mixCorpus is bench row 9's corpus and AddSearch mix (screencorpus, as
// service's BenchmarkAddSearch builds them): the index and the engine
// queries AddSearch runs for the 1,000 requests.
var mixCorpus = sync.OnceValues(func() (*screening.Index, []screening.Query) {
	ents := screencorpus.Corpus(1, 50000)
	vs := map[string]string{}
	for _, l := range screencorpus.Lists() {
		vs[l] = "1"
	}
	ix, err := screening.Build(ents, screening.BuildOptions{Versions: vs})
	if err != nil {
		panic(err)
	}
	qs, err := screencorpus.Queries(ix, screencorpus.AddSearchRequests(ents, 4242, 1000))
	if err != nil {
		panic(err)
	}
	return ix, qs
})

// goldenSets are the query sets whose results the golden files pin: bench
// row 9's AddSearch mix and the S rows' query shapes (bench_test.go's,
// as bench/cmd/screenbench makes them).
func goldenSets() []struct {
	name string
	ix   func() *screening.Index
	qs   func() []screening.Query
} {
	mix := func() *screening.Index { ix, _ := mixCorpus(); return ix }
	s := func() *screening.Index { _, ix := benchCorpus(); return ix }
	ofac := func() []screening.Query {
		qs := benchQueries(1000, false)
		for i := range qs {
			qs[i].Preset = screening.PresetOFAC
		}
		return qs
	}
	return []struct {
		name string
		ix   func() *screening.Index
		qs   func() []screening.Query
	}{
		{"addsearch-mix", mix, func() []screening.Query { _, qs := mixCorpus(); return qs }},
		{"s1-name-dob-country", s, func() []screening.Query { return benchQueries(1000, false) }},
		{"s2-typos", s, func() []screening.Query { return benchQueries(1000, true) }},
		{"s3-worst", s, func() []screening.Query { return worstQueries(200) }},
		{"s4-watchman", s, func() []screening.Query {
			return []screening.Query{{Names: []string{"Mohammad"}, Kind: screening.KindPerson, OnlyKind: true, Limit: 5}}
		}},
		{"s5-ofac", s, ofac},
	}
}

// TestSearchGolden pins every result of the benchmarks' query sets (entity,
// order, strength, similarity, per-name similarity and a digest of the
// explanation) to testdata/golden-*.txt, written by the engine before its
// speed work (-update rewrites them): a change of speed must not change
// one result.
func TestSearchGolden(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("two 50,000-entity indexes and 3,200 searches: not in -short or -race runs")
	}
	for _, set := range goldenSets() {
		t.Run(set.name, func(t *testing.T) {
			ix, qs := set.ix(), set.qs()
			var b bytes.Buffer
			for i, q := range qs {
				res, err := ix.Search(q)
				if err != nil {
					t.Fatalf("query %d: %v", i, err)
				}
				writeGolden(&b, i, q, res)
			}
			path := filepath.Join("testdata", "golden-"+set.name+".txt")
			if *update {
				if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := b.Bytes(); !bytes.Equal(got, want) {
				gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
				for k := 0; k < min(len(gl), len(wl)); k++ {
					if gl[k] != wl[k] {
						t.Fatalf("%s line %d differs:\n got %s\nwant %s", path, k+1, gl[k], wl[k])
					}
				}
				t.Fatalf("%s: %d lines, want %d", path, len(gl), len(wl))
			}
		})
	}
}

func writeGolden(b *bytes.Buffer, i int, q screening.Query, res []screening.Result) {
	g := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	fmt.Fprintf(b, "# %d %q kind=%v dob=%d-%d-%d countries=%v preset=%v limit=%d: %d results\n", i, q.Names, q.Kind,
		q.BirthDate.Year, q.BirthDate.Month, q.BirthDate.Day, q.Countries, q.Preset, q.Limit, len(res))
	for _, r := range res {
		names := make([]string, len(r.NameSimilarity))
		for k, x := range r.NameSimilarity {
			names[k] = g(x)
		}
		e := r.Explanation
		var x strings.Builder
		fmt.Fprintf(&x, "%v|%s|%s|%s|%s|%d|%s|%s|%s|%s|%s", e.Preset, e.List, e.ListVersion, e.QueryName, e.ListName, e.NameIndex,
			e.Method, e.QueryForm, e.ListForm, g(e.NameScore), g(e.Coverage))
		for _, tm := range e.Tokens {
			fmt.Fprintf(&x, "|t %s~%s %s %s %s", tm.Query, tm.List, g(tm.Similarity), g(tm.Weight), tm.Note)
		}
		for _, a := range e.Adjustments {
			fmt.Fprintf(&x, "|a %v %d %s %s %s", a.Factor, a.Delta, a.Reason, a.Query, a.List)
		}
		sum := sha256.Sum256([]byte(x.String()))
		fmt.Fprintf(b, "%s %q #%d str=%d sim=%s names=[%s] expl=%x\n", r.List, r.Key, r.Index, r.Strength, g(r.Similarity),
			strings.Join(names, " "), sum[:8])
	}
}
