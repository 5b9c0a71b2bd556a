package main

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMutationsOnPredefinedRoutes: the operations that change the store work
// on /json/reply and /xml/reply too, with XML bodies and header credentials.
func TestMutationsOnPredefinedRoutes(t *testing.T) {
	s := startServer(t)
	const open = `xmlns="http://schemas.servicestack.net/types" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"`
	// AddSearchNote: XML body, header credentials, XML reply.
	r := s.do(t, "POST", "/xml/reply/AddSearchNote", "application/xml",
		`<AddSearchNote `+open+`><Request><Id>1005</Id><Note>via xml/reply</Note></Request></AddSearchNote>`, demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	notes := xfind(t, r.xml(t), "Data/Notes").ChildElements()
	require.Equal(t, "via xml/reply", notes[len(notes)-1].SelectElement("Content").Text())
	// SaveSearch: JSON body on json/reply, then the document is readable.
	r = s.postJSON(t, "/json/reply/SaveSearch", `{"request":{"id":1005}}`, demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	id := num(t, r.json(t), "data.documentId")
	r = s.postJSON(t, "/json/reply/GetPdf", withAuth(`{"request":{"id":`+id+`}}`, authDemo))
	require.Equal(t, "1005", num(t, r.json(t), "data.document.sanctionsSearchId"))
	// RenewPepSearches: XML body with an ArrayOfLong of Long items.
	r = s.do(t, "PUT", "/xml/reply/RenewPepSearches", "application/xml",
		`<RenewPepSearches `+open+`><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication><Request><Ids><Long>2003</Long><Long>9002</Long></Ids></Request></RenewPepSearches>`)
	require.Equal(t, 200, r.status, "%s", r.body)
	root := r.xml(t)
	require.Equal(t, "1", xtext(t, root, "Data/Count"))
	require.Equal(t, "1.50", xtext(t, root, "Data/TotalCost"))
	require.Equal(t, "9002", xtext(t, root, "Data/FailedIds/long"))
	// UpdateValidId on json/reply with the analyst acting (may resolve).
	r = s.postJSON(t, "/json/reply/UpdateValidId", `{"request":{"id":4003,"clientNotInResults":true}}`, append(demoHeaders, "X-User-Id", analystID)...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, true, get(t, r.json(t), "data.success"))
	// RegisterAccount: XML body, the new key works at once.
	r = s.do(t, "POST", "/xml/reply/RegisterAccount", "application/xml", `<RegisterAccount `+open+`><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication><Request>`+
		`<Address1>1 Road</Address1><AgreeToDataProtection>true</AgreeToDataProtection><AgreeToPrivacy>true</AgreeToPrivacy><AgreeToTerms>true</AgreeToTerms>`+
		`<CompanyIndustry>Banking</CompanyIndustry><CompanyName>Xml Ltd</CompanyName><CompanyPhone>0123</CompanyPhone><CompanyType>LLC</CompanyType>`+
		`<Country>IE</Country><Email>x@xml.example</Email><FullName>X Ml</FullName><Password>long enough pw</Password><Postcode>D01</Postcode><Username>xml.user</Username></Request></RegisterAccount>`)
	require.Equal(t, 200, r.status, "%s", r.body)
	root = r.xml(t)
	newID, newKey := xtext(t, root, "Data/ApiUserId"), xtext(t, root, "Data/ApiUserKey")
	r = s.do(t, "GET", "/subusers/get?subUserName=xml.user", "", "", "X-Api-User", newID, "X-Api-Key", newKey)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "xml.user", str(t, r.json(t), "data.subUser.userName"))
}
