package textnorm

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// render shows the forms of an analysed name: "split: a b | joined: ab".
// Classes other than plain are marked: word/particle.
func render(a *Analyzer, vs []Variant) string {
	var parts []string
	for _, v := range vs {
		var ws []string
		for _, t := range v.Tokens {
			w := string(a.Text(t))
			if t.Class != Plain {
				w += "/" + t.Class.String()
			}
			ws = append(ws, w)
		}
		parts = append(parts, v.Form.String()+": "+strings.Join(ws, " "))
	}
	return strings.Join(parts, " | ")
}

func TestAnalyze(t *testing.T) {
	all := Options{Translit: true, Joined: true, Concat: true}
	person := all
	person.Kind = KindPerson
	org := all
	org.Kind = KindOrg
	cases := []struct {
		name string
		opt  Options
		want string
	}{
		// Folding: case, diacritics, compatibility forms, special letters.
		{"Müller-Lüdenscheidt", Options{Translit: true}, "split: muller ludenscheidt"},
		{"ŁÓDŹ STRAßE Øresund Æbeltoft", Options{Translit: true}, "split: lodz strasse oresund aebeltoft"},
		{"Ｆｕｌｌ　Ｗｉｄｔｈ", Options{Translit: true}, "split: full width"},
		{"İSTANBUL Şahin Çelik Gönül", Options{Translit: true}, "split: istanbul sahin celik gonul"},
		{"Nguyễn Tấn Dũng", Options{Translit: true}, "split: nguyen tan dung"},
		// Transliteration, and its absence.
		{"Владимир Путин", Options{Translit: true}, "split: vladimir putin"},
		{"Владимир Путин", Options{}, "split: владимир путин"},
		{"Йосиф Щербаков Їжак", Options{Translit: true}, "split: yosif shcherbakov yizhak"},
		{"Ελευθέριος Βενιζέλος Ούζο", Options{Translit: true}, "split: eleytherios venizelos ouzo"},
		{"Արմեն Ոսկան", Options{Translit: true}, "split: armen oskan"},
		{"ჯუღაშვილი", Options{Translit: true}, "split: jughashvili"},
		{"金正恩", Options{Translit: true}, "split: 金正恩"},
		{"محمد", Options{Translit: true}, "split: محمد"},
		// Apostrophes join; hyphens give the split and the joined forms.
		{"O'BRIEN, So’ng-hun", all, "split: obrien song hun | joined: obrien songhun | concat: obriensonghun"},
		{"Mus?ab Mus\ufffdab", all, "split: musab musab | concat: musabmusab"}, // characters lost to an encoding join like apostrophes
		{"AL-QAEDA", all, "split: al/particle qaeda | joined: alqaeda"},
		{"al - qaida", all, "split: al/particle qaida | concat: alqaida"},
		{"BASHIR-UD-DIN", all, "split: bashir ud/particle din | joined: bashiruddin"}, // concat = joined
		// Concatenated form of 2-4 words only.
		{"JSC ARGUMENT", org, "split: jsc/legal-form argument | concat: jscargument"},
		{"A B C D E", all, "split: a b c d e/particle"},
		// Legal forms: dotted abbreviations joined when they spell one.
		{"BELLETECH L.L.C.", org, "split: belletech llc/legal-form | concat: belletechllc"},
		{"J.P. MORGAN", person, "split: j p morgan | concat: jpmorgan"},
		{"S.A. de C.V.", org, "split: sa/legal-form de/particle c v | concat: sadecv"},
		// Honorifics in person names; not in organisation names.
		{"Dr. Bashir Uddin MEHMOOD", person, "split: dr/honorific bashir uddin mehmood | concat: bashiruddinmehmood"},
		{"GENERAL TRADING LLC", Options{Translit: true}, "split: general trading llc/legal-form"},
		// Never empty: a name of classed words only keeps them as words.
		{"MR", person, "split: mr"},
		{"Al Bin", person, "split: al bin | concat: albin"},
		{"THE COMPANY LTD", org, "split: the company/legal-form ltd/legal-form | concat: thecompanyltd"},
		{"LLC", org, "split: llc"},
		// No letters or digits: nothing.
		{" -,. ", all, ""},
		{"11420 CORP.", org, "split: 11420 corp/legal-form | concat: 11420corp"},
	}
	var a Analyzer
	for _, c := range cases {
		got := render(&a, a.Analyze(c.name, c.opt))
		if got != c.want {
			t.Errorf("Analyze(%q)\n got: %s\nwant: %s", c.name, got, c.want)
		}
	}
}

func TestAnalyzeLimits(t *testing.T) {
	var a Analyzer
	long := strings.Repeat("x", 1000)
	vs := a.Analyze(long+" y", Options{})
	if n := len(a.Text(vs[0].Tokens[0])); n != MaxTokenLen {
		t.Errorf("first word %d bytes, want %d", n, MaxTokenLen)
	}
	many := strings.Repeat("ab ", 100)
	vs = a.Analyze(many, Options{})
	if n := len(vs[0].Tokens); n != MaxTokens {
		t.Errorf("%d words, want %d", n, MaxTokens)
	}
}

func TestAnalyzeNoAllocs(t *testing.T) {
	var a Analyzer
	opt := Options{Translit: true, Joined: true, Concat: true}
	a.Analyze("Mohammed Abdel-Halim HEMAIDA Saleh", opt) // grow the buffers
	if n := testing.AllocsPerRun(100, func() { a.Analyze("Владимир Владимирович Путин-Путин", opt) }); n > 0 {
		t.Errorf("%v allocations per Analyze in steady state", n)
	}
}

// FuzzAnalyze checks that any input analyses without panicking, that every
// word is non-empty, at most MaxTokenLen bytes and without separators, that
// the split form comes first, and that the analysis is deterministic.
func FuzzAnalyze(f *testing.F) {
	for _, s := range []string{"PUTIN, Vladimir", "AL-QA'IDA", "Ｆｕｌｌ", "Ο Ούζο", "L.L.C.", "\xff\xfe", "-", "a\u0301b",
		"Արմեն ու", "金正恩", "MR", strings.Repeat("é", 300)} {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, translit bool) {
		var a, b Analyzer
		opt := Options{Translit: translit, Joined: true, Concat: true}
		vs := a.Analyze(s, opt)
		r1 := render(&a, vs)
		if r2 := render(&b, b.Analyze(s, opt)); r1 != r2 {
			t.Fatalf("not deterministic: %q vs %q", r1, r2)
		}
		for k, v := range vs {
			if k == 0 && v.Form != FormSplit {
				t.Fatalf("first form %v", v.Form)
			}
			if len(v.Tokens) == 0 || len(v.Tokens) > MaxTokens {
				t.Fatalf("form %v has %d words", v.Form, len(v.Tokens))
			}
			plain := false
			for _, tok := range v.Tokens {
				w := a.Text(tok)
				if len(w) == 0 || len(w) > MaxTokenLen {
					t.Fatalf("word %q of %d bytes", w, len(w))
				}
				if strings.ContainsAny(string(w), " -.,'") {
					t.Fatalf("separator in word %q", w)
				}
				if translit && utf8.ValidString(s) && strings.ContainsAny(string(w), "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
					t.Fatalf("upper case in word %q", w)
				}
				plain = plain || tok.Class == Plain
			}
			if !plain {
				t.Fatalf("form %v made only of classed words", v.Form)
			}
		}
	})
}
