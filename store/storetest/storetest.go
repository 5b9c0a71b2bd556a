// Package storetest is the conformance suite of service.Store: every
// method exercised through the interface — results, scopes, ErrNotFound
// and ErrConflict, ordering and paging, money arithmetic, the isolation
// each write promises under concurrency — against the demo data set
// loaded through the backend-neutral loader. Each backend's tests call
// [Run] with a [Backend] (store/sqlite, store/postgres), so both are held
// to the same behaviour.
package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// Store is what the suite needs of a backend: the service's store, the
// data-set loader, and two reads of what CreateAccount stored that the
// service reads no other way.
type Store interface {
	service.Store
	dataset.Loader
	PasswordHash(ctx context.Context, accountID int64, userName string) (string, error)
	AccountRegistration(ctx context.Context, id int64) (service.RegisterAccountRequest, error)
}

// Backend opens stores for the suite and reads a few facts the interface
// does not expose, for assertions only.
type Backend struct {
	// Open returns a new, empty, migrated store of its own (a file, a
	// database or a schema) whose clock is now; closed when tb ends.
	Open func(tb testing.TB, now time.Time) Store
	// Count returns SELECT COUNT(*) of a table (tables have the same names
	// in every backend).
	Count func(tb testing.TB, st Store, table string) int
	// RenewalDates returns the renewal date of every PEP search.
	RenewalDates func(tb testing.TB, st Store) map[int64]time.Time
	// Ledger returns the ledger (account_credits) of an account, oldest
	// first.
	Ledger func(tb testing.TB, st Store, accountID int64) []LedgerEntry
}

// LedgerEntry is one row of an account's ledger: a credit (positive) or a
// debit (negative) and the balance after it, in ten-thousandths.
type LedgerEntry struct {
	Amount, BalanceAfter int64
	Note, Actor          string
}

// requireLedger checks that the ledger of account gained exactly want
// since it held before entries.
func (b Backend) requireLedger(tb testing.TB, st Store, account int64, before int, want ...LedgerEntry) {
	tb.Helper()
	got := b.Ledger(tb, st, account)
	require.GreaterOrEqual(tb, len(got), before)
	if want == nil {
		want = []LedgerEntry{}
	}
	require.Equal(tb, want, got[before:])
}

// testSecret is the server secret the demo credentials are hashed with.
const testSecret = "test-server-secret"

const day = 24 * time.Hour

// testNow is the fixed clock of most tests.
func testNow() time.Time { return time.Date(2026, 3, 10, 9, 30, 0, 0, time.UTC) }

// open is b.Open.
func (b Backend) open(tb testing.TB, now time.Time) Store {
	tb.Helper()
	return b.Open(tb, now)
}

// openDemo opens a store with the demo data set, changed by edits first.
func (b Backend) openDemo(tb testing.TB, now time.Time, edits ...func(*dataset.Set)) Store {
	tb.Helper()
	st := b.Open(tb, now)
	set, err := dataset.Demo(now, []byte(testSecret))
	require.NoError(tb, err)
	for _, e := range edits {
		e(set)
	}
	loaded, err := st.Load(context.Background(), dataset.LoadOptions{IfEmpty: true}, set.Write)
	require.NoError(tb, err)
	require.True(tb, loaded)
	return st
}

func (b Backend) count(tb testing.TB, st Store, table string) int {
	tb.Helper()
	return b.Count(tb, st, table)
}

// setBalance is an edit of the demo set: the account's balance in pence.
func setBalance(account int64, pence int64) func(*dataset.Set) {
	return func(s *dataset.Set) {
		for i := range s.Accounts {
			if s.Accounts[i].Account.ID == account {
				s.Accounts[i].Account.Balance = service.NewDecimal(pence, 2)
			}
		}
	}
}

// Scopes used across the tests.
func demoScope() service.Scope  { return service.Scope{AccountID: dataset.DemoAccountID} }
func otherScope() service.Scope { return service.Scope{AccountID: dataset.OtherAccountID} }
func owners(account int64, names ...string) service.Scope {
	if names == nil {
		names = []string{}
	}
	return service.Scope{AccountID: account, Owners: names}
}

// Run runs the whole suite against b.
func Run(t *testing.T, b Backend) {
	t.Run("DemoReadOnly", func(t *testing.T) {
		// The read-only tests share one loaded demo store (loading it is
		// the costly part); tests that write open their own.
		db := b.openDemo(t, testNow())
		for _, tc := range []struct {
			name string
			fn   func(*testing.T, Store)
		}{
			{"Accounts", testAccounts},
			{"Users", testUsers},
			{"Sanctions", testSanctions},
			{"CountUnresolvedPepSearches", testCountUnresolvedPepSearches},
			{"QuotePepRenewal", testQuotePepRenewal},
			{"ListPepSearches", testListPepSearches},
			{"PepSearch", testPepSearch},
			{"ListSearches", testListSearches},
			{"ListDbsSearches", testListDbsSearches},
			{"ListValidIDs", testListValidIDs},
			{"CountClients", testCountClients},
			{"ClientDocument", testClientDocument},
			{"ListClients", testListClients},
			{"Client", testClient},
			{"ListBulkSearches", testListBulkSearches},
			{"SearchCompanies", testSearchCompanies},
			{"Document", testDocument},
			{"ListDocuments", testListDocuments},
		} {
			t.Run(tc.name, func(t *testing.T) { tc.fn(t, db) })
		}
	})
	for _, tc := range []struct {
		name string
		fn   func(*testing.T, Backend)
	}{
		{"CreateAccount", testCreateAccount},
		{"CreateAccountConcurrent", testCreateAccountConcurrent},
		{"CreateAccountAgreements", testCreateAccountAgreements},
		{"SubUserLifecycle", testSubUserLifecycle},
		{"AddCredit", testAddCredit},
		{"LoadDemoOnce", testLoadDemoOnce},
		{"LoadDemoConcurrent", testLoadDemoConcurrent},
		{"ServerSecret", testServerSecret},
		{"ServerSecretConcurrent", testServerSecretConcurrent},
		{"DemoContractAcrossDates", testDemoContractAcrossDates},
		{"CountUnresolvedSearchesArchived", testCountUnresolvedSearchesArchived},
		{"AddSearchNote", testAddSearchNote},
		{"CreateSearch", testCreateSearch},
		{"CreateSearchConcurrent", testCreateSearchConcurrent},
		{"AddSearchNoteConcurrent", testAddSearchNoteConcurrent},
		{"NoteQuotaConcurrent", testNoteQuotaConcurrent},
		{"CountUnresolvedPepSearchesArchived", testCountUnresolvedPepSearchesArchived},
		{"RenewPepSearches", testRenewPepSearches},
		{"RenewPepSearchesInsufficientCredit", testRenewPepSearchesInsufficientCredit},
		{"RenewPepSearchesConcurrent", testRenewPepSearchesConcurrent},
		{"RenewPepSearchesConcurrentCredit", testRenewPepSearchesConcurrentCredit},
		{"RenewLeapDay", testRenewLeapDay},
		{"PepSearchWrites", testPepSearchWrites},
		{"SearchWrites", testSearchWrites},
		{"RenewAllPepSearches", testRenewAllPepSearches},
		{"CreatePepSearch", testCreatePepSearch},
		{"CreatePepSearchConcurrent", testCreatePepSearchConcurrent},
		{"PepMonitoring", testPepMonitoring},
		{"UpdateValidID", testUpdateValidID},
		{"ClientDocumentWithoutImage", testClientDocumentWithoutImage},
		{"CreateDocument", testCreateDocument},
		{"DocumentQuotaAndPurge", testDocumentQuotaAndPurge},
		{"ReturnedValuesAreTheCallers", testReturnedValuesAreTheCallers},
		{"DbsPagingAtScale", testDbsPagingAtScale},
		{"DbsPagingByNameAtScale", testDbsPagingByNameAtScale},
		{"Seed", testSeed},
		{"ListStore", testListStoreConformance},
		{"DbsDetail", testDbsDetail},
		{"Outbox", testOutbox},
		{"OutboxConcurrentClaims", testOutboxConcurrentClaims},
		{"ValidIDDetail", testValidIDDetail},
		{"AccountFeatures", testAccountFeatures},
		{"ClientWrites", testClientWrites},
		{"CreateValidID", testCreateValidID},
		{"CreateValidIDConcurrent", testCreateValidIDConcurrent},
		{"CreateUserWithOutbox", testCreateUserWithOutbox},
		{"BulkRun", testBulkRun},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel() // each opens a store of its own
			tc.fn(t, b)
		})
	}
}
