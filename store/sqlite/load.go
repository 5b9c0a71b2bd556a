package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

var _ dataset.Loader = (*DB)(nil)

// LoadDemo loads the demo data set (dataset.LoadDemo) with the store's
// clock, if and only if the database has no accounts.
func (db *DB) LoadDemo(ctx context.Context, secret []byte) (bool, error) {
	return dataset.LoadDemo(ctx, db, db.now(), secret)
}

// Load implements dataset.Loader: fill runs inside one write transaction
// (BEGIN IMMEDIATE, so an IfEmpty check and the inserts are one atomic
// step against every other writer). A Bulk load batches DBS and sanctions
// rows into multi-row INSERTs and drops the secondary indexes and
// triggers of the tables it fills, re-creating them (from their own
// definitions) and the derived data they keep before the commit: several
// times faster than maintaining them row by row.
func (db *DB) Load(ctx context.Context, opts dataset.LoadOptions, fill func(dataset.Writer) error) (bool, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return false, err
	}
	defer func() { _ = tx.Rollback() }()
	if opts.IfEmpty {
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM accounts").Scan(&n); err != nil {
			return false, formatError("load: count accounts", err)
		}
		if n > 0 {
			return false, nil
		}
	}
	w := &loadWriter{ctx: ctx, tx: tx, bulk: opts.Bulk}
	if opts.Bulk {
		// Children (results, sources) are flushed in their own batches,
		// not always after their parents: check foreign keys at commit.
		if _, err := tx.ExecContext(ctx, "PRAGMA defer_foreign_keys = ON"); err != nil {
			return false, formatError("load: defer foreign keys", err)
		}
	}
	if err := fill(w); err != nil {
		return false, err
	}
	if err := w.finish(); err != nil {
		return false, err
	}
	if err := tx.Commit(); err != nil {
		return false, formatError("load: commit", err)
	}
	if opts.Bulk {
		if _, err := db.writer.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
			return true, formatError("load: checkpoint", err)
		}
		// No ANALYZE: with the sqlite_stat4 samples it writes, SQLite
		// re-plans a prepared statement at every new binding of a
		// parameter compared with an indexed column.
	}
	return true, nil
}

// loadWriter is the dataset.Writer of one Load.
type loadWriter struct {
	ctx  context.Context
	tx   *sql.Tx
	bulk bool

	dropped []schemaObject // secondary indexes and triggers to re-create
	tables  []string       // tables whose objects were dropped
	dbs     *bulkInserter
	sanc    *bulkInserter
	sources *bulkInserter
	results *bulkInserter
}

type schemaObject struct{ kind, name, sql string }

// seedBatch is the number of rows per multi-row INSERT (19 columns × 400
// stays well under SQLite's 32766 bound parameters).
const seedBatch = 400

// prepareBulk drops the secondary indexes and triggers of table (once).
func (w *loadWriter) prepareBulk(table string) error {
	for _, t := range w.tables {
		if t == table {
			return nil
		}
	}
	w.tables = append(w.tables, table)
	rows, err := w.tx.QueryContext(w.ctx, `SELECT type, name, sql FROM sqlite_master
		WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name`, table)
	if err != nil {
		return formatError("load: schema", err)
	}
	var objs []schemaObject
	for rows.Next() {
		var o schemaObject
		if err := rows.Scan(&o.kind, &o.name, &o.sql); err != nil {
			rows.Close()
			return formatError("load: schema", err)
		}
		objs = append(objs, o)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return formatError("load: schema", err)
	}
	for _, o := range objs {
		if _, err := w.tx.ExecContext(w.ctx, "DROP "+strings.ToUpper(o.kind)+" "+quoteIdent(o.name)); err != nil {
			return formatError("load: drop "+o.name, err)
		}
	}
	w.dropped = append(w.dropped, objs...)
	return nil
}

// finish flushes the batches and re-creates what a bulk load dropped.
func (w *loadWriter) finish() error {
	for _, b := range []*bulkInserter{w.dbs, w.sanc, w.sources, w.results} {
		if b != nil {
			if err := b.flush(); err != nil {
				return err
			}
		}
	}
	for _, o := range w.dropped {
		if _, err := w.tx.ExecContext(w.ctx, o.sql); err != nil {
			return formatError("load: re-create "+o.name, err)
		}
	}
	return rebuildDerived(w.ctx, w.tx, w.tables)
}

func (w *loadWriter) Account(a service.NewAccount) error {
	_, err := createAccount(w.ctx, w.tx, a)
	return err
}

func (w *loadWriter) User(u dataset.UserRecord) error {
	return insertUser(w.ctx, w.tx, u.User, u.PasswordHash)
}

func (w *loadWriter) Sanctions(r dataset.SanctionsRecord) error {
	if !w.bulk {
		return insertSanctionsSearch(w.ctx, w.tx, r)
	}
	if w.sanc == nil {
		if err := w.prepareBulk("sanctions_searches"); err != nil {
			return err
		}
		w.sanc = newBulkInserter(w.ctx, w.tx, "sanctions_searches", "id", "account_id", "owner", "owner_key", "search_type",
			"date_searched", "date_updated", "date_archived", "is_archived", "client_in_results", "client_not_in_results",
			"affected_by_update", "criteria_name", "criteria_address", "criteria_country", "criteria_date_of_birth",
			"criteria_nationality", "criteria_reference", "name_key", "reference_key", "unresolved_results")
		w.sources = newBulkInserter(w.ctx, w.tx, "sanctions_sources", "search_id", "position", "list_id", "list_name",
			"list_short_name", "is_affected_by_list_update")
		w.results = newBulkInserter(w.ctx, w.tx, "sanctions_results", "id", "search_id", "result_strength", "result_similarity",
			"resolved", "result_type", "date_updated", "list_id", "list_name", "details")
	}
	rec := r.Search.Record
	c := rec.SearchCriteria
	if c == nil {
		c = &service.SearchCriteria{}
	}
	if err := w.sanc.add(rec.ID, r.AccountID, r.Search.Owner, key(r.Search.Owner), rec.SearchType,
		formatTime(rec.DateSearched), formatTime(rec.DateUpdated), formatTimePtr(rec.DateArchived), rec.IsArchived,
		rec.ClientInResults, rec.ClientNotInResults, rec.AffectedByUpdate, c.Name, c.Address, c.Country,
		c.DateOfBirth, c.Nationality, c.Reference, key(c.Name), key(c.Reference), unresolvedOf(rec.ListSearchResults)); err != nil {
		return err
	}
	for i, src := range rec.SearchSources {
		if err := w.sources.add(rec.ID, i, src.ListID, src.ListName, src.ListShortName, nullBool(src.IsAffectedByListUpdate)); err != nil {
			return err
		}
	}
	for _, e := range rec.ListSearchResults {
		if err := w.results.add(e.SearchResultID, rec.ID, e.ResultStrength, e.ResultSimilarity.String(), e.ResultResolved,
			e.ResultType, formatTimePtr(e.DateUpdated), e.SanctionsListID, e.SanctionsListName, appendDetails(nil, &e)); err != nil {
			return err
		}
	}
	// Links and notes are rare in bulk data: inserted one by one.
	if len(r.Search.LinkedTo) > 0 || len(r.Notes) > 0 {
		rest := r
		rest.Search.Record = service.SearchRecord{ID: rec.ID}
		return insertSearchExtras(w.ctx, w.tx, rest)
	}
	return nil
}

func (w *loadWriter) Pep(r dataset.PepRecord) error { return insertPepSearch(w.ctx, w.tx, r) }

func (w *loadWriter) Dbs(r dataset.DbsRecord) error {
	if !w.bulk {
		return insertDbsSearch(w.ctx, w.tx, r)
	}
	if w.dbs == nil {
		if err := w.prepareBulk("dbs_searches"); err != nil {
			return err
		}
		w.dbs = newBulkInserter(w.ctx, w.tx, "dbs_searches", dbsInsertColumns...)
	}
	return w.dbs.add(dbsInsertValues(r)...)
}

func (w *loadWriter) ValidID(r dataset.ValidIDRecord) error { return insertValidID(w.ctx, w.tx, r) }
func (w *loadWriter) Client(r dataset.ClientRecord) error   { return insertClient(w.ctx, w.tx, r) }
func (w *loadWriter) Bulk(r dataset.BulkRecord) error       { return insertBulkSearch(w.ctx, w.tx, r) }

func (w *loadWriter) Document(d service.Document) error {
	_, err := insertDocument(w.ctx, w.tx, d, true)
	return err
}

func (w *loadWriter) Company(c service.CompanySearchResultItem) error {
	return insertCompany(w.ctx, w.tx, c)
}

// kindTables are the tables of the kinds of record.
var kindTables = map[dataset.Kind]string{
	dataset.KindAccount: "accounts", dataset.KindSanctions: "sanctions_searches", dataset.KindPep: "pep_searches",
	dataset.KindDbs: "dbs_searches", dataset.KindValidID: "validid_searches", dataset.KindClient: "clients",
	dataset.KindBulk: "bulk_searches", dataset.KindDocument: "documents",
}

func (w *loadWriter) MaxID(k dataset.Kind) (int64, error) {
	t, ok := kindTables[k]
	if !ok {
		return 0, fmt.Errorf("sqlite: unknown kind %q", k)
	}
	var n sql.NullInt64
	if err := w.tx.QueryRowContext(w.ctx, "SELECT MAX(id) FROM "+t).Scan(&n); err != nil {
		return 0, formatError("max id of "+t, err)
	}
	return n.Int64, nil
}

func (w *loadWriter) Has(k dataset.Kind, id int64) (bool, error) {
	t, ok := kindTables[k]
	if !ok {
		return false, fmt.Errorf("sqlite: unknown kind %q", k)
	}
	var n int
	if err := w.tx.QueryRowContext(w.ctx, "SELECT COUNT(*) FROM "+t+" WHERE id = ?", id).Scan(&n); err != nil {
		return false, formatError("has "+t+" "+strconv.FormatInt(id, 10), err)
	}
	return n > 0, nil
}

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// bulkInserter inserts rows of one table with multi-row INSERTs of
// seedBatch rows, prepared once.
type bulkInserter struct {
	ctx   context.Context
	tx    *sql.Tx
	table string
	cols  int
	head  string
	full  *sql.Stmt
	args  []any
	rows  int
}

func newBulkInserter(ctx context.Context, tx *sql.Tx, table string, cols ...string) *bulkInserter {
	return &bulkInserter{ctx: ctx, tx: tx, table: table, cols: len(cols),
		head: "INSERT INTO " + table + " (" + strings.Join(cols, ", ") + ") VALUES ",
		args: make([]any, 0, seedBatch*len(cols))}
}

func (b *bulkInserter) query(rows int) string {
	one := "(" + placeholders(b.cols) + ")"
	var sb strings.Builder
	sb.Grow(len(b.head) + rows*(len(one)+2))
	sb.WriteString(b.head)
	for i := 0; i < rows; i++ {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(one)
	}
	return sb.String()
}

// add queues one row (len(vals) == number of columns).
func (b *bulkInserter) add(vals ...any) error {
	b.args = append(b.args, vals...)
	b.rows++
	if b.rows < seedBatch {
		return nil
	}
	if b.full == nil {
		s, err := b.tx.PrepareContext(b.ctx, b.query(seedBatch))
		if err != nil {
			return formatError("load: prepare "+b.table, err)
		}
		b.full = s
	}
	if _, err := b.full.ExecContext(b.ctx, b.args...); err != nil {
		return formatError("load: insert "+b.table, err)
	}
	b.args, b.rows = b.args[:0], 0
	return nil
}

// flush inserts the queued rows and releases the statement.
func (b *bulkInserter) flush() error {
	defer func() {
		if b.full != nil {
			_ = b.full.Close()
			b.full = nil
		}
	}()
	if b.rows == 0 {
		return nil
	}
	if _, err := b.tx.ExecContext(b.ctx, b.query(b.rows), b.args...); err != nil {
		return formatError("load: insert "+b.table, err)
	}
	b.args, b.rows = b.args[:0], 0
	return nil
}

// Seed adds bench data (dataset.Seed) with the store's clock.
func (db *DB) Seed(ctx context.Context, opts dataset.SeedOptions) (dataset.SeedStats, error) {
	return dataset.Seed(ctx, db, db.now(), opts)
}
