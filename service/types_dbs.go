package service

import "time"

// --- DBS (issue 14) ----------------------------------------------------------

// GetDbsSearch reads one DBS search.
type GetDbsSearch struct {
	BaseRequest
	ID          int32  `json:"id" dc:"required" doc:"The ID of the DBS Search"`
	SubUserName string `json:"subUserName" doc:"Only return the search if this sub user may view it"`
}

// GetDbsSearchData is the reply of GetDbsSearch.
type GetDbsSearchData struct {
	BaseResponse
	LinkedTo []LinkedTo        `json:"linkedTo" doc:"Records the search is linked to"`
	Summary  *DbsSearchSummary `json:"summary" doc:"The search"`
}

// DbsSearchSummary is one DBS search with its applicant.
type DbsSearchSummary struct {
	ID                       int64                    `json:"id"`
	DateSearched             time.Time                `json:"dateSearched"`
	DateUpdated              time.Time                `json:"dateUpdated"`
	Status                   string                   `json:"status"`
	DisclosureStatus         string                   `json:"disclosureStatus"`
	IsApplicantInfoCompleted bool                     `json:"isApplicantInfoCompleted" doc:"Applicant has provided their information"`
	IsIDCheckCompleted       bool                     `json:"isIdCheckCompleted" xml:"IsIdCheckCompleted" doc:"The ID checker has verified the applicant's ID"`
	IsApplicationCompleted   bool                     `json:"isApplicationCompleted" doc:"The application is complete and ready to submit"`
	IsApplicationSubmitted   bool                     `json:"isApplicationSubmitted" doc:"The application has been submitted"`
	IsApplicationDisclosed   bool                     `json:"isApplicationDisclosed" doc:"The application has been disclosed"`
	DisclosureLevel          string                   `json:"disclosureLevel" doc:"Basic or Standard"`
	ApplicantInformation     *DbsApplicantInformation `json:"applicantInformation" doc:"The applicant"`
	Reference                string                   `json:"reference" doc:"Your reference"`
	IsDbsDueRenewal          bool                     `json:"isDbsDueRenewal"`
}

// DbsApplicantInformation is who a DBS search is for.
type DbsApplicantInformation struct {
	Name                string `json:"name" doc:"Full name (max 250)"`
	DateOfBirth         string `json:"dateOfBirth" doc:"DD/MM/YYYY"`
	Email               string `json:"email" doc:"E-mail address (max 250)"`
	MobileInternational string `json:"mobileInternational" doc:"Mobile number in international format, e.g. +447123456789"`
	JobLocation         string `json:"jobLocation" doc:"England, Northern Ireland, Scotland or Wales"`
}

// AddDbsSearch creates a DBS search and invites the applicant.
type AddDbsSearch struct {
	BaseRequest
	Request *AddDbsSearchRequest `json:"request" doc:"The request data"`
}

// AddDbsSearchRequest holds the new search.
type AddDbsSearchRequest struct {
	Name                string     `json:"name" dc:"required" doc:"The full name of the applicant (max 250)"`
	DateOfBirth         string     `json:"dateOfBirth" dc:"required,maxlen=10" doc:"The date of birth for the applicant (DD/MM/YYYY)"`
	Email               string     `json:"email" dc:"required" doc:"The email address of the applicant (max 250)"`
	MobileInternational string     `json:"mobileInternational" dc:"required,maxlen=15" doc:"The applicant's mobile phone number in international format (e.g. '+447123456789', max 15)"`
	JobLocation         string     `json:"jobLocation" dc:"required,maxlen=100" doc:"England, Northern Ireland, Scotland or Wales"`
	DisclosureLevel     string     `json:"disclosureLevel" dc:"required,maxlen=10" doc:"Basic or Standard"`
	Reference           string     `json:"reference" doc:"Your reference, if any (max 250)"`
	SubUserName         string     `json:"subUserName" doc:"Create the search for this sub user (max 50)"`
	LinkedTo            []LinkedTo `json:"linkedTo" doc:"Records to link the search to"`
}

// AddDbsSearchData is the reply of AddDbsSearch.
type AddDbsSearchData struct {
	BaseResponse
	LinkedTo []LinkedTo        `json:"linkedTo" doc:"Records the search is linked to"`
	Summary  *DbsSearchSummary `json:"summary" doc:"The new search"`
}

// --- ValidID (issue 14) ---------------------------------------------------------

// SaveValidId saves a ValidID search as a PDF document.
type SaveValidId struct {
	BaseRequest
	Request *SaveValidIdRequest `json:"request" doc:"The request data"`
}

// SaveValidIdRequest holds SaveValidId's fields.
type SaveValidIdRequest struct {
	ID          int32  `json:"id" dc:"required" doc:"The ValidID search to save"`
	SubUserName string `json:"subUserName" doc:"Only if this sub user may view the search; the document is theirs"`
}

// SaveValidIdData is the reply of SaveValidId.
type SaveValidIdData struct {
	BaseResponse
	Success    bool  `json:"success" doc:"Did the request succeed"`
	DocumentID int64 `json:"documentId" doc:"Id of the new saved document (for GetPdf); an addition to the original"`
}

// CheckValidIdStatus says whether ValidID is activated on the account.
type CheckValidIdStatus struct {
	BaseRequest
}

// CheckValidIdStatusData is the reply of CheckValidIdStatus.
type CheckValidIdStatusData struct {
	BaseResponse
	ValidIDActivated bool   `json:"validIdActivated" xml:"ValidIdActivated" doc:"True if ValidID has been activated on the account"`
	AgreementText    string `json:"agreementText" doc:"The agreement, with when it was signed if it was"`
}

// AddValidIdNote adds a note to a ValidID search.
type AddValidIdNote struct {
	BaseRequest
	Request *AddValidIdNoteRequest `json:"request" doc:"The request data"`
}

// AddValidIdNoteRequest holds the note.
type AddValidIdNoteRequest struct {
	ID          int64  `json:"id" dc:"required" doc:"The ValidID search id"`
	Note        string `json:"note" dc:"required" doc:"The note (1-4000 characters)"`
	SubUserName string `json:"subUserName" doc:"Only if this sub user may view the search"`
}

// AddValidIdNoteData is the reply of AddValidIdNote.
type AddValidIdNoteData struct {
	SearchNotesData
	// TotalNotes: Notes holds the newest notes only, as AddSearchNote.
	TotalNotes int32 `json:"totalNotes" doc:"How many notes the search has; notes holds the newest (at most 50), oldest first"`
}
