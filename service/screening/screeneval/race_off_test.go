//go:build !race

package screeneval

const raceEnabled = false
