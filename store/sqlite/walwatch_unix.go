//go:build unix

package sqlite

import (
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"unsafe"
)

// walWatch maps the first page of the database's WAL index (the -shm file)
// read-only, to tell without a query whether any connection, of this or
// another process, has committed since a moment: SQLite publishes every
// commit in WAL mode by rewriting the wal-index header (its change counter
// iChange moves on with each one) before any reader can see the commit.
// The header is stored twice; SQLite writes the second copy, then the
// first, and readers trust it only when both agree (wal.c,
// walIndexTryHdr). This is the check SQLite itself makes for
// "PRAGMA data_version" in WAL mode, without the round trip through
// database/sql.
type walWatch struct {
	mem []byte

	mu   sync.Mutex
	last walHeader // the header the previous version call saw
	seq  uint64    // moves on whenever the header differs from last
}

// walHdrWords is the wal-index header (WalIndexHdr, 48 bytes) in 32-bit
// words.
const walHdrWords = 12

type walHeader [walHdrWords]uint32

// openWALWatch maps path's -shm file; nil when it cannot (the caller then
// always asks the database).
func openWALWatch(path string) *walWatch {
	f, err := os.Open(path + "-shm")
	if err != nil {
		return nil
	}
	defer f.Close()
	st, err := f.Stat()
	// An initialized wal-index is at least one 32 KiB region; only the
	// first page is mapped, so reads never pass the end of the file.
	if err != nil || st.Size() < 4096 {
		return nil
	}
	mem, err := syscall.Mmap(int(f.Fd()), 0, 4096, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil
	}
	w := &walWatch{mem: mem}
	if _, ok := w.header(); !ok {
		_ = syscall.Munmap(mem)
		return nil
	}
	return w
}

// header returns the current wal-index header; ok is false while it is
// being rewritten or when it is not an initialized header this code knows.
func (w *walWatch) header() (h walHeader, ok bool) {
	words := (*[2 * walHdrWords]uint32)(unsafe.Pointer(&w.mem[0]))
	for i := range walHdrWords {
		h[i] = atomic.LoadUint32(&words[i])
	}
	for i := range walHdrWords {
		if atomic.LoadUint32(&words[walHdrWords+i]) != h[i] {
			return h, false
		}
	}
	// iVersion (word 0) is 3007000; isInit is the byte at offset 12.
	isInit := (*[48]byte)(unsafe.Pointer(&h))[12]
	return h, h[0] == 3007000 && isInit == 1
}

// version returns a number that moves on whenever the wal-index header
// has changed since the previous call (a commit, by any connection or
// process, rewrites it), so equal numbers mean nothing was committed in
// between. ok is false while the header is being rewritten.
func (w *walWatch) version() (uint64, bool) {
	h, ok := w.header()
	if !ok {
		return 0, false
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if h != w.last || w.seq == 0 {
		w.last = h
		w.seq++
	}
	return w.seq, true
}

// release unmaps the header once owner is unreachable.
func (w *walWatch) release(owner *DB) {
	if w == nil {
		return
	}
	runtime.AddCleanup(owner, func(mem []byte) { _ = syscall.Munmap(mem) }, w.mem)
}

// pending returns the WAL frames not yet copied into the database; ok is
// false while the header is being rewritten or w is nil.
func (w *walWatch) pending() (uint32, bool) {
	_, pending, ok := w.frames()
	return pending, ok
}

// frames returns the frames in the WAL (mxFrame, word 4 of the header)
// and those of them not yet copied into the database (less nBackfill, the
// first word of the checkpoint info that follows the header's two
// copies); ok is false while the header is being rewritten or w is nil.
func (w *walWatch) frames() (size, pending uint32, ok bool) {
	if w == nil {
		return 0, 0, false
	}
	h, ok := w.header()
	if !ok {
		return 0, 0, false
	}
	backfill := atomic.LoadUint32((*uint32)(unsafe.Pointer(&w.mem[2*walHdrWords*4])))
	if backfill > h[4] {
		return h[4], 0, true
	}
	return h[4], h[4] - backfill, true
}
