package fetch

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// server serves files with ETag/Last-Modified, answering conditional
// requests with 304, and fails the first failures[path] requests with 503.
type server struct {
	mu       sync.Mutex
	files    map[string]string
	failures map[string]int
	requests []string // "path cond" in order
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cond := r.Header.Get("If-None-Match") != "" || r.Header.Get("If-Modified-Since") != ""
	s.requests = append(s.requests, fmt.Sprintf("%s %v", r.URL.Path, cond))
	if s.failures[r.URL.Path] > 0 {
		s.failures[r.URL.Path]--
		w.Header().Set("Retry-After", "1")
		http.Error(w, "busy", http.StatusServiceUnavailable)
		return
	}
	body, ok := s.files[r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	etag := fmt.Sprintf(`"%x"`, len(body)+int(body[0]))
	w.Header().Set("ETag", etag)
	w.Header().Set("Last-Modified", "Wed, 22 Apr 2020 10:00:00 GMT")
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	io.WriteString(w, body)
}

func newClient(t *testing.T) (*Client, *[]time.Duration) {
	var slept []time.Duration
	return &Client{Dir: t.TempDir(), Attempts: 3, Backoff: 10 * time.Millisecond,
		Sleep: func(_ context.Context, d time.Duration) error { slept = append(slept, d); return nil }}, &slept
}

func readAll(t *testing.T, d *service.ListDownload) []string {
	var out []string
	for _, f := range d.Files {
		b := make([]byte, f.Size)
		_, err := f.Data.ReadAt(b, 0)
		require.NoError(t, err)
		out = append(out, string(b))
	}
	return out
}

func TestFetchConditional(t *testing.T) {
	s := &server{files: map[string]string{"/a.csv": "alpha", "/b.csv": "bravo"}, failures: map[string]int{"/a.csv": 1}}
	ts := httptest.NewServer(s)
	defer ts.Close()
	c, slept := newClient(t)
	ctx := context.Background()
	urls := []string{ts.URL + "/a.csv", ts.URL + "/b.csv"}

	d, err := c.Fetch(ctx, urls, nil)
	require.NoError(t, err)
	require.False(t, d.NotModified)
	require.Equal(t, []string{"alpha", "bravo"}, readAll(t, d))
	require.Equal(t, urls[0], d.Files[0].Name)
	require.Equal(t, "Wed, 22 Apr 2020 10:00:00 GMT", d.Validators[0].LastModified)
	require.NotEmpty(t, d.Validators[1].ETag)
	require.Equal(t, []time.Duration{time.Second}, *slept, "one retry after the 503, waiting as Retry-After says")
	require.NoError(t, d.Close())
	vals := d.Validators

	// Nothing changed: 304 for both, nothing downloaded.
	s.requests = nil
	d, err = c.Fetch(ctx, urls, vals)
	require.NoError(t, err)
	require.True(t, d.NotModified)
	require.Empty(t, d.Files)
	require.Equal(t, []string{"/a.csv true", "/b.csv true"}, s.requests)

	// One file changed: the other is fetched again, whole.
	s.files["/b.csv"] = "bravo two"
	s.requests = nil
	d, err = c.Fetch(ctx, urls, vals)
	require.NoError(t, err)
	require.Equal(t, []string{"alpha", "bravo two"}, readAll(t, d))
	require.Equal(t, []string{"/a.csv true", "/b.csv true", "/a.csv false"}, s.requests)
	require.NoError(t, d.Close())

	// Validators of other URLs are not used.
	s.requests = nil
	_, err = c.Fetch(ctx, urls[:1], []service.ListValidator{{URL: ts.URL + "/other", ETag: vals[0].ETag}})
	require.NoError(t, err)
	require.Equal(t, []string{"/a.csv false"}, s.requests)
}

func TestFetchErrors(t *testing.T) {
	s := &server{files: map[string]string{"/a.csv": "alpha"}, failures: map[string]int{"/busy": 99}}
	ts := httptest.NewServer(s)
	defer ts.Close()
	c, slept := newClient(t)
	ctx := context.Background()

	// 404: no retry.
	_, err := c.Fetch(ctx, []string{ts.URL + "/missing"}, nil)
	require.ErrorContains(t, err, "404")
	require.Empty(t, *slept)

	// Always busy: three attempts, back-off doubling (Retry-After wins when longer).
	c.Backoff = 2 * time.Second
	_, err = c.Fetch(ctx, []string{ts.URL + "/busy"}, nil)
	require.ErrorContains(t, err, "3 attempts")
	require.Equal(t, []time.Duration{2 * time.Second, 4 * time.Second}, *slept)

	// Too large.
	c.MaxBytes = 3
	_, err = c.Fetch(ctx, []string{ts.URL + "/a.csv"}, nil)
	require.ErrorContains(t, err, "larger than 3 bytes")

	// Cancelled.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	c.MaxBytes = 0
	_, err = c.Fetch(cctx, []string{ts.URL + "/a.csv"}, nil)
	require.Error(t, err)

	// No server at all: a network error, retried, then reported.
	*slept = nil
	_, err = c.Fetch(ctx, []string{"http://127.0.0.1:1/x"}, nil)
	require.Error(t, err)
	require.Len(t, *slept, 2)
}

func TestRetryAfter(t *testing.T) {
	require.Equal(t, 7*time.Second, retryAfter("7"))
	require.Zero(t, retryAfter(""))
	require.Zero(t, retryAfter("soon"))
	require.Greater(t, retryAfter(time.Now().Add(time.Hour).UTC().Format(http.TimeFormat)), 50*time.Minute)
}
