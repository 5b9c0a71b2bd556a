package rest

import (
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNegotiate(t *testing.T) {
	cases := []struct {
		url, accept, ct string
		format          Format
		callback, path  string
	}{
		{"/dbs", "", "", FormatJSON, "", "/dbs"},
		{"/dbs.xml", "", "", FormatXML, "", "/dbs"},
		{"/dbs.json?format=xml", "", "", FormatJSON, "", "/dbs"},
		{"/dbs.soap12", "", "", FormatSOAP12, "", "/dbs"},
		{"/dbs?format=xml", "application/json", "", FormatXML, "", "/dbs"},
		{"/dbs?format=soap11", "", "", FormatSOAP11, "", "/dbs"},
		{"/dbs?callback=cb&format=xml", "", "", FormatJSON, "cb", "/dbs"},
		{"/dbs.xml?callback=cb", "", "", FormatXML, "", "/dbs"},
		{"/dbs?callback=a<b>(c)", "", "", FormatJSON, "a_b__c_", "/dbs"},
		{"/xml/reply/GetSearch", "application/json", "", FormatXML, "", "/xml/reply/GetSearch"},
		{"/json/reply/GetSearch", "application/xml", "", FormatJSON, "", "/json/reply/GetSearch"},
		{"/xml/reply/GetSearch?format=json", "", "", FormatJSON, "", "/xml/reply/GetSearch"},
		{"/dbs", "application/xml", "", FormatXML, "", "/dbs"},
		{"/dbs", "text/xml", "", FormatXML, "", "/dbs"},
		{"/dbs", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "", FormatHTML, "", "/dbs"},
		{"/dbs", "application/json, text/html", "", FormatJSON, "", "/dbs"},
		{"/dbs", "text/jsv", "", FormatJSV, "", "/dbs"},
		{"/dbs", "text/csv", "", FormatCSV, "", "/dbs"},
		{"/dbs", "application/xml, text/csv", "", FormatXML, "", "/dbs"},
		{"/dbs", "*/*", "text/jsv", FormatJSV, "", "/dbs"},
		{"/dbs.jsv", "", "", FormatJSV, "", "/dbs"},
		{"/dbs.CSV", "", "", FormatCSV, "", "/dbs"},
		{"/dbs.html?format=json", "", "", FormatHTML, "", "/dbs"},
		{"/dbs?format=jsv", "application/json", "", FormatJSV, "", "/dbs"},
		{"/dbs?format=html", "", "", FormatHTML, "", "/dbs"},
		{"/dbs?format=csv", "", "", FormatCSV, "", "/dbs"},
		{"/jsv/reply/GetSearch", "application/json", "", FormatJSV, "", "/jsv/reply/GetSearch"},
		{"/JSV/oneway/GetSearch", "", "", FormatJSV, "", "/JSV/oneway/GetSearch"},
		{"/json/oneway/GetSearch", "application/xml", "", FormatJSON, "", "/json/oneway/GetSearch"},
		{"/xml/oneway/GetSearch", "", "", FormatXML, "", "/xml/oneway/GetSearch"},
		{"/csv/reply/GetDbsSearches", "", "", FormatCSV, "", "/csv/reply/GetDbsSearches"},
		{"/jsv/other/GetSearch", "", "", FormatJSON, "", "/jsv/other/GetSearch"},
		{"/dbs", "application/xml;q=0.1, application/json", "", FormatJSON, "", "/dbs"},
		{"/dbs", "*/*", "application/xml", FormatXML, "", "/dbs"},
		{"/dbs", "*/*", "application/json", FormatJSON, "", "/dbs"},
		{"/v.1/dbs", "", "", FormatJSON, "", "/v.1/dbs"},
		{"/dbs.pdf", "", "", FormatJSON, "", "/dbs.pdf"},
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", c.url, nil)
		if c.accept != "" {
			r.Header.Set("Accept", c.accept)
		}
		if c.ct != "" {
			r.Header.Set("Content-Type", c.ct)
		}
		n := negotiate(r, r.URL.Path, r.URL.Query())
		require.Equal(t, c.format, n.format, c.url+" "+c.accept)
		require.Equal(t, c.callback, n.callback, c.url)
		require.Equal(t, c.path, n.path, c.url)
	}
}

func TestJSVToJSON(t *testing.T) {
	for in, want := range map[string]string{
		`{Ids:[1,2],DateRenewal:2024-01-01}`:       `{"Ids":[1,2],"DateRenewal":"2024-01-01"}`,
		`{"ids":[1,2]}`:                            `{"ids":[1,2]}`,
		`{DateRenewal:2024-01-01T10:00:00,x:true}`: `{"DateRenewal":"2024-01-01T10:00:00","x":true}`,
		`[1, 2]`: `[1, 2]`,
	} {
		require.Equal(t, want, jsvToJSON(in), in)
	}
}
