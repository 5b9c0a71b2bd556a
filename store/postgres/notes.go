package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
)

// noteTable is a table of notes on searches of one kind; every one has the
// columns search_id, user_name, date and content (and an id).
type noteTable string

const (
	searchNoteTable  noteTable = "search_notes"     // sanctions searches
	pepNoteTable     noteTable = "pep_search_notes" // PEP searches
	validIDNoteTable noteTable = "validid_notes"    // ValidID searches
)

// notesOf returns the newest n notes of search id (all when n <= 0),
// oldest first.
func notesOf(ctx context.Context, q querier, t noteTable, id int64, n int) ([]service.SearchNote, error) {
	query, args := "SELECT user_name, date, content FROM "+string(t)+" WHERE search_id = $1 ORDER BY date, id", []any{id}
	if n > 0 {
		query = "SELECT user_name, date, content FROM (SELECT id, user_name, date, content FROM " + string(t) +
			" WHERE search_id = $1 ORDER BY date DESC, id DESC LIMIT $2) newest ORDER BY date, id"
		args = append(args, n)
	}
	rows, err := q.Query(ctx, query, args...)
	notes, err := collectRows(rows, err, string(t), func(r pgx.Rows, n *service.SearchNote) error {
		if err := r.Scan(&n.Name, &n.Date, &n.Content); err != nil {
			return err
		}
		n.Date = n.Date.UTC()
		return nil
	})
	if err == nil && notes == nil {
		notes = []service.SearchNote{}
	}
	return notes, err
}

// addNote appends n to search id within a transaction that has locked the
// search's row (so notes on one search take turns), unless the search has
// lim.MaxNotes notes already (a *service.QuotaError, nothing written). It
// returns the newest lim.Newest notes and how many the search has in all.
func addNote(ctx context.Context, q querier, t noteTable, id int64, n service.SearchNote, lim service.NoteLimits) ([]service.SearchNote, int, error) {
	var total int
	if err := q.QueryRow(ctx, "SELECT count(*) FROM "+string(t)+" WHERE search_id = $1", id).Scan(&total); err != nil {
		return nil, 0, formatError("count "+string(t), err)
	}
	if lim.MaxNotes > 0 && total >= lim.MaxNotes {
		return nil, 0, &service.QuotaError{What: "notes per search", Limit: int64(lim.MaxNotes)}
	}
	if _, err := q.Exec(ctx, "INSERT INTO "+string(t)+" (search_id, user_name, date, content) VALUES ($1, $2, $3, $4)",
		id, n.Name, n.Date, n.Content); err != nil {
		return nil, 0, formatError("insert into "+string(t), err)
	}
	notes, err := notesOf(ctx, q, t, id, lim.Newest)
	return notes, total + 1, err
}
