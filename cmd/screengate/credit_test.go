package main

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAccountsCredit creates an account (balance 0.00) and adds credit to
// it with the CLI, on the backend under test: the balance, the ledger row
// and the audit line agree; refused credits change nothing.
func TestAccountsCredit(t *testing.T) {
	ctx := context.Background()
	dbPath := newTestDB(t)
	env := func(k string) string {
		if k == "USER" {
			return "ops-alice"
		}
		return ""
	}
	runCmd := func(args ...string) (string, string, error) {
		var out, errb bytes.Buffer
		err := run(ctx, args, &out, &errb, env, nil)
		return out.String(), errb.String(), err
	}
	out, errs, err := runCmd("accounts", "create", "-db", dbPath, "-company", "Credit Ltd", "-username", "credit-user",
		"-email", "credit@example.com", "-password", "long enough password")
	require.NoError(t, err, errs)
	m := regexp.MustCompile(`account (\d+) created`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	id := m[1]

	out, errs, err = runCmd("accounts", "credit", "-db", dbPath, "-account", id, "-amount", "25.5", "-note", "invoice 42")
	require.NoError(t, err, errs)
	require.Contains(t, out, "added 25.50 GBP; balance 25.50 GBP")
	var audit map[string]any
	line := strings.TrimSpace(errs)
	require.NoError(t, json.Unmarshal([]byte(line[strings.LastIndexByte(line, '\n')+1:]), &audit), errs)
	require.Equal(t, "account_credit", audit["audit"])
	require.Equal(t, "25.50", audit["amount"])
	require.Equal(t, "25.50", audit["balance"])
	require.Equal(t, "ops-alice", audit["actor"])
	require.Equal(t, "invoice 42", audit["note"])

	out, errs, err = runCmd("accounts", "credit", "-db", dbPath, "-account", id, "-amount", "4.50", "-actor", "bob")
	require.NoError(t, err, errs)
	require.Contains(t, out, "balance 30.00 GBP")

	for _, bad := range [][]string{
		{"-account", id, "-amount", "-5"},
		{"-account", id, "-amount", "0"},
		{"-account", id, "-amount", "1.005"},
		{"-account", id, "-amount", "ten"},
		{"-account", "999999", "-amount", "1.00"},
		{"-account", id},
	} {
		_, errs, err := runCmd(append([]string{"accounts", "credit", "-db", dbPath}, bad...)...)
		require.Error(t, err, "%v: %s", bad, errs)
	}

	db := openDB(t, dbPath)
	acct, _ := strconv.ParseInt(id, 10, 64)
	var balance int64
	require.NoError(t, db.QueryRow("SELECT balance FROM accounts WHERE id = ?", acct).Scan(&balance))
	require.Equal(t, int64(300000), balance, "30.00 in ten-thousandths")
	rows, err := db.Query("SELECT amount, balance_after, note, actor FROM account_credits WHERE account_id = ? ORDER BY id", acct)
	require.NoError(t, err)
	defer rows.Close()
	type entry struct {
		amount, after int64
		note, actor   string
	}
	var got []entry
	for rows.Next() {
		var e entry
		require.NoError(t, rows.Scan(&e.amount, &e.after, &e.note, &e.actor))
		got = append(got, e)
	}
	require.NoError(t, rows.Err())
	require.Equal(t, []entry{{255000, 255000, "invoice 42", "ops-alice"}, {45000, 300000, "", "bob"}}, got)
}
