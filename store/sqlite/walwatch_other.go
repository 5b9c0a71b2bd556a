//go:build !unix

package sqlite

// walWatch is unavailable here: every version is read from the database.
type walWatch struct{}

type walHeader [12]uint32

func openWALWatch(string) *walWatch { return nil }

func (w *walWatch) header() (walHeader, bool) { return walHeader{}, false }

func (w *walWatch) release(*DB) {}

func (w *walWatch) version() (uint64, bool) { return 0, false }

func (w *walWatch) pending() (uint32, bool) { return 0, false }

func (w *walWatch) frames() (size, pending uint32, ok bool) { return 0, 0, false }
