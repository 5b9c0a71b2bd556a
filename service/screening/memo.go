package screening

import (
	"hash/maphash"
	"sync"
)

// memoShards is how many shards a wordMemo has.
const memoShards = 32

// wordMemo keeps what searches worked out of query words (their
// expansions, MayMatch's reach) for later searches; safe for concurrent
// use. Its words are spread by hash over shards, each under its own lock:
// the searches of several goroutines (monitoring's workers, concurrent
// requests) look words up all the time, and under one lock they waited on
// each other — on its cache line for every lookup, on every writer's
// exclusive hold. It keeps at most expansionCacheMax words (each shard its
// share); beyond it new words are not kept. The zero value is not usable:
// init it first.
type wordMemo[V any] struct {
	seed   maphash.Seed
	shards [memoShards]memoShard[V]
}

type memoShard[V any] struct {
	mu sync.RWMutex
	m  map[string]V
	_  [32]byte // a shard to a cache line (with mu and m)
}

// init makes m ready for use.
func (m *wordMemo[V]) init() { m.seed = maphash.MakeSeed() }

func (m *wordMemo[V]) shard(w []byte) *memoShard[V] {
	return &m.shards[maphash.Bytes(m.seed, w)%memoShards]
}

// get returns what is kept for w.
func (m *wordMemo[V]) get(w []byte) (V, bool) {
	sh := m.shard(w)
	sh.mu.RLock()
	v, ok := sh.m[string(w)]
	sh.mu.RUnlock()
	return v, ok
}

// put keeps v for w, unless w's shard is full.
func (m *wordMemo[V]) put(w []byte, v V) {
	sh := m.shard(w)
	sh.mu.Lock()
	if sh.m == nil {
		sh.m = map[string]V{}
	}
	if len(sh.m) < expansionCacheMax/memoShards {
		sh.m[string(w)] = v
	}
	sh.mu.Unlock()
}
