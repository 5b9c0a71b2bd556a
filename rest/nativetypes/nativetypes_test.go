package nativetypes

import (
	"context"
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

var update = flag.Bool("update", false, "rewrite the golden DTO files in testdata/")

var fixedDate = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func newGenerator(t *testing.T, s *service.Schema) *Generator {
	t.Helper()
	g, err := New(s, Config{BasePath: "/v2", Version: "test", Date: fixedDate})
	require.NoError(t, err)
	return g
}

func schema(t *testing.T) *service.Schema {
	t.Helper()
	s, err := service.NewSchema("")
	require.NoError(t, err)
	return s
}

// goldenFiles are the generated sources, one per language.
var goldenFiles = map[string]string{
	"csharp": "dtos.cs", "typescript": "dtos.ts", "java": "dtos.java", "kotlin": "dtos.kt", "python": "dtos.py", "metadata": "metadata.json",
}

// TestGolden compares every language with testdata/golden (-update
// rewrites them). The compile and round-trip tests against the running
// server are in cmd/screengate (dtos_test.go).
func TestGolden(t *testing.T) {
	g := newGenerator(t, schema(t))
	for _, lang := range Languages {
		t.Run(lang, func(t *testing.T) {
			got, ok := g.Source(lang, "https://api.example/v2")
			require.True(t, ok)
			if lang == "metadata" {
				var pretty any
				require.NoError(t, json.Unmarshal([]byte(got), &pretty))
				b, err := json.MarshalIndent(pretty, "", "  ")
				require.NoError(t, err)
				got = string(b) + "\n"
			}
			path := filepath.Join("testdata", "golden", goldenFiles[lang])
			if *update {
				require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
				require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "run go test ./rest/nativetypes -run TestGolden -update")
			require.Equal(t, string(want), got, "%s changed; review and run with -update", path)
		})
	}
}

// TestEveryOperation: each language declares every operation of the
// registry as a request type naming its response, with its routes.
func TestEveryOperation(t *testing.T) {
	s := schema(t)
	g := newGenerator(t, s)
	src := map[string]string{}
	for _, l := range Languages {
		src[l], _ = g.Source(l, "http://h/v2")
	}
	for _, op := range s.Operations() {
		resp := op.Name + "Response"
		require.Regexp(t, `public partial class `+op.Name+`\n\s+: \w+, IReturn<`+resp+`>`, src["csharp"], op.Name)
		require.Regexp(t, `export class `+op.Name+` extends \w+ implements IReturn<`+resp+`>`, src["typescript"], op.Name)
		require.Contains(t, src["typescript"], "public getTypeName() { return '"+op.Name+"'; }")
		require.Regexp(t, `public static class `+op.Name+` extends \w+ implements IReturn<`+resp+`>`, src["java"], op.Name)
		require.Regexp(t, `open class `+op.Name+` : \w+\(\), IReturn<`+resp+`>`, src["kotlin"], op.Name)
		require.Regexp(t, `class `+op.Name+`\(\w+, IReturn\[`+resp+`\]\):`, src["python"], op.Name)
		require.Contains(t, src["metadata"], `"name":"`+op.Name+`"`)
		for _, r := range op.Routes {
			require.Contains(t, src["csharp"], `[Route("`+r.Path+`", "`+r.Method+`")]`)
			require.Contains(t, src["typescript"], `// @Route("`+r.Path+`", "`+r.Method+`")`)
			require.Contains(t, src["java"], `@Route(Path="`+r.Path+`", Verbs="`+r.Method+`")`)
			require.Contains(t, src["python"], `# @Route("`+r.Path+`", "`+r.Method+`")`)
		}
	}
	// ServiceStack's own types come from the client libraries, except in
	// TypeScript.
	for _, l := range []string{"csharp", "java", "kotlin", "python"} {
		require.NotRegexp(t, `class ResponseStatus\b`, src[l], l)
	}
	require.Contains(t, src["typescript"], "export class ResponseStatus")
	// Wire names that are not identifiers keep their names on the wire.
	require.Contains(t, src["csharp"], `[DataMember(Name="page[limit]")]`+"\n        public virtual int PageLimit { get; set; }")
	require.Contains(t, src["typescript"], `public 'page[limit]'?: number;`)
	require.Contains(t, src["java"], `@SerializedName("page[limit]")`)
	require.Contains(t, src["python"], `page_limit: Optional[int] = field(metadata=config(field_name='page[limit]'), default=None)`)
	// List contracts that are not DataContract defaults get a collection
	// class carrying their names.
	require.Contains(t, src["csharp"], `[CollectionDataContract(Name="ArrayOfSearchNote", ItemName="Note")]`)
	require.Contains(t, src["csharp"], `[CollectionDataContract(Name="ArrayOfLong", ItemName="Long")]`)
	require.Contains(t, src["csharp"], "public virtual List<long> FailedIds { get; set; }")
}

// Types of an operation the real registry does not have: a new operation
// reaches every language with no edit to the generators.
type color int32

func (color) EnumNames() []string { return []string{"Red", "Green"} }

type widgetBase struct {
	service.BaseRequest
	Owner string `json:"owner"`
}

type MakeWidget struct {
	widgetBase
	Colors  []color           `json:"colors"`
	Parts   []widgetPart      `json:"parts" dc:"item=Part"`
	When    *time.Time        `json:"when"`
	Tags    map[string]string `json:"tags"`
	Size    *int16            `json:"size"`
	Object  string            `json:"object" doc:"a name that is a keyword in Kotlin"`
	Default bool              `json:"default" doc:"a name that is a keyword in Java"`
	From    string            `json:"from" doc:"a name that is a keyword in Python"`
}

type widgetPart struct {
	ID service.GUID `json:"id"`
}

type MakeWidgetData struct {
	service.BaseResponse
	Made int64 `json:"made"`
}

func TestNewOperationNeedsNoEdit(t *testing.T) {
	r := &service.Registry{}
	service.Register(r, service.Operation{Name: "MakeWidget", Summary: "Make a widget", Routes: []service.Route{{Method: "POST", Path: "/widgets"}, {Method: "PUT", Path: "/widgets"}, {Method: "POST", Path: "/widgets/new"}}},
		func(context.Context, *service.Call, *MakeWidget) (*MakeWidgetData, error) { return nil, nil })
	s, err := r.Build("")
	require.NoError(t, err)
	g := newGenerator(t, s)
	cs, _ := g.Source("csharp", "")
	require.Contains(t, cs, `[Route("/widgets", "POST,PUT")]`)
	require.Contains(t, cs, `[Route("/widgets/new", "POST")]`)
	require.Contains(t, cs, "public partial class MakeWidget\n        : widgetBase, IReturn<MakeWidgetResponse>")
	require.Contains(t, cs, `[CollectionDataContract(Name="ArrayOfPart", ItemName="Part")]`)
	require.Contains(t, cs, "public virtual List<color> Colors { get; set; }")
	require.Contains(t, cs, "public virtual short? Size { get; set; }")
	kt, _ := g.Source("kotlin", "")
	require.Contains(t, kt, "var `object`:String? = null")
	require.Contains(t, kt, `// @Route(Path="/widgets/new", Verbs="POST")`)
	java, _ := g.Source("java", "")
	require.Contains(t, java, `@SerializedName("default")`+"\n        public Boolean default_ = null;")
	py, _ := g.Source("python", "")
	require.Contains(t, py, "from_: Optional[str] = field(metadata=config(field_name='from'), default=None)")
	require.Regexp(t, regexp.MustCompile(`(?s)class MakeWidgetResponse:.*class MakeWidget\(widgetBase`), py, "Python defines the response before the request")
	ts, _ := g.Source("typescript", "")
	require.Regexp(t, regexp.MustCompile(`(?s)export class widgetBase extends BaseRequest.*export class MakeWidget extends widgetBase`), ts, "TypeScript defines bases first")
}

func TestServeHTTP(t *testing.T) {
	g := newGenerator(t, schema(t))
	for _, c := range []struct {
		method, path string
		status       int
		ct, contains string
	}{
		{"GET", "/v2/types/csharp", 200, "text/plain; charset=utf-8", "BaseUrl: https://api.example:8443/v2\n"},
		{"GET", "/v2/types/TypeScript/", 200, "text/plain; charset=utf-8", "export class GetSearch "},
		{"GET", "/v2/types/metadata", 200, "application/json; charset=utf-8", `"baseUrl":"https://api.example:8443/v2"`},
		{"GET", "/v2/types", 200, "application/json; charset=utf-8", `"kotlin":"https://api.example:8443/v2/types/kotlin"`},
		{"HEAD", "/v2/types/java", 200, "text/plain; charset=utf-8", ""},
		{"GET", "/v2/types/swift", 404, "text/plain; charset=utf-8", "available: metadata, csharp"},
		{"POST", "/v2/types/csharp", 405, "text/plain; charset=utf-8", ""},
	} {
		req := httptest.NewRequest(c.method, c.path, nil)
		req.Host = "api.example:8443"
		req.Header.Set("X-Forwarded-Proto", "https")
		rec := httptest.NewRecorder()
		g.ServeHTTP(rec, req)
		require.Equal(t, c.status, rec.Code, c.path)
		require.Equal(t, c.ct, rec.Header().Get("Content-Type"), c.path)
		require.Contains(t, rec.Body.String(), c.contains, c.path)
		if c.method == "HEAD" {
			require.Empty(t, rec.Body.String())
			require.NotEqual(t, "0", rec.Header().Get("Content-Length"))
		}
	}
	// A hostile Host never reaches the text.
	req := httptest.NewRequest("GET", "/v2/types/python", nil)
	req.Host = `evil"""\nimport os`
	rec := httptest.NewRecorder()
	g.ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code)
	require.False(t, strings.Contains(rec.Body.String(), "evil"))
}

func TestNames(t *testing.T) {
	for in, want := range map[string]string{
		"ApiUserId": "api_user_id", "IsIdCheckCompleted": "is_id_check_completed", "Base64Image": "base64_image",
		"Name1": "name1", "HmtUkraineResults": "hmt_ukraine_results", "OcrId": "ocr_id", "PageLimit": "page_limit",
	} {
		require.Equal(t, want, snake(in), in)
		require.Equal(t, camel(in), camelOfSnake(want), in)
	}
}
