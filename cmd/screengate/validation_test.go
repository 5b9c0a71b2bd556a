package main

import (
	"strings"
	"testing"
)

// TestValidationRules: every field rule of every handler answers 400 with
// the rule's errorCode and the offending field (JSON names; XML callers get
// the PascalCase name, covered in mutations_test).
func TestValidationRules(t *testing.T) {
	s := startServer(t)
	long := strings.Repeat("x", 251)
	cases := []struct {
		name, method, path, body string
		code, field              string
	}{
		{"GetSearch id", "POST", "/sanctions/get", `{"request":{"id":0}}`, "GreaterThan", "id"},
		{"GetSearchNotes id", "POST", "/sanctions/notes/get", `{"request":{"id":-5}}`, "GreaterThan", "id"},
		{"AddSearchNote id", "POST", "/sanctions/notes/add", `{"request":{"id":0,"note":"x"}}`, "GreaterThan", "id"},
		{"AddSearchNote invalid UTF-8 (query)", "POST", "/sanctions/notes/add?note=%FF%FE", `{"request":{"id":1001}}`, "InvalidValue", "note"},
		{"SaveSearch id", "POST", "/sanctions/save", `{"request":{}}`, "GreaterThan", "id"},
		{"GetPdf id", "POST", "/pdfs/get", `{"request":{"id":-1}}`, "GreaterThan", "id"},
		{"Renew ids missing", "PUT", "/peps/renew/selected", `{"request":{}}`, "NotEmpty", "ids"},
		{"Cost ids missing", "GET", "/peps/renew/selected", ``, "NotEmpty", "ids"},
		{"DBS offset", "GET", "/dbs?page[offset]=-1", ``, "OutOfRange", "page[offset]"},
		{"DBS limit negative", "GET", "/dbs?page[limit]=-3", ``, "OutOfRange", "page[limit]"},
		{"DBS name length", "GET", "/dbs?name=" + long, ``, "Length", "name"},
		{"DBS date range", "GET", "/dbs?dateFrom=2026-02-01&dateTo=2026-01-01", ``, "InvalidValue", "dateTo"},
		{"ValidIds page", "POST", "/validid/list", `{"request":{"page":-1}}`, "OutOfRange", "page"},
		{"ValidIds sortOrder", "POST", "/validid/list", `{"request":{"sortOrder":"Id desc"}}`, "InvalidValue", "sortOrder"},
		{"ValidIds filterType", "POST", "/validid/list", `{"request":{"filterType":"7"}}`, "InvalidValue", "filterType"},
		{"ValidIds nameSearch", "POST", "/validid/list", `{"request":{"nameSearch":"` + long + `"}}`, "Length", "nameSearch"},
		{"ValidIds filterUserName", "POST", "/validid/list", `{"request":{"filterUserName":"` + long[:51] + `"}}`, "Length", "filterUserName"},
		{"UpdateValidId id", "PUT", "/validid/update", `{"request":{"id":0,"clientInResults":true}}`, "GreaterThan", "id"},
		{"Clients days", "GET", "/clients/incomplete/count?daysIncomplete=-1", ``, "OutOfRange", "daysIncomplete"},
		{"ClientDocument id", "POST", "/clients/document", `{"id":0}`, "GreaterThan", "id"},
		{"ClientDocument mil 0", "POST", "/clients/document", `{"id":5001,"mil":0}`, "OutOfRange", "mil"},
		{"ClientDocument mil huge", "POST", "/clients/document", `{"id":5001,"mil":10001}`, "OutOfRange", "mil"},
		{"ClientDocument ocrId", "POST", "/clients/document", `{"id":5001,"ocrId":0}`, "GreaterThan", "ocrId"},
		{"Bulk page", "POST", "/bulksearches/list", `{"request":{"page":-2}}`, "OutOfRange", "page"},
		{"Bulk pageSize", "POST", "/bulksearches/list", `{"request":{"pageSize":101}}`, "OutOfRange", "pageSize"},
		{"Bulk sortOrder", "POST", "/bulksearches/list", `{"request":{"sortOrder":"Date sideways"}}`, "InvalidValue", "sortOrder"},
		{"Bulk whereUserId", "POST", "/bulksearches/list", `{"request":{"whereUserId":"not-a-guid"}}`, "InvalidValue", "whereUserId"},
		{"Company name empty", "POST", "/companies/search", `{"request":{"companyName":"  "}}`, "NotEmpty", "companyName"},
		{"Company name length", "POST", "/companies/search", `{"request":{"companyName":"` + long + `"}}`, "Length", "companyName"},
		{"Company country", "POST", "/companies/search", `{"request":{"companyName":"acme","companyCountry":"XX"}}`, "InvalidValue", "companyCountry"},
		{"SubUser neither", "GET", "/subusers/get", ``, "NotEmpty", "subUserName"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var r reply
			if c.body == "" {
				r = s.do(t, c.method, c.path, "", "", demoHeaders...)
			} else {
				r = s.do(t, c.method, c.path, "application/json", withAuth(c.body, authDemo))
			}
			requireError(t, r, 400, c.code, c.field)
		})
	}
}
