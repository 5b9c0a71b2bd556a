package sqlite

import (
	"context"
	"fmt"

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
	query, args := "SELECT user_name, date, content FROM "+string(t)+" WHERE search_id = ? ORDER BY date, id", []any{id}
	if n > 0 {
		query = "SELECT user_name, date, content FROM (SELECT id, user_name, date, content FROM " + string(t) +
			" WHERE search_id = ? ORDER BY date DESC, id DESC LIMIT ?) ORDER BY date, id"
		args = append(args, n)
	}
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, formatError(string(t), err)
	}
	defer rows.Close()
	out := []service.SearchNote{}
	for rows.Next() {
		var n service.SearchNote
		var date string
		if err := rows.Scan(&n.Name, &date, &n.Content); err != nil {
			return nil, formatError(string(t), err)
		}
		if n.Date, err = parseTime(date); err != nil {
			return nil, fmt.Errorf("sqlite: %s: %w", t, err)
		}
		out = append(out, n)
	}
	return out, formatError(string(t), rows.Err())
}

func insertNote(ctx context.Context, q querier, t noteTable, searchID int64, n service.SearchNote) error {
	if _, err := q.ExecContext(ctx, "INSERT INTO "+string(t)+" (search_id, user_name, date, content) VALUES (?, ?, ?, ?)",
		searchID, n.Name, formatTime(n.Date), n.Content); err != nil {
		return formatError("insert into "+string(t), err)
	}
	return nil
}

// addNote appends n to search id within a write transaction whose caller
// has checked the scope, unless the search has lim.MaxNotes notes already
// (a *service.QuotaError, nothing written). It returns the newest
// lim.Newest notes and how many the search has in all.
func addNote(ctx context.Context, q querier, t noteTable, id int64, n service.SearchNote, lim service.NoteLimits) ([]service.SearchNote, int, error) {
	var total int
	if err := q.QueryRowContext(ctx, "SELECT COUNT(*) FROM "+string(t)+" WHERE search_id = ?", id).Scan(&total); err != nil {
		return nil, 0, formatError("count "+string(t), err)
	}
	if lim.MaxNotes > 0 && total >= lim.MaxNotes {
		return nil, 0, &service.QuotaError{What: "notes per search", Limit: int64(lim.MaxNotes)}
	}
	if err := insertNote(ctx, q, t, id, n); err != nil {
		return nil, 0, err
	}
	notes, err := notesOf(ctx, q, t, id, lim.Newest)
	return notes, total + 1, err
}
