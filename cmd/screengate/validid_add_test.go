package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service/notify"
)

const addValidIDBody = `{"request":{"type":"basic","reference":"kyc-12","selectedLists":["UN"],
	"basicRequest":{"forename":"Ivan","surname":"Petrovsky","dateOfBirth":"14/03/1961","gender":"male",
	"address1":"1 High Street","city":"Leeds","postcode":"LS1 1AA","email":"ivan@example.com","mobileInternational":"+447123456789"}}}`

// runAdmin runs a screengate command in-process.
func runAdmin(t *testing.T, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, &out, &errb, func(string) string { return "" }, nil)
	require.NoError(t, err, errb.String())
	return out.String()
}

// TestAddValidId: a check runs a sanctions search on the engine, stores
// the check Pending, debits the account's price in the same transaction,
// and the outbox delivers the identity-data check (signed) and the
// person's e-mail and SMS; a short balance is refused with nothing
// written; bad input is refused precisely.
func TestAddValidId(t *testing.T) {
	mail := newMailSink(t)
	sms, ident := &hookSink{}, &hookSink{}
	smsSrv := httptest.NewServer(sms.handler(testWebhookSecret))
	defer smsSrv.Close()
	idSrv := httptest.NewServer(ident.handler(testWebhookSecret))
	defer idSrv.Close()
	dir := t.TempDir()
	s := startServer(t, "-lists-dir", dir, "-lists-dir-poll", "50ms", "-index-poll", "100ms",
		"-smtp-addr", mail.addr, "-smtp-from", "noreply@screengate.example", "-smtp-tls", "none",
		"-sms-webhook-url", smsSrv.URL, "-identity-webhook-url", idSrv.URL, "-webhook-secret", testWebhookSecret,
		"-outbox-poll", "100ms")
	dropList(t, s, dir, "un_v1.xml")
	out := runAdmin(t, "accounts", "validid", "-db", s.db, "-account", "1", "-basic-price", "2.50", "-enhanced-price", "7.00")
	require.Contains(t, out, "basic 2.50, enhanced 7.00")

	var r reply
	require.Eventually(t, func() bool {
		r = s.postJSON(t, "/validid/create", addValidIDBody, demoHdr...)
		return r.status != 503
	}, 20*time.Second, 50*time.Millisecond)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	id := num(t, m, "data.searchRecord.id")
	require.Equal(t, "Pending", str(t, m, "data.searchRecord.status"))
	require.Equal(t, "1", num(t, m, "data.searchRecord.type"))
	require.Equal(t, "Ivan Petrovsky", str(t, m, "data.searchRecord.searchCriteria.fullName"))
	require.Equal(t, "Male", str(t, m, "data.searchRecord.searchCriteria.gender"))
	require.Equal(t, true, get(t, m, "data.searchRecord.hasCompletedSearch"))
	require.Equal(t, false, get(t, m, "data.searchRecord.hasCompletedRequest"))
	require.Equal(t, "2.50", num(t, m, "data.cost"))
	require.Equal(t, "97.50", num(t, m, "data.balance"))
	sid := num(t, m, "data.sanctionsSearchId")

	// The sanctions part is a normal search with results from the engine.
	g := s.postJSON(t, "/sanctions/get", `{"request":{"id":`+sid+`}}`, demoHdr...)
	require.Equal(t, 200, g.status, "body: %s", g.body)
	require.NotEmpty(t, list(t, g.json(t), "data.searchRecord.listSearchResults"))
	// The check is listed and can be noted and saved like the demo ones.
	l := s.postJSON(t, "/validid/list", `{"request":{"nameSearch":"Petrovsky"}}`, demoHdr...)
	require.Equal(t, "1", num(t, l.json(t), "data.totalSearchRecords"))
	require.Equal(t, id, num(t, list(t, l.json(t), "data.searchRecords")[0], "id"))

	// The outbox delivers the identity check and the notices.
	require.Eventually(t, func() bool { return len(ident.all()) == 1 && len(sms.all()) == 1 && len(mail.all()) == 1 },
		30*time.Second, 50*time.Millisecond)
	chk := ident.all()[0]
	require.Equal(t, "validid.check", chk.Event)
	require.Equal(t, id, itoa(int(chk.RecordID)))
	var payload map[string]any
	require.NoError(t, json.Unmarshal(chk.Data, &payload))
	require.Equal(t, "basic", payload["type"])
	require.Equal(t, sid, strconv.FormatFloat(payload["sanctionsSearchId"].(float64), 'f', -1, 64))
	require.Equal(t, "LS1 1AA", str(t, payload, "request.basicRequest.postcode"))
	require.Equal(t, "+447123456789", sms.all()[0].To)
	require.Contains(t, mail.all()[0], "To: ivan@example.com\r\n")

	// The identity party answers on the signed callback: the check is
	// complete with its status and score; a forged or repeated answer
	// changes nothing.
	post := func(body, sig string) int {
		req, _ := http.NewRequest("POST", s.base+"/hooks/validid-result", strings.NewReader(body))
		ts := time.Now().Unix()
		req.Header.Set(notify.TimestampHeader, strconv.FormatInt(ts, 10))
		if sig == "" {
			sig = notify.Sign([]byte(testWebhookSecret), ts, []byte(body))
		}
		req.Header.Set(notify.SignatureHeader, sig)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		return resp.StatusCode
	}
	result := `{"accountId":1,"searchId":` + id + `,"status":"Pass","score":91}`
	require.Equal(t, 401, post(result, "sha256=00"))
	require.Equal(t, 404, post(`{"accountId":2,"searchId":`+id+`,"status":"Pass"}`, ""), "another account's check")
	require.Equal(t, 400, post(`{"accountId":1,"searchId":`+id+`}`, ""))
	require.Equal(t, 200, post(result, ""))
	require.Equal(t, 409, post(`{"accountId":1,"searchId":`+id+`,"status":"Refer"}`, ""))
	l = s.postJSON(t, "/validid/list", `{"request":{"nameSearch":"Petrovsky"}}`, demoHdr...)
	rec := list(t, l.json(t), "data.searchRecords")[0]
	require.Equal(t, "Pass", str(t, rec, "status"))
	require.Equal(t, "91", num(t, rec, "score"))
	require.Equal(t, true, get(t, rec, "hasCompletedRequest"))

	// Short balance: enhanced now costs more than the balance; nothing
	// is written (no check, no sanctions search, no debit).
	runAdmin(t, "accounts", "validid", "-db", s.db, "-account", "1", "-enhanced-price", "500.00")
	enh := strings.Replace(addValidIDBody, `"type":"basic"`, `"type":"enhanced","birthEnabled":true`, 1)
	before := num(t, s.postJSON(t, "/sanctions/unresolved/count", `{"request":{"includeSearchesFromOtherUsers":true}}`, demoHdr...).json(t),
		"data.numberOfUnresolvedSearches")
	e := requireError(t, s.postJSON(t, "/validid/create", enh, demoHdr...), 400, "InsufficientCredit", "")
	require.Contains(t, str(t, e, "data.responseStatus.message"), "500.00")
	l = s.postJSON(t, "/validid/list", `{"request":{"nameSearch":"Petrovsky"}}`, demoHdr...)
	require.Equal(t, "1", num(t, l.json(t), "data.totalSearchRecords"))
	after := num(t, s.postJSON(t, "/sanctions/unresolved/count", `{"request":{"includeSearchesFromOtherUsers":true}}`, demoHdr...).json(t),
		"data.numberOfUnresolvedSearches")
	require.Equal(t, before, after)

	// Not activated on the other account.
	requireError(t, s.postJSON(t, "/validid/create", addValidIDBody, "X-Api-User", "other", "X-Api-Key", "other-secret-key"),
		403, "FeatureNotEnabled", "")

	// Bad input: each refused with the field named.
	for _, tc := range []struct{ name, from, to, field, code string }{
		{"no type", `"type":"basic",`, ``, "type", "NotEmpty"},
		{"bad type", `"type":"basic"`, `"type":"premium"`, "type", "InvalidValue"},
		{"no forename", `"forename":"Ivan",`, ``, "basicRequest.forename", "NotEmpty"},
		{"bad date", `"14/03/1961"`, `"1961-03-14"`, "basicRequest.dateOfBirth", "InvalidValue"},
		{"future date", `"14/03/1961"`, `"14/03/2999"`, "basicRequest.dateOfBirth", "OutOfRange"},
		{"bad gender", `"gender":"male"`, `"gender":"x"`, "basicRequest.gender", "InvalidValue"},
		{"bad email", `ivan@example.com`, `ivan@`, "basicRequest.email", "Email"},
		{"bad mobile", `+447123456789`, `07123456789`, "basicRequest.mobileInternational", "InvalidValue"},
		{"enhanced check on basic", `"type":"basic"`, `"type":"basic","bankEnabled":true,"bankRequest":{"sortCode":"12-34-56","accountNumber":"12345678"}`, "type", "InvalidValue"},
		{"bank without account", `"type":"basic"`, `"type":"enhanced","bankEnabled":true`, "bankRequest.sortCode", "InvalidValue"},
		{"no lists", `"selectedLists":["UN"],`, ``, "selectedLists", "NotEmpty"},
		{"unknown list", `["UN"]`, `["NOPE"]`, "selectedLists", "InvalidValue"},
		{"one-letter name", `"forename":"Ivan"`, `"forename":"I"`, "name", "InvalidValue"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := strings.Replace(addValidIDBody, tc.from, tc.to, 1)
			require.NotEqual(t, addValidIDBody, body)
			requireError(t, s.postJSON(t, "/validid/create", body, demoHdr...), 400, tc.code, tc.field)
		})
	}
	requireError(t, s.postJSON(t, "/validid/create", `{"request":{"type":"basic","selectedLists":["UN"]}}`, demoHdr...),
		400, "NotEmpty", "basicRequest")
	l = s.postJSON(t, "/validid/list", `{"request":{"nameSearch":"Petrovsky"}}`, demoHdr...)
	require.Equal(t, "1", num(t, l.json(t), "data.totalSearchRecords"), "no bad request stored anything")
}

// TestAddValidIdPartiesNotConfigured: without the identity party (and
// the e-mail and SMS parties the request needs) the check is refused with
// the missing settings named, and nothing is stored or billed.
func TestAddValidIdPartiesNotConfigured(t *testing.T) {
	s := startServer(t)
	e := requireError(t, s.postJSON(t, "/validid/create", addValidIDBody, demoHdr...), 503, "PartyNotConfigured", "")
	msg := str(t, e, "data.responseStatus.message")
	for _, flag := range []string{"-identity-webhook-url", "-smtp-addr", "-sms-webhook-url"} {
		require.Contains(t, msg, flag)
	}
	l := s.postJSON(t, "/validid/list", `{"request":{"nameSearch":"Petrovsky"}}`, demoHdr...)
	require.Equal(t, "0", num(t, l.json(t), "data.totalSearchRecords"))
}
