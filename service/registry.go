package service

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// Binding says where an operation's fields sit in a request.
type Binding uint8

const (
	// BindRequest: the fields are members of the nested `request` object.
	BindRequest Binding = iota
	// BindTop: the fields sit at the top level, next to `authentication`.
	BindTop
)

// Throttle selects a per-client rate limit for an operation.
type Throttle uint8

const (
	// ThrottleNone: only the general limits apply.
	ThrottleNone Throttle = iota
	// ThrottleRegistration: the account-registration limit per client address.
	ThrottleRegistration
)

// Route is one REST route of an operation. Path is relative to the base
// path (e.g. "/sanctions/get") and matched case-insensitively.
type Route struct {
	Method string
	Path   string
}

// Operation describes one API operation. It is immutable once registered.
type Operation struct {
	// Name is the DataContract name of the request (e.g. "GetSearch"); the
	// response is Name+"Response" and its data Name+"Data".
	Name string
	// Summary is the one-line description shown in metadata pages.
	Summary string
	// Tag groups operations in documentation (Sanctions, PEP, ...).
	Tag string
	// Routes are the REST routes; every operation is also reachable on the
	// predefined /json/reply/{Name} and /xml/reply/{Name} and over SOAP.
	Routes []Route
	// Binding says where fields sit in a body.
	Binding Binding
	// QueryFields marks operations whose fields are documented as query
	// parameters (GET routes bind them from the query string).
	QueryFields bool
	// Public operations need no credentials. None of this API's operations
	// are public; the flag exists for operator endpoints and tests.
	Public bool
	// Safe operations have no side effects.
	Safe bool
	// Throttle names an extra rate limit that applies to the operation.
	Throttle Throttle
	// MaxBodyBytes, when set, is the operation's own request body limit
	// (transports use it in place of their default; AddBulkSearch).
	MaxBodyBytes int64

	// Request and Data are the schema types of the request value and of the
	// response's data member; Response wraps Data.
	Request  *Type
	Data     *Type
	Response *Type

	newReq  func() any
	newData func() any
	text    *textNode // the checks of its string members (textlimits.go)
	handle  func(ctx context.Context, c *Call, req any) (any, error)
	xmlName map[string]string
}

// NewRequest allocates a zero request value (*Req) for decoding.
func (op *Operation) NewRequest() any { return op.newReq() }

// NewData allocates a zero response data value (*Data), used to render errors.
func (op *Operation) NewData() any { return op.newData() }

// XMLFieldName maps a JSON (camelCase) field name used in an error to the
// PascalCase name XML and SOAP clients use. Unknown names are returned with
// their first letter upper-cased.
func (op *Operation) XMLFieldName(jsonName string) string {
	if n, ok := op.xmlName[jsonName]; ok {
		return n
	}
	return pascal(jsonName)
}

// Handler is the typed form of an operation's implementation.
type Handler[Req, Data any] func(ctx context.Context, c *Call, req *Req) (*Data, error)

// Registry collects operations before [Registry.Build] freezes them into a
// [Schema].
type Registry struct {
	ops  []*Operation
	errs []error
}

// Register adds an operation with its typed handler. Req must be a struct
// embedding [BaseRequest]; Data a struct embedding [BaseResponse].
func Register[Req, Data any](r *Registry, op Operation, h Handler[Req, Data]) {
	o := op
	o.newReq = func() any { return new(Req) }
	o.newData = func() any { return new(Data) }
	o.handle = func(ctx context.Context, c *Call, req any) (any, error) {
		typed, ok := req.(*Req)
		if !ok {
			return nil, Errorf(CodeInternal, "operation %s received %T", o.Name, req)
		}
		d, err := h(ctx, c, typed)
		if err != nil {
			return nil, err
		}
		if d == nil {
			return nil, Errorf(CodeInternal, "operation %s returned no data", o.Name)
		}
		return d, nil
	}
	var rq Req
	var dt Data
	if _, ok := any(&rq).(credentialed); !ok {
		r.errs = append(r.errs, fmt.Errorf("operation %s: request %T does not embed BaseRequest", op.Name, rq))
	}
	if _, ok := any(&dt).(statusCarrier); !ok {
		r.errs = append(r.errs, fmt.Errorf("operation %s: data %T does not embed BaseResponse", op.Name, dt))
	}
	r.ops = append(r.ops, &o)
}

// Schema is the frozen registry: every operation and the type model derived
// from their Go types. It is read-only and safe for concurrent use.
type Schema struct {
	// Namespace is the XML types namespace.
	Namespace string
	ops       []*Operation
	byName    map[string]*Operation // lower-case name
	types     map[reflect.Type]*Type
	named     []*Type // every struct/list/enum type with a contract name, sorted by name
	errorOp   *Operation
}

// ErrorOperation is a pseudo-operation ("Error", reply ErrorResponse whose
// data holds only responseStatus) used to render errors of requests that
// name no operation (unknown routes, unknown SOAP bodies). It is not in
// Operations().
func (s *Schema) ErrorOperation() *Operation { return s.errorOp }

// Operations returns the operations in registration order.
func (s *Schema) Operations() []*Operation { return s.ops }

// Operation finds an operation by name, case-insensitively.
func (s *Schema) Operation(name string) (*Operation, bool) {
	op, ok := s.byName[strings.ToLower(name)]
	return op, ok
}

// NamedTypes returns every contract type (structs, lists, maps, enums) in
// name order, for schema generators.
func (s *Schema) NamedTypes() []*Type { return s.named }

// TypeOf returns the schema type of a Go type used by some operation.
func (s *Schema) TypeOf(t reflect.Type) (*Type, bool) {
	x, ok := s.types[t]
	return x, ok
}

// Build validates the registry and compiles the schema. It fails on
// duplicate operation names or routes, unsupported field types and XML name
// collisions, so a bad registration fails at start-up (and in tests).
func (r *Registry) Build(namespace string) (*Schema, error) {
	if len(r.errs) > 0 {
		return nil, r.errs[0]
	}
	if namespace == "" {
		namespace = DefaultNamespace
	}
	s := &Schema{Namespace: namespace, byName: map[string]*Operation{}, types: map[reflect.Type]*Type{}}
	b := &builder{s: s, lists: map[string]*Type{}}
	routes := map[string]string{}
	textNodes := map[*Type]*textNode{}
	for _, op := range r.ops {
		key := strings.ToLower(op.Name)
		if op.Name == "" {
			return nil, fmt.Errorf("operation without a name")
		}
		if _, dup := s.byName[key]; dup {
			return nil, fmt.Errorf("duplicate operation %s", op.Name)
		}
		for _, rt := range op.Routes {
			k := rt.Method + " " + strings.ToLower(rt.Path)
			if other, dup := routes[k]; dup {
				return nil, fmt.Errorf("route %s used by %s and %s", k, other, op.Name)
			}
			routes[k] = op.Name
		}
		req, err := b.typeOf(reflect.TypeOf(op.newReq()).Elem(), op.Name)
		if err != nil {
			return nil, fmt.Errorf("operation %s request: %w", op.Name, err)
		}
		data, err := b.typeOf(reflect.TypeOf(op.newData()).Elem(), op.Name+"Data")
		if err != nil {
			return nil, fmt.Errorf("operation %s data: %w", op.Name, err)
		}
		if req.Name != op.Name || data.Name != op.Name+"Data" {
			return nil, fmt.Errorf("operation %s: its request or data Go type is already registered under another operation", op.Name)
		}
		op.Request, op.Data = req, data
		op.Response = b.responseType(op.Name+"Response", data)
		op.xmlName = map[string]string{}
		collectXMLNames(req, op.xmlName, map[*Type]bool{})
		op.text = compileText(req, textNodes)
		s.byName[key] = op
		s.ops = append(s.ops, op)
	}
	eop := &Operation{Name: "Error", newReq: func() any { return new(BaseRequest) }, newData: func() any { return new(BaseResponse) }}
	ed, err := b.typeOf(reflect.TypeOf(BaseResponse{}), "ErrorResponseData")
	if err != nil {
		return nil, fmt.Errorf("error response: %w", err)
	}
	eop.Data = ed
	eop.Response = b.responseType("ErrorResponse", ed)
	eop.Request, _ = b.typeOf(reflect.TypeOf(BaseRequest{}), "BaseRequest")
	eop.xmlName = map[string]string{}
	s.errorOp = eop
	if err := b.finish(); err != nil {
		return nil, err
	}
	return s, nil
}

func collectXMLNames(t *Type, m map[string]string, seen map[*Type]bool) {
	if t == nil || seen[t] {
		return
	}
	seen[t] = true
	for _, f := range t.Fields {
		if _, ok := m[f.JSONName]; !ok {
			m[f.JSONName] = f.XMLName
		}
		collectXMLNames(f.Type, m, seen)
	}
	collectXMLNames(t.Elem, m, seen)
}

// sortTypes orders named types by contract name.
func sortTypes(ts []*Type) {
	sort.Slice(ts, func(i, j int) bool {
		if ts[i].Namespace != ts[j].Namespace {
			return ts[i].Namespace < ts[j].Namespace
		}
		return ts[i].Name < ts[j].Name
	})
}
