package service

import "time"

// --- PEP -----------------------------------------------------------------

// CountUnresolvedPepSearches counts the caller's unresolved PEP searches.
type CountUnresolvedPepSearches struct {
	BaseRequest
	Request *CountUnresolvedPepSearchesRequest `json:"request" doc:"The request data"`
}

// CountUnresolvedPepSearchesRequest holds the operation's fields.
type CountUnresolvedPepSearchesRequest struct {
	IncludeSearchesFromOtherUsers bool `json:"includeSearchesFromOtherUsers" doc:"Also count searches of the other users the caller may see"`
}

// CountUnresolvedPepSearchesData is the reply.
type CountUnresolvedPepSearchesData struct {
	BaseResponse
	NumberOfUnresolvedPepSearches int64 `json:"numberOfUnresolvedPepSearches" doc:"Unresolved PEP searches"`
}

// RenewPepSearches renews the selected PEP searches that are due.
type RenewPepSearches struct {
	BaseRequest
	Request *RenewPepSearchesRequest `json:"request" doc:"The request data"`
}

// RenewPepSearchesRequest holds the ids to renew and the renewal date.
type RenewPepSearchesRequest struct {
	IDs         []int64    `json:"ids" dc:"item=Long" doc:"PEP search ids (fewer than 500)"`
	DateRenewal *time.Time `json:"dateRenewal" doc:"Renew searches due on or before this date (default: the 1st of next month; less than 6 months ahead)"`
}

// RenewPepSearchesData is the reply of RenewPepSearches.
type RenewPepSearchesData struct {
	BaseResponse
	Count     int32   `json:"count" doc:"Searches renewed"`
	TotalCost Decimal `json:"totalCost" doc:"Cost debited, in the account's currency"`
	FailedIDs []int64 `json:"failedIds" doc:"Ids not found, not visible or not due"`
}

// CostRenewPepSearches prices renewing the selected PEP searches.
type CostRenewPepSearches struct {
	BaseRequest
	Request *CostRenewPepSearchesRequest `json:"request" doc:"The request data"`
}

// CostRenewPepSearchesRequest holds the ids to price and the renewal date.
type CostRenewPepSearchesRequest struct {
	IDs         []int64    `json:"ids" dc:"item=Long" doc:"PEP search ids (fewer than 500)"`
	DateRenewal *time.Time `json:"dateRenewal" doc:"Price searches due on or before this date (default: the 1st of next month)"`
}

// CostRenewPepSearchesData is the reply of CostRenewPepSearches.
type CostRenewPepSearchesData struct {
	BaseResponse
	Count       int32   `json:"count" doc:"Searches that would be renewed"`
	TotalCost   Decimal `json:"totalCost" doc:"Cost of renewing them"`
	RenewalDate string  `json:"renewalDate" doc:"The effective renewal date, yyyy-MM-dd"`
	CanAfford   bool    `json:"canAfford" doc:"Total cost is covered by the balance"`
	FailedIDs   []int64 `json:"failedIds" doc:"Ids not found, not visible or not due"`
}

// --- DBS -----------------------------------------------------------------

// PagedRequest is the base of JSON:API-style paged requests.
type PagedRequest struct {
	BaseRequest
	PageLimit  int32  `json:"page[limit]" xml:"page[limit]" doc:"Maximum records per page (1-500, default 25)"`
	PageOffset int32  `json:"page[offset]" xml:"page[offset]" doc:"Zero-based start"`
	Sort       string `json:"sort" doc:"status (default), name, date, dateUpdated or reference; prefix - for descending"`
}

// GetDbsSearches lists DBS searches with paging and filters.
type GetDbsSearches struct {
	PagedRequest
	Name                     string     `json:"name" doc:"Names that include this value"`
	DateFrom                 *time.Time `json:"dateFrom" doc:"Created on or after"`
	DateTo                   *time.Time `json:"dateTo" doc:"Created before"`
	IsApplicantInfoCompleted *bool      `json:"isApplicantInfoCompleted" doc:"true, false, or null for either"`
	IsIDCheckCompleted       *bool      `json:"isIdCheckCompleted" xml:"IsIdCheckCompleted" doc:"true, false, or null for either"`
	IsApplicationCompleted   *bool      `json:"isApplicationCompleted" doc:"true, false, or null for either"`
	IsApplicationSubmitted   *bool      `json:"isApplicationSubmitted" doc:"true, false, or null for either"`
	IsApplicationDisclosed   *bool      `json:"isApplicationDisclosed" doc:"true, false, or null for either"`
	SubUserName              string     `json:"subUserName" doc:"Only searches this sub user may view"`
}

// GetDbsSearchesData is the reply of GetDbsSearches.
type GetDbsSearchesData struct {
	BaseResponse
	Searches []DbsSearchShort `json:"searches" dc:"item=SearchRecord" doc:"The page of searches"`
	Meta     *PageMeta        `json:"meta" doc:"Paging metadata"`
}

// PageMeta is the paging metadata of JSON:API-style lists.
type PageMeta struct {
	Links      *PageLinks `json:"links"`
	TotalCount *int32     `json:"totalCount" doc:"Total records for the query"`
	PageLimit  *int32     `json:"pageLimit" doc:"Maximum records in one page"`
	PageOffset *int32     `json:"pageOffset" doc:"Zero-based start position"`
}

// PageLinks are absolute links to pages of the same query.
type PageLinks struct {
	Self  string `json:"self"`
	First string `json:"first"`
	Last  string `json:"last"`
	Next  string `json:"next"`
	Prev  string `json:"prev"`
}

// DbsSearchShort is one DBS search in a list.
type DbsSearchShort struct {
	ID                       int64     `json:"id"`
	DateSearched             time.Time `json:"dateSearched"`
	DateUpdated              time.Time `json:"dateUpdated"`
	Status                   string    `json:"status"`
	DisclosureStatus         string    `json:"disclosureStatus"`
	IsApplicantInfoCompleted bool      `json:"isApplicantInfoCompleted" doc:"Applicant has provided their information"`
	IsIDCheckCompleted       bool      `json:"isIdCheckCompleted" xml:"IsIdCheckCompleted" doc:"The ID checker has verified the applicant's ID"`
	IsApplicationCompleted   bool      `json:"isApplicationCompleted" doc:"The application is complete and ready to submit"`
	IsApplicationSubmitted   bool      `json:"isApplicationSubmitted" doc:"The application has been submitted"`
	IsApplicationDisclosed   bool      `json:"isApplicationDisclosed" doc:"The application has been disclosed"`
	DisclosureLevel          string    `json:"disclosureLevel" doc:"Basic or Standard"`
	Name                     string    `json:"name"`
	Reference                string    `json:"reference"`
	IsDbsDueRenewal          bool      `json:"isDbsDueRenewal"`
}

// --- ValidID -------------------------------------------------------------

// GetValidIds lists ValidID searches, ten per page.
type GetValidIds struct {
	BaseRequest
	Request *GetValidIdsRequest `json:"request" doc:"The request data"`
}

// GetValidIdsRequest holds GetValidIds' filters.
type GetValidIdsRequest struct {
	SubUserName     string     `json:"subUserName" doc:"Only searches this sub user may view"`
	Page            int32      `json:"page" doc:"1-based page number (10 per page)"`
	SortOrder       string     `json:"sortOrder" doc:"Status (default), Name or Date, optionally followed by ' desc'"`
	NameSearch      string     `json:"nameSearch" doc:"Names that include every word of this value"`
	FilterReference string     `json:"filterReference" doc:"References that include this value"`
	FilterType      string     `json:"filterType" doc:"ValidID type: 1-6 or its name (Basic, Enhanced, ...)"`
	FilterDateFrom  *time.Time `json:"filterDateFrom" doc:"Searched on or after"`
	FilterDateTo    *time.Time `json:"filterDateTo" doc:"Searched before"`
	FilterUserName  string     `json:"filterUserName" doc:"Only searches created by this user"`
}

// GetValidIdsData is the reply of GetValidIds.
type GetValidIdsData struct {
	BaseResponse
	TotalSearchRecords int32             `json:"totalSearchRecords"`
	CurrentPageNum     int32             `json:"currentPageNum"`
	MaxPageNum         int32             `json:"maxPageNum"`
	SearchRecords      []ValidIdListItem `json:"searchRecords"`
}

// ValidIdListItem is one ValidID search in a list.
type ValidIdListItem struct {
	ID                  int32                  `json:"id"`
	Type                int32                  `json:"type" doc:"1 Basic, 2 Enhanced, 3 Age Verification, 4 CCJ and Insolvency, 5 Passport Validation, 6 Driving Licence Validation"`
	Score               int32                  `json:"score"`
	Status              string                 `json:"status"`
	DateSearched        time.Time              `json:"dateSearched"`
	Reference           string                 `json:"reference"`
	PepError            bool                   `json:"pepError"`
	Replaced            bool                   `json:"replaced"`
	ReplacementSearchID int32                  `json:"replacementSearchId"`
	HasCompletedRequest bool                   `json:"hasCompletedRequest"`
	HasCompletedSearch  bool                   `json:"hasCompletedSearch"`
	SearchCriteria      *ValidIdSearchCriteria `json:"searchCriteria"`
}

// ValidIdSearchCriteria is what a ValidID search checked.
type ValidIdSearchCriteria struct {
	FullName    string    `json:"fullName"`
	DateOfBirth time.Time `json:"dateOfBirth"`
	Gender      string    `json:"gender"`
	Address     string    `json:"address"`
}

// UpdateValidId records the client-in-results decision of a ValidID search.
type UpdateValidId struct {
	BaseRequest
	Request *UpdateValidIdRequest `json:"request" doc:"The request data"`
}

// UpdateValidIdRequest holds the decision.
type UpdateValidIdRequest struct {
	ID                 int32 `json:"id" dc:"required" doc:"The ValidID search id"`
	ClientInResults    bool  `json:"clientInResults" doc:"The client is in the results (exactly one of the two must be true)"`
	ClientNotInResults bool  `json:"clientNotInResults" doc:"The client is not in the results"`
}

// UpdateValidIdData is the reply of UpdateValidId.
type UpdateValidIdData struct {
	BaseResponse
	Success bool `json:"success" doc:"Did the request succeed"`
}

// --- Clients ---------------------------------------------------------------

// CountIncompleteClients counts clients still pending completion or verification.
type CountIncompleteClients struct {
	BaseRequest
	DaysIncomplete *int32       `json:"daysIncomplete" doc:"Days that must have elapsed before a client counts (default 7; 0 counts all)"`
	State          *ClientState `json:"state" doc:"PendingCompletion or PendingVerification (default: either)"`
	IsValidateMe   *bool        `json:"isValidateMe" doc:"Only clients of the ValidateMe flow (default true)"`
}

// CountIncompleteClientsData is the reply.
type CountIncompleteClientsData struct {
	BaseResponse
	NumberOfIncompleteClients int64 `json:"numberOfIncompleteClients"`
}

// GetClientDocument fetches a client's document image.
type GetClientDocument struct {
	BaseRequest
	ID       int32  `json:"id" dc:"required" doc:"The client id"`
	Original bool   `json:"original" doc:"true: the uploaded image; false: the processed one"`
	Mil      *int32 `json:"mil" doc:"Maximum length in pixels of the longest side (scaled down, never up)"`
	OcrID    *int32 `json:"ocrId" xml:"OcrId" doc:"An OCR capture of the document"`
}

// GetClientDocumentData is the reply.
type GetClientDocumentData struct {
	BaseResponse
	Base64Image string `json:"base64Image" doc:"The image (PNG), base64"`
}

// --- Bulk searches ---------------------------------------------------------

// GetBulkSearchHistory lists bulk searches.
type GetBulkSearchHistory struct {
	BaseRequest
	Request *GetBulkSearchHistoryRequest `json:"request" doc:"The request data"`
}

// GetBulkSearchHistoryRequest holds the filters and paging.
type GetBulkSearchHistoryRequest struct {
	SubUserName   string     `json:"subUserName" doc:"Only bulk searches this sub user may view"`
	Page          int32      `json:"page" doc:"1-based page number"`
	PageSize      int32      `json:"pageSize" doc:"Records per page (1-100, default 10)"`
	SortOrder     string     `json:"sortOrder" doc:"Status (default), Name or Date, optionally followed by ' desc'"`
	WhereUserID   string     `json:"whereUserId" xml:"WhereUserId" doc:"Only bulk searches of this user (GUID)"`
	WhereDateFrom *time.Time `json:"whereDateFrom" doc:"Created on or after"`
	WhereDateTo   *time.Time `json:"whereDateTo" doc:"Created before"`
	WhereID       *int32     `json:"whereId" xml:"WhereId" doc:"Only this bulk search"`
}

// GetBulkSearchHistoryData is the reply.
type GetBulkSearchHistoryData struct {
	BaseResponse
	BulkSearchList    []BulkSearchStatus `json:"bulkSearchList" dc:"item=BulkSearch,list=ArrayOfBulkSearchStatus"`
	CurrentPageNum    int32              `json:"currentPageNum"`
	MaxPageNum        int32              `json:"maxPageNum"`
	TotalBulkSearches int32              `json:"totalBulkSearches"`
	PageSize          int32              `json:"pageSize"`
}

// BulkSearchStatus is the progress of one bulk search.
type BulkSearchStatus struct {
	BulkSearchID       int32  `json:"bulkSearchId"`
	Success            bool   `json:"success"`
	Status             string `json:"status"`
	Total              int32  `json:"total"`
	Message            string `json:"message"`
	Processed          int32  `json:"processed"`
	IsPepSearch        bool   `json:"isPepSearch"`
	IsSanctionsSearch  bool   `json:"isSanctionsSearch"`
	TotalPep           int32  `json:"totalPep"`
	ProcessedPep       int32  `json:"processedPep"`
	TotalSanctions     int32  `json:"totalSanctions"`
	ProcessedSanctions int32  `json:"processedSanctions"`
}

// --- Company lookup --------------------------------------------------------

// SearchCompanyLookup searches the company registry.
type SearchCompanyLookup struct {
	BaseRequest
	Request *SearchCompanyLookupRequest `json:"request" doc:"The request data"`
}

// SearchCompanyLookupRequest holds the query.
type SearchCompanyLookupRequest struct {
	CompanyName      string `json:"companyName" dc:"required" doc:"Part of the company name (case-insensitive)"`
	CompanyCountry   string `json:"companyCountry" doc:"ISO 3166 alpha-2 country code"`
	AutocompleteMode bool   `json:"autocompleteMode" doc:"Prefix match, at most 10 results"`
}

// SearchCompanyLookupData is the reply.
type SearchCompanyLookupData struct {
	BaseResponse
	SearchResults []CompanySearchResultItem `json:"searchResults" dc:"item=Company"`
}

// CompanySearchResultItem is one company.
type CompanySearchResultItem struct {
	ID      string `json:"id"`
	Number  string `json:"number"`
	Name    string `json:"name"`
	Address string `json:"address"`
	Country string `json:"country"`
	Status  string `json:"status"`
}

// --- Saved documents -------------------------------------------------------

// GetPdf fetches a saved PDF document with its bytes.
type GetPdf struct {
	BaseRequest
	Request *GetPdfRequest `json:"request" doc:"The request data"`
}

// GetPdfRequest holds the document id.
type GetPdfRequest struct {
	SubUserName string `json:"subUserName" doc:"Set when the document is kept in a single sub user account"`
	ID          int64  `json:"id" dc:"required" doc:"The document id"`
}

// GetPdfData is the reply.
type GetPdfData struct {
	BaseResponse
	Document *PdfDocumentWithData `json:"document" doc:"The document with its file data"`
}

// PdfDocument describes a saved document.
type PdfDocument struct {
	ID                    int64     `json:"id"`
	IsReady               bool      `json:"isReady" doc:"The document is ready to download"`
	Name                  string    `json:"name"`
	SearchedName          string    `json:"searchedName"`
	FileName              string    `json:"fileName"`
	Type                  string    `json:"type" doc:"sanctions, pep, validid, companylookup, ..."`
	SanctionsSearchID     *int64    `json:"sanctionsSearchId" xml:"SanctionsSearchId"`
	PepSearchID           *int64    `json:"pepSearchId" xml:"PepSearchId"`
	ValidIDSearchID       *int32    `json:"validIdSearchId" xml:"ValidIdSearchId"`
	CompanyLookupSearchID *int32    `json:"companyLookupSearchId" xml:"CompanyLookupSearchId"`
	DateCreated           time.Time `json:"dateCreated"`
	DateExpires           time.Time `json:"dateExpires"`
}

// PdfDocumentWithData is a document with its content.
type PdfDocumentWithData struct {
	PdfDocument
	DocumentBytes []byte `json:"documentBytes" doc:"The file content (base64)"`
}

// --- Accounts --------------------------------------------------------------

// GetSubUser fetches a user of the caller's account.
type GetSubUser struct {
	BaseRequest
	SubUserName string `json:"subUserName" doc:"User name of the sub user"`
	SubUserID   *GUID  `json:"subUserId" xml:"SubUserId" doc:"Id of the sub user"`
}

// GetSubUserData is the reply.
type GetSubUserData struct {
	BaseResponse
	SubUser *SubUser `json:"subUser"`
}

// SubUser is a user of an account.
type SubUser struct {
	IsMainUser         bool     `json:"isMainUser" doc:"The user who created the account"`
	UserID             GUID     `json:"userId" xml:"UserId"`
	UserName           string   `json:"userName" doc:"Sign-in user name"`
	Name               string   `json:"name"`
	Email              string   `json:"email"`
	IsAdmin            bool     `json:"isAdmin" doc:"Admin privileges such as managing purchases and sub users"`
	CanResolveSearches bool     `json:"canResolveSearches"`
	CanDeleteSearches  bool     `json:"canDeleteSearches"`
	Permissions        []string `json:"permissions" dc:"item=UserName,list=ArrayOfUserNames" doc:"User names whose searches this user may see"`
}

// RegisterAccountTemplate returns a RegisterAccount skeleton and reference data.
type RegisterAccountTemplate struct {
	BaseRequest
}

// RegisterAccountTemplateData is the reply.
type RegisterAccountTemplateData struct {
	BaseResponse
	Request       *RegisterAccountRequest `json:"request" dc:"keepempty" doc:"Request body of RegisterAccount"`
	ReferenceData *ReferenceData          `json:"referenceData" doc:"Allowed values for that body"`
}

// ReferenceData lists the allowed registration values.
type ReferenceData struct {
	Countries               []Country         `json:"countries" dc:"item=Country"`
	CompanyIndustries       []CompanyIndustry `json:"companyIndustries" dc:"item=CompanyIndustry"`
	CompanyTypes            []CompanyType     `json:"companyTypes" dc:"item=CompanyType"`
	VatCountries            []Country         `json:"vatCountries" dc:"item=VatCountry"`
	TermsAndConditionsLink  string            `json:"termsAndConditionsLink"`
	PrivacyPolicyLink       string            `json:"privacyPolicyLink"`
	ContactStatement        string            `json:"contactStatement"`
	DataProtectionStatement string            `json:"dataProtectionStatement"`
}

// Country is a country code and name.
type Country struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// CompanyType is an accepted company type.
type CompanyType struct {
	ID   int32  `json:"id"`
	Name string `json:"name"`
}

// CompanyIndustry is an industry classification.
type CompanyIndustry struct {
	ID   int32  `json:"id"`
	Name string `json:"name"`
}

// RegisterAccount creates a new account.
type RegisterAccount struct {
	BaseRequest
	Request *RegisterAccountRequest `json:"request" doc:"The request data"`
}

// RegisterAccountRequest holds the registration.
type RegisterAccountRequest struct {
	Username              string `json:"username" dc:"required" doc:"Login user name: at most 50 of [a-zA-Z0-9-_.@]"`
	Password              string `json:"password" dc:"required" doc:"8-100 characters"`
	Email                 string `json:"email" dc:"required" doc:"Contact e-mail of the account holder"`
	FullName              string `json:"fullName" dc:"required" doc:"Full legal name of the holder"`
	CompanyName           string `json:"companyName" dc:"required" doc:"Registered company name"`
	CompanyPhone          string `json:"companyPhone" dc:"required" doc:"Company contact phone"`
	Address1              string `json:"address1" dc:"required" doc:"First address line"`
	Address2              string `json:"address2" doc:"Second address line"`
	Address3              string `json:"address3" doc:"Third address line"`
	City                  string `json:"city" doc:"City"`
	Postcode              string `json:"postcode" dc:"required" doc:"Postal code"`
	Country               string `json:"country" dc:"required" doc:"Country code from the template's reference data"`
	CompanyType           string `json:"companyType" dc:"required" doc:"Company type (id or name) from the reference data"`
	CompanyIndustry       string `json:"companyIndustry" dc:"required" doc:"Industry (id or name) from the reference data"`
	CompanyNetwork        string `json:"companyNetwork" doc:"Trade body, network or affiliation"`
	AgreeToTerms          bool   `json:"agreeToTerms" dc:"required" doc:"Must be true"`
	AgreeToDataProtection bool   `json:"agreeToDataProtection" dc:"required" doc:"Must be true"`
	AgreeToContact        bool   `json:"agreeToContact" doc:"Consent to be contacted"`
	AgreeToPrivacy        bool   `json:"agreeToPrivacy" dc:"required" doc:"Must be true"`
	VoucherCode           string `json:"voucherCode" doc:"Discount or promotion code"`
	AccountActivationCode string `json:"accountActivationCode" doc:"Code granting access to features"`
	VatNumber             string `json:"vatNumber" doc:"VAT registration number"`
	VatCountry            string `json:"vatCountry" doc:"Country of VAT registration (code from the reference data)"`
}

// RegisterAccountData is the reply: the new API credentials.
type RegisterAccountData struct {
	BaseResponse
	APIUserID  string `json:"apiUserId" xml:"ApiUserId" doc:"Unique identifier of the API access"`
	APIUserKey string `json:"apiUserKey" xml:"ApiUserKey" doc:"Secure randomly generated key (shown once)"`
}

// GetPdfs lists the saved documents of the caller's scope, newest first
// (validid-pdfs; docs/choices.md).
type GetPdfs struct {
	BaseRequest
	Request *GetPdfsRequest `json:"request" doc:"The request data"`
}

// GetPdfsRequest holds the scope and the page.
type GetPdfsRequest struct {
	SubUserName string `json:"subUserName" doc:"Only the documents this sub user may view"`
	Page        int32  `json:"page" doc:"1-based page number (default 1)"`
	PageSize    int32  `json:"pageSize" doc:"Documents per page (1-100, default 25)"`
}

// GetPdfsData is one page of documents (without their file data: GetPdf
// returns that).
type GetPdfsData struct {
	BaseResponse
	Documents      []PdfDocument `json:"documents" doc:"The documents of the page, newest first"`
	TotalDocuments int32         `json:"totalDocuments" doc:"Unexpired documents in scope"`
	CurrentPageNum int32         `json:"currentPageNum"`
	MaxPageNum     int32         `json:"maxPageNum"`
	PageSize       int32         `json:"pageSize"`
}
