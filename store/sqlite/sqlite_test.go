package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// testSecret is the server secret the demo credentials are hashed with.
const testSecret = "test-server-secret"

// testNow is the fixed clock of most tests.
func testNow() time.Time { return time.Date(2026, 3, 10, 9, 30, 0, 0, time.UTC) }

// mustOpen opens an empty database file in a temporary directory, with the
// clock fixed at now; it is closed when the test ends.
func mustOpen(tb testing.TB, now time.Time) *DB {
	tb.Helper()
	return mustOpenWith(tb, now, Options{})
}

// mustOpenWith is mustOpen with opts (and its Now).
func mustOpenWith(tb testing.TB, now time.Time, opts Options) *DB {
	tb.Helper()
	opts.Now = func() time.Time { return now }
	db, err := Open(context.Background(), filepath.Join(tb.TempDir(), "screengate.db"), opts)
	require.NoError(tb, err)
	tb.Cleanup(func() { require.NoError(tb, db.Close()) })
	return db
}

// mustOpenDemo is mustOpen with the demo data set loaded.
func mustOpenDemo(tb testing.TB, now time.Time) *DB {
	tb.Helper()
	return mustOpenDemoWith(tb, now, Options{})
}

// mustOpenDemoWith is mustOpenWith with the demo data set loaded.
func mustOpenDemoWith(tb testing.TB, now time.Time, opts Options) *DB {
	tb.Helper()
	db := mustOpenWith(tb, now, opts)
	loaded, err := db.LoadDemo(context.Background(), []byte(testSecret))
	require.NoError(tb, err)
	require.True(tb, loaded)
	return db
}

// execSQL runs a statement on the writer (test set-up only).
func execSQL(tb testing.TB, db *DB, query string, args ...any) {
	tb.Helper()
	_, err := db.writer.ExecContext(context.Background(), query, args...)
	require.NoError(tb, err)
}

func count(tb testing.TB, db *DB, query string, args ...any) int {
	tb.Helper()
	var n int
	require.NoError(tb, db.reader.QueryRowContext(context.Background(), query, args...).Scan(&n))
	return n
}

// Scopes used across the tests.
func demoScope() service.Scope  { return service.Scope{AccountID: dataset.DemoAccountID} }
func otherScope() service.Scope { return service.Scope{AccountID: dataset.OtherAccountID} }
func owners(account int64, names ...string) service.Scope {
	if names == nil {
		names = []string{}
	}
	return service.Scope{AccountID: account, Owners: names}
}

func TestOpenMigrations(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	entries, err := migrationFS.ReadDir("migrations")
	require.NoError(t, err)
	var want []string
	for _, e := range entries {
		want = append(want, strings.TrimSuffix(e.Name(), ".sql"))
	}
	require.Contains(t, want, "0001_init")
	for i := 0; i < 3; i++ {
		db, err := Open(ctx, path, Options{})
		require.NoError(t, err)
		got, err := db.Migrations(ctx)
		require.NoError(t, err)
		require.Equal(t, want, got, "open #%d: every embedded migration applied, in name order", i+1)
		require.NoError(t, db.Ping(ctx))
		if i == 0 {
			loaded, err := db.LoadDemo(ctx, []byte(testSecret))
			require.NoError(t, err)
			require.True(t, loaded)
		}
		// Data survives reopening.
		require.Equal(t, 2, count(t, db, "SELECT COUNT(*) FROM accounts"))
		require.NoError(t, db.Close())
	}
}

// TestOpenRefusesNewerSchema: a binary older than the database's schema
// refuses to open it.
func TestOpenRefusesNewerSchema(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "n.db")
	db, err := Open(ctx, path, Options{})
	require.NoError(t, err)
	_, err = db.writer.ExecContext(ctx, "INSERT INTO schema_migrations (version, applied_at) VALUES ('9999_future', 'x')")
	require.NoError(t, err)
	require.NoError(t, db.Close())
	_, err = Open(ctx, path, Options{})
	require.ErrorIs(t, err, ErrSchemaNewer)
}

func TestOpenPragmas(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t, testNow())
	var mode string
	require.NoError(t, db.writer.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode))
	require.Equal(t, "wal", mode)
	for _, h := range []*sql.DB{db.writer, db.reader} {
		var fk, timeout int
		require.NoError(t, h.QueryRowContext(ctx, "PRAGMA foreign_keys").Scan(&fk))
		require.Equal(t, 1, fk)
		require.NoError(t, h.QueryRowContext(ctx, "PRAGMA busy_timeout").Scan(&timeout))
		require.Equal(t, 10000, timeout)
	}
	// The reader pool is read-only.
	_, err := db.reader.ExecContext(ctx, "INSERT INTO server_secret (id, secret) VALUES (1, x'00')")
	require.Error(t, err)
	// Foreign keys are enforced and reported as ErrNotFound.
	_, err = db.writer.ExecContext(ctx, "INSERT INTO users (id, account_id, user_name, user_name_key) VALUES ('x', 42, 'x', 'x')")
	require.ErrorIs(t, formatError("insert", err), service.ErrNotFound)
}

func TestOpenMemory(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, ":memory:", Options{Now: testNow})
	require.NoError(t, err)
	defer func() { require.NoError(t, db.Close()) }()
	var fk int
	require.NoError(t, db.reader.QueryRowContext(ctx, "PRAGMA foreign_keys").Scan(&fk))
	require.Equal(t, 1, fk)
	loaded, err := db.LoadDemo(ctx, []byte(testSecret))
	require.NoError(t, err)
	require.True(t, loaded)
	n, err := db.CountUnresolvedSearches(ctx, owners(dataset.DemoAccountID, dataset.DemoUserName))
	require.NoError(t, err)
	require.EqualValues(t, dataset.DemoUnresolvedOwn, n)
	_, _, err = db.AddSearchNote(ctx, demoScope(), 1001, service.SearchNote{Name: "demo", Date: testNow(), Content: "x"}, service.NoteLimits{})
	require.NoError(t, err)
	require.NoError(t, db.Ping(ctx))
}

func TestOpenErrors(t *testing.T) {
	_, err := Open(context.Background(), "", Options{})
	require.Error(t, err)
	_, err = Open(context.Background(), filepath.Join(t.TempDir(), "missing-dir", "x.db"), Options{})
	require.Error(t, err)
}

func TestFormatError(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t, testNow())
	execSQL(t, db, "INSERT INTO companies (id, name, name_key) VALUES ('a', 'A', 'a')")
	_, err := db.writer.ExecContext(ctx, "INSERT INTO companies (id, name, name_key) VALUES ('a', 'A', 'a')")
	require.ErrorIs(t, formatError("dup", err), service.ErrConflict)
	require.ErrorIs(t, formatError("none", sql.ErrNoRows), service.ErrNotFound)
	require.Nil(t, formatError("nil", nil))
	other := errors.New("boom")
	require.ErrorIs(t, formatError("other", other), other)
	require.NotErrorIs(t, formatError("other", other), service.ErrConflict)
}

func TestEscapeLike(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"abc", "abc"}, {"100%", `100\%`}, {"a_b", `a\_b`}, {`a\b`, `a\\b`}, {`%_\`, `\%\_\\`},
	} {
		require.Equal(t, tc.want, escapeLike(tc.in), tc.in)
	}
}

func TestTimeAndMoney(t *testing.T) {
	ts := time.Date(2026, 2, 3, 4, 5, 6, 789012345, time.FixedZone("x", 3600))
	s := formatTime(ts)
	require.Equal(t, "2026-02-03T03:05:06.789012Z", s)
	back, err := parseTime(s)
	require.NoError(t, err)
	require.True(t, back.Equal(ts.Truncate(time.Microsecond)))
	for _, tc := range []struct {
		in    service.Decimal
		units int64
		out   string
	}{
		{service.NewDecimal(10000, 2), 1000000, "100.00"},
		{service.NewDecimal(15, 1), 15000, "1.50"},
		{service.NewDecimal(3, 0), 30000, "3.00"},
		{service.NewDecimal(12345, 4), 12345, "1.23"},
	} {
		u, err := toUnits(tc.in)
		require.NoError(t, err)
		require.Equal(t, tc.units, u)
		require.Equal(t, tc.out, fromUnits(u).String())
	}
	_, err = toUnits(service.NewDecimal(1<<62, 0))
	require.Error(t, err)
}
