package rest

import (
	"errors"
	"net/url"
	"reflect"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/jsonstr"
)

// bindQuery applies query-string (or form) values onto v, a request value
// of type t. Keys match member names case-insensitively, at the top level
// or, for operations whose fields sit in `request`, inside it (flat
// `ids=1,2&dateRenewal=...`); a `request` key may hold the whole member as
// JSON. overwrite=false only fills members that are still zero (predefined
// routes, where the body wins). Reserved keys (format, callback, jsconfig)
// are ignored, unknown keys too.
func bindQuery(q url.Values, t *service.Type, v any, overwrite bool) error {
	root := reflect.ValueOf(v).Elem()
	var inner *service.Field
	if f := t.FieldByJSON("request"); f != nil && f.Type.Kind == service.KindStruct {
		inner = f
	}
	var fields []service.FieldError
	for key, vals := range q {
		if len(vals) == 0 || vals[0] == "" {
			continue
		}
		switch strings.ToLower(key) {
		case "format", "callback", "jsconfig", "_":
			continue
		}
		val := vals[0]
		if len(vals) > 1 {
			val = strings.Join(vals, ",")
		}
		f := t.FieldByName(key)
		target := root
		if f == nil && inner != nil {
			if f = inner.Type.FieldByName(key); f != nil {
				target = fieldValue(root, inner, true)
			}
		}
		if f == nil {
			continue
		}
		fv := fieldValue(target, f, false)
		if !overwrite && !fv.IsZero() {
			continue
		}
		if err := setFromText(fv, f, val); err != nil && len(fields) < jsonMaxFieldErrors {
			fields = append(fields, service.FieldError{ErrorCode: "SerializationException", FieldName: key,
				Message: "'" + truncate(val, 100) + "' is an Invalid value for '" + key + "'"})
		}
	}
	if len(fields) > 0 {
		return &service.Error{Code: service.CodeMalformed, ErrorCode: "SerializationException",
			Message: "Unable to bind to request '" + t.Name + "'", Fields: fields}
	}
	return nil
}

// fieldValue returns the settable value of f inside the struct value s,
// allocating nil embedded or member pointers when alloc is true.
func fieldValue(s reflect.Value, f *service.Field, alloc bool) reflect.Value {
	v := s.FieldByIndex(f.Index)
	if alloc && v.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		return v.Elem()
	}
	return v
}

// setFromText parses text into the member value fv (possibly a pointer).
func setFromText(fv reflect.Value, f *service.Field, text string) error {
	t := f.Type
	target := fv
	if fv.Kind() == reflect.Pointer {
		target = reflect.New(fv.Type().Elem()).Elem()
	}
	switch {
	case t.Kind == service.KindBool:
		// As ServiceStack: only the part before a comma counts (?x=true,false).
		b, _, _ := strings.Cut(text, ",")
		if err := service.SetPrimitive(target, t, b); err != nil {
			return err
		}
	case t.Kind.IsPrimitive():
		if err := service.SetPrimitive(target, t, text); err != nil {
			return err
		}
	case t.Kind == service.KindList && t.Elem.Kind.IsPrimitive():
		s := strings.TrimSpace(text)
		if strings.HasPrefix(s, "[") {
			return decodeJSONInto(s, fv, f)
		}
		parts := strings.Split(s, ",")
		list := reflect.MakeSlice(target.Type(), 0, len(parts))
		for _, p := range parts {
			p = strings.TrimSpace(p)
			if p == "" {
				continue
			}
			item := reflect.New(target.Type().Elem()).Elem()
			if err := service.SetPrimitive(item, t.Elem, p); err != nil {
				return err
			}
			list = reflect.Append(list, item)
		}
		target.Set(list)
	default:
		return decodeJSONInto(text, fv, f)
	}
	if fv.Kind() == reflect.Pointer {
		p := reflect.New(fv.Type().Elem())
		p.Elem().Set(target)
		fv.Set(p)
	}
	return nil
}

// decodeJSONInto decodes a JSON (or JSV) text into a struct or list member.
func decodeJSONInto(text string, fv reflect.Value, f *service.Field) error {
	src := []byte(jsvToJSON(text))
	t := f.Type
	if t.Kind == service.KindList && t.Elem.Kind.IsPrimitive() {
		return setPrimitiveList(fv, t, src)
	}
	if t.Kind != service.KindStruct {
		return errNotBindable
	}
	p := reflect.New(t.GoType)
	if err := DecodeJSON(src, t, p.Interface(), Limits{}); err != nil {
		return err
	}
	if fv.Kind() == reflect.Pointer {
		fv.Set(p)
	} else {
		fv.Set(p.Elem())
	}
	return nil
}

var errNotBindable = errors.New("member cannot be bound from text")

// setPrimitiveList reads a JSON array of primitives ([1,2] or ["a","b"]).
func setPrimitiveList(fv reflect.Value, t *service.Type, src []byte) error {
	s := strings.TrimSpace(string(src))
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return errNotBindable
	}
	s = strings.TrimSpace(s[1 : len(s)-1])
	list := reflect.MakeSlice(fv.Type(), 0, 4)
	if s != "" {
		for _, p := range strings.Split(s, ",") {
			p = strings.TrimSpace(p)
			if uq, err := strconv.Unquote(p); err == nil {
				p = uq
			}
			item := reflect.New(fv.Type().Elem()).Elem()
			if err := service.SetPrimitive(item, t.Elem, p); err != nil {
				return err
			}
			list = reflect.Append(list, item)
		}
	}
	fv.Set(list)
	return nil
}

// jsvToJSON turns ServiceStack's JSV object notation ({Ids:[1,2],
// DateRenewal:2024-01-01}) into JSON by quoting bare keys and bare
// non-numeric values; JSON input passes through unchanged.
func jsvToJSON(s string) string {
	var b strings.Builder
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				j = len(s) - 1
			}
			b.WriteString(s[i : j+1])
			i = j + 1
		case strings.IndexByte("{}[]:, \t\r\n", c) >= 0:
			b.WriteByte(c)
			i++
		default:
			j := i
			value := inValue(s, i) // once per token: per ':' it was quadratic
			for j < len(s) && strings.IndexByte("{}[],", s[j]) < 0 && !(s[j] == ':' && !value) {
				j++
			}
			tok := strings.TrimSpace(s[i:j])
			isKey := j < len(s) && s[j] == ':' // a key is always a string
			if !isKey && isJSONLiteral(tok) {
				b.WriteString(tok)
			} else {
				b.Write(jsonstr.Append(nil, tok))
			}
			i = j
		}
	}
	return b.String()
}

// inValue reports whether position i starts a value (follows a ':'), in
// which case colons belong to the token (times like 10:00:00).
func inValue(s string, i int) bool {
	for k := i - 1; k >= 0; k-- {
		switch s[k] {
		case ' ', '\t', '\r', '\n':
			continue
		case ':':
			return true
		}
		return false
	}
	return false
}

func isJSONLiteral(tok string) bool {
	switch tok {
	case "true", "false", "null":
		return true
	}
	return isJSONNumber(tok)
}

// isJSONNumber reports whether tok is a number in the JSON grammar
// (strconv.ParseFloat also takes "inf", "NaN", "01", "1." and hex, which
// must stay strings).
func isJSONNumber(tok string) bool {
	i := 0
	if i < len(tok) && tok[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(tok) && tok[i] == '0':
		i++
	case digits() == 0:
		return false
	}
	if i < len(tok) && tok[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(tok) && (tok[i] == 'e' || tok[i] == 'E') {
		i++
		if i < len(tok) && (tok[i] == '+' || tok[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(tok)
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// parseQuery reads a query string (or a form body) the way ASP.NET does,
// so that no parameter a client sent is silently dropped: pairs are split
// on '&' only (a ';' belongs to the value, where net/url would drop the
// whole pair), '+' is a space, and a '%' not followed by two hex digits
// stands for itself (net/url would drop the pair).
func parseQuery(raw string) url.Values {
	v := url.Values{}
	for raw != "" {
		var pair string
		pair, raw, _ = strings.Cut(raw, "&")
		if pair == "" {
			continue
		}
		k, val, _ := strings.Cut(pair, "=")
		k = unescapeQuery(k)
		v[k] = append(v[k], unescapeQuery(val))
	}
	return v
}

// unescapeQuery decodes %XX escapes and '+' leniently (see parseQuery).
func unescapeQuery(s string) string {
	if !strings.ContainsAny(s, "%+") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			b = append(b, ' ')
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
