package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

// Issue 10: bounded resources and safe defaults under hostile clients.

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

// TestXMLLimitsEverywhere: -max-xml-depth and -max-xml-elements bound REST
// XML bodies as they bound SOAP envelopes.
func TestXMLLimitsEverywhere(t *testing.T) {
	s := startServer(t, "-max-xml-depth", "8", "-max-xml-elements", "50")
	nest := func(n int) string {
		return strings.Repeat("<x>", n) + strings.Repeat("</x>", n)
	}
	rest := func(inner string) reply {
		return s.do(t, "POST", "/sanctions/unresolved/count", "application/xml",
			`<CountUnresolvedSearches xmlns="http://schemas.servicestack.net/types">`+inner+`</CountUnresolvedSearches>`, demoHeaders...)
	}
	soap := func(inner string) reply {
		return s.do(t, "POST", "/soap11", "text/xml; charset=utf-8",
			`<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><CountUnresolvedSearches xmlns="http://schemas.servicestack.net/types">`+
				inner+`</CountUnresolvedSearches></s:Body></s:Envelope>`, demoHeaders...)
	}
	require.Equal(t, 200, rest(nest(3)).status)
	require.Equal(t, 200, soap(nest(3)).status)
	for name, inner := range map[string]string{"depth": nest(12), "elements": strings.Repeat("<y/>", 60)} {
		r := rest(inner)
		require.Equal(t, 400, r.status, "REST %s: %s", name, r.body)
		r = soap(inner)
		require.Equal(t, 500, r.status, "SOAP %s: %s", name, r.body) // a Fault
	}
}
