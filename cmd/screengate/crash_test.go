package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/dataset"
)

// childArgsEnv makes TestChildProcess run the real main() with these
// arguments (JSON array) instead of skipping: the crash and shutdown tests
// re-execute the test binary as the server process, so they need no
// separate build and run exactly the code under test.
const childArgsEnv = "SCREENGATE_TEST_CHILD_ARGS"

// TestChildProcess is the server process of the crash and shutdown tests;
// on its own it skips.
func TestChildProcess(t *testing.T) {
	raw := os.Getenv(childArgsEnv)
	if raw == "" {
		t.Skip("helper process for TestCrashSafety and TestGracefulShutdown")
	}
	var args []string
	if err := json.Unmarshal([]byte(raw), &args); err != nil {
		t.Fatalf("%s: %v", childArgsEnv, err)
	}
	os.Args = append([]string{"screengate"}, args...)
	main() // exits 2 on error; returning lets the test binary exit 0
}

// child is a server running as a child process.
type child struct {
	cmd    *exec.Cmd
	addr   string
	base   string
	stderr *syncBuffer
	done   chan struct{} // closed when the process has exited
	err    error         // Wait's result, set before done closes
}

var listeningRE = regexp.MustCompile(`listening on http://(\S+)`)

// startChild starts "screengate serve" on a random port with the given
// database and waits until it listens.
func startChild(t testing.TB, db string, extra ...string) *child {
	t.Helper()
	return startChildBinary(t, "", db, extra...)
}

// startChildBinary is startChild running bin, a built screengate binary,
// instead of the test binary ("" for the test binary itself).
func startChildBinary(t testing.TB, bin, db string, extra ...string) *child {
	t.Helper()
	args := append([]string{"serve", "-addr", "127.0.0.1:0", "-db", db, "-log-level", "warn"}, extra...)
	var cmd *exec.Cmd
	if bin != "" {
		cmd = exec.Command(bin, args...)
	} else {
		raw, err := json.Marshal(args)
		require.NoError(t, err)
		cmd = exec.Command(os.Args[0], "-test.run=^TestChildProcess$", "-test.count=1")
		cmd.Env = append(os.Environ(), childArgsEnv+"="+string(raw))
	}
	c := &child{cmd: cmd, stderr: &syncBuffer{}, done: make(chan struct{})}
	cmd.Stderr = c.stderr
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	addrc := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := listeningRE.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case addrc <- m[1]:
				default:
				}
			}
		}
		c.err = cmd.Wait() // after stdout is drained, as Wait requires
		close(c.done)
	}()
	t.Cleanup(func() { c.kill() })
	select {
	case c.addr = <-addrc:
	case <-c.done:
		t.Fatalf("server process exited before listening: %v\n%s", c.err, c.stderr.String())
	case <-time.After(60 * time.Second):
		c.kill()
		t.Fatalf("server process did not listen within 60s\n%s", c.stderr.String())
	}
	c.base = "http://" + c.addr + "/v2"
	return c
}

// kill sends SIGKILL and waits for the process to be gone.
func (c *child) kill() {
	select {
	case <-c.done:
		return
	default:
	}
	_ = c.cmd.Process.Signal(syscall.SIGKILL)
	<-c.done
}

// terminate sends SIGTERM and waits (up to timeout) for the exit.
func (c *child) terminate(t testing.TB, timeout time.Duration) error {
	t.Helper()
	require.NoError(t, c.cmd.Process.Signal(syscall.SIGTERM))
	select {
	case <-c.done:
		return c.err
	case <-time.After(timeout):
		c.kill()
		t.Fatalf("server process did not exit within %v of SIGTERM\n%s", timeout, c.stderr.String())
		return nil
	}
}

// crashSeed gives the crash test's database many PEP searches that can be
// renewed several times over (renewal dates one to four years back) and a
// balance large enough never to run out, so that renewals keep happening
// whenever the server is killed.
const crashSeedPeps = 300

func crashSeed(t *testing.T, dsn string) {
	t.Helper()
	db := openTestDB(t, dsn, false)
	defer db.Close()
	now := time.Now().UTC()
	for i := 0; i < crashSeedPeps; i++ {
		renewal := time.Date(now.Year()-1-i%4, time.Month(1+i%12), 1+i%28, 9, 30, 0, 0, time.UTC)
		_, err := db.Exec(`INSERT INTO pep_searches (id, account_id, owner, owner_key, name, date_searched, renewal_date)
			VALUES (?, ?, 'demo', 'demo', ?, ?, ?)`, 100000+i, dataset.DemoAccountID, fmt.Sprintf("Crash Subject %d", i),
			db.storedTime(renewal.AddDate(-1, 0, 0)), db.storedTime(renewal))
		require.NoError(t, err)
	}
	_, err := db.Exec("UPDATE accounts SET balance = ? WHERE id = ?", int64(1_000_000_0000), dataset.DemoAccountID)
	require.NoError(t, err)
}

// pepState reads every PEP search's renewal date and demo's balance.
func pepState(t *testing.T, db *testDB) (map[int64]time.Time, int64, int64) {
	t.Helper()
	dates := map[int64]time.Time{}
	rows, err := db.Query("SELECT id, renewal_date FROM pep_searches")
	require.NoError(t, err)
	defer rows.Close()
	for rows.Next() {
		var id int64
		var s any
		require.NoError(t, rows.Scan(&id, &s))
		dates[id] = db.timeOf(t, s)
	}
	require.NoError(t, rows.Err())
	var balance, price int64
	require.NoError(t, db.QueryRow("SELECT balance, pep_renewal_price FROM accounts WHERE id = ?", dataset.DemoAccountID).Scan(&balance, &price))
	return dates, balance, price
}

// ledgerSum is the sum of demo's ledger amounts (credits less debits).
func ledgerSum(t *testing.T, db *testDB) int64 {
	t.Helper()
	var sum int64
	require.NoError(t, db.QueryRow("SELECT COALESCE(SUM(amount), 0) FROM account_credits WHERE account_id = ?", dataset.DemoAccountID).Scan(&sum))
	return sum
}

// yearLater is one renewal step: a year later, 29 February to 28 February.
func yearLater(t time.Time) time.Time {
	n := t.AddDate(1, 0, 0)
	if n.Day() != t.Day() {
		n = n.AddDate(0, 0, -n.Day())
	}
	return n
}

// TestCrashSafety runs the real server as a child process on a file
// database under write load (AddSearchNote, RenewPepSearches, SaveSearch,
// RegisterAccount, AddDbsSearch, AddSubUser), kills it with SIGKILL at random moments, restarts it on
// the same database each time, and finally checks that every write
// acknowledged to a client is there, that no renewal was half applied (each
// renewal date moved by whole years, and the balance fell by exactly the
// price of all those years) and that the database passes
// PRAGMA integrity_check.
func TestCrashSafety(t *testing.T) {
	if testing.Short() {
		t.Skip("crash test: kills and restarts a server process")
	}
	began := time.Now()
	path := newTestDB(t)

	// Demo data, then the crash test's own PEP searches and balance.
	c := startChild(t, path, "-demo")
	require.NoError(t, c.terminate(t, 30*time.Second), "first start")
	crashSeed(t, path)
	seedDB := openDB(t, path)
	initial, initialBalance, price := pepState(t, seedDB)
	initialLedger := ledgerSum(t, seedDB)
	seedDB.Close()
	require.Greater(t, price, int64(0))

	// Load: every acknowledged write is recorded.
	var (
		base       atomic.Pointer[string] // nil while the server is down
		stop       atomic.Bool
		mu         sync.Mutex
		notes      = map[string]int64{} // content -> search
		docs       []int64
		accounts   [][2]string // apiUserId, apiUserKey
		ackRenewed = map[int64]int{}
		acked      atomic.Int64
		failures   []string
		wg         sync.WaitGroup
	)
	client := &http.Client{Timeout: 20 * time.Second}
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(failures) < 20 {
			failures = append(failures, fmt.Sprintf(format, args...))
		}
	}
	// request returns the decoded reply of an acknowledged (200) write, or
	// nil when the server was down or died before answering.
	request := func(method, path, body string, hdr ...string) map[string]any {
		b := base.Load()
		if b == nil {
			time.Sleep(5 * time.Millisecond)
			return nil
		}
		r := call(client, method, *b+path, body, hdr...)
		if r.err != nil {
			time.Sleep(2 * time.Millisecond) // killed mid-request or not up yet: not acknowledged
			return nil
		}
		if r.status != 200 {
			fail("%s %s: %d %s", method, path, r.status, r.body)
			return nil
		}
		m, err := decodeJSON(r.body)
		if err != nil {
			fail("%s %s: %v: %s", method, path, err, r.body)
			return nil
		}
		acked.Add(1)
		return m
	}
	worker := func(seed uint64, fn func(rng *rand.Rand, n int)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seed, uint64(time.Now().UnixNano())))
			for n := 0; !stop.Load(); n++ {
				fn(rng, n)
			}
		}()
	}
	for w := 0; w < 3; w++ {
		worker(uint64(w), func(rng *rand.Rand, n int) {
			search := 1001 + rng.Int64N(19)
			content := fmt.Sprintf("crash note w%d n%d %x", w, n, rng.Uint32())
			if m := request("POST", "/sanctions/notes/add", fmt.Sprintf(`{"request":{"id":%d,"note":%q}}`, search, content), demoHeaders...); m != nil {
				mu.Lock()
				notes[content] = search
				mu.Unlock()
			}
		})
	}
	for w := 0; w < 2; w++ {
		worker(uint64(10+w), func(rng *rand.Rand, n int) {
			ids := make([]string, 0, 40)
			for range 1 + rng.IntN(40) {
				ids = append(ids, strconv.Itoa(100000+rng.IntN(crashSeedPeps)))
			}
			if rng.IntN(4) == 0 {
				ids = append(ids, "2001", "2002", "2003", "2004", "2005", "9002")
			}
			m := request("PUT", "/peps/renew/selected", `{"request":{"ids":[`+strings.Join(ids, ",")+`]}}`, demoHeaders...)
			if m == nil {
				return
			}
			failed := map[string]bool{}
			for _, f := range m["data"].(map[string]any)["failedIds"].([]any) {
				failed[f.(json.Number).String()] = true
			}
			mu.Lock()
			for _, id := range ids {
				if !failed[id] {
					n, _ := strconv.ParseInt(id, 10, 64)
					ackRenewed[n]++
					failed[id] = true // duplicates in the request renew once
				}
			}
			mu.Unlock()
		})
	}
	worker(20, func(rng *rand.Rand, n int) {
		m := request("POST", "/sanctions/save", fmt.Sprintf(`{"request":{"id":%d}}`, 1001+rng.IntN(5)), demoHeaders...)
		if m == nil {
			return
		}
		id, err := strconv.ParseInt(m["data"].(map[string]any)["documentId"].(json.Number).String(), 10, 64)
		if err != nil {
			fail("documentId: %v", err)
			return
		}
		mu.Lock()
		docs = append(docs, id)
		mu.Unlock()
	})
	worker(30, func(rng *rand.Rand, n int) {
		user := fmt.Sprintf("crash-%d-%x", n, rng.Uint64())
		body := `{"request":{"username":"` + user + `","password":"correct horse battery","email":"` + user + `@crash.example",
			"fullName":"Crash Test","companyName":"Crash Ltd","companyPhone":"+44 20 7946 0000","address1":"1 High Street",
			"postcode":"SW1A 1AA","country":"GB","companyType":"Private Limited Company","companyIndustry":"Banking",
			"agreeToTerms":true,"agreeToDataProtection":true,"agreeToPrivacy":true}}`
		if m := request("POST", "/account/register", body, demoHeaders...); m != nil {
			d := m["data"].(map[string]any)
			mu.Lock()
			accounts = append(accounts, [2]string{d["apiUserId"].(string), d["apiUserKey"].(string)})
			mu.Unlock()
		}
	})

	// DBS searches: each acknowledged one must reach the applicant (e-mail,
	// SMS) and the DBS party, whatever the kills interrupted.
	mail, sms, dbsParty := newMailSink(t), &hookSink{}, &hookSink{}
	smsSrv := httptest.NewServer(sms.handler(testWebhookSecret))
	defer smsSrv.Close()
	dbsSrv := httptest.NewServer(dbsParty.handler(testWebhookSecret))
	defer dbsSrv.Close()
	parties := []string{"-smtp-addr", mail.addr, "-smtp-from", "noreply@crash.example", "-smtp-tls", "none",
		"-sms-webhook-url", smsSrv.URL, "-dbs-webhook-url", dbsSrv.URL, "-webhook-secret", testWebhookSecret,
		"-outbox-poll", "50ms", "-outbox-retry", "100ms", "-outbox-lease", "1s"}
	var dbsAcked []string
	// Sub users: each one that exists after the kills, acknowledged or
	// not, must receive its welcome e-mail (the user and the e-mail are
	// written in one transaction).
	var subAcked []string
	worker(50, func(rng *rand.Rand, n int) {
		user := fmt.Sprintf("crashsub-%d-%x", n, rng.Uint32())
		body := `{"request":{"userName":"` + user + `","name":"Crash Sub","email":"` + user + `@crash.example"}}`
		if m := request("POST", "/subusers/create", body, demoHeaders...); m != nil {
			mu.Lock()
			subAcked = append(subAcked, user)
			mu.Unlock()
		}
		time.Sleep(20 * time.Millisecond)
	})
	worker(40, func(rng *rand.Rand, n int) {
		if m := request("POST", "/dbs", dbsBody, demoHeaders...); m != nil {
			mu.Lock()
			dbsAcked = append(dbsAcked, m["data"].(map[string]any)["summary"].(map[string]any)["id"].(json.Number).String())
			mu.Unlock()
		}
		time.Sleep(20 * time.Millisecond)
	})

	// Kill the server at random moments and restart it on the same file.
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	kills := 0
	for kills < 5 || (kills < 12 && time.Since(began) < 30*time.Second) {
		c = startChild(t, path, append([]string{"-register-rate", "0"}, parties...)...) // the limiter would answer 429
		b := c.base
		base.Store(&b)
		time.Sleep(time.Duration(50+rng.IntN(451)) * time.Millisecond)
		base.Store(nil)
		c.kill()
		kills++
		var ws syscall.WaitStatus
		if st, ok := c.cmd.ProcessState.Sys().(syscall.WaitStatus); ok {
			ws = st
		}
		require.True(t, ws.Signaled() && ws.Signal() == syscall.SIGKILL, "kill %d: the process ended by itself (%v)\n%s", kills, c.err, c.stderr.String())
	}
	// A last start, on which the load stops; then check through the API.
	c = startChild(t, path, append([]string{"-register-rate", "0"}, parties...)...) // the limiter would answer 429
	b := c.base
	base.Store(&b)
	time.Sleep(200 * time.Millisecond)
	stop.Store(true)
	wg.Wait()
	require.Empty(t, failures, "replies other than 200 or a dropped connection")
	mu.Lock()
	defer mu.Unlock()

	bySearch := map[int64]map[string]int{}
	for search := int64(1001); search <= 1019; search++ {
		r := call(client, "POST", c.base+"/sanctions/notes/get", fmt.Sprintf(`{"request":{"id":%d}}`, search), demoHeaders...)
		require.NoError(t, r.err)
		require.Equal(t, 200, r.status, "%s", r.body)
		m, err := decodeJSON(r.body)
		require.NoError(t, err)
		bySearch[search] = map[string]int{}
		for _, n := range list(t, m, "data.notes") {
			bySearch[search][str(t, n, "content")]++
		}
	}
	for content, search := range notes {
		require.Equal(t, 1, bySearch[search][content], "acknowledged note %q on %d", content, search)
	}
	for _, id := range docs {
		r := call(client, "POST", c.base+"/pdfs/get", fmt.Sprintf(`{"request":{"id":%d}}`, id), demoHeaders...)
		require.NoError(t, r.err)
		require.Equal(t, 200, r.status, "acknowledged document %d: %s", id, r.body)
		require.Contains(t, string(r.body), `"documentBytes":"JVBERi0`, "document %d is a PDF", id) // %PDF-
	}
	for _, a := range accounts {
		r := call(client, "POST", c.base+"/sanctions/unresolved/count", `{"request":{}}`, "X-Api-User", a[0], "X-Api-Key", a[1])
		require.NoError(t, r.err)
		require.Equal(t, 200, r.status, "acknowledged account %s cannot log in: %s", a[0], r.body)
	}
	// The outbox: every acknowledged DBS search is delivered to each party
	// (at least once; a delivery interrupted by a kill may repeat).
	require.NotEmpty(t, dbsAcked)
	delivered := func(h *hookSink) map[string]bool {
		out := map[string]bool{}
		for _, b := range h.all() {
			out[strconv.FormatInt(b.RecordID, 10)] = true
		}
		return out
	}
	require.Eventually(t, func() bool {
		s, d := delivered(sms), delivered(dbsParty)
		for _, id := range dbsAcked {
			if !s[id] || !d[id] {
				return false
			}
		}
		dbsMails := 0
		for _, msg := range mail.all() {
			if !strings.Contains(msg, "To: crashsub-") {
				dbsMails++
			}
		}
		return dbsMails >= len(dbsAcked)
	}, 60*time.Second, 100*time.Millisecond, "acknowledged DBS searches not delivered")
	// Every sub user in the store (acknowledged or created just before a
	// kill) gets its welcome e-mail; every acknowledged one is there.
	r := call(client, "GET", c.base+"/subusers/list", "", demoHeaders...)
	require.NoError(t, r.err)
	require.Equal(t, 200, r.status, "%s", r.body)
	m, err := decodeJSON(r.body)
	require.NoError(t, err)
	var subs []string
	for _, u := range list(t, m, "data.subUsers") {
		if name := str(t, u, "userName"); strings.HasPrefix(name, "crashsub-") {
			subs = append(subs, name)
		}
	}
	require.NotEmpty(t, subAcked)
	require.Subset(t, subs, subAcked, "acknowledged sub users missing")
	require.Eventually(t, func() bool {
		got := map[string]bool{}
		for _, msg := range mail.all() {
			if i := strings.Index(msg, "To: crashsub-"); i >= 0 {
				to := msg[i+len("To: "):]
				got[to[:strings.IndexAny(to, "@\r")]] = true
			}
		}
		for _, name := range subs {
			if !got[name] {
				return false
			}
		}
		return true
	}, 60*time.Second, 100*time.Millisecond, "sub users without their welcome e-mail")
	require.NoError(t, c.terminate(t, 30*time.Second), "final stop\n%s", c.stderr.String())

	// The file: intact, and every renewal whole.
	db := openDB(t, path)
	defer db.Close()
	check := "ok (PostgreSQL: the gateway's crash cannot touch the server's files)"
	if !db.pg {
		require.NoError(t, db.QueryRow("PRAGMA integrity_check").Scan(&check))
		require.Equal(t, "ok", check)
	}
	final, balance, _ := pepState(t, db)
	require.Len(t, final, len(initial))
	steps := 0
	for id, d0 := range initial {
		d1 := final[id]
		k, d := 0, d0
		for d.Before(d1) && k < 50 {
			d, k = yearLater(d), k+1
		}
		require.Equal(t, d, d1, "PEP search %d: renewal date moved from %v to %v, not by whole years", id, d0, d1)
		require.GreaterOrEqual(t, k, ackRenewed[id], "PEP search %d: %d acknowledged renewals, %d applied", id, ackRenewed[id], k)
		steps += k
	}
	require.Equal(t, initialBalance-price*int64(steps), balance,
		"balance %d: initial %d − %d renewal-years × %d", balance, initialBalance, steps, price)
	require.Equal(t, balance-initialBalance, ledgerSum(t, db)-initialLedger,
		"the ledger holds every debit (the renewals), each with its balance change")
	ackSteps := 0
	for _, n := range ackRenewed {
		ackSteps += n
	}
	t.Logf("crash safety: %d SIGKILLs in %v; %d write calls acknowledged (%d notes, %d documents, %d accounts, %d renewals, %d DBS searches delivered: %d e-mails, %d SMS, %d DBS posts; %d sub users acknowledged, %d stored, each welcomed) and all present; %d renewal-years applied, balance consistent; integrity check %s",
		kills, time.Since(began).Round(time.Millisecond), acked.Load(), len(notes), len(docs), len(accounts), ackSteps,
		len(dbsAcked), len(mail.all()), len(sms.all()), len(dbsParty.all()), len(subAcked), len(subs), steps, check)
}

// TestGracefulShutdown: on SIGTERM the server stops accepting connections
// at once, lets the requests already in flight finish successfully, and
// exits 0. The in-flight requests are made slow by their clients: the
// headers are sent, then half of the body, and the rest only after the
// signal.
func TestGracefulShutdown(t *testing.T) {
	path := newTestDB(t)
	c := startChild(t, path, "-demo", "-shutdown-grace", "30s")

	type inflight struct {
		conn net.Conn
		rest string
		op   string
	}
	var flights []inflight
	for i := 0; i < 6; i++ {
		path, op, body := "/v2/sanctions/save", "save", fmt.Sprintf(`{"request":{"id":%d}}`, 1001+i)
		if i%2 == 1 {
			path, op, body = "/v2/sanctions/get", "get", fmt.Sprintf(`{"request":{"id":%d}}`, 1001+i)
		}
		conn, err := net.Dial("tcp", c.addr)
		require.NoError(t, err)
		defer conn.Close()
		head := "POST " + path + " HTTP/1.1\r\nHost: " + c.addr + "\r\nContent-Type: application/json\r\n" +
			"X-Api-User: demo\r\nX-Api-Key: demo-secret-key\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n"
		half := len(body) / 2
		_, err = conn.Write([]byte(head + body[:half]))
		require.NoError(t, err)
		flights = append(flights, inflight{conn: conn, rest: body[half:], op: op})
	}
	// An idle keep-alive connection is closed by the shutdown, not waited for.
	idle, err := net.Dial("tcp", c.addr)
	require.NoError(t, err)
	defer idle.Close()
	_, err = idle.Write([]byte("GET /healthz HTTP/1.1\r\nHost: " + c.addr + "\r\n\r\n"))
	require.NoError(t, err)
	idleRd := bufio.NewReader(idle)
	resp, err := http.ReadResponse(idleRd, nil)
	require.NoError(t, err)
	require.Equal(t, 200, resp.StatusCode)
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	// Wait until the server is inside all six handlers (the gauge counts
	// the /metrics request too).
	inFlight := regexp.MustCompile(`(?m)^screengate_requests_in_flight (\d+)$`)
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		r := call(http.DefaultClient, "GET", "http://"+c.addr+"/metrics", "")
		require.NoError(t, r.err)
		m := inFlight.FindSubmatch(r.body)
		require.NotNil(t, m, "no in-flight gauge in /metrics:\n%s", r.body)
		if n, _ := strconv.Atoi(string(m[1])); n >= len(flights)+1 {
			break
		}
		require.True(t, time.Now().Before(deadline), "the slow requests never reached the handlers: %s", m[0])
	}
	http.DefaultClient.CloseIdleConnections()

	sigterm := time.Now()
	require.NoError(t, c.cmd.Process.Signal(syscall.SIGTERM))
	refused := false
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		conn, err := net.DialTimeout("tcp", c.addr, time.Second)
		if errors.Is(err, syscall.ECONNRESET) {
			// A connection that reached the accept queue as the listener
			// closed is reset: the listener is going; dial again.
			continue
		}
		if err != nil {
			require.True(t, errors.Is(err, syscall.ECONNREFUSED), "dial after SIGTERM: %v", err)
			refused = true
			break
		}
		conn.Close()
	}
	require.True(t, refused, "new connections are still accepted after SIGTERM")
	select {
	case <-c.done:
		t.Fatalf("the process exited with requests in flight: %v\n%s", c.err, c.stderr.String())
	default:
	}

	refusedAfter := time.Since(sigterm)
	// The in-flight requests complete, successfully.
	var saved []float64
	for i, f := range flights {
		_, err := f.conn.Write([]byte(f.rest))
		require.NoError(t, err, "request %d", i)
		require.NoError(t, f.conn.SetReadDeadline(time.Now().Add(30*time.Second)))
		resp, err := http.ReadResponse(bufio.NewReader(f.conn), nil)
		require.NoError(t, err, "request %d", i)
		var m map[string]any
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&m))
		resp.Body.Close()
		require.Equal(t, 200, resp.StatusCode, "request %d: %v", i, m)
		data := m["data"].(map[string]any)
		if f.op == "save" {
			require.NotZero(t, data["documentId"], "request %d: %v", i, m)
			saved = append(saved, data["documentId"].(float64))
		} else {
			require.Equal(t, float64(1001+i), data["searchRecord"].(map[string]any)["id"], "request %d", i)
		}
	}
	select {
	case <-c.done:
	case <-time.After(30 * time.Second):
		t.Fatalf("the process did not exit after its requests finished\n%s", c.stderr.String())
	}
	exitedAfter := time.Since(sigterm)
	require.NoError(t, c.err, "exit status\n%s", c.stderr.String())
	require.Equal(t, 0, c.cmd.ProcessState.ExitCode())
	// What they wrote is in the database.
	db := openDB(t, path)
	for _, id := range saved {
		var n int
		require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM documents WHERE id = ?", int64(id)).Scan(&n))
		require.Equal(t, 1, n, "document %v saved during the shutdown", id)
	}
	require.Len(t, saved, 3)
	// The idle connection was closed by the server.
	require.NoError(t, idle.SetReadDeadline(time.Now().Add(5*time.Second)))
	_, err = idleRd.ReadByte()
	require.ErrorIs(t, err, io.EOF, "the idle connection is closed")
	t.Logf("graceful shutdown: new connections refused %v after SIGTERM; %d in-flight requests completed with 200; exit 0 %v after SIGTERM",
		refusedAfter.Round(time.Millisecond), len(flights), exitedAfter.Round(time.Millisecond))
}
