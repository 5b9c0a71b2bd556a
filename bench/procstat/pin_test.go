//go:build linux

package procstat

import (
	"context"
	"net/url"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"golang.org/x/sys/unix"

	"github.com/screengate/screengate/store/postgres/pgtest"
)

// pinSetup skips unless this machine has two CPUs and the PostgreSQL
// server of SCREENGATE_TEST_POSTGRES with its processes, and returns a
// fresh database's DSN and name and a connection to it.
func pinSetup(t *testing.T) (dsn, db string, conn *pgx.Conn) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc, calls sched_setaffinity")
	}
	if runtime.NumCPU() < 2 {
		t.Skip("pinning needs a second CPU")
	}
	dsn = pgtest.DSN(t)
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	db = strings.TrimPrefix(u.Path, "/")
	conn = connect(t, dsn)
	if len(PostgresBackends(db)) == 0 {
		t.Skip("the PostgreSQL server's processes are not on this machine")
	}
	return dsn, db, conn
}

func connect(t *testing.T, dsn string) *pgx.Conn {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(ctx) })
	return conn
}

// backendPID is the pid of conn's backend.
func backendPID(t *testing.T, conn *pgx.Conn) int {
	t.Helper()
	var pid int
	if err := conn.QueryRow(context.Background(), "SELECT pg_backend_pid()").Scan(&pid); err != nil {
		t.Fatal(err)
	}
	return pid
}

func mask(t *testing.T, pid int) unix.CPUSet {
	t.Helper()
	var s unix.CPUSet
	if err := unix.SchedGetaffinity(pid, &s); err != nil {
		t.Fatalf("sched_getaffinity(%d): %v", pid, err)
	}
	return s
}

// target is a one-CPU set the backend's mask is not already equal to: the
// last CPU it may run on.
func target(t *testing.T, orig unix.CPUSet) unix.CPUSet {
	t.Helper()
	if orig.Count() < 2 {
		t.Skipf("the backend may run on %d CPU only: pinning would not change its mask", orig.Count())
	}
	var s unix.CPUSet
	for c := 1023; c >= 0; c-- {
		if orig.IsSet(c) {
			s.Set(c)
			break
		}
	}
	return s
}

// TestPinPostgres: a running backend of the database is pinned, its mask
// is restored on Stop, and neither the postmaster nor a backend of
// another database is touched.
func TestPinPostgres(t *testing.T) {
	_, db, conn := pinSetup(t)
	pid := backendPID(t, conn)
	orig := mask(t, pid)
	postmaster := parentPID(pid)
	if postmaster == 0 {
		t.Fatalf("no parent of backend %d", pid)
	}
	pmOrig := mask(t, postmaster)
	other := connect(t, os.Getenv(pgtest.EnvDSN)) // the admin DSN's database, not db
	otherPID := backendPID(t, other)
	otherOrig := mask(t, otherPID)
	cpus := target(t, orig)

	p, err := PinPostgres(db, cpus, 10*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if got := mask(t, pid); got != cpus {
		t.Errorf("backend %d while pinned: mask %v, want %v", pid, got, cpus)
	}
	// It still answers (on its one CPU).
	if _, err := conn.Exec(context.Background(), "SELECT 1"); err != nil {
		t.Fatal(err)
	}
	if got := mask(t, postmaster); got != pmOrig {
		t.Errorf("postmaster %d: mask %v while the backends were pinned, was %v", postmaster, got, pmOrig)
	}
	if got := mask(t, otherPID); got != otherOrig {
		t.Errorf("backend %d of another database: mask %v while %s's were pinned, was %v", otherPID, got, db, otherOrig)
	}
	st := p.Stop()
	if st.Err != nil {
		t.Error(st.Err)
	}
	if got := mask(t, pid); got != orig {
		t.Errorf("backend %d after Stop: mask %v, want its original %v", pid, got, orig)
	}
	if st.Backends != 1 || st.Later != 0 || st.Restored != 1 {
		t.Errorf("Stop = %+v, want 1 backend pinned, 0 later, 1 restored", st)
	}
}

// TestPinPostgresLaterBackend: a backend that starts after the pin began
// (inheriting the postmaster's mask) is pinned when found, and restored on
// Stop; one that ended before Stop is not counted as restored.
func TestPinPostgresLaterBackend(t *testing.T) {
	dsn, db, conn := pinSetup(t)
	orig := mask(t, backendPID(t, conn))
	cpus := target(t, orig)
	p, err := PinPostgres(db, cpus, 10*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	stopped := false
	defer func() {
		if !stopped {
			p.Stop()
		}
	}()
	later := connect(t, dsn)
	pid := backendPID(t, later)
	// Wait (for at most a minute on a loaded machine) for the pin's next
	// poll to find it.
	for deadline := time.Now().Add(time.Minute); mask(t, pid) != cpus; {
		if time.Now().After(deadline) {
			t.Fatalf("backend %d started after the pin: mask %v a minute later, want %v", pid, mask(t, pid), cpus)
		}
		time.Sleep(5 * time.Millisecond)
	}
	ended := connect(t, dsn)
	endedPID := backendPID(t, ended)
	for deadline := time.Now().Add(time.Minute); mask(t, endedPID) != cpus; {
		if time.Now().After(deadline) {
			t.Fatalf("backend %d started after the pin: mask %v a minute later, want %v", endedPID, mask(t, endedPID), cpus)
		}
		time.Sleep(5 * time.Millisecond)
	}
	ended.Close(context.Background())
	for range 6000 {
		if _, err := os.Stat("/proc/" + strconv.Itoa(endedPID)); err != nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	st := p.Stop()
	stopped = true
	if st.Err != nil {
		t.Error(st.Err)
	}
	if got := mask(t, pid); got != orig {
		t.Errorf("later backend %d after Stop: mask %v, want the postmaster's %v", pid, got, orig)
	}
	if st.Backends != 3 || st.Later != 2 || st.Restored != 2 {
		t.Errorf("Stop = %+v, want 3 backends pinned, 2 of them later, 2 restored", st)
	}
}
