package rest_test

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/rest"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/servicetest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// servicetest.FillDate is the date every filled DateTime member gets.
// golden compares got with the golden file (rewriting it under -update)
// and returns the file's content.
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

func TestJSONGolden(t *testing.T) {
	s := servicetest.Schema(t)
	// After the subtests (which write the files under -update): exactly
	// one pair of golden files per operation of the registry.
	defer func() {
		servicetest.RequireGoldenPerOperation(t, s, filepath.Join("testdata", "golden"), "request.json")
		servicetest.RequireGoldenPerOperation(t, s, filepath.Join("testdata", "golden"), "response.json")
	}()
	for _, op := range s.Operations() {
		t.Run(op.Name, func(t *testing.T) {
			req := op.NewRequest()
			servicetest.Fill(op.Request, req, 2)
			enc := rest.AppendJSON(nil, op.Request, req)
			require.True(t, json.Valid(enc), string(enc))
			want := golden(t, op.Name+".request.json", enc)

			got := op.NewRequest()
			require.NoError(t, rest.DecodeJSON(want, op.Request, got, rest.Limits{}))
			require.Equal(t, req, got)
			require.Equal(t, string(want), string(rest.AppendJSON(nil, op.Request, got)))

			data := op.NewData()
			servicetest.Fill(op.Data, data, 2)
			enc = rest.AppendJSONResponse(nil, op, data)
			require.True(t, json.Valid(enc), string(enc))
			want = golden(t, op.Name+".response.json", enc)

			gotData := op.NewData()
			require.NoError(t, rest.DecodeJSON(want, op.Response, gotData, rest.Limits{}))
			require.Equal(t, data, gotData)
			require.Equal(t, string(want), string(rest.AppendJSONResponse(nil, op, gotData)))

			// A value (not a pointer) encodes the same.
			require.Equal(t, string(want), string(rest.AppendJSON(nil, op.Response, reflect.ValueOf(data).Elem().Interface())))
		})
	}
}

// target returns the type and a fresh value of an operation's request
// (response false) or response.
func target(op *service.Operation, response bool) (*service.Type, any) {
	if response {
		return op.Response, op.NewData()
	}
	return op.Request, op.NewRequest()
}

func requireSyntaxError(t *testing.T, err error, msgAndArgs ...any) *service.Error {
	t.Helper()
	require.Error(t, err, msgAndArgs...)
	var e *service.Error
	require.True(t, errors.As(err, &e), msgAndArgs...)
	require.Equal(t, service.CodeMalformed, e.Code, msgAndArgs...)
	require.Equal(t, "SerializationException", e.WireCode(), msgAndArgs...)
	require.Empty(t, e.Fields, msgAndArgs...)
	require.Contains(t, e.Message, "offset", msgAndArgs...)
	return e
}

// TestDecodeJSONInvalidUTF8: raw invalid UTF-8 in a string is a syntax
// error, never silently replaced by U+FFFD and stored.
func TestDecodeJSONInvalidUTF8(t *testing.T) {
	s := servicetest.Schema(t)
	op := servicetest.Operation(t, s, "GetSearch")
	for _, src := range []string{"{\"request\":{\"subUserName\":\"a\xffb\"}}", "{\"request\":{\"subUserName\":\"a\\n\xc3\"}}",
		"{\"request\":{\"subUserName\":\"\xed\xa0\x80\"}}"} {
		requireSyntaxError(t, rest.DecodeJSON([]byte(src), op.Request, op.NewRequest(), rest.Limits{}), "%q", src)
	}
}

func TestJSONGoldenTruncated(t *testing.T) {
	s := servicetest.Schema(t)
	for _, op := range s.Operations() {
		for _, response := range []bool{false, true} {
			name := op.Name + ".request.json"
			if response {
				name = op.Name + ".response.json"
			}
			src, err := os.ReadFile(filepath.Join("testdata", "golden", name))
			require.NoError(t, err)
			for i := 1; i < len(src); i++ {
				typ, v := target(op, response)
				requireSyntaxError(t, rest.DecodeJSON(src[:i], typ, v, rest.Limits{}), "%s[:%d]", name, i)
			}
		}
	}
}

func TestAppendJSONRules(t *testing.T) {
	s := servicetest.Schema(t)
	ms := servicetest.FillDate.UnixMilli()
	date := `"\/Date(` + strconv.FormatInt(ms, 10) + `+0000)\/"`

	t.Run("NullsOmittedZerosKept", func(t *testing.T) {
		op := servicetest.Operation(t, s, "GetSearch")
		data := &service.GetSearchData{SearchRecord: &service.SearchRecord{SearchType: ""}}
		require.Equal(t, `{"data":{"searchRecord":{"id":0,"dateSearched":"\/Date(-62135596800000+0000)\/","dateUpdated":"\/Date(-62135596800000+0000)\/","isArchived":false,"numOfResults":0,"clientInResults":false,"clientNotInResults":false,"affectedByUpdate":false}}}`,
			string(rest.AppendJSONResponse(nil, op, data)))
	})
	t.Run("EmptyListWritten", func(t *testing.T) {
		op := servicetest.Operation(t, s, "RenewPepSearches")
		data := &service.RenewPepSearchesData{FailedIDs: []int64{}, TotalCost: service.NewDecimal(750, 2),
			BaseResponse: service.BaseResponse{ResponseStatus: &service.ResponseStatus{Message: "Success", Errors: []service.ResponseError{}}}}
		require.Equal(t, `{"data":{"count":0,"totalCost":7.50,"failedIds":[],"responseStatus":{"message":"Success","errors":[]}}}`,
			string(rest.AppendJSONResponse(nil, op, data)))
	})
	t.Run("NilData", func(t *testing.T) {
		op := servicetest.Operation(t, s, "GetSearch")
		require.Equal(t, `{}`, string(rest.AppendJSONResponse(nil, op, nil)))
		require.Equal(t, `{}`, string(rest.AppendJSONResponse(nil, op, (*service.GetSearchData)(nil))))
		require.Equal(t, `null`, string(rest.AppendJSON(nil, op.Request, (*service.GetSearch)(nil))))
	})
	t.Run("AppendsToDst", func(t *testing.T) {
		op := servicetest.Operation(t, s, "CountUnresolvedSearches")
		got := rest.AppendJSONResponse([]byte("cb("), op, &service.CountUnresolvedSearchesData{NumberOfUnresolvedSearches: 3})
		require.Equal(t, `cb({"data":{"numberOfUnresolvedSearches":3}}`, string(got))
	})
	t.Run("Primitives", func(t *testing.T) {
		op := servicetest.Operation(t, s, "GetPdf")
		sid := int64(9)
		data := &service.GetPdfData{Document: &service.PdfDocumentWithData{
			PdfDocument:   service.PdfDocument{ID: 1, SanctionsSearchID: &sid, DateCreated: servicetest.FillDate, DateExpires: servicetest.FillDate.Add(1500 * time.Millisecond)},
			DocumentBytes: []byte{0, 1, 2, 0xff},
		}}
		require.Equal(t, `{"data":{"document":{"documentBytes":"AAEC/w==","id":1,"isReady":false,"sanctionsSearchId":9,"dateCreated":`+date+
			`,"dateExpires":"\/Date(`+strconv.FormatInt(ms+1500, 10)+`+0000)\/"}}}`,
			string(rest.AppendJSONResponse(nil, op, data)))

		op = servicetest.Operation(t, s, "GetSubUser")
		g := service.MustGUID("3F2504E04F8911D39A0C0305E82C3301")
		req := &service.GetSubUser{SubUserID: &g}
		require.Equal(t, `{"subUserId":"`+servicetest.FillGUID+`"}`, string(rest.AppendJSON(nil, op.Request, req)))

		op = servicetest.Operation(t, s, "CountIncompleteClients")
		st := service.ClientStatePendingVerification
		bad := service.ClientState(42)
		require.Equal(t, `{"state":"PendingVerification"}`, string(rest.AppendJSON(nil, op.Request, &service.CountIncompleteClients{State: &st})))
		require.Equal(t, `{"state":42}`, string(rest.AppendJSON(nil, op.Request, &service.CountIncompleteClients{State: &bad})))

		op = servicetest.Operation(t, s, "GetDbsSearches")
		require.Equal(t, `{"page[limit]":0,"page[offset]":-5}`, string(rest.AppendJSON(nil, op.Request, &service.GetDbsSearches{PagedRequest: service.PagedRequest{PageOffset: -5}})))
	})
	t.Run("MapKeysSorted", func(t *testing.T) {
		op := servicetest.Operation(t, s, "GetSearch")
		data := &service.GetSearchData{BaseResponse: service.BaseResponse{ResponseStatus: &service.ResponseStatus{
			Meta: map[string]string{"b": "2", "a": "", "c": "3"}}}}
		require.Equal(t, `{"data":{"responseStatus":{"meta":{"a":"","b":"2","c":"3"}}}}`, string(rest.AppendJSONResponse(nil, op, data)))
	})
	t.Run("KeepEmpty", func(t *testing.T) {
		op := servicetest.Operation(t, s, "RegisterAccountTemplate")
		data := &service.RegisterAccountTemplateData{Request: &service.RegisterAccountRequest{Country: "GB"}, ReferenceData: &service.ReferenceData{}}
		got := string(rest.AppendJSONResponse(nil, op, data))
		require.Equal(t, `{"data":{"request":{"username":"","password":"","email":"","fullName":"","companyName":"","companyPhone":"",`+
			`"address1":"","address2":"","address3":"","city":"","postcode":"","country":"GB","companyType":"","companyIndustry":"",`+
			`"companyNetwork":"","agreeToTerms":false,"agreeToDataProtection":false,"agreeToContact":false,"agreeToPrivacy":false,`+
			`"voucherCode":"","accountActivationCode":"","vatNumber":"","vatCountry":""},"referenceData":{}}}`, got)
	})
	t.Run("StringEscaping", func(t *testing.T) {
		op := servicetest.Operation(t, s, "GetSearch")
		for in, want := range map[string]string{
			`plain`:                  `"plain"`,
			"q\"b\\s/<>&é€😀":         `"q\"b\\s/<>&é€😀"`,
			"\n\r\t\b\f\x00\x1f\x7f": `"\n\r\t\b\f\u0000\u001f` + "\x7f" + `"`,
			"a\u2028b\u2029c":        `"a\u2028b\u2029c"`,
			"bad\xffutf8\xc3":        `"bad` + "\uFFFD" + `utf8` + "\uFFFD" + `"`,
		} {
			req := &service.GetSearch{Request: &service.GetSearchRequest{SubUserName: in}}
			got := rest.AppendJSON(nil, op.Request, req)
			require.Equal(t, `{"request":{"id":0,"onlyShowUnresolvedResults":false,"subUserName":`+want+`}}`, string(got))
			var back struct {
				Request struct{ SubUserName string }
			}
			require.NoError(t, json.Unmarshal(got, &back))
			require.Equal(t, strings.ToValidUTF8(in, "\uFFFD"), back.Request.SubUserName)
		}
	})
}

func TestDecodeJSONVariants(t *testing.T) {
	s := servicetest.Schema(t)
	ms := strconv.FormatInt(servicetest.FillDate.UnixMilli(), 10)
	cases := []struct {
		name, op, src string
		want          any
	}{
		{"Empty", "GetSearch", "", &service.GetSearch{}},
		{"Whitespace", "GetSearch", " \r\n\t ", &service.GetSearch{}},
		{"EmptyObject", "GetSearch", "{}", &service.GetSearch{}},
		{"BOM", "GetSearch", "\xEF\xBB\xBF{\"request\":{\"id\":5}}", &service.GetSearch{Request: &service.GetSearchRequest{ID: 5}}},
		{"CamelCase", "GetSearch", `{"request":{"id":5,"onlyShowUnresolvedResults":true,"subUserName":"bob"},"authentication":{"apiUserId":"u","apiUserKey":"k"}}`,
			&service.GetSearch{Request: &service.GetSearchRequest{ID: 5, OnlyShowUnresolvedResults: true, SubUserName: "bob"},
				BaseRequest: service.BaseRequest{Authentication: &service.Authentication{APIUserID: "u", APIUserKey: "k"}}}},
		{"PascalCase", "GetSearch", `{"Request":{"Id":5,"OnlyShowUnresolvedResults":true},"Authentication":{"ApiUserId":"u","UserId":"x"}}`,
			&service.GetSearch{Request: &service.GetSearchRequest{ID: 5, OnlyShowUnresolvedResults: true},
				BaseRequest: service.BaseRequest{Authentication: &service.Authentication{APIUserID: "u", UserID: "x"}}}},
		{"AnyCase", "GetSearch", `{"REQUEST":{"iD":5,"SUBUSERNAME":"bob"},"AUTHENTICATION":{"APIUSERKEY":"k"}}`,
			&service.GetSearch{Request: &service.GetSearchRequest{ID: 5, SubUserName: "bob"},
				BaseRequest: service.BaseRequest{Authentication: &service.Authentication{APIUserKey: "k"}}}},
		{"EscapedName", "GetSearch", `{"requ\u0065st":{"\u0069d":5}}`, &service.GetSearch{Request: &service.GetSearchRequest{ID: 5}}},
		{"UnknownMembers", "GetSearch", `{"x":{"a":[1,{"b":null,"c":[[],{}]}],"d":"}]"},"request":{"id":5,"y":[true,false,null,-1.5e3]},"z":"w"}`,
			&service.GetSearch{Request: &service.GetSearchRequest{ID: 5}}},
		{"Nulls", "GetSearch", `{"request":null,"authentication":null}`, &service.GetSearch{}},
		{"NullMembers", "GetSearch", `{"request":{"id":null,"subUserName":null,"onlyShowUnresolvedResults":null}}`, &service.GetSearch{Request: &service.GetSearchRequest{}}},
		{"DuplicateLastWins", "GetSearch", `{"request":{"id":1,"id":2}}`, &service.GetSearch{Request: &service.GetSearchRequest{ID: 2}}},
		{"IntAndBoolAsStrings", "GetSearch", `{"request":{"id":"5","onlyShowUnresolvedResults":"TRUE"}}`,
			&service.GetSearch{Request: &service.GetSearchRequest{ID: 5, OnlyShowUnresolvedResults: true}}},
		{"BoolFalseString", "GetSearch", `{"request":{"onlyShowUnresolvedResults":"false"}}`, &service.GetSearch{Request: &service.GetSearchRequest{}}},
		{"NumbersIntoString", "GetSearch", `{"request":{"subUserName":12.5}}`, &service.GetSearch{Request: &service.GetSearchRequest{SubUserName: "12.5"}}},
		{"Int64Extremes", "GetSearch", `{"request":{"id":-9223372036854775808}}`, &service.GetSearch{Request: &service.GetSearchRequest{ID: -9223372036854775808}}},
		{"Int64Max", "GetSearch", `{"request":{"id":9223372036854775807}}`, &service.GetSearch{Request: &service.GetSearchRequest{ID: 9223372036854775807}}},
		{"StringEscapes", "GetSearch", `{"request":{"subUserName":"a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 \ud800 \udc00 é"}}`,
			&service.GetSearch{Request: &service.GetSearchRequest{SubUserName: "a\"\\/\b\f\n\r\té😀 \uFFFD \uFFFD é"}}},
		{"IdsArray", "RenewPepSearches", `{"request":{"ids":[1,2,3]}}`, &service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{1, 2, 3}}}},
		{"IdsMixed", "RenewPepSearches", `{"request":{"ids":[1,"2",null]}}`, &service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{1, 2, 0}}}},
		{"IdsCSV", "RenewPepSearches", `{"request":{"ids":"1,2,3"}}`, &service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{1, 2, 3}}}},
		{"IdsCSVSpaces", "RenewPepSearches", `{"request":{"ids":" 1 , 2,3 "}}`, &service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{1, 2, 3}}}},
		{"IdsJSV", "RenewPepSearches", `{"request":{"ids":"[1,2,3]"}}`, &service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{1, 2, 3}}}},
		{"IdsEmpty", "RenewPepSearches", `{"request":{"ids":[]}}`, &service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{}}}},
		{"IdsEmptyString", "RenewPepSearches", `{"request":{"ids":""}}`, &service.RenewPepSearches{Request: &service.RenewPepSearchesRequest{IDs: []int64{}}}},
		{"GUIDHyphenated", "GetSubUser", `{"subUserId":"3F2504E0-4F89-11D3-9A0C-0305E82C3301"}`, &service.GetSubUser{SubUserID: guidPtr(servicetest.FillGUID)}},
		{"GUID32Hex", "GetSubUser", `{"subUserId":"3f2504e04f8911d39a0c0305e82c3301"}`, &service.GetSubUser{SubUserID: guidPtr(servicetest.FillGUID)}},
		{"GUIDBraced", "GetSubUser", `{"SubUserId":"{3f2504e0-4f89-11d3-9a0c-0305e82c3301}"}`, &service.GetSubUser{SubUserID: guidPtr(servicetest.FillGUID)}},
		{"EnumName", "CountIncompleteClients", `{"state":"PendingVerification"}`, &service.CountIncompleteClients{State: statePtr(service.ClientStatePendingVerification)}},
		{"EnumNameAnyCase", "CountIncompleteClients", `{"state":"pendingverification"}`, &service.CountIncompleteClients{State: statePtr(service.ClientStatePendingVerification)}},
		{"EnumNumber", "CountIncompleteClients", `{"state":3}`, &service.CountIncompleteClients{State: statePtr(service.ClientStatePendingVerification)}},
		{"EnumNumberString", "CountIncompleteClients", `{"state":"1"}`, &service.CountIncompleteClients{State: statePtr(service.ClientStatePendingCompletion)}},
		{"PointerZero", "CountIncompleteClients", `{"daysIncomplete":0,"isValidateMe":false}`, &service.CountIncompleteClients{DaysIncomplete: new(int32), IsValidateMe: new(bool)}},
		{"BracketNames", "GetDbsSearches", `{"page[limit]":10,"PAGE[OFFSET]":"20","page_x005B_limit_x005D_":30}`,
			&service.GetDbsSearches{PagedRequest: service.PagedRequest{PageLimit: 30, PageOffset: 20}}},
	}
	for _, form := range []string{
		`\\\/Date(` + ms + `)\\\/`, `\/Date(` + ms + `)\/`, `/Date(` + ms + `)/`, `\/Date(` + ms + `+0000)\/`, `\/Date(` + ms + `-0000)\/`,
		`\/Date(` + ms + `+0100)\/`, `2026-01-02T03:04:05Z`, `2026-01-02T03:04:05`, `2026-01-02T03:04:05.000Z`, `2026-01-02T04:04:05+01:00`,
		`2026-01-02T03:04:05.0000000`, `2026-01-02 03:04:05`,
	} {
		cases = append(cases, struct {
			name, op, src string
			want          any
		}{"Date " + form, "GetDbsSearches", `{"dateFrom":"` + form + `"}`, &service.GetDbsSearches{DateFrom: &servicetest.FillDate}})
	}
	day := time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC)
	for _, form := range []string{"2026-01-02", "20260102"} {
		cases = append(cases, struct {
			name, op, src string
			want          any
		}{"Date " + form, "GetDbsSearches", `{"dateTo":"` + form + `"}`, &service.GetDbsSearches{DateTo: &day}})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			op := servicetest.Operation(t, s, tc.op)
			got := op.NewRequest()
			require.NoError(t, rest.DecodeJSON([]byte(tc.src), op.Request, got, rest.Limits{}))
			require.Equal(t, tc.want, got)
		})
	}
}

func guidPtr(s string) *service.GUID {
	g := service.MustGUID(s)
	return &g
}

func statePtr(s service.ClientState) *service.ClientState { return &s }

func TestDecodeJSONResponses(t *testing.T) {
	s := servicetest.Schema(t)
	op := servicetest.Operation(t, s, "RenewPepSearches")
	for _, src := range []string{
		`{"data":{"totalCost":7.50,"failedIds":[5,6],"responseStatus":{"message":"Success","meta":{"b":"2","a":"1","n":null,"x":5}}}}`,
		`{"Data":{"TotalCost":"7.50","FailedIds":"5,6","ResponseStatus":{"Message":"Success","Meta":{"a":"1","b":"2","n":"","x":"5"}}}}`,
	} {
		got := &service.RenewPepSearchesData{}
		require.NoError(t, rest.DecodeJSON([]byte(src), op.Response, got, rest.Limits{}), src)
		require.Equal(t, &service.RenewPepSearchesData{TotalCost: service.NewDecimal(750, 2), FailedIDs: []int64{5, 6},
			BaseResponse: service.BaseResponse{ResponseStatus: &service.ResponseStatus{Message: "Success",
				Meta: map[string]string{"a": "1", "b": "2", "n": "", "x": "5"}}}}, got, src)
	}
	got := &service.RenewPepSearchesData{}
	require.NoError(t, rest.DecodeJSON([]byte(`{"data":{"totalCost":1.5e2}}`), op.Response, got, rest.Limits{}))
	require.Equal(t, "150", got.TotalCost.String())
	require.NoError(t, rest.DecodeJSON([]byte(`{"data":{"totalCost":-0.000123}}`), op.Response, got, rest.Limits{}))
	require.Equal(t, "-0.000123", got.TotalCost.String())
	require.NoError(t, rest.DecodeJSON([]byte(`{"data":null}`), op.Response, got, rest.Limits{}))

	op = servicetest.Operation(t, s, "GetPdf")
	pdf := &service.GetPdfData{}
	require.NoError(t, rest.DecodeJSON([]byte(`{"data":{"document":{"documentBytes":"AAEC/w==","dateCreated":"\/Date(0)\/"}}}`), op.Response, pdf, rest.Limits{}))
	require.Equal(t, []byte{0, 1, 2, 0xff}, pdf.Document.DocumentBytes)
	require.Equal(t, time.Unix(0, 0).UTC(), pdf.Document.DateCreated)
}

func TestDecodeJSONFieldErrors(t *testing.T) {
	s := servicetest.Schema(t)
	type fe struct{ field, value string }
	cases := []struct {
		name, op, src string
		response      bool
		want          []fe
	}{
		{"IntFromWord", "GetSearch", `{"request":{"id":"abc"}}`, false, []fe{{"id", "abc"}}},
		{"IntFraction", "GetSearch", `{"request":{"id":1.5}}`, false, []fe{{"id", "1.5"}}},
		{"IntExponent", "GetSearch", `{"request":{"id":1e3}}`, false, []fe{{"id", "1e3"}}},
		{"IntBool", "GetSearch", `{"request":{"id":true}}`, false, []fe{{"id", "true"}}},
		{"IntObject", "GetSearch", `{"request":{"id":{"a":1}}}`, false, []fe{{"id", `{"a":1}`}}},
		{"Int64Overflow", "GetSearch", `{"request":{"id":9223372036854775808}}`, false, []fe{{"id", "9223372036854775808"}}},
		{"Int32Overflow", "UpdateValidId", `{"request":{"id":2147483648}}`, false, []fe{{"id", "2147483648"}}},
		{"Int32Underflow", "UpdateValidId", `{"request":{"id":"-2147483649"}}`, false, []fe{{"id", "-2147483649"}}},
		{"NameAsSent", "GetSearch", `{"Request":{"ID":"x"}}`, false, []fe{{"ID", "x"}}},
		{"Bool", "GetSearch", `{"request":{"onlyShowUnresolvedResults":"yes"}}`, false, []fe{{"onlyShowUnresolvedResults", "yes"}}},
		{"BoolNumber", "GetSearch", `{"request":{"onlyShowUnresolvedResults":2}}`, false, []fe{{"onlyShowUnresolvedResults", "2"}}},
		{"StringFromObject", "GetSearch", `{"request":{"subUserName":{}}}`, false, []fe{{"subUserName", "{}"}}},
		{"StringFromArray", "GetSearch", `{"request":{"subUserName":["a"]}}`, false, []fe{{"subUserName", `["a"]`}}},
		{"StructFromString", "GetSearch", `{"request":"abc"}`, false, []fe{{"request", "abc"}}},
		{"StructFromNumber", "GetSearch", `{"request":5}`, false, []fe{{"request", "5"}}},
		{"StructFromArray", "GetSearch", `{"authentication":[]}`, false, []fe{{"authentication", "[]"}}},
		{"Date", "GetDbsSearches", `{"dateFrom":"abc"}`, false, []fe{{"dateFrom", "abc"}}},
		{"DateNumber", "GetDbsSearches", `{"dateFrom":123}`, false, []fe{{"dateFrom", "123"}}},
		{"NullableBool", "GetDbsSearches", `{"isIdCheckCompleted":"maybe"}`, false, []fe{{"isIdCheckCompleted", "maybe"}}},
		{"GUID", "GetSubUser", `{"subUserId":"xyz"}`, false, []fe{{"subUserId", "xyz"}}},
		{"GUIDNumber", "GetSubUser", `{"subUserId":12}`, false, []fe{{"subUserId", "12"}}},
		{"Enum", "CountIncompleteClients", `{"state":"Bogus"}`, false, []fe{{"state", "Bogus"}}},
		{"EnumOutOfRange", "CountIncompleteClients", `{"state":5}`, false, []fe{{"state", "5"}}},
		{"ListFromObject", "RenewPepSearches", `{"request":{"ids":{"a":1}}}`, false, []fe{{"ids", `{"a":1}`}}},
		{"ListItem", "RenewPepSearches", `{"request":{"ids":[1,"x",true]}}`, false, []fe{{"ids", "x"}}},
		{"ListCSV", "RenewPepSearches", `{"request":{"ids":"1,x"}}`, false, []fe{{"ids", "1,x"}}},
		{"ListFromNumber", "RenewPepSearches", `{"request":{"ids":5}}`, false, []fe{{"ids", "5"}}},
		{"StructListItem", "GetSearch", `{"data":{"linkedTo":[{"id":1},"x",{"id":"y"}]}}`, true, []fe{{"linkedTo", "x"}, {"id", "y"}}},
		{"Decimal", "RenewPepSearches", `{"data":{"totalCost":"abc"}}`, true, []fe{{"totalCost", "abc"}}},
		{"DecimalBool", "RenewPepSearches", `{"data":{"totalCost":true}}`, true, []fe{{"totalCost", "true"}}},
		{"Bytes", "GetPdf", `{"data":{"document":{"documentBytes":"!!!"}}}`, true, []fe{{"documentBytes", "!!!"}}},
		{"Byte", "GetSearch", `{"data":{"searchRecord":{"listSearchResults":[{"datesOfBirth":[{"month":256,"day":-1}]}]}}}`, true,
			[]fe{{"month", "256"}, {"day", "-1"}}},
		{"Short", "GetSearch", `{"data":{"searchRecord":{"listSearchResults":[{"datesOfBirth":[{"year":40000}]}]}}}`, true, []fe{{"year", "40000"}}},
		{"Map", "RenewPepSearches", `{"data":{"responseStatus":{"meta":"x"}}}`, true, []fe{{"meta", "x"}}},
		{"MapValue", "RenewPepSearches", `{"data":{"responseStatus":{"meta":{"a":{},"b":[]}}}}`, true, []fe{{"meta", "{}"}}},
		{"AllCollected", "GetDbsSearches", `{"dateFrom":"x","dateTo":"y","page[limit]":"z","name":"ok","isApplicationCompleted":{}}`, false,
			[]fe{{"dateFrom", "x"}, {"dateTo", "y"}, {"page[limit]", "z"}, {"isApplicationCompleted", "{}"}}},
		{"EscapedValue", "GetSearch", `{"request":{"id":"a\"b\u00e9"}}`, false, []fe{{"id", `a"bé`}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			op := servicetest.Operation(t, s, tc.op)
			typ, v := target(op, tc.response)
			err := rest.DecodeJSON([]byte(tc.src), typ, v, rest.Limits{})
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
		long := strings.Repeat("é", 300)
		err := rest.DecodeJSON([]byte(`{"request":{"id":"`+long+`"}}`), op.Request, op.NewRequest(), rest.Limits{})
		var e *service.Error
		require.True(t, errors.As(err, &e))
		require.Len(t, e.Fields, 1)
		require.Less(t, len(e.Fields[0].Message), 160)
		require.True(t, strings.HasPrefix(e.Fields[0].Message, "'éé"))
		require.Contains(t, e.Fields[0].Message, "...' is an Invalid value for 'id'")
		require.True(t, strings.ToValidUTF8(e.Fields[0].Message, "") == e.Fields[0].Message)
	})
	t.Run("MatchesSpecExample", func(t *testing.T) {
		// wire-conventions §5.4
		op := servicetest.Operation(t, s, "GetDbsSearches")
		err := rest.DecodeJSON([]byte(`{"dateFrom":"abc"}`), op.Request, op.NewRequest(), rest.Limits{})
		var e *service.Error
		require.True(t, errors.As(err, &e))
		require.Equal(t, "Unable to bind to request 'GetDbsSearches'", e.Message)
		require.Equal(t, []service.FieldError{{ErrorCode: "SerializationException", FieldName: "dateFrom",
			Message: "'abc' is an Invalid value for 'dateFrom'"}}, e.Fields)
	})
}

func TestDecodeJSONSyntaxErrors(t *testing.T) {
	s := servicetest.Schema(t)
	op := servicetest.Operation(t, s, "GetSearch")
	cases := map[string]string{
		"TrailingGarbage":     `{"request":{"id":1}}x`,
		"TwoValues":           `{} {}`,
		"TopLevelArray":       `[]`,
		"TopLevelString":      `"abc"`,
		"TopLevelNumber":      `5`,
		"TopLevelNull":        `null`,
		"Truncated":           `{"request":{"id":1`,
		"TruncatedString":     `{"request":{"subUserName":"ab`,
		"TruncatedEscape":     `{"request":{"subUserName":"ab\`,
		"TruncatedLiteral":    `{"request":nu`,
		"MissingColon":        `{"request" {}}`,
		"MissingComma":        `{"request":{} "x":1}`,
		"TrailingComma":       `{"request":{"id":1,}}`,
		"TrailingCommaArray":  `{"x":[1,]}`,
		"SingleQuotes":        `{'request':{}}`,
		"UnquotedName":        `{request:{}}`,
		"BadLiteral":          `{"request":nul}`,
		"BadLiteralTrue":      `{"request":{"onlyShowUnresolvedResults":tru}}`,
		"LeadingZero":         `{"request":{"id":01}}`,
		"LonelyMinus":         `{"request":{"id":-}}`,
		"BadFraction":         `{"request":{"id":1.}}`,
		"BadExponent":         `{"request":{"id":1e}}`,
		"Plus":                `{"request":{"id":+1}}`,
		"ControlInString":     "{\"request\":{\"subUserName\":\"a\nb\"}}",
		"BadEscape":           `{"request":{"subUserName":"\x"}}`,
		"BadUnicodeEscape":    `{"request":{"subUserName":"\u12G4"}}`,
		"UnknownBadSyntax":    `{"x":[1 2]}`,
		"UnknownTruncated":    `{"x":{"a":`,
		"NaN":                 `{"request":{"id":NaN}}`,
		"Comment":             `{/* c */}`,
		"ArrayCloseInObject":  `{"request":{"id":1]}`,
		"ObjectCloseInArray":  `{"request":{"ids":[1}}`,
		"BadListItem":         `{"request":{"ids":[1 2]}}`,
		"MapBadSyntax":        `{"data":{"responseStatus":{"meta":{"a" "b"}}}}`,
		"InvalidUTF8OutsideS": "{\xff}",
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			typ, v := target(op, strings.HasPrefix(name, "Map"))
			requireSyntaxError(t, rest.DecodeJSON([]byte(src), typ, v, rest.Limits{}), src)
		})
	}
	t.Run("Offset", func(t *testing.T) {
		e := requireSyntaxError(t, rest.DecodeJSON([]byte(`{"request":{"id":1}}x`), op.Request, op.NewRequest(), rest.Limits{}))
		require.Contains(t, e.Message, "offset 20")
	})
}

func TestDecodeJSONDepth(t *testing.T) {
	s := servicetest.Schema(t)
	op := servicetest.Operation(t, s, "GetSearch")
	nest := func(n int) []byte {
		return []byte(`{"x":` + strings.Repeat("[", n-1) + strings.Repeat("]", n-1) + `}`)
	}
	require.NoError(t, rest.DecodeJSON(nest(64), op.Request, op.NewRequest(), rest.Limits{}))
	e := requireSyntaxError(t, rest.DecodeJSON(nest(65), op.Request, op.NewRequest(), rest.Limits{}))
	require.Contains(t, e.Message, "64")
	require.NoError(t, rest.DecodeJSON(nest(10), op.Request, op.NewRequest(), rest.Limits{MaxDepth: 10}))
	requireSyntaxError(t, rest.DecodeJSON(nest(11), op.Request, op.NewRequest(), rest.Limits{MaxDepth: 10}))

	// Deep nesting is refused quickly, through known and unknown members.
	for _, src := range [][]byte{
		[]byte(`{"x":` + strings.Repeat(`[`, 10000)),
		[]byte(strings.Repeat(`{"request":`, 10000)),
		[]byte(`{"x":` + strings.Repeat(`{"a":`, 100000) + `1` + strings.Repeat(`}`, 100000) + `}`),
	} {
		e := requireSyntaxError(t, rest.DecodeJSON(src, op.Request, op.NewRequest(), rest.Limits{}))
		require.Contains(t, e.Message, "nesting")
	}
}

// FuzzDecodeJSON checks that whatever decodes re-encodes to valid JSON that
// decodes to the same value and encodes identically (the encoding is a
// fixed point after one round: it drops sub-millisecond time and replaces
// invalid UTF-8).
func FuzzDecodeJSON(f *testing.F) {
	s := servicetest.Schema(f)
	ops := s.Operations()
	for i, op := range ops {
		for _, kind := range []string{"request", "response"} {
			src, err := os.ReadFile(filepath.Join("testdata", "golden", op.Name+"."+kind+".json"))
			require.NoError(f, err)
			sel := uint8(i)
			if kind == "response" {
				sel |= 0x80
			}
			f.Add(src, sel)
		}
	}
	f.Add([]byte(`{"request":{"ids":"1,2,3","dateRenewal":"2026-01-02T03:04:05.123456789Z"}}`), uint8(4))
	f.Add([]byte(`{"state":"pendingverification","x":[{"y":null}]}`), uint8(12))
	f.Fuzz(func(t *testing.T, src []byte, sel uint8) {
		op := ops[int(sel&0x7f)%len(ops)]
		typ, v := target(op, sel&0x80 != 0)
		if err := rest.DecodeJSON(src, typ, v, rest.Limits{}); err != nil {
			var e *service.Error
			require.True(t, errors.As(err, &e), "%T %v", err, err)
			require.Equal(t, service.CodeMalformed, e.Code)
			return
		}
		enc := rest.AppendJSON(nil, typ, v)
		require.True(t, json.Valid(enc), string(enc))
		_, v2 := target(op, sel&0x80 != 0)
		require.NoError(t, rest.DecodeJSON(enc, typ, v2, rest.Limits{}), string(enc))
		enc2 := rest.AppendJSON(nil, typ, v2)
		require.Equal(t, string(enc), string(enc2))
		_, v3 := target(op, sel&0x80 != 0)
		require.NoError(t, rest.DecodeJSON(enc2, typ, v3, rest.Limits{}))
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

func BenchmarkAppendJSONResponse(b *testing.B) {
	for _, bc := range []struct {
		op    string
		items int
	}{{"GetSearch", 3}, {"CountUnresolvedSearches", 1}} {
		op, data := benchData(b, bc.op, bc.items)
		b.Run(bc.op, func(b *testing.B) {
			b.ReportAllocs()
			enc := rest.NewJSONEncoder(op.Response) // compiled once, as a Server's
			var buf []byte
			for b.Loop() {
				buf = enc.Append(buf[:0], data)
			}
			b.SetBytes(int64(len(buf)))
		})
	}
}

func BenchmarkDecodeJSON(b *testing.B) {
	for _, bc := range []struct {
		op       string
		response bool
	}{{"GetSearch", false}, {"RenewPepSearches", false}, {"GetSearch", true}, {"CountUnresolvedSearches", true}} {
		op, data := benchData(b, bc.op, 3)
		typ := op.Request
		var src []byte
		if bc.response {
			typ = op.Response
			src = rest.AppendJSONResponse(nil, op, data)
		} else {
			req := op.NewRequest()
			servicetest.Fill(op.Request, req, 3)
			src = rest.AppendJSON(nil, typ, req)
		}
		name := bc.op + "Request"
		if bc.response {
			name = bc.op + "Response"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				_, v := target(op, bc.response)
				if err := rest.DecodeJSON(src, typ, v, rest.Limits{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
