//go:build !linux

package sqlite

import (
	"errors"
	"os"
)

// canWriteback tells whether startWriteback does anything here: SQLite's
// fsync writes what is dirty.
const canWriteback = false

// startWriteback is never called here (canWriteback).
func startWriteback(*os.File) error { return errors.ErrUnsupported }
