package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/screengate/screengate/service"
)

// CreateDocument stores a document and returns its new id (d.Meta.ID is
// ignored), unless the account would pass q: the checks and the insert are
// one write transaction (writes are serialized, so they cannot race).
func (db *DB) CreateDocument(ctx context.Context, d service.Document, q service.DocumentQuota) (int64, error) {
	if q.PerDay <= 0 && q.MaxBytes <= 0 {
		return insertDocument(ctx, db.writer, d, false)
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return 0, err
	}
	defer func() { _ = tx.Rollback() }()
	var today int
	var stored int64
	if err := tx.QueryRowContext(ctx, `SELECT
			(SELECT COUNT(*) FROM documents WHERE account_id = ? AND date_created > ?),
			(SELECT COALESCE(SUM(LENGTH(content)), 0) FROM documents WHERE account_id = ? AND date_expires > ?)`,
		d.AccountID, formatTime(q.Now.Add(-24*time.Hour)), d.AccountID, formatTime(q.Now)).Scan(&today, &stored); err != nil {
		return 0, formatError("document usage", err)
	}
	if q.PerDay > 0 && today >= q.PerDay {
		return 0, &service.QuotaError{What: "documents per day", Limit: int64(q.PerDay)}
	}
	if q.MaxBytes > 0 && stored+int64(len(d.Content)) > q.MaxBytes {
		return 0, &service.QuotaError{What: "bytes of stored documents", Limit: q.MaxBytes}
	}
	id, err := insertDocument(ctx, tx, d, false)
	if err != nil {
		return 0, err
	}
	if err := tx.Commit(); err != nil {
		return 0, formatError("create document: commit", err)
	}
	return id, nil
}

// DeleteExpiredDocuments deletes the documents expired at now.
func (db *DB) DeleteExpiredDocuments(ctx context.Context, now time.Time) (int64, error) {
	res, err := db.writer.ExecContext(ctx, "DELETE FROM documents WHERE date_expires <= ?", formatTime(now))
	if err != nil {
		return 0, formatError("delete expired documents", err)
	}
	return res.RowsAffected()
}

// insertDocument inserts d, with d.Meta.ID as its id when withID is true.
func insertDocument(ctx context.Context, q querier, d service.Document, withID bool) (int64, error) {
	m := d.Meta
	cols := `account_id, owner, owner_key, is_ready, name, searched_name, file_name, type, sanctions_search_id,
		pep_search_id, validid_search_id, company_lookup_search_id, date_created, date_expires, content`
	args := []any{d.AccountID, d.Owner, key(d.Owner), m.IsReady, m.Name, m.SearchedName, m.FileName, m.Type,
		nullInt64(m.SanctionsSearchID), nullInt64(m.PepSearchID), nullInt32(m.ValidIDSearchID),
		nullInt32(m.CompanyLookupSearchID), formatTime(m.DateCreated), formatTime(m.DateExpires), d.Content}
	if withID {
		cols = "id, " + cols
		args = append([]any{m.ID}, args...)
	}
	var id int64
	err := q.QueryRowContext(ctx, "INSERT INTO documents ("+cols+") VALUES ("+placeholders(len(args))+") RETURNING id",
		args...).Scan(&id)
	if err != nil {
		return 0, formatError("create document", err)
	}
	return id, nil
}

// Document returns a document in scope with its content (Meta.ID set), or
// service.ErrNotFound. Expiry is the caller's business.
func (db *DB) Document(ctx context.Context, s service.Scope, id int64) (service.Document, error) {
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	var d service.Document
	m := &d.Meta
	var sanctionsID, pepID, validID, companyID sql.NullInt64
	var created, expires string
	err := db.reader.QueryRowContext(ctx, `SELECT id, account_id, owner, is_ready, name, searched_name, file_name, type,
		sanctions_search_id, pep_search_id, validid_search_id, company_lookup_search_id, date_created, date_expires, content
		FROM documents`+w.String(), w.args...).Scan(&m.ID, &d.AccountID, &d.Owner, &m.IsReady, &m.Name, &m.SearchedName,
		&m.FileName, &m.Type, &sanctionsID, &pepID, &validID, &companyID, &created, &expires, &d.Content)
	if err != nil {
		return service.Document{}, formatError(fmt.Sprintf("document %d", id), err)
	}
	m.SanctionsSearchID, m.PepSearchID = int64Ptr(sanctionsID), int64Ptr(pepID)
	m.ValidIDSearchID, m.CompanyLookupSearchID = int32Ptr(validID), int32Ptr(companyID)
	if m.DateCreated, err = parseTime(created); err != nil {
		return service.Document{}, fmt.Errorf("sqlite: document %d: %w", id, err)
	}
	if m.DateExpires, err = parseTime(expires); err != nil {
		return service.Document{}, fmt.Errorf("sqlite: document %d: %w", id, err)
	}
	return d, nil
}

// ListDocuments returns a page of the unexpired documents in scope,
// newest first, without their content, and the total.
func (db *DB) ListDocuments(ctx context.Context, f service.DocumentFilter) ([]service.PdfDocument, int, error) {
	var w where
	w.scope("", f.Scope)
	w.add("date_expires > ?", formatTime(f.Now))
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	var total int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM documents"+w.String(), w.args...).Scan(&total); err != nil {
		return nil, 0, formatError("count documents", err)
	}
	if total == 0 || f.Offset >= total {
		return []service.PdfDocument{}, total, nil
	}
	args := append(w.args[:len(w.args):len(w.args)], f.Limit, f.Offset)
	rows, err := tx.QueryContext(ctx, `SELECT id, is_ready, name, searched_name, file_name, type, sanctions_search_id,
		pep_search_id, validid_search_id, company_lookup_search_id, date_created, date_expires
		FROM documents`+w.String()+" ORDER BY date_created DESC, id DESC LIMIT ? OFFSET ?", args...)
	if err != nil {
		return nil, 0, formatError("list documents", err)
	}
	defer rows.Close()
	out := make([]service.PdfDocument, 0, min(f.Limit, total))
	for rows.Next() {
		var m service.PdfDocument
		var sanctionsID, pepID, validID, companyID sql.NullInt64
		var created, expires string
		if err := rows.Scan(&m.ID, &m.IsReady, &m.Name, &m.SearchedName, &m.FileName, &m.Type, &sanctionsID, &pepID,
			&validID, &companyID, &created, &expires); err != nil {
			return nil, 0, formatError("list documents", err)
		}
		m.SanctionsSearchID, m.PepSearchID = int64Ptr(sanctionsID), int64Ptr(pepID)
		m.ValidIDSearchID, m.CompanyLookupSearchID = int32Ptr(validID), int32Ptr(companyID)
		if m.DateCreated, err = parseTime(created); err != nil {
			return nil, 0, fmt.Errorf("sqlite: document %d: %w", m.ID, err)
		}
		if m.DateExpires, err = parseTime(expires); err != nil {
			return nil, 0, fmt.Errorf("sqlite: document %d: %w", m.ID, err)
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list documents", err)
	}
	return out, total, nil
}
