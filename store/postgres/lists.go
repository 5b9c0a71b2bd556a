package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

// pagedQuery is "the total and one page" in one statement: every row
// carries the total, and an empty page gives one row of NULLs.
func pagedQuery(cols, table string, w *where, order string, limit, offset int) string {
	l, o := w.arg(limitOf(limit)), w.arg(max(offset, 0))
	return `WITH page AS (SELECT ` + cols + ` FROM ` + table + w.String() + ` ORDER BY ` + order + ` LIMIT ` + l + ` OFFSET ` + o + `)
		SELECT (SELECT COUNT(*) FROM ` + table + w.String() + `), page.* FROM (SELECT 1) one LEFT JOIN page ON true`
}

// ListValidIDs returns one page of the ValidID searches matching f and the
// total number that match. Every name word must appear in the full name and
// the reference must contain f.Reference (both case-insensitive); DateFrom
// is inclusive and DateTo exclusive. Status orders by the status text.
func (db *DB) ListValidIDs(ctx context.Context, f service.ValidIDFilter) ([]service.ValidIdListItem, int, error) {
	order, err := sqlutil.ListOrder(f.Sort, "status", "full_name_key", "date_searched")
	if err != nil {
		return nil, 0, fmt.Errorf("postgres: %w", err)
	}
	var w where
	w.scope("", f.Scope)
	for _, word := range f.NameWords {
		if word != "" {
			w.add(`full_name_key LIKE ` + w.arg(containsPattern(word)) + ` ESCAPE '\'`)
		}
	}
	if f.Reference != "" {
		w.add(`reference_key LIKE ` + w.arg(containsPattern(f.Reference)) + ` ESCAPE '\'`)
	}
	if f.Type != 0 {
		w.add("type = " + w.arg(f.Type))
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
	rows, err := db.pool.Query(ctx, pagedQuery(`id, type, score, status, date_searched, reference, pep_error, replaced,
		replacement_search_id, has_completed_request, has_completed_search, full_name, date_of_birth, gender, address`,
		"validid_searches", &w, order, f.Limit, f.Offset), w.args...)
	if err != nil {
		return nil, 0, formatError("list ValidID searches", err)
	}
	defer rows.Close()
	out := []service.ValidIdListItem{}
	var total int64
	for rows.Next() {
		var (
			id, typ, score, repl                      *int32
			status, ref, name, gender, address        *string
			searched, dob                             *time.Time
			pepErr, replaced, doneRequest, doneSearch *bool
		)
		if err := rows.Scan(&total, &id, &typ, &score, &status, &searched, &ref, &pepErr, &replaced, &repl, &doneRequest,
			&doneSearch, &name, &dob, &gender, &address); err != nil {
			return nil, 0, formatError("list ValidID searches", err)
		}
		if id == nil {
			continue
		}
		c := &service.ValidIdSearchCriteria{FullName: *name, Gender: *gender, Address: *address}
		if dob != nil {
			c.DateOfBirth = dob.UTC()
		}
		out = append(out, service.ValidIdListItem{ID: *id, Type: *typ, Score: *score, Status: *status,
			DateSearched: searched.UTC(), Reference: *ref, PepError: *pepErr, Replaced: *replaced,
			ReplacementSearchID: *repl, HasCompletedRequest: *doneRequest, HasCompletedSearch: *doneSearch, SearchCriteria: c})
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list ValidID searches", err)
	}
	return out, int(total), nil
}

// UpdateValidID records the decision on a search in scope: the two flags
// and the matching resolved status. Returns service.ErrNotFound if the
// search is absent or out of scope.
func (db *DB) UpdateValidID(ctx context.Context, s service.Scope, id int32, clientInResults, clientNotInResults bool) error {
	status := service.ValidIDStatusClientNotInResults
	if clientInResults {
		status = service.ValidIDStatusClientInResults
	}
	var w where
	in, notIn, st := w.arg(clientInResults), w.arg(clientNotInResults), w.arg(status)
	w.add("id = " + w.arg(id))
	w.scope("", s)
	tag, err := db.pool.Exec(ctx, "UPDATE validid_searches SET client_in_results = "+in+", client_not_in_results = "+notIn+
		", status = "+st+w.String(), w.args...)
	if err != nil {
		return formatError(fmt.Sprintf("update ValidID search %d", id), err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("postgres: ValidID search %d: %w", id, service.ErrNotFound)
	}
	return nil
}

// CountClients counts the clients in scope whose state is one of f.States
// (none matches nothing), whose ValidateMe flag equals f.IsValidateMe and,
// when f.CreatedBefore is set, that were created before it.
func (db *DB) CountClients(ctx context.Context, f service.ClientFilter) (int64, error) {
	var w where
	w.scope("", f.Scope)
	states := make([]int32, len(f.States))
	for i, s := range f.States {
		states[i] = int32(s)
	}
	w.add("state = ANY(" + w.arg(states) + ")")
	w.add("is_validate_me = " + w.arg(f.IsValidateMe))
	if f.CreatedBefore != nil {
		w.add("created < " + w.arg(*f.CreatedBefore))
	}
	var n int64
	if err := db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM clients"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count clients", err)
	}
	return n, nil
}

// ClientDocument returns the PNG of a client in scope: the OCR capture
// ocrID when it is non-nil, else the original upload (original) or the
// processed image. Returns service.ErrNotFound if the client, the capture or
// the image is absent.
func (db *DB) ClientDocument(ctx context.Context, s service.Scope, clientID int32, original bool, ocrID *int32) ([]byte, error) {
	var w where
	w.add("c.id = " + w.arg(clientID))
	w.scope("c.", s)
	var query string
	switch {
	case ocrID != nil:
		w.add("o.ocr_id = " + w.arg(*ocrID))
		query = "SELECT o.png FROM client_ocr_images o JOIN clients c ON c.id = o.client_id" + w.String()
	case original:
		query = "SELECT c.original_image FROM clients c" + w.String()
	default:
		query = "SELECT c.processed_image FROM clients c" + w.String()
	}
	var img []byte
	if err := db.pool.QueryRow(ctx, query, w.args...).Scan(&img); err != nil {
		return nil, formatError(fmt.Sprintf("client %d document", clientID), err)
	}
	if len(img) == 0 {
		return nil, fmt.Errorf("postgres: client %d document: no image: %w", clientID, service.ErrNotFound)
	}
	return img, nil
}

// ListBulkSearches returns one page of the bulk searches matching f and the
// total number that match. CreatedBy matches the owner case-insensitively;
// DateFrom is inclusive and DateTo exclusive (on the creation time). The
// orderings are status (status text, ties newest first), name (the status
// message, case-insensitive) and date (creation time).
func (db *DB) ListBulkSearches(ctx context.Context, f service.BulkFilter) ([]service.BulkSearchStatus, int, error) {
	order, err := sqlutil.ListOrder(f.Sort, "status", "message_key", "created")
	if err != nil {
		return nil, 0, fmt.Errorf("postgres: %w", err)
	}
	var w where
	w.scope("", f.Scope)
	if f.CreatedBy != "" {
		w.add("owner_key = " + w.arg(key(f.CreatedBy)))
	}
	if f.DateFrom != nil {
		w.add("created >= " + w.arg(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("created < " + w.arg(*f.DateTo))
	}
	if f.ID != nil {
		w.add("id = " + w.arg(*f.ID))
	}
	rows, err := db.pool.Query(ctx, pagedQuery(`id, success, status, total, message, processed, is_pep_search,
		is_sanctions_search, total_pep, processed_pep, total_sanctions, processed_sanctions`,
		"bulk_searches", &w, order, f.Limit, f.Offset), w.args...)
	if err != nil {
		return nil, 0, formatError("list bulk searches", err)
	}
	defer rows.Close()
	out := []service.BulkSearchStatus{}
	var total int64
	for rows.Next() {
		var (
			id, tot, proc, totPep, procPep, totSan, procSan *int32
			success, isPep, isSan                           *bool
			status, msg                                     *string
		)
		if err := rows.Scan(&total, &id, &success, &status, &tot, &msg, &proc, &isPep, &isSan, &totPep, &procPep,
			&totSan, &procSan); err != nil {
			return nil, 0, formatError("list bulk searches", err)
		}
		if id == nil {
			continue
		}
		out = append(out, service.BulkSearchStatus{BulkSearchID: *id, Success: *success, Status: *status, Total: *tot,
			Message: *msg, Processed: *proc, IsPepSearch: *isPep, IsSanctionsSearch: *isSan, TotalPep: *totPep,
			ProcessedPep: *procPep, TotalSanctions: *totSan, ProcessedSanctions: *procSan})
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list bulk searches", err)
	}
	return out, int(total), nil
}

// SearchCompanies matches name case-insensitively (a prefix when prefix is
// true, else anywhere; LIKE metacharacters in name match literally),
// optionally in one country (ISO alpha-2, exact), ordered by name, at most
// limit results (no limit when limit <= 0).
func (db *DB) SearchCompanies(ctx context.Context, name, country string, prefix bool, limit int) ([]service.CompanySearchResultItem, error) {
	var w where
	pattern := containsPattern(name)
	if prefix {
		pattern = sqlutil.PrefixPattern(name)
	}
	w.add(`name_key LIKE ` + w.arg(pattern) + ` ESCAPE '\'`)
	if country != "" {
		w.add("country = " + w.arg(country))
	}
	rows, err := db.pool.Query(ctx, "SELECT id, number, name, address, country, status FROM companies"+
		w.String()+" ORDER BY name_key, id LIMIT "+w.arg(limitOf(limit)), w.args...)
	return collectRows(rows, err, "search companies", func(r pgx.Rows, c *service.CompanySearchResultItem) error {
		return r.Scan(&c.ID, &c.Number, &c.Name, &c.Address, &c.Country, &c.Status)
	})
}

// CreateDocument stores a document and returns its new id (d.Meta.ID is
// ignored), unless the account would pass q: the checks and the insert are
// one transaction holding a per-account advisory lock, so that concurrent
// saves (through any gateway) cannot pass a quota together.
func (db *DB) CreateDocument(ctx context.Context, d service.Document, q service.DocumentQuota) (int64, error) {
	if q.PerDay <= 0 && q.MaxBytes <= 0 {
		return insertDocument(ctx, db.pool, d, false)
	}
	var id int64
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1::int, $2::int)", documentQuotaLock, d.AccountID); err != nil {
			return formatError("document quota lock", err)
		}
		var today int
		var stored int64
		if err := tx.QueryRow(ctx, `SELECT
				(SELECT count(*) FROM documents WHERE account_id = $1 AND date_created > $2),
				(SELECT COALESCE(sum(octet_length(content)), 0)::bigint FROM documents WHERE account_id = $1 AND date_expires > $3)`,
			d.AccountID, q.Now.Add(-24*time.Hour), q.Now).Scan(&today, &stored); err != nil {
			return formatError("document usage", err)
		}
		if q.PerDay > 0 && today >= q.PerDay {
			return &service.QuotaError{What: "documents per day", Limit: int64(q.PerDay)}
		}
		if q.MaxBytes > 0 && stored+int64(len(d.Content)) > q.MaxBytes {
			return &service.QuotaError{What: "bytes of stored documents", Limit: q.MaxBytes}
		}
		var err error
		id, err = insertDocument(ctx, tx, d, false)
		return err
	})
	return id, err
}

// documentQuotaLock is the first key of the per-account advisory lock of
// CreateDocument's quota check.
const documentQuotaLock = 0x5347

// DeleteExpiredDocuments deletes the documents expired at now.
func (db *DB) DeleteExpiredDocuments(ctx context.Context, now time.Time) (int64, error) {
	tag, err := db.pool.Exec(ctx, "DELETE FROM documents WHERE date_expires <= $1", now)
	if err != nil {
		return 0, formatError("delete expired documents", err)
	}
	return tag.RowsAffected(), nil
}

// insertDocument inserts d, with d.Meta.ID as its id when withID is true.
func insertDocument(ctx context.Context, q querier, d service.Document, withID bool) (int64, error) {
	m := d.Meta
	cols := `account_id, owner, owner_key, is_ready, name, searched_name, file_name, type, sanctions_search_id,
		pep_search_id, validid_search_id, company_lookup_search_id, date_created, date_expires, content`
	args := []any{d.AccountID, d.Owner, key(d.Owner), m.IsReady, m.Name, m.SearchedName, m.FileName, m.Type,
		m.SanctionsSearchID, m.PepSearchID, m.ValidIDSearchID, m.CompanyLookupSearchID, m.DateCreated, m.DateExpires, d.Content}
	if withID {
		cols = "id, " + cols
		args = append([]any{m.ID}, args...)
	}
	var id int64
	if err := q.QueryRow(ctx, "INSERT INTO documents ("+cols+") VALUES ("+placeholders(len(args))+") RETURNING id",
		args...).Scan(&id); err != nil {
		return 0, formatError("create document", err)
	}
	return id, nil
}

// Document returns a document in scope with its content (Meta.ID set), or
// service.ErrNotFound. Expiry is the caller's business.
func (db *DB) Document(ctx context.Context, s service.Scope, id int64) (service.Document, error) {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	var d service.Document
	m := &d.Meta
	err := db.pool.QueryRow(ctx, `SELECT id, account_id, owner, is_ready, name, searched_name, file_name, type,
		sanctions_search_id, pep_search_id, validid_search_id, company_lookup_search_id, date_created, date_expires, content
		FROM documents`+w.String(), w.args...).Scan(&m.ID, &d.AccountID, &d.Owner, &m.IsReady, &m.Name, &m.SearchedName,
		&m.FileName, &m.Type, &m.SanctionsSearchID, &m.PepSearchID, &m.ValidIDSearchID, &m.CompanyLookupSearchID,
		&m.DateCreated, &m.DateExpires, &d.Content)
	if err != nil {
		return service.Document{}, formatError(fmt.Sprintf("document %d", id), err)
	}
	m.DateCreated, m.DateExpires = m.DateCreated.UTC(), m.DateExpires.UTC()
	return d, nil
}

// ListDocuments returns a page of the unexpired documents in scope,
// newest first, without their content, and the total (one snapshot).
func (db *DB) ListDocuments(ctx context.Context, f service.DocumentFilter) ([]service.PdfDocument, int, error) {
	var w where
	w.scope("", f.Scope)
	w.add("date_expires > " + w.arg(f.Now))
	var out []service.PdfDocument
	var total int
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM documents"+w.String(), w.args...).Scan(&total); err != nil {
			return formatError("count documents", err)
		}
		if total == 0 || f.Offset >= total {
			out = []service.PdfDocument{}
			return nil
		}
		q := `SELECT id, is_ready, name, searched_name, file_name, type, sanctions_search_id, pep_search_id,
			validid_search_id, company_lookup_search_id, date_created, date_expires FROM documents` + w.String() +
			" ORDER BY date_created DESC, id DESC LIMIT " + w.arg(f.Limit) + " OFFSET " + w.arg(f.Offset)
		rows, err := tx.Query(ctx, q, w.args...)
		out, err = collectRows(rows, err, "list documents", func(r pgx.Rows, m *service.PdfDocument) error {
			if err := r.Scan(&m.ID, &m.IsReady, &m.Name, &m.SearchedName, &m.FileName, &m.Type, &m.SanctionsSearchID,
				&m.PepSearchID, &m.ValidIDSearchID, &m.CompanyLookupSearchID, &m.DateCreated, &m.DateExpires); err != nil {
				return err
			}
			m.DateCreated, m.DateExpires = m.DateCreated.UTC(), m.DateExpires.UTC()
			return nil
		})
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return out, total, nil
}

// placeholders returns "$1, $2, ..." with n marks.
func placeholders(n int) string {
	var w where
	out := make([]string, n)
	for i := range out {
		out[i] = w.arg(nil)
	}
	return joinComma(out)
}
