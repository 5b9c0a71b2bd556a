package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

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
//     once per table version and filter and cached.
//   - pages are found by keyset from the nearest known position: each page
//     read remembers the sort key of the row just before it and of its
//     last row, so "next" links, and the same deep page asked again, start
//     with an index seek instead of stepping over the rows before; a page
//     nearer the end than any known position is read backwards from the
//     end.
//
// Cached counts and positions are keyed by table_versions.dbs_searches,
// read in the same snapshot as the rows, which triggers bump on every
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
// direction desc, as a row value (which SQLite turns into an index range).
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

// dbsListed is a listed row with its sort key.
type dbsListed struct {
	s                                   service.DbsSearchShort
	rank                                int64
	nameKey, searched, updated, refText string
}

// keyOf returns the values of o's columns (lead first) for r.
func (o dbsOrdering) keyOf(r *dbsListed) []any {
	out := make([]any, 0, 1+len(o.tail))
	for _, c := range append([]string{o.lead}, o.tail...) {
		switch c {
		case "status_rank":
			out = append(out, r.rank)
		case "name_key":
			out = append(out, r.nameKey)
		case "date_searched":
			out = append(out, r.searched)
		case "date_updated":
			out = append(out, r.updated)
		case "reference":
			out = append(out, r.refText)
		case "id":
			out = append(out, r.s.ID)
		}
	}
	return out
}

const dbsListColumns = dbsColumns + `, status_rank, name_key`

func scanDbsRows(rows *sql.Rows, out []dbsListed) ([]dbsListed, error) {
	defer rows.Close()
	for rows.Next() {
		var r dbsListed
		s := &r.s
		if err := rows.Scan(&s.ID, &r.searched, &r.updated, &s.Status, &s.DisclosureStatus, &s.IsApplicantInfoCompleted,
			&s.IsIDCheckCompleted, &s.IsApplicationCompleted, &s.IsApplicationSubmitted, &s.IsApplicationDisclosed,
			&s.DisclosureLevel, &s.Name, &s.Reference, &s.IsDbsDueRenewal, &r.rank, &r.nameKey); err != nil {
			return nil, formatError("list DBS searches", err)
		}
		var err error
		if s.DateSearched, err = parseTime(r.searched); err != nil {
			return nil, fmt.Errorf("sqlite: DBS search %d: %w", s.ID, err)
		}
		if s.DateUpdated, err = parseTime(r.updated); err != nil {
			return nil, fmt.Errorf("sqlite: DBS search %d: %w", s.ID, err)
		}
		r.refText = s.Reference
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("list DBS searches", err)
	}
	return out, nil
}

// dbsCheckpoint is the sort key of the row at a position of a list.
type dbsCheckpoint struct {
	pos int
	key []any
}

// pageCache holds exact counts and known positions per table version.
type pageCache struct {
	mu       sync.Mutex
	version  int64
	counts   map[string]int
	points   map[string][]dbsCheckpoint // sorted by pos
	index    map[string][]dbsCheckpoint // every stride-th position of a long list, sorted
	building map[string]chan struct{}   // index builds under way
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
		for _, ch := range c.building { // their results would be dropped: do not keep anyone waiting
			close(ch)
		}
		c.version, c.counts, c.points = v, map[string]int{}, map[string][]dbsCheckpoint{}
		c.index, c.building = map[string][]dbsCheckpoint{}, map[string]chan struct{}{}
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

// nearest returns the known position closest before pos (pos itself
// excluded unless exact is set).
func (c *pageCache) nearest(v int64, k string, pos int, exact bool) (dbsCheckpoint, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.sync(v) {
		return dbsCheckpoint{}, false
	}
	var best dbsCheckpoint
	ok := false
	for _, pts := range [][]dbsCheckpoint{c.points[k], c.index[k]} {
		i, found := slices.BinarySearchFunc(pts, pos, func(p dbsCheckpoint, t int) int { return p.pos - t })
		if found && exact {
			return pts[i], true
		}
		if !exact && i > 0 && (!ok || pts[i-1].pos > best.pos) {
			best, ok = pts[i-1], true
		}
	}
	return best, ok
}

// Position indexes: a list whose pages would cost a long scan gets, once
// per version, the sort key of every stride-th row, so that any page of it
// is at most a stride away from a known position. The first request that
// needs one builds it in its own snapshot, synchronously, by hopping a
// stride at a time (an index seek and stride-1 skipped index entries per
// hop, no sort, never reading a skipped row's table entry): about one pass
// over the list's index, ~0.1 s at a million rows. Concurrent requests for
// the same list wait for that build instead of scanning too.
var (
	dbsIndexAfter  = 5000 // rows a page may step over before the list is indexed
	dbsIndexStride = 1000
)

const dbsIndexMaxLists = 64

// startIndex reports whether the caller should build the index of k (and
// then call putIndex); otherwise, when another request is building it,
// wait is closed once that build ends.
func (c *pageCache) startIndex(v int64, k string) (build bool, wait <-chan struct{}) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.sync(v) || c.index[k] != nil {
		return false, nil
	}
	if ch, ok := c.building[k]; ok {
		return false, ch
	}
	if len(c.index) >= dbsIndexMaxLists {
		clear(c.index)
	}
	c.building[k] = make(chan struct{})
	return true, nil
}

// putIndex ends the build of k started at version v (pts nil: failed).
func (c *pageCache) putIndex(v int64, k string, pts []dbsCheckpoint) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if v == c.version {
		if ch, ok := c.building[k]; ok {
			close(ch)
			delete(c.building, k)
		}
	}
	if !c.sync(v) {
		return
	}
	if pts != nil {
		c.index[k] = pts
	}
}

// buildDbsIndex reads the position index of the list (w, o) of total rows
// in tx: the rows at positions stride-1, 2*stride-1, ...
func buildDbsIndex(ctx context.Context, q querier, w *where, o dbsOrdering, total int) ([]dbsCheckpoint, error) {
	stride := dbsIndexStride
	if total < stride {
		return []dbsCheckpoint{}, nil
	}
	out := make([]dbsCheckpoint, 0, total/stride)
	query := dbsKeyQuery(o)
	keys, err := query(ctx, q, w, "", nil, o.orderBy(false), 1, stride-1)
	for {
		if err != nil {
			return nil, err
		}
		if len(keys) == 0 {
			return out, nil
		}
		cp := dbsCheckpoint{pos: stride - 1, key: keys[0]}
		if len(out) > 0 {
			cp.pos = out[len(out)-1].pos + stride
		}
		out = append(out, cp)
		if cp.pos+stride >= total {
			return out, nil
		}
		keys, err = dbsAfterWith(ctx, q, w, o, cp, stride-1, 1, query)
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
func (db *DB) dbsTotal(ctx context.Context, tx *sql.Tx, version int64, f service.DbsFilter, w *where) (int, error) {
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
		if err := db.readQueryRow(ctx, tx, "SELECT COALESCE(SUM(n), 0) FROM dbs_search_counts"+c.String(), c.args...).Scan(&n); err != nil {
			return 0, formatError("count DBS searches", err)
		}
		return n, nil
	}
	k := cacheKey(w, "")
	if n, ok := db.pages.count(version, k); ok {
		return n, nil
	}
	var n int
	if err := db.readQueryRow(ctx, tx, "SELECT COUNT(*) FROM dbs_searches"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count DBS searches", err)
	}
	db.pages.putCount(version, k, n)
	return n, nil
}

// dbsPage reads rows [offset, offset+limit) of the list (w, o) of total
// rows, by the cheapest of: OFFSET from the start, keyset from the nearest
// known position, OFFSET from the end. It reads one row more before the
// page when that position is not known yet, so that asking for the same
// page again, or the next one, is a seek.
func (db *DB) dbsPage(ctx context.Context, tx *sql.Tx, version int64, w *where, o dbsOrdering, total, offset, limit int) ([]dbsListed, error) {
	count := min(limit, total-offset)
	if count <= 0 {
		return nil, nil
	}
	k := cacheKey(w, o.orderBy(false)+"|")
	start, n := offset, count
	cp, haveCP := db.pages.nearest(version, k, offset-1, true)
	if offset > 0 && !(haveCP && cp.pos == offset-1) {
		start, n = offset-1, count+1
		cp, haveCP = db.pages.nearest(version, k, start, false)
	}
	costForward, costReverse := start, total-start-n
	if cost := min(costForward, costReverse); cost > dbsIndexAfter && (!haveCP || start-cp.pos-1 > dbsIndexAfter) {
		build, wait := db.pages.startIndex(version, k)
		switch {
		case build:
			pts, err := buildDbsIndex(ctx, readTx{db, tx}, w, o, total)
			db.pages.putIndex(version, k, pts)
			if err != nil {
				return nil, err
			}
		case wait != nil:
			select {
			case <-wait:
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		cp, haveCP = db.pages.nearest(version, k, start, false)
	}
	var rows []dbsListed
	var err error
	q := readTx{db, tx}
	switch {
	case haveCP && start-cp.pos-1 <= min(costForward, costReverse):
		rows, err = dbsRead(ctx, q, w, o, &cp, start-cp.pos-1, n)
	case costReverse < costForward:
		rows, err = dbsRead(ctx, q, w, o.reversed(), nil, costReverse, n)
		slices.Reverse(rows)
	default:
		rows, err = dbsRead(ctx, q, w, o, nil, costForward, n)
	}
	if err != nil {
		return nil, err
	}
	if len(rows) > 0 {
		db.pages.putPoint(version, k, dbsCheckpoint{start, o.keyOf(&rows[0])})
		db.pages.putPoint(version, k, dbsCheckpoint{start + len(rows) - 1, o.keyOf(&rows[len(rows)-1])})
	}
	if skip := offset - start; skip > 0 {
		if len(rows) < skip {
			return nil, nil
		}
		rows = rows[skip:]
	}
	return rows, nil
}

// dbsQuery runs SELECT ... WHERE w [AND cond] ORDER BY order LIMIT n OFFSET skip.
func dbsQuery(ctx context.Context, tx querier, w *where, cond string, condArgs []any, order string, n, skip int) ([]dbsListed, error) {
	rows, err := dbsSelect(ctx, tx, dbsListColumns, w, cond, condArgs, order, n, skip)
	if err != nil {
		return nil, err
	}
	return scanDbsRows(rows, make([]dbsListed, 0, n))
}

// dbsKeyQuery is dbsQuery reading only the sort keys of o (lead first), so
// that with the covering indexes of migration 0003 it never reads the table.
func dbsKeyQuery(o dbsOrdering) func(context.Context, querier, *where, string, []any, string, int, int) ([][]any, error) {
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
	args = append(args, n, skip)
	rows, err := tx.QueryContext(ctx, "SELECT "+cols+" FROM dbs_searches"+ws+" ORDER BY "+order+" LIMIT ? OFFSET ?", args...)
	if err != nil {
		return nil, formatError("list DBS searches", err)
	}
	return rows, nil
}

// dbsRead reads n rows after skipping skip rows from the start of the list
// (cp nil) or past the checkpoint cp. The skipped rows are stepped over
// reading only their sort keys (from a covering index, never the table):
// the key of the last one is found first, then the page read after it.
func dbsRead(ctx context.Context, tx querier, w *where, o dbsOrdering, cp *dbsCheckpoint, skip, n int) ([]dbsListed, error) {
	if skip > 0 {
		kq := dbsKeyQuery(o)
		var keys [][]any
		var err error
		if cp == nil {
			keys, err = kq(ctx, tx, w, "", nil, o.orderBy(false), 1, skip-1)
		} else {
			keys, err = dbsAfterWith(ctx, tx, w, o, *cp, skip-1, 1, kq)
		}
		if err != nil || len(keys) == 0 {
			return nil, err
		}
		cp = &dbsCheckpoint{key: keys[0]}
	}
	if cp == nil {
		return dbsQuery(ctx, tx, w, "", nil, o.orderBy(false), n, 0)
	}
	return dbsAfter(ctx, tx, w, o, *cp, 0, n)
}

// reversed is the ordering o backwards.
func (o dbsOrdering) reversed() dbsOrdering {
	return dbsOrdering{lead: o.lead, leadDesc: !o.leadDesc, tail: o.tail, tailDesc: !o.tailDesc}
}

// dbsAfter reads n rows after skipping skip rows past the checkpoint cp.
func dbsAfter(ctx context.Context, tx querier, w *where, o dbsOrdering, cp dbsCheckpoint, skip, n int) ([]dbsListed, error) {
	return dbsAfterWith(ctx, tx, w, o, cp, skip, n, dbsQuery)
}

// dbsAfterWith is dbsAfter reading rows with query (dbsQuery or dbsKeyQuery).
func dbsAfterWith[T any](ctx context.Context, tx querier, w *where, o dbsOrdering, cp dbsCheckpoint, skip, n int,
	query func(context.Context, querier, *where, string, []any, string, int, int) ([]T, error)) ([]T, error) {
	order := o.orderBy(false)
	if o.leadDesc == o.tailDesc {
		return query(ctx, tx, w, after(append([]string{o.lead}, o.tail...), o.leadDesc), cp.key, order, n, skip)
	}
	// Mixed directions (status ascending, ties newest first): the rest of
	// the checkpoint's lead value, then the following lead values.
	same := o.lead + " = ? AND " + after(o.tail, o.tailDesc)
	rows, err := query(ctx, tx, w, same, cp.key, order, n, skip)
	if err != nil || len(rows) == n {
		return rows, err
	}
	skipNext := 0
	if len(rows) == 0 && skip > 0 {
		// How many rows the first part had (all skipped).
		var had int
		ws := w.String()
		if ws == "" {
			ws = " WHERE " + same
		} else {
			ws += " AND " + same
		}
		args := append(append(slices.Clip(w.args), cp.key...), skip)
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM (SELECT 1 FROM dbs_searches"+ws+" LIMIT ?)", args...).Scan(&had); err != nil {
			return nil, formatError("list DBS searches", err)
		}
		skipNext = skip - had
	}
	more, err := query(ctx, tx, w, after([]string{o.lead}, o.leadDesc), cp.key[:1], order, n-len(rows), skipNext)
	if err != nil {
		return nil, err
	}
	return append(rows, more...), nil
}
