package service

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"hash"
	"sync"
	"time"
)

// DefaultPrincipalTTL is how long a successful authentication is
// remembered by default.
const DefaultPrincipalTTL = 5 * time.Second

// principalCacheMax bounds the remembered authentications (one per
// distinct apiUserId, key and userId triple); past it the cache starts over.
const principalCacheMax = 10000

// principalCache remembers successful authentications for a short time so
// that a busy client does not cost three store lookups per request.
//
// Entries are keyed by HMAC-SHA256 under a random per-process key of
// (apiUserId, apiUserKey, userId): no credential is kept in memory, and a
// hit is only possible with exactly the credentials that succeeded. Failed
// authentications are never cached. Changes made through this process
// (Invalidate) take effect at once; changes made behind its back (another
// process, the database edited by hand) within the TTL.
type principalCache struct {
	ttl  time.Duration
	now  func() time.Time
	pool sync.Pool // of *keyHasher (HMAC under the per-process key)

	mu  sync.RWMutex
	gen uint64
	m   map[[sha256.Size]byte]cachedPrincipal
}

type cachedPrincipal struct {
	p       *Principal
	expires time.Time
}

func newPrincipalCache(ttl time.Duration) *principalCache {
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return nil // no cache rather than a predictable key
	}
	c := &principalCache{ttl: ttl, now: time.Now, m: map[[sha256.Size]byte]cachedPrincipal{}}
	c.pool.New = func() any {
		return &keyHasher{h: hmac.New(sha256.New, key), buf: make([]byte, 0, 512), sum: make([]byte, 0, sha256.Size)}
	}
	return c
}

// key is the cache key of a credential triple (length-prefixed, so no two
// triples share an input).
func (c *principalCache) key(cr Authentication) [sha256.Size]byte {
	// The input and the sum live in the pooled hasher: passed to the
	// hash.Hash interface, stack buffers would escape to the heap.
	hs := c.pool.Get().(*keyHasher)
	b := hs.buf[:0]
	for _, s := range []string{cr.APIUserID, cr.APIUserKey, cr.UserID} {
		b = binary.BigEndian.AppendUint32(b, uint32(len(s)))
		b = append(b, s...)
	}
	hs.h.Reset()
	hs.h.Write(b)
	var k [sha256.Size]byte
	copy(k[:], hs.h.Sum(hs.sum[:0]))
	if cap(b) <= 4096 {
		hs.buf = b
	}
	c.pool.Put(hs)
	return k
}

// get returns a copy of the remembered principal, and the generation to
// pass to put after a miss.
func (c *principalCache) get(k [sha256.Size]byte) (*Principal, uint64) {
	c.mu.RLock()
	e, ok := c.m[k]
	gen := c.gen
	c.mu.RUnlock()
	if !ok || !c.now().Before(e.expires) {
		return nil, gen
	}
	p := *e.p
	return &p, gen
}

// put remembers p unless the cache was invalidated since gen was read
// (the store lookups behind p may predate the change).
func (c *principalCache) put(k [sha256.Size]byte, gen uint64, p *Principal) {
	cp := *p
	exp := c.now().Add(c.ttl)
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if len(c.m) >= principalCacheMax {
		clear(c.m)
	}
	c.m[k] = cachedPrincipal{p: &cp, expires: exp}
}

func (c *principalCache) invalidate() {
	c.mu.Lock()
	c.gen++
	clear(c.m)
	c.mu.Unlock()
}

// keyHasher is a pooled HMAC with its input and output buffers.
type keyHasher struct {
	h        hash.Hash
	buf, sum []byte
}
