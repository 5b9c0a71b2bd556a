package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// outboxGauge reads screengate_outbox_messages{state} from /metrics.
func outboxGauge(t *testing.T, s *testServer, state string) int {
	t.Helper()
	r := s.do(t, "GET", s.root+"/metrics", "", "")
	require.Equal(t, 200, r.status)
	m := regexp.MustCompile(`(?m)^screengate_outbox_messages\{state="` + state + `"\} (\d+)$`).FindStringSubmatch(string(r.body))
	require.NotNil(t, m, "no outbox gauge for %s in /metrics:\n%s", state, r.body)
	n, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	return n
}

// TestWelcomeEmailThroughOutbox: with SMTP configured, AddSubUser's
// welcome e-mail is queued in the outbox and delivered by SMTP like the
// other messages; /metrics shows the outbox gauge; GetEulaStatus reports
// the configured EULA texts.
func TestWelcomeEmailThroughOutbox(t *testing.T) {
	mail := newMailSink(t)
	s := startServer(t, "-smtp-addr", mail.addr, "-smtp-from", "noreply@screengate.example", "-smtp-tls", "none",
		"-outbox-poll", "100ms", "-eula-terms", "https://screengate.example/terms", "-eula-privacy", "We keep your data safe.")
	require.Equal(t, 0, outboxGauge(t, s, "failed"))

	r := s.do(t, "POST", "/subusers/create", "application/json",
		`{"request":{"userName":"welcomed","name":"Wel Come","email":"welcomed@demo.example"}}`, demoHdr...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Eventually(t, func() bool { return len(mail.all()) == 1 }, 30*time.Second, 50*time.Millisecond)
	got := mail.all()[0]
	require.Contains(t, got, "To: welcomed@demo.example\r\n")
	require.Contains(t, got, "welcomed")
	require.Eventually(t, func() bool { return outboxGauge(t, s, "pending") == 0 }, 10*time.Second, 50*time.Millisecond)

	e := s.do(t, "GET", "/account/eula", "", "", demoHdr...)
	require.Equal(t, 200, e.status, "%s", e.body)
	require.Equal(t, "https://screengate.example/terms", str(t, e.json(t), "data.termsAndConditions"))
	require.Equal(t, "We keep your data safe.", str(t, e.json(t), "data.privacyPolicy"))
}

// TestOutboxGaugeCountsFailures: a delivery whose party refuses it for
// good is counted as failed.
func TestOutboxGaugeCountsFailures(t *testing.T) {
	// Port 1 refuses connections: each attempt fails and is retried fast
	// until the worker gives up (10 attempts).
	s := startServer(t, "-smtp-addr", "127.0.0.1:1", "-smtp-from", "noreply@screengate.example", "-smtp-tls", "none",
		"-outbox-poll", "20ms", "-outbox-retry", "1ms")
	r := s.do(t, "POST", "/subusers/create", "application/json",
		`{"request":{"userName":"unlucky","name":"Un Lucky","email":"unlucky@demo.example"}}`, demoHdr...)
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Eventually(t, func() bool { return outboxGauge(t, s, "failed") == 1 }, 60*time.Second, 100*time.Millisecond,
		"stderr: %s", lastLines(s.stderr.String(), 5))
	require.Equal(t, 0, outboxGauge(t, s, "pending"))
}

func lastLines(s string, n int) string {
	l := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(l[max(0, len(l)-n):], "\n")
}
