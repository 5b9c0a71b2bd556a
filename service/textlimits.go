package service

import (
	"reflect"
	"strconv"
	"unicode/utf8"
)

// Every string member of every request is checked before its operation
// runs, by rules compiled from the schema when the registry is built (so an
// operation added later is covered without a line of its own):
//
//   - a length limit in characters: the member's `dc:"maxlen=N"` option, else
//     the limit for its JSON name in textLimitsByName, else
//     DefaultMaxTextLength; over it: 400 `Length` naming the member;
//   - valid UTF-8, and no C0 control character other than tab, line feed
//     and carriage return (nor DEL): terminal escapes would reach logs and
//     PDFs, and PostgreSQL cannot store NUL; else 400 `InvalidValue`.
//
// Credentials are not checked here: authentication bounds them itself.

// DefaultMaxTextLength is the limit of a string member with no limit of its
// own (names and other free text), in characters.
const DefaultMaxTextLength = 250

// textLimitsByName are the documented limits that differ from the default,
// by JSON member name (see docs/choices.md).
var textLimitsByName = map[string]int{
	"note":                  MaxNoteLength,
	"dateOfBirth":           100,
	"password":              100,
	"username":              50,
	"subUserName":           50,
	"filterUserName":        50,
	"filterReference":       100,
	"filterType":            50,
	"sort":                  100,
	"sortOrder":             50,
	"whereUserId":           50,
	"companyPhone":          50,
	"postcode":              50,
	"voucherCode":           50,
	"accountActivationCode": 50,
	"vatNumber":             50,
	"vatCountry":            50,
	"country":               50,
	"companyCountry":        50,
	"companyType":           100,
	"companyIndustry":       100,
}

// maxTextLength is the limit of a string field.
func maxTextLength(f *Field) int {
	if f.MaxLength > 0 {
		return f.MaxLength
	}
	if n, ok := textLimitsByName[f.JSONName]; ok {
		return n
	}
	return DefaultMaxTextLength
}

// textNode is the compiled check of one struct type: its string members,
// and the members leading to more (structs, lists, maps).
type textNode struct {
	strs   []textLeaf
	nested []textEdge
}

type textLeaf struct {
	index []int
	name  string // JSON name, for errors
	label string // DataMember name, for messages
	max   int
}

type textEdge struct {
	index []int
	kind  Kind      // KindStruct, KindList, KindMap
	leaf  *textLeaf // list of strings, map: the rule of its strings
	node  *textNode // struct, or list of structs
}

// compileText builds the checks of struct type t (nil when it has no
// strings anywhere).
func compileText(t *Type, seen map[*Type]*textNode) *textNode {
	if n, ok := seen[t]; ok {
		return n
	}
	n := &textNode{}
	seen[t] = n
	for _, f := range t.Fields {
		if f.Type.GoType == reflect.TypeOf(Authentication{}) {
			continue
		}
		leaf := &textLeaf{index: f.Index, name: f.JSONName, label: f.DataMemberName, max: maxTextLength(f)}
		switch f.Type.Kind {
		case KindString:
			n.strs = append(n.strs, *leaf)
		case KindStruct:
			if sub := compileText(f.Type, seen); sub != nil {
				n.nested = append(n.nested, textEdge{index: f.Index, kind: KindStruct, node: sub})
			}
		case KindList:
			switch f.Type.Elem.Kind {
			case KindString:
				n.nested = append(n.nested, textEdge{index: f.Index, kind: KindList, leaf: leaf})
			case KindStruct:
				if sub := compileText(f.Type.Elem, seen); sub != nil {
					n.nested = append(n.nested, textEdge{index: f.Index, kind: KindList, node: sub})
				}
			}
		case KindMap:
			n.nested = append(n.nested, textEdge{index: f.Index, kind: KindMap, leaf: leaf})
		}
	}
	if len(n.strs) == 0 && len(n.nested) == 0 {
		seen[t] = nil
		return nil
	}
	return n
}

// checkText runs op's text rules over the request value req (*Req).
func (op *Operation) checkText(req any) error {
	if op.text == nil || req == nil {
		return nil
	}
	v := reflect.ValueOf(req)
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return nil
		}
		v = v.Elem()
	}
	var val Validator
	op.text.check(v, &val, 0)
	return val.Err()
}

func (n *textNode) check(v reflect.Value, val *Validator, depth int) {
	if depth > 32 || len(val.fields) >= 20 {
		return
	}
	for i := range n.strs {
		l := &n.strs[i]
		l.check(fieldByIndex(v, l.index), val)
	}
	for _, e := range n.nested {
		fv := fieldByIndex(v, e.index)
		if !fv.IsValid() {
			continue
		}
		if fv.Kind() == reflect.Pointer {
			if fv.IsNil() {
				continue
			}
			fv = fv.Elem()
		}
		switch e.kind {
		case KindStruct:
			e.node.check(fv, val, depth+1)
		case KindList:
			for i := 0; i < fv.Len(); i++ {
				if e.node != nil {
					e.node.check(fv.Index(i), val, depth+1)
				} else {
					e.leaf.check(fv.Index(i), val)
				}
			}
		case KindMap:
			it := fv.MapRange()
			for it.Next() {
				e.leaf.check(it.Key(), val)
				e.leaf.check(it.Value(), val)
			}
		}
	}
}

// fieldByIndex is v.FieldByIndex that stops (invalid Value) at a nil
// embedded pointer.
func fieldByIndex(v reflect.Value, index []int) reflect.Value {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return reflect.Value{}
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	return v
}

func (l *textLeaf) check(v reflect.Value, val *Validator) {
	if !v.IsValid() {
		return
	}
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.String {
		return
	}
	if msg := TextProblem(v.String(), l.label, l.max); msg != "" {
		rule := "InvalidValue"
		if msg[0] == 'L' {
			rule, msg = "Length", msg[1:]
		}
		val.Add(rule, l.name, msg)
	}
}

// TextProblem checks free text s against the rules above: "" when it
// passes, else the message (prefixed "L" for a Length error). max <= 0:
// no length limit.
func TextProblem(s, label string, max int) string {
	if max > 0 && len(s) > max && utf8.RuneCountInString(s) > max {
		return "L'" + label + "' must be " + strconv.Itoa(max) + " characters or fewer."
	}
	if !utf8.ValidString(s) {
		return "'" + label + "' is not valid UTF-8."
	}
	// Control characters are ASCII, and in valid UTF-8 no byte of a
	// longer sequence is below 0x80.
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f {
			return "'" + label + "' must not contain control characters."
		}
	}
	return ""
}
