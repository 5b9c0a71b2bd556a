package sqlite

import (
	"context"
	"database/sql"
	"strings"
	"sync"
)

// The driver parses and plans every query text it is given afresh (in the
// pure-Go SQLite, that is most of the cost of a small query), unless the
// statement is prepared. The read queries of the hot operations go
// through readStmt, which prepares each distinct text once on the reader
// pool; database/sql then keeps one prepared copy per pooled connection
// and re-binds it, inside read transactions too (Tx.StmtContext reuses the
// connection's copy).

// stmtCacheMax bounds the distinct query texts kept prepared (texts vary
// with the number of owners of a scope and with filters); past it, queries
// run unprepared.
const stmtCacheMax = 512

type stmtCache struct {
	mu        sync.RWMutex
	stmts     map[string]*sql.Stmt
	preparing map[string]bool
	closed    bool
}

// readStmt returns the reader pool's prepared statement for query, or nil
// (the caller then runs the text as is). Preparing takes a connection of
// the pool: inside a transaction, which holds one already (in-memory
// databases have just one; concurrent transactions may hold them all), it
// must not wait for another, so the statement is prepared in the
// background, once a connection is free, for the next calls.
func (db *DB) readStmt(ctx context.Context, query string, inTx bool) *sql.Stmt {
	c := &db.cache
	c.mu.RLock()
	st := c.stmts[query]
	full := len(c.stmts)+len(c.preparing) >= stmtCacheMax || c.closed || c.preparing[query]
	c.mu.RUnlock()
	if st != nil || full {
		return st
	}
	if inTx {
		c.mu.Lock()
		if c.preparing == nil {
			c.preparing = map[string]bool{}
		}
		start := !c.preparing[query] && c.stmts[query] == nil && !c.closed
		c.preparing[query] = true
		c.mu.Unlock()
		if start {
			go db.prepareRead(context.WithoutCancel(ctx), query)
		}
		return nil
	}
	return db.prepareRead(ctx, query)
}

// prepareRead prepares query on the reader pool and keeps it.
func (db *DB) prepareRead(ctx context.Context, query string) *sql.Stmt {
	st, err := db.reader.PrepareContext(ctx, query)
	c := &db.cache
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.preparing, query)
	if err != nil {
		return nil
	}
	if old := c.stmts[query]; old != nil || c.closed {
		_ = st.Close()
		return old
	}
	if c.stmts == nil {
		c.stmts = map[string]*sql.Stmt{}
	}
	c.stmts[query] = st
	return st
}

// readQuery runs query on tx (a read transaction from beginRead) or, when
// tx is nil, on the reader pool, prepared once.
func (db *DB) readQuery(ctx context.Context, tx *roTx, query string, args ...any) (*sql.Rows, error) {
	st := db.readStmt(ctx, query, tx != nil)
	switch {
	case st == nil && tx == nil:
		return db.reader.QueryContext(ctx, query, args...)
	case st == nil:
		return tx.QueryContext(ctx, query, args...)
	case tx == nil:
		return st.QueryContext(ctx, args...)
	}
	return tx.stmt(ctx, st).QueryContext(ctx, args...)
}

// readQueryRow is readQuery for one row.
func (db *DB) readQueryRow(ctx context.Context, tx *roTx, query string, args ...any) *sql.Row {
	st := db.readStmt(ctx, query, tx != nil)
	switch {
	case st == nil && tx == nil:
		return db.reader.QueryRowContext(ctx, query, args...)
	case st == nil:
		return tx.QueryRowContext(ctx, query, args...)
	case tx == nil:
		return st.QueryRowContext(ctx, args...)
	}
	return tx.stmt(ctx, st).QueryRowContext(ctx, args...)
}

// closeStmts releases the prepared statements (before the pools close).
func (db *DB) closeStmts() error {
	c := &db.cache
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	var first error
	for q, st := range c.stmts {
		if err := st.Close(); err != nil && first == nil {
			first = err
		}
		delete(c.stmts, q)
	}
	return first
}

// readTx is a read transaction (from beginRead) whose queries use the
// prepared statements; it is a querier.
type readTx struct {
	db *DB
	tx *roTx
}

func (r readTx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if r.tx == nil {
		return r.db.reader.ExecContext(ctx, query, args...)
	}
	return r.tx.ExecContext(ctx, query, args...)
}

func (r readTx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return r.db.readQuery(ctx, r.tx, query, args...)
}

func (r readTx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	return r.db.readQueryRow(ctx, r.tx, query, args...)
}

// A readTx without tx reads outside any transaction (each query its own
// snapshot), prepared.

// txStmts prepares each distinct statement once per write transaction, so
// that the many rows of one transaction (a bulk search batch) are bound
// to a plan instead of parsed afresh.
type txStmts struct {
	ctx   context.Context
	tx    *sql.Tx
	stmts map[string]*sql.Stmt
	multi map[multiKey]string
	// shared, when set, holds statements prepared on the writer pool
	// (kept across transactions); missed collects the texts it lacked.
	shared *searchWriter
	missed []string
	// sets tells whether searches' sources are stored as sets (sourceSet:
	// the group-commit writer's; a bulk run's searches keep rows of their
	// own); known are sets committed earlier, created those this
	// transaction inserted.
	sets           bool
	known, created []sourceSet
}

// multiKey names a multi-row INSERT: its head and the number of rows.
type multiKey struct {
	head string
	n    int
}

func newTxStmts(ctx context.Context, tx *sql.Tx) *txStmts {
	return &txStmts{ctx: ctx, tx: tx, stmts: map[string]*sql.Stmt{}, multi: map[multiKey]string{}}
}

// values returns head followed by n copies of row separated by commas (a
// multi-row INSERT), built once per transaction for each head and n.
func (s *txStmts) values(head, row string, n int) string {
	k := multiKey{head, n}
	if q, ok := s.multi[k]; ok {
		return q
	}
	var b strings.Builder
	b.Grow(len(head) + n*(len(row)+1))
	b.WriteString(head)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(row)
	}
	q := b.String()
	s.multi[k] = q
	return q
}

func (s *txStmts) exec(query string, args ...any) (sql.Result, error) {
	st := s.stmts[query]
	if st == nil && s.shared != nil {
		if p := s.shared.stmt(query); p != nil {
			st = s.tx.StmtContext(s.ctx, p)
			s.stmts[query] = st
		} else {
			s.missed = append(s.missed, query)
		}
	}
	if st == nil {
		var err error
		if st, err = s.tx.PrepareContext(s.ctx, query); err != nil {
			return nil, err
		}
		s.stmts[query] = st
	}
	return st.ExecContext(s.ctx, args...)
}

func (s *txStmts) close() {
	for _, st := range s.stmts {
		_ = st.Close()
	}
}
