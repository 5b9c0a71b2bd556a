package soap_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/servicetest"
	"github.com/screengate/screengate/soap"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

const typesNS = service.DefaultNamespace

// servicetest.FillDate is the date every filled DateTime member gets.

// target returns the type, root element name and a fresh value of an
// operation's request (response false) or response.
func target(op *service.Operation, response bool) (*service.Type, any) {
	if response {
		return op.Response, op.NewData()
	}
	return op.Request, op.NewRequest()
}

func encode(op *service.Operation, response bool, v any) []byte {
	if response {
		return soap.AppendXMLResponse(nil, op, v, "")
	}
	return soap.AppendXML(nil, op.Request, op.Name, v, "")
}

func golden(t *testing.T, name string, got []byte) []byte {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create it")
	require.Equal(t, string(want), string(got), path)
	return want
}

// requireNamespaces checks that doc is well-formed and namespace-correct:
// every element is in the types or the Arrays namespace (so every prefix
// is declared) and i:nil resolves to XMLSchema-instance.
func requireNamespaces(t *testing.T, doc []byte) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return
		}
		require.NoError(t, err)
		if se, ok := tok.(xml.StartElement); ok {
			require.Contains(t, []string{typesNS, service.ArraysNamespace}, se.Name.Space, se.Name.Local)
			for _, a := range se.Attr {
				if a.Name.Local == "nil" {
					require.Equal(t, "http://www.w3.org/2001/XMLSchema-instance", a.Name.Space)
				}
			}
		}
	}
}

func TestXMLGolden(t *testing.T) {
	s := servicetest.Schema(t)
	servicetest.RequireGoldenPerOperation(t, s, filepath.Join("testdata", "golden"), "request.xml")
	servicetest.RequireGoldenPerOperation(t, s, filepath.Join("testdata", "golden"), "response.xml")
	for _, op := range s.Operations() {
		t.Run(op.Name, func(t *testing.T) {
			for _, response := range []bool{false, true} {
				typ, v := target(op, response)
				if response {
					servicetest.Fill(op.Data, v, 2)
				} else {
					servicetest.Fill(op.Request, v, 2)
				}
				name := op.Name + ".request.xml"
				if response {
					name = op.Name + ".response.xml"
				}
				enc := encode(op, response, v)
				requireNamespaces(t, enc)
				want := golden(t, name, enc)

				_, got := target(op, response)
				require.NoError(t, soap.DecodeXML(want, typ, got, soap.XMLLimits{}))
				require.Equal(t, v, got)
				require.Equal(t, string(want), string(encode(op, response, got)))
			}
		})
	}
}

func requireMalformed(t *testing.T, err error, msgAndArgs ...any) *service.Error {
	t.Helper()
	require.Error(t, err, msgAndArgs...)
	var e *service.Error
	require.True(t, errors.As(err, &e), msgAndArgs...)
	require.Equal(t, service.CodeMalformed, e.Code, msgAndArgs...)
	require.Equal(t, "SerializationException", e.WireCode(), msgAndArgs...)
	require.Empty(t, e.Fields, msgAndArgs...)
	return e
}

func TestXMLGoldenTruncated(t *testing.T) {
	s := servicetest.Schema(t)
	for _, op := range s.Operations() {
		for _, response := range []bool{false, true} {
			name := op.Name + ".request.xml"
			if response {
				name = op.Name + ".response.xml"
			}
			src, err := os.ReadFile(filepath.Join("testdata", "golden", name))
			require.NoError(t, err)
			// Every prefix of small documents; about 400 spread over big ones.
			for i := 1; i < len(src); i += max(1, len(src)/400) {
				typ, v := target(op, response)
				requireMalformed(t, soap.DecodeXML(src[:i], typ, v, soap.XMLLimits{}), "%s[:%d]", name, i)
			}
		}
	}
}

func TestAppendXMLRules(t *testing.T) {
	s := servicetest.Schema(t)
	const head = ` xmlns="` + typesNS + `" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">`
	t.Run("NullsAndValueTypes", func(t *testing.T) {
		op := servicetest.Operation(t, s, "CountUnresolvedSearches")
		require.Equal(t, `<CountUnresolvedSearchesResponse`+head+`<Data><ResponseStatus i:nil="true"/><NumberOfUnresolvedSearches>0</NumberOfUnresolvedSearches></Data></CountUnresolvedSearchesResponse>`,
			string(soap.AppendXMLResponse(nil, op, op.NewData(), "")))
		require.Equal(t, `<CountUnresolvedSearchesResponse`+head+`<Data i:nil="true"/></CountUnresolvedSearchesResponse>`,
			string(soap.AppendXMLResponse(nil, op, nil, "")))
		require.Equal(t, `<CountUnresolvedSearches`+head+`<Authentication i:nil="true"/><Request><IncludeSearchesFromOtherUsers>false</IncludeSearchesFromOtherUsers></Request></CountUnresolvedSearches>`,
			string(soap.AppendXML(nil, op.Request, op.Name, &service.CountUnresolvedSearches{Request: &service.CountUnresolvedSearchesRequest{}}, "")))
		require.Equal(t, `<GetSearch`+head[:len(head)-1]+` i:nil="true"/>`,
			string(soap.AppendXML(nil, servicetest.Operation(t, s, "GetSearch").Request, "GetSearch", (*service.GetSearch)(nil), "")))
	})
	t.Run("Namespace", func(t *testing.T) {
		op := servicetest.Operation(t, s, "CountUnresolvedSearches")
		got := string(soap.AppendXMLResponse([]byte("x"), op, nil, `urn:a"b&c`))
		require.Equal(t, `x<CountUnresolvedSearchesResponse xmlns="urn:a&quot;b&amp;c" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><Data i:nil="true"/></CountUnresolvedSearchesResponse>`, got)
	})
	t.Run("ArraysAndMaps", func(t *testing.T) {
		op := servicetest.Operation(t, s, "RenewPepSearches")
		data := &service.RenewPepSearchesData{Count: 2, TotalCost: service.NewDecimal(1250, 2), FailedIDs: []int64{5, 6},
			BaseResponse: service.BaseResponse{ResponseStatus: &service.ResponseStatus{Message: "Success", Errors: []service.ResponseError{},
				Meta: map[string]string{"b": "2", "a": "<1>"}}}}
		got := soap.AppendXMLResponse(nil, op, data, "")
		require.Equal(t, `<RenewPepSearchesResponse`+head+`<Data><ResponseStatus><ErrorCode i:nil="true"/><Message>Success</Message><StackTrace i:nil="true"/><Errors></Errors>`+
			`<Meta xmlns:d4p1="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><d4p1:KeyValueOfstringstring><d4p1:Key>a</d4p1:Key><d4p1:Value>&lt;1&gt;</d4p1:Value></d4p1:KeyValueOfstringstring>`+
			`<d4p1:KeyValueOfstringstring><d4p1:Key>b</d4p1:Key><d4p1:Value>2</d4p1:Value></d4p1:KeyValueOfstringstring></Meta></ResponseStatus>`+
			`<Count>2</Count><FailedIds xmlns:d3p1="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><d3p1:long>5</d3p1:long><d3p1:long>6</d3p1:long></FailedIds>`+
			`<TotalCost>12.50</TotalCost></Data></RenewPepSearchesResponse>`, string(got))
		requireNamespaces(t, got)

		data.FailedIDs = []int64{}
		data.ResponseStatus.Meta = map[string]string{}
		got = soap.AppendXMLResponse(nil, op, data, "")
		require.Contains(t, string(got), `<Meta xmlns:d4p1="http://schemas.microsoft.com/2003/10/Serialization/Arrays"/>`)
		require.Contains(t, string(got), `<FailedIds xmlns:d3p1="http://schemas.microsoft.com/2003/10/Serialization/Arrays"/>`)
		data.FailedIDs = nil
		require.Contains(t, string(soap.AppendXMLResponse(nil, op, data, "")), `<FailedIds i:nil="true"/>`)

		// Lists in the types namespace use the item names of the spec.
		req := &service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{1, 2}}}
		require.Contains(t, string(soap.AppendXML(nil, op.Request, op.Name, req, "")), `<Ids><Long>1</Long><Long>2</Long></Ids>`)
	})
	t.Run("Primitives", func(t *testing.T) {
		op := servicetest.Operation(t, s, "GetPdf")
		sid := int64(9)
		data := &service.GetPdfData{Document: &service.PdfDocumentWithData{
			PdfDocument:   service.PdfDocument{ID: 1, SanctionsSearchID: &sid, DateCreated: servicetest.FillDate, DateExpires: servicetest.FillDate.Add(1500*time.Millisecond + 300)},
			DocumentBytes: []byte{0, 1, 2, 0xff},
		}}
		got := string(soap.AppendXMLResponse(nil, op, data, ""))
		require.Contains(t, got, `<CompanyLookupSearchId i:nil="true"/><DateCreated>2026-01-02T03:04:05</DateCreated><DateExpires>2026-01-02T03:04:06.5000003</DateExpires>`)
		require.Contains(t, got, `<Id>1</Id><IsReady>false</IsReady><Name i:nil="true"/>`)
		require.Contains(t, got, `<SanctionsSearchId>9</SanctionsSearchId>`)
		require.Contains(t, got, `<DocumentBytes>AAEC/w==</DocumentBytes>`)

		op = servicetest.Operation(t, s, "GetSubUser")
		g := service.MustGUID("3F2504E04F8911D39A0C0305E82C3301")
		require.Contains(t, string(soap.AppendXML(nil, op.Request, op.Name, &service.GetSubUser{SubUserID: &g}, "")), `<SubUserId>`+servicetest.FillGUID+`</SubUserId>`)

		op = servicetest.Operation(t, s, "CountIncompleteClients")
		st := service.ClientStatePendingOcr
		require.Contains(t, string(soap.AppendXML(nil, op.Request, op.Name, &service.CountIncompleteClients{State: &st}, "")), `<State>PendingOcr</State>`)

		op = servicetest.Operation(t, s, "GetDbsSearches")
		require.Contains(t, string(soap.AppendXML(nil, op.Request, op.Name, &service.GetDbsSearches{}, "")),
			`<Sort i:nil="true"/><page_x005B_limit_x005D_>0</page_x005B_limit_x005D_><page_x005B_offset_x005D_>0</page_x005B_offset_x005D_>`)
	})
	t.Run("KeepEmpty", func(t *testing.T) {
		op := servicetest.Operation(t, s, "RegisterAccountTemplate")
		data := &service.RegisterAccountTemplateData{Request: &service.RegisterAccountRequest{Country: "GB"}, ReferenceData: &service.ReferenceData{}}
		got := string(soap.AppendXMLResponse(nil, op, data, ""))
		require.Contains(t, got, `<Request><AccountActivationCode></AccountActivationCode><Address1></Address1>`)
		require.Contains(t, got, `<Country>GB</Country>`)
		require.Contains(t, got, `<ReferenceData><CompanyIndustries i:nil="true"/>`)
		require.Contains(t, got, `<ContactStatement i:nil="true"/>`)
	})
	t.Run("TextEscaping", func(t *testing.T) {
		op := servicetest.Operation(t, s, "GetSearch")
		for in, want := range map[string]string{
			"plain":                     "plain",
			`<a href="x">&'</a>`:        `&lt;a href="x"&gt;&amp;'&lt;/a&gt;`,
			"l1\r\nl2\tt\n":             "l1&#xD;\nl2\tt\n",
			"c\x00\x01\x1f\x7fd":        "c\x7fd",
			"é€😀 \uFFFD\uFFFE\uFFFFx":   "é€😀 \uFFFDx",
			"bad\xffutf8\xc3":           "bad\uFFFDutf8\uFFFD",
			"]]> <![CDATA[ x ]]>":       "]]&gt; &lt;![CDATA[ x ]]&gt;",
			"  leading and trailing   ": "  leading and trailing   ",
		} {
			req := &service.GetSearch{Request: &service.GetSearchRequest{SubUserName: in}}
			got := soap.AppendXML(nil, op.Request, op.Name, req, "")
			require.Contains(t, string(got), `<SubUserName>`+want+`</SubUserName>`)
			back := &service.GetSearch{}
			require.NoError(t, soap.DecodeXML(got, op.Request, back, soap.XMLLimits{}))
			clean := strings.Map(func(r rune) rune {
				if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xFFFE || r == 0xFFFF {
					return -1
				}
				return r
			}, strings.ToValidUTF8(in, "\uFFFD"))
			require.Equal(t, strings.ReplaceAll(clean, "\xef\xbf\xbd\xef\xbf\xbd", "\uFFFD\uFFFD"), back.Request.SubUserName)
		}
	})
}

const soapReq = `<GetSearch xmlns="http://schemas.servicestack.net/types" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">`

func TestDecodeXMLVariants(t *testing.T) {
	s := servicetest.Schema(t)
	full := &service.GetSearch{Request: &service.GetSearchRequest{ID: 5, OnlyShowUnresolvedResults: true, SubUserName: "bob"},
		BaseRequest: service.BaseRequest{Authentication: &service.Authentication{APIUserID: "u", APIUserKey: "k"}}}
	cases := []struct {
		name, op, src string
		want          any
	}{
		{"Canonical", "GetSearch", soapReq + `<Authentication><ApiUserId>u</ApiUserId><ApiUserKey>k</ApiUserKey><UserId i:nil="true"/></Authentication>` +
			`<Request><Id>5</Id><OnlyShowUnresolvedResults>true</OnlyShowUnresolvedResults><SubUserName>bob</SubUserName></Request></GetSearch>`, full},
		{"ReverseOrder", "GetSearch", soapReq + `<Request><SubUserName>bob</SubUserName><OnlyShowUnresolvedResults>true</OnlyShowUnresolvedResults><Id>5</Id></Request>` +
			`<Authentication><ApiUserKey>k</ApiUserKey><ApiUserId>u</ApiUserId></Authentication></GetSearch>`, full},
		{"NoNamespace", "GetSearch", `<GetSearch><Request><Id>5</Id><OnlyShowUnresolvedResults>1</OnlyShowUnresolvedResults><SubUserName>bob</SubUserName></Request>` +
			`<Authentication><ApiUserId>u</ApiUserId><ApiUserKey>k</ApiUserKey></Authentication></GetSearch>`, full},
		{"Prefixed", "GetSearch", `<t:GetSearch xmlns:t="http://schemas.servicestack.net/types"><t:Request><t:Id>5</t:Id><t:OnlyShowUnresolvedResults>true</t:OnlyShowUnresolvedResults>` +
			`<t:SubUserName>bob</t:SubUserName></t:Request><t:Authentication><t:ApiUserId>u</t:ApiUserId><t:ApiUserKey>k</t:ApiUserKey></t:Authentication></t:GetSearch>`, full},
		{"CaseInsensitiveAndJSONNames", "GetSearch", `<getsearch><request><id>5</id><onlyShowUnresolvedResults>true</onlyShowUnresolvedResults><SUBUSERNAME>bob</SUBUSERNAME></request>` +
			`<authentication><apiUserId>u</apiUserId><APIUSERKEY>k</APIUSERKEY></authentication></getsearch>`, full},
		{"WhitespaceCommentsCDATA", "GetSearch", "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- c -->\n" + soapReq + "\n  <Request>\n    <Id> 5 </Id>\n" +
			"    <OnlyShowUnresolvedResults>\n true\n</OnlyShowUnresolvedResults>\n    <SubUserName><![CDATA[b]]>o<!-- x -->b</SubUserName>\n  </Request>\n" +
			"  <Authentication><ApiUserId>u</ApiUserId><ApiUserKey>k</ApiUserKey></Authentication>\n</GetSearch>\n<!-- after -->\n", full},
		{"UnknownElements", "GetSearch", soapReq + `<Foo><Bar>1</Bar></Foo><Request><Id>5</Id><Extra i:nil="true"/><OnlyShowUnresolvedResults>true</OnlyShowUnresolvedResults>` +
			`<SubUserName>bob</SubUserName></Request><Authentication><ApiUserId>u</ApiUserId><ApiUserKey>k</ApiUserKey></Authentication></GetSearch>`, full},
		{"Nil", "GetSearch", soapReq + `<Authentication i:nil="true"/><Request xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true"><Id>5</Id></Request></GetSearch>`,
			&service.GetSearch{}},
		{"NilMembers", "GetSearch", soapReq + `<Request><Id i:nil="1"/><SubUserName nil="true"/><OnlyShowUnresolvedResults i:nil="false">true</OnlyShowUnresolvedResults></Request></GetSearch>`,
			&service.GetSearch{Request: &service.GetSearchRequest{OnlyShowUnresolvedResults: true}}},
		{"EmptyString", "GetSearch", soapReq + `<Request><SubUserName/></Request></GetSearch>`, &service.GetSearch{Request: &service.GetSearchRequest{}}},
		{"Entities", "GetSearch", soapReq + `<Request><SubUserName>a&amp;b&lt;&gt;&quot;&apos;&#x41;&#66;&#xD;&#10;c</SubUserName></Request></GetSearch>`,
			&service.GetSearch{Request: &service.GetSearchRequest{SubUserName: "a&b<>\"'AB\r\nc"}}},
		{"StringKeepsSpaces", "GetSearch", soapReq + `<Request><SubUserName>  b  </SubUserName></Request></GetSearch>`,
			&service.GetSearch{Request: &service.GetSearchRequest{SubUserName: "  b  "}}},
		{"IdsAnyItemName", "RenewPepSearches", `<RenewPepSearches><Request><Ids><Long>1</Long><long>2</long><x:long xmlns:x="urn:x">3</x:long></Ids></Request></RenewPepSearches>`,
			&service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{1, 2, 3}}}},
		{"IdsNilItem", "RenewPepSearches", `<RenewPepSearches xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><Request><Ids><Long>1</Long><Long i:nil="true"/></Ids></Request></RenewPepSearches>`,
			&service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{1, 0}}}},
		{"IdsEmpty", "RenewPepSearches", `<RenewPepSearches><Request><Ids/></Request></RenewPepSearches>`,
			&service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{}}}},
		{"GUID32Hex", "GetSubUser", `<GetSubUser><SubUserId>3F2504E04F8911D39A0C0305E82C3301</SubUserId></GetSubUser>`, &service.GetSubUser{SubUserID: guidPtr(servicetest.FillGUID)}},
		{"GUIDHyphenated", "GetSubUser", `<GetSubUser><SubUserId> 3f2504e0-4f89-11d3-9a0c-0305e82c3301 </SubUserId></GetSubUser>`, &service.GetSubUser{SubUserID: guidPtr(servicetest.FillGUID)}},
		{"EmptyNullable", "GetSubUser", `<GetSubUser><SubUserId/></GetSubUser>`, &service.GetSubUser{}},
		{"EnumName", "CountIncompleteClients", `<CountIncompleteClients><State>pendingVerification</State><DaysIncomplete>0</DaysIncomplete></CountIncompleteClients>`,
			&service.CountIncompleteClients{State: statePtr(service.ClientStatePendingVerification), DaysIncomplete: new(int32)}},
		{"EnumNumber", "CountIncompleteClients", `<CountIncompleteClients><State>3</State></CountIncompleteClients>`,
			&service.CountIncompleteClients{State: statePtr(service.ClientStatePendingVerification)}},
		{"EncodedNames", "GetDbsSearches", `<GetDbsSearches><page_x005B_limit_x005D_>10</page_x005B_limit_x005D_><PAGE_X005B_OFFSET_X005D_>20</PAGE_X005B_OFFSET_X005D_></GetDbsSearches>`,
			&service.GetDbsSearches{PagedRequest: service.PagedRequest{PageLimit: 10, PageOffset: 20}}},
	}
	ms := strconv.FormatInt(servicetest.FillDate.UnixMilli(), 10)
	for _, form := range []string{"2026-01-02T03:04:05", "2026-01-02T03:04:05Z", "2026-01-02T03:04:05.000Z", "2026-01-02T04:04:05+01:00",
		"2026-01-02T03:04:05.0000000", " 2026-01-02T03:04:05 ", "/Date(" + ms + ")/", `\/Date(` + ms + `+0000)\/`} {
		cases = append(cases, struct {
			name, op, src string
			want          any
		}{"Date " + form, "GetDbsSearches", `<GetDbsSearches><DateFrom>` + form + `</DateFrom></GetDbsSearches>`, &service.GetDbsSearches{DateFrom: &servicetest.FillDate}})
	}
	day := time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC)
	for _, form := range []string{"2026-01-02", "20260102"} {
		cases = append(cases, struct {
			name, op, src string
			want          any
		}{"Date " + form, "GetDbsSearches", `<GetDbsSearches><DateTo>` + form + `</DateTo></GetDbsSearches>`, &service.GetDbsSearches{DateTo: &day}})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			op := servicetest.Operation(t, s, tc.op)
			got := op.NewRequest()
			require.NoError(t, soap.DecodeXML([]byte(tc.src), op.Request, got, soap.XMLLimits{}))
			require.Equal(t, tc.want, got)
		})
	}

	t.Run("Response", func(t *testing.T) {
		op := servicetest.Operation(t, s, "RenewPepSearches")
		src := `<RenewPepSearchesResponse xmlns="http://schemas.servicestack.net/types"><Data><TotalCost>7.50</TotalCost>` +
			`<FailedIds xmlns:a="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><a:long>5</a:long><a:long>6</a:long></FailedIds>` +
			`<ResponseStatus><Meta xmlns:b="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><b:KeyValueOfstringstring><b:Value>1</b:Value><b:Key>a</b:Key></b:KeyValueOfstringstring>` +
			`<b:KeyValueOfstringstring><b:Key>n</b:Key><b:Value xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:nil="true"/></b:KeyValueOfstringstring>` +
			`<b:KeyValueOfstringstring><b:Value>orphan</b:Value></b:KeyValueOfstringstring></Meta><Message>Success</Message></ResponseStatus></Data></RenewPepSearchesResponse>`
		got := &service.RenewPepSearchesData{}
		require.NoError(t, soap.DecodeXML([]byte(src), op.Response, got, soap.XMLLimits{}))
		require.Equal(t, &service.RenewPepSearchesData{TotalCost: service.NewDecimal(750, 2), FailedIDs: []int64{5, 6},
			BaseResponse: service.BaseResponse{ResponseStatus: &service.ResponseStatus{Message: "Success", Meta: map[string]string{"a": "1", "n": ""}}}}, got)
	})
	t.Run("Element", func(t *testing.T) {
		// DecodeXMLElement works on any element, e.g. a SOAP Body child.
		op := servicetest.Operation(t, s, "GetSearch")
		doc, err := soap.ParseXMLDocument([]byte(`<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>`+
			soapReq+`<Request><Id>7</Id></Request></GetSearch></s:Body></s:Envelope>`), soap.XMLLimits{})
		require.NoError(t, err)
		el := doc.Root().SelectElement("Body").ChildElements()[0]
		require.Equal(t, typesNS, el.NamespaceURI())
		got := &service.GetSearch{}
		require.NoError(t, soap.DecodeXMLElement(el, op.Request, got))
		require.Equal(t, &service.GetSearch{Request: &service.GetSearchRequest{ID: 7}}, got)
	})
}

func guidPtr(s string) *service.GUID {
	g := service.MustGUID(s)
	return &g
}

func statePtr(s service.ClientState) *service.ClientState { return &s }

func TestDecodeXMLFieldErrors(t *testing.T) {
	s := servicetest.Schema(t)
	type fe struct{ field, value string }
	cases := []struct {
		name, op, src string
		response      bool
		want          []fe
	}{
		{"Long", "GetSearch", `<GetSearch><Request><Id>abc</Id></Request></GetSearch>`, false, []fe{{"Id", "abc"}}},
		{"LongEmpty", "GetSearch", `<GetSearch><Request><Id/></Request></GetSearch>`, false, []fe{{"Id", ""}}},
		{"NameAsSent", "GetSearch", `<GetSearch><request><ID>1.5</ID></request></GetSearch>`, false, []fe{{"ID", "1.5"}}},
		{"Bool", "GetSearch", `<GetSearch><Request><OnlyShowUnresolvedResults>yes</OnlyShowUnresolvedResults></Request></GetSearch>`, false,
			[]fe{{"OnlyShowUnresolvedResults", "yes"}}},
		{"Int32Overflow", "UpdateValidId", `<UpdateValidId><Request><Id>2147483648</Id></Request></UpdateValidId>`, false, []fe{{"Id", "2147483648"}}},
		{"Date", "GetDbsSearches", `<GetDbsSearches><DateFrom>abc</DateFrom></GetDbsSearches>`, false, []fe{{"DateFrom", "abc"}}},
		{"NullableBool", "GetDbsSearches", `<GetDbsSearches><IsIdCheckCompleted>maybe</IsIdCheckCompleted></GetDbsSearches>`, false, []fe{{"IsIdCheckCompleted", "maybe"}}},
		{"GUID", "GetSubUser", `<GetSubUser><SubUserId>xyz</SubUserId></GetSubUser>`, false, []fe{{"SubUserId", "xyz"}}},
		{"Enum", "CountIncompleteClients", `<CountIncompleteClients><State>Bogus</State></CountIncompleteClients>`, false, []fe{{"State", "Bogus"}}},
		{"ListItem", "RenewPepSearches", `<RenewPepSearches><Request><Ids><Long>1</Long><Long>x</Long><Long>y</Long></Ids></Request></RenewPepSearches>`, false,
			[]fe{{"Ids", "x"}}},
		{"Decimal", "RenewPepSearches", `<RenewPepSearchesResponse><Data><TotalCost>1,5</TotalCost></Data></RenewPepSearchesResponse>`, true, []fe{{"TotalCost", "1,5"}}},
		{"Bytes", "GetPdf", `<GetPdfResponse><Data><Document><DocumentBytes>!!!</DocumentBytes></Document></Data></GetPdfResponse>`, true, []fe{{"DocumentBytes", "!!!"}}},
		{"Byte", "GetSearch", `<GetSearchResponse><Data><SearchRecord><ListSearchResults><SearchResultEntry><DatesOfBirth><SearchResultDateOfBirth>` +
			`<Month>256</Month><Day>-1</Day><Year>40000</Year></SearchResultDateOfBirth></DatesOfBirth></SearchResultEntry></ListSearchResults></SearchRecord></Data></GetSearchResponse>`,
			true, []fe{{"Month", "256"}, {"Day", "-1"}, {"Year", "40000"}}},
		{"TextInStruct", "GetSearch", `<GetSearch><Request>5</Request><Authentication> <!-- c --> </Authentication></GetSearch>`, false, []fe{{"Request", "5"}}},
		{"TextInList", "RenewPepSearches", `<RenewPepSearches><Request><Ids>1,2</Ids></Request></RenewPepSearches>`, false, []fe{{"Ids", "1,2"}}},
		{"TextInRoot", "GetSearch", `<GetSearch>junk<Request/></GetSearch>`, false, []fe{{"GetSearch", "junk"}}},
		{"AllCollected", "GetDbsSearches", `<GetDbsSearches><DateFrom>x</DateFrom><Name>ok</Name><DateTo>y</DateTo><page_x005B_limit_x005D_>z</page_x005B_limit_x005D_></GetDbsSearches>`, false,
			[]fe{{"DateFrom", "x"}, {"DateTo", "y"}, {"page_x005B_limit_x005D_", "z"}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			op := servicetest.Operation(t, s, tc.op)
			typ, v := target(op, tc.response)
			err := soap.DecodeXML([]byte(tc.src), typ, v, soap.XMLLimits{})
			var e *service.Error
			require.True(t, errors.As(err, &e), "%v", err)
			require.Equal(t, service.CodeMalformed, e.Code)
			require.Equal(t, "SerializationException", e.WireCode())
			require.Equal(t, "Unable to bind to request '"+typ.Name+"'", e.Message)
			var want []service.FieldError
			for _, f := range tc.want {
				want = append(want, service.FieldError{ErrorCode: "SerializationException", FieldName: f.field,
					Message: "'" + f.value + "' is an Invalid value for '" + f.field + "'"})
			}
			require.Equal(t, want, e.Fields)
		})
	}
	t.Run("LongValueTruncated", func(t *testing.T) {
		op := servicetest.Operation(t, s, "GetSearch")
		err := soap.DecodeXML([]byte(`<GetSearch><Request><Id>`+strings.Repeat("é", 300)+`</Id></Request></GetSearch>`), op.Request, op.NewRequest(), soap.XMLLimits{})
		var e *service.Error
		require.True(t, errors.As(err, &e))
		require.Len(t, e.Fields, 1)
		require.Less(t, len(e.Fields[0].Message), 160)
		require.Contains(t, e.Fields[0].Message, "...' is an Invalid value for 'Id'")
		require.Equal(t, strings.ToValidUTF8(e.Fields[0].Message, ""), e.Fields[0].Message)
	})
}

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<GetSearch><Request><SubUserName>&lol9;</SubUserName></Request></GetSearch>`

func TestParseXMLDocumentRefuses(t *testing.T) {
	s := servicetest.Schema(t)
	op := servicetest.Operation(t, s, "GetSearch")
	cases := map[string]string{
		"BillionLaughs":    billionLaughs,
		"Doctype":          `<!DOCTYPE GetSearch><GetSearch/>`,
		"DoctypeInside":    `<GetSearch><!DOCTYPE x></GetSearch>`,
		"ExternalEntity":   `<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><GetSearch><Request><SubUserName>&xxe;</SubUserName></Request></GetSearch>`,
		"UndefinedEntity":  `<GetSearch><Request><SubUserName>&lol;</SubUserName></Request></GetSearch>`,
		"Empty":            ``,
		"OnlyWhitespace":   " \n ",
		"OnlyDeclaration":  `<?xml version="1.0"?>`,
		"TwoRoots":         `<GetSearch/><GetSearch/>`,
		"TextAfterRoot":    `<GetSearch/>junk`,
		"TextBeforeRoot":   `junk<GetSearch/>`,
		"Unclosed":         `<GetSearch><Request>`,
		"Mismatched":       `<GetSearch><Request></GetSearch></Request>`,
		"MismatchedPrefix": `<a:GetSearch xmlns:a="x" xmlns:b="x"></b:GetSearch>`,
		"StrayEnd":         `</GetSearch>`,
		"BadAttr":          `<GetSearch a=1/>`,
		"NotXML":           `{"request":{}}`,
		"Latin1":           `<?xml version="1.0" encoding="ISO-8859-1"?><GetSearch/>`,
		"InvalidUTF8":      "<GetSearch><Request><SubUserName>\xff</SubUserName></Request></GetSearch>",
		"ControlChar":      "<GetSearch><Request><SubUserName>\x01</SubUserName></Request></GetSearch>",
		"WrongRoot":        `<GetSearchNotes/>`,
		"TooManyAttrs":     `<GetSearch` + strings.Repeat(` a="1"`, 300) + `/>`,
		"ManyDistinctAttrs": `<GetSearch` + func() string {
			var b strings.Builder
			for i := range 300 {
				b.WriteString(` a` + strconv.Itoa(i) + `="1"`)
			}
			return b.String()
		}() + `/>`,
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			e := requireMalformed(t, soap.DecodeXML([]byte(src), op.Request, op.NewRequest(), soap.XMLLimits{}))
			require.NotEmpty(t, e.Message)
		})
	}
	t.Run("Messages", func(t *testing.T) {
		e := requireMalformed(t, soap.DecodeXML([]byte(billionLaughs), op.Request, op.NewRequest(), soap.XMLLimits{}))
		require.Contains(t, e.Message, "DTD")
		e = requireMalformed(t, soap.DecodeXML([]byte(`<GetSearch/><GetSearch/>`), op.Request, op.NewRequest(), soap.XMLLimits{}))
		require.Contains(t, e.Message, "more than one root")
		e = requireMalformed(t, soap.DecodeXML([]byte(`<GetSearchNotes/>`), op.Request, op.NewRequest(), soap.XMLLimits{}))
		require.Equal(t, "Expecting element 'GetSearch' but found 'GetSearchNotes'", e.Message)
	})
	t.Run("Depth", func(t *testing.T) {
		nest := func(n int) []byte {
			return []byte(`<GetSearch>` + strings.Repeat("<x>", n-1) + strings.Repeat("</x>", n-1) + `</GetSearch>`)
		}
		require.NoError(t, soap.DecodeXML(nest(64), op.Request, op.NewRequest(), soap.XMLLimits{}))
		e := requireMalformed(t, soap.DecodeXML(nest(65), op.Request, op.NewRequest(), soap.XMLLimits{}))
		require.Contains(t, e.Message, "deeper than 64")
		require.NoError(t, soap.DecodeXML(nest(5), op.Request, op.NewRequest(), soap.XMLLimits{MaxDepth: 5}))
		requireMalformed(t, soap.DecodeXML(nest(6), op.Request, op.NewRequest(), soap.XMLLimits{MaxDepth: 5}))

		deep := []byte(`<GetSearch>` + strings.Repeat("<Request>", 10000) + strings.Repeat("</Request>", 10000) + `</GetSearch>`)
		requireMalformed(t, soap.DecodeXML(deep, op.Request, op.NewRequest(), soap.XMLLimits{}))
	})
	t.Run("ElementCount", func(t *testing.T) {
		many := func(n int) []byte {
			return []byte(`<GetSearch>` + strings.Repeat("<x/>", n-1) + `</GetSearch>`)
		}
		require.NoError(t, soap.DecodeXML(many(100), op.Request, op.NewRequest(), soap.XMLLimits{MaxElements: 100}))
		e := requireMalformed(t, soap.DecodeXML(many(101), op.Request, op.NewRequest(), soap.XMLLimits{MaxElements: 100}))
		require.Contains(t, e.Message, "more than 100 elements")
		require.NoError(t, soap.DecodeXML(many(100000), op.Request, op.NewRequest(), soap.XMLLimits{}))
		requireMalformed(t, soap.DecodeXML(many(100001), op.Request, op.NewRequest(), soap.XMLLimits{}))
	})
	t.Run("ManyTextNodesLinear", func(t *testing.T) {
		// Whitespace between 100000 items must not make decoding quadratic.
		op := servicetest.Operation(t, s, "RenewPepSearches")
		src := []byte(`<RenewPepSearches><Request><Ids>` + strings.Repeat("\n  <Long>1</Long>", 99990) + "\n</Ids></Request></RenewPepSearches>")
		got := &service.RenewPepSearches{}
		require.NoError(t, soap.DecodeXML(src, op.Request, got, soap.XMLLimits{}))
		require.Len(t, got.Request.IDs, 99990)
		sub := []byte(`<GetSearch><Request><SubUserName>` + strings.Repeat("a<!---->", 50000) + `</SubUserName></Request></GetSearch>`)
		gs := &service.GetSearch{}
		require.NoError(t, soap.DecodeXML(sub, servicetest.Operation(t, s, "GetSearch").Request, gs, soap.XMLLimits{}))
		require.Len(t, gs.Request.SubUserName, 50000)
	})
	t.Run("ASCIIDeclaration", func(t *testing.T) {
		require.NoError(t, soap.DecodeXML([]byte(`<?xml version="1.0" encoding="us-ascii"?><GetSearch/>`), op.Request, op.NewRequest(), soap.XMLLimits{}))
		require.NoError(t, soap.DecodeXML([]byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><GetSearch/>`), op.Request, op.NewRequest(), soap.XMLLimits{}))
	})
}

// FuzzDecodeXML checks that whatever decodes re-encodes to XML that
// decodes to the same value and encodes identically.
func FuzzDecodeXML(f *testing.F) {
	s := servicetest.Schema(f)
	ops := s.Operations()
	for i, op := range ops {
		for _, kind := range []string{"request", "response"} {
			src, err := os.ReadFile(filepath.Join("testdata", "golden", op.Name+"."+kind+".xml"))
			require.NoError(f, err)
			sel := uint8(i)
			if kind == "response" {
				sel |= 0x80
			}
			f.Add(src, sel)
		}
	}
	f.Add([]byte(billionLaughs), uint8(1))
	f.Add([]byte(`<GetSearch><Request><Id> 5</Id><SubUserName>a&amp;&#xD;</SubUserName></Request></GetSearch>`), uint8(1))
	f.Fuzz(func(t *testing.T, src []byte, sel uint8) {
		op := ops[int(sel&0x7f)%len(ops)]
		response := sel&0x80 != 0
		typ, v := target(op, response)
		if err := soap.DecodeXML(src, typ, v, soap.XMLLimits{}); err != nil {
			var e *service.Error
			require.True(t, errors.As(err, &e), "%T %v", err, err)
			require.Equal(t, service.CodeMalformed, e.Code)
			return
		}
		enc := encode(op, response, v)
		_, v2 := target(op, response)
		require.NoError(t, soap.DecodeXML(enc, typ, v2, soap.XMLLimits{}), string(enc))
		enc2 := encode(op, response, v2)
		require.Equal(t, string(enc), string(enc2))
		_, v3 := target(op, response)
		require.NoError(t, soap.DecodeXML(enc2, typ, v3, soap.XMLLimits{}))
		require.Equal(t, v2, v3)
	})
}

func benchData(b *testing.B, name string, items int) (*service.Operation, any) {
	s := servicetest.Schema(b)
	op := servicetest.Operation(b, s, name)
	data := op.NewData()
	servicetest.Fill(op.Data, data, items)
	return op, data
}

func BenchmarkAppendXMLResponse(b *testing.B) {
	for _, bc := range []struct {
		op    string
		items int
	}{{"GetSearch", 3}, {"CountUnresolvedSearches", 1}} {
		op, data := benchData(b, bc.op, bc.items)
		b.Run(bc.op, func(b *testing.B) {
			b.ReportAllocs()
			var buf []byte
			for b.Loop() {
				buf = soap.AppendXMLResponse(buf[:0], op, data, "")
			}
			b.SetBytes(int64(len(buf)))
		})
	}
}

func BenchmarkDecodeXML(b *testing.B) {
	for _, bc := range []struct {
		op       string
		response bool
	}{{"GetSearch", false}, {"RenewPepSearches", false}, {"GetSearch", true}, {"CountUnresolvedSearches", true}} {
		op, data := benchData(b, bc.op, 3)
		typ := op.Request
		var src []byte
		name := bc.op + "Request"
		if bc.response {
			typ = op.Response
			src = soap.AppendXMLResponse(nil, op, data, "")
			name = bc.op + "Response"
		} else {
			req := op.NewRequest()
			servicetest.Fill(op.Request, req, 3)
			src = soap.AppendXML(nil, typ, op.Name, req, "")
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				_, v := target(op, bc.response)
				if err := soap.DecodeXML(src, typ, v, soap.XMLLimits{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
