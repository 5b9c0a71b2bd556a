package service

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service/screening"
)

// TestBulkStateHolds: an index is held while a job created on it is
// unfinished or a runner uses it; the last rebuilt one is kept until
// another is built or the queue is empty; nothing else stays.
func TestBulkStateHolds(t *testing.T) {
	b := newBulkState()
	ix1, ix2, ix3 := &screening.Index{}, &screening.Index{}, &screening.Index{}

	// No runner in this process: creation pins nothing.
	b.pin("k1", 7, ix1)
	require.Nil(t, b.acquire("k1"))
	b.runners.Add(1)

	// Pinned by job 7 until it ends; uses come and go meanwhile; another
	// job's end does not drop it.
	b.pin("k1", 7, ix1)
	require.Same(t, ix1, b.acquire("k1"))
	b.release("k1")
	require.Same(t, ix1, b.acquire("k1"))
	b.release("k1")
	b.unpin("k1", 8)
	require.Same(t, ix1, b.acquire("k1"))
	b.release("k1")
	b.unpin("k1", 7)
	require.Nil(t, b.acquire("k1"), "job 7 ended and nothing uses it")

	// A rebuilt index: held while used, then kept as the recent one.
	b.add("k2", ix2)
	b.release("k2")
	require.Len(t, b.pins, 0)
	require.Same(t, ix2, b.acquire("k2"), "the recent rebuilt index serves the next job")
	b.release("k2")
	// A second rebuild replaces it: at most one unused index stays.
	b.add("k3", ix3)
	b.release("k3")
	require.Nil(t, b.acquire("k2"))
	require.Same(t, ix3, b.acquire("k3"))
	b.release("k3")
	// The queue is empty: it goes too.
	b.idle()
	require.Nil(t, b.acquire("k3"))
	require.Len(t, b.pins, 0)
}

func TestParsePinKey(t *testing.T) {
	ids, labels, ok := parsePinKey("OFAC=12;PEP=3;UN=7;")
	require.True(t, ok)
	require.Equal(t, []int64{12, 3, 7}, ids)
	require.Equal(t, map[string]string{"OFAC": "12", "PEP": "3", "UN": "7"}, labels)
	for _, bad := range []string{"", ";", "UN=;", "UN=ab12;", "=3;", "UN=0;", "UN"} {
		_, _, ok := parsePinKey(bad)
		require.False(t, ok, bad)
	}
}
