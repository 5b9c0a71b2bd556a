package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/stretchr/testify/require"
)

// TestHostileInputs runs every case of testdata/hostile (format in its
// README.md) against one real server, checks each answer exactly (status,
// errorCode and fieldName, or SOAP fault code), and checks afterwards that
// the server is still healthy, logged no panic, and that the store's
// content is byte-for-byte what it was before (every table hashed).
func TestHostileInputs(t *testing.T) {
	cases := loadHostileCases(t, filepath.Join("..", "..", "testdata", "hostile"))
	require.GreaterOrEqual(t, len(cases), 40)
	s := startServer(t, "-read-header-timeout", "2s")
	before := hostileSnapshot(t, s.db)
	client := &http.Client{Timeout: 30 * time.Second}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			r := c.send(t, client, s)
			c.check(t, r)
			require.Less(t, time.Since(start), 20*time.Second, "answer took too long")
		})
	}
	t.Run("slowloris", func(t *testing.T) {
		// A client that never finishes its headers is cut off by
		// ReadHeaderTimeout (2s here; 10s by default).
		conn, err := net.Dial("tcp", strings.TrimPrefix(s.root, "http://"))
		require.NoError(t, err)
		defer conn.Close()
		_, err = io.WriteString(conn, "GET /v2/dbs HTTP/1.1\r\nHost: x\r\nX-Slow: a")
		require.NoError(t, err)
		start := time.Now()
		for i := 0; i < 40; i++ {
			if _, err = io.WriteString(conn, "a"); err != nil {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		require.NoError(t, conn.SetReadDeadline(time.Now().Add(10*time.Second)))
		_, _ = io.ReadAll(conn) // returns when the server closes the connection
		require.Less(t, time.Since(start), 9*time.Second, "the server kept a slow header alive")
	})
	// Still healthy, still answering real calls, no panic logged.
	r := s.do(t, "GET", s.root+"/healthz", "", "")
	require.Equal(t, 200, r.status)
	r = s.postJSON(t, "/sanctions/get", `{"request":{"id":1001}}`, demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	r = s.do(t, "GET", "/dbs?page[limit]=500", "", "", demoHeaders...)
	require.Equal(t, "40", num(t, r.json(t), "data.meta.totalCount"))
	logs := s.stderr.String()
	require.NotContains(t, logs, "panic")
	require.NotContains(t, logs, "root:x:0:0")
	after := hostileSnapshot(t, s.db)
	require.Equal(t, before, after, "the store changed")
}

// hostileCase is one file of testdata/hostile.
type hostileCase struct {
	name        string
	method      string
	path        string
	contentType string
	header      [][2]string
	generate    []string
	chunked     bool
	encode      string
	escapes     bool
	body        []byte

	status      int
	errorCode   string // "" when the reply must be a success
	field       string // "-" when errors[] must be empty
	fault       string
	xstatus     string
	expects     [][2]string
	notContains []string
	prefix      string
}

func loadHostileCases(t *testing.T, dir string) []*hostileCase {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	require.NoError(t, err)
	slices.Sort(files)
	var out []*hostileCase
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		c, err := parseHostileCase(strings.TrimSuffix(filepath.Base(f), ".txt"), src)
		require.NoError(t, err, f)
		out = append(out, c)
	}
	return out
}

func parseHostileCase(name string, src []byte) (*hostileCase, error) {
	c := &hostileCase{name: name, method: "POST"}
	head, body, found := bytes.Cut(src, []byte("\n---\n"))
	if !found {
		head, body = bytes.TrimSuffix(src, []byte("\n---")), nil
	}
	c.body = body
	sc := bufio.NewScanner(bytes.NewReader(head))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("bad header line %q", line)
		}
		v = strings.TrimSpace(v)
		switch strings.ToLower(strings.TrimSpace(k)) {
		case "method":
			c.method = v
		case "path":
			c.path = v
		case "content-type":
			c.contentType = v
		case "auth":
			switch v {
			case "demo":
				c.header = append(c.header, [2]string{"X-Api-User", "demo"}, [2]string{"X-Api-Key", "demo-secret-key"})
			case "other":
				c.header = append(c.header, [2]string{"X-Api-User", "other"}, [2]string{"X-Api-Key", "other-secret-key"})
			default:
				return nil, fmt.Errorf("auth %q: demo or other", v)
			}
		case "header":
			hk, hv, ok := strings.Cut(v, ":")
			if !ok {
				return nil, fmt.Errorf("header %q: Name: value", v)
			}
			c.header = append(c.header, [2]string{strings.TrimSpace(hk), strings.TrimSpace(hv)})
		case "header-escaped":
			hk, hv, ok := strings.Cut(v, ":")
			if !ok {
				return nil, fmt.Errorf("header-escaped %q: Name: value", v)
			}
			uv, err := strconv.Unquote(`"` + strings.ReplaceAll(strings.TrimSpace(hv), `"`, `\"`) + `"`)
			if err != nil {
				return nil, fmt.Errorf("header-escaped %q: %v", v, err)
			}
			c.header = append(c.header, [2]string{strings.TrimSpace(hk), uv})
		case "big-header":
			var hk string
			var n int
			if _, err := fmt.Sscan(v, &hk, &n); err != nil {
				return nil, fmt.Errorf("big-header %q: %v", v, err)
			}
			c.header = append(c.header, [2]string{hk, strings.Repeat("a", n)})
		case "generate":
			c.generate = append(c.generate, v)
		case "chunked":
			c.chunked = v == "yes"
		case "encode":
			c.encode = v
		case "escapes":
			c.escapes = v == "yes"
		case "status":
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, fmt.Errorf("status %q", v)
			}
			c.status = n
		case "error":
			c.errorCode = v
		case "field":
			c.field = v
		case "fault":
			c.fault = v
		case "xstatus":
			c.xstatus = v
		case "expect":
			p, want, ok := strings.Cut(v, "=")
			if !ok {
				return nil, fmt.Errorf("expect %q: path = value", v)
			}
			c.expects = append(c.expects, [2]string{strings.TrimSpace(p), strings.TrimSpace(want)})
		case "not-contains":
			c.notContains = append(c.notContains, v)
		case "prefix":
			c.prefix = v
		default:
			return nil, fmt.Errorf("unknown key %q", k)
		}
	}
	switch {
	case c.path == "" || c.status == 0:
		return nil, fmt.Errorf("path and status are required")
	case c.fault != "" && (c.errorCode != "" || c.xstatus != ""):
		return nil, fmt.Errorf("fault excludes error and xstatus")
	case (c.status >= 400 || c.xstatus != "") && c.fault == "" && c.errorCode != "-" && (c.errorCode == "" || c.field == ""):
		return nil, fmt.Errorf("an error case needs error and field (use - for none)")
	}
	var err error
	if c.body, err = c.buildBody(); err != nil {
		return nil, err
	}
	return c, nil
}

// buildBody applies escapes, the generators (to the path first while it
// holds @@) and the encoding.
func (c *hostileCase) buildBody() ([]byte, error) {
	b := c.body
	if c.escapes {
		s, err := strconv.Unquote(`"` + strings.ReplaceAll(string(b), `"`, `\"`) + `"`)
		if err != nil {
			return nil, fmt.Errorf("escapes: %v", err)
		}
		b = []byte(s)
	}
	for _, g := range c.generate {
		gen, err := generateHostile(g)
		if err != nil {
			return nil, err
		}
		if i := strings.Index(c.path, "@@"); i >= 0 {
			c.path = c.path[:i] + string(gen) + c.path[i+2:]
			continue
		}
		i := bytes.Index(b, []byte("@@"))
		if i < 0 {
			return nil, fmt.Errorf("generate %q: no @@ left in the body", g)
		}
		b = slices.Concat(b[:i], gen, b[i+2:])
	}
	switch c.encode {
	case "":
	case "utf-16le-bom", "utf-16be":
		u := utf16.Encode([]rune(string(b)))
		out := make([]byte, 0, 2+2*len(u))
		if c.encode == "utf-16le-bom" {
			out = append(out, 0xFF, 0xFE)
			for _, x := range u {
				out = binary.LittleEndian.AppendUint16(out, x)
			}
		} else {
			for _, x := range u {
				out = binary.BigEndian.AppendUint16(out, x)
			}
		}
		b = out
	default:
		return nil, fmt.Errorf("unknown encode %q", c.encode)
	}
	return b, nil
}

// generateHostile makes the large parts of a body: "repeat N TEXT" (TEXT
// may be Go-quoted, for spaces and escapes) and
// "billion-laughs" (a DOCTYPE declaring lol1..lol9, each ten of the last).
func generateHostile(spec string) ([]byte, error) {
	f := strings.Fields(spec)
	switch {
	case len(f) >= 3 && f[0] == "repeat":
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 {
			return nil, fmt.Errorf("generate %q: bad count", spec)
		}
		text := f[2]
		if strings.HasPrefix(text, `"`) { // a Go-quoted text: spaces, escapes
			_, rest, _ := strings.Cut(spec, f[1])
			if text, err = strconv.Unquote(strings.TrimSpace(rest)); err != nil {
				return nil, fmt.Errorf("generate %q: %v", spec, err)
			}
		} else if len(f) > 3 {
			return nil, fmt.Errorf("generate %q: quote a text with spaces", spec)
		}
		return bytes.Repeat([]byte(text), n), nil
	case len(f) == 1 && f[0] == "billion-laughs":
		var b strings.Builder
		b.WriteString(`<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">`)
		prev := "lol"
		for i := 1; i <= 9; i++ {
			fmt.Fprintf(&b, `<!ENTITY lol%d "%s">`, i, strings.Repeat("&"+prev+";", 10))
			prev = fmt.Sprintf("lol%d", i)
		}
		b.WriteString("]>")
		return []byte(b.String()), nil
	}
	return nil, fmt.Errorf("unknown generator %q", spec)
}

func (c *hostileCase) send(t *testing.T, client *http.Client, s *testServer) reply {
	t.Helper()
	var body io.Reader = bytes.NewReader(c.body)
	if c.chunked {
		body = io.MultiReader(body) // hides the length: chunked, no Content-Length
	}
	req, err := http.NewRequest(c.method, s.base+c.path, body)
	require.NoError(t, err)
	if c.contentType != "" {
		req.Header.Set("Content-Type", c.contentType)
	}
	for _, h := range c.header {
		req.Header.Set(h[0], h[1])
	}
	if c.chunked {
		req.ContentLength = -1 // unknown: sent chunked
	}
	resp, err := client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return reply{resp.StatusCode, resp.Header, b}
}

func (c *hostileCase) check(t *testing.T, r reply) {
	t.Helper()
	require.Equal(t, c.status, r.status, "body: %.2000s", r.body)
	for _, s := range append([]string{"goroutine ", "panic", ".go:"}, c.notContains...) {
		require.NotContains(t, string(r.body), s)
	}
	if c.prefix != "" {
		require.True(t, bytes.HasPrefix(r.body, []byte(c.prefix)), "body: %.300s", r.body)
	}
	ct := r.header.Get("Content-Type")
	soapReply := strings.HasPrefix(ct, "text/xml") || strings.HasPrefix(ct, "application/soap+xml")
	switch {
	case c.fault != "":
		require.True(t, soapReply, "Content-Type %q", ct)
		root := hostileParseXML(t, r.body)
		require.Equal(t, "Envelope", root.XMLName.Local)
		require.Equal(t, c.fault, hostileFaultCode(root), "body: %s", r.body)
	case soapReply:
		// An operation's reply: 200, X-Status (HTTP and SOAP header) for
		// an operation error, the error in Data/ResponseStatus.
		require.Equal(t, c.xstatus, r.header.Get("X-Status"), "body: %s", r.body)
		root := hostileParseXML(t, r.body)
		require.Equal(t, "Envelope", root.XMLName.Local)
		if c.xstatus != "" {
			xs := root.find("Header", "X-Status")
			require.NotNil(t, xs, "no X-Status SOAP header: %s", r.body)
			require.Equal(t, c.xstatus, strings.TrimSpace(xs.Text), "body: %s", r.body)
		}
		resp := root.find("Body")
		require.NotNil(t, resp, "no Body: %s", r.body)
		require.Len(t, resp.Kids, 1, "body: %s", r.body)
		c.checkXMLStatus(t, &resp.Kids[0], r.body)
	case c.errorCode == "-":
		// no API body (net/http's own refusals, e.g. 431)
	case strings.HasPrefix(ct, "application/json") || strings.HasPrefix(ct, "text/javascript"):
		body := r.body
		if strings.HasPrefix(ct, "text/javascript") {
			i, j := bytes.IndexByte(body, '('), bytes.LastIndexByte(body, ')')
			require.True(t, i >= 0 && j > i, "body: %s", body)
			body = body[i+1 : j]
		}
		require.True(t, json.Valid(body), "body: %s", body)
		m := reply{body: body}.json(t)
		st, _ := get(t, m, "data").(map[string]any)["responseStatus"].(map[string]any)
		require.NotNil(t, st, "no responseStatus in %s", body)
		code, _ := st["errorCode"].(string)
		require.Equal(t, c.errorCode, code, "body: %s", body)
		if c.field != "" {
			errs, _ := st["errors"].([]any)
			got := "-"
			if len(errs) > 0 {
				got, _ = errs[0].(map[string]any)["fieldName"].(string)
			}
			require.Equal(t, c.field, got, "body: %s", body)
		}
		for _, e := range c.expects {
			if p, ok := strings.CutPrefix(e[0], "len("); ok {
				require.Equal(t, e[1], strconv.Itoa(len(list(t, m, strings.TrimSuffix(p, ")")))), "%s in %s", e[0], body)
				continue
			}
			require.Equal(t, e[1], fmt.Sprint(get(t, m, e[0])), "%s in %s", e[0], body)
		}
	case strings.HasPrefix(ct, "application/xml"):
		root := hostileParseXML(t, r.body)
		c.checkXMLStatus(t, root, r.body)
	default:
		t.Fatalf("unexpected Content-Type %q: %s", ct, r.body)
	}
}

// checkXMLStatus checks <{Op}Response><Data><ResponseStatus>.
func (c *hostileCase) checkXMLStatus(t *testing.T, resp *hostileNode, body []byte) {
	t.Helper()
	require.True(t, strings.HasSuffix(resp.XMLName.Local, "Response"), "body: %s", body)
	st := resp.find("Data", "ResponseStatus")
	require.NotNil(t, st, "body: %s", body)
	code := ""
	if e := st.find("ErrorCode"); e != nil {
		code = e.Text
	}
	require.Equal(t, c.errorCode, code, "body: %s", body)
	if c.field != "" {
		got := "-"
		if errs := st.find("Errors"); errs != nil && len(errs.Kids) > 0 {
			if f := errs.Kids[0].find("FieldName"); f != nil {
				got = f.Text
			}
		}
		require.Equal(t, c.field, got, "body: %s", body)
	}
	for _, e := range c.expects {
		// XML paths: slash-separated local names below {Op}Response;
		// len(...) counts the children.
		p, isLen := strings.CutPrefix(e[0], "len(")
		n := resp.find(strings.Split(strings.TrimSuffix(p, ")"), "/")...)
		require.NotNil(t, n, "no %s in %s", e[0], body)
		if isLen {
			require.Equal(t, e[1], strconv.Itoa(len(n.Kids)), "%s in %s", e[0], body)
			continue
		}
		require.Equal(t, e[1], strings.TrimSpace(n.Text), "%s in %s", e[0], body)
	}
}

// hostileNode is a generic XML element.
type hostileNode struct {
	XMLName xml.Name
	Text    string        `xml:",chardata"`
	Kids    []hostileNode `xml:",any"`
}

func (n *hostileNode) find(path ...string) *hostileNode {
	cur := n
	for _, p := range path {
		var next *hostileNode
		for i := range cur.Kids {
			if cur.Kids[i].XMLName.Local == p {
				next = &cur.Kids[i]
				break
			}
		}
		if next == nil {
			return nil
		}
		cur = next
	}
	return cur
}

// hostileParseXML parses a reply strictly (well-formed, UTF-8, one root).
func hostileParseXML(t *testing.T, b []byte) *hostileNode {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	var root hostileNode
	require.NoError(t, d.Decode(&root), "body: %s", b)
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err, "body: %s", b)
		cd, ok := tok.(xml.CharData)
		require.True(t, ok && len(bytes.TrimSpace(cd)) == 0, "data after the root: %s", b)
	}
	return &root
}

func hostileFaultCode(env *hostileNode) string {
	f := env.find("Body", "Fault")
	if f == nil {
		return ""
	}
	code := ""
	if c := f.find("faultcode"); c != nil {
		code = c.Text
	} else if c := f.find("Code", "Value"); c != nil {
		code = c.Text
	}
	if _, local, ok := strings.Cut(strings.TrimSpace(code), ":"); ok {
		return local
	}
	return strings.TrimSpace(code)
}

// hostileSnapshot hashes every table of the SQLite file (read-only; the
// server may be running): table name, row count and the sorted rows.
func hostileSnapshot(t *testing.T, path string) map[string]string {
	t.Helper()
	require.NotEmpty(t, path)
	db := openDB(t, path)
	defer db.Close()
	ctx := context.Background()
	tables := db.tables(t)
	require.Contains(t, tables, "sanctions_searches")
	out := map[string]string{}
	for _, tb := range tables {
		rs, err := db.db.QueryContext(ctx, `SELECT * FROM "`+strings.ReplaceAll(tb, `"`, `""`)+`"`)
		require.NoError(t, err)
		cols, err := rs.Columns()
		require.NoError(t, err)
		var lines []string
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rs.Next() {
			require.NoError(t, rs.Scan(ptrs...))
			h := sha256.New()
			for _, v := range vals {
				fmt.Fprintf(h, "%T:%v\x00", v, v)
			}
			lines = append(lines, hex.EncodeToString(h.Sum(nil)))
		}
		require.NoError(t, rs.Err())
		rs.Close()
		slices.Sort(lines)
		h := sha256.New()
		for _, l := range lines {
			io.WriteString(h, l)
		}
		out[tb] = fmt.Sprintf("%d rows %x", len(lines), h.Sum(nil))
	}
	return out
}
