package screening_test

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/bench/screencorpus"
	"github.com/screengate/screengate/service/screening"
)

// row9Count is bench row 9's number of AddSearch requests
// (bench/cmd/benchrun's addSearchCount).
const row9Count = 2000

var (
	tailProfile = flag.String("screening.tailprofile", "", "TestRow9Tail: write a CPU profile of the slowest 10% of row 9's queries (repeated) to this file")
	tailReport  = flag.Bool("screening.tail", false, "TestRow9Tail: report row 9's per-query CPU distribution and slowest queries")
)

// row9Corpus is bench row 9's corpus and all its 2,000 AddSearch requests
// as engine queries (screencorpus, as benchrun's scenario 9 makes them).
var row9Corpus = sync.OnceValues(func() (*screening.Index, []screening.Query) {
	ix, _ := mixCorpus()
	ents := screencorpus.Corpus(1, 50000)
	qs, err := screencorpus.Queries(ix, screencorpus.AddSearchRequests(ents, 4242, row9Count))
	if err != nil {
		panic(err)
	}
	return ix, qs
})

// TestRow9Digest pins the results of all of bench row 9's 2,000 queries
// (golden_test.go's writeGolden: entity, order, strength, similarities, a digest
// of the explanation) to one SHA-256 in testdata/digest-row9.txt, written
// by main's engine before the tail work (-update rewrites it).
func TestRow9Digest(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("a 50,000-entity index and 2,000 searches: not in -short or -race runs")
	}
	ix, qs := row9Corpus()
	h := sha256.New()
	var b bytes.Buffer
	for i, q := range qs {
		res, err := ix.Search(q)
		if err != nil {
			t.Fatalf("query %d: %v", i, err)
		}
		b.Reset()
		writeGolden(&b, i, q, res)
		h.Write(b.Bytes())
	}
	got := fmt.Sprintf("%d queries sha256 %x\n", len(qs), h.Sum(nil))
	path := filepath.Join("testdata", "digest-row9.txt")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Fatalf("row 9's results changed:\n got %s want %s", got, want)
	}
}

// TestRow9Tail (with -screening.tail) measures each of bench row 9's
// queries alone (thread CPU time, best of 5 runs) and reports the
// distribution and the slowest queries; with -screening.tailprofile it
// also profiles the slowest tenth. It asserts nothing about time.
func TestRow9Tail(t *testing.T) {
	if !*tailReport && *tailProfile == "" {
		t.Skip("a measurement: run with -screening.tail")
	}
	ix, qs := row9Corpus()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cost := make([]time.Duration, len(qs))
	nres := make([]int, len(qs))
	for i := range cost {
		cost[i] = time.Hour
	}
	for rep := 0; rep < 5; rep++ {
		for i, q := range qs {
			c0 := procstat.ThreadCPU()
			res, err := ix.Search(q)
			c := procstat.ThreadCPU() - c0
			if err != nil {
				t.Fatal(err)
			}
			nres[i] = len(res)
			cost[i] = min(cost[i], c)
		}
	}
	sorted := slices.Clone(cost)
	slices.Sort(sorted)
	var sum time.Duration
	for _, c := range sorted {
		sum += c
	}
	pct := func(p float64) time.Duration { return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))] }
	t.Logf("row 9, %d queries, CPU per query (best of 5): p50 %v p90 %v p99 %v max %v mean %v; slowest 10%% = %.0f%% of the total",
		len(qs), pct(.5), pct(.9), pct(.99), sorted[len(sorted)-1], sum/time.Duration(len(sorted)),
		func() float64 {
			var s time.Duration
			for _, c := range sorted[len(sorted)*9/10:] {
				s += c
			}
			return 100 * float64(s) / float64(sum)
		}())
	idx := make([]int, len(qs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return int(cost[b] - cost[a]) })
	for _, i := range idx[:30] {
		q := qs[i]
		t.Logf("#%d %v kind=%v %d names (first %q) countries=%v: %d results", i, cost[i], q.Kind, len(q.Names),
			q.Names[0], q.Countries, nres[i])
	}
	// by slot of the mix (request n's n%10)
	var bySlot [10]time.Duration
	for i, c := range cost {
		bySlot[i%10] += c
	}
	var s []string
	for k, c := range bySlot {
		s = append(s, fmt.Sprintf("%d:%v", k, c/time.Duration(len(qs)/10)))
	}
	t.Logf("mean per slot (0-2 listed persons, 3-4 treated, 5-7 outsiders, 8 orgs, 9 treated orgs): %s", strings.Join(s, " "))
	if *tailProfile != "" {
		slow := idx[:len(idx)/10]
		f, err := os.Create(*tailProfile)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			t.Fatal(err)
		}
		for rep := 0; rep < 30; rep++ {
			for _, i := range slow {
				ix.Search(qs[i])
			}
		}
		pprof.StopCPUProfile()
	}
}

// BenchmarkRow9 runs bench row 9's 2,000 queries in turn (cpu-ns/op: the
// thread's CPU time per search).
func BenchmarkRow9(b *testing.B) {
	ix, qs := row9Corpus()
	benchSearch(b, ix, qs)
}
