package service

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// pepFake records what the PEP search handlers ask of the store.
type pepFake struct {
	*fakeStore
	filter   PepFilter
	scope    Scope
	decision PepDecision
	calls    []string
	renewErr error
	due      time.Time
}

func (f *pepFake) ListPepSearches(_ context.Context, fl PepFilter) ([]PepSearchRecord, int, error) {
	f.filter = fl
	f.calls = append(f.calls, "list")
	return []PepSearchRecord{{ID: 2001}}, 21, nil
}

func (f *pepFake) PepSearch(_ context.Context, s Scope, id int64) (PepSearch, error) {
	f.scope = s
	f.calls = append(f.calls, "get")
	if id != 2001 {
		return PepSearch{}, ErrNotFound
	}
	return PepSearch{Owner: "demo", Record: PepSearchRecord{ID: 2001, SearchCriteria: &SearchCriteria{Name: "Ann Smith"},
		PepSearchResults: []PepSearchResult{{ID: 1, ResultResolved: true}, {ID: 2}}}}, nil
}

func (f *pepFake) PepSearchNotes(_ context.Context, s Scope, id int64) ([]SearchNote, error) {
	f.scope = s
	return []SearchNote{}, nil
}

func (f *pepFake) PepSearchVersions(_ context.Context, s Scope, id int64) (int64, []int64, error) {
	f.scope = s
	return 3, []int64{5}, nil
}

func (f *pepFake) DecidePepSearch(_ context.Context, s Scope, id int64, d PepDecision) error {
	f.scope, f.decision = s, d
	f.calls = append(f.calls, "decide")
	return nil
}

func (f *pepFake) ArchivePepSearch(_ context.Context, s Scope, id int64, _ time.Time) error {
	f.scope = s
	f.calls = append(f.calls, "archive")
	return nil
}

func (f *pepFake) DeletePepSearch(_ context.Context, s Scope, id int64) error {
	f.scope = s
	f.calls = append(f.calls, "delete")
	if id != 2001 {
		return ErrNotFound
	}
	return nil
}

func (f *pepFake) CreateDocument(_ context.Context, d Document, _ DocumentQuota) (int64, error) {
	f.calls = append(f.calls, "document:"+d.Meta.Type+":"+d.Owner)
	return 77, nil
}

func (f *pepFake) RenewAllPepSearches(_ context.Context, s Scope, due time.Time) (PepRenewal, error) {
	f.scope, f.due = s, due
	return PepRenewal{Renewed: []int64{1, 2}, Cost: NewDecimal(300, 2), Balance: NewDecimal(100, 2)}, f.renewErr
}

func (f *pepFake) QuoteAllPepRenewal(_ context.Context, s Scope, due time.Time) (PepRenewal, error) {
	f.scope, f.due = s, due
	return PepRenewal{Renewed: []int64{1, 2}, Cost: NewDecimal(300, 2), Balance: NewDecimal(100, 2)}, nil
}

func newPepTest(t *testing.T) (*Service, *pepFake) {
	f := &pepFake{fakeStore: &fakeStore{}}
	f.fakeStore.users = []User{admin, analyst, viewer}
	auth, err := NewAuthenticator(context.Background(), f, testSecret)
	require.NoError(t, err)
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	svc, err := New(f, auth, Config{Now: func() time.Time { return now }})
	require.NoError(t, err)
	return svc, f
}

func TestGetPepSearchesFilters(t *testing.T) {
	svc, f := newPepTest(t)
	yes, no := true, false
	data, err := dispatch(t, svc, "GetPepSearches", &GetPepSearches{Request: &GetPepSearchesRequest{Page: 3, SortOrder: "Name desc",
		NameSearch: "  ann   smith ", ListExpiringSearches: &yes, ListUpdatedSearches: &no, FilterPepType: "Day-One",
		FilterType: "entity", FilterNameExcludes: "x", FilterReferenceExcludes: "y", FilterUserName: "analyst"}}, "")
	require.Nil(t, err)
	d := data.(*GetPepSearchesData)
	require.EqualValues(t, 21, d.TotalSearchRecords)
	require.EqualValues(t, 3, d.MaxPageNum)
	require.EqualValues(t, 3, d.CurrentPageNum)
	fl := f.filter
	require.Equal(t, []string{"ann", "smith"}, fl.NameWords)
	require.Equal(t, ListSort{Field: "name", Desc: true}, fl.Sort)
	require.Equal(t, 20, fl.Offset)
	require.Equal(t, PepPageSize, fl.Limit)
	require.True(t, *fl.Expiring)
	require.Equal(t, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), fl.ExpiringBy)
	require.False(t, *fl.Updated)
	require.Nil(t, fl.Unresolved)
	require.True(t, *fl.DayOne)
	require.Equal(t, "entity", fl.Type)
	require.Equal(t, "x", fl.NameExcludes)
	require.Equal(t, "y", fl.ReferenceExclude)
	require.Equal(t, "analyst", fl.CreatedBy)
	require.Nil(t, fl.Scope.Owners)

	for _, tc := range []struct {
		in            GetPepSearchesRequest
		words         []string
		phrase, exact string
	}{
		{GetPepSearchesRequest{NameSearch: `"ann smith"`}, nil, "ann smith", ""},
		{GetPepSearchesRequest{NameSearch: `'ann smith'`}, nil, "ann smith", ""},
		{GetPepSearchesRequest{NameSearch: `Ann Smith`, NameSearchExact: true}, nil, "", "Ann Smith"},
		{GetPepSearchesRequest{NameSearch: `"`}, []string{`"`}, "", ""},
	} {
		_, err := dispatch(t, svc, "GetPepSearches", &GetPepSearches{Request: &tc.in}, "")
		require.Nil(t, err)
		require.Equal(t, tc.words, f.filter.NameWords, "%+v", tc.in)
		require.Equal(t, tc.phrase, f.filter.NamePhrase, "%+v", tc.in)
		require.Equal(t, tc.exact, f.filter.NameExact, "%+v", tc.in)
	}
	_, err = dispatch(t, svc, "GetPepSearches", &GetPepSearches{Request: &GetPepSearchesRequest{FilterPepType: "monitor"}}, viewer.ID.String())
	require.Nil(t, err)
	require.False(t, *f.filter.DayOne)
	require.Equal(t, []string{"viewer"}, f.filter.Scope.Owners)
}

func TestGetPepSearchesValidation(t *testing.T) {
	svc, f := newPepTest(t)
	long := string(make([]byte, 251))
	for _, tc := range []struct {
		in    GetPepSearchesRequest
		field string
	}{
		{GetPepSearchesRequest{Page: -1}, "page"},
		{GetPepSearchesRequest{SortOrder: "size"}, "sortOrder"},
		{GetPepSearchesRequest{FilterPepType: "daily"}, "filterPepType"},
		{GetPepSearchesRequest{FilterType: "company"}, "filterType"},
		{GetPepSearchesRequest{NameSearch: long}, "nameSearch"},
		{GetPepSearchesRequest{FilterReferenceExcludes: "a\x00b"}, "filterReferenceExcludes"},
		{GetPepSearchesRequest{FilterUserName: long[:51]}, "filterUserName"},
	} {
		_, err := dispatch(t, svc, "GetPepSearches", &GetPepSearches{Request: &tc.in}, "")
		require.NotNil(t, err, "%+v", tc.in)
		require.Equal(t, CodeInvalid, err.Code)
		require.Equal(t, tc.field, err.Fields[0].FieldName)
	}
	require.Empty(t, f.calls, "invalid requests never reach the store")
}

func TestGetPepSearch(t *testing.T) {
	svc, _ := newPepTest(t)
	data, err := dispatch(t, svc, "GetPepSearch", &GetPepSearch{Request: &GetPepSearchRequest{ID: 2001, OnlyShowUnresolvedResults: true}}, "")
	require.Nil(t, err)
	d := data.(*GetPepSearchData)
	require.Len(t, d.SearchRecord.PepSearchResults, 1)
	require.EqualValues(t, 2, d.SearchRecord.PepSearchResults[0].ID)
	require.NotNil(t, d.LinkedTo)
	_, err = dispatch(t, svc, "GetPepSearch", &GetPepSearch{Request: &GetPepSearchRequest{ID: 9}}, "")
	require.Equal(t, CodeNotFound, err.Code)
	_, err = dispatch(t, svc, "GetPepSearch", &GetPepSearch{}, "")
	require.Equal(t, CodeInvalid, err.Code)
}

func TestPepSearchPermissions(t *testing.T) {
	upd := func() any {
		return &UpdatePepSearch{Request: &UpdatePepSearchRequest{ID: 2001, ClientNotInResults: true}}
	}
	arc := func() any { return &ArchivePepSearch{Request: &PepSearchIDRequest{ID: 2001}} }
	del := func() any { return &DeletePepSearch{Request: &DeletePepSearchRequest{ID: 2001}} }
	for _, tc := range []struct {
		op   string
		req  func() any
		as   User
		code Code
		call string
	}{
		{"UpdatePepSearch", upd, admin, 0, "decide"},
		{"UpdatePepSearch", upd, analyst, 0, "decide"},
		{"UpdatePepSearch", upd, viewer, CodeForbidden, ""},
		{"ArchivePepSearch", arc, admin, 0, "archive"},
		{"ArchivePepSearch", arc, analyst, 0, "archive"},
		{"ArchivePepSearch", arc, viewer, CodeForbidden, ""},
		{"DeletePepSearch", del, admin, 0, "delete"},
		{"DeletePepSearch", del, analyst, CodeForbidden, ""},
		{"DeletePepSearch", del, viewer, CodeForbidden, ""},
	} {
		svc, f := newPepTest(t)
		_, err := dispatch(t, svc, tc.op, tc.req(), tc.as.ID.String())
		if tc.code != 0 {
			require.NotNil(t, err, "%s as %s", tc.op, tc.as.UserName)
			require.Equal(t, tc.code, err.Code)
			require.Empty(t, f.calls)
			continue
		}
		require.Nil(t, err, "%s as %s", tc.op, tc.as.UserName)
		require.Equal(t, []string{tc.call}, f.calls)
		require.Equal(t, ownersOf(tc.as), f.scope.Owners)
	}
}

func TestUpdatePepSearchValidation(t *testing.T) {
	svc, f := newPepTest(t)
	for _, in := range []UpdatePepSearchRequest{
		{ID: 0, ClientInResults: true},
		{ID: 1},
		{ID: 1, ClientInResults: true, ClientNotInResults: true},
		{ID: 1, ClientInResults: true, SearchResultIDs: []int64{0}},
		{ID: 1, ClientInResults: true, SearchResultIDs: make([]int64, MaxResultIDs+1)},
	} {
		_, err := dispatch(t, svc, "UpdatePepSearch", &UpdatePepSearch{Request: &in}, "")
		require.NotNil(t, err, "%+v", in)
		require.Equal(t, CodeInvalid, err.Code)
	}
	require.Empty(t, f.calls)
	_, err := dispatch(t, svc, "UpdatePepSearch", &UpdatePepSearch{Request: &UpdatePepSearchRequest{ID: 2001, ClientInResults: true,
		SearchResultIDs: []int64{5, 6}}}, "")
	require.Nil(t, err)
	require.Equal(t, PepDecision{ClientInResults: true, ResultIDs: []int64{5, 6}, At: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)}, f.decision)
	_, err = dispatch(t, svc, "UpdatePepSearch", &UpdatePepSearch{Request: &UpdatePepSearchRequest{ID: 2001, ClientNotInResults: true}}, "")
	require.Nil(t, err)
	require.Nil(t, f.decision.ResultIDs, "no ids: the whole search")
}

func TestSavePepSearch(t *testing.T) {
	svc, f := newPepTest(t)
	data, err := dispatch(t, svc, "SavePepSearch", &SavePepSearch{Request: &SavePepSearchRequest{ID: 2001, SubUserName: "analyst"}}, "")
	require.Nil(t, err)
	require.EqualValues(t, 77, data.(*SavePepSearchData).DocumentID)
	require.Contains(t, f.calls, "document:pep:analyst")
	_, err = dispatch(t, svc, "SavePepSearch", &SavePepSearch{Request: &SavePepSearchRequest{ID: 5}}, "")
	require.Equal(t, CodeNotFound, err.Code)
}

func TestRenewAllPepSearches(t *testing.T) {
	svc, f := newPepTest(t)
	data, err := dispatch(t, svc, "RenewAllPepSearches", &RenewAllPepSearches{}, analyst.ID.String())
	require.Nil(t, err)
	d := data.(*RenewAllPepSearchesData)
	require.EqualValues(t, 2, d.Count)
	require.Equal(t, "3.00", d.TotalCost.String())
	require.Equal(t, "2026-12-01", d.RenewalDate)
	require.Equal(t, []string{"analyst", "demo"}, f.scope.Owners)

	date := time.Date(2027, 1, 15, 0, 0, 0, 0, time.UTC)
	cdata, err := dispatch(t, svc, "CostRenewAllPepSearches", &CostRenewAllPepSearches{Request: &CostRenewAllPepSearchesRequest{RenewalDate: &date}}, "")
	require.Nil(t, err)
	c := cdata.(*CostRenewAllPepSearchesData)
	require.False(t, c.CanAfford)
	require.Equal(t, "2027-01-15", c.RenewalDate)
	require.Equal(t, time.Date(2027, 1, 15, 23, 59, 59, 999999999, time.UTC), f.due)

	late := time.Date(2027, 6, 1, 0, 0, 0, 0, time.UTC)
	_, err = dispatch(t, svc, "RenewAllPepSearches", &RenewAllPepSearches{Request: &RenewAllPepSearchesRequest{RenewalDate: &late}}, "")
	require.Equal(t, CodeInvalid, err.Code)
	require.Equal(t, "renewalDate", err.Fields[0].FieldName)

	f.renewErr = ErrInsufficientCredit
	_, err = dispatch(t, svc, "RenewAllPepSearches", &RenewAllPepSearches{}, "")
	require.Equal(t, "InsufficientCredit", err.WireCode())
}
