package service_test

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/lists"
)

// recorder is a store that records what monitoring writes.
type recorder struct {
	service.Store
	mu   sync.Mutex
	got  map[int64][2][]string // search id: superseded keys, added keys
	runs int
}

func (r *recorder) UpdateSearchResults(ctx context.Context, us ...service.SearchResultsUpdate) error {
	r.mu.Lock()
	for _, u := range us {
		r.got[u.SearchID] = [2][]string{u.Superseded, u.AddedKeys}
	}
	r.mu.Unlock()
	return r.Store.UpdateSearchResults(ctx, us...)
}

func (r *recorder) UpdatePepSearchResults(ctx context.Context, us ...service.PepResultsUpdate) error {
	r.mu.Lock()
	for _, u := range us {
		r.got[u.SearchID] = [2][]string{u.Superseded, u.AddedKeys}
	}
	r.mu.Unlock()
	return r.Store.UpdatePepSearchResults(ctx, us...)
}

// TestMonitorFlagsWhatARerunChanges: a monitoring run (chunked, on every
// core, in batches) flags exactly the searches whose results a re-run on
// the new version would change, with exactly the superseded and added
// keys: its current results of changed or removed entities, and the
// changed entities a search of the whole index of the lists (the one
// AddSearch and AddPepSearch screen against, with the query they build)
// finds. It also checks that an index of the changed entities with its
// own word statistics would have scored some searches differently (so
// the test can tell).
func TestMonitorFlagsWhatARerunChanges(t *testing.T) {
	for _, list := range []string{"UN", service.PepListID} {
		t.Run(list, func(t *testing.T) {
			ctx := context.Background()
			db, v, changes := monitorFixture(t, list, 3000)
			now := time.Now().UTC()
			changed := map[string]bool{}
			var current, keys []string
			for _, c := range changes {
				changed[c.Key] = true
				keys = append(keys, c.Key)
				if c.Change != screening.Removed {
					current = append(current, c.Key)
				}
			}
			ents, err := db.ListEntitiesAt(ctx, v.ID, current)
			if err != nil {
				t.Fatal(err)
			}
			own, err := screening.Build(ents, screening.BuildOptions{Workers: 1, Prewarm: -1})
			if err != nil {
				t.Fatal(err)
			}
			var all []screening.Entity
			err = db.CurrentListEntities(ctx, nil, func(e *screening.Entity) error { all = append(all, *e); return nil })
			if err != nil || len(all) < len(ents) {
				t.Fatalf("%d entities of the lists: %v", len(all), err)
			}
			whole, err := screening.Build(all, screening.BuildOptions{Workers: 1, Prewarm: -1})
			if err != nil {
				t.Fatal(err)
			}
			limit := service.DefaultScreenHits
			if list == service.PepListID {
				limit = 100
			}
			var searches []service.MonitoredSearch
			collect := func(s service.MonitoredSearch) error { searches = append(searches, s); return nil }
			if list == service.PepListID {
				err = db.MonitoredPepSearches(ctx, now, keys, collect)
			} else {
				err = db.MonitoredSearches(ctx, list, keys, collect)
			}
			if err != nil || len(searches) < 3000 {
				t.Fatalf("%d searches: %v", len(searches), err)
			}
			rec := &recorder{Store: db, got: map[int64][2][]string{}}
			stats, err := service.MonitorListVersion(ctx, rec, v, changes, now)
			if err != nil {
				t.Fatal(err)
			}
			if stats.Flagged == 0 || stats.Flagged != len(rec.got) || stats.Searches != len(searches) {
				t.Fatalf("flagged %d of %d, recorded %d", stats.Flagged, stats.Searches, len(rec.got))
			}
			ownDiffers := 0
			for _, s := range searches {
				q := queryOf(s, list, limit)
				// The changed entities among the results of a search of ix.
				found := func(ix *screening.Index) []string {
					rs, err := ix.Search(q)
					if err != nil {
						t.Fatalf("search %d: %v", s.ID, err)
					}
					var ks []string
					for _, r := range rs {
						if changed[r.Key] {
							ks = append(ks, r.Key)
						}
					}
					return ks
				}
				got, flagged := rec.got[s.ID]
				var wantSup []string
				for _, k := range s.Keys {
					if changed[k] && !slices.Contains(wantSup, k) {
						wantSup = append(wantSup, k)
					}
				}
				wantAdd := found(whole)
				if flagged != (len(wantSup) > 0 || len(wantAdd) > 0) {
					t.Errorf("search %d (%q): flagged %v; a re-run: superseded %v, found %v", s.ID, s.Criteria.Name, flagged, wantSup, wantAdd)
				}
				if flagged && (!slices.Equal(got[0], wantSup) || !slices.Equal(got[1], wantAdd)) {
					t.Errorf("search %d (%q): superseded %v added %v; a re-run %v, %v", s.ID, s.Criteria.Name, got[0], got[1], wantSup, wantAdd)
				}
				if !slices.Equal(found(own), wantAdd) {
					ownDiffers++
				}
			}
			t.Logf("%s: %d of %d searches flagged; the changed entities with their own word statistics would give %d searches other results",
				list, len(rec.got), len(searches), ownDiffers)
		})
	}
}

// queryOf is the engine query AddSearch (AddPepSearch) builds for a stored
// search, on one list.
func queryOf(s service.MonitoredSearch, list string, limit int) screening.Query {
	q := screening.Query{Names: []string{strings.TrimSpace(s.Criteria.Name)}, Lists: []string{list}, Limit: limit}
	switch strings.ToLower(strings.TrimSpace(s.Type)) {
	case "individual":
		q.Kind = screening.KindPerson
	case "entity":
		q.Kind = screening.KindOrganization
	}
	if p := strings.Split(strings.TrimSpace(s.Criteria.DateOfBirth), "/"); len(p) == 3 {
		d, _ := strconv.Atoi(p[0])
		m, _ := strconv.Atoi(p[1])
		y, _ := strconv.Atoi(p[2])
		q.BirthDate = screening.Date{Year: int16(y), Month: uint8(m), Day: uint8(d)}
	}
	for _, c := range []string{s.Criteria.Country, s.Criteria.Nationality} {
		if code := lists.CountryCode(c); code != "" && !slices.Contains(q.Countries, code) {
			q.Countries = append(q.Countries, code)
		}
	}
	return q
}

// failing is a store whose monitoring reads or writes fail as told.
type failing struct {
	service.Store
	readAfter int   // MonitoredSearches fails after this many searches (< 0: never)
	build     error // CurrentListEntities fails with it
	write     error // UpdateSearchResults fails with it
	mu        sync.Mutex
	written   int
}

func (f *failing) MonitoredSearches(ctx context.Context, list string, changed []string, fn func(service.MonitoredSearch) error) error {
	n := 0
	return f.Store.MonitoredSearches(ctx, list, changed, func(s service.MonitoredSearch) error {
		if f.readAfter >= 0 && n == f.readAfter {
			return errors.New("read failed")
		}
		n++
		return fn(s)
	})
}

func (f *failing) CurrentListEntities(ctx context.Context, lists []string, fn func(*screening.Entity) error) error {
	if f.build != nil {
		return f.build
	}
	return f.Store.CurrentListEntities(ctx, lists, fn)
}

func (f *failing) UpdateSearchResults(ctx context.Context, us ...service.SearchResultsUpdate) error {
	if f.write != nil {
		return f.write
	}
	f.mu.Lock()
	f.written += len(us)
	f.mu.Unlock()
	return f.Store.UpdateSearchResults(ctx, us...)
}

// TestMonitorStopsAtTheFirstError: a monitoring run whose read of the
// searches, build of the index, write of the flags or context fails
// returns that error (it does not hang, whichever stage of its pipeline
// fails), and a failed read or build writes nothing.
func TestMonitorStopsAtTheFirstError(t *testing.T) {
	db, v, changes := monitorFixture(t, "UN", 3000)
	now := time.Now().UTC()
	errBuild, errWrite := errors.New("build failed"), errors.New("write failed")
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		name      string
		ctx       context.Context
		st        *failing
		want      string
		wantErr   error
		nothingIn bool
	}{
		{name: "read fails at once", st: &failing{readAfter: 0}, want: "read failed", nothingIn: true},
		{name: "read fails midway", st: &failing{readAfter: 1000}, want: "read failed", nothingIn: true},
		{name: "build fails", st: &failing{readAfter: -1, build: errBuild}, wantErr: errBuild, nothingIn: true},
		{name: "write fails", st: &failing{readAfter: -1, write: errWrite}, wantErr: errWrite},
		{name: "context cancelled", ctx: cancelled, st: &failing{readAfter: -1}, wantErr: context.Canceled, nothingIn: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := c.ctx
			if ctx == nil {
				ctx = context.Background()
			}
			c.st.Store = db
			_, err := service.MonitorListVersion(ctx, c.st, v, changes, now)
			if err == nil || (c.wantErr != nil && !errors.Is(err, c.wantErr)) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v; want %v %q", err, c.wantErr, c.want)
			}
			if c.nothingIn && c.st.written != 0 {
				t.Fatalf("%d searches flagged", c.st.written)
			}
		})
	}
}
