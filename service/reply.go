package service

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// Shared replies. A read whose reply depends only on the stored data, the
// caller's scope and the request (the two unresolved counts, GetSearch,
// GetDbsSearches, GetValidIds; not CountIncompleteClients, which depends
// on the time) is built once per data version: identical calls while no write has
// committed anywhere get the same reply value, and the transports keep its
// encodings in the reply's [Memo], so a repeated read costs neither the
// assembly nor the encoding again. The data version comes from the store
// ([DataVersioner] for one process on its own database; [AccountDataVersioner]
// for gateways sharing one); a store that cannot tell gets no sharing.

// Reply is the outcome of a successful call.
type Reply struct {
	// Data is the response data (the operation's *Data) with a success
	// status.
	Data any
	// Memo is set when Data is shared by identical calls: Data must then
	// not be modified, and encoders may keep their output in Memo.
	Memo *Memo
}

// DataVersioner is implemented by stores that can tell, without a query,
// whether anything has been committed since an earlier moment.
type DataVersioner interface {
	// DataVersion identifies the committed state of the whole store: two
	// equal values mean no write committed in between, by any connection
	// or process. ok is false when it cannot be told now.
	DataVersion() (v uint64, ok bool)
}

// AccountDataVersioner is implemented by stores shared by several
// processes (gateways) whose data version is kept in the database, per
// account: the service asks for the version of the caller's account before
// it serves a shared reply, so a write committed through any gateway is
// seen by the very next read on every other one.
type AccountDataVersioner interface {
	// AccountDataVersion identifies the committed state of one account's
	// data (and the shared data): two equal values mean no write to it
	// committed in between. ok is false when it cannot be told now.
	AccountDataVersion(ctx context.Context, accountID int64) (v uint64, ok bool)
}

// dataVersion is the version a shared reply of c is kept under.
func (s *Service) dataVersion(ctx context.Context, c *Call) (uint64, bool) {
	if av, ok := s.store.(AccountDataVersioner); ok {
		if c.Principal == nil {
			return 0, false
		}
		return av.AccountDataVersion(ctx, c.Principal.AccountID)
	}
	if dv, ok := s.store.(DataVersioner); ok {
		return dv.DataVersion()
	}
	return 0, false
}

// Memo keeps the encodings of one shared reply, by encoding name.
type Memo struct {
	mu     sync.Mutex
	encs   []memoEncoding
	budget *atomic.Int64 // bytes the reply cache may still hold
}

type memoEncoding struct {
	name string
	b    []byte
}

// Append appends the encoding called name of the reply to b: the kept
// bytes, or what encode appends, kept for the next call when the reply
// cache has room. A nil Memo just encodes.
func (m *Memo) Append(b []byte, name string, encode func([]byte) []byte) []byte {
	if m == nil {
		return encode(b)
	}
	m.mu.Lock()
	for _, e := range m.encs {
		if e.name == name {
			m.mu.Unlock()
			return append(b, e.b...)
		}
	}
	m.mu.Unlock()
	start := len(b)
	b = encode(b)
	n := int64(len(b) - start)
	if m.budget.Add(-n) < 0 {
		m.budget.Add(n) // no room: encode again next time
		return b
	}
	kept := append([]byte(nil), b[start:]...)
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, e := range m.encs {
		if e.name == name { // encoded concurrently
			m.budget.Add(n)
			return b
		}
	}
	m.encs = append(m.encs, memoEncoding{name, kept})
	return b
}

// Reply cache bounds: past either, the cache starts over.
const (
	replyCacheMaxEntries = 1024
	replyCacheMaxBytes   = 32 << 20 // kept encodings
)

// replyCache holds shared replies by key, each valid for one data version.
type replyCache struct {
	mu     sync.Mutex
	m      map[string]*sharedReply
	budget *atomic.Int64
}

type sharedReply struct {
	version uint64
	data    any
	memo    *Memo
}

// shared returns the reply for key built at the store's current data
// version, building it with build (and setting its success status) when
// there is none. It records the reply as shared in c. Without a data
// version the reply is built and not shared.
func shared[D any](ctx context.Context, s *Service, c *Call, key string, build func() (*D, error)) (*D, error) {
	if s.cfg.NoSharedReplies {
		return build()
	}
	v, ok := s.dataVersion(ctx, c)
	if !ok {
		return build()
	}
	rc := &s.replies
	rc.mu.Lock()
	r, hit := rc.m[key]
	rc.mu.Unlock()
	if hit && r.version == v {
		c.memo = r.memo
		return r.data.(*D), nil
	}
	d, err := build()
	if err != nil {
		return nil, err
	}
	SetStatus(d, SuccessStatus())
	rc.mu.Lock()
	defer rc.mu.Unlock()
	if rc.m == nil || len(rc.m) >= replyCacheMaxEntries || rc.budget.Load() <= 0 {
		rc.m = map[string]*sharedReply{}
		rc.budget = new(atomic.Int64)
		rc.budget.Store(replyCacheMaxBytes)
	}
	if old, ok := rc.m[key]; ok && old.version > v {
		return d, nil // a newer reply is there; this one is not shared
	}
	r = &sharedReply{version: v, data: d, memo: &Memo{budget: rc.budget}}
	rc.m[key] = r
	c.memo = r.memo
	return d, nil
}

// keyBuilder builds reply cache keys: fields separated by NUL, strings
// length-prefixed so that no two different field lists give one key.
type keyBuilder struct{ b []byte }

func newKey(op string) *keyBuilder {
	k := &keyBuilder{b: make([]byte, 0, 128)}
	return k.str(op)
}

func (k *keyBuilder) str(s string) *keyBuilder {
	k.b = strconv.AppendInt(k.b, int64(len(s)), 10)
	k.b = append(k.b, ':')
	k.b = append(k.b, s...)
	k.b = append(k.b, 0)
	return k
}

func (k *keyBuilder) int(n int64) *keyBuilder {
	k.b = strconv.AppendInt(k.b, n, 10)
	k.b = append(k.b, 0)
	return k
}

func (k *keyBuilder) bool(v bool) *keyBuilder {
	if v {
		return k.int(1)
	}
	return k.int(0)
}

// optBool distinguishes nil, false and true.
func (k *keyBuilder) optBool(v *bool) *keyBuilder {
	if v == nil {
		return k.int(-1)
	}
	return k.bool(*v)
}

// optTime distinguishes nil from every instant (the time zone is not
// part of it: equal instants give one key).
func (k *keyBuilder) optTime(t *time.Time) *keyBuilder {
	if t == nil {
		k.b = append(k.b, '-', 0)
		return k
	}
	k.b = append(k.b, 't')
	return k.int(t.Unix()).int(int64(t.Nanosecond()))
}

// scope adds an account and owner list (nil and empty differ).
func (k *keyBuilder) scope(s Scope) *keyBuilder {
	k.int(s.AccountID)
	if s.Owners == nil {
		return k.int(-1)
	}
	k.int(int64(len(s.Owners)))
	for _, o := range s.Owners {
		k.str(o)
	}
	return k
}

func (k *keyBuilder) String() string { return string(k.b) }
