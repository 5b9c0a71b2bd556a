package postgres

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
)

// --- single DBS searches -------------------------------------------------------

const dbsDetailColumns = `id, owner, date_searched, date_updated, status, disclosure_status, is_applicant_info_completed,
	is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
	disclosure_level, name, reference, is_dbs_due_renewal, date_of_birth, email, mobile_international, job_location, linked_to`

func scanDbsDetail(row pgx.Row) (service.DbsSearchDetail, error) {
	var d service.DbsSearchDetail
	s := &d.Summary
	a := &service.DbsApplicantInformation{}
	var links []byte
	if err := row.Scan(&s.ID, &d.Owner, &s.DateSearched, &s.DateUpdated, &s.Status, &s.DisclosureStatus, &s.IsApplicantInfoCompleted,
		&s.IsIDCheckCompleted, &s.IsApplicationCompleted, &s.IsApplicationSubmitted, &s.IsApplicationDisclosed,
		&s.DisclosureLevel, &a.Name, &s.Reference, &s.IsDbsDueRenewal, &a.DateOfBirth, &a.Email, &a.MobileInternational,
		&a.JobLocation, &links); err != nil {
		return d, err
	}
	s.DateSearched, s.DateUpdated = utc(s.DateSearched), utc(s.DateUpdated)
	s.ApplicantInformation = a
	if err := json.Unmarshal(links, &d.LinkedTo); err != nil {
		return d, fmt.Errorf("links: %w", err)
	}
	for i := range d.LinkedTo {
		d.LinkedTo[i].Date = utcPtr(d.LinkedTo[i].Date)
	}
	return d, nil
}

// DbsSearch returns one DBS search in scope.
func (db *DB) DbsSearch(ctx context.Context, s service.Scope, id int64) (service.DbsSearchDetail, error) {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	d, err := scanDbsDetail(db.pool.QueryRow(ctx, "SELECT "+dbsDetailColumns+" FROM dbs_searches"+w.String(), w.args...))
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
	var d service.DbsSearchDetail
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		var err error
		d, err = scanDbsDetail(tx.QueryRow(ctx, `INSERT INTO dbs_searches (account_id, owner, owner_key, date_searched, date_updated,
			status, status_rank, disclosure_status, is_applicant_info_completed, is_id_check_completed, is_application_completed,
			is_application_submitted, is_application_disclosed, disclosure_level, name, name_key, reference, is_dbs_due_renewal,
			date_of_birth, email, mobile_international, job_location, linked_to)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
			RETURNING `+dbsDetailColumns,
			n.AccountID, n.Owner, key(n.Owner), s.DateSearched, s.DateUpdated, s.Status, service.DbsStatusRank(s.Status),
			s.DisclosureStatus, s.IsApplicantInfoCompleted, s.IsIDCheckCompleted, s.IsApplicationCompleted,
			s.IsApplicationSubmitted, s.IsApplicationDisclosed, s.DisclosureLevel, a.Name, key(a.Name), s.Reference,
			s.IsDbsDueRenewal, a.DateOfBirth, a.Email, a.MobileInternational, a.JobLocation, string(lj)))
		if err != nil {
			return formatError("insert DBS search", err)
		}
		for _, m := range msgs {
			m.RecordID = d.Summary.ID
			if err := insertOutbox(ctx, tx, m); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return service.DbsSearchDetail{}, err
	}
	return d, nil
}

// SetDbsStatus records a status reported by the DBS party.
func (db *DB) SetDbsStatus(ctx context.Context, accountID, id int64, u service.DbsStatusUpdate) error {
	tag, err := db.pool.Exec(ctx, `UPDATE dbs_searches SET status = $1, status_rank = $2, disclosure_status = $3,
		is_applicant_info_completed = $4, is_id_check_completed = $5, is_application_completed = $6, is_application_submitted = $7,
		is_application_disclosed = $8, date_updated = $9 WHERE id = $10 AND account_id = $11`,
		u.Status, service.DbsStatusRank(u.Status), u.DisclosureStatus, u.IsApplicantInfoCompleted, u.IsIDCheckCompleted,
		u.IsApplicationCompleted, u.IsApplicationSubmitted, u.IsApplicationDisclosed, u.Updated, id, accountID)
	if err != nil {
		return formatError("set DBS status", err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("postgres: DBS search %d: %w", id, service.ErrNotFound)
	}
	return nil
}

// --- single ValidID searches and notes ------------------------------------------

// ValidID returns one ValidID search in scope and its owner.
func (db *DB) ValidID(ctx context.Context, s service.Scope, id int32) (service.ValidIdListItem, string, error) {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	var v service.ValidIdListItem
	c := &service.ValidIdSearchCriteria{}
	var owner string
	var dob *time.Time
	err := db.pool.QueryRow(ctx, `SELECT id, owner, type, score, status, date_searched, reference, pep_error, replaced,
		replacement_search_id, has_completed_request, has_completed_search, full_name, date_of_birth, gender, address
		FROM validid_searches`+w.String(), w.args...).Scan(&v.ID, &owner, &v.Type, &v.Score, &v.Status, &v.DateSearched, &v.Reference,
		&v.PepError, &v.Replaced, &v.ReplacementSearchID, &v.HasCompletedRequest, &v.HasCompletedSearch, &c.FullName, &dob,
		&c.Gender, &c.Address)
	if err != nil {
		return v, "", formatError(fmt.Sprintf("ValidID search %d", id), err)
	}
	v.DateSearched = utc(v.DateSearched)
	if dob != nil {
		c.DateOfBirth = utc(*dob)
	}
	v.SearchCriteria = c
	return v, owner, nil
}

// ValidIDNotes returns the notes of a ValidID search in scope (one
// statement: the scope check and the notes see one snapshot).
func (db *DB) ValidIDNotes(ctx context.Context, s service.Scope, id int64) ([]service.SearchNote, error) {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	var found bool
	var notes []service.SearchNote
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM validid_searches"+w.String()+")", w.args...).Scan(&found); err != nil {
			return formatError("ValidID search", err)
		}
		if !found {
			return nil
		}
		var err error
		notes, err = notesOf(ctx, tx, validIDNoteTable, id, 0)
		return err
	})
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, fmt.Errorf("postgres: ValidID search %d: %w", id, service.ErrNotFound)
	}
	return notes, nil
}

// AddValidIDNote is AddSearchNote for a ValidID search: its row is locked
// first, so notes on one search are serialized.
func (db *DB) AddValidIDNote(ctx context.Context, s service.Scope, id int64, n service.SearchNote, lim service.NoteLimits) ([]service.SearchNote, int, error) {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	var notes []service.SearchNote
	var total int
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var one int
		if err := tx.QueryRow(ctx, "SELECT 1 FROM validid_searches"+w.String()+" FOR UPDATE", w.args...).Scan(&one); err != nil {
			return formatError(fmt.Sprintf("ValidID search %d", id), err)
		}
		var err error
		notes, total, err = addNote(ctx, tx, validIDNoteTable, id, n, lim)
		return err
	})
	return notes, total, err
}

// --- account features ---------------------------------------------------------------

// AccountFeatures returns an account's features.
func (db *DB) AccountFeatures(ctx context.Context, accountID int64) (service.AccountFeatures, error) {
	var f service.AccountFeatures
	var dbs *bool
	var signed *string
	var basic, enhanced *int64
	err := db.pool.QueryRow(ctx, `SELECT f.dbs_enabled, f.validid_activated, f.validid_signed_by,
		f.validid_basic_price, f.validid_enhanced_price
		FROM accounts a LEFT JOIN account_features f ON f.account_id = a.id WHERE a.id = $1`, accountID).
		Scan(&dbs, &f.ValidIDActivated, &signed, &basic, &enhanced)
	if err != nil {
		return f, formatError(fmt.Sprintf("account %d features", accountID), err)
	}
	if dbs != nil {
		f.DbsEnabled = *dbs
	}
	if signed != nil {
		f.ValidIDSignedBy = *signed
	}
	f.ValidIDBasicPrice, f.ValidIDEnhancedPrice = price(deref(basic)), price(deref(enhanced))
	f.ValidIDActivated = utcPtr(f.ValidIDActivated)
	return f, nil
}

func deref(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
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
		return fmt.Errorf("postgres: account %d features: negative ValidID price", accountID)
	}
	_, err = db.pool.Exec(ctx, `INSERT INTO account_features (account_id, dbs_enabled, validid_activated, validid_signed_by,
		validid_basic_price, validid_enhanced_price)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (account_id) DO UPDATE SET dbs_enabled = excluded.dbs_enabled,
		validid_activated = excluded.validid_activated, validid_signed_by = excluded.validid_signed_by,
		validid_basic_price = excluded.validid_basic_price, validid_enhanced_price = excluded.validid_enhanced_price`,
		accountID, f.DbsEnabled, f.ValidIDActivated, f.ValidIDSignedBy, basic, enhanced)
	return formatError(fmt.Sprintf("account %d features", accountID), err)
}

// CreateValidID stores a new ValidID check, debits its price and queues
// msgs, in one transaction holding the account row.
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
	request := n.Request
	if request == "" {
		request = "{}"
	}
	var id int32
	var q service.PepRenewal
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var balance int64
		var basic, enhanced *int64
		if err := tx.QueryRow(ctx, `SELECT a.balance, f.validid_basic_price, f.validid_enhanced_price
			FROM accounts a LEFT JOIN account_features f ON f.account_id = a.id WHERE a.id = $1 FOR UPDATE OF a`, n.AccountID).
			Scan(&balance, &basic, &enhanced); err != nil {
			return formatError(fmt.Sprintf("account %d", n.AccountID), err)
		}
		price := deref(basic)
		if v.Type == service.ValidIDTypeEnhanced {
			price = deref(enhanced)
		}
		q = service.PepRenewal{Cost: fromUnits(price), Balance: fromUnits(balance)}
		if balance < price {
			return fmt.Errorf("postgres: add ValidID: balance %s, price %s: %w", q.Balance, q.Cost, service.ErrInsufficientCredit)
		}
		if err := tx.QueryRow(ctx, `INSERT INTO validid_searches (account_id, owner, owner_key, type, score, status,
			date_searched, reference, reference_key, has_completed_request, has_completed_search, full_name, full_name_key,
			date_of_birth, gender, address, sanctions_search_id, search_list_ids, request, price)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id`,
			n.AccountID, n.Owner, key(n.Owner), v.Type, v.Score, v.Status, v.DateSearched, v.Reference, key(v.Reference),
			v.HasCompletedRequest, v.HasCompletedSearch, c.FullName, key(c.FullName), dob, c.Gender, c.Address,
			n.SanctionsSearchID, n.SearchListIDs, request, price).Scan(&id); err != nil {
			return formatError("add ValidID", err)
		}
		if price > 0 {
			if err := db.debit(ctx, tx, n.AccountID, price, fmt.Sprintf("ValidID check %d", id), n.Owner); err != nil {
				return err
			}
		}
		for _, m := range msgs {
			m.RecordID = int64(id)
			if err := insertOutbox(ctx, tx, m); err != nil {
				return err
			}
		}
		q.Balance = fromUnits(balance - price)
		return nil
	})
	if err != nil && !errors.Is(err, service.ErrInsufficientCredit) {
		return 0, service.PepRenewal{}, err
	}
	return id, q, err
}

// SetValidIDResult records the identity party's result of a Pending
// ValidID check.
func (db *DB) SetValidIDResult(ctx context.Context, accountID int64, id int32, r service.ValidIDResult) error {
	tag, err := db.pool.Exec(ctx, `UPDATE validid_searches SET status = $1, score = $2, pep_error = $3,
		has_completed_request = true WHERE id = $4 AND account_id = $5 AND status = $6`,
		r.Status, r.Score, r.PepError, id, accountID, service.ValidIDStatusPending)
	if err != nil {
		return formatError("set ValidID result", err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	var status string
	err = db.pool.QueryRow(ctx, "SELECT status FROM validid_searches WHERE id = $1 AND account_id = $2", id, accountID).Scan(&status)
	if err != nil {
		return formatError(fmt.Sprintf("ValidID search %d", id), err)
	}
	return fmt.Errorf("postgres: ValidID search %d is %q, not pending: %w", id, status, service.ErrConflict)
}

// --- outbox ----------------------------------------------------------------------------

func insertOutbox(ctx context.Context, q querier, m service.OutboxMessage) error {
	next := m.NextAttempt
	if next.IsZero() {
		next = m.Created
	}
	if _, err := q.Exec(ctx, `INSERT INTO outbox (account_id, channel, kind, record_id, recipient, subject, body, created, next_attempt)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, m.AccountID, string(m.Channel), m.Kind, m.RecordID, m.Recipient, m.Subject,
		m.Body, m.Created, next); err != nil {
		return formatError("insert outbox message", err)
	}
	return nil
}

const outboxColumns = `id, account_id, channel, kind, record_id, recipient, subject, body, created, attempts, next_attempt,
	last_error, delivered, dead`

func scanOutbox(rows pgx.Rows, err error) ([]service.OutboxMessage, error) {
	out, err := collectRows(rows, err, "outbox", func(r pgx.Rows, m *service.OutboxMessage) error {
		var ch string
		if err := r.Scan(&m.ID, &m.AccountID, &ch, &m.Kind, &m.RecordID, &m.Recipient, &m.Subject, &m.Body, &m.Created,
			&m.Attempts, &m.NextAttempt, &m.LastError, &m.Delivered, &m.Dead); err != nil {
			return err
		}
		m.Channel = service.Channel(ch)
		m.Created, m.NextAttempt, m.Delivered = utc(m.Created), utc(m.NextAttempt), utcPtr(m.Delivered)
		return nil
	})
	if out == nil && err == nil {
		out = []service.OutboxMessage{}
	}
	return out, err
}

// ClaimOutbox claims due messages; SKIP LOCKED lets several gateways'
// workers claim disjoint batches at once.
func (db *DB) ClaimOutbox(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]service.OutboxMessage, error) {
	rows, err := db.pool.Query(ctx, `WITH due AS (SELECT id FROM outbox WHERE delivered IS NULL AND NOT dead AND next_attempt <= $1
			ORDER BY next_attempt, id LIMIT $3 FOR UPDATE SKIP LOCKED)
		UPDATE outbox o SET attempts = o.attempts + 1, next_attempt = $2 FROM due WHERE o.id = due.id
		RETURNING `+prefixCols("o.", outboxColumns), now, now.Add(lease), limit)
	out, err := scanOutbox(rows, err)
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
		_, err = db.pool.Exec(ctx, "UPDATE outbox SET delivered = $1, last_error = '' WHERE id = $2", r.Delivered, id)
	} else {
		_, err = db.pool.Exec(ctx, "UPDATE outbox SET last_error = $1, next_attempt = $2, dead = $3 WHERE id = $4",
			r.Error, r.NextAttempt, r.Dead, id)
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
	rows, err := db.pool.Query(ctx, q+" ORDER BY id DESC LIMIT $1", limit)
	return scanOutbox(rows, err)
}

// RetryOutbox revives a dead message.
func (db *DB) RetryOutbox(ctx context.Context, id int64, now time.Time) error {
	tag, err := db.pool.Exec(ctx, "UPDATE outbox SET dead = false, attempts = 0, next_attempt = $1 WHERE id = $2 AND dead", now, id)
	if err != nil {
		return formatError("retry outbox message", err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("postgres: dead outbox message %d: %w", id, service.ErrNotFound)
	}
	return nil
}

// OutboxCounts returns the number of pending and dead messages.
func (db *DB) OutboxCounts(ctx context.Context) (pending, dead int64, err error) {
	err = db.pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE delivered IS NULL AND NOT dead), count(*) FILTER (WHERE dead)
		FROM outbox`).Scan(&pending, &dead)
	return pending, dead, formatError("outbox counts", err)
}

func prefixCols(p, cols string) string {
	parts := strings.Split(cols, ",")
	for i, c := range parts {
		parts[i] = p + strings.TrimSpace(c)
	}
	return strings.Join(parts, ", ")
}

func sortOutbox(ms []service.OutboxMessage) {
	slices.SortFunc(ms, func(a, b service.OutboxMessage) int { return cmp.Compare(a.ID, b.ID) })
}
