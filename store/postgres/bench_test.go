package postgres

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/stdlib"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/storetest"
)

func benchStore(b *testing.B) *DB {
	b.Helper()
	db := mustOpen(b, time.Now())
	_, err := db.LoadDemo(context.Background(), []byte("bench-secret"))
	require.NoError(b, err)
	return db
}

// BenchmarkDriver compares the two ways to reach PostgreSQL through pgx on
// the queries of the hot path (the authentication lookups and a DBS page):
// pgx's own pool (what the store uses) and database/sql over pgx's stdlib
// driver (same connections, same prepared-statement cache). Run with
// -cpu 1,32 for the parallel rows.
func BenchmarkDriver(b *testing.B) {
	db := benchStore(b)
	ctx := context.Background()
	sqlDB := stdlib.OpenDBFromPool(db.pool)
	b.Cleanup(func() { sqlDB.Close() })
	const credential = "SELECT api_user_id, key_hash, account_id, user_id::text FROM api_credentials WHERE api_user_id = $1"
	const page = "SELECT " + dbsColumns + " FROM dbs_searches WHERE account_id = $1 ORDER BY status_rank, date_searched DESC, id DESC LIMIT 25"
	b.Run("pgxpool/credential", func(b *testing.B) {
		b.ReportAllocs()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				var c service.APICredential
				var uid string
				if err := db.pool.QueryRow(ctx, credential, dataset.DemoAPIUser).Scan(&c.APIUserID, &c.KeyHash, &c.AccountID, &uid); err != nil {
					b.Error(err)
					return
				}
			}
		})
	})
	b.Run("database-sql/credential", func(b *testing.B) {
		b.ReportAllocs()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				var c service.APICredential
				var uid string
				if err := sqlDB.QueryRowContext(ctx, credential, dataset.DemoAPIUser).Scan(&c.APIUserID, &c.KeyHash, &c.AccountID, &uid); err != nil {
					b.Error(err)
					return
				}
			}
		})
	})
	scanPage := func(next func() bool, scan func(...any) error) error {
		var s service.DbsSearchShort
		for next() {
			if err := scan(&s.ID, &s.DateSearched, &s.DateUpdated, &s.Status, &s.DisclosureStatus, &s.IsApplicantInfoCompleted,
				&s.IsIDCheckCompleted, &s.IsApplicationCompleted, &s.IsApplicationSubmitted, &s.IsApplicationDisclosed,
				&s.DisclosureLevel, &s.Name, &s.Reference, &s.IsDbsDueRenewal); err != nil {
				return err
			}
		}
		return nil
	}
	b.Run("pgxpool/dbs-page", func(b *testing.B) {
		b.ReportAllocs()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				rows, err := db.pool.Query(ctx, page, dataset.DemoAccountID)
				if err == nil {
					err = scanPage(rows.Next, rows.Scan)
					rows.Close()
				}
				if err != nil {
					b.Error(err)
					return
				}
			}
		})
	})
	b.Run("database-sql/dbs-page", func(b *testing.B) {
		b.ReportAllocs()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				rows, err := sqlDB.QueryContext(ctx, page, dataset.DemoAccountID)
				if err == nil {
					err = scanPage(rows.Next, rows.Scan)
					rows.Close()
				}
				if err != nil {
					b.Error(err)
					return
				}
			}
		})
	})
}

// BenchmarkVersionBump measures what the data-version bump costs writers
// (AddSearchNote, whose transaction bumps data_versions of the search's
// account and so holds that row's lock until it commits): writers all on
// one account — what a single version row for the whole database would
// make of every write — against writers spread over 16 accounts (one row
// each, the schema's choice), against no bump at all (the triggers off for
// the session: session_replication_role = replica, superuser only). Run
// with -cpu 32 (32 concurrent writers).
func BenchmarkVersionBump(b *testing.B) {
	ctx := context.Background()
	db := benchStore(b)
	// Account "one" with 16 searches, and 16 accounts with one search
	// each: writers never share a search row (AddSearchNote locks it), so
	// the only lock they can share is the version row.
	const k = 16
	type target struct{ account, search int64 }
	var one, spread []target
	nextSearch := int64(5_000_000)
	newAccount := func(i int) int64 {
		na := service.NewAccount{Account: service.Account{Name: fmt.Sprint("bench ", i), Currency: "GBP", Created: time.Now()},
			MainUser:   service.User{ID: mustGUID(b), UserName: fmt.Sprint("bench-user-", i), IsMain: true, IsAdmin: true},
			Credential: service.APICredential{APIUserID: fmt.Sprint("bench-api-", i), KeyHash: []byte("x")}}
		id, err := db.CreateAccount(ctx, na)
		require.NoError(b, err)
		return id
	}
	addSearch := func(account int64) target {
		nextSearch++
		id := nextSearch
		_, err := db.Load(ctx, dataset.LoadOptions{}, func(w dataset.Writer) error {
			return w.Sanctions(dataset.SanctionsRecord{AccountID: account, Search: service.SanctionsSearch{Owner: "bench",
				Record: service.SearchRecord{ID: id, SearchType: "individual", DateSearched: time.Now(), DateUpdated: time.Now()}}})
		})
		require.NoError(b, err)
		return target{account, id}
	}
	a := newAccount(100)
	for i := 0; i < k; i++ {
		one = append(one, addSearch(a))
		spread = append(spread, addSearch(newAccount(i)))
	}
	var name string
	require.NoError(b, db.pool.QueryRow(ctx, "SELECT current_database()").Scan(&name))
	insert := func(b *testing.B, targets []target, bump bool) {
		var n atomic.Int64
		b.ReportAllocs()
		pg0 := procstat.SamplePostgres(name)
		defer func() {
			if cpu := procstat.SamplePostgres(name).Since(pg0).CPU; cpu > 0 {
				b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "pg-µs/op")
			}
		}()
		b.RunParallel(func(pb *testing.PB) {
			conn, err := db.pool.Acquire(ctx)
			if err != nil {
				b.Error(err)
				return
			}
			defer conn.Release()
			if !bump {
				if _, err := conn.Exec(ctx, "SET session_replication_role = replica"); err != nil {
					b.Error(err)
					return
				}
				defer conn.Exec(ctx, "SET session_replication_role = DEFAULT")
			}
			for pb.Next() {
				tg := targets[int(n.Add(1))%len(targets)]
				// AddSearchNote's statement, on this session.
				if _, err := conn.Exec(ctx, `WITH s AS (SELECT id FROM sanctions_searches WHERE id = $1 AND account_id = $2 FOR UPDATE)
					INSERT INTO search_notes (search_id, user_name, date, content) SELECT s.id, 'bench', now(), 'x' FROM s`,
					tg.search, tg.account); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	b.Run("one-version-row", func(b *testing.B) { insert(b, one, true) })
	b.Run("16-version-rows", func(b *testing.B) { insert(b, spread, true) })
	b.Run("no-bump", func(b *testing.B) { insert(b, spread, false) })
}

func mustGUID(tb testing.TB) service.GUID {
	g, err := service.NewGUID()
	require.NoError(tb, err)
	return g
}

// BenchmarkListSearches: GetSearches' store query over 100,000 sanctions
// searches (storetest.BenchListSearches).
func BenchmarkListSearches(b *testing.B) {
	storetest.BenchListSearches(b, storetest.Backend{Open: func(tb testing.TB, now time.Time) storetest.Store { return mustOpen(tb, now) }})
}

// BenchmarkListSearchesUncached is BenchmarkListSearches with the
// remembered pages and counts dropped before every call: the cost of a
// page read from the database (the first call after a change).
func BenchmarkListSearchesUncached(b *testing.B) {
	storetest.BenchListSearchesUncached(b, storetest.Backend{Open: func(tb testing.TB, now time.Time) storetest.Store { return mustOpen(tb, now) }},
		func(s storetest.Store) {
			db := s.(*DB)
			db.results.mu.Lock()
			db.results.m = nil
			db.results.mu.Unlock()
			db.dbs.mu.Lock()
			db.dbs.counts = nil
			db.dbs.mu.Unlock()
		})
}
