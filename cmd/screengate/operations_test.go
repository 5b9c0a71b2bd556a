package main

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/beevik/etree"
	"github.com/stretchr/testify/require"
)

// opCase is one operation called with demo's credentials. json is the
// request body for the custom route (credentials are added), xmlBody the
// <Op> XML body for the XML variants, query the query string for GET
// routes; checkJSON/xmlWant check the reply against the demo data.
type opCase struct {
	op        string
	method    string
	path      string
	json      string // without authentication; "" for GET
	query     string
	xmlBody   string // inner XML of <Op> without Authentication
	checkJSON func(t *testing.T, m map[string]any)
	xmlWant   map[string]string // path below the response root -> text
}

const nsTypes = "http://schemas.servicestack.net/types"

func firstOfNextMonth() string {
	y, m, _ := time.Now().UTC().Date()
	return time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC).Format("2006-01-02")
}

// readOnlyCases cover every operation that does not change the store.
func readOnlyCases() []opCase {
	return []opCase{
		{op: "CountUnresolvedSearches", method: "POST", path: "/sanctions/unresolved/count",
			json:    `{"request":{"includeSearchesFromOtherUsers":false}}`,
			xmlBody: `<Request><IncludeSearchesFromOtherUsers>false</IncludeSearchesFromOtherUsers></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Equal(t, "10", num(t, m, "data.numberOfUnresolvedSearches"))
				require.Equal(t, "Success", str(t, m, "data.responseStatus.message"))
			},
			xmlWant: map[string]string{"Data/NumberOfUnresolvedSearches": "10", "Data/ResponseStatus/Message": "Success"}},
		{op: "GetSearch", method: "POST", path: "/sanctions/get",
			json:    `{"request":{"id":1001}}`,
			xmlBody: `<Request><Id>1001</Id></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Equal(t, "1001", num(t, m, "data.searchRecord.id"))
				require.Equal(t, "Vladimir Petrov", str(t, m, "data.searchRecord.searchCriteria.name"))
				require.Equal(t, "individual", str(t, m, "data.searchRecord.searchType"))
				require.GreaterOrEqual(t, len(list(t, m, "data.searchRecord.listSearchResults")), 5)
				require.NotEmpty(t, list(t, m, "data.searchRecord.searchResults.hmtResults"))
				require.NotEmpty(t, list(t, m, "data.searchRecord.searchResults.ofacResults"))
				require.NotEmpty(t, list(t, m, "data.searchRecord.searchResults.euResults"))
				require.True(t, strings.HasPrefix(str(t, m, "data.searchRecord.dateSearched"), `/Date(`))
			},
			xmlWant: map[string]string{"Data/SearchRecord/Id": "1001", "Data/SearchRecord/SearchCriteria/Name": "Vladimir Petrov"}},
		{op: "GetSearchNotes", method: "POST", path: "/sanctions/notes/get",
			json:    `{"request":{"id":1001}}`,
			xmlBody: `<Request><Id>1001</Id></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Len(t, list(t, m, "data.notes"), 2)
				require.Equal(t, "Checked date of birth against passport.", str(t, m, "data.notes.0.content"))
				require.Equal(t, "demo", str(t, m, "data.notes.0.name"))
				require.Equal(t, "Escalated to compliance officer.", str(t, m, "data.notes.1.content"))
				require.Equal(t, "1001", num(t, m, "data.id"))
				require.Equal(t, true, get(t, m, "data.success"))
			},
			xmlWant: map[string]string{"Data/Notes/Note/Content": "Checked date of birth against passport.", "Data/Id": "1001", "Data/Success": "true"}},
		{op: "CountUnresolvedPepSearches", method: "POST", path: "/peps/unresolved/count",
			json:    `{"request":{"includeSearchesFromOtherUsers":true}}`,
			xmlBody: `<Request><IncludeSearchesFromOtherUsers>true</IncludeSearchesFromOtherUsers></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Equal(t, "3", num(t, m, "data.numberOfUnresolvedPepSearches"))
			},
			xmlWant: map[string]string{"Data/NumberOfUnresolvedPepSearches": "3"}},
		{op: "CostRenewPepSearches", method: "GET", path: "/peps/renew/selected", query: "ids=2001,2002,2015,9002",
			xmlBody: `<Request><Ids><Long>2001</Long><Long>2002</Long><Long>2015</Long><Long>9002</Long></Ids></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Equal(t, "2", num(t, m, "data.count"))
				require.Equal(t, "3.00", num(t, m, "data.totalCost"))
				require.Equal(t, firstOfNextMonth(), str(t, m, "data.renewalDate"))
				require.Equal(t, true, get(t, m, "data.canAfford"))
				require.Len(t, list(t, m, "data.failedIds"), 2)
				require.Equal(t, "2015", num(t, m, "data.failedIds.0"))
				require.Equal(t, "9002", num(t, m, "data.failedIds.1"))
			},
			xmlWant: map[string]string{"Data/Count": "2", "Data/TotalCost": "3.00", "Data/CanAfford": "true", "Data/FailedIds/long": "2015"}},
		{op: "GetDbsSearches", method: "GET", path: "/dbs", query: "page[limit]=5&sort=-date",
			xmlBody: `<page_x005B_limit_x005D_>5</page_x005B_limit_x005D_><Sort>-date</Sort>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Len(t, list(t, m, "data.searches"), 5)
				require.Equal(t, "40", num(t, m, "data.meta.totalCount"))
				require.Equal(t, "5", num(t, m, "data.meta.pageLimit"))
				require.Equal(t, "0", num(t, m, "data.meta.pageOffset"))
				next := str(t, m, "data.meta.links.next")
				require.True(t, strings.HasPrefix(next, "http://127.0.0.1:"), next)
				require.Contains(t, next, "/v2/dbs?")
				require.Contains(t, next, "page[offset]=5")
				require.Contains(t, next, "sort=-date")
				require.Contains(t, str(t, m, "data.meta.links.last"), "page[offset]=35")
				_, hasPrev := get(t, m, "data.meta.links").(map[string]any)["prev"]
				require.False(t, hasPrev)
				d0, d1 := str(t, m, "data.searches.0.dateSearched"), str(t, m, "data.searches.1.dateSearched")
				require.GreaterOrEqual(t, d0, d1, "sorted newest first")
			},
			xmlWant: map[string]string{"Data/Meta/TotalCount": "40", "Data/Meta/PageLimit": "5"}},
		{op: "GetValidIds", method: "POST", path: "/validid/list",
			json:    `{"request":{"page":1}}`,
			xmlBody: `<Request><Page>1</Page></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Len(t, list(t, m, "data.searchRecords"), 10)
				require.Equal(t, "30", num(t, m, "data.totalSearchRecords"))
				require.Equal(t, "1", num(t, m, "data.currentPageNum"))
				require.Equal(t, "3", num(t, m, "data.maxPageNum"))
			},
			xmlWant: map[string]string{"Data/TotalSearchRecords": "30", "Data/MaxPageNum": "3"}},
		{op: "CountIncompleteClients", method: "GET", path: "/clients/incomplete/count", query: "daysIncomplete=0&isValidateMe=true",
			xmlBody: `<DaysIncomplete>0</DaysIncomplete><IsValidateMe>true</IsValidateMe>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.NotEqual(t, "0", num(t, m, "data.numberOfIncompleteClients"))
			}},
		{op: "GetClientDocument", method: "POST", path: "/clients/document",
			json:    `{"id":5001,"original":true,"mil":100}`,
			xmlBody: `<Id>5001</Id><Mil>100</Mil><Original>true</Original>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				b, err := base64.StdEncoding.DecodeString(str(t, m, "data.base64Image"))
				require.NoError(t, err)
				cfg, err := png.DecodeConfig(bytes.NewReader(b))
				require.NoError(t, err)
				require.LessOrEqual(t, max(cfg.Width, cfg.Height), 100)
				require.Equal(t, 100, max(cfg.Width, cfg.Height))
			}},
		{op: "GetBulkSearchHistory", method: "POST", path: "/bulksearches/list",
			json:    `{"request":{"page":1,"pageSize":5}}`,
			xmlBody: `<Request><Page>1</Page><PageSize>5</PageSize></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Len(t, list(t, m, "data.bulkSearchList"), 5)
				require.Equal(t, "12", num(t, m, "data.totalBulkSearches"))
				require.Equal(t, "3", num(t, m, "data.maxPageNum"))
				require.Equal(t, "5", num(t, m, "data.pageSize"))
			},
			xmlWant: map[string]string{"Data/TotalBulkSearches": "12", "Data/PageSize": "5"}},
		{op: "SearchCompanyLookup", method: "POST", path: "/companies/search",
			json:    `{"request":{"companyName":"acme","autocompleteMode":true}}`,
			xmlBody: `<Request><AutocompleteMode>true</AutocompleteMode><CompanyName>acme</CompanyName></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				res := list(t, m, "data.searchResults")
				require.NotEmpty(t, res)
				require.LessOrEqual(t, len(res), 10)
				for i := range res {
					require.True(t, strings.HasPrefix(strings.ToLower(str(t, res[i], "name")), "acme"))
				}
			}},
		{op: "GetPdf", method: "POST", path: "/pdfs/get",
			json:    `{"request":{"id":7001}}`,
			xmlBody: `<Request><Id>7001</Id></Request>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Equal(t, "7001", num(t, m, "data.document.id"))
				require.Equal(t, "sanctions", str(t, m, "data.document.type"))
				require.Equal(t, "1001", num(t, m, "data.document.sanctionsSearchId"))
				require.Equal(t, true, get(t, m, "data.document.isReady"))
				b, err := base64.StdEncoding.DecodeString(str(t, m, "data.document.documentBytes"))
				require.NoError(t, err)
				require.True(t, bytes.HasPrefix(b, []byte("%PDF-")))
			},
			xmlWant: map[string]string{"Data/Document/Id": "7001", "Data/Document/Type": "sanctions"}},
		{op: "GetSubUser", method: "GET", path: "/subusers/get", query: "subUserName=analyst",
			xmlBody: `<SubUserName>analyst</SubUserName>`,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Equal(t, analystID, str(t, m, "data.subUser.userId"))
				require.Equal(t, "analyst", str(t, m, "data.subUser.userName"))
				require.Equal(t, false, get(t, m, "data.subUser.isAdmin"))
				require.Equal(t, true, get(t, m, "data.subUser.canResolveSearches"))
				require.Equal(t, false, get(t, m, "data.subUser.canDeleteSearches"))
				require.Equal(t, []any{"demo"}, list(t, m, "data.subUser.permissions"))
			},
			xmlWant: map[string]string{"Data/SubUser/UserId": analystID, "Data/SubUser/Permissions/UserName": "demo"}},
		{op: "RegisterAccountTemplate", method: "GET", path: "/account/register/template",
			xmlBody: ``,
			checkJSON: func(t *testing.T, m map[string]any) {
				require.Equal(t, "", str(t, m, "data.request.username"))
				require.Equal(t, false, get(t, m, "data.request.agreeToTerms"))
				found := false
				for _, c := range list(t, m, "data.referenceData.countries") {
					if c.(map[string]any)["code"] == "GB" {
						found = true
					}
				}
				require.True(t, found)
				require.NotEmpty(t, list(t, m, "data.referenceData.companyTypes"))
			},
			xmlWant: map[string]string{"Data/ReferenceData/Countries/Country/Code": "AD"}},
	}
}

// TestOperationsReadOnly calls every read-only operation over JSON and XML,
// on its custom route and on the predefined routes, with body and header
// credentials, and checks the values against the demo data.
func TestOperationsReadOnly(t *testing.T) {
	s := startServer(t)
	for _, c := range readOnlyCases() {
		t.Run(c.op, func(t *testing.T) {
			url := c.path
			if c.query != "" {
				url += "?" + c.query
			}
			// 1. custom route, JSON.
			var r reply
			if c.method == "GET" {
				r = s.do(t, "GET", url, "", "", demoHeaders...)
			} else {
				r = s.do(t, c.method, url, "application/json", withAuth(c.json, authDemo))
			}
			require.Equal(t, 200, r.status, "body: %s", r.body)
			require.Equal(t, "application/json; charset=utf-8", r.header.Get("Content-Type"))
			c.checkJSON(t, r.json(t))

			// 2. custom route with .xml suffix, header credentials.
			xu := c.path + ".xml"
			if c.query != "" {
				xu += "?" + c.query
			}
			if c.method == "GET" {
				r = s.do(t, "GET", xu, "", "", demoHeaders...)
			} else {
				r = s.do(t, c.method, xu, "application/json", c.json, demoHeaders...)
			}
			require.Equal(t, 200, r.status, "body: %s", r.body)
			require.Equal(t, "application/xml", r.header.Get("Content-Type"))
			root := r.xml(t)
			require.Equal(t, c.op+"Response", root.Tag)
			require.Equal(t, nsTypes, root.NamespaceURI())
			for p, want := range c.xmlWant {
				require.Equal(t, want, xtext(t, root, p), p)
			}

			// 3. predefined JSON route, POST with the JSON body (fields at
			// the top level or in request as the operation binds them).
			body := c.json
			if c.method == "GET" {
				body = jsonFromQuery(c.query)
			}
			r = s.postJSON(t, "/json/reply/"+c.op, withAuth(body, authDemo))
			require.Equal(t, 200, r.status, "body: %s", r.body)
			c.checkJSON(t, r.json(t))

			// 4. predefined XML route with an XML body.
			xb := `<` + c.op + ` xmlns="` + nsTypes + `" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication>` + c.xmlBody + `</` + c.op + `>`
			r = s.do(t, "POST", "/xml/reply/"+c.op, "application/xml", xb)
			require.Equal(t, 200, r.status, "body: %s", r.body)
			root = r.xml(t)
			for p, want := range c.xmlWant {
				require.Equal(t, want, xtext(t, root, p), p)
			}
			// 5. case-insensitive operation name and trailing slash.
			r = s.postJSON(t, "/json/reply/"+strings.ToLower(c.op)+"/", withAuth(body, authDemo))
			require.Equal(t, 200, r.status, "body: %s", r.body)
		})
	}
}

// withAuth adds the authentication member to a JSON object body.
func withAuth(body, auth string) string {
	body = strings.TrimSpace(body)
	if body == "" || body == "{}" {
		return "{" + auth + "}"
	}
	return "{" + auth + "," + body[1:]
}

// jsonFromQuery turns "a=1&b=x" into {"a":"1","b":"x"} (the JSON decoder
// accepts numbers and booleans given as strings, as ServiceStack does).
func jsonFromQuery(q string) string {
	if q == "" {
		return "{}"
	}
	var parts []string
	for _, kv := range strings.Split(q, "&") {
		k, v, _ := strings.Cut(kv, "=")
		if k == "ids" {
			parts = append(parts, `"request":{"ids":[`+v+`]}`)
			continue
		}
		parts = append(parts, `"`+k+`":"`+v+`"`)
	}
	return "{" + strings.Join(parts, ",") + "}"
}

var _ = etree.NewDocument
