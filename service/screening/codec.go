package screening

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
)

// The text forms of the enumerations, as stored and shown. Stored entities
// use these names, not the constants' numbers, so that adding a constant
// never changes the meaning of stored data.
var (
	nameTypeNames = [...]string{"primary", "aka", "fka", "unknown"}
	qualityNames  = [...]string{"", "strong", "weak"}
)

// MarshalText returns the kind's name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *Kind) UnmarshalText(b []byte) error {
	i := slices.Index(kindNames[:], string(b))
	if i < 0 {
		return fmt.Errorf("screening: unknown kind %q", b)
	}
	*k = Kind(i)
	return nil
}

// MarshalText returns the name type's name ("primary", "aka", "fka" or
// "unknown").
func (t NameType) MarshalText() ([]byte, error) {
	if int(t) < len(nameTypeNames) {
		return []byte(nameTypeNames[t]), nil
	}
	return []byte("unknown"), nil
}

// UnmarshalText reads a name type's name.
func (t *NameType) UnmarshalText(b []byte) error {
	i := slices.Index(nameTypeNames[:], string(b))
	if i < 0 {
		return fmt.Errorf("screening: unknown name type %q", b)
	}
	*t = NameType(i)
	return nil
}

// MarshalText returns the quality's name ("", "strong" or "weak").
func (q Quality) MarshalText() ([]byte, error) {
	if int(q) < len(qualityNames) {
		return []byte(qualityNames[q]), nil
	}
	return nil, nil
}

// UnmarshalText reads a quality's name.
func (q *Quality) UnmarshalText(b []byte) error {
	i := slices.Index(qualityNames[:], string(b))
	if i < 0 {
		return fmt.Errorf("screening: unknown alias quality %q", b)
	}
	*q = Quality(i)
	return nil
}

// Encode returns the entity's stored form: compact JSON with the field
// names of its struct tags and the enumerations by name.
func (e *Entity) Encode() ([]byte, error) {
	b, err := json.Marshal(e)
	if err != nil {
		return nil, fmt.Errorf("screening: encoding entity %s/%s: %w", e.List, e.Key, err)
	}
	return b, nil
}

// DecodeEntity reads an entity from its stored form ([Entity.Encode]).
func DecodeEntity(b []byte) (Entity, error) {
	var e Entity
	if err := json.Unmarshal(b, &e); err != nil {
		return Entity{}, fmt.Errorf("screening: decoding entity: %w", err)
	}
	return e, nil
}

// Hash is the SHA-256 content hash of an entity ([Entity.Hash]).
type Hash [32]byte

// String returns the hash in hex.
func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// Hash returns the entity's content hash: SHA-256 over its stored form
// with every multi-valued field except the primary name (Names[0]) put in
// a canonical order, so that a list republishing the same entry with its
// aliases, dates or addresses in another order does not count as a change.
// Everything the entity holds counts, remarks included: an auditor wants
// to know that a listing changed, whatever changed in it.
func (e *Entity) Hash() Hash {
	c := *e
	if len(c.Names) > 1 {
		c.Names = append([]Name{c.Names[0]}, sortedByJSON(c.Names[1:])...)
	}
	c.BirthDates = sortedByJSON(c.BirthDates)
	c.BirthPlaces = sortedByJSON(c.BirthPlaces)
	c.Nationalities = sortedByJSON(c.Nationalities)
	c.Addresses = sortedByJSON(c.Addresses)
	c.Documents = sortedByJSON(c.Documents)
	c.Programs = sortedStrings(c.Programs)
	c.Topics = sortedStrings(c.Topics)
	c.Remarks = sortedByJSON(c.Remarks)
	b, err := json.Marshal(&c)
	if err != nil {
		// Every field of Entity encodes; reaching this is a programming error.
		panic(fmt.Sprintf("screening: hashing entity %s/%s: %v", e.List, e.Key, err))
	}
	return sha256.Sum256(b)
}

// sortedByJSON returns a copy of s ordered by each element's JSON form.
func sortedByJSON[T any](s []T) []T {
	if len(s) < 2 {
		return s
	}
	type kv struct {
		k []byte
		v T
	}
	tmp := make([]kv, len(s))
	for i, v := range s {
		b, err := json.Marshal(v)
		if err != nil {
			panic(fmt.Sprintf("screening: hashing: %v", err))
		}
		tmp[i] = kv{b, v}
	}
	slices.SortStableFunc(tmp, func(a, b kv) int { return bytes.Compare(a.k, b.k) })
	out := make([]T, len(s))
	for i := range tmp {
		out[i] = tmp[i].v
	}
	return out
}

func sortedStrings(s []string) []string {
	if len(s) < 2 {
		return s
	}
	return slices.Sorted(slices.Values(s))
}

// Change is how an entity differs between two versions of its list.
type Change uint8

// The changes.
const (
	Added    Change = iota + 1 // in the new version only
	Modified                   // in both, with different content
	Removed                    // in the old version only
)

var changeNames = [...]string{"", "added", "modified", "removed"}

// String returns "added", "modified" or "removed".
func (c Change) String() string {
	if int(c) < len(changeNames) {
		return changeNames[c]
	}
	return ""
}

// EntityChange is one changed entity of a list.
type EntityChange struct {
	List   string
	Key    string
	Change Change
}

// Diff compares two versions of one list given as content hashes by key
// and returns the changed keys, ordered by key.
func Diff(list string, old, new map[string]Hash) []EntityChange {
	var out []EntityChange
	for k, h := range new {
		if oh, ok := old[k]; !ok {
			out = append(out, EntityChange{list, k, Added})
		} else if oh != h {
			out = append(out, EntityChange{list, k, Modified})
		}
	}
	for k := range old {
		if _, ok := new[k]; !ok {
			out = append(out, EntityChange{list, k, Removed})
		}
	}
	slices.SortFunc(out, func(a, b EntityChange) int { return cmp.Compare(a.Key, b.Key) })
	return out
}

// Merge adds to e what o holds that e lacks (names, dates, places,
// nationalities, addresses, documents, programmes, topics, remarks), for a
// list that files one entity under several entries with the same key.
// Single-valued fields of e win when set.
func (e *Entity) Merge(o *Entity) {
	if e.Kind == KindUnknown {
		e.Kind = o.Kind
	}
	if e.Gender == "" {
		e.Gender = o.Gender
	}
	if e.ListedOn == (Date{}) {
		e.ListedOn = o.ListedOn
	}
	if e.Schedule == "" {
		e.Schedule = o.Schedule
	}
	if e.Item == "" {
		e.Item = o.Item
	}
	e.Names = appendNew(e.Names, o.Names...)
	e.BirthDates = appendNew(e.BirthDates, o.BirthDates...)
	e.BirthPlaces = appendNew(e.BirthPlaces, o.BirthPlaces...)
	e.Nationalities = appendNew(e.Nationalities, o.Nationalities...)
	e.Addresses = appendNew(e.Addresses, o.Addresses...)
	e.Documents = appendNew(e.Documents, o.Documents...)
	e.Programs = appendNew(e.Programs, o.Programs...)
	e.Topics = appendNew(e.Topics, o.Topics...)
	e.Remarks = appendNew(e.Remarks, o.Remarks...)
}

// appendNew appends the values of add not already in s (compared by their
// JSON form, so it works for structs holding slices).
func appendNew[T any](s []T, add ...T) []T {
	if len(add) == 0 {
		return s
	}
	seen := make(map[string]bool, len(s)+len(add))
	for _, v := range s {
		b, _ := json.Marshal(v)
		seen[string(b)] = true
	}
	for _, v := range add {
		b, _ := json.Marshal(v)
		if !seen[string(b)] {
			seen[string(b)] = true
			s = append(s, v)
		}
	}
	return s
}
