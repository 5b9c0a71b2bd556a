package storetest

import (
	"context"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
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

func balance(tb testing.TB, db Store, account int64) string {
	tb.Helper()
	a, err := db.Account(context.Background(), account)
	require.NoError(tb, err)
	return a.Balance.String()
}

func testCountUnresolvedPepSearches(t *testing.T, db Store) {
	ctx := context.Background()
	for _, tc := range []struct {
		name  string
		scope service.Scope
		want  int64
	}{
		{"demo as admin", demoScope(), dataset.DemoUnresolvedPep},
		{"demo own", owners(dataset.DemoAccountID, dataset.DemoUserName), dataset.DemoUnresolvedPep},
		{"analyst with permissions", owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), dataset.DemoUnresolvedPep},
		{"analyst own", owners(dataset.DemoAccountID, dataset.AnalystUserName), 0},
		{"viewer", owners(dataset.DemoAccountID, dataset.ViewerUserName), 0},
		{"empty owners", owners(dataset.DemoAccountID), 0},
		{"other", otherScope(), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := db.CountUnresolvedPepSearches(ctx, tc.scope)
			require.NoError(t, err)
			require.Equal(t, tc.want, n)
		})
	}
}

func testCountUnresolvedPepSearchesArchived(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.openDemo(t, testNow(), func(s *dataset.Set) {
		for i := range s.Peps {
			switch s.Peps[i].ID {
			case 2001:
				s.Peps[i].IsArchived = true
			case 2002:
				s.Peps[i].Unresolved = 0
			}
		}
	})
	n, err := db.CountUnresolvedPepSearches(ctx, demoScope())
	require.NoError(t, err)
	require.EqualValues(t, dataset.DemoUnresolvedPep-2, n)
}

func testQuotePepRenewal(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	all := append(pepRange(2001, 2020), dataset.OtherPepSearch, 424242)
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
		{"analyst sees demo's", owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), all, now, pepRange(2001, 2005), "7.50"},
		{"viewer sees none", owners(dataset.DemoAccountID, dataset.ViewerUserName), all, now, nil, "0.00"},
		{"no ids", demoScope(), nil, now, nil, "0.00"},
		{"other's search", demoScope(), []int64{dataset.OtherPepSearch}, now, nil, "0.00"},
		{"other", otherScope(), all, now, []int64{dataset.OtherPepSearch}, "1.50"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q, err := db.QuotePepRenewal(ctx, tc.scope, tc.ids, tc.dueBy)
			require.NoError(t, err)
			require.ElementsMatch(t, tc.renewed, q.Renewed)
			require.True(t, sort.SliceIsSorted(q.Renewed, func(i, j int) bool { return q.Renewed[i] < q.Renewed[j] }))
			require.Equal(t, tc.cost, q.Cost.String())
			want := dataset.DemoBalance
			if tc.scope.AccountID == dataset.OtherAccountID {
				want = dataset.OtherBalance
			}
			require.Equal(t, want, q.Balance.String())
		})
	}
	_, err := db.QuotePepRenewal(ctx, service.Scope{AccountID: 99}, []int64{2001}, now)
	require.ErrorIs(t, err, service.ErrNotFound)
}

func testRenewPepSearches(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	before := b.RenewalDates(t, db)
	ids := append(pepRange(2001, 2020), dataset.OtherPepSearch)
	ledger := len(b.Ledger(t, db, dataset.DemoAccountID))
	otherLedger := len(b.Ledger(t, db, dataset.OtherAccountID))

	r, err := db.RenewPepSearches(ctx, demoScope(), ids, firstOfNextMonth(now))
	require.NoError(t, err)
	require.Equal(t, pepRange(2001, 2005), r.Renewed)
	require.Equal(t, "7.50", r.Cost.String())
	require.Equal(t, "92.50", r.Balance.String())
	require.Equal(t, "92.50", balance(t, db, dataset.DemoAccountID))
	require.Equal(t, dataset.OtherBalance, balance(t, db, dataset.OtherAccountID))
	renewal := LedgerEntry{Amount: -75000, BalanceAfter: 925000, Note: "PEP renewal of 5 searches"}
	b.requireLedger(t, db, dataset.DemoAccountID, ledger, renewal)
	b.requireLedger(t, db, dataset.OtherAccountID, otherLedger)

	after := b.RenewalDates(t, db)
	for id, old := range before {
		if id >= 2001 && id <= 2005 {
			require.Equal(t, old.AddDate(1, 0, 0), after[id], "search %d", id)
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
	require.Equal(t, "92.50", balance(t, db, dataset.DemoAccountID))
	b.requireLedger(t, db, dataset.DemoAccountID, ledger, renewal)

	// Out of scope ids are never renewed.
	r, err = db.RenewPepSearches(ctx, owners(dataset.DemoAccountID, dataset.ViewerUserName), pepRange(2006, 2010), now.AddDate(0, 2, 0))
	require.NoError(t, err)
	require.Empty(t, r.Renewed)
	require.Equal(t, "92.50", balance(t, db, dataset.DemoAccountID))
}

func testRenewPepSearchesInsufficientCredit(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now, setBalance(dataset.DemoAccountID, 700))
	before := b.RenewalDates(t, db)

	r, err := db.RenewPepSearches(ctx, demoScope(), pepRange(2001, 2010), now)
	require.ErrorIs(t, err, service.ErrInsufficientCredit)
	require.Equal(t, pepRange(2001, 2005), r.Renewed)
	require.Equal(t, "7.50", r.Cost.String())
	require.Equal(t, "7.00", r.Balance.String())
	require.Equal(t, "7.00", balance(t, db, dataset.DemoAccountID))
	require.Equal(t, before, b.RenewalDates(t, db))

	// Exactly the balance is enough.
	r, err = db.RenewPepSearches(ctx, demoScope(), pepRange(2001, 2004), now)
	require.NoError(t, err)
	require.Equal(t, "6.00", r.Cost.String())
	require.Equal(t, "1.00", r.Balance.String())
	r, err = db.RenewPepSearches(ctx, demoScope(), []int64{2005}, now)
	require.ErrorIs(t, err, service.ErrInsufficientCredit)
	require.Equal(t, "1.00", r.Balance.String())
}

// TestRenewPepSearchesConcurrent: 100 callers renew overlapping sets of
// 2001-2010; each due search is renewed exactly once and the balance is
// debited exactly once per renewal.
func testRenewPepSearchesConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	const callers = 100
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
	require.Equal(t, "85.00", balance(t, db, dataset.DemoAccountID))
}

// TestRenewPepSearchesConcurrentCredit: with credit for three renewals and
// ten callers each renewing a different due search, exactly three succeed
// and the balance ends at zero, never below.
func testRenewPepSearchesConcurrentCredit(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now, setBalance(dataset.DemoAccountID, 450))
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
	require.Equal(t, "0.00", balance(t, db, dataset.DemoAccountID))
}
