package service

import (
	"context"
	"errors"
	"fmt"
	"strconv"
)

// Code classifies an [Error]. Each transport maps every code to its own
// status once (soap.StatusOf, soap.faultOf); the wire errorCode of a
// non-validation error is [Code.String].
type Code uint8

// The error codes. Keep minCode..maxCode contiguous: tests loop over them.
const (
	CodeInternal         Code = iota // 500 InternalServerError
	CodeMalformed                    // 400 SerializationException: body not parseable, wrong type
	CodeInvalid                      // 400 validation: errors[] carries the rule per field
	CodeUnauthorized                 // 401
	CodeForbidden                    // 403
	CodeNotFound                     // 404
	CodeMethodNotAllowed             // 405
	CodeConflict                     // 409
	CodeBusinessRule                 // 400 with a specific errorCode (e.g. InsufficientCredit)
	CodeTooLarge                     // 413 RequestTooLarge
	CodeTooManyRequests              // 429 TooManyRequests
	CodeUnavailable                  // 503 ServiceUnavailable (shutting down, store down)
	CodeCanceled                     // 499 client went away
	CodeTimeout                      // 504 deadline exceeded

	minCode = CodeInternal
	maxCode = CodeTimeout
)

var codeNames = [...]string{
	CodeInternal:         "InternalServerError",
	CodeMalformed:        "SerializationException",
	CodeInvalid:          "ValidationException",
	CodeUnauthorized:     "Unauthorized",
	CodeForbidden:        "Forbidden",
	CodeNotFound:         "NotFound",
	CodeMethodNotAllowed: "MethodNotAllowed",
	CodeConflict:         "Conflict",
	CodeBusinessRule:     "BadRequest",
	CodeTooLarge:         "RequestTooLarge",
	CodeTooManyRequests:  "TooManyRequests",
	CodeUnavailable:      "ServiceUnavailable",
	CodeCanceled:         "RequestCanceled",
	CodeTimeout:          "RequestTimeout",
}

// String returns the default wire errorCode of c.
func (c Code) String() string {
	if int(c) < len(codeNames) {
		return codeNames[c]
	}
	return fmt.Sprintf("Code(%d)", uint8(c))
}

// MarshalText implements encoding.TextMarshaler.
func (c Code) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// Codes lists every defined code, for exhaustive mapping tests.
func Codes() []Code {
	out := make([]Code, 0, maxCode-minCode+1)
	for c := minCode; c <= maxCode; c++ {
		out = append(out, c)
	}
	return out
}

// FieldError is one offending field: the rule it broke (errorCode), the wire
// name the client used, and a message.
type FieldError struct {
	ErrorCode string
	FieldName string
	Message   string
}

// Error is the error type of every operation. Transports render it as the
// API's responseStatus; foreign errors are rendered as [CodeInternal] with a
// fixed message and never leak their text.
type Error struct {
	Code Code
	// ErrorCode overrides the wire errorCode (e.g. "InsufficientCredit").
	// For CodeInvalid and CodeMalformed the first field error's code is used
	// when this is empty.
	ErrorCode string
	Message   string
	Fields    []FieldError
	// RetryAfter, in seconds, for CodeTooManyRequests.
	RetryAfter int
	cause      error
}

// Error implements error.
func (e *Error) Error() string {
	if e.cause != nil {
		return fmt.Sprintf("%s: %s: %v", e.WireCode(), e.Message, e.cause)
	}
	return e.WireCode() + ": " + e.Message
}

// Unwrap returns the underlying cause, if any.
func (e *Error) Unwrap() error { return e.cause }

// WireCode is the top-level errorCode written to the client.
func (e *Error) WireCode() string {
	if e.ErrorCode != "" {
		return e.ErrorCode
	}
	if e.Code == CodeInvalid && len(e.Fields) > 0 {
		return e.Fields[0].ErrorCode
	}
	return e.Code.String()
}

// Errorf returns an *Error with code c and a formatted message.
func Errorf(c Code, format string, args ...any) *Error {
	return &Error{Code: c, Message: fmt.Sprintf(format, args...)}
}

// Wrap returns an *Error with code c whose cause is err (kept for logs, never
// sent to clients).
func Wrap(c Code, err error, msg string) *Error {
	return &Error{Code: c, Message: msg, cause: err}
}

// InvalidField returns a validation error for one field.
func InvalidField(rule, field, msg string) *Error {
	return &Error{Code: CodeInvalid, Message: msg, Fields: []FieldError{{rule, field, msg}}}
}

// NotFound is the 404 every lookup returns for an id that does not exist or
// is not visible to the caller; the two are indistinguishable on purpose.
func NotFound(what string, id any) *Error {
	return Errorf(CodeNotFound, "%s %v was not found", what, id)
}

// ErrNotFound is returned by stores when a row does not exist.
var ErrNotFound = errors.New("not found")

// ErrConflict is returned by stores when a unique constraint is violated.
var ErrConflict = errors.New("conflict")

// ErrInsufficientCredit is returned by stores when a debit would make the
// balance negative.
var ErrInsufficientCredit = errors.New("insufficient credit")

// QuotaError is returned by stores when a write would take an account past
// one of its quotas; nothing is written.
type QuotaError struct {
	// What names the quota ("notes per search", "documents per day",
	// "stored document bytes"); Limit is its value.
	What  string
	Limit int64
}

func (e *QuotaError) Error() string {
	return "quota exceeded: " + e.What + " (limit " + strconv.FormatInt(e.Limit, 10) + ")"
}

// AsError converts any error into an *Error: *Error values pass through,
// context errors become CodeCanceled/CodeTimeout, store sentinels their codes,
// and everything else CodeInternal with a fixed message.
func AsError(err error) *Error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	switch {
	case errors.Is(err, context.Canceled):
		return Wrap(CodeCanceled, err, "The request was canceled")
	case errors.Is(err, context.DeadlineExceeded):
		return Wrap(CodeTimeout, err, "The request timed out")
	case errors.Is(err, ErrNotFound):
		return Wrap(CodeNotFound, err, "Not found")
	case errors.Is(err, ErrConflict):
		return Wrap(CodeConflict, err, "Conflict")
	}
	var q *QuotaError
	if errors.As(err, &q) {
		return &Error{Code: CodeBusinessRule, ErrorCode: "QuotaExceeded", cause: err,
			Message: "The account's quota of " + strconv.FormatInt(q.Limit, 10) + " " + q.What + " is reached"}
	}
	return Wrap(CodeInternal, err, "An internal error occurred")
}

// Validator collects field errors so that every failing field is reported at
// once.
type Validator struct{ fields []FieldError }

// Add records a failing field.
func (v *Validator) Add(rule, field, msg string) {
	v.fields = append(v.fields, FieldError{rule, field, msg})
}

// Err returns the collected errors as one CodeInvalid *Error, or nil.
func (v *Validator) Err() error {
	if len(v.fields) == 0 {
		return nil
	}
	return &Error{Code: CodeInvalid, Message: v.fields[0].Message, Fields: v.fields}
}
