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
