package sqlite

import (
	"bytes"
	"context"
	"image/png"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// TestDemoContractAcrossDates loads the demo at awkward dates and checks the
// date-dependent facts of the contract.
func TestDemoContractAcrossDates(t *testing.T) {
	ctx := context.Background()
	for _, now := range []time.Time{
		time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 1, 31, 23, 59, 59, 0, time.UTC),
		time.Date(2027, 2, 28, 12, 0, 0, 0, time.UTC),
		time.Date(2028, 2, 29, 6, 0, 0, 0, time.UTC),
		time.Date(2026, 8, 31, 18, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 31, 23, 0, 0, 0, time.UTC),
		time.Now().UTC(),
	} {
		t.Run(now.Format(time.RFC3339), func(t *testing.T) {
			db, err := Open(ctx, ":memory:", Options{Now: func() time.Time { return now }})
			require.NoError(t, err)
			defer func() { require.NoError(t, db.Close()) }()
			loaded, err := db.LoadDemo(ctx, []byte(testSecret))
			require.NoError(t, err)
			require.True(t, loaded)
			now := now.Truncate(time.Second)

			ids := pepRange(DemoPepFirst, DemoPepLast)
			for _, tc := range []struct {
				name    string
				dueBy   time.Time
				renewed []int64
			}{
				{"now", now, pepRange(2001, 2005)},
				{"default: 1st of next month", firstOfNextMonth(now), pepRange(2001, 2005)},
				{"end of that day", firstOfNextMonth(now).Add(day - time.Nanosecond), pepRange(2001, 2005)},
				{"two months", now.AddDate(0, 2, 0), pepRange(2001, 2010)},
				{"just under six months", now.AddDate(0, 6, 0).Add(-time.Second), pepRange(2001, 2010)},
			} {
				q, err := db.QuotePepRenewal(ctx, demoScope(), ids, tc.dueBy)
				require.NoError(t, err)
				require.Equal(t, tc.renewed, q.Renewed, tc.name)
			}
			q, err := db.QuotePepRenewal(ctx, demoScope(), pepRange(2006, 2010), now)
			require.NoError(t, err)
			require.Empty(t, q.Renewed, "2006-2010 are not due today")
			q, err = db.QuotePepRenewal(ctx, otherScope(), []int64{OtherPepSearch}, now)
			require.NoError(t, err)
			require.Equal(t, []int64{OtherPepSearch}, q.Renewed)

			week := now.Add(-7 * day)
			n, err := db.CountClients(ctx, service.ClientFilter{Scope: demoScope(), IsValidateMe: true, CreatedBefore: &week,
				States: []service.ClientState{service.ClientStatePendingCompletion, service.ClientStatePendingVerification}})
			require.NoError(t, err)
			require.EqualValues(t, DemoIncompleteClients, n)

			n, err = db.CountUnresolvedSearches(ctx, demoScope())
			require.NoError(t, err)
			require.EqualValues(t, DemoUnresolvedAll, n)

			d, err := db.Document(ctx, demoScope(), DemoDocumentExpired)
			require.NoError(t, err)
			require.True(t, d.Meta.DateExpires.Before(now))
			d, err = db.Document(ctx, demoScope(), DemoDocumentSearch1001)
			require.NoError(t, err)
			require.True(t, d.Meta.DateExpires.After(now))

			dbs, total, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Sort: service.DbsSortDate, Limit: 500})
			require.NoError(t, err)
			require.Equal(t, DemoDbsCount, total)
			require.True(t, dbs[0].DateSearched.After(now.Add(-120*day)))
			require.False(t, dbs[len(dbs)-1].DateSearched.After(now))
		})
	}
}

func TestDemoDeterministic(t *testing.T) {
	now := testNow()
	a, err := buildDemo(now, []byte(testSecret))
	require.NoError(t, err)
	b, err := buildDemo(now, []byte(testSecret))
	require.NoError(t, err)
	// Password hashes are salted, and service.RenderSearchPDF orders its
	// resources by map iteration; everything else is reproducible.
	for _, s := range []*demoSet{a, b} {
		for i := range s.documents {
			if s.documents[i].Meta.Type == "sanctions" {
				require.True(t, bytes.HasPrefix(s.documents[i].Content, []byte("%PDF-")))
				s.documents[i].Content = nil
			}
		}
		for i := range s.accounts {
			s.accounts[i].PasswordHash = ""
		}
		for i := range s.subUsers {
			s.subUsers[i].passwordHash = ""
		}
	}
	require.Equal(t, a, b)
}

func TestDemoData(t *testing.T) {
	now := testNow()
	s, err := buildDemo(now, []byte(testSecret))
	require.NoError(t, err)

	resultIDs := map[int64]bool{}
	for _, r := range s.sanctions {
		for _, e := range r.Search.Record.ListSearchResults {
			require.False(t, resultIDs[e.SearchResultID], "result id %d is unique", e.SearchResultID)
			resultIDs[e.SearchResultID] = true
			var listed bool
			for _, src := range r.Search.Record.SearchSources {
				listed = listed || src.ListID == e.SanctionsListID
			}
			require.True(t, listed, "result %d's list is a source of its search", e.SearchResultID)
		}
		require.EqualValues(t, len(r.Search.Record.ListSearchResults), r.Search.Record.NumOfResults)
	}

	for _, c := range s.clients {
		for _, img := range append([][]byte{c.Original, c.Processed}, func() [][]byte {
			var o [][]byte
			for _, x := range c.OCR {
				o = append(o, x.PNG)
			}
			return o
		}()...) {
			require.Less(t, len(img), 30*1024, "client %d", c.ID)
			_, err := png.Decode(bytes.NewReader(img))
			require.NoError(t, err)
		}
	}

	for _, d := range s.dbs {
		a, c, done, sub, disc := dbsFlags(service.DbsStatusRank(d.Search.Status))
		require.Equal(t, []bool{a, c, done, sub, disc}, []bool{d.Search.IsApplicantInfoCompleted, d.Search.IsIDCheckCompleted,
			d.Search.IsApplicationCompleted, d.Search.IsApplicationSubmitted, d.Search.IsApplicationDisclosed}, "DBS %d", d.Search.ID)
		require.Contains(t, service.DbsDisclosureLevels, d.Search.DisclosureLevel)
		require.Less(t, service.DbsStatusRank(d.Search.Status), len(service.DbsStatuses))
	}
	for _, v := range s.validIDs {
		require.Positive(t, v.Item.Type)
		require.Less(t, int(v.Item.Type), len(service.ValidIDTypes))
	}
	require.Len(t, s.companies, DemoCompanies)
}
