package postgres

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

// searchListColumns are the columns of a page's searches (of s) with the
// number of their results and their sources (as a JSON array).
const searchListColumns = `s.id, s.search_type, s.date_searched, s.date_updated, s.date_archived, s.is_archived,
	s.client_in_results, s.client_not_in_results, s.affected_by_update, s.criteria_name, s.criteria_address,
	s.criteria_country, s.criteria_date_of_birth, s.criteria_nationality, s.criteria_reference,
	(SELECT COUNT(*) FROM sanctions_results r WHERE r.search_id = s.id) AS num_results,
	` + searchSourcesJSON + ` AS sources`

// searchPageColumns are what the outer query of ListSearches reads from a
// page row: searchListColumns without the table's prefix.
const searchPageColumns = `s.id, s.search_type, s.date_searched, s.date_updated, s.date_archived, s.is_archived,
	s.client_in_results, s.client_not_in_results, s.affected_by_update, s.criteria_name, s.criteria_address,
	s.criteria_country, s.criteria_date_of_birth, s.criteria_nationality, s.criteria_reference, s.num_results, s.sources`

// searchWhere is the WHERE of a SearchFilter (columns of s).
func searchWhere(f service.SearchFilter) *where {
	var w where
	w.scope("s.", f.Scope)
	w.add("s.is_archived = " + w.arg(f.Archived))
	if f.Unresolved != nil {
		if *f.Unresolved {
			w.add("s.unresolved_results > 0")
		} else {
			w.add("s.unresolved_results = 0")
		}
	}
	// Literal conditions (not bound values), so that the planner can use
	// the partial index of updated searches.
	if f.Updated != nil {
		if *f.Updated {
			w.add("s.affected_by_update")
		} else {
			w.add("NOT s.affected_by_update")
		}
	}
	like := func(col, v string) { w.add(col + " LIKE " + w.arg(containsPattern(v)) + ` ESCAPE '\'`) }
	for _, word := range f.Name.Words {
		like("s.name_key", word)
	}
	if f.Name.Phrase != "" {
		like("s.name_key", f.Name.Phrase)
	}
	if f.Name.Exact != "" {
		w.add("s.name_key = " + w.arg(key(f.Name.Exact)))
	}
	if f.Reference != "" {
		like("s.reference_key", f.Reference)
	}
	if f.Type != "" {
		w.add("s.search_type = " + w.arg(f.Type))
	}
	if f.DateFrom != nil {
		w.add("s.date_searched >= " + w.arg(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("s.date_searched < " + w.arg(*f.DateTo))
	}
	if f.CreatedBy != "" {
		w.add("s.owner_key = " + w.arg(key(f.CreatedBy)))
	}
	return &w
}

// searchCountable reports whether the total of f is a sum of
// sanctions_search_counts (migration 00015): f filters by scope, archived,
// unresolved, updated and creator only.
func searchCountable(f service.SearchFilter) bool {
	return len(f.Name.Words) == 0 && f.Name.Phrase == "" && f.Name.Exact == "" && f.Reference == "" && f.Type == "" &&
		f.DateFrom == nil && f.DateTo == nil
}

// searchCountsWhere is the WHERE, on sanctions_search_counts c, of the
// total of a countable f, its arguments added to pw.
func searchCountsWhere(f service.SearchFilter, pw *where) string {
	var c where
	c.args = pw.args
	c.scope("c.", f.Scope)
	if f.CreatedBy != "" {
		c.add("c.owner_key = " + c.arg(key(f.CreatedBy)))
	}
	mask, want := 1, 0
	if f.Archived {
		want |= 1
	}
	for _, b := range []struct {
		v   *bool
		bit int
	}{{f.Unresolved, 2}, {f.Updated, 4}} {
		if b.v != nil {
			mask |= b.bit
			if *b.v {
				want |= b.bit
			}
		}
	}
	c.add("c.flags & " + strconv.Itoa(mask) + " = " + strconv.Itoa(want))
	pw.args = c.args
	return c.String()
}

// ListSearches returns one page of the sanctions searches matching f, with
// their sources, and the total that match, in one statement (one snapshot,
// one round trip). The statement also reads the account's data version:
// the total and the page are remembered under it (as DBS counts are), so
// paging an unchanged list counts once, and a page asked for again while
// the account's version (AccountDataVersion, shared by concurrent
// callers) is unchanged is answered without a statement.
func (db *DB) ListSearches(ctx context.Context, f service.SearchFilter) ([]service.SearchRecord, int, error) {
	order, err := sqlutil.ListOrder(f.Sort, searchStatusOrder, "s.name_key", "s.date_searched")
	if err != nil {
		return nil, 0, err
	}
	w := searchWhere(f)
	limit := limitOf(f.Limit)
	countKey := cacheKey(w, "sanctions-count")
	pageKey := cacheKey(w, "sanctions-page\x00"+order+"\x00"+strconv.Itoa(f.Offset)+","+strconv.Itoa(limit))
	total := int64(-1)
	if v, ok := db.AccountDataVersion(ctx, f.Scope.AccountID); ok {
		if p, ok := db.results.get(pageKey, v); ok {
			p := p.(searchPage)
			return cloneSearchRecords(p.recs), p.total, nil
		}
		if n, ok := db.dbs.count(countKey, v); ok {
			total = n
		}
	}
	if total >= 0 && int64(f.Offset) >= total {
		return []service.SearchRecord{}, int(total), nil
	}

	pw := *w
	pw.args = slices.Clone(w.args)
	var count string
	switch {
	case total >= 0:
		count = "SELECT " + pw.arg(total) + "::bigint"
	case searchCountable(f):
		count = "SELECT COALESCE(SUM(n), 0) FROM sanctions_search_counts c" + searchCountsWhere(f, &pw)
	default:
		count = "SELECT COUNT(*) FROM sanctions_searches s" + w.String()
	}
	version := "SELECT COALESCE(SUM(version), 0) FROM data_versions WHERE account_id = " + pw.arg(f.Scope.AccountID) + " OR account_id = 0"
	// The page's ids first (the orders' indexes cover them, so OFFSET
	// skips index entries without reading the table), then their rows,
	// sources and counts: the subqueries run for the 25 rows, not for the
	// rows OFFSET skips. The total and version come in every row, and in
	// one row of NULLs when the page is empty.
	q := "SELECT c.n, c.v, " + searchPageColumns + " FROM (SELECT (" + count + ") AS n, (" + version + ") AS v) c LEFT JOIN (SELECT " +
		searchListColumns + ", s.unresolved_results, s.name_key FROM (SELECT s.id FROM sanctions_searches s" + w.String() +
		" ORDER BY " + order + " LIMIT " + pw.arg(limit) + " OFFSET " + pw.arg(f.Offset) +
		") p JOIN sanctions_searches s ON s.id = p.id) s ON true ORDER BY " + order
	rows, err := db.pool.Query(ctx, q, pw.args...)
	if err != nil {
		return nil, 0, formatError("list searches", err)
	}
	defer rows.Close()
	out := []service.SearchRecord{}
	var n, v int64
	for rows.Next() {
		var (
			id                                     *int64
			typ, name, address, country, dob, natl *string
			reference                              *string
			searched, updated, archived            *time.Time
			isArchived, in, notIn, affected        *bool
			results                                *int64
			sources                                []byte
		)
		if err := rows.Scan(&n, &v, &id, &typ, &searched, &updated, &archived, &isArchived, &in, &notIn, &affected,
			&name, &address, &country, &dob, &natl, &reference, &results, &sources); err != nil {
			return nil, 0, formatError("list searches", err)
		}
		if id == nil {
			continue // an empty page
		}
		r := service.SearchRecord{ID: *id, SearchType: *typ, DateSearched: utc(*searched), DateUpdated: utc(*updated),
			DateArchived: utcPtr(archived), IsArchived: *isArchived, ClientInResults: *in, ClientNotInResults: *notIn,
			AffectedByUpdate: *affected, NumOfResults: int32(*results),
			SearchCriteria: &service.SearchCriteria{Name: *name, Address: *address, Country: *country, DateOfBirth: *dob,
				Nationality: *natl, Reference: *reference},
			ListSearchResults: []service.SearchResultEntry{}}
		if r.SearchSources, err = decodeSources(sources); err != nil {
			return nil, 0, formatError("list searches", fmt.Errorf("search %d: sources: %w", r.ID, err))
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list searches", err)
	}
	uv := uint64(v)
	if total < 0 {
		db.dbs.putCount(countKey, uv, n)
	}
	db.results.put(pageKey, uv, searchPage{cloneSearchRecords(out), int(n)})
	return out, int(n), nil
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

// searchStatusOrder is sqlutil.SearchStatusOrder on the columns of s, the
// expression of the status indexes.
const searchStatusOrder = "(CASE WHEN s.unresolved_results > 0 OR s.affected_by_update THEN 0 ELSE 1 END)"

// searchWrite runs fn in a transaction on a search in scope whose row it
// has locked, so that concurrent writes to one search take turns.
func (db *DB) searchWrite(ctx context.Context, s service.Scope, id int64, fn func(pgx.Tx) error) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		var w where
		w.add("id = " + w.arg(id))
		w.scope("", s)
		var one int
		if err := tx.QueryRow(ctx, "SELECT 1 FROM sanctions_searches"+w.String()+" FOR UPDATE", w.args...).Scan(&one); err != nil {
			return formatError(fmt.Sprintf("search %d", id), err)
		}
		return fn(tx)
	})
}

// DecideSearch records the decision on a search in scope and resolves the
// results it names (all when d.ResultIDs is nil), in one transaction;
// dateUpdated stays the last list update that affected the search.
func (db *DB) DecideSearch(ctx context.Context, s service.Scope, id int64, d service.PepDecision) error {
	return db.searchWrite(ctx, s, id, func(tx pgx.Tx) error {
		var w where
		w.add("search_id = " + w.arg(id))
		w.add("NOT resolved")
		if d.ResultIDs != nil {
			w.add("id = ANY(" + w.arg(sqlutil.Distinct(d.ResultIDs)) + ")")
		}
		if _, err := tx.Exec(ctx, "UPDATE sanctions_results SET resolved = true"+w.String(), w.args...); err != nil {
			return formatError("resolve search results", err)
		}
		if _, err := tx.Exec(ctx, `UPDATE sanctions_searches s SET client_in_results = $1, client_not_in_results = $2,
			unresolved_results = u.n, affected_by_update = s.affected_by_update AND u.n > 0
			FROM (SELECT COUNT(*)::int AS n FROM sanctions_results WHERE search_id = $3 AND NOT resolved) u
			WHERE s.id = $3`, d.ClientInResults, !d.ClientInResults, id); err != nil {
			return formatError("update search", err)
		}
		return nil
	})
}

// DeleteSearch deletes a search in scope with its sources, results, links
// and notes, in one transaction.
func (db *DB) DeleteSearch(ctx context.Context, s service.Scope, id int64) error {
	return db.searchWrite(ctx, s, id, func(tx pgx.Tx) error {
		for _, t := range []string{"search_notes", "search_links", "sanctions_results", "sanctions_sources"} {
			if _, err := tx.Exec(ctx, "DELETE FROM "+t+" WHERE search_id = $1", id); err != nil {
				return formatError("delete search "+t, err)
			}
		}
		if _, err := tx.Exec(ctx, "DELETE FROM sanctions_searches WHERE id = $1", id); err != nil {
			return formatError("delete search", err)
		}
		return nil
	})
}
