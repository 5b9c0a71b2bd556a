package service

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// RenderSearchPDF renders a sanctions search (criteria, sources, results
// and notes) as a PDF document.
func RenderSearchPDF(r SearchRecord, notes []SearchNote, now time.Time) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetTitle(fmt.Sprintf("Sanctions search %d", r.ID), true)
	pdf.SetCreator("screengate", true)
	pdf.SetCreationDate(now)
	pdf.SetModificationDate(now)
	pdf.SetCatalogSort(true)                      // reproducible output
	tr := pdf.UnicodeTranslatorFromDescriptor("") // cp1252 for the core fonts
	pdf.SetFooterFunc(func() {
		pdf.SetY(-12)
		pdf.SetFont("Helvetica", "I", 8)
		pdf.CellFormat(0, 8, fmt.Sprintf("Sanctions search %d - generated %s UTC - page %d", r.ID, now.UTC().Format("2006-01-02 15:04"), pdf.PageNo()), "", 0, "C", false, 0, "")
	})
	pdf.AddPage()
	heading := func(s string) {
		pdf.Ln(3)
		pdf.SetFont("Helvetica", "B", 12)
		pdf.CellFormat(0, 7, tr(s), "B", 1, "L", false, 0, "")
		pdf.Ln(1)
	}
	row := func(k, v string) {
		pdf.SetFont("Helvetica", "B", 9)
		pdf.CellFormat(45, 5, tr(k), "", 0, "L", false, 0, "")
		pdf.SetFont("Helvetica", "", 9)
		pdf.MultiCell(0, 5, tr(v), "", "L", false)
	}
	pdf.SetFont("Helvetica", "B", 16)
	pdf.CellFormat(0, 10, tr(fmt.Sprintf("Sanctions search %d", r.ID)), "", 1, "L", false, 0, "")

	heading("Search")
	if c := r.SearchCriteria; c != nil {
		row("Name", c.Name)
		row("Address", c.Address)
		row("Country", c.Country)
		row("Date of birth", c.DateOfBirth)
		row("Nationality", c.Nationality)
		row("Reference", c.Reference)
	}
	row("Type", r.SearchType)
	row("Searched", r.DateSearched.UTC().Format("2006-01-02 15:04"))
	row("Updated", r.DateUpdated.UTC().Format("2006-01-02 15:04"))
	row("Results", fmt.Sprint(r.NumOfResults))
	decision := "Not resolved"
	switch {
	case r.ClientInResults:
		decision = "Client is in the results"
	case r.ClientNotInResults:
		decision = "Client is not in the results"
	}
	row("Decision", decision)

	heading("Lists searched")
	for _, s := range r.SearchSources {
		row(s.ListShortName, s.ListName+" ("+s.ListID+")")
	}

	heading(fmt.Sprintf("Results (%d)", len(r.ListSearchResults)))
	if len(r.ListSearchResults) == 0 {
		row("", "No results.")
	}
	for _, e := range r.ListSearchResults {
		pdf.SetFont("Helvetica", "B", 10)
		status := "unresolved"
		if e.ResultResolved {
			status = "resolved"
		}
		pdf.MultiCell(0, 6, tr(fmt.Sprintf("%s - %s (similarity %s, %s)", e.SanctionsListName, primaryName(e), e.ResultSimilarity, status)), "", "L", false)
		for _, n := range e.Names {
			if n.Type != "primary" {
				row("  "+n.Type, n.FullName)
			}
		}
		for _, d := range e.DatesOfBirth {
			row("  Date of birth", d.DateOfBirth)
		}
		for _, p := range e.PlacesOfBirth {
			row("  Place of birth", strings.TrimSuffix(p.PlaceOfBirth+", "+p.CountryOfBirth, ", "))
		}
		for _, n := range e.Nationalities {
			row("  Nationality", n.Nationality)
		}
		for _, a := range e.Addresses {
			row("  Address", joinAddress(a))
		}
		for _, rm := range e.Remarks {
			row("  "+rm.Name, rm.Description)
		}
		pdf.Ln(1)
	}

	heading(fmt.Sprintf("Notes (%d)", len(notes)))
	for _, n := range notes {
		row(n.Date.UTC().Format("2006-01-02 15:04")+" "+n.Name, n.Content)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("rendering PDF: %w", err)
	}
	return buf.Bytes(), nil
}
