package soap

import (
	"context"
	"net/http"
)

// A ReplyBatcher is a connection that can gather the writes of one reply
// and send them in one. net/http writes a reply whose header and body
// outgrow its 4 KiB connection buffer in two writes, two TCP segments:
// each costs a system call and, on a loopback or a host's own network
// stack, the protocol work of the segment. Hold starts gathering the
// connection's writes; Release sends what was gathered, in one write, and
// stops. Both are called by the goroutine serving the connection.
type ReplyBatcher interface {
	Hold()
	Release() error
}

type batcherKey struct{}

// WithReplyBatcher returns ctx carrying b: an http.Server's ConnContext
// passes the connection's batcher to the replies written on it.
func WithReplyBatcher(ctx context.Context, b ReplyBatcher) context.Context {
	return context.WithValue(ctx, batcherKey{}, b)
}

// Bounds of the bodies WriteReply sends in one write: from the size whose
// header pushes the reply past net/http's buffer (a header is a few
// hundred bytes) to the size past which a second segment costs little
// next to the copy that gathering takes.
const (
	batchMin = 3584
	batchMax = 64 << 10
)

// WriteReply writes status and body, whose header is set (Content-Length
// included), as the reply to r: in one write of the connection when the
// body is in the range where net/http would take two and the connection is
// a ReplyBatcher (WithReplyBatcher), else as net/http writes it.
func WriteReply(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	if r.Method == http.MethodHead {
		w.WriteHeader(status)
		return
	}
	if len(body) < batchMin || len(body) > batchMax {
		w.WriteHeader(status)
		_, _ = w.Write(body)
		return
	}
	b, _ := r.Context().Value(batcherKey{}).(ReplyBatcher)
	if b == nil {
		w.WriteHeader(status)
		_, _ = w.Write(body)
		return
	}
	b.Hold()
	w.WriteHeader(status)
	_, _ = w.Write(body)
	// Flush pushes the header and body through net/http's buffers to the
	// held connection; with Content-Length set, nothing follows them.
	_ = http.NewResponseController(w).Flush()
	_ = b.Release()
}
