package service

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// FuzzParseDateTime: any date ParseDateTime accepts is UTC, within the
// range .NET's DateTime can hold (years 1-9999, what DataContract clients
// read back), and survives the trip through both output forms
// (AppendXMLDate, AppendJSONDate) at millisecond precision.
func FuzzParseDateTime(f *testing.F) {
	for _, s := range []string{
		"2026-01-02", "20260102", "2026-01-02T03:04:05", "2026-01-02T03:04:05.1234567",
		"2026-01-02T03:04:05Z", "2026-01-02T03:04:05.999999999+05:30", "2026-01-02T03:04",
		"2026-01-02 03:04:05", "2026-01-02 03:04:05.5-01:00", `\/Date(1767323045000+0000)\/`,
		"/Date(1767323045000)/", "/Date(-62135596800000)/", "/Date(253402300799999)/",
		`\/Date(0-0130)\/`, "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.9999999",
		"0001-01-01T00:30:00+01:00", "9999-12-31T23:30:00-01:00", "0000-01-01", "2024-02-30",
		"2024-13-01", "1e400", "", " ", "/Date()/", "/Date(99999999999999999999)/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseDateTime(s)
		if err != nil {
			return
		}
		require.Equal(t, time.UTC, got.Location(), "%q", s)
		require.True(t, got.Year() >= 1 && got.Year() <= 9999, "%q gave %v, outside years 1-9999", s, got)
		x := AppendXMLDate(nil, got)
		back, err := ParseDateTime(string(x))
		require.NoError(t, err, "%q -> %s", s, x)
		require.Equal(t, got.UnixMilli(), back.UnixMilli(), "%q -> %s", s, x)
		j := AppendJSONDate(nil, got)
		back, err = ParseDateTime(strings.Trim(string(j), `"`))
		require.NoError(t, err, "%q -> %s", s, j)
		require.Equal(t, got.UnixMilli(), back.UnixMilli(), "%q -> %s", s, j)
	})
}

// TestParseDateTimeRange: dates whose UTC instant falls outside years
// 1-9999 are refused (found by FuzzParseDateTime: "0001-01-01T00:30:00+01:00"
// was accepted as year 0 and written back as "0000-12-31T23:30:00", which
// DataContract clients cannot read, and "9999-12-31T23:30:00-01:00" became
// "10000-01-01T00:30:00", which no parser reads).
func TestParseDateTimeRange(t *testing.T) {
	for _, s := range []string{"0000-01-01", "00000101", "0000-06-01T00:00:00", "0001-01-01T00:30:00+01:00",
		"9999-12-31T23:30:00-01:00", "9999-12-31 23:59:59-00:01"} {
		_, err := ParseDateTime(s)
		require.Error(t, err, s)
	}
	for _, s := range []string{"0001-01-01", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.9999999", "9999-12-31T23:59:59+00:00",
		"/Date(-62135596800000)/", "/Date(253402300799999)/"} {
		_, err := ParseDateTime(s)
		require.NoError(t, err, s)
	}
}

// primitiveKinds are the schema types of every primitive kind, built the
// way the registry builds them.
func primitiveKinds() []*Type {
	return []*Type{
		{Kind: KindString, Name: "string", GoType: reflect.TypeFor[string]()},
		{Kind: KindBool, Name: "boolean", GoType: reflect.TypeFor[bool]()},
		{Kind: KindShort, Name: "short", GoType: reflect.TypeFor[int16]()},
		{Kind: KindInt, Name: "int", GoType: reflect.TypeFor[int32]()},
		{Kind: KindLong, Name: "long", GoType: reflect.TypeFor[int64]()},
		{Kind: KindByte, Name: "unsignedByte", GoType: reflect.TypeFor[uint8]()},
		{Kind: KindDecimal, Name: "decimal", GoType: reflect.TypeFor[Decimal]()},
		{Kind: KindDateTime, Name: "dateTime", GoType: reflect.TypeFor[time.Time]()},
		{Kind: KindGUID, Name: "guid", GoType: reflect.TypeFor[GUID]()},
		{Kind: KindBytes, Name: "base64Binary", GoType: reflect.TypeFor[[]byte]()},
		{Kind: KindEnum, Name: "ClientState", GoType: reflect.TypeFor[int32](), EnumNames: []string{"PendingCompletion", "PendingVerification"}},
	}
}

// FuzzSetPrimitive: SetPrimitive (the XML reader's and the query binder's
// way into every primitive kind, including short, byte and decimal that no
// request carries) never panics, and what it accepts re-formats with
// AppendPrimitiveText to a text that parses to the same value.
func FuzzSetPrimitive(f *testing.F) {
	kinds := primitiveKinds()
	for i, s := range []string{"", "abc", "1", "-1", "1e400", "99999999999999999999", "32768", "-32769", "256", "-0",
		"1.5", "0.0000000000000000001", "1e18", "1e-19", "+7.50", "true", "TRUE", "0", "yes",
		"2026-01-02T03:04:05.1234567", "2024-02-30", "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
		"{3f2504e0-4f89-11d3-9a0c-0305e82c3301}", "3f2504e04f8911d39a0c0305e82c3301", "zzzz", "aGVsbG8=", "aGVsbG8",
		"pendingverification", "2", "' OR 1=1--"} {
		f.Add(s, uint8(i))
	}
	f.Fuzz(func(t *testing.T, text string, sel uint8) {
		typ := kinds[int(sel)%len(kinds)]
		v := reflect.New(typ.GoType).Elem()
		if err := SetPrimitive(v, typ, text); err != nil {
			return
		}
		out := AppendPrimitiveText(nil, v, typ)
		v2 := reflect.New(typ.GoType).Elem()
		require.NoError(t, SetPrimitive(v2, typ, string(out)), "%s %q -> %q", typ.Name, text, out)
		if typ.Kind == KindDateTime {
			require.Equal(t, v.Interface().(time.Time).UnixMilli(), v2.Interface().(time.Time).UnixMilli(), "%q -> %q", text, out)
			return
		}
		require.Equal(t, string(out), string(AppendPrimitiveText(nil, v2, typ)), "%s %q -> %q", typ.Name, text, out)
	})
}

// TestSetPrimitiveRejects: a value of the wrong type is an error for every
// primitive kind, never a panic or a silent zero. (FuzzSetPrimitive found
// ParseDecimal("e0") indexing an empty string: a panic.)
func TestSetPrimitiveRejects(t *testing.T) {
	bad := map[Kind][]string{
		KindBool:     {"", "maybe", "2", "tru", "1e400"},
		KindShort:    {"", "x", "32768", "-32769", "1.5", "1e3", "99999999999999999999"},
		KindInt:      {"", "x", "2147483648", "-2147483649", "1.5", "1e400", "0x10"},
		KindLong:     {"", "x", "9223372036854775808", "99999999999999999999", "1e400", "1.0", "--1"},
		KindByte:     {"", "x", "256", "-1", "1.5"},
		KindDecimal:  {"", "x", "1e400", "99999999999999999999", "1.2.3", "NaN", "Infinity", "0x10", "e0", "E5", "-e1", ".e1"},
		KindDateTime: {"", "x", "2024-02-30", "2024-13-01", "2024-01-01T25:00:00", "/Date(abc)/", "1e400", "0000-01-01"},
		KindGUID:     {"", "x", "3f2504e0-4f89-11d3-9a0c-0305e82c330", "3f2504e0x4f89x11d3x9a0cx0305e82c3301", "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz", "' OR 1=1--"},
		KindBytes:    {"%%%", "a"},
		KindEnum:     {"", "Verified", "2", "-1", "PendingCompletion;DROP"},
	}
	for _, typ := range primitiveKinds() {
		for _, s := range bad[typ.Kind] {
			v := reflect.New(typ.GoType).Elem()
			require.Error(t, SetPrimitive(v, typ, s), "%s %q", typ.Name, s)
		}
	}
}
