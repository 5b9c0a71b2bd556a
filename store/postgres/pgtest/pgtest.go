// Package pgtest gives tests a fresh PostgreSQL database of their own on
// the server named by SCREENGATE_TEST_POSTGRES (a postgres:// DSN whose
// user may create databases), dropped when the test ends, so that
// packages and tests run in parallel without seeing each other's data.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// EnvDSN is the environment variable naming the test server.
const EnvDSN = "SCREENGATE_TEST_POSTGRES"

// Enabled reports whether PostgreSQL tests are configured.
func Enabled() bool { return os.Getenv(EnvDSN) != "" }

// DSN creates a new, empty database and returns its DSN; the database is
// dropped (with any sessions still connected) when tb ends. It skips tb
// when SCREENGATE_TEST_POSTGRES is unset, and fails it when the server is
// unreachable.
func DSN(tb testing.TB) string {
	tb.Helper()
	admin := os.Getenv(EnvDSN)
	if admin == "" {
		tb.Skip(EnvDSN + " is not set: PostgreSQL tests skipped")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		tb.Fatalf("pgtest: connecting to %s: %v", EnvDSN, err)
	}
	defer conn.Close(context.Background())
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := "sg_test_" + hex.EncodeToString(b)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		tb.Fatalf("pgtest: create database: %v", err)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, admin)
		if err != nil {
			tb.Errorf("pgtest: drop database %s: %v", name, err)
			return
		}
		defer c.Close(context.Background())
		if _, err := c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			tb.Errorf("pgtest: drop database %s: %v", name, err)
		}
	})
	return withDatabase(tb, admin, name)
}

// withDatabase is dsn naming database name instead of its own.
func withDatabase(tb testing.TB, dsn, name string) string {
	tb.Helper()
	u, err := url.Parse(dsn)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		tb.Fatalf("pgtest: %s must be a postgres:// URL", EnvDSN)
	}
	u.Path = "/" + strings.TrimPrefix(name, "/")
	return u.String()
}
