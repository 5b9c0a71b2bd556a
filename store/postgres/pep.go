package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

// CountUnresolvedPepSearches counts non-archived PEP searches in scope with
// at least one unresolved result.
func (db *DB) CountUnresolvedPepSearches(ctx context.Context, s service.Scope) (int64, error) {
	var w where
	w.scope("", s)
	w.add("NOT is_archived")
	w.add("unresolved_results > 0")
	var n int64
	if err := db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM pep_searches"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count unresolved PEP searches", err)
	}
	return n, nil
}

type pepCandidate struct {
	id      int64
	renewal time.Time
}

// dueCandidates returns those of ids (every search when all is set) that
// are in scope, monitored (not day-one), not archived and due (renewal date on or before dueBy), by ascending id; lock also locks
// their rows.
func dueCandidates(ctx context.Context, q querier, s service.Scope, ids []int64, all bool, dueBy time.Time, lock bool) ([]pepCandidate, error) {
	if len(ids) == 0 && !all {
		return nil, nil
	}
	var w where
	if !all {
		w.add("id = ANY(" + w.arg(sqlutil.Distinct(ids)) + ")")
	}
	w.scope("", s)
	w.add("NOT is_archived")
	w.add("NOT is_day_one")
	w.add("renewal_date <= " + w.arg(dueBy))
	query := "SELECT id, renewal_date FROM pep_searches" + w.String() + " ORDER BY id"
	if lock {
		query += " FOR UPDATE"
	}
	rows, err := q.Query(ctx, query, w.args...)
	out, err := collectRows(rows, err, "PEP renewal candidates", func(r pgx.Rows, c *pepCandidate) error {
		return r.Scan(&c.id, &c.renewal)
	})
	for i := range out {
		out[i].renewal = out[i].renewal.UTC()
	}
	return out, err
}

// quote prices the candidates against the account (whose row is locked
// when lock is set): the quote (balance before) and the cost and balance
// in stored units.
func quote(ctx context.Context, q querier, accountID int64, cands []pepCandidate, lock bool) (service.PepRenewal, int64, int64, error) {
	var balance, price int64
	query := "SELECT balance, pep_renewal_price FROM accounts WHERE id = $1"
	if lock {
		query += " FOR UPDATE"
	}
	if err := q.QueryRow(ctx, query, accountID).Scan(&balance, &price); err != nil {
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
// archived and due on or before dueBy, changing nothing (one snapshot).
func (db *DB) QuotePepRenewal(ctx context.Context, s service.Scope, ids []int64, dueBy time.Time) (service.PepRenewal, error) {
	return db.quotePepRenewal(ctx, s, ids, false, dueBy)
}

func (db *DB) quotePepRenewal(ctx context.Context, s service.Scope, ids []int64, all bool, dueBy time.Time) (service.PepRenewal, error) {
	var q service.PepRenewal
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		cands, err := dueCandidates(ctx, tx, s, ids, all, dueBy, false)
		if err != nil {
			return err
		}
		q, _, _, err = quote(ctx, tx, s.AccountID, cands, false)
		return err
	})
	return q, err
}

// RenewPepSearches renews, in one transaction, those of ids that are in
// scope, not archived and due on or before dueBy: each renewal date moves
// on by one year and the balance is debited by price × count. The account
// row is locked before anything is read, so concurrent renewals of one
// account take turns and each reads the dates and the balance the previous
// one committed (READ COMMITTED: every statement sees the commits made
// before it started); a search is renewed and paid for once. If the
// balance does not cover the cost nothing changes and
// service.ErrInsufficientCredit is returned with the quote.
func (db *DB) RenewPepSearches(ctx context.Context, s service.Scope, ids []int64, dueBy time.Time) (service.PepRenewal, error) {
	return db.renewPepSearches(ctx, s, ids, false, dueBy)
}

func (db *DB) renewPepSearches(ctx context.Context, s service.Scope, ids []int64, all bool, dueBy time.Time) (service.PepRenewal, error) {
	var q service.PepRenewal
	var insufficient bool
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var balance, price int64
		if err := tx.QueryRow(ctx, "SELECT balance, pep_renewal_price FROM accounts WHERE id = $1 FOR UPDATE",
			s.AccountID).Scan(&balance, &price); err != nil {
			return formatError(fmt.Sprintf("account %d", s.AccountID), err)
		}
		cands, err := dueCandidates(ctx, tx, s, ids, all, dueBy, true)
		if err != nil {
			return err
		}
		var cost int64
		if q, cost, balance, err = quote(ctx, tx, s.AccountID, cands, false); err != nil {
			return err
		}
		if len(cands) == 0 {
			return nil
		}
		if balance < cost {
			insufficient = true
			return nil
		}
		cid := make([]int64, len(cands))
		next := make([]time.Time, len(cands))
		for i, c := range cands {
			cid[i], next[i] = c.id, sqlutil.NextRenewal(c.renewal)
		}
		if _, err := tx.Exec(ctx, `UPDATE pep_searches p SET renewal_date = u.next
			FROM unnest($1::bigint[], $2::timestamptz[]) AS u(id, next) WHERE p.id = u.id`, cid, next); err != nil {
			return formatError("renew PEP searches", err)
		}
		if cost > 0 {
			if err := db.debit(ctx, tx, s.AccountID, cost, fmt.Sprintf("PEP renewal of %d searches", len(cands)), ""); err != nil {
				return err
			}
		}
		q.Balance = fromUnits(balance - cost)
		return nil
	})
	if err != nil {
		return service.PepRenewal{}, err
	}
	if insufficient {
		return q, fmt.Errorf("postgres: renew PEP searches: balance %s, cost %s: %w", q.Balance, q.Cost, service.ErrInsufficientCredit)
	}
	return q, nil
}
