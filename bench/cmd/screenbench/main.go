// Command screenbench measures the screening engine (service/screening)
// in-process on one core: index build time and memory, and per-search CPU
// time percentiles for the query shapes of issue 12, plus bulk throughput.
// make bench runs it (through bench/cmd/benchrun, scenarios S*) and writes
// its rows into bench/results.md.
//
// Per-search times are the thread's CPU time (CLOCK_THREAD_CPUTIME_ID, the
// goroutine locked to its thread, GOMAXPROCS=1), so other processes on a
// busy machine inflate them less than wall time; they are still only
// indicative on a shared machine.
//
//	go run ./bench/cmd/screenbench [-entities 50000] [-pep 0] [-queries 2000] [-only S1,S3] [-cold] [-md]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/screeneval"
	"github.com/screengate/screengate/service/screening/synth"
)

var (
	entities = flag.Int("entities", 50000, "synthetic sanctions-list entities")
	peps     = flag.Int("pep", 0, "synthetic PEP entities in addition (e.g. 950000 with -entities 50000 for the 1M scale)")
	queries  = flag.Int("queries", 2000, "queries per scenario")
	only     = flag.String("only", "", "scenarios to run (comma-separated ids, e.g. S1,S4); default all")
	cold     = flag.Bool("cold", false, "turn the expansion cache off (every search expands its words)")
	md       = flag.Bool("md", false, "print Markdown table rows only")
	procs    = flag.Int("gomaxprocs", 1, "GOMAXPROCS")
	warm     = flag.Int("warm", 200, "warm-up searches per scenario (taken from its query set)")
	prefix   = flag.String("prefix", "S", "row id prefix (make bench uses S for the 50k corpus, M for the 1M PEP scale)")
	cpuprof  = flag.String("cpuprofile", "", "write a CPU profile of the searches (not the build) to this file")
	shared   = flag.String("shared", "", "shared folder (default $SCREENGATE_SHARED or ../shared); the UN eval persons join the corpus when found")
)

type scenario struct {
	id, name string
	queries  func() []screening.Query
	target   string
	p50, p99 time.Duration // targets (0: none)
	bulk     bool
}

func persons(n int, treat bool, preset screening.Preset) []screening.Query {
	g := synth.New(99)
	var qs []screening.Query
	for _, p := range g.Persons(n) {
		name := p.Name
		if treat {
			name, _ = g.Treat(name, 2)
		}
		qs = append(qs, screening.Query{Names: []string{name}, BirthDate: p.BirthDate, Countries: []string{p.Country},
			Kind: screening.KindPerson, Preset: preset})
	}
	return qs
}

// worst: one short word with heavy typos and 20 name variants.
func worst(n int) []screening.Query {
	g := synth.New(5)
	bases := []string{"Mohammad Ali Hassan al-Rashid", "Abdul Rahman Yusuf Khan", "Aleksandr Sergeyevich Ivanov", "Kim Jong Chol"}
	var qs []screening.Query
	for i := 0; i < n; i++ {
		short, _ := g.Treat([]string{"Mhd", "Ali", "Kim", "Li", "Omar"}[i%5], 1)
		q := screening.Query{Names: []string{short}, Kind: screening.KindPerson}
		for len(q.Names) < 20 {
			v, _ := g.Treat(bases[i%len(bases)], 3)
			q.Names = append(q.Names, v)
		}
		qs = append(qs, q)
	}
	return qs
}

func scenarios() []scenario {
	return []scenario{
		{id: "S1", name: "name + DOB + country, all lists (precise)", queries: func() []screening.Query { return persons(*queries, false, screening.PresetPrecise) },
			p50: 200 * time.Microsecond, p99: 2 * time.Millisecond},
		{id: "S2", name: "same, names with 2 typos (precise)", queries: func() []screening.Query { return persons(*queries, true, screening.PresetPrecise) },
			p50: 200 * time.Microsecond, p99: 2 * time.Millisecond},
		{id: "S3", name: "worst case: short word with typos + 20 variants", queries: func() []screening.Query { return worst(min(*queries, 200)) },
			p99: 10 * time.Millisecond},
		{id: "S4", name: "watchman's shape: \"Mohammad\", person, limit 5", queries: func() []screening.Query {
			return []screening.Query{{Names: []string{"Mohammad"}, Kind: screening.KindPerson, OnlyKind: true, Limit: 5}}
		}},
		{id: "S5", name: "name + DOB + country (ofac preset)", queries: func() []screening.Query { return persons(*queries, false, screening.PresetOFAC) }},
		{id: "S6", name: "bulk screening, one goroutine", queries: func() []screening.Query { return persons(max(*queries, 5000), false, screening.PresetPrecise) },
			bulk: true, target: "≥ 5,000 searches/s"},
	}
}

func selected(id string) bool {
	if *only == "" {
		return true
	}
	for _, x := range strings.Split(*only, ",") {
		if x = strings.TrimSpace(x); x == id || x == *prefix+id[1:] {
			return true
		}
	}
	return false
}

func procStatusMB(field string) float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}

func pct(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(float64(len(s)-1) * p)
	return s[i]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.3f", float64(d)/float64(time.Millisecond)) }

func main() {
	flag.Parse()
	runtime.GOMAXPROCS(*procs)
	corpus := fmt.Sprintf("%d synthetic entities", *entities)
	g := synth.New(1)
	// The corpus is generated in batches and each batch added to the
	// index builder, which packs the entities: the run never holds the
	// whole corpus as []Entity (the server streams the store's entities
	// into the builder the same way). The build's time is the adding
	// (packing) plus Build (the name analysis and the index).
	b := screening.NewBuilder(screening.BuildOptions{NoExpansionCache: *cold, Workers: *procs})
	var adding time.Duration
	var addCPU time.Duration
	nents, names := 0, 0
	add := func(batch []screening.Entity) {
		c, t := procstat.SelfCPU(), time.Now()
		for i := range batch {
			names += len(batch[i].Names)
			if err := b.Add(&batch[i]); err != nil {
				fmt.Fprintln(os.Stderr, "screenbench:", err)
				os.Exit(1)
			}
		}
		adding += time.Since(t)
		addCPU += procstat.SelfCPU() - c
		nents += len(batch)
	}
	const batchSize = 10000
	batch := make([]screening.Entity, 0, batchSize)
	for n := 0; n < *entities; n += batchSize {
		batch = g.AppendEntities(batch[:0], min(batchSize, *entities-n))
		add(batch)
	}
	if *peps > 0 {
		for n := 0; n < *peps; n += batchSize {
			batch = g.AppendPEPs(batch[:0], min(batchSize, *peps-n))
			add(batch)
		}
		corpus += fmt.Sprintf(" + %d synthetic PEPs", *peps)
	}
	clear(batch)
	batch = nil
	if dir := sharedDir(); dir != "" {
		if un, err := unPersons(dir); err == nil {
			add(un)
			corpus += fmt.Sprintf(" + %d UN persons (eval)", len(un))
		}
	}
	runtime.GC()
	var hs runtime.MemStats
	// The peak so far is the corpus generation's and the packing's.
	peakCorpus := procStatusMB("VmHWM")
	cpu0, t0 := procstat.SelfCPU(), time.Now()
	ix, err := b.Build()
	if err != nil {
		fmt.Fprintln(os.Stderr, "screenbench:", err)
		os.Exit(1)
	}
	buildWall, buildCPU := time.Since(t0)+adding, procstat.SelfCPU()-cpu0+addCPU
	peakBuild := procStatusMB("VmHWM")
	runtime.GC()
	debug.FreeOSMemory()
	st := ix.Stats()
	rssIndex := procStatusMB("VmRSS")
	runtime.ReadMemStats(&hs)
	heapEntities := float64(st.EntityBytes) / (1 << 20)
	heapIndex := float64(hs.HeapAlloc)/(1<<20) - heapEntities

	if *cpuprof != "" {
		f, err := os.Create(*cpuprof)
		if err != nil {
			fmt.Fprintln(os.Stderr, "screenbench:", err)
			os.Exit(1)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	scens := scenarios()
	var rows []string
	head := "| # | Scenario | corpus | searches | p50 ms | p99 ms | max ms | allocs/search | searches/s | target |"
	sep := "|---|---|---|---:|---:|---:|---:|---:|---:|---|"
	buildTarget := "≤ 10 s, RSS ≤ 500 MB"
	if nents >= 900000 {
		buildTarget = "≤ 60 s, RSS ≤ 1.5 GB"
		for i := range scens {
			if scens[i].id == "S1" || scens[i].id == "S3" {
				scens[i].p50, scens[i].p99 = 0, 10*time.Millisecond
			}
		}
	}
	rows = append(rows, fmt.Sprintf("| %s0 | index build (%d workers) | %s: %d names, %d rows, %d words | – | wall %.2f s | CPU %.2f s | – | – | – | %s; RSS %.0f MB after the build (Go heap: entities %.0f MB packed, index %.0f MB), peak %.0f MB (%.0f MB before Build, while generating and packing the corpus) |",
		*prefix, *procs, corpus, names, st.Rows, st.Words, buildWall.Seconds(), buildCPU.Seconds(), buildTarget, rssIndex, heapEntities, heapIndex, peakBuild, peakCorpus))
	for _, sc := range scens {
		if !selected(sc.id) {
			continue
		}
		qs := sc.queries()
		// Warm-up: the pools, and (unless -cold) the expansion cache for
		// the words of these queries.
		for i := 0; i < *warm; i++ {
			ix.Search(qs[i%len(qs)])
		}
		n := len(qs)
		if n < 200 {
			n = 200
		}
		runtime.LockOSThread()
		times := make([]time.Duration, 0, n)
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		w0, c0 := time.Now(), procstat.ThreadCPU()
		for i := 0; i < n; i++ {
			a := procstat.ThreadCPU()
			if _, err := ix.Search(qs[i%len(qs)]); err != nil {
				fmt.Fprintln(os.Stderr, "screenbench:", err)
				os.Exit(1)
			}
			times = append(times, procstat.ThreadCPU()-a)
		}
		cpuAll, wall := procstat.ThreadCPU()-c0, time.Since(w0)
		runtime.ReadMemStats(&m1)
		runtime.UnlockOSThread()
		allocs := float64(m1.Mallocs-m0.Mallocs) / float64(n)
		var tg []string
		if sc.p50 > 0 {
			tg = append(tg, fmt.Sprintf("p50 ≤ %v %s", sc.p50, mark(pct(times, 0.5) <= sc.p50)))
		}
		if sc.p99 > 0 {
			tg = append(tg, fmt.Sprintf("p99 ≤ %v %s", sc.p99, mark(pct(times, 0.99) <= sc.p99)))
		}
		rate := float64(n) / cpuAll.Seconds()
		if sc.bulk {
			tg = append(tg, fmt.Sprintf("%s %s", sc.target, mark(rate >= 5000)))
		}
		tg = append(tg, fmt.Sprintf("≤ 50 allocs %s", mark(allocs <= 50)))
		_ = wall
		rows = append(rows, fmt.Sprintf("| %s | %s | %s | %d | %s | %s | %s | %.1f | %.0f | %s |", *prefix+sc.id[1:], sc.name, shortCorpus(nents), n,
			ms(pct(times, 0.5)), ms(pct(times, 0.99)), ms(pct(times, 1)), allocs, rate, strings.Join(tg, "; ")))
	}
	rows = append(rows, fmt.Sprintf("| %s– | peak RSS of the run | | | | | | | | %.0f MB (VmHWM) |", *prefix, procStatusMB("VmHWM")))
	if !*md {
		fmt.Printf("screenbench: %s, GOMAXPROCS=%d, expansion cache %s, %s\n\n", corpus, *procs, map[bool]string{true: "off", false: "on"}[*cold], runtime.Version())
	}
	fmt.Println(head)
	fmt.Println(sep)
	for _, r := range rows {
		fmt.Println(r)
	}
}

func shortCorpus(n int) string {
	if n >= 1000000 {
		return fmt.Sprintf("%.1fM entities", float64(n)/1e6)
	}
	return fmt.Sprintf("%dk entities", n/1000)
}

func mark(ok bool) string {
	if ok {
		return "✓"
	}
	return "✗"
}

func sharedDir() string {
	if *shared != "" {
		return *shared
	}
	d, err := screeneval.SharedDir(".")
	if err != nil {
		return ""
	}
	if _, err := os.Stat(screeneval.EvalDir(d)); err != nil {
		return ""
	}
	return d
}

// unPersons loads the UN persons of the evaluation data as entities.
func unPersons(shared string) ([]screening.Entity, error) {
	f, err := os.Open(filepath.Join(screeneval.EvalDir(shared), "positives_un_untreated.csv"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return screeneval.UNEntities(f)
}
