package pdfdoc_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service/pdfdoc"
	"github.com/screengate/screengate/service/pdfdoc/pdftext"
)

// names in the scripts the lists carry.
var names = []struct{ script, name string }{
	{"Latin", "José Müller-Łukasiewicz"},
	{"Cyrillic", "Иван Петрович Сидоров"},
	{"Greek", "Γιώργος Παπαδόπουλος"},
	{"Arabic", "محمد الأحمد"},
	{"Hebrew", "דוד כהן"},
	{"Chinese", "王建国"},
	{"Japanese", "やまだ たろう 山田太郎"},
	{"Korean", "김정은"},
}

// TestScripts: every script prints with an embedded font that has its
// glyphs, and the text reads back (the ToUnicode map is the identity on
// the code points written).
func TestScripts(t *testing.T) {
	d := pdfdoc.New("Scripts", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	d.Heading("Names")
	for _, n := range names {
		d.Row(n.script, n.name)
	}
	d.Line("Mixed: Wang 王建国 / Иван / محمد")
	b, err := d.Bytes()
	require.NoError(t, err)
	spans, err := pdftext.Spans(b)
	require.NoError(t, err)
	text := pdftext.Text(spans)
	fonts := map[string]bool{}
	for _, s := range spans {
		require.True(t, s.Embedded, "font %s is embedded", s.Font)
		require.Empty(t, s.Missing, "glyphs missing in %s for %q", s.Font, s.Text)
		fonts[s.Font] = true
	}
	for _, n := range names {
		for _, w := range strings.Fields(n.name) {
			require.Contains(t, text, w, "%s name", n.script)
		}
	}
	require.True(t, fonts["utf8dejavusans"] && fonts["utf8dejavusansB"] && fonts["utf8droidsansfallback"], "fonts used: %v", fonts)
	require.Contains(t, text, "Mixed: Wang ")
}

// TestLatinOnlyLeavesFallbackOut: a document without CJK text does not
// embed (or parse) the CJK fallback font.
func TestLatinOnlyLeavesFallbackOut(t *testing.T) {
	d := pdfdoc.New("Latin", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	d.Row("Name", "Иван Petrov")
	b, err := d.Bytes()
	require.NoError(t, err)
	require.NotContains(t, string(b), "droidsansfallback")
	spans, err := pdftext.Spans(b)
	require.NoError(t, err)
	require.Contains(t, pdftext.Text(spans), "Иван Petrov")
}

// TestHostileText: control characters, invalid UTF-8 and very long values
// neither fail nor corrupt the document.
func TestHostileText(t *testing.T) {
	d := pdfdoc.New("Hostile", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	d.Row("Name\x00", "a\x01b\xff\xfec) Tj (x\\"+strings.Repeat("王", 600)+strings.Repeat(" word", 400))
	d.Row(strings.Repeat("very long label ", 20), "v")
	b, err := d.Bytes()
	require.NoError(t, err)
	spans, err := pdftext.Spans(b)
	require.NoError(t, err)
	text := pdftext.Text(spans)
	require.Contains(t, text, "c) Tj (x\\")
	require.Contains(t, text, "\uFFFD")
	require.Equal(t, 600, strings.Count(text, "王"))
}

func BenchmarkRender(b *testing.B) {
	for _, bc := range []struct{ name, value string }{{"latin-cyrillic", "Иван Петрович Сидоров"}, {"with-cjk", "王建国 Иван"}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				d := pdfdoc.New("Bench", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
				for j := 0; j < 30; j++ {
					d.Row("Name", bc.value)
				}
				out, err := d.Bytes()
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(out)))
			}
		})
	}
}
