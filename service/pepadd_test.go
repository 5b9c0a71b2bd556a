package service

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service/screening"
)

// fixedScreener serves one index.
type fixedScreener struct{ ix *screening.Index }

func (f fixedScreener) Index() *screening.Index { return f.ix }

// addFake stores what CreatePepSearch is given.
type addFake struct {
	*pepFake
	created []NewPepSearch
	short   bool
}

func (f *addFake) CreatePepSearch(_ context.Context, n NewPepSearch) (int64, PepRenewal, error) {
	q := PepRenewal{Cost: NewDecimal(150, 2), Balance: NewDecimal(100, 2)}
	if f.short {
		return 0, q, ErrInsufficientCredit
	}
	f.created = append(f.created, n)
	return 5000, q, nil
}

func (f *addFake) PepSearch(_ context.Context, s Scope, id int64) (PepSearch, error) {
	f.scope = s
	n := f.created[len(f.created)-1]
	c := n.Criteria
	return PepSearch{Owner: n.Owner, Record: PepSearchRecord{ID: id, SearchCriteria: &c, PepSearchResults: n.Results,
		NumOfResults: int32(len(n.Results))}}, nil
}

func pepIndex(t *testing.T, lists ...string) *screening.Index {
	t.Helper()
	ents := []screening.Entity{
		{List: "PEP", Key: "Q7747", Kind: screening.KindPerson, Topics: []string{"role.pep"}, Gender: "male",
			Names:         []screening.Name{{Full: "Vladimir Vladimirovich Putin", First: "Vladimir", Middle: []string{"Vladimirovich"}, Last: "Putin"}},
			BirthDates:    []screening.Date{{Year: 1952, Month: 10, Day: 7}},
			Nationalities: []screening.Country{{Code: "RU", Name: "Russia"}}},
		{List: "PEP", Key: "Q123", Kind: screening.KindPerson, Topics: []string{"role.rca"},
			Names: []screening.Name{{Full: "Lyudmila Putina", First: "Lyudmila", Last: "Putina"}}},
		{List: "OFACL", Key: "1", Kind: screening.KindPerson, Topics: []string{"sanction"},
			Names: []screening.Name{{Full: "Vladimir Putin"}}},
	}
	var keep []screening.Entity
	for _, e := range ents {
		for _, l := range lists {
			if e.List == l {
				keep = append(keep, e)
			}
		}
	}
	ix, err := screening.Build(keep, screening.BuildOptions{Versions: map[string]string{"PEP": "42"}, Prewarm: -1})
	require.NoError(t, err)
	return ix
}

func newAddTest(t *testing.T, sc Screener) (*Service, *addFake) {
	f := &addFake{pepFake: &pepFake{fakeStore: &fakeStore{}}}
	f.fakeStore.users = []User{admin, analyst, viewer}
	auth, err := NewAuthenticator(context.Background(), f, testSecret)
	require.NoError(t, err)
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	svc, err := New(f, auth, Config{Screener: sc, Now: func() time.Time { return now }})
	require.NoError(t, err)
	return svc, f
}

func TestAddPepSearch(t *testing.T) {
	svc, f := newAddTest(t, fixedScreener{pepIndex(t, "PEP", "OFACL")})
	data, err := dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: &AddPepSearchRequest{Name: "Vladimir Putin",
		Type: "individual", DateOfBirth: "07/10/1952", Country: "ru", Reference: "C-1"}}, analyst.ID.String())
	require.Nil(t, err, "%v", err)
	d := data.(*AddPepSearchData)
	require.True(t, d.IncludesPepSearchRecord)
	require.EqualValues(t, 5000, d.SearchRecord.ID)
	require.Len(t, f.created, 1)
	n := f.created[0]
	require.Equal(t, "analyst", n.Owner)
	require.Equal(t, "individual", n.Type)
	require.False(t, n.DayOne)
	require.Equal(t, time.Date(2027, 11, 21, 12, 0, 0, 0, time.UTC), n.RenewalDate)
	require.Equal(t, SearchCriteria{Name: "Vladimir Putin", Country: "ru", DateOfBirth: "07/10/1952", Reference: "C-1"}, n.Criteria)
	require.NotEmpty(t, n.Results)
	top := n.Results[0]
	require.Equal(t, "PEP:Q7747 (42)", top.Source, "only the PEP list is searched")
	require.Equal(t, "Vladimir", top.Forename)
	require.Equal(t, "Vladimirovich", top.Middlename)
	require.Equal(t, "Putin", top.Surname)
	require.Equal(t, "RU", top.Nationality)
	require.Equal(t, "PEP", top.Category)
	require.EqualValues(t, 1952, *top.YearOfBirth)
	require.Equal(t, time.Date(1952, 10, 7, 0, 0, 0, 0, time.UTC), *top.DateOfBirth)
	for _, r := range n.Results {
		require.NotContains(t, r.Source, "OFACL")
	}
	require.Len(t, d.SearchRecord.PepSearchResults, len(n.Results))

	// ExcludeResults: stored, not returned; day-one: not monitored.
	data, err = dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: &AddPepSearchRequest{Name: "Lyudmila Putina",
		Type: "individual", ExcludeResults: true, IsDayOneSearch: true}}, "")
	require.Nil(t, err)
	require.Empty(t, data.(*AddPepSearchData).SearchRecord.PepSearchResults)
	n = f.created[1]
	require.NotEmpty(t, n.Results)
	require.Equal(t, "RCA", n.Results[0].Category)
	require.True(t, n.DayOne)
	require.Equal(t, "demo", n.Owner)

	// An admin creates for a sub user.
	_, err = dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: &AddPepSearchRequest{Name: "Acme Holdings", Type: "entity",
		SubUserName: "viewer"}}, "")
	require.Nil(t, err)
	require.Equal(t, "viewer", f.created[2].Owner)
	require.Equal(t, []string{"viewer"}, f.scope.Owners)
	// A non-admin may not.
	_, err = dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: &AddPepSearchRequest{Name: "Acme Holdings", Type: "entity",
		SubUserName: "viewer"}}, analyst.ID.String())
	require.Equal(t, CodeForbidden, err.Code)

	f.short = true
	_, err = dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: &AddPepSearchRequest{Name: "Ann Smith", Type: "individual"}}, "")
	require.Equal(t, "InsufficientCredit", err.WireCode())
	require.Contains(t, err.Message, "1.50")
}

func TestAddPepSearchValidation(t *testing.T) {
	svc, f := newAddTest(t, fixedScreener{pepIndex(t, "PEP")})
	no := false
	long := make([]byte, 251)
	for i := range long {
		long[i] = 'a'
	}
	for _, tc := range []struct {
		in    AddPepSearchRequest
		field string
	}{
		{AddPepSearchRequest{Type: "individual"}, "name"},
		{AddPepSearchRequest{Name: "   ", Type: "individual"}, "name"},
		{AddPepSearchRequest{Name: "Madonna", Type: "individual"}, "name"},
		{AddPepSearchRequest{Name: "J Smith", Type: "individual"}, "name"},
		{AddPepSearchRequest{Name: string(long), Type: "entity"}, "name"},
		{AddPepSearchRequest{Name: "Ann Smith"}, "type"},
		{AddPepSearchRequest{Name: "Ann Smith", Type: "company"}, "type"},
		{AddPepSearchRequest{Name: "Ann Smith", Type: "individual", DateOfBirth: "1970-01-02"}, "dateOfBirth"},
		{AddPepSearchRequest{Name: "Ann Smith", Type: "individual", DateOfBirth: "31/02/1970"}, "dateOfBirth"},
		{AddPepSearchRequest{Name: "Ann Smith", Type: "individual", Reference: string(long)}, "reference"},
		{AddPepSearchRequest{Name: "Ann Smith", Type: "individual", PerformSanctionsSearch: true}, "selectedLists"},
		{AddPepSearchRequest{Name: "Ann Smith", Type: "individual", PerformPepSearch: &no}, "performPepSearch"},
	} {
		_, err := dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: &tc.in}, "")
		require.NotNil(t, err, "%+v", tc.in)
		require.Equal(t, CodeInvalid, err.Code, "%+v", tc.in)
		require.Equal(t, tc.field, err.Fields[0].FieldName, "%+v", tc.in)
	}
	// Accepted shapes: a one-word entity, a mononym-free individual with
	// a comma.
	for _, in := range []AddPepSearchRequest{{Name: "Gazprom", Type: "entity"}, {Name: "Smith, Ann", Type: "Individual"}} {
		_, err := dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: &in}, "")
		require.Nil(t, err, "%+v", in)
	}
	require.Len(t, f.created, 2)
	_, err := dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: &AddPepSearchRequest{Name: "Ann Smith", Type: "individual",
		PerformSanctionsSearch: true, SelectedLists: []string{"ALL"}}}, "")
	require.Equal(t, "NotSupported", err.WireCode())
	require.Len(t, f.created, 2, "invalid or refused requests store nothing")
}

func TestAddPepSearchUnavailable(t *testing.T) {
	in := &AddPepSearchRequest{Name: "Ann Smith", Type: "individual"}
	for _, sc := range []Screener{nil, fixedScreener{}, fixedScreener{pepIndex(t, "OFACL")}} {
		svc, f := newAddTest(t, sc)
		_, err := dispatch(t, svc, "AddPepSearch", &AddPepSearch{Request: in}, "")
		require.NotNil(t, err)
		require.Equal(t, CodeUnavailable, err.Code)
		require.Empty(t, f.created)
	}
}
