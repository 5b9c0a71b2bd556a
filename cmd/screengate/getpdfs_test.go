package main

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestGetPdfs: the saved documents of the caller's scope, newest first,
// paged, without their bytes; over REST, the predefined route the
// original's PHP client calls and SOAP; bad paging refused precisely.
func TestGetPdfs(t *testing.T) {
	s := startServer(t)
	// A new document is the newest.
	r := s.postJSON(t, "/sanctions/save", `{"request":{"id":1001}}`, demoHdr...)
	require.Equal(t, 200, r.status, "%s", r.body)
	newest := num(t, r.json(t), "data.documentId")

	r = s.postJSON(t, "/pdfs/list", `{"request":{}}`, demoHdr...)
	require.Equal(t, 200, r.status, "%s", r.body)
	m := r.json(t)
	docs := list(t, m, "data.documents")
	require.Equal(t, newest, num(t, docs[0], "id"), "newest first")
	total, _ := strconv.Atoi(num(t, m, "data.totalDocuments"))
	require.Equal(t, len(docs), total)
	require.Equal(t, "25", num(t, m, "data.pageSize"))
	require.Equal(t, "1", num(t, m, "data.maxPageNum"))
	for _, d := range docs {
		require.NotContains(t, d.(map[string]any), "documentBytes", "GetPdfs lists metadata only")
		require.NotEqual(t, "7005", num(t, d, "id"), "expired documents are not listed")
	}

	// Pages of two follow the same order.
	var paged []string
	for page := 1; page <= (total+1)/2; page++ {
		r := s.postJSON(t, "/json/reply/GetPdfs", `{"request":{"page":`+itoa(page)+`,"pageSize":2},`+authDemo+`}`)
		require.Equal(t, 200, r.status, "%s", r.body)
		require.Equal(t, itoa((total+1)/2), num(t, r.json(t), "data.maxPageNum"))
		for _, d := range list(t, r.json(t), "data.documents") {
			paged = append(paged, num(t, d, "id"))
		}
	}
	var all []string
	for _, d := range docs {
		all = append(all, num(t, d, "id"))
	}
	require.Equal(t, all, paged)

	// The viewer (no permissions, no documents) sees none; another
	// account only its own (the isolation matrix covers every caller).
	r = s.postJSON(t, "/pdfs/list", `{"request":{"subUserName":"viewer"}}`, demoHdr...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "0", num(t, r.json(t), "data.totalDocuments"))
	require.Empty(t, list(t, r.json(t), "data.documents"))
	r = s.postJSON(t, "/pdfs/list", `{}`, "X-Api-User", "other", "X-Api-Key", "other-secret-key")
	require.Equal(t, "1", num(t, r.json(t), "data.totalDocuments"))

	// SOAP 1.1 and 1.2.
	for _, v := range []string{"soap11", "soap12"} {
		r := soapCall(t, s, v, "GetPdfs", "<Request><PageSize>1</PageSize></Request>")
		require.Equal(t, 200, r.status, "%s", r.body)
		require.Equal(t, newest, xtext(t, xfind(t, r.xml(t), "Body/GetPdfsResponse/Data"), "Documents/PdfDocument/Id"), v)
	}

	// Bad input.
	for _, tc := range []struct{ body, field, code string }{
		{`{"request":{"page":-1}}`, "page", "OutOfRange"},
		{`{"request":{"pageSize":101}}`, "pageSize", "OutOfRange"},
		{`{"request":{"pageSize":-5}}`, "pageSize", "OutOfRange"},
		{`{"request":{"page":"two"}}`, "page", ""},
	} {
		r := s.postJSON(t, "/pdfs/list", tc.body, demoHdr...)
		require.Equal(t, 400, r.status, "%s: %s", tc.body, r.body)
		if tc.code != "" {
			requireError(t, r, 400, tc.code, tc.field)
		}
	}
	requireError(t, s.postJSON(t, "/pdfs/list", `{"request":{"subUserName":"nobody"}}`, demoHdr...), 404, "NotFound", "")
	r = s.postJSON(t, "/pdfs/list", `{"request":{"subUserName":"demo"}}`, "X-Api-User", "demo", "X-Api-Key", "demo-secret-key", "X-User-Id", viewerID)
	require.Equal(t, 403, r.status, "%s", r.body)
}
