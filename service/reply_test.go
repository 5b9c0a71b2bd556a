package service

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// versionedStore is a fakeStore with a data version the test moves, and a
// count of DBS list calls.
type versionedStore struct {
	fakeStore
	version atomic.Uint64
	noVer   atomic.Bool
	lists   atomic.Int64
	fail    atomic.Bool
}

func (v *versionedStore) DataVersion() (uint64, bool) { return v.version.Load(), !v.noVer.Load() }

func (v *versionedStore) ListDbsSearches(_ context.Context, f DbsFilter) ([]DbsSearchShort, int, error) {
	v.lists.Add(1)
	if v.fail.Load() {
		return nil, 0, errors.New("disk on fire")
	}
	return []DbsSearchShort{{ID: int64(f.Offset + 1), Name: "n"}}, 61, nil
}

func newVersionedService(t *testing.T) (*Service, *versionedStore) {
	t.Helper()
	st := &versionedStore{}
	st.users = []User{admin, analyst, viewer}
	auth, err := NewAuthenticator(context.Background(), st, testSecret)
	require.NoError(t, err)
	svc, err := New(st, auth, Config{Now: func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }})
	require.NoError(t, err)
	return svc, st
}

func dbsCall(t *testing.T, svc *Service, offset int32, userID string) (Reply, error) {
	t.Helper()
	op, ok := svc.Schema().Operation("GetDbsSearches")
	require.True(t, ok)
	req := &GetDbsSearches{}
	req.PageOffset = offset
	req.Authentication = &Authentication{APIUserID: "demo", APIUserKey: "key", UserID: userID}
	return svc.Dispatch(context.Background(), &Request{Op: op, Value: req, BaseURL: "http://h/v2"})
}

func TestSharedReplies(t *testing.T) {
	svc, st := newVersionedService(t)
	st.version.Store(7)

	a, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.NotNil(t, a.Memo, "a read at a known data version is shared")
	require.Equal(t, "Success", a.Data.(*GetDbsSearchesData).ResponseStatus.Message)
	b, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.Same(t, a.Data, b.Data, "same call, same version: the same reply")
	require.Same(t, a.Memo, b.Memo)
	require.EqualValues(t, 1, st.lists.Load())

	// Another page, and another scope (a sub user), are other replies.
	c, err := dbsCall(t, svc, 25, "")
	require.NoError(t, err)
	require.NotSame(t, a.Data, c.Data)
	d, err := dbsCall(t, svc, 0, analyst.ID.String())
	require.NoError(t, err)
	require.NotSame(t, a.Data, d.Data)
	require.EqualValues(t, 3, st.lists.Load())

	// A commit moves the version on: built again.
	st.version.Store(8)
	e, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.NotSame(t, a.Data, e.Data)
	require.EqualValues(t, 4, st.lists.Load())

	// Errors are not remembered.
	st.version.Store(9)
	st.fail.Store(true)
	_, err = dbsCall(t, svc, 0, "")
	require.Error(t, err)
	st.fail.Store(false)
	f, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.NotNil(t, f.Memo)
	require.EqualValues(t, 6, st.lists.Load())

	// Without a data version nothing is shared.
	st.noVer.Store(true)
	g, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.Nil(t, g.Memo)
	h, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.NotSame(t, g.Data, h.Data)
	require.EqualValues(t, 8, st.lists.Load())

	// Turned off by configuration.
	st.noVer.Store(false)
	svc.cfg.NoSharedReplies = true
	i, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.Nil(t, i.Memo)
	require.EqualValues(t, 9, st.lists.Load())
}

func TestSharedRepliesConcurrent(t *testing.T) {
	svc, st := newVersionedService(t)
	var wg sync.WaitGroup
	for i := range 64 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i%16 == 0 {
				st.version.Add(1)
			}
			r, err := dbsCall(t, svc, int32(i%3)*25, "")
			if err != nil {
				t.Error(err)
				return
			}
			out := r.Memo.Append(nil, "x", func(b []byte) []byte {
				return append(b, r.Data.(*GetDbsSearchesData).Searches[0].Name...)
			})
			if string(out) != "n" {
				t.Errorf("memo gave %q", out)
			}
		}()
	}
	wg.Wait()
}

func TestMemo(t *testing.T) {
	budget := new(atomic.Int64)
	budget.Store(10)
	m := &Memo{budget: budget}
	calls := 0
	enc := func(s string) func([]byte) []byte {
		return func(b []byte) []byte { calls++; return append(b, s...) }
	}
	require.Equal(t, "pre:abcdef", string(m.Append([]byte("pre:"), "json", enc("abcdef"))))
	require.Equal(t, "abcdef", string(m.Append(nil, "json", enc("zzzzzz"))), "kept encoding")
	require.Equal(t, 1, calls)
	require.EqualValues(t, 4, budget.Load())
	// Over budget: encoded every time, never kept.
	require.Equal(t, "<x>long</x>", string(m.Append(nil, "xml", enc("<x>long</x>"))))
	require.Equal(t, "<x>long</x>", string(m.Append(nil, "xml", enc("<x>long</x>"))))
	require.Equal(t, 3, calls)
	require.EqualValues(t, 4, budget.Load())
	// A nil memo just encodes.
	var none *Memo
	require.Equal(t, "q", string(none.Append(nil, "json", enc("q"))))
}

// TestFilterKeysComplete sets each member of the DBS and ValidID filters in
// turn and checks that the reply key changes: a member missing from the
// key would let one filter's reply answer another.
func TestFilterKeysComplete(t *testing.T) {
	check := func(t *testing.T, zero any, key func(v reflect.Value) string) {
		typ := reflect.TypeOf(zero)
		seen := map[string]string{key(reflect.New(typ).Elem()): "zero"}
		for i := range typ.NumField() {
			for _, variant := range []int{1, 2} {
				if typ.Field(i).Type.Kind() == reflect.Bool && variant == 2 {
					continue // one non-zero bool
				}
				v := reflect.New(typ).Elem()
				setNonZero(t, v.Field(i), variant)
				k := key(v)
				name := typ.Field(i).Name
				if other, dup := seen[k]; dup {
					t.Errorf("%s: setting %s (variant %d) gives the key of %s", typ.Name(), name, variant, other)
				}
				seen[k] = name
			}
		}
	}
	t.Run("DbsFilter", func(t *testing.T) {
		check(t, DbsFilter{}, func(v reflect.Value) string { return dbsFilterKey(newKey("op"), v.Interface().(DbsFilter)).String() })
	})
	t.Run("ValidIDFilter", func(t *testing.T) {
		check(t, ValidIDFilter{}, func(v reflect.Value) string {
			return validIDFilterKey(newKey("op"), v.Interface().(ValidIDFilter)).String()
		})
	})
	t.Run("Scope", func(t *testing.T) {
		keys := map[string]bool{}
		for _, s := range []Scope{{}, {Owners: []string{}}, {Owners: []string{""}}, {Owners: []string{"a", "b"}},
			{Owners: []string{"a\x00b"}}, {Owners: []string{"ab"}}, {AccountID: 1}} {
			k := newKey("op").scope(s).String()
			require.False(t, keys[k], "%+v", s)
			keys[k] = true
		}
	})
}

// setNonZero gives v a non-zero value; variant 1 and 2 differ.
func setNonZero(t *testing.T, v reflect.Value, variant int) {
	switch v.Kind() {
	case reflect.String:
		v.SetString([]string{"", "a", "b"}[variant])
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int32, reflect.Int64:
		v.SetInt(int64(variant))
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		if p.Elem().Kind() == reflect.Bool {
			p.Elem().SetBool(variant == 2) // &false and &true
		} else {
			setNonZero(t, p.Elem(), variant)
		}
		v.Set(p)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), variant, variant)
		for i := range variant {
			setNonZero(t, s.Index(i), 1)
		}
		v.Set(s)
	case reflect.Struct:
		if v.Type() == reflect.TypeOf(time.Time{}) {
			v.Set(reflect.ValueOf(time.Unix(int64(variant), 0)))
			return
		}
		for i := range v.NumField() {
			setNonZero(t, v.Field(i), variant)
		}
	default:
		t.Fatalf("setNonZero: unhandled kind %s", v.Kind())
	}
}

// BenchmarkDispatch is one authenticated GetDbsSearches call through
// Dispatch: answered from its shared reply, and built every time.
func BenchmarkDispatch(b *testing.B) {
	for _, c := range []struct {
		name string
		off  bool
	}{{"shared", false}, {"unshared", true}} {
		b.Run(c.name, func(b *testing.B) {
			st := &versionedStore{}
			st.users = []User{admin, analyst, viewer}
			st.version.Store(1)
			auth, err := NewAuthenticator(context.Background(), st, testSecret)
			require.NoError(b, err)
			svc, err := New(st, auth, Config{NoSharedReplies: c.off})
			require.NoError(b, err)
			op, _ := svc.Schema().Operation("GetDbsSearches")
			b.ReportAllocs()
			for b.Loop() {
				req := &GetDbsSearches{}
				req.Authentication = &Authentication{APIUserID: "demo", APIUserKey: "key"}
				if _, err := svc.Dispatch(context.Background(), &Request{Op: op, Value: req, BaseURL: "http://h/v2"}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// accountVersionedStore keeps a data version per account, as a database
// shared by several gateways does.
type accountVersionedStore struct {
	versionedStore
	mu       sync.Mutex
	accounts map[int64]uint64
	asked    []int64
}

func (a *accountVersionedStore) AccountDataVersion(_ context.Context, account int64) (uint64, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.asked = append(a.asked, account)
	return a.accounts[account], true
}

// TestSharedRepliesByAccountVersion: with a store that versions data per
// account (PostgreSQL), the version of the caller's account is asked for
// on every shared read, a change to it rebuilds the reply, and a change to
// another account's data does not.
func TestSharedRepliesByAccountVersion(t *testing.T) {
	st := &accountVersionedStore{accounts: map[int64]uint64{admin.AccountID: 1, 99: 1}}
	st.users = []User{admin, analyst, viewer}
	auth, err := NewAuthenticator(context.Background(), st, testSecret)
	require.NoError(t, err)
	svc, err := New(st, auth, Config{Now: func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }})
	require.NoError(t, err)

	a, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	b, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.Same(t, a.Data, b.Data)
	require.EqualValues(t, 1, st.lists.Load())

	st.mu.Lock()
	st.accounts[99]++ // another account's write
	st.mu.Unlock()
	c, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.Same(t, a.Data, c.Data, "another account's change keeps the reply")

	st.mu.Lock()
	st.accounts[admin.AccountID]++ // this account's write, through any gateway
	st.mu.Unlock()
	d, err := dbsCall(t, svc, 0, "")
	require.NoError(t, err)
	require.NotSame(t, a.Data, d.Data, "a change to the caller's account rebuilds")
	require.EqualValues(t, 2, st.lists.Load())
	st.mu.Lock()
	defer st.mu.Unlock()
	for _, acc := range st.asked {
		require.Equal(t, admin.AccountID, acc, "only the caller's account is asked")
	}
	require.Len(t, st.asked, 4, "asked on every shared read")
}
