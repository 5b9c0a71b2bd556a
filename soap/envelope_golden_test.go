package soap

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEnvelopeGolden pins sample replies and faults of both SOAP versions
// byte for byte (testdata/envelopes; refresh with -update).
func TestEnvelopeGolden(t *testing.T) {
	update := false
	if f := flag.Lookup("update"); f != nil {
		update = f.Value.String() == "true"
	}
	bad := func(s string) string { return strings.Replace(s, "<ApiUserKey>k<", "<ApiUserKey>bad<", 1) }
	cases := []struct {
		file string
		c    envCase
	}{
		{"soap11-reply.xml", envCase{version: 11, ct: "text/xml; charset=utf-8", action: "CountUnresolvedSearches", body: body11}},
		{"soap12-reply.xml", envCase{version: 12, ct: "application/soap+xml; charset=utf-8", action: "-", body: body12}},
		{"soap11-operation-error.xml", envCase{version: 11, ct: "text/xml; charset=utf-8", action: "-", body: bad(body11)}},
		{"soap12-operation-error.xml", envCase{version: 12, ct: "application/soap+xml; charset=utf-8", action: "-", body: bad(body12)}},
		{"soap11-fault-client.xml", envCase{version: 11, ct: "text/xml; charset=utf-8", action: "-", body: "not xml"}},
		{"soap12-fault-sender.xml", envCase{version: 12, ct: "application/soap+xml; charset=utf-8", action: "-", body: "not xml"}},
		{"soap11-fault-version-mismatch.xml", envCase{version: 11, ct: "text/xml; charset=utf-8", action: "-", body: body12}},
		{"soap12-fault-version-mismatch.xml", envCase{version: 12, ct: "application/soap+xml; charset=utf-8", action: "-", body: body11}},
	}
	for _, c := range cases {
		h, _ := newTestHandler(t, c.c.version, false)
		got := serve(h, c.c).Body.Bytes()
		path := filepath.Join("testdata", "envelopes", c.file)
		if update {
			require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
			require.NoError(t, os.WriteFile(path, got, 0o644))
		}
		want, err := os.ReadFile(path)
		require.NoError(t, err, "run go test ./soap -run TestEnvelopeGolden -update")
		require.Equal(t, string(want), string(got), "%s changed; review and refresh with -update", c.file)
	}
	// The FaultAll variant.
	h, _ := newTestHandler(t, 11, true)
	got := serve(h, envCase{version: 11, ct: "text/xml; charset=utf-8", action: "-", body: bad(body11)}).Body.Bytes()
	path := filepath.Join("testdata", "envelopes", "soap11-fault-all.xml")
	if update {
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, string(want), string(got))
}
