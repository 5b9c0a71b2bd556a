package service

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fakeStore implements the parts of Store the tests use; calling anything
// else panics on the nil embedded interface.
type fakeStore struct {
	Store
	users      []User
	renewFn    func(s Scope, ids []int64, due time.Time) (PepRenewal, error)
	lastScope  Scope
	lastFilter DbsFilter
	countFn    func() (int64, error)
}

func (f *fakeStore) CountUnresolvedSearches(context.Context, Scope) (int64, error) {
	return f.countFn()
}

var testSecret = []byte("0123456789abcdef0123456789abcdef")

func (f *fakeStore) Credential(_ context.Context, id string) (APICredential, error) {
	if id != "demo" {
		return APICredential{}, ErrNotFound
	}
	return APICredential{APIUserID: "demo", KeyHash: HashAPIKey(testSecret, "key"), AccountID: 1, UserID: f.users[0].ID}, nil
}

func (f *fakeStore) Account(_ context.Context, id int64) (Account, error) {
	return Account{ID: id, Name: "Demo Ltd"}, nil
}

func (f *fakeStore) User(_ context.Context, acct int64, id GUID) (User, error) {
	for _, u := range f.users {
		if u.ID == id && u.AccountID == acct {
			return u, nil
		}
	}
	return User{}, ErrNotFound
}

func (f *fakeStore) UserByName(_ context.Context, acct int64, name string) (User, error) {
	for _, u := range f.users {
		if strings.EqualFold(u.UserName, name) && u.AccountID == acct {
			return u, nil
		}
	}
	return User{}, ErrNotFound
}

func (f *fakeStore) RenewPepSearches(_ context.Context, s Scope, ids []int64, due time.Time) (PepRenewal, error) {
	f.lastScope = s
	return f.renewFn(s, ids, due)
}

func (f *fakeStore) ListDbsSearches(_ context.Context, fl DbsFilter) ([]DbsSearchShort, int, error) {
	f.lastFilter = fl
	return nil, 61, nil
}

var (
	admin   = User{ID: MustGUID("a1b2c3d4-0000-4000-8000-000000000001"), AccountID: 1, UserName: "demo", IsMain: true, IsAdmin: true}
	analyst = User{ID: MustGUID("3f2504e0-4f89-11d3-9a0c-0305e82c3301"), AccountID: 1, UserName: "analyst", CanResolveSearches: true, Permissions: []string{"demo"}}
	viewer  = User{ID: MustGUID("9b2d7c1e-5a4f-4e3b-8c6d-2f1e0a9b8c7d"), AccountID: 1, UserName: "viewer"}
)

func newTestService(t *testing.T, st *fakeStore) *Service {
	t.Helper()
	st.users = []User{admin, analyst, viewer}
	auth, err := NewAuthenticator(context.Background(), st, testSecret)
	require.NoError(t, err)
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	svc, err := New(st, auth, Config{Now: func() time.Time { return now }})
	require.NoError(t, err)
	return svc
}

func dispatch(t *testing.T, svc *Service, name string, req any, userID string) (any, *Error) {
	t.Helper()
	op, ok := svc.Schema().Operation(name)
	require.True(t, ok)
	cr := req.(credentialed).Credentials()
	cr.APIUserID, cr.APIUserKey, cr.UserID = "demo", "key", userID
	reply, err := svc.Dispatch(context.Background(), &Request{Op: op, Value: req, BaseURL: "http://h/v2"})
	return reply.Data, AsError(err)
}

func TestRenewInsufficientCredit(t *testing.T) {
	st := &fakeStore{renewFn: func(Scope, []int64, time.Time) (PepRenewal, error) {
		return PepRenewal{Renewed: []int64{1, 2}, Cost: NewDecimal(300, 2), Balance: NewDecimal(100, 2)}, ErrInsufficientCredit
	}}
	svc := newTestService(t, st)
	_, err := dispatch(t, svc, "RenewPepSearches", &RenewPepSearches{Request: &RenewPepSearchesRequest{IDs: []int64{1, 2}}}, "")
	require.NotNil(t, err)
	require.Equal(t, CodeBusinessRule, err.Code)
	require.Equal(t, "InsufficientCredit", err.WireCode())
	require.Contains(t, err.Message, "3.00")
}

func TestRenewDefaultsAndFailedIDs(t *testing.T) {
	var gotDue time.Time
	st := &fakeStore{renewFn: func(_ Scope, ids []int64, due time.Time) (PepRenewal, error) {
		gotDue = due
		return PepRenewal{Renewed: []int64{2}, Cost: NewDecimal(150, 2)}, nil
	}}
	svc := newTestService(t, st)
	data, err := dispatch(t, svc, "RenewPepSearches", &RenewPepSearches{Request: &RenewPepSearchesRequest{IDs: []int64{3, 2, 3, 9}}}, analyst.ID.String())
	require.Nil(t, err)
	d := data.(*RenewPepSearchesData)
	require.Equal(t, int32(1), d.Count)
	require.Equal(t, []int64{3, 9}, d.FailedIDs)
	require.Equal(t, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), gotDue)
	require.Equal(t, []string{"analyst", "demo"}, st.lastScope.Owners)
	require.Equal(t, "Success", d.ResponseStatus.Message)
}

func TestScopeRules(t *testing.T) {
	st := &fakeStore{}
	svc := newTestService(t, st)
	cases := []struct {
		as, subUser string
		code        Code
		owners      []string
	}{
		{"", "", 0, nil}, // admin sees everything
		{"", "analyst", 0, []string{"analyst", "demo"}}, // admin narrows to analyst
		{"", "ghost", CodeNotFound, nil},                // unknown sub user
		{analyst.ID.String(), "", 0, []string{"analyst", "demo"}},
		{analyst.ID.String(), "ANALYST", 0, []string{"analyst", "demo"}},
		{analyst.ID.String(), "viewer", CodeForbidden, nil},
		{viewer.ID.String(), "", 0, []string{"viewer"}},
		{viewer.ID.String(), "demo", CodeForbidden, nil},
	}
	for _, c := range cases {
		_, err := dispatch(t, svc, "GetDbsSearches", &GetDbsSearches{SubUserName: c.subUser}, c.as)
		if c.code != 0 {
			require.NotNil(t, err, "%+v", c)
			require.Equal(t, c.code, err.Code, "%+v", c)
			continue
		}
		require.Nil(t, err, "%+v", c)
		require.Equal(t, c.owners, st.lastFilter.Scope.Owners, "%+v", c)
	}
	_, err := dispatch(t, svc, "GetDbsSearches", &GetDbsSearches{}, "not-a-guid")
	require.Equal(t, CodeUnauthorized, err.Code)
}

func TestDbsPagingLinks(t *testing.T) {
	st := &fakeStore{}
	svc := newTestService(t, st)
	yes := true
	data, err := dispatch(t, svc, "GetDbsSearches", &GetDbsSearches{PagedRequest: PagedRequest{PageLimit: 20, PageOffset: 40, Sort: "-name"}, Name: "a b", IsApplicationSubmitted: &yes}, "")
	require.Nil(t, err)
	m := data.(*GetDbsSearchesData).Meta
	require.Equal(t, int32(61), *m.TotalCount)
	q := "http://h/v2/dbs?name=a+b&isApplicationSubmitted=true&sort=-name&"
	require.Equal(t, q+"page[limit]=20&page[offset]=40", m.Links.Self)
	require.Equal(t, q+"page[limit]=20&page[offset]=0", m.Links.First)
	require.Equal(t, q+"page[limit]=20&page[offset]=60", m.Links.Last)
	require.Equal(t, q+"page[limit]=20&page[offset]=60", m.Links.Next)
	require.Equal(t, q+"page[limit]=20&page[offset]=20", m.Links.Prev)
	require.Equal(t, DbsSortName, st.lastFilter.Sort)
	require.True(t, st.lastFilter.Desc)
	for _, bad := range []GetDbsSearches{{PagedRequest: PagedRequest{PageLimit: 501}}, {PagedRequest: PagedRequest{PageLimit: -1}},
		{PagedRequest: PagedRequest{PageOffset: -1}}, {PagedRequest: PagedRequest{Sort: "id; drop table"}}} {
		_, err := dispatch(t, svc, "GetDbsSearches", &bad, "")
		require.NotNil(t, err)
		require.Equal(t, CodeInvalid, err.Code)
	}
}

func TestAuthenticate(t *testing.T) {
	st := &fakeStore{users: []User{admin}}
	a, err := NewAuthenticator(context.Background(), st, testSecret)
	require.NoError(t, err)
	for _, c := range []Authentication{{}, {APIUserID: "demo"}, {APIUserID: "demo", APIUserKey: "wrong"}, {APIUserID: "x", APIUserKey: "key"},
		{APIUserID: "demo", APIUserKey: "key", UserID: "9b2d7c1e-5a4f-4e3b-8c6d-2f1e0a9b8c7e"}} {
		_, err := a.Authenticate(context.Background(), c)
		var e *Error
		require.True(t, errors.As(err, &e), "%+v", c)
		require.Equal(t, CodeUnauthorized, e.Code)
	}
	p, err := a.Authenticate(context.Background(), Authentication{APIUserID: "demo", APIUserKey: "key"})
	require.NoError(t, err)
	require.Equal(t, "demo", p.User.UserName)
}

func TestPasswordHash(t *testing.T) {
	h, err := HashPassword("correct horse")
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(h, "$argon2id$"))
	ok, err := CheckPassword("correct horse", h)
	require.NoError(t, err)
	require.True(t, ok)
	ok, _ = CheckPassword("wrong", h)
	require.False(t, ok)
}
