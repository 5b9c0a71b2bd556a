package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// gowsdlModule pins the gowsdl runtime package the generated client imports,
// the version the installer builds gowsdl from.
const gowsdlModule = "module local/gowsdlclient\n\ngo 1.22\n\nrequire github.com/hooklift/gowsdl v0.5.0\n"

// TestInteropGowsdl downloads the SOAP 1.1 WSDL of a fresh server, generates
// a Go client with gowsdl, builds testdata/interop/gowsdl/main.go against it
// in a throwaway module, and runs it. The program makes every call through
// the generated ISyncReply methods, so a generated method that fails fails
// its operation here. gowsdl has no SOAP 1.2 support.
func TestInteropGowsdl(t *testing.T) {
	t.Parallel()
	gowsdl, err := exec.LookPath("gowsdl")
	if err != nil {
		gowsdl, err = exec.LookPath("/opt/soapclients/bin/gowsdl")
	}
	requireTool(t, "gowsdl is not installed (PATH or /opt/soapclients/bin)", err == nil)
	goBin, err := exec.LookPath(filepath.Join(runtime.GOROOT(), "bin", "go"))
	if err != nil {
		goBin, err = exec.LookPath("go")
	}
	require.NoError(t, err, "the go command")
	version := interopFirstMatch(`(?m)^\s*mod\s+github.com/hooklift/gowsdl\s+(\S+)`, interopCommandOutput(goBin, "version", "-m", gowsdl))
	if version == "" {
		version = "unknown (client runtime v0.5.0)"
	}

	s := interopServer(t)
	dir := t.TempDir()
	mod := filepath.Join(dir, "mod")
	require.NoError(t, os.MkdirAll(mod, 0o755))
	resp, err := http.Get(s.base + "/soap11")
	require.NoError(t, err)
	wsdlDoc, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	require.Equal(t, 200, resp.StatusCode)
	wsdlPath := filepath.Join(dir, "soap11.wsdl")
	require.NoError(t, os.WriteFile(wsdlPath, wsdlDoc, 0o644))

	gen := exec.Command(gowsdl, "-o", "client.go", "-p", "screengate", wsdlPath)
	gen.Dir = mod
	b, err := gen.CombinedOutput()
	require.NoError(t, err, "gowsdl:\n%s", b)

	prog, err := os.ReadFile(filepath.Join("testdata", "interop", "gowsdl", "main.go"))
	require.NoError(t, err)
	// No hand-written path around the generated methods.
	require.NotContains(t, string(prog), "CallContext", "the gowsdl client must call the generated ISyncReply methods")
	require.NotContains(t, string(prog), "MarshalXML", "the gowsdl client must send the generated request types as they are")
	require.NoError(t, os.WriteFile(filepath.Join(mod, "main.go"), prog, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(mod, "go.mod"), []byte(gowsdlModule), 0o644))

	// The throwaway module resolves gowsdl from the module cache (the
	// installer built gowsdl from it) through the caller's GOPROXY; the
	// checksum database is not consulted for it.
	bin := filepath.Join(dir, "gowsdlclient")
	build := exec.Command(goBin, "build", "-o", bin, ".")
	build.Dir = mod
	build.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOSUMDB=off", "GOWORK=off", "GOTOOLCHAIN=local")
	b, err = build.CombinedOutput()
	if err != nil && (strings.Contains(string(b), "module lookup disabled") || strings.Contains(string(b), "dial tcp")) {
		requireTool(t, "github.com/hooklift/gowsdl v0.5.0 is not in the module cache and cannot be downloaded:\n"+string(b), false)
	}
	require.NoError(t, err, "building the gowsdl client:\n%s", b)

	interopClient{key: "gowsdl", version: version,
		na: map[string]string{"soap12": "gowsdl " + version + " generates SOAP 1.1 clients only"}}.run(t,
		[]string{bin, s.base})
}
