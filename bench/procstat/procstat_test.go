package procstat

import (
	"os"
	"runtime"
	"testing"
	"time"
)

func TestCPUAndRunDelay(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	before, err := CPU(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	for end := time.Now().Add(60 * time.Millisecond); time.Now().Before(end); {
	}
	after, err := CPU(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	if after <= before {
		t.Errorf("CPU did not grow over 60 ms of spinning: %v then %v", before, after)
	}
	if _, err := CPU(-1); err == nil {
		t.Error("CPU of pid -1: no error")
	}
	if d := RunDelay(-1); d != 0 {
		t.Errorf("RunDelay of pid -1 = %v, want 0", d)
	}
}

func TestPostgresBackendsOfNoDatabase(t *testing.T) {
	if pids := PostgresBackends("sg_no_such_database_here"); len(pids) != 0 {
		t.Errorf("backends of a database nobody serves: %v", pids)
	}
	if cpu := PostgresCPU("sg_no_such_database_here"); cpu != 0 {
		t.Errorf("PostgresCPU = %v, want 0", cpu)
	}
}
