package service

import (
	"fmt"
	"time"

	"github.com/screengate/screengate/service/pdfdoc"
)

// RenderValidIDPDF renders a ValidID search (type, status, score, the
// person checked, the decision and notes) as a PDF document.
func RenderValidIDPDF(r ValidIdListItem, decision string, notes []SearchNote, now time.Time) ([]byte, error) {
	d := pdfdoc.New(fmt.Sprintf("ValidID search %d", r.ID), now)
	d.Heading("Check")
	typ := fmt.Sprint(r.Type)
	if r.Type > 0 && int(r.Type) < len(ValidIDTypes) {
		typ = ValidIDTypes[r.Type]
	}
	d.Row("Type", typ)
	d.Row("Status", r.Status)
	d.Row("Score", fmt.Sprint(r.Score))
	d.Row("Searched", r.DateSearched.UTC().Format("2006-01-02 15:04"))
	d.Row("Reference", r.Reference)
	d.Row("Decision", decision)
	if c := r.SearchCriteria; c != nil {
		d.Heading("Person")
		d.Row("Full name", c.FullName)
		if !c.DateOfBirth.IsZero() {
			d.Row("Date of birth", c.DateOfBirth.Format("02/01/2006"))
		}
		d.Row("Gender", c.Gender)
		d.Row("Address", c.Address)
	}
	d.Heading(fmt.Sprintf("Notes (%d)", len(notes)))
	for _, n := range notes {
		d.Row(n.Date.UTC().Format("2006-01-02 15:04")+" "+n.Name, n.Content)
	}
	return d.Bytes()
}
