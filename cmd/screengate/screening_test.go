package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// screeningServer starts a server watching a lists directory and imports
// testdata/lists/<file> through it, waiting until the screening index
// answers.
func screeningServer(t *testing.T, file string) (*testServer, string) {
	t.Helper()
	dir := t.TempDir()
	s := startServer(t, "-lists-dir", dir, "-lists-dir-poll", "50ms", "-index-poll", "100ms")
	dropList(t, s, dir, file)
	return s, dir
}

// dropList drops testdata/lists/file into the watched directory and waits
// for its import.
func dropList(t *testing.T, s *testServer, dir, file string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "lists", file))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, file), b, 0o644))
	require.Eventually(t, func() bool {
		_, err := os.Stat(filepath.Join(dir, "imported", file))
		return err == nil
	}, 20*time.Second, 50*time.Millisecond, s.stderr.String())
}

const addPetrovsky = `{"request":{"name":"Ivan Petrovsky","type":"individual","dateOfBirth":"14/03/1961","country":"RU","reference":"onboarding-7","selectedLists":["UN"]},` + authDemo + `}`

// addSearchWhenReady calls AddSearch until the index (built in the
// background after the import) answers.
func addSearchWhenReady(t *testing.T, s *testServer, body string) map[string]any {
	t.Helper()
	var r reply
	require.Eventually(t, func() bool {
		r = s.postJSON(t, "/sanctions/create", body)
		return r.status != 503 && !(r.status == 400 && strings.Contains(string(r.body), "no imported version"))
	}, 20*time.Second, 50*time.Millisecond)
	require.Equal(t, 200, r.status, "%s", r.body)
	return r.json(t)
}

func TestAddSearch(t *testing.T) {
	s, _ := screeningServer(t, "un_v1.xml")
	before := num(t, s.postJSON(t, "/sanctions/unresolved/count", `{"request":{"includeSearchesFromOtherUsers":true},`+authDemo+`}`).json(t),
		"data.numberOfUnresolvedSearches")

	m := addSearchWhenReady(t, s, addPetrovsky)
	rec := get(t, m, "data.searchRecord").(map[string]any)
	id := num(t, rec, "id")
	require.Equal(t, "individual", str(t, rec, "searchType"))
	require.Equal(t, "Ivan Petrovsky", str(t, rec, "searchCriteria.name"))
	require.Equal(t, "onboarding-7", str(t, rec, "searchCriteria.reference"))
	require.Equal(t, false, get(t, m, "data.includesPepSearchRecord"))
	srcs := list(t, rec, "searchSources")
	require.Len(t, srcs, 1)
	require.Equal(t, "UN", str(t, srcs[0], "listId"))
	results := list(t, rec, "listSearchResults")
	require.NotEmpty(t, results)
	require.Equal(t, num(t, rec, "numOfResults"), itoa(len(results)))
	top := results[0]
	require.Equal(t, "UN", str(t, top, "sanctionsListId"))
	require.Equal(t, "individual", str(t, top, "resultType"))
	require.Equal(t, false, get(t, top, "resultResolved"))
	require.Contains(t, str(t, list(t, top, "names")[0], "fullName"), "PETROVSKY")
	require.Equal(t, "14/03/1961", str(t, list(t, top, "datesOfBirth")[0], "dateOfBirth"))
	for _, r := range results {
		require.NotContains(t, str(t, list(t, r, "names")[0], "fullName"), "HADDAD", "only similar names match")
	}

	// GetSearch shows the stored search exactly as AddSearch replied.
	g := s.postJSON(t, "/sanctions/get", `{"request":{"id":`+id+`},`+authDemo+`}`)
	require.Equal(t, 200, g.status, "%s", g.body)
	require.Equal(t, rec, get(t, g.json(t), "data.searchRecord"))
	after := num(t, s.postJSON(t, "/sanctions/unresolved/count", `{"request":{"includeSearchesFromOtherUsers":true},`+authDemo+`}`).json(t),
		"data.numberOfUnresolvedSearches")
	require.Equal(t, atoi(t, before)+1, atoi(t, after))
	// A new search is not affected by a list update (the demo's 1001 is).
	for _, c := range []struct{ body, want string }{
		{`{"request":{"includeSearchesFromOtherUsers":true},` + authDemo + `}`, "1"},
		{`{"request":{"includeSearchesFromOtherUsers":false},` + authDemo + `}`, "1"},
		{`{"request":{"includeSearchesFromOtherUsers":true},` + authOther + `}`, "0"},
	} {
		r := s.postJSON(t, "/sanctions/updated/count", c.body)
		require.Equal(t, 200, r.status, "%s", r.body)
		require.Equal(t, c.want, num(t, r.json(t), "data.numberOfUpdatedSearches"))
	}
	// Notes and the PDF work on it like on the demo searches.
	r := s.postJSON(t, "/sanctions/notes/add", `{"request":{"id":`+id+`,"note":"false positive?"},`+authDemo+`}`)
	require.Equal(t, 200, r.status, "%s", r.body)
	r = s.postJSON(t, "/sanctions/save", `{"request":{"id":`+id+`},`+authDemo+`}`)
	require.Equal(t, 200, r.status, "%s", r.body)
	// Another account does not see it.
	r = s.postJSON(t, "/sanctions/get", `{"request":{"id":`+id+`},`+authOther+`}`)
	require.Equal(t, 404, r.status, "%s", r.body)

	// ExcludeResults: stored, not replied.
	m = addSearchWhenReady(t, s, strings.Replace(addPetrovsky, `"selectedLists"`, `"excludeResults":true,"selectedLists"`, 1))
	require.Empty(t, list(t, m, "data.searchRecord.listSearchResults"))
	require.NotEqual(t, "0", num(t, m, "data.searchRecord.numOfResults"))

	// ALL searches every list with an imported version.
	m = addSearchWhenReady(t, s, strings.Replace(addPetrovsky, `["UN"]`, `["ALL"]`, 1))
	require.Len(t, list(t, m, "data.searchRecord.searchSources"), 1)

	// Over SOAP 1.2 (the predefined and SOAP routes reach the same handler).
	env := `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body>` +
		`<AddSearch xmlns="http://schemas.servicestack.net/types"><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication>` +
		`<Request><Name>Omar Haddad</Name><SelectedLists><ListId>UN</ListId></SelectedLists><Type>individual</Type></Request></AddSearch></soap12:Body></soap12:Envelope>`
	r = s.do(t, "POST", "/soap12", "application/soap+xml; charset=utf-8", env)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Contains(t, xtext(t, r.xml(t), "Body/AddSearchResponse/Data/SearchRecord/ListSearchResults/SearchResultEntry/Names/SearchResultName/FullName"), "HADDAD")
}

func TestAddSearchValidation(t *testing.T) {
	s, _ := screeningServer(t, "un_v1.xml")
	addSearchWhenReady(t, s, addPetrovsky)
	for _, c := range []struct{ name, request, field, rule string }{
		{"no name", `{"type":"individual","selectedLists":["ALL"]}`, "name", "NotEmpty"},
		{"one name", `{"name":"Petrovsky","type":"individual","selectedLists":["ALL"]}`, "name", "InvalidValue"},
		{"one-letter name", `{"name":"I Petrovsky","type":"individual","selectedLists":["ALL"]}`, "name", "InvalidValue"},
		{"too long", `{"name":"Ivan ` + strings.Repeat("x", 250) + `","type":"individual","selectedLists":["ALL"]}`, "name", "Length"},
		{"no type", `{"name":"Ivan Petrovsky","selectedLists":["ALL"]}`, "type", "NotEmpty"},
		{"bad type", `{"name":"Ivan Petrovsky","type":"vessel","selectedLists":["ALL"]}`, "type", "InvalidValue"},
		{"bad date", `{"name":"Ivan Petrovsky","type":"individual","dateOfBirth":"1961-03-14","selectedLists":["ALL"]}`, "dateOfBirth", "InvalidValue"},
		{"impossible date", `{"name":"Ivan Petrovsky","type":"individual","dateOfBirth":"31/02/1961","selectedLists":["ALL"]}`, "dateOfBirth", "InvalidValue"},
		{"no lists", `{"name":"Ivan Petrovsky","type":"individual"}`, "selectedLists", "NotEmpty"},
		{"unknown list", `{"name":"Ivan Petrovsky","type":"individual","selectedLists":["NOPE"]}`, "selectedLists", "InvalidValue"},
		{"list never imported", `{"name":"Ivan Petrovsky","type":"individual","selectedLists":["OFACL"]}`, "selectedLists", "InvalidValue"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := s.postJSON(t, "/sanctions/create", `{"request":`+c.request+`,`+authDemo+`}`)
			requireError(t, r, 400, c.rule, c.field)
		})
	}
	// An entity may have one name.
	r := s.postJSON(t, "/sanctions/create", `{"request":{"name":"Haddad","type":"entity","selectedLists":["UN"]},`+authDemo+`}`)
	require.Equal(t, 200, r.status, "%s", r.body)
	// The viewer stores searches of its own; naming another user needs admin.
	r = s.postJSON(t, "/sanctions/create", `{"request":{"name":"Omar Haddad","type":"individual","selectedLists":["UN"],"subUserName":"demo"},`+
		authDemo[:len(authDemo)-1]+`,"userId":"`+viewerID+`"}}`)
	require.Equal(t, 403, r.status, "%s", r.body)
}

func itoa(n int) string { return strconv.Itoa(n) }

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}

// TestMonitoring: a search screened against one version of a list is
// flagged when a new version changes one of its results' entities and
// adds an entity that now matches; a search the new version does not
// change is not. Counted by CountUpdatedSearches.
func TestMonitoring(t *testing.T) {
	s, dir := screeningServer(t, "un_v1.xml")
	m := addSearchWhenReady(t, s, addPetrovsky)
	petrovsky := num(t, m, "data.searchRecord.id")
	before := list(t, m, "data.searchRecord.listSearchResults")
	require.NotEmpty(t, before)
	for _, r := range before {
		require.NotContains(t, str(t, list(t, r, "names")[0], "fullName"), "PETROVSKIY", "not listed in version 1")
	}
	m = addSearchWhenReady(t, s, `{"request":{"name":"Omar Haddad","type":"individual","selectedLists":["UN"]},`+authDemo+`}`)
	haddad := num(t, m, "data.searchRecord.id")
	require.NotEmpty(t, list(t, m, "data.searchRecord.listSearchResults"))
	count := func() string {
		r := s.postJSON(t, "/sanctions/updated/count", `{"request":{"includeSearchesFromOtherUsers":true},`+authDemo+`}`)
		require.Equal(t, 200, r.status, "%s", r.body)
		return num(t, r.json(t), "data.numberOfUpdatedSearches")
	}
	require.Equal(t, "1", count(), "the demo's search 1001 only")
	// listed returns the ids GetSearches lists with the given filters.
	listed := func(filters string) []string {
		t.Helper()
		r := s.postJSON(t, "/sanctions/list", `{"request":{"sortOrder":"Date desc"`+filters+`},`+authDemo+`}`)
		require.Equal(t, 200, r.status, "%s", r.body)
		m := r.json(t)
		ids := []string{}
		for _, rec := range list(t, m, "data.searchRecords") {
			ids = append(ids, num(t, rec, "id"))
		}
		require.Equal(t, itoa(len(ids)), num(t, m, "data.totalSearchRecords"), "one page holds them all")
		return ids
	}
	require.Contains(t, listed(`,"listUnresolvedSearches":true`), petrovsky)

	// The analyst resolves the search: the client is none of its results.
	r := s.do(t, "PUT", "/sanctions/update", "application/json", `{"request":{"id":`+petrovsky+`,"clientNotInResults":true},`+authDemo+`}`)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, true, get(t, r.json(t), "data.success"))
	require.NotContains(t, listed(`,"listUnresolvedSearches":true`), petrovsky, "resolved")
	require.Contains(t, listed(`,"listUnresolvedSearches":false`), petrovsky)
	require.Equal(t, []string{"1001"}, listed(`,"listUpdatedSearches":true`), "the demo's search 1001 only")
	g := s.postJSON(t, "/sanctions/get", `{"request":{"id":`+petrovsky+`,"onlyShowUnresolvedResults":true},`+authDemo+`}`).json(t)
	require.Empty(t, list(t, g, "data.searchRecord.listSearchResults"))
	require.Equal(t, true, get(t, g, "data.searchRecord.clientNotInResults"))

	// Version 2: PETROVSKY's date of birth corrected, PETROVSKIY added,
	// HADDAD unchanged.
	dropList(t, s, dir, "un_v2.xml")
	require.Eventually(t, func() bool { return count() == "2" }, 20*time.Second, 50*time.Millisecond, s.stderr.String())

	// Flagged and counted: GetSearches' Updated filter lists it, and it
	// needs a decision again.
	require.Equal(t, []string{petrovsky, "1001"}, listed(`,"listUpdatedSearches":true`))
	require.Contains(t, listed(`,"listUnresolvedSearches":true`), petrovsky)
	require.NotContains(t, listed(`,"listUpdatedSearches":false`), petrovsky)
	g = s.postJSON(t, "/sanctions/get", `{"request":{"id":`+petrovsky+`},`+authDemo+`}`).json(t)
	rec := get(t, g, "data.searchRecord")
	require.Equal(t, true, get(t, rec, "affectedByUpdate"))
	require.Equal(t, true, get(t, list(t, rec, "searchSources")[0], "isAffectedByListUpdate"))
	after := list(t, rec, "listSearchResults")
	require.Greater(t, len(after), len(before), "old results kept, new ones added")
	var dobs, names []string
	for _, r := range after[len(before):] {
		require.Equal(t, false, get(t, r, "resultResolved"), "new results are unresolved")
		names = append(names, str(t, list(t, r, "names")[0], "fullName"))
		if d := list(t, r, "datesOfBirth"); len(d) > 0 {
			dobs = append(dobs, str(t, d[0], "dateOfBirth"))
		}
	}
	require.Contains(t, dobs, "15/03/1961", "the modified entity is stored again with its new data: %v", names)
	require.Contains(t, strings.Join(names, "|"), "PETROVSKIY", "the added entity that matches is a new result")
	// Unresolved again: exactly the new results (the old ones were
	// resolved before the update and are kept as they were).
	r = s.postJSON(t, "/sanctions/get", `{"request":{"id":`+petrovsky+`,"onlyShowUnresolvedResults":true},`+authDemo+`}`)
	require.Len(t, list(t, r.json(t), "data.searchRecord.listSearchResults"), len(after)-len(before))

	// Resolving the new results (by id) ends the flag: no longer counted.
	var newIDs []string
	for _, x := range after[len(before):] {
		newIDs = append(newIDs, num(t, x, "searchResultId"))
	}
	r = s.do(t, "PUT", "/sanctions/update", "application/json", `{"request":{"id":`+petrovsky+`,"clientNotInResults":true,"searchResultIds":[`+
		strings.Join(newIDs, ",")+`]},`+authDemo+`}`)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "1", count())
	require.Equal(t, []string{"1001"}, listed(`,"listUpdatedSearches":true`))
	require.NotContains(t, listed(`,"listUnresolvedSearches":true`), petrovsky)

	g = s.postJSON(t, "/sanctions/get", `{"request":{"id":`+haddad+`},`+authDemo+`}`).json(t)
	require.Equal(t, false, get(t, g, "data.searchRecord.affectedByUpdate"), "a search the version does not change")
	require.Contains(t, s.stderr.String(), `"flagged":1`)
}
