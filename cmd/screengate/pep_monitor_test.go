package main

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service/pdfdoc/pdftext"
)

// TestPepMonitoring: a PEP list imported through the watched directory,
// monitored PEP searches screened on it, then a new version of the list
// that modifies the entity one search found and adds an entity that now
// matches it: that search is flagged (affectedByUpdate, the new results
// unresolved beside the old ones), counted by CountUpdatedPepSearches and
// listed by GetPepSearches' Updated filter; a monitored search the version
// does not change and a day-one search are not flagged.
func TestPepMonitoring(t *testing.T) {
	s, dir := screeningServer(t, "pep_v1.json")
	demo := []string{"X-Api-User", "demo", "X-Api-Key", "demo-secret-key"}
	add := func(body string) map[string]any {
		var r reply
		require.Eventually(t, func() bool {
			r = s.postJSON(t, "/peps/create", body, demo...)
			return r.status != 503
		}, 30*time.Second, 50*time.Millisecond, "the PEP list is never indexed: %s", s.stderr.String())
		require.Equal(t, 200, r.status, "body: %s", r.body)
		return r.json(t)
	}
	m := add(`{"request":{"name":"Maria Ejemplo","type":"individual","dateOfBirth":"09/05/1971","country":"es","reference":"MON-1"}}`)
	maria := num(t, m, "data.searchRecord.id")
	before := list(t, m, "data.searchRecord.pepSearchResults")
	require.Len(t, before, 1, "version 1 lists one Maria Ejemplo")
	require.Contains(t, str(t, before[0], "source"), "PEP:Q-mon-1")
	m = add(`{"request":{"name":"Ivan Petrov","type":"individual","dateOfBirth":"01/02/1960"}}`)
	petrov := num(t, m, "data.searchRecord.id")
	require.NotEmpty(t, list(t, m, "data.searchRecord.pepSearchResults"))
	m = add(`{"request":{"name":"Maria Ejemplo","type":"individual","isDayOneSearch":true}}`)
	dayOne := num(t, m, "data.searchRecord.id")

	count := func() string {
		r := s.postJSON(t, "/peps/updated/count", `{"request":{"includeSearchesFromOtherUsers":true}}`, demo...)
		require.Equal(t, 200, r.status, "%s", r.body)
		return num(t, r.json(t), "data.numberOfUpdatedPepSearches")
	}
	base := atoi(t, count())

	// Version 2: Maria Ejemplo's entity modified, María Ejemplo Ruiz (same
	// date of birth) added, Jan Voorbeeld modified; Ivan Petrov unchanged.
	dropList(t, s, dir, "pep_v2.json")
	require.Eventually(t, func() bool { return atoi(t, count()) == base+1 }, 20*time.Second, 50*time.Millisecond, s.stderr.String())

	g := s.postJSON(t, "/peps/get", `{"request":{"id":`+maria+`}}`, demo...).json(t)
	rec := get(t, g, "data.searchRecord")
	require.Equal(t, true, get(t, rec, "affectedByUpdate"))
	after := list(t, rec, "pepSearchResults")
	require.Greater(t, len(after), len(before), "old results kept, new ones added")
	require.Equal(t, num(t, before[0], "id"), num(t, after[0], "id"), "the old result is kept")
	var sources []string
	for _, r := range after[len(before):] {
		require.Equal(t, false, get(t, r, "resultResolved"), "new results are unresolved")
		sources = append(sources, str(t, r, "source"))
	}
	joined := strings.Join(sources, "|")
	require.Contains(t, joined, "PEP:Q-mon-1", "the modified entity is stored again")
	require.Contains(t, joined, "PEP:Q-mon-6", "the added entity that matches is a new result")
	require.Equal(t, itoa(len(after)), num(t, rec, "numOfUnresolvedResults"))

	for _, id := range []string{petrov, dayOne} {
		g = s.postJSON(t, "/peps/get", `{"request":{"id":`+id+`}}`, demo...).json(t)
		require.Equal(t, false, get(t, g, "data.searchRecord.affectedByUpdate"), "search %s", id)
	}
	l := s.postJSON(t, "/peps/list", `{"request":{"listUpdatedSearches":true}}`, demo...)
	require.Equal(t, 200, l.status, "%s", l.body)
	var listed []string
	for _, r := range list(t, l.json(t), "data.searchRecords") {
		listed = append(listed, num(t, r, "id"))
	}
	require.Contains(t, listed, maria)
	require.NotContains(t, listed, petrov)
	require.Contains(t, s.stderr.String(), `"flagged":1`)

	// The saved PDF names the list version screened against and the one
	// that changed the results.
	r := s.postJSON(t, "/peps/save", `{"request":{"id":`+maria+`}}`, demo...)
	require.Equal(t, 200, r.status, "%s", r.body)
	r = s.postJSON(t, "/pdfs/get", `{"request":{"id":`+num(t, r.json(t), "data.documentId")+`}}`, demo...)
	require.Equal(t, 200, r.status, "%s", r.body)
	pdf, err := base64.StdEncoding.DecodeString(str(t, r.json(t), "data.document.documentBytes"))
	require.NoError(t, err)
	spans, err := pdftext.Spans(pdf)
	require.NoError(t, err)
	require.Regexp(t, `PEP search `+maria+`.*version \d+;\s*results changed by version \d+`, pdftext.Text(spans))

	// Resolving the search clears the flag.
	r = s.do(t, "PUT", "/peps/update", "application/json", `{"request":{"id":`+maria+`,"clientNotInResults":true}}`, demo...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, base, atoi(t, count()))
}
