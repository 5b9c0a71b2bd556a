package sqlite

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// benchSearch is a search shaped as bench row 9 stores them (the engine
// on ALL lists of the synthetic corpus): nine sources and four results of
// about 800 bytes of details each; i varies the name (its place in the
// name index) and the matched entities (spread over the corpus, as the
// row's matches are).
func benchSearch(now time.Time, i int) service.NewSanctionsSearch {
	f := false
	lists := []string{"HMTSL", "OFACL", "OFACC", "EUL", "DFAT", "CSEMA", "SECO", "UKSL", "UN"}
	var srcs []service.SearchSource
	var versions []int64
	for j, l := range lists {
		sl, _ := service.SanctionsListByID(l)
		srcs = append(srcs, service.SearchSource{ListID: l, ListName: sl.Name, ListShortName: sl.ShortName, IsAffectedByListUpdate: &f})
		versions = append(versions, int64(j+1))
	}
	name := fmt.Sprintf("Fatima %08x Benghaz", uint32(i)*2654435761)
	r := service.SearchRecord{SearchType: "individual", DateSearched: now, DateUpdated: now,
		SearchCriteria: &service.SearchCriteria{Name: name, DateOfBirth: "22/10/1963", Nationality: "KW"},
		SearchSources:  srcs}
	var keys []string
	y, m, d := int16(1963), uint8(10), uint8(22)
	for k := range 4 {
		key := fmt.Sprintf("SYN-%07d", (uint32(i*4+k)*2654435761)%50000)
		keys = append(keys, key)
		e := service.SearchResultEntry{ResultStrength: 90, ResultSimilarity: service.NewDecimal(5718, 2),
			ResultType: "individual", SanctionsListID: lists[k], SanctionsListName: srcs[k].ListName, DateUpdated: &now,
			DatesOfBirth:  []service.SearchResultDateOfBirth{{SearchResultDateOfBirthID: 1, DateOfBirth: "22/10/1963", Year: &y, Month: &m, Day: &d, Type: "exact"}},
			Nationalities: []service.SearchResultNationality{{SearchResultNationalityID: 1, Nationality: "KW"}},
			Remarks: []service.SearchResultRemark{{SearchResultRemarkID: 1, Name: "List key", Description: key},
				{SearchResultRemarkID: 2, Name: "Regime", Description: "SYNTH"}, {SearchResultRemarkID: 3, Name: "Gender", Description: "female"}}}
		for n, t := range []string{"primary", "alias-strong", "alias-weak", "alias-former", "alias-strong", "alias-weak"} {
			e.Names = append(e.Names, service.SearchResultName{SearchResultNameID: int64(n + 1), Type: t,
				FullName: fmt.Sprintf("BENGHAZ %d, FATIMA ABDULHALIM", n), ResultSimilarity: service.NewDecimal(int64(n*1000), 2)})
		}
		r.ListSearchResults = append(r.ListSearchResults, e)
	}
	return service.NewSanctionsSearch{AccountID: dataset.DemoAccountID, Owner: dataset.DemoUserName, Record: r,
		Lists: lists, Versions: versions, Keys: keys}
}

// BenchmarkCreateSearch is the store's part of bench row 9: 32 callers
// storing searches shaped as the row's (benchSearch) through the group
// commit. Reported besides ns/op: the process's CPU time per search, and
// the median and 99th percentile of a call's time (its wait for the
// group commit included: what stalls the writer, a checkpoint in a
// commit, shows there; use a -benchtime of thousands of calls).
func BenchmarkCreateSearch(b *testing.B) {
	ctx := context.Background()
	now := testNow()
	db := mustOpenDemo(b, now)
	searches := make([]service.NewSanctionsSearch, 4096)
	for i := range searches {
		searches[i] = benchSearch(now, i)
	}
	b.ReportAllocs()
	b.SetParallelism(32) // with -cpu 1: 32 callers
	var mu sync.Mutex
	next := 0
	var took []time.Duration
	cpu0 := procstat.SelfCPU()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		var mine []time.Duration
		defer func() {
			mu.Lock()
			took = append(took, mine...)
			mu.Unlock()
		}()
		for pb.Next() {
			mu.Lock()
			i := next
			next++
			mu.Unlock()
			t0 := time.Now()
			if _, err := db.CreateSearch(ctx, searches[i%len(searches)]); err != nil {
				b.Error(err)
				return
			}
			mine = append(mine, time.Since(t0))
		}
	})
	b.StopTimer()
	cpu := procstat.SelfCPU() - cpu0
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	if len(took) > 0 {
		slices.Sort(took)
		b.ReportMetric(float64(took[len(took)/2].Nanoseconds()), "p50-ns")
		b.ReportMetric(float64(took[len(took)*99/100].Nanoseconds()), "p99-ns")
	}
}
