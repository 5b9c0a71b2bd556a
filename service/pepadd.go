package service

import (
	"context"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service/screening"
)

// AddPepSearch screens a person or an organisation against the PEP list.
type AddPepSearch struct {
	BaseRequest
	Request *AddPepSearchRequest `json:"request" doc:"The request data"`
}

// AddPepSearchRequest is what to screen (the original's AddPepSearch
// fields; docs/choices.md).
type AddPepSearchRequest struct {
	SubUserName            string   `json:"subUserName" doc:"Create the search for this sub user (admins only)"`
	Name                   string   `json:"name" doc:"Required, at most 250 characters; an individual needs at least two names and no one-letter names"`
	Address                string   `json:"address"`
	Country                string   `json:"country" doc:"ISO 3166-1 alpha-2 code or name"`
	DateOfBirth            string   `json:"dateOfBirth" doc:"DD/MM/YYYY"`
	Nationality            string   `json:"nationality" doc:"ISO 3166-1 alpha-2 code or name"`
	Reference              string   `json:"reference"`
	Type                   string   `json:"type" doc:"Required: individual or entity"`
	PerformPepSearch       *bool    `json:"performPepSearch" doc:"Screen against the PEP list (default true)"`
	PerformSanctionsSearch bool     `json:"performSanctionsSearch" doc:"Also screen against sanctions lists (not available on this operation: use AddSearch)"`
	SelectedLists          []string `json:"selectedLists" dc:"item=ListId,list=ArrayOfListId" doc:"Sanctions list ids (ALL, HMTSL, OFACL, ...); at least one when performSanctionsSearch"`
	ExcludeResults         bool     `json:"excludeResults" doc:"Leave the results out of the reply (they are stored)"`
	IsDayOneSearch         bool     `json:"isDayOneSearch" doc:"A one-off search, not monitored or renewed (an addition to the original)"`
}

// AddPepSearchData is the new search.
type AddPepSearchData struct {
	BaseResponse
	SearchRecord            *PepSearchRecord `json:"searchRecord" doc:"The new PEP search (without results when excludeResults)"`
	IncludesPepSearchRecord bool             `json:"includesPepSearchRecord" doc:"searchRecord holds the PEP search"`
}

// PepListID is the list id PEP searches screen against (FollowTheMoney
// role.pep / role.rca data; screening/lists.PEP).
const PepListID = "PEP"

// pepResultLimit is the most results one PEP search keeps.
const pepResultLimit = 100

func (s *Service) registerAddPepSearch(r *Registry) {
	Register(r, Operation{Name: "AddPepSearch", Tag: "PEP",
		Summary: "Create a PEP search",
		Routes:  []Route{{"POST", "/peps/create"}}}, s.addPepSearch)
}

func (s *Service) addPepSearch(ctx context.Context, c *Call, req *AddPepSearch) (*AddPepSearchData, error) {
	in := req.Request
	if in == nil {
		in = &AddPepSearchRequest{}
	}
	crit := ScreenCriteria{Name: in.Name, Address: in.Address, Country: in.Country, DateOfBirth: in.DateOfBirth,
		Nationality: in.Nationality, Reference: in.Reference, Type: in.Type, SelectedLists: slices.Clone(in.SelectedLists)}
	var v Validator
	kind, dob := validateCriteria(&v, &crit, in.PerformSanctionsSearch)
	perform := in.PerformPepSearch == nil || *in.PerformPepSearch
	if !perform && !in.PerformSanctionsSearch {
		v.Add("InvalidValue", "performPepSearch", "'PerformPepSearch' or 'PerformSanctionsSearch' must be true.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if in.PerformSanctionsSearch {
		return nil, &Error{Code: CodeBusinessRule, ErrorCode: "NotSupported",
			Message: "AddPepSearch does not run sanctions searches here; call AddSearch for the sanctions lists"}
	}
	sc, owner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}

	// Screen, synchronously, on the index current now.
	if s.cfg.Screener == nil {
		return nil, Errorf(CodeUnavailable, "Screening is not available on this server")
	}
	ix := s.cfg.Screener.Index()
	if ix == nil {
		return nil, Errorf(CodeUnavailable, "The screening index is not ready yet")
	}
	if !slices.Contains(ix.Lists(), PepListID) {
		return nil, Errorf(CodeUnavailable, "The PEP list has not been imported")
	}
	q := engineQuery(&crit, kind, dob)
	q.Lists, q.Limit = []string{PepListID}, pepResultLimit
	found, err := ix.Search(q)
	if err != nil {
		return nil, Wrap(CodeInternal, err, "Screening failed")
	}
	n := NewPepSearch{AccountID: c.Principal.AccountID, Owner: owner, Type: crit.Type, DayOne: in.IsDayOneSearch,
		DateSearched: c.Now, RenewalDate: nextRenewalDate(c.Now),
		Criteria: SearchCriteria{Name: crit.Name, Address: crit.Address, Country: crit.Country,
			DateOfBirth: crit.DateOfBirth, Nationality: crit.Nationality, Reference: crit.Reference}}
	if n.DayOne {
		n.RenewalDate = c.Now
	}
	n.ListVersion, _ = strconv.ParseInt(ix.Version(PepListID), 10, 64)
	n.Keys = make([]string, 0, len(found))
	for _, r := range found {
		n.Results = append(n.Results, pepResult(r, ix.Version(r.List)))
		n.Keys = append(n.Keys, r.Key)
	}
	id, bal, err := s.store.CreatePepSearch(ctx, n)
	if errors.Is(err, ErrInsufficientCredit) {
		return nil, &Error{Code: CodeBusinessRule, ErrorCode: "InsufficientCredit",
			Message: "The account balance (" + bal.Balance.String() + ") does not cover the PEP search price (" + bal.Cost.String() + ")"}
	}
	if err != nil {
		return nil, err
	}
	p, err := s.store.PepSearch(ctx, sc, id)
	if err != nil {
		return nil, storeErr(err, "PEP search", id)
	}
	rec := p.Record
	if in.ExcludeResults {
		rec.PepSearchResults = []PepSearchResult{}
	}
	return &AddPepSearchData{SearchRecord: &rec, IncludesPepSearchRecord: true}, nil
}

// nextRenewalDate is a year on (the last day of February for 29 February).
func nextRenewalDate(t time.Time) time.Time {
	n := t.AddDate(1, 0, 0)
	if n.Day() != t.Day() {
		n = n.AddDate(0, 0, -n.Day())
	}
	return n
}

// pepResult is the wire form of an engine match on the PEP list.
func pepResult(r screening.Result, version string) PepSearchResult {
	e := r.Entity
	out := PepSearchResult{ResultSimilarity: NewDecimal(int64(math.Round(r.Similarity*100)), 2), Source: e.List + ":" + e.Key,
		FullName: r.Explanation.ListName, Gender: e.Gender, Category: "PEP"}
	if version != "" {
		out.Source += " (" + version + ")"
	}
	if len(e.Names) > 0 {
		nm := e.Names[0]
		out.Title, out.Forename, out.Middlename, out.Surname = nm.Title, nm.First, strings.Join(nm.Middle, " "), nm.Last
		if out.FullName == "" {
			out.FullName = nm.Full
		}
		// A person's name listed whole: its first word is the forename,
		// its last the surname.
		if out.Forename == "" && out.Surname == "" && e.Kind == screening.KindPerson && !strings.Contains(nm.Full, ",") {
			if w := strings.Fields(nm.Full); len(w) >= 2 {
				out.Forename, out.Middlename, out.Surname = w[0], strings.Join(w[1:len(w)-1], " "), w[len(w)-1]
			}
		}
	}
	for _, d := range e.BirthDates {
		if d.Year == 0 {
			continue
		}
		y := int32(d.Year)
		out.YearOfBirth = &y
		if d.Month != 0 && d.Day != 0 {
			t := time.Date(int(d.Year), time.Month(d.Month), int(d.Day), 0, 0, 0, 0, time.UTC)
			out.DateOfBirth = &t
		}
		break
	}
	var nats []string
	for _, c := range e.Nationalities {
		if c.Code != "" {
			nats = append(nats, c.Code)
		} else if c.Name != "" {
			nats = append(nats, c.Name)
		}
	}
	out.Nationality = strings.Join(nats, ", ")
	if !slices.ContainsFunc(e.Topics, func(t string) bool { return strings.HasPrefix(t, "role.pep") }) &&
		slices.Contains(e.Topics, "role.rca") {
		out.Category = "RCA"
	}
	return out
}
