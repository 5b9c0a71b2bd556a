package service

import "time"

// --- Clients (ValidateMe): list, read, create, verify, delete ----------------

// GetClients lists clients a page at a time (JSON:API-style paging).
type GetClients struct {
	PagedRequest
	State        *ClientState `json:"state" doc:"Only clients in this state"`
	IsValidateMe *bool        `json:"isValidateMe" doc:"Only clients whose IsValidateMe flag matches (null: either)"`
	Name         string       `json:"name" doc:"Names that include this value"`
	DateFrom     *time.Time   `json:"dateFrom" doc:"Created on or after"`
	DateTo       *time.Time   `json:"dateTo" doc:"Created before"`
	SubUserName  string       `json:"subUserName" doc:"Only clients this sub user may view"`
}

// GetClientsData is the reply of GetClients.
type GetClientsData struct {
	BaseResponse
	Clients []ClientShort `json:"clients" doc:"The page of clients"`
	Meta    *PageMeta     `json:"meta" doc:"Paging metadata"`
}

// ClientShort is a client in a list.
type ClientShort struct {
	ID                  int32       `json:"id" doc:"The client id"`
	DateCreated         time.Time   `json:"dateCreated" doc:"When the client was created"`
	Name                string      `json:"name" doc:"The full name of the client"`
	Email               string      `json:"email" doc:"The e-mail address of the client"`
	Reference           string      `json:"reference" doc:"Your reference, if any"`
	State               ClientState `json:"state" doc:"Where the client is in the ValidateMe flow"`
	MobileInternational string      `json:"mobileInternational" doc:"The client's mobile number in international format"`
	PostCode            string      `json:"postCode" doc:"The postal code of the client's address"`
	IsValidateMe        bool        `json:"isValidateMe" doc:"The client came through the ValidateMe flow"`
	NumOfDocuments      int32       `json:"numOfDocuments" doc:"Number of identity documents the client uploaded"`
}

// Client is one client with its documents.
type Client struct {
	ClientShort
	Passports       []Passport       `json:"passports" doc:"The client's passports"`
	DrivingLicences []DrivingLicence `json:"drivingLicences" doc:"The client's driving licences"`
	OtherDocuments  []OtherDocument  `json:"otherDocuments" doc:"The client's other documents"`
}

// IdentityDocument holds the OCR data of one uploaded document; each kind
// of document (Passport, DrivingLicence, OtherDocument) extends it.
type IdentityDocument struct {
	ID             int32  `json:"id" doc:"The document id (within the client)"`
	DocumentNumber string `json:"documentNumber" doc:"The document number"`
	FullName       string `json:"fullName" doc:"The name on the document"`
	DateOfBirth    string `json:"dateOfBirth" doc:"The date of birth on the document (DD/MM/YYYY)"`
	DateOfExpiry   string `json:"dateOfExpiry" doc:"The expiry date on the document (DD/MM/YYYY)"`
	IssuingCountry string `json:"issuingCountry" doc:"The ISO code of the issuing country"`
	IsVerified     bool   `json:"isVerified" doc:"The OCR data was checked by a user (UpdateClient)"`
}

// Passport is a passport of a client.
type Passport struct {
	IdentityDocument
}

// DrivingLicence is a driving licence of a client.
type DrivingLicence struct {
	IdentityDocument
}

// OtherDocument is any other identity document of a client.
type OtherDocument struct {
	IdentityDocument
	DocumentType string `json:"documentType" doc:"What kind of document it is (e.g. 'National ID card')"`
}

// GetClient reads one client with its documents.
type GetClient struct {
	BaseRequest
	ID int32 `json:"id" dc:"required" doc:"The client id"`
}

// GetClientData is the reply of GetClient.
type GetClientData struct {
	BaseResponse
	LinkedTo []LinkedTo `json:"linkedTo" doc:"Records the client is linked to"`
	Client   *Client    `json:"client" doc:"The client"`
}

// AddClient creates a client; the client is e-mailed and texted a link to
// the ValidateMe app.
type AddClient struct {
	BaseRequest
	Request *AddClientRequest `json:"request" doc:"The request data"`
}

// AddClientRequest is the new client.
type AddClientRequest struct {
	Name                string     `json:"name" dc:"required" doc:"The full name of the client (max 250)"`
	Email               string     `json:"email" dc:"required" doc:"The e-mail address of the client (max 250)"`
	MobileInternational string     `json:"mobileInternational" dc:"required,maxlen=15" doc:"The client's mobile phone number in international format (e.g. '+447123456789', max 15)"`
	PostCode            string     `json:"postCode" dc:"required" doc:"The postal code of the client's address, quoted in the messages so the client can tell they are genuine (max 250)"`
	ProofOfPreset       string     `json:"proofOfPreset" dc:"required" doc:"ValidateMe or PassportChipVerification"`
	Reference           string     `json:"reference" doc:"Your reference, if any (max 250)"`
	SubUserName         string     `json:"subUserName" doc:"Create the client for this sub user (max 50)"`
	LinkedTo            []LinkedTo `json:"linkedTo" doc:"Records to link the client to"`
}

// AddClientData is the reply of AddClient.
type AddClientData struct {
	BaseResponse
	Client *Client `json:"client" doc:"The new client"`
}

// AddClientTemplate returns a skeleton AddClient request.
type AddClientTemplate struct {
	BaseRequest
}

// AddClientTemplateData is the reply of AddClientTemplate.
type AddClientTemplateData struct {
	BaseResponse
	Request *AddClientRequest `json:"request" doc:"The request body of AddClient, with defaults"`
}

// UpdateClient verifies (and corrects) the OCR data of a client pending
// verification.
type UpdateClient struct {
	BaseRequest
	ID              int32            `json:"id" dc:"required" doc:"The client id"`
	Name            string           `json:"name" dc:"required" doc:"The full name of the client (max 250)"`
	Reference       string           `json:"reference" doc:"Your reference, if any (max 250)"`
	Passports       []Passport       `json:"passports" doc:"Every passport of the client, with isVerified true"`
	DrivingLicences []DrivingLicence `json:"drivingLicences" doc:"Every driving licence of the client, with isVerified true"`
	OtherDocuments  []OtherDocument  `json:"otherDocuments" doc:"Every other document of the client, with isVerified true"`
}

// UpdateClientData is the reply of UpdateClient.
type UpdateClientData struct {
	BaseResponse
	Client *Client `json:"client" doc:"The verified client"`
}

// DeleteClient deletes a client with its documents and images.
type DeleteClient struct {
	BaseRequest
	ID int32 `json:"id" dc:"required" doc:"The client id"`
}

// DeleteClientData is the reply of DeleteClient. The original's sample
// shows only the response status; Success is ours (as DeletePepSearch), so
// that SOAP toolkits which unwrap a one-member reply (zeep) still see
// ResponseStatus where every other operation has it.
type DeleteClientData struct {
	BaseResponse
	Success bool `json:"success" doc:"Did the request succeed"`
}
