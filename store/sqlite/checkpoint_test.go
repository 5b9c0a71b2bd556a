package sqlite

import (
	"context"
	"strings"
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
	exec(t, db, "CREATE TABLE filler (b BLOB)")
	// About 1.5 checkpointFrames pages: past the checkpointer's mark,
	// far below the writer's.
	blob := []byte(strings.Repeat("x", 100*4096))
	for range 3 * checkpointFrames / 200 {
		exec(t, db, "INSERT INTO filler (b) VALUES (?)", blob)
	}
	h, ok := db.wal.header()
	require.True(t, ok)
	require.Less(t, h[4], uint32(writerCheckpointFrames))
	// Wait (bounded) for the checkpointer: a state to reach, not a time
	// to meet.
	deadline := time.Now().Add(60 * time.Second)
	for {
		pending, ok := db.wal.pending()
		if ok && pending < checkpointFrames {
			break
		}
		require.True(t, time.Now().Before(deadline), "WAL never checkpointed: %d frames pending", pending)
		time.Sleep(10 * time.Millisecond)
	}
	pending, _ := db.wal.pending()
	h, _ = db.wal.header()
	require.Greater(t, h[4]-pending, uint32(0), "frames copied into the database")
	var n int
	require.NoError(t, db.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM filler").Scan(&n))
	require.Equal(t, 3*checkpointFrames/200, n)
}
