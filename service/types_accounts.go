package service

import "time"

// --- Sub users and EULA ----------------------------------------------------

// GetSubUsers lists the users of the caller's account.
type GetSubUsers struct {
	BaseRequest
	IncludeMainUser bool `json:"includeMainUser" doc:"If true the main user is included in the list of sub users"`
}

// GetSubUsersData is the reply.
type GetSubUsersData struct {
	BaseResponse
	SubUsers []SubUser `json:"subUsers" dc:"item=SubUser" doc:"The list of sub users"`
}

// AddSubUser creates a sub user of the caller's account.
type AddSubUser struct {
	BaseRequest
	Request *AddSubUserRequest `json:"request" doc:"The request data"`
}

// AddSubUserRequest holds the new user.
type AddSubUserRequest struct {
	UserName           string `json:"userName" dc:"required" doc:"The sub user's sign-in user name"`
	Name               string `json:"name" dc:"required" doc:"The sub user's name"`
	Email              string `json:"email" dc:"required" doc:"The sub user's e-mail address"`
	IsAdmin            bool   `json:"isAdmin" doc:"Admin privileges, such as managing purchases and sub users"`
	CanResolveSearches bool   `json:"canResolveSearches" doc:"May resolve the searches it can see (UpdateSearch)"`
	CanDeleteSearches  bool   `json:"canDeleteSearches" doc:"May delete the searches it can see (DeleteSearch)"`
	SendWelcomeEmail   *bool  `json:"sendWelcomeEmail" doc:"Send the e-mail with instructions for setting a password (default true)"`
}

// AddSubUserData is the reply.
type AddSubUserData struct {
	BaseResponse
	SubUser *SubUser `json:"subUser" doc:"The sub user"`
}

// UpdateSubUser replaces a sub user's permissions.
type UpdateSubUser struct {
	BaseRequest
	Request *UpdateSubUserRequest `json:"request" doc:"The request data"`
}

// UpdateSubUserRequest holds the sub user and its new permissions.
type UpdateSubUserRequest struct {
	SubUserName string   `json:"subUserName" dc:"required" doc:"The user name of the sub user"`
	Permissions []string `json:"permissions" dc:"item=String,list=ArrayOfString" doc:"The user names whose searches the sub user may see (ServiceStack's ArrayOfString)"`
}

// UpdateSubUserData is the reply.
type UpdateSubUserData struct {
	BaseResponse
	SubUser *SubUser `json:"subUser" doc:"The sub user"`
}

// DeleteSubUser deletes a sub user, moving its records to another user.
type DeleteSubUser struct {
	BaseRequest
	DeleteUserID     *GUID `json:"deleteUserId" xml:"DeleteUserId" dc:"required" doc:"The user id of the sub user to delete"`
	TransferToUserID *GUID `json:"transferToUserId" xml:"TransferToUserId" dc:"required" doc:"The user id of the user to transfer the sub user's existing searches to"`
}

// DeleteSubUserData is the reply.
type DeleteSubUserData struct {
	BaseResponse
	Success bool `json:"success" doc:"Was the delete successful?"`
}

// GetEulaStatus returns the EULA and what a user agreed to.
type GetEulaStatus struct {
	BaseRequest
	SubUserName string `json:"subUserName" doc:"The sub user to report on (default: the main user)"`
}

// GetEulaStatusData is the reply.
type GetEulaStatusData struct {
	BaseResponse
	TermsAndConditions        string     `json:"termsAndConditions"`
	PrivacyPolicy             string     `json:"privacyPolicy"`
	AgreeToContact            bool       `json:"agreeToContact"`
	AgreeToContactInfo        string     `json:"agreeToContactInfo"`
	AgreeToContactDate        *time.Time `json:"agreeToContactDate"`
	AgreeToTerms              bool       `json:"agreeToTerms"`
	AgreeToTermsInfo          string     `json:"agreeToTermsInfo"`
	AgreeToTermsDate          *time.Time `json:"agreeToTermsDate"`
	AgreeToDataProtection     bool       `json:"agreeToDataProtection"`
	AgreeToDataProtectionInfo string     `json:"agreeToDataProtectionInfo"`
	AgreeToDataProtectionDate *time.Time `json:"agreeToDataProtectionDate"`
}
