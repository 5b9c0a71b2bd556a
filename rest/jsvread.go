package rest

import (
	"fmt"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/jsonstr"
)

// DecodeJSV decodes a JSV request body (Content-Type text/jsv or
// application/jsv, as ServiceStack's JsvServiceClient sends it) into v, a
// pointer from op.NewRequest(), per type t. The JSV text is read with
// ServiceStack.Text's grammar — {key:value,...}, [a,b], strings bare or in
// double quotes with "" for a quote — and handed to the JSON decoder as
// JSON whose scalars are all strings (the JSON decoder reads numbers,
// booleans and dates from strings, which is how JSV carries them), so the
// rules for member names, types and field errors are the JSON ones. An
// empty bare value is null.
func DecodeJSV(src []byte, t *service.Type, v any, lim Limits) error {
	max := lim.MaxDepth
	if max <= 0 {
		max = jsonDefaultMaxDepth
	}
	r := jsvReader{src: src, maxDepth: max}
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		r.pos = 3
	}
	r.skipWS()
	if r.pos == len(src) {
		return nil
	}
	if src[r.pos] != '{' {
		return r.syntax("expected a JSV object")
	}
	out := make([]byte, 0, len(src)+len(src)/4)
	out, err := r.value(out, closeNone)
	if err != nil {
		return err
	}
	r.skipWS()
	if r.pos < len(src) {
		return r.syntax("unexpected data after the top-level value")
	}
	return DecodeJSON(out, t, v, lim)
}

type jsvReader struct {
	src      []byte
	pos      int
	depth    int
	maxDepth int
}

// closer is what ends a bare value: the end of a map entry, of a list item,
// or (top level) only the end of input.
type closer uint8

const (
	closeNone closer = iota
	closeMap
	closeList
)

func (r *jsvReader) syntax(what string) error {
	return &service.Error{Code: service.CodeMalformed, ErrorCode: jsonErrorCode,
		Message: fmt.Sprintf("Malformed JSV: %s at offset %d", what, r.pos)}
}

func (r *jsvReader) skipWS() {
	for r.pos < len(r.src) {
		switch r.src[r.pos] {
		case ' ', '\t', '\n', '\r':
			r.pos++
		default:
			return
		}
	}
}

// value reads one value and appends it as JSON.
func (r *jsvReader) value(out []byte, end closer) ([]byte, error) {
	if r.pos >= len(r.src) {
		return out, r.syntax("unexpected end of input")
	}
	// Whitespace before a structured or quoted value is skipped; before a
	// bare value it belongs to the value (JSV is whitespace-significant).
	if i := r.pos; r.src[i] == ' ' || r.src[i] == '\t' || r.src[i] == '\r' || r.src[i] == '\n' {
		r.skipWS()
		if r.pos < len(r.src) && r.src[r.pos] != '{' && r.src[r.pos] != '[' && r.src[r.pos] != '"' {
			r.pos = i
		}
	}
	if r.pos >= len(r.src) {
		return out, r.syntax("unexpected end of input")
	}
	var err error
	switch r.src[r.pos] {
	case '{':
		out, err = r.object(out)
	case '[':
		out, err = r.list(out)
	case '"':
		var s string
		if s, err = r.quoted(); err == nil {
			out = jsonstr.Append(out, s)
		}
	default:
		if s := r.bare(end); s != "" {
			return jsonstr.Append(out, s), nil
		}
		return append(out, "null"...), nil
	}
	r.skipWS() // after a structured or quoted value, before its separator
	return out, err
}

// bare reads an unquoted scalar up to the character that ends it in its
// context (JSV is whitespace-significant: spaces belong to the value).
func (r *jsvReader) bare(end closer) string {
	start := r.pos
	for r.pos < len(r.src) {
		c := r.src[r.pos]
		if c == ',' && end != closeNone || c == '}' && end == closeMap || c == ']' && end == closeList {
			break
		}
		r.pos++
	}
	return string(r.src[start:r.pos])
}

// quoted reads a "..." string; "" inside stands for one quote.
func (r *jsvReader) quoted() (string, error) {
	r.pos++ // opening quote
	var b []byte
	start := r.pos
	for r.pos < len(r.src) {
		if r.src[r.pos] != '"' {
			r.pos++
			continue
		}
		b = append(b, r.src[start:r.pos]...)
		if r.pos+1 < len(r.src) && r.src[r.pos+1] == '"' {
			b = append(b, '"')
			r.pos += 2
			start = r.pos
			continue
		}
		r.pos++
		return string(b), nil
	}
	return "", r.syntax("unterminated string")
}

func (r *jsvReader) enter() error {
	r.depth++
	if r.depth > r.maxDepth {
		return r.syntax(fmt.Sprintf("nesting deeper than %d levels", r.maxDepth))
	}
	return nil
}

func (r *jsvReader) object(out []byte) ([]byte, error) {
	if err := r.enter(); err != nil {
		return out, err
	}
	r.pos++ // {
	out = append(out, '{')
	r.skipWS()
	if r.pos < len(r.src) && r.src[r.pos] == '}' {
		r.pos++
		r.depth--
		return append(out, '}'), nil
	}
	for first := true; ; first = false {
		r.skipWS()
		if r.pos >= len(r.src) {
			return out, r.syntax("unexpected end of input")
		}
		var key string
		if r.src[r.pos] == '"' {
			k, err := r.quoted()
			if err != nil {
				return out, err
			}
			key = k
			r.skipWS()
		} else {
			start := r.pos
			for r.pos < len(r.src) && r.src[r.pos] != ':' && r.src[r.pos] != ',' && r.src[r.pos] != '}' {
				r.pos++
			}
			key = string(jsonTrimSpace(r.src[start:r.pos]))
		}
		if r.pos >= len(r.src) || r.src[r.pos] != ':' {
			return out, r.syntax("expected ':' after a key")
		}
		r.pos++
		if !first {
			out = append(out, ',')
		}
		out = jsonstr.Append(out, key)
		out = append(out, ':')
		var err error
		if out, err = r.value(out, closeMap); err != nil {
			return out, err
		}
		if done, err := r.separator('}'); done || err != nil {
			return append(out, '}'), err
		}
	}
}

// separator reads what follows a value in a map or list: ',' (more to
// come) or the closer (done).
func (r *jsvReader) separator(closer byte) (done bool, err error) {
	if r.pos >= len(r.src) {
		return false, r.syntax("unexpected end of input")
	}
	switch r.src[r.pos] {
	case ',':
		r.pos++
		return false, nil
	case closer:
		r.pos++
		r.depth--
		return true, nil
	}
	return false, r.syntax("expected ',' or '" + string(closer) + "'")
}

func (r *jsvReader) list(out []byte) ([]byte, error) {
	if err := r.enter(); err != nil {
		return out, err
	}
	r.pos++ // [
	out = append(out, '[')
	if r.pos < len(r.src) && r.src[r.pos] == ']' {
		r.pos++
		r.depth--
		return append(out, ']'), nil
	}
	for first := true; ; first = false {
		if !first {
			out = append(out, ',')
		}
		var err error
		if out, err = r.value(out, closeList); err != nil {
			return out, err
		}
		if done, err := r.separator(']'); done || err != nil {
			return append(out, ']'), err
		}
	}
}
