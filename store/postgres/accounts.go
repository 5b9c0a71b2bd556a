package postgres

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
)

// ServerSecret returns the stored HMAC secret, storing generate()'s result
// on first use. Concurrent first calls (from any gateway) agree: the
// insert does nothing when a secret is already there, and the stored row
// is read back.
func (db *DB) ServerSecret(ctx context.Context, generate func() ([]byte, error)) ([]byte, error) {
	var secret []byte
	err := db.pool.QueryRow(ctx, "SELECT secret FROM server_secret WHERE id = 1").Scan(&secret)
	if err == nil {
		return secret, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return nil, formatError("server secret", err)
	}
	fresh, err := generate()
	if err != nil {
		return nil, fmt.Errorf("postgres: server secret: generate: %w", err)
	}
	if len(fresh) == 0 {
		return nil, errors.New("postgres: server secret: generate returned no bytes")
	}
	if _, err := db.pool.Exec(ctx, "INSERT INTO server_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING", fresh); err != nil {
		return nil, formatError("server secret", err)
	}
	if err := db.pool.QueryRow(ctx, "SELECT secret FROM server_secret WHERE id = 1").Scan(&secret); err != nil {
		return nil, formatError("server secret", err)
	}
	return secret, nil
}

// Credential returns the credential of apiUserID, or service.ErrNotFound.
func (db *DB) Credential(ctx context.Context, apiUserID string) (service.APICredential, error) {
	var c service.APICredential
	var uid string
	err := db.pool.QueryRow(ctx, "SELECT api_user_id, key_hash, account_id, user_id::text FROM api_credentials WHERE api_user_id = $1",
		apiUserID).Scan(&c.APIUserID, &c.KeyHash, &c.AccountID, &uid)
	if err != nil {
		return service.APICredential{}, formatError("credential", err)
	}
	if c.UserID, err = service.ParseGUID(uid); err != nil {
		return service.APICredential{}, fmt.Errorf("postgres: credential: user id %q: %w", uid, err)
	}
	return c, nil
}

// Account returns an account, or service.ErrNotFound.
func (db *DB) Account(ctx context.Context, id int64) (service.Account, error) {
	var a service.Account
	var balance, price int64
	err := db.pool.QueryRow(ctx, "SELECT id, name, balance, pep_renewal_price, currency, created FROM accounts WHERE id = $1",
		id).Scan(&a.ID, &a.Name, &balance, &price, &a.Currency, &a.Created)
	if err != nil {
		return service.Account{}, formatError("account", err)
	}
	a.Balance, a.PepRenewalPrice, a.Created = fromUnits(balance), fromUnits(price), utc(a.Created)
	return a, nil
}

// userQuery reads a user and its permissions in one row.
const userQuery = `SELECT u.id::text, u.account_id, u.user_name, u.name, u.email, u.is_main, u.is_admin,
	u.can_resolve_searches, u.can_delete_searches,
	ARRAY(SELECT p.user_name FROM user_permissions p WHERE p.user_id = u.id ORDER BY p.position)
	FROM users u WHERE u.account_id = $1 AND `

// User returns a user of the account by id, or service.ErrNotFound.
func (db *DB) User(ctx context.Context, accountID int64, id service.GUID) (service.User, error) {
	return scanUser(db.pool.QueryRow(ctx, userQuery+"u.id = $2", accountID, id.String()))
}

// UserByName returns a user of the account by user name
// (case-insensitive), or service.ErrNotFound.
func (db *DB) UserByName(ctx context.Context, accountID int64, userName string) (service.User, error) {
	return scanUser(db.pool.QueryRow(ctx, userQuery+"u.user_name_key = $2", accountID, key(userName)))
}

func scanUser(row pgx.Row) (service.User, error) {
	var u service.User
	var id string
	if err := row.Scan(&id, &u.AccountID, &u.UserName, &u.Name, &u.Email, &u.IsMain, &u.IsAdmin,
		&u.CanResolveSearches, &u.CanDeleteSearches, &u.Permissions); err != nil {
		return service.User{}, formatError("user", err)
	}
	var err error
	if u.ID, err = service.ParseGUID(id); err != nil {
		return service.User{}, fmt.Errorf("postgres: user: id %q: %w", id, err)
	}
	if u.Permissions == nil {
		u.Permissions = []string{}
	}
	return u, nil
}

// CreateAccount creates the account (with its registration details), its
// main user and its credential in one transaction and returns the new
// account id. A non-zero a.Account.ID is used as the id. Returns
// service.ErrConflict if the user name (case-insensitive, across all
// accounts), the user id or the API user id is taken.
func (db *DB) CreateAccount(ctx context.Context, a service.NewAccount) (int64, error) {
	var id int64
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var err error
		id, err = createAccount(ctx, tx, a)
		return err
	})
	return id, err
}

func createAccount(ctx context.Context, tx pgx.Tx, a service.NewAccount) (int64, error) {
	balance, err := toUnits(a.Account.Balance)
	if err != nil {
		return 0, fmt.Errorf("postgres: create account: balance: %w", err)
	}
	price, err := toUnits(a.Account.PepRenewalPrice)
	if err != nil {
		return 0, fmt.Errorf("postgres: create account: price: %w", err)
	}
	r := a.Registration
	var w where
	vals := []string{w.arg(a.Account.Name), w.arg(balance), w.arg(price), w.arg(a.Account.Currency), w.arg(a.Account.Created),
		w.arg(r.Email), w.arg(r.FullName), w.arg(r.CompanyName), w.arg(r.CompanyPhone), w.arg(r.Address1), w.arg(r.Address2),
		w.arg(r.Address3), w.arg(r.City), w.arg(r.Postcode), w.arg(r.Country), w.arg(r.CompanyType), w.arg(r.CompanyIndustry),
		w.arg(r.CompanyNetwork), w.arg(r.AgreeToTerms), w.arg(r.AgreeToDataProtection), w.arg(r.AgreeToContact),
		w.arg(r.AgreeToPrivacy), w.arg(r.VoucherCode), w.arg(r.AccountActivationCode), w.arg(r.VatNumber), w.arg(r.VatCountry)}
	cols := `name, balance, pep_renewal_price, currency, created,
		reg_email, reg_full_name, reg_company_name, reg_company_phone, reg_address1, reg_address2, reg_address3,
		reg_city, reg_postcode, reg_country, reg_company_type, reg_company_industry, reg_company_network,
		reg_agree_to_terms, reg_agree_to_data_protection, reg_agree_to_contact, reg_agree_to_privacy,
		reg_voucher_code, reg_account_activation_code, reg_vat_number, reg_vat_country`
	if a.Account.ID != 0 {
		cols = "id, " + cols
		vals = append([]string{w.arg(a.Account.ID)}, vals...)
	}
	var newID int64
	err = tx.QueryRow(ctx, "INSERT INTO accounts ("+cols+") VALUES ("+joinComma(vals)+") RETURNING id", w.args...).Scan(&newID)
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
	if _, err := tx.Exec(ctx, "INSERT INTO api_credentials (api_user_id, key_hash, account_id, user_id) VALUES ($1, $2, $3, $4)",
		c.APIUserID, bytes.Clone(c.KeyHash), c.AccountID, c.UserID.String()); err != nil {
		return 0, formatError("insert credential "+c.APIUserID, err)
	}
	return newID, nil
}

// insertUser adds a user of u.AccountID with its permissions.
func insertUser(ctx context.Context, tx pgx.Tx, u service.User, passwordHash string) error {
	if u.ID.IsZero() {
		return errors.New("postgres: insert user: zero user id")
	}
	_, err := tx.Exec(ctx, `INSERT INTO users (id, account_id, user_name, user_name_key, name, email,
		is_main, is_admin, can_resolve_searches, can_delete_searches, password_hash)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		u.ID.String(), u.AccountID, u.UserName, key(u.UserName), u.Name, u.Email,
		u.IsMain, u.IsAdmin, u.CanResolveSearches, u.CanDeleteSearches, passwordHash)
	if err != nil {
		return formatError("insert user "+u.UserName, err)
	}
	if len(u.Permissions) > 0 {
		if _, err := tx.Exec(ctx, `INSERT INTO user_permissions (user_id, position, user_name)
			SELECT $1, p.ord - 1, p.name FROM unnest($2::text[]) WITH ORDINALITY AS p(name, ord)`,
			u.ID.String(), u.Permissions); err != nil {
			return formatError("insert user permissions", err)
		}
	}
	return nil
}

// PasswordHash returns the stored password hash of a user (for sign-in
// checks and tests); service.ErrNotFound if there is no such user.
func (db *DB) PasswordHash(ctx context.Context, accountID int64, userName string) (string, error) {
	var h string
	err := db.pool.QueryRow(ctx, "SELECT password_hash FROM users WHERE account_id = $1 AND user_name_key = $2",
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
	var user *string
	err := db.pool.QueryRow(ctx, `SELECT u.user_name, reg_email, reg_full_name, reg_company_name,
		reg_company_phone, reg_address1, reg_address2, reg_address3, reg_city, reg_postcode, reg_country,
		reg_company_type, reg_company_industry, reg_company_network, reg_agree_to_terms,
		reg_agree_to_data_protection, reg_agree_to_contact, reg_agree_to_privacy, reg_voucher_code,
		reg_account_activation_code, reg_vat_number, reg_vat_country
		FROM accounts a LEFT JOIN users u ON u.account_id = a.id AND u.is_main
		WHERE a.id = $1`, id).Scan(&user, &r.Email, &r.FullName, &r.CompanyName,
		&r.CompanyPhone, &r.Address1, &r.Address2, &r.Address3, &r.City, &r.Postcode, &r.Country,
		&r.CompanyType, &r.CompanyIndustry, &r.CompanyNetwork, &r.AgreeToTerms,
		&r.AgreeToDataProtection, &r.AgreeToContact, &r.AgreeToPrivacy, &r.VoucherCode,
		&r.AccountActivationCode, &r.VatNumber, &r.VatCountry)
	if err != nil {
		return service.RegisterAccountRequest{}, formatError("account registration", err)
	}
	if user != nil {
		r.Username = *user
	}
	return r, nil
}

func joinComma(s []string) string {
	var b bytes.Buffer
	for i, x := range s {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(x)
	}
	return b.String()
}
