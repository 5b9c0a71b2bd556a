package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/screengate/screengate/store/internal/durhist"
)

// WAL checkpoints off the writer. SQLite checkpoints automatically in the
// connection whose commit takes the WAL past wal_autocheckpoint pages: for
// a file database that is the writer, which then copies the pages into
// the database file and syncs both files (two fsyncs) while every other
// write, the group commit of AddSearch included, waits behind it (bench
// row 9: p99 300-590 ms with them, 118-129 ms with none, CPU per request
// unchanged). A connection of its own checkpoints instead, PASSIVE (it
// never blocks the writer nor waits for readers), whenever the WAL holds
// checkpointFrames pages that are not in the database yet.
//
// The WAL restarts from its start only at a write that begins when every
// frame is in the database, and under writes that never pause a PASSIVE
// checkpoint never gets there: a commit lands while it syncs. The writer
// then checkpointed itself at writerCheckpointFrames, inside a commit
// (a thousand or more pages to copy and two fsyncs) while every AddSearch
// under way waited: bench row 9 at 1,500 searches a second (about 8 WAL
// pages each) did so 6-8 times in 5 s, 23-50 ms each, and every request
// then in flight (2.8% of them) was held up by that much, the share that
// sets a p99. So once the WAL holds restartFrames, the checkpointer makes
// the restart happen: it copies concurrently until few frames are left
// (holdFrames), then holds the group commit (walHold, taken by each
// batch's transaction) for a last pass over those few, so that the next
// batch begins with the WAL copied and starts it over. The hold is a few
// milliseconds (the last pages and the two fsyncs), off the CPU the
// requests need for their screening meanwhile; writes outside the group
// commit do not take it, and a restart they foil is tried again at the
// next tick (a reader still on the old frames foils one too: holds are
// holdEvery apart at least). The writer's own checkpoint stays as a
// backstop.
//
// Between passes the checkpointer hands the frames appended to the WAL to
// the kernel to write (writeback, every writebackEvery, Linux), so that a
// pass's fsync of the WAL finds little left to write. The length of that
// fsync matters beyond the checkpointer: the driver makes its file calls
// as ordinary system calls, and one that blocks keeps its P until sysmon
// takes it back, which it does only after seeing the same call on two of
// its wakes, up to 10 ms apart once it has been idle (golang/go#18236):
// with one CPU the whole gateway stops for as long as the fsync lasts, up
// to 10-20 ms. Bench row 9: the WAL's fsyncs 7-10 ms before, 0.7-4.9 ms
// with it; the database's, right after a pass's copy, are unchanged.
//
// Blocking goes further with a checkpoint process (checkpointproc.go,
// Options.CheckpointCommand, what serve uses): every pass runs there,
// and before a hold both files are synced there, so that the hold's last
// pass has little left to sync.
//
// Durability does not change: a commit is in the WAL either way
// (synchronous NORMAL), and the checkpoint syncs as SQLite's own does.

const (
	// checkpointFrames is SQLite's default wal_autocheckpoint.
	checkpointFrames = 1000
	// restartFrames is the WAL size past which the checkpointer restarts
	// it (4 KiB pages: 20 MiB).
	restartFrames = 5000
	// holdFrames bounds the frames left to copy under the hold; the
	// concurrent passes before it take the rest.
	holdFrames = 200
	// convergePasses bounds the concurrent passes before a hold.
	convergePasses = 4
	// holdEvery is the least time between two holds: a restart foiled
	// by a reader still on the WAL is not retried at every tick.
	holdEvery = 200 * time.Millisecond
	// writerCheckpointFrames is the writer's own wal_autocheckpoint, a
	// backstop for when the restarts fail (writes outside the group
	// commit, readers holding old snapshots): the writer then
	// checkpoints itself as before and the WAL restarts.
	writerCheckpointFrames = 10000
	// checkpointEvery is how often the WAL is looked at (a load of the
	// mapped wal-index header, no query, when it can be mapped).
	checkpointEvery = 50 * time.Millisecond
	// writebackEvery is how often the frames appended to the WAL are
	// handed to the kernel to write (writeback), at least writebackFrames
	// of them.
	writebackEvery  = 10 * time.Millisecond
	writebackFrames = 32
	// checkEveryTicks is the ticks of writebackEvery between two looks
	// at whether to checkpoint.
	checkEveryTicks = int(checkpointEvery / writebackEvery)
)

// checkpointer is the background checkpointer of a file database.
type checkpointer struct {
	pool *sql.DB // one connection
	wal  *walWatch
	hold *sync.Mutex // the group commit's (DB.walHold)
	held time.Time   // when it was last held
	quit chan struct{}
	// passes is the duration of each checkpoint pass (its copy and
	// syncs); holds of each hold of the group commit (the last pass of a
	// restart and the wait to take the hold).
	passes, holds durhist.Histogram
	done          chan struct{}
	// walFile is the WAL, opened to start its writeback (nil where there
	// is none, or when it could not be opened); flushed is the WAL's size
	// in frames at the last one.
	walFile    *os.File
	flushed    uint32
	writebacks atomic.Uint64 // started (tests)
	// proc is the checkpoint process the passes run in (nil: in-process,
	// also after it failed); failed is told why it is not used.
	proc    *checkpointProc
	failed  func(error)
	procRan atomic.Uint64 // passes the process ran (tests)
}

// startCheckpointer opens the checkpointer's connection to the database
// file at path and starts it; hold is what the group commit's
// transactions take. With newProc it runs the passes in that process
// (checkpointproc.go) and tells failed why one could not be used
// (opts.CheckpointCommand, CheckpointerFailed, CheckpointerTimeout).
func startCheckpointer(ctx context.Context, path string, wal *walWatch, hold *sync.Mutex, opts Options) (*checkpointer, error) {
	pool, err := openCheckpointConn(ctx, checkpointDSN(path))
	if err != nil {
		return nil, err
	}
	c := &checkpointer{pool: pool, wal: wal, hold: hold, quit: make(chan struct{}), done: make(chan struct{}),
		failed: opts.CheckpointerFailed}
	if opts.CheckpointCommand != nil {
		timeout := opts.CheckpointerTimeout
		if timeout <= 0 {
			timeout = checkpointerTimeout
		}
		if c.proc, err = startCheckpointProc(opts.CheckpointCommand(), path, timeout); err != nil {
			c.fail(err)
		}
	}
	if canWriteback {
		if f, err := os.Open(path + "-wal"); err == nil {
			c.walFile = f
		}
	}
	go c.run()
	return c, nil
}

// fail reports why the checkpoint process is not used.
func (c *checkpointer) fail(err error) {
	if c.failed != nil {
		c.failed(err)
	}
}

func (c *checkpointer) run() {
	defer close(c.done)
	t := time.NewTicker(writebackEvery)
	defer t.Stop()
	for tick := 1; ; tick++ {
		select {
		case <-c.quit:
			return
		case <-t.C:
		}
		size, pending, ok := c.wal.frames()
		if ok {
			c.writeback(size)
		}
		if tick%checkEveryTicks != 0 {
			continue
		}
		switch {
		case !ok:
			// Without the mapped header, checkpoint once a second.
			if tick%(checkEveryTicks*20) == 0 {
				c.pass()
			}
		case size >= restartFrames && pending > 0 && time.Since(c.held) >= holdEvery:
			c.restart(pending)
		case pending >= checkpointFrames:
			c.pass()
		}
	}
}

// writeback starts the writing out of the WAL's frames appended since the
// last call (size: the frames in the WAL now), without waiting for it.
func (c *checkpointer) writeback(size uint32) {
	// A WAL smaller than at the last call has restarted: its frames are new.
	if c.walFile == nil || (size >= c.flushed && size-c.flushed < writebackFrames) {
		return
	}
	c.flushed = size
	if startWriteback(c.walFile) == nil {
		c.writebacks.Add(1)
	}
}

// restart copies the WAL into the database, the last holdFrames pages
// under the hold, so that the group commit's next transaction starts the
// WAL over.
func (c *checkpointer) restart(pending uint32) {
	for range convergePasses {
		if pending <= holdFrames {
			break
		}
		c.pass()
		var ok bool
		if _, pending, ok = c.wal.frames(); !ok {
			return
		}
	}
	if pending > holdFrames {
		return // writes outpace the passes: next tick
	}
	// With a checkpoint process, both files are flushed before the hold,
	// off the gateway's CPU: the hold's pass then has only its last
	// pages to sync, so the group commit waits less behind it.
	c.viaProcess("sync")
	start := time.Now()
	c.hold.Lock()
	defer c.hold.Unlock()
	c.pass()
	c.held = time.Now()
	c.holds.Observe(c.held.Sub(start))
}

// pass runs one PASSIVE checkpoint: it copies what it can without
// waiting; an error (the database busy or gone) is retried at the next
// tick, and the WAL stays valid meanwhile.
func (c *checkpointer) pass() {
	start := time.Now()
	if !c.viaProcess("pass") {
		_, _ = c.pool.ExecContext(context.Background(), "PRAGMA wal_checkpoint(PASSIVE)")
	}
	c.passes.Observe(time.Since(start))
}

// viaProcess runs command in the checkpoint process and tells whether it
// ran there (its own failure, such as a busy database, counts as run: it
// is retried as an in-process one would be). A process that is gone,
// stuck or confused is stopped and reported, and the passes run
// in-process from then on.
func (c *checkpointer) viaProcess(command string) bool {
	if c.proc == nil {
		return false
	}
	err := c.proc.do(command)
	var failed errCheckpointer
	if err == nil || errors.As(err, &failed) {
		if command == "pass" {
			c.procRan.Add(1)
		}
		return true
	}
	c.proc.kill()
	c.proc = nil
	c.fail(fmt.Errorf("sqlite: checkpoint process failed, checkpointing in-process: %w", err))
	return false
}

// WALCheckpoints is the histogram of how long each background checkpoint
// pass took (for /metrics; empty for an in-memory database): the bucket
// bounds, the cumulative count at each, the count of all and their sum.
// A pass runs on the gateway's CPUs beside the requests (its copy of the
// WAL's pages, then the syncs).
func (db *DB) WALCheckpoints() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	if db.ckpt == nil {
		var empty durhist.Histogram
		return empty.Snapshot()
	}
	return db.ckpt.passes.Snapshot()
}

// WALHolds is the histogram of how long the checkpointer held the group
// commit to restart the WAL (taking the hold, then its last pass), as
// WALCheckpoints.
func (db *DB) WALHolds() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	if db.ckpt == nil {
		var empty durhist.Histogram
		return empty.Snapshot()
	}
	return db.ckpt.holds.Snapshot()
}

// stop ends the checkpointer and closes its connection.
func (c *checkpointer) stop() error {
	if c == nil {
		return nil
	}
	close(c.quit)
	<-c.done
	if c.walFile != nil {
		_ = c.walFile.Close()
	}
	if c.proc != nil {
		_ = c.proc.stop()
	}
	return c.pool.Close()
}
