package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
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
	// The filter as the store builds it; the order and the paging are
	// the plain ORDER BY ... LIMIT/OFFSET the store must agree with.
	w := dbsWhere(f)
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
	_, err := db.Seed(ctx, dataset.SeedOptions{Dbs: n})
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
		{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName)},
		{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), IsApplicationSubmitted: &tr},
		{Scope: owners(dataset.OtherAccountID, dataset.OtherUserName)},
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
		require.NoError(t, insertDbsSearch(ctx, tx, dataset.DbsRecord{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName, Search: service.DbsSearchShort{
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
	st, err := db.Seed(ctx, dataset.SeedOptions{Dbs: 500, Sanctions: 300})
	require.NoError(t, err)
	require.True(t, st.LargeSearch)
	require.Equal(t, 500, st.Dbs)
	s, err := db.Search(ctx, demoScope(), dataset.BenchLargeSearch)
	require.NoError(t, err)
	require.Len(t, s.Record.ListSearchResults, dataset.BenchLargeSearchResults)
	lists := map[string]bool{}
	for _, e := range s.Record.ListSearchResults {
		lists[e.SanctionsListID] = true
	}
	require.GreaterOrEqual(t, len(lists), 3)
	require.Equal(t, 1, count(t, db, "SELECT COUNT(*) FROM dbs_searches WHERE id = 3001"))
	require.Equal(t, dataset.DemoDbsCount+500, count(t, db, "SELECT COUNT(*) FROM dbs_searches WHERE account_id = 1"))
	require.Equal(t, 300, count(t, db, "SELECT COUNT(*) FROM sanctions_searches WHERE id >= 10000001"))
	st, err = db.Seed(ctx, dataset.SeedOptions{})
	require.NoError(t, err)
	require.False(t, st.LargeSearch)
	// The indexes and triggers dropped for the load are back.
	require.Equal(t, 3, count(t, db, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'dbs_searches'"))
	require.Equal(t, 12, count(t, db, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'dbs_searches'"))
	checkDbsCounts(t, db)
}

// seedDbsRuns adds n DBS searches to the demo account whose sort columns
// repeat a lot: four names, five update times, a few hundred search times,
// empty and shared references, so that lists have long runs of equal lead
// values, short ones, and unique ones.
func seedDbsRuns(t *testing.T, db *DB, n int) {
	t.Helper()
	ctx := context.Background()
	rnd := rand.New(rand.NewPCG(11, 12))
	now := testNow()
	tx, err := db.beginWrite(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback() }()
	names := []string{"Ann Smith", "Bob Jones", "ann smith", "Zed Brown"}
	for i := range n {
		name := names[rnd.IntN(len(names))]
		if rnd.IntN(10) == 0 {
			name = fmt.Sprintf("Unique %05d", i)
		}
		ref := ""
		switch rnd.IntN(5) {
		case 0, 1:
			ref = fmt.Sprintf("REF-%02d", rnd.IntN(30))
		case 2:
			ref = fmt.Sprintf("U-%05d", i)
		}
		status := service.DbsStatuses[rnd.IntN(len(service.DbsStatuses))]
		if rnd.IntN(20) == 0 {
			status = fmt.Sprintf("Sent to DBS: (eBulk batch %d)", rnd.IntN(3))
		}
		owner := dataset.DemoUserName
		if i%3 == 0 {
			owner = dataset.AnalystUserName
		}
		require.NoError(t, insertDbsSearch(ctx, tx, dataset.DbsRecord{AccountID: dataset.DemoAccountID, Owner: owner, Search: service.DbsSearchShort{
			ID:                       200000 + int64(i),
			DateSearched:             now.Add(-time.Duration(rnd.IntN(400)) * time.Hour),
			DateUpdated:              now.Add(-time.Duration(rnd.IntN(5)) * 24 * time.Hour),
			Status:                   status,
			Name:                     name,
			Reference:                ref,
			DisclosureLevel:          []string{"", "Basic", "Enhanced"}[rnd.IntN(3)],
			IsApplicantInfoCompleted: rnd.IntN(2) == 0,
			IsIDCheckCompleted:       rnd.IntN(2) == 0,
			IsApplicationSubmitted:   rnd.IntN(2) == 0,
			IsApplicationDisclosed:   rnd.IntN(2) == 0,
			IsDbsDueRenewal:          rnd.IntN(2) == 0,
		}}))
	}
	require.NoError(t, tx.Commit())
}

var dbsSorts = []service.DbsSortField{service.DbsSortStatus, service.DbsSortName, service.DbsSortDate,
	service.DbsSortDateUpdated, service.DbsSortReference}

// TestListDbsSearchesRandomPages compares random pages (and the pages
// after them) of every ordering, filtered several ways, with OFFSET/LIMIT,
// on a table full of equal sort values, with a dense position index
// (so that most pages start from one of its points, within a run of
// equal lead values or not).
func TestListDbsSearchesRandomPages(t *testing.T) {
	db := mustOpenDemo(t, testNow())
	seedDbsRuns(t, db, 3000)
	defer func(after, stride int) { dbsIndexAfter, dbsIndexStride = after, stride }(dbsIndexAfter, dbsIndexStride)
	dbsIndexAfter, dbsIndexStride = 20, 37

	tr := true
	filters := []service.DbsFilter{
		{Scope: demoScope()},
		{Scope: demoScope(), IsApplicationSubmitted: &tr},
		{Scope: demoScope(), Name: "smith"},
		{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName)},
	}
	rnd := rand.New(rand.NewPCG(13, 14))
	for _, base := range filters {
		for _, s := range dbsSorts {
			for _, desc := range []bool{false, true} {
				f := base
				f.Sort, f.Desc, f.Limit = s, desc, 25
				_, total := refDbs(t, db, f)
				offsets := []int{0, total - 25, total - 1}
				for range 15 {
					o := rnd.IntN(total + 1)
					offsets = append(offsets, o, o+25, o+50) // and the next pages
				}
				for _, o := range offsets {
					f.Offset = max(o, 0)
					checkDbsPage(t, db, f)
				}
				f.Limit = 1 + rnd.IntN(60)
				for range 5 {
					f.Offset = rnd.IntN(total + 1)
					checkDbsPage(t, db, f)
				}
			}
		}
	}
}

// TestDbsPositionIndex checks the position index: its points are the keys
// of the rows at their positions, read forwards or, for the reversed
// ordering, backwards; one index serves a list and its reverse (not the
// two status orderings, which are not each other's reverse); every
// position is less than a stride past a known one.
func TestDbsPositionIndex(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	seedDbsRuns(t, db, 2000)
	defer func(after, stride int) { dbsIndexAfter, dbsIndexStride = after, stride }(dbsIndexAfter, dbsIndexStride)
	dbsIndexAfter, dbsIndexStride = 20, 29

	keyAt := func(o dbsOrdering, w *where, pos int) []any {
		t.Helper()
		keys, err := dbsKeyQuery(o)(ctx, readTx{db: db}, w, "", nil, o.orderBy(false), 1, pos)
		require.NoError(t, err)
		require.Len(t, keys, 1)
		return keys[0]
	}
	for _, s := range dbsSorts {
		var w where
		w.scope("", demoScope())
		asc, err := dbsOrderingOf(s, false)
		require.NoError(t, err)
		desc, err := dbsOrderingOf(s, true)
		require.NoError(t, err)
		f := service.DbsFilter{Scope: demoScope(), Sort: s, Limit: 25}
		_, total := refDbs(t, db, f)
		// A deep page of the descending list builds the index.
		f.Desc, f.Offset = true, total/2
		checkDbsPage(t, db, f)

		db.pages.mu.Lock()
		la, ld := dbsListOf(&w, asc), dbsListOf(&w, desc)
		// -status (rank, date, id all descending) is read backwards too,
		// but from an index of its own (ties are newest first in both
		// status orderings: they are not each other's reverse).
		shared := asc.lead != "status_rank"
		require.Equal(t, shared, la.index == ld.index, s)
		require.True(t, ld.rev, s)
		require.False(t, la.rev, s)
		x := db.pages.index[ld.index]
		require.NotNil(t, x, s)
		require.Equal(t, total, x.total)
		require.Equal(t, total/dbsIndexStride, len(x.ends), s) // total is not a multiple of the stride
		var pts [2][]dbsCheckpoint
		for r := range x.ends {
			pts[0] = append(pts[0], x.byRank(r, false))
			pts[1] = append(pts[1], x.byRank(r, true))
		}
		db.pages.mu.Unlock()

		views := map[*dbsOrdering][]dbsCheckpoint{&desc: pts[1]}
		if shared {
			views[&asc] = pts[0]
		}
		for lp, view := range views {
			list := *lp
			for r, p := range view {
				if r > 0 {
					require.Greater(t, p.pos, view[r-1].pos)
				}
				require.Equal(t, keyAt(list, &w, p.pos), p.key, "%s point %d at %d", list.orderBy(false), r, p.pos)
			}
			l := dbsListOf(&w, list)
			for pos := dbsIndexStride; pos < total; pos += 7 {
				near := db.pages.nearest(db.pages.version, l, pos)
				require.True(t, near.ok)
				require.LessOrEqual(t, near.at.pos, pos)
				require.Greater(t, near.at.pos, pos-dbsIndexStride, "%s at %d", list.orderBy(false), pos)
				require.Equal(t, keyAt(list, &w, near.at.pos), near.at.key)
			}
		}
		// Pages of both directions are exact.
		for _, d := range []bool{false, true} {
			f.Desc = d
			for o := 0; o < total; o += 61 {
				f.Offset = o
				checkDbsPage(t, db, f)
			}
		}
	}
}

// recordingQuerier records the texts of the queries run through it.
type recordingQuerier struct {
	querier
	texts []string
}

func (r *recordingQuerier) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	r.texts = append(r.texts, query)
	return r.querier.QueryContext(ctx, query, args...)
}

func (r *recordingQuerier) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	r.texts = append(r.texts, query)
	return r.querier.QueryRowContext(ctx, query, args...)
}

// TestDbsQueryTexts checks that page reads never bind a LIMIT (which makes
// SQLite prepare the statement again at every execution) and that their
// texts do not depend on the position read, so that random pages of a list
// run a few prepared statements.
func TestDbsQueryTexts(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	seedDbsRuns(t, db, 1500)
	defer func(after, stride int) { dbsIndexAfter, dbsIndexStride = after, stride }(dbsIndexAfter, dbsIndexStride)
	dbsIndexAfter, dbsIndexStride = 20, 31

	boundLimit := regexp.MustCompile(`LIMIT \?`)
	for _, s := range dbsSorts {
		for _, desc := range []bool{false, true} {
			o, err := dbsOrderingOf(s, desc)
			require.NoError(t, err)
			var w where
			w.scope("", demoScope())
			rec := &recordingQuerier{querier: readTx{db: db}}
			x, err := buildDbsIndex(ctx, rec, &w, o, 1500+dataset.DemoDbsCount, 31)
			require.NoError(t, err)
			require.NotEmpty(t, x.ends)
			for r := 0; r < len(x.ends); r += 3 {
				cp := x.byRank(r, false)
				for _, split := range []bool{false, true} {
					var extra []dbsKeyExtra
					_, err := dbsAfterWith(ctx, rec, &w, o, cp, 30, 25, split, nil, dbsRowQuery(o, &extra, nil))
					require.NoError(t, err)
				}
			}
			var extra []dbsKeyExtra
			_, err = dbsRowQuery(o, &extra, nil)(ctx, rec, &w, "", nil, o.orderBy(true), 25, 40)
			require.NoError(t, err)
			for _, q := range rec.texts {
				require.False(t, boundLimit.MatchString(q), q)
			}
		}
	}

	// Random pages of a list: a handful of statement shapes, not one per
	// position.
	f := service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortName, Limit: 25}
	_, total := refDbs(t, db, f)
	rnd := rand.New(rand.NewPCG(15, 16))
	f.Offset = total / 2
	checkDbsPage(t, db, f) // builds the index
	stmts := func() int {
		db.cache.mu.RLock()
		defer db.cache.mu.RUnlock()
		return len(db.cache.stmts) + len(db.cache.preparing)
	}
	require.Eventually(t, func() bool {
		db.cache.mu.RLock()
		defer db.cache.mu.RUnlock()
		return len(db.cache.preparing) == 0
	}, 10*time.Second, time.Millisecond)
	before := stmts()
	for range 300 {
		f.Offset, f.Desc = rnd.IntN(total-25), rnd.IntN(2) == 0
		checkDbsPage(t, db, f)
	}
	require.LessOrEqual(t, stmts()-before, 12)
}

// TestDbsIndexEviction checks the bounds on position indexes: past the
// byte budget (or the number of lists) the least recently used go first,
// an index larger than the budget is not kept, and a new version drops
// them all.
func TestDbsIndexEviction(t *testing.T) {
	defer func(b int) { dbsIndexMaxBytes = b }(dbsIndexMaxBytes)
	mk := func(points int) *dbsIndex {
		x := &dbsIndex{stride: 10, total: 10 * (points + 1)}
		for i := range points {
			require.True(t, x.add([]any{int64(i), fmt.Sprintf("%030d", i), nil, 1.5}))
		}
		return x
	}
	x := mk(100)
	x.data, x.ends = slices.Clip(x.data), slices.Clip(x.ends) // as kept
	size := x.size()
	dbsIndexMaxBytes = 3*size + size/2
	var c pageCache
	list := func(i int) dbsList { return dbsList{key: fmt.Sprint("k", i), index: fmt.Sprint("i", i)} }
	put := func(i int) {
		build, wait := c.startIndex(1, list(i), 1010, 10, 0)
		require.True(t, build)
		require.Nil(t, wait)
		c.putIndex(1, list(i), mk(100))
	}
	has := func(i int) bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		return c.index[list(i).index] != nil
	}
	put(0)
	put(1)
	put(2)
	require.True(t, c.nearest(1, list(0), 55).ok) // 0 used last, 1 least recently
	put(3)
	require.False(t, has(1))
	for _, i := range []int{0, 2, 3} {
		require.True(t, has(i), i)
	}
	require.LessOrEqual(t, c.indexBytes, dbsIndexMaxBytes)
	near := c.nearest(1, list(3), 55)
	require.True(t, near.ok)
	require.Equal(t, 49, near.at.pos)
	require.Equal(t, []any{int64(4), fmt.Sprintf("%030d", 4), nil, 1.5}, near.at.key)
	require.Equal(t, 59, near.next.pos)
	require.Equal(t, 39, near.prev.pos)

	// Too large for the budget: built, not kept (and not built again by
	// whoever was waiting, who reads without it).
	build, _ := c.startIndex(1, list(9), 4010, 10, 0)
	require.True(t, build)
	c.putIndex(1, list(9), mk(400))
	require.False(t, has(9))
	require.LessOrEqual(t, c.indexBytes, dbsIndexMaxBytes)

	// A new version: nothing left.
	require.False(t, c.nearest(2, list(0), 55).ok)
	require.Zero(t, c.indexBytes)
	require.Empty(t, c.index)
}

// TestDbsPageOutsideTx checks pages read outside a transaction: exact when
// the caches describe the data read, refused (errDbsNeedTx) when a
// statement read another version or the list is not indexed yet.
func TestDbsPageOutsideTx(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	seedDbsRuns(t, db, 1500)
	defer func(after, stride int) { dbsIndexAfter, dbsIndexStride = after, stride }(dbsIndexAfter, dbsIndexStride)
	dbsIndexAfter, dbsIndexStride = 20, 31

	v, err := db.version(ctx, readTx{db: db}, versionDbs)
	require.NoError(t, err)
	var w where
	w.scope("", demoScope())
	f := service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortName, Limit: 25}
	o, err := dbsOrderingOf(f.Sort, false)
	require.NoError(t, err)
	wantAt := func(offset int) []int64 {
		f.Offset = offset
		ids, _ := refDbs(t, db, f)
		return ids
	}
	idsOf := func(rows []service.DbsSearchShort) []int64 {
		ids := []int64{}
		for _, r := range rows {
			ids = append(ids, r.ID)
		}
		return ids
	}
	_, total := refDbs(t, db, f)

	// Near the start: no index needed.
	rows, err := db.dbsPage(ctx, nil, v, &w, o, total, 10, 25, false)
	require.NoError(t, err)
	require.Equal(t, wantAt(10), idsOf(rows))
	// Deep, not indexed: refused; indexed (by a page in a transaction): read.
	_, err = db.dbsPage(ctx, nil, v, &w, o, total, total/2, 25, false)
	require.ErrorIs(t, err, errDbsNeedTx)
	f.Offset = total / 2
	checkDbsPage(t, db, f)
	for _, offset := range []int{total/2 + 7, total / 3, total - 30, total - 3} {
		rows, err := db.dbsPage(ctx, nil, v, &w, o, total, offset, 25, false)
		require.NoError(t, err)
		require.Equal(t, wantAt(offset), idsOf(rows), offset)
	}
	// Statements that read another version than the caches describe.
	_, err = db.dbsPage(ctx, nil, v+1, &w, o, total, 10, 25, false)
	require.ErrorIs(t, err, errDbsNeedTx)
}

// TestListDbsSearchesConcurrentWrites reads random pages while another
// connection keeps rewriting every row (not their sort columns): each page
// must be the same rows as before, all of one write (no page mixes rows
// read before and after a commit), whichever way it was read.
func TestListDbsSearchesConcurrentWrites(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	seedDbsRuns(t, db, 1500)
	defer func(after, stride int) { dbsIndexAfter, dbsIndexStride = after, stride }(dbsIndexAfter, dbsIndexStride)
	dbsIndexAfter, dbsIndexStride = 20, 31

	type page struct {
		f   service.DbsFilter
		ids []int64
	}
	var pages []page
	rnd := rand.New(rand.NewPCG(17, 18))
	for _, s := range dbsSorts {
		for _, desc := range []bool{false, true} {
			f := service.DbsFilter{Scope: demoScope(), Sort: s, Desc: desc, Limit: 25}
			_, total := refDbs(t, db, f)
			for range 12 {
				f.Offset = rnd.IntN(total)
				ids, _ := refDbs(t, db, f)
				pages = append(pages, page{f, ids})
			}
		}
	}

	write := func(gen int) error {
		_, err := db.writer.ExecContext(ctx, "UPDATE dbs_searches SET disclosure_level = ? WHERE account_id = ?",
			fmt.Sprint("gen ", gen), dataset.DemoAccountID)
		return err
	}
	require.NoError(t, write(0))
	stop := make(chan struct{})
	writerDone := make(chan error, 1)
	go func() {
		for gen := 1; ; gen++ {
			select {
			case <-stop:
				writerDone <- nil
				return
			default:
			}
			if err := write(gen); err != nil {
				writerDone <- err
				return
			}
		}
	}()
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(g), 19))
			for range 150 {
				p := pages[r.IntN(len(pages))]
				got, _, err := db.ListDbsSearches(ctx, p.f)
				if err != nil {
					errs <- err
					return
				}
				ids := []int64{}
				for _, s := range got {
					ids = append(ids, s.ID)
					if s.DisclosureLevel != got[0].DisclosureLevel {
						errs <- fmt.Errorf("%+v: rows of two writes: %q and %q", p.f, got[0].DisclosureLevel, s.DisclosureLevel)
						return
					}
				}
				if !slices.Equal(ids, p.ids) {
					errs <- fmt.Errorf("%+v: got %v, want %v", p.f, ids, p.ids)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	require.NoError(t, <-writerDone)
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
}

// TestDbsIndexBuildLetsOthersThrough checks that a position index build
// does not hold up the other reads (bench row 6g: every read of the server
// waited for each build, which held the only place at the gate for its
// whole run): between its parts the build holds no place at the gate,
// reads of other lists go through, and so do the pages of the list being
// built that its points read so far cover. Every page is exact.
func TestDbsIndexBuildLetsOthersThrough(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	seedDbsRuns(t, db, 2000)
	defer func(after, stride int, slice time.Duration, hook func()) {
		dbsIndexAfter, dbsIndexStride, dbsBuildSlice, dbsBuildPaused = after, stride, slice, hook
	}(dbsIndexAfter, dbsIndexStride, dbsBuildSlice, dbsBuildPaused)
	dbsIndexAfter, dbsIndexStride, dbsBuildSlice = 20, 29, 0 // a pause after every point
	require.True(t, db.pauseBuilds)

	status := service.DbsFilter{Scope: demoScope(), Limit: 25}
	_, total := refDbs(t, db, status)
	status.Offset = total / 2
	checkDbsPage(t, db, status) // indexes the status list

	paused, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	dbsBuildPaused = func() {
		if n := pointsOf(db, service.DbsSortName); n >= 10 {
			once.Do(func() { close(paused); <-release })
		}
	}
	name := service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortName, Limit: 25, Offset: total - 200}
	done := make(chan error, 2)
	go func() { _, _, err := db.ListDbsSearches(ctx, name); done <- err }()
	select {
	case <-paused:
	case <-time.After(time.Minute):
		t.Fatal("the build never paused")
	}
	free, _ := gateState(db.gate)
	places := min(4, runtime.GOMAXPROCS(0))
	require.Equal(t, places, free, "a paused build holds no place at the gate")

	// Another list, deep: read while the build is paused.
	for _, off := range []int{total / 3, total/2 + 40, total - 60} {
		status.Offset = off
		checkDbsPage(t, db, status)
	}
	// A page of the list being built that its points read so far cover
	// (the first ten): read at once, through them.
	covered := name
	covered.Offset = 5 * dbsIndexStride
	checkDbsPage(t, db, covered)
	// One they do not cover waits (for the build to read that far).
	go func() { _, _, err := db.ListDbsSearches(ctx, name); done <- err }()
	close(release)
	for range 2 {
		require.NoError(t, <-done)
	}
	checkDbsPage(t, db, name)
	require.Equal(t, total/dbsIndexStride, pointsOf(db, service.DbsSortName))
}

// pointsOf is the number of points of the position index of the demo
// account's list in ordering f, built or being built.
func pointsOf(db *DB, f service.DbsSortField) int {
	o, _ := dbsOrderingOf(f, false)
	var w where
	w.scope("", demoScope())
	l := dbsListOf(&w, o)
	db.pages.mu.Lock()
	defer db.pages.mu.Unlock()
	if x := db.pages.index[l.index]; x != nil {
		return len(x.ends)
	}
	if b := db.pages.building[l.index]; b != nil {
		return len(b.x.ends)
	}
	return 0
}

// TestDbsPartialIndex checks that the points a build has read so far serve
// the positions they cover, forwards and, for the reversed list, from the
// end, and no others.
func TestDbsPartialIndex(t *testing.T) {
	var c pageCache
	l := dbsList{key: "k", index: "i"}
	rl := dbsList{key: "rk", index: "i", rev: true}
	const stride, total = 10, 1005 // 100 points
	build, wait := c.startIndex(1, l, total, stride, 0)
	require.True(t, build)
	require.Nil(t, wait)
	// Waiting for the point before position 708 of the reversed list (the
	// 30th read), and for the one before 400 (the 40th).
	_, wait = c.startIndex(1, rl, total, stride, total-30*stride+3)
	require.NotNil(t, wait)
	_, later := c.startIndex(1, l, total, stride, 400)
	require.NotNil(t, later)
	var keys [][]any
	for i := range 29 {
		keys = append(keys, []any{int64(i)})
	}
	require.True(t, c.grow(1, l, keys))
	for _, ch := range []<-chan struct{}{wait, later} {
		select {
		case <-ch:
			t.Fatal("woken before its point was read")
		default:
		}
	}
	require.True(t, c.grow(1, l, [][]any{{int64(29)}}))
	select {
	case <-wait:
	default:
		t.Fatal("not woken by its point")
	}
	select {
	case <-later:
		t.Fatal("woken before its point was read")
	default:
	}
	near := c.nearest(1, l, 295)
	require.True(t, near.ok)
	require.Equal(t, 289, near.at.pos)
	require.Equal(t, []any{int64(28)}, near.at.key)
	require.False(t, c.nearest(1, l, 400).ok, "not read yet")
	// Reversed: point i is at total-(i+1)*stride.
	near = c.nearest(1, rl, 1000)
	require.True(t, near.ok)
	require.Equal(t, total-stride, near.at.pos)
	require.Equal(t, []any{int64(0)}, near.at.key)
	near = c.nearest(1, rl, total-30*stride+3)
	require.True(t, near.ok)
	require.Equal(t, total-30*stride, near.at.pos)
	require.Equal(t, []any{int64(29)}, near.at.key)
	require.False(t, c.nearest(1, rl, total-31*stride).ok, "not read yet")
	c.endIndex(1, l, true)
	<-later // the end wakes everyone
	c.mu.Lock()
	require.Empty(t, c.building)
	require.Len(t, c.index["i"].ends, 30)
	c.mu.Unlock()
}

// TestDbsRowFlagsExact checks what dbsRowFlagsExpr relies on: the writers
// of dbs_searches (insert, SetDbsStatus) store each boolean as the integer
// 0 or 1, so that adding them agrees with testing each (the CASE form of
// dbsFlagsExpr), and listed rows carry every combination of the six
// booleans as written.
func TestDbsRowFlagsExact(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	now := testNow()
	bit := func(m, i int) bool { return m&(1<<i) != 0 }
	rec := func(id int64, m int) dataset.DbsRecord {
		return dataset.DbsRecord{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName, Search: service.DbsSearchShort{
			ID: id, DateSearched: now.Add(-time.Duration(id) * time.Minute), DateUpdated: now, Status: service.DbsStatuses[0],
			Name: "Flag Test", Reference: fmt.Sprint(m),
			IsApplicantInfoCompleted: bit(m, 0), IsIDCheckCompleted: bit(m, 1), IsApplicationCompleted: bit(m, 2),
			IsApplicationSubmitted: bit(m, 3), IsApplicationDisclosed: bit(m, 4), IsDbsDueRenewal: bit(m, 5),
		}}
	}
	want := map[int64]int{}
	tx, err := db.beginWrite(ctx)
	require.NoError(t, err)
	for m := range 64 {
		require.NoError(t, insertDbsSearch(ctx, tx, rec(800000+int64(m), m)))
		want[800000+int64(m)] = m
	}
	require.NoError(t, tx.Commit())
	// SetDbsStatus rewrites the five workflow booleans (not the renewal one).
	for m := range 64 {
		id := 800000 + int64(m)
		n := 63 - m
		require.NoError(t, db.SetDbsStatus(ctx, dataset.DemoAccountID, id, service.DbsStatusUpdate{
			Status: service.DbsStatuses[1], IsApplicantInfoCompleted: bit(n, 0), IsIDCheckCompleted: bit(n, 1),
			IsApplicationCompleted: bit(n, 2), IsApplicationSubmitted: bit(n, 3), IsApplicationDisclosed: bit(n, 4), Updated: now,
		}))
		want[id] = n&31 | m&32
	}

	var bad int
	require.NoError(t, db.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM dbs_searches WHERE ("+dbsRowFlagsExpr+") != "+
		dbsFlagsExpr+" + (CASE WHEN is_dbs_due_renewal THEN 32 ELSE 0 END)").Scan(&bad))
	require.Zero(t, bad, "rows whose flags differ between the two forms")

	got, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Name: "flag test", Sort: service.DbsSortReference, Limit: 100})
	require.NoError(t, err)
	require.Equal(t, 64, total)
	for _, s := range got {
		m := 0
		for i, b := range []bool{s.IsApplicantInfoCompleted, s.IsIDCheckCompleted, s.IsApplicationCompleted,
			s.IsApplicationSubmitted, s.IsApplicationDisclosed, s.IsDbsDueRenewal} {
			if b {
				m |= 1 << i
			}
		}
		require.Equal(t, want[s.ID], m, "flags of DBS search %d", s.ID)
	}
}

// TestDbsPagesReadIndexOnly checks that a page of an account-wide list, in
// every ordering and with the filters on the indexes' columns, is read
// from an index alone (migration 0019): no table read per row; and, but
// for a date range (which SQLite may rather seek in the date index and
// sort), from the ordering's index without a sort.
func TestDbsPagesReadIndexOnly(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	seedDbsRuns(t, db, 300)
	tr := true
	from, to := testNow().AddDate(0, 0, -30), testNow()
	for _, f := range []service.DbsFilter{
		{Scope: demoScope()},
		{Scope: demoScope(), IsApplicationSubmitted: &tr},
		{Scope: demoScope(), DateFrom: &from, DateTo: &to},
	} {
		for _, s := range dbsSorts {
			for _, desc := range []bool{false, true} {
				o, err := dbsOrderingOf(s, desc)
				require.NoError(t, err)
				w := dbsWhere(f)
				rec := &recordingQuerier{querier: readTx{db: db}}
				x, err := buildDbsIndex(ctx, rec, &w, o, 300, 31)
				require.NoError(t, err)
				require.NotEmpty(t, x.ends)
				cp := x.byRank(1, false)
				var extra []dbsKeyExtra
				for _, split := range []bool{false, true} {
					_, err := dbsAfterWith(ctx, rec, &w, o, cp, 10, 25, split, nil, dbsRowQuery(o, &extra, nil))
					require.NoError(t, err)
				}
				_, err = dbsRowQuery(o, &extra, nil)(ctx, rec, &w, "", nil, o.orderBy(true), 25, 40)
				require.NoError(t, err)
				for _, q := range rec.texts {
					plan := queryPlan(t, db, q)
					if f.DateFrom == nil {
						require.NotContains(t, plan, "TEMP B-TREE", "%s\n%s", q, plan)
					}
					for _, line := range strings.Split(plan, "\n") {
						if strings.Contains(line, " dbs_searches ") {
							require.Contains(t, line, "USING COVERING INDEX dbs_searches_", "%s\n%s", q, plan)
						}
					}
				}
			}
		}
	}
}

// queryPlan is EXPLAIN QUERY PLAN of q (its parameters NULL), a line a
// step.
func queryPlan(t *testing.T, db *DB, q string) string {
	t.Helper()
	rows, err := db.reader.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+q, make([]any, strings.Count(q, "?"))...)
	require.NoError(t, err)
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var id, parent, notused int
		var detail string
		require.NoError(t, rows.Scan(&id, &parent, &notused, &detail))
		lines = append(lines, detail+" ")
	}
	require.NoError(t, rows.Err())
	return strings.Join(lines, "\n")
}

// TestDbsPageTextsWithSeparator lists rows whose texts hold the unit
// separator that dbsPageColumns puts between a row's texts: each row is
// read back exactly as written, in every ordering, outside a transaction
// (the rows' texts are then read again by a statement of their own) and
// inside one.
func TestDbsPageTextsWithSeparator(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	now := testNow().Truncate(time.Microsecond)
	sep := dbsSep
	want := map[int64]service.DbsSearchShort{}
	tx, err := db.beginWrite(ctx)
	require.NoError(t, err)
	for i, texts := range [][5]string{
		{service.DbsStatuses[0], "", "Basic", "Sep" + sep + "Name", "ref" + sep},
		{service.DbsStatuses[0], sep, sep + "Standard", "Sep Name", sep + sep},
		{service.DbsStatuses[1], "x" + sep + "y", "", "Sep" + sep, ""},
		{service.DbsStatuses[1], "", "", "Sep plain", "plain"},
	} {
		s := service.DbsSearchShort{ID: 900000 + int64(i), DateSearched: now.Add(-time.Duration(i) * time.Minute), DateUpdated: now,
			Status: texts[0], DisclosureStatus: texts[1], DisclosureLevel: texts[2], Name: texts[3], Reference: texts[4],
			IsIDCheckCompleted: i%2 == 0, IsDbsDueRenewal: true}
		require.NoError(t, insertDbsSearch(ctx, tx, dataset.DbsRecord{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName, Search: s}))
		want[s.ID] = s
	}
	require.NoError(t, tx.Commit())
	for _, s := range dbsSorts {
		for _, desc := range []bool{false, true} {
			for _, limit := range []int{1, 10} {
				var got []service.DbsSearchShort
				for offset := 0; offset < len(want); offset += limit {
					page, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Name: "sep", Sort: s, Desc: desc,
						Limit: limit, Offset: offset})
					require.NoError(t, err)
					require.Equal(t, len(want), total)
					got = append(got, page...)
				}
				require.Len(t, got, len(want), "sort %s desc %v limit %d", s, desc, limit)
				for _, g := range got {
					require.Equal(t, want[g.ID], g, "sort %s desc %v limit %d", s, desc, limit)
				}
			}
		}
	}
}
