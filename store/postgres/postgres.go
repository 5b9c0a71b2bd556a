// Package postgres implements service.Store on PostgreSQL (pgx v5 through
// its own pool, pgxpool), for installations that run several stateless
// gateways on one database: schema migrations with goose (under an
// advisory lock, refusing a binary older than the schema), the queries
// behind every operation, the backend-neutral data-set loader, and the
// data versions that keep every gateway's shared replies and caches fresh.
//
// Isolation (service.Store's contract): transactions run at READ
// COMMITTED; every read-then-write locks the row that orders it first
// (the account row for renewals, the search row for notes) and reads what
// it decides on after the lock is held; unique constraints decide races
// of creation; dataset loads hold a transaction advisory lock.
//
// Storage conventions: timestamptz; money bigint ten-thousandths (never
// below zero); user ids uuid; lower-cased *_key columns (Unicode-aware,
// lower-cased in Go as on SQLite) for case-insensitive matching.
package postgres

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgconn/ctxwatch"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/groupcommit"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// Options configures [Open].
type Options struct {
	// Now returns the current time (default time.Now).
	Now func() time.Time
	// MaxConns bounds the pool (default: the DSN's pool_max_conns, else
	// DefaultMaxConns).
	MaxConns int32
	// NoMigrate skips applying migrations (the database must already be
	// at this binary's version).
	NoMigrate bool
}

// DB is a PostgreSQL-backed [service.Store]. It is safe for concurrent use
// by any number of goroutines and processes.
type DB struct {
	pool *pgxpool.Pool
	now  func() time.Time
	dv   *versions // data versions (version.go)
	dbs  dbsCache  // DBS positions and counts by version (dbspage.go)
	// results holds answers by account data version (resultcache.go).
	results resultCache
	trips   *roundTrips // statements sent (trace.go)
	// creates is CreateSearch's group commit (groupcommit.go).
	creates *groupcommit.Queue[*createReq]
	// sets are the stored source sets by content (sourcesets.go).
	sets sourceSets
}

var _ service.Store = (*DB)(nil)

// IsDSN reports whether s names a PostgreSQL database (a postgres:// or
// postgresql:// URL).
func IsDSN(s string) bool {
	return strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://")
}

// Open connects to the database of dsn (a postgres:// URL; pgx's pool
// parameters such as pool_max_conns are honoured), applies the pending
// migrations (under goose's advisory lock, so that gateways starting
// together migrate once) and starts listening for data changes.
func Open(ctx context.Context, dsn string, opts Options) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	if opts.MaxConns > 0 {
		cfg.MaxConns = opts.MaxConns
	} else if !strings.Contains(dsn, "pool_max_conns") {
		cfg.MaxConns = DefaultMaxConns()
	}
	cfg.MaxConnIdleTime = 5 * time.Minute
	// No JIT compilation (unless the DSN asks for it): screengate's
	// statements are short index lookups and range scans, for which
	// PostgreSQL's JIT costs tens of milliseconds whenever a plan's cost
	// estimate passes jit_above_cost — as a generic plan's guesses (and
	// a count over a million rows) do — and saves nothing.
	if _, set := cfg.ConnConfig.RuntimeParams["jit"]; !set {
		cfg.ConnConfig.RuntimeParams["jit"] = "off"
	}
	// A cancelled context (a client that went away mid-request) cancels
	// the statement with a PostgreSQL cancel request instead of closing
	// the connection (pgx's default): the connection then stays in the
	// pool, where closing it would cost a new backend, its start-up and
	// its statement cache on the next acquire — under load, in the tail
	// of other requests (a benchmark's clients all leave at once).
	cfg.ConnConfig.BuildContextWatcherHandler = cancelRequestHandler
	// Every statement is prepared once per connection and cached by text
	// (pgx's default mode); the SQL here has a bounded set of texts.
	trips := &roundTrips{}
	cfg.ConnConfig.Tracer = trips
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	db := &DB{pool: pool, now: opts.Now, trips: trips}
	db.creates = newSearchWriters(db)
	if db.now == nil {
		db.now = time.Now
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	if !opts.NoMigrate {
		if err := db.migrate(ctx); err != nil {
			pool.Close()
			return nil, err
		}
	}
	if err := db.checkVersion(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	db.dv = startVersions(db)
	return db, nil
}

// Cancelling a statement (cancelRequestHandler): the cancel request is
// sent only if the statement is still running cancelDelay after its
// context ended (most statements end sooner, and then nothing is sent:
// a cancel request is a new connection to the server), and the
// connection is closed (pgx's default at once) only if the server has
// not answered cancelDeadline after the context ended.
const (
	cancelDelay    = 20 * time.Millisecond
	cancelDeadline = 5 * time.Second
)

// cancelRequestHandler is the pool connections' context watcher handler:
// a cancel request, then the connection's deadline as the fallback.
func cancelRequestHandler(pc *pgconn.PgConn) ctxwatch.Handler {
	return &pgconn.CancelRequestContextWatcherHandler{Conn: pc, CancelRequestDelay: cancelDelay, DeadlineDelay: cancelDeadline}
}

// DefaultMaxConns is the pool's size unless the DSN or Options set it:
// 4 connections per CPU the gateway may use (GOMAXPROCS), at least 8.
//
// Each connection is a PostgreSQL backend, and a gateway under load keeps
// every connection of its pool busy. A short statement costs the database
// about the CPU the gateway spends on its request (a random deep DBS
// page: ~150 µs each), so a few statements in flight per gateway CPU keep
// both sides busy; more only queue as runnable backends on the database's
// CPUs — on one machine beside the gateway, which woke them. With 32 (the
// former default) for 32 clients, the bench host's CPU 0 held up to 16
// runnable backends beside the gateway, goroutines waited over 10 ms for
// a CPU in up to 29% of wake-ups (at most 0.6% with 8) and random DBS
// pages had a long tail (docs/choices.md, "PostgreSQL pool size"). The
// requests the database cannot run yet wait in pgxpool's FIFO queue.
func DefaultMaxConns() int32 { return int32(max(8, 4*runtime.GOMAXPROCS(0))) }

// Close stops the listener and closes the pool.
func (db *DB) Close() error {
	db.creates.Close()
	if db.dv != nil {
		db.dv.stop()
	}
	db.pool.Close()
	return nil
}

// Ping checks that the database is reachable.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.pool.Ping(ctx); err != nil {
		return fmt.Errorf("postgres: ping: %w", err)
	}
	return nil
}

// Pool returns the connection pool (for metrics).
func (db *DB) Pool() *pgxpool.Pool { return db.pool }

// --- migrations --------------------------------------------------------------

// migrationLockID is the advisory lock goose takes while migrating (any
// constant unique to screengate).
const migrationLockID = 0x5c_4e_e6_a7_e0_00_00_01

func (db *DB) provider(sqlDB *sql.DB) (*goose.Provider, error) {
	sub, err := fs.Sub(migrationFS, "migrations")
	if err != nil {
		return nil, fmt.Errorf("postgres: migrations: %w", err)
	}
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockID(migrationLockID))
	if err != nil {
		return nil, fmt.Errorf("postgres: migration lock: %w", err)
	}
	p, err := goose.NewProvider(goose.DialectPostgres, sqlDB, sub, goose.WithSessionLocker(locker),
		goose.WithDisableGlobalRegistry(true))
	if err != nil {
		return nil, fmt.Errorf("postgres: migrations: %w", err)
	}
	return p, nil
}

// migrate applies the pending migrations, each in its own transaction,
// while holding goose's session advisory lock: gateways that start at the
// same moment wait for the first, then find nothing to do. A database
// already migrated past this binary is refused before anything runs.
func (db *DB) migrate(ctx context.Context) error {
	sqlDB := stdlib.OpenDBFromPool(db.pool)
	defer sqlDB.Close()
	p, err := db.provider(sqlDB)
	if err != nil {
		return err
	}
	if err := refuseNewer(ctx, p); err != nil {
		return err
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("postgres: migrate: %w", err)
	}
	return nil
}

// checkVersion refuses a database whose schema is newer than this binary
// (a rolling deploy whose new gateways migrated first: the old ones must
// not write to a schema they do not know).
func (db *DB) checkVersion(ctx context.Context) error {
	sqlDB := stdlib.OpenDBFromPool(db.pool)
	defer sqlDB.Close()
	p, err := db.provider(sqlDB)
	if err != nil {
		return err
	}
	return refuseNewer(ctx, p)
}

// ErrSchemaNewer is returned by Open when the database was migrated by a
// newer screengate.
var ErrSchemaNewer = errors.New("postgres: the database schema is newer than this binary; upgrade screengate")

func refuseNewer(ctx context.Context, p *goose.Provider) error {
	current, err := p.GetDBVersion(ctx)
	if err != nil {
		if errors.Is(err, goose.ErrVersionNotFound) {
			return nil // a fresh database
		}
		return fmt.Errorf("postgres: schema version: %w", err)
	}
	var known int64
	for _, s := range p.ListSources() {
		known = max(known, s.Version)
	}
	if current > known {
		return fmt.Errorf("%w (database at version %d, this binary knows up to %d)", ErrSchemaNewer, current, known)
	}
	return nil
}

// Migrations returns the applied migration versions, in order.
func (db *DB) Migrations(ctx context.Context) ([]int64, error) {
	sqlDB := stdlib.OpenDBFromPool(db.pool)
	defer sqlDB.Close()
	p, err := db.provider(sqlDB)
	if err != nil {
		return nil, err
	}
	st, err := p.Status(ctx)
	if err != nil {
		return nil, fmt.Errorf("postgres: migrations: %w", err)
	}
	var out []int64
	for _, s := range st {
		if s.State == goose.StateApplied {
			out = append(out, s.Source.Version)
		}
	}
	return out, nil
}

// --- transactions --------------------------------------------------------------

// inTx runs fn in a READ COMMITTED transaction and commits if it returns
// nil.
func (db *DB) inTx(ctx context.Context, fn func(tx pgx.Tx) error) error {
	return db.runTx(ctx, pgx.TxOptions{}, fn)
}

// inReadTx runs fn in a REPEATABLE READ, READ ONLY transaction: one
// snapshot for methods that run several queries.
func (db *DB) inReadTx(ctx context.Context, fn func(tx pgx.Tx) error) error {
	return db.runTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, fn)
}

// rollbackTimeout bounds the ROLLBACK of a failed transaction.
const rollbackTimeout = 5 * time.Second

// runTx runs fn in a transaction of opts and commits if it returns nil
// and ctx has not ended. Unlike pgx.BeginTxFunc, which rolls back with
// ctx — when ctx has ended that fails before anything is sent and pgx
// closes the connection — a transaction is rolled back with a context
// of its own, so that a client going away does not cost the pool its
// connection (see cancelRequestHandler).
func (db *DB) runTx(ctx context.Context, opts pgx.TxOptions, fn func(tx pgx.Tx) error) (err error) {
	tx, err := db.pool.BeginTx(ctx, opts)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), rollbackTimeout)
			defer cancel()
			_ = tx.Rollback(rctx) // after a failed COMMIT: pgx.ErrTxClosed
		}
	}()
	if err := fn(tx); err != nil {
		return err
	}
	// COMMIT with an ended ctx would fail unsent and close the
	// connection: roll back instead (the caller gets ctx's error).
	if err := ctx.Err(); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// querier is what the query helpers need from the pool and a transaction.
type querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// --- errors ----------------------------------------------------------------------

// formatError turns driver errors into domain errors: unique violations
// become service.ErrConflict, foreign-key violations and missing rows
// service.ErrNotFound; op names the failing operation.
func formatError(op string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("postgres: %s: %w", op, service.ErrNotFound)
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case "23505": // unique_violation
			return fmt.Errorf("postgres: %s: %w (%w)", op, service.ErrConflict, err)
		case "23503": // foreign_key_violation
			return fmt.Errorf("postgres: %s: %w (%w)", op, service.ErrNotFound, err)
		}
	}
	return fmt.Errorf("postgres: %s: %w", op, err)
}

// --- values ------------------------------------------------------------------------

// Conventions shared with store/sqlite (store/internal/sqlutil).
var (
	toUnits         = sqlutil.ToUnits
	fromUnits       = sqlutil.FromUnits
	key             = sqlutil.Key
	containsPattern = sqlutil.ContainsPattern
	limitOf         = sqlutil.LimitOf
)

// utc is t in UTC (pgx returns timestamptz in the local zone).
func utc(t time.Time) time.Time { return t.UTC() }

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// --- WHERE builder -------------------------------------------------------------------

// where accumulates AND-ed conditions and their numbered arguments.
type where struct {
	conds []string
	args  []any
}

// arg adds an argument and returns its placeholder ($n).
func (w *where) arg(v any) string {
	w.args = append(w.args, v)
	return "$" + strconv.Itoa(len(w.args))
}

func (w *where) add(cond string) { w.conds = append(w.conds, cond) }

// scope adds the account and owner conditions of s; prefix qualifies the
// columns (e.g. "c."). Owners are one array argument, so the statement
// text does not depend on their number.
func (w *where) scope(prefix string, s service.Scope) {
	w.add(prefix + "account_id = " + w.arg(s.AccountID))
	if s.Owners == nil {
		return
	}
	keys := make([]string, 0, len(s.Owners))
	for _, o := range s.Owners {
		keys = append(keys, key(o))
	}
	w.add(prefix + "owner_key = ANY(" + w.arg(keys) + ")")
}

func (w *where) String() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}

// collectRows reads every row with scan, into a non-nil slice.
func collectRows[T any](rows pgx.Rows, err error, op string, scan func(pgx.Rows, *T) error) ([]T, error) {
	if err != nil {
		return nil, formatError(op, err)
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		var v T
		if err := scan(rows, &v); err != nil {
			return nil, formatError(op, err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError(op, err)
	}
	return out, nil
}
