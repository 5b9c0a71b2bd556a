package service

import (
	"context"
	"time"
)

// BulkRow is one row of a bulk search: what one search screens for.
// Index numbers the rows of a job from 0.
type BulkRow struct {
	Index                                                             int32
	Type, Name, Address, Country, DateOfBirth, Nationality, Reference string
}

// NewBulkSearch is a bulk search to create, with its rows.
type NewBulkSearch struct {
	AccountID                      int64
	Owner                          string
	Created                        time.Time
	IsSanctionsSearch, IsPepSearch bool
	// Lists are the sanctions list ids (or ALL) every row is screened
	// against; Versions the pinned list versions ("OFAC=12;PEP=3;").
	Lists    []string
	Versions string
	Rows     []BulkRow
}

// BulkJob is a bulk search a runner works on.
type BulkJob struct {
	ID                             int32
	AccountID                      int64
	Owner                          string
	IsSanctionsSearch, IsPepSearch bool
	Lists                          []string
	Versions                       string
	Total, Processed               int32
	// NextRow is the index of the first row not yet committed.
	NextRow int32
}

// BulkItem is the outcome of one row: the searches to store (either may
// be nil, as the job asks).
type BulkItem struct {
	Row       int32
	Sanctions *NewSanctionsSearch
	Pep       *NewPepSearch
}

// BulkBatch is a run of screened rows committed together.
type BulkBatch struct {
	ID     int32
	Worker string
	// LeaseUntil renews the worker's lease on the job.
	LeaseUntil time.Time
	// Versions are the list versions the rows were screened on.
	Versions string
	Items    []BulkItem
	// NextRow is the index after the last row of the batch.
	NextRow int32
}

// BulkOutcome ends a bulk search.
type BulkOutcome struct {
	Status, Message string
	Success         bool
}

// BulkRunStore is what the bulk runner needs of the store. The rules that
// make a job survive a restart without duplicating a search: the job, its
// rows and its progress are stored; each row's searches are written with a
// marker (job, row) that is unique, in the same transaction as the
// progress; a job is worked on by the holder of its lease only.
type BulkRunStore interface {
	// CreateBulkSearch stores a queued bulk search with its rows in one
	// transaction and returns its status.
	CreateBulkSearch(ctx context.Context, n NewBulkSearch) (BulkSearchStatus, error)
	// ClaimBulkSearch leases to worker, until leaseUntil, the oldest
	// unfinished bulk search whose lease is free or ran out before now,
	// and marks it Processing; ErrNotFound when there is none.
	ClaimBulkSearch(ctx context.Context, worker string, now, leaseUntil time.Time) (BulkJob, error)
	// BulkRows returns up to limit rows of job id from row index from on,
	// in row order.
	BulkRows(ctx context.Context, id int32, from int32, limit int) ([]BulkRow, error)
	// SaveBulkBatch stores, in one transaction, the searches of the
	// batch's rows not stored before (a row already marked is skipped),
	// debits the account the PEP search price for each PEP search stored,
	// advances the job's progress and cursor and renews the lease. It
	// returns the job's status after. ErrConflict if worker no longer
	// holds the lease; ErrInsufficientCredit (nothing written) if the
	// balance does not cover the PEP searches.
	SaveBulkBatch(ctx context.Context, b BulkBatch) (BulkSearchStatus, error)
	// FinishBulkSearch ends job id held by worker with outcome o, releases
	// the lease and drops the stored rows; ErrConflict if worker no longer
	// holds the lease.
	FinishBulkSearch(ctx context.Context, id int32, worker string, o BulkOutcome) error
}
