package service

import "time"

// Authentication is the credential object every request carries. Each
// member may instead be sent as an HTTP header (X-Api-User, X-Api-Key,
// X-User-Id).
type Authentication struct {
	APIUserID  string `json:"apiUserId" xml:"ApiUserId" dc:"required" doc:"Issued at sign-up; header alternative X-Api-User"`
	APIUserKey string `json:"apiUserKey" xml:"ApiUserKey" dc:"required" doc:"Issued at sign-up; header alternative X-Api-Key"`
	UserID     string `json:"userId" xml:"UserId" doc:"Id of the acting (sub) user, so that user permissions are enforced; header alternative X-User-Id"`
}

// BaseRequest is embedded in every request type (the DataContract base
// class): its Authentication member comes first in XML.
type BaseRequest struct {
	Authentication *Authentication `json:"authentication" dc:"required" doc:"The credentials (body or headers)"`
}

// Credentials returns the request's credential object, allocating it when
// absent so that transports can fill it from headers.
func (b *BaseRequest) Credentials() *Authentication {
	if b.Authentication == nil {
		b.Authentication = &Authentication{}
	}
	return b.Authentication
}

type credentialed interface{ Credentials() *Authentication }

// ResponseStatus is the status object in every response's data.
type ResponseStatus struct {
	ErrorCode  string            `json:"errorCode" dc:"order=1"`
	Message    string            `json:"message" dc:"order=2"`
	StackTrace string            `json:"stackTrace" dc:"order=3"`
	Errors     []ResponseError   `json:"errors" dc:"order=4"`
	Meta       map[string]string `json:"meta" dc:"order=5"`
}

// ResponseError is one field-level error.
type ResponseError struct {
	ErrorCode string            `json:"errorCode" dc:"order=1"`
	FieldName string            `json:"fieldName" dc:"order=2"`
	Message   string            `json:"message" dc:"order=3"`
	Meta      map[string]string `json:"meta" dc:"order=4"`
}

// BaseResponse is embedded in every response data type.
type BaseResponse struct {
	ResponseStatus *ResponseStatus `json:"responseStatus" doc:"Success or error details"`
}

// Status returns a pointer to the response status slot.
func (b *BaseResponse) Status() **ResponseStatus { return &b.ResponseStatus }

type statusCarrier interface{ Status() **ResponseStatus }

// SetStatus stores st in data's ResponseStatus; data must be a value from
// [Operation.NewData] or a handler.
func SetStatus(data any, st *ResponseStatus) {
	if c, ok := data.(statusCarrier); ok {
		*c.Status() = st
	}
}

// SuccessStatus is the status of successful replies (the original's
// clients check message "Success").
func SuccessStatus() *ResponseStatus { return &ResponseStatus{Message: "Success"} }

// Principal is the authenticated caller: the account and the acting user.
type Principal struct {
	AccountID   int64
	AccountName string
	User        User
	// APIUserID is the credential the caller authenticated with.
	APIUserID string
}

// User is a user of an account (the main user or a sub user).
type User struct {
	ID                 GUID
	AccountID          int64
	UserName           string
	Name               string
	Email              string
	IsMain             bool
	IsAdmin            bool
	CanResolveSearches bool
	CanDeleteSearches  bool
	Permissions        []string
}

// Call is what a handler knows about the request besides its value.
type Call struct {
	Op        *Operation
	Principal *Principal
	// BaseURL is the absolute base URL of the API (e.g. http://host/v2),
	// used for paging links.
	BaseURL string
	// Now is the request time (UTC).
	Now time.Time
	// memo is set by [shared] when the handler returned a shared reply.
	memo *Memo
}
