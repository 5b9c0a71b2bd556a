package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/screengate/screengate/service"
)

// pepColumns are the columns scanPepRecord reads, in order.
const pepColumns = `id, owner, name, search_type, is_day_one, reference, criteria_address, criteria_country,
	criteria_date_of_birth, criteria_nationality, client_in_results, client_not_in_results, affected_by_update,
	date_searched, date_updated, renewal_date, total_results, unresolved_results, is_archived, date_archived`

// pepStatusOrder ranks searches that need a decision first.
const pepStatusOrder = "CASE WHEN unresolved_results > 0 OR affected_by_update THEN 0 ELSE 1 END"

type rowScanner interface{ Scan(dest ...any) error }

func scanPepRecord(r rowScanner) (service.PepSearch, error) {
	var p service.PepSearch
	rec := &p.Record
	c := &service.SearchCriteria{}
	var searched, renewal string
	var updated, archived sql.NullString
	if err := r.Scan(&rec.ID, &p.Owner, &c.Name, &rec.SearchType, &rec.IsDayOneSearch, &c.Reference, &c.Address, &c.Country,
		&c.DateOfBirth, &c.Nationality, &rec.ClientInResults, &rec.ClientNotInResults, &rec.AffectedByUpdate,
		&searched, &updated, &renewal, &rec.NumOfResults, &rec.NumOfUnresolved, &rec.IsArchived, &archived); err != nil {
		return p, err
	}
	rec.SearchCriteria = c
	var err error
	if rec.DateSearched, err = parseTime(searched); err != nil {
		return p, fmt.Errorf("sqlite: PEP search %d: %w", rec.ID, err)
	}
	rec.DateUpdated = rec.DateSearched
	if u, err := parseTimePtr(updated); err != nil {
		return p, fmt.Errorf("sqlite: PEP search %d: %w", rec.ID, err)
	} else if u != nil {
		rec.DateUpdated = *u
	}
	if !rec.IsDayOneSearch {
		t, err := parseTime(renewal)
		if err != nil {
			return p, fmt.Errorf("sqlite: PEP search %d: %w", rec.ID, err)
		}
		rec.DateRenewal = &t
	}
	if rec.DateArchived, err = parseTimePtr(archived); err != nil {
		return p, fmt.Errorf("sqlite: PEP search %d: %w", rec.ID, err)
	}
	rec.PepSearchResults = []service.PepSearchResult{}
	return p, nil
}

// pepWhere is the WHERE of a PepFilter.
func pepWhere(f service.PepFilter) *where {
	var w where
	w.scope("", f.Scope)
	w.add("is_archived = ?", f.Archived)
	if f.Unresolved != nil {
		if *f.Unresolved {
			w.add("unresolved_results > 0")
		} else {
			w.add("unresolved_results = 0")
		}
	}
	if f.Updated != nil {
		w.add("affected_by_update = ?", *f.Updated)
	}
	if f.Expiring != nil {
		cond := "(NOT is_day_one AND renewal_date <= ?)"
		if !*f.Expiring {
			cond = "NOT " + cond
		}
		w.add(cond, formatTime(f.ExpiringBy))
	}
	for _, word := range f.NameWords {
		w.add(`name_key LIKE ? ESCAPE '\'`, containsPattern(word))
	}
	if f.NamePhrase != "" {
		w.add(`name_key LIKE ? ESCAPE '\'`, containsPattern(f.NamePhrase))
	}
	if f.NameExact != "" {
		w.add("name_key = ?", key(f.NameExact))
	}
	if f.NameExcludes != "" {
		w.add(`name_key NOT LIKE ? ESCAPE '\'`, containsPattern(f.NameExcludes))
	}
	if f.Reference != "" {
		w.add(`reference_key LIKE ? ESCAPE '\'`, containsPattern(f.Reference))
	}
	if f.ReferenceExclude != "" {
		w.add(`reference_key NOT LIKE ? ESCAPE '\'`, containsPattern(f.ReferenceExclude))
	}
	if f.DayOne != nil {
		w.add("is_day_one = ?", *f.DayOne)
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

// ListPepSearches returns one page of the PEP searches matching f (without
// their results) and the total number that match.
func (db *DB) ListPepSearches(ctx context.Context, f service.PepFilter) ([]service.PepSearchRecord, int, error) {
	order, err := listOrder(f.Sort, pepStatusOrder, "name_key", "date_searched")
	if err != nil {
		return nil, 0, err
	}
	w := pepWhere(f)
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	var total int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM pep_searches"+w.String(), w.args...).Scan(&total); err != nil {
		return nil, 0, formatError("count PEP searches", err)
	}
	args := append(w.args[:len(w.args):len(w.args)], limitOf(f.Limit), f.Offset)
	rows, err := tx.QueryContext(ctx, "SELECT "+pepColumns+" FROM pep_searches"+w.String()+" ORDER BY "+order+" LIMIT ? OFFSET ?", args...)
	if err != nil {
		return nil, 0, formatError("list PEP searches", err)
	}
	defer rows.Close()
	out := []service.PepSearchRecord{}
	for rows.Next() {
		p, err := scanPepRecord(rows)
		if err != nil {
			return nil, 0, formatError("list PEP searches", err)
		}
		out = append(out, p.Record)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list PEP searches", err)
	}
	return out, total, nil
}

// pepInScope reads a search in scope (without results).
func pepInScope(ctx context.Context, q querier, s service.Scope, id int64) (service.PepSearch, error) {
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	p, err := scanPepRecord(q.QueryRowContext(ctx, "SELECT "+pepColumns+" FROM pep_searches"+w.String(), w.args...))
	if err != nil {
		return p, formatError(fmt.Sprintf("PEP search %d", id), err)
	}
	return p, nil
}

// PepSearch returns a search in scope with its results, by id.
func (db *DB) PepSearch(ctx context.Context, s service.Scope, id int64) (service.PepSearch, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return service.PepSearch{}, err
	}
	defer func() { _ = tx.Rollback() }()
	p, err := pepInScope(ctx, tx, s, id)
	if err != nil {
		return p, err
	}
	rows, err := tx.QueryContext(ctx, "SELECT id, similarity, resolved, date_updated, details FROM pep_search_results WHERE search_id = ? ORDER BY id", id)
	if err != nil {
		return p, formatError("PEP search results", err)
	}
	defer rows.Close()
	for rows.Next() {
		var r service.PepSearchResult
		var rid int64
		var sim, details string
		var resolved bool
		var updated sql.NullString
		if err := rows.Scan(&rid, &sim, &resolved, &updated, &details); err != nil {
			return p, formatError("PEP search results", err)
		}
		if err := json.Unmarshal([]byte(details), &r); err != nil {
			return p, fmt.Errorf("sqlite: PEP search result %d: %w", rid, err)
		}
		r.ID, r.ResultResolved = rid, resolved
		if r.ResultSimilarity, err = service.ParseDecimal(sim); err != nil {
			return p, fmt.Errorf("sqlite: PEP search result %d: %w", rid, err)
		}
		if r.DateLastUpdated, err = parseTimePtr(updated); err != nil {
			return p, fmt.Errorf("sqlite: PEP search result %d: %w", rid, err)
		}
		p.Record.PepSearchResults = append(p.Record.PepSearchResults, r)
	}
	if err := rows.Err(); err != nil {
		return p, formatError("PEP search results", err)
	}
	return p, nil
}

// PepSearchNotes returns the notes of a search in scope, oldest first.
func (db *DB) PepSearchNotes(ctx context.Context, s service.Scope, id int64) ([]service.SearchNote, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer func() { _ = tx.Rollback() }()
	if _, err := pepInScope(ctx, tx, s, id); err != nil {
		return nil, err
	}
	return notesOf(ctx, tx, pepNoteTable, id, 0)
}

// AddPepSearchNote appends a note to a search in scope, unless it has
// lim.MaxNotes notes already, and returns its newest lim.Newest notes and
// how many it has, in one transaction.
func (db *DB) AddPepSearchNote(ctx context.Context, s service.Scope, id int64, n service.SearchNote, lim service.NoteLimits) ([]service.SearchNote, int, error) {
	var notes []service.SearchNote
	var total int
	err := db.pepWrite(ctx, s, id, "add PEP search note", func(tx *sql.Tx, _ service.PepSearch) error {
		var err error
		notes, total, err = addNote(ctx, tx, pepNoteTable, id, n, lim)
		return err
	})
	return notes, total, err
}

// pepWrite runs fn in a write transaction on a search in scope.
func (db *DB) pepWrite(ctx context.Context, s service.Scope, id int64, op string, fn func(*sql.Tx, service.PepSearch) error) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	p, err := pepInScope(ctx, tx, s, id)
	if err != nil {
		return err
	}
	if err := fn(tx, p); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return formatError(op+": commit", err)
	}
	return nil
}

// DecidePepSearch records a decision on a search in scope.
func (db *DB) DecidePepSearch(ctx context.Context, s service.Scope, id int64, d service.PepDecision) error {
	return db.pepWrite(ctx, s, id, "update PEP search", func(tx *sql.Tx, _ service.PepSearch) error {
		at := formatTime(d.At)
		var w where
		w.add("search_id = ?", id)
		w.add("resolved = ?", false)
		if d.ResultIDs != nil {
			w.in("id", distinct(d.ResultIDs))
		}
		res, err := tx.ExecContext(ctx, "UPDATE pep_search_results SET resolved = TRUE, date_updated = ?"+w.String(), append([]any{at}, w.args...)...)
		if err != nil {
			return formatError("resolve PEP search results", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return formatError("resolve PEP search results", err)
		}
		unresolved := "0"
		if d.ResultIDs != nil {
			unresolved = "MAX(unresolved_results - ?, 0)"
		}
		args := []any{d.ClientInResults, !d.ClientInResults, at}
		if d.ResultIDs != nil {
			args = append(args, n)
		}
		args = append(args, id)
		if _, err := tx.ExecContext(ctx, `UPDATE pep_searches SET client_in_results = ?, client_not_in_results = ?, date_updated = ?,
			unresolved_results = `+unresolved+` WHERE id = ?`, args...); err != nil {
			return formatError("update PEP search", err)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE pep_searches SET affected_by_update = FALSE WHERE id = ? AND unresolved_results = 0", id); err != nil {
			return formatError("update PEP search", err)
		}
		return nil
	})
}

// ArchivePepSearch archives a search in scope; the first archive date is
// kept.
func (db *DB) ArchivePepSearch(ctx context.Context, s service.Scope, id int64, at time.Time) error {
	return db.pepWrite(ctx, s, id, "archive PEP search", func(tx *sql.Tx, _ service.PepSearch) error {
		if _, err := tx.ExecContext(ctx, "UPDATE pep_searches SET is_archived = TRUE, date_archived = COALESCE(date_archived, ?) WHERE id = ?",
			formatTime(at), id); err != nil {
			return formatError("archive PEP search", err)
		}
		return nil
	})
}

// DeletePepSearch deletes a search in scope with its results and notes.
func (db *DB) DeletePepSearch(ctx context.Context, s service.Scope, id int64) error {
	return db.pepWrite(ctx, s, id, "delete PEP search", func(tx *sql.Tx, _ service.PepSearch) error {
		for _, q := range []string{"DELETE FROM pep_search_results WHERE search_id = ?", "DELETE FROM pep_search_notes WHERE search_id = ?",
			"DELETE FROM pep_searches WHERE id = ?"} {
			if _, err := tx.ExecContext(ctx, q, id); err != nil {
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
	w.add("is_archived = ?", false)
	w.add("affected_by_update = ?", true)
	var n int64
	if err := db.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM pep_searches"+w.String(), w.args...).Scan(&n); err != nil {
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
// account's PEP price, in one transaction (the single writer serializes
// it with every other debit).
func (db *DB) CreatePepSearch(ctx context.Context, n service.NewPepSearch) (int64, service.PepRenewal, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return 0, service.PepRenewal{}, err
	}
	defer func() { _ = tx.Rollback() }()
	var balance, price int64
	if err := tx.QueryRowContext(ctx, "SELECT balance, pep_renewal_price FROM accounts WHERE id = ?", n.AccountID).Scan(&balance, &price); err != nil {
		return 0, service.PepRenewal{}, formatError(fmt.Sprintf("account %d", n.AccountID), err)
	}
	q := service.PepRenewal{Cost: fromUnits(price), Balance: fromUnits(balance)}
	if balance < price {
		return 0, q, fmt.Errorf("sqlite: add PEP search: balance %s, price %s: %w", q.Balance, q.Cost, service.ErrInsufficientCredit)
	}
	st := newTxStmts(ctx, tx)
	defer st.close()
	id, err := createPepSearchTx(st, n)
	if err != nil {
		return 0, service.PepRenewal{}, err
	}
	if price > 0 {
		if err := db.debit(ctx, tx, n.AccountID, price, fmt.Sprintf("PEP search %d", id), n.Owner); err != nil {
			if errors.Is(err, service.ErrInsufficientCredit) {
				return 0, q, err
			}
			return 0, service.PepRenewal{}, err
		}
	}
	if err := tx.Commit(); err != nil {
		return 0, service.PepRenewal{}, formatError("add PEP search: commit", err)
	}
	q.Balance = fromUnits(balance - price)
	return id, q, nil
}

// createPepSearchTx inserts a PEP search with its results through st
// (no debit: the caller's).
func createPepSearchTx(st *txStmts, n service.NewPepSearch) (int64, error) {
	c := n.Criteria
	if n.Keys != nil && len(n.Keys) != len(n.Results) {
		return 0, fmt.Errorf("sqlite: add PEP search: %d keys for %d results", len(n.Keys), len(n.Results))
	}
	var version any
	if n.ListVersion != 0 {
		version = n.ListVersion
	}
	res, err := st.exec(`INSERT INTO pep_searches (account_id, owner, owner_key, name, name_key, date_searched, renewal_date,
		is_archived, total_results, unresolved_results, search_type, is_day_one, reference, reference_key, criteria_address,
		criteria_country, criteria_date_of_birth, criteria_nationality, list_version) VALUES (?, ?, ?, ?, ?, ?, ?, FALSE, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		n.AccountID, n.Owner, key(n.Owner), c.Name, key(c.Name), formatTime(n.DateSearched), formatTime(n.RenewalDate),
		len(n.Results), len(n.Results), n.Type, n.DayOne, c.Reference, key(c.Reference), c.Address, c.Country, c.DateOfBirth, c.Nationality, version)
	if err != nil {
		return 0, formatError("add PEP search", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, formatError("add PEP search", err)
	}
	// The results go in multi-row INSERTs (as a screened search's).
	const per = 200
	args := make([]any, 0, 4*min(len(n.Results), per))
	for lo := 0; lo < len(n.Results); lo += per {
		hi := min(lo+per, len(n.Results))
		args = args[:0]
		for i := lo; i < hi; i++ {
			r := n.Results[i]
			details, err := json.Marshal(r)
			if err != nil {
				return 0, fmt.Errorf("sqlite: PEP search result: %w", err)
			}
			k := ""
			if n.Keys != nil {
				k = n.Keys[i]
			}
			args = append(args, id, r.ResultSimilarity.String(), string(details), k)
		}
		if _, err := st.exec(st.values("INSERT INTO pep_search_results (search_id, similarity, resolved, details, entity_key) VALUES ",
			"(?, ?, FALSE, ?, ?)", hi-lo), args...); err != nil {
			return 0, formatError("add PEP search result", err)
		}
	}
	return id, nil
}

// MonitoredPepSearches calls fn with each monitored PEP search (not
// archived, not day-one, renewal date on or after at) with those of
// changed among the keys of its current results, ordered by id.
func (db *DB) MonitoredPepSearches(ctx context.Context, at time.Time, changed []string, fn func(service.MonitoredSearch) error) error {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	keys, err := changedResultKeys(ctx, tx, `SELECT search_id, entity_key FROM pep_search_results
		WHERE entity_key IN (SELECT value FROM json_each(?)) AND entity_key <> '' AND superseded_by IS NULL ORDER BY id`, changed)
	if err != nil {
		return formatError("monitored PEP searches", err)
	}
	rows, err := tx.QueryContext(ctx, `SELECT s.id, s.search_type, s.name, s.criteria_address, s.criteria_country,
		s.criteria_date_of_birth, s.criteria_nationality, s.reference
		FROM pep_searches s
		WHERE NOT s.is_archived AND NOT s.is_day_one AND s.renewal_date >= ?
		ORDER BY s.id`, formatTime(at))
	if err != nil {
		return formatError("monitored PEP searches", err)
	}
	all, err := scanMonitored(rows, keys)
	if err != nil {
		return formatError("monitored PEP searches", err)
	}
	_ = tx.Rollback()
	return all.each(fn)
}

// UpdatePepSearchResults records what a PEP list version changed for each
// search of us, in one transaction; searches that are gone are skipped.
func (db *DB) UpdatePepSearchResults(ctx context.Context, us ...service.PepResultsUpdate) error {
	for _, u := range us {
		if len(u.Added) != len(u.AddedKeys) {
			return fmt.Errorf("sqlite: update PEP search results: %d keys for %d results", len(u.AddedKeys), len(u.Added))
		}
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	flag, err := tx.PrepareContext(ctx, `UPDATE pep_searches SET affected_by_update = TRUE, date_updated = ?,
		total_results = total_results + ?, unresolved_results = unresolved_results + ? WHERE id = ?`)
	if err != nil {
		return formatError("update PEP search results", err)
	}
	defer flag.Close()
	supersede, err := tx.PrepareContext(ctx, `UPDATE pep_search_results SET superseded_by = ? WHERE search_id = ?
		AND entity_key = ? AND superseded_by IS NULL`)
	if err != nil {
		return formatError("supersede PEP search results", err)
	}
	defer supersede.Close()
	insert, err := tx.PrepareContext(ctx, `INSERT INTO pep_search_results (search_id, similarity, resolved, date_updated, details, entity_key)
		VALUES (?, ?, FALSE, ?, ?, ?)`)
	if err != nil {
		return formatError("add PEP search result", err)
	}
	defer insert.Close()
	var gone []int64
	for _, u := range us {
		at := formatTime(u.At)
		res, err := flag.ExecContext(ctx, at, len(u.Added), len(u.Added), u.SearchID)
		if err != nil {
			return formatError("update PEP search results", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			gone = append(gone, u.SearchID)
			continue
		}
		for _, k := range u.Superseded {
			if _, err := supersede.ExecContext(ctx, u.Version, u.SearchID, k); err != nil {
				return formatError("supersede PEP search results", err)
			}
		}
		for i, r := range u.Added {
			r.ID, r.ResultResolved = 0, false
			details, err := json.Marshal(r)
			if err != nil {
				return fmt.Errorf("sqlite: PEP search result: %w", err)
			}
			if _, err := insert.ExecContext(ctx, u.SearchID, r.ResultSimilarity.String(), at, string(details), u.AddedKeys[i]); err != nil {
				return formatError("add PEP search result", err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return formatError("update PEP search results: commit", err)
	}
	if len(gone) > 0 {
		return fmt.Errorf("sqlite: PEP searches %v: %w", gone, service.ErrNotFound)
	}
	return nil
}

// PepSearchVersions returns the PEP list version a search in scope was
// screened against and the versions that superseded its results.
func (db *DB) PepSearchVersions(ctx context.Context, s service.Scope, id int64) (int64, []int64, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return 0, nil, err
	}
	defer func() { _ = tx.Rollback() }()
	if _, err := pepInScope(ctx, tx, s, id); err != nil {
		return 0, nil, err
	}
	var searched sql.NullInt64
	if err := tx.QueryRowContext(ctx, "SELECT list_version FROM pep_searches WHERE id = ?", id).Scan(&searched); err != nil {
		return 0, nil, formatError("PEP search versions", err)
	}
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT superseded_by FROM pep_search_results
		WHERE search_id = ? AND superseded_by IS NOT NULL ORDER BY superseded_by`, id)
	if err != nil {
		return 0, nil, formatError("PEP search versions", err)
	}
	defer rows.Close()
	var updates []int64
	for rows.Next() {
		var v int64
		if err := rows.Scan(&v); err != nil {
			return 0, nil, formatError("PEP search versions", err)
		}
		updates = append(updates, v)
	}
	if err := rows.Err(); err != nil {
		return 0, nil, formatError("PEP search versions", err)
	}
	return searched.Int64, updates, nil
}
