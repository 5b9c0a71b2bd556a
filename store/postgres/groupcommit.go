package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/groupcommit"
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
// Instead a few writer goroutines (store/internal/groupcommit) take the
// calls in arrival order: every call that arrives while the writers are
// busy joins the next batch, up to maxCreateBatch, and a batch is one statement (createSearchesSQL)
// and one transaction, so its triggers run once (one count update per
// account, owner and flags, one version bump per account) and it commits
// once. A search names its stored source set (sourcesets.go) instead of
// inserting its sources, so a batch of such searches inserts no sources
// and runs no trigger of theirs. Nothing of the invariants changes: the counts and the version
// move in the transaction that stores the searches, and every caller is
// answered only after the COMMIT that made its search durable
// (synchronous_commit stays on). When a batch fails, its searches are
// written again one by one (a statement each), so a failing search fails
// only its own call.

// createWriters is how many batches may be under way at once: one, so
// that every call arriving while a batch is written and committed joins
// the next batch. A batch's fixed PostgreSQL cost (statement start,
// statement triggers, commit: about 1.3 ms of CPU, against 160 µs a
// search; store probe, batches of 1 to 32 searches) then spreads over
// twice as many searches as with two writers: bench row p9, 5 alternated
// runs (branch pg-addsearch), DB trips/req 0.12 -> 0.07 and PostgreSQL
// CPU/req median 260 -> 196 µs (lower in all 5 pairs), gateway CPU/req
// 275 -> 268 µs, p50 and p99 within the runs' spread on a loaded host.
const createWriters = 1

// maxCreateBatch bounds the searches of one batch (a search is a dozen
// rows or so).
const maxCreateBatch = 32

var errStoreClosed = errors.New("postgres: the store is closed")

// createReq is one CreateSearch call: its search, and the id or error
// the batch's write sets.
type createReq struct {
	ctx context.Context
	n   service.NewSanctionsSearch
	set int64 // n's source set (sourceSet), 0 for none
	id  int64
	err error
}

// GroupCommitWaits is the histogram of how long CreateSearch calls
// waited for their group commit's write to start (for /metrics): the
// bucket bounds, the cumulative count at each, the count of all and their
// sum.
func (db *DB) GroupCommitWaits() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	return db.creates.Waits()
}

// GroupCommitWrites is the histogram of how long each group commit's
// write (its transaction) took, as GroupCommitWaits.
func (db *DB) GroupCommitWrites() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	return db.creates.Writes()
}

// newSearchWriters returns db's CreateSearch group commit; its writers
// start with the first call and stop with Close.
func newSearchWriters(db *DB) *groupcommit.Queue[*createReq] {
	return groupcommit.New(createWriters, maxCreateBatch, func(batch []*createReq) func() {
		db.writeSearches(batch)
		return nil
	})
}

// submitSearch hands n to a writer and waits for its transaction.
func (db *DB) submitSearch(ctx context.Context, n service.NewSanctionsSearch, set int64) (int64, error) {
	r := &createReq{ctx: ctx, n: n, set: set}
	if err := db.creates.Do(ctx, r); err != nil {
		if errors.Is(err, groupcommit.ErrClosed) {
			return 0, errStoreClosed
		}
		return 0, fmt.Errorf("postgres: create search: %w", err)
	}
	return r.id, r.err
}

// writeSearches stores the searches of batch and sets each request's id
// or error: in one statement, or, when that fails, one statement each.
func (db *DB) writeSearches(batch []*createReq) {
	live := make([]*createReq, 0, len(batch))
	ns := make([]service.NewSanctionsSearch, 0, len(batch))
	sets := make([]int64, 0, len(batch))
	for _, r := range batch {
		if err := r.ctx.Err(); err != nil {
			r.err = fmt.Errorf("postgres: create search: %w", err)
			continue
		}
		live, ns, sets = append(live, r), append(ns, r.n), append(sets, r.set)
	}
	if len(live) == 0 {
		return
	}
	// The transaction is the batch's, not one caller's: a caller that
	// gives up does not roll back the others' searches.
	ctx := context.WithoutCancel(live[0].ctx)
	ids, err := createSearches(ctx, db.pool, ns, sets)
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
		r.id, r.err = createSearchTx(ctx, db.pool, r.n, r.set)
	}
}
