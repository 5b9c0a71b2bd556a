package lists

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service/screening"
)

// TestFixtures reads the hand-written fixtures of the formats without a
// shared sample (testdata/README.md cites the layouts).
func TestFixtures(t *testing.T) {
	ru := screening.Country{Name: "Russia", Code: "RU"}
	tests := []struct {
		file      string
		list      string
		format    Format
		published time.Time
		entities  int
		check     func(t *testing.T, r *Result)
	}{
		{"seco_sample.xml", SECO, FormatSECO, day(2024, 5, 2), 3, func(t *testing.T, r *Result) {
			e := entity(t, r, "90001")
			require.Equal(t, []screening.Name{
				{Full: "Ivan Petrovich Testov", First: "Ivan", Middle: []string{"Petrovich"}, Last: "Testov", Title: "General", Type: screening.NamePrimary, Quality: screening.QualityStrong},
				{Full: "Иван Петрович Тестов", Type: screening.NameAlias, Quality: screening.QualityStrong, Script: "Cyrl", Lang: "ru"},
				{Full: "Vanya Test", Type: screening.NameAlias, Quality: screening.QualityWeak},
				{Full: "Ioann Testoff", First: "Ioann", Last: "Testoff", Type: screening.NameFormer, Quality: screening.QualityStrong},
			}, e.Names)
			require.Equal(t, []screening.Date{{Year: 1964, Month: 3, Day: 14, Text: "1964-03-14"}, {Year: 1965, Text: "1965"}}, e.BirthDates)
			require.Equal(t, []screening.Place{{Place: "Moscow", Country: ru}}, e.BirthPlaces)
			require.Equal(t, []screening.Address{{Lines: []string{"Ulitsa Primernaya 1"}, City: "Moscow", PostCode: "125009", Country: ru}}, e.Addresses)
			require.Equal(t, []screening.Document{{Type: "passport", Label: "passport", Number: "7100000001", Country: ru, Note: "issued 2015-06-01"}}, e.Documents)
			require.Equal(t, []string{"Measures in connection with the situation in Ukraine: Annex 8"}, e.Programs)
			require.Equal(t, screening.Date{Year: 2022, Month: 2, Day: 25, Text: "2022-02-25"}, e.ListedOn)
			require.Equal(t, "male", e.Gender)
			for _, x := range r.Entities {
				require.NotEqual(t, "90200", x.Key, "de-listed targets are left out")
			}
			v := entity(t, r, "90300")
			require.Equal(t, screening.KindVessel, v.Kind)
			require.Equal(t, []screening.Document{{Type: "imo", Label: "IMO number", Number: "9000001"}}, v.Documents)
		}},
		{"sema_sample.xml", SEMA, FormatSEMA, time.Time{}, 4, checkSEMA},
		{"sema_bilingual.xml", SEMA, FormatSEMA, time.Time{}, 4, checkSEMA},
		{"uksl_sample.csv", UKSL, FormatUKSL, day(2024, 3, 15), 3, func(t *testing.T, r *Result) {
			e := entity(t, r, "RUS9001")
			require.Equal(t, []screening.Name{
				{Full: "Ivan Petrovich TESTOV", First: "Ivan", Middle: []string{"Petrovich"}, Last: "TESTOV", Type: screening.NamePrimary},
				{Full: "Иван Петрович ТЕСТОВ", Type: screening.NameAlias, Script: "Cyrl", Lang: "ru"},
				{Full: "Ivan TESTOFF", First: "Ivan", Last: "TESTOFF", Type: screening.NameAlias, Quality: screening.QualityWeak},
			}, e.Names)
			require.Equal(t, []screening.Country{ru, {Name: "Ukraine", Code: "UA"}}, e.Nationalities)
			require.Equal(t, []screening.Date{{Year: 1964, Month: 3, Day: 14, Text: "14/03/1964"}, {Year: 1965, Text: "00/00/1965"}}, e.BirthDates)
			require.Equal(t, screening.Date{Year: 2022, Month: 2, Day: 24, Text: "24/02/2022"}, e.ListedOn)
			require.Equal(t, "male", e.Gender)
			require.Equal(t, []string{"Russia"}, e.Programs)
			c := entity(t, r, "RUS9002")
			require.Equal(t, screening.KindOrganization, c.Kind)
			require.Equal(t, []screening.Address{{Lines: []string{"Prospekt Obraztsov 5", "Moscow"}, PostCode: "125009", Country: ru}}, c.Addresses)
			require.Equal(t, []screening.Document{{Type: "registration", Label: "Business registration number", Number: "1027700000001"}}, c.Documents)
			s := entity(t, r, "RUS9003")
			require.Equal(t, screening.KindVessel, s.Kind)
			require.Equal(t, []screening.Country{{Name: "Cameroon", Code: "CM"}}, s.Nationalities)
		}},
		{"un_entities.xml", UN, FormatUNXML, time.Date(2024, 10, 17, 0, 0, 2, 767000000, time.UTC), 1, func(t *testing.T, r *Result) {
			e := entity(t, r, "9900001")
			require.Equal(t, screening.KindOrganization, e.Kind)
			require.Equal(t, []screening.Name{
				{Full: "EXAMPLE RELIEF FOUNDATION", Type: screening.NamePrimary},
				{Full: "مؤسسة المثال للإغاثة", Type: screening.NameAlias, Quality: screening.QualityStrong, Script: "Arab"},
				{Full: "Example Relief Org", Type: screening.NameAlias, Quality: screening.QualityStrong},
				{Full: "ERF", Type: screening.NameAlias, Quality: screening.QualityStrong},
				{Full: "Old Example Fund", Type: screening.NameFormer},
			}, e.Names)
			require.Len(t, e.Addresses, 2)
			require.Equal(t, "branch office", e.Addresses[1].Note)
		}},
		{"ftm_peps.json", PEP, FormatFTM, time.Date(2024, 4, 30, 12, 0, 0, 0, time.UTC), 3, func(t *testing.T, r *Result) {
			e := entity(t, r, "Q-fixture-1")
			require.Equal(t, []string{"role.pep"}, e.Topics)
			require.Equal(t, screening.Name{Full: "Maria Ejemplo", Type: screening.NamePrimary}, e.Names[0], "parts of one of several names are not placed")
			require.Len(t, e.Names, 3)
			require.Equal(t, []screening.Document{{Type: "passport", Label: "Passport", Number: "PAA000001", Country: screening.Country{Code: "ES"}}}, e.Documents)
			require.Equal(t, []screening.Remark{{Name: "Position", Description: "Member of the Fictional Parliament"}}, e.Remarks)
			require.Equal(t, []string{"role.rca"}, entity(t, r, "Q-fixture-2").Topics)
			s := entity(t, r, "Q-fixture-7")
			require.Equal(t, []string{"Fixture programme"}, s.Programs)
			require.Equal(t, screening.Date{Year: 2022, Month: 2, Day: 25, Text: "2022-02-25"}, s.ListedOn)
			for _, x := range r.Entities {
				require.NotEqual(t, "Q-fixture-3", x.Key, "non-target company left out")
			}
		}},
		{"dfat_sample.xlsx", DFAT, FormatDFAT, time.Date(2024, 5, 2, 3, 4, 5, 0, time.UTC), 3, func(t *testing.T, r *Result) {
			e := entity(t, r, "8001")
			require.Equal(t, []screening.Name{
				{Full: "Ivan Petrovich TESTOV", Type: screening.NamePrimary},
				{Full: "Ivan TESTOFF", Type: screening.NameAlias, Quality: screening.QualityWeak},
				{Full: "Иван Петрович ТЕСТОВ", Type: screening.NameAlias, Quality: screening.QualityStrong, Script: "Cyrl"},
			}, e.Names)
			require.Equal(t, []screening.Date{{Year: 1964, Month: 3, Day: 14, Text: "14/03/1964"}, {Year: 1965, Text: "1965"}}, e.BirthDates)
			require.Equal(t, []screening.Country{{Name: "Russian", Code: "RU"}}, e.Nationalities)
			require.Equal(t, []screening.Address{{Lines: []string{"Ulitsa Primernaya 1, Moscow"}, Country: ru}}, e.Addresses)
			require.Equal(t, []string{"Russia"}, e.Programs, "a rich-text shared string")
			require.Equal(t, screening.Date{Year: 2022, Month: 2, Day: 24, Text: "44616"}, e.ListedOn, "an Excel serial")
			require.Contains(t, e.Remarks, screening.Remark{Name: "Additional information", Description: "Fixture entry: not a real designation."}, "_x000D_ and line breaks folded")
			v := entity(t, r, "8002")
			require.Equal(t, screening.KindVessel, v.Kind)
			require.Equal(t, "EXAMPLE STAR", v.Names[0].Full, "an inline string")
			require.Equal(t, []screening.Date{{Year: 1964, Month: 3, Day: 16, Text: "23452"}}, entity(t, r, "8003").BirthDates)
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			files := fixture(t, tc.file)
			d, err := Detect(files[0])
			require.NoError(t, err)
			require.Equal(t, tc.list, d.List)
			require.Equal(t, tc.format, d.Format)
			r := parseFiles(t, files)
			require.Equal(t, tc.published, r.Version.Published)
			require.Equal(t, tc.entities, r.Version.Entities)
			require.Empty(t, r.Version.Warnings)
			for _, e := range r.Entities {
				require.Equal(t, tc.list, e.List)
				require.Equal(t, screening.NamePrimary, e.Names[0].Type)
			}
			tc.check(t, r)
			checkGolden(t, tc.file+".json", r)
		})
	}
}

func checkSEMA(t *testing.T, r *Result) {
	e := entity(t, r, "Russia / Russie|1, Part 1|1001")
	require.Equal(t, screening.KindPerson, e.Kind)
	require.Equal(t, []screening.Name{
		{Full: "Ivan Petrovich Testov", First: "Ivan Petrovich", Last: "Testov", Title: "Deputy Minister", Type: screening.NamePrimary},
		{Full: "Ivan Testoff", Type: screening.NameAlias},
		{Full: "Vanya Testov", Type: screening.NameAlias},
	}, e.Names)
	require.Equal(t, "1, Part 1", e.Schedule)
	require.Equal(t, "1001", e.Item)
	require.Empty(t, e.Nationalities, "Country is the regime, not a nationality")
	require.Equal(t, []string{"Russia / Russie"}, e.Programs)
	o := entity(t, r, "Russia / Russie|1, Part 2|2001")
	require.Equal(t, []string{"Example Trading JSC", "AO Primer Treiding"}, []string{o.Names[0].Full, o.Names[1].Full})
	v := entity(t, r, "Iran|1, Part 3|15")
	require.Equal(t, screening.KindVessel, v.Kind)
	require.Empty(t, v.BirthDates, "a ship's build year is no date of birth")
	p := entity(t, r, "Belarus|7")
	require.Equal(t, []screening.Date{{Year: 1964, Month: 3, Day: 16, Text: "23452"}}, p.BirthDates)
}
