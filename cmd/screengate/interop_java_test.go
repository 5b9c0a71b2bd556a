package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestInteropJAXWS generates JAX-WS clients with wsimport from both WSDLs
// of a fresh server (packages screengate.soap11 and screengate.soap12),
// compiles them together with testdata/interop/java/Client.java in one
// javac run, and runs the client once per SOAP version.
func TestInteropJAXWS(t *testing.T) {
	t.Parallel()
	wsimport, err1 := exec.LookPath("wsimport")
	javac, err2 := exec.LookPath("javac")
	java, err3 := exec.LookPath("java")
	requireTool(t, "wsimport, javac or java is not installed (Debian jaxws, libjaxws-java, a JDK)", err1 == nil && err2 == nil && err3 == nil)
	rt := jaxwsRuntime(wsimport)
	requireTool(t, "the JAX-WS runtime jaxws-rt.jar was not found (set JAXWS_HOME; Debian libjaxws-java)", rt != "")

	version := "wsimport " + interopFirstMatch(`version "([^"]+)"`, interopCommandOutput(wsimport, "-version"))
	if v := interopFirstMatch(`javac (\S+)`, interopCommandOutput(javac, "-version")); v != "" {
		version += ", javac " + v
	}

	start := time.Now()
	s := interopServer(t)
	dir := t.TempDir()
	src, classes := filepath.Join(dir, "src"), filepath.Join(dir, "classes")
	require.NoError(t, os.MkdirAll(src, 0o755))
	require.NoError(t, os.MkdirAll(classes, 0o755))

	// wsimport reads each WSDL from the server; both run at once.
	var wg sync.WaitGroup
	outs := map[string][]byte{}
	errs := map[string]error{}
	var mu sync.Mutex
	for _, v := range interopVersions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			args := []string{"-keep", "-Xnocompile", "-s", src, "-d", src, "-p", "screengate." + v}
			if v == "soap12" {
				args = append(args, "-extension") // the SOAP 1.2 binding is a JAX-WS extension
			}
			cmd := exec.Command(wsimport, append(args, s.base+"/"+v)...)
			cmd.Env = append(os.Environ(), "WSIMPORT_OPTS="+strings.Join(fastJVM, " ")) // read by the wsimport script
			b, err := cmd.CombinedOutput()
			mu.Lock()
			outs[v], errs[v] = b, err
			mu.Unlock()
		}()
	}
	wg.Wait()
	for _, v := range interopVersions {
		require.NoError(t, errs[v], "wsimport %s:\n%s", v, outs[v])
		for _, line := range strings.Split(string(outs[v]), "\n") {
			if strings.Contains(line, "[ERROR]") || (strings.Contains(line, "[WARNING]") && !strings.Contains(line, "non-standard SOAP 1.2 binding")) {
				t.Errorf("wsimport %s: %s\n%s", v, line, outs[v])
			}
		}
	}

	// Client.java goes into both packages (see its header) and everything
	// compiles in one javac run. There its class is InteropClient: the
	// WSDL has a type named Client (GetClient's), whose generated
	// Client.java it must not replace.
	client, err := os.ReadFile(filepath.Join("testdata", "interop", "java", "Client.java"))
	require.NoError(t, err)
	require.Contains(t, string(client), "public final class Client {")
	for _, v := range interopVersions {
		text := strings.ReplaceAll(string(client), "screengate.soap11", "screengate."+v)
		text = strings.Replace(text, "public final class Client {", "public final class InteropClient {", 1)
		require.NoError(t, os.WriteFile(filepath.Join(src, "screengate", v, "InteropClient.java"), []byte(text), 0o644))
	}
	var files []string
	require.NoError(t, filepath.WalkDir(src, func(p string, _ os.DirEntry, err error) error {
		if strings.HasSuffix(p, ".java") {
			files = append(files, p)
		}
		return err
	}))
	argfile := filepath.Join(dir, "sources.txt")
	require.NoError(t, os.WriteFile(argfile, []byte(strings.Join(files, "\n")+"\n"), 0o644))
	javacArgs := []string{"-nowarn", "-encoding", "UTF-8", "-cp", rt, "-d", classes, "@" + argfile}
	for _, o := range fastJVM {
		javacArgs = append(javacArgs, "-J"+o)
	}
	b, err := exec.Command(javac, javacArgs...).CombinedOutput()
	require.NoError(t, err, "javac:\n%s", b)
	t.Logf("wsimport and javac: %s", time.Since(start).Round(time.Millisecond))

	cp := classes + string(os.PathListSeparator) + rt
	javaCmd := func(args ...string) []string {
		return append(append(append([]string{java}, fastJVM...), "-cp", cp), args...)
	}
	interopClient{key: "jaxws", version: version}.run(t,
		javaCmd("screengate.soap11.InteropClient", s.base, "soap11", "2004", "1003", "java11"),
		javaCmd("screengate.soap12.InteropClient", s.base, "soap12", "2005", "1004", "java12"))
}

// fastJVM are JVM options for short runs: the client compiler only and the
// serial collector take wsimport and javac from ~30 s to ~10 s on a loaded
// two-core machine.
var fastJVM = []string{"-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"}

// jaxwsRuntime finds jaxws-rt.jar, whose manifest Class-Path names the
// rest of the runtime (JAXB, SAAJ, streambuffer...): $JAXWS_HOME/lib, then
// the lib directory beside the wsimport script (Debian:
// /usr/share/jaxws/bin/wsimport.sh and /usr/share/jaxws/lib), then
// /usr/share/java. "" when none exists.
func jaxwsRuntime(wsimport string) string {
	var cands []string
	if h := os.Getenv("JAXWS_HOME"); h != "" {
		cands = append(cands, filepath.Join(h, "lib", "jaxws-rt.jar"))
	}
	if p, err := filepath.EvalSymlinks(wsimport); err == nil {
		cands = append(cands, filepath.Join(filepath.Dir(p), "..", "lib", "jaxws-rt.jar"))
	}
	cands = append(cands, "/usr/share/java/jaxws-rt.jar")
	for _, c := range cands {
		if _, err := os.Stat(c); err == nil {
			return filepath.Clean(c)
		}
	}
	return ""
}

func interopFirstMatch(re, s string) string {
	if m := regexp.MustCompile(re).FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return ""
}
