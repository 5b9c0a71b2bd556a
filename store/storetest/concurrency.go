package storetest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// testCreateAccountConcurrent: ten registrations of one user name (in
// different cases, each with its own API user id) at once: one wins, the
// others get ErrConflict and leave nothing behind.
func testCreateAccountConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.openDemo(t, testNow())
	accounts := b.count(t, db, "accounts")
	const n = 10
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := "racing.registrant"
			if i%2 == 1 {
				name = "Racing.Registrant"
			}
			_, errs[i] = db.CreateAccount(ctx, newAccount(name, fmt.Sprintf("racing-api-%d", i)))
		}()
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		if err == nil {
			won++
			continue
		}
		require.ErrorIs(t, err, service.ErrConflict)
	}
	require.Equal(t, 1, won)
	require.Equal(t, accounts+1, b.count(t, db, "accounts"))
	require.Equal(t, 1, countCredentials(t, db, n), "only the winner's credential exists")
}

// countCredentials counts the racing-api-N credentials that exist.
func countCredentials(t *testing.T, db Store, n int) int {
	found := 0
	for i := 0; i < n; i++ {
		_, err := db.Credential(context.Background(), fmt.Sprintf("racing-api-%d", i))
		if err == nil {
			found++
			continue
		}
		require.ErrorIs(t, err, service.ErrNotFound)
	}
	return found
}

// testAddSearchNoteConcurrent: 100 notes added at once to two searches:
// every one is stored, each reply lists its own note, and no note is lost
// or duplicated.
func testAddSearchNoteConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	const n = 100
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			search := int64(1001 + i%2)
			content := fmt.Sprintf("concurrent note %d", i)
			notes, _, err := db.AddSearchNote(ctx, demoScope(), search, service.SearchNote{Name: dataset.DemoUserName, Date: now, Content: content}, service.NoteLimits{})
			if err != nil {
				errs[i] = err
				return
			}
			seen := 0
			for _, nt := range notes {
				if nt.Content == content {
					seen++
				}
			}
			if seen != 1 {
				errs[i] = fmt.Errorf("reply of note %d lists it %d times", i, seen)
			}
		}()
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...))
	for search, before := range map[int64]int{1001: 2, 1002: 0} {
		notes, err := db.SearchNotes(ctx, demoScope(), search)
		require.NoError(t, err)
		require.Len(t, notes, before+n/2, "search %d", search)
		seen := map[string]int{}
		for _, nt := range notes {
			seen[nt.Content]++
		}
		for i := int(search - 1001); i < n; i += 2 {
			require.Equal(t, 1, seen[fmt.Sprintf("concurrent note %d", i)], "note %d on %d", i, search)
		}
	}
}

// testNoteQuotaConcurrent: concurrent notes on one search, of every kind of
// search that takes notes, store exactly the quota and refuse the rest
// with a QuotaError; each reply holds at most the newest asked for and the
// total.
func testNoteQuotaConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	type addFunc func(service.SearchNote, service.NoteLimits) ([]service.SearchNote, int, error)
	kinds := []struct {
		name  string
		add   addFunc
		notes func() ([]service.SearchNote, error)
	}{
		{"sanctions",
			func(n service.SearchNote, l service.NoteLimits) ([]service.SearchNote, int, error) {
				return db.AddSearchNote(ctx, demoScope(), 1002, n, l)
			},
			func() ([]service.SearchNote, error) { return db.SearchNotes(ctx, demoScope(), 1002) }},
		{"PEP",
			func(n service.SearchNote, l service.NoteLimits) ([]service.SearchNote, int, error) {
				return db.AddPepSearchNote(ctx, demoScope(), 2001, n, l)
			},
			func() ([]service.SearchNote, error) { return db.PepSearchNotes(ctx, demoScope(), 2001) }},
		{"ValidID",
			func(n service.SearchNote, l service.NoteLimits) ([]service.SearchNote, int, error) {
				return db.AddValidIDNote(ctx, demoScope(), 4001, n, l)
			},
			func() ([]service.SearchNote, error) { return db.ValidIDNotes(ctx, demoScope(), 4001) }},
	}
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) {
			before, err := k.notes()
			require.NoError(t, err)
			const n, newest = 60, 5
			quota := len(before) + 25
			var wg sync.WaitGroup
			var mu sync.Mutex
			stored, refused := 0, 0
			var other error
			for i := 0; i < n; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					got, total, err := k.add(service.SearchNote{Name: dataset.DemoUserName, Date: now, Content: fmt.Sprint(i)},
						service.NoteLimits{MaxNotes: quota, Newest: newest})
					var q *service.QuotaError
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err == nil:
						stored++
						if len(got) > newest || total < len(got) || total > quota {
							other = fmt.Errorf("reply of %d notes, total %d", len(got), total)
						}
					case errors.As(err, &q):
						refused++
					default:
						other = err
					}
				}()
			}
			wg.Wait()
			require.NoError(t, other)
			require.Equal(t, 25, stored)
			require.Equal(t, n-25, refused)
			notes, err := k.notes()
			require.NoError(t, err)
			require.Len(t, notes, quota)
		})
	}
}

func testLoadDemoOnce(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.openDemo(t, now)
	loaded, err := dataset.LoadDemo(ctx, db, now, []byte(testSecret))
	require.NoError(t, err)
	require.False(t, loaded)
	require.Equal(t, 2, b.count(t, db, "accounts"))
	require.Equal(t, dataset.DemoCompanies, b.count(t, db, "companies"))

	// A store with any account is not loaded into.
	db2 := b.open(t, now)
	_, err = db2.CreateAccount(ctx, newAccount("first", "first-api"))
	require.NoError(t, err)
	loaded, err = dataset.LoadDemo(ctx, db2, now, []byte(testSecret))
	require.NoError(t, err)
	require.False(t, loaded)
	require.Equal(t, 0, b.count(t, db2, "sanctions_searches"))

	_, err = dataset.LoadDemo(ctx, b.open(t, now), now, nil)
	require.Error(t, err)

	// A failed load leaves nothing behind.
	db3 := b.open(t, now)
	boom := errors.New("boom")
	_, err = db3.Load(ctx, dataset.LoadOptions{IfEmpty: true}, func(w dataset.Writer) error {
		set, err := dataset.Demo(now, []byte(testSecret))
		require.NoError(t, err)
		require.NoError(t, w.Account(set.Accounts[0]))
		return boom
	})
	require.ErrorIs(t, err, boom)
	require.Equal(t, 0, b.count(t, db3, "accounts"))
}

// testLoadDemoConcurrent: three loaders at once (gateways starting with
// -demo together) load the demo data set exactly once.
func testLoadDemoConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	now := testNow()
	db := b.open(t, now)
	var wg sync.WaitGroup
	results := make([]bool, 3)
	errs := make([]error, 3)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = dataset.LoadDemo(ctx, db, now, []byte(testSecret))
		}()
	}
	wg.Wait()
	loads := 0
	for i := range results {
		require.NoError(t, errs[i])
		if results[i] {
			loads++
		}
	}
	require.Equal(t, 1, loads)
	require.Equal(t, 2, b.count(t, db, "accounts"))
}

func testServerSecret(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.open(t, testNow())
	calls := 0
	gen := func() ([]byte, error) { calls++; return []byte("first-secret"), nil }
	s1, err := db.ServerSecret(ctx, gen)
	require.NoError(t, err)
	require.Equal(t, []byte("first-secret"), s1)
	s2, err := db.ServerSecret(ctx, func() ([]byte, error) { return []byte("second-secret"), nil })
	require.NoError(t, err)
	require.Equal(t, s1, s2)
	require.Equal(t, 1, calls)

	_, err = b.open(t, testNow()).ServerSecret(ctx, func() ([]byte, error) { return nil, errors.New("no entropy") })
	require.ErrorContains(t, err, "no entropy")
}

// testServerSecretConcurrent: concurrent first calls agree on one secret.
func testServerSecretConcurrent(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.open(t, testNow())
	const n = 20
	got := make([][]byte, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], errs[i] = db.ServerSecret(ctx, func() ([]byte, error) { return []byte(fmt.Sprintf("secret-%d", i)), nil })
		}()
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...))
	for i := 1; i < n; i++ {
		require.True(t, bytes.Equal(got[0], got[i]), "caller %d got %q, caller 0 %q", i, got[i], got[0])
	}
}

// testReturnedValuesAreTheCallers: a value a store returns belongs to the
// caller: changing it (its slices and what its pointers point at) changes
// nothing another caller sees, however the store caches.
func testReturnedValuesAreTheCallers(t *testing.T, b Backend) {
	ctx := context.Background()
	db := b.openDemo(t, testNow())

	read := func() (service.SanctionsSearch, []service.DbsSearchShort, []service.ValidIdListItem, []service.SearchNote, service.User) {
		s, err := db.Search(ctx, demoScope(), dataset.DemoSearchWithNotes)
		require.NoError(t, err)
		dbs, _, err := db.ListDbsSearches(ctx, service.DbsFilter{Scope: demoScope(), Limit: 5})
		require.NoError(t, err)
		vids, _, err := db.ListValidIDs(ctx, service.ValidIDFilter{Scope: demoScope(), Limit: 5})
		require.NoError(t, err)
		notes, err := db.SearchNotes(ctx, demoScope(), dataset.DemoSearchWithNotes)
		require.NoError(t, err)
		u, err := db.User(ctx, dataset.DemoAccountID, service.MustGUID(dataset.AnalystUserID))
		require.NoError(t, err)
		return s, dbs, vids, notes, u
	}
	// What a first read returned, written out in full (JSON follows the
	// pointers) before anyone changes anything.
	snapshot := func(v ...any) string {
		b, err := json.Marshal(v)
		require.NoError(t, err)
		return string(b)
	}
	before := snapshot(read())
	s1, dbs1, vids1, notes1, u1 := read()
	require.True(t, before == snapshot(s1, dbs1, vids1, notes1, u1), "two reads differ")

	s1.Record.SearchCriteria.Name = "changed"
	s1.Record.ListSearchResults[0].Names[0].FullName = "changed"
	s1.Record.ListSearchResults[0].ResultResolved = !s1.Record.ListSearchResults[0].ResultResolved
	s1.Record.SearchSources[0].ListName = "changed"
	s1.LinkedTo[0].Name = "changed"
	dbs1[0].Name = "changed"
	vids1[0].SearchCriteria.FullName = "changed"
	vids1[0].Status = "changed"
	notes1[0].Content = "changed"
	u1.Permissions[0] = "changed"

	require.True(t, before == snapshot(read()), "a change to a returned value reached another caller")
}
