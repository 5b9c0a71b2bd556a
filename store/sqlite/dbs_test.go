package sqlite

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// inScope applies a Scope to a record in Go, as the store must in SQL.
func inScope(s service.Scope, account int64, owner string) bool {
	if account != s.AccountID {
		return false
	}
	if s.Owners == nil {
		return true
	}
	return slices.ContainsFunc(s.Owners, func(o string) bool { return strings.EqualFold(o, owner) })
}

// expectDbs computes ListDbsSearches' answer over the demo rows in Go.
func expectDbs(rows []dbsRow, f service.DbsFilter) ([]int64, int) {
	var m []service.DbsSearchShort
	for _, r := range rows {
		s := r.Search
		if !inScope(f.Scope, r.AccountID, r.Owner) ||
			f.Name != "" && !strings.Contains(strings.ToLower(s.Name), strings.ToLower(f.Name)) ||
			f.DateFrom != nil && s.DateSearched.Before(*f.DateFrom) ||
			f.DateTo != nil && !s.DateSearched.Before(*f.DateTo) ||
			f.IsApplicantInfoCompleted != nil && *f.IsApplicantInfoCompleted != s.IsApplicantInfoCompleted ||
			f.IsIDCheckCompleted != nil && *f.IsIDCheckCompleted != s.IsIDCheckCompleted ||
			f.IsApplicationCompleted != nil && *f.IsApplicationCompleted != s.IsApplicationCompleted ||
			f.IsApplicationSubmitted != nil && *f.IsApplicationSubmitted != s.IsApplicationSubmitted ||
			f.IsApplicationDisclosed != nil && *f.IsApplicationDisclosed != s.IsApplicationDisclosed {
			continue
		}
		m = append(m, s)
	}
	flip := func(c int) int {
		if f.Desc {
			return -c
		}
		return c
	}
	slices.SortFunc(m, func(a, b service.DbsSearchShort) int {
		switch f.Sort {
		case service.DbsSortName:
			return flip(cmp.Or(strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), cmp.Compare(a.ID, b.ID)))
		case service.DbsSortDate:
			return flip(cmp.Or(a.DateSearched.Compare(b.DateSearched), cmp.Compare(a.ID, b.ID)))
		case service.DbsSortDateUpdated:
			return flip(cmp.Or(a.DateUpdated.Compare(b.DateUpdated), cmp.Compare(a.ID, b.ID)))
		case service.DbsSortReference:
			return flip(cmp.Or(strings.Compare(a.Reference, b.Reference), cmp.Compare(a.ID, b.ID)))
		}
		return cmp.Or(flip(cmp.Compare(service.DbsStatusRank(a.Status), service.DbsStatusRank(b.Status))),
			b.DateSearched.Compare(a.DateSearched), cmp.Compare(b.ID, a.ID))
	})
	total := len(m)
	lo := min(f.Offset, total)
	hi := total
	if f.Limit > 0 {
		hi = min(lo+f.Limit, total)
	}
	ids := []int64{}
	for _, s := range m[lo:hi] {
		ids = append(ids, s.ID)
	}
	return ids, total
}

func testListDbsSearches(t *testing.T, db *DB) {
	ctx := context.Background()
	now := testNow()
	set := &demoSet{}
	set.buildDbs(now)
	yes, no := ptr(true), ptr(false)
	from, to := now.AddDate(0, 0, -60), now.AddDate(0, 0, -30)

	filters := []struct {
		name string
		f    service.DbsFilter
	}{
		{"all", service.DbsFilter{Scope: demoScope()}},
		{"analyst own", service.DbsFilter{Scope: owners(DemoAccountID, AnalystUserName)}},
		{"analyst with permissions", service.DbsFilter{Scope: owners(DemoAccountID, AnalystUserName, DemoUserName)}},
		{"empty owners", service.DbsFilter{Scope: owners(DemoAccountID)}},
		{"other", service.DbsFilter{Scope: otherScope()}},
		{"name", service.DbsFilter{Scope: demoScope(), Name: "OLI"}},
		{"name unicode case-insensitive", service.DbsFilter{Scope: demoScope(), Name: "ÉLODIE"}},
		{"name with apostrophe", service.DbsFilter{Scope: demoScope(), Name: "o'connor"}},
		{"name with LIKE metacharacters", service.DbsFilter{Scope: demoScope(), Name: "%"}},
		{"name with underscore", service.DbsFilter{Scope: demoScope(), Name: "_"}},
		{"date range", service.DbsFilter{Scope: demoScope(), DateFrom: &from, DateTo: &to}},
		{"date from", service.DbsFilter{Scope: demoScope(), DateFrom: &from}},
		{"disclosed", service.DbsFilter{Scope: demoScope(), IsApplicationDisclosed: yes}},
		{"submitted not disclosed", service.DbsFilter{Scope: demoScope(), IsApplicationSubmitted: yes, IsApplicationDisclosed: no}},
		{"applicant info pending", service.DbsFilter{Scope: demoScope(), IsApplicantInfoCompleted: no}},
		{"ID checked, not completed", service.DbsFilter{Scope: demoScope(), IsIDCheckCompleted: yes, IsApplicationCompleted: no}},
	}
	sorts := []service.DbsSortField{service.DbsSortStatus, service.DbsSortName, service.DbsSortDate,
		service.DbsSortDateUpdated, service.DbsSortReference}
	for _, fc := range filters {
		for _, sort := range sorts {
			for _, desc := range []bool{false, true} {
				for _, page := range []struct{ limit, offset int }{{25, 0}, {7, 7}, {500, 0}, {10, 35}, {10, 100}} {
					f := fc.f
					f.Sort, f.Desc, f.Limit, f.Offset = sort, desc, page.limit, page.offset
					t.Run(fmt.Sprintf("%s/%s/desc=%v/%d+%d", fc.name, sort, desc, page.offset, page.limit), func(t *testing.T) {
						wantIDs, wantTotal := expectDbs(set.dbs, f)
						got, total, err := db.ListDbsSearches(ctx, f)
						require.NoError(t, err)
						require.Equal(t, wantTotal, total)
						ids := []int64{}
						for _, s := range got {
							ids = append(ids, s.ID)
						}
						require.Equal(t, wantIDs, ids)
					})
				}
			}
		}
	}

	t.Run("contract", func(t *testing.T) {
		got, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Limit: 500})
		require.NoError(t, err)
		require.Equal(t, DemoDbsCount, total)
		require.Len(t, got, DemoDbsCount)
		statuses := map[int]bool{}
		for i, s := range got {
			statuses[service.DbsStatusRank(s.Status)] = true
			require.NotEqual(t, OtherDbsSearch, s.ID)
			if i > 0 {
				require.LessOrEqual(t, service.DbsStatusRank(got[i-1].Status), service.DbsStatusRank(s.Status))
			}
			require.True(t, s.DateSearched.After(now.AddDate(0, 0, -121)))
		}
		require.Len(t, statuses, len(service.DbsStatuses), "every workflow status is present")
		_, analyst, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: owners(DemoAccountID, AnalystUserName), Limit: 1})
		require.NoError(t, err)
		require.Equal(t, DemoDbsAnalyst, analyst)
	})

	t.Run("fields", func(t *testing.T) {
		got, _, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortReference, Limit: 1})
		require.NoError(t, err)
		want := set.dbs[0].Search
		require.Equal(t, want, got[0])
		require.Equal(t, "REF-3001", got[0].Reference)
	})

	t.Run("bad sort", func(t *testing.T) {
		_, _, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Sort: "bogus"})
		require.Error(t, err)
	})
}

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
		owner := DemoUserName
		if i%4 == 0 {
			owner = AnalystUserName
		}
		searched := now.Add(-time.Duration(i) * time.Minute)
		require.NoError(tb, insertDbsSearch(ctx, tx, dbsRow{AccountID: DemoAccountID, Owner: owner, Search: service.DbsSearchShort{
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
		{"owners", service.DbsFilter{Scope: owners(DemoAccountID, AnalystUserName), Limit: 25}},
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
