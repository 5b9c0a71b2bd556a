package service

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// searchesFake records what GetSearches, UpdateSearch and DeleteSearch ask
// of the store.
type searchesFake struct {
	*fakeStore
	filter   SearchFilter
	scope    Scope
	decision PepDecision
	calls    []string
}

func (f *searchesFake) ListSearches(_ context.Context, fl SearchFilter) ([]SearchRecord, int, error) {
	f.filter = fl
	f.calls = append(f.calls, "list")
	return []SearchRecord{{ID: 1001}}, 51, nil
}

func (f *searchesFake) DecideSearch(_ context.Context, s Scope, id int64, d PepDecision) error {
	f.scope, f.decision = s, d
	f.calls = append(f.calls, "decide")
	if id != 1001 {
		return ErrNotFound
	}
	return nil
}

func (f *searchesFake) DeleteSearch(_ context.Context, s Scope, id int64) error {
	f.scope = s
	f.calls = append(f.calls, "delete")
	if id != 1001 {
		return ErrNotFound
	}
	return nil
}

func newSearchesTest(t *testing.T) (*Service, *searchesFake) {
	f := &searchesFake{fakeStore: &fakeStore{}}
	f.fakeStore.users = []User{admin, analyst, viewer}
	auth, err := NewAuthenticator(context.Background(), f, testSecret)
	require.NoError(t, err)
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	svc, err := New(f, auth, Config{Now: func() time.Time { return now }})
	require.NoError(t, err)
	return svc, f
}

func TestGetSearchesFilters(t *testing.T) {
	svc, f := newSearchesTest(t)
	yes, no := true, false
	from := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	data, err := dispatch(t, svc, "GetSearches", &GetSearches{Request: &GetSearchesRequest{Page: 3, SortOrder: "date DESC",
		NameSearch: `"ann smith"`, ListUnresolvedSearches: &yes, ListUpdatedSearches: &no, ListArchivedSearches: true,
		FilterType: "Entity", FilterReference: "SAN-", FilterDateFrom: &from, FilterUserName: "analyst"}}, "")
	require.Nil(t, err)
	d := data.(*GetSearchesData)
	require.EqualValues(t, 51, d.TotalSearchRecords)
	require.EqualValues(t, 3, d.MaxPageNum)
	require.EqualValues(t, 3, d.CurrentPageNum)
	require.Len(t, d.SearchRecords, 1)
	fl := f.filter
	require.Equal(t, NameMatch{Phrase: "ann smith"}, fl.Name)
	require.Equal(t, ListSort{Field: "date", Desc: true}, fl.Sort)
	require.Equal(t, SearchesPageSize, fl.Limit)
	require.Equal(t, 50, fl.Offset)
	require.True(t, *fl.Unresolved)
	require.False(t, *fl.Updated)
	require.True(t, fl.Archived)
	require.Equal(t, "entity", fl.Type)
	require.Equal(t, "SAN-", fl.Reference)
	require.Equal(t, &from, fl.DateFrom)
	require.Nil(t, fl.DateTo)
	require.Equal(t, "analyst", fl.CreatedBy)
	require.Nil(t, fl.Scope.Owners, "an admin sees the account")

	// A sub user sees its own and its permissions' searches; subUserName
	// narrows an admin's view.
	_, err = dispatch(t, svc, "GetSearches", &GetSearches{}, analyst.ID.String())
	require.Nil(t, err)
	require.Equal(t, []string{"analyst", "demo"}, f.filter.Scope.Owners)
	require.Equal(t, ListSort{Field: "status"}, f.filter.Sort)
	require.Equal(t, 0, f.filter.Offset)
	_, err = dispatch(t, svc, "GetSearches", &GetSearches{Request: &GetSearchesRequest{SubUserName: "viewer"}}, "")
	require.Nil(t, err)
	require.Equal(t, []string{"viewer"}, f.filter.Scope.Owners)
	f.calls = nil
	_, err = dispatch(t, svc, "GetSearches", &GetSearches{Request: &GetSearchesRequest{SubUserName: "demo"}}, viewer.ID.String())
	require.Equal(t, CodeForbidden, err.Code)
	require.Empty(t, f.calls)
}

func TestGetSearchesValidation(t *testing.T) {
	svc, f := newSearchesTest(t)
	for _, tc := range []struct {
		in    GetSearchesRequest
		field string
	}{
		{GetSearchesRequest{Page: -1}, "page"},
		{GetSearchesRequest{SortOrder: "Status; DROP"}, "sortOrder"},
		{GetSearchesRequest{SortOrder: "name up"}, "sortOrder"},
		{GetSearchesRequest{FilterType: "vessel"}, "filterType"},
		{GetSearchesRequest{FilterReference: "a\x00b"}, "filterReference"},
		{GetSearchesRequest{NameSearch: string(make([]byte, 251))}, "nameSearch"},
	} {
		_, err := dispatch(t, svc, "GetSearches", &GetSearches{Request: &tc.in}, "")
		require.NotNil(t, err, "%+v", tc.in)
		require.Equal(t, CodeInvalid, err.Code)
		require.Equal(t, tc.field, err.Fields[0].FieldName)
	}
	require.Empty(t, f.calls, "invalid requests never reach the store")
}

func TestSearchWritePermissions(t *testing.T) {
	upd := func() any { return &UpdateSearch{Request: &UpdateSearchRequest{ID: 1001, ClientNotInResults: true}} }
	del := func() any { return &DeleteSearch{Request: &DeleteSearchRequest{ID: 1001}} }
	for _, tc := range []struct {
		op   string
		req  func() any
		as   User
		code Code
		call string
	}{
		{"UpdateSearch", upd, admin, 0, "decide"},
		{"UpdateSearch", upd, analyst, 0, "decide"},
		{"UpdateSearch", upd, viewer, CodeForbidden, ""},
		{"DeleteSearch", del, admin, 0, "delete"},
		{"DeleteSearch", del, analyst, CodeForbidden, ""},
		{"DeleteSearch", del, viewer, CodeForbidden, ""},
	} {
		svc, f := newSearchesTest(t)
		_, err := dispatch(t, svc, tc.op, tc.req(), tc.as.ID.String())
		if tc.code != 0 {
			require.NotNil(t, err, "%s as %s", tc.op, tc.as.UserName)
			require.Equal(t, tc.code, err.Code)
			require.Empty(t, f.calls, "refused before any lookup")
			continue
		}
		require.Nil(t, err, "%s as %s", tc.op, tc.as.UserName)
		require.Equal(t, []string{tc.call}, f.calls)
		require.Equal(t, ownersOf(tc.as), f.scope.Owners)
	}
	// Not found (another account's id looks the same).
	svc, _ := newSearchesTest(t)
	_, err := dispatch(t, svc, "DeleteSearch", &DeleteSearch{Request: &DeleteSearchRequest{ID: 9001}}, "")
	require.Equal(t, CodeNotFound, err.Code)
	_, err = dispatch(t, svc, "UpdateSearch", &UpdateSearch{Request: &UpdateSearchRequest{ID: 9001, ClientInResults: true}}, "")
	require.Equal(t, CodeNotFound, err.Code)
}

func TestUpdateSearchValidation(t *testing.T) {
	svc, f := newSearchesTest(t)
	for _, in := range []UpdateSearchRequest{
		{ID: 0, ClientInResults: true},
		{ID: 1},
		{ID: 1, ClientInResults: true, ClientNotInResults: true},
		{ID: 1, ClientInResults: true, SearchResultIDs: []int64{-3}},
		{ID: 1, ClientInResults: true, SearchResultIDs: make([]int64, MaxResultIDs+1)},
	} {
		_, err := dispatch(t, svc, "UpdateSearch", &UpdateSearch{Request: &in}, "")
		require.NotNil(t, err, "%+v", in)
		require.Equal(t, CodeInvalid, err.Code)
	}
	_, err := dispatch(t, svc, "DeleteSearch", &DeleteSearch{Request: &DeleteSearchRequest{ID: -1}}, "")
	require.Equal(t, CodeInvalid, err.Code)
	require.Empty(t, f.calls)
	_, err = dispatch(t, svc, "UpdateSearch", &UpdateSearch{Request: &UpdateSearchRequest{ID: 1001, ClientInResults: true,
		SearchResultIDs: []int64{100101, 100102}}}, "")
	require.Nil(t, err)
	require.Equal(t, PepDecision{ClientInResults: true, ResultIDs: []int64{100101, 100102}, At: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)}, f.decision)
	_, err = dispatch(t, svc, "UpdateSearch", &UpdateSearch{Request: &UpdateSearchRequest{ID: 1001, ClientNotInResults: true, SearchResultIDs: []int64{}}}, "")
	require.Nil(t, err)
	require.Nil(t, f.decision.ResultIDs, "no ids: the whole search")
}
