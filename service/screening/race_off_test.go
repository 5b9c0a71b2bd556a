//go:build !race

package screening_test

const raceEnabled = false
