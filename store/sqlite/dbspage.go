package sqlite

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/screengate/screengate/service"
)

// DBS listing at scale. Two costs grow with the table, not the page: the
// exact totalCount (a scan of every matching row) and a deep page
// (OFFSET n steps over n rows). Both are avoided here without giving up
// exactness:
//
//   - totalCount of an unfiltered or boolean-only filtered list is summed
//     from dbs_search_counts (at most 32 rows per owner), kept exact by
//     triggers (migration 0002); other filters (name, dates) are counted
//     with COUNT(*); either way once per table version and filter.
//   - pages are found by keyset from the nearest known position: each page
//     read remembers the sort keys of its first and last rows, so "next"
//     links start with an index seek, and a long list gets a position
//     index (the key of every 32nd row), so that any page is a seek and
//     a few dozen index entries away; a page nearer an end than any known
//     position is read from there (backwards from the end).
//
// Cached counts and positions are keyed by table_versions.dbs_searches,
// read in the same snapshot as the rows (or, outside a transaction, by
// every statement: dbsVersionCheck), which triggers bump on every
// change to dbs_searches: they are never used for data they do not
// describe, whoever wrote it.

// dbsFlagsExpr is the flags value of a dbs_searches row in
// dbs_search_counts (migration 0002 spells it the same way).
const dbsFlagsExpr = `(CASE WHEN is_applicant_info_completed THEN 1 ELSE 0 END) + (CASE WHEN is_id_check_completed THEN 2 ELSE 0 END) +
	(CASE WHEN is_application_completed THEN 4 ELSE 0 END) + (CASE WHEN is_application_submitted THEN 8 ELSE 0 END) +
	(CASE WHEN is_application_disclosed THEN 16 ELSE 0 END)`

// rebuildDerived recomputes what triggers keep for tables (after a bulk load
// that ran without them) and bumps their versions.
func rebuildDerived(ctx context.Context, tx *sql.Tx, tables []string) error {
	for _, t := range tables {
		if t == "dbs_searches" {
			for _, q := range []string{
				"DELETE FROM dbs_search_counts",
				"INSERT INTO dbs_search_counts (account_id, owner_key, flags, n) SELECT account_id, owner_key, " + dbsFlagsExpr +
					", COUNT(*) FROM dbs_searches GROUP BY 1, 2, 3",
			} {
				if _, err := tx.ExecContext(ctx, q); err != nil {
					return formatError("rebuild DBS counts", err)
				}
			}
		}
		if t == "sanctions_searches" {
			for _, q := range []string{
				"DELETE FROM sanctions_search_counts",
				"INSERT INTO sanctions_search_counts (account_id, owner_key, flags, n) SELECT account_id, owner_key, " + searchCountFlags +
					", COUNT(*) FROM sanctions_searches GROUP BY 1, 2, 3",
			} {
				if _, err := tx.ExecContext(ctx, q); err != nil {
					return formatError("rebuild search counts", err)
				}
			}
		}
		if g := versionGroupOf(t); g != "" {
			if _, err := tx.ExecContext(ctx, "UPDATE table_versions SET version = version + 1 WHERE name = ?", g); err != nil {
				return formatError("bump version", err)
			}
		}
	}
	return nil
}

// dbsOrdering is a DBS ordering as a lead column and tail columns sharing
// one direction (every ordering ends with id).
type dbsOrdering struct {
	lead     string
	leadDesc bool
	tail     []string
	tailDesc bool
}

func dbsOrderingOf(f service.DbsSortField, desc bool) (dbsOrdering, error) {
	switch f {
	case service.DbsSortStatus, "":
		// Workflow order; ties newest first whatever the direction.
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
	return dbsOrdering{}, fmt.Errorf("sqlite: unknown DBS sort field %q", f)
}

// orderBy is the ORDER BY list, reversed when reverse is set.
func (o dbsOrdering) orderBy(reverse bool) string {
	var b strings.Builder
	b.WriteString(o.lead)
	b.WriteString(dirWord(o.leadDesc != reverse))
	for _, c := range o.tail {
		b.WriteString(", ")
		b.WriteString(c)
		b.WriteString(dirWord(o.tailDesc != reverse))
	}
	return b.String()
}

func dirWord(desc bool) string {
	if desc {
		return " DESC"
	}
	return " ASC"
}

// after is the condition "comes after cols = vals" for columns sharing the
// direction desc, as a row value (an index range, which SQLite seeks on
// its first column: see dbsAfterWith).
func after(cols []string, desc bool) string {
	op := " > "
	if desc {
		op = " < "
	}
	if len(cols) == 1 {
		return cols[0] + op + "?"
	}
	return "(" + strings.Join(cols, ", ") + ")" + op + "(" + placeholders(len(cols)) + ")"
}

// dbsKeyExtra is what a listed row's sort key needs beside the row: the
// status rank or the name key (for the orderings that lead with them).
type dbsKeyExtra struct {
	rank    int64
	nameKey string
}

// keyOf returns the values of o's columns (lead first) for the row s
// (whose times format back to their stored text).
func (o dbsOrdering) keyOf(s *service.DbsSearchShort, e dbsKeyExtra) []any {
	out := make([]any, 0, 1+len(o.tail))
	for _, c := range append([]string{o.lead}, o.tail...) {
		switch c {
		case "status_rank":
			out = append(out, e.rank)
		case "name_key":
			out = append(out, e.nameKey)
		case "date_searched":
			out = append(out, formatTime(s.DateSearched))
		case "date_updated":
			out = append(out, formatTime(s.DateUpdated))
		case "reference":
			out = append(out, s.Reference)
		case "id":
			out = append(out, s.ID)
		}
	}
	return out
}

// dbsPageColumns are the columns of a listed row, packed into three
// values: each value a row returns costs the driver three calls into
// SQLite (each taking the connection's mutex), a copy and two
// allocations, and database/sql a conversion, which for the nine values a
// row had was a third of the CPU of a random page. They are
//
//   - id;
//   - the six booleans as bit flags (dbsRowFlagsExpr), plus 64 times the
//     version of the data read (dbsVersionCheck; versions stay far below
//     2^57);
//   - the texts in one, built by one call of concat: the two times, which
//     are fixed-width (any value parseTime accepts is timeLayout long),
//     then status, disclosure_status, disclosure_level, name and
//     reference (and the name key, for the orderings that lead with it),
//     each but the first after a unit separator (dbsSep). A text that
//     holds a unit separator itself makes the value hold more of them
//     than that: such a row's texts are read again on their own
//     (parseDbsTexts, rereadDbsTexts). Nothing but the separators is
//     added to the texts, so SQLite converts no value to build it.
//
// The orderings that lead with the status rank read it as a fourth value
// (pageColumns).
const dbsPageColumns = "id, " + dbsRowFlagsExpr + " + 64 * " + dbsVersionExpr + ", concat(" + dbsPageTexts + ")"

// dbsSep separates the texts of a listed row (dbsPageColumns).
const dbsSep = "\x1f"

const dbsPageTexts = "date_searched, date_updated, status, '" + dbsSep + "', disclosure_status, '" + dbsSep +
	"', disclosure_level, '" + dbsSep + "', name, '" + dbsSep + "', reference"

// dbsRowFlagsExpr is the bit flags of a listed row's six booleans: the
// flags of dbsFlagsExpr, and 32 for is_dbs_due_renewal. It adds the
// booleans' values, times their bits, instead of testing each with a CASE:
// three VDBE operations a boolean instead of six, a sixth of the
// operations a listed row costs. The two agree because the columns hold 0
// or 1 only: every writer binds a Go bool, which the driver stores as the
// integer 0 or 1 (TestDbsRowFlagsExact checks every combination).
const dbsRowFlagsExpr = `is_applicant_info_completed + 2 * is_id_check_completed + 4 * is_application_completed +
	8 * is_application_submitted + 16 * is_application_disclosed + 32 * is_dbs_due_renewal`

// dbsVersionExpr is the version of the DBS data a statement reads (SQLite
// evaluates it once per statement).
const dbsVersionExpr = "(SELECT version FROM table_versions WHERE name = '" + versionDbs + "')"

// dbsVersionCheck checks that the statements of a page read outside a
// transaction (each then reads its own snapshot) all read the data of the
// version want, and therefore the same data: triggers move the version on
// with every change. A statement that returns no row cannot tell, and
// fails the check.
type dbsVersionCheck struct {
	want   int64
	failed bool
}

// saw notes a statement that returned n rows, the last of version v.
func (c *dbsVersionCheck) saw(n int, v int64) {
	if c != nil && (n == 0 || v != c.want) {
		c.failed = true
	}
}

// pageColumns are dbsPageColumns and the sort column of o that they lack.
func (o dbsOrdering) pageColumns() string {
	switch o.lead {
	case "status_rank":
		return dbsPageColumnsRank
	case "name_key":
		return dbsPageColumnsName
	}
	return dbsPageColumns
}

// dbsPageColumns with the status rank or the name key (built once: a page
// read is a few dozen allocations).
const (
	dbsPageColumnsRank = dbsPageColumns + ", status_rank"
	dbsPageColumnsName = "id, " + dbsRowFlagsExpr + " + 64 * " + dbsVersionExpr + ", concat(" + dbsPageTexts +
		", '" + dbsSep + "', name_key)"
)

// scanDbsRows appends the rows (of o.pageColumns()) to out, and the
// extras of their keys to *extra, noting their version in vc (nil: not
// checked). Each row is scanned in place, through one set of
// destinations. It returns the indexes in out of the rows whose texts
// must be read again (parseDbsTexts).
func scanDbsRows(rows *sql.Rows, o dbsOrdering, out []service.DbsSearchShort, extra *[]dbsKeyExtra, vc *dbsVersionCheck) ([]service.DbsSearchShort, []int, error) {
	defer rows.Close()
	var (
		texts          string
		flags, version int64
		e              dbsKeyExtra
		again          []int
	)
	n := len(out)
	dest := make([]any, 4)
	if o.lead == "status_rank" {
		dest[3] = &e.rank
	} else {
		dest = dest[:3]
	}
	for rows.Next() {
		out = append(out, service.DbsSearchShort{})
		s := &out[len(out)-1]
		dest[0], dest[1], dest[2] = &s.ID, &flags, &texts
		if err := rows.Scan(dest...); err != nil {
			return nil, nil, formatError("list DBS searches", err)
		}
		ok, err := parseDbsTexts(texts, o.lead == "name_key", s, &e)
		if err != nil {
			return nil, nil, fmt.Errorf("sqlite: DBS search %d: %w", s.ID, err)
		}
		if !ok {
			again = append(again, len(out)-1)
		}
		version = flags >> 6
		s.IsApplicantInfoCompleted, s.IsIDCheckCompleted = flags&1 != 0, flags&2 != 0
		s.IsApplicationCompleted, s.IsApplicationSubmitted = flags&4 != 0, flags&8 != 0
		s.IsApplicationDisclosed, s.IsDbsDueRenewal = flags&16 != 0, flags&32 != 0
		*extra = append(*extra, e)
	}
	if err := rows.Err(); err != nil {
		return nil, nil, formatError("list DBS searches", err)
	}
	vc.saw(len(out)-n, version) // one statement: one version
	return out, again, nil
}

// parseDbsTexts reads the texts of a listed row (dbsPageColumns) into s,
// and the name key into e when nameKey is set; the strings share t's
// memory. It reports false, leaving the texts but the times unset, when t
// holds more separators than the row has texts: one of them holds a
// separator itself, and which is unknown.
func parseDbsTexts(t string, nameKey bool, s *service.DbsSearchShort, e *dbsKeyExtra) (bool, error) {
	tl := len(timeLayout)
	if len(t) < 2*tl {
		return false, fmt.Errorf("stored times %q", t)
	}
	var err error
	if s.DateSearched, err = parseTime(t[:tl]); err != nil {
		return false, err
	}
	if s.DateUpdated, err = parseTime(t[tl : 2*tl]); err != nil {
		return false, err
	}
	fields := [6]*string{&s.Status, &s.DisclosureStatus, &s.DisclosureLevel, &s.Name, &s.Reference, &e.nameKey}
	last := 4
	if nameKey {
		last = 5
	}
	rest := t[2*tl:]
	for i := range last {
		j := strings.IndexByte(rest, dbsSep[0])
		if j < 0 {
			return false, fmt.Errorf("stored texts %q", t)
		}
		*fields[i], rest = rest[:j], rest[j+1:]
	}
	if strings.IndexByte(rest, dbsSep[0]) >= 0 {
		for _, f := range fields {
			*f = ""
		}
		return false, nil
	}
	*fields[last] = rest
	return true, nil
}

// rereadDbsTexts reads the texts of the rows of out at the indexes again,
// each with a query of its own (parseDbsTexts could not tell them apart),
// noting the version of the data in vc (nil: not checked).
func rereadDbsTexts(ctx context.Context, tx querier, out []service.DbsSearchShort, extra []dbsKeyExtra, again []int, vc *dbsVersionCheck) error {
	for _, i := range again {
		s := &out[i]
		var version int64
		if err := tx.QueryRowContext(ctx, "SELECT status, disclosure_status, disclosure_level, name, reference, name_key, "+
			dbsVersionExpr+" FROM dbs_searches WHERE id = ?", s.ID).Scan(&s.Status, &s.DisclosureStatus, &s.DisclosureLevel,
			&s.Name, &s.Reference, &extra[i].nameKey, &version); err != nil {
			return formatError("list DBS searches", err)
		}
		vc.saw(1, version)
	}
	return nil
}

// dbsCheckpoint is the sort key of the row at a position of a list.
type dbsCheckpoint struct {
	pos int
	key []any
}

// pageCache holds exact counts and known positions per table version.
type pageCache struct {
	mu         sync.Mutex
	version    int64
	counts     map[string]int
	points     map[string][]dbsCheckpoint // sorted by pos
	index      map[string]*dbsIndex       // position indexes of long lists
	indexBytes int                        // their size
	clock      uint64                     // index uses, for eviction
	building   map[string]*dbsBuild       // index builds under way
}

// dbsBuild is a position index build under way: the points read so far
// (which already serve the positions they cover) and the requests waiting
// for more.
type dbsBuild struct {
	x       *dbsIndex
	waiters []dbsWaiter
}

// dbsWaiter is a request waiting for a build to read point need (in the
// order it reads them); ch is closed then, or when the build ends.
type dbsWaiter struct {
	need int
	ch   chan struct{}
}

// wake closes the channels of the waiters whose point has been read (all
// of them when the build ends).
func (b *dbsBuild) wake(ended bool) {
	keep := b.waiters[:0]
	for _, w := range b.waiters {
		if ended || w.need < len(b.x.ends) {
			close(w.ch)
		} else {
			keep = append(keep, w)
		}
	}
	clear(b.waiters[len(keep):])
	b.waiters = keep
}

const (
	pageCacheMaxCounts = 1024
	pageCacheMaxLists  = 256
	pageCacheMaxPoints = 256
)

// sync moves the cache to version v (dropping everything of older
// versions) and reports whether v is the current version; a reader on an
// older snapshot neither reads nor fills the cache.
func (c *pageCache) sync(v int64) bool {
	if v > c.version || c.counts == nil {
		for _, b := range c.building { // their results would be dropped: do not keep anyone waiting
			b.wake(true)
		}
		c.version, c.counts, c.points = v, map[string]int{}, map[string][]dbsCheckpoint{}
		c.index, c.indexBytes, c.building = map[string]*dbsIndex{}, 0, map[string]*dbsBuild{}
	}
	return v == c.version
}

func (c *pageCache) count(v int64, k string) (int, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.sync(v) {
		return 0, false
	}
	n, ok := c.counts[k]
	return n, ok
}

func (c *pageCache) putCount(v int64, k string, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.sync(v) {
		return
	}
	if len(c.counts) >= pageCacheMaxCounts {
		clear(c.counts)
	}
	c.counts[k] = n
}

// dbsList names a list in pageCache: key (cacheKey of its filter and
// ordering) for counts and points, and index for its position index,
// which it shares with the list of the reversed ordering when that exists
// (the same keys, in reverse order): index is then the key of the
// ascending one, and rev says that this list reads it backwards.
type dbsList struct {
	key, index string
	rev        bool
}

func dbsListOf(w *where, o dbsOrdering) dbsList {
	l := dbsList{key: cacheKey(w, o.orderBy(false)+"|")}
	l.index, l.rev = l.key, false
	if o.leadDesc == o.tailDesc && o.leadDesc {
		l.index, l.rev = cacheKey(w, o.reversed().orderBy(false)+"|"), true
	}
	return l
}

// dbsNear is what nearest found: at, the known position closest before a
// position (included), and the known positions around it: the one before
// at and the one after the position.
type dbsNear struct {
	at, prev, next         dbsCheckpoint
	ok, havePrev, haveNext bool
}

// sameLead reports whether the rows right after n.at are known to share
// its lead value for a while: the next known position has it, or the one
// before does (a long run of equal values, which n.at is in).
func (n dbsNear) sameLead() bool {
	return n.haveNext && n.next.key[0] == n.at.key[0] || n.havePrev && n.prev.key[0] == n.at.key[0]
}

// nearest returns the known positions of l around pos.
func (c *pageCache) nearest(v int64, l dbsList, pos int) dbsNear {
	c.mu.Lock()
	defer c.mu.Unlock()
	var n dbsNear
	if !c.sync(v) || pos < 0 {
		return n
	}
	// cands are known positions: those up to pos, best (nearest) last.
	var cands []dbsCheckpoint
	consider := func(p dbsCheckpoint) {
		if p.pos > pos {
			if !n.haveNext || p.pos < n.next.pos {
				n.next, n.haveNext = p, true
			}
			return
		}
		cands = append(cands, p)
	}
	pts := c.points[l.key]
	i, found := slices.BinarySearchFunc(pts, pos, func(p dbsCheckpoint, t int) int { return p.pos - t })
	if found {
		i++
	}
	for j := max(i-2, 0); j < min(i+1, len(pts)); j++ {
		consider(pts[j])
	}
	x := c.index[l.index]
	if x != nil {
		c.clock++
		x.used = c.clock
	} else if b := c.building[l.index]; b != nil {
		x = b.x // the points read so far
	}
	if x != nil {
		r := x.rankAt(pos, l.rev)
		for _, rr := range []int{r - 1, r, r + 1} {
			if x.has(rr, l.rev) {
				consider(x.byRank(rr, l.rev))
			}
		}
	}
	for _, p := range cands {
		switch {
		case !n.ok || p.pos > n.at.pos:
			if n.ok {
				n.prev, n.havePrev = n.at, true
			}
			n.at, n.ok = p, true
		case p.pos < n.at.pos && (!n.havePrev || p.pos > n.prev.pos):
			n.prev, n.havePrev = p, true
		}
	}
	return n
}

// Position indexes: a list whose pages would step over many rows gets,
// once per version, the sort key of every stride-th row, so that any page
// of it is less than a stride past a known position. The first request
// that needs one builds it in a snapshot of its own by hopping a stride
// at a time (an index seek and stride-1 skipped index entries per hop, no
// sort, never reading a skipped row's table entry): one pass over the
// list's index (~0.1 µs an entry) and a query per point (~6 µs; the CPU
// of a whole build is below). Builds run one at a time, and a build gives its
// place at the gate back every dbsBuildSlice (keeping its snapshot), so
// that reads of other lists are not held up by it. Concurrent requests for
// the same list wait for that build instead of scanning too, holding
// neither a place at the gate nor a connection, and only until the points
// read so far (published as the build goes) cover their position. A list
// and its reverse (name and -name; not status and -status, whose ties are
// newest first both ways) share one index.
//
// A page then steps over half a stride of index entries on average, and
// the leaf pages they are on. Stride 32 rather than 64 (random pages of
// 25 on a million rows, same-process interleaved A/B): 16 entries stepped
// over instead of 32 and a leaf page read less one page in two cost 6%
// less CPU a page (thread CPU, p50 103 -> 97 µs under load), for an index
// twice as large (~45 bytes a point: a million rows, ~1.4 MB) and built
// with twice the queries (0.5 -> 0.7 s of CPU a list at a million rows,
// under load). Stride 16 saved 9%, but the six account-wide orderings'
// indexes (~17 MB) would no longer fit dbsIndexMaxBytes. All the indexes
// together hold at most dbsIndexMaxBytes, the least recently used going
// first.
var (
	dbsIndexAfter    = 1000 // rows a page may step over before the list is indexed
	dbsIndexStride   = 32
	dbsIndexMaxBytes = 16 << 20
	dbsBuildSlice    = time.Millisecond // a build's turns at the gate
	dbsBuildPaused   = func() {}        // called while a build is paused (for tests)
)

const dbsIndexMaxLists = 64

// dbsIndex is the position index of a list of total rows: the sort keys
// of its rows at positions stride-1, 2*stride-1, ..., encoded one after
// the other in data (appendKey), point i ending at ends[i]. Read backwards
// (rev), it is the index of the reversed list, point i then being at
// position total-(i+1)*stride.
type dbsIndex struct {
	stride, total int
	data          []byte
	ends          []uint32
	used          uint64 // pageCache.clock at the last use
}

// points is the number of points of the whole index (a build under way has
// read the first len(x.ends)).
func (x *dbsIndex) points() int { return x.total / x.stride }

// has reports whether the point of rank r (in position order) has been
// read: a build reads them in position order of the list it walks, the
// reversed list's last first.
func (x *dbsIndex) has(r int, rev bool) bool {
	n := x.points()
	if r < 0 || r >= n {
		return false
	}
	if rev {
		r = n - 1 - r
	}
	return r < len(x.ends)
}

// rankAt is the rank, in position order, of the point at the highest
// position up to pos (-1: none), read or not (has).
func (x *dbsIndex) rankAt(pos int, rev bool) int {
	n := x.points()
	pos = min(pos, x.total-1)
	switch {
	case pos < 0:
		return -1
	case rev:
		// The point of rank r is at total-(n-r)*stride.
		return max(n-(x.total-pos+x.stride-1)/x.stride, -1)
	}
	// The point of rank r is at (r+1)*stride-1.
	return min((pos+1)/x.stride, n) - 1
}

// byRank decodes the point of rank r in position order (has(r, rev)).
func (x *dbsIndex) byRank(r int, rev bool) dbsCheckpoint {
	n := x.points()
	i, pos := r, (r+1)*x.stride-1
	if rev {
		i, pos = n-1-r, x.total-(n-r)*x.stride
	}
	from := uint32(0)
	if i > 0 {
		from = x.ends[i-1]
	}
	return dbsCheckpoint{pos: pos, key: decodeKey(x.data[from:x.ends[i]])}
}

// add appends the key of the next point; false when a value cannot be
// encoded.
func (x *dbsIndex) add(key []any) bool {
	var ok bool
	if x.data, ok = appendKey(x.data, key); !ok || len(x.data) > math.MaxUint32 {
		return false
	}
	x.ends = append(x.ends, uint32(len(x.data)))
	return true
}

// size is the memory x holds, roughly.
func (x *dbsIndex) size() int { return cap(x.data) + 4*cap(x.ends) + 64 }

// appendKey encodes the values of a sort key (as read by dbsKeyQuery:
// int64, float64, string or nil) to b.
func appendKey(b []byte, key []any) ([]byte, bool) {
	for _, v := range key {
		switch v := v.(type) {
		case int64:
			b = binary.AppendVarint(append(b, 'i'), v)
		case string:
			b = binary.AppendUvarint(append(b, 's'), uint64(len(v)))
			b = append(b, v...)
		case float64:
			b = binary.LittleEndian.AppendUint64(append(b, 'f'), math.Float64bits(v))
		case nil:
			b = append(b, 'n')
		default:
			return b, false
		}
	}
	return b, true
}

// decodeKey decodes what appendKey encoded.
func decodeKey(b []byte) []any {
	var out []any
	for len(b) > 0 {
		tag := b[0]
		b = b[1:]
		switch tag {
		case 'i':
			v, n := binary.Varint(b)
			out, b = append(out, v), b[n:]
		case 's':
			l, n := binary.Uvarint(b)
			out, b = append(out, string(b[n:n+int(l)])), b[n+int(l):]
		case 'f':
			out, b = append(out, math.Float64frombits(binary.LittleEndian.Uint64(b))), b[8:]
		case 'n':
			out = append(out, nil)
		}
	}
	return out
}

// startIndex reports whether the caller should build the index of l (of
// total rows, at stride) and then call grow and endIndex; otherwise, when
// another request is building it, wait is closed once that build has read
// the point at or before position pos of l, or has ended.
func (c *pageCache) startIndex(v int64, l dbsList, total, stride, pos int) (build bool, wait <-chan struct{}) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.sync(v) || c.index[l.index] != nil {
		return false, nil
	}
	if b, ok := c.building[l.index]; ok {
		need := max(b.x.rankAt(pos, l.rev), 0)
		if l.rev {
			need = b.x.points() - 1 - need
		}
		w := dbsWaiter{need: need, ch: make(chan struct{})}
		b.waiters = append(b.waiters, w)
		b.wake(false)
		return false, w.ch
	}
	c.building[l.index] = &dbsBuild{x: &dbsIndex{stride: stride, total: total}}
	return true, nil
}

// grow adds the keys of the next points to the build of l started at
// version v, and wakes those waiting for it; false when the build is no
// longer wanted (a newer version) or a key cannot be encoded.
func (c *pageCache) grow(v int64, l dbsList, keys [][]any) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.building[l.index]
	if !c.sync(v) || b == nil {
		return false
	}
	for _, k := range keys {
		if !b.x.add(k) {
			return false
		}
	}
	b.wake(false)
	return true
}

// endIndex ends the build of l started at version v, keeping what it read
// when ok.
func (c *pageCache) endIndex(v int64, l dbsList, ok bool) {
	var x *dbsIndex
	if ok {
		c.mu.Lock()
		if b := c.building[l.index]; b != nil && v == c.version {
			x = b.x
		}
		c.mu.Unlock()
	}
	c.putIndex(v, l, x)
}

// putIndex ends the build of l started at version v with the index x (nil:
// failed).
func (c *pageCache) putIndex(v int64, l dbsList, x *dbsIndex) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := l.index
	if v == c.version {
		if b, ok := c.building[k]; ok {
			b.wake(true)
			delete(c.building, k)
		}
	}
	if !c.sync(v) || x == nil || x.size() > dbsIndexMaxBytes {
		return
	}
	x.data, x.ends = slices.Clip(x.data), slices.Clip(x.ends)
	// Make room: the least recently used go first.
	for len(c.index) > 0 && (len(c.index) >= dbsIndexMaxLists || c.indexBytes+x.size() > dbsIndexMaxBytes) {
		var lru string
		for k2, x2 := range c.index {
			if lru == "" || x2.used < c.index[lru].used {
				lru = k2
			}
		}
		c.indexBytes -= c.index[lru].size()
		delete(c.index, lru)
	}
	c.clock++
	x.used = c.clock
	c.index[k] = x
	c.indexBytes += x.size()
}

// buildDbsIndex reads the position index of the list (w, o) of total rows
// in tx: the rows at positions stride-1, 2*stride-1, ...
func buildDbsIndex(ctx context.Context, q querier, w *where, o dbsOrdering, total, stride int) (*dbsIndex, error) {
	x := &dbsIndex{stride: stride, total: total}
	err := walkDbsIndex(ctx, q, w, o, total, stride, func(key []any) error {
		if !x.add(key) {
			return fmt.Errorf("sqlite: DBS position index: unexpected key %v", key)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return x, nil
}

// walkDbsIndex passes the sort keys of the rows of the list (w, o) of total
// rows at positions stride-1, 2*stride-1, ... to emit, in that order. Its
// statements are all closed whenever emit runs.
func walkDbsIndex(ctx context.Context, q querier, w *where, o dbsOrdering, total, stride int, emit func(key []any) error) error {
	if total < stride {
		return nil
	}
	points := 0
	query := dbsKeyQuery(o)
	keys, err := query(ctx, q, w, "", nil, o.orderBy(false), 1, stride-1)
	var prev []any
	for {
		if err != nil {
			return err
		}
		if len(keys) == 0 {
			return nil
		}
		if err := emit(keys[0]); err != nil {
			return err
		}
		points++
		cp := dbsCheckpoint{pos: points*stride - 1, key: keys[0]}
		if cp.pos+stride >= total {
			return nil
		}
		// A long run of equal lead values goes on past cp (probably).
		split := prev != nil && prev[0] == cp.key[0]
		keys, err = dbsAfterWith(ctx, q, w, o, cp, stride-1, 1, split, nil, query)
		prev = cp.key
	}
}

func (c *pageCache) putPoint(v int64, k string, p dbsCheckpoint) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.sync(v) {
		return
	}
	pts, ok := c.points[k]
	if !ok && len(c.points) >= pageCacheMaxLists {
		clear(c.points)
	}
	i, found := slices.BinarySearchFunc(pts, p.pos, func(p dbsCheckpoint, t int) int { return p.pos - t })
	if found {
		return
	}
	pts = slices.Insert(pts, i, p)
	if len(pts) > pageCacheMaxPoints {
		// Drop the point nearest its predecessor: the rest stay spread
		// over the list, so any page is a short step from one of them.
		drop, gap := 1, pts[1].pos-pts[0].pos
		for j := 2; j < len(pts); j++ {
			if g := pts[j].pos - pts[j-1].pos; g < gap {
				drop, gap = j, g
			}
		}
		pts = slices.Delete(pts, drop, drop+1)
	}
	c.points[k] = pts
}

// cacheKey identifies a filtered list (where and its arguments).
func cacheKey(w *where, extra string) string {
	var b []byte
	b = append(b, extra...)
	b = append(b, w.String()...)
	for _, a := range w.args {
		b = append(b, 0)
		switch v := a.(type) {
		case string:
			b = append(b, 's')
			b = append(b, v...)
		case int64:
			b = strconv.AppendInt(append(b, 'i'), v, 10)
		case int:
			b = strconv.AppendInt(append(b, 'i'), int64(v), 10)
		case int32:
			b = strconv.AppendInt(append(b, 'i'), int64(v), 10)
		case bool:
			b = strconv.AppendBool(append(b, 'b'), v)
		default:
			b = fmt.Appendf(append(b, '?'), "%T:%v", v, v)
		}
	}
	return string(b)
}

// dbsTotal is the exact number of rows matching f (w is its WHERE).
//
// Every count is remembered for its version: a random page needs no
// query for it.
func (db *DB) dbsTotal(ctx context.Context, tx *roTx, version int64, f service.DbsFilter, w *where) (int, error) {
	k := cacheKey(w, "")
	if n, ok := db.pages.count(version, k); ok {
		return n, nil
	}
	if f.Name == "" && f.DateFrom == nil && f.DateTo == nil {
		var c where
		c.scope("", f.Scope)
		mask, want := 0, 0
		for i, b := range []*bool{f.IsApplicantInfoCompleted, f.IsIDCheckCompleted, f.IsApplicationCompleted,
			f.IsApplicationSubmitted, f.IsApplicationDisclosed} {
			if b != nil {
				mask |= 1 << i
				if *b {
					want |= 1 << i
				}
			}
		}
		c.add("(flags & ?) = ?", mask, want)
		var n int
		if err := db.readQueryRow(short(ctx), tx, "SELECT COALESCE(SUM(n), 0) FROM dbs_search_counts"+c.String(), c.args...).Scan(&n); err != nil {
			return 0, formatError("count DBS searches", err)
		}
		db.pages.putCount(version, k, n)
		return n, nil
	}
	var n int
	if err := db.readQueryRow(ctx, tx, "SELECT COUNT(*) FROM dbs_searches"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count DBS searches", err)
	}
	db.pages.putCount(version, k, n)
	return n, nil
}

// errDbsNeedTx is dbsPage's answer, outside a transaction, when the page
// needs one: the list must be indexed first (and the caller may not wait
// for it), or the check of versions failed.
var errDbsNeedTx = errors.New("sqlite: DBS page needs a transaction")

// dbsNeedIndex is dbsPage's answer when the page is deep in a list whose
// position index does not cover it yet and the caller may wait for it:
// the caller lets go of its transaction and place at the gate, calls
// awaitDbsIndex and reads the page again.
type dbsNeedIndex struct {
	version         int64
	list            dbsList
	w               *where
	o               dbsOrdering // the ordering the index walks (ascending of a list and its reverse)
	total           int
	offset, fromEnd int
}

func (n *dbsNeedIndex) Error() string { return "sqlite: DBS page needs a position index" }

// dbsNeedsIndex reports whether a page at offset, fromEnd rows before the
// end, is too far from the nearest known position near to be read without
// a position index.
func dbsNeedsIndex(near dbsNear, offset, fromEnd int) bool {
	return min(offset, fromEnd) > dbsIndexAfter && (!near.ok || offset-1-near.at.pos > dbsIndexAfter)
}

// awaitDbsIndex waits until the position index n asks for covers its page
// or its build ends, holding neither a place at the gate nor a connection,
// and builds it when no one else is.
func (db *DB) awaitDbsIndex(ctx context.Context, n *dbsNeedIndex) error {
	for {
		build, wait := db.pages.startIndex(n.version, n.list, n.total, dbsIndexStride, n.offset-1)
		if build {
			return db.buildDbsIndexOf(ctx, n)
		}
		if wait == nil {
			return nil
		}
		select {
		case <-wait:
		case <-ctx.Done():
			return ctx.Err()
		}
		if !dbsNeedsIndex(db.pages.nearest(n.version, n.list, n.offset-1), n.offset, n.fromEnd) {
			return nil
		}
	}
}

// buildDbsIndexOf builds the position index n asks for (startIndex having
// said so), in a read transaction of its own at n's version, publishing
// its points as it goes. Its place at the gate is given back every
// dbsBuildSlice. The build goes on if the request goes away once it has
// started (others wait for it): its queries are all short.
func (db *DB) buildDbsIndexOf(ctx context.Context, n *dbsNeedIndex) error {
	ok := false
	defer func() { db.pages.endIndex(n.version, n.list, ok) }()
	select {
	case db.builds <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-db.builds }()
	ctx = short(ctx)
	tx, err := db.beginRead(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	if v, err := db.version(ctx, readTx{db, tx}, versionDbs); err != nil || v != n.version {
		return err // a newer version: the caller reads again
	}
	errStale := errors.New("stale")
	var batch [][]any
	slice := time.Now()
	err = walkDbsIndex(ctx, readTx{db, tx}, n.w, n.o, n.total, dbsIndexStride, func(key []any) error {
		batch = append(batch, key)
		if time.Since(slice) < dbsBuildSlice {
			return nil
		}
		if !db.pages.grow(n.version, n.list, batch) {
			return errStale
		}
		batch = batch[:0]
		if db.pauseBuilds {
			tx.pause()
			dbsBuildPaused()
			if err := tx.resume(ctx); err != nil {
				return err
			}
		}
		slice = time.Now()
		return nil
	})
	switch {
	case errors.Is(err, errStale):
		return nil
	case err != nil:
		return err
	}
	ok = db.pages.grow(n.version, n.list, batch)
	return nil
}

// dbsPage reads rows [offset, offset+limit) of the list (w, o) of total
// rows with one query (rarely two), stepping over the rows before the
// page from the nearest of: the start, a known position before it, or
// (reading backwards) the end. Stepping over a row reads only its index
// entry (dbsSelect), and so does a row of the page of an account-wide
// list (migration 0019). The first and last rows of the page become known
// positions, so that the next page is a seek.
//
// Without tx (version and total then come from the caches), the page is
// read outside any transaction, its statements checked to have read the
// data of that version (dbsVersionCheck): no BEGIN, no version query, and
// none of the goroutines database/sql starts per transaction and per query
// in one. When that cannot be done, the answer is errDbsNeedTx.
//
// A deep page of a list whose position index does not cover it yet is
// answered with a *dbsNeedIndex when mayWait is set (see awaitDbsIndex);
// otherwise it is read from the nearest known position, however far.
func (db *DB) dbsPage(ctx context.Context, tx *roTx, version int64, w *where, o dbsOrdering, total, offset, limit int, mayWait bool) ([]service.DbsSearchShort, error) {
	count := min(limit, total-offset)
	if count <= 0 {
		return nil, nil
	}
	l := dbsListOf(w, o)
	fromEnd := total - offset - count // rows after the page
	near := db.pages.nearest(version, l, offset-1)
	if dbsNeedsIndex(near, offset, fromEnd) {
		switch {
		case mayWait:
			bo := o // the index is in the ascending order of a list and its reverse
			if l.rev {
				bo = o.reversed()
			}
			return nil, &dbsNeedIndex{version: version, list: l, w: w, o: bo, total: total, offset: offset, fromEnd: fromEnd}
		case tx == nil:
			return nil, errDbsNeedTx
		}
	}
	// Short: at most dbsIndexAfter (or a stride of) index entries are
	// stepped over.
	ctx = short(ctx)
	var rows []service.DbsSearchShort
	var err error
	q := readTx{db, tx}
	var vc *dbsVersionCheck
	if tx == nil {
		vc = &dbsVersionCheck{want: version}
	}
	extra := make([]dbsKeyExtra, 0, min(count, 256)) // of the rows read, in order (rows may keep fewer)
	query := dbsRowQuery(o, &extra, vc)
	switch cp := near.at; {
	case near.ok && offset-1-cp.pos <= min(offset, fromEnd):
		rows, err = dbsAfterWith(ctx, q, w, o, cp, offset-1-cp.pos, count, near.sameLead(), vc, query)
	case fromEnd < offset:
		rows, err = query(ctx, q, w, "", nil, o.orderBy(true), count, fromEnd)
		slices.Reverse(rows)
		slices.Reverse(extra)
	default:
		rows, err = query(ctx, q, w, "", nil, o.orderBy(false), count, offset)
	}
	if err != nil {
		return nil, err
	}
	if vc != nil && (vc.failed || len(rows) != count) {
		return nil, errDbsNeedTx
	}
	if n := len(rows); n > 0 {
		db.pages.putPoint(version, l.key, dbsCheckpoint{offset, o.keyOf(&rows[0], extra[0])})
		db.pages.putPoint(version, l.key, dbsCheckpoint{offset + n - 1, o.keyOf(&rows[n-1], extra[n-1])})
	}
	return rows, nil
}

// dbsQueryFunc runs SELECT ... WHERE w [AND cond] ORDER BY order LIMIT n
// OFFSET skip, reading rows of some type.
type dbsQueryFunc[T any] func(ctx context.Context, tx querier, w *where, cond string, condArgs []any, order string, n, skip int) ([]T, error)

// dbsRowQuery reads listed rows of the ordering o, appending the extras of
// their keys to *extra and noting their version in vc (nil: not checked).
func dbsRowQuery(o dbsOrdering, extra *[]dbsKeyExtra, vc *dbsVersionCheck) dbsQueryFunc[service.DbsSearchShort] {
	cols := o.pageColumns()
	return func(ctx context.Context, tx querier, w *where, cond string, condArgs []any, order string, n, skip int) ([]service.DbsSearchShort, error) {
		rows, err := dbsSelect(ctx, tx, cols, w, cond, condArgs, order, n, skip)
		if err != nil {
			return nil, err
		}
		from := len(*extra)
		out, again, err := scanDbsRows(rows, o, make([]service.DbsSearchShort, 0, min(n, 256)), extra, vc)
		if err != nil || len(again) == 0 {
			return out, err
		}
		return out, rereadDbsTexts(ctx, tx, out, (*extra)[from:], again, vc)
	}
}

// dbsKeyQuery reads only the sort keys of o (lead first), so that with the
// covering indexes of migration 0003 it never reads the table.
func dbsKeyQuery(o dbsOrdering) dbsQueryFunc[[]any] {
	cols := strings.Join(append([]string{o.lead}, o.tail...), ", ")
	return func(ctx context.Context, tx querier, w *where, cond string, condArgs []any, order string, n, skip int) ([][]any, error) {
		rows, err := dbsSelect(ctx, tx, cols, w, cond, condArgs, order, n, skip)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		var out [][]any
		for rows.Next() {
			vals := make([]any, 1+len(o.tail))
			ptrs := make([]any, len(vals))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				return nil, formatError("list DBS searches", err)
			}
			for i, v := range vals {
				if b, ok := v.([]byte); ok { // compare as TEXT, never as a BLOB
					vals[i] = string(b)
				}
			}
			out = append(out, vals)
		}
		if err := rows.Err(); err != nil {
			return nil, formatError("list DBS searches", err)
		}
		return out, nil
	}
}

// dbsSelect runs SELECT cols ... WHERE w [AND cond] ORDER BY order LIMIT n
// OFFSET skip.
//
// The limit is written into the text, never bound: SQLite reads a bound
// LIMIT when it plans the statement (to size the result), so it marks the
// statement expired whenever that parameter is bound again, and every
// execution of a prepared "LIMIT ?" parsed and planned the statement
// afresh (sqlite3Reprepare, 15% of the CPU of a random page). The offset
// stays bound. Page sizes are few, so the texts stay few too.
//
// The rows skipped by OFFSET cost their index entry only: every condition
// is on columns of the ordering's index (migration 0003), and SQLite
// defers the seek of a table row (OP_DeferredSeek) until a column of it is
// read, which happens after the OFFSET test. The rows of the page are read
// from the index too when it is an account-wide ordering's, which carries
// every column of dbsPageColumns (migration 0019); an owner-scoped index
// does not, and each row of the page then costs a table seek.
func dbsSelect(ctx context.Context, tx querier, cols string, w *where, cond string, condArgs []any, order string, n, skip int) (*sql.Rows, error) {
	ws := w.String()
	args := append(slices.Clip(w.args), condArgs...)
	if cond != "" {
		if ws == "" {
			ws = " WHERE " + cond
		} else {
			ws += " AND " + cond
		}
	}
	args = append(args, skip)
	rows, err := tx.QueryContext(ctx, "SELECT "+cols+" FROM dbs_searches"+ws+" ORDER BY "+order+
		" LIMIT "+strconv.Itoa(n)+" OFFSET ?", args...)
	if err != nil {
		return nil, formatError("list DBS searches", err)
	}
	return rows, nil
}

// reversed is the ordering o backwards.
func (o dbsOrdering) reversed() dbsOrdering {
	return dbsOrdering{lead: o.lead, leadDesc: !o.leadDesc, tail: o.tail, tailDesc: !o.tailDesc}
}

// dbsAfterWith reads n rows with query after skipping skip rows past the
// checkpoint cp.
//
// "After cp" is one row-value condition ((lead, tail...) > (...)) when the
// columns share a direction, but SQLite seeks such a range on its first
// column only and steps over the rows equal to cp's lead value before cp.
// With split (the caller expects cp's lead value to go on for a while, as
// a name shared by hundreds of rows does), and always for mixed
// directions, it is instead the rest of cp's lead value (an exact seek),
// then the following lead values.
//
// vc (nil: not checked) notes the version of the count it may run.
func dbsAfterWith[T any](ctx context.Context, tx querier, w *where, o dbsOrdering, cp dbsCheckpoint, skip, n int, split bool,
	vc *dbsVersionCheck, query dbsQueryFunc[T]) ([]T, error) {
	order := o.orderBy(false)
	if o.leadDesc == o.tailDesc && !split {
		return query(ctx, tx, w, after(append([]string{o.lead}, o.tail...), o.leadDesc), cp.key, order, n, skip)
	}
	same := o.lead + " = ? AND " + after(o.tail, o.tailDesc)
	rows, err := query(ctx, tx, w, same, cp.key, order, n, skip)
	if err != nil || len(rows) == n {
		return rows, err
	}
	skipNext := 0
	if len(rows) == 0 && skip > 0 {
		// How many rows the first part had (all skipped). The limit is
		// "+?", not "?", for the reason dbsSelect gives.
		var had int
		var version int64
		ws := w.String()
		if ws == "" {
			ws = " WHERE " + same
		} else {
			ws += " AND " + same
		}
		args := append(append(slices.Clip(w.args), cp.key...), skip)
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*), "+dbsVersionExpr+" FROM (SELECT 1 FROM dbs_searches"+ws+" LIMIT +?)",
			args...).Scan(&had, &version); err != nil {
			return nil, formatError("list DBS searches", err)
		}
		vc.saw(1, version)
		skipNext = skip - had
	}
	// Same limit n as the first part (one text), keeping what is missing.
	more, err := query(ctx, tx, w, after([]string{o.lead}, o.leadDesc), cp.key[:1], order, n, skipNext)
	if err != nil {
		return nil, err
	}
	return append(rows, more[:min(len(more), n-len(rows))]...), nil
}
