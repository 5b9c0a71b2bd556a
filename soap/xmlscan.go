package soap

import (
	"bytes"
	"unicode/utf8"

	"github.com/beevik/etree"
)

// This file is the fast path of ParseXMLDocument: a one-pass scanner for
// the plain XML that SOAP toolkits and REST clients send, which builds the
// etree document directly instead of going through encoding/xml's
// tokenizer (a byte at a time through an interface, a token interface
// value and copies per token).
//
// Soundness rule: whenever scanXML returns ok, parseXMLStd succeeds on the
// same input and builds an identical tree (the same elements with the same
// Space and Tag, attributes created by CreateAttr with the same keys and
// values in the same order, the same text children, CharData as
// CreateText makes them, with equal strings). Whatever scanXML does not
// handle, or finds wrong, it declines (ok false) without a message, and
// ParseXMLDocument calls parseXMLStd, which reads unusual but valid input
// and words the errors. Declining is always allowed; accepting something
// parseXMLStd refuses, or building a different tree, is a bug
// (FuzzScanXML checks this).
//
// The subset, in encoding/xml's terms (Decoder.RawToken, Strict):
//
//   - an optional XML declaration at the very start: <?xml, whitespace,
//     version="1.0", optionally encoding= utf-8, utf8, us-ascii or ascii
//     (case-insensitively) and standalone= yes or no, values in double or
//     single quotes, whitespace around = and before ?>;
//   - elements and attributes whose names are ASCII, [A-Za-z_] followed by
//     [A-Za-z0-9._:-], with at most one ':' that is not the last byte
//     (which RawToken splits into Space and Local, as CreateAttr and
//     CreateElement split the key); encoding/xml accepts non-ASCII names
//     and names such as ":a" or "a:", which are declined;
//   - attribute values in double or single quotes (RawToken in strict mode
//     refuses others), whitespace around '=' and before '>' or "/>"
//     (RawToken needs none between attributes either);
//   - end tags with trailing whitespace, self-closing tags;
//   - text and attribute values: UTF-8 of characters in XML's Char range,
//     the five predefined entities and character references &#N; and
//     &#xN; of characters in the Char range, "\r\n" and a lone "\r"
//     rewritten to "\n" (a character reference &#13; stays "\r"), no "]]>"
//     in text; one text child per run of text between markup, whatever
//     its content (whitespace between elements is kept);
//   - CDATA sections inside the root, each its own text child (even when
//     empty), with "\r" rewritten as in text;
//   - comments anywhere (not kept; their content is not checked, as
//     encoding/xml does not check it), and only whitespace outside the
//     root.
//
// Declined: other processing instructions, <!DOCTYPE and every other <!
// directive, entity references other than the predefined ones, unquoted
// values, more than one root, text other than whitespace outside the root,
// unclosed or mismatched elements, and documents past the limits (nesting,
// element count, attributes per element).
//
// Allocation: the nodes are etree's own (NewDocument, NewElement, NewText,
// CreateAttr, AddChild); besides them a document costs a few blocks. The
// Child and Attr slices of all elements are cut, with their exact length
// as capacity, from a few shared arrays; strings that need no decoding
// (names, and most text and values) are cut from strings of up to
// xmlScanBlock bytes of the source, so a string kept after the document is
// dropped keeps at most such a block alive besides itself; decoded strings
// (with entities or "\r") are made one by one, the same ones shared.

// Byte classes of xmlClass.
const (
	// xcText: the byte stands for itself in text, CDATA and quoted
	// values (ASCII but '<', '&', '>', quotes, and control characters
	// other than tab and newline).
	xcText = 1 << iota
	// xcCData: the byte stands for itself in a CDATA section (ASCII but
	// control characters other than tab and newline).
	xcCData
	// xcName: the byte may appear in a name (':' apart).
	xcName
	// xcNameStart: the byte may start a name (':' may not, here).
	xcNameStart
	// xcSpace: XML whitespace.
	xcSpace
)

// xmlClass is a constant table of the byte classes above.
var xmlClass = func() (t [256]uint8) {
	for c := 0x20; c < 0x80; c++ {
		t[c] = xcText | xcCData
	}
	for _, c := range []byte("<&>\"'") {
		t[c] &^= xcText
	}
	t['\t'] = xcText | xcCData | xcSpace
	t['\n'] = xcText | xcCData | xcSpace
	t['\r'] = xcSpace
	t[' '] |= xcSpace
	for c := 0; c < 0x80; c++ {
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', c == '_':
			t[c] |= xcName | xcNameStart
		case '0' <= c && c <= '9', c == '.', c == '-':
			t[c] |= xcName
		}
	}
	return t
}()

const (
	// xmlScanBlock is the size of the blocks of the source that the
	// strings of a document are cut from (see xmlScanner.sub).
	xmlScanBlock = 256
	// xmlScanInterned bounds the decoded strings that xmlScanner.str
	// reuses.
	xmlScanInterned = 64
	// xmlScanStack is the room for open elements (and twice as many
	// pending children) that scanXML reserves on its stack; deeper
	// documents grow it on the heap.
	xmlScanStack = 16
)

// xmlScanner holds the state of one scanXML call.
type xmlScanner struct {
	src []byte
	// block is string(src[blockAt:blockAt+len(block)]): the strings of
	// the document that need no decoding are cut from such blocks.
	block   string
	blockAt int
	// buf is scratch for decoded text that differs from its source.
	buf []byte
	// strs are decoded strings made in this document, by a cheap hash of
	// their bytes, so that the same whitespace or value shares one string.
	strs [16]string
	// toks is free room for the Child slices of elements, allocated in
	// blocks of tokChunk (doubling): a slice gets exactly the room of its
	// children instead of growing one by one (etree appends to Child, so
	// only its capacity differs from what parseXMLStd builds).
	toks     []etree.Token
	tokChunk int
	// attrFree is free room for Attr slices, attrChunk the size of the
	// next block.
	attrFree  []etree.Attr
	attrChunk int
}

// xmlScanOpen is an open element and where its children start in the
// list of pending children.
type xmlScanOpen struct {
	el   *etree.Element
	kids int
}

// scanXML parses src (without a byte order mark) into an etree document
// if it is in the subset described above, within lim (defaults as in
// parseXMLStd); ok is false for anything else, correct or not.
//
// Elements and text are made unattached (etree.NewElement and NewText, as
// parseXMLStd makes elements) and kept on a list of pending children;
// when an element ends, its children get a Child slice of their exact
// number and are added in order with AddChild.
func scanXML(src []byte, lim XMLLimits) (doc *etree.Document, ok bool) {
	if lim.MaxDepth <= 0 {
		lim.MaxDepth = xmlDefaultMaxDepth
	}
	if lim.MaxElements <= 0 {
		lim.MaxElements = xmlDefaultMaxElements
	}
	s := xmlScanner{src: src}
	i := 0
	if bytes.HasPrefix(src, []byte("<?xml")) {
		if i, ok = xmlScanDecl(src); !ok {
			return nil, false
		}
	}
	// Nodes are about as many as '<' (elements and text between tags).
	s.tokChunk = bytes.Count(src[i:], []byte("<")) + 1
	var openBuf [xmlScanStack]xmlScanOpen
	var kidsBuf [2 * xmlScanStack]etree.Token
	open, kids := openBuf[:0], kidsBuf[:0]
	count := 0
	for i < len(src) {
		if src[i] != '<' {
			if len(open) == 0 {
				// Outside the root only whitespace, which is dropped.
				i = xmlSkipSpace(src, i)
				if i < len(src) && src[i] != '<' {
					return nil, false
				}
				continue
			}
			stop, decoded, ok := s.text(i, 0)
			if !ok {
				return nil, false
			}
			kids = append(kids, etree.NewText(s.string(i, stop, decoded)))
			i = stop
			continue
		}
		if i+1 >= len(src) {
			return nil, false
		}
		switch src[i+1] {
		case '/':
			// </name S?>
			start := i + 2
			end, ok := xmlScanName(src, start)
			if !ok || len(open) == 0 {
				return nil, false
			}
			top := open[len(open)-1]
			if !xmlNameIs(src[start:end], top.el.Space, top.el.Tag) {
				return nil, false
			}
			i = xmlSkipSpace(src, end)
			if i >= len(src) || src[i] != '>' {
				return nil, false
			}
			i++
			if n := len(kids) - top.kids; n > 0 {
				top.el.Child = s.newTokens(n)
				for _, k := range kids[top.kids:] {
					top.el.AddChild(k)
				}
				kids = kids[:top.kids]
			}
			open = open[:len(open)-1]
		case '!':
			switch {
			case bytes.HasPrefix(src[i:], []byte("<!--")):
				// The comment ends at the first "--", which must be
				// followed by '>'.
				n := bytes.Index(src[i+4:], []byte("--"))
				end := i + 4 + n + 2
				if n < 0 || end >= len(src) || src[end] != '>' {
					return nil, false
				}
				i = end + 1
			case bytes.HasPrefix(src[i:], []byte("<![CDATA[")):
				start := i + 9
				n := bytes.Index(src[start:], []byte("]]>"))
				if n < 0 || len(open) == 0 {
					return nil, false
				}
				decoded, ok := s.cdata(src[start : start+n])
				if !ok {
					return nil, false
				}
				kids = append(kids, etree.NewText(s.string(start, start+n, decoded)))
				i = start + n + 3
			default:
				return nil, false
			}
		case '?':
			return nil, false
		default:
			// <name (S? name S? = S? value)* S? (> or />)
			start := i + 1
			end, ok := xmlScanName(src, start)
			if !ok {
				return nil, false
			}
			if len(open) == 0 && len(kids) > 0 { // a second root
				return nil, false
			}
			if count++; len(open)+1 > lim.MaxDepth || count > lim.MaxElements {
				return nil, false
			}
			el := etree.NewElement(s.sub(start, end))
			i = xmlSkipSpace(src, end)
			if i < len(src) && src[i] != '>' && src[i] != '/' {
				// CreateAttr appends the attributes in place to the free
				// block, which is then cut after them.
				if len(s.attrFree) == 0 {
					s.attrChunk = max(s.attrChunk, 4)
					s.attrFree = make([]etree.Attr, s.attrChunk)
					s.attrChunk *= 2
				}
				el.Attr = s.attrFree[:0]
			}
			attrs := 0
			for {
				i = xmlSkipSpace(src, i)
				if i >= len(src) {
					return nil, false
				}
				if src[i] == '>' {
					i++
					open = append(open, xmlScanOpen{el, len(kids) + 1})
					break
				}
				if src[i] == '/' {
					if i+1 >= len(src) || src[i+1] != '>' {
						return nil, false
					}
					i += 2
					break
				}
				start := i
				end, ok := xmlScanName(src, start)
				if !ok {
					return nil, false
				}
				i = xmlSkipSpace(src, end)
				if i >= len(src) || src[i] != '=' {
					return nil, false
				}
				i = xmlSkipSpace(src, i+1)
				if i >= len(src) || src[i] != '"' && src[i] != '\'' {
					return nil, false
				}
				stop, decoded, ok := s.text(i+1, src[i])
				if !ok {
					return nil, false
				}
				if attrs++; attrs > xmlMaxAttrs {
					return nil, false
				}
				el.CreateAttr(s.sub(start, end), s.string(i+1, stop, decoded))
				i = stop + 1
			}
			if n := len(el.Attr); n > 0 {
				if n <= len(s.attrFree) {
					el.Attr = el.Attr[:n:n]
					s.attrFree = s.attrFree[n:]
				} else {
					s.attrFree = nil // append outgrew the block
				}
			}
			kids = append(kids, el)
		}
	}
	if len(open) != 0 || len(kids) != 1 {
		return nil, false
	}
	doc = etree.NewDocument()
	doc.Child = s.newTokens(1)
	doc.AddChild(kids[0])
	return doc, true
}

// newTokens returns an empty slice with room for n children.
func (s *xmlScanner) newTokens(n int) []etree.Token {
	if len(s.toks) < n {
		s.tokChunk = max(s.tokChunk, n, 4)
		s.toks = make([]etree.Token, s.tokChunk)
		s.tokChunk *= 2
	}
	t := s.toks[:0:n]
	s.toks = s.toks[n:]
	return t
}

// sub returns string(s.src[a:b]), cut from the current block of the
// source when the block holds it, else from a new block of xmlScanBlock
// bytes (or more) starting at a. A document's strings thus take a few
// allocations, not one each, and a string kept after the document is
// dropped keeps at most a block alive besides itself.
func (s *xmlScanner) sub(a, b int) string {
	if a == b {
		return ""
	}
	if a >= s.blockAt && b <= s.blockAt+len(s.block) {
		return s.block[a-s.blockAt : b-s.blockAt]
	}
	end := min(max(b, a+xmlScanBlock), len(s.src))
	s.block, s.blockAt = string(s.src[a:end]), a
	return s.block[:b-a]
}

// string returns the text at s.src[a:b] read by text or cdata: the source
// itself unless decoded, else s.buf.
func (s *xmlScanner) string(a, b int, decoded bool) string {
	if decoded {
		return s.str(s.buf)
	}
	return s.sub(a, b)
}

// xmlScanDecl reads the XML declaration at the start of src, returning
// the offset after it, if it is in the subset scanXML handles.
func xmlScanDecl(src []byte) (end int, ok bool) {
	i := len("<?xml")
	seen := 0 // pseudo-attributes read: 1 version, 2 encoding, 3 standalone
	for {
		j := xmlSkipSpace(src, i)
		if j+1 < len(src) && src[j] == '?' && src[j+1] == '>' {
			return j + 2, seen > 0
		}
		if j == i { // pseudo-attributes follow whitespace
			return 0, false
		}
		i = j
		k, ok := xmlScanName(src, i)
		if !ok {
			return 0, false
		}
		name := string(src[i:k]) // not allocated: only compared
		var want int
		switch name {
		case "version":
			want = 1
		case "encoding":
			want = 2
		case "standalone":
			want = 3
		}
		if want <= seen || want != 1 && seen == 0 {
			return 0, false
		}
		seen = want
		i = xmlSkipSpace(src, k)
		if i >= len(src) || src[i] != '=' {
			return 0, false
		}
		i = xmlSkipSpace(src, i+1)
		if i >= len(src) || src[i] != '"' && src[i] != '\'' {
			return 0, false
		}
		q := src[i]
		n := bytes.IndexByte(src[i+1:], q)
		if n < 0 {
			return 0, false
		}
		v := src[i+1 : i+1+n]
		i += n + 2
		switch want {
		case 1:
			ok = string(v) == "1.0"
		case 2:
			// encoding/xml reads UTF-8 itself, and the CharsetReader of
			// parseXMLStd passes these through unchanged.
			ok = bytes.EqualFold(v, []byte("utf-8")) || bytes.EqualFold(v, []byte("utf8")) ||
				bytes.EqualFold(v, []byte("us-ascii")) || bytes.EqualFold(v, []byte("ascii"))
		case 3:
			ok = string(v) == "yes" || string(v) == "no"
		}
		if !ok {
			return 0, false
		}
	}
}

// xmlScanName returns the end of the name at src[i:], if it is a name of
// the subset: ASCII, at most one ':', and not at either end.
func xmlScanName(src []byte, i int) (end int, ok bool) {
	if i >= len(src) || xmlClass[src[i]]&xcNameStart == 0 {
		return 0, false
	}
	j := i + 1
	for j < len(src) && xmlClass[src[j]]&xcName != 0 {
		j++
	}
	if j < len(src) && src[j] == ':' {
		j++
		local := j
		for j < len(src) && xmlClass[src[j]]&xcName != 0 {
			j++
		}
		if j == local {
			return 0, false
		}
	}
	// encoding/xml reads any non-ASCII byte as part of the name.
	if j < len(src) && (src[j] >= utf8.RuneSelf || src[j] == ':') {
		return 0, false
	}
	return j, true
}

// xmlNameIs reports whether name is space:tag (or tag when space is "").
func xmlNameIs(name []byte, space, tag string) bool {
	if space == "" {
		return string(name) == tag
	}
	return len(name) == len(space)+1+len(tag) && string(name[:len(space)]) == space &&
		name[len(space)] == ':' && string(name[len(space)+1:]) == tag
}

// xmlSkipSpace returns the offset of the first byte at or after i that
// is not whitespace.
func xmlSkipSpace(src []byte, i int) int {
	for i < len(src) && xmlClass[src[i]]&xcSpace != 0 {
		i++
	}
	return i
}

// text reads character data at s.src[i:] as encoding/xml does: up to '<'
// or the end when quote is 0, otherwise up to the closing quote. It
// returns where the text stops (the offset of the '<' or quote) and
// whether it was decoded into s.buf (else it is the source as is).
func (s *xmlScanner) text(i int, quote byte) (stop int, decoded, ok bool) {
	src := s.src
	start := i
	seg := i // start of the source not yet copied to s.buf
loop:
	for {
		for i < len(src) && xmlClass[src[i]]&xcText != 0 {
			i++
		}
		if i >= len(src) {
			if quote != 0 {
				return 0, false, false
			}
			break
		}
		switch c := src[i]; {
		case c == quote && quote != 0:
			break loop
		case c == '<':
			if quote != 0 {
				return 0, false, false
			}
			break loop
		case c == '"' || c == '\'':
			i++
		case c == '>':
			if quote == 0 && i-2 >= start && src[i-1] == ']' && src[i-2] == ']' {
				return 0, false, false // "]]>" outside CDATA
			}
			i++
		case c == '&':
			r, n := xmlScanEntity(src[i:])
			if n == 0 {
				return 0, false, false
			}
			if !decoded {
				s.buf, decoded = s.buf[:0], true
			}
			s.buf = utf8.AppendRune(append(s.buf, src[seg:i]...), r)
			i += n
			seg = i
		case c == '\r':
			i, decoded = s.newline(src, seg, i, decoded)
			seg = i
		case c >= utf8.RuneSelf:
			n, ok := xmlScanRune(src[i:])
			if !ok {
				return 0, false, false
			}
			i += n
		default:
			return 0, false, false // a control character
		}
	}
	if decoded {
		s.buf = append(s.buf, src[seg:i]...)
	}
	return i, decoded, true
}

// newline decodes the "\r" or "\r\n" at src[i] as "\n": it appends
// src[seg:i] and "\n" to s.buf (starting the decoded text if it was not
// yet) and returns the index after it.
func (s *xmlScanner) newline(src []byte, seg, i int, decoded bool) (int, bool) {
	if !decoded {
		s.buf = s.buf[:0]
	}
	s.buf = append(append(s.buf, src[seg:i]...), '\n')
	i++
	if i < len(src) && src[i] == '\n' {
		i++
	}
	return i, true
}

// cdata checks the content of a CDATA section and decodes it into s.buf
// if it holds "\r" (the only thing rewritten).
func (s *xmlScanner) cdata(src []byte) (decoded, ok bool) {
	i, seg := 0, 0
	for {
		for i < len(src) && xmlClass[src[i]]&xcCData != 0 {
			i++
		}
		if i >= len(src) {
			break
		}
		switch c := src[i]; {
		case c == '\r':
			i, decoded = s.newline(src, seg, i, decoded)
			seg = i
		case c >= utf8.RuneSelf:
			n, ok := xmlScanRune(src[i:])
			if !ok {
				return false, false
			}
			i += n
		default:
			return false, false
		}
	}
	if decoded {
		s.buf = append(s.buf, src[seg:]...)
	}
	return decoded, true
}

// xmlScanRune returns the length of the UTF-8 encoded non-ASCII character
// at the start of b, if it is valid and in XML's Char range.
func xmlScanRune(b []byte) (n int, ok bool) {
	r, n := utf8.DecodeRune(b)
	if r == utf8.RuneError && n == 1 || r == 0xFFFE || r == 0xFFFF {
		return 0, false
	}
	return n, true
}

// xmlScanEntity decodes the entity or character reference at the start of
// b (b[0] is '&'), returning its character and length, or n 0 if it is not
// one that encoding/xml accepts in strict mode for a character in XML's
// Char range.
func xmlScanEntity(b []byte) (r rune, n int) {
	if len(b) < 4 {
		return 0, 0
	}
	switch b[1] {
	case 'l':
		if b[2] == 't' && b[3] == ';' {
			return '<', 4
		}
	case 'g':
		if b[2] == 't' && b[3] == ';' {
			return '>', 4
		}
	case 'a':
		if bytes.HasPrefix(b, []byte("&amp;")) {
			return '&', 5
		}
		if bytes.HasPrefix(b, []byte("&apos;")) {
			return '\'', 6
		}
	case 'q':
		if bytes.HasPrefix(b, []byte("&quot;")) {
			return '"', 6
		}
	case '#':
		i := 2
		hex := b[i] == 'x'
		if hex {
			i++
		}
		digits := i
		for ; i < len(b); i++ {
			c := b[i]
			var d rune
			switch {
			case '0' <= c && c <= '9':
				d = rune(c - '0')
			case hex && 'a' <= c && c <= 'f':
				d = rune(c-'a') + 10
			case hex && 'A' <= c && c <= 'F':
				d = rune(c-'A') + 10
			default:
				d = -1
			}
			if d < 0 {
				break
			}
			if hex {
				r = r<<4 | d
			} else {
				r = r*10 + d
			}
			if r > utf8.MaxRune {
				return 0, 0
			}
		}
		if i == digits || i >= len(b) || b[i] != ';' || !xmlIsChar(r) {
			return 0, 0
		}
		return r, i + 1
	}
	return 0, 0
}

// xmlIsChar reports whether r is in XML's Char range (as encoding/xml's
// isInCharacterRange).
func xmlIsChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D ||
		r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD ||
		r >= 0x10000 && r <= utf8.MaxRune
}

// str returns b (decoded text) as a string, reusing a string made earlier
// in the same document for the same bytes when a cheap hash finds one.
func (s *xmlScanner) str(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > xmlScanInterned {
		return string(b)
	}
	h := (uint(len(b))*31 + uint(b[0])*7 + uint(b[len(b)-1]) + uint(b[len(b)/2])*3) % uint(len(s.strs))
	if s.strs[h] == string(b) {
		return s.strs[h]
	}
	str := string(b)
	s.strs[h] = str
	return str
}
