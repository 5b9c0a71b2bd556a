package main

import (
	"encoding/json"
	"testing"

	"github.com/screengate/screengate/service"
	"github.com/stretchr/testify/require"
)

// TestAddSearchBodies checks scenario 9's requests: as many as asked,
// deterministic, each one AddSearch accepts (an individual with two names
// or more and a date of birth, or an entity), in the documented mix.
func TestAddSearchBodies(t *testing.T) {
	ents := corpus()
	require.Greater(t, len(ents), 49000)
	engine := map[string]bool{}
	for _, l := range service.SanctionsLists {
		engine[l.Engine] = l.Engine != ""
	}
	for _, l := range engineList {
		require.True(t, engine[l], "no API list searches engine list %s", l)
	}
	listed := map[string]bool{}
	for _, e := range ents {
		require.True(t, engine[e.List], e.List)
		for _, n := range e.Names {
			listed[n.Full] = true
		}
	}
	bodies := addSearchBodies(ents)
	require.Len(t, bodies, addSearchCount)
	require.Equal(t, bodies, addSearchBodies(ents), "not deterministic")
	kinds := map[string]int{}
	for i, b := range bodies {
		var r struct {
			Request struct {
				Name, Type, DateOfBirth, Reference string
				SelectedLists                      []string
			}
		}
		require.NoError(t, json.Unmarshal([]byte(b), &r), b)
		q := r.Request
		require.Equal(t, []string{"ALL"}, q.SelectedLists)
		require.NotEmpty(t, q.Reference)
		switch q.Type {
		case "individual":
			require.True(t, individualName(q.Name), "%d: %s", i, b)
			require.Regexp(t, `^\d\d/\d\d/\d{4}$`, q.DateOfBirth, b)
			kinds["individual listed="+map[bool]string{true: "yes", false: "no"}[listed[q.Name]]]++
		case "entity":
			require.NotEmpty(t, q.Name)
			kinds["entity listed="+map[bool]string{true: "yes", false: "no"}[listed[q.Name]]]++
		default:
			t.Fatalf("%d: type %q", i, q.Type)
		}
	}
	t.Log(kinds)
	for _, k := range []string{"individual listed=yes", "individual listed=no", "entity listed=yes", "entity listed=no"} {
		require.Greater(t, kinds[k], addSearchCount/20, k)
	}
}
