// Package fetch downloads sanctions list files from their publishers over
// HTTP for service.Lists: conditional GET (If-None-Match and
// If-Modified-Since from the validators kept with the current version),
// retries with exponential back-off on network errors, 408, 429 and 5xx
// (honouring Retry-After), a size limit, and temporary files so that large
// lists never sit in memory. It implements service.ListFetcher.
package fetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening/lists"
)

// Client downloads list files. The zero value is usable.
type Client struct {
	// HTTP is the client used (default: one with a 10-minute timeout; the
	// EU endpoint takes over a minute to build its file).
	HTTP *http.Client
	// Attempts is how many times a file is tried (default 5).
	Attempts int
	// Backoff is the wait before the second attempt, doubled for each
	// further one up to MaxBackoff (defaults 2 s and 2 min).
	Backoff, MaxBackoff time.Duration
	// MaxBytes is the largest file accepted (default 2 GiB).
	MaxBytes int64
	// Dir holds the temporary files (default os.TempDir()).
	Dir string
	// UserAgent is sent with every request.
	UserAgent string
	// Sleep waits (default: a timer that ends early with ctx); tests
	// replace it.
	Sleep func(ctx context.Context, d time.Duration) error
}

var _ service.ListFetcher = (*Client)(nil)

// errStatus is a non-retryable HTTP status.
type errStatus struct {
	url    string
	status string
}

func (e *errStatus) Error() string { return fmt.Sprintf("GET %s: %s", e.url, e.status) }

// Fetch downloads urls. With validators for the same URLs it asks
// conditionally; when every file is unchanged it returns NotModified.
// When some changed, the unchanged ones are downloaded again (a version
// is the whole set).
func (c *Client) Fetch(ctx context.Context, urls []string, prev []service.ListValidator) (*service.ListDownload, error) {
	d := &service.ListDownload{}
	var temps []*os.File
	d.Close = func() error {
		var errs []error
		for _, f := range temps {
			errs = append(errs, f.Close(), os.Remove(f.Name()))
		}
		temps = nil
		return errors.Join(errs...)
	}
	fail := func(err error) (*service.ListDownload, error) {
		d.Close()
		return nil, err
	}
	conditional := len(prev) == len(urls)
	for i := range prev {
		if i >= len(urls) || prev[i].URL != urls[i] {
			conditional = false
		}
	}
	got := make([]*os.File, len(urls))
	vals := make([]service.ListValidator, len(urls))
	unchanged := 0
	for i, u := range urls {
		var pv *service.ListValidator
		if conditional {
			pv = &prev[i]
		}
		f, v, notModified, err := c.get(ctx, u, pv)
		if err != nil {
			return fail(err)
		}
		vals[i] = v
		if notModified {
			unchanged++
			continue
		}
		temps = append(temps, f)
		got[i] = f
	}
	if unchanged == len(urls) {
		d.Close()
		return &service.ListDownload{NotModified: true, Validators: prev, Close: func() error { return nil }}, nil
	}
	for i, u := range urls {
		if got[i] != nil {
			continue
		}
		f, v, _, err := c.get(ctx, u, nil)
		if err != nil {
			return fail(err)
		}
		temps = append(temps, f)
		got[i], vals[i] = f, v
	}
	for i, f := range got {
		st, err := f.Stat()
		if err != nil {
			return fail(err)
		}
		d.Files = append(d.Files, lists.File{Name: urls[i], Data: f, Size: st.Size()})
	}
	d.Validators = vals
	return d, nil
}

// get downloads one URL (conditionally when pv is not nil), retrying.
func (c *Client) get(ctx context.Context, u string, pv *service.ListValidator) (*os.File, service.ListValidator, bool, error) {
	attempts := c.Attempts
	if attempts <= 0 {
		attempts = 5
	}
	wait := c.Backoff
	if wait <= 0 {
		wait = 2 * time.Second
	}
	maxWait := c.MaxBackoff
	if maxWait <= 0 {
		maxWait = 2 * time.Minute
	}
	var last error
	for attempt := 1; attempt <= attempts; attempt++ {
		f, v, nm, retryAfter, err := c.once(ctx, u, pv)
		if err == nil {
			return f, v, nm, nil
		}
		var es *errStatus
		if errors.As(err, &es) || ctx.Err() != nil {
			return nil, service.ListValidator{}, false, err
		}
		last = err
		if attempt == attempts {
			break
		}
		d := wait
		if retryAfter > d {
			d = retryAfter
		}
		d = min(d, maxWait)
		if err := c.sleep(ctx, d); err != nil {
			return nil, service.ListValidator{}, false, err
		}
		wait = min(2*wait, maxWait)
	}
	return nil, service.ListValidator{}, false, fmt.Errorf("GET %s: %d attempts: %w", u, attempts, last)
}

func (c *Client) sleep(ctx context.Context, d time.Duration) error {
	if c.Sleep != nil {
		return c.Sleep(ctx, d)
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// retryable is a response worth asking again for.
type retryable struct {
	status string
}

func (r *retryable) Error() string { return r.status }

// once makes one request. A retryable failure comes back as an error
// that is not *errStatus, with the server's Retry-After.
func (c *Client) once(ctx context.Context, u string, pv *service.ListValidator) (*os.File, service.ListValidator, bool, time.Duration, error) {
	v := service.ListValidator{URL: u}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, v, false, 0, &errStatus{u, err.Error()}
	}
	if c.UserAgent != "" {
		req.Header.Set("User-Agent", c.UserAgent)
	}
	if pv != nil {
		if pv.ETag != "" {
			req.Header.Set("If-None-Match", pv.ETag)
		}
		if pv.LastModified != "" {
			req.Header.Set("If-Modified-Since", pv.LastModified)
		}
	}
	hc := c.HTTP
	if hc == nil {
		hc = &http.Client{Timeout: 10 * time.Minute}
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, v, false, 0, err
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotModified && pv != nil:
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		return nil, *pv, true, 0, nil
	case resp.StatusCode == http.StatusOK:
	case resp.StatusCode == http.StatusRequestTimeout || resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		return nil, v, false, retryAfter(resp.Header.Get("Retry-After")), &retryable{"GET " + u + ": " + resp.Status}
	default:
		return nil, v, false, 0, &errStatus{u, resp.Status}
	}
	v.ETag = resp.Header.Get("ETag")
	v.LastModified = resp.Header.Get("Last-Modified")
	f, err := os.CreateTemp(c.Dir, "screengate-list-*")
	if err != nil {
		return nil, v, false, 0, &errStatus{u, err.Error()}
	}
	max := c.MaxBytes
	if max <= 0 {
		max = 2 << 30
	}
	n, err := io.Copy(f, io.LimitReader(resp.Body, max+1))
	if err == nil && n > max {
		err = &errStatus{u, fmt.Sprintf("larger than %d bytes", max)}
	}
	if err == nil && resp.ContentLength >= 0 && n != resp.ContentLength {
		err = fmt.Errorf("GET %s: %d of %d bytes", u, n, resp.ContentLength)
	}
	if err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, v, false, 0, err
	}
	return f, v, false, 0, nil
}

// retryAfter reads Retry-After (seconds or an HTTP date).
func retryAfter(h string) time.Duration {
	h = strings.TrimSpace(h)
	if h == "" {
		return 0
	}
	if s, err := strconv.Atoi(h); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(h); err == nil {
		if d := time.Until(t); d > 0 {
			return d
		}
	}
	return 0
}
