package rest

import (
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// latencyBuckets are the upper bounds (seconds) of the latency histogram.
var latencyBuckets = [...]float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

type seriesKey struct {
	op, format string
	status     int
}

type histogram struct {
	counts [len(latencyBuckets) + 1]atomic.Uint64
	sumNs  atomic.Uint64
	n      atomic.Uint64
}

func (h *histogram) observe(d time.Duration) {
	s := d.Seconds()
	i := sort.SearchFloat64s(latencyBuckets[:], s)
	h.counts[i].Add(1)
	h.sumNs.Add(uint64(d.Nanoseconds()))
	h.n.Add(1)
}

// metrics collects the Prometheus series of the HTTP front. Label values
// come from closed sets (operation names, formats, statuses), so the number
// of series is bounded.
type metrics struct {
	mu        sync.RWMutex
	requests  map[seriesKey]*atomic.Uint64
	latency   map[string]*histogram // by operation
	inFlight  atomic.Int64
	poolStats func() map[string]sql.DBStats
}

func newMetrics(pool func() map[string]sql.DBStats) *metrics {
	return &metrics{requests: map[seriesKey]*atomic.Uint64{}, latency: map[string]*histogram{}, poolStats: pool}
}

func (m *metrics) observe(op, format string, status int, d time.Duration) {
	k := seriesKey{op, format, status}
	m.mu.RLock()
	c, ok1 := m.requests[k]
	h, ok2 := m.latency[op]
	m.mu.RUnlock()
	if !ok1 || !ok2 {
		m.mu.Lock()
		if c, ok1 = m.requests[k]; !ok1 {
			c = new(atomic.Uint64)
			m.requests[k] = c
		}
		if h, ok2 = m.latency[op]; !ok2 {
			h = new(histogram)
			m.latency[op] = h
		}
		m.mu.Unlock()
	}
	c.Add(1)
	h.observe(d)
}

// ServeHTTP writes the Prometheus text exposition format.
func (m *metrics) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	m.write(w)
}

func (m *metrics) write(w io.Writer) {
	m.mu.RLock()
	keys := make([]seriesKey, 0, len(m.requests))
	for k := range m.requests {
		keys = append(keys, k)
	}
	ops := make([]string, 0, len(m.latency))
	for op := range m.latency {
		ops = append(ops, op)
	}
	m.mu.RUnlock()
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.op != b.op {
			return a.op < b.op
		}
		if a.format != b.format {
			return a.format < b.format
		}
		return a.status < b.status
	})
	sort.Strings(ops)
	fmt.Fprintln(w, "# HELP screengate_requests_total Requests served, by operation, format and HTTP status.")
	fmt.Fprintln(w, "# TYPE screengate_requests_total counter")
	m.mu.RLock()
	for _, k := range keys {
		fmt.Fprintf(w, "screengate_requests_total{operation=%q,format=%q,status=\"%d\"} %d\n", k.op, k.format, k.status, m.requests[k].Load())
	}
	m.mu.RUnlock()
	fmt.Fprintln(w, "# HELP screengate_request_duration_seconds Request latency by operation.")
	fmt.Fprintln(w, "# TYPE screengate_request_duration_seconds histogram")
	for _, op := range ops {
		m.mu.RLock()
		h := m.latency[op]
		m.mu.RUnlock()
		var cum uint64
		for i, le := range latencyBuckets {
			cum += h.counts[i].Load()
			fmt.Fprintf(w, "screengate_request_duration_seconds_bucket{operation=%q,le=%q} %d\n", op, strconv.FormatFloat(le, 'g', -1, 64), cum)
		}
		cum += h.counts[len(latencyBuckets)].Load()
		fmt.Fprintf(w, "screengate_request_duration_seconds_bucket{operation=%q,le=\"+Inf\"} %d\n", op, cum)
		fmt.Fprintf(w, "screengate_request_duration_seconds_sum{operation=%q} %g\n", op, float64(h.sumNs.Load())/1e9)
		fmt.Fprintf(w, "screengate_request_duration_seconds_count{operation=%q} %d\n", op, h.n.Load())
	}
	fmt.Fprintln(w, "# HELP screengate_requests_in_flight Requests being served.")
	fmt.Fprintln(w, "# TYPE screengate_requests_in_flight gauge")
	fmt.Fprintf(w, "screengate_requests_in_flight %d\n", m.inFlight.Load())
	if m.poolStats == nil {
		return
	}
	stats := m.poolStats()
	pools := make([]string, 0, len(stats))
	for p := range stats {
		pools = append(pools, p)
	}
	sort.Strings(pools)
	gauge := func(name, help string, val func(sql.DBStats) float64) {
		fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s gauge\n", name, help, name)
		for _, p := range pools {
			fmt.Fprintf(w, "%s{pool=%q} %g\n", name, p, val(stats[p]))
		}
	}
	gauge("screengate_store_connections_open", "Open store connections.", func(s sql.DBStats) float64 { return float64(s.OpenConnections) })
	gauge("screengate_store_connections_in_use", "Store connections in use.", func(s sql.DBStats) float64 { return float64(s.InUse) })
	gauge("screengate_store_connections_idle", "Idle store connections.", func(s sql.DBStats) float64 { return float64(s.Idle) })
	gauge("screengate_store_connections_max_open", "Maximum open store connections.", func(s sql.DBStats) float64 { return float64(s.MaxOpenConnections) })
	gauge("screengate_store_wait_count", "Waits for a store connection (cumulative).", func(s sql.DBStats) float64 { return float64(s.WaitCount) })
	gauge("screengate_store_wait_seconds", "Time spent waiting for a store connection (cumulative).", func(s sql.DBStats) float64 { return s.WaitDuration.Seconds() })
}
