package nativetypes

import (
	"errors"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/soap"
)

// Config configures the generated source.
type Config struct {
	// BasePath is where the API is mounted ("/v2"); the header's BaseUrl
	// is the request's scheme and host plus it.
	BasePath string
	// Version is written in the header (the server's version).
	Version string
	// Date is written in the header (when the DTOs were generated).
	Date time.Time
	// CSharpNamespace is the C# namespace (default Screengate.ServiceModel).
	CSharpNamespace string
	// Package is the Java and Kotlin package (default dtos); the Java
	// types are static classes of a class named after its last segment.
	Package string
}

// Languages are the /types/{lang} names served, in the order of the
// /types index.
var Languages = []string{"metadata", "csharp", "typescript", "java", "kotlin", "python"}

// Generator holds the generated source of one schema per language.
type Generator struct {
	cfg  Config
	m    *model
	docs map[string]doc
}

// doc is a generated text with holes for the base URL.
type doc struct {
	parts       []string
	contentType string
}

// baseURLMarker stands for the base URL while a text is generated.
const baseURLMarker = "\ue000baseurl\ue000"

// New generates every language for s.
func New(s *service.Schema, cfg Config) (*Generator, error) {
	m, err := buildModel(s)
	if err != nil {
		return nil, err
	}
	if cfg.CSharpNamespace == "" {
		cfg.CSharpNamespace = "Screengate.ServiceModel"
	}
	if cfg.Package == "" {
		cfg.Package = "dtos"
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if !isDotted(cfg.CSharpNamespace) || !isDotted(cfg.Package) {
		return nil, errors.New("nativetypes: the C# namespace and the Java package must be dotted identifiers")
	}
	g := &Generator{cfg: cfg, m: m, docs: map[string]doc{}}
	for lang, gen := range map[string]func(*writer){
		"csharp": g.csharp, "typescript": g.typescript, "java": g.java, "kotlin": g.kotlin, "python": g.python,
	} {
		var w writer
		gen(&w)
		g.docs[lang] = doc{parts: strings.Split(w.String(), baseURLMarker), contentType: "text/plain; charset=utf-8"}
	}
	meta, err := g.metadata()
	if err != nil {
		return nil, err
	}
	g.docs["metadata"] = doc{parts: strings.Split(string(meta), baseURLMarker), contentType: "application/json; charset=utf-8"}
	return g, nil
}

// Source returns the source of lang with baseURL in its header, and false
// for a language not generated.
func (g *Generator) Source(lang, baseURL string) (string, bool) {
	d, ok := g.docs[lang]
	if !ok {
		return "", false
	}
	return strings.Join(d.parts, baseURL), true
}

// Paths are the paths below the base path that [Generator.ServeHTTP]
// answers, in lower case.
func (g *Generator) Paths() []string {
	out := []string{"/types"}
	for _, l := range Languages {
		out = append(out, "/types/"+l)
	}
	return out
}

// ServeHTTP serves /types (a JSON index of the languages, as ServiceStack's
// TypeLinks) and /types/{lang} (text/plain source, or JSON metadata).
func (g *Generator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed\n", http.StatusMethodNotAllowed)
		return
	}
	base := soap.BaseURL(r, g.cfg.BasePath)
	p := strings.ToLower(strings.TrimSuffix(r.URL.Path, "/"))
	lang := p[strings.LastIndexByte(p, '/')+1:]
	var body, ct string
	if lang == "types" {
		var b strings.Builder
		b.WriteString("{")
		for i, l := range Languages {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(strconv.Quote(l) + ":" + strconv.Quote(base+"/types/"+l))
		}
		b.WriteString("}")
		body, ct = b.String(), "application/json; charset=utf-8"
	} else {
		src, ok := g.Source(lang, base)
		if !ok {
			http.Error(w, "404 no DTOs for "+lang+"; available: "+strings.Join(Languages, ", ")+"\n", http.StatusNotFound)
			return
		}
		body, ct = src, g.docs[lang].contentType
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method == http.MethodGet {
		_, _ = w.Write([]byte(body))
	}
}

func isDotted(s string) bool {
	for _, part := range strings.Split(s, ".") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}

// --- text ------------------------------------------------------------------

type writer struct{ strings.Builder }

func (w *writer) line(depth int, s string) {
	for range depth {
		w.WriteString("    ")
	}
	w.WriteString(s)
	w.WriteByte('\n')
}

func (w *writer) blank() { w.WriteByte('\n') }

// opt is one header option.
type opt struct{ name, value string }

// header writes ServiceStack's Options header: the date, the version, the
// tip, the base URL, then every option commented out with prefix (options
// are informative here: the DTOs are generated once, query-string options
// are not applied).
func (w *writer) header(open, close, prefix string, opts []opt, g *Generator) {
	w.line(0, open)
	w.line(0, "Date: "+g.cfg.Date.UTC().Format("2006-01-02 15:04:05"))
	w.line(0, "Version: "+g.cfg.Version)
	w.line(0, "Tip: To override a DTO option, remove \""+prefix+"\" prefix before updating")
	w.line(0, "BaseUrl: "+baseURLMarker)
	w.blank()
	for _, o := range opts {
		w.line(0, prefix+o.name+": "+o.value)
	}
	w.line(0, close)
	w.blank()
}

// sortedOps returns the operations by name.
func (m *model) sortedOps() []*service.Operation {
	ops := append([]*service.Operation(nil), m.ops...)
	sort.Slice(ops, func(i, j int) bool { return ops[i].Name < ops[j].Name })
	return ops
}
