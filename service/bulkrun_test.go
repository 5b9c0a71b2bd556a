package service_test

import (
	"context"
	"database/sql"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/sqlite"
)

// swapScreener serves first on its first call, then next: an index swapped
// in right after AddBulkSearch read the current one.
type swapScreener struct {
	first, next *screening.Index
	calls       atomic.Int32
}

func (s *swapScreener) Index() *screening.Index {
	if s.calls.Add(1) == 1 {
		return s.first
	}
	return s.next
}

// claimSignal tells when the runner first looks for work (it is running).
type claimSignal struct {
	*sqlite.DB
	claimed chan struct{}
	once    atomic.Bool
}

func (c *claimSignal) ClaimBulkSearch(ctx context.Context, worker string, now, until time.Time) (service.BulkJob, error) {
	if c.once.CompareAndSwap(false, true) {
		close(c.claimed)
	}
	return c.DB.ClaimBulkSearch(ctx, worker, now, until)
}

func unIndex(t *testing.T, version string, ents ...screening.Entity) *screening.Index {
	t.Helper()
	ix, err := screening.Build(ents, screening.BuildOptions{Versions: map[string]string{"UN": version}, Prewarm: -1})
	require.NoError(t, err)
	return ix
}

// TestBulkSearchPinsItsIndex: a bulk search is screened on the index
// current when it was created, though a new version is swapped in before
// the runner reaches it.
func TestBulkSearchPinsItsIndex(t *testing.T) {
	ctx := context.Background()
	db, err := sqlite.Open(ctx, t.TempDir()+"/pin.db", sqlite.Options{})
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	a, err := service.NewAuthenticator(ctx, db, nil)
	require.NoError(t, err)
	_, err = db.LoadDemo(ctx, a.Secret())
	require.NoError(t, err)
	v1 := unIndex(t, "1", screening.Entity{List: "UN", Key: "QDi.1", Kind: screening.KindPerson,
		Names: []screening.Name{{Full: "Ivan Petrovsky"}}})
	v2 := unIndex(t, "2", screening.Entity{List: "UN", Key: "QDi.2", Kind: screening.KindPerson,
		Names: []screening.Name{{Full: "Quentin Zzyzx Xylophone"}}})
	st := &claimSignal{DB: db, claimed: make(chan struct{})}
	svc, err := service.New(st, a, service.Config{Screener: &swapScreener{first: v1, next: v2}})
	require.NoError(t, err)

	events := make(chan service.BulkEvent, 4)
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		svc.RunBulk(rctx, service.BulkRunConfig{Poll: time.Hour, Report: func(e service.BulkEvent) { events <- e }})
	}()
	t.Cleanup(func() { cancel(); <-done })
	<-st.claimed

	scope := service.Scope{AccountID: dataset.DemoAccountID, Owners: []string{dataset.DemoUserName}}
	before, err := db.CountUnresolvedSearches(ctx, scope)
	require.NoError(t, err)
	op, ok := svc.Schema().Operation("AddBulkSearch")
	require.True(t, ok)
	req := &service.AddBulkSearch{BaseRequest: service.BaseRequest{Authentication: &service.Authentication{
		APIUserID: dataset.DemoAPIUser, APIUserKey: dataset.DemoAPIKey}},
		Request: &service.AddBulkSearchRequest{IsSanctionsSearch: true, Type: "individual", SelectedLists: []string{"UN"},
			Csv: "name\nIvan Petrovsky\nOlga Sokolova\n"}}
	reply, err := svc.Dispatch(ctx, &service.Request{Op: op, Value: req})
	require.NoError(t, err)
	id := reply.Data.(*service.AddBulkSearchData).BulkSearchStatus.BulkSearchID

	e := <-events
	require.NoError(t, e.Err)
	require.Equal(t, id, e.Status.BulkSearchID)
	require.Equal(t, service.BulkCompleted, e.Status.Status)
	require.EqualValues(t, 2, e.Status.Processed)
	after, err := db.CountUnresolvedSearches(ctx, scope)
	require.NoError(t, err)
	require.Equal(t, before+1, after, "only Ivan Petrovsky matches, and only on version 1")
}

// TestBulkSearchResumesOnPinnedVersions: a bulk search created by one
// process on list version A and worked on by another (a restart) after
// version B was recorded is screened on A, rebuilt from the store: its rows
// match A's entities, not B's, and record A as the version searched.
func TestBulkSearchResumesOnPinnedVersions(t *testing.T) {
	ctx := context.Background()
	path := t.TempDir() + "/resume.db"
	db, err := sqlite.Open(ctx, path, sqlite.Options{})
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	a, err := service.NewAuthenticator(ctx, db, nil)
	require.NoError(t, err)
	_, err = db.LoadDemo(ctx, a.Secret())
	require.NoError(t, err)

	ivan := &screening.Entity{List: "UN", Key: "QDi.1", Kind: screening.KindPerson, Names: []screening.Name{{Full: "Ivan Petrovsky"}}}
	quentin := &screening.Entity{List: "UN", Key: "QDi.2", Kind: screening.KindPerson, Names: []screening.Name{{Full: "Quentin Zzyzx Xylophone"}}}
	save := func(prev int64, sha string, put *screening.Entity, remove []string) service.ListVersion {
		v, err := db.SaveListVersion(ctx, service.ListUpdate{Previous: prev, Remove: remove,
			Put:     []service.ListEntity{{Hash: put.Hash(), Entity: put}},
			Version: service.ListVersion{Version: screening.Version{List: "UN", SHA256: sha, Entities: 1, Names: 1}, Added: 1, Removed: len(remove)}})
		require.NoError(t, err)
		return v
	}
	engine := service.EngineIndex{Engine: screening.NewEngine(screening.BuildOptions{Prewarm: -1})}
	loader := service.NewIndexLoader(db, engine, func(err error) { t.Error(err) })

	// Process 1: version A current; the bulk search is created, and the
	// process stops before working on it.
	vA := save(0, "aa", ivan, nil)
	require.NoError(t, loader.Load(ctx))
	svc1, err := service.New(db, a, service.Config{Screener: engine})
	require.NoError(t, err)
	op, ok := svc1.Schema().Operation("AddBulkSearch")
	require.True(t, ok)
	req := &service.AddBulkSearch{BaseRequest: service.BaseRequest{Authentication: &service.Authentication{
		APIUserID: dataset.DemoAPIUser, APIUserKey: dataset.DemoAPIKey}},
		Request: &service.AddBulkSearchRequest{IsSanctionsSearch: true, Type: "individual", SelectedLists: []string{"ALL"},
			Csv: "name\nIvan Petrovsky\nQuentin Zzyzx Xylophone\n"}}
	reply, err := svc1.Dispatch(ctx, &service.Request{Op: op, Value: req})
	require.NoError(t, err)
	id := reply.Data.(*service.AddBulkSearchData).BulkSearchStatus.BulkSearchID

	// Meanwhile version B replaces Ivan with Quentin, and the index is
	// rebuilt on B.
	vB := save(vA.ID, "bb", quentin, []string{"QDi.1"})
	require.NoError(t, loader.Load(ctx))
	require.Equal(t, strconv.FormatInt(vB.ID, 10), engine.Index().Version("UN"))

	// Process 2 works on it.
	svc2, err := service.New(db, a, service.Config{Screener: engine})
	require.NoError(t, err)
	events := make(chan service.BulkEvent, 4)
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		svc2.RunBulk(rctx, service.BulkRunConfig{Poll: time.Hour, Report: func(e service.BulkEvent) { events <- e }})
	}()
	t.Cleanup(func() { cancel(); <-done })
	e := <-events
	require.NoError(t, e.Err)
	require.Equal(t, id, e.Status.BulkSearchID)
	require.Equal(t, service.BulkCompleted, e.Status.Status, e.Status.Message)

	raw, err := sql.Open("sqlite", path+"?mode=ro")
	require.NoError(t, err)
	defer raw.Close()
	rows, err := raw.Query(`SELECT s.criteria_name, src.list_version, (SELECT COUNT(*) FROM sanctions_results r WHERE r.search_id = s.id)
		FROM bulk_search_items i JOIN sanctions_searches s ON s.id = i.sanctions_search_id
		JOIN sanctions_sources src ON src.search_id = s.id WHERE i.bulk_id = ? ORDER BY i.row_idx`, id)
	require.NoError(t, err)
	defer rows.Close()
	type got struct {
		name    string
		version int64
		results int
	}
	var all []got
	for rows.Next() {
		var g got
		require.NoError(t, rows.Scan(&g.name, &g.version, &g.results))
		all = append(all, g)
	}
	require.NoError(t, rows.Err())
	require.Len(t, all, 2, "one search per row, one source (UN)")
	require.Equal(t, "Ivan Petrovsky", all[0].name)
	require.Positive(t, all[0].results, "Ivan is on version A")
	require.Zero(t, all[1].results, "Quentin is only on version B")
	for _, g := range all {
		require.Equal(t, vA.ID, g.version, "%s: screened against version A", g.name)
	}
}
