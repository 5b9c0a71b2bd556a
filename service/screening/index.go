package screening

import (
	"errors"
	"fmt"
	"hash/maphash"
	"math"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/screengate/screengate/service/screening/textnorm"
)

// BuildOptions configure [Build].
type BuildOptions struct {
	// Versions maps a list id to the version of the list the entities come
	// from (an opaque string, e.g. the import's id or SHA-256); every
	// result's explanation carries it.
	Versions map[string]string
	// Workers is the number of goroutines that normalise names; 0 means
	// GOMAXPROCS.
	Workers int
	// NoExpansionCache turns off the cache of word expansions (to measure
	// cold searches).
	NoExpansionCache bool
	// Prewarm is how many of the most frequent words of the lists get
	// their expansion computed at build time (a query word that is one of
	// them needs no vocabulary scan); 0 means DefaultPrewarm, negative
	// none.
	Prewarm int
	// WordStats, when set, is the index whose word statistics (each
	// word's document frequency and the number of names) weigh the query
	// words of this index's searches, in place of its own: an index of a
	// few entities built with WordStats set to the index of the whole
	// lists scores each of them exactly as a search of the whole index
	// does (see [Index.Search]).
	WordStats *Index
}

// DefaultPrewarm is BuildOptions.Prewarm's default.
const DefaultPrewarm = 20000

// Index is an immutable, in-memory index of list entities: the vocabulary
// of their name words with postings, per-name token data, and the side
// data scoring needs (dates of birth, countries, documents). Build one with
// [Build]; it is safe for concurrent searches.
//
// Memory is laid out in flat arrays (struct of arrays, 32-bit ids, one
// string for all words) so that a million entities cost no per-name
// pointers.
type Index struct {
	st       entStore // the entities, packed
	lists    []string // list ids, sorted; a list's index is its position
	versions []string // per list
	listIdx  map[string]uint8

	// Entities.
	entList     []uint8
	entKind     []uint8
	entRowStart []uint32 // rows of entity e: entRowStart[e]:entRowStart[e+1]
	entDOBStart []uint32
	dobs        []dob
	entCtyStart []uint32
	countries   []uint16 // country codes (see countryCode), per entity sorted, unique
	docs        []docEntry
	docSeed     maphash.Seed

	// Rows: one per form of each name.
	rowEnt    []uint32
	rowName   []uint16 // index into Entity.Names
	rowMeta   []uint8  // form | name type<<2 | quality<<4
	rowTokOff []uint32 // tokens of row r: rowToks[rowTokOff[r]:rowTokOff[r+1]]
	rowToks   []uint32 // word id | class<<30
	// rowCov1 bounds the precise preset's coverage factor of a row
	// against a one-word query (only its heaviest word can be matched),
	// rounded up.
	rowCov1 []float32
	// rowCov23 bounds it likewise against a query variant of two words
	// (low half) and of three (high half): only the two or three heaviest
	// words can be matched. Each is covQuant(cov), which rounds up.
	rowCov23 []uint32
	// rowSig has, per row, the sigBit of each of its words: a query word
	// whose expansion's bits miss it reaches none of the row's words.
	rowSig []uint32

	voc vocabulary

	pool sync.Pool // *searcher
	last atomic.Pointer[[3]int]

	// Expansions of query words at the precise preset's floor, shared by
	// all searches (they depend only on the word and the vocabulary).
	cacheOff bool
	cache    wordMemo[[]cand]
	// Expansions of words that occur only in concatenated forms (see
	// expandConcat), likewise.
	concatCache wordMemo[[]cand]

	// The ofac preset's whole-name data, built on first use.
	wholeOnce sync.Once
	whole     *wholeIndex

	stats *Index // BuildOptions.WordStats; nil: this index

	// MayMatch's memo of query words: [0] words of split and joined
	// forms, [1] words of concatenated forms only.
	reach [2]wordMemo[wordReach]
	// The words of split and joined forms of 3+ bytes by length (ids),
	// for MayMatch's words of concatenated forms; built on first use.
	byLenOnce sync.Once
	byLen     [256][]uint32
}

const (
	classShift = 30
	idMask     = 1<<classShift - 1
)

func tokID(t uint32) uint32            { return t & idMask }
func tokClass(t uint32) textnorm.Class { return textnorm.Class(t >> classShift) }
func rowForm(meta uint8) textnorm.Form { return textnorm.Form(meta & 3) }

// nameMeta is a name's part of rowMeta: its type and quality.
func nameMeta(n *Name) uint8 { return uint8(n.Type&3) | uint8(n.Quality&3)<<2 }

// dob is a date of birth as scoring compares it.
type dob struct {
	from, to int16 // years (equal unless a range or circa)
	month    uint8
	day      uint8
	approx   bool
	src      uint16 // index into Entity.BirthDates
}

type docEntry struct {
	hash uint64
	ent  uint32
	doc  uint16
}

// Len returns the number of entities in the index.
func (ix *Index) Len() int { return len(ix.entKind) }

// Entity returns entity i (its position in the order the entities were
// given to Build or added to a Builder), decoded from the index's packed
// form. Its strings share the index's memory.
func (ix *Index) Entity(i int) Entity {
	return ix.decode([]uint32{uint32(i)})[0]
}

// decode returns the entities es.
func (ix *Index) decode(es []uint32) []Entity {
	out := ix.st.decode(es)
	for i, e := range es {
		out[i].List = ix.lists[ix.entList[e]]
	}
	return out
}

// rowNameHead returns the Type and Quality of the name row r was made
// from: what strength reads of a name when it records no adjustments
// (Full is left empty: reading it would touch the packed record, a cache
// miss per matched entity).
func (ix *Index) rowNameHead(r uint32) Name {
	m := ix.rowMeta[r]
	return Name{Type: NameType(m >> 2 & 3), Quality: Quality(m >> 4 & 3)}
}

// Lists returns the ids of the lists in the index, sorted.
func (ix *Index) Lists() []string { return slices.Clone(ix.lists) }

// Version returns the version given for list at build time.
func (ix *Index) Version(list string) string {
	if i, ok := ix.listIdx[list]; ok {
		return ix.versions[i]
	}
	return ""
}

// Stats describe an index.
type Stats struct {
	Entities, Names, Rows, Words, Postings int
	// EntityBytes is the memory of the packed entities (records, their
	// offsets, documents, interned strings); the rest of the index is
	// the search structures.
	EntityBytes int64
}

// Stats returns the index's sizes.
func (ix *Index) Stats() Stats {
	return Stats{Entities: ix.Len(), Names: len(ix.st.nameOff), Rows: len(ix.rowEnt), Words: ix.voc.size(), Postings: len(ix.voc.postings),
		EntityBytes: ix.st.bytes()}
}

func analyzerKind(k Kind) textnorm.Kind {
	switch k {
	case KindPerson:
		return textnorm.KindPerson
	case KindOrganization, KindVessel, KindAircraft:
		return textnorm.KindOrg
	}
	return textnorm.KindAny
}

// chunk is one worker's share of the rows, with words numbered locally.
type chunk struct {
	from, to int // entities
	words    []string
	wordID   map[string]uint32
	rowEnt   []uint32
	rowName  []uint16
	rowMeta  []uint8
	tokOff   []uint32
	toks     []uint32
}

func (c *chunk) analyse(ix *Index, meta []uint8) {
	var an textnorm.Analyzer
	c.wordID = map[string]uint32{}
	c.tokOff = append(c.tokOff, 0)
	opts := textnorm.Options{Translit: true, Joined: true, Concat: true}
	st := &ix.st
	for e := c.from; e < c.to; e++ {
		opts.Kind = analyzerKind(Kind(ix.entKind[e]))
		n0, n1 := int(st.nameStart[e]), int(st.nameStart[e+1])
		for k := range n1 - n0 {
			for _, v := range an.Analyze(st.nameFull(uint32(e), k), opts) {
				for _, t := range v.Tokens {
					w := an.Text(t)
					id, ok := c.wordID[string(w)]
					if !ok {
						id = uint32(len(c.words))
						s := string(w)
						c.words = append(c.words, s)
						c.wordID[s] = id
					}
					c.toks = append(c.toks, id|uint32(t.Class)<<classShift)
				}
				c.rowEnt = append(c.rowEnt, uint32(e))
				c.rowName = append(c.rowName, uint16(k))
				c.rowMeta = append(c.rowMeta, uint8(v.Form)|meta[n0+k]<<2)
				c.tokOff = append(c.tokOff, uint32(len(c.toks)))
			}
		}
	}
	c.wordID = nil // done: the merge needs only c.words
}

// Build indexes ents. The index keeps its own packed copy of them: ents
// may be dropped or reused afterwards. Build takes about a second per
// 50,000 entities on one core and spreads the name analysis over Workers.
// To index entities without holding them all as []Entity first, use a
// [Builder].
func Build(ents []Entity, o BuildOptions) (*Index, error) {
	b := NewBuilder(o)
	for i := range ents {
		if err := b.Add(&ents[i]); err != nil {
			return nil, err
		}
	}
	return b.Build()
}

// Builder builds an [Index] from entities added one at a time. It packs
// each entity as it is added (the index keeps no []Entity), so a caller
// that streams entities from a store or a file never holds them all
// unpacked. A Builder builds one index.
type Builder struct {
	o        BuildOptions
	ix       *Index
	pk       *packer
	listID   map[string]uint8 // list ids in the order first seen
	nameMeta []uint8          // per name: nameMeta
	ctys     []uint16         // scratch
	err      error
}

// NewBuilder returns an empty builder.
func NewBuilder(o BuildOptions) *Builder {
	ix := &Index{listIdx: map[string]uint8{}, docSeed: maphash.MakeSeed(), cacheOff: o.NoExpansionCache}
	ix.cache.init()
	ix.concatCache.init()
	ix.reach[0].init()
	ix.reach[1].init()
	ix.entDOBStart = []uint32{0}
	ix.entCtyStart = []uint32{0}
	ix.stats = o.WordStats
	return &Builder{o: o, ix: ix, pk: newPacker(&ix.st), listID: map[string]uint8{}}
}

// Add adds e (copied: the caller may reuse it) to the index being built.
func (b *Builder) Add(e *Entity) error {
	if b.err != nil {
		return b.err
	}
	b.err = b.add(e)
	return b.err
}

func (b *Builder) add(ent *Entity) error {
	ix := b.ix
	if b.pk == nil {
		return errors.New("screening: Builder used after Build")
	}
	i := ix.Len()
	if ent.List == "" {
		return fmt.Errorf("screening: entity %d (key %q) has no list id", i, ent.Key)
	}
	l, ok := b.listID[ent.List]
	if !ok {
		if len(b.listID) == 256 {
			return fmt.Errorf("screening: more than 256 lists")
		}
		l = uint8(len(b.listID))
		b.listID[ent.List] = l
	}
	if len(ent.Names) > 1<<16 {
		return fmt.Errorf("screening: entity %s/%s has %d names (at most 65536)", ent.List, ent.Key, len(ent.Names))
	}
	if err := b.pk.add(ent); err != nil {
		return err
	}
	for k := range ent.Names {
		b.nameMeta = append(b.nameMeta, nameMeta(&ent.Names[k]))
	}
	e := uint32(i)
	ix.entList = append(ix.entList, l)
	ix.entKind = append(ix.entKind, uint8(ent.Kind))
	for k, d := range ent.BirthDates {
		if dd, ok := makeDOB(d); ok && k < 1<<16 {
			dd.src = uint16(k)
			ix.dobs = append(ix.dobs, dd)
		}
	}
	ix.entDOBStart = append(ix.entDOBStart, uint32(len(ix.dobs)))
	b.ctys = entityCountries(ent, b.ctys[:0])
	ix.countries = append(ix.countries, b.ctys...)
	ix.entCtyStart = append(ix.entCtyStart, uint32(len(ix.countries)))
	var buf [64]byte
	for k, d := range ent.Documents {
		if n := normDocNumber(d.Number, buf[:0]); len(n) > 0 && k < 1<<16 {
			ix.docs = append(ix.docs, docEntry{hash: maphash.Bytes(ix.docSeed, n), ent: e, doc: uint16(k)})
		}
	}
	return nil
}

// Build indexes the entities added. On error the builder is spent.
func (b *Builder) Build() (*Index, error) {
	if b.err != nil {
		return nil, b.err
	}
	if b.pk == nil {
		return nil, errors.New("screening: Builder used after Build")
	}
	ix, o := b.ix, b.o
	b.pk.finish()
	b.pk = nil
	nents := ix.Len()
	meta := b.nameMeta
	b.nameMeta = nil

	// Lists, sorted; entities' list numbers remapped to that order.
	for l := range b.listID {
		ix.lists = append(ix.lists, l)
	}
	sort.Strings(ix.lists)
	var remap [256]uint8
	for i, l := range ix.lists {
		ix.listIdx[l] = uint8(i)
		ix.versions = append(ix.versions, o.Versions[l])
		remap[b.listID[l]] = uint8(i)
	}
	for e, l := range ix.entList {
		ix.entList[e] = remap[l]
	}
	ix.entList = slices.Clip(ix.entList)
	ix.entKind = slices.Clip(ix.entKind)

	// Names, in parallel chunks of consecutive entities.
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	nchunks := min(max(workers*4, 1), max(nents/2000, 1))
	chunks := make([]*chunk, nchunks)
	for i := range chunks {
		chunks[i] = &chunk{from: nents * i / nchunks, to: nents * (i + 1) / nchunks}
	}
	var wg sync.WaitGroup
	next := make(chan *chunk)
	for w := 0; w < min(workers, nchunks); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range next {
				c.analyse(ix, meta)
			}
		}()
	}
	for _, c := range chunks {
		next <- c
	}
	close(next)
	wg.Wait()

	// One sorted vocabulary.
	var all []string
	for _, c := range chunks {
		all = append(all, c.words...)
	}
	sort.Strings(all)
	all = slices.Compact(all)
	if len(all) > idMask {
		return nil, fmt.Errorf("screening: %d distinct words (at most %d)", len(all), idMask)
	}
	global := make(map[string]uint32, len(all))
	for i, w := range all {
		global[w] = uint32(i)
	}

	// Rows, remapped to global word ids.
	nrows, ntoks := 0, 0
	for _, c := range chunks {
		nrows += len(c.rowEnt)
		ntoks += len(c.toks)
	}
	if ntoks >= 1<<32-1 || nrows >= 1<<32-1 {
		return nil, errors.New("screening: too many names")
	}
	ix.rowEnt = make([]uint32, 0, nrows)
	ix.rowName = make([]uint16, 0, nrows)
	ix.rowMeta = make([]uint8, 0, nrows)
	ix.rowTokOff = make([]uint32, 1, nrows+1)
	ix.rowToks = make([]uint32, 0, ntoks)
	for _, c := range chunks {
		remap := make([]uint32, len(c.words))
		for i, w := range c.words {
			remap[i] = global[w]
		}
		base := uint32(len(ix.rowToks))
		for _, t := range c.toks {
			ix.rowToks = append(ix.rowToks, remap[tokID(t)]|t&^idMask)
		}
		ix.rowEnt = append(ix.rowEnt, c.rowEnt...)
		ix.rowName = append(ix.rowName, c.rowName...)
		ix.rowMeta = append(ix.rowMeta, c.rowMeta...)
		for _, off := range c.tokOff[1:] {
			ix.rowTokOff = append(ix.rowTokOff, base+off)
		}
		c.words, c.wordID, c.toks = nil, nil, nil
	}
	global = nil

	// Words that occur only in concatenated forms (most of the
	// vocabulary: every name of 2-4 words has one) go after the others,
	// in their own sorted segment: a word of the query meets them only
	// under the concatenated-form rule, so most expansions skip them.
	concatOnly := make([]bool, len(all))
	for i := range concatOnly {
		concatOnly[i] = true
	}
	for r := range ix.rowEnt {
		if rowForm(ix.rowMeta[r]) != textnorm.FormConcat {
			for _, t := range ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]] {
				concatOnly[tokID(t)] = false
			}
		}
	}
	order := make([]uint32, 0, len(all))
	for pass := 0; pass < 2; pass++ {
		for i, c := range concatOnly {
			if c == (pass == 1) {
				order = append(order, uint32(i))
			}
		}
	}
	newID := make([]uint32, len(all))
	words := make([]string, len(all))
	nbase := 0
	for k, i := range order {
		newID[i] = uint32(k)
		words[k] = all[i]
		if !concatOnly[i] {
			nbase = k + 1
		}
	}
	for k, t := range ix.rowToks {
		ix.rowToks[k] = newID[tokID(t)] | t&^idMask
	}
	all, order, newID, concatOnly = nil, nil, nil, nil

	ix.voc.build(words, nbase, ix.rowToks, ix.rowTokOff)
	words = nil
	ix.rowSig = make([]uint32, len(ix.rowEnt))
	for r := range ix.rowSig {
		var sig uint32
		for _, t := range ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]] {
			sig |= sigBit(ix.voc.wordBytes(tokID(t)))
		}
		ix.rowSig[r] = sig
	}
	ix.rowCov1 = make([]float32, len(ix.rowEnt))
	ix.rowCov23 = make([]uint32, len(ix.rowEnt))
	pp := &presets[PresetPrecise]
	for r := range ix.rowEnt {
		total := 0.0
		var top [3]float64 // the three heaviest words, descending
		for _, t := range ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]] {
			c := tokClass(t)
			if c == textnorm.Honorific {
				continue
			}
			x := float64(ix.voc.ln[tokID(t)]) * pp.classWeight[c]
			total += x
			switch {
			case x > top[0]:
				top = [3]float64{x, top[0], top[1]}
			case x > top[1]:
				top[1], top[2] = x, top[1]
			case x > top[2]:
				top[2] = x
			}
		}
		cov := [3]float64{1, 1, 1}
		if total > 0 {
			covered := 0.0
			for k := range cov {
				covered += top[k]
				cov[k] = 1 - pp.coverage*max(total-covered, 0)/total
			}
		}
		ix.rowCov1[r] = float32(cov[0]) + 1e-6 // float32 rounding must not undercut it
		ix.rowCov23[r] = uint32(covQuant(cov[1])) | uint32(covQuant(cov[2]))<<16
	}
	// Postings in impact order (see impactSearch): best one-word cap
	// first, then row.
	for id := 0; id < ix.voc.size(); id++ {
		post := ix.voc.postings[ix.voc.postOff[id]:ix.voc.postOff[id+1]]
		slices.SortFunc(post, func(a, b uint32) int {
			x, y := ix.impact(a), ix.impact(b)
			switch {
			case x > y:
				return -1
			case x < y:
				return 1
			}
			return int(a) - int(b)
		})
	}
	all = nil

	// Entities' rows.
	ix.entRowStart = make([]uint32, nents+1)
	r := 0
	for e := range nents {
		ix.entRowStart[e] = uint32(r)
		for r < len(ix.rowEnt) && ix.rowEnt[r] == uint32(e) {
			r++
		}
	}
	ix.entRowStart[nents] = uint32(r)
	if !o.NoExpansionCache {
		ix.prewarm(o.Prewarm, workers)
	}
	ix.dobs, ix.countries, ix.docs = slices.Clip(ix.dobs), slices.Clip(ix.countries), slices.Clip(ix.docs)
	slices.SortFunc(ix.docs, func(a, b docEntry) int {
		switch {
		case a.hash < b.hash:
			return -1
		case a.hash > b.hash:
			return 1
		case a.ent != b.ent:
			return int(a.ent) - int(b.ent)
		}
		return int(a.doc) - int(b.doc)
	})
	return ix, nil
}

// prewarm fills the expansion cache with the n most frequent words (ties:
// lower id), in parallel.
func (ix *Index) prewarm(n, workers int) {
	if n == 0 {
		n = DefaultPrewarm
	}
	n = min(n, ix.voc.size(), expansionCacheMax)
	if n <= 0 {
		return
	}
	ids := make([]uint32, ix.voc.size())
	for i := range ids {
		ids[i] = uint32(i)
	}
	slices.SortStableFunc(ids, func(a, b uint32) int { return int(ix.voc.df[b]) - int(ix.voc.df[a]) })
	ids = ids[:n]
	p := &presets[PresetPrecise]
	results := make([][]cand, n)
	var wg sync.WaitGroup
	for w := 0; w < max(workers, 1); w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			var km kminTable
			for k := w; k < n; k += max(workers, 1) {
				b := ix.voc.wordBytes(ids[k])
				q := queryWord{text: b, legal: legalID(b), sig: signatureOf(b), pre: packPrefix(b)}
				results[k] = slices.Clip(ix.voc.expand(p, &q, p.floor, nil, &km))
			}
		}(w)
	}
	wg.Wait()
	for k, id := range ids {
		ix.cache.put(ix.voc.wordBytes(id), results[k])
	}
}

// countryCode packs an ISO 3166-1 alpha-2 code (case-insensitive); 0 when
// s is not two letters.
func countryCode(s string) uint16 {
	if len(s) != 2 {
		return 0
	}
	a, b := s[0]|0x20, s[1]|0x20
	if a < 'a' || a > 'z' || b < 'a' || b > 'z' {
		return 0
	}
	return uint16(a-'a')*26 + uint16(b-'a') + 1
}

func countryString(c uint16) string {
	if c == 0 {
		return ""
	}
	c--
	return string([]byte{byte('A' + c/26), byte('A' + c%26)})
}

// entityCountries appends the entity's country codes (nationalities,
// addresses, places of birth), sorted and unique.
func entityCountries(e *Entity, out []uint16) []uint16 {
	for _, c := range e.Nationalities {
		if k := countryCode(c.Code); k != 0 {
			out = append(out, k)
		}
	}
	for _, a := range e.Addresses {
		if k := countryCode(a.Country.Code); k != 0 {
			out = append(out, k)
		}
	}
	for _, p := range e.BirthPlaces {
		if k := countryCode(p.Country.Code); k != 0 {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// normDocNumber appends the document number's letters and digits,
// upper-cased, to dst.
func normDocNumber(s string, dst []byte) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9' || c >= 'A' && c <= 'Z':
			dst = append(dst, c)
		case c >= 'a' && c <= 'z':
			dst = append(dst, c-'a'+'A')
		}
	}
	return dst
}

func makeDOB(d Date) (dob, bool) {
	if d.Year <= 0 {
		return dob{}, false
	}
	out := dob{from: d.Year, to: d.Year, approx: d.Circa}
	if d.ToYear > d.Year {
		out.to = d.ToYear
		out.approx = true
	}
	if out.from == out.to && !d.Circa && d.Month >= 1 && d.Month <= 12 {
		out.month = d.Month
		if d.Day >= 1 && d.Day <= 31 {
			out.day = d.Day
		}
	}
	if d.Circa {
		out.from--
		out.to++
	}
	return out, true
}

// listMask selects lists by index.
type listMask [4]uint64

func (m *listMask) set(i uint8)      { m[i>>6] |= 1 << (i & 63) }
func (m *listMask) has(i uint8) bool { return m[i>>6]&(1<<(i&63)) != 0 }

// sigBit is a word's bit in a row signature (rowSig): one of 32, from its
// first two bytes.
func sigBit(w []byte) uint32 {
	if len(w) == 0 {
		return 0
	}
	x := uint32(w[0])
	if len(w) > 1 {
		x = x<<8 | uint32(w[1])
	}
	return 1 << (x * 0x9E3779B1 >> 27)
}

// covQuant is a coverage factor bound (0-1) in 1/covScale steps, rounded
// up with a margin that the float arithmetic of the search's own
// computation (strengthBase) cannot exceed: covUnquant(covQuant(c)) >= c.
func covQuant(c float64) uint16 {
	return uint16(min(math.Ceil(c*covScale)+1, covScale))
}

// covUnquant is the bound covQuant stored.
func covUnquant(q uint16) float64 { return float64(q) / covScale }

const covScale = 1<<16 - 1
