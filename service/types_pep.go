package service

import (
	"context"
	"time"
)

// The PEP search operations beyond the spec's three (issue 13): listing,
// reading, resolving, archiving, deleting, saving, notes, counts and
// renewing everything due. Field names follow the original's metadata
// pages (docs/choices.md, "PEP searches").

// PepSearchRecord is a PEP search: what was searched for, the decision on
// it, its monitoring and archive state, and (in GetPepSearch) its results.
type PepSearchRecord struct {
	ID                 int64             `json:"id"`
	SearchCriteria     *SearchCriteria   `json:"searchCriteria"`
	SearchType         string            `json:"searchType" doc:"individual or entity"`
	AffectedByUpdate   bool              `json:"affectedByUpdate" doc:"A PEP list update changed the results: a new decision is needed"`
	ClientInResults    bool              `json:"clientInResults"`
	ClientNotInResults bool              `json:"clientNotInResults"`
	IsDayOneSearch     bool              `json:"isDayOneSearch" doc:"A one-off search; false for a monitored search that expires on dateRenewal"`
	DateSearched       time.Time         `json:"dateSearched"`
	DateUpdated        time.Time         `json:"dateUpdated" doc:"Last decision (or the search date)"`
	DateRenewal        *time.Time        `json:"dateRenewal" doc:"When the monitored search is due for renewal; null for a day-one search"`
	NumOfResults       int32             `json:"numOfResults"`
	NumOfUnresolved    int32             `json:"numOfUnresolvedResults" doc:"Results not yet resolved (an addition to the original)"`
	IsArchived         bool              `json:"isArchived" doc:"No longer checked during list updates"`
	DateArchived       *time.Time        `json:"dateArchived"`
	PepSearchResults   []PepSearchResult `json:"pepSearchResults" dc:"item=PepSearchResult" doc:"The results (GetPepSearch, AddPepSearch; empty in lists)"`
}

// PepSearchResult is one person a PEP search found.
type PepSearchResult struct {
	ID               int64      `json:"id" doc:"Result id, for UpdatePepSearch's searchResultIds"`
	ResultSimilarity Decimal    `json:"resultSimilarity"`
	ResultResolved   bool       `json:"resultResolved"`
	DateLastUpdated  *time.Time `json:"dateLastUpdated"`
	Title            string     `json:"title"`
	Forename         string     `json:"forename"`
	Middlename       string     `json:"middlename"`
	Surname          string     `json:"surname"`
	FullName         string     `json:"fullName" doc:"The matched name as the list writes it (an addition)"`
	DateOfBirth      *time.Time `json:"dateOfBirth"`
	YearOfBirth      *int32     `json:"yearOfBirth"`
	Gender           string     `json:"gender"`
	Nationality      string     `json:"nationality"`
	Source           string     `json:"source" doc:"The list and entity the result came from"`
	Category         string     `json:"category" doc:"PEP, or RCA for a relative or close associate"`
}

// GetPepSearches lists PEP searches.
type GetPepSearches struct {
	BaseRequest
	Request *GetPepSearchesRequest `json:"request" doc:"The request data"`
}

// GetPepSearchesRequest holds the filters, the order and the page.
type GetPepSearchesRequest struct {
	SubUserName             string     `json:"subUserName" doc:"Only searches this sub user may view"`
	ListUnresolvedSearches  *bool      `json:"listUnresolvedSearches" doc:"true: only searches with unresolved results; false: only those without"`
	ListUpdatedSearches     *bool      `json:"listUpdatedSearches" doc:"true: only searches affected by a list update; false: only those not"`
	ListExpiringSearches    *bool      `json:"listExpiringSearches" doc:"true: only monitored searches due for renewal before the 1st of next month; false: only those not"`
	ListArchivedSearches    bool       `json:"listArchivedSearches" doc:"true: archived searches instead of current ones"`
	Page                    int32      `json:"page" doc:"1-based page number (10 per page)"`
	SortOrder               string     `json:"sortOrder" doc:"Status (default), Name or Date, optionally followed by ' desc'"`
	NameSearch              string     `json:"nameSearch" doc:"Every word in the name; a quoted value as one substring"`
	NameSearchExact         bool       `json:"nameSearchExact" doc:"nameSearch is the whole name (case-insensitive)"`
	FilterNameExcludes      string     `json:"filterNameExcludes" doc:"Leave out names that contain this value"`
	FilterReference         string     `json:"filterReference" doc:"References that contain this value"`
	FilterReferenceExcludes string     `json:"filterReferenceExcludes" doc:"Leave out references that contain this value"`
	FilterPepType           string     `json:"filterPepType" doc:"day-one or monitor"`
	FilterType              string     `json:"filterType" doc:"individual or entity"`
	FilterDateFrom          *time.Time `json:"filterDateFrom" doc:"Searched on or after"`
	FilterDateTo            *time.Time `json:"filterDateTo" doc:"Searched before"`
	FilterUserName          string     `json:"filterUserName" doc:"Only searches created by this user"`
}

// GetPepSearchesData is one page of PEP searches.
type GetPepSearchesData struct {
	BaseResponse
	TotalSearchRecords int32             `json:"totalSearchRecords"`
	CurrentPageNum     int32             `json:"currentPageNum"`
	MaxPageNum         int32             `json:"maxPageNum"`
	SearchRecords      []PepSearchRecord `json:"searchRecords" dc:"item=PepSearchRecord"`
}

// GetPepSearch reads one PEP search.
type GetPepSearch struct {
	BaseRequest
	Request *GetPepSearchRequest `json:"request" doc:"The request data"`
}

// GetPepSearchRequest names the search.
type GetPepSearchRequest struct {
	SubUserName               string `json:"subUserName" doc:"Check that this sub user may view the search"`
	OnlyShowUnresolvedResults bool   `json:"onlyShowUnresolvedResults" doc:"Leave out resolved results"`
	ID                        int64  `json:"id"`
}

// GetPepSearchData is the search with its results.
type GetPepSearchData struct {
	BaseResponse
	LinkedTo     []LinkedTo       `json:"linkedTo" dc:"item=LinkedTo"`
	SearchRecord *PepSearchRecord `json:"searchRecord"`
}

// UpdatePepSearch records the decision on a PEP search or on some of its
// results.
type UpdatePepSearch struct {
	BaseRequest
	Request *UpdatePepSearchRequest `json:"request" doc:"The request data"`
}

// UpdatePepSearchRequest is the decision.
type UpdatePepSearchRequest struct {
	SubUserName        string  `json:"subUserName" doc:"Check that this sub user may view the search"`
	ID                 int64   `json:"id"`
	ClientInResults    bool    `json:"clientInResults" doc:"The client is one of the results (exactly one of the two is true)"`
	ClientNotInResults bool    `json:"clientNotInResults" doc:"The client is none of the results"`
	SearchResultIDs    []int64 `json:"searchResultIds" dc:"item=Long" doc:"Resolve only these results (default: all)"`
}

// UpdatePepSearchData is the outcome.
type UpdatePepSearchData struct {
	BaseResponse
	Success bool `json:"success" doc:"Did the request succeed"`
}

// ArchivePepSearch archives a PEP search (it is no longer monitored).
type ArchivePepSearch struct {
	BaseRequest
	Request *PepSearchIDRequest `json:"request" doc:"The request data"`
}

// PepSearchIDRequest names one PEP search.
type PepSearchIDRequest struct {
	SubUserName string `json:"subUserName" doc:"Check that this sub user may view the search"`
	ID          int64  `json:"id"`
}

// ArchivePepSearchData is the outcome.
type ArchivePepSearchData struct {
	BaseResponse
	Success bool `json:"success" doc:"Did the request succeed"`
}

// DeletePepSearch deletes a PEP search with its results and notes.
type DeletePepSearch struct {
	BaseRequest
	Request *DeletePepSearchRequest `json:"request" doc:"The request data"`
}

// DeletePepSearchRequest names the search.
type DeletePepSearchRequest struct {
	SubUserName string `json:"subUserName" doc:"Check that this sub user may view the search"`
	ID          int64  `json:"id"`
}

// DeletePepSearchData is the outcome.
type DeletePepSearchData struct {
	BaseResponse
	Success bool `json:"success" doc:"Did the request succeed"`
}

// SavePepSearch renders a PEP search as a PDF document.
type SavePepSearch struct {
	BaseRequest
	Request *SavePepSearchRequest `json:"request" doc:"The request data"`
}

// SavePepSearchRequest names the search.
type SavePepSearchRequest struct {
	SubUserName string `json:"subUserName" doc:"Keep the document in this sub user's account"`
	ID          int64  `json:"id" doc:"The search to save"`
}

// SavePepSearchData is the outcome.
type SavePepSearchData struct {
	BaseResponse
	Success    bool  `json:"success" doc:"Did the request succeed"`
	DocumentID int64 `json:"documentId" doc:"Id of the new saved document (for GetPdf); an addition to the original"`
}

// AddPepSearchNote adds a note to a PEP search.
type AddPepSearchNote struct {
	BaseRequest
	Request *AddPepSearchNoteRequest `json:"request" doc:"The request data"`
}

// AddPepSearchNoteRequest holds the note.
type AddPepSearchNoteRequest struct {
	ID          int64  `json:"id"`
	Note        string `json:"note" doc:"At most 4000 characters"`
	SubUserName string `json:"subUserName"`
}

// AddPepSearchNoteData is every note of the search.
type AddPepSearchNoteData struct {
	SearchNotesData
	// TotalNotes: Notes holds the newest notes only, as AddSearchNote.
	TotalNotes int32 `json:"totalNotes" doc:"How many notes the search has; notes holds the newest (at most 50), oldest first"`
}

// GetPepSearchNotes reads the notes of a PEP search.
type GetPepSearchNotes struct {
	BaseRequest
	Request *GetPepSearchNotesRequest `json:"request" doc:"The request data"`
}

// GetPepSearchNotesRequest names the search.
type GetPepSearchNotesRequest struct {
	ID          int64  `json:"id"`
	SubUserName string `json:"subUserName"`
}

// GetPepSearchNotesData is every note of the search.
type GetPepSearchNotesData struct{ SearchNotesData }

// CountUpdatedPepSearches counts PEP searches affected by list updates.
type CountUpdatedPepSearches struct {
	BaseRequest
	Request *CountUpdatedPepSearchesRequest `json:"request" doc:"The request data"`
}

// CountUpdatedPepSearchesRequest holds the operation's fields.
type CountUpdatedPepSearchesRequest struct {
	IncludeSearchesFromOtherUsers bool `json:"includeSearchesFromOtherUsers" doc:"Also count searches of the other users the caller may see"`
}

// CountUpdatedPepSearchesData is the count.
type CountUpdatedPepSearchesData struct {
	BaseResponse
	NumberOfUpdatedPepSearches int64 `json:"numberOfUpdatedPepSearches"`
}

// RenewAllPepSearches renews every monitored PEP search that is due.
type RenewAllPepSearches struct {
	BaseRequest
	Request *RenewAllPepSearchesRequest `json:"request" doc:"The request data"`
}

// RenewAllPepSearchesRequest holds the renewal date.
type RenewAllPepSearchesRequest struct {
	RenewalDate *time.Time `json:"renewalDate" doc:"Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)"`
}

// RenewAllPepSearchesData is the outcome.
type RenewAllPepSearchesData struct {
	BaseResponse
	Count       int32   `json:"count" doc:"Searches renewed"`
	TotalCost   Decimal `json:"totalCost" doc:"Cost debited, in the account's currency"`
	RenewalDate string  `json:"renewalDate" doc:"The effective renewal date, yyyy-MM-dd"`
}

// CostRenewAllPepSearches prices renewing every PEP search that is due.
type CostRenewAllPepSearches struct {
	BaseRequest
	Request *CostRenewAllPepSearchesRequest `json:"request" doc:"The request data"`
}

// CostRenewAllPepSearchesRequest holds the renewal date.
type CostRenewAllPepSearchesRequest struct {
	RenewalDate *time.Time `json:"renewalDate" doc:"Price searches due on or before this date (default: the 1st of next month)"`
}

// CostRenewAllPepSearchesData is the price.
type CostRenewAllPepSearchesData struct {
	BaseResponse
	Count       int32   `json:"count" doc:"Searches that would be renewed"`
	TotalCost   Decimal `json:"totalCost" doc:"Cost of renewing them"`
	RenewalDate string  `json:"renewalDate" doc:"The effective renewal date, yyyy-MM-dd"`
	CanAfford   bool    `json:"canAfford" doc:"Total cost is covered by the balance"`
}

// PepFilter selects a page of PEP searches (GetPepSearches).
type PepFilter struct {
	Scope Scope
	// Unresolved, Updated, Expiring: nil = any, else that state only.
	Unresolved, Updated, Expiring *bool
	// ExpiringBy is the due-by instant of Expiring.
	ExpiringBy time.Time
	Archived   bool
	// NameWords must each appear in the name; NamePhrase as one substring;
	// NameExact is the whole name (all case-insensitive; at most one set).
	NameWords        []string
	NamePhrase       string
	NameExact        string
	NameExcludes     string
	Reference        string
	ReferenceExclude string
	DayOne           *bool // FilterPepType: true day-one, false monitor
	Type             string
	DateFrom, DateTo *time.Time
	CreatedBy        string
	Sort             ListSort
	Limit, Offset    int
}

// PepSearch is a stored PEP search with its owner.
type PepSearch struct {
	Owner  string
	Record PepSearchRecord
}

// PepDecision is UpdatePepSearch's decision on a search or some results.
type PepDecision struct {
	ClientInResults bool
	// ResultIDs limits the decision to these results; nil resolves all.
	ResultIDs []int64
	At        time.Time
}

// NewPepSearch is a screened PEP search to store (AddPepSearch).
type NewPepSearch struct {
	AccountID    int64
	Owner        string
	Criteria     SearchCriteria
	Type         string // individual or entity
	DayOne       bool
	DateSearched time.Time
	// RenewalDate is when a monitored search is next due (unused for a
	// day-one search).
	RenewalDate time.Time
	// Results are the matches (their ids are assigned by the store).
	Results []PepSearchResult
	// Keys holds the matched entity's key in the PEP list for each of
	// Results (same order and length; monitoring supersedes a result
	// when a list version changes or removes its entity). Nil for
	// results not from the engine.
	Keys []string
	// ListVersion is the PEP list version searched (list_versions id; 0
	// unknown).
	ListVersion int64
}

// PepResultsUpdate is what one PEP list version changed for one stored
// PEP search (monitoring).
type PepResultsUpdate struct {
	SearchID   int64
	Version    int64 // the list version
	At         time.Time
	Superseded []string          // entity keys whose current results the version changed or removed
	Added      []PepSearchResult // new results (stored unresolved)
	AddedKeys  []string          // their entity keys (same order and length)
}

// PepSearchStore persists the PEP search records (issue 13).
type PepSearchStore interface {
	// CreatePepSearch stores a new search with its results and debits the
	// account's PEP price, in one transaction; it returns the new id and
	// the balance after. When the balance does not cover the price nothing
	// is written and ErrInsufficientCredit is returned with the price
	// (Cost) and the unchanged balance.
	CreatePepSearch(ctx context.Context, n NewPepSearch) (int64, PepRenewal, error)
	// ListPepSearches returns one page (without results) and the total.
	ListPepSearches(ctx context.Context, f PepFilter) ([]PepSearchRecord, int, error)
	// PepSearch returns a search in scope with its results (by id), or
	// ErrNotFound.
	PepSearch(ctx context.Context, s Scope, id int64) (PepSearch, error)
	// PepSearchNotes returns the notes of a search in scope, oldest first.
	PepSearchNotes(ctx context.Context, s Scope, id int64) ([]SearchNote, error)
	// AddPepSearchNote is AddSearchNote for a PEP search (the notes quota,
	// the newest lim.Newest notes and the total, in one transaction).
	AddPepSearchNote(ctx context.Context, s Scope, id int64, n SearchNote, lim NoteLimits) (notes []SearchNote, total int, err error)
	// DecidePepSearch records the decision and resolves the results it
	// names (all when d.ResultIDs is nil; ids of other searches are
	// ignored) in one transaction; it clears affectedByUpdate.
	DecidePepSearch(ctx context.Context, s Scope, id int64, d PepDecision) error
	// ArchivePepSearch archives a search in scope (idempotent; the first
	// archive date is kept).
	ArchivePepSearch(ctx context.Context, s Scope, id int64, at time.Time) error
	// DeletePepSearch deletes a search in scope with its results and notes.
	DeletePepSearch(ctx context.Context, s Scope, id int64) error
	// CountUpdatedPepSearches counts non-archived searches in scope with
	// affectedByUpdate.
	CountUpdatedPepSearches(ctx context.Context, s Scope) (int64, error)
	// QuoteAllPepRenewal and RenewAllPepSearches are QuotePepRenewal and
	// RenewPepSearches over every monitored search in scope that is due.
	QuoteAllPepRenewal(ctx context.Context, s Scope, dueBy time.Time) (PepRenewal, error)
	RenewAllPepSearches(ctx context.Context, s Scope, dueBy time.Time) (PepRenewal, error)
	// MonitoredPepSearches calls fn with each monitored PEP search —
	// not archived, not day-one, renewal date on or after at — ordered by
	// id, with the keys among changed of its current (not superseded)
	// results. An error from fn stops the walk and is returned.
	MonitoredPepSearches(ctx context.Context, at time.Time, changed []string, fn func(MonitoredSearch) error) error
	// UpdatePepSearchResults records in one transaction what a PEP list
	// version changed for each search of us: affectedByUpdate and
	// dateUpdated set, the current results of the Superseded keys marked
	// superseded by u.Version (kept), the Added results stored unresolved
	// (counts follow). A search that is gone is skipped (the others are
	// recorded) and ErrNotFound returned.
	UpdatePepSearchResults(ctx context.Context, us ...PepResultsUpdate) error
	// PepSearchVersions returns the PEP list version a search in scope
	// was screened against (0: unknown, e.g. demo data) and the versions
	// that superseded any of its results, ascending; ErrNotFound if not
	// in scope.
	PepSearchVersions(ctx context.Context, s Scope, id int64) (searched int64, updates []int64, err error)
}
