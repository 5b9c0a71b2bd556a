package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// bulkCSV is n rows for AddBulkSearch; row 0 is a name on the UN fixture.
func bulkCSV(n int) string { return bulkCSVEvery(n, n) }

// bulkCSVEvery is n rows for AddBulkSearch; every every-th row (from row 0
// on) is a name on the UN fixture.
func bulkCSVEvery(n, every int) string {
	rows := make([]service.BulkRow, n)
	for i := range rows {
		rows[i] = service.BulkRow{Type: "individual", Name: fmt.Sprintf("Person%d Surname%d", i, i%97), Country: "GB",
			Reference: "bulk-" + strconv.Itoa(i)}
		if i%every == 0 {
			rows[i] = service.BulkRow{Type: "individual", Name: "Ivan Petrovsky", DateOfBirth: "14/03/1961", Country: "RU",
				Reference: "bulk-" + strconv.Itoa(i)}
		}
	}
	return service.BulkCSV(rows)
}

func bulkBody(csv string, auth string) string {
	b, _ := json.Marshal(csv)
	return `{"request":{"isSanctionsSearch":true,"type":"individual","selectedLists":["UN"],"csv":` + string(b) + `},` + auth + `}`
}

// addBulkWhenReady calls AddBulkSearch at base until the index (built in
// the background after the import) answers, and returns the job's id.
func addBulkWhenReady(t *testing.T, client *http.Client, base, body string) string {
	t.Helper()
	var r httpCall
	require.Eventually(t, func() bool {
		r = call(client, "POST", base+"/bulksearches/create", body, "Content-Type", "application/json")
		return r.err == nil && r.status != 503 && !(r.status == 400 && strings.Contains(string(r.body), "no imported version"))
	}, 30*time.Second, 50*time.Millisecond)
	require.Equal(t, 200, r.status, "%s", r.body)
	m, err := decodeJSON(r.body)
	require.NoError(t, err)
	require.Equal(t, service.BulkQueued, str(t, m, "data.bulkSearchStatus.status"))
	return num(t, m, "data.bulkSearchStatus.bulkSearchId")
}

// bulkStatus reads GetBulkSearchStatus.
func bulkStatus(t *testing.T, client *http.Client, base, id string) map[string]any {
	t.Helper()
	r := call(client, "POST", base+"/bulksearch/status", `{"request":{"bulkSearchId":`+id+`},`+authDemo+`}`, "Content-Type", "application/json")
	require.NoError(t, r.err)
	require.Equal(t, 200, r.status, "%s", r.body)
	m, err := decodeJSON(r.body)
	require.NoError(t, err)
	return get(t, m, "data.bulkSearchStatus").(map[string]any)
}

func waitBulk(t *testing.T, client *http.Client, base, id string, stderr func() string) map[string]any {
	t.Helper()
	var st map[string]any
	require.Eventually(t, func() bool {
		st = bulkStatus(t, client, base, id)
		return st["status"] == service.BulkCompleted || st["status"] == service.BulkFailed
	}, 120*time.Second, 100*time.Millisecond, "bulk search %s never ended: %v\n%s", id, st, stderr())
	return st
}

func TestBulkSearch(t *testing.T) {
	s, _ := screeningServer(t, "un_v1.xml")
	client := &http.Client{Timeout: 60 * time.Second}
	db := openDB(t, s.db)
	countBulk := func() int {
		var n int
		require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM bulk_searches").Scan(&n))
		return n
	}

	id := addBulkWhenReady(t, client, s.base, bulkBody(bulkCSV(3), authDemo))
	st := waitBulk(t, client, s.base, id, s.stderr.String)
	require.Equal(t, service.BulkCompleted, st["status"], "%v", st)
	require.Equal(t, true, st["success"])
	for _, k := range []string{"total", "processed", "totalSanctions", "processedSanctions"} {
		require.Equal(t, "3", fmt.Sprint(st[k]), k)
	}
	require.Equal(t, "0", fmt.Sprint(st["totalPep"]))
	require.Equal(t, "Completed: 3 records screened", st["message"])

	// The history shows it; each row is a normal search of its owner.
	m := s.postJSON(t, "/bulksearches/list", `{"request":{"whereId":`+id+`},`+authDemo+`}`).json(t)
	require.Equal(t, "1", num(t, m, "data.totalBulkSearches"))
	require.Equal(t, service.BulkCompleted, str(t, m, "data.bulkSearchList.0.status"))
	rows, err := db.Query("SELECT row_idx, sanctions_search_id FROM bulk_search_items WHERE bulk_id = ? ORDER BY row_idx", atoi(t, id))
	require.NoError(t, err)
	var searches []int64
	for rows.Next() {
		var idx int
		var sid int64
		require.NoError(t, rows.Scan(&idx, &sid))
		require.Equal(t, len(searches), idx)
		searches = append(searches, sid)
	}
	require.NoError(t, rows.Close())
	require.Len(t, searches, 3)
	g := s.postJSON(t, "/sanctions/get", `{"request":{"id":`+strconv.FormatInt(searches[0], 10)+`},`+authDemo+`}`).json(t)
	require.Equal(t, "Ivan Petrovsky", str(t, g, "data.searchRecord.searchCriteria.name"))
	require.Equal(t, "bulk-0", str(t, g, "data.searchRecord.searchCriteria.reference"))
	require.NotEmpty(t, list(t, g, "data.searchRecord.listSearchResults"), "the UN fixture lists Ivan Petrovsky")
	require.Equal(t, "UN", str(t, g, "data.searchRecord.searchSources.0.listId"))

	// Isolation: another account, and a sub user who may not see demo's.
	requireError(t, s.postJSON(t, "/bulksearch/status", `{"request":{"bulkSearchId":`+id+`},`+authOther+`}`), 404, "NotFound", "")
	requireError(t, s.postJSON(t, "/bulksearch/status", `{"request":{"bulkSearchId":`+id+`}}`,
		append(append([]string{}, demoHeaders...), "X-User-Id", viewerID)...), 404, "NotFound", "")
	requireError(t, s.postJSON(t, "/bulksearch/status", `{"request":{"bulkSearchId":0},`+authDemo+`}`), 400, "GreaterThan", "bulkSearchId")
	requireError(t, s.postJSON(t, "/sanctions/get", `{"request":{"id":`+strconv.FormatInt(searches[1], 10)+`},`+authOther+`}`), 404, "NotFound", "")

	// Bad input leaves the store untouched.
	before := countBulk()
	for _, tc := range []struct {
		name, body  string
		status      int
		code, field string
	}{
		{"malformed CSV", bulkBody("name\n\"Ivan Petrov\n", authDemo), 400, "InvalidValue", "csv"},
		{"empty", bulkBody("", authDemo), 400, "NotEmpty", "csv"},
		{"unknown column", bulkBody("name,colour\nIvan Petrov,red\n", authDemo), 400, "InvalidValue", "csv"},
		{"bad row", bulkBody("name\nIvan Petrov\nIvan\n", authDemo), 400, "InvalidValue", "csv"},
		{"too many rows", bulkBody(strings.Repeat("x", 0)+"name\n"+strings.Repeat("Ab Cd\n", service.MaxBulkRows+1), authDemo), 400, "Length", "csv"},
		{"no kind", `{"request":{"type":"individual","csv":"name\nIvan Petrov\n"},` + authDemo + `}`, 400, "InvalidValue", "isSanctionsSearch"},
		{"no lists", `{"request":{"isSanctionsSearch":true,"type":"individual","csv":"name\nIvan Petrov\n"},` + authDemo + `}`, 400, "NotEmpty", "selectedLists"},
		{"unknown list", `{"request":{"isSanctionsSearch":true,"selectedLists":["NOPE"],"type":"individual","csv":"name\nIvan Petrov\n"},` + authDemo + `}`, 400, "InvalidValue", "selectedLists"},
		{"list not imported", `{"request":{"isSanctionsSearch":true,"selectedLists":["OFACL"],"type":"individual","csv":"name\nIvan Petrov\n"},` + authDemo + `}`, 400, "InvalidValue", "selectedLists"},
		{"PEP list not imported", `{"request":{"isPepSearch":true,"type":"individual","csv":"name\nIvan Petrov\n"},` + authDemo + `}`, 503, "ServiceUnavailable", ""},
		{"bad type", `{"request":{"isSanctionsSearch":true,"selectedLists":["UN"],"type":"robot","csv":"name\nIvan Petrov\n"},` + authDemo + `}`, 400, "InvalidValue", "type"},
		{"sub user of another account", `{"request":{"subUserName":"other","isSanctionsSearch":true,"selectedLists":["UN"],"type":"individual","csv":"name\nIvan Petrov\n"},` + authDemo + `}`, 404, "NotFound", "subUserName"},
		{"wrong key", bulkBody("name\nIvan Petrov\n", `"authentication":{"apiUserId":"demo","apiUserKey":"nope"}`), 401, "Unauthorized", ""},
		{"over the operation's body limit", bulkBody(strings.Repeat("Ab Cd\n", 3<<20), authDemo), 413, "RequestEntityTooLarge", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := s.postJSON(t, "/bulksearches/create", tc.body)
			if tc.status == 413 {
				require.Equal(t, 413, r.status, "%.300s", r.body)
				return
			}
			requireError(t, r, tc.status, tc.code, tc.field)
		})
	}
	require.Equal(t, before, countBulk(), "bad input stored nothing")
	// The larger limit is AddBulkSearch's alone.
	big := `{"request":{"name":"` + strings.Repeat("x", 2<<20) + `"},` + authDemo + `}`
	require.Equal(t, 413, s.postJSON(t, "/sanctions/create", big).status)
}

// TestBulkSearchLimit: 100,000 rows are accepted within AddBulkSearch's
// body limit, over JSON and SOAP, and stored (the runner is off).
func TestBulkSearchLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("100,000-row requests")
	}
	dir := t.TempDir()
	s := startServer(t, "-lists-dir", dir, "-lists-dir-poll", "50ms", "-index-poll", "100ms", "-no-bulk-runner")
	dropList(t, s, dir, "un_v1.xml")
	client := &http.Client{Timeout: 120 * time.Second}
	csv := bulkCSV(service.MaxBulkRows)
	require.Greater(t, len(csv), 1<<20, "past the server's default body limit")
	id := addBulkWhenReady(t, client, s.base, bulkBody(csv, authDemo))
	st := bulkStatus(t, client, s.base, id)
	require.Equal(t, strconv.Itoa(service.MaxBulkRows), fmt.Sprint(st["total"]))
	db := openDB(t, s.db)
	var n int
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM bulk_search_rows WHERE bulk_id = ?", atoi(t, id)).Scan(&n))
	require.Equal(t, service.MaxBulkRows, n)

	var b strings.Builder
	b.WriteString(`<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
		`<AddBulkSearch xmlns="http://schemas.servicestack.net/types"><Authentication><ApiUserId>demo</ApiUserId>` +
		`<ApiUserKey>demo-secret-key</ApiUserKey></Authentication><Request><Csv>`)
	b.WriteString(strings.NewReplacer("&", "&amp;", "<", "&lt;").Replace(csv))
	b.WriteString(`</Csv><IsSanctionsSearch>true</IsSanctionsSearch><SelectedLists><ListId>UN</ListId></SelectedLists>` +
		`<Type>individual</Type></Request></AddBulkSearch></soap:Body></soap:Envelope>`)
	r := s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", b.String(), "SOAPAction", "http://schemas.servicestack.net/types/AddBulkSearch")
	require.Equal(t, 200, r.status, "%.500s", r.body)
	require.Equal(t, strconv.Itoa(service.MaxBulkRows), xtext(t, r.xml(t), "Body/AddBulkSearchResponse/Data/BulkSearchStatus/Total"))
	// Without the action naming it, a SOAP body keeps the default limit.
	r = s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", b.String())
	require.Equal(t, 500, r.status, "%.300s", r.body)
	require.Contains(t, string(r.body), "The message exceeds the limit of 1048576 bytes")
}

// TestBulkSearchResumesAfterKill kills the server process in the middle
// of a bulk search, records list version B while it is down, and restarts
// it on the same database: the job resumes on the version it was pinned to
// (A), and ends with exactly one search per row.
func TestBulkSearchResumesAfterKill(t *testing.T) {
	if testing.Short() {
		t.Skip("kills and restarts a server process")
	}
	const rows = 4000
	path := newTestDB(t)
	dir := t.TempDir()
	args := []string{"-demo", "-lists-dir", dir, "-lists-dir-poll", "50ms", "-index-poll", "100ms",
		"-bulk-batch", "20", "-bulk-workers", "1", "-bulk-lease", "1s", "-bulk-poll", "100ms"}
	c := startChild(t, path, args...)
	b, err := os.ReadFile(filepath.Join("testdata", "lists", "un_v1.xml"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "un_v1.xml"), b, 0o644))
	client := &http.Client{Timeout: 60 * time.Second}
	db := openDB(t, path)
	var searchesBefore int
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM sanctions_searches").Scan(&searchesBefore))

	id := addBulkWhenReady(t, client, c.base, bulkBody(bulkCSVEvery(rows, 250), authDemo))
	var versionA int64
	require.NoError(t, db.QueryRow("SELECT MAX(id) FROM list_versions WHERE list_id = 'UN'").Scan(&versionA))
	var st map[string]any
	require.Eventually(t, func() bool {
		st = bulkStatus(t, client, c.base, id)
		return atoi(t, fmt.Sprint(st["processed"])) >= 200
	}, 60*time.Second, 10*time.Millisecond, "%s", c.stderr.String())
	c.kill()
	var processed int
	require.NoError(t, db.QueryRow("SELECT processed FROM bulk_searches WHERE id = ?", atoi(t, id)).Scan(&processed))
	require.Less(t, processed, rows, "killed in the middle")
	t.Logf("killed at %d of %d rows", processed, rows)

	// Version B while the server is down: PETROVSKY's date of birth is
	// corrected (14 → 15 March 1961) and PETROVSKIY added. The server
	// restarts without the lists directory, on B as the current version.
	out, err := runCLI(t, "lists", "import", "-db", path, filepath.Join("testdata", "lists", "un_v2.xml"))
	require.NoError(t, err, out)
	var versionB int64
	require.NoError(t, db.QueryRow("SELECT MAX(id) FROM list_versions WHERE list_id = 'UN'").Scan(&versionB))
	require.Greater(t, versionB, versionA)
	c2 := startChild(t, path, "-demo", "-index-poll", "100ms",
		"-bulk-batch", "20", "-bulk-workers", "1", "-bulk-lease", "1s", "-bulk-poll", "100ms")
	st = waitBulk(t, client, c2.base, id, c2.stderr.String)
	require.Equal(t, service.BulkCompleted, st["status"], "%v", st)
	require.Equal(t, strconv.Itoa(rows), fmt.Sprint(st["processed"]))
	require.Equal(t, strconv.Itoa(rows), fmt.Sprint(st["processedSanctions"]))

	var items, distinct, after, dupRefs int
	require.NoError(t, db.QueryRow("SELECT COUNT(*), COUNT(DISTINCT sanctions_search_id) FROM bulk_search_items WHERE bulk_id = ?",
		atoi(t, id)).Scan(&items, &distinct))
	require.Equal(t, rows, items)
	require.Equal(t, rows, distinct)
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM sanctions_searches").Scan(&after))
	require.Equal(t, searchesBefore+rows, after, "exactly one search per row")
	require.NoError(t, db.QueryRow(`SELECT COUNT(*) FROM (SELECT criteria_reference FROM sanctions_searches
		WHERE criteria_reference LIKE 'bulk-%' GROUP BY criteria_reference HAVING COUNT(*) > 1) d`).Scan(&dupRefs))
	require.Zero(t, dupRefs, "no row screened into two searches")

	// The rows screened after the restart: on version A (PETROVSKY born
	// 14 March, no PETROVSKIY), and their source records A.
	resumed := 0
	for row := 0; row < rows; row += 250 {
		if row < processed {
			continue // screened before the kill (and monitored on B since)
		}
		resumed++
		var search, listVersion int64
		require.NoError(t, db.QueryRow(`SELECT i.sanctions_search_id, src.list_version FROM bulk_search_items i
			JOIN sanctions_sources src ON src.search_id = i.sanctions_search_id WHERE i.bulk_id = ? AND i.row_idx = ?`,
			atoi(t, id), row).Scan(&search, &listVersion))
		require.Equal(t, versionA, listVersion, "row %d: the version searched", row)
		r := call(client, "POST", c2.base+"/sanctions/get", fmt.Sprintf(`{"request":{"id":%d},%s}`, search, authDemo),
			"Content-Type", "application/json")
		require.NoError(t, r.err)
		require.Equal(t, 200, r.status, "%s", r.body)
		m, err := decodeJSON(r.body)
		require.NoError(t, err)
		var dobs, names []string
		for _, res := range list(t, m, "data.searchRecord.listSearchResults") {
			for _, n := range list(t, res, "names") {
				names = append(names, str(t, n, "fullName"))
			}
			for _, d := range list(t, res, "datesOfBirth") {
				dobs = append(dobs, str(t, d, "dateOfBirth"))
			}
		}
		require.Contains(t, dobs, "14/03/1961", "row %d: PETROVSKY as on version A (%v)", row, names)
		require.NotContains(t, dobs, "15/03/1961", "row %d: nothing of version B", row)
		require.NotContains(t, strings.Join(names, "|"), "PETROVSKIY", "row %d: an entity of version B only", row)
	}
	require.Positive(t, resumed, "rows of the UN fixture after the kill")
	t.Logf("%d rows of the UN fixture screened after the restart, all on version %d (current: %d)", resumed, versionA, versionB)
	require.NoError(t, c2.terminate(t, 30*time.Second))
}

// TestBulkPepSearch: a bulk search against the PEP list stores one PEP
// search per row, debits the account the PEP price per row, and is refused
// up front when the balance does not cover its rows.
func TestBulkPepSearch(t *testing.T) {
	dir := t.TempDir()
	s := startServer(t, "-lists-dir", dir, "-lists-dir-poll", "50ms", "-index-poll", "100ms")
	b, err := os.ReadFile(filepath.Join("..", "..", "service", "screening", "lists", "testdata", "ftm_peps.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "peps.json"), b, 0o644))
	client := &http.Client{Timeout: 60 * time.Second}
	db := openDB(t, s.db)
	balance := func() int64 {
		var n int64
		require.NoError(t, db.QueryRow("SELECT balance FROM accounts WHERE id = 1").Scan(&n))
		return n
	}
	var peps0 int
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM pep_searches").Scan(&peps0))
	bal0 := balance()

	body := func(csv string) string {
		j, _ := json.Marshal(csv)
		return `{"request":{"isPepSearch":true,"type":"individual","csv":` + string(j) + `},` + authDemo + `}`
	}
	var r httpCall
	require.Eventually(t, func() bool {
		r = call(client, "POST", s.base+"/bulksearches/create", body("name,dateOfBirth,country\nMaria Ejemplo,09/05/1971,ES\nZebulon Quimby,,\n"),
			"Content-Type", "application/json")
		return r.err == nil && r.status != 503
	}, 30*time.Second, 100*time.Millisecond, "the PEP list is never indexed: %s", s.stderr.String())
	require.Equal(t, 200, r.status, "%s", r.body)
	m, err := decodeJSON(r.body)
	require.NoError(t, err)
	id := num(t, m, "data.bulkSearchStatus.bulkSearchId")
	require.Equal(t, "2", num(t, m, "data.bulkSearchStatus.totalPep"))
	require.Equal(t, "0", num(t, m, "data.bulkSearchStatus.totalSanctions"))

	st := waitBulk(t, client, s.base, id, s.stderr.String)
	require.Equal(t, service.BulkCompleted, st["status"], "%v", st)
	require.Equal(t, "2", fmt.Sprint(st["processedPep"]))
	var peps int
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM pep_searches").Scan(&peps))
	require.Equal(t, peps0+2, peps)
	require.Equal(t, bal0-2*15000, balance(), "two PEP searches at 1.50 (balances are kept in units of 0.0001)")
	var pid int64
	require.NoError(t, db.QueryRow("SELECT pep_search_id FROM bulk_search_items WHERE bulk_id = ? AND row_idx = 0", atoi(t, id)).Scan(&pid))
	g := s.postJSON(t, "/peps/get", `{"request":{"id":`+strconv.FormatInt(pid, 10)+`},`+authDemo+`}`).json(t)
	require.Equal(t, "Maria Ejemplo", str(t, g, "data.searchRecord.searchCriteria.name"))
	require.NotEmpty(t, list(t, g, "data.searchRecord.pepSearchResults"), "the fixture lists Maria Ejemplo")

	// 100 rows at 1.50 exceed what is left of 100.00: refused, nothing queued.
	var jobs int
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM bulk_searches").Scan(&jobs))
	requireError(t, s.postJSON(t, "/bulksearches/create", body("name\n"+strings.Repeat("Zebulon Quimby\n", 100))), 400, "InsufficientCredit", "")
	var jobs2 int
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM bulk_searches").Scan(&jobs2))
	require.Equal(t, jobs, jobs2)
	require.Equal(t, bal0-2*15000, balance())
}
