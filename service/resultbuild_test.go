package service

import (
	"fmt"
	"strings"
	"testing"

	"github.com/screengate/screengate/service/screening"
)

// TestAppendDateAsFmt pins appendDate (dateText's and the "Date listed"
// remark's writer) to the fmt verbs it replaced.
func TestAppendDateAsFmt(t *testing.T) {
	for _, d := range []screening.Date{
		{Year: 1963, Month: 10, Day: 22}, {Year: 1963, Month: 1, Day: 2}, {Year: 5, Month: 12, Day: 31},
		{Year: 12345, Month: 7, Day: 9}, {Year: -44, Month: 3, Day: 15}, {Year: -1, Month: 0, Day: 0},
		{Year: 2001}, {Year: 999, Month: 255, Day: 100},
	} {
		if got, want := dateText(d), fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year); got != want {
			t.Errorf("dateText(%+v) = %q, want %q", d, got, want)
		}
		var b [10]byte
		got := string(appendDate(b[:0], '-', int(d.Year), 4, int(d.Month), 2, int(d.Day), 2))
		if want := fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day); got != want {
			t.Errorf("listed date of %+v = %q, want %q", d, got, want)
		}
	}
}

// TestSplitLastWordAsFields pins splitLastWord's no-copy path to the
// strings.Fields split it shortcuts.
func TestSplitLastWordAsFields(t *testing.T) {
	fields := func(full string) (string, string) {
		f := strings.Fields(full)
		if len(f) < 2 {
			return "", full
		}
		return strings.Join(f[:len(f)-1], " "), f[len(f)-1]
	}
	for _, s := range []string{"", " ", "  ", "BENGHAZ", "BENGHAZ FATIMA", "AL BENGHAZ, FATIMA ABDULHALIM", " LEADING",
		"TRAILING ", "DOUBLE  SPACE", "TAB\tSEP", "NEW\nLINE", "NBSP\u00a0SEP", "ÉLODIE DURAND", "A B C D", "\v", "X\rY", "X\fY"} {
		f, l := splitLastWord(s)
		wf, wl := fields(s)
		if f != wf || l != wl {
			t.Errorf("splitLastWord(%q) = %q, %q; want %q, %q", s, f, l, wf, wl)
		}
	}
}

// TestNameLabelIsLabel pins nameLabel to the engine's Label for every
// name type and quality, in the table and out of it.
func TestNameLabelIsLabel(t *testing.T) {
	for typ := range 256 {
		for q := range 256 {
			n := screening.Name{Full: "A B", Title: "Dr", Type: screening.NameType(typ), Quality: screening.Quality(q)}
			if got, want := nameLabel(&n), n.Label(); got != want {
				t.Fatalf("nameLabel(%d, %d) = %q, want %q", typ, q, got, want)
			}
		}
	}
}
