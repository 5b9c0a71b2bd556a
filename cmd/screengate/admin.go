package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/rs/zerolog"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/sqlite"
)

func migrate(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath string
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	db, err := openBackend(ctx, dbPath, sqlite.Options{})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "migrated %s\n", redactDSN(dbPath))
	return db.Close()
}

func createAccount(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath, secret, secretFile string
	var r service.RegisterAccountRequest
	fs := flag.NewFlagSet("accounts create", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	fs.StringVar(&secret, "secret", "", "server secret (as for serve; default: the one kept in the database)")
	fs.StringVar(&secretFile, "secret-file", "", "file holding the server secret")
	fs.StringVar(&r.CompanyName, "company", "", "company name (required)")
	fs.StringVar(&r.Username, "username", "", "main user's login name (required)")
	fs.StringVar(&r.Email, "email", "", "contact e-mail (required)")
	fs.StringVar(&r.Password, "password", "", "main user's password (default: generated and printed)")
	fs.StringVar(&r.FullName, "full-name", "", "account holder's name (default: the user name)")
	fs.StringVar(&r.CompanyPhone, "phone", "n/a", "company phone")
	fs.StringVar(&r.Address1, "address", "n/a", "first address line")
	fs.StringVar(&r.Postcode, "postcode", "n/a", "postal code")
	fs.StringVar(&r.Country, "country", "GB", "country code")
	fs.StringVar(&r.CompanyType, "company-type", "Other", "company type (id or name from the reference data)")
	fs.StringVar(&r.CompanyIndustry, "industry", "Other", "industry (id or name from the reference data)")
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	generated := false
	if r.Password == "" {
		pw, err := service.NewAPIKey()
		if err != nil {
			return err
		}
		r.Password, generated = pw[:20], true
	}
	if r.FullName == "" {
		r.FullName = r.Username
	}
	r.AgreeToTerms, r.AgreeToDataProtection, r.AgreeToPrivacy = true, true, true
	db, auth, err := openStore(ctx, &config{DB: dbPath, Secret: secret, SecretFile: secretFile})
	if err != nil {
		return err
	}
	defer db.Close()
	svc, err := service.New(db, auth, service.Config{})
	if err != nil {
		return err
	}
	cr, err := svc.CreateAccount(ctx, &r)
	if err != nil {
		if e, ok := err.(*service.Error); ok {
			for _, f := range e.Fields {
				fmt.Fprintf(stderr, "  %s: %s\n", f.FieldName, f.Message)
			}
			return fmt.Errorf("account not created: %s", e.Message)
		}
		return err
	}
	fmt.Fprintf(stdout, "account %d created\napiUserId:  %s\napiUserKey: %s\nuserId:     %s\n", cr.AccountID, cr.APIUserID, cr.APIUserKey, cr.UserID)
	if generated {
		fmt.Fprintf(stdout, "password:   %s\n", r.Password)
	}
	fmt.Fprintln(stdout, "(the key is shown once; only its hash is stored)")
	return nil
}

// creditAccount adds credit to an account's balance: new accounts start at
// 0.00 and PEP work costs money. Each credit is recorded in the account's
// ledger (account_credits) and logged as an audit line on stderr.
func creditAccount(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath, amount, note, actor string
	var account int64
	fs := flag.NewFlagSet("accounts credit", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	fs.Int64Var(&account, "account", 0, "account id (required)")
	fs.StringVar(&amount, "amount", "", "amount to add in the account's currency, e.g. 25.00 (required)")
	fs.StringVar(&note, "note", "", "why: an invoice or payment reference (kept in the ledger)")
	fs.StringVar(&actor, "actor", "", "who adds the credit (default: $USER)")
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	if account <= 0 || amount == "" {
		fmt.Fprint(stderr, "usage: screengate accounts credit -account ID -amount 25.00 [-note TEXT] [-actor NAME]\n")
		return errUsage
	}
	amt, err := service.ParseDecimal(amount)
	if err != nil {
		return fmt.Errorf("-amount %q: not a decimal amount", amount)
	}
	if actor == "" {
		actor = getenv("USER")
	}
	if actor == "" {
		actor = "operator"
	}
	db, auth, err := openStore(ctx, &config{DB: dbPath})
	if err != nil {
		return err
	}
	defer db.Close()
	svc, err := service.New(db, auth, service.Config{})
	if err != nil {
		return err
	}
	a, err := svc.AddCredit(ctx, account, amt, note, actor)
	if err != nil {
		var e *service.Error
		if errors.As(err, &e) {
			return fmt.Errorf("credit not added: %s", e.Message)
		}
		return err
	}
	if r, ok := amt.Rescale(2); ok {
		amt = r
	}
	log := zerolog.New(stderr).With().Timestamp().Logger()
	log.Info().Str("audit", "account_credit").Int64("account", a.ID).Str("amount", amt.String()).
		Str("balance", a.Balance.String()).Str("currency", a.Currency).Str("note", note).Str("actor", actor).
		Msg("credit added")
	fmt.Fprintf(stdout, "account %d (%s): added %s %s; balance %s %s\n", a.ID, a.Name, amt, a.Currency, a.Balance, a.Currency)
	return nil
}

// validIDAccount activates ValidID on an account and sets the price of
// each check type (AddValidId debits it); -off deactivates it. Audit line
// on stderr.
func validIDAccount(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath, basic, enhanced, signedBy string
	var account int64
	var off bool
	fs := flag.NewFlagSet("accounts validid", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	fs.Int64Var(&account, "account", 0, "account id (required)")
	fs.StringVar(&basic, "basic-price", "", "price of a basic check, e.g. 2.50 (default: unchanged)")
	fs.StringVar(&enhanced, "enhanced-price", "", "price of an enhanced check, e.g. 7.00 (default: unchanged)")
	fs.StringVar(&signedBy, "signed-by", "", "who signed the ValidID agreement (default: unchanged)")
	fs.BoolVar(&off, "off", false, "deactivate ValidID")
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	if account <= 0 {
		fmt.Fprint(stderr, "usage: screengate accounts validid -account ID [-basic-price 2.50] [-enhanced-price 7.00] [-signed-by NAME] [-off]\n")
		return errUsage
	}
	price := func(flagName, v string, dst *service.Decimal) error {
		if v == "" {
			return nil
		}
		d, err := service.ParseDecimal(v)
		if err != nil {
			return fmt.Errorf("-%s %q: not a decimal amount", flagName, v)
		}
		r, ok := d.Rescale(2)
		if back, _ := r.Rescale(d.Scale); !ok || back.Cmp(d) != 0 || r.Unscaled < 0 || r.Unscaled > 1_000_000_00 {
			return fmt.Errorf("-%s %q: must be 0 to 1000000.00 with at most two decimals", flagName, v)
		}
		*dst = r
		return nil
	}
	db, _, err := openStore(ctx, &config{DB: dbPath})
	if err != nil {
		return err
	}
	defer db.Close()
	f, err := db.AccountFeatures(ctx, account)
	if err != nil {
		return fmt.Errorf("account %d: %w", account, err)
	}
	if err := price("basic-price", basic, &f.ValidIDBasicPrice); err != nil {
		return err
	}
	if err := price("enhanced-price", enhanced, &f.ValidIDEnhancedPrice); err != nil {
		return err
	}
	if signedBy != "" {
		f.ValidIDSignedBy = signedBy
	}
	switch {
	case off:
		f.ValidIDActivated = nil
	case f.ValidIDActivated == nil:
		now := time.Now().UTC()
		f.ValidIDActivated = &now
	}
	if err := db.SetAccountFeatures(ctx, account, f); err != nil {
		return err
	}
	log := zerolog.New(stderr).With().Timestamp().Logger()
	log.Info().Str("audit", "account_validid").Int64("account", account).Bool("activated", f.ValidIDActivated != nil).
		Str("basic_price", f.ValidIDBasicPrice.String()).Str("enhanced_price", f.ValidIDEnhancedPrice.String()).Msg("ValidID settings changed")
	fmt.Fprintf(stdout, "account %d: ValidID %s; basic %s, enhanced %s\n", account,
		map[bool]string{true: "activated", false: "off"}[f.ValidIDActivated != nil], f.ValidIDBasicPrice, f.ValidIDEnhancedPrice)
	return nil
}
