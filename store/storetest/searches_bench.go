package storetest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// BenchListSearches measures ListSearches (GetSearches) over the demo data
// plus 100,000 seeded sanctions searches of the demo account: a page of 25
// in the default (status) order, a sub user's unresolved searches newest
// first, and a deeper page by name. Each backend's bench_test calls it.
// Besides ns/op (wall time, noisy on a shared machine) it reports
// cpu-ns/op: the process's user+system CPU time per call.
func BenchListSearches(b *testing.B, bk Backend) {
	benchListSearches(b, bk, nil)
}

// BenchListSearchesUncached is BenchListSearches with forget called before
// every call: a backend passes what drops its remembered answers (result
// caches at a data version), so that every call reads the store.
func BenchListSearchesUncached(b *testing.B, bk Backend, forget func(Store)) {
	benchListSearches(b, bk, forget)
}

func benchListSearches(b *testing.B, bk Backend, forget func(Store)) {
	ctx := context.Background()
	now := testNow()
	db := bk.openDemo(b, now)
	_, err := dataset.Seed(ctx, db, now, dataset.SeedOptions{Sanctions: 100_000})
	require.NoError(b, err)
	analyst := owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName)
	for _, c := range []struct {
		name string
		f    service.SearchFilter
	}{
		{"status/page1", service.SearchFilter{Scope: demoScope(), Limit: 25}},
		{"analyst/unresolved/date-desc/page1", service.SearchFilter{Scope: analyst, Unresolved: ptr(true),
			Sort: service.ListSort{Field: "date", Desc: true}, Limit: 25}},
		{"name/page40", service.SearchFilter{Scope: demoScope(), Sort: service.ListSort{Field: "name"}, Limit: 25, Offset: 39 * 25}},
		{"updated/page1", service.SearchFilter{Scope: demoScope(), Updated: ptr(true), Limit: 25}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			cpu0 := processCPU()
			for b.Loop() {
				if forget != nil {
					forget(db)
				}
				recs, total, err := db.ListSearches(ctx, c.f)
				if err != nil {
					b.Fatal(err)
				}
				if total == 0 || len(recs) == 0 {
					b.Fatalf("empty page (total %d)", total)
				}
			}
			if cpu := processCPU() - cpu0; cpu > 0 && b.N > 0 {
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
			}
		})
	}
}
