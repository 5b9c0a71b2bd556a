package sqlite

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// The version read without a query must move on as soon as any other
// connection (here a second DB on the same file, as another process would
// be) commits, and with this DB's own writes.
func TestVersionSeesOtherConnections(t *testing.T) {
	ctx := context.Background()
	a, b := openTwice(t)
	require.NotNil(t, a.wal, "file databases watch the WAL index")

	now := func() int64 {
		t.Helper()
		v, err := a.version(ctx, readTx{db: a}, versionValidIDs)
		require.NoError(t, err)
		return v
	}
	bump := func(db *DB) {
		t.Helper()
		_, err := db.writer.ExecContext(ctx, "UPDATE table_versions SET version = version + 1 WHERE name = ?", versionValidIDs)
		require.NoError(t, err)
	}
	v0 := now()
	require.Equal(t, v0, now())
	require.NotNil(t, a.known[versionIndex(versionValidIDs)].Load())
	for i := int64(1); i <= 50; i++ {
		if i%2 == 0 {
			bump(a)
		} else {
			bump(b)
		}
		require.Equal(t, v0+i, now(), "after commit %d", i)
		require.Equal(t, v0+i, now(), "after commit %d, again", i)
	}
	// A checkpoint that restarts the WAL changes nothing visible.
	_, err := b.writer.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	require.NoError(t, err)
	require.Equal(t, v0+50, now())
	bump(b)
	require.Equal(t, v0+51, now())
}

// openTwice opens one new database file twice, as two processes would;
// both are closed when the test ends.
func openTwice(t *testing.T) (a, b *DB) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "twice.db")
	for _, db := range []**DB{&a, &b} {
		var err error
		*db, err = Open(context.Background(), path, Options{})
		require.NoError(t, err)
		t.Cleanup(func() { (*db).Close() })
	}
	return a, b
}
