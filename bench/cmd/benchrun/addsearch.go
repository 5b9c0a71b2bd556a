package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
	"github.com/screengate/screengate/store/postgres"
	"github.com/screengate/screengate/store/sqlite"
)

// Scenario 9 (issue 13): AddSearch over the screening engine's synthetic
// corpus, the one of the S rows (synth.New(1), 50,000 entities, about
// 300,000 names), stored as versions of the nine sanctions lists the
// engine serves, in a database of its own seeded with the demo data.

const (
	corpusSeed     = 1    // the S rows' corpus (bench/cmd/screenbench)
	addSearchSeed  = 4242 // the queries' treatments and choices
	addSearchCount = 2000 // distinct requests, cycled by each wrk thread
)

// corpusEntities is the synthetic entities loaded for scenario 9.
var corpusEntities = flag.Int("corpus-entities", 50000, "synthetic list entities loaded for scenario 9 (the S rows' corpus)")

// engineList maps synth's list ids (synth.DefaultLists) onto the engine
// list ids of the API's sanctions lists (service.SanctionsLists), so that
// selectedLists ALL searches every entity.
var engineList = map[string]string{
	"OFAC": "OFACL", "OFACC": "OFACC", "EU": "EU", "UK": "UKSL", "UN": "UN",
	"CH": "SECO", "CA": "SEMA", "AU": "DFAT", "CAJ": "HMTSL",
}

// corpus returns the synthetic entities with their engine list ids (keys
// unique within a list, every entity named).
func corpus() []screening.Entity {
	ents := synth.New(corpusSeed).Entities(*corpusEntities)
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

// backendStore is what loadCorpus needs of a store.
type backendStore interface {
	CurrentListHashes(ctx context.Context, list string) (service.ListVersion, map[string]screening.Hash, error)
	SaveListVersion(ctx context.Context, u service.ListUpdate) (service.ListVersion, error)
	Close() error
}

// loadCorpus records ents as one version of each of their lists in the
// database at dsn (a SQLite path or a postgres:// URL, already seeded),
// as an import would, and returns a note on what it loaded.
func loadCorpus(dsn string, ents []screening.Entity) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	var st backendStore
	var err error
	if postgres.IsDSN(dsn) {
		st, err = postgres.Open(ctx, dsn, postgres.Options{})
	} else {
		st, err = sqlite.Open(ctx, dsn, sqlite.Options{})
	}
	if err != nil {
		return "", fmt.Errorf("opening %s for the synthetic lists: %w", dsn, err)
	}
	defer st.Close()
	byList := map[string][]int{}
	var order []string
	names := 0
	for i := range ents {
		l := ents[i].List
		if _, ok := byList[l]; !ok {
			order = append(order, l)
		}
		byList[l] = append(byList[l], i)
		names += len(ents[i].Names)
	}
	t0 := time.Now()
	for _, l := range order {
		cur, hashes, err := st.CurrentListHashes(ctx, l)
		if err != nil && !errors.Is(err, service.ErrNotFound) {
			return "", fmt.Errorf("list %s: %w", l, err)
		}
		sum := sha256.Sum256(fmt.Appendf(nil, "benchrun synth seed %d entities %d list %s", corpusSeed, *corpusEntities, l))
		u := service.ListUpdate{Previous: cur.ID, Version: service.ListVersion{Version: screening.Version{List: l,
			Source: fmt.Sprintf("benchrun: synth.New(%d).Entities(%d)", corpusSeed, *corpusEntities),
			SHA256: fmt.Sprintf("%x", sum), Entities: len(byList[l])}}}
		if cur.ID != 0 && cur.SHA256 == u.Version.SHA256 {
			continue
		}
		for k := range hashes {
			u.Remove = append(u.Remove, k)
		}
		for _, i := range byList[l] {
			e := &ents[i]
			u.Version.Names += len(e.Names)
			u.Put = append(u.Put, service.ListEntity{Hash: e.Hash(), Entity: e})
		}
		u.Version.Added = len(u.Put)
		if _, err := st.SaveListVersion(ctx, u); err != nil {
			return "", fmt.Errorf("recording synthetic list %s: %w", l, err)
		}
	}
	return fmt.Sprintf("%d synthetic entities (%d names) over %d lists recorded in %.1f s",
		len(ents), names, len(order), time.Since(t0).Seconds()), nil
}

// addSearchBodies returns addSearchCount AddSearch request bodies (REST
// JSON), a deterministic mix: 30% individuals as listed (a listed name of
// a person entity, two names or more, with a date of birth and
// nationality), 20% the same with one or two of synth's treatments (typos,
// reordered or dropped words, other romanisations), 30% synthetic persons
// to screen that are not drawn from the lists (name, date of birth,
// nationality), 10% organisations as listed and 10% organisations
// perturbed (a treatment that cannot apply to a name leaves it as
// listed). Every search covers ALL lists.
func addSearchBodies(ents []screening.Entity) []string {
	g := synth.New(addSearchSeed)
	var persons, orgs []*screening.Entity
	for i := range ents {
		switch ents[i].Kind {
		case screening.KindPerson:
			persons = append(persons, &ents[i])
		case screening.KindOrganization:
			orgs = append(orgs, &ents[i])
		}
	}
	outsiders := synth.New(99).Persons(addSearchCount)
	var out []string
	pi, oi, xi := 0, 0, 0
	// step walks the entities with a stride coprime to their number, so
	// the picks spread over the whole corpus.
	step := func(i *int, n int) int { *i = (*i + 7919) % n; return *i }
	for len(out) < addSearchCount {
		n := len(out)
		r := map[string]any{"selectedLists": []string{"ALL"}, "reference": fmt.Sprintf("bench-9-%d", n)}
		switch slot := n % 10; {
		case slot < 5: // listed individuals, as listed (0-2) or perturbed (3-4)
			e := persons[step(&pi, len(persons))]
			name := e.Names[int(uint(n)%uint(len(e.Names)))].Full
			if slot >= 3 {
				name, _ = g.Treat(name, 1+n%2)
			}
			if !individualName(name) {
				continue
			}
			r["type"], r["name"] = "individual", name
			d := screening.Date{Year: int16(1940 + n%60), Month: uint8(1 + n%12), Day: uint8(1 + n%28)}
			for _, bd := range e.BirthDates {
				if bd.Year != 0 && bd.Month != 0 && bd.Day != 0 && bd.ToYear == 0 {
					d = bd
					break
				}
			}
			r["dateOfBirth"] = fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year)
			for _, c := range e.Nationalities {
				if c.Code != "" {
					r["nationality"] = c.Code
					break
				}
			}
		case slot < 8: // individuals not drawn from the lists
			p := outsiders[xi%len(outsiders)]
			xi++
			if !individualName(p.Name) {
				continue
			}
			d := p.BirthDate
			if d.Month == 0 || d.Day == 0 {
				d.Month, d.Day = uint8(1+n%12), uint8(1+n%28)
			}
			r["type"], r["name"], r["nationality"] = "individual", p.Name, p.Country
			r["dateOfBirth"] = fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year)
		default: // organisations, as listed (8) or perturbed (9)
			e := orgs[step(&oi, len(orgs))]
			name := e.Names[0].Full
			if slot == 9 {
				name, _ = g.Treat(name, 1)
			}
			r["type"], r["name"] = "entity", name
		}
		if name := r["name"].(string); strings.TrimSpace(name) == "" || len([]rune(name)) > service.DefaultMaxTextLength {
			continue
		}
		b, err := json.Marshal(map[string]any{"request": r})
		if err != nil || strings.Contains(string(b), "]==]") {
			continue
		}
		out = append(out, string(b))
	}
	return out
}

// individualName reports whether AddSearch accepts name for an
// individual: two names or more, none of one letter or digit.
func individualName(name string) bool {
	words := strings.FieldsFunc(name, func(r rune) bool { return unicode.IsSpace(r) || r == ',' })
	if len(words) < 2 {
		return false
	}
	for _, w := range words {
		n := 0
		for _, r := range w {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				n++
			}
		}
		if n < 2 {
			return false
		}
	}
	return true
}

// luaBodies is a wrk script fragment defining bodies, the requests of a
// scenario cycled by its request() (each wrk thread from the first).
func luaBodies(bodies []string) string {
	var b strings.Builder
	b.WriteString("local bodies = {\n")
	for _, s := range bodies {
		fmt.Fprintf(&b, "[==[%s]==],\n", s)
	}
	b.WriteString("}\nlocal next_body = 0\n")
	return b.String()
}
