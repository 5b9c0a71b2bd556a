package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/postgres/pgtest"
)

// TestWritersOfOneAccountDoNotWait: while one transaction that stored a
// search of an account is still open (holding the version and count rows
// it changed), another search of the same account and owner is stored
// without waiting for it (lock_timeout would fail it), nobody sees either
// before it commits, and afterwards the version has moved once per
// transaction and the totals count both.
func TestWritersOfOneAccountDoNotWait(t *testing.T) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	db, err := Open(ctx, pgtest.DSN(t), Options{Now: func() time.Time { return now }})
	require.NoError(t, err)
	defer db.Close()
	_, err = db.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)
	version := func() uint64 {
		v, ok := db.readAccountVersion(ctx, dataset.DemoAccountID)
		require.True(t, ok)
		return v
	}
	total := func() int {
		// GetSearches' total (from the count rows; remembered by
		// version, which moves with every commit here).
		f := service.SearchFilter{Scope: service.Scope{AccountID: dataset.DemoAccountID}, Limit: 1}
		_, n, err := db.ListSearches(ctx, f)
		require.NoError(t, err)
		return n
	}
	count := func() (n int) {
		require.NoError(t, db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM sanctions_searches WHERE account_id = $1 AND NOT is_archived",
			dataset.DemoAccountID).Scan(&n))
		return n
	}
	v0, n0 := version(), total()
	require.Equal(t, count(), n0)

	// Both name the one stored set of their (equal) sources, as AddSearch's
	// searches do.
	set, err := db.sourceSet(ctx, benchSearch(now, 1))
	require.NoError(t, err)
	first, err := db.pool.Begin(ctx)
	require.NoError(t, err)
	defer first.Rollback(ctx)
	_, err = createSearchTx(ctx, first, benchSearch(now, 1), set)
	require.NoError(t, err)

	second, err := db.pool.Begin(ctx)
	require.NoError(t, err)
	defer second.Rollback(ctx)
	_, err = second.Exec(ctx, "SET LOCAL lock_timeout = '2s'")
	require.NoError(t, err)
	_, err = createSearchTx(ctx, second, benchSearch(now, 2), set)
	require.NoError(t, err, "the second writer must not wait for the first")

	require.Equal(t, v0, version(), "nothing committed yet")
	require.NoError(t, second.Commit(ctx))
	require.Equal(t, v0+1, version())
	require.Equal(t, n0+1, total())
	require.NoError(t, first.Commit(ctx))
	require.Equal(t, v0+2, version())
	require.Equal(t, n0+2, total())
	require.Equal(t, count(), n0+2)

	var rows int
	require.NoError(t, db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM data_versions WHERE account_id = $1", dataset.DemoAccountID).Scan(&rows))
	require.Equal(t, 2, rows, "two writers at once: two version rows")
	// One writer at a time reuses the rows there are.
	for i := 0; i < 3; i++ {
		_, err := db.CreateSearch(ctx, benchSearch(now, 10+i))
		require.NoError(t, err)
	}
	require.Equal(t, v0+5, version())
	require.Equal(t, n0+5, total())
	require.NoError(t, db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM data_versions WHERE account_id = $1", dataset.DemoAccountID).Scan(&rows))
	require.Equal(t, 2, rows)

	// A rolled-back write moves nothing.
	tx, err := db.pool.Begin(ctx)
	require.NoError(t, err)
	_, err = createSearchTx(ctx, tx, benchSearch(now, 20), 0)
	require.NoError(t, err)
	require.NoError(t, tx.Rollback(ctx))
	require.Equal(t, v0+5, version())
	require.Equal(t, n0+5, total())
}
