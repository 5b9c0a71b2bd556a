package screening

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestExpandExact checks the fuzzy word expansion against a scan of the
// whole vocabulary with the same similarity, for words of the vocabulary,
// perturbed words and random ones, at several thresholds, in both presets.
func TestExpandExact(t *testing.T) {
	ents := make([]Entity, 0, 2000)
	r := rand.New(rand.NewPCG(5, 6))
	const alpha = "aaabcdeeefghiiijklmnoooprstuuvyz"
	word := func() string {
		b := make([]byte, 1+r.IntN(11))
		for i := range b {
			b[i] = alpha[r.IntN(len(alpha))]
		}
		return string(b)
	}
	for i := 0; i < 2000; i++ {
		n := word() + " " + word()
		if i%7 == 0 {
			n += " " + word() + "-" + word()
		}
		if i%11 == 0 {
			n += " LLC 1234"
		}
		ents = append(ents, Entity{List: "T", Key: word(), Names: []Name{{Full: n}}})
	}
	ix, err := Build(ents, BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var km kminTable
	checked := 0
	n := 1000
	if testing.Short() || raceOn {
		n = 200
	}
	for i := 0; i < n; i++ {
		var w []byte
		switch i % 3 {
		case 0:
			w = []byte(ix.voc.word(uint32(r.IntN(ix.voc.size()))))
		case 1:
			w = []byte(ix.voc.word(uint32(r.IntN(ix.voc.size()))))
			if len(w) > 1 {
				k := r.IntN(len(w))
				w[k] = alpha[r.IntN(len(alpha))]
				if r.IntN(2) == 0 {
					w = append(w[:k:k], w[k+1:]...)
				}
			}
		case 2:
			w = []byte(word())
		}
		if i%5 == 4 {
			// A long word, as a concatenated form is (the expansions
			// then keep to a narrow window of lengths).
			w = append(slices.Clip(w), ix.voc.word(uint32(r.IntN(ix.voc.size())))...)
		}
		if len(w) == 0 {
			continue
		}
		for _, preset := range []Preset{PresetPrecise, PresetOFAC} {
			p := &presets[preset]
			for _, tau := range []float64{p.floor, 0.7, 0.8, 0.9, 0.97} {
				if tau < p.floor {
					continue
				}
				q := queryWord{text: w, legal: legalID(w), sig: signatureOf(w), pre: packPrefix(w)}
				got := ix.voc.expand(p, &q, tau, nil, &km)
				// Words of split and joined forms count by tokenSim; words
				// only in concatenated forms under the concatenated-form
				// rule, and not at all in the ofac preset.
				var want []cand
				for id := uint32(0); id < uint32(ix.voc.size()); id++ {
					s := p.tokenSim(w, ix.voc.wordBytes(id), q.legal, ix.voc.legal[id])
					if id >= ix.voc.nbase {
						d := len(w) - int(ix.voc.ln[id])
						if p.concatMin == 0 || d > p.concatLen || -d > p.concatLen || s < p.concatMin {
							continue
						}
					}
					if s >= tau {
						want = append(want, cand{id, s})
					}
				}
				slices.SortFunc(want, func(a, b cand) int {
					switch {
					case a.sim > b.sim:
						return -1
					case a.sim < b.sim:
						return 1
					}
					return int(a.id) - int(b.id)
				})
				if !slices.Equal(got, want) {
					t.Fatalf("%s %q at %v: expansion %v, scan %v", preset, w, tau, got, want)
				}
				checked += len(want)
			}
			if p.concatMin == 0 {
				continue
			}
			// A word only in concatenated forms of the query: words of
			// split and joined forms of nearly its length, from concatMin.
			q := queryWord{text: w, legal: legalID(w), sig: signatureOf(w), pre: packPrefix(w)}
			got := ix.voc.expandConcat(p, &q, nil, &km)
			var want []cand
			for id := uint32(0); id < ix.voc.nbase; id++ {
				d := len(w) - int(ix.voc.ln[id])
				if s := p.tokenSim(w, ix.voc.wordBytes(id), q.legal, ix.voc.legal[id]); s >= p.concatMin && d <= p.concatLen && -d <= p.concatLen {
					want = append(want, cand{id, s})
				}
			}
			slices.SortFunc(want, func(a, b cand) int {
				switch {
				case a.sim > b.sim:
					return -1
				case a.sim < b.sim:
					return 1
				}
				return int(a.id) - int(b.id)
			})
			if !slices.Equal(got, want) {
				t.Fatalf("%s %q concatenated: expansion %v, scan %v", preset, w, got, want)
			}
			checked += len(want)
		}
	}
	if checked < n {
		t.Fatalf("only %d expansion entries checked", checked)
	}
}

// TestKminReach checks that the lengths kminTable.reach returns are all
// the lengths of the window whose words the common-character bound lets
// reach the threshold (that they form one range around the query word's
// length), for many word lengths, thresholds and windows, in both
// presets.
func TestKminReach(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var km kminTable
	for i := 0; i < 3000; i++ {
		n := 1 + r.IntN(40)
		w := make([]byte, n)
		for k := range w {
			w[k] = 'a' + byte(r.IntN(26))
		}
		preset := []Preset{PresetPrecise, PresetOFAC}[i%2]
		p := &presets[preset]
		tau := p.floor + (1-p.floor)*r.Float64()
		minL, maxL := 0, 255
		if i%3 == 0 {
			minL = n - r.IntN(4)
			maxL = n + r.IntN(4)
		}
		q := queryWord{text: w, sig: signatureOf(w), pre: packPrefix(w)}
		km.reset(p, &q, tau)
		km.window(minL, maxL)
		lo, hi := km.reach(minL, maxL)
		for L := 1; L <= 255; L++ {
			least := 1 << 14
			for l := 0; l <= 4; l++ {
				least = min(least, km.need(min(l, p.tok.prefix), L))
			}
			can := least <= min(n, L) && L >= minL && L <= maxL
			if in := L >= lo && L <= hi; can != in {
				t.Fatalf("%s, %d bytes at %v, lengths %d..%d: reach %d..%d, length %d can: %v", preset, n, tau, minL, maxL, lo, hi, L, can)
			}
		}
	}
}
