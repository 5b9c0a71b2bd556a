package service

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// perListResults derives the deprecated per-list SearchResults form from the
// unified entries, so both forms always agree. Lists without results are
// empty (not null), as the original's per-list clients expect.
func perListResults(entries []SearchResultEntry) *SearchResults {
	r := &SearchResults{
		EuResults: []SearchResultEu{}, HmtResults: []SearchResultHmTreasury{}, HmtUkraineResults: []SearchResultHmTreasury{},
		OfacResults: []SearchResultOfac{}, OfacConsolidatedResults: []SearchResultOfac{}, DfatResults: []SearchResultDfat{},
		OsfiResults: []SearchResultOsfi{}, CanadianJusticeResults: []SearchResultCanadianJustice{},
		CanadianSemaResults: []SearchResultCanadianSema{}, SwissSecoResults: []SearchResultEntry{},
	}
	for _, e := range entries {
		base := SearchResultBase{ResultStrength: e.ResultStrength, ResultSimilarity: e.ResultSimilarity,
			ResultResolved: e.ResultResolved, ResultType: e.ResultType}
		if e.DateUpdated != nil {
			base.DateUpdated = *e.DateUpdated
		}
		switch strings.ToUpper(e.SanctionsListID) {
		case "HMTSL", "UKSL":
			r.HmtResults = append(r.HmtResults, hmtResult(base, e))
		case "HMTUKR":
			r.HmtUkraineResults = append(r.HmtUkraineResults, hmtResult(base, e))
		case "OFACL":
			r.OfacResults = append(r.OfacResults, ofacResult(base, e))
		case "OFACC":
			r.OfacConsolidatedResults = append(r.OfacConsolidatedResults, ofacResult(base, e))
		case "EUL", "EU":
			r.EuResults = append(r.EuResults, euResult(base, e))
		case "DFAT":
			d := SearchResultDfat{SearchResultBase: base}
			d.FullName, d.Address, d.DateOfBirth, d.PlaceOfBirth, d.Nationality = flat(e)
			r.DfatResults = append(r.DfatResults, d)
		case "OSFI":
			d := SearchResultOsfi{SearchResultBase: base}
			d.FullName, d.Address, d.DateOfBirth, d.PlaceOfBirth, d.Nationality = flat(e)
			r.OsfiResults = append(r.OsfiResults, d)
		case "CJUST":
			name, _, dob, _, nat := flat(e)
			r.CanadianJusticeResults = append(r.CanadianJusticeResults, SearchResultCanadianJustice{SearchResultBase: base,
				Name: name, DateOfBirth: dob, Country: nat, RefID: int32(e.SearchResultID)})
		case "CSEMA", "SEMA":
			name, _, dob, _, nat := flat(e)
			r.CanadianSemaResults = append(r.CanadianSemaResults, SearchResultCanadianSema{SearchResultBase: base,
				Name: name, DateOfBirth: dob, Country: nat, Schedule: remark(e, "Schedule"), Item: remark(e, "Item")})
		case "SECO":
			r.SwissSecoResults = append(r.SwissSecoResults, e)
		}
		// Lists without an array of their own (UN) are only in the
		// unified listSearchResults.
	}
	return r
}

func primaryName(e SearchResultEntry) string {
	for _, n := range e.Names {
		if n.Type == "primary" {
			return n.FullName
		}
	}
	if len(e.Names) > 0 {
		return e.Names[0].FullName
	}
	return ""
}

func joinAddress(a SearchResultAddress) string {
	parts := make([]string, 0, 6)
	for _, p := range []string{a.Address1, a.Address2, a.Address3, a.City, a.County, a.PostCode, a.Country} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ", ")
}

func flat(e SearchResultEntry) (name, address, dob, pob, nationality string) {
	name = primaryName(e)
	if len(e.Addresses) > 0 {
		address = joinAddress(e.Addresses[0])
	}
	if len(e.DatesOfBirth) > 0 {
		dob = e.DatesOfBirth[0].DateOfBirth
	}
	if len(e.PlacesOfBirth) > 0 {
		pob = e.PlacesOfBirth[0].PlaceOfBirth
	}
	if len(e.Nationalities) > 0 {
		nationality = e.Nationalities[0].Nationality
	}
	return
}

func remark(e SearchResultEntry, name string) string {
	for _, r := range e.Remarks {
		if strings.EqualFold(r.Name, name) {
			return r.Description
		}
	}
	return ""
}

func hmtResult(base SearchResultBase, e SearchResultEntry) SearchResultHmTreasury {
	h := SearchResultHmTreasury{SearchResultBase: base}
	names := strings.Fields(primaryName(e))
	slots := []*string{&h.Name1, &h.Name2, &h.Name3, &h.Name4, &h.Name5, &h.Name6}
	// HMT keeps the surname in Name6 and given names in Name1..Name5.
	if n := len(names); n > 0 {
		h.Name6 = names[n-1]
		for i := 0; i < n-1 && i < 5; i++ {
			*slots[i] = names[i]
		}
	}
	if l := remark(e, "Date listed"); l != "" {
		if t, err := time.Parse("2006-01-02", l); err == nil {
			h.DateListed = t
		}
	}
	if len(e.DatesOfBirth) > 0 {
		h.DateOfBirth = e.DatesOfBirth[0].DateOfBirth
	}
	if len(e.PlacesOfBirth) > 0 {
		h.CountryOfBirth = e.PlacesOfBirth[0].CountryOfBirth
	}
	if len(e.Nationalities) > 0 {
		h.Nationality = e.Nationalities[0].Nationality
	}
	if len(e.Addresses) > 0 {
		a := e.Addresses[0]
		h.Address1, h.Address2, h.Address3, h.Address4 = a.Address1, a.Address2, a.Address3, a.City
		h.Address5, h.PostCode, h.Country = a.County, a.PostCode, a.Country
	}
	return h
}

func ofacResult(base SearchResultBase, e SearchResultEntry) SearchResultOfac {
	o := SearchResultOfac{SearchResultBase: base, Addresses: make([]OfacAddress, 0, len(e.Addresses)),
		Akas: make([]OfacAka, 0, len(e.Names)), DateOfBirths: make([]OfacDateOfBirth, 0, len(e.DatesOfBirth)),
		Nationalities: make([]OfacNationality, 0, len(e.Nationalities)), PlaceOfBirths: make([]OfacPlaceOfBirth, 0, len(e.PlacesOfBirth))}
	o.FirstName, o.LastName = splitLastWord(primaryName(e))
	for _, n := range e.Names {
		if n.Type == "primary" {
			continue
		}
		first, last := splitLastWord(n.FullName)
		strength := "strong"
		if strings.HasSuffix(n.Type, "weak") {
			strength = "weak"
		}
		o.Akas = append(o.Akas, OfacAka{FirstName: first, LastName: last, Type: "a.k.a.", Strength: strength})
	}
	for _, a := range e.Addresses {
		o.Addresses = append(o.Addresses, OfacAddress{Address1: a.Address1, Address2: a.Address2, Address3: a.Address3,
			City: a.City, State: a.County, PostCode: a.PostCode, Country: a.Country})
	}
	for _, d := range e.DatesOfBirth {
		o.DateOfBirths = append(o.DateOfBirths, OfacDateOfBirth{DateOfBirth: d.DateOfBirth})
	}
	for _, n := range e.Nationalities {
		o.Nationalities = append(o.Nationalities, OfacNationality{Country: n.Nationality})
	}
	for _, p := range e.PlacesOfBirth {
		o.PlaceOfBirths = append(o.PlaceOfBirths, OfacPlaceOfBirth{PlaceOfBirth: p.PlaceOfBirth})
	}
	return o
}

// splitLastWord splits a full name into the words before its last one
// (joined by single spaces) and its last word; a name of one word or none
// is all last name.
func splitLastWord(full string) (string, string) {
	if singleSpaced(full) {
		// Fields and Join would give back the same text: no copies.
		i := strings.LastIndexByte(full, ' ')
		if i < 0 {
			return "", full
		}
		return full[:i], full[i+1:]
	}
	f := strings.Fields(full)
	if len(f) < 2 {
		return "", full
	}
	return strings.Join(f[:len(f)-1], " "), f[len(f)-1]
}

// singleSpaced tells whether s is ASCII words separated by single spaces,
// with no other white space (strings.Fields splits it at each space).
func singleSpaced(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf, c == '\t', c == '\n', c == '\v', c == '\f', c == '\r':
			return false
		case c == ' ' && (i == 0 || i == len(s)-1 || s[i-1] == ' '):
			return false
		}
	}
	return true
}

func euResult(base SearchResultBase, e SearchResultEntry) SearchResultEu {
	r := SearchResultEu{SearchResultBase: base, Addresses: []EuAddress{}, Births: []EuBirth{},
		Citizenships: []EuCitizenship{}, Names: []EuName{}, Passports: []EuPassport{}}
	for _, a := range e.Addresses {
		street := strings.TrimSpace(strings.Join([]string{a.Address1, a.Address2}, " "))
		r.Addresses = append(r.Addresses, EuAddress{Street: street, City: a.City, Country: a.Country, PostCode: a.PostCode, Other: a.Address3})
	}
	for i, d := range e.DatesOfBirth {
		b := EuBirth{Date: d.DateOfBirth}
		if i < len(e.PlacesOfBirth) {
			b.Place, b.Country = e.PlacesOfBirth[i].PlaceOfBirth, e.PlacesOfBirth[i].CountryOfBirth
		}
		r.Births = append(r.Births, b)
	}
	for _, n := range e.Nationalities {
		r.Citizenships = append(r.Citizenships, EuCitizenship{Country: n.Nationality})
	}
	for _, n := range e.Names {
		r.Names = append(r.Names, EuName{FullName: n.FullName, Gender: remark(e, "Gender")})
	}
	if p := remark(e, "Passport"); p != "" {
		num, country, _ := strings.Cut(p, ";")
		r.Passports = append(r.Passports, EuPassport{Number: strings.TrimSpace(num), Country: strings.TrimSpace(country)})
	}
	return r
}
