package main

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSharedRepliesSeeEveryCommit: reads whose replies are shared per data
// version (GetSearch, GetDbsSearches, GetValidIds) and whose encodings are
// kept must show every commit at once — the server's own writes and a
// write by another connection straight to the database file.
func TestSharedRepliesSeeEveryCommit(t *testing.T) {
	s := startServer(t)
	db := openTestDB(t, s.db, false)
	exec := func(q string, args ...any) {
		t.Helper()
		res, err := db.ExecContext(context.Background(), q, args...)
		require.NoError(t, err)
		n, err := res.RowsAffected()
		require.NoError(t, err)
		require.EqualValues(t, 1, n, q)
	}
	// twice sends a request twice (the second answer comes from the shared
	// reply and its kept encoding) and checks both answers are equal.
	twice := func(method, path, ctype, body string, hdr ...string) string {
		t.Helper()
		a := s.do(t, method, path, ctype, body, hdr...)
		require.Equal(t, 200, a.status, "%s", a.body)
		b := s.do(t, method, path, ctype, body, hdr...)
		require.Equal(t, string(a.body), string(b.body))
		return string(a.body)
	}
	soapGetSearch := `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetSearch xmlns="http://schemas.servicestack.net/types">` +
		`<Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication><Request><Id>1001</Id></Request></GetSearch></s:Body></s:Envelope>`

	t.Run("DBS list, written by another connection", func(t *testing.T) {
		paths := []string{"/dbs?page[limit]=3", "/dbs.xml?page[limit]=3", "/dbs?page[limit]=3&format=soap12"}
		var before []string
		for _, p := range paths {
			before = append(before, twice("GET", p, "", "", demoHeaders...))
		}
		first := str(t, list(t, s.do(t, "GET", paths[0], "", "", demoHeaders...).json(t), "data.searches")[0], "reference")
		exec("UPDATE dbs_searches SET reference = 'CHANGED-ELSEWHERE' WHERE reference = ?", first)
		for i, p := range paths {
			after := twice("GET", p, "", "", demoHeaders...)
			require.NotEqual(t, before[i], after, p)
			require.Contains(t, after, "CHANGED-ELSEWHERE", p)
			require.NotContains(t, after, first, p)
		}
	})

	t.Run("GetSearch over SOAP and REST, written by another connection", func(t *testing.T) {
		soapBefore := twice("POST", "/soap11", "text/xml; charset=utf-8", soapGetSearch)
		restBefore := twice("POST", "/sanctions/get", "application/json", withAuth(`{"request":{"id":1001}}`, authDemo))
		require.Contains(t, soapBefore, "Vladimir Petrov")
		exec("UPDATE sanctions_searches SET criteria_name = 'Renamed Elsewhere' WHERE id = 1001")
		soapAfter := twice("POST", "/soap11", "text/xml; charset=utf-8", soapGetSearch)
		restAfter := twice("POST", "/sanctions/get", "application/json", withAuth(`{"request":{"id":1001}}`, authDemo))
		require.Contains(t, soapAfter, "Renamed Elsewhere")
		require.Contains(t, restAfter, "Renamed Elsewhere")
		require.NotEqual(t, restBefore, restAfter)
	})

	t.Run("ValidID list, written through the API", func(t *testing.T) {
		list := func() string {
			return twice("POST", "/validid/list", "application/json", withAuth(`{"request":{"page":1,"sortOrder":"Date desc"}}`, authDemo))
		}
		before := list()
		require.Contains(t, before, `"id":4001`)
		r := s.do(t, "PUT", "/validid/update", "application/json", withAuth(`{"request":{"id":4001,"clientNotInResults":true}}`, authDemo))
		require.Equal(t, 200, r.status, "%s", r.body)
		after := list()
		require.NotEqual(t, before, after)
		item := after[strings.Index(after, `"id":4001`):]
		item = item[:strings.IndexByte(item, '}')]
		require.Contains(t, item, `"status":"Resolved - client not in results"`)
	})
}
