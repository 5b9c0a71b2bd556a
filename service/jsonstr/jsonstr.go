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
	return appendString(dst, s, &safe, "\uFFFD")
}

// AppendHTMLSafe is Append byte for byte as encoding/json's Marshal writes
// strings: the HTML characters < > & escaped as \u00XX too, and invalid
// UTF-8 bytes written as the escape \ufffd.
func AppendHTMLSafe(dst []byte, s string) []byte {
	return appendString(dst, s, &htmlSafe, `\ufffd`)
}

func appendString(dst []byte, s string, safe *[utf8.RuneSelf]bool, invalid string) []byte {
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
