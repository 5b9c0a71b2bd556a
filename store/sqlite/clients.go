package sqlite

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

// CountClients counts the clients in scope whose state is one of f.States
// (none matches nothing), whose ValidateMe flag equals f.IsValidateMe and,
// when f.CreatedBefore is set, that were created before it.
func (db *DB) CountClients(ctx context.Context, f service.ClientFilter) (int64, error) {
	var w where
	w.scope("", f.Scope)
	states := make([]int64, len(f.States))
	for i, s := range f.States {
		states[i] = int64(s)
	}
	w.in("state", states)
	w.add("is_validate_me = ?", f.IsValidateMe)
	if f.CreatedBefore != nil {
		w.add("created < ?", formatTime(*f.CreatedBefore))
	}
	var n int64
	if err := db.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM clients"+w.String(), w.args...).Scan(&n); err != nil {
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
	w.add("c.id = ?", clientID)
	w.scope("c.", s)
	var query string
	switch {
	case ocrID != nil:
		w.add("o.ocr_id = ?", *ocrID)
		query = "SELECT o.png FROM client_ocr_images o JOIN clients c ON c.id = o.client_id" + w.String()
	case original:
		query = "SELECT c.original_image FROM clients c" + w.String()
	default:
		query = "SELECT c.processed_image FROM clients c" + w.String()
	}
	var img []byte
	if err := db.reader.QueryRowContext(ctx, query, w.args...).Scan(&img); err != nil {
		return nil, formatError(fmt.Sprintf("client %d document", clientID), err)
	}
	if len(img) == 0 {
		return nil, fmt.Errorf("sqlite: client %d document: no image: %w", clientID, service.ErrNotFound)
	}
	return img, nil
}

func insertClient(ctx context.Context, q querier, c dataset.ClientRecord) error {
	_, err := q.ExecContext(ctx, `INSERT INTO clients (id, account_id, owner, owner_key, name, name_key, state, is_validate_me,
		created, original_image, processed_image, email, reference, mobile_international, post_code, proof_of_preset)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.ID, c.AccountID, c.Owner, key(c.Owner), c.Name, key(c.Name), int32(c.State), c.IsValidateMe, formatTime(c.Created),
		c.Original, c.Processed, c.Email, c.Reference, c.MobileInternational, c.PostCode, c.ProofOfPreset)
	if err != nil {
		return formatError(fmt.Sprintf("insert client %d", c.ID), err)
	}
	for _, o := range c.OCR {
		if _, err := q.ExecContext(ctx, "INSERT INTO client_ocr_images (client_id, ocr_id, png) VALUES (?, ?, ?)",
			c.ID, o.ID, o.PNG); err != nil {
			return formatError(fmt.Sprintf("insert client %d OCR image %d", c.ID, o.ID), err)
		}
	}
	return insertClientDocuments(ctx, q, c.ID, c.Documents)
}

func insertClientDocuments(ctx context.Context, q querier, clientID int32, docs []dataset.ClientDocument) error {
	for _, d := range docs {
		if _, err := q.ExecContext(ctx, `INSERT INTO client_documents (client_id, id, kind, document_number, full_name,
			date_of_birth, date_of_expiry, issuing_country, document_type, is_verified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			clientID, d.Doc.ID, d.Kind, d.Doc.DocumentNumber, d.Doc.FullName, d.Doc.DateOfBirth, d.Doc.DateOfExpiry,
			d.Doc.IssuingCountry, d.DocumentType, d.Doc.IsVerified); err != nil {
			return formatError(fmt.Sprintf("insert client %d document %d", clientID, d.Doc.ID), err)
		}
	}
	return nil
}

// clientColumns are read by scanClient.
const clientColumns = `id, created, name, email, reference, state, mobile_international, post_code, is_validate_me,
	(SELECT COUNT(*) FROM client_documents d WHERE d.client_id = clients.id), owner, linked_to`

func scanClient(r rowScanner) (service.ClientShort, string, string, error) {
	var c service.ClientShort
	var created, owner, links string
	var state int32
	if err := r.Scan(&c.ID, &created, &c.Name, &c.Email, &c.Reference, &state, &c.MobileInternational, &c.PostCode,
		&c.IsValidateMe, &c.NumOfDocuments, &owner, &links); err != nil {
		return c, "", "", err
	}
	c.State = service.ClientState(state)
	t, err := parseTime(created)
	if err != nil {
		return c, "", "", err
	}
	c.DateCreated = t
	return c, owner, links, nil
}

// ListClients returns a page of clients in scope and the total count.
func (db *DB) ListClients(ctx context.Context, f service.ClientListFilter) ([]service.ClientShort, int, error) {
	var w where
	w.scope("", f.Scope)
	if f.State != nil {
		w.add("state = ?", int32(*f.State))
	}
	if f.IsValidateMe != nil {
		w.add("is_validate_me = ?", *f.IsValidateMe)
	}
	if f.Name != "" {
		w.add(`name_key LIKE ? ESCAPE '\'`, containsPattern(f.Name))
	}
	if f.DateFrom != nil {
		w.add("created >= ?", formatTime(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("created < ?", formatTime(*f.DateTo))
	}
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	var total int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM clients"+w.String(), w.args...).Scan(&total); err != nil {
		return nil, 0, formatError("count clients", err)
	}
	args := append(w.args, f.Limit, f.Offset)
	rows, err := tx.QueryContext(ctx, "SELECT "+clientColumns+" FROM clients"+w.String()+
		" ORDER BY "+sqlutil.ClientOrder(f.Sort, f.Desc)+" LIMIT ? OFFSET ?", args...)
	if err != nil {
		return nil, 0, formatError("list clients", err)
	}
	defer rows.Close()
	out := make([]service.ClientShort, 0, min(f.Limit, total))
	for rows.Next() {
		c, _, _, err := scanClient(rows)
		if err != nil {
			return nil, 0, formatError("list clients", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list clients", err)
	}
	return out, total, nil
}

// readClient reads a client in scope with its documents through q.
func readClient(ctx context.Context, q querier, s service.Scope, id int32) (service.ClientDetail, error) {
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	short, owner, links, err := scanClient(q.QueryRowContext(ctx, "SELECT "+clientColumns+" FROM clients"+w.String(), w.args...))
	if err != nil {
		return service.ClientDetail{}, formatError(fmt.Sprintf("client %d", id), err)
	}
	d := service.ClientDetail{Owner: owner, Client: service.Client{ClientShort: short}}
	if err := json.Unmarshal([]byte(links), &d.LinkedTo); err != nil {
		return d, fmt.Errorf("sqlite: client %d links: %w", id, err)
	}
	rows, err := q.QueryContext(ctx, `SELECT id, kind, document_number, full_name, date_of_birth, date_of_expiry,
		issuing_country, document_type, is_verified FROM client_documents WHERE client_id = ? ORDER BY kind, id`, id)
	if err != nil {
		return d, formatError(fmt.Sprintf("client %d documents", id), err)
	}
	defer rows.Close()
	d.Client.NumOfDocuments = 0
	for rows.Next() {
		var doc service.IdentityDocument
		var kind int
		var docType string
		if err := rows.Scan(&doc.ID, &kind, &doc.DocumentNumber, &doc.FullName, &doc.DateOfBirth, &doc.DateOfExpiry,
			&doc.IssuingCountry, &docType, &doc.IsVerified); err != nil {
			return d, formatError(fmt.Sprintf("client %d documents", id), err)
		}
		if err := sqlutil.AddClientDocument(&d.Client, kind, doc, docType); err != nil {
			return d, fmt.Errorf("sqlite: %w", err)
		}
	}
	return d, formatError(fmt.Sprintf("client %d documents", id), rows.Err())
}

// Client returns one client in scope with its documents.
func (db *DB) Client(ctx context.Context, s service.Scope, id int32) (service.ClientDetail, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return service.ClientDetail{}, err
	}
	defer func() { _ = tx.Rollback() }()
	return readClient(ctx, tx, s, id)
}

// CreateClient stores a client and queues msgs in one transaction.
func (db *DB) CreateClient(ctx context.Context, n service.NewClient, msgs []service.OutboxMessage) (service.ClientDetail, error) {
	links := n.LinkedTo
	if links == nil {
		links = []service.LinkedTo{}
	}
	lj, err := json.Marshal(links)
	if err != nil {
		return service.ClientDetail{}, err
	}
	c := n.Client
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.ClientDetail{}, err
	}
	defer func() { _ = tx.Rollback() }()
	var id int32
	if err := tx.QueryRowContext(ctx, `INSERT INTO clients (account_id, owner, owner_key, name, name_key, state, is_validate_me,
		created, email, reference, mobile_international, post_code, proof_of_preset, linked_to)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		n.AccountID, n.Owner, key(n.Owner), c.Name, key(c.Name), int32(c.State), c.IsValidateMe, formatTime(c.DateCreated),
		c.Email, c.Reference, c.MobileInternational, c.PostCode, n.ProofOfPreset, string(lj)).Scan(&id); err != nil {
		return service.ClientDetail{}, formatError("insert client", err)
	}
	for _, m := range msgs {
		m.RecordID = int64(id)
		if err := insertOutbox(ctx, tx, m); err != nil {
			return service.ClientDetail{}, err
		}
	}
	d, err := readClient(ctx, tx, service.Scope{AccountID: n.AccountID}, id)
	if err != nil {
		return d, err
	}
	if err := tx.Commit(); err != nil {
		return service.ClientDetail{}, formatError("create client: commit", err)
	}
	return d, nil
}

// UpdateClient changes a client in scope through fn in one transaction.
func (db *DB) UpdateClient(ctx context.Context, s service.Scope, id int32, fn func(*service.Client) error) (service.ClientDetail, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.ClientDetail{}, err
	}
	defer func() { _ = tx.Rollback() }()
	d, err := readClient(ctx, tx, s, id)
	if err != nil {
		return d, err
	}
	if err := fn(&d.Client); err != nil {
		return service.ClientDetail{}, err
	}
	c := &d.Client
	if _, err := tx.ExecContext(ctx, "UPDATE clients SET name = ?, name_key = ?, reference = ?, state = ? WHERE id = ?",
		c.Name, key(c.Name), c.Reference, int32(c.State), id); err != nil {
		return service.ClientDetail{}, formatError(fmt.Sprintf("update client %d", id), err)
	}
	for _, doc := range sqlutil.ClientDocuments(c) {
		if _, err := tx.ExecContext(ctx, `UPDATE client_documents SET document_number = ?, full_name = ?, date_of_birth = ?,
			date_of_expiry = ?, issuing_country = ?, document_type = ?, is_verified = ? WHERE client_id = ? AND id = ? AND kind = ?`,
			doc.Doc.DocumentNumber, doc.Doc.FullName, doc.Doc.DateOfBirth, doc.Doc.DateOfExpiry, doc.Doc.IssuingCountry,
			doc.DocumentType, doc.Doc.IsVerified, id, doc.Doc.ID, doc.Kind); err != nil {
			return service.ClientDetail{}, formatError(fmt.Sprintf("update client %d document %d", id, doc.Doc.ID), err)
		}
	}
	out, err := readClient(ctx, tx, s, id)
	if err != nil {
		return out, err
	}
	if err := tx.Commit(); err != nil {
		return service.ClientDetail{}, formatError("update client: commit", err)
	}
	return out, nil
}

// DeleteClient deletes a client in scope with its documents and images.
func (db *DB) DeleteClient(ctx context.Context, s service.Scope, id int32) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	var found int32
	if err := tx.QueryRowContext(ctx, "SELECT id FROM clients"+w.String(), w.args...).Scan(&found); err != nil {
		return formatError(fmt.Sprintf("client %d", id), err)
	}
	for _, q := range []string{"DELETE FROM client_documents WHERE client_id = ?", "DELETE FROM client_ocr_images WHERE client_id = ?",
		"DELETE FROM clients WHERE id = ?"} {
		if _, err := tx.ExecContext(ctx, q, id); err != nil {
			return formatError(fmt.Sprintf("delete client %d", id), err)
		}
	}
	return formatError("delete client: commit", tx.Commit())
}
