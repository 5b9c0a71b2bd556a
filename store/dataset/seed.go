package dataset

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/screengate/screengate/service"
)

// Bench data (the "seed" command): added on top of the demo data set, never
// part of it, so that the demo contract's ids and counts hold in every test
// database. A seeded database differs from the demo one only by these
// records.
const (
	// BenchLargeSearch is a sanctions search of the demo user with
	// BenchLargeSearchResults results across several lists (about 30 KB as
	// a SOAP GetSearch reply). 20 of its results are unresolved, so it adds
	// one to the demo user's unresolved count.
	BenchLargeSearch        int64 = 1050
	BenchLargeSearchResults       = 50
	// SeedFirstID is the first id of generated DBS and sanctions searches
	// (well clear of the demo ids).
	SeedFirstID int64 = 10_000_001
)

// SeedOptions says what [Seed] generates for the demo account.
type SeedOptions struct {
	// Dbs and Sanctions are how many DBS and sanctions searches to add.
	Dbs, Sanctions int
	// Progress, when set, is told about each finished step.
	Progress func(step string, rows int, took time.Duration)
}

// SeedStats counts what [Seed] added.
type SeedStats struct {
	LargeSearch bool // BenchLargeSearch was added (it was not there yet)
	Dbs         int
	Sanctions   int
	Results     int
}

// Seed adds bench data to the demo account (which must exist: load the
// demo data first): BenchLargeSearch if absent, then opts.Dbs DBS searches
// and opts.Sanctions sanctions searches (with 0–3 results each), numbered
// from SeedFirstID or after the highest id present, owned by the demo user
// (one in ten by analyst). Generated values are deterministic for a given
// time now. Each step is one bulk load (one transaction).
func Seed(ctx context.Context, l Loader, now time.Time, opts SeedOptions) (SeedStats, error) {
	var st SeedStats
	now = now.UTC().Truncate(time.Second)
	progress := func(step string, rows int, start time.Time) {
		if opts.Progress != nil {
			opts.Progress(step, rows, time.Since(start))
		}
	}
	start := time.Now()
	_, err := l.Load(ctx, LoadOptions{}, func(w Writer) error {
		ok, err := w.Has(KindAccount, DemoAccountID)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("dataset: seed: the demo account %d is missing (load the demo data first)", DemoAccountID)
		}
		if ok, err = w.Has(KindSanctions, BenchLargeSearch); err != nil || ok {
			return err
		}
		st.LargeSearch = true
		return w.Sanctions(SanctionsRecord{AccountID: DemoAccountID, Search: largeSearch(now)})
	})
	if err != nil {
		return SeedStats{}, err
	}
	progress("large sanctions search", BenchLargeSearchResults, start)

	if opts.Dbs > 0 {
		start = time.Now()
		if _, err := l.Load(ctx, LoadOptions{Bulk: true}, func(w Writer) error {
			return seedDbs(w, now, opts.Dbs)
		}); err != nil {
			return st, err
		}
		st.Dbs = opts.Dbs
		progress("DBS searches", opts.Dbs, start)
	}
	if opts.Sanctions > 0 {
		start = time.Now()
		var results int
		if _, err := l.Load(ctx, LoadOptions{Bulk: true}, func(w Writer) error {
			var err error
			results, err = seedSanctions(w, now, opts.Sanctions)
			return err
		}); err != nil {
			return st, err
		}
		st.Sanctions, st.Results = opts.Sanctions, results
		progress("sanctions searches", opts.Sanctions, start)
	}
	return st, nil
}

// nextID is the first id to generate of a kind: SeedFirstID or after the
// highest present.
func nextID(w Writer, k Kind) (int64, error) {
	n, err := w.MaxID(k)
	if err != nil {
		return 0, err
	}
	return max(SeedFirstID, n+1), nil
}

var (
	seedFirstNames = []string{"Olivia", "Amelia", "Isla", "Ava", "Mia", "Noah", "Oliver", "George", "Arthur", "Muhammad",
		"Leo", "Harry", "Oscar", "Archie", "Henry", "Grace", "Freya", "Lily", "Ivy", "Florence", "Jack", "Charlie",
		"Thomas", "Jacob", "Alfie", "Sophia", "Emily", "Ella", "Poppy", "Evie", "Aisha", "Priya", "Wei", "Chen", "Fatima"}
	seedLastNames = []string{"Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel",
		"Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Thomas", "Clarke",
		"Jackson", "Wood", "Harris", "Edwards", "Turner", "Martin", "Cooper", "Hill", "Ward", "Hughes", "Moore", "Khan",
		"Ahmed", "Singh", "Kowalski", "Nowak", "Murphy", "O'Brien", "Kelly", "Campbell", "Stewart", "Anderson"}
)

// seedName is a deterministic "First Last" for i.
func seedName(i int) string {
	return seedFirstNames[i%len(seedFirstNames)] + " " + seedLastNames[(i/len(seedFirstNames))%len(seedLastNames)]
}

// SeedDbsRecord is the i-th generated DBS search, numbered id.
func SeedDbsRecord(now time.Time, id int64, i int) DbsRecord {
	owner := DemoUserName
	if i%10 == 9 {
		owner = AnalystUserName
	}
	// Newest first by id order, one every 30 s (1M span about a year).
	searched := now.Add(-time.Duration(i)*30*time.Second - 10*24*time.Hour)
	updated := searched.Add(time.Duration(i%97) * time.Hour)
	status := service.DbsStatuses[i%len(service.DbsStatuses)]
	disclosure := ""
	if i%5 == 0 {
		disclosure = "Clear"
	}
	levels := service.DbsDisclosureLevels
	return DbsRecord{AccountID: DemoAccountID, Owner: owner, Search: service.DbsSearchShort{
		ID: id, DateSearched: searched, DateUpdated: updated, Status: status, DisclosureStatus: disclosure,
		IsApplicantInfoCompleted: i%2 == 0, IsIDCheckCompleted: i%3 == 0, IsApplicationCompleted: i%4 == 0,
		IsApplicationSubmitted: i%5 < 2, IsApplicationDisclosed: i%7 == 0, DisclosureLevel: levels[i%len(levels)],
		Name: seedName(i), Reference: "DBS-" + strconv.FormatInt(id, 10), IsDbsDueRenewal: i%11 == 0}}
}

func seedDbs(w Writer, now time.Time, n int) error {
	first, err := nextID(w, KindDbs)
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		if err := w.Dbs(SeedDbsRecord(now, first+int64(i), i)); err != nil {
			return err
		}
	}
	return nil
}

func seedSanctions(w Writer, now time.Time, n int) (int, error) {
	first, err := nextID(w, KindSanctions)
	if err != nil {
		return 0, err
	}
	lists := service.SanctionsLists[:10] // the lists of the first seeds (UKSL and UN came later): seeded data stays identical
	nres := 0
	for i := 0; i < n; i++ {
		id := first + int64(i)
		owner := DemoUserName
		if i%10 == 9 {
			owner = AnalystUserName
		}
		searched := now.Add(-time.Duration(i)*5*time.Minute - 40*24*time.Hour)
		archived := i%20 == 19
		var archivedAt *time.Time
		if archived {
			a := searched.Add(48 * time.Hour)
			archivedAt = &a
		}
		name := seedName(i)
		hits := i % 4 // 0-3 results
		rec := service.SearchRecord{ID: id, SearchType: "individual", DateSearched: searched,
			DateUpdated: searched.Add(time.Hour), DateArchived: archivedAt, IsArchived: archived,
			ClientNotInResults: hits > 0 && i%3 == 0,
			SearchCriteria: &service.SearchCriteria{Name: name, Country: "GB", Nationality: "United Kingdom",
				Reference: "SAN-" + strconv.FormatInt(id, 10)}}
		for p := 0; p < 2; p++ {
			l := lists[(i+p)%len(lists)]
			rec.SearchSources = append(rec.SearchSources, service.SearchSource{ListID: l.ID, ListName: l.Name, ListShortName: l.ShortName})
		}
		for h := 0; h < hits; h++ {
			l := lists[(i+h)%len(lists)]
			strength := 95 - 9*h
			sim, err := service.ParseDecimal("0." + strconv.Itoa(strength) + "00")
			if err != nil {
				return 0, err
			}
			updated := searched.Add(time.Duration(h+1) * time.Hour)
			rid := id*100 + int64(h) + 1
			rec.ListSearchResults = append(rec.ListSearchResults, service.SearchResultEntry{SearchResultID: rid,
				ResultStrength: int32(strength), ResultSimilarity: sim, ResultResolved: (i+h)%3 != 0, ResultType: "individual",
				DateUpdated: &updated, SanctionsListID: l.ID, SanctionsListName: l.Name,
				Names: []service.SearchResultName{{SearchResultNameID: rid*10 + 1, Type: "primary", FullName: name, ResultSimilarity: sim}}})
			nres++
		}
		rec.NumOfResults = int32(len(rec.ListSearchResults))
		if err := w.Sanctions(SanctionsRecord{AccountID: DemoAccountID, Search: service.SanctionsSearch{Owner: owner, Record: rec}}); err != nil {
			return 0, err
		}
	}
	return nres, nil
}

// largeSearch is BenchLargeSearch: 50 results in five lists, each with a
// name, a date of birth, a nationality and a remark, like the other demo
// searches.
func largeSearch(now time.Time) service.SanctionsSearch {
	d := demoSearch{id: BenchLargeSearch, owner: DemoUserName, name: "Alexander Petrovich Ivanov", dob: "1962-05-17",
		nationality: "Russia", country: "RU"}
	lists := []string{"HMTSL", "OFACL", "EUL", "HMTUKR", "SECO"}
	variants := []string{"Alexander Petrovich Ivanov", "Aleksandr Ivanov", "Alexandre Ivanoff", "A. P. Ivanov",
		"Oleksandr Ivanov", "Alexander Iwanow", "Sasha Ivanov", "Aleksander Ivanovs", "Alexandr Petrovic Ivanov", "Alex Ivanov"}
	for i := 0; i < BenchLargeSearchResults; i++ {
		d.hits = append(d.hits, demoHit{list: lists[i%len(lists)], name: variants[i%len(variants)] + " " + strconv.Itoa(i/len(variants)+1),
			resolved: i%5 >= 2})
	}
	s := d.build(now)
	for i := range s.Record.ListSearchResults {
		s.Record.ListSearchResults[i].ResultStrength = int32(99 - i)
	}
	return s
}
