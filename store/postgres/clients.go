package postgres

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

func insertClientDocuments(ctx context.Context, q querier, clientID int32, docs []dataset.ClientDocument) error {
	for _, d := range docs {
		if _, err := q.Exec(ctx, `INSERT INTO client_documents (client_id, id, kind, document_number, full_name,
			date_of_birth, date_of_expiry, issuing_country, document_type, is_verified) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
			clientID, d.Doc.ID, d.Kind, d.Doc.DocumentNumber, d.Doc.FullName, d.Doc.DateOfBirth, d.Doc.DateOfExpiry,
			d.Doc.IssuingCountry, d.DocumentType, d.Doc.IsVerified); err != nil {
			return formatError(fmt.Sprintf("insert client %d document %d", clientID, d.Doc.ID), err)
		}
	}
	return nil
}

// clientColumns are read by scanClient.
const clientColumns = `id, created, name, email, reference, state, mobile_international, post_code, is_validate_me,
	(SELECT COUNT(*) FROM client_documents d WHERE d.client_id = clients.id)::integer, owner, linked_to`

func scanClient(r pgx.Row) (service.ClientShort, string, []byte, error) {
	var c service.ClientShort
	var owner string
	var links []byte
	var state int32
	if err := r.Scan(&c.ID, &c.DateCreated, &c.Name, &c.Email, &c.Reference, &state, &c.MobileInternational, &c.PostCode,
		&c.IsValidateMe, &c.NumOfDocuments, &owner, &links); err != nil {
		return c, "", nil, err
	}
	c.State = service.ClientState(state)
	c.DateCreated = c.DateCreated.UTC()
	return c, owner, links, nil
}

// ListClients returns a page of clients in scope and the total count.
func (db *DB) ListClients(ctx context.Context, f service.ClientListFilter) ([]service.ClientShort, int, error) {
	var w where
	w.scope("", f.Scope)
	if f.State != nil {
		w.add("state = " + w.arg(int32(*f.State)))
	}
	if f.IsValidateMe != nil {
		w.add("is_validate_me = " + w.arg(*f.IsValidateMe))
	}
	if f.Name != "" {
		w.add(`name_key LIKE ` + w.arg(containsPattern(f.Name)) + ` ESCAPE '\'`)
	}
	if f.DateFrom != nil {
		w.add("created >= " + w.arg(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("created < " + w.arg(*f.DateTo))
	}
	var out []service.ClientShort
	var total int
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM clients"+w.String(), w.args...).Scan(&total); err != nil {
			return formatError("count clients", err)
		}
		args := append(w.args, f.Limit, f.Offset)
		n := len(w.args)
		rows, err := tx.Query(ctx, "SELECT "+clientColumns+" FROM clients"+w.String()+" ORDER BY "+
			sqlutil.ClientOrder(f.Sort, f.Desc)+fmt.Sprintf(" LIMIT $%d OFFSET $%d", n+1, n+2), args...)
		if err != nil {
			return formatError("list clients", err)
		}
		defer rows.Close()
		out = make([]service.ClientShort, 0, min(f.Limit, total))
		for rows.Next() {
			c, _, _, err := scanClient(rows)
			if err != nil {
				return formatError("list clients", err)
			}
			out = append(out, c)
		}
		return formatError("list clients", rows.Err())
	})
	if err != nil {
		return nil, 0, err
	}
	return out, total, nil
}

// readClient reads a client in scope with its documents; lock takes a row
// lock for an update.
func readClient(ctx context.Context, q querier, s service.Scope, id int32, lock bool) (service.ClientDetail, error) {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	query := "SELECT " + clientColumns + " FROM clients" + w.String()
	if lock {
		query += " FOR UPDATE"
	}
	short, owner, links, err := scanClient(q.QueryRow(ctx, query, w.args...))
	if err != nil {
		return service.ClientDetail{}, formatError(fmt.Sprintf("client %d", id), err)
	}
	d := service.ClientDetail{Owner: owner, Client: service.Client{ClientShort: short}}
	if err := json.Unmarshal(links, &d.LinkedTo); err != nil {
		return d, fmt.Errorf("postgres: client %d links: %w", id, err)
	}
	rows, err := q.Query(ctx, `SELECT id, kind, document_number, full_name, date_of_birth, date_of_expiry,
		issuing_country, document_type, is_verified FROM client_documents WHERE client_id = $1 ORDER BY kind, id`, id)
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
			return d, fmt.Errorf("postgres: %w", err)
		}
	}
	return d, formatError(fmt.Sprintf("client %d documents", id), rows.Err())
}

// Client returns one client in scope with its documents.
func (db *DB) Client(ctx context.Context, s service.Scope, id int32) (service.ClientDetail, error) {
	var d service.ClientDetail
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		var err error
		d, err = readClient(ctx, tx, s, id, false)
		return err
	})
	return d, err
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
	var d service.ClientDetail
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		var id int32
		if err := tx.QueryRow(ctx, `INSERT INTO clients (account_id, owner, owner_key, name, name_key, state, is_validate_me,
			created, email, reference, mobile_international, post_code, proof_of_preset, linked_to)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
			n.AccountID, n.Owner, key(n.Owner), c.Name, key(c.Name), int32(c.State), c.IsValidateMe, c.DateCreated,
			c.Email, c.Reference, c.MobileInternational, c.PostCode, n.ProofOfPreset, string(lj)).Scan(&id); err != nil {
			return formatError("insert client", err)
		}
		for _, m := range msgs {
			m.RecordID = int64(id)
			if err := insertOutbox(ctx, tx, m); err != nil {
				return err
			}
		}
		var err error
		d, err = readClient(ctx, tx, service.Scope{AccountID: n.AccountID}, id, false)
		return err
	})
	if err != nil {
		return service.ClientDetail{}, err
	}
	return d, nil
}

// UpdateClient changes a client in scope through fn in one transaction
// (the client's row is locked while fn decides).
func (db *DB) UpdateClient(ctx context.Context, s service.Scope, id int32, fn func(*service.Client) error) (service.ClientDetail, error) {
	var out service.ClientDetail
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		d, err := readClient(ctx, tx, s, id, true)
		if err != nil {
			return err
		}
		if err := fn(&d.Client); err != nil {
			return err
		}
		c := &d.Client
		if _, err := tx.Exec(ctx, "UPDATE clients SET name = $1, name_key = $2, reference = $3, state = $4 WHERE id = $5",
			c.Name, key(c.Name), c.Reference, int32(c.State), id); err != nil {
			return formatError(fmt.Sprintf("update client %d", id), err)
		}
		for _, doc := range sqlutil.ClientDocuments(c) {
			if _, err := tx.Exec(ctx, `UPDATE client_documents SET document_number = $1, full_name = $2, date_of_birth = $3,
				date_of_expiry = $4, issuing_country = $5, document_type = $6, is_verified = $7
				WHERE client_id = $8 AND id = $9 AND kind = $10`,
				doc.Doc.DocumentNumber, doc.Doc.FullName, doc.Doc.DateOfBirth, doc.Doc.DateOfExpiry, doc.Doc.IssuingCountry,
				doc.DocumentType, doc.Doc.IsVerified, id, doc.Doc.ID, doc.Kind); err != nil {
				return formatError(fmt.Sprintf("update client %d document %d", id, doc.Doc.ID), err)
			}
		}
		out, err = readClient(ctx, tx, s, id, false)
		return err
	})
	if err != nil {
		return service.ClientDetail{}, err
	}
	return out, nil
}

// DeleteClient deletes a client in scope with its documents and images.
func (db *DB) DeleteClient(ctx context.Context, s service.Scope, id int32) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		var w where
		w.add("id = " + w.arg(id))
		w.scope("", s)
		var found int32
		if err := tx.QueryRow(ctx, "SELECT id FROM clients"+w.String()+" FOR UPDATE", w.args...).Scan(&found); err != nil {
			return formatError(fmt.Sprintf("client %d", id), err)
		}
		for _, q := range []string{"DELETE FROM client_documents WHERE client_id = $1", "DELETE FROM client_ocr_images WHERE client_id = $1",
			"DELETE FROM clients WHERE id = $1"} {
			if _, err := tx.Exec(ctx, q, id); err != nil {
				return formatError(fmt.Sprintf("delete client %d", id), err)
			}
		}
		return nil
	})
}
