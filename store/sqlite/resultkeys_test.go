package sqlite

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// resultKeysOracle is what MonitoredSearches gave before migration 0021,
// read from the results themselves: for each search, those of changed
// among the keys of its current results from list, in result id order,
// each once.
func resultKeysOracle(t *testing.T, db *DB, list string, changed []string) map[int64][]string {
	t.Helper()
	out := map[int64][]string{}
	rows, err := db.writer.QueryContext(context.Background(), `SELECT search_id, entity_key FROM sanctions_results
		WHERE entity_key <> '' AND superseded_by IS NULL AND list_id = ? ORDER BY id`, list)
	require.NoError(t, err)
	defer rows.Close()
	for rows.Next() {
		var id int64
		var k string
		require.NoError(t, rows.Scan(&id, &k))
		if slices.Contains(changed, k) && !slices.Contains(out[id], k) {
			out[id] = append(out[id], k)
		}
	}
	require.NoError(t, rows.Err())
	return out
}

// monitoredKeys is MonitoredSearches' keys by search (searches without
// any left out, as the oracle does).
func monitoredKeys(t *testing.T, db *DB, list string, changed []string) map[int64][]string {
	t.Helper()
	out := map[int64][]string{}
	require.NoError(t, db.MonitoredSearches(context.Background(), list, changed, func(m service.MonitoredSearch) error {
		if len(m.Keys) > 0 {
			out[m.ID] = m.Keys
		}
		return nil
	}))
	return out
}

// TestResultKeysFollowResults (migration 0021): the keys MonitoredSearches
// reads from each search's row are those its current results hold, for
// searches stored in one group commit and alone, keys that JSON escapes,
// results without a key, and after updates that supersede and add
// results; and the migration's backfill computes the same values.
func TestResultKeysFollowResults(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	odd := []string{`K"quoted"`, `back\slash`, "tab\tand\nnewline", "ünï<cødé>&", "EU.55.1"}
	ids := make([]int64, 24) // by i: stored at once (the group commit's batches)
	var wg sync.WaitGroup
	for i := range 24 {
		n := benchSearch(now, i)
		if i%3 == 0 {
			n.Keys[1] = odd[i%len(odd)]
			n.Keys[3] = odd[(i+1)%len(odd)]
		}
		if i%4 == 0 {
			n.Keys[2] = "" // a result not from the engine
		}
		if i%5 == 0 {
			n.Keys[0] = n.Keys[1] // two results of one entity
			n.Record.ListSearchResults[0].SanctionsListID = n.Record.ListSearchResults[1].SanctionsListID
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			id, err := db.CreateSearch(ctx, n)
			require.NoError(t, err)
			ids[i] = id
		}()
	}
	wg.Wait()

	var changed []string
	rows, err := db.writer.QueryContext(ctx, "SELECT DISTINCT entity_key FROM sanctions_results WHERE entity_key <> ''")
	require.NoError(t, err)
	for rows.Next() {
		var k string
		require.NoError(t, rows.Scan(&k))
		changed = append(changed, k)
	}
	require.NoError(t, rows.Err())
	require.NoError(t, rows.Close())
	require.Contains(t, changed, `back\slash`)
	check := func(msg string) {
		t.Helper()
		for _, list := range []string{"HMTSL", "OFACL", "OFACC", "EUL", "UN"} {
			for _, ch := range [][]string{changed, changed[:len(changed)/2], odd, nil, {"absent"}} {
				require.Equal(t, resultKeysOracle(t, db, list, ch), monitoredKeys(t, db, list, ch), "%s: list %s", msg, list)
			}
		}
	}
	check("created")
	require.NotEmpty(t, monitoredKeys(t, db, "OFACL", odd), "escaped keys are found")

	// Updates: supersede a key (the old result stays, no longer current),
	// add results with keys, with and without superseding.
	fresh := benchSearch(now, 99).Record.ListSearchResults[0]
	fresh.SanctionsListID = "OFACL"
	var keysOf = func(id int64) (list []string) {
		var rk string
		require.NoError(t, db.writer.QueryRowContext(ctx, "SELECT result_keys FROM sanctions_searches WHERE id = ?", id).Scan(&rk))
		require.NoError(t, eachResultKey(rk, func(l, k string) { list = append(list, l+"/"+k) }))
		return list
	}
	before := keysOf(ids[3])
	require.NoError(t, db.UpdateSearchResults(ctx,
		service.SearchResultsUpdate{SearchID: ids[0], ListID: "OFACL", Version: 50, At: now, Superseded: []string{odd[0]}},
		service.SearchResultsUpdate{SearchID: ids[1], ListID: "OFACL", Version: 50, At: now,
			Added: []service.SearchResultEntry{fresh, fresh}, AddedKeys: []string{"NEW-1", `new"2`}},
		service.SearchResultsUpdate{SearchID: ids[3], ListID: "OFACL", Version: 50, At: now,
			Superseded: []string{odd[3]}, Added: []service.SearchResultEntry{fresh}, AddedKeys: []string{odd[3]}},
		service.SearchResultsUpdate{SearchID: ids[4], ListID: "EUL", Version: 50, At: now}))
	changed = append(changed, "NEW-1", `new"2`)
	check("updated")
	require.Equal(t, []string{"OFACL/NEW-1", `OFACL/new"2`}, keysOf(ids[1])[len(keysOf(ids[1]))-2:])
	after := keysOf(ids[3])
	require.Len(t, after, len(before), "one superseded, one added")
	require.Equal(t, "OFACL/"+odd[3], after[len(after)-1], "the new result is the last")
	require.NotEqual(t, before, after)

	// The migration's backfill gives every search the keys it has now.
	stored := map[int64][]string{}
	for _, id := range ids {
		stored[id] = keysOf(id)
	}
	body, err := migrationFS.ReadFile("migrations/0021_sanctions_search_writes.sql")
	require.NoError(t, err)
	s := string(body)
	i := strings.Index(s, "UPDATE sanctions_searches SET result_keys")
	require.GreaterOrEqual(t, i, 0)
	backfill := s[i : i+strings.Index(s[i:], ";")]
	execSQL(t, db, "UPDATE sanctions_searches SET result_keys = ''")
	execSQL(t, db, backfill)
	for _, id := range ids {
		require.Equal(t, stored[id], keysOf(id), "search %d", id)
	}
	check("backfilled")
	var nonEmpty int
	require.NoError(t, db.writer.QueryRowContext(ctx, "SELECT COUNT(*) FROM sanctions_searches WHERE result_keys <> ''").Scan(&nonEmpty))
	require.Equal(t, len(ids), nonEmpty, "the demo's searches have no engine keys")
}

// TestEachResultKey: the fast reading of result_keys (no escapes) and the
// general one agree with what appendResultKeys and SQLite's json_array
// write; malformed values are errors.
func TestEachResultKey(t *testing.T) {
	db := mustOpen(t, testNow())
	for _, keys := range [][]string{{"A-1"}, {"A-1", "B-2", "A-1"}, {`q"uote`, "x"}, {`b\s`, "\x01ctl", "ü", "<&>"}, {""}} {
		n := service.NewSanctionsSearch{Keys: keys}
		for i := range keys {
			n.Record.ListSearchResults = append(n.Record.ListSearchResults, service.SearchResultEntry{SanctionsListID: []string{"UN", "EUL"}[i%2]})
		}
		var want []string
		var arr []any
		for i, k := range keys {
			if k != "" {
				want = append(want, n.Record.ListSearchResults[i].SanctionsListID+"/"+k)
				arr = append(arr, n.Record.ListSearchResults[i].SanctionsListID, k)
			}
		}
		read := func(s string) (got []string) {
			require.NoError(t, eachResultKey(s, func(l, k string) { got = append(got, l+"/"+k) }))
			return got
		}
		require.Equal(t, want, read(string(appendResultKeys(nil, &n))), "%q", keys)
		if len(arr) == 0 {
			require.Empty(t, appendResultKeys(nil, &n))
			continue
		}
		// The same pairs as SQLite writes them (the backfill, UpdateSearchResults).
		q := "SELECT json_group_array(json_array(l, k)) FROM (" + strings.Repeat("SELECT ? AS l, ? AS k UNION ALL ", len(arr)/2-1) + "SELECT ? AS l, ? AS k)"
		var s sql.NullString
		require.NoError(t, db.writer.QueryRowContext(context.Background(), q, arr...).Scan(&s))
		require.Equal(t, want, read(s.String), "%s", s.String)
	}
	for _, bad := range []string{`[["UN"]]`, `[["UN","x]]`, `[["a\"",1]]`} {
		require.Error(t, eachResultKey(bad, func(string, string) {}), bad)
	}
}
