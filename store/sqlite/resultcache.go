package sqlite

import (
	"context"
	"hash/maphash"
	"sync"
)

// Exact result caches. A read whose answer depends only on one version
// group of tables (table_versions, migration 0002) first reads the group's
// version outside any transaction; if the same read was answered at that
// version, the remembered answer is returned: it was computed from a
// snapshot of exactly the data the version names, and triggers move the
// version on with every change, from any connection or process. Otherwise
// the read runs in a transaction, reads the version in its snapshot and
// remembers its answer under it.

// Version groups (rows of table_versions).
const (
	versionDbs       = "dbs_searches"
	versionValidIDs  = "validid_searches"
	versionSanctions = "sanctions"
)

// versionGroupOf is the version group a table's changes bump.
func versionGroupOf(table string) string {
	switch table {
	case "dbs_searches":
		return versionDbs
	case "validid_searches":
		return versionValidIDs
	case "sanctions_searches", "sanctions_sources", "sanctions_source_sets", "sanctions_results", "search_links":
		return versionSanctions
	}
	return ""
}

const versionQuery = "SELECT version FROM table_versions WHERE name = ?"

// version reads a group's version (in tx's snapshot, or now when tx is nil).
//
// The current version (q a readTx without tx) of a file database is
// answered without a query while the wal-index header is the one seen just
// before the query that last read it: no connection, in this process or
// another, has committed since, so the version cannot have moved.
func (db *DB) version(ctx context.Context, q querier, group string) (int64, error) {
	if rt, ok := q.(readTx); ok && rt.tx == nil && db.wal != nil {
		if i := versionIndex(group); i >= 0 {
			if h, ok := db.wal.header(); ok {
				if k := db.known[i].Load(); k != nil && k.hdr == h {
					return k.v, nil
				}
				v, err := db.queryVersion(ctx, q, group)
				if err == nil {
					db.known[i].Store(&knownVersion{hdr: h, v: v})
				}
				return v, err
			}
		}
	}
	return db.queryVersion(ctx, q, group)
}

// knownVersion is a group's version read by a query that started after
// the wal-index header was hdr.
type knownVersion struct {
	hdr walHeader
	v   int64
}

// versionIndex is the index of a group in DB.known (-1 when unknown).
func versionIndex(group string) int {
	switch group {
	case versionDbs:
		return 0
	case versionValidIDs:
		return 1
	case versionSanctions:
		return 2
	}
	return -1
}

func (db *DB) queryVersion(ctx context.Context, q querier, group string) (int64, error) {
	var v int64
	if err := q.QueryRowContext(ctx, versionQuery, group).Scan(&v); err != nil {
		return 0, formatError("version of "+group, err)
	}
	return v, nil
}

// resultCacheMax bounds the remembered answers; past it the cache starts
// over (answers of old versions are never used and go the same way).
const resultCacheMax = 1024

type resultCache struct {
	mu sync.Mutex
	m  map[string]cachedResult
	// seen holds hashes of keys offered once (again), for answers whose
	// keys rarely repeat: random DBS pages, each kept (a copy of 25 rows)
	// until the next 1,024 answers flushed it, which no request asked for
	// again, and which the collector had to scan at every cycle.
	seen   [1024]uint64
	seeded bool
	seed   maphash.Seed
}

// again reports whether key was asked for already at version (recently:
// one slot per key hash), noting it otherwise; the caller keeps the answer
// only then.
func (c *resultCache) again(key string, version int64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.seeded {
		c.seed, c.seeded = maphash.MakeSeed(), true
	}
	h := maphash.String(c.seed, key) ^ uint64(version)*0x9e3779b97f4a7c15
	i := h % uint64(len(c.seen))
	if c.seen[i] == h {
		return true
	}
	c.seen[i] = h
	return false
}

type cachedResult struct {
	version int64
	v       any
}

// get returns the answer remembered for key at version.
func (c *resultCache) get(key string, version int64) (any, bool) {
	c.mu.Lock()
	r, ok := c.m[key]
	c.mu.Unlock()
	if !ok || r.version != version {
		return nil, false
	}
	return r.v, true
}

// put remembers v as the answer for key at version (unless a newer one is
// already there).
func (c *resultCache) put(key string, version int64, v any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.m[key]; ok && r.version > version {
		return
	}
	if c.m == nil || len(c.m) >= resultCacheMax {
		c.m = map[string]cachedResult{}
	}
	c.m[key] = cachedResult{version, v}
}
