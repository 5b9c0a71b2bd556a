package dataset

import (
	"bytes"
	"image/png"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

const testSecret = "test-server-secret"

func testNow() time.Time { return time.Date(2026, 3, 10, 9, 30, 0, 0, time.UTC) }

func TestDemoDeterministic(t *testing.T) {
	now := testNow()
	a, err := buildDemo(now, []byte(testSecret))
	require.NoError(t, err)
	b, err := buildDemo(now, []byte(testSecret))
	require.NoError(t, err)
	// Password hashes are salted, and service.RenderSearchPDF orders its
	// resources by map iteration; everything else is reproducible.
	for _, s := range []*demoSet{a, b} {
		for i := range s.Documents {
			if s.Documents[i].Meta.Type == "sanctions" {
				require.True(t, bytes.HasPrefix(s.Documents[i].Content, []byte("%PDF-")))
				s.Documents[i].Content = nil
			}
		}
		for i := range s.Accounts {
			s.Accounts[i].PasswordHash = ""
		}
		for i := range s.Users {
			s.Users[i].PasswordHash = ""
		}
	}
	require.Equal(t, a, b)
}

func TestDemoData(t *testing.T) {
	now := testNow()
	s, err := buildDemo(now, []byte(testSecret))
	require.NoError(t, err)

	resultIDs := map[int64]bool{}
	for _, r := range s.Sanctions {
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

	for _, c := range s.Clients {
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

	for _, d := range s.Dbs {
		a, c, done, sub, disc := dbsFlags(service.DbsStatusRank(d.Search.Status))
		require.Equal(t, []bool{a, c, done, sub, disc}, []bool{d.Search.IsApplicantInfoCompleted, d.Search.IsIDCheckCompleted,
			d.Search.IsApplicationCompleted, d.Search.IsApplicationSubmitted, d.Search.IsApplicationDisclosed}, "DBS %d", d.Search.ID)
		require.Contains(t, service.DbsDisclosureLevels, d.Search.DisclosureLevel)
		require.Less(t, service.DbsStatusRank(d.Search.Status), len(service.DbsStatuses))
	}
	for _, v := range s.ValidIDs {
		require.Positive(t, v.Item.Type)
		require.Less(t, int(v.Item.Type), len(service.ValidIDTypes))
	}
	require.Len(t, s.Companies, DemoCompanies)
}
