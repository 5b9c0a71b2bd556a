package service

import (
	"context"
	"time"
)

// ClientSortField is a GetClients sort key.
type ClientSortField string

// GetClients sort keys.
const (
	ClientSortStatus ClientSortField = "status"
	ClientSortName   ClientSortField = "name"
	ClientSortDate   ClientSortField = "date"
)

// ClientStateRank orders states for the "status" sort: PendingVerification,
// then PendingCompletion, then Verified (as the original documents), then
// the states it does not place (PendingOcr, Undefined).
func ClientStateRank(s ClientState) int {
	switch s {
	case ClientStatePendingVerification:
		return 0
	case ClientStatePendingCompletion:
		return 1
	case ClientStateVerified:
		return 2
	case ClientStatePendingOcr:
		return 3
	}
	return 4
}

// ClientListFilter selects a page of clients.
type ClientListFilter struct {
	Scope        Scope
	State        *ClientState
	IsValidateMe *bool
	Name         string // case-insensitive substring; "" = any
	DateFrom     *time.Time
	DateTo       *time.Time
	Sort         ClientSortField
	Desc         bool
	Limit        int
	Offset       int
}

// ClientDetail is a stored client: the wire record, its links and owner.
type ClientDetail struct {
	Owner    string
	Client   Client
	LinkedTo []LinkedTo
}

// NewClient is a client to create (Client.ID, NumOfDocuments are assigned).
type NewClient struct {
	AccountID     int64
	Owner         string
	ProofOfPreset string
	Client        ClientShort
	LinkedTo      []LinkedTo
}

// ClientRecordStore lists, reads, creates, updates and deletes clients.
type ClientRecordStore interface {
	// ListClients returns a page of clients in scope and the total count.
	ListClients(ctx context.Context, f ClientListFilter) ([]ClientShort, int, error)
	// Client returns one client in scope with its documents, or ErrNotFound.
	Client(ctx context.Context, s Scope, id int32) (ClientDetail, error)
	// CreateClient stores the client and queues msgs in the outbox in one
	// transaction (each message's RecordID is the new client's id).
	CreateClient(ctx context.Context, n NewClient, msgs []OutboxMessage) (ClientDetail, error)
	// UpdateClient reads the client in scope (ErrNotFound) inside a write
	// transaction, lets fn change its name, reference, state and the
	// fields of its existing documents (matched by kind and id), and
	// stores the result; an error from fn aborts with nothing changed.
	UpdateClient(ctx context.Context, s Scope, id int32, fn func(*Client) error) (ClientDetail, error)
	// DeleteClient deletes a client in scope with its documents and
	// images in one transaction, or returns ErrNotFound.
	DeleteClient(ctx context.Context, s Scope, id int32) error
}
