package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// testPepMonitoring: MonitoredPepSearches walks the monitored searches
// only (not archived, not day-one, not lapsed; never the demo data's
// results, which have no entity keys) with the keys of their current
// results; UpdatePepSearchResults flags a search, keeps and marks the
// superseded results, stores the new ones unresolved and moves the
// counts; PepSearchVersions reports the versions.
func testPepMonitoring(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)

	n := newPep("Ivan Petrov", now, "Ivan Petrov", "Ivan Petrovich")
	n.Keys, n.ListVersion = []string{"Q1", "Q2"}, 7
	id, _, err := db.CreatePepSearch(ctx, n)
	require.NoError(t, err)
	other, _, err := db.CreatePepSearch(ctx, newPep("Maria Ivanova", now)) // no results, no version
	require.NoError(t, err)
	dayOne := newPep("Day One", now, "Day One")
	dayOne.DayOne, dayOne.RenewalDate, dayOne.Keys = true, now, []string{"Q9"}
	dayOneID, _, err := db.CreatePepSearch(ctx, dayOne)
	require.NoError(t, err)
	lapsed := newPep("Lapsed Person", now.AddDate(-2, 0, 0))
	lapsed.RenewalDate = now.AddDate(0, 0, -1)
	lapsedID, _, err := db.CreatePepSearch(ctx, lapsed)
	require.NoError(t, err)
	archived, _, err := db.CreatePepSearch(ctx, newPep("Archived Person", now))
	require.NoError(t, err)
	require.NoError(t, db.ArchivePepSearch(ctx, demoScope(), archived, now))
	bad := newPep("Bad Keys", now, "A", "B")
	bad.Keys = []string{"only one"}
	_, _, err = db.CreatePepSearch(ctx, bad)
	require.Error(t, err)

	monitored := func() map[int64][]string {
		out := map[int64][]string{}
		require.NoError(t, db.MonitoredPepSearches(ctx, now, []string{"Q1", "Q2", "Q7", "Q9"}, func(m service.MonitoredSearch) error {
			if m.ID == id {
				require.Equal(t, "Ivan Petrov", m.Criteria.Name)
				require.Equal(t, "01/02/1970", m.Criteria.DateOfBirth)
				require.Equal(t, "GB", m.Criteria.Country)
				require.Equal(t, "REF-Ivan Petrov", m.Criteria.Reference)
				require.Equal(t, "individual", m.Type)
			}
			out[m.ID] = m.Keys
			return nil
		}))
		return out
	}
	got := monitored()
	require.Equal(t, []string{"Q1", "Q2"}, got[id])
	require.Contains(t, got, other)
	require.Nil(t, got[other])
	for _, x := range []int64{dayOneID, lapsedID, archived} {
		require.NotContains(t, got, x, "search %d is not monitored", x)
	}
	for sid, keys := range got { // the demo's searches carry no entity keys
		if sid != id {
			require.Nil(t, keys, "search %d", sid)
		}
	}
	stop := require.New(t)
	calls := 0
	err = db.MonitoredPepSearches(ctx, now, nil, func(service.MonitoredSearch) error { calls++; return service.ErrConflict })
	stop.ErrorIs(err, service.ErrConflict)
	stop.Equal(1, calls, "an error stops the walk")

	v, ups, err := db.PepSearchVersions(ctx, demoScope(), id)
	require.NoError(t, err)
	require.EqualValues(t, 7, v)
	require.Empty(t, ups)
	v, _, err = db.PepSearchVersions(ctx, demoScope(), other)
	require.NoError(t, err)
	require.Zero(t, v)
	_, _, err = db.PepSearchVersions(ctx, otherScope(), id)
	require.ErrorIs(t, err, service.ErrNotFound)

	updatedBefore, err := db.CountUpdatedPepSearches(ctx, demoScope())
	require.NoError(t, err)
	at := now.Add(time.Hour)
	fresh := service.PepSearchResult{FullName: "Ivan Petrov", Category: "PEP", Source: "PEP:Q1 (9)", ResultSimilarity: service.NewDecimal(9900, 2),
		ResultResolved: true} // stored unresolved whatever it says
	require.NoError(t, db.UpdatePepSearchResults(ctx, service.PepResultsUpdate{SearchID: id, Version: 9, At: at,
		Superseded: []string{"Q1"}, Added: []service.PepSearchResult{fresh}, AddedKeys: []string{"Q1"}}))
	p, err := db.PepSearch(ctx, demoScope(), id)
	require.NoError(t, err)
	rec := p.Record
	require.True(t, rec.AffectedByUpdate)
	require.True(t, rec.DateUpdated.Equal(at))
	require.Len(t, rec.PepSearchResults, 3, "the old result is kept")
	last := rec.PepSearchResults[2]
	require.Equal(t, "PEP:Q1 (9)", last.Source)
	require.False(t, last.ResultResolved)
	require.NotNil(t, last.DateLastUpdated)
	require.True(t, last.DateLastUpdated.Equal(at))
	require.EqualValues(t, 3, rec.NumOfResults)
	require.EqualValues(t, 3, rec.NumOfUnresolved)
	require.ElementsMatch(t, []string{"Q2", "Q1"}, monitored()[id], "the superseded result is no longer current")
	_, ups, err = db.PepSearchVersions(ctx, demoScope(), id)
	require.NoError(t, err)
	require.Equal(t, []int64{9}, ups)

	updatedAfter, err := db.CountUpdatedPepSearches(ctx, demoScope())
	require.NoError(t, err)
	require.Equal(t, updatedBefore+1, updatedAfter)
	recs, _, err := db.ListPepSearches(ctx, service.PepFilter{Scope: demoScope(), Updated: boolp(true), Limit: 100})
	require.NoError(t, err)
	require.Contains(t, ids(recs), id)
	require.NotContains(t, ids(recs), other)
	recs, _, err = db.ListPepSearches(ctx, service.PepFilter{Scope: demoScope(), Updated: boolp(false), Limit: 100})
	require.NoError(t, err)
	require.NotContains(t, ids(recs), id)
	n2, err := db.CountUpdatedPepSearches(ctx, owners(dataset.DemoAccountID, dataset.ViewerUserName))
	require.NoError(t, err)
	require.Less(t, n2, updatedAfter, "another owner's scope does not see it")

	// Only removals: flagged, nothing added.
	require.NoError(t, db.UpdatePepSearchResults(ctx, service.PepResultsUpdate{SearchID: id, Version: 10, At: at, Superseded: []string{"Q2"}}))
	require.Equal(t, []string{"Q1"}, monitored()[id])
	_, ups, err = db.PepSearchVersions(ctx, demoScope(), id)
	require.NoError(t, err)
	require.Equal(t, []int64{9, 10}, ups)

	// Resolving clears the flag; the searches not updated are untouched.
	require.NoError(t, db.DecidePepSearch(ctx, demoScope(), id, service.PepDecision{ClientInResults: false, At: at}))
	p, err = db.PepSearch(ctx, demoScope(), id)
	require.NoError(t, err)
	require.False(t, p.Record.AffectedByUpdate)
	p, err = db.PepSearch(ctx, demoScope(), other)
	require.NoError(t, err)
	require.False(t, p.Record.AffectedByUpdate)

	err = db.UpdatePepSearchResults(ctx, service.PepResultsUpdate{SearchID: 987654321, Version: 9, At: at})
	require.ErrorIs(t, err, service.ErrNotFound)

	// A batch: a search gone meanwhile is skipped, the others recorded,
	// ErrNotFound says so.
	err = db.UpdatePepSearchResults(ctx, service.PepResultsUpdate{SearchID: 987654321, Version: 11, At: at},
		service.PepResultsUpdate{SearchID: other, Version: 11, At: at, Added: []service.PepSearchResult{fresh}, AddedKeys: []string{"Q7"}})
	require.ErrorIs(t, err, service.ErrNotFound)
	p, err = db.PepSearch(ctx, demoScope(), other)
	require.NoError(t, err)
	require.True(t, p.Record.AffectedByUpdate)
	require.Len(t, p.Record.PepSearchResults, 1)
	require.Equal(t, []string{"Q7"}, monitored()[other])
	// The same for sanctions searches.
	s1, err := db.CreateSearch(ctx, newScreenedSearch(now, dataset.AnalystUserName))
	require.NoError(t, err)
	s2, err := db.CreateSearch(ctx, newScreenedSearch(now, dataset.AnalystUserName))
	require.NoError(t, err)
	err = db.UpdateSearchResults(ctx, service.SearchResultsUpdate{SearchID: s1, ListID: "OFACL", Version: 11, At: at, Superseded: []string{"1234"}},
		service.SearchResultsUpdate{SearchID: 987654321, ListID: "OFACL", Version: 11, At: at},
		service.SearchResultsUpdate{SearchID: s2, ListID: "EUL", Version: 12, At: at})
	require.ErrorIs(t, err, service.ErrNotFound)
	for _, sid := range []int64{s1, s2} {
		got, err := db.Search(ctx, demoScope(), sid)
		require.NoError(t, err)
		require.True(t, got.Record.AffectedByUpdate, "search %d", sid)
	}
	err = db.UpdatePepSearchResults(ctx, service.PepResultsUpdate{SearchID: id, Version: 9, At: at, Added: []service.PepSearchResult{fresh}})
	require.Error(t, err, "keys must match the results")
}
