package wsdl_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/beevik/etree"
	"github.com/stretchr/testify/require"
)

// TestWSDLValidates validates both WSDLs with xmllint against the official
// WSDL 1.1 and SOAP 1.1 binding schemas (shared/xsd/wsdl-all.xsd).
func TestWSDLValidates(t *testing.T) {
	shared := sharedDir(t)
	f := newFixture(t)
	dir := t.TempDir()
	var files []string
	for _, c := range []struct {
		v    int
		addr string
	}{{11, addr11}, {12, addr12}} {
		p := filepath.Join(dir, fmt.Sprintf("soap%d.wsdl", c.v))
		require.NoError(t, os.WriteFile(p, f.g.WSDL(c.v, c.addr), 0o644))
		files = append(files, p)
	}
	failed := xmllintSchema(t, filepath.Join(shared, "xsd", "wsdl-all.xsd"), files...)
	require.Empty(t, failed)
}

// TestInstancesValidate compiles the three XSDs with xmllint and validates
// DataContract instance documents against them: generated samples of every
// operation's request and response (all members set, and all nillable
// members nil), the hand-written instances in testdata/instances, the same
// wrapped in SOAP envelopes, and the soap package's golden instances when
// they exist. xs:sequence is order-sensitive, so a member order mismatch
// between the XSD and an instance fails here.
func TestInstancesValidate(t *testing.T) {
	shared := sharedDir(t)
	f := newFixture(t)
	types, env := schemaDir(t, f.g, shared)
	dir := t.TempDir()

	var bare, wrapped []string
	write := func(name, content string, list *[]string) {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
		*list = append(*list, p)
	}
	for _, op := range f.s.Operations() {
		for _, nils := range []bool{false, true} {
			s := sampler{ns: f.s.Namespace, nils: nils}
			variant := "full"
			if nils {
				variant = "nil"
			}
			write(op.Name+".request."+variant+".xml", s.doc(op.Request), &bare)
			write(op.Name+".response."+variant+".xml", s.doc(op.Response), &bare)
			if !nils {
				write(op.Name+".request.soap11.xml", envelope(11, s.doc(op.Request)), &wrapped)
				write(op.Name+".response.soap12.xml", envelope(12, s.doc(op.Response)), &wrapped)
			}
		}
	}
	hand, err := filepath.Glob(filepath.Join("testdata", "instances", "*.xml"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(hand), 8)
	for _, h := range hand {
		b, err := os.ReadFile(h)
		require.NoError(t, err)
		bare = append(bare, h)
		write("soap11."+filepath.Base(h), envelope(11, stripComments(string(b))), &wrapped)
	}

	failed := xmllintSchema(t, types, bare...)
	for f, msg := range xmllintSchema(t, env, wrapped...) {
		failed[f] = msg
	}
	require.Empty(t, failed, "instances that do not validate")

	// The validation has teeth: swapping two members of a sequence, an
	// unknown member, a bad guid and a missing namespace all fail.
	good, err := os.ReadFile(filepath.Join("testdata", "instances", "GetSubUser.request.xml"))
	require.NoError(t, err)
	var bad []string
	for i, mutate := range []func(string) string{
		func(s string) string {
			return strings.Replace(s, "<SubUserId>3F2504E0-4F89-11D3-9A0C-0305E82C3301</SubUserId>\n  <SubUserName i:nil=\"true\"/>",
				"<SubUserName i:nil=\"true\"/>\n  <SubUserId>3F2504E0-4F89-11D3-9A0C-0305E82C3301</SubUserId>", 1)
		},
		func(s string) string { return strings.Replace(s, "<SubUserName", "<Bogus/><SubUserName", 1) },
		func(s string) string { return strings.Replace(s, "3F2504E0-4F89", "3F2504E0_4F89", 1) },
		func(s string) string {
			return strings.Replace(s, `xmlns="http://schemas.servicestack.net/types" `, "", 1)
		},
	} {
		m := mutate(string(good))
		require.NotEqual(t, string(good), m, "mutation %d applies", i)
		p := filepath.Join(dir, fmt.Sprintf("bad%d.xml", i))
		require.NoError(t, os.WriteFile(p, []byte(m), 0o644))
		bad = append(bad, p)
	}
	require.Len(t, xmllintSchema(t, types, bad...), len(bad), "every broken instance is rejected")
	// Inside an envelope too: the Body's lax wildcard validates our
	// elements against their declarations.
	p := filepath.Join(dir, "bad.soap11.xml")
	swapped, err := os.ReadFile(bad[0])
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(p, []byte(envelope(11, stripComments(string(swapped)))), 0o644))
	require.Len(t, xmllintSchema(t, env, p), 1, "a broken body inside an envelope is rejected")
}

// TestCodecGoldenValidates cross-checks the soap package's golden
// DataContract instances (soap/testdata/golden/{Op}.request.xml and
// {Op}.response.xml, bare or in an envelope) against the XSD.
func TestCodecGoldenValidates(t *testing.T) {
	golden, err := filepath.Glob(filepath.Join("..", "soap", "testdata", "golden", "*.xml"))
	require.NoError(t, err)
	if len(golden) == 0 {
		t.Skip("no soap/testdata/golden/*.xml yet; testdata/instances covers the hand-written cases")
	}
	shared := sharedDir(t)
	f := newFixture(t)
	types, env := schemaDir(t, f.g, shared)
	var bare, wrapped []string
	for _, p := range golden {
		doc := etree.NewDocument()
		require.NoError(t, doc.ReadFromFile(p), p)
		abs, err := filepath.Abs(p)
		require.NoError(t, err)
		if doc.Root() != nil && doc.Root().Tag == "Envelope" {
			wrapped = append(wrapped, abs)
		} else {
			bare = append(bare, abs)
		}
	}
	failed := map[string]string{}
	if len(bare) > 0 {
		failed = xmllintSchema(t, types, bare...)
	}
	if len(wrapped) > 0 {
		for f, msg := range xmllintSchema(t, env, wrapped...) {
			failed[f] = msg
		}
	}
	names := make([]string, 0, len(failed))
	for f := range failed {
		names = append(names, f)
	}
	sort.Strings(names)
	for _, n := range names {
		t.Errorf("soap golden instance does not match the WSDL's XSD: %s\n%s", n, failed[n])
	}
}

// stripComments drops the XML declaration and comments of a hand-written
// instance so that it can be embedded in an envelope.
func stripComments(s string) string {
	s = strings.TrimPrefix(s, `<?xml version="1.0" encoding="utf-8"?>`+"\n")
	for {
		i := strings.Index(s, "<!--")
		if i < 0 {
			return s
		}
		j := strings.Index(s[i:], "-->")
		s = s[:i] + s[i+j+len("-->"):]
	}
}
