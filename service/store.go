package service

import (
	"context"
	"time"

	"github.com/screengate/screengate/service/screening"
)

// Scope restricts a read or write to one account and, optionally, to the
// records owned by some of its users. Stores apply it verbatim; deciding
// what a caller may see is the service's job (see [Principal]).
type Scope struct {
	AccountID int64
	// Owners, when non-nil, limits records to those owned by these user
	// names; an empty non-nil slice matches nothing. Nil means every record
	// of the account.
	Owners []string
}

// Store is everything the service needs from persistence.
// Implementations: store/sqlite (embedded, one machine) and store/postgres
// (several stateless gateways on one database); both are held to one
// conformance suite, store/storetest.
//
// Errors: methods return [ErrNotFound] when a record does not exist or is
// outside the scope, [ErrConflict] on a unique violation, and wrap any
// other failure.
//
// Concurrency contract. Implementations are safe for concurrent use by
// any number of goroutines and processes sharing the database, and every
// method behaves as if it ran alone (serializably) with respect to what
// it reads and writes:
//
//   - Every method that writes does so in one transaction: all or nothing.
//   - A write that decides from what it reads must not act on a read that
//     another committed write has made stale. Concretely:
//     RenewPepSearches reads which searches are due and the balance, then
//     moves renewal dates and debits: two concurrent calls on overlapping
//     ids must renew and debit each due search exactly once, and never
//     take the balance below zero. AddSearchNote checks the search is in
//     scope, appends, and returns every note including its own.
//     CreateAccount and ServerSecret rely on unique constraints (one
//     winner; the others get ErrConflict, or the winner's secret). A
//     dataset load with IfEmpty loads once however many start together.
//     Future writes that check a budget (quotas, rate counters kept in the
//     database) are read-then-write and fall under the same rule.
//   - How: SQLite has one writer connection and begins every write
//     transaction IMMEDIATE, so writes are serialized and read-then-write
//     is safe as written. PostgreSQL runs at READ COMMITTED, where the same
//     code would double renew and double debit; there every
//     read-then-write first locks the row that orders it — the account row
//     (SELECT … FOR UPDATE) for renewals and account budgets, the search
//     row for notes — and reads what it decides on after the lock is held
//     (each READ COMMITTED statement sees every commit made before it
//     started), or relies on a unique constraint, or takes a transaction
//     advisory lock (dataset loads). Row locks were chosen over
//     SERIALIZABLE with retries: the conflicts are known and narrow (one
//     account), waiting is bounded by one short transaction, and no caller
//     needs a retry loop.
//   - Reads see committed data only, each method from one consistent
//     snapshot when it runs several queries.
//
// Ownership: every value a method returns (structs, slices, and what their
// pointers point at) belongs to the caller, who may change it; a store
// that caches results hands out copies. Values passed in are not retained.
type Store interface {
	AccountStore
	SanctionsStore
	PepStore
	PepSearchStore
	DbsStore
	DbsDetailStore
	ValidIDStore
	ValidIDDetailStore
	FeatureStore
	OutboxStore
	ClientStore
	ClientRecordStore
	BulkStore
	CompanyStore
	DocumentStore
	ListStore
	// Ping checks that the store is reachable (readiness).
	Ping(ctx context.Context) error
	Close() error
}

// Account is a customer account.
type Account struct {
	ID   int64
	Name string
	// Balance is the credit balance; PepRenewalPrice the price of one PEP
	// renewal; both in Currency (ISO 4217).
	Balance         Decimal
	PepRenewalPrice Decimal
	Currency        string
	Created         time.Time
}

// APICredential is an API user id with the HMAC of its key.
type APICredential struct {
	APIUserID string
	// KeyHash is HMAC-SHA256(server secret, key).
	KeyHash   []byte
	AccountID int64
	// UserID is the user the credential belongs to (the main user).
	UserID GUID
}

// NewAccount is everything RegisterAccount (or the CLI) creates at once.
type NewAccount struct {
	Account      Account
	MainUser     User
	PasswordHash string // PHC-format argon2id
	Credential   APICredential
	Registration RegisterAccountRequest // the password member is blank
}

// AccountStore persists accounts, users and credentials.
type AccountStore interface {
	// ServerSecret returns the installation's HMAC secret, storing
	// generate()'s result on first use (concurrent first calls agree).
	ServerSecret(ctx context.Context, generate func() ([]byte, error)) ([]byte, error)
	// Credential returns the credential of apiUserID, or ErrNotFound.
	Credential(ctx context.Context, apiUserID string) (APICredential, error)
	// Account returns an account, or ErrNotFound.
	Account(ctx context.Context, id int64) (Account, error)
	// User returns a user of the account by id, or ErrNotFound.
	User(ctx context.Context, accountID int64, id GUID) (User, error)
	// UserByName returns a user of the account by user name
	// (case-insensitive), or ErrNotFound.
	UserByName(ctx context.Context, accountID int64, userName string) (User, error)
	// CreateAccount creates the account, its main user and its credential
	// in one transaction and returns the new account id. Returns
	// ErrConflict if the user name (case-insensitive, across all accounts)
	// or the API user id is taken.
	CreateAccount(ctx context.Context, a NewAccount) (int64, error)
	// Users returns the users of an account: the main user first, then
	// the others by user name (case-insensitive).
	Users(ctx context.Context, accountID int64) ([]User, error)
	// CreateUser adds a user (u.AccountID's) with its permissions and
	// queues msgs in the outbox (e.g. its welcome e-mail), in one
	// transaction: either all of it is written or nothing. Returns
	// ErrConflict if the user name (case-insensitive, across all accounts)
	// or the id is taken, ErrNotFound if the account does not exist.
	CreateUser(ctx context.Context, u User, passwordHash string, msgs []OutboxMessage) error
	// SetUserPermissions replaces the permissions of a user of the account
	// and returns the user as stored, or ErrNotFound.
	SetUserPermissions(ctx context.Context, accountID int64, id GUID, permissions []string) (User, error)
	// DeleteUser deletes user id of the account in one transaction: every
	// record it owns (searches of every kind, clients, bulk searches,
	// saved documents) passes to user transferTo of the same account, its
	// name leaves the other users' permissions, and its permissions and
	// credentials go with it. ErrNotFound if either user is not a user of
	// the account; ErrConflict if id is the main user or id = transferTo.
	DeleteUser(ctx context.Context, accountID int64, id, transferTo GUID) (UserTransfer, error)
	// UserAgreements returns what a user of the account agreed to and
	// when, or ErrNotFound.
	UserAgreements(ctx context.Context, accountID int64, id GUID) (Agreements, error)
	// AddCredit adds c.Amount (positive) to the account's balance and
	// records the credit in the account's ledger, in one transaction;
	// returns the account after, or ErrNotFound.
	AddCredit(ctx context.Context, accountID int64, c Credit) (Account, error)
}

// UserTransfer counts the records DeleteUser moved to the transfer user.
type UserTransfer struct {
	Records int64
}

// Agreements are the dates a user agreed to the terms, to data protection
// and to being contacted (nil: not agreed).
type Agreements struct {
	Terms, DataProtection, Contact *time.Time
}

// Credit is an operator's top-up of an account balance.
type Credit struct {
	Amount Decimal
	// Note says why (an invoice number, a voucher); Actor who added it.
	Note, Actor string
	At          time.Time
}

// SanctionsSearch is a stored sanctions search: the wire record (without
// the derived per-list SearchResults), its links and its owner.
type SanctionsSearch struct {
	Owner    string
	Record   SearchRecord
	LinkedTo []LinkedTo
}

// SanctionsStore persists sanctions searches and their notes.
type SanctionsStore interface {
	// CountUnresolvedSearches counts non-archived searches in scope with at
	// least one result whose resultResolved is false.
	CountUnresolvedSearches(ctx context.Context, s Scope) (int64, error)
	// CountUpdatedSearches counts non-archived searches in scope that a
	// list update affected (affectedByUpdate).
	CountUpdatedSearches(ctx context.Context, s Scope) (int64, error)
	// Search returns one search in scope with its sources, entries
	// (ListSearchResults, ordered by searchResultId) and links, or
	// ErrNotFound.
	Search(ctx context.Context, s Scope, id int64) (SanctionsSearch, error)
	// SearchNotes returns the notes of a search in scope, oldest first, or
	// ErrNotFound.
	SearchNotes(ctx context.Context, s Scope, id int64) ([]SearchNote, error)
	// AddSearchNote appends a note to a search in scope, in one
	// transaction with notes on one search serialized, unless the search
	// has lim.MaxNotes notes already (then a *QuotaError and nothing
	// written; MaxNotes <= 0: no limit). It returns the newest lim.Newest
	// notes (all when <= 0), oldest first, and how many the search has in
	// all; ErrNotFound if not in scope.
	AddSearchNote(ctx context.Context, s Scope, id int64, n SearchNote, lim NoteLimits) (notes []SearchNote, total int, err error)
	// CreateSearch stores a screened search with its sources and results
	// in one transaction and returns its new id; the search and result ids
	// given are ignored (the store assigns them, results in the order
	// given).
	CreateSearch(ctx context.Context, n NewSanctionsSearch) (int64, error)
	// MonitoredSearches calls fn with each non-archived search the engine
	// screened against list (an API list id), ordered by id, with the
	// keys among changed of its current (not superseded) results from that
	// list (the keys a list version changed: monitoring needs no others).
	// An error from fn stops the walk and is returned.
	MonitoredSearches(ctx context.Context, list string, changed []string, fn func(MonitoredSearch) error) error
	// UpdateSearchResults records in one transaction what a list version
	// changed for each search of us: the search is marked
	// affectedByUpdate, its source u.ListID isAffectedByListUpdate, the
	// current results of the Superseded keys are marked superseded by
	// u.Version (kept), and the Added results are stored unresolved. A
	// search that is gone is skipped (the others are recorded) and
	// ErrNotFound returned.
	UpdateSearchResults(ctx context.Context, us ...SearchResultsUpdate) error
	// SearchListVersions returns, for each source of a search in scope
	// that records one, the list version it was screened against and the
	// versions that later superseded any of its results (ascending);
	// ErrNotFound if not in scope.
	SearchListVersions(ctx context.Context, s Scope, id int64) ([]SourceVersions, error)
	// ArchiveSearch archives a search in scope (isArchived, dateArchived
	// and dateUpdated set to at; a search already archived keeps its
	// date), or returns ErrNotFound.
	ArchiveSearch(ctx context.Context, s Scope, id int64, at time.Time) error
	// ListSearches returns one page of the searches matching f, with their
	// sources and numOfResults but without results, and the total that
	// match. The status order puts searches that need a decision (an
	// unresolved result, or affectedByUpdate) first; ties newest first.
	ListSearches(ctx context.Context, f SearchFilter) ([]SearchRecord, int, error)
	// DecideSearch records the decision on a search in scope and resolves
	// the results it names (all when d.ResultIDs is nil; ids of other
	// searches are ignored) in one transaction; once no result is
	// unresolved it clears affectedByUpdate. ErrNotFound if not in scope.
	DecideSearch(ctx context.Context, s Scope, id int64, d PepDecision) error
	// DeleteSearch deletes a search in scope with its sources, results,
	// links and notes in one transaction (documents saved from it stay,
	// they are copies), or returns ErrNotFound.
	DeleteSearch(ctx context.Context, s Scope, id int64) error
}

// SourceVersions are the list versions behind one source of a search.
type SourceVersions struct {
	ListID   string  // the API list id
	Searched int64   // the list version screened against (0: unknown)
	Updates  []int64 // versions that superseded results of the list
}

// MonitoredSearch is what monitoring needs of a stored search.
type MonitoredSearch struct {
	ID       int64
	Type     string
	Criteria SearchCriteria
	// Keys are the entity keys of its current results from the list asked
	// that are among the changed keys asked.
	Keys []string
}

// SearchResultsUpdate is what one list version changed for one search.
type SearchResultsUpdate struct {
	SearchID   int64
	ListID     string // the API list id of the source (SanctionsLists)
	Version    int64  // the list version
	At         time.Time
	Superseded []string            // entity keys whose current results the version changed or removed
	Added      []SearchResultEntry // new results
	AddedKeys  []string            // their entity keys (same order and length)
}

// NewSanctionsSearch is a sanctions search the screening engine ran, to be
// stored by CreateSearch.
type NewSanctionsSearch struct {
	AccountID int64
	Owner     string
	// Record is the search: criteria, dates, SearchSources and
	// ListSearchResults (with their nested lists).
	Record SearchRecord
	// Lists are the API list ids searched (SanctionsLists; monitoring
	// screens a changed entity of a list against the searches of it).
	Lists []string
	// Versions holds the list version id searched for each of
	// Record.SearchSources (same order and length).
	Versions []int64
	// Keys holds the matched entity's key for each of
	// Record.ListSearchResults (same order and length).
	Keys []string
	// ResultIDs, when its length is that of Record.ListSearchResults,
	// receives the id CreateSearch gave each result (so that the caller
	// can show the stored search without reading it back).
	ResultIDs []int64
}

// NoteLimits bound AddSearchNote: the notes a search may hold and the
// notes returned.
type NoteLimits struct {
	MaxNotes int
	Newest   int
}

// PepRenewal is the outcome (or the price) of renewing PEP searches.
type PepRenewal struct {
	// Renewed are the ids that are (or would be) renewed, ascending.
	Renewed []int64
	Cost    Decimal // price × len(Renewed), scale 2
	Balance Decimal // the balance after (or, for a quote, before) the renewal
}

// PepStore persists PEP searches and renewals.
type PepStore interface {
	// CountUnresolvedPepSearches is CountUnresolvedSearches for PEP.
	CountUnresolvedPepSearches(ctx context.Context, s Scope) (int64, error)
	// QuotePepRenewal prices renewing those of ids that are in scope and
	// due (renewal date on or before dueBy), changing nothing.
	QuotePepRenewal(ctx context.Context, s Scope, ids []int64, dueBy time.Time) (PepRenewal, error)
	// RenewPepSearches renews, in one transaction, those of ids that are in
	// scope and due: each renewal date moves on by one year and the account
	// balance is debited by price × count. If the balance does not cover
	// the cost nothing changes and ErrInsufficientCredit is returned
	// together with the quote.
	RenewPepSearches(ctx context.Context, s Scope, ids []int64, dueBy time.Time) (PepRenewal, error)
}

// DbsSortField names a DBS ordering.
type DbsSortField string

// The DBS orderings.
const (
	DbsSortStatus      DbsSortField = "status"
	DbsSortName        DbsSortField = "name"
	DbsSortDate        DbsSortField = "date" // dateSearched
	DbsSortDateUpdated DbsSortField = "dateUpdated"
	DbsSortReference   DbsSortField = "reference"
)

// DbsFilter selects a page of DBS searches.
type DbsFilter struct {
	Scope                    Scope
	Name                     string // contains, case-insensitive
	DateFrom, DateTo         *time.Time
	IsApplicantInfoCompleted *bool
	IsIDCheckCompleted       *bool
	IsApplicationCompleted   *bool
	IsApplicationSubmitted   *bool
	IsApplicationDisclosed   *bool
	Sort                     DbsSortField
	Desc                     bool
	Limit, Offset            int
}

// DbsStore persists DBS searches.
type DbsStore interface {
	// ListDbsSearches returns one page and the total matching count. Status
	// order is the workflow order (DbsStatusRank), ties newest first; every
	// ordering ends with id for stability.
	ListDbsSearches(ctx context.Context, f DbsFilter) ([]DbsSearchShort, int, error)
}

// ListSort is the sortOrder of GetValidIds and GetBulkSearchHistory.
type ListSort struct {
	Field string // "status", "name" or "date"
	Desc  bool
}

// ValidIDFilter selects a page of ValidID searches.
type ValidIDFilter struct {
	Scope         Scope
	NameWords     []string // every word must appear in the full name (case-insensitive)
	Reference     string   // contains
	Type          int32    // 0 = any
	DateFrom      *time.Time
	DateTo        *time.Time
	CreatedBy     string // owner user name; "" = any
	Sort          ListSort
	Limit, Offset int
}

// The statuses UpdateValidID records.
const (
	ValidIDStatusClientInResults    = "Resolved - client in results"
	ValidIDStatusClientNotInResults = "Resolved - client not in results"
)

// ValidIDStore persists ValidID searches.
type ValidIDStore interface {
	ListValidIDs(ctx context.Context, f ValidIDFilter) ([]ValidIdListItem, int, error)
	// UpdateValidID records the decision on a search in scope, or returns
	// ErrNotFound.
	UpdateValidID(ctx context.Context, s Scope, id int32, clientInResults, clientNotInResults bool) error
}

// ClientFilter selects clients to count.
type ClientFilter struct {
	Scope         Scope
	States        []ClientState
	CreatedBefore *time.Time // nil = any age
	IsValidateMe  bool
}

// ClientStore persists ValidateMe clients and their document images.
type ClientStore interface {
	CountClients(ctx context.Context, f ClientFilter) (int64, error)
	// ClientDocument returns the image bytes (PNG) of a client in scope:
	// the original upload or the processed image, or the OCR capture ocrID
	// when non-nil. ErrNotFound if the client or capture is absent.
	ClientDocument(ctx context.Context, s Scope, clientID int32, original bool, ocrID *int32) ([]byte, error)
}

// BulkFilter selects a page of bulk searches.
type BulkFilter struct {
	Scope         Scope
	CreatedBy     string // owner user name; "" = any
	DateFrom      *time.Time
	DateTo        *time.Time
	ID            *int32
	Sort          ListSort // "name" orders by status message text
	Limit, Offset int
}

// BulkStore persists bulk searches.
type BulkStore interface {
	ListBulkSearches(ctx context.Context, f BulkFilter) ([]BulkSearchStatus, int, error)
	BulkRunStore // store_bulk.go
}

// CompanyStore searches the shared company registry.
type CompanyStore interface {
	// SearchCompanies matches name case-insensitively (prefix when prefix
	// is true, else contains), optionally in one country (ISO alpha-2),
	// ordered by name, at most limit results.
	SearchCompanies(ctx context.Context, name, country string, prefix bool, limit int) ([]CompanySearchResultItem, error)
}

// Document is a saved document with its owner and content.
type Document struct {
	Owner     string
	AccountID int64
	Meta      PdfDocument
	Content   []byte
}

// DocumentQuota bounds an account's documents (0 = no limit): how many it
// may create in the 24 hours before Now, and the bytes of content its
// documents unexpired at Now may hold, the new one included.
type DocumentQuota struct {
	Now      time.Time
	PerDay   int
	MaxBytes int64
}

// DocumentStore persists saved documents.
type DocumentStore interface {
	// CreateDocument stores a document and returns its new id.
	// The quota checks and the insert are one transaction, serialized per
	// account; over a quota: a *QuotaError and nothing written.
	CreateDocument(ctx context.Context, d Document, q DocumentQuota) (int64, error)
	// DeleteExpiredDocuments deletes every document whose DateExpires is at
	// or before now and returns how many it deleted.
	DeleteExpiredDocuments(ctx context.Context, now time.Time) (int64, error)
	// Document returns a document in scope with its content, or ErrNotFound.
	Document(ctx context.Context, s Scope, id int64) (Document, error)
	// ListDocuments returns one page of the documents in f.Scope that have
	// not expired at f.Now (metadata only, newest first: date created
	// descending, then id descending) and how many there are in all.
	ListDocuments(ctx context.Context, f DocumentFilter) ([]PdfDocument, int, error)
}

// DocumentFilter selects a page of saved documents (GetPdfs).
type DocumentFilter struct {
	Scope Scope
	// Now: documents expiring at or before it are left out.
	Now           time.Time
	Limit, Offset int
}

// ListVersion is a recorded version of a sanctions or PEP list: the
// reader's facts (source, publication date, SHA-256 of the raw bytes,
// counts, warnings) with the store's id and import time, and how it
// differs from the version before it.
type ListVersion struct {
	screening.Version
	Added, Modified, Removed int
	// Forced is set when the version was recorded with -force past the
	// entity-count drop check.
	Forced bool
	// Validators are the HTTP validators of the downloaded files, for the
	// next conditional GET; empty for files imported from disk.
	Validators []ListValidator
}

// ListValidator is what a publisher's server said of one downloaded file.
type ListValidator struct {
	URL          string `json:"url"`
	ETag         string `json:"etag,omitempty"`
	LastModified string `json:"lastModified,omitempty"`
}

// ListEntity is an entity with its content hash.
type ListEntity struct {
	Hash   screening.Hash
	Entity *screening.Entity
}

// ListUpdate is a new version of one list and what changed.
type ListUpdate struct {
	Version ListVersion
	// Previous is the id of the current version the update was computed
	// against (0 when the list has none).
	Previous int64
	// Put holds the entities added or modified; Remove the keys removed or
	// modified (their current content ends with this version).
	Put    []ListEntity
	Remove []string
}

// ListStore persists list versions and their entities. Entities are kept
// per content, not per version: an entity that does not change between
// versions is stored once, so each version costs its changes.
type ListStore interface {
	// CurrentListVersions returns the current version of every list that
	// has one, ordered by list id.
	CurrentListVersions(ctx context.Context) ([]ListVersion, error)
	// ListVersionHistory returns the versions of list (of every list when
	// list is ""), newest first, at most limit of them (0: all).
	ListVersionHistory(ctx context.Context, list string, limit int) ([]ListVersion, error)
	// CurrentListHashes returns the current version of list and the
	// content hash of each of its entities by key, or ErrNotFound when the
	// list has no version.
	CurrentListHashes(ctx context.Context, list string) (ListVersion, map[string]screening.Hash, error)
	// SaveListVersion records u in one transaction and makes it the
	// list's current version; it returns the version with its id and
	// import time. If u.Previous is no longer the list's current version
	// (another import got there first) nothing is written and ErrConflict
	// is returned.
	SaveListVersion(ctx context.Context, u ListUpdate) (ListVersion, error)
	// CurrentListEntities calls fn with each entity of the current
	// versions of lists (of every list when lists is empty), ordered by
	// list id and key, from one consistent snapshot. An error from fn
	// stops the walk and is returned.
	CurrentListEntities(ctx context.Context, lists []string, fn func(*screening.Entity) error) error
	// ListVersionChanges returns the keys version id added, modified and
	// removed relative to the list's version before it, ordered by key;
	// ErrNotFound when there is no such version.
	ListVersionChanges(ctx context.Context, id int64) ([]screening.EntityChange, error)
	// ListEntitiesAt returns the entities with the given keys as they were
	// in version id of their list (keys absent from it are left out),
	// ordered by key: what monitoring compares when an entity changes.
	ListEntitiesAt(ctx context.Context, id int64, keys []string) ([]screening.Entity, error)
	// ListVersionEntities calls fn with every entity of each version in
	// ids (at most one version per list; the entities its list had in
	// that version, current or not), ordered by list id and key, from one
	// consistent snapshot: what rebuilds the index a bulk search was
	// pinned to. ErrNotFound when an id is no recorded version. Old
	// versions stay readable: the store keeps every entity row.
	ListVersionEntities(ctx context.Context, ids []int64, fn func(*screening.Entity) error) error
}
