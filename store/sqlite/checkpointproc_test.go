package sqlite

import (
	"bufio"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// testCheckpointerEnv makes the test binary a checkpoint process
// (TestMain), as screengate's binary is one for serve.
const testCheckpointerEnv = "SCREENGATE_TEST_CHECKPOINTER"

func TestMain(m *testing.M) {
	if os.Getenv(testCheckpointerEnv) == "1" {
		if err := ServeCheckpoints(context.Background(), os.Stdin, os.Stdout); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// testProcs starts checkpoint processes (the test binary) and records
// them and what the store reported.
type testProcs struct {
	argv []string
	mu   sync.Mutex
	cmds []*exec.Cmd
	fail []error
}

// newTestProcs returns a testProcs whose processes must all have exited
// when the test ends: its check is registered before the database is
// opened, so it runs after the database's Close.
func newTestProcs(t *testing.T, argv ...string) *testProcs {
	p := &testProcs{argv: argv}
	t.Cleanup(func() { p.requireExited(t) })
	return p
}

func (p *testProcs) command() *exec.Cmd {
	cmd := exec.Command(os.Args[0])
	if len(p.argv) > 0 {
		cmd = exec.Command(p.argv[0], p.argv[1:]...)
	}
	cmd.Env = []string{testCheckpointerEnv + "=1"}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cmds = append(p.cmds, cmd)
	return cmd
}

func (p *testProcs) failed(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.fail = append(p.fail, err)
}

func (p *testProcs) errs() []error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]error(nil), p.fail...)
}

func (p *testProcs) requireExited(t *testing.T) {
	t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, cmd := range p.cmds {
		require.NotNil(t, cmd.ProcessState, "checkpoint process %v was waited for", cmd.Process)
	}
}

// TestServeCheckpointsProtocol: the process answers ready once its
// connection is open, ok or error to each command, and returns when its
// input ends.
func TestServeCheckpointsProtocol(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.db")
	db, err := Open(context.Background(), path, Options{})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, db.Close()) })
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- ServeCheckpoints(context.Background(), inR, outW); outW.Close() }()
	read := bufio.NewReader(outR)
	say := func(line string) string {
		_, err := io.WriteString(inW, line+"\n")
		require.NoError(t, err)
		got, err := read.ReadString('\n')
		require.NoError(t, err)
		return strings.TrimSuffix(got, "\n")
	}
	require.Equal(t, checkpointerReady, say(path))
	require.Equal(t, "ok", say("pass"))
	require.Equal(t, "ok", say("sync"))
	require.Equal(t, `error unknown command "drop"`, say("drop"))
	require.NoError(t, inW.Close())
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(time.Minute):
		t.Fatal("ServeCheckpoints did not return when its input ended")
	}
	// No database named: nothing is opened.
	require.Error(t, ServeCheckpoints(context.Background(), strings.NewReader("\n"), io.Discard))
	require.Error(t, ServeCheckpoints(context.Background(), strings.NewReader(":memory:\n"), io.Discard))
}

// TestCheckpointProcessFailures: a command that is not a checkpoint
// process, or one that dies, is reported, and the WAL is checkpointed
// in-process from then on.
func TestCheckpointProcessFailures(t *testing.T) {
	t.Run("not a checkpointer", func(t *testing.T) {
		procs := newTestProcs(t, "sh", "-c", "read path; echo hello; exit 3")
		db := mustOpenWith(t, testNow(), Options{CheckpointCommand: procs.command, CheckpointerFailed: procs.failed})
		require.Nil(t, db.ckpt.proc)
		require.Len(t, procs.errs(), 1)
		require.ErrorContains(t, procs.errs()[0], `answered "hello"`)
		requirePassesGrow(t, db)
		require.Zero(t, db.ckpt.procRan.Load())
	})
	t.Run("a command fails", func(t *testing.T) {
		// A pass the process ran and failed (say the database was busy)
		// is retried at the next tick like an in-process one, not taken
		// for a broken process.
		procs := newTestProcs(t, "sh", "-c", `read path; echo "`+checkpointerReady+`"; while read cmd; do echo "error database is locked"; done`)
		db := mustOpenWith(t, testNow(), Options{CheckpointCommand: procs.command, CheckpointerFailed: procs.failed})
		require.NotNil(t, db.ckpt.proc)
		requirePassesGrow(t, db)
		require.Greater(t, db.ckpt.procRan.Load(), uint64(0))
		require.Empty(t, procs.errs())
	})
	t.Run("hangs before it is ready", func(t *testing.T) {
		procs := newTestProcs(t, "sh", "-c", "read path; exec sleep 3600")
		start := time.Now()
		db := mustOpenWith(t, testNow(), Options{CheckpointCommand: procs.command, CheckpointerFailed: procs.failed,
			CheckpointerTimeout: 200 * time.Millisecond})
		require.Less(t, time.Since(start), 30*time.Second)
		require.Nil(t, db.ckpt.proc)
		require.Len(t, procs.errs(), 1)
		require.ErrorIs(t, procs.errs()[0], os.ErrDeadlineExceeded)
		requirePassesGrow(t, db)
		require.Zero(t, db.ckpt.procRan.Load())
	})
	t.Run("hangs on a command", func(t *testing.T) {
		// Ready, then stuck on the first pass: stopped after the
		// timeout (killed: it never reads its input's end), and the
		// passes run in-process from then on.
		procs := newTestProcs(t, "sh", "-c", `read path; echo "`+checkpointerReady+`"; read cmd; exec sleep 3600`)
		db := mustOpenWith(t, testNow(), Options{CheckpointCommand: procs.command, CheckpointerFailed: procs.failed,
			CheckpointerTimeout: 200 * time.Millisecond})
		require.NotNil(t, db.ckpt.proc)
		deadline := time.Now().Add(time.Minute)
		for len(procs.errs()) == 0 && time.Now().Before(deadline) {
			fillWAL(t, db, 50)
			time.Sleep(10 * time.Millisecond)
		}
		require.Len(t, procs.errs(), 1)
		require.ErrorIs(t, procs.errs()[0], os.ErrDeadlineExceeded)
		require.ErrorContains(t, procs.errs()[0], "checkpointing in-process")
		require.Nil(t, db.ckpt.proc)
		requirePassesGrow(t, db)
	})
	t.Run("dies", func(t *testing.T) {
		procs := newTestProcs(t)
		db := mustOpenWith(t, testNow(), Options{CheckpointCommand: procs.command, CheckpointerFailed: procs.failed})
		require.NotNil(t, db.ckpt.proc)
		procs.mu.Lock()
		require.NoError(t, procs.cmds[0].Process.Kill())
		procs.mu.Unlock()
		deadline := time.Now().Add(time.Minute)
		for len(procs.errs()) == 0 && time.Now().Before(deadline) {
			fillWAL(t, db, 50)
			time.Sleep(10 * time.Millisecond)
		}
		require.Len(t, procs.errs(), 1)
		require.ErrorContains(t, procs.errs()[0], "checkpointing in-process")
		require.Nil(t, db.ckpt.proc)
		requirePassesGrow(t, db)
	})
}

// fillWAL appends about n pages to the WAL.
func fillWAL(t *testing.T, db *DB, n int) {
	t.Helper()
	execSQL(t, db, "CREATE TABLE IF NOT EXISTS fill (b BLOB)")
	for range n {
		execSQL(t, db, "INSERT INTO fill VALUES (randomblob(4000))")
	}
}

// requirePassesGrow writes until a checkpoint pass has run (bounded).
func requirePassesGrow(t *testing.T, db *DB) {
	t.Helper()
	if db.wal == nil {
		t.Skip("the wal-index cannot be mapped here")
	}
	_, _, before, _ := db.WALCheckpoints()
	deadline := time.Now().Add(time.Minute)
	for {
		fillWAL(t, db, checkpointFrames/10)
		if _, _, n, _ := db.WALCheckpoints(); n > before {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("no checkpoint pass ran")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
