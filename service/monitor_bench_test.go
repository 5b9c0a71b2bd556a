package service_test

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/sqlite"
)

// BenchmarkMonitor measures one monitoring run (service.MonitorListVersion)
// on the SQLite store: SCREENGATE_MONITOR_SEARCHES stored monitored searches
// (default 100,000; 1% of them found an entity the new version changes)
// against a list version that changes 500 entities (250 modified, 150
// added, 100 removed) of a 5,000-entity list, for the sanctions list UN and
// for the PEP list. Each op reads every monitored search from the store,
// matches it against the changed entities and records the flagged
// searches (so it includes the writes). Reported beside ns/op: cpu-ms/op
// (the process's user+system CPU, all threads: the machine may be shared),
// searches, screened (not ruled out by their words) and flagged per run. Target (issue 13): ≤ 1 s per run.
func BenchmarkMonitor(b *testing.B) {
	n := 100_000
	if s := os.Getenv("SCREENGATE_MONITOR_SEARCHES"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil {
			b.Fatal(err)
		}
	}
	for _, list := range []string{"UN", service.PepListID} {
		b.Run(fmt.Sprintf("%s/searches=%d/changed=500", list, n), func(b *testing.B) {
			st, v, changes := monitorFixture(b, list, n)
			now := time.Now().UTC()
			var stats service.MonitorStats
			var cpu time.Duration
			runtime.GC() // the fixture's garbage is not the run's
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c0 := procstat.SelfCPU()
				var err error
				stats, err = service.MonitorListVersion(context.Background(), st, v, changes, now)
				if err != nil {
					b.Fatal(err)
				}
				cpu += procstat.SelfCPU() - c0
			}
			b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(stats.Searches), "searches")
			b.ReportMetric(float64(stats.Flagged), "flagged")
			b.ReportMetric(float64(stats.Screened), "screened")
			if stats.Searches < n || stats.Flagged == 0 {
				b.Fatalf("monitoring saw %d of %d searches, flagged %d", stats.Searches, n, stats.Flagged)
			}
		})
	}
}

// monitorFixture builds a store with version 1 of list (5,000 synthetic
// entities), n monitored searches, and version 2 changing 500 entities;
// it returns the store, version 2 and its changes.
func monitorFixture(b testing.TB, list string, n int) (*sqlite.DB, service.ListVersion, []screening.EntityChange) {
	b.Helper()
	ctx := context.Background()
	now := time.Now().UTC()
	db, err := sqlite.Open(ctx, b.TempDir()+"/monitor.db", sqlite.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	if _, err := db.LoadDemo(ctx, make([]byte, 32)); err != nil {
		b.Fatal(err)
	}
	if _, err := db.AddCredit(ctx, dataset.DemoAccountID, service.Credit{Amount: service.NewDecimal(1_000_000_000, 0), Note: "bench", Actor: "bench", At: now}); err != nil {
		b.Fatal(err)
	}
	g := synth.New(13)
	var v1 []screening.Entity
	if list == service.PepListID {
		v1 = g.PEPs(5000)
	} else {
		v1 = g.Entities(5000)
	}
	seen := map[string]bool{}
	ents := v1[:0]
	for _, e := range v1 {
		if e.List = list; !seen[e.Key] && len(e.Names) > 0 {
			seen[e.Key] = true
			ents = append(ents, e)
		}
	}
	v1 = ents
	save := func(prev int64, count int, put []screening.Entity, remove []string) service.ListVersion {
		u := service.ListUpdate{Previous: prev, Version: service.ListVersion{Version: screening.Version{List: list, Source: "bench",
			SHA256: fmt.Sprintf("%064d", prev+1), Entities: count}}, Remove: remove}
		for i := range put {
			u.Put = append(u.Put, service.ListEntity{Hash: put[i].Hash(), Entity: &put[i]})
		}
		v, err := db.SaveListVersion(ctx, u)
		if err != nil {
			b.Fatal(err)
		}
		return v
	}
	ver1 := save(0, len(v1), v1, nil)

	// Version 2: 250 modified (a new birth date), 150 added, 100 removed.
	var put []screening.Entity
	var remove []string
	var changes []screening.EntityChange
	for i := 0; i < 250; i++ {
		e := v1[i]
		e.BirthDates = []screening.Date{{Year: int16(1950 + i%40), Month: 1, Day: 2}}
		put = append(put, e)
		remove = append(remove, e.Key)
		changes = append(changes, screening.EntityChange{List: list, Key: e.Key, Change: screening.Modified})
	}
	for i := 250; i < 350; i++ {
		remove = append(remove, v1[i].Key)
		changes = append(changes, screening.EntityChange{List: list, Key: v1[i].Key, Change: screening.Removed})
	}
	var added []screening.Entity
	if list == service.PepListID {
		added = g.PEPs(150)
	} else {
		added = g.Entities(150)
	}
	for i := range added {
		e := added[i]
		e.List, e.Key = list, "bench-added-"+strconv.Itoa(i)
		put = append(put, e)
		changes = append(changes, screening.EntityChange{List: list, Key: e.Key, Change: screening.Added})
	}

	// The stored searches: 1% found one of the changed or removed
	// entities (and are screened with its name), the rest are customers
	// (synthetic persons).
	people := g.Persons(n)
	for i := 0; i < n; i++ {
		name, typ, key := people[i].Name, "individual", ""
		if i%100 == 0 {
			e := v1[(i/100)%350]
			name, key = e.Names[0].Full, e.Key
			if e.Kind != screening.KindPerson {
				typ = "entity"
			}
		}
		c := service.SearchCriteria{Name: name, Country: people[i].Country}
		if d := people[i].BirthDate; d.Day != 0 {
			c.DateOfBirth = fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year)
		}
		if list == service.PepListID {
			np := service.NewPepSearch{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName, Criteria: c, Type: typ,
				DateSearched: now, RenewalDate: now.AddDate(1, 0, 0), ListVersion: ver1.ID}
			if key != "" {
				np.Results, np.Keys = []service.PepSearchResult{{FullName: name, Category: "PEP", Source: "PEP:" + key}}, []string{key}
			}
			if _, _, err := db.CreatePepSearch(ctx, np); err != nil {
				b.Fatal(err)
			}
			continue
		}
		rec := service.SearchRecord{SearchType: typ, DateSearched: now, DateUpdated: now, SearchCriteria: &c,
			SearchSources: []service.SearchSource{{ListID: "UN", ListName: "UN Security Council Consolidated List", ListShortName: "UN"}}}
		ns := service.NewSanctionsSearch{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName, Record: rec,
			Lists: []string{"UN"}, Versions: []int64{ver1.ID}}
		if key != "" {
			ns.Record.ListSearchResults = []service.SearchResultEntry{{ResultStrength: 90, ResultType: typ, SanctionsListID: "UN",
				SanctionsListName: "UN Security Council Consolidated List", Names: []service.SearchResultName{{FullName: name, Type: "primary"}}}}
			ns.Keys = []string{key}
		}
		if _, err := db.CreateSearch(ctx, ns); err != nil {
			b.Fatal(err)
		}
	}
	ver2 := save(ver1.ID, len(v1)-100+150, put, remove)
	return db, ver2, changes
}
