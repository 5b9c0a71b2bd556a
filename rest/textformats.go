package rest

// This file holds the text formats ServiceStack serves besides JSON and
// XML: JSV (ServiceStack.Text's TypeSerializer), CSV (CsvSerializer) and
// HTML (HtmlFormat). None is on the hot path: each walks the reply once
// into a small tree (textNode) with the JSON codec's rules for what is
// null, and renders that tree.

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service"
)

// textNode is one value of a reply: a scalar (text in its JSV form,
// unescaped), an object (members in JSON order) or a list.
type textNode struct {
	name string // member name (JSON name, or map key) inside an object
	kind textKind
	text string
	str  bool // a string scalar (JSV escapes strings; other scalars are written as they are)
	kids []textNode
}

type textKind uint8

const (
	textScalar textKind = iota
	textObject
	textList
)

// textTree builds the tree of v (a pointer to a value of type t, or the
// value; for a synthetic {Op}Response type, the response's data).
func textTree(t *service.Type, v any) textNode {
	rv := derefValue(v)
	if t.Synthetic {
		n := textNode{kind: textObject}
		if f := t.Fields[0]; rv.IsValid() {
			k := textValue(f.Type, rv, f.KeepEmpty)
			k.name = f.JSONName
			n.kids = append(n.kids, k)
		}
		return n
	}
	if !rv.IsValid() {
		return textNode{kind: textObject}
	}
	return textValue(t, rv, false)
}

// textValue builds the node of v (not a pointer) of type t; keep as in
// appendJSONValue.
func textValue(t *service.Type, v reflect.Value, keep bool) textNode {
	switch t.Kind {
	case service.KindStruct:
		n := textNode{kind: textObject}
		for _, f := range t.Fields {
			fv, ok := jsonMember(f, v, keep)
			if !ok {
				continue
			}
			k := textValue(f.Type, fv, keep || f.KeepEmpty)
			k.name = f.JSONName
			n.kids = append(n.kids, k)
		}
		return n
	case service.KindList:
		n := textNode{kind: textList}
		for i, l := 0, v.Len(); i < l; i++ {
			n.kids = append(n.kids, textValue(t.Elem, v.Index(i), keep))
		}
		return n
	case service.KindMap:
		n := textNode{kind: textObject}
		for _, k := range sortedKeys(v) {
			n.kids = append(n.kids, textNode{name: k, text: v.MapIndex(reflect.ValueOf(k).Convert(v.Type().Key())).String(), str: true})
		}
		return n
	}
	return textNode{text: string(appendJSVScalar(nil, t, v)), str: t.Kind == service.KindString}
}

// sortedKeys returns the keys of a map[string]string-like value in order.
func sortedKeys(v reflect.Value) []string {
	keys := make([]string, 0, v.Len())
	for _, k := range v.MapKeys() {
		keys = append(keys, k.String())
	}
	slices.Sort(keys)
	return keys
}

// appendJSVScalar appends the text of a primitive as ServiceStack.Text's
// JSV writer does: booleans True/False (TextWriter.Write(bool)), dates in
// the shortest XSD form of a UTC DateTime (yyyy-MM-dd at midnight, else
// yyyy-MM-ddTHH:mm:ss[.fffffff]Z), everything else in its XML text form
// (GUIDs hyphenated, as this API's JSON writes them).
func appendJSVScalar(b []byte, t *service.Type, v reflect.Value) []byte {
	switch t.Kind {
	case service.KindBool:
		if v.Bool() {
			return append(b, "True"...)
		}
		return append(b, "False"...)
	case service.KindDateTime:
		d := service.Value[time.Time](v).UTC()
		if h, m, s := d.Clock(); h == 0 && m == 0 && s == 0 && d.Nanosecond() == 0 {
			return d.AppendFormat(b, "2006-01-02")
		}
		return append(service.AppendXMLDate(b, d), 'Z')
	}
	return service.AppendPrimitiveText(b, v, t)
}

// --- JSV -------------------------------------------------------------------

// AppendJSV appends the JSV form of the tree: {name:value,...}, [a,b],
// strings bare unless they hold one of the characters JSV escapes.
func appendJSVNode(b []byte, n textNode) []byte {
	switch n.kind {
	case textObject:
		b = append(b, '{')
		for i, k := range n.kids {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSVString(b, k.name)
			b = append(b, ':')
			b = appendJSVNode(b, k)
		}
		return append(b, '}')
	case textList:
		b = append(b, '[')
		for i, k := range n.kids {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSVNode(b, k)
		}
		return append(b, ']')
	}
	if n.str {
		return appendJSVString(b, n.text)
	}
	return append(b, n.text...) // numbers, booleans, dates, GUIDs, enums: as TypeSerializer writes them
}

// jsvEscaped are the characters that make ServiceStack.Text quote a JSV
// string (JsWriter.EscapeChars).
const jsvEscaped = "\":,{}[]\r\n"

// appendJSVString appends s as StringExtensions.EncodeJsv writes it:
// as it is, or in double quotes with inner quotes doubled when it holds a
// character of jsvEscaped; the empty string is "".
func appendJSVString(b []byte, s string) []byte {
	if s == "" {
		return append(b, `""`...)
	}
	if !strings.ContainsAny(s, jsvEscaped) {
		return append(b, s...)
	}
	b = append(b, '"')
	b = append(b, strings.ReplaceAll(s, `"`, `""`)...)
	return append(b, '"')
}

// AppendJSVResponse appends the JSV of a response ({data:{...}}).
func AppendJSVResponse(b []byte, op *service.Operation, data any) []byte {
	return appendJSVNode(b, textTree(op.Response, data))
}

// --- CSV -------------------------------------------------------------------

// AppendCSVResponse appends the CSV of a reply. ServiceStack's
// CsvSerializer writes the first list member of a DTO as rows; this API
// wraps every reply in data, so the rows are data's first list member
// (e.g. GetDbsSearches' searches), one per item, with a header row of the
// item's member names; a reply without a list member is one row of data's
// members, and an error reply one row of its responseStatus. Members that
// are objects or lists are written as JSV, as CsvSerializer does.
func AppendCSVResponse(b []byte, op *service.Operation, data any) []byte {
	t := op.Data
	tree := textTree(op.Response, data)
	var d textNode
	if len(tree.kids) > 0 {
		d = tree.kids[0]
	}
	var st *textNode
	for i := range d.kids {
		if d.kids[i].name == "responseStatus" {
			st = &d.kids[i]
		}
	}
	if st != nil && scalarMember(*st, "errorCode") != "" {
		return appendCSVRows(b, statusFields(t), []textNode{*st})
	}
	for _, f := range t.Fields {
		if f.Type.Kind != service.KindList || f.JSONName == "responseStatus" {
			continue
		}
		var rows []textNode
		for _, k := range d.kids {
			if k.name == f.JSONName {
				rows = k.kids
			}
		}
		if f.Type.Elem.Kind != service.KindStruct {
			// A list of primitives is one row of values (CsvSerializer's
			// single-row rule for value types).
			return appendCSVLine(b, rowTexts(rows))
		}
		return appendCSVRows(b, f.Type.Elem.Fields, rows)
	}
	var fields []*service.Field
	for _, f := range t.Fields {
		if f.JSONName != "responseStatus" {
			fields = append(fields, f)
		}
	}
	return appendCSVRows(b, fields, []textNode{d})
}

// statusFields are the members of ResponseStatus.
func statusFields(data *service.Type) []*service.Field {
	if f := data.FieldByJSON("responseStatus"); f != nil {
		return f.Type.Fields
	}
	return nil
}

func scalarMember(n textNode, name string) string {
	for _, k := range n.kids {
		if k.name == name && k.kind == textScalar {
			return k.text
		}
	}
	return ""
}

func rowTexts(rows []textNode) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = csvCell(r)
	}
	return out
}

// appendCSVRows writes a header of the members' DataMember names and one
// line per row; a member the row leaves out (null) is an empty cell.
func appendCSVRows(b []byte, fields []*service.Field, rows []textNode) []byte {
	header := make([]string, len(fields))
	for i, f := range fields {
		header[i] = f.DataMemberName
	}
	b = appendCSVLine(b, header)
	cells := make([]string, len(fields))
	for _, r := range rows {
		for i, f := range fields {
			cells[i] = ""
			for _, k := range r.kids {
				if k.name == f.JSONName {
					cells[i] = csvCell(k)
					break
				}
			}
		}
		b = appendCSVLine(b, cells)
	}
	return b
}

// csvCell is the text of a cell: a scalar as it is, anything else as JSV.
func csvCell(n textNode) string {
	if n.kind == textScalar {
		return n.text
	}
	return string(appendJSVNode(nil, n))
}

// appendCSVLine appends one CSV line (RFC 4180 quoting, CRLF).
func appendCSVLine(b []byte, cells []string) []byte {
	for i, c := range cells {
		if i > 0 {
			b = append(b, ',')
		}
		if strings.ContainsAny(c, ",\"\r\n") {
			b = append(b, '"')
			b = append(b, strings.ReplaceAll(c, `"`, `""`)...)
			b = append(b, '"')
		} else {
			b = append(b, c...)
		}
	}
	return append(b, '\r', '\n')
}

// --- HTML ------------------------------------------------------------------

// AppendHTMLResponse appends an HTML page of a reply, the way
// ServiceStack's HtmlFormat answers browsers: the operation's name, links
// to the same reply in the other formats, and the data as nested tables (a
// list of objects as one table with a column per member). Everything is
// rendered on the server; the page has no script.
func AppendHTMLResponse(b []byte, op *service.Operation, data any, self string, status int) []byte {
	tree := textTree(op.Response, data)
	title := op.Response.Name
	b = append(b, `<!DOCTYPE html>`+"\n"+`<html lang="en"><head><meta charset="utf-8"/><title>`...)
	b = appendHTMLText(b, title)
	b = append(b, `</title><style>`+htmlStyle+`</style></head><body><h1>`...)
	b = appendHTMLText(b, title)
	b = append(b, `</h1>`...)
	if status != 200 {
		b = append(b, `<p class="status">HTTP `...)
		b = strconv.AppendInt(b, int64(status), 10)
		b = append(b, `</p>`...)
	}
	if self != "" {
		b = append(b, `<p class="formats">View as`...)
		for _, f := range []string{"json", "xml", "jsv", "csv"} {
			b = append(b, ` <a href="`...)
			b = appendHTMLText(b, self+sepFor(self)+"format="+f)
			b = append(b, `">`...)
			b = append(b, f...)
			b = append(b, `</a>`...)
		}
		b = append(b, `</p>`...)
	}
	b = appendHTMLNode(b, tree)
	return append(b, "</body></html>\n"...)
}

func sepFor(u string) string {
	if strings.Contains(u, "?") {
		return "&"
	}
	return "?"
}

const htmlStyle = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}` +
	`table{border-collapse:collapse;margin:.2em 0}th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}` +
	`th{background:#f3f3f3;font-weight:600}.formats a{margin-left:.4em}.status{color:#a00;font-weight:600}ul{margin:0;padding-left:1.2em}`

func appendHTMLNode(b []byte, n textNode) []byte {
	switch n.kind {
	case textObject:
		if len(n.kids) == 0 {
			return b
		}
		b = append(b, `<table class="object"><tbody>`...)
		for _, k := range n.kids {
			b = append(b, `<tr><th>`...)
			b = appendHTMLText(b, k.name)
			b = append(b, `</th><td>`...)
			b = appendHTMLNode(b, k)
			b = append(b, `</td></tr>`...)
		}
		return append(b, `</tbody></table>`...)
	case textList:
		if len(n.kids) == 0 {
			return b
		}
		var cols []string
		seen := map[string]bool{}
		for _, k := range n.kids {
			if k.kind != textObject {
				cols = nil
				break
			}
			for _, c := range k.kids {
				if !seen[c.name] {
					seen[c.name] = true
					cols = append(cols, c.name)
				}
			}
		}
		if cols == nil {
			b = append(b, `<ul>`...)
			for _, k := range n.kids {
				b = append(b, `<li>`...)
				b = appendHTMLNode(b, k)
				b = append(b, `</li>`...)
			}
			return append(b, `</ul>`...)
		}
		b = append(b, `<table class="list"><thead><tr>`...)
		for _, c := range cols {
			b = append(b, `<th>`...)
			b = appendHTMLText(b, c)
			b = append(b, `</th>`...)
		}
		b = append(b, `</tr></thead><tbody>`...)
		for _, k := range n.kids {
			b = append(b, `<tr>`...)
			for _, c := range cols {
				b = append(b, `<td>`...)
				for _, m := range k.kids {
					if m.name == c {
						b = appendHTMLNode(b, m)
						break
					}
				}
				b = append(b, `</td>`...)
			}
			b = append(b, `</tr>`...)
		}
		return append(b, `</tbody></table>`...)
	}
	return appendHTMLText(b, n.text)
}

// appendHTMLText appends s escaped for HTML text and attribute values
// (invalid UTF-8 and control characters are handled like the XML writer's).
func appendHTMLText(b []byte, s string) []byte {
	for _, r := range s {
		switch r {
		case '&':
			b = append(b, "&amp;"...)
		case '<':
			b = append(b, "&lt;"...)
		case '>':
			b = append(b, "&gt;"...)
		case '"':
			b = append(b, "&quot;"...)
		case '\'':
			b = append(b, "&#39;"...)
		default:
			if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xFFFE || r == 0xFFFF {
				continue
			}
			b = append(b, string(r)...)
		}
	}
	return b
}
