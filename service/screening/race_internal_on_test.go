//go:build race

package screening

const raceOn = true
