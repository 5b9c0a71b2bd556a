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

// inScope applies a Scope to a record in Go, as the store must in SQL.
func inScope(s service.Scope, account int64, owner string) bool {
	if account != s.AccountID {
		return false
	}
	if s.Owners == nil {
		return true
	}
	return slices.ContainsFunc(s.Owners, func(o string) bool { return strings.EqualFold(o, owner) })
}

// expectDbs computes ListDbsSearches' answer over the demo rows in Go.
func expectDbs(rows []dataset.DbsRecord, f service.DbsFilter) ([]int64, int) {
	var m []service.DbsSearchShort
	for _, r := range rows {
		s := r.Search
		if !inScope(f.Scope, r.AccountID, r.Owner) ||
			f.Name != "" && !strings.Contains(strings.ToLower(s.Name), strings.ToLower(f.Name)) ||
			f.DateFrom != nil && s.DateSearched.Before(*f.DateFrom) ||
			f.DateTo != nil && !s.DateSearched.Before(*f.DateTo) ||
			f.IsApplicantInfoCompleted != nil && *f.IsApplicantInfoCompleted != s.IsApplicantInfoCompleted ||
			f.IsIDCheckCompleted != nil && *f.IsIDCheckCompleted != s.IsIDCheckCompleted ||
			f.IsApplicationCompleted != nil && *f.IsApplicationCompleted != s.IsApplicationCompleted ||
			f.IsApplicationSubmitted != nil && *f.IsApplicationSubmitted != s.IsApplicationSubmitted ||
			f.IsApplicationDisclosed != nil && *f.IsApplicationDisclosed != s.IsApplicationDisclosed {
			continue
		}
		m = append(m, s)
	}
	flip := func(c int) int {
		if f.Desc {
			return -c
		}
		return c
	}
	slices.SortFunc(m, func(a, b service.DbsSearchShort) int {
		switch f.Sort {
		case service.DbsSortName:
			return flip(cmp.Or(strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), cmp.Compare(a.ID, b.ID)))
		case service.DbsSortDate:
			return flip(cmp.Or(a.DateSearched.Compare(b.DateSearched), cmp.Compare(a.ID, b.ID)))
		case service.DbsSortDateUpdated:
			return flip(cmp.Or(a.DateUpdated.Compare(b.DateUpdated), cmp.Compare(a.ID, b.ID)))
		case service.DbsSortReference:
			return flip(cmp.Or(strings.Compare(a.Reference, b.Reference), cmp.Compare(a.ID, b.ID)))
		}
		return cmp.Or(flip(cmp.Compare(service.DbsStatusRank(a.Status), service.DbsStatusRank(b.Status))),
			b.DateSearched.Compare(a.DateSearched), cmp.Compare(b.ID, a.ID))
	})
	total := len(m)
	lo := min(f.Offset, total)
	hi := total
	if f.Limit > 0 {
		hi = min(lo+f.Limit, total)
	}
	ids := []int64{}
	for _, s := range m[lo:hi] {
		ids = append(ids, s.ID)
	}
	return ids, total
}

func testListDbsSearches(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()
	set := demoSet(t, now)
	yes, no := ptr(true), ptr(false)
	from, to := now.AddDate(0, 0, -60), now.AddDate(0, 0, -30)

	filters := []struct {
		name string
		f    service.DbsFilter
	}{
		{"all", service.DbsFilter{Scope: demoScope()}},
		{"analyst own", service.DbsFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName)}},
		{"analyst with permissions", service.DbsFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName)}},
		{"empty owners", service.DbsFilter{Scope: owners(dataset.DemoAccountID)}},
		{"other", service.DbsFilter{Scope: otherScope()}},
		{"name", service.DbsFilter{Scope: demoScope(), Name: "OLI"}},
		{"name unicode case-insensitive", service.DbsFilter{Scope: demoScope(), Name: "ÉLODIE"}},
		{"name with apostrophe", service.DbsFilter{Scope: demoScope(), Name: "o'connor"}},
		{"name with LIKE metacharacters", service.DbsFilter{Scope: demoScope(), Name: "%"}},
		{"name with underscore", service.DbsFilter{Scope: demoScope(), Name: "_"}},
		{"date range", service.DbsFilter{Scope: demoScope(), DateFrom: &from, DateTo: &to}},
		{"date from", service.DbsFilter{Scope: demoScope(), DateFrom: &from}},
		{"disclosed", service.DbsFilter{Scope: demoScope(), IsApplicationDisclosed: yes}},
		{"submitted not disclosed", service.DbsFilter{Scope: demoScope(), IsApplicationSubmitted: yes, IsApplicationDisclosed: no}},
		{"applicant info pending", service.DbsFilter{Scope: demoScope(), IsApplicantInfoCompleted: no}},
		{"ID checked, not completed", service.DbsFilter{Scope: demoScope(), IsIDCheckCompleted: yes, IsApplicationCompleted: no}},
	}
	sorts := []service.DbsSortField{service.DbsSortStatus, service.DbsSortName, service.DbsSortDate,
		service.DbsSortDateUpdated, service.DbsSortReference}
	for _, fc := range filters {
		for _, sort := range sorts {
			for _, desc := range []bool{false, true} {
				for _, page := range []struct{ limit, offset int }{{25, 0}, {7, 7}, {500, 0}, {10, 35}, {10, 100}} {
					f := fc.f
					f.Sort, f.Desc, f.Limit, f.Offset = sort, desc, page.limit, page.offset
					t.Run(fmt.Sprintf("%s/%s/desc=%v/%d+%d", fc.name, sort, desc, page.offset, page.limit), func(t *testing.T) {
						wantIDs, wantTotal := expectDbs(set.Dbs, f)
						got, total, err := db.ListDbsSearches(ctx, f)
						require.NoError(t, err)
						require.Equal(t, wantTotal, total)
						ids := []int64{}
						for _, s := range got {
							ids = append(ids, s.ID)
						}
						require.Equal(t, wantIDs, ids)
					})
				}
			}
		}
	}

	t.Run("contract", func(t *testing.T) {
		got, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Limit: 500})
		require.NoError(t, err)
		require.Equal(t, dataset.DemoDbsCount, total)
		require.Len(t, got, dataset.DemoDbsCount)
		statuses := map[int]bool{}
		for i, s := range got {
			statuses[service.DbsStatusRank(s.Status)] = true
			require.NotEqual(t, dataset.OtherDbsSearch, s.ID)
			if i > 0 {
				require.LessOrEqual(t, service.DbsStatusRank(got[i-1].Status), service.DbsStatusRank(s.Status))
			}
			require.True(t, s.DateSearched.After(now.AddDate(0, 0, -121)))
		}
		require.Len(t, statuses, len(service.DbsStatuses), "every workflow status is present")
		_, analyst, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: owners(dataset.DemoAccountID, dataset.AnalystUserName), Limit: 1})
		require.NoError(t, err)
		require.Equal(t, dataset.DemoDbsAnalyst, analyst)
	})

	t.Run("fields", func(t *testing.T) {
		got, _, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortReference, Limit: 1})
		require.NoError(t, err)
		want := set.Dbs[0].Search
		require.Equal(t, want, got[0])
		require.Equal(t, "REF-3001", got[0].Reference)
	})

	t.Run("bad sort", func(t *testing.T) {
		_, _, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Sort: "bogus"})
		require.Error(t, err)
	})
}
