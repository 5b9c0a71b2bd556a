package rest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/rs/zerolog"

	"github.com/screengate/screengate/bench/procstat"
	"github.com/screengate/screengate/bench/screencorpus"
	"github.com/screengate/screengate/rest"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/store/sqlite"
)

type benchScreener struct{ ix *screening.Index }

func (s benchScreener) Index() *screening.Index { return s.ix }

// addBenchReplies is the number of distinct AddSearch calls the gateway
// benchmark replays.
const addBenchReplies = 200

var addBench struct {
	once   sync.Once
	ix     *screening.Index
	bodies [][]byte
	err    error
}

// addSearchBench is bench row 9 without the network: the real service
// (the engine over the row's synthetic corpus, SQLite with the demo
// data), the row's request bodies (the first addBenchReplies), and the
// service's reply to each.
func addSearchBench(b *testing.B) (*service.Service, [][]byte, []service.Reply) {
	addBench.once.Do(func() {
		ents := screencorpus.Corpus(1, 50000)
		vs := map[string]string{}
		for _, l := range screencorpus.Lists() {
			vs[l] = "1"
		}
		if addBench.ix, addBench.err = screening.Build(ents, screening.BuildOptions{Versions: vs}); addBench.err == nil {
			addBench.bodies, addBench.err = addSearchBodies(ents)
		}
	})
	if addBench.err != nil {
		b.Fatal(addBench.err)
	}
	ctx := context.Background()
	db, err := sqlite.Open(ctx, b.TempDir()+"/add.db", sqlite.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	a, err := service.NewAuthenticator(ctx, db, nil)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := db.LoadDemo(ctx, a.Secret()); err != nil {
		b.Fatal(err)
	}
	svc, err := service.New(db, a, service.Config{Screener: benchScreener{addBench.ix}})
	if err != nil {
		b.Fatal(err)
	}
	rec := &recordingDispatcher{d: svc}
	h := rest.New(rec, svc.Schema(), rest.Config{Logger: zerolog.Nop()})
	for _, body := range addBench.bodies {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, addSearchRequest(body))
		if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `"searchRecord":`) {
			b.Fatalf("status %d: %s", w.Code, w.Body)
		}
	}
	return svc, addBench.bodies, rec.replies
}

// addSearchBodies are the first addBenchReplies request bodies of bench
// row 9, as benchrun's addSearchBodies writes them.
func addSearchBodies(ents []screening.Entity) ([][]byte, error) {
	var out [][]byte
	for _, q := range screencorpus.AddSearchRequests(ents, 4242, addBenchReplies) {
		r := map[string]any{"selectedLists": q.SelectedLists, "reference": q.Reference, "type": q.Type, "name": q.Name}
		if q.DateOfBirth != "" {
			r["dateOfBirth"] = q.DateOfBirth
		}
		if q.Nationality != "" {
			r["nationality"] = q.Nationality
		}
		body, err := json.Marshal(map[string]any{"request": r})
		if err != nil {
			return nil, err
		}
		out = append(out, body)
	}
	return out, nil
}

// replayedAddSearch returns the bodies and replies the gateway
// benchmark replays: addSearchBench's, or, with ADDSEARCH_BENCH_REPLIES
// naming a file, the ones kept there (written on the first run: a
// second run, under callgrind say, need not build the engine's index).
func replayedAddSearch(b *testing.B, schema *service.Schema) ([][]byte, []service.Reply) {
	path := os.Getenv("ADDSEARCH_BENCH_REPLIES")
	op, _ := schema.Operation("AddSearch")
	if path != "" {
		if f, err := os.ReadFile(path); err == nil {
			var bodies [][]byte
			var replies []service.Reply
			lines := bytes.Split(bytes.TrimSuffix(f, []byte("\n")), []byte("\n"))
			for i := 0; i+1 < len(lines); i += 2 {
				data := op.NewData()
				if err := rest.DecodeJSON(lines[i+1], op.Response, data, rest.Limits{}); err != nil {
					b.Fatal(err)
				}
				bodies = append(bodies, lines[i])
				replies = append(replies, service.Reply{Data: data})
			}
			return bodies, replies
		}
	}
	_, bodies, replies := addSearchBench(b)
	if path != "" {
		var f []byte
		for i, body := range bodies {
			f = append(append(f, body...), '\n')
			f = append(rest.AppendJSONResponse(f, op, replies[i].Data), '\n')
		}
		if err := os.WriteFile(path, f, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return bodies, replies
}

// recordingDispatcher keeps the replies of the calls it passes on.
type recordingDispatcher struct {
	d       rest.Dispatcher
	replies []service.Reply
}

func (r *recordingDispatcher) Dispatch(ctx context.Context, req *service.Request) (service.Reply, error) {
	rep, err := r.d.Dispatch(ctx, req)
	if err == nil {
		r.replies = append(r.replies, rep)
	}
	return rep, err
}

// replayDispatcher answers call i with reply i (modulo their number):
// the gateway without the engine, the store or the service.
type replayDispatcher struct {
	replies []service.Reply
	next    int
}

func (r *replayDispatcher) Dispatch(ctx context.Context, req *service.Request) (service.Reply, error) {
	rep := r.replies[r.next%len(r.replies)]
	r.next++
	return rep, nil
}

func addSearchRequest(body []byte) *http.Request {
	r := httptest.NewRequest(http.MethodPost, "/v2/sanctions/create", bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("X-Api-User", "demo")
	r.Header.Set("X-Api-Key", "demo-secret-key")
	r.RemoteAddr = "127.0.0.1:40000"
	return r
}

// discardWriter is a ResponseWriter that keeps only the headers.
type discardWriter struct {
	h    http.Header
	code int
	n    int
}

func (w *discardWriter) Header() http.Header         { return w.h }
func (w *discardWriter) WriteHeader(code int)        { w.code = code }
func (w *discardWriter) Write(b []byte) (int, error) { w.n += len(b); return len(b), nil }

// BenchmarkAddSearchHTTP is bench row 9 through the REST handler
// (Server.ServeHTTP, an access log line per request written to
// io.Discard), without the network. "gateway" replays the service's
// replies (replayedAddSearch): request reading, decoding, routing, reply
// encoding and writing, the REST front alone; "full" runs the real
// service (engine and SQLite store included). Reported besides ns/op:
// the process's CPU time per call.
func BenchmarkAddSearchHTTP(b *testing.B) {
	schema, err := service.NewSchema("")
	if err != nil {
		b.Fatal(err)
	}
	logger := zerolog.New(io.Discard).Level(zerolog.InfoLevel).With().Timestamp().Logger()
	var bodies [][]byte
	run := func(b *testing.B, d rest.Dispatcher, schema *service.Schema) {
		h := rest.New(d, schema, rest.Config{Logger: logger})
		reqs := make([]*http.Request, len(bodies))
		readers := make([]*bytes.Reader, len(bodies))
		for i, body := range bodies {
			readers[i] = bytes.NewReader(body)
			reqs[i] = addSearchRequest(body)
		}
		w := &discardWriter{h: http.Header{}}
		b.ReportAllocs()
		cpu0 := procstat.SelfCPU()
		i := 0
		size := 0
		for b.Loop() {
			k := i % len(bodies)
			i++
			readers[k].Reset(bodies[k])
			r := reqs[k]
			r.Body = io.NopCloser(readers[k])
			clear(w.h)
			w.code, w.n = 0, 0
			h.ServeHTTP(w, r)
			if w.code != http.StatusOK {
				b.Fatalf("status %d", w.code)
			}
			size += w.n
		}
		cpu := procstat.SelfCPU() - cpu0
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
		b.ReportMetric(float64(size)/float64(b.N), "reply-B")
	}
	b.Run("gateway", func(b *testing.B) {
		var replies []service.Reply
		bodies, replies = replayedAddSearch(b, schema)
		run(b, &replayDispatcher{replies: replies}, schema)
	})
	b.Run("full", func(b *testing.B) {
		var svc *service.Service
		svc, bodies, _ = addSearchBench(b)
		run(b, svc, svc.Schema())
	})
}
