package soap

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// trickle is a body that declares more than it sends: it yields its bytes
// and then blocks (here: reports a read error, as a timed-out connection
// would), the pattern of a client holding a connection open.
type trickle struct {
	data string
	err  error
}

func (t *trickle) Read(p []byte) (int, error) {
	if t.data == "" {
		return 0, t.err
	}
	n := copy(p, t.data)
	t.data = t.data[n:]
	return n, nil
}

func TestReadBodyGrowsWithBytesRead(t *testing.T) {
	// Content-Length declares 1 MiB, one byte arrives: the buffer stays
	// the first, small one (before: grown to 1 MiB up front, later a
	// 4 KiB chunk).
	r := httptest.NewRequest("POST", "/", nil)
	r.Body = io.NopCloser(&trickle{data: "<", err: io.ErrUnexpectedEOF})
	r.ContentLength = 1 << 20
	budget := NewBodyBudget(1 << 20)
	body, held, tooLarge, err := ReadBody(httptest.NewRecorder(), r, 1<<20, budget, nil)
	require.ErrorIs(t, err, io.ErrUnexpectedEOF)
	require.False(t, tooLarge)
	require.Equal(t, "<", string(body))
	require.LessOrEqual(t, cap(body), bodyFirst)
	require.Equal(t, int64(cap(body)), held)
	require.Equal(t, held, budget.InUse())
	budget.Release(held)
	require.Zero(t, budget.InUse())

	// A whole body grows by doubling and is read exactly.
	want := strings.Repeat("x", 100000)
	r = httptest.NewRequest("POST", "/", strings.NewReader(want))
	body, held, tooLarge, err = ReadBody(httptest.NewRecorder(), r, 1<<20, budget, nil)
	require.NoError(t, err)
	require.False(t, tooLarge)
	require.Equal(t, want, string(body))
	require.Less(t, cap(body), 2*len(want)+bodyChunk)
	require.Equal(t, int64(cap(body)), held)
	budget.Release(held)

	// Over the limit, declared or read.
	r = httptest.NewRequest("POST", "/", strings.NewReader(want))
	_, held, tooLarge, _ = ReadBody(httptest.NewRecorder(), r, 1000, budget, nil)
	require.True(t, tooLarge)
	require.LessOrEqual(t, held, int64(1001+bodyChunk))
	budget.Release(held)
	r = httptest.NewRequest("POST", "/", io.NopCloser(strings.NewReader(want)))
	r.ContentLength = -1
	_, held, tooLarge, _ = ReadBody(httptest.NewRecorder(), r, 1000, budget, nil)
	require.True(t, tooLarge)
	budget.Release(held)
	require.Zero(t, budget.InUse())
}

// TestReadPooledBody: the SOAP handler's pooled reads hold what the bytes
// received call for (a stalled client: the first, small buffer), read
// every size exactly, count in the budget the capacity they hold, and
// recycle only buffers of the pooled sizes.
func TestReadPooledBody(t *testing.T) {
	budget := NewBodyBudget(1 << 20)
	r := httptest.NewRequest("POST", "/", nil)
	r.Body = io.NopCloser(&trickle{data: "<", err: io.ErrUnexpectedEOF})
	r.ContentLength = 1 << 20
	body, bp, held, tooLarge, err := readPooledBody(httptest.NewRecorder(), r, 1<<20, budget)
	require.ErrorIs(t, err, io.ErrUnexpectedEOF)
	require.False(t, tooLarge)
	require.Equal(t, "<", string(body))
	require.Equal(t, bodyFirst, cap(body))
	require.Equal(t, int64(bodyFirst), held)
	require.Equal(t, held, budget.InUse())
	budget.Release(held)
	putBodyBuf(bp, body)

	for _, n := range []int{0, 1, bodyFirst - 1, bodyFirst, bodyFirst + 1, bodyChunk, bodyChunk + 1, 3 * bodyChunk, bodyPoolMax, bodyPoolMax + 1, 300000} {
		want := strings.Repeat("x", n)
		r := httptest.NewRequest("POST", "/", io.NopCloser(&trickle{data: want, err: io.EOF}))
		r.ContentLength = -1
		body, bp, held, tooLarge, err := readPooledBody(httptest.NewRecorder(), r, 1<<20, budget)
		require.NoError(t, err, "%d bytes", n)
		require.False(t, tooLarge)
		require.Equal(t, want, string(body), "%d bytes", n)
		require.Equal(t, int64(cap(body)), held, "%d bytes", n)
		require.Equal(t, held, budget.InUse(), "%d bytes", n)
		require.LessOrEqual(t, cap(body), max(bodyChunk, 2*n), "%d bytes: capacity grows with the bytes read", n)
		budget.Release(held)
		putBodyBuf(bp, body)
	}
	require.Zero(t, budget.InUse())

	// Over the limit: cut at one byte past it, whatever the pooled sizes.
	r = httptest.NewRequest("POST", "/", io.NopCloser(strings.NewReader(strings.Repeat("x", 5000))))
	r.ContentLength = -1
	body, bp, held, tooLarge, _ = readPooledBody(httptest.NewRecorder(), r, 1000, budget)
	require.True(t, tooLarge)
	require.LessOrEqual(t, cap(body), 1001)
	budget.Release(held)
	putBodyBuf(bp, body)
	require.Zero(t, budget.InUse())

	for i := range bodyPoolClasses {
		require.Equal(t, i, bodyClass(bodyClassSize(i)))
	}
	require.Equal(t, bodyPoolMax, bodyClassSize(bodyPoolClasses-1))
	require.Equal(t, -1, bodyClass(1001))
}

func TestBodyBudget(t *testing.T) {
	budget := NewBodyBudget(3 * bodyFirst)
	var helds []int64
	// Three one-byte bodies held open fill the budget; a fourth is refused.
	for i := 0; i < 3; i++ {
		r := httptest.NewRequest("POST", "/", nil)
		r.Body = io.NopCloser(&trickle{data: "x", err: io.ErrUnexpectedEOF})
		r.ContentLength = 1 << 20
		_, held, _, err := ReadBody(httptest.NewRecorder(), r, 1<<20, budget, nil)
		require.ErrorIs(t, err, io.ErrUnexpectedEOF)
		helds = append(helds, held)
	}
	r := httptest.NewRequest("POST", "/", strings.NewReader("x"))
	_, held, _, err := ReadBody(httptest.NewRecorder(), r, 1<<20, budget, nil)
	require.ErrorIs(t, err, ErrBodyBudget)
	require.Zero(t, held)
	// A pooled buffer's capacity counts too.
	dst := make([]byte, 0, bodyFirst)
	_, _, _, err = ReadBody(httptest.NewRecorder(), httptest.NewRequest("POST", "/", strings.NewReader("x")), 1<<20, budget, dst)
	require.ErrorIs(t, err, ErrBodyBudget)
	budget.Release(helds[0])
	_, held, _, err = ReadBody(httptest.NewRecorder(), httptest.NewRequest("POST", "/", strings.NewReader("x")), 1<<20, budget, nil)
	require.NoError(t, err)
	budget.Release(held)
	require.Equal(t, 2*int64(bodyFirst), budget.InUse())

	var none *BodyBudget
	require.True(t, none.take(1<<40))
	require.Nil(t, NewBodyBudget(0))
}
