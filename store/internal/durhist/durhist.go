// Package durhist is a lock-free histogram of durations, for the stores'
// /metrics histograms (data version waits, group commits).
package durhist

import (
	"sync/atomic"
	"time"
)

// bounds are the upper bounds of the buckets.
var bounds = [...]time.Duration{100 * time.Microsecond, 250 * time.Microsecond, 500 * time.Microsecond,
	time.Millisecond, 2500 * time.Microsecond, 5 * time.Millisecond, 10 * time.Millisecond, 25 * time.Millisecond,
	50 * time.Millisecond, 100 * time.Millisecond}

// A Histogram counts durations by bucket (the last counts those past
// every bound). The zero value is empty and ready.
type Histogram struct {
	counts [len(bounds) + 1]atomic.Uint64
	sum    atomic.Int64 // nanoseconds
}

// Observe counts d.
func (h *Histogram) Observe(d time.Duration) {
	i := 0
	for i < len(bounds) && d > bounds[i] {
		i++
	}
	h.counts[i].Add(1)
	h.sum.Add(int64(d))
}

// Snapshot returns the bucket bounds, the cumulative count at each, the
// count of all and their sum.
func (h *Histogram) Snapshot() (upper []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	for i, b := range bounds {
		count += h.counts[i].Load()
		upper, cumulative = append(upper, b), append(cumulative, count)
	}
	count += h.counts[len(bounds)].Load()
	return upper, cumulative, count, time.Duration(h.sum.Load())
}
