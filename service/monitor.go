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

// MonitorListVersion flags the stored, non-archived sanctions searches
// whose results list version v changes: a result whose entity v modified
// or removed is superseded (kept and marked), and the entities v added or
// modified that now match the search are stored as new unresolved
// results; such a search gets affectedByUpdate and its source of the list
// isAffectedByListUpdate. It matches the changed entities against the
// stored searches — an index of the changed entities only, searched with
// each stored search's criteria — rather than re-running every search on
// the whole list. Wire it as a ListsConfig.OnVersion hook (serve and the
// lists CLI both do).
func MonitorListVersion(ctx context.Context, st Store, v ListVersion, changes []screening.EntityChange, now time.Time) (MonitorStats, error) {
	var stats MonitorStats
	l, ok := sanctionsListOfEngine(v.List)
	if !ok || len(changes) == 0 {
		return stats, nil
	}
	changed := map[string]screening.Change{}
	var current []string // keys whose new content may match (added, modified)
	for _, c := range changes {
		changed[c.Key] = c.Change
		if c.Change != screening.Removed {
			current = append(current, c.Key)
		}
	}
	var ix *screening.Index
	if len(current) > 0 {
		ents, err := st.ListEntitiesAt(ctx, v.ID, current)
		if err != nil {
			return stats, fmt.Errorf("monitor %s: entities: %w", v.List, err)
		}
		if ix, err = screening.Build(ents, screening.BuildOptions{Versions: map[string]string{v.List: strconv.FormatInt(v.ID, 10)},
			Workers: 1, Prewarm: -1}); err != nil {
			return stats, fmt.Errorf("monitor %s: index: %w", v.List, err)
		}
	}
	err := st.MonitoredSearches(ctx, l.ID, func(m MonitoredSearch) error {
		stats.Searches++
		u := SearchResultsUpdate{SearchID: m.ID, ListID: l.ID, Version: v.ID, At: now}
		for _, k := range m.Keys {
			if _, ok := changed[k]; ok && !slices.Contains(u.Superseded, k) {
				u.Superseded = append(u.Superseded, k)
			}
		}
		if ix != nil {
			q, ok := monitorQuery(m, v.List)
			if ok {
				results, err := ix.Search(q)
				if err != nil {
					return fmt.Errorf("monitor %s: search %d: %w", v.List, m.ID, err)
				}
				for i := range results {
					r := &results[i]
					// An entity already among the results and not changed
					// cannot be here (only changed entities are indexed).
					u.Added = append(u.Added, resultEntry(r, l, now))
					u.AddedKeys = append(u.AddedKeys, r.Key)
				}
			}
		}
		if len(u.Superseded) == 0 && len(u.Added) == 0 {
			return nil
		}
		if err := st.UpdateSearchResults(ctx, u); err != nil {
			return fmt.Errorf("monitor %s: search %d: %w", v.List, m.ID, err)
		}
		stats.Flagged++
		stats.Added += len(u.Added)
		return nil
	})
	return stats, err
}

// monitorQuery is the engine query of a stored search, on one list (as
// AddSearch built it).
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
