package storetest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// newScreenedSearch is a search as AddSearch stores it: two sources, two
// results with nested lists.
func newScreenedSearch(now time.Time, owner string) service.NewSanctionsSearch {
	at := now.Add(-time.Minute)
	r := service.SearchRecord{ID: 424242, SearchType: "individual", DateSearched: now, DateUpdated: now,
		SearchCriteria: &service.SearchCriteria{Name: "Ivan Petrov", DateOfBirth: "01/02/1960", Country: "RU", Reference: "REF-1"},
		SearchSources: []service.SearchSource{{ListID: "OFACL", ListName: "US Treasury OFAC SDN List", ListShortName: "OFAC"},
			{ListID: "EUL", ListName: "EU Consolidated Financial Sanctions List", ListShortName: "EU"}},
		ListSearchResults: []service.SearchResultEntry{
			{SearchResultID: 9, ResultStrength: 91, ResultSimilarity: service.NewDecimal(9512, 2), ResultType: "individual",
				DateUpdated: &at, SanctionsListID: "OFACL", SanctionsListName: "US Treasury OFAC SDN List",
				Names: []service.SearchResultName{{SearchResultNameID: 1, Type: "primary", FullName: "Ivan PETROV", ResultSimilarity: service.NewDecimal(9512, 2)},
					{SearchResultNameID: 2, Type: "alias-weak", FullName: "Vanya", ResultSimilarity: service.NewDecimal(0, 2)}},
				Remarks: []service.SearchResultRemark{{SearchResultRemarkID: 1, Name: "Programme", Description: "RUSSIA-EO14024"}}},
			{SearchResultID: 9, ResultStrength: 80, ResultSimilarity: service.NewDecimal(8000, 2), ResultType: "individual",
				DateUpdated: &at, SanctionsListID: "EUL", SanctionsListName: "EU Consolidated Financial Sanctions List",
				Names: []service.SearchResultName{{SearchResultNameID: 1, Type: "primary", FullName: "Ivan Petrovich", ResultSimilarity: service.NewDecimal(8000, 2)}}},
		}}
	for i := range r.ListSearchResults { // the store reads absent lists back empty
		e := &r.ListSearchResults[i]
		e.Addresses, e.DatesOfBirth = []service.SearchResultAddress{}, []service.SearchResultDateOfBirth{}
		e.Nationalities, e.PlacesOfBirth = []service.SearchResultNationality{}, []service.SearchResultPlaceOfBirth{}
		if e.Remarks == nil {
			e.Remarks = []service.SearchResultRemark{}
		}
	}
	return service.NewSanctionsSearch{AccountID: dataset.DemoAccountID, Owner: owner, Record: r,
		Lists: []string{"OFACL", "EUL"}, Versions: []int64{3, 4}, Keys: []string{"1234", "EU.55.1"}}
}

// testCreateSearch: a screened search is stored whole, gets fresh ids,
// reads back as given, counts as unresolved, and stays in its scope.
func testCreateSearch(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	before, err := db.CountUnresolvedSearches(ctx, demoScope())
	require.NoError(t, err)

	n := newScreenedSearch(now, dataset.AnalystUserName)
	n.ResultIDs = make([]int64, len(n.Record.ListSearchResults))
	id, err := db.CreateSearch(ctx, n)
	require.NoError(t, err)
	resultIDs := n.ResultIDs
	n.ResultIDs = nil
	require.NotEqualValues(t, 424242, id, "the store assigns the id")
	id2, err := db.CreateSearch(ctx, n)
	require.NoError(t, err)
	require.Greater(t, id2, id)

	got, err := db.Search(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName), id)
	require.NoError(t, err)
	require.Equal(t, dataset.AnalystUserName, got.Owner)
	r := got.Record
	require.Equal(t, id, r.ID)
	require.EqualValues(t, 2, r.NumOfResults)
	require.Equal(t, n.Record.SearchCriteria, r.SearchCriteria)
	require.Equal(t, n.Record.SearchSources, r.SearchSources)
	require.Equal(t, now, r.DateSearched)
	require.Len(t, r.ListSearchResults, 2)
	ids := map[int64]bool{}
	for i, e := range r.ListSearchResults {
		want := n.Record.ListSearchResults[i]
		require.NotEqualValues(t, 9, e.SearchResultID)
		ids[e.SearchResultID] = true
		want.SearchResultID = e.SearchResultID
		require.Equal(t, want.ResultSimilarity.String(), e.ResultSimilarity.String())
		want.ResultSimilarity = e.ResultSimilarity
		require.Equal(t, want, e)
	}
	require.Len(t, ids, 2)
	require.Equal(t, []int64{r.ListSearchResults[0].SearchResultID, r.ListSearchResults[1].SearchResultID}, resultIDs,
		"CreateSearch reports the results' ids")
	require.Less(t, r.ListSearchResults[0].SearchResultID, r.ListSearchResults[1].SearchResultID, "results in the order given")

	// Other ids of the demo's results are untouched (the identity is past them).
	_, err = db.Search(ctx, demoScope(), dataset.DemoSearchWithNotes)
	require.NoError(t, err)

	// Scope: the demo user alone does not see the analyst's search; the
	// other account sees nothing.
	_, err = db.Search(ctx, owners(dataset.DemoAccountID, dataset.DemoUserName), id)
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.Search(ctx, otherScope(), id)
	require.ErrorIs(t, err, service.ErrNotFound)

	after, err := db.CountUnresolvedSearches(ctx, demoScope())
	require.NoError(t, err)
	require.Equal(t, before+2, after)

	// Notes work on it like on any search.
	notes, total, err := db.AddSearchNote(ctx, demoScope(), id, service.SearchNote{Name: "demo", Date: now, Content: "checked"}, service.NoteLimits{})
	require.NoError(t, err)
	require.Len(t, notes, 1)
	require.Equal(t, 1, total)

	// A search without results, and a malformed one.
	empty := newScreenedSearch(now, dataset.DemoUserName)
	empty.Record.ListSearchResults, empty.Keys = nil, nil
	id3, err := db.CreateSearch(ctx, empty)
	require.NoError(t, err)
	got, err = db.Search(ctx, demoScope(), id3)
	require.NoError(t, err)
	require.Empty(t, got.Record.ListSearchResults)
	bad := newScreenedSearch(now, dataset.DemoUserName)
	bad.Keys = bad.Keys[:1]
	_, err = db.CreateSearch(ctx, bad)
	require.Error(t, err)

	// Monitoring: the searches of a list with their current result keys;
	// the demo's searches (not screened by the engine) are never monitored.
	monitored := func(list string) map[int64][]string {
		out := map[int64][]string{}
		require.NoError(t, db.MonitoredSearches(ctx, list, []string{"1234", "EU.55.1", "not-a-result"}, func(m service.MonitoredSearch) error {
			out[m.ID] = m.Keys
			if m.ID == id {
				require.Equal(t, "Ivan Petrov", m.Criteria.Name)
				require.Equal(t, "01/02/1960", m.Criteria.DateOfBirth)
				require.Equal(t, "individual", m.Type)
			}
			return nil
		}))
		return out
	}
	require.Equal(t, map[int64][]string{id: {"1234"}, id2: {"1234"}, id3: nil}, monitored("OFACL"))
	require.Equal(t, map[int64][]string{id: {"EU.55.1"}, id2: {"EU.55.1"}, id3: nil}, monitored("EUL"))
	require.Empty(t, monitored("UN"))

	updatedBefore, err := db.CountUpdatedSearches(ctx, demoScope())
	require.NoError(t, err)
	fresh := n.Record.ListSearchResults[0]
	fresh.ResultStrength, fresh.ResultResolved = 77, true // stored unresolved whatever it says
	require.NoError(t, db.UpdateSearchResults(ctx, service.SearchResultsUpdate{SearchID: id, ListID: "OFACL", Version: 99, At: now.Add(time.Hour),
		Superseded: []string{"1234"}, Added: []service.SearchResultEntry{fresh}, AddedKeys: []string{"1234"}}))
	got, err = db.Search(ctx, demoScope(), id)
	require.NoError(t, err)
	require.True(t, got.Record.AffectedByUpdate)
	require.Equal(t, now.Add(time.Hour), got.Record.DateUpdated)
	require.Equal(t, true, *got.Record.SearchSources[0].IsAffectedByListUpdate)
	require.Nil(t, got.Record.SearchSources[1].IsAffectedByListUpdate, "only the updated list's source")
	require.Len(t, got.Record.ListSearchResults, 3, "the old result is kept")
	last := got.Record.ListSearchResults[2]
	require.EqualValues(t, 77, last.ResultStrength)
	require.False(t, last.ResultResolved)
	require.Equal(t, map[int64][]string{id: {"1234"}, id2: {"1234"}, id3: nil}, monitored("OFACL"), "the superseded result is no longer current")
	updatedAfter, err := db.CountUpdatedSearches(ctx, demoScope())
	require.NoError(t, err)
	require.Equal(t, updatedBefore+1, updatedAfter)
	// The other search is untouched.
	got, err = db.Search(ctx, demoScope(), id2)
	require.NoError(t, err)
	require.False(t, got.Record.AffectedByUpdate)
	require.Len(t, got.Record.ListSearchResults, 2)
	err = db.UpdateSearchResults(ctx, service.SearchResultsUpdate{SearchID: 987654321, ListID: "OFACL", Version: 99, At: now})
	require.ErrorIs(t, err, service.ErrNotFound)

	// ArchiveSearch: in scope only; archived searches leave the counts and
	// monitoring; archiving again keeps the first date.
	require.ErrorIs(t, db.ArchiveSearch(ctx, owners(dataset.DemoAccountID, dataset.ViewerUserName), id, now), service.ErrNotFound)
	require.ErrorIs(t, db.ArchiveSearch(ctx, otherScope(), id, now), service.ErrNotFound)
	require.ErrorIs(t, db.ArchiveSearch(ctx, demoScope(), 987654321, now), service.ErrNotFound)
	unresolved, err := db.CountUnresolvedSearches(ctx, demoScope())
	require.NoError(t, err)
	at := now.Add(2 * time.Hour)
	require.NoError(t, db.ArchiveSearch(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName), id, at))
	require.NoError(t, db.ArchiveSearch(ctx, demoScope(), id, at.Add(time.Hour)))
	got, err = db.Search(ctx, demoScope(), id)
	require.NoError(t, err)
	require.True(t, got.Record.IsArchived)
	require.Equal(t, at, *got.Record.DateArchived)
	require.Equal(t, at, got.Record.DateUpdated)
	n2, err := db.CountUnresolvedSearches(ctx, demoScope())
	require.NoError(t, err)
	require.Equal(t, unresolved-1, n2)
	n2, err = db.CountUpdatedSearches(ctx, demoScope())
	require.NoError(t, err)
	require.Equal(t, updatedBefore, n2)
	require.NotContains(t, monitored("OFACL"), id)
}

// testCreateSearchConcurrent: searches created at once (SQLite writes them
// in shared transactions) each get their own id and are stored whole; a
// search that fails (an unknown account) fails alone and leaves nothing.
func testCreateSearchConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	before, err := db.CountUnresolvedSearches(ctx, demoScope())
	require.NoError(t, err)

	const calls = 24
	ids := make([]int64, calls)
	resultIDs := make([][]int64, calls)
	errs := make([]error, calls)
	var wg sync.WaitGroup
	for i := range calls {
		wg.Go(func() {
			n := newScreenedSearch(now, dataset.DemoUserName)
			n.Record.SearchCriteria = &service.SearchCriteria{Name: fmt.Sprintf("Concurrent %d", i)}
			if i%8 == 5 {
				n.AccountID = 987654321
			}
			n.ResultIDs = make([]int64, len(n.Record.ListSearchResults))
			ids[i], errs[i] = db.CreateSearch(ctx, n)
			resultIDs[i] = n.ResultIDs
		})
	}
	wg.Wait()
	seen := map[int64]bool{}
	for i := range calls {
		if i%8 == 5 {
			require.Error(t, errs[i], "call %d: unknown account", i)
			continue
		}
		require.NoError(t, errs[i], "call %d", i)
		require.False(t, seen[ids[i]], "call %d: id %d given twice", i, ids[i])
		seen[ids[i]] = true
		got, err := db.Search(ctx, demoScope(), ids[i])
		require.NoError(t, err)
		require.Equal(t, fmt.Sprintf("Concurrent %d", i), got.Record.SearchCriteria.Name)
		require.Len(t, got.Record.ListSearchResults, 2)
		require.Len(t, got.Record.SearchSources, 2)
		require.Equal(t, []int64{got.Record.ListSearchResults[0].SearchResultID, got.Record.ListSearchResults[1].SearchResultID},
			resultIDs[i], "call %d: the results' ids", i)
	}
	after, err := db.CountUnresolvedSearches(ctx, demoScope())
	require.NoError(t, err)
	require.Equal(t, before+int64(len(seen)), after)
	recs, total, err := db.ListSearches(ctx, service.SearchFilter{Scope: demoScope(), Name: service.NameMatch{Words: []string{"Concurrent"}}, Limit: 100})
	require.NoError(t, err)
	require.Equal(t, len(seen), total, "the failed searches left nothing")
	require.Len(t, recs, len(seen))
}
