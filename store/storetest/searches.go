package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

func searchIDs(recs []service.SearchRecord) []int64 {
	out := []int64{}
	for _, r := range recs {
		out = append(out, r.ID)
	}
	return out
}

func idRange(from, to int64) []int64 {
	out := []int64{}
	for id := from; id <= to; id++ {
		out = append(out, id)
	}
	return out
}

func concat(parts ...[]int64) []int64 {
	out := []int64{}
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// testListSearches: GetSearches' filters, orders and pages over the demo
// sanctions searches (1001-1026 of Demo Ltd, searched 36 hours apart, 1001
// newest; 1020 archived; unresolved: 1001-1010, 1021, 1022, 1026; 1001
// affected by a list update).
func testListSearches(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	date := service.ListSort{Field: "date", Desc: true}
	unresolved := concat(idRange(1001, 1010), []int64{1021, 1022, 1026})
	resolved := concat(idRange(1011, 1019), idRange(1023, 1025))
	from, to := now.Add(-5*36*time.Hour), now.Add(-2*36*time.Hour+time.Minute) // 1002-1005
	analyst := owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName)
	for _, tc := range []struct {
		name  string
		f     service.SearchFilter
		want  []int64 // in order; nil: compare total only
		total int
	}{
		{"status: a decision needed first, newest first", service.SearchFilter{Scope: demoScope()}, concat(unresolved, resolved), 25},
		{"status desc", service.SearchFilter{Scope: demoScope(), Sort: service.ListSort{Field: "status", Desc: true}, Limit: 3},
			[]int64{1011, 1012, 1013}, 25},
		{"date desc, first page", service.SearchFilter{Scope: demoScope(), Sort: date, Limit: 3}, []int64{1001, 1002, 1003}, 25},
		{"date desc, page two", service.SearchFilter{Scope: demoScope(), Sort: date, Limit: 3, Offset: 3}, []int64{1004, 1005, 1006}, 25},
		{"date asc", service.SearchFilter{Scope: demoScope(), Sort: service.ListSort{Field: "date"}, Limit: 2}, []int64{1026, 1025}, 25},
		{"past the end", service.SearchFilter{Scope: demoScope(), Sort: date, Limit: 25, Offset: 25}, []int64{}, 25},
		{"name", service.SearchFilter{Scope: demoScope(), Sort: service.ListSort{Field: "name"}, Limit: 3},
			[]int64{1013, 1007, 1006}, 25}, // by lower-cased name: "ahmed …" < "aircraft …" < "ali …"
		{"unresolved", service.SearchFilter{Scope: demoScope(), Unresolved: boolp(true)}, unresolved, 13},
		{"not unresolved", service.SearchFilter{Scope: demoScope(), Unresolved: boolp(false)}, resolved, 12},
		{"updated", service.SearchFilter{Scope: demoScope(), Updated: boolp(true)}, []int64{1001}, 1},
		{"not updated", service.SearchFilter{Scope: demoScope(), Updated: boolp(false)}, nil, 24},
		{"archived", service.SearchFilter{Scope: demoScope(), Archived: true}, []int64{dataset.DemoArchivedSearch}, 1},
		{"entity", service.SearchFilter{Scope: demoScope(), Type: "entity", Sort: date}, []int64{1005, 1007, 1010, 1015, 1022}, 5},
		{"reference", service.SearchFilter{Scope: demoScope(), Reference: "san-1002"}, []int64{1002}, 1},
		{"reference contains", service.SearchFilter{Scope: demoScope(), Reference: "SAN-101", Sort: date}, idRange(1010, 1019)[:10], 10},
		{"words in any order", service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Words: []string{"PETROV", "vladimir"}}},
			[]int64{1001}, 1},
		{"phrase", service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Phrase: "aircraft"}, Sort: date}, []int64{1005, 1007}, 2},
		{"phrase miss", service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Phrase: "petrov vladimir"}}, []int64{}, 0},
		{"exact", service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Exact: "JOHN SMITH"}}, []int64{1011}, 1},
		{"exact miss", service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Exact: "john"}}, []int64{}, 0},
		{"LIKE metacharacters are literal", service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Words: []string{"%"}}}, []int64{}, 0},
		{"date range", service.SearchFilter{Scope: demoScope(), DateFrom: &from, DateTo: &to, Sort: date}, idRange(1002, 1005), 4},
		{"created by analyst", service.SearchFilter{Scope: demoScope(), CreatedBy: "ANALYST", Sort: date}, idRange(1021, 1025), 5},
		{"analyst's scope", service.SearchFilter{Scope: analyst, Unresolved: boolp(true)},
			concat(idRange(1001, 1010), []int64{1021, 1022}), 12},
		{"viewer's scope", service.SearchFilter{Scope: owners(dataset.DemoAccountID, dataset.ViewerUserName)}, []int64{1026}, 1},
		{"no owners", service.SearchFilter{Scope: owners(dataset.DemoAccountID)}, []int64{}, 0},
		{"other account", service.SearchFilter{Scope: otherScope()}, []int64{dataset.OtherSanctionsSearch}, 1},
		{"other's name from demo", service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Words: []string{"yasin"}}}, []int64{}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			recs, total, err := db.ListSearches(ctx, tc.f)
			require.NoError(t, err)
			require.Equal(t, tc.total, total)
			if tc.want != nil {
				require.Equal(t, tc.want, searchIDs(recs))
			}
			for _, r := range recs {
				require.NotNil(t, r.SearchCriteria)
				require.NotEmpty(t, r.SearchSources, "search %d", r.ID)
				require.NotNil(t, r.ListSearchResults)
				require.Empty(t, r.ListSearchResults)
			}
			// The same page again (a store may remember it at an unchanged
			// data version): the same answer, and a copy of its own — what
			// the first caller does to its page changes nothing.
			first := make([]service.SearchRecord, len(recs))
			for i, r := range recs {
				first[i] = r.Clone()
				recs[i].SearchCriteria.Name += " (changed)"
				recs[i].SearchSources[0].ListName += " (changed)"
				recs[i].ListSearchResults = append(recs[i].ListSearchResults, service.SearchResultEntry{})
			}
			again, total, err := db.ListSearches(ctx, tc.f)
			require.NoError(t, err)
			require.Equal(t, tc.total, total)
			require.Equal(t, first, again)
		})
	}
	// One record in full: 1001 as GetSearch shows it, without results.
	recs, _, err := db.ListSearches(ctx, service.SearchFilter{Scope: demoScope(), Sort: date, Limit: 1})
	require.NoError(t, err)
	full, err := db.Search(ctx, demoScope(), dataset.DemoSearchWithNotes)
	require.NoError(t, err)
	want := full.Record
	want.ListSearchResults = []service.SearchResultEntry{}
	require.Equal(t, want, recs[0])
	require.EqualValues(t, dataset.DemoSearch1001Results, recs[0].NumOfResults)

	_, _, err = db.ListSearches(ctx, service.SearchFilter{Scope: demoScope(), Sort: service.ListSort{Field: "bogus"}})
	require.Error(t, err)
}

// testSearchWrites: UpdateSearch's decisions (whole search, some results,
// after a list update) and DeleteSearch, each inside the scope only.
func testSearchWrites(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	viewer := owners(dataset.DemoAccountID, dataset.ViewerUserName)
	at := now.Add(time.Hour)
	unresolvedIDs := func(sc service.Scope) []int64 {
		t.Helper()
		recs, _, err := db.ListSearches(ctx, service.SearchFilter{Scope: sc, Unresolved: boolp(true), Sort: service.ListSort{Field: "date", Desc: true}})
		require.NoError(t, err)
		return searchIDs(recs)
	}

	// Some results of 1001 (unresolved: 100101, 100103, 100104, 100105);
	// a result of another search is ignored.
	before, err := db.Search(ctx, demoScope(), 1001)
	require.NoError(t, err)
	require.NoError(t, db.DecideSearch(ctx, demoScope(), 1001, service.PepDecision{ClientInResults: true,
		ResultIDs: []int64{100101, 100201, 100101}, At: at}))
	s, err := db.Search(ctx, demoScope(), 1001)
	require.NoError(t, err)
	require.True(t, s.Record.ClientInResults)
	require.False(t, s.Record.ClientNotInResults)
	require.True(t, s.Record.DateUpdated.Equal(before.Record.DateUpdated), "dateUpdated is the last list update, not the decision")
	resolved := map[int64]bool{}
	for _, e := range s.Record.ListSearchResults {
		resolved[e.SearchResultID] = e.ResultResolved
	}
	require.True(t, resolved[100101])
	require.False(t, resolved[100103])
	s2, err := db.Search(ctx, demoScope(), 1002)
	require.NoError(t, err)
	require.False(t, s2.Record.ListSearchResults[0].ResultResolved, "a result of another search must not change")
	require.Contains(t, unresolvedIDs(demoScope()), int64(1001))

	// The whole of 1002: resolved, out of the unresolved list and count.
	require.NoError(t, db.DecideSearch(ctx, demoScope(), 1002, service.PepDecision{At: at}))
	s2, err = db.Search(ctx, demoScope(), 1002)
	require.NoError(t, err)
	require.True(t, s2.Record.ClientNotInResults)
	require.True(t, s2.Record.ListSearchResults[0].ResultResolved)
	require.NotContains(t, unresolvedIDs(demoScope()), int64(1002))
	n, err := db.CountUnresolvedSearches(ctx, demoScope())
	require.NoError(t, err)
	require.EqualValues(t, dataset.DemoUnresolvedAll-1, n)

	// A list update adds an unresolved result to 1011 (all resolved):
	// updated and unresolved again; resolving it clears both.
	require.NoError(t, db.UpdateSearchResults(ctx, service.SearchResultsUpdate{SearchID: 1011, ListID: "HMTSL", Version: 1, At: at,
		Added: []service.SearchResultEntry{{ResultStrength: 90, ResultType: "individual", SanctionsListID: "HMTSL", SanctionsListName: "HM Treasury",
			Names: []service.SearchResultName{{Type: "primary", FullName: "John Smith"}}}}, AddedKeys: []string{"k1"}}))
	recs, total, err := db.ListSearches(ctx, service.SearchFilter{Scope: demoScope(), Updated: boolp(true)})
	require.NoError(t, err)
	require.Equal(t, []int64{1001, 1011}, searchIDs(recs)) // 1001 is the demo's updated search
	require.Equal(t, 2, total)
	require.Contains(t, unresolvedIDs(demoScope()), int64(1011))
	recs, _, err = db.ListSearches(ctx, service.SearchFilter{Scope: demoScope(), Unresolved: boolp(false), Limit: 1})
	require.NoError(t, err)
	require.NotEqual(t, []int64{1011}, searchIDs(recs))
	require.NoError(t, db.DecideSearch(ctx, demoScope(), 1011, service.PepDecision{At: at}))
	s11, err := db.Search(ctx, demoScope(), 1011)
	require.NoError(t, err)
	require.False(t, s11.Record.AffectedByUpdate)
	n, err = db.CountUpdatedSearches(ctx, demoScope())
	require.NoError(t, err)
	require.EqualValues(t, 1, n, "1001 still has unresolved results")
	require.NotContains(t, unresolvedIDs(demoScope()), int64(1011))

	// Out of scope: not found, nothing changed.
	require.ErrorIs(t, db.DecideSearch(ctx, viewer, 1003, service.PepDecision{At: at}), service.ErrNotFound)
	require.ErrorIs(t, db.DecideSearch(ctx, demoScope(), dataset.OtherSanctionsSearch, service.PepDecision{At: at}), service.ErrNotFound)
	require.ErrorIs(t, db.DecideSearch(ctx, otherScope(), 1003, service.PepDecision{At: at}), service.ErrNotFound)
	require.Contains(t, unresolvedIDs(demoScope()), int64(1003))
	require.Equal(t, []int64{dataset.OtherSanctionsSearch}, unresolvedIDs(otherScope()))

	// Delete 1001 with its results, sources, links and notes.
	require.ErrorIs(t, db.DeleteSearch(ctx, viewer, 1001), service.ErrNotFound)
	require.ErrorIs(t, db.DeleteSearch(ctx, otherScope(), 1001), service.ErrNotFound)
	require.ErrorIs(t, db.DeleteSearch(ctx, demoScope(), dataset.OtherSanctionsSearch), service.ErrNotFound)
	require.NoError(t, db.DeleteSearch(ctx, demoScope(), 1001))
	_, err = db.Search(ctx, demoScope(), 1001)
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.SearchNotes(ctx, demoScope(), 1001)
	require.ErrorIs(t, err, service.ErrNotFound)
	require.ErrorIs(t, db.DeleteSearch(ctx, demoScope(), 1001), service.ErrNotFound)
	_, total, err = db.ListSearches(ctx, service.SearchFilter{Scope: demoScope()})
	require.NoError(t, err)
	require.Equal(t, 24, total)
	_, err = db.Search(ctx, otherScope(), dataset.OtherSanctionsSearch)
	require.NoError(t, err, "the other account's search is untouched")
	// A search created after the delete gets a new id, with no old results.
	id, err := db.CreateSearch(ctx, service.NewSanctionsSearch{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName,
		Record: service.SearchRecord{SearchType: "individual", DateSearched: at, DateUpdated: at,
			SearchCriteria: &service.SearchCriteria{Name: "Zoë Ünïcode", Reference: "NEW-1"}}})
	require.NoError(t, err)
	require.NotEqual(t, int64(1001), id)
	recs, _, err = db.ListSearches(ctx, service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Exact: "ZOË ÜNÏCODE"}})
	require.NoError(t, err)
	require.Equal(t, []int64{id}, searchIDs(recs))
	require.Zero(t, recs[0].NumOfResults)
}
