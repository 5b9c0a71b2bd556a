package metadata

import (
	"html/template"
	"reflect"
	"strings"

	"github.com/screengate/screengate/service"
)

// format is a page format.
type format int

// The page formats, in the order of the index's links.
const (
	fmtJSON format = iota
	fmtXML
	fmtSOAP11
	fmtSOAP12
	numFormats
)

// formatInfo describes a page format.
type formatInfo struct {
	key   string // path segment and ?format= value
	label string
	soap  int    // SOAP version, 0 for REST formats
	mime  string // request Content-Type (and Accept of REST samples)
	reply string // response Content-Type
}

// formats is the read-only table of page formats, indexed by format.
var formats = [numFormats]formatInfo{
	fmtJSON:   {key: "json", label: "JSON", mime: "application/json", reply: "application/json; charset=utf-8"},
	fmtXML:    {key: "xml", label: "XML", mime: "application/xml", reply: "application/xml"},
	fmtSOAP11: {key: "soap11", label: "SOAP 1.1", soap: 11, mime: "text/xml; charset=utf-8", reply: "text/xml; charset=utf-8"},
	fmtSOAP12: {key: "soap12", label: "SOAP 1.2", soap: 12, mime: "application/soap+xml; charset=utf-8", reply: "application/soap+xml; charset=utf-8"},
}

// authType is the Go type of the credential object.
var authType = reflect.TypeOf(service.Authentication{})

// ---------------------------------------------------------------------------
// Index

type fmtLink struct {
	Key, Label string
	Current    bool
}

type opSummary struct {
	Name, Summary string
	Auth          bool
}

type opGroup struct {
	Tag string
	Ops []opSummary
}

type indexView struct {
	ServiceName string
	BasePath    string
	Count       int
	Formats     []fmtLink
	Groups      []opGroup
}

func formatLinks(current format) []fmtLink {
	out := make([]fmtLink, numFormats)
	for i, f := range formats {
		out[i] = fmtLink{Key: f.key, Label: f.label, Current: format(i) == current}
	}
	return out
}

// newIndexView groups the operations by tag, in order of first appearance,
// keeping the registry order within a tag.
func newIndexView(s *service.Schema, cfg Config) *indexView {
	v := &indexView{ServiceName: cfg.ServiceName, BasePath: cfg.BasePath, Formats: formatLinks(-1)}
	byTag := map[string]int{}
	for _, op := range s.Operations() {
		tag := op.Tag
		if tag == "" {
			tag = "Other"
		}
		i, ok := byTag[tag]
		if !ok {
			i = len(v.Groups)
			byTag[tag] = i
			v.Groups = append(v.Groups, opGroup{Tag: tag})
		}
		v.Groups[i].Ops = append(v.Groups[i].Ops, opSummary{Name: op.Name, Summary: op.Summary, Auth: !op.Public})
		v.Count++
	}
	return v
}

// ---------------------------------------------------------------------------
// Operation page

type routeRow struct {
	Verbs, Path string
}

type paramRow struct {
	Name, Param, Type, Ref, Required, Doc string
}

type typeTable struct {
	Name string
	Rows []paramRow
}

type enumRow struct {
	Name  string
	Value int
}

type enumTable struct {
	Name string
	Rows []enumRow
}

type opView struct {
	Service string
	Op      string
	Summary string
	Tag     string
	Fmt     string
	Label   string
	Formats []fmtLink
	Auth    bool
	Routes  []routeRow
	Types   []typeTable
	Enums   []enumTable
	JSONP   bool
	SOAP    int
	// Request and Response are the escaped sample blocks.
	Request  template.HTML
	Response template.HTML
}

func newOpView(op *service.Operation, f format, cfg Config, sm *samples) *opView {
	fi := formats[f]
	v := &opView{Service: cfg.ServiceName, Op: op.Name, Summary: op.Summary, Fmt: fi.key, Label: fi.label,
		Formats: formatLinks(f), Auth: !op.Public, JSONP: f == fmtJSON, SOAP: fi.soap}
	if fi.soap != 0 {
		v.Routes = []routeRow{{Verbs: "POST", Path: cfg.BasePath + "/" + fi.key}}
	} else {
		for _, rt := range op.Routes {
			v.Routes = append(v.Routes, routeRow{Verbs: rt.Method, Path: cfg.BasePath + rt.Path})
		}
		v.Routes = append(v.Routes, routeRow{Verbs: "All Verbs", Path: cfg.BasePath + "/" + fi.key + "/reply/" + op.Name})
	}
	structs, enums := reachable(op)
	fields := fieldsType(op)
	for _, t := range structs {
		tt := typeTable{Name: t.Name}
		members := t.Fields
		if f != fmtJSON {
			members = t.XMLFields
		}
		for _, m := range members {
			row := paramRow{Name: m.JSONName, Param: paramKind(op, f, t, fields, m), Type: dataType(m), Ref: typeRef(m.Type), Required: "no", Doc: m.Doc}
			if f != fmtJSON {
				row.Name = m.XMLName
			}
			if m.Required {
				row.Required = "yes"
			}
			tt.Rows = append(tt.Rows, row)
		}
		v.Types = append(v.Types, tt)
	}
	for _, t := range enums {
		et := enumTable{Name: t.Name}
		for i, n := range t.EnumNames {
			et.Rows = append(et.Rows, enumRow{Name: n, Value: i})
		}
		v.Enums = append(v.Enums, et)
	}
	req, resp := sm.page(op, f, cfg.BasePath)
	v.Request, v.Response = escapeText(req), escapeText(resp)
	return v
}

// escapeText escapes s for HTML element content. Only &, < and > need
// escaping there, which keeps the samples' quotes readable in the source.
func escapeText(s string) template.HTML {
	var b strings.Builder
	b.Grow(len(s) + len(s)/8)
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		default:
			b.WriteRune(r)
		}
	}
	return template.HTML(b.String()) //nolint:gosec // escaped above
}

// reachable lists the struct types reachable from op's request and
// response (request first, then the response, each depth-first in member
// order, without duplicates) and the enums among them.
func reachable(op *service.Operation) (structs, enums []*service.Type) {
	seen := map[*service.Type]bool{}
	var walk func(t *service.Type)
	walk = func(t *service.Type) {
		if t == nil || seen[t] {
			return
		}
		switch t.Kind {
		case service.KindList:
			walk(t.Elem)
			return
		case service.KindEnum:
			seen[t] = true
			enums = append(enums, t)
			return
		case service.KindStruct:
		default:
			return
		}
		seen[t] = true
		structs = append(structs, t)
		for _, f := range t.Fields {
			walk(f.Type)
		}
	}
	walk(op.Request)
	walk(op.Response)
	return structs, enums
}

// fieldsType is the type whose members are op's fields: the request itself
// (BindTop) or the type of its `request` member (BindRequest).
func fieldsType(op *service.Operation) *service.Type {
	if op.Binding == service.BindRequest {
		if f := op.Request.FieldByJSON("request"); f != nil && f.Type.Kind == service.KindStruct {
			return f.Type
		}
	}
	return op.Request
}

// queryFields are the fields of a QueryFields operation sent in the query
// string of its GET route (nil for other operations).
func queryFields(op *service.Operation) []*service.Field {
	if !op.QueryFields {
		return nil
	}
	var out []*service.Field
	for _, f := range fieldsType(op).Fields {
		if !isAuth(f) {
			out = append(out, f)
		}
	}
	return out
}

func isAuth(f *service.Field) bool { return f.Type.GoType == authType }

// hasBodyRoute reports whether op takes a body on its routes: a POST, PUT
// or PATCH route, or no route (the predefined routes).
func hasBodyRoute(op *service.Operation) bool {
	if len(op.Routes) == 0 {
		return true
	}
	for _, rt := range op.Routes {
		switch strings.ToUpper(rt.Method) {
		case "POST", "PUT", "PATCH":
			return true
		}
	}
	return false
}

func isPathVar(op *service.Operation, f *service.Field) bool {
	for _, rt := range op.Routes {
		if strings.Contains(strings.ToLower(rt.Path), "{"+strings.ToLower(f.JSONName)+"}") {
			return true
		}
	}
	return false
}

// paramKind is the Parameter column: where a member of t is sent.
func paramKind(op *service.Operation, f format, t, fields *service.Type, m *service.Field) string {
	soapPage := formats[f].soap != 0
	body := soapPage || hasBodyRoute(op)
	switch {
	case t == op.Request && isAuth(m):
		if body {
			return "header, body"
		}
		return "header"
	case t == op.Request || (t == fields && op.QueryFields):
		switch {
		case soapPage:
			return "body"
		case isPathVar(op, m):
			return "path"
		case body:
			return "body"
		}
		return "query"
	}
	return "form"
}

// dataType is the Data Type column, in the original's C# spelling.
func dataType(f *service.Field) string {
	s := csType(f.Type)
	if f.Pointer && f.Type.Kind.IsPrimitive() && f.Type.Kind != service.KindString && f.Type.Kind != service.KindBytes {
		s += "?"
	}
	return s
}

func csType(t *service.Type) string {
	switch t.Kind {
	case service.KindString:
		return "string"
	case service.KindBool:
		return "bool"
	case service.KindShort:
		return "short"
	case service.KindInt:
		return "int"
	case service.KindLong:
		return "long"
	case service.KindByte:
		return "byte"
	case service.KindDecimal:
		return "decimal"
	case service.KindDateTime:
		return "DateTime"
	case service.KindGUID:
		return "Guid"
	case service.KindBytes:
		return "byte[]"
	case service.KindList:
		return "List<" + csType(t.Elem) + ">"
	case service.KindMap:
		return "Dictionary<string, string>"
	}
	return t.Name
}

// typeRef is the table a Data Type links to (structs and enums, directly
// or as list items).
func typeRef(t *service.Type) string {
	if t.Kind == service.KindList {
		t = t.Elem
	}
	if t.Kind == service.KindStruct || t.Kind == service.KindEnum {
		return t.Name
	}
	return ""
}
