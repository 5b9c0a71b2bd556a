package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/postgres/pgtest"
)

// TestCancelKeepsConnection: a statement whose context is cancelled while
// PostgreSQL runs it (a client that went away) is cancelled on the
// server, and the pool keeps its connection — the same backend serves
// the next statement — in a plain statement, a batch and a transaction;
// so does a transaction whose context ends before it commits.
func TestCancelKeepsConnection(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	db, err := Open(ctx, dsn, Options{MaxConns: 1})
	require.NoError(t, err)
	defer db.Close()
	watch, err := pgx.Connect(ctx, dsn)
	require.NoError(t, err)
	defer watch.Close(ctx)

	backend := func() int32 {
		t.Helper()
		var pid int32
		require.NoError(t, db.pool.QueryRow(ctx, "SELECT pg_backend_pid()").Scan(&pid))
		return pid
	}
	// sleeping cancels cctx once backend pid is in pg_sleep.
	sleeping := func(pid int32, cancel context.CancelFunc) {
		defer cancel()
		for range 1000 {
			var n int
			if err := watch.QueryRow(ctx, "SELECT count(*) FROM pg_stat_activity WHERE pid = $1 AND wait_event = 'PgSleep'", pid).Scan(&n); err != nil || n > 0 {
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Error("the statement never started sleeping")
	}
	for _, tc := range []struct {
		name string
		run  func(ctx context.Context, cancel context.CancelFunc) error
		// sleeps is whether run's statement sleeps until cancelled.
		sleeps bool
	}{
		{"statement", func(ctx context.Context, _ context.CancelFunc) error {
			_, err := db.pool.Exec(ctx, "SELECT pg_sleep(30)")
			return err
		}, true},
		{"batch", func(ctx context.Context, _ context.CancelFunc) error {
			var b pgx.Batch
			b.Queue("SELECT set_config('plan_cache_mode', 'force_generic_plan', true)")
			b.Queue("SELECT pg_sleep(30)")
			return db.pool.SendBatch(ctx, &b).Close()
		}, true},
		{"transaction", func(ctx context.Context, _ context.CancelFunc) error {
			return db.inTx(ctx, func(tx pgx.Tx) error {
				_, err := tx.Exec(ctx, "SELECT pg_sleep(30)")
				return err
			})
		}, true},
		{"read transaction", func(ctx context.Context, _ context.CancelFunc) error {
			return db.inReadTx(ctx, func(tx pgx.Tx) error {
				_, err := tx.Exec(ctx, "SELECT pg_sleep(30)")
				return err
			})
		}, true},
		{"ended before commit", func(ctx context.Context, cancel context.CancelFunc) error {
			return db.inTx(ctx, func(tx pgx.Tx) error {
				_, err := tx.Exec(ctx, "SELECT 1")
				cancel()
				return err
			})
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pid := backend()
			cctx, cancel := context.WithCancel(ctx)
			defer cancel()
			if tc.sleeps {
				go sleeping(pid, cancel)
			}
			require.Error(t, tc.run(cctx, cancel))
			require.Equal(t, pid, backend(), "the pool replaced its connection")
			var open bool
			require.NoError(t, watch.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND state = 'idle')", pid).Scan(&open))
			require.True(t, open, "backend %d is not idle", pid)
			require.EqualValues(t, 1, db.pool.Stat().TotalConns())
		})
	}
}
