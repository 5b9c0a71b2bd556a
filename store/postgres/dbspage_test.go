package postgres

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/postgres/pgtest"
)

// TestDbsDeepPagesAgainstOffset: deep DBS pages (read from the position
// index, with or without asking for the data version first) at random
// offsets in every ordering, for several filters, are the rows and count a
// plain ORDER BY … OFFSET query gives at that moment — before and after
// writes committed through another gateway (updates that move rows
// between and within orderings, deletions, insertions), each of which
// the reading gateway must see on its next read.
func TestDbsDeepPagesAgainstOffset(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	a, err := Open(ctx, dsn, Options{MaxConns: 4, Now: func() time.Time { return now }})
	require.NoError(t, err)
	defer a.Close()
	b, err := Open(ctx, dsn, Options{MaxConns: 4, Now: func() time.Time { return now }})
	require.NoError(t, err)
	defer b.Close()
	_, err = a.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)
	_, err = dataset.Seed(ctx, a, now, dataset.SeedOptions{Dbs: 3000})
	require.NoError(t, err)

	orderings := map[service.DbsSortField]string{ // ascending; DESC flips each column but the status ties
		service.DbsSortStatus:      "status_rank %[1]s, date_searched DESC, id DESC",
		service.DbsSortName:        "name_key %[1]s, id %[1]s",
		service.DbsSortDate:        "date_searched %[1]s, id %[1]s",
		service.DbsSortDateUpdated: "date_updated %[1]s, id %[1]s",
		service.DbsSortReference:   "reference %[1]s, id %[1]s",
	}
	yes := true
	from, to := now.AddDate(0, -6, 0), now.AddDate(0, -1, 0)
	acct := dataset.DemoAccountID
	filters := []struct {
		name string
		f    service.DbsFilter
		cond string // the same filter in SQL
		args []any
	}{
		{"all", service.DbsFilter{Scope: service.Scope{AccountID: acct}}, "account_id = $1", []any{acct}},
		{"analyst", service.DbsFilter{Scope: service.Scope{AccountID: acct, Owners: []string{dataset.AnalystUserName}}},
			"account_id = $1 AND owner_key = $2", []any{acct, dataset.AnalystUserName}},
		{"submitted", service.DbsFilter{Scope: service.Scope{AccountID: acct}, IsApplicationSubmitted: &yes},
			"account_id = $1 AND is_application_submitted", []any{acct}},
		{"name", service.DbsFilter{Scope: service.Scope{AccountID: acct}, Name: "o"},
			"account_id = $1 AND name_key LIKE '%o%'", []any{acct}},
		{"dates", service.DbsFilter{Scope: service.Scope{AccountID: acct}, DateFrom: &from, DateTo: &to},
			"account_id = $1 AND date_searched >= $2 AND date_searched < $3", []any{acct, from, to}},
	}
	plain := func(cond string, args []any, order string, offset, limit int) ([]int64, int) {
		var total int
		require.NoError(t, a.pool.QueryRow(ctx, "SELECT COUNT(*) FROM dbs_searches WHERE "+cond, args...).Scan(&total))
		rows, err := a.pool.Query(ctx, fmt.Sprintf("SELECT id FROM dbs_searches WHERE %s ORDER BY %s OFFSET %d LIMIT %d",
			cond, order, offset, limit), args...)
		require.NoError(t, err)
		ids := []int64{}
		for rows.Next() {
			var id int64
			require.NoError(t, rows.Scan(&id))
			ids = append(ids, id)
		}
		require.NoError(t, rows.Err())
		return ids, total
	}
	// samePage requires gateway b's page f to be the plain query's page
	// (rows and count) for cond and order.
	samePage := func(label string, f service.DbsFilter, cond string, args []any, order string) {
		t.Helper()
		want, wantTotal := plain(cond, args, order, f.Offset, f.Limit)
		got, gotTotal, err := b.ListDbsSearches(ctx, f)
		require.NoError(t, err, label)
		require.Equal(t, wantTotal, gotTotal, label)
		ids := []int64{}
		for _, r := range got {
			ids = append(ids, r.ID)
		}
		require.Equal(t, want, ids, label)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	check := func(round string) {
		for _, fc := range filters {
			for sort, order := range orderings {
				for _, desc := range []bool{false, true} {
					dir := "ASC"
					if desc {
						dir = "DESC"
					}
					order := fmt.Sprintf(order, dir)
					_, total := plain(fc.cond, fc.args, order, 0, 0)
					// Random pages first: after a write they find the
					// positions and count of the version before it.
					var offsets []int
					for range 6 {
						offsets = append(offsets, dbsDeep+rng.IntN(max(total-dbsDeep, 1)))
					}
					offsets = append(offsets, dbsDeep, max(total-25, 0), max(total-1, 0), total, total+5000)
					for _, off := range offsets {
						f := fc.f
						f.Sort, f.Desc, f.Offset, f.Limit = sort, desc, off, 25
						samePage(fmt.Sprintf("%s: %s %s offset %d of %d", round, fc.name, order, off, total), f, fc.cond, fc.args, order)
					}
				}
			}
		}
	}
	check("seeded")

	// Status ascending (rank ascending, ties newest first: two index
	// ranges in general) at offsets either side of every change of rank:
	// pages within one rank (read from one range) and pages that reach
	// the next rank (read from two), in the whole list and a filtered one.
	for _, fc := range filters[:3] {
		order := fmt.Sprintf(orderings[service.DbsSortStatus], "ASC")
		_, total := plain(fc.cond, fc.args, order, 0, 0)
		for off := dbsDeep; off < total; off += 7 {
			f := fc.f
			f.Sort, f.Offset, f.Limit = service.DbsSortStatus, off, 25
			samePage(fmt.Sprintf("sweep: %s %s offset %d of %d", fc.name, order, off, total), f, fc.cond, fc.args, order)
		}
	}

	// Steady state: a deep page this gateway has not read before is one
	// round trip (positions and count known, no version read first).
	f := service.DbsFilter{Scope: service.Scope{AccountID: acct}, Sort: service.DbsSortName, Limit: 25, Offset: 1234}
	trips := b.RoundTrips()
	_, _, err = b.ListDbsSearches(ctx, f)
	require.NoError(t, err)
	require.Equal(t, uint64(1), b.RoundTrips()-trips, "a random deep page: one round trip")

	ids := func(q string) []int64 {
		rows, err := a.pool.Query(ctx, q)
		require.NoError(t, err)
		out := []int64{}
		for rows.Next() {
			var id int64
			require.NoError(t, rows.Scan(&id))
			out = append(out, id)
		}
		require.NoError(t, rows.Err())
		return out
	}
	some := ids("SELECT id FROM dbs_searches WHERE account_id = 1 ORDER BY md5(id::text) LIMIT 40")
	for i, write := range []func(){
		func() { // rows change status (another rank), dates and flags
			for j, id := range some[:10] {
				require.NoError(t, a.SetDbsStatus(ctx, acct, id, service.DbsStatusUpdate{Status: service.DbsStatuses[j%len(service.DbsStatuses)],
					IsApplicationSubmitted: true, Updated: now.Add(time.Duration(id) * time.Second)}))
			}
		},
		func() { // names and references move within their orderings
			_, err := a.pool.Exec(ctx, "UPDATE dbs_searches SET name = 'Aaron O', name_key = 'aaron o', reference = 'A-0' WHERE id = ANY($1)", some[10:20])
			require.NoError(t, err)
		},
		func() { // deletions
			_, err := a.pool.Exec(ctx, "DELETE FROM dbs_searches WHERE id = ANY($1)", some[20:30])
			require.NoError(t, err)
		},
		func() { // insertions (copies of rows under new ids)
			_, err := a.pool.Exec(ctx, `INSERT INTO dbs_searches (account_id, owner, owner_key, date_searched, date_updated, status,
				status_rank, is_application_submitted, name, name_key, reference)
				SELECT account_id, owner, owner_key, date_searched, date_updated, status, status_rank, is_application_submitted,
				name, name_key, reference || '-copy' FROM dbs_searches WHERE id = ANY($1)`, some[30:40])
			require.NoError(t, err)
		},
	} {
		write()
		check(fmt.Sprintf("after write %d", i))
	}
}

// TestDbsDeepPageGenericPlan: a deep page without a name pattern runs
// with its statement's generic plan (planned once per connection instead
// of on every call), and the setting that asks for it ends with the
// page's own transaction (later statements on the connection plan as
// usual).
func TestDbsDeepPageGenericPlan(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	db, err := Open(ctx, dsn, Options{MaxConns: 1, Now: func() time.Time { return now }})
	require.NoError(t, err)
	defer db.Close()
	_, err = db.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)
	_, err = dataset.Seed(ctx, db, now, dataset.SeedOptions{Dbs: 2000})
	require.NoError(t, err)
	for _, sort := range []service.DbsSortField{service.DbsSortStatus, service.DbsSortName} {
		for i := range 10 {
			f := service.DbsFilter{Scope: service.Scope{AccountID: dataset.DemoAccountID}, Sort: sort, Limit: 25,
				Offset: dbsDeep + 1 + i*97}
			got, _, err := db.ListDbsSearches(ctx, f)
			require.NoError(t, err)
			require.Len(t, got, 25)
		}
	}
	var generic, custom int64
	require.NoError(t, db.pool.QueryRow(ctx, `SELECT COALESCE(SUM(generic_plans), 0)::bigint, COALESCE(SUM(custom_plans), 0)::bigint
		FROM pg_prepared_statements WHERE statement LIKE 'WITH page AS%'`).Scan(&generic, &custom))
	require.Equal(t, int64(0), custom, "deep pages planned per call")
	require.GreaterOrEqual(t, generic, int64(20), "deep pages run with their generic plans")
	var mode string
	require.NoError(t, db.pool.QueryRow(ctx, "SHOW plan_cache_mode").Scan(&mode))
	require.Equal(t, "auto", mode, "the setting outlived the page's transaction")
}

// TestPutRepeatedPage: a deep page is kept from its second read on, at
// its version, as a copy.
func TestPutRepeatedPage(t *testing.T) {
	var c dbsCache
	rows := []service.DbsSearchShort{{ID: 1, Name: "a"}, {ID: 2, Name: "b"}}
	c.putRepeatedPage("k", 7, rows, 100)
	if c.hasPage("k") {
		t.Fatal("a page read once is kept")
	}
	c.putRepeatedPage("other", 7, rows, 100)
	c.putRepeatedPage("k", 7, rows, 100)
	if !c.hasPage("k") {
		t.Fatal("a page read twice is not kept")
	}
	if c.hasPage("other") {
		t.Fatal("another page read once is kept")
	}
	rows[0].Name = "changed"
	got, total, ok := c.page("k", 7)
	if !ok || total != 100 || len(got) != 2 || got[0].Name != "a" {
		t.Fatalf("page k at 7 = %v, %d, %v", got, total, ok)
	}
	if _, _, ok := c.page("k", 8); ok {
		t.Fatal("page k kept at 7 returned for version 8")
	}
}

// TestDeepDbsQueryArgs: the deep page statement kept with a list's
// positions, with the arguments deepDbsQuery lists, is the statement
// built for each page — every ordering, filtered or not, pages within
// one lead value and across two.
func TestDeepDbsQueryArgs(t *testing.T) {
	day := time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC)
	value := func(col string, i int) any {
		switch col {
		case "status_rank":
			return int32(i / 10)
		case "date_searched", "date_updated":
			return day.Add(time.Duration(i/10) * time.Hour)
		case "id":
			return int64(1000 + i)
		}
		return fmt.Sprintf("v%03d", i/10)
	}
	flag := true
	for _, sort := range []service.DbsSortField{service.DbsSortStatus, service.DbsSortName, service.DbsSortDate,
		service.DbsSortDateUpdated, service.DbsSortReference} {
		for _, desc := range []bool{false, true} {
			o, err := dbsOrderingOf(sort, desc)
			require.NoError(t, err)
			for _, f := range []service.DbsFilter{
				{Scope: service.Scope{AccountID: 3}},
				{Scope: service.Scope{AccountID: 3, Owners: []string{"a", "b"}}},
				{Scope: service.Scope{AccountID: 3}, IsApplicationSubmitted: &flag},
			} {
				var w where
				w.scope("", f.Scope)
				if f.IsApplicationSubmitted != nil {
					w.add("is_application_submitted = " + w.arg(*f.IsApplicationSubmitted))
				}
				pos := &dbsPositions{stride: 16}
				for i := range 100 {
					key := dbsKey{value(o.lead, i)}
					for _, c := range o.tail {
						key = append(key, value(c, i))
					}
					var err error
					pos.data, err = appendKey(pos.data, key)
					require.NoError(t, err)
					pos.ends = append(pos.ends, int32(len(pos.data)))
				}
				for _, offset := range []int{512, 530, 600, 700, 1000, 1590, 1599, 1700, 5000} {
					name := fmt.Sprintf("%s desc=%v owners=%v flag=%v offset %d", sort, desc, f.Scope.Owners != nil,
						f.IsApplicationSubmitted != nil, offset)
					i := min(offset/pos.stride, pos.len()-1)
					anchor := pos.key(i)
					want, wantArgs := buildDeepDbsQuery(f, &w, o, anchor, offset-i*pos.stride, 25,
						dbsOneLead(o, pos, anchor, offset, 25))
					for range 2 { // built, then kept
						got, args := deepDbsQuery(f, &w, o, pos, offset, 25)
						require.Equal(t, want, got, name)
						require.Equal(t, wantArgs, args, name)
					}
				}
				require.NotNil(t, pos.queries[0].Load(), "no statement kept")
				if o.leadDesc != o.tailDesc {
					require.NotNil(t, pos.queries[1].Load(), "no one-lead statement kept")
				}
			}
		}
	}
}
