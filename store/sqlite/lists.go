package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
)

const listVersionCols = `id, list_id, source, published_at, imported_at, sha256, entities, names, added, modified, removed,
	forced, warnings, validators`

func scanListVersion(row interface{ Scan(...any) error }) (service.ListVersion, error) {
	var v service.ListVersion
	var published sql.NullString
	var imported, warnings, validators string
	err := row.Scan(&v.ID, &v.List, &v.Source, &published, &imported, &v.SHA256, &v.Entities, &v.Names, &v.Added,
		&v.Modified, &v.Removed, &v.Forced, &warnings, &validators)
	if err != nil {
		return v, err
	}
	if published.Valid {
		if v.Published, err = parseTime(published.String); err != nil {
			return v, err
		}
	}
	if v.Imported, err = parseTime(imported); err != nil {
		return v, err
	}
	if err := json.Unmarshal([]byte(warnings), &v.Warnings); err != nil {
		return v, fmt.Errorf("stored warnings: %w", err)
	}
	if err := json.Unmarshal([]byte(validators), &v.Validators); err != nil {
		return v, fmt.Errorf("stored validators: %w", err)
	}
	if len(v.Warnings) == 0 {
		v.Warnings = nil
	}
	if len(v.Validators) == 0 {
		v.Validators = nil
	}
	return v, nil
}

func queryListVersions(ctx context.Context, q querier, op, query string, args ...any) ([]service.ListVersion, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, formatError(op, err)
	}
	defer rows.Close()
	var out []service.ListVersion
	for rows.Next() {
		v, err := scanListVersion(rows)
		if err != nil {
			return nil, formatError(op, err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError(op, err)
	}
	return out, nil
}

// currentVersionsQuery selects the current (highest id) version of every
// list.
const currentVersionsQuery = `SELECT ` + listVersionCols + ` FROM list_versions
	WHERE id IN (SELECT MAX(id) FROM list_versions GROUP BY list_id) ORDER BY list_id`

// CurrentListVersions returns the current version of every list.
func (db *DB) CurrentListVersions(ctx context.Context) ([]service.ListVersion, error) {
	return queryListVersions(ctx, db.reader, "current list versions", currentVersionsQuery)
}

// ListVersionHistory returns the versions of a list (or all), newest first.
func (db *DB) ListVersionHistory(ctx context.Context, list string, limit int) ([]service.ListVersion, error) {
	var w where
	if list != "" {
		w.add("list_id = ?", list)
	}
	q := `SELECT ` + listVersionCols + ` FROM list_versions` + w.String() + ` ORDER BY id DESC`
	if limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", limit)
	}
	return queryListVersions(ctx, db.reader, "list version history", q, w.args...)
}

// CurrentListHashes returns the current version of list and its entities'
// hashes by key.
func (db *DB) CurrentListHashes(ctx context.Context, list string) (service.ListVersion, map[string]screening.Hash, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return service.ListVersion{}, nil, err
	}
	defer tx.Rollback()
	v, err := scanListVersion(tx.QueryRowContext(ctx, `SELECT `+listVersionCols+` FROM list_versions
		WHERE list_id = ? ORDER BY id DESC LIMIT 1`, list))
	if err != nil {
		return service.ListVersion{}, nil, formatError("current version of list "+list, err)
	}
	rows, err := tx.QueryContext(ctx, `SELECT entity_key, hash FROM list_entities WHERE list_id = ? AND to_version IS NULL`, list)
	if err != nil {
		return service.ListVersion{}, nil, formatError("entity hashes of list "+list, err)
	}
	defer rows.Close()
	hashes := make(map[string]screening.Hash, v.Entities)
	for rows.Next() {
		var k string
		var h []byte
		if err := rows.Scan(&k, &h); err != nil {
			return service.ListVersion{}, nil, formatError("entity hashes of list "+list, err)
		}
		if len(h) != len(screening.Hash{}) {
			return service.ListVersion{}, nil, fmt.Errorf("sqlite: list %s entity %s: stored hash of %d bytes", list, k, len(h))
		}
		hashes[k] = screening.Hash(h)
	}
	if err := rows.Err(); err != nil {
		return service.ListVersion{}, nil, formatError("entity hashes of list "+list, err)
	}
	return v, hashes, nil
}

// SaveListVersion records a version and its changed entities in one
// transaction.
func (db *DB) SaveListVersion(ctx context.Context, u service.ListUpdate) (service.ListVersion, error) {
	v := u.Version
	op := "save version of list " + v.List
	warnings, err := json.Marshal(nonNil(v.Warnings))
	if err != nil {
		return v, fmt.Errorf("sqlite: %s: %w", op, err)
	}
	validators, err := json.Marshal(nonNil(v.Validators))
	if err != nil {
		return v, fmt.Errorf("sqlite: %s: %w", op, err)
	}
	// Encode outside the transaction: the writer is held only for writing.
	bodies := make([][]byte, len(u.Put))
	for i, e := range u.Put {
		if e.Entity.List != v.List {
			return v, fmt.Errorf("sqlite: %s: entity %s belongs to list %q", op, e.Entity.Key, e.Entity.List)
		}
		if bodies[i], err = e.Entity.Encode(); err != nil {
			return v, fmt.Errorf("sqlite: %s: %w", op, err)
		}
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return v, err
	}
	defer tx.Rollback()
	var current sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT MAX(id) FROM list_versions WHERE list_id = ?`, v.List).Scan(&current); err != nil {
		return v, formatError(op, err)
	}
	if current.Int64 != u.Previous {
		return v, fmt.Errorf("sqlite: %s: current version is %d, not %d: %w", op, current.Int64, u.Previous, service.ErrConflict)
	}
	v.Imported = db.now().UTC()
	var published sql.NullString
	if !v.Published.IsZero() {
		published = sql.NullString{String: formatTime(v.Published), Valid: true}
	}
	err = tx.QueryRowContext(ctx, `INSERT INTO list_versions (list_id, source, published_at, imported_at, sha256, entities, names,
		added, modified, removed, forced, warnings, validators) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		v.List, v.Source, published, formatTime(v.Imported), v.SHA256, v.Entities, v.Names, v.Added, v.Modified, v.Removed,
		v.Forced, string(warnings), string(validators)).Scan(&v.ID)
	if err != nil {
		return v, formatError(op, err)
	}
	if len(u.Remove) > 0 {
		end, err := tx.PrepareContext(ctx, `UPDATE list_entities SET to_version = ? WHERE list_id = ? AND entity_key = ? AND to_version IS NULL`)
		if err != nil {
			return v, formatError(op, err)
		}
		defer end.Close()
		for _, k := range u.Remove {
			res, err := end.ExecContext(ctx, v.ID, v.List, k)
			if err != nil {
				return v, formatError(op, err)
			}
			if n, _ := res.RowsAffected(); n != 1 {
				return v, fmt.Errorf("sqlite: %s: entity %s is not in the current version: %w", op, k, service.ErrConflict)
			}
		}
	}
	if len(u.Put) > 0 {
		put, err := tx.PrepareContext(ctx, `INSERT INTO list_entities (list_id, entity_key, from_version, hash, body) VALUES (?, ?, ?, ?, ?)`)
		if err != nil {
			return v, formatError(op, err)
		}
		defer put.Close()
		for i, e := range u.Put {
			if _, err := put.ExecContext(ctx, v.List, e.Entity.Key, v.ID, e.Hash[:], bodies[i]); err != nil {
				return v, formatError(op, err)
			}
		}
	}
	// The version's counts must agree with what is now current.
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM list_entities WHERE list_id = ? AND to_version IS NULL`, v.List).Scan(&n); err != nil {
		return v, formatError(op, err)
	}
	if n != v.Entities {
		return v, fmt.Errorf("sqlite: %s: the version has %d entities but the update leaves %d current", op, v.Entities, n)
	}
	if err := tx.Commit(); err != nil {
		return v, formatError(op, err)
	}
	return v, nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// CurrentListEntities walks the current entities of lists (all when empty).
func (db *DB) CurrentListEntities(ctx context.Context, lists []string, fn func(*screening.Entity) error) error {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var w where
	w.add("to_version IS NULL")
	if len(lists) > 0 {
		w.add("list_id IN ("+placeholders(len(lists))+")", toAny(lists)...)
	}
	return walkEntities(ctx, tx, "current list entities", fn, `SELECT body FROM list_entities`+w.String()+` ORDER BY list_id, entity_key`, w.args...)
}

// ListVersionEntities walks the entities of versions ids, ordered by list
// id and key, from one snapshot.
func (db *DB) ListVersionEntities(ctx context.Context, ids []int64, fn func(*screening.Entity) error) error {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	type at struct {
		list string
		id   int64
	}
	var vs []at
	for _, id := range ids {
		var list string
		if err := tx.QueryRowContext(ctx, `SELECT list_id FROM list_versions WHERE id = ?`, id).Scan(&list); err != nil {
			return formatError(fmt.Sprintf("list version %d", id), err)
		}
		vs = append(vs, at{list, id})
	}
	slices.SortFunc(vs, func(a, b at) int { return strings.Compare(a.list, b.list) })
	for _, v := range vs {
		if err := walkEntities(ctx, tx, "list version entities", fn, `SELECT body FROM list_entities
			WHERE list_id = ? AND from_version <= ? AND (to_version IS NULL OR to_version > ?) ORDER BY entity_key`,
			v.list, v.id, v.id); err != nil {
			return err
		}
	}
	return nil
}

// walkEntities calls fn with each entity the query's rows hold (column
// body).
func walkEntities(ctx context.Context, q querier, what string, fn func(*screening.Entity) error, query string, args ...any) error {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return formatError(what, err)
	}
	defer rows.Close()
	for rows.Next() {
		var body []byte
		if err := rows.Scan(&body); err != nil {
			return formatError(what, err)
		}
		e, err := screening.DecodeEntity(body)
		if err != nil {
			return fmt.Errorf("sqlite: %s: %w", what, err)
		}
		if err := fn(&e); err != nil {
			return err
		}
	}
	return formatError(what, rows.Err())
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

// ListVersionChanges returns what version id changed.
func (db *DB) ListVersionChanges(ctx context.Context, id int64) ([]screening.EntityChange, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	var list string
	if err := tx.QueryRowContext(ctx, `SELECT list_id FROM list_versions WHERE id = ?`, id).Scan(&list); err != nil {
		return nil, formatError(fmt.Sprintf("list version %d", id), err)
	}
	// A key with a row starting at id and one ending there was modified;
	// one only starting there was added; one only ending there removed.
	rows, err := tx.QueryContext(ctx, `SELECT entity_key, SUM(CASE WHEN from_version = ? THEN 1 ELSE 0 END),
		SUM(CASE WHEN to_version = ? THEN 1 ELSE 0 END) FROM list_entities
		WHERE list_id = ? AND (from_version = ? OR to_version = ?) GROUP BY entity_key ORDER BY entity_key`, id, id, list, id, id)
	if err != nil {
		return nil, formatError("list version changes", err)
	}
	defer rows.Close()
	var out []screening.EntityChange
	for rows.Next() {
		var k string
		var started, ended int
		if err := rows.Scan(&k, &started, &ended); err != nil {
			return nil, formatError("list version changes", err)
		}
		c := screening.EntityChange{List: list, Key: k, Change: screening.Modified}
		switch {
		case started > 0 && ended == 0:
			c.Change = screening.Added
		case started == 0 && ended > 0:
			c.Change = screening.Removed
		}
		out = append(out, c)
	}
	return out, formatError("list version changes", rows.Err())
}

// ListEntitiesAt returns entities of keys as they were in version id.
func (db *DB) ListEntitiesAt(ctx context.Context, id int64, keys []string) ([]screening.Entity, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	var list string
	if err := tx.QueryRowContext(ctx, `SELECT list_id FROM list_versions WHERE id = ?`, id).Scan(&list); err != nil {
		return nil, formatError(fmt.Sprintf("list version %d", id), err)
	}
	var out []screening.Entity
	// In chunks, under SQLite's limit on bound parameters.
	for start := 0; start < len(keys); start += 500 {
		chunk := keys[start:min(start+500, len(keys))]
		args := append([]any{list, id, id}, toAny(chunk)...)
		rows, err := tx.QueryContext(ctx, `SELECT body FROM list_entities WHERE list_id = ? AND from_version <= ?
			AND (to_version IS NULL OR to_version > ?) AND entity_key IN (`+placeholders(len(chunk))+`)`, args...)
		if err != nil {
			return nil, formatError("list entities at version", err)
		}
		for rows.Next() {
			var body []byte
			if err := rows.Scan(&body); err != nil {
				rows.Close()
				return nil, formatError("list entities at version", err)
			}
			e, err := screening.DecodeEntity(body)
			if err != nil {
				rows.Close()
				return nil, fmt.Errorf("sqlite: list entities at version: %w", err)
			}
			out = append(out, e)
		}
		if err := rows.Err(); err != nil {
			rows.Close()
			return nil, formatError("list entities at version", err)
		}
		rows.Close()
	}
	sortEntities(out)
	return out, nil
}

func sortEntities(es []screening.Entity) {
	slices.SortFunc(es, func(a, b screening.Entity) int { return strings.Compare(a.Key, b.Key) })
}
