package wsdl_test

// Import tests with real SOAP toolkits (installed by
// shared/tools/install-soap-clients.sh): each loads the generated WSDLs
// and, where the toolkit allows it offline, calls every operation through a
// fake transport that records the request and answers with a sample
// response. The recorded requests are validated against the XSD.
// A missing toolkit skips the test, or fails it when
// SCREENGATE_REQUIRE_INTEROP=1 (CI).

import (
	"bufio"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const soapClientsDir = "/opt/soapclients"

// interopFiles writes both WSDLs and, per operation and version, the
// sample response envelope a fake transport answers with.
type interopFiles struct {
	dir    string
	wsdl   map[int]string // version -> path
	ops    []string
	expect string // the string value every sample response carries
}

func newInteropFiles(t *testing.T, f fixture) interopFiles {
	t.Helper()
	sharedDir(t)
	tool(t, "xmllint") // check() validates what the toolkit sent
	dir := t.TempDir()
	x := interopFiles{dir: dir, wsdl: map[int]string{}, expect: "text & <more> \u00e9"}
	for _, v := range []int{11, 12} {
		p := filepath.Join(dir, map[int]string{11: "soap11.wsdl", 12: "soap12.wsdl"}[v])
		require.NoError(t, os.WriteFile(p, f.g.WSDL(v, map[int]string{11: addr11, 12: addr12}[v]), 0o644))
		x.wsdl[v] = p
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "resp", map[int]string{11: "11", 12: "12"}[v]), 0o755))
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "req", map[int]string{11: "11", 12: "12"}[v]), 0o755))
	}
	s := sampler{ns: f.s.Namespace}
	for _, op := range f.s.Operations() {
		x.ops = append(x.ops, op.Name)
		for _, v := range []int{11, 12} {
			p := filepath.Join(dir, "resp", map[int]string{11: "11", 12: "12"}[v], op.Name+".xml")
			require.NoError(t, os.WriteFile(p, []byte(envelope(v, s.doc(op.Response))), 0o644))
		}
	}
	return x
}

// result is one call reported by a toolkit script.
type result struct {
	Version    int    `json:"version"`
	Op         string `json:"op"`
	Action     string `json:"action"`
	Message    string `json:"message"`
	RequestXML string `json:"request"`
}

// run runs a toolkit script and decodes its JSON lines.
func (x interopFiles) run(t *testing.T, cmd *exec.Cmd) []result {
	t.Helper()
	cmd.Dir = x.dir
	out, err := cmd.Output()
	var stderr string
	if ee, ok := err.(*exec.ExitError); ok {
		stderr = string(ee.Stderr)
	}
	require.NoError(t, err, "%s\nstdout:\n%s\nstderr:\n%s", cmd, out, stderr)
	var res []result
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r result
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r), sc.Text())
		res = append(res, r)
	}
	return res
}

// check asserts that every operation was called in both versions, decoded
// the sample response, sent the expected action, and that the requests the
// toolkit wrote validate against the XSD.
func (x interopFiles) check(t *testing.T, f fixture, res []result, checkAction bool) {
	t.Helper()
	shared := sharedDir(t)
	_, env := schemaDir(t, f.g, shared)
	got := map[string]bool{}
	var files []string
	for i, r := range res {
		got[r.Op+map[int]string{11: "/11", 12: "/12"}[r.Version]] = true
		require.Equal(t, x.expect, r.Message, "%s %d: decoded ResponseStatus.Message", r.Op, r.Version)
		if checkAction {
			require.Equal(t, f.s.Namespace+"/"+r.Op, strings.Trim(r.Action, `"`), "%s %d: SOAP action", r.Op, r.Version)
		}
		p := filepath.Join(x.dir, "req", map[int]string{11: "11", 12: "12"}[r.Version], r.Op+".xml")
		require.NoError(t, os.WriteFile(p, []byte(r.RequestXML), 0o644), i)
		files = append(files, p)
	}
	for _, op := range x.ops {
		require.True(t, got[op+"/11"], "%s called over SOAP 1.1", op)
		require.True(t, got[op+"/12"], "%s called over SOAP 1.2", op)
	}
	require.Empty(t, xmllintSchema(t, env, files...), "requests sent by the toolkit validate against the XSD")
}

const zeepScript = `
import json, sys
import requests, zeep
from lxml import etree
from zeep.transports import Transport

class Fake(Transport):
    def __init__(self, version):
        super().__init__()
        self.version = version
        self.calls = []
    def post_xml(self, address, envelope, headers):
        body = envelope.find('{*}Body')[0]
        op = etree.QName(body).localname
        self.calls.append((op, headers, etree.tostring(envelope, encoding='unicode')))
        r = requests.Response()
        r.status_code = 200
        r.headers['Content-Type'] = 'text/xml; charset=utf-8' if self.version == 11 else 'application/soap+xml; charset=utf-8'
        with open('resp/%d/%s.xml' % (self.version, op), 'rb') as f:
            r._content = f.read()
        return r

ops = sys.argv[1].split(',')
for version, path in ((11, 'soap11.wsdl'), (12, 'soap12.wsdl')):
    tr = Fake(version)
    client = zeep.Client(path, transport=tr)
    for op in ops:
        result = client.service[op](Authentication={'ApiUserId': 'u', 'ApiUserKey': 'k'})
        name, headers, req = tr.calls[-1]
        assert name == op, (name, op)
        if version == 11:
            action = headers.get('SOAPAction', '')
        else:
            ct = headers.get('Content-Type', '')
            action = ct.split('action=')[1].split(';')[0] if 'action=' in ct else ''
        print(json.dumps({'version': version, 'op': op, 'action': action,
                          'message': result.ResponseStatus.Message, 'request': req}))
`

func TestInteropZeep(t *testing.T) {
	t.Parallel()
	py := "/usr/bin/python3" // Debian's python3-zeep
	if err := exec.Command(py, "-c", "import zeep").Run(); err != nil {
		unavailable(t, "python3-zeep is not installed (%v)", err)
	}
	f := newFixture(t)
	x := newInteropFiles(t, f)
	require.NoError(t, os.WriteFile(filepath.Join(x.dir, "zeep_check.py"), []byte(zeepScript), 0o644))
	res := x.run(t, exec.Command(py, "zeep_check.py", strings.Join(x.ops, ",")))
	x.check(t, f, res, true)
}

const phpScript = `<?php
class Fake extends SoapClient {
    public $version; public $last;
    public function __doRequest($request, $location, $action, $version, $oneWay = false): ?string {
        $d = new DOMDocument(); $d->loadXML($request);
        $body = $d->getElementsByTagNameNS('*', 'Body')->item(0);
        $el = $body->firstChild; while ($el && $el->nodeType != XML_ELEMENT_NODE) { $el = $el->nextSibling; }
        $this->last = array($el->localName, $action, $request);
        return file_get_contents(sprintf('resp/%d/%s.xml', $this->version, $el->localName));
    }
}
$ops = explode(',', $argv[1]);
foreach (array(11 => 'soap11.wsdl', 12 => 'soap12.wsdl') as $v => $path) {
    $c = new Fake($path, array('soap_version' => $v == 11 ? SOAP_1_1 : SOAP_1_2, 'cache_wsdl' => WSDL_CACHE_NONE, 'exceptions' => true, 'features' => SOAP_SINGLE_ELEMENT_ARRAYS));
    $c->version = $v;
    if (count($c->__getFunctions()) != count($ops)) { fwrite(STDERR, "functions: " . count($c->__getFunctions()) . "\n"); exit(1); }
    foreach ($ops as $op) {
        $r = $c->$op(array('Authentication' => array('ApiUserId' => 'u', 'ApiUserKey' => 'k')));
        if ($c->last[0] != $op) { fwrite(STDERR, "sent {$c->last[0]} for $op\n"); exit(1); }
        echo json_encode(array('version' => $v, 'op' => $op, 'action' => $c->last[1],
            'message' => $r->Data->ResponseStatus->Message, 'request' => $c->last[2])), "\n";
    }
}
`

func TestInteropPHP(t *testing.T) {
	t.Parallel()
	php := tool(t, "php")
	if out, err := exec.Command(php, "-r", `exit(extension_loaded("soap") ? 0 : 1);`).CombinedOutput(); err != nil {
		unavailable(t, "php has no soap extension (%v %s)", err, out)
	}
	f := newFixture(t)
	x := newInteropFiles(t, f)
	require.NoError(t, os.WriteFile(filepath.Join(x.dir, "php_check.php"), []byte(phpScript), 0o644))
	res := x.run(t, exec.Command(php, "php_check.php", strings.Join(x.ops, ",")))
	x.check(t, f, res, true)
}

const nodeScript = `
const fs = require('fs');
const soap = require('soap');
const ops = process.argv[2].split(',');
(async () => {
  for (const [version, path] of [[11, 'soap11.wsdl'], [12, 'soap12.wsdl']]) {
    let last;
    const httpClient = {
      request(url, data, callback, headers) {
        const op = /<(?:[\w.-]+:)?Body[^>]*>\s*<(?:[\w.-]+:)?([\w.-]+)/.exec(data)[1];
        last = { op, data, headers };
        const body = fs.readFileSync('resp/' + version + '/' + op + '.xml', 'utf8');
        const ct = version === 11 ? 'text/xml; charset=utf-8' : 'application/soap+xml; charset=utf-8';
        callback(null, { statusCode: 200, headers: { 'content-type': ct }, data: body }, body);
      },
    };
    const opts = { httpClient };
    if (version === 12) opts.forceSoap12Headers = true;
    const client = await soap.createClientAsync(path, opts);
    const desc = client.describe().SyncReply;
    const port = desc[Object.keys(desc)[0]];
    if (Object.keys(port).length !== ops.length) throw new Error('ops: ' + Object.keys(port).length);
    for (const op of ops) {
      const [res] = await client[op + 'Async']({ Authentication: { ApiUserId: 'u', ApiUserKey: 'k' } });
      if (last.op !== op) throw new Error('sent ' + last.op + ' for ' + op);
      let action = last.headers.SOAPAction || '';
      const ct = last.headers['Content-Type'] || '';
      if (version === 12 && /action=/.test(ct)) action = /action="?([^";]+)/.exec(ct)[1];
      console.log(JSON.stringify({ version, op, action, message: res.Data.ResponseStatus.Message, request: last.data }));
    }
  }
})().catch((e) => { console.error(e); process.exit(1); });
`

func TestInteropNodeSoap(t *testing.T) {
	t.Parallel()
	node := tool(t, "node")
	nodePath := os.Getenv("NODE_PATH")
	if nodePath == "" {
		nodePath = filepath.Join(soapClientsDir, "node", "node_modules")
	}
	if _, err := os.Stat(filepath.Join(nodePath, "soap", "package.json")); err != nil {
		unavailable(t, "node-soap is not installed in %s", nodePath)
	}
	f := newFixture(t)
	x := newInteropFiles(t, f)
	require.NoError(t, os.WriteFile(filepath.Join(x.dir, "node_check.js"), []byte(nodeScript), 0o644))
	cmd := exec.Command(node, "node_check.js", strings.Join(x.ops, ","))
	cmd.Env = append(os.Environ(), "NODE_PATH="+nodePath)
	res := x.run(t, cmd)
	x.check(t, f, res, true)
}

// TestInteropWsimport generates and compiles JAX-WS client classes from
// both WSDLs; any JAXB error or schema warning fails (the SOAP 1.2 binding
// needs -extension and is reported as non-standard, which is expected).
func TestInteropWsimport(t *testing.T) {
	t.Parallel()
	wsimport := tool(t, "wsimport")
	f := newFixture(t)
	x := newInteropFiles(t, f)
	for _, v := range []int{11, 12} {
		out := filepath.Join(x.dir, "java", map[int]string{11: "11", 12: "12"}[v])
		require.NoError(t, os.MkdirAll(out, 0o755))
		args := []string{"-d", out, "-quiet"}
		if v == 12 {
			args = append(args, "-extension")
		}
		cmd := exec.Command(wsimport, append(args, x.wsdl[v])...)
		b, err := cmd.CombinedOutput()
		require.NoError(t, err, "wsimport %d:\n%s", v, b)
		for _, line := range strings.Split(string(b), "\n") {
			if strings.Contains(line, "[ERROR]") || (strings.Contains(line, "[WARNING]") && !strings.Contains(line, "non-standard SOAP 1.2 binding")) {
				t.Errorf("wsimport %d: %s\n%s", v, line, b)
			}
		}
		names := map[string]bool{}
		require.NoError(t, filepath.WalkDir(out, func(p string, _ fs.DirEntry, err error) error {
			if strings.HasSuffix(p, ".class") {
				names[strings.TrimSuffix(filepath.Base(p), ".class")] = true
			}
			return err
		}))
		for _, want := range []string{"ISyncReply", "SyncReply", "GetSearch", "GetSearchResponse", "ArrayOfLong", "ArrayOflong", "ObjectFactory"} {
			require.True(t, names[want], "wsimport %d generated %s.class (got %d classes)", v, want, len(names))
		}
	}
}

// TestInteropGowsdl generates Go client code from both WSDLs, checks that
// it declares no identifier twice and that every request and response
// struct has the XMLName of its wrapper element (without it the generated
// methods send <Content> in no namespace), and builds it when the
// gowsdl/soap module is in the module cache (the installer puts it there).
func TestInteropGowsdl(t *testing.T) {
	t.Parallel()
	gowsdl := tool(t, "gowsdl", filepath.Join(soapClientsDir, "bin"))
	goBin := tool(t, "go", "/usr/local/go/bin")
	f := newFixture(t)
	x := newInteropFiles(t, f)
	for _, v := range []int{11, 12} {
		mod := filepath.Join(x.dir, "go", map[int]string{11: "11", 12: "12"}[v])
		require.NoError(t, os.MkdirAll(mod, 0o755))
		cmd := exec.Command(gowsdl, "-o", "client.go", "-p", "client", x.wsdl[v])
		cmd.Dir = mod
		b, err := cmd.CombinedOutput()
		require.NoError(t, err, "gowsdl %d:\n%s", v, b)
		src := filepath.Join(mod, "client", "client.go")
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, src, nil, 0)
		require.NoError(t, err, "gowsdl %d output parses", v)
		seen := map[string]bool{}
		xmlName := map[string]string{} // struct -> tag of its XMLName field
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, sp := range g.Specs {
				if ts, ok := sp.(*ast.TypeSpec); ok {
					require.False(t, seen[ts.Name.Name], "gowsdl %d declares type %s twice", v, ts.Name.Name)
					seen[ts.Name.Name] = true
					if st, ok := ts.Type.(*ast.StructType); ok {
						for _, fl := range st.Fields.List {
							if len(fl.Names) == 1 && fl.Names[0].Name == "XMLName" && fl.Tag != nil {
								xmlName[ts.Name.Name] = fl.Tag.Value
							}
						}
					}
				}
			}
		}
		for _, op := range x.ops {
			require.True(t, seen[op] && seen[op+"Response"], "gowsdl %d: types for %s", v, op)
			for _, name := range []string{op, op + "Response"} {
				require.Equal(t, "`xml:\""+f.s.Namespace+" "+name+"\"`", xmlName[name], "gowsdl %d: struct %s has its wrapper element's XMLName", v, name)
			}
		}

		gomod := "module local/gowsdlcheck\n\ngo 1.22\n\nrequire github.com/hooklift/gowsdl v0.5.0\n"
		require.NoError(t, os.WriteFile(filepath.Join(mod, "go.mod"), []byte(gomod), 0o644))
		build := exec.Command(goBin, "build", "./...")
		build.Dir = mod
		build.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off", "GOWORK=off", "GOTOOLCHAIN=local")
		b, err = build.CombinedOutput()
		if err != nil && strings.Contains(string(b), "module lookup disabled") {
			t.Logf("gowsdl %d: not building the generated client, gowsdl/soap v0.5.0 is not in the module cache:\n%s", v, b)
			continue
		}
		require.NoError(t, err, "gowsdl %d client builds:\n%s", v, b)
	}
}
