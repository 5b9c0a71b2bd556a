package service

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/lists"
)

// This file holds what the screening operations share (AddSearch, and
// the PEP and ValidID operations that screen too): validation of the
// criteria as the original documents it, the engine query, and the
// projection of engine results onto the API's result entries.

// ScreenCriteria is what a search screens for, as the API sends it.
type ScreenCriteria struct {
	Name, Address, Country, DateOfBirth, Nationality, Reference string
	// Type is "individual" or "entity".
	Type string
	// SelectedLists are API list ids (SanctionsLists) or "ALL".
	SelectedLists []string
}

// Limits of the criteria. The lengths of the text members are the
// registry's text rules (Name and the others 250, DateOfBirth 100, as the
// original documents: textLimitsByName).
const (
	MaxSelectedLists  = 12 // entries of SelectedLists
	DefaultScreenHits = 50 // most results per search
)

// validateCriteria checks c as the original documents it (AddSearch and
// AddPepSearch): Name required and, for individuals, at least two names
// none of one letter; Type individual or entity; DateOfBirth DD/MM/YYYY;
// SelectedLists ALL or known list ids, at least one when listsRequired
// (lengths and characters are the registry's text rules, checked before
// the handler runs). It trims the text members and returns the
// normalised type and the parsed date of birth.
func validateCriteria(v *Validator, c *ScreenCriteria, listsRequired bool) (kind screening.Kind, dob screening.Date) {
	typ := strings.ToLower(strings.TrimSpace(c.Type))
	switch typ {
	case "individual":
		kind = screening.KindPerson
	case "entity":
		kind = screening.KindOrganization
	case "":
		v.Add("NotEmpty", "type", "'Type' must not be empty.")
	default:
		v.Add("InvalidValue", "type", "'Type' must be 'individual' or 'entity'.")
	}
	c.Type = typ
	name := strings.TrimSpace(c.Name)
	switch {
	case name == "":
		v.Add("NotEmpty", "name", "'Name' must not be empty.")
	case kind == screening.KindPerson:
		words := strings.FieldsFunc(name, func(r rune) bool { return unicode.IsSpace(r) || r == ',' })
		if len(words) < 2 {
			v.Add("InvalidValue", "name", "'Name' of an individual must contain at least two names.")
			break
		}
		for _, w := range words {
			if letters(w) < 2 {
				v.Add("InvalidValue", "name", "'Name' of an individual must not contain one-letter names ('"+w+"').")
				break
			}
		}
	}
	c.Name = name
	for _, f := range []*string{&c.Address, &c.Country, &c.Nationality, &c.Reference} {
		*f = strings.TrimSpace(*f)
	}
	c.DateOfBirth = strings.TrimSpace(c.DateOfBirth)
	if c.DateOfBirth != "" {
		if d, ok := parseDMY(c.DateOfBirth); ok {
			dob = d
		} else {
			v.Add("InvalidValue", "dateOfBirth", "'Date Of Birth' must be a date in the format DD/MM/YYYY.")
		}
	}
	switch {
	case len(c.SelectedLists) == 0 && listsRequired:
		v.Add("NotEmpty", "selectedLists", "'Selected Lists' must contain at least one list id (or ALL).")
	case len(c.SelectedLists) > MaxSelectedLists:
		v.Add("Length", "selectedLists", fmt.Sprintf("'Selected Lists' must hold %d list ids or fewer.", MaxSelectedLists))
	default:
		for i, id := range c.SelectedLists {
			id = strings.ToUpper(strings.TrimSpace(id))
			c.SelectedLists[i] = id
			if _, ok := SanctionsListByID(id); !ok && id != "ALL" {
				v.Add("InvalidValue", "selectedLists", "'Selected Lists' holds an unknown list id "+quote(id)+".")
				break
			}
		}
	}
	return kind, dob
}

// CheckCriteria is nil when AddSearch would accept c, else the error it
// would answer (validateCriteria's rules, lists required; c is not
// changed). The registry's length rules are checked before and are not
// among them.
func CheckCriteria(c ScreenCriteria) error {
	var v Validator
	c.SelectedLists = slices.Clone(c.SelectedLists)
	validateCriteria(&v, &c, true)
	return v.Err()
}

func letters(w string) int {
	n := 0
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// parseDMY parses DD/MM/YYYY (a real calendar date, year 1800 to 9999).
func parseDMY(s string) (screening.Date, bool) {
	t, ok := parseDayMonthYear(s)
	if !ok || t.Year() < 1800 {
		return screening.Date{}, false
	}
	return screening.Date{Year: int16(t.Year()), Month: uint8(t.Month()), Day: uint8(t.Day()), Text: s}, true
}

// screened is the outcome of one screening run: the sources searched (one
// per list with an imported version) and the results.
type screened struct {
	Sources  []SearchSource
	Versions []int64  // per source
	Lists    []string // API list ids searched
	Entries  []SearchResultEntry
	Keys     []string // per entry
}

// screen runs c on the engine's current index, over the selected lists
// that have an imported version (ALL: every such list). It fails with
// 503 before the first index is built, and with a validation error when
// a list named explicitly has no imported version.
func (s *Service) screen(c *ScreenCriteria, kind screening.Kind, dob screening.Date, now time.Time) (*screened, error) {
	ix, err := s.screeningIndex()
	if err != nil {
		return nil, err
	}
	return screenOn(ix, c, kind, dob, now)
}

// screeningIndex is the engine's current index, or 503 before the first
// build.
func (s *Service) screeningIndex() (*screening.Index, error) {
	if s.cfg.Screener == nil {
		return nil, Errorf(CodeUnavailable, "Screening is not available on this server")
	}
	ix := s.cfg.Screener.Index()
	if ix == nil {
		return nil, Errorf(CodeUnavailable, "The sanctions lists are not loaded yet; retry shortly")
	}
	return ix, nil
}

// screenOn is screen on a given index (a bulk search's pinned one).
func screenOn(ix *screening.Index, c *ScreenCriteria, kind screening.Kind, dob screening.Date, now time.Time) (*screened, error) {
	q, selected, err := screenQuery(ix, c, kind, dob)
	if err != nil {
		return nil, err
	}
	out := &screened{}
	if len(selected) == 0 {
		return out, nil
	}
	n := len(selected)
	out.Lists, out.Sources, out.Versions = make([]string, 0, n), make([]SearchSource, 0, n), make([]int64, 0, n)
	affected := make([]bool, n) // each source's own false
	for i, l := range selected {
		out.Lists = append(out.Lists, l.ID)
		vid, _ := strconv.ParseInt(ix.Version(l.Engine), 10, 64)
		out.Sources = append(out.Sources, SearchSource{ListID: l.ID, ListName: l.Name, ListShortName: l.ShortName,
			IsAffectedByListUpdate: &affected[i]})
		out.Versions = append(out.Versions, vid)
	}
	results, err := ix.Search(q)
	if errors.Is(err, screening.ErrNoIndex) {
		return nil, Errorf(CodeUnavailable, "The sanctions lists are not loaded yet; retry shortly")
	}
	if err != nil {
		return nil, Wrap(CodeInternal, err, "Screening failed")
	}
	if len(results) > 0 {
		out.Entries, out.Keys = make([]SearchResultEntry, 0, len(results)), make([]string, 0, len(results))
	}
	for i := range results {
		r := &results[i]
		l, ok := sanctionsListOfEngine(r.List)
		if !ok {
			continue
		}
		out.Entries = append(out.Entries, resultEntry(r, l, now))
		out.Keys = append(out.Keys, r.Key)
	}
	return out, nil
}

// screenQuery selects the lists validated criteria c search on ix (ALL:
// every sanctions list with an imported version; a list named explicitly
// without one is a validation error) and builds the engine query on them.
// With no list selected, the query is not to be run.
func screenQuery(ix *screening.Index, c *ScreenCriteria, kind screening.Kind, dob screening.Date) (screening.Query, []SanctionsList, error) {
	have := ix.Lists()
	selected := make([]SanctionsList, 0, len(SanctionsLists))
	if slices.Contains(c.SelectedLists, "ALL") {
		for _, l := range SanctionsLists {
			if l.Engine != "" && slices.Contains(have, l.Engine) {
				selected = append(selected, l)
			}
		}
	} else {
		for _, id := range c.SelectedLists {
			l, _ := SanctionsListByID(id)
			if slices.ContainsFunc(selected, func(x SanctionsList) bool { return x.ID == l.ID }) {
				continue
			}
			if l.Engine == "" || !slices.Contains(have, l.Engine) {
				return screening.Query{}, nil, InvalidField("InvalidValue", "selectedLists", "List "+quote(l.ID)+" has no imported version to search.")
			}
			selected = append(selected, l)
		}
	}
	if len(selected) == 0 {
		return screening.Query{}, nil, nil
	}
	q := engineQuery(c, kind, dob)
	q.Lists = make([]string, 0, len(selected))
	for _, l := range selected {
		q.Lists = append(q.Lists, l.Engine)
	}
	return q, selected, nil
}

// criteria is what in screens for (SelectedLists copied: validation
// normalises them in place).
func (in *AddSearchRequest) criteria() ScreenCriteria {
	return ScreenCriteria{Name: in.Name, Address: in.Address, Country: in.Country, DateOfBirth: in.DateOfBirth,
		Nationality: in.Nationality, Reference: in.Reference, Type: in.Type, SelectedLists: slices.Clone(in.SelectedLists)}
}

// AddSearchQuery is the engine query AddSearch runs on ix for in
// (benchmarks and tests screen with it on the engine alone): an error
// when AddSearch would reject in, a zero Query (no Names) when it selects
// no list.
func AddSearchQuery(ix *screening.Index, in AddSearchRequest) (screening.Query, error) {
	c := in.criteria()
	var v Validator
	kind, dob := validateCriteria(&v, &c, true)
	if err := v.Err(); err != nil {
		return screening.Query{}, err
	}
	q, _, err := screenQuery(ix, &c, kind, dob)
	return q, err
}

// engineQuery is the engine query of validated criteria (on every list;
// the caller sets Lists).
func engineQuery(c *ScreenCriteria, kind screening.Kind, dob screening.Date) screening.Query {
	q := screening.Query{Names: []string{c.Name}, BirthDate: dob, Kind: kind, Limit: DefaultScreenHits}
	for _, cc := range []string{c.Country, c.Nationality} {
		if code := lists.CountryCode(cc); code != "" && !slices.Contains(q.Countries, code) {
			q.Countries = append(q.Countries, code)
		}
	}
	return q
}

// decimal2 is a 0-100 similarity with two decimals.
func decimal2(f float64) Decimal { return NewDecimal(int64(math.Round(f*100)), 2) }

// resultType is the API's resultType of an entity kind.
func resultType(k screening.Kind) string {
	switch k {
	case screening.KindPerson:
		return "individual"
	case screening.KindOrganization:
		return "entity"
	}
	return k.String()
}

// resultEntry projects an engine result onto the API's unified result
// entry; the per-list arrays are derived from it (perListResults). Ids of
// the nested rows number them within the result, from 1.
func resultEntry(r *screening.Result, l SanctionsList, now time.Time) SearchResultEntry {
	e := r.Entity
	at := now
	out := SearchResultEntry{ResultStrength: int32(r.Strength), ResultSimilarity: decimal2(r.Similarity),
		ResultType: resultType(e.Kind), DateUpdated: &at, SanctionsListID: l.ID, SanctionsListName: l.Name,
		// Each list sized once (empty, not null, when the entity has none):
		// the remarks are at most the six fixed ones, a document each and
		// the entity's own.
		Addresses: make([]SearchResultAddress, 0, len(e.Addresses)), DatesOfBirth: make([]SearchResultDateOfBirth, 0, len(e.BirthDates)),
		Names: make([]SearchResultName, 0, len(e.Names)), Nationalities: make([]SearchResultNationality, 0, len(e.Nationalities)),
		PlacesOfBirth: make([]SearchResultPlaceOfBirth, 0, len(e.BirthPlaces)),
		Remarks:       make([]SearchResultRemark, 0, 6+len(e.Documents)+len(e.Remarks))}
	for i, n := range e.Names {
		sim := 0.0
		if i < len(r.NameSimilarity) {
			sim = r.NameSimilarity[i]
		}
		out.Names = append(out.Names, SearchResultName{SearchResultNameID: int64(i + 1), Type: nameLabel(&n), Title: n.Title,
			FullName: n.Full, ResultSimilarity: decimal2(sim)})
	}
	for i, a := range e.Addresses {
		sa := SearchResultAddress{SearchResultAddressID: int64(i + 1), City: a.City, County: a.Region, PostCode: a.PostCode,
			Country: countryName(a.Country)}
		lines := []*string{&sa.Address1, &sa.Address2, &sa.Address3}
		for j, line := range a.Lines {
			if j < len(lines) {
				*lines[j] = line
			} else {
				sa.Address3 += ", " + line
			}
		}
		out.Addresses = append(out.Addresses, sa)
	}
	for i, d := range e.BirthDates {
		sd := SearchResultDateOfBirth{SearchResultDateOfBirthID: int64(i + 1), DateOfBirth: dateText(d), Type: "exact"}
		if d.Circa || d.ToYear != 0 {
			sd.Type = "approximate"
		}
		if d.Year != 0 {
			sd.Year = new(d.Year)
		}
		if d.Month != 0 {
			sd.Month = new(d.Month)
		}
		if d.Day != 0 {
			sd.Day = new(d.Day)
		}
		out.DatesOfBirth = append(out.DatesOfBirth, sd)
	}
	for i, c := range e.Nationalities {
		out.Nationalities = append(out.Nationalities, SearchResultNationality{SearchResultNationalityID: int64(i + 1), Nationality: countryName(c)})
	}
	for i, p := range e.BirthPlaces {
		out.PlacesOfBirth = append(out.PlacesOfBirth, SearchResultPlaceOfBirth{SearchResultPlaceOfBirthID: int64(i + 1),
			PlaceOfBirth: p.Place, CountryOfBirth: countryName(p.Country)})
	}
	remark := func(name, text string) {
		if text != "" {
			out.Remarks = append(out.Remarks, SearchResultRemark{SearchResultRemarkID: int64(len(out.Remarks) + 1), Name: name, Description: text})
		}
	}
	remark("List key", e.Key)
	if e.ListedOn.Year != 0 && e.ListedOn.Month != 0 && e.ListedOn.Day != 0 {
		var b [10]byte
		remark("Date listed", string(appendDate(b[:0], '-', int(e.ListedOn.Year), 4, int(e.ListedOn.Month), 2, int(e.ListedOn.Day), 2)))
	} else {
		remark("Date listed", e.ListedOn.Text)
	}
	remark("Regime", strings.Join(e.Programs, "; "))
	remark("Gender", e.Gender)
	remark("Schedule", e.Schedule)
	remark("Item", e.Item)
	for _, d := range e.Documents {
		name := d.Label
		if d.Type == "passport" {
			name = "Passport"
		} else if name == "" {
			name = d.Type
		}
		text := d.Number
		if c := countryName(d.Country); c != "" {
			text += "; " + c
		}
		remark(name, text)
	}
	for _, rm := range e.Remarks {
		remark(rm.Name, rm.Description)
	}
	return out
}

// nameLabels are the engine's name labels (screening.Name.Label, which
// concatenates) by name type and quality, the two members it reads,
// computed once.
var nameLabels = func() (l [screening.NameUnknown + 1][screening.QualityWeak + 1]string) {
	for t := range l {
		for q := range l[t] {
			l[t][q] = screening.Name{Type: screening.NameType(t), Quality: screening.Quality(q)}.Label()
		}
	}
	return l
}()

// nameLabel is n.Label() without allocating.
func nameLabel(n *screening.Name) string {
	if int(n.Type) < len(nameLabels) && int(n.Quality) < len(nameLabels[0]) {
		return nameLabels[n.Type][n.Quality]
	}
	return n.Label()
}

func countryName(c screening.Country) string {
	if c.Name != "" {
		return c.Name
	}
	return c.Code
}

// dateText is a list date as DD/MM/YYYY (00 for an unknown day or month),
// or as the list gave it when it is a range or approximate.
func dateText(d screening.Date) string {
	if d.Year == 0 || d.ToYear != 0 || d.Circa {
		return d.Text
	}
	var b [10]byte
	return string(appendDate(b[:0], '/', int(d.Day), 2, int(d.Month), 2, int(d.Year), 4))
}

// appendDate appends three numbers joined by sep, each zero-padded to its
// width as fmt's %0Nd writes it (a minus sign counts in the width).
func appendDate(b []byte, sep byte, a, wa, m, wm, c, wc int) []byte {
	b = appendPadded(b, a, wa)
	b = append(b, sep)
	b = appendPadded(b, m, wm)
	b = append(b, sep)
	return appendPadded(b, c, wc)
}

// appendPadded appends n zero-padded to width w, as fmt's %0{w}d.
func appendPadded(b []byte, n, w int) []byte {
	if n < 0 {
		b = append(b, '-')
		n, w = -n, w-1
	}
	var digits [20]byte
	d := strconv.AppendInt(digits[:0], int64(n), 10)
	for i := len(d); i < w; i++ {
		b = append(b, '0')
	}
	return append(b, d...)
}
