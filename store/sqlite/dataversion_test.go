package sqlite

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// DataVersion must stay put while nothing commits and move on with every
// commit, this DB's own and another connection's (a second DB on the same
// file, as another process would be), including after a checkpoint that
// restarts the WAL.
func TestDataVersion(t *testing.T) {
	ctx := context.Background()
	a, b := openTwice(t)

	now := func() uint64 {
		t.Helper()
		v, ok := a.DataVersion()
		require.True(t, ok)
		return v
	}
	write := func(db *DB, q string) {
		t.Helper()
		_, err := db.writer.ExecContext(ctx, q)
		require.NoError(t, err)
	}
	v := now()
	require.Equal(t, v, now(), "no commit, same version")
	for i := range 20 {
		db := a
		if i%2 == 1 {
			db = b
		}
		write(db, "UPDATE table_versions SET version = version + 1 WHERE name = 'dbs_searches'")
		next := now()
		require.NotEqual(t, v, next, "after commit %d", i)
		require.Equal(t, next, now(), "after commit %d, again", i)
		v = next
	}
	write(b, "PRAGMA wal_checkpoint(TRUNCATE)")
	v = now()
	write(b, "UPDATE table_versions SET version = version + 1 WHERE name = 'dbs_searches'")
	require.NotEqual(t, v, now(), "a commit after a WAL restart")

	mem, err := Open(ctx, ":memory:", Options{})
	require.NoError(t, err)
	defer mem.Close()
	_, ok := mem.DataVersion()
	require.False(t, ok, "no wal-index to watch: no data version")
}
