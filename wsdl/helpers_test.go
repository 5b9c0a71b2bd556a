package wsdl_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/beevik/etree"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/wsdl"
)

const (
	nsXSI  = "http://www.w3.org/2001/XMLSchema-instance"
	nsXSD  = "http://www.w3.org/2001/XMLSchema"
	nsEnv  = "http://schemas.xmlsoap.org/soap/envelope/"
	nsEnv2 = "http://www.w3.org/2003/05/soap-envelope"

	addr11 = "http://localhost:8080/v2/soap11"
	addr12 = "http://localhost:8080/v2/soap12"
)

// fixture is the real schema and its generator.
type fixture struct {
	s *service.Schema
	g *wsdl.Generator
}

func newFixture(t testing.TB) fixture {
	t.Helper()
	s, err := service.NewSchema("")
	require.NoError(t, err)
	g, err := wsdl.New(s)
	require.NoError(t, err)
	return fixture{s: s, g: g}
}

// requireInterop reports whether missing interop tools must fail the test
// rather than skip it (CI sets SCREENGATE_REQUIRE_INTEROP=1).
func requireInterop() bool { return os.Getenv("SCREENGATE_REQUIRE_INTEROP") == "1" }

// unavailable skips (or, when interop is required, fails) a test whose
// tool or data is missing.
func unavailable(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if requireInterop() {
		t.Fatalf("SCREENGATE_REQUIRE_INTEROP=1 but %s", msg)
	}
	t.Skipf("!!! SKIPPED (not an interop check): %s", msg)
}

// tool finds an executable on PATH (and in extra dirs) or skips/fails.
func tool(t testing.TB, name string, extra ...string) string {
	t.Helper()
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	for _, d := range extra {
		p := filepath.Join(d, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			return p
		}
	}
	unavailable(t, "%s is not installed (run shared/tools/install-soap-clients.sh)", name)
	return ""
}

// sharedDir is the project's shared/ folder: $SCREENGATE_SHARED, or the
// sibling of the repository root (../../shared from this package).
func sharedDir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("SCREENGATE_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared")
	}
	abs, err := filepath.Abs(dir)
	require.NoError(t, err)
	if _, err := os.Stat(filepath.Join(abs, "xsd", "wsdl-all.xsd")); err != nil {
		unavailable(t, "shared dir %s has no xsd/wsdl-all.xsd (set SCREENGATE_SHARED)", abs)
	}
	return abs
}

// xmllintSchema validates files against schema in one xmllint run and
// returns the failing files with xmllint's messages.
func xmllintSchema(t testing.TB, schema string, files ...string) map[string]string {
	t.Helper()
	bin := tool(t, "xmllint")
	args := append([]string{"--noout", "--nonet", "--schema", schema}, files...)
	out, err := exec.Command(bin, args...).CombinedOutput()
	failed := map[string]string{}
	for _, f := range files {
		if !bytes.Contains(out, []byte(f+" validates")) {
			failed[f] = ""
		}
	}
	for _, line := range strings.Split(string(out), "\n") {
		for f := range failed {
			if strings.HasPrefix(line, f+":") || strings.HasPrefix(line, f+" ") {
				failed[f] += line + "\n"
			}
		}
	}
	if err != nil && len(failed) == 0 {
		t.Fatalf("xmllint failed: %v\n%s", err, out)
	}
	return failed
}

// schemaDir writes the three XSDs to a temporary directory with
// schemaLocation added to their imports (for xmllint only; the served
// schemas have none), plus envelope.xsd, a driver schema that also imports
// the SOAP 1.1 and 1.2 envelope schemas. It returns the paths of
// types.xsd and envelope.xsd.
func schemaDir(t testing.TB, g *wsdl.Generator, shared string) (types, envelope string) {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		service.SerNamespace:    "ser.xsd",
		service.ArraysNamespace: "arrays.xsd",
	}
	for n, name := range []string{"ser.xsd", "types.xsd", "arrays.xsd"} {
		b, ok := g.XSD(n)
		require.True(t, ok, "XSD(%d)", n)
		doc := etree.NewDocument()
		require.NoError(t, doc.ReadFromBytes(b), name)
		for _, imp := range doc.Root().SelectElements("import") {
			loc, ok := files[imp.SelectAttrValue("namespace", "")]
			require.True(t, ok, "%s imports unknown namespace %s", name, imp.SelectAttrValue("namespace", ""))
			imp.CreateAttr("schemaLocation", loc)
		}
		require.NoError(t, doc.WriteToFile(filepath.Join(dir, name)))
	}
	types = filepath.Join(dir, "types.xsd")
	envelope = filepath.Join(dir, "envelope.xsd")
	driver := `<?xml version="1.0" encoding="utf-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:local:envelope-driver">
  <xs:import namespace="` + nsEnv + `" schemaLocation="` + filepath.Join(shared, "xsd", "soap-envelope.xsd") + `"/>
  <xs:import namespace="` + nsEnv2 + `" schemaLocation="` + filepath.Join(shared, "xsd", "soap12-envelope.xsd") + `"/>
  <xs:import namespace="` + service.DefaultNamespace + `" schemaLocation="types.xsd"/>
</xs:schema>
`
	require.NoError(t, os.WriteFile(envelope, []byte(driver), 0o644))
	return types, envelope
}

// --- sample instances ------------------------------------------------------

// sampler writes DataContract XML instances of schema types, the way
// DataContractSerializer lays them out (members in XMLFields order, value
// types always present, Arrays-namespace items with a local prefix). With
// nils set, every nillable member and item is i:nil.
type sampler struct {
	ns   string
	nils bool
}

// doc returns an instance document whose root is the contract t.
func (s sampler) doc(t *service.Type) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="utf-8"?>` + "\n")
	s.root(&b, t)
	return b.String()
}

// root writes the root element t with its namespace declarations.
func (s sampler) root(b *strings.Builder, t *service.Type) {
	fmt.Fprintf(b, `<%s xmlns="%s" xmlns:i="%s">`, t.Name, s.ns, nsXSI)
	s.content(b, t, 1)
	fmt.Fprintf(b, "</%s>", t.Name)
}

func (s sampler) content(b *strings.Builder, t *service.Type, depth int) {
	if depth > 12 {
		panic("sampler: type nesting too deep: " + t.Name)
	}
	switch t.Kind {
	case service.KindStruct:
		for _, f := range t.XMLFields {
			s.member(b, f.XMLName, "", f.Type, f.Nillable, depth)
		}
	case service.KindList:
		prefix := ""
		if t.Namespace != s.ns {
			prefix = fmt.Sprintf("d%dp1:", depth+1)
		}
		for i := range 2 {
			s.member(b, t.ItemName, prefix, t.Elem, t.Elem.Nillable() && i == 1, depth)
		}
	case service.KindMap:
		p := fmt.Sprintf("d%dp1:", depth+1)
		for _, kv := range [][2]string{{"k1", "v1"}, {"k2", ""}} {
			fmt.Fprintf(b, "<%[1]s%[2]s><%[1]sKey>%[3]s</%[1]sKey>", p, t.ItemName, kv[0])
			if s.nils && kv[1] == "" {
				fmt.Fprintf(b, `<%sValue i:nil="true"/>`, p)
			} else {
				fmt.Fprintf(b, "<%[1]sValue>%[2]s</%[1]sValue>", p, kv[1])
			}
			fmt.Fprintf(b, "</%s%s>", p, t.ItemName)
		}
	default:
		b.WriteString(s.value(t))
	}
}

// member writes one member or list item of type t.
func (s sampler) member(b *strings.Builder, name, prefix string, t *service.Type, nillable bool, depth int) {
	if s.nils && nillable {
		fmt.Fprintf(b, `<%s%s i:nil="true"/>`, prefix, name)
		return
	}
	decl := ""
	if (t.Kind == service.KindList || t.Kind == service.KindMap) && t.Namespace != s.ns {
		decl = fmt.Sprintf(` xmlns:d%dp1="%s"`, depth+2, t.Namespace)
	}
	fmt.Fprintf(b, "<%s%s%s>", prefix, name, decl)
	s.content(b, t, depth+1)
	fmt.Fprintf(b, "</%s%s>", prefix, name)
}

func (s sampler) value(t *service.Type) string {
	switch t.Kind {
	case service.KindString:
		return "text &amp; &lt;more&gt; \u00e9"
	case service.KindBool:
		return "true"
	case service.KindShort:
		return "-1234"
	case service.KindInt:
		return "2147483647"
	case service.KindLong:
		return "9007199254740993"
	case service.KindByte:
		return "255"
	case service.KindDecimal:
		return "12.50"
	case service.KindDateTime:
		if s.nils {
			return "2024-01-02T03:04:05.1234567Z"
		}
		return "2024-01-02T03:04:05"
	case service.KindGUID:
		return "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
	case service.KindBytes:
		return "aGVsbG8gd29ybGQ="
	case service.KindEnum:
		return t.EnumNames[len(t.EnumNames)-1]
	}
	panic(fmt.Sprintf("sampler: no value for kind %d (%s)", t.Kind, t.Name))
}

// envelope wraps a body document (without XML declaration) in a SOAP
// envelope of the given version.
func envelope(version int, body string) string {
	ns := nsEnv
	if version == 12 {
		ns = nsEnv2
	}
	body = strings.TrimPrefix(body, `<?xml version="1.0" encoding="utf-8"?>`+"\n")
	return `<?xml version="1.0" encoding="utf-8"?>` + "\n" +
		`<s:Envelope xmlns:s="` + ns + `"><s:Body>` + body + `</s:Body></s:Envelope>`
}
