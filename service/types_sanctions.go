package service

import "time"

// --- Sanctions wire types -------------------------------------------------

// CountUnresolvedSearches counts the caller's unresolved sanctions searches.
type CountUnresolvedSearches struct {
	BaseRequest
	Request *CountUnresolvedSearchesRequest `json:"request" doc:"The request data"`
}

// CountUnresolvedSearchesRequest holds CountUnresolvedSearches' fields.
type CountUnresolvedSearchesRequest struct {
	IncludeSearchesFromOtherUsers bool `json:"includeSearchesFromOtherUsers" doc:"Also count searches of the other users the caller may see"`
}

// CountUnresolvedSearchesData is the reply of CountUnresolvedSearches.
type CountUnresolvedSearchesData struct {
	BaseResponse
	NumberOfUnresolvedSearches int64 `json:"numberOfUnresolvedSearches" doc:"Unresolved sanctions searches"`
}

// CountUpdatedSearches counts the caller's sanctions searches that a list
// update affected (affectedByUpdate).
type CountUpdatedSearches struct {
	BaseRequest
	Request *CountUpdatedSearchesRequest `json:"request" doc:"The request data"`
}

// CountUpdatedSearchesRequest holds CountUpdatedSearches' fields.
type CountUpdatedSearchesRequest struct {
	IncludeSearchesFromOtherUsers bool `json:"includeSearchesFromOtherUsers" doc:"Also count searches of the other users the caller may see"`
}

// CountUpdatedSearchesData is the reply of CountUpdatedSearches.
type CountUpdatedSearchesData struct {
	BaseResponse
	NumberOfUpdatedSearches int64 `json:"numberOfUpdatedSearches" doc:"Non-archived sanctions searches affected by a list update"`
}

// GetSearch fetches one sanctions search with its results.
type GetSearch struct {
	BaseRequest
	Request *GetSearchRequest `json:"request" doc:"The request data"`
}

// GetSearchRequest holds GetSearch's fields.
type GetSearchRequest struct {
	ID                        int64  `json:"id" doc:"The search id"`
	OnlyShowUnresolvedResults bool   `json:"onlyShowUnresolvedResults" doc:"true leaves out resolved results"`
	SubUserName               string `json:"subUserName" doc:"Checks that this sub user may view the search"`
}

// GetSearchData is the reply of GetSearch.
type GetSearchData struct {
	BaseResponse
	LinkedTo     []LinkedTo    `json:"linkedTo" doc:"Records the search is linked to"`
	SearchRecord *SearchRecord `json:"searchRecord" doc:"The search with its results"`
}

// LinkedTo is a record a search is linked to.
type LinkedTo struct {
	ClientID    *int32     `json:"clientId"`
	ID          *int64     `json:"id"`
	Type        string     `json:"type"`
	Subtype     string     `json:"subtype"`
	Status      string     `json:"status"`
	Description string     `json:"description"`
	IsArchived  *bool      `json:"isArchived"`
	Name        string     `json:"name"`
	Date        *time.Time `json:"date"`
}

// SearchRecord is a sanctions search with its criteria and results.
type SearchRecord struct {
	ID                 int64               `json:"id"`
	SearchType         string              `json:"searchType" doc:"individual or entity"`
	DateSearched       time.Time           `json:"dateSearched"`
	DateUpdated        time.Time           `json:"dateUpdated"`
	DateArchived       *time.Time          `json:"dateArchived"`
	IsArchived         bool                `json:"isArchived"`
	NumOfResults       int32               `json:"numOfResults"`
	ClientInResults    bool                `json:"clientInResults"`
	ClientNotInResults bool                `json:"clientNotInResults"`
	AffectedByUpdate   bool                `json:"affectedByUpdate"`
	SearchCriteria     *SearchCriteria     `json:"searchCriteria"`
	SearchResults      *SearchResults      `json:"searchResults" doc:"Results per list (deprecated form)"`
	SearchSources      []SearchSource      `json:"searchSources"`
	ListSearchResults  []SearchResultEntry `json:"listSearchResults" dc:"item=SearchResultEntry"`
}

// SearchCriteria is what was searched for.
type SearchCriteria struct {
	Name        string `json:"name"`
	Address     string `json:"address"`
	Country     string `json:"country"`
	DateOfBirth string `json:"dateOfBirth"`
	Nationality string `json:"nationality"`
	Reference   string `json:"reference"`
}

// SearchSource is a list the search ran against.
type SearchSource struct {
	ListID                 string `json:"listId"`
	ListName               string `json:"listName"`
	ListShortName          string `json:"listShortName"`
	IsAffectedByListUpdate *bool  `json:"isAffectedByListUpdate"`
}

// SearchResults holds the results per list (the deprecated per-list form).
type SearchResults struct {
	EuResults               []SearchResultEu              `json:"euResults"`
	HmtResults              []SearchResultHmTreasury      `json:"hmtResults"`
	HmtUkraineResults       []SearchResultHmTreasury      `json:"hmtUkraineResults"`
	OfacResults             []SearchResultOfac            `json:"ofacResults"`
	OfacConsolidatedResults []SearchResultOfac            `json:"ofacConsolidatedResults"`
	DfatResults             []SearchResultDfat            `json:"dfatResults"`
	OsfiResults             []SearchResultOsfi            `json:"osfiResults"`
	CanadianJusticeResults  []SearchResultCanadianJustice `json:"canadianJusticeResults"`
	CanadianSemaResults     []SearchResultCanadianSema    `json:"canadianSemaResults"`
	SwissSecoResults        []SearchResultEntry           `json:"swissSecoResults"`
}

// SearchResultBase holds the members every list-specific result has.
type SearchResultBase struct {
	ResultStrength   int32     `json:"resultStrength"`
	ResultSimilarity Decimal   `json:"resultSimilarity"`
	ResultResolved   bool      `json:"resultResolved"`
	ResultType       string    `json:"resultType"`
	DateUpdated      time.Time `json:"dateUpdated"`
}

// SearchResultEu is a result from the EU list.
type SearchResultEu struct {
	SearchResultBase
	Addresses    []EuAddress     `json:"addresses"`
	Births       []EuBirth       `json:"births"`
	Citizenships []EuCitizenship `json:"citizenships"`
	Names        []EuName        `json:"names"`
	Passports    []EuPassport    `json:"passports"`
}

// EuAddress is an address of an EU list entry.
type EuAddress struct {
	Street   string `json:"street"`
	City     string `json:"city"`
	Country  string `json:"country"`
	PostCode string `json:"postCode"`
	Other    string `json:"other"`
}

// EuBirth is a birth record of an EU list entry.
type EuBirth struct {
	Date    string `json:"date"`
	Place   string `json:"place"`
	Country string `json:"country"`
}

// EuCitizenship is a citizenship of an EU list entry.
type EuCitizenship struct {
	Country string `json:"country"`
}

// EuName is a name of an EU list entry.
type EuName struct {
	FullName string `json:"fullName"`
	Gender   string `json:"gender"`
}

// EuPassport is a passport of an EU list entry.
type EuPassport struct {
	Number  string `json:"number"`
	Country string `json:"country"`
}

// SearchResultHmTreasury is a result from an HM Treasury list.
type SearchResultHmTreasury struct {
	SearchResultBase
	DateListed     time.Time `json:"dateListed"`
	Name1          string    `json:"name1"`
	Name2          string    `json:"name2"`
	Name3          string    `json:"name3"`
	Name4          string    `json:"name4"`
	Name5          string    `json:"name5"`
	Name6          string    `json:"name6"`
	DateOfBirth    string    `json:"dateOfBirth"`
	CountryOfBirth string    `json:"countryOfBirth"`
	Nationality    string    `json:"nationality"`
	Address1       string    `json:"address1"`
	Address2       string    `json:"address2"`
	Address3       string    `json:"address3"`
	Address4       string    `json:"address4"`
	Address5       string    `json:"address5"`
	Address6       string    `json:"address6"`
	PostCode       string    `json:"postCode"`
	Country        string    `json:"country"`
}

// SearchResultOfac is a result from an OFAC list.
type SearchResultOfac struct {
	SearchResultBase
	FirstName     string             `json:"firstName"`
	LastName      string             `json:"lastName"`
	Addresses     []OfacAddress      `json:"addresses"`
	Akas          []OfacAka          `json:"akas"`
	DateOfBirths  []OfacDateOfBirth  `json:"dateOfBirths"`
	Nationalities []OfacNationality  `json:"nationalities"`
	PlaceOfBirths []OfacPlaceOfBirth `json:"placeOfBirths"`
}

// OfacAddress is an address of an OFAC entry.
type OfacAddress struct {
	Address1 string `json:"address1"`
	Address2 string `json:"address2"`
	Address3 string `json:"address3"`
	City     string `json:"city"`
	State    string `json:"state"`
	PostCode string `json:"postCode"`
	Country  string `json:"country"`
}

// OfacAka is an alias of an OFAC entry.
type OfacAka struct {
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Type      string `json:"type"`
	Strength  string `json:"strength"`
}

// OfacDateOfBirth is a date of birth of an OFAC entry.
type OfacDateOfBirth struct {
	DateOfBirth string `json:"dateOfBirth"`
}

// OfacNationality is a nationality of an OFAC entry.
type OfacNationality struct {
	Country string `json:"country"`
}

// OfacPlaceOfBirth is a place of birth of an OFAC entry.
type OfacPlaceOfBirth struct {
	PlaceOfBirth string `json:"placeOfBirth"`
}

// SearchResultDfat is a result from the Australian DFAT list.
type SearchResultDfat struct {
	SearchResultBase
	FullName     string `json:"fullName"`
	Address      string `json:"address"`
	DateOfBirth  string `json:"dateOfBirth"`
	PlaceOfBirth string `json:"placeOfBirth"`
	Nationality  string `json:"nationality"`
}

// SearchResultOsfi is a result from the Canadian OSFI list.
type SearchResultOsfi struct {
	SearchResultBase
	FullName     string `json:"fullName"`
	Address      string `json:"address"`
	DateOfBirth  string `json:"dateOfBirth"`
	PlaceOfBirth string `json:"placeOfBirth"`
	Nationality  string `json:"nationality"`
}

// SearchResultCanadianJustice is a result from the Canadian Justice list.
type SearchResultCanadianJustice struct {
	SearchResultBase
	Name        string `json:"name"`
	DateOfBirth string `json:"dateOfBirth"`
	Country     string `json:"country"`
	RefID       int32  `json:"refId"`
}

// SearchResultCanadianSema is a result from the Canadian SEMA list.
type SearchResultCanadianSema struct {
	SearchResultBase
	Name        string `json:"name"`
	DateOfBirth string `json:"dateOfBirth"`
	Country     string `json:"country"`
	Schedule    string `json:"schedule"`
	Item        string `json:"item"`
}

// SearchResultEntry is one result in the unified list form.
type SearchResultEntry struct {
	SearchResultID    int64                      `json:"searchResultId"`
	ResultStrength    int32                      `json:"resultStrength"`
	ResultSimilarity  Decimal                    `json:"resultSimilarity"`
	ResultResolved    bool                       `json:"resultResolved"`
	ResultType        string                     `json:"resultType"`
	DateUpdated       *time.Time                 `json:"dateUpdated"`
	SanctionsListID   string                     `json:"sanctionsListId"`
	SanctionsListName string                     `json:"sanctionsListName"`
	Addresses         []SearchResultAddress      `json:"addresses"`
	DatesOfBirth      []SearchResultDateOfBirth  `json:"datesOfBirth"`
	Names             []SearchResultName         `json:"names"`
	Nationalities     []SearchResultNationality  `json:"nationalities"`
	PlacesOfBirth     []SearchResultPlaceOfBirth `json:"placesOfBirth"`
	Remarks           []SearchResultRemark       `json:"remarks"`
}

// SearchResultAddress is an address of a result.
type SearchResultAddress struct {
	SearchResultAddressID int64  `json:"searchResultAddressId"`
	Type                  string `json:"type"`
	Address1              string `json:"address1"`
	Address2              string `json:"address2"`
	Address3              string `json:"address3"`
	City                  string `json:"city"`
	County                string `json:"county"`
	PostCode              string `json:"postCode"`
	Country               string `json:"country"`
}

// SearchResultDateOfBirth is a date of birth of a result.
type SearchResultDateOfBirth struct {
	SearchResultDateOfBirthID int64  `json:"searchResultDateOfBirthId"`
	DateOfBirth               string `json:"dateOfBirth"`
	Year                      *int16 `json:"year"`
	Month                     *uint8 `json:"month"`
	Day                       *uint8 `json:"day"`
	Type                      string `json:"type"`
}

// SearchResultName is a name of a result.
type SearchResultName struct {
	SearchResultNameID int64   `json:"searchResultNameId"`
	Type               string  `json:"type" doc:"primary, alias, alias-strong, alias-weak, ..."`
	Title              string  `json:"title"`
	FullName           string  `json:"fullName"`
	ResultSimilarity   Decimal `json:"resultSimilarity"`
}

// SearchResultNationality is a nationality of a result.
type SearchResultNationality struct {
	SearchResultNationalityID int64  `json:"searchResultNationalityId"`
	Nationality               string `json:"nationality"`
}

// SearchResultPlaceOfBirth is a place of birth of a result.
type SearchResultPlaceOfBirth struct {
	SearchResultPlaceOfBirthID int64  `json:"searchResultPlaceOfBirthId"`
	PlaceOfBirth               string `json:"placeOfBirth"`
	CountryOfBirth             string `json:"countryOfBirth"`
}

// SearchResultRemark is a remark of a result.
type SearchResultRemark struct {
	SearchResultRemarkID int64  `json:"searchResultRemarkId"`
	Name                 string `json:"name"`
	Description          string `json:"description"`
}

// GetSearchNotes reads the notes of a sanctions search.
type GetSearchNotes struct {
	BaseRequest
	Request *GetSearchNotesRequest `json:"request" doc:"The request data"`
}

// GetSearchNotesRequest holds GetSearchNotes' fields.
type GetSearchNotesRequest struct {
	ID          int64  `json:"id" doc:"The search id"`
	SubUserName string `json:"subUserName" doc:"Only if this sub user may view the search"`
}

// SearchNotesData is the reply of GetSearchNotes and AddSearchNote.
type SearchNotesData struct {
	BaseResponse
	Success bool         `json:"success" doc:"Did the request succeed"`
	Notes   []SearchNote `json:"notes" dc:"item=Note,list=ArrayOfSearchNote" doc:"The notes, oldest first"`
	ID      int64        `json:"id" doc:"The search id"`
}

// GetSearchNotesData is the reply of GetSearchNotes.
type GetSearchNotesData struct{ SearchNotesData }

// SearchNote is one note on a search.
type SearchNote struct {
	Name    string    `json:"name" doc:"User name of the author"`
	Date    time.Time `json:"date"`
	Content string    `json:"content"`
}

// AddSearchNote adds a note to a sanctions search.
type AddSearchNote struct {
	BaseRequest
	Request *AddSearchNoteRequest `json:"request" doc:"The request data"`
}

// AddSearchNoteRequest holds AddSearchNote's fields.
type AddSearchNoteRequest struct {
	ID          int64  `json:"id" dc:"required" doc:"The search id"`
	Note        string `json:"note" dc:"required" doc:"The note (1-4000 characters)"`
	SubUserName string `json:"subUserName" doc:"Only if this sub user may view the search"`
}

// AddSearchNoteData is the reply of AddSearchNote.
type AddSearchNoteData struct {
	SearchNotesData
	// TotalNotes keeps the reply bounded: Notes holds the newest notes
	// only (see docs/choices.md), TotalNotes how many the search has.
	TotalNotes int32 `json:"totalNotes" doc:"How many notes the search has; notes holds the newest (at most 50), oldest first"`
}

// SaveSearch saves a sanctions search as a PDF document.
type SaveSearch struct {
	BaseRequest
	Request *SaveSearchRequest `json:"request" doc:"The request data"`
}

// SaveSearchRequest holds SaveSearch's fields.
type SaveSearchRequest struct {
	ID          int64  `json:"id" dc:"required" doc:"The search to save"`
	SubUserName string `json:"subUserName" doc:"Keep the saved document within this sub user's account"`
}

// SaveSearchData is the reply of SaveSearch.
type SaveSearchData struct {
	BaseResponse
	Success    bool  `json:"success" doc:"Did the request succeed"`
	DocumentID int64 `json:"documentId" doc:"Id of the new saved document (for GetPdf); an addition to the original"`
}

// ArchiveSearch archives a sanctions search.
type ArchiveSearch struct {
	BaseRequest
	Request *ArchiveSearchRequest `json:"request" doc:"The request data"`
}

// ArchiveSearchRequest holds ArchiveSearch's fields.
type ArchiveSearchRequest struct {
	ID          int64  `json:"id" dc:"required" doc:"The search to archive"`
	SubUserName string `json:"subUserName" doc:"Only if this sub user may view the search"`
}

// ArchiveSearchData is the reply of ArchiveSearch.
type ArchiveSearchData struct {
	BaseResponse
	Success bool `json:"success" doc:"Did the request succeed"`
}

// AddSearch screens a person or an organisation against the sanctions
// lists and stores the search.
type AddSearch struct {
	BaseRequest
	Request *AddSearchRequest `json:"request" doc:"The request data"`
}

// AddSearchRequest holds AddSearch's fields.
type AddSearchRequest struct {
	Name          string   `json:"name" dc:"required" doc:"Name to screen (max 250; individuals: at least two names, none of one letter)"`
	Address       string   `json:"address" doc:"Address (max 250)"`
	Country       string   `json:"country" doc:"Country of residence: ISO 3166-1 alpha-2 code or name (adjusts resultStrength)"`
	DateOfBirth   string   `json:"dateOfBirth" doc:"Date of birth, DD/MM/YYYY (adjusts resultStrength)"`
	Nationality   string   `json:"nationality" doc:"Nationality: code or name (adjusts resultStrength)"`
	Reference     string   `json:"reference" doc:"Your reference (max 250)"`
	Type          string   `json:"type" dc:"required" doc:"individual or entity"`
	SelectedLists []string `json:"selectedLists" dc:"required,item=ListId,list=ArrayOfListId" doc:"List ids to search (HMTSL, OFACL, EUL, ...) or ALL"`
	// ExcludeResults leaves the results out of the reply (they are stored).
	ExcludeResults bool   `json:"excludeResults" doc:"true leaves the results out of the reply (they are stored and shown by GetSearch)"`
	SubUserName    string `json:"subUserName" doc:"Store the search as this sub user's (admin only)"`
}

// AddSearchData is the reply of AddSearch.
type AddSearchData struct {
	BaseResponse
	SearchRecord            *SearchRecord `json:"searchRecord" doc:"The new search with its results"`
	IncludesPepSearchRecord bool          `json:"includesPepSearchRecord" doc:"Always false: AddSearch performs no PEP search (AddPepSearch does)"`
}

// GetSearches lists sanctions searches (without their results).
type GetSearches struct {
	BaseRequest
	Request *GetSearchesRequest `json:"request" doc:"The request data"`
}

// GetSearchesRequest holds the filters, the order and the page (the
// original's fields; GetPepSearches adds the PEP-only ones).
type GetSearchesRequest struct {
	SubUserName            string     `json:"subUserName" doc:"Only searches this sub user may view"`
	ListUnresolvedSearches *bool      `json:"listUnresolvedSearches" doc:"true: only searches with unresolved results; false: only those without"`
	ListUpdatedSearches    *bool      `json:"listUpdatedSearches" doc:"true: only searches affected by a list update; false: only those not"`
	ListArchivedSearches   bool       `json:"listArchivedSearches" doc:"true: archived searches instead of current ones"`
	Page                   int32      `json:"page" doc:"1-based page number (25 per page)"`
	SortOrder              string     `json:"sortOrder" doc:"Status (default), Name or Date, optionally followed by ' desc'"`
	NameSearch             string     `json:"nameSearch" doc:"Every word in the name; a quoted value as one substring"`
	NameSearchExact        bool       `json:"nameSearchExact" doc:"nameSearch is the whole name (case-insensitive)"`
	FilterReference        string     `json:"filterReference" doc:"References that contain this value"`
	FilterType             string     `json:"filterType" doc:"individual or entity"`
	FilterDateFrom         *time.Time `json:"filterDateFrom" doc:"Searched on or after"`
	FilterDateTo           *time.Time `json:"filterDateTo" doc:"Searched before"`
	FilterUserName         string     `json:"filterUserName" doc:"Only searches created by this user"`
}

// GetSearchesData is one page of sanctions searches.
type GetSearchesData struct {
	BaseResponse
	TotalSearchRecords int32          `json:"totalSearchRecords"`
	CurrentPageNum     int32          `json:"currentPageNum"`
	MaxPageNum         int32          `json:"maxPageNum"`
	SearchRecords      []SearchRecord `json:"searchRecords" dc:"item=SearchRecord,list=ArrayOfSanctionsSearchRecord" doc:"The searches with their sources; results are left out (GetSearch shows them)"`
}

// UpdateSearch records the decision on a sanctions search or on some of
// its results.
type UpdateSearch struct {
	BaseRequest
	Request *UpdateSearchRequest `json:"request" doc:"The request data"`
}

// UpdateSearchRequest is the decision.
type UpdateSearchRequest struct {
	SubUserName        string  `json:"subUserName" doc:"Check that this sub user may view the search"`
	ID                 int64   `json:"id" dc:"required"`
	ClientInResults    bool    `json:"clientInResults" doc:"The client is one of the results (exactly one of the two is true)"`
	ClientNotInResults bool    `json:"clientNotInResults" doc:"The client is none of the results"`
	SearchResultIDs    []int64 `json:"searchResultIds" dc:"item=Long" doc:"Resolve only these results (default: all)"`
}

// UpdateSearchData is the outcome.
type UpdateSearchData struct {
	BaseResponse
	Success bool `json:"success" doc:"Did the request succeed"`
}

// DeleteSearch deletes a sanctions search with its results and notes.
type DeleteSearch struct {
	BaseRequest
	Request *DeleteSearchRequest `json:"request" doc:"The request data"`
}

// DeleteSearchRequest names the search.
type DeleteSearchRequest struct {
	SubUserName string `json:"subUserName" doc:"Check that this sub user may view the search"`
	ID          int64  `json:"id" dc:"required"`
}

// DeleteSearchData is the outcome.
type DeleteSearchData struct {
	BaseResponse
	Success bool `json:"success" doc:"Did the request succeed"`
}

// SearchFilter selects a page of sanctions searches (GetSearches).
type SearchFilter struct {
	Scope Scope
	// Unresolved, Updated: nil = any, else that state only.
	Unresolved, Updated *bool
	Archived            bool
	Name                NameMatch
	Reference           string // contains, case-insensitive
	Type                string
	DateFrom, DateTo    *time.Time
	CreatedBy           string
	Sort                ListSort
	Limit, Offset       int
}

// NameMatch is a nameSearch: every word must appear in the name, or
// Phrase as one substring, or Exact the whole name (all case-insensitive;
// at most one set).
type NameMatch struct {
	Words  []string
	Phrase string
	Exact  string
}
