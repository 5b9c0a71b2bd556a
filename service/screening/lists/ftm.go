package lists

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/screengate/screengate/service/screening"
)

// maxFTMLine is the longest entity line accepted.
const maxFTMLine = 16 << 20

// ftmEntity is one line of a FollowTheMoney entities file.
type ftmEntity struct {
	ID         string              `json:"id"`
	Schema     string              `json:"schema"`
	Caption    string              `json:"caption"`
	Properties map[string][]string `json:"properties"`
	Target     *bool               `json:"target"`
	LastChange string              `json:"last_change"`
	LastSeen   string              `json:"last_seen"`
}

// ftmThings are the schemas that become entities; the others (Sanction,
// Passport, Identification, Address...) add to the entity they name.
var ftmThings = map[string]screening.Kind{
	"Person": screening.KindPerson, "Organization": screening.KindOrganization, "Company": screening.KindOrganization,
	"LegalEntity": screening.KindOrganization, "PublicBody": screening.KindOrganization, "Vessel": screening.KindVessel,
	"Airplane": screening.KindAircraft,
}

// readFTM reads FollowTheMoney entities, one JSON object a line, as
// OpenSanctions publishes its datasets (entities.ftm.json): Person,
// Organization, Company, LegalEntity, PublicBody, Vessel and Airplane
// entities that are targets of the dataset (or carry a sanction or PEP
// topic) become entities, keyed by their id, with their topics (role.pep,
// role.rca, sanction, ...); Sanction, Passport and Identification
// entities add programmes, listing dates and documents to the entity they
// refer to. The publication date is the latest last_change.
func readFTM(c *collector, f File) error {
	sc := bufio.NewScanner(f.reader())
	sc.Buffer(make([]byte, 64<<10), maxFTMLine)
	var order []string
	things := map[string]*screening.Entity{}
	type attach struct {
		target string
		apply  func(*screening.Entity)
	}
	var attachments []attach
	var latest time.Time
	line := 0
	for sc.Scan() {
		line++
		b := sc.Bytes()
		if len(strings.TrimSpace(string(b))) == 0 {
			continue
		}
		var fe ftmEntity
		if err := json.Unmarshal(b, &fe); err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
		if fe.ID == "" || fe.Schema == "" {
			c.warnf("line %d: no id or schema; skipped", line)
			continue
		}
		for _, ts := range []string{fe.LastChange, fe.LastSeen} {
			if t := dateTime(ts, "2006-01-02T15:04:05.999999999", "2006-01-02T15:04:05.999999999Z07:00", "2006-01-02"); t.After(latest) {
				latest = t
				break
			}
		}
		p := fe.Properties
		if kind, ok := ftmThings[fe.Schema]; ok {
			topics := p["topics"]
			target := fe.Target == nil || *fe.Target || slices.ContainsFunc(topics, func(t string) bool {
				return t == "sanction" || strings.HasPrefix(t, "role.pep") || t == "role.rca" || strings.HasPrefix(t, "sanction.")
			})
			if !target {
				continue
			}
			e := ftmThing(fe, kind)
			if _, dup := things[fe.ID]; dup {
				things[fe.ID].Merge(&e)
				continue
			}
			things[fe.ID] = &e
			order = append(order, fe.ID)
			continue
		}
		switch fe.Schema {
		case "Sanction":
			programs := append(slices.Clone(p["program"]), p["programId"]...)
			listed := first(p["listingDate"], p["startDate"])
			reason := first(p["reason"])
			for _, t := range p["entity"] {
				attachments = append(attachments, attach{t, func(e *screening.Entity) {
					e.Programs = append(e.Programs, programs...)
					if d, ok := parseDate(listed); ok && e.ListedOn == (screening.Date{}) {
						e.ListedOn = d
					}
					if reason != "" {
						e.Remarks = append(e.Remarks, screening.Remark{Name: "Sanction reason", Description: reason})
					}
				}})
			}
		case "Passport", "Identification":
			typ := "national-id"
			if fe.Schema == "Passport" || strings.Contains(strings.ToLower(first(p["type"])), "passport") {
				typ = "passport"
			}
			doc := screening.Document{Type: typ, Label: first(p["type"]), Number: first(p["number"]),
				Country: ftmCountry(first(p["country"]))}
			for _, h := range p["holder"] {
				attachments = append(attachments, attach{h, func(e *screening.Entity) { e.Documents = append(e.Documents, doc) }})
			}
		}
		if line%256 == 0 {
			if err := c.ctx.Err(); err != nil {
				return err
			}
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("line %d: longer than %d bytes", line+1, maxFTMLine)
		}
		return err
	}
	for _, a := range attachments {
		if e := things[a.target]; e != nil {
			a.apply(e)
		}
	}
	c.published = latest
	for _, id := range order {
		if err := c.add(*things[id]); err != nil {
			return err
		}
	}
	return nil
}

func first(vals ...[]string) string {
	for _, v := range vals {
		for _, s := range v {
			if s = clean(s); s != "" {
				return s
			}
		}
	}
	return ""
}

// ftmCountry reads a FollowTheMoney country (an ISO code in lower case,
// or a territory code like "suhh").
func ftmCountry(s string) screening.Country {
	s = clean(s)
	if s == "" {
		return screening.Country{}
	}
	if code := CountryCode(s); code != "" {
		return screening.Country{Code: code}
	}
	return screening.Country{Name: s}
}

func ftmThing(fe ftmEntity, kind screening.Kind) screening.Entity {
	p := fe.Properties
	e := screening.Entity{Key: fe.ID, Kind: kind, Topics: p["topics"]}
	names := p["name"]
	primary := fe.Caption
	if primary == "" || !slices.Contains(names, primary) {
		primary = first(names)
	}
	pn := screening.Name{Full: primary, Type: screening.NamePrimary, First: first(p["firstName"]), Last: first(p["lastName"]),
		Middle: append(slices.Clone(p["middleName"]), p["fatherName"]...), Title: first(p["title"])}
	if len(names) > 1 || pn.First == "" && pn.Last == "" {
		// Parts belong to one name; with several they cannot be placed.
		if len(names) > 1 {
			pn.First, pn.Last, pn.Middle = "", "", nil
		}
	}
	if len(pn.Middle) == 0 {
		pn.Middle = nil
	}
	e.Names = append(e.Names, pn)
	for _, n := range names {
		if n != primary {
			e.Names = append(e.Names, screening.Name{Full: n, Type: screening.NameAlias})
		}
	}
	for _, n := range p["alias"] {
		e.Names = append(e.Names, screening.Name{Full: n, Type: screening.NameAlias})
	}
	for _, n := range p["weakAlias"] {
		e.Names = append(e.Names, screening.Name{Full: n, Type: screening.NameAlias, Quality: screening.QualityWeak})
	}
	for _, n := range p["previousName"] {
		e.Names = append(e.Names, screening.Name{Full: n, Type: screening.NameFormer})
	}
	e.Gender = gender(first(p["gender"]))
	for _, d := range append(slices.Clone(p["birthDate"]), p["incorporationDate"]...) {
		if bd, ok := parseDate(d); ok {
			e.BirthDates = append(e.BirthDates, bd)
		}
	}
	for _, pl := range p["birthPlace"] {
		e.BirthPlaces = append(e.BirthPlaces, splitPlace(pl))
	}
	for _, n := range append(slices.Clone(p["nationality"]), p["citizenship"]...) {
		e.Nationalities = append(e.Nationalities, ftmCountry(n))
	}
	if kind != screening.KindPerson {
		for _, n := range append(slices.Clone(p["jurisdiction"]), p["flag"]...) {
			e.Nationalities = append(e.Nationalities, ftmCountry(n))
		}
	}
	for _, a := range p["address"] {
		e.Addresses = append(e.Addresses, screening.Address{Lines: []string{a}})
	}
	for _, cn := range p["country"] {
		e.Addresses = append(e.Addresses, screening.Address{Country: ftmCountry(cn)})
	}
	for _, d := range []struct{ prop, typ, label string }{
		{"passportNumber", "passport", "Passport"}, {"idNumber", "national-id", "ID number"}, {"taxNumber", "tax-id", "Tax number"},
		{"innCode", "tax-id", "INN"}, {"registrationNumber", "registration", "Registration number"}, {"ogrnCode", "registration", "OGRN"},
		{"leiCode", "registration", "LEI"}, {"imoNumber", "imo", "IMO number"}, {"mmsi", "other", "MMSI"},
	} {
		for _, n := range p[d.prop] {
			e.Documents = append(e.Documents, screening.Document{Type: d.typ, Label: d.label, Number: n})
		}
	}
	for _, pos := range p["position"] {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Position", Description: pos})
	}
	for _, n := range append(slices.Clone(p["notes"]), p["summary"]...) {
		e.Remarks = append(e.Remarks, screening.Remark{Name: "Notes", Description: n})
	}
	e.Programs = append(e.Programs, p["program"]...)
	return e
}
