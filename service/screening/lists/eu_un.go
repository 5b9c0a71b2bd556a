package lists

import (
	"encoding/xml"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service/screening"
)

// readEU reads the EU Financial Sanctions Files XML 1.1: one
// sanctionEntity per entry, its logicalId the key, its designationDate
// the listing date (not the regulation's publication date).
func readEU(c *collector, f File) error {
	ok := false
	return walkXML(f.reader(), c, map[string]bool{"sanctionEntity": true}, func(se xml.StartElement) {
		ok = se.Name.Local == "export"
		c.published = dateTime(attr(se, "generationDate"), "2006-01-02T15:04:05.999999999Z07:00", "2006-01-02T15:04:05.999999999", "2006-01-02")
	}, func(n *node) error {
		if !ok {
			return errNotFormat("EU FSF export")
		}
		return c.add(euEntity(c, n))
	})
}

func attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func euCountry(n *node) screening.Country {
	code := n.a("countryIso2Code")
	name := n.a("countryDescription")
	if code == "00" || strings.EqualFold(name, "UNKNOWN") {
		code, name = "", ""
	}
	return screening.Country{Name: name, Code: code}
}

func euEntity(c *collector, n *node) screening.Entity {
	e := screening.Entity{Key: n.a("logicalId"), Kind: kindOf(n.child("subjectType").a("code"))}
	if d, ok := parseDate(n.a("designationDate")); ok {
		e.ListedOn = d
	}
	for _, r := range n.all("regulation") {
		e.Programs = append(e.Programs, r.a("programme"))
	}
	for i, a := range n.all("nameAlias") {
		name := screening.Name{Full: a.a("wholeName"), First: a.a("firstName"), Last: a.a("lastName"),
			Title: joinNonEmpty("; ", a.a("title"), a.a("function")), Type: screening.NameAlias,
			Lang: strings.ToLower(a.a("nameLanguage"))}
		if m := a.a("middleName"); m != "" {
			name.Middle = []string{m}
		}
		if i == 0 {
			name.Type = screening.NamePrimary
		}
		switch a.a("strong") {
		case "true":
			name.Quality = screening.QualityStrong
		case "false":
			name.Quality = screening.QualityWeak
		}
		if g := gender(a.a("gender")); g != "" {
			e.Gender = g
		}
		e.Names = append(e.Names, name)
		for _, r := range a.all("remark") {
			e.Remarks = append(e.Remarks, screening.Remark{Name: "Name remark", Description: r.text})
		}
	}
	for _, x := range n.all("citizenship") {
		e.Nationalities = append(e.Nationalities, euCountry(x))
	}
	for _, b := range n.all("birthdate") {
		d := screening.Date{Circa: b.a("circa") == "true", Text: b.a("birthdate")}
		y, _ := strconv.Atoi(b.a("year"))
		m, _ := strconv.Atoi(b.a("monthOfYear"))
		day, _ := strconv.Atoi(b.a("dayOfMonth"))
		from, _ := strconv.Atoi(b.a("yearRangeFrom"))
		to, _ := strconv.Atoi(b.a("yearRangeTo"))
		switch {
		case y > 0:
			d.Year, d.Month, d.Day = int16(y), uint8(m), uint8(day)
		case from > 0:
			d.Year = int16(from)
			if to > from {
				d.ToYear = int16(to)
			}
		default:
			if pd, ok := parseDate(b.a("birthdate")); ok {
				pd.Circa = d.Circa
				d = pd
			}
		}
		if d.Text == "" && d.Year > 0 {
			d.Text = formatDate(d)
		}
		if vd, ok := validDate(d); ok {
			vd.ToYear, vd.Circa, vd.Text = d.ToYear, d.Circa, d.Text
			e.BirthDates = append(e.BirthDates, vd)
		} else if d.Text != "" {
			c.warnf("entry %s: birth date %q not understood", e.Key, d.Text)
		}
		place := joinNonEmpty(", ", dash(b.a("place")), dash(b.a("city")), dash(b.a("region")))
		e.BirthPlaces = append(e.BirthPlaces, screening.Place{Place: place, Country: euCountry(b)})
	}
	for _, a := range n.all("address") {
		e.Addresses = append(e.Addresses, screening.Address{
			Lines:    nonEmpty(a.a("street"), prefixed("P.O. Box ", a.a("poBox"))),
			City:     a.a("city"),
			Region:   joinNonEmpty(", ", a.a("place"), a.a("region")),
			PostCode: a.a("zipCode"),
			Country:  euCountry(a),
			Note:     joinNonEmpty("; ", texts(a.all("remark"))...),
		})
	}
	for _, d := range n.all("identification") {
		notes := []string{prefixed("issued by ", d.a("issuedBy")), prefixed("name on document: ", d.a("nameOnDocument"))}
		for _, flag := range []string{"diplomatic", "knownExpired", "knownFalse", "reportedLost", "revokedByIssuer"} {
			if d.a(flag) == "true" {
				notes = append(notes, flag)
			}
		}
		notes = append(notes, texts(d.all("remark"))...)
		label := d.a("identificationTypeDescription")
		if label == "" {
			label = d.a("identificationTypeCode")
		}
		typ := docType(label)
		switch d.a("identificationTypeCode") {
		case "passport":
			typ = "passport"
		case "id":
			typ = "national-id"
		}
		num := d.a("number")
		if num == "" {
			num = d.a("latinNumber")
		}
		e.Documents = append(e.Documents, screening.Document{Type: typ, Label: label, Number: num, Country: euCountry(d),
			Note: joinNonEmpty("; ", notes...)})
	}
	for _, r := range n.all("remark") {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Remark", Description: r.text})
	}
	if r := n.a("designationDetails"); r != "" {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Designation details", Description: r})
	}
	if r := n.a("unitedNationId"); r != "" {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "UN reference", Description: r})
	}
	if r := n.a("euReferenceNumber"); r != "" {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "EU reference", Description: r})
	}
	return e
}

// dash is s unless it is "-", which the EU file writes for "none".
func dash(s string) string {
	if s == "-" {
		return ""
	}
	return s
}

func texts(ns []*node) []string {
	var out []string
	for _, n := range ns {
		if n.text != "" {
			out = append(out, n.text)
		}
	}
	return out
}

// formatDate writes a date as ISO 8601 at its precision.
func formatDate(d screening.Date) string {
	switch d.Precision() {
	case screening.PrecisionDay:
		return strconv.Itoa(int(d.Year)) + "-" + two(d.Month) + "-" + two(d.Day)
	case screening.PrecisionMonth:
		return strconv.Itoa(int(d.Year)) + "-" + two(d.Month)
	case screening.PrecisionYear:
		return strconv.Itoa(int(d.Year))
	}
	return ""
}

func two(n uint8) string {
	if n < 10 {
		return "0" + strconv.Itoa(int(n))
	}
	return strconv.Itoa(int(n))
}

// readUN reads the UN Security Council consolidated list: INDIVIDUAL and
// ENTITY records, the DATAID their key (the reference number, e.g.
// QDi.237, is kept as a remark: the UN has renumbered references before).
func readUN(c *collector, f File) error {
	ok := false
	return walkXML(f.reader(), c, map[string]bool{"INDIVIDUAL": true, "ENTITY": true}, func(se xml.StartElement) {
		ok = se.Name.Local == "CONSOLIDATED_LIST"
		c.published = dateTime(attr(se, "dateGenerated"), "2006-01-02T15:04:05.999999999Z07:00", "2006-01-02T15:04:05.999999999", "2006-01-02")
	}, func(n *node) error {
		if !ok {
			return errNotFormat("UN consolidated list")
		}
		return c.add(unEntity(c, n))
	})
}

func unEntity(c *collector, n *node) screening.Entity {
	person := n.name == "INDIVIDUAL"
	e := screening.Entity{Key: n.get("DATAID"), Kind: screening.KindOrganization}
	prefix := "ENTITY_"
	if person {
		e.Kind, prefix = screening.KindPerson, "INDIVIDUAL_"
	}
	parts := nonEmpty(n.get("FIRST_NAME"), n.get("SECOND_NAME"), n.get("THIRD_NAME"), n.get("FOURTH_NAME"))
	primary := screening.Name{Full: strings.Join(parts, " "), Type: screening.NamePrimary,
		Title: joinNonEmpty("; ", n.values("TITLE")...)}
	if person && len(parts) > 0 {
		primary.First = parts[0]
		if len(parts) > 1 {
			primary.Last = parts[len(parts)-1]
			primary.Middle = parts[1 : len(parts)-1]
			if len(primary.Middle) == 0 {
				primary.Middle = nil
			}
		}
	}
	e.Names = append(e.Names, primary)
	if s := n.get("NAME_ORIGINAL_SCRIPT"); s != "" {
		e.Names = append(e.Names, screening.Name{Full: s, Type: screening.NameAlias, Quality: screening.QualityStrong})
	}
	for _, a := range n.all(prefix + "ALIAS") {
		name := screening.Name{Full: a.get("ALIAS_NAME"), Type: screening.NameAlias}
		switch strings.ToLower(strings.TrimSuffix(a.get("QUALITY"), ".")) {
		case "good", "a.k.a":
			name.Quality = screening.QualityStrong
		case "low":
			name.Quality = screening.QualityWeak
		case "f.k.a":
			name.Type = screening.NameFormer
		}
		e.Names = append(e.Names, name)
		if note := a.get("NOTE"); note != "" && name.Full != "" {
			e.Remarks = append(e.Remarks, screening.Remark{Name: "Alias note", Description: name.Full + ": " + note})
		}
	}
	e.Gender = gender(n.get("GENDER"))
	for _, v := range n.values("NATIONALITY") {
		e.Nationalities = append(e.Nationalities, country(v))
	}
	e.Programs = nonEmpty(n.get("UN_LIST_TYPE"))
	if d, ok := parseDate(n.get("LISTED_ON")); ok {
		e.ListedOn = d
	}
	for _, a := range n.all(prefix + "ADDRESS") {
		e.Addresses = append(e.Addresses, screening.Address{Lines: nonEmpty(a.get("STREET")), City: a.get("CITY"),
			Region: a.get("STATE_PROVINCE"), PostCode: a.get("ZIP_CODE"), Country: country(a.get("COUNTRY")), Note: a.get("NOTE")})
	}
	for _, b := range n.all("INDIVIDUAL_DATE_OF_BIRTH") {
		d, ok := unDate(b)
		if ok {
			e.BirthDates = append(e.BirthDates, d)
		} else if b.get("DATE")+b.get("YEAR")+b.get("FROM_YEAR") != "" {
			c.warnf("entry %s: date of birth not understood", e.Key)
		}
	}
	for _, p := range n.all("INDIVIDUAL_PLACE_OF_BIRTH") {
		e.BirthPlaces = append(e.BirthPlaces, screening.Place{Place: joinNonEmpty(", ", p.get("CITY"), p.get("STATE_PROVINCE")),
			Country: country(p.get("COUNTRY"))})
	}
	for _, d := range n.all("INDIVIDUAL_DOCUMENT") {
		label := joinNonEmpty(" ", d.get("TYPE_OF_DOCUMENT"), d.get("TYPE_OF_DOCUMENT2"))
		issuer := d.get("ISSUING_COUNTRY")
		if issuer == "" {
			issuer = d.get("COUNTRY_OF_ISSUE")
		}
		e.Documents = append(e.Documents, screening.Document{Type: docType(label), Label: label, Number: d.get("NUMBER"),
			Country: country(issuer), Note: joinNonEmpty("; ", prefixed("issued ", d.get("DATE_OF_ISSUE")),
				prefixed("in ", d.get("CITY_OF_ISSUE")), d.get("NOTE"))})
	}
	for _, v := range n.values("DESIGNATION") {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Designation", Description: v})
	}
	if r := n.get("COMMENTS1"); r != "" {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Comments", Description: r})
	}
	if r := n.get("REFERENCE_NUMBER"); r != "" {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "UN reference", Description: r})
	}
	return e
}

// unDate reads INDIVIDUAL_DATE_OF_BIRTH: TYPE_OF_DATE EXACT, APPROXIMATELY
// or BETWEEN, with DATE, YEAR or FROM_YEAR/TO_YEAR.
func unDate(b *node) (screening.Date, bool) {
	circa := strings.EqualFold(b.get("TYPE_OF_DATE"), "APPROXIMATELY")
	var d screening.Date
	ok := false
	switch {
	case b.get("DATE") != "":
		d, ok = parseDate(b.get("DATE"))
	case b.get("YEAR") != "":
		d, ok = parseDate(b.get("YEAR"))
	case b.get("FROM_YEAR") != "":
		d, ok = parseDate(b.get("FROM_YEAR") + " to " + b.get("TO_YEAR"))
		if !ok {
			d, ok = parseDate(b.get("FROM_YEAR"))
		}
	}
	if !ok {
		return d, false
	}
	d.Circa = d.Circa || circa
	if note := b.get("NOTE"); note != "" {
		d.Text = joinNonEmpty(" ", d.Text, "("+note+")")
	}
	return d, true
}
