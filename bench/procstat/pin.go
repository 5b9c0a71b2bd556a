//go:build linux

package procstat

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// task is one thread of a process, told from a later one that reuses its
// ids by the process's start time.
type task struct {
	pid, tid int
	start    uint64
}

// Pin keeps the PostgreSQL backends serving one database on a set of CPUs
// (sched_setaffinity), those running when it starts and those it finds
// later, until Stop gives each backend still running its CPU mask back.
// Only the database's backends are pinned (those PostgresBackends names):
// not the postmaster, whose mask every new backend inherits, nor the
// server's shared helpers or other databases' backends, so a server that
// others share is left as it was.
type Pin struct {
	db   string
	cpus unix.CPUSet
	stop chan struct{}
	done chan PinStats

	// postmaster is the parent of the backends found (0 until one is):
	// new backends are looked for among its children, not all of /proc.
	postmaster int
	// titled are the postmaster's children whose process title was read
	// (a title, once set, names the same database).
	titled map[int]bool

	mu   sync.Mutex
	orig map[task]unix.CPUSet // the mask of every thread pinned, before
	errs []error
}

// PinStats is what a Pin did.
type PinStats struct {
	// Backends is how many backends it pinned; Later how many of them it
	// found after it started (new connections); Restored how many were
	// still running when it stopped and got their mask back.
	Backends, Later, Restored int
	// Err is the first failure to pin or restore a backend still running
	// (nil when none).
	Err error
}

// PinPostgres pins the backends of db to cpus now, and then those it
// finds every interval, until Stop. It fails when a running backend of db
// cannot be pinned (not allowed to: another user's processes need
// CAP_SYS_NICE), having restored those it pinned.
func PinPostgres(db string, cpus unix.CPUSet, interval time.Duration) (*Pin, error) {
	if cpus.Count() == 0 {
		return nil, errors.New("procstat: pin to no CPU")
	}
	p := &Pin{db: db, cpus: cpus, stop: make(chan struct{}), done: make(chan PinStats, 1), orig: map[task]unix.CPUSet{}, titled: map[int]bool{}}
	seen := map[task]bool{} // processes (tid 0) already pinned or gone
	n := p.pinNew(seen)
	if err := p.firstErr(); err != nil {
		st := p.restore()
		return nil, fmt.Errorf("procstat: pinning the backends of %s: %w (restored %d)", db, err, st.Restored)
	}
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		later := 0
		for {
			select {
			case <-p.stop:
				later += p.pinNew(seen)
				st := p.restore()
				st.Backends, st.Later = n+later, later
				p.done <- st
				return
			case <-t.C:
				later += p.pinNew(seen)
			}
		}
	}()
	return p, nil
}

// Stop pins no more backends, gives every pinned backend still running
// its mask back and says what the Pin did.
func (p *Pin) Stop() PinStats {
	close(p.stop)
	return <-p.done
}

func (p *Pin) firstErr() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.errs) == 0 {
		return nil
	}
	return p.errs[0]
}

// backends lists the backends of p.db, maybe with some seen before.
// Once it knows the postmaster it reads only its children's titles (its
// children list, /proc/<pid>/task/<pid>/children, and the title of each
// child new since the last call): a scan of all /proc every poll cost
// about 2 ms of CPU on this machine.
func (p *Pin) backends() []int {
	if p.postmaster != 0 {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", p.postmaster, p.postmaster))
		if err == nil {
			var pids []int
			live := map[int]bool{}
			for _, f := range strings.Fields(string(b)) {
				pid, err := strconv.Atoi(f)
				if err != nil {
					continue
				}
				live[pid] = true
				if p.titled[pid] {
					continue // seen: pinned already if it is a backend of p.db
				}
				titled, of := backendOf(pid, p.db)
				if titled {
					p.titled[pid] = true
				}
				if of {
					pids = append(pids, pid)
				}
			}
			// A pid that ended may be reused: forget it.
			for pid := range p.titled {
				if !live[pid] {
					delete(p.titled, pid)
				}
			}
			return pids
		}
	}
	pids := PostgresBackends(p.db)
	if len(pids) > 0 {
		p.postmaster = parentPID(pids[0])
	}
	return pids
}

// parentPID is the parent of process pid (0 when unknown).
func parentPID(pid int) int {
	f, err := statFields(pid)
	if err != nil {
		return 0
	}
	ppid, _ := strconv.Atoi(f[1])
	return ppid
}

// pinNew pins the backends of p.db not in seen, and returns how many.
func (p *Pin) pinNew(seen map[task]bool) int {
	n := 0
	for _, pid := range p.backends() {
		start, err := startTime(pid)
		if err != nil {
			continue // exited
		}
		k := task{pid: pid, start: start}
		if seen[k] {
			continue
		}
		seen[k] = true
		if p.pinProcess(pid, start) {
			n++
		}
	}
	return n
}

// pinProcess pins every thread of process pid (a backend has one).
func (p *Pin) pinProcess(pid int, start uint64) bool {
	tids, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil {
		return false
	}
	pinned := false
	for _, e := range tids {
		tid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		var orig unix.CPUSet
		if err := unix.SchedGetaffinity(tid, &orig); err != nil {
			continue // exited
		}
		if err := unix.SchedSetaffinity(tid, &p.cpus); err != nil {
			if alive(pid, start) {
				p.mu.Lock()
				p.errs = append(p.errs, fmt.Errorf("sched_setaffinity of backend %d thread %d: %w", pid, tid, err))
				p.mu.Unlock()
			}
			continue
		}
		// The pid may have been reused between the listing and the
		// call: then this process is not a backend of p.db, and gets
		// its mask back at once.
		if !alive(pid, start) {
			_ = unix.SchedSetaffinity(tid, &orig)
			continue
		}
		p.mu.Lock()
		p.orig[task{pid: pid, tid: tid, start: start}] = orig
		p.mu.Unlock()
		pinned = true
	}
	return pinned
}

// restore gives every pinned thread still running its mask back.
func (p *Pin) restore() PinStats {
	p.mu.Lock()
	defer p.mu.Unlock()
	var st PinStats
	restored := map[int]bool{}
	for k, orig := range p.orig {
		if !alive(k.pid, k.start) {
			continue
		}
		if err := unix.SchedSetaffinity(k.tid, &orig); err != nil {
			if alive(k.pid, k.start) && st.Err == nil {
				st.Err = fmt.Errorf("procstat: restoring the CPU mask of backend %d thread %d: %w", k.pid, k.tid, err)
			}
			continue
		}
		restored[k.pid] = true
	}
	p.orig = map[task]unix.CPUSet{}
	st.Restored = len(restored)
	if st.Err == nil && len(p.errs) > 0 {
		st.Err = p.errs[0]
	}
	return st
}

// startTime is process pid's start time (clock ticks after boot).
func startTime(pid int) (uint64, error) {
	p, err := readStat(pid)
	if err != nil {
		return 0, err
	}
	return p.Start, nil
}

// alive says whether process pid is the one that started at start.
func alive(pid int, start uint64) bool {
	s, err := startTime(pid)
	return err == nil && s == start
}
