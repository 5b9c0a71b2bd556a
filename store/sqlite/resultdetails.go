package sqlite

import (
	"encoding/binary"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/internal/details"
)

// The stored form of a sanctions result's nested lists in
// sanctions_results.details (migration 0022). Rows written before it hold
// the JSON document of store/internal/details (it starts with '{'); rows
// written since hold a BLOB in the binary form below, which every writer
// of this store now writes: about half the bytes of the JSON (no member
// names), so a stored search writes fewer WAL pages, and no escaping to
// write nor JSON to parse. Reads take either, and give the same entry:
// every value is kept as the JSON kept it (the similarity as its decimal
// text, strings coerced to valid UTF-8 as encoding/json coerces them).
//
// The binary form is detailsBinary, then the six lists in the order
// names, addresses, dates of birth, nationalities, places of birth,
// remarks, each as its length (uvarint) and its items, each item its id
// (varint) and its members in declaration order:
//
//	name:           type, title, fullName, similarity
//	address:        type, address1, address2, address3, city, county, postCode, country
//	date of birth:  dateOfBirth, a byte of flags (1 year, 2 month, 4 day set),
//	                the set ones (varint year, uvarint month, uvarint day), type
//	nationality:    nationality
//	place of birth: placeOfBirth, countryOfBirth
//	remark:         name, description
//
// a string as its length in bytes (uvarint) and its bytes.
const detailsBinary = 0x01

// Flags of a date of birth's parts in the binary form.
const (
	dobYear = 1 << iota
	dobMonth
	dobDay
)

// appendDetails appends the binary stored form of e's nested lists.
func appendDetails(dst []byte, e *service.SearchResultEntry) []byte {
	dst = append(dst, detailsBinary)
	dst = binary.AppendUvarint(dst, uint64(len(e.Names)))
	for i := range e.Names {
		n := &e.Names[i]
		dst = binary.AppendVarint(dst, n.SearchResultNameID)
		dst = appendDetailString(dst, n.Type)
		dst = appendDetailString(dst, n.Title)
		dst = appendDetailString(dst, n.FullName)
		// The similarity as JSON kept it, its text (parsed on reading).
		dst = appendDetailBytes(dst, n.ResultSimilarity.Append)
	}
	dst = binary.AppendUvarint(dst, uint64(len(e.Addresses)))
	for i := range e.Addresses {
		a := &e.Addresses[i]
		dst = binary.AppendVarint(dst, a.SearchResultAddressID)
		for _, s := range [...]string{a.Type, a.Address1, a.Address2, a.Address3, a.City, a.County, a.PostCode, a.Country} {
			dst = appendDetailString(dst, s)
		}
	}
	dst = binary.AppendUvarint(dst, uint64(len(e.DatesOfBirth)))
	for i := range e.DatesOfBirth {
		b := &e.DatesOfBirth[i]
		dst = binary.AppendVarint(dst, b.SearchResultDateOfBirthID)
		dst = appendDetailString(dst, b.DateOfBirth)
		var flags byte
		if b.Year != nil {
			flags |= dobYear
		}
		if b.Month != nil {
			flags |= dobMonth
		}
		if b.Day != nil {
			flags |= dobDay
		}
		dst = append(dst, flags)
		if b.Year != nil {
			dst = binary.AppendVarint(dst, int64(*b.Year))
		}
		if b.Month != nil {
			dst = binary.AppendUvarint(dst, uint64(*b.Month))
		}
		if b.Day != nil {
			dst = binary.AppendUvarint(dst, uint64(*b.Day))
		}
		dst = appendDetailString(dst, b.Type)
	}
	dst = binary.AppendUvarint(dst, uint64(len(e.Nationalities)))
	for i := range e.Nationalities {
		n := &e.Nationalities[i]
		dst = binary.AppendVarint(dst, n.SearchResultNationalityID)
		dst = appendDetailString(dst, n.Nationality)
	}
	dst = binary.AppendUvarint(dst, uint64(len(e.PlacesOfBirth)))
	for i := range e.PlacesOfBirth {
		p := &e.PlacesOfBirth[i]
		dst = binary.AppendVarint(dst, p.SearchResultPlaceOfBirthID)
		dst = appendDetailString(dst, p.PlaceOfBirth)
		dst = appendDetailString(dst, p.CountryOfBirth)
	}
	dst = binary.AppendUvarint(dst, uint64(len(e.Remarks)))
	for i := range e.Remarks {
		r := &e.Remarks[i]
		dst = binary.AppendVarint(dst, r.SearchResultRemarkID)
		dst = appendDetailString(dst, r.Name)
		dst = appendDetailString(dst, r.Description)
	}
	return dst
}

// appendDetailString appends s with its length, invalid UTF-8 bytes
// replaced by U+FFFD each, as encoding/json writes them (and so as the
// JSON form read them back).
func appendDetailString(dst []byte, s string) []byte {
	if utf8.ValidString(s) {
		dst = binary.AppendUvarint(dst, uint64(len(s)))
		return append(dst, s...)
	}
	return appendDetailBytes(dst, func(b []byte) []byte {
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				b = append(b, "\uFFFD"...)
			} else {
				b = append(b, s[i:i+size]...)
			}
			i += size
		}
		return b
	})
}

// appendDetailBytes appends what add appends, preceded by its length. The
// length takes one byte up to 127: room for one is kept, and the bytes
// moved only when longer.
func appendDetailBytes(dst []byte, add func([]byte) []byte) []byte {
	at := len(dst)
	dst = add(append(dst, 0))
	n := len(dst) - at - 1
	if n < 0x80 {
		dst[at] = byte(n)
		return dst
	}
	var l [binary.MaxVarintLen64]byte
	k := binary.PutUvarint(l[:], uint64(n))
	dst = append(dst, l[:k-1]...)
	copy(dst[at+k:], dst[at+1:at+1+n])
	copy(dst[at:], l[:k])
	return dst
}

var errDetails = errors.New("malformed stored details")

// applyDetails fills the nested lists of e (always non-nil) from their
// stored form: binary (appendDetails) or, in rows stored before migration
// 0022, JSON (store/internal/details).
func applyDetails(b []byte, e *service.SearchResultEntry) error {
	if len(b) == 0 || b[0] != detailsBinary {
		return details.Apply(b, e)
	}
	d := detailsReader{s: string(b[1:])} // one allocation for every string
	e.Names = make([]service.SearchResultName, d.count(5))
	for i := range e.Names {
		n := &e.Names[i]
		n.SearchResultNameID = d.varint()
		n.Type, n.Title, n.FullName = d.str(), d.str(), d.str()
		if sim := d.str(); sim != "" && d.err == nil {
			var err error
			if n.ResultSimilarity, err = service.ParseDecimal(sim); err != nil {
				return fmt.Errorf("details: name similarity %q: %w", sim, err)
			}
		}
	}
	e.Addresses = make([]service.SearchResultAddress, d.count(9))
	for i := range e.Addresses {
		a := &e.Addresses[i]
		a.SearchResultAddressID = d.varint()
		a.Type, a.Address1, a.Address2, a.Address3 = d.str(), d.str(), d.str(), d.str()
		a.City, a.County, a.PostCode, a.Country = d.str(), d.str(), d.str(), d.str()
	}
	e.DatesOfBirth = make([]service.SearchResultDateOfBirth, d.count(4))
	for i := range e.DatesOfBirth {
		b := &e.DatesOfBirth[i]
		b.SearchResultDateOfBirthID = d.varint()
		b.DateOfBirth = d.str()
		flags := d.byte()
		if flags&dobYear != 0 {
			b.Year = new(int16(d.varint()))
		}
		if flags&dobMonth != 0 {
			b.Month = new(uint8(d.uvarint()))
		}
		if flags&dobDay != 0 {
			b.Day = new(uint8(d.uvarint()))
		}
		b.Type = d.str()
	}
	e.Nationalities = make([]service.SearchResultNationality, d.count(2))
	for i := range e.Nationalities {
		n := &e.Nationalities[i]
		n.SearchResultNationalityID = d.varint()
		n.Nationality = d.str()
	}
	e.PlacesOfBirth = make([]service.SearchResultPlaceOfBirth, d.count(3))
	for i := range e.PlacesOfBirth {
		p := &e.PlacesOfBirth[i]
		p.SearchResultPlaceOfBirthID = d.varint()
		p.PlaceOfBirth, p.CountryOfBirth = d.str(), d.str()
	}
	e.Remarks = make([]service.SearchResultRemark, d.count(3))
	for i := range e.Remarks {
		r := &e.Remarks[i]
		r.SearchResultRemarkID = d.varint()
		r.Name, r.Description = d.str(), d.str()
	}
	if d.err == nil && d.s != "" {
		d.err = errDetails
	}
	if d.err != nil {
		return fmt.Errorf("details: %w", d.err)
	}
	return nil
}

// detailsReader reads the binary form; after the first error every read
// returns zero values and err stays set.
type detailsReader struct {
	s   string
	err error
}

func (d *detailsReader) fail() {
	d.err, d.s = errDetails, ""
}

func (d *detailsReader) uvarint() uint64 {
	var v uint64
	for i := 0; i < len(d.s) && i < binary.MaxVarintLen64; i++ {
		c := d.s[i]
		v |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			d.s = d.s[i+1:]
			return v
		}
	}
	d.fail()
	return 0
}

func (d *detailsReader) varint() int64 {
	u := d.uvarint()
	return int64(u>>1) ^ -int64(u&1)
}

func (d *detailsReader) byte() byte {
	if d.s == "" {
		d.fail()
		return 0
	}
	c := d.s[0]
	d.s = d.s[1:]
	return c
}

func (d *detailsReader) str() string {
	n := d.uvarint()
	if n > uint64(len(d.s)) {
		d.fail()
		return ""
	}
	s := d.s[:n]
	d.s = d.s[n:]
	return s
}

// count reads a list's length; an item takes at least least bytes, so a
// length the rest cannot hold is malformed (and allocates nothing).
func (d *detailsReader) count(least int) int {
	n := d.uvarint()
	if n > uint64(len(d.s)/least) {
		d.fail()
		return 0
	}
	return int(n)
}
