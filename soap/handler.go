package soap

import (
	"context"
	"errors"
	"mime"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/beevik/etree"
	"github.com/rs/zerolog"

	"github.com/screengate/screengate/service"
)

// Dispatcher runs an operation; *service.Service implements it.
type Dispatcher interface {
	Dispatch(ctx context.Context, req *service.Request) (service.Reply, error)
}

// Config configures a SOAP endpoint.
type Config struct {
	// Version is 11 or 12.
	Version int
	// BasePath is the API base path ("/v2"), for links and the WSDL address.
	BasePath string
	// MaxBodyBytes bounds envelopes (default 1 MiB).
	MaxBodyBytes int64
	// BodyBudget bounds the memory of all request bodies being read at
	// once (shared with the REST layer); nil: no bound.
	BodyBudget *BodyBudget
	// Limits bound the XML parse.
	Limits XMLLimits
	// WSDL returns the WSDL of a version for an address; GET serves it.
	WSDL func(version int, address string) []byte
	// FaultAll makes every error, including operation errors, a SOAP Fault
	// whose detail carries the ResponseStatus.
	FaultAll bool
	// Debug puts internal error details into stackTrace.
	Debug bool
	// OnCall, when set, is told which operation a request dispatched to and
	// the error it ended with (for access logs).
	OnCall func(ctx context.Context, op *service.Operation, err error)
	Logger zerolog.Logger
}

// Handler is one SOAP endpoint (POST) and its WSDL (GET).
type Handler struct {
	d      Dispatcher
	schema *service.Schema
	cfg    Config

	wsdlMu   sync.Mutex
	wsdlDocs map[string][]byte // WSDL by address (a few: one per Host the clients use)
}

// wsdlCacheMax bounds the cached WSDL documents (the address comes from
// the Host header); past it the cache starts over.
const wsdlCacheMax = 8

// wsdl returns the WSDL for an address, generated once per address.
func (h *Handler) wsdl(addr string) []byte {
	h.wsdlMu.Lock()
	doc, ok := h.wsdlDocs[addr]
	h.wsdlMu.Unlock()
	if ok {
		return doc
	}
	doc = h.cfg.WSDL(h.cfg.Version, addr)
	h.wsdlMu.Lock()
	if h.wsdlDocs == nil || len(h.wsdlDocs) >= wsdlCacheMax {
		h.wsdlDocs = map[string][]byte{}
	}
	h.wsdlDocs[addr] = doc
	h.wsdlMu.Unlock()
	return doc
}

// NewHandler returns the endpoint for cfg.Version.
func NewHandler(d Dispatcher, schema *service.Schema, cfg Config) *Handler {
	if cfg.MaxBodyBytes == 0 {
		cfg.MaxBodyBytes = 1 << 20
	}
	if cfg.Version != 12 {
		cfg.Version = 11
	}
	return &Handler{d: d, schema: schema, cfg: cfg}
}

// ServeHTTP serves GET (the WSDL) and POST (a SOAP message).
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		if h.cfg.WSDL == nil {
			http.NotFound(w, r)
			return
		}
		addr := BaseURL(r, h.cfg.BasePath) + "/soap" + strconv.Itoa(h.cfg.Version)
		doc := h.wsdl(addr)
		w.Header().Set("Content-Type", "text/xml; charset=utf-8")
		w.Header().Set("Content-Length", strconv.Itoa(len(doc)))
		if r.Method == http.MethodGet {
			_, _ = w.Write(doc)
		}
	case http.MethodPost:
		h.serveMessage(w, r)
	default:
		w.Header().Set("Allow", "GET, POST")
		h.fault(w, FaultClient, "Method "+r.Method+" is not allowed; POST a SOAP envelope or GET the WSDL", 405)
	}
}

// envelopeError is an envelope-level problem, answered with a Fault.
type envelopeError struct {
	code FaultCode
	msg  string
}

func (e *envelopeError) Error() string { return e.msg }

func envErr(fc FaultCode, msg string) error { return &envelopeError{fc, msg} }

// understood header namespaces: WS-Addressing (WCF clients mark Action
// mustUnderstand) and our own X-Status.
func (h *Handler) understood(ns string) bool {
	return isAddressingNS(ns) || ns == h.schema.Namespace
}

// WS-Addressing namespaces: the August 2004 submission (WCF's
// Soap11WSAddressingAugust2004 and Soap12WSAddressingAugust2004) and 1.0.
const (
	nsWSA2004 = "http://schemas.xmlsoap.org/ws/2004/08/addressing"
	nsWSA10   = "http://www.w3.org/2005/08/addressing"
)

func isAddressingNS(ns string) bool { return ns == nsWSA2004 || ns == nsWSA10 }

func (h *Handler) serveMessage(w http.ResponseWriter, r *http.Request) {
	m, err := h.read(w, r)
	if err != nil {
		var ee *envelopeError
		if errors.As(err, &ee) {
			if h.cfg.OnCall != nil {
				h.cfg.OnCall(r.Context(), nil, service.Errorf(service.CodeMalformed, "%s", ee.msg))
			}
			h.fault(w, ee.code, ee.msg, 0)
			return
		}
		h.replyError(w, r, m, err)
		return
	}
	op := m.op
	reply, err := h.d.Dispatch(r.Context(), &service.Request{Op: op, Value: m.value,
		Header:  service.Authentication{APIUserID: r.Header.Get("X-Api-User"), APIUserKey: r.Header.Get("X-Api-Key"), UserID: r.Header.Get("X-User-Id")},
		BaseURL: BaseURL(r, h.cfg.BasePath), ClientIP: ClientIP(r)})
	if err != nil {
		h.replyError(w, r, m, err)
		return
	}
	if h.cfg.OnCall != nil {
		h.cfg.OnCall(r.Context(), op, nil)
	}
	h.write(w, r, 200, 200, m.replyAddressing(), func(b []byte) []byte { return AppendXMLReply(b, op, reply, h.schema.Namespace) })
}

// message is a read request: the operation its body names, the decoded
// request value and its WS-Addressing Action header.
type message struct {
	op    *service.Operation
	value any
	wsa   struct{ ns, request string } // namespace and text of the request's Action header
}

// replyAddressing is the WS-Addressing Action of the reply: {Op}Response in
// the request's addressing namespace when the request carried an Action
// (as WCF's Message.CreateMessage in ServiceStack's SoapHandler), else none.
func (m *message) replyAddressing() Addressing {
	if m == nil || m.op == nil || m.wsa.ns == "" {
		return Addressing{}
	}
	return Addressing{NS: m.wsa.ns, Action: m.op.Name + "Response"}
}

// read parses and checks the envelope and decodes the body element. Errors
// are *envelopeError (Fault) or operation errors (m.op known).
func (h *Handler) read(w http.ResponseWriter, r *http.Request) (*message, error) {
	m := &message{}
	// The limit is the server's, or the operation's own (AddBulkSearch)
	// when the SOAPAction names one that has it; the body element must
	// then be that operation (checked below).
	limit, limitOp := h.cfg.MaxBodyBytes, (*service.Operation)(nil)
	if op, ok := h.schema.Operation(soapAction(r)); ok && op.MaxBodyBytes > 0 {
		limit, limitOp = op.MaxBodyBytes, op
	}
	body, bp, held, tooLarge, err := readPooledBody(w, r, limit, h.cfg.BodyBudget)
	defer func() {
		h.cfg.BodyBudget.Release(held)
		putBodyBuf(bp, body)
	}()
	if tooLarge {
		return nil, envErr(FaultClient, "The message exceeds the limit of "+strconv.Itoa(int(limit))+" bytes")
	}
	if errors.Is(err, ErrBodyBudget) {
		return nil, BusyError()
	}
	if err != nil {
		return nil, envErr(FaultClient, "The message could not be read")
	}
	doc, err := ParseXMLDocument(body, h.cfg.Limits)
	if err != nil {
		return nil, envErr(FaultClient, "The message is not well-formed XML: "+service.AsError(err).Message)
	}
	env := doc.Root()
	if env == nil {
		return nil, envErr(FaultClient, "The message has no root element")
	}
	ns := env.NamespaceURI()
	if env.Tag != "Envelope" || (ns != NS11 && ns != NS12) {
		if env.Tag == "Envelope" {
			return nil, envErr(FaultVersionMismatch, "Unknown envelope namespace "+quoteNS(ns))
		}
		return nil, envErr(FaultClient, "The root element is not a SOAP Envelope")
	}
	if (ns == NS12) != (h.cfg.Version == 12) {
		return nil, envErr(FaultVersionMismatch, "A SOAP "+map[bool]string{true: "1.2", false: "1.1"}[ns == NS12]+
			" envelope was sent to the SOAP "+map[bool]string{true: "1.2", false: "1.1"}[h.cfg.Version == 12]+" endpoint")
	}
	var bodyEl *etree.Element
	for _, c := range env.ChildElements() {
		if c.NamespaceURI() != ns {
			return nil, envErr(FaultClient, "Unexpected element "+c.Tag+" in the Envelope")
		}
		switch c.Tag {
		case "Header":
			if bodyEl != nil {
				return nil, envErr(FaultClient, "The Header must come before the Body")
			}
			for _, hd := range c.ChildElements() {
				if hd.Tag == "Action" && isAddressingNS(hd.NamespaceURI()) {
					m.wsa.ns, m.wsa.request = hd.NamespaceURI(), strings.TrimSpace(hd.Text())
				}
				if mustUnderstand(hd, ns) && !h.understood(hd.NamespaceURI()) {
					return nil, envErr(FaultMustUnderstand, "Header "+hd.Tag+" is marked mustUnderstand and is not understood")
				}
			}
		case "Body":
			if bodyEl != nil {
				return nil, envErr(FaultClient, "The Envelope has more than one Body")
			}
			bodyEl = c
		default:
			return nil, envErr(FaultClient, "Unexpected element "+c.Tag+" in the Envelope")
		}
	}
	if bodyEl == nil {
		return nil, envErr(FaultClient, "The Envelope has no Body")
	}
	kids := bodyEl.ChildElements()
	if len(kids) == 0 {
		return nil, envErr(FaultClient, "The Body is empty")
	}
	if len(kids) > 1 {
		return nil, envErr(FaultClient, "The Body holds more than one element")
	}
	el := kids[0]
	if bns := el.NamespaceURI(); bns != "" && bns != h.schema.Namespace {
		return nil, envErr(FaultClient, "The body element "+el.Tag+" is in namespace "+quoteNS(bns)+", expected "+quoteNS(h.schema.Namespace))
	}
	op, ok := h.schema.Operation(el.Tag)
	if !ok {
		return nil, envErr(FaultClient, "The operation '"+truncate(el.Tag, 100)+"' does not exist for this service")
	}
	// The body element decides. An action (SOAPAction, the SOAP 1.2
	// action= parameter, a WS-Addressing Action) that names no operation of
	// this service (urn:anything, "", "*") is ignored, as ServiceStack does;
	// one that names another operation contradicts the body.
	for _, a := range []struct{ what, value string }{{"SOAPAction", rawSOAPAction(r)}, {"WS-Addressing Action", m.wsa.request}} {
		if other, named := h.schema.Operation(actionName(a.value)); named && other != op {
			return nil, envErr(FaultClient, "The "+a.what+" '"+truncate(a.value, 100)+"' names the operation "+other.Name+", but the body element is "+op.Name)
		}
	}
	if limitOp != nil && op != limitOp && int64(len(body)) > h.cfg.MaxBodyBytes {
		return nil, envErr(FaultClient, "The message exceeds the limit of "+strconv.Itoa(int(h.cfg.MaxBodyBytes))+" bytes")
	}
	m.op = op
	v := op.NewRequest()
	if err := DecodeXMLElement(el, op.Request, v); err != nil {
		return m, err
	}
	m.value = v
	return m, nil
}

func mustUnderstand(el *etree.Element, envNS string) bool {
	for _, a := range el.Attr {
		if a.Key == "mustUnderstand" && (a.NamespaceURI() == envNS || a.Space == "") {
			v := strings.TrimSpace(a.Value)
			return v == "1" || v == "true"
		}
	}
	return false
}

// rawSOAPAction returns the SOAPAction header, or else the SOAP 1.2
// action= parameter of the Content-Type, as sent.
func rawSOAPAction(r *http.Request) string {
	a := r.Header.Get("SOAPAction")
	if a == "" {
		if _, params, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err == nil {
			a = params["action"]
		}
	}
	return a
}

// actionName returns the operation name an action value names (quotes,
// namespace and path stripped), or "".
func actionName(a string) string {
	a = strings.Trim(strings.TrimSpace(a), `"'`)
	if i := strings.LastIndexAny(a, "/#:"); i >= 0 && a != "*" {
		a = a[i+1:]
	}
	return a
}

// soapAction returns the operation name a SOAPAction header or a SOAP 1.2
// action= parameter names, or "".
func soapAction(r *http.Request) string { return actionName(rawSOAPAction(r)) }

func quoteNS(ns string) string {
	if ns == "" {
		return "(none)"
	}
	return "'" + truncate(ns, 200) + "'"
}

// truncate shortens s to about n bytes on a rune boundary.
func truncate(s string, n int) string {
	if len(s) > n {
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		return s[:n] + "…"
	}
	return s
}

// replyError answers an operation error: the normal {Op}Response with
// Data/ResponseStatus, HTTP 200, X-Status header and SOAP header — or a
// Fault with the status as detail when FaultAll is set.
func (h *Handler) replyError(w http.ResponseWriter, r *http.Request, m *message, err error) {
	var op *service.Operation
	if m != nil {
		op = m.op
	}
	e := service.AsError(err)
	if h.cfg.OnCall != nil {
		h.cfg.OnCall(r.Context(), op, e)
	}
	if op == nil {
		op = h.schema.ErrorOperation()
	}
	st := ResponseStatusOf(e, op, true, h.cfg.Debug)
	status := StatusOf(e.Code)
	if (e.Code == service.CodeTooManyRequests || e.Code == service.CodeUnavailable) && e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	if h.cfg.FaultAll {
		fc, fstatus := faultOf(e.Code, h.cfg.Version)
		w.Header().Set("X-Status", strconv.Itoa(status))
		buf := AppendFault(nil, h.cfg.Version, fc, st.Message, func(b []byte) []byte {
			return AppendXML(b, statusType(h.schema), "ResponseStatus", st, h.schema.Namespace)
		})
		h.writeRaw(w, fstatus, buf)
		return
	}
	data := op.NewData()
	service.SetStatus(data, st)
	w.Header().Set("X-Status", strconv.Itoa(status))
	h.write(w, r, 200, status, m.replyAddressing(), func(b []byte) []byte { return AppendXMLResponse(b, op, data, h.schema.Namespace) })
}

// statusType is the schema type of ResponseStatus.
func statusType(s *service.Schema) *service.Type {
	for _, f := range s.ErrorOperation().Data.Fields {
		if f.JSONName == "responseStatus" {
			return f.Type
		}
	}
	return nil
}

func (h *Handler) fault(w http.ResponseWriter, fc FaultCode, msg string, status int) {
	if status == 0 {
		status = faultStatus(fc, h.cfg.Version)
	}
	h.writeRaw(w, status, AppendFault(nil, h.cfg.Version, fc, msg, nil))
}

// replyBufs recycles reply buffers (up to 1 MiB each).
var replyBufs = sync.Pool{New: func() any { b := make([]byte, 0, 4096); return &b }}

func (h *Handler) write(w http.ResponseWriter, r *http.Request, httpStatus, xStatus int, a Addressing, body func([]byte) []byte) {
	bp := replyBufs.Get().(*[]byte)
	buf := AppendEnvelopeAddressed((*bp)[:0], h.cfg.Version, xStatus, h.schema.Namespace, a, body)
	h.setReplyHeader(w, len(buf))
	WriteReply(w, r, httpStatus, buf)
	if cap(buf) <= 1<<20 {
		*bp = buf
		replyBufs.Put(bp)
	}
}

func (h *Handler) writeRaw(w http.ResponseWriter, status int, buf []byte) {
	h.setReplyHeader(w, len(buf))
	w.WriteHeader(status)
	_, _ = w.Write(buf)
}

func (h *Handler) setReplyHeader(w http.ResponseWriter, n int) {
	w.Header().Set("Content-Type", ContentType(h.cfg.Version))
	w.Header().Set("Content-Length", strconv.Itoa(n))
}

// ClientIP is the caller's address (without port) for rate limits.
func ClientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// BaseURL is the absolute API base URL as the client reached it, honouring
// X-Forwarded-Proto and X-Forwarded-Host (validated).
func BaseURL(r *http.Request, basePath string) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	if p := r.Header.Get("X-Forwarded-Proto"); p == "http" || p == "https" {
		scheme = p
	}
	host := r.Host
	if fh := r.Header.Get("X-Forwarded-Host"); fh != "" && ValidHost(fh) {
		host = fh
	}
	if !ValidHost(host) {
		host = "localhost"
	}
	return scheme + "://" + host + basePath
}

// ValidHost accepts host[:port] without characters that could break out of
// a URL or an XML attribute.
func ValidHost(h string) bool {
	if h == "" || len(h) > 255 {
		return false
	}
	for i := 0; i < len(h); i++ {
		c := h[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == ':' || c == '[' || c == ']' || c == '_') {
			return false
		}
	}
	return true
}
