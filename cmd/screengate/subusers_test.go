package main

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// soapCall posts one operation over SOAP 1.1 or 1.2 as the demo main user
// and returns the reply's Data element.
func soapCall(t *testing.T, s *testServer, version, op, inner string) reply {
	t.Helper()
	auth := `<Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication>`
	body := `<` + op + ` xmlns="` + nsTypes + `">` + auth + inner + `</` + op + `>`
	if version == "soap11" {
		env := `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
			body + `</soap:Body></soap:Envelope>`
		return s.do(t, "POST", "/soap11", "text/xml; charset=utf-8", env, "SOAPAction", op)
	}
	env := `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body>` +
		body + `</soap12:Body></soap12:Envelope>`
	return s.do(t, "POST", "/soap12", "application/soap+xml; charset=utf-8", env)
}

func subUserNamesOf(t *testing.T, m map[string]any) []string {
	out := []string{}
	for _, u := range list(t, m, "data.subUsers") {
		out = append(out, str(t, u, "userName"))
	}
	return out
}

// TestSubUsers walks the sub-user operations through REST, the predefined
// routes and SOAP 1.1/1.2: list, add, change permissions, delete with
// transfer, and what each change means for authentication and scopes.
func TestSubUsers(t *testing.T) {
	s := startServer(t)
	analyst := []string{"X-Api-User", "demo", "X-Api-Key", "demo-secret-key", "X-User-Id", analystID}
	viewer := []string{"X-Api-User", "demo", "X-Api-Key", "demo-secret-key", "X-User-Id", viewerID}

	// GetSubUsers: the main user only when asked; a non-admin sees itself.
	r := s.do(t, "GET", "/subusers/list", "", "", demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, []string{"analyst", "viewer"}, subUserNamesOf(t, r.json(t)))
	r = s.do(t, "GET", "/subusers/list?includeMainUser=true", "", "", demoHeaders...)
	m := r.json(t)
	require.Equal(t, []string{"demo", "analyst", "viewer"}, subUserNamesOf(t, m))
	require.Equal(t, true, get(t, m, "data.subUsers.0.isMainUser"))
	require.Equal(t, "demo", str(t, m, "data.subUsers.1.permissions.0"))
	r = s.do(t, "GET", "/subusers/list?includeMainUser=true", "", "", analyst...)
	require.Equal(t, []string{"analyst"}, subUserNamesOf(t, r.json(t)))
	r = s.do(t, "GET", "/subusers/list", "", "", "X-Api-User", "other", "X-Api-Key", "other-secret-key")
	require.Equal(t, []string{}, subUserNamesOf(t, r.json(t)), "another account's users never show")
	for _, v := range []string{"soap11", "soap12"} {
		r = soapCall(t, s, v, "GetSubUsers", "<IncludeMainUser>true</IncludeMainUser>")
		require.Equal(t, 200, r.status, "%s", r.body)
		users := xfind(t, r.xml(t), "Body/GetSubUsersResponse/Data/SubUsers").ChildElements()
		require.Len(t, users, 3, v)
		require.Equal(t, analystID, xtext(t, users[1], "UserId"))
	}

	// AddSubUser: the welcome e-mail needs an e-mail server; without one
	// the call fails, names the setting and creates nobody.
	add := func(body string, hdr ...string) reply {
		return s.do(t, "POST", "/subusers/create", "application/json", body, hdr...)
	}
	r = add(`{"request":{"userName":"newbie","name":"New Bie","email":"newbie@demo.example"}}`, demoHeaders...)
	m = requireError(t, r, 503, "PartyNotConfigured", "")
	require.Contains(t, str(t, m, "data.responseStatus.message"), "-smtp-addr (SCREENGATE_SMTP_ADDR)")
	r = s.do(t, "GET", "/subusers/get?subUserName=newbie", "", "", demoHeaders...)
	requireError(t, r, 404, "NotFound", "")

	r = add(`{"request":{"userName":"","name":"","email":"not-an-address","isAdmin":true}}`, demoHeaders...)
	requireError(t, r, 400, "NotEmpty", "userName")
	requireError(t, r, 400, "NotEmpty", "name")
	requireError(t, r, 400, "NotEmpty", "email")
	r = add(`{"request":{"userName":"new bie!","name":"x","email":"a@b.example","sendWelcomeEmail":false}}`, demoHeaders...)
	requireError(t, r, 400, "InvalidValue", "userName")
	r = add(`{"request":{"userName":"newbie","name":"New Bie","email":"newbie@demo.example","sendWelcomeEmail":false}}`, analyst...)
	requireError(t, r, 403, "Forbidden", "")
	r = add(`{"request":{"userName":"OTHER","name":"Taken","email":"taken@demo.example","sendWelcomeEmail":false}}`, demoHeaders...)
	requireError(t, r, 409, "Conflict", "userName")

	r = add(`{"request":{"userName":"newbie","name":"New Bie","email":"newbie@demo.example","canResolveSearches":true,"sendWelcomeEmail":false}}`, demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	m = r.json(t)
	newID := str(t, m, "data.subUser.userId")
	require.Len(t, newID, 36)
	require.Equal(t, "newbie", str(t, m, "data.subUser.userName"))
	require.Equal(t, true, get(t, m, "data.subUser.canResolveSearches"))
	require.Equal(t, false, get(t, m, "data.subUser.isAdmin"))
	require.Empty(t, list(t, m, "data.subUser.permissions"))
	newbie := []string{"X-Api-User", "demo", "X-Api-Key", "demo-secret-key", "X-User-Id", newID}

	// The new user can act at once (no stale authentication cache) and
	// sees only its own searches.
	getSearch := func(id int, hdr []string) reply {
		return s.postJSON(t, "/sanctions/get", fmt.Sprintf(`{"request":{"id":%d}}`, id), hdr...)
	}
	requireError(t, getSearch(1021, newbie), 404, "NotFound", "")

	// UpdateSubUser replaces permissions with the stored spelling of each
	// user name; unknown names and the main user are refused.
	upd := func(body string, hdr ...string) reply {
		return s.do(t, "PUT", "/subusers/update", "application/json", body, hdr...)
	}
	requireError(t, upd(`{"request":{"subUserName":"newbie","permissions":["analyst","nobody"]}}`, demoHeaders...), 400, "InvalidValue", "permissions")
	requireError(t, upd(`{"request":{"subUserName":"newbie","permissions":["other"]}}`, demoHeaders...), 400, "InvalidValue", "permissions")
	requireError(t, upd(`{"request":{"subUserName":"demo","permissions":["analyst"]}}`, demoHeaders...), 400, "MainUser", "")
	requireError(t, upd(`{"request":{"subUserName":"ghost","permissions":[]}}`, demoHeaders...), 404, "NotFound", "subUserName")
	requireError(t, upd(`{"request":{"subUserName":"newbie","permissions":["analyst"]}}`, analyst...), 403, "Forbidden", "")
	requireError(t, upd(`{"request":{"permissions":["analyst"]}}`, demoHeaders...), 400, "NotEmpty", "subUserName")
	r = upd(`{"request":{"subUserName":"NEWBIE","permissions":["ANALYST","analyst","newbie"]}}`, demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	m = r.json(t)
	require.Equal(t, []any{"analyst"}, list(t, m, "data.subUser.permissions"))
	require.Equal(t, 200, getSearch(1021, newbie).status, "the new permission applies at once")
	requireError(t, getSearch(1001, newbie), 404, "NotFound", "")

	// SOAP 1.2 through the predefined route shape: permissions as an
	// array of strings.
	r = soapCall(t, s, "soap12", "UpdateSubUser", `<Request><Permissions><String>analyst</String><String>demo</String></Permissions><SubUserName>newbie</SubUserName></Request>`)
	require.Equal(t, 200, r.status, "%s", r.body)
	perms := xfind(t, r.xml(t), "Body/UpdateSubUserResponse/Data/SubUser/Permissions").ChildElements()
	require.Len(t, perms, 2)
	require.Equal(t, 200, getSearch(1001, newbie).status)

	// DeleteSubUser moves the deleted user's records to the transfer user
	// and removes its name from the others' permissions.
	del := func(q string, hdr ...string) reply {
		return s.do(t, "DELETE", "/subusers/delete?"+q, "", "", hdr...)
	}
	requireError(t, del("deleteUserId="+analystID, demoHeaders...), 400, "NotEmpty", "transferToUserId")
	requireError(t, del("deleteUserId="+analystID+"&transferToUserId="+analystID, demoHeaders...), 400, "NotEqual", "transferToUserId")
	requireError(t, del("deleteUserId=a1b2c3d4-0000-4000-8000-000000000001&transferToUserId="+viewerID, demoHeaders...), 400, "MainUser", "")
	requireError(t, del("deleteUserId="+analystID+"&transferToUserId=b2c3d4e5-0000-4000-8000-000000000002", demoHeaders...), 404, "NotFound", "transferToUserId")
	requireError(t, del("deleteUserId="+analystID+"&transferToUserId="+viewerID, analyst...), 403, "Forbidden", "")
	requireError(t, del("deleteUserId=b2c3d4e5-0000-4000-8000-000000000002&transferToUserId="+viewerID, demoHeaders...), 404, "NotFound", "deleteUserId")
	requireError(t, getSearch(1021, viewer), 404, "NotFound", "")

	r = del("deleteUserId="+analystID+"&transferToUserId="+viewerID, demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, true, get(t, r.json(t), "data.success"))
	r = getSearch(1021, viewer)
	require.Equal(t, 200, r.status, "the viewer now owns analyst's searches: %s", r.body)
	r = s.do(t, "GET", "/subusers/get?subUserId="+newID, "", "", demoHeaders...)
	require.Equal(t, []any{"demo"}, list(t, r.json(t), "data.subUser.permissions"))
	requireError(t, getSearch(1001, analyst), 401, "Unauthorized", "")
	r = s.do(t, "GET", "/subusers/list", "", "", demoHeaders...)
	require.Equal(t, []string{"newbie", "viewer"}, subUserNamesOf(t, r.json(t)))
	// Again: the user is gone.
	requireError(t, del("deleteUserId="+analystID+"&transferToUserId="+viewerID, demoHeaders...), 404, "NotFound", "deleteUserId")

	// DeleteSubUser over SOAP 1.1 (query fields at the top level).
	r = soapCall(t, s, "soap11", "DeleteSubUser", "<DeleteUserId>"+newID+"</DeleteUserId><TransferToUserId>"+viewerID+"</TransferToUserId>")
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, "true", xtext(t, r.xml(t), "Body/DeleteSubUserResponse/Data/Success"))
	r = s.do(t, "GET", "/subusers/list", "", "", demoHeaders...)
	require.Equal(t, []string{"viewer"}, subUserNamesOf(t, r.json(t)))
}

// TestEulaStatus reads what the main user and a sub user agreed to.
func TestEulaStatus(t *testing.T) {
	s := startServer(t)
	viewer := []string{"X-Api-User", "demo", "X-Api-Key", "demo-secret-key", "X-User-Id", viewerID}
	r := s.do(t, "GET", "/account/eula", "", "", demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	m := r.json(t)
	require.Equal(t, true, get(t, m, "data.agreeToTerms"))
	require.Equal(t, true, get(t, m, "data.agreeToDataProtection"))
	require.Equal(t, false, get(t, m, "data.agreeToContact"))
	require.NotEmpty(t, str(t, m, "data.agreeToTermsDate"))
	require.NotContains(t, get(t, m, "data"), "agreeToContactDate", "null members are left out")
	require.NotEmpty(t, str(t, m, "data.agreeToTermsInfo"))

	// A sub user of its own has agreed to nothing yet; the main user's
	// status is the default even for a sub user.
	r = s.do(t, "GET", "/account/eula?subUserName=viewer", "", "", demoHeaders...)
	m = r.json(t)
	require.Equal(t, false, get(t, m, "data.agreeToTerms"))
	require.NotContains(t, get(t, m, "data"), "agreeToTermsDate")
	r = s.do(t, "GET", "/account/eula", "", "", viewer...)
	require.Equal(t, true, get(t, r.json(t), "data.agreeToTerms"))
	r = s.do(t, "GET", "/account/eula?subUserName=viewer", "", "", viewer...)
	require.Equal(t, 200, r.status)
	requireError(t, s.do(t, "GET", "/account/eula?subUserName=analyst", "", "", viewer...), 403, "Forbidden", "")
	requireError(t, s.do(t, "GET", "/account/eula?subUserName=other", "", "", demoHeaders...), 404, "NotFound", "subUserName")

	for _, v := range []string{"soap11", "soap12"} {
		r = soapCall(t, s, v, "GetEulaStatus", "")
		require.Equal(t, 200, r.status, "%s", r.body)
		d := xfind(t, r.xml(t), "Body/GetEulaStatusResponse/Data")
		require.Equal(t, "true", xtext(t, d, "AgreeToTerms"))
		require.Equal(t, "false", xtext(t, d, "AgreeToContact"))
	}
	r = s.postJSON(t, "/json/reply/GetEulaStatus", `{"subUserName":"viewer",`+authDemo+`}`)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Equal(t, false, get(t, r.json(t), "data.agreeToTerms"))
}
