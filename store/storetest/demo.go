package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// TestDemoContractAcrossDates loads the demo at awkward dates and checks the
// date-dependent facts of the contract.
func testDemoContractAcrossDates(t *testing.T, b Backend) {
	ctx := context.Background()
	for _, now := range []time.Time{
		time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 1, 31, 23, 59, 59, 0, time.UTC),
		time.Date(2027, 2, 28, 12, 0, 0, 0, time.UTC),
		time.Date(2028, 2, 29, 6, 0, 0, 0, time.UTC),
		time.Date(2026, 8, 31, 18, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 31, 23, 0, 0, 0, time.UTC),
		time.Now().UTC(),
	} {
		t.Run(now.Format(time.RFC3339), func(t *testing.T) {
			db := b.openDemo(t, now)
			now := now.Truncate(time.Second)

			ids := pepRange(dataset.DemoPepFirst, dataset.DemoPepLast)
			for _, tc := range []struct {
				name    string
				dueBy   time.Time
				renewed []int64
			}{
				{"now", now, pepRange(2001, 2005)},
				{"default: 1st of next month", firstOfNextMonth(now), pepRange(2001, 2005)},
				{"end of that day", firstOfNextMonth(now).Add(day - time.Nanosecond), pepRange(2001, 2005)},
				{"two months", now.AddDate(0, 2, 0), pepRange(2001, 2010)},
				{"just under six months", now.AddDate(0, 6, 0).Add(-time.Second), pepRange(2001, 2010)},
			} {
				q, err := db.QuotePepRenewal(ctx, demoScope(), ids, tc.dueBy)
				require.NoError(t, err)
				require.Equal(t, tc.renewed, q.Renewed, tc.name)
			}
			q, err := db.QuotePepRenewal(ctx, demoScope(), pepRange(2006, 2010), now)
			require.NoError(t, err)
			require.Empty(t, q.Renewed, "2006-2010 are not due today")
			q, err = db.QuotePepRenewal(ctx, otherScope(), []int64{dataset.OtherPepSearch}, now)
			require.NoError(t, err)
			require.Equal(t, []int64{dataset.OtherPepSearch}, q.Renewed)

			week := now.Add(-7 * day)
			n, err := db.CountClients(ctx, service.ClientFilter{Scope: demoScope(), IsValidateMe: true, CreatedBefore: &week,
				States: []service.ClientState{service.ClientStatePendingCompletion, service.ClientStatePendingVerification}})
			require.NoError(t, err)
			require.EqualValues(t, dataset.DemoIncompleteClients, n)

			n, err = db.CountUnresolvedSearches(ctx, demoScope())
			require.NoError(t, err)
			require.EqualValues(t, dataset.DemoUnresolvedAll, n)

			d, err := db.Document(ctx, demoScope(), dataset.DemoDocumentExpired)
			require.NoError(t, err)
			require.True(t, d.Meta.DateExpires.Before(now))
			d, err = db.Document(ctx, demoScope(), dataset.DemoDocumentSearch1001)
			require.NoError(t, err)
			require.True(t, d.Meta.DateExpires.After(now))

			dbs, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortDate, Limit: 500})
			require.NoError(t, err)
			require.Equal(t, dataset.DemoDbsCount, total)
			require.True(t, dbs[0].DateSearched.After(now.Add(-120*day)))
			require.False(t, dbs[len(dbs)-1].DateSearched.After(now))
		})
	}
}
