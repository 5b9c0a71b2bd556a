package rest

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"

	"github.com/gorilla/mux"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/rs/zerolog"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/soap"
)

// Dispatcher runs an operation; *service.Service implements it.
type Dispatcher interface {
	Dispatch(ctx context.Context, req *service.Request) (service.Reply, error)
}

// Config configures the HTTP front.
type Config struct {
	// BasePath is where the API is mounted (default "/v2").
	BasePath string
	// Namespace is the XML types namespace.
	Namespace string
	// MaxBodyBytes bounds request bodies (default 1 MiB); larger ones get 413.
	MaxBodyBytes int64
	// XMLLimits bound XML request bodies; pass the value the SOAP
	// endpoints get, so that one setting bounds every XML reader.
	XMLLimits soap.XMLLimits
	// BodyBudget bounds the memory of all request bodies being read at
	// once (share it with the SOAP endpoints); over it: 503 with
	// Retry-After. Nil: no bound.
	BodyBudget *soap.BodyBudget
	// Debug adds internal error details to responseStatus.stackTrace.
	Debug bool
	// Logger receives one line per request.
	Logger zerolog.Logger
	// Extra mounts more handlers below the base path before the API routes
	// (SOAP endpoints, WSDL, metadata pages), keyed by lower-case path.
	Extra map[string]http.Handler
	// Ready reports store readiness for /readyz.
	Ready func(ctx context.Context) error
	// TrustedProxies are the peers whose X-Forwarded-For, -Proto and -Host
	// are believed (nil: nobody's).
	TrustedProxies *TrustedProxies
	// Collectors are served on /metrics beside the HTTP series and the Go
	// runtime and process collectors (the store's pools, for one).
	Collectors []prometheus.Collector
}

// Server is the HTTP handler of the whole service.
type Server struct {
	d       Dispatcher
	schema  *service.Schema
	cfg     Config
	router  *mux.Router
	allow   map[string][]string // lower-case route path -> methods
	metrics *metrics
	json    jsonPlans // the JSON plan of every reply type, compiled by New
}

// New builds the server for the schema's operations.
func New(d Dispatcher, schema *service.Schema, cfg Config) *Server {
	if cfg.BasePath == "" {
		cfg.BasePath = "/v2"
	}
	cfg.BasePath = "/" + strings.Trim(cfg.BasePath, "/")
	if cfg.BasePath == "/" {
		cfg.BasePath = ""
	}
	if cfg.MaxBodyBytes == 0 {
		cfg.MaxBodyBytes = 1 << 20
	}
	if cfg.Namespace == "" {
		cfg.Namespace = schema.Namespace
	}
	s := &Server{d: d, schema: schema, cfg: cfg, router: mux.NewRouter(), allow: map[string][]string{}, metrics: newMetrics(cfg.Collectors)}
	s.json = jsonPlans{} // the reply types' plans, sharing the plans of the types they use
	for _, op := range append([]*service.Operation{schema.ErrorOperation()}, schema.Operations()...) {
		s.json.plan(op.Response)
	}
	for _, op := range schema.Operations() {
		for _, rt := range op.Routes {
			p := strings.ToLower(rt.Path)
			s.router.Handle(p, s.opHandler(op, false)).Methods(rt.Method)
			s.allow[p] = append(s.allow[p], rt.Method)
		}
	}
	for _, m := range s.allow {
		sort.Strings(m)
	}
	// Predefined routes for every text format. One-way calls run the
	// operation and answer its reply, as ServiceStack does when no message
	// queue is registered (ServiceRunner.ExecuteOneWay).
	for _, f := range predefinedFormats {
		s.router.HandleFunc("/"+f.String()+"/reply/{op}", s.predefined)
		s.router.HandleFunc("/"+f.String()+"/oneway/{op}", s.predefined)
	}
	s.router.NotFoundHandler = http.HandlerFunc(s.notFound)
	s.router.MethodNotAllowedHandler = http.HandlerFunc(s.methodNotAllowed)
	return s
}

// BasePath returns the normalised base path ("/v2").
func (s *Server) BasePath() string { return s.cfg.BasePath }

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	s.cfg.TrustedProxies.apply(r)
	info := &requestInfo{id: requestID(r), start: start}
	setHeader(w.Header(), "X-Request-Id", info.id)
	ctx := context.WithValue(r.Context(), infoKey{}, info)
	r = r.WithContext(ctx)
	rw := &statusWriter{ResponseWriter: w}
	s.metrics.inFlight.Add(1)
	defer func() {
		s.releaseBody(info)
		s.metrics.inFlight.Add(-1)
		if p := recover(); p != nil {
			if p == http.ErrAbortHandler {
				panic(p)
			}
			info.err = errors.New("panic")
			s.cfg.Logger.Error().Str("request_id", info.id).Interface("panic", p).Msg("handler panicked")
			if !rw.wrote {
				s.writeError(rw, r, info, nil, service.Errorf(service.CodeInternal, "An internal error occurred"))
			}
		}
		s.logRequest(r, rw, info)
	}()
	s.serve(rw, r, info)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request, info *requestInfo) {
	path := r.URL.Path
	switch path {
	case "/healthz":
		info.label = "health"
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		io.WriteString(w, "ok\n")
		return
	case "/metrics":
		info.label = "metrics"
		s.metrics.ServeHTTP(w, r)
		return
	case "/readyz":
		if s.cfg.Ready != nil {
			if err := s.cfg.Ready(r.Context()); err != nil {
				http.Error(w, "store unavailable\n", http.StatusServiceUnavailable)
				return
			}
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		io.WriteString(w, "ready\n")
		return
	}
	if s.cfg.BasePath != "" {
		if !hasPrefixFold(path, s.cfg.BasePath) || (len(path) > len(s.cfg.BasePath) && path[len(s.cfg.BasePath)] != '/') {
			info.neg = negotiate(r, path, parseQuery(r.URL.RawQuery))
			s.writeError(w, r, info, nil, service.Errorf(service.CodeNotFound, "No route for %s %s", r.Method, truncate(path, 200)))
			return
		}
		path = path[len(s.cfg.BasePath):]
	}
	if path == "" {
		path = "/"
	}
	lower := strings.ToLower(path)
	if h, ok := s.cfg.Extra[strings.TrimSuffix(lower, "/")]; ok && lower != "/" {
		switch {
		case strings.HasPrefix(lower, "/soap11") && !strings.Contains(lower, "metadata"):
			info.label = "soap11"
		case strings.HasPrefix(lower, "/soap12") && !strings.Contains(lower, "metadata"):
			info.label = "soap12"
		case strings.HasPrefix(lower, "/types"):
			info.label = "types"
		default:
			info.label = "metadata"
		}
		h.ServeHTTP(w, r)
		return
	}
	q := parseQuery(r.URL.RawQuery)
	info.neg = negotiate(r, path, q)
	info.query = q
	// A shallow copy with its own URL (as http.StripPrefix makes): nothing
	// below changes the headers, so r.Clone's deep copy is not needed.
	r2 := new(http.Request)
	*r2 = *r
	u := *r.URL
	r2.URL = &u
	routed := strings.ToLower(info.neg.path)
	if len(routed) > 1 {
		routed = strings.TrimSuffix(routed, "/")
	}
	r2.URL.Path = routed
	r2.URL.RawPath = ""
	if r.Method == http.MethodPost {
		m, err := s.methodOverride(w, r, info)
		if err != nil {
			s.writeError(w, r, info, nil, err)
			return
		}
		if m != "" {
			r2.Method = m
			info.override = m
		}
	}
	s.router.ServeHTTP(w, r2)
}

// methodOverride returns the method a POST asks to be routed as: the
// X-Http-Method-Override header or, in a form body, the _method (or
// X-Http-Method-Override) field, for clients that cannot send PUT, DELETE
// or PATCH. Only those three are honoured; GET and POST are ignored (as
// ServiceStack's GetHttpMethodOverride ignores them) and anything else is
// a 400. A form body read here is kept for the decoder.
func (s *Server) methodOverride(w http.ResponseWriter, r *http.Request, info *requestInfo) (string, error) {
	m := headerValue(r.Header, "X-Http-Method-Override")
	if m == "" && mediaType(headerValue(r.Header, "Content-Type")) == formType {
		body, err := s.readBody(w, r, info)
		if err != nil {
			return "", err
		}
		info.body, info.bodyRead = body, true
		form := parseQuery(string(body))
		for k, v := range form {
			if (strings.EqualFold(k, "_method") || strings.EqualFold(k, "X-Http-Method-Override")) && len(v) > 0 && v[0] != "" {
				m = v[0]
			}
		}
	}
	switch strings.ToUpper(strings.TrimSpace(m)) {
	case "":
		return "", nil
	case http.MethodGet, http.MethodPost:
		return "", nil
	case http.MethodPut, http.MethodDelete, http.MethodPatch:
		return strings.ToUpper(strings.TrimSpace(m)), nil
	}
	return "", service.InvalidField("InvalidValue", "X-Http-Method-Override",
		"X-Http-Method-Override can only ask for PUT, DELETE or PATCH")
}

func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	info := infoFrom(r.Context())
	s.writeError(w, r, info, nil, service.Errorf(service.CodeNotFound, "No route for %s %s", r.Method, truncate(info.neg.path, 200)))
}

func (s *Server) methodNotAllowed(w http.ResponseWriter, r *http.Request) {
	info := infoFrom(r.Context())
	if m := s.allow[r.URL.Path]; len(m) > 0 {
		w.Header().Set("Allow", strings.Join(m, ", "))
	}
	s.writeError(w, r, info, nil, service.Errorf(service.CodeMethodNotAllowed, "Method %s is not allowed on %s", r.Method, truncate(info.neg.path, 200)))
}

// predefined serves /json/reply/{Op} and /xml/reply/{Op} for any method.
func (s *Server) predefined(w http.ResponseWriter, r *http.Request) {
	info := infoFrom(r.Context())
	name := mux.Vars(r)["op"]
	op, ok := s.schema.Operation(name)
	if !ok {
		s.writeError(w, r, info, nil, service.Errorf(service.CodeNotFound, "The operation '%s' does not exist for this service", truncate(name, 100)))
		return
	}
	s.opHandler(op, true).ServeHTTP(w, r)
}

// opHandler decodes, dispatches and encodes one operation call.
func (s *Server) opHandler(op *service.Operation, predefined bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		info := infoFrom(r.Context())
		info.op = op
		req, err := s.decode(w, r, info, op, predefined)
		s.releaseBody(info)
		if err == nil && !predefined {
			err = bindPath(r, op, req)
		}
		if err != nil {
			s.writeError(w, r, info, op, err)
			return
		}
		reply, err := s.d.Dispatch(r.Context(), &service.Request{Op: op, Value: req, Header: headerCredentials(r), BaseURL: soap.BaseURL(r, s.cfg.BasePath), ClientIP: soap.ClientIP(r)})
		if err != nil {
			s.writeError(w, r, info, op, err)
			return
		}
		s.writeData(w, r, info, op, reply, http.StatusOK)
	})
}

// decode builds the request value from the body (by Content-Type) and the
// query string.
func (s *Server) decode(w http.ResponseWriter, r *http.Request, info *requestInfo, op *service.Operation, predefined bool) (any, error) {
	v := op.NewRequest()
	body := info.body
	if !info.bodyRead {
		var err error
		if body, err = s.readBodyLimit(w, r, info, bodyLimit(s.cfg.MaxBodyBytes, op)); err != nil {
			return nil, err
		}
	}
	hasBody := len(bytes.TrimSpace(body)) > 0
	if hasBody {
		ct := mediaType(headerValue(r.Header, "Content-Type"))
		switch {
		case isXMLContentType(ct):
			if err := soap.DecodeXML(body, op.Request, v, s.cfg.XMLLimits); err != nil {
				return nil, err
			}
		case isJSVContentType(ct) || predefined && ct != "application/json" && ct != formType && predefinedPathFormat(info.neg.path) == int(FormatJSV):
			// A JSV body; the /jsv/ predefined routes also read a body of
			// no known Content-Type as JSV, their format.
			if err := DecodeJSV(body, op.Request, v, Limits{}); err != nil {
				return nil, err
			}
		case ct == formType:
			form, perr := parseForm(body)
			if perr != nil {
				return nil, perr
			}
			if err := bindQuery(form, op.Request, v, true); err != nil {
				return nil, err
			}
		default:
			if err := DecodeJSON(body, op.Request, v, Limits{}); err != nil {
				return nil, err
			}
		}
	}
	if len(info.query) > 0 {
		// Custom routes: the query string overrides the body. Predefined
		// routes: the body wins and the query only fills what is unset.
		if err := bindQuery(info.query, op.Request, v, !predefined || !hasBody); err != nil {
			return nil, err
		}
	}
	return v, nil
}

const formType = "application/x-www-form-urlencoded"

func headerCredentials(r *http.Request) service.Authentication {
	return service.Authentication{
		APIUserID:  headerValue(r.Header, "X-Api-User"),
		APIUserKey: headerValue(r.Header, "X-Api-Key"),
		UserID:     headerValue(r.Header, "X-User-Id"),
	}
}

// NoteCall records, for the access log, which operation a request served
// by another handler (SOAP) dispatched to and the error it ended with.
func NoteCall(ctx context.Context, op *service.Operation, err error) {
	info := infoFrom(ctx)
	info.op = op
	if err != nil {
		info.err = service.AsError(err)
	}
}

// readBody reads the request body under the size limit and the body memory
// budget; what it holds of the budget is released by releaseBody.
func (s *Server) readBody(w http.ResponseWriter, r *http.Request, info *requestInfo) ([]byte, error) {
	return s.readBodyLimit(w, r, info, s.cfg.MaxBodyBytes)
}

// bodyLimit is an operation's body limit: its own (AddBulkSearch) when it
// has one, else the server's.
func bodyLimit(def int64, op *service.Operation) int64 {
	if op != nil && op.MaxBodyBytes > 0 {
		return op.MaxBodyBytes
	}
	return def
}

// readBodyLimit is readBody with the given limit.
func (s *Server) readBodyLimit(w http.ResponseWriter, r *http.Request, info *requestInfo, limit int64) ([]byte, error) {
	body, held, over, err := soap.ReadBody(w, r, limit, s.cfg.BodyBudget, nil)
	info.bodyHeld += held
	if over {
		return nil, tooLarge(limit)
	}
	if errors.Is(err, soap.ErrBodyBudget) {
		w.Header().Set("Connection", "close")
		return nil, soap.BusyError()
	}
	if err != nil {
		return nil, service.Wrap(service.CodeMalformed, err, "The request body could not be read")
	}
	return body, nil
}

// releaseBody gives back what the request's body holds of the budget.
func (s *Server) releaseBody(info *requestInfo) {
	s.cfg.BodyBudget.Release(info.bodyHeld)
	info.bodyHeld = 0
}

func tooLarge(limit int64) error {
	return service.Errorf(service.CodeTooLarge, "The request body exceeds the limit of %d bytes", limit)
}

// bindPath binds the variables of a route like /dbs/{Id} into the
// request; they win over the body and the query string.
func bindPath(r *http.Request, op *service.Operation, req any) error {
	vars := mux.Vars(r)
	if len(vars) == 0 {
		return nil
	}
	q := make(url.Values, len(vars))
	for k, v := range vars {
		q.Set(k, v)
	}
	return bindQuery(q, op.Request, req, true)
}
