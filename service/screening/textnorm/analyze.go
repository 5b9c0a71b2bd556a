// Package textnorm turns names into comparable tokens: Unicode folding
// (compatibility forms, case, diacritics), transliteration of Cyrillic,
// Greek, Armenian and Georgian, punctuation and hyphen variants, joined
// forms, and the classes of words that carry little identity (honorifics,
// name particles, legal forms of organisations).
//
// The same analysis runs on list names when an index is built and on query
// names when a search runs, so both sides meet in one vocabulary. An
// [Analyzer] reuses its buffers and does not allocate in steady state.
package textnorm

import (
	"unicode"
	"unicode/utf8"
)

// Class says how much identity a token carries.
type Class uint8

// The token classes.
const (
	Plain     Class = iota // an ordinary name word
	Particle               // al, bin, van, de, ...
	LegalForm              // ltd, llc, ooo, gmbh, ... (compared by class)
	Honorific              // mr, dr, sheikh, general, ...: ignored by the precise matcher
)

var classNames = [...]string{"plain", "particle", "legal-form", "honorific"}

func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return "plain"
}

// Form says which rendering of a name a token sequence is.
type Form uint8

// The forms of a name.
const (
	FormSplit  Form = iota // every word a token; hyphenated parts split ("al qaida")
	FormJoined             // hyphenated parts joined into one token ("alqaida", "bashiruddin")
	FormConcat             // all words of a 2-4 word name run together ("jscargument")
)

var formNames = [...]string{"split", "joined", "concat"}

func (f Form) String() string {
	if int(f) < len(formNames) {
		return formNames[f]
	}
	return "split"
}

// Kind is what the name belongs to, as far as the analysis cares: legal
// forms are recognised in organisation names, honorifics in person names,
// both when the kind is not known.
type Kind uint8

// The kinds.
const (
	KindAny Kind = iota
	KindPerson
	KindOrg
)

// Options choose what [Analyzer.Analyze] produces.
type Options struct {
	Kind Kind
	// Translit romanises Cyrillic, Greek, Armenian and Georgian; without it
	// those letters are kept (lower-cased, marks removed).
	Translit bool
	// Joined adds the joined form when hyphens join words.
	Joined bool
	// Concat adds the concatenated form of names of 2-4 words.
	Concat bool
}

// Limits on what one name can produce.
const (
	MaxTokens   = 48  // words kept per name; the rest are dropped
	MaxTokenLen = 255 // bytes kept per word
)

// Token is one word of an analysed name: a byte range of [Analyzer.Buf].
type Token struct {
	Start, End uint32
	Class      Class
}

// Variant is one form of an analysed name.
type Variant struct {
	Form   Form
	Tokens []Token
}

// separators seen after a raw word
const (
	sepSpace  uint8 = 1 << iota // space or other punctuation
	sepHyphen                   // a hyphen
	sepDot                      // a full stop
)

type rawTok struct {
	start, end uint32
	sep        uint8
}

// Analyzer analyses names. The zero value is ready to use; it is not safe
// for concurrent use. What Analyze returns is valid until the next call.
type Analyzer struct {
	buf  []byte
	raw  []rawTok
	toks []Token
	vars []Variant
}

// Buf is the byte store that tokens index.
func (a *Analyzer) Buf() []byte { return a.buf }

// Text returns the bytes of t.
func (a *Analyzer) Text(t Token) []byte { return a.buf[t.Start:t.End] }

// Analyze folds name into tokens and returns its forms: always the split
// form first (unless the name has no letters or digits at all: then none),
// then the joined and concatenated forms when asked for and different.
func (a *Analyzer) Analyze(name string, o Options) []Variant {
	a.buf = a.buf[:0]
	a.raw = a.raw[:0]
	a.toks = a.toks[:0]
	a.vars = a.vars[:0]
	a.fold(name, o.Translit)
	if len(a.raw) == 0 {
		return nil
	}
	a.mergeAcronyms()
	kind := o.Kind
	// Classes of the split form.
	legal, honor := kind != KindPerson, kind != KindOrg
	if kind == KindAny {
		for _, r := range a.raw {
			if LegalClass(a.buf[r.start:r.end]) != "" && r.end-r.start > 2 {
				honor = false // "General Trading LLC" is a company
				break
			}
		}
	}
	classify := func(w []byte) Class {
		switch {
		case honor && IsHonorific(w):
			return Honorific
		case legal && LegalClass(w) != "":
			return LegalForm
		case IsParticle(w):
			return Particle
		}
		return Plain
	}
	for _, r := range a.raw {
		a.toks = append(a.toks, Token{Start: r.start, End: r.end, Class: classify(a.buf[r.start:r.end])})
	}
	split := a.toks[:len(a.raw):len(a.raw)]
	keepSomething(split)
	a.vars = append(a.vars, Variant{Form: FormSplit, Tokens: split})

	if o.Joined {
		hyphen := false
		for _, r := range a.raw[:len(a.raw)-1] {
			if r.sep == sepHyphen {
				hyphen = true
				break
			}
		}
		if hyphen {
			from := len(a.toks)
			for i := 0; i < len(a.raw); {
				j := i
				for j < len(a.raw)-1 && a.raw[j].sep == sepHyphen {
					j++
				}
				if j == i {
					a.toks = append(a.toks, split[i])
				} else {
					start := uint32(len(a.buf))
					for k := i; k <= j; k++ {
						a.buf = append(a.buf, a.buf[a.raw[k].start:a.raw[k].end]...)
					}
					end := a.cap(start)
					a.toks = append(a.toks, Token{Start: start, End: end, Class: classify(a.buf[start:end])})
				}
				i = j + 1
			}
			joined := a.toks[from:len(a.toks):len(a.toks)]
			keepSomething(joined)
			a.vars = append(a.vars, Variant{Form: FormJoined, Tokens: joined})
		}
	}

	if o.Concat {
		n := 0
		for _, t := range split {
			if t.Class != Honorific {
				n++
			}
		}
		if n >= 2 && n <= 4 {
			start := uint32(len(a.buf))
			for _, t := range split {
				if t.Class != Honorific {
					a.buf = append(a.buf, a.buf[t.Start:t.End]...)
				}
			}
			end := a.cap(start)
			dup := false
			for _, v := range a.vars {
				if len(v.Tokens) == 1 && string(a.buf[v.Tokens[0].Start:v.Tokens[0].End]) == string(a.buf[start:end]) {
					dup = true
				}
			}
			if !dup {
				a.toks = append(a.toks, Token{Start: start, End: end, Class: Plain})
				a.vars = append(a.vars, Variant{Form: FormConcat, Tokens: a.toks[len(a.toks)-1:]})
			}
		}
	}
	// The token slices above alias a.toks; re-slice them in case appends
	// moved it (they were taken before later appends, so rebuild).
	a.fixSlices()
	return a.vars
}

// fixSlices re-points the variants at a.toks after it may have grown.
func (a *Analyzer) fixSlices() {
	off := 0
	for i := range a.vars {
		n := len(a.vars[i].Tokens)
		a.vars[i].Tokens = a.toks[off : off+n : off+n]
		off += n
	}
}

// cap truncates the token that starts at start to MaxTokenLen bytes and
// returns its end.
func (a *Analyzer) cap(start uint32) uint32 {
	if uint32(len(a.buf))-start > MaxTokenLen {
		a.buf = a.buf[:start+MaxTokenLen]
	}
	return uint32(len(a.buf))
}

// keepSomething clears the classes of a form made only of classed words:
// normalisation never reduces a name to nothing ("AL BIN", "THE COMPANY
// LTD", "MR").
func keepSomething(ts []Token) {
	for _, t := range ts {
		if t.Class == Plain {
			return
		}
	}
	for i := range ts {
		ts[i].Class = Plain
	}
}

// mergeAcronyms joins runs of dotted single letters that spell a legal form
// ("L.L.C." -> "llc", "S.A." -> "sa"); other initials stay apart.
func (a *Analyzer) mergeAcronyms() {
	out := a.raw[:0]
	single := func(k int) bool {
		c := a.buf[a.raw[k].start]
		return a.raw[k].end-a.raw[k].start == 1 && c >= 'a' && c <= 'z'
	}
	for i := 0; i < len(a.raw); {
		j := i
		for j < len(a.raw) && j-i < 8 && single(j) && (j == i || a.raw[j-1].sep&sepDot != 0) {
			j++
		}
		if j-i >= 2 {
			var w [8]byte
			for k := i; k < j; k++ {
				w[k-i] = a.buf[a.raw[k].start]
			}
			if LegalClass(w[:j-i]) != "" {
				start := uint32(len(a.buf))
				a.buf = append(a.buf, w[:j-i]...)
				out = append(out, rawTok{start: start, end: uint32(len(a.buf)), sep: a.raw[j-1].sep})
				i = j
				continue
			}
		}
		out = append(out, a.raw[i])
		i++
	}
	a.raw = out
}

// fold appends the folded words of s to a.buf and a.raw.
func (a *Analyzer) fold(s string, translit bool) {
	t := getTables()
	tab := &t.plain
	if translit {
		tab = &t.translit
	}
	start := uint32(len(a.buf))
	closeTok := func() {
		end := uint32(len(a.buf))
		if end > start {
			if end-start > MaxTokenLen {
				a.buf = a.buf[:start+MaxTokenLen]
				end = start + MaxTokenLen
			}
			if len(a.raw) < MaxTokens {
				a.raw = append(a.raw, rawTok{start: start, end: end})
			} else {
				a.buf = a.buf[:start]
				end = start
			}
		}
		start = end
	}
	markSep := func(k uint8) {
		if uint32(len(a.buf)) > start {
			closeTok()
		}
		if n := len(a.raw); n > 0 && uint32(len(a.buf)) == a.raw[n-1].end {
			a.raw[n-1].sep |= k
		}
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
				a.buf = append(a.buf, c)
			case c >= 'A' && c <= 'Z':
				a.buf = append(a.buf, c+'a'-'A')
			case c == '\'' || c == '`' || c == '?':
			case c == '-':
				markSep(sepHyphen)
			case c == '.':
				markSep(sepDot)
			default:
				markSep(sepSpace)
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if translit {
			// Digraphs: Greek ου -> ou, Armenian ու -> u.
			if (r == 'ο' || r == 'Ο' || r == 'ό' || r == 'Ό') && i < len(s) {
				if r2, n2 := utf8.DecodeRuneInString(s[i:]); r2 == 'υ' || r2 == 'ύ' || r2 == 'Υ' || r2 == 'Ύ' {
					a.buf = append(a.buf, 'o', 'u')
					i += n2
					continue
				}
			}
			if (r == 'ո' || r == 'Ո') && i < len(s) {
				if r2, n2 := utf8.DecodeRuneInString(s[i:]); r2 == 'ւ' {
					a.buf = append(a.buf, 'u')
					i += n2
					continue
				}
			}
		}
		var e foldEntry
		if r < tableLimit {
			e = tab[r]
		} else {
			e = lookupHigh(r)
		}
		switch e.kind {
		case kLetters:
			a.buf = append(a.buf, e.text...)
		case kKeep:
			a.buf = utf8.AppendRune(a.buf, unicode.ToLower(r))
		case kApostrophe:
		case kHyphen:
			markSep(sepHyphen)
		case kDot:
			markSep(sepDot)
		default:
			markSep(sepSpace)
		}
	}
	closeTok()
	// A hyphen counts as joining only when nothing else separates the
	// words ("al-Qaida", not "al - Qaida" or "al-, Qaida").
	for i := range a.raw {
		if a.raw[i].sep&^sepHyphen != 0 {
			a.raw[i].sep &^= sepHyphen
			if a.raw[i].sep == 0 {
				a.raw[i].sep = sepSpace
			}
		}
	}
}
