package service

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// stringSetters walks a request type of the schema and returns, for every
// string member reachable through structs (allocating nil pointers), a
// function setting it on a fresh request value.
func stringSetters(t *Type, path []*Field, out map[string]func(v reflect.Value, s string) *Field) {
	for _, f := range t.Fields {
		if f.Type.GoType == reflect.TypeOf(Authentication{}) {
			continue
		}
		p := append(append([]*Field(nil), path...), f)
		switch f.Type.Kind {
		case KindString:
			key := ""
			for _, x := range p {
				key += "." + x.JSONName
			}
			out[key] = func(v reflect.Value, s string) *Field {
				for _, x := range p[:len(p)-1] {
					v = v.FieldByIndex(x.Index)
					if v.Kind() == reflect.Pointer {
						if v.IsNil() {
							v.Set(reflect.New(v.Type().Elem()))
						}
						v = v.Elem()
					}
				}
				fv := v.FieldByIndex(f.Index)
				if fv.Kind() == reflect.Pointer {
					fv.Set(reflect.New(fv.Type().Elem()))
					fv = fv.Elem()
				}
				fv.SetString(s)
				return f
			}
		case KindStruct:
			if len(p) < 4 {
				stringSetters(f.Type, p, out)
			}
		}
	}
}

// TestTextLimitsEveryOperation: every string member of every request type
// (derived from the registry) gets 400 Length naming it when over its
// limit, and InvalidValue for NUL, escape characters and invalid UTF-8.
func TestTextLimitsEveryOperation(t *testing.T) {
	svc := newTestService(t, &fakeStore{})
	n := 0
	for _, op := range svc.Schema().Operations() {
		setters := map[string]func(reflect.Value, string) *Field{}
		stringSetters(op.Request, nil, setters)
		for path, set := range setters {
			n++
			req := reflect.ValueOf(op.NewRequest())
			f := set(req.Elem(), "")
			f = set(req.Elem(), strings.Repeat("x", maxTextLength(f)+1))
			e := AsError(op.checkText(req.Interface()))
			require.NotNil(t, e, "%s%s", op.Name, path)
			require.Equal(t, CodeInvalid, e.Code)
			require.Equal(t, "Length", e.Fields[0].ErrorCode, "%s%s", op.Name, path)
			require.Equal(t, f.JSONName, e.Fields[0].FieldName)

			// At the limit, in multi-byte characters: accepted.
			req = reflect.ValueOf(op.NewRequest())
			set(req.Elem(), strings.Repeat("é", maxTextLength(f)))
			require.NoError(t, op.checkText(req.Interface()), "%s%s", op.Name, path)

			for _, bad := range []string{"a\x00b", "\x1b[31mred", "a\xffb", "del\x7f"} {
				req = reflect.ValueOf(op.NewRequest())
				set(req.Elem(), bad)
				e := AsError(op.checkText(req.Interface()))
				require.NotNil(t, e, "%s%s %q", op.Name, path, bad)
				require.Equal(t, "InvalidValue", e.Fields[0].ErrorCode)
				require.Equal(t, f.JSONName, e.Fields[0].FieldName)
			}
			req = reflect.ValueOf(op.NewRequest())
			set(req.Elem(), "a\r\n\tb") // short enough for the tightest limit (maxlen=10)
			require.NoError(t, op.checkText(req.Interface()), "%s%s", op.Name, path)
		}
	}
	require.Greater(t, n, 30, "string members found")
}

func TestTextProblem(t *testing.T) {
	require.Equal(t, "", TextProblem("Zoë", "Name", 3))
	require.Equal(t, "L'Name' must be 2 characters or fewer.", TextProblem("Zoë", "Name", 2))
	require.Equal(t, "'Name' is not valid UTF-8.", TextProblem("Zo\xc3", "Name", 0))
	require.Equal(t, "'Name' must not contain control characters.", TextProblem("é\x01", "Name", 0))
}
