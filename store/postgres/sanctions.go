package postgres

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/details"
	"github.com/screengate/screengate/store/internal/sqlutil"
)

// CountUnresolvedSearches counts non-archived sanctions searches in scope
// with at least one unresolved result.
func (db *DB) CountUnresolvedSearches(ctx context.Context, s service.Scope) (int64, error) {
	var w where
	w.scope("s.", s)
	w.add("NOT s.is_archived")
	w.add("EXISTS (SELECT 1 FROM sanctions_results r WHERE r.search_id = s.id AND NOT r.resolved)")
	var n int64
	if err := db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM sanctions_searches s"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count unresolved searches", err)
	}
	return n, nil
}

// CountUpdatedSearches counts non-archived sanctions searches in scope
// that a list update affected.
func (db *DB) CountUpdatedSearches(ctx context.Context, s service.Scope) (int64, error) {
	var w where
	w.scope("s.", s)
	w.add("NOT s.is_archived")
	w.add("s.affected_by_update")
	var n int64
	if err := db.pool.QueryRow(ctx, "SELECT COUNT(*) FROM sanctions_searches s"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count updated searches", err)
	}
	return n, nil
}

// searchQuery reads a search with its sources, entries and links in one
// statement (one snapshot, one round trip): the children as JSON arrays.
const searchQuery = `SELECT s.id, s.owner, s.search_type, s.date_searched, s.date_updated, s.date_archived, s.is_archived,
	s.client_in_results, s.client_not_in_results, s.affected_by_update, s.criteria_name, s.criteria_address,
	s.criteria_country, s.criteria_date_of_birth, s.criteria_nationality, s.criteria_reference,
	` + searchSourcesJSON + `,
	COALESCE((SELECT json_agg(json_build_array(id, result_strength, result_similarity::text, resolved, result_type,
		extract(epoch FROM date_updated) * 1000000, list_id, list_name, details) ORDER BY id)
		FROM sanctions_results WHERE search_id = s.id), '[]'),
	COALESCE((SELECT json_agg(json_build_array(client_id, linked_id, type, subtype, status, description, is_archived, name,
		extract(epoch FROM date) * 1000000) ORDER BY position)
		FROM search_links WHERE search_id = s.id), '[]')
	FROM sanctions_searches s`

// Search returns a sanctions search in scope with its sources, entries
// (ordered by searchResultId) and links; SearchResults is left nil (the
// service derives it). Returns service.ErrNotFound if it is absent or out
// of scope.
func (db *DB) Search(ctx context.Context, s service.Scope, id int64) (service.SanctionsSearch, error) {
	var w where
	w.add("s.id = " + w.arg(id))
	w.scope("s.", s)
	var out service.SanctionsSearch
	r := &out.Record
	c := &service.SearchCriteria{}
	var sources, results, links []byte
	err := db.pool.QueryRow(ctx, searchQuery+w.String(), w.args...).Scan(
		&r.ID, &out.Owner, &r.SearchType, &r.DateSearched, &r.DateUpdated, &r.DateArchived, &r.IsArchived,
		&r.ClientInResults, &r.ClientNotInResults, &r.AffectedByUpdate, &c.Name, &c.Address, &c.Country,
		&c.DateOfBirth, &c.Nationality, &c.Reference, &sources, &results, &links)
	if err != nil {
		return service.SanctionsSearch{}, formatError(fmt.Sprintf("search %d", id), err)
	}
	r.SearchCriteria = c
	r.DateSearched, r.DateUpdated, r.DateArchived = utc(r.DateSearched), utc(r.DateUpdated), utcPtr(r.DateArchived)
	if r.SearchSources, err = decodeSources(sources); err != nil {
		return service.SanctionsSearch{}, fmt.Errorf("postgres: search %d: sources: %w", id, err)
	}
	if r.ListSearchResults, err = decodeEntries(results); err != nil {
		return service.SanctionsSearch{}, fmt.Errorf("postgres: search %d: results: %w", id, err)
	}
	r.NumOfResults = int32(len(r.ListSearchResults))
	if out.LinkedTo, err = decodeLinks(links); err != nil {
		return service.SanctionsSearch{}, fmt.Errorf("postgres: search %d: links: %w", id, err)
	}
	return out, nil
}

// decodeTuples decodes a JSON array of arrays, each element into the
// matching destination.
func decodeTuples(b []byte, row func() []any) error {
	var tuples [][]json.RawMessage
	if err := json.Unmarshal(b, &tuples); err != nil {
		return err
	}
	for _, t := range tuples {
		dest := row()
		if len(t) != len(dest) {
			return fmt.Errorf("%d values, want %d", len(t), len(dest))
		}
		for i, v := range t {
			if err := json.Unmarshal(v, dest[i]); err != nil {
				return fmt.Errorf("value %d: %w", i, err)
			}
		}
	}
	return nil
}

// microTime is a time sent as microseconds since the epoch (a JSON number;
// null for NULL).
type microTime struct{ t **time.Time }

func (m *microTime) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*m.t = nil
		return nil
	}
	var f float64
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	t := time.UnixMicro(int64(f + 0.5)).UTC()
	if f < 0 {
		t = time.UnixMicro(int64(f - 0.5)).UTC()
	}
	*m.t = &t
	return nil
}

func decodeSources(b []byte) ([]service.SearchSource, error) {
	out := []service.SearchSource{}
	err := decodeTuples(b, func() []any {
		out = append(out, service.SearchSource{})
		s := &out[len(out)-1]
		return []any{&s.ListID, &s.ListName, &s.ListShortName, &s.IsAffectedByListUpdate}
	})
	return out, err
}

func decodeEntries(b []byte) ([]service.SearchResultEntry, error) {
	out := []service.SearchResultEntry{}
	type extra struct {
		similarity string
		details    json.RawMessage
	}
	var extras []*extra
	err := decodeTuples(b, func() []any {
		out = append(out, service.SearchResultEntry{})
		e := &out[len(out)-1]
		x := &extra{}
		extras = append(extras, x)
		return []any{&e.SearchResultID, &e.ResultStrength, &x.similarity, &e.ResultResolved, &e.ResultType,
			&microTime{&e.DateUpdated}, &e.SanctionsListID, &e.SanctionsListName, &x.details}
	})
	if err != nil {
		return nil, err
	}
	for i := range out {
		e := &out[i]
		if e.ResultSimilarity, err = service.ParseDecimal(extras[i].similarity); err != nil {
			return nil, fmt.Errorf("result %d: similarity %q: %w", e.SearchResultID, extras[i].similarity, err)
		}
		if err := details.Apply(extras[i].details, e); err != nil {
			return nil, fmt.Errorf("result %d: %w", e.SearchResultID, err)
		}
	}
	return out, nil
}

func decodeLinks(b []byte) ([]service.LinkedTo, error) {
	out := []service.LinkedTo{}
	err := decodeTuples(b, func() []any {
		out = append(out, service.LinkedTo{})
		l := &out[len(out)-1]
		return []any{&l.ClientID, &l.ID, &l.Type, &l.Subtype, &l.Status, &l.Description, &l.IsArchived, &l.Name, &microTime{&l.Date}}
	})
	return out, err
}

// notesQuery reads the notes of a search in scope (one row with NULLs when
// it has none, no row when it is not in scope).
const notesQuery = `SELECT n.user_name, n.date, n.content FROM sanctions_searches s
	LEFT JOIN search_notes n ON n.search_id = s.id`

// SearchNotes returns the notes of a search in scope, oldest first, or
// service.ErrNotFound.
func (db *DB) SearchNotes(ctx context.Context, s service.Scope, id int64) ([]service.SearchNote, error) {
	var w where
	w.add("s.id = " + w.arg(id))
	w.scope("s.", s)
	rows, err := db.pool.Query(ctx, notesQuery+w.String()+" ORDER BY n.date, n.id", w.args...)
	return scanNotes(rows, err, id)
}

func scanNotes(rows pgx.Rows, err error, id int64) ([]service.SearchNote, error) {
	if err != nil {
		return nil, formatError("search notes", err)
	}
	defer rows.Close()
	out := []service.SearchNote{}
	found := false
	for rows.Next() {
		found = true
		var name, content *string
		var date *time.Time
		if err := rows.Scan(&name, &date, &content); err != nil {
			return nil, formatError("search notes", err)
		}
		if name == nil {
			continue // the search has no notes
		}
		out = append(out, service.SearchNote{Name: *name, Date: date.UTC(), Content: *content})
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("search notes", err)
	}
	if !found {
		return nil, fmt.Errorf("postgres: search %d: %w", id, service.ErrNotFound)
	}
	return out, nil
}

// AddSearchNote appends a note to a search in scope, unless the search has
// lim.MaxNotes notes already, and returns its newest lim.Newest notes and
// their total, in one transaction: the search row is locked first, so that
// notes on one search are serialized and the count cannot race.
// service.ErrNotFound if the search is absent or out of scope.
func (db *DB) AddSearchNote(ctx context.Context, s service.Scope, id int64, n service.SearchNote, lim service.NoteLimits) ([]service.SearchNote, int, error) {
	var notes []service.SearchNote
	var total int
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var w where
		w.add("id = " + w.arg(id))
		w.scope("", s)
		var one int
		if err := tx.QueryRow(ctx, "SELECT 1 FROM sanctions_searches"+w.String()+" FOR UPDATE", w.args...).Scan(&one); err != nil {
			return formatError(fmt.Sprintf("search %d", id), err)
		}
		var err error
		notes, total, err = addNote(ctx, tx, searchNoteTable, id, n, lim)
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return notes, total, nil
}

// CreateSearch stores a screened search with its sources and results in
// one transaction and returns its new id (ids from the identities). The
// calls under way at once are written together (groupcommit.go).
func (db *DB) CreateSearch(ctx context.Context, n service.NewSanctionsSearch) (int64, error) {
	if err := checkNewSearch(n); err != nil {
		return 0, err
	}
	set, err := db.sourceSet(ctx, n)
	if err != nil {
		return 0, err
	}
	return db.submitSearch(ctx, n, set)
}

// checkNewSearch checks that n has a version per source and a key per
// result.
func checkNewSearch(n service.NewSanctionsSearch) error {
	r := n.Record
	if len(n.Versions) != len(r.SearchSources) || len(n.Keys) != len(r.ListSearchResults) {
		return fmt.Errorf("postgres: create search: %d versions for %d sources, %d keys for %d results",
			len(n.Versions), len(r.SearchSources), len(n.Keys), len(r.ListSearchResults))
	}
	return nil
}

// createSearchesSQL inserts searches, their sources and their results in
// one statement (data-modifying CTEs, atomic on their own): every column
// comes as an array, the children's with the ordinal (from 1) of their
// search, so the text is constant and prepared once per connection
// whatever the number of searches. The searches take their ids from the
// identity's sequence in s (materialized: one nextval per search, read
// by the three inserts). It returns each search's id and its results'
// ids, in the order given. The statement triggers of the three tables
// (counts, data_versions) run once at its end and see all the rows.
// A search that names a source set ($22, NULL for none) has no rows of
// its own in sanctions_sources.
var createSearchesSQL = createSearchesText(true)

// createSearchesSetsSQL is createSearchesSQL for searches that all have
// a source set or no sources: it inserts no sources (nor runs their
// table's statement trigger, which runs even for no rows), and its
// results' arrays are $23 to $32.
var createSearchesSetsSQL = createSearchesText(false)

// createSearchesText returns createSearchesSQL, with or without its
// insert into sanctions_sources ($23 to $29).
func createSearchesText(sources bool) string {
	r := 30
	src := `), src AS (
	INSERT INTO sanctions_sources (search_id, position, list_id, list_name, list_short_name,
		is_affected_by_list_update, list_version)
	SELECT s.id, c.position, c.list_id, c.list_name, c.list_short_name, c.affected, c.version
	FROM unnest($23::integer[], $24::integer[], $25::text[], $26::text[], $27::text[], $28::boolean[], $29::bigint[])
		AS c(search, position, list_id, list_name, list_short_name, affected, version)
	JOIN s ON s.ord = c.search
`
	if !sources {
		r, src = 23, ""
	}
	return `WITH s AS MATERIALIZED (
	SELECT nextval('sanctions_searches_id_seq') AS id, u.*
	FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::timestamptz[],
		$8::boolean[], $9::boolean[], $10::boolean[], $11::boolean[], $12::text[], $13::text[], $14::text[], $15::text[],
		$16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::integer[], $22::bigint[]) WITH ORDINALITY
		AS u(account_id, owner, owner_key, search_type, date_searched, date_updated, date_archived,
		is_archived, client_in_results, client_not_in_results, affected_by_update, criteria_name, criteria_address,
		criteria_country, criteria_date_of_birth, criteria_nationality, criteria_reference, selected_lists, name_key,
		reference_key, unresolved_results, source_set, ord)
), ins AS (
	INSERT INTO sanctions_searches (id, account_id, owner, owner_key, search_type,
		date_searched, date_updated, date_archived, is_archived, client_in_results, client_not_in_results,
		affected_by_update, criteria_name, criteria_address, criteria_country, criteria_date_of_birth,
		criteria_nationality, criteria_reference, selected_lists, name_key, reference_key, unresolved_results, source_set)
	SELECT id, account_id, owner, owner_key, search_type,
		date_searched, date_updated, date_archived, is_archived, client_in_results, client_not_in_results,
		affected_by_update, criteria_name, criteria_address, criteria_country, criteria_date_of_birth,
		criteria_nationality, criteria_reference, selected_lists, name_key, reference_key, unresolved_results,
		NULLIF(source_set, 0)
	FROM s ORDER BY ord
` + src + fmt.Sprintf(`), res AS (
	INSERT INTO sanctions_results (search_id, result_strength, result_similarity, resolved, result_type,
		date_updated, list_id, list_name, details, entity_key)
	SELECT s.id, c.strength, c.similarity, c.resolved, c.type, c.updated, c.list_id, c.list_name, c.details, c.key
	FROM unnest($%d::integer[], $%d::integer[], $%d::numeric[], $%d::boolean[], $%d::text[], $%d::timestamptz[], $%d::text[],
		$%d::text[], $%d::json[], $%d::text[]) WITH ORDINALITY
		AS c(search, strength, similarity, resolved, type, updated, list_id, list_name, details, key, ord)
	JOIN s ON s.ord = c.search
	ORDER BY c.ord
	RETURNING id, search_id
)
SELECT s.id, COALESCE(r.ids, '{}') FROM s
LEFT JOIN (SELECT search_id, array_agg(id ORDER BY id) AS ids FROM res GROUP BY search_id) r ON r.search_id = s.id
ORDER BY s.ord`,
		r, r+1, r+2, r+3, r+4, r+5, r+6, r+7, r+8, r+9)
}

// createSearchTx inserts a screened search (checked by the caller) with
// its sources (its own rows, or set: a source set's id, see
// sourceSet) and results through q (a transaction, or the pool: the
// statement is atomic by itself).
func createSearchTx(ctx context.Context, q querier, n service.NewSanctionsSearch, set int64) (int64, error) {
	ids, err := createSearches(ctx, q, []service.NewSanctionsSearch{n}, []int64{set})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// createSearches inserts screened searches (each checked by the caller)
// with their sources and results through q (the pool, or a transaction),
// in one statement, and returns their ids in order; each search's
// ResultIDs (when of the length of its results) receive its results' ids.
// sets[i], when not 0, is the source set of ns[i] (see sourceSet), which
// then gets no rows of its own in sanctions_sources; sets may be nil.
//
// The statement's parameters are built by binParams and sent through
// pgconn (pgx's lower layer) on one of q's connections, prepared there
// once under its own name; it counts as a round trip as pgx's queries do.
func createSearches(ctx context.Context, q querier, ns []service.NewSanctionsSearch, sets []int64) ([]int64, error) {
	if sets == nil {
		sets = make([]int64, len(ns))
	}
	if len(sets) != len(ns) {
		return nil, fmt.Errorf("postgres: create search: %d source sets for %d searches", len(sets), len(ns))
	}
	sources := 0
	for i := range ns {
		if err := checkNewSearch(ns[i]); err != nil {
			return nil, err
		}
		if sets[i] == 0 {
			sources += len(ns[i].Record.SearchSources)
		}
	}
	name, query := "screengate_create_searches", createSearchesSQL
	if sources == 0 {
		name, query = "screengate_create_searches_sets", createSearchesSetsSQL
	}
	p := binParamsPool.Get().(*binParams)
	defer putBinParams(p)
	encodeSearches(p, ns, sets, sources > 0)
	ids := make([]int64, 0, len(ns))
	err := onConn(ctx, q, func(c *pgx.Conn) error {
		sd, err := c.Prepare(ctx, name, query)
		if err != nil {
			return err
		}
		if t, ok := c.Config().Tracer.(*roundTrips); ok {
			t.n.Add(1)
		}
		rr := c.PgConn().ExecPrepared(ctx, sd.Name, p.values(), binaryFormat, binaryFormats2)
		var resultIDs []int64
		for rr.NextRow() {
			v := rr.Values()
			if len(v) != 2 || len(v[0]) != 8 {
				rr.Close()
				return fmt.Errorf("unexpected row")
			}
			if err := c.TypeMap().Scan(pgtype.Int8ArrayOID, pgx.BinaryFormatCode, v[1], &resultIDs); err != nil {
				rr.Close()
				return err
			}
			// The results took their ids in the search's order (ORDER BY
			// c.ord).
			if i := len(ids); i < len(ns) && len(ns[i].ResultIDs) == len(ns[i].Record.ListSearchResults) && len(resultIDs) == len(ns[i].ResultIDs) {
				copy(ns[i].ResultIDs, resultIDs)
			}
			ids = append(ids, int64(binary.BigEndian.Uint64(v[0])))
		}
		_, err = rr.Close()
		return err
	})
	if err != nil {
		return nil, formatError("create search", err)
	}
	if len(ids) != len(ns) {
		return nil, fmt.Errorf("postgres: create search: %d ids for %d searches", len(ids), len(ns))
	}
	return ids, nil
}

// binaryFormat is every parameter in the binary format; binaryFormats2
// is two columns in it.
var (
	binaryFormat   = []int16{pgx.BinaryFormatCode}
	binaryFormats2 = []int16{pgx.BinaryFormatCode, pgx.BinaryFormatCode}
)

// onConn calls fn with a connection of q: a pool's (acquired for the
// call) or a transaction's.
func onConn(ctx context.Context, q querier, fn func(*pgx.Conn) error) error {
	switch q := q.(type) {
	case *pgxpool.Pool:
		return q.AcquireFunc(ctx, func(c *pgxpool.Conn) error { return fn(c.Conn()) })
	case pgx.Tx:
		return fn(q.Conn())
	}
	return fmt.Errorf("no connection in a %T", q)
}

// binParamsPool keeps the statement buffers of createSearches (a batch's
// are about 5 kB a search).
var binParamsPool = sync.Pool{New: func() any { return new(binParams) }}

// putBinParams returns p to binParamsPool unless it grew past what
// batches need (a bulk load's rare huge search).
func putBinParams(p *binParams) {
	if cap(p.buf) <= 1<<20 {
		binParamsPool.Put(p)
	}
}

// encodeSearches writes createSearchesSQL's parameters for ns (with the
// sources of those whose sets[i] is 0 when sources, else
// createSearchesSetsSQL's) to p, a column at a time: each one array of
// the searches', their sources' or their results' values, the children's
// with the ordinal (from 1) of their search.
func encodeSearches(p *binParams, ns []service.NewSanctionsSearch, sets []int64, sources bool) {
	p.reset()
	col := func(oid uint32, f func(n *service.NewSanctionsSearch, c *service.SearchCriteria)) {
		p.array(oid)
		for i := range ns {
			c := ns[i].Record.SearchCriteria
			if c == nil {
				c = &service.SearchCriteria{}
			}
			f(&ns[i], c)
		}
		p.end()
	}
	col(pgtype.Int8OID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.int8(n.AccountID) })
	col(pgtype.TextOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.text(n.Owner) })
	col(pgtype.TextOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.text(key(n.Owner)) })
	col(pgtype.TextOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.text(n.Record.SearchType) })
	col(pgtype.TimestamptzOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.timestamptz(n.Record.DateSearched) })
	col(pgtype.TimestamptzOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.timestamptz(n.Record.DateUpdated) })
	col(pgtype.TimestamptzOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) {
		p.timestamptzPtr(n.Record.DateArchived)
	})
	col(pgtype.BoolOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.bool(n.Record.IsArchived) })
	col(pgtype.BoolOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.bool(n.Record.ClientInResults) })
	col(pgtype.BoolOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.bool(n.Record.ClientNotInResults) })
	col(pgtype.BoolOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) { p.bool(n.Record.AffectedByUpdate) })
	col(pgtype.TextOID, func(_ *service.NewSanctionsSearch, c *service.SearchCriteria) { p.text(c.Name) })
	col(pgtype.TextOID, func(_ *service.NewSanctionsSearch, c *service.SearchCriteria) { p.text(c.Address) })
	col(pgtype.TextOID, func(_ *service.NewSanctionsSearch, c *service.SearchCriteria) { p.text(c.Country) })
	col(pgtype.TextOID, func(_ *service.NewSanctionsSearch, c *service.SearchCriteria) { p.text(c.DateOfBirth) })
	col(pgtype.TextOID, func(_ *service.NewSanctionsSearch, c *service.SearchCriteria) { p.text(c.Nationality) })
	col(pgtype.TextOID, func(_ *service.NewSanctionsSearch, c *service.SearchCriteria) { p.text(c.Reference) })
	col(pgtype.TextOID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) {
		at := p.appended() // the lists joined by commas
		for i, l := range n.Lists {
			if i > 0 {
				p.buf = append(p.buf, ',')
			}
			p.buf = append(p.buf, l...)
		}
		p.done(at)
	})
	col(pgtype.TextOID, func(_ *service.NewSanctionsSearch, c *service.SearchCriteria) { p.text(key(c.Name)) })
	col(pgtype.TextOID, func(_ *service.NewSanctionsSearch, c *service.SearchCriteria) { p.text(key(c.Reference)) })
	col(pgtype.Int4OID, func(n *service.NewSanctionsSearch, _ *service.SearchCriteria) {
		p.int4(int32(sqlutil.Unresolved(n.Record.ListSearchResults)))
	})
	p.array(pgtype.Int8OID)
	for _, set := range sets {
		p.int8(set)
	}
	p.end()

	if sources {
		src := func(oid uint32, f func(ord int32, n *service.NewSanctionsSearch, j int)) {
			p.array(oid)
			for i := range ns {
				if sets[i] != 0 {
					continue // the set's rows are stored already
				}
				for j := range ns[i].Record.SearchSources {
					f(int32(i+1), &ns[i], j)
				}
			}
			p.end()
		}
		src(pgtype.Int4OID, func(ord int32, _ *service.NewSanctionsSearch, _ int) { p.int4(ord) })
		src(pgtype.Int4OID, func(_ int32, _ *service.NewSanctionsSearch, j int) { p.int4(int32(j)) })
		src(pgtype.TextOID, func(_ int32, n *service.NewSanctionsSearch, j int) { p.text(n.Record.SearchSources[j].ListID) })
		src(pgtype.TextOID, func(_ int32, n *service.NewSanctionsSearch, j int) { p.text(n.Record.SearchSources[j].ListName) })
		src(pgtype.TextOID, func(_ int32, n *service.NewSanctionsSearch, j int) { p.text(n.Record.SearchSources[j].ListShortName) })
		src(pgtype.BoolOID, func(_ int32, n *service.NewSanctionsSearch, j int) {
			p.boolPtr(n.Record.SearchSources[j].IsAffectedByListUpdate)
		})
		src(pgtype.Int8OID, func(_ int32, n *service.NewSanctionsSearch, j int) { p.int8(n.Versions[j]) })
	}

	res := func(oid uint32, f func(ord int32, n *service.NewSanctionsSearch, j int, e *service.SearchResultEntry)) {
		p.array(oid)
		for i := range ns {
			for j := range ns[i].Record.ListSearchResults {
				f(int32(i+1), &ns[i], j, &ns[i].Record.ListSearchResults[j])
			}
		}
		p.end()
	}
	res(pgtype.Int4OID, func(ord int32, _ *service.NewSanctionsSearch, _ int, _ *service.SearchResultEntry) { p.int4(ord) })
	res(pgtype.Int4OID, func(_ int32, _ *service.NewSanctionsSearch, _ int, e *service.SearchResultEntry) {
		p.int4(e.ResultStrength)
	})
	res(pgtype.NumericOID, func(_ int32, _ *service.NewSanctionsSearch, _ int, e *service.SearchResultEntry) {
		p.numeric(e.ResultSimilarity)
	})
	res(pgtype.BoolOID, func(_ int32, _ *service.NewSanctionsSearch, _ int, e *service.SearchResultEntry) {
		p.bool(e.ResultResolved)
	})
	res(pgtype.TextOID, func(_ int32, _ *service.NewSanctionsSearch, _ int, e *service.SearchResultEntry) {
		p.text(e.ResultType)
	})
	res(pgtype.TimestamptzOID, func(_ int32, _ *service.NewSanctionsSearch, _ int, e *service.SearchResultEntry) {
		p.timestamptzPtr(e.DateUpdated)
	})
	res(pgtype.TextOID, func(_ int32, _ *service.NewSanctionsSearch, _ int, e *service.SearchResultEntry) {
		p.text(e.SanctionsListID)
	})
	res(pgtype.TextOID, func(_ int32, _ *service.NewSanctionsSearch, _ int, e *service.SearchResultEntry) {
		p.text(e.SanctionsListName)
	})
	res(pgtype.JSONOID, func(_ int32, _ *service.NewSanctionsSearch, _ int, e *service.SearchResultEntry) {
		at := p.appended()
		p.buf = details.Append(p.buf, e)
		p.done(at)
	})
	res(pgtype.TextOID, func(_ int32, n *service.NewSanctionsSearch, j int, _ *service.SearchResultEntry) { p.text(n.Keys[j]) })
}

// MonitoredSearches calls fn with each non-archived search screened
// against list, with those of changed among the keys of its current
// results from list.
func (db *DB) MonitoredSearches(ctx context.Context, list string, changed []string, fn func(service.MonitoredSearch) error) error {
	var all []service.MonitoredSearch
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		keys, err := changedResultKeys(ctx, tx, `SELECT search_id, entity_key FROM sanctions_results
			WHERE entity_key COLLATE "C" = ANY ($1) AND entity_key <> '' AND superseded_by IS NULL AND list_id = $2 ORDER BY id`, changed, list)
		if err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `SELECT s.id, s.search_type, s.criteria_name, s.criteria_address, s.criteria_country,
			s.criteria_date_of_birth, s.criteria_nationality, s.criteria_reference
			FROM sanctions_searches s
			WHERE s.selected_lists <> '' AND NOT s.is_archived AND $1 = ANY (string_to_array(s.selected_lists, ','))
			ORDER BY s.id`, list)
		all, err = scanMonitored(rows, err, keys)
		return err
	})
	if err != nil {
		return err
	}
	for _, m := range all {
		if err := fn(m); err != nil {
			return err
		}
	}
	return nil
}

// changedResultKeys runs query (its first argument the changed keys, then
// args) and groups the (search id, key) rows by search.
func changedResultKeys(ctx context.Context, q querier, query string, changed []string, args ...any) (map[int64][]string, error) {
	out := map[int64][]string{}
	if len(changed) == 0 {
		return out, nil
	}
	rows, err := q.Query(ctx, query, append([]any{changed}, args...)...)
	type pair struct {
		id  int64
		key string
	}
	pairs, err := collectRows(rows, err, "monitored searches: keys", func(r pgx.Rows, p *pair) error { return r.Scan(&p.id, &p.key) })
	if err != nil {
		return nil, err
	}
	for _, p := range pairs {
		if !slices.Contains(out[p.id], p.key) {
			out[p.id] = append(out[p.id], p.key)
		}
	}
	return out, nil
}

// scanMonitored reads monitored searches (id, type and the six criteria)
// and gives each its changed keys.
func scanMonitored(rows pgx.Rows, err error, keys map[int64][]string) ([]service.MonitoredSearch, error) {
	all, err := collectRows(rows, err, "monitored searches", func(r pgx.Rows, m *service.MonitoredSearch) error {
		c := &m.Criteria
		return r.Scan(&m.ID, &m.Type, &c.Name, &c.Address, &c.Country, &c.DateOfBirth, &c.Nationality, &c.Reference)
	})
	for i := range all {
		all[i].Keys = keys[all[i].ID]
	}
	return all, err
}

// UpdateSearchResults records what a list version changed for each search
// of us, in one transaction; searches that are gone are skipped.
func (db *DB) UpdateSearchResults(ctx context.Context, us ...service.SearchResultsUpdate) error {
	for _, u := range us {
		if len(u.Added) != len(u.AddedKeys) {
			return fmt.Errorf("postgres: update search results: %d keys for %d results", len(u.AddedKeys), len(u.Added))
		}
	}
	var gone []int64
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		gone = gone[:0]
		ids := make([]int64, len(us))
		for i, u := range us {
			ids[i] = u.SearchID
		}
		exists, err := lockRows(ctx, tx, "sanctions_searches", ids)
		if err != nil {
			return err
		}
		var b pgx.Batch
		for _, u := range us {
			if !exists[u.SearchID] {
				gone = append(gone, u.SearchID)
				continue
			}
			// With its own copy of its source set's rows, if it has a
			// set, for the flag below.
			b.Queue(ownSourcesSQL, u.At, int32(len(u.Added)), u.SearchID)
			b.Queue("UPDATE sanctions_sources SET is_affected_by_list_update = true WHERE search_id = $1 AND list_id = $2", u.SearchID, u.ListID)
			if len(u.Superseded) > 0 {
				b.Queue(`UPDATE sanctions_results SET superseded_by = $1 WHERE search_id = $2 AND list_id = $3
					AND entity_key = ANY ($4) AND superseded_by IS NULL`, u.Version, u.SearchID, u.ListID, u.Superseded)
			}
			for i, e := range u.Added {
				dj, err := details.Marshal(e)
				if err != nil {
					return fmt.Errorf("postgres: update search results: %w", err)
				}
				b.Queue(`INSERT INTO sanctions_results (search_id, result_strength, result_similarity, resolved, result_type,
					date_updated, list_id, list_name, details, entity_key) VALUES ($1, $2, $3, false, $4, $5, $6, $7, $8, $9)`,
					u.SearchID, e.ResultStrength, numeric(e.ResultSimilarity), e.ResultType, e.DateUpdated,
					e.SanctionsListID, e.SanctionsListName, string(dj), u.AddedKeys[i])
			}
		}
		if b.Len() == 0 {
			return nil
		}
		if err := tx.SendBatch(ctx, &b).Close(); err != nil {
			return formatError("update search results", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if len(gone) > 0 {
		return fmt.Errorf("postgres: searches %v: %w", gone, service.ErrNotFound)
	}
	return nil
}

// ArchiveSearch archives a search in scope, or returns
// service.ErrNotFound.
func (db *DB) ArchiveSearch(ctx context.Context, s service.Scope, id int64, at time.Time) error {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	a := w.arg(at)
	var found bool
	err := db.pool.QueryRow(ctx, `WITH s AS (SELECT id, is_archived FROM sanctions_searches`+w.String()+` FOR UPDATE),
		u AS (UPDATE sanctions_searches t SET is_archived = true, date_archived = `+a+`, date_updated = `+a+`
			FROM s WHERE t.id = s.id AND NOT s.is_archived RETURNING t.id)
		SELECT EXISTS (SELECT 1 FROM s)`, w.args...).Scan(&found)
	if err != nil {
		return formatError("archive search", err)
	}
	if !found {
		return fmt.Errorf("postgres: search %d: %w", id, service.ErrNotFound)
	}
	return nil
}

// SearchListVersions returns the list versions behind each source of a
// search in scope.
func (db *DB) SearchListVersions(ctx context.Context, s service.Scope, id int64) ([]service.SourceVersions, error) {
	var w where
	w.add("id = " + w.arg(id))
	w.scope("", s)
	var out []service.SourceVersions
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		var found bool
		if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM sanctions_searches"+w.String()+")", w.args...).Scan(&found); err != nil {
			return formatError("search list versions", err)
		}
		if !found {
			return fmt.Errorf("postgres: search %d: %w", id, service.ErrNotFound)
		}
		rows, err := tx.Query(ctx, `SELECT so.list_id, so.list_version,
			COALESCE((SELECT array_agg(DISTINCT r.superseded_by ORDER BY r.superseded_by) FROM sanctions_results r
				WHERE r.search_id = $1 AND r.list_id = so.list_id AND r.superseded_by IS NOT NULL), '{}')
			FROM (SELECT position, list_id, list_version FROM sanctions_sources WHERE search_id = $1
				UNION ALL
				SELECT i.position, i.list_id, i.list_version FROM sanctions_searches s
				JOIN sanctions_source_set_items i ON i.set_id = s.source_set WHERE s.id = $1) so
			WHERE so.list_version IS NOT NULL ORDER BY so.position`, id)
		out, err = collectRows(rows, err, "search list versions", func(r pgx.Rows, v *service.SourceVersions) error {
			if err := r.Scan(&v.ListID, &v.Searched, &v.Updates); err != nil {
				return err
			}
			if len(v.Updates) == 0 {
				v.Updates = nil
			}
			return nil
		})
		return err
	})
	if len(out) == 0 {
		out = nil
	}
	return out, err
}
