package sqlite

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// refDbs is the plain answer of ListDbsSearches: COUNT(*) and
// ORDER BY ... LIMIT ... OFFSET over the table, with the orderings spelt
// out independently of dbspage.go.
func refDbs(t *testing.T, db *DB, f service.DbsFilter) ([]int64, int) {
	t.Helper()
	ids, total, err := refDbsErr(context.Background(), db, f)
	require.NoError(t, err)
	return ids, total
}

// refDbsIDs is refDbs for other goroutines (nil ids on error).
func refDbsIDs(ctx context.Context, db *DB, f service.DbsFilter) ([]int64, int) {
	ids, total, err := refDbsErr(ctx, db, f)
	if err != nil {
		return nil, -1
	}
	return ids, total
}

func refDbsErr(ctx context.Context, db *DB, f service.DbsFilter) ([]int64, int, error) {
	var w where
	w.scope("", f.Scope)
	if f.Name != "" {
		w.add(`name_key LIKE ? ESCAPE '\'`, containsPattern(f.Name))
	}
	if f.DateFrom != nil {
		w.add("date_searched >= ?", formatTime(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("date_searched < ?", formatTime(*f.DateTo))
	}
	if f.IsApplicationSubmitted != nil {
		w.add("is_application_submitted = ?", *f.IsApplicationSubmitted)
	}
	if f.IsIDCheckCompleted != nil {
		w.add("is_id_check_completed = ?", *f.IsIDCheckCompleted)
	}
	d := "ASC"
	if f.Desc {
		d = "DESC"
	}
	order := map[service.DbsSortField]string{
		"":                         "status_rank " + d + ", date_searched DESC, id DESC",
		service.DbsSortStatus:      "status_rank " + d + ", date_searched DESC, id DESC",
		service.DbsSortName:        "name_key " + d + ", id " + d,
		service.DbsSortDate:        "date_searched " + d + ", id " + d,
		service.DbsSortDateUpdated: "date_updated " + d + ", id " + d,
		service.DbsSortReference:   "reference " + d + ", id " + d,
	}[f.Sort]
	var total int
	if err := db.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM dbs_searches"+w.String(), w.args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := db.reader.QueryContext(ctx, "SELECT id FROM dbs_searches"+w.String()+" ORDER BY "+order+" LIMIT ? OFFSET ?",
		append(w.args, f.Limit, f.Offset)...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, 0, err
		}
		ids = append(ids, id)
	}
	return ids, total, rows.Err()
}

func checkDbsPage(t *testing.T, db *DB, f service.DbsFilter) {
	t.Helper()
	got, total, err := db.ListDbsSearches(context.Background(), f)
	require.NoError(t, err)
	wantIDs, wantTotal := refDbs(t, db, f)
	ids := []int64{}
	for _, s := range got {
		ids = append(ids, s.ID)
	}
	require.Equal(t, wantTotal, total, "total of %+v", f)
	require.Equal(t, wantIDs, ids, "page of %+v", f)
}

// checkDbsCounts compares the trigger-kept counters with a recount.
func checkDbsCounts(t *testing.T, db *DB) {
	t.Helper()
	q := func(sql string) map[[3]any]int64 {
		rows, err := db.reader.QueryContext(context.Background(), sql)
		require.NoError(t, err)
		defer rows.Close()
		out := map[[3]any]int64{}
		for rows.Next() {
			var acct, flags, n int64
			var owner string
			require.NoError(t, rows.Scan(&acct, &owner, &flags, &n))
			if n != 0 {
				out[[3]any{acct, owner, flags}] = n
			}
		}
		require.NoError(t, rows.Err())
		return out
	}
	require.Equal(t,
		q("SELECT account_id, owner_key, "+dbsFlagsExpr+", COUNT(*) FROM dbs_searches GROUP BY 1, 2, 3"),
		q("SELECT account_id, owner_key, flags, n FROM dbs_search_counts"))
}

func TestListDbsSearchesAtScale(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	checkDbsCounts(t, db) // the migration counted the demo rows
	const n = 2000
	_, err := db.Seed(ctx, SeedOptions{Dbs: n})
	require.NoError(t, err)
	checkDbsCounts(t, db)

	tr, fa := true, false
	now := testNow()
	from, to := now.AddDate(0, 0, -12), now.AddDate(0, 0, -11)
	filters := []service.DbsFilter{
		{Scope: demoScope()},
		{Scope: demoScope(), IsApplicationSubmitted: &tr},
		{Scope: demoScope(), IsApplicationSubmitted: &fa, IsIDCheckCompleted: &tr},
		{Scope: demoScope(), Name: "smith"},
		{Scope: demoScope(), DateFrom: &from, DateTo: &to},
		{Scope: owners(DemoAccountID, AnalystUserName)},
		{Scope: owners(DemoAccountID, AnalystUserName, DemoUserName), IsApplicationSubmitted: &tr},
		{Scope: owners(OtherAccountID, OtherUserName)},
	}
	sorts := []service.DbsSortField{service.DbsSortStatus, service.DbsSortName, service.DbsSortDate,
		service.DbsSortDateUpdated, service.DbsSortReference}
	rnd := rand.New(rand.NewPCG(1, 2))
	for _, base := range filters {
		for _, s := range sorts {
			for _, desc := range []bool{false, true} {
				f := base
				f.Sort, f.Desc, f.Limit = s, desc, 25
				_, total := refDbs(t, db, f)
				// Sequential pages (next links), the same deep page twice,
				// the page before it, the tail, random jumps and past the end.
				offsets := []int{0, 25, 50, 75}
				for _, o := range []int{total * 9 / 10, total * 9 / 10, total*9/10 - 25, total - 10, total - 1, total, total + 5} {
					offsets = append(offsets, max(o, 0))
				}
				for range 8 {
					offsets = append(offsets, rnd.IntN(total+1))
				}
				for _, o := range offsets {
					f.Offset = o
					checkDbsPage(t, db, f)
				}
				// Odd page sizes over status boundaries.
				f.Limit = 7
				for o := 0; o < min(total, 400); o += 57 {
					f.Offset = o
					checkDbsPage(t, db, f)
				}
			}
		}
	}

	// Position indexes (built by the first request that would step over
	// more than 50 rows), with a stride that does not divide the pages.
	defer func(after, stride int) { dbsIndexAfter, dbsIndexStride = after, stride }(dbsIndexAfter, dbsIndexStride)
	dbsIndexAfter, dbsIndexStride = 50, 97
	built := 0
	for _, base := range filters {
		for _, s := range sorts {
			for _, desc := range []bool{false, true} {
				f := base
				f.Sort, f.Desc, f.Limit = s, desc, 25
				_, total := refDbs(t, db, f)
				for _, o := range []int{total / 2, total/2 + 1} { // the second is a cache miss nearer an index point
					f.Offset = o
					checkDbsPage(t, db, f)
				}
				require.Eventually(t, func() bool {
					db.pages.mu.Lock()
					defer db.pages.mu.Unlock()
					return len(db.pages.building) == 0
				}, 10*time.Second, 5*time.Millisecond)
				for range 6 {
					f.Offset = rnd.IntN(total + 1)
					checkDbsPage(t, db, f)
				}
			}
		}
	}
	db.pages.mu.Lock()
	built = len(db.pages.index)
	db.pages.mu.Unlock()
	require.Positive(t, built)

	// Concurrent first requests for deep pages of lists not indexed yet at
	// a new version: one request builds each index, the others wait for it
	// (or read without it); every answer is exact.
	_, err = db.writer.ExecContext(ctx, "UPDATE dbs_searches SET reference = reference || 'x' WHERE id % 11 = 0")
	require.NoError(t, err)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(g), 7))
			for range 10 {
				f := filters[r.IntN(3)]
				f.Sort, f.Desc, f.Limit = sorts[r.IntN(len(sorts))], r.IntN(2) == 0, 25
				f.Offset = 100 + r.IntN(1800)
				got, total, err := db.ListDbsSearches(ctx, f)
				if err != nil {
					errs <- err
					return
				}
				ids := []int64{}
				for _, s := range got {
					ids = append(ids, s.ID)
				}
				wantIDs, wantTotal := refDbsIDs(ctx, db, f)
				if total != wantTotal || !slices.Equal(ids, wantIDs) {
					errs <- fmt.Errorf("%+v: got %d %v, want %d %v", f, total, ids, wantTotal, wantIDs)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}

	// A write moves the version on: counts and remembered positions of the
	// old data are not used.
	f := service.DbsFilter{Scope: demoScope(), Name: "smith", Sort: service.DbsSortDate, Limit: 25, Offset: 30}
	checkDbsPage(t, db, f)
	tx, err := db.beginWrite(ctx)
	require.NoError(t, err)
	for i := range 40 {
		require.NoError(t, insertDbsSearch(ctx, tx, dbsRow{AccountID: DemoAccountID, Owner: DemoUserName, Search: service.DbsSearchShort{
			ID: 900000 + int64(i), DateSearched: now.Add(-time.Duration(i) * time.Hour), DateUpdated: now,
			Status: service.DbsStatuses[i%len(service.DbsStatuses)], Name: "Zed Smith", Reference: "NEW",
			IsApplicationSubmitted: i%2 == 0,
		}}))
	}
	_, err = tx.ExecContext(ctx, "DELETE FROM dbs_searches WHERE id IN (SELECT id FROM dbs_searches WHERE name_key LIKE '%smith%' ORDER BY id LIMIT 3)")
	require.NoError(t, err)
	_, err = tx.ExecContext(ctx, "UPDATE dbs_searches SET is_application_submitted = NOT is_application_submitted, owner_key = 'analyst' WHERE id % 7 = 0")
	require.NoError(t, err)
	require.NoError(t, tx.Commit())
	checkDbsCounts(t, db)
	for _, o := range []int{0, 30, 55} {
		f.Offset = o
		checkDbsPage(t, db, f)
	}
	for _, base := range filters {
		f := base
		f.Limit, f.Offset = 25, 0
		checkDbsPage(t, db, f)
	}
}

// TestSeed checks the bench data: the large search and its reply size
// ingredients, idempotence of the large search, and that the demo
// contract's records are untouched.
func TestSeed(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	st, err := db.Seed(ctx, SeedOptions{Dbs: 500, Sanctions: 300})
	require.NoError(t, err)
	require.True(t, st.LargeSearch)
	require.Equal(t, 500, st.Dbs)
	s, err := db.Search(ctx, demoScope(), BenchLargeSearch)
	require.NoError(t, err)
	require.Len(t, s.Record.ListSearchResults, BenchLargeSearchResults)
	lists := map[string]bool{}
	for _, e := range s.Record.ListSearchResults {
		lists[e.SanctionsListID] = true
	}
	require.GreaterOrEqual(t, len(lists), 3)
	require.Equal(t, 1, count(t, db, "SELECT COUNT(*) FROM dbs_searches WHERE id = 3001"))
	require.Equal(t, DemoDbsCount+500, count(t, db, "SELECT COUNT(*) FROM dbs_searches WHERE account_id = 1"))
	require.Equal(t, 300, count(t, db, "SELECT COUNT(*) FROM sanctions_searches WHERE id >= 10000001"))
	st, err = db.Seed(ctx, SeedOptions{})
	require.NoError(t, err)
	require.False(t, st.LargeSearch)
	// The indexes and triggers dropped for the load are back.
	require.Equal(t, 3, count(t, db, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'dbs_searches'"))
	require.Equal(t, 12, count(t, db, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'dbs_searches'"))
	checkDbsCounts(t, db)
}
