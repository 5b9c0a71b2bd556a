//go:build unix

package sqlite

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestOpenCreatesPrivateFiles(t *testing.T) {
	ctx := context.Background()
	syscall.Umask(0o022) // the usual umask: without care files are 0644
	path := filepath.Join(t.TempDir(), "private.db")
	db, err := Open(ctx, path, Options{})
	require.NoError(t, err)
	defer db.Close()
	// Write something so the -wal and -shm files exist.
	_, err = db.writer.ExecContext(ctx, "CREATE TABLE t (x)")
	require.NoError(t, err)
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		st, err := os.Stat(p)
		require.NoError(t, err, p)
		require.Equal(t, os.FileMode(0o600), st.Mode().Perm(), p)
	}
	require.Empty(t, InsecureMode(path))

	// An existing world-readable file keeps its mode and is reported.
	open := filepath.Join(t.TempDir(), "open.db")
	require.NoError(t, os.WriteFile(open, nil, 0o644))
	require.NoError(t, os.Chmod(open, 0o644))
	db2, err := Open(ctx, open, Options{})
	require.NoError(t, err)
	defer db2.Close()
	require.Equal(t, os.FileMode(0o644), InsecureMode(open)[open])
}
