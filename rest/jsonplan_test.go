package rest

import (
	"encoding/base64"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/jsonstr"
)

// The JSON encoder as it was before compiled plans (a walk over the schema
// model for each value): the reference the plans must match byte for byte.

func refAppendJSON(dst []byte, t *service.Type, v any) []byte {
	rv := derefValue(v)
	if t.Synthetic {
		dst = append(dst, '{')
		if f := t.Fields[0]; rv.IsValid() {
			dst = append(dst, f.JSONKey...)
			dst = refAppendJSONValue(dst, f.Type, rv, f.KeepEmpty)
		}
		return append(dst, '}')
	}
	if !rv.IsValid() {
		return append(dst, "null"...)
	}
	return refAppendJSONValue(dst, t, rv, false)
}

func refAppendJSONValue(b []byte, t *service.Type, v reflect.Value, keep bool) []byte {
	switch t.Kind {
	case service.KindString:
		return jsonstr.Append(b, v.String())
	case service.KindBool:
		return strconv.AppendBool(b, v.Bool())
	case service.KindShort, service.KindInt, service.KindLong:
		return strconv.AppendInt(b, v.Int(), 10)
	case service.KindByte:
		return strconv.AppendUint(b, v.Uint(), 10)
	case service.KindDecimal:
		return service.Value[service.Decimal](v).Append(b)
	case service.KindDateTime:
		return service.AppendJSONDate(b, service.Value[time.Time](v))
	case service.KindGUID:
		b = append(b, '"')
		b = service.Value[service.GUID](v).Append(b)
		return append(b, '"')
	case service.KindBytes:
		b = append(b, '"')
		b = base64.StdEncoding.AppendEncode(b, v.Bytes())
		return append(b, '"')
	case service.KindEnum:
		if i := v.Int(); i >= 0 && i < int64(len(t.EnumNames)) {
			return jsonstr.Append(b, t.EnumNames[i])
		}
		return strconv.AppendInt(b, v.Int(), 10)
	case service.KindStruct:
		return refAppendJSONStruct(b, t, v, keep)
	case service.KindList:
		if v.IsNil() {
			return append(b, "null"...)
		}
		b = append(b, '[')
		for i, n := 0, v.Len(); i < n; i++ {
			if i > 0 {
				b = append(b, ',')
			}
			b = refAppendJSONValue(b, t.Elem, v.Index(i), keep)
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

// refAppendJSONStruct appends the members of struct v in JSON order, leaving
// out null members (nil pointers, lists, maps, bytes and empty strings
// unless keep or the member's KeepEmpty applies).
func refAppendJSONStruct(b []byte, t *service.Type, v reflect.Value, keep bool) []byte {
	b = append(b, '{')
	first := true
	for _, f := range t.Fields {
		fv, ok := jsonMember(f, v, keep)
		if !ok {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, f.JSONKey...)
		b = refAppendJSONValue(b, f.Type, fv, keep || f.KeepEmpty)
	}
	return append(b, '}')
}

// randFiller fills values of schema types at random: every pointer,
// list, map and byte slice nil or not, lists of 0 to 3 items, strings
// empty or holding characters the escaper treats apart, enums in range
// or not.
type randFiller struct{ rng *rand.Rand }

var randStrings = []string{"", "", "plain", `q"uote\back`, "tab\tnl\n\x01", "<a&b>", "Жанна 金 😀", "\u2028", "bad\xffutf8", "/slash/"}

func (f randFiller) value(t *service.Type, v reflect.Value) {
	r := f.rng
	switch t.Kind {
	case service.KindString:
		v.SetString(randStrings[r.IntN(len(randStrings))])
	case service.KindBool:
		v.SetBool(r.IntN(2) == 0)
	case service.KindShort, service.KindInt, service.KindLong, service.KindEnum:
		n := r.Int64N(20) - 5
		if t.Kind == service.KindLong && r.IntN(4) == 0 {
			n = r.Int64()
		}
		v.SetInt(n)
	case service.KindByte:
		v.SetUint(uint64(r.IntN(256)))
	case service.KindDecimal:
		v.Set(reflect.ValueOf(service.NewDecimal(r.Int64N(200001)-100000, uint8(r.IntN(4)))))
	case service.KindDateTime:
		v.Set(reflect.ValueOf(time.UnixMilli(r.Int64N(4e12) - 1e12).UTC()))
	case service.KindGUID:
		v.Set(reflect.ValueOf(service.MustGUID("0f8fad5b-d9cb-469f-a165-70867728950e")))
	case service.KindBytes:
		if r.IntN(3) > 0 {
			v.SetBytes([]byte(randStrings[r.IntN(len(randStrings))]))
		}
	case service.KindStruct:
		for _, fl := range t.Fields {
			if fl.Index == nil {
				continue
			}
			fv := v.FieldByIndex(fl.Index)
			if fl.Pointer {
				if r.IntN(4) == 0 {
					continue
				}
				fv.Set(reflect.New(fv.Type().Elem()))
				fv = fv.Elem()
			}
			f.value(fl.Type, fv)
		}
	case service.KindList:
		if r.IntN(4) == 0 {
			return
		}
		n := r.IntN(4)
		s := reflect.MakeSlice(v.Type(), n, n)
		for i := range n {
			f.value(t.Elem, s.Index(i))
		}
		v.Set(s)
	case service.KindMap:
		if r.IntN(3) == 0 {
			return
		}
		m := reflect.MakeMap(v.Type())
		for range r.IntN(3) {
			m.SetMapIndex(reflect.ValueOf(randStrings[r.IntN(len(randStrings))]), reflect.ValueOf(randStrings[r.IntN(len(randStrings))]))
		}
		v.Set(m)
	}
}

// TestJSONPlansSameAsWalk compares the compiled plans (a Server's and
// AppendJSON's) with the walk they replace over random values of every
// operation's request and response, as pointers and as values.
func TestJSONPlansSameAsWalk(t *testing.T) {
	schema, err := service.NewSchema("")
	if err != nil {
		t.Fatal(err)
	}
	s := New(nil, schema, Config{})
	f := randFiller{rand.New(rand.NewPCG(7, 9))}
	ops := append(slices.Clone(schema.Operations()), schema.ErrorOperation())
	for _, op := range ops {
		for i := range 40 {
			data := op.NewData()
			f.value(op.Data, reflect.ValueOf(data).Elem())
			want := refAppendJSON(nil, op.Response, data)
			if got := s.appendJSONReply([]byte{}, op, service.Reply{Data: data}); string(got) != string(want) {
				t.Fatalf("%s response %d:\n got %s\nwant %s", op.Name, i, got, want)
			}
			if got := AppendJSONResponse(nil, op, data); string(got) != string(want) {
				t.Fatalf("%s response %d (AppendJSONResponse):\n got %s\nwant %s", op.Name, i, got, want)
			}
			req := op.NewRequest()
			f.value(op.Request, reflect.ValueOf(req).Elem())
			want = refAppendJSON(nil, op.Request, req)
			if got := AppendJSON(nil, op.Request, req); string(got) != string(want) {
				t.Fatalf("%s request %d:\n got %s\nwant %s", op.Name, i, got, want)
			}
			val := reflect.ValueOf(req).Elem().Interface()
			if got := AppendJSON(nil, op.Request, val); string(got) != string(want) {
				t.Fatalf("%s request %d as a value:\n got %s\nwant %s", op.Name, i, got, want)
			}
		}
		var nilData any = reflect.Zero(reflect.TypeOf(op.NewData())).Interface()
		if got, want := s.appendJSONReply(nil, op, service.Reply{Data: nilData}), refAppendJSON(nil, op.Response, nilData); string(got) != string(want) {
			t.Fatalf("%s nil data: got %s, want %s", op.Name, got, want)
		}
	}
}
