package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// bulkItem is row i's outcome: a sanctions and a PEP search.
func bulkItem(now time.Time, i int32) service.BulkItem {
	s := newScreenedSearch(now, "ignored")
	s.Record.SearchCriteria.Name = fmt.Sprintf("Row %d Person", i)
	p := newPep(fmt.Sprintf("Row %d Person", i), now, "Someone Listed")
	return service.BulkItem{Row: i, Sanctions: &s, Pep: &p}
}

func bulkRows(n int) []service.BulkRow {
	rows := make([]service.BulkRow, n)
	for i := range rows {
		rows[i] = service.BulkRow{Index: int32(i), Type: "individual", Name: fmt.Sprintf("Row %d Person", i),
			Country: "GB", DateOfBirth: "01/02/1970", Reference: fmt.Sprintf("R%d", i)}
	}
	return rows
}

// testBulkRun: a bulk search is created with its rows, leased to one
// runner at a time, advanced batch by batch with its searches and its
// debit in one transaction, resumed by another runner after a lease runs
// out without storing any row twice, and ended.
func testBulkRun(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	sanctionsBefore := b.count(t, db, "sanctions_searches")
	pepBefore := b.count(t, db, "pep_searches")
	ledger := len(b.Ledger(t, db, dataset.DemoAccountID))

	st, err := db.CreateBulkSearch(ctx, service.NewBulkSearch{AccountID: dataset.DemoAccountID, Owner: dataset.AnalystUserName,
		Created: now, IsSanctionsSearch: true, IsPepSearch: true, Lists: []string{"OFACL", "EUL"}, Versions: "EU=4;OFAC=3;PEP=1;",
		Rows: bulkRows(5)})
	require.NoError(t, err)
	require.Positive(t, st.BulkSearchID)
	require.Equal(t, service.BulkSearchStatus{BulkSearchID: st.BulkSearchID, Success: true, Status: service.BulkQueued,
		Message: service.BulkQueuedMessage, Total: 5, IsPepSearch: true, IsSanctionsSearch: true, TotalPep: 5, TotalSanctions: 5}, st)
	id := st.BulkSearchID
	got, _, err := db.ListBulkSearches(ctx, service.BulkFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName), ID: &id})
	require.NoError(t, err)
	require.Equal(t, []service.BulkSearchStatus{st}, got)
	got, _, err = db.ListBulkSearches(ctx, service.BulkFilter{Scope: otherScope(), ID: &id})
	require.NoError(t, err)
	require.Empty(t, got, "another account's bulk search")

	rows, err := db.BulkRows(ctx, id, 3, 10)
	require.NoError(t, err)
	require.Equal(t, bulkRows(5)[3:], rows)

	// One lease at a time.
	job, err := db.ClaimBulkSearch(ctx, "A", now, now.Add(time.Minute))
	require.NoError(t, err)
	require.Equal(t, service.BulkJob{ID: id, AccountID: dataset.DemoAccountID, Owner: dataset.AnalystUserName,
		IsSanctionsSearch: true, IsPepSearch: true, Lists: []string{"OFACL", "EUL"}, Versions: "EU=4;OFAC=3;PEP=1;", Total: 5}, job)
	_, err = db.ClaimBulkSearch(ctx, "B", now.Add(30*time.Second), now.Add(2*time.Minute))
	require.ErrorIs(t, err, service.ErrNotFound, "leased to A")
	_, err = db.SaveBulkBatch(ctx, service.BulkBatch{ID: id, Worker: "B", LeaseUntil: now.Add(time.Minute),
		Items: []service.BulkItem{bulkItem(now, 0)}, NextRow: 1})
	require.ErrorIs(t, err, service.ErrConflict, "B holds no lease")

	// A commits rows 0-1: two searches of each kind, 2 × 1.50 debited.
	st, err = db.SaveBulkBatch(ctx, service.BulkBatch{ID: id, Worker: "A", LeaseUntil: now.Add(time.Minute),
		Versions: "EU=4;OFAC=3;PEP=1;", Items: []service.BulkItem{bulkItem(now, 0), bulkItem(now, 1)}, NextRow: 2})
	require.NoError(t, err)
	require.EqualValues(t, 2, st.Processed)
	require.EqualValues(t, 2, st.ProcessedSanctions)
	require.EqualValues(t, 2, st.ProcessedPep)
	require.Equal(t, service.BulkProcessing, st.Status)
	require.Equal(t, service.BulkProgressMessage(2, 5), st.Message)
	require.Equal(t, "97.00", balance(t, db, dataset.DemoAccountID))
	first := LedgerEntry{Amount: -30000, BalanceAfter: 970000, Note: fmt.Sprintf("bulk search %d: 2 PEP searches", id), Actor: dataset.AnalystUserName}
	b.requireLedger(t, db, dataset.DemoAccountID, ledger, first)
	require.Equal(t, sanctionsBefore+2, b.count(t, db, "sanctions_searches"))
	require.Equal(t, pepBefore+2, b.count(t, db, "pep_searches"))

	// A dies; its lease runs out; B resumes after the last commit and
	// re-sends row 1 (screened before the crash): it is not stored twice.
	job, err = db.ClaimBulkSearch(ctx, "B", now.Add(2*time.Minute), now.Add(3*time.Minute))
	require.NoError(t, err)
	require.EqualValues(t, 2, job.NextRow)
	require.EqualValues(t, 2, job.Processed)
	st, err = db.SaveBulkBatch(ctx, service.BulkBatch{ID: id, Worker: "B", LeaseUntil: now.Add(3 * time.Minute),
		Items: []service.BulkItem{bulkItem(now, 1), bulkItem(now, 2), bulkItem(now, 3)}, NextRow: 4})
	require.NoError(t, err)
	require.EqualValues(t, 4, st.Processed)
	require.EqualValues(t, 4, st.ProcessedPep)
	require.Equal(t, sanctionsBefore+4, b.count(t, db, "sanctions_searches"))
	require.Equal(t, pepBefore+4, b.count(t, db, "pep_searches"))
	require.Equal(t, 4, b.count(t, db, "bulk_search_items"))
	require.Equal(t, "94.00", balance(t, db, dataset.DemoAccountID))
	b.requireLedger(t, db, dataset.DemoAccountID, ledger, first, LedgerEntry{Amount: -30000, BalanceAfter: 940000,
		Note: fmt.Sprintf("bulk search %d: 2 PEP searches", id), Actor: dataset.AnalystUserName})
	_, err = db.SaveBulkBatch(ctx, service.BulkBatch{ID: id, Worker: "A", LeaseUntil: now.Add(3 * time.Minute),
		Items: []service.BulkItem{bulkItem(now, 4)}, NextRow: 5})
	require.ErrorIs(t, err, service.ErrConflict, "A lost its lease")

	// The searches are normal searches of the job's owner.
	sc := owners(dataset.DemoAccountID, dataset.AnalystUserName)
	n, err := db.CountUnresolvedSearches(ctx, sc)
	require.NoError(t, err)
	require.Positive(t, n)

	// A PEP search the balance does not cover: nothing of the batch is
	// written.
	poor := b.openDemo(t, now, setBalance(dataset.DemoAccountID, 100))
	pst, err := poor.CreateBulkSearch(ctx, service.NewBulkSearch{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName,
		Created: now, IsPepSearch: true, Rows: bulkRows(2)})
	require.NoError(t, err)
	_, err = poor.ClaimBulkSearch(ctx, "P", now, now.Add(time.Minute))
	require.NoError(t, err)
	pepPoor := b.count(t, poor, "pep_searches")
	poorLedger := len(b.Ledger(t, poor, dataset.DemoAccountID))
	pi := []service.BulkItem{bulkItem(now, 0), bulkItem(now, 1)}
	for i := range pi {
		pi[i].Sanctions = nil
	}
	_, err = poor.SaveBulkBatch(ctx, service.BulkBatch{ID: pst.BulkSearchID, Worker: "P", LeaseUntil: now.Add(time.Minute), Items: pi, NextRow: 2})
	require.ErrorIs(t, err, service.ErrInsufficientCredit)
	require.Equal(t, pepPoor, b.count(t, poor, "pep_searches"))
	require.Equal(t, 0, b.count(t, poor, "bulk_search_items"))
	require.Equal(t, "1.00", balance(t, poor, dataset.DemoAccountID))
	b.requireLedger(t, poor, dataset.DemoAccountID, poorLedger)

	// The end: only the lease holder ends it; its rows go.
	require.ErrorIs(t, db.FinishBulkSearch(ctx, id, "A", service.BulkOutcome{Status: service.BulkFailed}), service.ErrConflict)
	require.NoError(t, db.FinishBulkSearch(ctx, id, "B", service.BulkOutcome{Status: service.BulkCompleted, Success: true,
		Message: "Completed: 4 records screened"}))
	got, _, err = db.ListBulkSearches(ctx, service.BulkFilter{Scope: demoScope(), ID: &id})
	require.NoError(t, err)
	require.Len(t, got, 1)
	require.Equal(t, service.BulkCompleted, got[0].Status)
	require.Equal(t, "Completed: 4 records screened", got[0].Message)
	require.EqualValues(t, 4, got[0].Processed)
	require.Equal(t, 0, b.count(t, db, "bulk_search_rows"))
	_, err = db.ClaimBulkSearch(ctx, "C", now.Add(time.Hour), now.Add(2*time.Hour))
	require.ErrorIs(t, err, service.ErrNotFound, "nothing left to run (the demo bulk searches are never run)")
}
