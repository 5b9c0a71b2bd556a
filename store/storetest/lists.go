package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
)

// testListStoreConformance runs testListStore on an empty store.
func testListStoreConformance(t *testing.T, b Backend) {
	now := testNow()
	testListStore(t, b.open(t, now), now)
}

// listEntity is a small entity of list with one name.
func listEntity(list, key, name string) *screening.Entity {
	return &screening.Entity{List: list, Key: key, Kind: screening.KindPerson,
		Names:      []screening.Name{{Full: name, Type: screening.NamePrimary}},
		BirthDates: []screening.Date{{Year: 1960, Month: 3, Text: "Mar 1960"}}}
}

func put(es ...*screening.Entity) []service.ListEntity {
	out := make([]service.ListEntity, len(es))
	for i, e := range es {
		out[i] = service.ListEntity{Hash: e.Hash(), Entity: e}
	}
	return out
}

// testListStore checks a service.ListStore; now is the store's clock.
func testListStore(t *testing.T, st service.ListStore, now time.Time) {
	ctx := context.Background()

	// An empty store.
	cur, err := st.CurrentListVersions(ctx)
	require.NoError(t, err)
	require.Empty(t, cur)
	_, _, err = st.CurrentListHashes(ctx, "UN")
	require.ErrorIs(t, err, service.ErrNotFound)
	_, err = st.ListVersionChanges(ctx, 999)
	require.ErrorIs(t, err, service.ErrNotFound)
	require.NoError(t, st.CurrentListEntities(ctx, nil, func(*screening.Entity) error { t.Fatal("no entities expected"); return nil }))

	// Version 1 of UN: three entities.
	a, b, c := listEntity("UN", "1", "ALPHA"), listEntity("UN", "2", "BRAVO"), listEntity("UN", "3", "CHARLIE")
	v1 := service.ListVersion{Version: screening.Version{List: "UN", Source: "un.xml", SHA256: "aa", Entities: 3, Names: 3,
		Published: time.Date(2024, 10, 17, 0, 0, 2, 767000000, time.UTC), Warnings: []string{"w1"}}, Added: 3}
	got1, err := st.SaveListVersion(ctx, service.ListUpdate{Version: v1, Put: put(a, b, c)})
	require.NoError(t, err)
	require.NotZero(t, got1.ID)
	require.Equal(t, now, got1.Imported)
	v1.ID, v1.Imported = got1.ID, got1.Imported
	require.Equal(t, v1, got1)

	// Another list, without a publication date, with validators.
	e1 := listEntity("EU", "77", "ECHO")
	ev := service.ListVersion{Version: screening.Version{List: "EU", Source: "https://example.test/eu.xml", SHA256: "bb", Entities: 1, Names: 1},
		Added: 1, Validators: []service.ListValidator{{URL: "https://example.test/eu.xml", ETag: `"x1"`, LastModified: "Mon, 02 Jan 2006 15:04:05 GMT"}}}
	gotEU, err := st.SaveListVersion(ctx, service.ListUpdate{Version: ev, Put: put(e1)})
	require.NoError(t, err)
	require.Greater(t, gotEU.ID, got1.ID)
	ev.ID, ev.Imported = gotEU.ID, gotEU.Imported
	require.Equal(t, ev, gotEU)

	cur, err = st.CurrentListVersions(ctx)
	require.NoError(t, err)
	require.Equal(t, []service.ListVersion{ev, v1}, cur, "ordered by list id")

	hv, hashes, err := st.CurrentListHashes(ctx, "UN")
	require.NoError(t, err)
	require.Equal(t, v1, hv)
	require.Equal(t, map[string]screening.Hash{"1": a.Hash(), "2": b.Hash(), "3": c.Hash()}, hashes)

	var walked []string
	require.NoError(t, st.CurrentListEntities(ctx, nil, func(e *screening.Entity) error {
		walked = append(walked, e.List+"/"+e.Key)
		return nil
	}))
	require.Equal(t, []string{"EU/77", "UN/1", "UN/2", "UN/3"}, walked)
	var got []screening.Entity
	require.NoError(t, st.CurrentListEntities(ctx, []string{"UN"}, func(e *screening.Entity) error {
		got = append(got, *e)
		return nil
	}))
	require.Equal(t, []screening.Entity{*a, *b, *c}, got, "entities come back exactly")
	stop := errors.New("stop")
	require.ErrorIs(t, st.CurrentListEntities(ctx, nil, func(*screening.Entity) error { return stop }), stop)

	// Version 2: 2 modified, 3 removed, 4 added; 1 unchanged keeps its row.
	b2 := listEntity("UN", "2", "BRAVO TWO")
	d := listEntity("UN", "4", "DELTA")
	v2 := service.ListVersion{Version: screening.Version{List: "UN", Source: "un2.xml", SHA256: "cc", Entities: 3, Names: 3},
		Added: 1, Modified: 1, Removed: 1}
	got2, err := st.SaveListVersion(ctx, service.ListUpdate{Version: v2, Previous: v1.ID, Put: put(b2, d), Remove: []string{"2", "3"}})
	require.NoError(t, err)
	require.Greater(t, got2.ID, gotEU.ID)

	changes, err := st.ListVersionChanges(ctx, got2.ID)
	require.NoError(t, err)
	require.Equal(t, []screening.EntityChange{{List: "UN", Key: "2", Change: screening.Modified}, {List: "UN", Key: "3", Change: screening.Removed}, {List: "UN", Key: "4", Change: screening.Added}}, changes)
	changes, err = st.ListVersionChanges(ctx, got1.ID)
	require.NoError(t, err)
	require.Len(t, changes, 3)
	for _, ch := range changes {
		require.Equal(t, screening.Added, ch.Change)
	}

	at1, err := st.ListEntitiesAt(ctx, got1.ID, []string{"3", "2", "4", "1"})
	require.NoError(t, err)
	require.Equal(t, []screening.Entity{*a, *b, *c}, at1, "as they were in version 1; 4 did not exist")
	at2, err := st.ListEntitiesAt(ctx, got2.ID, []string{"1", "2", "3", "4"})
	require.NoError(t, err)
	require.Equal(t, []screening.Entity{*a, *b2, *d}, at2)
	_, err = st.ListEntitiesAt(ctx, 12345, []string{"1"})
	require.ErrorIs(t, err, service.ErrNotFound)

	// Whole versions, current or not: version 1 of UN is still readable
	// after version 2 replaced it (what a resumed bulk search rebuilds its
	// pinned index from); ordered by list id, then key.
	walkVersions := func(ids ...int64) ([]screening.Entity, error) {
		var out []screening.Entity
		err := st.ListVersionEntities(ctx, ids, func(e *screening.Entity) error {
			out = append(out, *e)
			return nil
		})
		return out, err
	}
	old, err := walkVersions(got1.ID, gotEU.ID)
	require.NoError(t, err)
	require.Equal(t, []screening.Entity{*e1, *a, *b, *c}, old)
	now2, err := walkVersions(got2.ID)
	require.NoError(t, err)
	require.Equal(t, []screening.Entity{*a, *b2, *d}, now2)
	_, err = walkVersions(got1.ID, 12345)
	require.ErrorIs(t, err, service.ErrNotFound)
	require.ErrorIs(t, st.ListVersionEntities(ctx, []int64{got1.ID}, func(*screening.Entity) error { return stop }), stop)

	// An update computed against a version that is no longer current is
	// refused whole.
	stale := service.ListVersion{Version: screening.Version{List: "UN", SHA256: "dd", Entities: 4, Names: 4}, Added: 1}
	_, err = st.SaveListVersion(ctx, service.ListUpdate{Version: stale, Previous: v1.ID, Put: put(listEntity("UN", "9", "X"))})
	require.ErrorIs(t, err, service.ErrConflict)
	// So is one whose counts do not add up, or that removes what is not there.
	_, err = st.SaveListVersion(ctx, service.ListUpdate{Version: stale, Previous: got2.ID})
	require.Error(t, err)
	_, err = st.SaveListVersion(ctx, service.ListUpdate{Version: stale, Previous: got2.ID, Remove: []string{"nope"}})
	require.ErrorIs(t, err, service.ErrConflict)
	hist, err := st.ListVersionHistory(ctx, "UN", 0)
	require.NoError(t, err)
	require.Len(t, hist, 2, "failed saves leave nothing behind")
	require.Equal(t, []int64{got2.ID, got1.ID}, []int64{hist[0].ID, hist[1].ID})
	all, err := st.ListVersionHistory(ctx, "", 2)
	require.NoError(t, err)
	require.Equal(t, []int64{got2.ID, gotEU.ID}, []int64{all[0].ID, all[1].ID})
	_, hashes, err = st.CurrentListHashes(ctx, "UN")
	require.NoError(t, err)
	require.Equal(t, map[string]screening.Hash{"1": a.Hash(), "2": b2.Hash(), "4": d.Hash()}, hashes)

	// An entity of another list is refused.
	_, err = st.SaveListVersion(ctx, service.ListUpdate{Version: service.ListVersion{Version: screening.Version{List: "EU", Entities: 2}},
		Previous: gotEU.ID, Put: put(listEntity("UN", "5", "FOXTROT"))})
	require.Error(t, err)
}
