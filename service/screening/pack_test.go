package screening_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
)

// TestPackedEntities checks that the index gives back every entity as it
// was given (the sample lists through their readers, synthetic entities,
// and one with every field set), whether built from a slice or added one
// at a time to a Builder that reuses nothing of the caller's.
func TestPackedEntities(t *testing.T) {
	_, ents := sampleLists(t)
	ents = append(ents, synth.New(7).Entities(500)...)
	ents = append(ents, synth.New(8).PEPs(100)...)
	long := string(make([]byte, 100)) // not interned
	ents = append(ents, screening.Entity{List: "ALL", Key: "K-1", Kind: screening.KindVessel,
		Names: []screening.Name{{Full: "A B C", First: "A", Middle: []string{"B", "x"}, Last: "C", Title: "Dr", Type: screening.NameFormer,
			Quality: screening.QualityWeak, Script: "Cyrl", Lang: "ru"}, {Full: "Z"}},
		Gender: "female", BirthDates: []screening.Date{{Year: -12, Month: 2, Day: 3, ToYear: 1999, Circa: true, Text: "circa"}, {Year: 1960}},
		BirthPlaces:   []screening.Place{{Place: "Town", Country: screening.Country{Name: "Russia", Code: "RU"}}},
		Nationalities: []screening.Country{{Name: long, Code: "XX"}},
		Addresses:     []screening.Address{{Lines: []string{"1 St", "Flat 2"}, City: "C", Region: "R", PostCode: "P", Country: screening.Country{Code: "FR"}, Note: "n"}, {City: "D"}},
		Documents:     []screening.Document{{Type: "passport", Label: "Pass", Number: "P 123", Country: screening.Country{Name: "France", Code: "FR"}, Note: "old"}, {Type: "imo"}},
		Programs:      []string{"SDGT", long}, ListedOn: screening.Date{Year: 2001, Month: 9}, Schedule: "1", Item: "42",
		Topics: []string{"sanction"}, Remarks: []screening.Remark{{Name: "Other", Description: "text"}, {Description: long}}})

	want := make([]string, len(ents))
	for i := range ents {
		b, err := ents[i].Encode()
		if err != nil {
			t.Fatal(err)
		}
		want[i] = string(b)
	}
	ix, err := screening.Build(ents, screening.BuildOptions{Prewarm: -1})
	if err != nil {
		t.Fatal(err)
	}
	b := screening.NewBuilder(screening.BuildOptions{Prewarm: -1})
	var e screening.Entity
	for i := range ents {
		e = ents[i]
		if err := b.Add(&e); err != nil {
			t.Fatal(err)
		}
		e = screening.Entity{Key: "overwritten", Names: []screening.Name{{Full: "overwritten"}}}
	}
	ix2, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Build(); err == nil {
		t.Fatal("a second Build succeeded")
	}
	for _, x := range []*screening.Index{ix, ix2} {
		if x.Len() != len(ents) || x.Stats().Names == 0 {
			t.Fatalf("Len %d, want %d", x.Len(), len(ents))
		}
		for i := range ents {
			got := x.Entity(i)
			b, err := got.Encode()
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != want[i] {
				t.Fatalf("entity %d:\n got %s\nwant %s", i, b, want[i])
			}
		}
	}
	// Search results carry the decoded entity. "A B C" is a weak a.k.a.
	// (strength 75, below the default threshold of 80): look for it lower.
	res, err := ix.Search(screening.Query{Names: []string{"A B C"}, Threshold: 50})
	if err != nil {
		t.Fatalf("search: %v", err)
	}
	i := slices.IndexFunc(res, func(r screening.Result) bool { return r.Key == "K-1" })
	if i < 0 {
		t.Fatalf("search: K-1 not among %d results", len(res))
	}
	if got := fmt.Sprintf("%v %s %s", res[i].Entity.Names[0].Middle, res[i].Entity.Documents[0].Number, res[i].Key); got != "[B x] P 123 K-1" {
		t.Fatalf("result entity: %s", got)
	}
}

func TestBuilderErrors(t *testing.T) {
	b := screening.NewBuilder(screening.BuildOptions{})
	if err := b.Add(&screening.Entity{Key: "x"}); err == nil {
		t.Fatal("an entity without a list was accepted")
	}
	if _, err := b.Build(); err == nil {
		t.Fatal("Build after a failed Add succeeded")
	}
}
