package sqlite

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// Checkpoints in a process of their own. A checkpoint pass blocks in
// system calls: the syncs of both files, and pwrites and preads that
// wait for pages under writeback. The driver makes them as ordinary
// system calls, so in the gateway each keeps the goroutine's P until
// sysmon takes it back, up to 10 ms later (see checkpoint.go): with one
// CPU every request stops meanwhile (bench row 9: the database's sync
// after a pass 7-15 ms, ten times a second, with nothing else running).
// In a process of its own the same pass blocks only that process, and
// the kernel runs the gateway meanwhile. The gateway keeps the decisions
// (when to pass, the hold for a restart) and asks the process for each
// pass; the process runs PASSIVE checkpoints on a connection of its own,
// exactly as the in-process checkpointer does, so durability and the
// WAL's contents are unchanged.
//
// The protocol, one line each way: the gateway first sends the database
// path, the process answers checkpointerReady once its connection is
// open; then each command ("pass", "sync") gets "ok" or "error MESSAGE".
// The process ends when its input ends (the gateway closed it or died).
// A process that fails, hangs past its timeout
// (Options.CheckpointerTimeout) or answers anything else is stopped, and
// the gateway checkpoints in-process from then on.

const (
	checkpointerReady = "ready screengate-checkpointer 1"
	// checkpointerTimeout is the default of Options.CheckpointerTimeout.
	checkpointerTimeout = 2 * time.Minute
)

// ServeCheckpoints is the body of the checkpoint process that
// Options.CheckpointCommand starts: it reads the database path and then
// commands from in, runs them, answers on out, and returns when in ends.
func ServeCheckpoints(ctx context.Context, in io.Reader, out io.Writer) error {
	r := bufio.NewScanner(in)
	if !r.Scan() {
		return r.Err()
	}
	path := r.Text()
	if path == "" || path == ":memory:" {
		return fmt.Errorf("sqlite: checkpointer: no database file named")
	}
	pool, err := openCheckpointConn(ctx, checkpointDSN(path))
	if err != nil {
		return err
	}
	defer pool.Close()
	w := bufio.NewWriter(out)
	answer := func(err error) error {
		if err != nil {
			fmt.Fprintf(w, "error %s\n", strings.ReplaceAll(err.Error(), "\n", " "))
		} else {
			w.WriteString("ok\n")
		}
		return w.Flush()
	}
	w.WriteString(checkpointerReady + "\n")
	if err := w.Flush(); err != nil {
		return err
	}
	for r.Scan() {
		var err error
		switch r.Text() {
		case "pass":
			_, err = pool.ExecContext(ctx, "PRAGMA wal_checkpoint(PASSIVE)")
		case "sync":
			err = syncFiles(path, path+"-wal")
		default:
			err = fmt.Errorf("unknown command %q", r.Text())
		}
		if err := answer(err); err != nil {
			return err
		}
	}
	return r.Err()
}

// syncFiles flushes each file to the disk (fsync); one that does not
// exist is skipped (the WAL of a database not yet written).
func syncFiles(paths ...string) error {
	for _, p := range paths {
		f, err := os.OpenFile(p, os.O_RDWR, 0)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		err = f.Sync()
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// checkpointDSN is the connection string of a checkpointer's connection
// to the database file at path: the writer's options but its WAL ones.
func checkpointDSN(path string) string {
	return fileName(path) + "?" + commonPragmas + "&_pragma=synchronous(NORMAL)"
}

// openCheckpointConn opens the single connection a checkpointer uses.
func openCheckpointConn(ctx context.Context, dsn string) (*sql.DB, error) {
	pool, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open checkpointer: %w", err)
	}
	pool.SetMaxOpenConns(1)
	pool.SetMaxIdleConns(1)
	pool.SetConnMaxLifetime(0)
	pool.SetConnMaxIdleTime(0)
	if err := pool.PingContext(ctx); err != nil {
		_ = pool.Close()
		return nil, fmt.Errorf("sqlite: open checkpointer: %w", err)
	}
	return pool, nil
}

// checkpointProc is the gateway's end of a checkpoint process.
type checkpointProc struct {
	cmd  *exec.Cmd
	in   *os.File // commands
	out  *os.File // answers (pollable: a wait parks the goroutine, not its P)
	read *bufio.Reader
	// timeout bounds the wait for one answer.
	timeout time.Duration
}

// startCheckpointProc starts cmd as the checkpoint process of the
// database at path and waits until it is ready, each answer for at most
// timeout.
func startCheckpointProc(cmd *exec.Cmd, path string, timeout time.Duration) (*checkpointProc, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd.Stdin, cmd.Stdout = inR, outW
	if cmd.Stderr == nil {
		cmd.Stderr = os.Stderr
	}
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("sqlite: start checkpointer: %w", err)
	}
	p := &checkpointProc{cmd: cmd, in: inW, out: outR, read: bufio.NewReader(outR), timeout: timeout}
	if _, err := fmt.Fprintf(p.in, "%s\n", path); err != nil {
		p.kill()
		return nil, fmt.Errorf("sqlite: start checkpointer: %w", err)
	}
	line, err := p.answer()
	if err == nil && line != checkpointerReady {
		err = fmt.Errorf("answered %q", line)
	}
	if err != nil {
		p.kill()
		return nil, fmt.Errorf("sqlite: start checkpointer: %w", err)
	}
	return p, nil
}

// answer reads the process's next line.
func (p *checkpointProc) answer() (string, error) {
	if err := p.out.SetReadDeadline(time.Now().Add(p.timeout)); err != nil {
		return "", err
	}
	line, err := p.read.ReadString('\n')
	if err != nil {
		return "", err
	}
	return strings.TrimSuffix(line, "\n"), nil
}

// errCheckpointer wraps what the process answered for a command it ran
// and failed (the process itself is fine).
type errCheckpointer struct{ msg string }

func (e errCheckpointer) Error() string { return "sqlite: checkpointer: " + e.msg }

// do runs one command. An errCheckpointer is the command's failure;
// any other error means the process is unusable.
func (p *checkpointProc) do(command string) error {
	if _, err := fmt.Fprintf(p.in, "%s\n", command); err != nil {
		return err
	}
	line, err := p.answer()
	switch {
	case err != nil:
		return err
	case line == "ok":
		return nil
	case strings.HasPrefix(line, "error "):
		return errCheckpointer{strings.TrimPrefix(line, "error ")}
	}
	return fmt.Errorf("sqlite: checkpointer answered %q", line)
}

// stop ends the process: its input closes, and one that does not exit
// within a few seconds is killed.
func (p *checkpointProc) stop() error {
	p.in.Close()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(5 * time.Second):
		_ = p.cmd.Process.Kill()
		err = <-done
	}
	p.out.Close()
	return err
}

// kill ends a process that is no longer trusted.
func (p *checkpointProc) kill() {
	_ = p.cmd.Process.Kill()
	_ = p.stop()
}
