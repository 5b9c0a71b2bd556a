package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

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

// CreateBulkSearch stores a queued bulk search with its rows in one
// transaction.
func (db *DB) CreateBulkSearch(ctx context.Context, n service.NewBulkSearch) (service.BulkSearchStatus, error) {
	total := int32(len(n.Rows))
	st := service.BulkSearchStatus{Success: true, Status: service.BulkQueued, Message: service.BulkQueuedMessage, Total: total,
		IsPepSearch: n.IsPepSearch, IsSanctionsSearch: n.IsSanctionsSearch}
	if n.IsPepSearch {
		st.TotalPep = total
	}
	if n.IsSanctionsSearch {
		st.TotalSanctions = total
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.BulkSearchStatus{}, err
	}
	defer func() { _ = tx.Rollback() }()
	res, err := tx.ExecContext(ctx, `INSERT INTO bulk_searches (account_id, owner, owner_key, created, success, status,
		message, message_key, total, processed, is_pep_search, is_sanctions_search, total_pep, processed_pep,
		total_sanctions, processed_sanctions, pending, selected_lists, versions, next_row)
		VALUES (?, ?, ?, ?, TRUE, ?, ?, ?, ?, 0, ?, ?, ?, 0, ?, 0, TRUE, ?, ?, 0)`,
		n.AccountID, n.Owner, key(n.Owner), formatTime(n.Created), st.Status, st.Message, key(st.Message), total,
		n.IsPepSearch, n.IsSanctionsSearch, st.TotalPep, st.TotalSanctions, strings.Join(n.Lists, ","), n.Versions)
	if err != nil {
		return service.BulkSearchStatus{}, formatError("create bulk search", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return service.BulkSearchStatus{}, formatError("create bulk search", err)
	}
	st.BulkSearchID = int32(id)
	// Rows go in multi-row INSERTs (SQLite binds at most 32766 values).
	const per = 500
	for lo := 0; lo < len(n.Rows); lo += per {
		rows := n.Rows[lo:min(lo+per, len(n.Rows))]
		var b strings.Builder
		b.WriteString(`INSERT INTO bulk_search_rows (bulk_id, row_idx, type, name, address, country, date_of_birth,
			nationality, reference) VALUES `)
		args := make([]any, 0, len(rows)*9)
		for i, r := range rows {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString("(?, ?, ?, ?, ?, ?, ?, ?, ?)")
			args = append(args, id, r.Index, r.Type, r.Name, r.Address, r.Country, r.DateOfBirth, r.Nationality, r.Reference)
		}
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			return service.BulkSearchStatus{}, formatError("create bulk search rows", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return service.BulkSearchStatus{}, formatError("create bulk search: commit", err)
	}
	return st, nil
}

// ClaimBulkSearch leases the oldest unfinished bulk search whose lease is
// free, ran out, or is worker's own.
func (db *DB) ClaimBulkSearch(ctx context.Context, worker string, now, leaseUntil time.Time) (service.BulkJob, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.BulkJob{}, err
	}
	defer func() { _ = tx.Rollback() }()
	var j service.BulkJob
	var lists string
	err = tx.QueryRowContext(ctx, `SELECT id, account_id, owner, is_sanctions_search, is_pep_search, selected_lists, versions,
		total, processed, next_row FROM bulk_searches
		WHERE pending AND (lease_owner = '' OR lease_owner = ? OR lease_until < ?) ORDER BY id LIMIT 1`,
		worker, formatTime(now)).Scan(&j.ID, &j.AccountID, &j.Owner, &j.IsSanctionsSearch, &j.IsPepSearch, &lists,
		&j.Versions, &j.Total, &j.Processed, &j.NextRow)
	if err != nil {
		return service.BulkJob{}, formatError("claim bulk search", err)
	}
	if lists != "" {
		j.Lists = strings.Split(lists, ",")
	}
	msg := service.BulkProgressMessage(j.Processed, j.Total)
	if _, err := tx.ExecContext(ctx, `UPDATE bulk_searches SET lease_owner = ?, lease_until = ?, status = ?, message = ?,
		message_key = ? WHERE id = ?`, worker, formatTime(leaseUntil), service.BulkProcessing, msg, key(msg), j.ID); err != nil {
		return service.BulkJob{}, formatError("claim bulk search", err)
	}
	if err := tx.Commit(); err != nil {
		return service.BulkJob{}, formatError("claim bulk search: commit", err)
	}
	return j, nil
}

// BulkRows returns up to limit rows of job id from row index from on.
func (db *DB) BulkRows(ctx context.Context, id int32, from int32, limit int) ([]service.BulkRow, error) {
	rows, err := db.reader.QueryContext(ctx, `SELECT row_idx, type, name, address, country, date_of_birth, nationality, reference
		FROM bulk_search_rows WHERE bulk_id = ? AND row_idx >= ? ORDER BY row_idx LIMIT ?`, id, from, limit)
	if err != nil {
		return nil, formatError("bulk rows", err)
	}
	defer rows.Close()
	var out []service.BulkRow
	for rows.Next() {
		var r service.BulkRow
		if err := rows.Scan(&r.Index, &r.Type, &r.Name, &r.Address, &r.Country, &r.DateOfBirth, &r.Nationality, &r.Reference); err != nil {
			return nil, formatError("bulk rows", err)
		}
		out = append(out, r)
	}
	return out, formatError("bulk rows", rows.Err())
}

// SaveBulkBatch stores the searches of the batch's rows not stored before,
// debits the PEP searches, and advances the job, in one transaction.
func (db *DB) SaveBulkBatch(ctx context.Context, b service.BulkBatch) (service.BulkSearchStatus, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.BulkSearchStatus{}, err
	}
	defer func() { _ = tx.Rollback() }()
	var owner, lease string
	var accountID int64
	if err := tx.QueryRowContext(ctx, "SELECT owner, account_id, lease_owner FROM bulk_searches WHERE id = ? AND pending", b.ID).
		Scan(&owner, &accountID, &lease); err != nil {
		return service.BulkSearchStatus{}, formatError(fmt.Sprintf("bulk search %d", b.ID), err)
	}
	if lease != b.Worker {
		return service.BulkSearchStatus{}, fmt.Errorf("sqlite: bulk search %d is leased to %q: %w", b.ID, lease, service.ErrConflict)
	}
	done := map[int32]bool{}
	if len(b.Items) > 0 {
		rows, err := tx.QueryContext(ctx, "SELECT row_idx FROM bulk_search_items WHERE bulk_id = ? AND row_idx BETWEEN ? AND ?",
			b.ID, b.Items[0].Row, b.Items[len(b.Items)-1].Row)
		if err != nil {
			return service.BulkSearchStatus{}, formatError("bulk items", err)
		}
		for rows.Next() {
			var r int32
			if err := rows.Scan(&r); err != nil {
				rows.Close()
				return service.BulkSearchStatus{}, formatError("bulk items", err)
			}
			done[r] = true
		}
		rows.Close()
	}
	st := newTxStmts(ctx, tx)
	defer st.close()
	var nRows, nSanctions, nPep int32
	marks := make([]any, 0, 4*len(b.Items))
	for _, it := range b.Items {
		if done[it.Row] {
			continue
		}
		var sid, pid sql.NullInt64
		if it.Sanctions != nil {
			n := *it.Sanctions
			n.AccountID, n.Owner = accountID, owner
			id, err := createSearchTx(st, n)
			if err != nil {
				return service.BulkSearchStatus{}, err
			}
			sid = sql.NullInt64{Int64: id, Valid: true}
			nSanctions++
		}
		if it.Pep != nil {
			n := *it.Pep
			n.AccountID, n.Owner = accountID, owner
			id, err := createPepSearchTx(st, n)
			if err != nil {
				return service.BulkSearchStatus{}, err
			}
			pid = sql.NullInt64{Int64: id, Valid: true}
			nPep++
		}
		marks = append(marks, b.ID, it.Row, sid, pid)
		nRows++
	}
	// The (job, row) markers go in multi-row INSERTs.
	const perMark = 200
	for lo := 0; lo < len(marks); lo += perMark * 4 {
		part := marks[lo:min(lo+perMark*4, len(marks))]
		if _, err := st.exec(st.values("INSERT INTO bulk_search_items (bulk_id, row_idx, sanctions_search_id, pep_search_id) VALUES ",
			"(?, ?, ?, ?)", len(part)/4), part...); err != nil {
			return service.BulkSearchStatus{}, formatError("bulk item", err)
		}
	}
	if nPep > 0 {
		var price int64
		if err := tx.QueryRowContext(ctx, "SELECT pep_renewal_price FROM accounts WHERE id = ?", accountID).Scan(&price); err != nil {
			return service.BulkSearchStatus{}, formatError("account", err)
		}
		if cost := price * int64(nPep); cost > 0 {
			if err := db.debit(ctx, tx, accountID, cost, fmt.Sprintf("bulk search %d: %d PEP searches", b.ID, nPep), owner); err != nil {
				return service.BulkSearchStatus{}, err
			}
		}
	}
	var out service.BulkSearchStatus
	err = tx.QueryRowContext(ctx, `UPDATE bulk_searches SET processed = processed + ?, processed_sanctions = processed_sanctions + ?,
		processed_pep = processed_pep + ?, next_row = MAX(next_row, ?), lease_until = ?, versions = ?
		WHERE id = ? RETURNING id, success, status, total, message, processed, is_pep_search, is_sanctions_search, total_pep,
		processed_pep, total_sanctions, processed_sanctions`,
		nRows, nSanctions, nPep, b.NextRow, formatTime(b.LeaseUntil), b.Versions, b.ID).Scan(&out.BulkSearchID, &out.Success,
		&out.Status, &out.Total, &out.Message, &out.Processed, &out.IsPepSearch, &out.IsSanctionsSearch, &out.TotalPep,
		&out.ProcessedPep, &out.TotalSanctions, &out.ProcessedSanctions)
	if err != nil {
		return service.BulkSearchStatus{}, formatError("bulk progress", err)
	}
	out.Message = service.BulkProgressMessage(out.Processed, out.Total)
	if _, err := tx.ExecContext(ctx, "UPDATE bulk_searches SET message = ?, message_key = ? WHERE id = ?", out.Message, key(out.Message), b.ID); err != nil {
		return service.BulkSearchStatus{}, formatError("bulk progress", err)
	}
	if err := tx.Commit(); err != nil {
		return service.BulkSearchStatus{}, formatError("bulk batch: commit", err)
	}
	return out, nil
}

// FinishBulkSearch ends a job held by worker and drops its rows.
func (db *DB) FinishBulkSearch(ctx context.Context, id int32, worker string, o service.BulkOutcome) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	r, err := tx.ExecContext(ctx, `UPDATE bulk_searches SET pending = FALSE, status = ?, message = ?, message_key = ?, success = ?,
		lease_owner = '', lease_until = '' WHERE id = ? AND pending AND lease_owner = ?`,
		o.Status, o.Message, key(o.Message), o.Success, id, worker)
	if err != nil {
		return formatError("finish bulk search", err)
	}
	if k, err := r.RowsAffected(); err != nil {
		return formatError("finish bulk search", err)
	} else if k != 1 {
		return fmt.Errorf("sqlite: finish bulk search %d: not leased to %q: %w", id, worker, service.ErrConflict)
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM bulk_search_rows WHERE bulk_id = ?", id); err != nil {
		return formatError("finish bulk search", err)
	}
	return formatError("finish bulk search: commit", tx.Commit())
}
