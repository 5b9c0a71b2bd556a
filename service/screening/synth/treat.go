package synth

import (
	"strings"
)

// Treatments are the perturbations Treat applies, in the spirit of
// yente's validation treatments.
var Treatments = []string{
	"reorder",     // "A B C" -> "B C, A"
	"swap",        // two adjacent letters swapped
	"drop-double", // a doubled letter written once
	"double",      // a letter written twice
	"delete",      // a letter dropped
	"insert",      // a vowel inserted
	"replace",     // a letter replaced by a similar one
	"boundary",    // a word boundary moved by one letter
	"join",        // two words run together
	"split",       // a long word split in two
	"drop-word",   // a middle word dropped
	"respell",     // another usual romanisation
	"ascii",       // diacritics stripped
	"lower",       // lower case
}

// Treat applies k random treatments to name and returns the result and
// the treatments applied (a treatment that cannot apply is skipped).
func (g *Generator) Treat(name string, k int) (string, []string) {
	var done []string
	for i := 0; i < k; i++ {
		t := Treatments[g.r.IntN(len(Treatments))]
		if out, ok := g.treat(name, t); ok && out != name {
			name = out
			done = append(done, t)
		}
	}
	return name, done
}

// TreatWith applies treatment t (one of Treatments) if it can.
func (g *Generator) TreatWith(name, t string) (string, bool) { return g.treat(name, t) }

func (g *Generator) treat(name, t string) (string, bool) {
	b := []byte(name)
	words := strings.Fields(name)
	// letter positions inside words (ASCII letters only)
	letters := func() []int {
		var out []int
		for i, c := range b {
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				out = append(out, i)
			}
		}
		return out
	}
	isLetter := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
	switch t {
	case "reorder":
		if len(words) < 2 {
			return name, false
		}
		return strings.Join(words[1:], " ") + ", " + strings.TrimSuffix(words[0], ","), true
	case "swap":
		ls := letters()
		var cand []int
		for _, i := range ls {
			if i+1 < len(b) && isLetter(b[i+1]) && b[i] != b[i+1] {
				cand = append(cand, i)
			}
		}
		if len(cand) == 0 {
			return name, false
		}
		i := cand[g.r.IntN(len(cand))]
		b[i], b[i+1] = b[i+1], b[i]
		return string(b), true
	case "drop-double":
		var cand []int
		for i := 0; i+1 < len(b); i++ {
			if isLetter(b[i]) && b[i] == b[i+1] {
				cand = append(cand, i)
			}
		}
		if len(cand) == 0 {
			return name, false
		}
		i := cand[g.r.IntN(len(cand))]
		return string(append(b[:i:i], b[i+1:]...)), true
	case "double":
		ls := letters()
		if len(ls) == 0 {
			return name, false
		}
		i := ls[g.r.IntN(len(ls))]
		return string(b[:i+1]) + string(b[i]) + string(b[i+1:]), true
	case "delete":
		var cand []int
		for _, i := range letters() {
			// keep single-letter words
			if (i > 0 && isLetter(b[i-1])) || (i+1 < len(b) && isLetter(b[i+1])) {
				cand = append(cand, i)
			}
		}
		if len(cand) == 0 {
			return name, false
		}
		i := cand[g.r.IntN(len(cand))]
		return string(append(b[:i:i], b[i+1:]...)), true
	case "insert":
		ls := letters()
		if len(ls) == 0 {
			return name, false
		}
		i := ls[g.r.IntN(len(ls))] + 1
		v := "aeiou"[g.r.IntN(5)]
		if i > 0 && b[i-1] >= 'A' && b[i-1] <= 'Z' {
			v -= 'a' - 'A'
		}
		return string(b[:i]) + string(v) + string(b[i:]), true
	case "replace":
		similar := map[byte]string{'a': "eo", 'e': "ai", 'i': "ye", 'o': "ua", 'u': "oi", 'y': "ij", 'c': "ks",
			'k': "cq", 'q': "kg", 's': "zc", 'z': "s", 'd': "t", 't': "d", 'b': "pv", 'p': "b", 'v': "wf",
			'w': "v", 'f': "v", 'g': "kj", 'j': "yg", 'm': "n", 'n': "m", 'l': "r", 'r': "l", 'h': "k", 'x': "ks"}
		ls := letters()
		if len(ls) == 0 {
			return name, false
		}
		i := ls[g.r.IntN(len(ls))]
		c := b[i]
		upper := c >= 'A' && c <= 'Z'
		lc := c | 0x20
		opts := similar[lc]
		if opts == "" {
			return name, false
		}
		r := opts[g.r.IntN(len(opts))]
		if upper {
			r -= 'a' - 'A'
		}
		b[i] = r
		return string(b), true
	case "boundary":
		var cand []int
		for i := 1; i+1 < len(b); i++ {
			if b[i] == ' ' && isLetter(b[i-1]) && isLetter(b[i+1]) {
				cand = append(cand, i)
			}
		}
		if len(cand) == 0 {
			return name, false
		}
		i := cand[g.r.IntN(len(cand))]
		if g.chance(0.5) && i >= 2 && isLetter(b[i-2]) {
			b[i-1], b[i] = b[i], b[i-1] // "AB CD" -> "A BCD"
		} else if i+2 < len(b) && isLetter(b[i+2]) {
			b[i], b[i+1] = b[i+1], b[i] // "AB CD" -> "ABC D"
		} else {
			return name, false
		}
		return string(b), true
	case "join":
		var cand []int
		for i := 1; i+1 < len(b); i++ {
			if b[i] == ' ' && isLetter(b[i-1]) && isLetter(b[i+1]) {
				cand = append(cand, i)
			}
		}
		if len(cand) == 0 {
			return name, false
		}
		i := cand[g.r.IntN(len(cand))]
		return string(append(b[:i:i], b[i+1:]...)), true
	case "split":
		var cand []int
		for wi, w := range words {
			if len(w) >= 8 {
				cand = append(cand, wi)
			}
		}
		if len(cand) == 0 {
			return name, false
		}
		wi := cand[g.r.IntN(len(cand))]
		w := words[wi]
		cut := 3 + g.r.IntN(len(w)-5)
		words[wi] = w[:cut] + " " + w[cut:]
		return strings.Join(words, " "), true
	case "drop-word":
		if len(words) < 3 {
			return name, false
		}
		i := 1 + g.r.IntN(len(words)-2)
		return strings.Join(append(words[:i:i], words[i+1:]...), " "), true
	case "respell":
		return g.respell(name), true
	case "ascii":
		s := stripMarks(name)
		return s, s != name
	case "lower":
		return strings.ToLower(name), true
	}
	return name, false
}
