package procstat

import (
	"context"
	"net/url"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/store/postgres/pgtest"
)

func TestCPUAndRunDelay(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	runtime.LockOSThread() // ThreadCPU reads this thread's clock
	defer runtime.UnlockOSThread()
	before, err := CPU(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	self0, thread0 := SelfCPU(), ThreadCPU()
	for end := time.Now().Add(60 * time.Millisecond); time.Now().Before(end); {
	}
	self1, thread1 := SelfCPU(), ThreadCPU()
	after, err := CPU(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	if after <= before {
		t.Errorf("CPU did not grow over 60 ms of spinning: %v then %v", before, after)
	}
	if self1 <= self0 || thread1 <= thread0 {
		t.Errorf("SelfCPU %v then %v, ThreadCPU %v then %v: both should grow over 60 ms of spinning", self0, self1, thread0, thread1)
	}
	if _, err := CPU(-1); err == nil {
		t.Error("CPU of pid -1: no error")
	}
	if d := RunDelay(-1); d != 0 {
		t.Errorf("RunDelay of pid -1 = %v, want 0", d)
	}
}

func TestTreeCPUCountsChildren(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	waited0 := ChildrenCPU()
	spin := exec.Command("sh", "-c", "while :; do :; done")
	if err := spin.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = spin.Process.Kill(); _ = spin.Wait() })
	var child time.Duration
	for deadline := time.Now().Add(20 * time.Second); child < 50*time.Millisecond; {
		if time.Now().After(deadline) {
			t.Fatalf("the spinning child used only %v of CPU", child)
		}
		time.Sleep(10 * time.Millisecond)
		var err error
		if child, err = CPU(spin.Process.Pid); err != nil {
			t.Fatal(err)
		}
	}
	own, err := CPU(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	tree, err := TreeCPU(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	if tree < own+child {
		t.Errorf("TreeCPU = %v, want at least own %v + child %v", tree, own, child)
	}
	if _, err := TreeCPU(-1); err == nil {
		t.Error("TreeCPU of pid -1: no error")
	}
	// Once waited for, the child counts in ChildrenCPU.
	_ = spin.Process.Kill()
	_ = spin.Wait()
	if waited := ChildrenCPU() - waited0; waited < child {
		t.Errorf("ChildrenCPU grew by %v after the child that used %v ended", waited, child)
	}
}

func TestPostgresBackendsOfNoDatabase(t *testing.T) {
	if pids := PostgresBackends("sg_no_such_database_here"); len(pids) != 0 {
		t.Errorf("backends of a database nobody serves: %v", pids)
	}
	if s := SamplePostgres("sg_no_such_database_here"); len(s) != 0 {
		t.Errorf("SamplePostgres = %v, want none", s)
	}
}

func TestSince(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	for _, tc := range []struct {
		name   string
		s0, s1 Sample
		want   Usage
	}{
		{"same backends", Sample{1: {Start: 5, CPU: ms(100), RunDelay: ms(1)}, 2: {Start: 6, CPU: ms(50)}},
			Sample{1: {Start: 5, CPU: ms(130), RunDelay: ms(3)}, 2: {Start: 6, CPU: ms(60)}},
			Usage{CPU: ms(40), RunDelay: ms(2)}},
		// The old sum over the backends alive at each reading gave
		// 20 - 150 = -130 ms here.
		{"one ended, one started", Sample{1: {Start: 5, CPU: ms(100)}, 2: {Start: 6, CPU: ms(50)}},
			Sample{1: {Start: 5, CPU: ms(110)}, 3: {Start: 9, CPU: ms(10)}},
			Usage{CPU: ms(20), Started: 1, Ended: 1}},
		{"pid reused", Sample{1: {Start: 5, CPU: ms(100)}}, Sample{1: {Start: 8, CPU: ms(30)}},
			Usage{CPU: ms(30), Started: 1, Ended: 1}},
		{"none", Sample{}, Sample{}, Usage{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.s1.Since(tc.s0); got != tc.want {
				t.Errorf("Since = %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestWatchCountsEndedBackends: the CPU of a backend that burns CPU and
// exits during a watch is counted (PostgreSQL on this machine, from
// SCREENGATE_TEST_POSTGRES).
func TestWatchCountsEndedBackends(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	dsn := pgtest.DSN(t)
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	db := strings.TrimPrefix(u.Path, "/")
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	if len(PostgresBackends(db)) == 0 {
		conn.Close(ctx)
		t.Skip("the PostgreSQL server's processes are not on this machine")
	}
	w := WatchPostgres(db, 20*time.Millisecond)
	// About a second of CPU, then the backend exits.
	if _, err := conn.Exec(ctx, "SELECT count(*) FROM generate_series(1, 3000000) g WHERE md5(g::text) < 'a'"); err != nil {
		t.Fatal(err)
	}
	conn.Close(ctx)
	for range 500 {
		if len(PostgresBackends(db)) == 0 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	got := w.Stop()
	if got.Ended != 1 || got.Started != 0 {
		t.Errorf("Watch: %d started, %d ended; want 0 and 1", got.Started, got.Ended)
	}
	if got.CPU <= 0 {
		t.Errorf("Watch: CPU %v of a backend that ran a CPU-bound statement before exiting", got.CPU)
	}
}
