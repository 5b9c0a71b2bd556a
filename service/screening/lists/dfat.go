package lists

import (
	"archive/zip"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service/screening"
)

// Limits on an xlsx file's parts once decompressed, so that a zip bomb
// is an error, not an exhausted machine.
const (
	maxSheetBytes   = 512 << 20
	maxStringsBytes = 256 << 20
	maxPartBytes    = 16 << 20
)

// xlsxSheet reads the first worksheet of an xlsx file as rows of cell
// text (shared and inline strings resolved, numbers as written). It is the
// small part of SpreadsheetML the DFAT list needs: archive/zip and
// encoding/xml, streaming the sheet row by row.
func xlsxSheet(f File, row func(cells []string) error) (modified string, err error) {
	zr, err := zip.NewReader(f.Data, f.Size)
	if err != nil {
		return "", fmt.Errorf("xlsx: %w", err)
	}
	files := map[string]*zip.File{}
	for _, zf := range zr.File {
		files[strings.TrimPrefix(zf.Name, "/")] = zf
	}
	open := func(name string, limit int64) (io.ReadCloser, error) {
		zf := files[name]
		if zf == nil {
			return nil, fmt.Errorf("xlsx: no %s", name)
		}
		rc, err := zf.Open()
		if err != nil {
			return nil, fmt.Errorf("xlsx: %s: %w", name, err)
		}
		return struct {
			io.Reader
			io.Closer
		}{&limitErr{r: rc, n: limit, name: name}, rc}, nil
	}
	sheet, err := firstSheet(files, open)
	if err != nil {
		return "", err
	}
	var shared []string
	if _, ok := files["xl/sharedStrings.xml"]; ok {
		rc, err := open("xl/sharedStrings.xml", maxStringsBytes)
		if err != nil {
			return "", err
		}
		shared, err = readSharedStrings(rc)
		rc.Close()
		if err != nil {
			return "", err
		}
	}
	if _, ok := files["docProps/core.xml"]; ok {
		if rc, err := open("docProps/core.xml", maxPartBytes); err == nil {
			var core struct {
				Modified string `xml:"modified"`
			}
			if xml.NewDecoder(rc).Decode(&core) == nil {
				modified = core.Modified
			}
			rc.Close()
		}
	}
	rc, err := open(sheet, maxSheetBytes)
	if err != nil {
		return "", err
	}
	defer rc.Close()
	return modified, readSheetRows(rc, shared, row)
}

// limitErr reads at most n bytes and then fails (io.LimitReader would end
// quietly, turning a bomb into a truncated file).
type limitErr struct {
	r    io.Reader
	n    int64
	name string
}

func (l *limitErr) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, fmt.Errorf("xlsx: %s larger than the limit", l.name)
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	n, err := l.r.Read(p)
	l.n -= int64(n)
	return n, err
}

// firstSheet finds the path of the workbook's first sheet.
func firstSheet(files map[string]*zip.File, open func(string, int64) (io.ReadCloser, error)) (string, error) {
	var wb struct {
		Sheets []struct {
			RID string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	var rels struct {
		Rel []struct {
			ID     string `xml:"Id,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	if rc, err := open("xl/workbook.xml", maxPartBytes); err == nil {
		err = xml.NewDecoder(rc).Decode(&wb)
		rc.Close()
		if err == nil && len(wb.Sheets) > 0 {
			if rc, err := open("xl/_rels/workbook.xml.rels", maxPartBytes); err == nil {
				err = xml.NewDecoder(rc).Decode(&rels)
				rc.Close()
				if err == nil {
					for _, r := range rels.Rel {
						if r.ID == wb.Sheets[0].RID {
							p := r.Target
							if strings.HasPrefix(p, "/") {
								p = strings.TrimPrefix(p, "/")
							} else {
								p = path.Join("xl", p)
							}
							if _, ok := files[p]; ok {
								return p, nil
							}
						}
					}
				}
			}
		}
	}
	if _, ok := files["xl/worksheets/sheet1.xml"]; ok {
		return "xl/worksheets/sheet1.xml", nil
	}
	return "", errors.New("xlsx: no worksheet")
}

// readSharedStrings reads xl/sharedStrings.xml: each si's text, rich-text
// runs joined, phonetic runs left out.
func readSharedStrings(r io.Reader) ([]string, error) {
	d := xml.NewDecoder(r)
	var out []string
	var cur strings.Builder
	in, inT, inRPh := false, false, false
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("xlsx: shared strings: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "si":
				in = true
				cur.Reset()
			case "t":
				inT = in
			case "rPh":
				inRPh = true
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "si":
				in = false
				out = append(out, cur.String())
			case "t":
				inT = false
			case "rPh":
				inRPh = false
			}
		case xml.CharData:
			if inT && !inRPh {
				cur.Write(t)
			}
		}
	}
}

// readSheetRows streams the sheet's rows; cells are placed by their
// reference (A1), so skipped empty cells keep the columns aligned.
func readSheetRows(r io.Reader, shared []string, row func([]string) error) error {
	d := xml.NewDecoder(r)
	var cells []string
	var typ, ref string
	var val strings.Builder
	inV, inIS := false, false
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("xlsx: sheet: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "row":
				cells = cells[:0]
			case "c":
				typ, ref = "", ""
				val.Reset()
				for _, a := range t.Attr {
					switch a.Name.Local {
					case "t":
						typ = a.Value
					case "r":
						ref = a.Value
					}
				}
			case "v":
				inV = true
			case "is":
				inIS = true
			case "t":
				if inIS {
					inV = true
				}
			}
		case xml.CharData:
			if inV {
				val.Write(t)
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "v":
				inV = false
			case "t":
				if inIS {
					inV = false
				}
			case "is":
				inIS = false
			case "c":
				v := val.String()
				if typ == "s" {
					i, err := strconv.Atoi(strings.TrimSpace(v))
					if err != nil || i < 0 || i >= len(shared) {
						return fmt.Errorf("xlsx: cell %s: shared string %q out of range", ref, v)
					}
					v = shared[i]
				}
				col := len(cells)
				if c, ok := colIndex(ref); ok {
					col = c
				}
				if col > 16384 {
					return fmt.Errorf("xlsx: cell %s: column out of range", ref)
				}
				for len(cells) < col {
					cells = append(cells, "")
				}
				if col < len(cells) {
					cells[col] = v
				} else {
					cells = append(cells, v)
				}
			case "row":
				if err := row(cells); err != nil {
					return err
				}
			}
		}
	}
}

// colIndex returns the zero-based column of a cell reference ("C7" -> 2).
func colIndex(ref string) (int, bool) {
	n := 0
	i := 0
	for ; i < len(ref) && ref[i] >= 'A' && ref[i] <= 'Z'; i++ {
		n = n*26 + int(ref[i]-'A'+1)
		if n > 1<<20 {
			return 0, false
		}
	}
	if i == 0 {
		return 0, false
	}
	return n - 1, true
}

// readDFAT reads the DFAT Consolidated List xlsx: a header row (Reference,
// Name of Individual or Entity, Type, Name Type, Alias Strength, Date of
// Birth, Place of Birth, Citizenship, Address, Additional Information,
// Listing Information, IMO Number, Committees, Control Date, ...), then
// one row per name; an alias row's reference is its entry's with a letter
// ("101a" for "101"), and the entry's key is the number. Dates are text
// ("a) 30/04/1963 b) 1960") or Excel serials; cells carry _x000D_ line
// breaks.
func readDFAT(c *collector, f File) error {
	var cols columns
	var groups ukGroups
	line := 0
	modified, err := xlsxSheet(f, func(rec []string) error {
		line++
		if cols == nil {
			if len(rec) == 0 {
				return nil
			}
			cols = newColumns(rec)
			if !cols.has("Reference", "Name of Individual or Entity") {
				return fmt.Errorf("row %d: not the DFAT header (Reference, Name of Individual or Entity, ...)", line)
			}
			return nil
		}
		ref := cols.get(rec, "Reference")
		if ref == "" {
			return nil
		}
		key := strings.TrimRight(ref, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ")
		if key == "" {
			c.warnf("row %d: reference %q has no number; skipped", line, ref)
			return nil
		}
		e := screening.Entity{Key: key, Kind: kindOf(cols.get(rec, "Type"))}
		name := screening.Name{Full: cols.get(rec, "Name of Individual or Entity"), Type: screening.NameAlias}
		switch strings.ToLower(cols.get(rec, "Name Type")) {
		case "primary name":
			name.Type = screening.NamePrimary
		case "original script":
			name.Quality = screening.QualityStrong
		}
		name.Quality = max(name.Quality, ukQuality(cols.get(rec, "Alias Strength")))
		e.Names = append(e.Names, name)
		for _, d := range splitLettered(cols.get(rec, "Date of Birth")) {
			if bd, ok := semaDate(d); ok {
				e.BirthDates = append(e.BirthDates, bd)
			} else {
				c.warnf("reference %s: date of birth %q not understood", ref, d)
			}
		}
		for _, p := range splitLettered(cols.get(rec, "Place of Birth")) {
			e.BirthPlaces = append(e.BirthPlaces, splitPlace(p))
		}
		for _, n := range strings.Split(cols.get(rec, "Citizenship"), ",") {
			if n = strings.TrimSpace(n); n != "" {
				e.Nationalities = append(e.Nationalities, country(n))
			}
		}
		for _, a := range splitLettered(cols.get(rec, "Address")) {
			addr := screening.Address{Lines: []string{a}}
			if i := strings.LastIndex(a, ","); i >= 0 && CountryCode(a[i+1:]) != "" {
				addr = screening.Address{Lines: []string{strings.TrimSpace(a[:i])}, Country: country(a[i+1:])}
			}
			e.Addresses = append(e.Addresses, addr)
		}
		if imo := cols.get(rec, "IMO Number"); imo != "" {
			e.Documents = append(e.Documents, screening.Document{Type: "imo", Label: "IMO Number", Number: imo})
		}
		e.Programs = nonEmpty(cols.get(rec, "Committees"))
		if li := cols.get(rec, "Listing Information"); li != "" {
			if d, ok := semaDate(li); ok {
				e.ListedOn = d
			} else {
				e.Remarks = append(e.Remarks, screening.Remark{Name: "Listing information", Description: li})
			}
		}
		if ai := cols.get(rec, "Additional Information"); ai != "" {
			e.Remarks = append(e.Remarks, screening.Remark{Name: "Additional information", Description: ai})
		}
		if in := cols.get(rec, "Instrument of Designation"); in != "" {
			e.Remarks = append(e.Remarks, screening.Remark{Name: "Instrument of designation", Description: in})
		}
		groups.add(key, e)
		return c.ctx.Err()
	})
	if err != nil {
		return err
	}
	if cols == nil {
		return errors.New("no header row")
	}
	c.published = dateTime(modified, "2006-01-02T15:04:05Z07:00", "2006-01-02T15:04:05Z")
	return groups.emit(c)
}

// splitLettered splits "a) 30/04/1963 b) 1960" into its items; a value
// without letters is one item.
func splitLettered(s string) []string {
	s = clean(s)
	if s == "" {
		return nil
	}
	if !strings.HasPrefix(s, "a) ") && !strings.Contains(s, " b) ") {
		return []string{s}
	}
	var out []string
	rest := s
	for letter := 'a'; letter <= 'z'; letter++ {
		marker := string(letter) + ") "
		next := " " + string(letter+1) + ") "
		rest = strings.TrimPrefix(strings.TrimSpace(rest), marker)
		i := strings.Index(rest, next)
		if i < 0 {
			out = append(out, strings.Trim(strings.TrimSpace(rest), ",;"))
			break
		}
		out = append(out, strings.Trim(strings.TrimSpace(rest[:i]), ",;"))
		rest = rest[i+1:]
	}
	return out
}
