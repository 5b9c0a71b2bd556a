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
	// bodyChunk is the first buffer of a body (and the size pooled).
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

// bodyBufs recycles request body buffers of up to bodyPoolMax bytes: the
// parsed document holds copies of what it keeps, never the body's bytes.
var bodyBufs = sync.Pool{New: func() any { b := make([]byte, 0, bodyChunk); return &b }}

func putBodyBuf(bp *[]byte, body []byte) {
	if cap(body) <= bodyPoolMax {
		*bp = body[:0]
		bodyBufs.Put(bp)
	}
}

// ReadBody reads r's body, at most limit bytes, appending it to dst. The
// buffer grows (doubling) only as bytes arrive; every byte of capacity
// beyond dst's length is reserved in budget, and held reports the bytes
// reserved, which the caller gives back with budget.Release once done with
// body (also on error). tooLarge reports a body over the limit, declared or
// as read; err is [ErrBodyBudget] when the budget is spent.
func ReadBody(w http.ResponseWriter, r *http.Request, limit int64, budget *BodyBudget, dst []byte) (body []byte, held int64, tooLarge bool, err error) {
	if r.Body == nil || r.Body == http.NoBody {
		return dst, 0, false, nil
	}
	if r.ContentLength > limit {
		return dst, 0, true, nil
	}
	held = int64(cap(dst) - len(dst))
	if !budget.take(held) {
		return dst, 0, false, ErrBodyBudget
	}
	body, held, err = readAll(dst, http.MaxBytesReader(w, r.Body, limit), limit, budget, held)
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return body, held, true, nil
	}
	return body, held, false, err
}

// readAll is io.ReadAll appending to b, growing b (reserving the growth in
// budget, of which held is already reserved) only when it is full.
func readAll(b []byte, r io.Reader, limit int64, budget *BodyBudget, held int64) ([]byte, int64, error) {
	for {
		if len(b) == cap(b) {
			// Double, from one chunk, to at most one byte past the limit
			// (which MaxBytesReader needs to see the body is too large).
			n := max(cap(b), bodyChunk)
			if room := limit + 1 - int64(len(b)); int64(n) > room {
				n = int(max(room, 1))
			}
			if !budget.take(int64(n)) {
				return b, held, ErrBodyBudget
			}
			nb := make([]byte, len(b), len(b)+n)
			copy(nb, b)
			b = nb
			held += int64(n)
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, held, nil
		}
		if err != nil {
			return b, held, err
		}
	}
}
