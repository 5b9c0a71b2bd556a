package postgres

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/postgres/pgtest"
)

func openGroupCommitDB(t *testing.T, now time.Time) *DB {
	t.Helper()
	ctx := context.Background()
	db, err := Open(ctx, pgtest.DSN(t), Options{Now: func() time.Time { return now }})
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	_, err = db.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)
	return db
}

// searchTotal is GetSearches' total of the demo account (from the count
// rows the statement triggers keep).
func searchTotal(t *testing.T, db *DB) int {
	t.Helper()
	_, n, err := db.ListSearches(context.Background(), service.SearchFilter{Scope: service.Scope{AccountID: dataset.DemoAccountID}, Limit: 1})
	require.NoError(t, err)
	return n
}

// requireStored checks that search id reads back as n with the result ids
// n.ResultIDs received.
func requireStored(t *testing.T, db *DB, id int64, n service.NewSanctionsSearch) {
	t.Helper()
	got, err := db.Search(context.Background(), service.Scope{AccountID: n.AccountID}, id)
	require.NoError(t, err)
	require.Equal(t, n.Owner, got.Owner)
	require.Equal(t, n.Record.SearchCriteria, got.Record.SearchCriteria)
	require.Equal(t, n.Record.SearchSources, got.Record.SearchSources)
	require.Len(t, got.Record.ListSearchResults, len(n.Record.ListSearchResults))
	for i, e := range got.Record.ListSearchResults {
		require.Equal(t, n.ResultIDs[i], e.SearchResultID)
		require.Equal(t, n.Record.ListSearchResults[i].Names, e.Names)
		require.Equal(t, n.Record.ListSearchResults[i].SanctionsListID, e.SanctionsListID)
	}
}

// TestGroupCommit checks CreateSearch's group commit on one database (the
// demo's load is most of a test's time).
func TestGroupCommit(t *testing.T) {
	now := time.Now().UTC().Truncate(time.Microsecond)
	db := openGroupCommitDB(t, now)
	t.Run("OneStatement", func(t *testing.T) { testCreateSearchesInOneStatement(t, db, now) })
	t.Run("SourceSets", func(t *testing.T) { testSourceSets(t, db, now) })
	t.Run("FailingSearchFailsAlone", func(t *testing.T) { testFailingSearchFailsAlone(t, db, now) })
	t.Run("Concurrent", func(t *testing.T) { testCreateSearchConcurrent(t, db, now) })
}

// Several searches in one statement: each gets its own sources and
// results, the results' ids in order, and the account's version and
// counts move in that one transaction (one bump for the batch).
func testCreateSearchesInOneStatement(t *testing.T, db *DB, now time.Time) {
	ctx := context.Background()
	v0, ok := db.readAccountVersion(ctx, dataset.DemoAccountID)
	require.True(t, ok)
	n0 := searchTotal(t, db)

	ns := make([]service.NewSanctionsSearch, 3)
	for i := range ns {
		ns[i] = benchSearch(now, 100+i)
	}
	// Results: 4, none, 2; owners: demo, analyst, demo.
	ns[1].Record.ListSearchResults, ns[1].Keys, ns[1].ResultIDs = nil, nil, nil
	ns[1].Owner = dataset.AnalystUserName
	ns[2].Record.ListSearchResults, ns[2].Keys, ns[2].ResultIDs = ns[2].Record.ListSearchResults[:2], ns[2].Keys[:2], ns[2].ResultIDs[:2]
	ns[2].Record.SearchSources, ns[2].Versions = ns[2].Record.SearchSources[:3], ns[2].Versions[:3]
	ids, err := createSearches(ctx, db.pool, ns, nil)
	require.NoError(t, err)
	require.Len(t, ids, 3)
	require.Less(t, ids[0], ids[1])
	require.Less(t, ids[1], ids[2])
	for i, n := range ns {
		for k := 1; k < len(n.ResultIDs); k++ {
			require.Less(t, n.ResultIDs[k-1], n.ResultIDs[k], "results in the order given")
		}
		requireStored(t, db, ids[i], n)
	}
	v, ok := db.readAccountVersion(ctx, dataset.DemoAccountID)
	require.True(t, ok)
	require.Equal(t, v0+1, v, "one transaction, one bump")
	require.Equal(t, n0+3, searchTotal(t, db))
}

// Searches of the same sources name one stored set, other sources
// another; a batch may mix searches with sets and searches with rows of
// their own; every one reads back its own sources (Search, ListSearches,
// SearchListVersions), and a list update marks the source of the search
// it affects only, not of the searches sharing its set.
func testSourceSets(t *testing.T, db *DB, now time.Time) {
	ctx := context.Background()
	scope := service.Scope{AccountID: dataset.DemoAccountID}
	ns := make([]service.NewSanctionsSearch, 4)
	for i := range ns {
		ns[i] = benchSearch(now, 200+i)
	}
	// 0 and 1: the same nine sources; 2: other versions; 3: rows of its own.
	ns[2].Versions = append([]int64(nil), ns[2].Versions...)
	ns[2].Versions[4] = 99
	sets := make([]int64, len(ns))
	for i := range 3 {
		var err error
		sets[i], err = db.sourceSet(ctx, ns[i])
		require.NoError(t, err)
		require.NotZero(t, sets[i])
	}
	require.Equal(t, sets[0], sets[1])
	require.NotEqual(t, sets[0], sets[2])
	again, err := storeSourceSet(ctx, db, sourceSetKey(nil, ns[0]), ns[0])
	require.NoError(t, err)
	require.Equal(t, sets[0], again, "a set stored again is the one stored")

	ids, err := createSearches(ctx, db.pool, ns, sets)
	require.NoError(t, err)
	var own int
	require.NoError(t, db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM sanctions_sources WHERE search_id = ANY ($1)", ids).Scan(&own))
	require.Equal(t, len(ns[3].Record.SearchSources), own, "only the search without a set has rows of its own")
	for i, n := range ns {
		requireStored(t, db, ids[i], n)
		vs, err := db.SearchListVersions(ctx, scope, ids[i])
		require.NoError(t, err)
		require.Len(t, vs, len(n.Versions))
		for k, v := range vs {
			require.Equal(t, n.Record.SearchSources[k].ListID, v.ListID)
			require.Equal(t, n.Versions[k], v.Searched)
		}
	}
	page, _, err := db.ListSearches(ctx, service.SearchFilter{Scope: scope, Limit: 100})
	require.NoError(t, err)
	listed := map[int64][]service.SearchSource{}
	for _, r := range page {
		listed[r.ID] = r.SearchSources
	}
	for i, n := range ns {
		require.Equal(t, n.Record.SearchSources, listed[ids[i]], "search %d listed", i)
	}

	// A list update of search 0's OFACL results (twice in one call: its
	// set is copied once).
	require.NoError(t, db.UpdateSearchResults(ctx,
		service.SearchResultsUpdate{SearchID: ids[0], ListID: "OFACL", Version: 50, At: now},
		service.SearchResultsUpdate{SearchID: ids[0], ListID: "EU", Version: 51, At: now}))
	got, err := db.Search(ctx, scope, ids[0])
	require.NoError(t, err)
	for k, src := range got.Record.SearchSources {
		if src.ListID == "OFACL" || src.ListID == "EU" {
			require.NotNil(t, src.IsAffectedByListUpdate, src.ListID)
			require.True(t, *src.IsAffectedByListUpdate, src.ListID)
			continue
		}
		require.Equal(t, ns[0].Record.SearchSources[k], src)
	}
	vs, err := db.SearchListVersions(ctx, scope, ids[0])
	require.NoError(t, err)
	require.Len(t, vs, len(ns[0].Versions))
	requireStored(t, db, ids[1], ns[1])
}

// A batch with a failing search is written again one search at a time:
// only the failing call fails, and a call given up before its batch is
// written is not stored.
func testFailingSearchFailsAlone(t *testing.T, db *DB, now time.Time) {
	ctx := context.Background()
	n0 := searchTotal(t, db)

	gone, cancel := context.WithCancel(ctx)
	cancel()
	batch := make([]*createReq, 4)
	for i := range batch {
		batch[i] = &createReq{ctx: ctx, n: benchSearch(now, i)}
	}
	batch[1].n.AccountID = 987654 // no such account
	batch[3].ctx = gone
	db.writeSearches(batch)
	require.NoError(t, batch[0].err)
	require.ErrorIs(t, batch[1].err, service.ErrNotFound)
	require.NoError(t, batch[2].err)
	require.ErrorIs(t, batch[3].err, context.Canceled)
	requireStored(t, db, batch[0].id, batch[0].n)
	requireStored(t, db, batch[2].id, batch[2].n)
	require.Equal(t, n0+2, searchTotal(t, db))
}

// Concurrent calls (grouped as they come) each get their own search; a
// closed store refuses new ones.
func testCreateSearchConcurrent(t *testing.T, db *DB, now time.Time) {
	ctx := context.Background()
	n0 := searchTotal(t, db)

	const calls = 40
	ids := make([]int64, calls)
	ns := make([]service.NewSanctionsSearch, calls)
	var wg sync.WaitGroup
	for i := range calls {
		ns[i] = benchSearch(now, i)
		if i%3 == 0 {
			ns[i].Owner = dataset.AnalystUserName
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			id, err := db.CreateSearch(ctx, ns[i])
			if err != nil {
				t.Error(err)
			}
			ids[i] = id
		}()
	}
	wg.Wait()
	seen := map[int64]bool{}
	for i, id := range ids {
		require.False(t, seen[id], "search %d: id %d twice", i, id)
		seen[id] = true
		requireStored(t, db, id, ns[i])
	}
	require.Equal(t, n0+calls, searchTotal(t, db))

	require.NoError(t, db.Close())
	_, err := db.CreateSearch(ctx, benchSearch(now, calls))
	require.ErrorIs(t, err, errStoreClosed, fmt.Sprint(err))
}
