package main

import (
	"context"
	"database/sql"
	"sort"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/screengate/screengate/rest"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/postgres"
)

// storeCollectors are the /metrics collectors of a backend: its
// connection pools under screengate's names (both backends), and for
// PostgreSQL the change notifications this gateway has received and
// whether it is listening.
func storeCollectors(db backend) []prometheus.Collector {
	return append(backendCollectors(db), outboxCollector{db})
}

// outboxCollector reports the outbox's pending and dead (given up after
// failing) deliveries, counted in the database when /metrics is scraped,
// so every gateway reports the shared outbox.
type outboxCollector struct{ st service.OutboxStore }

var outboxDesc = prometheus.NewDesc("screengate_outbox_messages",
	"Outbox deliveries to outside parties by state: pending (queued or being retried) or failed (dead: retries exhausted or a permanent failure; screengate outbox retry revives them).",
	[]string{"state"}, nil)

func (outboxCollector) Describe(ch chan<- *prometheus.Desc) { ch <- outboxDesc }

func (o outboxCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	pending, dead, err := o.st.OutboxCounts(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(outboxDesc, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(outboxDesc, prometheus.GaugeValue, float64(pending), "pending")
	ch <- prometheus.MustNewConstMetric(outboxDesc, prometheus.GaugeValue, float64(dead), "failed")
}

// backendCollectors are the backend-specific collectors, and the group
// commit's histograms of both.
func backendCollectors(db backend) []prometheus.Collector {
	var out []prometheus.Collector
	if g, ok := db.(groupCommitter); ok {
		out = append(out, histogramCollector{groupCommitWaitDesc, g.GroupCommitWaits},
			histogramCollector{groupCommitWriteDesc, g.GroupCommitWrites})
	}
	if w, ok := db.(walCheckpointer); ok {
		out = append(out, histogramCollector{walCheckpointDesc, w.WALCheckpoints},
			histogramCollector{walHoldDesc, w.WALHolds})
	}
	return append(out, poolCollectors(db)...)
}

// walCheckpointer is a store that checkpoints its WAL in the background
// (SQLite on a file).
type walCheckpointer interface {
	WALCheckpoints() ([]time.Duration, []uint64, uint64, time.Duration)
	WALHolds() ([]time.Duration, []uint64, uint64, time.Duration)
}

// groupCommitter is a store whose CreateSearch calls share writes (both
// backends: store/internal/groupcommit).
type groupCommitter interface {
	GroupCommitWaits() ([]time.Duration, []uint64, uint64, time.Duration)
	GroupCommitWrites() ([]time.Duration, []uint64, uint64, time.Duration)
}

// poolCollectors are the backend-specific collectors: its pools and, for
// PostgreSQL, its round trips, data version reads and notifications.
func poolCollectors(db backend) []prometheus.Collector {
	switch d := db.(type) {
	case interface{ PoolStats() map[string]sql.DBStats }: // SQLite: database/sql pools
		return []prometheus.Collector{rest.NewPoolCollector(func() []rest.PoolStat {
			stats := d.PoolStats()
			out := make([]rest.PoolStat, 0, len(stats))
			for name, s := range stats {
				out = append(out, rest.PoolStat{Pool: name, Open: s.OpenConnections, InUse: s.InUse, Idle: s.Idle,
					MaxOpen: s.MaxOpenConnections, WaitCount: s.WaitCount, WaitSeconds: s.WaitDuration.Seconds()})
			}
			sort.Slice(out, func(i, j int) bool { return out[i].Pool < out[j].Pool })
			return out
		})}
	case *postgres.DB:
		return []prometheus.Collector{
			rest.NewPoolCollector(func() []rest.PoolStat {
				s := d.Pool().Stat()
				// pgxpool counts acquisitions that found no idle
				// connection (they waited for one to be made or freed),
				// and the time of all acquisitions.
				return []rest.PoolStat{{Pool: "postgres", Open: int(s.TotalConns()), InUse: int(s.AcquiredConns()),
					Idle: int(s.IdleConns()), MaxOpen: int(s.MaxConns()), WaitCount: s.EmptyAcquireCount(),
					WaitSeconds: s.AcquireDuration().Seconds()}}
			}),
			prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "screengate_store_round_trips_total",
				Help: "Statements and batches sent to the database (each one round trip; BEGIN and COMMIT count)."},
				func() float64 { return float64(d.RoundTrips()) }),
			histogramCollector{versionWaitDesc, d.DataVersionWaits},
			histogramCollector{versionReadDesc, d.DataVersionReads},
			prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "screengate_store_change_notifications_total",
				Help: "Data change notifications received from the database (LISTEN screengate_data)."},
				func() float64 { n, _ := d.Notifications(); return float64(n) }),
			prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "screengate_store_listening",
				Help: "1 while this gateway listens for data change notifications."},
				func() float64 {
					if _, ok := d.Notifications(); ok {
						return 1
					}
					return 0
				}),
		}
	}
	return nil
}

// histogramCollector reports a histogram of durations: of the data
// version reads (PostgreSQL: a query sent after the request began, shared
// by the callers of a burst), how long callers waited and how long
// queries took; of the group commit, how long calls waited for their
// write and how long writes took.
type histogramCollector struct {
	desc *prometheus.Desc
	get  func() ([]time.Duration, []uint64, uint64, time.Duration)
}

var (
	versionWaitDesc = prometheus.NewDesc("screengate_store_data_version_wait_seconds",
		"Time a read waited for its account's data version (the freshness check of shared replies and kept pages).", nil, nil)
	versionReadDesc = prometheus.NewDesc("screengate_store_data_version_query_seconds",
		"Time each data version query took, from sending it to its answer (one serves the callers of a burst).", nil, nil)
	groupCommitWaitDesc = prometheus.NewDesc("screengate_store_group_commit_wait_seconds",
		"Time a stored search (AddSearch) waited for its group commit's write to start: the writes before it and the gathering of its batch.", nil, nil)
	groupCommitWriteDesc = prometheus.NewDesc("screengate_store_group_commit_write_seconds",
		"Time each group commit's write (one transaction storing a batch of searches) took.", nil, nil)
	walCheckpointDesc = prometheus.NewDesc("screengate_store_wal_checkpoint_seconds",
		"Time each background WAL checkpoint pass took (SQLite: copying the WAL's pages into the database, then the syncs), on the gateway's CPUs beside the requests.", nil, nil)
	walHoldDesc = prometheus.NewDesc("screengate_store_wal_hold_seconds",
		"Time the WAL checkpointer held the group commit to restart the WAL (SQLite: taking the hold, then the last pass).", nil, nil)
)

func (c histogramCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

func (c histogramCollector) Collect(ch chan<- prometheus.Metric) {
	bounds, cumulative, count, sum := c.get()
	buckets := make(map[float64]uint64, len(bounds))
	for i, b := range bounds {
		buckets[b.Seconds()] = cumulative[i]
	}
	ch <- prometheus.MustNewConstHistogram(c.desc, count, sum.Seconds(), buckets)
}
