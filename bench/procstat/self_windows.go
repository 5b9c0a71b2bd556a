package procstat

import (
	"time"

	"golang.org/x/sys/windows"
)

// SelfCPU is the CPU time (user and kernel) the calling process has used
// so far (GetProcessTimes), 0 where the system does not say.
func SelfCPU() time.Duration {
	var created, exited, kernel, user windows.Filetime
	if windows.GetProcessTimes(windows.CurrentProcess(), &created, &exited, &kernel, &user) != nil {
		return 0
	}
	return filetime(kernel) + filetime(user)
}

// filetime is a duration counted by a Filetime (100 ns units).
func filetime(f windows.Filetime) time.Duration {
	return time.Duration(uint64(f.HighDateTime)<<32|uint64(f.LowDateTime)) * 100
}

// ChildrenCPU is 0: Windows keeps no total for a process's children.
func ChildrenCPU() time.Duration { return 0 }

// ThreadCPU is 0 on Windows (a thread's own times are not read here): the
// benchmarks that report it report 0.
func ThreadCPU() time.Duration { return 0 }
