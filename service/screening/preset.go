package screening

import (
	"fmt"
	"math"
	"strings"

	"github.com/screengate/screengate/service/screening/textnorm"
)

// Preset is a scoring formula.
type Preset uint8

// The presets.
const (
	// PresetPrecise is the default: rarer and longer words weigh more,
	// list-name words left unmatched cost a little (coverage), honorifics
	// are ignored, legal forms compare by class, and two words are only
	// compared when they start alike (same first letter, or the first two
	// letters differ by one substitution, swap, insertion or deletion).
	PresetPrecise Preset = iota
	// PresetOFAC reproduces the score OFAC's Sanctions List Search shows:
	// the larger of a whole-name Jaro-Winkler (gated on the first letter)
	// and the mean over query words of their best Jaro-Winkler against the
	// list name's words (pairs below 0.5 count 0; query words of one or two
	// letters are dropped). Like OFAC's tool it does not romanise the query
	// (a Cyrillic query finds no Latin name) and ignores a.k.a. joins.
	PresetOFAC
)

// String returns the preset's name.
func (p Preset) String() string {
	if p == PresetOFAC {
		return "ofac"
	}
	return "precise"
}

// ParsePreset parses a preset name ("precise", "ofac"; "" is precise).
func ParsePreset(s string) (Preset, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "precise", "default":
		return PresetPrecise, nil
	case "ofac":
		return PresetOFAC, nil
	}
	return 0, fmt.Errorf("screening: unknown preset %q (want precise or ofac)", s)
}

// params are the constants of a preset's formula.
type params struct {
	preset   Preset
	translit bool
	// forms of the query name compared, and forms of list names.
	queryForms, rowForms uint8 // bit per textnorm.Form
	floor                float64
	tok                  jwParams
	// gated: words are compared only when they start alike (see
	// PresetPrecise).
	gated bool
	// initial is the similarity of a one-letter word to a word it is the
	// initial of (0: none).
	initial float64
	// dropShort drops query words of one or two letters (unless all are).
	dropShort bool
	// shortPairs: a word of one or two letters is only compared with a
	// word of one or two letters.
	shortPairs bool
	// digitsExact: words with digits only match exactly.
	digitsExact bool
	// oneToOne pairs words one to one (greedy, best first); otherwise
	// each query word takes its best list word.
	oneToOne bool
	// whole adds the whole-name comparison.
	whole bool
	// weights
	idfAlpha    float64    // exponent of the inverse document frequency
	shortWeight float64    // weight factor of 1-2 letter query words
	classWeight [4]float64 // by textnorm.Class
	classes     bool       // use classes at all (honorifics dropped, legal forms by class)
	coverage    float64    // share of the score lost to unmatched list words
	// lengthPenalty is taken off the similarity of two words per byte of
	// length difference beyond the first, relative to the longer word:
	// Jaro-Winkler rewards a shared prefix however long the rest
	// ("mary"/"marymorris" 0.88); this keeps prefixes from passing as
	// names.
	lengthPenalty float64
	// concatMin is the similarity a pair of words needs when one side is
	// a concatenated form (and the length difference at most concatLen
	// bytes); two concatenated forms are not compared.
	concatMin float64
	concatLen int
	// sharpen cubes the similarity of fuzzy word pairs (exact pairs stay
	// 1): two middling pairs (0.85, 0.82) no longer average into a match,
	// nor does a wrong surname that merely looks alike (ding/dong 0.85
	// counts 0.61), while one typo in a long word (0.97) still counts
	// almost fully (0.91). (Squaring let 7% of the evaluation's negatives
	// through at strength 80, cubing 4-5%, with the same recall bars.)
	sharpen bool
	// editBudget: two different words whose Damerau-Levenshtein distance
	// exceeds editsAllowed of the longer word's length count 0, whatever
	// their Jaro-Winkler (see editsAllowed).
	editBudget bool
}

// raw is the Jaro-Winkler (with length penalty) a word pair needs for its
// similarity to reach tau.
func (p *params) raw(tau float64) float64 {
	if p.sharpen {
		return math.Cbrt(tau)
	}
	return tau
}

// lenPenalty is the length penalty of words of n and m bytes.
func (p *params) lenPenalty(n, m int) float64 {
	d := n - m
	if p.lengthPenalty == 0 || d <= 1 && d >= -1 {
		return 0
	}
	return p.lengthPenalty * float64(max(d, -d)-1) / float64(max(n, m))
}

func formBit(f textnorm.Form) uint8 { return 1 << f }

const allForms = 1<<textnorm.FormSplit | 1<<textnorm.FormJoined | 1<<textnorm.FormConcat

var presets = [...]params{
	PresetPrecise: {
		preset:        PresetPrecise,
		translit:      true,
		queryForms:    formBit(textnorm.FormSplit) | formBit(textnorm.FormJoined) | formBit(textnorm.FormConcat),
		rowForms:      formBit(textnorm.FormSplit) | formBit(textnorm.FormJoined) | formBit(textnorm.FormConcat),
		floor:         0.512, // a Jaro-Winkler of 0.8 before sharpening (0.8³)
		tok:           jwStandard,
		gated:         true,
		initial:       0.80,
		shortPairs:    true,
		digitsExact:   true,
		oneToOne:      true,
		idfAlpha:      0.5,
		shortWeight:   0.3,
		classWeight:   [4]float64{textnorm.Plain: 1, textnorm.Particle: 0.5, textnorm.LegalForm: 0.3, textnorm.Honorific: 0},
		classes:       true,
		coverage:      0.3,
		lengthPenalty: 0.5,
		concatMin:     0.81,
		concatLen:     2,
		sharpen:       true,
		editBudget:    true,
	},
	PresetOFAC: {
		preset:      PresetOFAC,
		translit:    false,
		queryForms:  formBit(textnorm.FormSplit) | formBit(textnorm.FormJoined),
		rowForms:    formBit(textnorm.FormSplit),
		floor:       0.5,
		tok:         jwSimMetrics,
		dropShort:   true,
		shortPairs:  true,
		whole:       true,
		shortWeight: 1,
		classWeight: [4]float64{1, 1, 1, 1},
	},
}

// refSim is the similarity from which a vocabulary word counts as a query
// word's reference for its weight.
const refSim = 0.9

// idf is the inverse document frequency of a word found in df of n names.
func idf(df, n int) float64 {
	return math.Log(1 + float64(n)/float64(df+1))
}

// startAlike is the precise preset's gate: a and b (3+ bytes each) start
// with the same byte, or their first two bytes differ by one substitution
// of the first (a[1:3] == b[1:3]), a swap (ab/ba), or one byte inserted or
// deleted at the front.
func startAlike(a, b []byte) bool {
	if a[0] == b[0] {
		return true
	}
	if a[1] == b[1] && a[2] == b[2] {
		return true
	}
	if a[0] == b[1] && a[1] == b[0] {
		return true
	}
	if b[1] == a[0] && b[2] == a[1] {
		return true
	}
	return a[1] == b[0] && a[2] == b[1]
}

func hasDigit(s []byte) bool {
	for _, c := range s {
		if c >= '0' && c <= '9' {
			return true
		}
	}
	return false
}

// tokenSim is the similarity of two words under the preset: the formula
// that the index reproduces exactly. legalA and legalB are the words'
// legal-form classes (0: none).
func (p *params) tokenSim(a, b []byte, legalA, legalB uint8) float64 {
	if string(a) == string(b) {
		return 1
	}
	if p.classes && legalA != 0 && legalA == legalB {
		return 1
	}
	la, lb := len(a), len(b)
	if la == 0 || lb == 0 {
		return 0
	}
	if p.shortPairs && (la <= 2 || lb <= 2) {
		if p.initial > 0 {
			if (la == 1 && lb > 1 || lb == 1 && la > 1) && a[0] == b[0] && a[0] >= 'a' && a[0] <= 'z' {
				return p.initial
			}
			if la <= 2 || lb <= 2 {
				// The precise preset matches short words exactly only.
				return 0
			}
		}
		if (la <= 2) != (lb <= 2) {
			return 0
		}
	}
	if p.digitsExact && (hasDigit(a) || hasDigit(b)) {
		return 0
	}
	if p.gated && !startAlike(a, b) {
		return 0
	}
	s := p.tok.sim(a, b) - p.lenPenalty(la, lb)
	if p.sharpen {
		s *= s * s
	}
	if s < p.floor {
		return 0
	}
	if p.editBudget && !withinEdits(a, b, editsAllowed(max(la, lb))) && !soundAlike(a, b) {
		return 0
	}
	return s
}

// editsAllowed is the precise preset's edit budget for two different
// words whose longer one has n bytes: one edit (a letter substituted,
// inserted, deleted, or two neighbours swapped) up to nine letters, two
// from ten. Jaro-Winkler alone rewards a shared prefix or a shared run of
// letters however the rest differs (aslan/hasan 0.87, bernard/bertrand
// 0.94, nneyemi/nnemide 0.89): beyond the budget two words are different
// names rather than one name with a typo, as in nomenklatura's and
// rigour's length-dependent edit budgets.
func editsAllowed(n int) int {
	if n >= 10 {
		return 2
	}
	return 1
}

// budgetNote explains why words a and b count 0 when only the edit budget
// made them so ("" otherwise): their distance, what their length allows,
// and their sound keys, which differ (see soundKey).
func (p *params) budgetNote(a, b []byte, legalA, legalB uint8) string {
	if !p.editBudget || p.tokenSim(a, b, legalA, legalB) > 0 {
		return ""
	}
	q := *p
	q.editBudget = false
	if q.tokenSim(a, b, legalA, legalB) == 0 {
		return ""
	}
	ka, kb, _ := soundKeys(a, b)
	return editsNote(a, b) + fmt.Sprintf(", sound keys %s ≠ %s", keyText(ka), keyText(kb))
}

// soundNote explains why words a and b keep their similarity although
// they differ by more than the edit budget: they sound alike ("" when
// the budget did not apply to them).
func (p *params) soundNote(a, b []byte, legalA, legalB uint8) string {
	if !p.editBudget || string(a) == string(b) || withinEdits(a, b, editsAllowed(max(len(a), len(b)))) {
		return ""
	}
	ka, _, alike := soundKeys(a, b)
	if !alike || p.tokenSim(a, b, legalA, legalB) == 0 {
		return ""
	}
	return editsNote(a, b) + ", same sound key " + ka
}

// editsNote: "edits 3 > 1 allowed for 8 letters".
func editsNote(a, b []byte) string {
	n := max(len(a), len(b))
	k := editsAllowed(n)
	d := k + 1
	for !withinEdits(a, b, d) {
		d++
	}
	return fmt.Sprintf("edits %d > %d allowed for %d letters", d, k, n)
}

func keyText(k string) string {
	if k == "" {
		return "none"
	}
	return k
}

// withinEdits reports whether the optimal-string-alignment distance
// (Damerau-Levenshtein without editing a swapped pair again) of a and b
// is at most k. Words are compared byte by byte, as Jaro-Winkler compares
// them: the normaliser romanises what it can, and a letter of another
// script counts as more than one edit.
func withinEdits(a, b []byte, k int) bool {
	la, lb := len(a), len(b)
	if d := la - lb; d > k || -d > k {
		return false
	}
	if la > maxJaroLen || lb > maxJaroLen {
		return false
	}
	// Three rows of the distance matrix: i-2, i-1, i.
	var buf [3][maxJaroLen + 1]uint16
	pp, prev, cur := &buf[0], &buf[1], &buf[2]
	for j := 0; j <= lb; j++ {
		prev[j] = uint16(j)
	}
	for i := 1; i <= la; i++ {
		cur[0] = uint16(i)
		rowMin := cur[0]
		for j := 1; j <= lb; j++ {
			cost := uint16(1)
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d = min(d, pp[j-2]+1)
			}
			cur[j] = d
			rowMin = min(rowMin, d)
		}
		if int(rowMin) > k {
			return false
		}
		pp, prev, cur = prev, cur, pp
	}
	return int(prev[lb]) <= k
}
