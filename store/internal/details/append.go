package details

import (
	"strconv"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/jsonstr"
)

// Append appends the stored JSON of e's nested lists to dst: byte for
// byte what encoding/json makes of resultDetails (members in declaration
// order, empty strings, nil pointers and empty lists left out, strings
// escaped as json.Marshal does, HTML characters included), without its
// per-call reflection (a stored search writes one per result).
func Append(dst []byte, e *service.SearchResultEntry) []byte {
	open := len(dst)
	dst = append(dst, '{')
	if len(e.Names) > 0 {
		dst = openList(dst, open, "names")
		for i := range e.Names {
			n := &e.Names[i]
			dst = openObject(dst, i, n.SearchResultNameID)
			dst = member(dst, "type", n.Type)
			dst = member(dst, "title", n.Title)
			dst = member(dst, "fullName", n.FullName)
			dst = append(member(dst, "similarity", n.ResultSimilarity.String()), '}')
		}
		dst = append(dst, ']')
	}
	if len(e.Addresses) > 0 {
		dst = openList(dst, open, "addresses")
		for i := range e.Addresses {
			a := &e.Addresses[i]
			dst = openObject(dst, i, a.SearchResultAddressID)
			dst = member(dst, "type", a.Type)
			dst = member(dst, "address1", a.Address1)
			dst = member(dst, "address2", a.Address2)
			dst = member(dst, "address3", a.Address3)
			dst = member(dst, "city", a.City)
			dst = member(dst, "county", a.County)
			dst = member(dst, "postCode", a.PostCode)
			dst = append(member(dst, "country", a.Country), '}')
		}
		dst = append(dst, ']')
	}
	if len(e.DatesOfBirth) > 0 {
		dst = openList(dst, open, "datesOfBirth")
		for i := range e.DatesOfBirth {
			b := &e.DatesOfBirth[i]
			dst = openObject(dst, i, b.SearchResultDateOfBirthID)
			dst = member(dst, "dateOfBirth", b.DateOfBirth)
			if b.Year != nil {
				dst = strconv.AppendInt(append(dst, `,"year":`...), int64(*b.Year), 10)
			}
			if b.Month != nil {
				dst = strconv.AppendUint(append(dst, `,"month":`...), uint64(*b.Month), 10)
			}
			if b.Day != nil {
				dst = strconv.AppendUint(append(dst, `,"day":`...), uint64(*b.Day), 10)
			}
			dst = append(member(dst, "type", b.Type), '}')
		}
		dst = append(dst, ']')
	}
	if len(e.Nationalities) > 0 {
		dst = openList(dst, open, "nationalities")
		for i := range e.Nationalities {
			n := &e.Nationalities[i]
			dst = openObject(dst, i, n.SearchResultNationalityID)
			dst = append(member(dst, "nationality", n.Nationality), '}')
		}
		dst = append(dst, ']')
	}
	if len(e.PlacesOfBirth) > 0 {
		dst = openList(dst, open, "placesOfBirth")
		for i := range e.PlacesOfBirth {
			p := &e.PlacesOfBirth[i]
			dst = openObject(dst, i, p.SearchResultPlaceOfBirthID)
			dst = member(dst, "placeOfBirth", p.PlaceOfBirth)
			dst = append(member(dst, "countryOfBirth", p.CountryOfBirth), '}')
		}
		dst = append(dst, ']')
	}
	if len(e.Remarks) > 0 {
		dst = openList(dst, open, "remarks")
		for i := range e.Remarks {
			r := &e.Remarks[i]
			dst = openObject(dst, i, r.SearchResultRemarkID)
			dst = member(dst, "name", r.Name)
			dst = append(member(dst, "description", r.Description), '}')
		}
		dst = append(dst, ']')
	}
	return append(dst, '}')
}

// openList appends the name of a list member and its '[' to the object
// opened at dst[open].
func openList(dst []byte, open int, name string) []byte {
	if len(dst) > open+1 {
		dst = append(dst, ',')
	}
	dst = append(dst, '"')
	dst = append(dst, name...)
	return append(dst, '"', ':', '[')
}

// openObject starts the i-th object of a list with its id member.
func openObject(dst []byte, i int, id int64) []byte {
	if i > 0 {
		dst = append(dst, ',')
	}
	return strconv.AppendInt(append(dst, `{"id":`...), id, 10)
}

// member appends a string member after the first, left out when empty
// (omitempty).
func member(dst []byte, name, v string) []byte {
	if v == "" {
		return dst
	}
	dst = append(dst, ',', '"')
	dst = append(dst, name...)
	dst = append(dst, '"', ':')
	return jsonstr.AppendHTMLSafe(dst, v)
}
