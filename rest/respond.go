package rest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/soap"
)

// requestInfo travels in the request context so that the logger and the
// error writer know what the request turned out to be.
type requestInfo struct {
	id    string
	start time.Time
	neg   negotiation
	query url.Values
	op    *service.Operation
	err   error
	label string // format label for requests outside negotiation (soap11, metadata, ...)
	// body is the request body when it was read before routing (a form
	// body searched for _method); bodyRead says so.
	body     []byte
	bodyRead bool
	// bodyHeld is what the body holds of the body memory budget.
	bodyHeld int64
	override string // the method an X-Http-Method-Override asked for
}

type infoKey struct{}

func infoFrom(ctx context.Context) *requestInfo {
	if i, ok := ctx.Value(infoKey{}).(*requestInfo); ok {
		return i
	}
	return &requestInfo{}
}

// requestID echoes a sane X-Request-Id or makes a new one.
func requestID(r *http.Request) string {
	if id := headerValue(r.Header, "X-Request-Id"); id != "" && len(id) <= 128 && soap.ValidHost(id) {
		return id
	}
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// RequestIDFrom returns the request id of a request served by [Server].
func RequestIDFrom(ctx context.Context) string { return infoFrom(ctx).id }

// headerValue is h.Get(key) for a key in canonical form (as
// textproto.CanonicalMIMEHeaderKey writes it, and as net/http stores
// every header it reads): Get would check and canonicalise the key again
// on every call.
func headerValue(h http.Header, key string) string {
	if v := h[key]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// setHeader is h.Set(key, value) for a key in canonical form.
func setHeader(h http.Header, key, value string) { h[key] = []string{value} }

var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 4096); return &b }}

// writeData encodes a response (success or error data) in the negotiated
// format with the given HTTP status.
func (s *Server) writeData(w http.ResponseWriter, r *http.Request, info *requestInfo, op *service.Operation, reply service.Reply, status int) {
	bp := bufPool.Get().(*[]byte)
	buf := (*bp)[:0]
	h := w.Header()
	setHeader(h, "Vary", "Accept")
	switch info.neg.format {
	case FormatXML:
		h.Set("Content-Type", "application/xml")
		buf = append(buf, xmlDecl...)
		buf = soap.AppendXMLReply(buf, op, reply, s.cfg.Namespace)
	case FormatSOAP11, FormatSOAP12:
		v := 11
		if info.neg.format == FormatSOAP12 {
			v = 12
		}
		h.Set("Content-Type", soap.ContentType(v))
		if status != http.StatusOK {
			h.Set("X-Status", strconv.Itoa(status))
		}
		buf = soap.AppendEnvelope(buf, v, status, s.cfg.Namespace, func(b []byte) []byte {
			return soap.AppendXMLReply(b, op, reply, s.cfg.Namespace)
		})
		status = http.StatusOK
	case FormatJSV:
		h.Set("Content-Type", "application/jsv")
		buf = AppendJSVResponse(buf, op, reply.Data)
	case FormatCSV:
		h.Set("Content-Type", "text/csv")
		h.Set("Content-Disposition", "attachment;filename="+op.Name+".csv")
		buf = AppendCSVResponse(buf, op, reply.Data)
	case FormatHTML:
		h.Set("Content-Type", "text/html; charset=utf-8")
		buf = AppendHTMLResponse(buf, op, reply.Data, s.selfURL(r, info), status)
	default:
		if info.neg.callback != "" {
			setHeader(h, "Content-Type", "text/javascript; charset=utf-8")
			buf = append(buf, info.neg.callback...)
			buf = append(buf, '(')
			buf = s.appendJSONReply(buf, op, reply)
			buf = append(buf, ')')
		} else {
			setHeader(h, "Content-Type", "application/json; charset=utf-8")
			buf = s.appendJSONReply(buf, op, reply)
		}
	}
	setHeader(h, "Content-Length", strconv.Itoa(len(buf)))
	soap.WriteReply(w, r, status, buf)
	if cap(buf) <= 1<<20 {
		*bp = buf
		bufPool.Put(bp)
	}
}

const xmlDecl = `<?xml version="1.0" encoding="utf-8"?>`

// appendJSONReply appends the JSON response of a reply (AppendJSONResponse
// with the plan compiled by New): a shared reply is encoded once and then
// copied from its memo.
func (s *Server) appendJSONReply(b []byte, op *service.Operation, r service.Reply) []byte {
	p, ok := s.json[op.Response]
	if !ok { // an operation of another schema: compiled for this reply
		p = jsonPlans{}.plan(op.Response)
	}
	if r.Memo == nil {
		return p.appendTop(b, r.Data)
	}
	return r.Memo.Append(b, "json", func(b []byte) []byte { return p.appendTop(b, r.Data) })
}

// writeError renders err as the API's responseStatus in the request's
// format: the operation's response shape when the operation is known.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, info *requestInfo, op *service.Operation, err error) {
	e := service.AsError(err)
	info.err = e
	st := soap.ResponseStatusOf(e, op, info.neg.format.isXMLish(), s.cfg.Debug)
	status := soap.StatusOf(e.Code)
	if (e.Code == service.CodeTooManyRequests || e.Code == service.CodeUnavailable) && e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	if op == nil {
		op = s.schema.ErrorOperation()
	}
	data := op.NewData()
	service.SetStatus(data, st)
	s.writeData(w, r, info, op, service.Reply{Data: data}, status)
}

// statusWriter records the status and size for the access log.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int
	wrote  bool
}

func (w *statusWriter) WriteHeader(code int) {
	if !w.wrote {
		w.status, w.wrote = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if !w.wrote {
		w.status, w.wrote = http.StatusOK, true
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logRequest writes the one access-log line of a request. It never logs
// credentials, keys, bodies or query values.
func (s *Server) logRequest(r *http.Request, w *statusWriter, info *requestInfo) {
	d := time.Since(info.start)
	format := info.neg.format.String()
	if info.label != "" {
		format = info.label
	} else if info.neg.callback != "" {
		format = "jsonp"
	}
	opName := "none"
	if info.op != nil {
		opName = info.op.Name
	}
	if w.status == 0 {
		w.status = http.StatusOK
	}
	s.metrics.observe(opName, format, w.status, d)
	lvl := s.cfg.Logger.Info()
	if w.status >= 500 {
		lvl = s.cfg.Logger.Error()
	}
	ev := lvl.Str("request_id", info.id).Str("method", r.Method).Str("path", truncate(r.URL.Path, 200)).
		Int("status", w.status).Int("bytes", w.bytes).Dur("duration", d).
		Str("format", format).Str("remote", r.RemoteAddr)
	if info.op != nil {
		ev = ev.Str("operation", info.op.Name)
	}
	if info.override != "" {
		ev = ev.Str("method_override", info.override)
	}
	if info.err != nil {
		if e, ok := info.err.(*service.Error); ok {
			ev = ev.Str("error_code", e.WireCode())
			if e.Code == service.CodeInternal && e.Unwrap() != nil {
				ev = ev.AnErr("cause", e.Unwrap())
			}
		}
	}
	ev.Msg("request")
}

func parseForm(body []byte) (url.Values, error) {
	return parseQuery(string(body)), nil
}

// selfURL is the path and query an HTML page links the other formats from:
// a GET's own path (format suffix and format= removed), or "" for other
// methods (a body cannot be replayed by a link) and for requests that name
// no operation.
func (s *Server) selfURL(r *http.Request, info *requestInfo) string {
	if info.op == nil || r.Method != http.MethodGet {
		return ""
	}
	q := parseQuery(r.URL.RawQuery)
	q.Del("format")
	u := s.cfg.BasePath + info.neg.path
	if e := q.Encode(); e != "" {
		u += "?" + e
	}
	return u
}
