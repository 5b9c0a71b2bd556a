// Package procstat reads what benchmarks report of processes on this
// machine from /proc: a process's CPU time and the time its threads waited
// for a CPU, and the same over the PostgreSQL backends serving one
// database, process by process. Where /proc cannot be read the figures are zero.
// It also pins those backends to chosen CPUs for a while (Pin, Linux), as if the
// database ran on a host of its own, and gives them their masks back.
// SelfCPU, ChildrenCPU and ThreadCPU read the calling process's and
// thread's own CPU time on every system the tests build on (the Go
// benchmarks' cpu-ns metrics).
package procstat

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// clockTick is USER_HZ, the unit of utime and stime in /proc (100 on
// Linux whatever the kernel's HZ).
const clockTick = 10 * time.Millisecond

// CPU is the utime+stime of process pid.
func CPU(pid int) (time.Duration, error) {
	f, err := statFields(pid)
	if err != nil {
		return 0, err
	}
	return ticks(f[11]) + ticks(f[12]), nil
}

// TreeCPU is the CPU of process pid and of its children: its own
// utime+stime, the cutime+cstime of the children it has waited for, and
// the TreeCPU of those still running (a server's helper processes, such
// as screengate's SQLite checkpoint process). A child that exits between
// two readings counts only once its parent has waited for it.
func TreeCPU(pid int) (time.Duration, error) {
	f, err := statFields(pid)
	if err != nil {
		return 0, err
	}
	total := ticks(f[11]) + ticks(f[12]) + ticks(f[13]) + ticks(f[14])
	kids, err := Children(pid)
	if err != nil {
		return 0, err
	}
	for _, child := range kids {
		if d, err := TreeCPU(child); err == nil { // else it ended meanwhile
			total += d
		}
	}
	return total, nil
}

// Children returns the ids of process pid's running children (those of
// each of its threads: /proc/PID/task/TID/children).
func Children(pid int) ([]int, error) {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil {
		return nil, err
	}
	var out []int
	for _, t := range tasks {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/children", pid, t.Name()))
		if err != nil {
			continue // the thread ended
		}
		for _, c := range strings.Fields(string(b)) {
			if child, err := strconv.Atoi(c); err == nil {
				out = append(out, child)
			}
		}
	}
	return out, nil
}

// statFields are the fields of /proc/<pid>/stat after the command name:
// f[0] is the state, f[1] the parent's pid, f[11] utime, f[12] stime,
// f[13] cutime, f[14] cstime, f[19] the start time.
func statFields(pid int) ([]string, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return nil, err
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return nil, fmt.Errorf("unexpected /proc/%d/stat", pid)
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 20 {
		return nil, fmt.Errorf("unexpected /proc/%d/stat", pid)
	}
	return f, nil
}

func ticks(field string) time.Duration {
	n, _ := strconv.ParseInt(field, 10, 64)
	return time.Duration(n) * clockTick
}

// RunDelay is the time the threads of process pid have spent runnable
// but not running, waiting for a CPU (the second field of
// /proc/<pid>/task/<tid>/schedstat, nanoseconds); 0 when unknown.
func RunDelay(pid int) time.Duration {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil {
		return 0
	}
	var total time.Duration
	for _, t := range tasks {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/schedstat", pid, t.Name()))
		if err != nil {
			continue
		}
		if f := strings.Fields(string(b)); len(f) >= 2 {
			v, _ := strconv.ParseInt(f[1], 10, 64)
			total += time.Duration(v)
		}
	}
	return total
}

// PostgresBackends returns the pids of the PostgreSQL processes serving
// database db: those whose process title names it (the backends of its
// connections and autovacuum workers on it). The server may be shared, so
// its other processes are left out, and so are its shared helpers (WAL
// writer, checkpointer).
func PostgresBackends(db string) []int {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var pids []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if titled, of := backendOf(pid, db); titled && of {
			pids = append(pids, pid)
		}
	}
	return pids
}

// backendOf says whether process pid has a PostgreSQL process title and
// whether that title names database db. A backend just forked has none
// yet (it shows the postmaster's command line until it has read the
// startup packet naming its database).
func backendOf(pid int, db string) (titled, of bool) {
	cmdline, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	if err != nil || !bytes.HasPrefix(cmdline, []byte("postgres: ")) {
		return false, false
	}
	return true, bytes.Contains(cmdline, []byte(" "+db+" "))
}

// Proc is a reading of one process.
type Proc struct {
	// Start is the process's start time (clock ticks after boot), which
	// tells a pid reused by a later process from the one read before.
	Start    uint64
	CPU      time.Duration // utime+stime
	RunDelay time.Duration // see RunDelay
}

// readProc reads process pid.
func readProc(pid int) (Proc, error) {
	p, err := readStat(pid)
	if err != nil {
		return Proc{}, err
	}
	p.RunDelay = RunDelay(pid)
	return p, nil
}

// readStat reads the start time and CPU of process pid (not its
// RunDelay).
func readStat(pid int) (Proc, error) {
	f, err := statFields(pid)
	if err != nil {
		return Proc{}, err
	}
	start, _ := strconv.ParseUint(f[19], 10, 64)
	return Proc{Start: start, CPU: ticks(f[11]) + ticks(f[12])}, nil
}

// Sample is a reading of the PostgreSQL backends serving a database, by
// pid.
type Sample map[int]Proc

// SamplePostgres reads PostgresBackends(db).
func SamplePostgres(db string) Sample {
	s := Sample{}
	for _, pid := range PostgresBackends(db) {
		if p, err := readProc(pid); err == nil {
			s[pid] = p
		}
	}
	return s
}

// Usage is what the backends of a database used between two samples.
type Usage struct {
	CPU, RunDelay time.Duration
	// Started is how many backends started in between (counted whole);
	// Ended how many ended in between, counted up to their last reading
	// (Since: the earlier sample; Watch: their last poll) — what they
	// used after it is missing.
	Started, Ended int
}

// Since is the usage from s0 to s: per process, the difference of its two
// readings. A sum over the backends alive at each reading would instead
// lose all the CPU of a backend that exited in between (a pool that
// closed a connection), and could go negative.
func (s Sample) Since(s0 Sample) Usage {
	var u Usage
	for pid, p := range s {
		p0, ok := s0[pid]
		if !ok || p0.Start != p.Start {
			u.Started++
			p0 = Proc{}
		}
		u.CPU += p.CPU - p0.CPU
		u.RunDelay += p.RunDelay - p0.RunDelay
	}
	for pid, p0 := range s0 {
		if p, ok := s[pid]; !ok || p.Start != p0.Start {
			u.Ended++
		}
	}
	return u
}

// Watch follows the backends of one database over a run, polling them
// so that a backend that exits during the run is counted up to its last
// poll rather than not at all.
type Watch struct {
	stop chan struct{}
	done chan Usage
}

// WatchPostgres starts watching the backends of db, reading them every
// interval until Stop.
func WatchPostgres(db string, interval time.Duration) *Watch {
	w := &Watch{stop: make(chan struct{}), done: make(chan Usage, 1)}
	first := SamplePostgres(db)
	go func() {
		type proc struct {
			pid   int
			start uint64
		}
		// latest is the latest reading of every process seen.
		latest := map[proc]Proc{}
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			var stopped bool
			select {
			case <-w.stop:
				stopped = true
			case <-t.C:
			}
			now := SamplePostgres(db)
			for pid, p := range now {
				latest[proc{pid, p.Start}] = p
			}
			if !stopped {
				continue
			}
			var u Usage
			for k, p := range latest {
				p0, ok := first[k.pid]
				if !ok || p0.Start != k.start {
					u.Started++
					p0 = Proc{}
				}
				if q, ok := now[k.pid]; !ok || q.Start != k.start {
					u.Ended++
				}
				u.CPU += p.CPU - p0.CPU
				u.RunDelay += p.RunDelay - p0.RunDelay
			}
			for pid, p0 := range first {
				if _, ok := latest[proc{pid, p0.Start}]; !ok {
					u.Ended++ // gone before the first poll: counted up to first
				}
			}
			w.done <- u
			return
		}
	}()
	return w
}

// Stop takes a last reading and returns the usage since WatchPostgres.
func (w *Watch) Stop() Usage {
	close(w.stop)
	return <-w.done
}
