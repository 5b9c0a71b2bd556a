package rest

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestTrustedProxies(t *testing.T) {
	tp, err := ParseTrustedProxies("10.0.0.0/8, 192.0.2.7,2001:db8::/32")
	require.NoError(t, err)
	for _, tc := range []struct {
		name, peer, xff, wantAddr string
		keepsHost                 bool
	}{
		{"untrusted peer: headers ignored", "203.0.113.9:5000", "198.51.100.1", "203.0.113.9:5000", false},
		{"trusted peer: client from XFF", "10.1.2.3:5000", "198.51.100.1", "198.51.100.1:0", true},
		{"spoofed left part ignored", "10.1.2.3:5000", "1.2.3.4, 198.51.100.1", "198.51.100.1:0", true},
		{"chain of trusted proxies", "10.1.2.3:5000", "198.51.100.1, 192.0.2.7, 10.9.9.9", "198.51.100.1:0", true},
		{"garbage stops the walk", "10.1.2.3:5000", "198.51.100.1, junk", "10.1.2.3:5000", true},
		{"IPv6 proxy", "[2001:db8::1]:443", "2001:db8:ffff::2, 198.51.100.5", "198.51.100.5:0", true},
		{"mapped IPv4 peer", "[::ffff:10.0.0.1]:80", "198.51.100.1", "198.51.100.1:0", true},
		{"trusted peer, no XFF", "192.0.2.7:1", "", "192.0.2.7:1", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, _ := http.NewRequest("GET", "http://x/", nil)
			r.RemoteAddr = tc.peer
			if tc.xff != "" {
				r.Header.Set("X-Forwarded-For", tc.xff)
			}
			r.Header.Set("X-Forwarded-Host", "public.example")
			r.Header.Set("X-Forwarded-Proto", "https")
			r.Header.Set("Forwarded", "for=1.1.1.1")
			tp.apply(r)
			require.Equal(t, tc.wantAddr, r.RemoteAddr)
			require.Empty(t, r.Header.Get("Forwarded"))
			if tc.keepsHost {
				require.Equal(t, "public.example", r.Header.Get("X-Forwarded-Host"))
				require.Equal(t, "https", r.Header.Get("X-Forwarded-Proto"))
			} else {
				require.Empty(t, r.Header.Get("X-Forwarded-Host"))
				require.Empty(t, r.Header.Get("X-Forwarded-Proto"))
				require.Empty(t, r.Header.Get("X-Forwarded-For"))
			}
		})
	}
	var none *TrustedProxies
	r, _ := http.NewRequest("GET", "http://x/", nil)
	r.RemoteAddr = "10.0.0.1:1"
	r.Header.Set("X-Forwarded-Host", "evil.example")
	none.apply(r)
	require.Empty(t, r.Header.Get("X-Forwarded-Host"), "no trusted proxies: nobody's headers")
	for _, bad := range []string{"10.0.0.0/33", "not-an-ip", "10.0.0.0/8,,x"} {
		_, err := ParseTrustedProxies(bad)
		require.Error(t, err, bad)
	}
}
