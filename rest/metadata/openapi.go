package metadata

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/screengate/screengate/rest"
	"github.com/screengate/screengate/service"
)

// The OpenAPI document is 3.1.0: nullable values are type arrays
// ["integer","null"], byte arrays use contentEncoding, and $ref members
// carry their own description and xml name (allowed next to $ref in 3.1).
// It describes the custom REST routes only; the predefined
// /{json,xml}/reply/{Op} routes and SOAP are mentioned in the description.
//
// application/xml bodies are described by the same schemas, whose xml
// objects carry the element names (page_x005B_limit_x005D_, list item
// names, the types namespace); they have no example, because validators
// (kin-openapi, Spectral) check every example against the schema as JSON
// and reject an XML string. Tools generate XML samples from the schema, and
// the metadata pages show the exact XML.
const openAPIVersion = "3.1.0"

// ---------------------------------------------------------------------------
// Document model (only what is emitted; field order is output order).

type oaDoc struct {
	OpenAPI    string               `json:"openapi"`
	Info       oaInfo               `json:"info"`
	Servers    []oaServer           `json:"servers"`
	Tags       []oaTag              `json:"tags,omitempty"`
	Paths      ordered[*oaPathItem] `json:"paths"`
	Components oaComponents         `json:"components"`
}

type oaInfo struct {
	Title       string `json:"title"`
	Version     string `json:"version"`
	Description string `json:"description,omitempty"`
}

type oaServer struct {
	URL         string `json:"url"`
	Description string `json:"description,omitempty"`
}

type oaTag struct {
	Name string `json:"name"`
}

type oaPathItem struct {
	Get    *oaOperation `json:"get,omitempty"`
	Put    *oaOperation `json:"put,omitempty"`
	Post   *oaOperation `json:"post,omitempty"`
	Delete *oaOperation `json:"delete,omitempty"`
	Patch  *oaOperation `json:"patch,omitempty"`
}

func (pi *oaPathItem) slot(method string) **oaOperation {
	switch strings.ToUpper(method) {
	case "GET":
		return &pi.Get
	case "PUT":
		return &pi.Put
	case "POST":
		return &pi.Post
	case "DELETE":
		return &pi.Delete
	case "PATCH":
		return &pi.Patch
	}
	return nil
}

type oaOperation struct {
	Tags        []string              `json:"tags,omitempty"`
	Summary     string                `json:"summary,omitempty"`
	Description string                `json:"description,omitempty"`
	OperationID string                `json:"operationId"`
	Parameters  []*oaParameter        `json:"parameters,omitempty"`
	RequestBody *oaRequestBody        `json:"requestBody,omitempty"`
	Responses   ordered[*oaResponse]  `json:"responses"`
	Security    []map[string][]string `json:"security"`
}

type oaParameter struct {
	Ref         string    `json:"$ref,omitempty"`
	Name        string    `json:"name,omitempty"`
	In          string    `json:"in,omitempty"`
	Description string    `json:"description,omitempty"`
	Required    bool      `json:"required,omitempty"`
	Style       string    `json:"style,omitempty"`
	Explode     *bool     `json:"explode,omitempty"`
	Schema      *oaSchema `json:"schema,omitempty"`
}

type oaRequestBody struct {
	Description string                `json:"description,omitempty"`
	Content     ordered[*oaMediaType] `json:"content"`
}

type oaMediaType struct {
	Schema  *oaSchema `json:"schema"`
	Example any       `json:"example,omitempty"`
}

type oaResponse struct {
	Ref         string                `json:"$ref,omitempty"`
	Description string                `json:"description,omitempty"`
	Content     ordered[*oaMediaType] `json:"content,omitempty"`
}

type oaSecurityScheme struct {
	Type        string `json:"type"`
	In          string `json:"in"`
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}

type oaComponents struct {
	Schemas         ordered[*oaSchema]         `json:"schemas"`
	Responses       ordered[*oaResponse]       `json:"responses"`
	Parameters      ordered[*oaParameter]      `json:"parameters"`
	SecuritySchemes ordered[*oaSecurityScheme] `json:"securitySchemes"`
}

type oaSchema struct {
	Ref                  string             `json:"$ref,omitempty"`
	Type                 any                `json:"type,omitempty"` // string or []string
	Format               string             `json:"format,omitempty"`
	ContentEncoding      string             `json:"contentEncoding,omitempty"`
	Description          string             `json:"description,omitempty"`
	Enum                 []string           `json:"enum,omitempty"`
	Minimum              *int64             `json:"minimum,omitempty"`
	Maximum              *int64             `json:"maximum,omitempty"`
	Items                *oaSchema          `json:"items,omitempty"`
	Properties           ordered[*oaSchema] `json:"properties,omitempty"`
	Required             []string           `json:"required,omitempty"`
	AdditionalProperties *oaSchema          `json:"additionalProperties,omitempty"`
	AnyOf                []*oaSchema        `json:"anyOf,omitempty"`
	Examples             []any              `json:"examples,omitempty"`
	XML                  *oaXML             `json:"xml,omitempty"`
}

type oaXML struct {
	Name      string `json:"name,omitempty"`
	Namespace string `json:"namespace,omitempty"`
	Wrapped   bool   `json:"wrapped,omitempty"`
}

// entry and ordered are a JSON object that keeps its key order.
type entry[T any] struct {
	key string
	val T
}

type ordered[T any] []entry[T]

func (o *ordered[T]) add(key string, val T) { *o = append(*o, entry[T]{key, val}) }

func (o *ordered[T]) get(key string) (T, bool) {
	for _, e := range *o {
		if e.key == key {
			return e.val, true
		}
	}
	var zero T
	return zero, false
}

// MarshalJSON writes the entries in order.
func (o ordered[T]) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, e := range o {
		if i > 0 {
			b = append(b, ',')
		}
		k, err := marshalJSON(e.key)
		if err != nil {
			return nil, err
		}
		v, err := marshalJSON(e.val)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", e.key, err)
		}
		b = append(append(append(b, k...), ':'), v...)
	}
	return append(b, '}'), nil
}

// marshalJSON is json.Marshal without HTML escaping (the XML examples stay
// readable).
func marshalJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// ---------------------------------------------------------------------------
// Generation

const (
	schemaPrefix    = "#/components/schemas/"
	secUser         = "ApiUser"
	secKey          = "ApiKey"
	errorSchemaName = "ErrorResponse"
	jsonMedia       = "application/json"
	xmlMedia        = "application/xml"
)

const dateNote = `Date. JSON: "\/Date(<milliseconds since 1970-01-01 UTC>+0000)\/"; XML: yyyy-MM-ddTHH:mm:ss (UTC). ` +
	`Requests also accept ISO 8601 and yyyy-MM-dd.`

const queryDateNote = `Date: yyyy-MM-dd, ISO 8601 (UTC unless a zone is given) or /Date(<ms since 1970-01-01 UTC>)/.`

// errorResponses are the shared error replies (read-only table).
var errorResponses = [...]struct {
	status, name, desc, code, msg string
}{
	{"400", "BadRequest", "The body could not be read, a field has the wrong type, or validation failed (errors[] names each field).", "NotEmpty", "'Id' must not be empty."},
	{"401", "Unauthorized", "Missing or wrong credentials.", "Unauthorized", "Invalid API credentials"},
	{"403", "Forbidden", "Authenticated, but not allowed.", "Forbidden", "You are not allowed to do this"},
	{"404", "NotFound", "The id was not found or is not visible to the caller.", "NotFound", "Search not found"},
	{"default", "Error", "Other errors: 405, 409 Conflict, 413 RequestTooLarge, 429 TooManyRequests (Retry-After), 500.", "InternalServerError", "An internal error occurred"},
}

// buildOpenAPI renders the OpenAPI document of s; smp holds each
// operation's samples (the examples).
func buildOpenAPI(s *service.Schema, cfg Config, smp map[*service.Operation]*samples) ([]byte, error) {
	server := cfg.BasePath
	if server == "" {
		server = "/"
	}
	doc := &oaDoc{
		OpenAPI: openAPIVersion,
		Info: oaInfo{Title: cfg.ServiceName, Version: "2", Description: "The REST routes of the " + cfg.ServiceName + ". " +
			"Every operation is also reachable on the predefined routes `" + cfg.BasePath + "/json/reply/{Operation}` and `" +
			cfg.BasePath + "/xml/reply/{Operation}` (any method) and over SOAP 1.1 and 1.2 (`" + cfg.BasePath + "/soap11`, `" +
			cfg.BasePath + "/soap12`; GET for the WSDL). Human-readable pages: `" + cfg.BasePath + "/metadata`.\n\n" +
			"Credentials: the headers X-Api-User and X-Api-Key (X-User-Id to act as a sub user), or the `authentication` member of the body. " +
			"Formats: JSON by default; XML by `Accept: application/xml`, a `.xml` route suffix or `?format=xml`. " +
			"JSON dates are strings `\\/Date(<ms since the Unix epoch>+0000)\\/` (UTC). " +
			"Errors keep the reply's shape: `{\"data\":{\"responseStatus\":{\"errorCode\":...,\"message\":...,\"errors\":[...]}}}`."},
		Servers: []oaServer{{URL: server, Description: "This server"}},
	}

	// Components.
	ns := cfg.Namespace
	for _, t := range s.NamedTypes() {
		switch t.Kind {
		case service.KindStruct:
			doc.Components.Schemas.add(t.Name, structSchema(s, t, ns))
		case service.KindEnum:
			doc.Components.Schemas.add(t.Name, &oaSchema{Type: "string", Enum: t.EnumNames, XML: &oaXML{Name: t.Name, Namespace: ns}})
		}
	}
	errRef := &oaSchema{Ref: schemaPrefix + errorSchemaName}
	eop := s.ErrorOperation()
	if eop == nil || eop.Response == nil || eop.Response.Name != errorSchemaName {
		return nil, fmt.Errorf("the schema has no %s type", errorSchemaName)
	}
	for _, e := range errorResponses {
		st := &service.ResponseStatus{ErrorCode: e.code, Message: e.msg}
		if e.status == "400" {
			st.Errors = []service.ResponseError{{ErrorCode: e.code, FieldName: "id", Message: e.msg}}
		}
		data := eop.NewData()
		service.SetStatus(data, st)
		ex := rest.AppendJSONResponse(nil, eop, data)
		if !json.Valid(ex) {
			return nil, fmt.Errorf("error example %s is not JSON", e.name)
		}
		r := &oaResponse{Description: e.desc}
		r.Content.add(jsonMedia, &oaMediaType{Schema: errRef, Example: json.RawMessage(ex)})
		doc.Components.Responses.add(e.name, r)
	}
	doc.Components.Parameters.add("XUserId", &oaParameter{Name: "X-User-Id", In: "header",
		Description: "Id of the (sub) user the request acts as, so that the user's permissions apply (alternative to authentication.userId).",
		Schema:      &oaSchema{Type: "string"}})
	doc.Components.SecuritySchemes.add(secUser, &oaSecurityScheme{Type: "apiKey", In: "header", Name: "X-Api-User",
		Description: "API user id issued at sign-up (alternative to authentication.apiUserId)."})
	doc.Components.SecuritySchemes.add(secKey, &oaSecurityScheme{Type: "apiKey", In: "header", Name: "X-Api-Key",
		Description: "API key issued at sign-up (alternative to authentication.apiUserKey)."})

	// Paths.
	seenTag := map[string]bool{}
	for _, op := range s.Operations() {
		if op.Tag != "" && !seenTag[op.Tag] {
			seenTag[op.Tag] = true
			doc.Tags = append(doc.Tags, oaTag{Name: op.Tag})
		}
		for i, rt := range op.Routes {
			pi, ok := doc.Paths.get(rt.Path)
			if !ok {
				pi = &oaPathItem{}
				doc.Paths.add(rt.Path, pi)
			}
			slot := pi.slot(rt.Method)
			if slot == nil {
				return nil, fmt.Errorf("%s: method %s cannot be described", op.Name, rt.Method)
			}
			if *slot != nil {
				return nil, fmt.Errorf("%s: %s %s is already used by %s", op.Name, rt.Method, rt.Path, (*slot).OperationID)
			}
			id := op.Name
			if i > 0 {
				id += strconv.Itoa(i + 1)
			}
			o, err := operationObject(op, rt, id, cfg, smp[op])
			if err != nil {
				return nil, err
			}
			*slot = o
		}
	}

	b, err := marshalJSON(doc)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

func operationObject(op *service.Operation, rt service.Route, id string, cfg Config, sm *samples) (*oaOperation, error) {
	o := &oaOperation{Summary: op.Summary, OperationID: id,
		Description: "Also reachable on `" + cfg.BasePath + "/json/reply/" + op.Name + "`, `" + cfg.BasePath + "/xml/reply/" + op.Name +
			"` and over SOAP (body element `" + op.Name + "`).",
		Security: []map[string][]string{}}
	if op.Tag != "" {
		o.Tags = []string{op.Tag}
	}
	if !op.Public {
		o.Security = append(o.Security, map[string][]string{secUser: {}, secKey: {}})
	}
	fields := fieldsType(op)
	for _, name := range pathVars(rt.Path) {
		f := fields.FieldByName(name)
		if f == nil {
			return nil, fmt.Errorf("%s: path variable {%s} is no field", op.Name, name)
		}
		o.Parameters = append(o.Parameters, &oaParameter{Name: name, In: "path", Required: true, Description: f.Doc, Schema: valueSchema(f.Type)})
	}
	method := strings.ToUpper(rt.Method)
	body := method == "POST" || method == "PUT" || method == "PATCH"
	if !body {
		for _, f := range queryFields(op) {
			p := &oaParameter{Name: f.JSONName, In: "query", Required: f.Required, Description: f.Doc, Schema: valueSchema(f.Type)}
			if f.Type.Kind == service.KindDateTime {
				p.Description = joinDoc(p.Description, queryDateNote)
				p.Schema.Examples = []any{"2024-01-31"}
			}
			if f.Type.Kind == service.KindList {
				no := false
				p.Style, p.Explode = "form", &no
				p.Description = joinDoc(p.Description, "Comma-separated.")
			}
			o.Parameters = append(o.Parameters, p)
		}
	}
	o.Parameters = append(o.Parameters, &oaParameter{Ref: "#/components/parameters/XUserId"})
	if body {
		rb := &oaRequestBody{}
		ref := &oaSchema{Ref: schemaPrefix + op.Request.Name}
		rb.Content.add(jsonMedia, &oaMediaType{Schema: ref, Example: json.RawMessage(sm.reqJSON)})
		rb.Content.add(xmlMedia, &oaMediaType{Schema: ref})
		o.RequestBody = rb
	}
	ok := &oaResponse{Description: "Success: data holds the result and responseStatus.message \"Success\"."}
	ref := &oaSchema{Ref: schemaPrefix + op.Response.Name}
	ok.Content.add(jsonMedia, &oaMediaType{Schema: ref, Example: json.RawMessage(sm.respJSON)})
	ok.Content.add(xmlMedia, &oaMediaType{Schema: ref})
	o.Responses.add("200", ok)
	for _, e := range errorResponses {
		o.Responses.add(e.status, &oaResponse{Ref: "#/components/responses/" + e.name})
	}
	return o, nil
}

// pathVars are the {names} of a route path.
func pathVars(path string) []string {
	var out []string
	for {
		i := strings.IndexByte(path, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(path[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, path[i+1:i+j])
		path = path[i+j+1:]
	}
}

// structSchema is the component schema of a struct contract.
func structSchema(s *service.Schema, t *service.Type, ns string) *oaSchema {
	sc := &oaSchema{Type: "object", XML: &oaXML{Name: t.Name, Namespace: ns}}
	if t.Synthetic {
		sc.Description = "The reply: data holds the result and responseStatus."
	}
	for _, op := range s.Operations() {
		if op.Request == t {
			sc.Description = op.Summary
			break
		}
	}
	for _, f := range t.Fields {
		sc.Properties.add(f.JSONName, memberSchema(f))
		if f.Required && !isAuth(f) {
			sc.Required = append(sc.Required, f.JSONName)
		}
	}
	return sc
}

// memberSchema is the schema of a struct member: its value schema with the
// member's description and XML element name. Nullable value types (int?,
// DateTime?, ...) admit null.
func memberSchema(f *service.Field) *oaSchema {
	sc := valueSchema(f.Type)
	if f.Pointer && f.Type.Kind.IsPrimitive() && f.Type.Kind != service.KindString && f.Type.Kind != service.KindBytes {
		if sc.Ref != "" {
			sc = &oaSchema{AnyOf: []*oaSchema{sc, {Type: "null"}}}
		} else {
			sc.Type = []string{sc.Type.(string), "null"}
		}
	}
	sc.Description = f.Doc
	if f.Type.Kind == service.KindDateTime {
		sc.Description = joinDoc(sc.Description, dateNote)
	}
	sc.XML = &oaXML{Name: f.XMLName, Wrapped: f.Type.Kind == service.KindList}
	return sc
}

func joinDoc(a, b string) string {
	if a == "" {
		return b
	}
	if !strings.HasSuffix(a, ".") {
		a += "."
	}
	return a + " " + b
}

func bound(n int64) *int64 { return &n }

// valueSchema is the schema of a value of type t.
func valueSchema(t *service.Type) *oaSchema {
	switch t.Kind {
	case service.KindString:
		return &oaSchema{Type: "string"}
	case service.KindBool:
		return &oaSchema{Type: "boolean"}
	case service.KindShort:
		return &oaSchema{Type: "integer", Format: "int16", Minimum: bound(-1 << 15), Maximum: bound(1<<15 - 1)}
	case service.KindInt:
		return &oaSchema{Type: "integer", Format: "int32"}
	case service.KindLong:
		return &oaSchema{Type: "integer", Format: "int64"}
	case service.KindByte:
		return &oaSchema{Type: "integer", Format: "uint8", Minimum: bound(0), Maximum: bound(255)}
	case service.KindDecimal:
		return &oaSchema{Type: "number", Format: "decimal"}
	case service.KindDateTime:
		return &oaSchema{Type: "string", Examples: []any{`/Date(1704067200000+0000)/`}}
	case service.KindGUID:
		return &oaSchema{Type: "string", Format: "uuid"}
	case service.KindBytes:
		return &oaSchema{Type: "string", ContentEncoding: "base64"}
	case service.KindEnum, service.KindStruct:
		return &oaSchema{Ref: schemaPrefix + t.Name}
	case service.KindList:
		items := valueSchema(t.Elem)
		items.XML = &oaXML{Name: t.ItemName}
		if t.Namespace == service.ArraysNamespace {
			items.XML.Namespace = t.Namespace
		}
		return &oaSchema{Type: "array", Items: items}
	case service.KindMap:
		return &oaSchema{Type: "object", AdditionalProperties: &oaSchema{Type: "string"}}
	}
	return &oaSchema{}
}
