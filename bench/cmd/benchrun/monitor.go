//go:build linux

package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// Monitoring rows (issue 13): service.BenchmarkMonitor runs one monitoring
// pass (service.MonitorListVersion) on SQLite over 100,000 stored
// monitored searches against a list version that changes 500 entities,
// for a sanctions list and for the PEP list. Selected by -only U (or no
// -only).
func monitorBench() (string, error) {
	if !screeningSelected("U") {
		return "", nil
	}
	args := []string{"test", "-run", "^$", "-bench", "^BenchmarkMonitor$", "-benchtime", "3x", "-timeout", "30m", "./service/"}
	fmt.Printf("\n== go %s\n", strings.Join(args, " "))
	cmd := exec.Command("go", args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	fmt.Print(string(out))
	if err != nil {
		return "", fmt.Errorf("monitoring bench: %w", err)
	}
	var b strings.Builder
	b.WriteString("\n## Monitoring (service.MonitorListVersion)\n\n")
	b.WriteString("One monitoring run on SQLite: every stored monitored search is read from the store, matched against an index of the " +
		"changed entities only, scored with the word statistics of every list's entities (most searches are ruled out first by their " +
		"words' best similarities to those entities: screening.Index.MayMatch; service/monitor.go), and the flagged ones are recorded in transactions of 500. 100,000 searches " +
		"(1% of them had found an entity the version changes), a version changing 500 of 5,000 entities (250 modified, 150 added, 100 removed). " +
		"cpu-ms/op is the process's CPU time (all threads); wall time depends on the machine's load. Target: ≤ 1 s per run.\n\n")
	b.WriteString("| # | list | wall ms/op | CPU ms/op | searches | flagged | target |\n|---|---|---:|---:|---:|---:|---|\n")
	n := 0
	for _, l := range strings.Split(string(out), "\n") {
		if !strings.HasPrefix(l, "BenchmarkMonitor/") {
			continue
		}
		f := strings.Fields(l)
		metric := func(unit string) string {
			for i := 1; i < len(f); i++ {
				if f[i] == unit {
					return f[i-1]
				}
			}
			return "?"
		}
		var ns float64
		fmt.Sscan(metric("ns/op"), &ns)
		cpu := metric("cpu-ms/op")
		var cpuMS float64
		fmt.Sscan(cpu, &cpuMS)
		ok := "✗"
		if ns <= 1e9 {
			ok = "✓"
		}
		n++
		fmt.Fprintf(&b, "| U%d | %s | %.0f | %s | %s | %s | ≤ 1 s %s (CPU %s) |\n", n, strings.SplitN(strings.TrimPrefix(f[0], "BenchmarkMonitor/"), "/", 2)[0],
			ns/1e6, cpu, metric("searches"), metric("flagged"), ok, map[bool]string{true: "✓", false: "✗"}[cpuMS <= 1000])
	}
	return b.String(), nil
}
