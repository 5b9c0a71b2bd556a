package sqlite

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/storetest"
)

// TestConformance runs the backend-neutral store suite on a file database
// per test.
func TestConformance(t *testing.T) {
	storetest.Run(t, storetest.Backend{
		Open: func(tb testing.TB, now time.Time) storetest.Store { return mustOpen(tb, now) },
		Count: func(tb testing.TB, st storetest.Store, table string) int {
			return count(tb, st.(*DB), "SELECT COUNT(*) FROM "+table)
		},
		RenewalDates: func(tb testing.TB, st storetest.Store) map[int64]time.Time {
			tb.Helper()
			rows, err := st.(*DB).reader.QueryContext(context.Background(), "SELECT id, renewal_date FROM pep_searches")
			require.NoError(tb, err)
			defer rows.Close()
			out := map[int64]time.Time{}
			for rows.Next() {
				var id int64
				var d string
				require.NoError(tb, rows.Scan(&id, &d))
				out[id], err = parseTime(d)
				require.NoError(tb, err)
			}
			require.NoError(tb, rows.Err())
			return out
		},
		Ledger: func(tb testing.TB, st storetest.Store, accountID int64) []storetest.LedgerEntry {
			tb.Helper()
			rows, err := st.(*DB).reader.QueryContext(context.Background(),
				"SELECT amount, balance_after, note, actor FROM account_credits WHERE account_id = ? ORDER BY id", accountID)
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
