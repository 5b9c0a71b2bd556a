package service

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestLimiter(t *testing.T) {
	now := time.Unix(0, 0)
	l := NewLimiter(6, 2, func() time.Time { return now }) // one token per 10 s
	ok, _ := l.Allow("a")
	require.True(t, ok)
	ok, _ = l.Allow("a")
	require.True(t, ok)
	ok, retry := l.Allow("a")
	require.False(t, ok)
	require.Equal(t, 10*time.Second, retry)
	ok, _ = l.Allow("b")
	require.True(t, ok, "keys are independent")
	now = now.Add(10 * time.Second)
	ok, _ = l.Allow("a")
	require.True(t, ok)

	blocked, _ := l.Blocked("c")
	require.False(t, blocked)
	l.Spend("c")
	l.Spend("c")
	l.Spend("c")
	blocked, retry = l.Blocked("c")
	require.True(t, blocked)
	require.Equal(t, 10*time.Second, retry)

	var none *Limiter
	ok, _ = none.Allow("x")
	require.True(t, ok)
	require.Nil(t, NewLimiter(0, 5, nil))
	// Full buckets are swept.
	now = now.Add(time.Hour)
	l.Allow("d")
	require.LessOrEqual(t, len(l.buckets), 1)
}

func TestDispatchRateLimits(t *testing.T) {
	st := &fakeStore{}
	st.users = []User{admin, analyst, viewer}
	auth, err := NewAuthenticator(context.Background(), st, testSecret)
	require.NoError(t, err)
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	svc, err := New(st, auth, Config{Now: func() time.Time { return now }, AuthFailPerMinute: 2, AuthFailBurst: 2, UserPerMinute: 60, UserBurst: 3, RegisterPerMinute: 1, RegisterBurst: 1})
	require.NoError(t, err)
	op, _ := svc.Schema().Operation("CountUnresolvedSearches")
	call := func(key, ip string) *Error {
		req := &CountUnresolvedSearches{BaseRequest: BaseRequest{Authentication: &Authentication{APIUserID: "demo", APIUserKey: key}}}
		_, err := svc.Dispatch(context.Background(), &Request{Op: op, Value: req, ClientIP: ip})
		return AsError(err)
	}
	st.countFn = func() (int64, error) { return 7, nil }
	// Two failures from one address: further failures from it get 429,
	// but correct credentials from the same address are still served.
	require.Equal(t, CodeUnauthorized, call("bad", "1.1.1.1").Code)
	require.Equal(t, CodeUnauthorized, call("bad", "1.1.1.1").Code)
	e := call("bad", "1.1.1.1")
	require.Equal(t, CodeTooManyRequests, e.Code)
	require.Equal(t, 30, e.RetryAfter)
	require.Nil(t, call("key", "1.1.1.1"), "correct credentials are never refused for others' failures")
	// The apiUserId "demo" has now failed three times (from one address):
	// a failure from a fresh address is 429 too, yet the right key passes.
	require.Equal(t, CodeTooManyRequests, call("bad", "4.4.4.4").Code)
	// The per-user limit allows a burst of 3 (one spent above).
	require.Nil(t, call("key", "2.2.2.2"))
	require.Nil(t, call("key", "3.3.3.3"))
	require.Equal(t, CodeTooManyRequests, call("key", "2.2.2.2").Code)
	now = now.Add(time.Minute)
	require.Nil(t, call("key", "1.1.1.1"))
}
