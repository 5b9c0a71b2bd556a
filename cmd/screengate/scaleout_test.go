package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/postgres/pgtest"
)

// TestScaleOut runs three gateway processes on one fresh PostgreSQL
// database, started at the same moment (so migrations and the demo load
// race, and must each happen once), and spreads a bounded write and read
// load over them: notes, renewals, searches, DBS pages. Midway one gateway
// is killed with SIGKILL. Afterwards: no reply was a 5xx, the two others
// answered every request after the kill, every acknowledged note is
// present, every renewal is whole (renewal dates moved by whole years, at
// least as often as acknowledged, and the balance fell by exactly the
// price of all of them), and a write through one gateway is seen by the
// very next read through another.
func TestScaleOut(t *testing.T) {
	if testing.Short() {
		t.Skip("scale-out test: three server processes")
	}
	if !onPostgres() {
		t.Skip("the scale-out test needs PostgreSQL: it runs in the PostgreSQL pass (" + backendEnv + "=postgres, " + pgtest.EnvDSN + ")")
	}
	dsn := pgtest.DSN(t)
	const n = 3
	gws := make([]*child, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range gws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			gws[i] = startChild(t, dsn, "-demo", "-register-rate", "0", "-auth-fail-rate", "0")
		}()
	}
	close(start)
	wg.Wait()
	for i, g := range gws {
		require.NotNil(t, g, "gateway %d did not start", i)
	}
	db := openTestDB(t, dsn, false)
	var migrations, distinct, accounts int
	require.NoError(t, db.QueryRow("SELECT COUNT(*), COUNT(DISTINCT version_id) FROM goose_db_version WHERE version_id > 0").Scan(&migrations, &distinct))
	require.Positive(t, migrations)
	require.Equal(t, distinct, migrations, "each migration applied once")
	require.NoError(t, db.QueryRow("SELECT COUNT(*) FROM accounts").Scan(&accounts))
	require.Equal(t, 2, accounts, "the demo data loaded once")
	crashSeed(t, dsn)
	initial, initialBalance, price := pepState(t, db)

	client := &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
	defer client.CloseIdleConnections()
	var (
		stop       atomic.Bool
		killed     atomic.Bool
		mu         sync.Mutex
		notes      = map[string]int64{}
		ackRenewed = map[int64]int{}
		failures   []string
		served     [n]atomic.Int64 // 200s per gateway
		afterKill  [n]atomic.Int64 // 200s per gateway after the kill
	)
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(failures) < 20 {
			failures = append(failures, fmt.Sprintf(format, args...))
		}
	}
	// request sends to gateway g and returns the decoded 200 reply, or nil.
	// A dropped connection is acceptable only from the killed gateway.
	request := func(g int, method, path, body string) map[string]any {
		r := call(client, method, gws[g].base+path, body, demoHeaders...)
		if r.err != nil {
			if !(g == 0 && killed.Load()) {
				fail("gateway %d %s %s: %v", g, method, path, r.err)
			}
			return nil
		}
		if r.status != 200 {
			fail("gateway %d %s %s: %d %s", g, method, path, r.status, r.body)
			return nil
		}
		m, err := decodeJSON(r.body)
		if err != nil {
			fail("gateway %d %s %s: %v", g, method, path, err)
			return nil
		}
		served[g].Add(1)
		if killed.Load() {
			afterKill[g].Add(1)
		}
		return m
	}
	worker := func(seed uint64, fn func(rng *rand.Rand, g, i int)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seed, 99))
			for i := 0; !stop.Load(); i++ {
				g := (int(seed) + i) % n
				if g == 0 && killed.Load() {
					g = 1 + i%2 // the balancer took the dead gateway out
				}
				fn(rng, g, i)
			}
		}()
	}
	for w := 0; w < 3; w++ {
		worker(uint64(w), func(rng *rand.Rand, g, i int) {
			search := 1001 + rng.Int64N(19)
			content := fmt.Sprintf("scale note w%d n%d %x", w, i, rng.Uint32())
			if m := request(g, "POST", "/sanctions/notes/add", fmt.Sprintf(`{"request":{"id":%d,"note":%q}}`, search, content)); m != nil {
				mu.Lock()
				notes[content] = search
				mu.Unlock()
			}
		})
	}
	for w := 0; w < 2; w++ {
		worker(uint64(10+w), func(rng *rand.Rand, g, i int) {
			ids := make([]string, 0, 30)
			for range 1 + rng.IntN(30) {
				ids = append(ids, strconv.Itoa(100000+rng.IntN(crashSeedPeps)))
			}
			m := request(g, "PUT", "/peps/renew/selected", `{"request":{"ids":[`+strings.Join(ids, ",")+`]}}`)
			if m == nil {
				return
			}
			failed := map[string]bool{}
			for _, f := range m["data"].(map[string]any)["failedIds"].([]any) {
				failed[f.(json.Number).String()] = true
			}
			mu.Lock()
			defer mu.Unlock()
			for _, id := range ids {
				if !failed[id] {
					k, _ := strconv.ParseInt(id, 10, 64)
					ackRenewed[k]++
					failed[id] = true // duplicates renew once
				}
			}
		})
	}
	for w := 0; w < 2; w++ {
		worker(uint64(20+w), func(rng *rand.Rand, g, i int) {
			if i%2 == 0 {
				request(g, "POST", "/sanctions/get", fmt.Sprintf(`{"request":{"id":%d}}`, 1001+rng.IntN(20)))
			} else {
				request(g, "GET", fmt.Sprintf("/dbs?page[limit]=5&page[offset]=%d", rng.IntN(40)), "")
			}
		})
	}
	began := time.Now()
	time.Sleep(2 * time.Second)
	killed.Store(true)
	gws[0].kill()
	time.Sleep(2 * time.Second)
	stop.Store(true)
	wg.Wait()
	require.Empty(t, failures, "5xx, errors, or a surviving gateway that dropped a connection")
	for g := 1; g < n; g++ {
		require.Positive(t, afterKill[g].Load(), "gateway %d served after the kill", g)
	}

	// Every acknowledged note is there (read through gateway 2).
	for search := int64(1001); search <= 1019; search++ {
		m := request(2, "POST", "/sanctions/notes/get", fmt.Sprintf(`{"request":{"id":%d}}`, search))
		require.NotNil(t, m, "notes of %d", search)
		seen := map[string]int{}
		for _, nt := range list(t, m, "data.notes") {
			seen[str(t, nt, "content")]++
		}
		for content, s := range notes {
			if s == search {
				require.Equal(t, 1, seen[content], "acknowledged note %q on %d", content, search)
			}
		}
	}
	// Renewals: whole years, at least as often as acknowledged, paid for
	// exactly.
	final, balance, _ := pepState(t, db)
	steps := 0
	for id, d0 := range initial {
		d1 := final[id]
		k, d := 0, d0
		for d.Before(d1) && k < 50 {
			d, k = yearLater(d), k+1
		}
		require.Equal(t, d, d1, "PEP search %d: moved from %v to %v, not by whole years", id, d0, d1)
		require.GreaterOrEqual(t, k, ackRenewed[id], "PEP search %d", id)
		steps += k
	}
	require.Equal(t, initialBalance-price*int64(steps), balance, "balance after %d renewal-years", steps)

	// Freshness across gateways: a note added through gateway 1 is in the
	// very next GetSearchNotes and GetSearch-backed reads through gateway 2
	// (whose shared replies were built before the write).
	before := request(2, "POST", "/sanctions/notes/get", `{"request":{"id":1020}}`)
	require.NotNil(t, before)
	require.NotNil(t, request(1, "POST", "/sanctions/notes/add", `{"request":{"id":1020,"note":"seen everywhere"}}`))
	after := request(2, "POST", "/sanctions/notes/get", `{"request":{"id":1020}}`)
	require.Len(t, list(t, after, "data.notes"), len(list(t, before, "data.notes"))+1)
	t.Logf("scale-out: 3 gateways, migrations once, demo once; %d notes, %d renewal-years in %v; 200s per gateway %d/%d/%d (after the SIGKILL of gateway 0: %d/%d)",
		len(notes), steps, time.Since(began).Round(time.Millisecond), served[0].Load(), served[1].Load(), served[2].Load(),
		afterKill[1].Load(), afterKill[2].Load())
}
