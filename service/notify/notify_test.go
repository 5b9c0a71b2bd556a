package notify

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/json"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

var secret = []byte("webhook-secret")

func msg() service.OutboxMessage {
	return service.OutboxMessage{ID: 7, AccountID: 1, Channel: service.ChannelSMS, Kind: "dbs.invitation", RecordID: 42,
		Recipient: "+447123456789", Body: "Hello", Created: time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)}
}

func TestWebhookSignedAndVerified(t *testing.T) {
	var got WebhookBody
	var hdr http.Header
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if err := Verify(secret, r.Header, body, time.Now()); err != nil {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		hdr = r.Header.Clone()
		require.NoError(t, json.Unmarshal(body, &got))
	}))
	defer srv.Close()
	w := &Webhook{URL: srv.URL, Secret: secret}
	require.NoError(t, w.Deliver(context.Background(), msg()))
	require.Equal(t, "7", hdr.Get(DeliveryHeader))
	require.Equal(t, "dbs.invitation", hdr.Get(EventHeader))
	require.Equal(t, "+447123456789", got.To)
	require.Equal(t, "Hello", got.Text)
	require.EqualValues(t, 42, got.RecordID)

	// JSON bodies travel as data.
	m := msg()
	m.Body = `{"event":"dbs.application","name":"Jane"}`
	require.NoError(t, w.Deliver(context.Background(), m))
	require.JSONEq(t, m.Body, string(got.Data))

	// A wrong secret is refused by the receiver: a permanent failure.
	bad := &Webhook{URL: srv.URL, Secret: []byte("other")}
	err := bad.Deliver(context.Background(), msg())
	require.ErrorIs(t, err, service.ErrPermanent)
}

func TestWebhookRetryable(t *testing.T) {
	for _, tc := range []struct {
		status    int
		permanent bool
	}{{500, false}, {503, false}, {429, false}, {408, false}, {400, true}, {404, true}} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(tc.status) }))
		err := (&Webhook{URL: srv.URL + "/hook?token=s3cret", Secret: secret}).Deliver(context.Background(), msg())
		srv.Close()
		require.Error(t, err)
		require.Equal(t, tc.permanent, errorsIs(err), "status %d", tc.status)
		require.NotContains(t, err.Error(), "s3cret", "no secrets in errors")
	}
	// Nobody listening: retryable.
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := l.Addr().String()
	l.Close()
	err := (&Webhook{URL: "http://" + addr, Secret: secret}).Deliver(context.Background(), msg())
	require.Error(t, err)
	require.False(t, errorsIs(err))
}

func errorsIs(err error) bool {
	return err != nil && strings.Contains(err.Error(), service.ErrPermanent.Error())
}

func TestVerify(t *testing.T) {
	now := time.Now()
	body := []byte(`{"a":1}`)
	h := http.Header{}
	h.Set(TimestampHeader, itoa(now.Unix()))
	h.Set(SignatureHeader, Sign(secret, now.Unix(), body))
	require.NoError(t, Verify(secret, h, body, now))
	require.ErrorIs(t, Verify(secret, h, []byte(`{"a":2}`), now), ErrBadSignature)
	require.ErrorIs(t, Verify([]byte("x"), h, body, now), ErrBadSignature)
	require.ErrorIs(t, Verify(secret, h, body, now.Add(10*time.Minute)), ErrBadSignature, "stale")
	h.Del(SignatureHeader)
	require.ErrorIs(t, Verify(secret, h, body, now), ErrBadSignature)
	h.Set(TimestampHeader, "soon")
	require.ErrorIs(t, Verify(secret, h, body, now), ErrBadSignature)
}

func itoa(n int64) string { return big.NewInt(n).String() }

// smtpServer is a minimal SMTP server: EHLO, STARTTLS, AUTH PLAIN, MAIL,
// RCPT (rejects anything at reject.example), DATA, QUIT.
type smtpServer struct {
	addr     string
	tls      *tls.Config
	implicit bool
	noTLS    bool
	mu       sync.Mutex
	mails    []string
	auths    []string
	secured  []bool
}

func newSMTPServer(t *testing.T, implicit, noTLS bool) (*smtpServer, *tls.Config) {
	cert, pool := selfSigned(t)
	s := &smtpServer{tls: &tls.Config{Certificates: []tls.Certificate{cert}}, implicit: implicit, noTLS: noTLS}
	var l net.Listener
	var err error
	if implicit {
		l, err = tls.Listen("tcp", "127.0.0.1:0", s.tls)
	} else {
		l, err = net.Listen("tcp", "127.0.0.1:0")
	}
	require.NoError(t, err)
	t.Cleanup(func() { l.Close() })
	s.addr = l.Addr().String()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go s.serve(c)
		}
	}()
	return s, &tls.Config{RootCAs: pool, ServerName: "127.0.0.1"}
}

func (s *smtpServer) serve(c net.Conn) {
	defer c.Close()
	secured := s.implicit
	r, w := bufio.NewReader(c), bufio.NewWriter(c)
	say := func(l string) { w.WriteString(l + "\r\n"); w.Flush() }
	say("220 test ESMTP")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "EHLO"):
			w.WriteString("250-test\r\n")
			if !secured && !s.noTLS {
				w.WriteString("250-STARTTLS\r\n")
			}
			say("250 AUTH PLAIN")
		case cmd == "STARTTLS":
			say("220 go ahead")
			tc := tls.Server(c, s.tls)
			if tc.Handshake() != nil {
				return
			}
			c, secured = tc, true
			r, w = bufio.NewReader(c), bufio.NewWriter(c)
		case strings.HasPrefix(cmd, "AUTH PLAIN"):
			raw, _ := base64.StdEncoding.DecodeString(strings.TrimSpace(line[len("AUTH PLAIN"):]))
			s.mu.Lock()
			s.auths = append(s.auths, string(raw))
			s.mu.Unlock()
			say("235 ok")
		case strings.HasPrefix(cmd, "MAIL FROM"):
			say("250 ok")
		case strings.HasPrefix(cmd, "RCPT TO"):
			if strings.Contains(cmd, "REJECT.EXAMPLE") {
				say("550 no such user")
				continue
			}
			say("250 ok")
		case cmd == "DATA":
			say("354 go")
			var b strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				b.WriteString(l)
			}
			s.mu.Lock()
			s.mails = append(s.mails, b.String())
			s.secured = append(s.secured, secured)
			s.mu.Unlock()
			say("250 queued")
		case cmd == "QUIT":
			say("221 bye")
			return
		default:
			say("502 unknown")
		}
	}
}

func selfSigned(t *testing.T) (tls.Certificate, *x509.CertPool) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	c, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	pool := x509.NewCertPool()
	pool.AddCert(c)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, pool
}

func mailMsg() service.OutboxMessage {
	m := msg()
	m.Channel, m.Recipient, m.Subject, m.Body = service.ChannelEmail, "jane@example.com", "Your DBS check", "Dear Jane,\nplease.\n"
	return m
}

func TestSMTPStartTLSAuth(t *testing.T) {
	srv, tcfg := newSMTPServer(t, false, false)
	s := &SMTP{Addr: srv.addr, From: "noreply@screengate.example", Username: "user", Password: "pass", TLSConfig: tcfg}
	require.NoError(t, s.Deliver(context.Background(), mailMsg()))
	require.Len(t, srv.mails, 1)
	require.True(t, srv.secured[0], "sent after STARTTLS")
	require.Equal(t, "\x00user\x00pass", srv.auths[0])
	require.Contains(t, srv.mails[0], "Subject: Your DBS check\r\n")
	require.Contains(t, srv.mails[0], "Message-ID: <outbox-7@127.0.0.1>\r\n")
	require.Contains(t, srv.mails[0], "Dear Jane,\r\nplease.\r\n")

	// A rejected recipient is permanent.
	m := mailMsg()
	m.Recipient = "x@reject.example"
	require.ErrorIs(t, s.Deliver(context.Background(), m), service.ErrPermanent)
	// A certificate the client does not trust fails (retryable).
	s.TLSConfig = nil
	err := s.Deliver(context.Background(), mailMsg())
	require.Error(t, err)
	require.NotErrorIs(t, err, service.ErrPermanent)
}

func TestSMTPImplicitTLSAndPlain(t *testing.T) {
	srv, tcfg := newSMTPServer(t, true, false)
	require.NoError(t, (&SMTP{Addr: srv.addr, From: "a@b.example", TLS: TLSImplicit, TLSConfig: tcfg}).Deliver(context.Background(), mailMsg()))
	require.True(t, srv.secured[0])

	plain, _ := newSMTPServer(t, false, true)
	// STARTTLS is required unless switched off.
	require.ErrorContains(t, (&SMTP{Addr: plain.addr, From: "a@b.example"}).Deliver(context.Background(), mailMsg()), "STARTTLS")
	require.NoError(t, (&SMTP{Addr: plain.addr, From: "a@b.example", TLS: TLSNone}).Deliver(context.Background(), mailMsg()))
	require.Len(t, plain.mails, 1)
	require.False(t, plain.secured[0])
}
