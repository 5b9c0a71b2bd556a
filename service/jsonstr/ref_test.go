package jsonstr

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// refAppendString is appendString as it was before the eight-byte scan
// (a byte at a time): the reference the fast one must match byte for
// byte.
func refAppendString(dst []byte, s string, safe *[utf8.RuneSelf]bool, invalid string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if safe[c] {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, invalid...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	return append(append(dst, s[start:]...), '"')
}

// checkSameAsRef fails unless Append and AppendHTMLSafe write s as the
// reference does, after a prefix.
func checkSameAsRef(t *testing.T, s string) {
	t.Helper()
	if got, want := Append([]byte("p"), s), refAppendString([]byte("p"), s, &safe, "\uFFFD"); string(got) != string(want) {
		t.Fatalf("Append(%q) = %s, want %s", s, got, want)
	}
	if got, want := AppendHTMLSafe(nil, s), refAppendString(nil, s, &htmlSafe, `\ufffd`); string(got) != string(want) {
		t.Fatalf("AppendHTMLSafe(%q) = %s, want %s", s, got, want)
	}
}

// pieces are what the random strings are made of: every byte the
// escaper treats apart, around and inside eight-byte words (the high-bit
// bytes, alone, are invalid UTF-8 or the parts of sequences).
var pieces = func() []string {
	p := []string{"a", "Z", " ", "~", "\x7f", "/", "abcdefgh", "ABCDEFGHIJKLMNOP", "é", "Ж", "金", "😀",
		"\u2028", "\u2029", "\u2027", "\u202a", "\xe2\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc0\xaf", "\xc1\xbf",
		"\xc2\x80", "\xdf\xbf", "\xc2", "\xdf", "\xe0\xa0\x80", "\xef\xbf\xbd", "\xf0\x9f", "\x80", "\xbf", "\xff", "\xfe"}
	for c := 0; c < 0x20; c++ {
		p = append(p, string(rune(c)))
	}
	return append(p, `"`, `\`, "<", ">", "&", "!", "#", "[", "]", "{", "}", "=", "?", "\x21", "\x1f\x20")
}()

// TestAppendSameAsByteAtATime compares the escaper with the reference
// over random strings mixing every kind of byte at every offset.
func TestAppendSameAsByteAtATime(t *testing.T) {
	for c := 0; c < 256; c++ { // each byte alone and at each offset of a word
		for off := 0; off < 17; off++ {
			checkSameAsRef(t, strings.Repeat("x", off)+string([]byte{byte(c)})+strings.Repeat("y", 16-off))
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for range 50000 {
		b.Reset()
		n := rng.IntN(12)
		for range n {
			if rng.IntN(3) == 0 {
				b.WriteString(strings.Repeat("q", rng.IntN(20)))
			}
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		checkSameAsRef(t, b.String())
	}
}

func FuzzSameAsByteAtATime(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Add("0123456789abcdef\"0123456789\u2028abcdefЖЖЖЖЖЖ\xff")
	f.Fuzz(func(t *testing.T, s string) { checkSameAsRef(t, s) })
}

// benchStrings are strings as AddSearch replies hold them.
var benchStrings = []string{"individual", "primary", "alias-strong", "UA", "IRINA OLEGOVNA SAVELSKY",
	"US Treasury OFAC SDN List", "VOLKYUK, Irina Olegovna", "Ирина Олеговна Савелскы", "SYN-0011436", "26/03/1943",
	"EU Consolidated Financial Sanctions List", "a.k.a.", "Switzerland SECO Sanctions List", "exact", "bench-9-0",
	"Address line one, with \"quotes\" and a\ttab, long enough to count"}

func BenchmarkAppend(b *testing.B) {
	n := 0
	for _, s := range benchStrings {
		n += len(s)
	}
	b.Run("fast", func(b *testing.B) {
		b.SetBytes(int64(n))
		buf := make([]byte, 0, 4096)
		for b.Loop() {
			buf = buf[:0]
			for _, s := range benchStrings {
				buf = Append(buf, s)
			}
		}
	})
	b.Run("ref", func(b *testing.B) {
		b.SetBytes(int64(n))
		buf := make([]byte, 0, 4096)
		for b.Loop() {
			buf = buf[:0]
			for _, s := range benchStrings {
				buf = refAppendString(buf, s, &safe, "\uFFFD")
			}
		}
	})
}
