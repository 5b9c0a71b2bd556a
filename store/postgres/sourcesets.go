package postgres

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/screengate/screengate/service"
)

// Source sets (migration 00023): the sources of a stored search — one per
// list, with the list version it was screened against — are the same for
// every search of the same lists between two list imports, so a new
// search names a stored set (sanctions_searches.source_set) instead of
// storing its own rows in sanctions_sources. A set never changes and is
// never deleted, so its id, once stored, is kept here by content.

// sourceSets maps a set's contents (sourceSetKey) to its id.
type sourceSets struct {
	mu  sync.RWMutex
	ids map[string]int64
}

// sourceSetKey appends to b an encoding of n's sources that two sets
// share only when every field of every source is equal, in order.
func sourceSetKey(b []byte, n service.NewSanctionsSearch) []byte {
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	for i, src := range n.Record.SearchSources {
		str(src.ListID)
		str(src.ListName)
		str(src.ListShortName)
		switch {
		case src.IsAffectedByListUpdate == nil:
			b = append(b, 0)
		case *src.IsAffectedByListUpdate:
			b = append(b, 2)
		default:
			b = append(b, 1)
		}
		b = binary.AppendVarint(b, n.Versions[i])
	}
	return b
}

// sourceSet returns the id of the stored set of n's sources (checked by
// the caller: a version per source), storing it first when it is new; 0
// when n has no sources. A set is stored in a statement of its own,
// committed before any search names it.
func (db *DB) sourceSet(ctx context.Context, n service.NewSanctionsSearch) (int64, error) {
	if len(n.Record.SearchSources) == 0 {
		return 0, nil
	}
	var buf [512]byte
	key := sourceSetKey(buf[:0], n)
	db.sets.mu.RLock()
	id, ok := db.sets.ids[string(key)]
	db.sets.mu.RUnlock()
	if ok {
		return id, nil
	}
	id, err := storeSourceSet(ctx, db, key, n)
	if err != nil {
		return 0, err
	}
	db.sets.mu.Lock()
	if db.sets.ids == nil {
		db.sets.ids = map[string]int64{}
	}
	db.sets.ids[string(key)] = id
	db.sets.mu.Unlock()
	return id, nil
}

// storeSourceSet stores the set of n's sources (key: sourceSetKey) unless
// it is stored already, and returns its id.
func storeSourceSet(ctx context.Context, db *DB, key []byte, n service.NewSanctionsSearch) (int64, error) {
	digest := sha256.Sum256(key)
	srcs := n.Record.SearchSources
	pos := make([]int32, len(srcs))
	list, name, short := make([]string, len(srcs)), make([]string, len(srcs)), make([]string, len(srcs))
	affected := make([]*bool, len(srcs))
	for i, s := range srcs {
		pos[i], list[i], name[i], short[i], affected[i] = int32(i), s.ListID, s.ListName, s.ListShortName, s.IsAffectedByListUpdate
	}
	// A set stored at the same time by another gateway conflicts: this
	// statement then waits for it, stores nothing and the next one reads
	// it (a new snapshot).
	var id int64
	err := db.pool.QueryRow(ctx, `WITH s AS (
		INSERT INTO sanctions_source_sets (digest) VALUES ($1) ON CONFLICT (digest) DO NOTHING RETURNING id
	), i AS (
		INSERT INTO sanctions_source_set_items (set_id, position, list_id, list_name, list_short_name,
			is_affected_by_list_update, list_version)
		SELECT s.id, c.* FROM s, unnest($2::integer[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::bigint[]) AS c
	)
	SELECT id FROM s`, digest[:], pos, list, name, short, pgtype.FlatArray[*bool](affected), n.Versions).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return 0, formatError("source set", err)
	}
	if err := db.pool.QueryRow(ctx, "SELECT id FROM sanctions_source_sets WHERE digest = $1", digest[:]).Scan(&id); err != nil {
		return 0, formatError("source set", err)
	}
	return id, nil
}

// searchSourcesJSON is the JSON array of the sources of search s (of
// sanctions_searches): its own rows, or its set's.
const searchSourcesJSON = `COALESCE(CASE WHEN s.source_set IS NULL
	THEN (SELECT json_agg(json_build_array(list_id, list_name, list_short_name, is_affected_by_list_update) ORDER BY position)
		FROM sanctions_sources WHERE search_id = s.id)
	ELSE (SELECT json_agg(json_build_array(list_id, list_name, list_short_name, is_affected_by_list_update) ORDER BY position)
		FROM sanctions_source_set_items WHERE set_id = s.source_set) END, '[]')`

// ownSourcesSQL gives search $3 its own copy of its set's sources (and
// no set), as UpdateSearchResults marks one of them; with the update of
// the search's flags, date and unresolved count ($1, $2). A search
// without a set gets no rows.
const ownSourcesSQL = `WITH old AS (
	SELECT source_set FROM sanctions_searches WHERE id = $3
), u AS (
	UPDATE sanctions_searches SET affected_by_update = true, date_updated = $1,
		unresolved_results = unresolved_results + $2, source_set = NULL WHERE id = $3
)
INSERT INTO sanctions_sources (search_id, position, list_id, list_name, list_short_name, is_affected_by_list_update, list_version)
SELECT $3, i.position, i.list_id, i.list_name, i.list_short_name, i.is_affected_by_list_update, i.list_version
FROM old JOIN sanctions_source_set_items i ON i.set_id = old.source_set`
