package metadata

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/beevik/etree"

	"github.com/screengate/screengate/rest"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/soap"
)

// samples are an operation's sample bodies, encoded by the service's codecs.
type samples struct {
	// Compact JSON (the OpenAPI examples) and indented JSON (the pages).
	reqJSON, respJSON     []byte
	reqJSONPP, respJSONPP string
	// Indented XML: the REST bodies (the response with its declaration)
	// and the SOAP envelopes per version (index 0: 1.1, 1: 1.2).
	reqXML, respXML string
	soapReq         [2]string
	soapResp        [2]string
	// query is the sample query string of a GET route (no leading ?).
	query string
}

const xmlDecl = `<?xml version="1.0" encoding="utf-8"?>`

// newSamples encodes an auto-populated request and response of op: strings
// "String", numbers 0, false, the zero date, enums their first member, one
// item per list and one "String":"String" entry per map.
func newSamples(op *service.Operation, ns string) (*samples, error) {
	req := op.NewRequest()
	populate(op.Request, reflect.ValueOf(req).Elem())
	data := op.NewData()
	populate(op.Data, reflect.ValueOf(data).Elem())

	sm := &samples{}
	sm.reqJSON = rest.AppendJSON(nil, op.Request, req)
	sm.respJSON = rest.AppendJSONResponse(nil, op, data)
	var err error
	if sm.reqJSONPP, err = indentJSON(sm.reqJSON); err != nil {
		return nil, fmt.Errorf("JSON request: %w", err)
	}
	if sm.respJSONPP, err = indentJSON(sm.respJSON); err != nil {
		return nil, fmt.Errorf("JSON response: %w", err)
	}

	if sm.reqXML, err = indentXML(soap.AppendXML(nil, op.Request, op.Name, req, ns)); err != nil {
		return nil, fmt.Errorf("XML request: %w", err)
	}
	resp := soap.AppendXMLResponse(nil, op, data, ns)
	if !bytes.HasPrefix(bytes.TrimSpace(resp), []byte("<?xml")) {
		resp = append([]byte(xmlDecl), resp...)
	}
	if sm.respXML, err = indentXML(resp); err != nil {
		return nil, fmt.Errorf("XML response: %w", err)
	}

	for i, v := range []int{11, 12} {
		env := appendRequestEnvelope(nil, v, func(b []byte) []byte { return soap.AppendXML(b, op.Request, op.Name, req, ns) })
		if sm.soapReq[i], err = indentXML(env); err != nil {
			return nil, fmt.Errorf("SOAP %d request: %w", v, err)
		}
		env = soap.AppendEnvelope(nil, v, 200, ns, func(b []byte) []byte { return soap.AppendXMLResponse(b, op, data, ns) })
		if sm.soapResp[i], err = indentXML(env); err != nil {
			return nil, fmt.Errorf("SOAP %d response: %w", v, err)
		}
	}

	var q []string
	_, route := sampleRoute(op, "")
	inPath := pathVars(route)
	for _, f := range queryFields(op) {
		if slices.ContainsFunc(inPath, func(v string) bool { return strings.EqualFold(v, f.JSONName) }) {
			continue
		}
		if s, ok := queryText(f.Type); ok {
			q = append(q, f.JSONName+"="+s)
		}
	}
	sm.query = strings.Join(q, "&")
	return sm, nil
}

// appendRequestEnvelope wraps a request body element in a SOAP envelope the
// way a client sends it.
func appendRequestEnvelope(b []byte, version int, body func([]byte) []byte) []byte {
	prefix, ns := "soap", soap.NS11
	if version == 12 {
		prefix, ns = "soap12", soap.NS12
	}
	b = append(b, xmlDecl...)
	b = append(b, "<"+prefix+":Envelope xmlns:"+prefix+`="`+ns+`"><`+prefix+":Body>"...)
	b = body(b)
	return append(b, "</"+prefix+":Body></"+prefix+":Envelope>"...)
}

// page renders the sample request and response blocks of a page. The Host
// header carries hostMarker.
func (sm *samples) page(op *service.Operation, f format, base string) (req, resp string) {
	fi := formats[f]
	var b strings.Builder
	if fi.soap != 0 {
		i := 0
		if fi.soap == 12 {
			i = 1
		}
		b.WriteString("POST " + base + "/" + fi.key + " HTTP/1.1\nHost: " + hostMarker + "\nContent-Type: " + fi.mime + "\nContent-Length: length\n")
		if fi.soap == 11 {
			b.WriteString("SOAPAction: " + op.Name + "\n")
		}
		b.WriteString("\n" + sm.soapReq[i])
		return b.String(), "HTTP/1.1 200 OK\nContent-Type: " + fi.reply + "\nContent-Length: length\n\n" + sm.soapResp[i]
	}
	reqBody, respBody := sm.reqJSONPP, sm.respJSONPP
	if f == fmtXML {
		reqBody, respBody = sm.reqXML, sm.respXML
	}
	method, path := sampleRoute(op, fi.key)
	uri := base + samplePath(op, path)
	if method == "GET" || method == "DELETE" || method == "HEAD" {
		if sm.query != "" {
			uri += "?" + sm.query
		}
		b.WriteString(method + " " + uri + " HTTP/1.1\nHost: " + hostMarker + "\nAccept: " + fi.mime + "\n")
		if !op.Public {
			b.WriteString("X-Api-User: String\nX-Api-Key: String\n")
		}
	} else {
		b.WriteString(method + " " + uri + " HTTP/1.1\nHost: " + hostMarker + "\nAccept: " + fi.mime +
			"\nContent-Type: " + fi.mime + "\nContent-Length: length\n\n" + reqBody)
	}
	return b.String(), "HTTP/1.1 200 OK\nContent-Type: " + fi.reply + "\nContent-Length: length\n\n" + respBody
}

// sampleRoute picks the sample's method and path (relative to the base
// path): the first route allowing POST, else PUT, PATCH, GET, DELETE, else
// the predefined /{fmt}/reply/{Op}.
func sampleRoute(op *service.Operation, key string) (method, path string) {
	for _, m := range []string{"POST", "PUT", "PATCH", "GET", "DELETE"} {
		for _, rt := range op.Routes {
			if strings.EqualFold(rt.Method, m) {
				return m, rt.Path
			}
		}
	}
	return "POST", "/" + key + "/reply/" + op.Name
}

// queryText is the sample text of a query parameter of type t.
func queryText(t *service.Type) (string, bool) {
	switch t.Kind {
	case service.KindString:
		return "String", true
	case service.KindBool:
		return "false", true
	case service.KindShort, service.KindInt, service.KindLong, service.KindByte, service.KindDecimal:
		return "0", true
	case service.KindDateTime:
		return "0001-01-01", true
	case service.KindGUID:
		return service.GUID{}.String(), true
	case service.KindBytes:
		return "AA==", true
	case service.KindEnum:
		if len(t.EnumNames) > 0 {
			return t.EnumNames[0], true
		}
		return "0", true
	case service.KindList:
		return queryText(t.Elem)
	}
	return "", false
}

// populate fills v (addressable, of schema type t) with sample values.
func populate(t *service.Type, v reflect.Value) {
	switch t.Kind {
	case service.KindString:
		v.SetString("String")
	case service.KindBytes:
		v.SetBytes([]byte{0})
	case service.KindStruct:
		for _, f := range t.Fields {
			if f.Index == nil {
				continue
			}
			fv := v.FieldByIndex(f.Index)
			if f.Pointer {
				if fv.IsNil() {
					fv.Set(reflect.New(fv.Type().Elem()))
				}
				fv = fv.Elem()
			}
			populate(f.Type, fv)
		}
	case service.KindList:
		s := reflect.MakeSlice(v.Type(), 1, 1)
		populate(t.Elem, s.Index(0))
		v.Set(s)
	case service.KindMap:
		m := reflect.MakeMapWithSize(v.Type(), 1)
		m.SetMapIndex(reflect.ValueOf("String").Convert(v.Type().Key()), reflect.ValueOf("String").Convert(v.Type().Elem()))
		v.Set(m)
	}
}

func indentJSON(b []byte) (string, error) {
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return "", err
	}
	return out.String(), nil
}

// indentXML re-indents an XML document by two spaces per level.
func indentXML(b []byte) (string, error) {
	doc := etree.NewDocument()
	if err := doc.ReadFromBytes(b); err != nil {
		return "", err
	}
	doc.Indent(2)
	s, err := doc.WriteToString()
	if err != nil {
		return "", err
	}
	return strings.TrimRight(s, "\n"), nil
}

// samplePath fills the {variables} of a route with sample values of
// their fields (0, String, ...), so that the sample request works as it
// stands.
func samplePath(op *service.Operation, path string) string {
	fields := fieldsType(op)
	for _, name := range pathVars(path) {
		text := "0"
		if f := fields.FieldByName(name); f != nil {
			if t, ok := queryText(f.Type); ok {
				text = t
			}
		}
		path = strings.Replace(path, "{"+name+"}", text, 1)
	}
	return path
}
