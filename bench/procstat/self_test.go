package procstat

import (
	"os/exec"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestSelfCPU: the calling thread's and process's CPU clocks advance by
// the CPU a loop burns, and a waited-for child's CPU counts in
// ChildrenCPU.
func TestSelfCPU(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("measured on Linux")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p0, t0 := SelfCPU(), ThreadCPU()
	require.Positive(t, p0)
	require.Positive(t, t0)
	deadline := time.Now().Add(10 * time.Second)
	x := 0
	for ThreadCPU()-t0 < 30*time.Millisecond && time.Now().Before(deadline) {
		x++
	}
	p1, t1 := SelfCPU(), ThreadCPU()
	require.GreaterOrEqual(t, t1-t0, 30*time.Millisecond, "the thread's clock did not advance (%d loops)", x)
	require.GreaterOrEqual(t, p1-p0, 25*time.Millisecond, "the process's clock lags its thread's")

	c0 := ChildrenCPU()
	require.NoError(t, exec.Command("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done").Run())
	require.Greater(t, ChildrenCPU(), c0, "a child's CPU is not counted")
}
