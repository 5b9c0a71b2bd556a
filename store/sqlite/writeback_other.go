//go:build !linux

package sqlite

import "os"

// startWriteback does nothing here: SQLite's fsync writes what is dirty.
func startWriteback(*os.File) error { return nil }
