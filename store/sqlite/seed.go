package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service"
)

// Bench data (the "seed" command): added on top of the demo data set, never
// part of it, so that the demo contract's ids and counts hold in every test
// database. A seeded database differs from the demo one only by these
// records.
const (
	// BenchLargeSearch is a sanctions search of the demo user with
	// BenchLargeSearchResults results across several lists (about 30 KB as
	// a SOAP GetSearch reply). 20 of its results are unresolved, so it adds
	// one to the demo user's unresolved count.
	BenchLargeSearch        int64 = 1050
	BenchLargeSearchResults       = 50
	// SeedFirstID is the first id of generated DBS and sanctions searches
	// (well clear of the demo ids).
	SeedFirstID int64 = 10_000_001
)

// SeedOptions says what [DB.Seed] generates for the demo account.
type SeedOptions struct {
	// Dbs and Sanctions are how many DBS and sanctions searches to add.
	Dbs, Sanctions int
	// Progress, when set, is told about each finished step.
	Progress func(step string, rows int, took time.Duration)
}

// SeedStats counts what [DB.Seed] added.
type SeedStats struct {
	LargeSearch bool // BenchLargeSearch was added (it was not there yet)
	Dbs         int
	Sanctions   int
	Results     int
}

// seedBatch is the number of rows per multi-row INSERT (19 columns × 400
// stays well under SQLite's 32766 bound parameters).
const seedBatch = 400

// Seed adds bench data to the demo account (which must exist: load the
// demo data first): BenchLargeSearch if absent, then opts.Dbs DBS searches
// and opts.Sanctions sanctions searches (with 0–3 results each), numbered
// from SeedFirstID or after the highest id present, owned by the demo user
// (one in ten by analyst). Generated values are deterministic for a given
// time. Rows go in with batched multi-row INSERTs in large transactions;
// the secondary indexes and triggers of the big tables are dropped during
// the load and re-created after it (from their own definitions), which is
// several times faster than maintaining them row by row.
func (db *DB) Seed(ctx context.Context, opts SeedOptions) (SeedStats, error) {
	var st SeedStats
	now := db.now().UTC().Truncate(time.Second)
	progress := func(step string, rows int, start time.Time) {
		if opts.Progress != nil {
			opts.Progress(step, rows, time.Since(start))
		}
	}
	var n int
	if err := db.writer.QueryRowContext(ctx, "SELECT COUNT(*) FROM accounts WHERE id = ?", DemoAccountID).Scan(&n); err != nil {
		return st, formatError("seed", err)
	}
	if n == 0 {
		return st, fmt.Errorf("sqlite: seed: the demo account %d is missing (load the demo data first)", DemoAccountID)
	}
	start := time.Now()
	added, err := db.seedLargeSearch(ctx, now)
	if err != nil {
		return st, err
	}
	st.LargeSearch = added
	progress("large sanctions search", BenchLargeSearchResults, start)

	if opts.Dbs > 0 {
		start = time.Now()
		if err := db.withBulkLoad(ctx, []string{"dbs_searches"}, func(tx *sql.Tx) error {
			return seedDbsRows(ctx, tx, now, opts.Dbs)
		}); err != nil {
			return st, err
		}
		st.Dbs = opts.Dbs
		progress("DBS searches", opts.Dbs, start)
	}
	if opts.Sanctions > 0 {
		start = time.Now()
		var results int
		// Only the parent's indexes go: with foreign keys deferred, each
		// parent row inserted looks its children up by their search_id
		// index, which must stay.
		if err := db.withBulkLoad(ctx, []string{"sanctions_searches"}, func(tx *sql.Tx) error {
			var err error
			results, err = seedSanctionsRows(ctx, tx, now, opts.Sanctions)
			return err
		}); err != nil {
			return st, err
		}
		st.Sanctions, st.Results = opts.Sanctions, results
		progress("sanctions searches", opts.Sanctions, start)
	}
	if _, err := db.writer.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return st, formatError("seed: checkpoint", err)
	}
	// No ANALYZE: with the sqlite_stat4 samples it writes, SQLite
	// re-plans a prepared statement at every new binding of a parameter
	// compared with an indexed column, so every query would be parsed and
	// planned again (the server's databases are never analyzed either).
	return st, nil
}

// withBulkLoad runs load in one write transaction with the secondary
// indexes and triggers of tables dropped, re-creating them (same SQL, read
// from sqlite_master) before the commit. Triggers that keep derived data
// (counters) are re-created too; the derived data itself is rebuilt by
// [rebuildDerived].
func (db *DB) withBulkLoad(ctx context.Context, tables []string, load func(tx *sql.Tx) error) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	// Children (results, sources) are flushed in their own batches, not
	// always after their parents: check foreign keys at the commit.
	if _, err := tx.ExecContext(ctx, "PRAGMA defer_foreign_keys = ON"); err != nil {
		return formatError("seed: defer foreign keys", err)
	}
	type object struct{ kind, name, sql string }
	var objs []object
	for _, t := range tables {
		rows, err := tx.QueryContext(ctx, `SELECT type, name, sql FROM sqlite_master
			WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name`, t)
		if err != nil {
			return formatError("seed: schema", err)
		}
		for rows.Next() {
			var o object
			if err := rows.Scan(&o.kind, &o.name, &o.sql); err != nil {
				rows.Close()
				return formatError("seed: schema", err)
			}
			objs = append(objs, o)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return formatError("seed: schema", err)
		}
	}
	for _, o := range objs {
		if _, err := tx.ExecContext(ctx, "DROP "+strings.ToUpper(o.kind)+" "+quoteIdent(o.name)); err != nil {
			return formatError("seed: drop "+o.name, err)
		}
	}
	if err := load(tx); err != nil {
		return err
	}
	for _, o := range objs {
		if _, err := tx.ExecContext(ctx, o.sql); err != nil {
			return formatError("seed: re-create "+o.name, err)
		}
	}
	if err := rebuildDerived(ctx, tx, tables); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return formatError("seed: commit", err)
	}
	return nil
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
			return formatError("seed: prepare "+b.table, err)
		}
		b.full = s
	}
	if _, err := b.full.ExecContext(b.ctx, b.args...); err != nil {
		return formatError("seed: insert "+b.table, err)
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
		return formatError("seed: insert "+b.table, err)
	}
	b.args, b.rows = b.args[:0], 0
	return nil
}

// nextID is the first id to generate in table: SeedFirstID or after the
// highest present.
func nextID(ctx context.Context, tx *sql.Tx, table string) (int64, error) {
	var maxID sql.NullInt64
	if err := tx.QueryRowContext(ctx, "SELECT MAX(id) FROM "+table).Scan(&maxID); err != nil {
		return 0, formatError("seed: max id", err)
	}
	return max(SeedFirstID, maxID.Int64+1), nil
}

var (
	seedFirstNames = []string{"Olivia", "Amelia", "Isla", "Ava", "Mia", "Noah", "Oliver", "George", "Arthur", "Muhammad",
		"Leo", "Harry", "Oscar", "Archie", "Henry", "Grace", "Freya", "Lily", "Ivy", "Florence", "Jack", "Charlie",
		"Thomas", "Jacob", "Alfie", "Sophia", "Emily", "Ella", "Poppy", "Evie", "Aisha", "Priya", "Wei", "Chen", "Fatima"}
	seedLastNames = []string{"Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel",
		"Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Thomas", "Clarke",
		"Jackson", "Wood", "Harris", "Edwards", "Turner", "Martin", "Cooper", "Hill", "Ward", "Hughes", "Moore", "Khan",
		"Ahmed", "Singh", "Kowalski", "Nowak", "Murphy", "O'Brien", "Kelly", "Campbell", "Stewart", "Anderson"}
)

// seedName is a deterministic "First Last" for i.
func seedName(i int) string {
	return seedFirstNames[i%len(seedFirstNames)] + " " + seedLastNames[(i/len(seedFirstNames))%len(seedLastNames)]
}

func seedDbsRows(ctx context.Context, tx *sql.Tx, now time.Time, n int) error {
	first, err := nextID(ctx, tx, "dbs_searches")
	if err != nil {
		return err
	}
	ins := newBulkInserter(ctx, tx, "dbs_searches", "id", "account_id", "owner", "owner_key", "date_searched",
		"date_updated", "status", "status_rank", "disclosure_status", "is_applicant_info_completed",
		"is_id_check_completed", "is_application_completed", "is_application_submitted", "is_application_disclosed",
		"disclosure_level", "name", "name_key", "reference", "is_dbs_due_renewal")
	levels := service.DbsDisclosureLevels
	for i := 0; i < n; i++ {
		id := first + int64(i)
		owner := DemoUserName
		if i%10 == 9 {
			owner = AnalystUserName
		}
		// Newest first by id order, one every 30 s (1M span about a year).
		searched := now.Add(-time.Duration(i)*30*time.Second - 10*24*time.Hour)
		updated := searched.Add(time.Duration(i%97) * time.Hour)
		status := service.DbsStatuses[i%len(service.DbsStatuses)]
		rank := service.DbsStatusRank(status)
		name := seedName(i)
		disclosure := ""
		if i%5 == 0 {
			disclosure = "Clear"
		}
		if err := ins.add(id, DemoAccountID, owner, key(owner), formatTime(searched), formatTime(updated),
			status, rank, disclosure, i%2 == 0, i%3 == 0, i%4 == 0, i%5 < 2, i%7 == 0,
			levels[i%len(levels)], name, key(name), "DBS-"+strconv.FormatInt(id, 10), i%11 == 0); err != nil {
			return err
		}
	}
	return ins.flush()
}

func seedSanctionsRows(ctx context.Context, tx *sql.Tx, now time.Time, n int) (int, error) {
	first, err := nextID(ctx, tx, "sanctions_searches")
	if err != nil {
		return 0, err
	}
	searches := newBulkInserter(ctx, tx, "sanctions_searches", "id", "account_id", "owner", "owner_key", "search_type",
		"date_searched", "date_updated", "date_archived", "is_archived", "client_in_results", "client_not_in_results",
		"affected_by_update", "criteria_name", "criteria_address", "criteria_country", "criteria_date_of_birth",
		"criteria_nationality", "criteria_reference")
	sources := newBulkInserter(ctx, tx, "sanctions_sources", "search_id", "position", "list_id", "list_name",
		"list_short_name", "is_affected_by_list_update")
	results := newBulkInserter(ctx, tx, "sanctions_results", "id", "search_id", "result_strength", "result_similarity",
		"resolved", "result_type", "date_updated", "list_id", "list_name", "details")
	lists := service.SanctionsLists
	nres := 0
	for i := 0; i < n; i++ {
		id := first + int64(i)
		owner := DemoUserName
		if i%10 == 9 {
			owner = AnalystUserName
		}
		searched := now.Add(-time.Duration(i)*5*time.Minute - 40*24*time.Hour)
		archived := i%20 == 19
		var archivedAt sql.NullString
		if archived {
			archivedAt = sql.NullString{String: formatTime(searched.Add(48 * time.Hour)), Valid: true}
		}
		name := seedName(i)
		hits := i % 4 // 0-3 results
		if err := searches.add(id, DemoAccountID, owner, key(owner), "individual", formatTime(searched),
			formatTime(searched.Add(time.Hour)), archivedAt, archived, false, hits > 0 && i%3 == 0, false,
			name, "", "GB", "", "United Kingdom", "SAN-"+strconv.FormatInt(id, 10)); err != nil {
			return 0, err
		}
		for p := 0; p < 2; p++ {
			l := lists[(i+p)%len(lists)]
			if err := sources.add(id, p, l.ID, l.Name, l.ShortName, nil); err != nil {
				return 0, err
			}
		}
		for h := 0; h < hits; h++ {
			l := lists[(i+h)%len(lists)]
			strength := 95 - 9*h
			details := `{"names":[{"id":` + strconv.FormatInt((id*100+int64(h)+1)*10+1, 10) +
				`,"type":"primary","fullName":"` + name + `","similarity":"0.` + strconv.Itoa(strength) + `00"}]}`
			if err := results.add(id*100+int64(h)+1, id, strength, "0."+strconv.Itoa(strength)+"00",
				(i+h)%3 != 0, "individual", formatTime(searched.Add(time.Duration(h+1)*time.Hour)), l.ID, l.Name, details); err != nil {
				return 0, err
			}
			nres++
		}
	}
	for _, b := range []*bulkInserter{searches, sources, results} {
		if err := b.flush(); err != nil {
			return 0, err
		}
	}
	return nres, nil
}

// seedLargeSearch adds BenchLargeSearch unless it is there: 50 results in
// five lists, each with a name, a date of birth, a nationality and a
// remark, like the other demo searches.
func (db *DB) seedLargeSearch(ctx context.Context, now time.Time) (bool, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return false, err
	}
	defer func() { _ = tx.Rollback() }()
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM sanctions_searches WHERE id = ?", BenchLargeSearch).Scan(&n); err != nil {
		return false, formatError("seed: large search", err)
	}
	if n > 0 {
		return false, nil
	}
	d := demoSearch{id: BenchLargeSearch, owner: DemoUserName, name: "Alexander Petrovich Ivanov", dob: "1962-05-17",
		nationality: "Russia", country: "RU"}
	lists := []string{"HMTSL", "OFACL", "EUL", "HMTUKR", "SECO"}
	variants := []string{"Alexander Petrovich Ivanov", "Aleksandr Ivanov", "Alexandre Ivanoff", "A. P. Ivanov",
		"Oleksandr Ivanov", "Alexander Iwanow", "Sasha Ivanov", "Aleksander Ivanovs", "Alexandr Petrovic Ivanov", "Alex Ivanov"}
	for i := 0; i < BenchLargeSearchResults; i++ {
		d.hits = append(d.hits, demoHit{list: lists[i%len(lists)], name: variants[i%len(variants)] + " " + strconv.Itoa(i/len(variants)+1),
			resolved: i%5 >= 2})
	}
	s := d.build(now)
	for i := range s.Record.ListSearchResults {
		s.Record.ListSearchResults[i].ResultStrength = int32(99 - i)
	}
	if err := insertSanctionsSearch(ctx, tx, sanctionsRow{AccountID: DemoAccountID, Search: s}); err != nil {
		return false, err
	}
	if err := tx.Commit(); err != nil {
		return false, formatError("seed: commit", err)
	}
	return true, nil
}
