package jsonstr

import (
	"encoding/json"
	"strings"
	"testing"
)

var samples = []string{
	"", "plain", `quote " and \ backslash`, "tab\tnew\nline\rfeed\fback\b", "\x00\x01\x1f\x7f",
	"<script>&amp;</script>", "Путин, Владимир", "金正恩", "line\u2028para\u2029end",
	"bad \xff\xfe utf-8", "\xc3", "emoji 😀 /slash/",
}

func TestAppendHTMLSafeIsEncodingJSON(t *testing.T) {
	for _, s := range samples {
		want, _ := json.Marshal(s)
		if got := AppendHTMLSafe(nil, s); string(got) != string(want) {
			t.Errorf("AppendHTMLSafe(%q) = %s, want %s", s, got, want)
		}
	}
}

func TestAppend(t *testing.T) {
	for _, s := range samples {
		checkAppend(t, s)
	}
	if got := string(Append([]byte("x"), "<a&b>")); got != `x"<a&b>"` {
		t.Errorf("HTML characters: %s, want them as they are after the prefix", got)
	}
	if got := string(Append(nil, "a\xffb")); got != "\"a\uFFFDb\"" {
		t.Errorf("invalid UTF-8: %s, want U+FFFD as is", got)
	}
}

// checkAppend: Append writes valid JSON that decodes to what
// encoding/json's own string decodes to, with no HTML escapes.
func checkAppend(t *testing.T, s string) {
	t.Helper()
	got := Append(nil, s)
	var back, want string
	if err := json.Unmarshal(got, &back); err != nil {
		t.Fatalf("Append(%q) = %s: %v", s, got, err)
	}
	ref, _ := json.Marshal(s)
	_ = json.Unmarshal(ref, &want)
	if back != want {
		t.Errorf("Append(%q) decodes to %q, want %q", s, back, want)
	}
	if strings.Contains(string(got), `\u003c`) || strings.Contains(string(got), `\u0026`) {
		t.Errorf("Append(%q) = %s: HTML characters escaped", s, got)
	}
}

func FuzzAppend(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := AppendHTMLSafe(nil, s); string(got) != string(want) {
			t.Fatalf("AppendHTMLSafe(%q) = %s, want %s", s, got, want)
		}
		checkAppend(t, s)
	})
}
