package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
)

// ownedTables are the tables whose rows belong to a user (owner,
// owner_key): DeleteUser moves them to the transfer user.
var ownedTables = []string{"sanctions_searches", "pep_searches", "dbs_searches", "validid_searches",
	"clients", "bulk_searches", "documents"}

// Users returns the users of an account, the main user first, then by
// user name.
func (db *DB) Users(ctx context.Context, accountID int64) ([]service.User, error) {
	rows, err := db.pool.Query(ctx, `SELECT u.id::text, u.account_id, u.user_name, u.name, u.email, u.is_main, u.is_admin,
		u.can_resolve_searches, u.can_delete_searches,
		ARRAY(SELECT p.user_name FROM user_permissions p WHERE p.user_id = u.id ORDER BY p.position)
		FROM users u WHERE u.account_id = $1 ORDER BY u.is_main DESC, u.user_name_key, u.id`, accountID)
	return collectRows(rows, err, "users", func(r pgx.Rows, u *service.User) error {
		x, err := scanUser(r)
		*u = x
		return err
	})
}

// CreateUser adds a user of u.AccountID with its permissions and queues
// msgs in the outbox, in one transaction.
func (db *DB) CreateUser(ctx context.Context, u service.User, passwordHash string, msgs []service.OutboxMessage) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		if err := insertUser(ctx, tx, u, passwordHash); err != nil {
			return err
		}
		for _, m := range msgs {
			if err := insertOutbox(ctx, tx, m); err != nil {
				return err
			}
		}
		return nil
	})
}

// SetUserPermissions replaces the permissions of a user of the account.
// The user row is locked first, so concurrent replacements apply one
// after the other.
func (db *DB) SetUserPermissions(ctx context.Context, accountID int64, id service.GUID, permissions []string) (service.User, error) {
	var u service.User
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var one int
		if err := tx.QueryRow(ctx, "SELECT 1 FROM users WHERE account_id = $1 AND id = $2 FOR UPDATE",
			accountID, id.String()).Scan(&one); err != nil {
			return formatError("set user permissions", err)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM user_permissions WHERE user_id = $1", id.String()); err != nil {
			return formatError("set user permissions", err)
		}
		if len(permissions) > 0 {
			if _, err := tx.Exec(ctx, `INSERT INTO user_permissions (user_id, position, user_name)
				SELECT $1, p.ord - 1, p.name FROM unnest($2::text[]) WITH ORDINALITY AS p(name, ord)`,
				id.String(), permissions); err != nil {
				return formatError("set user permissions", err)
			}
		}
		var err error
		u, err = scanUser(tx.QueryRow(ctx, userQuery+"u.id = $2", accountID, id.String()))
		return err
	})
	return u, err
}

// DeleteUser deletes a user after moving its records to transferTo, in
// one transaction. Both user rows are locked first (in id order), so a
// concurrent delete of either waits and then finds it gone.
func (db *DB) DeleteUser(ctx context.Context, accountID int64, id, transferTo service.GUID) (service.UserTransfer, error) {
	var res service.UserTransfer
	if id == transferTo {
		return res, fmt.Errorf("postgres: delete user: transfer to itself: %w", service.ErrConflict)
	}
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT id::text, user_name, user_name_key, is_main FROM users
			WHERE account_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
			accountID, []string{id.String(), transferTo.String()})
		if err != nil {
			return formatError("delete user", err)
		}
		type row struct {
			name, key string
			main      bool
		}
		found := map[string]row{}
		for rows.Next() {
			var uid string
			var r row
			if err := rows.Scan(&uid, &r.name, &r.key, &r.main); err != nil {
				rows.Close()
				return formatError("delete user", err)
			}
			found[uid] = r
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return formatError("delete user", err)
		}
		old, ok1 := found[id.String()]
		to, ok2 := found[transferTo.String()]
		if !ok1 || !ok2 {
			return fmt.Errorf("postgres: delete user: %w", service.ErrNotFound)
		}
		if old.main {
			return fmt.Errorf("postgres: delete user: the main user: %w", service.ErrConflict)
		}
		for _, t := range ownedTables {
			tag, err := tx.Exec(ctx, "UPDATE "+t+" SET owner = $1, owner_key = $2 WHERE account_id = $3 AND owner_key = $4",
				to.name, to.key, accountID, old.key)
			if err != nil {
				return formatError("delete user: move "+t, err)
			}
			res.Records += tag.RowsAffected()
		}
		if _, err := tx.Exec(ctx, `DELETE FROM user_permissions WHERE lower(user_name) = $1
			AND user_id IN (SELECT id FROM users WHERE account_id = $2)`, old.key, accountID); err != nil {
			return formatError("delete user: permissions", err)
		}
		for _, q := range []string{
			"DELETE FROM user_permissions WHERE user_id = $1",
			"DELETE FROM api_credentials WHERE user_id = $1",
			"DELETE FROM users WHERE id = $1",
		} {
			if _, err := tx.Exec(ctx, q, id.String()); err != nil {
				return formatError("delete user", err)
			}
		}
		return nil
	})
	if err != nil {
		return service.UserTransfer{}, err
	}
	return res, nil
}

// UserAgreements returns what a user agreed to and when.
func (db *DB) UserAgreements(ctx context.Context, accountID int64, id service.GUID) (service.Agreements, error) {
	var a service.Agreements
	err := db.pool.QueryRow(ctx, `SELECT agreed_terms, agreed_data_protection, agreed_contact FROM users
		WHERE account_id = $1 AND id = $2`, accountID, id.String()).Scan(&a.Terms, &a.DataProtection, &a.Contact)
	if err != nil {
		return service.Agreements{}, formatError("user agreements", err)
	}
	a.Terms, a.DataProtection, a.Contact = utcPtr(a.Terms), utcPtr(a.DataProtection), utcPtr(a.Contact)
	return a, nil
}

// setAgreements records when the main user of a new account agreed.
func setAgreements(ctx context.Context, tx pgx.Tx, id service.GUID, r service.RegisterAccountRequest, at time.Time) error {
	when := func(ok bool) *time.Time {
		if !ok {
			return nil
		}
		return &at
	}
	_, err := tx.Exec(ctx, "UPDATE users SET agreed_terms = $1, agreed_data_protection = $2, agreed_contact = $3 WHERE id = $4",
		when(r.AgreeToTerms), when(r.AgreeToDataProtection), when(r.AgreeToContact), id.String())
	return formatError("set agreements", err)
}

// debit takes cost (ten-thousandths, positive) from the account's balance
// when the balance covers it and records the debit in the ledger
// (account_credits, a negative amount) with note and actor, in tx. It
// returns service.ErrInsufficientCredit, wrapped, writing nothing, when the
// balance does not cover cost.
func (db *DB) debit(ctx context.Context, q querier, accountID, cost int64, note, actor string) error {
	var balance int64
	err := q.QueryRow(ctx, "UPDATE accounts SET balance = balance - $1 WHERE id = $2 AND balance >= $1 RETURNING balance",
		cost, accountID).Scan(&balance)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("postgres: %s: debit of %s refused: %w", note, fromUnits(cost), service.ErrInsufficientCredit)
	}
	if err != nil {
		return formatError("debit account", err)
	}
	if _, err := q.Exec(ctx, `INSERT INTO account_credits (account_id, amount, balance_after, note, actor, created)
		VALUES ($1, $2, $3, $4, $5, $6)`, accountID, -cost, balance, note, actor, db.now().UTC()); err != nil {
		return formatError("debit account: ledger", err)
	}
	return nil
}

// AddCredit adds credit to an account and records it in the ledger; the
// balance update is one statement, so concurrent credits (and debits) add
// up.
func (db *DB) AddCredit(ctx context.Context, accountID int64, c service.Credit) (service.Account, error) {
	amount, err := toUnits(c.Amount)
	if err != nil {
		return service.Account{}, fmt.Errorf("postgres: add credit: amount: %w", err)
	}
	if amount <= 0 {
		return service.Account{}, errors.New("postgres: add credit: amount must be positive")
	}
	var a service.Account
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		var balance, price int64
		if err := tx.QueryRow(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2
			RETURNING id, name, balance, pep_renewal_price, currency, created`, amount, accountID).
			Scan(&a.ID, &a.Name, &balance, &price, &a.Currency, &a.Created); err != nil {
			return formatError("add credit", err)
		}
		a.Balance, a.PepRenewalPrice, a.Created = fromUnits(balance), fromUnits(price), utc(a.Created)
		if _, err := tx.Exec(ctx, `INSERT INTO account_credits (account_id, amount, balance_after, note, actor, created)
			VALUES ($1, $2, $3, $4, $5, $6)`, accountID, amount, balance, c.Note, c.Actor, c.At); err != nil {
			return formatError("add credit: ledger", err)
		}
		return nil
	})
	if err != nil {
		return service.Account{}, err
	}
	return a, nil
}
