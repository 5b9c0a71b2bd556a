package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/dataset"
)

// httpCall is one request made off the test goroutine (no require there).
type httpCall struct {
	status int
	body   []byte
	err    error
}

// call sends a request with a JSON body (or none) and reads the reply.
func call(c *http.Client, method, url, body string, hdr ...string) httpCall {
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return httpCall{err: err}
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := c.Do(req)
	if err != nil {
		return httpCall{err: err}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return httpCall{status: resp.StatusCode, body: b, err: err}
}

func decodeJSON(b []byte) (map[string]any, error) {
	var m map[string]any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	err := d.Decode(&m)
	return m, err
}

// lockedReply reports a reply that shows the store's lock contention.
func lockedReply(b []byte) bool {
	l := strings.ToLower(string(b))
	return strings.Contains(l, "locked") || strings.Contains(l, "sqlite_busy") || strings.Contains(l, "busy")
}

func int64s(t testing.TB, v any) []int64 {
	t.Helper()
	out := []int64{}
	for _, x := range v.([]any) {
		n, err := strconv.ParseInt(x.(json.Number).String(), 10, 64)
		require.NoError(t, err)
		out = append(out, n)
	}
	return out
}

// TestConcurrentWrites runs, against one real server and all at once, 100
// RenewPepSearches and 100 CostRenewPepSearches calls on overlapping ids
// (demo's due searches 2001-2005, not-due, foreign and missing ids), 100
// AddSearchNote and 20 SaveSearch calls. Every due search is renewed
// exactly once overall, the balance is debited exactly price × renewals,
// every acknowledged note is stored exactly once, every SaveSearch gives a
// distinct document GetPdf serves, and no reply is a 5xx or shows the
// store's lock contention.
func TestConcurrentWrites(t *testing.T) {
	s := startServer(t, "-register-rate", "0") // registrations race here, not the limiter
	client := &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: 128}}
	defer client.CloseIdleConnections()

	due := []int64{2001, 2002, 2003, 2004, 2005}
	pool := append(slices.Clone(due), 2006, 2010, 2015, 2020, dataset.OtherPepSearch, missingID)
	const renews, costs, notes, saves, registers = 100, 100, 100, 20, 10

	type job struct {
		kind   string // renew, cost, note, save, register
		caller *principal
		ids    []int64 // renew, cost
		search int64   // note, save
		note   string
		out    httpCall
	}
	rng := rand.New(rand.NewPCG(1, 2))
	pickIDs := func() []int64 { // at least one due id; duplicates allowed
		ids := []int64{due[rng.IntN(len(due))]}
		for _, id := range pool {
			if rng.IntN(3) == 0 {
				ids = append(ids, id)
			}
		}
		rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		return ids
	}
	callerOf := func(i int) *principal {
		switch i % 10 {
		case 9:
			return pViewer // sees none of the PEP searches
		case 1, 4, 7:
			return pAnalyst // sees demo's through its permissions
		}
		return pDemo
	}
	var jobs []*job
	for i := 0; i < renews; i++ {
		jobs = append(jobs, &job{kind: "renew", caller: callerOf(i), ids: pickIDs()})
	}
	for i := 0; i < costs; i++ {
		jobs = append(jobs, &job{kind: "cost", caller: callerOf(i), ids: pickIDs()})
	}
	for i := 0; i < notes; i++ {
		c := pDemo
		if i%2 == 1 {
			c = pAnalyst
		}
		jobs = append(jobs, &job{kind: "note", caller: c, search: 1001 + int64(i%10), note: fmt.Sprintf("concurrent note %d", i)})
	}
	for i := 0; i < saves; i++ {
		jobs = append(jobs, &job{kind: "save", caller: callerOf(i % 9), search: 1001 + int64(i%5)})
	}
	// The same user name registered 10 times at once: one account, nine 409s.
	for i := 0; i < registers; i++ {
		jobs = append(jobs, &job{kind: "register", caller: pOther, note: "racing.registrant"})
	}
	rng.Shuffle(len(jobs), func(i, j int) { jobs[i], jobs[j] = jobs[j], jobs[i] })

	idList := func(ids []int64) string {
		parts := make([]string, len(ids))
		for i, id := range ids {
			parts[i] = strconv.FormatInt(id, 10)
		}
		return strings.Join(parts, ",")
	}
	start := make(chan struct{})
	var wg sync.WaitGroup
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			h := j.caller.headers()
			switch j.kind {
			case "renew":
				j.out = call(client, "PUT", s.base+"/peps/renew/selected", `{"request":{"ids":[`+idList(j.ids)+`]}}`, h...)
			case "cost":
				j.out = call(client, "GET", s.base+"/peps/renew/selected?ids="+idList(j.ids), "", h...)
			case "note":
				note, _ := json.Marshal(j.note)
				j.out = call(client, "POST", s.base+"/sanctions/notes/add", fmt.Sprintf(`{"request":{"id":%d,"note":%s}}`, j.search, note), h...)
			case "save":
				j.out = call(client, "POST", s.base+"/sanctions/save", fmt.Sprintf(`{"request":{"id":%d}}`, j.search), h...)
			case "register":
				j.out = call(client, "POST", s.base+"/account/register", `{"request":{"username":"`+j.note+`","password":"correct horse battery",
					"email":"racer@race.example","fullName":"Rae Racer","companyName":"Race Ltd","companyPhone":"+44 20 7946 0000",
					"address1":"1 High Street","postcode":"SW1A 1AA","country":"GB","companyType":"Private Limited Company",
					"companyIndustry":"Banking","agreeToTerms":true,"agreeToDataProtection":true,"agreeToPrivacy":true}}`, h...)
			}
		}()
	}
	began := time.Now()
	close(start)
	wg.Wait()
	elapsed := time.Since(began)

	renewedBy := map[int64]int{}
	totalRenewed := 0
	noteAcked := map[string]int64{}
	var docs []int64
	var registered [][2]string
	conflicts := 0
	for _, j := range jobs {
		require.NoError(t, j.out.err, "%s as %s", j.kind, j.caller.name)
		require.Less(t, j.out.status, 500, "%s: %s", j.kind, j.out.body)
		require.False(t, lockedReply(j.out.body), "%s: %s", j.kind, j.out.body)
		if j.kind == "register" && j.out.status == 409 {
			requireError(t, reply{status: j.out.status, body: j.out.body}, 409, "Conflict", "username")
			conflicts++
			continue
		}
		require.Equal(t, 200, j.out.status, "%s as %s: %s", j.kind, j.caller.name, j.out.body)
		m, err := decodeJSON(j.out.body)
		require.NoError(t, err, "%s", j.out.body)
		switch j.kind {
		case "renew", "cost":
			count, err := strconv.Atoi(num(t, m, "data.count"))
			require.NoError(t, err)
			failed := int64s(t, get(t, m, "data.failedIds"))
			for i, id := range failed {
				require.Contains(t, j.ids, id, "failedIds holds only requested ids: %s", j.out.body)
				require.NotContains(t, failed[:i], id, "failedIds holds each id once: %s", j.out.body)
			}
			var renewed []int64
			for _, id := range j.ids {
				if !slices.Contains(failed, id) && !slices.Contains(renewed, id) {
					renewed = append(renewed, id)
				}
			}
			require.Len(t, renewed, count, "%s %v: %s", j.kind, j.ids, j.out.body)
			require.Equal(t, fmt.Sprintf("%d.%02d", count*150/100, count*150%100), num(t, m, "data.totalCost"), "%s", j.out.body)
			for _, id := range renewed {
				require.Contains(t, due, id, "%s as %s selected %d, which is not due or not visible: %s", j.kind, j.caller.name, id, j.out.body)
			}
			if j.caller == pViewer {
				require.Zero(t, count, "viewer sees none of the PEP searches")
			}
			if j.kind == "cost" {
				require.Equal(t, true, get(t, m, "data.canAfford"))
				continue
			}
			totalRenewed += count
			for _, id := range renewed {
				renewedBy[id]++
			}
		case "note":
			found := 0
			for _, n := range list(t, m, "data.notes") {
				if str(t, n, "content") == j.note {
					found++
					require.Equal(t, j.caller.name, str(t, n, "name"))
				}
			}
			require.Equal(t, 1, found, "the reply of AddSearchNote lists the new note once: %s", j.out.body)
			noteAcked[j.note] = j.search
		case "save":
			id, err := strconv.ParseInt(num(t, m, "data.documentId"), 10, 64)
			require.NoError(t, err)
			docs = append(docs, id)
		case "register":
			registered = append(registered, [2]string{str(t, m, "data.apiUserId"), str(t, m, "data.apiUserKey")})
		}
	}
	require.Len(t, registered, 1, "one of the racing registrations wins")
	require.Equal(t, registers-1, conflicts, "the others are 409 Conflict")
	r := s.do(t, "GET", "/subusers/get?subUserName=racing.registrant", "", "", "X-Api-User", registered[0][0], "X-Api-Key", registered[0][1])
	require.Equal(t, 200, r.status, "the winner's credentials work: %s", r.body)

	// Each due search renewed exactly once overall, nothing else.
	require.Equal(t, len(due), totalRenewed, "sum of count over all renewals")
	for _, id := range due {
		require.Equal(t, 1, renewedBy[id], "PEP search %d renewed %d times", id, renewedBy[id])
	}
	r = s.do(t, "GET", "/peps/renew/selected?ids="+idList(due), "", "", demoHeaders...)
	m := r.json(t)
	require.Equal(t, "0", num(t, m, "data.count"), "renewed searches are no longer due: %s", r.body)
	require.Equal(t, due, int64s(t, get(t, m, "data.failedIds")))

	// Every acknowledged note is stored exactly once.
	for search := int64(1001); search <= 1010; search++ {
		r := s.postJSON(t, "/sanctions/notes/get", fmt.Sprintf(`{"request":{"id":%d}}`, search), demoHeaders...)
		require.Equal(t, 200, r.status, "body: %s", r.body)
		seen := map[string]int{}
		for _, n := range list(t, r.json(t), "data.notes") {
			seen[str(t, n, "content")]++
		}
		for note, s := range noteAcked {
			if s == search {
				require.Equal(t, 1, seen[note], "note %q on %d", note, search)
			}
		}
	}
	require.Len(t, noteAcked, notes)

	// Every SaveSearch gave a distinct document that GetPdf serves.
	require.Len(t, docs, saves)
	distinct := slices.Clone(docs)
	slices.Sort(distinct)
	require.Len(t, slices.Compact(distinct), saves, "document ids %v", docs)
	for _, id := range docs {
		r := s.postJSON(t, "/pdfs/get", fmt.Sprintf(`{"request":{"id":%d}}`, id), demoHeaders...)
		require.Equal(t, 200, r.status, "document %d: %s", id, r.body)
		pdf, err := base64.StdEncoding.DecodeString(str(t, r.json(t), "data.document.documentBytes"))
		require.NoError(t, err)
		require.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")), "document %d", id)
	}

	// The balance was debited exactly price × renewals (and nothing else
	// moved): read from the database once the server has stopped.
	s.stop()
	db := openDB(t, s.db)
	var balance, price, other int64
	require.NoError(t, db.QueryRow("SELECT balance, pep_renewal_price FROM accounts WHERE id = ?", dataset.DemoAccountID).Scan(&balance, &price))
	require.NoError(t, db.QueryRow("SELECT balance FROM accounts WHERE id = ?", dataset.OtherAccountID).Scan(&other))
	require.Equal(t, int64(1_000_000), balance+price*int64(totalRenewed), "demo's balance: 100.00 − %d × price", totalRenewed)
	require.Equal(t, int64(500_000), other, "other's balance is untouched")
	t.Logf("concurrency: %d calls at once (%d renew, %d cost, %d notes, %d saves, %d racing registrations) in %v; renewed %d (each due search once); balance %d.%04d = 100.00 − %d × %d.%04d",
		len(jobs), renews, costs, notes, saves, registers, elapsed.Round(time.Millisecond), totalRenewed,
		balance/10000, balance%10000, totalRenewed, price/10000, price%10000)
}
