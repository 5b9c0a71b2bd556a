package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestPepSearchesEndToEnd: a PEP list dropped into the watched directory
// is imported and indexed; a PEP search screens on it, is paid for, read,
// listed, resolved, noted, saved, archived and deleted over REST (and
// created over SOAP 1.1), with the permissions of the spec; renewing all
// due searches debits each once.
func TestPepSearchesEndToEnd(t *testing.T) {
	dir := t.TempDir()
	s := startServer(t, "-lists-dir", dir, "-lists-dir-poll", "50ms")
	b, err := os.ReadFile(filepath.Join("..", "..", "service", "screening", "lists", "testdata", "ftm_peps.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "peps.json"), b, 0o644))

	demo := []string{"X-Api-User", "demo", "X-Api-Key", "demo-secret-key"}
	analyst := append(append([]string{}, demo...), "X-User-Id", analystID)
	viewer := append(append([]string{}, demo...), "X-User-Id", viewerID)
	add := `{"request":{"name":"Maria Ejemplo","type":"individual","dateOfBirth":"09/05/1971","country":"es","reference":"E2E-1"}}`
	var r reply
	require.Eventually(t, func() bool {
		r = s.postJSON(t, "/peps/create", add, analyst...)
		return r.status != 503
	}, 30*time.Second, 100*time.Millisecond, "the PEP list is never indexed: %s", s.stderr.String())
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	require.Equal(t, true, get(t, m, "data.includesPepSearchRecord"))
	id := num(t, m, "data.searchRecord.id")
	results := list(t, m, "data.searchRecord.pepSearchResults")
	require.NotEmpty(t, results)
	require.Contains(t, str(t, results[0], "source"), "PEP:Q-fixture-1")
	require.Equal(t, "Maria", str(t, results[0], "forename"))
	require.Equal(t, "Ejemplo", str(t, results[0], "surname"))
	firstResult := num(t, results[0], "id")
	require.Equal(t, strconv.Itoa(len(results)), num(t, m, "data.searchRecord.numOfResults"))
	require.Equal(t, false, get(t, m, "data.searchRecord.isDayOneSearch"))
	require.NotNil(t, get(t, m, "data.searchRecord.dateRenewal"))

	// Read and list; the viewer sees none of it.
	r = s.postJSON(t, "/peps/get", `{"request":{"id":`+id+`}}`, demo...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	require.Equal(t, "E2E-1", str(t, r.json(t), "data.searchRecord.searchCriteria.reference"))
	r = s.postJSON(t, "/peps/get", `{"request":{"id":`+id+`}}`, viewer...)
	require.Equal(t, 404, r.status, "body: %s", r.body)
	r = s.postJSON(t, "/peps/list", `{"request":{"nameSearch":"ejemplo","listUnresolvedSearches":true,"filterPepType":"monitor"}}`, demo...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m = r.json(t)
	require.Equal(t, "1", num(t, m, "data.totalSearchRecords"))
	require.Equal(t, id, num(t, list(t, m, "data.searchRecords")[0], "id"))

	// Resolve one result (the viewer may not).
	upd := fmt.Sprintf(`{"request":{"id":%s,"clientInResults":true,"searchResultIds":[%s]}}`, id, firstResult)
	r = s.do(t, "PUT", "/peps/update", "application/json", upd, viewer...)
	require.Equal(t, 403, r.status, "body: %s", r.body)
	r = s.do(t, "PUT", "/peps/update", "application/json", upd, analyst...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	r = s.postJSON(t, "/peps/get", `{"request":{"id":`+id+`}}`, demo...)
	m = r.json(t)
	require.Equal(t, true, get(t, m, "data.searchRecord.clientInResults"))
	require.Equal(t, true, get(t, list(t, m, "data.searchRecord.pepSearchResults")[0], "resultResolved"))

	// Notes and a saved PDF.
	r = s.postJSON(t, "/peps/notes/add", `{"request":{"id":`+id+`,"note":"checked the passport"}}`, analyst...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	r = s.postJSON(t, "/peps/notes/get", `{"request":{"id":`+id+`}}`, demo...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	notes := list(t, r.json(t), "data.notes")
	require.Len(t, notes, 1)
	require.Equal(t, "analyst", str(t, notes[0], "name"))
	r = s.postJSON(t, "/peps/save", `{"request":{"id":`+id+`}}`, analyst...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	doc := num(t, r.json(t), "data.documentId")
	r = s.postJSON(t, "/pdfs/get", `{"request":{"id":`+doc+`}}`, analyst...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m = r.json(t)
	require.Equal(t, "pep", str(t, m, "data.document.type"))
	require.Equal(t, id, num(t, m, "data.document.pepSearchId"))
	require.True(t, strings.HasPrefix(str(t, m, "data.document.documentBytes"), "JVBERi0"), "a PDF")

	// Created over SOAP 1.1 too.
	env := `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
		`<AddPepSearch xmlns="` + nsTypes + `">` + pDemo.soapAuth() +
		`<Request><DateOfBirth>1968</DateOfBirth><Name>Jan Voorbeeld</Name><Type>individual</Type></Request></AddPepSearch></soap:Body></soap:Envelope>`
	r = s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, "SOAPAction", "AddPepSearch")
	require.Equal(t, 200, r.status)
	require.Equal(t, "400", r.header.Get("X-Status"), "a year is not DD/MM/YYYY: %s", r.body)
	env = strings.Replace(env, "<DateOfBirth>1968</DateOfBirth>", "", 1)
	r = s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, "SOAPAction", "AddPepSearch")
	require.Equal(t, 200, r.status)
	data := xfind(t, r.xml(t), "Body/AddPepSearchResponse/Data")
	require.Equal(t, "Success", xtext(t, data, "ResponseStatus/Message"), "%s", r.body)
	require.Contains(t, xtext(t, data, "SearchRecord/PepSearchResults/PepSearchResult/Category"), "RCA")

	// Renew everything due: the five demo searches, once.
	r = s.do(t, "GET", "/peps/renew/all", "", "", demo...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m = r.json(t)
	require.Equal(t, "5", num(t, m, "data.count"))
	require.Equal(t, "7.50", num(t, m, "data.totalCost"))
	require.Equal(t, true, get(t, m, "data.canAfford"))
	r = s.do(t, "PUT", "/peps/renew/all", "application/json", `{}`, demo...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	require.Equal(t, "5", num(t, r.json(t), "data.count"))
	r = s.do(t, "PUT", "/peps/renew/all", "application/json", `{}`, demo...)
	require.Equal(t, "0", num(t, r.json(t), "data.count"))

	// Archive, then delete (analyst may resolve but not delete).
	r = s.do(t, "PUT", "/peps/archive", "application/json", `{"request":{"id":`+id+`}}`, analyst...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	r = s.postJSON(t, "/peps/list", `{"request":{"listArchivedSearches":true}}`, demo...)
	require.Equal(t, id, num(t, list(t, r.json(t), "data.searchRecords")[0], "id"))
	r = s.do(t, "DELETE", "/peps/delete?id="+id, "", "", analyst...)
	require.Equal(t, 403, r.status, "body: %s", r.body)
	r = s.do(t, "DELETE", "/peps/delete?id="+id, "", "", demo...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	r = s.postJSON(t, "/peps/get", `{"request":{"id":`+id+`}}`, demo...)
	require.Equal(t, 404, r.status, "body: %s", r.body)

	// Two searches at 1.50 and the renewal of five at 1.50: 100.00 - 10.50.
	s.stop()
	db := openDB(t, s.db)
	defer db.Close()
	var bal int64
	require.NoError(t, db.QueryRow("SELECT balance FROM accounts WHERE id = 1").Scan(&bal))
	require.EqualValues(t, 895000, bal) // stored in 1/10000
}
