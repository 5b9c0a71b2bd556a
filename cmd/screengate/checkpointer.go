package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"syscall"

	"github.com/screengate/screengate/store/sqlite"
)

// checkpointerEnv set to 1 makes the binary the checkpoint process of a
// serve on SQLite (sqlite.ServeCheckpoints) instead of the CLI: serve
// starts it so that the WAL's checkpoints, whose syncs block, run outside
// the server process. An environment variable rather than an argument so
// that a test binary running main() (TestChildProcess) starts itself the
// same way (TestMain).
const checkpointerEnv = "SCREENGATE_INTERNAL_CHECKPOINTER"

// selfCheckpointer returns the command that starts this binary as a
// checkpoint process, or nil when the binary cannot be found (serve then
// checkpoints in-process). The process gets no environment but the
// marker: it needs none, and the server's may hold secrets.
func selfCheckpointer() func() *exec.Cmd {
	exe, err := os.Executable()
	if err != nil {
		return nil
	}
	return func() *exec.Cmd {
		cmd := exec.Command(exe)
		cmd.Env = []string{checkpointerEnv + "=1"}
		return cmd
	}
}

// checkpointerMain is the checkpoint process: it serves the server's
// commands on stdin/stdout until stdin ends. Its lifetime is the
// server's: the signals a terminal sends to both are left to the server,
// which closes stdin as it stops (or dies, which closes it too).
func checkpointerMain() int {
	signal.Ignore(os.Interrupt, syscall.SIGTERM)
	if err := sqlite.ServeCheckpoints(context.Background(), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "screengate: checkpoint process:", err)
		return 1
	}
	return 0
}
