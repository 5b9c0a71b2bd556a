//go:build !unix

package storetest

import "time"

// processCPU is unknown here: benchmarks report no cpu-ns/op.
func processCPU() time.Duration { return 0 }
