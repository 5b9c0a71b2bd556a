package service

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// countingStore counts the credential lookups behind Authenticate and can
// change the stored key.
type countingStore struct {
	*fakeStore
	lookups atomic.Int64
	key     atomic.Value // string: the valid API key
}

func (c *countingStore) Credential(ctx context.Context, id string) (APICredential, error) {
	c.lookups.Add(1)
	cr, err := c.fakeStore.Credential(ctx, id)
	if err == nil {
		if k, ok := c.key.Load().(string); ok {
			cr.KeyHash = HashAPIKey(testSecret, k)
		}
	}
	return cr, err
}

func TestPrincipalCache(t *testing.T) {
	ctx := context.Background()
	st := &countingStore{fakeStore: &fakeStore{users: []User{admin, analyst}}}
	a, err := NewAuthenticator(ctx, st, testSecret)
	require.NoError(t, err)
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	a.cache.now = func() time.Time { return now }
	good := Authentication{APIUserID: "demo", APIUserKey: "key"}

	p, err := a.Authenticate(ctx, good)
	require.NoError(t, err)
	require.Equal(t, int64(1), st.lookups.Load())
	p.User.UserName = "changed by a caller" // callers get copies
	for range 5 {
		p, err = a.Authenticate(ctx, good)
		require.NoError(t, err)
		require.Equal(t, admin.UserName, p.User.UserName)
	}
	require.Equal(t, int64(1), st.lookups.Load(), "remembered")

	// A wrong key is never answered from the cache, nor remembered.
	for range 2 {
		_, err = a.Authenticate(ctx, Authentication{APIUserID: "demo", APIUserKey: "kez"})
		var e *Error
		require.True(t, errors.As(err, &e))
		require.Equal(t, CodeUnauthorized, e.Code)
	}
	require.Equal(t, int64(3), st.lookups.Load())

	// Acting as a sub user is a separate entry.
	sub := good
	sub.UserID = analyst.ID.String()
	p, err = a.Authenticate(ctx, sub)
	require.NoError(t, err)
	require.Equal(t, analyst.UserName, p.User.UserName)
	p, err = a.Authenticate(ctx, good)
	require.NoError(t, err)
	require.Equal(t, admin.UserName, p.User.UserName)
	require.Equal(t, int64(4), st.lookups.Load())

	// A key changed behind the process's back stops working after the TTL.
	st.key.Store("new key")
	_, err = a.Authenticate(ctx, good)
	require.NoError(t, err)
	now = now.Add(DefaultPrincipalTTL)
	_, err = a.Authenticate(ctx, good)
	require.Error(t, err)
	_, err = a.Authenticate(ctx, Authentication{APIUserID: "demo", APIUserKey: "new key"})
	require.NoError(t, err)

	// Invalidate forgets at once, and a lookup that started before it is
	// not remembered.
	n := st.lookups.Load()
	k := a.cache.key(Authentication{APIUserID: "demo", APIUserKey: "new key"})
	_, gen := a.cache.get(k)
	a.Invalidate()
	_, err = a.Authenticate(ctx, Authentication{APIUserID: "demo", APIUserKey: "new key"})
	require.NoError(t, err)
	require.Equal(t, n+1, st.lookups.Load())
	a.cache.invalidate()
	a.cache.put(k, gen, &Principal{APIUserID: "stale"})
	got, _ := a.cache.get(k)
	require.Nil(t, got)

	// TTL 0 turns the cache off.
	a.SetPrincipalTTL(0)
	n = st.lookups.Load()
	for range 3 {
		_, err = a.Authenticate(ctx, Authentication{APIUserID: "demo", APIUserKey: "new key"})
		require.NoError(t, err)
	}
	require.Equal(t, n+3, st.lookups.Load())
}

// The cache key is an HMAC under a per-process key: it holds no
// credential, and triples that concatenate alike differ.
func TestPrincipalCacheKey(t *testing.T) {
	c := newPrincipalCache(time.Second)
	a := c.key(Authentication{APIUserID: "ab", APIUserKey: "c"})
	b := c.key(Authentication{APIUserID: "a", APIUserKey: "bc"})
	require.NotEqual(t, a, b)
	require.NotEqual(t, newPrincipalCache(time.Second).key(Authentication{APIUserID: "ab", APIUserKey: "c"}), a)
	require.NotContains(t, string(a[:]), "ab")
}
