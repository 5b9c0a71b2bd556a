package postgres

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/screengate/screengate/service"
)

// CreateBulkSearch stores a queued bulk search with its rows in one
// transaction (the rows by COPY).
func (db *DB) CreateBulkSearch(ctx context.Context, n service.NewBulkSearch) (service.BulkSearchStatus, error) {
	total := int32(len(n.Rows))
	st := service.BulkSearchStatus{Success: true, Status: service.BulkQueued, Message: service.BulkQueuedMessage, Total: total,
		IsPepSearch: n.IsPepSearch, IsSanctionsSearch: n.IsSanctionsSearch}
	if n.IsPepSearch {
		st.TotalPep = total
	}
	if n.IsSanctionsSearch {
		st.TotalSanctions = total
	}
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, `INSERT INTO bulk_searches (account_id, owner, owner_key, created, success, status,
			message, message_key, total, processed, is_pep_search, is_sanctions_search, total_pep, processed_pep,
			total_sanctions, processed_sanctions, pending, selected_lists, versions, next_row)
			VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, 0, $9, $10, $11, 0, $12, 0, true, $13, $14, 0) RETURNING id`,
			n.AccountID, n.Owner, key(n.Owner), n.Created, st.Status, st.Message, key(st.Message), total,
			n.IsPepSearch, n.IsSanctionsSearch, st.TotalPep, st.TotalSanctions, strings.Join(n.Lists, ","), n.Versions).
			Scan(&st.BulkSearchID); err != nil {
			return formatError("create bulk search", err)
		}
		_, err := tx.CopyFrom(ctx, pgx.Identifier{"bulk_search_rows"},
			[]string{"bulk_id", "row_idx", "type", "name", "address", "country", "date_of_birth", "nationality", "reference"},
			pgx.CopyFromSlice(len(n.Rows), func(i int) ([]any, error) {
				r := n.Rows[i]
				return []any{st.BulkSearchID, r.Index, r.Type, r.Name, r.Address, r.Country, r.DateOfBirth, r.Nationality, r.Reference}, nil
			}))
		return formatError("create bulk search rows", err)
	})
	if err != nil {
		return service.BulkSearchStatus{}, err
	}
	return st, nil
}

// ClaimBulkSearch leases the oldest unfinished bulk search whose lease is
// free, ran out, or is worker's own (rows locked by another claim are
// skipped).
func (db *DB) ClaimBulkSearch(ctx context.Context, worker string, now, leaseUntil time.Time) (service.BulkJob, error) {
	var j service.BulkJob
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var lists string
		if err := tx.QueryRow(ctx, `SELECT id, account_id, owner, is_sanctions_search, is_pep_search, selected_lists, versions,
			total, processed, next_row FROM bulk_searches
			WHERE pending AND (lease_owner = '' OR lease_owner = $1 OR lease_until < $2) ORDER BY id LIMIT 1
			FOR UPDATE SKIP LOCKED`, worker, now).Scan(&j.ID, &j.AccountID, &j.Owner, &j.IsSanctionsSearch, &j.IsPepSearch,
			&lists, &j.Versions, &j.Total, &j.Processed, &j.NextRow); err != nil {
			return formatError("claim bulk search", err)
		}
		if lists != "" {
			j.Lists = strings.Split(lists, ",")
		}
		msg := service.BulkProgressMessage(j.Processed, j.Total)
		_, err := tx.Exec(ctx, `UPDATE bulk_searches SET lease_owner = $1, lease_until = $2, status = $3, message = $4,
			message_key = $5 WHERE id = $6`, worker, leaseUntil, service.BulkProcessing, msg, key(msg), j.ID)
		return formatError("claim bulk search", err)
	})
	if err != nil {
		return service.BulkJob{}, err
	}
	return j, nil
}

// BulkRows returns up to limit rows of job id from row index from on.
func (db *DB) BulkRows(ctx context.Context, id int32, from int32, limit int) ([]service.BulkRow, error) {
	rows, err := db.pool.Query(ctx, `SELECT row_idx, type, name, address, country, date_of_birth, nationality, reference
		FROM bulk_search_rows WHERE bulk_id = $1 AND row_idx >= $2 ORDER BY row_idx LIMIT $3`, id, from, limit)
	return collectRows(rows, err, "bulk rows", func(r pgx.Rows, b *service.BulkRow) error {
		return r.Scan(&b.Index, &b.Type, &b.Name, &b.Address, &b.Country, &b.DateOfBirth, &b.Nationality, &b.Reference)
	})
}

// SaveBulkBatch stores the searches of the batch's rows not stored before,
// debits the PEP searches, and advances the job, in one transaction; the
// job row is locked first, so batches of one job are serialized.
func (db *DB) SaveBulkBatch(ctx context.Context, b service.BulkBatch) (service.BulkSearchStatus, error) {
	var out service.BulkSearchStatus
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var owner, lease string
		var accountID int64
		if err := tx.QueryRow(ctx, "SELECT owner, account_id, lease_owner FROM bulk_searches WHERE id = $1 AND pending FOR UPDATE", b.ID).
			Scan(&owner, &accountID, &lease); err != nil {
			return formatError(fmt.Sprintf("bulk search %d", b.ID), err)
		}
		if lease != b.Worker {
			return fmt.Errorf("postgres: bulk search %d is leased to %q: %w", b.ID, lease, service.ErrConflict)
		}
		done := map[int32]bool{}
		if len(b.Items) > 0 {
			rows, err := tx.Query(ctx, "SELECT row_idx FROM bulk_search_items WHERE bulk_id = $1 AND row_idx BETWEEN $2 AND $3",
				b.ID, b.Items[0].Row, b.Items[len(b.Items)-1].Row)
			idx, err := collectRows(rows, err, "bulk items", func(r pgx.Rows, v *int32) error { return r.Scan(v) })
			if err != nil {
				return err
			}
			for _, r := range idx {
				done[r] = true
			}
		}
		var nRows, nSanctions, nPep int32
		var marks pgx.Batch
		for _, it := range b.Items {
			if done[it.Row] {
				continue
			}
			var sid, pid *int64
			if it.Sanctions != nil {
				n := *it.Sanctions
				n.AccountID, n.Owner = accountID, owner
				id, err := createSearchTx(ctx, tx, n, 0)
				if err != nil {
					return err
				}
				sid = &id
				nSanctions++
			}
			if it.Pep != nil {
				n := *it.Pep
				n.AccountID, n.Owner = accountID, owner
				id, err := createPepSearchTx(ctx, tx, n)
				if err != nil {
					return err
				}
				pid = &id
				nPep++
			}
			marks.Queue("INSERT INTO bulk_search_items (bulk_id, row_idx, sanctions_search_id, pep_search_id) VALUES ($1, $2, $3, $4)",
				b.ID, it.Row, sid, pid)
			nRows++
		}
		if marks.Len() > 0 {
			if err := tx.SendBatch(ctx, &marks).Close(); err != nil {
				return formatError("bulk items", err)
			}
		}
		if nPep > 0 {
			var price int64
			if err := tx.QueryRow(ctx, "SELECT pep_renewal_price FROM accounts WHERE id = $1 FOR UPDATE", accountID).Scan(&price); err != nil {
				return formatError("account", err)
			}
			if cost := price * int64(nPep); cost > 0 {
				if err := db.debit(ctx, tx, accountID, cost, fmt.Sprintf("bulk search %d: %d PEP searches", b.ID, nPep), owner); err != nil {
					return err
				}
			}
		}
		if err := tx.QueryRow(ctx, `UPDATE bulk_searches SET processed = processed + $1, processed_sanctions = processed_sanctions + $2,
			processed_pep = processed_pep + $3, next_row = GREATEST(next_row, $4), lease_until = $5, versions = $6
			WHERE id = $7 RETURNING id, success, status, total, message, processed, is_pep_search, is_sanctions_search, total_pep,
			processed_pep, total_sanctions, processed_sanctions`,
			nRows, nSanctions, nPep, b.NextRow, b.LeaseUntil, b.Versions, b.ID).Scan(&out.BulkSearchID, &out.Success,
			&out.Status, &out.Total, &out.Message, &out.Processed, &out.IsPepSearch, &out.IsSanctionsSearch, &out.TotalPep,
			&out.ProcessedPep, &out.TotalSanctions, &out.ProcessedSanctions); err != nil {
			return formatError("bulk progress", err)
		}
		out.Message = service.BulkProgressMessage(out.Processed, out.Total)
		_, err := tx.Exec(ctx, "UPDATE bulk_searches SET message = $1, message_key = $2 WHERE id = $3", out.Message, key(out.Message), b.ID)
		return formatError("bulk progress", err)
	})
	if err != nil {
		return service.BulkSearchStatus{}, err
	}
	return out, nil
}

// FinishBulkSearch ends a job held by worker and drops its rows.
func (db *DB) FinishBulkSearch(ctx context.Context, id int32, worker string, o service.BulkOutcome) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE bulk_searches SET pending = false, status = $1, message = $2, message_key = $3, success = $4,
			lease_owner = '', lease_until = NULL WHERE id = $5 AND pending AND lease_owner = $6`,
			o.Status, o.Message, key(o.Message), o.Success, id, worker)
		if err != nil {
			return formatError("finish bulk search", err)
		}
		if tag.RowsAffected() != 1 {
			return fmt.Errorf("postgres: finish bulk search %d: not leased to %q: %w", id, worker, service.ErrConflict)
		}
		_, err = tx.Exec(ctx, "DELETE FROM bulk_search_rows WHERE bulk_id = $1", id)
		return formatError("finish bulk search", err)
	})
}
