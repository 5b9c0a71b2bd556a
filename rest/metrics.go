package rest

import (
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// latencyBuckets are the upper bounds (seconds) of the latency histogram.
var latencyBuckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

type seriesKey struct {
	op, format string
	status     int
}

// metrics holds the Prometheus series of the HTTP front (client_golang),
// served with the Go runtime and process collectors and whatever the
// configuration adds (the store's pools). Label values come from closed
// sets (operation names, formats, statuses), so the number of series is
// bounded; the counter and histogram of each label set are looked up once
// and kept, so a request costs two atomic adds and no label hashing.
type metrics struct {
	reg      *prometheus.Registry
	handler  http.Handler
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	inFlight prometheus.Gauge

	mu       sync.RWMutex
	counters map[seriesKey]prometheus.Counter
	hists    map[string]prometheus.Observer
}

func newMetrics(extra []prometheus.Collector) *metrics {
	m := &metrics{reg: prometheus.NewRegistry(), counters: map[seriesKey]prometheus.Counter{}, hists: map[string]prometheus.Observer{}}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "screengate_requests_total",
		Help: "Requests served, by operation, format and HTTP status."}, []string{"operation", "format", "status"})
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "screengate_request_duration_seconds",
		Help: "Request latency by operation.", Buckets: latencyBuckets}, []string{"operation"})
	m.inFlight = prometheus.NewGauge(prometheus.GaugeOpts{Name: "screengate_requests_in_flight", Help: "Requests being served."})
	// The Go collector's defaults plus the scheduler's histogram of how
	// long goroutines waited to run (go_sched_latencies_seconds): beside
	// the request latencies, it tells a slow handler from a process that
	// was not given a CPU.
	m.reg.MustRegister(m.requests, m.latency, m.inFlight,
		collectors.NewGoCollector(collectors.WithGoCollectorRuntimeMetrics(collectors.MetricsScheduler)),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	for _, c := range extra {
		m.reg.MustRegister(c)
	}
	m.handler = promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{ErrorHandling: promhttp.ContinueOnError})
	return m
}

func (m *metrics) observe(op, format string, status int, d time.Duration) {
	k := seriesKey{op, format, status}
	m.mu.RLock()
	c, ok1 := m.counters[k]
	h, ok2 := m.hists[op]
	m.mu.RUnlock()
	if !ok1 || !ok2 {
		m.mu.Lock()
		if c, ok1 = m.counters[k]; !ok1 {
			c = m.requests.WithLabelValues(op, format, strconv.Itoa(status))
			m.counters[k] = c
		}
		if h, ok2 = m.hists[op]; !ok2 {
			h = m.latency.WithLabelValues(op)
			m.hists[op] = h
		}
		m.mu.Unlock()
	}
	c.Inc()
	h.Observe(d.Seconds())
}

// ServeHTTP writes the metrics (Prometheus text or OpenMetrics, as the
// scraper asks).
func (m *metrics) ServeHTTP(w http.ResponseWriter, r *http.Request) { m.handler.ServeHTTP(w, r) }

// PoolStat is one connection pool's state, for [PoolCollector].
type PoolStat struct {
	Pool        string // label value: "writer", "reader", "postgres"
	Open        int    // connections open
	InUse       int    // connections in use
	Idle        int    // idle connections
	MaxOpen     int    // the pool's bound
	WaitCount   int64  // acquisitions that had to wait (cumulative)
	WaitSeconds float64
}

// PoolCollector exports store connection pools under the names
// screengate has always used (screengate_store_connections_open and so
// on, labelled by pool), whichever backend's pools they are.
type PoolCollector struct {
	stats func() []PoolStat
	descs [6]*prometheus.Desc
}

// NewPoolCollector collects what stats reports at each scrape.
func NewPoolCollector(stats func() []PoolStat) *PoolCollector {
	d := func(name, help string) *prometheus.Desc {
		return prometheus.NewDesc(name, help, []string{"pool"}, nil)
	}
	return &PoolCollector{stats: stats, descs: [6]*prometheus.Desc{
		d("screengate_store_connections_open", "Open store connections."),
		d("screengate_store_connections_in_use", "Store connections in use."),
		d("screengate_store_connections_idle", "Idle store connections."),
		d("screengate_store_connections_max_open", "Maximum open store connections."),
		d("screengate_store_wait_count", "Waits for a store connection (cumulative)."),
		d("screengate_store_wait_seconds", "Time spent waiting for a store connection (cumulative)."),
	}}
}

// Describe implements prometheus.Collector.
func (c *PoolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

// Collect implements prometheus.Collector.
func (c *PoolCollector) Collect(ch chan<- prometheus.Metric) {
	for _, s := range c.stats() {
		for i, v := range []float64{float64(s.Open), float64(s.InUse), float64(s.Idle), float64(s.MaxOpen),
			float64(s.WaitCount), s.WaitSeconds} {
			ch <- prometheus.MustNewConstMetric(c.descs[i], prometheus.GaugeValue, v, s.Pool)
		}
	}
}
