//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

// Issue 10: file modes mean what they say on Unix systems only.

// TestDatabaseFileModes: a new SQLite database (and its -wal/-shm) is
// created 0600; an existing group/world-readable one is warned about.
func TestDatabaseFileModes(t *testing.T) {
	if onPostgres() {
		t.Skip("SQLite files only")
	}
	syscall.Umask(0o022)
	path := filepath.Join(t.TempDir(), "new.db")
	s := startServerOn(t, path)
	require.Equal(t, 200, s.postJSON(t, "/sanctions/unresolved/count", withAuth(`{}`, authDemo)).status)
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		st, err := os.Stat(p)
		require.NoError(t, err)
		require.Equal(t, os.FileMode(0o600), st.Mode().Perm(), p)
	}
	require.NotContains(t, s.stderr.String(), "readable or writable by group or others")
	s.stop()

	open := filepath.Join(t.TempDir(), "open.db")
	require.NoError(t, os.WriteFile(open, nil, 0o644))
	s = startServerOn(t, open)
	require.Contains(t, s.stderr.String(), "readable or writable by group or others")
	require.Contains(t, s.stderr.String(), "-rw-r--r--")
}
