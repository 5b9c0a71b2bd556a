package storetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// testDbsPagingAtScale: with a few thousand generated DBS searches on top
// of the demo ones, every ordering in both directions, for the account
// and for one owner, with and without a boolean filter, gives the pages a
// plain sort in Go gives: first, deep, last, past the end and random ones
// (whatever keyset, position index or OFFSET the backend uses).
func testDbsPagingAtScale(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	const n = 3000
	db := b.openDemo(t, now)
	_, err := dataset.Seed(ctx, db, now, dataset.SeedOptions{Dbs: n})
	require.NoError(t, err)
	rows := demoSet(t, now).Dbs
	for i := 0; i < n; i++ {
		rows = append(rows, dataset.SeedDbsRecord(now.UTC().Truncate(time.Second), dataset.SeedFirstID+int64(i), i))
	}
	rng := rand.New(rand.NewPCG(11, 12))
	yes := ptr(true)
	for _, sort := range []service.DbsSortField{service.DbsSortStatus, service.DbsSortName, service.DbsSortDate,
		service.DbsSortDateUpdated, service.DbsSortReference} {
		for _, desc := range []bool{false, true} {
			for _, scope := range []service.Scope{demoScope(), owners(dataset.DemoAccountID, "ANALYST")} {
				for _, submitted := range []*bool{nil, yes} {
					f := service.DbsFilter{Scope: scope, Sort: sort, Desc: desc, IsApplicationSubmitted: submitted, Limit: 25}
					_, total := expectDbs(rows, f)
					offsets := []int{0, 25, total / 2, max(total-25, 0), total - 3, total, total + 10, total + 5000} // the last one far past the end: a deep offset whatever the filter
					for range 4 {
						offsets = append(offsets, rng.IntN(total+1))
					}
					for _, off := range offsets {
						f.Offset = max(off, 0)
						name := fmt.Sprintf("%s desc=%v owners=%v submitted=%v offset=%d", sort, desc, scope.Owners, submitted != nil, f.Offset)
						want, wantTotal := expectDbs(rows, f)
						got, gotTotal, err := db.ListDbsSearches(ctx, f)
						require.NoError(t, err, name)
						require.Equal(t, wantTotal, gotTotal, name)
						ids := []int64{}
						for _, s := range got {
							ids = append(ids, s.ID)
						}
						require.Equal(t, want, ids, name)
					}
				}
			}
		}
	}
}

// testDbsPagingByNameAtScale: the same for name filters ("contains"),
// whose matches a backend may find through another index than the
// ordering's: one matching most rows (deep pages of it use positions) and
// one matching a few hundred.
func testDbsPagingByNameAtScale(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	const n = 3000
	db := b.openDemo(t, now)
	_, err := dataset.Seed(ctx, db, now, dataset.SeedOptions{Dbs: n})
	require.NoError(t, err)
	rows := demoSet(t, now).Dbs
	for i := 0; i < n; i++ {
		rows = append(rows, dataset.SeedDbsRecord(now.UTC().Truncate(time.Second), dataset.SeedFirstID+int64(i), i))
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for _, sort := range []service.DbsSortField{service.DbsSortStatus, service.DbsSortName, service.DbsSortDate,
		service.DbsSortDateUpdated, service.DbsSortReference} {
		for _, desc := range []bool{false, true} {
			for _, name := range []string{"O", "son"} {
				f := service.DbsFilter{Scope: demoScope(), Sort: sort, Desc: desc, Name: name, Limit: 25}
				_, total := expectDbs(rows, f)
				offsets := []int{0, total / 2, max(total-25, 0), total, total + 5000}
				for range 3 {
					offsets = append(offsets, rng.IntN(total+1))
				}
				for _, off := range offsets {
					f.Offset = off
					label := fmt.Sprintf("%s desc=%v name=%q offset=%d", sort, desc, name, off)
					want, wantTotal := expectDbs(rows, f)
					got, gotTotal, err := db.ListDbsSearches(ctx, f)
					require.NoError(t, err, label)
					require.Equal(t, wantTotal, gotTotal, label)
					ids := []int64{}
					for _, s := range got {
						ids = append(ids, s.ID)
					}
					require.Equal(t, want, ids, label)
				}
			}
		}
	}
}

// testSeed: the bench data generator loads through the loader, adds the
// large search once, and numbers generated rows after the highest id.
func testSeed(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	st, err := dataset.Seed(ctx, db, now, dataset.SeedOptions{Dbs: 500, Sanctions: 300})
	require.NoError(t, err)
	require.True(t, st.LargeSearch)
	require.Equal(t, 500, st.Dbs)
	require.Equal(t, 300, st.Sanctions)
	s, err := db.Search(ctx, demoScope(), dataset.BenchLargeSearch)
	require.NoError(t, err)
	require.Len(t, s.Record.ListSearchResults, dataset.BenchLargeSearchResults)
	lists := map[string]bool{}
	for _, e := range s.Record.ListSearchResults {
		lists[e.SanctionsListID] = true
	}
	require.GreaterOrEqual(t, len(lists), 3)
	_, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Limit: 1})
	require.NoError(t, err)
	require.Equal(t, dataset.DemoDbsCount+500, total)
	require.Equal(t, dataset.DemoDbsCount+500+1, b.count(t, db, "dbs_searches"))
	g, err := db.Search(ctx, demoScope(), dataset.SeedFirstID+3) // i = 3: three results
	require.NoError(t, err)
	require.Len(t, g.Record.ListSearchResults, 3)
	require.Len(t, g.Record.SearchSources, 2)

	st, err = dataset.Seed(ctx, db, now, dataset.SeedOptions{Dbs: 10})
	require.NoError(t, err)
	require.False(t, st.LargeSearch)
	page, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortReference, Offset: 509, Limit: 1})
	require.NoError(t, err)
	require.Equal(t, dataset.DemoDbsCount+510, total)
	require.Equal(t, "DBS-"+fmt.Sprint(dataset.SeedFirstID+509), page[0].Reference, "the second run continues after the highest id (generated references sort before the demo's REF-)")

	// Seeding needs the demo account.
	_, err = dataset.Seed(ctx, b.open(t, now), now, dataset.SeedOptions{Dbs: 1})
	require.Error(t, err)
}
