// Package lists reads the published sanctions and PEP list files into the
// canonical [screening.Entity]: OFAC SDN legacy XML and the OFAC legacy CSV
// sets (SDN and Consolidated), the EU Financial Sanctions Files XML 1.1, the
// UN Security Council consolidated XML, the UK OFSI ConList CSV and FCDO UK
// Sanctions List CSV, the Swiss SECO XML, Canada's SEMA XML, Australia's
// DFAT xlsx, and FollowTheMoney entity files (NDJSON, as OpenSanctions
// publishes them, the way to load PEP data).
//
// Readers stream their input (an XML token loop, encoding/csv, one JSON
// line at a time), never panic on bad input, and report what they skipped
// as warnings of the [screening.Version] they return. [Detect] tells a
// file's list and format from its content (and, for the OFAC CSV sets,
// its published name); [Parse] reads one list's files.
//
// The package knows nothing of storage or HTTP.
package lists

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/screengate/screengate/service/screening"
)

// The list ids. They are stable: stored versions, entities and search
// results refer to lists by them (docs/choices.md).
const (
	OFACSDN    = "OFACL" // OFAC Specially Designated Nationals list
	OFACCons   = "OFACC" // OFAC Consolidated (non-SDN) list
	EU         = "EU"    // EU Financial Sanctions Files (consolidated list)
	UN         = "UN"    // UN Security Council consolidated list
	UKSL       = "UKSL"  // FCDO UK Sanctions List (the current UK source)
	HMTConList = "HMTSL" // UK HM Treasury / OFSI Consolidated List (ConList, retired 28 Jan 2026)
	SECO       = "SECO"  // Swiss SECO sanctions list (Gesamtliste)
	SEMA       = "SEMA"  // Canada Consolidated Autonomous Sanctions List (SEMA, JVCFOA)
	DFAT       = "DFAT"  // Australia DFAT Consolidated List
	PEP        = "PEP"   // politically exposed persons (FollowTheMoney, topics role.pep / role.rca)
)

// Format is a file layout a reader understands.
type Format string

// The formats.
const (
	FormatOFACXML Format = "ofac-xml"         // legacy sdnList XML (SDN.XML, CONSOLIDATED.XML)
	FormatOFACCSV Format = "ofac-csv"         // legacy CSV set: SDN/ADD/ALT/SDN_COMMENTS or CONS_PRIM/ADD/ALT/COMMENTS
	FormatEUXML   Format = "eu-fsf-xml"       // EU FSF XML 1.1
	FormatUNXML   Format = "un-xml"           // UN SC consolidated list XML
	FormatConList Format = "ofsi-conlist-csv" // OFSI ConList.csv
	FormatUKSL    Format = "fcdo-uksl-csv"    // FCDO UK-Sanctions-List.csv
	FormatSECO    Format = "seco-xml"         // SECO swiss-sanctions-list XML
	FormatSEMA    Format = "sema-xml"         // Global Affairs Canada sema-lmes.xml
	FormatDFAT    Format = "dfat-xlsx"        // DFAT Australian_Sanctions_Consolidated_List.xlsx
	FormatFTM     Format = "ftm-json"         // FollowTheMoney entities, one JSON object a line
)

// Info describes a list.
type Info struct {
	ID   string
	Name string
	// Format is the format of its official files, fetched from URLs (in
	// the order of the set's roles; several for the OFAC CSV sets). No
	// URLs means there is no official download (a retired list, or data
	// that needs a licence).
	Format Format
	URLs   []string
}

// Known returns the lists screengate knows, in a fixed order.
func Known() []Info {
	const ofac = "https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/"
	return []Info{
		{OFACSDN, "OFAC Specially Designated Nationals and Blocked Persons List", FormatOFACCSV,
			[]string{ofac + "SDN.CSV", ofac + "ADD.CSV", ofac + "ALT.CSV", ofac + "SDN_COMMENTS.CSV"}},
		{OFACCons, "OFAC Consolidated Sanctions List (non-SDN)", FormatOFACCSV,
			[]string{ofac + "CONS_PRIM.CSV", ofac + "CONS_ADD.CSV", ofac + "CONS_ALT.CSV", ofac + "CONS_COMMENTS.CSV"}},
		{EU, "EU Consolidated Financial Sanctions List", FormatEUXML,
			[]string{"https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw"}},
		{UN, "UN Security Council Consolidated List", FormatUNXML,
			[]string{"https://scsanctions.un.org/resources/xml/en/consolidated.xml"}},
		{UKSL, "UK Sanctions List (FCDO)", FormatUKSL,
			[]string{"https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.csv"}},
		{HMTConList, "UK HM Treasury Consolidated List of Financial Sanctions Targets (OFSI ConList, retired)", FormatConList, nil},
		{SECO, "Swiss SECO Sanctions List", FormatSECO,
			[]string{"https://www.sesam.search.admin.ch/sesam-search-web/pages/downloadXmlGesamtliste.xhtml?lang=en&action=downloadXmlGesamtlisteAction"}},
		{SEMA, "Canada Consolidated Autonomous Sanctions List", FormatSEMA,
			[]string{"https://www.international.gc.ca/world-monde/assets/office_docs/international_relations-relations_internationales/sanctions/sema-lmes.xml"}},
		{DFAT, "Australia DFAT Consolidated List", FormatDFAT,
			[]string{"https://www.dfat.gov.au/sites/default/files/Australian_Sanctions_Consolidated_List.xlsx"}},
		{PEP, "Politically exposed persons (FollowTheMoney)", FormatFTM, nil},
	}
}

// Lookup returns a known list by id.
func Lookup(id string) (Info, bool) {
	for _, i := range Known() {
		if i.ID == id {
			return i, true
		}
	}
	return Info{}, false
}

var idPattern = regexp.MustCompile(`^[A-Z][A-Z0-9_]{1,15}$`)

// ValidID reports whether id can name a list: a known id, or (for
// FollowTheMoney files of other datasets) 2-16 upper-case letters, digits
// and underscores starting with a letter.
func ValidID(id string) bool { return idPattern.MatchString(id) }

// formatsOf returns the formats a list may be imported from.
func formatsOf(id string) []Format {
	switch id {
	case OFACSDN, OFACCons:
		return []Format{FormatOFACCSV, FormatOFACXML}
	case PEP:
		return []Format{FormatFTM}
	}
	if i, ok := Lookup(id); ok {
		return []Format{i.Format}
	}
	return []Format{FormatFTM} // any other id: a FollowTheMoney dataset
}

// File is one input file.
type File struct {
	// Name is the file's name (a base name; the OFAC CSV sets are told
	// apart by their published names) or, for a download, its URL.
	Name string
	Data io.ReaderAt
	Size int64
}

// BytesFile returns a File over b.
func BytesFile(name string, b []byte) File {
	return File{Name: name, Data: bytes.NewReader(b), Size: int64(len(b))}
}

// OpenFile opens the file at path; the caller closes the returned closer.
func OpenFile(path string) (File, io.Closer, error) {
	f, err := os.Open(path)
	if err != nil {
		return File{}, nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return File{}, nil, err
	}
	if st.IsDir() {
		f.Close()
		return File{}, nil, fmt.Errorf("%s is a directory", path)
	}
	return File{Name: path, Data: f, Size: st.Size()}, f, nil
}

func (f File) reader() io.Reader { return io.NewSectionReader(f.Data, 0, f.Size) }

func (f File) base() string {
	n := f.Name
	if i := strings.IndexAny(n, "?#"); i >= 0 && strings.Contains(n, "://") {
		n = n[:i]
	}
	return filepath.Base(strings.ReplaceAll(n, "\\", "/"))
}

// Set is the files of one list version: one file, or the files of an OFAC
// CSV set (primary first).
type Set struct {
	List   string
	Format Format
	Files  []File
}

// Source returns the set's file names joined by ", ".
func (s Set) Source() string {
	names := make([]string, len(s.Files))
	for i, f := range s.Files {
		names[i] = f.Name
	}
	return strings.Join(names, ", ")
}

// ErrUnknownFormat is returned for a file no reader recognises.
var ErrUnknownFormat = errors.New("not a list file screengate can read")

// Group detects the list and format of each file and groups them into
// sets: one per file, except that the files of an OFAC CSV set (by their
// published names) form one set. When list is not empty every file must
// belong to that list and they form one set.
func Group(files []File, list string) ([]Set, error) {
	if list != "" && !ValidID(list) {
		return nil, fmt.Errorf("invalid list id %q", list)
	}
	var sets []Set
	for _, f := range files {
		d, err := Detect(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Name, err)
		}
		if list != "" {
			if !slices.Contains(formatsOf(list), d.Format) {
				return nil, fmt.Errorf("%s: a %s file (list %s) cannot be imported as list %s", f.Name, d.Format, d.List, list)
			}
			if d.Format == FormatFTM || d.Format == FormatOFACCSV || d.Format == FormatOFACXML {
				d.List = list
			}
		}
		if d.List == "" {
			return nil, fmt.Errorf("%s: an OFAC CSV file whose name does not say whether it belongs to the SDN list (sdn.csv, add.csv, alt.csv, sdn_comments.csv) or the Consolidated list (cons_prim.csv, cons_add.csv, cons_alt.csv, cons_comments.csv); rename it or give -list", f.Name)
		}
		if d.Format == FormatOFACCSV {
			sets = addToCSVSet(sets, d, f)
			continue
		}
		sets = append(sets, Set{List: d.List, Format: d.Format, Files: []File{f}})
	}
	if list != "" && len(sets) > 1 {
		return nil, fmt.Errorf("list %s: %d files given that do not form one version (give the files of one version)", list, len(files))
	}
	seen := map[string]bool{}
	for i := range sets {
		s := &sets[i]
		if seen[s.List] {
			return nil, fmt.Errorf("list %s given twice: import one version of a list at a time", s.List)
		}
		seen[s.List] = true
		if s.Format == FormatOFACCSV {
			if err := orderCSVSet(s); err != nil {
				return nil, err
			}
		}
	}
	return sets, nil
}

// addToCSVSet puts f into the OFAC CSV set of d.List, creating it.
func addToCSVSet(sets []Set, d Detected, f File) []Set {
	for i := range sets {
		if sets[i].List == d.List && sets[i].Format == FormatOFACCSV {
			sets[i].Files = append(sets[i].Files, f)
			return sets
		}
	}
	return append(sets, Set{List: d.List, Format: FormatOFACCSV, Files: []File{f}})
}

// Parse reads a set into entities and its version (source, publication
// date, SHA-256, counts, warnings). It fails on a file that is not of the
// set's format or cannot be read to its end; what it skipped inside an
// otherwise good file is in the warnings.
func Parse(ctx context.Context, s Set) (*Result, error) {
	if len(s.Files) == 0 {
		return nil, errors.New("lists: no files")
	}
	sum := sha256.New()
	for _, f := range s.Files {
		if _, err := io.Copy(sum, f.reader()); err != nil {
			return nil, fmt.Errorf("reading %s: %w", f.Name, err)
		}
	}
	c := newCollector(ctx, s.List)
	var err error
	switch s.Format {
	case FormatOFACXML:
		err = readOFACXML(c, s.Files[0])
	case FormatOFACCSV:
		err = readOFACCSV(c, s.Files)
	case FormatEUXML:
		err = readEU(c, s.Files[0])
	case FormatUNXML:
		err = readUN(c, s.Files[0])
	case FormatConList:
		err = readConList(c, s.Files[0])
	case FormatUKSL:
		err = readUKSL(c, s.Files[0])
	case FormatSECO:
		err = readSECO(c, s.Files[0])
	case FormatSEMA:
		err = readSEMA(c, s.Files[0])
	case FormatDFAT:
		err = readDFAT(c, s.Files[0])
	case FormatFTM:
		err = readFTM(c, s.Files[0])
	default:
		err = fmt.Errorf("unknown format %q", s.Format)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Source(), err)
	}
	r := c.result()
	r.Version.Source = s.Source()
	r.Version.SHA256 = hex.EncodeToString(sum.Sum(nil))
	return r, nil
}

// Result is what a reader produced.
type Result struct {
	Version  screening.Version
	Entities []screening.Entity
}
