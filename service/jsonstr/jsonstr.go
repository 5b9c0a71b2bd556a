// Package jsonstr writes JSON string literals without reflection: the
// one escaper of the REST codec and of the stored result details.
package jsonstr

import "unicode/utf8"

const hexDigits = "0123456789abcdef"

// safe and htmlSafe mark the ASCII bytes written as they are inside a
// JSON string: all printable ones but '"' and '\\' (and, for htmlSafe, the
// HTML characters < > &).
var safe, htmlSafe = func() (t, h [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
		h[c] = t[c] && c != '<' && c != '>' && c != '&'
	}
	return t, h
}()

// Append appends s to dst as a JSON string: quotes, backslashes and
// control characters escaped (\b \f \n \r \t short, the rest \u00XX),
// U+2028 and U+2029 escaped (for JavaScript), invalid UTF-8 bytes replaced
// by U+FFFD, everything else ('/', HTML characters, non-ASCII) as is.
func Append(dst []byte, s string) []byte {
	return appendString(dst, s, &safe, false, "\uFFFD")
}

// AppendHTMLSafe is Append byte for byte as encoding/json's Marshal writes
// strings: the HTML characters < > & escaped as \u00XX too, and invalid
// UTF-8 bytes written as the escape \ufffd.
func AppendHTMLSafe(dst []byte, s string) []byte {
	return appendString(dst, s, &htmlSafe, true, `\ufffd`)
}

// Eight bytes at a time (SWAR): lsb has the low bit of every byte set,
// msb the high bit.
const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// plain8 reports whether the eight bytes of x are all written as they
// are: printable ASCII other than '"' and '\\' (and < > & when html). A
// byte with its high bit set is not plain; when no byte has it, x - n*lsb
// borrows (setting a high bit) exactly when some byte is below n, and
// (x^c*lsb) - lsb exactly when some byte equals c.
func plain8(x uint64, html bool) bool {
	m := x | (x - 0x20*lsb) | ((x ^ '"'*lsb) - lsb) | ((x ^ '\\'*lsb) - lsb)
	if html {
		m |= ((x ^ '<'*lsb) - lsb) | ((x ^ '>'*lsb) - lsb) | ((x ^ '&'*lsb) - lsb)
	}
	return m&msb == 0
}

// load8 reads the eight bytes of b (len(b) == 8) as a little-endian word
// (one load).
func load8(b string) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

func appendString(dst []byte, s string, safe *[utf8.RuneSelf]bool, html bool, invalid string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		// Skip runs of plain bytes a word at a time; the bytes of a word
		// that is not plain are looked at one by one.
		if i+8 <= len(s) && plain8(load8(s[i:i+8]), html) {
			i += 8
			continue
		}
		for end := min(i+8, len(s)); i < end; {
			c := s[i]
			if c < utf8.RuneSelf {
				i++
				if safe[c] {
					continue
				}
				dst = append(dst, s[start:i-1]...)
				start = i
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
				continue
			}
			// A valid two-byte sequence (U+0080 to U+07FF) is never
			// escaped.
			if c >= 0xC2 && c < 0xE0 && i+1 < len(s) && s[i+1]&0xC0 == 0x80 {
				i += 2
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
	}
	return append(append(dst, s[start:]...), '"')
}
