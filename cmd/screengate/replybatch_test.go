package main

import (
	"bytes"
	"io"
	"net"
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/soap"
)

// countingConn counts the writes that reach the socket.
type countingConn struct {
	net.Conn
	writes *atomic.Int64
}

func (c countingConn) Write(p []byte) (int, error) {
	c.writes.Add(1)
	return c.Conn.Write(p)
}

type countingListener struct {
	net.Listener
	writes *atomic.Int64
}

func (l countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return countingConn{c, l.writes}, nil
}

// TestReplyBatching serves replies of several sizes through serve's
// listener and ConnContext over loopback and counts the writes each
// takes: a reply that outgrows net/http's 4 KiB buffer (an AddSearch
// reply is about 4 KB) goes out in one write instead of two.
func TestReplyBatching(t *testing.T) {
	tests := []struct {
		name       string
		size       int
		batch      bool
		wantWrites int64 // 0: more than one
	}{
		{"small reply", 600, true, 1},
		{"AddSearch-sized reply", 4244, true, 1},
		{"AddSearch-sized reply, no batcher", 4244, false, 2},
		{"64 KiB reply", 64 << 10, true, 1},
		{"large reply: not gathered", 200 << 10, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := bytes.Repeat([]byte("y"), tt.size)
			tcp, err := net.Listen("tcp", "127.0.0.1:0")
			require.NoError(t, err)
			var writes atomic.Int64
			ln := newConnLimitListener(countingListener{tcp, &writes}, 0)
			hs := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Length", strconv.Itoa(len(body)))
				soap.WriteReply(w, r, http.StatusOK, body)
			})}
			if tt.batch {
				hs.ConnContext = connContext
			}
			go func() { _ = hs.Serve(ln) }()
			t.Cleanup(func() { _ = hs.Close() })

			client := &http.Client{Transport: &http.Transport{}}
			url := "http://" + tcp.Addr().String() + "/"
			for i := 0; i < 3; i++ { // one connection, kept alive
				before := writes.Load()
				resp, err := client.Post(url, "application/json", nil)
				require.NoError(t, err)
				got, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				require.NoError(t, err)
				require.Equal(t, body, got)
				n := writes.Load() - before
				if tt.wantWrites == 0 {
					assert.Greater(t, n, int64(1))
				} else {
					assert.Equal(t, tt.wantWrites, n)
				}
			}
		})
	}
}

// TestLimitedConnHold: held writes reach the socket only at Release, in
// one write; Release without Hold does nothing.
func TestLimitedConnHold(t *testing.T) {
	a, b := net.Pipe()
	defer b.Close()
	var writes atomic.Int64
	ln := newConnLimitListener(nil, 0)
	c := &limitedConn{Conn: countingConn{a, &writes}, l: ln}
	defer c.Close()

	require.NoError(t, c.Release())
	c.Hold()
	c.Hold() // idempotent
	for _, p := range []string{"HTTP/1.1 200 OK\r\n", "Content-Length: 5\r\n\r\n", "hello"} {
		n, err := c.Write([]byte(p))
		require.NoError(t, err)
		require.Equal(t, len(p), n)
	}
	assert.Zero(t, writes.Load(), "a held write reached the socket")
	got := make(chan []byte)
	go func() {
		buf := make([]byte, 256)
		n, _ := io.ReadAtLeast(b, buf, len("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"))
		got <- buf[:n]
	}()
	require.NoError(t, c.Release())
	assert.Equal(t, "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello", string(<-got))
	assert.Equal(t, int64(1), writes.Load())
	assert.Nil(t, c.held)

	go func() { _, _ = io.ReadAll(b) }()
	_, err := c.Write([]byte("after"))
	require.NoError(t, err)
	assert.Equal(t, int64(2), writes.Load(), "a write outside a hold goes straight to the socket")
}

// TestLimitedConnReleaseFails: a held reply that cannot be sent closes
// the connection (its slot given back), as net/http does after a failed
// write.
func TestLimitedConnReleaseFails(t *testing.T) {
	a, b := net.Pipe()
	ln := newConnLimitListener(nil, 0)
	ln.open.Add(1)
	c := &limitedConn{Conn: a, l: ln}
	require.NoError(t, b.Close())
	c.Hold()
	_, err := c.Write([]byte("HTTP/1.1 200 OK\r\n\r\n"))
	require.NoError(t, err)
	require.Error(t, c.Release())
	assert.Zero(t, ln.Open(), "the connection was not closed")
	_, err = a.Write([]byte("x"))
	assert.ErrorIs(t, err, io.ErrClosedPipe)
}
