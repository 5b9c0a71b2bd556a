package storetest

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// expectValidIDs computes ListValidIDs' answer over the demo rows in Go.
func expectValidIDs(rows []dataset.ValidIDRecord, f service.ValidIDFilter) ([]int32, int) {
	var m []service.ValidIdListItem
	for _, r := range rows {
		v := r.Item
		name := strings.ToLower(v.SearchCriteria.FullName)
		if !inScope(f.Scope, r.AccountID, r.Owner) ||
			slices.ContainsFunc(f.NameWords, func(w string) bool { return !strings.Contains(name, strings.ToLower(w)) }) ||
			f.Reference != "" && !strings.Contains(strings.ToLower(v.Reference), strings.ToLower(f.Reference)) ||
			f.Type != 0 && f.Type != v.Type ||
			f.DateFrom != nil && v.DateSearched.Before(*f.DateFrom) ||
			f.DateTo != nil && !v.DateSearched.Before(*f.DateTo) ||
			f.CreatedBy != "" && !strings.EqualFold(f.CreatedBy, r.Owner) {
			continue
		}
		m = append(m, v)
	}
	flip := func(c int) int {
		if f.Sort.Desc {
			return -c
		}
		return c
	}
	slices.SortFunc(m, func(a, b service.ValidIdListItem) int {
		switch f.Sort.Field {
		case "name":
			return flip(cmp.Or(strings.Compare(strings.ToLower(a.SearchCriteria.FullName), strings.ToLower(b.SearchCriteria.FullName)), cmp.Compare(a.ID, b.ID)))
		case "date":
			return flip(cmp.Or(a.DateSearched.Compare(b.DateSearched), cmp.Compare(a.ID, b.ID)))
		}
		return cmp.Or(flip(strings.Compare(a.Status, b.Status)), b.DateSearched.Compare(a.DateSearched), cmp.Compare(b.ID, a.ID))
	})
	total := len(m)
	lo, hi := min(f.Offset, total), total
	if f.Limit > 0 {
		hi = min(lo+f.Limit, total)
	}
	ids := []int32{}
	for _, v := range m[lo:hi] {
		ids = append(ids, v.ID)
	}
	return ids, total
}

func testListValidIDs(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	set := demoSet(t, now)
	from, to := now.AddDate(0, 0, -30), now.AddDate(0, 0, -10)
	for _, fc := range []struct {
		name string
		f    service.ValidIDFilter
		want int // expected total, as a sanity check on the Go model
	}{
		{"all", service.ValidIDFilter{Scope: demoScope()}, dataset.DemoValidIDCount},
		{"analyst own", service.ValidIDFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName)}, dataset.DemoValidIDAnalyst},
		{"created by (case-insensitive)", service.ValidIDFilter{Scope: demoScope(), CreatedBy: "ANALYST"}, dataset.DemoValidIDAnalyst},
		{"created by outside scope", service.ValidIDFilter{Scope: owners(dataset.DemoAccountID, dataset.DemoUserName), CreatedBy: dataset.AnalystUserName}, 0},
		{"viewer", service.ValidIDFilter{Scope: owners(dataset.DemoAccountID, dataset.ViewerUserName)}, 0},
		{"other", service.ValidIDFilter{Scope: otherScope()}, 1},
		{"type", service.ValidIDFilter{Scope: demoScope(), Type: 2}, 5},
		{"reference contains", service.ValidIDFilter{Scope: demoScope(), Reference: "vid-401"}, 10},
		{"name words", service.ValidIDFilter{Scope: demoScope(), NameWords: []string{"EMILY", "clarke"}}, -1},
		{"name words, one missing", service.ValidIDFilter{Scope: demoScope(), NameWords: []string{"emily", "smith"}}, 0},
		{"name word with metacharacter", service.ValidIDFilter{Scope: demoScope(), NameWords: []string{"%"}}, 0},
		{"date range", service.ValidIDFilter{Scope: demoScope(), DateFrom: &from, DateTo: &to}, -1},
	} {
		for _, field := range []string{"status", "name", "date"} {
			for _, desc := range []bool{false, true} {
				for _, page := range []int{0, 10, 20, 30} {
					f := fc.f
					f.Sort, f.Limit, f.Offset = service.ListSort{Field: field, Desc: desc}, 10, page
					t.Run(fmt.Sprintf("%s/%s/desc=%v/%d", fc.name, field, desc, page), func(t *testing.T) {
						wantIDs, wantTotal := expectValidIDs(set.ValidIDs, f)
						if fc.want >= 0 {
							require.Equal(t, fc.want, wantTotal, "model")
						} else {
							require.Positive(t, wantTotal, "model")
						}
						got, total, err := db.ListValidIDs(ctx, f)
						require.NoError(t, err)
						require.Equal(t, wantTotal, total)
						ids := []int32{}
						for _, v := range got {
							ids = append(ids, v.ID)
						}
						require.Equal(t, wantIDs, ids)
					})
				}
			}
		}
	}

	t.Run("fields", func(t *testing.T) {
		got, _, err := db.ListValidIDs(ctx, service.ValidIDFilter{Scope: demoScope(), Sort: service.ListSort{Field: "date", Desc: true}, Limit: 1})
		require.NoError(t, err)
		require.Equal(t, set.ValidIDs[0].Item, got[0])
		require.Equal(t, "VID-4001", got[0].Reference)
		require.NotNil(t, got[0].SearchCriteria)
	})
}

func testUpdateValidID(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.openDemo(t, testNow())
	status := func(id int32) (string, bool, bool) {
		items, _, err := db.ListValidIDs(ctx, service.ValidIDFilter{Scope: demoScope(), Limit: 100})
		require.NoError(t, err)
		for _, v := range items {
			if v.ID == id {
				// The list carries the status; the flags are read back
				// through the status they set.
				return v.Status, v.Status == service.ValidIDStatusClientInResults, v.Status == service.ValidIDStatusClientNotInResults
			}
		}
		t.Fatalf("ValidID search %d not listed", id)
		return "", false, false
	}
	require.NoError(t, db.UpdateValidID(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), 4001, true, false))
	s, in, notIn := status(4001)
	require.Equal(t, service.ValidIDStatusClientInResults, s)
	require.True(t, in)
	require.False(t, notIn)

	require.NoError(t, db.UpdateValidID(ctx, demoScope(), 4001, false, true))
	s, in, notIn = status(4001)
	require.Equal(t, service.ValidIDStatusClientNotInResults, s)
	require.False(t, in)
	require.True(t, notIn)

	for _, tc := range []struct {
		name  string
		scope service.Scope
		id    int32
	}{
		{"viewer", owners(dataset.DemoAccountID, dataset.ViewerUserName), 4002},
		{"demo-only scope on analyst's", owners(dataset.DemoAccountID, dataset.DemoUserName), 4026},
		{"other account", otherScope(), 4002},
		{"other's search", demoScope(), dataset.OtherValidIDSearch},
		{"absent", demoScope(), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, _, _ := status(4002)
			require.ErrorIs(t, db.UpdateValidID(ctx, tc.scope, tc.id, true, false), service.ErrNotFound)
			after, _, _ := status(4002)
			require.Equal(t, before, after)
		})
	}
}
