// Package sqlite implements service.Store on SQLite (modernc.org/sqlite,
// pure Go): schema migrations, the queries behind every operation, and the
// deterministic demo data set.
//
// One *sql.DB with a single connection does every write (transactions begin
// IMMEDIATE, so writers never deadlock and are serialized), and a second
// pool of read-only connections serves reads concurrently (WAL lets them run
// beside the writer). The SQL is kept portable: ? placeholders, standard
// types, RETURNING and ON CONFLICT in forms PostgreSQL accepts, no JSON1.
//
// Storage conventions: times are TEXT in UTC, "2006-01-02T15:04:05.000000Z"
// (fixed width, so they compare as strings); money is INTEGER
// ten-thousandths of the account's currency; GUIDs are TEXT, hyphenated and
// lower-case; user names used for matching (owners, logins) are kept in an
// extra lower-cased *_key column.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"modernc.org/sqlite"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// Options configures [Open].
type Options struct {
	// Now returns the current time (default time.Now). It dates the
	// migrations and the demo data set.
	Now func() time.Time
	// ReadConns is the size of the reader pool (default 4). In-memory
	// databases use a single connection for everything.
	ReadConns int
	// CheckpointCommand, when set, returns a new command for a process
	// that calls ServeCheckpoints on its standard input and output (the
	// screengate binary's own); a file database then checkpoints its WAL
	// in that process, so that the passes' blocking file calls do not
	// stop the caller's goroutines (checkpointproc.go). Nil, or a process
	// that fails, checkpoints in-process.
	CheckpointCommand func() *exec.Cmd
	// CheckpointerFailed, when set, is told why the checkpoint process
	// could not start or stopped working (the store checkpoints
	// in-process from then on).
	CheckpointerFailed func(error)
	// CheckpointerTimeout bounds the wait for the checkpoint process's
	// answer to one command (default 2 minutes: a pass copies at most a
	// few thousand pages, so a process this slow is stuck); past it the
	// process is stopped and the store checkpoints in-process.
	CheckpointerTimeout time.Duration
}

// commonPragmas are the options of every connection to the database.
const commonPragmas = "_pragma=busy_timeout(10000)&_pragma=foreign_keys(ON)"

// DB is a SQLite-backed [service.Store]. It is safe for concurrent use.
type DB struct {
	writer *sql.DB
	reader *sql.DB // == writer for in-memory databases
	now    func() time.Time
	stmts  stmts
	gate   *readGate   // admits read transactions in arrival order
	pages  pageCache   // DBS counts and page positions (dbspage.go)
	cache  stmtCache   // prepared read statements by text (stmtcache.go)
	result resultCache // exact answers by data version (resultcache.go)
	// builds admits one DBS position index build at a time, and
	// pauseBuilds says whether a build may give its place at the gate
	// back between its parts (dbspage.go: not when the reader pool has a
	// single connection, which the paused build would keep).
	builds      chan struct{}
	pauseBuilds bool
	// wal maps the WAL index of a file database (nil otherwise), and known
	// holds the versions last read with the header they were read under
	// (resultcache.go).
	wal   *walWatch
	known [3]atomic.Pointer[knownVersion]
	// creates is CreateSearch's group-commit writer (groupcommit.go).
	creates *searchWriter
	// ckpt checkpoints the WAL of a file database (checkpoint.go); walHold
	// is taken by each group-commit transaction and by ckpt to restart the
	// WAL between two of them.
	ckpt    *checkpointer
	walHold sync.Mutex
}

var _ service.Store = (*DB)(nil)

// stmts are the statements of the authentication path, prepared once on the
// reader pool.
type stmts struct {
	credential *sql.Stmt
	account    *sql.Stmt
	userByID   *sql.Stmt
	userByName *sql.Stmt
}

// Open opens (creating if needed) the database at path, or a private
// in-memory database when path is ":memory:", and applies the pending
// migrations.
func Open(ctx context.Context, path string, opts Options) (*DB, error) {
	if path == "" {
		return nil, errors.New("sqlite: empty database path")
	}
	db := &DB{now: opts.Now}
	db.creates = newSearchWriter(db)
	if db.now == nil {
		db.now = time.Now
	}
	readConns := opts.ReadConns
	if readConns <= 0 {
		readConns = 4
	}
	var err error
	if path == ":memory:" {
		// One connection: every pool connection to ":memory:" would be a
		// separate database.
		db.writer, err = sql.Open("sqlite", ":memory:?"+commonPragmas+"&_txlock=immediate")
		if err != nil {
			return nil, fmt.Errorf("sqlite: open: %w", err)
		}
		db.writer.SetMaxOpenConns(1)
		db.writer.SetMaxIdleConns(1)
		db.writer.SetConnMaxLifetime(0)
		db.writer.SetConnMaxIdleTime(0)
		db.reader = db.writer
		readConns = 1
	} else {
		// The file holds the server secret, key HMACs, password hashes and
		// every tenant's data: create it readable by its owner only.
		// SQLite gives the -wal and -shm files the database file's mode.
		if err := createPrivate(path); err != nil {
			return nil, fmt.Errorf("sqlite: create %s: %w", path, err)
		}
		name := fileName(path)
		// temp_store(MEMORY): every insert into a table with a version
		// trigger runs under a statement journal, which SQLite otherwise
		// keeps in a temporary file — one pwrite per page a statement
		// first touches, about a seventh of a bulk search's CPU time. The
		// writer's statements touch few pages each, so the journal stays
		// small in memory.
		db.writer, err = sql.Open("sqlite", name+"?"+commonPragmas+
			"&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=temp_store(MEMORY)"+
			"&_pragma=wal_autocheckpoint("+strconv.Itoa(writerCheckpointFrames)+")"+
			"&_txlock=immediate") // checkpoints: checkpoint.go
		if err != nil {
			return nil, fmt.Errorf("sqlite: open writer: %w", err)
		}
		db.writer.SetMaxOpenConns(1)
		db.writer.SetMaxIdleConns(1)
		db.writer.SetConnMaxLifetime(0)
		db.writer.SetConnMaxIdleTime(0)
		// The writer creates the file and switches it to WAL before any
		// reader opens it read-only.
		if err := db.writer.PingContext(ctx); err != nil {
			_ = db.writer.Close()
			return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
		}
		db.reader, err = sql.Open("sqlite", name+"?mode=ro&"+commonPragmas)
		if err != nil {
			_ = db.writer.Close()
			return nil, fmt.Errorf("sqlite: open reader: %w", err)
		}
		db.reader.SetMaxOpenConns(readConns)
		db.reader.SetMaxIdleConns(readConns)
		db.reader.SetConnMaxLifetime(0)
		db.reader.SetConnMaxIdleTime(0)
	}
	// No more read transactions under way than the runtime runs at once:
	// reading is CPU work (pure Go), so more would only take turns on the
	// same CPUs, and SQLite's page cache has one lock for all connections,
	// which a transaction descheduled while holding it keeps from all the
	// others (on one CPU with 4 under way, requests waited ~2 s in total
	// per second for it, the slowest 1.5 s).
	db.gate = newReadGate(min(readConns, max(1, runtime.GOMAXPROCS(0))))
	db.builds, db.pauseBuilds = make(chan struct{}, 1), readConns > 1
	if err := db.migrate(ctx); err != nil {
		_ = db.Close()
		return nil, err
	}
	if err := db.prepare(ctx); err != nil {
		_ = db.Close()
		return nil, err
	}
	if path != ":memory:" {
		// Unmapped when db is unreachable, never under a late reader.
		db.wal = openWALWatch(path)
		db.wal.release(db)
		db.ckpt, err = startCheckpointer(ctx, path, db.wal, &db.walHold, opts)
		if err != nil {
			_ = db.Close()
			return nil, err
		}
	}
	return db, nil
}

// Close releases the statements and both pools.
func (db *DB) Close() error {
	errs := []error{db.creates.stop(), db.ckpt.stop(), db.closeStmts()}
	for _, s := range []*sql.Stmt{db.stmts.credential, db.stmts.account, db.stmts.userByID, db.stmts.userByName} {
		if s != nil {
			errs = append(errs, s.Close())
		}
	}
	if db.reader != nil && db.reader != db.writer {
		errs = append(errs, db.reader.Close())
	}
	if db.writer != nil {
		errs = append(errs, db.writer.Close())
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("sqlite: close: %w", err)
	}
	return nil
}

// Ping checks that both pools can reach the database.
func (db *DB) Ping(ctx context.Context) error {
	var one int
	if err := db.reader.QueryRowContext(ctx, "SELECT 1").Scan(&one); err != nil {
		return fmt.Errorf("sqlite: ping reader: %w", err)
	}
	if db.reader != db.writer {
		if err := db.writer.PingContext(ctx); err != nil {
			return fmt.Errorf("sqlite: ping writer: %w", err)
		}
	}
	return nil
}

// migrate applies the embedded migrations not yet recorded in
// schema_migrations, in name order, one transaction each.
func (db *DB) migrate(ctx context.Context) error {
	if _, err := db.writer.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    TEXT PRIMARY KEY,
		applied_at TEXT NOT NULL
	)`); err != nil {
		return fmt.Errorf("sqlite: create schema_migrations: %w", err)
	}
	names, err := fs.Glob(migrationFS, "migrations/*.sql")
	if err != nil {
		return fmt.Errorf("sqlite: list migrations: %w", err)
	}
	sort.Strings(names)
	if err := refuseNewer(ctx, db.writer, names); err != nil {
		return err
	}
	for _, name := range names {
		if err := db.migrateFile(ctx, name); err != nil {
			return err
		}
	}
	return nil
}

// ErrSchemaNewer is returned by Open when the database was migrated by a
// newer screengate: this binary would not know its schema.
var ErrSchemaNewer = errors.New("sqlite: the database schema is newer than this binary; upgrade screengate")

// refuseNewer fails when schema_migrations records a version this binary
// does not have.
func refuseNewer(ctx context.Context, q querier, names []string) error {
	known := map[string]bool{}
	for _, n := range names {
		known[strings.TrimSuffix(strings.TrimPrefix(n, "migrations/"), ".sql")] = true
	}
	rows, err := q.QueryContext(ctx, "SELECT version FROM schema_migrations")
	if err != nil {
		return fmt.Errorf("sqlite: schema_migrations: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return fmt.Errorf("sqlite: schema_migrations: %w", err)
		}
		if !known[v] {
			return fmt.Errorf("%w (the database has migration %s)", ErrSchemaNewer, v)
		}
	}
	return rows.Err()
}

func (db *DB) migrateFile(ctx context.Context, name string) error {
	version := strings.TrimSuffix(strings.TrimPrefix(name, "migrations/"), ".sql")
	tx, err := db.writer.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", version, err)
	}
	defer func() { _ = tx.Rollback() }()
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM schema_migrations WHERE version = ?", version).Scan(&n); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", version, err)
	}
	if n > 0 {
		return nil
	}
	body, err := migrationFS.ReadFile(name)
	if err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", version, err)
	}
	if _, err := tx.ExecContext(ctx, string(body)); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", version, err)
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
		version, formatTime(db.now())); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", version, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", version, err)
	}
	return nil
}

// Migrations returns the versions recorded in schema_migrations, in order.
func (db *DB) Migrations(ctx context.Context) ([]string, error) {
	rows, err := db.reader.QueryContext(ctx, "SELECT version FROM schema_migrations ORDER BY version")
	if err != nil {
		return nil, fmt.Errorf("sqlite: migrations: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, fmt.Errorf("sqlite: migrations: %w", err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: migrations: %w", err)
	}
	return out, nil
}

// --- transactions ----------------------------------------------------------

// beginWrite starts a write transaction (BEGIN IMMEDIATE on the single
// writer connection).
func (db *DB) beginWrite(ctx context.Context) (*sql.Tx, error) {
	tx, err := db.writer.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("sqlite: begin: %w", err)
	}
	return tx, nil
}

// beginRead starts a read transaction: a consistent snapshot for methods
// that run several queries. It waits its turn at db.gate first, and holds
// its place there until Rollback (or Commit).
func (db *DB) beginRead(ctx context.Context) (*roTx, error) {
	if err := db.gate.enter(ctx); err != nil {
		return nil, fmt.Errorf("sqlite: begin read: %w", err)
	}
	tx, err := db.reader.BeginTx(short(ctx), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		db.gate.leave()
		return nil, fmt.Errorf("sqlite: begin read: %w", err)
	}
	return &roTx{Tx: tx, gate: db.gate}, nil
}

// short is ctx without its cancellation, for a statement known to be short
// (a few index seeks, a bounded number of rows): the driver watches a
// cancellable context with a goroutine per statement, which would cost
// more than being interrupted could save. On a busy CPU these goroutines,
// created and woken by the thousand per second (~9 per random DBS page),
// crowded the run queue: ~240 goroutines were runnable at any time, and
// the 99.9th percentile of the time one waited to run was 200 ms, for
// every goroutine of every request. (database/sql still starts one per
// transaction and per query inside one, whatever the context.)
func short(ctx context.Context) context.Context { return context.WithoutCancel(ctx) }

// readGate admits read transactions to the reader pool first come, first
// served, a few at a time. database/sql hands a connection given back to a
// random one of the requests waiting for it (its waiters are a map), so
// when more requests than connections are under way (32 clients, 4
// connections) some wait turn after turn while later ones go first. Here a
// place given back goes to the longest waiting request, and the pool
// itself rarely has anyone waiting (only the queries outside
// transactions, which do not pass the gate, can fill it).
type readGate struct {
	mu      sync.Mutex
	free    int             // places free
	waiting []chan struct{} // closed when handed a place, in arrival order
}

func newReadGate(places int) *readGate { return &readGate{free: places} }

// enter waits for a place (or for ctx to end).
func (g *readGate) enter(ctx context.Context) error {
	g.mu.Lock()
	if g.free > 0 {
		g.free--
		g.mu.Unlock()
		return nil
	}
	ch := make(chan struct{})
	g.waiting = append(g.waiting, ch)
	g.mu.Unlock()
	select {
	case <-ch:
		return nil
	case <-ctx.Done():
	}
	g.mu.Lock()
	if i := slices.Index(g.waiting, ch); i >= 0 {
		g.waiting = slices.Delete(g.waiting, i, i+1)
		g.mu.Unlock()
		return ctx.Err()
	}
	g.mu.Unlock()
	g.leave() // handed a place meanwhile: pass it on
	return ctx.Err()
}

// leave gives a place back, to the longest waiting enter if any.
func (g *readGate) leave() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.waiting) == 0 {
		g.free++
		return
	}
	close(g.waiting[0])
	g.waiting[0] = nil
	g.waiting = g.waiting[1:]
}

// roTx is a read transaction from beginRead: an *sql.Tx that gives its
// place at the gate back when it ends (after its connection is back in
// the pool, so that the next transaction finds it there).
type roTx struct {
	*sql.Tx
	gate *readGate
	done atomic.Bool
	away bool // paused: its place at the gate given back

	mu    sync.Mutex
	stmts map[*sql.Stmt]*sql.Stmt // the transaction's copies of prepared statements (stmt)
}

// stmt returns the transaction's copy of the prepared statement st, made
// once per transaction. Each Tx.StmtContext makes a new copy, which
// database/sql keeps, registered as a dependency of st, until the
// transaction ends (and the set it is registered in never shrinks): a
// transaction that ran one statement thousands of times, as a position
// index build does (a query per point), held thousands of copies, ~2 MB
// of a million-row list's build, and left st's set that large.
func (t *roTx) stmt(ctx context.Context, st *sql.Stmt) *sql.Stmt {
	t.mu.Lock()
	defer t.mu.Unlock()
	if c, ok := t.stmts[st]; ok {
		return c
	}
	c := t.Tx.StmtContext(ctx, st)
	if t.stmts == nil {
		t.stmts = map[*sql.Stmt]*sql.Stmt{}
	}
	t.stmts[st] = c
	return c
}

// pause gives the transaction's place at the gate back, keeping its
// snapshot and its connection, so that a long read (a position index
// build) lets the others through between its parts; resume waits for a
// place again. The caller must hold no statement open meanwhile, and make
// sure that the connection it keeps cannot be the one a request at the
// gate needs (DB.pauseBuilds).
func (t *roTx) pause() {
	if !t.away {
		t.away = true
		t.gate.leave()
	}
}

func (t *roTx) resume(ctx context.Context) error {
	if !t.away {
		return nil
	}
	if err := t.gate.enter(ctx); err != nil {
		return err
	}
	t.away = false
	return nil
}

// Rollback ends the transaction and leaves the gate.
func (t *roTx) Rollback() error {
	err := t.Tx.Rollback()
	t.leave()
	return err
}

// Commit ends the transaction and leaves the gate.
func (t *roTx) Commit() error {
	err := t.Tx.Commit()
	t.leave()
	return err
}

func (t *roTx) leave() {
	if t.done.CompareAndSwap(false, true) && !t.away {
		t.gate.leave()
	}
}

// querier is what the query helpers need from *sql.DB and *sql.Tx.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// --- errors ----------------------------------------------------------------

// SQLite extended result codes mapped to domain errors.
const (
	sqliteConstraintPrimaryKey = 1555
	sqliteConstraintUnique     = 2067
	sqliteConstraintForeignKey = 787
)

// formatError turns driver errors into domain errors: unique and primary-key
// violations become service.ErrConflict, a foreign-key failure or a missing
// row service.ErrNotFound; op names the failing operation.
func formatError(op string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("sqlite: %s: %w", op, service.ErrNotFound)
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() {
		case sqliteConstraintUnique, sqliteConstraintPrimaryKey:
			return fmt.Errorf("sqlite: %s: %w (%w)", op, service.ErrConflict, err)
		case sqliteConstraintForeignKey:
			return fmt.Errorf("sqlite: %s: %w (%w)", op, service.ErrNotFound, err)
		}
	}
	return fmt.Errorf("sqlite: %s: %w", op, err)
}

// --- value conversions -----------------------------------------------------

// timeLayout is the stored form of every time: UTC, fixed width.
const timeLayout = "2006-01-02T15:04:05.000000Z"

// formatTime is t.UTC().Format(timeLayout), without the layout's parse
// (a stored search formats three or more times, a tenth of the group
// commit's Go instructions before); years outside 0-9999, which Format
// writes wider, go to Format.
func formatTime(t time.Time) string {
	t = t.UTC()
	year, month, day := t.Date()
	if year < 0 || year > 9999 {
		return t.Format(timeLayout)
	}
	hour, minute, sec := t.Clock()
	var b [len(timeLayout)]byte
	put := func(at, v, width int) {
		for i := at + width - 1; i >= at; i-- {
			b[i] = byte('0' + v%10)
			v /= 10
		}
	}
	put(0, year, 4)
	put(5, int(month), 2)
	put(8, day, 2)
	put(11, hour, 2)
	put(14, minute, 2)
	put(17, sec, 2)
	put(20, t.Nanosecond()/1000, 6) // truncated, as Format's .000000
	b[4], b[7], b[10], b[13], b[16], b[19], b[26] = '-', '-', 'T', ':', ':', '.', 'Z'
	return string(b[:])
}

func parseTime(s string) (time.Time, error) {
	if t, ok := parseTimeFast(s); ok {
		return t, nil
	}
	t, err := time.Parse(timeLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("stored time %q: %w", s, err)
	}
	return t, nil
}

// parseTimeFast is time.Parse(timeLayout, s) for a well-formed s (every
// field in range), a few times faster; anything else is left to
// time.Parse (ok false).
func parseTimeFast(s string) (t time.Time, ok bool) {
	if len(s) != len(timeLayout) || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' ||
		s[19] != '.' || s[26] != 'Z' {
		return time.Time{}, false
	}
	num := func(from, to int) int {
		n := 0
		for i := from; i < to; i++ {
			c := s[i]
			if c < '0' || c > '9' {
				return -1
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	year, month, day := num(0, 4), num(5, 7), num(8, 10)
	hour, minute, sec, micro := num(11, 13), num(14, 16), num(17, 19), num(20, 26)
	if year < 0 || month < 1 || month > 12 || day < 1 || day > 28 && day > daysIn(time.Month(month), year) ||
		hour < 0 || hour > 23 || minute < 0 || minute > 59 || sec < 0 || sec > 59 || micro < 0 {
		return time.Time{}, false
	}
	return time.Date(year, time.Month(month), day, hour, minute, sec, micro*1000, time.UTC), true
}

// daysIn is the number of days of month m of year.
func daysIn(m time.Month, year int) int {
	return time.Date(year, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

func formatTimePtr(t *time.Time) sql.NullString {
	if t == nil {
		return sql.NullString{}
	}
	return sql.NullString{String: formatTime(*t), Valid: true}
}

func parseTimePtr(s sql.NullString) (*time.Time, error) {
	if !s.Valid {
		return nil, nil
	}
	t, err := parseTime(s.String)
	if err != nil {
		return nil, err
	}
	return &t, nil
}

func nullInt64(p *int64) sql.NullInt64 {
	if p == nil {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: *p, Valid: true}
}

func nullInt32(p *int32) sql.NullInt64 {
	if p == nil {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: int64(*p), Valid: true}
}

func nullBool(p *bool) sql.NullBool {
	if p == nil {
		return sql.NullBool{}
	}
	return sql.NullBool{Bool: *p, Valid: true}
}

func int64Ptr(n sql.NullInt64) *int64 {
	if !n.Valid {
		return nil
	}
	v := n.Int64
	return &v
}

func int32Ptr(n sql.NullInt64) *int32 {
	if !n.Valid {
		return nil
	}
	v := int32(n.Int64)
	return &v
}

func boolPtr(b sql.NullBool) *bool {
	if !b.Valid {
		return nil
	}
	v := b.Bool
	return &v
}

// Conventions shared with store/postgres (store/internal/sqlutil).
var (
	toUnits         = sqlutil.ToUnits
	fromUnits       = sqlutil.FromUnits
	key             = sqlutil.Key
	escapeLike      = sqlutil.EscapeLike
	containsPattern = sqlutil.ContainsPattern
	limitOf         = sqlutil.LimitOf
	distinct        = sqlutil.Distinct
	nextRenewal     = sqlutil.NextRenewal
	listOrder       = sqlutil.ListOrder
	unresolvedOf    = sqlutil.Unresolved
)

// --- WHERE builder ---------------------------------------------------------

// where accumulates AND-ed conditions and their arguments.
type where struct {
	conds []string
	args  []any
}

func (w *where) add(cond string, args ...any) {
	w.conds = append(w.conds, cond)
	w.args = append(w.args, args...)
}

// scope adds the account and owner conditions of s; prefix qualifies the
// columns (e.g. "c.").
func (w *where) scope(prefix string, s service.Scope) {
	w.add(prefix+"account_id = ?", s.AccountID)
	if s.Owners == nil {
		return
	}
	if len(s.Owners) == 0 {
		w.add("1 = 0")
		return
	}
	seen := make(map[string]bool, len(s.Owners))
	ph := make([]string, 0, len(s.Owners))
	var args []any
	for _, o := range s.Owners {
		k := key(o)
		if seen[k] {
			continue
		}
		seen[k] = true
		ph = append(ph, "?")
		args = append(args, k)
	}
	w.add(prefix+"owner_key IN ("+strings.Join(ph, ", ")+")", args...)
}

// in adds "col IN (...)" for ids; no ids matches nothing.
func (w *where) in(col string, ids []int64) {
	if len(ids) == 0 {
		w.add("1 = 0")
		return
	}
	ph := make([]string, len(ids))
	for i, id := range ids {
		ph[i] = "?"
		w.args = append(w.args, id)
	}
	w.conds = append(w.conds, col+" IN ("+strings.Join(ph, ", ")+")")
}

func (w *where) String() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}

// dir is the SQL direction keyword.
func dir(desc bool) string {
	if desc {
		return "DESC"
	}
	return "ASC"
}

// placeholders returns "?, ?, ..." with n marks.
func placeholders(n int) string {
	if n <= 0 {
		return ""
	}
	return strings.Repeat("?, ", n-1) + "?"
}

// createPrivate creates an empty file at path with mode 0600 unless a file
// is there already (SQLite then makes it a database; an existing file
// keeps its mode: see [InsecureMode]).
func createPrivate(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return f.Close()
}

// InsecureMode reports the files of the database at path (the file and its
// -wal and -shm) that group or others may read or write, with their modes,
// for a warning at start.
func InsecureMode(path string) map[string]fs.FileMode {
	out := map[string]fs.FileMode{}
	if path == ":memory:" {
		return out
	}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		if st, err := os.Stat(p); err == nil && st.Mode().Perm()&0o077 != 0 {
			out[p] = st.Mode().Perm()
		}
	}
	return out
}

// fileName is the driver's name of the database file at path.
func fileName(path string) string {
	return "file:" + strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(path)
}
