package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestInteropPerl generates a SOAP::WSDL client with wsdl2perl (Debian
// libsoap-wsdl-perl) from the SOAP 1.1 WSDL of a fresh server and calls
// every operation with testdata/interop/perl/client.pl. SOAP::WSDL 3.004
// generates interfaces for SOAP 1.1 bindings only: from the SOAP 1.2 WSDL
// it writes the types and no interface, so SOAP 1.2 is n/a.
func TestInteropPerl(t *testing.T) {
	t.Parallel()
	wsdl2perl, err := exec.LookPath("wsdl2perl")
	if err != nil {
		wsdl2perl, err = exec.LookPath("wsdl2perl.pl")
	}
	_, perlErr := exec.LookPath("perl")
	requireTool(t, "wsdl2perl (Debian libsoap-wsdl-perl) or perl is not installed", err == nil && perlErr == nil)
	version := interopCommandOutput("perl", "-MSOAP::WSDL", "-e", "print $SOAP::WSDL::VERSION")
	requireTool(t, "the Perl module SOAP::WSDL is not installed (Debian libsoap-wsdl-perl)", version != "")

	s := interopServer(t)
	dir := t.TempDir()
	r := s.do(t, "GET", "/soap11", "", "")
	require.Equal(t, 200, r.status)
	wsdlPath := filepath.Join(dir, "soap11.wsdl")
	require.NoError(t, os.WriteFile(wsdlPath, r.body, 0o644))
	lib := filepath.Join(dir, "lib")
	out := runTool(t, dir, nil, wsdl2perl, "-b", lib, "file://"+wsdlPath)
	// Expected warnings: xs:appinfo (the IsDictionary annotation) and the
	// imports without schemaLocation (all schemas are inline) are not
	// implemented by SOAP::WSDL and do not matter. Anything else is news.
	for _, line := range strings.Split(out, "\n") {
		switch {
		case line == "", strings.HasPrefix(line, "Creating "),
			strings.HasPrefix(line, "XML Schema element <appinfo> is not implemented yet"),
			strings.HasPrefix(line, "cannot import document for namespace"):
		default:
			t.Errorf("unexpected wsdl2perl output: %s", line)
		}
	}
	_, err = os.Stat(filepath.Join(lib, "MyInterfaces", "SyncReply", "BasicHttpBinding_ISyncReply.pm"))
	require.NoError(t, err, "wsdl2perl wrote no interface:\n%s", tail(out, 4000))

	interopClient{key: "perl", version: "SOAP::WSDL " + version,
		na: map[string]string{"soap12": "SOAP::WSDL 3.004 generates clients for SOAP 1.1 bindings only"}}.run(t,
		[]string{"perl", "-I", lib, filepath.Join("testdata", "interop", "perl", "client.pl"), s.base})
}
