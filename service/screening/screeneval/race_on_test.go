//go:build race

package screeneval

// raceEnabled: the race detector slows the heavy tests; they shrink.
const raceEnabled = true
