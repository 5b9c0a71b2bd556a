package screening

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestEvidenceDelta checks the premise of flushPending's refined bound:
// without documents, an entity's strength is its name's similarity less
// the alias penalty and a known kind mismatch, plus evidenceDelta (at most
// bonusMax), rounded and clamped, for random dates of birth (exact,
// partial, ranges, approximate), nationalities and addresses, and queries
// with and without a date and countries.
func TestEvidenceDelta(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	codes := []string{"RU", "IR", "SY", "EG", "FR"}
	date := func() Date {
		d := Date{Year: int16(1950 + r.IntN(6))}
		if r.IntN(4) > 0 {
			d.Month = uint8(1 + r.IntN(3))
			if r.IntN(3) > 0 {
				d.Day = uint8(1 + r.IntN(3))
			}
		}
		switch r.IntN(6) {
		case 0:
			d.ToYear = d.Year + int16(1+r.IntN(2))
			d.Month, d.Day = 0, 0
		case 1:
			d.Circa = true
		}
		return d
	}
	var ents []Entity
	for i := 0; i < 400; i++ {
		e := Entity{List: "T", Key: string(rune('a'+i%26)) + string(rune('a'+i/26)), Kind: Kind(1 + r.IntN(2)),
			Names: []Name{{Full: "Name Surname"}}}
		for k := r.IntN(3); k > 0; k-- {
			e.BirthDates = append(e.BirthDates, date())
		}
		for k := r.IntN(3); k > 0; k-- {
			e.Nationalities = append(e.Nationalities, Country{Code: codes[r.IntN(len(codes))]})
		}
		if r.IntN(3) == 0 {
			e.Addresses = append(e.Addresses, Address{Country: Country{Code: codes[r.IntN(len(codes))]}})
		}
		ents = append(ents, e)
	}
	ix, err := Build(ents, BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := ix.getSearcher()
	defer ix.putSearcher(s)
	checked := 0
	for i := 0; i < 300; i++ {
		q := Query{Names: []string{"Name Surname"}, Kind: Kind(r.IntN(3))}
		if r.IntN(4) > 0 {
			q.BirthDate = date()
			q.BirthDate.ToYear, q.BirthDate.Circa = 0, false
		}
		for k := r.IntN(3); k > 0; k-- {
			q.Countries = append(q.Countries, codes[r.IntN(len(codes))])
		}
		if err := ix.prepare(&q, &s.pr, &s.an); err != nil {
			t.Fatal(err)
		}
		pr := &s.pr
		for e := uint32(0); e < uint32(ix.Len()); e++ {
			name := ix.rowNameHead(ix.entRowStart[e])
			sim100 := float64(r.IntN(10001)) / 100
			got, _ := ix.strength(pr, e, &name, sim100, adjuster{})
			d := ix.evidenceDelta(pr, e)
			if bonus := (&searcher{pr: *pr}).bonusMax(); float64(d) > bonus {
				t.Fatalf("query %+v, entity %d: evidenceDelta %d above bonusMax %v", q, e, d, bonus)
			}
			v := sim100 - float64(aliasPenalty(&name)) + float64(d)
			if k := Kind(ix.entKind[e]); q.Kind != KindUnknown && k != KindUnknown && q.Kind != k {
				v -= penaltyKind
			}
			if want := int(math.Round(min(max(v, 0), 100))); got != want {
				t.Fatalf("query %+v, entity %d (%+v): strength %d, from evidenceDelta %d", q, e, ents[e], got, want)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
