// Package screencorpus is the screening benchmarks' synthetic corpus on
// the API's sanctions lists and bench row 9's AddSearch requests over it:
// one definition for benchrun's scenario 9 and service's
// BenchmarkAddSearch.
package screencorpus

import (
	"fmt"
	"sort"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
)

// engineList maps synth's list ids (synth.DefaultLists) onto the engine
// list ids of the API's sanctions lists (service.SanctionsLists), so that
// selectedLists ALL searches every entity.
var engineList = map[string]string{
	"OFAC": "OFACL", "OFACC": "OFACC", "EU": "EU", "UK": "UKSL", "UN": "UN",
	"CH": "SECO", "CA": "SEMA", "AU": "DFAT", "CAJ": "HMTSL",
}

// Lists returns the engine list ids the corpus's entities are on, sorted.
func Lists() []string {
	out := make([]string, 0, len(engineList))
	for _, l := range engineList {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// Corpus returns synth.New(seed).Entities(n) on the engine list ids
// (keys unique within a list, every entity named).
func Corpus(seed uint64, n int) []screening.Entity {
	ents := synth.New(seed).Entities(n)
	seen := map[string]bool{}
	out := ents[:0]
	for _, e := range ents {
		l, ok := engineList[e.List]
		if !ok || len(e.Names) == 0 || seen[l+"\x00"+e.Key] {
			continue
		}
		seen[l+"\x00"+e.Key] = true
		e.List = l
		out = append(out, e)
	}
	return out
}

// AddSearchRequests returns count AddSearch requests over ents (a
// Corpus), a deterministic mix for seed: 30% individuals as listed (a
// listed name of a person entity with a date of birth and nationality),
// 20% the same with one or two of synth's treatments (typos, reordered or
// dropped words, other romanisations), 30% synthetic persons not drawn
// from the lists (name, date of birth, nationality), 10% organisations as
// listed and 10% organisations perturbed (a treatment that cannot apply
// to a name leaves it as listed). Every search covers ALL lists, and
// every request is one AddSearch accepts (service.CheckCriteria, and the
// registry's length limit).
func AddSearchRequests(ents []screening.Entity, seed uint64, count int) []service.AddSearchRequest {
	g := synth.New(seed)
	var persons, orgs []*screening.Entity
	for i := range ents {
		switch ents[i].Kind {
		case screening.KindPerson:
			persons = append(persons, &ents[i])
		case screening.KindOrganization:
			orgs = append(orgs, &ents[i])
		}
	}
	outsiders := synth.New(99).Persons(count)
	var out []service.AddSearchRequest
	pi, oi, xi := 0, 0, 0
	// step walks the entities with a stride coprime to their number, so
	// the picks spread over the whole corpus.
	step := func(i *int, n int) int { *i = (*i + 7919) % n; return *i }
	for len(out) < count {
		n := len(out)
		r := service.AddSearchRequest{SelectedLists: []string{"ALL"}, Reference: fmt.Sprintf("bench-9-%d", n)}
		switch slot := n % 10; {
		case slot < 5: // listed individuals, as listed (0-2) or perturbed (3-4)
			e := persons[step(&pi, len(persons))]
			r.Type, r.Name = "individual", e.Names[int(uint(n)%uint(len(e.Names)))].Full
			if slot >= 3 {
				r.Name, _ = g.Treat(r.Name, 1+n%2)
			}
			d := screening.Date{Year: int16(1940 + n%60), Month: uint8(1 + n%12), Day: uint8(1 + n%28)}
			for _, bd := range e.BirthDates {
				if bd.Year != 0 && bd.Month != 0 && bd.Day != 0 && bd.ToYear == 0 {
					d = bd
					break
				}
			}
			r.DateOfBirth = fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year)
			for _, c := range e.Nationalities {
				if c.Code != "" {
					r.Nationality = c.Code
					break
				}
			}
		case slot < 8: // individuals not drawn from the lists
			p := outsiders[xi%len(outsiders)]
			xi++
			d := p.BirthDate
			if d.Month == 0 || d.Day == 0 {
				d.Month, d.Day = uint8(1+n%12), uint8(1+n%28)
			}
			r.Type, r.Name, r.Nationality = "individual", p.Name, p.Country
			r.DateOfBirth = fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year)
		default: // organisations, as listed (8) or perturbed (9)
			e := orgs[step(&oi, len(orgs))]
			r.Type, r.Name = "entity", e.Names[0].Full
			if slot == 9 {
				r.Name, _ = g.Treat(r.Name, 1)
			}
		}
		if len([]rune(r.Name)) > service.DefaultMaxTextLength {
			continue
		}
		if service.CheckCriteria(service.ScreenCriteria{Name: r.Name, Type: r.Type, DateOfBirth: r.DateOfBirth,
			Nationality: r.Nationality, Reference: r.Reference, SelectedLists: r.SelectedLists}) != nil {
			continue
		}
		out = append(out, r)
	}
	return out
}

// Queries are the engine queries AddSearch runs on ix for reqs
// (service.AddSearchQuery), for benchmarks and tests of the engine alone.
func Queries(ix *screening.Index, reqs []service.AddSearchRequest) ([]screening.Query, error) {
	qs := make([]screening.Query, 0, len(reqs))
	for _, r := range reqs {
		q, err := service.AddSearchQuery(ix, r)
		if err != nil {
			return nil, fmt.Errorf("request %q: %w", r.Reference, err)
		}
		if len(q.Names) == 0 {
			return nil, fmt.Errorf("request %q selects no list of the index", r.Reference)
		}
		qs = append(qs, q)
	}
	return qs, nil
}
