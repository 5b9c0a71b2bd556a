package service

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/screengate/screengate/service/screening"
)

// MonitorStats says what one monitoring run did.
type MonitorStats struct {
	Searches int // stored searches of the list looked at
	Flagged  int // searches the version changed
	Added    int // new results stored
}

// MonitorListVersion flags the stored searches whose results list version
// v changes: the non-archived sanctions searches of a sanctions list, or
// the monitored PEP searches (not archived, not day-one, not lapsed) when
// v is of the PEP list. A result whose entity v modified or removed is
// superseded (kept and marked), and the entities v added or modified that
// now match the search are stored as new unresolved results; such a
// search gets affectedByUpdate (and, for sanctions, its source of the list
// isAffectedByListUpdate). It matches the changed entities against the
// stored searches — an index of the changed entities only, searched with
// each stored search's criteria — rather than re-running every search on
// the whole list. Wire it as a ListsConfig.OnVersion hook (serve and the
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
	m, err := newMonitor(ctx, st, v, changes, DefaultScreenHits)
	if err != nil {
		return MonitorStats{}, err
	}
	err = st.MonitoredSearches(ctx, l.ID, func(s MonitoredSearch) error {
		superseded, found, err := m.match(s)
		if err != nil || (len(superseded) == 0 && len(found) == 0) {
			return err
		}
		u := SearchResultsUpdate{SearchID: s.ID, ListID: l.ID, Version: v.ID, At: now, Superseded: superseded}
		for i := range found {
			r := &found[i]
			u.Added = append(u.Added, resultEntry(r, l, now))
			u.AddedKeys = append(u.AddedKeys, r.Key)
		}
		if err := st.UpdateSearchResults(ctx, u); err != nil {
			return fmt.Errorf("monitor %s: search %d: %w", v.List, s.ID, err)
		}
		m.stats.Flagged++
		m.stats.Added += len(u.Added)
		return nil
	})
	return m.stats, err
}

// monitorPep is MonitorListVersion for the PEP list.
func monitorPep(ctx context.Context, st Store, v ListVersion, changes []screening.EntityChange, now time.Time) (MonitorStats, error) {
	m, err := newMonitor(ctx, st, v, changes, pepResultLimit)
	if err != nil {
		return MonitorStats{}, err
	}
	version := strconv.FormatInt(v.ID, 10)
	err = st.MonitoredPepSearches(ctx, now, func(s MonitoredSearch) error {
		superseded, found, err := m.match(s)
		if err != nil || (len(superseded) == 0 && len(found) == 0) {
			return err
		}
		u := PepResultsUpdate{SearchID: s.ID, Version: v.ID, At: now, Superseded: superseded}
		for _, r := range found {
			pr := pepResult(r, version)
			pr.DateLastUpdated = &now
			u.Added = append(u.Added, pr)
			u.AddedKeys = append(u.AddedKeys, r.Key)
		}
		if err := st.UpdatePepSearchResults(ctx, u); err != nil {
			return fmt.Errorf("monitor %s: PEP search %d: %w", v.List, s.ID, err)
		}
		m.stats.Flagged++
		m.stats.Added += len(u.Added)
		return nil
	})
	return m.stats, err
}

// monitor matches one list version's changed entities against stored
// searches.
type monitor struct {
	list    string // the engine's list id
	limit   int    // the most results one search keeps
	changed map[string]screening.Change
	ix      *screening.Index // the added and modified entities only; nil when none
	stats   MonitorStats
}

func newMonitor(ctx context.Context, st Store, v ListVersion, changes []screening.EntityChange, limit int) (*monitor, error) {
	m := &monitor{list: v.List, limit: limit, changed: make(map[string]screening.Change, len(changes))}
	var current []string // keys whose new content may match (added, modified)
	for _, c := range changes {
		m.changed[c.Key] = c.Change
		if c.Change != screening.Removed {
			current = append(current, c.Key)
		}
	}
	if len(current) == 0 {
		return m, nil
	}
	ents, err := st.ListEntitiesAt(ctx, v.ID, current)
	if err != nil {
		return nil, fmt.Errorf("monitor %s: entities: %w", v.List, err)
	}
	if m.ix, err = screening.Build(ents, screening.BuildOptions{Versions: map[string]string{v.List: strconv.FormatInt(v.ID, 10)},
		Workers: 1, Prewarm: -1}); err != nil {
		return nil, fmt.Errorf("monitor %s: index: %w", v.List, err)
	}
	return m, nil
}

// match returns the keys of s's current results the version changed or
// removed, and the changed entities that match s now.
func (m *monitor) match(s MonitoredSearch) (superseded []string, found []screening.Result, err error) {
	m.stats.Searches++
	for _, k := range s.Keys {
		if _, ok := m.changed[k]; ok && !slices.Contains(superseded, k) {
			superseded = append(superseded, k)
		}
	}
	if m.ix == nil {
		return superseded, nil, nil
	}
	q, ok := monitorQuery(s, m.list)
	if !ok {
		return superseded, nil, nil
	}
	q.Limit = m.limit
	// An entity already among the results and not changed cannot be found
	// (only changed entities are indexed).
	found, err = m.ix.Search(q)
	if err != nil {
		return nil, nil, fmt.Errorf("monitor %s: search %d: %w", m.list, s.ID, err)
	}
	return superseded, found, nil
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
