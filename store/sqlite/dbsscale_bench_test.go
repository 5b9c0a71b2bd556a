package sqlite

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service"
)

// BenchmarkDbsRandomPageScale reads random pages of 25 of a seeded
// database (`screengate seed -dbs 1000000`, or bench/cmd/benchrun -keep's
// scale.db) named by SCREENGATE_BENCH_SCALE_DB: bench rows 6e and 6g at
// the store, one request at a time. The position indexes are built before
// the timer starts.
func BenchmarkDbsRandomPageScale(b *testing.B) {
	path := os.Getenv("SCREENGATE_BENCH_SCALE_DB")
	if path == "" {
		b.Skip("SCREENGATE_BENCH_SCALE_DB names no seeded database")
	}
	ctx := context.Background()
	db, err := Open(ctx, path, Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = db.Close() })
	_, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Limit: 25})
	if err != nil {
		b.Fatal(err)
	}
	type ordering struct {
		f    service.DbsSortField
		desc bool
	}
	all := []ordering{{service.DbsSortStatus, false}, {service.DbsSortStatus, true}, {service.DbsSortName, false},
		{service.DbsSortName, true}, {service.DbsSortDate, false}, {service.DbsSortDate, true},
		{service.DbsSortDateUpdated, false}, {service.DbsSortDateUpdated, true}, {service.DbsSortReference, false},
		{service.DbsSortReference, true}}
	for _, bc := range []struct {
		name string
		ords []ordering
	}{{"status", all[:1]}, {"10-orderings", all}} {
		b.Run(bc.name, func(b *testing.B) {
			for _, o := range bc.ords {
				if _, _, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Sort: o.f, Desc: o.desc, Limit: 25, Offset: total / 2}); err != nil {
					b.Fatal(err)
				}
			}
			r := rand.New(rand.NewPCG(1, 2))
			b.ReportAllocs()
			cpu0 := procstat.SelfCPU()
			for b.Loop() {
				o := bc.ords[r.IntN(len(bc.ords))]
				f := service.DbsFilter{Scope: demoScope(), Sort: o.f, Desc: o.desc, Limit: 25, Offset: r.IntN(total - 24)}
				if _, _, err := db.ListDbsSearches(ctx, f); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(procstat.SelfCPU()-cpu0)/float64(b.N), "cpu-ns/op")
		})
	}
}
