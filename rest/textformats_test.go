package rest

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

func TestJSVString(t *testing.T) {
	for in, want := range map[string]string{
		"":                  `""`,
		"plain text":        "plain text",
		"Me, Junior":        `"Me, Junior"`,
		`2" x 1"`:           `"2"" x 1"""`,
		"a:b":               `"a:b"`,
		"{x}":               `"{x}"`,
		"[1]":               `"[1]"`,
		"line\nbreak":       "\"line\nbreak\"",
		" padded ":          " padded ",
		`back\slash`:        `back\slash`,
		"unicode ✓ ünïcödé": "unicode ✓ ünïcödé",
	} {
		require.Equal(t, want, string(appendJSVString(nil, in)), "%q", in)
	}
}

func TestJSVScalars(t *testing.T) {
	s := bindSchema(t)
	op, _ := s.Operation("CostRenewPepSearches")
	data := op.NewData().(*service.CostRenewPepSearchesData)
	data.Count, data.CanAfford, data.RenewalDate = 2, true, "2026-12-01"
	data.TotalCost = service.Decimal{Unscaled: 300, Scale: 2}
	data.FailedIDs = []int64{}
	require.Equal(t, `{data:{count:2,totalCost:3.00,renewalDate:2026-12-01,canAfford:True,failedIds:[]}}`, string(AppendJSVResponse(nil, op, data)))

	for in, want := range map[time.Time]string{
		time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC):                  "2026-03-01",
		time.Date(2026, 3, 1, 10, 5, 0, 0, time.UTC):                 "2026-03-01T10:05:00Z",
		time.Date(2026, 3, 1, 10, 5, 0, 123_400_000, time.UTC):       "2026-03-01T10:05:00.1234Z",
		time.Date(2026, 3, 1, 11, 5, 0, 0, time.FixedZone("", 3600)): "2026-03-01T10:05:00Z",
	} {
		dt, ok := s.TypeOf(reflect.TypeOf(in))
		require.True(t, ok)
		require.Equal(t, want, string(appendJSVScalar(nil, dt, reflect.ValueOf(in))), "%v", in)
	}
}

func TestDecodeJSV(t *testing.T) {
	s := bindSchema(t)
	op, _ := s.Operation("RenewPepSearches")
	v := op.NewRequest().(*service.RenewPepSearches)
	err := DecodeJSV([]byte("\ufeff { request : {ids:[2001, 2002],dateRenewal:2026-12-01T10:00:00Z} , authentication:{apiUserId:demo,apiUserKey:\"k,\"\"x\"\"\"}}\n"), op.Request, v, Limits{})
	require.NoError(t, err)
	require.Equal(t, []int64{2001, 2002}, v.Request.IDs)
	require.Equal(t, time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC), v.Request.DateRenewal.UTC())
	require.Equal(t, "demo", v.Authentication.APIUserID)
	require.Equal(t, `k,"x"`, v.Authentication.APIUserKey)

	// An empty value is null; True/False are booleans; names fold case.
	op, _ = s.Operation("UpdateValidId")
	u := op.NewRequest().(*service.UpdateValidId)
	require.NoError(t, DecodeJSV([]byte(`{Request:{Id:4001,ClientInResults:True,ClientNotInResults:}}`), op.Request, u, Limits{}))
	require.Equal(t, int32(4001), u.Request.ID)
	require.True(t, u.Request.ClientInResults)

	for _, bad := range []string{`{a:1`, `{a:"x}`, `{a}`, `[1]`, `{a:1}}`, `{a:[1,2}`, strings.Repeat("{a:", 65) + strings.Repeat("}", 65)} {
		err := DecodeJSV([]byte(bad), op.Request, op.NewRequest(), Limits{})
		var e *service.Error
		require.True(t, errors.As(err, &e), "%q: %v", bad, err)
		require.Equal(t, service.CodeMalformed, e.Code, bad)
	}
	err = DecodeJSV([]byte(`{request:{id:abc}}`), op.Request, op.NewRequest(), Limits{})
	var e *service.Error
	require.True(t, errors.As(err, &e))
	require.Equal(t, "id", e.Fields[0].FieldName)
}

// FuzzDecodeJSV: the JSV reader never panics, fails only with a
// SerializationException, and reads back any string the JSV writer
// wrote (the note of AddSearchNote), whatever characters it holds.
func FuzzDecodeJSV(f *testing.F) {
	s := bindSchema(f)
	op, _ := s.Operation("AddSearchNote")
	for _, seed := range []string{`{request:{id:1,note:hi}}`, `{request:{note:"a ""b"", c"}}`, `{a:[{b:[]},{}]}`, `{"x":"y"}`, "{a:\xff}", `{a:"`, `{:}`, `{a:1,}`} {
		f.Add(seed, "note, \"quoted\" {x}:[y]\r\n")
	}
	f.Fuzz(func(t *testing.T, src, note string) {
		err := DecodeJSV([]byte(src), op.Request, op.NewRequest(), Limits{})
		if err != nil {
			var e *service.Error
			require.True(t, errors.As(err, &e), "%T %v", err, err)
			require.Equal(t, service.CodeMalformed, e.Code)
		}
		if !utf8.ValidString(note) || note == "" {
			return
		}
		body := "{request:{id:7,note:" + string(appendJSVString(nil, note)) + "}}"
		v := op.NewRequest().(*service.AddSearchNote)
		require.NoError(t, DecodeJSV([]byte(body), op.Request, v, Limits{}), "%q", body)
		require.Equal(t, note, v.Request.Note, "%q", body)
		require.Equal(t, int64(7), v.Request.ID)
	})
}
