package lists

import (
	"encoding/xml"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service/screening"
)

// readSECO reads the Swiss SECO list (swiss-sanctions-list XML): targets
// (key: ssid) with an individual, entity or object, each with identities
// (main and others) holding names made of ordered name parts with
// spelling variants in other scripts, dates of birth, nationalities,
// places (referenced by id from the place elements), addresses and
// identity documents. The file keeps de-listed targets: a target whose
// latest modification is "de-listed" is left out. Programme names come
// from the sanctions-program elements, by sanctions-set id.
func readSECO(c *collector, f File) error {
	programs := map[string]string{}
	places := map[string]*node{}
	ok := false
	// First pass: programmes and places (the file may put them after the
	// targets that refer to them).
	err := walkXML(f.reader(), c, map[string]bool{"sanctions-program": true, "place": true}, func(se xml.StartElement) {
		ok = se.Name.Local == "swiss-sanctions-list"
		c.published = dateTime(attr(se, "date"), "2006-01-02")
	}, func(n *node) error {
		if !ok {
			return errNotFormat("swiss-sanctions-list")
		}
		switch n.name {
		case "sanctions-program":
			name := ""
			for _, pn := range n.all("program-name") {
				if name == "" || pn.a("lang") == "eng" {
					name = pn.text
				}
			}
			for _, set := range n.all("sanctions-set") {
				programs[set.a("ssid")] = joinNonEmpty(": ", name, set.text)
			}
		case "place":
			places[n.a("ssid")] = n
		}
		return nil
	})
	if err != nil {
		return err
	}
	delisted := 0
	err = walkXML(f.reader(), c, map[string]bool{"target": true}, nil, func(n *node) error {
		e, listed := secoTarget(c, n, programs, places)
		if !listed {
			delisted++
			return nil
		}
		return c.add(e)
	})
	return err
}

func secoPlace(n *node, places map[string]*node) (place string, ctry screening.Country) {
	p := places[n.a("place-id")]
	if p == nil {
		return "", screening.Country{}
	}
	cn := p.child("country")
	ctry = screening.Country{Name: cn.text, Code: strings.ToUpper(cn.a("iso-code"))}
	if ctry.Code == "" {
		ctry = country(cn.text)
	}
	return joinNonEmpty(", ", p.get("location"), p.get("area")), ctry
}

func secoTarget(c *collector, t *node, programs map[string]string, places map[string]*node) (screening.Entity, bool) {
	e := screening.Entity{Key: t.a("ssid")}
	mods := t.all("modification")
	if len(mods) > 0 {
		// The latest modification decides; ties keep file order.
		sort.SliceStable(mods, func(i, j int) bool {
			return mods[i].a("effective-date")+mods[i].a("publication-date") < mods[j].a("effective-date")+mods[j].a("publication-date")
		})
		if mods[len(mods)-1].a("modification-type") == "de-listed" {
			return e, false
		}
		for _, m := range mods {
			if m.a("modification-type") == "listed" {
				d := m.a("publication-date")
				if d == "" {
					d = m.a("effective-date")
				}
				if ld, ok := parseDate(d); ok {
					e.ListedOn = ld
					break
				}
			}
		}
	}
	set := t.a("sanctions-set-id")
	if set == "" {
		set = t.get("sanctions-set-id")
	}
	for _, s := range strings.Fields(set) {
		if p := programs[s]; p != "" {
			e.Programs = append(e.Programs, p)
		}
	}
	if fid := t.get("foreign-identifier"); fid != "" {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "UN reference", Description: fid})
	}
	var subject *node
	for _, k := range []struct {
		name string
		kind screening.Kind
	}{{"individual", screening.KindPerson}, {"entity", screening.KindOrganization}, {"object", screening.KindVessel}} {
		if s := t.child(k.name); s != nil {
			subject, e.Kind = s, k.kind
			break
		}
	}
	if subject == nil {
		c.warnf("target %s: no individual, entity or object; skipped", e.Key)
		return screening.Entity{}, true
	}
	if subject.name == "object" && subject.a("object-type") == "aircraft" {
		e.Kind = screening.KindAircraft
	}
	e.Gender = gender(subject.a("sex"))
	identities := subject.all("identity")
	sort.SliceStable(identities, func(i, j int) bool { return identities[i].a("main") == "true" && identities[j].a("main") != "true" })
	for _, id := range identities {
		for _, nm := range id.all("name") {
			e.Names = append(e.Names, secoNames(nm)...)
		}
		for _, d := range id.all("day-month-year") {
			y, _ := strconv.Atoi(d.a("year"))
			m, _ := strconv.Atoi(d.a("month"))
			day, _ := strconv.Atoi(d.a("day"))
			if bd, ok := validDate(screening.Date{Year: int16(y), Month: uint8(m), Day: uint8(day)}); ok {
				bd.Text = formatDate(bd)
				if d.a("calendar") != "" && d.a("calendar") != "gregorian" {
					bd.Text += " (" + d.a("calendar") + ")"
				}
				e.BirthDates = append(e.BirthDates, bd)
			}
		}
		for _, nat := range id.all("nationality") {
			cn := nat.child("country")
			if cn == nil {
				continue
			}
			code := strings.ToUpper(cn.a("iso-code"))
			if code == "" {
				code = CountryCode(cn.text)
			}
			e.Nationalities = append(e.Nationalities, screening.Country{Name: cn.text, Code: code})
		}
		for _, pob := range id.all("place-of-birth") {
			place, ctry := secoPlace(pob, places)
			e.BirthPlaces = append(e.BirthPlaces, screening.Place{Place: place, Country: ctry})
		}
		for _, a := range id.all("address") {
			place, ctry := secoPlace(a, places)
			e.Addresses = append(e.Addresses, screening.Address{
				Lines: nonEmpty(a.get("c-o"), a.get("address-details"), prefixed("P.O. Box ", a.get("p-o-box"))),
				City:  place, PostCode: a.get("zip-code"), Country: ctry, Note: a.get("remark")})
		}
		for _, d := range id.all("identification-document") {
			label := d.a("document-type")
			iss := d.child("issuer")
			ctry := screening.Country{}
			if iss != nil {
				ctry = screening.Country{Name: iss.text, Code: strings.ToUpper(iss.a("code"))}
				if ctry.Code == "" {
					ctry = country(iss.text)
				}
			}
			e.Documents = append(e.Documents, screening.Document{Type: docType(strings.ReplaceAll(label, "-", " ")), Label: label,
				Number: d.get("number"), Country: ctry, Note: joinNonEmpty("; ", prefixed("issued ", d.get("date-of-issue")),
					prefixed("expires ", d.get("expiry-date")), d.get("remark"))})
		}
	}
	for _, o := range subject.all("other-information") {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Other information", Description: o.text})
		if m := reSECOIMO.FindStringSubmatch(o.text); m != nil {
			e.Documents = append(e.Documents, screening.Document{Type: "imo", Label: "IMO number", Number: m[1]})
		}
	}
	for _, j := range subject.all("justification") {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Justification", Description: j.text})
	}
	return e, true
}

var reSECOIMO = regexp.MustCompile(`IMO [Nn]umber ?: ?(\d{7})`)

// secoNames builds the whole name of a SECO name (parts in order, titles
// apart) and one name per other script its spelling variants are in.
func secoNames(nm *node) []screening.Name {
	base := screening.Name{Type: screening.NameAlias}
	switch nm.a("name-type") {
	case "primary-name":
		base.Type = screening.NamePrimary
	case "formerly-known-as":
		base.Type = screening.NameFormer
	}
	switch nm.a("quality") {
	case "good":
		base.Quality = screening.QualityStrong
	case "low":
		base.Quality = screening.QualityWeak
	}
	parts := nm.all("name-part")
	sort.SliceStable(parts, func(i, j int) bool {
		a, _ := strconv.Atoi(parts[i].a("order"))
		b, _ := strconv.Atoi(parts[j].a("order"))
		return a < b
	})
	latin := base
	var words []string
	scripts := map[string]bool{}
	var order []string
	for _, p := range parts {
		v := p.get("value")
		switch p.a("name-part-type") {
		case "title":
			latin.Title = joinNonEmpty(" ", latin.Title, v)
			continue
		case "given-name":
			if latin.First == "" {
				latin.First = v
			} else {
				latin.Middle = append(latin.Middle, v)
			}
		case "further-given-name", "father-name", "grand-father-name":
			latin.Middle = append(latin.Middle, v)
		case "family-name", "maiden-name":
			latin.Last = joinNonEmpty(" ", latin.Last, v)
		}
		words = append(words, v)
		for _, sv := range p.all("spelling-variant") {
			key := sv.a("script") + "|" + sv.a("lang")
			if !scripts[key] {
				scripts[key] = true
				order = append(order, key)
			}
		}
	}
	latin.Full = joinNonEmpty(" ", words...)
	out := []screening.Name{latin}
	for _, key := range order {
		script, lang, _ := strings.Cut(key, "|")
		var vw []string
		for _, p := range parts {
			if p.a("name-part-type") == "title" {
				continue
			}
			w := p.get("value")
			for _, sv := range p.all("spelling-variant") {
				if sv.a("script")+"|"+sv.a("lang") == key {
					w = sv.text
				}
			}
			vw = append(vw, w)
		}
		v := screening.Name{Full: joinNonEmpty(" ", vw...), Type: screening.NameAlias, Quality: base.Quality,
			Script: script, Lang: iso639(lang)}
		if base.Type == screening.NameFormer {
			v.Type = screening.NameFormer
		}
		out = append(out, v)
	}
	return out
}

// iso639 maps the three-letter language codes SECO uses to ISO 639-1.
func iso639(s string) string {
	switch strings.ToLower(s) {
	case "rus":
		return "ru"
	case "ukr":
		return "uk"
	case "bel":
		return "be"
	case "ara":
		return "ar"
	case "fas", "per":
		return "fa"
	case "zho", "chi":
		return "zh"
	case "kor":
		return "ko"
	case "eng":
		return "en"
	case "deu", "ger":
		return "de"
	case "fra", "fre":
		return "fr"
	}
	if len(s) == 2 {
		return strings.ToLower(s)
	}
	return ""
}

// readSEMA reads Global Affairs Canada's Consolidated Autonomous
// Sanctions List (sema-lmes.xml): data-set/record with Country (the
// regime, not a nationality), LastName, GivenName, EntityOrShip,
// TitleOrShip, Aliases, DateOfBirthOrShipBuildDate, ShipIMONumber,
// Schedule, Item and DateOfListing; older files name them Entity, Title,
// DateOfBirth, and bilingual ones "Country-Pays", "LastName-Nom"... All
// spellings are read. There is no id: the key is Country|Schedule|Item.
func readSEMA(c *collector, f File) error {
	ok := false
	return walkXML(f.reader(), c, map[string]bool{"record": true}, func(se xml.StartElement) {
		ok = se.Name.Local == "data-set"
	}, func(n *node) error {
		if !ok {
			return errNotFormat("SEMA data-set")
		}
		return c.add(semaRecord(c, n))
	})
}

// semaField returns a record field by any of its names (the part of a
// bilingual tag before the "-").
func semaField(n *node, names ...string) string {
	for _, k := range n.kids {
		key := k.key()
		for _, name := range names {
			if strings.EqualFold(key, name) {
				if v := strings.TrimSpace(k.text); v != "" && !strings.EqualFold(v, "N/A") {
					return v
				}
			}
		}
	}
	return ""
}

func semaRecord(c *collector, n *node) screening.Entity {
	regime := semaField(n, "Country", "Pays")
	schedule := semaField(n, "Schedule", "Annexe")
	item := semaField(n, "Item", "Article")
	e := screening.Entity{Key: joinNonEmpty("|", regime, schedule, item), Schedule: schedule, Item: item}
	given := semaField(n, "GivenName", "Prenom")
	last := semaField(n, "LastName", "Nom")
	entity := semaField(n, "EntityOrShip", "Entity", "EntiteOuNavire")
	title := semaField(n, "TitleOrShip", "Title", "TitreOuNavire")
	imo := semaField(n, "ShipIMONumber", "NumeroOMIDuNavire")
	dob := semaField(n, "DateOfBirthOrShipBuildDate", "DateOfBirth", "DateDeNaissance")
	switch {
	case given != "" || last != "":
		e.Kind = screening.KindPerson
		e.Names = append(e.Names, screening.Name{First: given, Last: last, Title: title, Type: screening.NamePrimary})
	case imo != "":
		e.Kind = screening.KindVessel
	default:
		e.Kind = screening.KindOrganization
	}
	if entity != "" {
		// "NAME ONE / NAME TWO": one entry under several names.
		for i, part := range strings.Split(entity, "/") {
			t := screening.NameAlias
			if i == 0 && e.Kind != screening.KindPerson {
				t = screening.NamePrimary
			}
			e.Names = append(e.Names, screening.Name{Full: part, Type: t})
		}
	}
	if a := semaField(n, "Aliases", "Alias"); a != "" {
		for _, part := range strings.Split(a, ",") {
			e.Names = append(e.Names, screening.Name{Full: part, Type: screening.NameAlias})
		}
	}
	if imo != "" {
		e.Documents = append(e.Documents, screening.Document{Type: "imo", Label: "IMO number", Number: imo})
	}
	if dob != "" {
		if d, ok := semaDate(dob); ok {
			if e.Kind == screening.KindPerson {
				e.BirthDates = append(e.BirthDates, d)
			} else {
				e.Remarks = append(e.Remarks, screening.Remark{Name: "Build date", Description: dob})
			}
		} else {
			c.warnf("record %s: date of birth %q not understood", e.Key, dob)
		}
	}
	if d, ok := semaDate(semaField(n, "DateOfListing", "DateInscription")); ok {
		e.ListedOn = d
	}
	e.Programs = nonEmpty(regime)
	return e
}

// semaDate reads a SEMA date: text, or an Excel serial day number.
func semaDate(s string) (screening.Date, bool) {
	if s == "" {
		return screening.Date{}, false
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f > 3000 && f < 80000 {
		d, ok := excelDate(f)
		d.Text = s
		return d, ok
	}
	return parseDate(s)
}
