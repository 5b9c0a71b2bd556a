package sqlite

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// gateState returns the free places and the number waiting.
func gateState(g *readGate) (free, waiting int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.free, len(g.waiting)
}

// waitForWaiting waits until n enters are queued at g.
func waitForWaiting(t *testing.T, g *readGate, n int) {
	t.Helper()
	require.Eventually(t, func() bool { _, w := gateState(g); return w == n }, 10*time.Second, time.Millisecond)
}

func TestReadGateFIFO(t *testing.T) {
	ctx := context.Background()
	g := newReadGate(2)
	require.NoError(t, g.enter(ctx))
	require.NoError(t, g.enter(ctx))
	free, _ := gateState(g)
	require.Zero(t, free)

	// Waiters queue in arrival order (each is queued before the next
	// arrives) and get the places in that order, whoever gives them back.
	const n = 20
	var mu sync.Mutex
	var order []int
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			require.NoError(t, g.enter(ctx))
			mu.Lock()
			order = append(order, i)
			mu.Unlock()
		}()
		waitForWaiting(t, g, i+1)
	}
	for i := range n {
		g.leave() // one place at a time: the next waiter only
		require.Eventually(t, func() bool { mu.Lock(); defer mu.Unlock(); return len(order) == i+1 }, 10*time.Second, time.Millisecond)
		mu.Lock()
		require.Equal(t, i, order[i])
		mu.Unlock()
	}
	wg.Wait()
	g.leave() // the last two waiters' places
	g.leave()
	free, waiting := gateState(g)
	require.Equal(t, 2, free)
	require.Zero(t, waiting)
}

func TestReadGateCancel(t *testing.T) {
	ctx := context.Background()
	g := newReadGate(1)
	require.NoError(t, g.enter(ctx))

	// A waiter that gives up leaves the queue; the ones behind it keep
	// their turn.
	cctx, cancel := context.WithCancel(ctx)
	gaveUp := make(chan error, 1)
	go func() { gaveUp <- g.enter(cctx) }()
	waitForWaiting(t, g, 1)
	got := make(chan struct{})
	go func() {
		require.NoError(t, g.enter(ctx))
		close(got)
	}()
	waitForWaiting(t, g, 2)
	cancel()
	require.ErrorIs(t, <-gaveUp, context.Canceled)
	waitForWaiting(t, g, 1)
	g.leave()
	<-got
	g.leave()
	free, waiting := gateState(g)
	require.Equal(t, 1, free)
	require.Zero(t, waiting)

	// A waiter handed a place as it gives up passes it on: no place is
	// lost or made up, whichever way each race goes.
	rnd := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		require.NoError(t, g.enter(ctx))
		cctx, cancel := context.WithCancel(ctx)
		res := make(chan error, 1)
		go func() { res <- g.enter(cctx) }()
		waitForWaiting(t, g, 1)
		var other sync.WaitGroup
		other.Add(1)
		if rnd.IntN(2) == 0 {
			go func() { defer other.Done(); cancel() }()
			g.leave()
		} else {
			go func() { defer other.Done(); g.leave() }()
			cancel()
		}
		if err := <-res; err == nil {
			g.leave()
		}
		other.Wait()
		free, waiting := gateState(g)
		require.Equal(t, 1, free)
		require.Zero(t, waiting)
	}

	// Canceled before a place is free: no wait at all.
	require.NoError(t, g.enter(ctx))
	cctx, cancel = context.WithCancel(ctx)
	cancel()
	require.ErrorIs(t, g.enter(cctx), context.Canceled)
	g.leave()
	free, waiting = gateState(g)
	require.Equal(t, 1, free)
	require.Zero(t, waiting)
}

// TestReadTxGate checks that read transactions hold a place at the gate
// from beginRead to their end, once however they end, and that the gate
// has no more places than the pool has connections or the runtime Ps.
func TestReadTxGate(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t, testNow())
	places := min(4, max(1, runtime.GOMAXPROCS(0)))
	free, _ := gateState(db.gate)
	require.Equal(t, places, free)

	tx, err := db.beginRead(ctx)
	require.NoError(t, err)
	free, _ = gateState(db.gate)
	require.Equal(t, places-1, free)
	var n int
	require.NoError(t, tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM dbs_searches").Scan(&n))
	require.NoError(t, tx.Rollback())
	require.Error(t, tx.Rollback())
	require.Error(t, tx.Commit())
	free, _ = gateState(db.gate)
	require.Equal(t, places, free)

	tx, err = db.beginRead(ctx)
	require.NoError(t, err)
	require.NoError(t, tx.Commit())
	free, _ = gateState(db.gate)
	require.Equal(t, places, free)

	// All places taken: the next read waits for one, and gives up with
	// its context.
	var txs []*roTx
	for range places {
		tx, err := db.beginRead(ctx)
		require.NoError(t, err)
		txs = append(txs, tx)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	_, err = db.beginRead(cctx)
	require.ErrorIs(t, err, context.Canceled)
	done := make(chan error, 1)
	go func() {
		tx, err := db.beginRead(ctx)
		if err == nil {
			err = tx.Rollback()
		}
		done <- err
	}()
	waitForWaiting(t, db.gate, 1)
	require.NoError(t, txs[0].Rollback())
	require.NoError(t, <-done)
	for _, tx := range txs[1:] {
		require.NoError(t, tx.Rollback())
	}
	free, waiting := gateState(db.gate)
	require.Equal(t, places, free)
	require.Zero(t, waiting)

	// An in-memory database has one connection, and so one place.
	mem, err := Open(ctx, ":memory:", Options{Now: testNow})
	require.NoError(t, err)
	defer func() { require.NoError(t, mem.Close()) }()
	free, _ = gateState(mem.gate)
	require.Equal(t, 1, free)
}

// TestParseTimeFast checks parseTime against time.Parse: the same time
// (==, so the same location too) or an error, for well-formed times of
// every year and month, and for malformed and out-of-range ones.
func TestParseTimeFast(t *testing.T) {
	var inputs []string
	rnd := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		sec := rnd.Int64N(253402300800) - 62135596800 // years 0001-9999
		inputs = append(inputs, formatTime(time.Unix(sec, rnd.Int64N(1e9)).UTC()))
	}
	for _, y := range []string{"0000", "1900", "2000", "2023", "2024", "2100", "9999"} {
		for _, md := range []string{"01-31", "02-28", "02-29", "02-30", "03-31", "04-30", "04-31", "06-31", "12-31", "12-32", "00-10", "13-01", "01-00"} {
			inputs = append(inputs, y+"-"+md+"T12:34:56.789012Z")
		}
	}
	inputs = append(inputs,
		"2026-03-10T23:59:59.999999Z", "2026-03-10T24:00:00.000000Z", "2026-03-10T23:60:00.000000Z",
		"2026-03-10T23:59:60.000000Z", "2026-03-10T00:00:00.000000Z", "2026-03-10T09:30:00.000000",
		"2026-03-10T09:30:00.00000Z", "2026-03-10T09:30:00.0000000Z", "2026-03-10 09:30:00.000000Z",
		"2026-03-10T09:30:00,000000Z", "2026/03/10T09:30:00.000000Z", "2026-03-10T09:30:00.000000z",
		"2026-0a-10T09:30:00.000000Z", "+026-03-10T09:30:00.000000Z", "2026-03-10T09:30:00.-00000Z",
		"2026-03-1xT09:30:00.000000Z", "", "Z", "2026-03-10T09:30:00.000000Z ")
	for _, s := range inputs {
		want, wantErr := time.Parse(timeLayout, s)
		got, err := parseTime(s)
		if wantErr != nil {
			require.Error(t, err, s)
			continue
		}
		require.NoError(t, err, s)
		require.True(t, want == got, "%q: got %v, want %v", s, got, want)
	}
}
