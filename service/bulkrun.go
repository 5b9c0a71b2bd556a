package service

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strconv"
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
// committed batch and never stores a row twice. A job resumed by a process
// that does not hold its index (after a restart) screens on the same list
// versions: the index is rebuilt from the versions' stored entities
// (pinnedIndex).

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

// bulkState is the service's side of the runners: the indexes the jobs
// are pinned to, and the wake-up of idle runners.
//
// An index is held while something needs it: each job this process
// created holds the index it was created on until the job ends (pin,
// unpin); a job being worked on holds the index it screens on (acquire,
// release), which for a job created by an earlier process is rebuilt
// from the store (pinnedIndex). The most recently rebuilt index is kept
// (recent) for the next job pinned to the same versions, until the queue
// is empty: at most one index is kept that no job is using.
type bulkState struct {
	mu     sync.Mutex
	pins   map[string]*bulkPin
	recent *bulkPin // the last index rebuilt from the store, or nil
	// build serialises rebuilds, so that runners resuming jobs on the
	// same versions build once.
	build sync.Mutex
	kick  chan struct{}
	// runners counts the RunBulk calls under way: indexes are pinned only
	// while this process runs jobs (a gateway with no runner keeps none).
	runners atomic.Int32
}

type bulkPin struct {
	key  string
	ix   *screening.Index
	jobs map[int32]bool // the jobs created on it by this process, until they end
	uses int            // the runners screening on it now
}

func newBulkState() *bulkState {
	return &bulkState{pins: map[string]*bulkPin{}, kick: make(chan struct{}, 1)}
}

// pin keeps ix, the index job was created on, until the job ends (unpin).
func (b *bulkState) pin(key string, job int32, ix *screening.Index) {
	if b.runners.Load() == 0 {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.pins[key]
	if p == nil {
		p = &bulkPin{key: key, ix: ix, jobs: map[int32]bool{}}
		b.pins[key] = p
	}
	p.jobs[job] = true
}

// unpin drops job's hold on the index of key (the job ended).
func (b *bulkState) unpin(key string, job int32) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if p := b.pins[key]; p != nil {
		delete(p.jobs, job)
		b.dropIfUnused(p)
	}
}

// acquire returns the index of key held in this process (pinned by a job,
// in use, or the last rebuilt one), counting a use until release; nil when
// there is none.
func (b *bulkState) acquire(key string) *screening.Index {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.pins[key]
	if p == nil && b.recent != nil && b.recent.key == key {
		p = b.recent
		b.pins[key] = p
	}
	if p == nil {
		return nil
	}
	p.uses++
	return p.ix
}

// add holds ix, rebuilt for key, as in use (once) and as the recent one.
func (b *bulkState) add(key string, ix *screening.Index) {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.pins[key]
	if p == nil {
		p = &bulkPin{key: key, ix: ix, jobs: map[int32]bool{}}
		b.pins[key] = p
	}
	p.uses++
	b.recent = p
}

// release ends one use of the index of key.
func (b *bulkState) release(key string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if p := b.pins[key]; p != nil {
		p.uses--
		b.dropIfUnused(p)
	}
}

func (b *bulkState) dropIfUnused(p *bulkPin) {
	if len(p.jobs) == 0 && p.uses <= 0 {
		delete(b.pins, p.key)
	}
}

// idle forgets the recent rebuilt index (no job is waiting for it).
func (b *bulkState) idle() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.recent = nil
}

func (b *bulkState) wake() {
	select {
	case b.kick <- struct{}{}:
	default:
	}
}

// checkBulkLists checks that ix holds the lists a bulk search screens
// against (the sanctions lists selected, ALL meaning every imported one,
// and PEP when asked).
func checkBulkLists(ix *screening.Index, lists []string, pep bool) error {
	have := ix.Lists()
	if !slices.Contains(lists, "ALL") {
		for _, id := range lists {
			l, _ := SanctionsListByID(id)
			if l.Engine == "" || !slices.Contains(have, l.Engine) {
				return InvalidField("InvalidValue", "selectedLists", "List "+quote(id)+" has no imported version to search.")
			}
		}
	}
	if pep && !slices.Contains(have, PepListID) {
		return Errorf(CodeUnavailable, "The PEP list has not been imported")
	}
	return nil
}

// pinKey names the list versions of ix, the pinned versions of the bulk
// searches created on it ("OFAC=12;PEP=3;UN=7;", by engine list id and
// the store's version id). Every list of the index is named, not only
// those a job screens against: a score depends on the whole index (the
// words' frequencies), so only the same versions of every list give the
// same results.
func pinKey(ix *screening.Index) string {
	var b strings.Builder
	for _, l := range ix.Lists() {
		b.WriteString(l)
		b.WriteByte('=')
		b.WriteString(ix.Version(l))
		b.WriteByte(';')
	}
	return b.String()
}

// parsePinKey returns the version ids and labels of a pin key; ok is false
// when a version has no store id (an index not built from the store).
func parsePinKey(key string) (ids []int64, labels map[string]string, ok bool) {
	labels = map[string]string{}
	for part := range strings.SplitSeq(key, ";") {
		if part == "" {
			continue
		}
		list, v, found := strings.Cut(part, "=")
		id, err := strconv.ParseInt(v, 10, 64)
		if !found || list == "" || err != nil || id <= 0 {
			return nil, nil, false
		}
		ids = append(ids, id)
		labels[list] = v
	}
	return ids, labels, len(ids) > 0
}

// errPinnedGone is the failure of a job whose pinned versions cannot be
// read back from the store.
var errPinnedGone = errors.New("pinned list versions not stored")

// pinnedIndex returns the index of the list versions key names, with the
// function that releases it: the one this process holds (the job was
// created here, or another job is using it), the current one when it has
// those versions, else one rebuilt from the versions' stored entities.
func (s *Service) pinnedIndex(ctx context.Context, key string) (*screening.Index, func(), error) {
	if ix := s.bulk.acquire(key); ix != nil {
		return ix, func() { s.bulk.release(key) }, nil
	}
	if cur, err := s.screeningIndex(); err == nil && pinKey(cur) == key {
		return cur, func() {}, nil
	}
	s.bulk.build.Lock()
	defer s.bulk.build.Unlock()
	if ix := s.bulk.acquire(key); ix != nil { // another runner built it meanwhile
		return ix, func() { s.bulk.release(key) }, nil
	}
	ids, labels, ok := parsePinKey(key)
	if !ok {
		return nil, nil, fmt.Errorf("%w: %q names no stored versions", errPinnedGone, key)
	}
	var ents []screening.Entity
	err := s.store.ListVersionEntities(ctx, ids, func(e *screening.Entity) error {
		ents = append(ents, *e)
		return nil
	})
	if errors.Is(err, ErrNotFound) {
		return nil, nil, fmt.Errorf("%w: %v", errPinnedGone, err)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("pinned index %s: %w", key, err)
	}
	ix, err := screening.Build(ents, screening.BuildOptions{Versions: labels})
	if err != nil {
		return nil, nil, fmt.Errorf("pinned index %s: %w", key, err)
	}
	s.bulk.add(key, ix)
	return ix, func() { s.bulk.release(key) }, nil
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
		s.bulk.idle()
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
		s.bulk.unpin(job.Versions, job.ID)
		cfg.report(BulkEvent{Job: job.ID, Status: BulkSearchStatus{BulkSearchID: job.ID, Status: o.Status, Message: o.Message}})
		return nil
	}
	// The pinned index: every row is screened on the list versions the
	// job was created on, whichever process works on it.
	ix, release, err := s.pinnedIndex(ctx, job.Versions)
	if errors.Is(err, errPinnedGone) {
		return fail("its list versions are no longer stored (" + err.Error() + ")")
	}
	if err != nil {
		return fmt.Errorf("bulk %d: %w", job.ID, err) // retried
	}
	defer release()
	versions := job.Versions

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
	s.bulk.unpin(job.Versions, job.ID)
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
