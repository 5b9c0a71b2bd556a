package sqlite

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// Remembered answers are never served for data that changed since, however
// it changed (here: SQL behind the store's back, on the writer).
func TestResultCacheFollowsWrites(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	exec := func(q string, args ...any) {
		t.Helper()
		_, err := db.writer.ExecContext(ctx, q, args...)
		require.NoError(t, err)
	}
	own := owners(dataset.DemoAccountID, dataset.DemoUserName)

	for range 2 { // the second call is answered from the cache
		n, err := db.CountUnresolvedSearches(ctx, own)
		require.NoError(t, err)
		require.Equal(t, int64(dataset.DemoUnresolvedOwn), n)
	}
	exec("UPDATE sanctions_results SET resolved = TRUE WHERE search_id = ?", 1002)
	n, err := db.CountUnresolvedSearches(ctx, own)
	require.NoError(t, err)
	require.Equal(t, int64(dataset.DemoUnresolvedOwn-1), n)

	for range 2 {
		s, err := db.Search(ctx, demoScope(), dataset.DemoSearchWithNotes)
		require.NoError(t, err)
		require.Equal(t, dataset.DemoSearchWithNotesName, s.Record.SearchCriteria.Name)
	}
	exec("UPDATE sanctions_searches SET criteria_name = 'Renamed' WHERE id = ?", dataset.DemoSearchWithNotes)
	s, err := db.Search(ctx, demoScope(), dataset.DemoSearchWithNotes)
	require.NoError(t, err)
	require.Equal(t, "Renamed", s.Record.SearchCriteria.Name)
	exec("DELETE FROM search_links WHERE search_id = ?", dataset.DemoSearchWithNotes)
	s, err = db.Search(ctx, demoScope(), dataset.DemoSearchWithNotes)
	require.NoError(t, err)
	require.Empty(t, s.LinkedTo)
	// Another scope is another answer.
	_, err = db.Search(ctx, owners(dataset.DemoAccountID, dataset.ViewerUserName), dataset.DemoSearchWithNotes)
	require.ErrorIs(t, err, service.ErrNotFound)

	f := service.ValidIDFilter{Scope: demoScope(), Limit: 10}
	for range 2 {
		items, total, err := db.ListValidIDs(ctx, f)
		require.NoError(t, err)
		require.Equal(t, dataset.DemoValidIDCount, total)
		require.Len(t, items, 10)
	}
	exec("DELETE FROM validid_searches WHERE id = ?", dataset.DemoValidIDFirst)
	_, total, err := db.ListValidIDs(ctx, f)
	require.NoError(t, err)
	require.Equal(t, dataset.DemoValidIDCount-1, total)
	items, _, err := db.ListValidIDs(ctx, f)
	require.NoError(t, err)
	require.NoError(t, db.UpdateValidID(ctx, demoScope(), items[0].ID, true, false))
	again, _, err := db.ListValidIDs(ctx, f)
	require.NoError(t, err)
	for _, it := range again {
		if it.ID == items[0].ID {
			require.Equal(t, service.ValidIDStatusClientInResults, it.Status)
		}
	}
}

// A DBS page is remembered from its second reading at a version on (most
// random pages are read once), and its answers are the same either way.
func TestResultCacheKeepsRepeatedDbsPages(t *testing.T) {
	var c resultCache
	require.False(t, c.again("k", 1))
	require.True(t, c.again("k", 1))
	require.False(t, c.again("k", 2), "another version")
	require.False(t, c.again("other", 2))
	require.True(t, c.again("k", 2))

	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	f := service.DbsFilter{Scope: demoScope(), Limit: 2, Offset: 1}
	kept := func() int {
		db.result.mu.Lock()
		defer db.result.mu.Unlock()
		n := 0
		for _, r := range db.result.m {
			if _, ok := r.v.(dbsPageResult); ok {
				n++
			}
		}
		return n
	}
	first, total, err := db.ListDbsSearches(ctx, f)
	require.NoError(t, err)
	require.Zero(t, kept())
	for range 2 {
		again, total2, err := db.ListDbsSearches(ctx, f)
		require.NoError(t, err)
		require.Equal(t, first, again)
		require.Equal(t, total, total2)
		require.Equal(t, 1, kept())
	}
}
