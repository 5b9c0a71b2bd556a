//go:build linux

package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/screengate/screengate/bench/screencorpus"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/store/postgres"
	"github.com/screengate/screengate/store/sqlite"
)

// Scenario 9 (issue 13): AddSearch over the screening engine's synthetic
// corpus, the one of the S rows (synth.New(1), 50,000 entities, about
// 300,000 names), stored as versions of the nine sanctions lists the
// engine serves, in a database of its own seeded with the demo data.

const (
	corpusSeed     = 1    // the S rows' corpus (bench/cmd/screenbench)
	addSearchSeed  = 4242 // the queries' treatments and choices
	addSearchCount = 2000 // distinct requests, cycled by each wrk thread
)

// corpusEntities is the synthetic entities loaded for scenario 9.
var corpusEntities = flag.Int("corpus-entities", 50000, "synthetic list entities loaded for scenario 9 (the S rows' corpus)")

// corpus returns the synthetic entities of scenario 9 on the engine list
// ids of the API's sanctions lists.
func corpus() []screening.Entity { return screencorpus.Corpus(corpusSeed, *corpusEntities) }

// backendStore is what loadCorpus needs of a store.
type backendStore interface {
	CurrentListHashes(ctx context.Context, list string) (service.ListVersion, map[string]screening.Hash, error)
	SaveListVersion(ctx context.Context, u service.ListUpdate) (service.ListVersion, error)
	Close() error
}

// loadCorpus records ents as one version of each of their lists in the
// database at dsn (a SQLite path or a postgres:// URL, already seeded),
// as an import would, and returns a note on what it loaded.
func loadCorpus(dsn string, ents []screening.Entity) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	var st backendStore
	var err error
	if postgres.IsDSN(dsn) {
		st, err = postgres.Open(ctx, dsn, postgres.Options{})
	} else {
		st, err = sqlite.Open(ctx, dsn, sqlite.Options{})
	}
	if err != nil {
		return "", fmt.Errorf("opening %s for the synthetic lists: %w", dsn, err)
	}
	defer st.Close()
	byList := map[string][]int{}
	var order []string
	names := 0
	for i := range ents {
		l := ents[i].List
		if _, ok := byList[l]; !ok {
			order = append(order, l)
		}
		byList[l] = append(byList[l], i)
		names += len(ents[i].Names)
	}
	t0 := time.Now()
	for _, l := range order {
		cur, hashes, err := st.CurrentListHashes(ctx, l)
		if err != nil && !errors.Is(err, service.ErrNotFound) {
			return "", fmt.Errorf("list %s: %w", l, err)
		}
		sum := sha256.Sum256(fmt.Appendf(nil, "benchrun synth seed %d entities %d list %s", corpusSeed, *corpusEntities, l))
		u := service.ListUpdate{Previous: cur.ID, Version: service.ListVersion{Version: screening.Version{List: l,
			Source: fmt.Sprintf("benchrun: synth.New(%d).Entities(%d)", corpusSeed, *corpusEntities),
			SHA256: fmt.Sprintf("%x", sum), Entities: len(byList[l])}}}
		if cur.ID != 0 && cur.SHA256 == u.Version.SHA256 {
			continue
		}
		for k := range hashes {
			u.Remove = append(u.Remove, k)
		}
		for _, i := range byList[l] {
			e := &ents[i]
			u.Version.Names += len(e.Names)
			u.Put = append(u.Put, service.ListEntity{Hash: e.Hash(), Entity: e})
		}
		u.Version.Added = len(u.Put)
		if _, err := st.SaveListVersion(ctx, u); err != nil {
			return "", fmt.Errorf("recording synthetic list %s: %w", l, err)
		}
	}
	return fmt.Sprintf("%d synthetic entities (%d names) over %d lists recorded in %.1f s",
		len(ents), names, len(order), time.Since(t0).Seconds()), nil
}

// addSearchBodies returns the REST JSON bodies of scenario 9's
// addSearchCount AddSearch requests (screencorpus.AddSearchRequests: the
// mix and its rules are there), with only the members a request sets.
func addSearchBodies(ents []screening.Entity) ([]string, error) {
	var out []string
	for _, q := range screencorpus.AddSearchRequests(ents, addSearchSeed, addSearchCount) {
		r := map[string]any{"selectedLists": q.SelectedLists, "reference": q.Reference, "type": q.Type, "name": q.Name}
		if q.DateOfBirth != "" {
			r["dateOfBirth"] = q.DateOfBirth
		}
		if q.Nationality != "" {
			r["nationality"] = q.Nationality
		}
		b, err := json.Marshal(map[string]any{"request": r})
		if err != nil {
			return nil, err
		}
		if strings.Contains(string(b), "]==]") { // it would end wrk's long string
			return nil, fmt.Errorf("scenario 9: a request body holds ]==]: %s", b)
		}
		out = append(out, string(b))
	}
	return out, nil
}

// luaBodies is a wrk script fragment defining bodies, the requests of a
// scenario cycled by its request() (each wrk thread from the first).
func luaBodies(bodies []string) string {
	var b strings.Builder
	b.WriteString("local bodies = {\n")
	for _, s := range bodies {
		fmt.Fprintf(&b, "[==[%s]==],\n", s)
	}
	b.WriteString("}\nlocal next_body = 0\n")
	return b.String()
}
