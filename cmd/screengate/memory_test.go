package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// rssBytes is the resident set size of process pid (Linux /proc).
func rssBytes(t testing.TB, pid int) int64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			require.NoError(t, err)
			return kb << 10
		}
	}
	t.Fatalf("no VmRSS in /proc/%d/status", pid)
	return 0
}

// hostileConns opens n loopback connections to addr, each sending the
// headers of a POST to path declaring a 1 MiB body and then one byte of
// it, and holding the connection open. It returns them for closing.
func hostileConns(t testing.TB, addr, path string, n int) []net.Conn {
	t.Helper()
	conns := make([]net.Conn, 0, n)
	req := "POST " + path + " HTTP/1.1\r\nHost: " + addr + "\r\nContent-Type: text/xml; charset=utf-8\r\n" +
		"Content-Length: 1048576\r\n\r\n<"
	for i := 0; i < n; i++ {
		c, err := net.DialTimeout("tcp", addr, 5*time.Second)
		require.NoError(t, err, "connection %d", i)
		_, err = io.WriteString(c, req)
		require.NoError(t, err)
		conns = append(conns, c)
	}
	t.Cleanup(func() {
		for _, c := range conns {
			c.Close()
		}
	})
	return conns
}

// TestHostileConnectionsMemory is issue 10's memory item: 1,000
// connections that each declare a 1 MiB body and send one byte must not
// make the server allocate what they declare (before: ~1 MiB each, ~1 GB),
// and other clients keep being served meanwhile.
func TestHostileConnectionsMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a server process and 1,000 connections")
	}
	const n = 1000
	// The race detector multiplies a process's memory several times over,
	// so under -race (as make test runs) the server measured is a plain
	// build of this package: the figures are those of the real binary.
	bin := ""
	if raceEnabled {
		bin = filepath.Join(t.TempDir(), "screengate")
		out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
		require.NoError(t, err, "building the server without -race: %s", out)
	}
	c := startChildBinary(t, bin, newTestDB(t), "-demo", "-read-timeout", "60s")
	pid := c.cmd.Process.Pid
	client := &http.Client{Timeout: 10 * time.Second}
	call := func() int {
		req, err := http.NewRequest("POST", c.base+"/sanctions/unresolved/count", strings.NewReader(`{}`))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Api-User", "demo")
		req.Header.Set("X-Api-Key", "demo-secret-key")
		resp, err := client.Do(req)
		require.NoError(t, err)
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}
	for i := 0; i < 20; i++ { // warm up
		require.Equal(t, 200, call())
	}
	before := rssBytes(t, pid)
	half := n / 2
	hostileConns(t, c.addr, "/v2/soap11", half)
	hostileConns(t, c.addr, "/v2/sanctions/unresolved/count", n-half)
	// Give the server time to accept every connection and read its byte.
	deadline := time.Now().Add(3 * time.Second)
	peak := before
	for time.Now().Before(deadline) {
		peak = max(peak, rssBytes(t, pid))
		time.Sleep(100 * time.Millisecond)
	}
	require.Equal(t, 200, call(), "other clients are served meanwhile")
	peak = max(peak, rssBytes(t, pid))
	growth := peak - before
	t.Logf("RSS before %d MiB, peak with %d hostile connections %d MiB (growth %d MiB, %d KiB per connection)",
		before>>20, n, peak>>20, growth>>20, growth/n>>10)
	// The target is RSS under 150 MB in all; allow for the runtime's
	// slack, yet far below the ~1 GB that 1 MiB each would be.
	require.Less(t, growth, int64(100<<20), "RSS grew by %d MiB", growth>>20)
	require.Less(t, peak, int64(150<<20), "RSS reached %d MiB", peak>>20)
}

// TestConnectionAndBodyLimits: past -max-conns a new connection gets 503
// with Retry-After; past -max-body-memory a request gets 503 with
// Retry-After in the API's error format, and is served once memory is
// back.
func TestConnectionAndBodyLimits(t *testing.T) {
	t.Run("max-conns", func(t *testing.T) {
		s := startServer(t, "-max-conns", "5")
		conns := hostileConns(t, strings.TrimPrefix(s.root, "http://"), "/v2/soap11", 5)
		time.Sleep(200 * time.Millisecond)
		c, err := net.DialTimeout("tcp", strings.TrimPrefix(s.root, "http://"), 5*time.Second)
		require.NoError(t, err)
		defer c.Close()
		c.SetDeadline(time.Now().Add(5 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		require.NoError(t, err)
		require.Equal(t, 503, resp.StatusCode)
		require.Equal(t, "1", resp.Header.Get("Retry-After"))
		resp.Body.Close()
		for _, c := range conns {
			c.Close()
		}
		// Slots come back as connections close (until the server has seen
		// them close, a new connection may still be refused).
		require.Eventually(t, func() bool {
			req, _ := http.NewRequest("POST", s.base+"/sanctions/unresolved/count", strings.NewReader(`{}`))
			req.Header.Set("X-Api-User", "demo")
			req.Header.Set("X-Api-Key", "demo-secret-key")
			client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 5 * time.Second}
			resp, err := client.Do(req)
			if err != nil {
				return false
			}
			resp.Body.Close()
			return resp.StatusCode == 200
		}, 5*time.Second, 50*time.Millisecond)
	})
	t.Run("max-body-memory", func(t *testing.T) {
		s := startServer(t, "-max-body-memory", "8192")
		// Each held body (one byte sent) takes its first, 512 B buffer:
		// sixteen fill 8 KiB.
		conns := hostileConns(t, strings.TrimPrefix(s.root, "http://"), "/v2/sanctions/unresolved/count", 16)
		time.Sleep(300 * time.Millisecond)
		r := s.postJSON(t, "/sanctions/unresolved/count", withAuth(`{}`, authDemo))
		requireError(t, r, 503, "ServiceUnavailable", "")
		require.Equal(t, "1", r.header.Get("Retry-After"))
		env := `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><CountUnresolvedSearches xmlns="http://schemas.servicestack.net/types"/></s:Body></s:Envelope>`
		r = s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, demoHeaders...)
		require.Equal(t, "503", r.header.Get("X-Status"), "%s", r.body)
		require.Equal(t, "1", r.header.Get("Retry-After"))
		for _, c := range conns {
			c.Close()
		}
		require.Eventually(t, func() bool {
			return s.postJSON(t, "/sanctions/unresolved/count", withAuth(`{}`, authDemo)).status == 200
		}, 5*time.Second, 50*time.Millisecond)
	})
}
