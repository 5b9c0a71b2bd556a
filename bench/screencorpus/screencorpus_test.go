package screencorpus

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// TestAddSearchRequests checks scenario 9's requests: as many as asked,
// deterministic, each one AddSearch accepts (an individual with a date of
// birth, or an entity), on engine lists an API list searches, in the
// documented mix.
func TestAddSearchRequests(t *testing.T) {
	ents := Corpus(1, 50000)
	require.Greater(t, len(ents), 49000)
	engine := map[string]bool{}
	for _, l := range service.SanctionsLists {
		engine[l.Engine] = l.Engine != ""
	}
	for _, l := range Lists() {
		require.True(t, engine[l], "no API list searches engine list %s", l)
	}
	listed := map[string]bool{}
	for _, e := range ents {
		require.True(t, engine[e.List], e.List)
		for _, n := range e.Names {
			listed[n.Full] = true
		}
	}
	const count = 2000
	reqs := AddSearchRequests(ents, 4242, count)
	require.Len(t, reqs, count)
	require.Equal(t, reqs, AddSearchRequests(ents, 4242, count), "not deterministic")
	kinds := map[string]int{}
	for i, q := range reqs {
		require.Equal(t, []string{"ALL"}, q.SelectedLists)
		require.NotEmpty(t, q.Reference)
		require.NoError(t, service.CheckCriteria(service.ScreenCriteria{Name: q.Name, Type: q.Type,
			DateOfBirth: q.DateOfBirth, SelectedLists: q.SelectedLists}), "%d: %+v", i, q)
		switch q.Type {
		case "individual":
			require.Regexp(t, `^\d\d/\d\d/\d{4}$`, q.DateOfBirth, q)
		case "entity":
		default:
			t.Fatalf("%d: type %q", i, q.Type)
		}
		kinds[q.Type+" listed="+map[bool]string{true: "yes", false: "no"}[listed[q.Name]]]++
	}
	t.Log(kinds)
	for _, k := range []string{"individual listed=yes", "individual listed=no", "entity listed=yes", "entity listed=no"} {
		require.Greater(t, kinds[k], count/20, k)
	}
}
