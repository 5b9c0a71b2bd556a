package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestErrorTable covers every row of the decisions.md error table that a
// client can provoke.
func TestErrorTable(t *testing.T) {
	s := startServer(t)
	cases := []struct {
		name         string
		method, path string
		ct, body     string
		hdr          []string
		status       int
		code, field  string
	}{
		{"malformed JSON", "POST", "/sanctions/get", "application/json", `{"request":{"id":`, nil, 400, "SerializationException", ""},
		{"wrong type", "POST", "/sanctions/get", "application/json", withAuth(`{"request":{"id":"abc"}}`, authDemo), nil, 400, "SerializationException", "id"},
		{"wrong type in query", "GET", "/dbs?page[limit]=many", "", "", demoHeaders, 400, "SerializationException", "page[limit]"},
		{"malformed XML", "POST", "/sanctions/get", "application/xml", `<GetSearch><Request>`, nil, 400, "SerializationException", ""},
		{"DTD refused", "POST", "/sanctions/get", "application/xml", `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><GetSearch/>`, nil, 400, "SerializationException", ""},
		{"validation", "GET", "/dbs?page[limit]=501", "", "", demoHeaders, 400, "OutOfRange", "page[limit]"},
		{"bad sort", "GET", "/dbs?sort=password", "", "", demoHeaders, 400, "InvalidValue", "sort"},
		{"bad state", "GET", "/clients/incomplete/count?state=Verified", "", "", demoHeaders, 400, "InvalidValue", "state"},
		{"no credentials", "POST", "/sanctions/get", "application/json", `{"request":{"id":1001}}`, nil, 401, "Unauthorized", ""},
		{"wrong key", "POST", "/sanctions/get", "application/json", `{"request":{"id":1001}}`, []string{"X-Api-User", "demo", "X-Api-Key", "nope"}, 401, "Unauthorized", ""},
		{"unknown user", "POST", "/sanctions/get", "application/json", `{"request":{"id":1001}}`, []string{"X-Api-User", "ghost", "X-Api-Key", "demo-secret-key"}, 401, "Unauthorized", ""},
		{"foreign userId", "POST", "/sanctions/get", "application/json", `{"request":{"id":1001}}`, append(demoHeaders, "X-User-Id", "b2c3d4e5-0000-4000-8000-000000000002"), 401, "Unauthorized", ""},
		{"forbidden subUserName", "GET", "/dbs?subUserName=analyst", "", "", append(demoHeaders, "X-User-Id", viewerID), 403, "Forbidden", ""},
		{"foreign id", "POST", "/sanctions/get", "application/json", withAuth(`{"request":{"id":9001}}`, authDemo), nil, 404, "NotFound", ""},
		{"unknown path", "GET", "/nowhere", "", "", nil, 404, "NotFound", ""},
		{"unknown op", "POST", "/json/reply/DeleteEverything", "application/json", "{}", nil, 404, "NotFound", ""},
		{"wrong method", "GET", "/sanctions/get", "", "", demoHeaders, 405, "MethodNotAllowed", ""},
		{"too large", "POST", "/sanctions/get", "application/json", `{"request":{"note":"` + strings.Repeat("a", 1<<20) + `"}}`, demoHeaders, 413, "RequestTooLarge", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := s.do(t, c.method, c.path, c.ct, c.body, c.hdr...)
			requireError(t, r, c.status, c.code, c.field)
			require.Equal(t, "application/json; charset=utf-8", r.header.Get("Content-Type"))
			require.NotContains(t, string(r.body), "goroutine")
		})
	}
	r := s.do(t, "GET", "/sanctions/get", "", "")
	require.Equal(t, "POST", r.header.Get("Allow"))
	// Errors follow the negotiated format.
	r = s.do(t, "POST", "/sanctions/get.xml", "application/json", `{"request":{"id":1001}}`)
	require.Equal(t, 401, r.status)
	root := r.xml(t)
	require.Equal(t, "GetSearchResponse", root.Tag)
	require.Equal(t, "Unauthorized", xtext(t, root, "Data/ResponseStatus/ErrorCode"))
	r = s.do(t, "GET", "/nowhere?callback=cb", "", "")
	require.Equal(t, 404, r.status)
	require.True(t, strings.HasPrefix(string(r.body), "cb({"), "%s", r.body)
	require.Equal(t, "text/javascript; charset=utf-8", r.header.Get("Content-Type"))
	// The log never carries credentials.
	logs := s.stderr.String()
	require.NotContains(t, logs, "demo-secret-key")
	require.NotContains(t, logs, "nope")
	require.Contains(t, logs, `"operation":"GetSearch"`)
}

// TestIsolation: demo never sees Other's records; viewer sees only its own.
func TestIsolation(t *testing.T) {
	s := startServer(t)
	foreign := []struct{ method, path, body string }{
		{"POST", "/sanctions/get", `{"request":{"id":9001}}`},
		{"POST", "/sanctions/notes/get", `{"request":{"id":9001}}`},
		{"POST", "/sanctions/notes/add", `{"request":{"id":9001,"note":"x"}}`},
		{"POST", "/sanctions/save", `{"request":{"id":9001}}`},
		{"POST", "/pdfs/get", `{"request":{"id":9007}}`},
		{"PUT", "/validid/update", `{"request":{"id":9004,"clientInResults":true}}`},
		{"POST", "/clients/document", `{"id":9005}`},
	}
	for _, f := range foreign {
		r := s.do(t, f.method, f.path, "application/json", withAuth(f.body, authDemo))
		requireError(t, r, 404, "NotFound", "")
		require.NotContains(t, string(r.body), "Other Ltd")
	}
	r := s.do(t, "GET", "/peps/renew/selected?ids=9002", "", "", demoHeaders...)
	require.Equal(t, "0", num(t, r.json(t), "data.count"))
	r = s.do(t, "GET", "/subusers/get?subUserName=other", "", "", demoHeaders...)
	requireError(t, r, 404, "NotFound", "")
	// Lists never contain the other account's ids.
	r = s.do(t, "GET", "/dbs?page[limit]=500", "", "", demoHeaders...)
	for _, it := range list(t, r.json(t), "data.searches") {
		require.NotEqual(t, "9003", num(t, it, "id"))
	}
	// viewer: only its own records.
	asViewer := append(append([]string{}, demoHeaders...), "X-User-Id", viewerID)
	requireError(t, s.postJSON(t, "/sanctions/get", `{"request":{"id":1001}}`, asViewer...), 404, "NotFound", "")
	r = s.postJSON(t, "/sanctions/get", `{"request":{"id":1026}}`, asViewer...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	r = s.postJSON(t, "/sanctions/unresolved/count", `{"request":{"includeSearchesFromOtherUsers":true}}`, asViewer...)
	require.Equal(t, "1", num(t, r.json(t), "data.numberOfUnresolvedSearches"))
	r = s.do(t, "GET", "/dbs", "", "", asViewer...)
	require.Equal(t, "0", num(t, r.json(t), "data.meta.totalCount"))
	requireError(t, s.do(t, "GET", "/subusers/get?subUserName=analyst", "", "", asViewer...), 403, "Forbidden", "")
	// analyst sees demo's searches (permission) but not viewer's.
	asAnalyst := append(append([]string{}, demoHeaders...), "X-User-Id", analystID)
	r = s.postJSON(t, "/sanctions/get", `{"request":{"id":1001}}`, asAnalyst...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	requireError(t, s.postJSON(t, "/sanctions/get", `{"request":{"id":1026}}`, asAnalyst...), 404, "NotFound", "")
	r = s.postJSON(t, "/sanctions/unresolved/count", `{"request":{"includeSearchesFromOtherUsers":false}}`, asAnalyst...)
	require.Equal(t, "2", num(t, r.json(t), "data.numberOfUnresolvedSearches"))
	r = s.postJSON(t, "/sanctions/unresolved/count", `{"request":{"includeSearchesFromOtherUsers":true}}`, asAnalyst...)
	require.Equal(t, "12", num(t, r.json(t), "data.numberOfUnresolvedSearches"))
	// demo (admin) narrowing to analyst with subUserName.
	r = s.do(t, "GET", "/dbs?subUserName=analyst&page[limit]=100", "", "", demoHeaders...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	require.Equal(t, "40", num(t, r.json(t), "data.meta.totalCount"), "analyst may see demo's and its own")
}
