package service_test

import (
	"context"
	"sync"
	"testing"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/bench/screencorpus"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/store/sqlite"
)

var addBench struct {
	once sync.Once
	ix   *screening.Index
	reqs []service.AddSearchRequest
	err  error
}

// addBenchIndex is bench row 9's corpus (50,000 synthetic entities, about
// 300,000 names, over the nine API lists the engine serves) and 1,000 of
// its AddSearch requests on ALL lists (screencorpus: the bench's mix).
func addBenchIndex(b *testing.B) (*screening.Index, []service.AddSearchRequest) {
	addBench.once.Do(func() {
		ents := screencorpus.Corpus(1, 50000)
		vs := map[string]string{}
		for _, l := range screencorpus.Lists() {
			vs[l] = "1"
		}
		addBench.reqs = screencorpus.AddSearchRequests(ents, 4242, 1000)
		addBench.ix, addBench.err = screening.Build(ents, screening.BuildOptions{Versions: vs})
	})
	if addBench.err != nil {
		b.Fatal(addBench.err)
	}
	return addBench.ix, addBench.reqs
}

// BenchmarkAddSearch is bench row 9 below HTTP: authenticated AddSearch
// calls through Dispatch on ALL lists of the synthetic corpus, each
// screened on the engine and stored on SQLite (demo data; the database
// grows as in the bench). "serial" is one caller (a transaction per
// search), "parallel" 32 callers sharing group commits. Reported besides
// ns/op: the process's CPU time per call (user+system, every goroutine).
func BenchmarkAddSearch(b *testing.B) {
	ctx := context.Background()
	ix, reqs := addBenchIndex(b)
	db, err := sqlite.Open(ctx, b.TempDir()+"/add.db", sqlite.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	a, err := service.NewAuthenticator(ctx, db, nil)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := db.LoadDemo(ctx, a.Secret()); err != nil {
		b.Fatal(err)
	}
	svc, err := service.New(db, a, service.Config{Screener: benchScreener{ix}})
	if err != nil {
		b.Fatal(err)
	}
	op, _ := svc.Schema().Operation("AddSearch")
	call := func(i int) {
		in := reqs[i%len(reqs)]
		req := &service.AddSearch{Request: &in}
		req.Authentication = &service.Authentication{APIUserID: "demo", APIUserKey: "demo-secret-key"}
		rep, err := svc.Dispatch(ctx, &service.Request{Op: op, Value: req, BaseURL: "http://h/v2"})
		if err != nil {
			b.Fatal(err)
		}
		if rep.Data.(*service.AddSearchData).SearchRecord.ID == 0 {
			b.Fatal("no search id")
		}
	}
	cpuPerOp := func(b *testing.B, run func()) {
		cpu0 := procstat.SelfCPU()
		run()
		cpu := procstat.SelfCPU() - cpu0
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
	b.Run("serial", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		cpuPerOp(b, func() {
			for b.Loop() {
				call(i)
				i++
			}
		})
	})
	b.Run("parallel", func(b *testing.B) {
		b.ReportAllocs()
		b.SetParallelism(16) // 32 callers on 2 CPUs
		var mu sync.Mutex
		next := 0
		cpuPerOp(b, func() {
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					mu.Lock()
					i := next
					next++
					mu.Unlock()
					call(i)
				}
			})
		})
	})
}
