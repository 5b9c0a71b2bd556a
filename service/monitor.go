package service

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/screengate/screengate/service/screening"
)

// MonitorStats says what one monitoring run did.
type MonitorStats struct {
	Searches int // stored searches of the list looked at
	Flagged  int // searches the version changed
	Added    int // new results stored
	// Screened is how many searches were screened against the changed
	// entities; the others reach none of their names (ruled out by their
	// words, screening.Index.MayMatch).
	Screened int
}

// MonitorListVersion flags the stored searches whose results list version
// v changes: the non-archived sanctions searches of a sanctions list, or
// the monitored PEP searches (not archived, not day-one, not lapsed) when
// v is of the PEP list. A result whose entity v modified or removed is
// superseded (kept and marked), and the entities v added or modified that
// now match the search are stored as new unresolved results; such a
// search gets affectedByUpdate (and, for sanctions, its source of the list
// isAffectedByListUpdate). It matches the changed entities against the
// stored searches — an index of the changed entities only, scored with
// the word statistics of every list's current entities (as AddSearch's
// index), searched with each stored search's criteria after
// screening.Index.MayMatch has ruled out those that cannot reach it —
// rather than re-running every search on the whole list; the outcome is
// the re-run's (but for a search with more matches than its result
// limit, where a changed entity ranked below the limit is still added). Wire it as a ListsConfig.OnVersion hook (serve and the
// lists CLI both do).
func MonitorListVersion(ctx context.Context, st Store, v ListVersion, changes []screening.EntityChange, now time.Time) (MonitorStats, error) {
	if len(changes) == 0 {
		return MonitorStats{}, nil
	}
	if v.List == PepListID {
		return monitorPep(ctx, st, v, changes, now)
	}
	l, ok := sanctionsListOfEngine(v.List)
	if !ok {
		return MonitorStats{}, nil
	}
	m := newMonitor(v, changes, DefaultScreenHits)
	var searches chunks
	err := m.buildWhile(ctx, st, v, func() error {
		if err := st.MonitoredSearches(ctx, l.ID, m.keys, searches.add); err != nil {
			return fmt.Errorf("monitor %s: %w", v.List, err)
		}
		return nil
	})
	if err != nil {
		return MonitorStats{}, err
	}
	b := batcher[SearchResultsUpdate]{list: v.List, write: st.UpdateSearchResults}
	err = m.matchAll(ctx, searches, func(s *MonitoredSearch, superseded []string, found []screening.Result) error {
		u := SearchResultsUpdate{SearchID: s.ID, ListID: l.ID, Version: v.ID, At: now, Superseded: superseded}
		for i := range found {
			r := &found[i]
			u.Added = append(u.Added, resultEntry(r, l, now))
			u.AddedKeys = append(u.AddedKeys, r.Key)
		}
		m.stats.Added += len(u.Added)
		return b.add(ctx, u)
	})
	if err == nil {
		err = b.flush(ctx)
	}
	return m.stats, err
}

// monitorPep is MonitorListVersion for the PEP list.
func monitorPep(ctx context.Context, st Store, v ListVersion, changes []screening.EntityChange, now time.Time) (MonitorStats, error) {
	m := newMonitor(v, changes, pepResultLimit)
	var searches chunks
	err := m.buildWhile(ctx, st, v, func() error {
		if err := st.MonitoredPepSearches(ctx, now, m.keys, searches.add); err != nil {
			return fmt.Errorf("monitor %s: %w", v.List, err)
		}
		return nil
	})
	if err != nil {
		return MonitorStats{}, err
	}
	version := strconv.FormatInt(v.ID, 10)
	b := batcher[PepResultsUpdate]{list: v.List, write: st.UpdatePepSearchResults}
	err = m.matchAll(ctx, searches, func(s *MonitoredSearch, superseded []string, found []screening.Result) error {
		u := PepResultsUpdate{SearchID: s.ID, Version: v.ID, At: now, Superseded: superseded}
		for _, r := range found {
			pr := pepResult(r, version)
			pr.DateLastUpdated = &now
			u.Added = append(u.Added, pr)
			u.AddedKeys = append(u.AddedKeys, r.Key)
		}
		m.stats.Added += len(u.Added)
		return b.add(ctx, u)
	})
	if err == nil {
		err = b.flush(ctx)
	}
	return m.stats, err
}

// monitorBatch is how many flagged searches one store transaction records.
const monitorBatch = 500

// batcher collects the updates of flagged searches and writes them
// monitorBatch at a time; a search deleted meanwhile (ErrNotFound) needs
// no flag.
type batcher[T any] struct {
	list  string
	write func(context.Context, ...T) error
	items []T
}

func (b *batcher[T]) add(ctx context.Context, u T) error {
	if b.items = append(b.items, u); len(b.items) == monitorBatch {
		return b.flush(ctx)
	}
	return nil
}

// flush writes what is collected.
func (b *batcher[T]) flush(ctx context.Context) error {
	if len(b.items) == 0 {
		return nil
	}
	err := b.write(ctx, b.items...)
	b.items = b.items[:0]
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("monitor %s: %w", b.list, err)
	}
	return nil
}

// monitor matches one list version's changed entities against stored
// searches.
type monitor struct {
	list    string // the engine's list id
	limit   int    // the most results one search keeps
	changed map[string]screening.Change
	keys    []string         // the changed keys
	ix      *screening.Index // the added and modified entities only; nil when none
	stats   MonitorStats
}

func newMonitor(v ListVersion, changes []screening.EntityChange, limit int) *monitor {
	m := &monitor{list: v.List, limit: limit, changed: make(map[string]screening.Change, len(changes))}
	for _, c := range changes {
		m.changed[c.Key] = c.Change
		m.keys = append(m.keys, c.Key)
	}
	return m
}

// buildWhile builds m's index of the changed entities while read (the
// stored searches' read) runs, and returns the first error of either.
func (m *monitor) buildWhile(ctx context.Context, st Store, v ListVersion, read func() error) error {
	built := make(chan error, 1)
	go func() { built <- m.build(ctx, st, v) }()
	err := read()
	if berr := <-built; err == nil {
		err = berr
	}
	return err
}

// build indexes the entities v added or modified (none: m.ix stays nil).
func (m *monitor) build(ctx context.Context, st Store, v ListVersion) error {
	var current []string // keys whose new content may match (added, modified)
	for _, k := range m.keys {
		if m.changed[k] != screening.Removed {
			current = append(current, k)
		}
	}
	if len(current) == 0 {
		return nil
	}
	ents, err := st.ListEntitiesAt(ctx, v.ID, current)
	if err != nil {
		return fmt.Errorf("monitor %s: entities: %w", v.List, err)
	}
	// The words of a search weigh by how common they are among the names
	// of every list (the index AddSearch screens against): the changed
	// entities are scored with those statistics, so each scores exactly
	// as on a re-run of the search now.
	whole := screening.NewBuilder(screening.BuildOptions{Prewarm: -1})
	if err := st.CurrentListEntities(ctx, nil, whole.Add); err != nil {
		return fmt.Errorf("monitor %s: current entities: %w", v.List, err)
	}
	stats, err := whole.Build()
	if err != nil {
		return fmt.Errorf("monitor %s: index of the lists: %w", v.List, err)
	}
	if m.ix, err = screening.Build(ents, screening.BuildOptions{Versions: map[string]string{v.List: strconv.FormatInt(v.ID, 10)},
		Workers: 1, Prewarm: -1, WordStats: stats}); err != nil {
		return fmt.Errorf("monitor %s: index: %w", v.List, err)
	}
	return nil
}

// monitorChunk is how many searches one chunk holds (and one worker
// matches at a time).
const monitorChunk = 256

// chunks holds the searches read, in order, in chunks of monitorChunk: a
// hundred thousand searches are never copied to grow one slice.
type chunks [][]MonitoredSearch

func (c *chunks) add(s MonitoredSearch) error {
	if n := len(*c); n == 0 || len((*c)[n-1]) == monitorChunk {
		*c = append(*c, make([]MonitoredSearch, 0, monitorChunk))
	}
	last := &(*c)[len(*c)-1]
	*last = append(*last, s)
	return nil
}

// matchAll matches the searches against the changes, on GOMAXPROCS
// goroutines, and calls flag, in the order of searches and on the calling
// goroutine, for each search the version changes.
func (m *monitor) matchAll(ctx context.Context, searches chunks, flag func(s *MonitoredSearch, superseded []string, found []screening.Result) error) error {
	total := 0
	for _, c := range searches {
		total += len(c)
	}
	m.stats.Searches = total
	type outcome struct {
		superseded []string
		found      []screening.Result
		screened   bool
		err        error
	}
	out := make([][]outcome, len(searches))
	workers := min(runtime.GOMAXPROCS(0), max(1, total/1000))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				ci := int(next.Add(1)) - 1
				if ci >= len(searches) {
					return
				}
				c := searches[ci]
				res := make([]outcome, len(c))
				for i := range c {
					o := &res[i]
					o.superseded, o.found, o.screened, o.err = m.match(&c[i])
				}
				out[ci] = res
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	for ci, res := range out {
		for i := range res {
			o := &res[i]
			if o.err != nil {
				return o.err
			}
			if o.screened {
				m.stats.Screened++
			}
			if len(o.superseded) == 0 && len(o.found) == 0 {
				continue
			}
			m.stats.Flagged++
			if err := flag(&searches[ci][i], o.superseded, o.found); err != nil {
				return err
			}
		}
	}
	return nil
}

// match returns the keys of s's current results the version changed or
// removed, and the changed entities that match s now. Safe for
// concurrent use.
func (m *monitor) match(s *MonitoredSearch) (superseded []string, found []screening.Result, screened bool, err error) {
	for _, k := range s.Keys {
		if _, ok := m.changed[k]; ok && !slices.Contains(superseded, k) {
			superseded = append(superseded, k)
		}
	}
	if m.ix == nil {
		return superseded, nil, false, nil
	}
	q, ok := monitorQuery(*s, m.list)
	if !ok {
		return superseded, nil, false, nil
	}
	q.Limit = m.limit
	// Most searches cannot reach a changed entity whatever its other
	// words: ruled out before the search proper.
	if may, err := m.ix.MayMatch(q); err != nil || !may {
		if err != nil {
			return nil, nil, false, fmt.Errorf("monitor %s: search %d: %w", m.list, s.ID, err)
		}
		return superseded, nil, false, nil
	}
	// An entity already among the results and not changed cannot be found
	// (only changed entities are indexed).
	found, err = m.ix.Search(q)
	if err != nil {
		return nil, nil, false, fmt.Errorf("monitor %s: search %d: %w", m.list, s.ID, err)
	}
	return superseded, found, true, nil
}

// monitorQuery is the engine query of a stored search, on one list (as
// AddSearch and AddPepSearch built it).
func monitorQuery(m MonitoredSearch, list string) (screening.Query, bool) {
	c := ScreenCriteria{Name: m.Criteria.Name, Address: m.Criteria.Address, Country: m.Criteria.Country,
		DateOfBirth: m.Criteria.DateOfBirth, Nationality: m.Criteria.Nationality, Reference: m.Criteria.Reference, Type: m.Type}
	var v Validator
	kind, dob := validateCriteria(&v, &c, false)
	if c.Name == "" {
		return screening.Query{}, false
	}
	q := engineQuery(&c, kind, dob)
	q.Lists = []string{list}
	return q, true
}
