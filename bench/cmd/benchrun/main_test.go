//go:build linux

package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMethodStated: results.md says where the p rows' PostgreSQL
// backends ran, in the pinning line and in the p rows' paragraph.
func TestMethodStated(t *testing.T) {
	for _, tc := range []struct {
		name            string
		pin, pgPin      bool
		header, pRows   string
		notHeader, notP string
	}{
		{"pinned", true, true, "PostgreSQL backends serving the row's database on CPU 1 with wrk",
			"backends serving the row's database are pinned to CPU 1, with wrk", "not pinned", "runs on the same machine, not pinned"},
		{"-postgres-pin=false", true, false, "PostgreSQL not pinned (-postgres-pin=false)",
			"runs on the same machine, not pinned", "on CPU 1 with wrk", "pinned to CPU 1"},
		{"no pinning", false, false, "none (fewer than 2 CPUs or no taskset); PostgreSQL not pinned",
			"runs on the same machine, not pinned", "on CPU 1 with wrk", "pinned to CPU 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := machineInfo(tc.pin, tc.pgPin)
			var pinning string
			for _, l := range strings.Split(m, "\n") {
				if strings.HasPrefix(l, "- pinning: ") {
					pinning = l
				}
			}
			require.Contains(t, pinning, tc.header)
			require.NotContains(t, pinning, tc.notHeader)
			md := report(m, tc.pgPin, nil, "", "", "", 0)
			_, p, ok := strings.Cut(md, "\nThe p rows are ")
			require.True(t, ok, "no p rows paragraph")
			p, _, _ = strings.Cut(p, "\n")
			require.Contains(t, p, tc.pRows)
			require.NotContains(t, p, tc.notP)
		})
	}
}
