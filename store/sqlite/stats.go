package sqlite

import "database/sql"

// PoolStats reports the connection pools (the single writer and the reader
// pool) for metrics.
func (db *DB) PoolStats() map[string]sql.DBStats {
	if db.reader == db.writer {
		return map[string]sql.DBStats{"shared": db.writer.Stats()}
	}
	return map[string]sql.DBStats{"writer": db.writer.Stats(), "reader": db.reader.Stats()}
}
