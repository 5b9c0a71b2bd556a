package main

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAddSearchNote(t *testing.T) {
	s := startServer(t)
	r := s.postJSON(t, "/sanctions/notes/add", withAuth(`{"request":{"id":1002,"note":"Looked at it — fine."}}`, authDemo))
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	notes := list(t, m, "data.notes")
	require.Equal(t, "Looked at it — fine.", str(t, notes[len(notes)-1], "content"))
	require.Equal(t, "demo", str(t, notes[len(notes)-1], "name"))
	// As analyst (userId header) over XML: the author is the acting user.
	r = s.do(t, "POST", "/sanctions/notes/add.xml", "application/json", `{"request":{"id":1002,"note":"second"}}`,
		append(demoHeaders, "X-User-Id", analystID)...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	root := r.xml(t)
	n := xfind(t, root, "Data/Notes").ChildElements()
	require.Len(t, n, len(notes)+1)
	require.Equal(t, "analyst", n[len(n)-1].SelectElement("Name").Text())
	// Reading them back gives the same list, oldest first.
	r = s.postJSON(t, "/sanctions/notes/get", withAuth(`{"request":{"id":1002}}`, authDemo))
	require.Len(t, list(t, r.json(t), "data.notes"), len(notes)+1)

	// Validation: empty and too long notes, in the client's casing.
	requireError(t, s.postJSON(t, "/sanctions/notes/add", withAuth(`{"request":{"id":1002,"note":"  "}}`, authDemo)), 400, "NotEmpty", "note")
	long := strings.Repeat("x", 4001)
	requireError(t, s.postJSON(t, "/sanctions/notes/add", withAuth(`{"request":{"id":1002,"note":"`+long+`"}}`, authDemo)), 400, "Length", "note")
	r = s.do(t, "POST", "/sanctions/notes/add.xml", "application/json", `{"request":{"id":1002,"note":""}}`, demoHeaders...)
	require.Equal(t, 400, r.status)
	require.Equal(t, "Note", xtext(t, r.xml(t), "Data/ResponseStatus/Errors/ResponseError/FieldName"))
	// Another account's search: 404, and nothing written.
	requireError(t, s.postJSON(t, "/sanctions/notes/add", withAuth(`{"request":{"id":9001,"note":"x"}}`, authDemo)), 404, "NotFound", "")
	r = s.postJSON(t, "/sanctions/notes/get", withAuth(`{"request":{"id":9001}}`, authOther))
	require.Equal(t, 200, r.status, "body: %s", r.body)
	for _, n := range list(t, r.json(t), "data.notes") {
		require.NotEqual(t, "x", str(t, n, "content"))
	}
}

func TestSaveSearchAndGetPdf(t *testing.T) {
	s := startServer(t)
	r := s.postJSON(t, "/sanctions/save", withAuth(`{"request":{"id":1001}}`, authDemo))
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	require.Equal(t, true, get(t, m, "data.success"))
	id := num(t, m, "data.documentId")
	r = s.postJSON(t, "/pdfs/get", withAuth(`{"request":{"id":`+id+`}}`, authDemo))
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m = r.json(t)
	pdf, err := base64.StdEncoding.DecodeString(str(t, m, "data.document.documentBytes"))
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(pdf), "%PDF-"))
	require.Greater(t, len(pdf), 1000)
	require.Equal(t, "sanctions", str(t, m, "data.document.type"))
	require.Equal(t, "1001", num(t, m, "data.document.sanctionsSearchId"))
	// Other cannot read it; an expired document is gone.
	requireError(t, s.postJSON(t, "/pdfs/get", withAuth(`{"request":{"id":`+id+`}}`, authOther)), 404, "NotFound", "")
	requireError(t, s.postJSON(t, "/pdfs/get", withAuth(`{"request":{"id":7005}}`, authDemo)), 404, "NotFound", "")
	requireError(t, s.postJSON(t, "/sanctions/save", withAuth(`{"request":{"id":9001}}`, authDemo)), 404, "NotFound", "")
	// Document bytes never reach the log.
	require.NotContains(t, s.stderr.String(), "JVBERi0") // base64 of "%PDF-"
}

func TestRenewPepSearches(t *testing.T) {
	s := startServer(t)
	r := s.do(t, "PUT", "/peps/renew/selected", "application/json", withAuth(`{"request":{"ids":[2004,2005,2015,9002]}}`, authDemo))
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	require.Equal(t, "2", num(t, m, "data.count"))
	require.Equal(t, "3.00", num(t, m, "data.totalCost"))
	require.Len(t, list(t, m, "data.failedIds"), 2)
	// Renewed searches are no longer due: the cost quote now leaves them out.
	r = s.do(t, "GET", "/peps/renew/selected?ids=2004,2005,2001", "", "", demoHeaders...)
	m = r.json(t)
	require.Equal(t, "1", num(t, m, "data.count"), "body: %s", r.body)
	// Renewing again changes nothing.
	r = s.do(t, "PUT", "/peps/renew/selected", "application/json", withAuth(`{"request":{"ids":[2004,2005]}}`, authDemo))
	m = r.json(t)
	require.Equal(t, "0", num(t, m, "data.count"))
	require.Equal(t, "0.00", num(t, m, "data.totalCost"))
	// Validation.
	requireError(t, s.do(t, "PUT", "/peps/renew/selected", "application/json", withAuth(`{"request":{"ids":[]}}`, authDemo)), 400, "NotEmpty", "ids")
	ids := make([]string, 500)
	for i := range ids {
		ids[i] = fmt.Sprint(2001 + i)
	}
	requireError(t, s.do(t, "PUT", "/peps/renew/selected", "application/json", withAuth(`{"request":{"ids":[`+strings.Join(ids, ",")+`]}}`, authDemo)), 400, "OutOfRange", "ids")
	requireError(t, s.do(t, "PUT", "/peps/renew/selected", "application/json", withAuth(`{"request":{"ids":[2001],"dateRenewal":"2099-01-01"}}`, authDemo)), 400, "OutOfRange", "dateRenewal")
	// JSV in the query string of the GET (cost) route.
	r = s.do(t, "GET", "/peps/renew/selected?request={Ids:[2001,2002]}", "", "", demoHeaders...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	require.Equal(t, "2", num(t, r.json(t), "data.count"))
}

func TestUpdateValidId(t *testing.T) {
	s := startServer(t)
	r := s.do(t, "PUT", "/validid/update", "application/json", withAuth(`{"request":{"id":4001,"clientInResults":true}}`, authDemo))
	require.Equal(t, 200, r.status, "body: %s", r.body)
	require.Equal(t, true, get(t, r.json(t), "data.success"))
	requireError(t, s.do(t, "PUT", "/validid/update", "application/json", withAuth(`{"request":{"id":4001,"clientInResults":true,"clientNotInResults":true}}`, authDemo)), 400, "InvalidValue", "clientInResults")
	requireError(t, s.do(t, "PUT", "/validid/update", "application/json", withAuth(`{"request":{"id":4001}}`, authDemo)), 400, "InvalidValue", "clientInResults")
	// viewer may not resolve; analyst may (it sees demo's searches).
	requireError(t, s.do(t, "PUT", "/validid/update", "application/json", `{"request":{"id":4002,"clientNotInResults":true}}`, append(demoHeaders, "X-User-Id", viewerID)...), 403, "Forbidden", "")
	r = s.do(t, "PUT", "/validid/update", "application/json", `{"request":{"id":4002,"clientNotInResults":true}}`, append(demoHeaders, "X-User-Id", analystID)...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	requireError(t, s.do(t, "PUT", "/validid/update", "application/json", withAuth(`{"request":{"id":9004,"clientInResults":true}}`, authDemo)), 404, "NotFound", "")
}

func TestRegisterAccount(t *testing.T) {
	s := startServer(t)
	body := `{"request":{"username":"newco.admin","password":"correct horse battery","email":"admin@newco.example","fullName":"Nia Newton",
	"companyName":"NewCo Ltd","companyPhone":"+44 20 7946 0000","address1":"1 High Street","postcode":"SW1A 1AA","country":"GB",
	"companyType":"Private Limited Company","companyIndustry":"Banking","agreeToTerms":true,"agreeToDataProtection":true,"agreeToPrivacy":true}}`
	r := s.postJSON(t, "/account/register", withAuth(body, authDemo))
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	id, key := str(t, m, "data.apiUserId"), str(t, m, "data.apiUserKey")
	require.NotEmpty(t, id)
	require.GreaterOrEqual(t, len(key), 32)
	// The new credentials work at once and see an empty, independent account.
	r = s.postJSON(t, "/sanctions/unresolved/count", `{"request":{"includeSearchesFromOtherUsers":true}}`, "X-Api-User", id, "X-Api-Key", key)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	require.Equal(t, "0", num(t, r.json(t), "data.numberOfUnresolvedSearches"))
	requireError(t, s.postJSON(t, "/sanctions/get", `{"request":{"id":1001}}`, "X-Api-User", id, "X-Api-Key", key), 404, "NotFound", "")
	r = s.do(t, "GET", "/subusers/get?subUserName=newco.admin", "", "", "X-Api-User", id, "X-Api-Key", key)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	require.Equal(t, true, get(t, r.json(t), "data.subUser.isMainUser"))
	// The same user name again: 409.
	requireError(t, s.postJSON(t, "/account/register", withAuth(body, authDemo)), 409, "Conflict", "username")
	// Every invalid field reported at once.
	m = requireError(t, s.postJSON(t, "/account/register", withAuth(`{"request":{"username":"bad name!","password":"short","email":"nope","country":"XX"}}`, authDemo)), 400, "InvalidValue", "username")
	fields := map[string]bool{}
	for _, e := range list(t, m, "data.responseStatus.errors") {
		fields[e.(map[string]any)["fieldName"].(string)] = true
	}
	for _, f := range []string{"username", "password", "email", "fullName", "companyName", "companyPhone", "address1", "postcode", "country", "companyType", "companyIndustry", "agreeToTerms", "agreeToDataProtection", "agreeToPrivacy"} {
		require.True(t, fields[f], "missing error for %s in %s", f, r.body)
	}
	// Without credentials: 401.
	requireError(t, s.postJSON(t, "/account/register", body), 401, "Unauthorized", "")
	// Neither the password nor the new key reaches the log.
	logs := s.stderr.String()
	require.NotContains(t, logs, "correct horse battery")
	require.NotContains(t, logs, key)
	require.Contains(t, logs, `"operation":"RegisterAccount"`)
}
