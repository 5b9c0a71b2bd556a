package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/dataset"
)

// TestRenewLeapDay: a PEP search due on 29 February renews to 28 February
// of the next year (one year, as .NET's AddYears of the original service and
// PostgreSQL's "+ interval '1 year'" have it), not to 1 March; and renewing
// again keeps the anniversary instead of drifting further.
func testRenewLeapDay(t *testing.T, b Backend) {
	now := time.Date(2028, 3, 10, 9, 30, 0, 0, time.UTC)
	ctx := context.Background()
	leap := time.Date(2028, 2, 29, 12, 0, 0, 0, time.UTC)
	ordinary := map[int64][2]time.Time{ // id: renewal date, one year later
		2996: {time.Date(2027, 1, 31, 8, 15, 0, 0, time.UTC), time.Date(2028, 1, 31, 8, 15, 0, 0, time.UTC)},
		2997: {time.Date(2027, 2, 28, 23, 59, 0, 0, time.UTC), time.Date(2028, 2, 28, 23, 59, 0, 0, time.UTC)},
		2998: {time.Date(2027, 12, 31, 0, 0, 0, 0, time.UTC), time.Date(2028, 12, 31, 0, 0, 0, 0, time.UTC)},
	}
	db := b.openDemo(t, now, func(s *dataset.Set) {
		s.Peps = append(s.Peps, dataset.PepRecord{ID: 2999, AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName,
			Name: "Leap Day", DateSearched: leap.AddDate(-1, 0, 1), RenewalDate: leap})
		for id, d := range ordinary {
			s.Peps = append(s.Peps, dataset.PepRecord{ID: id, AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName,
				Name: "Ordinary", DateSearched: d[0].AddDate(-1, 0, 0), RenewalDate: d[0]})
		}
	})

	res, err := db.RenewPepSearches(ctx, demoScope(), []int64{2999}, now)
	require.NoError(t, err)
	require.Equal(t, []int64{2999}, res.Renewed)
	dates := b.RenewalDates(t, db)
	require.Equal(t, time.Date(2029, 2, 28, 12, 0, 0, 0, time.UTC), dates[2999])

	// Renewing again keeps 28 February.
	res, err = db.RenewPepSearches(ctx, demoScope(), []int64{2999}, time.Date(2029, 3, 1, 0, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	require.Equal(t, []int64{2999}, res.Renewed)
	require.Equal(t, time.Date(2030, 2, 28, 12, 0, 0, 0, time.UTC), b.RenewalDates(t, db)[2999])

	// Ordinary dates move by exactly one year, time of day kept.
	res, err = db.RenewPepSearches(ctx, demoScope(), []int64{2996, 2997, 2998}, time.Date(2027, 12, 31, 0, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	require.Equal(t, []int64{2996, 2997, 2998}, res.Renewed)
	dates = b.RenewalDates(t, db)
	for id, d := range ordinary {
		require.Equal(t, d[1], dates[id], "search %d", id)
	}
}
