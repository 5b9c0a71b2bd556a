package main

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTrustedProxies: X-Forwarded-For, -Proto and -Host count only from the
// peers -trusted-proxies names. Without the flag a client can neither
// escape its failed-authentication budget by inventing addresses nor
// choose the host of paging links; behind a trusted load balancer each
// client has its own budget and links name the public host.
func TestTrustedProxies(t *testing.T) {
	bad := func(t *testing.T, s *testServer, xff string) reply {
		return s.postJSON(t, "/sanctions/unresolved/count", `{}`, "X-Api-User", "demo", "X-Api-Key", "guess", "X-Forwarded-For", xff)
	}
	link := func(t *testing.T, s *testServer) string {
		r := s.do(t, "GET", "/dbs?page[limit]=1", "", "", append(demoHeaders, "X-Forwarded-Host", "api.example.com",
			"X-Forwarded-Proto", "https")...)
		require.Equal(t, 200, r.status, "%s", r.body)
		return str(t, r.json(t), "data.meta.links.self")
	}

	t.Run("not trusted", func(t *testing.T) {
		s := startServer(t, "-auth-fail-rate", "6", "-auth-fail-burst", "2")
		require.Regexp(t, `^http://127\.0\.0\.1:\d+/v2/dbs`, link(t, s))
		requireError(t, bad(t, s, "198.51.100.1"), 401, "Unauthorized", "")
		requireError(t, bad(t, s, "198.51.100.2"), 401, "Unauthorized", "")
		// The forged addresses were ignored: the peer's budget is spent.
		requireError(t, bad(t, s, "198.51.100.3"), 429, "TooManyRequests", "")
	})
	t.Run("trusted", func(t *testing.T) {
		s := startServer(t, "-auth-fail-rate", "6", "-auth-fail-burst", "2", "-trusted-proxies", "127.0.0.0/8,::1")
		for i := 0; i < 2; i++ {
			requireError(t, bad(t, s, "198.51.100.1"), 401, "Unauthorized", "")
		}
		requireError(t, bad(t, s, "198.51.100.1"), 429, "TooManyRequests", "")
		// Another client behind the same balancer has its own budget (for
		// another apiUserId: "demo" has spent its own budget of failures).
		requireError(t, s.postJSON(t, "/sanctions/unresolved/count", `{}`, "X-Api-User", "other", "X-Api-Key", "guess",
			"X-Forwarded-For", "198.51.100.2"), 401, "Unauthorized", "")
		require.Regexp(t, `^https://api\.example\.com/v2/dbs`, link(t, s))
	})
}
