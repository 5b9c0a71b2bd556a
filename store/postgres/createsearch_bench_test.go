package postgres

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/postgres/pgtest"
)

// benchSearch is a search shaped like bench scenario p9's (AddSearch on
// ALL lists): nine sources and four results with nested lists (about
// 900 bytes of details each).
func benchSearch(now time.Time, i int) service.NewSanctionsSearch {
	lists := []string{"HMTSL", "OFACL", "EU", "UN", "DFAT", "SECO", "SEMA", "OFACNS", "HMTIB"}
	r := service.SearchRecord{SearchType: "individual", DateSearched: now, DateUpdated: now,
		SearchCriteria: &service.SearchCriteria{Name: fmt.Sprintf("Ivan Petrov %d", i), DateOfBirth: "01/02/1960", Nationality: "RU"}}
	n := service.NewSanctionsSearch{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName, Lists: lists}
	for k, l := range lists {
		r.SearchSources = append(r.SearchSources, service.SearchSource{ListID: l, ListName: l + " consolidated list", ListShortName: l})
		n.Versions = append(n.Versions, int64(k+1))
	}
	at := now.Add(-time.Hour)
	for k := 0; k < 4; k++ {
		e := service.SearchResultEntry{ResultStrength: 80 + int32(k), ResultSimilarity: service.NewDecimal(int64(8000+k), 2),
			ResultType: "individual", DateUpdated: &at, SanctionsListID: lists[k], SanctionsListName: lists[k] + " consolidated list"}
		for j := 0; j < 4; j++ {
			e.Names = append(e.Names, service.SearchResultName{SearchResultNameID: int64(j + 1), Type: "alias",
				FullName: fmt.Sprintf("Ivan Petrovich Petrov %d", j), ResultSimilarity: service.NewDecimal(int64(7000+j), 2)})
		}
		e.Remarks = []service.SearchResultRemark{{SearchResultRemarkID: 1, Name: "Programme", Description: "RUSSIA-EO14024 and a longer remark"}}
		e.Addresses = []service.SearchResultAddress{{SearchResultAddressID: 1, Address1: "1 Red Square", City: "Moscow", Country: "Russia"}}
		r.ListSearchResults = append(r.ListSearchResults, e)
		n.Keys = append(n.Keys, fmt.Sprintf("%s.%d", lists[k], k))
	}
	n.Record = r
	n.ResultIDs = make([]int64, len(r.ListSearchResults))
	return n
}

// BenchmarkCreateSearch stores p9-shaped searches of one account (what
// AddSearch does on PostgreSQL) and reports, beside the time per search,
// the gateway's CPU per search (cpu-ns/op: this process's user+system
// time, the searches built beforehand so that only the store counts) and
// PostgreSQL's CPU per search (pg-µs/op: its backends for the
// benchmark's database, from /proc). There are at least 32 callers
// whatever -cpu (p9's 32 connections; with -cpu 1 they share one P, as
// the gateway pinned to one CPU): with -cpu 32, 32 writers of the one
// account at once, so writers that take turns on a row (a version or
// count row locked until commit) show as time per search well above the
// CPU it costs.
func BenchmarkCreateSearch(b *testing.B) {
	ctx := context.Background()
	dsn := pgtest.DSN(b)
	db, err := Open(ctx, dsn, Options{MaxConns: 32})
	require.NoError(b, err)
	b.Cleanup(func() { db.Close() })
	_, err = db.LoadDemo(ctx, []byte("bench-secret"))
	require.NoError(b, err)
	var name string
	require.NoError(b, db.pool.QueryRow(ctx, "SELECT current_database()").Scan(&name))
	now := time.Now().UTC().Truncate(time.Microsecond)
	searches := make([]service.NewSanctionsSearch, 4096)
	for i := range searches {
		searches[i] = benchSearch(now, i)
	}
	var n atomic.Int64
	b.ReportAllocs()
	b.SetParallelism((32 + runtime.GOMAXPROCS(0) - 1) / runtime.GOMAXPROCS(0))
	// The demo load's garbage is collected before the CPU count starts.
	runtime.GC()
	b.ResetTimer()
	cpu0 := procstat.SelfCPU()
	pg0 := procstat.SamplePostgres(name)
	_, _, batches0, _ := db.GroupCommitWrites()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			s := searches[int(n.Add(1))%len(searches)]
			// The result ids are the caller's: a slice of its own.
			s.ResultIDs = make([]int64, len(s.Record.ListSearchResults))
			if _, err := db.CreateSearch(ctx, s); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.StopTimer()
	pg := procstat.SamplePostgres(name).Since(pg0).CPU
	b.ReportMetric(float64((procstat.SelfCPU()-cpu0).Nanoseconds())/float64(b.N), "cpu-ns/op")
	if pg > 0 {
		b.ReportMetric(float64(pg.Microseconds())/float64(b.N), "pg-µs/op")
	}
	// How the calls grouped: a batch's fixed PostgreSQL cost spreads over
	// its searches, so a faster gateway (smaller batches) moves pg-µs/op.
	if _, _, batches, _ := db.GroupCommitWrites(); batches > batches0 {
		b.ReportMetric(float64(b.N)/float64(batches-batches0), "searches/batch")
	}
}

// processCPU is the user+system CPU time this process has used so far.
// BenchmarkCreateSearchBatch is the group commit's write alone, without
// the callers and their scheduling: each op writes one batch of 32
// p9-shaped searches (createSearches, as writeSearches does for a full
// batch), so the batch's size, which sets how the fixed cost of a
// statement and commit spreads, is the same in every run. The metrics
// are per search: the gateway's CPU (cpu-ns/search) and PostgreSQL's
// (pg-µs/search).
func BenchmarkCreateSearchBatch(b *testing.B) {
	const size = maxCreateBatch
	ctx := context.Background()
	db, err := Open(ctx, pgtest.DSN(b), Options{})
	require.NoError(b, err)
	b.Cleanup(func() { db.Close() })
	_, err = db.LoadDemo(ctx, []byte("bench-secret"))
	require.NoError(b, err)
	var name string
	require.NoError(b, db.pool.QueryRow(ctx, "SELECT current_database()").Scan(&name))
	now := time.Now().UTC().Truncate(time.Microsecond)
	batch := make([]service.NewSanctionsSearch, size)
	sets := make([]int64, size)
	for i := range batch {
		batch[i] = benchSearch(now, i)
		if sets[i], err = db.sourceSet(ctx, batch[i]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	runtime.GC()
	b.ResetTimer()
	cpu0 := procstat.SelfCPU()
	pg0 := procstat.SamplePostgres(name)
	for range b.N {
		if _, err := createSearches(ctx, db.pool, batch, sets); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	pg := procstat.SamplePostgres(name).Since(pg0).CPU
	b.ReportMetric(float64((procstat.SelfCPU()-cpu0).Nanoseconds())/float64(b.N*size), "cpu-ns/search")
	if pg > 0 {
		b.ReportMetric(float64(pg.Microseconds())/float64(b.N*size), "pg-µs/search")
	}
}
