package lists

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/screengate/screengate/service/screening"
)

// maxWarnings is how many warnings a version keeps; the rest are counted.
const maxWarnings = 100

// collector gathers a reader's entities: it fills the list id, merges
// entries that share a key, drops entries without a key or a name, and
// keeps the warnings.
type collector struct {
	ctx       context.Context
	list      string
	entities  []screening.Entity
	index     map[string]int
	warnings  []string
	dropped   int // warnings beyond maxWarnings
	published time.Time
	n         int
}

func newCollector(ctx context.Context, list string) *collector {
	return &collector{ctx: ctx, list: list, index: map[string]int{}}
}

func (c *collector) warnf(format string, args ...any) {
	if len(c.warnings) >= maxWarnings {
		c.dropped++
		return
	}
	c.warnings = append(c.warnings, fmt.Sprintf(format, args...))
}

// add finishes e and keeps it; it returns the context's error when the
// read was cancelled.
func (c *collector) add(e screening.Entity) error {
	c.n++
	if c.n%256 == 0 {
		if err := c.ctx.Err(); err != nil {
			return err
		}
	}
	e.List = c.list
	e.Key = clean(e.Key)
	if e.Key == "" {
		c.warnf("skipped an entry without a key (%s)", firstName(e))
		return nil
	}
	finish(&e)
	if len(e.Names) == 0 {
		c.warnf("skipped entry %s: no name", e.Key)
		return nil
	}
	if i, ok := c.index[e.Key]; ok {
		c.warnf("entry %s listed more than once; merged", e.Key)
		c.entities[i].Merge(&e)
		finish(&c.entities[i])
		return nil
	}
	c.index[e.Key] = len(c.entities)
	c.entities = append(c.entities, e)
	return nil
}

func firstName(e screening.Entity) string {
	for _, n := range e.Names {
		if n.Full != "" {
			return n.Full
		}
	}
	return "no name"
}

func (c *collector) result() *Result {
	w := c.warnings
	if c.dropped > 0 {
		w = append(w, fmt.Sprintf("... and %d more warnings", c.dropped))
	}
	names := 0
	for i := range c.entities {
		names += len(c.entities[i].Names)
	}
	return &Result{
		Version: screening.Version{List: c.list, Published: c.published, Entities: len(c.entities),
			Names: names, Warnings: w},
		Entities: c.entities,
	}
}

// finish tidies an entity: names without text go, exact duplicates of any
// value go, the primary name comes first (the first name is made primary
// when none is marked), and empty values are dropped.
func finish(e *screening.Entity) {
	names := e.Names[:0:0]
	for _, n := range e.Names {
		n.Full = clean(n.Full)
		if n.Full == "" {
			n.Full = joinName(n)
		}
		if n.Full == "" {
			continue
		}
		if n.Script == "" {
			n.Script = scriptOf(n.Full)
		}
		names = append(names, n)
	}
	names = uniq(names)
	for i, n := range names {
		if n.Type == screening.NamePrimary {
			if i > 0 {
				copy(names[1:i+1], names[:i])
				names[0] = n
			}
			break
		}
	}
	if len(names) > 0 && names[0].Type != screening.NamePrimary {
		names[0].Type = screening.NamePrimary
	}
	// A second name marked primary is an alias of the first.
	for i := 1; i < len(names); i++ {
		if names[i].Type == screening.NamePrimary {
			names[i].Type = screening.NameAlias
		}
	}
	e.Names = uniq(names)
	e.BirthDates = uniq(filter(e.BirthDates, func(d screening.Date) bool { return d != screening.Date{} }))
	e.BirthPlaces = uniq(filter(e.BirthPlaces, func(p screening.Place) bool { return p != screening.Place{} }))
	e.Nationalities = uniq(filter(e.Nationalities, func(c screening.Country) bool { return c != screening.Country{} }))
	e.Addresses = uniq(filter(e.Addresses, func(a screening.Address) bool {
		return len(a.Lines) > 0 || a.City != "" || a.Region != "" || a.PostCode != "" || a.Country != (screening.Country{}) || a.Note != ""
	}))
	e.Documents = uniq(filter(e.Documents, func(d screening.Document) bool { return d.Number != "" }))
	e.Programs = uniq(filter(e.Programs, func(s string) bool { return s != "" }))
	e.Topics = uniq(filter(e.Topics, func(s string) bool { return s != "" }))
	e.Remarks = uniq(filter(e.Remarks, func(r screening.Remark) bool { return r.Description != "" }))
}

func filter[T any](s []T, keep func(T) bool) []T {
	var out []T
	for _, v := range s {
		if keep(v) {
			out = append(out, v)
		}
	}
	return out
}

// uniq drops repeated values, keeping the first of each.
func uniq[T any](s []T) []T {
	if len(s) < 2 {
		return s
	}
	out := make([]T, 0, len(s))
	seen := make(map[string]bool, len(s))
	for _, v := range s {
		k := fmt.Sprintf("%#v", v)
		if !seen[k] {
			seen[k] = true
			out = append(out, v)
		}
	}
	return out
}

// joinName is the whole name of a name given in parts: given names, then
// the family name.
func joinName(n screening.Name) string {
	parts := append([]string{n.First}, n.Middle...)
	parts = append(parts, n.Last)
	return joinNonEmpty(" ", parts...)
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = clean(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// clean returns s with surrounding space trimmed and inner runs of white
// space (line breaks, tabs, no-break spaces, Excel's _x000D_) made one
// space. Invalid UTF-8 is read as Windows-1252, the encoding older list
// files use.
func clean(s string) string {
	if !utf8.ValidString(s) {
		s = fromWindows1252(s)
	}
	if strings.Contains(s, "_x000") {
		s = strings.NewReplacer("_x000D_", " ", "_x000A_", " ", "_x0009_", " ").Replace(s)
	}
	simple := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || c == '\t' || c == '\n' || c == '\r' || (c == ' ' && (i == 0 || i == len(s)-1 || s[i+1] == ' ')) {
			simple = false
			break
		}
	}
	if simple {
		return s
	}
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || r == '\u00a0' || r == '\u200b' || r == '\ufeff'
	}), " ")
}

// win1252 maps the bytes 0x80-0x9F of Windows-1252 (the rest equal
// Latin-1).
var win1252 = [32]rune{
	'€', '\u0081', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u008d', 'Ž', '\u008f',
	'\u0090', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u009d', 'ž', 'Ÿ',
}

// fromWindows1252 decodes s as UTF-8 where it is valid and each other byte
// as Windows-1252.
func fromWindows1252(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError && n == 1 {
			c := s[0]
			if c >= 0x80 && c < 0xA0 {
				r = win1252[c-0x80]
			} else {
				r = rune(c)
			}
		}
		b.WriteRune(r)
		s = s[n:]
	}
	return b.String()
}

// scripts are the writing systems scriptOf tells apart, with their ISO
// 15924 codes.
var scripts = []struct {
	code  string
	table *unicode.RangeTable
}{
	{"Cyrl", unicode.Cyrillic}, {"Arab", unicode.Arabic}, {"Hani", unicode.Han}, {"Hang", unicode.Hangul},
	{"Grek", unicode.Greek}, {"Hebr", unicode.Hebrew}, {"Geor", unicode.Georgian}, {"Armn", unicode.Armenian},
	{"Thai", unicode.Thai}, {"Deva", unicode.Devanagari}, {"Hira", unicode.Hiragana}, {"Kana", unicode.Katakana},
	{"Ethi", unicode.Ethiopic}, {"Mymr", unicode.Myanmar}, {"Khmr", unicode.Khmer}, {"Beng", unicode.Bengali},
	{"Taml", unicode.Tamil}, {"Sinh", unicode.Sinhala}, {"Laoo", unicode.Lao}, {"Mong", unicode.Mongolian},
	{"Tibt", unicode.Tibetan}, {"Syrc", unicode.Syriac}, {"Thaa", unicode.Thaana}, {"Gujr", unicode.Gujarati},
	{"Guru", unicode.Gurmukhi}, {"Telu", unicode.Telugu}, {"Knda", unicode.Kannada}, {"Mlym", unicode.Malayalam},
}

// scriptOf returns the ISO 15924 code of the script most of s's letters
// are in when that is not Latin, else "".
func scriptOf(s string) string {
	latin := 0
	var counts [32]int
	for _, r := range s {
		if r < utf8.RuneSelf {
			if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' {
				latin++
			}
			continue
		}
		if !unicode.IsLetter(r) {
			continue
		}
		if unicode.Is(unicode.Latin, r) {
			latin++
			continue
		}
		for i, sc := range scripts {
			if unicode.Is(sc.table, r) {
				counts[i]++
				break
			}
		}
	}
	best, bi := 0, -1
	for i := range scripts {
		if counts[i] > best {
			best, bi = counts[i], i
		}
	}
	if bi < 0 || best < latin {
		return ""
	}
	return scripts[bi].code
}

// gender returns "male" or "female" for the ways lists write them.
func gender(s string) string {
	switch strings.ToLower(clean(s)) {
	case "m", "male", "man", "masculin", "männlich":
		return "male"
	case "f", "female", "woman", "féminin", "weiblich":
		return "female"
	}
	return ""
}

// kindOf maps the entry types lists use onto kinds.
func kindOf(s string) screening.Kind {
	switch strings.ToLower(clean(s)) {
	case "individual", "person", "p", "individu", "individuals":
		return screening.KindPerson
	case "entity", "enterprise", "organization", "organisation", "company", "e", "entities", "legalentity", "publicbody":
		return screening.KindOrganization
	case "vessel", "ship", "ships", "vessels":
		return screening.KindVessel
	case "aircraft", "airplane":
		return screening.KindAircraft
	}
	return screening.KindUnknown
}

// docType normalises the label of an identity document into one of
// screening.Document's types.
func docType(label string) string {
	l := strings.ToLower(label)
	switch {
	case strings.Contains(l, "passport"):
		return "passport"
	case strings.Contains(l, "imo"):
		return "imo"
	case strings.Contains(l, "tax") || strings.Contains(l, "v.a.t.") || strings.Contains(l, "vat ") || strings.Contains(l, "inn") && !strings.Contains(l, "innov") || strings.HasPrefix(l, "rfc") || strings.HasPrefix(l, "nit"):
		return "tax-id"
	case strings.Contains(l, "registration") || strings.Contains(l, "company number") || strings.Contains(l, "legal entity number") ||
		strings.Contains(l, "commercial regist") || strings.Contains(l, "business number") || strings.Contains(l, "d-u-n-s") ||
		strings.Contains(l, "ogrn") || strings.Contains(l, "matricula mercantil") || strings.Contains(l, "trade license") ||
		strings.Contains(l, "chamber of commerce") || strings.Contains(l, "business regis") || strings.Contains(l, "registered charity"):
		return "registration"
	case strings.Contains(l, "national id") || strings.Contains(l, "national identification") || strings.Contains(l, "identity card") ||
		strings.Contains(l, "id card") || strings.Contains(l, "ssn") || strings.Contains(l, "cedula") || strings.Contains(l, "cédula") ||
		strings.Contains(l, "curp") || strings.Contains(l, "personal id") || strings.Contains(l, "national number") ||
		strings.Contains(l, "id no") || strings.Contains(l, "identification number") || l == "id" || strings.Contains(l, "national identifier") ||
		strings.Contains(l, "dni") || strings.Contains(l, "citizen") || strings.Contains(l, "residency number"):
		return "national-id"
	}
	return "other"
}
