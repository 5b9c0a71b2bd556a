package lists

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Detected is what [Detect] tells of a file.
type Detected struct {
	List   string // "" for an OFAC CSV file whose name does not say which set
	Format Format
	// Role is the file's place in an OFAC CSV set: "prim", "add", "alt"
	// or "comments".
	Role string
}

// Detect tells a file's list and format from its first bytes (and, for
// the files of the OFAC CSV sets, whose SDN and Consolidated layouts are
// the same, from their published names).
func Detect(f File) (Detected, error) {
	head := make([]byte, 8192)
	n, err := f.Data.ReadAt(head, 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return Detected{}, err
	}
	head = head[:n]
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	trimmed := bytes.TrimLeft(head, " \t\r\n")
	switch {
	case len(trimmed) == 0:
		return Detected{}, fmt.Errorf("empty file: %w", ErrUnknownFormat)
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		return Detected{List: DFAT, Format: FormatDFAT}, nil
	case trimmed[0] == '<':
		return detectXML(f)
	case trimmed[0] == '{':
		return Detected{List: PEP, Format: FormatFTM}, nil
	}
	first := string(trimmed)
	if i := strings.IndexAny(first, "\r\n"); i >= 0 {
		first = first[:i]
	}
	switch {
	case strings.HasPrefix(first, "Last Updated,"):
		return Detected{List: HMTConList, Format: FormatConList}, nil
	case strings.HasPrefix(first, "Report Date:"):
		return Detected{List: UKSL, Format: FormatUKSL}, nil
	case strings.HasPrefix(first, "Last Updated,Unique ID"):
		return Detected{List: UKSL, Format: FormatUKSL}, nil
	}
	if d, ok := detectOFACCSV(f.base(), first); ok {
		return d, nil
	}
	return Detected{}, ErrUnknownFormat
}

// ofacCSVNames are the published names of the OFAC CSV files.
var ofacCSVNames = map[string]Detected{
	"sdn.csv":           {OFACSDN, FormatOFACCSV, "prim"},
	"add.csv":           {OFACSDN, FormatOFACCSV, "add"},
	"alt.csv":           {OFACSDN, FormatOFACCSV, "alt"},
	"sdn_comments.csv":  {OFACSDN, FormatOFACCSV, "comments"},
	"cons_prim.csv":     {OFACCons, FormatOFACCSV, "prim"},
	"cons_add.csv":      {OFACCons, FormatOFACCSV, "add"},
	"cons_alt.csv":      {OFACCons, FormatOFACCSV, "alt"},
	"cons_comments.csv": {OFACCons, FormatOFACCSV, "comments"},
}

// detectOFACCSV recognises an OFAC CSV file by its name, or by its first
// line (an entry number, then the number of columns of its role).
func detectOFACCSV(name, first string) (Detected, bool) {
	if d, ok := ofacCSVNames[strings.ToLower(name)]; ok {
		return d, true
	}
	i := strings.IndexByte(first, ',')
	if i <= 0 {
		return Detected{}, false
	}
	for _, c := range first[:i] {
		if c < '0' || c > '9' {
			return Detected{}, false
		}
	}
	role := ""
	switch cols := csvFields(first); cols {
	case 12:
		role = "prim"
	case 6:
		role = "add"
	case 5:
		role = "alt"
	case 2:
		role = "comments"
	default:
		return Detected{}, false
	}
	list := ""
	lower := strings.ToLower(name)
	switch {
	case strings.Contains(lower, "cons"):
		list = OFACCons
	case strings.Contains(lower, "sdn"):
		list = OFACSDN
	}
	return Detected{List: list, Format: FormatOFACCSV, Role: role}, true
}

// csvFields counts the fields of one CSV line (quotes respected).
func csvFields(line string) int {
	n, quoted := 1, false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"':
			quoted = !quoted
		case ',':
			if !quoted {
				n++
			}
		}
	}
	return n
}

// roleOf returns an OFAC CSV file's role.
func roleOf(f File) string {
	if d, ok := ofacCSVNames[strings.ToLower(f.base())]; ok {
		return d.Role
	}
	head := make([]byte, 4096)
	n, _ := f.Data.ReadAt(head, 0)
	first := string(bytes.TrimPrefix(head[:n], []byte("\xef\xbb\xbf")))
	if i := strings.IndexAny(first, "\r\n"); i >= 0 {
		first = first[:i]
	}
	d, _ := detectOFACCSV("", first)
	return d.Role
}

// orderCSVSet puts the primary file of an OFAC CSV set first and checks
// that no role is given twice.
func orderCSVSet(s *Set) error {
	order := map[string]int{"prim": 0, "add": 1, "alt": 2, "comments": 3}
	byRole := make([]*File, 4)
	for i := range s.Files {
		r := roleOf(s.Files[i])
		o, ok := order[r]
		if !ok {
			return fmt.Errorf("%s: not a file of an OFAC CSV set", s.Files[i].Name)
		}
		if byRole[o] != nil {
			return fmt.Errorf("list %s: two %s files (%s and %s)", s.List, r, byRole[o].Name, s.Files[i].Name)
		}
		byRole[o] = &s.Files[i]
	}
	if byRole[0] == nil {
		return fmt.Errorf("list %s: the set has no primary file (sdn.csv or cons_prim.csv)", s.List)
	}
	var files []File
	for _, f := range byRole {
		if f != nil {
			files = append(files, *f)
		}
	}
	s.Files = files
	return nil
}

// detectXML reads the root element.
func detectXML(f File) (Detected, error) {
	d := xml.NewDecoder(io.LimitReader(f.reader(), 1<<20))
	d.Strict = false
	for {
		tok, err := d.RawToken()
		if err != nil {
			return Detected{}, fmt.Errorf("%w (no root element: %v)", ErrUnknownFormat, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "sdnList":
			if strings.Contains(strings.ToLower(f.base()), "cons") {
				return Detected{List: OFACCons, Format: FormatOFACXML}, nil
			}
			return Detected{List: OFACSDN, Format: FormatOFACXML}, nil
		case "export":
			return Detected{List: EU, Format: FormatEUXML}, nil
		case "CONSOLIDATED_LIST":
			return Detected{List: UN, Format: FormatUNXML}, nil
		case "swiss-sanctions-list":
			return Detected{List: SECO, Format: FormatSECO}, nil
		case "data-set":
			return Detected{List: SEMA, Format: FormatSEMA}, nil
		}
		return Detected{}, fmt.Errorf("%w (XML root <%s>)", ErrUnknownFormat, se.Name.Local)
	}
}
