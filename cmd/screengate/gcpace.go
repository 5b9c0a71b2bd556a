package main

import (
	"context"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// The collector's pacing (GOGC, default 100) lets the heap grow past what
// the last collection found live by as much again, stacks and globals
// included. Memory that open connections pin (net/http's read and write
// buffers and the goroutine's stack) is live but is not a working set that
// produces garbage, so with many connections open (bench row 7: 1,000 that
// each declare a body and stall) it doubled in the peak RSS for nothing:
// ~24 KiB a connection pinned, ~48 KiB in peak RSS. When GOGC is not set,
// the server paces the collector as GOGC=100 would with that memory counted
// once: the room for garbage is 100% of what is live less connPinnedBytes
// per open connection (but never under gcMinRoom). Setting GOGC (even to
// 100) leaves the runtime's own pacing alone; GOMEMLIMIT applies either way.

const (
	// connPinnedBytes is what an open connection is taken to pin: the
	// 4 KiB read and 4 KiB write buffers net/http gives it and the 8 KiB
	// goroutine stack serving it (a SOAP or REST handler's depth). It
	// leaves out the request's own state (headers, contexts: a few KiB
	// more), so the discount errs on the side of a roomier heap.
	connPinnedBytes = 16 << 10
	// gcMinRoom is the least room for garbage the pacing leaves: the
	// runtime's own minimum heap goal (4 MiB at GOGC=100).
	gcMinRoom = 4 << 20
	// gcPaceFrom is the highest GOGC the pacing sets: a discount of less
	// than a tenth (a few dozen connections, as under ordinary load) saves
	// a few MB of garbage room for more collections than it is worth, so
	// GOGC stays 100 until connections pin more than that.
	gcPaceFrom = 90
	// gcPaceEvery is how often the pacing is revised.
	gcPaceEvery = 250 * time.Millisecond
)

// gcPercent is the GOGC that gives a heap with live bytes (live heap,
// scannable stacks and globals, as of the last collection) the room
// GOGC=100 would give it were pinned of them not there: 100 with nothing
// pinned, never below what leaves gcMinRoom, nor below 10.
func gcPercent(live, pinned uint64) int {
	if live == 0 || pinned == 0 {
		return 100
	}
	room := uint64(gcMinRoom)
	if pinned < live && live-pinned > room {
		room = live - pinned
	}
	if room >= live {
		return 100
	}
	return max(10, int(room*100/live))
}

// startGCPacing revises GOGC every gcPaceEvery from openConns (the open
// connections) until ctx ends or the returned stop is called, which puts
// GOGC back to 100. It does nothing (and stop is a no-op) when the
// operator set GOGC.
func startGCPacing(ctx context.Context, getenv func(string) string, openConns func() int64) (stop func()) {
	if getenv("GOGC") != "" || openConns == nil {
		return func() {}
	}
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		samples := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/scan/stack:bytes"}, {Name: "/gc/scan/globals:bytes"}}
		t := time.NewTicker(gcPaceEvery)
		defer t.Stop()
		cur := 100
		for {
			select {
			case <-ctx.Done():
				if cur != 100 {
					debug.SetGCPercent(100)
				}
				return
			case <-t.C:
			}
			metrics.Read(samples)
			var live uint64
			for _, s := range samples {
				if s.Value.Kind() == metrics.KindUint64 {
					live += s.Value.Uint64()
				}
			}
			want := gcPercent(live, uint64(max(openConns(), 0))*connPinnedBytes)
			if want > gcPaceFrom {
				want = 100
			}
			// Small moves are not worth a revision of the heap goal.
			if want != cur && (want == 100 || want < cur-4 || want > cur+4) {
				debug.SetGCPercent(want)
				cur = want
			}
		}
	}()
	return func() { cancel(); <-done }
}
