package main

import (
	"encoding/json"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

const clientBody = `{"request":{"name":"Jane Client","email":"jane@example.com","mobileInternational":"+447123456789",
	"postCode":"EC1A 1BB","proofOfPreset":"validateme","reference":"C-1","linkedTo":[{"id":1001,"type":"sanctions"}]}}`

// TestAddClientDelivers: AddClient answers the new client, which GetClient
// and GetClients read back, and the outbox e-mails and texts the client
// (both quoting the post code) through local servers.
func TestAddClientDelivers(t *testing.T) {
	mail := newMailSink(t)
	sms := &hookSink{}
	srv := httptest.NewServer(sms.handler(testWebhookSecret))
	defer srv.Close()
	smsSrv := srv.URL
	s := startServer(t, "-smtp-addr", mail.addr, "-smtp-from", "noreply@screengate.example", "-smtp-tls", "none",
		"-sms-webhook-url", smsSrv, "-webhook-secret", testWebhookSecret, "-outbox-poll", "100ms", "-outbox-retry", "200ms")

	r := s.postJSON(t, "/clients", clientBody, demoHdr...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	id := num(t, m, "data.client.id")
	require.Equal(t, "PendingCompletion", str(t, m, "data.client.state"))
	require.Equal(t, true, get(t, m, "data.client.isValidateMe"))
	require.Equal(t, "EC1A 1BB", str(t, m, "data.client.postCode"))
	require.Empty(t, list(t, m, "data.client.passports"))

	g := s.do(t, "GET", "/clients/"+id, "", "", demoHdr...)
	require.Equal(t, 200, g.status, "body: %s", g.body)
	require.Equal(t, "Jane Client", str(t, g.json(t), "data.client.name"))
	require.Equal(t, "1001", num(t, list(t, g.json(t), "data.linkedTo")[0], "id"))
	l := s.do(t, "GET", "/clients?name=jane%20client&state=PendingCompletion", "", "", demoHdr...)
	require.Equal(t, 200, l.status, "body: %s", l.body)
	require.Equal(t, "1", num(t, l.json(t), "data.meta.totalCount"))
	require.Equal(t, id, num(t, list(t, l.json(t), "data.clients")[0], "id"))

	require.Eventually(t, func() bool { return len(mail.all()) == 1 && len(sms.all()) == 1 }, 30*time.Second, 50*time.Millisecond)
	require.Contains(t, mail.all()[0], "To: jane@example.com\r\n")
	require.Contains(t, mail.all()[0], "EC1A 1BB")
	require.Equal(t, "+447123456789", sms.all()[0].To)
	require.Equal(t, id, strconv.FormatInt(sms.all()[0].RecordID, 10))
}

// TestClientRules: AddClient's rules and its clear error when no party is
// configured; GetClients' and GetClient's bad input; UpdateClient's state
// and document rules (each refusal changes nothing) and its success;
// DeleteClient's permission and effect; AddClientTemplate's route.
func TestClientRules(t *testing.T) {
	s := startServer(t)
	analystHdr := append(append([]string(nil), demoHdr...), "X-User-Id", analystID)
	viewerHdr := append(append([]string(nil), demoHdr...), "X-User-Id", viewerID)

	// Not configured: 503 naming every missing setting; nothing stored.
	r := s.postJSON(t, "/clients", clientBody, demoHdr...)
	requireError(t, r, 503, "PartyNotConfigured", "")
	for _, flag := range []string{"-smtp-addr", "-sms-webhook-url"} {
		require.Contains(t, string(r.body), flag)
	}
	total := func() string {
		l := s.do(t, "GET", "/clients", "", "", demoHdr...)
		require.Equal(t, 200, l.status, "body: %s", l.body)
		return num(t, l.json(t), "data.meta.totalCount")
	}
	require.Equal(t, "12", total())

	valid := map[string]string{"name": "Jane Client", "email": "jane@example.com", "mobileInternational": "+447123456789",
		"postCode": "EC1A 1BB", "proofOfPreset": "PassportChipVerification"}
	for _, tc := range []struct{ field, value, code string }{
		{"name", "", "NotEmpty"},
		{"name", strings.Repeat("n", 251), "Length"},
		{"email", "", "NotEmpty"},
		{"email", "not-an-email", "Email"},
		{"mobileInternational", "", "NotEmpty"},
		{"mobileInternational", "07123456789", "InvalidValue"},
		{"mobileInternational", "+4471234567890123", "Length"},
		{"postCode", " ", "NotEmpty"},
		{"postCode", strings.Repeat("p", 251), "Length"},
		{"proofOfPreset", "", "NotEmpty"},
		{"proofOfPreset", "Passport", "InvalidValue"},
		{"reference", strings.Repeat("r", 251), "Length"},
		{"subUserName", strings.Repeat("s", 51), "Length"},
	} {
		t.Run("AddClient/"+tc.field+"="+tc.value, func(t *testing.T) {
			req := map[string]string{}
			for k, v := range valid {
				req[k] = v
			}
			req[tc.field] = tc.value
			b, _ := json.Marshal(map[string]any{"request": req})
			requireError(t, s.postJSON(t, "/clients", string(b), demoHdr...), 400, tc.code, tc.field)
		})
	}
	r = s.postJSON(t, "/json/reply/AddClient", `{"request":{"name":"A B","email":"a@b.example","mobileInternational":"+447123456789","postCode":"X","proofOfPreset":"ValidateMe","subUserName":"demo"}}`, viewerHdr...)
	requireError(t, r, 403, "Forbidden", "")
	require.Equal(t, "12", total())

	// GetClients: paging, sort, state and dates.
	for _, tc := range []struct{ query, code, field string }{
		{"page[limit]=501", "OutOfRange", "page[limit]"},
		{"page[offset]=-1", "OutOfRange", "page[offset]"},
		{"sort=status,name", "InvalidValue", "sort"},
		{"dateFrom=2024-02-01&dateTo=2024-01-01", "InvalidValue", "dateTo"},
		{"state=Bogus", "SerializationException", ""},
		{"isValidateMe=maybe", "SerializationException", ""},
	} {
		t.Run("GetClients/"+tc.query, func(t *testing.T) {
			requireError(t, s.do(t, "GET", "/clients?"+tc.query, "", "", demoHdr...), 400, tc.code, tc.field)
		})
	}
	l := s.do(t, "GET", "/clients?sort=-name&page[limit]=5&page[offset]=5&isValidateMe=true", "", "", demoHdr...)
	require.Equal(t, 200, l.status, "body: %s", l.body)
	lm := l.json(t)
	require.Equal(t, "9", num(t, lm, "data.meta.totalCount"))
	require.Len(t, list(t, lm, "data.clients"), 4)
	require.Contains(t, str(t, lm, "data.meta.links.prev"), "/clients?isValidateMe=true&sort=-name&page[limit]=5&page[offset]=0")
	require.Equal(t, "4", num(t, s.do(t, "GET", "/clients?state=PendingVerification", "", "", analystHdr...).json(t), "data.meta.totalCount"))
	require.Equal(t, "0", num(t, s.do(t, "GET", "/clients", "", "", viewerHdr...).json(t), "data.meta.totalCount"))

	// GetClient: bad and foreign ids; the template route is not an id.
	requireError(t, s.do(t, "GET", "/clients/0", "", "", demoHdr...), 400, "GreaterThan", "id")
	requireError(t, s.do(t, "GET", "/clients/abc", "", "", demoHdr...), 400, "SerializationException", "")
	requireError(t, s.do(t, "GET", "/clients/9005", "", "", demoHdr...), 404, "NotFound", "")
	tpl := s.do(t, "GET", "/clients/template", "", "", demoHdr...)
	require.Equal(t, 200, tpl.status, "body: %s", tpl.body)
	require.Equal(t, "ValidateMe", str(t, tpl.json(t), "data.request.proofOfPreset"))

	// UpdateClient: refusals change nothing.
	incomplete := func() string {
		c := s.do(t, "GET", "/clients/incomplete/count", "", "", demoHdr...)
		return num(t, c.json(t), "data.numberOfIncompleteClients")
	}
	require.Equal(t, "4", incomplete())
	docs := func(verified bool, drop string) string {
		v := "true"
		if !verified {
			v = "false"
		}
		parts := map[string]string{
			"passports":       `"passports":[{"id":1,"documentNumber":"X1","fullName":"TOMASZ NOWAK","isVerified":true}]`,
			"drivingLicences": `"drivingLicences":[{"id":2,"documentNumber":"D2","isVerified":` + v + `}]`,
			"otherDocuments":  `"otherDocuments":[{"id":3,"documentType":"Residence permit","isVerified":true}]`,
		}
		var out []string
		for _, k := range []string{"passports", "drivingLicences", "otherDocuments"} {
			if k != drop {
				out = append(out, parts[k])
			}
		}
		return `{"name":"Tomasz J Nowak","reference":"V-1",` + strings.Join(out, ",") + `}`
	}
	put := func(id, body string, hdr ...string) reply {
		return s.do(t, "PUT", "/clients/"+id, "application/json", body, hdr...)
	}
	requireError(t, put("5001", docs(true, ""), demoHdr...), 400, "InvalidClientState", "")
	requireError(t, put("5005", docs(false, ""), demoHdr...), 400, "NotVerified", "drivingLicences[0].isVerified")
	requireError(t, put("5005", docs(true, "otherDocuments"), demoHdr...), 400, "NotVerified", "otherDocuments")
	requireError(t, put("5005", strings.Replace(docs(true, ""), `{"id":3`, `{"id":7`, 1), demoHdr...), 400, "NotFound", "otherDocuments[0].id")
	requireError(t, put("5005", `{"name":""}`, demoHdr...), 400, "NotEmpty", "name")
	requireError(t, put("5005", docs(true, ""), viewerHdr...), 404, "NotFound", "")
	requireError(t, put("5005", docs(true, ""), "X-Api-User", "other", "X-Api-Key", "other-secret-key"), 404, "NotFound", "")
	g := s.do(t, "GET", "/clients/5005", "", "", demoHdr...)
	require.Equal(t, "Tomasz Nowak", str(t, g.json(t), "data.client.name"))
	require.Equal(t, false, get(t, list(t, g.json(t), "data.client.passports")[0], "isVerified"))
	require.Equal(t, "4", incomplete())

	u := put("5005", docs(true, ""), analystHdr...)
	require.Equal(t, 200, u.status, "body: %s", u.body)
	um := u.json(t)
	require.Equal(t, "Verified", str(t, um, "data.client.state"))
	require.Equal(t, "Tomasz J Nowak", str(t, um, "data.client.name"))
	require.Equal(t, "Residence permit", str(t, list(t, um, "data.client.otherDocuments")[0], "documentType"))
	require.Equal(t, true, get(t, list(t, um, "data.client.drivingLicences")[0], "isVerified"))
	require.Equal(t, "3", incomplete())
	requireError(t, put("5005", docs(true, ""), demoHdr...), 400, "InvalidClientState", "")

	// DeleteClient: canDeleteSearches or admin, then scope.
	del := func(id string, hdr ...string) reply { return s.do(t, "DELETE", "/clients/"+id, "", "", hdr...) }
	requireError(t, del("5009", analystHdr...), 403, "Forbidden", "")
	requireError(t, del("5009", viewerHdr...), 403, "Forbidden", "")
	requireError(t, del("5009", "X-Api-User", "other", "X-Api-Key", "other-secret-key"), 404, "NotFound", "")
	requireError(t, del("0", demoHdr...), 400, "GreaterThan", "id")
	d := del("5001", demoHdr...)
	require.Equal(t, 200, d.status, "body: %s", d.body)
	require.Equal(t, true, get(t, d.json(t), "data.success"))
	requireError(t, s.do(t, "GET", "/clients/5001", "", "", demoHdr...), 404, "NotFound", "")
	requireError(t, s.postJSON(t, "/clients/document", `{"id":5001}`, demoHdr...), 404, "NotFound", "")
	requireError(t, del("5001", demoHdr...), 404, "NotFound", "")
	require.Equal(t, "11", total())
}
