package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

// searchListQuery reads the searches of a page with their sources (as a
// JSON array) and the number of their results.
const searchListQuery = `SELECT s.id, s.search_type, s.date_searched, s.date_updated, s.date_archived, s.is_archived,
	s.client_in_results, s.client_not_in_results, s.affected_by_update, s.criteria_name, s.criteria_address,
	s.criteria_country, s.criteria_date_of_birth, s.criteria_nationality, s.criteria_reference,
	(SELECT COUNT(*) FROM sanctions_results r WHERE r.search_id = s.id),
	COALESCE((SELECT json_agg(json_build_array(list_id, list_name, list_short_name, is_affected_by_list_update) ORDER BY position)
		FROM sanctions_sources WHERE search_id = s.id), '[]')
	FROM `

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

// ListSearches returns one page of the sanctions searches matching f, with
// their sources, and the total that match, from one snapshot.
func (db *DB) ListSearches(ctx context.Context, f service.SearchFilter) ([]service.SearchRecord, int, error) {
	order, err := sqlutil.ListOrder(f.Sort, searchStatusOrder, "s.name_key", "s.date_searched")
	if err != nil {
		return nil, 0, err
	}
	w := searchWhere(f)
	out := []service.SearchRecord{}
	// The total is remembered per account data version (as DBS counts
	// are): paging an unchanged list counts once.
	v, haveV := db.AccountDataVersion(ctx, f.Scope.AccountID)
	countKey := cacheKey(w, "sanctions-count")
	total := -1
	if haveV {
		if n, ok := db.dbs.count(countKey, v); ok {
			total = int(n)
		}
	}
	err = db.inReadTx(ctx, func(tx pgx.Tx) error {
		if total < 0 {
			if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM sanctions_searches s"+w.String(), w.args...).Scan(&total); err != nil {
				return formatError("count searches", err)
			}
			if haveV {
				db.dbs.putCount(countKey, v, int64(total))
			}
		}
		if f.Offset >= total {
			return nil
		}
		// The page's rows first, then their sources and counts: the
		// subqueries run for the 25 rows, not for the rows OFFSET skips.
		// (ids only: the orders' indexes cover them, so OFFSET skips index
		// entries without reading the table).
		q := searchListQuery + "(SELECT s.id FROM sanctions_searches s" + w.String() + " ORDER BY " + order +
			" LIMIT " + w.arg(limitOf(f.Limit)) + " OFFSET " + w.arg(f.Offset) + ") p JOIN sanctions_searches s ON s.id = p.id ORDER BY " + order
		rows, err := tx.Query(ctx, q, w.args...)
		recs, err := collectRows(rows, err, "list searches", func(rs pgx.Rows, r *service.SearchRecord) error {
			c := &service.SearchCriteria{}
			var n int64
			var sources []byte
			if err := rs.Scan(&r.ID, &r.SearchType, &r.DateSearched, &r.DateUpdated, &r.DateArchived, &r.IsArchived,
				&r.ClientInResults, &r.ClientNotInResults, &r.AffectedByUpdate, &c.Name, &c.Address, &c.Country,
				&c.DateOfBirth, &c.Nationality, &c.Reference, &n, &sources); err != nil {
				return err
			}
			r.SearchCriteria, r.NumOfResults = c, int32(n)
			r.DateSearched, r.DateUpdated, r.DateArchived = utc(r.DateSearched), utc(r.DateUpdated), utcPtr(r.DateArchived)
			var err error
			if r.SearchSources, err = decodeSources(sources); err != nil {
				return fmt.Errorf("search %d: sources: %w", r.ID, err)
			}
			r.ListSearchResults = []service.SearchResultEntry{}
			return nil
		})
		out = recs
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return out, total, nil
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
