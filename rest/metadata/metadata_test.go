package metadata

import (
	"bytes"
	"encoding/json"
	"flag"
	"html"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/beevik/etree"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/rest"
	"github.com/screengate/screengate/service"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func newPages(t testing.TB) (*service.Schema, *Pages) {
	t.Helper()
	s, err := service.NewSchema("")
	require.NoError(t, err)
	p, err := New(s, Config{BasePath: "/v2", ServiceName: DefaultServiceName})
	require.NoError(t, err)
	return s, p
}

func get(t testing.TB, h http.Handler, target string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	return do(t, h, http.MethodGet, target, hdr)
}

func do(t testing.TB, h http.Handler, method, target string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(method, "http://api.example.com:8080"+target, nil)
	for k, v := range hdr {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code == http.StatusOK && method != http.MethodHead {
		require.Equal(t, strconv.Itoa(w.Body.Len()), w.Header().Get("Content-Length"), target)
	}
	return w
}

func TestIndex(t *testing.T) {
	s, p := newPages(t)
	require.NotEmpty(t, s.Operations())
	w := get(t, p, "/v2/metadata", nil)
	require.Equal(t, http.StatusOK, w.Code)
	require.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))
	body := w.Body.String()
	require.Contains(t, body, "<title>"+DefaultServiceName+"</title>")
	require.Contains(t, body, "The following operations are available.")
	links := regexp.MustCompile(`<a href="(json|xml|soap11|soap12)/metadata\?op=(\w+)">`).FindAllStringSubmatch(body, -1)
	require.Len(t, links, 4*len(s.Operations()))
	perOp := map[string]int{}
	for _, l := range links {
		perOp[l[2]]++
	}
	for _, op := range s.Operations() {
		require.Equal(t, 4, perOp[op.Name], op.Name)
		require.Contains(t, body, "<td>"+html.EscapeString(op.Summary)+"</td>")
	}
	for _, want := range []string{
		"WSDLS:", `<a href="soap11">`, `<a href="soap12">`,
		"XSDS:", `<a href="metadata?xsd=0">Wcf Data Types</a>`, `<a href="metadata?xsd=1">Service Types</a>`,
		`<a href="metadata?xsd=2">Wcf Collection Types</a>`, `<a href="openapi.json">`,
		`<tr class="tag"><th colspan="3">Sanctions</th></tr>`,
	} {
		require.Contains(t, body, want)
	}
	require.NotContains(t, body, "<script")
}

// pageSample is a sample block of an operation page.
type pageSample struct {
	start   string // request or status line
	headers map[string]string
	body    string
}

var preRE = regexp.MustCompile(`(?s)<pre class="(request|response)">(.*?)</pre>`)

func samplesOf(t *testing.T, page string) (req, resp pageSample) {
	t.Helper()
	m := preRE.FindAllStringSubmatch(page, -1)
	require.Len(t, m, 2)
	parse := func(s string) pageSample {
		s = html.UnescapeString(s)
		head, body, _ := strings.Cut(s, "\n\n")
		lines := strings.Split(strings.TrimRight(head, "\n"), "\n")
		ps := pageSample{start: lines[0], headers: map[string]string{}, body: body}
		for _, l := range lines[1:] {
			k, v, ok := strings.Cut(l, ": ")
			require.True(t, ok, l)
			ps.headers[k] = v
		}
		return ps
	}
	return parse(m[0][2]), parse(m[1][2])
}

// names of op's request members a client writes: the request's own and,
// for BindRequest operations, those of the request member.
func requestFieldNames(op *service.Operation, xml bool) []string {
	var out []string
	add := func(t *service.Type) {
		for _, f := range t.Fields {
			if xml {
				out = append(out, f.XMLName)
			} else {
				out = append(out, f.JSONName)
			}
		}
	}
	add(op.Request)
	if ft := fieldsType(op); ft != op.Request {
		add(ft)
	}
	add(op.Request.FieldByJSON("authentication").Type)
	return out
}

func TestOperationPages(t *testing.T) {
	s, p := newPages(t)
	for _, op := range s.Operations() {
		for f, fi := range formats {
			t.Run(fi.key+"/"+op.Name, func(t *testing.T) {
				w := get(t, p, "/v2/"+fi.key+"/metadata?op="+op.Name, nil)
				require.Equal(t, http.StatusOK, w.Code)
				require.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))
				page := w.Body.String()
				require.NotContains(t, page, hostMarker)
				require.Contains(t, page, "<h1>"+DefaultServiceName+"</h1>")
				require.Contains(t, page, `<a href="../metadata">&lt;back to all web services</a>`)
				require.Contains(t, page, "<h2>"+op.Name+"</h2>")
				require.Contains(t, page, html.EscapeString(op.Summary))
				require.Contains(t, page, "Requires Authentication")
				require.Contains(t, page, "The following routes are available for this service:")
				require.Contains(t, page, "<caption>"+op.Name+" Parameters:</caption>")
				require.Contains(t, page, "<caption>"+op.Name+"Data Parameters:</caption>")
				require.Contains(t, page, "To override the Content-type in your clients, use the HTTP <b>Accept</b> Header, append the <b>."+fi.key+"</b> suffix or <b>?format="+fi.key+"</b>")
				require.Equal(t, format(f) == fmtJSON, strings.Contains(page, "?callback=myCallback"))
				require.Contains(t, page, "<h3>HTTP + "+fi.label+"</h3>")

				if fi.soap != 0 {
					require.Contains(t, page, "<tr><td>POST</td><td><code>/v2/"+fi.key+"</code></td></tr>")
					require.NotContains(t, page, "/reply/")
				} else {
					for _, rt := range op.Routes {
						require.Contains(t, page, "<tr><td>"+rt.Method+"</td><td><code>/v2"+rt.Path+"</code></td></tr>")
					}
					require.Contains(t, page, "<tr><td>All Verbs</td><td><code>/v2/"+fi.key+"/reply/"+op.Name+"</code></td></tr>")
				}
				for _, name := range requestFieldNames(op, format(f) != fmtJSON) {
					require.Contains(t, page, "<tr><td>"+html.EscapeString(name)+"</td>", name)
				}

				req, resp := samplesOf(t, page)
				require.Equal(t, "api.example.com:8080", req.headers["Host"])
				require.Equal(t, "HTTP/1.1 200 OK", resp.start)
				require.Equal(t, fi.reply, resp.headers["Content-Type"])
				switch {
				case fi.soap != 0:
					checkSOAPSample(t, op, fi, req, resp)
				case format(f) == fmtJSON:
					checkJSONSample(t, op, req, resp)
				default:
					checkXMLSample(t, op, req, resp)
				}
			})
		}
	}
}

func isGET(op *service.Operation) bool { return !hasBodyRoute(op) }

func checkRESTStart(t *testing.T, op *service.Operation, req pageSample) {
	method, path := sampleRoute(op, "")
	require.True(t, strings.HasPrefix(req.start, method+" /v2"+samplePath(op, path)), req.start)
	require.True(t, strings.HasSuffix(req.start, " HTTP/1.1"), req.start)
	if isGET(op) {
		require.Empty(t, req.body)
		require.Equal(t, "String", req.headers["X-Api-Key"])
		require.NotContains(t, req.headers, "Content-Type")
		for _, f := range queryFields(op) {
			if strings.Contains(strings.ToLower(path), "{"+strings.ToLower(f.JSONName)+"}") {
				continue // a path variable
			}
			require.Contains(t, req.start, f.JSONName+"=", f.JSONName)
		}
	}
}

func checkJSONSample(t *testing.T, op *service.Operation, req, resp pageSample) {
	checkRESTStart(t, op, req)
	require.Equal(t, "application/json", req.headers["Accept"])
	if !isGET(op) {
		require.Equal(t, "application/json", req.headers["Content-Type"])
		require.True(t, json.Valid([]byte(req.body)), req.body)
		// The sample is a request the server accepts, and it round-trips.
		v := op.NewRequest()
		require.NoError(t, rest.DecodeJSON([]byte(req.body), op.Request, v, rest.Limits{}))
		var compact bytes.Buffer
		require.NoError(t, json.Compact(&compact, []byte(req.body)))
		require.Equal(t, compact.String(), string(rest.AppendJSON(nil, op.Request, v)))
		require.Contains(t, req.body, `"apiUserId": "String"`)
	}
	require.True(t, json.Valid([]byte(resp.body)), resp.body)
	var m map[string]map[string]any
	require.NoError(t, json.Unmarshal([]byte(resp.body), &m))
	require.Contains(t, m["data"], "responseStatus")
}

func parseXML(t *testing.T, s string) *etree.Element {
	t.Helper()
	doc := etree.NewDocument()
	require.NoError(t, doc.ReadFromString(s), s)
	require.NotNil(t, doc.Root())
	return doc.Root()
}

func checkXMLSample(t *testing.T, op *service.Operation, req, resp pageSample) {
	checkRESTStart(t, op, req)
	require.Equal(t, "application/xml", req.headers["Accept"])
	if !isGET(op) {
		require.Equal(t, "application/xml", req.headers["Content-Type"])
		root := parseXML(t, req.body)
		require.Equal(t, op.Name, root.Tag)
		require.Equal(t, service.DefaultNamespace, root.NamespaceURI())
		require.NotNil(t, root.SelectElement("Authentication"))
	}
	require.True(t, strings.HasPrefix(resp.body, `<?xml version="1.0" encoding="utf-8"?>`))
	root := parseXML(t, resp.body)
	require.Equal(t, op.Name+"Response", root.Tag)
	require.NotNil(t, root.FindElement("Data/ResponseStatus"))
}

func checkSOAPSample(t *testing.T, op *service.Operation, fi formatInfo, req, resp pageSample) {
	require.Equal(t, "POST /v2/"+fi.key+" HTTP/1.1", req.start)
	require.Equal(t, fi.mime, req.headers["Content-Type"])
	if fi.soap == 11 {
		require.Equal(t, op.Name, req.headers["SOAPAction"])
	} else {
		require.NotContains(t, req.headers, "SOAPAction")
	}
	envNS := map[int]string{11: "http://schemas.xmlsoap.org/soap/envelope/", 12: "http://www.w3.org/2003/05/soap-envelope"}[fi.soap]
	for _, c := range []struct {
		body, elem string
	}{{req.body, op.Name}, {resp.body, op.Name + "Response"}} {
		env := parseXML(t, c.body)
		require.Equal(t, "Envelope", env.Tag)
		require.Equal(t, envNS, env.NamespaceURI())
		var body *etree.Element
		for _, ch := range env.ChildElements() {
			if ch.Tag == "Body" {
				body = ch
			}
		}
		require.NotNil(t, body)
		require.Len(t, body.ChildElements(), 1)
		el := body.ChildElements()[0]
		require.Equal(t, c.elem, el.Tag)
		require.Equal(t, service.DefaultNamespace, el.NamespaceURI())
	}
}

func TestParameterColumns(t *testing.T) {
	_, p := newPages(t)
	row := func(name, param, typ, req string) string {
		return "<tr><td>" + name + "</td><td>" + param + "</td><td>" + typ + "</td><td>" + req + "</td>"
	}
	page := get(t, p, "/v2/json/metadata?op=GetDbsSearches", nil).Body.String()
	require.Contains(t, page, row("page[limit]", "query", "int", "no"))
	require.Contains(t, page, row("dateFrom", "query", "DateTime?", "no"))
	require.Contains(t, page, row("authentication", "header", `<a href="#Authentication">Authentication</a>`, "yes"))
	require.Contains(t, page, row("searches", "form", `<a href="#DbsSearchShort">List&lt;DbsSearchShort&gt;</a>`, "no"))
	page = get(t, p, "/v2/xml/metadata?op=GetDbsSearches", nil).Body.String()
	require.Contains(t, page, row("page_x005B_limit_x005D_", "query", "int", "no"))
	page = get(t, p, "/v2/json/metadata?op=GetSearch", nil).Body.String()
	require.Contains(t, page, row("request", "body", `<a href="#GetSearchRequest">GetSearchRequest</a>`, "no"))
	require.Contains(t, page, row("authentication", "header, body", `<a href="#Authentication">Authentication</a>`, "yes"))
	require.Contains(t, page, row("id", "form", "long", "no"))
	page = get(t, p, "/v2/json/metadata?op=CostRenewPepSearches", nil).Body.String()
	require.Contains(t, page, row("ids", "query", "List&lt;long&gt;", "no"))
	require.Contains(t, page, row("request", "query", `<a href="#CostRenewPepSearchesRequest">CostRenewPepSearchesRequest</a>`, "no"))
	page = get(t, p, "/v2/json/metadata?op=CountIncompleteClients", nil).Body.String()
	require.Contains(t, page, row("state", "query", `<a href="#ClientState">ClientState?</a>`, "no"))
	require.Contains(t, page, "<caption>ClientState Enum:</caption>")
	require.Contains(t, page, "<tr><td>PendingVerification</td><td>3</td></tr>")
	page = get(t, p, "/v2/json/metadata?op=GetSubUser", nil).Body.String()
	require.Contains(t, page, row("subUserId", "query", "Guid?", "no"))
	require.Contains(t, page, row("userId", "form", "Guid", "no"))
	page = get(t, p, "/v2/soap11/metadata?op=GetSubUser", nil).Body.String()
	require.Contains(t, page, row("SubUserId", "body", "Guid?", "no"))
	page = get(t, p, "/v2/json/metadata?op=UpdateValidId", nil).Body.String()
	require.Contains(t, page, row("id", "form", "int", "yes"))
	require.Contains(t, page, "PUT /v2/validid/update HTTP/1.1")

	// Every DTO table is there once, request side first.
	page = get(t, p, "/v2/json/metadata?op=GetPdf", nil).Body.String()
	var order []string
	for _, m := range regexp.MustCompile(`<caption>(\w+) Parameters:</caption>`).FindAllStringSubmatch(page, -1) {
		order = append(order, m[1])
	}
	require.Equal(t, []string{"GetPdf", "GetPdfRequest", "Authentication", "GetPdfResponse", "GetPdfData",
		"PdfDocumentWithData", "ResponseStatus", "ResponseError"}, order)
}

func TestRouting(t *testing.T) {
	_, p := newPages(t)
	// Case-insensitive path and operation name.
	w := get(t, p, "/V2/Json/Metadata?op=getsearch", nil)
	require.Equal(t, http.StatusOK, w.Code)
	require.Contains(t, w.Body.String(), "<h2>GetSearch</h2>")
	w = get(t, p, "/v2/XML/metadata?OP=GETSEARCH", nil)
	require.Equal(t, http.StatusOK, w.Code)
	require.Contains(t, w.Body.String(), "<h3>HTTP + XML</h3>")
	require.Equal(t, http.StatusOK, get(t, p, "/V2/METADATA", nil).Code)
	require.Equal(t, http.StatusOK, get(t, p, "/v2/OpenAPI.json", nil).Code)

	// Unknown operation or page.
	w = get(t, p, "/v2/json/metadata?op=NoSuchOp", nil)
	require.Equal(t, http.StatusNotFound, w.Code)
	require.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))
	require.Contains(t, w.Body.String(), `<a href="/v2/metadata">`)
	require.NotContains(t, w.Body.String(), "NoSuchOp")
	require.Equal(t, http.StatusNotFound, get(t, p, "/v2/jsv/metadata?op=GetSearch", nil).Code)
	require.Equal(t, http.StatusNotFound, get(t, p, "/v2/other", nil).Code)

	// No operation: back to the index.
	w = get(t, p, "/v2/soap11/metadata", nil)
	require.Equal(t, http.StatusFound, w.Code)
	require.Equal(t, "/v2/metadata", w.Header().Get("Location"))

	// A trailing slash is redirected away so that relative links work.
	w = get(t, p, "/v2/json/metadata/?op=GetSearch", nil)
	require.Equal(t, http.StatusMovedPermanently, w.Code)
	require.Equal(t, "/v2/json/metadata?op=GetSearch", w.Header().Get("Location"))

	// Read-only.
	w = do(t, p, http.MethodPost, "/v2/metadata", nil)
	require.Equal(t, http.StatusMethodNotAllowed, w.Code)
	require.Equal(t, "GET, HEAD", w.Header().Get("Allow"))
	w = do(t, p, http.MethodHead, "/v2/json/metadata?op=GetSearch", nil)
	require.Equal(t, http.StatusOK, w.Code)
	require.Zero(t, w.Body.Len())
	full := get(t, p, "/v2/json/metadata?op=GetSearch", nil)
	require.Equal(t, full.Header().Get("Content-Length"), w.Header().Get("Content-Length"))

	// The Host header of the samples.
	w = get(t, p, "/v2/json/metadata?op=GetSearch", map[string]string{"X-Forwarded-Host": "public.example.org"})
	require.Contains(t, w.Body.String(), "\nHost: public.example.org\n")
	r := httptest.NewRequest(http.MethodGet, "/v2/json/metadata?op=GetSearch", nil)
	r.Host = `evil"<host>`
	rec := httptest.NewRecorder()
	p.ServeHTTP(rec, r)
	require.Contains(t, rec.Body.String(), "\nHost: localhost\n")
	require.NotContains(t, rec.Body.String(), "evil")

	// Security headers of the HTML pages; CORS for the OpenAPI document.
	require.Contains(t, full.Header().Get("Content-Security-Policy"), "default-src 'none'")
	require.Equal(t, "nosniff", full.Header().Get("X-Content-Type-Options"))
	require.Equal(t, "*", get(t, p, "/v2/openapi.json", nil).Header().Get("Access-Control-Allow-Origin"))

	// Every advertised path is served.
	for _, path := range p.Paths() {
		w := get(t, p, "/v2"+path+"?op=GetSearch", nil)
		require.Equal(t, http.StatusOK, w.Code, path)
	}
}

func TestXSDDelegation(t *testing.T) {
	s, err := service.NewSchema("")
	require.NoError(t, err)
	p, err := New(s, Config{BasePath: "/v2"})
	require.NoError(t, err)
	require.Equal(t, http.StatusNotFound, get(t, p, "/v2/metadata?xsd=1", nil).Code)

	xsd := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/xml")
		_, _ = w.Write([]byte("<xs:schema/>" + r.URL.Query().Get("xsd")))
	})
	p, err = New(s, Config{BasePath: "/v2", XSD: xsd})
	require.NoError(t, err)
	w := httptest.NewRecorder()
	p.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/v2/metadata?xsd=2", nil))
	require.Equal(t, "text/xml", w.Header().Get("Content-Type"))
	require.Equal(t, "<xs:schema/>2", w.Body.String())
	require.Contains(t, get(t, p, "/v2/metadata", nil).Body.String(), "The following operations are available.")
}

func TestBasePathAndNamespace(t *testing.T) {
	s, err := service.NewSchema("urn:example:types")
	require.NoError(t, err)
	p, err := New(s, Config{BasePath: "/", ServiceName: "Test <API>"})
	require.NoError(t, err)
	w := get(t, p, "/metadata", nil)
	require.Equal(t, http.StatusOK, w.Code)
	require.Contains(t, w.Body.String(), "<h1>Test &lt;API&gt;</h1>")
	w = get(t, p, "/soap11/metadata?op=GetSearch", nil)
	require.Equal(t, http.StatusOK, w.Code)
	require.Contains(t, w.Body.String(), "POST /soap11 HTTP/1.1")
	require.Contains(t, w.Body.String(), `&lt;GetSearch xmlns="urn:example:types"`)
	w = get(t, p, "/json/metadata?op=GetSearch", nil)
	require.Contains(t, w.Body.String(), "POST /sanctions/get HTTP/1.1")
	doc, _ := loadOpenAPI(t, p, "/openapi.json")
	require.Equal(t, "/", doc.Servers[0].URL)
	require.Equal(t, "Test <API>", doc.Info.Title)
}

func TestPopulate(t *testing.T) {
	s, err := service.NewSchema("")
	require.NoError(t, err)
	op, ok := s.Operation("GetPdf")
	require.True(t, ok)
	data := op.NewData()
	populate(op.Data, reflect.ValueOf(data).Elem())
	d := data.(*service.GetPdfData)
	require.NotNil(t, d.Document)
	require.Equal(t, "String", d.Document.Name)
	require.Equal(t, []byte{0}, d.Document.DocumentBytes)
	require.NotNil(t, d.Document.SanctionsSearchID)
	require.Len(t, d.ResponseStatus.Errors, 1)
	require.Equal(t, map[string]string{"String": "String"}, d.ResponseStatus.Meta)
}

func TestGoldenPage(t *testing.T) {
	_, p := newPages(t)
	for _, c := range []struct{ op, fmt string }{{"GetSearch", "json"}, {"GetDbsSearches", "xml"}, {"AddSearchNote", "soap11"}} {
		r := httptest.NewRequest(http.MethodGet, "/v2/"+c.fmt+"/metadata?op="+c.op, nil)
		r.Host = "localhost:8080"
		w := httptest.NewRecorder()
		p.ServeHTTP(w, r)
		require.Equal(t, http.StatusOK, w.Code)
		golden := filepath.Join("testdata", c.op+"."+c.fmt+".html")
		if *update {
			require.NoError(t, os.MkdirAll("testdata", 0o755))
			require.NoError(t, os.WriteFile(golden, w.Body.Bytes(), 0o644))
		}
		want, err := os.ReadFile(golden)
		require.NoError(t, err, "run go test ./rest/metadata -run TestGoldenPage -update")
		require.Equal(t, string(want), w.Body.String(), "%s differs; rerun with -update if the change is intended", golden)
	}
}

// discard is a minimal ResponseWriter for benchmarks.
type discard struct{ h http.Header }

func (d *discard) Header() http.Header         { return d.h }
func (d *discard) Write(b []byte) (int, error) { return len(b), nil }
func (d *discard) WriteHeader(int)             {}

func BenchmarkOperationPage(b *testing.B) {
	_, p := newPages(b)
	r := httptest.NewRequest(http.MethodGet, "http://api.example.com/v2/json/metadata?op=GetSearch", nil)
	w := &discard{h: http.Header{}}
	b.ReportAllocs()
	for b.Loop() {
		clear(w.h)
		p.ServeHTTP(w, r)
	}
}

func BenchmarkOpenAPI(b *testing.B) {
	_, p := newPages(b)
	r := httptest.NewRequest(http.MethodGet, "http://api.example.com/v2/openapi.json", nil)
	w := &discard{h: http.Header{}}
	b.ReportAllocs()
	for b.Loop() {
		clear(w.h)
		p.ServeHTTP(w, r)
	}
}
