package sqlite

import (
	"context"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

func pepRange(from, to int64) []int64 {
	var out []int64
	for id := from; id <= to; id++ {
		out = append(out, id)
	}
	return out
}

// firstOfNextMonth is the service's default dateRenewal.
func firstOfNextMonth(now time.Time) time.Time {
	y, m, _ := now.Date()
	return time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC)
}

func renewalDates(tb testing.TB, db *DB) map[int64]string {
	tb.Helper()
	rows, err := db.reader.QueryContext(context.Background(), "SELECT id, renewal_date FROM pep_searches")
	require.NoError(tb, err)
	defer rows.Close()
	out := map[int64]string{}
	for rows.Next() {
		var id int64
		var d string
		require.NoError(tb, rows.Scan(&id, &d))
		out[id] = d
	}
	require.NoError(tb, rows.Err())
	return out
}

func balance(tb testing.TB, db *DB, account int64) string {
	tb.Helper()
	a, err := db.Account(context.Background(), account)
	require.NoError(tb, err)
	return a.Balance.String()
}

func testCountUnresolvedPepSearches(t *testing.T, db *DB) {
	ctx := context.Background()
	for _, tc := range []struct {
		name  string
		scope service.Scope
		want  int64
	}{
		{"demo as admin", demoScope(), DemoUnresolvedPep},
		{"demo own", owners(DemoAccountID, DemoUserName), DemoUnresolvedPep},
		{"analyst with permissions", owners(DemoAccountID, AnalystUserName, DemoUserName), DemoUnresolvedPep},
		{"analyst own", owners(DemoAccountID, AnalystUserName), 0},
		{"viewer", owners(DemoAccountID, ViewerUserName), 0},
		{"empty owners", owners(DemoAccountID), 0},
		{"other", otherScope(), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := db.CountUnresolvedPepSearches(ctx, tc.scope)
			require.NoError(t, err)
			require.Equal(t, tc.want, n)
		})
	}
}

func TestCountUnresolvedPepSearchesArchived(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	exec(t, db, "UPDATE pep_searches SET is_archived = ? WHERE id = ?", true, 2001)
	exec(t, db, "UPDATE pep_searches SET unresolved_results = 0 WHERE id = ?", 2002)
	n, err := db.CountUnresolvedPepSearches(ctx, demoScope())
	require.NoError(t, err)
	require.EqualValues(t, DemoUnresolvedPep-2, n)
}

func testQuotePepRenewal(t *testing.T, db *DB) {
	ctx := context.Background()
	now := testNow()
	all := append(pepRange(2001, 2020), OtherPepSearch, 424242)
	for _, tc := range []struct {
		name    string
		scope   service.Scope
		ids     []int64
		dueBy   time.Time
		renewed []int64
		cost    string
	}{
		{"default date: due now", demoScope(), all, firstOfNextMonth(now), pepRange(2001, 2005), "7.50"},
		{"within two months", demoScope(), all, now.AddDate(0, 2, 0), pepRange(2001, 2010), "15.00"},
		{"within six months", demoScope(), all, now.AddDate(0, 6, 0).Add(-time.Second), pepRange(2001, 2010), "15.00"},
		{"today", demoScope(), all, now, pepRange(2001, 2005), "7.50"},
		{"three days ago", demoScope(), all, now.Add(-3 * day), pepRange(2003, 2005), "4.50"},
		{"subset and duplicates", demoScope(), []int64{2004, 2002, 2004, 2011, 2002}, now, []int64{2002, 2004}, "3.00"},
		{"analyst sees demo's", owners(DemoAccountID, AnalystUserName, DemoUserName), all, now, pepRange(2001, 2005), "7.50"},
		{"viewer sees none", owners(DemoAccountID, ViewerUserName), all, now, nil, "0.00"},
		{"no ids", demoScope(), nil, now, nil, "0.00"},
		{"other's search", demoScope(), []int64{OtherPepSearch}, now, nil, "0.00"},
		{"other", otherScope(), all, now, []int64{OtherPepSearch}, "1.50"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q, err := db.QuotePepRenewal(ctx, tc.scope, tc.ids, tc.dueBy)
			require.NoError(t, err)
			require.ElementsMatch(t, tc.renewed, q.Renewed)
			require.True(t, sort.SliceIsSorted(q.Renewed, func(i, j int) bool { return q.Renewed[i] < q.Renewed[j] }))
			require.Equal(t, tc.cost, q.Cost.String())
			want := DemoBalance
			if tc.scope.AccountID == OtherAccountID {
				want = OtherBalance
			}
			require.Equal(t, want, q.Balance.String())
		})
	}
	_, err := db.QuotePepRenewal(ctx, service.Scope{AccountID: 99}, []int64{2001}, now)
	require.ErrorIs(t, err, service.ErrNotFound)
}

func TestRenewPepSearches(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	before := renewalDates(t, db)
	ids := append(pepRange(2001, 2020), OtherPepSearch)

	r, err := db.RenewPepSearches(ctx, demoScope(), ids, firstOfNextMonth(now))
	require.NoError(t, err)
	require.Equal(t, pepRange(2001, 2005), r.Renewed)
	require.Equal(t, "7.50", r.Cost.String())
	require.Equal(t, "92.50", r.Balance.String())
	require.Equal(t, "92.50", balance(t, db, DemoAccountID))
	require.Equal(t, OtherBalance, balance(t, db, OtherAccountID))

	after := renewalDates(t, db)
	for id, old := range before {
		if id >= 2001 && id <= 2005 {
			o, err := parseTime(old)
			require.NoError(t, err)
			require.Equal(t, formatTime(o.AddDate(1, 0, 0)), after[id], "search %d", id)
		} else {
			require.Equal(t, old, after[id], "search %d must not change", id)
		}
	}

	// Renewed searches are no longer due: a second call renews nothing and
	// debits nothing.
	r, err = db.RenewPepSearches(ctx, demoScope(), ids, firstOfNextMonth(now))
	require.NoError(t, err)
	require.Empty(t, r.Renewed)
	require.Equal(t, "0.00", r.Cost.String())
	require.Equal(t, "92.50", r.Balance.String())
	require.Equal(t, "92.50", balance(t, db, DemoAccountID))

	// Out of scope ids are never renewed.
	r, err = db.RenewPepSearches(ctx, owners(DemoAccountID, ViewerUserName), pepRange(2006, 2010), now.AddDate(0, 2, 0))
	require.NoError(t, err)
	require.Empty(t, r.Renewed)
	require.Equal(t, "92.50", balance(t, db, DemoAccountID))
}

func TestRenewPepSearchesInsufficientCredit(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	exec(t, db, "UPDATE accounts SET balance = ? WHERE id = ?", 70000, DemoAccountID) // 7.00
	before := renewalDates(t, db)

	r, err := db.RenewPepSearches(ctx, demoScope(), pepRange(2001, 2010), now)
	require.ErrorIs(t, err, service.ErrInsufficientCredit)
	require.Equal(t, pepRange(2001, 2005), r.Renewed)
	require.Equal(t, "7.50", r.Cost.String())
	require.Equal(t, "7.00", r.Balance.String())
	require.Equal(t, "7.00", balance(t, db, DemoAccountID))
	require.Equal(t, before, renewalDates(t, db))

	// Exactly the balance is enough.
	r, err = db.RenewPepSearches(ctx, demoScope(), pepRange(2001, 2004), now)
	require.NoError(t, err)
	require.Equal(t, "6.00", r.Cost.String())
	require.Equal(t, "1.00", r.Balance.String())
	r, err = db.RenewPepSearches(ctx, demoScope(), []int64{2005}, now)
	require.ErrorIs(t, err, service.ErrInsufficientCredit)
	require.Equal(t, "1.00", r.Balance.String())
}

// TestRenewPepSearchesConcurrent: 50 callers renew overlapping sets of
// 2001-2010; each due search is renewed exactly once and the balance is
// debited exactly once per renewal.
func TestRenewPepSearchesConcurrent(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	const callers = 50
	var mu sync.Mutex
	renewed := map[int64]int{}
	var debited int64
	var wg sync.WaitGroup
	for i := 0; i < callers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ids := pepRange(2001+int64(i%5), 2006+int64(i%5)) // six ids, overlapping
			r, err := db.RenewPepSearches(ctx, demoScope(), ids, now.AddDate(0, 2, 0))
			if err != nil {
				t.Errorf("caller %d: %v", i, err)
				return
			}
			mu.Lock()
			defer mu.Unlock()
			for _, id := range r.Renewed {
				renewed[id]++
			}
			debited += r.Cost.Unscaled
		}()
	}
	wg.Wait()
	require.Len(t, renewed, 10)
	for id, n := range renewed {
		require.Equal(t, 1, n, "search %d renewed %d times", id, n)
	}
	require.EqualValues(t, 1500, debited) // 10 × 1.50
	require.Equal(t, "85.00", balance(t, db, DemoAccountID))
}

// TestRenewPepSearchesConcurrentCredit: with credit for three renewals and
// ten callers each renewing a different due search, exactly three succeed
// and the balance ends at zero, never below.
func TestRenewPepSearchesConcurrentCredit(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	exec(t, db, "UPDATE accounts SET balance = ? WHERE id = ?", 45000, DemoAccountID) // 4.50
	var wg sync.WaitGroup
	results := make([]error, 10)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, results[i] = db.RenewPepSearches(ctx, demoScope(), []int64{2001 + int64(i)}, now.AddDate(0, 2, 0))
		}()
	}
	wg.Wait()
	ok := 0
	for _, err := range results {
		if err == nil {
			ok++
			continue
		}
		require.ErrorIs(t, err, service.ErrInsufficientCredit)
	}
	require.Equal(t, 3, ok)
	require.Equal(t, "0.00", balance(t, db, DemoAccountID))
}
