package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/internal/details"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

var _ dataset.Loader = (*DB)(nil)

// loadLockID is the transaction advisory lock every dataset load holds:
// loads take turns, and an IfEmpty check and the inserts are one atomic
// step against every other loader (gateways starting with -demo together).
const loadLockID = 0x5c_4e_e6_a7_e0_00_00_02

// LoadDemo loads the demo data set (dataset.LoadDemo) with the store's
// clock, if and only if the database has no accounts.
func (db *DB) LoadDemo(ctx context.Context, secret []byte) (bool, error) {
	return dataset.LoadDemo(ctx, db, db.now(), secret)
}

// Seed adds bench data (dataset.Seed) with the store's clock.
func (db *DB) Seed(ctx context.Context, opts dataset.SeedOptions) (dataset.SeedStats, error) {
	return dataset.Seed(ctx, db, db.now(), opts)
}

// identityTables are the tables whose ids a load may give explicitly; the
// identity sequences are moved past them afterwards.
var identityTables = []string{"accounts", "sanctions_searches", "sanctions_results", "search_notes", "pep_searches", "pep_search_results", "dbs_searches",
	"validid_searches", "clients", "bulk_searches", "documents"}

// Load implements dataset.Loader: fill runs inside one transaction holding
// the load advisory lock. A Bulk load streams DBS and sanctions rows with
// COPY in batches (the statement triggers keep counts and versions once
// per batch).
func (db *DB) Load(ctx context.Context, opts dataset.LoadOptions, fill func(dataset.Writer) error) (bool, error) {
	loaded := false
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", int64(loadLockID)); err != nil {
			return formatError("load: lock", err)
		}
		if opts.IfEmpty {
			var any bool
			if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM accounts)").Scan(&any); err != nil {
				return formatError("load: accounts", err)
			}
			if any {
				return nil
			}
		}
		w := &loadWriter{ctx: ctx, tx: tx, bulk: opts.Bulk}
		if err := fill(w); err != nil {
			return err
		}
		if err := w.flush(); err != nil {
			return err
		}
		for _, t := range identityTables {
			if _, err := tx.Exec(ctx, `SELECT setval(pg_get_serial_sequence('`+t+`', 'id'),
				GREATEST((SELECT COALESCE(MAX(id), 0) FROM `+t+`), nextval(pg_get_serial_sequence('`+t+`', 'id'))))`); err != nil {
				return formatError("load: sequence of "+t, err)
			}
		}
		loaded = true
		return nil
	})
	if err != nil {
		return false, err
	}
	if opts.Bulk {
		// Fresh statistics for the planner, and a visibility map so that
		// walking an index need not visit the table.
		if _, err := db.pool.Exec(ctx, "VACUUM (ANALYZE) dbs_searches, sanctions_searches, sanctions_results, sanctions_sources"); err != nil {
			return true, formatError("load: analyze", err)
		}
	}
	return loaded, nil
}

// numeric is d as a PostgreSQL numeric of the same scale.
func numeric(d service.Decimal) pgtype.Numeric {
	return pgtype.Numeric{Int: big.NewInt(d.Unscaled), Exp: -int32(d.Scale), Valid: true}
}

// copyBatch is the number of rows a bulk load sends per COPY.
const copyBatch = 5000

// loadWriter is the dataset.Writer of one Load.
type loadWriter struct {
	ctx  context.Context
	tx   pgx.Tx
	bulk bool

	dbs, searches, sources, results [][]any
}

var (
	dbsCopyColumns = []string{"id", "account_id", "owner", "owner_key", "date_searched", "date_updated",
		"status", "status_rank", "disclosure_status", "is_applicant_info_completed", "is_id_check_completed",
		"is_application_completed", "is_application_submitted", "is_application_disclosed", "disclosure_level",
		"name", "name_key", "reference", "is_dbs_due_renewal"}
	searchCopyColumns = []string{"id", "account_id", "owner", "owner_key", "search_type", "date_searched", "date_updated",
		"date_archived", "is_archived", "client_in_results", "client_not_in_results", "affected_by_update", "criteria_name",
		"criteria_address", "criteria_country", "criteria_date_of_birth", "criteria_nationality", "criteria_reference",
		"name_key", "reference_key", "unresolved_results"}
	sourceCopyColumns = []string{"search_id", "position", "list_id", "list_name", "list_short_name", "is_affected_by_list_update"}
	resultCopyColumns = []string{"id", "search_id", "result_strength", "result_similarity", "resolved", "result_type",
		"date_updated", "list_id", "list_name", "details"}
)

// copyRows sends rows to table with COPY.
func (w *loadWriter) copyRows(table string, cols []string, rows [][]any) error {
	if len(rows) == 0 {
		return nil
	}
	if _, err := w.tx.CopyFrom(w.ctx, pgx.Identifier{table}, cols, pgx.CopyFromRows(rows)); err != nil {
		return formatError("load: copy "+table, err)
	}
	return nil
}

// flush sends the queued rows, parents first.
func (w *loadWriter) flush() error {
	for _, b := range []struct {
		table string
		cols  []string
		rows  *[][]any
	}{
		{"dbs_searches", dbsCopyColumns, &w.dbs},
		{"sanctions_searches", searchCopyColumns, &w.searches},
		{"sanctions_sources", sourceCopyColumns, &w.sources},
		{"sanctions_results", resultCopyColumns, &w.results},
	} {
		if err := w.copyRows(b.table, b.cols, *b.rows); err != nil {
			return err
		}
		*b.rows = (*b.rows)[:0]
	}
	return nil
}

func (w *loadWriter) Account(a service.NewAccount) error {
	_, err := createAccount(w.ctx, w.tx, a)
	return err
}

func (w *loadWriter) User(u dataset.UserRecord) error {
	return insertUser(w.ctx, w.tx, u.User, u.PasswordHash)
}

func (w *loadWriter) Sanctions(r dataset.SanctionsRecord) error {
	rec := r.Search.Record
	c := rec.SearchCriteria
	if c == nil {
		c = &service.SearchCriteria{}
	}
	search := []any{rec.ID, r.AccountID, r.Search.Owner, key(r.Search.Owner), rec.SearchType, rec.DateSearched, rec.DateUpdated,
		rec.DateArchived, rec.IsArchived, rec.ClientInResults, rec.ClientNotInResults, rec.AffectedByUpdate, c.Name, c.Address,
		c.Country, c.DateOfBirth, c.Nationality, c.Reference, key(c.Name), key(c.Reference), int32(sqlutil.Unresolved(rec.ListSearchResults))}
	var sources, results [][]any
	for i, src := range rec.SearchSources {
		sources = append(sources, []any{rec.ID, int32(i), src.ListID, src.ListName, src.ListShortName, src.IsAffectedByListUpdate})
	}
	for _, e := range rec.ListSearchResults {
		dj, err := details.Marshal(e)
		if err != nil {
			return fmt.Errorf("postgres: load search result %d: %w", e.SearchResultID, err)
		}
		results = append(results, []any{e.SearchResultID, rec.ID, e.ResultStrength, numeric(e.ResultSimilarity), e.ResultResolved,
			e.ResultType, e.DateUpdated, e.SanctionsListID, e.SanctionsListName, string(dj)})
	}
	if w.bulk && len(r.Search.LinkedTo) == 0 && len(r.Notes) == 0 {
		w.searches = append(w.searches, search)
		w.sources = append(w.sources, sources...)
		w.results = append(w.results, results...)
		if len(w.searches) >= copyBatch {
			return w.flush()
		}
		return nil
	}
	if _, err := w.tx.Exec(w.ctx, "INSERT INTO sanctions_searches ("+joinComma(searchCopyColumns)+") VALUES ("+
		placeholders(len(search))+")", search...); err != nil {
		return formatError(fmt.Sprintf("insert search %d", rec.ID), err)
	}
	for _, s := range sources {
		if _, err := w.tx.Exec(w.ctx, "INSERT INTO sanctions_sources ("+joinComma(sourceCopyColumns)+") VALUES ("+
			placeholders(len(s))+")", s...); err != nil {
			return formatError("insert search source", err)
		}
	}
	for _, x := range results {
		if _, err := w.tx.Exec(w.ctx, "INSERT INTO sanctions_results ("+joinComma(resultCopyColumns)+") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
			x...); err != nil {
			return formatError(fmt.Sprintf("insert search result %d", x[0]), err)
		}
	}
	for i, l := range r.Search.LinkedTo {
		if _, err := w.tx.Exec(w.ctx, `INSERT INTO search_links (search_id, position, client_id, linked_id, type, subtype,
			status, description, is_archived, name, date) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
			rec.ID, i, l.ClientID, l.ID, l.Type, l.Subtype, l.Status, l.Description, l.IsArchived, l.Name, l.Date); err != nil {
			return formatError("insert search link", err)
		}
	}
	for _, n := range r.Notes {
		if _, err := w.tx.Exec(w.ctx, "INSERT INTO search_notes (search_id, user_name, date, content) VALUES ($1, $2, $3, $4)",
			rec.ID, n.Name, n.Date, n.Content); err != nil {
			return formatError("insert search note", err)
		}
	}
	return nil
}

func (w *loadWriter) Pep(p dataset.PepRecord) error {
	typ := p.Type
	if typ == "" {
		typ = "individual"
	}
	_, err := w.tx.Exec(w.ctx, `INSERT INTO pep_searches (id, account_id, owner, owner_key, name, date_searched,
		renewal_date, is_archived, total_results, unresolved_results, name_key, reference, reference_key, search_type, is_day_one, affected_by_update)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
		p.ID, p.AccountID, p.Owner, key(p.Owner), p.Name, p.DateSearched, p.RenewalDate, p.IsArchived, p.Total, p.Unresolved,
		key(p.Name), p.Reference, key(p.Reference), typ, p.IsDayOne, p.AffectedByUpdate)
	if err != nil {
		return formatError(fmt.Sprintf("insert PEP search %d", p.ID), err)
	}
	for _, r := range p.Results {
		details, err := json.Marshal(r)
		if err != nil {
			return fmt.Errorf("postgres: PEP search result %d: %w", r.ID, err)
		}
		if _, err := w.tx.Exec(w.ctx, `INSERT INTO pep_search_results (id, search_id, similarity, resolved, date_updated, details)
			VALUES ($1, $2, $3::numeric, $4, $5, $6)`, r.ID, p.ID, r.ResultSimilarity.String(), r.ResultResolved, r.DateLastUpdated, string(details)); err != nil {
			return formatError(fmt.Sprintf("insert PEP search result %d", r.ID), err)
		}
	}
	return nil
}

func dbsValues(r dataset.DbsRecord) []any {
	s := r.Search
	return []any{s.ID, r.AccountID, r.Owner, key(r.Owner), s.DateSearched, s.DateUpdated, s.Status,
		int32(service.DbsStatusRank(s.Status)), s.DisclosureStatus, s.IsApplicantInfoCompleted, s.IsIDCheckCompleted,
		s.IsApplicationCompleted, s.IsApplicationSubmitted, s.IsApplicationDisclosed, s.DisclosureLevel,
		s.Name, key(s.Name), s.Reference, s.IsDbsDueRenewal}
}

func (w *loadWriter) Dbs(r dataset.DbsRecord) error {
	if w.bulk {
		w.dbs = append(w.dbs, dbsValues(r))
		if len(w.dbs) >= copyBatch {
			return w.flush()
		}
		return nil
	}
	_, err := w.tx.Exec(w.ctx, "INSERT INTO dbs_searches ("+joinComma(dbsCopyColumns)+") VALUES ("+
		placeholders(len(dbsCopyColumns))+")", dbsValues(r)...)
	return formatError(fmt.Sprintf("insert DBS search %d", r.Search.ID), err)
}

func (w *loadWriter) ValidID(r dataset.ValidIDRecord) error {
	v := r.Item
	c := v.SearchCriteria
	if c == nil {
		c = &service.ValidIdSearchCriteria{}
	}
	var dob *time.Time
	if !c.DateOfBirth.IsZero() {
		dob = &c.DateOfBirth
	}
	_, err := w.tx.Exec(w.ctx, `INSERT INTO validid_searches (id, account_id, owner, owner_key, type, score, status,
		date_searched, reference, reference_key, pep_error, replaced, replacement_search_id, has_completed_request,
		has_completed_search, full_name, full_name_key, date_of_birth, gender, address, client_in_results,
		client_not_in_results) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
		v.ID, r.AccountID, r.Owner, key(r.Owner), v.Type, v.Score, v.Status, v.DateSearched,
		v.Reference, key(v.Reference), v.PepError, v.Replaced, v.ReplacementSearchID, v.HasCompletedRequest,
		v.HasCompletedSearch, c.FullName, key(c.FullName), dob, c.Gender, c.Address,
		r.ClientInResults, r.ClientNotInResults)
	return formatError(fmt.Sprintf("insert ValidID search %d", v.ID), err)
}

func (w *loadWriter) Client(c dataset.ClientRecord) error {
	if _, err := w.tx.Exec(w.ctx, `INSERT INTO clients (id, account_id, owner, owner_key, name, name_key, state, is_validate_me,
		created, original_image, processed_image, email, reference, mobile_international, post_code, proof_of_preset)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
		c.ID, c.AccountID, c.Owner, key(c.Owner), c.Name, key(c.Name), int32(c.State), c.IsValidateMe, c.Created,
		c.Original, c.Processed, c.Email, c.Reference, c.MobileInternational, c.PostCode, c.ProofOfPreset); err != nil {
		return formatError(fmt.Sprintf("insert client %d", c.ID), err)
	}
	for _, o := range c.OCR {
		if _, err := w.tx.Exec(w.ctx, "INSERT INTO client_ocr_images (client_id, ocr_id, png) VALUES ($1, $2, $3)",
			c.ID, o.ID, o.PNG); err != nil {
			return formatError(fmt.Sprintf("insert client %d OCR image %d", c.ID, o.ID), err)
		}
	}
	return insertClientDocuments(w.ctx, w.tx, c.ID, c.Documents)
}

func (w *loadWriter) Bulk(r dataset.BulkRecord) error {
	b := r.Status
	_, err := w.tx.Exec(w.ctx, `INSERT INTO bulk_searches (id, account_id, owner, owner_key, created, success, status,
		message, message_key, total, processed, is_pep_search, is_sanctions_search, total_pep, processed_pep,
		total_sanctions, processed_sanctions) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
		b.BulkSearchID, r.AccountID, r.Owner, key(r.Owner), r.Created, b.Success, b.Status,
		b.Message, key(b.Message), b.Total, b.Processed, b.IsPepSearch, b.IsSanctionsSearch, b.TotalPep,
		b.ProcessedPep, b.TotalSanctions, b.ProcessedSanctions)
	return formatError(fmt.Sprintf("insert bulk search %d", b.BulkSearchID), err)
}

func (w *loadWriter) Document(d service.Document) error {
	_, err := insertDocument(w.ctx, w.tx, d, true)
	return err
}

func (w *loadWriter) Company(c service.CompanySearchResultItem) error {
	_, err := w.tx.Exec(w.ctx, "INSERT INTO companies (id, number, name, name_key, address, country, status) VALUES ($1, $2, $3, $4, $5, $6, $7)",
		c.ID, c.Number, c.Name, key(c.Name), c.Address, c.Country, c.Status)
	return formatError(fmt.Sprintf("insert company %s", c.ID), err)
}

// kindTables are the tables of the kinds of record.
var kindTables = map[dataset.Kind]string{
	dataset.KindAccount: "accounts", dataset.KindSanctions: "sanctions_searches", dataset.KindPep: "pep_searches",
	dataset.KindDbs: "dbs_searches", dataset.KindValidID: "validid_searches", dataset.KindClient: "clients",
	dataset.KindBulk: "bulk_searches", dataset.KindDocument: "documents",
}

func (w *loadWriter) MaxID(k dataset.Kind) (int64, error) {
	if err := w.flush(); err != nil {
		return 0, err
	}
	t, ok := kindTables[k]
	if !ok {
		return 0, fmt.Errorf("postgres: unknown kind %q", k)
	}
	var n int64
	if err := w.tx.QueryRow(w.ctx, "SELECT COALESCE(MAX(id), 0) FROM "+t).Scan(&n); err != nil {
		return 0, formatError("max id of "+t, err)
	}
	return n, nil
}

func (w *loadWriter) Has(k dataset.Kind, id int64) (bool, error) {
	if err := w.flush(); err != nil {
		return false, err
	}
	t, ok := kindTables[k]
	if !ok {
		return false, fmt.Errorf("postgres: unknown kind %q", k)
	}
	var found bool
	if err := w.tx.QueryRow(w.ctx, "SELECT EXISTS (SELECT 1 FROM "+t+" WHERE id = $1)", id).Scan(&found); err != nil {
		return false, formatError("has "+t, err)
	}
	return found, nil
}
