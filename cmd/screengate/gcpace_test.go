package main

import (
	"context"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestGCPercent(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct {
		name         string
		live, pinned uint64
		want         int
	}{
		{"nothing pinned", 30 * mib, 0, 100},
		{"nothing live yet", 0, 16 << 10, 100},
		{"a quarter pinned", 40 * mib, 10 * mib, 75},
		{"half pinned", 32 * mib, 16 * mib, 50},
		{"room never under the runtime's 4 MiB minimum", 10 * mib, 8 * mib, 40},
		{"all of it pinned", 8 * mib, 16 * mib, 50},
		{"small live heap: 4 MiB room is GOGC=100's", 3 * mib, 2 * mib, 100},
		{"never below 10", 400 * mib, 399 * mib, 10},
	} {
		require.Equal(t, c.want, gcPercent(c.live, c.pinned), c.name)
	}
}

// TestGCPacingOffWhenGOGCSet: an operator's GOGC is left alone (the pacing
// does not start), and stop puts back what it changed.
func TestGCPacingOffWhenGOGCSet(t *testing.T) {
	prev := debug.SetGCPercent(100)
	defer debug.SetGCPercent(prev)
	calls := 0
	stop := startGCPacing(context.Background(), func(k string) string {
		if k == "GOGC" {
			return "100"
		}
		return ""
	}, func() int64 { calls++; return 1 << 20 })
	stop()
	require.Zero(t, calls, "with GOGC set the open connections are never read")
}

// TestGCPacing: with many connections open GOGC comes down (the room for
// garbage leaves out what they pin), and stop puts it back to 100.
func TestGCPacing(t *testing.T) {
	prev := debug.SetGCPercent(100)
	defer debug.SetGCPercent(prev)
	gogc := func() uint64 {
		s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	var open atomic.Int64
	stop := startGCPacing(context.Background(), func(string) string { return "" }, open.Load)
	runtime.GC()
	time.Sleep(3 * gcPaceEvery)
	require.EqualValues(t, 100, gogc(), "no connection open: GOGC stays 100")
	// A live heap of 32 MiB and connections pinning more than all of
	// it: the pacing leaves the runtime's minimum room (4 MiB).
	live := make([]byte, 32<<20)
	runtime.GC()
	open.Store(1 << 16)
	require.Eventually(t, func() bool { return gogc() < 20 }, 10*time.Second, gcPaceEvery/5)
	runtime.KeepAlive(live)
	stop()
	require.EqualValues(t, 100, gogc())
}
