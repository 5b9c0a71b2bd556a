package sqlite

import (
	"context"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestBackgroundCheckpoint: the writer checkpoints only past
// writerCheckpointFrames pages (a backstop); below that the checkpointer
// copies the WAL into the database once it holds checkpointFrames pages.
func TestBackgroundCheckpoint(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t, testNow())
	require.NotNil(t, db.ckpt)
	var auto int
	require.NoError(t, db.writer.QueryRowContext(ctx, "PRAGMA wal_autocheckpoint").Scan(&auto))
	require.Equal(t, writerCheckpointFrames, auto)
	if db.wal == nil {
		t.Skip("the wal-index cannot be mapped here")
	}
	execSQL(t, db, "CREATE TABLE filler (b BLOB)")
	// About 1.5 checkpointFrames pages: past the checkpointer's mark,
	// far below the writer's.
	blob := []byte(strings.Repeat("x", 100*4096))
	for range 3 * checkpointFrames / 200 {
		execSQL(t, db, "INSERT INTO filler (b) VALUES (?)", blob)
	}
	h, ok := db.wal.header()
	require.True(t, ok)
	require.Less(t, h[4], uint32(writerCheckpointFrames))
	// Wait (bounded) for the checkpointer: a state to reach, not a time
	// to meet.
	// The pass that copied them is in /metrics' histogram once it has
	// returned, a moment after the copy shows in the WAL's header.
	deadline := time.Now().Add(60 * time.Second)
	for {
		pending, ok := db.wal.pending()
		_, _, passes, _ := db.WALCheckpoints()
		if ok && pending < checkpointFrames && passes > 0 {
			break
		}
		require.True(t, time.Now().Before(deadline), "WAL never checkpointed: %d frames pending, %d passes observed", pending, passes)
		time.Sleep(10 * time.Millisecond)
	}
	pending, _ := db.wal.pending()
	h, _ = db.wal.header()
	require.Greater(t, h[4]-pending, uint32(0), "frames copied into the database")
	var n int
	require.NoError(t, db.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM filler").Scan(&n))
	require.Equal(t, 3*checkpointFrames/200, n)
}

// TestWALCheckpointsInMemory: an in-memory database has no WAL and no
// checkpointer; its histograms are empty, not a nil dereference.
func TestWALCheckpointsInMemory(t *testing.T) {
	db, err := Open(context.Background(), ":memory:", Options{Now: testNow})
	require.NoError(t, err)
	defer db.Close()
	require.Nil(t, db.ckpt)
	for _, hist := range []func() ([]time.Duration, []uint64, uint64, time.Duration){db.WALCheckpoints, db.WALHolds} {
		bounds, cumulative, n, sum := hist()
		require.Zero(t, n)
		require.Zero(t, sum)
		require.Len(t, cumulative, len(bounds))
	}
}

// TestCheckpointRestartsWAL: under CreateSearch calls that never pause,
// the checkpointer restarts the WAL once it holds restartFrames pages
// (holding the group commit for its last pass), without the writer's own
// checkpoint (turned off here): a PASSIVE checkpoint alone never gets
// every frame copied while commits land, and the WAL would only grow.
// TestCheckpointRestartsWAL: under writes that never pause, the
// checkpointer copies the WAL and makes it start over, in-process and in
// a checkpoint process, and every write stays.
func TestCheckpointRestartsWAL(t *testing.T) {
	for _, tc := range []struct {
		name    string
		process bool
	}{{"in-process", false}, {"process", true}} {
		t.Run(tc.name, func(t *testing.T) {
			var opts Options
			var procs *testProcs
			if tc.process {
				procs = newTestProcs(t)
				opts.CheckpointCommand, opts.CheckpointerFailed = procs.command, procs.failed
			}
			db := checkpointUnderWrites(t, opts)
			if !tc.process {
				require.Nil(t, db.ckpt.proc)
				return
			}
			require.NotNil(t, db.ckpt.proc, "the checkpoint process is still in use: %v", procs.errs())
			require.Greater(t, db.ckpt.procRan.Load(), uint64(0), "passes ran in the process")
			require.Empty(t, procs.errs())
			// procs checks, after the database's Close, that it ended.
		})
	}
}

// checkpointUnderWrites writes searches from 8 goroutines until the WAL
// has passed restartFrames and started over, and checks that every one
// was stored.
func checkpointUnderWrites(t *testing.T, opts Options) *DB {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemoWith(t, now, opts)
	if db.wal == nil {
		t.Skip("the wal-index cannot be mapped here")
	}
	execSQL(t, db, "PRAGMA wal_autocheckpoint=0")
	before := count(t, db, "SELECT COUNT(*) FROM sanctions_searches")
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var stored atomic.Int64
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := g; ; i += 8 {
				select {
				case <-stop:
					return
				default:
				}
				if _, err := db.CreateSearch(ctx, benchSearch(now, i)); err != nil {
					t.Error(err)
					return
				}
				stored.Add(1)
			}
		}()
	}
	// Wait (bounded) for the WAL to pass restartFrames and start over: a
	// state to reach, not a time to meet.
	var largest uint32
	restarted := false
	deadline := time.Now().Add(2 * time.Minute)
	for !restarted && time.Now().Before(deadline) && !t.Failed() {
		if size, _, ok := db.wal.frames(); ok {
			largest = max(largest, size)
			restarted = largest >= restartFrames && size < restartFrames/2
		}
		time.Sleep(time.Millisecond)
	}
	close(stop)
	wg.Wait()
	require.True(t, restarted, "the WAL never restarted: %d frames at most", largest)
	_, _, passes, _ := db.WALCheckpoints()
	_, _, holds, _ := db.WALHolds()
	require.Greater(t, passes, uint64(0), "checkpoint passes observed")
	require.LessOrEqual(t, holds, passes, "each hold is observed with its pass")
	require.Equal(t, before+int(stored.Load()), count(t, db, "SELECT COUNT(*) FROM sanctions_searches"))
	return db
}

// TestWALWriteback: where the kernel can be asked to (Linux), the
// checkpointer opens the WAL, hands the frames appended to it to the
// kernel to write between its passes, and closes it with the database.
func TestWALWriteback(t *testing.T) {
	if !canWriteback {
		t.Skip("sync_file_range is Linux's")
	}
	var wal *os.File
	// Registered first, so run after mustOpen's Close.
	t.Cleanup(func() {
		if wal != nil {
			require.ErrorIs(t, wal.Close(), os.ErrClosed, "the WAL is closed with the database")
		}
	})
	db := mustOpen(t, testNow())
	require.NotNil(t, db.ckpt)
	if db.wal == nil {
		t.Skip("the wal-index cannot be mapped here")
	}
	wal = db.ckpt.walFile
	require.NotNil(t, wal)
	execSQL(t, db, "CREATE TABLE filler (b BLOB)")
	blob := []byte(strings.Repeat("x", 4*writebackFrames*4096))
	execSQL(t, db, "INSERT INTO filler (b) VALUES (?)", blob)
	// A state to reach, not a time to meet.
	deadline := time.Now().Add(60 * time.Second)
	for db.ckpt.writebacks.Load() == 0 {
		require.True(t, time.Now().Before(deadline), "no writeback started")
		time.Sleep(5 * time.Millisecond)
	}
}
