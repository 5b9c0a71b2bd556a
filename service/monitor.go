package service

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"sync"
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
	b := batcher[SearchResultsUpdate]{list: v.List, write: st.UpdateSearchResults}
	read := func(ctx context.Context, add func(MonitoredSearch) error) error {
		return st.MonitoredSearches(ctx, l.ID, m.keys, add)
	}
	err := m.run(ctx, st, v, read, func(s *MonitoredSearch, superseded []string, found []screening.Result) error {
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
	version := strconv.FormatInt(v.ID, 10)
	b := batcher[PepResultsUpdate]{list: v.List, write: st.UpdatePepSearchResults}
	read := func(ctx context.Context, add func(MonitoredSearch) error) error {
		return st.MonitoredPepSearches(ctx, now, m.keys, add)
	}
	err := m.run(ctx, st, v, read, func(s *MonitoredSearch, superseded []string, found []screening.Result) error {
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

// run matches the stored searches against the changes and calls flag for
// each search the version changes, in the order of the searches and on
// the calling goroutine. Everything overlaps: the index of the changed
// entities is built while read calls add with each search (in order),
// GOMAXPROCS goroutines match each chunk of monitorChunk searches once the
// index is built, and flag is called for a chunk's searches as soon as it
// and the chunks before it are matched (the flagged searches are recorded
// while the others are still being matched). The first error stops all of
// it and is returned.
func (m *monitor) run(ctx context.Context, st Store, v ListVersion, read func(context.Context, func(MonitoredSearch) error) error,
	flag func(s *MonitoredSearch, superseded []string, found []screening.Result) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	p := &pipeline{list: m.list}
	p.cond.L = &p.mu
	var wg sync.WaitGroup
	wg.Go(func() { p.built(m.build(ctx, st, v)) })
	wg.Go(func() { p.readDone(read(ctx, p.add)) })
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() { p.work(ctx, m) })
	}
	err := p.flagAll(m, flag)
	if err != nil {
		p.fail(err)
		cancel() // the read stops
	}
	wg.Wait()
	return err
}

// outcome is what matching one search found.
type outcome struct {
	superseded []string
	found      []screening.Result
	screened   bool
	err        error
}

// pipeline is the state run's goroutines share, under mu: the chunks read
// so far (in order), the outcomes of those matched, and how far each
// stage is. cond is signalled whenever any of it changes.
type pipeline struct {
	list     string
	mu       sync.Mutex
	cond     sync.Cond
	chunks   [][]MonitoredSearch // nil once flagged
	outcomes [][]outcome         // nil until matched, and once flagged
	taken    int                 // chunks a worker has taken
	indexed  bool                // the index is built
	read     bool                // every search is read
	err      error               // the first error
	fill     []MonitoredSearch   // the chunk being read (the reader's own)
}

// add is read's callback: it fills a chunk and hands it over when full.
func (p *pipeline) add(s MonitoredSearch) error {
	if p.fill == nil {
		p.fill = make([]MonitoredSearch, 0, monitorChunk)
	}
	if p.fill = append(p.fill, s); len(p.fill) < monitorChunk {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.publish()
	return p.err
}

// publish hands the chunk being read over to the workers; p.mu is held.
func (p *pipeline) publish() {
	if len(p.fill) > 0 {
		p.chunks = append(p.chunks, p.fill)
		p.outcomes = append(p.outcomes, nil)
		p.fill = nil
		p.cond.Broadcast()
	}
}

// readDone records the end of the read.
func (p *pipeline) readDone(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.publish()
	p.read = true
	if err != nil && p.err == nil {
		p.err = fmt.Errorf("monitor %s: %w", p.list, err)
	}
	p.cond.Broadcast()
}

// built records the end of the index's build.
func (p *pipeline) built(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.indexed = true
	if err != nil && p.err == nil {
		p.err = err
	}
	p.cond.Broadcast()
}

// fail records err, unless an error is recorded already.
func (p *pipeline) fail(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err == nil {
		p.err = err
	}
	p.cond.Broadcast()
}

// work matches chunks, each once, until none is left (or an error).
func (p *pipeline) work(ctx context.Context, m *monitor) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		for p.err == nil && !(p.indexed && p.taken < len(p.chunks)) && !(p.read && p.taken == len(p.chunks)) {
			p.cond.Wait()
		}
		if p.err != nil || p.taken == len(p.chunks) {
			return
		}
		ci := p.taken
		p.taken++
		c := p.chunks[ci]
		p.mu.Unlock()
		res := make([]outcome, len(c))
		for i := range c {
			o := &res[i]
			o.superseded, o.found, o.screened, o.err = m.match(&c[i])
		}
		err := ctx.Err()
		p.mu.Lock()
		if err != nil && p.err == nil {
			p.err = err
		}
		p.outcomes[ci] = res
		p.cond.Broadcast()
	}
}

// flagAll takes the matched chunks in order, counts their searches and
// calls flag for each search the version changes.
func (p *pipeline) flagAll(m *monitor, flag func(s *MonitoredSearch, superseded []string, found []screening.Result) error) error {
	for ci := 0; ; ci++ {
		p.mu.Lock()
		for p.err == nil && !(ci < len(p.outcomes) && p.outcomes[ci] != nil) && !(p.read && ci == len(p.chunks)) {
			p.cond.Wait()
		}
		if err := p.err; err != nil {
			p.mu.Unlock()
			return err
		}
		if ci == len(p.chunks) {
			p.mu.Unlock()
			return nil
		}
		c, res := p.chunks[ci], p.outcomes[ci]
		p.chunks[ci], p.outcomes[ci] = nil, nil
		p.mu.Unlock()
		m.stats.Searches += len(c)
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
			if err := flag(&c[i], o.superseded, o.found); err != nil {
				return err
			}
		}
	}
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
