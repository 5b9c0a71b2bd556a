package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/postgres/pgtest"
)

// TestDetailsJSONMigration: searches stored while sanctions_results.details
// was jsonb (migration 00025) read back the same after 00026 made it json,
// the demo's and one whose details hold every kind of text the encoder
// escapes.
func TestDetailsJSONMigration(t *testing.T) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Microsecond)
	db, err := Open(ctx, pgtest.DSN(t), Options{Now: func() time.Time { return now }, NoMigrate: true})
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	sqlDB := stdlib.OpenDBFromPool(db.pool)
	t.Cleanup(func() { sqlDB.Close() })
	p, err := db.provider(sqlDB)
	require.NoError(t, err)
	_, err = p.UpTo(ctx, 25)
	require.NoError(t, err)
	var typ string
	require.NoError(t, db.pool.QueryRow(ctx, `SELECT data_type FROM information_schema.columns
		WHERE table_name = 'sanctions_results' AND column_name = 'details'`).Scan(&typ))
	require.Equal(t, "jsonb", typ)

	_, err = db.LoadDemo(ctx, []byte("secret"))
	require.NoError(t, err)
	n := benchSearch(now, 1)
	texts := []string{`a"b\c`, "<script>&amp;</script>", "tab\tnl\ncr\r\x01\x1f\x7f", "Мухаммад аль-Хашими", "王小明",
		"line\u2028para\u2029", "é\u00a0\U0001F600"}
	for i, s := range texts {
		e := &n.Record.ListSearchResults[i%len(n.Record.ListSearchResults)]
		e.Names = append(e.Names, service.SearchResultName{SearchResultNameID: int64(10 + i), Type: s, FullName: s,
			ResultSimilarity: service.NewDecimal(int64(i), uint8(i))})
		e.Remarks = append(e.Remarks, service.SearchResultRemark{SearchResultRemarkID: int64(10 + i), Name: s, Description: s})
	}
	_, err = db.CreateSearch(ctx, n)
	require.NoError(t, err)

	scope := service.Scope{AccountID: dataset.DemoAccountID}
	rows, err := db.pool.Query(ctx, "SELECT id FROM sanctions_searches WHERE account_id = $1 ORDER BY id", dataset.DemoAccountID)
	ids, err := collectRows(rows, err, "ids", func(r pgx.Rows, id *int64) error { return r.Scan(id) })
	require.NoError(t, err)
	require.NotEmpty(t, ids)
	before := make([]service.SanctionsSearch, len(ids))
	results := 0
	for i, id := range ids {
		before[i], err = db.Search(ctx, scope, id)
		require.NoError(t, err)
		results += len(before[i].Record.ListSearchResults)
	}
	require.Greater(t, results, len(n.Record.ListSearchResults), "the demo's searches have results")

	_, err = p.Up(ctx)
	require.NoError(t, err)
	require.NoError(t, db.pool.QueryRow(ctx, `SELECT data_type FROM information_schema.columns
		WHERE table_name = 'sanctions_results' AND column_name = 'details'`).Scan(&typ))
	require.Equal(t, "json", typ)
	// The pool's connections prepared their statements on the old column
	// type.
	db.pool.Reset()
	for i, id := range ids {
		got, err := db.Search(ctx, scope, id)
		require.NoError(t, err)
		require.Equal(t, before[i], got, "search %d", id)
	}
}
