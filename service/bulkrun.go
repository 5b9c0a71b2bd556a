package service

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/screengate/screengate/service/screening"
)

// The bulk runner: a bounded pool that works the queued bulk searches of
// the store in the background (RunBulk). A job is leased to one runner
// at a time; its rows are read in batches, screened in parallel on the
// job's pinned index, and each batch is committed in one transaction with
// the job's progress (SaveBulkBatch), so a restart resumes after the last
// committed batch and never stores a row twice.

// BulkRunConfig tunes RunBulk.
type BulkRunConfig struct {
	// Jobs is how many bulk searches are worked on at once (default 1).
	Jobs int
	// Workers is how many goroutines screen the rows of one job (default
	// GOMAXPROCS).
	Workers int
	// Batch is the rows committed per transaction (default 256).
	Batch int
	// Lease is how long a claimed job stays this runner's without a
	// commit (default 1 minute); a job whose lease runs out (its runner
	// died) is taken over.
	Lease time.Duration
	// Poll is how often the runner looks for work it was not told of:
	// jobs of another gateway, leases that ran out (default 2 seconds).
	Poll time.Duration
	// Worker names this runner in leases (default a random id); a runner
	// restarted under the same name resumes its jobs at once, without
	// waiting for their leases to run out. Two live runners must not
	// share a name.
	Worker string
	// Report receives each job's end and every error (may be nil).
	Report func(BulkEvent)
}

// BulkEvent is what a runner reports.
type BulkEvent struct {
	Job    int32
	Status BulkSearchStatus // set when the job ended
	Err    error
}

func (c *BulkRunConfig) defaults() {
	if c.Jobs <= 0 {
		c.Jobs = 1
	}
	if c.Workers <= 0 {
		c.Workers = runtime.GOMAXPROCS(0)
	}
	if c.Batch <= 0 {
		c.Batch = 256
	}
	if c.Lease <= 0 {
		c.Lease = time.Minute
	}
	if c.Poll <= 0 {
		c.Poll = 2 * time.Second
	}
	if c.Worker == "" {
		var b [8]byte
		_, _ = rand.Read(b[:])
		c.Worker = "bulk-" + hex.EncodeToString(b[:])
	}
}

func (c *BulkRunConfig) report(e BulkEvent) {
	if c.Report != nil {
		c.Report(e)
	}
}

// bulkState is the service's side of the runners: the indexes pinned by
// the jobs this process created, and the wake-up of idle runners.
type bulkState struct {
	mu   sync.Mutex
	pins map[string]*bulkPin
	kick chan struct{}
	// runners counts the RunBulk calls under way: indexes are pinned only
	// while this process runs jobs (a gateway with no runner keeps none).
	runners atomic.Int32
}

type bulkPin struct {
	ix *screening.Index
	n  int
}

func newBulkState() *bulkState {
	return &bulkState{pins: map[string]*bulkPin{}, kick: make(chan struct{}, 1)}
}

// pin keeps ix for the jobs pinned to key until each has ended (unpin).
func (b *bulkState) pin(key string, ix *screening.Index) {
	if b.runners.Load() == 0 {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if p := b.pins[key]; p != nil {
		p.n++
		return
	}
	b.pins[key] = &bulkPin{ix: ix, n: 1}
}

func (b *bulkState) pinned(key string) *screening.Index {
	b.mu.Lock()
	defer b.mu.Unlock()
	if p := b.pins[key]; p != nil {
		return p.ix
	}
	return nil
}

func (b *bulkState) unpin(key string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if p := b.pins[key]; p != nil {
		if p.n--; p.n <= 0 {
			delete(b.pins, key)
		}
	}
}

func (b *bulkState) wake() {
	select {
	case b.kick <- struct{}{}:
	default:
	}
}

// bulkLists checks that ix holds the lists a bulk search screens against
// (the sanctions lists selected, ALL meaning every imported one, and PEP
// when asked) and returns their versions in ix as the pin key
// ("OFAC=12;PEP=3;", by engine list id).
func bulkLists(ix *screening.Index, lists []string, pep bool) (string, error) {
	have := ix.Lists()
	var eng []string
	if slices.Contains(lists, "ALL") {
		for _, l := range SanctionsLists {
			if l.Engine != "" && slices.Contains(have, l.Engine) {
				eng = append(eng, l.Engine)
			}
		}
	} else {
		for _, id := range lists {
			l, _ := SanctionsListByID(id)
			if l.Engine == "" || !slices.Contains(have, l.Engine) {
				return "", InvalidField("InvalidValue", "selectedLists", "List "+quote(id)+" has no imported version to search.")
			}
			eng = append(eng, l.Engine)
		}
	}
	if pep {
		if !slices.Contains(have, PepListID) {
			return "", Errorf(CodeUnavailable, "The PEP list has not been imported")
		}
		eng = append(eng, PepListID)
	}
	slices.Sort(eng)
	eng = slices.Compact(eng)
	var b strings.Builder
	for _, e := range eng {
		b.WriteString(e)
		b.WriteByte('=')
		b.WriteString(ix.Version(e))
		b.WriteByte(';')
	}
	return b.String(), nil
}

// bulkLists is bulkLists as AddBulkSearch uses it.
func (s *Service) bulkLists(ix *screening.Index, lists []string, pep bool) (struct{ key string }, error) {
	k, err := bulkLists(ix, lists, pep)
	return struct{ key string }{k}, err
}

// BulkProgressMessage is the message of a bulk search being worked on.
func BulkProgressMessage(processed, total int32) string {
	return fmt.Sprintf("Processing: %d of %d records screened", processed, total)
}

// BulkQueuedMessage is the message of a new bulk search.
const BulkQueuedMessage = "Queued: waiting to start"

// RunBulk works queued bulk searches until ctx ends, cfg.Jobs at a time.
func (s *Service) RunBulk(ctx context.Context, cfg BulkRunConfig) {
	cfg.defaults()
	s.bulk.runners.Add(1)
	defer s.bulk.runners.Add(-1)
	var wg sync.WaitGroup
	for i := range cfg.Jobs {
		wg.Add(1)
		// Each loop holds leases under its own name: a loop re-claims its
		// own lease at once (after an error, or a restart under the same
		// name), never another loop's.
		c := cfg
		c.Worker = fmt.Sprintf("%s#%d", cfg.Worker, i)
		go func() {
			defer wg.Done()
			s.bulkLoop(ctx, &c)
		}()
	}
	wg.Wait()
}

// WakeBulk tells idle runners to look for work now.
func (s *Service) WakeBulk() { s.bulk.wake() }

func (s *Service) bulkLoop(ctx context.Context, cfg *BulkRunConfig) {
	t := time.NewTimer(0)
	defer t.Stop()
	for ctx.Err() == nil {
		worked, err := s.bulkOnce(ctx, cfg)
		if err != nil && ctx.Err() == nil {
			cfg.report(BulkEvent{Err: err})
		}
		if worked && err == nil {
			continue
		}
		t.Reset(cfg.Poll)
		select {
		case <-ctx.Done():
			return
		case <-s.bulk.kick:
		case <-t.C:
		}
	}
}

// bulkOnce claims one job and works it to its end; worked is false when
// there was none.
func (s *Service) bulkOnce(ctx context.Context, cfg *BulkRunConfig) (worked bool, err error) {
	now := s.bulkNow()
	job, err := s.store.ClaimBulkSearch(ctx, cfg.Worker, now, now.Add(cfg.Lease))
	if errors.Is(err, ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("bulk: claim: %w", err)
	}
	s.bulk.wake() // another idle runner may take the next job
	return true, s.runBulkJob(ctx, cfg, job)
}

// runBulkJob screens the rows of job from its cursor on and ends it.
func (s *Service) runBulkJob(ctx context.Context, cfg *BulkRunConfig, job BulkJob) error {
	fail := func(msg string) error {
		o := BulkOutcome{Status: BulkFailed, Message: "Failed: " + msg}
		if err := s.store.FinishBulkSearch(ctx, job.ID, cfg.Worker, o); err != nil {
			return fmt.Errorf("bulk %d: finish: %w", job.ID, err)
		}
		s.bulk.unpin(job.Versions)
		cfg.report(BulkEvent{Job: job.ID, Status: BulkSearchStatus{BulkSearchID: job.ID, Status: o.Status, Message: o.Message}})
		return nil
	}
	// The pinned index: the one the job was created on while this process
	// holds it; after a restart, the current index when it holds the same
	// versions, else the current one (the job is re-pinned, and each search
	// records the versions it searched).
	ix := s.bulk.pinned(job.Versions)
	versions := job.Versions
	if ix == nil {
		cur, err := s.screeningIndex()
		if err != nil {
			return fmt.Errorf("bulk %d: %w", job.ID, err) // retried once the index is built
		}
		key, err := bulkLists(cur, job.Lists, job.IsPepSearch)
		if err != nil {
			return fail(AsError(err).Message)
		}
		ix, versions = cur, key
	}

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type screenedBatch struct {
		items []BulkItem
		next  int32
		err   error
	}
	// Reading and screening run one batch ahead of the commits.
	batches := make(chan screenedBatch, 1)
	go func() {
		defer close(batches)
		from := job.NextRow
		for ctx.Err() == nil {
			rows, err := s.store.BulkRows(ctx, job.ID, from, cfg.Batch)
			if err != nil {
				batches <- screenedBatch{err: fmt.Errorf("bulk %d: rows: %w", job.ID, err)}
				return
			}
			if len(rows) == 0 {
				return
			}
			items, err := s.screenBulkRows(ix, job, rows, cfg.Workers)
			from = rows[len(rows)-1].Index + 1
			select {
			case batches <- screenedBatch{items: items, next: from, err: err}:
			case <-ctx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
	var last BulkSearchStatus
	for b := range batches {
		if b.err != nil {
			var e *Error
			if errors.As(b.err, &e) && e.Code != CodeInternal {
				return fail(e.Message)
			}
			return b.err
		}
		now := s.bulkNow()
		st, err := s.store.SaveBulkBatch(ctx, BulkBatch{ID: job.ID, Worker: cfg.Worker, LeaseUntil: now.Add(cfg.Lease),
			Versions: versions, Items: b.items, NextRow: b.next})
		if errors.Is(err, ErrInsufficientCredit) {
			return fail(fmt.Sprintf("the account balance does not cover the PEP searches from row %d on", b.items[0].Row+1))
		}
		if err != nil {
			return fmt.Errorf("bulk %d: save: %w", job.ID, err)
		}
		last = st
	}
	if ctx.Err() != nil {
		return nil // stopped: the lease runs out and the job resumes
	}
	processed := job.Processed
	if last.BulkSearchID != 0 {
		processed = last.Processed
	}
	o := BulkOutcome{Status: BulkCompleted, Success: true, Message: fmt.Sprintf("Completed: %d records screened", processed)}
	if err := s.store.FinishBulkSearch(ctx, job.ID, cfg.Worker, o); err != nil {
		return fmt.Errorf("bulk %d: finish: %w", job.ID, err)
	}
	s.bulk.unpin(job.Versions)
	last.Status, last.Message, last.Success = o.Status, o.Message, true
	cfg.report(BulkEvent{Job: job.ID, Status: last})
	return nil
}

// screenBulkRows screens rows on ix with up to workers goroutines.
func (s *Service) screenBulkRows(ix *screening.Index, job BulkJob, rows []BulkRow, workers int) ([]BulkItem, error) {
	items := make([]BulkItem, len(rows))
	now := s.bulkNow()
	var next atomic.Int64
	var firstErr error
	var errMu sync.Mutex
	var wg sync.WaitGroup
	for range min(workers, len(rows)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(rows) {
					return
				}
				it, err := screenBulkRow(ix, job, &rows[i], now)
				if err != nil {
					errMu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					errMu.Unlock()
					return
				}
				items[i] = it
			}
		}()
	}
	wg.Wait()
	return items, firstErr
}

// screenBulkRow screens one row as AddSearch and AddPepSearch would.
func screenBulkRow(ix *screening.Index, job BulkJob, r *BulkRow, now time.Time) (BulkItem, error) {
	crit := ScreenCriteria{Name: r.Name, Address: r.Address, Country: r.Country, DateOfBirth: r.DateOfBirth,
		Nationality: r.Nationality, Reference: r.Reference, Type: r.Type, SelectedLists: slices.Clone(job.Lists)}
	var v Validator
	kind, dob := validateCriteria(&v, &crit, false)
	if err := v.Err(); err != nil {
		e := AsError(err)
		e.Message = fmt.Sprintf("row %d: %s", r.Index+1, e.Message)
		return BulkItem{}, e
	}
	it := BulkItem{Row: r.Index}
	if job.IsSanctionsSearch {
		run, err := screenOn(ix, &crit, kind, dob, now)
		if err != nil {
			return BulkItem{}, err
		}
		n := newSanctionsSearch(job.AccountID, job.Owner, &crit, run, now)
		it.Sanctions = &n
	}
	if job.IsPepSearch {
		n, err := newPepSearch(ix, &crit, kind, dob, now, false)
		if err != nil {
			return BulkItem{}, err
		}
		n.AccountID, n.Owner = job.AccountID, job.Owner
		it.Pep = &n
	}
	return it, nil
}
