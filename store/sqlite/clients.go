package sqlite

import (
	"context"
	"fmt"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
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
	_, err := q.ExecContext(ctx, `INSERT INTO clients (id, account_id, owner, owner_key, name, state, is_validate_me,
		created, original_image, processed_image) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.ID, c.AccountID, c.Owner, key(c.Owner), c.Name, int32(c.State), c.IsValidateMe, formatTime(c.Created),
		c.Original, c.Processed)
	if err != nil {
		return formatError(fmt.Sprintf("insert client %d", c.ID), err)
	}
	for _, o := range c.OCR {
		if _, err := q.ExecContext(ctx, "INSERT INTO client_ocr_images (client_id, ocr_id, png) VALUES (?, ?, ?)",
			c.ID, o.ID, o.PNG); err != nil {
			return formatError(fmt.Sprintf("insert client %d OCR image %d", c.ID, o.ID), err)
		}
	}
	return nil
}
