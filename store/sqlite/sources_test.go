package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// TestCreateSearchSourcesStored: the sources CreateSearch stores as a set
// (sanctions_source_sets, migration 0020) read through
// sanctions_search_sources exactly as sources stored as the search's own
// rows (values and storage classes), whatever the flag (NULL, false, true)
// and text (quotes, other scripts, bytes that are not UTF-8); searches
// share a set only when their sources and versions are the same, in one
// transaction or across them; a search without sources has no set.
func TestCreateSearchSourcesStored(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	f, tr := false, true
	srcs := []service.SearchSource{
		{ListID: "OFACL", ListName: "US Treasury OFAC SDN List", ListShortName: "OFAC", IsAffectedByListUpdate: &f},
		{ListID: "EU", ListName: "EU's \"consolidated\" list; -- 'x'", ListShortName: "ЕС", IsAffectedByListUpdate: &tr},
		{ListID: "UN", ListName: "UN Security Council", ListShortName: "UN"},
	}
	// row reads a stored source as text with each column's storage class.
	row := func(id int64, pos int) string {
		var out string
		require.NoError(t, db.writer.QueryRowContext(ctx, `SELECT quote(list_id) || typeof(list_id) || quote(list_name) ||
			typeof(list_name) || quote(list_short_name) || quote(is_affected_by_list_update) || typeof(is_affected_by_list_update) ||
			quote(list_version) || typeof(list_version) FROM sanctions_search_sources WHERE search_id = ? AND position = ?`, id, pos).Scan(&out))
		return out
	}
	set := func(id int64) sql.NullInt64 {
		var s sql.NullInt64
		require.NoError(t, db.writer.QueryRowContext(ctx, "SELECT source_set FROM sanctions_searches WHERE id = ?", id).Scan(&s))
		return s
	}
	create := func(srcs []service.SearchSource, versions []int64) int64 {
		n := sixtyResults(now)
		n.Record.SearchSources = srcs
		n.Versions = versions
		id, err := db.CreateSearch(ctx, n)
		require.NoError(t, err)
		return id
	}
	// The same rows bound as the search's own, as before the sets.
	bound := func(srcs []service.SearchSource, versions []int64) int64 {
		id := create(srcs[:0:0], nil)
		require.False(t, set(id).Valid, "no sources, no set")
		for i, s := range srcs {
			_, err := db.writer.ExecContext(ctx, `INSERT INTO sanctions_sources (search_id, position, list_id, list_name,
				list_short_name, is_affected_by_list_update, list_version) VALUES (?, ?, ?, ?, ?, ?, ?)`,
				id, i, s.ListID, s.ListName, s.ListShortName, nullBool(s.IsAffectedByListUpdate), versions[i])
			require.NoError(t, err)
		}
		return id
	}
	versions := []int64{3, 9, 1 << 40}
	a, b := create(srcs, versions), bound(srcs, versions)
	require.True(t, set(a).Valid)
	for i := range srcs {
		require.Equal(t, row(b, i), row(a, i), "source %d", i)
	}
	for _, id := range []int64{a, b} {
		got, err := db.Search(ctx, service.Scope{AccountID: dataset.DemoAccountID}, id)
		require.NoError(t, err)
		require.Equal(t, srcs, got.Record.SearchSources)
	}
	// The same sources in a later transaction: the same set.
	require.Equal(t, set(a), set(create(append([]service.SearchSource(nil), srcs...), []int64{3, 9, 1 << 40})))
	sets := map[int64]bool{set(a).Int64: true}
	for _, change := range []func([]service.SearchSource, []int64){
		func(s []service.SearchSource, v []int64) { v[1] = 10 },
		func(s []service.SearchSource, v []int64) { s[2].ListName = "UN list" },
		func(s []service.SearchSource, v []int64) { s[2].IsAffectedByListUpdate = &f },
		func(s []service.SearchSource, v []int64) { s[1].IsAffectedByListUpdate = &f },
		func(s []service.SearchSource, v []int64) { s[0].ListName = "nul\x00" },
		func(s []service.SearchSource, v []int64) { s[0].ListName = "bad\xff" },
	} {
		s, v := append([]service.SearchSource(nil), srcs...), append([]int64(nil), versions...)
		change(s, v)
		id := create(s, v)
		require.False(t, sets[set(id).Int64], fmt.Sprint(s, v))
		sets[set(id).Int64] = true
		got, err := db.Search(ctx, service.Scope{AccountID: dataset.DemoAccountID}, id)
		require.NoError(t, err)
		require.Equal(t, s, got.Record.SearchSources)
		require.Equal(t, set(a), set(create(srcs, versions)), "the first set again")
	}
	// Searches of one transaction share their sets.
	var batch []*createReq
	for i := range 4 {
		n := sixtyResults(now)
		n.Record.SearchSources = srcs
		n.Versions = versions
		if i%2 == 1 {
			n.Versions = []int64{4, 5, 6}
		}
		batch = append(batch, &createReq{ctx: ctx, n: n})
	}
	db.creates.write(db, batch)
	for _, r := range batch {
		require.NoError(t, r.err)
	}
	require.Equal(t, set(a), set(batch[0].id))
	require.Equal(t, set(batch[1].id), set(batch[3].id))
	require.Equal(t, set(batch[0].id), set(batch[2].id))
	require.False(t, sets[set(batch[1].id).Int64])
}

// TestSourceSetOwnedOnUpdate: monitoring's flag on a source of a search
// whose sources are a set copies the set into the search's own rows first:
// the search reads its sources as before with that one flagged, and the
// other searches of the set are untouched.
func TestSourceSetOwnedOnUpdate(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	scope := service.Scope{AccountID: dataset.DemoAccountID}
	var ids []int64
	for i := range 2 {
		id, err := db.CreateSearch(ctx, benchSearch(now, i))
		require.NoError(t, err)
		ids = append(ids, id)
	}
	before, err := db.Search(ctx, scope, ids[1])
	require.NoError(t, err)
	versions, err := db.SearchListVersions(ctx, scope, ids[0])
	require.NoError(t, err)
	require.Len(t, versions, 9)
	require.NoError(t, db.UpdateSearchResults(ctx, service.SearchResultsUpdate{SearchID: ids[0], ListID: "EUL", Version: 42, At: now}))
	got, err := db.Search(ctx, scope, ids[0])
	require.NoError(t, err)
	want := before.Record.SearchSources
	for i, src := range want {
		if src.ListID == "EUL" {
			tr := true
			src.IsAffectedByListUpdate = &tr
		}
		require.Equal(t, src, got.Record.SearchSources[i], "source %d", i)
	}
	require.Len(t, got.Record.SearchSources, len(want))
	other, err := db.Search(ctx, scope, ids[1])
	require.NoError(t, err)
	require.Equal(t, before.Record.SearchSources, other.Record.SearchSources)
	after, err := db.SearchListVersions(ctx, scope, ids[0])
	require.NoError(t, err)
	require.Equal(t, versions, after)
	var own, setNull int
	require.NoError(t, db.writer.QueryRowContext(ctx, "SELECT COUNT(*) FROM sanctions_sources WHERE search_id = ?", ids[0]).Scan(&own))
	require.NoError(t, db.writer.QueryRowContext(ctx, "SELECT COUNT(*) FROM sanctions_searches WHERE id = ? AND source_set IS NULL", ids[0]).Scan(&setNull))
	require.Equal(t, 9, own)
	require.Equal(t, 1, setNull)
	// Flagged again: nothing more copied.
	require.NoError(t, db.UpdateSearchResults(ctx, service.SearchResultsUpdate{SearchID: ids[0], ListID: "UN", Version: 43, At: now}))
	require.NoError(t, db.writer.QueryRowContext(ctx, "SELECT COUNT(*) FROM sanctions_sources WHERE search_id = ?", ids[0]).Scan(&own))
	require.Equal(t, 9, own)
}

// TestGroupCommitOneSearchFails: a search of a batch that fails (an
// unknown account: a foreign key) gets its error alone; the others of the
// batch are stored with their results, and nothing of the failed one is.
func TestGroupCommitOneSearchFails(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(t, now)
	count := func(q string) int {
		var n int
		require.NoError(t, db.writer.QueryRowContext(ctx, q).Scan(&n))
		return n
	}
	searches0, results0 := count("SELECT COUNT(*) FROM sanctions_searches"), count("SELECT COUNT(*) FROM sanctions_results")
	var batch []*createReq
	for i := range 4 {
		n := sixtyResults(now)
		n.ResultIDs = make([]int64, len(n.Record.ListSearchResults))
		if i == 2 {
			n.AccountID = 987654
		}
		batch = append(batch, &createReq{ctx: ctx, n: n})
	}
	db.creates.write(db, batch)
	for i, r := range batch {
		if i == 2 {
			require.Error(t, r.err)
			continue
		}
		require.NoError(t, r.err)
		got, err := db.Search(ctx, service.Scope{AccountID: dataset.DemoAccountID}, r.id)
		require.NoError(t, err, i)
		require.Len(t, got.Record.ListSearchResults, 60)
		require.Equal(t, r.n.ResultIDs[59], got.Record.ListSearchResults[59].SearchResultID)
	}
	require.Equal(t, searches0+3, count("SELECT COUNT(*) FROM sanctions_searches"))
	require.Equal(t, results0+180, count("SELECT COUNT(*) FROM sanctions_results"))
	require.Zero(t, count("SELECT COUNT(*) FROM table_version_marks"))
}

// TestGroupCommitBatchStoresAsOneByOne: the searches of a batch, which
// share their INSERTs (createSearchesTx: sources the same or not, sources
// that need bound values, no results, results over several chunks, ids
// wanted or not), are stored exactly as each written alone, and the
// result ids each caller receives are those stored.
func TestGroupCommitBatchStoresAsOneByOne(t *testing.T) {
	ctx := context.Background()
	now := testNow()
	searches := func() []service.NewSanctionsSearch {
		var ns []service.NewSanctionsSearch
		for i := range 41 {
			n := benchSearch(now, i)
			switch i % 7 {
			case 1:
				n = sixtyResults(now)
				n.Record.SearchCriteria = &service.SearchCriteria{Name: fmt.Sprint("Ivan Petrov ", i)}
			case 3:
				n.Versions = append([]int64(nil), n.Versions...)
				n.Versions[2] = 99
			case 4:
				n.Record.ListSearchResults, n.Keys = nil, nil
			case 5:
				n.Record.SearchSources = append([]service.SearchSource(nil), n.Record.SearchSources...)
				n.Record.SearchSources[0].ListName = "bad\xff"
			}
			if i%2 == 0 {
				n.ResultIDs = make([]int64, len(n.Record.ListSearchResults))
			}
			ns = append(ns, n)
		}
		return ns
	}
	// stored reads a search as stored, without its ids.
	stored := func(db *DB, id int64) service.SanctionsSearch {
		got, err := db.Search(ctx, service.Scope{AccountID: dataset.DemoAccountID}, id)
		require.NoError(t, err)
		got.Record.ID = 0
		for i := range got.Record.ListSearchResults {
			got.Record.ListSearchResults[i].SearchResultID = 0
		}
		return got
	}
	one, all := mustOpenDemo(t, now), mustOpenDemo(t, now)
	var batch []*createReq
	for _, n := range searches() {
		batch = append(batch, &createReq{ctx: ctx, n: n})
	}
	// Without savepoints: no search fails, so none is written again one by
	// one.
	_, failed := all.creates.writeTx(all, batch, false)
	require.False(t, failed)
	for i, n := range searches() {
		r := &createReq{ctx: ctx, n: n}
		one.creates.write(one, []*createReq{r})
		require.NoError(t, r.err, i)
		b := batch[i]
		require.NoError(t, b.err, i)
		require.Equal(t, stored(one, r.id), stored(all, b.id), "search %d", i)
		if len(b.n.ResultIDs) > 0 {
			got, err := all.Search(ctx, service.Scope{AccountID: dataset.DemoAccountID}, b.id)
			require.NoError(t, err)
			for j, e := range got.Record.ListSearchResults {
				require.Equal(t, b.n.ResultIDs[j], e.SearchResultID, "search %d result %d", i, j)
			}
		}
		if i > 0 {
			require.Equal(t, batch[i-1].id+1, b.id)
		}
	}
}
