package postgres

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/screengate/screengate/service"
)

// Deep DBS pages. OFFSET n walks n index entries, so a page near the end
// of a million-row list costs tens of milliseconds of PostgreSQL time. A
// deep page is instead found from a position index: the sort key of every
// stride-th row of the list (dbsStrideFor; one walk of the list's index, the first
// time it is asked for deeply), kept by this gateway for the account's
// data version (AccountDataVersion) it was built at. A page then starts
// with an index seek to the nearest position before it and skips fewer
// than a stride of index entries. Each page query also returns the account's current
// version: if it moved since the positions were built (a write committed
// meanwhile), the page is read again the plain way, so a page is never
// built from positions of other data. Counts are kept by version too.

const (
	dbsStrideMin    = 16    // rows between two remembered positions: at least
	dbsStrideMax    = 64    // and at most (a page skips 32 index entries on average)
	dbsMaxPositions = 16384 // positions a list gets (between those bounds)
	dbsDeep         = 512   // offsets from here on use positions
	dbsBuildBatch   = 512   // positions read per round trip while building
	dbsCacheLists   = 64    // lists with positions kept (then it starts over)
	dbsCacheCounts  = 1024  // counts kept (then it starts over)
	dbsCachePages   = 1024  // pages kept (then it starts over)
	dbsCacheAsked   = 8192  // deep pages remembered as asked once (then it starts over)
)

// dbsOrdering is an ordering as a lead column and tail columns sharing one
// direction (every ordering ends with id).
type dbsOrdering struct {
	lead     string
	leadDesc bool
	tail     []string
	tailDesc bool
}

func dbsOrderingOf(f service.DbsSortField, desc bool) (dbsOrdering, error) {
	switch f {
	case service.DbsSortStatus, "":
		return dbsOrdering{"status_rank", desc, []string{"date_searched", "id"}, true}, nil
	case service.DbsSortName:
		return dbsOrdering{"name_key", desc, []string{"id"}, desc}, nil
	case service.DbsSortDate:
		return dbsOrdering{"date_searched", desc, []string{"id"}, desc}, nil
	case service.DbsSortDateUpdated:
		return dbsOrdering{"date_updated", desc, []string{"id"}, desc}, nil
	case service.DbsSortReference:
		return dbsOrdering{"reference", desc, []string{"id"}, desc}, nil
	}
	return dbsOrdering{}, fmt.Errorf("postgres: unknown DBS sort field %q", f)
}

func word(desc bool) string {
	if desc {
		return " DESC"
	}
	return " ASC"
}

func (o dbsOrdering) orderBy() string { return o.orderByOf("") }

// orderByOf is the ORDER BY list with columns qualified by prefix.
func (o dbsOrdering) orderByOf(prefix string) string {
	var b strings.Builder
	b.WriteString(prefix + o.lead + word(o.leadDesc))
	for _, c := range o.tail {
		b.WriteString(", " + prefix + c + word(o.tailDesc))
	}
	return b.String()
}

func (o dbsOrdering) tailOrder() string {
	parts := make([]string, len(o.tail))
	for i, c := range o.tail {
		parts[i] = c + word(o.tailDesc)
	}
	return strings.Join(parts, ", ")
}

func (o dbsOrdering) keyColumns() string { return o.lead + ", " + strings.Join(o.tail, ", ") }

// dbsKey is the sort key of a row: the lead value and the tail values.
type dbsKey []any

// appendKey appends the encoding of key to b: per value a tag and its
// bytes. Positions are kept encoded, one byte slice per list, so that the
// garbage collector has no pointers to scan in them (boxed values would
// cost every collection a walk over tens of thousands of them).
func appendKey(b []byte, key dbsKey) ([]byte, error) {
	for _, v := range key {
		switch v := v.(type) {
		case int32:
			b = binary.AppendVarint(append(b, 'i'), int64(v))
		case int64:
			b = binary.AppendVarint(append(b, 'l'), v)
		case time.Time:
			b = binary.AppendVarint(append(b, 't'), v.UnixMicro())
		case string:
			b = append(binary.AppendUvarint(append(b, 's'), uint64(len(v))), v...)
		default:
			return nil, fmt.Errorf("postgres: DBS positions: unexpected key value %T", v)
		}
	}
	return b, nil
}

// decodeKey decodes what appendKey appended.
func decodeKey(b []byte) dbsKey {
	var key dbsKey
	for len(b) > 0 {
		tag := b[0]
		b = b[1:]
		if tag == 's' {
			l, n := binary.Uvarint(b)
			key, b = append(key, string(b[n:n+int(l)])), b[n+int(l):]
			continue
		}
		v, n := binary.Varint(b)
		b = b[n:]
		switch tag {
		case 'i':
			key = append(key, int32(v))
		case 'l':
			key = append(key, v)
		case 't':
			key = append(key, time.UnixMicro(v).UTC())
		}
	}
	return key
}

// dbsPositions is the position index of one list at one version.
type dbsPositions struct {
	version uint64
	stride  int
	data    []byte  // the keys of rows 0, stride, 2*stride, … (appendKey)
	ends    []int32 // ends[i] is where key i ends in data
	// queries are the texts of the list's deep page statement
	// (deepDbsQuery), by whether a page stays in one lead value: they
	// depend on the list and ordering only, which the positions are of.
	queries [2]atomic.Pointer[string]
}

func (p *dbsPositions) len() int { return len(p.ends) }

// key is the key of row i*stride.
func (p *dbsPositions) key(i int) dbsKey {
	start := int32(0)
	if i > 0 {
		start = p.ends[i-1]
	}
	return decodeKey(p.data[start:p.ends[i]])
}

// dbsStrideFor is the stride of a list of total rows: short lists (a
// name filter's matches, which a page may have to walk many index entries
// to step over) get positions close together; a million rows get one
// every 61st, about 400 kilobytes. Each entry a page skips costs
// PostgreSQL about a quarter of a microsecond (an index tuple read and
// deformed: pgbench, OFFSET 0 against OFFSET 120), so a page from a
// million rows skips 30 on average rather than 64 (a stride of 128).
func dbsStrideFor(total int) int {
	return min(max(total/dbsMaxPositions, dbsStrideMin), dbsStrideMax)
}

type dbsCache struct {
	mu       sync.Mutex
	lists    map[string]*dbsPositions
	building map[string]chan struct{}
	counts   map[string]dbsCount
	pages    map[string]dbsPage
	// asked holds the hashes of the deep pages read once and not kept
	// (putRepeatedPage).
	asked map[uint64]struct{}
	seed  maphash.Seed
}

// dbsPage is a page read in a snapshot at one account data version.
type dbsPage struct {
	version uint64
	rows    []service.DbsSearchShort // never modified: callers get copies
	total   int
}

// page returns a copy of the page kept for k at version v.
func (c *dbsCache) page(k string, v uint64) ([]service.DbsSearchShort, int, bool) {
	c.mu.Lock()
	p, ok := c.pages[k]
	c.mu.Unlock()
	if !ok || p.version != v {
		return nil, 0, false
	}
	return slices.Clone(p.rows), p.total, true
}

// putPage keeps a copy of rows as the page k at version v (unless a page
// of a newer version is kept).
func (c *dbsCache) putPage(k string, v uint64, rows []service.DbsSearchShort, total int) {
	kept := slices.Clone(rows)
	c.mu.Lock()
	defer c.mu.Unlock()
	if p, ok := c.pages[k]; ok && p.version > v {
		return
	}
	if c.pages == nil || len(c.pages) >= dbsCachePages {
		c.pages = map[string]dbsPage{}
	}
	c.pages[k] = dbsPage{v, kept, total}
}

type dbsCount struct {
	version uint64
	n       int64
}

func (c *dbsCache) count(k string, v uint64) (int64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.counts[k]
	return e.n, ok && e.version == v
}

func (c *dbsCache) putCount(k string, v uint64, n int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.counts == nil || len(c.counts) >= dbsCacheCounts {
		c.counts = map[string]dbsCount{}
	}
	c.counts[k] = dbsCount{v, n}
}

// putRepeatedPage keeps a copy of rows as the deep page k at version v
// when k was asked for before (since the last start over of the pages
// asked once); the first time it only remembers k's hash. A random page
// of a long list (one of a million) is rarely asked for twice: copying
// each into the pages kept, where the next thousand push it out unread,
// was a fifth of the bytes a random deep page allocated (more garbage
// collections). A page asked for again is kept from its second read on.
func (c *dbsCache) putRepeatedPage(k string, v uint64, rows []service.DbsSearchShort, total int) {
	c.mu.Lock()
	if c.asked == nil || len(c.asked) >= dbsCacheAsked {
		if c.asked == nil {
			c.seed = maphash.MakeSeed()
		}
		c.asked = make(map[uint64]struct{}, dbsCacheAsked)
	}
	h := maphash.String(c.seed, k)
	_, again := c.asked[h]
	if !again {
		c.asked[h] = struct{}{}
	}
	c.mu.Unlock()
	if again {
		c.putPage(k, v, rows, total)
	}
}

// hasPage reports whether a page is kept for k (at any version).
func (c *dbsCache) hasPage(k string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.pages[k]
	return ok
}

// latest returns the position index kept for list k (at whatever version)
// and the count kept for countKey at that version; ok is false without
// both.
func (c *dbsCache) latest(k, countKey string) (*dbsPositions, int64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.lists[k]
	if !ok {
		return nil, 0, false
	}
	n, ok := c.counts[countKey]
	if !ok || n.version != p.version {
		return nil, 0, false
	}
	return p, n.n, true
}

// positions returns the position index of list k at version v, building
// it (once, whoever asks at the same time) with build. The index built
// is kept under the version of its own snapshot, which may be newer than
// v (a write committed meanwhile): callers check the version they get.
func (c *dbsCache) positions(ctx context.Context, k string, v uint64, build func() (*dbsPositions, error)) (*dbsPositions, error) {
	waited := false
	for {
		c.mu.Lock()
		if p, ok := c.lists[k]; ok && (p.version == v || waited) {
			c.mu.Unlock()
			return p, nil
		}
		if wait, ok := c.building[k]; ok && !waited {
			c.mu.Unlock()
			select {
			case <-wait:
				waited = true
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		if c.building == nil {
			c.building = map[string]chan struct{}{}
		}
		done := make(chan struct{})
		c.building[k] = done
		c.mu.Unlock()
		p, err := build()
		c.mu.Lock()
		delete(c.building, k)
		close(done)
		if err == nil {
			if c.lists == nil || len(c.lists) >= dbsCacheLists {
				c.lists = map[string]*dbsPositions{}
			}
			c.lists[k] = p
		}
		c.mu.Unlock()
		return p, err
	}
}

// cacheKey identifies a filter (and an ordering) by its SQL and arguments.
func cacheKey(w *where, extra string) string {
	var b strings.Builder
	b.WriteString(w.String())
	for _, a := range w.args {
		b.WriteByte(0)
		switch a := a.(type) {
		case int64:
			b.WriteString("l" + strconv.FormatInt(a, 10))
		case int:
			b.WriteString("i" + strconv.Itoa(a))
		case bool:
			b.WriteString("b" + strconv.FormatBool(a))
		case string:
			b.WriteString("s" + strconv.Quote(a))
		case []string:
			b.WriteString("a")
			for _, s := range a {
				b.WriteString(strconv.Quote(s))
			}
		case time.Time:
			b.WriteString("t" + strconv.FormatInt(a.UnixNano(), 10))
		default:
			fmt.Fprintf(&b, "%T:%#v", a, a)
		}
	}
	b.WriteString("\x00" + extra)
	return b.String()
}

// dbsListPositions returns the position index of the list of w in
// ordering o at version v (total rows), building it when this gateway has
// none at v.
func (db *DB) dbsListPositions(ctx context.Context, accountID int64, w *where, o dbsOrdering, v uint64, total int) (*dbsPositions, error) {
	return db.dbs.positions(ctx, cacheKey(w, o.orderBy()), v, func() (*dbsPositions, error) {
		return db.buildDbsPositions(ctx, accountID, w, o, dbsStrideFor(total))
	})
}

// deepDbsPage reads the page at offset (>= dbsDeep) of the list of w in
// ordering o from its positions pos. ok is false when the page must be
// read the plain way: the account's data version, read in the page's
// snapshot, is not the positions' (the data changed under them).
func (db *DB) deepDbsPage(ctx context.Context, f service.DbsFilter, w *where, o dbsOrdering, pos *dbsPositions, offset, limit int) ([]service.DbsSearchShort, bool, error) {
	query, args := deepDbsQuery(f, w, o, pos, offset, limit)
	// The statement's plan does not depend on its arguments (index seeks
	// in the ordering's index, LIMITs of at most a stride and a page), so
	// it is run with its generic plan: PostgreSQL would otherwise plan it
	// again on every call (its LIMITs are arguments), which costs more than
	// running it. The setting is local to the transaction, and the
	// statements of a batch up to its one Sync are one transaction (the
	// extended query protocol's implicit transaction; no BEGIN and COMMIT
	// to send and run): set_config, then the page, in one round trip.
	// set_config rather than SET LOCAL, which outside BEGIN warns (in
	// the server's log) though it works.
	var b pgx.Batch
	if f.Name == "" {
		// A name pattern is the one argument whose value decides the plan
		// (a trigram index for a rare pattern, the ordering's index for a
		// common one): those pages keep their custom plans.
		b.Queue("SELECT set_config('plan_cache_mode', 'force_generic_plan', true)")
	}
	var now int64
	var out []service.DbsSearchShort
	b.Queue(query, args...).Query(func(rows pgx.Rows) error {
		var err error
		out, err = scanDbsPage(rows, nil)(&now)
		return err
	})
	if err := db.pool.SendBatch(ctx, &b).Close(); err != nil {
		return nil, false, formatError("list DBS searches", err)
	}
	if uint64(now) != pos.version {
		return nil, false, nil
	}
	return out, true, nil
}

// deepDbsQuery is deepDbsPage's statement and its arguments: the account's
// data version, then the page's rows (one row of NULLs when empty). The
// statement's text is built once per list and kept with its positions
// (building it was an eighth of the bytes a random deep page allocated);
// the arguments are then the list's, the anchor's key, the skip and
// limit, and the account, in the order buildDeepDbsQuery numbers them.
func deepDbsQuery(f service.DbsFilter, w *where, o dbsOrdering, pos *dbsPositions, offset, limit int) (string, []any) {
	i := offset / pos.stride
	if i >= pos.len() {
		i = pos.len() - 1
	}
	anchor := pos.key(i)
	skip := offset - i*pos.stride
	oneLead := dbsOneLead(o, pos, anchor, offset, limit)
	kept := &pos.queries[0]
	if oneLead {
		kept = &pos.queries[1]
	}
	args := make([]any, 0, len(w.args)+len(anchor)+4)
	args = append(append(args, w.args...), anchor...)
	if len(w.conds) != 1 || (o.leadDesc != o.tailDesc && !oneLead) {
		args = append(args, skip+limit)
	}
	args = append(args, skip, limit, f.Scope.AccountID)
	if q := kept.Load(); q != nil {
		return *q, args
	}
	query, built := buildDeepDbsQuery(f, w, o, anchor, skip, limit, oneLead)
	// Kept once its arguments are seen to be in that order (they are:
	// TestDeepDbsQueryArgs); a list's first deep page only, so the
	// reflection is not per call ([]string arguments are not comparable).
	if reflect.DeepEqual(built, args) {
		kept.Store(&query)
	}
	return query, built
}

// dbsOneLead reports whether every row from anchor (the key of the
// position before offset) to the page's last one has the anchor's lead
// value, when the ordering's lead and tail directions differ (the
// two-scan form, below): the first position after the page's last row
// has it too (the list is in lead order).
func dbsOneLead(o dbsOrdering, pos *dbsPositions, anchor dbsKey, offset, limit int) bool {
	if o.leadDesc == o.tailDesc {
		return false
	}
	m := (offset+limit-1)/pos.stride + 1
	return m < pos.len() && pos.key(m)[0] == anchor[0]
}

// buildDeepDbsQuery builds deepDbsQuery's statement and arguments.
func buildDeepDbsQuery(f service.DbsFilter, w *where, o dbsOrdering, anchor dbsKey, skip, limit int, oneLead bool) (string, []any) {
	pw := *w
	pw.args = append([]any(nil), w.args...)
	tailOp, leadOp := ">=", ">"
	if o.tailDesc {
		tailOp = "<="
	}
	if o.leadDesc {
		leadOp = "<"
	}
	lead := pw.arg(anchor[0])
	tails := make([]string, len(o.tail))
	for j := range o.tail {
		tails[j] = pw.arg(anchor[1+j])
	}
	keys := o.keyColumns()
	// In the two-scan form (below), when oneLead (dbsOneLead) the first
	// scan alone holds the page (all but the pages that reach a new
	// status rank).
	// from is the list's rows at or after the key (lead, tails...) in
	// ordering o, selecting cols (plus the lead column as sort_lead in the
	// two-scan form), in order, at most n of them, then outer (an OFFSET
	// and LIMIT of those; " LIMIT n" when empty). When the lead and tail
	// columns share a direction that is one row comparison, one index
	// range scan; otherwise (status ascending: rank ascending, ties newest
	// first) it is those with the key's lead value and a tail at or after
	// its tail, then those with a later lead value — two index range
	// scans, each bounded by n, merged in order (the second must find its
	// first row before the page is known, which in a filtered list may
	// walk past many rows that do not match).
	from := func(cols, lead string, tails []string, n, outer string) string {
		if outer == "" {
			outer = ` LIMIT ` + n
		}
		if o.leadDesc == o.tailDesc {
			return `SELECT ` + cols + ` FROM dbs_searches` + pw.String() + ` AND (` + keys + `) ` + tailOp + ` (` + lead + `, ` +
				strings.Join(tails, ", ") + `) ORDER BY ` + o.orderBy() + outer
		}
		cond1 := pw.String() + " AND " + o.lead + " = " + lead + " AND (" + strings.Join(o.tail, ", ") + ") " + tailOp +
			" (" + strings.Join(tails, ", ") + ")"
		if oneLead {
			return `SELECT ` + cols + ` FROM dbs_searches` + cond1 + ` ORDER BY ` + o.orderBy() + outer
		}
		cond2 := pw.String() + " AND " + o.lead + " " + leadOp + " " + lead
		sorted := dbsOrdering{"sort_lead", o.leadDesc, o.tail, o.tailDesc}
		return `SELECT ` + cols + ` FROM (
			(SELECT ` + cols + `, ` + o.lead + ` AS sort_lead FROM dbs_searches` + cond1 + ` ORDER BY ` + o.orderBy() + ` LIMIT ` + n + `)
			UNION ALL
			(SELECT ` + cols + `, ` + o.lead + ` AS sort_lead FROM dbs_searches` + cond2 + ` ORDER BY ` + o.orderBy() + ` LIMIT ` + n + `)
		) u ORDER BY ` + sorted.orderBy() + outer
	}
	var page string
	if len(w.conds) == 1 {
		// The whole account's list (no filter, no owners): the ordering's
		// index holds every row of it in order, with every column of a
		// page (migration 00021), so the page is one index-only range
		// scan from the anchor: skip entries, then limit rows — no table
		// row is read.
		n := "" // the two-scan form's bound on each scan
		if o.leadDesc != o.tailDesc && !oneLead {
			n = pw.arg(skip + limit)
		}
		page = `WITH page AS (` + from(dbsColumns, lead, tails, n, ` OFFSET `+pw.arg(skip)+` LIMIT `+pw.arg(limit)) + `)`
	} else {
		// The rows skipped are read from the ordering's index alone (an
		// index-only scan of the key columns, unless a filter needs a
		// column the index lacks); only the page's own rows are read from
		// the table, each by its primary key (OFFSET 0 keeps that a nested
		// loop whatever the generic plan guesses of the number of keys): a
		// scan of the index from the page's first key would read every
		// row between the page's rows that the filter leaves out.
		k := `SELECT ` + keys + ` FROM (` + from(keys, lead, tails, pw.arg(skip+limit), "") + `) a ORDER BY ` + o.orderBy() +
			` OFFSET ` + pw.arg(skip) + ` LIMIT ` + pw.arg(limit)
		page = `WITH k AS (` + k + `),
			page AS (SELECT d.* FROM k, LATERAL (SELECT ` + dbsColumns + ` FROM dbs_searches d
				WHERE d.id = k.id OFFSET 0) d ORDER BY ` + o.orderByOf("k.") + `)`
	}
	query := page + `
		SELECT (` + versionQuery(pw.arg(f.Scope.AccountID)) + `), page.* FROM (SELECT 1) one LEFT JOIN page ON true`
	return query, pw.args
}

// buildDbsPositions walks the list's index once and keeps the key of every
// stride-th row. The walk stays in the database: a cursor over the list,
// read with FETCH 1 / MOVE stride-1 pairs, dbsBuildBatch pairs to a round
// trip, so only the positions cross the wire (not a million keys). The
// positions are kept under the account data version of the walk's own
// snapshot (one REPEATABLE READ transaction), whatever version the caller
// read before.
func (db *DB) buildDbsPositions(ctx context.Context, accountID int64, w *where, o dbsOrdering, stride int) (*dbsPositions, error) {
	p := &dbsPositions{stride: stride}
	// One cursor name per key columns: FETCH statements are prepared and
	// cached by text, and a cached FETCH's row description is its
	// columns'.
	cursor := "dbs_positions_" + o.lead
	fetch, move := "FETCH 1 FROM "+cursor, "MOVE "+strconv.Itoa(stride-1)+" FROM "+cursor
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		var v int64
		if err := tx.QueryRow(ctx, versionQuery("$1"), accountID).Scan(&v); err != nil {
			return err
		}
		p.version = uint64(v)
		if _, err := tx.Exec(ctx, "DECLARE "+cursor+" NO SCROLL CURSOR FOR SELECT "+o.keyColumns()+
			" FROM dbs_searches"+w.String()+" ORDER BY "+o.orderBy(), w.args...); err != nil {
			return err
		}
		for done := false; !done; {
			var b pgx.Batch
			for range dbsBuildBatch {
				b.Queue(fetch).Query(func(rows pgx.Rows) error {
					got := false
					for rows.Next() {
						vals, err := rows.Values()
						if err != nil {
							return err
						}
						if p.data, err = appendKey(p.data, vals); err != nil {
							return err
						}
						p.ends, got = append(p.ends, int32(len(p.data))), true
					}
					done = done || !got
					return rows.Err()
				})
				b.Queue(move)
			}
			if err := tx.SendBatch(ctx, &b).Close(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, formatError("DBS positions", err)
	}
	if p.len() == 0 {
		return nil, fmt.Errorf("postgres: DBS positions: empty list")
	}
	return p, nil
}

// scanDbsPage reads "head values, DBS columns" rows (one row of NULLs for
// an empty page) into the page, the head values into heads.
//
// The DBS columns are decoded from their binary wire format here (int8,
// timestamptz, bool, text: decodeDbsRow): pgx's generic scan into the
// nullable destinations the empty-page row needs allocates per column and
// was a third of a deep page's gateway CPU. A column in another format
// or type falls back to pgx's scan.
func scanDbsPage(rows pgx.Rows, err error) func(heads ...*int64) ([]service.DbsSearchShort, error) {
	return func(heads ...*int64) ([]service.DbsSearchShort, error) {
		if err != nil {
			return nil, formatError("list DBS searches", err)
		}
		defer rows.Close()
		out := make([]service.DbsSearchShort, 0, 25)
		dest := make([]any, len(heads)+len(dbsWire))
		fast, checked := false, false
		for rows.Next() {
			if !checked {
				fast, checked = dbsWireMatches(rows.FieldDescriptions(), len(heads)), true
			}
			for i, h := range heads {
				dest[i] = h
			}
			if fast {
				raw := rows.RawValues()
				for i, h := range heads {
					if len(raw[i]) != 8 {
						return nil, fmt.Errorf("postgres: list DBS searches: unexpected head value")
					}
					*h = int64(binary.BigEndian.Uint64(raw[i]))
				}
				vals := raw[len(heads):]
				if vals[0] == nil {
					continue // an empty page
				}
				r, ok := decodeDbsRow(vals)
				if !ok {
					return nil, fmt.Errorf("postgres: list DBS searches: unexpected column value")
				}
				out = append(out, r)
				continue
			}
			var (
				id                                      *int64
				searched, updated                       *time.Time
				status, dstatus, level, name, reference *string
				a, b, c, d, e, due                      *bool
			)
			copy(dest[len(heads):], []any{&id, &searched, &updated, &status, &dstatus, &a, &b, &c, &d, &e, &level, &name, &reference, &due})
			if err := rows.Scan(dest...); err != nil {
				return nil, formatError("list DBS searches", err)
			}
			if id == nil {
				continue // an empty page
			}
			out = append(out, service.DbsSearchShort{ID: *id, DateSearched: searched.UTC(), DateUpdated: updated.UTC(),
				Status: *status, DisclosureStatus: *dstatus, IsApplicantInfoCompleted: *a, IsIDCheckCompleted: *b,
				IsApplicationCompleted: *c, IsApplicationSubmitted: *d, IsApplicationDisclosed: *e,
				DisclosureLevel: *level, Name: *name, Reference: *reference, IsDbsDueRenewal: *due})
		}
		if err := rows.Err(); err != nil {
			return nil, formatError("list DBS searches", err)
		}
		return out, nil
	}
}

// dbsWire is the type of each of dbsColumns on the wire.
var dbsWire = []uint32{pgtype.Int8OID, pgtype.TimestamptzOID, pgtype.TimestamptzOID, pgtype.TextOID, pgtype.TextOID,
	pgtype.BoolOID, pgtype.BoolOID, pgtype.BoolOID, pgtype.BoolOID, pgtype.BoolOID, pgtype.TextOID, pgtype.TextOID,
	pgtype.TextOID, pgtype.BoolOID}

// dbsWireMatches reports whether the columns are skip binary int8 heads,
// then dbsColumns in the binary format (text columns in either: they are
// the same bytes).
func dbsWireMatches(fds []pgconn.FieldDescription, skip int) bool {
	if len(fds) != skip+len(dbsWire) {
		return false
	}
	for _, fd := range fds[:skip] {
		if fd.DataTypeOID != pgtype.Int8OID || fd.Format != pgx.BinaryFormatCode {
			return false
		}
	}
	for i, oid := range dbsWire {
		fd := fds[skip+i]
		if fd.DataTypeOID != oid || (fd.Format != pgx.BinaryFormatCode && oid != pgtype.TextOID) {
			return false
		}
	}
	return true
}

// pgEpochMicros is 2000-01-01 00:00:00 UTC (PostgreSQL's timestamp epoch)
// in Unix microseconds.
const pgEpochMicros = 946684800 * 1_000_000

// decodeDbsRow decodes the binary values of dbsColumns (none NULL: the
// columns are NOT NULL).
func decodeDbsRow(v [][]byte) (service.DbsSearchShort, bool) {
	for _, b := range v {
		if b == nil {
			return service.DbsSearchShort{}, false
		}
	}
	i8 := func(b []byte) (int64, bool) {
		if len(b) != 8 {
			return 0, false
		}
		return int64(binary.BigEndian.Uint64(b)), true
	}
	ts := func(b []byte) (time.Time, bool) {
		us, ok := i8(b)
		if !ok || us == math.MaxInt64 || us == math.MinInt64 { // ±infinity
			return time.Time{}, false
		}
		return time.UnixMicro(us + pgEpochMicros).UTC(), true
	}
	bl := func(b []byte) bool { return len(b) == 1 && b[0] != 0 }
	id, ok1 := i8(v[0])
	searched, ok2 := ts(v[1])
	updated, ok3 := ts(v[2])
	for _, i := range []int{5, 6, 7, 8, 9, 13} {
		if len(v[i]) != 1 {
			return service.DbsSearchShort{}, false
		}
	}
	return service.DbsSearchShort{ID: id, DateSearched: searched, DateUpdated: updated,
		Status: internDbs(v[3]), DisclosureStatus: internDbs(v[4]), IsApplicantInfoCompleted: bl(v[5]),
		IsIDCheckCompleted: bl(v[6]), IsApplicationCompleted: bl(v[7]), IsApplicationSubmitted: bl(v[8]),
		IsApplicationDisclosed: bl(v[9]), DisclosureLevel: internDbs(v[10]), Name: string(v[11]),
		Reference: string(v[12]), IsDbsDueRenewal: bl(v[13])}, ok1 && ok2 && ok3
}

// internDbs returns b as a string, without allocating for the values the
// status, disclosure status and level columns repeat.
func internDbs(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	for _, s := range service.DbsStatuses {
		if string(b) == s {
			return s
		}
	}
	return string(b)
}
