// Package pdftext reads back the text of documents service/pdfdoc writes
// (fpdf's output: Type0 fonts with Identity-H encoding, CID = Unicode code
// point, a CIDToGIDMap stream per font, Flate-compressed streams), with the
// font of each run and whether the embedded font has a glyph for each
// character. It is for tests and checks, not a general PDF parser.
package pdftext

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"unicode/utf16"
)

// Span is a run of text shown in one font.
type Span struct {
	Font     string // the font's BaseFont (e.g. utf8dejavusans)
	Embedded bool   // the font program is embedded (FontFile2)
	Text     string
	// Missing are the characters of Text the font has no glyph for
	// (CIDToGIDMap maps them to glyph 0, .notdef).
	Missing []rune
}

type object struct {
	dict   []byte
	stream []byte // inflated
}

var (
	objStart = regexp.MustCompile(`(?m)^(\d+) 0 obj\s*`)
	lengthRe = regexp.MustCompile(`/Length (\d+)\b`)
	refRe    = regexp.MustCompile(`/(\w+) (\d+) 0 R`)
	fontRe   = regexp.MustCompile(`/Font\s*<<([^>]*)>>`)
	tfRe     = regexp.MustCompile(`/(\S+) [\d.]+ Tf`)
	baseRe   = regexp.MustCompile(`/BaseFont /(\S+)`)
	descRe   = regexp.MustCompile(`/DescendantFonts \[(\d+) 0 R\]`)
	contents = regexp.MustCompile(`/Contents (\d+) 0 R`)
)

// Spans returns the text of every page of pdf, in order, as spans.
func Spans(pdf []byte) ([]Span, error) {
	objs := map[int]object{}
	for _, loc := range objStart.FindAllSubmatchIndex(pdf, -1) {
		n, _ := strconv.Atoi(string(pdf[loc[2]:loc[3]]))
		rest := pdf[loc[1]:]
		end := bytes.Index(rest, []byte("endobj"))
		si := bytes.Index(rest, []byte("stream"))
		if si < 0 || end >= 0 && end < si {
			if end < 0 {
				end = len(rest)
			}
			objs[n] = object{dict: rest[:end]}
			continue
		}
		o := object{dict: rest[:si]}
		lm := lengthRe.FindSubmatch(o.dict)
		if lm == nil {
			return nil, fmt.Errorf("pdftext: object %d: stream without a direct /Length", n)
		}
		l, _ := strconv.Atoi(string(lm[1]))
		data := rest[si+len("stream"):]
		if bytes.HasPrefix(data, []byte("\r\n")) {
			data = data[2:]
		} else if bytes.HasPrefix(data, []byte("\n")) {
			data = data[1:]
		}
		if l > len(data) {
			return nil, fmt.Errorf("pdftext: object %d: /Length %d past the end", n, l)
		}
		data = data[:l]
		if bytes.Contains(o.dict, []byte("/FlateDecode")) {
			zr, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				return nil, fmt.Errorf("pdftext: object %d: %w", n, err)
			}
			if data, err = io.ReadAll(zr); err != nil {
				return nil, fmt.Errorf("pdftext: object %d: %w", n, err)
			}
		}
		o.stream = data
		objs[n] = o
	}
	ref := func(dict []byte, key string) (object, bool) {
		for _, m := range refRe.FindAllSubmatch(dict, -1) {
			if string(m[1]) == key {
				n, _ := strconv.Atoi(string(m[2]))
				o, ok := objs[n]
				return o, ok
			}
		}
		return object{}, false
	}
	type font struct {
		base     string
		embedded bool
		gids     []byte
	}
	fonts := map[string]font{}
	for _, o := range objs {
		fm := fontRe.FindSubmatch(o.dict)
		if fm == nil {
			continue
		}
		for _, m := range refRe.FindAllSubmatch(fm[1], -1) {
			n, _ := strconv.Atoi(string(m[2]))
			f := font{}
			t0 := objs[n].dict
			if b := baseRe.FindSubmatch(t0); b != nil {
				f.base = string(b[1])
			}
			if d := descRe.FindSubmatch(t0); d != nil {
				dn, _ := strconv.Atoi(string(d[1]))
				cid := objs[dn].dict
				if m, ok := ref(cid, "CIDToGIDMap"); ok {
					f.gids = m.stream
				}
				if fd, ok := ref(cid, "FontDescriptor"); ok {
					_, f.embedded = ref(fd.dict, "FontFile2")
				}
			}
			fonts[string(m[1])] = f
		}
	}
	var pages []int
	for n, o := range objs {
		if bytes.Contains(o.dict, []byte("/Type /Page\n")) || bytes.Contains(o.dict, []byte("/Type /Page/")) || bytes.HasSuffix(bytes.TrimSpace(o.dict), []byte("/Type /Page")) {
			pages = append(pages, n)
		}
	}
	slices.Sort(pages)
	var out []Span
	for _, p := range pages {
		c := contents.FindSubmatch(objs[p].dict)
		if c == nil {
			continue
		}
		cn, _ := strconv.Atoi(string(c[1]))
		out = append(out, showText(objs[cn].stream, func(name string) (string, bool, []byte) {
			f := fonts[name]
			return f.base, f.embedded, f.gids
		})...)
	}
	return out, nil
}

// showText walks a content stream's Tf and Tj operators.
func showText(cs []byte, font func(string) (string, bool, []byte)) []Span {
	var out []Span
	var cur string
	for i := 0; i < len(cs); i++ {
		switch cs[i] {
		case '/':
			if m := tfRe.FindSubmatch(cs[i:]); m != nil && bytes.HasPrefix(cs[i:], m[0]) {
				cur = string(m[1])
				i += len(m[0]) - 1
			}
		case '(':
			s, n := literal(cs[i:])
			i += n - 1
			if !bytes.HasPrefix(bytes.TrimLeft(cs[i+1:], " "), []byte("Tj")) {
				continue
			}
			base, emb, gids := font(cur)
			u := make([]uint16, len(s)/2)
			for k := range u {
				u[k] = uint16(s[2*k])<<8 | uint16(s[2*k+1])
			}
			sp := Span{Font: base, Embedded: emb, Text: string(utf16.Decode(u))}
			for _, c := range u {
				if int(c)*2+1 >= len(gids) || gids[2*int(c)] == 0 && gids[2*int(c)+1] == 0 {
					if c != ' ' {
						sp.Missing = append(sp.Missing, rune(c))
					}
				}
			}
			out = append(out, sp)
		}
	}
	return out
}

// literal decodes the PDF literal string at the start of b and returns it
// with the number of bytes it took.
func literal(b []byte) ([]byte, int) {
	var out []byte
	depth := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '\\' && i+1 < len(b):
			i++
			switch e := b[i]; e {
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			default:
				if e >= '0' && e <= '7' {
					v, k := 0, 0
					for ; k < 3 && i+k < len(b) && b[i+k] >= '0' && b[i+k] <= '7'; k++ {
						v = v*8 + int(b[i+k]-'0')
					}
					out = append(out, byte(v))
					i += k - 1
				} else {
					out = append(out, e)
				}
			}
		case c == '(':
			if depth > 0 {
				out = append(out, c)
			}
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return out, i + 1
			}
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out, len(b)
}

// Text is the text of every span, joined.
func Text(spans []Span) string {
	var b bytes.Buffer
	for _, s := range spans {
		b.WriteString(s.Text)
	}
	return b.String()
}
