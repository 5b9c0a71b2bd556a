package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/postgres/pgtest"
	"github.com/screengate/screengate/store/storetest"
)

// mustOpen opens a store on a fresh database of its own.
func mustOpen(tb testing.TB, now time.Time) *DB {
	tb.Helper()
	db, err := Open(context.Background(), pgtest.DSN(tb), Options{Now: func() time.Time { return now }, MaxConns: 8})
	require.NoError(tb, err)
	tb.Cleanup(func() { require.NoError(tb, db.Close()) })
	return db
}

// TestConformance runs the backend-neutral store suite, a database per
// test.
func TestConformance(t *testing.T) {
	storetest.Run(t, storetest.Backend{
		Open: func(tb testing.TB, now time.Time) storetest.Store { return mustOpen(tb, now) },
		Count: func(tb testing.TB, st storetest.Store, table string) int {
			var n int
			require.NoError(tb, st.(*DB).pool.QueryRow(context.Background(), "SELECT COUNT(*) FROM "+pgx.Identifier{table}.Sanitize()).Scan(&n))
			return n
		},
		RenewalDates: func(tb testing.TB, st storetest.Store) map[int64]time.Time {
			rows, err := st.(*DB).pool.Query(context.Background(), "SELECT id, renewal_date FROM pep_searches")
			require.NoError(tb, err)
			defer rows.Close()
			out := map[int64]time.Time{}
			for rows.Next() {
				var id int64
				var d time.Time
				require.NoError(tb, rows.Scan(&id, &d))
				out[id] = d.UTC()
			}
			require.NoError(tb, rows.Err())
			return out
		},
		Ledger: func(tb testing.TB, st storetest.Store, accountID int64) []storetest.LedgerEntry {
			rows, err := st.(*DB).pool.Query(context.Background(),
				"SELECT amount, balance_after, note, actor FROM account_credits WHERE account_id = $1 ORDER BY id", accountID)
			require.NoError(tb, err)
			defer rows.Close()
			out := []storetest.LedgerEntry{}
			for rows.Next() {
				var e storetest.LedgerEntry
				require.NoError(tb, rows.Scan(&e.Amount, &e.BalanceAfter, &e.Note, &e.Actor))
				out = append(out, e)
			}
			require.NoError(tb, rows.Err())
			return out
		},
	})
}
