package screening

import (
	"hash/maphash"
	"math"
	"math/bits"
	"slices"

	"github.com/screengate/screengate/service/screening/textnorm"
)

// searcher is the scratch of one search, pooled per index.
type searcher struct {
	ix *Index
	an textnorm.Analyzer
	pr prep
	km kminTable
	sc scorer
	rw rowWords

	vocSlots
	ccum    []int     // postings of pr.cands[:i] (prefix sums)
	opts    []walkOpt // essentials' scratch
	depth   []int32   // per word (union): expansion words read
	loose   []int32   // candidates' scratch
	order   []int32
	pending []pending
	pend2   []pending // flushPending's scratch (byBound)
	pnext   []int32   // flushPending's buckets (per pair of pend2: the next pair of its bucket)
	// top-k pruning: matched entities by strength, whether pairs were
	// left unscored
	hist     [101]int
	tracking bool
	pruned   bool
	streams  []stream
	needs    []float64
	essMask  []uint64 // per variant (union): its essential words (nm-word sets)
	vmask    []uint64 // per vocabulary slot (union): the query words reaching it
	hmask    []uint64 // per touched row (union): the essential words reaching it
	ess      []uint64 // word sets' scratch (union)
	nonEss   []uint64
	allow    []uint64
	rowHit   []uint64
	wsig     []uint32  // per word (union): the signature bits of its expansion
	esig     []uint32  // per word: the signature bits of its expansion, 0 until expSig computes them
	best     []float64 // per word (union): its best similarity to the row's words
	hhead    []int32   // per touched row (union): its last entry in hits (-1 none)
	hits     []hit     // (row, essential word) pairs with the word's best similarity
	ubase    []float64 // per variant (union): the pre-bound's base
	uweight  []float64 // per variant and word (union): the weight of its essential tokens
	uunhit   []float64 // per word (union): its unhit bound
	utop     []float64 // per variant and word (union): what a non-essential word adds to a row its signature allows
	unon     []uint64  // per variant (union): its words with a utop (nm-word sets)
	utopAll  []float64 // per variant (union): the sum of its utop
	pass     []uint32  // rows (union) that pass the cheaper bound
	wvars    []uint64  // per word (union): the variants it is essential in (variant sets)
	bitWords []uint64  // per row signature bit (union): the non-essential words it allows
	umust    []uint64  // per variant (union): the non-essential words it needs
	rowVars  []uint64  // variant set scratch (union)
	tsig     []uint32  // per touched row (union), per row of probeAt (candidates): its signature
	toff     []uint32  // per row of probeAt: its rowTokOff
	probeAt  []int32   // candidates: the touched rows (indexes) to probe
	crows    []candRow // candidates: the rows that reach need, in touched order
	sink     uint32    // keeps prefetchRows' loads
	// statistics of the last search
	scored, touchedN int
	// Rows touched by the current variant's candidate pass.
	rslot   []uint32
	rseen   []uint64 // bit per row: rslot[r] may be set (a small array looked up first)
	touched []uint32
	tmask   []uint32
	tsum    []float64
	// Entities matched.
	eslot   []uint32
	matches []entMatch
	// The current row's word-similarity matrix (see rowMatrix), and the
	// raw best score of each name of an entity.
	msims   []float64
	mbest   []float64
	mub     []float64   // per variant: its bound against the matrix's row
	tokw    []tokWeight // the query's tokens, packed for the bounds
	nameRaw []float64
	// Output staging.
	names []float64
	tms   []TokenMatch
	adjs  []Adjustment
	det   detail
}

// vocSlots number the vocabulary words a search looks at: vslot[id] = 1 +
// slot of a word some query word's expansion reached (or, once the memo
// is on, whose similarities the memo holds); vsims[slot*nwords+w] its
// similarity to query word w (-1: not in w's expansion); with the memo on
// (startMemo), memoSims (the same layout) its similarity as tokenSim
// computes it, memoUnset while not computed (see memoSim). vsims has
// nwords entries per word of vtouch, and so has memoSims with the memo on.
type vocSlots struct {
	vslot    []uint32
	vreach   []uint64 // bit per vocabulary word: vslot[id] != 0 (a small array a row's words are looked up in first)
	vtouch   []uint32
	vsims    []float64
	memoSims []float64
	memoOn   bool
	nwords   int
	nexp     uint32 // slots 1..nexp are the expansions' (fillSlots)
	// zeroUnreached: every query word counts 0 against a word its
	// expansion does not reach (see rowReached).
	zeroUnreached bool
}

// startMemo turns the memo on for a query of nw words (the slots so far
// are the expansions').
func (v *vocSlots) startMemo(nw int) {
	v.nwords = nw
	n := len(v.vtouch) * nw
	v.memoSims = slices.Grow(v.memoSims[:0], n)[:n]
	for i := range v.memoSims {
		v.memoSims[i] = memoUnset
	}
	v.memoOn = true
}

const memoUnset = -2

// addSlot gives vocabulary word id the next slot: in no word's expansion,
// no similarity computed.
func (v *vocSlots) addSlot(id uint32) uint32 {
	v.vtouch = append(v.vtouch, id)
	slot := uint32(len(v.vtouch))
	v.vslot[id] = slot
	v.vreach[id>>6] |= 1 << (id & 63)
	for range v.nwords {
		v.vsims = append(v.vsims, -1)
	}
	if v.memoOn {
		for range v.nwords {
			v.memoSims = append(v.memoSims, memoUnset)
		}
	}
	return slot
}

// rowSlots appends to dst[:0] the slot (from 0) of each word of ids: -1
// for a word that has none, unless add gives it one.
func (v *vocSlots) rowSlots(ids []uint32, dst []int32, add bool) []int32 {
	dst = dst[:0]
	for _, id := range ids {
		slot := uint32(0)
		if v.vreach[id>>6]&(1<<(id&63)) != 0 {
			slot = v.vslot[id]
		}
		if slot == 0 && add {
			slot = v.addSlot(id)
		}
		dst = append(dst, int32(slot)-1)
	}
	return dst
}

// memoSim is query word w's (number wi's) tokenSim to vocabulary word id
// in slot, computed once per search.
func (v *vocSlots) memoSim(ix *Index, p *params, w *qword, wi int, id uint32, slot int32) float64 {
	x := &v.memoSims[int(slot)*v.nwords+wi]
	if *x == memoUnset {
		*x = p.tokenSim(w.text, ix.voc.wordBytes(id), w.legal, ix.voc.legal[id])
	}
	return *x
}

// hit is a touched row's best similarity to an essential query word (the
// first expansion word reaching it: expansions come best first), linked
// to the row's previous hit.
type hit struct {
	sim  float64
	next int32
	word uint16
}

// entMatch is a matched entity and its best name match.
type entMatch struct {
	ent      uint32
	maxSim   float64 // best raw similarity over matched name pairs
	row      uint32  // the pair chosen for strength (best similarity minus alias penalty)
	variant  int32
	score    float64 // its raw similarity
	base     float64 // its rounded similarity minus the alias penalty
	sim100   float64 // the entry's rounded similarity
	strength int
	doc      bool
	named    bool // some name reached the threshold
}

func (ix *Index) getSearcher() *searcher {
	if s, ok := ix.pool.Get().(*searcher); ok {
		return s
	}
	return &searcher{
		ix: ix,
		vocSlots: vocSlots{
			vslot:  make([]uint32, ix.voc.size()),
			vreach: make([]uint64, (ix.voc.size()+63)/64),
		},
		rslot: make([]uint32, len(ix.rowEnt)),
		rseen: make([]uint64, (len(ix.rowEnt)+63)/64),
		eslot: make([]uint32, ix.Len()),
	}
}

func (ix *Index) putSearcher(s *searcher) {
	// Leave the dense arrays clean for the next search.
	for _, id := range s.vtouch {
		s.vslot[id] = 0
		s.vreach[id>>6] = 0
	}
	s.vtouch, s.vsims, s.memoSims, s.memoOn = s.vtouch[:0], s.vsims[:0], s.memoSims[:0], false
	s.nexp, s.zeroUnreached = 0, false
	s.sc.memo = nil
	for _, r := range s.touched {
		s.rslot[r], s.rseen[r>>6] = 0, 0
	}
	s.touched = s.touched[:0]
	for _, m := range s.matches {
		s.eslot[m.ent] = 0
	}
	s.matches = s.matches[:0]
	s.pr.q = nil
	ix.pool.Put(s)
}

// rowSlot is row r's slot among the touched rows (0: not touched).
func (s *searcher) rowSlot(r uint32) uint32 {
	if s.rseen[r>>6]&(1<<(r&63)) == 0 {
		return 0
	}
	return s.rslot[r]
}

func (s *searcher) setRowSlot(r, slot uint32) {
	s.rslot[r] = slot
	s.rseen[r>>6] |= 1 << (r & 63)
}

// allowed reports whether the query's list and kind filters keep entity e.
func (pr *prep) allowed(ix *Index, e uint32) bool {
	if !pr.allLists && !pr.lists.has(ix.entList[e]) {
		return false
	}
	return pr.kindAny || Kind(ix.entKind[e]) == pr.q.Kind
}

// Search screens q against the index. Results are ordered by strength,
// then similarity, then list id and key (deterministic for equal scores).
// They equal what scoring every name of every entity with the same formula
// would give: the pruning below only skips names that cannot reach the
// threshold.
func (ix *Index) Search(q Query) ([]Result, error) {
	s := ix.getSearcher()
	defer ix.putSearcher(s)
	pr := &s.pr
	if err := ix.prepare(&q, pr, &s.an); err != nil {
		return nil, err
	}
	p := pr.p
	s.nwords = len(pr.words)
	// The precise preset expands every word of 3+ bytes to its floor
	// first: that also gives the weights' reference words.
	if p.gated {
		for wi := range pr.words {
			switch w := &pr.words[wi]; {
			case w.concatOnly:
				s.expandConcat(int32(wi))
			case len(w.text) >= 3:
				s.expand(int32(wi), p.floor)
			}
		}
	}
	pr.plan(s.refDF, ix.statRows())
	for wi := range pr.words {
		w := &pr.words[wi]
		if w.needExp && w.tau == 0 {
			s.expand(int32(wi), w.genTau)
		}
	}
	s.fillSlots()
	s.esig = slices.Grow(s.esig[:0], len(pr.words))[:len(pr.words)]
	clear(s.esig)
	s.ccum = append(s.ccum[:0], 0)
	for _, c := range pr.cands {
		s.ccum = append(s.ccum, s.ccum[len(s.ccum)-1]+int(ix.voc.postOff[c.id+1]-ix.voc.postOff[c.id]))
	}
	// Several multi-word variants share their candidate rows (union);
	// single-word variants accumulate their postings alone, which is
	// cheaper than looking at every row they reach.
	multi := 0
	union := true
	for vi := range pr.vars {
		v := &pr.vars[vi]
		if v.scan {
			union = false
		}
		if v.tok1-v.tok0 > 1 {
			multi++
		}
	}
	union = union && multi > 3
	var impact []int32
	for vi := range pr.vars {
		v := &pr.vars[vi]
		switch {
		case s.impactEligible(int32(vi)):
			impact = append(impact, int32(vi))
		case !union || v.tok1-v.tok0 == 1:
			s.candidates(int32(vi))
		}
	}
	if union {
		s.unionCandidates()
	}
	s.flushPending()
	for _, vi := range impact {
		s.impactSearch(vi)
	}
	s.finishPruned()
	if p.whole {
		for vi := range pr.vars {
			s.wholePass(int32(vi))
		}
	}
	s.docMatches()
	res, err := ix.finish(pr, s)
	s.tracking, s.pruned = false, false
	ix.last.Store(&[3]int{s.touchedN, s.scored, len(s.matches)})
	s.scored, s.touchedN = 0, 0
	return res, err
}

// refDF is the df of w's closest vocabulary word with similarity >= 0.9
// (the word itself when listed; ties: the more frequent, then the lower
// id), for the precise preset's weights.
func (s *searcher) refDF(wi int32) (int, bool) {
	if s.ix.stats != nil {
		return s.statsRefDF(wi)
	}
	w := &s.pr.words[wi]
	if w.vocab >= 0 {
		return int(s.ix.voc.df[w.vocab]), true
	}
	if w.tau == 0 || len(w.text) < 3 {
		return 0, false
	}
	best, bestDF, found := 0.0, 0, false
	for _, c := range s.pr.cands[w.ex0:w.ex1] {
		if c.sim < refSim {
			break
		}
		if c.id >= s.ix.voc.nbase {
			continue // only words of split and joined forms are references
		}
		df := int(s.ix.voc.df[c.id])
		if !found || c.sim > best || c.sim == best && df > bestDF {
			best, bestDF, found = c.sim, df, true
		}
	}
	return bestDF, found
}

// expansionCacheMax bounds the expansion cache (entries); beyond it new
// words are expanded for each search.
const expansionCacheMax = 1 << 17

func (s *searcher) expand(wi int32, tau float64) {
	pr, ix := &s.pr, s.ix
	w := &pr.words[wi]
	w.tau = tau
	w.ex0 = int32(len(pr.cands))
	cacheable := !ix.cacheOff && pr.p.gated && tau == pr.p.floor
	if cacheable && s.cachedExpansion(&ix.cache, w) {
		return
	}
	pr.cands = ix.voc.expand(pr.p, &w.queryWord, tau, pr.cands, &s.km)
	w.ex1 = int32(len(pr.cands))
	if cacheable {
		s.keepExpansion(&ix.cache, w)
	}
}

// cachedExpansion appends w's expansion from cache (one of the index's
// expansion caches) to the candidates and sets w's end, if cache has it.
func (s *searcher) cachedExpansion(cache *wordMemo[[]cand], w *qword) bool {
	c, ok := cache.get(w.text)
	if ok {
		s.pr.cands = append(s.pr.cands, c...)
		w.ex1 = int32(len(s.pr.cands))
	}
	return ok
}

// keepExpansion stores w's expansion, just computed, in cache for later
// searches (while cache has room).
func (s *searcher) keepExpansion(cache *wordMemo[[]cand], w *qword) {
	cache.put(w.text, slices.Clone(s.pr.cands[w.ex0:w.ex1]))
}

// expandConcat expands a word that only occurs in concatenated forms:
// words of nearly its length with a similarity of at least concatMin (no
// other pair counts; see score). Like expand, it keeps what it computes
// for the precise preset in a cache shared by all searches.
func (s *searcher) expandConcat(wi int32) {
	pr, ix := &s.pr, s.ix
	w := &pr.words[wi]
	w.tau, w.zeroBelow = pr.p.concatMin, true
	w.ex0 = int32(len(pr.cands))
	cacheable := !ix.cacheOff && pr.p.gated
	if cacheable && s.cachedExpansion(&ix.concatCache, w) {
		return
	}
	pr.cands = ix.voc.expandConcat(pr.p, &w.queryWord, pr.cands, &s.km)
	w.ex1 = int32(len(pr.cands))
	if cacheable {
		s.keepExpansion(&ix.concatCache, w)
	}
}

// fillSlots records, per vocabulary word reached, its similarity to each
// query word.
func (s *searcher) fillSlots() {
	pr := &s.pr
	nw := s.nwords
	s.zeroUnreached = !pr.p.whole
	for wi := range pr.words {
		w := &pr.words[wi]
		for _, c := range pr.cands[w.ex0:w.ex1] {
			slot := s.vslot[c.id]
			if slot == 0 {
				slot = s.addSlot(c.id)
			}
			s.vsims[int(slot-1)*nw+wi] = c.sim
		}
		if !pr.p.exactExpansion(w) {
			s.zeroUnreached = false
		}
	}
	s.nexp = uint32(len(s.vtouch))
}

// exactExpansion reports whether query word w counts 0 against every
// vocabulary word its expansion does not hold: it was expanded down to
// the floor (below which tokenSim counts 0), or it counts 0 below its
// expansion's threshold (zeroBelow).
func (p *params) exactExpansion(w *qword) bool {
	return w.tau > 0 && (w.zeroBelow || p.unhitBound(w.tau) == 0)
}

// rowReached reports whether some word of row r is in a query word's
// expansion. When s.zeroUnreached holds and it does not, every word
// similarity of the row is 0 (indexedSims, rowMatrix), so every variant
// scores 0 against it: the preset has no whole-name comparison, and a
// score is the weighted similarities times the coverage factor.
func (s *searcher) rowReached(r uint32) bool {
	ix := s.ix
	for _, tw := range ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]] {
		id := tokID(tw)
		if s.vreach[id>>6]&(1<<(id&63)) != 0 && s.vslot[id] <= s.nexp {
			return true
		}
	}
	return false
}

// indexedSims fills s.sc.sims for variant v and the loaded row from the
// expansions, computing only the pairs no expansion decided.
func (s *searcher) indexedSims(v *qvariant) {
	pr, ix := &s.pr, s.ix
	toks := pr.toks[v.tok0:v.tok1]
	nr := len(s.rw.ids)
	sims := slices.Grow(s.sc.sims[:0], len(toks)*nr)[:len(toks)*nr]
	nw := s.nwords
	for i := range toks {
		wi := toks[i].word
		w := &pr.words[wi]
		exact := pr.p.exactExpansion(w)
		for j, id := range s.rw.ids {
			x := -1.0
			if slot := s.vslot[id]; slot != 0 {
				x = s.vsims[int(slot-1)*nw+int(wi)]
			}
			if x < 0 {
				if exact {
					x = 0 // below the expansion threshold, which is the floor
				} else {
					x = pr.p.tokenSim(w.text, ix.voc.wordBytes(id), w.legal, ix.voc.legal[id])
				}
			}
			sims[i*nr+j] = x
		}
	}
	s.sc.sims = sims
}

// scoreIndexed scores variant v against row r with the expansions' word
// similarities.
func (s *searcher) scoreIndexed(v *qvariant, r uint32) float64 {
	ix := s.ix
	ix.loadRow(s.pr.p, r, &s.rw)
	s.indexedSims(v)
	var whole []byte
	if s.pr.p.whole {
		s.sc.rowText = ix.wholeString(&s.rw, s.sc.rowText)
		whole = s.sc.rowText
	}
	return ix.score(&s.pr, v, &s.rw, &s.sc, whole, nil)
}

// candidates finds the rows variant vi can match: every row some
// generating word's expansion reaches, whose similarity bound (best
// similarity per hit word, the unhit bound for the others) reaches the
// threshold; then scores them.
func (s *searcher) candidates(vi int32) {
	pr, ix := &s.pr, s.ix
	v := &pr.vars[vi]
	p := pr.p
	if v.scan {
		for e := uint32(0); e < uint32(ix.Len()); e++ {
			if !pr.allowed(ix, e) {
				continue
			}
			for r := ix.entRowStart[e]; r < ix.entRowStart[e+1]; r++ {
				if p.rowForms&formBit(rowForm(ix.rowMeta[r])) != 0 {
					s.record(vi, r, s.scoreIndexed(v, r))
				}
			}
		}
		return
	}
	toks := pr.toks[v.tok0:v.tok1]
	// Reset the row accumulators of the previous variant.
	for _, r := range s.touched {
		s.rslot[r], s.rseen[r>>6] = 0, 0
	}
	s.touched, s.tmask, s.tsum = s.touched[:0], s.tmask[:0], s.tsum[:0]
	need, unhitAll, extra, firstEss := s.essentials(vi, nil)
	filtered := p.rowForms != allForms || !pr.allLists || !pr.kindAny
	for _, i := range s.order[firstEss:] {
		t := &toks[i]
		w := &pr.words[t.word]
		bit := uint32(1) << i
		for _, c := range pr.cands[w.ex0 : w.ex0+t.walk] {
			contrib := t.weight * c.sim
			if !filtered {
				s.touched, s.tmask, s.tsum = touchRows(ix.voc.post(c.id), contrib, bit, s.rseen, s.rslot, s.touched, s.tmask, s.tsum)
				continue
			}
			for _, r := range ix.voc.post(c.id) {
				slot := s.rowSlot(r)
				if slot == 0 {
					if filtered && (p.rowForms&formBit(rowForm(ix.rowMeta[r])) == 0 || !pr.allowed(ix, ix.rowEnt[r])) {
						continue
					}
					s.touched = append(s.touched, r)
					s.tmask = append(s.tmask, 0)
					s.tsum = append(s.tsum, 0)
					slot = uint32(len(s.touched))
					s.setRowSlot(r, slot)
				}
				k := slot - 1
				if s.tmask[k]&bit == 0 {
					s.tmask[k] |= bit
					s.tsum[k] += contrib
				}
			}
		}
	}
	nonEssential := s.order[:firstEss]
	// The non-essential words' contributions to the candidate rows: by
	// walking their postings (only rows already touched count) when that
	// costs less than looking at each candidate's words (a probe costs
	// probeSteps steps), else by probing the candidates that could still
	// match.
	//
	// The precise preset's two-letter words are only probed: their
	// postings are among the longest (al, de, co), and walking them
	// costs more than probing the few rows they could still decide.
	if len(nonEssential) > 0 && len(s.touched) > 0 {
		steps, walked := 0, 0
		for _, i := range nonEssential {
			if w := &pr.words[toks[i].word]; !(p.gated && len(w.text) <= 2) {
				steps += s.ccum[w.ex1] - s.ccum[w.ex0]
				walked++
			}
		}
		if walked > 0 && steps <= probeSteps*len(s.touched) {
			kept := nonEssential[:0] // the two-letter words, in order
			extra = 0
			for _, i := range nonEssential {
				t := &toks[i]
				w := &pr.words[t.word]
				if p.gated && len(w.text) <= 2 {
					kept = append(kept, i)
					extra += t.top - t.weight*t.unhit
					continue
				}
				walkTouched(&ix.voc, pr.cands[w.ex0:w.ex1], t.weight, uint32(1)<<i, s.rseen, s.rslot, s.tmask, s.tsum)
			}
			nonEssential = kept
		}
	}
	var cutMask uint32 // essential words read in part
	for _, i := range s.order[firstEss:] {
		if toks[i].cut > toks[i].unhit {
			cutMask |= 1 << i
		}
	}
	// The rows' bounds from their postings; those that reach need and
	// want a probe (below) are listed.
	var wcut [MaxQueryWords]float64 // per word: weight times cut, counted in unhitAll
	for i := range toks {
		wcut[i] = toks[i].weight * toks[i].cut
	}
	probeAt, tsum, tmask := s.probeAt[:0], s.tsum, s.tmask[:len(s.tsum)]
	for k := range tsum {
		ub := tsum[k] + unhitAll + extra
		for m := tmask[k]; m != 0; m &= m - 1 {
			ub -= wcut[bits.TrailingZeros32(m)&(MaxQueryWords-1)]
		}
		tsum[k] = ub
		if ub >= need && (len(nonEssential) > 0 || cutMask&^tmask[k] != 0) {
			probeAt = append(probeAt, int32(k))
		}
	}
	s.probeAt = probeAt
	s.prefetchRows(toks, nonEssential, cutMask)
	s.crows = s.crows[:0]
	j := 0 // next of s.probeAt
	for k, r := range s.touched {
		ub := s.tsum[k]
		if ub < need {
			continue
		}
		if len(nonEssential) > 0 || cutMask&^s.tmask[k] != 0 {
			// Replace the non-essential words' tops, and the cuts of the
			// essential words the row's postings did not show, by what
			// they add to this row: their best similarity to one of its
			// words. A word whose expansion's signature misses the row's
			// reaches none of its words: it adds nothing to its unhit
			// bound, and the row's words need no look for it.
			rsig := s.tsig[j]
			j++
			loose := s.loose[:0]
			for _, i := range nonEssential {
				if s.expSig(toks[i].word)&rsig != 0 {
					loose = append(loose, i)
				}
			}
			assumed := extra
			for m := cutMask &^ s.tmask[k]; m != 0; m &= m - 1 {
				i := bits.TrailingZeros32(m)
				if s.expSig(toks[i].word)&rsig != 0 {
					loose = append(loose, int32(i))
				}
				assumed += toks[i].weight * (toks[i].cut - toks[i].unhit)
			}
			s.loose = loose
			probed := 0.0
			if len(loose) > 0 {
				probed = s.probe(toks, loose, r)
			}
			if ub -= assumed - probed; ub < need {
				continue
			}
		}
		s.crows = append(s.crows, candRow{r, ub / v.weight})
	}
	s.prefetchCandidates()
	for _, c := range s.crows {
		s.candidate(vi, c.row, c.ub)
	}
	s.touchedN += len(s.touched)
}

// touchRows is the candidate pass's walk of one essential word's postings
// without filters: each row of post is touched (given the next slot of
// touched, tmask and tsum, which it returns) unless it was, and gets
// contrib from bit's word unless its mask has bit. Not inlined, with the
// slices in locals, for the same reason as addTouched.
//
//go:noinline
func touchRows(post []uint32, contrib float64, bit uint32, rseen []uint64, rslot []uint32, touched, tmask []uint32, tsum []float64) ([]uint32, []uint32, []float64) {
	// Room for every posting, written by index: fewer live values than
	// three appends.
	n := len(touched)
	touched = slices.Grow(touched, len(post))[:n+len(post)]
	tmask = slices.Grow(tmask, len(post))[:n+len(post)]
	tsum = slices.Grow(tsum, len(post))[:n+len(post)]
	for _, r := range post {
		seen := &rseen[r>>6]
		if *seen&(1<<(r&63)) == 0 {
			*seen |= 1 << (r & 63)
			touched[n], tmask[n], tsum[n] = r, bit, contrib
			n++
			rslot[r] = uint32(n)
			continue
		}
		if k := rslot[r] - 1; tmask[k]&bit == 0 {
			tmask[k] |= bit
			tsum[k] += contrib
		}
	}
	return touched[:n], tmask[:n], tsum[:n]
}

// walkTouched adds, to each touched row (rseen, rslot) that an
// expansion word of cands reaches and whose mask lacks bit, weight times
// that word's similarity (cands come best first: the first word
// reaching a row counts).
func walkTouched(voc *vocabulary, cands []cand, weight float64, bit uint32, rseen []uint64, rslot, tmask []uint32, tsum []float64) {
	for _, c := range cands {
		addTouched(voc.post(c.id), weight*c.sim, bit, rseen, rslot, tmask, tsum)
	}
}

// addTouched is walkTouched for one word's postings, not inlined: in a
// function of its own the loop keeps more of its values in registers
// (row 9's candidate passes spend a fifth of the engine's instructions
// in it).
//
//go:noinline
func addTouched(post []uint32, contrib float64, bit uint32, rseen []uint64, rslot, tmask []uint32, tsum []float64) {
	for _, r := range post {
		if rseen[r>>6]&(1<<(r&63)) == 0 {
			continue // not touched (rowSlot, by hand)
		}
		if slot := rslot[r]; slot != 0 && tmask[slot-1]&bit == 0 {
			tmask[slot-1] |= bit
			tsum[slot-1] += contrib
		}
	}
}

// candRow is a candidate row with its per-word bound (see candidate).
type candRow struct {
	row uint32
	ub  float64
}

// prefetchCandidates loads what candidate reads of the rows of s.crows
// (their offsets, meta, entity, first word and the entity's kind) in loops
// of independent loads, as prefetchRows does.
func (s *searcher) prefetchCandidates() {
	ix := s.ix
	n := len(s.crows)
	s.toff = slices.Grow(s.toff[:0], n)[:n]
	s.tsig = slices.Grow(s.tsig[:0], n)[:n]
	sink := uint32(0)
	for j, c := range s.crows {
		s.toff[j] = ix.rowTokOff[c.row]
		s.tsig[j] = ix.rowEnt[c.row]
		sink += uint32(ix.rowMeta[c.row])
	}
	for j, off := range s.toff {
		if int(off) < len(ix.rowToks) {
			sink |= ix.rowToks[off]
		}
		sink += uint32(ix.entKind[s.tsig[j]])
	}
	s.sink = sink
}

// essentials prepares variant vi's bounds. Per word: its unhit bound
// (what it can add to a row its expansion does not reach) and its top
// (the most it can add to any row). Then it chooses, per generating
// word, how much of its expansion (best first) the candidate pass reads:
// t.walk words, so that a row none of them reaches gets at most t.cut
// from it (the next word's similarity, at least the unhit bound). The
// choice is exact whenever the cuts of all words, with the tops of the
// words read not at all (walk 0: non-essential, as in MaxScore) and
// every other word's unhit bound, stay below need: a row no word's read
// part reaches cannot match. Among such choices it takes one with few
// postings to read (depth holds, per word, how far another variant
// already reads it: that part costs nothing). s.order lists the
// generating words, the non-essential ones (s.order[:firstEss]) first.
// unhitAll is the sum of every word's weight times its cut (its unhit
// bound when not read); extra what the non-essential words can add
// beyond their unhit bounds.
func (s *searcher) essentials(vi int32, depth []int32) (need, unhitAll, extra float64, firstEss int) {
	pr := &s.pr
	v := &pr.vars[vi]
	p := pr.p
	toks := pr.toks[v.tok0:v.tok1]
	s.order = s.order[:0]
	base := 0.0
	for i := range toks {
		t := &toks[i]
		if t.gen {
			w := &pr.words[t.word]
			t.unhit = p.unhitBound(w.tau)
			if w.zeroBelow {
				t.unhit = 0
			}
			// At most its best expansion similarity, or its unhit bound
			// when that is higher (an empty expansion).
			t.top = t.weight * t.unhit
			if w.ex1 > w.ex0 {
				t.top = max(t.top, t.weight*pr.cands[w.ex0].sim)
			}
			s.order = append(s.order, int32(i))
		}
		t.cut = t.unhit
		base += t.weight * t.unhit
	}
	need = pr.tEff*v.weight - 1e-9
	gain := func(i int32) float64 { return toks[i].top - toks[i].weight*toks[i].unhit }
	slices.SortFunc(s.order, func(a, b int32) int {
		x, y := gain(a), gain(b)
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return int(a - b)
	})
	slack := need - base
	if n := len(s.order); n > 0 && n <= MaxQueryWords && slack > 0 {
		s.chooseWalks(toks, depth, slack)
	} else {
		for _, i := range s.order {
			toks[i].walk = s.pr.words[toks[i].word].ex1 - s.pr.words[toks[i].word].ex0
		}
	}
	// Non-essential words first, each part in gain order.
	k := 0
	for j, i := range s.order {
		if toks[i].walk == 0 {
			copy(s.order[k+1:j+1], s.order[k:j])
			s.order[k] = i
			k++
		}
	}
	firstEss = k
	for _, i := range s.order[:firstEss] {
		extra += gain(i)
	}
	for i := range toks {
		unhitAll += toks[i].weight * toks[i].cut
	}
	return need, unhitAll, extra, firstEss
}

// walkOpt is one way to read a query word's expansion: its first k
// words, using slack (weight times what the cut adds to the unhit bound,
// or the word's gain when k is 0) and reading cost postings.
type walkOpt struct {
	k    int32
	used float64
	cost int
}

// essentialsExhaustive is the most generating words of a variant whose
// split into read and unread words is chosen among all.
const essentialsExhaustive = 10

// chooseWalks sets t.walk and t.cut for the generating words of s.order:
// the sum of what each uses must stay below slack; the postings read are
// made small by coordinate descent from three starts (every word read in
// full; the cheapest split into read and unread words; the slack shared
// evenly).
func (s *searcher) chooseWalks(toks []qtok, depth []int32, slack float64) {
	pr := &s.pr
	n := len(s.order)
	s.opts = s.opts[:0]
	var off [MaxQueryWords + 1]int32
	for j, i := range s.order {
		t := &toks[i]
		w := &pr.words[t.word]
		K := w.ex1 - w.ex0
		free := int32(0)
		if depth != nil {
			free = min(depth[t.word], K)
		}
		off[j] = int32(len(s.opts))
		c0 := s.ccum[w.ex0+free]
		if free == 0 {
			s.opts = append(s.opts, walkOpt{k: 0, used: max(t.top-t.weight*t.unhit, 0)})
		}
		for k := max(free, 1); k <= K; k++ {
			if k < K && k > free && pr.cands[w.ex0+k].sim == pr.cands[w.ex0+k-1].sim {
				continue // cutting between equal similarities gains nothing
			}
			cut := t.unhit
			if k < K {
				cut = max(cut, pr.cands[w.ex0+k].sim)
			}
			s.opts = append(s.opts, walkOpt{k: k, used: t.weight * (cut - t.unhit), cost: s.ccum[w.ex0+k] - c0})
		}
		if len(s.opts) == int(off[j]) {
			s.opts = append(s.opts, walkOpt{k: K}) // an empty expansion
		}
	}
	off[n] = int32(len(s.opts))
	var optsOf [MaxQueryWords][]walkOpt // word j's options (a slice per word: no call per look)
	for j := 0; j < n; j++ {
		optsOf[j] = s.opts[off[j]:off[j+1]]
	}
	var cur, best [MaxQueryWords]int32 // option index per word of s.order
	bestCost := -1
	descend := func() {
		for pass := 0; pass < 2; pass++ {
			for j := 0; j < n; j++ {
				others := 0.0
				for m := 0; m < n; m++ {
					if m != j {
						others += optsOf[m][cur[m]].used
					}
				}
				rem := slack - others
				pick := int32(-1)
				oj := optsOf[j]
				for x, o := range oj {
					if o.used < rem && (pick < 0 || o.cost < oj[pick].cost || o.cost == oj[pick].cost && o.used < oj[pick].used) {
						pick = int32(x)
					}
				}
				if pick >= 0 {
					cur[j] = pick
				}
			}
		}
		used, cost := 0.0, 0
		for m := 0; m < n; m++ {
			used += optsOf[m][cur[m]].used
			cost += optsOf[m][cur[m]].cost
		}
		if used < slack && (bestCost < 0 || cost < bestCost) {
			best, bestCost = cur, cost
		}
	}
	// Start 1: every word read in full (its last option: no slack used).
	for j := 0; j < n; j++ {
		cur[j] = int32(len(optsOf[j]) - 1)
	}
	descend()
	// Start 2: the cheapest split into unread words and words read in
	// full (MaxScore's essential words with the fewest postings).
	if n <= essentialsExhaustive {
		bestSet, bestSetCost := uint32(0), -1
		for set := uint32(0); set < 1<<n; set++ {
			used, cost := 0.0, 0
			for j := 0; j < n; j++ {
				o := &optsOf[j][len(optsOf[j])-1]
				if set&(1<<j) != 0 {
					if o = &optsOf[j][0]; o.k != 0 {
						used = math.Inf(1)
						break
					}
				}
				used += o.used
				cost += o.cost
			}
			if used < slack && (bestSetCost < 0 || cost < bestSetCost) {
				bestSet, bestSetCost = set, cost
			}
		}
		for j := 0; j < n; j++ {
			cur[j] = int32(len(optsOf[j]) - 1)
			if bestSet&(1<<j) != 0 {
				cur[j] = 0
			}
		}
		descend()
	}
	// Start 3: the slack shared evenly.
	for j := 0; j < n; j++ {
		cur[j] = int32(len(optsOf[j]) - 1)
		for x, o := range optsOf[j] {
			if o.used < slack/float64(n) && o.cost < optsOf[j][cur[j]].cost {
				cur[j] = int32(x)
			}
		}
	}
	descend()
	for j, i := range s.order {
		t := &toks[i]
		w := &pr.words[t.word]
		K := w.ex1 - w.ex0
		k := K // no valid choice found (cannot happen: start 1 is one)
		if bestCost >= 0 {
			k = optsOf[j][best[j]].k
		}
		t.walk, t.cut = k, t.unhit
		if k < K && k > 0 {
			t.cut = max(t.unhit, pr.cands[w.ex0+k].sim)
		}
	}
}

// unionCandidates is candidates for all variants at once (a query with
// several names or forms): the rows any variant's essential words reach
// are collected once; for each, the best similarity of every query word
// to one of its words gives each variant's exact bound, and the variants
// that reach their threshold are scored.
func (s *searcher) unionCandidates() {
	pr, ix := &s.pr, s.ix
	p := pr.p
	for _, r := range s.touched {
		s.rslot[r], s.rseen[r>>6] = 0, 0
	}
	s.touched = s.touched[:0]
	// Word sets are bitsets of nm 64-bit words (any number of query words).
	nw := s.nwords
	nm := (nw + 63) >> 6
	nv := len(pr.vars)
	grow := func(b []uint64, n int) []uint64 {
		b = slices.Grow(b[:0], n)[:n]
		clear(b)
		return b
	}
	s.ess = grow(s.ess, nm) // words essential in some variant
	s.nonEss = grow(s.nonEss, nm)
	s.allow = grow(s.allow, nm)
	s.rowHit = grow(s.rowHit, nm)
	ess := s.ess
	s.depth = slices.Grow(s.depth[:0], nw)[:nw]
	clear(s.depth)
	s.needs = s.needs[:0]
	s.essMask = grow(s.essMask, nv*nm)
	for vi := range pr.vars {
		if pr.vars[vi].tok1-pr.vars[vi].tok0 == 1 {
			// single-word variants are done by candidates
			s.needs = append(s.needs, 0)
			continue
		}
		need, _, _, firstEss := s.essentials(int32(vi), s.depth)
		toks := pr.toks[pr.vars[vi].tok0:pr.vars[vi].tok1]
		m := s.essMask[vi*nm : (vi+1)*nm]
		for _, i := range s.order[firstEss:] {
			w := toks[i].word
			m[w>>6] |= 1 << (w & 63)
			s.depth[w] = max(s.depth[w], toks[i].walk)
		}
		s.needs = append(s.needs, need)
		for j := range m {
			ess[j] |= m[j]
		}
	}
	// A cheaper bound first, from the essential words' postings alone:
	// per variant, every word at its unhit bound (ubase), plus, for each
	// essential word whose expansion reaches the row, its weight times
	// what its best similarity to a word of the row adds to the unhit
	// bound (the postings walk sees that similarity first, as expansions
	// come best first); words essential in no variant at their top. It
	// is at least the exact bound below, so a row it rules out needs no
	// look at its words.
	s.ubase, s.utopAll = s.ubase[:0], s.utopAll[:0]
	s.unon = grow(s.unon, nv*nm)
	s.uweight = slices.Grow(s.uweight[:0], nv*nw)[:nv*nw]
	clear(s.uweight)
	s.uunhit = slices.Grow(s.uunhit[:0], nw)[:nw]
	s.utop = slices.Grow(s.utop[:0], nv*nw)[:nv*nw]
	clear(s.utop)
	nonEss := s.nonEss // generating words essential in no variant
	for vi := range pr.vars {
		v := &pr.vars[vi]
		base, utopAll := 0.0, 0.0
		unon := s.unon[vi*nm : (vi+1)*nm]
		if v.tok1-v.tok0 > 1 {
			for _, t := range pr.toks[v.tok0:v.tok1] {
				switch {
				case !t.gen:
					base += t.weight * t.unhit
				case ess[t.word>>6]&(1<<(t.word&63)) != 0:
					// What a row its read part does not reach gets
					// from it (a word's, whatever the variant).
					w := &pr.words[t.word]
					cut := t.unhit
					if d := s.depth[t.word]; d < w.ex1-w.ex0 {
						cut = max(cut, pr.cands[w.ex0+d].sim)
					}
					base += t.weight * cut
					s.uweight[vi*nw+int(t.word)] += t.weight
					s.uunhit[t.word] = cut
				default:
					// At its top only where the row's signature allows
					// one of its expansion's words.
					base += t.weight * t.unhit
					s.utop[vi*nw+int(t.word)] += t.top - t.weight*t.unhit
					nonEss[t.word>>6] |= 1 << (t.word & 63)
					unon[t.word>>6] |= 1 << (t.word & 63)
					utopAll += t.top - t.weight*t.unhit
				}
			}
		}
		s.ubase = append(s.ubase, base)
		s.utopAll = append(s.utopAll, utopAll)
	}
	s.wsig = slices.Grow(s.wsig[:0], nw)[:nw]
	clear(s.wsig)
	for j, mw := range nonEss {
		for m := mw; m != 0; m &= m - 1 {
			wi := j<<6 | bits.TrailingZeros64(m)
			w := &pr.words[wi]
			for _, c := range pr.cands[w.ex0:w.ex1] {
				s.wsig[wi] |= sigBit(ix.voc.wordBytes(c.id))
			}
		}
	}
	filtered := p.rowForms != allForms || !pr.allLists || !pr.kindAny
	s.hmask, s.hhead, s.hits = s.hmask[:0], s.hhead[:0], s.hits[:0]
	for j, mw := range ess {
		for m := mw; m != 0; m &= m - 1 {
			wi := j<<6 | bits.TrailingZeros64(m)
			bit := uint64(1) << (wi & 63)
			w := &pr.words[wi]
			for _, c := range pr.cands[w.ex0 : w.ex0+s.depth[wi]] {
				for _, r := range ix.voc.post(c.id) {
					k := s.rowSlot(r)
					if k == 0 {
						if filtered && (p.rowForms&formBit(rowForm(ix.rowMeta[r])) == 0 || !pr.allowed(ix, ix.rowEnt[r])) {
							continue
						}
						s.touched = append(s.touched, r)
						for range nm {
							s.hmask = append(s.hmask, 0)
						}
						s.hhead = append(s.hhead, -1)
						k = uint32(len(s.touched))
						s.setRowSlot(r, k)
					}
					k--
					if hm := &s.hmask[int(k)*nm+j]; *hm&bit == 0 {
						*hm |= bit
						s.hits = append(s.hits, hit{sim: c.sim, next: s.hhead[k], word: uint16(wi)})
						s.hhead[k] = int32(len(s.hits) - 1)
					} else if h := &s.hits[s.hhead[k]]; int(h.word) == wi && c.sim > h.sim {
						h.sim = c.sim // expansions come best first; never needed
					}
				}
			}
		}
	}
	// Which query words reach each vocabulary slot.
	s.vmask = grow(s.vmask, len(s.vtouch)*nm)
	for slot := 0; slot < len(s.vtouch); slot++ {
		m := s.vmask[slot*nm : (slot+1)*nm]
		for k, x := range s.vsims[slot*nw : (slot+1)*nw] {
			if x >= 0 {
				m[k>>6] |= 1 << (k & 63)
			}
		}
	}
	// Per query word, the multi-word variants it is essential in
	// (variant sets of nvm 64-bit words): a row's hits name the variants
	// it can match. Per signature bit, the non-essential words whose
	// expansion holds a word with that bit: a row's signature gives the
	// words it allows at their top.
	nvm := (nv + 63) >> 6
	s.wvars = grow(s.wvars, nw*nvm)
	for vi := range pr.vars {
		for j, mw := range s.essMask[vi*nm : (vi+1)*nm] {
			for m := mw; m != 0; m &= m - 1 {
				wi := j<<6 | bits.TrailingZeros64(m)
				s.wvars[wi*nvm+vi>>6] |= 1 << (vi & 63)
			}
		}
	}
	s.bitWords = grow(s.bitWords, 32*nm)
	for j, mw := range nonEss {
		for m := mw; m != 0; m &= m - 1 {
			b := bits.TrailingZeros64(m)
			for sb := s.wsig[j<<6|b]; sb != 0; sb &= sb - 1 {
				s.bitWords[bits.TrailingZeros32(sb)*nm+j] |= 1 << b
			}
		}
	}
	// Per variant, the non-essential words it cannot do without: with
	// every other word at its top and every hit at its best, the variant
	// would still fall short (a margin keeps this no tighter than the
	// bound below whatever the rounding).
	s.umust = grow(s.umust, nv*nm)
	for vi := range pr.vars {
		v := &pr.vars[vi]
		if v.tok1-v.tok0 <= 1 {
			continue
		}
		most := s.ubase[vi] + s.utopAll[vi]
		for _, t := range pr.toks[v.tok0:v.tok1] {
			if w := &pr.words[t.word]; t.gen && ess[t.word>>6]&(1<<(t.word&63)) != 0 && w.ex1 > w.ex0 {
				most += t.weight * max(pr.cands[w.ex0].sim-s.uunhit[t.word], 0)
			}
		}
		must := s.umust[vi*nm : (vi+1)*nm]
		for j, mw := range s.unon[vi*nm : (vi+1)*nm] {
			for m := mw; m != 0; m &= m - 1 {
				wi := j<<6 | bits.TrailingZeros64(m)
				if most-s.utop[vi*nw+wi]+1e-6 < s.needs[vi] {
					must[j] |= 1 << (wi & 63)
				}
			}
		}
	}
	// The rows that pass it, in row order: their words are then read
	// front to back rather than at random.
	s.pass = s.pass[:0]
	s.rowVars = grow(s.rowVars, nvm)
	cv, allow := s.rowVars, s.allow // the row's variants; the non-essential words its signature allows
	// The touched rows' signatures, read in a loop of independent loads
	// (the rows are scattered over a large array: their cache misses
	// overlap here, not in the loop below).
	s.tsig = slices.Grow(s.tsig[:0], len(s.touched))[:len(s.touched)]
	for k, r := range s.touched {
		s.tsig[k] = ix.rowSig[r]
	}
	for k, r := range s.touched {
		clear(cv)
		for h := s.hhead[k]; h >= 0; h = s.hits[h].next {
			wv := s.wvars[int(s.hits[h].word)*nvm:]
			for j := range cv {
				cv[j] |= wv[j]
			}
		}
		clear(allow)
		for sb := s.tsig[k]; sb != 0; sb &= sb - 1 {
			bw := s.bitWords[bits.TrailingZeros32(sb)*nm:]
			for j := range allow {
				allow[j] |= bw[j]
			}
		}
		possible := false
	variants:
		for jv, mv := range cv {
			for ; mv != 0; mv &= mv - 1 {
				vi := jv<<6 | bits.TrailingZeros64(mv)
				lacks := false
				for j, mw := range s.umust[vi*nm : (vi+1)*nm] {
					lacks = lacks || mw&^allow[j] != 0
				}
				if lacks {
					continue
				}
				ub := s.ubase[vi]
				uw := s.uweight[vi*nw : (vi+1)*nw]
				for h := s.hhead[k]; h >= 0; h = s.hits[h].next {
					x := &s.hits[h]
					if u := s.uunhit[x.word]; x.sim > u {
						ub += uw[x.word] * (x.sim - u)
					}
				}
				if ub+s.utopAll[vi]+1e-9 < s.needs[vi] {
					continue // not even with every non-essential word's top
				}
				for j, mw := range s.unon[vi*nm : (vi+1)*nm] {
					for m := allow[j] & mw; m != 0; m &= m - 1 {
						ub += s.utop[vi*nw+(j<<6|bits.TrailingZeros64(m))]
					}
				}
				if ub+1e-9 >= s.needs[vi] {
					possible = true
					break variants
				}
			}
		}
		if possible {
			s.pass = append(s.pass, r)
		}
	}
	slices.Sort(s.pass)
	s.best = slices.Grow(s.best[:0], nw)[:nw]
	best := s.best
	hit := s.rowHit
	for _, r := range s.pass {
		words := ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]]
		clear(hit)
		for _, tw := range words {
			if slot := s.vslot[tokID(tw)]; slot != 0 {
				for j, x := range s.vmask[int(slot-1)*nm : int(slot)*nm] {
					hit[j] |= x
				}
			}
		}
		// MaxScore: a row none of the variant's essential words reaches
		// cannot match it.
		clear(cv)
		for j, mw := range hit {
			for m := mw & ess[j]; m != 0; m &= m - 1 {
				wv := s.wvars[(j<<6|bits.TrailingZeros64(m))*nvm:]
				for jv := range cv {
					cv[jv] |= wv[jv]
				}
			}
		}
		computed := false
		for jv, mv := range cv {
			for ; mv != 0; mv &= mv - 1 {
				vi := jv<<6 | bits.TrailingZeros64(mv)
				if !computed {
					computed = true
					for k := range best {
						best[k] = -1
					}
					for _, tw := range words {
						slot := s.vslot[tokID(tw)]
						if slot == 0 {
							continue
						}
						for k, x := range s.vsims[int(slot-1)*nw : int(slot)*nw] {
							if x > best[k] {
								best[k] = x
							}
						}
					}
				}
				v := &pr.vars[vi]
				toks := pr.toks[v.tok0:v.tok1]
				ub := 0.0
				for i := range toks {
					t := &toks[i]
					b := best[t.word]
					if !t.gen || b < t.unhit {
						b = t.unhit
					}
					ub += t.weight * b
				}
				if ub < s.needs[vi] {
					continue
				}
				s.candidate(int32(vi), r, ub/v.weight)
			}
		}
	}
	s.touchedN += len(s.touched)
}

// prefetchRows reads, for the rows of s.probeAt, their signatures into
// s.tsig, then the first word of each row a probe may read (its
// signature meets the expansion of a non-essential word or of a word of
// cutMask), in loops of independent loads: the rows are scattered over
// large arrays, and their cache misses overlap here rather than stall
// the probes one by one.
func (s *searcher) prefetchRows(toks []qtok, nonEssential []int32, cutMask uint32) {
	ix := s.ix
	if len(s.probeAt) == 0 {
		return
	}
	var sig uint32 // of every word a probe may look for
	for _, i := range nonEssential {
		sig |= s.expSig(toks[i].word)
	}
	for m := cutMask; m != 0; m &= m - 1 {
		sig |= s.expSig(toks[bits.TrailingZeros32(m)].word)
	}
	n := len(s.probeAt)
	s.tsig = slices.Grow(s.tsig[:0], n)[:n]
	s.toff = slices.Grow(s.toff[:0], n)[:n]
	for j, k := range s.probeAt {
		r := s.touched[k]
		s.tsig[j] = ix.rowSig[r]
		s.toff[j] = ix.rowTokOff[r]
	}
	sink := uint32(0)
	for j, off := range s.toff {
		if s.tsig[j]&sig != 0 && int(off) < len(ix.rowToks) {
			sink |= ix.rowToks[off]
		}
	}
	s.sink = sink
}

// probeSteps is what a probe of a candidate row costs in steps of a
// postings walk: a step reads the postings in order and looks at a bit
// per row (rseen, a small array); a probe reads the row's words, at
// random in large arrays (measured on bench row 9's mix: 64 is about
// where the walks cost as much as the probes they spare).
const probeSteps = 64

// expSig is the signature bits (sigBit) of query word wi's expansion.
func (s *searcher) expSig(wi int32) uint32 {
	sig := s.esig[wi]
	if sig == 0 {
		w := &s.pr.words[wi]
		for _, c := range s.pr.cands[w.ex0:w.ex1] {
			sig |= sigBit(s.ix.voc.wordBytes(c.id))
		}
		s.esig[wi] = sig
	}
	return sig
}

// probe bounds what the non-essential words add to row r: each its weight
// times its best similarity to a word of the row (its unhit bound when its
// expansion reaches none), less its unhit bound (already counted).
func (s *searcher) probe(toks []qtok, nonEss []int32, r uint32) float64 {
	ix := s.ix
	var best [MaxQueryWords]float64
	for _, i := range nonEss {
		best[i] = toks[i].unhit
	}
	for _, tw := range ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]] {
		id := tokID(tw)
		if s.vreach[id>>6]&(1<<(id&63)) == 0 {
			continue // reached by no query word
		}
		slot := s.vslot[id]
		sims := s.vsims[int(slot-1)*s.nwords:]
		for _, i := range nonEss {
			if x := sims[toks[i].word]; x > best[i] {
				best[i] = x
			}
		}
	}
	sum := 0.0
	for _, i := range nonEss {
		sum += toks[i].weight * (best[i] - toks[i].unhit)
	}
	return sum
}

// pending is a candidate pair not scored yet, with a bound on the
// strength it can give its entity: bound with every bonus the query's
// evidence could earn, base without them (see strengthBase).
type pending struct {
	row     uint32
	variant int32
	base    float64
	bound   int16
}

// candidate takes a (variant, row) pair whose per-word bound ub (0-1)
// reaches the threshold: scored at once by the ofac preset; queued with a
// strength bound by the precise one (see flushPending).
func (s *searcher) candidate(vi int32, r uint32, ub float64) {
	pr := &s.pr
	if !pr.p.oneToOne {
		s.scored++
		s.record(vi, r, s.scoreIndexed(&pr.vars[vi], r))
		return
	}
	cov := s.covBound(vi, r)
	if min(ub, 1)*cov+1e-9 < pr.tEff {
		// Its similarity, at most that (see strengthBase; the margin
		// covers the bounds' rounding), cannot round to the threshold:
		// record would drop it.
		return
	}
	base := s.strengthBase(vi, r, ub, cov)
	s.pending = append(s.pending, pending{row: r, variant: vi, base: base, bound: int16(clampStrength(base + s.bonusMax()))})
}

// bonusMax is the most the query's date of birth and countries can add to
// a strength (evidenceDelta's bound).
func (s *searcher) bonusMax() float64 {
	b := 0.0
	if s.pr.hasDOB {
		b += bonusSameDay
	}
	if len(s.pr.countries) > 0 {
		b += bonusCountry
	}
	return b
}

// clampStrength is the strength bound of b, a bound on a strength before
// rounding and clamping (with a margin for the order of strength's
// additions).
func clampStrength(b float64) int {
	return int(math.Round(min(max(b+1e-6, 0), 100)))
}

// refinedBound is the strength bound of pending pair c with its entity's
// actual evidence (evidenceDelta, at most bonusMax) in place of every
// bonus: strength adds the same adjustments to the pair's rounded
// similarity less its alias penalty, which c.base bounds. It is at most
// c.bound.
func (s *searcher) refinedBound(c *pending) int {
	b := clampStrength(c.base + float64(s.ix.evidenceDelta(&s.pr, s.ix.rowEnt[c.row])))
	return min(b, int(c.bound))
}

// strengthBase bounds the strength a pair can give before the evidence's
// adjustments: its similarity is at most the per-word bound ub times the
// best coverage the row allows (cov, covBound's), less the row's alias
// penalty, less a known kind mismatch.
func (s *searcher) strengthBase(vi int32, r uint32, ub, cov float64) float64 {
	pr, ix := &s.pr, s.ix
	b := round2(min(ub, 1)*cov) - float64(metaPenalty(ix.rowMeta[r]))
	e := ix.rowEnt[r]
	if q := pr.q; q.Kind != KindUnknown && Kind(ix.entKind[e]) != KindUnknown && q.Kind != Kind(ix.entKind[e]) {
		b -= penaltyKind
	}
	return b
}

// covBound bounds the coverage factor of variant vi against row r: the
// query's words can cover at most as many of the row's words, the
// longest ones.
func (s *searcher) covBound(vi int32, r uint32) float64 {
	pr, ix := &s.pr, s.ix
	p := pr.p
	v := &pr.vars[vi]
	cov := 1.0
	nq := v.tok1 - v.tok0
	switch {
	case p.coverage <= 0:
	case nq == 1 && ix.rowCov1 != nil:
		cov = float64(ix.rowCov1[r])
	case (nq == 2 || nq == 3) && ix.rowCov23 != nil && p == &presets[PresetPrecise]:
		// The bound the loop below computes, precomputed at build
		// (rounded up: a bound a little looser scores a pair more at
		// most, never a different result).
		cov = covUnquant(uint16(ix.rowCov23[r] >> (16 * (nq - 2))))
	default:
		nq := int(v.tok1 - v.tok0)
		var top [MaxQueryWords]float64 // the nq heaviest row words, descending
		n, total := 0, 0.0
		for _, t := range ix.rowToks[ix.rowTokOff[r]:ix.rowTokOff[r+1]] {
			c := tokClass(t)
			if c == textnorm.Honorific {
				continue
			}
			x := float64(ix.voc.ln[tokID(t)]) * p.classWeight[c]
			total += x
			k := min(n, nq)
			for k > 0 && top[k-1] < x {
				if k < nq {
					top[k] = top[k-1]
				}
				k--
			}
			if k < nq {
				top[k] = x
			}
			n = min(n+1, nq)
		}
		covered := 0.0
		for _, x := range top[:n] {
			covered += x
		}
		if total > 0 {
			cov = 1 - p.coverage*max(total-covered, 0)/total
		}
	}
	return cov
}

// flushPending scores the queued pairs. With many of them and a limit
// below their number, it scores them by decreasing strength bound and
// stops once no pair left can give a strength that reaches the limit-th
// best entity's: those pairs can neither bring a new entity into the
// results nor raise one in them (see finishPruned for the order).
//
// The order is that of each pair's refinedBound (its entity's actual
// evidence in place of every bonus), computed lazily: the pairs are
// sorted by their bound with every bonus (at least the refined one), and
// a pair's refined bound is computed when the loop reaches its bound,
// which puts it in the bucket of its refined bound (at most the current
// one). When the loop is at bound b, every pair whose bound is at least b
// has been refined, so bucket b holds every pair whose refined bound is b.
func (s *searcher) flushPending() {
	pr := &s.pr
	ps := s.pending
	defer func() { s.pending = s.pending[:0] }()
	if len(ps) <= max(pendingMin, 4*pr.limit) || len(pr.docs) > 0 {
		for _, c := range ps {
			s.scored++
			s.record(c.variant, c.row, s.scoreIndexed(&pr.vars[c.variant], c.row))
		}
		return
	}
	ps = s.byBound(ps)
	s.trackStrengths()
	var head [101]int32 // per refined bound: its last pair in ps (-1 none), linked by s.pnext
	for b := range head {
		head[b] = -1
	}
	s.pnext = slices.Grow(s.pnext[:0], len(ps))[:len(ps)]
	i := 0 // next pair of ps to refine
	for b := 100; b >= 0; b-- {
		for ; i < len(ps) && int(ps[i].bound) >= b; i++ {
			rb := s.refinedBound(&ps[i])
			s.pnext[i], head[rb] = head[rb], int32(i)
		}
		if head[b] < 0 {
			continue
		}
		if b < s.kth() {
			s.pruned = true
			return
		}
		for j := head[b]; j >= 0; j = s.pnext[j] {
			s.scoreTracked(ps[j].variant, ps[j].row)
		}
	}
}

// byBound returns ps ordered by decreasing bound (0-100), a counting
// sort into s.pend2 (stable; the order among equal bounds does not
// matter: flushPending scores a bound's pairs all or none).
func (s *searcher) byBound(ps []pending) []pending {
	var start [102]int
	for _, c := range ps {
		start[100-int(c.bound)+1]++
	}
	for b := 1; b < len(start); b++ {
		start[b] += start[b-1]
	}
	out := slices.Grow(s.pend2[:0], len(ps))[:len(ps)]
	for _, c := range ps {
		k := 100 - int(c.bound)
		out[start[k]] = c
		start[k]++
	}
	s.pend2 = out
	return out
}

// trackStrengths starts (or refreshes) the histogram of the matched
// entities' strengths that kth reads.
func (s *searcher) trackStrengths() {
	s.hist = [101]int{}
	for i := range s.matches {
		m := &s.matches[i]
		if m.named {
			m.strength = s.entityStrength(m)
			s.hist[m.strength]++
		}
	}
	s.tracking = true
}

func (s *searcher) entityStrength(m *entMatch) int {
	ix := s.ix
	name := ix.rowNameHead(m.row)
	st, _ := ix.strength(&s.pr, m.ent, &name, round2(m.score), adjuster{})
	return st
}

// kth is the limit-th best strength of the matched entities, -1 while
// there are fewer.
func (s *searcher) kth() int {
	n := 0
	for st := 100; st >= 0; st-- {
		if n += s.hist[st]; n >= s.pr.limit {
			return st
		}
	}
	return -1
}

// scoreTracked scores a pair and keeps the histogram current (an
// entity's strength changes only with its chosen pair).
func (s *searcher) scoreTracked(vi int32, r uint32) {
	e := s.ix.rowEnt[r]
	before, had := 0, false
	if slot := s.eslot[e]; slot != 0 && s.matches[slot-1].named {
		before, had = s.matches[slot-1].strength, true
	}
	s.scored++
	if !s.record(vi, r, s.scoreIndexed(&s.pr.vars[vi], r)) {
		return
	}
	if slot := s.eslot[e]; slot != 0 && s.matches[slot-1].named {
		m := &s.matches[slot-1]
		if had {
			s.hist[before]--
		}
		m.strength = s.entityStrength(m)
		s.hist[m.strength]++
	}
}

// finishPruned runs when some pairs were left unscored: the entities
// whose strength reaches the limit-th best (the results and any tied with
// the last) get their similarity over all their names, so that the order
// is exactly the one scoring every pair gives.
func (s *searcher) finishPruned() {
	if !s.pruned {
		return
	}
	pr, ix := &s.pr, s.ix
	s.startBounds()
	k := s.kth()
	for i := range s.matches {
		m := &s.matches[i]
		if !m.named || m.strength < k {
			continue
		}
		for r := ix.entRowStart[m.ent]; r < ix.entRowStart[m.ent+1]; r++ {
			if pr.p.rowForms&formBit(rowForm(ix.rowMeta[r])) == 0 {
				continue
			}
			if s.zeroUnreached && !s.rowReached(r) {
				continue // every variant scores 0 against it
			}
			s.rowMatrix(r)
			bounded := s.matrixBounds()
			for vi := range pr.vars {
				// A variant whose bound is at most the best so far, or
				// rounds below the threshold, cannot raise it.
				if bounded && (s.mub[vi] <= m.maxSim || round2(s.mub[vi]) < pr.threshold) {
					continue
				}
				if sc := s.scoreMatrix(int32(vi)); round2(sc) >= pr.threshold {
					m.maxSim = max(m.maxSim, sc)
				}
			}
		}
	}
}

// impactEligible reports whether single-word variant vi is searched by
// impact (see impactSearch): the precise preset, no documents, and many
// postings for few results. An initial (one letter, which generates only
// when it is the whole variant, its expansion the words it is the
// initial of) is searched so too.
func (s *searcher) impactEligible(vi int32) bool {
	pr, ix := &s.pr, s.ix
	v := &pr.vars[vi]
	if !pr.p.oneToOne || len(pr.docs) > 0 || v.scan || v.tok1-v.tok0 != 1 || !pr.toks[v.tok0].gen {
		return false
	}
	w := &pr.words[pr.toks[v.tok0].word]
	n := 0
	for _, c := range pr.cands[w.ex0:w.ex1] {
		n += int(ix.voc.postOff[c.id+1] - ix.voc.postOff[c.id])
	}
	return n > max(impactMin, 16*pr.limit)
}

// Below these sizes a search scores every candidate (tests lower them to
// exercise the pruned paths).
var (
	impactMin  = 256 // postings of a single-word variant
	pendingMin = 64  // queued candidates
)

// stream is one expansion word's postings, in impact order.
type stream struct {
	sim  float64
	post []uint32
	prio float64 // bounds the base strength of every row left in post
}

// impactSearch searches a single-word variant by impact: postings are
// ordered by each row's cap on a one-word match (100 × its coverage cap
// less its alias penalty), so a row's base strength is at most the
// word's similarity times the cap of the next row of its stream. Streams
// are merged best bound first, and the search stops when the best bound,
// with every bonus the evidence could add, is below the limit-th best
// strength so far: the rows left cannot reach the results.
func (s *searcher) impactSearch(vi int32) {
	pr, ix := &s.pr, s.ix
	v := &pr.vars[vi]
	p := pr.p
	w := &pr.words[pr.toks[v.tok0].word]
	if !s.tracking {
		s.trackStrengths()
	}
	bonus := s.bonusMax()
	s.streams = s.streams[:0]
	for _, c := range pr.cands[w.ex0:w.ex1] {
		if post := ix.voc.post(c.id); len(post) > 0 {
			s.streams = append(s.streams, stream{sim: c.sim, post: post, prio: c.sim * ix.impact(post[0])})
		}
	}
	h := streamHeap(s.streams)
	h.init()
	for _, r := range s.touched {
		s.rslot[r], s.rseen[r>>6] = 0, 0
	}
	s.touched = s.touched[:0]
	filtered := p.rowForms != allForms || !pr.allLists || !pr.kindAny
	for len(h) > 0 {
		top := &h[0]
		if k := s.kth(); k >= 0 && top.prio+bonus+1 < float64(k) {
			s.pruned = true
			break
		}
		r := top.post[0]
		sim := top.sim
		top.post = top.post[1:]
		if len(top.post) == 0 {
			h.pop()
		} else {
			top.prio = top.sim * ix.impact(top.post[0])
			h.down(0)
		}
		if s.rowSlot(r) != 0 {
			continue // reached before by a more similar word
		}
		s.touched = append(s.touched, r)
		s.setRowSlot(r, uint32(len(s.touched)))
		if filtered && (p.rowForms&formBit(rowForm(ix.rowMeta[r])) == 0 || !pr.allowed(ix, ix.rowEnt[r])) {
			continue
		}
		if sim*float64(ix.rowCov1[r]) < pr.tEff {
			continue // below the threshold whatever the row
		}
		if k := s.kth(); k >= 0 {
			c := pending{row: r, base: s.strengthBase(vi, r, sim, s.covBound(vi, r))}
			c.bound = int16(clampStrength(c.base + bonus))
			if c.bound+1 < int16(k) || s.refinedBound(&c)+1 < k {
				// It cannot reach the results, but it might raise the
				// similarity of an entity in them: finishPruned sees
				// to it.
				s.pruned = true
				continue
			}
		}
		s.scoreTracked(vi, r)
	}
	s.touchedN += len(s.touched)
}

// impact is row r's cap on the base strength of a one-word match.
func (ix *Index) impact(r uint32) float64 {
	return 100*float64(ix.rowCov1[r]) - float64(metaPenalty(ix.rowMeta[r]))
}

// streamHeap is a max-heap of streams by prio.
type streamHeap []stream

func (h streamHeap) init() {
	for i := len(h)/2 - 1; i >= 0; i-- {
		h.down(i)
	}
}

func (h streamHeap) down(i int) {
	for {
		l := 2*i + 1
		if l >= len(h) {
			return
		}
		j := l
		if r := l + 1; r < len(h) && h[r].prio > h[l].prio {
			j = r
		}
		if h[j].prio <= h[i].prio {
			return
		}
		h[i], h[j] = h[j], h[i]
		i = j
	}
}

func (h *streamHeap) pop() {
	old := *h
	n := len(old) - 1
	old[0] = old[n]
	*h = old[:n]
	h.down(0)
}

// record notes that variant vi scored sc against row r, and reports
// whether that made the pair its entity's chosen one.
func (s *searcher) record(vi int32, r uint32, sc float64) bool {
	pr, ix := &s.pr, s.ix
	sim100 := round2(sc)
	if sim100 < pr.threshold {
		return false
	}
	e := ix.rowEnt[r]
	base := sim100 - float64(metaPenalty(ix.rowMeta[r]))
	slot := s.eslot[e]
	if slot == 0 {
		s.matches = append(s.matches, entMatch{ent: e, maxSim: sc, row: r, variant: vi, score: sc, base: base, named: true})
		s.eslot[e] = uint32(len(s.matches))
		return true
	}
	m := &s.matches[slot-1]
	return m.updateWith(r, vi, sc, base)
}

// updateWith notes a pair of m's entity that reached the threshold, and
// reports whether it became the chosen one.
func (m *entMatch) updateWith(r uint32, vi int32, sc, base float64) bool {
	if !m.named {
		*m = entMatch{ent: m.ent, maxSim: sc, row: r, variant: vi, score: sc, base: base, named: true, doc: m.doc}
		return true
	}
	m.maxSim = max(m.maxSim, sc)
	better := base > m.base ||
		base == m.base && (sc > m.score || sc == m.score && (r < m.row || r == m.row && vi < m.variant))
	if better {
		m.row, m.variant, m.score, m.base = r, vi, sc, base
	}
	return better
}

// docMatches adds the entities with an identity document number equal to
// one of the query's (the strength computation checks type and country).
func (s *searcher) docMatches() {
	pr, ix := &s.pr, s.ix
	for _, num := range pr.docs {
		h := hashDoc(ix, num)
		i, _ := slices.BinarySearchFunc(ix.docs, h, func(d docEntry, h uint64) int {
			switch {
			case d.hash < h:
				return -1
			case d.hash > h:
				return 1
			}
			return 0
		})
		for ; i < len(ix.docs) && ix.docs[i].hash == h; i++ {
			d := ix.docs[i]
			if !pr.allowed(ix, d.ent) || s.eslot[d.ent] != 0 && s.matches[s.eslot[d.ent]-1].doc {
				continue
			}
			var buf [64]byte
			if string(normDocNumber(ix.st.docNumber(d.ent, &ix.st.entDocs(d.ent)[d.doc]), buf[:0])) != string(num) {
				continue
			}
			if slot := s.eslot[d.ent]; slot != 0 {
				s.matches[slot-1].doc = true
				continue
			}
			s.matches = append(s.matches, entMatch{ent: d.ent, doc: true})
			s.eslot[d.ent] = uint32(len(s.matches))
		}
	}
}

func hashDoc(ix *Index, num []byte) uint64 { return maphash.Bytes(ix.docSeed, num) }
