package durhist

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestHistogram: durations fall in the first bucket whose bound they do
// not pass (a bound is inclusive), those past every bound count in the
// total only, and the sum is exact.
func TestHistogram(t *testing.T) {
	var h Histogram
	for _, d := range []time.Duration{0, 100 * time.Microsecond, 101 * time.Microsecond, 3 * time.Millisecond, time.Second} {
		h.Observe(d)
	}
	upper, cumulative, count, sum := h.Snapshot()
	require.Len(t, upper, len(cumulative))
	at := func(d time.Duration) uint64 {
		for i, b := range upper {
			if b == d {
				return cumulative[i]
			}
		}
		t.Fatalf("no bound %v", d)
		return 0
	}
	require.Equal(t, uint64(2), at(100*time.Microsecond))
	require.Equal(t, uint64(3), at(250*time.Microsecond))
	require.Equal(t, uint64(3), at(2500*time.Microsecond))
	require.Equal(t, uint64(4), at(5*time.Millisecond))
	require.Equal(t, uint64(4), at(100*time.Millisecond))
	require.Equal(t, uint64(5), count)
	require.Equal(t, time.Second+3*time.Millisecond+201*time.Microsecond, sum)
}
