// Package pdfdoc lays out the service's PDF documents (saved sanctions,
// PEP and ValidID searches): a title, headed sections of label/value rows
// and a footer, in embedded Unicode TrueType fonts, so that names in any
// script the lists carry (Latin, Cyrillic, Greek, Arabic, Hebrew, Chinese,
// Japanese, Korean) print as themselves rather than as dots.
//
// Fonts (docs/choices.md, "PDF fonts"): DejaVu Sans and DejaVu Sans Bold
// (github.com/go-fonts/dejavu; the DejaVu/Bitstream Vera licence allows
// embedding) for everything they cover, and Droid Sans Fallback (Apache
// 2.0, from Debian's fonts-droid-fallback, vendored gzip-compressed under
// fonts/) for the runs of text DejaVu lacks (CJK ideographs, kana,
// Hangul). The fallback is parsed only by documents that need it. fpdf
// embeds the subset of glyphs a document uses, with a ToUnicode map, so
// the text can be searched and copied. Right-to-left scripts are written
// in logical order without contextual shaping (a known limit).
package pdfdoc

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
	"unicode"

	"codeberg.org/go-pdf/fpdf"
	"github.com/go-fonts/dejavu/dejavusans"
	"github.com/go-fonts/dejavu/dejavusansbold"
)

//go:embed fonts/DroidSansFallback.ttf.gz
var fallbackGz []byte

var fallback = sync.OnceValues(func() ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(fallbackGz))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
})

// Font family names inside a document.
const (
	sans = "DejaVuSans"
	cjk  = "DroidSansFallback"
)

// Doc is one document being laid out.
type Doc struct {
	pdf      *fpdf.Fpdf
	title    string
	cjkAdded bool
	err      error
}

// New starts a document titled title, dated now (its metadata and footer
// carry it; the output is reproducible for a given now).
func New(title string, now time.Time) *Doc {
	pdf := fpdf.New("P", "mm", "A4", "")
	d := &Doc{pdf: pdf, title: title}
	pdf.SetTitle(title, true)
	pdf.SetCreator("screengate", true)
	pdf.SetCreationDate(now)
	pdf.SetModificationDate(now)
	pdf.SetCatalogSort(true)
	pdf.AddUTF8FontFromBytes(sans, "", dejavusans.TTF)
	pdf.AddUTF8FontFromBytes(sans, "B", dejavusansbold.TTF)
	pdf.SetFooterFunc(func() {
		pdf.SetY(-12)
		pdf.SetFont(sans, "", 8)
		pdf.CellFormat(0, 8, fmt.Sprintf("%s - generated %s UTC - page %d", title, now.UTC().Format("2006-01-02 15:04"), pdf.PageNo()), "", 0, "C", false, 0, "")
	})
	pdf.AddPage()
	d.text(title, "B", 16, 10)
	pdf.Ln(10)
	return d
}

// Heading starts a section.
func (d *Doc) Heading(s string) {
	d.pdf.Ln(3)
	_, y := d.pdf.GetXY()
	d.text(s, "B", 12, 7)
	d.pdf.Ln(7)
	w, _ := d.pdf.GetPageSize()
	l, _, r, _ := d.pdf.GetMargins()
	d.pdf.Line(l, y+7, w-r, y+7)
	d.pdf.Ln(1)
}

// Row prints a label and its value (wrapped beside the label).
func (d *Doc) Row(label, value string) {
	l, _, _, _ := d.pdf.GetMargins()
	// The label, clipped to its column, then the value from 45 mm with the
	// left margin moved there so that it wraps beside the label.
	d.pdf.SetX(l)
	d.textClipped(label, "B", 9, 45, 5)
	d.pdf.SetLeftMargin(l + 45)
	d.pdf.SetX(l + 45)
	d.text(value, "", 9, 5)
	d.pdf.SetLeftMargin(l)
	d.pdf.Ln(5)
}

// Line prints a line of bold text across the page (a result's title).
func (d *Doc) Line(s string) {
	l, _, _, _ := d.pdf.GetMargins()
	d.pdf.SetX(l)
	d.text(s, "B", 10, 6)
	d.pdf.Ln(6)
}

// Space adds vertical space (mm).
func (d *Doc) Space(mm float64) { d.pdf.Ln(mm) }

// Bytes finishes the document.
func (d *Doc) Bytes() ([]byte, error) {
	if d.err != nil {
		return nil, d.err
	}
	var buf bytes.Buffer
	if err := d.pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("rendering PDF: %w", err)
	}
	return buf.Bytes(), nil
}

// text writes s from the current position in style and size, switching to
// the fallback font for the runs DejaVu does not cover; lines wrap at the
// right margin and continue at the left one.
func (d *Doc) text(s, style string, size, h float64) {
	s = printable(s)
	for _, r := range runs(s) {
		fam, st := sans, style
		if r.fallback {
			if !d.useFallback() {
				fam = sans // prints as missing glyphs rather than failing the document
			} else {
				fam, st = cjk, ""
			}
		}
		d.pdf.SetFont(fam, st, size)
		d.pdf.Write(h, r.text)
	}
}

// textClipped writes s in a cell of width w, cut (with "...") to fit.
func (d *Doc) textClipped(s, style string, size, w, h float64) {
	s = printable(s)
	d.pdf.SetFont(sans, style, size)
	if d.pdf.GetStringWidth(s) > w-1 {
		rs := []rune(s)
		for len(rs) > 0 && d.pdf.GetStringWidth(string(rs)+"...") > w-1 {
			rs = rs[:len(rs)-1]
		}
		s = string(rs) + "..."
	}
	x := d.pdf.GetX()
	d.text(s, style, size, h)
	d.pdf.SetX(x + w)
}

func (d *Doc) useFallback() bool {
	if d.cjkAdded {
		return true
	}
	b, err := fallback()
	if err != nil {
		d.err = fmt.Errorf("pdf: fallback font: %w", err)
		return false
	}
	d.pdf.AddUTF8FontFromBytes(cjk, "", b)
	d.cjkAdded = true
	return true
}

type run struct {
	text     string
	fallback bool
}

// runs splits s into runs for DejaVu and runs for the fallback font.
func runs(s string) []run {
	var out []run
	start, fb := 0, false
	for i, r := range s {
		f := needsFallback(r)
		if i > 0 && f != fb && !unicode.IsSpace(r) {
			out = append(out, run{s[start:i], fb})
			start = i
		}
		if i == 0 || !unicode.IsSpace(r) {
			fb = f
		}
	}
	if start < len(s) {
		out = append(out, run{s[start:], fb})
	}
	return out
}

// needsFallback reports whether DejaVu Sans lacks r: the CJK, kana and
// Hangul blocks (and their compatibility and half/full-width forms).
func needsFallback(r rune) bool {
	switch {
	case r >= 0x1100 && r <= 0x11FF, // Hangul Jamo
		r >= 0x2E80 && r <= 0x2FDF,   // CJK radicals, Kangxi
		r >= 0x3000 && r <= 0x303F,   // CJK symbols and punctuation
		r >= 0x3040 && r <= 0x31FF,   // kana, Bopomofo, Hangul compatibility Jamo, kanbun
		r >= 0x3200 && r <= 0x9FFF,   // enclosed CJK, CJK compatibility, Ext A, unified ideographs
		r >= 0xA960 && r <= 0xA97F,   // Hangul Jamo Ext A
		r >= 0xAC00 && r <= 0xD7FF,   // Hangul syllables, Jamo Ext B
		r >= 0xF900 && r <= 0xFAFF,   // CJK compatibility ideographs
		r >= 0xFE30 && r <= 0xFE4F,   // CJK compatibility forms
		r >= 0xFF00 && r <= 0xFFEF,   // half- and full-width forms
		r >= 0x20000 && r <= 0x3FFFF: // supplementary ideographs
		return true
	}
	return false
}

// printable replaces control characters (other than none: rows are single
// paragraphs) and invalid UTF-8 with spaces or U+FFFD.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' || r == '\r' {
			return ' '
		}
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
}
