package postgres

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/postgres/pgtest"
)

// TestMigrateConcurrently: five gateways opening a fresh database at once
// migrate it once (goose's advisory lock) and all start.
func TestMigrateConcurrently(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	dbs := make([]*DB, 5)
	errs := make([]error, 5)
	for i := range dbs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dbs[i], errs[i] = Open(ctx, dsn, Options{MaxConns: 2})
		}()
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...))
	for _, db := range dbs {
		defer db.Close()
	}
	var applied int
	require.NoError(t, dbs[0].pool.QueryRow(ctx, "SELECT COUNT(*) FROM goose_db_version WHERE version_id > 0").Scan(&applied))
	got, err := dbs[0].Migrations(ctx)
	require.NoError(t, err)
	files, err := fs.Glob(migrationFS, "migrations/*.sql")
	require.NoError(t, err)
	require.Len(t, got, len(files), "every migration applied")
	require.Equal(t, len(got), applied, "each migration recorded once")
}

// TestPoolSize: the pool is Options.MaxConns when set, else the DSN's
// pool_max_conns, else DefaultMaxConns.
func TestPoolSize(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	sep := "?"
	if strings.Contains(dsn, "?") {
		sep = "&"
	}
	for _, tc := range []struct {
		name string
		dsn  string
		opts Options
		want int32
	}{
		{"default", dsn, Options{}, DefaultMaxConns()},
		{"dsn", dsn + sep + "pool_max_conns=3", Options{}, 3},
		{"options", dsn + sep + "pool_max_conns=3", Options{MaxConns: 5}, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db, err := Open(ctx, tc.dsn, tc.opts)
			require.NoError(t, err)
			defer db.Close()
			require.Equal(t, tc.want, db.Pool().Config().MaxConns)
		})
	}
	require.GreaterOrEqual(t, DefaultMaxConns(), int32(8))
	require.GreaterOrEqual(t, DefaultMaxConns(), int32(4*runtime.GOMAXPROCS(0)))
}

// TestRefusesNewerSchema: a binary older than the database's schema (a
// rolling deploy whose newer gateways migrated first) refuses to start
// instead of writing to a schema it does not know.
func TestRefusesNewerSchema(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	db, err := Open(ctx, dsn, Options{})
	require.NoError(t, err)
	_, err = db.pool.Exec(ctx, "INSERT INTO goose_db_version (version_id, is_applied) VALUES (99999, true)")
	require.NoError(t, err)
	require.NoError(t, db.Close())
	for _, opts := range []Options{{}, {NoMigrate: true}} {
		_, err = Open(ctx, dsn, opts)
		require.ErrorIs(t, err, ErrSchemaNewer)
	}
}

// TestAccountDataVersion: the version of an account moves with every
// committed change to its data — made through another store handle (a
// second gateway) or by plain SQL — and not with other accounts' changes;
// sign-in changes are announced to every gateway.
func TestAccountDataVersion(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	now := time.Now()
	a, err := Open(ctx, dsn, Options{Now: func() time.Time { return now }})
	require.NoError(t, err)
	defer a.Close()
	b, err := Open(ctx, dsn, Options{})
	require.NoError(t, err)
	defer b.Close()
	_, err = a.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)

	changes := make(chan string, 100)
	b.OnChange(func(table string, account int64) { changes <- table })

	version := func(db *DB, account int64) uint64 {
		v, ok := db.AccountDataVersion(ctx, account)
		require.True(t, ok)
		return v
	}
	demo, other := version(b, dataset.DemoAccountID), version(b, dataset.OtherAccountID)
	_, _, err = a.AddSearchNote(ctx, service.Scope{AccountID: dataset.DemoAccountID}, 1001, service.SearchNote{Name: "demo", Date: now, Content: "x"}, service.NoteLimits{})
	require.NoError(t, err)
	require.Greater(t, version(b, dataset.DemoAccountID), demo, "a's write is b's next version")
	require.Equal(t, other, version(b, dataset.OtherAccountID), "another account's version did not move")

	demo = version(b, dataset.DemoAccountID)
	_, err = a.pool.Exec(ctx, "UPDATE dbs_searches SET reference = 'by hand' WHERE id = 3001")
	require.NoError(t, err)
	require.Greater(t, version(b, dataset.DemoAccountID), demo, "plain SQL moves it too")

	_, err = a.CreateAccount(ctx, service.NewAccount{Account: service.Account{Name: "N", Currency: "GBP", Created: now},
		MainUser:   service.User{ID: service.MustGUID("0b0b0b0b-0000-4000-8000-000000000001"), UserName: "newcomer", IsMain: true},
		Credential: service.APICredential{APIUserID: "newcomer-api", KeyHash: []byte("h")}})
	require.NoError(t, err)
	seen := map[string]bool{}
	for deadline := time.After(10 * time.Second); !seen["api_credentials"] || !seen["users"]; {
		select {
		case tb := <-changes:
			seen[tb] = true
		case <-deadline:
			t.Fatalf("sign-in changes not announced; saw %v", seen)
		}
	}
	n, listening := b.Notifications()
	require.True(t, listening)
	require.Positive(t, n)
}

// TestAccountDataVersionShared: reads of one account's version share
// their queries, yet each still sees every change committed before it was
// asked for — here by many goroutines at once, each committing through
// another gateway and then reading on this one while the others' reads
// are in flight.
func TestAccountDataVersionShared(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	now := time.Now()
	a, err := Open(ctx, dsn, Options{Now: func() time.Time { return now }})
	require.NoError(t, err)
	defer a.Close()
	b, err := Open(ctx, dsn, Options{})
	require.NoError(t, err)
	defer b.Close()
	_, err = a.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)

	const workers, rounds = 16, 20
	trips0 := b.RoundTrips()
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	stop := make(chan struct{})
	// Readers that keep a read in flight all the time.
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
					b.AccountDataVersion(ctx, dataset.DemoAccountID)
				}
			}
		}()
	}
	var writers sync.WaitGroup
	for w := range workers {
		writers.Add(1)
		go func() {
			defer writers.Done()
			for i := range rounds {
				before, ok := b.AccountDataVersion(ctx, dataset.DemoAccountID)
				if !ok {
					errs <- errors.New("no version")
					return
				}
				if _, err := a.pool.Exec(ctx, "UPDATE dbs_searches SET reference = $1 WHERE id = 3001", fmt.Sprint(w*rounds+i)); err != nil {
					errs <- err
					return
				}
				after, ok := b.AccountDataVersion(ctx, dataset.DemoAccountID)
				if !ok || after <= before {
					errs <- fmt.Errorf("version %d after a committed write, %d before it", after, before)
					return
				}
			}
		}()
	}
	writers.Wait()
	close(stop)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	require.Positive(t, b.RoundTrips()-trips0)
}

// TestDbsPagesAcrossGateways: a DBS page this gateway keeps (same page at
// the same data version) is never served after a write committed through
// another gateway (or by hand): the next read sees it.
func TestDbsPagesAcrossGateways(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	a, err := Open(ctx, dsn, Options{})
	require.NoError(t, err)
	defer a.Close()
	b, err := Open(ctx, dsn, Options{})
	require.NoError(t, err)
	defer b.Close()
	_, err = a.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)

	f := service.DbsFilter{Scope: service.Scope{AccountID: dataset.DemoAccountID}, Sort: service.DbsSortReference, Limit: 5}
	page := func() ([]service.DbsSearchShort, int) {
		rows, total, err := b.ListDbsSearches(ctx, f)
		require.NoError(t, err)
		return rows, total
	}
	first, total := page()
	require.NotEmpty(t, first)
	again, total2 := page()
	require.Equal(t, first, again)
	require.Equal(t, total, total2)
	again[0].Reference = "changed by the caller" // the caller's copy
	kept, _ := page()
	require.Equal(t, first, kept, "a kept page is not shared with callers")

	for i, step := range []string{
		"UPDATE dbs_searches SET reference = '' WHERE id = %d",
		"DELETE FROM dbs_searches WHERE id = %d",
	} {
		_, err = a.pool.Exec(ctx, fmt.Sprintf(step, first[len(first)-1].ID))
		require.NoError(t, err)
		got, n := page()
		switch i {
		case 0:
			require.Equal(t, first[len(first)-1].ID, got[0].ID, "the updated row sorts first on the next read")
			require.Equal(t, total, n)
		case 1:
			require.Equal(t, total-1, n, "the deleted row is gone from the next read's count")
			for _, r := range got {
				require.NotEqual(t, first[len(first)-1].ID, r.ID)
			}
		}
	}
}

// TestDataVersionBumpedOncePerTransaction (migration 00018): a transaction
// that changes an account's data in several statements (as CreateSearch's
// searches, sources and results) moves its version once — readers see
// the transaction's changes and the move together at the commit — and
// every committed transaction still moves it, including one whose first
// change was rolled back to a savepoint.
func TestDataVersionBumpedOncePerTransaction(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	db, err := Open(ctx, dsn, Options{})
	require.NoError(t, err)
	defer db.Close()
	_, err = db.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)
	version := func() uint64 {
		v, ok := db.readAccountVersion(ctx, dataset.DemoAccountID)
		require.True(t, ok)
		return v
	}
	inTx := func(stmts ...string) {
		tx, err := db.pool.Begin(ctx)
		require.NoError(t, err)
		defer tx.Rollback(ctx)
		for _, s := range stmts {
			_, err := tx.Exec(ctx, s)
			require.NoError(t, err, s)
		}
		require.NoError(t, tx.Commit(ctx))
	}
	v0 := version()
	inTx("UPDATE dbs_searches SET reference = 'one' WHERE id = 3001",
		"UPDATE sanctions_searches SET criteria_address = 'two' WHERE account_id = "+fmt.Sprint(dataset.DemoAccountID),
		"UPDATE dbs_searches SET reference = 'three' WHERE id = 3001")
	require.Equal(t, v0+1, version(), "three statements, one transaction: one move")
	inTx("UPDATE dbs_searches SET reference = 'four' WHERE id = 3001")
	require.Equal(t, v0+2, version(), "the next transaction moves it again")
	inTx("SAVEPOINT s", "UPDATE dbs_searches SET reference = 'five' WHERE id = 3001", "ROLLBACK TO SAVEPOINT s",
		"UPDATE dbs_searches SET reference = 'six' WHERE id = 3001")
	require.Equal(t, v0+3, version(), "a move rolled back with its savepoint is made again")
	inTx("SAVEPOINT s", "UPDATE dbs_searches SET reference = 'seven' WHERE id = 3001", "RELEASE SAVEPOINT s",
		"UPDATE dbs_searches SET reference = 'eight' WHERE id = 3001")
	require.Greater(t, version(), v0+3, "a transaction with a released savepoint moves it")
}
