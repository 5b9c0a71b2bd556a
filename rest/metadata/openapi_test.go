package metadata

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

func loadOpenAPI(t *testing.T, p *Pages, path string) (*openapi3.T, []byte) {
	t.Helper()
	w := get(t, p, path, nil)
	require.Equal(t, http.StatusOK, w.Code)
	require.Equal(t, "application/json; charset=utf-8", w.Header().Get("Content-Type"))
	body := w.Body.Bytes()
	require.True(t, json.Valid(body))
	doc, err := openapi3.NewLoader().LoadFromData(body)
	require.NoError(t, err)
	return doc, body
}

func TestOpenAPIValid(t *testing.T) {
	_, p := newPages(t)
	doc, _ := loadOpenAPI(t, p, "/v2/openapi.json")
	require.Equal(t, "3.1.0", doc.OpenAPI)
	require.True(t, doc.IsOpenAPI31OrLater())
	// Validate checks the document, every schema, and every example
	// against its schema (JSON Schema 2020-12 for 3.1).
	require.NoError(t, doc.Validate(context.Background()))
	require.Equal(t, DefaultServiceName, doc.Info.Title)
	require.Equal(t, "2", doc.Info.Version)
	require.Len(t, doc.Servers, 1)
	require.Equal(t, "/v2", doc.Servers[0].URL)
}

func TestOpenAPICoversEveryRoute(t *testing.T) {
	s, p := newPages(t)
	doc, _ := loadOpenAPI(t, p, "/v2/openapi.json")
	ids := map[string]bool{}
	n := 0
	for _, op := range s.Operations() {
		require.NotEmpty(t, op.Routes, op.Name)
		for _, rt := range op.Routes {
			n++
			item := doc.Paths.Find(rt.Path)
			require.NotNil(t, item, "%s %s", rt.Method, rt.Path)
			o := item.GetOperation(rt.Method)
			require.NotNil(t, o, "%s %s", rt.Method, rt.Path)
			require.Equal(t, op.Name, o.OperationID)
			require.False(t, ids[o.OperationID], "duplicate operationId %s", o.OperationID)
			ids[o.OperationID] = true
			require.Equal(t, op.Summary, o.Summary)
			require.Equal(t, []string{op.Tag}, o.Tags)
			require.NotNil(t, o.Security)
			require.Equal(t, openapi3.SecurityRequirements{{"ApiUser": {}, "ApiKey": {}}}, *o.Security)

			ok := o.Responses.Status(200)
			require.NotNil(t, ok, op.Name)
			mt := ok.Value.Content.Get("application/json")
			require.NotNil(t, mt)
			require.Equal(t, "#/components/schemas/"+op.Name+"Response", mt.Schema.Ref)
			require.NotNil(t, mt.Example)
			require.NotNil(t, ok.Value.Content.Get("application/xml"))
			for _, code := range []int{400, 401, 403, 404} {
				r := o.Responses.Status(code)
				require.NotNil(t, r, "%s %d", op.Name, code)
				require.NotNil(t, r.Value.Content.Get("application/json").Schema.Value.Properties["data"], "%s %d", op.Name, code)
			}

			switch rt.Method {
			case "POST", "PUT":
				require.NotNil(t, o.RequestBody, op.Name)
				mt := o.RequestBody.Value.Content.Get("application/json")
				require.NotNil(t, mt)
				require.Equal(t, "#/components/schemas/"+op.Name, mt.Schema.Ref)
				require.NotNil(t, mt.Example)
				x := o.RequestBody.Value.Content.Get("application/xml")
				require.NotNil(t, x)
				require.Equal(t, mt.Schema.Ref, x.Schema.Ref)
				require.Equal(t, op.Name, x.Schema.Value.XML.Name)
			case "GET":
				require.Nil(t, o.RequestBody, op.Name)
				for _, f := range queryFields(op) {
					prm := o.Parameters.GetByInAndName("query", f.JSONName)
					require.NotNil(t, prm, "%s ?%s", op.Name, f.JSONName)
				}
			}
			require.NotNil(t, o.Parameters.GetByInAndName("header", "X-User-Id"), op.Name)
		}
	}
	require.Len(t, ids, n)
	require.Equal(t, n, len(ids))
	// Every path of the document is a route.
	for path, item := range doc.Paths.Map() {
		require.NotEmpty(t, item.Operations(), path)
	}

	ss := doc.Components.SecuritySchemes
	require.Equal(t, "X-Api-User", ss["ApiUser"].Value.Name)
	require.Equal(t, "header", ss["ApiUser"].Value.In)
	require.Equal(t, "X-Api-Key", ss["ApiKey"].Value.Name)
	require.Equal(t, "apiKey", ss["ApiKey"].Value.Type)
}

func TestOpenAPIQueryParameters(t *testing.T) {
	_, p := newPages(t)
	doc, _ := loadOpenAPI(t, p, "/v2/openapi.json")
	o := doc.Paths.Find("/dbs").Get
	for name, typ := range map[string]string{"page[limit]": "int32", "page[offset]": "int32", "dateFrom": "", "isIdCheckCompleted": ""} {
		prm := o.Parameters.GetByInAndName("query", name)
		require.NotNil(t, prm, name)
		if typ != "" {
			require.True(t, prm.Schema.Value.Type.Is("integer"), name)
			require.Equal(t, typ, prm.Schema.Value.Format, name)
		}
	}
	require.True(t, o.Parameters.GetByInAndName("query", "isIdCheckCompleted").Schema.Value.Type.Is("boolean"))
	ids := doc.Paths.Find("/peps/renew/selected").Get.Parameters.GetByInAndName("query", "ids")
	require.NotNil(t, ids)
	require.True(t, ids.Schema.Value.Type.Is("array"))
	require.Equal(t, "int64", ids.Schema.Value.Items.Value.Format)
	// The PUT on the same path is the renewal, with a body.
	require.Equal(t, "RenewPepSearches", doc.Paths.Find("/peps/renew/selected").Put.OperationID)
	st := doc.Paths.Find("/clients/incomplete/count").Get.Parameters.GetByInAndName("query", "state")
	require.NotNil(t, st)
	require.Equal(t, "#/components/schemas/ClientState", st.Schema.Ref)
}

func TestOpenAPISchemas(t *testing.T) {
	s, p := newPages(t)
	doc, _ := loadOpenAPI(t, p, "/v2/openapi.json")
	schemas := doc.Components.Schemas
	for _, nt := range s.NamedTypes() {
		if nt.Kind != service.KindStruct && nt.Kind != service.KindEnum {
			continue
		}
		sc := schemas[nt.Name]
		require.NotNil(t, sc, nt.Name)
		if nt.Kind == service.KindEnum {
			require.True(t, sc.Value.Type.Is("string"))
			require.Len(t, sc.Value.Enum, len(nt.EnumNames))
			continue
		}
		require.True(t, sc.Value.Type.Is("object"), nt.Name)
		require.Len(t, sc.Value.Properties, len(nt.Fields), nt.Name)
		for _, f := range nt.Fields {
			prop := sc.Value.Properties[f.JSONName]
			require.NotNil(t, prop, "%s.%s", nt.Name, f.JSONName)
			require.NotNil(t, prop.Value.XML, "%s.%s", nt.Name, f.JSONName)
			require.Equal(t, f.XMLName, prop.Value.XML.Name)
		}
	}
	props := func(name string) openapi3.Schemas { return schemas[name].Value.Properties }
	// Kinds.
	require.True(t, props("GetDbsSearches")["page[limit]"].Value.Type.Is("integer"))
	require.Equal(t, "page_x005B_limit_x005D_", props("GetDbsSearches")["page[limit]"].Value.XML.Name)
	require.Equal(t, &openapi3.Types{"boolean", "null"}, props("GetDbsSearches")["isIdCheckCompleted"].Value.Type)
	require.Equal(t, &openapi3.Types{"string", "null"}, props("GetDbsSearches")["dateFrom"].Value.Type)
	require.True(t, props("GetDbsSearches")["name"].Value.Type.Is("string"))
	require.Equal(t, "uuid", props("SubUser")["userId"].Value.Format)
	require.Equal(t, "decimal", props("RenewPepSearchesData")["totalCost"].Value.Format)
	require.True(t, props("RenewPepSearchesData")["totalCost"].Value.Type.Is("number"))
	require.True(t, props("PdfDocumentWithData")["documentBytes"].Value.Type.Is("string"))
	require.Contains(t, props("SearchRecord")["dateSearched"].Value.Description, `\/Date(`)
	ids := props("RenewPepSearchesRequest")["ids"].Value
	require.True(t, ids.Type.Is("array"))
	require.True(t, ids.XML.Wrapped)
	require.Equal(t, "Long", ids.Items.Value.XML.Name)
	meta := props("ResponseStatus")["meta"].Value
	require.True(t, meta.Type.Is("object"))
	require.True(t, meta.AdditionalProperties.Schema.Value.Type.Is("string"))
	state := props("CountIncompleteClients")["state"].Value
	require.Len(t, state.AnyOf, 2)
	require.Equal(t, "#/components/schemas/ClientState", state.AnyOf[0].Ref)
	// Required members, but never the credential object (headers work too).
	require.Contains(t, schemas["UpdateValidIdRequest"].Value.Required, "id")
	require.NotContains(t, schemas["GetSearch"].Value.Required, "authentication")
	// The error body.
	e := schemas["ErrorResponse"].Value
	require.Equal(t, "#/components/schemas/ErrorResponseData", e.Properties["data"].Ref)
	require.Equal(t, "#/components/schemas/ResponseStatus", schemas["ErrorResponseData"].Value.Properties["responseStatus"].Ref)
}

func TestOpenAPIExamplesMatchSchemas(t *testing.T) {
	s, p := newPages(t)
	doc, _ := loadOpenAPI(t, p, "/v2/openapi.json")
	for _, op := range s.Operations() {
		for _, rt := range op.Routes {
			o := doc.Paths.Find(rt.Path).GetOperation(rt.Method)
			mt := o.Responses.Status(200).Value.Content.Get("application/json")
			require.NoError(t, mt.Schema.Value.VisitJSON(mt.Example), op.Name)
			if o.RequestBody != nil {
				mt := o.RequestBody.Value.Content.Get("application/json")
				require.NoError(t, mt.Schema.Value.VisitJSON(mt.Example), op.Name)
			}
		}
	}
}
