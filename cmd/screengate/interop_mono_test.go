package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestInteropMono generates .NET Framework ASMX clients with Mono's `wsdl`
// from both WSDLs of a fresh server (`wsdl -n:Soap11` and
// `wsdl -protocol:SOAP12 -n:Soap12`: SoapHttpClientProtocol proxies with
// XmlSerializer types), compiles testdata/interop/mono/Client.cs with each
// (mcs, -define:SOAP12 for the second) and runs both with mono. Most of the
// original's clients are .NET; no .NET SDK is reachable here, but Mono
// (Debian mono-devel) ships the same client stack.
func TestInteropMono(t *testing.T) {
	t.Parallel()
	var missing []string
	for _, tool := range []string{"wsdl", "mcs", "mono"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	requireTool(t, strings.Join(missing, ", ")+" not installed (Debian mono-devel)", len(missing) == 0)
	version := "Mono " + interopFirstMatch(`version (\S+)`, interopCommandOutput("mono", "--version"))

	s := interopServer(t)
	dir := t.TempDir()
	client := filepath.Join("testdata", "interop", "mono", "Client.cs")
	abs, err := filepath.Abs(client)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range interopVersions {
		ns := "Soap11"
		args := []string{"-nologo", "-n:" + ns, "-out:" + ns + ".cs"}
		if v == "soap12" {
			ns = "Soap12"
			args = []string{"-nologo", "-protocol:SOAP12", "-n:" + ns, "-out:" + ns + ".cs"}
		}
		out := runTool(t, dir, nil, "wsdl", append(args, s.base+"/"+v)...)
		if !strings.Contains(out, "Writing file '"+ns+".cs'") || strings.Contains(out, "rror") || strings.Contains(out, "arning") {
			t.Fatalf("wsdl %s:\n%s", v, out)
		}
		mcs := []string{"-nologo", "-r:System.Web.Services", "-r:System.Xml", "-out:" + v + ".exe", ns + ".cs", abs}
		if v == "soap12" {
			mcs = append([]string{"-define:SOAP12"}, mcs...)
		}
		runTool(t, dir, nil, "mcs", mcs...)
	}
	interopClient{key: "mono", version: version}.run(t,
		[]string{"mono", filepath.Join(dir, "soap11.exe"), s.base},
		[]string{"mono", filepath.Join(dir, "soap12.exe"), s.base})
}
