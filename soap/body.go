package soap

import (
	"errors"
	"io"
	"net/http"
	"sync"
	"sync/atomic"

	"github.com/screengate/screengate/service"
)

// Request bodies are read into buffers that grow with the bytes actually
// received, never with what Content-Length declares: a client declaring
// 1 MiB and sending one byte holds one small buffer, not a megabyte. All
// bodies being read at once share a [BodyBudget]; a body that would take it
// past its limit is refused with 503 and Retry-After.

const (
	// bodyFirst is the first buffer of a body: a small envelope arrives
	// whole in it, and a client that sends a few bytes and stalls holds
	// no more than this while its connection waits.
	bodyFirst = 512
	// bodyChunk is the second buffer of a body, once more than bodyFirst
	// bytes have arrived; the buffer doubles from there.
	bodyChunk = 4 << 10
	// bodyPoolMax is the largest buffer kept for reuse: bigger ones are
	// rare and would make every pooled buffer as costly as the largest.
	bodyPoolMax = 64 << 10
)

// ErrBodyBudget is returned by [ReadBody] when the bodies being read at once
// would exceed the memory budget.
var ErrBodyBudget = errors.New("request body memory budget exhausted")

// BusyRetryAfter is the Retry-After, in seconds, of a request refused for
// want of body memory or connections.
const BusyRetryAfter = 1

// BusyError is the API error of a request refused by the body memory
// budget: 503 ServiceUnavailable with Retry-After.
func BusyError() *service.Error {
	return &service.Error{Code: service.CodeUnavailable, Message: "The server is busy reading other requests; retry later",
		RetryAfter: BusyRetryAfter}
}

// BodyBudget bounds the bytes of request-body buffers held at once, across
// every endpoint that reads bodies through it. A nil *BodyBudget is
// unlimited. It is safe for concurrent use.
type BodyBudget struct {
	limit int64
	used  atomic.Int64
}

// NewBodyBudget returns a budget of limit bytes; limit <= 0 returns nil (no
// bound).
func NewBodyBudget(limit int64) *BodyBudget {
	if limit <= 0 {
		return nil
	}
	return &BodyBudget{limit: limit}
}

// take reserves n bytes, reporting whether they fit.
func (b *BodyBudget) take(n int64) bool {
	if b == nil || n <= 0 {
		return true
	}
	if b.used.Add(n) > b.limit {
		b.used.Add(-n)
		return false
	}
	return true
}

// Release returns n bytes (as reported by [ReadBody]) to the budget.
func (b *BodyBudget) Release(n int64) {
	if b != nil && n > 0 {
		b.used.Add(-n)
	}
}

// InUse is the number of bytes reserved now.
func (b *BodyBudget) InUse() int64 {
	if b == nil {
		return 0
	}
	return b.used.Load()
}

// Limit is the budget's size (0 for a nil budget: unlimited).
func (b *BodyBudget) Limit() int64 {
	if b == nil {
		return 0
	}
	return b.limit
}

// bodyBufs recycles request body buffers by size: bodyFirst, then
// bodyChunk and its doublings up to bodyPoolMax (the parsed document holds
// copies of what it keeps, never the body's bytes). A body takes a bigger
// buffer only once it has filled the one it has, so a stalled client never
// holds a pooled buffer larger than what it sent calls for.
var bodyBufs [bodyPoolClasses]sync.Pool

func init() {
	for i := range bodyBufs {
		size := bodyClassSize(i)
		bodyBufs[i].New = func() any { b := make([]byte, 0, size); return &b }
	}
}

// bodyPoolClasses is the number of pooled sizes: bodyFirst, and bodyChunk
// doubled up to bodyPoolMax.
const bodyPoolClasses = 2 + 4 // 512 B; 4, 8, 16, 32, 64 KiB

func bodyClassSize(i int) int {
	if i == 0 {
		return bodyFirst
	}
	return bodyChunk << (i - 1)
}

// bodyClass is the pool of buffers of capacity size, or -1.
func bodyClass(size int) int {
	if size == bodyFirst {
		return 0
	}
	for i := 1; i < bodyPoolClasses; i++ {
		if size == bodyClassSize(i) {
			return i
		}
	}
	return -1
}

// getBodyBuf returns a holder of an empty buffer of capacity size, pooled
// when size is one of the pooled sizes. The holder goes back with the
// buffer (putBodyBuf), so recycling allocates nothing.
func getBodyBuf(size int) *[]byte {
	if c := bodyClass(size); c >= 0 {
		bp := bodyBufs[c].Get().(*[]byte)
		*bp = (*bp)[:0]
		return bp
	}
	b := make([]byte, 0, size)
	return &b
}

// putBodyBuf recycles b, held by bp (from getBodyBuf, or nil: nothing to
// recycle), when it is of a pooled size; b must not be used after.
func putBodyBuf(bp *[]byte, b []byte) {
	if bp == nil {
		return
	}
	if c := bodyClass(cap(b)); c >= 0 {
		*bp = b[:0]
		bodyBufs[c].Put(bp)
	}
}

// ReadBody reads r's body, at most limit bytes, appending it to dst. The
// buffer grows only as bytes arrive (from bodyFirst bytes when dst has no
// room, then bodyChunk, doubling); every byte of capacity beyond dst's
// length is reserved in budget, and held reports the bytes reserved, which
// the caller gives back with budget.Release once done with body (also on
// error). tooLarge reports a body over the limit, declared or as read; err
// is [ErrBodyBudget] when the budget is spent.
func ReadBody(w http.ResponseWriter, r *http.Request, limit int64, budget *BodyBudget, dst []byte) (body []byte, held int64, tooLarge bool, err error) {
	body, _, held, tooLarge, err = readBody(w, r, limit, budget, dst, false)
	return body, held, tooLarge, err
}

// readPooledBody is [ReadBody] into pooled buffers: body (even on error)
// goes back with putBodyBuf(bp, body) once done with. The buffers it
// outgrows are recycled as it goes.
func readPooledBody(w http.ResponseWriter, r *http.Request, limit int64, budget *BodyBudget) (body []byte, bp *[]byte, held int64, tooLarge bool, err error) {
	return readBody(w, r, limit, budget, nil, true)
}

func readBody(w http.ResponseWriter, r *http.Request, limit int64, budget *BodyBudget, dst []byte, pooled bool) (body []byte, bp *[]byte, held int64, tooLarge bool, err error) {
	if r.Body == nil || r.Body == http.NoBody {
		return dst, nil, 0, false, nil
	}
	if r.ContentLength > limit {
		return dst, nil, 0, true, nil
	}
	held = int64(cap(dst) - len(dst))
	if !budget.take(held) {
		return dst, nil, 0, false, ErrBodyBudget
	}
	body, bp, held, err = readAll(dst, http.MaxBytesReader(w, r.Body, limit), limit, budget, held, pooled)
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return body, bp, held, true, nil
	}
	return body, bp, held, false, err
}

// readAll is io.ReadAll appending to b, growing b (reserving the growth in
// budget, of which held is already reserved) only when it is full. When
// pooled, its buffers come from bodyBufs (bp holds the last, for
// putBodyBuf) and an outgrown one goes back.
func readAll(b []byte, r io.Reader, limit int64, budget *BodyBudget, held int64, pooled bool) (_ []byte, bp *[]byte, _ int64, _ error) {
	for {
		if len(b) == cap(b) {
			// bodyFirst, then bodyChunk, then doubling, to at most one
			// byte past the limit (which MaxBytesReader needs to see the
			// body is too large).
			size := bodyFirst
			if cap(b) >= bodyFirst {
				size = max(2*cap(b), bodyChunk)
			}
			if room := limit + 1; int64(size) > room {
				size = int(max(room, int64(len(b)+1)))
			}
			n := size - len(b)
			if !budget.take(int64(n)) {
				return b, bp, held, ErrBodyBudget
			}
			var nb []byte
			if pooled {
				nbp := getBodyBuf(size)
				nb = append(*nbp, b...)
				putBodyBuf(bp, b) // n counted only the growth: held stays cap(nb)
				bp = nbp
			} else {
				nb = make([]byte, len(b), size)
				copy(nb, b)
			}
			b = nb
			held += int64(n)
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, bp, held, nil
		}
		if err != nil {
			return b, bp, held, err
		}
	}
}
