package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// WAL checkpoints off the writer. SQLite checkpoints automatically in the
// connection whose commit takes the WAL past wal_autocheckpoint pages: for
// a file database that is the writer, which then copies the pages into
// the database file and syncs both files (two fsyncs) while every other
// write, the group commit of AddSearch included, waits behind it (bench
// row 9: p99 300-590 ms with them, 118-129 ms with none, CPU per request
// unchanged). A connection of its own checkpoints instead, PASSIVE (it
// never blocks the writer nor waits for readers), whenever the WAL holds
// checkpointFrames pages that are not in the database yet, and the writer
// checkpoints itself only past writerCheckpointFrames. The writer restarts
// the WAL from its start at the first commit after a complete checkpoint,
// as it does after an automatic one. Durability does not change: a commit
// is in the WAL either way (synchronous NORMAL), and the checkpoint syncs
// as SQLite's own does.

const (
	// checkpointFrames is SQLite's default wal_autocheckpoint.
	checkpointFrames = 1000
	// writerCheckpointFrames is the writer's own wal_autocheckpoint, a
	// backstop: under writes that never pause the WAL cannot restart
	// after a PASSIVE checkpoint (a commit always follows the pass), so
	// past this size the writer checkpoints itself as before (mostly
	// syncing pages already copied) and the WAL restarts.
	writerCheckpointFrames = 10000
	// checkpointEvery is how often the WAL is looked at (a load of the
	// mapped wal-index header, no query, when it can be mapped).
	checkpointEvery = 50 * time.Millisecond
)

// checkpointer is the background checkpointer of a file database.
type checkpointer struct {
	pool *sql.DB // one connection
	wal  *walWatch
	quit chan struct{}
	done chan struct{}
}

// startCheckpointer opens the checkpointer's connection (dsn: the
// writer's options) and starts it.
func startCheckpointer(ctx context.Context, dsn string, wal *walWatch) (*checkpointer, error) {
	pool, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open checkpointer: %w", err)
	}
	pool.SetMaxOpenConns(1)
	pool.SetMaxIdleConns(1)
	pool.SetConnMaxLifetime(0)
	pool.SetConnMaxIdleTime(0)
	if err := pool.PingContext(ctx); err != nil {
		_ = pool.Close()
		return nil, fmt.Errorf("sqlite: open checkpointer: %w", err)
	}
	c := &checkpointer{pool: pool, wal: wal, quit: make(chan struct{}), done: make(chan struct{})}
	go c.run()
	return c, nil
}

func (c *checkpointer) run() {
	defer close(c.done)
	t := time.NewTicker(checkpointEvery)
	defer t.Stop()
	for tick := 1; ; tick++ {
		select {
		case <-c.quit:
			return
		case <-t.C:
		}
		// Without the mapped header, checkpoint once a second.
		if pending, ok := c.wal.pending(); ok && pending < checkpointFrames || !ok && tick%20 != 0 {
			continue
		}
		// PASSIVE copies what it can without waiting; an error (the
		// database busy or gone) is retried at the next tick, and the
		// WAL stays valid meanwhile.
		_, _ = c.pool.ExecContext(context.Background(), "PRAGMA wal_checkpoint(PASSIVE)")
	}
}

// stop ends the checkpointer and closes its connection.
func (c *checkpointer) stop() error {
	if c == nil {
		return nil
	}
	close(c.quit)
	<-c.done
	return c.pool.Close()
}
