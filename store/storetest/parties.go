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

func newDbs(now time.Time) service.NewDbsSearch {
	d := now.Add(-48 * time.Hour)
	return service.NewDbsSearch{AccountID: dataset.DemoAccountID, Owner: dataset.AnalystUserName, Summary: service.DbsSearchSummary{
		DateSearched: now, DateUpdated: now, Status: service.DbsInitialStatus, DisclosureLevel: "Basic", Reference: "REF-1",
		ApplicantInformation: &service.DbsApplicantInformation{Name: "Jane Applicant", DateOfBirth: "01/02/1990",
			Email: "jane@example.com", MobileInternational: "+447123456789", JobLocation: "Wales"}},
		LinkedTo: []service.LinkedTo{{ID: ptr(int64(1001)), Type: "sanctions", Name: "Linked", Date: &d}}}
}

// testDbsDetail: CreateDbsSearch stores the search and its outbox messages
// together; DbsSearch reads it back in scope only; SetDbsStatus updates it
// and the list sees it.
func testDbsDetail(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	before := b.count(t, db, "outbox")
	msgs := []service.OutboxMessage{
		{AccountID: dataset.DemoAccountID, Channel: service.ChannelEmail, Kind: "dbs.invitation", Recipient: "jane@example.com", Subject: "s", Body: "b", Created: now, NextAttempt: now},
		{AccountID: dataset.DemoAccountID, Channel: service.ChannelSMS, Kind: "dbs.invitation", Recipient: "+447123456789", Body: "t", Created: now, NextAttempt: now},
	}
	d, err := db.CreateDbsSearch(ctx, newDbs(now), msgs)
	require.NoError(t, err)
	require.Positive(t, d.Summary.ID)
	require.Equal(t, dataset.AnalystUserName, d.Owner)
	require.Equal(t, "Jane Applicant", d.Summary.ApplicantInformation.Name)
	require.Equal(t, "+447123456789", d.Summary.ApplicantInformation.MobileInternational)
	require.Equal(t, "Wales", d.Summary.ApplicantInformation.JobLocation)
	require.True(t, now.Equal(d.Summary.DateSearched))
	require.Len(t, d.LinkedTo, 1)
	require.EqualValues(t, 1001, *d.LinkedTo[0].ID)
	require.Equal(t, before+2, b.count(t, db, "outbox"))

	got, err := db.DbsSearch(ctx, demoScope(), d.Summary.ID)
	require.NoError(t, err)
	require.Equal(t, d, got)
	_, err = db.DbsSearch(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName), d.Summary.ID)
	require.NoError(t, err)
	for _, sc := range []service.Scope{otherScope(), owners(dataset.DemoAccountID, dataset.DemoUserName)} {
		_, err = db.DbsSearch(ctx, sc, d.Summary.ID)
		require.ErrorIs(t, err, service.ErrNotFound)
	}
	_, err = db.DbsSearch(ctx, demoScope(), 99999999)
	require.ErrorIs(t, err, service.ErrNotFound)
	// Demo searches have no applicant details beyond their name.
	old, err := db.DbsSearch(ctx, demoScope(), 3001)
	require.NoError(t, err)
	require.NotEmpty(t, old.Summary.ApplicantInformation.Name)
	require.Empty(t, old.LinkedTo)

	// The messages were claimed with the search's id.
	claimed, err := db.ClaimOutbox(ctx, now, time.Minute, 10)
	require.NoError(t, err)
	require.Len(t, claimed, 2)
	for _, m := range claimed {
		require.Equal(t, d.Summary.ID, m.RecordID)
		require.Equal(t, 1, m.Attempts)
	}

	up := service.DbsStatusUpdate{Status: "Received", IsApplicantInfoCompleted: true, IsIDCheckCompleted: true, Updated: now.Add(time.Hour)}
	require.NoError(t, db.SetDbsStatus(ctx, dataset.DemoAccountID, d.Summary.ID, up))
	got, err = db.DbsSearch(ctx, demoScope(), d.Summary.ID)
	require.NoError(t, err)
	require.Equal(t, "Received", got.Summary.Status)
	require.True(t, got.Summary.IsIDCheckCompleted)
	require.True(t, now.Add(time.Hour).Equal(got.Summary.DateUpdated))
	page, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName),
		Name: "jane applicant", IsIDCheckCompleted: ptr(true), Sort: service.DbsSortStatus, Limit: 10})
	require.NoError(t, err)
	require.Equal(t, 1, total)
	require.Equal(t, d.Summary.ID, page[0].ID)
	require.ErrorIs(t, db.SetDbsStatus(ctx, dataset.OtherAccountID, d.Summary.ID, up), service.ErrNotFound)
}

// testOutbox: claiming leases messages (a second claim before the lease
// ends gets nothing; after it, the message again), failures are retried at
// their next attempt or dead, delivered messages are done.
func testOutbox(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	_, err := db.CreateDbsSearch(ctx, newDbs(now), []service.OutboxMessage{
		{AccountID: 1, Channel: service.ChannelEmail, Kind: "k", Recipient: "a@example.com", Body: "1", Created: now, NextAttempt: now},
		{AccountID: 1, Channel: service.ChannelSMS, Kind: "k", Recipient: "+441", Body: "2", Created: now, NextAttempt: now},
		{AccountID: 1, Channel: service.ChannelDbs, Kind: "k", Body: "{}", Created: now, NextAttempt: now.Add(time.Hour)},
	})
	require.NoError(t, err)
	p, dead, err := db.OutboxCounts(ctx)
	require.NoError(t, err)
	require.EqualValues(t, 3, p)
	require.Zero(t, dead)

	a, err := db.ClaimOutbox(ctx, now, time.Minute, 1)
	require.NoError(t, err)
	require.Len(t, a, 1)
	require.Equal(t, "1", a[0].Body)
	bb, err := db.ClaimOutbox(ctx, now, time.Minute, 10)
	require.NoError(t, err)
	require.Len(t, bb, 1, "the leased message and the future one are not due")
	require.Equal(t, "2", bb[0].Body)
	none, err := db.ClaimOutbox(ctx, now.Add(30*time.Second), time.Minute, 10)
	require.NoError(t, err)
	require.Empty(t, none)

	// A worker that died: the lease runs out and the message comes back.
	again, err := db.ClaimOutbox(ctx, now.Add(2*time.Minute), time.Minute, 10)
	require.NoError(t, err)
	require.Len(t, again, 2)
	require.Equal(t, 2, again[0].Attempts)

	t2 := now.Add(2 * time.Minute)
	require.NoError(t, db.FinishOutbox(ctx, again[0].ID, service.OutboxResult{Delivered: t2}))
	require.NoError(t, db.FinishOutbox(ctx, again[1].ID, service.OutboxResult{Error: "boom", NextAttempt: t2.Add(10 * time.Minute)}))
	later, err := db.ClaimOutbox(ctx, t2.Add(11*time.Minute), time.Minute, 10)
	require.NoError(t, err)
	require.Len(t, later, 1, "the failed one is retried, the delivered one is done (the dbs one is due at +60m)")
	require.Equal(t, "2", later[0].Body)
	require.Equal(t, "boom", later[0].LastError)
	require.NoError(t, db.FinishOutbox(ctx, later[0].ID, service.OutboxResult{Error: "gone", Dead: true, NextAttempt: t2}))

	p, dead, err = db.OutboxCounts(ctx)
	require.NoError(t, err)
	require.EqualValues(t, 1, p)
	require.EqualValues(t, 1, dead)
	ds, err := db.ListOutbox(ctx, service.OutboxFilter{State: "dead"})
	require.NoError(t, err)
	require.Len(t, ds, 1)
	require.Equal(t, "gone", ds[0].LastError)
	del, err := db.ListOutbox(ctx, service.OutboxFilter{State: "delivered"})
	require.NoError(t, err)
	require.Len(t, del, 1)
	require.NotNil(t, del[0].Delivered)
	all, err := db.ListOutbox(ctx, service.OutboxFilter{})
	require.NoError(t, err)
	require.Len(t, all, 3)
	require.Greater(t, all[0].ID, all[2].ID, "newest first")

	require.NoError(t, db.RetryOutbox(ctx, ds[0].ID, t2))
	require.ErrorIs(t, db.RetryOutbox(ctx, ds[0].ID, t2), service.ErrNotFound)
	back, err := db.ClaimOutbox(ctx, t2, time.Minute, 10)
	require.NoError(t, err)
	require.Len(t, back, 1)
	require.Equal(t, 1, back[0].Attempts)
}

// testOutboxConcurrentClaims: workers claiming at once never share a
// message.
func testOutboxConcurrentClaims(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	var msgs []service.OutboxMessage
	for range 40 {
		msgs = append(msgs, service.OutboxMessage{AccountID: 1, Channel: service.ChannelEmail, Kind: "k", Body: "x", Created: now, NextAttempt: now})
	}
	_, err := db.CreateDbsSearch(ctx, newDbs(now), msgs)
	require.NoError(t, err)
	var mu sync.Mutex
	seen := map[int64]int{}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for {
				got, err := db.ClaimOutbox(ctx, now, time.Hour, 3)
				if !assertNoErr(t, err) || len(got) == 0 {
					return
				}
				mu.Lock()
				for _, m := range got {
					seen[m.ID]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	require.Len(t, seen, 40)
	for id, n := range seen {
		require.Equal(t, 1, n, "message %d claimed %d times", id, n)
	}
}

func assertNoErr(t *testing.T, err error) bool {
	if err != nil {
		t.Error(err)
		return false
	}
	return true
}

// testValidIDDetail: one ValidID search in scope, notes in order, scope
// and absence are ErrNotFound.
func testValidIDDetail(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	v, owner, err := db.ValidID(ctx, demoScope(), 4001)
	require.NoError(t, err)
	require.EqualValues(t, 4001, v.ID)
	require.NotEmpty(t, owner)
	require.NotNil(t, v.SearchCriteria)
	_, _, err = db.ValidID(ctx, otherScope(), 4001)
	require.ErrorIs(t, err, service.ErrNotFound)

	notes, err := db.ValidIDNotes(ctx, demoScope(), 4001)
	require.NoError(t, err)
	require.Empty(t, notes)
	n1 := service.SearchNote{Name: "demo", Date: now, Content: "first"}
	n2 := service.SearchNote{Name: "demo", Date: now.Add(time.Minute), Content: "second"}
	_, _, err = db.AddValidIDNote(ctx, demoScope(), 4001, n1, service.NoteLimits{})
	require.NoError(t, err)
	notes, _, err = db.AddValidIDNote(ctx, demoScope(), 4001, n2, service.NoteLimits{})
	require.NoError(t, err)
	require.Equal(t, []service.SearchNote{n1, n2}, notes)
	got, err := db.ValidIDNotes(ctx, demoScope(), 4001)
	require.NoError(t, err)
	require.Equal(t, notes, got)
	_, _, err = db.AddValidIDNote(ctx, otherScope(), 4001, n1, service.NoteLimits{})
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = db.ValidIDNotes(ctx, otherScope(), 4001)
	require.ErrorIs(t, err, service.ErrNotFound)
	_, _, err = db.AddValidIDNote(ctx, demoScope(), 99999, n1, service.NoteLimits{})
	require.ErrorIs(t, err, service.ErrNotFound)
	got, err = db.ValidIDNotes(ctx, demoScope(), 4001)
	require.NoError(t, err)
	require.Len(t, got, 2, "failed adds wrote nothing")
}

// testAccountFeatures: all off by default, replaced by Set, ErrNotFound
// for an absent account.
func testAccountFeatures(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	f, err := db.AccountFeatures(ctx, dataset.OtherAccountID)
	require.NoError(t, err)
	require.Equal(t, service.AccountFeatures{}, f)
	want := service.AccountFeatures{DbsEnabled: true, ValidIDActivated: &now, ValidIDSignedBy: "Jane Signer"}
	require.NoError(t, db.SetAccountFeatures(ctx, dataset.OtherAccountID, want))
	f, err = db.AccountFeatures(ctx, dataset.OtherAccountID)
	require.NoError(t, err)
	require.True(t, f.DbsEnabled)
	require.True(t, now.Equal(*f.ValidIDActivated))
	require.Equal(t, "Jane Signer", f.ValidIDSignedBy)
	require.NoError(t, db.SetAccountFeatures(ctx, dataset.OtherAccountID, service.AccountFeatures{DbsEnabled: true}))
	f, err = db.AccountFeatures(ctx, dataset.OtherAccountID)
	require.NoError(t, err)
	require.Equal(t, service.AccountFeatures{DbsEnabled: true}, f)
	_, err = db.AccountFeatures(ctx, 424242)
	require.ErrorIs(t, err, service.ErrNotFound)
	require.ErrorIs(t, db.SetAccountFeatures(ctx, 424242, want), service.ErrNotFound)
}

// testCreateValidID: AddValidId's write — the check, the debit of the
// account's ValidID price of its type and the outbox messages in one
// transaction; nothing written when the balance is short.
func testCreateValidID(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now, setBalance(dataset.OtherAccountID, 1000))
	acct := dataset.OtherAccountID
	require.NoError(t, db.SetAccountFeatures(ctx, acct, service.AccountFeatures{ValidIDActivated: &now,
		ValidIDBasicPrice: service.NewDecimal(250, 2), ValidIDEnhancedPrice: service.NewDecimal(700, 2)}))
	f, err := db.AccountFeatures(ctx, acct)
	require.NoError(t, err)
	require.Equal(t, "2.50", f.ValidIDBasicPrice.String())
	require.Equal(t, "7.00", f.ValidIDEnhancedPrice.String())

	dob := time.Date(1980, 5, 17, 0, 0, 0, 0, time.UTC)
	n := service.NewValidID{AccountID: acct, Owner: dataset.OtherUserName, SanctionsSearchID: dataset.OtherSanctionsSearch,
		SearchListIDs: "HMTSL,OFACL", Request: `{"type":"basic"}`,
		Item: service.ValidIdListItem{Type: service.ValidIDTypeBasic, Status: "Pending", DateSearched: now, Reference: "R-1",
			HasCompletedSearch: true, SearchCriteria: &service.ValidIdSearchCriteria{FullName: "Jane Q Public", DateOfBirth: dob,
				Gender: "Female", Address: "1 High Street, Leeds, LS1 1AA"}}}
	msg := service.OutboxMessage{AccountID: acct, Channel: service.ChannelIdentity, Kind: "validid.check", Body: `{"event":"validid.check"}`,
		Created: now, NextAttempt: now}
	outboxBefore := b.count(t, db, "outbox")
	ledger := len(b.Ledger(t, db, acct))
	id, q, err := db.CreateValidID(ctx, n, []service.OutboxMessage{msg})
	require.NoError(t, err)
	require.Positive(t, id)
	require.Equal(t, "2.50", q.Cost.String())
	require.Equal(t, "7.50", q.Balance.String())
	a, err := db.Account(ctx, acct)
	require.NoError(t, err)
	require.Equal(t, "7.50", a.Balance.String())
	got, owner, err := db.ValidID(ctx, otherScope(), id)
	require.NoError(t, err)
	require.Equal(t, dataset.OtherUserName, owner)
	require.Equal(t, "Pending", got.Status)
	require.Equal(t, service.ValidIDTypeBasic, got.Type)
	require.True(t, got.HasCompletedSearch)
	require.False(t, got.HasCompletedRequest)
	require.Equal(t, "Jane Q Public", got.SearchCriteria.FullName)
	require.True(t, dob.Equal(got.SearchCriteria.DateOfBirth))
	_, _, err = db.ValidID(ctx, demoScope(), id)
	require.ErrorIs(t, err, service.ErrNotFound, "another account cannot see it")
	require.Equal(t, outboxBefore+1, b.count(t, db, "outbox"))
	msgs, err := db.ListOutbox(ctx, service.OutboxFilter{Limit: 10})
	require.NoError(t, err)
	require.Equal(t, int64(id), msgs[0].RecordID)
	require.Equal(t, "validid.check", msgs[0].Kind)

	// The debit is in the ledger, written with the check.
	b.requireLedger(t, db, acct, ledger, LedgerEntry{Amount: -25000, BalanceAfter: 75000,
		Note: fmt.Sprintf("ValidID check %d", id), Actor: dataset.OtherUserName})

	// Enhanced costs 7.00: the balance (7.50) covers it once, not twice.
	n.Item.Type = service.ValidIDTypeEnhanced
	id2, q, err := db.CreateValidID(ctx, n, []service.OutboxMessage{msg})
	require.NoError(t, err)
	require.Equal(t, "0.50", q.Balance.String())
	searches := b.count(t, db, "validid_searches")
	outbox := b.count(t, db, "outbox")
	_, q, err = db.CreateValidID(ctx, n, []service.OutboxMessage{msg})
	require.ErrorIs(t, err, service.ErrInsufficientCredit)
	require.Equal(t, "7.00", q.Cost.String())
	require.Equal(t, "0.50", q.Balance.String())
	require.Equal(t, searches, b.count(t, db, "validid_searches"), "nothing written")
	require.Equal(t, outbox, b.count(t, db, "outbox"), "nothing queued")
	b.requireLedger(t, db, acct, ledger, LedgerEntry{Amount: -25000, BalanceAfter: 75000,
		Note: fmt.Sprintf("ValidID check %d", id), Actor: dataset.OtherUserName},
		LedgerEntry{Amount: -70000, BalanceAfter: 5000, Note: fmt.Sprintf("ValidID check %d", id2), Actor: dataset.OtherUserName})
	a, err = db.Account(ctx, acct)
	require.NoError(t, err)
	require.Equal(t, "0.50", a.Balance.String())

	// The identity party's result completes a Pending check once.
	require.ErrorIs(t, db.SetValidIDResult(ctx, dataset.DemoAccountID, id, service.ValidIDResult{Status: "Pass"}), service.ErrNotFound,
		"another account's id")
	require.ErrorIs(t, db.SetValidIDResult(ctx, acct, 987654, service.ValidIDResult{Status: "Pass"}), service.ErrNotFound)
	require.NoError(t, db.SetValidIDResult(ctx, acct, id, service.ValidIDResult{Status: "Pass", Score: 87}))
	got, _, err = db.ValidID(ctx, otherScope(), id)
	require.NoError(t, err)
	require.Equal(t, "Pass", got.Status)
	require.EqualValues(t, 87, got.Score)
	require.True(t, got.HasCompletedRequest)
	require.ErrorIs(t, db.SetValidIDResult(ctx, acct, id, service.ValidIDResult{Status: "Refer"}), service.ErrConflict)
	got, _, err = db.ValidID(ctx, otherScope(), id)
	require.NoError(t, err)
	require.Equal(t, "Pass", got.Status, "a second result changes nothing")

	// Free checks need no credit.
	require.NoError(t, db.SetAccountFeatures(ctx, acct, service.AccountFeatures{ValidIDActivated: &now}))
	_, q, err = db.CreateValidID(ctx, n, nil)
	require.NoError(t, err)
	require.Equal(t, "0.00", q.Cost.String())
	_, _, err = db.CreateValidID(ctx, service.NewValidID{AccountID: 424242, Owner: "x", Item: n.Item}, nil)
	require.ErrorIs(t, err, service.ErrNotFound)
}

// testCreateValidIDConcurrent: ten concurrent checks against a balance
// that covers four: exactly four are stored, billed and queued, and the
// balance ends at zero, never below.
func testCreateValidIDConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now, setBalance(dataset.OtherAccountID, 1000))
	acct := dataset.OtherAccountID
	require.NoError(t, db.SetAccountFeatures(ctx, acct, service.AccountFeatures{ValidIDActivated: &now,
		ValidIDBasicPrice: service.NewDecimal(250, 2)}))
	searches, outbox := b.count(t, db, "validid_searches"), b.count(t, db, "outbox")
	n := service.NewValidID{AccountID: acct, Owner: dataset.OtherUserName, Item: service.ValidIdListItem{Type: service.ValidIDTypeBasic,
		Status: service.ValidIDStatusPending, DateSearched: now, SearchCriteria: &service.ValidIdSearchCriteria{FullName: "Concurrent Check"}}}
	msg := service.OutboxMessage{AccountID: acct, Channel: service.ChannelIdentity, Kind: "validid.check", Body: "{}", Created: now, NextAttempt: now}
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok, short := 0, 0
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _, err := db.CreateValidID(ctx, n, []service.OutboxMessage{msg})
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
	a, err := db.Account(ctx, acct)
	require.NoError(t, err)
	require.Equal(t, "0.00", a.Balance.String())
	require.Equal(t, searches+4, b.count(t, db, "validid_searches"))
	require.Equal(t, outbox+4, b.count(t, db, "outbox"))
}
