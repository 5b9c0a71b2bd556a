package service_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/sqlite"
)

type benchScreener struct{ ix *screening.Index }

func (s benchScreener) Index() *screening.Index { return s.ix }

var bulkBench struct {
	once sync.Once
	ix   *screening.Index
	rows []service.BulkRow
	err  error
}

// bulkBenchIndex is the 50,000-entity synthetic corpus of the screening
// rows (about 300,000 names over the nine sanctions lists) and 100,000
// synthetic persons to screen, built once.
func bulkBenchIndex(b *testing.B) (*screening.Index, []service.BulkRow) {
	bulkBench.once.Do(func() {
		ents := synth.New(1).Entities(50000)
		vs := map[string]string{}
		for _, l := range synth.DefaultLists {
			vs[l.ID] = "1"
		}
		bulkBench.ix, bulkBench.err = screening.Build(ents, screening.BuildOptions{Versions: vs})
		for _, p := range synth.New(99).Persons(120000) {
			// As AddBulkSearch accepts them: two names or more, none of
			// one letter.
			words := strings.Fields(p.Name)
			if len(words) < 2 || slices.ContainsFunc(words, func(w string) bool { return utf8.RuneCountInString(w) < 2 }) {
				continue
			}
			r := service.BulkRow{Index: int32(len(bulkBench.rows)), Type: "individual", Name: p.Name, Country: p.Country}
			if d := p.BirthDate; d.Year != 0 && d.Month != 0 && d.Day != 0 {
				r.DateOfBirth = fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year)
			}
			bulkBench.rows = append(bulkBench.rows, r)
		}
	})
	if bulkBench.err != nil {
		b.Fatal(bulkBench.err)
	}
	return bulkBench.ix, bulkBench.rows
}

// BenchmarkBulkRun measures bulk screening through the runner: b.N rows
// of one bulk search (synthetic persons: name, date of birth, country),
// each screened on the engine against every sanctions list and stored as a
// sanctions search with its results on SQLite, in batches of 256 rows per
// transaction. Reported: rows/s (wall) and the process's CPU time per row
// (user+system, all goroutines: engine and store), whose inverse is the
// rate per core.
func BenchmarkBulkRun(b *testing.B) {
	ctx := context.Background()
	ix, rows := bulkBenchIndex(b)
	db, err := sqlite.Open(ctx, b.TempDir()+"/bulk.db", sqlite.Options{})
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
	job := make([]service.BulkRow, b.N)
	for i := range job {
		job[i] = rows[i%len(rows)]
		job[i].Index = int32(i)
	}
	st, err := db.CreateBulkSearch(ctx, service.NewBulkSearch{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName,
		Created: time.Now(), IsSanctionsSearch: true, Lists: []string{"ALL"}, Versions: service.PinKey(ix), Rows: job})
	if err != nil {
		b.Fatal(err)
	}
	done := make(chan service.BulkEvent, 1)
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	cpu0 := procstat.SelfCPU()
	b.ResetTimer()
	start := time.Now()
	go svc.RunBulk(runCtx, service.BulkRunConfig{Batch: 256, Poll: 10 * time.Millisecond, Report: func(e service.BulkEvent) {
		if e.Err != nil || e.Job == st.BulkSearchID {
			select {
			case done <- e:
			default:
			}
		}
	}})
	e := <-done
	wall := time.Since(start)
	b.StopTimer()
	cpu1 := procstat.SelfCPU()
	cancel()
	if e.Err != nil {
		b.Fatal(e.Err)
	}
	if e.Status.Status != service.BulkCompleted || int(e.Status.Processed) != b.N {
		b.Fatalf("bulk search ended %+v", e.Status)
	}
	cpu := cpu1 - cpu0
	b.ReportMetric(float64(b.N)/wall.Seconds(), "rows/s")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/row")
	b.ReportMetric(float64(b.N)/cpu.Seconds(), "rows/cpu-s")
}
