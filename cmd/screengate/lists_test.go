package main

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/sqlite"
)

// listSamples is shared/data/sanctions, or the test is skipped.
func listSamples(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("SCREENGATE_SHARED"); d != "" {
		return filepath.Join(d, "data", "sanctions")
	}
	wd, err := os.Getwd()
	require.NoError(t, err)
	for d := wd; d != "/" && d != "."; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "shared", "data", "sanctions")); err == nil {
			return filepath.Join(d, "shared", "data", "sanctions")
		}
	}
	t.Skip("!!! SKIPPED: ../shared/data/sanctions not found (set SCREENGATE_SHARED)")
	return ""
}

func runCLI(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, &out, &errb, func(string) string { return "" }, nil)
	return out.String() + errb.String(), err
}

func TestListsImportStatus(t *testing.T) {
	s := listSamples(t)
	db := filepath.Join(t.TempDir(), "l.db")
	out, err := runCLI(t, "lists", "import", "-db", db, filepath.Join(s, "ofac_sdn_csv"), filepath.Join(s, "eu_fsf_sample.xml"), filepath.Join(s, "un_consolidated_sample.xml"))
	require.NoError(t, err, out)
	require.Contains(t, out, "OFACL  imported version 1: 17 entities")
	require.Contains(t, out, "EU     imported version 2: 6 entities")
	require.Contains(t, out, "UN     imported version 3: 7 entities")

	out, err = runCLI(t, "lists", "import", "-db", db, "-list", "UN", filepath.Join(s, "un_consolidated_sample.xml"))
	require.NoError(t, err, out)
	require.Contains(t, out, "unchanged")

	// The 8-entry SDN XML over the 17-entry CSV set: refused (exit error), then forced.
	out, err = runCLI(t, "lists", "import", "-db", db, filepath.Join(s, "ofac_sdn_legacy_sample.xml"))
	require.Error(t, err)
	require.Contains(t, out, "refused")
	out, err = runCLI(t, "lists", "import", "-db", db, "-force", filepath.Join(s, "ofac_sdn_legacy_sample.xml"))
	require.NoError(t, err, out)
	require.Contains(t, out, "(forced)")

	out, err = runCLI(t, "lists", "status", "-db", db)
	require.NoError(t, err, out)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 4, out)
	require.True(t, strings.HasPrefix(lines[1], "EU "), out)
	require.Contains(t, lines[2], "2020-04-22") // OFACL from the XML: its Publish_Date
	out, err = runCLI(t, "lists", "status", "-db", db, "-history", "10", "-list", "OFACL")
	require.NoError(t, err, out)
	require.Len(t, strings.Split(strings.TrimSpace(out), "\n"), 3, out)

	_, err = runCLI(t, "lists", "import", "-db", db, filepath.Join(t.TempDir(), "missing.xml"))
	require.Error(t, err)
	_, err = runCLI(t, "lists", "import", "-db", db)
	require.ErrorIs(t, err, errUsage)
}

// TestListsFetch downloads from a local server serving the samples: a
// 503 retried, then conditional requests answered 304.
func TestListsFetch(t *testing.T) {
	s := listSamples(t)
	var calls, busy atomic.Int32
	busy.Store(1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		if r.URL.Path == "/UN.xml" && busy.Add(-1) >= 0 {
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		name := map[string]string{"/UN.xml": "un_consolidated_sample.xml", "/SDN.CSV": "ofac_sdn_csv/sdn.csv", "/ADD.CSV": "ofac_sdn_csv/add.csv",
			"/ALT.CSV": "ofac_sdn_csv/alt.csv", "/SDN_COMMENTS.CSV": "ofac_sdn_csv/sdn_comments.csv"}[r.URL.Path]
		if name == "" {
			http.NotFound(w, r)
			return
		}
		http.ServeFile(w, r, filepath.Join(s, name)) // ETag-less, Last-Modified and If-Modified-Since
	}))
	defer srv.Close()
	db := filepath.Join(t.TempDir(), "f.db")
	u := srv.URL
	args := []string{"lists", "fetch", "-db", db, "-lists", "UN,OFACL", "-backoff", "1ms",
		"-source", "UN=" + u + "/UN.xml", "-source", "OFACL=" + u + "/SDN.CSV," + u + "/ADD.CSV," + u + "/ALT.CSV," + u + "/SDN_COMMENTS.CSV"}
	out, err := runCLI(t, args...)
	require.NoError(t, err, out)
	require.Contains(t, out, "UN     imported version")
	require.Contains(t, out, "OFACL  imported version")

	out, err = runCLI(t, args...)
	require.NoError(t, err, out)
	require.Equal(t, 2, strings.Count(out, "not modified"), out)

	// A list with no source and an unknown one are refused.
	_, err = runCLI(t, "lists", "fetch", "-db", db, "-lists", "PEP")
	require.ErrorContains(t, err, "no source URL")
	_, err = runCLI(t, "lists", "fetch", "-db", db, "-source", "UN=")
	require.Error(t, err)
}

// TestServeListsDir drops a file into -lists-dir and waits for it to be
// imported; an unreadable one goes to failed/.
func TestServeListsDir(t *testing.T) {
	s := listSamples(t)
	dir := t.TempDir()
	srv := startServer(t, "-lists-dir", dir, "-lists-dir-poll", "50ms")
	b, err := os.ReadFile(filepath.Join(s, "un_consolidated_sample.xml"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "un.xml"), b, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "junk.txt"), []byte("hello"), 0o644))
	require.Eventually(t, func() bool {
		_, e1 := os.Stat(filepath.Join(dir, "imported", "un.xml"))
		_, e2 := os.Stat(filepath.Join(dir, "failed", "junk.txt.error.txt"))
		return e1 == nil && e2 == nil
	}, 20*time.Second, 50*time.Millisecond, srv.stderr.String())
	srv.stop()
	st, err := openBackend(context.Background(), srv.db, sqlite.Options{}) // SQLite or PostgreSQL
	require.NoError(t, err)
	defer st.Close()
	vs, err := st.CurrentListVersions(context.Background())
	require.NoError(t, err)
	require.Len(t, vs, 1)
	require.Equal(t, "UN", vs[0].List)
	require.Contains(t, srv.stderr.String(), `"outcome":"imported"`)
}

// TestServeListsRefresh fetches at start from a local server.
func TestServeListsRefresh(t *testing.T) {
	s := listSamples(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.ServeFile(w, r, filepath.Join(s, "eu_fsf_sample.xml"))
	}))
	defer srv.Close()
	app := startServer(t, "-lists-refresh", "1h", "-lists", "EU", "-lists-source", "EU="+srv.URL+"/eu.xml")
	require.Eventually(t, func() bool { return strings.Contains(app.stderr.String(), `"list":"EU","outcome":"imported"`) },
		20*time.Second, 50*time.Millisecond, app.stderr.String())
}
