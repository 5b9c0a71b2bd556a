package lists

import (
	"encoding/xml"
	"strings"

	"github.com/screengate/screengate/service/screening"
)

// readOFACXML reads OFAC's legacy sdnList XML (SDN.XML; CONSOLIDATED.XML
// has the same layout): one sdnEntry per entry, its uid the key.
func readOFACXML(c *collector, f File) error {
	records := map[string]bool{"sdnEntry": true, "publshInformation": true}
	sawRoot := false
	return walkXML(f.reader(), c, records, func(se xml.StartElement) {
		sawRoot = se.Name.Local == "sdnList"
	}, func(n *node) error {
		if !sawRoot {
			return errNotFormat("sdnList")
		}
		if n.name == "publshInformation" {
			c.published = dateTime(n.get("Publish_Date"), "01/02/2006", "1/2/2006", "2006-01-02")
			return nil
		}
		return c.add(ofacEntry(c, n))
	})
}

func ofacEntry(c *collector, n *node) screening.Entity {
	e := screening.Entity{Key: n.get("uid"), Kind: ofacKind(n.get("sdnType"))}
	e.Names = append(e.Names, ofacName(e.Kind, n.get("firstName"), n.get("lastName"), screening.NamePrimary, 0))
	e.Names[0].Title = n.get("title")
	for _, p := range n.child("programList").all("program") {
		e.Programs = append(e.Programs, p.text)
	}
	for _, id := range n.child("idList").all("id") {
		label := id.get("idType")
		note := joinNonEmpty("; ", prefixed("issued ", id.get("issueDate")), prefixed("expires ", id.get("expirationDate")))
		e.Documents = append(e.Documents, screening.Document{Type: docType(label), Label: label, Number: id.get("idNumber"),
			Country: country(id.get("idCountry")), Note: note})
	}
	for _, a := range n.child("akaList").all("aka") {
		t := screening.NameAlias
		switch strings.ToLower(a.get("type")) {
		case "f.k.a.":
			t = screening.NameFormer
		}
		q := screening.QualityUnspecified
		switch strings.ToLower(a.get("category")) {
		case "strong":
			q = screening.QualityStrong
		case "weak":
			q = screening.QualityWeak
		}
		e.Names = append(e.Names, ofacName(e.Kind, a.get("firstName"), a.get("lastName"), t, q))
	}
	for _, a := range n.child("addressList").all("address") {
		e.Addresses = append(e.Addresses, screening.Address{
			Lines:    nonEmpty(a.get("address1"), a.get("address2"), a.get("address3")),
			City:     a.get("city"),
			Region:   a.get("stateOrProvince"),
			PostCode: a.get("postalCode"),
			Country:  country(a.get("country")),
		})
	}
	for _, x := range n.child("nationalityList").all("nationality") {
		e.Nationalities = append(e.Nationalities, country(x.get("country")))
	}
	for _, x := range n.child("citizenshipList").all("citizenship") {
		e.Nationalities = append(e.Nationalities, country(x.get("country")))
	}
	for _, x := range n.child("dateOfBirthList").all("dateOfBirthItem") {
		if d, ok := parseDate(x.get("dateOfBirth")); ok {
			e.BirthDates = append(e.BirthDates, d)
		} else if x.get("dateOfBirth") != "" {
			c.warnf("entry %s: date of birth %q not understood", e.Key, x.get("dateOfBirth"))
		}
	}
	for _, x := range n.child("placeOfBirthList").all("placeOfBirthItem") {
		e.BirthPlaces = append(e.BirthPlaces, splitPlace(x.get("placeOfBirth")))
	}
	if v := n.child("vesselInfo"); v != nil {
		if cs := v.get("callSign"); cs != "" {
			e.Documents = append(e.Documents, screening.Document{Type: "other", Label: "Call Sign", Number: cs})
		}
		if flag := v.get("vesselFlag"); flag != "" {
			e.Nationalities = append(e.Nationalities, country(flag))
		}
		vessel := joinNonEmpty("; ", prefixed("Vessel type: ", v.get("vesselType")), prefixed("Vessel flag: ", v.get("vesselFlag")),
			prefixed("Vessel owner: ", v.get("vesselOwner")), prefixed("Tonnage: ", v.get("tonnage")),
			prefixed("Gross registered tonnage: ", v.get("grossRegisteredTonnage")))
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Vessel", Description: vessel})
	}
	if r := n.get("remarks"); r != "" {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Remarks", Description: r})
	}
	return e
}

// ofacKind maps sdnType / SDN_Type (blank for entities in the CSV).
func ofacKind(t string) screening.Kind {
	if k := kindOf(t); k != screening.KindUnknown {
		return k
	}
	return screening.KindOrganization
}

// ofacName builds a name from OFAC's firstName/lastName: people are
// written "LAST, First" as OFAC lists them; other entries have the whole
// name in lastName.
func ofacName(k screening.Kind, first, last string, t screening.NameType, q screening.Quality) screening.Name {
	first, last = clean(first), clean(last)
	n := screening.Name{First: first, Last: last, Type: t, Quality: q}
	switch {
	case first != "" && last != "":
		n.Full = last + ", " + first
	default:
		n.Full = first + last
	}
	if k != screening.KindPerson && first == "" {
		n.Last = ""
	}
	return n
}

// splitPlace splits "Sargodha, Punjab, Pakistan" into the place and a
// country it ends with, when the last part is a country.
func splitPlace(s string) screening.Place {
	s = clean(s)
	if i := strings.LastIndex(s, ","); i >= 0 {
		if c := CountryCode(s[i+1:]); c != "" {
			return screening.Place{Place: strings.TrimSpace(s[:i]), Country: country(s[i+1:])}
		}
	}
	if c := CountryCode(s); c != "" {
		return screening.Place{Country: country(s)}
	}
	return screening.Place{Place: s}
}

func prefixed(prefix, v string) string {
	if v = clean(v); v == "" {
		return ""
	}
	return prefix + v
}

func nonEmpty(vals ...string) []string {
	var out []string
	for _, v := range vals {
		if v = clean(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

type errNotFormat string

func (e errNotFormat) Error() string { return "not a " + string(e) + " document" }
