package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/screengate/screengate/service"
)

// ownedTables are the tables whose rows belong to a user (owner,
// owner_key): DeleteUser moves them to the transfer user.
var ownedTables = []string{"sanctions_searches", "pep_searches", "dbs_searches", "validid_searches",
	"clients", "bulk_searches", "documents"}

// Users returns the users of an account, the main user first, then by
// user name.
func (db *DB) Users(ctx context.Context, accountID int64) ([]service.User, error) {
	rows, err := db.reader.QueryContext(ctx, `SELECT `+userColumns+` FROM users u
		LEFT JOIN user_permissions p ON p.user_id = u.id
		WHERE u.account_id = ? ORDER BY u.is_main DESC, u.user_name_key, u.id, p.position`, accountID)
	if err != nil {
		return nil, formatError("users", err)
	}
	defer rows.Close()
	out := []service.User{}
	var last string
	for rows.Next() {
		var u service.User
		var id string
		var perm sql.NullString
		if err := rows.Scan(&id, &u.AccountID, &u.UserName, &u.Name, &u.Email, &u.IsMain, &u.IsAdmin,
			&u.CanResolveSearches, &u.CanDeleteSearches, &perm); err != nil {
			return nil, formatError("users", err)
		}
		if id != last {
			last = id
			if u.ID, err = service.ParseGUID(id); err != nil {
				return nil, fmt.Errorf("sqlite: users: id %q: %w", id, err)
			}
			u.Permissions = []string{}
			out = append(out, u)
		}
		if perm.Valid {
			cur := &out[len(out)-1]
			cur.Permissions = append(cur.Permissions, perm.String)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("users", err)
	}
	return out, nil
}

// CreateUser adds a user of u.AccountID with its permissions and queues
// msgs in the outbox, in one write transaction.
func (db *DB) CreateUser(ctx context.Context, u service.User, passwordHash string, msgs []service.OutboxMessage) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	var one int
	if err := tx.QueryRowContext(ctx, "SELECT 1 FROM accounts WHERE id = ?", u.AccountID).Scan(&one); err != nil {
		return formatError("create user: account", err)
	}
	if err := insertUser(ctx, tx, u, passwordHash); err != nil {
		return err
	}
	for _, m := range msgs {
		if err := insertOutbox(ctx, tx, m); err != nil {
			return err
		}
	}
	return formatError("create user: commit", tx.Commit())
}

// SetUserPermissions replaces the permissions of a user of the account.
func (db *DB) SetUserPermissions(ctx context.Context, accountID int64, id service.GUID, permissions []string) (service.User, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.User{}, err
	}
	defer func() { _ = tx.Rollback() }()
	var one int
	if err := tx.QueryRowContext(ctx, "SELECT 1 FROM users WHERE account_id = ? AND id = ?", accountID, id.String()).Scan(&one); err != nil {
		return service.User{}, formatError("set user permissions", err)
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM user_permissions WHERE user_id = ?", id.String()); err != nil {
		return service.User{}, formatError("set user permissions", err)
	}
	for i, p := range permissions {
		if _, err := tx.ExecContext(ctx, "INSERT INTO user_permissions (user_id, position, user_name) VALUES (?, ?, ?)",
			id.String(), i, p); err != nil {
			return service.User{}, formatError("set user permissions", err)
		}
	}
	u, err := scanUser(tx.QueryContext(ctx, `SELECT `+userColumns+` FROM users u
		LEFT JOIN user_permissions p ON p.user_id = u.id
		WHERE u.account_id = ? AND u.id = ? ORDER BY p.position`, accountID, id.String()))
	if err != nil {
		return service.User{}, err
	}
	if err := tx.Commit(); err != nil {
		return service.User{}, formatError("set user permissions: commit", err)
	}
	return u, nil
}

// DeleteUser deletes a user after moving its records to transferTo, in
// one transaction.
func (db *DB) DeleteUser(ctx context.Context, accountID int64, id, transferTo service.GUID) (service.UserTransfer, error) {
	var res service.UserTransfer
	if id == transferTo {
		return res, fmt.Errorf("sqlite: delete user: transfer to itself: %w", service.ErrConflict)
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return res, err
	}
	defer func() { _ = tx.Rollback() }()
	var oldName, oldKey string
	var isMain bool
	if err := tx.QueryRowContext(ctx, "SELECT user_name, user_name_key, is_main FROM users WHERE account_id = ? AND id = ?",
		accountID, id.String()).Scan(&oldName, &oldKey, &isMain); err != nil {
		return res, formatError("delete user", err)
	}
	if isMain {
		return res, fmt.Errorf("sqlite: delete user: the main user: %w", service.ErrConflict)
	}
	var newName, newKey string
	if err := tx.QueryRowContext(ctx, "SELECT user_name, user_name_key FROM users WHERE account_id = ? AND id = ?",
		accountID, transferTo.String()).Scan(&newName, &newKey); err != nil {
		return res, formatError("delete user: transfer user", err)
	}
	for _, t := range ownedTables {
		r, err := tx.ExecContext(ctx, "UPDATE "+t+" SET owner = ?, owner_key = ? WHERE account_id = ? AND owner_key = ?",
			newName, newKey, accountID, oldKey)
		if err != nil {
			return res, formatError("delete user: move "+t, err)
		}
		n, _ := r.RowsAffected()
		res.Records += n
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM user_permissions WHERE lower(user_name) = ? AND user_id IN (SELECT id FROM users WHERE account_id = ?)",
		oldKey, accountID); err != nil {
		return res, formatError("delete user: permissions", err)
	}
	for _, q := range []string{
		"DELETE FROM user_permissions WHERE user_id = ?",
		"DELETE FROM api_credentials WHERE user_id = ?",
		"DELETE FROM users WHERE id = ?",
	} {
		if _, err := tx.ExecContext(ctx, q, id.String()); err != nil {
			return res, formatError("delete user", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return res, formatError("delete user: commit", err)
	}
	return res, nil
}

// UserAgreements returns what a user agreed to and when.
func (db *DB) UserAgreements(ctx context.Context, accountID int64, id service.GUID) (service.Agreements, error) {
	var terms, dp, contact sql.NullString
	err := db.reader.QueryRowContext(ctx, `SELECT agreed_terms, agreed_data_protection, agreed_contact FROM users
		WHERE account_id = ? AND id = ?`, accountID, id.String()).Scan(&terms, &dp, &contact)
	if err != nil {
		return service.Agreements{}, formatError("user agreements", err)
	}
	var a service.Agreements
	for _, x := range []struct {
		dst **time.Time
		s   sql.NullString
	}{{&a.Terms, terms}, {&a.DataProtection, dp}, {&a.Contact, contact}} {
		if *x.dst, err = parseTimePtr(x.s); err != nil {
			return service.Agreements{}, fmt.Errorf("sqlite: user agreements: %w", err)
		}
	}
	return a, nil
}

// setAgreements records when the main user of a new account agreed.
func setAgreements(ctx context.Context, tx *sql.Tx, id service.GUID, r service.RegisterAccountRequest, at time.Time) error {
	when := func(ok bool) sql.NullString {
		if !ok {
			return sql.NullString{}
		}
		return sql.NullString{String: formatTime(at), Valid: true}
	}
	_, err := tx.ExecContext(ctx, "UPDATE users SET agreed_terms = ?, agreed_data_protection = ?, agreed_contact = ? WHERE id = ?",
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
	err := q.QueryRowContext(ctx, "UPDATE accounts SET balance = balance - ? WHERE id = ? AND balance >= ? RETURNING balance",
		cost, accountID, cost).Scan(&balance)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("sqlite: %s: debit of %s refused: %w", note, fromUnits(cost), service.ErrInsufficientCredit)
	}
	if err != nil {
		return formatError("debit account", err)
	}
	if _, err := q.ExecContext(ctx, `INSERT INTO account_credits (account_id, amount, balance_after, note, actor, created)
		VALUES (?, ?, ?, ?, ?, ?)`, accountID, -cost, balance, note, actor, formatTime(db.now())); err != nil {
		return formatError("debit account: ledger", err)
	}
	return nil
}

// AddCredit adds credit to an account and records it in the ledger.
func (db *DB) AddCredit(ctx context.Context, accountID int64, c service.Credit) (service.Account, error) {
	amount, err := toUnits(c.Amount)
	if err != nil {
		return service.Account{}, fmt.Errorf("sqlite: add credit: amount: %w", err)
	}
	if amount <= 0 {
		return service.Account{}, errors.New("sqlite: add credit: amount must be positive")
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return service.Account{}, err
	}
	defer func() { _ = tx.Rollback() }()
	var balance int64
	if err := tx.QueryRowContext(ctx, "UPDATE accounts SET balance = balance + ? WHERE id = ? RETURNING balance",
		amount, accountID).Scan(&balance); err != nil {
		return service.Account{}, formatError("add credit", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO account_credits (account_id, amount, balance_after, note, actor, created)
		VALUES (?, ?, ?, ?, ?, ?)`, accountID, amount, balance, c.Note, c.Actor, formatTime(c.At)); err != nil {
		return service.Account{}, formatError("add credit: ledger", err)
	}
	a, err := scanAccount(tx.QueryRowContext(ctx, "SELECT id, name, balance, pep_renewal_price, currency, created FROM accounts WHERE id = ?", accountID))
	if err != nil {
		return service.Account{}, err
	}
	if err := tx.Commit(); err != nil {
		return service.Account{}, formatError("add credit: commit", err)
	}
	return a, nil
}
