package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/screengate/screengate/service"
)

func migrate(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath string
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	db, err := openBackend(ctx, dbPath)
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
