package screening

import (
	"encoding/binary"
	"fmt"
	"strings"
	"unsafe"
)

// The index keeps its entities packed, not as []Entity: a million list
// entities as Go structs cost ~780 bytes each (string and slice headers,
// a 128-byte Name per name, pointers the collector must scan), packed
// about a fifth of that, in a few large strings the collector never
// scans. A search reads only what scoring needs from the packed form (a
// name's text, a document's number) and decodes whole entities only for
// the results it returns.
//
// An entity's record (fields in this order; str is a uvarint length and
// the bytes; sym a uvarint: id<<1|1 of an interned string, or len<<1 and
// the bytes):
//
//	str Key
//	uvarint counts: names, middle names (all names), birth dates, birth
//	        places, nationalities, addresses, address lines (all),
//	        documents, programs, topics, remarks
//	byte Kind; sym Gender
//	names:     str Full, str First, uvarint n, str Middle×n, str Last,
//	           str Title, byte Type, byte Quality, sym Script, sym Lang
//	dates:     varint Year, byte Month, byte Day, varint ToYear, byte Circa, str Text
//	places:    str Place, country
//	countries: sym Name, sym Code
//	addresses: uvarint n, str Lines×n, str City, str Region, str PostCode,
//	           country, str Note
//	documents: sym Type, sym Label, str Number, country, str Note
//	programs:  uvarint: id of the interned list of strings (0: none)
//	ListedOn date; sym Schedule; str Item
//	topics:    uvarint: id of the interned list
//	remarks:   sym Name, str Description
//
// The list id is not in the record (the index has it per entity).

// chunkSize is the size of the strings records are packed into; a record
// never straddles two (a larger one gets a string of its own).
const chunkSize = 4 << 20

const nCounts = 11

// The counts of a record's header.
const (
	cNames = iota
	cMiddles
	cBirthDates
	cBirthPlaces
	cNationalities
	cAddresses
	cLines
	cDocuments
	cPrograms
	cTopics
	cRemarks
)

// docRec is what scoring needs of one identity document.
type docRec struct {
	typ    uint32 // symbol id of Document.Type
	num    uint32 // offset of Document.Number's str in the entity's chunk
	cty    uint16 // countryCode(Document.Country.Code)
	hasCty bool   // Document.Country.Code != ""
}

// entStore holds packed entities.
type entStore struct {
	chunks   []string
	recChunk []uint32 // per entity: its chunk
	recOff   []uint32 // per entity: its record's offset in the chunk
	// Names of entity e are nameStart[e]:nameStart[e+1]; nameOff[n] is the
	// offset of name n's Full (its str) in the entity's chunk.
	nameStart []uint32
	nameOff   []uint32
	// Documents of entity e are docStart[e]:docStart[e+1].
	docStart []uint32
	docs     []docRec
	syms     []string // interned strings; syms[0] is ""
	// Interned lists of strings (Programs and Topics: a few distinct
	// ones, shared by the decoded entities); strLists[0] is nil.
	strLists [][]string
}

func (st *entStore) len() int { return len(st.recOff) }

// bytes is the store's memory, about.
func (st *entStore) bytes() int64 {
	n := int64(16 * (len(st.chunks) + len(st.syms)))
	for _, c := range st.chunks {
		n += int64(len(c))
	}
	for _, s := range st.syms {
		n += int64(len(s))
	}
	n += 4 * int64(cap(st.recChunk)+cap(st.recOff)+cap(st.nameStart)+cap(st.nameOff)+cap(st.docStart))
	return n + int64(unsafe.Sizeof(docRec{}))*int64(cap(st.docs))
}

// readUvarint reads a uvarint of s at p.
func readUvarint(s string, p int) (uint64, int) {
	var x uint64
	var shift uint
	for {
		c := s[p]
		p++
		if c < 0x80 {
			return x | uint64(c)<<shift, p
		}
		x |= uint64(c&0x7f) << shift
		shift += 7
	}
}

func readVarint(s string, p int) (int64, int) {
	u, p := readUvarint(s, p)
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x, p
}

func readStr(s string, p int) (string, int) {
	n, p := readUvarint(s, p)
	return s[p : p+int(n)], p + int(n)
}

// key returns entity e's key.
func (st *entStore) key(e uint32) string {
	k, _ := readStr(st.chunks[st.recChunk[e]], int(st.recOff[e]))
	return k
}

// nameFull returns the Full of entity e's name k.
func (st *entStore) nameFull(e uint32, k int) string {
	f, _ := readStr(st.chunks[st.recChunk[e]], int(st.nameOff[int(st.nameStart[e])+k]))
	return f
}

// docNumber returns the Number of one of entity e's documents.
func (st *entStore) docNumber(e uint32, d *docRec) string {
	n, _ := readStr(st.chunks[st.recChunk[e]], int(d.num))
	return n
}

// entDocs returns entity e's documents.
func (st *entStore) entDocs(e uint32) []docRec { return st.docs[st.docStart[e]:st.docStart[e+1]] }

// counts reads the header counts of entity e's record.
func (st *entStore) counts(e uint32, c *[nCounts]int) {
	s := st.chunks[st.recChunk[e]]
	_, p := readStr(s, int(st.recOff[e]))
	for i := range c {
		var n uint64
		n, p = readUvarint(s, p)
		c[i] = int(n)
	}
}

// slabs hand out the slices of decoded entities from a few allocations.
type slabs struct {
	names  []Name
	strs   []string
	dates  []Date
	places []Place
	ctys   []Country
	addrs  []Address
	docs   []Document
	rems   []Remark
}

func take[T any](slab *[]T, n int) []T {
	if n == 0 {
		return nil
	}
	s := (*slab)[:n:n]
	*slab = (*slab)[n:]
	return s
}

// decode returns the entities es (without their list ids), all slices
// cut from one allocation per element type.
func (st *entStore) decode(es []uint32) []Entity {
	out := make([]Entity, len(es))
	var tot [nCounts]int
	for _, e := range es {
		var c [nCounts]int
		st.counts(e, &c)
		for i := range c {
			tot[i] += c[i]
		}
	}
	var sl slabs
	if n := tot[cNames]; n > 0 {
		sl.names = make([]Name, n)
	}
	if n := tot[cMiddles] + tot[cLines]; n > 0 {
		sl.strs = make([]string, n)
	}
	if n := tot[cBirthDates]; n > 0 {
		sl.dates = make([]Date, n)
	}
	if n := tot[cBirthPlaces]; n > 0 {
		sl.places = make([]Place, n)
	}
	if n := tot[cNationalities]; n > 0 {
		sl.ctys = make([]Country, n)
	}
	if n := tot[cAddresses]; n > 0 {
		sl.addrs = make([]Address, n)
	}
	if n := tot[cDocuments]; n > 0 {
		sl.docs = make([]Document, n)
	}
	if n := tot[cRemarks]; n > 0 {
		sl.rems = make([]Remark, n)
	}
	for i, e := range es {
		st.decodeInto(&out[i], e, &sl)
	}
	return out
}

type reader struct {
	s    string
	p    int
	syms []string
}

func (r *reader) uv() int {
	x, p := readUvarint(r.s, r.p)
	r.p = p
	return int(x)
}

func (r *reader) v() int64 {
	x, p := readVarint(r.s, r.p)
	r.p = p
	return x
}

func (r *reader) b() uint8 {
	c := r.s[r.p]
	r.p++
	return c
}

func (r *reader) str() string {
	s, p := readStr(r.s, r.p)
	r.p = p
	return s
}

func (r *reader) sym() string {
	x := r.uv()
	if x&1 != 0 {
		return r.syms[x>>1]
	}
	s := r.s[r.p : r.p+x>>1]
	r.p += x >> 1
	return s
}

func (r *reader) country() Country { return Country{Name: r.sym(), Code: r.sym()} }

func (r *reader) date() Date {
	var d Date
	d.Year = int16(r.v())
	d.Month = r.b()
	d.Day = r.b()
	d.ToYear = int16(r.v())
	d.Circa = r.b() != 0
	d.Text = r.str()
	return d
}

func (st *entStore) decodeInto(out *Entity, e uint32, sl *slabs) {
	r := reader{s: st.chunks[st.recChunk[e]], p: int(st.recOff[e]), syms: st.syms}
	out.Key = r.str()
	var c [nCounts]int
	for i := range c {
		c[i] = r.uv()
	}
	out.Kind = Kind(r.b())
	out.Gender = r.sym()
	out.Names = take(&sl.names, c[cNames])
	for k := range out.Names {
		n := &out.Names[k]
		n.Full, n.First = r.str(), r.str()
		n.Middle = take(&sl.strs, r.uv())
		for j := range n.Middle {
			n.Middle[j] = r.str()
		}
		n.Last, n.Title = r.str(), r.str()
		n.Type, n.Quality = NameType(r.b()), Quality(r.b())
		n.Script, n.Lang = r.sym(), r.sym()
	}
	out.BirthDates = take(&sl.dates, c[cBirthDates])
	for k := range out.BirthDates {
		out.BirthDates[k] = r.date()
	}
	out.BirthPlaces = take(&sl.places, c[cBirthPlaces])
	for k := range out.BirthPlaces {
		out.BirthPlaces[k] = Place{Place: r.str(), Country: r.country()}
	}
	out.Nationalities = take(&sl.ctys, c[cNationalities])
	for k := range out.Nationalities {
		out.Nationalities[k] = r.country()
	}
	out.Addresses = take(&sl.addrs, c[cAddresses])
	for k := range out.Addresses {
		a := &out.Addresses[k]
		a.Lines = take(&sl.strs, r.uv())
		for j := range a.Lines {
			a.Lines[j] = r.str()
		}
		a.City, a.Region, a.PostCode = r.str(), r.str(), r.str()
		a.Country = r.country()
		a.Note = r.str()
	}
	out.Documents = take(&sl.docs, c[cDocuments])
	for k := range out.Documents {
		d := &out.Documents[k]
		d.Type, d.Label, d.Number = r.sym(), r.sym(), r.str()
		d.Country = r.country()
		d.Note = r.str()
	}
	out.Programs = st.strLists[r.uv()]
	out.ListedOn = r.date()
	out.Schedule = r.sym()
	out.Item = r.str()
	out.Topics = st.strLists[r.uv()]
	out.Remarks = take(&sl.rems, c[cRemarks])
	for k := range out.Remarks {
		out.Remarks[k] = Remark{Name: r.sym(), Description: r.str()}
	}
}

// packer appends entities to an entStore.
type packer struct {
	st     *entStore
	cur    []byte // the chunk being filled
	rec    []byte // the record being written
	symID  map[string]uint32
	listID map[string]uint32 // strLists by their strings joined with 0
	key    []byte
	// Offsets of the record's name Fulls and document Numbers, relative
	// to the record's start.
	nameRel, docRel []uint32
}

func newPacker(st *entStore) *packer {
	st.syms = []string{""}
	st.strLists = [][]string{nil}
	st.nameStart = []uint32{0}
	st.docStart = []uint32{0}
	return &packer{st: st, symID: map[string]uint32{"": 0}, listID: map[string]uint32{}}
}

// strList writes the id of the interned copy of l.
func (w *packer) strList(l []string) {
	if len(l) == 0 {
		w.uv(0)
		return
	}
	w.key = w.key[:0]
	for _, s := range l {
		w.key = append(w.key, s...)
		w.key = append(w.key, 0)
	}
	id, ok := w.listID[string(w.key)]
	if !ok {
		id = uint32(len(w.st.strLists))
		c := make([]string, len(l))
		for i, s := range l {
			c[i] = strings.Clone(s)
		}
		w.st.strLists = append(w.st.strLists, c)
		w.listID[string(w.key)] = id
	}
	w.uv(uint64(id))
}

func (w *packer) uv(x uint64)  { w.rec = binary.AppendUvarint(w.rec, x) }
func (w *packer) v(x int64)    { w.rec = binary.AppendVarint(w.rec, x) }
func (w *packer) b(x uint8)    { w.rec = append(w.rec, x) }
func (w *packer) str(s string) { w.uv(uint64(len(s))); w.rec = append(w.rec, s...) }

func (w *packer) symID1(s string) uint32 {
	id, ok := w.symID[s]
	if !ok {
		id = uint32(len(w.st.syms))
		s = strings.Clone(s) // not a piece of some larger string of the caller's
		w.st.syms = append(w.st.syms, s)
		w.symID[s] = id
	}
	return id
}

// sym writes s interned: for the fields with few distinct values
// (countries, programmes, document types, ...).
func (w *packer) sym(s string) {
	if len(s) > 64 {
		w.uv(uint64(len(s)) << 1)
		w.rec = append(w.rec, s...)
		return
	}
	w.uv(uint64(w.symID1(s))<<1 | 1)
}

func (w *packer) country(c Country) { w.sym(c.Name); w.sym(c.Code) }

func (w *packer) date(d Date) {
	w.v(int64(d.Year))
	w.b(d.Month)
	w.b(d.Day)
	w.v(int64(d.ToYear))
	if d.Circa {
		w.b(1)
	} else {
		w.b(0)
	}
	w.str(d.Text)
}

// add packs e.
func (w *packer) add(e *Entity) error {
	if w.st.len() >= 1<<31 {
		return fmt.Errorf("screening: too many entities")
	}
	w.rec, w.nameRel, w.docRel = w.rec[:0], w.nameRel[:0], w.docRel[:0]
	w.str(e.Key)
	middles, lines := 0, 0
	for k := range e.Names {
		middles += len(e.Names[k].Middle)
	}
	for k := range e.Addresses {
		lines += len(e.Addresses[k].Lines)
	}
	for _, n := range [nCounts]int{len(e.Names), middles, len(e.BirthDates), len(e.BirthPlaces), len(e.Nationalities),
		len(e.Addresses), lines, len(e.Documents), len(e.Programs), len(e.Topics), len(e.Remarks)} {
		w.uv(uint64(n))
	}
	w.b(uint8(e.Kind))
	w.sym(e.Gender)
	for k := range e.Names {
		n := &e.Names[k]
		w.nameRel = append(w.nameRel, uint32(len(w.rec)))
		w.str(n.Full)
		w.str(n.First)
		w.uv(uint64(len(n.Middle)))
		for _, m := range n.Middle {
			w.str(m)
		}
		w.str(n.Last)
		w.str(n.Title)
		w.b(uint8(n.Type))
		w.b(uint8(n.Quality))
		w.sym(n.Script)
		w.sym(n.Lang)
	}
	for _, d := range e.BirthDates {
		w.date(d)
	}
	for _, p := range e.BirthPlaces {
		w.str(p.Place)
		w.country(p.Country)
	}
	for _, c := range e.Nationalities {
		w.country(c)
	}
	for k := range e.Addresses {
		a := &e.Addresses[k]
		w.uv(uint64(len(a.Lines)))
		for _, l := range a.Lines {
			w.str(l)
		}
		w.str(a.City)
		w.str(a.Region)
		w.str(a.PostCode)
		w.country(a.Country)
		w.str(a.Note)
	}
	for k := range e.Documents {
		d := &e.Documents[k]
		w.uv(uint64(w.symID1(d.Type))<<1 | 1) // always interned: scoring compares it
		w.sym(d.Label)
		w.docRel = append(w.docRel, uint32(len(w.rec)))
		w.str(d.Number)
		w.country(d.Country)
		w.str(d.Note)
	}
	w.strList(e.Programs)
	w.date(e.ListedOn)
	w.sym(e.Schedule)
	w.str(e.Item)
	w.strList(e.Topics)
	for _, r := range e.Remarks {
		w.sym(r.Name)
		w.str(r.Description)
	}
	if len(w.rec) >= 1<<31 {
		return fmt.Errorf("screening: entity %s/%s is too large", e.List, e.Key)
	}

	// Place the record.
	if len(w.cur)+len(w.rec) > cap(w.cur) {
		w.flush()
		w.cur = make([]byte, 0, max(chunkSize, len(w.rec)))
	}
	st := w.st
	base := uint32(len(w.cur))
	st.recChunk = append(st.recChunk, uint32(len(st.chunks)))
	st.recOff = append(st.recOff, base)
	w.cur = append(w.cur, w.rec...)
	for _, off := range w.nameRel {
		st.nameOff = append(st.nameOff, base+off)
	}
	st.nameStart = append(st.nameStart, uint32(len(st.nameOff)))
	for k := range e.Documents {
		d := &e.Documents[k]
		st.docs = append(st.docs, docRec{typ: w.symID[d.Type], num: base + w.docRel[k],
			cty: countryCode(d.Country.Code), hasCty: d.Country.Code != ""})
	}
	st.docStart = append(st.docStart, uint32(len(st.docs)))
	return nil
}

// flush turns the chunk being filled into a string of the store.
func (w *packer) flush() {
	if w.cur != nil {
		w.st.chunks = append(w.st.chunks, string(w.cur))
		w.cur = nil
	}
}

// finish ends packing: the last chunk goes into the store and the
// building state is dropped.
func (w *packer) finish() {
	w.flush()
	w.symID, w.listID, w.rec = nil, nil, nil
}
