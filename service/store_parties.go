package service

import (
	"context"
	"time"
)

// DbsSearchDetail is a stored DBS search: the wire summary, its links and
// its owner.
type DbsSearchDetail struct {
	Owner    string
	Summary  DbsSearchSummary
	LinkedTo []LinkedTo
}

// NewDbsSearch is a DBS search to create (Summary.ID is assigned).
type NewDbsSearch struct {
	AccountID int64
	Owner     string
	Summary   DbsSearchSummary
	LinkedTo  []LinkedTo
}

// DbsDetailStore reads and creates single DBS searches.
type DbsDetailStore interface {
	// DbsSearch returns one DBS search in scope, or ErrNotFound.
	DbsSearch(ctx context.Context, s Scope, id int64) (DbsSearchDetail, error)
	// CreateDbsSearch stores d and queues msgs in the outbox in one
	// transaction (each message's RecordID is set to the new search's
	// id); it returns the stored search.
	CreateDbsSearch(ctx context.Context, d NewDbsSearch, msgs []OutboxMessage) (DbsSearchDetail, error)
	// SetDbsStatus records a status reported by the DBS party for search
	// id of account (no scope: the party is trusted by its signature);
	// ErrNotFound when absent.
	SetDbsStatus(ctx context.Context, accountID, id int64, u DbsStatusUpdate) error
}

// DbsStatusUpdate is a status change reported by the DBS party.
type DbsStatusUpdate struct {
	Status           string
	DisclosureStatus string
	// Flags in DbsSearchShort order: applicant info, ID check,
	// application completed, submitted, disclosed.
	IsApplicantInfoCompleted, IsIDCheckCompleted, IsApplicationCompleted bool
	IsApplicationSubmitted, IsApplicationDisclosed                       bool
	Updated                                                              time.Time
}

// ValidIDDetailStore reads single ValidID searches and their notes.
type ValidIDDetailStore interface {
	// ValidID returns one ValidID search in scope with its owner, or
	// ErrNotFound.
	ValidID(ctx context.Context, s Scope, id int32) (ValidIdListItem, string, error)
	// ValidIDNotes returns the notes of a ValidID search in scope, oldest
	// first, or ErrNotFound.
	ValidIDNotes(ctx context.Context, s Scope, id int64) ([]SearchNote, error)
	// AddValidIDNote is AddSearchNote for a ValidID search (the notes
	// quota, the newest lim.Newest notes and the total, in one transaction).
	AddValidIDNote(ctx context.Context, s Scope, id int64, n SearchNote, lim NoteLimits) (notes []SearchNote, total int, err error)
	// CreateValidID stores a new ValidID check, debits the account's
	// ValidID price of its type (AccountFeatures) and queues msgs in the
	// outbox (each RecordID set to the new id), in one transaction; it
	// returns the new id and the price charged with the balance after.
	// When the balance does not cover the price nothing is written and
	// ErrInsufficientCredit is returned with the price (Cost) and the
	// unchanged balance.
	CreateValidID(ctx context.Context, n NewValidID, msgs []OutboxMessage) (int32, PepRenewal, error)
	// SetValidIDResult records the identity party's result of check id
	// of account (no scope: the party is trusted by its signature): its
	// status and score, and the identity part completed. ErrNotFound when
	// absent; ErrConflict when the check already has a result or was
	// resolved.
	SetValidIDResult(ctx context.Context, accountID int64, id int32, r ValidIDResult) error
}

// ValidIDResult is the identity party's answer to a ValidID check.
type ValidIDResult struct {
	Status   string
	Score    int32
	PepError bool
}

// NewValidID is a ValidID check to create (Item.ID is assigned).
type NewValidID struct {
	AccountID int64
	Owner     string
	Item      ValidIdListItem
	// SanctionsSearchID is the sanctions search run as part of the check;
	// SearchListIDs the lists it searched (comma-separated).
	SanctionsSearchID int64
	SearchListIDs     string
	// Request is the check as requested (JSON), for the identity party.
	Request string
}

// AccountFeatures are the optional services switched on for an account.
type AccountFeatures struct {
	// DbsEnabled: AddDbsSearch works for the account.
	DbsEnabled bool
	// ValidIDActivated is when ValidID was activated (nil: not activated);
	// ValidIDSignedBy who signed the agreement.
	ValidIDActivated *time.Time
	ValidIDSignedBy  string
	// ValidIDBasicPrice and ValidIDEnhancedPrice are what one AddValidId
	// check of each type costs the account (scale 2, the account's
	// currency; zero: free).
	ValidIDBasicPrice, ValidIDEnhancedPrice Decimal
}

// FeatureStore keeps account features.
type FeatureStore interface {
	// AccountFeatures returns an account's features (all off when none
	// were set), or ErrNotFound when the account does not exist.
	AccountFeatures(ctx context.Context, accountID int64) (AccountFeatures, error)
	// SetAccountFeatures replaces an account's features; ErrNotFound when
	// the account does not exist.
	SetAccountFeatures(ctx context.Context, accountID int64, f AccountFeatures) error
}

// OutboxFilter selects outbox messages for an operator.
type OutboxFilter struct {
	// State: "" every message, "pending", "delivered" or "dead".
	State string
	Limit int
}

// OutboxStore is the transactional outbox: messages are written in the
// same transaction as the record they announce (CreateDbsSearch), claimed
// by a worker with a lease, and marked delivered, retried later or dead.
// A worker that crashes after claiming loses nothing: the lease runs out
// and the message is claimed again (at-least-once delivery; receivers
// deduplicate on OutboxMessage.ID).
type OutboxStore interface {
	// ClaimOutbox returns up to limit messages due at now (neither
	// delivered nor dead, next attempt on or before now), oldest first,
	// after moving each one's next attempt to now+lease and counting the
	// attempt, so that no other worker takes them meanwhile.
	ClaimOutbox(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]OutboxMessage, error)
	// FinishOutbox records the outcome of one attempt.
	FinishOutbox(ctx context.Context, id int64, r OutboxResult) error
	// ListOutbox returns messages newest first.
	ListOutbox(ctx context.Context, f OutboxFilter) ([]OutboxMessage, error)
	// RetryOutbox makes a dead message pending again (due now);
	// ErrNotFound when there is no dead message id.
	RetryOutbox(ctx context.Context, id int64, now time.Time) error
	// OutboxCounts returns the number of pending and dead messages.
	OutboxCounts(ctx context.Context) (pending, dead int64, err error)
}

// OutboxResult is the outcome of one delivery attempt.
type OutboxResult struct {
	// Delivered is when it was delivered; zero when the attempt failed.
	Delivered time.Time
	// Error describes a failure (no secrets); NextAttempt is when to try
	// again; Dead gives up.
	Error       string
	NextAttempt time.Time
	Dead        bool
}
