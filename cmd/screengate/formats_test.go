package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/postgres"
)

func TestFormatsAndEndpoints(t *testing.T) {
	s := startServer(t)
	body := withAuth(`{"request":{"id":1001}}`, authDemo)
	// Accept header.
	r := s.do(t, "POST", "/sanctions/notes/get", "application/json", body, "Accept", "application/xml")
	require.Equal(t, "application/xml", r.header.Get("Content-Type"))
	require.True(t, strings.HasPrefix(string(r.body), `<?xml version="1.0" encoding="utf-8"?><GetSearchNotesResponse xmlns="http://schemas.servicestack.net/types" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">`), "%s", r.body)
	// format= and JSONP.
	r = s.do(t, "POST", "/sanctions/notes/get?format=xml", "application/json", body)
	require.Equal(t, "application/xml", r.header.Get("Content-Type"))
	r = s.do(t, "POST", "/sanctions/notes/get?callback=handle.it", "application/json", body)
	require.Equal(t, "text/javascript; charset=utf-8", r.header.Get("Content-Type"))
	require.True(t, strings.HasPrefix(string(r.body), `handle.it({"data":{`) && strings.HasSuffix(string(r.body), `})`), "%s", r.body)
	// SOAP-enveloped replies on REST routes.
	for _, c := range []struct{ path, ct, ns string }{
		{"/sanctions/notes/get.soap11", "text/xml; charset=utf-8", "http://schemas.xmlsoap.org/soap/envelope/"},
		{"/sanctions/notes/get?format=soap12", "application/soap+xml; charset=utf-8", "http://www.w3.org/2003/05/soap-envelope"},
	} {
		r = s.do(t, "POST", c.path, "application/json", body)
		require.Equal(t, 200, r.status)
		require.Equal(t, c.ct, r.header.Get("Content-Type"))
		env := r.xml(t)
		require.Equal(t, c.ns, env.NamespaceURI())
		require.Equal(t, "1001", xtext(t, env, "Body/GetSearchNotesResponse/Data/Id"))
	}
	// An error over a SOAP-format REST reply: 200 + X-Status.
	r = s.do(t, "POST", "/sanctions/notes/get.soap11", "application/json", `{"request":{"id":1001}}`)
	require.Equal(t, 200, r.status)
	require.Equal(t, "401", r.header.Get("X-Status"))
	require.Equal(t, "401", xtext(t, r.xml(t), "Header/X-Status"))

	// SOAP over HTTP against the real server.
	env := `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetSearchNotes xmlns="http://schemas.servicestack.net/types"><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication><Request><Id>1001</Id></Request></GetSearchNotes></soap:Body></soap:Envelope>`
	r = s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, "SOAPAction", "GetSearchNotes")
	require.Equal(t, 200, r.status, "%s", r.body)
	notes := xfind(t, r.xml(t), "Body/GetSearchNotesResponse/Data/Notes").ChildElements()
	require.Len(t, notes, 2)
	require.Equal(t, "Escalated to compliance officer.", notes[1].SelectElement("Content").Text())

	// WSDLs, XSDs, health.
	for _, v := range []string{"soap11", "soap12"} {
		for _, p := range []string{"/" + v, "/" + v + "?wsdl", "/" + v + "/wsdl"} {
			r = s.do(t, "GET", p, "", "")
			require.Equal(t, 200, r.status, p)
			require.Contains(t, r.header.Get("Content-Type"), "text/xml")
			require.Contains(t, string(r.body), `location="`+s.base+"/"+v+`"`)
		}
	}
	r = s.do(t, "GET", "/metadata?xsd=1", "", "")
	require.Equal(t, 200, r.status)
	require.Contains(t, string(r.body), "GetSearchResponse")
	r = s.do(t, "GET", s.root+"/healthz", "", "")
	require.Equal(t, 200, r.status)
	r = s.do(t, "GET", s.root+"/readyz", "", "")
	require.Equal(t, 200, r.status)
	// Request ids are echoed or generated.
	r = s.do(t, "GET", s.root+"/healthz", "", "", "X-Request-Id", "abc-123")
	require.Equal(t, "abc-123", r.header.Get("X-Request-Id"))
	r = s.do(t, "GET", s.root+"/healthz", "", "")
	require.Len(t, r.header.Get("X-Request-Id"), 24)
}

func TestMetricsAndRateLimits(t *testing.T) {
	s := startServer(t, "-auth-fail-rate", "6", "-auth-fail-burst", "3", "-register-rate", "1", "-register-burst", "1")
	s.postJSON(t, "/sanctions/unresolved/count", withAuth(`{}`, authDemo))
	s.do(t, "POST", "/soap11", "text/xml", `<x/>`)
	r := s.do(t, "GET", s.root+"/metrics", "", "")
	require.Equal(t, 200, r.status)
	m := string(r.body)
	has := func(series string) {
		t.Helper()
		require.True(t, strings.Contains(m, series), "no %s in /metrics", series)
	}
	// The series of old; client_golang writes labels in name order.
	has(`screengate_requests_total{format="json",operation="CountUnresolvedSearches",status="200"} 1`)
	has(`screengate_requests_total{format="soap11",operation="none",status="500"} 1`)
	has(`screengate_request_duration_seconds_bucket{operation="CountUnresolvedSearches",le="+Inf"} 1`)
	if onPostgres() {
		has(`screengate_store_connections_open{pool="postgres"}`)
		// The gateway under test runs on this process's CPUs, so its
		// default pool is the one this process computes.
		has(fmt.Sprintf(`screengate_store_connections_max_open{pool="postgres"} %d`, postgres.DefaultMaxConns()))
		has(`screengate_store_listening 1`)
		has(`screengate_store_change_notifications_total`)
		has(`screengate_store_data_version_wait_seconds_bucket{le="0.001"}`)
		has(`screengate_store_data_version_query_seconds_count`)
	} else {
		has(`screengate_store_connections_open{pool="writer"}`)
		has(`screengate_store_connections_max_open{pool="reader"}`)
		// The background WAL checkpointer (a file database).
		has(`screengate_store_wal_checkpoint_seconds_count`)
		has(`screengate_store_wal_hold_seconds_count`)
	}
	// Both backends' group commit (AddSearch's write).
	has(`screengate_store_group_commit_wait_seconds_bucket{le="0.001"}`)
	has(`screengate_store_group_commit_write_seconds_count`)
	// The runtime and process collectors of client_golang.
	has("go_goroutines ")
	has("process_cpu_seconds_total ")
	// Registrations per address: the burst of one is spent by the first
	// (invalid) attempt.
	requireError(t, s.postJSON(t, "/account/register", withAuth(`{"request":{}}`, authDemo)), 400, "NotEmpty", "username")
	m2 := requireError(t, s.postJSON(t, "/account/register", withAuth(`{"request":{}}`, authDemo)), 429, "TooManyRequests", "")
	require.Contains(t, str(t, m2, "data.responseStatus.message"), "registrations")
	// Failed authentication: three tries, then 429 with Retry-After for
	// further failures; correct credentials from the same address are
	// still served (others behind the same NAT must not be locked out).
	for i := 0; i < 3; i++ {
		requireError(t, s.postJSON(t, "/sanctions/unresolved/count", `{}`, "X-Api-User", "demo", "X-Api-Key", "guess"), 401, "Unauthorized", "")
	}
	r = s.postJSON(t, "/sanctions/unresolved/count", `{}`, "X-Api-User", "nobody", "X-Api-Key", "guess")
	requireError(t, r, 429, "TooManyRequests", "")
	require.Equal(t, "10", r.header.Get("Retry-After"))
	r = s.postJSON(t, "/sanctions/unresolved/count", withAuth(`{}`, authDemo))
	require.Equal(t, 200, r.status, "%s", r.body)
	// The same over SOAP: an X-Status 429 reply to wrong credentials.
	env := `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><CountUnresolvedSearches xmlns="http://schemas.servicestack.net/types"/></s:Body></s:Envelope>`
	r = s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, "X-Api-User", "demo", "X-Api-Key", "guess")
	require.Equal(t, "429", r.header.Get("X-Status"))
	require.Equal(t, "TooManyRequests", xtext(t, r.xml(t), "Body/CountUnresolvedSearchesResponse/Data/ResponseStatus/ErrorCode"))
}
