package sqlite

// DataVersion implements service.DataVersioner from the wal-index header
// (walwatch_unix.go): the number moves on with every commit to the
// database, by any connection or process. A database without a mapped
// wal-index (in memory, or a platform without the mapping) reports
// ok=false, and the service then shares no replies.
func (db *DB) DataVersion() (uint64, bool) {
	if db.wal == nil {
		return 0, false
	}
	return db.wal.version()
}
