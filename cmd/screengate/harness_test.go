package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/beevik/etree"
	"github.com/stretchr/testify/require"
)

// Demo credentials (the contract of decisions.md).
const (
	analystID = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
	viewerID  = "9b2d7c1e-5a4f-4e3b-8c6d-2f1e0a9b8c7d"
	authDemo  = `"authentication":{"apiUserId":"demo","apiUserKey":"demo-secret-key"}`
	authOther = `"authentication":{"apiUserId":"other","apiUserKey":"other-secret-key"}`
)

// testServer is the real binary's run() on a random loopback port with a
// fresh demo database.
type testServer struct {
	base   string // http://127.0.0.1:port/v2
	root   string // http://127.0.0.1:port
	db     string // the -db value: a SQLite file or a PostgreSQL DSN (openDB reads it)
	stderr *syncBuffer
	stop   func()
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func startServer(t testing.TB, extra ...string) *testServer {
	t.Helper()
	return startServerOn(t, newTestDB(t), extra...)
}

// startServerOn is startServer on the database dbPath.
func startServerOn(t testing.TB, dbPath string, extra ...string) *testServer {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	errc := make(chan error, 1)
	stderr := &syncBuffer{}
	args := append([]string{"serve", "-addr", "127.0.0.1:0", "-db", dbPath, "-demo", "-log-level", "info"}, extra...)
	go func() {
		errc <- run(ctx, args, io.Discard, stderr, func(string) string { return "" }, func(a string) { addrc <- a })
	}()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-errc:
		t.Fatalf("server did not start: %v\n%s", err, stderr.String())
	case <-time.After(60 * time.Second):
		t.Fatal("server did not start in 60s")
	}
	s := &testServer{base: "http://" + addr + "/v2", root: "http://" + addr, db: dbPath, stderr: stderr}
	var once sync.Once
	s.stop = func() {
		once.Do(func() {
			cancel()
			select {
			case err := <-errc:
				if err != nil {
					t.Errorf("server exited with %v", err)
				}
			case <-time.After(30 * time.Second):
				t.Error("server did not stop")
			}
		})
	}
	t.Cleanup(s.stop)
	return s
}

// reply is a decoded HTTP reply.
type reply struct {
	status int
	header http.Header
	body   []byte
}

func (r reply) json(t testing.TB) map[string]any {
	t.Helper()
	var m map[string]any
	d := json.NewDecoder(bytes.NewReader(r.body))
	d.UseNumber()
	require.NoError(t, d.Decode(&m), "body: %s", r.body)
	return m
}

func (r reply) xml(t testing.TB) *etree.Element {
	t.Helper()
	doc := etree.NewDocument()
	require.NoError(t, doc.ReadFromBytes(r.body), "body: %s", r.body)
	require.NotNil(t, doc.Root(), "body: %s", r.body)
	return doc.Root()
}

func (s *testServer) do(t testing.TB, method, path, contentType, body string, hdr ...string) reply {
	t.Helper()
	u := path
	if !strings.HasPrefix(path, "http") {
		u = s.base + path
	}
	req, err := http.NewRequest(method, u, strings.NewReader(body))
	require.NoError(t, err)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return reply{resp.StatusCode, resp.Header, b}
}

func (s *testServer) postJSON(t testing.TB, path, body string, hdr ...string) reply {
	t.Helper()
	return s.do(t, "POST", path, "application/json", body, hdr...)
}

var demoHeaders = []string{"X-Api-User", "demo", "X-Api-Key", "demo-secret-key"}

// get walks a decoded JSON value by keys and indexes ("data.notes.0.name").
func get(t testing.TB, v any, path string) any {
	t.Helper()
	for _, k := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			var ok bool
			v, ok = x[k]
			require.True(t, ok, "missing %q in %v (path %s)", k, keys(x), path)
		case []any:
			var i int
			require.NoError(t, json.Unmarshal([]byte(k), &i), "index %q", k)
			require.Less(t, i, len(x), "path %s", path)
			v = x[i]
		default:
			t.Fatalf("cannot index %T with %q (path %s)", v, k, path)
		}
	}
	return v
}

func keys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func num(t testing.TB, v any, path string) string {
	t.Helper()
	n, ok := get(t, v, path).(json.Number)
	require.True(t, ok, "%s is %T, want a number", path, get(t, v, path))
	return n.String()
}

func str(t testing.TB, v any, path string) string {
	t.Helper()
	s, ok := get(t, v, path).(string)
	require.True(t, ok, "%s is %T, want a string", path, get(t, v, path))
	return s
}

func list(t testing.TB, v any, path string) []any {
	t.Helper()
	l, ok := get(t, v, path).([]any)
	require.True(t, ok, "%s is %T, want a list", path, get(t, v, path))
	return l
}

// xtext returns the text of the element at a slash path below root
// (local names).
func xtext(t testing.TB, root *etree.Element, path string) string {
	t.Helper()
	el := xfind(t, root, path)
	return el.Text()
}

func xfind(t testing.TB, root *etree.Element, path string) *etree.Element {
	t.Helper()
	el := root
	for _, p := range strings.Split(path, "/") {
		var next *etree.Element
		for _, c := range el.ChildElements() {
			if c.Tag == p {
				next = c
				break
			}
		}
		require.NotNil(t, next, "no %s under %s (path %s)", p, el.Tag, path)
		el = next
	}
	return el
}

// requireError checks an error reply in JSON.
func requireError(t testing.TB, r reply, status int, code, field string) map[string]any {
	t.Helper()
	require.Equal(t, status, r.status, "body: %s", r.body)
	m := r.json(t)
	require.Equal(t, code, str(t, m, "data.responseStatus.errorCode"), "body: %s", r.body)
	if field != "" {
		found := false
		for _, e := range list(t, m, "data.responseStatus.errors") {
			if e.(map[string]any)["fieldName"] == field {
				found = true
			}
		}
		require.True(t, found, "no field error for %s in %s", field, r.body)
	}
	return m
}
