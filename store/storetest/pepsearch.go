package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

func ids(recs []service.PepSearchRecord) []int64 {
	out := []int64{}
	for _, r := range recs {
		out = append(out, r.ID)
	}
	return out
}

func boolp(b bool) *bool { return &b }

func testListPepSearches(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	from, to := now.AddDate(-1, 0, -3), now.AddDate(-1, 0, 0)
	for _, tc := range []struct {
		name  string
		f     service.PepFilter
		want  []int64 // in order; nil: compare total only
		total int
	}{
		{"date order", service.PepFilter{Scope: demoScope(), Sort: service.ListSort{Field: "date"}, Limit: 3},
			[]int64{2005, 2004, 2003}, 20},
		{"page two", service.PepFilter{Scope: demoScope(), Sort: service.ListSort{Field: "date"}, Limit: 3, Offset: 3},
			[]int64{2002, 2001, 2006}, 20},
		{"status: unresolved first, newest first", service.PepFilter{Scope: demoScope(), Limit: 3}, []int64{2001, 2002, 2003}, 20},
		{"unresolved", service.PepFilter{Scope: demoScope(), Unresolved: boolp(true), Sort: service.ListSort{Field: "date"}},
			[]int64{2003, 2002, 2001}, 3},
		{"not unresolved", service.PepFilter{Scope: demoScope(), Unresolved: boolp(false)}, nil, 17},
		{"expiring", service.PepFilter{Scope: demoScope(), Expiring: boolp(true), ExpiringBy: firstOfNextMonth(now),
			Sort: service.ListSort{Field: "date"}}, []int64{2005, 2004, 2003, 2002, 2001}, 5},
		{"not expiring", service.PepFilter{Scope: demoScope(), Expiring: boolp(false), ExpiringBy: firstOfNextMonth(now)}, nil, 15},
		{"updated", service.PepFilter{Scope: demoScope(), Updated: boolp(true)}, []int64{}, 0},
		{"archived", service.PepFilter{Scope: demoScope(), Archived: true}, []int64{}, 0},
		{"monitor", service.PepFilter{Scope: demoScope(), DayOne: boolp(false)}, nil, 20},
		{"day-one", service.PepFilter{Scope: demoScope(), DayOne: boolp(true)}, []int64{}, 0},
		{"type individual", service.PepFilter{Scope: demoScope(), Type: "individual"}, nil, 20},
		{"type entity", service.PepFilter{Scope: demoScope(), Type: "entity"}, []int64{}, 0},
		{"reference", service.PepFilter{Scope: demoScope(), Reference: "pep-0001"}, []int64{2001}, 1},
		{"reference prefix", service.PepFilter{Scope: demoScope(), Reference: "PEP-001", Sort: service.ListSort{Field: "date"}},
			nil, 10},
		{"reference excludes", service.PepFilter{Scope: demoScope(), ReferenceExclude: "PEP-000"}, nil, 11},
		{"date range", service.PepFilter{Scope: demoScope(), DateFrom: &from, DateTo: &to, Sort: service.ListSort{Field: "date"}},
			[]int64{2003, 2002, 2001}, 3},
		{"created by analyst", service.PepFilter{Scope: demoScope(), CreatedBy: dataset.AnalystUserName}, []int64{}, 0},
		{"viewer", service.PepFilter{Scope: owners(dataset.DemoAccountID, dataset.ViewerUserName)}, []int64{}, 0},
		{"other", service.PepFilter{Scope: otherScope()}, []int64{dataset.OtherPepSearch}, 1},
		{"other by name", service.PepFilter{Scope: otherScope(), NameWords: []string{"other", "PAUL"}}, []int64{dataset.OtherPepSearch}, 1},
		{"other exact", service.PepFilter{Scope: otherScope(), NameExact: "paul other"}, []int64{dataset.OtherPepSearch}, 1},
		{"other exact miss", service.PepFilter{Scope: otherScope(), NameExact: "paul"}, []int64{}, 0},
		{"other phrase miss", service.PepFilter{Scope: otherScope(), NamePhrase: "other paul"}, []int64{}, 0},
		{"other name excludes", service.PepFilter{Scope: otherScope(), NameExcludes: "OTHER"}, []int64{}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			recs, total, err := db.ListPepSearches(ctx, tc.f)
			require.NoError(t, err)
			require.Equal(t, tc.total, total)
			if tc.want != nil {
				require.Equal(t, tc.want, ids(recs))
			}
			for _, r := range recs {
				require.Empty(t, r.PepSearchResults)
				require.NotNil(t, r.SearchCriteria)
				require.NotNil(t, r.DateRenewal)
			}
		})
	}
	_, _, err := db.ListPepSearches(ctx, service.PepFilter{Scope: demoScope(), Sort: service.ListSort{Field: "bogus"}})
	require.Error(t, err)
}

func testPepSearch(t *testing.T, db Store) {
	ctx := context.Background()
	p, err := db.PepSearch(ctx, demoScope(), 2002)
	require.NoError(t, err)
	require.Equal(t, dataset.DemoUserName, p.Owner)
	r := p.Record
	require.Equal(t, int64(2002), r.ID)
	require.Equal(t, "individual", r.SearchType)
	require.Equal(t, "PEP-0002", r.SearchCriteria.Reference)
	require.EqualValues(t, 3, r.NumOfResults)
	require.EqualValues(t, 2, r.NumOfUnresolved)
	require.Len(t, r.PepSearchResults, 3)
	require.Equal(t, []int64{20021, 20022, 20023}, []int64{r.PepSearchResults[0].ID, r.PepSearchResults[1].ID, r.PepSearchResults[2].ID})
	require.False(t, r.PepSearchResults[0].ResultResolved)
	require.False(t, r.PepSearchResults[1].ResultResolved)
	require.True(t, r.PepSearchResults[2].ResultResolved)
	require.NotNil(t, r.PepSearchResults[2].DateLastUpdated)
	require.Equal(t, "0.95", r.PepSearchResults[0].ResultSimilarity.String())
	require.Equal(t, "RCA", r.PepSearchResults[1].Category)

	for _, tc := range []struct {
		name  string
		scope service.Scope
		id    int64
	}{
		{"other's search", demoScope(), dataset.OtherPepSearch},
		{"viewer", owners(dataset.DemoAccountID, dataset.ViewerUserName), 2002},
		{"missing", demoScope(), 424242},
		{"demo's search from other", otherScope(), 2002},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := db.PepSearch(ctx, tc.scope, tc.id)
			require.ErrorIs(t, err, service.ErrNotFound)
			_, err = db.PepSearchNotes(ctx, tc.scope, tc.id)
			require.ErrorIs(t, err, service.ErrNotFound)
		})
	}
	notes, err := db.PepSearchNotes(ctx, demoScope(), 2002)
	require.NoError(t, err)
	require.Empty(t, notes)
}

// testPepSearchWrites: notes, decisions, archive and delete, each inside
// the scope only.
func testPepSearchWrites(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now, func(s *dataset.Set) {
		for i := range s.Peps {
			if s.Peps[i].ID == 2003 {
				s.Peps[i].AffectedByUpdate = true
			}
		}
	})
	viewer := owners(dataset.DemoAccountID, dataset.ViewerUserName)

	// Notes.
	notes, _, err := db.AddPepSearchNote(ctx, demoScope(), 2001, service.SearchNote{Name: "demo", Date: now, Content: "first"}, service.NoteLimits{})
	require.NoError(t, err)
	require.Len(t, notes, 1)
	notes, _, err = db.AddPepSearchNote(ctx, demoScope(), 2001, service.SearchNote{Name: "demo", Date: now.Add(time.Minute), Content: "second"}, service.NoteLimits{})
	require.NoError(t, err)
	require.Equal(t, []string{"first", "second"}, []string{notes[0].Content, notes[1].Content})
	require.True(t, notes[1].Date.Equal(now.Add(time.Minute)))
	_, _, err = db.AddPepSearchNote(ctx, viewer, 2001, service.SearchNote{Name: "viewer", Date: now, Content: "x"}, service.NoteLimits{})
	require.ErrorIs(t, err, service.ErrNotFound)
	_, _, err = db.AddPepSearchNote(ctx, demoScope(), dataset.OtherPepSearch, service.SearchNote{Name: "demo", Date: now, Content: "x"}, service.NoteLimits{})
	require.ErrorIs(t, err, service.ErrNotFound)
	got, err := db.PepSearchNotes(ctx, demoScope(), 2001)
	require.NoError(t, err)
	require.Len(t, got, 2)

	// Updated count.
	n, err := db.CountUpdatedPepSearches(ctx, demoScope())
	require.NoError(t, err)
	require.EqualValues(t, 1, n)
	n, err = db.CountUpdatedPepSearches(ctx, viewer)
	require.NoError(t, err)
	require.EqualValues(t, 0, n)

	// A decision on some results of 2002 (2 unresolved: 20021, 20022);
	// ids of another search are ignored.
	at := now.Add(time.Hour)
	require.NoError(t, db.DecidePepSearch(ctx, demoScope(), 2002, service.PepDecision{ClientInResults: true,
		ResultIDs: []int64{20021, 20031, 20021}, At: at}))
	p, err := db.PepSearch(ctx, demoScope(), 2002)
	require.NoError(t, err)
	require.True(t, p.Record.ClientInResults)
	require.False(t, p.Record.ClientNotInResults)
	require.EqualValues(t, 1, p.Record.NumOfUnresolved)
	require.True(t, p.Record.PepSearchResults[0].ResultResolved)
	require.False(t, p.Record.PepSearchResults[1].ResultResolved)
	require.True(t, p.Record.DateUpdated.Equal(at))
	p3, err := db.PepSearch(ctx, demoScope(), 2003)
	require.NoError(t, err)
	require.False(t, p3.Record.PepSearchResults[0].ResultResolved, "a result of another search must not change")

	// A decision on the whole of 2003 clears affectedByUpdate.
	require.NoError(t, db.DecidePepSearch(ctx, demoScope(), 2003, service.PepDecision{At: at}))
	p3, err = db.PepSearch(ctx, demoScope(), 2003)
	require.NoError(t, err)
	require.True(t, p3.Record.ClientNotInResults)
	require.EqualValues(t, 0, p3.Record.NumOfUnresolved)
	require.False(t, p3.Record.AffectedByUpdate)
	for _, r := range p3.Record.PepSearchResults {
		require.True(t, r.ResultResolved)
	}
	n, err = db.CountUnresolvedPepSearches(ctx, demoScope())
	require.NoError(t, err)
	require.EqualValues(t, 2, n) // 2001 and 2002
	require.ErrorIs(t, db.DecidePepSearch(ctx, viewer, 2001, service.PepDecision{At: at}), service.ErrNotFound)
	require.ErrorIs(t, db.DecidePepSearch(ctx, demoScope(), dataset.OtherPepSearch, service.PepDecision{At: at}), service.ErrNotFound)

	// Archive (idempotent, first date kept).
	require.NoError(t, db.ArchivePepSearch(ctx, demoScope(), 2001, at))
	require.NoError(t, db.ArchivePepSearch(ctx, demoScope(), 2001, at.Add(time.Hour)))
	p1, err := db.PepSearch(ctx, demoScope(), 2001)
	require.NoError(t, err)
	require.True(t, p1.Record.IsArchived)
	require.True(t, p1.Record.DateArchived.Equal(at))
	n, err = db.CountUnresolvedPepSearches(ctx, demoScope())
	require.NoError(t, err)
	require.EqualValues(t, 1, n)
	recs, total, err := db.ListPepSearches(ctx, service.PepFilter{Scope: demoScope(), Archived: true})
	require.NoError(t, err)
	require.Equal(t, 1, total)
	require.Equal(t, []int64{2001}, ids(recs))
	q, err := db.QuoteAllPepRenewal(ctx, demoScope(), firstOfNextMonth(now))
	require.NoError(t, err)
	require.Equal(t, pepRange(2002, 2005), q.Renewed, "an archived search is not renewed")
	require.ErrorIs(t, db.ArchivePepSearch(ctx, viewer, 2002, at), service.ErrNotFound)

	// Delete.
	require.ErrorIs(t, db.DeletePepSearch(ctx, viewer, 2001), service.ErrNotFound)
	require.ErrorIs(t, db.DeletePepSearch(ctx, demoScope(), dataset.OtherPepSearch), service.ErrNotFound)
	require.NoError(t, db.DeletePepSearch(ctx, demoScope(), 2001))
	_, err = db.PepSearch(ctx, demoScope(), 2001)
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.PepSearchNotes(ctx, demoScope(), 2001)
	require.ErrorIs(t, err, service.ErrNotFound)
	require.ErrorIs(t, db.DeletePepSearch(ctx, demoScope(), 2001), service.ErrNotFound)
	_, err = db.PepSearch(ctx, otherScope(), dataset.OtherPepSearch)
	require.NoError(t, err, "the other account's search is untouched")
}

func testRenewAllPepSearches(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	before := b.RenewalDates(t, db)

	q, err := db.QuoteAllPepRenewal(ctx, demoScope(), firstOfNextMonth(now))
	require.NoError(t, err)
	require.Equal(t, pepRange(2001, 2005), q.Renewed)
	require.Equal(t, "7.50", q.Cost.String())
	require.Equal(t, dataset.DemoBalance, q.Balance.String())
	q, err = db.QuoteAllPepRenewal(ctx, owners(dataset.DemoAccountID, dataset.ViewerUserName), firstOfNextMonth(now))
	require.NoError(t, err)
	require.Empty(t, q.Renewed)

	// Concurrent renewals of everything due: each search renewed and paid
	// for once.
	var wg sync.WaitGroup
	results := make([]service.PepRenewal, 4)
	errs := make([]error, 4)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = db.RenewAllPepSearches(ctx, demoScope(), firstOfNextMonth(now))
		}()
	}
	wg.Wait()
	renewed := 0
	for i := range results {
		require.NoError(t, errs[i])
		renewed += len(results[i].Renewed)
	}
	require.Equal(t, 5, renewed)
	require.Equal(t, "92.50", balance(t, db, dataset.DemoAccountID))
	require.Equal(t, dataset.OtherBalance, balance(t, db, dataset.OtherAccountID))
	after := b.RenewalDates(t, db)
	for id, old := range before {
		if id >= 2001 && id <= 2005 {
			require.Equal(t, old.AddDate(1, 0, 0), after[id], "search %d", id)
		} else {
			require.Equal(t, old, after[id], "search %d must not change", id)
		}
	}

	// Short of credit: nothing changes.
	poor := b.openDemo(t, now, setBalance(dataset.DemoAccountID, 300))
	r, err := poor.RenewAllPepSearches(ctx, demoScope(), firstOfNextMonth(now))
	require.ErrorIs(t, err, service.ErrInsufficientCredit)
	require.Equal(t, "7.50", r.Cost.String())
	require.Equal(t, "3.00", balance(t, poor, dataset.DemoAccountID))
	q, err = poor.QuoteAllPepRenewal(ctx, demoScope(), firstOfNextMonth(now))
	require.NoError(t, err)
	require.Len(t, q.Renewed, 5)
}

func newPep(name string, now time.Time, results ...string) service.NewPepSearch {
	n := service.NewPepSearch{AccountID: dataset.DemoAccountID, Owner: dataset.AnalystUserName,
		Criteria: service.SearchCriteria{Name: name, Reference: "REF-" + name, DateOfBirth: "01/02/1970", Country: "GB"},
		Type:     "individual", DateSearched: now, RenewalDate: now.AddDate(1, 0, 0)}
	for i, r := range results {
		n.Results = append(n.Results, service.PepSearchResult{FullName: r, Category: "PEP", Source: "PEP:Q" + r,
			ResultSimilarity: service.NewDecimal(int64(9000-i*100), 2)})
	}
	return n
}

func testCreatePepSearch(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	ledger := len(b.Ledger(t, db, dataset.DemoAccountID))
	id, r, err := db.CreatePepSearch(ctx, newPep("Ann Smith", now, "Ann Smith", "Anna Smyth"))
	require.NoError(t, err)
	require.Greater(t, id, dataset.OtherPepSearch, "new ids follow the demo's")
	require.Equal(t, "1.50", r.Cost.String())
	require.Equal(t, "98.50", r.Balance.String())
	require.Equal(t, "98.50", balance(t, db, dataset.DemoAccountID))
	b.requireLedger(t, db, dataset.DemoAccountID, ledger, LedgerEntry{Amount: -15000, BalanceAfter: 985000,
		Note: fmt.Sprintf("PEP search %d", id), Actor: dataset.AnalystUserName})

	p, err := db.PepSearch(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName), id)
	require.NoError(t, err)
	require.Equal(t, dataset.AnalystUserName, p.Owner)
	rec := p.Record
	require.Equal(t, "Ann Smith", rec.SearchCriteria.Name)
	require.Equal(t, "REF-Ann Smith", rec.SearchCriteria.Reference)
	require.Equal(t, "01/02/1970", rec.SearchCriteria.DateOfBirth)
	require.True(t, rec.DateSearched.Equal(now))
	require.True(t, rec.DateRenewal.Equal(now.AddDate(1, 0, 0)))
	require.EqualValues(t, 2, rec.NumOfResults)
	require.EqualValues(t, 2, rec.NumOfUnresolved)
	require.Len(t, rec.PepSearchResults, 2)
	require.Equal(t, "Anna Smyth", rec.PepSearchResults[1].FullName)
	require.Equal(t, "89.00", rec.PepSearchResults[1].ResultSimilarity.String())
	require.False(t, rec.PepSearchResults[0].ResultResolved)
	require.Greater(t, rec.PepSearchResults[0].ID, int64(0))
	_, err = db.PepSearch(ctx, owners(dataset.DemoAccountID, dataset.ViewerUserName), id)
	require.ErrorIs(t, err, service.ErrNotFound)
	recs, _, err := db.ListPepSearches(ctx, service.PepFilter{Scope: demoScope(), NameWords: []string{"smith"}})
	require.NoError(t, err)
	require.Equal(t, []int64{id}, ids(recs))

	// A day-one search without results: not renewable, not unresolved.
	d := newPep("Bob Jones", now)
	d.DayOne = true
	d.RenewalDate = now
	id2, _, err := db.CreatePepSearch(ctx, d)
	require.NoError(t, err)
	p, err = db.PepSearch(ctx, demoScope(), id2)
	require.NoError(t, err)
	require.True(t, p.Record.IsDayOneSearch)
	require.Nil(t, p.Record.DateRenewal)
	q, err := db.QuoteAllPepRenewal(ctx, demoScope(), now.AddDate(0, 5, 0))
	require.NoError(t, err)
	require.NotContains(t, q.Renewed, id2)
	recs, _, err = db.ListPepSearches(ctx, service.PepFilter{Scope: demoScope(), DayOne: boolp(true)})
	require.NoError(t, err)
	require.Equal(t, []int64{id2}, ids(recs))

	// Short of credit: nothing written.
	poor := b.openDemo(t, now, setBalance(dataset.DemoAccountID, 149))
	poorLedger := len(b.Ledger(t, poor, dataset.DemoAccountID))
	_, r, err = poor.CreatePepSearch(ctx, newPep("Ann Smith", now, "Ann Smith"))
	require.ErrorIs(t, err, service.ErrInsufficientCredit)
	b.requireLedger(t, poor, dataset.DemoAccountID, poorLedger)
	require.Equal(t, "1.50", r.Cost.String())
	require.Equal(t, "1.49", balance(t, poor, dataset.DemoAccountID))
	recs, total, err := poor.ListPepSearches(ctx, service.PepFilter{Scope: demoScope()})
	require.NoError(t, err)
	require.Equal(t, 20, total, "no search stored: %v", ids(recs))
}

// testCreatePepSearchConcurrent: ten searches at once on a balance that
// pays for four: exactly four are stored and debited.
func testCreatePepSearchConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now, setBalance(dataset.DemoAccountID, 600))
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok, short := 0, 0
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _, err := db.CreatePepSearch(ctx, newPep("Concurrent Person", now, "Concurrent Person"))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok++
			case errors.Is(err, service.ErrInsufficientCredit):
				short++
			default:
				t.Errorf("unexpected error: %v", err)
			}
		}()
	}
	wg.Wait()
	require.Equal(t, 4, ok)
	require.Equal(t, 6, short)
	require.Equal(t, "0.00", balance(t, db, dataset.DemoAccountID))
	_, total, err := db.ListPepSearches(ctx, service.PepFilter{Scope: demoScope(), NameExact: "concurrent person"})
	require.NoError(t, err)
	require.Equal(t, 4, total)
}
