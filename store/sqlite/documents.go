package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/screengate/screengate/service"
)

// CreateDocument stores a document and returns its new id (d.Meta.ID is
// ignored).
func (db *DB) CreateDocument(ctx context.Context, d service.Document) (int64, error) {
	return insertDocument(ctx, db.writer, d, false)
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
