package screening_test

import (
	"flag"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/synth"
)

var benchBig = flag.Bool("screening.big", false, "also run the 1,000,000-entity (PEP scale) benchmarks")

// benchCorpus is 50,000 synthetic entities (about 300,000 names), the size
// of all the spec's lists together.
var benchCorpus = sync.OnceValues(func() ([]screening.Entity, *screening.Index) {
	ents := synth.New(1).Entities(50000)
	ix, err := screening.Build(ents, screening.BuildOptions{Versions: map[string]string{"OFAC": "bench"}})
	if err != nil {
		panic(err)
	}
	return ents, ix
})

var bigCorpus = sync.OnceValues(func() ([]screening.Entity, *screening.Index) {
	g := synth.New(3)
	ents := g.PEPs(850000)
	ents = append(ents, g.Entities(150000)...)
	ix, err := screening.Build(ents, screening.BuildOptions{})
	if err != nil {
		panic(err)
	}
	return ents, ix
})

// benchQueries are persons to screen: name, date of birth, nationality.
func benchQueries(n int, treated bool) []screening.Query {
	g := synth.New(99)
	var qs []screening.Query
	for _, p := range g.Persons(n) {
		name := p.Name
		if treated {
			name, _ = g.Treat(name, 2)
		}
		qs = append(qs, screening.Query{Names: []string{name}, BirthDate: p.BirthDate, Countries: []string{p.Country}, Kind: screening.KindPerson})
	}
	return qs
}

// worstQuery is the heavy case: one short word with typos, and 20 name
// variants.
func worstQuery() screening.Query {
	g := synth.New(5)
	q := screening.Query{Names: []string{"Mhd"}, Kind: screening.KindPerson}
	for len(q.Names) < 20 {
		n, _ := g.Treat("Mohammad Ali Hassan al-Rashid", 3)
		q.Names = append(q.Names, n)
	}
	return q
}

// worstQueries are n distinct heavy queries, as bench/cmd/screenbench's S3
// row makes them: a short word with a typo and 19 variants of a long name
// with three typos each, so that most words miss the expansion cache.
func worstQueries(n int) []screening.Query {
	g := synth.New(5)
	bases := []string{"Mohammad Ali Hassan al-Rashid", "Abdul Rahman Yusuf Khan", "Aleksandr Sergeyevich Ivanov", "Kim Jong Chol"}
	var qs []screening.Query
	for i := 0; i < n; i++ {
		short, _ := g.Treat([]string{"Mhd", "Ali", "Kim", "Li", "Omar"}[i%5], 1)
		q := screening.Query{Names: []string{short}, Kind: screening.KindPerson}
		for len(q.Names) < 20 {
			v, _ := g.Treat(bases[i%len(bases)], 3)
			q.Names = append(q.Names, v)
		}
		qs = append(qs, q)
	}
	return qs
}

func BenchmarkTokenExpand(b *testing.B) {
	_, ix := benchCorpus()
	for _, w := range []string{"mohammad", "vladimir", "qadhafi", "xjqzv", "ali"} {
		b.Run(w, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for i := 0; i < b.N; i++ {
				n = screening.ExpandWord(ix, w, screening.PresetPrecise)
			}
			b.ReportMetric(float64(n), "words")
		})
	}
	b.Run("ofac/vladimir", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			screening.ExpandWord(ix, "vladimir", screening.PresetOFAC)
		}
	})
}

func BenchmarkScoreName(b *testing.B) {
	for _, preset := range []screening.Preset{screening.PresetPrecise, screening.PresetOFAC} {
		b.Run(preset.String(), func(b *testing.B) {
			b.ReportAllocs()
			score := screening.NameScorer(preset, "SALEH, Mohamed Abdelhalim Hemaida")
			for i := 0; i < b.N; i++ {
				score("Mohammed Abdel-Halim HEMAIDA Saleh")
			}
		})
	}
}

// benchSearch runs the queries in turn; besides ns/op (wall time) it
// reports cpu-ns/op, the goroutine's thread CPU time per search, which a
// loaded machine inflates less.
func benchSearch(b *testing.B, ix *screening.Index, qs []screening.Query) {
	b.ReportAllocs()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ResetTimer()
	cpu0 := procstat.ThreadCPU()
	for i := 0; i < b.N; i++ {
		if _, err := ix.Search(qs[i%len(qs)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(procstat.ThreadCPU()-cpu0)/float64(b.N), "cpu-ns/op")
}

func BenchmarkSearch(b *testing.B) {
	_, ix := benchCorpus()
	b.Run("addsearch-mix", func(b *testing.B) {
		// bench row 9's AddSearch mix on its corpus (screencorpus)
		mix, qs := mixCorpus()
		benchSearch(b, mix, qs)
	})
	b.Run("name+dob+country", func(b *testing.B) { benchSearch(b, ix, benchQueries(1000, false)) })
	b.Run("name+dob+country/typos", func(b *testing.B) { benchSearch(b, ix, benchQueries(1000, true)) })
	b.Run("worst", func(b *testing.B) { benchSearch(b, ix, []screening.Query{worstQuery()}) })
	b.Run("worst/distinct", func(b *testing.B) { benchSearch(b, ix, worstQueries(200)) })
	b.Run("watchman-shape", func(b *testing.B) {
		// watchman's BenchmarkAPI_Search: name=Mohammad&type=person&limit=5
		benchSearch(b, ix, []screening.Query{{Names: []string{"Mohammad"}, Kind: screening.KindPerson, OnlyKind: true, Limit: 5}})
	})
	b.Run("ofac/name+dob+country", func(b *testing.B) {
		qs := benchQueries(1000, false)
		for i := range qs {
			qs[i].Preset = screening.PresetOFAC
		}
		benchSearch(b, ix, qs)
	})
	if *benchBig {
		_, big := bigCorpus()
		b.Run("1M/name+dob+country", func(b *testing.B) { benchSearch(b, big, benchQueries(1000, false)) })
		b.Run("1M/worst", func(b *testing.B) { benchSearch(b, big, []screening.Query{worstQuery()}) })
	}
}

// BenchmarkBulk is bulk screening on one goroutine: searches per second.
func BenchmarkBulk(b *testing.B) {
	_, ix := benchCorpus()
	qs := benchQueries(5000, false)
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		if _, err := ix.Search(qs[i%len(qs)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "searches/s")
}

func BenchmarkBuild(b *testing.B) {
	sizes := []int{50000}
	if *benchBig {
		sizes = append(sizes, 1000000)
	}
	for _, n := range sizes {
		var ents []screening.Entity
		if n == 50000 {
			ents, _ = benchCorpus()
		} else {
			ents, _ = bigCorpus()
		}
		b.Run(fmt.Sprintf("%d-entities", n), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := screening.Build(ents, screening.BuildOptions{Workers: runtime.GOMAXPROCS(0)}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
