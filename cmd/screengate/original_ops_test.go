package main

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// originalOperation is one line of testdata/original-operations.txt.
type originalOperation struct {
	Name, Method, Path string // Method and Path empty where the original shows no route
}

func originalOperations(t *testing.T) []originalOperation {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "original-operations.txt"))
	require.NoError(t, err)
	defer f.Close()
	var out []originalOperation
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && f[1] == "-":
			out = append(out, originalOperation{Name: f[0]})
		case len(f) == 3:
			out = append(out, originalOperation{Name: f[0], Method: f[1], Path: f[2]})
		default:
			t.Fatalf("original-operations.txt: bad line %q", line)
		}
	}
	require.NoError(t, sc.Err())
	return out
}

// TestOriginalOperationsReachable: every operation of the original that
// the registry implements keeps the original's route (where its pages show
// one) and answers — with the authentication error, proving the operation
// was found and dispatched — on its REST routes, the predefined
// /json/reply and /xml/reply routes, and SOAP 1.1 and 1.2. Every operation
// of the registry must be one of the original's: the list is the registry,
// not a count kept here.
func TestOriginalOperationsReachable(t *testing.T) {
	schema, err := service.NewSchema("")
	require.NoError(t, err)
	orig := map[string]originalOperation{}
	for _, o := range originalOperations(t) {
		orig[o.Name] = o
	}
	s := startServer(t, "-auth-fail-rate", "0", "-register-rate", "0")
	bad := []string{"X-Api-User", "ghost", "X-Api-Key", "nope"}
	ns := schema.Namespace
	for _, op := range schema.Operations() {
		t.Run(op.Name, func(t *testing.T) {
			o, ok := orig[op.Name]
			require.True(t, ok, "%s is not an operation of the original (testdata/original-operations.txt)", op.Name)
			if o.Path != "" {
				require.True(t, slices.Contains(op.Routes, service.Route{Method: o.Method, Path: o.Path}),
					"%s: the original's route %s %s is missing from %v", op.Name, o.Method, o.Path, op.Routes)
			}
			want := 401
			if op.Public {
				want = 0 // any answer but "no such route"
			}
			check := func(r reply, what string) {
				t.Helper()
				require.NotContains(t, []int{404, 405}, r.status, "%s: %s", what, r.body)
				if want != 0 {
					require.Equal(t, want, r.status, "%s: %s", what, r.body)
				}
			}
			require.NotEmpty(t, op.Routes)
			for _, rt := range op.Routes {
				path := strings.NewReplacer("{Id}", "1", "{id}", "1").Replace(rt.Path)
				if rt.Method == "GET" || rt.Method == "DELETE" {
					check(s.do(t, rt.Method, path, "", "", bad...), rt.Method+" "+path)
				} else {
					check(s.do(t, rt.Method, path, "application/json", `{}`, bad...), rt.Method+" "+path)
				}
			}
			check(s.do(t, "POST", "/json/reply/"+op.Name, "application/json", `{}`, bad...), "json/reply")
			check(s.do(t, "POST", "/xml/reply/"+op.Name, "application/xml", `<`+op.Name+` xmlns="`+ns+`"/>`, bad...), "xml/reply")
			for _, v := range []struct{ path, envNS, ct string }{
				{"/soap11", "http://schemas.xmlsoap.org/soap/envelope/", "text/xml; charset=utf-8"},
				{"/soap12", "http://www.w3.org/2003/05/soap-envelope", "application/soap+xml; charset=utf-8"},
			} {
				env := `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="` + v.envNS + `"><s:Body><` + op.Name +
					` xmlns="` + ns + `"><Authentication><ApiUserId>ghost</ApiUserId><ApiUserKey>nope</ApiUserKey></Authentication></` +
					op.Name + `></s:Body></s:Envelope>`
				r := s.do(t, "POST", v.path, v.ct, env, "SOAPAction", op.Name)
				body := string(r.body)
				if want != 0 {
					require.Contains(t, body, "Unauthorized", "%s: %s", v.path, body)
				}
				require.Contains(t, body, op.Name+"Response", "%s: %s", v.path, body)
			}
		})
	}
}
