//go:build race

package screening_test

// raceEnabled: the race detector slows the heavy tests; they shrink.
const raceEnabled = true
