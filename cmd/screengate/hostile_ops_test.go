package main

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// hostileTemplates are requests every operation must refuse the same way,
// in the file format of testdata/hostile (README.md there), with OP
// standing for the operation's name. TestHostileInputs has hand-written
// cases for particular operations and members; these are sent to every
// operation of the registry on every transport, so an operation added
// later is covered without editing a list.
var hostileTemplates = []struct{ name, text string }{
	{"json-truncated", `method: POST
path: /json/reply/OP
content-type: application/json
auth: demo
status: 400
error: SerializationException
field: -
---
{"request":{"id":`},
	{"json-deep", `method: POST
path: /json/reply/OP
content-type: application/json
auth: demo
generate: repeat 10000 [
generate: repeat 10000 ]
status: 400
error: SerializationException
field: -
---
{"x":@@@@}`},
	{"xml-xxe", `method: POST
path: /xml/reply/OP
content-type: application/xml
auth: demo
header: Accept: application/xml
status: 400
error: SerializationException
field: -
not-contains: root:x
---
<?xml version="1.0"?><!DOCTYPE OP [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><OP><Request><SubUserName>&xxe;</SubUserName></Request></OP>`},
	{"soap11-xxe", `method: POST
path: /soap11
content-type: text/xml; charset=utf-8
header: SOAPAction: "OP"
status: 500
fault: Client
not-contains: root:x
---
<?xml version="1.0"?><!DOCTYPE s:Envelope [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><OP xmlns="http://schemas.servicestack.net/types"><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>demo-secret-key</ApiUserKey></Authentication><Request><SubUserName>&xxe;</SubUserName></Request></OP></s:Body></s:Envelope>`},
	{"soap12-billion-laughs", `method: POST
path: /soap12
content-type: application/soap+xml; charset=utf-8; action="OP"
generate: billion-laughs
status: 400
fault: Sender
---
@@<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><OP xmlns="http://schemas.servicestack.net/types"><Request><SubUserName>&lol9;</SubUserName></Request></OP></s:Body></s:Envelope>`},
	{"soap12-truncated", `method: POST
path: /soap12
content-type: application/soap+xml; charset=utf-8
status: 400
fault: Sender
---
<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><OP xmlns="http://schemas.servicestack.net/types"><Authentication>`},
}

// TestHostileEveryOperation sends every template of hostileTemplates to
// every operation of the registry against one real server and checks each
// answer exactly, then that the server is healthy, logged no panic and
// leaked no file, and that the store is byte for byte what it was.
func TestHostileEveryOperation(t *testing.T) {
	s := startServer(t)
	before := hostileSnapshot(t, s.db)
	client := &http.Client{Timeout: 30 * time.Second}
	ops := registryOps()
	require.NotEmpty(t, ops)
	for _, op := range ops {
		for _, tmpl := range hostileTemplates {
			name := op + "/" + tmpl.name
			c, err := parseHostileCase(name, []byte(strings.ReplaceAll(tmpl.text, "OP", op)))
			require.NoError(t, err, name)
			t.Run(name, func(t *testing.T) {
				c.check(t, c.send(t, client, s))
			})
		}
	}
	r := s.do(t, "GET", s.root+"/healthz", "", "")
	require.Equal(t, 200, r.status)
	r = s.postJSON(t, "/sanctions/get", `{"request":{"id":1001}}`, demoHeaders...)
	require.Equal(t, 200, r.status, "%s", r.body)
	logs := s.stderr.String()
	require.NotContains(t, logs, "panic")
	require.NotContains(t, logs, "root:x:0:0")
	require.Equal(t, before, hostileSnapshot(t, s.db), "the store changed")
}
