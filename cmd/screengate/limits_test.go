package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Issue 10: bounded resources and safe defaults under hostile clients.

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

// TestTextLimitsAndControlCharacters: over-long free text is 400 Length
// naming the member (before: a 50,001-character filter made SQLite fail,
// 500); control characters are 400 InvalidValue on the API and in the
// accounts create CLI; invalid UTF-8 in JSON is 400 SerializationException.
func TestTextLimitsAndControlCharacters(t *testing.T) {
	s := startServer(t)
	long := strings.Repeat("%_", 25000) + "x"
	requireError(t, s.postJSON(t, "/validid/list", withAuth(`{"request":{"filterReference":"`+long+`"}}`, authDemo)),
		400, "Length", "filterReference")
	requireError(t, s.postJSON(t, "/validid/list", withAuth(`{"request":{"nameSearch":"`+strings.Repeat("a", 251)+`"}}`, authDemo)),
		400, "Length", "nameSearch")
	requireError(t, s.postJSON(t, "/sanctions/notes/add", withAuth(`{"request":{"id":1001,"note":"`+strings.Repeat("n", 4001)+`"}}`, authDemo)),
		400, "Length", "note")
	// SOAP names the member too.
	env := `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetValidIds xmlns="http://schemas.servicestack.net/types"><Request><FilterReference>` +
		strings.Repeat("r", 101) + `</FilterReference></Request></GetValidIds></s:Body></s:Envelope>`
	r := s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, demoHeaders...)
	require.Equal(t, "400", r.header.Get("X-Status"), "%s", r.body)
	require.Contains(t, string(r.body), "<FieldName>FilterReference</FieldName>")

	reg := func(fullName string) reply {
		return s.postJSON(t, "/account/register", `{"request":{"username":"newuser","password":"longenough1","email":"a@example.com","fullName":"`+fullName+
			`","companyName":"Co","companyPhone":"1","address1":"x","postcode":"x","country":"GB","companyType":"Other","agreeToTerms":true}}`, demoHeaders...)
	}
	requireError(t, reg(`Eve\u0000Null`), 400, "InvalidValue", "fullName")
	requireError(t, reg(`Eve\u001b[31mRed`), 400, "InvalidValue", "fullName")
	r = s.do(t, "POST", "/account/register", "application/json", "{\"request\":{\"fullName\":\"Eve\xff\"}}", demoHeaders...)
	requireError(t, r, 400, "SerializationException", "")

	// The CLI refuses the same.
	var stdout, stderr strings.Builder
	err := run(context.Background(), []string{"accounts", "create", "-db", newTestDB(t), "-company", "Evil\x1b]0;pwned\x07Co",
		"-username", "evil", "-email", "evil@example.com"}, &stdout, &stderr, func(string) string { return "" }, nil)
	require.Error(t, err)
	require.Contains(t, stderr.String(), "companyName: 'CompanyName' must not contain control characters.")
}

// TestNoteQuotaAndBoundedReply: AddSearchNote answers the newest 50 notes
// with the total, and a search at -max-notes-per-search takes no more.
func TestNoteQuotaAndBoundedReply(t *testing.T) {
	s := startServer(t, "-max-notes-per-search", "55")
	add := func(i int) reply {
		return s.postJSON(t, "/sanctions/notes/add", withAuth(`{"request":{"id":1002,"note":"note `+strconv.Itoa(i)+`"}}`, authDemo))
	}
	var r reply
	for i := 1; i <= 55; i++ {
		r = add(i)
		require.Equal(t, 200, r.status, "%s", r.body)
	}
	m := r.json(t)
	require.Equal(t, "55", fmt.Sprint(get(t, m, "data.totalNotes")))
	notes := list(t, m, "data.notes")
	require.Len(t, notes, 50)
	require.Equal(t, "note 6", str(t, m, "data.notes.0.content"))
	require.Equal(t, "note 55", str(t, m, "data.notes.49.content"))
	m = requireError(t, add(56), 400, "QuotaExceeded", "")
	require.Contains(t, str(t, m, "data.responseStatus.message"), "55 notes per search")
	// GetSearchNotes still lists them all.
	r = s.postJSON(t, "/sanctions/notes/get", withAuth(`{"request":{"id":1002}}`, authDemo))
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Len(t, list(t, r.json(t), "data.notes"), 55)
}

// TestDocumentQuotaAndPurge: SaveSearch past -max-documents-per-day is 400
// QuotaExceeded; expired documents are deleted in the background
// (-purge-interval).
func TestDocumentQuotaAndPurge(t *testing.T) {
	s := startServer(t, "-max-documents-per-day", "2", "-document-ttl", "2s", "-purge-interval", "300ms")
	save := func() reply { return s.postJSON(t, "/sanctions/save", withAuth(`{"request":{"id":1001}}`, authDemo)) }
	require.Equal(t, 200, save().status)
	require.Equal(t, 200, save().status)
	m := requireError(t, save(), 400, "QuotaExceeded", "")
	require.Contains(t, str(t, m, "data.responseStatus.message"), "2 documents per day")
	// The other account is not affected.
	r := s.postJSON(t, "/sanctions/save", withAuth(`{"request":{"id":9001}}`, authOther))
	require.Equal(t, 200, r.status, "%s", r.body)

	db := openDB(t, s.db)
	defer db.Close()
	count := func() int {
		var n int
		require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM documents WHERE date_created > ?", db.storedTime(time.Now().Add(-time.Minute))).Scan(&n))
		return n
	}
	require.Equal(t, 3, count())
	// Two seconds on, the new documents have expired and are purged.
	require.Eventually(t, func() bool { return count() == 0 }, 10*time.Second, 200*time.Millisecond)
}
