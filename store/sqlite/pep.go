package sqlite

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// CountUnresolvedPepSearches counts non-archived PEP searches in scope with
// at least one unresolved result.
func (db *DB) CountUnresolvedPepSearches(ctx context.Context, s service.Scope) (int64, error) {
	var w where
	w.scope("", s)
	w.add("is_archived = ?", false)
	w.add("unresolved_results > 0")
	var n int64
	if err := db.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM pep_searches"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count unresolved PEP searches", err)
	}
	return n, nil
}

// pepCandidate is a PEP search that is due for renewal.
type pepCandidate struct {
	id      int64
	renewal time.Time
}

// dueCandidates returns those of ids (every search when all is set) that
// are in scope, monitored (not day-one), not archived and due (renewal date on or before dueBy), by ascending id.
func dueCandidates(ctx context.Context, q querier, s service.Scope, ids []int64, all bool, dueBy time.Time) ([]pepCandidate, error) {
	if len(ids) == 0 && !all {
		return nil, nil
	}
	var w where
	if !all {
		w.in("id", distinct(ids))
	}
	w.scope("", s)
	w.add("is_archived = ?", false)
	w.add("is_day_one = ?", false)
	w.add("renewal_date <= ?", formatTime(dueBy))
	rows, err := q.QueryContext(ctx, "SELECT id, renewal_date FROM pep_searches"+w.String()+" ORDER BY id", w.args...)
	if err != nil {
		return nil, formatError("PEP renewal candidates", err)
	}
	defer rows.Close()
	var out []pepCandidate
	for rows.Next() {
		var c pepCandidate
		var renewal string
		if err := rows.Scan(&c.id, &renewal); err != nil {
			return nil, formatError("PEP renewal candidates", err)
		}
		if c.renewal, err = parseTime(renewal); err != nil {
			return nil, fmt.Errorf("sqlite: PEP search %d: %w", c.id, err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("PEP renewal candidates", err)
	}
	return out, nil
}

// quote prices the candidates against the account: it returns the quote
// (balance before) and the cost and balance in stored units.
func quote(ctx context.Context, q querier, accountID int64, cands []pepCandidate) (service.PepRenewal, int64, int64, error) {
	var balance, price int64
	err := q.QueryRowContext(ctx, "SELECT balance, pep_renewal_price FROM accounts WHERE id = ?", accountID).Scan(&balance, &price)
	if err != nil {
		return service.PepRenewal{}, 0, 0, formatError(fmt.Sprintf("account %d", accountID), err)
	}
	cost := price * int64(len(cands))
	out := service.PepRenewal{Renewed: make([]int64, len(cands)), Cost: fromUnits(cost), Balance: fromUnits(balance)}
	for i, c := range cands {
		out.Renewed[i] = c.id
	}
	return out, cost, balance, nil
}

// QuotePepRenewal prices renewing those of ids that are in scope, not
// archived and due on or before dueBy, changing nothing. Balance is the
// current balance. Returns service.ErrNotFound if the account does not
// exist.
func (db *DB) QuotePepRenewal(ctx context.Context, s service.Scope, ids []int64, dueBy time.Time) (service.PepRenewal, error) {
	return db.quotePepRenewal(ctx, s, ids, false, dueBy)
}

func (db *DB) quotePepRenewal(ctx context.Context, s service.Scope, ids []int64, all bool, dueBy time.Time) (service.PepRenewal, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return service.PepRenewal{}, err
	}
	defer func() { _ = tx.Rollback() }()
	cands, err := dueCandidates(ctx, tx, s, ids, all, dueBy)
	if err != nil {
		return service.PepRenewal{}, err
	}
	q, _, _, err := quote(ctx, tx, s.AccountID, cands)
	return q, err
}

// RenewPepSearches renews, in one transaction, those of ids that are in
// scope, not archived and due on or before dueBy: each renewal date moves
// on by one year and the balance is debited by price × count. If the
// balance does not cover the cost nothing changes and
// service.ErrInsufficientCredit is returned with the quote (Balance is
// then the unchanged balance; after a renewal it is the new balance).
func (db *DB) RenewPepSearches(ctx context.Context, s service.Scope, ids []int64, dueBy time.Time) (service.PepRenewal, error) {
	return db.renewPepSearches(ctx, s, ids, false, dueBy)
}

func (db *DB) renewPepSearches(ctx context.Context, s service.Scope, ids []int64, all bool, dueBy time.Time) (service.PepRenewal, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.PepRenewal{}, err
	}
	defer func() { _ = tx.Rollback() }()
	cands, err := dueCandidates(ctx, tx, s, ids, all, dueBy)
	if err != nil {
		return service.PepRenewal{}, err
	}
	q, cost, balance, err := quote(ctx, tx, s.AccountID, cands)
	if err != nil {
		return service.PepRenewal{}, err
	}
	if len(cands) == 0 {
		return q, nil
	}
	if balance < cost {
		return q, fmt.Errorf("sqlite: renew PEP searches: balance %s, cost %s: %w", q.Balance, q.Cost, service.ErrInsufficientCredit)
	}
	for _, c := range cands {
		if _, err := tx.ExecContext(ctx, "UPDATE pep_searches SET renewal_date = ? WHERE id = ?",
			formatTime(nextRenewal(c.renewal)), c.id); err != nil {
			return service.PepRenewal{}, formatError(fmt.Sprintf("renew PEP search %d", c.id), err)
		}
	}
	if cost > 0 {
		if err := db.debit(ctx, tx, s.AccountID, cost, fmt.Sprintf("PEP renewal of %d searches", len(cands)), ""); err != nil {
			if errors.Is(err, service.ErrInsufficientCredit) {
				return q, err
			}
			return service.PepRenewal{}, err
		}
	}
	if err := tx.Commit(); err != nil {
		return service.PepRenewal{}, formatError("renew PEP searches: commit", err)
	}
	q.Balance = fromUnits(balance - cost)
	return q, nil
}

func insertPepSearch(ctx context.Context, q querier, p dataset.PepRecord) error {
	typ := p.Type
	if typ == "" {
		typ = "individual"
	}
	_, err := q.ExecContext(ctx, `INSERT INTO pep_searches (id, account_id, owner, owner_key, name, date_searched,
		renewal_date, is_archived, total_results, unresolved_results, name_key, reference, reference_key, search_type, is_day_one, affected_by_update)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		p.ID, p.AccountID, p.Owner, key(p.Owner), p.Name, formatTime(p.DateSearched), formatTime(p.RenewalDate),
		p.IsArchived, p.Total, p.Unresolved, key(p.Name), p.Reference, key(p.Reference), typ, p.IsDayOne, p.AffectedByUpdate)
	if err != nil {
		return formatError(fmt.Sprintf("insert PEP search %d", p.ID), err)
	}
	for _, r := range p.Results {
		details, err := json.Marshal(r)
		if err != nil {
			return fmt.Errorf("sqlite: PEP search result %d: %w", r.ID, err)
		}
		if _, err := q.ExecContext(ctx, `INSERT INTO pep_search_results (id, search_id, similarity, resolved, date_updated, details)
			VALUES (?, ?, ?, ?, ?, ?)`, r.ID, p.ID, r.ResultSimilarity.String(), r.ResultResolved, formatTimePtr(r.DateLastUpdated), string(details)); err != nil {
			return formatError(fmt.Sprintf("insert PEP search result %d", r.ID), err)
		}
	}
	return nil
}
