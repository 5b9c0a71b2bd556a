package metadata

import (
	"bytes"
	"errors"
	"fmt"
	"html"
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/soap"
)

// Config configures the pages.
type Config struct {
	// BasePath is where the API is mounted ("/v2"); "" or "/" for the root.
	BasePath string
	// ServiceName titles the pages and the OpenAPI document
	// (default "Identity Screening and Verification Service API v2").
	ServiceName string
	// Namespace is the XML types namespace (default: the schema's).
	Namespace string
	// XSD, when set, serves {base}/metadata?xsd=N, so that the whole
	// /metadata path can be mounted on [Pages]. Without it such requests
	// get 404 here and must be routed to the XSD handler first.
	XSD http.Handler
}

// DefaultServiceName is the title used when Config.ServiceName is empty.
const DefaultServiceName = "Identity Screening and Verification Service API v2"

// Pages serves the metadata pages and the OpenAPI document. It is built by
// [New], read-only afterwards and safe for concurrent use.
type Pages struct {
	base     string
	xsd      http.Handler
	index    []byte
	notFound []byte
	openapi  []byte
	ops      map[string]*opPages // by lower-case operation name
}

// opPages are an operation's pages, one per format.
type opPages [numFormats]hostPage

// hostPage is a rendered page cut at every place the request's Host goes.
type hostPage struct {
	parts [][]byte
	size  int
}

// hostMarker stands for the Host header value while pages are rendered; a
// private-use character that neither html/template nor the codecs escape
// and that no schema text contains.
const hostMarker = "\ue000host\ue000"

// Paths are the paths below the base path that [Pages.ServeHTTP] answers,
// in lower case (the keys to mount it under, e.g. in rest.Config.Extra).
// Matching is case-insensitive and a trailing slash is redirected away.
func (p *Pages) Paths() []string {
	out := []string{"/metadata", "/openapi.json"}
	for _, f := range formats {
		out = append(out, "/"+f.key+"/metadata")
	}
	return out
}

// New renders every page and the OpenAPI document of s.
func New(s *service.Schema, cfg Config) (*Pages, error) {
	if s == nil {
		return nil, errors.New("metadata: nil schema")
	}
	if cfg.ServiceName == "" {
		cfg.ServiceName = DefaultServiceName
	}
	if cfg.Namespace == "" {
		cfg.Namespace = s.Namespace
	}
	cfg.BasePath = normalizeBase(cfg.BasePath)
	tmpl, err := parseTemplates()
	if err != nil {
		return nil, err
	}
	p := &Pages{base: cfg.BasePath, xsd: cfg.XSD, ops: map[string]*opPages{}}

	var buf bytes.Buffer
	if err := tmpl.ExecuteTemplate(&buf, "index", newIndexView(s, cfg)); err != nil {
		return nil, fmt.Errorf("metadata: index: %w", err)
	}
	p.index = bytes.Clone(buf.Bytes())
	buf.Reset()
	if err := tmpl.ExecuteTemplate(&buf, "notfound", struct{ Service, Base string }{cfg.ServiceName, cfg.BasePath}); err != nil {
		return nil, fmt.Errorf("metadata: not-found page: %w", err)
	}
	p.notFound = bytes.Clone(buf.Bytes())

	smp := make(map[*service.Operation]*samples, len(s.Operations()))
	for _, op := range s.Operations() {
		sm, err := newSamples(op, cfg.Namespace)
		if err != nil {
			return nil, fmt.Errorf("metadata: samples of %s: %w", op.Name, err)
		}
		smp[op] = sm
		pages := new(opPages)
		for f := range formats {
			buf.Reset()
			v := newOpView(op, format(f), cfg, sm)
			if err := tmpl.ExecuteTemplate(&buf, "op", v); err != nil {
				return nil, fmt.Errorf("metadata: page %s %s: %w", formats[f].key, op.Name, err)
			}
			pages[f] = splitHost(buf.Bytes())
		}
		p.ops[strings.ToLower(op.Name)] = pages
	}
	if p.openapi, err = buildOpenAPI(s, cfg, smp); err != nil {
		return nil, fmt.Errorf("metadata: OpenAPI: %w", err)
	}
	return p, nil
}

func normalizeBase(b string) string {
	b = "/" + strings.Trim(b, "/")
	if b == "/" {
		return ""
	}
	return b
}

func splitHost(page []byte) hostPage {
	parts := bytes.Split(page, []byte(hostMarker))
	hp := hostPage{parts: make([][]byte, len(parts))}
	for i, part := range parts {
		hp.parts[i] = bytes.Clone(part)
		hp.size += len(part)
	}
	return hp
}

// ServeHTTP serves the page r.URL.Path names; the path arrives with the base
// path (e.g. /v2/json/metadata).
func (p *Pages) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rel := p.relative(r.URL.Path)
	if len(rel) > 1 && strings.HasSuffix(rel, "/") {
		u := strings.TrimRight(r.URL.Path, "/")
		if r.URL.RawQuery != "" {
			u += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, u, http.StatusMovedPermanently)
		return
	}
	lower := strings.ToLower(rel)
	if lower == "/metadata" && r.URL.Query().Has("xsd") {
		if p.xsd != nil {
			p.xsd.ServeHTTP(w, r)
			return
		}
		p.writeHTML(w, r, http.StatusNotFound, p.notFound)
		return
	}
	known := lower == "/metadata" || lower == "/openapi.json"
	f, isOpPage := formatOfPath(lower)
	if !known && !isOpPage {
		p.writeHTML(w, r, http.StatusNotFound, p.notFound)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	switch {
	case lower == "/metadata":
		p.writeHTML(w, r, http.StatusOK, p.index)
	case lower == "/openapi.json":
		h := w.Header()
		h.Set("Content-Type", "application/json; charset=utf-8")
		h.Set("Access-Control-Allow-Origin", "*")
		p.write(w, r, http.StatusOK, p.openapi)
	default:
		name := opParam(r)
		if name == "" {
			http.Redirect(w, r, "../metadata", http.StatusFound)
			return
		}
		pages, ok := p.ops[strings.ToLower(name)]
		if !ok {
			p.writeHTML(w, r, http.StatusNotFound, p.notFound)
			return
		}
		p.writeOpPage(w, r, &pages[f])
	}
}

// relative strips the base path (case-insensitively) from path.
func (p *Pages) relative(path string) string {
	if p.base != "" && len(path) >= len(p.base) && strings.EqualFold(path[:len(p.base)], p.base) &&
		(len(path) == len(p.base) || path[len(p.base)] == '/') {
		path = path[len(p.base):]
	}
	if path == "" {
		return "/"
	}
	return path
}

// formatOfPath recognises /{fmt}/metadata.
func formatOfPath(lower string) (format, bool) {
	for i, f := range formats {
		if lower == "/"+f.key+"/metadata" {
			return format(i), true
		}
	}
	return 0, false
}

// opParam is the op query parameter; its name is matched case-insensitively.
func opParam(r *http.Request) string {
	q := r.URL.Query()
	if v := q.Get("op"); v != "" {
		return v
	}
	for k, v := range q {
		if strings.EqualFold(k, "op") && len(v) > 0 {
			return v[0]
		}
	}
	return ""
}

func setHTMLHeaders(h http.Header) {
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
}

func (p *Pages) writeHTML(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	setHTMLHeaders(w.Header())
	p.write(w, r, status, body)
}

func (p *Pages) write(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

func (p *Pages) writeOpPage(w http.ResponseWriter, r *http.Request, hp *hostPage) {
	host := html.EscapeString(requestHost(r))
	h := w.Header()
	setHTMLHeaders(h)
	h.Set("Content-Length", strconv.Itoa(hp.size+(len(hp.parts)-1)*len(host)))
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	hb := []byte(host)
	for i, part := range hp.parts {
		if i > 0 {
			_, _ = w.Write(hb)
		}
		_, _ = w.Write(part)
	}
}

// requestHost is the host the client reached, as the sample's Host header:
// X-Forwarded-Host or Host, when well-formed.
func requestHost(r *http.Request) string {
	if fh := r.Header.Get("X-Forwarded-Host"); fh != "" && soap.ValidHost(fh) {
		return fh
	}
	if soap.ValidHost(r.Host) {
		return r.Host
	}
	return "localhost"
}

// parseTemplates parses the page templates.
func parseTemplates() (*template.Template, error) {
	t, err := template.New("pages").Parse(pageTemplates)
	if err != nil {
		return nil, fmt.Errorf("metadata: templates: %w", err)
	}
	return t, nil
}
