//go:build linux

package sqlite

import (
	"os"

	"golang.org/x/sys/unix"
)

// canWriteback tells whether startWriteback does anything here.
const canWriteback = true

// startWriteback asks the kernel to start writing f's dirty pages to the
// disk and returns without waiting for them (sync_file_range with
// SYNC_FILE_RANGE_WRITE): it changes nothing of what is durable when, but
// the fsync SQLite makes later finds little left to write.
func startWriteback(f *os.File) error {
	return unix.SyncFileRange(int(f.Fd()), 0, 0, unix.SYNC_FILE_RANGE_WRITE)
}
