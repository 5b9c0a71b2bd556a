package screening

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/screengate/screengate/service/screening/textnorm"
)

// A prepared query: its names analysed into variants of weighted words,
// the thresholds, and the filters. Both the indexed search and the
// brute-force reference (tests) start from it.

// qword is a distinct word of the query.
type qword struct {
	start, end uint32 // in prep.text
	queryWord
	vocab   int32   // vocabulary id, -1 when not in the vocabulary
	tau     float64 // expansion threshold (0: not expanded)
	ex0     int32   // expansion: prep.cands[ex0:ex1]
	ex1     int32
	dfRef   int // df of the word's closest vocabulary word (weights)
	hasRef  bool
	genTau  float64 // the smallest threshold any generating occurrence needs
	needExp bool
	// concatOnly: the word occurs only as the one word of concatenated
	// forms, where it is compared with words of nearly its length and
	// counts only from the preset's concatMin (see score): its expansion
	// keeps to those, and what it does not reach counts 0.
	concatOnly bool
	zeroBelow  bool // words its expansion does not reach count 0
}

// qtok is a word of one query variant.
type qtok struct {
	word   int32
	class  textnorm.Class
	weight float64
	gen    bool    // generates candidates
	unhit  float64 // bound on its similarity to a row it does not hit
	top    float64 // weight times the best similarity of its expansion
	// The candidate pass reads the first walk words of its expansion; a
	// row they do not reach gets at most cut from it (see essentials).
	walk int32
	cut  float64
}

// qvariant is one form of one query name.
type qvariant struct {
	name       int // index into Query.Names
	form       textnorm.Form
	tok0, tok1 int32 // prep.toks[tok0:tok1]
	weight     float64
	scan       bool   // no pruning: every row is a candidate
	whole0     uint32 // the whole-name string (ofac): prep.text[whole0:whole1]
	whole1     uint32
}

type prep struct {
	p         *params
	q         *Query
	threshold float64 // 0-100
	tEff      float64 // smallest raw score that rounds to >= threshold, minus a margin
	limit     int
	lists     listMask
	allLists  bool
	kindAny   bool
	text      []byte
	words     []qword
	toks      []qtok
	vars      []qvariant
	cands     []cand
	dob       Date
	hasDOB    bool
	countries []uint16
	docs      [][]byte // normalised document numbers
	docBuf    []byte
	noLookup  bool // prepareWords
}

func (pr *prep) wordText(w int32) []byte { return pr.text[pr.words[w].start:pr.words[w].end] }

func (pr *prep) reset() {
	pr.text = pr.text[:0]
	pr.words = pr.words[:0]
	pr.toks = pr.toks[:0]
	pr.vars = pr.vars[:0]
	pr.cands = pr.cands[:0]
	pr.countries = pr.countries[:0]
	pr.docs = pr.docs[:0]
	pr.docBuf = pr.docBuf[:0]
	pr.lists = listMask{}
}

// errors of Search.
var (
	ErrNoName = errors.New("screening: the query has no name with letters or digits")
)

// prepare validates q and analyses its names. an is reused.
func (ix *Index) prepare(q *Query, pr *prep, an *textnorm.Analyzer) error {
	pr.reset()
	pr.q = q
	if int(q.Preset) >= len(presets) {
		return fmt.Errorf("screening: unknown preset %d", q.Preset)
	}
	p := &presets[q.Preset]
	pr.p = p
	if len(q.Names) == 0 {
		return ErrNoName
	}
	if len(q.Names) > MaxQueryNames {
		return fmt.Errorf("screening: %d names in one query (at most %d)", len(q.Names), MaxQueryNames)
	}
	if len(q.Documents) > MaxQueryDocs {
		return fmt.Errorf("screening: %d documents in one query (at most %d)", len(q.Documents), MaxQueryDocs)
	}
	pr.threshold = q.Threshold
	if pr.threshold == 0 {
		pr.threshold = DefaultThreshold
	}
	if !(pr.threshold > 0 && pr.threshold <= 100) {
		return fmt.Errorf("screening: threshold %v is not in (0, 100]", q.Threshold)
	}
	pr.tEff = (pr.threshold-0.005)/100 - 1e-9
	pr.limit = q.Limit
	switch {
	case pr.limit == 0:
		pr.limit = DefaultLimit
	case pr.limit < 0 || pr.limit > MaxLimit:
		return fmt.Errorf("screening: limit %d is not in [1, %d]", q.Limit, MaxLimit)
	}
	pr.allLists = len(q.Lists) == 0
	for _, l := range q.Lists {
		i, ok := ix.listIdx[l]
		if !ok {
			// Lists are matched case-insensitively; an unknown list is an
			// error, not an empty search.
			found := false
			for j, name := range ix.lists {
				if strings.EqualFold(name, l) {
					i, found = uint8(j), true
					break
				}
			}
			if !found {
				return fmt.Errorf("screening: unknown list %q", l)
			}
		}
		pr.lists.set(i)
	}
	if !pr.allLists {
		// Every list of the index selected (AddSearch's ALL): no filter.
		all := true
		for i := range ix.lists {
			all = all && pr.lists.has(uint8(i))
		}
		pr.allLists = all
	}
	pr.kindAny = !q.OnlyKind || q.Kind == KindUnknown
	pr.dob = q.BirthDate
	pr.hasDOB = q.BirthDate.Year > 0
	if pr.hasDOB && (q.BirthDate.Month > 12 || q.BirthDate.Day > 31 || q.BirthDate.Day != 0 && q.BirthDate.Month == 0) {
		return fmt.Errorf("screening: invalid date of birth %d-%d-%d", q.BirthDate.Year, q.BirthDate.Month, q.BirthDate.Day)
	}
	for _, c := range q.Countries {
		k := countryCode(strings.TrimSpace(c))
		if k == 0 {
			return fmt.Errorf("screening: country %q is not an ISO 3166-1 alpha-2 code", c)
		}
		pr.countries = append(pr.countries, k)
	}
	for _, d := range q.Documents {
		from := len(pr.docBuf)
		pr.docBuf = normDocNumber(d.Number, pr.docBuf)
		if len(pr.docBuf) == from {
			return fmt.Errorf("screening: document number %q has no letters or digits", d.Number)
		}
	}
	off := 0
	for _, d := range q.Documents {
		n := len(normDocNumber(d.Number, nil))
		pr.docs = append(pr.docs, pr.docBuf[off:off+n])
		off += n
	}

	// Names.
	opts := textnorm.Options{
		Kind:     analyzerKind(q.Kind),
		Translit: p.translit,
		Joined:   p.queryForms&formBit(textnorm.FormJoined) != 0,
		Concat:   p.queryForms&formBit(textnorm.FormConcat) != 0,
	}
	for ni, name := range q.Names {
		for _, v := range an.Analyze(name, opts) {
			if p.queryForms&formBit(v.Form) == 0 {
				continue
			}
			ix.addVariant(pr, an, ni, v)
		}
	}
	if len(pr.vars) == 0 {
		return ErrNoName
	}
	if p.concatMin > 0 {
		for i := range pr.words {
			pr.words[i].concatOnly = true
		}
		for _, v := range pr.vars {
			if v.form != textnorm.FormConcat {
				for _, t := range pr.toks[v.tok0:v.tok1] {
					pr.words[t.word].concatOnly = false
				}
			}
		}
	}
	ix.lookupWords(pr)
	return nil
}

// prepareWords is prepare without looking the query's words up in the
// vocabulary (every word's vocab is -1).
func (ix *Index) prepareWords(q *Query, pr *prep, an *textnorm.Analyzer) error {
	pr.noLookup = true
	err := ix.prepare(q, pr, an)
	pr.noLookup = false
	return err
}

// addVariant adds one form of a query name (unless an earlier one has the
// same words).
func (ix *Index) addVariant(pr *prep, an *textnorm.Analyzer, name int, v textnorm.Variant) {
	p := pr.p
	tok0 := int32(len(pr.toks))
	shortOnly := true
	if p.dropShort {
		for _, t := range v.Tokens {
			if t.End-t.Start > 2 {
				shortOnly = false
				break
			}
		}
	}
	for _, t := range v.Tokens {
		if p.classes && t.Class == textnorm.Honorific {
			continue
		}
		if p.dropShort && !shortOnly && t.End-t.Start <= 2 {
			continue
		}
		if int(int32(len(pr.toks))-tok0) >= MaxQueryWords {
			break
		}
		class := t.Class
		if !p.classes {
			class = textnorm.Plain
		}
		pr.toks = append(pr.toks, qtok{word: pr.internWord(an.Text(t)), class: class})
	}
	tok1 := int32(len(pr.toks))
	if tok1 == tok0 {
		return
	}
	// Same words as an earlier variant: keep the earlier.
	for _, o := range pr.vars {
		if o.tok1-o.tok0 != tok1-tok0 {
			continue
		}
		same := true
		for i := int32(0); i < tok1-tok0; i++ {
			a, b := pr.toks[o.tok0+i], pr.toks[tok0+i]
			if a.word != b.word || a.class != b.class {
				same = false
				break
			}
		}
		if same {
			pr.toks = pr.toks[:tok0]
			return
		}
	}
	qv := qvariant{name: name, form: v.Form, tok0: tok0, tok1: tok1}
	if p.whole {
		// The whole name: the kept words joined by spaces.
		qv.whole0 = uint32(len(pr.text))
		for i := tok0; i < tok1; i++ {
			if i > tok0 {
				pr.text = append(pr.text, ' ')
			}
			pr.text = append(pr.text, pr.wordText(pr.toks[i].word)...)
		}
		if uint32(len(pr.text))-qv.whole0 > maxJaroLen {
			pr.text = pr.text[:qv.whole0+maxJaroLen]
		}
		qv.whole1 = uint32(len(pr.text))
	}
	pr.vars = append(pr.vars, qv)
}

func (pr *prep) internWord(w []byte) int32 {
	for i := range pr.words {
		if string(pr.wordText(int32(i))) == string(w) {
			return int32(i)
		}
	}
	start := uint32(len(pr.text))
	pr.text = append(pr.text, w...)
	pr.words = append(pr.words, qword{start: start, end: uint32(len(pr.text)), vocab: -1})
	return int32(len(pr.words) - 1)
}

// lookupWords finds the query words in the vocabulary.
func (ix *Index) lookupWords(pr *prep) {
	for i := range pr.words {
		w := &pr.words[i]
		b := pr.text[w.start:w.end]
		w.text = b
		w.legal = legalID(b)
		w.sig = signatureOf(b)
		w.pre = packPrefix(b)
		if pr.noLookup {
			continue
		}
		if id, ok := ix.voc.lookup(b); ok {
			w.vocab = int32(id)
		}
	}
}

// plan sets the weights of the words of every variant and decides which
// words generate candidates and at what similarity threshold, so that a
// row no generating word reaches cannot reach tEff (the completeness
// argument of the pruning). refDF returns the df of a word's closest
// vocabulary word (see weight).
func (pr *prep) plan(refDF func(w int32) (int, bool), rows int) {
	p := pr.p
	for vi := range pr.vars {
		v := &pr.vars[vi]
		toks := pr.toks[v.tok0:v.tok1]
		W := 0.0
		for i := range toks {
			t := &toks[i]
			w := pr.wordWeight(t, refDF, rows)
			t.weight = w
			W += w
		}
		v.weight = W
		if W <= 0 {
			v.scan = true
			continue
		}
		need := pr.tEff * W // a candidate's weighted similarity sum must reach this
		// Words that do not generate: initials in the precise preset
		// (their expansion would be every word of their first letter);
		// their similarity to an unhit row is at most 1. Two-letter words
		// generate: their expansion is exact and small (the word itself,
		// its legal class, its first letter as an initial: see
		// expandSeg), so a row it does not reach gets 0 from them, and
		// the candidate pass decides, as for any word, whether their
		// postings are read or only looked up in the candidates.
		nonGen := 0.0
		for i := range toks {
			t := &toks[i]
			t.gen = !(p.gated && len(pr.wordText(t.word)) == 1)
			if !t.gen {
				t.unhit = 1
				nonGen += t.weight
			}
		}
		if nonGen >= need {
			// Let the short words generate too: two-letter words match
			// exactly, one-letter words exactly or as initials (their
			// expansion is the words that start with the letter), and
			// neither reaches a word its expansion does not hold. Without
			// this a query such as "L" would score every name.
			nonGen = 0
			for i := range toks {
				t := &toks[i]
				if len(pr.wordText(t.word)) <= 2 {
					t.gen, t.unhit = true, 0
				}
				if !t.gen {
					nonGen += t.weight
				}
			}
		}
		if nonGen >= need {
			v.scan = true
			continue
		}
		tau := p.floor
		if !p.gated && W > nonGen {
			// The ofac preset: expanding down to its floor (0.5) would
			// reach most of the vocabulary; expand only as far as the
			// threshold needs. (The precise preset always expands to its
			// floor, which also gives the weights' reference words.)
			tau = max(min((need-nonGen)/(W-nonGen)-1e-9, refSim), p.floor)
		}
		for i := range toks {
			t := &toks[i]
			if !t.gen {
				continue
			}
			w := &pr.words[t.word]
			if len(pr.wordText(t.word)) <= 2 && p.gated {
				// Two-letter words only match exactly or as initials.
				if w.genTau == 0 || p.floor < w.genTau {
					w.genTau = p.floor
				}
			} else if w.genTau == 0 || tau < w.genTau {
				w.genTau = tau
			}
			w.needExp = true
		}
	}
}

// wordWeight is the weight of query word t in its variant (see plan).
func (pr *prep) wordWeight(t *qtok, refDF func(w int32) (int, bool), rows int) float64 {
	p := pr.p
	w := p.classWeight[t.class]
	if len(pr.wordText(t.word)) <= 2 {
		w *= p.shortWeight
	}
	if p.idfAlpha > 0 && !pr.words[t.word].concatOnly {
		// (A concatenated form has one word: its weight cancels.)
		df, _ := refDF(t.word)
		w *= math.Pow(idf(df, rows), p.idfAlpha)
	}
	return w
}

// unhitBound is the bound on the similarity of a generating word to a row
// its expansion (at tau) does not hit: below tau, and 0 below the floor.
func (p *params) unhitBound(tau float64) float64 {
	if tau <= p.floor {
		return 0
	}
	return tau
}
