package postgres

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/screengate/screengate/service"
)

// Group commit of CreateSearch (AddSearch's write), as SQLite's
// (store/sqlite/groupcommit.go). Each search stored on its own paid, on
// top of its rows, for a transaction: the statement's start, the three
// statement triggers of sanctions_searches, sanctions_sources and
// sanctions_results (counts, data-version bump: plpgsql and its queries)
// and a commit (a WAL flush), and 32 writers at once contended for the
// same count and version rows, index pages and WAL (bench row p9; at
// -cpu 32 BenchmarkCreateSearch's PostgreSQL CPU per search grew by
// 80% over -cpu 1).
//
// Instead a few writer goroutines take the calls in arrival order: every
// call that arrives while the writers are busy joins the next batch, up
// to maxCreateBatch, and a batch is one statement (createSearchesSQL)
// and one transaction, so its triggers run once (one count update per
// account, owner and flags, one version bump per account) and it commits
// once. Nothing of the invariants changes: the counts and the version
// move in the transaction that stores the searches, and every caller is
// answered only after the COMMIT that made its search durable
// (synchronous_commit stays on). When a batch fails, its searches are
// written again one by one (a statement each), so a failing search fails
// only its own call.

// createWriters is how many batches may be under way at once: enough to
// keep writing while another batch commits, few enough that calls
// arriving together share a transaction.
const createWriters = 2

// maxCreateBatch bounds the searches of one batch (a search is a dozen
// rows or so).
const maxCreateBatch = 32

var errStoreClosed = errors.New("postgres: the store is closed")

type createReq struct {
	ctx  context.Context
	n    service.NewSanctionsSearch
	id   int64
	err  error
	done chan struct{}
}

// searchWriters is CreateSearch's group commit, started by the first call
// and stopped by Close.
type searchWriters struct {
	once   sync.Once
	reqs   chan *createReq // unbuffered: a send waits for a writer
	quit   chan struct{}
	wg     sync.WaitGroup
	closed sync.Once
}

func (w *searchWriters) start(db *DB) {
	w.once.Do(func() {
		w.reqs = make(chan *createReq)
		w.quit = make(chan struct{})
		for range createWriters {
			w.wg.Add(1)
			go w.run(db)
		}
	})
}

// stop ends the writers after the batches under way (callers waiting to
// join one get errStoreClosed).
func (w *searchWriters) stop() {
	w.once.Do(func() {}) // writers never started never start
	w.closed.Do(func() {
		if w.quit != nil {
			close(w.quit)
		}
	})
	w.wg.Wait()
}

// submit hands n to a writer and waits for its transaction.
func (w *searchWriters) submit(ctx context.Context, db *DB, n service.NewSanctionsSearch) (int64, error) {
	w.start(db)
	if w.quit == nil { // closed before the first call
		return 0, errStoreClosed
	}
	r := &createReq{ctx: ctx, n: n, done: make(chan struct{})}
	select {
	case w.reqs <- r:
	case <-w.quit:
		return 0, errStoreClosed
	case <-ctx.Done():
		return 0, fmt.Errorf("postgres: create search: %w", ctx.Err())
	}
	// Once taken, the request is answered after its transaction ends,
	// whatever ctx does: its search may be stored.
	<-r.done
	return r.id, r.err
}

func (w *searchWriters) run(db *DB) {
	defer w.wg.Done()
	batch := make([]*createReq, 0, maxCreateBatch)
	for {
		batch = batch[:0]
		select {
		case r := <-w.reqs:
			batch = append(batch, r)
		case <-w.quit:
			return
		}
		// Let the callers that are running (screening, on the same
		// cores) reach submit first, so that they join this batch
		// instead of each paying a transaction of its own; without
		// other runnable goroutines this returns at once.
		runtime.Gosched()
	more:
		for len(batch) < maxCreateBatch {
			select {
			case r := <-w.reqs:
				batch = append(batch, r)
			default:
				break more
			}
		}
		db.writeSearches(batch)
		for _, r := range batch {
			close(r.done)
		}
	}
}

// writeSearches stores the searches of batch and sets each request's id
// or error: in one statement, or, when that fails, one statement each.
func (db *DB) writeSearches(batch []*createReq) {
	live := make([]*createReq, 0, len(batch))
	ns := make([]service.NewSanctionsSearch, 0, len(batch))
	for _, r := range batch {
		if err := r.ctx.Err(); err != nil {
			r.err = fmt.Errorf("postgres: create search: %w", err)
			continue
		}
		live, ns = append(live, r), append(ns, r.n)
	}
	if len(live) == 0 {
		return
	}
	// The transaction is the batch's, not one caller's: a caller that
	// gives up does not roll back the others' searches.
	ctx := context.WithoutCancel(live[0].ctx)
	ids, err := createSearches(ctx, db.pool, ns)
	if err == nil {
		for i, r := range live {
			r.id = ids[i]
		}
		return
	}
	if len(live) == 1 {
		live[0].err = err
		return
	}
	for _, r := range live {
		r.id, r.err = createSearchTx(ctx, db.pool, r.n)
	}
}
