// Package procstat reads what benchmarks report of processes on this
// machine from /proc: a process's CPU time and the time its threads waited
// for a CPU, and the same summed over the PostgreSQL backends serving one
// database. Where /proc cannot be read the figures are zero.
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
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, fmt.Errorf("unexpected /proc/%d/stat", pid)
	}
	f := strings.Fields(s[i+1:])
	// After the comm: state is field 3, utime 14 and stime 15 (1-based).
	if len(f) < 13 {
		return 0, fmt.Errorf("unexpected /proc/%d/stat", pid)
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * clockTick, nil
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
		cmdline, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		if err != nil || !bytes.HasPrefix(cmdline, []byte("postgres: ")) || !bytes.Contains(cmdline, []byte(" "+db+" ")) {
			continue
		}
		pids = append(pids, pid)
	}
	return pids
}

// PostgresCPU is CPU summed over PostgresBackends(db). Backends that ended
// since an earlier reading are not counted.
func PostgresCPU(db string) time.Duration {
	var total time.Duration
	for _, pid := range PostgresBackends(db) {
		if cpu, err := CPU(pid); err == nil {
			total += cpu
		}
	}
	return total
}

// PostgresRunDelay is RunDelay summed over PostgresBackends(db).
func PostgresRunDelay(db string) time.Duration {
	var total time.Duration
	for _, pid := range PostgresBackends(db) {
		total += RunDelay(pid)
	}
	return total
}
