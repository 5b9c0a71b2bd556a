// Package groupcommit lets concurrent callers share one write: calls that
// arrive while a batch is being written wait together and are written as
// the next batch, so a store pays its per-transaction costs (a commit, a
// statement's start, statement triggers) once per batch instead of once
// per call. Both stores use it for CreateSearch (AddSearch's write); what
// a batch is and how it is written is theirs.
package groupcommit

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"time"

	"github.com/screengate/screengate/store/internal/durhist"
)

// ErrClosed is returned by Do for a call the queue never took because it
// was closed.
var ErrClosed = errors.New("groupcommit: closed")

// A Queue collects calls of type R into batches for write. Its writers
// start with the first call; Close stops them.
type Queue[R any] struct {
	writers int
	max     int
	write   func(batch []R) (after func())

	once   sync.Once
	reqs   chan *call[R] // unbuffered: a send waits for a writer
	quit   chan struct{}
	wg     sync.WaitGroup
	closed sync.Once

	waits  durhist.Histogram // from Do to the start of the call's batch's write
	writes durhist.Histogram // each batch's write
}

type call[R any] struct {
	r    R
	done chan struct{}
	at   time.Time // when Do was called
}

// New returns a queue whose writers (at least one) each take the calls in
// arrival order, up to maxBatch (at least one) a batch, and pass them to write.
// write must set each call's outcome in the call itself; the batch's
// callers are answered when it returns, and then after, when it returned
// one, runs (work the callers need not wait for, such as preparing
// statements for the next batches).
func New[R any](writers, maxBatch int, write func(batch []R) (after func())) *Queue[R] {
	return &Queue[R]{writers: max(writers, 1), max: max(maxBatch, 1), write: write}
}

func (q *Queue[R]) start() {
	q.once.Do(func() {
		q.reqs = make(chan *call[R])
		q.quit = make(chan struct{})
		for range q.writers {
			q.wg.Add(1)
			go q.run()
		}
	})
}

// Do hands r to a writer and waits until the batch holding it has been
// written. It fails only when r was not taken: with ErrClosed, or ctx's
// error when ctx ended first. Once taken, r is answered after its batch
// whatever ctx does (its write may be committed); write sees ctx through
// r if the call carries it.
func (q *Queue[R]) Do(ctx context.Context, r R) error {
	q.start()
	if q.quit == nil { // closed before the first call
		return ErrClosed
	}
	c := &call[R]{r: r, done: make(chan struct{}), at: time.Now()}
	select {
	case q.reqs <- c:
	case <-q.quit:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	<-c.done
	return nil
}

// Close stops the writers after the batches under way (callers waiting to
// join one get ErrClosed) and waits for them.
func (q *Queue[R]) Close() {
	q.once.Do(func() {}) // writers never started never start
	q.closed.Do(func() {
		if q.quit != nil {
			close(q.quit)
		}
	})
	q.wg.Wait()
}

func (q *Queue[R]) run() {
	defer q.wg.Done()
	calls := make([]*call[R], 0, q.max)
	batch := make([]R, 0, q.max)
	for {
		calls = calls[:0]
		select {
		case c := <-q.reqs:
			calls = append(calls, c)
		case <-q.quit:
			return
		}
		// Let the callers that are running (on the same cores) reach Do
		// first, so that they join this batch instead of each paying a
		// write of its own; without other runnable goroutines this
		// returns at once.
		runtime.Gosched()
	more:
		for len(calls) < q.max {
			select {
			case c := <-q.reqs:
				calls = append(calls, c)
			default:
				break more
			}
		}
		batch = batch[:0]
		start := time.Now()
		for _, c := range calls {
			batch = append(batch, c.r)
			q.waits.Observe(start.Sub(c.at))
		}
		after := q.write(batch)
		q.writes.Observe(time.Since(start))
		for _, c := range calls {
			close(c.done)
		}
		clear(batch)
		if after != nil {
			after()
		}
	}
}

// Waits is the histogram of how long calls waited to be written, from
// Do to the start of their batch's write (the batches before it, and
// the collecting of its own): the bucket bounds, the cumulative count at
// each, the count of all and their sum.
func (q *Queue[R]) Waits() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	return q.waits.Snapshot()
}

// Writes is the histogram of how long each batch's write took, as Waits.
func (q *Queue[R]) Writes() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	return q.writes.Snapshot()
}
