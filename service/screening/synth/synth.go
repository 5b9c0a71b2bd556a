// Package synth generates deterministic synthetic screening data: list
// entities (persons, organisations, vessels, aircraft) with realistic
// multi-cultural names, aliases, dates of birth, countries and documents;
// persons to screen; and yente-style treatments that perturb names the way
// real queries differ from list entries (swapped, doubled or dropped
// letters, reordered words, moved word boundaries, other romanisations).
//
// The same seed gives the same data. The name tables are this package's
// own; nothing is downloaded.
package synth

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/screengate/screengate/service/screening"
	"golang.org/x/text/unicode/norm"
)

// Generator produces synthetic data from a seed.
type Generator struct {
	r      *rand.Rand
	cumCul []float64 // list persons by culture
	cumPop []float64 // persons to screen by culture
	n      int       // entities generated (keys)
}

// New returns a generator for seed.
func New(seed uint64) *Generator {
	g := &Generator{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	g.cumCul = cumulative(func(c *culture) float64 { return c.weight })
	g.cumPop = cumulative(func(c *culture) float64 { return c.pop })
	return g
}

func cumulative(w func(*culture) float64) []float64 {
	var out []float64
	sum := 0.0
	for _, c := range cultures {
		sum += w(c)
		out = append(out, sum)
	}
	for i := range out {
		out[i] /= sum
	}
	return out
}

// DefaultLists are the list ids distractor entities are spread over, with
// their shares.
var DefaultLists = []struct {
	ID    string
	Share float64
}{
	{"OFAC", 0.28}, {"OFACC", 0.08}, {"EU", 0.14}, {"UK", 0.14}, {"UN", 0.04},
	{"CH", 0.10}, {"CA", 0.07}, {"AU", 0.10}, {"CAJ", 0.05},
}

// pick chooses from a table, favouring its head (about Zipf-like).
func (g *Generator) pick(t []string) string { return g.pickSkew(t, 1.8) }

// pickFamily chooses a family name: family names are spread more evenly
// than given names.
func (g *Generator) pickFamily(t []string) string { return g.pickSkew(t, 1.3) }

func (g *Generator) pickSkew(t []string, skew float64) string {
	u := g.r.Float64()
	i := int(float64(len(t)) * math.Pow(u, skew))
	if i >= len(t) {
		i = len(t) - 1
	}
	return t[i]
}

func (g *Generator) chance(p float64) bool { return g.r.Float64() < p }

func (g *Generator) culture() *culture { return g.cultureFrom(g.cumCul) }

func (g *Generator) cultureFrom(cum []float64) *culture {
	u := g.r.Float64()
	for i, c := range cum {
		if u < c {
			return cultures[i]
		}
	}
	return cultures[len(cultures)-1]
}

// person is a generated person's name parts.
type person struct {
	c      *culture
	male   bool
	given  []string // first and further given names (or father's names)
	family []string
	order  bool // family name first (East Asian)
}

func (g *Generator) person(c *culture) person {
	p := person{c: c, male: g.chance(0.8)}
	first := func() string {
		if p.male || len(c.female) == 0 {
			return g.pick(c.male)
		}
		return g.pick(c.female)
	}
	p.given = append(p.given, first())
	switch c.style {
	case styleArabic:
		if g.chance(0.7) {
			p.given = append(p.given, g.pick(c.male))
		}
		if g.chance(0.35) {
			p.given = append(p.given, g.pick(c.male))
		}
		if g.chance(0.8) {
			p.family = append(p.family, g.pickFamily(c.family))
		}
	case styleSlavic:
		if g.chance(0.8) {
			p.given = append(p.given, patronymic(g.pick(c.male), p.male))
		}
		fam := g.pickFamily(c.family)
		if !p.male && (strings.HasSuffix(fam, "ov") || strings.HasSuffix(fam, "ev") || strings.HasSuffix(fam, "in")) {
			fam += "a"
		}
		p.family = append(p.family, fam)
	case styleHispanic:
		if g.chance(0.4) {
			p.given = append(p.given, first())
		}
		p.family = append(p.family, g.pickFamily(c.family))
		if g.chance(0.8) {
			p.family = append(p.family, g.pickFamily(c.family))
		}
	case styleEastAsian:
		p.order = true
		if c.id == "zh" && g.chance(0.8) {
			p.given[0] = p.given[0] + strings.ToLower(g.pick(c.male))
		} else if c.id == "ko" && g.chance(0.85) {
			sep := " "
			if g.chance(0.4) {
				sep = "-"
			}
			p.given[0] = p.given[0] + sep + g.pick(c.male)
		}
		p.family = append(p.family, g.pickFamily(c.family))
	case styleSingle:
		if g.chance(0.5) {
			p.given = append(p.given, g.pick(c.male))
		}
		if g.chance(0.75) {
			p.family = append(p.family, g.pickFamily(c.family))
		}
	default:
		if g.chance(0.3) {
			p.given = append(p.given, first())
		}
		p.family = append(p.family, g.pickFamily(c.family))
	}
	return p
}

func patronymic(father string, male bool) string {
	stem := father
	suffix := "ovich"
	if !male {
		suffix = "ovna"
	}
	switch {
	case strings.HasSuffix(stem, "y") || strings.HasSuffix(stem, "i"):
		stem = stem[:len(stem)-1]
		suffix = "yevich"
		if !male {
			suffix = "yevna"
		}
	case strings.HasSuffix(stem, "a"):
		stem = stem[:len(stem)-1]
		suffix = "ich"
		if !male {
			suffix = "ichna"
		}
	}
	return stem + suffix
}

// natural renders given names then family names (family first in East
// Asian names).
func (p person) natural() string {
	if p.order {
		return strings.Join(append(append([]string{}, p.family...), p.given...), " ")
	}
	return strings.Join(append(append([]string{}, p.given...), p.family...), " ")
}

// listed renders "FAMILY, Given" as many lists do.
func (p person) listed() string {
	if len(p.family) == 0 {
		return strings.Join(p.given, " ")
	}
	return strings.ToUpper(strings.Join(p.family, " ")) + ", " + strings.Join(p.given, " ")
}

func (g *Generator) render(p person) string {
	var s string
	if g.chance(0.5) {
		s = p.listed()
	} else {
		s = p.natural()
	}
	if g.chance(0.5) {
		s = strings.ToUpper(s)
	}
	return s
}

// respell replaces the words of s that have other usual romanisations,
// and applies one generic transliteration change.
func (g *Generator) respell(s string) string {
	words := strings.Fields(s)
	changed := false
	for i, w := range words {
		trail := ""
		if strings.HasSuffix(w, ",") {
			w, trail = w[:len(w)-1], ","
		}
		for _, grp := range spellingGroups {
			for _, x := range grp {
				if strings.EqualFold(x, w) {
					y := grp[g.r.IntN(len(grp))]
					if strings.ToUpper(w) == w {
						y = strings.ToUpper(y)
					}
					words[i] = y + trail
					changed = true
				}
			}
		}
	}
	out := strings.Join(words, " ")
	if !changed || g.chance(0.5) {
		for _, k := range g.r.Perm(len(respellRules)) {
			rule := respellRules[k]
			if i := rule.find(out); i >= 0 {
				rep := rule.to
				if out[i:i+len(rule.from)] == strings.ToUpper(out[i:i+len(rule.from)]) {
					rep = strings.ToUpper(rep)
				}
				out = out[:i] + rep + out[i+len(rule.from):]
				break
			}
		}
	}
	return out
}

// respellRule rewrites one spelling habit into another: anywhere, at the
// start of a word, or at its end.
type respellRule struct {
	from, to   string
	start, end bool
}

var respellRules = []respellRule{
	{from: "ou", to: "u"}, {from: "kh", to: "h"}, {from: "q", to: "k"}, {from: "ee", to: "i"},
	{from: "dh", to: "d"}, {from: "ph", to: "f"}, {from: "ss", to: "s"}, {from: "mm", to: "m"},
	{from: "dd", to: "d"}, {from: "aa", to: "a"}, {from: "ll", to: "l"}, {from: "tt", to: "t"},
	{from: "ai", to: "ay"}, {from: "ay", to: "ai"}, {from: "ei", to: "ey"}, {from: "y", to: "i", end: true},
	{from: "i", to: "y", end: true}, {from: "ov", to: "off", end: true}, {from: "ev", to: "eff", end: true},
	{from: "w", to: "v"}, {from: "v", to: "w", start: true}, {from: "ca", to: "ka"}, {from: "co", to: "ko"},
	{from: "cu", to: "ku"}, {from: "x", to: "ks"}, {from: "ie", to: "i"}, {from: "iy", to: "y"},
	{from: "ye", to: "e", start: true}, {from: "sch", to: "sh"}, {from: "sh", to: "sch"}, {from: "ch", to: "tch"},
	{from: "j", to: "dj", start: true}, {from: "e", to: "a", end: true}, {from: "ah", to: "a", end: true},
}

// find returns the byte offset of the rule's first match in s (ASCII
// case-insensitive), or -1.
func (r respellRule) find(s string) int {
	n := len(r.from)
	for i := 0; i+n <= len(s); i++ {
		if !strings.EqualFold(s[i:i+n], r.from) {
			continue
		}
		atStart := i == 0 || !isASCIILetter(s[i-1])
		atEnd := i+n == len(s) || !isASCIILetter(s[i+n])
		if r.start && !atStart || r.end && !atEnd {
			continue
		}
		return i
	}
	return -1
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// script writes a Latin name in the culture's script.
func script(s, sc string) string {
	var table []struct{ lat, cyr string }
	switch sc {
	case "Cyrl":
		table = toCyrillic
	case "Grek":
		for _, t := range toGreek {
			table = append(table, struct{ lat, cyr string }{t.lat, t.gr})
		}
	default:
		return ""
	}
	lo := strings.ToLower(stripMarks(s))
	var b strings.Builder
	upperNext := true
	for i := 0; i < len(lo); {
		c := lo[i]
		if c < 'a' || c > 'z' {
			b.WriteByte(c)
			i++
			upperNext = true
			continue
		}
		done := false
		for _, t := range table {
			if strings.HasPrefix(lo[i:], t.lat) {
				out := t.cyr
				if upperNext && out != "" {
					r, n := utf8.DecodeRuneInString(out)
					out = string(unicode.ToUpper(r)) + out[n:]
				}
				if sc == "Grek" && strings.HasSuffix(out, "σ") && (i+len(t.lat) == len(lo) || lo[i+len(t.lat)] == ' ') {
					out = strings.TrimSuffix(out, "σ") + "ς"
				}
				b.WriteString(out)
				i += len(t.lat)
				done = true
				upperNext = false
				break
			}
		}
		if !done {
			i++
		}
	}
	return b.String()
}

func stripMarks(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (g *Generator) date() screening.Date {
	y := int16(1935 + g.r.IntN(66))
	switch u := g.r.Float64(); {
	case u < 0.6:
		m, d := uint8(1+g.r.IntN(12)), uint8(1+g.r.IntN(28))
		return screening.Date{Year: y, Month: m, Day: d, Text: fmt.Sprintf("%04d-%02d-%02d", y, m, d)}
	case u < 0.9:
		return screening.Date{Year: y, Text: fmt.Sprint(y)}
	case u < 0.95:
		return screening.Date{Year: y, ToYear: y + 2, Text: fmt.Sprintf("%d to %d", y, y+2)}
	}
	return screening.Date{Year: y, Circa: true, Text: fmt.Sprintf("circa %d", y)}
}

func (g *Generator) docNumber(country string) string {
	const letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
	var b strings.Builder
	b.WriteString(country)
	for i := 0; i < 1+g.r.IntN(2); i++ {
		b.WriteByte(letters[g.r.IntN(len(letters))])
	}
	for i := 0; i < 6+g.r.IntN(3); i++ {
		b.WriteByte(byte('0' + g.r.IntN(10)))
	}
	return b.String()
}

// Person is a generated person to screen.
type Person struct {
	Name      string
	BirthDate screening.Date
	Country   string
}

// Persons returns n persons to screen (names as people write them, usually
// a full date of birth, a nationality).
func (g *Generator) Persons(n int) []Person {
	out := make([]Person, n)
	for i := range out {
		c := g.cultureFrom(g.cumPop)
		p := g.person(c)
		if len(p.family) == 0 {
			// Customers give a family name.
			p.family = append(p.family, g.pickFamily(c.family))
		}
		name := p.natural()
		if g.chance(0.3) {
			name = strings.ToUpper(name)
		}
		d := g.date()
		d.ToYear, d.Circa = 0, false
		if d.Month == 0 && g.chance(0.7) {
			d.Month, d.Day = uint8(1+g.r.IntN(12)), uint8(1+g.r.IntN(28))
		}
		out[i] = Person{Name: name, BirthDate: d, Country: c.countries[g.r.IntN(len(c.countries))]}
	}
	return out
}

// Entities returns n list entities spread over DefaultLists.
func (g *Generator) Entities(n int) []screening.Entity {
	return g.AppendEntities(make([]screening.Entity, 0, n), n)
}

// AppendEntities appends n list entities to out (as Entities makes them):
// a caller building a large corpus allocates it once.
func (g *Generator) AppendEntities(out []screening.Entity, n int) []screening.Entity {
	for i := 0; i < n; i++ {
		list := g.list()
		switch u := g.r.Float64(); {
		case u < 0.70:
			out = append(out, g.personEntity(list, 9))
		case u < 0.94:
			out = append(out, g.orgEntity(list))
		case u < 0.985:
			out = append(out, g.vesselEntity(list))
		default:
			out = append(out, g.aircraftEntity(list))
		}
	}
	return out
}

// PEPs returns n politically exposed persons (list "PEP", topic
// role.pep), with fewer aliases than sanctions entries.
func (g *Generator) PEPs(n int) []screening.Entity {
	return g.AppendPEPs(make([]screening.Entity, 0, n), n)
}

// AppendPEPs appends n PEPs to out (as PEPs makes them); they share one
// Topics slice (entities are read-only once built).
func (g *Generator) AppendPEPs(out []screening.Entity, n int) []screening.Entity {
	topics := []string{"role.pep"}
	for range n {
		e := g.personEntity("PEP", 1.2)
		e.Topics = topics
		e.Programs = nil
		out = append(out, e)
	}
	return out
}

func (g *Generator) list() string {
	u := g.r.Float64()
	acc := 0.0
	for _, l := range DefaultLists {
		acc += l.Share
		if u < acc {
			return l.ID
		}
	}
	return DefaultLists[0].ID
}

func (g *Generator) key() string {
	g.n++
	return fmt.Sprintf("SYN-%07d", g.n)
}

// poisson draws a small count with mean m.
func (g *Generator) poisson(m float64) int {
	l, k, p := math.Exp(-m), 0, 1.0
	for {
		p *= g.r.Float64()
		if p < l {
			return k
		}
		k++
	}
}

func (g *Generator) personEntity(list string, aliasMean float64) screening.Entity {
	c := g.culture()
	p := g.person(c)
	e := screening.Entity{List: list, Key: g.key(), Kind: screening.KindPerson}
	if p.male {
		e.Gender = "male"
	} else {
		e.Gender = "female"
	}
	primary := g.render(p)
	e.Names = append(e.Names, screening.Name{Full: primary, First: p.given[0], Last: strings.Join(p.family, " "), Type: screening.NamePrimary})
	seen := map[string]bool{strings.ToLower(primary): true}
	add := func(full string, t screening.NameType, q screening.Quality, sc string) {
		if full == "" || seen[strings.ToLower(full)] {
			return
		}
		seen[strings.ToLower(full)] = true
		e.Names = append(e.Names, screening.Name{Full: full, Type: t, Quality: q, Script: sc})
	}
	for k := g.poisson(aliasMean); k > 0; k-- {
		switch u := g.r.Float64(); {
		case u < 0.40:
			add(g.respell(g.render(p)), screening.NameAlias, screening.QualityStrong, "")
		case u < 0.55:
			short := person{c: p.c, given: p.given[:1], family: p.family, order: p.order}
			add(g.render(short), screening.NameAlias, screening.QualityStrong, "")
		case u < 0.65:
			if c.script != "" {
				add(script(p.natural(), c.script), screening.NameAlias, screening.QualityStrong, c.script)
			} else {
				add(g.respell(p.natural()), screening.NameAlias, screening.QualityUnspecified, "")
			}
		case u < 0.80:
			// A nickname or kunya: weak.
			var nick string
			if c.style == styleArabic || c.id == "afpak" {
				nick = "Abu " + g.pick(cultures[0].male)
				if g.chance(0.5) {
					nick += " " + strings.TrimPrefix(g.pick(cultures[0].family), "Al-")
				}
			} else {
				nick = g.pick(c.male)
				if len(p.family) > 0 && g.chance(0.5) {
					nick += " " + p.family[0]
				}
			}
			add(nick, screening.NameAlias, screening.QualityWeak, "")
		case u < 0.85:
			q := person{c: p.c, male: p.male, given: p.given, family: []string{g.pickFamily(c.family)}, order: p.order}
			add(g.render(q), screening.NameFormer, screening.QualityUnspecified, "")
		default:
			add(g.respell(g.respell(g.render(p))), screening.NameAlias, screening.QualityStrong, "")
		}
	}
	if g.chance(0.9) {
		e.BirthDates = append(e.BirthDates, g.date())
		if g.chance(0.15) {
			e.BirthDates = append(e.BirthDates, g.date())
		}
	}
	cty := c.countries[g.r.IntN(len(c.countries))]
	if g.chance(0.85) {
		e.Nationalities = append(e.Nationalities, screening.Country{Code: cty})
	}
	if g.chance(0.4) {
		e.BirthPlaces = append(e.BirthPlaces, screening.Place{Country: screening.Country{Code: cty}})
	}
	if g.chance(0.3) {
		e.Documents = append(e.Documents, screening.Document{Type: "passport", Number: g.docNumber(cty), Country: screening.Country{Code: cty}})
	}
	if g.chance(0.1) {
		e.Documents = append(e.Documents, screening.Document{Type: "national-id", Number: g.docNumber(cty), Country: screening.Country{Code: cty}})
	}
	e.Programs = []string{"SYNTH"}
	if cap(e.Names) > len(e.Names) {
		// Keep no append slack: a million entities hold these.
		e.Names = slices.Clone(e.Names)
	}
	return e
}

func (g *Generator) orgName() string {
	var parts []string
	if g.chance(0.2) {
		parts = append(parts, g.pick(cultures[0].family))
	}
	for k := 1 + g.r.IntN(3); k > 0; k-- {
		parts = append(parts, g.pick(orgWords))
	}
	if g.chance(0.25) {
		parts = append(parts, g.pick(orgPlaces))
	}
	if g.chance(0.75) {
		parts = append(parts, legalForms[g.r.IntN(len(legalForms))])
	}
	s := strings.Join(parts, " ")
	if g.chance(0.6) {
		s = strings.ToUpper(s)
	}
	return s
}

func (g *Generator) orgEntity(list string) screening.Entity {
	e := screening.Entity{List: list, Key: g.key(), Kind: screening.KindOrganization}
	primary := g.orgName()
	e.Names = append(e.Names, screening.Name{Full: primary, Type: screening.NamePrimary})
	words := strings.Fields(primary)
	for k := g.poisson(4); k > 0; k-- {
		switch u := g.r.Float64(); {
		case u < 0.3:
			e.Names = append(e.Names, screening.Name{Full: g.respell(primary), Type: screening.NameAlias, Quality: screening.QualityStrong})
		case u < 0.5 && len(words) > 2:
			e.Names = append(e.Names, screening.Name{Full: strings.Join(words[:len(words)-1], " "), Type: screening.NameAlias})
		case u < 0.65:
			var b strings.Builder
			for _, w := range words {
				b.WriteByte(w[0])
			}
			e.Names = append(e.Names, screening.Name{Full: strings.ToUpper(b.String()), Type: screening.NameAlias, Quality: screening.QualityWeak})
		case u < 0.85:
			e.Names = append(e.Names, screening.Name{Full: g.orgName(), Type: screening.NameFormer})
		default:
			e.Names = append(e.Names, screening.Name{Full: g.orgName(), Type: screening.NameAlias})
		}
	}
	c := g.culture()
	cty := c.countries[g.r.IntN(len(c.countries))]
	if g.chance(0.8) {
		e.Addresses = append(e.Addresses, screening.Address{City: g.pick(orgPlaces), Country: screening.Country{Code: cty}})
	}
	if g.chance(0.3) {
		e.Documents = append(e.Documents, screening.Document{Type: "registration", Number: g.docNumber(cty), Country: screening.Country{Code: cty}})
	}
	e.Programs = []string{"SYNTH"}
	return e
}

func (g *Generator) vesselEntity(list string) screening.Entity {
	e := screening.Entity{List: list, Key: g.key(), Kind: screening.KindVessel}
	name := func() string {
		s := g.pick(vesselWords)
		if g.chance(0.7) {
			s += " " + g.pick(vesselWords)
		}
		if g.chance(0.2) {
			s += " " + fmt.Sprint(1+g.r.IntN(9))
		}
		return strings.ToUpper(s)
	}
	e.Names = append(e.Names, screening.Name{Full: name(), Type: screening.NamePrimary})
	for k := g.poisson(1.5); k > 0; k-- {
		e.Names = append(e.Names, screening.Name{Full: name(), Type: screening.NameFormer})
	}
	e.Documents = append(e.Documents, screening.Document{Type: "imo", Number: fmt.Sprintf("IMO %d", 9000000+g.r.IntN(999999))})
	return e
}

func (g *Generator) aircraftEntity(list string) screening.Entity {
	e := screening.Entity{List: list, Key: g.key(), Kind: screening.KindAircraft}
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	prefix := []string{"EP", "YK", "YI", "UR", "RA", "5A", "ST", "P"}[g.r.IntN(8)]
	reg := prefix + "-"
	for i := 0; i < 3; i++ {
		reg += string(letters[g.r.IntN(26)])
	}
	e.Names = append(e.Names, screening.Name{Full: reg, Type: screening.NamePrimary})
	return e
}
