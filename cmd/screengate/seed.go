package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/screengate/screengate/store/dataset"
)

// seed loads the demo data set (if the database has no accounts) and adds
// bench data on top of it: sanctions search 1050 with 50 results, and as
// many generated DBS and sanctions searches as asked, all in the demo
// account. It is for benchmarks and capacity tests (make bench), never for
// the databases the tests use: the generated records change the demo
// account's counts.
func seed(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	var dbPath, secret, secretFile string
	var opts dataset.SeedOptions
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	fs.StringVar(&secret, "secret", "", "server secret (as for serve; default: the one kept in the database)")
	fs.StringVar(&secretFile, "secret-file", "", "file holding the server secret")
	fs.IntVar(&opts.Dbs, "dbs", 0, "DBS searches to generate in the demo account")
	fs.IntVar(&opts.Sanctions, "sanctions", 0, "sanctions searches to generate in the demo account (0-3 results each)")
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	if opts.Dbs < 0 || opts.Sanctions < 0 {
		return fmt.Errorf("-dbs and -sanctions must not be negative")
	}
	began := time.Now()
	db, auth, err := openStore(ctx, &config{DB: dbPath, Secret: secret, SecretFile: secretFile})
	if err != nil {
		return err
	}
	defer db.Close()
	loaded, err := dataset.LoadDemo(ctx, db, time.Now(), auth.Secret())
	if err != nil {
		return fmt.Errorf("loading demo data: %w", err)
	}
	if loaded {
		fmt.Fprintf(stdout, "demo data loaded\n")
	}
	opts.Progress = func(step string, rows int, took time.Duration) {
		fmt.Fprintf(stdout, "%-24s %9d rows in %v\n", step, rows, took.Round(time.Millisecond))
	}
	st, err := dataset.Seed(ctx, db, time.Now(), opts)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "seeded %s: large search added=%v, %d DBS searches, %d sanctions searches (%d results) in %v\n",
		redactDSN(dbPath), st.LargeSearch, st.Dbs, st.Sanctions, st.Results, time.Since(began).Round(time.Millisecond))
	return nil
}
