package main

// Integration tests for what ServiceStack's own clients use besides JSON
// and XML: the JSV, CSV and HTML formats, one-way predefined routes,
// X-Http-Method-Override, and the SOAPAction/WS-Addressing rules.

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"
	"testing"

	"github.com/beevik/etree"
	"github.com/stretchr/testify/require"
)

const authDemoJSV = `authentication:{apiUserId:demo,apiUserKey:demo-secret-key}`

func TestJSVFormat(t *testing.T) {
	s := startServer(t)
	want := `{data:{subUser:{isMainUser:False,userId:` + analystID + `,userName:analyst,name:Ann Analyst,email:analyst@demo.example,` +
		`isAdmin:False,canResolveSearches:True,canDeleteSearches:False,permissions:[demo]},responseStatus:{message:Success}}}`
	for _, path := range []string{"/subusers/get?subUserName=analyst&format=jsv", "/subusers/get.jsv?subUserName=analyst"} {
		r := s.do(t, "GET", path, "", "", demoHeaders...)
		require.Equal(t, 200, r.status, "%s", r.body)
		require.Equal(t, "application/jsv", r.header.Get("Content-Type"))
		require.Equal(t, want, string(r.body), path)
	}
	r := s.do(t, "GET", "/subusers/get?subUserName=analyst", "", "", append(demoHeaders, "Accept", "text/jsv")...)
	require.Equal(t, want, string(r.body))

	// A JSV body on /jsv/reply: a quoted value with a comma, a colon and
	// doubled quotes arrives intact; the reply is JSV.
	note := `Called back: "yes", twice`
	r = s.do(t, "POST", "/jsv/reply/AddSearchNote", "text/jsv",
		`{request:{id:1003,note:"Called back: ""yes"", twice"},`+authDemoJSV+`}`)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "application/jsv", r.header.Get("Content-Type"))
	require.Contains(t, string(r.body), `content:"Called back: ""yes"", twice"`)
	m := s.postJSON(t, "/sanctions/notes/get", withAuth(`{"request":{"id":1003}}`, authDemo)).json(t)
	notes := list(t, m, "data.notes")
	require.Equal(t, note, str(t, m, "data.notes."+strconv.Itoa(len(notes)-1)+".content"))

	// The /jsv/ predefined route reads a body without Content-Type as JSV,
	// and a JSV body on a custom route is read by its Content-Type.
	r = s.do(t, "POST", "/jsv/reply/CountUnresolvedSearches", "", `{request:{includeSearchesFromOtherUsers:true},`+authDemoJSV+`}`)
	require.Equal(t, `{data:{numberOfUnresolvedSearches:13,responseStatus:{message:Success}}}`, string(r.body))
	// A form body on /jsv/reply is still a form.
	r = s.do(t, "POST", "/jsv/reply/GetSubUser", "application/x-www-form-urlencoded", "subUserName=analyst", demoHeaders...)
	require.Equal(t, want, string(r.body))
	r = s.do(t, "POST", "/peps/unresolved/count", "application/jsv", `{request:{includeSearchesFromOtherUsers:True},`+authDemoJSV+`}`)
	require.Equal(t, "3", num(t, r.json(t), "data.numberOfUnresolvedPepSearches"))
	r = s.do(t, "GET", "/peps/renew/selected.jsv?ids=2001,2002,2015", "", "", demoHeaders...)
	require.Contains(t, string(r.body), `count:2,totalCost:3.00,renewalDate:`+firstOfNextMonth()+`,canAfford:True,failedIds:[2015]`)

	// Errors keep the JSV format and the HTTP status; field names are the
	// JSON ones.
	r = s.do(t, "POST", "/jsv/reply/GetSearch", "text/jsv", `{request:{id:1001},authentication:{apiUserId:demo,apiUserKey:wrong}}`)
	require.Equal(t, 401, r.status)
	require.True(t, strings.HasPrefix(string(r.body), `{data:{responseStatus:{errorCode:Unauthorized,message:`), "%s", r.body)
	r = s.do(t, "POST", "/jsv/reply/GetSearch", "text/jsv", `{request:{id:abc},`+authDemoJSV+`}`)
	require.Equal(t, 400, r.status)
	require.Contains(t, string(r.body), `fieldName:id,message:'abc' is an Invalid value for 'id'`)
	for _, bad := range []string{`{request:{id:1001}`, `{request:"unterminated}`, `[1,2]`, `{a:1}x`, strings.Repeat("{a:", 100) + strings.Repeat("}", 100)} {
		r = s.do(t, "POST", "/sanctions/get", "text/jsv", bad, demoHeaders...)
		requireError(t, r, 400, "SerializationException", "")
	}
}

func TestCSVFormat(t *testing.T) {
	s := startServer(t)
	// A list reply: one row per item of data's list member.
	r := s.do(t, "GET", "/dbs.csv?page[limit]=3&sort=name", "", "", demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "text/csv", r.header.Get("Content-Type"))
	require.Equal(t, "attachment;filename=GetDbsSearches.csv", r.header.Get("Content-Disposition"))
	require.True(t, bytes.HasSuffix(r.body, []byte("\r\n")))
	rows := readCSV(t, r.body)
	require.Len(t, rows, 4)
	require.Equal(t, "Id", rows[0][0])
	require.Contains(t, rows[0], "Name")
	require.Contains(t, rows[0], "IsApplicationSubmitted")
	name := indexOf(rows[0], "Name")
	require.LessOrEqual(t, rows[1][name], rows[2][name], "sorted by name")
	json := s.do(t, "GET", "/dbs?page[limit]=3&sort=name", "", "", demoHeaders...).json(t)
	require.Equal(t, str(t, json, "data.searches.0.name"), rows[1][name])

	// POST with ?format=csv; items with nested lists are JSV cells.
	r = s.do(t, "POST", "/bulksearches/list?format=csv", "application/json", withAuth(`{"request":{"page":1,"pageSize":5}}`, authDemo))
	rows = readCSV(t, r.body)
	require.Len(t, rows, 6)
	require.Equal(t, "BulkSearchId", rows[0][0])
	// The first list member decides (GetSearch: linkedTo, before searchRecord).
	r = s.do(t, "POST", "/sanctions/get.csv", "application/json", withAuth(`{"request":{"id":1001}}`, authDemo))
	rows = readCSV(t, r.body)
	require.Equal(t, []string{"ClientId", "Id", "Type", "Subtype", "Status", "Description", "IsArchived", "Name", "Date"}, rows[0])
	// Members that are lists are JSV cells: a sub user's permissions.
	r = s.do(t, "GET", "/subusers/get.csv?subUserName=analyst", "", "", demoHeaders...)
	rows = readCSV(t, r.body)
	require.Equal(t, []string{"SubUser"}, rows[0])
	require.Equal(t, "{isMainUser:False,userId:"+analystID+",userName:analyst,name:Ann Analyst,email:analyst@demo.example,isAdmin:False,canResolveSearches:True,canDeleteSearches:False,permissions:[demo]}", rows[1][0])

	// A reply without a list: one row of data's members.
	r = s.do(t, "POST", "/sanctions/unresolved/count.csv", "application/json", withAuth(`{"request":{"includeSearchesFromOtherUsers":true}}`, authDemo))
	require.Equal(t, [][]string{{"NumberOfUnresolvedSearches"}, {"13"}}, readCSV(t, r.body))

	// An error: its status and one row of responseStatus.
	r = s.do(t, "GET", "/dbs.csv", "", "", "X-Api-User", "demo", "X-Api-Key", "nope")
	require.Equal(t, 401, r.status)
	rows = readCSV(t, r.body)
	require.Equal(t, []string{"ErrorCode", "Message", "StackTrace", "Errors", "Meta"}, rows[0])
	require.Equal(t, "Unauthorized", rows[1][0])
}

func TestHTMLFormat(t *testing.T) {
	s := startServer(t)
	browser := "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
	for _, c := range []struct{ path, accept string }{
		{"/clients/incomplete/count?daysIncomplete=0", browser},
		{"/clients/incomplete/count?daysIncomplete=0&format=html", ""},
		{"/clients/incomplete/count.html?daysIncomplete=0", "application/json"},
	} {
		hdr := demoHeaders
		if c.accept != "" {
			hdr = append(append([]string(nil), demoHeaders...), "Accept", c.accept)
		}
		r := s.do(t, "GET", c.path, "", "", hdr...)
		require.Equal(t, 200, r.status, "%s", r.body)
		require.Equal(t, "text/html; charset=utf-8", r.header.Get("Content-Type"), c.path)
		page := parseHTML(t, r.body)
		require.Equal(t, "CountIncompleteClientsResponse", page.FindElement("//h1").Text())
		links := page.FindElements("//p[@class='formats']/a")
		require.Len(t, links, 4)
		require.Equal(t, "/v2/clients/incomplete/count?daysIncomplete=0&format=json", links[0].SelectAttrValue("href", ""))
		var found bool
		for _, th := range page.FindElements("//th") {
			if th.Text() == "numberOfIncompleteClients" {
				found = true
			}
		}
		require.True(t, found, "%s", r.body)
	}
	// Client text is escaped; a list of objects is one table.
	r := s.postJSON(t, "/sanctions/notes/add", withAuth(`{"request":{"id":1004,"note":"<script>alert('x')</script> & co"}}`, authDemo))
	require.Equal(t, 200, r.status, "%s", r.body)
	r = s.do(t, "POST", "/sanctions/notes/get?format=html", "application/json", withAuth(`{"request":{"id":1004}}`, authDemo))
	require.NotContains(t, string(r.body), "<script>")
	require.Contains(t, string(r.body), "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co")
	page := parseHTML(t, r.body)
	table := page.FindElement("//table[@class='list']")
	require.NotNil(t, table, "%s", r.body)
	var heads []string
	for _, th := range table.FindElements("thead/tr/th") {
		heads = append(heads, th.Text())
	}
	require.Equal(t, []string{"name", "date", "content"}, heads)
	// Errors are pages too, with their status.
	r = s.do(t, "GET", "/subusers/get?subUserName=nobody&format=html", "", "", demoHeaders...)
	require.Equal(t, 404, r.status)
	require.Contains(t, string(r.body), "<td>NotFound</td>")
}

func TestOneWay(t *testing.T) {
	s := startServer(t)
	// ServiceStack without a message queue runs one-way calls at once and
	// answers the reply; the note is stored.
	r := s.postJSON(t, "/json/oneway/AddSearchNote", withAuth(`{"request":{"id":1003,"note":"one-way json"}}`, authDemo))
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "application/json; charset=utf-8", r.header.Get("Content-Type"))
	require.Equal(t, "one-way json", lastNote(t, s, 1003))
	r = s.do(t, "POST", "/xml/oneway/AddSearchNote", "application/xml",
		`<AddSearchNote xmlns="http://schemas.servicestack.net/types"><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication><Request><Id>1003</Id><Note>one-way xml</Note></Request></AddSearchNote>`)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "application/xml", r.header.Get("Content-Type"))
	require.Equal(t, "true", xtext(t, r.xml(t), "Data/Success"))
	require.Equal(t, "one-way xml", lastNote(t, s, 1003))
	r = s.do(t, "POST", "/jsv/oneway/AddSearchNote", "text/jsv", `{request:{id:1003,note:one-way jsv},`+authDemoJSV+`}`)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "application/jsv", r.header.Get("Content-Type"))
	require.Equal(t, "one-way jsv", lastNote(t, s, 1003))
	// Case-insensitive operation names, errors as on /reply.
	r = s.do(t, "GET", "/JSON/ONEWAY/countunresolvedsearches", "", "", demoHeaders...)
	require.Equal(t, "10", num(t, r.json(t), "data.numberOfUnresolvedSearches"))
	requireError(t, s.postJSON(t, "/json/oneway/DropTables", `{}`), 404, "NotFound", "")
	requireError(t, s.postJSON(t, "/json/oneway/AddSearchNote", withAuth(`{"request":{"id":1003}}`, authDemo)), 400, "NotEmpty", "note")
}

func TestMethodOverride(t *testing.T) {
	s := startServer(t)
	renew := withAuth(`{"request":{"ids":[2004,9002]}}`, authDemo)
	// PUT /peps/renew/selected is RenewPepSearches; a POST there is 405
	// unless it asks for PUT.
	requireError(t, s.postJSON(t, "/peps/renew/selected", renew), 405, "MethodNotAllowed", "")
	r := s.postJSON(t, "/peps/renew/selected", renew, "X-Http-Method-Override", "put")
	require.Equal(t, 200, r.status, "%s", r.body)
	m := r.json(t)
	require.Equal(t, "1", num(t, m, "data.count"))
	require.Equal(t, "9002", num(t, m, "data.failedIds.0"))
	// A form post with _method (the request member as JSV, credentials as
	// headers).
	r = s.do(t, "POST", "/validid/update", "application/x-www-form-urlencoded",
		"_method=PUT&request=%7Bid%3A4001%2CclientInResults%3Atrue%7D", demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, true, get(t, r.json(t), "data.success"))
	// GET and POST overrides are ignored (as ServiceStack ignores them),
	// other methods are refused, and only POSTs are overridden.
	requireError(t, s.postJSON(t, "/subusers/get?subUserName=analyst", `{}`, append(demoHeaders, "X-Http-Method-Override", "GET")...), 405, "MethodNotAllowed", "")
	requireError(t, s.postJSON(t, "/peps/renew/selected", renew, "X-Http-Method-Override", "TRACE"), 400, "InvalidValue", "X-Http-Method-Override")
	r = s.do(t, "GET", "/peps/renew/selected?ids=2001,2002", "", "", append(demoHeaders, "X-Http-Method-Override", "PUT")...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "3.00", num(t, r.json(t), "data.totalCost"), "still the GET (CostRenewPepSearches)")
	// The override is in the access log.
	require.Contains(t, s.stderr.String(), `"method_override":"PUT"`)
}

func TestSOAPActionAndAddressing(t *testing.T) {
	s := startServer(t)
	body := `<s:Body><GetSearchNotes xmlns="http://schemas.servicestack.net/types"><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication><Request><Id>1001</Id></Request></GetSearchNotes></s:Body>`
	env := `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">` + body + `</s:Envelope>`
	for _, action := range []string{"urn:anything", `""`, `"http://example.com/Foo"`, `"http://schemas.servicestack.net/types/GetSearchNotes"`} {
		r := s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, "SOAPAction", action)
		require.Equal(t, 200, r.status, "%s: %s", action, r.body)
		require.Len(t, xfind(t, r.xml(t), "Body/GetSearchNotesResponse/Data/Notes").ChildElements(), 2, action)
	}
	r := s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, "SOAPAction", `"http://schemas.servicestack.net/types/GetPdf"`)
	require.Equal(t, 500, r.status)
	require.Contains(t, xtext(t, r.xml(t), "Body/Fault/faultstring"), "names the operation GetPdf")
	// WS-Addressing: the reply carries the Action {Op}Response.
	env12 := `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing"><s:Header><a:Action s:mustUnderstand="1">http://schemas.servicestack.net/types/GetSearchNotes</a:Action><a:MessageID>urn:uuid:1</a:MessageID></s:Header>` + body + `</s:Envelope>`
	r = s.do(t, "POST", "/soap12", "application/soap+xml; charset=utf-8", env12)
	require.Equal(t, 200, r.status, "%s", r.body)
	root := r.xml(t)
	a := xfind(t, root, "Header/Action")
	require.Equal(t, "GetSearchNotesResponse", a.Text())
	require.Equal(t, "http://www.w3.org/2005/08/addressing", a.NamespaceURI())
	require.Len(t, xfind(t, root, "Body/GetSearchNotesResponse/Data/Notes").ChildElements(), 2)
}

func lastNote(t *testing.T, s *testServer, id int) string {
	t.Helper()
	m := s.postJSON(t, "/sanctions/notes/get", withAuth(`{"request":{"id":`+strconv.Itoa(id)+`}}`, authDemo)).json(t)
	notes := list(t, m, "data.notes")
	require.NotEmpty(t, notes)
	return str(t, m, "data.notes."+strconv.Itoa(len(notes)-1)+".content")
}

func readCSV(t *testing.T, b []byte) [][]string {
	t.Helper()
	rd := csv.NewReader(bytes.NewReader(b))
	rd.FieldsPerRecord = -1
	rows, err := rd.ReadAll()
	require.NoError(t, err, "%s", b)
	return rows
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// parseHTML parses the HTML page strictly as XML: the pages are written
// well-formed, so a stray unescaped character fails the test.
func parseHTML(t *testing.T, b []byte) *etree.Document {
	t.Helper()
	doc := etree.NewDocument()
	doc.ReadSettings.Permissive = false
	require.NoError(t, doc.ReadFromBytes(b), "%s", b)
	require.Equal(t, "html", doc.Root().Tag)
	return doc
}
