package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
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
