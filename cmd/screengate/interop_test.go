package main

// The interop matrix: each TestInterop* test generates (or loads) a client
// with one real SOAP toolkit from the WSDLs a fresh server serves, calls
// every operation over SOAP 1.1 and 1.2, and checks the demo values. The
// client programs live in testdata/interop and print one line per call:
//
//	RESULT <soap11|soap12> <Operation> ok|FAIL <detail>
//	NOTE <soap11|soap12> <text>            (optional remarks for the matrix)
//
// Every test records its results (see interopClient.record), and
// TestInteropMatrixDoc renders them as the table in docs/interop.md.
// `make interop` runs the suite with every toolkit required and rewrites
// the recorded results and the table.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

var (
	updateInterop = flag.Bool("update-interop", false, "record each interop test's results in testdata/interop/results/<toolkit>.json")
	updateDocs    = flag.Bool("update-docs", false, "rewrite the matrix in docs/interop.md from the recorded interop results")
)

// requireTool skips (loudly) when a toolkit is absent, or fails when
// SCREENGATE_REQUIRE_INTEROP=1 (CI installs every toolkit).
func requireTool(t *testing.T, why string, ok bool) {
	t.Helper()
	if ok {
		return
	}
	if os.Getenv("SCREENGATE_REQUIRE_INTEROP") == "1" {
		t.Fatalf("INTEROP TOOLKIT MISSING: %s (SCREENGATE_REQUIRE_INTEROP=1)", why)
	}
	t.Skipf("\n\n*** SKIPPING INTEROP TEST: %s — run ../shared/tools/install-soap-clients.sh (CI does) ***\n", why)
}

// interopOps are the calls every toolkit must report: every operation of
// the registry (so an operation added later fails the matrix until each
// client calls it) plus an authentication error reply.
var interopOps = append(registryOps(), "error:Unauthorized")

// registryOps are the names of the registry's operations, in registration
// order.
func registryOps() []string {
	s, err := service.NewSchema("")
	if err != nil {
		panic(err)
	}
	var out []string
	for _, op := range s.Operations() {
		out = append(out, op.Name)
	}
	return out
}

// interopVersions are the matrix columns.
var interopVersions = []string{"soap11", "soap12"}

// interopRows are the matrix rows, in order: results file key and label.
var interopRows = []struct{ key, label string }{
	{"zeep", "Python zeep"},
	{"node-soap", "Node.js node-soap"},
	{"jaxws", "Java JAX-WS RI wsimport"},
	{"gowsdl", "Go gowsdl"},
	{"php", "PHP SoapClient"},
	{"perl", "Perl SOAP::WSDL"},
	{"mono", ".NET (Mono) wsdl ASMX client"},
}

// interopResults is what one toolkit test records.
type interopResults struct {
	Toolkit string                  `json:"toolkit"`
	Version string                  `json:"version"`
	Results map[string]*interopCell `json:"results"` // by SOAP version
	Notes   []string                `json:"notes,omitempty"`
}

// interopCell is one toolkit × SOAP version result.
type interopCell struct {
	Passed int      `json:"passed"`
	Total  int      `json:"total"`
	Failed []string `json:"failed,omitempty"` // "Op: detail"
	NA     string   `json:"na,omitempty"`     // why the toolkit cannot run this version
}

// interopClient is one toolkit's client program.
type interopClient struct {
	key     string            // results file name, one of interopRows
	version string            // the toolkit's version, for the matrix
	na      map[string]string // SOAP version -> why the toolkit cannot run it
	env     []string          // extra environment for the commands
}

// run runs cmds one after the other (complete argument lists, normally
// ending with the server's base URL), collects their RESULT and NOTE lines,
// records the results, and then requires ok for every operation of every
// SOAP version the toolkit supports.
func (c interopClient) run(t *testing.T, cmds ...[]string) {
	t.Helper()
	var out, errb bytes.Buffer
	var runErr error
	for _, cmd := range cmds {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		x := exec.CommandContext(ctx, cmd[0], cmd[1:]...)
		x.Env = append(os.Environ(), c.env...)
		x.Stdout, x.Stderr = &out, &errb
		if err := x.Run(); err != nil && runErr == nil {
			runErr = fmt.Errorf("%s: %w", strings.Join(cmd, " "), err)
		}
		cancel()
	}

	res := interopResults{Toolkit: c.key, Version: c.version, Results: map[string]*interopCell{}}
	got := map[string]string{} // "soap11 GetSearch" -> "ok" or "FAIL detail"
	var extra []string         // FAIL lines for no known operation (setup errors)
	sc := bufio.NewScanner(bytes.NewReader(out.Bytes()))
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for sc.Scan() {
		f := strings.SplitN(strings.TrimSpace(sc.Text()), " ", 4)
		switch {
		case len(f) >= 4 && f[0] == "RESULT":
			got[f[1]+" "+f[2]] = f[3]
			if f[3] != "ok" && !slices.Contains(interopOps, f[2]) {
				extra = append(extra, f[1]+" "+f[2]+": "+f[3])
			}
		case len(f) >= 3 && f[0] == "NOTE":
			res.Notes = append(res.Notes, strings.Join(f[1:], " "))
		}
	}
	for _, v := range interopVersions {
		cell := &interopCell{Total: len(interopOps)}
		res.Results[v] = cell
		if why, ok := c.na[v]; ok {
			cell.Total, cell.NA = 0, why
			continue
		}
		for _, op := range interopOps {
			switch r, ok := got[v+" "+op]; {
			case !ok:
				cell.Failed = append(cell.Failed, op+": not reported")
			case r == "ok":
				cell.Passed++
			default:
				cell.Failed = append(cell.Failed, op+": "+strings.TrimPrefix(r, "FAIL "))
			}
		}
	}
	c.record(t, res)

	detail := fmt.Sprintf("\nstdout:\n%s\nstderr:\n%s", tail(out.String(), 6000), tail(errb.String(), 4000))
	require.Empty(t, extra, "%s: setup failures%s", c.key, detail)
	for _, v := range interopVersions {
		cell := res.Results[v]
		if cell.NA != "" {
			for _, op := range interopOps {
				require.NotContains(t, got, v+" "+op, "%s reported %s although it is n/a (%s)", c.key, v, cell.NA)
			}
			continue
		}
		require.Empty(t, cell.Failed, "%s %s: %d/%d operations ok%s", c.key, v, cell.Passed, cell.Total, detail)
	}
	require.NoError(t, runErr, detail)
	for _, v := range interopVersions {
		if cell := res.Results[v]; cell.NA != "" {
			t.Logf("%s %s: n/a (%s)", c.key, v, cell.NA)
		} else {
			t.Logf("%s %s: %d/%d operations ok", c.key, v, cell.Passed, cell.Total)
		}
	}
	for _, n := range res.Notes {
		t.Logf("%s: NOTE %s", c.key, n)
	}
}

// record writes the results as <key>.json to $SCREENGATE_INTEROP_RESULTS
// when set, and to testdata/interop/results with -update-interop. It runs
// before the assertions, so a failing toolkit is recorded too.
func (c interopClient) record(t *testing.T, res interopResults) {
	t.Helper()
	var dirs []string
	if d := os.Getenv("SCREENGATE_INTEROP_RESULTS"); d != "" {
		dirs = append(dirs, d)
	}
	if *updateInterop {
		dirs = append(dirs, interopResultsDir)
	}
	b, err := json.MarshalIndent(res, "", "  ")
	require.NoError(t, err)
	for _, d := range dirs {
		require.NoError(t, os.MkdirAll(d, 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(d, c.key+".json"), append(b, '\n'), 0o644))
	}
}

// interopResultsDir holds the recorded results docs/interop.md is built from.
var interopResultsDir = filepath.Join("testdata", "interop", "results")

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// interopCommandOutput runs a command for a version string; "" when it fails.
func interopCommandOutput(name string, args ...string) string {
	b, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

func TestInteropZeep(t *testing.T) {
	t.Parallel()
	py := "/usr/bin/python3" // Debian's python3-zeep
	version := interopCommandOutput(py, "-c", "import zeep; print(zeep.__version__)")
	requireTool(t, "python3-zeep is not installed", version != "")
	s := interopServer(t)
	interopClient{key: "zeep", version: version}.run(t,
		[]string{py, filepath.Join("testdata", "interop", "zeep_client.py"), s.base})
}

func TestInteropNodeSoap(t *testing.T) {
	t.Parallel()
	nodePath := os.Getenv("NODE_PATH")
	if nodePath == "" {
		nodePath = "/opt/soapclients/node/node_modules"
	}
	_, nodeErr := exec.LookPath("node")
	pkg, soapErr := os.ReadFile(filepath.Join(nodePath, "soap", "package.json"))
	requireTool(t, "node or the npm package soap is not installed (NODE_PATH="+nodePath+")", nodeErr == nil && soapErr == nil)
	var meta struct{ Version string }
	require.NoError(t, json.Unmarshal(pkg, &meta))
	s := interopServer(t)
	interopClient{key: "node-soap", version: meta.Version, env: []string{"NODE_PATH=" + nodePath}}.run(t,
		[]string{"node", filepath.Join("testdata", "interop", "node_client.js"), s.base})
}

// --- the matrix in docs/interop.md ----------------------------------------

const (
	matrixBegin = "<!-- matrix:begin -->"
	matrixEnd   = "<!-- matrix:end -->"
)

// TestInteropMatrixDoc keeps the matrix in docs/interop.md equal to the
// recorded results in testdata/interop/results. With -update-docs it
// rewrites the matrix instead, from $SCREENGATE_INTEROP_RESULTS when set.
func TestInteropMatrixDoc(t *testing.T) {
	if *updateInterop && !*updateDocs {
		t.Skip("-update-interop: the results are being rewritten by the other tests of this run")
	}
	dir := interopResultsDir
	if d := os.Getenv("SCREENGATE_INTEROP_RESULTS"); d != "" && *updateDocs {
		dir = d
	}
	table := renderInteropMatrix(t, dir)
	path := filepath.Join("..", "..", "docs", "interop.md")
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	doc := string(b)
	i, j := strings.Index(doc, matrixBegin), strings.Index(doc, matrixEnd)
	require.True(t, i >= 0 && j > i, "%s has no %s … %s section", path, matrixBegin, matrixEnd)
	updated := doc[:i+len(matrixBegin)] + "\n" + table + doc[j:]
	if *updateDocs {
		require.NoError(t, os.WriteFile(path, []byte(updated), 0o644))
		return
	}
	require.Equal(t, updated, doc, "the matrix in docs/interop.md does not match %s; run `make interop`", dir)
}

// renderInteropMatrix renders the results in dir as a Markdown table.
func renderInteropMatrix(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("| Toolkit | Version |")
	for _, v := range interopVersions {
		b.WriteString(" " + interopVersionLabel(v) + " |")
	}
	b.WriteString(" Notes |\n")
	b.WriteString("|---|---|---|---|---|\n")
	for _, row := range interopRows {
		raw, err := os.ReadFile(filepath.Join(dir, row.key+".json"))
		if os.IsNotExist(err) {
			fmt.Fprintf(&b, "| %s | | not run | not run | |\n", row.label)
			continue
		}
		require.NoError(t, err)
		var r interopResults
		require.NoError(t, json.Unmarshal(raw, &r), row.key)
		fmt.Fprintf(&b, "| %s | %s |", row.label, interopMDCell(r.Version))
		for _, v := range interopVersions {
			b.WriteString(" " + interopMDCell(interopCellText(r.Results[v])) + " |")
		}
		var notes []string
		for _, n := range r.Notes {
			v, text, _ := strings.Cut(n, " ")
			notes = append(notes, interopVersionLabel(v)+": "+text)
		}
		b.WriteString(" " + interopMDCell(strings.Join(notes, "; ")) + " |\n")
	}
	fmt.Fprintf(&b, "\nEach cell counts the %d calls of the suite (every operation, plus an authentication error reply) that returned the expected demo values.\n", len(interopOps))
	return b.String()
}

// interopVersionLabel is the column title of a SOAP version.
func interopVersionLabel(v string) string {
	switch v {
	case "soap11":
		return "SOAP 1.1"
	case "soap12":
		return "SOAP 1.2"
	}
	return v
}

func interopCellText(c *interopCell) string {
	switch {
	case c == nil:
		return "not run"
	case c.NA != "":
		return "n/a (" + c.NA + ")"
	case len(c.Failed) == 0:
		return fmt.Sprintf("%d/%d ok", c.Passed, c.Total)
	}
	return fmt.Sprintf("%d/%d ok; failed: %s", c.Passed, c.Total, strings.Join(c.Failed, ", "))
}

// mdCell makes s safe inside a Markdown table cell.
func interopMDCell(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	s = strings.ReplaceAll(s, "|", `\|`)
	if len(s) > 600 {
		s = s[:600] + "…"
	}
	return s
}

// interopServer is the demo server with a sanctions list
// (testdata/lists/un_v1.xml) and a PEP list (the FollowTheMoney fixture
// service/screening/lists/testdata/ftm_peps.json) imported and their
// screening indexes built, so that the clients can screen (AddSearch,
// AddPepSearch) too. The readiness probes screen as the other account,
// leaving the demo account's counts as the clients expect; the clients
// screen names the lists do not hold, for the same reason.
func interopServer(t *testing.T) *testServer {
	t.Helper()
	s, dir := screeningServer(t, "un_v1.xml")
	addSearchWhenReady(t, s, strings.Replace(addPetrovsky, authDemo, authOther, 1))
	b, err := os.ReadFile(filepath.Join("..", "..", "service", "screening", "lists", "testdata", "ftm_peps.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "ftm_peps.json"), b, 0o644))
	var r reply
	require.Eventually(t, func() bool {
		r = s.postJSON(t, "/peps/create", `{"request":{"name":"Jan Voorbeeld","type":"individual"},`+authOther+`}`)
		return r.status != 503 && !(r.status == 400 && strings.Contains(string(r.body), "no imported version"))
	}, 30*time.Second, 100*time.Millisecond, "the PEP list is never indexed: %s", s.stderr.String())
	require.Equal(t, 200, r.status, "%s", r.body)
	return s
}
