package service

import (
	"bytes"
	"fmt"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// RenderValidIDPDF renders a ValidID search (type, status, score, the
// person checked, the decision and notes) as a PDF document.
func RenderValidIDPDF(r ValidIdListItem, decision string, notes []SearchNote, now time.Time) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	title := fmt.Sprintf("ValidID search %d", r.ID)
	pdf.SetTitle(title, true)
	pdf.SetCreator("screengate", true)
	pdf.SetCreationDate(now)
	pdf.SetModificationDate(now)
	pdf.SetCatalogSort(true)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetFooterFunc(func() {
		pdf.SetY(-12)
		pdf.SetFont("Helvetica", "I", 8)
		pdf.CellFormat(0, 8, fmt.Sprintf("%s - generated %s UTC - page %d", title, now.UTC().Format("2006-01-02 15:04"), pdf.PageNo()), "", 0, "C", false, 0, "")
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
	pdf.CellFormat(0, 10, tr(title), "", 1, "L", false, 0, "")
	heading("Check")
	typ := fmt.Sprint(r.Type)
	if r.Type > 0 && int(r.Type) < len(ValidIDTypes) {
		typ = ValidIDTypes[r.Type]
	}
	row("Type", typ)
	row("Status", r.Status)
	row("Score", fmt.Sprint(r.Score))
	row("Searched", r.DateSearched.UTC().Format("2006-01-02 15:04"))
	row("Reference", r.Reference)
	row("Decision", decision)
	if c := r.SearchCriteria; c != nil {
		heading("Person")
		row("Full name", c.FullName)
		if !c.DateOfBirth.IsZero() {
			row("Date of birth", c.DateOfBirth.Format("02/01/2006"))
		}
		row("Gender", c.Gender)
		row("Address", c.Address)
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
