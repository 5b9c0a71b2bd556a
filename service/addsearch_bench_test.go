package service_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
	"github.com/screengate/screengate/store/sqlite"
)

// synthEngineList maps synth's list ids onto the engine ids of the API's
// sanctions lists, so that selectedLists ALL searches every entity (as
// bench row 9 loads the corpus).
var synthEngineList = map[string]string{
	"OFAC": "OFACL", "OFACC": "OFACC", "EU": "EU", "UK": "UKSL", "UN": "UN",
	"CH": "SECO", "CA": "SEMA", "AU": "DFAT", "CAJ": "HMTSL",
}

var addBench struct {
	once sync.Once
	ix   *screening.Index
	reqs []service.AddSearchRequest
	err  error
}

// addBenchIndex is bench row 9's corpus (50,000 synthetic entities, about
// 300,000 names, over the nine API lists the engine serves) and 1,000
// AddSearch requests on ALL lists: listed persons as listed, synthetic
// persons not drawn from the lists, and listed organisations.
func addBenchIndex(b *testing.B) (*screening.Index, []service.AddSearchRequest) {
	addBench.once.Do(func() {
		ents := synth.New(1).Entities(50000)
		seen := map[string]bool{}
		out := ents[:0]
		for _, e := range ents {
			l, ok := synthEngineList[e.List]
			if !ok || len(e.Names) == 0 || seen[l+"\x00"+e.Key] {
				continue
			}
			seen[l+"\x00"+e.Key] = true
			e.List = l
			out = append(out, e)
		}
		vs := map[string]string{}
		for _, l := range synthEngineList {
			vs[l] = "1"
		}
		addBench.ix, addBench.err = screening.Build(out, screening.BuildOptions{Versions: vs})
		individual := func(name string) bool {
			words := strings.Fields(name)
			return len(words) >= 2 && !slices.ContainsFunc(words, func(w string) bool { return utf8.RuneCountInString(w) < 2 })
		}
		outsiders := synth.New(99).Persons(1000)
		for i, xi := 0, 0; len(addBench.reqs) < 1000; i++ {
			r := service.AddSearchRequest{SelectedLists: []string{"ALL"}, Reference: fmt.Sprintf("bench-%d", i)}
			e := &out[(i*7919)%len(out)]
			switch slot := i % 10; {
			case slot < 5 && e.Kind == screening.KindPerson:
				r.Type, r.Name = "individual", e.Names[i%len(e.Names)].Full
				r.DateOfBirth = fmt.Sprintf("%02d/%02d/%04d", 1+i%28, 1+i%12, 1940+i%60)
				for _, d := range e.BirthDates {
					if d.Year != 0 && d.Month != 0 && d.Day != 0 && d.ToYear == 0 {
						r.DateOfBirth = fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year)
						break
					}
				}
				if len(e.Nationalities) > 0 {
					r.Nationality = e.Nationalities[0].Code
				}
			case slot < 8:
				p := outsiders[xi%len(outsiders)]
				xi++
				d := p.BirthDate
				if d.Month == 0 || d.Day == 0 {
					d.Month, d.Day = uint8(1+i%12), uint8(1+i%28)
				}
				r.Type, r.Name, r.Nationality = "individual", p.Name, p.Country
				r.DateOfBirth = fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year)
			case e.Kind == screening.KindOrganization:
				r.Type, r.Name = "entity", e.Names[0].Full
			default:
				continue
			}
			if (r.Type == "individual" && !individual(r.Name)) || utf8.RuneCountInString(r.Name) > service.DefaultMaxTextLength {
				continue
			}
			addBench.reqs = append(addBench.reqs, r)
		}
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
		var u0, u1 syscall.Rusage
		_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u0)
		run()
		_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u1)
		cpu := time.Duration(u1.Utime.Nano() + u1.Stime.Nano() - u0.Utime.Nano() - u0.Stime.Nano())
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
