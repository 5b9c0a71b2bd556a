package screening_test

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
)

// small is a hand-made list.
func small(t testing.TB) *screening.Index {
	t.Helper()
	ents := []screening.Entity{
		{List: "OFAC", Key: "1", Kind: screening.KindPerson,
			Names: []screening.Name{
				{Full: "PUTIN, Vladimir Vladimirovich", Type: screening.NamePrimary},
				{Full: "Владимир Путин", Type: screening.NameAlias, Quality: screening.QualityStrong, Script: "Cyrl"},
				{Full: "Vova", Type: screening.NameAlias, Quality: screening.QualityWeak},
			},
			BirthDates:    []screening.Date{{Year: 1952, Month: 10, Day: 7, Text: "07 Oct 1952"}},
			Nationalities: []screening.Country{{Name: "Russia", Code: "RU"}},
			Documents:     []screening.Document{{Type: "passport", Number: "AB 123-456", Country: screening.Country{Code: "RU"}}},
		},
		{List: "EU", Key: "7", Kind: screening.KindPerson,
			Names:      []screening.Name{{Full: "PUTIN, Vladimir", Type: screening.NamePrimary}},
			BirthDates: []screening.Date{{Year: 1980}}},
		{List: "EU", Key: "8", Kind: screening.KindOrganization,
			Names: []screening.Name{{Full: "PUTIN TRADING LLC"}, {Full: "VLADIMIR PUTIN HOLDING OOO", Type: screening.NameFormer}}},
		{List: "UK", Key: "3", Kind: screening.KindPerson,
			Names:      []screening.Name{{Full: "Vladimir PUTIN"}},
			BirthDates: []screening.Date{{Year: 1950, ToYear: 1953, Text: "1950 to 1953"}}},
		{List: "UN", Key: "A1", Kind: screening.KindOrganization, Names: []screening.Name{{Full: "AL-QAIDA"}, {Full: "AL QAEDA"}}},
		{List: "UN", Key: "A2", Kind: screening.KindOrganization, Names: []screening.Name{{Full: "JSC ARGUMENT"}}},
	}
	ix, err := screening.Build(ents, screening.BuildOptions{Versions: map[string]string{"OFAC": "2026-11-20", "EU": "eu-41", "UN": "un-9"}})
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func keys(rs []screening.Result) string {
	var b []string
	for _, r := range rs {
		b = append(b, fmt.Sprintf("%s/%s:%d:%v", r.List, r.Key, r.Strength, r.Similarity))
	}
	return strings.Join(b, " ")
}

func TestSearchExplains(t *testing.T) {
	ix := small(t)
	res, err := ix.Search(screening.Query{Names: []string{"Vladimir Putin"}, BirthDate: screening.Date{Year: 1952, Month: 10, Day: 7},
		Countries: []string{"ru"}, Kind: screening.KindPerson})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := keys(res), "OFAC/1:100:100 UK/3:100:100 EU/7:75:100 EU/8:54:88.66"; got != want {
		t.Fatalf("results %s, want %s", got, want)
	}
	e := res[0].Explanation
	// The Cyrillic alias matches exactly; the primary name has a
	// patronymic the query lacks (coverage).
	if e.ListVersion != "2026-11-20" || e.QueryName != "Vladimir Putin" || e.ListName != "Владимир Путин" || e.NameIndex != 1 ||
		e.Method != "tokens" || e.Preset != screening.PresetPrecise {
		t.Fatalf("explanation %+v", e)
	}
	if len(e.Tokens) != 2 || e.Tokens[0].Query != "vladimir" || e.Tokens[0].List != "vladimir" || e.Tokens[0].Similarity != 1 {
		t.Fatalf("tokens %+v", e.Tokens)
	}
	var reasons []string
	for _, a := range e.Adjustments {
		reasons = append(reasons, fmt.Sprintf("%s%+d", a.Reason, a.Delta))
	}
	if got := strings.Join(reasons, " "); got != "same-day+5 country-match+3" {
		t.Fatalf("adjustments %s", got)
	}
	if res[0].NameSimilarity[0] != 85 || res[0].NameSimilarity[1] != 100 || res[0].NameSimilarity[2] != 0 {
		t.Fatalf("name similarities %v", res[0].NameSimilarity)
	}
	// The organisation: a former name, of another kind.
	if a := res[3].Explanation.Adjustments; len(a) != 2 || a[0].Reason != "former-name" || a[1].Reason != "kind-mismatch" {
		t.Fatalf("adjustments %+v", a)
	}
	if !strings.Contains(e.String(), "vladimir ~ vladimir 1.000") {
		t.Fatalf("rendered explanation:\n%s", e)
	}
}

func TestStrengthDates(t *testing.T) {
	ix := small(t)
	cases := []struct {
		dob    screening.Date
		reason string
		want   int
	}{
		{screening.Date{Year: 1952, Month: 10, Day: 7}, "same-day", 100},
		{screening.Date{Year: 1952, Month: 10}, "same-month", 100},
		{screening.Date{Year: 1952}, "same-year", 100},
		{screening.Date{Year: 1952, Month: 7, Day: 10}, "day-month-swapped", 90},
		{screening.Date{Year: 1952, Month: 10, Day: 9}, "day-differs", 85},
		{screening.Date{Year: 1952, Month: 3, Day: 7}, "month-differs", 75},
		{screening.Date{Year: 1953}, "year-off-by-one", 95},
		{screening.Date{Year: 1960}, "years-apart", 75},
	}
	for _, c := range cases {
		res, err := ix.Search(screening.Query{Names: []string{"Vladimir Vladimirovich Putin"}, BirthDate: c.dob, Lists: []string{"OFAC"}})
		if err != nil || len(res) != 1 {
			t.Fatalf("%+v: %v %v", c.dob, err, keys(res))
		}
		a := res[0].Explanation.Adjustments
		if res[0].Strength != c.want || len(a) != 1 || a[0].Reason != c.reason {
			t.Errorf("%+v: strength %d %+v, want %d %s", c.dob, res[0].Strength, a, c.want, c.reason)
		}
	}
	// A range: any year in it is the same year.
	res, _ := ix.Search(screening.Query{Names: []string{"Vladimir Putin"}, BirthDate: screening.Date{Year: 1951, Month: 2, Day: 3}, Lists: []string{"UK"}})
	if len(res) != 1 || res[0].Explanation.Adjustments[0].Reason != "same-year" || res[0].Explanation.Adjustments[0].List != "1950 to 1953" {
		t.Fatalf("range: %+v", res)
	}
}

func TestDocumentsAndAliases(t *testing.T) {
	ix := small(t)
	// An exact document number finds the entity whatever the name.
	res, err := ix.Search(screening.Query{Names: []string{"Somebody Else"}, Documents: []screening.Document{{Number: "ab123456", Type: "passport"}}})
	if err != nil || len(res) != 1 || res[0].Key != "1" || res[0].Strength != 100 || res[0].Explanation.Adjustments[0].Reason != "document-match" {
		t.Fatalf("document match: %v %s", err, keys(res))
	}
	// Same type and country, another number.
	res, _ = ix.Search(screening.Query{Names: []string{"Vladimir Vladimirovich Putin"}, Lists: []string{"OFAC"},
		Documents: []screening.Document{{Number: "XY999", Type: "passport", Country: screening.Country{Code: "RU"}}}})
	if len(res) != 1 || res[0].Strength != 80 || res[0].Explanation.Adjustments[0].Reason != "document-differs" {
		t.Fatalf("document differs: %s %+v", keys(res), res)
	}
	// A weak alias: alone it stays below the default threshold of
	// strength 80; a date of birth that agrees confirms it.
	res, _ = ix.Search(screening.Query{Names: []string{"Vova"}})
	if len(res) != 1 || res[0].Strength != 75 || res[0].Explanation.Adjustments[0].Reason != "weak-alias" {
		t.Fatalf("weak alias: %s", keys(res))
	}
	res, _ = ix.Search(screening.Query{Names: []string{"Vova"}, BirthDate: screening.Date{Year: 1952, Month: 10, Day: 7}})
	if len(res) != 1 || res[0].Strength != 80 || len(res[0].Explanation.Adjustments) != 2 || res[0].Explanation.Adjustments[1].Reason != "same-day" {
		t.Fatalf("weak alias and date of birth: %s %+v", keys(res), res)
	}
	// The original script and joined forms.
	for _, n := range []string{"Путин Владимир Владимирович", "ALQAIDA", "AL QA'IDA", "JSCARGUMENT"} {
		if res, _ := ix.Search(screening.Query{Names: []string{n}, Threshold: 95}); len(res) == 0 {
			t.Errorf("%q: no result", n)
		}
	}
	// The ofac preset does not romanise the query (list names are
	// indexed romanised), as OFAC's own tool finds nothing for it.
	if res, _ := ix.Search(screening.Query{Names: []string{"Владимир Путин"}, Preset: screening.PresetOFAC}); len(res) != 0 {
		t.Errorf("ofac preset, Cyrillic query: %s", keys(res))
	}
}

func TestSearchFiltersAndErrors(t *testing.T) {
	ix := small(t)
	res, _ := ix.Search(screening.Query{Names: []string{"Vladimir Putin"}, Lists: []string{"eu"}})
	if got := keys(res); got != "EU/7:100:100 EU/8:84:88.66" {
		t.Errorf("list filter: %s", got)
	}
	res, _ = ix.Search(screening.Query{Names: []string{"Vladimir Putin"}, Kind: screening.KindOrganization, OnlyKind: true})
	if got := keys(res); got != "EU/8:84:88.66" {
		t.Errorf("kind filter: %s", got)
	}
	res, _ = ix.Search(screening.Query{Names: []string{"Vladimir Putin"}, Limit: 2})
	if len(res) != 2 {
		t.Errorf("limit: %s", keys(res))
	}
	for _, q := range []screening.Query{
		{},
		{Names: []string{" ,.- "}},
		{Names: []string{"x"}, Threshold: 101},
		{Names: []string{"x"}, Threshold: -1},
		{Names: []string{"x"}, Limit: screening.MaxLimit + 1},
		{Names: []string{"x"}, Lists: []string{"NOPE"}},
		{Names: []string{"x"}, Countries: []string{"Russia"}},
		{Names: []string{"x"}, BirthDate: screening.Date{Year: 1990, Month: 13}},
		{Names: []string{"x"}, Documents: []screening.Document{{Number: "--"}}},
		{Names: []string{"x"}, Preset: 9},
		{Names: make([]string, screening.MaxQueryNames+1)},
	} {
		if _, err := ix.Search(q); err == nil {
			t.Errorf("%+v: no error", q)
		}
	}
	if _, err := ix.Search(screening.Query{Names: []string{"---"}}); !errors.Is(err, screening.ErrNoName) {
		t.Errorf("no name: %v", err)
	}
	if _, err := screening.Build([]screening.Entity{{Key: "1"}}, screening.BuildOptions{}); err == nil {
		t.Error("Build accepted an entity without a list id")
	}
	if _, err := screening.ParsePreset("fuzzy"); err == nil {
		t.Error("ParsePreset accepted fuzzy")
	}
}

func TestSearchDeterministic(t *testing.T) {
	// Equal scores are ordered by list id, then key.
	ents := []screening.Entity{
		{List: "B", Key: "2", Names: []screening.Name{{Full: "John Smith"}}},
		{List: "A", Key: "9", Names: []screening.Name{{Full: "SMITH, John"}}},
		{List: "B", Key: "1", Names: []screening.Name{{Full: "John Smith"}}},
		{List: "A", Key: "10", Names: []screening.Name{{Full: "John SMITH"}}},
	}
	ix, err := screening.Build(ents, screening.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		res, _ := ix.Search(screening.Query{Names: []string{"john smith"}})
		if got := keys(res); got != "A/10:100:100 A/9:100:100 B/1:100:100 B/2:100:100" {
			t.Fatalf("order %s", got)
		}
	}
}

// TestConcurrentSearches runs searches in parallel (the race detector
// watches the pools and the expansion cache) and checks each against the
// same search run alone.
func TestConcurrentSearches(t *testing.T) {
	_, ix := testCorpus()
	g := synth.New(42)
	var qs []screening.Query
	for _, p := range g.Persons(200) {
		qs = append(qs, screening.Query{Names: []string{p.Name}, BirthDate: p.BirthDate, Countries: []string{p.Country}})
	}
	want := make([]string, len(qs))
	for i, q := range qs {
		res, err := ix.Search(q)
		if err != nil {
			t.Fatal(err)
		}
		want[i] = keys(res)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for k := range qs {
				i := (k*7 + w*13) % len(qs)
				res, err := ix.Search(qs[i])
				if got := keys(res); err != nil || got != want[i] {
					errs <- fmt.Sprintf("query %d: %v %s, want %s", i, err, got, want[i])
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestSearchAllocations holds a search to the budget of 50 allocations
// (an allocation count, not a timing).
func TestSearchAllocations(t *testing.T) {
	if raceEnabled {
		// The race detector drops sync.Pool items at random, so the count
		// is noise under it: make test runs this test once without -race.
		t.Skip("allocation budget: checked without -race (make test)")
	}
	_, ix := testCorpus()
	qs := []screening.Query{
		{Names: []string{"Mohammed Ali Hassan"}, BirthDate: screening.Date{Year: 1970, Month: 3, Day: 1}, Countries: []string{"IQ"}},
		{Names: []string{"ALEKSANDR SERGEYEVICH IVANOV"}, BirthDate: screening.Date{Year: 1965}},
		{Names: []string{"Mohammad"}, Kind: screening.KindPerson, OnlyKind: true, Limit: 5},
		{Names: []string{"Vladimir Putin"}, Preset: screening.PresetOFAC},
	}
	for _, q := range qs {
		ix.Search(q) // warm the pools
		if n := testing.AllocsPerRun(20, func() { ix.Search(q) }); n > 50 {
			t.Errorf("%v: %v allocations per search, want at most 50", q.Names, n)
		}
	}
}
