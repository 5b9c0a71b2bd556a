package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/bench/procstat"
)

// TestMain lets the test binary be a checkpoint process too, as the
// screengate binary is (checkpointerEnv): serve started by the tests, in
// process or as TestChildProcess, starts os.Executable(), this binary.
func TestMain(m *testing.M) {
	if os.Getenv(checkpointerEnv) == "1" {
		os.Exit(checkpointerMain())
	}
	os.Exit(m.Run())
}

// TestServeCheckpointProcess: serve on a SQLite file runs its WAL
// checkpoints in a child process of its own binary, which ends with the
// server, whether the server stops (SIGTERM) or dies (SIGKILL: the
// child's input closes).
func TestServeCheckpointProcess(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("finds the child in /proc")
	}
	for _, tc := range []struct {
		name string
		stop func(t *testing.T, c *child)
	}{
		{"SIGTERM", func(t *testing.T, c *child) { require.NoError(t, c.terminate(t, time.Minute)) }},
		{"SIGKILL", func(t *testing.T, c *child) { c.kill() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := startChild(t, filepath.Join(t.TempDir(), "s.db"), "-demo")
			kids, err := procstat.Children(c.cmd.Process.Pid)
			require.NoError(t, err)
			require.Len(t, kids, 1, "one checkpoint process")
			environ, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", kids[0]))
			require.NoError(t, err)
			require.Equal(t, checkpointerEnv+"=1\x00", string(environ), "its only environment is the marker")
			tc.stop(t, c)
			deadline := time.Now().Add(time.Minute)
			for processAlive(kids[0]) && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			require.False(t, processAlive(kids[0]), "the checkpoint process ended with the server")
		})
	}
}

// processAlive tells whether pid runs (a zombie, exited but not yet
// reaped by init, counts as ended).
func processAlive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || len(s) < i+3 || s[i+2] != 'Z'
}
