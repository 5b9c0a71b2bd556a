package postgres

import (
	"context"
	"math/rand/v2"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service"
)

// BenchmarkScaleDbsRandomPages reads random pages (offsets 0..999975, as
// the bench's scenario 6e/6g) of a database seeded by `screengate seed
// -dbs 1000000` (e.g. benchrun's PostgreSQL scale database), named by
// SCREENGATE_BENCH_POSTGRES_SCALE; skipped without it. One caller at a
// time: it reports the PostgreSQL CPU (the database's backends, from
// /proc) and this process's CPU per page, round trips per page and
// shared buffer accesses per page (pg_stat_database: steadier than CPU
// times on a shared machine).
func BenchmarkScaleDbsRandomPages(b *testing.B) {
	dsn := os.Getenv("SCREENGATE_BENCH_POSTGRES_SCALE")
	if dsn == "" {
		b.Skip("SCREENGATE_BENCH_POSTGRES_SCALE not set")
	}
	u, err := url.Parse(dsn)
	if err != nil {
		b.Fatal(err)
	}
	dbName := strings.TrimPrefix(u.Path, "/")
	ctx := context.Background()
	db, err := Open(ctx, dsn, Options{MaxConns: 4, NoMigrate: true})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	type ord struct {
		f    service.DbsSortField
		desc bool
	}
	all := []ord{{service.DbsSortStatus, false}, {service.DbsSortStatus, true}, {service.DbsSortName, false},
		{service.DbsSortName, true}, {service.DbsSortDate, false}, {service.DbsSortDate, true},
		{service.DbsSortDateUpdated, false}, {service.DbsSortDateUpdated, true}, {service.DbsSortReference, false},
		{service.DbsSortReference, true}}
	for _, tc := range []struct {
		name string
		ords []ord
	}{{"status", all[:1]}, {"10-orderings", all}} {
		b.Run(tc.name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(42, 42))
			page := func() {
				o := tc.ords[rng.IntN(len(tc.ords))]
				f := service.DbsFilter{Scope: service.Scope{AccountID: 1}, Sort: o.f, Desc: o.desc, Limit: 25,
					Offset: rng.IntN(999976)}
				if _, _, err := db.ListDbsSearches(ctx, f); err != nil {
					b.Fatal(err)
				}
			}
			for range 50 * len(tc.ords) { // positions built, statements prepared
				page()
			}
			bufs0, reads0 := bufferAccesses(b, db)
			pg0, self0, trips0 := procstat.SamplePostgres(dbName), procstat.SelfCPU(), db.RoundTrips()
			b.ResetTimer()
			for range b.N {
				page()
			}
			b.StopTimer()
			n := float64(b.N)
			pg, self1 := procstat.SamplePostgres(dbName).Since(pg0), procstat.SelfCPU()
			bufs1, reads1 := bufferAccesses(b, db)
			b.ReportMetric(float64(bufs1-bufs0)/n, "bufs/op")
			b.ReportMetric(float64(reads1-reads0)/n, "reads/op")
			b.ReportMetric(float64(pg.CPU.Microseconds())/n, "pg-µs/op")
			b.ReportMetric(float64((self1-self0).Microseconds())/n, "self-µs/op")
			b.ReportMetric(float64(db.RoundTrips()-trips0)/n, "trips/op")
		})
	}
}

// bufferAccesses is the database's shared buffer accesses so far (hits
// and reads, pg_stat_database) and the reads among them (blocks not in
// shared buffers, read from the kernel), once the pool's backends have
// reported theirs: each reports at the end of a transaction at least a
// second after its last report.
func bufferAccesses(b *testing.B, db *DB) (accesses, reads int64) {
	ctx := context.Background()
	time.Sleep(1100 * time.Millisecond)
	for _, c := range db.pool.AcquireAllIdle(ctx) {
		if _, err := c.Exec(ctx, "SELECT 1"); err != nil {
			b.Fatal(err)
		}
		c.Release()
	}
	if err := db.pool.QueryRow(ctx, "SELECT blks_hit + blks_read, blks_read FROM pg_stat_database WHERE datname = current_database()").
		Scan(&accesses, &reads); err != nil {
		b.Fatal(err)
	}
	return accesses, reads
}
