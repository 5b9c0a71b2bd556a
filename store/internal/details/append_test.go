package details

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/screengate/screengate/service"
	"github.com/stretchr/testify/require"
)

// reference is the stored JSON as encoding/json writes it (what Marshal
// wrote before Append; stored data must not change).
func reference(t testing.TB, e *service.SearchResultEntry) string {
	b, err := json.Marshal(detailsOf(*e))
	require.NoError(t, err)
	return string(b)
}

// entryWith is an entry with every nested list holding s in each string
// member, and n rows per list.
func entryWith(s string, n int, sim service.Decimal) *service.SearchResultEntry {
	e := &service.SearchResultEntry{}
	for i := range n {
		id := int64(i + 1)
		e.Names = append(e.Names, service.SearchResultName{SearchResultNameID: id, Type: s, Title: s, FullName: s, ResultSimilarity: sim})
		e.Addresses = append(e.Addresses, service.SearchResultAddress{SearchResultAddressID: id, Type: s, Address1: s,
			Address2: s, Address3: s, City: s, County: s, PostCode: s, Country: s})
		dob := service.SearchResultDateOfBirth{SearchResultDateOfBirthID: id, DateOfBirth: s, Type: s}
		if i%2 == 1 {
			dob.Year, dob.Month, dob.Day = new(int16(-1990+i)), new(uint8(12)), new(uint8(255))
		}
		e.DatesOfBirth = append(e.DatesOfBirth, dob)
		e.Nationalities = append(e.Nationalities, service.SearchResultNationality{SearchResultNationalityID: id, Nationality: s})
		e.PlacesOfBirth = append(e.PlacesOfBirth, service.SearchResultPlaceOfBirth{SearchResultPlaceOfBirthID: id,
			PlaceOfBirth: s, CountryOfBirth: s})
		e.Remarks = append(e.Remarks, service.SearchResultRemark{SearchResultRemarkID: id, Name: s, Description: s})
	}
	return e
}

// TestAppendMatchesEncodingJSON: Append writes byte for byte what
// encoding/json wrote for every shape of entry (empty lists, empty
// members, pointers set or not) and every kind of text (controls, HTML
// characters, quotes, invalid UTF-8, U+2028/2029, other scripts).
func TestAppendMatchesEncodingJSON(t *testing.T) {
	texts := []string{"", "Ivan Petrov", `a"b\c`, "<script>&amp;</script>", "tab\tnl\ncr\rbs\bff\f\x00\x01\x1f\x7f",
		"Мухаммад аль-Хашими", "王小明", "line\u2028para\u2029", "bad\xff\xfe utf8 \xe2\x28\xa1", "é\u00a0\U0001F600", "\xed\xa0\x80"}
	sims := []service.Decimal{{}, service.NewDecimal(9512, 2), service.NewDecimal(100, 0)}
	for _, s := range texts {
		for _, n := range []int{0, 1, 3} {
			for _, sim := range sims {
				e := entryWith(s, n, sim)
				require.Equal(t, reference(t, e), string(Append(nil, e)), "%q ×%d", s, n)
			}
		}
	}
	// Lists present one at a time, so the commas between members are
	// checked for every first list.
	full := entryWith("x", 2, sims[1])
	for i := range 6 {
		e := &service.SearchResultEntry{}
		switch i {
		case 0:
			e.Names = full.Names
		case 1:
			e.Addresses = full.Addresses
		case 2:
			e.DatesOfBirth = full.DatesOfBirth
		case 3:
			e.Nationalities = full.Nationalities
		case 4:
			e.PlacesOfBirth = full.PlacesOfBirth
		case 5:
			e.Remarks = full.Remarks
		}
		require.Equal(t, reference(t, e), string(Append([]byte("prefix"), e))[len("prefix"):])
	}
	// Random shapes.
	r := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		e := entryWith(texts[r.IntN(len(texts))], 1+r.IntN(3), sims[r.IntN(len(sims))])
		e.Names = e.Names[:r.IntN(len(e.Names)+1)]
		e.Addresses = e.Addresses[:r.IntN(len(e.Addresses)+1)]
		e.DatesOfBirth = e.DatesOfBirth[:r.IntN(len(e.DatesOfBirth)+1)]
		e.Nationalities = e.Nationalities[:r.IntN(len(e.Nationalities)+1)]
		e.PlacesOfBirth = e.PlacesOfBirth[:r.IntN(len(e.PlacesOfBirth)+1)]
		e.Remarks = e.Remarks[:r.IntN(len(e.Remarks)+1)]
		if len(e.Addresses) > 0 {
			e.Addresses[0].City = ""
		}
		got := Append(nil, e)
		require.Equal(t, reference(t, e), string(got))
		var back service.SearchResultEntry
		require.NoError(t, Apply(got, &back))
	}
}

// FuzzAppend: for any text, Append writes what encoding/json writes.
func FuzzAppend(f *testing.F) {
	for _, s := range []string{"", "a<b>&c", "\x00\u2028\xff", "Ünïcödé"} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		e := entryWith(a, 2, service.NewDecimal(5, 1))
		e.Remarks[1].Description = b
		e.Addresses[0].PostCode = b
		require.Equal(t, reference(t, e), string(Append(nil, e)))
	})
}

func BenchmarkMarshal(b *testing.B) {
	e := entryWith("Ivan Petrovich Sidorov", 3, service.NewDecimal(9512, 2))
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = json.Marshal(detailsOf(*e))
		}
	})
	b.Run("append", func(b *testing.B) {
		b.ReportAllocs()
		var buf []byte
		for b.Loop() {
			buf = Append(buf[:0], e)
		}
	})
}
