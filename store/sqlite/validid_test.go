package sqlite

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// expectValidIDs computes ListValidIDs' answer over the demo rows in Go.
func expectValidIDs(rows []validIDRow, f service.ValidIDFilter) ([]int32, int) {
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

func testListValidIDs(t *testing.T, db *DB) {
	ctx := context.Background()
	now := testNow()
	set := &demoSet{}
	set.buildValidIDs(now)
	from, to := now.AddDate(0, 0, -30), now.AddDate(0, 0, -10)
	for _, fc := range []struct {
		name string
		f    service.ValidIDFilter
		want int // expected total, as a sanity check on the Go model
	}{
		{"all", service.ValidIDFilter{Scope: demoScope()}, DemoValidIDCount},
		{"analyst own", service.ValidIDFilter{Scope: owners(DemoAccountID, AnalystUserName)}, DemoValidIDAnalyst},
		{"created by (case-insensitive)", service.ValidIDFilter{Scope: demoScope(), CreatedBy: "ANALYST"}, DemoValidIDAnalyst},
		{"created by outside scope", service.ValidIDFilter{Scope: owners(DemoAccountID, DemoUserName), CreatedBy: AnalystUserName}, 0},
		{"viewer", service.ValidIDFilter{Scope: owners(DemoAccountID, ViewerUserName)}, 0},
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
						wantIDs, wantTotal := expectValidIDs(set.validIDs, f)
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
		require.Equal(t, set.validIDs[0].Item, got[0])
		require.Equal(t, "VID-4001", got[0].Reference)
		require.NotNil(t, got[0].SearchCriteria)
	})
}

func TestUpdateValidID(t *testing.T) {
	ctx := context.Background()
	db := mustOpenDemo(t, testNow())
	status := func(id int32) (string, bool, bool) {
		var s string
		var in, notIn bool
		require.NoError(t, db.reader.QueryRowContext(ctx, "SELECT status, client_in_results, client_not_in_results FROM validid_searches WHERE id = ?", id).Scan(&s, &in, &notIn))
		return s, in, notIn
	}
	require.NoError(t, db.UpdateValidID(ctx, owners(DemoAccountID, AnalystUserName, DemoUserName), 4001, true, false))
	s, in, notIn := status(4001)
	require.Equal(t, ValidIDStatusClientInResults, s)
	require.True(t, in)
	require.False(t, notIn)

	require.NoError(t, db.UpdateValidID(ctx, demoScope(), 4001, false, true))
	s, in, notIn = status(4001)
	require.Equal(t, ValidIDStatusClientNotInResults, s)
	require.False(t, in)
	require.True(t, notIn)

	for _, tc := range []struct {
		name  string
		scope service.Scope
		id    int32
	}{
		{"viewer", owners(DemoAccountID, ViewerUserName), 4002},
		{"demo-only scope on analyst's", owners(DemoAccountID, DemoUserName), 4026},
		{"other account", otherScope(), 4002},
		{"other's search", demoScope(), OtherValidIDSearch},
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
