package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// Fuzz targets of the query binder and the JSV converter, and the
// regression tests of what they (and the hostile-input corpus) found.

func bindSchema(t testing.TB) *service.Schema {
	t.Helper()
	s, err := service.NewSchema("")
	require.NoError(t, err)
	return s
}

// FuzzBindQuery drives parseQuery and bindQuery with any query string
// against any operation. Properties: never panics; an error is always a
// *service.Error CodeMalformed SerializationException whose field errors
// name keys the query holds; a bound value always encodes to valid JSON;
// where net/url reads the query without error, parseQuery reads the same.
func FuzzBindQuery(f *testing.F) {
	s := bindSchema(f)
	ops := s.Operations()
	for i, q := range []string{
		"", "ids=1,2&dateRenewal=2026-01-01", "ids=[1,2]", `ids=["1","2"]`, "request={ids:[1,2],dateRenewal:2026-01-01T10:00:00}",
		`request={"ids":[1,2]}`, "page[limit]=many&page[offset]=-1&sort=name;DROP TABLE dbs_searches", "sort=(select 1)",
		"name=%27%20OR%201%3D1--&subUserName=%zz", "isApplicantInfoCompleted=true,false", "dateFrom=2024-02-30",
		"subUserId=3f2504e0-4f89-11d3-9a0c-0305e82c3301", "subUserId=nope", "state=PendingVerification&daysIncomplete=99999999999999999999",
		"state=9", "mil=1e400&ocrId=-1&id=1", "request={subUserName:inf,page:01,sortOrder:NaN}", "authentication={apiUserId:demo,apiUserKey:x}",
		"Request=%7B%7D&REQUEST=x", "format=xml&callback=cb&_=1", "ids=1&ids=2&ids=x",
	} {
		f.Add(q, uint8(i))
	}
	f.Fuzz(func(t *testing.T, raw string, sel uint8) {
		if std, err := url.ParseQuery(raw); err == nil {
			got := parseQuery(raw)
			if len(std) == 0 {
				require.Empty(t, got, "%q", raw)
			} else {
				require.Equal(t, std, got, "%q", raw)
			}
		}
		q := parseQuery(raw)
		op := ops[int(sel&0x7f)%len(ops)]
		v := op.NewRequest()
		err := bindQuery(q, op.Request, v, sel&0x80 == 0)
		if err != nil {
			var e *service.Error
			require.True(t, errors.As(err, &e), "%T %v", err, err)
			require.Equal(t, service.CodeMalformed, e.Code)
			require.Equal(t, "SerializationException", e.WireCode())
			require.NotEmpty(t, e.Fields)
			for _, fe := range e.Fields {
				_, ok := q[fe.FieldName]
				require.True(t, ok, "field %q is not a key of %q", fe.FieldName, raw)
			}
			return
		}
		enc := AppendJSON(nil, op.Request, v)
		require.True(t, json.Valid(enc), "%s", enc)
	})
}

// FuzzJSVToJSON: the JSV converter never panics; JSON passes through with
// the same meaning; and a JSV object {key:value} of any bare key and value
// becomes valid JSON holding the value as a JSON number or literal when it
// is one, else as a string.
func FuzzJSVToJSON(f *testing.F) {
	for _, s := range []string{
		`{Ids:[1,2],DateRenewal:2024-01-01}`, `{"ids":[1,2],"x":"a\"b\\"}`, `{Time:10:00:00}`, `[1, 2 ,3]`, `{a:inf}`, `{a:NaN}`,
		`{a:01}`, `{a:1.}`, `{a:.5}`, `{a:+1}`, `{a:0x1F}`, `{a:1_000}`, `{a:-0}`, `{a:1e400}`, `{a:"unterminated`, `"\`, `{a:b\xffc}`,
		"{a:\x07}", `{a:' OR 1=1--}`, `{a:{b:[c,{d:e}]}}`, `null`, `{a:true,b:false,c:null}`,
	} {
		f.Add(s, "k", "v")
	}
	f.Add("", "name", "inf")
	f.Add("", "page", "01")
	f.Add("", "x", "\U0001F600 \x01")
	f.Add("", "1", "true")
	f.Fuzz(func(t *testing.T, src, key, val string) {
		out := jsvToJSON(src)
		if json.Valid([]byte(src)) {
			require.True(t, json.Valid([]byte(out)), "%q -> %q", src, out)
			require.Equal(t, decodeAny(t, src), decodeAny(t, out), "%q -> %q", src, out)
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if key == "" || val == "" || strings.ContainsAny(key+val, "{}[],\":") {
			return
		}
		out = jsvToJSON("{" + key + ":" + val + "}")
		require.True(t, json.Valid([]byte(out)), "%q:%q -> %q", key, val, out)
		var m map[string]any
		d := json.NewDecoder(strings.NewReader(out))
		d.UseNumber()
		require.NoError(t, d.Decode(&m))
		require.Len(t, m, 1, "%q", out)
		got, ok := m[replaceInvalid(key)]
		require.True(t, ok, "%q:%q -> %q", key, val, out)
		switch {
		case val == "true" || val == "false" || val == "null":
			require.Equal(t, decodeAny(t, val), got, "%q", out)
		case isJSONNumber(val):
			require.Equal(t, json.Number(val), got, "%q", out)
		default:
			require.Equal(t, replaceInvalid(val), got, "%q", out)
		}
	})
}

// replaceInvalid replaces each byte of invalid UTF-8 with U+FFFD, as the
// JSON codec does.
func replaceInvalid(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(r) // an invalid byte ranges as utf8.RuneError
	}
	return b.String()
}

func decodeAny(t *testing.T, s string) any {
	t.Helper()
	d := json.NewDecoder(strings.NewReader(s))
	d.UseNumber()
	var v any
	require.NoError(t, d.Decode(&v), "%q", s)
	return v
}

// TestJSVNonJSONNumbers: bare JSV values that strconv.ParseFloat reads but
// JSON does not (inf, NaN, 01, 1., hex) are strings, and characters that
// Go quoting would escape in a non-JSON way are escaped as JSON
// (before the fix `request={subUserName:inf}` bound nothing but a
// SerializationException, and `{a:\x07}` became the invalid JSON "\a").
func TestJSVNonJSONNumbers(t *testing.T) {
	for in, want := range map[string]string{
		`{a:inf}`: `{"a":"inf"}`, `{a:NaN}`: `{"a":"NaN"}`, `{a:Infinity}`: `{"a":"Infinity"}`, `{a:01}`: `{"a":"01"}`,
		`{a:1.}`: `{"a":"1."}`, `{a:-0}`: `{"a":-0}`, `{a:1.5e3}`: `{"a":1.5e3}`, "{a:\x07}": `{"a":"\u0007"}`,
		"{a:b\xffc}": "{\"a\":\"b\uFFFDc\"}", "{a:\U0001F600}": "{\"a\":\"\U0001F600\"}", `{1:2,true:null}`: `{"1":2,"true":null}`,
	} {
		require.Equal(t, want, jsvToJSON(in), "%q", in)
		require.True(t, json.Valid([]byte(jsvToJSON(in))), "%q", in)
	}
	s := bindSchema(t)
	op, _ := s.Operation("GetValidIds")
	v := op.NewRequest().(*service.GetValidIds)
	require.NoError(t, bindQuery(parseQuery("request={subUserName:inf,nameSearch:NaN}"), op.Request, v, true))
	require.Equal(t, "inf", v.Request.SubUserName)
	require.Equal(t, "NaN", v.Request.NameSearch)
}

// TestJSVLinear: the converter is linear. FuzzJSVToJSON stalled on a value
// of many colons after much whitespace: each ':' re-scanned the whitespace
// before its token, so a 1 MiB form body (request={a:<spaces>b<colons>})
// took minutes of CPU. No timing assertion: a quadratic converter makes
// this input take minutes, which the test timeout reports.
func TestJSVLinear(t *testing.T) {
	n := 400_000
	s := "{a:" + strings.Repeat(" ", n) + "b" + strings.Repeat(":", n) + "}"
	out := jsvToJSON(s)
	require.Equal(t, `{"a":`+strings.Repeat(" ", n)+`"b`+strings.Repeat(":", n)+`"}`, out)
}

// TestFieldErrorsBounded: a member sent many times with a bad value is
// reported once, and one document yields at most 100 field errors (a 1 MB
// body of {"id":"x",...} made an 11 MB error reply, one entry per copy).
func TestFieldErrorsBounded(t *testing.T) {
	s := bindSchema(t)
	op, _ := s.Operation("GetSearch")
	body := `{"request":{` + strings.Repeat(`"id":"x",`, 100_000) + `"id":"x"}}`
	err := DecodeJSON([]byte(body), op.Request, op.NewRequest(), Limits{})
	var e *service.Error
	require.True(t, errors.As(err, &e))
	require.Len(t, e.Fields, 1)
	require.Equal(t, "id", e.Fields[0].FieldName)
	// Distinct names (case variants of one member) are capped.
	var b strings.Builder
	b.WriteString(`{"request":{"id":1`)
	for i := 0; i < 300; i++ {
		name := []byte("onlyshowunresolvedresults")
		for j := range name {
			if i>>j&1 == 1 {
				name[j] -= 'a' - 'A'
			}
		}
		b.WriteString(`,"` + string(name) + `":"perhaps"`)
	}
	b.WriteString(`}}`)
	err = DecodeJSON([]byte(b.String()), op.Request, op.NewRequest(), Limits{})
	require.True(t, errors.As(err, &e))
	require.Len(t, e.Fields, 100)
	dop, _ := s.Operation("GetDbsSearches")
	q := url.Values{}
	for i := 0; i < 300; i++ {
		name := []byte("isapplicantinfocompleted")
		for j := range name {
			if i>>j&1 == 1 {
				name[j] -= 'a' - 'A'
			}
		}
		q.Set(string(name), "perhaps")
	}
	err = bindQuery(q, dop.Request, dop.NewRequest(), true)
	require.True(t, errors.As(err, &e))
	require.Len(t, e.Fields, 100)
}

// TestParseQueryKeepsEveryPair: a ';' or a stray '%' in a query value no
// longer makes the whole parameter vanish (net/url drops such pairs, so
// `name=%zz` listed every record unfiltered and `sort=name;DROP TABLE x`
// sorted by the default instead of being refused).
func TestParseQueryKeepsEveryPair(t *testing.T) {
	q := parseQuery("sort=name;DROP%20TABLE%20dbs_searches&name=%zz&a=100%&b=%4&c=%41%2b+x&&=v&k&d=1&d=2;3")
	require.Equal(t, url.Values{
		"sort": {"name;DROP TABLE dbs_searches"}, "name": {"%zz"}, "a": {"100%"}, "b": {"%4"}, "c": {"A+ x"},
		"": {"v"}, "k": {""}, "d": {"1", "2;3"},
	}, q)
	s := bindSchema(t)
	op, _ := s.Operation("GetDbsSearches")
	v := op.NewRequest().(*service.GetDbsSearches)
	require.NoError(t, bindQuery(q, op.Request, v, true))
	require.Equal(t, "name;DROP TABLE dbs_searches", v.Sort)
	require.Equal(t, "%zz", v.Name)
	// Form bodies are read the same way.
	form, err := parseForm([]byte("name=a;b&sort=%"))
	require.NoError(t, err)
	require.Equal(t, url.Values{"name": {"a;b"}, "sort": {"%"}}, form)
	require.True(t, bytes.Equal([]byte(unescapeQuery("%E2%82%AC")), []byte("€")))
}
