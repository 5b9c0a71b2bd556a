package rest

import (
	"mime"
	"net/http"
	"net/url"
	"strings"
)

// Format is a response format.
type Format uint8

// The response formats.
const (
	FormatJSON Format = iota
	FormatXML
	FormatSOAP11
	FormatSOAP12
	FormatJSV
	FormatCSV
	FormatHTML
)

var formatNames = [...]string{"json", "xml", "soap11", "soap12", "jsv", "csv", "html"}

func (f Format) String() string { return formatNames[f] }

// isXMLish reports whether errors use PascalCase field names (the XML
// member names); JSV, CSV and HTML use the JSON ones.
func (f Format) isXMLish() bool {
	return f == FormatXML || f == FormatSOAP11 || f == FormatSOAP12
}

func formatByName(s string) (Format, bool) {
	for i, n := range formatNames {
		if strings.EqualFold(s, n) {
			return Format(i), true
		}
	}
	return 0, false
}

// predefinedFormats are the formats with predefined routes
// (/{format}/reply/{Op}, /{format}/oneway/{Op}), as ServiceStack registers
// them for its text formats.
var predefinedFormats = []Format{FormatJSON, FormatXML, FormatJSV, FormatCSV, FormatHTML}

// negotiation is the result of classifying a request before routing.
type negotiation struct {
	format   Format
	callback string // sanitised JSONP callback; forces JSON
	path     string // path below the base path, suffix stripped
}

// splitSuffix strips a format suffix (.json, .xml, .jsv, .csv, .html,
// .soap11, .soap12) from the last path segment.
func splitSuffix(path string) (string, Format, bool) {
	dot := strings.LastIndexByte(path, '.')
	if dot < 0 || strings.IndexByte(path[dot:], '/') >= 0 {
		return path, 0, false
	}
	f, ok := formatByName(path[dot+1:])
	if !ok {
		return path, 0, false
	}
	return path[:dot], f, true
}

// negotiate decides the response format with the precedence of
// decisions.md: suffix > callback > format= > /{format}/ predefined path >
// Accept > JSON.
func negotiate(r *http.Request, rel string, q url.Values) negotiation {
	n := negotiation{path: rel}
	p, suffixFormat, hasSuffix := splitSuffix(rel)
	if hasSuffix {
		n.path = p
	}
	if cb := q.Get("callback"); cb != "" {
		n.callback = sanitizeCallback(cb)
	}
	switch {
	case hasSuffix:
		n.format = suffixFormat
	case n.callback != "":
		n.format = FormatJSON
	case q.Get("format") != "":
		v, _, _ := strings.Cut(q.Get("format"), ".")
		if f, ok := formatByName(v); ok {
			n.format = f
		} else if strings.Contains(strings.ToLower(v), "xml") {
			n.format = FormatXML
		}
	case predefinedPathFormat(n.path) >= 0:
		n.format = Format(predefinedPathFormat(n.path))
	default:
		n.format = acceptFormat(headerValue(r.Header, "Accept"), headerValue(r.Header, "Content-Type"))
	}
	if n.callback != "" && n.format != FormatJSON {
		// A suffix other than .json wins over callback; JSONP only wraps JSON.
		n.callback = ""
	}
	return n
}

// predefinedPathFormat is the format of a /{format}/reply/ or
// /{format}/oneway/ path, or -1.
func predefinedPathFormat(p string) int {
	for _, f := range predefinedFormats {
		name := f.String()
		if len(p) > len(name)+2 && p[0] == '/' && p[len(name)+1] == '/' && strings.EqualFold(p[1:len(name)+1], name) {
			rest := p[len(name)+2:]
			if hasPrefixFold(rest, "reply/") || hasPrefixFold(rest, "oneway/") {
				return int(f)
			}
		}
	}
	return -1
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// acceptFormat picks the format from the Accept header (q-values ignored,
// as ServiceStack does), in ServiceStack's order of preference: JSON, HTML
// (so a browser gets the HTML page), XML, JSV, CSV; */* follows the
// request's Content-Type.
func acceptFormat(accept, contentType string) Format {
	if accept == "" {
		return FormatJSON
	}
	var json, html, xml, jsv, csv, any bool
	for _, part := range strings.Split(accept, ",") {
		mt, _, _ := strings.Cut(strings.TrimSpace(part), ";")
		switch strings.ToLower(strings.TrimSpace(mt)) {
		case "application/json", "text/json", "application/javascript", "text/javascript":
			json = true
		case "text/html":
			html = true
		case "application/xml", "text/xml", "application/soap+xml":
			xml = true
		case "application/jsv", "text/jsv":
			jsv = true
		case "text/csv":
			csv = true
		case "*/*":
			any = true
		}
	}
	switch {
	case json:
		return FormatJSON
	case html:
		return FormatHTML
	case xml:
		return FormatXML
	case jsv:
		return FormatJSV
	case csv:
		return FormatCSV
	case any:
		switch {
		case isXMLContentType(contentType):
			return FormatXML
		case isJSVContentType(contentType):
			return FormatJSV
		}
	}
	return FormatJSON
}

func mediaType(ct string) string {
	if ct == "" {
		return ""
	}
	if i := strings.IndexByte(ct, ';'); i < 0 {
		return strings.ToLower(strings.TrimSpace(ct))
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		mt, _, _ = strings.Cut(ct, ";")
	}
	return strings.ToLower(strings.TrimSpace(mt))
}

func isJSVContentType(ct string) bool {
	switch mediaType(ct) {
	case "application/jsv", "text/jsv":
		return true
	}
	return false
}

func isXMLContentType(ct string) bool {
	switch mediaType(ct) {
	case "application/xml", "text/xml", "application/soap+xml":
		return true
	}
	return false
}

// sanitizeCallback replaces every character outside [A-Za-z0-9._] with _.
func sanitizeCallback(s string) string {
	if len(s) > 128 {
		s = s[:128]
	}
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_') {
			b[i] = '_'
		}
	}
	return string(b)
}
