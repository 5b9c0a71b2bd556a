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

// expectBulk computes ListBulkSearches' answer over the demo rows in Go.
func expectBulk(rows []dataset.BulkRecord, f service.BulkFilter) ([]int32, int) {
	var m []dataset.BulkRecord
	for _, r := range rows {
		if !inScope(f.Scope, r.AccountID, r.Owner) ||
			f.CreatedBy != "" && !strings.EqualFold(f.CreatedBy, r.Owner) ||
			f.DateFrom != nil && r.Created.Before(*f.DateFrom) ||
			f.DateTo != nil && !r.Created.Before(*f.DateTo) ||
			f.ID != nil && *f.ID != r.Status.BulkSearchID {
			continue
		}
		m = append(m, r)
	}
	flip := func(c int) int {
		if f.Sort.Desc {
			return -c
		}
		return c
	}
	slices.SortFunc(m, func(a, b dataset.BulkRecord) int {
		ida, idb := a.Status.BulkSearchID, b.Status.BulkSearchID
		switch f.Sort.Field {
		case "name":
			return flip(cmp.Or(strings.Compare(strings.ToLower(a.Status.Message), strings.ToLower(b.Status.Message)), cmp.Compare(ida, idb)))
		case "date":
			return flip(cmp.Or(a.Created.Compare(b.Created), cmp.Compare(ida, idb)))
		}
		return cmp.Or(flip(strings.Compare(a.Status.Status, b.Status.Status)), b.Created.Compare(a.Created), cmp.Compare(idb, ida))
	})
	total := len(m)
	lo, hi := min(f.Offset, total), total
	if f.Limit > 0 {
		hi = min(lo+f.Limit, total)
	}
	ids := []int32{}
	for _, r := range m[lo:hi] {
		ids = append(ids, r.Status.BulkSearchID)
	}
	return ids, total
}

func testListBulkSearches(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	set := demoSet(t, now)
	from, to := now.AddDate(0, 0, -30), now.AddDate(0, 0, -10)
	for _, fc := range []struct {
		name string
		f    service.BulkFilter
		want int
	}{
		{"all", service.BulkFilter{Scope: demoScope()}, dataset.DemoBulkCount},
		{"created by analyst", service.BulkFilter{Scope: demoScope(), CreatedBy: "Analyst"}, dataset.DemoBulkAnalyst},
		{"demo own", service.BulkFilter{Scope: owners(dataset.DemoAccountID, dataset.DemoUserName)}, dataset.DemoBulkCount - dataset.DemoBulkAnalyst},
		{"viewer", service.BulkFilter{Scope: owners(dataset.DemoAccountID, dataset.ViewerUserName)}, 0},
		{"other", service.BulkFilter{Scope: otherScope()}, 1},
		{"id", service.BulkFilter{Scope: demoScope(), ID: ptr(int32(6005))}, 1},
		{"other's id", service.BulkFilter{Scope: demoScope(), ID: ptr(dataset.OtherBulkSearch)}, 0},
		{"date range", service.BulkFilter{Scope: demoScope(), DateFrom: &from, DateTo: &to}, 4},
	} {
		for _, field := range []string{"status", "name", "date"} {
			for _, desc := range []bool{false, true} {
				for _, page := range []struct{ limit, offset int }{{10, 0}, {5, 5}, {100, 0}, {10, 20}} {
					f := fc.f
					f.Sort, f.Limit, f.Offset = service.ListSort{Field: field, Desc: desc}, page.limit, page.offset
					t.Run(fmt.Sprintf("%s/%s/desc=%v/%d+%d", fc.name, field, desc, page.offset, page.limit), func(t *testing.T) {
						wantIDs, wantTotal := expectBulk(set.Bulk, f)
						require.Equal(t, fc.want, wantTotal, "model")
						got, total, err := db.ListBulkSearches(ctx, f)
						require.NoError(t, err)
						require.Equal(t, wantTotal, total)
						ids := []int32{}
						for _, b := range got {
							ids = append(ids, b.BulkSearchID)
						}
						require.Equal(t, wantIDs, ids)
					})
				}
			}
		}
	}

	t.Run("fields", func(t *testing.T) {
		got, _, err := db.ListBulkSearches(ctx, service.BulkFilter{Scope: demoScope(), ID: ptr(int32(6001))})
		require.NoError(t, err)
		require.Equal(t, []service.BulkSearchStatus{set.Bulk[0].Status}, got)
		for _, r := range set.Bulk {
			b := r.Status
			require.LessOrEqual(t, b.Processed, b.Total)
			require.Equal(t, b.Status != "Failed", b.Success)
			require.Equal(t, b.Status == "Completed", b.Processed == b.Total)
		}
	})
}
