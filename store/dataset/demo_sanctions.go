package dataset

import (
	"slices"
	"strconv"
	"time"

	"github.com/screengate/screengate/service"
)

// demoHit is one result of a demo sanctions search.
type demoHit struct {
	list     string // a service.SanctionsLists id
	name     string // the listed name
	resolved bool
}

// demoSearch describes one demo sanctions search.
type demoSearch struct {
	id          int64
	owner       string
	name        string
	entity      bool
	dob         string // yyyy-mm-dd, individuals
	nationality string
	country     string
	hits        []demoHit
	archived    bool
}

func demoSearches() []demoSearch {
	u := func(list, name string) demoHit { return demoHit{list, name, false} }
	r := func(list, name string) demoHit { return demoHit{list, name, true} }
	return []demoSearch{
		// 1001 is built separately (rich results); see demoSearch1001.
		{id: 1002, owner: DemoUserName, name: "Mohsen Hojati", dob: "1955-09-28", nationality: "Iran", country: "IR",
			hits: []demoHit{u("HMTSL", "Mohsen Hojati")}},
		{id: 1003, owner: DemoUserName, name: "Elvis Logan Morey", dob: "1963-07-28", nationality: "Belize", country: "BZ",
			hits: []demoHit{u("OFACL", "Elvis Angus Logan Morey")}},
		{id: 1004, owner: DemoUserName, name: "Daniel Moreno", dob: "1972-10-12", nationality: "Belize", country: "BZ",
			hits: []demoHit{r("OFACL", "Daniel Moreno"), u("OFACC", "Daniel Moreno Garza")}},
		{id: 1005, owner: DemoUserName, name: "Iran Aircraft Manufacturing Industrial Company", entity: true, country: "IR",
			hits: []demoHit{u("OFACL", "Iran Aircraft Manufacturing Industrial Company")}},
		{id: 1006, owner: DemoUserName, name: "Ali Reza Karimi", dob: "1968-03-02", nationality: "Iran", country: "IR",
			hits: []demoHit{u("HMTSL", "Alireza Karimi"), r("EUL", "Ali Karimi")}},
		{id: 1007, owner: DemoUserName, name: "Aircraft Avionics Parts and Support Ltd", entity: true, country: "GB",
			hits: []demoHit{u("OFACL", "Aircraft, Avionics, Parts & Support Ltd.")}},
		{id: 1008, owner: DemoUserName, name: "Sergei Ivanov", dob: "1961-01-31", nationality: "Russia", country: "RU",
			hits: []demoHit{u("EUL", "Sergei Borisovich Ivanov"), r("HMTUKR", "Sergey Ivanov")}},
		{id: 1009, owner: DemoUserName, name: "Kim Chol Su", dob: "1970-05-15", nationality: "North Korea", country: "KP",
			hits: []demoHit{u("DFAT", "Kim Chol-su")}},
		{id: 1010, owner: DemoUserName, name: "Gaddafi International Charity and Development Foundation", entity: true, country: "LY",
			hits: []demoHit{u("OFACL", "Gaddafi International Charity and Development Foundation"), u("SECO", "Gaddafi International Charity Foundation")}},
		{id: 1011, owner: DemoUserName, name: "John Smith", dob: "1980-02-14", nationality: "United Kingdom", country: "GB",
			hits: []demoHit{r("HMTSL", "John Smyth")}},
		{id: 1012, owner: DemoUserName, name: "Maria Garcia Lopez", dob: "1985-06-21", nationality: "Spain", country: "ES"},
		{id: 1013, owner: DemoUserName, name: "Ahmed Hassan", dob: "1975-11-03", nationality: "Egypt", country: "EG",
			hits: []demoHit{r("OFACL", "Ahmed Hassan Ali"), r("OFACL", "Ahmad Hasan")}},
		{id: 1014, owner: DemoUserName, name: "Oleg Volkov", dob: "1966-08-09", nationality: "Russia", country: "RU",
			hits: []demoHit{r("EUL", "Oleg Volkov")}},
		{id: 1015, owner: DemoUserName, name: "Northwind Trading LLC", entity: true, country: "US"},
		{id: 1016, owner: DemoUserName, name: "Li Wei", dob: "1979-12-01", nationality: "China", country: "CN",
			hits: []demoHit{r("OSFI", "Li Wei")}},
		{id: 1017, owner: DemoUserName, name: "Anna Kowalska", dob: "1990-04-17", nationality: "Poland", country: "PL"},
		{id: 1018, owner: DemoUserName, name: "Viktor Borisov", dob: "1967-01-13", nationality: "Russia", country: "RU",
			hits: []demoHit{r("OFACL", "Viktor Anatolyevich Borisov"), r("HMTSL", "Victor Borisov")}},
		{id: 1019, owner: DemoUserName, name: "Fatima Al-Sayed", dob: "1988-09-30", nationality: "Syria", country: "SY"},
		{id: 1020, owner: DemoUserName, name: "Dmitri Sokolov", dob: "1972-03-22", nationality: "Russia", country: "RU",
			hits: []demoHit{r("HMTUKR", "Dmitry Sokolov")}, archived: true},
		{id: 1021, owner: AnalystUserName, name: "Yevgeny Markov", dob: "1961-06-01", nationality: "Russia", country: "RU",
			hits: []demoHit{u("HMTSL", "Yevgeniy Viktorovich Markov")}},
		{id: 1022, owner: AnalystUserName, name: "Baltic Energy Trading SA", entity: true, country: "CH",
			hits: []demoHit{u("EUL", "Baltic Energy Trading S.A."), r("SECO", "Baltic Energy Trading")}},
		{id: 1023, owner: AnalystUserName, name: "Peter Brown", dob: "1983-10-10", nationality: "United Kingdom", country: "GB",
			hits: []demoHit{r("HMTSL", "Peter Braun")}},
		{id: 1024, owner: AnalystUserName, name: "Hans Mueller", dob: "1958-07-07", nationality: "Germany", country: "DE"},
		{id: 1025, owner: AnalystUserName, name: "Chen Jie", dob: "1977-02-28", nationality: "China", country: "CN",
			hits: []demoHit{r("CSEMA", "Chen Jie")}},
		{id: 1026, owner: ViewerUserName, name: "Ramil Kadirov", dob: "1976-10-05", nationality: "Russia", country: "RU",
			hits: []demoHit{u("CJUST", "Ramil Akhmatovich Kadirov")}},
	}
}

// searchedAt is when demo sanctions search id was run: 1001 1.5 days ago,
// then one every 36 hours further back.
func searchedAt(now time.Time, id int64) time.Time {
	return now.Add(-time.Duration(id%1000) * 36 * time.Hour)
}

func (s *demoSet) buildSanctions(now time.Time) {
	s.Sanctions = append(s.Sanctions, demoSearch1001(now))
	for _, d := range demoSearches() {
		s.Sanctions = append(s.Sanctions, SanctionsRecord{AccountID: DemoAccountID, Search: d.build(now)})
	}
	other := demoSearch{id: OtherSanctionsSearch, owner: OtherUserName, name: "Abdul Rahman Yasin", dob: "1960-04-10",
		nationality: "Iraq", country: "IQ", hits: []demoHit{{list: "HMTSL", name: "Abdul Rahman Yasin"}}}
	s.Sanctions = append(s.Sanctions, SanctionsRecord{AccountID: OtherAccountID, Search: other.build(now)})
}

func listSource(id string) service.SearchSource {
	l, _ := service.SanctionsListByID(id)
	return service.SearchSource{ListID: l.ID, ListName: l.Name, ListShortName: l.ShortName}
}

func ptr[T any](v T) *T { return &v }

// build turns a compact description into a stored search.
func (d demoSearch) build(now time.Time) service.SanctionsSearch {
	searched := searchedAt(now, d.id)
	typ := "individual"
	if d.entity {
		typ = "entity"
	}
	rec := service.SearchRecord{
		ID: d.id, SearchType: typ, DateSearched: searched, DateUpdated: searched.Add(2 * time.Hour),
		SearchCriteria: &service.SearchCriteria{Name: d.name, Country: d.country, DateOfBirth: d.dob,
			Nationality: d.nationality, Reference: "SAN-" + strconv.FormatInt(d.id, 10)},
	}
	lists := []string{}
	for _, h := range d.hits {
		if !slices.Contains(lists, h.list) {
			lists = append(lists, h.list)
		}
	}
	if len(lists) == 0 {
		lists = []string{"HMTSL", "OFACL"}
	}
	for _, l := range lists {
		rec.SearchSources = append(rec.SearchSources, listSource(l))
	}
	allResolved := true
	for i, h := range d.hits {
		rid := d.id*100 + int64(i) + 1
		l, _ := service.SanctionsListByID(h.list)
		updated := searched.Add(time.Duration(i+1) * time.Hour)
		strength := int32(95 - 7*i)
		e := service.SearchResultEntry{
			SearchResultID: rid, ResultStrength: strength, ResultSimilarity: service.NewDecimal(int64(strength)*100-37, 4),
			ResultResolved: h.resolved, ResultType: typ, DateUpdated: &updated,
			SanctionsListID: l.ID, SanctionsListName: l.Name,
			Names: []service.SearchResultName{{SearchResultNameID: rid*10 + 1, Type: "primary", FullName: h.name,
				ResultSimilarity: service.NewDecimal(int64(strength)*100-37, 4)}},
			Remarks: []service.SearchResultRemark{{SearchResultRemarkID: rid*10 + 1, Name: "Date listed",
				Description: time.Date(2016+int(d.id%8), time.Month(1+d.id%12), 1+int(d.id%27), 0, 0, 0, 0, time.UTC).Format("2006-01-02")}},
		}
		if !d.entity && d.dob != "" {
			dob, _ := time.Parse("2006-01-02", d.dob)
			e.DatesOfBirth = []service.SearchResultDateOfBirth{{SearchResultDateOfBirthID: rid*10 + 1, DateOfBirth: d.dob,
				Year: ptr(int16(dob.Year())), Month: ptr(uint8(dob.Month())), Day: ptr(uint8(dob.Day())), Type: "exact"}}
		}
		if d.nationality != "" {
			e.Nationalities = []service.SearchResultNationality{{SearchResultNationalityID: rid*10 + 1, Nationality: d.nationality}}
		}
		if !h.resolved {
			allResolved = false
		}
		rec.ListSearchResults = append(rec.ListSearchResults, e)
	}
	rec.NumOfResults = int32(len(rec.ListSearchResults))
	if len(d.hits) > 0 && allResolved {
		rec.ClientNotInResults = true
	}
	if d.archived {
		rec.IsArchived = true
		rec.DateArchived = ptr(searched.Add(5 * 24 * time.Hour))
	}
	return service.SanctionsSearch{Owner: d.owner, Record: rec}
}

// demoSearch1001 is "Vladimir Petrov": five results in three lists (HMTSL
// two, one resolved; OFACL two; EUL one), a link to client 5001 and two
// notes.
func demoSearch1001(now time.Time) SanctionsRecord {
	searched := searchedAt(now, 1001)
	hmt, _ := service.SanctionsListByID("HMTSL")
	ofac, _ := service.SanctionsListByID("OFACL")
	eu, _ := service.SanctionsListByID("EUL")
	at := func(h int) *time.Time { return ptr(searched.Add(time.Duration(h) * time.Hour)) }
	dob := func(id int64, s string, y int16, m, d uint8) service.SearchResultDateOfBirth {
		out := service.SearchResultDateOfBirth{SearchResultDateOfBirthID: id, DateOfBirth: s, Type: "exact"}
		if y != 0 {
			out.Year = ptr(y)
		}
		if m != 0 {
			out.Month = ptr(m)
		}
		if d != 0 {
			out.Day = ptr(d)
		}
		if d == 0 {
			out.Type = "approximate"
		}
		return out
	}
	sim := func(u int64) service.Decimal { return service.NewDecimal(u, 4) }
	entries := []service.SearchResultEntry{
		{
			SearchResultID: 100101, ResultStrength: 98, ResultSimilarity: sim(9812), ResultResolved: false,
			ResultType: "individual", DateUpdated: at(1), SanctionsListID: hmt.ID, SanctionsListName: hmt.Name,
			Names: []service.SearchResultName{
				{SearchResultNameID: 1001011, Type: "primary", Title: "Mr", FullName: "Vladimir Ivanovich Petrov", ResultSimilarity: sim(9812)},
				{SearchResultNameID: 1001012, Type: "alias-strong", FullName: "Vladimir Petrov", ResultSimilarity: sim(10000)},
				{SearchResultNameID: 1001013, Type: "alias-weak", FullName: "Volodya", ResultSimilarity: sim(4120)},
			},
			Addresses: []service.SearchResultAddress{{SearchResultAddressID: 1001011, Type: "residential",
				Address1: "12 Tverskaya Street", Address2: "Apartment 45", City: "Moscow", PostCode: "125009", Country: "Russia"}},
			DatesOfBirth:  []service.SearchResultDateOfBirth{dob(1001011, "1964-03-14", 1964, 3, 14)},
			Nationalities: []service.SearchResultNationality{{SearchResultNationalityID: 1001011, Nationality: "Russia"}},
			PlacesOfBirth: []service.SearchResultPlaceOfBirth{{SearchResultPlaceOfBirthID: 1001011, PlaceOfBirth: "Leningrad", CountryOfBirth: "Russia"}},
			Remarks: []service.SearchResultRemark{
				{SearchResultRemarkID: 1001011, Name: "Date listed", Description: "2022-03-15"},
				{SearchResultRemarkID: 1001012, Name: "Regime", Description: "Russia"},
				{SearchResultRemarkID: 1001013, Name: "Position", Description: "Deputy Director, state defence enterprise"},
			},
		},
		{
			SearchResultID: 100102, ResultStrength: 71, ResultSimilarity: sim(7150), ResultResolved: true,
			ResultType: "individual", DateUpdated: at(3), SanctionsListID: hmt.ID, SanctionsListName: hmt.Name,
			Names: []service.SearchResultName{
				{SearchResultNameID: 1001021, Type: "primary", FullName: "Vladislav Petrovsky", ResultSimilarity: sim(7150)},
			},
			DatesOfBirth:  []service.SearchResultDateOfBirth{dob(1001021, "1971", 1971, 0, 0)},
			Nationalities: []service.SearchResultNationality{{SearchResultNationalityID: 1001021, Nationality: "Belarus"}},
			Remarks: []service.SearchResultRemark{
				{SearchResultRemarkID: 1001021, Name: "Date listed", Description: "2020-10-02"},
				{SearchResultRemarkID: 1001022, Name: "Regime", Description: "Belarus"},
			},
		},
		{
			SearchResultID: 100103, ResultStrength: 95, ResultSimilarity: sim(9540), ResultResolved: false,
			ResultType: "individual", DateUpdated: at(1), SanctionsListID: ofac.ID, SanctionsListName: ofac.Name,
			Names: []service.SearchResultName{
				{SearchResultNameID: 1001031, Type: "primary", FullName: "Vladimir Petrov", ResultSimilarity: sim(10000)},
				{SearchResultNameID: 1001032, Type: "alias", FullName: "Vladimir Ivanovich Petrov", ResultSimilarity: sim(9540)},
			},
			Addresses: []service.SearchResultAddress{{SearchResultAddressID: 1001031, Address1: "Moscow", City: "Moscow", Country: "Russia"}},
			DatesOfBirth: []service.SearchResultDateOfBirth{
				dob(1001031, "1964-03-14", 1964, 3, 14),
				dob(1001032, "1964-03", 1964, 3, 0),
			},
			Nationalities: []service.SearchResultNationality{{SearchResultNationalityID: 1001031, Nationality: "Russia"}},
			PlacesOfBirth: []service.SearchResultPlaceOfBirth{{SearchResultPlaceOfBirthID: 1001031, PlaceOfBirth: "Saint Petersburg", CountryOfBirth: "Russia"}},
			Remarks: []service.SearchResultRemark{
				{SearchResultRemarkID: 1001031, Name: "Program", Description: "RUSSIA-EO14024"},
				{SearchResultRemarkID: 1001032, Name: "Date listed", Description: "2022-03-15"},
			},
		},
		{
			SearchResultID: 100104, ResultStrength: 64, ResultSimilarity: sim(6480), ResultResolved: false,
			ResultType: "individual", DateUpdated: at(2), SanctionsListID: ofac.ID, SanctionsListName: ofac.Name,
			Names: []service.SearchResultName{
				{SearchResultNameID: 1001041, Type: "primary", FullName: "Vadim Petrenko", ResultSimilarity: sim(6480)},
				{SearchResultNameID: 1001042, Type: "alias-weak", FullName: "Vadik", ResultSimilarity: sim(3010)},
			},
			DatesOfBirth:  []service.SearchResultDateOfBirth{dob(1001041, "1969-11-02", 1969, 11, 2)},
			Nationalities: []service.SearchResultNationality{{SearchResultNationalityID: 1001041, Nationality: "Ukraine"}},
			Remarks:       []service.SearchResultRemark{{SearchResultRemarkID: 1001041, Name: "Program", Description: "CYBER2"}},
		},
		{
			SearchResultID: 100105, ResultStrength: 90, ResultSimilarity: sim(9025), ResultResolved: false,
			ResultType: "individual", DateUpdated: at(2), SanctionsListID: eu.ID, SanctionsListName: eu.Name,
			Names: []service.SearchResultName{
				{SearchResultNameID: 1001051, Type: "primary", FullName: "Vladimir Ivanovich PETROV", ResultSimilarity: sim(9812)},
				{SearchResultNameID: 1001052, Type: "alias-strong", FullName: "Владимир Иванович Петров", ResultSimilarity: sim(9025)},
				{SearchResultNameID: 1001053, Type: "alias-weak", FullName: "V. I. Petrov", ResultSimilarity: sim(7700)},
			},
			Addresses: []service.SearchResultAddress{{SearchResultAddressID: 1001051, Type: "business",
				Address1: "Leninsky Prospekt 32", City: "Moscow", PostCode: "119334", Country: "Russia"}},
			DatesOfBirth:  []service.SearchResultDateOfBirth{dob(1001051, "1964-03-14", 1964, 3, 14)},
			Nationalities: []service.SearchResultNationality{{SearchResultNationalityID: 1001051, Nationality: "Russia"}},
			PlacesOfBirth: []service.SearchResultPlaceOfBirth{{SearchResultPlaceOfBirthID: 1001051, PlaceOfBirth: "Leningrad", CountryOfBirth: "USSR"}},
			Remarks: []service.SearchResultRemark{
				{SearchResultRemarkID: 1001051, Name: "Date listed", Description: "2022-03-15"},
				{SearchResultRemarkID: 1001052, Name: "Gender", Description: "Male"},
				{SearchResultRemarkID: 1001053, Name: "Passport", Description: "720123456; Russia"},
				{SearchResultRemarkID: 1001054, Name: "Regulation", Description: "Council Regulation (EU) 269/2014"},
			},
		},
	}
	clientCreated := now.Add(-20 * 24 * time.Hour)
	return SanctionsRecord{
		AccountID: DemoAccountID,
		Search: service.SanctionsSearch{
			Owner: DemoUserName,
			Record: service.SearchRecord{
				ID: 1001, SearchType: "individual", DateSearched: searched, DateUpdated: searched.Add(3 * time.Hour),
				NumOfResults: int32(len(entries)), AffectedByUpdate: true,
				SearchCriteria: &service.SearchCriteria{Name: DemoSearchWithNotesName, Address: "12 Tverskaya Street, Moscow",
					Country: "RU", DateOfBirth: "1964-03-14", Nationality: "Russia", Reference: "SAN-1001"},
				SearchSources: []service.SearchSource{
					{ListID: hmt.ID, ListName: hmt.Name, ListShortName: hmt.ShortName, IsAffectedByListUpdate: ptr(true)},
					{ListID: ofac.ID, ListName: ofac.Name, ListShortName: ofac.ShortName, IsAffectedByListUpdate: ptr(false)},
					{ListID: eu.ID, ListName: eu.Name, ListShortName: eu.ShortName, IsAffectedByListUpdate: ptr(false)},
				},
				ListSearchResults: entries,
			},
			LinkedTo: []service.LinkedTo{{
				ClientID: ptr(int32(DemoSearch1001LinkedClientID)), ID: ptr(int64(DemoSearch1001LinkedClientID)),
				Type: "client", Subtype: "individual", Status: service.ClientStatePendingCompletion.String(),
				Description: "ValidateMe client", IsArchived: ptr(false), Name: DemoSearchWithNotesName, Date: &clientCreated,
			}},
		},
		Notes: []service.SearchNote{
			{Name: DemoUserName, Date: searched.Add(4 * time.Hour), Content: DemoSearch1001FirstNote},
			{Name: AnalystUserName, Date: searched.Add(6 * time.Hour), Content: DemoSearch1001SecondNote},
		},
	}
}
