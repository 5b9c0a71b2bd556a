package sqlite

import (
	"context"
	"fmt"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// ListBulkSearches returns one page of the bulk searches matching f and the
// total number that match. CreatedBy matches the owner case-insensitively;
// DateFrom is inclusive and DateTo exclusive (on the creation time). The
// orderings are status (status text, ties newest first), name (the status
// message, case-insensitive) and date (creation time).
func (db *DB) ListBulkSearches(ctx context.Context, f service.BulkFilter) ([]service.BulkSearchStatus, int, error) {
	order, err := listOrder(f.Sort, "status", "message_key", "created")
	if err != nil {
		return nil, 0, err
	}
	var w where
	w.scope("", f.Scope)
	if f.CreatedBy != "" {
		w.add("owner_key = ?", key(f.CreatedBy))
	}
	if f.DateFrom != nil {
		w.add("created >= ?", formatTime(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("created < ?", formatTime(*f.DateTo))
	}
	if f.ID != nil {
		w.add("id = ?", *f.ID)
	}

	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	var total int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM bulk_searches"+w.String(), w.args...).Scan(&total); err != nil {
		return nil, 0, formatError("count bulk searches", err)
	}
	if total == 0 || f.Offset >= total {
		return []service.BulkSearchStatus{}, total, nil
	}
	args := append(w.args, limitOf(f.Limit), max(f.Offset, 0))
	rows, err := tx.QueryContext(ctx, `SELECT id, success, status, total, message, processed, is_pep_search,
		is_sanctions_search, total_pep, processed_pep, total_sanctions, processed_sanctions
		FROM bulk_searches`+w.String()+" ORDER BY "+order+" LIMIT ? OFFSET ?", args...)
	if err != nil {
		return nil, 0, formatError("list bulk searches", err)
	}
	defer rows.Close()
	out := make([]service.BulkSearchStatus, 0, min(limitOf(f.Limit), total))
	for rows.Next() {
		var b service.BulkSearchStatus
		if err := rows.Scan(&b.BulkSearchID, &b.Success, &b.Status, &b.Total, &b.Message, &b.Processed, &b.IsPepSearch,
			&b.IsSanctionsSearch, &b.TotalPep, &b.ProcessedPep, &b.TotalSanctions, &b.ProcessedSanctions); err != nil {
			return nil, 0, formatError("list bulk searches", err)
		}
		out = append(out, b)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list bulk searches", err)
	}
	return out, total, nil
}

func insertBulkSearch(ctx context.Context, q querier, r dataset.BulkRecord) error {
	b := r.Status
	_, err := q.ExecContext(ctx, `INSERT INTO bulk_searches (id, account_id, owner, owner_key, created, success, status,
		message, message_key, total, processed, is_pep_search, is_sanctions_search, total_pep, processed_pep,
		total_sanctions, processed_sanctions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		b.BulkSearchID, r.AccountID, r.Owner, key(r.Owner), formatTime(r.Created), b.Success, b.Status,
		b.Message, key(b.Message), b.Total, b.Processed, b.IsPepSearch, b.IsSanctionsSearch, b.TotalPep,
		b.ProcessedPep, b.TotalSanctions, b.ProcessedSanctions)
	if err != nil {
		return formatError(fmt.Sprintf("insert bulk search %d", b.BulkSearchID), err)
	}
	return nil
}
