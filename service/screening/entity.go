// Package screening matches people and organisations against sanctions and
// PEP list entities: the canonical entity model every list reader produces,
// name normalisation, the in-memory index and the scoring. It knows nothing
// of HTTP, SQL or the API's wire types, and does not import package service;
// service declares the interface it needs from the engine, as it does for
// the store.
package screening

import "time"

// Kind is what a list entity is.
type Kind uint8

// The entity kinds.
const (
	KindUnknown      Kind = iota
	KindPerson            // an individual ("individual" in the API)
	KindOrganization      // a company, group or other body ("entity" in the API)
	KindVessel            // a ship
	KindAircraft          // an aircraft
)

var kindNames = [...]string{"unknown", "person", "organization", "vessel", "aircraft"}

// String returns the kind's lower-case name.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// NameType says how a name relates to its entity.
type NameType uint8

// The name types.
const (
	NamePrimary NameType = iota // the name the list files the entity under
	NameAlias                   // also known as (a.k.a.)
	NameFormer                  // formerly known as (f.k.a.)
	NameUnknown                 // listed without saying which
)

// Quality is the list's own confidence in an alias.
type Quality uint8

// The alias qualities.
const (
	QualityUnspecified Quality = iota
	QualityStrong              // "good quality", "strong"
	QualityWeak                // "low quality", "weak": matches on it carry less weight
)

// Name is one name of an entity, as the list gives it.
type Name struct {
	// Full is the whole name as listed (e.g. "PUTIN, Vladimir
	// Vladimirovich"). Always set: readers that get only parts join them.
	Full string `json:"full"`
	// First, Middle and Last are the parts when the list gives them:
	// First is the first given name (OFAC firstName, UK Name 1), Middle
	// the further given names in order (UK Name 2..5, UN SECOND_NAME..),
	// Last the family name (OFAC lastName, UK Name 6). Empty when the
	// list gives only the whole name.
	First  string   `json:"first,omitempty"`
	Middle []string `json:"middle,omitempty"`
	Last   string   `json:"last,omitempty"`
	// Title is an honorific or position listed with the name.
	Title   string   `json:"title,omitempty"`
	Type    NameType `json:"type"`
	Quality Quality  `json:"quality,omitempty"`
	// Script is the ISO 15924 code of a name not in Latin script ("Cyrl",
	// "Arab", "Hani", ...); "" for Latin.
	Script string `json:"script,omitempty"`
	// Lang is the name's language (ISO 639-1) when the list says.
	Lang string `json:"lang,omitempty"`
}

// Label is the API's name type: primary, alias, alias-strong, alias-weak,
// alias-former, alias-former-strong, alias-former-weak, unknown or
// unknown-strong (unknown-weak is reported as unknown).
func (n Name) Label() string {
	var base string
	switch n.Type {
	case NamePrimary:
		return "primary"
	case NameAlias:
		base = "alias"
	case NameFormer:
		base = "alias-former"
	default:
		base = "unknown"
	}
	switch n.Quality {
	case QualityStrong:
		return base + "-strong"
	case QualityWeak:
		if n.Type == NameUnknown {
			return base
		}
		return base + "-weak"
	}
	return base
}

// Date is a date as lists give them: often partial or approximate
// (OFSI 00/00/1965, EU circa, OFAC "1962 to 1964", SEMA Excel serials).
type Date struct {
	Year  int16 `json:"y,omitempty"` // 0 when unknown
	Month uint8 `json:"m,omitempty"` // 1-12; 0 when unknown
	Day   uint8 `json:"d,omitempty"` // 1-31; 0 when unknown
	// ToYear is the last year of a range ("1962 to 1964"); 0 when the date
	// is not a range. Year is then the first year.
	ToYear int16  `json:"to,omitempty"`
	Circa  bool   `json:"circa,omitempty"` // approximate ("circa", "about")
	Text   string `json:"text,omitempty"`  // the date as listed
}

// Precision says how much of a [Date] is known.
type Precision uint8

// The date precisions, coarsest first.
const (
	PrecisionNone Precision = iota
	PrecisionYear
	PrecisionMonth
	PrecisionDay
)

// Precision returns how much of d is known.
func (d Date) Precision() Precision {
	switch {
	case d.Year == 0:
		return PrecisionNone
	case d.Month == 0:
		return PrecisionYear
	case d.Day == 0:
		return PrecisionMonth
	}
	return PrecisionDay
}

// Country is a country as listed, with its ISO 3166-1 alpha-2 code when the
// reader could tell it.
type Country struct {
	Name string `json:"name,omitempty"` // as listed ("Russian Federation", "Russia / Russie")
	Code string `json:"code,omitempty"` // "RU"; "" when unknown
}

// Place is a place of birth.
type Place struct {
	Place   string  `json:"place,omitempty"` // town or region as listed
	Country Country `json:"country,omitzero"`
}

// Address is a postal address as listed.
type Address struct {
	Lines    []string `json:"lines,omitempty"` // street lines in order (UK Address 1..6, OFAC address1..3, EU street)
	City     string   `json:"city,omitempty"`
	Region   string   `json:"region,omitempty"` // state, county or province
	PostCode string   `json:"postCode,omitempty"`
	Country  Country  `json:"country,omitzero"`
	Note     string   `json:"note,omitempty"` // anything the list gives that fits nowhere else
}

// Document is an identity document or registration number.
type Document struct {
	// Type is the kind of document as the reader normalised it:
	// "passport", "national-id", "tax-id", "registration", "imo", "other".
	Type    string  `json:"type"`
	Label   string  `json:"label,omitempty"` // the type as listed ("Passport", "Cedula No.")
	Number  string  `json:"number"`
	Country Country `json:"country,omitzero"`
	Note    string  `json:"note,omitempty"`
}

// Remark is a piece of free text a list attaches to an entity.
type Remark struct {
	Name        string `json:"name,omitempty"` // what the text is ("Other information", "Listing information")
	Description string `json:"text"`
}

// Entity is one entry of a sanctions or PEP list in the canonical form all
// readers produce. Readers fill what their format has and leave the rest
// zero; the projections to the API's per-list result types read it back.
type Entity struct {
	// List is the list id (e.g. "OFACL", "EU"); Key the entry's stable key
	// within the list (OFAC uid, EU logicalId, UK Unique ID, SECO ssid,
	// DFAT reference without its alias suffix, SEMA country/schedule/item).
	List string `json:"list"`
	Key  string `json:"key"`
	Kind Kind   `json:"kind"`
	// Names holds every name; Names[0] is the primary name.
	Names         []Name     `json:"names"`
	Gender        string     `json:"gender,omitempty"` // "male", "female" or ""
	BirthDates    []Date     `json:"birthDates,omitempty"`
	BirthPlaces   []Place    `json:"birthPlaces,omitempty"`
	Nationalities []Country  `json:"nationalities,omitempty"` // nationalities and citizenships
	Addresses     []Address  `json:"addresses,omitempty"`
	Documents     []Document `json:"documents,omitempty"`
	// Programs are the sanctions programmes or regimes the entry is listed
	// under (OFAC programs, UK regime, EU regulation programme).
	Programs []string `json:"programs,omitempty"`
	// ListedOn is the designation date, when the list gives it.
	ListedOn Date `json:"listedOn,omitzero"`
	// Schedule and Item place an entry in a Canadian regulation's schedule
	// (SEMA; JVCFOA uses Item as its reference number).
	Schedule string `json:"schedule,omitempty"`
	Item     string `json:"item,omitempty"`
	// Topics are FollowTheMoney-style tags ("sanction", "role.pep",
	// "role.rca", ...).
	Topics  []string `json:"topics,omitempty"`
	Remarks []Remark `json:"remarks,omitempty"`
}

// Version describes one imported version of a list.
type Version struct {
	// ID is the store's id of the version (0 until it is stored); ids
	// increase with every version recorded, whatever the list.
	ID   int64
	List string // list id
	// Source is where the file came from: a URL or a file name.
	Source string
	// Published is the publication date the file states; zero when it
	// states none.
	Published time.Time
	SHA256    string // hex of the raw bytes read
	Entities  int
	Names     int
	Warnings  []string // problems the reader skipped over
	// Imported is when the version was recorded (zero until stored).
	Imported time.Time
}
