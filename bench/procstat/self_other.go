//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || solaris || illumos || windows)

package procstat

import "time"

// SelfCPU is 0 on this system (its CPU time is not read here).
func SelfCPU() time.Duration { return 0 }

// ChildrenCPU is 0 on this system.
func ChildrenCPU() time.Duration { return 0 }

// ThreadCPU is 0 on this system.
func ThreadCPU() time.Duration { return 0 }
