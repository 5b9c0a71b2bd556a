//go:build !race

package screening

const raceOn = false
