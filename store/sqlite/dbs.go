package sqlite

import (
	"context"
	"fmt"

	"github.com/screengate/screengate/service"
)

const dbsColumns = `id, date_searched, date_updated, status, disclosure_status, is_applicant_info_completed,
	is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
	disclosure_level, name, reference, is_dbs_due_renewal`

// dbsOrder is the ORDER BY of a DBS ordering. The status ordering is the
// workflow order (status_rank), ties newest first whatever the direction;
// the others order by their column; every ordering ends with id.
func dbsOrder(f service.DbsSortField, desc bool) (string, error) {
	d := dir(desc)
	switch f {
	case service.DbsSortStatus, "":
		return "status_rank " + d + ", date_searched DESC, id DESC", nil
	case service.DbsSortName:
		return "name_key " + d + ", id " + d, nil
	case service.DbsSortDate:
		return "date_searched " + d + ", id " + d, nil
	case service.DbsSortDateUpdated:
		return "date_updated " + d + ", id " + d, nil
	case service.DbsSortReference:
		return "reference " + d + ", id " + d, nil
	}
	return "", fmt.Errorf("sqlite: unknown DBS sort field %q", f)
}

// ListDbsSearches returns one page of the DBS searches matching f and the
// total number that match. Name matches case-insensitively anywhere in the
// name; DateFrom is inclusive and DateTo exclusive (on dateSearched).
func (db *DB) ListDbsSearches(ctx context.Context, f service.DbsFilter) ([]service.DbsSearchShort, int, error) {
	order, err := dbsOrder(f.Sort, f.Desc)
	if err != nil {
		return nil, 0, err
	}
	var w where
	w.scope("", f.Scope)
	if f.Name != "" {
		w.add(`name_key LIKE ? ESCAPE '\'`, containsPattern(f.Name))
	}
	if f.DateFrom != nil {
		w.add("date_searched >= ?", formatTime(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("date_searched < ?", formatTime(*f.DateTo))
	}
	for _, b := range []struct {
		col string
		v   *bool
	}{
		{"is_applicant_info_completed", f.IsApplicantInfoCompleted},
		{"is_id_check_completed", f.IsIDCheckCompleted},
		{"is_application_completed", f.IsApplicationCompleted},
		{"is_application_submitted", f.IsApplicationSubmitted},
		{"is_application_disclosed", f.IsApplicationDisclosed},
	} {
		if b.v != nil {
			w.add(b.col+" = ?", *b.v)
		}
	}

	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	var total int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM dbs_searches"+w.String(), w.args...).Scan(&total); err != nil {
		return nil, 0, formatError("count DBS searches", err)
	}
	if total == 0 || f.Offset >= total {
		return []service.DbsSearchShort{}, total, nil
	}
	args := append(w.args, limitOf(f.Limit), max(f.Offset, 0))
	rows, err := tx.QueryContext(ctx, "SELECT "+dbsColumns+" FROM dbs_searches"+w.String()+
		" ORDER BY "+order+" LIMIT ? OFFSET ?", args...)
	if err != nil {
		return nil, 0, formatError("list DBS searches", err)
	}
	defer rows.Close()
	out := make([]service.DbsSearchShort, 0, min(limitOf(f.Limit), total))
	for rows.Next() {
		var s service.DbsSearchShort
		var searched, updated string
		if err := rows.Scan(&s.ID, &searched, &updated, &s.Status, &s.DisclosureStatus, &s.IsApplicantInfoCompleted,
			&s.IsIDCheckCompleted, &s.IsApplicationCompleted, &s.IsApplicationSubmitted, &s.IsApplicationDisclosed,
			&s.DisclosureLevel, &s.Name, &s.Reference, &s.IsDbsDueRenewal); err != nil {
			return nil, 0, formatError("list DBS searches", err)
		}
		if s.DateSearched, err = parseTime(searched); err != nil {
			return nil, 0, fmt.Errorf("sqlite: DBS search %d: %w", s.ID, err)
		}
		if s.DateUpdated, err = parseTime(updated); err != nil {
			return nil, 0, fmt.Errorf("sqlite: DBS search %d: %w", s.ID, err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list DBS searches", err)
	}
	return out, total, nil
}

// dbsRow is a DBS search to insert.
type dbsRow struct {
	AccountID int64
	Owner     string
	Search    service.DbsSearchShort
}

func insertDbsSearch(ctx context.Context, q querier, r dbsRow) error {
	s := r.Search
	_, err := q.ExecContext(ctx, `INSERT INTO dbs_searches (id, account_id, owner, owner_key, date_searched, date_updated,
		status, status_rank, disclosure_status, is_applicant_info_completed, is_id_check_completed,
		is_application_completed, is_application_submitted, is_application_disclosed, disclosure_level,
		name, name_key, reference, is_dbs_due_renewal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		s.ID, r.AccountID, r.Owner, key(r.Owner), formatTime(s.DateSearched), formatTime(s.DateUpdated),
		s.Status, service.DbsStatusRank(s.Status), s.DisclosureStatus, s.IsApplicantInfoCompleted, s.IsIDCheckCompleted,
		s.IsApplicationCompleted, s.IsApplicationSubmitted, s.IsApplicationDisclosed, s.DisclosureLevel,
		s.Name, key(s.Name), s.Reference, s.IsDbsDueRenewal)
	if err != nil {
		return formatError(fmt.Sprintf("insert DBS search %d", s.ID), err)
	}
	return nil
}
