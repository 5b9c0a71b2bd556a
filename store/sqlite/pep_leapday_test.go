package sqlite

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestRenewLeapDay: a PEP search due on 29 February renews to 28 February
// of the next year (one year, as .NET's AddYears of the original service and
// PostgreSQL's "+ interval '1 year'" have it), not to 1 March; and renewing
// again keeps the anniversary instead of drifting further.
func TestRenewLeapDay(t *testing.T) {
	now := time.Date(2028, 3, 10, 9, 30, 0, 0, time.UTC)
	db := mustOpenDemo(t, now)
	ctx := context.Background()
	leap := time.Date(2028, 2, 29, 12, 0, 0, 0, time.UTC)
	require.NoError(t, insertPepSearch(ctx, db.writer, pepRow{ID: 2999, AccountID: DemoAccountID, Owner: DemoUserName,
		Name: "Leap Day", DateSearched: leap.AddDate(-1, 0, 1), RenewalDate: leap}))

	res, err := db.RenewPepSearches(ctx, demoScope(), []int64{2999}, now)
	require.NoError(t, err)
	require.Equal(t, []int64{2999}, res.Renewed)
	require.Equal(t, "2029-02-28T12:00:00.000000Z", renewalDates(t, db)[2999])

	// Ordinary dates move by exactly one year, time of day kept.
	for in, want := range map[time.Time]string{
		time.Date(2027, 1, 31, 8, 15, 0, 0, time.UTC):  "2028-01-31T08:15:00.000000Z",
		time.Date(2027, 2, 28, 23, 59, 0, 0, time.UTC): "2028-02-28T23:59:00.000000Z",
		time.Date(2027, 12, 31, 0, 0, 0, 0, time.UTC):  "2028-12-31T00:00:00.000000Z",
	} {
		require.Equal(t, want, formatTime(nextRenewal(in)), "%v", in)
	}
}
