package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/screengate/screengate/service"
)

// --- single DBS searches -------------------------------------------------------

const dbsDetailColumns = `id, owner, date_searched, date_updated, status, disclosure_status, is_applicant_info_completed,
	is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
	disclosure_level, name, reference, is_dbs_due_renewal, date_of_birth, email, mobile_international, job_location, linked_to`

func scanDbsDetail(row *sql.Row) (service.DbsSearchDetail, error) {
	var d service.DbsSearchDetail
	s := &d.Summary
	a := &service.DbsApplicantInformation{}
	var searched, updated, links string
	if err := row.Scan(&s.ID, &d.Owner, &searched, &updated, &s.Status, &s.DisclosureStatus, &s.IsApplicantInfoCompleted,
		&s.IsIDCheckCompleted, &s.IsApplicationCompleted, &s.IsApplicationSubmitted, &s.IsApplicationDisclosed,
		&s.DisclosureLevel, &a.Name, &s.Reference, &s.IsDbsDueRenewal, &a.DateOfBirth, &a.Email, &a.MobileInternational,
		&a.JobLocation, &links); err != nil {
		return d, err
	}
	var err error
	if s.DateSearched, err = parseTime(searched); err != nil {
		return d, err
	}
	if s.DateUpdated, err = parseTime(updated); err != nil {
		return d, err
	}
	s.ApplicantInformation = a
	if err := json.Unmarshal([]byte(links), &d.LinkedTo); err != nil {
		return d, fmt.Errorf("links: %w", err)
	}
	return d, nil
}

// DbsSearch returns one DBS search in scope.
func (db *DB) DbsSearch(ctx context.Context, s service.Scope, id int64) (service.DbsSearchDetail, error) {
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	d, err := scanDbsDetail(db.reader.QueryRowContext(ctx, "SELECT "+dbsDetailColumns+" FROM dbs_searches"+w.String(), w.args...))
	if err != nil {
		return d, formatError(fmt.Sprintf("DBS search %d", id), err)
	}
	return d, nil
}

// CreateDbsSearch stores a new DBS search and its outbox messages in one
// transaction.
func (db *DB) CreateDbsSearch(ctx context.Context, n service.NewDbsSearch, msgs []service.OutboxMessage) (service.DbsSearchDetail, error) {
	links := n.LinkedTo
	if links == nil {
		links = []service.LinkedTo{}
	}
	lj, err := json.Marshal(links)
	if err != nil {
		return service.DbsSearchDetail{}, err
	}
	s := n.Summary
	a := s.ApplicantInformation
	if a == nil {
		a = &service.DbsApplicantInformation{}
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.DbsSearchDetail{}, err
	}
	defer func() { _ = tx.Rollback() }()
	var id int64
	if err := tx.QueryRowContext(ctx, `INSERT INTO dbs_searches (account_id, owner, owner_key, date_searched, date_updated,
		status, status_rank, disclosure_status, is_applicant_info_completed, is_id_check_completed, is_application_completed,
		is_application_submitted, is_application_disclosed, disclosure_level, name, name_key, reference, is_dbs_due_renewal,
		date_of_birth, email, mobile_international, job_location, linked_to)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		n.AccountID, n.Owner, key(n.Owner), formatTime(s.DateSearched), formatTime(s.DateUpdated), s.Status,
		service.DbsStatusRank(s.Status), s.DisclosureStatus, s.IsApplicantInfoCompleted, s.IsIDCheckCompleted,
		s.IsApplicationCompleted, s.IsApplicationSubmitted, s.IsApplicationDisclosed, s.DisclosureLevel, a.Name, key(a.Name),
		s.Reference, s.IsDbsDueRenewal, a.DateOfBirth, a.Email, a.MobileInternational, a.JobLocation, string(lj)).Scan(&id); err != nil {
		return service.DbsSearchDetail{}, formatError("insert DBS search", err)
	}
	for _, m := range msgs {
		m.RecordID = id
		if err := insertOutbox(ctx, tx, m); err != nil {
			return service.DbsSearchDetail{}, err
		}
	}
	d, err := scanDbsDetail(tx.QueryRowContext(ctx, "SELECT "+dbsDetailColumns+" FROM dbs_searches WHERE id = ?", id))
	if err != nil {
		return d, formatError("read new DBS search", err)
	}
	if err := tx.Commit(); err != nil {
		return service.DbsSearchDetail{}, formatError("create DBS search: commit", err)
	}
	return d, nil
}

// SetDbsStatus records a status reported by the DBS party.
func (db *DB) SetDbsStatus(ctx context.Context, accountID, id int64, u service.DbsStatusUpdate) error {
	res, err := db.writer.ExecContext(ctx, `UPDATE dbs_searches SET status = ?, status_rank = ?, disclosure_status = ?,
		is_applicant_info_completed = ?, is_id_check_completed = ?, is_application_completed = ?, is_application_submitted = ?,
		is_application_disclosed = ?, date_updated = ? WHERE id = ? AND account_id = ?`,
		u.Status, service.DbsStatusRank(u.Status), u.DisclosureStatus, u.IsApplicantInfoCompleted, u.IsIDCheckCompleted,
		u.IsApplicationCompleted, u.IsApplicationSubmitted, u.IsApplicationDisclosed, formatTime(u.Updated), id, accountID)
	if err != nil {
		return formatError("set DBS status", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("sqlite: DBS search %d: %w", id, service.ErrNotFound)
	}
	return nil
}

// --- single ValidID searches and notes ------------------------------------------

// ValidID returns one ValidID search in scope and its owner.
func (db *DB) ValidID(ctx context.Context, s service.Scope, id int32) (service.ValidIdListItem, string, error) {
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	var v service.ValidIdListItem
	c := &service.ValidIdSearchCriteria{}
	var searched, owner string
	var dob sql.NullString
	err := db.reader.QueryRowContext(ctx, `SELECT id, owner, type, score, status, date_searched, reference, pep_error, replaced,
		replacement_search_id, has_completed_request, has_completed_search, full_name, date_of_birth, gender, address
		FROM validid_searches`+w.String(), w.args...).Scan(&v.ID, &owner, &v.Type, &v.Score, &v.Status, &searched, &v.Reference,
		&v.PepError, &v.Replaced, &v.ReplacementSearchID, &v.HasCompletedRequest, &v.HasCompletedSearch, &c.FullName, &dob,
		&c.Gender, &c.Address)
	if err != nil {
		return v, "", formatError(fmt.Sprintf("ValidID search %d", id), err)
	}
	if v.DateSearched, err = parseTime(searched); err != nil {
		return v, "", fmt.Errorf("sqlite: ValidID search %d: %w", id, err)
	}
	if dob.Valid {
		if c.DateOfBirth, err = parseTime(dob.String); err != nil {
			return v, "", fmt.Errorf("sqlite: ValidID search %d: %w", id, err)
		}
	}
	v.SearchCriteria = c
	return v, owner, nil
}

func validIDInScope(ctx context.Context, q querier, s service.Scope, id int64) error {
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	var one int
	if err := q.QueryRowContext(ctx, "SELECT 1 FROM validid_searches"+w.String(), w.args...).Scan(&one); err != nil {
		return formatError(fmt.Sprintf("ValidID search %d", id), err)
	}
	return nil
}

// ValidIDNotes returns the notes of a ValidID search in scope.
func (db *DB) ValidIDNotes(ctx context.Context, s service.Scope, id int64) ([]service.SearchNote, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer func() { _ = tx.Rollback() }()
	if err := validIDInScope(ctx, tx, s, id); err != nil {
		return nil, err
	}
	return notesOf(ctx, tx, validIDNoteTable, id, 0)
}

// AddValidIDNote appends a note to a ValidID search in scope as
// AddSearchNote does (quota, newest notes, total), in one transaction.
func (db *DB) AddValidIDNote(ctx context.Context, s service.Scope, id int64, n service.SearchNote, lim service.NoteLimits) ([]service.SearchNote, int, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	if err := validIDInScope(ctx, tx, s, id); err != nil {
		return nil, 0, err
	}
	notes, total, err := addNote(ctx, tx, validIDNoteTable, id, n, lim)
	if err != nil {
		return nil, 0, err
	}
	if err := tx.Commit(); err != nil {
		return nil, 0, formatError("add ValidID note: commit", err)
	}
	return notes, total, nil
}

// --- account features ---------------------------------------------------------------

// AccountFeatures returns an account's features.
func (db *DB) AccountFeatures(ctx context.Context, accountID int64) (service.AccountFeatures, error) {
	var f service.AccountFeatures
	var activated sql.NullString
	var dbs sql.NullBool
	var signed sql.NullString
	var basic, enhanced sql.NullInt64
	err := db.reader.QueryRowContext(ctx, `SELECT f.dbs_enabled, f.validid_activated, f.validid_signed_by,
		f.validid_basic_price, f.validid_enhanced_price
		FROM accounts a LEFT JOIN account_features f ON f.account_id = a.id WHERE a.id = ?`, accountID).
		Scan(&dbs, &activated, &signed, &basic, &enhanced)
	if err != nil {
		return f, formatError(fmt.Sprintf("account %d features", accountID), err)
	}
	f.DbsEnabled, f.ValidIDSignedBy = dbs.Bool, signed.String
	f.ValidIDBasicPrice, f.ValidIDEnhancedPrice = price(basic.Int64), price(enhanced.Int64)
	if f.ValidIDActivated, err = parseTimePtr(activated); err != nil {
		return f, err
	}
	return f, nil
}

// price is a stored ValidID price: the zero Decimal when free (as an
// account without features reports it).
func price(units int64) service.Decimal {
	if units == 0 {
		return service.Decimal{}
	}
	return fromUnits(units)
}

// SetAccountFeatures replaces an account's features.
func (db *DB) SetAccountFeatures(ctx context.Context, accountID int64, f service.AccountFeatures) error {
	basic, err := toUnits(f.ValidIDBasicPrice)
	if err != nil {
		return err
	}
	enhanced, err := toUnits(f.ValidIDEnhancedPrice)
	if err != nil {
		return err
	}
	if basic < 0 || enhanced < 0 {
		return fmt.Errorf("sqlite: account %d features: negative ValidID price", accountID)
	}
	_, err = db.writer.ExecContext(ctx, `INSERT INTO account_features (account_id, dbs_enabled, validid_activated, validid_signed_by,
		validid_basic_price, validid_enhanced_price)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (account_id) DO UPDATE SET dbs_enabled = excluded.dbs_enabled,
		validid_activated = excluded.validid_activated, validid_signed_by = excluded.validid_signed_by,
		validid_basic_price = excluded.validid_basic_price, validid_enhanced_price = excluded.validid_enhanced_price`,
		accountID, f.DbsEnabled, formatTimePtr(f.ValidIDActivated), f.ValidIDSignedBy, basic, enhanced)
	return formatError(fmt.Sprintf("account %d features", accountID), err)
}

// CreateValidID stores a new ValidID check, debits its price and queues
// msgs, in one write transaction.
func (db *DB) CreateValidID(ctx context.Context, n service.NewValidID, msgs []service.OutboxMessage) (int32, service.PepRenewal, error) {
	v := n.Item
	c := v.SearchCriteria
	if c == nil {
		c = &service.ValidIdSearchCriteria{}
	}
	var dob *time.Time
	if !c.DateOfBirth.IsZero() {
		dob = &c.DateOfBirth
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return 0, service.PepRenewal{}, err
	}
	defer func() { _ = tx.Rollback() }()
	var balance int64
	var basic, enhanced sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT a.balance, f.validid_basic_price, f.validid_enhanced_price
		FROM accounts a LEFT JOIN account_features f ON f.account_id = a.id WHERE a.id = ?`, n.AccountID).
		Scan(&balance, &basic, &enhanced); err != nil {
		return 0, service.PepRenewal{}, formatError(fmt.Sprintf("account %d", n.AccountID), err)
	}
	price := basic.Int64
	if v.Type == service.ValidIDTypeEnhanced {
		price = enhanced.Int64
	}
	q := service.PepRenewal{Cost: fromUnits(price), Balance: fromUnits(balance)}
	if balance < price {
		return 0, q, fmt.Errorf("sqlite: add ValidID: balance %s, price %s: %w", q.Balance, q.Cost, service.ErrInsufficientCredit)
	}
	var id int32
	if err := tx.QueryRowContext(ctx, `INSERT INTO validid_searches (account_id, owner, owner_key, type, score, status,
		date_searched, reference, reference_key, has_completed_request, has_completed_search, full_name, full_name_key,
		date_of_birth, gender, address, sanctions_search_id, search_list_ids, request, price)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		n.AccountID, n.Owner, key(n.Owner), v.Type, v.Score, v.Status, formatTime(v.DateSearched), v.Reference, key(v.Reference),
		v.HasCompletedRequest, v.HasCompletedSearch, c.FullName, key(c.FullName), formatTimePtr(dob), c.Gender, c.Address,
		n.SanctionsSearchID, n.SearchListIDs, n.Request, price).Scan(&id); err != nil {
		return 0, service.PepRenewal{}, formatError("add ValidID", err)
	}
	if price > 0 {
		if err := db.debit(ctx, tx, n.AccountID, price, fmt.Sprintf("ValidID check %d", id), n.Owner); err != nil {
			if errors.Is(err, service.ErrInsufficientCredit) {
				return 0, q, err
			}
			return 0, service.PepRenewal{}, err
		}
	}
	for _, m := range msgs {
		m.RecordID = int64(id)
		if err := insertOutbox(ctx, tx, m); err != nil {
			return 0, service.PepRenewal{}, err
		}
	}
	if err := tx.Commit(); err != nil {
		return 0, service.PepRenewal{}, formatError("add ValidID: commit", err)
	}
	q.Balance = fromUnits(balance - price)
	return id, q, nil
}

// SetValidIDResult records the identity party's result of a Pending
// ValidID check.
func (db *DB) SetValidIDResult(ctx context.Context, accountID int64, id int32, r service.ValidIDResult) error {
	res, err := db.writer.ExecContext(ctx, `UPDATE validid_searches SET status = ?, score = ?, pep_error = ?,
		has_completed_request = TRUE WHERE id = ? AND account_id = ? AND status = ?`,
		r.Status, r.Score, r.PepError, id, accountID, service.ValidIDStatusPending)
	if err != nil {
		return formatError("set ValidID result", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil
	}
	var status string
	err = db.writer.QueryRowContext(ctx, "SELECT status FROM validid_searches WHERE id = ? AND account_id = ?", id, accountID).Scan(&status)
	if err != nil {
		return formatError(fmt.Sprintf("ValidID search %d", id), err)
	}
	return fmt.Errorf("sqlite: ValidID search %d is %q, not pending: %w", id, status, service.ErrConflict)
}

// --- outbox ----------------------------------------------------------------------------

func insertOutbox(ctx context.Context, q querier, m service.OutboxMessage) error {
	next := m.NextAttempt
	if next.IsZero() {
		next = m.Created
	}
	if _, err := q.ExecContext(ctx, `INSERT INTO outbox (account_id, channel, kind, record_id, recipient, subject, body, created, next_attempt)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, m.AccountID, string(m.Channel), m.Kind, m.RecordID, m.Recipient, m.Subject, m.Body,
		formatTime(m.Created), formatTime(next)); err != nil {
		return formatError("insert outbox message", err)
	}
	return nil
}

const outboxColumns = `id, account_id, channel, kind, record_id, recipient, subject, body, created, attempts, next_attempt,
	last_error, delivered, dead`

func scanOutbox(rows *sql.Rows) ([]service.OutboxMessage, error) {
	defer rows.Close()
	out := []service.OutboxMessage{}
	for rows.Next() {
		var m service.OutboxMessage
		var ch, created, next string
		var delivered sql.NullString
		if err := rows.Scan(&m.ID, &m.AccountID, &ch, &m.Kind, &m.RecordID, &m.Recipient, &m.Subject, &m.Body, &created,
			&m.Attempts, &next, &m.LastError, &delivered, &m.Dead); err != nil {
			return nil, formatError("outbox", err)
		}
		m.Channel = service.Channel(ch)
		var err error
		if m.Created, err = parseTime(created); err != nil {
			return nil, err
		}
		if m.NextAttempt, err = parseTime(next); err != nil {
			return nil, err
		}
		if m.Delivered, err = parseTimePtr(delivered); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, formatError("outbox", rows.Err())
}

// ClaimOutbox claims due messages (one writer: the UPDATE is atomic).
func (db *DB) ClaimOutbox(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]service.OutboxMessage, error) {
	rows, err := db.writer.QueryContext(ctx, `UPDATE outbox SET attempts = attempts + 1, next_attempt = ?
		WHERE id IN (SELECT id FROM outbox WHERE delivered IS NULL AND NOT dead AND next_attempt <= ? ORDER BY next_attempt, id LIMIT ?)
		RETURNING `+outboxColumns, formatTime(now.Add(lease)), formatTime(now), limit)
	if err != nil {
		return nil, formatError("claim outbox", err)
	}
	out, err := scanOutbox(rows)
	if err != nil {
		return nil, err
	}
	sortOutbox(out)
	return out, nil
}

// FinishOutbox records the outcome of one attempt.
func (db *DB) FinishOutbox(ctx context.Context, id int64, r service.OutboxResult) error {
	var err error
	if !r.Delivered.IsZero() {
		_, err = db.writer.ExecContext(ctx, "UPDATE outbox SET delivered = ?, last_error = '' WHERE id = ?", formatTime(r.Delivered), id)
	} else {
		_, err = db.writer.ExecContext(ctx, "UPDATE outbox SET last_error = ?, next_attempt = ?, dead = ? WHERE id = ?",
			r.Error, formatTime(r.NextAttempt), r.Dead, id)
	}
	return formatError("finish outbox message", err)
}

// ListOutbox returns messages newest first.
func (db *DB) ListOutbox(ctx context.Context, f service.OutboxFilter) ([]service.OutboxMessage, error) {
	q := "SELECT " + outboxColumns + " FROM outbox"
	switch f.State {
	case "pending":
		q += " WHERE delivered IS NULL AND NOT dead"
	case "delivered":
		q += " WHERE delivered IS NOT NULL"
	case "dead":
		q += " WHERE dead"
	}
	limit := f.Limit
	if limit <= 0 {
		limit = 100
	}
	rows, err := db.reader.QueryContext(ctx, q+" ORDER BY id DESC LIMIT ?", limit)
	if err != nil {
		return nil, formatError("list outbox", err)
	}
	return scanOutbox(rows)
}

// RetryOutbox revives a dead message.
func (db *DB) RetryOutbox(ctx context.Context, id int64, now time.Time) error {
	res, err := db.writer.ExecContext(ctx, "UPDATE outbox SET dead = FALSE, attempts = 0, next_attempt = ? WHERE id = ? AND dead",
		formatTime(now), id)
	if err != nil {
		return formatError("retry outbox message", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("sqlite: dead outbox message %d: %w", id, service.ErrNotFound)
	}
	return nil
}

// OutboxCounts returns the number of pending and dead messages.
func (db *DB) OutboxCounts(ctx context.Context) (pending, dead int64, err error) {
	err = db.reader.QueryRowContext(ctx, `SELECT COALESCE(SUM(CASE WHEN delivered IS NULL AND NOT dead THEN 1 ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN dead THEN 1 ELSE 0 END), 0) FROM outbox`).Scan(&pending, &dead)
	return pending, dead, formatError("outbox counts", err)
}

// sortOutbox orders claimed messages oldest first (RETURNING has no order).
func sortOutbox(ms []service.OutboxMessage) {
	slices.SortFunc(ms, func(a, b service.OutboxMessage) int { return cmp.Compare(a.ID, b.ID) })
}
