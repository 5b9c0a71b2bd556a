package lists

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/screengate/screengate/service/screening"
)

// columns finds fields by header name (case- and space-insensitive), so a
// reordered or extended header still reads.
type columns map[string]int

func newColumns(header []string) columns {
	c := columns{}
	for i, h := range header {
		k := colKey(h)
		if _, dup := c[k]; !dup {
			c[k] = i
		}
	}
	return c
}

func colKey(h string) string {
	return strings.Join(strings.Fields(strings.ToLower(strings.TrimPrefix(h, "\ufeff"))), " ")
}

// get returns the cleaned field of the first of names present.
func (c columns) get(rec []string, names ...string) string {
	for _, n := range names {
		if i, ok := c[colKey(n)]; ok {
			if i < len(rec) {
				return clean(rec[i])
			}
			return ""
		}
	}
	return ""
}

func (c columns) has(names ...string) bool {
	for _, n := range names {
		if _, ok := c[colKey(n)]; !ok {
			return false
		}
	}
	return true
}

// ukGroup collects the rows of one UK entry (one row per name, per date
// of birth, per address...) in file order.
type ukGroups struct {
	order []string
	rows  map[string][]screening.Entity
}

func (g *ukGroups) add(key string, e screening.Entity) {
	if g.rows == nil {
		g.rows = map[string][]screening.Entity{}
	}
	if _, ok := g.rows[key]; !ok {
		g.order = append(g.order, key)
	}
	g.rows[key] = append(g.rows[key], e)
}

// emit merges each entry's rows into one entity: the row marked primary
// gives the primary name.
func (g *ukGroups) emit(c *collector) error {
	for _, k := range g.order {
		rows := g.rows[k]
		e := rows[0]
		for i := range rows[1:] {
			e.Merge(&rows[i+1])
		}
		if err := c.add(e); err != nil {
			return err
		}
	}
	return nil
}

// ukDate reads dd/mm/yyyy with 00 for unknown parts.
func ukDate(c *collector, key, s string) (screening.Date, bool) {
	if s == "" {
		return screening.Date{}, false
	}
	d, ok := parseDate(s)
	if !ok {
		c.warnf("entry %s: date %q not understood", key, s)
	}
	return d, ok
}

var reNumbered = regexp.MustCompile(`\(\d+\)\s*`)

// splitNumbered splits "(1) Russia (2) Ukraine" (and "a) x b) y") into
// its items; a value without numbering is one item.
func splitNumbered(s string) []string {
	if s = clean(s); s == "" {
		return nil
	}
	if !reNumbered.MatchString(s) {
		return []string{s}
	}
	var out []string
	for _, p := range reNumbered.Split(s, -1) {
		if p = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), ",")); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// readConList reads the OFSI Consolidated List CSV (ConList.csv): a "Last
// Updated,dd/mm/yyyy" line, the header, then one row per name (and per
// date of birth, address...) of an entry, grouped by Group ID.
func readConList(c *collector, f File) error {
	var cols columns
	var groups ukGroups
	err := readCSV(f, func(line int, rec []string) error {
		switch {
		case line == 1:
			if len(rec) < 2 || clean(rec[0]) != "Last Updated" {
				return fmt.Errorf("line 1: want \"Last Updated,<date>\"")
			}
			c.published = dateTime(rec[1], "02/01/2006")
			return nil
		case cols == nil:
			cols = newColumns(rec)
			if !cols.has("Name 6", "Group ID", "Group Type") {
				return fmt.Errorf("line %d: not the ConList header (Name 6 ... Group ID)", line)
			}
			return nil
		}
		key := cols.get(rec, "Group ID")
		e := screening.Entity{Key: key, Kind: kindOf(cols.get(rec, "Group Type"))}
		name := ukName(cols, rec, e.Kind)
		switch strings.ToLower(cols.get(rec, "Alias Type")) {
		case "prime alias", "primary name":
			name.Type = screening.NamePrimary
		case "fka", "formerly known as":
			name.Type = screening.NameFormer
		default:
			name.Type = screening.NameAlias
		}
		name.Quality = ukQuality(cols.get(rec, "Alias Quality"))
		e.Names = append(e.Names, name)
		if nl := cols.get(rec, "Name Non-Latin Script"); nl != "" {
			e.Names = append(e.Names, screening.Name{Full: nl, Type: screening.NameAlias,
				Lang: langCode(cols.get(rec, "Non-Latin Script Language"))})
		}
		if d, ok := ukDate(c, key, cols.get(rec, "DOB")); ok {
			e.BirthDates = append(e.BirthDates, d)
		}
		e.BirthPlaces = append(e.BirthPlaces, screening.Place{Place: cols.get(rec, "Town of Birth"), Country: country(cols.get(rec, "Country of Birth"))})
		for _, n := range splitNumbered(cols.get(rec, "Nationality")) {
			e.Nationalities = append(e.Nationalities, country(n))
		}
		e.Documents = append(e.Documents, ukDocuments(cols.get(rec, "Passport Number"), cols.get(rec, "Passport Details"), "passport", "Passport")...)
		e.Documents = append(e.Documents, ukDocuments(cols.get(rec, "National Identification Number"), cols.get(rec, "NI Details"), "national-id", "National Identification Number")...)
		e.Addresses = append(e.Addresses, screening.Address{
			Lines:    nonEmpty(cols.get(rec, "Address 1"), cols.get(rec, "Address 2"), cols.get(rec, "Address 3"), cols.get(rec, "Address 4"), cols.get(rec, "Address 5"), cols.get(rec, "Address 6")),
			PostCode: cols.get(rec, "Post/Zip Code"),
			Country:  country(cols.get(rec, "Country")),
		})
		e.Programs = nonEmpty(cols.get(rec, "Regime"))
		if d, ok := ukDate(c, key, cols.get(rec, "Listed On")); ok {
			e.ListedOn = d
		}
		if p := cols.get(rec, "Position"); p != "" {
			e.Remarks = append(e.Remarks, screening.Remark{Name: "Position", Description: p})
		}
		if o := cols.get(rec, "Other Information"); o != "" {
			e.Remarks = append(e.Remarks, screening.Remark{Name: "Other information", Description: o})
		}
		groups.add(key, e)
		return c.ctx.Err()
	})
	if err != nil {
		return err
	}
	if cols == nil {
		return fmt.Errorf("no header")
	}
	return groups.emit(c)
}

// ukName reads Name 1..Name 6 (Name 6 is the family name) and Title.
func ukName(cols columns, rec []string, k screening.Kind) screening.Name {
	n := screening.Name{Title: cols.get(rec, "Title")}
	given := nonEmpty(cols.get(rec, "Name 1"), cols.get(rec, "Name 2"), cols.get(rec, "Name 3"), cols.get(rec, "Name 4"), cols.get(rec, "Name 5"))
	last := cols.get(rec, "Name 6")
	n.Full = joinNonEmpty(" ", append(given, last)...)
	if k == screening.KindPerson {
		n.Last = last
		if len(given) > 0 {
			n.First = given[0]
			if len(given) > 1 {
				n.Middle = given[1:]
			}
		}
	}
	return n
}

func ukQuality(s string) screening.Quality {
	switch strings.ToLower(s) {
	case "good quality", "good", "strong":
		return screening.QualityStrong
	case "low quality", "low", "weak":
		return screening.QualityWeak
	}
	return screening.QualityUnspecified
}

// ukDocuments reads a document column that may number several values.
func ukDocuments(numbers, details, typ, label string) []screening.Document {
	var out []screening.Document
	nums := splitNumbered(numbers)
	dets := splitNumbered(details)
	for i, n := range nums {
		d := screening.Document{Type: typ, Label: label, Number: n}
		if len(dets) == len(nums) {
			d.Note = dets[i]
		} else if len(nums) == 1 {
			d.Note = clean(details)
		}
		// "3520025509842-7 (Pakistani)": the issuing country in brackets.
		if m := reTrailing.FindStringSubmatchIndex(d.Number); m != nil {
			if cc := CountryCode(d.Number[m[2]:m[3]]); cc != "" {
				d.Country = country(d.Number[m[2]:m[3]])
				d.Number = strings.TrimSpace(d.Number[:m[0]])
			}
		}
		out = append(out, d)
	}
	return out
}

// langCode maps the language names UK files use to ISO 639-1.
func langCode(s string) string {
	switch strings.ToLower(clean(s)) {
	case "russian":
		return "ru"
	case "arabic":
		return "ar"
	case "persian", "farsi":
		return "fa"
	case "chinese", "mandarin":
		return "zh"
	case "korean":
		return "ko"
	case "ukrainian":
		return "uk"
	case "belarusian":
		return "be"
	case "burmese":
		return "my"
	case "georgian":
		return "ka"
	case "pashto":
		return "ps"
	case "urdu":
		return "ur"
	case "":
		return ""
	}
	if len(s) == 2 {
		return strings.ToLower(s)
	}
	return ""
}

// readUKSL reads the FCDO UK Sanctions List CSV: a "Report Date:
// dd-Mon-yyyy" line, then the header (Last Updated, Unique ID, OFSI Group
// ID, UN Reference Number, Name 6, Name 1..5, Name type, Alias strength,
// Title, Name non-latin script, ..., Regime Name, Designation Type, ...,
// Address Line 1..6, Address Postal Code, Address Country, ..., Date
// Designated, D.O.B, Nationality(/ies), ...), one row per name (and
// address) of an entry, grouped by Unique ID.
func readUKSL(c *collector, f File) error {
	var cols columns
	var groups ukGroups
	err := readCSV(f, func(line int, rec []string) error {
		if cols == nil {
			first := clean(rec[0])
			if strings.HasPrefix(first, "Report Date:") {
				v := strings.TrimSpace(strings.TrimPrefix(first, "Report Date:"))
				if v == "" && len(rec) > 1 {
					v = clean(rec[1])
				}
				c.published = dateTime(v, "02-Jan-2006", "2-Jan-2006", "02/01/2006", "2006-01-02", "02 January 2006")
				return nil
			}
			cols = newColumns(rec)
			if !cols.has("Unique ID", "Name 6", "Name type") {
				return fmt.Errorf("line %d: not the UK Sanctions List header (Unique ID ... Name 6 ... Name type)", line)
			}
			return nil
		}
		key := cols.get(rec, "Unique ID")
		e := screening.Entity{Key: key, Kind: kindOf(cols.get(rec, "Designation Type"))}
		name := ukName(cols, rec, e.Kind)
		switch strings.ToLower(cols.get(rec, "Name type")) {
		case "primary name":
			name.Type = screening.NamePrimary
		case "primary name variation":
			name.Type = screening.NameAlias
			name.Quality = screening.QualityStrong
		default:
			name.Type = screening.NameAlias
		}
		if q := ukQuality(cols.get(rec, "Alias strength")); q != screening.QualityUnspecified {
			name.Quality = q
		}
		e.Names = append(e.Names, name)
		if nl := cols.get(rec, "Name non-latin script"); nl != "" {
			e.Names = append(e.Names, screening.Name{Full: nl, Type: screening.NameAlias,
				Lang: langCode(cols.get(rec, "Non-latin script language"))})
		}
		for _, d := range splitNumbered(cols.get(rec, "D.O.B")) {
			if bd, ok := ukDate(c, key, d); ok {
				e.BirthDates = append(e.BirthDates, bd)
			}
		}
		towns := splitNumbered(cols.get(rec, "Town of birth"))
		for i, cb := range splitNumbered(cols.get(rec, "Country of birth")) {
			p := screening.Place{Country: country(cb)}
			if i < len(towns) {
				p.Place = towns[i]
			}
			e.BirthPlaces = append(e.BirthPlaces, p)
		}
		for _, n := range splitNumbered(cols.get(rec, "Nationality(/ies)", "Nationality")) {
			e.Nationalities = append(e.Nationalities, country(n))
		}
		e.Documents = append(e.Documents, ukDocuments(cols.get(rec, "Passport number"), cols.get(rec, "Passport additional information"), "passport", "Passport")...)
		e.Documents = append(e.Documents, ukDocuments(cols.get(rec, "National Identifier number"), cols.get(rec, "National Identifier additional information"), "national-id", "National Identifier")...)
		e.Documents = append(e.Documents, ukDocuments(cols.get(rec, "Business registration number (s)"), "", "registration", "Business registration number")...)
		e.Documents = append(e.Documents, ukDocuments(cols.get(rec, "IMO number"), "", "imo", "IMO number")...)
		e.Documents = append(e.Documents, ukDocuments(cols.get(rec, "Hull identification number (HIN)"), "", "other", "Hull identification number")...)
		e.Addresses = append(e.Addresses, screening.Address{
			Lines:    nonEmpty(cols.get(rec, "Address Line 1"), cols.get(rec, "Address Line 2"), cols.get(rec, "Address Line 3"), cols.get(rec, "Address Line 4"), cols.get(rec, "Address Line 5"), cols.get(rec, "Address Line 6")),
			PostCode: cols.get(rec, "Address Postal Code"),
			Country:  country(cols.get(rec, "Address Country")),
		})
		if flag := cols.get(rec, "Current believed flag of ship"); flag != "" {
			e.Nationalities = append(e.Nationalities, country(flag))
		}
		e.Gender = gender(cols.get(rec, "Gender"))
		e.Programs = nonEmpty(cols.get(rec, "Regime Name"))
		if d, ok := ukDate(c, key, cols.get(rec, "Date Designated")); ok {
			e.ListedOn = d
		}
		for _, r := range []struct{ col, name string }{
			{"OFSI Group ID", "OFSI group ID"}, {"UN Reference Number", "UN reference"}, {"Position", "Position"},
			{"Other Information", "Other information"}, {"UK Statement of Reasons", "Statement of reasons"},
			{"Sanctions Imposed", "Sanctions imposed"}, {"Type of entity", "Type of entity"},
			{"Parent company", "Parent company"}, {"Subsidiaries", "Subsidiaries"}, {"Type of ship", "Type of ship"},
		} {
			if v := cols.get(rec, r.col); v != "" {
				e.Remarks = append(e.Remarks, screening.Remark{Name: r.name, Description: v})
			}
		}
		groups.add(key, e)
		return c.ctx.Err()
	})
	if err != nil {
		return err
	}
	if cols == nil {
		return fmt.Errorf("no header")
	}
	return groups.emit(c)
}
