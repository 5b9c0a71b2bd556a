// Package details is the stored form of a sanctions result entry's nested
// lists (names, addresses, dates of birth, nationalities, places of birth,
// remarks): one JSON document, private to the stores so that wire-format
// changes never alter stored data. Both backends use it.
package details

import (
	"encoding/json"
	"fmt"

	"github.com/screengate/screengate/service"
)

// Marshal returns the stored JSON of e's nested lists (Append; never an
// error).
func Marshal(e service.SearchResultEntry) ([]byte, error) {
	return Append(nil, &e), nil
}

// Apply fills the nested lists of e (always non-nil) from stored JSON.
func Apply(b []byte, e *service.SearchResultEntry) error {
	var d resultDetails
	if err := json.Unmarshal(b, &d); err != nil {
		return fmt.Errorf("details: %w", err)
	}
	return d.apply(e)
}

// resultDetails is the stored JSON form of a result entry's nested lists.
// It is private to the store so that wire-format changes never alter
// stored data.
type resultDetails struct {
	Names         []detailName        `json:"names,omitempty"`
	Addresses     []detailAddress     `json:"addresses,omitempty"`
	DatesOfBirth  []detailDateOfBirth `json:"datesOfBirth,omitempty"`
	Nationalities []detailNationality `json:"nationalities,omitempty"`
	PlacesOfBirth []detailPlace       `json:"placesOfBirth,omitempty"`
	Remarks       []detailRemark      `json:"remarks,omitempty"`
}

type detailName struct {
	ID         int64  `json:"id"`
	Type       string `json:"type,omitempty"`
	Title      string `json:"title,omitempty"`
	FullName   string `json:"fullName,omitempty"`
	Similarity string `json:"similarity,omitempty"`
}

type detailAddress struct {
	ID       int64  `json:"id"`
	Type     string `json:"type,omitempty"`
	Address1 string `json:"address1,omitempty"`
	Address2 string `json:"address2,omitempty"`
	Address3 string `json:"address3,omitempty"`
	City     string `json:"city,omitempty"`
	County   string `json:"county,omitempty"`
	PostCode string `json:"postCode,omitempty"`
	Country  string `json:"country,omitempty"`
}

type detailDateOfBirth struct {
	ID          int64  `json:"id"`
	DateOfBirth string `json:"dateOfBirth,omitempty"`
	Year        *int16 `json:"year,omitempty"`
	Month       *uint8 `json:"month,omitempty"`
	Day         *uint8 `json:"day,omitempty"`
	Type        string `json:"type,omitempty"`
}

type detailNationality struct {
	ID          int64  `json:"id"`
	Nationality string `json:"nationality,omitempty"`
}

type detailPlace struct {
	ID             int64  `json:"id"`
	PlaceOfBirth   string `json:"placeOfBirth,omitempty"`
	CountryOfBirth string `json:"countryOfBirth,omitempty"`
}

type detailRemark struct {
	ID          int64  `json:"id"`
	Name        string `json:"name,omitempty"`
	Description string `json:"description,omitempty"`
}

func detailsOf(e service.SearchResultEntry) resultDetails {
	var d resultDetails
	for _, n := range e.Names {
		d.Names = append(d.Names, detailName{n.SearchResultNameID, n.Type, n.Title, n.FullName, n.ResultSimilarity.String()})
	}
	for _, a := range e.Addresses {
		d.Addresses = append(d.Addresses, detailAddress{a.SearchResultAddressID, a.Type, a.Address1, a.Address2, a.Address3,
			a.City, a.County, a.PostCode, a.Country})
	}
	for _, b := range e.DatesOfBirth {
		d.DatesOfBirth = append(d.DatesOfBirth, detailDateOfBirth{b.SearchResultDateOfBirthID, b.DateOfBirth, b.Year, b.Month, b.Day, b.Type})
	}
	for _, n := range e.Nationalities {
		d.Nationalities = append(d.Nationalities, detailNationality{n.SearchResultNationalityID, n.Nationality})
	}
	for _, p := range e.PlacesOfBirth {
		d.PlacesOfBirth = append(d.PlacesOfBirth, detailPlace{p.SearchResultPlaceOfBirthID, p.PlaceOfBirth, p.CountryOfBirth})
	}
	for _, r := range e.Remarks {
		d.Remarks = append(d.Remarks, detailRemark{r.SearchResultRemarkID, r.Name, r.Description})
	}
	return d
}

// apply fills the nested lists of e (always non-nil).
func (d resultDetails) apply(e *service.SearchResultEntry) error {
	e.Names = make([]service.SearchResultName, 0, len(d.Names))
	for _, n := range d.Names {
		sim := service.Decimal{}
		if n.Similarity != "" {
			var err error
			if sim, err = service.ParseDecimal(n.Similarity); err != nil {
				return fmt.Errorf("name similarity %q: %w", n.Similarity, err)
			}
		}
		e.Names = append(e.Names, service.SearchResultName{SearchResultNameID: n.ID, Type: n.Type, Title: n.Title,
			FullName: n.FullName, ResultSimilarity: sim})
	}
	e.Addresses = make([]service.SearchResultAddress, 0, len(d.Addresses))
	for _, a := range d.Addresses {
		e.Addresses = append(e.Addresses, service.SearchResultAddress{SearchResultAddressID: a.ID, Type: a.Type,
			Address1: a.Address1, Address2: a.Address2, Address3: a.Address3, City: a.City, County: a.County,
			PostCode: a.PostCode, Country: a.Country})
	}
	e.DatesOfBirth = make([]service.SearchResultDateOfBirth, 0, len(d.DatesOfBirth))
	for _, b := range d.DatesOfBirth {
		e.DatesOfBirth = append(e.DatesOfBirth, service.SearchResultDateOfBirth{SearchResultDateOfBirthID: b.ID,
			DateOfBirth: b.DateOfBirth, Year: b.Year, Month: b.Month, Day: b.Day, Type: b.Type})
	}
	e.Nationalities = make([]service.SearchResultNationality, 0, len(d.Nationalities))
	for _, n := range d.Nationalities {
		e.Nationalities = append(e.Nationalities, service.SearchResultNationality{SearchResultNationalityID: n.ID, Nationality: n.Nationality})
	}
	e.PlacesOfBirth = make([]service.SearchResultPlaceOfBirth, 0, len(d.PlacesOfBirth))
	for _, p := range d.PlacesOfBirth {
		e.PlacesOfBirth = append(e.PlacesOfBirth, service.SearchResultPlaceOfBirth{SearchResultPlaceOfBirthID: p.ID,
			PlaceOfBirth: p.PlaceOfBirth, CountryOfBirth: p.CountryOfBirth})
	}
	e.Remarks = make([]service.SearchResultRemark, 0, len(d.Remarks))
	for _, r := range d.Remarks {
		e.Remarks = append(e.Remarks, service.SearchResultRemark{SearchResultRemarkID: r.ID, Name: r.Name, Description: r.Description})
	}
	return nil
}
