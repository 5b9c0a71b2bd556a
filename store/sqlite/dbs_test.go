package sqlite

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/storetest"
)

// TestListDbsSearchesPlan checks that the default page is read in index
// order (no sort of the whole account) so that it stays fast on large
// accounts.
func TestListDbsSearchesPlan(t *testing.T) {
	db := mustOpen(t, testNow())
	rows, err := db.reader.QueryContext(context.Background(), "EXPLAIN QUERY PLAN SELECT "+dbsColumns+
		" FROM dbs_searches WHERE account_id = ? ORDER BY status_rank ASC, date_searched DESC, id DESC LIMIT ? OFFSET ?", 1, 25, 0)
	require.NoError(t, err)
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, notused int
		var detail string
		require.NoError(t, rows.Scan(&id, &parent, &notused, &detail))
		plan = append(plan, detail)
	}
	require.NoError(t, rows.Err())
	joined := strings.Join(plan, "; ")
	require.Contains(t, joined, "dbs_searches_status", joined)
	require.NotContains(t, joined, "TEMP B-TREE", joined)
}

// seedDbs adds n DBS searches to the demo account (ids from 100000).
func seedDbs(tb testing.TB, db *DB, n int) {
	tb.Helper()
	ctx := context.Background()
	tx, err := db.beginWrite(ctx)
	require.NoError(tb, err)
	defer func() { _ = tx.Rollback() }()
	now := testNow()
	for i := 0; i < n; i++ {
		status := service.DbsStatuses[i%len(service.DbsStatuses)]
		owner := dataset.DemoUserName
		if i%4 == 0 {
			owner = dataset.AnalystUserName
		}
		searched := now.Add(-time.Duration(i) * time.Minute)
		require.NoError(tb, insertDbsSearch(ctx, tx, dataset.DbsRecord{AccountID: dataset.DemoAccountID, Owner: owner, Search: service.DbsSearchShort{
			ID: 100000 + int64(i), DateSearched: searched, DateUpdated: searched, Status: status,
			DisclosureLevel: "Basic", Name: fmt.Sprintf("Applicant %06d", i), Reference: fmt.Sprintf("BULK-%06d", i),
		}}))
	}
	require.NoError(tb, tx.Commit())
}

func BenchmarkListDbsSearches(b *testing.B) {
	ctx := context.Background()
	db := mustOpenDemo(b, testNow())
	seedDbs(b, db, 50000)
	for _, bc := range []struct {
		name string
		f    service.DbsFilter
	}{
		{"status/first-page", service.DbsFilter{Scope: demoScope(), Limit: 25}},
		{"status/deep-page", service.DbsFilter{Scope: demoScope(), Limit: 25, Offset: 25000}},
		{"name/desc", service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortName, Desc: true, Limit: 25}},
		{"owners", service.DbsFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName), Limit: 25}},
		{"name-filter", service.DbsFilter{Scope: demoScope(), Name: "0042", Limit: 25}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := db.ListDbsSearches(ctx, bc.f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkListSearches: GetSearches' store query over 100,000 sanctions
// searches (storetest.BenchListSearches).
func BenchmarkListSearches(b *testing.B) {
	storetest.BenchListSearches(b, storetest.Backend{Open: func(tb testing.TB, now time.Time) storetest.Store { return mustOpen(tb, now) }})
}

// BenchmarkListSearchesUncached is BenchmarkListSearches with the result
// cache emptied before every call: the cost of a page read from the store
// (the first call after a change).
func BenchmarkListSearchesUncached(b *testing.B) {
	storetest.BenchListSearchesUncached(b, storetest.Backend{Open: func(tb testing.TB, now time.Time) storetest.Store { return mustOpen(tb, now) }},
		func(s storetest.Store) {
			r := &s.(*DB).result
			r.mu.Lock()
			r.m = nil
			r.mu.Unlock()
		})
}
