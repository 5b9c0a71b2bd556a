package screening_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
)

// TestExpansionCacheChangesNothing: an index's cache of word expansions
// (words at the precise preset's floor) gives the same results as
// expanding every word for every search. Each query runs twice on the
// cached index, so the second run reads the entries the first one stored.
func TestExpansionCacheChangesNothing(t *testing.T) {
	ents, _ := testCorpus()
	cached, err := screening.Build(ents, screening.BuildOptions{Prewarm: -1})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := screening.Build(ents, screening.BuildOptions{NoExpansionCache: true})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(11, 13))
	g := synth.New(11)
	// Joined and concatenated forms of the corpus ("ALQAIDA",
	// "JSCARGUMENT") and their parts.
	fixed := []string{"AL QAIDA", "ALQAIDA", "JSC ARGUMENT", "JSCARGUMENT", "QAEDA", "Qaida al", "KIM JONGUN", "JONGUN KIM"}
	for i := 0; i < 2*len(fixed)+*propQueries; i++ {
		var q screening.Query
		if i < 2*len(fixed) {
			q = screening.Query{Names: []string{fixed[i/2]}, Preset: screening.Preset(i % 2)}
		} else {
			q = randomQuery(r, g, ents, screening.Preset(i%2))
		}
		want, werr := plain.Search(q)
		for pass := 0; pass < 2; pass++ {
			got, gerr := cached.Search(q)
			if (gerr == nil) != (werr == nil) {
				t.Fatalf("query %d %+v pass %d: error %v, without caches %v", i, q, pass, gerr, werr)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("query %d %+v pass %d: %d results differ from the %d without caches", i, q, pass, len(got), len(want))
			}
		}
	}
}
