package postgres

import "sync"

// resultCacheMax bounds the remembered answers; past it the cache starts
// over (answers of old versions are never used and go the same way).
const resultCacheMax = 1024

// resultCache remembers answers under the account data version
// (version.go) they were read at: an answer read in the snapshot of a
// statement that also read the version is exactly the answer at that
// version, and is served only to callers that read the same version.
type resultCache struct {
	mu sync.Mutex
	m  map[string]cachedResult
}

type cachedResult struct {
	version uint64
	v       any
}

// get returns the answer remembered for key at version.
func (c *resultCache) get(key string, version uint64) (any, bool) {
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
func (c *resultCache) put(key string, version uint64, v any) {
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
