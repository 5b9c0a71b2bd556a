package lists

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service/screening"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// checkGolden compares a reader's whole result with testdata/golden/name
// every entity, exactly. -update rewrites it (review the diff).
func checkGolden(t *testing.T, name string, r *Result) {
	t.Helper()
	// The version, then one entity a line: small diffs when a reader changes.
	got, err := json.Marshal(r.Version)
	require.NoError(t, err)
	got = append(got, '\n')
	for i := range r.Entities {
		b, err := r.Entities[i].Encode()
		require.NoError(t, err)
		got = append(append(got, b...), '\n')
	}
	path := filepath.Join("testdata", "golden", name)
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create it")
	require.Equal(t, string(want), string(got))
}

func entity(t *testing.T, r *Result, key string) screening.Entity {
	t.Helper()
	for _, e := range r.Entities {
		if e.Key == key {
			return e
		}
	}
	t.Fatalf("no entity %s", key)
	return screening.Entity{}
}

func day(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }

func pk() screening.Country { return screening.Country{Name: "Pakistan", Code: "PK"} }

// TestSamples reads every shared sample: the version's facts, a few
// entities spelled out in full, and the whole result against its golden
// file.
func TestSamples(t *testing.T) {
	tests := []struct {
		name      string
		files     []string
		list      string
		published time.Time
		sha256    string
		entities  int
		warnings  int
		check     func(t *testing.T, r *Result)
	}{
		{
			name: "ofac_sdn_xml", files: []string{"ofac_sdn_legacy_sample.xml"}, list: OFACSDN, published: day(2020, 4, 22),
			sha256:   "bfd9ff063eca6dd073d87d042b3f904eabec67442fb2c0f25a6c45fc1f372308",
			entities: 8, warnings: 0,
			check: func(t *testing.T, r *Result) {
				e := entity(t, r, "10689")
				require.Equal(t, screening.KindPerson, e.Kind)
				require.Equal(t, screening.Name{Full: "SAEED, Muhammad", First: "Muhammad", Last: "SAEED", Type: screening.NamePrimary}, e.Names[0])
				require.Len(t, e.Names, 11)
				require.Equal(t, screening.Name{Full: "HAFIZ SAHIB", Last: "HAFIZ SAHIB", Type: screening.NameAlias, Quality: screening.QualityWeak}, e.Names[3])
				require.Equal(t, []screening.Date{{Year: 1950, Month: 6, Day: 5, Text: "05 Jun 1950"}}, e.BirthDates)
				require.Equal(t, []screening.Place{{Place: "Sargodha, Punjab", Country: pk()}}, e.BirthPlaces)
				require.Equal(t, []screening.Country{pk()}, e.Nationalities)
				require.Equal(t, []screening.Address{{Lines: []string{"House No. 116 E", "Mohalla Johar", "Town: Lahore, Tehsil:"},
					City: "Lahore City, Lahore District", Country: pk()}}, e.Addresses)
				require.Equal(t, screening.Document{Type: "passport", Label: "Passport", Number: "BE5978421", Country: pk(),
					Note: "issued 14 Nov 2007; expires 12 Nov 2012"}, e.Documents[1])
				require.Equal(t, []string{"SDGT"}, e.Programs)
				// "01 Jan 1976 to 31 Dec 1978", "1951 to 1953", "Apr 1961", "circa-1951"
				var ranges []screening.Date
				for _, x := range r.Entities {
					ranges = append(ranges, x.BirthDates...)
				}
				require.Contains(t, ranges, screening.Date{Year: 1976, ToYear: 1978, Text: "01 Jan 1976 to 31 Dec 1978"})
				require.Contains(t, ranges, screening.Date{Year: 1961, Month: 4, Text: "Apr 1961"})
				require.Contains(t, ranges, screening.Date{Year: 1951, Circa: true, Text: "circa-1951"})
			},
		},
		{
			name: "ofac_sdn_csv", files: []string{"ofac_sdn_csv/sdn.csv", "ofac_sdn_csv/add.csv", "ofac_sdn_csv/alt.csv", "ofac_sdn_csv/sdn_comments.csv"},
			list: OFACSDN, entities: 17, warnings: 9,
			check: func(t *testing.T, r *Result) {
				e := entity(t, r, "10278")
				require.Equal(t, []screening.Name{
					{Full: "LOGAN MOREY, Elvis Angus", First: "Elvis Angus", Last: "LOGAN MOREY", Type: screening.NamePrimary},
					{Full: "BURTON BURGESS", Last: "BURTON BURGESS", Type: screening.NameAlias, Quality: screening.QualityWeak},
				}, e.Names)
				belize := screening.Country{Name: "Belize", Code: "BZ"}
				require.Equal(t, []screening.Date{{Year: 1963, Month: 7, Day: 28, Text: "28 Jul 1963"}}, e.BirthDates)
				require.Equal(t, []screening.Place{{Place: "Toledo District", Country: belize}}, e.BirthPlaces)
				require.Equal(t, []screening.Document{
					{Type: "passport", Label: "Passport", Number: "P0017003", Country: belize},
					{Type: "national-id", Label: "SSN", Number: "561-77-9011", Country: screening.Country{Name: "United States", Code: "US"}},
				}, e.Documents)
				require.Empty(t, e.Addresses, "an add.csv row of nulls is no address")
				// The remarks overflow (sdn_comments.csv) carries a weak a.k.a.
				require.Equal(t, screening.Name{Full: "SUCCESSFUL EXCHANGE", Type: screening.NameAlias, Quality: screening.QualityWeak},
					entity(t, r, "33151").Names[1])
				v := entity(t, r, "47371")
				require.Equal(t, screening.KindVessel, v.Kind)
				require.Equal(t, []screening.Document{
					{Type: "other", Label: "Call Sign", Number: "A8LU7"},
					{Type: "imo", Label: "Identification Number", Number: "9339301"},
					{Type: "other", Label: "MMSI", Number: "636013272"},
				}, v.Documents)
				b := entity(t, r, "44525")
				require.Equal(t, screening.Document{Type: "registration", Label: "Business Registration Number", Number: "0582030",
					Country: screening.Country{Name: "United States", Code: "US"}, Note: "Connecticut"}, b.Documents[1])
				require.Equal(t, []string{"NPWMD", "IFSR", "IRAN-CON-ARMS-EO"}, entity(t, r, "11195").Programs)
				require.Equal(t, screening.KindAircraft, entity(t, r, "48727").Kind)
				require.Equal(t, "male", entity(t, r, "48603").Gender)
			},
		},
		{
			name: "ofac_cons_csv", files: []string{"ofac_cons_csv/cons_prim.csv", "ofac_cons_csv/cons_add.csv", "ofac_cons_csv/cons_alt.csv", "ofac_cons_csv/cons_comments.csv"},
			list: OFACCons, entities: 442,
			check: func(t *testing.T, r *Result) {
				e := entity(t, r, "9639")
				require.Equal(t, screening.Name{Full: "HANIYA, Ismail Abdul Salah", First: "Ismail Abdul Salah", Last: "HANIYA", Type: screening.NamePrimary}, e.Names[0])
				require.Equal(t, screening.Name{Full: "HANIYA, Ismail", First: "Ismail", Last: "HANIYA", Type: screening.NameAlias, Quality: screening.QualityStrong}, e.Names[1])
				require.Equal(t, []screening.Date{{Year: 1962, Text: "1962"}}, e.BirthDates)
				require.Equal(t, []screening.Place{{Place: "Shati"}}, e.BirthPlaces)
				require.Equal(t, []string{"NS-PLC"}, e.Programs)
				// The last entry: the file ends in CRLF and 0x1A.
				last := r.Entities[len(r.Entities)-1]
				require.Equal(t, "Sweet Micky", last.Names[len(last.Names)-1].Full)
				for _, x := range r.Entities {
					for _, n := range x.Names {
						require.NotContains(t, n.Full, "\x1a")
						require.NotEqual(t, "-0-", n.Full)
					}
				}
			},
		},
		{
			name: "eu_fsf", files: []string{"eu_fsf_sample.xml"}, list: EU,
			published: time.Date(2020, 4, 15, 13, 29, 22, 497000000, time.UTC),
			sha256:    "0284a067ee928a6bb8764f37d4e96bb98e32f5a65176a0b82ec1eb8926ec1f9b",
			entities:  6, warnings: 1, // logicalId 5468 twice: merged
			check: func(t *testing.T, r *Result) {
				e := entity(t, r, "5295")
				require.Equal(t, screening.Date{Year: 2008, Month: 7, Day: 3, Text: "2008-07-03"}, e.ListedOn)
				dz := screening.Country{Name: "ALGERIA", Code: "DZ"}
				require.Equal(t, []screening.Date{{Year: 1965, Month: 12, Day: 12, Text: "1965-12-12"}, {Year: 1958, Circa: true, Text: "1958"}}, e.BirthDates)
				require.Equal(t, screening.Place{Place: "Touggourt, Wilaya (province) of Ouargla", Country: dz}, e.BirthPlaces[0])
				require.Equal(t, []screening.Country{dz}, e.Nationalities)
				require.Equal(t, screening.Name{Full: "Abid Hammadou", First: "Abid", Last: "Hammadou", Type: screening.NamePrimary, Quality: screening.QualityStrong}, e.Names[0])
				require.Equal(t, []string{"TAQA"}, e.Programs)
				m := entity(t, r, "5468")
				require.Equal(t, []string{"Sok-hwa Hwang", "TestOneWord"}, []string{m.Names[0].Full, m.Names[1].Full})
				a := entity(t, r, "927")
				tn := screening.Country{Name: "TUNISIA", Code: "TN"}
				require.Equal(t, []screening.Document{
					{Type: "national-id", Label: "National identification card", Number: "04643632", Country: tn},
					{Type: "passport", Label: "National passport", Number: "L191609", Country: tn},
				}, a.Documents)
				require.Equal(t, []screening.Address{{Lines: []string{"23 50th Street, Zehrouni"}, City: "Tunis", Country: tn,
					Note: "Italian Fiscal Code: DAOMMD74T11Z352Z"}}, a.Addresses)
				require.Equal(t, "male", entity(t, r, "191").Gender)
				require.Equal(t, screening.Document{Type: "passport", Label: "National passport", Number: "488555"}, entity(t, r, "191").Documents[0],
					"country code 00 (UNKNOWN) is no country")
			},
		},
		{
			name: "un", files: []string{"un_consolidated_sample.xml"}, list: UN,
			published: time.Date(2024, 10, 17, 0, 0, 2, 767000000, time.UTC),
			sha256:    "2127b655aa9857e2896e0b89d1054ed520e1d2b313f51d5428bff52df0471293",
			entities:  7,
			check: func(t *testing.T, r *Result) {
				e := entity(t, r, "2797952")
				kw := screening.Country{Name: "Kuwait", Code: "KW"}
				require.Equal(t, screening.Name{Full: "JABER ABDALLAH JABER AHMAD AL-JALAHMAH", First: "JABER", Middle: []string{"ABDALLAH", "JABER"},
					Last: "AHMAD AL-JALAHMAH", Type: screening.NamePrimary}, e.Names[0])
				require.Equal(t, screening.Name{Full: "جابر عبد الله جابر أحمد الجلاهمة", Type: screening.NameAlias, Quality: screening.QualityStrong, Script: "Arab"}, e.Names[1])
				require.Equal(t, screening.Name{Full: "Abdul-Ghani", Type: screening.NameAlias, Quality: screening.QualityWeak}, e.Names[7])
				require.Equal(t, []screening.Date{{Year: 1959, Month: 9, Day: 24, Text: "1959-09-24"}}, e.BirthDates)
				require.Equal(t, []screening.Place{{Place: "Al-Khitan area", Country: kw}}, e.BirthPlaces)
				require.Equal(t, screening.Document{Type: "passport", Label: "Passport", Number: "2541451", Country: kw, Note: "valid until 16 Feb. 2017"}, e.Documents[1])
				require.Equal(t, screening.Date{Year: 2014, Month: 1, Day: 3, Text: "2014-01-03"}, e.ListedOn)
				require.Equal(t, []string{"Al-Qaida"}, e.Programs)
				require.Contains(t, e.Remarks, screening.Remark{Name: "UN reference", Description: "QDi.237"})
				require.Equal(t, []screening.Date{{Year: 1963, ToYear: 1968, Text: "1963 to 1968"}}, entity(t, r, "110899").BirthDates)
				require.Equal(t, "Mullah", entity(t, r, "110897").Names[0].Title)
			},
		},
		{
			name: "hmt_conlist", files: []string{"hmt_ofsi_conlist_sample.csv"}, list: HMTConList, published: day(2020, 4, 27),
			sha256:   "0cc58da58fd4ccebe8f4df566965507864913cf0f6c193fd4ba424b5fca543ac",
			entities: 6,
			check: func(t *testing.T, r *Result) {
				e := entity(t, r, "11039")
				require.Equal(t, []screening.Name{
					{Full: "Sang-kuk SO", First: "Sang-kuk", Last: "SO", Type: screening.NamePrimary},
					{Full: "Sang Kuk SO", First: "Sang", Middle: []string{"Kuk"}, Last: "SO", Type: screening.NameAlias},
				}, e.Names, "the Prime Alias row gives the primary name; rows repeat per date of birth")
				require.Len(t, e.BirthDates, 7)
				require.Equal(t, screening.Date{Year: 1936, Text: "00/00/1936"}, e.BirthDates[0])
				h := entity(t, r, "13063")
				require.Equal(t, []screening.Date{{Year: 1983, Month: 7, Day: 5, Text: "05/07/1983"}, {Year: 1983, Text: "10/00/1983"},
					{Year: 1984, Month: 4, Text: "00/04/1984"}}, h.BirthDates)
				s := entity(t, r, "9215")
				require.Equal(t, []screening.Document{{Type: "national-id", Label: "National Identification Number", Number: "3520025509842-7", Country: screening.Country{Name: "Pakistani", Code: "PK"}}}, s.Documents)
				require.Equal(t, []screening.Address{{Lines: []string{"House No 116E", "Mohalla Johar", "Lahore", "Tehsil", "Lahore City", "Lahore District"},
					PostCode: "123321", Country: screening.Country{Name: "Pakistan (location as at May 2008)", Code: "PK"}}}, s.Addresses)
				require.Equal(t, screening.Name{Full: "Игорь Венедиктович ПЛОТНИЦКИЙ", Type: screening.NameAlias, Script: "Cyrl", Lang: "ru"}, entity(t, r, "13017").Names[1])
				require.Equal(t, screening.Date{Year: 2008, Month: 12, Day: 12, Text: "12/12/2008"}, s.ListedOn)
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := parseFiles(t, sample(t, tc.files...))
			require.Equal(t, tc.list, r.Version.List)
			require.Equal(t, tc.published, r.Version.Published)
			if tc.sha256 != "" {
				require.Equal(t, tc.sha256, r.Version.SHA256)
			}
			require.Len(t, r.Version.SHA256, 64)
			require.Equal(t, tc.entities, r.Version.Entities)
			require.Len(t, r.Entities, tc.entities)
			require.Len(t, r.Version.Warnings, tc.warnings, "%q", r.Version.Warnings)
			names := 0
			for _, e := range r.Entities {
				require.Equal(t, tc.list, e.List)
				require.NotEmpty(t, e.Key)
				require.NotEmpty(t, e.Names)
				require.Equal(t, screening.NamePrimary, e.Names[0].Type)
				names += len(e.Names)
			}
			require.Equal(t, names, r.Version.Names)
			tc.check(t, r)
			checkGolden(t, tc.name+".json", r)
		})
	}
}

func TestParseDate(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want screening.Date
		ok   bool
	}{
		{"05 Jun 1950", screening.Date{Year: 1950, Month: 6, Day: 5}, true},
		{"1959-09-24", screening.Date{Year: 1959, Month: 9, Day: 24}, true},
		{"1959-09-24T00:00:00", screening.Date{Year: 1959, Month: 9, Day: 24}, true},
		{"00/00/1965", screening.Date{Year: 1965}, true},
		{"10/00/1983", screening.Date{Year: 1983}, true}, // day 10 of an unknown month
		{"00/04/1984", screening.Date{Year: 1984, Month: 4}, true},
		{"circa 1965", screening.Date{Year: 1965, Circa: true}, true},
		{"circa-1951", screening.Date{Year: 1951, Circa: true}, true},
		{"approximately 1970", screening.Date{Year: 1970, Circa: true}, true},
		{"1962 to 1964", screening.Date{Year: 1962, ToYear: 1964}, true},
		{"between 1960 and 1962", screening.Date{Year: 1960, ToYear: 1962}, true},
		{"01 Jan 1976 to 31 Dec 1978", screening.Date{Year: 1976, ToYear: 1978}, true},
		{"Apr 1961", screening.Date{Year: 1961, Month: 4}, true},
		{"Jan-63", screening.Date{Year: 1963, Month: 1}, true},
		{"Mar-05", screening.Date{Year: 2005, Month: 3}, true},
		{"31/04/1970", screening.Date{Year: 1970, Month: 4}, true}, // no 31 April: the day is dropped
		{"30.04.1970", screening.Date{Year: 1970, Month: 4, Day: 30}, true},
		{"1975.", screening.Date{Year: 1975}, true},
		{"", screening.Date{}, false},
		{"unknown", screening.Date{}, false},
		{"0999", screening.Date{}, false},
		{"13 Smarch 1970", screening.Date{}, false},
	} {
		got, ok := parseDate(tc.in)
		require.Equal(t, tc.ok, ok, tc.in)
		if ok {
			tc.want.Text = strings.TrimSpace(tc.in)
			require.Equal(t, tc.want, got, tc.in)
		}
	}
	d, ok := excelDate(23452) // 16 March 1964
	require.True(t, ok)
	require.Equal(t, screening.Date{Year: 1964, Month: 3, Day: 16}, d)
}

func TestCountryCode(t *testing.T) {
	for in, want := range map[string]string{
		"Iran": "IR", "Korea, North": "KP", "Russian Federation": "RU", "Russia": "RU", "Pakistani": "PK", "Burma": "MM",
		"CONGO, Democratic Republic of (was Zaire)": "CD", "Pakistan (location as at May 2008)": "PK", "Russia / Russie": "RU",
		"United Kingdom": "GB", "ru": "RU", "GB": "GB", "Palestinian": "PS", "Atlantis": "", "": "", "XX": "",
		"Bolivia, Plurinational State of": "BO", "Côte d'Ivoire": "CI", "Syria": "SY",
	} {
		require.Equal(t, want, CountryCode(in), in)
	}
}

func TestScriptOf(t *testing.T) {
	for in, want := range map[string]string{"Игорь ПЛОТНИЦКИЙ": "Cyrl", "محسن حجتی": "Arab", "金正恩": "Hani", "김정은": "Hang",
		"Müller": "", "Ivan Иван Ivanov": "", "": ""} {
		require.Equal(t, want, scriptOf(in), in)
	}
}

func TestParseCancelled(t *testing.T) {
	sets, err := Group(sample(t, "ofac_cons_csv/cons_prim.csv"), "")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Parse(ctx, sets[0])
	require.ErrorIs(t, err, context.Canceled)
}
