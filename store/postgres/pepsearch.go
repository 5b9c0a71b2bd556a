package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

// pepColumns are the columns scanPepRecord reads, in order.
const pepColumns = `id, owner, name, search_type, is_day_one, reference, criteria_address, criteria_country,
	criteria_date_of_birth, criteria_nationality, client_in_results, client_not_in_results, affected_by_update,
	date_searched, date_updated, renewal_date, total_results, unresolved_results, is_archived, date_archived`

// pepStatusOrder ranks searches that need a decision first.
const pepStatusOrder = "CASE WHEN unresolved_results > 0 OR affected_by_update THEN 0 ELSE 1 END"

func scanPepRecord(r pgx.Row) (service.PepSearch, error) {
	var p service.PepSearch
	rec := &p.Record
	c := &service.SearchCriteria{}
	var updated, archived *time.Time
	var renewal time.Time
	if err := r.Scan(&rec.ID, &p.Owner, &c.Name, &rec.SearchType, &rec.IsDayOneSearch, &c.Reference, &c.Address, &c.Country,
		&c.DateOfBirth, &c.Nationality, &rec.ClientInResults, &rec.ClientNotInResults, &rec.AffectedByUpdate,
		&rec.DateSearched, &updated, &renewal, &rec.NumOfResults, &rec.NumOfUnresolved, &rec.IsArchived, &archived); err != nil {
		return p, err
	}
	rec.SearchCriteria = c
	rec.DateSearched = rec.DateSearched.UTC()
	rec.DateUpdated = rec.DateSearched
	if updated != nil {
		rec.DateUpdated = updated.UTC()
	}
	if !rec.IsDayOneSearch {
		t := renewal.UTC()
		rec.DateRenewal = &t
	}
	rec.DateArchived = utcPtr(archived)
	rec.PepSearchResults = []service.PepSearchResult{}
	return p, nil
}

// pepWhere is the WHERE of a PepFilter.
func pepWhere(f service.PepFilter) *where {
	var w where
	w.scope("", f.Scope)
	w.add("is_archived = " + w.arg(f.Archived))
	if f.Unresolved != nil {
		if *f.Unresolved {
			w.add("unresolved_results > 0")
		} else {
			w.add("unresolved_results = 0")
		}
	}
	if f.Updated != nil {
		w.add("affected_by_update = " + w.arg(*f.Updated))
	}
	if f.Expiring != nil {
		cond := "(NOT is_day_one AND renewal_date <= " + w.arg(f.ExpiringBy) + ")"
		if !*f.Expiring {
			cond = "NOT " + cond
		}
		w.add(cond)
	}
	like := func(col, op, v string) { w.add(col + " " + op + " " + w.arg(containsPattern(v)) + ` ESCAPE '\'`) }
	for _, word := range f.NameWords {
		like("name_key", "LIKE", word)
	}
	if f.NamePhrase != "" {
		like("name_key", "LIKE", f.NamePhrase)
	}
	if f.NameExact != "" {
		w.add("name_key = " + w.arg(key(f.NameExact)))
	}
	if f.NameExcludes != "" {
		like("name_key", "NOT LIKE", f.NameExcludes)
	}
	if f.Reference != "" {
		like("reference_key", "LIKE", f.Reference)
	}
	if f.ReferenceExclude != "" {
		like("reference_key", "NOT LIKE", f.ReferenceExclude)
	}
	if f.DayOne != nil {
		w.add("is_day_one = " + w.arg(*f.DayOne))
	}
	if f.Type != "" {
		w.add("search_type = " + w.arg(f.Type))
	}
	if f.DateFrom != nil {
		w.add("date_searched >= " + w.arg(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("date_searched < " + w.arg(*f.DateTo))
	}
	if f.CreatedBy != "" {
		w.add("owner_key = " + w.arg(key(f.CreatedBy)))
	}
	return &w
}

// ListPepSearches returns one page of the PEP searches matching f (without
// their results) and the total number that match, from one snapshot.
func (db *DB) ListPepSearches(ctx context.Context, f service.PepFilter) ([]service.PepSearchRecord, int, error) {
	order, err := sqlutil.ListOrder(f.Sort, pepStatusOrder, "name_key", "date_searched")
	if err != nil {
		return nil, 0, err
	}
	w := pepWhere(f)
	var out []service.PepSearchRecord
	var total int
	err = db.inReadTx(ctx, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM pep_searches"+w.String(), w.args...).Scan(&total); err != nil {
			return formatError("count PEP searches", err)
		}
		q := "SELECT " + pepColumns + " FROM pep_searches" + w.String() + " ORDER BY " + order +
			" LIMIT " + w.arg(limitOf(f.Limit)) + " OFFSET " + w.arg(f.Offset)
		rows, err := tx.Query(ctx, q, w.args...)
		recs, err := collectRows(rows, err, "list PEP searches", func(r pgx.Rows, rec *service.PepSearchRecord) error {
			p, err := scanPepRecord(r)
			*rec = p.Record
			return err
		})
		out = recs
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return out, total, nil
}

// pepInScope reads a search in scope (without results); lock locks its row.
func pepInScope(ctx context.Context, q querier, s service.Scope, id int64, lock bool) (service.PepSearch, error) {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	query := "SELECT " + pepColumns + " FROM pep_searches" + w.String()
	if lock {
		query += " FOR UPDATE"
	}
	p, err := scanPepRecord(q.QueryRow(ctx, query, w.args...))
	if err != nil {
		return p, formatError(fmt.Sprintf("PEP search %d", id), err)
	}
	return p, nil
}

// PepSearch returns a search in scope with its results, by id.
func (db *DB) PepSearch(ctx context.Context, s service.Scope, id int64) (service.PepSearch, error) {
	var p service.PepSearch
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		var err error
		if p, err = pepInScope(ctx, tx, s, id, false); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, "SELECT id, similarity::text, resolved, date_updated, details FROM pep_search_results WHERE search_id = $1 ORDER BY id", id)
		res, err := collectRows(rows, err, "PEP search results", func(r pgx.Rows, x *service.PepSearchResult) error {
			var rid int64
			var sim, details string
			var resolved bool
			var updated *time.Time
			if err := r.Scan(&rid, &sim, &resolved, &updated, &details); err != nil {
				return err
			}
			if err := json.Unmarshal([]byte(details), x); err != nil {
				return fmt.Errorf("PEP search result %d: %w", rid, err)
			}
			x.ID, x.ResultResolved, x.DateLastUpdated = rid, resolved, utcPtr(updated)
			var err error
			x.ResultSimilarity, err = service.ParseDecimal(sim)
			return err
		})
		if err != nil {
			return err
		}
		p.Record.PepSearchResults = append(p.Record.PepSearchResults, res...)
		return nil
	})
	return p, err
}

// PepSearchNotes returns the notes of a search in scope, oldest first.
func (db *DB) PepSearchNotes(ctx context.Context, s service.Scope, id int64) ([]service.SearchNote, error) {
	var notes []service.SearchNote
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		if _, err := pepInScope(ctx, tx, s, id, false); err != nil {
			return err
		}
		var err error
		notes, err = notesOf(ctx, tx, pepNoteTable, id, 0)
		return err
	})
	return notes, err
}

// pepWrite runs fn in a transaction on a search in scope whose row it has
// locked, so that concurrent writes to one search take turns.
func (db *DB) pepWrite(ctx context.Context, s service.Scope, id int64, fn func(pgx.Tx) error) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := pepInScope(ctx, tx, s, id, true); err != nil {
			return err
		}
		return fn(tx)
	})
}

// AddPepSearchNote is AddSearchNote for a PEP search (its row locked).
func (db *DB) AddPepSearchNote(ctx context.Context, s service.Scope, id int64, n service.SearchNote, lim service.NoteLimits) ([]service.SearchNote, int, error) {
	var notes []service.SearchNote
	var total int
	err := db.pepWrite(ctx, s, id, func(tx pgx.Tx) error {
		var err error
		notes, total, err = addNote(ctx, tx, pepNoteTable, id, n, lim)
		return err
	})
	return notes, total, err
}

// DecidePepSearch records a decision on a search in scope.
func (db *DB) DecidePepSearch(ctx context.Context, s service.Scope, id int64, d service.PepDecision) error {
	return db.pepWrite(ctx, s, id, func(tx pgx.Tx) error {
		var w where
		at := w.arg(d.At)
		w.add("search_id = " + w.arg(id))
		w.add("NOT resolved")
		if d.ResultIDs != nil {
			w.add("id = ANY(" + w.arg(sqlutil.Distinct(d.ResultIDs)) + ")")
		}
		tag, err := tx.Exec(ctx, "UPDATE pep_search_results SET resolved = true, date_updated = "+at+w.String(), w.args...)
		if err != nil {
			return formatError("resolve PEP search results", err)
		}
		unresolved := "0"
		args := []any{d.ClientInResults, !d.ClientInResults, d.At, id}
		if d.ResultIDs != nil {
			unresolved = "GREATEST(unresolved_results - $5, 0)"
			args = append(args, tag.RowsAffected())
		}
		if _, err := tx.Exec(ctx, `UPDATE pep_searches SET client_in_results = $1, client_not_in_results = $2, date_updated = $3,
			unresolved_results = `+unresolved+` WHERE id = $4`, args...); err != nil {
			return formatError("update PEP search", err)
		}
		if _, err := tx.Exec(ctx, "UPDATE pep_searches SET affected_by_update = false WHERE id = $1 AND unresolved_results = 0", id); err != nil {
			return formatError("update PEP search", err)
		}
		return nil
	})
}

// ArchivePepSearch archives a search in scope; the first archive date is
// kept.
func (db *DB) ArchivePepSearch(ctx context.Context, s service.Scope, id int64, at time.Time) error {
	return db.pepWrite(ctx, s, id, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "UPDATE pep_searches SET is_archived = true, date_archived = COALESCE(date_archived, $1) WHERE id = $2", at, id); err != nil {
			return formatError("archive PEP search", err)
		}
		return nil
	})
}

// DeletePepSearch deletes a search in scope with its results and notes.
func (db *DB) DeletePepSearch(ctx context.Context, s service.Scope, id int64) error {
	return db.pepWrite(ctx, s, id, func(tx pgx.Tx) error {
		for _, q := range []string{"DELETE FROM pep_search_results WHERE search_id = $1", "DELETE FROM pep_search_notes WHERE search_id = $1",
			"DELETE FROM pep_searches WHERE id = $1"} {
			if _, err := tx.Exec(ctx, q, id); err != nil {
				return formatError("delete PEP search", err)
			}
		}
		return nil
	})
}

// CountUpdatedPepSearches counts non-archived searches in scope affected by
// a list update.
func (db *DB) CountUpdatedPepSearches(ctx context.Context, s service.Scope) (int64, error) {
	var w where
	w.scope("", s)
	w.add("NOT is_archived")
	w.add("affected_by_update")
	var n int64
	if err := db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM pep_searches"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count updated PEP searches", err)
	}
	return n, nil
}

// QuoteAllPepRenewal prices renewing every monitored search in scope that
// is due on or before dueBy.
func (db *DB) QuoteAllPepRenewal(ctx context.Context, s service.Scope, dueBy time.Time) (service.PepRenewal, error) {
	return db.quotePepRenewal(ctx, s, nil, true, dueBy)
}

// RenewAllPepSearches renews every monitored search in scope that is due
// on or before dueBy, as RenewPepSearches does.
func (db *DB) RenewAllPepSearches(ctx context.Context, s service.Scope, dueBy time.Time) (service.PepRenewal, error) {
	return db.renewPepSearches(ctx, s, nil, true, dueBy)
}

// CreatePepSearch stores a new search with its results and debits the
// account's PEP price, in one transaction. The account row is locked
// first, so concurrent debits of one account (searches, renewals) take
// turns and each reads the balance the previous one committed.
func (db *DB) CreatePepSearch(ctx context.Context, n service.NewPepSearch) (int64, service.PepRenewal, error) {
	if n.Keys != nil && len(n.Keys) != len(n.Results) {
		return 0, service.PepRenewal{}, fmt.Errorf("postgres: add PEP search: %d keys for %d results", len(n.Keys), len(n.Results))
	}
	var q service.PepRenewal
	var id int64
	var insufficient bool
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var balance, price int64
		if err := tx.QueryRow(ctx, "SELECT balance, pep_renewal_price FROM accounts WHERE id = $1 FOR UPDATE", n.AccountID).
			Scan(&balance, &price); err != nil {
			return formatError(fmt.Sprintf("account %d", n.AccountID), err)
		}
		q = service.PepRenewal{Cost: fromUnits(price), Balance: fromUnits(balance)}
		if balance < price {
			insufficient = true
			return nil
		}
		var err error
		if id, err = createPepSearchTx(ctx, tx, n); err != nil {
			return err
		}
		if price > 0 {
			if err := db.debit(ctx, tx, n.AccountID, price, fmt.Sprintf("PEP search %d", id), n.Owner); err != nil {
				return err
			}
		}
		q.Balance = fromUnits(balance - price)
		return nil
	})
	if err != nil {
		return 0, service.PepRenewal{}, err
	}
	if insufficient {
		return 0, q, fmt.Errorf("postgres: add PEP search: balance %s, price %s: %w", q.Balance, q.Cost, service.ErrInsufficientCredit)
	}
	return id, q, nil
}

// createPepSearchTx inserts a PEP search with its results in tx (no
// debit: the caller's).
func createPepSearchTx(ctx context.Context, tx pgx.Tx, n service.NewPepSearch) (int64, error) {
	c := n.Criteria
	if n.Keys != nil && len(n.Keys) != len(n.Results) {
		return 0, fmt.Errorf("postgres: add PEP search: %d keys for %d results", len(n.Keys), len(n.Results))
	}
	var version *int64
	if n.ListVersion != 0 {
		version = &n.ListVersion
	}
	var id int64
	if err := tx.QueryRow(ctx, `INSERT INTO pep_searches (account_id, owner, owner_key, name, name_key, date_searched, renewal_date,
		is_archived, total_results, unresolved_results, search_type, is_day_one, reference, reference_key, criteria_address,
		criteria_country, criteria_date_of_birth, criteria_nationality, list_version)
		VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
		n.AccountID, n.Owner, key(n.Owner), c.Name, key(c.Name), n.DateSearched, n.RenewalDate, len(n.Results), n.Type, n.DayOne,
		c.Reference, key(c.Reference), c.Address, c.Country, c.DateOfBirth, c.Nationality, version).Scan(&id); err != nil {
		return 0, formatError("add PEP search", err)
	}
	var b pgx.Batch
	for i, r := range n.Results {
		details, err := json.Marshal(r)
		if err != nil {
			return 0, fmt.Errorf("postgres: PEP search result: %w", err)
		}
		k := ""
		if n.Keys != nil {
			k = n.Keys[i]
		}
		b.Queue(`INSERT INTO pep_search_results (search_id, similarity, resolved, details, entity_key) VALUES ($1, $2::numeric, false, $3, $4)`,
			id, r.ResultSimilarity.String(), string(details), k)
	}
	if b.Len() > 0 {
		if err := tx.SendBatch(ctx, &b).Close(); err != nil {
			return 0, formatError("add PEP search result", err)
		}
	}
	return id, nil
}

// MonitoredPepSearches calls fn with each monitored PEP search (not
// archived, not day-one, renewal date on or after at) with those of
// changed among the keys of its current results, ordered by id.
func (db *DB) MonitoredPepSearches(ctx context.Context, at time.Time, changed []string, fn func(service.MonitoredSearch) error) error {
	var all []service.MonitoredSearch
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		keys, err := changedResultKeys(ctx, tx, `SELECT search_id, entity_key FROM pep_search_results
			WHERE entity_key = ANY ($1) AND entity_key <> '' AND superseded_by IS NULL ORDER BY id`, changed)
		if err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `SELECT s.id, s.search_type, s.name, s.criteria_address, s.criteria_country,
			s.criteria_date_of_birth, s.criteria_nationality, s.reference
			FROM pep_searches s
			WHERE NOT s.is_archived AND NOT s.is_day_one AND s.renewal_date >= $1
			ORDER BY s.id`, at)
		all, err = scanMonitored(rows, err, keys)
		return err
	})
	if err != nil {
		return err
	}
	for _, m := range all {
		if err := fn(m); err != nil {
			return err
		}
	}
	return nil
}

// UpdatePepSearchResults records what a PEP list version changed for each
// search of us, in one transaction; searches that are gone are skipped.
func (db *DB) UpdatePepSearchResults(ctx context.Context, us ...service.PepResultsUpdate) error {
	for _, u := range us {
		if len(u.Added) != len(u.AddedKeys) {
			return fmt.Errorf("postgres: update PEP search results: %d keys for %d results", len(u.AddedKeys), len(u.Added))
		}
	}
	var gone []int64
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		gone = gone[:0]
		ids := make([]int64, len(us))
		for i, u := range us {
			ids[i] = u.SearchID
		}
		exists, err := lockRows(ctx, tx, "pep_searches", ids)
		if err != nil {
			return err
		}
		var b pgx.Batch
		for _, u := range us {
			if !exists[u.SearchID] {
				gone = append(gone, u.SearchID)
				continue
			}
			b.Queue(`UPDATE pep_searches SET affected_by_update = true, date_updated = $1,
				total_results = total_results + $2, unresolved_results = unresolved_results + $2 WHERE id = $3`, u.At, len(u.Added), u.SearchID)
			if len(u.Superseded) > 0 {
				b.Queue(`UPDATE pep_search_results SET superseded_by = $1 WHERE search_id = $2
					AND entity_key = ANY ($3) AND superseded_by IS NULL`, u.Version, u.SearchID, u.Superseded)
			}
			for i, r := range u.Added {
				r.ID, r.ResultResolved = 0, false
				details, err := json.Marshal(r)
				if err != nil {
					return fmt.Errorf("postgres: PEP search result: %w", err)
				}
				b.Queue(`INSERT INTO pep_search_results (search_id, similarity, resolved, date_updated, details, entity_key)
					VALUES ($1, $2::numeric, false, $3, $4, $5)`, u.SearchID, r.ResultSimilarity.String(), u.At, string(details), u.AddedKeys[i])
			}
		}
		if b.Len() == 0 {
			return nil
		}
		if err := tx.SendBatch(ctx, &b).Close(); err != nil {
			return formatError("update PEP search results", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if len(gone) > 0 {
		return fmt.Errorf("postgres: PEP searches %v: %w", gone, service.ErrNotFound)
	}
	return nil
}

// PepSearchVersions returns the PEP list version a search in scope was
// screened against and the versions that superseded its results.
func (db *DB) PepSearchVersions(ctx context.Context, s service.Scope, id int64) (int64, []int64, error) {
	var searched *int64
	var updates []int64
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		if _, err := pepInScope(ctx, tx, s, id, false); err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, "SELECT list_version FROM pep_searches WHERE id = $1", id).Scan(&searched); err != nil {
			return formatError("PEP search versions", err)
		}
		rows, err := tx.Query(ctx, `SELECT DISTINCT superseded_by FROM pep_search_results
			WHERE search_id = $1 AND superseded_by IS NOT NULL ORDER BY superseded_by`, id)
		updates, err = collectRows(rows, err, "PEP search versions", func(r pgx.Rows, v *int64) error { return r.Scan(v) })
		return err
	})
	if err != nil {
		return 0, nil, err
	}
	if len(updates) == 0 {
		updates = nil
	}
	var v int64
	if searched != nil {
		v = *searched
	}
	return v, updates, nil
}

// lockRows locks the rows of table whose id is in ids (FOR UPDATE) and
// says which exist.
func lockRows(ctx context.Context, tx pgx.Tx, table string, ids []int64) (map[int64]bool, error) {
	rows, err := tx.Query(ctx, "SELECT id FROM "+table+" WHERE id = ANY ($1) FOR UPDATE", ids)
	found, err := collectRows(rows, err, "lock "+table, func(r pgx.Rows, id *int64) error { return r.Scan(id) })
	if err != nil {
		return nil, err
	}
	exists := make(map[int64]bool, len(found))
	for _, id := range found {
		exists[id] = true
	}
	return exists, nil
}
