package rest

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/jsonstr"
)

// This file is the JSON codec of the API (ServiceStack.Text conventions,
// wire-conventions §4.6–4.7 and decisions.md "Formats"). Both directions are
// driven by the schema model, and values are reached through reflect by
// the precomputed field index paths, so no struct tags are read per
// request: the decoder walks the service.Type, the encoder a plan compiled
// from it once (jsonPlan).

// Limits bound the JSON decoder.
type Limits struct {
	// MaxDepth is the deepest nesting of objects and arrays accepted
	// (default 64).
	MaxDepth int
}

const jsonDefaultMaxDepth = 64

// jsonErrorCode is the errorCode of binding and syntax errors.
const jsonErrorCode = "SerializationException"

// jsonMaxQuoted bounds the value quoted in a field error message.
const jsonMaxQuoted = 100

// jsonMaxFieldErrors bounds the field errors of one document (with one per
// member name), so that a body repeating a bad member cannot make the
// error reply ten times its size.
const jsonMaxFieldErrors = 100

// ---------------------------------------------------------------------------
// Encoding

// AppendJSONResponse appends {"data":<data>} for op, data being *Data from a
// handler or op.NewData(). A nil data gives {}. It compiles the response
// type's plan for this call (samples, tests); a [Server] compiles its
// reply types once, in New, and a caller encoding many values of one type
// keeps a [JSONEncoder].
func AppendJSONResponse(dst []byte, op *service.Operation, data any) []byte {
	return AppendJSON(dst, op.Response, data)
}

// AppendJSON appends the JSON of v (a pointer to a value of type t, or the
// value itself) — used for samples too. For a synthetic {Op}Response type v
// is the response's data. A nil pointer is written as null ({} for a
// response). It compiles t's plan for this call, as AppendJSONResponse.
func AppendJSON(dst []byte, t *service.Type, v any) []byte {
	return NewJSONEncoder(t).Append(dst, v)
}

// JSONEncoder is the JSON encoder of one schema type, compiled once: what
// AppendJSON does without compiling the type's plan at each call. It is
// immutable and safe for concurrent use.
type JSONEncoder struct{ p *jsonPlan }

// NewJSONEncoder compiles the encoder of t (and of the types it uses).
func NewJSONEncoder(t *service.Type) *JSONEncoder { return &JSONEncoder{p: jsonPlans{}.plan(t)} }

// Append appends the JSON of v as AppendJSON(dst, t, v) does.
func (e *JSONEncoder) Append(dst []byte, v any) []byte { return e.p.appendTop(dst, v) }

// jsonPlans are compiled JSON plans by schema type, while compiling (and
// a Server's, read-only after New).
type jsonPlans map[*service.Type]*jsonPlan

// jsonPlan is the JSON encoder of one schema type, compiled from it once:
// what the encoder would otherwise look up in the schema model for each
// value (the kind, the members' index paths, keys and types) laid out
// for the walk.
type jsonPlan struct {
	kind      service.Kind
	synthetic bool
	enumNames []string    // KindEnum
	fields    []jsonField // KindStruct, in JSON order
	elem      *jsonPlan   // KindList
}

// jsonField is one member of a struct plan.
type jsonField struct {
	key  string // ,"name": (the comma left out before the first member)
	plan *jsonPlan
	// index is the member's field index when its path has one step; path
	// is the whole path otherwise (nil: the value itself, the data of a
	// synthetic response).
	index     int
	path      []int
	kind      service.Kind // plan.kind
	ptr       bool         // a pointer member, dereferenced (null when nil)
	keepEmpty bool
}

// plan returns the plan of t, compiling it (and the plans it uses) when
// ps has none yet.
func (ps jsonPlans) plan(t *service.Type) *jsonPlan {
	if p, ok := ps[t]; ok {
		return p
	}
	p := &jsonPlan{kind: t.Kind, synthetic: t.Synthetic, enumNames: t.EnumNames}
	ps[t] = p // before the members: a placeholder should a type refer to itself
	switch t.Kind {
	case service.KindStruct:
		p.fields = make([]jsonField, len(t.Fields))
		for i, f := range t.Fields {
			jf := jsonField{key: "," + string(f.JSONKey), plan: ps.plan(f.Type), index: -1, kind: f.Type.Kind, ptr: f.Pointer && f.Index != nil,
				keepEmpty: f.KeepEmpty}
			if len(f.Index) == 1 {
				jf.index = f.Index[0]
			} else if len(f.Index) > 1 {
				jf.path = f.Index
			}
			p.fields[i] = jf
		}
	case service.KindList:
		p.elem = ps.plan(t.Elem)
	}
	return p
}

// appendTop appends v as AppendJSON does.
func (p *jsonPlan) appendTop(dst []byte, v any) []byte {
	rv := derefValue(v)
	if p.synthetic {
		dst = append(dst, '{')
		if f := &p.fields[0]; rv.IsValid() {
			dst = append(dst, f.key[1:]...)
			dst = f.plan.append(dst, rv, f.keepEmpty)
		}
		return append(dst, '}')
	}
	if !rv.IsValid() {
		return append(dst, "null"...)
	}
	return p.append(dst, rv, false)
}

// derefValue is the value v holds or points to; the zero Value for a nil
// pointer.
func derefValue(v any) reflect.Value {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			return reflect.Value{}
		}
		return rv.Elem()
	}
	return rv
}

// append appends v (not a pointer) of the plan's type. keep says empty
// strings are written as "" rather than omitted (KeepEmpty on the member or
// an ancestor); it only matters for members of structs.
func (p *jsonPlan) append(b []byte, v reflect.Value, keep bool) []byte {
	switch p.kind {
	case service.KindString:
		return jsonstr.Append(b, v.String())
	case service.KindBool:
		return strconv.AppendBool(b, v.Bool())
	case service.KindShort, service.KindInt, service.KindLong:
		return strconv.AppendInt(b, v.Int(), 10)
	case service.KindByte:
		return strconv.AppendUint(b, v.Uint(), 10)
	// reflect.TypeAssert reads the value where it is (service.Value takes
	// its address and an interface).
	case service.KindDecimal:
		d, _ := reflect.TypeAssert[service.Decimal](v)
		return d.Append(b)
	case service.KindDateTime:
		t, _ := reflect.TypeAssert[time.Time](v)
		return service.AppendJSONDate(b, t)
	case service.KindGUID:
		g, _ := reflect.TypeAssert[service.GUID](v)
		b = append(b, '"')
		b = g.Append(b)
		return append(b, '"')
	case service.KindBytes:
		b = append(b, '"')
		b = base64.StdEncoding.AppendEncode(b, v.Bytes())
		return append(b, '"')
	case service.KindEnum:
		if i := v.Int(); i >= 0 && i < int64(len(p.enumNames)) {
			return jsonstr.Append(b, p.enumNames[i])
		}
		return strconv.AppendInt(b, v.Int(), 10)
	case service.KindStruct:
		return p.appendStruct(b, v, keep)
	case service.KindList:
		if v.IsNil() {
			return append(b, "null"...)
		}
		b = append(b, '[')
		for i, n := 0, v.Len(); i < n; i++ {
			if i > 0 {
				b = append(b, ',')
			}
			b = p.elem.append(b, v.Index(i), keep)
		}
		return append(b, ']')
	case service.KindMap:
		if v.IsNil() {
			return append(b, "null"...)
		}
		return appendJSONMap(b, v)
	}
	return append(b, "null"...)
}

// appendStruct appends the members of struct v in JSON order, leaving
// out null members (nil pointers, lists, maps, bytes and empty strings
// unless keep or the member's KeepEmpty applies: jsonMember's rule).
func (p *jsonPlan) appendStruct(b []byte, v reflect.Value, keep bool) []byte {
	b = append(b, '{')
	comma := 1 // f.key[comma:] is the key: no comma before the first member
	for i := range p.fields {
		f := &p.fields[i]
		fv := v
		if f.index >= 0 {
			fv = v.Field(f.index)
		} else if f.path != nil {
			fv = v.FieldByIndex(f.path)
		}
		if f.ptr {
			if fv.IsNil() {
				continue
			}
			fv = fv.Elem()
		}
		k := keep || f.keepEmpty
		// Strings, integers and booleans are written here, sparing the
		// call (and a string is read once, for the test and the text).
		switch f.kind {
		case service.KindString:
			s := fv.String()
			if s == "" && !k {
				continue
			}
			b = append(b, f.key[comma:]...)
			comma = 0
			b = jsonstr.Append(b, s)
			continue
		case service.KindShort, service.KindInt, service.KindLong:
			b = append(b, f.key[comma:]...)
			comma = 0
			b = strconv.AppendInt(b, fv.Int(), 10)
			continue
		case service.KindBool:
			b = append(b, f.key[comma:]...)
			comma = 0
			b = strconv.AppendBool(b, fv.Bool())
			continue
		case service.KindList, service.KindMap, service.KindBytes:
			if fv.IsNil() {
				continue
			}
		}
		b = append(b, f.key[comma:]...)
		comma = 0
		b = f.plan.append(b, fv, k)
	}
	return append(b, '}')
}

// jsonMember returns member f of struct v (dereferenced) and whether it is
// written at all: nil pointers, lists, maps and bytes are null, and so is
// an empty string unless keep or the member's KeepEmpty applies. The JSON
// encoder and the text formats (JSV, CSV, HTML) share the rule.
func jsonMember(f *service.Field, v reflect.Value, keep bool) (reflect.Value, bool) {
	fv := v
	if f.Index != nil {
		fv = v.FieldByIndex(f.Index)
	}
	if f.Pointer && f.Index != nil {
		if fv.IsNil() {
			return fv, false
		}
		fv = fv.Elem()
	}
	switch f.Type.Kind {
	case service.KindString:
		if fv.Len() == 0 && !keep && !f.KeepEmpty {
			return fv, false
		}
	case service.KindList, service.KindMap, service.KindBytes:
		if fv.IsNil() {
			return fv, false
		}
	}
	return fv, true
}

// appendJSONMap appends a map[string]string with its keys sorted.
func appendJSONMap(b []byte, v reflect.Value) []byte {
	b = append(b, '{')
	if m, ok := v.Interface().(map[string]string); ok {
		var arr [8]string
		keys := arr[:0]
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonstr.Append(b, k)
			b = append(b, ':')
			b = jsonstr.Append(b, m[k])
		}
		return append(b, '}')
	}
	keys := v.MapKeys() // a named map type: the slow path
	slices.SortFunc(keys, func(x, y reflect.Value) int {
		switch xs, ys := x.String(), y.String(); {
		case xs < ys:
			return -1
		case xs > ys:
			return 1
		}
		return 0
	})
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = jsonstr.Append(b, k.String())
		b = append(b, ':')
		b = jsonstr.Append(b, v.MapIndex(k).String())
	}
	return append(b, '}')
}

// jsonSetValue stores x into the settable v without allocating when possible.
func jsonSetValue[T any](v reflect.Value, x T) {
	if v.CanAddr() {
		if p, ok := v.Addr().Interface().(*T); ok {
			*p = x
			return
		}
	}
	v.Set(reflect.ValueOf(x))
}

// ---------------------------------------------------------------------------
// Decoding

// DecodeJSON decodes src into v (a pointer from op.NewRequest()) per type t
// (op.Request). Member names match case-insensitively (JSON, PascalCase or
// Go names), unknown members are ignored and null leaves a member zero. A
// body that is empty or only whitespace leaves v zero.
//
// Errors are *service.Error with Code CodeMalformed: a syntax error (the
// message gives the problem and the byte offset), or, once the whole
// document is read, "Unable to bind to request '<t.Name>'" with one
// FieldError per member of the wrong type, named as the client sent it.
func DecodeJSON(src []byte, t *service.Type, v any, lim Limits) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return service.Errorf(service.CodeInternal, "DecodeJSON needs a non-nil pointer, got %T", v)
	}
	d := jsonDecoder{src: src, maxDepth: lim.MaxDepth}
	if d.maxDepth <= 0 {
		d.maxDepth = jsonDefaultMaxDepth
	}
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		d.pos = 3 // a UTF-8 byte order mark
	}
	d.skipWS()
	if d.pos == len(src) {
		return nil
	}
	if t.Kind == service.KindStruct && src[d.pos] != '{' {
		return d.syntax("expected a JSON object")
	}
	if err := d.value(t, rv.Elem(), nil); err != nil {
		return err
	}
	d.skipWS()
	if d.pos < len(src) {
		return d.syntax("unexpected data after the top-level value")
	}
	if len(d.fields) > 0 {
		return &service.Error{
			Code:      service.CodeMalformed,
			ErrorCode: jsonErrorCode,
			Message:   "Unable to bind to request '" + t.Name + "'",
			Fields:    d.fields,
		}
	}
	return nil
}

type jsonDecoder struct {
	src      []byte
	pos      int
	depth    int
	maxDepth int
	fields   []service.FieldError
}

// syntax returns the error for malformed JSON at the current offset.
func (d *jsonDecoder) syntax(what string) error {
	return &service.Error{
		Code:      service.CodeMalformed,
		ErrorCode: jsonErrorCode,
		Message:   fmt.Sprintf("Malformed JSON: %s at offset %d", what, d.pos),
	}
}

func (d *jsonDecoder) eof() error { return d.syntax("unexpected end of input") }

// bad records a member whose value has the wrong type. raw is the JSON text
// of the value (a string's content is quoted without its quotes).
func (d *jsonDecoder) bad(name, raw []byte) {
	if len(d.fields) >= jsonMaxFieldErrors {
		return
	}
	for _, f := range d.fields {
		if f.FieldName == string(name) {
			return // a member sent twice is reported once
		}
	}
	text := raw
	if len(raw) > 0 && raw[0] == '"' {
		sub := jsonDecoder{src: raw}
		if s, err := sub.readString(); err == nil {
			text = s
		}
	}
	q := string(text)
	if len(q) > jsonMaxQuoted {
		cut := jsonMaxQuoted
		for cut > 0 && !utf8.RuneStart(q[cut]) {
			cut--
		}
		q = q[:cut] + "..."
	}
	n := string(name)
	d.fields = append(d.fields, service.FieldError{
		ErrorCode: jsonErrorCode,
		FieldName: n,
		Message:   "'" + q + "' is an Invalid value for '" + n + "'",
	})
}

func (d *jsonDecoder) skipWS() {
	for d.pos < len(d.src) {
		switch d.src[d.pos] {
		case ' ', '\t', '\n', '\r':
			d.pos++
		default:
			return
		}
	}
}

// next skips whitespace and returns the next byte, or an error at the end.
func (d *jsonDecoder) next() (byte, error) {
	d.skipWS()
	if d.pos >= len(d.src) {
		return 0, d.eof()
	}
	return d.src[d.pos], nil
}

func (d *jsonDecoder) enter() error {
	d.depth++
	if d.depth > d.maxDepth {
		return d.syntax(fmt.Sprintf("nesting deeper than %d levels", d.maxDepth))
	}
	return nil
}

// value decodes the value at the current position into v (settable, not a
// pointer) of type t. name is the member name as sent, for field errors.
func (d *jsonDecoder) value(t *service.Type, v reflect.Value, name []byte) error {
	c, err := d.next()
	if err != nil {
		return err
	}
	if c == 'n' {
		return d.literal("null")
	}
	switch t.Kind {
	case service.KindStruct:
		if c == '{' {
			return d.object(t, v)
		}
	case service.KindList:
		if c == '[' {
			return d.array(t, v, name)
		}
		if c == '"' && t.Elem.Kind.IsPrimitive() {
			return d.delimitedList(t, v, name)
		}
	case service.KindMap:
		if c == '{' {
			return d.mapObject(t, v, name)
		}
	default:
		ok, raw, err := d.primitive(t, v)
		if err != nil {
			return err
		}
		if !ok {
			d.bad(name, raw)
		}
		return nil
	}
	start := d.pos
	if err := d.skip(); err != nil {
		return err
	}
	d.bad(name, d.src[start:d.pos])
	return nil
}

// jsonFieldByKey finds a member by the key as sent: exact JSON name first
// (without allocating), then any name case-insensitively.
func jsonFieldByKey(t *service.Type, key []byte) *service.Field {
	for _, f := range t.Fields {
		if f.JSONName == string(key) {
			return f
		}
	}
	return t.FieldByName(string(key))
}

// object decodes a JSON object into the struct v.
func (d *jsonDecoder) object(t *service.Type, v reflect.Value) error {
	d.pos++ // '{'
	if err := d.enter(); err != nil {
		return err
	}
	c, err := d.next()
	if err != nil {
		return err
	}
	if c == '}' {
		d.pos++
		d.depth--
		return nil
	}
	for {
		if c != '"' {
			return d.syntax("expected a member name")
		}
		key, err := d.readString()
		if err != nil {
			return err
		}
		if c, err = d.next(); err != nil {
			return err
		}
		if c != ':' {
			return d.syntax("expected ':'")
		}
		d.pos++
		if f := jsonFieldByKey(t, key); f == nil {
			if err := d.skip(); err != nil { // an unknown member
				return err
			}
		} else if err := d.member(f, v, key); err != nil {
			return err
		}
		more, next, err := d.separator('}', "expected ',' or '}'")
		if !more || err != nil {
			return err
		}
		c = next
	}
}

// separator reads what follows an item of an object or array: ',' (more
// items follow; next is the first byte of the next one) or the closing
// byte (the container ends).
func (d *jsonDecoder) separator(closer byte, expected string) (more bool, next byte, err error) {
	c, err := d.next()
	if err != nil {
		return false, 0, err
	}
	d.pos++
	switch c {
	case ',':
		next, err = d.next()
		return err == nil, next, err
	case closer:
		d.depth--
		return false, 0, nil
	}
	d.pos--
	return false, 0, d.syntax(expected)
}

// member decodes the value of member f of struct v.
func (d *jsonDecoder) member(f *service.Field, v reflect.Value, key []byte) error {
	fv := v // the data member of a synthetic response is the value itself
	if f.Index != nil {
		fv = v.FieldByIndex(f.Index)
		if f.Pointer {
			c, err := d.next()
			if err != nil {
				return err
			}
			if c == 'n' {
				return d.literal("null")
			}
			if fv.IsNil() {
				fv.Set(reflect.New(fv.Type().Elem()))
			}
			fv = fv.Elem()
		}
	}
	return d.value(f.Type, fv, key)
}

// array decodes a JSON array into the list v.
func (d *jsonDecoder) array(t *service.Type, v reflect.Value, name []byte) error {
	d.pos++ // '['
	if err := d.enter(); err != nil {
		return err
	}
	v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	c, err := d.next()
	if err != nil {
		return err
	}
	if c == ']' {
		d.pos++
		d.depth--
		return nil
	}
	prim := t.Elem.Kind.IsPrimitive()
	reported := false
	for n := 0; ; n++ {
		if v.Len() == v.Cap() {
			v.Grow(1)
		}
		v.SetLen(n + 1)
		item := v.Index(n)
		if prim {
			if c == 'n' {
				if err := d.literal("null"); err != nil {
					return err
				}
			} else {
				ok, raw, err := d.primitive(t.Elem, item)
				if err != nil {
					return err
				}
				if !ok && !reported {
					d.bad(name, raw) // one error per member, not per item
					reported = true
				}
			}
		} else if err := d.value(t.Elem, item, name); err != nil {
			return err
		}
		more, next, err := d.separator(']', "expected ',' or ']'")
		if !more || err != nil {
			return err
		}
		c = next
	}
}

// delimitedList decodes a string holding a comma-separated list of
// primitives ("1,2,3", also "[1,2,3]") into the list v, as ServiceStack
// does for JSV values.
func (d *jsonDecoder) delimitedList(t *service.Type, v reflect.Value, name []byte) error {
	start := d.pos
	s, err := d.readString()
	if err != nil {
		return err
	}
	if len(s) >= 2 && s[0] == '[' && s[len(s)-1] == ']' {
		s = s[1 : len(s)-1]
	}
	n := 0
	if len(jsonTrimSpace(s)) > 0 {
		n = 1
		for _, c := range s {
			if c == ',' {
				n++
			}
		}
	}
	list := reflect.MakeSlice(v.Type(), n, n)
	for i := 0; i < n; i++ {
		part := s
		if j := bytes.IndexByte(s, ','); j >= 0 {
			part, s = s[:j], s[j+1:]
		}
		tok := byte('"')
		if t.Elem.Kind != service.KindString {
			part = jsonTrimSpace(part)
			if len(part) > 0 && part[0] == '"' && part[len(part)-1] == '"' && len(part) >= 2 {
				part = part[1 : len(part)-1]
			}
		}
		if !jsonSetPrimitive(t.Elem, list.Index(i), tok, part) {
			d.bad(name, d.src[start:d.pos])
			return nil
		}
	}
	v.Set(list)
	return nil
}

// mapObject decodes an object of strings into the map v.
func (d *jsonDecoder) mapObject(t *service.Type, v reflect.Value, name []byte) error {
	d.pos++ // '{'
	if err := d.enter(); err != nil {
		return err
	}
	m := reflect.MakeMap(v.Type())
	c, err := d.next()
	if err != nil {
		return err
	}
	if c == '}' {
		d.pos++
		d.depth--
		v.Set(m)
		return nil
	}
	reported := false
	for {
		if c != '"' {
			return d.syntax("expected a member name")
		}
		key, err := d.readString()
		if err != nil {
			return err
		}
		if c, err = d.next(); err != nil {
			return err
		}
		if c != ':' {
			return d.syntax("expected ':'")
		}
		d.pos++
		if c, err = d.next(); err != nil {
			return err
		}
		start := d.pos
		var val []byte
		switch {
		case c == '"':
			if val, err = d.readString(); err != nil {
				return err
			}
		case c == '{' || c == '[':
			if err := d.skip(); err != nil {
				return err
			}
			if !reported {
				d.bad(name, d.src[start:d.pos])
				reported = true
			}
		default: // numbers, true/false: their text; null: ""
			if err := d.skip(); err != nil {
				return err
			}
			if c != 'n' {
				val = d.src[start:d.pos]
			}
		}
		k := reflect.New(v.Type().Key()).Elem()
		k.SetString(string(key))
		e := reflect.New(v.Type().Elem()).Elem()
		e.SetString(string(val))
		m.SetMapIndex(k, e)
		if c, err = d.next(); err != nil {
			return err
		}
		d.pos++
		switch c {
		case ',':
			if c, err = d.next(); err != nil {
				return err
			}
			continue
		case '}':
			d.depth--
			v.Set(m)
			return nil
		}
		d.pos--
		return d.syntax("expected ',' or '}'")
	}
}

// primitive reads one scalar and stores it in v. ok is false (with the raw
// text of the value) when the value does not fit t; objects and arrays are
// skipped and reported the same way.
func (d *jsonDecoder) primitive(t *service.Type, v reflect.Value) (ok bool, raw []byte, err error) {
	start := d.pos
	c := d.src[d.pos]
	var text []byte
	switch {
	case c == '"':
		if text, err = d.readString(); err != nil {
			return false, nil, err
		}
	case c == '-' || (c >= '0' && c <= '9'):
		if text, err = d.readNumber(); err != nil {
			return false, nil, err
		}
	case c == 't':
		if err = d.literal("true"); err != nil {
			return false, nil, err
		}
		text = d.src[start:d.pos]
	case c == 'f':
		if err = d.literal("false"); err != nil {
			return false, nil, err
		}
		text = d.src[start:d.pos]
	case c == '{' || c == '[':
		if err = d.skip(); err != nil {
			return false, nil, err
		}
		return false, d.src[start:d.pos], nil
	default:
		return false, nil, d.syntax(fmt.Sprintf("unexpected character %q", c))
	}
	return jsonSetPrimitive(t, v, c, text), d.src[start:d.pos], nil
}

// jsonSetPrimitive stores the scalar text into v of kind t. tok is the first
// byte of the JSON token: '"' for a string (text is its content), 't'/'f'
// for booleans, otherwise a number literal.
func jsonSetPrimitive(t *service.Type, v reflect.Value, tok byte, text []byte) bool {
	isString := tok == '"'
	isNumber := tok == '-' || (tok >= '0' && tok <= '9')
	switch t.Kind {
	case service.KindString:
		v.SetString(string(text))
		return true
	case service.KindBool:
		switch {
		case tok == 't' || isString && jsonEqualFold("true", text) || isNumber && string(text) == "1":
			v.SetBool(true)
		case tok == 'f' || isString && jsonEqualFold("false", text) || isNumber && string(text) == "0":
			v.SetBool(false)
		default:
			return false
		}
		return true
	case service.KindShort, service.KindInt, service.KindLong:
		if !isString && !isNumber {
			return false
		}
		bits := 64
		switch t.Kind {
		case service.KindShort:
			bits = 16
		case service.KindInt:
			bits = 32
		}
		if isString {
			text = jsonTrimSpace(text)
		}
		n, ok := jsonParseInt(text, bits)
		if ok {
			v.SetInt(n)
		}
		return ok
	case service.KindByte:
		if !isString && !isNumber {
			return false
		}
		if isString {
			text = jsonTrimSpace(text)
		}
		n, ok := jsonParseInt(text, 16)
		if !ok || n < 0 || n > 255 {
			return false
		}
		v.SetUint(uint64(n))
		return true
	case service.KindDecimal:
		if !isString && !isNumber {
			return false
		}
		if isString {
			text = jsonTrimSpace(text)
		}
		x, err := service.ParseDecimal(string(text))
		if err != nil {
			return false
		}
		jsonSetValue(v, x)
		return true
	case service.KindDateTime:
		if !isString {
			return false
		}
		x, err := service.ParseDateTime(string(text))
		if err != nil {
			return false
		}
		jsonSetValue(v, x)
		return true
	case service.KindGUID:
		if !isString {
			return false
		}
		x, err := service.ParseGUID(string(text))
		if err != nil {
			return false
		}
		jsonSetValue(v, x)
		return true
	case service.KindBytes:
		if !isString {
			return false
		}
		x, err := base64.StdEncoding.AppendDecode(make([]byte, 0, base64.StdEncoding.DecodedLen(len(text))), jsonTrimSpace(text))
		if err != nil {
			return false
		}
		v.SetBytes(x)
		return true
	case service.KindEnum:
		if isString {
			text = jsonTrimSpace(text)
			for i, n := range t.EnumNames {
				if jsonEqualFold(n, text) {
					v.SetInt(int64(i))
					return true
				}
			}
		} else if !isNumber {
			return false
		}
		n, ok := jsonParseInt(text, 32)
		if !ok || n < 0 || n >= int64(len(t.EnumNames)) {
			return false
		}
		v.SetInt(n)
		return true
	}
	return false
}

// jsonParseInt reads a decimal integer (optional sign) that fits bits.
func jsonParseInt(b []byte, bits int) (int64, bool) {
	if len(b) == 0 {
		return 0, false
	}
	neg := false
	switch b[0] {
	case '-':
		neg = true
		b = b[1:]
	case '+':
		b = b[1:]
	}
	if len(b) == 0 {
		return 0, false
	}
	limit := uint64(1) << (bits - 1) // magnitude bound: 2^(bits-1) for negatives
	var n uint64
	for _, c := range b {
		if c < '0' || c > '9' || n > limit/10 {
			return 0, false
		}
		n = n*10 + uint64(c-'0')
		if n > limit {
			return 0, false
		}
	}
	switch {
	case n == 0:
		return 0, true
	case neg:
		return -int64(n-1) - 1, true
	case n == limit:
		return 0, false
	}
	return int64(n), true
}

func jsonEqualFold(s string, b []byte) bool {
	if len(s) != len(b) {
		return false
	}
	for i := 0; i < len(b); i++ {
		x, y := s[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

func jsonTrimSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t' || b[0] == '\n' || b[0] == '\r') {
		b = b[1:]
	}
	for len(b) > 0 && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t' || b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}

// literal consumes the keyword lit (true, false, null).
func (d *jsonDecoder) literal(lit string) error {
	if len(d.src)-d.pos < len(lit) {
		if string(d.src[d.pos:]) == lit[:len(d.src)-d.pos] {
			d.pos = len(d.src)
			return d.eof()
		}
		return d.syntax("invalid literal")
	}
	if string(d.src[d.pos:d.pos+len(lit)]) != lit {
		return d.syntax("invalid literal")
	}
	d.pos += len(lit)
	return nil
}

// readNumber consumes a number literal per the JSON grammar and returns it.
func (d *jsonDecoder) readNumber() ([]byte, error) {
	s, i := d.src, d.pos
	start := i
	if i < len(s) && s[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case digits() == 0:
		d.pos = i
		if i == len(s) {
			return nil, d.eof()
		}
		return nil, d.syntax("invalid number")
	}
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			d.pos = i
			return nil, d.syntax("invalid number")
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			d.pos = i
			return nil, d.syntax("invalid number")
		}
	}
	d.pos = i
	return s[start:i], nil
}

// readString consumes a string at d.pos (a '"') and returns its content:
// a slice of src when it has no escapes, else a new buffer. Invalid UTF-8
// is a syntax error (RFC 8259 §8.1: JSON text is UTF-8; replacing it would
// store what the client never sent); lone surrogate escapes become U+FFFD.
func (d *jsonDecoder) readString() ([]byte, error) {
	s := d.src
	start := d.pos + 1
	i := start
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			d.pos = i + 1
			return s[start:i], nil
		case c == '\\' || c < 0x20:
			return d.readStringSlow(start, i)
		case c < utf8.RuneSelf:
			i++
		default:
			r, size := utf8.DecodeRune(s[i:])
			if r == utf8.RuneError && size == 1 {
				return d.readStringSlow(start, i)
			}
			i += size
		}
	}
	d.pos = len(s)
	return nil, d.eof()
}

func (d *jsonDecoder) readStringSlow(start, i int) ([]byte, error) {
	s := d.src
	buf := make([]byte, 0, i-start+16)
	buf = append(buf, s[start:i]...)
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			d.pos = i + 1
			return buf, nil
		case c < 0x20:
			d.pos = i
			return nil, d.syntax("control character in string")
		case c == '\\':
			if i+1 >= len(s) {
				d.pos = len(s)
				return nil, d.eof()
			}
			e := s[i+1]
			i += 2
			switch e {
			case '"', '\\', '/':
				buf = append(buf, e)
			case 'b':
				buf = append(buf, '\b')
			case 'f':
				buf = append(buf, '\f')
			case 'n':
				buf = append(buf, '\n')
			case 'r':
				buf = append(buf, '\r')
			case 't':
				buf = append(buf, '\t')
			case 'u':
				r, ok := jsonHex4(s, i)
				if !ok {
					d.pos = i
					return nil, d.syntax("invalid \\u escape")
				}
				i += 4
				if jsonIsHighSurrogate(r) {
					if r2, ok := jsonHex4(s, i+2); ok && s[i] == '\\' && s[i+1] == 'u' && jsonIsLowSurrogate(r2) {
						r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
						i += 6
					} else {
						r = utf8.RuneError
					}
				} else if jsonIsLowSurrogate(r) {
					r = utf8.RuneError
				}
				buf = utf8.AppendRune(buf, r)
			default:
				d.pos = i - 1
				return nil, d.syntax("invalid escape")
			}
		case c < utf8.RuneSelf:
			buf = append(buf, c)
			i++
		default:
			r, size := utf8.DecodeRune(s[i:])
			if r == utf8.RuneError && size == 1 {
				d.pos = i
				return nil, d.syntax("invalid UTF-8 in string")
			}
			buf = append(buf, s[i:i+size]...)
			i += size
		}
	}
	d.pos = len(s)
	return nil, d.eof()
}

func jsonIsHighSurrogate(r rune) bool { return r >= 0xD800 && r < 0xDC00 }
func jsonIsLowSurrogate(r rune) bool  { return r >= 0xDC00 && r < 0xE000 }

// jsonHex4 reads four hex digits at s[i:].
func jsonHex4(s []byte, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range s[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// skip consumes one value of any kind (after whitespace), checking its
// syntax and depth.
func (d *jsonDecoder) skip() error {
	c, err := d.next()
	if err != nil {
		return err
	}
	switch {
	case c == '"':
		_, err := d.readString()
		return err
	case c == '-' || (c >= '0' && c <= '9'):
		_, err := d.readNumber()
		return err
	case c == 't':
		return d.literal("true")
	case c == 'f':
		return d.literal("false")
	case c == 'n':
		return d.literal("null")
	case c == '{':
		d.pos++
		if err := d.enter(); err != nil {
			return err
		}
		if c, err = d.next(); err != nil {
			return err
		}
		if c == '}' {
			d.pos++
			d.depth--
			return nil
		}
		for {
			if c != '"' {
				return d.syntax("expected a member name")
			}
			if _, err := d.readString(); err != nil {
				return err
			}
			if c, err = d.next(); err != nil {
				return err
			}
			if c != ':' {
				return d.syntax("expected ':'")
			}
			d.pos++
			if err := d.skip(); err != nil {
				return err
			}
			if c, err = d.next(); err != nil {
				return err
			}
			d.pos++
			switch c {
			case ',':
				if c, err = d.next(); err != nil {
					return err
				}
				continue
			case '}':
				d.depth--
				return nil
			}
			d.pos--
			return d.syntax("expected ',' or '}'")
		}
	case c == '[':
		d.pos++
		if err := d.enter(); err != nil {
			return err
		}
		if c, err = d.next(); err != nil {
			return err
		}
		if c == ']' {
			d.pos++
			d.depth--
			return nil
		}
		for {
			if err := d.skip(); err != nil {
				return err
			}
			if c, err = d.next(); err != nil {
				return err
			}
			d.pos++
			switch c {
			case ',':
				continue
			case ']':
				d.depth--
				return nil
			}
			d.pos--
			return d.syntax("expected ',' or ']'")
		}
	}
	return d.syntax(fmt.Sprintf("unexpected character %q", c))
}
