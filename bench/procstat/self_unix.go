//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || solaris || illumos

package procstat

import (
	"time"

	"golang.org/x/sys/unix"
)

// SelfCPU is the CPU time (user and system) the calling process has used
// so far, 0 where the system does not say.
func SelfCPU() time.Duration { return rusage(unix.RUSAGE_SELF) }

// ChildrenCPU is the CPU time the calling process's ended and waited-for
// children have used, 0 where the system does not say.
func ChildrenCPU() time.Duration { return rusage(unix.RUSAGE_CHILDREN) }

// rusage is the user and system time getrusage reports for who.
func rusage(who int) time.Duration {
	var u unix.Rusage
	if unix.Getrusage(who, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// ThreadCPU is the CPU time the calling thread has used so far
// (CLOCK_THREAD_CPUTIME_ID): lock the goroutine to its thread
// (runtime.LockOSThread) between two readings. 0 where the system does
// not say.
func ThreadCPU() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
