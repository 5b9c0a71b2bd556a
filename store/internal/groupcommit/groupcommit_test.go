package groupcommit

import (
	"context"
	"slices"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/stretchr/testify/require"
)

type req struct {
	v       int
	written bool
}

// TestCallsWaitingJoinOneBatch: calls that arrive while a batch is being
// written are written together as the next batches, at most maxBatch
// each, and every call is answered once written.
func TestCallsWaitingJoinOneBatch(t *testing.T) {
	for _, tc := range []struct {
		name     string
		maxBatch int
		waiting  int
		want     []int // batch sizes after the first one
	}{
		{"all in one", 8, 7, []int{7}},
		{"bounded", 3, 7, []int{3, 3, 1}},
		{"one at a time", 1, 3, []int{1, 1, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				release := make(chan struct{})
				var sizes []int
				first := true
				q := New(1, tc.maxBatch, func(batch []*req) func() {
					if first {
						first = false
						<-release
					}
					sizes = append(sizes, len(batch))
					for _, r := range batch {
						r.written = true
					}
					return nil
				})
				defer q.Close()
				all := []*req{{v: 0}}
				var wg sync.WaitGroup
				do := func(r *req) {
					wg.Go(func() { require.NoError(t, q.Do(context.Background(), r)) })
				}
				do(all[0])
				synctest.Wait() // the writer holds the first call
				for i := range tc.waiting {
					r := &req{v: i + 1}
					all = append(all, r)
					do(r)
				}
				synctest.Wait() // every other call waits to be taken
				close(release)
				wg.Wait()
				require.Equal(t, append([]int{1}, tc.want...), sizes)
				for _, r := range all {
					require.True(t, r.written, "call %d answered before it was written", r.v)
				}
			})
		})
	}
}

// TestAfterRunsOnceCallersAnswered: the work write leaves for after its
// batch runs once the batch's callers have their answer.
func TestAfterRunsOnceCallersAnswered(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		proceed := make(chan struct{})
		ran := false
		q := New(1, 4, func(batch []*req) func() {
			return func() { <-proceed; ran = true }
		})
		defer q.Close()
		// Do returns while after waits: were after run before the
		// answer, the bubble would deadlock and the test fail.
		require.NoError(t, q.Do(context.Background(), &req{}))
		require.False(t, ran)
		close(proceed)
		synctest.Wait()
		require.True(t, ran)
	})
}

// TestCallNotTaken: a call whose context ends before a writer takes it,
// or that comes after Close, fails and is never written.
func TestCallNotTaken(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		release := make(chan struct{})
		var written []int
		q := New(1, 4, func(batch []*req) func() {
			if len(written) == 0 {
				<-release
			}
			for _, r := range batch {
				written = append(written, r.v)
			}
			return nil
		})
		done := make(chan error, 1)
		go func() { done <- q.Do(context.Background(), &req{v: 1}) }()
		synctest.Wait() // the writer holds call 1

		ctx, cancel := context.WithCancel(context.Background())
		gaveUp := make(chan error, 1)
		go func() { gaveUp <- q.Do(ctx, &req{v: 2}) }()
		synctest.Wait()
		cancel()
		require.ErrorIs(t, <-gaveUp, context.Canceled)

		close(release)
		require.NoError(t, <-done)
		q.Close()
		require.ErrorIs(t, q.Do(context.Background(), &req{v: 3}), ErrClosed)
		require.Equal(t, []int{1}, written)
	})
}

// TestClosedBeforeFirstCall: a queue closed before any call starts no
// writer and refuses calls.
func TestClosedBeforeFirstCall(t *testing.T) {
	q := New(2, 4, func(batch []*req) func() {
		t.Error("write called on a closed queue")
		return nil
	})
	q.Close()
	q.Close() // idempotent
	require.ErrorIs(t, q.Do(context.Background(), &req{}), ErrClosed)
}

// TestWritersShareTheCalls: with several writers every call is written
// exactly once.
func TestWritersShareTheCalls(t *testing.T) {
	var mu sync.Mutex
	var written []int
	q := New(3, 5, func(batch []*req) func() {
		mu.Lock()
		defer mu.Unlock()
		for _, r := range batch {
			written = append(written, r.v)
		}
		return nil
	})
	defer q.Close()
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Go(func() { require.NoError(t, q.Do(context.Background(), &req{v: i})) })
	}
	wg.Wait()
	slices.Sort(written)
	want := make([]int, 200)
	for i := range want {
		want[i] = i
	}
	require.Equal(t, want, written)
}

// TestWaitsAndWrites: the histograms count every call's wait (from Do to
// its batch's write) and every batch's write, by bucket (fake time: the
// first batch's write takes 3 ms, and the calls that arrive during it
// wait for it).
func TestWaitsAndWrites(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		q := New(1, 8, func(batch []*req) func() {
			time.Sleep(3 * time.Millisecond)
			return nil
		})
		defer q.Close()
		var wg sync.WaitGroup
		wg.Go(func() { require.NoError(t, q.Do(context.Background(), &req{})) })
		synctest.Wait() // the writer writes the first call
		for range 3 {
			wg.Go(func() { require.NoError(t, q.Do(context.Background(), &req{})) })
		}
		wg.Wait()

		bounds, cumulative, count, sum := q.Writes()
		require.Equal(t, uint64(2), count) // batches of 1 and 3
		require.Equal(t, 6*time.Millisecond, sum)
		at := func(d time.Duration) uint64 { return cumulative[slices.Index(bounds, d)] }
		require.Equal(t, uint64(0), at(2500*time.Microsecond))
		require.Equal(t, uint64(2), at(5*time.Millisecond))

		bounds, cumulative, count, sum = q.Waits()
		require.Equal(t, uint64(4), count)
		require.Equal(t, 9*time.Millisecond, sum) // the first none, the others the first write
		require.Equal(t, uint64(1), at(250*time.Microsecond))
		require.Equal(t, uint64(4), at(5*time.Millisecond))
	})
}
