package rest

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// TrustedProxies are the peers (load balancers, reverse proxies) whose
// X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host headers are
// believed. From any other peer the headers are removed before anything
// reads them, so a client cannot choose the address its rate limits are
// counted against, nor the host written into links and WSDL addresses.
type TrustedProxies struct {
	nets []netip.Prefix
}

// ParseTrustedProxies reads a comma-separated list of CIDR prefixes or
// single addresses ("10.0.0.0/8,192.0.2.7"); "" trusts no one.
func ParseTrustedProxies(s string) (*TrustedProxies, error) {
	t := &TrustedProxies{}
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, fmt.Errorf("trusted proxy %q: %w", f, err)
			}
			t.nets = append(t.nets, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q: %w", f, err)
		}
		t.nets = append(t.nets, p.Masked())
	}
	return t, nil
}

// trusts reports whether addr (an IP, without port) is a trusted proxy.
func (t *TrustedProxies) trusts(addr string) bool {
	if t == nil || len(t.nets) == 0 {
		return false
	}
	a, err := netip.ParseAddr(strings.Trim(addr, "[]"))
	if err != nil {
		return false
	}
	a = a.Unmap()
	for _, p := range t.nets {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

var forwardedHeaders = []string{"X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host", "Forwarded"}

// apply normalises r for everything downstream: from an untrusted peer the
// forwarding headers are dropped; from a trusted one, RemoteAddr becomes
// the client address X-Forwarded-For names — the rightmost address that is
// not itself a trusted proxy (addresses left of it were written by the
// client and prove nothing) — and X-Forwarded-Proto and -Host stay. The
// standard Forwarded header is never used (and always dropped).
func (t *TrustedProxies) apply(r *http.Request) {
	peer, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		peer = r.RemoteAddr
	}
	if !t.trusts(peer) {
		for _, h := range forwardedHeaders {
			delete(r.Header, h) // Del, the names being canonical
		}
		return
	}
	r.Header.Del("Forwarded")
	var hops []string
	for _, v := range r.Header.Values("X-Forwarded-For") {
		for _, h := range strings.Split(v, ",") {
			if h = strings.TrimSpace(h); h != "" {
				hops = append(hops, h)
			}
		}
	}
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.Trim(hops[i], "[]"))
		if err != nil {
			break // garbage: keep the last good address
		}
		r.RemoteAddr = net.JoinHostPort(a.Unmap().String(), "0")
		if !t.trusts(a.String()) {
			break
		}
	}
}
