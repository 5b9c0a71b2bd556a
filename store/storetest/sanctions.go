package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

func testSanctions(t *testing.T, db Store) {
	ctx := context.Background()
	now := testNow()

	t.Run("CountUnresolvedSearches", func(t *testing.T) {
		for _, tc := range []struct {
			name  string
			scope service.Scope
			want  int64
		}{
			{"demo own", owners(dataset.DemoAccountID, dataset.DemoUserName), dataset.DemoUnresolvedOwn},
			{"demo as admin", demoScope(), dataset.DemoUnresolvedAll},
			{"analyst own", owners(dataset.DemoAccountID, dataset.AnalystUserName), dataset.AnalystUnresolvedOwn},
			{"analyst with permissions", owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), dataset.AnalystUnresolvedVisible},
			{"owner names are case-insensitive", owners(dataset.DemoAccountID, "Analyst", "DEMO"), dataset.AnalystUnresolvedVisible},
			{"duplicate owners", owners(dataset.DemoAccountID, "demo", "demo"), dataset.DemoUnresolvedOwn},
			{"viewer own", owners(dataset.DemoAccountID, dataset.ViewerUserName), dataset.ViewerUnresolvedOwn},
			{"empty owners match nothing", owners(dataset.DemoAccountID), 0},
			{"other account", otherScope(), dataset.OtherUnresolved},
			{"other's user in demo's account", owners(dataset.DemoAccountID, dataset.OtherUserName), 0},
			{"unknown account", service.Scope{AccountID: 99}, 0},
		} {
			t.Run(tc.name, func(t *testing.T) {
				n, err := db.CountUnresolvedSearches(ctx, tc.scope)
				require.NoError(t, err)
				require.Equal(t, tc.want, n)
			})
		}
	})

	t.Run("CountUpdatedSearches", func(t *testing.T) {
		// The demo's only search affected by a list update is 1001 (demo's).
		for _, tc := range []struct {
			name  string
			scope service.Scope
			want  int64
		}{
			{"demo own", owners(dataset.DemoAccountID, dataset.DemoUserName), 1},
			{"demo as admin", demoScope(), 1},
			{"analyst own", owners(dataset.DemoAccountID, dataset.AnalystUserName), 0},
			{"analyst with permissions", owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), 1},
			{"empty owners match nothing", owners(dataset.DemoAccountID), 0},
			{"other account", otherScope(), 0},
		} {
			t.Run(tc.name, func(t *testing.T) {
				n, err := db.CountUpdatedSearches(ctx, tc.scope)
				require.NoError(t, err)
				require.Equal(t, tc.want, n)
			})
		}
	})

	t.Run("Search1001", func(t *testing.T) {
		s, err := db.Search(ctx, demoScope(), dataset.DemoSearchWithNotes)
		require.NoError(t, err)
		require.Equal(t, dataset.DemoUserName, s.Owner)
		r := s.Record
		require.EqualValues(t, 1001, r.ID)
		require.Equal(t, "individual", r.SearchType)
		require.Equal(t, now.Add(-36*time.Hour), r.DateSearched) // the demo dates search id N at now − (N mod 1000) × 36 h
		require.False(t, r.IsArchived)
		require.Nil(t, r.DateArchived)
		require.True(t, r.AffectedByUpdate)
		require.EqualValues(t, dataset.DemoSearch1001Results, r.NumOfResults)
		require.Equal(t, dataset.DemoSearchWithNotesName, r.SearchCriteria.Name)
		require.Nil(t, r.SearchResults)

		var lists []string
		for _, src := range r.SearchSources {
			lists = append(lists, src.ListID)
			l, ok := service.SanctionsListByID(src.ListID)
			require.True(t, ok)
			require.Equal(t, l.Name, src.ListName)
			require.Equal(t, l.ShortName, src.ListShortName)
			require.NotNil(t, src.IsAffectedByListUpdate)
		}
		require.Equal(t, []string{"HMTSL", "OFACL", "EUL"}, lists)

		perList := map[string][2]int{} // list -> {resolved, unresolved}
		var prev int64
		for _, e := range r.ListSearchResults {
			require.Greater(t, e.SearchResultID, prev, "ordered by searchResultId")
			prev = e.SearchResultID
			c := perList[e.SanctionsListID]
			if e.ResultResolved {
				c[0]++
			} else {
				c[1]++
			}
			perList[e.SanctionsListID] = c
			require.NotEmpty(t, e.Names)
			require.NotNil(t, e.DateUpdated)
			require.NotNil(t, e.Addresses)
			require.NotNil(t, e.PlacesOfBirth)
		}
		require.Equal(t, map[string][2]int{"HMTSL": {1, 1}, "OFACL": {0, 2}, "EUL": {0, 1}}, perList)

		first := r.ListSearchResults[0]
		require.EqualValues(t, dataset.DemoSearch1001FirstResultID, first.SearchResultID)
		require.Equal(t, "0.9812", first.ResultSimilarity.String())
		types := []string{}
		for _, n := range first.Names {
			types = append(types, n.Type)
		}
		require.Equal(t, []string{"primary", "alias-strong", "alias-weak"}, types)
		require.Equal(t, "1.0000", first.Names[1].ResultSimilarity.String())
		dob := first.DatesOfBirth[0]
		require.Equal(t, "1964-03-14", dob.DateOfBirth)
		require.EqualValues(t, 1964, *dob.Year)
		require.EqualValues(t, 3, *dob.Month)
		require.EqualValues(t, 14, *dob.Day)
		require.Equal(t, "Moscow", first.Addresses[0].City)
		require.Equal(t, "Leningrad", first.PlacesOfBirth[0].PlaceOfBirth)
		require.Equal(t, "Russia", first.Nationalities[0].Nationality)
		require.Equal(t, service.SearchResultRemark{SearchResultRemarkID: 1001011, Name: "Date listed", Description: "2022-03-15"}, first.Remarks[0])
		// A partial date of birth keeps its missing parts nil.
		partial := r.ListSearchResults[1].DatesOfBirth[0]
		require.Nil(t, partial.Month)
		require.Nil(t, partial.Day)
		// The EU entry keeps a non-Latin alias.
		require.Equal(t, "Владимир Иванович Петров", r.ListSearchResults[4].Names[1].FullName)

		require.Len(t, s.LinkedTo, 1)
		l := s.LinkedTo[0]
		require.EqualValues(t, dataset.DemoSearch1001LinkedClientID, *l.ClientID)
		require.Equal(t, "client", l.Type)
		require.Equal(t, dataset.DemoSearchWithNotesName, l.Name)
		require.False(t, *l.IsArchived)
		require.NotNil(t, l.Date)
	})

	t.Run("SearchScope", func(t *testing.T) {
		for _, tc := range []struct {
			name  string
			scope service.Scope
			id    int64
			found bool
		}{
			{"admin sees analyst's", demoScope(), 1021, true},
			{"analyst sees demo's", owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), 1001, true},
			{"analyst sees own", owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), 1022, true},
			{"analyst does not see viewer's", owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), 1026, false},
			{"viewer does not see demo's", owners(dataset.DemoAccountID, dataset.ViewerUserName), 1001, false},
			{"viewer sees own", owners(dataset.DemoAccountID, dataset.ViewerUserName), 1026, true},
			{"empty owners", owners(dataset.DemoAccountID), 1001, false},
			{"demo cannot see other's", demoScope(), dataset.OtherSanctionsSearch, false},
			{"other cannot see demo's", otherScope(), 1001, false},
			{"other sees own", otherScope(), dataset.OtherSanctionsSearch, true},
			{"absent", demoScope(), 424242, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				s, err := db.Search(ctx, tc.scope, tc.id)
				if !tc.found {
					require.ErrorIs(t, err, service.ErrNotFound)
					return
				}
				require.NoError(t, err)
				require.Equal(t, tc.id, s.Record.ID)
				_, err = db.SearchNotes(ctx, tc.scope, tc.id)
				require.NoError(t, err)
			})
		}
	})

	t.Run("SearchWithoutResults", func(t *testing.T) {
		s, err := db.Search(ctx, demoScope(), 1012)
		require.NoError(t, err)
		require.NotNil(t, s.Record.ListSearchResults)
		require.Empty(t, s.Record.ListSearchResults)
		require.Zero(t, s.Record.NumOfResults)
		require.NotEmpty(t, s.Record.SearchSources)
		require.Empty(t, s.LinkedTo)
	})

	t.Run("ArchivedSearch", func(t *testing.T) {
		s, err := db.Search(ctx, demoScope(), dataset.DemoArchivedSearch)
		require.NoError(t, err)
		require.True(t, s.Record.IsArchived)
		require.NotNil(t, s.Record.DateArchived)
	})

	t.Run("SearchNotes", func(t *testing.T) {
		notes, err := db.SearchNotes(ctx, demoScope(), dataset.DemoSearchWithNotes)
		require.NoError(t, err)
		require.Len(t, notes, 2)
		require.Equal(t, dataset.DemoUserName, notes[0].Name)
		require.Equal(t, dataset.DemoSearch1001FirstNote, notes[0].Content)
		require.Equal(t, dataset.AnalystUserName, notes[1].Name)
		require.Equal(t, dataset.DemoSearch1001SecondNote, notes[1].Content)
		require.True(t, notes[0].Date.Before(notes[1].Date))

		none, err := db.SearchNotes(ctx, demoScope(), 1002)
		require.NoError(t, err)
		require.NotNil(t, none)
		require.Empty(t, none)

		_, err = db.SearchNotes(ctx, otherScope(), dataset.DemoSearchWithNotes)
		require.ErrorIs(t, err, service.ErrNotFound)
	})
}

func testAddSearchNote(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)

	n := service.SearchNote{Name: dataset.AnalystUserName, Date: now, Content: "Third note"}
	notes, total, err := db.AddSearchNote(ctx, owners(dataset.DemoAccountID, dataset.AnalystUserName, dataset.DemoUserName), dataset.DemoSearchWithNotes, n, service.NoteLimits{})
	require.NoError(t, err)
	require.Len(t, notes, 3)
	require.Equal(t, 3, total)
	require.Equal(t, n, notes[2])
	require.Equal(t, dataset.DemoSearch1001FirstNote, notes[0].Content)

	// Notes at the same instant keep their insertion order.
	for _, c := range []string{"a", "b", "c"} {
		notes, _, err = db.AddSearchNote(ctx, demoScope(), 1002, service.SearchNote{Name: "demo", Date: now, Content: c}, service.NoteLimits{})
		require.NoError(t, err)
	}
	require.Equal(t, []string{"a", "b", "c"}, []string{notes[0].Content, notes[1].Content, notes[2].Content})

	// An earlier note sorts first.
	notes, _, err = db.AddSearchNote(ctx, demoScope(), 1002, service.SearchNote{Name: "demo", Date: now.Add(-time.Hour), Content: "early"}, service.NoteLimits{})
	require.NoError(t, err)
	require.Equal(t, "early", notes[0].Content)

	// Newest: only the newest notes come back, oldest first, with the
	// total; MaxNotes: a search at its quota takes no more.
	notes, total, err = db.AddSearchNote(ctx, demoScope(), 1002, service.SearchNote{Name: "demo", Date: now.Add(time.Minute), Content: "d"},
		service.NoteLimits{MaxNotes: 6, Newest: 2})
	require.NoError(t, err)
	require.Equal(t, 5, total)
	require.Equal(t, []string{"c", "d"}, []string{notes[0].Content, notes[1].Content})
	notes, total, err = db.AddSearchNote(ctx, demoScope(), 1002, service.SearchNote{Name: "demo", Date: now.Add(2 * time.Minute), Content: "e"},
		service.NoteLimits{MaxNotes: 6, Newest: 10})
	require.NoError(t, err)
	require.Equal(t, 6, total)
	require.Len(t, notes, 6)
	_, _, err = db.AddSearchNote(ctx, demoScope(), 1002, service.SearchNote{Name: "demo", Date: now, Content: "over"}, service.NoteLimits{MaxNotes: 6})
	var q *service.QuotaError
	require.ErrorAs(t, err, &q)
	require.Equal(t, int64(6), q.Limit)
	all, err := db.SearchNotes(ctx, demoScope(), 1002)
	require.NoError(t, err)
	require.Len(t, all, 6, "nothing written over the quota")

	for _, tc := range []struct {
		name  string
		scope service.Scope
		id    int64
	}{
		{"viewer on demo's", owners(dataset.DemoAccountID, dataset.ViewerUserName), dataset.DemoSearchWithNotes},
		{"other account", otherScope(), dataset.DemoSearchWithNotes},
		{"demo on other's", demoScope(), dataset.OtherSanctionsSearch},
		{"absent", demoScope(), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := b.count(t, db, "search_notes")
			_, _, err := db.AddSearchNote(ctx, tc.scope, tc.id, service.SearchNote{Name: "x", Date: now, Content: "nope"}, service.NoteLimits{MaxNotes: 1000})
			require.ErrorIs(t, err, service.ErrNotFound)
			require.Equal(t, before, b.count(t, db, "search_notes"))
		})
	}
}

func testCountUnresolvedSearchesArchived(t *testing.T, b Backend) {
	ctx := context.Background()
	// Archiving an unresolved search removes it from the count; resolving
	// its last unresolved result does too.
	search := func(s *dataset.Set, id int64) *service.SearchRecord {
		for i := range s.Sanctions {
			if s.Sanctions[i].Search.Record.ID == id {
				return &s.Sanctions[i].Search.Record
			}
		}
		t.Fatalf("no demo search %d", id)
		return nil
	}
	resolve := func(r *service.SearchRecord, resolved bool) {
		for i := range r.ListSearchResults {
			r.ListSearchResults[i].ResultResolved = resolved
		}
	}
	db := b.openDemo(t, testNow(), func(s *dataset.Set) {
		search(s, 1002).IsArchived = true
		resolve(search(s, 1003), true)
	})
	n, err := db.CountUnresolvedSearches(ctx, owners(dataset.DemoAccountID, dataset.DemoUserName))
	require.NoError(t, err)
	require.EqualValues(t, dataset.DemoUnresolvedOwn-2, n)
	// A result left unresolved on a search with otherwise resolved ones
	// counts it.
	db = b.openDemo(t, testNow(), func(s *dataset.Set) {
		search(s, 1002).IsArchived = true
		resolve(search(s, 1003), true)
		require.NotEmpty(t, search(s, 1011).ListSearchResults)
		resolve(search(s, 1011), false)
	})
	n, err = db.CountUnresolvedSearches(ctx, owners(dataset.DemoAccountID, dataset.DemoUserName))
	require.NoError(t, err)
	require.EqualValues(t, dataset.DemoUnresolvedOwn-1, n)
}
