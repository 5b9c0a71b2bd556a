package textnorm

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// What a rune becomes when folded.
const (
	kLetters    uint8 = iota // append the entry's text (may be empty: dropped)
	kSpace                   // a word separator
	kHyphen                  // a hyphen: separates, and joins in the joined form
	kDot                     // a full stop: separates; may end an initial
	kApostrophe              // an apostrophe: removed, the parts stay one word
	kKeep                    // a letter of another script: kept, lower-cased
)

type foldEntry struct {
	kind uint8
	text string // kLetters: the folded, lower-case text
}

// tableLimit bounds the precomputed table: Latin, IPA, Greek, Cyrillic,
// Armenian, Hebrew, Arabic, ..., Georgian, Latin Extended Additional and the
// general punctuation blocks all lie below it.
const tableLimit = 0x3000

type foldTables struct {
	translit [tableLimit]foldEntry // Cyrillic, Greek, Armenian, Georgian romanised
	plain    [tableLimit]foldEntry // those scripts kept, lower-cased
}

var (
	tablesOnce sync.Once
	tables     *foldTables
)

func getTables() *foldTables {
	tablesOnce.Do(func() { tables = buildTables() })
	return tables
}

// special maps letters that Unicode decomposition leaves alone.
var special = map[rune]string{
	'ß': "ss", 'ẞ': "ss", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'ø': "o", 'Ø': "o",
	'đ': "d", 'Đ': "d", 'ð': "d", 'Ð': "d", 'þ': "th", 'Þ': "th", 'ł': "l", 'Ł': "l",
	'ı': "i", 'ħ': "h", 'Ħ': "h", 'ŋ': "ng", 'Ŋ': "ng", 'ſ': "s", 'ĸ': "k", 'ŀ': "l", 'Ŀ': "l",
	'ŉ': "n", 'ƒ': "f", 'ǝ': "e", 'ə': "e", 'Ə': "e", 'ɨ': "i", 'ʉ': "u", 'ɛ': "e", 'Ɛ': "e",
	'ɔ': "o", 'Ɔ': "o", 'ƴ': "y", 'Ƴ': "y", 'ɓ': "b", 'Ɓ': "b", 'ɗ': "d", 'Ɗ': "d", 'ƙ': "k",
	'Ƙ': "k", 'ǀ': "",
}

// cyrillic romanises Russian, Ukrainian, Belarusian, Serbian, Macedonian,
// Bulgarian, Kazakh, Uzbek and Tajik letters in the common English-language
// style of the sanctions lists (BGN/PCGN-like: kh, zh, ts, ch, sh, shch,
// yu, ya; soft and hard signs dropped).
var cyrillic = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ё': "e", 'ж': "zh", 'з': "z",
	'и': "i", 'й': "y", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r",
	'с': "s", 'т': "t", 'у': "u", 'ф': "f", 'х': "kh", 'ц': "ts", 'ч': "ch", 'ш': "sh",
	'щ': "shch", 'ъ': "", 'ы': "y", 'ь': "", 'э': "e", 'ю': "yu", 'я': "ya",
	'є': "ye", 'і': "i", 'ї': "yi", 'ґ': "g", 'ў': "u", 'ђ': "dj", 'ј': "j", 'љ': "lj",
	'њ': "nj", 'ћ': "c", 'џ': "dz", 'ѓ': "g", 'ќ': "k", 'ѕ': "dz", 'ә': "a", 'ғ': "g",
	'қ': "k", 'ң': "n", 'ө': "o", 'ұ': "u", 'ү': "u", 'һ': "h", 'ҳ': "h", 'ҷ': "j", 'ӣ': "i",
	'ӯ': "u", 'ҝ': "g", 'ӏ': "",
}

// greek romanises Greek letters (ELOT 743 without the context rules except
// ου, which the folder handles).
var greek = map[rune]string{
	'α': "a", 'β': "v", 'γ': "g", 'δ': "d", 'ε': "e", 'ζ': "z", 'η': "i", 'θ': "th", 'ι': "i",
	'κ': "k", 'λ': "l", 'μ': "m", 'ν': "n", 'ξ': "x", 'ο': "o", 'π': "p", 'ρ': "r", 'σ': "s",
	'ς': "s", 'τ': "t", 'υ': "y", 'φ': "f", 'χ': "ch", 'ψ': "ps", 'ω': "o",
}

// armenian romanises Armenian letters (ու is handled by the folder).
var armenian = map[rune]string{
	'ա': "a", 'բ': "b", 'գ': "g", 'դ': "d", 'ե': "e", 'զ': "z", 'է': "e", 'ը': "y", 'թ': "t",
	'ժ': "zh", 'ի': "i", 'լ': "l", 'խ': "kh", 'ծ': "ts", 'կ': "k", 'հ': "h", 'ձ': "dz",
	'ղ': "gh", 'ճ': "ch", 'մ': "m", 'յ': "y", 'ն': "n", 'շ': "sh", 'ո': "o", 'չ': "ch",
	'պ': "p", 'ջ': "j", 'ռ': "r", 'ս': "s", 'վ': "v", 'տ': "t", 'ր': "r", 'ց': "ts", 'ւ': "v",
	'փ': "p", 'ք': "k", 'օ': "o", 'ֆ': "f", 'և': "ev",
}

// georgian romanises Mkhedruli (national system of 2002).
var georgian = map[rune]string{
	'ა': "a", 'ბ': "b", 'გ': "g", 'დ': "d", 'ე': "e", 'ვ': "v", 'ზ': "z", 'თ': "t", 'ი': "i",
	'კ': "k", 'ლ': "l", 'მ': "m", 'ნ': "n", 'ო': "o", 'პ': "p", 'ჟ': "zh", 'რ': "r", 'ს': "s",
	'ტ': "t", 'უ': "u", 'ფ': "p", 'ქ': "k", 'ღ': "gh", 'ყ': "q", 'შ': "sh", 'ჩ': "ch", 'ც': "ts",
	'ძ': "dz", 'წ': "ts", 'ჭ': "ch", 'ხ': "kh", 'ჯ': "j", 'ჰ': "h",
}

func isApostrophe(r rune) bool {
	switch r {
	case '\'', '`', '´', '‘', '’', '‛', 'ʼ', 'ʻ', 'ʽ', 'ʹ', 'ˈ', '′', 'ʾ', 'ʿ',
		'?', '\ufffd': // a character lost to an encoding (Mus?ab for Mus’ab)
		return true
	}
	return false
}

func isHyphen(r rune) bool {
	switch r {
	case '-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\ufe58', '\ufe63', '\uff0d', '\u00ad':
		return true
	}
	return false
}

// translitScript reports whether r belongs to a script we romanise.
func translitScript(r rune) bool {
	return unicode.In(r, unicode.Cyrillic, unicode.Greek, unicode.Armenian, unicode.Georgian)
}

func romanise(r rune) (string, bool) {
	if s, ok := cyrillic[r]; ok {
		return s, true
	}
	if s, ok := greek[r]; ok {
		return s, true
	}
	if s, ok := armenian[r]; ok {
		return s, true
	}
	if s, ok := georgian[r]; ok {
		return s, true
	}
	return "", false
}

// foldRune computes the table entry of r.
func foldRune(r rune, translit bool) foldEntry {
	switch {
	case isApostrophe(r):
		return foldEntry{kind: kApostrophe}
	case isHyphen(r):
		return foldEntry{kind: kHyphen}
	case r == '.' || r == '\u3002' || r == '\uff0e':
		return foldEntry{kind: kDot}
	case r == '\u0640' || r == '\u200c' || r == '\u200d' || r == '\ufeff' || r == '\u200b':
		// Arabic tatweel, zero-width (non-)joiners and spaces: no letter.
		return foldEntry{kind: kLetters}
	}
	if s, ok := special[r]; ok {
		return foldEntry{kind: kLetters, text: s}
	}
	lr := unicode.ToLower(r)
	if s, ok := special[lr]; ok {
		return foldEntry{kind: kLetters, text: s}
	}
	if translit {
		// й, ё and ї must not lose their marks before romanisation.
		if s, ok := romanise(lr); ok {
			return foldEntry{kind: kLetters, text: s}
		}
	}
	if unicode.IsMark(r) {
		return foldEntry{kind: kLetters}
	}
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return foldEntry{kind: kSpace}
	}
	// Compatibility decomposition, marks removed, lower case, then the
	// romanisation tables for what is left.
	var out []byte
	for _, d := range norm.NFKD.String(string(lr)) {
		if unicode.IsMark(d) {
			continue
		}
		d = unicode.ToLower(d)
		if s, ok := special[d]; ok {
			out = append(out, s...)
			continue
		}
		if translit {
			if s, ok := romanise(d); ok {
				out = append(out, s...)
				continue
			}
		}
		switch {
		case d < utf8.RuneSelf:
			if d >= 'a' && d <= 'z' || d >= '0' && d <= '9' {
				out = append(out, byte(d))
			} else if d != ' ' {
				// e.g. the "/" of a fraction: a separator.
				return foldEntry{kind: kSpace}
			}
		case unicode.IsLetter(d) || unicode.IsDigit(d):
			out = utf8.AppendRune(out, d)
		}
	}
	return foldEntry{kind: kLetters, text: string(out)}
}

func buildTables() *foldTables {
	t := new(foldTables)
	for r := rune(0); r < tableLimit; r++ {
		if r < utf8.RuneSelf {
			// ASCII is folded inline; the table still answers for it.
			switch {
			case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
				t.translit[r] = foldEntry{kind: kLetters, text: string(r)}
			case r >= 'A' && r <= 'Z':
				t.translit[r] = foldEntry{kind: kLetters, text: string(r + 'a' - 'A')}
			case r == '\'' || r == '`' || r == '?':
				// A question mark in a name is a character lost to an
				// encoding (Mus’ab exported as Mus?ab): like an
				// apostrophe, it keeps the parts one word.
				t.translit[r] = foldEntry{kind: kApostrophe}
			case r == '-':
				t.translit[r] = foldEntry{kind: kHyphen}
			case r == '.':
				t.translit[r] = foldEntry{kind: kDot}
			default:
				t.translit[r] = foldEntry{kind: kSpace}
			}
			t.plain[r] = t.translit[r]
			continue
		}
		if r >= 0xD800 && r <= 0xDFFF {
			t.translit[r] = foldEntry{kind: kSpace}
			t.plain[r] = t.translit[r]
			continue
		}
		t.translit[r] = foldRune(r, true)
		if translitScript(r) {
			t.plain[r] = foldRune(r, false)
		} else {
			t.plain[r] = t.translit[r]
		}
	}
	return t
}

// lookup folds a rune at or above tableLimit (CJK, fullwidth forms, ...).
func lookupHigh(r rune) foldEntry {
	if r >= 0xFF01 && r <= 0xFF5E { // fullwidth ASCII
		return getTables().translit[r-0xFEE0]
	}
	switch {
	case r == 0x3000:
		return foldEntry{kind: kSpace}
	case r == '\ufeff':
		return foldEntry{kind: kLetters}
	case isHyphen(r):
		return foldEntry{kind: kHyphen}
	case isApostrophe(r):
		return foldEntry{kind: kApostrophe}
	case unicode.IsMark(r):
		return foldEntry{kind: kLetters}
	case unicode.IsLetter(r) || unicode.IsDigit(r):
		return foldEntry{kind: kKeep}
	}
	return foldEntry{kind: kSpace}
}
