package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

// searchListColumns are the columns scanSearchRow reads, in order.
const searchListColumns = `id, search_type, date_searched, date_updated, date_archived, is_archived,
	client_in_results, client_not_in_results, affected_by_update, criteria_name, criteria_address, criteria_country,
	criteria_date_of_birth, criteria_nationality, criteria_reference,
	(SELECT COUNT(*) FROM sanctions_results r WHERE r.search_id = sanctions_searches.id), source_set`

// scanSearchRow reads a search row (searchListColumns) and its source
// set (migration 0020).
func scanSearchRow(rs rowScanner, set *sql.NullInt64) (service.SearchRecord, error) {
	var r service.SearchRecord
	var searched, updated string
	var archived sql.NullString
	c := &service.SearchCriteria{}
	if err := rs.Scan(&r.ID, &r.SearchType, &searched, &updated, &archived, &r.IsArchived,
		&r.ClientInResults, &r.ClientNotInResults, &r.AffectedByUpdate, &c.Name, &c.Address, &c.Country,
		&c.DateOfBirth, &c.Nationality, &c.Reference, &r.NumOfResults, set); err != nil {
		return r, err
	}
	r.SearchCriteria = c
	var err error
	if r.DateSearched, err = parseTime(searched); err != nil {
		return r, fmt.Errorf("sqlite: search %d: %w", r.ID, err)
	}
	if r.DateUpdated, err = parseTime(updated); err != nil {
		return r, fmt.Errorf("sqlite: search %d: %w", r.ID, err)
	}
	if r.DateArchived, err = parseTimePtr(archived); err != nil {
		return r, fmt.Errorf("sqlite: search %d: %w", r.ID, err)
	}
	r.SearchSources = []service.SearchSource{}
	r.ListSearchResults = []service.SearchResultEntry{}
	return r, nil
}

// searchWhere is the WHERE of a SearchFilter.
func searchWhere(f service.SearchFilter) *where {
	var w where
	w.scope("", f.Scope)
	// Literal, not a bound value: a bound value that could decide whether
	// a partial index applies (as sanctions_searches_monitored, which
	// held only searches NOT is_archived until migration 0021, did) makes
	// SQLite prepare the statement again at every call.
	if f.Archived {
		w.add("is_archived = 1")
	} else {
		w.add("is_archived = 0")
	}
	if f.Unresolved != nil {
		if *f.Unresolved {
			w.add("unresolved_results > 0")
		} else {
			w.add("unresolved_results = 0")
		}
	}
	// Literal conditions (not bound values), so that the planner can use
	// the partial index of updated searches.
	if f.Updated != nil {
		if *f.Updated {
			w.add("affected_by_update")
		} else {
			w.add("NOT affected_by_update")
		}
	}
	for _, word := range f.Name.Words {
		w.add(`name_key LIKE ? ESCAPE '\'`, containsPattern(word))
	}
	if f.Name.Phrase != "" {
		w.add(`name_key LIKE ? ESCAPE '\'`, containsPattern(f.Name.Phrase))
	}
	if f.Name.Exact != "" {
		w.add("name_key = ?", key(f.Name.Exact))
	}
	if f.Reference != "" {
		w.add(`reference_key LIKE ? ESCAPE '\'`, containsPattern(f.Reference))
	}
	if f.Type != "" {
		w.add("search_type = ?", f.Type)
	}
	if f.DateFrom != nil {
		w.add("date_searched >= ?", formatTime(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("date_searched < ?", formatTime(*f.DateTo))
	}
	if f.CreatedBy != "" {
		w.add("owner_key = ?", key(f.CreatedBy))
	}
	return &w
}

// searchCountFlags are the flags of sanctions_search_counts (migration
// 0016) as an expression of a sanctions_searches row.
const searchCountFlags = `(CASE WHEN is_archived THEN 1 ELSE 0 END) + (CASE WHEN unresolved_results > 0 THEN 2 ELSE 0 END) +
	(CASE WHEN affected_by_update THEN 4 ELSE 0 END)`

// searchCountsWhere is the WHERE, on sanctions_search_counts, of the total
// of f; ok is false when f has a filter those counts do not keep (name,
// reference, type, dates), whose total is counted on the searches.
func searchCountsWhere(f service.SearchFilter) (w *where, ok bool) {
	if len(f.Name.Words) > 0 || f.Name.Phrase != "" || f.Name.Exact != "" || f.Reference != "" || f.Type != "" ||
		f.DateFrom != nil || f.DateTo != nil {
		return nil, false
	}
	w = &where{}
	w.scope("", f.Scope)
	if f.CreatedBy != "" {
		w.add("owner_key = ?", key(f.CreatedBy))
	}
	mask, want := 1, 0
	if f.Archived {
		want |= 1
	}
	for _, c := range []struct {
		v   *bool
		bit int
	}{{f.Unresolved, 2}, {f.Updated, 4}} {
		if c.v != nil {
			mask |= c.bit
			if *c.v {
				want |= c.bit
			}
		}
	}
	w.add("(flags & ?) = ?", mask, want)
	return w, true
}

// ListSearches returns one page of the sanctions searches matching f, with
// their sources, and the total that match, from one snapshot. The total
// and the page are remembered per data version (resultcache.go): paging
// through an unchanged list counts once, and a page asked for again at
// the same version is answered without a query.
func (db *DB) ListSearches(ctx context.Context, f service.SearchFilter) ([]service.SearchRecord, int, error) {
	status, name, date := sqlutil.SearchStatusOrder, "name_key", "date_searched"
	if f.Updated != nil && *f.Updated {
		// Few searches are updated: read them from their partial index and
		// sort them, rather than walk an order's index past every other
		// search (a unary + keeps SQLite from ordering by an index).
		status, name, date = "+"+status, "+"+name, "+"+date
	}
	order, err := listOrder(f.Sort, status, name, date)
	if err != nil {
		return nil, 0, err
	}
	limit := limitOf(f.Limit)
	w := searchWhere(f)
	pageKey := "searches\x00" + cacheKey(w, order) + "\x00" + strconv.Itoa(f.Offset) + "," + strconv.Itoa(limit)
	if v, err := db.version(ctx, readTx{db: db}, versionSanctions); err == nil {
		if r, ok := db.result.get(pageKey, v); ok {
			p := r.(searchPage)
			return cloneSearchRecords(p.recs), p.total, nil
		}
	}
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	version, err := db.version(ctx, readTx{db, tx}, versionSanctions)
	if err != nil {
		return nil, 0, err
	}
	countKey := "searches-count\x00" + cacheKey(w, "")
	total := -1
	if r, ok := db.result.get(countKey, version); ok {
		total = r.(int)
	} else if cw, ok := searchCountsWhere(f); ok {
		if err := db.readQueryRow(ctx, tx, "SELECT COALESCE(SUM(n), 0) FROM sanctions_search_counts"+cw.String(), cw.args...).Scan(&total); err != nil {
			return nil, 0, formatError("count searches", err)
		}
		db.result.put(countKey, version, total)
	} else if err := db.readQueryRow(ctx, tx, "SELECT COUNT(*) FROM sanctions_searches"+w.String(), w.args...).Scan(&total); err != nil {
		return nil, 0, formatError("count searches", err)
	} else {
		db.result.put(countKey, version, total)
	}
	out := []service.SearchRecord{}
	if f.Offset >= total {
		db.result.put(pageKey, version, searchPage{nil, total})
		return out, total, nil
	}
	// The limit is written into the text, never bound: SQLite reads a
	// bound LIMIT when it plans the statement, so it marks the prepared
	// statement expired whenever that parameter is bound again, and every
	// call parsed and planned the page afresh (sqlite3Reprepare; see
	// dbsSelect). The offset stays bound; page sizes are few.
	args := append(w.args[:len(w.args):len(w.args)], f.Offset)
	rows, err := db.readQuery(ctx, tx, "SELECT "+searchListColumns+" FROM sanctions_searches"+w.String()+
		" ORDER BY "+order+" LIMIT "+strconv.Itoa(limit)+" OFFSET ?", args...)
	if err != nil {
		return nil, 0, formatError("list searches", err)
	}
	defer rows.Close()
	byID := map[int64]int{}
	var own []int64            // the searches with sources of their own
	onSet := map[int64][]int{} // the others, by set: their places in out
	for rows.Next() {
		var set sql.NullInt64
		r, err := scanSearchRow(rows, &set)
		if err != nil {
			return nil, 0, formatError("list searches", err)
		}
		if set.Valid {
			onSet[set.Int64] = append(onSet[set.Int64], len(out))
		} else {
			own = append(own, r.ID)
		}
		byID[r.ID] = len(out)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list searches", err)
	}
	rows.Close()
	if len(out) == 0 {
		db.result.put(pageKey, version, searchPage{nil, total})
		return out, total, nil
	}
	// A set's sources are read once for all the searches of the page on it
	// (a copy each).
	for set, at := range onSet {
		srcs, err := setSources(ctx, readTx{db, tx}, set)
		if err != nil {
			return nil, 0, err
		}
		for _, i := range at {
			out[i].SearchSources = service.CloneSearchSources(srcs)
		}
	}
	if len(own) == 0 {
		db.result.put(pageKey, version, searchPage{cloneSearchRecords(out), total})
		return out, total, nil
	}
	var sw where
	sw.in("search_id", own)
	srows, err := db.readQuery(ctx, tx, `SELECT search_id, list_id, list_name, list_short_name, is_affected_by_list_update
		FROM sanctions_sources`+sw.String()+" ORDER BY search_id, position", sw.args...)
	if err != nil {
		return nil, 0, formatError("list search sources", err)
	}
	defer srows.Close()
	for srows.Next() {
		var id int64
		var src service.SearchSource
		var affected sql.NullBool
		if err := srows.Scan(&id, &src.ListID, &src.ListName, &src.ListShortName, &affected); err != nil {
			return nil, 0, formatError("list search sources", err)
		}
		src.IsAffectedByListUpdate = boolPtr(affected)
		r := &out[byID[id]]
		r.SearchSources = append(r.SearchSources, src)
	}
	if err := srows.Err(); err != nil {
		return nil, 0, formatError("list search sources", err)
	}
	db.result.put(pageKey, version, searchPage{cloneSearchRecords(out), total})
	return out, total, nil
}

// searchPage is a remembered ListSearches answer.
type searchPage struct {
	recs  []service.SearchRecord
	total int
}

// cloneSearchRecords copies a page for a caller (never nil).
func cloneSearchRecords(recs []service.SearchRecord) []service.SearchRecord {
	out := make([]service.SearchRecord, len(recs))
	for i, r := range recs {
		out[i] = r.Clone()
	}
	return out
}

// searchWrite runs fn in a write transaction on a search in scope.
func (db *DB) searchWrite(ctx context.Context, s service.Scope, id int64, op string, fn func(*sql.Tx) error) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	if err := searchInScope(ctx, tx, s, id); err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return formatError(op+": commit", err)
	}
	return nil
}

// DecideSearch records the decision on a search in scope and resolves the
// results it names (all when d.ResultIDs is nil), in one transaction.
// dateUpdated is left alone: it is the last list update that affected the
// search (as the original's SearchRecord documents it).
func (db *DB) DecideSearch(ctx context.Context, s service.Scope, id int64, d service.PepDecision) error {
	return db.searchWrite(ctx, s, id, "update search", func(tx *sql.Tx) error {
		var w where
		w.add("search_id = ?", id)
		w.add("resolved = ?", false)
		if d.ResultIDs != nil {
			w.in("id", distinct(d.ResultIDs))
		}
		if _, err := tx.ExecContext(ctx, "UPDATE sanctions_results SET resolved = TRUE"+w.String(), w.args...); err != nil {
			return formatError("resolve search results", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE sanctions_searches SET client_in_results = ?, client_not_in_results = ?,
			unresolved_results = (SELECT COUNT(*) FROM sanctions_results r WHERE r.search_id = sanctions_searches.id AND NOT r.resolved)
			WHERE id = ?`, d.ClientInResults, !d.ClientInResults, id); err != nil {
			return formatError("update search", err)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE sanctions_searches SET affected_by_update = FALSE WHERE id = ? AND unresolved_results = 0 AND affected_by_update",
			id); err != nil {
			return formatError("update search", err)
		}
		return nil
	})
}

// DeleteSearch deletes a search in scope with its sources, results, links
// and notes, in one transaction.
func (db *DB) DeleteSearch(ctx context.Context, s service.Scope, id int64) error {
	return db.searchWrite(ctx, s, id, "delete search", func(tx *sql.Tx) error {
		for _, t := range []string{"search_notes", "search_links", "sanctions_results", "sanctions_sources"} {
			if _, err := tx.ExecContext(ctx, "DELETE FROM "+t+" WHERE search_id = ?", id); err != nil {
				return formatError("delete search: "+strings.ReplaceAll(t, "_", " "), err)
			}
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM sanctions_searches WHERE id = ?", id); err != nil {
			return formatError("delete search", err)
		}
		return nil
	})
}
