// Package notify implements service.Notifier, the outbound interface to
// the parties outside the service: e-mail over SMTP (STARTTLS or implicit
// TLS, PLAIN auth) and HMAC-SHA256-signed JSON webhooks (SMS gateway, DBS
// processing party, identity-data checks). It also verifies the signature
// of inbound webhook callbacks. docs/parties.md documents the payloads.
package notify

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/tls"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/smtp"
	"net/textproto"
	"strconv"
	"strings"
	"time"

	"github.com/screengate/screengate/service"
)

// SignatureHeader carries "sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>";
// TimestampHeader the Unix time the signature was made; DeliveryHeader the
// outbox message id (receivers deduplicate on it).
const (
	SignatureHeader = "X-Screengate-Signature"
	TimestampHeader = "X-Screengate-Timestamp"
	DeliveryHeader  = "X-Screengate-Delivery"
	EventHeader     = "X-Screengate-Event"
)

// Sign returns the signature header value of body at ts.
func Sign(secret []byte, ts int64, body []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(strconv.FormatInt(ts, 10)))
	m.Write([]byte{'.'})
	m.Write(body)
	return "sha256=" + hex.EncodeToString(m.Sum(nil))
}

// MaxSkew is how far an inbound callback's timestamp may be from now.
const MaxSkew = 5 * time.Minute

// ErrBadSignature is returned by Verify for a missing, malformed, wrong
// or stale signature.
var ErrBadSignature = errors.New("notify: bad webhook signature")

// Verify checks an inbound callback signed as Sign signs (constant-time
// comparison; the timestamp must be within MaxSkew of now).
func Verify(secret []byte, h http.Header, body []byte, now time.Time) error {
	ts, err := strconv.ParseInt(h.Get(TimestampHeader), 10, 64)
	if err != nil {
		return ErrBadSignature
	}
	if d := now.Sub(time.Unix(ts, 0)); d > MaxSkew || d < -MaxSkew {
		return ErrBadSignature
	}
	if !hmac.Equal([]byte(h.Get(SignatureHeader)), []byte(Sign(secret, ts, body))) {
		return ErrBadSignature
	}
	return nil
}

// Webhook posts messages as signed JSON to one URL.
type Webhook struct {
	URL    string
	Secret []byte
	Client *http.Client
	Now    func() time.Time
}

// WebhookBody is the JSON a webhook receives.
type WebhookBody struct {
	ID        int64           `json:"id"`
	Event     string          `json:"event"`
	AccountID int64           `json:"accountId"`
	RecordID  int64           `json:"recordId"`
	To        string          `json:"to,omitempty"`
	Text      string          `json:"text,omitempty"`
	Data      json.RawMessage `json:"data,omitempty"`
	Created   time.Time       `json:"created"`
}

// Body builds the JSON a webhook receives for m: SMS text goes in "text"
// (with "to"); a JSON body (party events) in "data".
func Body(m service.OutboxMessage) ([]byte, error) {
	b := WebhookBody{ID: m.ID, Event: m.Kind, AccountID: m.AccountID, RecordID: m.RecordID, To: m.Recipient, Created: m.Created.UTC()}
	if json.Valid([]byte(m.Body)) && strings.HasPrefix(strings.TrimSpace(m.Body), "{") {
		b.Data = json.RawMessage(m.Body)
	} else {
		b.Text = m.Body
	}
	return json.Marshal(b)
}

// Deliver posts m. 2xx is delivered; 408, 429 and 5xx and network errors
// are retried; any other status is permanent.
func (w *Webhook) Deliver(ctx context.Context, m service.OutboxMessage) error {
	body, err := Body(m)
	if err != nil {
		return fmt.Errorf("%w: %v", service.ErrPermanent, err)
	}
	now := time.Now
	if w.Now != nil {
		now = w.Now
	}
	ts := now().Unix()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.URL, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("%w: %v", service.ErrPermanent, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "screengate-webhook/1")
	req.Header.Set(TimestampHeader, strconv.FormatInt(ts, 10))
	req.Header.Set(SignatureHeader, Sign(w.Secret, ts, body))
	req.Header.Set(DeliveryHeader, strconv.FormatInt(m.ID, 10))
	req.Header.Set(EventHeader, m.Kind)
	c := w.Client
	if c == nil {
		c = &http.Client{Timeout: 30 * time.Second}
	}
	resp, err := c.Do(req)
	if err != nil {
		return fmt.Errorf("webhook %s: %w", redactURL(w.URL), err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	switch {
	case resp.StatusCode/100 == 2:
		return nil
	case resp.StatusCode == 408 || resp.StatusCode == 429 || resp.StatusCode >= 500:
		return fmt.Errorf("webhook %s: HTTP %d", redactURL(w.URL), resp.StatusCode)
	}
	return fmt.Errorf("%w: webhook %s: HTTP %d", service.ErrPermanent, redactURL(w.URL), resp.StatusCode)
}

// redactURL drops the user info and query of u (they may hold tokens).
func redactURL(u string) string {
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	if i := strings.Index(u, "://"); i >= 0 {
		if j := strings.LastIndexByte(u[i+3:], '@'); j >= 0 && !strings.Contains(u[i+3:i+3+j], "/") {
			u = u[:i+3] + u[i+4+j:]
		}
	}
	return u
}

// TLSMode says how an SMTP connection is secured.
type TLSMode string

// SMTP TLS modes.
const (
	TLSStartTLS TLSMode = "starttls" // STARTTLS required (the default)
	TLSImplicit TLSMode = "tls"      // TLS from the first byte (port 465)
	TLSNone     TLSMode = "none"     // plain text; only for a local relay
)

// SMTP sends e-mail through one server.
type SMTP struct {
	Addr     string // host:port
	From     string
	Username string
	Password string
	TLS      TLSMode
	// TLSConfig overrides the TLS settings (tests: a local CA).
	TLSConfig *tls.Config
	Timeout   time.Duration
	// Hostname is sent in EHLO (default "localhost").
	Hostname string
}

// Deliver sends m as a plain-text e-mail. A 5xx reply to RCPT or DATA is
// permanent; everything else is retried.
func (s *SMTP) Deliver(ctx context.Context, m service.OutboxMessage) error {
	host, _, err := net.SplitHostPort(s.Addr)
	if err != nil {
		return fmt.Errorf("%w: smtp address %q: %v", service.ErrPermanent, s.Addr, err)
	}
	timeout := s.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	tcfg := s.TLSConfig
	if tcfg == nil {
		tcfg = &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}
	}
	d := net.Dialer{Timeout: timeout}
	var conn net.Conn
	if s.TLS == TLSImplicit {
		conn, err = (&tls.Dialer{NetDialer: &d, Config: tcfg}).DialContext(ctx, "tcp", s.Addr)
	} else {
		conn, err = d.DialContext(ctx, "tcp", s.Addr)
	}
	if err != nil {
		return fmt.Errorf("smtp %s: %w", s.Addr, err)
	}
	deadline := time.Now().Add(timeout)
	if dl, ok := ctx.Deadline(); ok && dl.Before(deadline) {
		deadline = dl
	}
	_ = conn.SetDeadline(deadline)
	c, err := smtp.NewClient(conn, host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("smtp %s: %w", s.Addr, err)
	}
	defer c.Close()
	hn := s.Hostname
	if hn == "" {
		hn = "localhost"
	}
	if err := c.Hello(hn); err != nil {
		return fmt.Errorf("smtp %s: %w", s.Addr, err)
	}
	if s.TLS == "" || s.TLS == TLSStartTLS {
		if ok, _ := c.Extension("STARTTLS"); !ok {
			return fmt.Errorf("smtp %s: server does not offer STARTTLS (set -smtp-tls=none for a local relay)", s.Addr)
		}
		if err := c.StartTLS(tcfg); err != nil {
			return fmt.Errorf("smtp %s: starttls: %w", s.Addr, err)
		}
	}
	if s.Username != "" {
		if err := c.Auth(smtp.PlainAuth("", s.Username, s.Password, host)); err != nil {
			return fmt.Errorf("smtp %s: auth: %w", s.Addr, err)
		}
	}
	if err := c.Mail(s.From); err != nil {
		return smtpErr(s.Addr, "MAIL FROM", err)
	}
	if err := c.Rcpt(m.Recipient); err != nil {
		return smtpErr(s.Addr, "RCPT TO", err)
	}
	wc, err := c.Data()
	if err != nil {
		return smtpErr(s.Addr, "DATA", err)
	}
	if _, err := wc.Write(Message(s.From, m, host)); err != nil {
		return fmt.Errorf("smtp %s: %w", s.Addr, err)
	}
	if err := wc.Close(); err != nil {
		return smtpErr(s.Addr, "DATA", err)
	}
	return c.Quit()
}

func smtpErr(addr, step string, err error) error {
	var te *textproto.Error
	if errors.As(err, &te) && te.Code >= 500 {
		return fmt.Errorf("%w: smtp %s: %s: %v", service.ErrPermanent, addr, step, err)
	}
	return fmt.Errorf("smtp %s: %s: %w", addr, step, err)
}

// Message renders m as an RFC 5322 message with a stable Message-ID (a
// repeated delivery after a crash is recognisable as the same message).
func Message(from string, m service.OutboxMessage, host string) []byte {
	var b bytes.Buffer
	hdr := func(k, v string) {
		v = strings.NewReplacer("\r", " ", "\n", " ").Replace(v)
		b.WriteString(k + ": " + v + "\r\n")
	}
	hdr("From", from)
	hdr("To", m.Recipient)
	hdr("Subject", mimeWord(m.Subject))
	hdr("Date", m.Created.UTC().Format(time.RFC1123Z))
	hdr("Message-ID", fmt.Sprintf("<outbox-%d@%s>", m.ID, host))
	hdr("MIME-Version", "1.0")
	hdr("Content-Type", "text/plain; charset=utf-8")
	hdr("Content-Transfer-Encoding", "8bit")
	b.WriteString("\r\n")
	body := strings.ReplaceAll(strings.ReplaceAll(m.Body, "\r\n", "\n"), "\n", "\r\n")
	b.WriteString(body)
	if !strings.HasSuffix(body, "\r\n") {
		b.WriteString("\r\n")
	}
	return b.Bytes()
}

// mimeWord encodes a header value that is not plain ASCII.
func mimeWord(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return "=?utf-8?b?" + b64(s) + "?="
		}
	}
	return s
}
