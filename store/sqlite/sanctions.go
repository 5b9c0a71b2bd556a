package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/jsonstr"
	"github.com/screengate/screengate/store/dataset"
)

// CountUnresolvedSearches counts non-archived sanctions searches in scope
// with at least one unresolved result.
func (db *DB) CountUnresolvedSearches(ctx context.Context, s service.Scope) (int64, error) {
	var w where
	w.scope("s.", s)
	w.add("s.is_archived = ?", false)
	w.add("EXISTS (SELECT 1 FROM sanctions_results r WHERE r.search_id = s.id AND r.resolved = ?)", false)
	// The same count at the same data version: the remembered answer
	// (resultcache.go).
	key := "unresolved\x00" + cacheKey(&w, "")
	if v, err := db.version(ctx, readTx{db: db}, versionSanctions); err == nil {
		if r, ok := db.result.get(key, v); ok {
			return r.(int64), nil
		}
	}
	tx, err := db.beginRead(ctx)
	if err != nil {
		return 0, err
	}
	defer func() { _ = tx.Rollback() }()
	version, err := db.version(ctx, readTx{db, tx}, versionSanctions)
	if err != nil {
		return 0, err
	}
	var n int64
	if err := db.readQueryRow(ctx, tx, "SELECT COUNT(*) FROM sanctions_searches s"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count unresolved searches", err)
	}
	db.result.put(key, version, n)
	return n, nil
}

// CountUpdatedSearches counts non-archived sanctions searches in scope
// that a list update affected.
func (db *DB) CountUpdatedSearches(ctx context.Context, s service.Scope) (int64, error) {
	var w where
	w.scope("s.", s)
	w.add("s.is_archived = ?", false)
	w.add("s.affected_by_update = ?", true)
	var n int64
	if err := db.readQueryRow(ctx, nil, "SELECT COUNT(*) FROM sanctions_searches s"+w.String(), w.args...).Scan(&n); err != nil {
		return 0, formatError("count updated searches", err)
	}
	return n, nil
}

// Search returns a sanctions search in scope with its sources, entries
// (ordered by searchResultId) and links; SearchResults is left nil (the
// service derives it). Returns service.ErrNotFound if it is absent or out
// of scope.
func (db *DB) Search(ctx context.Context, s service.Scope, id int64) (service.SanctionsSearch, error) {
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	// The same search at the same data version: the remembered answer
	// (resultcache.go), a copy of its own for each caller.
	key := "search\x00" + cacheKey(&w, "")
	if v, err := db.version(ctx, readTx{db: db}, versionSanctions); err == nil {
		if r, ok := db.result.get(key, v); ok {
			return r.(service.SanctionsSearch).Clone(), nil
		}
	}
	tx, err := db.beginRead(ctx)
	if err != nil {
		return service.SanctionsSearch{}, err
	}
	defer func() { _ = tx.Rollback() }()
	q := readTx{db, tx}
	version, err := db.version(ctx, q, versionSanctions)
	if err != nil {
		return service.SanctionsSearch{}, err
	}

	var out service.SanctionsSearch
	r := &out.Record
	var searched, updated string
	var archived sql.NullString
	var set sql.NullInt64
	c := &service.SearchCriteria{}
	err = q.QueryRowContext(ctx, `SELECT id, owner, search_type, date_searched, date_updated, date_archived, is_archived,
		client_in_results, client_not_in_results, affected_by_update, criteria_name, criteria_address, criteria_country,
		criteria_date_of_birth, criteria_nationality, criteria_reference, source_set FROM sanctions_searches`+w.String(), w.args...).Scan(
		&r.ID, &out.Owner, &r.SearchType, &searched, &updated, &archived, &r.IsArchived,
		&r.ClientInResults, &r.ClientNotInResults, &r.AffectedByUpdate, &c.Name, &c.Address, &c.Country,
		&c.DateOfBirth, &c.Nationality, &c.Reference, &set)
	if err != nil {
		return service.SanctionsSearch{}, formatError(fmt.Sprintf("search %d", id), err)
	}
	r.SearchCriteria = c
	if r.DateSearched, err = parseTime(searched); err != nil {
		return service.SanctionsSearch{}, fmt.Errorf("sqlite: search %d: %w", id, err)
	}
	if r.DateUpdated, err = parseTime(updated); err != nil {
		return service.SanctionsSearch{}, fmt.Errorf("sqlite: search %d: %w", id, err)
	}
	if r.DateArchived, err = parseTimePtr(archived); err != nil {
		return service.SanctionsSearch{}, fmt.Errorf("sqlite: search %d: %w", id, err)
	}
	if set.Valid {
		r.SearchSources, err = setSources(ctx, q, set.Int64)
	} else {
		r.SearchSources, err = searchSources(ctx, q, id)
	}
	if err != nil {
		return service.SanctionsSearch{}, err
	}
	if r.ListSearchResults, err = searchEntries(ctx, q, id); err != nil {
		return service.SanctionsSearch{}, err
	}
	r.NumOfResults = int32(len(r.ListSearchResults))
	if out.LinkedTo, err = searchLinks(ctx, q, id); err != nil {
		return service.SanctionsSearch{}, err
	}
	db.result.put(key, version, out.Clone())
	return out, nil
}

// searchSources reads the sources of search id of its own (its
// source_set NULL), in order.
func searchSources(ctx context.Context, q querier, id int64) ([]service.SearchSource, error) {
	return readSources(ctx, q, `SELECT list_id, list_name, list_short_name, is_affected_by_list_update
		FROM sanctions_sources WHERE search_id = ? ORDER BY position`, id)
}

// setSources reads the sources of a source set (migration 0020), in
// order.
func setSources(ctx context.Context, q querier, set int64) ([]service.SearchSource, error) {
	return readSources(ctx, q, `SELECT list_id, list_name, list_short_name, is_affected_by_list_update
		FROM sanctions_source_sets WHERE set_id = ? ORDER BY position`, set)
}

// readSources reads sources (list id, names, flag) with query.
func readSources(ctx context.Context, q querier, query string, arg int64) ([]service.SearchSource, error) {
	rows, err := q.QueryContext(ctx, query, arg)
	if err != nil {
		return nil, formatError("search sources", err)
	}
	defer rows.Close()
	out := []service.SearchSource{}
	for rows.Next() {
		var src service.SearchSource
		var affected sql.NullBool
		if err := rows.Scan(&src.ListID, &src.ListName, &src.ListShortName, &affected); err != nil {
			return nil, formatError("search sources", err)
		}
		src.IsAffectedByListUpdate = boolPtr(affected)
		out = append(out, src)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("search sources", err)
	}
	return out, nil
}

func searchEntries(ctx context.Context, q querier, id int64) ([]service.SearchResultEntry, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, result_strength, result_similarity, resolved, result_type, date_updated,
		list_id, list_name, details FROM sanctions_results WHERE search_id = ? ORDER BY id`, id)
	if err != nil {
		return nil, formatError("search results", err)
	}
	defer rows.Close()
	out := []service.SearchResultEntry{}
	for rows.Next() {
		var e service.SearchResultEntry
		var similarity string
		var stored []byte
		var updated sql.NullString
		if err := rows.Scan(&e.SearchResultID, &e.ResultStrength, &similarity, &e.ResultResolved, &e.ResultType, &updated,
			&e.SanctionsListID, &e.SanctionsListName, &stored); err != nil {
			return nil, formatError("search results", err)
		}
		if e.ResultSimilarity, err = service.ParseDecimal(similarity); err != nil {
			return nil, fmt.Errorf("sqlite: search result %d: similarity %q: %w", e.SearchResultID, similarity, err)
		}
		if e.DateUpdated, err = parseTimePtr(updated); err != nil {
			return nil, fmt.Errorf("sqlite: search result %d: %w", e.SearchResultID, err)
		}
		if err := applyDetails(stored, &e); err != nil {
			return nil, fmt.Errorf("sqlite: search result %d: %w", e.SearchResultID, err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("search results", err)
	}
	return out, nil
}

func searchLinks(ctx context.Context, q querier, id int64) ([]service.LinkedTo, error) {
	rows, err := q.QueryContext(ctx, `SELECT client_id, linked_id, type, subtype, status, description, is_archived, name, date
		FROM search_links WHERE search_id = ? ORDER BY position`, id)
	if err != nil {
		return nil, formatError("search links", err)
	}
	defer rows.Close()
	out := []service.LinkedTo{}
	for rows.Next() {
		var l service.LinkedTo
		var clientID, linkedID sql.NullInt64
		var archived sql.NullBool
		var date sql.NullString
		if err := rows.Scan(&clientID, &linkedID, &l.Type, &l.Subtype, &l.Status, &l.Description, &archived, &l.Name, &date); err != nil {
			return nil, formatError("search links", err)
		}
		l.ClientID, l.ID, l.IsArchived = int32Ptr(clientID), int64Ptr(linkedID), boolPtr(archived)
		if l.Date, err = parseTimePtr(date); err != nil {
			return nil, fmt.Errorf("sqlite: search link: %w", err)
		}
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("search links", err)
	}
	return out, nil
}

// SearchNotes returns the notes of a search in scope, oldest first, or
// service.ErrNotFound.
func (db *DB) SearchNotes(ctx context.Context, s service.Scope, id int64) ([]service.SearchNote, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer func() { _ = tx.Rollback() }()
	if err := searchInScope(ctx, tx, s, id); err != nil {
		return nil, err
	}
	return notesOf(ctx, tx, searchNoteTable, id, 0)
}

// AddSearchNote appends a note to a search in scope, unless the search has
// lim.MaxNotes notes already, and returns its newest lim.Newest notes and
// their total, in one write transaction (writes are serialized, so the
// count cannot race).
func (db *DB) AddSearchNote(ctx context.Context, s service.Scope, id int64, n service.SearchNote, lim service.NoteLimits) ([]service.SearchNote, int, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	if err := searchInScope(ctx, tx, s, id); err != nil {
		return nil, 0, err
	}
	notes, total, err := addNote(ctx, tx, searchNoteTable, id, n, lim)
	if err != nil {
		return nil, 0, err
	}
	if err := tx.Commit(); err != nil {
		return nil, 0, formatError("add search note: commit", err)
	}
	return notes, total, nil
}

// searchInScope returns service.ErrNotFound unless search id is in scope.
func searchInScope(ctx context.Context, q querier, s service.Scope, id int64) error {
	var w where
	w.add("id = ?", id)
	w.scope("", s)
	var one int
	if err := q.QueryRowContext(ctx, "SELECT 1 FROM sanctions_searches"+w.String(), w.args...).Scan(&one); err != nil {
		return formatError(fmt.Sprintf("search %d", id), err)
	}
	return nil
}

// insertSanctionsSearch stores a search with its sources, entries, links
// and notes (Record.ID and every SearchResultID are kept as given).
func insertSanctionsSearch(ctx context.Context, tx *sql.Tx, row dataset.SanctionsRecord) error {
	r := row.Search.Record
	c := r.SearchCriteria
	if c == nil {
		c = &service.SearchCriteria{}
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO sanctions_searches (id, account_id, owner, owner_key, search_type,
		date_searched, date_updated, date_archived, is_archived, client_in_results, client_not_in_results,
		affected_by_update, criteria_name, criteria_address, criteria_country, criteria_date_of_birth,
		criteria_nationality, criteria_reference, name_key, reference_key, unresolved_results)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		r.ID, row.AccountID, row.Search.Owner, key(row.Search.Owner), r.SearchType,
		formatTime(r.DateSearched), formatTime(r.DateUpdated), formatTimePtr(r.DateArchived), r.IsArchived,
		r.ClientInResults, r.ClientNotInResults, r.AffectedByUpdate, c.Name, c.Address, c.Country, c.DateOfBirth,
		c.Nationality, c.Reference, key(c.Name), key(c.Reference), unresolvedOf(r.ListSearchResults))
	if err != nil {
		return formatError(fmt.Sprintf("insert search %d", r.ID), err)
	}
	for i, src := range r.SearchSources {
		if _, err := tx.ExecContext(ctx, `INSERT INTO sanctions_sources (search_id, position, list_id, list_name,
			list_short_name, is_affected_by_list_update) VALUES (?, ?, ?, ?, ?, ?)`,
			r.ID, i, src.ListID, src.ListName, src.ListShortName, nullBool(src.IsAffectedByListUpdate)); err != nil {
			return formatError("insert search source", err)
		}
	}
	for _, e := range r.ListSearchResults {
		if _, err := tx.ExecContext(ctx, `INSERT INTO sanctions_results (id, search_id, result_strength, result_similarity,
			resolved, result_type, date_updated, list_id, list_name, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			e.SearchResultID, r.ID, e.ResultStrength, e.ResultSimilarity.String(), e.ResultResolved, e.ResultType,
			formatTimePtr(e.DateUpdated), e.SanctionsListID, e.SanctionsListName, appendDetails(nil, &e)); err != nil {
			return formatError(fmt.Sprintf("insert search result %d", e.SearchResultID), err)
		}
	}
	return insertSearchExtras(ctx, tx, row)
}

// insertSearchExtras stores the links and notes of a search.
func insertSearchExtras(ctx context.Context, tx *sql.Tx, row dataset.SanctionsRecord) error {
	r := row.Search.Record
	for i, l := range row.Search.LinkedTo {
		if _, err := tx.ExecContext(ctx, `INSERT INTO search_links (search_id, position, client_id, linked_id, type, subtype,
			status, description, is_archived, name, date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			r.ID, i, nullInt32(l.ClientID), nullInt64(l.ID), l.Type, l.Subtype, l.Status, l.Description,
			nullBool(l.IsArchived), l.Name, formatTimePtr(l.Date)); err != nil {
			return formatError("insert search link", err)
		}
	}
	for _, n := range row.Notes {
		if err := insertNote(ctx, tx, searchNoteTable, r.ID, n); err != nil {
			return err
		}
	}
	return nil
}

// CreateSearch stores a screened search with its sources and results in
// one transaction and returns its new id. Concurrent calls share
// transactions (groupcommit.go), each search under its own savepoint.
func (db *DB) CreateSearch(ctx context.Context, n service.NewSanctionsSearch) (int64, error) {
	r := n.Record
	if len(n.Versions) != len(r.SearchSources) || len(n.Keys) != len(r.ListSearchResults) {
		return 0, fmt.Errorf("sqlite: create search: %d versions for %d sources, %d keys for %d results",
			len(n.Versions), len(r.SearchSources), len(n.Keys), len(r.ListSearchResults))
	}
	return db.creates.submit(ctx, n)
}

// createSearchTx inserts a screened search (checked by the caller) with
// its sources and results through st.
func createSearchTx(st *txStmts, n service.NewSanctionsSearch) (int64, error) {
	ids, err := createSearchesTx(st, []service.NewSanctionsSearch{n})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// createSearchesTx inserts screened searches (checked by the caller)
// with their sources and results through st and returns their ids. Each
// kind of row goes in multi-row INSERTs shared by the searches (a
// statement opens a cursor on its table and on each of its indexes, and
// runs its own statement journal: a search row on its own cost half
// again as much), in chunks of a power of two rows, so that the texts of
// every batch are a few prepared once. A search's sources are a set
// stored once (sourceSet, migration 0020) that its row names, or (bulk
// runs) rows of its own.
func createSearchesTx(st *txStmts, ns []service.NewSanctionsSearch) ([]int64, error) {
	ids := make([]int64, len(ns))
	sets := make([]sql.NullInt64, len(ns))
	for i := range ns {
		var err error
		if sets[i], err = st.sourceSet(ns[i].Record.SearchSources, ns[i].Versions); err != nil {
			return nil, err
		}
	}
	args := make([]any, 0, 64)
	for lo := 0; lo < len(ns); {
		k := pow2Chunk(len(ns)-lo, maxSearchesPerInsert)
		args = args[:0]
		for i := lo; i < lo+k; i++ {
			args = appendSearchArgs(args, &ns[i], sets[i])
		}
		res, err := st.exec(st.values(`INSERT INTO sanctions_searches (account_id, owner, owner_key, search_type,
			date_searched, date_updated, date_archived, is_archived, client_in_results, client_not_in_results,
			affected_by_update, criteria_name, criteria_address, criteria_country, criteria_date_of_birth,
			criteria_nationality, criteria_reference, selected_lists, name_key, reference_key, unresolved_results,
			source_set, result_keys) VALUES `,
			"(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", k), args...)
		if err != nil {
			return nil, formatError("create search", err)
		}
		// The rows of one INSERT into a rowid table without given ids take
		// consecutive ids after the largest (the single writer), the last
		// one reported as the last insert rowid.
		last, err := res.LastInsertId()
		if err != nil {
			return nil, formatError("create search", err)
		}
		for i := lo; i < lo+k; i++ {
			ids[i] = last - int64(lo+k-1-i)
		}
		lo += k
	}
	for i := range ns {
		if !sets[i].Valid && len(ns[i].Record.SearchSources) > 0 {
			if err := insertSourcesBound(st, &ns[i], ids[i], args); err != nil {
				return nil, err
			}
		}
	}
	if err := insertResults(st, ns, ids, args); err != nil {
		return nil, err
	}
	return ids, nil
}

// insertSourcesBound inserts the sources of n (stored as id) as rows of
// its own, with their values bound.
func insertSourcesBound(st *txStmts, n *service.NewSanctionsSearch, id int64, args []any) error {
	const per = 200
	srcs := n.Record.SearchSources
	for lo := 0; lo < len(srcs); lo += per {
		hi := min(lo+per, len(srcs))
		args = args[:0]
		for i := lo; i < hi; i++ {
			src := srcs[i]
			args = append(args, id, i, src.ListID, src.ListName, src.ListShortName, nullBool(src.IsAffectedByListUpdate), n.Versions[i])
		}
		if _, err := st.exec(st.values(`INSERT INTO sanctions_sources (search_id, position, list_id, list_name,
			list_short_name, is_affected_by_list_update, list_version) VALUES `, "(?, ?, ?, ?, ?, ?, ?)", hi-lo), args...); err != nil {
			return formatError("create search source", err)
		}
	}
	return nil
}

// Bounds of the rows of one multi-row INSERT of createSearchesTx (well
// under SQLite's 32766 bound values).
const (
	maxSearchesPerInsert = 32  // 23 values a row
	maxResultsPerInsert  = 128 // 10 values a row
)

// pow2Chunk is the number of rows of the next multi-row INSERT when m are
// left: the largest power of two not above m nor limit.
func pow2Chunk(m, limit int) int {
	k := 1
	for k*2 <= m && k*2 <= limit {
		k *= 2
	}
	return k
}

// appendSearchArgs appends the values of n's sanctions_searches row, its
// sources stored as set.
func appendSearchArgs(args []any, n *service.NewSanctionsSearch, set sql.NullInt64) []any {
	var rk string
	if b := appendResultKeys(nil, n); len(b) > 0 {
		rk = string(b)
	}
	r := &n.Record
	c := r.SearchCriteria
	if c == nil {
		c = &service.SearchCriteria{}
	}
	return append(args, n.AccountID, n.Owner, key(n.Owner), r.SearchType,
		formatTime(r.DateSearched), formatTime(r.DateUpdated), formatTimePtr(r.DateArchived), r.IsArchived,
		r.ClientInResults, r.ClientNotInResults, r.AffectedByUpdate, c.Name, c.Address, c.Country, c.DateOfBirth,
		c.Nationality, c.Reference, strings.Join(n.Lists, ","), key(c.Name), key(c.Reference), unresolvedOf(r.ListSearchResults),
		set, rk)
}

// insertResults inserts the results of ns (stored as ids), in their order,
// and gives each search's ResultIDs, when wanted, the ids they took.
func insertResults(st *txStmts, ns []service.NewSanctionsSearch, ids []int64, args []any) error {
	type ref struct{ search, entry int }
	var refs []ref
	for i := range ns {
		for e := range ns[i].Record.ListSearchResults {
			refs = append(refs, ref{i, e})
		}
	}
	// The statement's details, one after the other, in a buffer kept
	// between batches: grown anew for each, it was a third of the bytes
	// a stored search allocated.
	djp := detailBufs.Get().(*[]byte)
	dj := (*djp)[:0]
	defer func() {
		if cap(dj) <= maxDetailBuf {
			*djp = dj[:0]
			detailBufs.Put(djp)
		}
	}()
	for lo := 0; lo < len(refs); {
		k := pow2Chunk(len(refs)-lo, maxResultsPerInsert)
		args = args[:0]
		dj = dj[:0]
		wanted := false
		for _, r := range refs[lo : lo+k] {
			n := &ns[r.search]
			e := &n.Record.ListSearchResults[r.entry]
			// A row's details stay bound until the statement runs: a
			// buffer grown past them keeps them where they were.
			at := len(dj)
			dj = appendDetails(dj, e)
			args = append(args, ids[r.search], e.ResultStrength, e.ResultSimilarity.String(), e.ResultResolved, e.ResultType,
				formatTimePtr(e.DateUpdated), e.SanctionsListID, e.SanctionsListName, dj[at:len(dj):len(dj)], n.Keys[r.entry])
			wanted = wanted || len(n.ResultIDs) == len(n.Record.ListSearchResults)
		}
		res, err := st.exec(st.values(`INSERT INTO sanctions_results (search_id, result_strength, result_similarity,
			resolved, result_type, date_updated, list_id, list_name, details, entity_key) VALUES `,
			"(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", k), args...)
		if err != nil {
			return formatError("create search result", err)
		}
		if wanted {
			// Consecutive ids, as the searches' (createSearchesTx).
			last, err := res.LastInsertId()
			if err != nil {
				return formatError("create search result", err)
			}
			for i, r := range refs[lo : lo+k] {
				if n := &ns[r.search]; len(n.ResultIDs) == len(n.Record.ListSearchResults) {
					n.ResultIDs[r.entry] = last - int64(k-1-i)
				}
			}
		}
		lo += k
	}
	return nil
}

// detailBufs are insertResults' buffers of details, kept up to
// maxDetailBuf (a statement's rows are bound from it and copied by the
// driver when it runs, so a buffer is free again once its statements ran).
var detailBufs = sync.Pool{New: func() any { b := make([]byte, 0, 16<<10); return &b }}

const maxDetailBuf = 1 << 20

// MonitoredSearches calls fn with each non-archived search screened
// against list, with those of changed among the keys of its current
// results from list (read from the search's result_keys, migration 0021).
func (db *DB) MonitoredSearches(ctx context.Context, list string, changed []string, fn func(service.MonitoredSearch) error) error {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	rows, err := tx.QueryContext(ctx, `SELECT s.id, s.search_type, s.criteria_name, s.criteria_address, s.criteria_country,
		s.criteria_date_of_birth, s.criteria_nationality, s.criteria_reference, s.result_keys
		FROM sanctions_searches s
		WHERE s.selected_lists <> '' AND NOT s.is_archived AND (',' || s.selected_lists || ',') LIKE ?
		ORDER BY s.id`, "%,"+list+",%")
	if err != nil {
		return formatError("monitored searches", err)
	}
	all, err := scanMonitoredKeys(rows, list, changed)
	if err != nil {
		return formatError("monitored searches", err)
	}
	_ = tx.Rollback()
	return all.each(fn)
}

// scanMonitoredKeys reads monitored searches (id, type, the six criteria
// and result_keys) and gives each those of changed among the keys of its
// current results from list, in result order, each once.
func scanMonitoredKeys(rows *sql.Rows, list string, changed []string) (monitored, error) {
	defer rows.Close()
	want := make(map[string]struct{}, len(changed))
	for _, k := range changed {
		if k != "" {
			want[k] = struct{}{}
		}
	}
	// A search whose keys do not name list at all is skipped unparsed
	// (the name as written in JSON, when it needs no escape).
	var quoted []byte
	if q := jsonstr.Append(nil, list); string(q) == `"`+list+`"` {
		quoted = q
	}
	var all monitored
	var rk sql.RawBytes
	for rows.Next() {
		if n := len(all); n == 0 || len(all[n-1]) == monitoredChunk {
			all = append(all, make([]service.MonitoredSearch, 0, monitoredChunk))
		}
		last := &all[len(all)-1]
		*last = append(*last, service.MonitoredSearch{})
		m := &(*last)[len(*last)-1]
		c := &m.Criteria
		if err := rows.Scan(&m.ID, &m.Type, &c.Name, &c.Address, &c.Country, &c.DateOfBirth, &c.Nationality, &c.Reference, &rk); err != nil {
			return nil, err
		}
		if len(want) == 0 || len(rk) == 0 || (quoted != nil && !bytes.Contains(rk, quoted)) {
			continue
		}
		if err := eachResultKey(string(rk), func(l, k string) {
			if l != list {
				return
			}
			if _, ok := want[k]; ok && !slices.Contains(m.Keys, k) {
				m.Keys = append(m.Keys, k)
			}
		}); err != nil {
			return nil, fmt.Errorf("search %d: %w", m.ID, err)
		}
	}
	return all, rows.Err()
}

// changedResultKeys runs query (its first argument the changed keys as a
// JSON array, then args) and groups the (search id, key) rows by search.
func changedResultKeys(ctx context.Context, tx *roTx, query string, changed []string, args ...any) (map[int64][]string, error) {
	out := map[int64][]string{}
	if len(changed) == 0 {
		return out, nil
	}
	js, err := json.Marshal(changed)
	if err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, query, append([]any{string(js)}, args...)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var k string
		if err := rows.Scan(&id, &k); err != nil {
			return nil, err
		}
		if !slices.Contains(out[id], k) {
			out[id] = append(out[id], k)
		}
	}
	return out, rows.Err()
}

// scanMonitored reads monitored searches (id, type and the six criteria)
// and gives each its changed keys. They are kept in chunks of
// monitoredChunk: a hundred thousand searches of 150 bytes are never
// copied to grow one slice.
func scanMonitored(rows *sql.Rows, keys map[int64][]string) (monitored, error) {
	defer rows.Close()
	var all monitored
	for rows.Next() {
		if n := len(all); n == 0 || len(all[n-1]) == monitoredChunk {
			all = append(all, make([]service.MonitoredSearch, 0, monitoredChunk))
		}
		last := &all[len(all)-1]
		*last = append(*last, service.MonitoredSearch{})
		m := &(*last)[len(*last)-1]
		c := &m.Criteria
		if err := rows.Scan(&m.ID, &m.Type, &c.Name, &c.Address, &c.Country, &c.DateOfBirth, &c.Nationality, &c.Reference); err != nil {
			return nil, err
		}
		m.Keys = keys[m.ID]
	}
	return all, rows.Err()
}

// monitoredChunk is how many searches one chunk of monitored holds.
const monitoredChunk = 1024

// monitored are monitored searches read, in order, in chunks.
type monitored [][]service.MonitoredSearch

// each calls fn with each search, in order, until fn fails.
func (all monitored) each(fn func(service.MonitoredSearch) error) error {
	for _, c := range all {
		for i := range c {
			if err := fn(c[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// UpdateSearchResults records what a list version changed for each search
// of us, in one transaction; searches that are gone are skipped.
func (db *DB) UpdateSearchResults(ctx context.Context, us ...service.SearchResultsUpdate) error {
	for _, u := range us {
		if len(u.Added) != len(u.AddedKeys) {
			return fmt.Errorf("sqlite: update search results: %d keys for %d results", len(u.AddedKeys), len(u.Added))
		}
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	// One version bump for the whole transaction instead of one per row
	// its statements touch (migration 0017, as the group commit of
	// CreateSearch): the mark, never committed, silences the sanctions
	// version triggers in this transaction only; it is deleted and the
	// version bumped once just before the COMMIT.
	if _, err := tx.ExecContext(ctx, markSanctionsVersion); err != nil {
		return formatError("update search results: version mark", err)
	}
	flag, err := tx.PrepareContext(ctx, `UPDATE sanctions_searches SET affected_by_update = TRUE, date_updated = ?,
		unresolved_results = unresolved_results + ? WHERE id = ? RETURNING source_set`)
	if err != nil {
		return formatError("update search results", err)
	}
	defer flag.Close()
	source, err := tx.PrepareContext(ctx, "UPDATE sanctions_sources SET is_affected_by_list_update = TRUE WHERE search_id = ? AND list_id = ?")
	if err != nil {
		return formatError("update search sources", err)
	}
	defer source.Close()
	own, err := tx.PrepareContext(ctx, ownSourcesQuery)
	if err != nil {
		return formatError("own search sources", err)
	}
	defer own.Close()
	leave, err := tx.PrepareContext(ctx, leaveSetQuery)
	if err != nil {
		return formatError("own search sources", err)
	}
	defer leave.Close()
	supersede, err := tx.PrepareContext(ctx, `UPDATE sanctions_results SET superseded_by = ? WHERE search_id = ? AND list_id = ?
		AND entity_key = ? AND superseded_by IS NULL`)
	if err != nil {
		return formatError("supersede search results", err)
	}
	defer supersede.Close()
	insert, err := tx.PrepareContext(ctx, `INSERT INTO sanctions_results (search_id, result_strength, result_similarity,
		resolved, result_type, date_updated, list_id, list_name, details, entity_key) VALUES (?, ?, ?, FALSE, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return formatError("add search result", err)
	}
	defer insert.Close()
	keys, err := tx.PrepareContext(ctx, resultKeysQuery)
	if err != nil {
		return formatError("search result keys", err)
	}
	defer keys.Close()
	var gone []int64
	for _, u := range us {
		var set sql.NullInt64
		err := flag.QueryRowContext(ctx, formatTime(u.At), len(u.Added), u.SearchID).Scan(&set)
		if errors.Is(err, sql.ErrNoRows) {
			gone = append(gone, u.SearchID)
			continue
		}
		if err != nil {
			return formatError("update search results", err)
		}
		if set.Valid {
			if err := ownSources(ctx, own, leave, u.SearchID, set.Int64); err != nil {
				return err
			}
		}
		if _, err := source.ExecContext(ctx, u.SearchID, u.ListID); err != nil {
			return formatError("update search sources", err)
		}
		for _, k := range u.Superseded {
			if _, err := supersede.ExecContext(ctx, u.Version, u.SearchID, u.ListID, k); err != nil {
				return formatError("supersede search results", err)
			}
		}
		for i, e := range u.Added {
			if _, err := insert.ExecContext(ctx, u.SearchID, e.ResultStrength, e.ResultSimilarity.String(), e.ResultType,
				formatTimePtr(e.DateUpdated), e.SanctionsListID, e.SanctionsListName, appendDetails(nil, &e), u.AddedKeys[i]); err != nil {
				return formatError("add search result", err)
			}
		}
		if len(u.Superseded) > 0 || len(u.Added) > 0 {
			// The search's current keys (migration 0021), from its results.
			if _, err := keys.ExecContext(ctx, u.SearchID); err != nil {
				return formatError("search result keys", err)
			}
		}
	}
	if _, err := tx.ExecContext(ctx, unmarkSanctionsVersion); err != nil {
		return formatError("update search results: version mark", err)
	}
	if _, err := tx.ExecContext(ctx, bumpSanctionsVersion); err != nil {
		return formatError("update search results: version", err)
	}
	if err := tx.Commit(); err != nil {
		return formatError("update search results: commit", err)
	}
	if len(gone) > 0 {
		return fmt.Errorf("sqlite: searches %v: %w", gone, service.ErrNotFound)
	}
	return nil
}

// ArchiveSearch archives a search in scope, or returns
// service.ErrNotFound.
func (db *DB) ArchiveSearch(ctx context.Context, s service.Scope, id int64, at time.Time) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	if err := searchInScope(ctx, tx, s, id); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sanctions_searches SET is_archived = ?, date_archived = ?, date_updated = ?
		WHERE id = ? AND NOT is_archived`, true, formatTime(at), formatTime(at), id); err != nil {
		return formatError("archive search", err)
	}
	if err := tx.Commit(); err != nil {
		return formatError("archive search: commit", err)
	}
	return nil
}

// SearchListVersions returns the list versions behind each source of a
// search in scope.
func (db *DB) SearchListVersions(ctx context.Context, s service.Scope, id int64) ([]service.SourceVersions, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer func() { _ = tx.Rollback() }()
	if err := searchInScope(ctx, tx, s, id); err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT so.list_id, so.list_version,
		COALESCE((SELECT group_concat(v, ',') FROM (SELECT DISTINCT r.superseded_by AS v FROM sanctions_results r
			WHERE r.search_id = so.search_id AND r.list_id = so.list_id AND r.superseded_by IS NOT NULL ORDER BY v)), '')
		FROM sanctions_search_sources so WHERE so.search_id = ? AND so.list_version IS NOT NULL ORDER BY so.position`, id)
	if err != nil {
		return nil, formatError("search list versions", err)
	}
	defer rows.Close()
	var out []service.SourceVersions
	for rows.Next() {
		var v service.SourceVersions
		var ups string
		if err := rows.Scan(&v.ListID, &v.Searched, &ups); err != nil {
			return nil, formatError("search list versions", err)
		}
		for _, u := range strings.Split(ups, ",") {
			if n, err := strconv.ParseInt(u, 10, 64); err == nil {
				v.Updates = append(v.Updates, n)
			}
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("search list versions", err)
	}
	return out, nil
}

// sourceSet is a set of sources stored once in sanctions_source_sets
// (migration 0020): its sources, their list versions and its id.
type sourceSet struct {
	srcs     []service.SearchSource
	versions []int64
	id       int64
}

// maxKnownSets bounds the sets the group-commit writer remembers across
// transactions (AddSearch's sets change only when a list version is
// imported).
const maxKnownSets = 64

// equalSources tells whether sources a at versions av store as b at bv.
func equalSources(a []service.SearchSource, av []int64, b []service.SearchSource, bv []int64) bool {
	return len(a) == len(b) && slices.Equal(av, bv) &&
		slices.EqualFunc(a, b, func(a, b service.SearchSource) bool {
			return a.ListID == b.ListID && a.ListName == b.ListName && a.ListShortName == b.ListShortName &&
				(a.IsAffectedByListUpdate == nil) == (b.IsAffectedByListUpdate == nil) &&
				(a.IsAffectedByListUpdate == nil || *a.IsAffectedByListUpdate == *b.IsAffectedByListUpdate)
		})
}

// sourceSet returns the id of the set storing srcs at versions, inserting
// it in the transaction when neither the transaction nor (for the
// group-commit writer) an earlier committed one has; NULL for no sources,
// or when s stores no sets (the sources are then the search's own rows).
func (s *txStmts) sourceSet(srcs []service.SearchSource, versions []int64) (sql.NullInt64, error) {
	if len(srcs) == 0 || !s.sets {
		return sql.NullInt64{}, nil
	}
	for _, sets := range [][]sourceSet{s.created, s.known} {
		for i := range sets {
			if equalSources(sets[i].srcs, sets[i].versions, srcs, versions) {
				return sql.NullInt64{Int64: sets[i].id, Valid: true}, nil
			}
		}
	}
	var id int64
	if err := s.tx.QueryRowContext(s.ctx, "SELECT COALESCE(MAX(set_id), 0) + 1 FROM sanctions_source_sets").Scan(&id); err != nil {
		return sql.NullInt64{}, formatError("create search source set", err)
	}
	const per = 200
	args := make([]any, 0, 7*min(per, len(srcs)))
	for lo := 0; lo < len(srcs); lo += per {
		hi := min(lo+per, len(srcs))
		args = args[:0]
		for i := lo; i < hi; i++ {
			src := srcs[i]
			args = append(args, id, i, src.ListID, src.ListName, src.ListShortName, nullBool(src.IsAffectedByListUpdate), versions[i])
		}
		if _, err := s.exec(s.values(`INSERT INTO sanctions_source_sets (set_id, position, list_id, list_name,
			list_short_name, is_affected_by_list_update, list_version) VALUES `, "(?, ?, ?, ?, ?, ?, ?)", hi-lo), args...); err != nil {
			return sql.NullInt64{}, formatError("create search source set", err)
		}
	}
	s.created = append(s.created, sourceSet{srcs: slices.Clone(srcs), versions: slices.Clone(versions), id: id})
	return sql.NullInt64{Int64: id, Valid: true}, nil
}

// Copying a search's set into sanctions_sources as its own rows
// (ownSources), then leaving the set.
const (
	ownSourcesQuery = `INSERT INTO sanctions_sources (search_id, position, list_id, list_name, list_short_name,
		is_affected_by_list_update, list_version)
		SELECT ?, position, list_id, list_name, list_short_name, is_affected_by_list_update, list_version
		FROM sanctions_source_sets WHERE set_id = ?`
	leaveSetQuery = "UPDATE sanctions_searches SET source_set = NULL WHERE id = ?"
)

// ownSources copies set, the set of search id's sources, into
// sanctions_sources as the search's own rows and leaves the set, before a
// write changes one of them (sets are never changed: migration 0020). own
// and leave are ownSourcesQuery and leaveSetQuery prepared.
func ownSources(ctx context.Context, own, leave *sql.Stmt, id, set int64) error {
	if _, err := own.ExecContext(ctx, id, set); err != nil {
		return formatError("own search sources", err)
	}
	if _, err := leave.ExecContext(ctx, id); err != nil {
		return formatError("own search sources", err)
	}
	return nil
}
