package lists

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// sharedDir is the project's shared/ folder: $SCREENGATE_SHARED, or the
// sibling of the repository root.
func sharedDir(t testing.TB) string {
	t.Helper()
	if d := os.Getenv("SCREENGATE_SHARED"); d != "" {
		return d
	}
	wd, err := os.Getwd()
	require.NoError(t, err)
	for d := wd; d != "/" && d != "."; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "shared", "data", "sanctions")); err == nil {
			return filepath.Join(d, "shared")
		}
	}
	t.Skip("!!! SKIPPED: ../shared/data/sanctions not found (set SCREENGATE_SHARED)")
	return ""
}

// sample opens files under shared/data/sanctions.
func sample(t testing.TB, names ...string) []File {
	t.Helper()
	dir := filepath.Join(sharedDir(t), "data", "sanctions")
	var out []File
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join(dir, n))
		require.NoError(t, err)
		out = append(out, BytesFile(filepath.Base(n), b))
	}
	return out
}

// fixture opens files under testdata.
func fixture(t testing.TB, names ...string) []File {
	t.Helper()
	var out []File
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join("testdata", n))
		require.NoError(t, err)
		out = append(out, BytesFile(n, b))
	}
	return out
}

// parseFiles groups and parses files that must form one set.
func parseFiles(t testing.TB, files []File) *Result {
	t.Helper()
	sets, err := Group(files, "")
	require.NoError(t, err)
	require.Len(t, sets, 1)
	r, err := Parse(context.Background(), sets[0])
	require.NoError(t, err)
	return r
}
