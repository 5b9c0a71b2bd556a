package screening_test

import (
	"fmt"
	"testing"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
)

// TestWordStatsScoresAsTheWholeIndex: an index of a few entities built
// with the whole index's word statistics (BuildOptions.WordStats) finds
// exactly the results a search of the whole index finds among those
// entities, with the same similarities, strengths and word weights; built
// without them it scores some differently (the test would not notice a
// WordStats that changed nothing). MayMatch rules out only queries the
// small index finds nothing for.
func TestWordStatsScoresAsTheWholeIndex(t *testing.T) {
	g := synth.New(7)
	all := g.Entities(3000)
	for i := range all {
		all[i].Key = fmt.Sprint("k", i) // unique
	}
	whole, err := screening.Build(all, screening.BuildOptions{Workers: 1, Prewarm: -1})
	if err != nil {
		t.Fatal(err)
	}
	var few []screening.Entity
	inFew := map[string]bool{}
	for i := 0; i < len(all); i += 7 {
		few = append(few, all[i])
		inFew[all[i].Key] = true
	}
	small, err := screening.Build(few, screening.BuildOptions{Workers: 1, Prewarm: -1, WordStats: whole})
	if err != nil {
		t.Fatal(err)
	}
	own, err := screening.Build(few, screening.BuildOptions{Workers: 1, Prewarm: -1})
	if err != nil {
		t.Fatal(err)
	}
	var queries []screening.Query
	for i := 0; i < len(all); i += 3 {
		queries = append(queries, screening.Query{Names: []string{all[i].Names[0].Full}, Limit: screening.MaxLimit})
	}
	for _, p := range g.Persons(600) {
		queries = append(queries, screening.Query{Names: []string{p.Name}, BirthDate: p.BirthDate, Limit: screening.MaxLimit})
	}
	type got struct {
		sim      float64
		strength int
	}
	results := func(ix *screening.Index, q screening.Query) map[string]got {
		rs, err := ix.Search(q)
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) == screening.MaxLimit {
			t.Fatalf("%q: %d results: the limit hides some", q.Names[0], len(rs))
		}
		out := map[string]got{}
		for _, r := range rs {
			if inFew[r.Key] {
				out[r.Key] = got{r.Similarity, r.Strength}
			}
		}
		return out
	}
	found, differOwn, skipped := 0, 0, 0
	for _, q := range queries {
		// MayMatch is false only when the search finds nothing (with the
		// whole index's statistics or its own).
		for _, ix := range []*screening.Index{small, own} {
			may, err := ix.MayMatch(q)
			if err != nil {
				t.Fatal(err)
			}
			if rs, _ := ix.Search(q); !may && len(rs) > 0 {
				t.Errorf("%q: MayMatch false, %d results", q.Names[0], len(rs))
			}
			if !may && ix == small {
				skipped++
			}
		}
		want, have := results(whole, q), results(small, q)
		found += len(want)
		if fmt.Sprint(want) != fmt.Sprint(have) {
			t.Errorf("%q: whole index %v, small index with its word statistics %v", q.Names[0], want, have)
		}
		if fmt.Sprint(want) != fmt.Sprint(results(own, q)) {
			differOwn++
		}
	}
	if skipped < len(queries)/4 {
		t.Errorf("MayMatch rules out %d of %d queries", skipped, len(queries))
	}
	if found < len(queries)/10 || differOwn == 0 {
		t.Fatalf("%d results of the few over %d queries; with its own statistics %d queries differ", found, len(queries), differOwn)
	}
	t.Logf("%d queries (%d ruled out by MayMatch), %d results among the few; with its own statistics %d queries would differ", len(queries), skipped, found, differOwn)
}
