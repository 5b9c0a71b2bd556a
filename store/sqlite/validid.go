package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// ListValidIDs returns one page of the ValidID searches matching f and the
// total number that match. Every name word must appear in the full name and
// the reference must contain f.Reference (both case-insensitive); DateFrom
// is inclusive and DateTo exclusive. Status orders by the status text.
func (db *DB) ListValidIDs(ctx context.Context, f service.ValidIDFilter) ([]service.ValidIdListItem, int, error) {
	order, err := listOrder(f.Sort, "status", "full_name_key", "date_searched")
	if err != nil {
		return nil, 0, err
	}
	var w where
	w.scope("", f.Scope)
	for _, word := range f.NameWords {
		if word != "" {
			w.add(`full_name_key LIKE ? ESCAPE '\'`, containsPattern(word))
		}
	}
	if f.Reference != "" {
		w.add(`reference_key LIKE ? ESCAPE '\'`, containsPattern(f.Reference))
	}
	if f.Type != 0 {
		w.add("type = ?", f.Type)
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

	// The same page at the same data version: the remembered answer
	// (resultcache.go).
	key := "validid\x00" + cacheKey(&w, order) + "\x00" + strconv.Itoa(f.Offset) + "," + strconv.Itoa(f.Limit)
	if v, err := db.version(ctx, readTx{db: db}, versionValidIDs); err == nil {
		if r, ok := db.result.get(key, v); ok {
			p := r.(validIDPage)
			return cloneValidIDs(p.items), p.total, nil
		}
	}
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	version, err := db.version(ctx, readTx{db, tx}, versionValidIDs)
	if err != nil {
		return nil, 0, err
	}
	items, total, err := db.listValidIDs(ctx, tx, f, &w, order)
	if err != nil {
		return nil, 0, err
	}
	db.result.put(key, version, validIDPage{cloneValidIDs(items), total})
	return items, total, nil
}

// validIDPage is a remembered ListValidIDs answer.
type validIDPage struct {
	items []service.ValidIdListItem
	total int
}

func (db *DB) listValidIDs(ctx context.Context, tx *roTx, f service.ValidIDFilter, w *where, order string) ([]service.ValidIdListItem, int, error) {
	var total int
	if err := db.readQueryRow(ctx, tx, "SELECT COUNT(*) FROM validid_searches"+w.String(), w.args...).Scan(&total); err != nil {
		return nil, 0, formatError("count ValidID searches", err)
	}
	if total == 0 || f.Offset >= total {
		return []service.ValidIdListItem{}, total, nil
	}
	// The limit is in the text, not bound: see dbsSelect.
	args := append(w.args, max(f.Offset, 0))
	rows, err := db.readQuery(ctx, tx, `SELECT id, type, score, status, date_searched, reference, pep_error, replaced,
		replacement_search_id, has_completed_request, has_completed_search, full_name, date_of_birth, gender, address
		FROM validid_searches`+w.String()+" ORDER BY "+order+" LIMIT "+strconv.Itoa(limitOf(f.Limit))+" OFFSET ?", args...)
	if err != nil {
		return nil, 0, formatError("list ValidID searches", err)
	}
	defer rows.Close()
	out := make([]service.ValidIdListItem, 0, min(limitOf(f.Limit), total))
	for rows.Next() {
		var v service.ValidIdListItem
		c := &service.ValidIdSearchCriteria{}
		var searched string
		var dob sql.NullString
		if err := rows.Scan(&v.ID, &v.Type, &v.Score, &v.Status, &searched, &v.Reference, &v.PepError, &v.Replaced,
			&v.ReplacementSearchID, &v.HasCompletedRequest, &v.HasCompletedSearch, &c.FullName, &dob, &c.Gender,
			&c.Address); err != nil {
			return nil, 0, formatError("list ValidID searches", err)
		}
		if v.DateSearched, err = parseTime(searched); err != nil {
			return nil, 0, fmt.Errorf("sqlite: ValidID search %d: %w", v.ID, err)
		}
		if dob.Valid {
			if c.DateOfBirth, err = parseTime(dob.String); err != nil {
				return nil, 0, fmt.Errorf("sqlite: ValidID search %d: %w", v.ID, err)
			}
		}
		v.SearchCriteria = c
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list ValidID searches", err)
	}
	return out, total, nil
}

// UpdateValidID records the decision on a search in scope: the two flags
// and the matching resolved status ([service.ValidIDStatusClientInResults] or
// [service.ValidIDStatusClientNotInResults]). Returns service.ErrNotFound if the
// search is absent or out of scope.
func (db *DB) UpdateValidID(ctx context.Context, s service.Scope, id int32, clientInResults, clientNotInResults bool) error {
	status := service.ValidIDStatusClientNotInResults
	if clientInResults {
		status = service.ValidIDStatusClientInResults
	}
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	args := append([]any{clientInResults, clientNotInResults, status}, w.args...)
	res, err := db.writer.ExecContext(ctx, "UPDATE validid_searches SET client_in_results = ?, client_not_in_results = ?, status = ?"+
		w.String(), args...)
	if err != nil {
		return formatError(fmt.Sprintf("update ValidID search %d", id), err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return formatError(fmt.Sprintf("update ValidID search %d", id), err)
	}
	if n == 0 {
		return fmt.Errorf("sqlite: ValidID search %d: %w", id, service.ErrNotFound)
	}
	return nil
}

func insertValidID(ctx context.Context, q querier, r dataset.ValidIDRecord) error {
	v := r.Item
	c := v.SearchCriteria
	if c == nil {
		c = &service.ValidIdSearchCriteria{}
	}
	var dob *time.Time
	if !c.DateOfBirth.IsZero() {
		dob = &c.DateOfBirth
	}
	_, err := q.ExecContext(ctx, `INSERT INTO validid_searches (id, account_id, owner, owner_key, type, score, status,
		date_searched, reference, reference_key, pep_error, replaced, replacement_search_id, has_completed_request,
		has_completed_search, full_name, full_name_key, date_of_birth, gender, address, client_in_results,
		client_not_in_results) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		v.ID, r.AccountID, r.Owner, key(r.Owner), v.Type, v.Score, v.Status, formatTime(v.DateSearched),
		v.Reference, key(v.Reference), v.PepError, v.Replaced, v.ReplacementSearchID, v.HasCompletedRequest,
		v.HasCompletedSearch, c.FullName, key(c.FullName), formatTimePtr(dob), c.Gender, c.Address,
		r.ClientInResults, r.ClientNotInResults)
	if err != nil {
		return formatError(fmt.Sprintf("insert ValidID search %d", v.ID), err)
	}
	return nil
}

// cloneValidIDs is a copy of items sharing nothing with it.
func cloneValidIDs(items []service.ValidIdListItem) []service.ValidIdListItem {
	out := make([]service.ValidIdListItem, len(items))
	for i, v := range items {
		out[i] = v.Clone()
	}
	return out
}
