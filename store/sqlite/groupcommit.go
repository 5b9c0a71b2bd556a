package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/groupcommit"
)

// Group commit of CreateSearch (AddSearch's write). SQLite has one
// writer: the writer pool holds one connection, and database/sql hands it
// to a random one of the goroutines waiting for it, so with 32 AddSearch
// calls under way some waited turn after turn (bench row 9: p99 1.6 s and
// wrk's 2 s timeouts) while each call paid a BEGIN, a COMMIT (a WAL append
// and the wal-index update) and the preparation of its three statements.
//
// Instead one goroutine (store/internal/groupcommit) takes the calls in
// arrival order: every call that arrives while a transaction is under way
// joins the next one, up to maxCreateBatch. A batch's searches share
// their INSERTs (createSearchesTx); when one fails, the transaction is
// rolled back and the batch written again with each search under its own
// SAVEPOINT, so a search that fails (and only that one) is rolled back
// and its caller alone gets the error. Every caller is answered only
// after the COMMIT that made its search durable (with synchronous=NORMAL
// in WAL mode, as every other write of the store). The statements are
// prepared once on the writer connection and re-bound in each
// transaction.

// maxCreateBatch bounds the searches of one group commit (a search is a
// few dozen rows).
const maxCreateBatch = 64

// maxWriterStmts bounds the statement texts kept prepared on the writer
// connection: the multi-row INSERTs vary with the number of rows (powers
// of two, createSearchesTx).
const maxWriterStmts = 256

var errStoreClosed = errors.New("sqlite: the store is closed")

// createReq is one CreateSearch call: its search, and the id or error
// the batch's write sets.
type createReq struct {
	ctx context.Context
	n   service.NewSanctionsSearch
	id  int64
	err error
}

// searchWriter is the group-commit writer of CreateSearch: one writer
// goroutine (store/internal/groupcommit), started by the first call and
// stopped by Close, and the statements it keeps prepared.
type searchWriter struct {
	q *groupcommit.Queue[*createReq]

	mu    sync.Mutex
	stmts map[string]*sql.Stmt // prepared on the writer pool, by text

	sets []sourceSet // source sets committed (the writer goroutine's; sourceSet)
}

func newSearchWriter(db *DB) *searchWriter {
	w := &searchWriter{}
	w.q = groupcommit.New(1, maxCreateBatch, func(batch []*createReq) func() {
		missed := w.write(db, batch)
		if len(missed) == 0 {
			return nil
		}
		// After the callers are answered: the texts not prepared yet
		// are prepared for the next batches.
		return func() { w.prepare(db, missed) }
	})
	return w
}

// stop ends the writer after the batch under way (callers waiting to join
// get errStoreClosed) and releases its statements.
func (w *searchWriter) stop() error {
	w.q.Close()
	w.mu.Lock()
	defer w.mu.Unlock()
	var errs []error
	for q, st := range w.stmts {
		errs = append(errs, st.Close())
		delete(w.stmts, q)
	}
	return errors.Join(errs...)
}

// GroupCommitWaits is the histogram of how long CreateSearch calls
// waited for their group commit's write to start (for /metrics): the
// bucket bounds, the cumulative count at each, the count of all and their
// sum.
func (db *DB) GroupCommitWaits() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	return db.creates.q.Waits()
}

// GroupCommitWrites is the histogram of how long each group commit's
// write (its transaction) took, as GroupCommitWaits.
func (db *DB) GroupCommitWrites() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	return db.creates.q.Writes()
}

// submit hands n to the writer and waits for its transaction.
func (w *searchWriter) submit(ctx context.Context, n service.NewSanctionsSearch) (int64, error) {
	r := &createReq{ctx: ctx, n: n}
	// Once taken, the request is answered after its transaction ends
	// (a few milliseconds), whatever ctx does: its search may be stored.
	if err := w.q.Do(ctx, r); err != nil {
		if errors.Is(err, groupcommit.ErrClosed) {
			return 0, errStoreClosed
		}
		return 0, fmt.Errorf("sqlite: create search: %w", err)
	}
	return r.id, r.err
}

// write stores the searches of batch in one transaction and sets each
// request's id or error. It returns the statement texts that were not
// prepared on the writer yet.
func (w *searchWriter) write(db *DB, batch []*createReq) []string {
	live := make([]*createReq, 0, len(batch))
	for _, r := range batch {
		if err := r.ctx.Err(); err != nil {
			r.err = fmt.Errorf("sqlite: create search: %w", err)
			continue
		}
		live = append(live, r)
	}
	if len(live) == 0 {
		return nil
	}
	// A search fails only in exceptional cases, so the batch is written
	// without savepoints first (two statements a search fewer); when one
	// fails, that transaction is rolled back and the batch written again
	// with each search under its own savepoint, so only the failing one
	// is lost.
	missed, searchFailed := w.writeTx(db, live, false)
	if searchFailed && len(live) > 1 {
		for _, r := range live {
			r.id, r.err = 0, nil
		}
		more, _ := w.writeTx(db, live, true)
		missed = append(missed, more...)
	}
	return missed
}

// writeTx writes live in one transaction, each search under a savepoint
// when asked, and sets each request's id or error. It returns the
// statement texts that were not prepared on the writer yet, and whether a
// search failed without a savepoint (the transaction is then rolled back
// and the others' ids void).
func (w *searchWriter) writeTx(db *DB, live []*createReq, savepoints bool) ([]string, bool) {
	fail := func(err error) {
		for _, r := range live {
			if r.err == nil {
				r.id, r.err = 0, err
			}
		}
	}
	// The transaction is the batch's, not one caller's: a caller that
	// gives up does not roll back the others' searches.
	ctx := context.Background()
	// The checkpointer holds off the next transaction while it copies
	// the WAL's last pages, so that the WAL restarts (checkpoint.go).
	db.walHold.Lock()
	defer db.walHold.Unlock()
	tx, err := db.beginWrite(ctx)
	if err != nil {
		fail(err)
		return nil, false
	}
	defer func() { _ = tx.Rollback() }()
	// One version bump for the whole batch instead of one per inserted row
	// (migration 0017): the mark, never committed, silences the sanctions
	// version triggers in this transaction only; it is deleted and the
	// version bumped once just before the COMMIT. Any error on the way
	// rolls all three back with the searches.
	// Every statement, these too, runs prepared on the writer connection
	// (the driver parses a text run as is afresh each time).
	st := newTxStmts(ctx, tx)
	st.shared, st.sets, st.known = w, true, w.sets
	defer st.close()
	if _, err := st.exec(markSanctionsVersion); err != nil {
		fail(formatError("create search: version mark", err))
		return st.missed, false
	}
	// The searches' source sets are stored before any savepoint: a search
	// rolled back to its own must not take a set that later ones name.
	for _, r := range live {
		if _, err := st.sourceSet(r.n.Record.SearchSources, r.n.Versions); err != nil {
			fail(err)
			return st.missed, false
		}
	}
	each := live // the searches written one by one
	if !savepoints && len(live) > 1 {
		// The searches share their INSERTs (createSearchesTx); when one
		// fails, which one is not known, and the batch is written again
		// with savepoints.
		ns := make([]service.NewSanctionsSearch, len(live))
		for i, r := range live {
			ns[i] = r.n
		}
		ids, err := createSearchesTx(st, ns)
		if err != nil {
			for _, r := range live {
				r.err = err
			}
			return st.missed, true
		}
		for i, r := range live {
			r.id = ids[i]
		}
		each = nil
	}
	for _, r := range each {
		if savepoints {
			if _, err := st.exec("SAVEPOINT create_search"); err != nil {
				fail(formatError("create search: savepoint", err))
				return st.missed, false
			}
		}
		id, err := createSearchTx(st, r.n)
		if err != nil {
			r.err = err
			if !savepoints {
				return st.missed, true
			}
			if _, err := st.exec("ROLLBACK TO create_search"); err != nil {
				fail(formatError("create search: rollback to savepoint", err))
				return st.missed, false
			}
		} else {
			r.id = id
		}
		if savepoints {
			if _, err := st.exec("RELEASE create_search"); err != nil {
				fail(formatError("create search: release savepoint", err))
				return st.missed, false
			}
		}
	}
	if _, err := st.exec(unmarkSanctionsVersion); err != nil {
		fail(formatError("create search: version mark", err))
		return st.missed, false
	}
	if _, err := st.exec(bumpSanctionsVersion); err != nil {
		fail(formatError("create search: version", err))
		return st.missed, false
	}
	if err := tx.Commit(); err != nil {
		fail(formatError("create search: commit", err))
		return st.missed, false
	}
	// The sets this transaction stored, newest first, for the next ones.
	if len(st.created) > 0 {
		w.sets = append(slices.Clone(st.created), w.sets...)[:min(maxKnownSets, len(st.created)+len(w.sets))]
	}
	return st.missed, false
}

// The group commit's one bump of the sanctions version (migration 0017):
// the mark is a column of the version's own row (migration 0023), so that
// it dirties no page the bump does not.
const (
	markSanctionsVersion   = "UPDATE table_versions SET marked = TRUE WHERE name = '" + versionSanctions + "'"
	unmarkSanctionsVersion = "UPDATE table_versions SET marked = FALSE WHERE name = '" + versionSanctions + "'"
	bumpSanctionsVersion   = "UPDATE table_versions SET version = version + 1 WHERE name = '" + versionSanctions + "'"
)

// stmt returns the writer pool's prepared statement for query, or nil.
func (w *searchWriter) stmt(query string) *sql.Stmt {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stmts[query]
}

// prepare prepares queries on the writer pool (outside any transaction:
// the pool's one connection must be free) for the next batches.
func (w *searchWriter) prepare(db *DB, queries []string) {
	for _, q := range queries {
		w.mu.Lock()
		if len(w.stmts) >= maxWriterStmts {
			// Texts no longer in use would stay otherwise: start again
			// with those in use.
			for text, st := range w.stmts {
				_ = st.Close()
				delete(w.stmts, text)
			}
		}
		have := w.stmts[q] != nil
		w.mu.Unlock()
		if have {
			continue
		}
		st, err := db.writer.PrepareContext(context.Background(), q)
		if err != nil {
			continue // run unprepared-per-transaction next time too
		}
		w.mu.Lock()
		if w.stmts == nil {
			w.stmts = map[string]*sql.Stmt{}
		}
		w.stmts[q] = st
		w.mu.Unlock()
	}
}
