package main

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx", for assertions
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/postgres/pgtest"
)

// The integration tests run on SQLite, and on PostgreSQL when
// SCREENGATE_TEST_BACKEND=postgres (the server from
// SCREENGATE_TEST_POSTGRES; "make test" runs this package a second time
// so when that is set). Each test gets a database of its own.

// backendEnv selects the backend of this package's tests.
const backendEnv = "SCREENGATE_TEST_BACKEND"

// onPostgres reports whether the tests run on PostgreSQL.
func onPostgres() bool { return os.Getenv(backendEnv) == "postgres" }

// newTestDB returns the -db value of a new, empty database for tb.
func newTestDB(tb testing.TB) string {
	tb.Helper()
	if onPostgres() {
		if !pgtest.Enabled() {
			tb.Fatalf("%s=postgres needs %s", backendEnv, pgtest.EnvDSN)
		}
		return pgtest.DSN(tb)
	}
	return filepath.Join(tb.TempDir(), "t.db")
}

// testDB is a direct connection to a test database, for set-up and
// assertions: "?" placeholders work on both backends, and times are read
// and written in each backend's stored form.
type testDB struct {
	db *sql.DB
	pg bool
}

// openDB opens the database of dsn (read-only on SQLite, so that it can be
// read while the server runs); closed when tb ends.
func openDB(tb testing.TB, dsn string) *testDB { return openTestDB(tb, dsn, true) }

// openTestDB opens the database of dsn; closed when tb ends.
func openTestDB(tb testing.TB, dsn string, readOnly bool) *testDB {
	tb.Helper()
	d := &testDB{pg: strings.HasPrefix(dsn, "postgres")}
	var err error
	if d.pg {
		d.db, err = sql.Open("pgx", dsn)
	} else {
		q := "?_pragma=busy_timeout(10000)"
		if readOnly {
			q = "?mode=ro&_pragma=busy_timeout(10000)"
		}
		d.db, err = sql.Open("sqlite", "file:"+dsn+q)
	}
	require.NoError(tb, err)
	tb.Cleanup(func() { d.db.Close() })
	return d
}

func (d *testDB) Close() error { return d.db.Close() }

// rebind turns ? placeholders into $n on PostgreSQL.
func (d *testDB) rebind(q string) string {
	if !d.pg {
		return q
	}
	var b strings.Builder
	n := 0
	for _, r := range q {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (d *testDB) QueryRow(q string, args ...any) *sql.Row { return d.db.QueryRow(d.rebind(q), args...) }
func (d *testDB) Query(q string, args ...any) (*sql.Rows, error) {
	return d.db.Query(d.rebind(q), args...)
}
func (d *testDB) Exec(q string, args ...any) (sql.Result, error) {
	return d.db.Exec(d.rebind(q), args...)
}
func (d *testDB) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return d.db.ExecContext(ctx, d.rebind(q), args...)
}

// storedTime is t as the backend stores it (SQLite: fixed-width UTC text).
func (d *testDB) storedTime(t time.Time) any {
	if d.pg {
		return t
	}
	return t.UTC().Format("2006-01-02T15:04:05.000000Z")
}

// timeOf reads a stored time scanned into an any.
func (d *testDB) timeOf(tb testing.TB, v any) time.Time {
	tb.Helper()
	switch x := v.(type) {
	case time.Time:
		return x.UTC()
	case string:
		t, err := time.Parse("2006-01-02T15:04:05.000000Z", x)
		require.NoError(tb, err)
		return t
	}
	tb.Fatalf("stored time %T %v", v, v)
	return time.Time{}
}

// tables lists the tables of the database, by name.
func (d *testDB) tables(tb testing.TB) []string {
	tb.Helper()
	q := "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
	if d.pg {
		q = "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
	}
	rows, err := d.db.Query(q)
	require.NoError(tb, err)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n string
		require.NoError(tb, rows.Scan(&n))
		out = append(out, n)
	}
	require.NoError(tb, rows.Err())
	return out
}
