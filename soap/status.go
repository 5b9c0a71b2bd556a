package soap

import "github.com/screengate/screengate/service"

// StatusOf maps each error code to its HTTP status, once: the REST status
// of an error and the X-Status of a SOAP operation error.
func StatusOf(c service.Code) int {
	switch c {
	case service.CodeMalformed, service.CodeInvalid, service.CodeBusinessRule:
		return 400
	case service.CodeUnauthorized:
		return 401
	case service.CodeForbidden:
		return 403
	case service.CodeNotFound:
		return 404
	case service.CodeMethodNotAllowed:
		return 405
	case service.CodeConflict:
		return 409
	case service.CodeTooLarge:
		return 413
	case service.CodeTooManyRequests:
		return 429
	case service.CodeUnavailable:
		return 503
	case service.CodeCanceled:
		return 499
	case service.CodeTimeout:
		return 504
	}
	return 500
}

// ResponseStatusOf renders an *service.Error as the API's ResponseStatus, for
// REST and SOAP alike. For XML-family formats, field names produced by the service (camelCase) are
// given as the PascalCase names XML clients use; names from the decoders
// are kept exactly as the client sent them.
func ResponseStatusOf(e *service.Error, op *service.Operation, xmlNames, debug bool) *service.ResponseStatus {
	msg := e.Message
	if e.Code == service.CodeInternal && msg == "" {
		msg = "An internal error occurred"
	}
	st := &service.ResponseStatus{ErrorCode: e.WireCode(), Message: msg, Errors: []service.ResponseError{}}
	for _, f := range e.Fields {
		name := f.FieldName
		if xmlNames && op != nil && e.Code != service.CodeMalformed {
			name = op.XMLFieldName(name)
		}
		st.Errors = append(st.Errors, service.ResponseError{ErrorCode: f.ErrorCode, FieldName: name, Message: f.Message})
	}
	if debug && e.Unwrap() != nil {
		st.StackTrace = e.Unwrap().Error()
	}
	return st
}
