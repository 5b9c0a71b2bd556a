package service_test

import (
	"context"
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
