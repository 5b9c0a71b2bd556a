package soap

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/beevik/etree"

	"github.com/screengate/screengate/service"
)

// This file is the DataContract XML codec shared by SOAP bodies and REST
// XML (wire-conventions §2.7–2.8, decisions.md "Formats"). Writing follows
// DataContractSerializer: members in DataContract order, null members as
// i:nil, primitive lists and maps in the Arrays namespace. Reading is
// lenient: members in any order, matched by local name case-insensitively,
// namespaces and prefixes ignored, unknown elements skipped.

// XMLLimits bound the XML parser.
type XMLLimits struct {
	// MaxDepth is the deepest element nesting accepted (default 64).
	MaxDepth int
	// MaxElements is the most elements a document may hold (default
	// 100000).
	MaxElements int
}

const (
	xmlDefaultMaxDepth    = 64
	xmlDefaultMaxElements = 100000
	// xmlMaxAttrs bounds the attributes of one element (each is checked
	// against the others for duplicates).
	xmlMaxAttrs = 256
	// xmlErrorCode is the errorCode of binding and parse errors.
	xmlErrorCode = "SerializationException"
	// xmlMaxQuoted bounds the value quoted in a field error message.
	xmlMaxQuoted = 100
	// xmlMaxFieldErrors bounds the field errors of one document (with one
	// per member name), so that a body repeating a bad member cannot make
	// the error reply many times its size.
	xmlMaxFieldErrors = 100
)

// ---------------------------------------------------------------------------
// Encoding

// AppendXMLResponse appends <{Op}Response xmlns="{ns}"
// xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><Data>...</Data></{Op}Response>
// (no XML declaration). A nil data is written <Data i:nil="true"/>.
func AppendXMLResponse(dst []byte, op *service.Operation, data any, ns string) []byte {
	return AppendXML(dst, op.Response, op.Response.Name, data, ns)
}

// AppendXMLReply is [AppendXMLResponse] for a reply: a shared reply is
// encoded once and then copied from its memo. ns must be the namespace of
// the schema the reply's service was built with (one per server).
func AppendXMLReply(dst []byte, op *service.Operation, r service.Reply, ns string) []byte {
	if r.Memo == nil {
		return AppendXMLResponse(dst, op, r.Data, ns)
	}
	return r.Memo.Append(dst, "xml", func(b []byte) []byte { return AppendXMLResponse(b, op, r.Data, ns) })
}

// AppendXML appends <{name} xmlns="{ns}" xmlns:i="...">...</{name}> for v
// (a pointer to a value of type t, or the value) — used for request
// samples, fault details and tests. ns defaults to t's namespace; for a
// synthetic {Op}Response type v is the response's data.
func AppendXML(dst []byte, t *service.Type, name string, v any, ns string) []byte {
	if ns == "" {
		ns = t.Namespace
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			rv = reflect.Value{}
		} else {
			rv = rv.Elem()
		}
	}
	dst = append(dst, '<')
	dst = append(dst, name...)
	dst = append(dst, ` xmlns="`...)
	dst = appendXMLAttrValue(dst, ns)
	dst = append(dst, `" xmlns:i="`+xmlXSI+`"`...)
	arrays := (t.Kind == service.KindList || t.Kind == service.KindMap) && t.Namespace == service.ArraysNamespace
	if arrays {
		dst = append(dst, ` xmlns:`...)
		dst = appendXMLPrefix(dst, 1)
		dst = append(dst, `="`+service.ArraysNamespace+`"`...)
	}
	if !rv.IsValid() && !t.Synthetic {
		return append(dst, ` i:nil="true"/>`...)
	}
	dst = append(dst, '>')
	dst = appendXMLContent(dst, t, rv, false, 1)
	dst = append(dst, "</"...)
	dst = append(dst, name...)
	return append(dst, '>')
}

const xmlXSI = "http://www.w3.org/2001/XMLSchema-instance"

// appendXMLPrefix appends the DataContractSerializer-style prefix d{depth}p1
// declared for the Arrays namespace by an element at that depth.
func appendXMLPrefix(b []byte, depth int) []byte {
	b = append(b, 'd')
	b = strconv.AppendInt(b, int64(depth), 10)
	return append(b, 'p', '1')
}

// appendXMLContent appends the content of an element of type t at depth
// (the root is 1): members, items or text. v is not a pointer; it is
// invalid only for the nil data of a synthetic response.
func appendXMLContent(b []byte, t *service.Type, v reflect.Value, keep bool, depth int) []byte {
	switch t.Kind {
	case service.KindStruct:
		for _, f := range t.XMLFields {
			fv := v // the data member of a synthetic response is v itself
			if f.Index != nil {
				fv = v.FieldByIndex(f.Index)
				if f.Pointer {
					if fv.IsNil() {
						b = append(b, f.XMLNil...)
						continue
					}
					fv = fv.Elem()
				}
			} else if !fv.IsValid() {
				b = append(b, f.XMLNil...)
				continue
			}
			b = appendXMLMember(b, f, fv, keep || f.KeepEmpty, depth+1)
		}
		return b
	case service.KindList:
		arrays := t.Namespace == service.ArraysNamespace
		for i, n := 0, v.Len(); i < n; i++ {
			b = appendXMLItemTag(b, t.ItemName, arrays, depth, false)
			b = appendXMLContent(b, t.Elem, v.Index(i), keep, depth+1)
			b = appendXMLItemTag(b, t.ItemName, arrays, depth, true)
		}
		return b
	case service.KindMap:
		return appendXMLMap(b, t, v, depth)
	}
	return appendXMLPrimitive(b, t, v)
}

// appendXMLMember appends member f whose value fv is present (not a nil
// pointer) at depth.
func appendXMLMember(b []byte, f *service.Field, fv reflect.Value, keep bool, depth int) []byte {
	switch f.Type.Kind {
	case service.KindString:
		if fv.Len() == 0 && !keep {
			return append(b, f.XMLNil...)
		}
	case service.KindList, service.KindMap, service.KindBytes:
		if fv.IsNil() {
			return append(b, f.XMLNil...)
		}
		if f.Type.Kind != service.KindBytes && f.Type.Namespace == service.ArraysNamespace {
			// <FailedIds xmlns:d3p1="...Arrays"><d3p1:long>5</d3p1:long></FailedIds>
			b = append(b, '<')
			b = append(b, f.XMLName...)
			b = append(b, " xmlns:"...)
			b = appendXMLPrefix(b, depth)
			b = append(b, `="`+service.ArraysNamespace+`"`...)
			if fv.Len() == 0 {
				return append(b, "/>"...)
			}
			b = append(b, '>')
			b = appendXMLContent(b, f.Type, fv, keep, depth)
			return append(b, f.XMLClose...)
		}
	}
	b = append(b, f.XMLOpen...)
	b = appendXMLContent(b, f.Type, fv, keep, depth)
	return append(b, f.XMLClose...)
}

// appendXMLItemTag appends the start or end tag of a list item, prefixed
// for items in the Arrays namespace.
func appendXMLItemTag(b []byte, name string, arrays bool, depth int, end bool) []byte {
	b = append(b, '<')
	if end {
		b = append(b, '/')
	}
	if arrays {
		b = appendXMLPrefix(b, depth)
		b = append(b, ':')
	}
	b = append(b, name...)
	return append(b, '>')
}

// appendXMLMap appends the KeyValueOfstringstring items of a map, keys
// sorted so that output is deterministic.
func appendXMLMap(b []byte, t *service.Type, v reflect.Value, depth int) []byte {
	entry := func(b []byte, k, val string) []byte {
		b = appendXMLItemTag(b, t.ItemName, true, depth, false)
		b = appendXMLItemTag(b, "Key", true, depth, false)
		b = appendXMLText(b, k)
		b = appendXMLItemTag(b, "Key", true, depth, true)
		b = appendXMLItemTag(b, "Value", true, depth, false)
		b = appendXMLText(b, val)
		b = appendXMLItemTag(b, "Value", true, depth, true)
		return appendXMLItemTag(b, t.ItemName, true, depth, true)
	}
	if m, ok := v.Interface().(map[string]string); ok {
		var arr [8]string
		keys := arr[:0]
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			b = entry(b, k, m[k])
		}
		return b
	}
	keys := v.MapKeys() // a named map type: the slow path
	slices.SortFunc(keys, func(x, y reflect.Value) int { return strings.Compare(x.String(), y.String()) })
	for _, k := range keys {
		b = entry(b, k.String(), v.MapIndex(k).String())
	}
	return b
}

// appendXMLPrimitive appends the text of a primitive or enum value.
func appendXMLPrimitive(b []byte, t *service.Type, v reflect.Value) []byte {
	switch t.Kind {
	case service.KindString:
		return appendXMLText(b, v.String())
	case service.KindEnum:
		if i := v.Int(); i >= 0 && i < int64(len(t.EnumNames)) {
			return appendXMLText(b, t.EnumNames[i])
		}
	}
	return service.AppendPrimitiveText(b, v, t)
}

// appendXMLText appends s escaped as element text: & < > escaped, \r as
// &#xD; (so that it survives end-of-line normalisation), invalid UTF-8 as
// U+FFFD, and characters XML 1.0 does not allow (controls other than tab,
// newline and carriage return, U+FFFE, U+FFFF) left out.
func appendXMLText(b []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			var esc string
			switch {
			case c == '<':
				esc = "&lt;"
			case c == '>':
				esc = "&gt;"
			case c == '&':
				esc = "&amp;"
			case c == '\r':
				esc = "&#xD;"
			case c < 0x20 && c != '\t' && c != '\n':
				esc = ""
			default:
				i++
				continue
			}
			b = append(b, s[start:i]...)
			b = append(b, esc...)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, "\uFFFD"...)
			start = i + size
		case r == 0xFFFE || r == 0xFFFF:
			b = append(b, s[start:i]...)
			start = i + size
		}
		i += size
	}
	return append(b, s[start:]...)
}

// appendXMLAttrValue appends s escaped for a double-quoted attribute.
func appendXMLAttrValue(b []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '"':
			esc = "&quot;"
		case '<':
			esc = "&lt;"
		case '&':
			esc = "&amp;"
		case '\t':
			esc = "&#x9;"
		case '\n':
			esc = "&#xA;"
		case '\r':
			esc = "&#xD;"
		default:
			continue
		}
		b = append(b, s[start:i]...)
		b = append(b, esc...)
		start = i + 1
	}
	return append(b, s[start:]...)
}

// ---------------------------------------------------------------------------
// Parsing

// xmlMalformed returns the CodeMalformed error of a document that cannot be
// read.
func xmlMalformed(format string, args ...any) *service.Error {
	return &service.Error{Code: service.CodeMalformed, ErrorCode: xmlErrorCode, Message: fmt.Sprintf(format, args...)}
}

// ParseXMLDocument parses src safely into an etree document: no DTDs or
// entity declarations (any <!...> directive is refused, and undefined
// entities are errors, so no entity can expand), exactly one root element,
// only whitespace, comments and processing instructions outside it, a
// leading UTF-8 byte order mark tolerated, UTF-8 (or US-ASCII) only. Depth
// and element count are checked while parsing, so hostile nesting fails
// fast. Comments and processing instructions are not kept. Errors are
// *service.Error with Code CodeMalformed.
//
// The common subset of XML that SOAP toolkits send is read by the fast
// [scanXML]; anything else, and every error, goes to [parseXMLStd], which
// defines the behaviour (scanXML builds the same tree whenever it accepts).
func ParseXMLDocument(src []byte, lim XMLLimits) (*etree.Document, error) {
	if doc, ok := scanXML(bytes.TrimPrefix(src, []byte("\xEF\xBB\xBF")), lim); ok {
		return doc, nil
	}
	return parseXMLStd(src, lim)
}

// parseXMLStd is ParseXMLDocument on encoding/xml's tokenizer: the
// reference behaviour, and the fallback for what scanXML does not handle.
// It trims the byte order mark itself.
func parseXMLStd(src []byte, lim XMLLimits) (*etree.Document, error) {
	if lim.MaxDepth <= 0 {
		lim.MaxDepth = xmlDefaultMaxDepth
	}
	if lim.MaxElements <= 0 {
		lim.MaxElements = xmlDefaultMaxElements
	}
	src = bytes.TrimPrefix(src, []byte("\xEF\xBB\xBF"))
	dec := xml.NewDecoder(bytes.NewReader(src))
	dec.Strict = true
	dec.CharsetReader = func(label string, r io.Reader) (io.Reader, error) {
		switch strings.ToLower(label) {
		case "us-ascii", "ascii", "utf8":
			return r, nil
		}
		return nil, fmt.Errorf("unsupported encoding %q", label)
	}
	doc := etree.NewDocument()
	cur := &doc.Element
	depth, count := 0, 0
	rootSeen := false
	for {
		off := dec.InputOffset()
		tok, err := dec.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return nil, xmlMalformed("Malformed XML: %s at line %d, offset %d", se.Msg, se.Line, dec.InputOffset())
			}
			return nil, xmlMalformed("Malformed XML: %v at offset %d", err, dec.InputOffset())
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				if rootSeen {
					return nil, xmlMalformed("Malformed XML: more than one root element at offset %d", off)
				}
				rootSeen = true
			}
			depth++
			count++
			if depth > lim.MaxDepth {
				return nil, xmlMalformed("Malformed XML: elements nested deeper than %d levels at offset %d", lim.MaxDepth, off)
			}
			if count > lim.MaxElements {
				return nil, xmlMalformed("Malformed XML: more than %d elements at offset %d", lim.MaxElements, off)
			}
			if len(tk.Attr) > xmlMaxAttrs {
				return nil, xmlMalformed("Malformed XML: more than %d attributes on one element at offset %d", xmlMaxAttrs, off)
			}
			el := etree.NewElement("")
			el.Space, el.Tag = tk.Name.Space, tk.Name.Local
			for _, a := range tk.Attr {
				key := a.Name.Local
				if a.Name.Space != "" {
					key = a.Name.Space + ":" + key
				}
				el.CreateAttr(key, a.Value)
			}
			cur.AddChild(el)
			cur = el
		case xml.EndElement:
			if depth == 0 || cur.Tag != tk.Name.Local || cur.Space != tk.Name.Space {
				return nil, xmlMalformed("Malformed XML: unexpected end element </%s> at offset %d", xmlTruncate(xmlFullName(tk.Name), xmlMaxQuoted), off)
			}
			depth--
			cur = cur.Parent()
		case xml.CharData:
			if depth == 0 {
				if len(bytes.TrimLeft(tk, " \t\r\n")) > 0 {
					return nil, xmlMalformed("Malformed XML: text outside the root element at offset %d", off)
				}
				continue
			}
			cur.CreateText(string(tk))
		case xml.Directive:
			return nil, xmlMalformed("Malformed XML: DTDs and other <! declarations are not allowed (offset %d)", off)
		case xml.Comment, xml.ProcInst:
			// not kept
		}
	}
	if depth > 0 {
		return nil, xmlMalformed("Malformed XML: unexpected end of document at offset %d, <%s> is not closed", len(src), xmlTruncate(cur.FullTag(), xmlMaxQuoted))
	}
	if !rootSeen {
		return nil, xmlMalformed("Malformed XML: no root element")
	}
	return doc, nil
}

func xmlFullName(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

// xmlTruncate shortens s to about n bytes on a rune boundary.
func xmlTruncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

// DecodeXML parses a whole REST XML document with [ParseXMLDocument] and
// decodes its root, which must be named t.Name (case-insensitively, in any
// namespace), into v.
func DecodeXML(src []byte, t *service.Type, v any, lim XMLLimits) error {
	doc, err := ParseXMLDocument(src, lim)
	if err != nil {
		return err
	}
	root := doc.Root()
	if !strings.EqualFold(root.Tag, t.Name) {
		return xmlMalformed("Expecting element '%s' but found '%s'", t.Name, xmlTruncate(root.Tag, xmlMaxQuoted))
	}
	return DecodeXMLElement(root, t, v)
}

// ---------------------------------------------------------------------------
// Decoding

// DecodeXMLElement decodes el (the request root element, e.g. <GetSearch>
// from a REST body or a SOAP Body child) into v, a pointer from
// op.NewRequest(), per type t. Members match by local name
// case-insensitively in any order; unknown elements are ignored; a member
// with i:nil="true" (or an empty nullable value) stays null. Members of the
// wrong type are all collected into one *service.Error (CodeMalformed,
// "Unable to bind to request '<t.Name>'") with a FieldError each, named by
// the element as sent.
func DecodeXMLElement(el *etree.Element, t *service.Type, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return service.Errorf(service.CodeInternal, "DecodeXMLElement needs a non-nil pointer, got %T", v)
	}
	var d xmlDecoder
	if !xmlIsNil(el) {
		d.content(el, t, rv.Elem(), el.Tag)
	}
	if len(d.fields) > 0 {
		return &service.Error{
			Code:      service.CodeMalformed,
			ErrorCode: xmlErrorCode,
			Message:   "Unable to bind to request '" + t.Name + "'",
			Fields:    d.fields,
		}
	}
	return nil
}

type xmlDecoder struct {
	fields []service.FieldError
}

func (d *xmlDecoder) bad(name, value string) {
	if len(d.fields) >= xmlMaxFieldErrors {
		return
	}
	for _, f := range d.fields {
		if f.FieldName == name {
			return // a member sent twice is reported once
		}
	}
	q := xmlTruncate(value, xmlMaxQuoted)
	d.fields = append(d.fields, service.FieldError{
		ErrorCode: xmlErrorCode,
		FieldName: name,
		Message:   "'" + q + "' is an Invalid value for '" + name + "'",
	})
}

// xmlIsNil reports whether el carries nil="true" (or "1") under any prefix.
func xmlIsNil(el *etree.Element) bool {
	for _, a := range el.Attr {
		if a.Key == "nil" && a.Space != "xmlns" {
			switch strings.TrimSpace(a.Value) {
			case "true", "1":
				return true
			}
		}
	}
	return false
}

// xmlText returns the character data directly inside el (split by
// comments or CDATA sections, it is joined).
func xmlText(el *etree.Element) string {
	var first string
	n, size := 0, 0
	for _, tok := range el.Child {
		if cd, ok := tok.(*etree.CharData); ok {
			if n == 0 {
				first = cd.Data
			}
			n++
			size += len(cd.Data)
		}
	}
	if n <= 1 {
		return first
	}
	var b strings.Builder
	b.Grow(size)
	for _, tok := range el.Child {
		if cd, ok := tok.(*etree.CharData); ok {
			b.WriteString(cd.Data)
		}
	}
	return b.String()
}

// xmlStrayText returns the first non-whitespace character data directly
// inside el, which a struct, list or map element must not have.
func xmlStrayText(el *etree.Element) (string, bool) {
	for _, tok := range el.Child {
		if cd, ok := tok.(*etree.CharData); ok {
			if t := strings.TrimSpace(cd.Data); t != "" {
				return t, true
			}
		}
	}
	return "", false
}

// content decodes the content of el into v (settable, not a pointer) of
// type t; name is the member element name for field errors.
func (d *xmlDecoder) content(el *etree.Element, t *service.Type, v reflect.Value, name string) {
	if !t.Kind.IsPrimitive() {
		if text, ok := xmlStrayText(el); ok {
			d.bad(name, text)
			return
		}
	}
	switch t.Kind {
	case service.KindStruct:
		for _, tok := range el.Child {
			c, ok := tok.(*etree.Element)
			if !ok {
				continue
			}
			if f := t.FieldByXML(c.Tag); f != nil {
				d.member(c, f, v)
			}
		}
	case service.KindList:
		n := 0
		for _, tok := range el.Child {
			if _, ok := tok.(*etree.Element); ok {
				n++
			}
		}
		list := reflect.MakeSlice(v.Type(), n, n)
		prim := t.Elem.Kind.IsPrimitive()
		i := 0
		reported := false
		for _, tok := range el.Child {
			c, ok := tok.(*etree.Element)
			if !ok {
				continue
			}
			item := list.Index(i)
			i++
			switch {
			case xmlIsNil(c):
			case prim:
				if text, ok := d.primitive(c, t.Elem, item); !ok && !reported {
					d.bad(name, text) // one error per member, not per item
					reported = true
				}
			default:
				d.content(c, t.Elem, item, c.Tag)
			}
		}
		v.Set(list)
	case service.KindMap:
		m := reflect.MakeMap(v.Type())
		for _, tok := range el.Child {
			c, ok := tok.(*etree.Element)
			if !ok {
				continue
			}
			var key, val *etree.Element
			for _, kt := range c.Child {
				kv, ok := kt.(*etree.Element)
				switch {
				case !ok:
				case strings.EqualFold(kv.Tag, "Key"):
					key = kv
				case strings.EqualFold(kv.Tag, "Value"):
					val = kv
				}
			}
			if key == nil || xmlIsNil(key) {
				continue
			}
			k := reflect.New(v.Type().Key()).Elem()
			k.SetString(xmlText(key))
			e := reflect.New(v.Type().Elem()).Elem()
			if val != nil && !xmlIsNil(val) {
				e.SetString(xmlText(val))
			}
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	default:
		if text, ok := d.primitive(el, t, v); !ok {
			d.bad(name, text)
		}
	}
}

// primitive sets v from the text of el; ok is false (with the text) when
// the text does not fit t.
func (d *xmlDecoder) primitive(el *etree.Element, t *service.Type, v reflect.Value) (string, bool) {
	text := xmlText(el)
	if t.Kind != service.KindString {
		text = strings.TrimSpace(text)
	}
	if err := service.SetPrimitive(v, t, text); err != nil {
		return text, false
	}
	return text, true
}

// member decodes the member element c into field f of struct v.
func (d *xmlDecoder) member(c *etree.Element, f *service.Field, v reflect.Value) {
	if xmlIsNil(c) {
		return // null: as if absent
	}
	if f.Index == nil { // the data member of a synthetic response
		d.content(c, f.Type, v, c.Tag)
		return
	}
	fv := v.FieldByIndex(f.Index)
	if f.Pointer {
		if k := f.Type.Kind; k.IsPrimitive() && k != service.KindString && k != service.KindBytes &&
			strings.TrimSpace(xmlText(c)) == "" {
			return // <DateFrom/>: an empty nullable value is null
		}
		if fv.IsNil() {
			fv.Set(reflect.New(fv.Type().Elem()))
		}
		fv = fv.Elem()
	}
	d.content(c, f.Type, fv, c.Tag)
}
