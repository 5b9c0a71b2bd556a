package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/details"
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

// searchQuery reads a search with its sources, entries and links in one
// statement (one snapshot, one round trip): the children as JSON arrays.
const searchQuery = `SELECT s.id, s.owner, s.search_type, s.date_searched, s.date_updated, s.date_archived, s.is_archived,
	s.client_in_results, s.client_not_in_results, s.affected_by_update, s.criteria_name, s.criteria_address,
	s.criteria_country, s.criteria_date_of_birth, s.criteria_nationality, s.criteria_reference,
	COALESCE((SELECT json_agg(json_build_array(list_id, list_name, list_short_name, is_affected_by_list_update) ORDER BY position)
		FROM sanctions_sources WHERE search_id = s.id), '[]'),
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
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM search_notes WHERE search_id = $1", id).Scan(&total); err != nil {
			return formatError("count search notes", err)
		}
		if lim.MaxNotes > 0 && total >= lim.MaxNotes {
			return &service.QuotaError{What: "notes per search", Limit: int64(lim.MaxNotes)}
		}
		if _, err := tx.Exec(ctx, "INSERT INTO search_notes (search_id, user_name, date, content) VALUES ($1, $2, $3, $4)",
			id, n.Name, n.Date, n.Content); err != nil {
			return formatError("insert search note", err)
		}
		total++
		query, args := "SELECT user_name, date, content FROM search_notes WHERE search_id = $1 ORDER BY date, id", []any{id}
		if lim.Newest > 0 {
			query = "SELECT user_name, date, content FROM (SELECT id, user_name, date, content FROM search_notes WHERE search_id = $1 " +
				"ORDER BY date DESC, id DESC LIMIT $2) newest ORDER BY date, id"
			args = append(args, lim.Newest)
		}
		rows, err := tx.Query(ctx, query, args...)
		notes, err = scanNotes(rows, err, id)
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return notes, total, nil
}
