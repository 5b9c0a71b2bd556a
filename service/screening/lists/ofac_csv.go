package lists

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/screengate/screengate/service/screening"
)

// readOFACCSV reads an OFAC legacy CSV set: the primary file (SDN.CSV or
// CONS_PRIM.CSV: ent_num, name, type, programs, title, call sign, vessel
// type, tonnage, GRT, vessel flag, vessel owner, remarks), then the
// addresses, alternate names and remarks overflow that refer to it by
// ent_num. "-0- " is the null marker, lines end in CRLF and the files end
// with a 0x1A byte. Remarks hold dates and places of birth, nationalities,
// identity documents and the weak a.k.a.s, which are parsed out of them.
func readOFACCSV(c *collector, files []File) error {
	var entities []screening.Entity
	byNum := map[string]int{}
	remarks := map[string]string{}
	for _, f := range files {
		role := roleOf(f)
		err := readCSV(f, func(line int, rec []string) error {
			if len(rec) == 1 && rec[0] == "" {
				return nil
			}
			num := ofacField(rec, 0)
			switch role {
			case "prim":
				if len(rec) < 12 {
					c.warnf("%s line %d: %d fields, want 12; skipped", f.base(), line, len(rec))
					return nil
				}
				if _, dup := byNum[num]; dup {
					c.warnf("%s line %d: entry %s repeated; merged", f.base(), line, num)
				}
				e := ofacPrimary(rec)
				byNum[num] = len(entities)
				entities = append(entities, e)
				remarks[num] = ofacField(rec, 11)
			case "add", "alt", "comments":
				i, ok := byNum[num]
				if !ok {
					c.warnf("%s line %d: refers to entry %q, which the primary file does not have; skipped", f.base(), line, num)
					return nil
				}
				e := &entities[i]
				switch role {
				case "add":
					if len(rec) < 5 {
						c.warnf("%s line %d: %d fields, want 6; skipped", f.base(), line, len(rec))
						return nil
					}
					e.Addresses = append(e.Addresses, screening.Address{Lines: nonEmpty(ofacField(rec, 2)),
						City: ofacField(rec, 3), Country: country(ofacField(rec, 4)), Note: ofacField(rec, 5)})
				case "alt":
					if len(rec) < 4 {
						c.warnf("%s line %d: %d fields, want 5; skipped", f.base(), line, len(rec))
						return nil
					}
					t := screening.NameAlias
					if strings.EqualFold(ofacField(rec, 2), "fka") {
						t = screening.NameFormer
					}
					// ALT.CSV holds the strong a.k.a.s; the weak ones are
					// only in the remarks.
					n := ofacCSVName(e.Kind, ofacField(rec, 3), t, screening.QualityStrong)
					if r := ofacField(rec, 4); r != "" {
						n.Title = ""
						e.Remarks = append(e.Remarks, screening.Remark{Name: "Alias remarks", Description: n.Full + ": " + r})
					}
					e.Names = append(e.Names, n)
				case "comments":
					// The remarks overflow continues the primary file's
					// remarks text exactly where it was cut.
					remarks[num] += strings.TrimRight(strings.Join(rec[1:], ","), " ")
				}
			}
			return c.ctx.Err()
		})
		if err != nil {
			return fmt.Errorf("%s: %w", f.base(), err)
		}
	}
	for i := range entities {
		e := &entities[i]
		if r := clean(remarks[e.Key]); r != "" {
			parseOFACRemarks(c, e, r)
			e.Remarks = append([]screening.Remark{{Name: "Remarks", Description: r}}, e.Remarks...)
		}
		if err := c.add(*e); err != nil {
			return err
		}
	}
	return nil
}

// readCSV streams a CSV file: BOM and trailing 0x1A stripped, quotes
// read leniently, any number of fields per line.
func readCSV(f File, fn func(line int, rec []string) error) error {
	r := csv.NewReader(&csvCleaner{r: f.reader()})
	r.LazyQuotes = true
	r.FieldsPerRecord = -1
	r.ReuseRecord = true
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		line, _ := r.FieldPos(0)
		if err := fn(line, rec); err != nil {
			return err
		}
	}
}

// csvCleaner drops a leading UTF-8 BOM and every 0x1A (DOS end of file)
// byte from a stream.
type csvCleaner struct {
	r       io.Reader
	started bool
}

func (c *csvCleaner) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	b := p[:n]
	if !c.started && n > 0 {
		c.started = true
		if bytes.HasPrefix(b, []byte("\xef\xbb\xbf")) {
			b = b[3:]
		}
	}
	out := p[:0]
	for _, x := range b {
		if x != 0x1a {
			out = append(out, x)
		}
	}
	return len(out), err
}

// ofacField returns field i, cleaned, with OFAC's "-0-" null as "".
func ofacField(rec []string, i int) string {
	if i >= len(rec) {
		return ""
	}
	v := clean(rec[i])
	if v == "-0-" {
		return ""
	}
	return v
}

func ofacPrimary(rec []string) screening.Entity {
	e := screening.Entity{Key: ofacField(rec, 0), Kind: ofacKind(ofacField(rec, 2))}
	n := ofacCSVName(e.Kind, ofacField(rec, 1), screening.NamePrimary, 0)
	n.Title = ofacField(rec, 4)
	e.Names = []screening.Name{n}
	for _, p := range strings.Split(ofacField(rec, 3), "] [") {
		e.Programs = append(e.Programs, strings.Trim(p, "[] "))
	}
	if cs := ofacField(rec, 5); cs != "" {
		e.Documents = append(e.Documents, screening.Document{Type: "other", Label: "Call Sign", Number: cs})
	}
	if flag := ofacField(rec, 9); flag != "" {
		e.Nationalities = append(e.Nationalities, country(flag))
	}
	vessel := joinNonEmpty("; ", prefixed("Vessel type: ", ofacField(rec, 6)), prefixed("Vessel flag: ", ofacField(rec, 9)),
		prefixed("Vessel owner: ", ofacField(rec, 10)), prefixed("Tonnage: ", ofacField(rec, 7)),
		prefixed("Gross registered tonnage: ", ofacField(rec, 8)))
	if vessel != "" {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Vessel", Description: vessel})
	}
	return e
}

// ofacCSVName splits a person's "LAST, First" into its parts; other
// names are kept whole (a company name may hold a comma).
func ofacCSVName(k screening.Kind, full string, t screening.NameType, q screening.Quality) screening.Name {
	n := screening.Name{Full: full, Type: t, Quality: q}
	if k == screening.KindPerson {
		if i := strings.Index(full, ", "); i > 0 {
			n.Last, n.First = strings.TrimSpace(full[:i]), strings.TrimSpace(full[i+2:])
		} else {
			n.Last = full
		}
	}
	return n
}

var (
	reQuoted   = regexp.MustCompile(`'(.+)'`)
	reTrailing = regexp.MustCompile(`\s*\(([^()]*)\)\s*$`)
)

// ofacIDLabels are the identity document labels OFAC writes in remarks,
// longest first so that "National ID No." wins over "ID No.".
var ofacIDLabels = []string{
	"Vessel Registration Identification", "Business Registration Number", "Business Registration Document #",
	"Aircraft Manufacturer's Serial Number (MSN)", "Aircraft Mode S Transponder Code", "Commercial Registry Number",
	"Government Gazette Number", "Registration Certificate Number", "Personal ID Card", "Identification Number",
	"National Foreign ID Number", "Registration Number", "Registration ID", "National ID No.", "Passport",
	"Diplomatic Passport", "Tax ID No.", "Cedula No.", "Driver's License No.", "Legal Entity Number", "Company Number",
	"UK Company Number", "Chinese Commercial Code", "Residency Number", "Birth Certificate Number", "Kenyan ID No.",
	"Trade License No.", "V.A.T. Number", "RFC", "CURP", "NIT #", "SSN", "D-U-N-S Number", "Matricula Mercantil No",
	"C.U.I.P.", "C.U.I.T.", "RUC #", "Public Registration Number", "Certificate of Incorporation Number",
	"Stateless Person Passport", "Refugee ID Card", "Electoral Registry No.", "Immigration No.", "Serial No.",
	"Nationality of Registration", "MMSI", "Travel Document Number", "Credencial electoral", "Pasaporte",
	"Economic Register Number (CBLS)", "Bosnian Personal ID No.", "Turkish Identification Number", "US FEIN",
	"Afghan Money Service Provider License Number", "Central Registration System Number", "Dubai Chamber of Commerce Membership No.",
	"Istanbul Chamber of Commerce Number", "Tax ID", "Unified Social Credit Code (USCC)", "Citizen's Card Number",
}

func init() {
	// Longest first.
	for i := 1; i < len(ofacIDLabels); i++ {
		for j := i; j > 0 && len(ofacIDLabels[j]) > len(ofacIDLabels[j-1]); j-- {
			ofacIDLabels[j], ofacIDLabels[j-1] = ofacIDLabels[j-1], ofacIDLabels[j]
		}
	}
}

// parseOFACRemarks reads the structured parts of an OFAC remarks text:
// "DOB ...", "POB ...", "nationality ...", "citizen ...", "Gender ...",
// identity documents ("Passport P0017003 (Belize)"), the weak a.k.a.s
// ("a.k.a. 'BURTON BURGESS'") and former names ("f.k.a. '...'"). Each
// part may start "alt. ". The whole text stays in the remarks.
func parseOFACRemarks(c *collector, e *screening.Entity, remarks string) {
	for _, part := range strings.Split(remarks, "; ") {
		part = strings.TrimSpace(part)
		part = strings.TrimPrefix(part, "alt. ")
		lower := strings.ToLower(part)
		switch {
		case strings.HasPrefix(lower, "a.k.a. ") || strings.HasPrefix(lower, "f.k.a. ") || strings.HasPrefix(lower, "n.k.a. "):
			m := reQuoted.FindStringSubmatch(part)
			if m == nil {
				continue
			}
			t := screening.NameAlias
			if strings.HasPrefix(lower, "f.k.a.") {
				t = screening.NameFormer
			}
			e.Names = append(e.Names, ofacCSVName(e.Kind, clean(m[1]), t, screening.QualityWeak))
		case strings.HasPrefix(part, "DOB "):
			v := strings.TrimSuffix(part[4:], ".")
			if d, ok := parseDate(v); ok {
				e.BirthDates = append(e.BirthDates, d)
			} else {
				c.warnf("entry %s: date of birth %q not understood", e.Key, v)
			}
		case strings.HasPrefix(part, "POB "):
			e.BirthPlaces = append(e.BirthPlaces, splitPlace(strings.TrimSuffix(part[4:], ".")))
		case strings.HasPrefix(lower, "nationality "):
			e.Nationalities = append(e.Nationalities, country(strings.TrimSuffix(part[len("nationality "):], ".")))
		case strings.HasPrefix(lower, "citizen "):
			e.Nationalities = append(e.Nationalities, country(strings.TrimSuffix(part[len("citizen "):], ".")))
		case strings.HasPrefix(part, "Gender "):
			e.Gender = gender(strings.TrimSuffix(part[len("Gender "):], "."))
		default:
			if d, ok := ofacDocument(part); ok {
				e.Documents = append(e.Documents, d)
			}
		}
	}
}

// ofacDocument reads "Passport 2018278055 (Russia)", "Business
// Registration Number 0582030 (Connecticut) (United States)", "Vessel
// Registration Identification IMO 9486910" or "MMSI 636013272".
func ofacDocument(part string) (screening.Document, bool) {
	for _, label := range ofacIDLabels {
		if !strings.HasPrefix(part, label+" ") {
			continue
		}
		rest := strings.TrimSuffix(strings.TrimSpace(part[len(label):]), ".")
		d := screening.Document{Type: docType(label), Label: label}
		// Trailing parenthesised parts: the last that is a country is the
		// issuing country; the others are notes. Text after them ("issued
		// 01 Jan 2000") is a note as well.
		var notes []string
		if i := strings.Index(rest, ")"); i >= 0 && i < len(rest)-1 {
			if j := strings.LastIndex(rest, ")"); j < len(rest)-1 {
				notes = append(notes, strings.TrimSpace(rest[j+1:]))
				rest = strings.TrimSpace(rest[:j+1])
			}
		}
		for {
			m := reTrailing.FindStringSubmatchIndex(rest)
			if m == nil {
				break
			}
			inner := rest[m[2]:m[3]]
			if d.Country.Name == "" && CountryCode(inner) != "" {
				d.Country = country(inner)
			} else {
				notes = append([]string{inner}, notes...)
			}
			rest = strings.TrimSpace(rest[:m[0]])
		}
		if strings.HasPrefix(rest, "IMO ") {
			d.Type, rest = "imo", strings.TrimSpace(rest[4:])
		}
		if label == "MMSI" {
			d.Type = "other"
		}
		d.Number = rest
		d.Note = joinNonEmpty("; ", notes...)
		if d.Number == "" {
			return screening.Document{}, false
		}
		return d, true
	}
	return screening.Document{}, false
}
