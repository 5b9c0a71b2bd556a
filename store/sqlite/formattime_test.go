package sqlite

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestFormatTime: formatTime writes what Format(timeLayout) writes, for
// every field's bounds, fractions that truncate, other zones, and years
// outside the four digits.
func TestFormatTime(t *testing.T) {
	east := time.FixedZone("east", 5*3600+30*60)
	times := []time.Time{
		{},
		time.Date(2026, 3, 10, 9, 30, 0, 0, time.UTC),
		time.Date(1999, 12, 31, 23, 59, 59, 999999999, time.UTC),
		time.Date(2000, 1, 1, 0, 0, 0, 1000, time.UTC),
		time.Date(2000, 1, 1, 0, 0, 0, 999, time.UTC),
		time.Date(2026, 1, 1, 2, 0, 0, 123456789, east), // the day before in UTC
		time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(9999, 12, 31, 23, 59, 59, 999999000, time.UTC),
		time.Date(-1, 6, 1, 0, 0, 0, 0, time.UTC),
		time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 31, 23, 59, 59, 0, east).Add(time.Hour),
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		times = append(times, time.Unix(r.Int64N(400<<30)-200<<30, r.Int64N(1e9)).In(east))
	}
	for _, tm := range times {
		require.Equal(t, tm.UTC().Format(timeLayout), formatTime(tm), "%v", tm)
	}
}
