package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/screengate/screengate/service"
)

const userColumns = `u.id, u.account_id, u.user_name, u.name, u.email, u.is_main, u.is_admin,
	u.can_resolve_searches, u.can_delete_searches, p.user_name`

// prepare prepares the statements of the authentication path on the reader
// pool.
func (db *DB) prepare(ctx context.Context) error {
	var err error
	prep := func(dst **sql.Stmt, query string) {
		if err != nil {
			return
		}
		*dst, err = db.reader.PrepareContext(ctx, query)
	}
	prep(&db.stmts.credential, `SELECT api_user_id, key_hash, account_id, user_id FROM api_credentials WHERE api_user_id = ?`)
	prep(&db.stmts.account, `SELECT id, name, balance, pep_renewal_price, currency, created FROM accounts WHERE id = ?`)
	prep(&db.stmts.userByID, `SELECT `+userColumns+` FROM users u
		LEFT JOIN user_permissions p ON p.user_id = u.id
		WHERE u.account_id = ? AND u.id = ? ORDER BY p.position`)
	prep(&db.stmts.userByName, `SELECT `+userColumns+` FROM users u
		LEFT JOIN user_permissions p ON p.user_id = u.id
		WHERE u.account_id = ? AND u.user_name_key = ? ORDER BY p.position`)
	if err != nil {
		return fmt.Errorf("sqlite: prepare: %w", err)
	}
	return nil
}

// ServerSecret returns the stored HMAC secret, storing generate()'s result
// on first use. Concurrent first calls (even from several processes) agree:
// the insert does nothing when a secret is already there, and the stored
// row is read back.
func (db *DB) ServerSecret(ctx context.Context, generate func() ([]byte, error)) ([]byte, error) {
	var secret []byte
	err := db.writer.QueryRowContext(ctx, "SELECT secret FROM server_secret WHERE id = 1").Scan(&secret)
	if err == nil {
		return secret, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return nil, formatError("server secret", err)
	}
	fresh, err := generate()
	if err != nil {
		return nil, fmt.Errorf("sqlite: server secret: generate: %w", err)
	}
	if len(fresh) == 0 {
		return nil, errors.New("sqlite: server secret: generate returned no bytes")
	}
	if _, err := db.writer.ExecContext(ctx, "INSERT INTO server_secret (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING", fresh); err != nil {
		return nil, formatError("server secret", err)
	}
	if err := db.writer.QueryRowContext(ctx, "SELECT secret FROM server_secret WHERE id = 1").Scan(&secret); err != nil {
		return nil, formatError("server secret", err)
	}
	return secret, nil
}

// Credential returns the credential of apiUserID, or service.ErrNotFound.
func (db *DB) Credential(ctx context.Context, apiUserID string) (service.APICredential, error) {
	var c service.APICredential
	var uid string
	err := db.stmts.credential.QueryRowContext(ctx, apiUserID).Scan(&c.APIUserID, &c.KeyHash, &c.AccountID, &uid)
	if err != nil {
		return service.APICredential{}, formatError("credential", err)
	}
	if c.UserID, err = service.ParseGUID(uid); err != nil {
		return service.APICredential{}, fmt.Errorf("sqlite: credential: user id %q: %w", uid, err)
	}
	return c, nil
}

// Account returns an account, or service.ErrNotFound.
func (db *DB) Account(ctx context.Context, id int64) (service.Account, error) {
	return scanAccount(db.stmts.account.QueryRowContext(ctx, id))
}

func scanAccount(row *sql.Row) (service.Account, error) {
	var a service.Account
	var balance, price int64
	var created string
	if err := row.Scan(&a.ID, &a.Name, &balance, &price, &a.Currency, &created); err != nil {
		return service.Account{}, formatError("account", err)
	}
	t, err := parseTime(created)
	if err != nil {
		return service.Account{}, fmt.Errorf("sqlite: account: %w", err)
	}
	a.Balance, a.PepRenewalPrice, a.Created = fromUnits(balance), fromUnits(price), t
	return a, nil
}

// User returns a user of the account by id, or service.ErrNotFound.
func (db *DB) User(ctx context.Context, accountID int64, id service.GUID) (service.User, error) {
	return scanUser(db.stmts.userByID.QueryContext(ctx, accountID, id.String()))
}

// UserByName returns a user of the account by user name
// (case-insensitive), or service.ErrNotFound.
func (db *DB) UserByName(ctx context.Context, accountID int64, userName string) (service.User, error) {
	return scanUser(db.stmts.userByName.QueryContext(ctx, accountID, key(userName)))
}

// scanUser reads the user rows of userColumns: one per permission (or one
// with a NULL permission).
func scanUser(rows *sql.Rows, err error) (service.User, error) {
	if err != nil {
		return service.User{}, formatError("user", err)
	}
	defer rows.Close()
	var u service.User
	found := false
	for rows.Next() {
		var id string
		var perm sql.NullString
		if err := rows.Scan(&id, &u.AccountID, &u.UserName, &u.Name, &u.Email, &u.IsMain, &u.IsAdmin,
			&u.CanResolveSearches, &u.CanDeleteSearches, &perm); err != nil {
			return service.User{}, formatError("user", err)
		}
		if !found {
			found = true
			if u.ID, err = service.ParseGUID(id); err != nil {
				return service.User{}, fmt.Errorf("sqlite: user: id %q: %w", id, err)
			}
			u.Permissions = []string{}
		}
		if perm.Valid {
			u.Permissions = append(u.Permissions, perm.String)
		}
	}
	if err := rows.Err(); err != nil {
		return service.User{}, formatError("user", err)
	}
	if !found {
		return service.User{}, fmt.Errorf("sqlite: user: %w", service.ErrNotFound)
	}
	return u, nil
}

// CreateAccount creates the account (with its registration details), its
// main user and its credential in one transaction and returns the new
// account id. A non-zero a.Account.ID is used as the id. Returns
// service.ErrConflict if the user name (case-insensitive, across all
// accounts), the user id or the API user id is taken.
func (db *DB) CreateAccount(ctx context.Context, a service.NewAccount) (int64, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return 0, err
	}
	defer func() { _ = tx.Rollback() }()
	id, err := createAccount(ctx, tx, a)
	if err != nil {
		return 0, err
	}
	if err := tx.Commit(); err != nil {
		return 0, formatError("create account: commit", err)
	}
	return id, nil
}

func createAccount(ctx context.Context, tx *sql.Tx, a service.NewAccount) (int64, error) {
	balance, err := toUnits(a.Account.Balance)
	if err != nil {
		return 0, fmt.Errorf("sqlite: create account: balance: %w", err)
	}
	price, err := toUnits(a.Account.PepRenewalPrice)
	if err != nil {
		return 0, fmt.Errorf("sqlite: create account: price: %w", err)
	}
	r := a.Registration
	cols := `name, balance, pep_renewal_price, currency, created,
		reg_email, reg_full_name, reg_company_name, reg_company_phone, reg_address1, reg_address2, reg_address3,
		reg_city, reg_postcode, reg_country, reg_company_type, reg_company_industry, reg_company_network,
		reg_agree_to_terms, reg_agree_to_data_protection, reg_agree_to_contact, reg_agree_to_privacy,
		reg_voucher_code, reg_account_activation_code, reg_vat_number, reg_vat_country`
	args := []any{a.Account.Name, balance, price, a.Account.Currency, formatTime(a.Account.Created),
		r.Email, r.FullName, r.CompanyName, r.CompanyPhone, r.Address1, r.Address2, r.Address3,
		r.City, r.Postcode, r.Country, r.CompanyType, r.CompanyIndustry, r.CompanyNetwork,
		r.AgreeToTerms, r.AgreeToDataProtection, r.AgreeToContact, r.AgreeToPrivacy,
		r.VoucherCode, r.AccountActivationCode, r.VatNumber, r.VatCountry}
	if a.Account.ID != 0 {
		cols = "id, " + cols
		args = append([]any{a.Account.ID}, args...)
	}
	var newID int64
	err = tx.QueryRowContext(ctx, "INSERT INTO accounts ("+cols+") VALUES ("+placeholders(len(args))+") RETURNING id",
		args...).Scan(&newID)
	if err != nil {
		return 0, formatError("create account", err)
	}
	u := a.MainUser
	u.AccountID = newID
	if err := insertUser(ctx, tx, u, a.PasswordHash); err != nil {
		return 0, err
	}
	if err := setAgreements(ctx, tx, u.ID, a.Registration, a.Account.Created); err != nil {
		return 0, err
	}
	c := a.Credential
	c.AccountID = newID
	if c.UserID.IsZero() {
		c.UserID = u.ID
	}
	if err := insertCredential(ctx, tx, c); err != nil {
		return 0, err
	}
	return newID, nil
}

// insertUser adds a user of u.AccountID with its permissions.
func insertUser(ctx context.Context, tx *sql.Tx, u service.User, passwordHash string) error {
	if u.ID.IsZero() {
		return errors.New("sqlite: insert user: zero user id")
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO users (id, account_id, user_name, user_name_key, name, email,
		is_main, is_admin, can_resolve_searches, can_delete_searches, password_hash)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		u.ID.String(), u.AccountID, u.UserName, key(u.UserName), u.Name, u.Email,
		u.IsMain, u.IsAdmin, u.CanResolveSearches, u.CanDeleteSearches, passwordHash)
	if err != nil {
		return formatError("insert user "+u.UserName, err)
	}
	for i, p := range u.Permissions {
		if _, err := tx.ExecContext(ctx, "INSERT INTO user_permissions (user_id, position, user_name) VALUES (?, ?, ?)",
			u.ID.String(), i, p); err != nil {
			return formatError("insert user permission", err)
		}
	}
	return nil
}

func insertCredential(ctx context.Context, tx *sql.Tx, c service.APICredential) error {
	_, err := tx.ExecContext(ctx, "INSERT INTO api_credentials (api_user_id, key_hash, account_id, user_id) VALUES (?, ?, ?, ?)",
		c.APIUserID, bytes.Clone(c.KeyHash), c.AccountID, c.UserID.String())
	if err != nil {
		return formatError("insert credential "+c.APIUserID, err)
	}
	return nil
}

// PasswordHash returns the stored password hash of a user (for sign-in
// checks and tests); service.ErrNotFound if there is no such user.
func (db *DB) PasswordHash(ctx context.Context, accountID int64, userName string) (string, error) {
	var h string
	err := db.reader.QueryRowContext(ctx, "SELECT password_hash FROM users WHERE account_id = ? AND user_name_key = ?",
		accountID, key(userName)).Scan(&h)
	if err != nil {
		return "", formatError("password hash", err)
	}
	return h, nil
}

// AccountRegistration returns the registration details stored with an
// account (the password member is blank); service.ErrNotFound if absent.
func (db *DB) AccountRegistration(ctx context.Context, id int64) (service.RegisterAccountRequest, error) {
	var r service.RegisterAccountRequest
	err := db.reader.QueryRowContext(ctx, `SELECT u.user_name, reg_email, reg_full_name, reg_company_name,
		reg_company_phone, reg_address1, reg_address2, reg_address3, reg_city, reg_postcode, reg_country,
		reg_company_type, reg_company_industry, reg_company_network, reg_agree_to_terms,
		reg_agree_to_data_protection, reg_agree_to_contact, reg_agree_to_privacy, reg_voucher_code,
		reg_account_activation_code, reg_vat_number, reg_vat_country
		FROM accounts a LEFT JOIN users u ON u.account_id = a.id AND u.is_main = ?
		WHERE a.id = ?`, true, id).Scan(&nullString{&r.Username}, &r.Email, &r.FullName, &r.CompanyName,
		&r.CompanyPhone, &r.Address1, &r.Address2, &r.Address3, &r.City, &r.Postcode, &r.Country,
		&r.CompanyType, &r.CompanyIndustry, &r.CompanyNetwork, &r.AgreeToTerms,
		&r.AgreeToDataProtection, &r.AgreeToContact, &r.AgreeToPrivacy, &r.VoucherCode,
		&r.AccountActivationCode, &r.VatNumber, &r.VatCountry)
	if err != nil {
		return service.RegisterAccountRequest{}, formatError("account registration", err)
	}
	return r, nil
}

// nullString scans a nullable TEXT into a string ("" for NULL).
type nullString struct{ p *string }

func (n *nullString) Scan(v any) error {
	var s sql.NullString
	if err := s.Scan(v); err != nil {
		return err
	}
	*n.p = s.String
	return nil
}
