package main

// "Add ServiceStack Reference" against the real server: each test fetches
// /types/{lang} from a running server, compiles it with the language's
// compiler (installed by .ci/run) and, for C# and TypeScript, runs a client
// program that round-trips calls through the generated DTOs. Like the SOAP
// matrix, a missing compiler skips the test loudly, or fails it with
// SCREENGATE_REQUIRE_INTEROP=1.
//
// ServiceStack's client libraries for C#, Java, Kotlin and Python are not
// installable from the registries reachable here (NuGet, Maven Central,
// PyPI), so those DTOs are compiled against stand-ins with the libraries'
// names and signatures (testdata/dtos/<lang>); TypeScript uses the real
// @servicestack/client from npm.

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fetchDTOs downloads /types/{lang} into dir/name and returns its text.
func fetchDTOs(t *testing.T, s *testServer, lang, dir, name string) string {
	t.Helper()
	r := s.do(t, "GET", "/types/"+lang, "", "")
	require.Equal(t, 200, r.status, "%s", r.body)
	require.Contains(t, string(r.body), "BaseUrl: "+s.base+"\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), r.body, 0o644))
	return string(r.body)
}

// runTool runs a command in dir (5 minutes at most) and returns its
// combined output, failing the test when it fails.
func runTool(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s %s:\n%s", name, strings.Join(args, " "), tail(string(out), 8000))
	return string(out)
}

// requireResults checks the RESULT lines of a round-trip client: every
// call ok, and at least want of them.
func requireResults(t *testing.T, out string, want int) {
	t.Helper()
	ok := 0
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		f := strings.SplitN(strings.TrimSpace(sc.Text()), " ", 3)
		if len(f) == 3 && f[0] == "RESULT" {
			require.Equal(t, "ok", f[2], "%s:\n%s", f[1], out)
			ok++
		}
	}
	require.GreaterOrEqual(t, ok, want, "%s", out)
	t.Logf("%d calls round-tripped", ok)
}

func dtoTestdata(lang string) string {
	p, _ := filepath.Abs(filepath.Join("testdata", "dtos", lang))
	return p
}

// TestDTOsCSharp compiles /types/csharp with Mono's mcs and round-trips
// calls through a DataContractSerializer XmlServiceClient.
func TestDTOsCSharp(t *testing.T) {
	t.Parallel()
	_, mcsErr := exec.LookPath("mcs")
	_, monoErr := exec.LookPath("mono")
	requireTool(t, "mcs/mono are not installed (Debian mono-devel)", mcsErr == nil && monoErr == nil)
	s := startServer(t)
	dir := t.TempDir()
	src := fetchDTOs(t, s, "csharp", dir, "dtos.cs")
	require.Contains(t, src, "namespace Screengate.ServiceModel")
	td := dtoTestdata("csharp")
	runTool(t, dir, nil, "mcs", "-nologo", "-warnaserror+", "-r:System.Runtime.Serialization", "-out:client.exe",
		"dtos.cs", filepath.Join(td, "ServiceStack.cs"), filepath.Join(td, "Program.cs"))
	requireResults(t, runTool(t, dir, nil, "mono", "client.exe", s.base), 10)
}

// TestDTOsTypeScript compiles /types/typescript with tsc --strict (npm
// typescript) and round-trips calls with @servicestack/client's
// JsonServiceClient on Node.
func TestDTOsTypeScript(t *testing.T) {
	t.Parallel()
	nodeModules := os.Getenv("NODE_PATH")
	if nodeModules == "" {
		nodeModules = "/opt/soapclients/node/node_modules"
	}
	tsc := filepath.Join(nodeModules, ".bin", "tsc")
	_, tscErr := os.Stat(tsc)
	_, clientErr := os.Stat(filepath.Join(nodeModules, "@servicestack", "client", "package.json"))
	_, nodeErr := exec.LookPath("node")
	requireTool(t, "node, typescript or @servicestack/client is not installed (NODE_PATH="+nodeModules+"; .ci/run installs them)", tscErr == nil && clientErr == nil && nodeErr == nil)
	s := startServer(t)
	dir := t.TempDir()
	fetchDTOs(t, s, "typescript", dir, "dtos.ts")
	b, err := os.ReadFile(filepath.Join(dtoTestdata("typescript"), "client.ts"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "client.ts"), b, 0o644))
	require.NoError(t, os.Symlink(nodeModules, filepath.Join(dir, "node_modules")))
	runTool(t, dir, nil, tsc, "--strict", "--noUnusedLocals", "--target", "es2020", "--module", "commonjs", "--outDir", "out", "dtos.ts", "client.ts")
	requireResults(t, runTool(t, dir, nil, "node", filepath.Join("out", "client.js"), s.base), 8)
}

// javaStandIns compiles the stand-in net.servicestack.client and Gson
// annotations into dir/lib and returns that directory.
func javaStandIns(t *testing.T, dir string) string {
	t.Helper()
	var srcs []string
	require.NoError(t, filepath.Walk(dtoTestdata("java"), func(p string, info os.FileInfo, err error) error {
		if err == nil && strings.HasSuffix(p, ".java") {
			srcs = append(srcs, p)
		}
		return err
	}))
	lib := filepath.Join(dir, "lib")
	runTool(t, dir, nil, "javac", append([]string{"-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC", "-d", lib}, srcs...)...)
	return lib
}

// TestDTOsJava compiles /types/java with javac (-Xlint, warnings are
// errors).
func TestDTOsJava(t *testing.T) {
	t.Parallel()
	_, err := exec.LookPath("javac")
	requireTool(t, "javac is not installed (Debian default-jdk-headless)", err == nil)
	s := startServer(t)
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "dtos"), 0o755))
	fetchDTOs(t, s, "java", filepath.Join(dir, "dtos"), "dtos.java")
	lib := javaStandIns(t, dir)
	runTool(t, dir, nil, "javac", "-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC", "-Xlint:all,-serial", "-Werror",
		"-cp", lib, "-d", "out", filepath.Join("dtos", "dtos.java"))
	_, err = os.Stat(filepath.Join(dir, "out", "dtos", "dtos$GetSearch.class"))
	require.NoError(t, err)
}

// TestDTOsKotlin compiles /types/kotlin with kotlinc (Debian kotlin).
func TestDTOsKotlin(t *testing.T) {
	t.Parallel()
	_, kErr := exec.LookPath("kotlinc")
	_, jErr := exec.LookPath("javac")
	requireTool(t, "kotlinc or javac is not installed (Debian kotlin, default-jdk-headless)", kErr == nil && jErr == nil)
	s := startServer(t)
	dir := t.TempDir()
	fetchDTOs(t, s, "kotlin", dir, "dtos.kt")
	lib := javaStandIns(t, dir)
	out := runTool(t, dir, []string{"JAVA_OPTS=-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"}, "kotlinc", "-cp", lib, "-d", "out", "dtos.kt")
	require.NotContains(t, out, "error:")
	_, err := os.Stat(filepath.Join(dir, "out", "dtos", "GetSearch.class"))
	require.NoError(t, err, "%s", out)
}

// TestDTOsPython byte-compiles /types/python, imports it (class
// definitions run in order) and type-checks it with mypy --strict
// (Debian python3-mypy).
func TestDTOsPython(t *testing.T) {
	t.Parallel()
	py := "/usr/bin/python3" // Debian's, with python3-mypy
	requireTool(t, "Debian python3 with python3-mypy is not installed", exec.Command(py, "-m", "mypy", "--version").Run() == nil)
	s := startServer(t)
	dir := t.TempDir()
	fetchDTOs(t, s, "python", dir, "dtos.py")
	env := []string{"PYTHONPATH=" + dtoTestdata("python"), "MYPYPATH=" + dtoTestdata("python"), "PYTHONDONTWRITEBYTECODE=1"}
	runTool(t, dir, env, py, "-m", "py_compile", "dtos.py")
	out := runTool(t, dir, env, py, "-c", "import dtos; r = dtos.GetDbsSearches(page_limit=5, sort='-date'); print(r.page_limit, dtos.GetSearch.__mro__[1].__name__)")
	require.Equal(t, "5 BaseRequest\n", out)
	out = runTool(t, dir, env, py, "-m", "mypy", "--strict", "--cache-dir", filepath.Join(dir, ".mypy_cache"), "dtos.py")
	require.Contains(t, out, "Success: no issues found")
}

// TestDTOsMetadata: /types/metadata describes every operation with its
// routes, and /types lists the languages.
func TestDTOsMetadata(t *testing.T) {
	s := startServer(t)
	m := s.do(t, "GET", "/types/metadata", "", "").json(t)
	require.Equal(t, s.base, str(t, m, "config.baseUrl"))
	ops := list(t, m, "operations")
	require.Len(t, ops, len(registryOps()))
	names := map[string]bool{}
	for i := range ops {
		names[str(t, m, "operations."+strconv.Itoa(i)+".request.name")] = true
	}
	for _, op := range registryOps() {
		require.True(t, names[op], op)
	}
	idx := s.do(t, "GET", "/types", "", "").json(t)
	require.Equal(t, s.base+"/types/csharp", str(t, idx, "csharp"))
	// Languages not generated are unknown routes.
	requireError(t, s.do(t, "GET", "/types/fsharp", "", ""), 404, "NotFound", "")
}
