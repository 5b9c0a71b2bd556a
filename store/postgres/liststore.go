package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
)

// listsLockID is the transaction advisory lock a list version is saved
// under (with the list id: pg_advisory_xact_lock(key, hashtext(list))), so
// that the check that u.Previous is still current and the insert are one
// step against every other gateway importing the same list.
const listsLockID = 0x5c4e_e6a7

const listVersionCols = `id, list_id, source, published_at, imported_at, sha256, entities, names, added, modified, removed,
	forced, warnings, validators`

func scanListVersion(row pgx.Row) (service.ListVersion, error) {
	var v service.ListVersion
	var published *time.Time
	var warnings, validators []byte
	err := row.Scan(&v.ID, &v.List, &v.Source, &published, &v.Imported, &v.SHA256, &v.Entities, &v.Names, &v.Added,
		&v.Modified, &v.Removed, &v.Forced, &warnings, &validators)
	if err != nil {
		return v, err
	}
	if published != nil {
		v.Published = published.UTC()
	}
	v.Imported = v.Imported.UTC()
	if err := json.Unmarshal(warnings, &v.Warnings); err != nil {
		return v, fmt.Errorf("stored warnings: %w", err)
	}
	if err := json.Unmarshal(validators, &v.Validators); err != nil {
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

func (db *DB) queryListVersions(ctx context.Context, op, query string, args ...any) ([]service.ListVersion, error) {
	rows, err := db.pool.Query(ctx, query, args...)
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

// CurrentListVersions returns the current (highest id) version of every
// list, ordered by list id.
func (db *DB) CurrentListVersions(ctx context.Context) ([]service.ListVersion, error) {
	return db.queryListVersions(ctx, "current list versions", `SELECT DISTINCT ON (list_id) `+listVersionCols+
		` FROM list_versions ORDER BY list_id, id DESC`)
}

// ListVersionHistory returns the versions of a list (or all), newest first.
func (db *DB) ListVersionHistory(ctx context.Context, list string, limit int) ([]service.ListVersion, error) {
	var w where
	if list != "" {
		w.add("list_id = " + w.arg(list))
	}
	q := `SELECT ` + listVersionCols + ` FROM list_versions` + w.String() + ` ORDER BY id DESC`
	if limit > 0 {
		q += " LIMIT " + w.arg(limit)
	}
	return db.queryListVersions(ctx, "list version history", q, w.args...)
}

// CurrentListHashes returns the current version of list and its entities'
// hashes by key (one snapshot).
func (db *DB) CurrentListHashes(ctx context.Context, list string) (service.ListVersion, map[string]screening.Hash, error) {
	var v service.ListVersion
	var hashes map[string]screening.Hash
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		var err error
		v, err = scanListVersion(tx.QueryRow(ctx, `SELECT `+listVersionCols+` FROM list_versions
			WHERE list_id = $1 ORDER BY id DESC LIMIT 1`, list))
		if err != nil {
			return formatError("current version of list "+list, err)
		}
		rows, err := tx.Query(ctx, `SELECT entity_key, hash FROM list_entities WHERE list_id = $1 AND to_version IS NULL`, list)
		if err != nil {
			return formatError("entity hashes of list "+list, err)
		}
		defer rows.Close()
		hashes = make(map[string]screening.Hash, v.Entities)
		for rows.Next() {
			var k string
			var h []byte
			if err := rows.Scan(&k, &h); err != nil {
				return formatError("entity hashes of list "+list, err)
			}
			if len(h) != len(screening.Hash{}) {
				return fmt.Errorf("postgres: list %s entity %s: stored hash of %d bytes", list, k, len(h))
			}
			hashes[k] = screening.Hash(h)
		}
		return formatError("entity hashes of list "+list, rows.Err())
	})
	if err != nil {
		return service.ListVersion{}, nil, err
	}
	return v, hashes, nil
}

// SaveListVersion records a version and its changed entities in one
// transaction, under the list's advisory lock.
func (db *DB) SaveListVersion(ctx context.Context, u service.ListUpdate) (service.ListVersion, error) {
	v := u.Version
	op := "save version of list " + v.List
	warnings, err := json.Marshal(nonNil(v.Warnings))
	if err != nil {
		return v, fmt.Errorf("postgres: %s: %w", op, err)
	}
	validators, err := json.Marshal(nonNil(v.Validators))
	if err != nil {
		return v, fmt.Errorf("postgres: %s: %w", op, err)
	}
	rows := make([][]any, len(u.Put))
	for i, e := range u.Put {
		if e.Entity.List != v.List {
			return v, fmt.Errorf("postgres: %s: entity %s belongs to list %q", op, e.Entity.Key, e.Entity.List)
		}
		body, err := e.Entity.Encode()
		if err != nil {
			return v, fmt.Errorf("postgres: %s: %w", op, err)
		}
		rows[i] = []any{v.List, e.Entity.Key, int64(0), e.Hash[:], body}
	}
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1, hashtext($2))", int32(listsLockID), v.List); err != nil {
			return formatError(op, err)
		}
		var current int64
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(id), 0) FROM list_versions WHERE list_id = $1`, v.List).Scan(&current); err != nil {
			return formatError(op, err)
		}
		if current != u.Previous {
			return fmt.Errorf("postgres: %s: current version is %d, not %d: %w", op, current, u.Previous, service.ErrConflict)
		}
		v.Imported = db.now().UTC().Truncate(time.Microsecond)
		var published *time.Time
		if !v.Published.IsZero() {
			published = &v.Published
		}
		if err := tx.QueryRow(ctx, `INSERT INTO list_versions (list_id, source, published_at, imported_at, sha256, entities, names,
			added, modified, removed, forced, warnings, validators) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
			v.List, v.Source, published, v.Imported, v.SHA256, v.Entities, v.Names, v.Added, v.Modified, v.Removed,
			v.Forced, string(warnings), string(validators)).Scan(&v.ID); err != nil {
			return formatError(op, err)
		}
		if len(u.Remove) > 0 {
			keys := slices.Clone(u.Remove)
			slices.Sort(keys)
			keys = slices.Compact(keys)
			tag, err := tx.Exec(ctx, `UPDATE list_entities SET to_version = $1 WHERE list_id = $2 AND entity_key = ANY($3)
				AND to_version IS NULL`, v.ID, v.List, keys)
			if err != nil {
				return formatError(op, err)
			}
			if tag.RowsAffected() != int64(len(keys)) || len(keys) != len(u.Remove) {
				return fmt.Errorf("postgres: %s: %d of the %d keys to remove are in the current version: %w", op,
					tag.RowsAffected(), len(u.Remove), service.ErrConflict)
			}
		}
		if len(rows) > 0 {
			for _, r := range rows {
				r[2] = v.ID
			}
			if _, err := tx.CopyFrom(ctx, pgx.Identifier{"list_entities"}, []string{"list_id", "entity_key", "from_version", "hash", "body"},
				pgx.CopyFromRows(rows)); err != nil {
				return formatError(op, err)
			}
		}
		// The version's counts must agree with what is now current.
		var n int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM list_entities WHERE list_id = $1 AND to_version IS NULL`, v.List).Scan(&n); err != nil {
			return formatError(op, err)
		}
		if n != v.Entities {
			return fmt.Errorf("postgres: %s: the version has %d entities but the update leaves %d current", op, v.Entities, n)
		}
		return nil
	})
	if err != nil {
		return u.Version, err
	}
	return v, nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// CurrentListEntities walks the current entities of lists (all when
// empty), ordered by list id and key, from one snapshot.
func (db *DB) CurrentListEntities(ctx context.Context, lists []string, fn func(*screening.Entity) error) error {
	return db.inReadTx(ctx, func(tx pgx.Tx) error {
		var w where
		w.add("to_version IS NULL")
		if len(lists) > 0 {
			w.add("list_id = ANY(" + w.arg(lists) + ")")
		}
		return walkEntities(ctx, tx, "current list entities", fn, `SELECT body FROM list_entities`+w.String()+` ORDER BY list_id, entity_key`, w.args...)
	})
}

// ListVersionEntities walks the entities of versions ids, ordered by list
// id and key, from one snapshot.
func (db *DB) ListVersionEntities(ctx context.Context, ids []int64, fn func(*screening.Entity) error) error {
	return db.inReadTx(ctx, func(tx pgx.Tx) error {
		type at struct {
			list string
			id   int64
		}
		var vs []at
		for _, id := range ids {
			var list string
			if err := tx.QueryRow(ctx, `SELECT list_id FROM list_versions WHERE id = $1`, id).Scan(&list); err != nil {
				return formatError(fmt.Sprintf("list version %d", id), err)
			}
			vs = append(vs, at{list, id})
		}
		slices.SortFunc(vs, func(a, b at) int { return strings.Compare(a.list, b.list) })
		for _, v := range vs {
			if err := walkEntities(ctx, tx, "list version entities", fn, `SELECT body FROM list_entities
				WHERE list_id = $1 AND from_version <= $2 AND (to_version IS NULL OR to_version > $2) ORDER BY entity_key`,
				v.list, v.id); err != nil {
				return err
			}
		}
		return nil
	})
}

// walkEntities calls fn with each entity the query's rows hold (column
// body).
func walkEntities(ctx context.Context, q querier, what string, fn func(*screening.Entity) error, query string, args ...any) error {
	rows, err := q.Query(ctx, query, args...)
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
			return fmt.Errorf("postgres: %s: %w", what, err)
		}
		if err := fn(&e); err != nil {
			return err
		}
	}
	return formatError(what, rows.Err())
}

// ListVersionChanges returns what version id changed, by key.
func (db *DB) ListVersionChanges(ctx context.Context, id int64) ([]screening.EntityChange, error) {
	var out []screening.EntityChange
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		var list string
		if err := tx.QueryRow(ctx, `SELECT list_id FROM list_versions WHERE id = $1`, id).Scan(&list); err != nil {
			return formatError(fmt.Sprintf("list version %d", id), err)
		}
		// A key with a row starting at id and one ending there was
		// modified; one only starting there was added; one only ending
		// there removed.
		rows, err := tx.Query(ctx, `SELECT entity_key, COUNT(*) FILTER (WHERE from_version = $1), COUNT(*) FILTER (WHERE to_version = $1)
			FROM list_entities WHERE list_id = $2 AND (from_version = $1 OR to_version = $1) GROUP BY entity_key ORDER BY entity_key`, id, list)
		if err != nil {
			return formatError("list version changes", err)
		}
		defer rows.Close()
		for rows.Next() {
			var k string
			var started, ended int64
			if err := rows.Scan(&k, &started, &ended); err != nil {
				return formatError("list version changes", err)
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
		return formatError("list version changes", rows.Err())
	})
	return out, err
}

// ListEntitiesAt returns the entities of keys as they were in version id,
// ordered by key.
func (db *DB) ListEntitiesAt(ctx context.Context, id int64, keys []string) ([]screening.Entity, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	var out []screening.Entity
	err := db.inReadTx(ctx, func(tx pgx.Tx) error {
		var list string
		if err := tx.QueryRow(ctx, `SELECT list_id FROM list_versions WHERE id = $1`, id).Scan(&list); err != nil {
			return formatError(fmt.Sprintf("list version %d", id), err)
		}
		rows, err := tx.Query(ctx, `SELECT body FROM list_entities WHERE list_id = $1 AND from_version <= $2
			AND (to_version IS NULL OR to_version > $2) AND entity_key = ANY($3) ORDER BY entity_key`, list, id, keys)
		if err != nil {
			return formatError("list entities at version", err)
		}
		defer rows.Close()
		for rows.Next() {
			var body []byte
			if err := rows.Scan(&body); err != nil {
				return formatError("list entities at version", err)
			}
			e, err := screening.DecodeEntity(body)
			if err != nil {
				return fmt.Errorf("postgres: list entities at version: %w", err)
			}
			out = append(out, e)
		}
		return formatError("list entities at version", rows.Err())
	})
	return out, err
}
