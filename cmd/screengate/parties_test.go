package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service/notify"
)

// mailSink is a plain SMTP server that keeps what it receives.
type mailSink struct {
	addr  string
	mu    sync.Mutex
	mails []string
}

func newMailSink(t *testing.T) *mailSink {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { l.Close() })
	m := &mailSink{addr: l.Addr().String()}
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go m.serve(c)
		}
	}()
	return m
}

func (m *mailSink) serve(c net.Conn) {
	defer c.Close()
	r, w := bufio.NewReader(c), bufio.NewWriter(c)
	say := func(s string) { w.WriteString(s + "\r\n"); w.Flush() }
	say("220 sink")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		switch cmd := strings.ToUpper(strings.TrimSpace(line)); {
		case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
			say("250 sink")
		case cmd == "DATA":
			say("354 go")
			var b strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil || l == ".\r\n" {
					break
				}
				b.WriteString(l)
			}
			m.mu.Lock()
			m.mails = append(m.mails, b.String())
			m.mu.Unlock()
			say("250 ok")
		case cmd == "QUIT":
			say("221 bye")
			return
		default:
			say("250 ok")
		}
	}
}

func (m *mailSink) all() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.mails...)
}

// hookSink records verified webhook posts.
type hookSink struct {
	mu     sync.Mutex
	bodies []notify.WebhookBody
	fail   int // answer 503 to this many posts first
}

func (h *hookSink) handler(secret string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if notify.Verify([]byte(secret), r.Header, body, time.Now()) != nil {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		h.mu.Lock()
		defer h.mu.Unlock()
		if h.fail > 0 {
			h.fail--
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		var b notify.WebhookBody
		if json.Unmarshal(body, &b) == nil {
			h.bodies = append(h.bodies, b)
		}
	})
}

func (h *hookSink) all() []notify.WebhookBody {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]notify.WebhookBody(nil), h.bodies...)
}

const testWebhookSecret = "0123456789abcdef-webhook"

var demoHdr = []string{"X-Api-User", "demo", "X-Api-Key", "demo-secret-key"}

const dbsBody = `{"request":{"name":"Jane Applicant","dateOfBirth":"01/02/1990","email":"jane@example.com",
	"mobileInternational":"+447123456789","jobLocation":"wales","disclosureLevel":"Basic","reference":"R-9",
	"linkedTo":[{"id":1001,"type":"sanctions"}]}}`

// TestAddDbsSearchDelivers: AddDbsSearch answers the new search, which
// GetDbsSearch reads back, and the outbox delivers the applicant's e-mail
// and SMS and the DBS application (signed) to local servers, retrying a
// busy party; the DBS party's signed callback updates the status.
func TestAddDbsSearchDelivers(t *testing.T) {
	mail := newMailSink(t)
	sms, dbs := &hookSink{}, &hookSink{fail: 1}
	smsSrv := httptest.NewServer(sms.handler(testWebhookSecret))
	defer smsSrv.Close()
	dbsSrv := httptest.NewServer(dbs.handler(testWebhookSecret))
	defer dbsSrv.Close()
	s := startServer(t, "-smtp-addr", mail.addr, "-smtp-from", "noreply@screengate.example", "-smtp-tls", "none",
		"-sms-webhook-url", smsSrv.URL, "-dbs-webhook-url", dbsSrv.URL, "-webhook-secret", testWebhookSecret, "-outbox-poll", "100ms", "-outbox-retry", "200ms")

	r := s.postJSON(t, "/dbs", dbsBody, demoHdr...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	id := num(t, m, "data.summary.id")
	require.Equal(t, "Application pending completion", str(t, m, "data.summary.status"))
	require.Equal(t, "Wales", str(t, m, "data.summary.applicantInformation.jobLocation"), "canonical spelling")
	require.Equal(t, "1001", num(t, list(t, m, "data.linkedTo")[0], "id"))

	g := s.do(t, "GET", "/dbs/"+id, "", "", demoHdr...)
	require.Equal(t, 200, g.status, "body: %s", g.body)
	require.Equal(t, "+447123456789", str(t, g.json(t), "data.summary.applicantInformation.mobileInternational"))
	x := s.do(t, "GET", "/dbs/"+id+".xml", "", "", demoHdr...)
	require.Equal(t, 200, x.status)
	require.Contains(t, string(x.body), "<JobLocation>Wales</JobLocation>")

	require.Eventually(t, func() bool { return len(mail.all()) == 1 && len(sms.all()) == 1 && len(dbs.all()) == 1 },
		30*time.Second, 50*time.Millisecond)
	require.Contains(t, mail.all()[0], "To: jane@example.com\r\n")
	require.Contains(t, mail.all()[0], "Subject: Your DBS check\r\n")
	require.Equal(t, "+447123456789", sms.all()[0].To)
	app := dbs.all()[0]
	require.Equal(t, "dbs.application", app.Event)
	require.Equal(t, id, strconv.FormatInt(app.RecordID, 10))
	require.Contains(t, string(app.Data), `"disclosureLevel":"Basic"`)

	// The DBS party reports progress on the signed callback.
	cb := []byte(`{"accountId":1,"searchId":` + id + `,"status":"Received","isApplicantInfoCompleted":true,"isIdCheckCompleted":true}`)
	post := func(sig string) int {
		req, _ := http.NewRequest("POST", s.base+"/hooks/dbs-status", strings.NewReader(string(cb)))
		ts := time.Now().Unix()
		req.Header.Set(notify.TimestampHeader, strconv.FormatInt(ts, 10))
		if sig == "" {
			sig = notify.Sign([]byte(testWebhookSecret), ts, cb)
		}
		req.Header.Set(notify.SignatureHeader, sig)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		return resp.StatusCode
	}
	require.Equal(t, 401, post("sha256=00"))
	g = s.do(t, "GET", "/dbs/"+id, "", "", demoHdr...)
	require.Equal(t, "Application pending completion", str(t, g.json(t), "data.summary.status"), "a forged callback changed nothing")
	require.Equal(t, 200, post(""))
	g = s.do(t, "GET", "/dbs/"+id, "", "", demoHdr...)
	require.Equal(t, "Received", str(t, g.json(t), "data.summary.status"))
	require.Equal(t, true, get(t, g.json(t), "data.summary.isIdCheckCompleted"))
}

// TestAddDbsSearchRules: every documented rule, the DBS feature switch,
// and a clear error naming the settings when no party is configured.
func TestAddDbsSearchRules(t *testing.T) {
	s := startServer(t)
	// Not configured: 503 naming every missing setting; nothing stored.
	r := s.postJSON(t, "/dbs", dbsBody, demoHdr...)
	requireError(t, r, 503, "PartyNotConfigured", "")
	for _, flag := range []string{"-smtp-addr", "-sms-webhook-url", "-dbs-webhook-url"} {
		require.Contains(t, string(r.body), flag)
	}
	list := s.do(t, "GET", "/dbs?name=Jane%20Applicant", "", "", demoHdr...)
	require.Equal(t, "0", num(t, list.json(t), "data.meta.totalCount"))

	// Other Ltd has no DBS: 403 even before the parties are looked at.
	r = s.postJSON(t, "/dbs", dbsBody, "X-Api-User", "other", "X-Api-Key", "other-secret-key")
	requireError(t, r, 403, "FeatureNotEnabled", "")

	valid := map[string]string{"name": "Jane Applicant", "dateOfBirth": "01/02/1990", "email": "jane@example.com",
		"mobileInternational": "+447123456789", "jobLocation": "England", "disclosureLevel": "Standard"}
	for _, tc := range []struct{ field, value, code string }{
		{"name", "", "NotEmpty"},
		{"name", strings.Repeat("n", 251), "Length"},
		{"dateOfBirth", "", "NotEmpty"},
		{"dateOfBirth", "1990-02-01", "InvalidValue"},
		{"dateOfBirth", "31/02/1990", "InvalidValue"},
		{"dateOfBirth", "1/2/1990", "InvalidValue"},
		{"dateOfBirth", "01/01/2999", "OutOfRange"},
		{"email", "", "NotEmpty"},
		{"email", "not-an-email", "Email"},
		{"email", "Jane <jane@example.com>", "Email"},
		{"mobileInternational", "", "NotEmpty"},
		{"mobileInternational", "07123456789", "InvalidValue"},
		{"mobileInternational", "+44 7123 456789", "InvalidValue"},
		{"mobileInternational", "+4471234567890123", "Length"},
		{"jobLocation", "", "NotEmpty"},
		{"jobLocation", "France", "InvalidValue"},
		{"disclosureLevel", "", "NotEmpty"},
		{"disclosureLevel", "Enhanced", "InvalidValue"},
		{"reference", strings.Repeat("r", 251), "Length"},
		{"subUserName", strings.Repeat("s", 51), "Length"},
	} {
		t.Run(tc.field+"="+tc.value, func(t *testing.T) {
			req := map[string]string{}
			for k, v := range valid {
				req[k] = v
			}
			req[tc.field] = tc.value
			b, _ := json.Marshal(map[string]any{"request": req})
			r := s.postJSON(t, "/dbs", string(b), demoHdr...)
			requireError(t, r, 400, tc.code, tc.field)
		})
	}
	// A sub user may not create for another user; an admin naming nobody is 404.
	b, _ := json.Marshal(map[string]any{"request": valid})
	_ = b
	r = s.postJSON(t, "/json/reply/AddDbsSearch", `{"request":{"name":"A B","dateOfBirth":"01/02/1990","email":"a@b.example","mobileInternational":"+447123456789","jobLocation":"England","disclosureLevel":"Basic","subUserName":"demo"}}`,
		"X-Api-User", "demo", "X-Api-Key", "demo-secret-key", "X-User-Id", viewerID)
	requireError(t, r, 403, "Forbidden", "")
	r = s.postJSON(t, "/json/reply/AddDbsSearch", `{"request":{"name":"A B","dateOfBirth":"01/02/1990","email":"a@b.example","mobileInternational":"+447123456789","jobLocation":"England","disclosureLevel":"Basic","subUserName":"nobody"}}`, demoHdr...)
	requireError(t, r, 404, "NotFound", "")

	// GetDbsSearch: bad ids.
	requireError(t, s.do(t, "GET", "/dbs/0", "", "", demoHdr...), 400, "GreaterThan", "id")
	requireError(t, s.do(t, "GET", "/dbs/abc", "", "", demoHdr...), 400, "SerializationException", "")
	requireError(t, s.do(t, "GET", "/dbs/9003", "", "", demoHdr...), 404, "NotFound", "")
}

// TestValidIDOperations: CheckValidIdStatus per account, AddValidIdNote in
// order and in scope, SaveValidId produces a PDF GetPdf returns.
func TestValidIDOperations(t *testing.T) {
	s := startServer(t)
	r := s.postJSON(t, "/validid/status", `{}`, demoHdr...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	m := r.json(t)
	require.Equal(t, true, get(t, m, "data.validIdActivated"))
	require.Contains(t, str(t, m, "data.agreementText"), "Signed by Dana Demo")
	r = s.postJSON(t, "/validid/status", `{}`, "X-Api-User", "other", "X-Api-Key", "other-secret-key")
	require.Equal(t, false, get(t, r.json(t), "data.validIdActivated"))
	require.NotContains(t, str(t, r.json(t), "data.agreementText"), "Signed")

	r = s.postJSON(t, "/validid/notes/add", `{"request":{"id":4001,"note":"first"}}`, demoHdr...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	r = s.postJSON(t, "/validid/notes/add", `{"request":{"id":4001,"note":"second"}}`, demoHdr...)
	notes := list(t, r.json(t), "data.notes")
	require.Len(t, notes, 2)
	require.Equal(t, "second", str(t, notes[1], "content"))
	requireError(t, s.postJSON(t, "/validid/notes/add", `{"request":{"id":4001,"note":"  "}}`, demoHdr...), 400, "NotEmpty", "note")
	requireError(t, s.postJSON(t, "/validid/notes/add", `{"request":{"id":4001,"note":"x"}}`, "X-Api-User", "other", "X-Api-Key", "other-secret-key"), 404, "NotFound", "")
	// viewer (no permissions) cannot see demo's search.
	requireError(t, s.postJSON(t, "/validid/notes/add", `{"request":{"id":4001,"note":"x"}}`, "X-Api-User", "demo", "X-Api-Key", "demo-secret-key", "X-User-Id", viewerID), 404, "NotFound", "")

	r = s.postJSON(t, "/validid/save", `{"request":{"id":4001}}`, demoHdr...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	doc := num(t, r.json(t), "data.documentId")
	p := s.postJSON(t, "/pdfs/get", `{"request":{"id":`+doc+`}}`, demoHdr...)
	require.Equal(t, 200, p.status, "body: %s", p.body)
	pdf, err := base64.StdEncoding.DecodeString(str(t, p.json(t), "data.document.documentBytes"))
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(pdf), "%PDF-"))
	require.Equal(t, "validid", str(t, p.json(t), "data.document.type"))
	requireError(t, s.postJSON(t, "/validid/save", `{"request":{"id":9004}}`, demoHdr...), 404, "NotFound", "")

	// SOAP 1.1 and 1.2 reach the new operations too.
	for _, v := range []string{"11", "12"} {
		env := `<Envelope xmlns="http://schemas.xmlsoap.org/soap/envelope/"><Body><CheckValidIdStatus xmlns="http://schemas.servicestack.net/types"><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication></CheckValidIdStatus></Body></Envelope>`
		ct := "text/xml; charset=utf-8"
		if v == "12" {
			env = strings.Replace(env, "http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope", 1)
			ct = "application/soap+xml; charset=utf-8"
		}
		r := s.do(t, "POST", "/soap"+v, ct, env)
		require.Equal(t, 200, r.status, "body: %s", r.body)
		require.Contains(t, string(r.body), "<ValidIdActivated>true</ValidIdActivated>")
	}
}

// TestOutboxCLI: the operator sees pending and dead deliveries and can
// revive a dead one.
func TestOutboxCLI(t *testing.T) {
	s := startServer(t, "-smtp-addr", "127.0.0.1:1", "-smtp-from", "a@b.example", "-smtp-tls", "none",
		"-sms-webhook-url", "http://127.0.0.1:1/", "-dbs-webhook-url", "http://127.0.0.1:1/", "-webhook-secret", testWebhookSecret,
		"-no-outbox-worker")
	r := s.postJSON(t, "/dbs", dbsBody, demoHdr...)
	require.Equal(t, 200, r.status, "body: %s", r.body)
	var out, errb strings.Builder
	require.NoError(t, run(t.Context(), []string{"outbox", "list", "-db", s.db}, &out, &errb, func(string) string { return "" }, nil), errb.String())
	require.Contains(t, out.String(), "3 pending, 0 dead")
	require.Contains(t, out.String(), "dbs.application")
	out.Reset()
	err := run(t.Context(), []string{"outbox", "retry", "-db", s.db, "-id", "1"}, &out, &errb, func(string) string { return "" }, nil)
	require.Error(t, err, "a pending delivery is not dead")
}
