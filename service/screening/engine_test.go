package screening_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/lists"
	"github.com/screengate/screengate/service/screening/screeneval"
)

// sampleLists parses the shared sample list files with the list readers.
func sampleLists(t *testing.T) ([]screening.Version, []screening.Entity) {
	t.Helper()
	shared, err := screeneval.SharedDir(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(shared, "data", "sanctions")
	names := []string{"ofac_sdn_legacy_sample.xml", "eu_fsf_sample.xml", "un_consolidated_sample.xml", "hmt_ofsi_conlist_sample.csv",
		"ofac_cons_csv/cons_prim.csv", "ofac_cons_csv/cons_add.csv", "ofac_cons_csv/cons_alt.csv", "ofac_cons_csv/cons_comments.csv"}
	var files []lists.File
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			if os.Getenv("SCREENGATE_SHARED") != "" {
				t.Fatal(err)
			}
			t.Skipf("!!! SKIPPED: no sample lists (%v; set SCREENGATE_SHARED)", err)
		}
		files = append(files, lists.BytesFile(filepath.Base(n), b))
	}
	sets, err := lists.Group(files, "")
	if err != nil {
		t.Fatal(err)
	}
	var vs []screening.Version
	var ents []screening.Entity
	for i, s := range sets {
		r, err := lists.Parse(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		r.Version.ID = int64(100 + i)
		vs = append(vs, r.Version)
		ents = append(ents, r.Entities...)
	}
	return vs, ents
}

// TestEngineOnSampleLists indexes the real sample lists (through the list
// readers) and finds every entity by each of its names, with the list
// version in the explanation; then swaps the index while searches run.
func TestEngineOnSampleLists(t *testing.T) {
	vs, ents := sampleLists(t)
	e := screening.NewEngine(screening.BuildOptions{})
	if _, err := e.Search(screening.Query{Names: []string{"x"}}); !errors.Is(err, screening.ErrNoIndex) {
		t.Fatalf("before Replace: %v", err)
	}
	if err := e.Replace(context.Background(), vs, ents); err != nil {
		t.Fatal(err)
	}
	label := map[string]string{}
	for _, v := range vs {
		label[v.List] = screening.VersionLabel(v)
	}
	names := 0
	for i := range ents {
		for k, n := range ents[i].Names {
			res, err := e.Search(screening.Query{Names: []string{n.Full}, Lists: []string{ents[i].List}, Limit: 100, Threshold: 100})
			if errors.Is(err, screening.ErrNoName) {
				continue // a name without letters or digits
			}
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, r := range res {
				if r.Index == i {
					found = r.NameSimilarity[k] == 100 && r.Explanation.ListVersion == label[ents[i].List]
				}
			}
			if !found {
				t.Errorf("%s/%s name %q: not found at 100 with version %s", ents[i].List, ents[i].Key, n.Full, label[ents[i].List])
			}
			names++
		}
	}
	t.Logf("%d entities, %d names found by themselves", len(ents), names)

	// Swap while searching: every search sees one whole index.
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if _, err := e.Search(screening.Query{Names: []string{ents[0].Names[0].Full}}); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	for i := 0; i < 5; i++ {
		if err := e.Replace(context.Background(), vs, ents[i:]); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	wg.Wait()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	before := e.Index()
	if err := e.Replace(ctx, vs, ents); err == nil || e.Index() != before {
		t.Fatalf("a cancelled Replace swapped the index (%v)", err)
	}
}
