package sqlite

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// TestGroupCommitBumpsSanctionsVersion (migration 0017): the group commit
// of CreateSearch moves the sanctions version (once per transaction, not
// once per row), its mark that silences the row triggers is never
// committed, and writes made anywhere else still move the version row by
// row — here plain SQL on the writer right after concurrent searches.
func TestGroupCommitBumpsSanctionsVersion(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	version := func() int64 { return sanctionsVersion(t, db) }
	search := func() service.NewSanctionsSearch { return sixtyResults(now) }
	marks := func() int { return versionMarks(t, db) }

	v0 := version()
	_, err := db.CreateSearch(ctx, search())
	require.NoError(t, err)
	v1 := version()
	require.Equal(t, v0+1, v1, "one search, one transaction: one move, not one per row")
	require.Zero(t, marks(), "the mark is never committed")

	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := db.CreateSearch(ctx, search())
			require.NoError(t, err)
		}()
	}
	wg.Wait()
	v2 := version()
	require.Greater(t, v2, v1, "concurrent searches (batched) move it")
	require.LessOrEqual(t, v2, v1+8, "at most once per transaction")
	require.Zero(t, marks())

	_, err = db.writer.ExecContext(ctx, "UPDATE sanctions_results SET resolved = TRUE WHERE id IN (SELECT id FROM sanctions_results LIMIT 3)")
	require.NoError(t, err)
	require.Equal(t, v2+3, version(), "rows written outside the group commit still bump through the triggers")
}

// sanctionsVersion is the sanctions data version, read on the writer.
func sanctionsVersion(t *testing.T, db *DB) int64 {
	t.Helper()
	var v int64
	require.NoError(t, db.writer.QueryRowContext(context.Background(), versionQuery, versionSanctions).Scan(&v))
	return v
}

// versionMarks is the number of committed version marks (always 0 outside
// a group commit's transaction).
func versionMarks(t *testing.T, db *DB) int {
	t.Helper()
	var n int
	require.NoError(t, db.writer.QueryRowContext(context.Background(), "SELECT COUNT(*) FROM table_version_marks").Scan(&n))
	return n
}

// sixtyResults is a search with one source and 60 results (AddSearch's
// usual size over ALL lists).
func sixtyResults(now time.Time) service.NewSanctionsSearch {
	r := service.SearchRecord{SearchType: "individual", DateSearched: now, DateUpdated: now,
		SearchCriteria: &service.SearchCriteria{Name: "Ivan Petrov"},
		SearchSources:  []service.SearchSource{{ListID: "OFACL", ListName: "US Treasury OFAC SDN List", ListShortName: "OFAC"}}}
	var keys []string
	for i := range 60 {
		keys = append(keys, "1234")
		r.ListSearchResults = append(r.ListSearchResults, service.SearchResultEntry{SearchResultID: int64(i + 1), ResultStrength: 90,
			ResultSimilarity: service.NewDecimal(9000, 2), ResultType: "individual", SanctionsListID: "OFACL",
			SanctionsListName: "US Treasury OFAC SDN List",
			Names:             []service.SearchResultName{{SearchResultNameID: 1, Type: "primary", FullName: "Ivan PETROV"}}})
	}
	return service.NewSanctionsSearch{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName, Record: r,
		Lists: []string{"OFACL"}, Versions: []int64{3}, Keys: keys}
}

// TestUpdateSearchResultsBumpsSanctionsVersionOnce: UpdateSearchResults
// (monitoring's write) moves the sanctions version once per transaction
// however many rows it updates and inserts, and commits no mark.
func TestUpdateSearchResultsBumpsSanctionsVersionOnce(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	version := func() int64 { return sanctionsVersion(t, db) }
	var ids []int64
	for range 3 {
		id, err := db.CreateSearch(ctx, sixtyResults(now))
		require.NoError(t, err)
		ids = append(ids, id)
	}
	added := service.SearchResultEntry{ResultStrength: 80, ResultSimilarity: service.NewDecimal(8000, 2), ResultType: "individual",
		SanctionsListID: "OFACL", SanctionsListName: "US Treasury OFAC SDN List",
		Names: []service.SearchResultName{{Type: "primary", FullName: "Ivan PETROV"}}}
	var us []service.SearchResultsUpdate
	for _, id := range ids {
		us = append(us, service.SearchResultsUpdate{SearchID: id, ListID: "OFACL", Version: 4, At: now, Superseded: []string{"1234"},
			Added: []service.SearchResultEntry{added, added}, AddedKeys: []string{"5678", "9012"}})
	}
	v0 := version()
	require.NoError(t, db.UpdateSearchResults(ctx, us...))
	require.Equal(t, v0+1, version(), "one transaction: one move, not one per row (3 searches, 3 sources, 180 results superseded, 6 added)")
	require.Zero(t, versionMarks(t, db), "the mark is never committed")
	var n int
	require.NoError(t, db.writer.QueryRowContext(ctx, "SELECT COUNT(*) FROM sanctions_results WHERE superseded_by = 4").Scan(&n))
	require.Equal(t, 180, n)

	// A search that is gone: the others are recorded, the version moves.
	v1 := version()
	err := db.UpdateSearchResults(ctx, service.SearchResultsUpdate{SearchID: 987654321, ListID: "OFACL", Version: 5, At: now},
		service.SearchResultsUpdate{SearchID: ids[0], ListID: "OFACL", Version: 5, At: now, Superseded: []string{"5678"}})
	require.ErrorIs(t, err, service.ErrNotFound)
	require.Equal(t, v1+1, version())
}
