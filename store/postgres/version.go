package postgres

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgconn/ctxwatch"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/durhist"
)

// Data versions. Statement triggers (migrations 00001, 00018, 00019) bump
// the account's data_versions in every transaction that changes an account's
// data — whichever gateway, migration or psql session makes it — so the
// new version commits atomically with the change, and announce the
// account on the channel screengate_data when the transaction commits.
//
// Shared replies (service.AccountDataVersioner) read the caller's
// account's version with one primary-key lookup before serving: a reply
// is kept under the version read before it was built (its data is at
// least that new) and served only while the version is unchanged, so no
// gateway ever serves a reply older than a change committed before the
// request began — including a change made through another gateway a
// moment earlier, whose notification may still be on its way (LISTEN
// delivery is asynchronous, so notifications alone cannot promise "the
// very next read"). The notifications serve what may lag: they drop every
// gateway's remembered authentications at once when accounts, users or
// credentials change (instead of after the cache's TTL), and they are
// counted for /metrics.
//
// Versions per account, not one for the whole database: a bumped row is
// locked from the bump to the commit, so writers that bump the same row
// take turns (measured in the package's BenchmarkVersionBump and quoted in
// the README); per account, writers of different accounts never wait for
// each other. Within an account (migration 00019) the version is the sum
// of a few rows: a writer bumps one no other transaction holds (FOR UPDATE
// SKIP LOCKED) and adds a row only when all are held, so writers of one
// account do not wait for each other either; readers sum the rows. Each
// commit that changed the account adds at least one to the sum, and
// transactions become visible in one order, so equal sums mean the same
// committed changes, as equal values of one row did.

var _ service.AccountDataVersioner = (*DB)(nil)

// AccountDataVersion implements service.AccountDataVersioner: the version
// of the account's data, plus the version of the shared data (account 0:
// the company registry).
//
// Concurrent calls for one account share their queries: a call sends its
// own query while fewer than versionReadsInFlight are in flight for the
// account, else it waits for the next one, which is sent after it arrived
// (a statement's snapshot is taken when it starts), so every caller still
// gets a version at least as new as every change committed before it
// asked — the guarantee of one query per call, at the cost of at most one
// query (usually a fraction of one) per burst of calls. Under load this
// removes most round trips from the read path of shared replies.
func (db *DB) AccountDataVersion(ctx context.Context, accountID int64) (uint64, bool) {
	return db.dv.reads.get(ctx, accountID)
}

// readAccountVersion is the query behind AccountDataVersion.
func (db *DB) readAccountVersion(ctx context.Context, accountID int64) (uint64, bool) {
	var v int64
	err := db.pool.QueryRow(ctx, versionQuery("$1"),
		accountID).Scan(&v)
	if err != nil {
		return 0, false
	}
	return uint64(v), true
}

// versionReads coalesces the version reads of each account.
type versionReads struct {
	ctx  context.Context // ends when the store closes
	read func(context.Context, int64) (uint64, bool)

	mu       sync.Mutex
	accounts map[int64]*accountReads // accounts with a read in flight

	waits durhist.Histogram // how long callers waited for their version
	reads durhist.Histogram // how long each query took
}

// DataVersionWaits returns the histogram of how long AccountDataVersion's
// callers waited (for /metrics): the bucket bounds, the cumulative count
// at each, the count of all and their sum.
func (db *DB) DataVersionWaits() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	return db.dv.reads.waits.Snapshot()
}

// DataVersionReads is the histogram of the version queries themselves
// (from sending one to its answer), as DataVersionWaits.
func (db *DB) DataVersionReads() (bounds []time.Duration, cumulative []uint64, count uint64, sum time.Duration) {
	return db.dv.reads.reads.Snapshot()
}

// accountReads is one account's reads in flight and the one queued after
// them (not yet sent: callers arriving now may still join it).
type accountReads struct {
	inFlight int
	next     *versionRead
}

type versionRead struct {
	done chan struct{} // closed when v and ok are set
	v    uint64
	ok   bool
}

// versionReadTimeout bounds one shared version read (its callers wait
// at most this long, or until their own context ends).
const versionReadTimeout = 10 * time.Second

// versionReadsInFlight is how many reads of one account may be in flight
// at once. A caller may only use a read sent after it arrived; with one
// read in flight at most, a caller arriving while one is in flight waits
// for the rest of it and then a whole second one (up to two round trips,
// and a round trip's tail on a busy machine is a PostgreSQL backend
// waiting for a CPU); with a few, it sends its own at once (one round
// trip), and callers arriving while all are in flight share the next.
const versionReadsInFlight = 3

func (g *versionReads) get(ctx context.Context, accountID int64) (uint64, bool) {
	start := time.Now()
	defer func() { g.waits.Observe(time.Since(start)) }()
	g.mu.Lock()
	a := g.accounts[accountID]
	if a == nil {
		a = &accountReads{}
		g.accounts[accountID] = a
	}
	r := a.next
	if r == nil {
		r = &versionRead{done: make(chan struct{})}
		if a.inFlight < versionReadsInFlight {
			a.inFlight++
			go g.run(accountID, a, r)
		} else {
			a.next = r
		}
	}
	g.mu.Unlock()
	select {
	case <-r.done:
		return r.v, r.ok
	case <-ctx.Done():
		return 0, false
	}
}

// run sends read r, then the reads queued meanwhile, until none is queued.
func (g *versionReads) run(accountID int64, a *accountReads, r *versionRead) {
	for r != nil {
		ctx, cancel := context.WithTimeout(g.ctx, versionReadTimeout)
		start := time.Now()
		r.v, r.ok = g.read(ctx, accountID)
		g.reads.Observe(time.Since(start))
		cancel()
		close(r.done)
		g.mu.Lock()
		r, a.next = a.next, nil
		if r == nil {
			if a.inFlight--; a.inFlight == 0 {
				delete(g.accounts, accountID)
			}
		}
		g.mu.Unlock()
	}
}

// OnChange registers fn to be called (on the listener's goroutine) with
// the table and account id of every committed change announced by any
// gateway (account 0: shared data). After the listener lost its
// connection fn is called with table "" (anything may have changed).
func (db *DB) OnChange(fn func(table string, accountID int64)) {
	db.dv.mu.Lock()
	defer db.dv.mu.Unlock()
	db.dv.subs = append(db.dv.subs, fn)
}

// Notifications returns how many change notifications this process has
// received (for /metrics), and whether the listener is connected now.
func (db *DB) Notifications() (n uint64, listening bool) {
	return db.dv.received.Load(), db.dv.connected.Load()
}

// versions is the LISTEN side: one dedicated connection waiting for
// notifications, reconnecting after failures.
type versions struct {
	pool      *pgxpool.Pool
	cancel    context.CancelFunc
	done      chan struct{}
	received  atomic.Uint64
	connected atomic.Bool

	mu   sync.Mutex
	subs []func(string, int64)

	reads versionReads // AccountDataVersion's shared reads
}

const notifyChannel = "screengate_data"

func startVersions(db *DB) *versions {
	ctx, cancel := context.WithCancel(context.Background())
	v := &versions{pool: db.pool, cancel: cancel, done: make(chan struct{})}
	v.reads = versionReads{ctx: ctx, read: db.readAccountVersion, accounts: map[int64]*accountReads{}}
	go v.run(ctx)
	return v
}

func (v *versions) stop() {
	v.cancel()
	<-v.done
}

// run listens until ctx ends, reconnecting with a growing pause (at most
// 5 s) after a failure. While it is not listening nothing is lost but
// promptness: shared replies never depend on it.
func (v *versions) run(ctx context.Context) {
	defer close(v.done)
	pause := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := v.listen(ctx)
		v.connected.Store(false)
		if ctx.Err() != nil || err == nil {
			return
		}
		// A change may have been missed while disconnected: tell every
		// subscriber that anything may have changed.
		v.notify("", -1)
		select {
		case <-ctx.Done():
			return
		case <-time.After(pause):
		}
		pause = min(2*pause, 5*time.Second)
	}
}

func (v *versions) listen(ctx context.Context) error {
	// A connection of its own, outside the pool (a LISTENing session must
	// not serve queries for others), with pgx's default context handling:
	// the pool's (cancelRequestHandler) would, when stop cancels the wait
	// for a notification, send a cancel request an idle session ignores,
	// then wait cancelDeadline before closing.
	cfg := v.pool.Config().ConnConfig.Copy()
	cfg.BuildContextWatcherHandler = func(pc *pgconn.PgConn) ctxwatch.Handler {
		return &pgconn.DeadlineContextWatcherHandler{Conn: pc.Conn()}
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+notifyChannel); err != nil {
		return err
	}
	v.connected.Store(true)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			if errors.Is(err, context.Canceled) {
				return nil
			}
			return err
		}
		v.received.Add(1)
		table, account, _ := strings.Cut(n.Payload, ":")
		id, err := strconv.ParseInt(account, 10, 64)
		if err != nil {
			table, id = "", -1
		}
		v.notify(table, id)
	}
}

func (v *versions) notify(table string, account int64) {
	v.mu.Lock()
	subs := v.subs
	v.mu.Unlock()
	for _, fn := range subs {
		fn(table, account)
	}
}
