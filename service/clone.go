package service

import "slices"

// Deep copies of the store results that hold pointers or slices, for
// stores that keep results (a cache) and must still hand each caller a
// value of its own (see [Store]).

// Clone returns a copy of s sharing nothing with it.
func (s SanctionsSearch) Clone() SanctionsSearch {
	out := s
	out.Record = s.Record.Clone()
	out.LinkedTo = slices.Clone(s.LinkedTo)
	for i := range out.LinkedTo {
		l := &out.LinkedTo[i]
		l.ClientID, l.ID, l.IsArchived, l.Date = clonePtr(l.ClientID), clonePtr(l.ID), clonePtr(l.IsArchived), clonePtr(l.Date)
	}
	return out
}

// Clone returns a copy of r sharing nothing with it. The deprecated
// per-list SearchResults (never kept by stores) is shared.
func (r SearchRecord) Clone() SearchRecord {
	out := r
	out.DateArchived = clonePtr(r.DateArchived)
	out.SearchCriteria = clonePtr(r.SearchCriteria)
	out.SearchSources = CloneSearchSources(r.SearchSources)
	out.ListSearchResults = slices.Clone(r.ListSearchResults)
	for i := range out.ListSearchResults {
		e := &out.ListSearchResults[i]
		e.DateUpdated = clonePtr(e.DateUpdated)
		e.Addresses, e.Names, e.Nationalities = slices.Clone(e.Addresses), slices.Clone(e.Names), slices.Clone(e.Nationalities)
		e.PlacesOfBirth, e.Remarks = slices.Clone(e.PlacesOfBirth), slices.Clone(e.Remarks)
		e.DatesOfBirth = slices.Clone(e.DatesOfBirth)
		for j := range e.DatesOfBirth {
			d := &e.DatesOfBirth[j]
			d.Year, d.Month, d.Day = clonePtr(d.Year), clonePtr(d.Month), clonePtr(d.Day)
		}
	}
	return out
}

// CloneSearchSources returns a copy of srcs sharing nothing with it
// (their flags too).
func CloneSearchSources(srcs []SearchSource) []SearchSource {
	out := slices.Clone(srcs)
	for i := range out {
		out[i].IsAffectedByListUpdate = clonePtr(out[i].IsAffectedByListUpdate)
	}
	return out
}

// Clone returns a copy of v sharing nothing with it.
func (v ValidIdListItem) Clone() ValidIdListItem {
	v.SearchCriteria = clonePtr(v.SearchCriteria)
	return v
}

// clonePtr returns a pointer to a copy of *p (nil for nil).
func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
