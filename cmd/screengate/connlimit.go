package main

import (
	"math"
	"net"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/screengate/screengate/soap"
)

// connLimitListener caps the connections open at once: past max, an
// accepted connection gets a bare 503 with Retry-After and is closed at
// once, before anything of it is read, so a flood of idle connections
// costs a bounded amount of memory while the ones already open are served.
type connLimitListener struct {
	net.Listener
	max      int64
	open     atomic.Int64
	refused  atomic.Int64
	busyResp []byte
}

// newConnLimitListener caps ln at max open connections; max <= 0 counts
// them without a cap.
func newConnLimitListener(ln net.Listener, max int) *connLimitListener {
	if max <= 0 {
		max = math.MaxInt
	}
	const msg = "Too many connections; retry shortly.\n"
	return &connLimitListener{Listener: ln, max: int64(max), busyResp: []byte("HTTP/1.1 503 Service Unavailable\r\n" +
		"Retry-After: " + strconv.Itoa(soap.BusyRetryAfter) + "\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n" +
		"Content-Length: " + strconv.Itoa(len(msg)) + "\r\n\r\n" + msg)}
}

func (l *connLimitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.open.Add(1) <= l.max {
			return &limitedConn{Conn: c, l: l}, nil
		}
		l.open.Add(-1)
		l.refused.Add(1)
		// A fresh socket's send buffer takes these bytes without waiting;
		// the deadline guards against the unexpected.
		_ = c.SetWriteDeadline(time.Now().Add(100 * time.Millisecond))
		_, _ = c.Write(l.busyResp)
		_ = c.Close()
	}
}

// Open is the number of connections open now.
func (l *connLimitListener) Open() int64 { return l.open.Load() }

// limitedConn gives its slot back when closed (once).
//
// It is also the connection's soap.ReplyBatcher: while a reply is held,
// its writes gather in held, and Release sends them in one write.
type limitedConn struct {
	net.Conn
	l    *connLimitListener
	once sync.Once
	held *[]byte // non-nil from Hold to Release
}

// heldBufs are the buffers of held replies, shared by the connections
// (one is in use per reply being written, not per open connection).
var heldBufs = sync.Pool{New: func() any { b := make([]byte, 0, 8<<10); return &b }}

// Hold starts gathering the connection's writes (soap.ReplyBatcher).
func (c *limitedConn) Hold() {
	if c.held == nil {
		bp := heldBufs.Get().(*[]byte)
		*bp = (*bp)[:0]
		c.held = bp
	}
}

// Write writes p, or gathers it while a reply is held.
func (c *limitedConn) Write(p []byte) (int, error) {
	if c.held != nil {
		*c.held = append(*c.held, p...)
		return len(p), nil
	}
	return c.Conn.Write(p)
}

// Release sends the gathered writes in one and stops gathering; when the
// write fails (a write deadline, a peer gone), it closes the connection.
func (c *limitedConn) Release() error {
	bp := c.held
	if bp == nil {
		return nil
	}
	c.held = nil
	var err error
	if len(*bp) > 0 {
		if _, err = c.Conn.Write(*bp); err != nil {
			// As net/http does after a failed write: a reply cut short
			// must not be followed by another on the same stream.
			_ = c.Close()
		}
	}
	if cap(*bp) <= 1<<20 {
		heldBufs.Put(bp)
	}
	return err
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.l.open.Add(-1) })
	return err
}

// CloseWrite half-closes the connection: net/http does so (and waits a
// moment) before closing a connection whose request it did not read in
// full, so that the client reads the reply instead of a reset.
func (c *limitedConn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}
