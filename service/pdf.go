package service

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service/pdfdoc"
)

// RenderSearchPDF renders a sanctions search (criteria, sources, results
// and notes) as a PDF document, without list versions.
func RenderSearchPDF(r SearchRecord, notes []SearchNote, now time.Time) ([]byte, error) {
	return RenderSearchDocument(r, nil, notes, now)
}

// RenderSearchDocument renders a sanctions or PEP search (criteria,
// sources with the list versions screened against and those that changed
// its results since, results and notes) as a PDF document, in fonts that
// print every script the lists carry (service/pdfdoc).
func RenderSearchDocument(r SearchRecord, versions []SourceVersions, notes []SearchNote, now time.Time) ([]byte, error) {
	kind := "Sanctions search"
	if len(r.SearchSources) == 1 && r.SearchSources[0].ListID == PepListID {
		kind = "PEP search"
	}
	d := pdfdoc.New(fmt.Sprintf("%s %d", kind, r.ID), now)
	d.Heading("Search")
	if c := r.SearchCriteria; c != nil {
		d.Row("Name", c.Name)
		d.Row("Address", c.Address)
		d.Row("Country", c.Country)
		d.Row("Date of birth", c.DateOfBirth)
		d.Row("Nationality", c.Nationality)
		d.Row("Reference", c.Reference)
	}
	d.Row("Type", r.SearchType)
	d.Row("Searched", r.DateSearched.UTC().Format("2006-01-02 15:04"))
	d.Row("Updated", r.DateUpdated.UTC().Format("2006-01-02 15:04"))
	d.Row("Results", fmt.Sprint(r.NumOfResults))
	decision := "Not resolved"
	switch {
	case r.ClientInResults:
		decision = "Client is in the results"
	case r.ClientNotInResults:
		decision = "Client is not in the results"
	}
	d.Row("Decision", decision)
	if r.AffectedByUpdate {
		d.Row("List update", "A list update changed the results: a new decision is needed")
	}

	d.Heading("Lists searched")
	for _, s := range r.SearchSources {
		v := s.ListName + " (" + s.ListID + ")"
		for _, sv := range versions {
			if sv.ListID != s.ListID {
				continue
			}
			if sv.Searched != 0 {
				v += ", version " + strconv.FormatInt(sv.Searched, 10)
			}
			if len(sv.Updates) > 0 {
				ups := make([]string, len(sv.Updates))
				for i, u := range sv.Updates {
					ups[i] = strconv.FormatInt(u, 10)
				}
				v += "; results changed by version " + strings.Join(ups, ", ")
			}
		}
		d.Row(s.ListShortName, v)
	}

	d.Heading(fmt.Sprintf("Results (%d)", len(r.ListSearchResults)))
	if len(r.ListSearchResults) == 0 {
		d.Row("", "No results.")
	}
	for _, e := range r.ListSearchResults {
		status := "unresolved"
		if e.ResultResolved {
			status = "resolved"
		}
		d.Line(fmt.Sprintf("%s - %s (similarity %s, %s)", e.SanctionsListName, primaryName(e), e.ResultSimilarity, status))
		for _, n := range e.Names {
			if n.Type != "primary" {
				d.Row("  "+n.Type, n.FullName)
			}
		}
		for _, x := range e.DatesOfBirth {
			d.Row("  Date of birth", x.DateOfBirth)
		}
		for _, p := range e.PlacesOfBirth {
			d.Row("  Place of birth", strings.TrimSuffix(p.PlaceOfBirth+", "+p.CountryOfBirth, ", "))
		}
		for _, n := range e.Nationalities {
			d.Row("  Nationality", n.Nationality)
		}
		for _, a := range e.Addresses {
			d.Row("  Address", joinAddress(a))
		}
		for _, rm := range e.Remarks {
			d.Row("  "+rm.Name, rm.Description)
		}
		d.Space(1)
	}

	d.Heading(fmt.Sprintf("Notes (%d)", len(notes)))
	for _, n := range notes {
		d.Row(n.Date.UTC().Format("2006-01-02 15:04")+" "+n.Name, n.Content)
	}
	return d.Bytes()
}
