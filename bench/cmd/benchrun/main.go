//go:build linux

// Command benchrun is make bench: it builds screengate and the fixed-reply
// baseline (bench/baseline), seeds databases with the screengate seed
// command, and drives each scenario with wrk over loopback, the server
// pinned to CPU 0 and wrk to CPU 1 where there are two (and, for the p
// rows, the PostgreSQL backends serving the row's database on CPU 1 with
// wrk, unless -postgres-pin=false). For each it
// reports requests/s, p50/p99 latency, the server's CPU time per request
// (utime+stime from /proc/<pid>/stat over the run ÷ requests completed),
// its peak RSS (VmHWM) and the ratio of the baseline's CPU per request to
// screengate's, both measured in the same run. Results go to stdout and to
// a Markdown file (bench/results.md). Linux only (taskset, /proc,
// sched_setaffinity), as its build constraint says.
//
//	go run ./bench/cmd/benchrun [-duration 10s] [-warmup 2s] [-connections 32] [-out bench/results.md]
//	go run ./bench/cmd/benchrun -only 9,p9 -duration 3s -postgres-prefix sg_me_   # AddSearch rows only
package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"golang.org/x/sys/unix"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service/screening"
)

// Demo credentials (store/dataset/demo.go) and seeded ids (store/dataset/seed.go).
const (
	apiUser   = "demo"
	apiKey    = "demo-secret-key"
	analystID = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
	ns        = "http://schemas.servicestack.net/types"
)

type scenario struct {
	id, name string
	db       string // "demo" or "scale"
	method   string
	path     string
	headers  [][2]string
	body     string
	expect   string // the probe reply must contain this
	// luaRequest, when set, is a Lua request() body returning
	// wrk.format(...) (e.g. random pages); the probe uses path.
	luaRequest string
	// prime, when set, are paths requested once each, one after the
	// other, before the warm-up (like the probe): what a first request
	// builds (6g: the position index of each ordering's list) is then
	// built whatever the speed of the machine, so that the measured run
	// is the steady state the row describes.
	prime []string
	// luaInit, when set, is Lua run once per wrk thread before request()
	// is defined (e.g. a table of request bodies).
	luaInit  string
	minRatio float64       // target: baseline CPU/req ÷ screengate CPU/req (0 = none)
	maxP99   time.Duration // target p99 (0 = none)
	baseline bool          // measure the fixed-reply baseline too
	// hostile, when set, is how many connections are held open during the
	// run, each having sent the headers of a POST declaring a 1 MiB body
	// and one byte of it (issue 10: memory before authentication). The
	// scenario gets a server of its own, so its peak RSS is its own.
	hostile int
	// noRSSTarget leaves out the RSS target (-max-rss-mb, the API's own
	// memory): scenario 9's gateway holds the screening index of the
	// whole corpus (the S rows measure the engine's memory).
	noRSSTarget bool
}

// primeSorts are deep pages of the DBS list in each of sorts (SQLite's
// list and its reverse share one position index, PostgreSQL's do not: 6g
// primes all ten orderings, or on PostgreSQL four indexes were built in
// the warm-up and, on a loaded host, in the measured run).
func primeSorts(dbs func(string) string, sorts ...string) []string {
	var out []string
	for _, s := range sorts {
		out = append(out, dbs("page[offset]=500000&sort="+s))
	}
	return out
}

func soapEnvelope(op, request string) string {
	return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><` + op +
		` xmlns="` + ns + `"><Authentication><ApiUserId>` + apiUser + `</ApiUserId><ApiUserKey>` + apiKey +
		`</ApiUserKey></Authentication>` + request + `</` + op + `></soap:Body></soap:Envelope>`
}

var authHeaders = [][2]string{{"X-Api-User", apiUser}, {"X-Api-Key", apiKey}}

var jsonHeaders = append([][2]string{{"Content-Type", "application/json"}}, authHeaders...)

func scenarios() (list []scenario) {
	soap := func(action string) [][2]string {
		return [][2]string{{"Content-Type", "text/xml; charset=utf-8"}, {"SOAPAction", `"` + ns + "/" + action + `"`}}
	}
	dbs := func(q string) string { return "/v2/dbs?page[limit]=25&" + q }
	// Seeded DBS searches span the year before ten days ago.
	day := time.Now().UTC().Truncate(24 * time.Hour)
	from, to := day.AddDate(0, 0, -200).Format("2006-01-02T15:04:05Z"), day.AddDate(0, 0, -170).Format("2006-01-02T15:04:05Z")
	list = []scenario{
		{id: "1", name: "SOAP 1.1 CountUnresolvedSearches", db: "demo", method: "POST", path: "/v2/soap11",
			headers: soap("CountUnresolvedSearches"), body: soapEnvelope("CountUnresolvedSearches",
				`<Request><IncludeSearchesFromOtherUsers>true</IncludeSearchesFromOtherUsers></Request>`),
			expect: "<NumberOfUnresolvedSearches>14</NumberOfUnresolvedSearches>", minRatio: 0.5, maxP99: 5 * time.Millisecond, baseline: true},
		{id: "2", name: "SOAP 1.1 GetSearch 1050 (50 results)", db: "demo", method: "POST", path: "/v2/soap11",
			headers: soap("GetSearch"), body: soapEnvelope("GetSearch", `<Request><Id>1050</Id></Request>`),
			expect: "<SearchResultId>105050</SearchResultId>", minRatio: 0.4, baseline: true},
		{id: "3", name: "REST JSON GetDbsSearches (25, filter, sort)", db: "demo", method: "GET",
			path: dbs("page[offset]=0&sort=-date&isApplicantInfoCompleted=true"), headers: authHeaders,
			expect: `"totalCount":`, minRatio: 0.4, maxP99: 5 * time.Millisecond, baseline: true},
		{id: "4", name: "REST XML GetValidIds page 1", db: "demo", method: "POST", path: "/v2/validid/list",
			headers: [][2]string{{"Content-Type", "application/xml"}, {"Accept", "application/xml"}},
			body: `<GetValidIds xmlns="` + ns + `"><Authentication><ApiUserId>` + apiUser + `</ApiUserId><ApiUserKey>` + apiKey +
				`</ApiUserKey></Authentication><Request><Page>1</Page></Request></GetValidIds>`,
			expect: "<SearchRecords>", minRatio: 0.4, maxP99: 5 * time.Millisecond, baseline: true},
		{id: "5", name: "WSDL GET /soap11", db: "demo", method: "GET", path: "/v2/soap11",
			expect: "wsdl:definitions", minRatio: 0.8, baseline: true},

		{id: "6a", name: "1M DBS: offset 900000 (status order)", db: "scale", method: "GET",
			path: dbs("page[offset]=900000"), headers: authHeaders, expect: `"totalCount":`, maxP99: 10 * time.Millisecond},
		{id: "6b", name: "1M DBS: submitted, -date, offset 350000", db: "scale", method: "GET",
			path: dbs("page[offset]=350000&sort=-date&isApplicationSubmitted=true"), headers: authHeaders,
			expect: `"totalCount":`, maxP99: 10 * time.Millisecond},
		{id: "6c", name: "1M DBS: name contains, sort name, offset 20000", db: "scale", method: "GET",
			path: dbs("page[offset]=20000&sort=name&name=smith"), headers: authHeaders,
			expect: `"totalCount":`, maxP99: 10 * time.Millisecond},
		{id: "6d", name: "1M DBS: 30-day range, -status, offset 80000", db: "scale", method: "GET",
			path: dbs("page[offset]=80000&sort=-status&dateFrom=" + from + "&dateTo=" + to + ""), headers: authHeaders,
			expect: `"totalCount":`, maxP99: 10 * time.Millisecond},
		{id: "6e", name: "1M DBS: random page 0..999975", db: "scale", method: "GET",
			path: dbs("page[offset]=500000"), headers: authHeaders, expect: `"totalCount":`, maxP99: 10 * time.Millisecond,
			luaRequest: `return wrk.format(nil, "/v2/dbs?page[limit]=25&page[offset]=" .. math.random(0, 999975))`},
		{id: "6f", name: "1M DBS: sub user analyst, offset 900000", db: "scale", method: "GET",
			path: dbs("page[offset]=900000"), headers: append([][2]string{{"X-User-Id", analystID}}, authHeaders...),
			expect: `"totalCount":`, maxP99: 10 * time.Millisecond},
		{id: "6g", name: "1M DBS: random sort (10 orderings), random page", db: "scale", method: "GET",
			path: dbs("page[offset]=500000&sort=-name"), headers: authHeaders, expect: `"totalCount":`, maxP99: 10 * time.Millisecond,
			prime: primeSorts(dbs, "status", "-status", "name", "-name", "date", "-date", "dateUpdated", "-dateUpdated", "reference", "-reference"),
			luaRequest: `local s = {"status", "-status", "name", "-name", "date", "-date", "dateUpdated", "-dateUpdated", "reference", "-reference"}
  return wrk.format(nil, "/v2/dbs?page[limit]=25&sort=" .. s[math.random(1, 10)] .. "&page[offset]=" .. math.random(0, 999975))`},

		// 8 (branch sanctions-ops): GetSearches, a page of 25 of the demo
		// account's 100,000 seeded sanctions searches (issue 13).
		{id: "8a", name: "GetSearches page of 25 over 100k searches (status order)", db: "scale", method: "POST",
			path: "/v2/sanctions/list", headers: jsonHeaders, body: `{"request":{"page":1}}`,
			expect: `"totalSearchRecords":`, maxP99: 10 * time.Millisecond},
		{id: "8b", name: "GetSearches page of 25 over 100k searches (sub user analyst, unresolved, date desc)", db: "scale",
			method: "POST", path: "/v2/sanctions/list", headers: append([][2]string{{"X-User-Id", analystID}}, jsonHeaders...),
			body:   `{"request":{"page":1,"listUnresolvedSearches":true,"sortOrder":"Date desc"}}`,
			expect: `"totalSearchRecords":`, maxP99: 10 * time.Millisecond},
		{id: "8c", name: "GetSearches random page 1..40 of 100k searches, name order", db: "scale", method: "POST",
			path: "/v2/sanctions/list", headers: jsonHeaders, body: `{"request":{"page":2,"sortOrder":"Name"}}`,
			expect: `"totalSearchRecords":`, maxP99: 10 * time.Millisecond,
			luaRequest: `return wrk.format(nil, "/v2/sanctions/list", nil, '{"request":{"page":' .. math.random(1, 40) .. ',"sortOrder":"Name"}}')`},
		// 9 (issue 13): AddSearch, REST JSON, over the S rows' synthetic
		// corpus recorded as the nine sanctions lists; the bodies (a
		// deterministic mix, addsearch.go) are set when the database is
		// seeded. Every call stores a search: the database grows.
		{id: "9", name: "AddSearch over 50k synthetic entities (~300k names), varied names, ALL lists", db: "lists",
			method: "POST", path: "/v2/sanctions/create", headers: jsonHeaders, expect: `"searchRecord":`,
			maxP99: 10 * time.Millisecond, noRSSTarget: true,
			luaRequest: `next_body = next_body % #bodies + 1
  return wrk.format(nil, "/v2/sanctions/create", nil, bodies[next_body])`},
	}
	// 7: scenario 1 while 1,000 hostile connections hold 1 MiB-declared
	// bodies open; peak RSS is the point (target: under 150 MB).
	h := list[0]
	h.id, h.name, h.db, h.hostile, h.minRatio, h.maxP99, h.baseline = "7", h.name+" under 1,000 hostile connections", "demo-hostile", 1000, 0, 0, false
	list = append(list, h)
	// p1–p4, p6a–p6g: the same on PostgreSQL (one gateway, the database
	// server on the same machine), with PostgreSQL's targets.
	var pg []scenario
	for _, sc := range list {
		if sc.id == "5" || sc.hostile > 0 {
			continue
		}
		sc.id = "p" + sc.id
		sc.name += " — PostgreSQL"
		sc.db = "pg-" + sc.db
		sc.minRatio, sc.baseline = 0, false
		if strings.HasPrefix(sc.id, "p6") {
			sc.maxP99 = 20 * time.Millisecond
		} else {
			sc.maxP99 = 10 * time.Millisecond
		}
		pg = append(pg, sc)
	}
	defer func() { list = append(list, pg...) }()
	// 1u–4u: scenarios 1–4 with shared replies off, so that every call is
	// authenticated, goes to the store (and its own result caches), and is
	// assembled and encoded. No targets.
	for _, sc := range list[:4] {
		sc.id += "u"
		sc.name += ", shared replies off"
		sc.db, sc.minRatio, sc.maxP99 = "demo-unshared", 0, 0
		list = append(list, sc)
	}
	return list
}

// errorText is the errors of a run, by kind when there are any: "0", or
// e.g. "18 (18 timeouts)", "3 (2 non-2xx, 1 socket)".
func (r *result) errorText() string {
	if r.errors == 0 {
		return "0"
	}
	var kinds []string
	for _, k := range []struct {
		n    int64
		what string
	}{{r.non2xx, "non-2xx"}, {r.timeouts, "timeouts"}, {r.socket, "socket"}} {
		if k.n > 0 {
			kinds = append(kinds, fmt.Sprintf("%d %s", k.n, k.what))
		}
	}
	return fmt.Sprintf("%d (%s)", r.errors, strings.Join(kinds, ", "))
}

type result struct {
	sc                    scenario
	reqs                  int64
	rps                   float64
	p50, p99              time.Duration
	errors                int64
	non2xx, timeouts      int64
	socket                int64
	cpuPerReq             time.Duration // screengate
	pgCPUPerReq           time.Duration // PostgreSQL's processes (p rows)
	pgStarted, pgEnded    int           // of those, started and ended during the run
	tripsPerReq           float64       // database round trips per request (p rows)
	baseCPUPerReq         time.Duration
	baseRPS               float64
	ratio                 float64
	hwmKB                 int64
	replyBytes            int
	note                  string
	ratioOK, p99OK, rssOK bool
}

var (
	duration    = flag.Duration("duration", 10*time.Second, "measured time per scenario")
	warmup      = flag.Duration("warmup", 2*time.Second, "warm-up time per scenario (not measured)")
	connections = flag.Int("connections", 32, "wrk connections")
	out         = flag.String("out", "bench/results.md", "Markdown results file")
	dbsRows     = flag.Int("dbs", 1000000, "DBS searches generated for scenario 6")
	sanctions   = flag.Int("sanctions", 100000, "sanctions searches generated for scenario 6")
	only        = flag.String("only", "", "run only scenarios whose id starts with one of these (comma-separated), e.g. 1,6")
	micro       = flag.Bool("micro", true, "also run the Go micro-benchmarks and add them to the results")
	maxRSSMB    = flag.Int64("max-rss-mb", 100, "RSS target in MB")
	keep        = flag.Bool("keep", false, "keep the work directory (binaries, databases)")
	pgDSN       = flag.String("postgres", envOr("SCREENGATE_BENCH_POSTGRES", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"),
		"PostgreSQL server for the p rows (a DSN whose user may create databases; databases -postgres-prefix* are created on it); \"\" skips them")
	pgPrefix   = flag.String("postgres-prefix", "sg_bench_", "name prefix of the databases the p rows (re)create (e.g. one per person sharing a server)")
	primeRuns  = flag.Bool("prime", true, "send the scenarios' priming requests (6g: a deep page of each ordering) before their warm-up")
	scaleDB    = flag.String("scale-db", "", "use this already seeded scale database (scale.db of a -keep run) instead of seeding one; scenarios 6 and 8 only read it")
	pgPin      = flag.Bool("postgres-pin", true, "with the server on CPU 0 and wrk on CPU 1, run the PostgreSQL backends serving a p row's database on CPU 1 too (as if the database had a host of its own), pinning them for the row and restoring their masks after; false leaves them unpinned (the method before 2026-11-25: they share CPU 0 with the server)")
	pgReuse    = flag.Bool("postgres-reuse", false, "reuse the p rows' databases (but scenario 9's) when they exist, as an earlier run left them (same -dbs and -sanctions; skips re-creating and seeding them)")
	profileDir = flag.String("profile", "", "write a CPU profile of the server per scenario (DIR/<id>.pprof, over the measured run) and a heap profile taken as the run ends (DIR/<id>.heap.pprof: the heap as of the last collection, with its allocations; row 7's holds what the hostile connections keep) to this directory; profiling costs CPU, so use these runs for profiles, not figures")
)

func main() {
	flag.Parse()
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "benchrun:", err)
		os.Exit(1)
	}
}

func run() error {
	var all []scenario
	for _, s := range scenarios() {
		if selected(s.id) {
			all = append(all, s)
		}
	}
	if _, err := exec.LookPath("wrk"); err != nil && len(all) > 0 {
		return errors.New("wrk is not installed (make bench installs it: apt-get install -y wrk)")
	}
	work, err := os.MkdirTemp("", "screengate-bench-")
	if err != nil {
		return err
	}
	if *keep {
		fmt.Println("work directory:", work)
	} else {
		defer os.RemoveAll(work)
	}
	started := time.Now()
	pin := runtime.NumCPU() >= 2 && haveTaskset()
	machine := machineInfo(pin, pgPinned(pin))
	fmt.Print(machine)

	sg, base := filepath.Join(work, "screengate"), filepath.Join(work, "baseline")
	for _, b := range [][2]string{{sg, "./cmd/screengate"}, {base, "./bench/baseline"}} {
		if err := sh("go", "build", "-o", b[0], b[1]); err != nil {
			return fmt.Errorf("building %s: %w", b[1], err)
		}
	}
	var results []result
	var seedNote string
	// Databases: the demo data, served as configured by default and with
	// shared replies off (1u–4u); the generated data at scale, with
	// shared replies off so that every deep page is read from the store;
	// the demo data with the synthetic sanctions lists (scenario 9), as
	// configured by default.
	var listsNote string
	var synthetic []screening.Entity
	for _, db := range []string{"demo", "demo-unshared", "demo-hostile", "scale", "lists", "pg-demo", "pg-scale", "pg-lists"} {
		var scs []scenario
		for _, s := range all {
			if s.db == db {
				scs = append(scs, s)
			}
		}
		if len(scs) == 0 {
			continue
		}
		path := filepath.Join(work, db+".db")
		if strings.HasPrefix(db, "pg-") {
			if *pgDSN == "" {
				fmt.Println("skipping the PostgreSQL rows (-postgres \"\")")
				continue
			}
			name := *pgPrefix + strings.TrimPrefix(db, "pg-")
			reused := false
			if *pgReuse && !strings.HasSuffix(db, "lists") { // scenario 9's bodies come with its seeding
				if path, reused, err = existingPostgres(*pgDSN, name); err != nil {
					return err
				}
			}
			if reused {
				fmt.Println("reusing", path)
				rs, err := runDB(sg, base, path, scs, pin, serveArgs(db)...)
				if err != nil {
					return err
				}
				results = append(results, rs...)
				continue
			}
			if path, err = freshPostgres(*pgDSN, name); err != nil {
				return err
			}
		}
		if db == "scale" && *scaleDB != "" {
			path = *scaleDB
			fmt.Println("reusing", path, "(-scale-db)")
			rs, err := runDB(sg, base, path, scs, pin, serveArgs(db)...)
			if err != nil {
				return err
			}
			results = append(results, rs...)
			continue
		}
		args := []string{"seed", "-db", path}
		if strings.HasSuffix(db, "scale") {
			args = append(args, "-dbs", strconv.Itoa(*dbsRows), "-sanctions", strconv.Itoa(*sanctions))
		}
		t0 := time.Now()
		c0 := procstat.ChildrenCPU()
		if err := sh(sg, args...); err != nil {
			return fmt.Errorf("seeding %s: %w", db, err)
		}
		c1 := procstat.ChildrenCPU()
		if strings.HasSuffix(db, "scale") {
			cpu := c1 - c0
			note := fmt.Sprintf("`screengate seed -dbs %d -sanctions %d` (%s): %.1f s wall, %.1f s CPU (the seed process).",
				*dbsRows, *sanctions, map[bool]string{true: "PostgreSQL", false: "SQLite"}[strings.HasPrefix(db, "pg-")],
				time.Since(t0).Seconds(), cpu.Seconds())
			seedNote = strings.TrimSpace(seedNote + " " + note)
			fmt.Println(note)
		}
		if strings.HasSuffix(db, "lists") {
			if synthetic == nil {
				synthetic = corpus()
			}
			note, err := loadCorpus(path, synthetic)
			if err != nil {
				return err
			}
			note = fmt.Sprintf("%s (%s)", note, map[bool]string{true: "PostgreSQL", false: "SQLite"}[strings.HasPrefix(db, "pg-")])
			listsNote = strings.TrimSpace(listsNote + " " + note + ".")
			fmt.Println(note)
			bodies, err := addSearchBodies(synthetic)
			if err != nil {
				return err
			}
			for i := range scs {
				scs[i].body, scs[i].luaInit = bodies[0], luaBodies(bodies)
			}
		}
		rs, err := runDB(sg, base, path, scs, pin, serveArgs(db)...)
		if err != nil {
			return err
		}
		results = append(results, rs...)
	}
	var microOut string
	if *micro && *only == "" {
		microOut = microBenchmarks()
	}
	screeningOut, err := screeningBench()
	if err != nil {
		return err
	}
	monitorOut, err := monitorBench()
	if err != nil {
		return err
	}
	md := report(machine, pgPinned(pin), results, seedNote, listsNote, microOut, time.Since(started)) + screeningOut + monitorOut
	fmt.Println()
	fmt.Println(md)
	if *out != "" {
		if err := os.WriteFile(*out, []byte(md), 0o644); err != nil {
			return err
		}
		fmt.Println("wrote", *out)
	}
	return nil
}

func selected(id string) bool {
	if *only == "" {
		return true
	}
	for _, p := range strings.Split(*only, ",") {
		if p != "" && strings.HasPrefix(id, strings.TrimSpace(p)) {
			return true
		}
	}
	return false
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

// serveArgs are the serve flags of database db's scenarios.
func serveArgs(db string) []string {
	if db != "demo" && db != "pg-demo" && db != "demo-hostile" && !strings.HasSuffix(db, "lists") {
		return []string{"-shared-replies=false"}
	}
	return nil
}

// existingPostgres returns the DSN of database name on the server of dsn
// and whether it exists (-postgres-reuse).
func existingPostgres(dsn, name string) (string, bool, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return "", false, fmt.Errorf("PostgreSQL for the p rows: %w", err)
	}
	defer conn.Close(context.Background())
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return "", false, err
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "", false, err
	}
	u.Path = "/" + name
	return u.String(), exists, nil
}

// freshPostgres (re)creates database name on the server of dsn and returns
// its DSN.
func freshPostgres(dsn, name string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return "", fmt.Errorf("PostgreSQL for the p rows (-postgres, or -postgres \"\" to skip them): %w", err)
	}
	defer conn.Close(context.Background())
	for _, q := range []string{"DROP DATABASE IF EXISTS " + name + " WITH (FORCE)", "CREATE DATABASE " + name} {
		if _, err := conn.Exec(ctx, q); err != nil {
			return "", fmt.Errorf("%s: %w", q, err)
		}
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

// pgPinned says whether the p rows' PostgreSQL backends run on CPU 1
// (-postgres-pin, when the server and wrk are pinned).
func pgPinned(pin bool) bool { return pin && *pgPin }

// pgPinPoll is how often a p row looks for new backends of its database
// to pin (a new connection's backend starts with the postmaster's mask).
const pgPinPoll = 50 * time.Millisecond

// pinPostgres pins the backends of sc's database to CPU 1 (wrk's) when
// the p rows' backends are pinned; unpin gives them their masks back.
func pinPostgres(sc scenario, pin bool) (unpin func() error, err error) {
	if !strings.HasPrefix(sc.db, "pg-") || !pgPinned(pin) {
		return func() error { return nil }, nil
	}
	db := *pgPrefix + strings.TrimPrefix(sc.db, "pg-")
	var cpus unix.CPUSet
	cpus.Set(1)
	p, err := procstat.PinPostgres(db, cpus, pgPinPoll)
	if err != nil {
		return nil, fmt.Errorf("%w (-postgres-pin=false leaves them unpinned)", err)
	}
	return func() error {
		st := p.Stop()
		fmt.Printf("   PostgreSQL backends of %s pinned to CPU 1: %d (%d of them started during the row), %d restored to their masks\n",
			db, st.Backends, st.Later, st.Restored)
		return st.Err
	}, nil
}

func haveTaskset() bool { _, err := exec.LookPath("taskset"); return err == nil }

func sh(name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

// server is a started process that printed "listening on http://ADDR".
type server struct {
	cmd       *exec.Cmd
	addr      string
	pprofAddr string // screengate's pprof listener when profiling
}

// freeAddr returns a loopback address with a port free right now.
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// profile fetches a CPU profile of d from a pprof listener into file.
func profile(addr string, d time.Duration, file string) error {
	secs := int(d.Seconds())
	if secs < 1 {
		secs = 1
	}
	return fetchProfile(fmt.Sprintf("http://%s/debug/pprof/profile?seconds=%d", addr, secs), file)
}

// fetchProfile saves the profile at url into file.
func fetchProfile(url, file string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return fmt.Errorf("pprof: HTTP %d", resp.StatusCode)
	}
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	return os.WriteFile(file, b, 0o644)
}

func start(pin bool, cpu string, bin string, args ...string) (*server, error) {
	name := bin
	if pin {
		args = append([]string{"-c", cpu, bin}, args...)
		name = "taskset"
	}
	cmd := exec.Command(name, args...)
	cmd.Stderr = nil // the access log (one line per request) goes to /dev/null
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	addrc := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`listening on http://(\S+)`)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case addrc <- m[1]:
				default:
				}
			}
		}
	}()
	select {
	case a := <-addrc:
		s := &server{cmd: cmd, addr: a}
		for i := 0; i < 100; i++ {
			if resp, err := http.Get("http://" + a + "/"); err == nil {
				resp.Body.Close()
				return s, nil
			}
			time.Sleep(50 * time.Millisecond)
		}
		s.stop()
		return nil, fmt.Errorf("%s does not answer on %s", bin, a)
	case <-time.After(60 * time.Second):
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return nil, fmt.Errorf("%s did not start", bin)
	}
}

func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
}

func (s *server) pid() int { return s.cmd.Process.Pid }

func runDB(sg, base, db string, scs []scenario, pin bool, extra ...string) ([]result, error) {
	args := append([]string{"serve", "-db", db, "-addr", "127.0.0.1:0"}, extra...)
	var pprofAddr string
	if *profileDir != "" {
		if err := os.MkdirAll(*profileDir, 0o755); err != nil {
			return nil, err
		}
		var err error
		if pprofAddr, err = freeAddr(); err != nil {
			return nil, err
		}
		args = append(args, "-pprof-addr", pprofAddr)
	}
	srv, err := start(pin, "0", sg, args...)
	if err != nil {
		return nil, err
	}
	srv.pprofAddr = pprofAddr
	defer srv.stop()
	var out []result
	for _, sc := range scs {
		fmt.Printf("\n== %s %s\n", sc.id, sc.name)
		r, err := runScenario(srv, base, sc, pin)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// runScenario measures scenario sc on srv (and its baseline), with the
// PostgreSQL backends of a p row pinned from its first request to its end.
func runScenario(srv *server, base string, sc scenario, pin bool) (r result, err error) {
	unpin, err := pinPostgres(sc, pin)
	if err != nil {
		return r, fmt.Errorf("scenario %s: %w", sc.id, err)
	}
	defer func() {
		if uerr := unpin(); uerr != nil && err == nil {
			err = fmt.Errorf("scenario %s: %w", sc.id, uerr)
		}
	}()
	size, ctype, err := probe(srv.addr, sc)
	if err != nil {
		return r, fmt.Errorf("scenario %s: %w", sc.id, err)
	}
	for _, p := range sc.prime {
		if !*primeRuns {
			break
		}
		ps := sc
		ps.path = p
		t0 := time.Now()
		if _, _, err := probe(srv.addr, ps); err != nil {
			return r, fmt.Errorf("scenario %s: priming %s: %w", sc.id, p, err)
		}
		fmt.Printf("   primed %s in %v\n", p, time.Since(t0).Round(time.Millisecond))
	}
	r = result{sc: sc, replyBytes: size}
	var held []net.Conn
	if sc.hostile > 0 {
		if held, err = hostileConns(srv.addr, sc.path, sc.hostile); err != nil {
			return r, fmt.Errorf("scenario %s: %w", sc.id, err)
		}
		time.Sleep(time.Second) // let the server accept and read them
	}
	m, err := measure(srv, sc, pin)
	for _, c := range held {
		c.Close()
	}
	if err != nil {
		return r, fmt.Errorf("scenario %s: %w", sc.id, err)
	}
	r.reqs, r.rps, r.p50, r.p99, r.errors, r.cpuPerReq, r.pgCPUPerReq, r.tripsPerReq = m.reqs, m.rps, m.p50, m.p99, m.errors, m.cpuPerReq, m.pgCPUPerReq, m.tripsPerReq
	r.pgStarted, r.pgEnded = m.pgStarted, m.pgEnded
	r.non2xx, r.timeouts, r.socket = m.non2xx, m.timeouts, m.socket
	r.hwmKB = procStatusKB(srv.pid(), "VmHWM")
	if sc.baseline {
		b, err := start(pin, "0", base, "-addr", "127.0.0.1:0", "-size", strconv.Itoa(size), "-content-type", ctype)
		if err != nil {
			return r, err
		}
		bm, err := measure(b, sc, pin)
		b.stop()
		if err != nil {
			return r, fmt.Errorf("scenario %s baseline: %w", sc.id, err)
		}
		r.baseCPUPerReq, r.baseRPS = bm.cpuPerReq, bm.rps
		if r.cpuPerReq > 0 {
			r.ratio = float64(bm.cpuPerReq) / float64(r.cpuPerReq)
		}
	}
	r.ratioOK = sc.minRatio == 0 || r.ratio >= sc.minRatio
	r.p99OK = sc.maxP99 == 0 || r.p99 <= sc.maxP99
	r.rssOK = sc.noRSSTarget || r.hwmKB <= *maxRSSMB*1024
	fmt.Printf("   %.0f req/s  p50 %v  p99 %v  CPU %v/req  PostgreSQL CPU %v/req  DB trips %.2f/req  baseline %v/req  ratio %.2f  VmHWM %d MB  reply %d B  errors %s\n",
		r.rps, r.p50, r.p99, r.cpuPerReq, r.pgCPUPerReq, r.tripsPerReq, r.baseCPUPerReq, r.ratio, r.hwmKB/1024, r.replyBytes, r.errorText())
	return r, nil
}

// hostileConns opens n connections to addr, each sending the headers of a
// POST to path that declare a 1 MiB body, then one byte of it.
func hostileConns(addr, path string, n int) ([]net.Conn, error) {
	req := "POST " + path + " HTTP/1.1\r\nHost: " + addr + "\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: 1048576\r\n\r\n<"
	conns := make([]net.Conn, 0, n)
	for i := 0; i < n; i++ {
		c, err := net.DialTimeout("tcp", addr, 5*time.Second)
		if err == nil {
			_, err = io.WriteString(c, req)
		}
		if err != nil {
			for _, c := range conns {
				c.Close()
			}
			return nil, fmt.Errorf("hostile connection %d: %w", i, err)
		}
		conns = append(conns, c)
	}
	return conns, nil
}

// probe sends the scenario's request once, checks the reply and returns its
// size and Content-Type.
func probe(addr string, sc scenario) (int, string, error) {
	send := func() (*http.Response, []byte, error) {
		req, err := http.NewRequestWithContext(context.Background(), sc.method, "http://"+addr+sc.path, strings.NewReader(sc.body))
		if err != nil {
			return nil, nil, err
		}
		for _, h := range sc.headers {
			req.Header.Set(h[0], h[1])
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, nil, err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		return resp, b, err
	}
	// A gateway answers 503 until it is ready (scenario 9's screening
	// index is built after it starts listening): wait for it.
	resp, b, err := send()
	for deadline := time.Now().Add(5 * time.Minute); err == nil && resp.StatusCode == http.StatusServiceUnavailable && time.Now().Before(deadline); {
		time.Sleep(200 * time.Millisecond)
		resp, b, err = send()
	}
	if err != nil {
		return 0, "", err
	}
	if resp.StatusCode != 200 || !bytes.Contains(b, []byte(sc.expect)) {
		return 0, "", fmt.Errorf("probe: HTTP %d, reply does not contain %q: %.400s", resp.StatusCode, sc.expect, b)
	}
	if resp.Header.Get("X-Status") != "" {
		return 0, "", fmt.Errorf("probe: X-Status %s: %.400s", resp.Header.Get("X-Status"), b)
	}
	return len(b), resp.Header.Get("Content-Type"), nil
}

type measurement struct {
	reqs, errors int64
	// The errors by kind (wrk's counters): answers with a status other
	// than 2xx/3xx, requests unanswered within wrk's timeout (2 s), and
	// connect/read/write failures.
	non2xx, timeouts, socket int64
	rps                      float64
	p50, p99                 time.Duration
	cpuPerReq                time.Duration
	pgCPUPerReq              time.Duration
	pgStarted, pgEnded       int // PostgreSQL backends started and ended during the run
	tripsPerReq              float64
}

// luaScript is the wrk script of a scenario: its request, and a done()
// that prints exact figures (latencies in microseconds) for parsing.
func luaScript(sc scenario) string {
	var b strings.Builder
	fmt.Fprintf(&b, "wrk.method = %q\n", sc.method)
	if sc.body != "" {
		fmt.Fprintf(&b, "wrk.body = [==[%s]==]\n", sc.body)
	}
	for _, h := range sc.headers {
		fmt.Fprintf(&b, "wrk.headers[%q] = [==[%s]==]\n", h[0], h[1])
	}
	b.WriteString(sc.luaInit)
	if sc.luaRequest != "" {
		fmt.Fprintf(&b, "math.randomseed(42)\nrequest = function()\n  %s\nend\n", sc.luaRequest)
	}
	b.WriteString(`done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("BENCH requests=%d duration_us=%d errors=%d p50_us=%d p99_us=%d non2xx=%d timeouts=%d socket=%d\n",
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99), e.status, e.timeout, e.connect + e.read + e.write))
end
`)
	return b.String()
}

// perSecond is d per second of wall. (d*time.Second overflows past
// 9.2 s of d: eight backends' waits over a run, which printed negative.)
func perSecond(d, wall time.Duration) time.Duration {
	return time.Duration(float64(d) / wall.Seconds())
}

// pgPoll is how often the PostgreSQL backends are read during a run.
const pgPoll = 200 * time.Millisecond

var benchLine = regexp.MustCompile(`BENCH requests=(\d+) duration_us=(\d+) errors=(\d+) p50_us=(\d+) p99_us=(\d+) non2xx=(\d+) timeouts=(\d+) socket=(\d+)`)

func measure(srv *server, sc scenario, pin bool) (measurement, error) {
	script, err := os.CreateTemp("", "bench-*.lua")
	if err != nil {
		return measurement{}, err
	}
	defer os.Remove(script.Name())
	if _, err := script.WriteString(luaScript(sc)); err != nil {
		return measurement{}, err
	}
	script.Close()
	path := sc.path
	if sc.luaRequest != "" {
		path = "/"
	}
	url := "http://" + srv.addr + path
	// wrk runs wrk for d; waited is the time its threads waited for a
	// CPU (read every 100 ms until it exits): a wrk not running does not
	// read its replies, and its latencies include that.
	wrk := func(d time.Duration) (out string, waited time.Duration, err error) {
		threads := "2"
		if pin {
			threads = "1" // one CPU for wrk
		}
		args := []string{"-t", threads, "-c", strconv.Itoa(*connections), "-d", fmt.Sprintf("%ds", int(d.Seconds())),
			"--latency", "-s", script.Name(), url}
		name := "wrk"
		if pin {
			args = append([]string{"-c", "1", "wrk"}, args...)
			name = "taskset"
		}
		var o bytes.Buffer
		cmd := exec.Command(name, args...)
		cmd.Stdout, cmd.Stderr = &o, &o
		if err := cmd.Start(); err != nil {
			return "", 0, err
		}
		var last atomic.Int64
		done := make(chan struct{})
		go func() {
			t := time.NewTicker(100 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-done:
					return
				case <-t.C:
					if w := procstat.RunDelay(cmd.Process.Pid); w > 0 {
						last.Store(int64(w))
					}
				}
			}
		}()
		err = cmd.Wait()
		close(done)
		return o.String(), time.Duration(last.Load()), err
	}
	if *warmup > 0 {
		if o, _, err := wrk(*warmup); err != nil {
			return measurement{}, fmt.Errorf("wrk warm-up: %w\n%s", err, o)
		}
	}
	cpu0, err := procstat.TreeCPU(srv.pid())
	if err != nil {
		return measurement{}, err
	}
	pgDB := *pgPrefix + strings.TrimPrefix(sc.db, "pg-")
	// PostgreSQL's usage is counted per backend (the difference of its
	// readings), polled so that a backend that exits during the run (its
	// connection closed) counts up to its last poll: a sum over the
	// backends alive at the start and at the end loses all the CPU of
	// those that exit between, and went negative.
	pgWatch := procstat.WatchPostgres(pgDB, pgPoll)
	trips0, hist0 := roundTrips(srv.addr), serverHistograms(srv.addr)
	wait0, t0 := procstat.RunDelay(srv.pid()), time.Now()
	var profErr chan error
	if srv.pprofAddr != "" {
		profErr = make(chan error, 1)
		go func() {
			profErr <- profile(srv.pprofAddr, *duration-time.Second, filepath.Join(*profileDir, sc.id+".pprof"))
		}()
	}
	o, wrkWait, err := wrk(*duration)
	if err != nil {
		return measurement{}, fmt.Errorf("wrk: %w\n%s", err, o)
	}
	if profErr != nil {
		if err := <-profErr; err != nil {
			return measurement{}, fmt.Errorf("profile: %w", err)
		}
		heap := filepath.Join(*profileDir, sc.id+".heap.pprof")
		if err := fetchProfile("http://"+srv.pprofAddr+"/debug/pprof/heap", heap); err != nil {
			return measurement{}, fmt.Errorf("heap profile: %w", err)
		}
		fmt.Println("   profiles:", filepath.Join(*profileDir, sc.id+".pprof"), heap)
	}
	cpu1, err := procstat.TreeCPU(srv.pid())
	if err != nil {
		return measurement{}, err
	}
	pg, trips1, hist1 := pgWatch.Stop(), roundTrips(srv.addr), serverHistograms(srv.addr)
	wait1, wall := procstat.RunDelay(srv.pid()), time.Since(t0)
	if line := hist1.since(hist0); line != "" {
		fmt.Println("   " + line)
	}
	fmt.Printf("   waiting for a CPU (runnable, not running; /proc schedstat) per second of the run: server threads %v, PostgreSQL backends %v\n",
		perSecond(wait1-wait0, wall), perSecond(pg.RunDelay, wall))
	fmt.Printf("   wrk (the load generator) waited for a CPU %v per second of its run (its latencies include that)\n", perSecond(wrkWait, wall))
	if pg.Started+pg.Ended > 0 {
		fmt.Printf("   PostgreSQL backends of %s during the run: %d started (counted whole), %d ended (counted up to their last poll, every %v)\n",
			pgDB, pg.Started, pg.Ended, pgPoll)
	}
	m := benchLine.FindStringSubmatch(o)
	if m == nil {
		return measurement{}, fmt.Errorf("unexpected wrk output:\n%s", o)
	}
	n := func(i int) int64 { v, _ := strconv.ParseInt(m[i], 10, 64); return v }
	r := measurement{reqs: n(1), errors: n(3), p50: time.Duration(n(4)) * time.Microsecond, p99: time.Duration(n(5)) * time.Microsecond,
		non2xx: n(6), timeouts: n(7), socket: n(8)}
	if d := n(2); d > 0 {
		r.rps = float64(r.reqs) / (float64(d) / 1e6)
	}
	if r.reqs > 0 {
		r.cpuPerReq = (cpu1 - cpu0) / time.Duration(r.reqs)
		if strings.HasPrefix(sc.db, "pg-") {
			r.pgCPUPerReq = pg.CPU / time.Duration(r.reqs)
			r.pgStarted, r.pgEnded = pg.Started, pg.Ended
			r.tripsPerReq = (trips1 - trips0) / float64(r.reqs)
		}
	}
	return r, nil
}

// histograms are the cumulative bucket counts (by upper bound, seconds)
// of the server's request duration (every operation), data version wait
// and group commit histograms, from its /metrics.
type histograms struct {
	request, versionWait, versionQuery, goSched, commitWait, commitWrite, walCheckpoint map[float64]float64
}

// serverHistograms reads the histograms of the server at addr.
func serverHistograms(addr string) histograms {
	h := histograms{map[float64]float64{}, map[float64]float64{}, map[float64]float64{}, map[float64]float64{},
		map[float64]float64{}, map[float64]float64{}, map[float64]float64{}}
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		return h
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		var into map[float64]float64
		switch {
		case strings.HasPrefix(line, "screengate_request_duration_seconds_bucket{"):
			into = h.request
		case strings.HasPrefix(line, "screengate_store_data_version_wait_seconds_bucket{"):
			into = h.versionWait
		case strings.HasPrefix(line, "screengate_store_data_version_query_seconds_bucket{"):
			into = h.versionQuery
		case strings.HasPrefix(line, "go_sched_latencies_seconds_bucket{"):
			into = h.goSched
		case strings.HasPrefix(line, "screengate_store_group_commit_wait_seconds_bucket{"):
			into = h.commitWait
		case strings.HasPrefix(line, "screengate_store_group_commit_write_seconds_bucket{"):
			into = h.commitWrite
		case strings.HasPrefix(line, "screengate_store_wal_checkpoint_seconds_bucket{"):
			into = h.walCheckpoint
		default:
			continue
		}
		_, rest, _ := strings.Cut(line, `le="`)
		le, val, _ := strings.Cut(rest, `"}`)
		b, err1 := strconv.ParseFloat(le, 64)
		v, err2 := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if err1 == nil && err2 == nil {
			into[b] += v
		}
	}
	return h
}

// since describes the requests and version waits between h0 and h: the
// share of each past a few bounds (where the server's own time goes, to
// set beside wrk's latencies, which include the time a request waits
// before the server reads it).
func (h histograms) since(h0 histograms) string {
	share := func(m, m0 map[float64]float64) string {
		inf := m[math.Inf(1)] - m0[math.Inf(1)]
		if inf <= 0 {
			return ""
		}
		var bounds []float64
		for b := range m {
			if b >= 0.0009 && b <= 0.03 {
				bounds = append(bounds, b)
			}
		}
		sort.Float64s(bounds)
		var parts []string
		for _, b := range bounds {
			parts = append(parts, fmt.Sprintf(">%.3gms %.2f%%", b*1000, 100*(inf-(m[b]-m0[b]))/inf))
		}
		return fmt.Sprintf("%.0f, %s", inf, strings.Join(parts, " "))
	}
	var out []string
	if s := share(h.request, h0.request); s != "" {
		out = append(out, "server-side request time: "+s)
	}
	if s := share(h.versionWait, h0.versionWait); s != "" {
		out = append(out, "data version waits: "+s)
	}
	if s := share(h.versionQuery, h0.versionQuery); s != "" {
		out = append(out, "data version queries: "+s)
	}
	if s := share(h.goSched, h0.goSched); s != "" {
		out = append(out, "goroutines waiting to run: "+s)
	}
	if s := share(h.commitWait, h0.commitWait); s != "" {
		out = append(out, "searches waiting for their group commit: "+s)
	}
	if s := share(h.commitWrite, h0.commitWrite); s != "" {
		out = append(out, "group commit writes: "+s)
	}
	if s := share(h.walCheckpoint, h0.walCheckpoint); s != "" {
		out = append(out, "WAL checkpoint passes: "+s)
	}
	return strings.Join(out, "; ")
}

// roundTrips reads screengate_store_round_trips_total (statements and
// batches the gateway sent to PostgreSQL) from the server's /metrics; 0
// when absent.
func roundTrips(addr string) float64 {
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "screengate_store_round_trips_total "); ok {
			f, _ := strconv.ParseFloat(strings.TrimSpace(v), 64)
			return f
		}
	}
	return 0
}

// procStatusKB reads a kB field (VmHWM, VmRSS) of /proc/<pid>/status.
func procStatusKB(pid int, field string) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, field+":") {
			f := strings.Fields(l)
			if len(f) >= 2 {
				v, _ := strconv.ParseInt(f[1], 10, 64)
				return v
			}
		}
	}
	return 0
}

func machineInfo(pin, pgPin bool) string {
	model := "unknown"
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, "model name") {
				if i := strings.IndexByte(l, ':'); i >= 0 {
					model = strings.TrimSpace(l[i+1:])
				}
				break
			}
		}
	}
	load := "?"
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		load = strings.Join(strings.Fields(string(b))[:3], " ")
	}
	kernel := "?"
	if b, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		kernel = strings.TrimSpace(string(b))
	}
	wrkv := "?"
	if o, err := exec.Command("wrk", "-v").CombinedOutput(); err == nil || len(o) > 0 {
		wrkv = strings.TrimSpace(strings.SplitN(string(o), "\n", 2)[0])
	}
	pinning := "server on CPU 0, wrk on CPU 1 (taskset)"
	switch {
	case !pin:
		pinning = "none (fewer than 2 CPUs or no taskset); PostgreSQL not pinned"
	case pgPin:
		pinning += "; p rows: the PostgreSQL backends serving the row's database on CPU 1 with wrk (sched_setaffinity for the row, " +
			"as if the database had a host of its own; the postmaster and other databases' backends unpinned)"
	default:
		pinning += "; p rows: PostgreSQL not pinned (-postgres-pin=false), its backends share CPU 0 with the server"
	}
	return fmt.Sprintf("- date: %s\n- machine: %d CPUs (nproc), %s, Linux %s, load average at start %s\n- %s, %s\n- pinning: %s; %d connections, %v warm-up + %v measured per run\n",
		time.Now().UTC().Format("2006-01-02 15:04 MST"), runtime.NumCPU(), model, kernel, load, runtime.Version(), wrkv,
		pinning, *connections, *warmup, *duration)
}

func us(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d)/float64(time.Microsecond)) }
func ms(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d)/float64(time.Millisecond)) }

func report(machine string, pgPin bool, rs []result, seedNote, listsNote, microOut string, took time.Duration) string {
	var b strings.Builder
	b.WriteString("# Benchmark results\n\nWritten by `make bench` (bench/cmd/benchrun); do not edit by hand.\n\n")
	b.WriteString(machine)
	b.WriteString("\nCPU/req is the utime+stime of the server process and its children (on SQLite, the checkpoint process serve starts) over the measured run divided by the requests wrk completed; " +
		"the baseline is a plain net/http handler answering the same request with a fixed body of the same size " +
		"(bench/baseline), measured right after under the same load. Ratio = baseline CPU/req ÷ screengate CPU/req " +
		"(1.0 = as cheap as the fixed reply). Peak RSS is VmHWM of the server so far. " +
		"Access log at the default level (info, one JSON line per request) to /dev/null.\n\n")
	b.WriteString("| # | Scenario | req/s | p50 ms | p99 ms | CPU µs/req | PostgreSQL CPU µs/req | DB trips/req | baseline µs/req | ratio | target | peak RSS MB | reply B | errors |\n")
	b.WriteString("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|\n")
	for _, r := range rs {
		var tg []string
		if r.sc.minRatio > 0 {
			tg = append(tg, fmt.Sprintf("ratio ≥ %.1f %s", r.sc.minRatio, mark(r.ratioOK)))
		}
		if r.sc.maxP99 > 0 {
			tg = append(tg, fmt.Sprintf("p99 ≤ %v %s", r.sc.maxP99, mark(r.p99OK)))
		}
		if !r.sc.noRSSTarget {
			tg = append(tg, fmt.Sprintf("RSS ≤ %d MB %s", *maxRSSMB, mark(r.rssOK)))
		}
		base, ratio := "–", "–"
		if r.sc.baseline {
			base, ratio = us(r.baseCPUPerReq), fmt.Sprintf("%.2f", r.ratio)
		}
		pgcpu, trips := "–", "–"
		if strings.HasPrefix(r.sc.db, "pg-") {
			pgcpu, trips = us(r.pgCPUPerReq), fmt.Sprintf("%.2f", r.tripsPerReq)
			if r.pgEnded > 0 {
				pgcpu += fmt.Sprintf(" (%d backends ended)", r.pgEnded)
			}
		}
		fmt.Fprintf(&b, "| %s | %s | %.0f | %s | %s | %s | %s | %s | %s | %s | %s | %.1f | %d | %s |\n", r.sc.id, r.sc.name, r.rps,
			ms(r.p50), ms(r.p99), us(r.cpuPerReq), pgcpu, trips, base, ratio, strings.Join(tg, "; "), float64(r.hwmKB)/1024, r.replyBytes, r.errorText())
	}
	b.WriteString("\nScenarios 1–5 run with the defaults, so a repeated read is answered from its shared reply " +
		"(built once per data version, encodings kept; docs/choices.md): authentication, scope and a lookup per call. " +
		"1u–4u repeat 1–4 with `-shared-replies=false`: every call goes to the store (whose own result caches " +
		"still answer a repeated read at an unchanged table version) and is assembled and encoded (no targets).\n")
	b.WriteString("\nScenario 6 runs with `-shared-replies=false` on a database seeded with generated data. ")
	if seedNote != "" {
		b.WriteString(seedNote)
	}
	b.WriteString(" Its figures are steady state: the 2 s warm-up has already asked for the same page, so a deep page " +
		"starts from a remembered position (keyset) and a filtered count comes from the cache; 6e asks for random pages, 6g for random " +
		"pages in random orderings (each list's position index is built by its first deep request: 6g asks for a deep page of each " +
		"ordering, one after the other, before its warm-up, so that its figures do not depend on whether the machine builds them all " +
		"within the warm-up).\n")
	pgWhere := "The database server runs on the same machine, not pinned: its backends run on any CPU, the gateway's too, and " +
		"compete with it (-postgres-pin=false or no pinning; the method before 2026-11-25). "
	if pgPin {
		pgWhere = "The database server runs on the same machine, and the backends serving the row's database are pinned to CPU 1, with wrk, " +
			"from the row's first request to its end (sched_setaffinity; one that starts during the row is pinned within " + pgPinPoll.String() +
			" of starting; each still running gets its CPU mask back after the row; the postmaster and other databases' backends are " +
			"left alone): the database is modelled as on a host of its own, so on CPU 0 the gateway no longer competes with its database. This is a change of " +
			"method (2026-11-25): before it the backends were not pinned and took CPU 0 from the gateway, and p2's p99 swung " +
			"between 5 and 50 ms from run to run; -postgres-pin=false measures the old way. "
	}
	b.WriteString("\nThe p rows are scenarios 1–4, 6, 8 and 9 on PostgreSQL (`-db postgres://…`, one gateway). " + pgWhere +
		"CPU µs/req is still the gateway's; PostgreSQL CPU µs/req is the utime+stime of the " +
		"postgres processes serving the row's database (its backends, named in their process titles; /proc/<pid>/stat) over the " +
		"same run ÷ requests, counted per process (the difference of its readings at the start and the end; a backend started " +
		"during the run counts whole; one that ended during the run counts up to its last reading, taken every " + pgPoll.String() +
		", and the row says how many ended) — not the server's other databases, which other users of a shared server may be loading — so the total " +
		"cost of a request is the sum; DB trips/req is the statements and batches the gateway sent (its " +
		"screengate_store_round_trips_total) ÷ requests. A read of a shared reply (p1–p4) needs an indexed lookup of the account's " +
		"data version sent after it arrived, shared with the calls for that account that arrive while one is in flight.\n")
	b.WriteString("\nScenario 9 (p9 on PostgreSQL) is AddSearch (`POST /v2/sanctions/create`, REST JSON) on a database seeded with " +
		"the demo data plus the screening engine's synthetic corpus of the S rows (service/screening/synth, seed 1: 50,000 entities, " +
		"about 300,000 names) recorded as one version of each of the nine sanctions lists the engine serves; the gateway runs with " +
		"the defaults and builds its index at start. The 2,000 requests, cycled, are a deterministic mix (bench/cmd/benchrun/addsearch.go): " +
		"listed individuals as listed and perturbed by synth's treatments, individuals not drawn from the lists (all with two names " +
		"or more, a date of birth and a nationality), and organisations as listed and perturbed, each screened against ALL lists. " +
		"Every call screens on the engine and stores a search with its results, so the database grows during the run (by design). " +
		"Peak RSS includes the engine's index of the whole corpus, so these rows have no RSS target. ")
	b.WriteString(listsNote)
	b.WriteString("\n")
	if microOut != "" {
		b.WriteString("\n## Micro-benchmarks\n\n```\n")
		b.WriteString(microOut)
		b.WriteString("```\n")
	}
	fmt.Fprintf(&b, "\nTotal time of the run: %v.\n", took.Round(time.Second))
	return b.String()
}

func mark(ok bool) string {
	if ok {
		return "✓"
	}
	return "✗"
}

// microBenchmarks runs the Go benchmarks of the hot path with allocation
// counts.
func microBenchmarks() string {
	var all strings.Builder
	for _, p := range []struct{ pkg, re, benchtime string }{
		{"./soap", "BenchmarkSOAPHandler|BenchmarkParseXMLDocument|BenchmarkAppendXMLResponse|BenchmarkDecodeXML", ""},
		{"./rest", "BenchmarkAppendJSONResponse|BenchmarkDecodeJSON", ""},
		{"./service", "BenchmarkAuthenticate|BenchmarkDispatch", ""},
		// Bulk screening through the runner (engine + SQLite writes, 256
		// rows per transaction): 20,000 rows of one bulk search.
		{"./service", "BenchmarkBulkRun", "20000x"},
		{"./store/sqlite", "BenchmarkCredential", ""},
		{"./service/screening", "BenchmarkTokenExpand|BenchmarkScoreName|BenchmarkSearch|BenchmarkBulk|BenchmarkBuild", ""},
	} {
		fmt.Printf("\n== go test -bench %s %s\n", p.re, p.pkg)
		bt := p.benchtime
		if bt == "" {
			bt = "1s"
		}
		cmd := exec.Command("go", "test", "-run", "^$", "-bench", p.re, "-benchmem", "-benchtime", bt, p.pkg)
		o, err := cmd.CombinedOutput()
		for _, l := range strings.Split(string(o), "\n") {
			if strings.HasPrefix(l, "Benchmark") {
				all.WriteString(l + "\n")
			}
		}
		if err != nil {
			all.WriteString(fmt.Sprintf("(%s: %v)\n", p.pkg, err))
		}
	}
	fmt.Print(all.String())
	return all.String()
}
