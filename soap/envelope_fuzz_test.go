package soap

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// fuzzDispatcher answers by the API key of the request, so that fuzzed
// envelopes reach every reply path: "bad" Unauthorized, "invalid" a
// validation error whose field name and message echo the API user id
// (client text in the reply), "boom" an internal error; anything else
// succeeds with the operation's empty data.
type fuzzDispatcher struct{}

func (fuzzDispatcher) Dispatch(_ context.Context, r *service.Request) (service.Reply, error) {
	var a service.Authentication
	if c, ok := r.Value.(interface {
		Credentials() *service.Authentication
	}); ok && c.Credentials() != nil {
		a = *c.Credentials()
	}
	switch a.APIUserKey {
	case "bad":
		return service.Reply{}, &service.Error{Code: service.CodeUnauthorized, Message: "Invalid API credentials"}
	case "invalid":
		return service.Reply{}, &service.Error{Code: service.CodeInvalid, ErrorCode: "InvalidValue", Message: "'" + a.APIUserID + "' is not valid",
			Fields: []service.FieldError{{ErrorCode: "InvalidValue", FieldName: a.APIUserID, Message: "bad " + a.APIUserID}}}
	case "boom":
		return service.Reply{}, errors.New("database exploded: " + a.APIUserID)
	}
	data := r.Op.NewData()
	service.SetStatus(data, service.SuccessStatus())
	return service.Reply{Data: data}, nil
}

func fuzzHandlers(t testing.TB) map[uint8]*Handler {
	t.Helper()
	s, err := service.NewSchema("")
	require.NoError(t, err)
	hs := map[uint8]*Handler{}
	for _, v := range []int{11, 12} {
		for _, all := range []bool{false, true} {
			sel := uint8(0)
			if v == 12 {
				sel |= 1
			}
			if all {
				sel |= 2
			}
			hs[sel] = NewHandler(fuzzDispatcher{}, s, Config{Version: v, BasePath: "/v2", FaultAll: all, MaxBodyBytes: 64 << 10,
				Limits: XMLLimits{MaxDepth: 32, MaxElements: 2000}})
		}
	}
	return hs
}

// FuzzSOAPEnvelope drives Handler.ServeHTTP (SOAP 1.1 or 1.2, with or
// without FaultAll) with any body and SOAPAction. Properties: it never
// panics and never hangs (5 s per message); the status is 200, 400 or 500
// as the version's HTTP binding says; the reply is always one well-formed
// envelope of the endpoint's version (checked by a strict parser, so
// invalid UTF-8 or characters XML forbids fail) whose Body holds exactly
// one element: a Fault whose code fits the status, or an {Op}Response
// (with X-Status in the HTTP and SOAP headers alike for operation errors).
func FuzzSOAPEnvelope(f *testing.F) {
	hs := fuzzHandlers(f)
	for _, b := range []string{body11, body12,
		strings.Replace(body11, "<ApiUserKey>k<", "<ApiUserKey>bad<", 1),
		strings.Replace(body11, "<ApiUserId>demo</ApiUserId><ApiUserKey>k<", "<ApiUserId>Fi\xc3\xa9ld&lt;x&gt;</ApiUserId><ApiUserKey>invalid<", 1),
		strings.Replace(body12, "<ApiUserKey>k<", "<ApiUserKey>boom<", 1),
		`<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Header><Sec xmlns="urn:x" s:mustUnderstand="1"/></s:Header><s:Body><GetSearch xmlns="` + ns + `"/></s:Body></s:Envelope>`,
		`<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Header><Sec xmlns="urn:x" s:mustUnderstand="true"/></s:Header><s:Body><GetSearch xmlns="` + ns + `"/></s:Body></s:Envelope>`,
		`<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><` + strings.Repeat("x", 99) + "\u00e9" + ` xmlns="` + ns + `"/></s:Body></s:Envelope>`,
		`<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetSearch xmlns="` + ns + `"><Request><Id>abc</Id><SubUserName>&#xFFFE;</SubUserName></Request></GetSearch></s:Body></s:Envelope>`,
		`<s:Envelope xmlns:s="urn:other"><s:Body/></s:Envelope>`, `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaa">]><x>&a;</x>`,
		`<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetSearch xmlns="` + ns + `"/></s:Body></s:Envelope><x/>`,
		"\xff\xfe<\x00x\x00/\x00>\x00", "", "<", `<Envelope xmlns="http://schemas.xmlsoap.org/soap/envelope/"><Body><A xmlns="urn:a"/><B/></Body></Envelope>`,
	} {
		for sel := uint8(0); sel < 4; sel++ {
			f.Add([]byte(b), "", sel)
		}
	}
	f.Add([]byte(body11), "GetSearch\xff\x01"+strings.Repeat("\u00e9", 60), uint8(0))
	f.Add([]byte(body12), `"urn:x/CountUnresolvedSearches"`, uint8(1))
	f.Fuzz(func(t *testing.T, body []byte, action string, sel uint8) {
		h := hs[sel&3]
		version := 11
		if sel&1 != 0 {
			version = 12
		}
		req := httptest.NewRequest(http.MethodPost, "/v2/soap"+strconv.Itoa(version), bytes.NewReader(body))
		req.Header.Set("Content-Type", ContentType(version))
		if action != "" && httpHeaderValueOK(action) {
			req.Header.Set("SOAPAction", action)
		}
		rec := httptest.NewRecorder()
		done := make(chan struct{})
		go func() {
			defer close(done)
			h.ServeHTTP(rec, req)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("no reply in 5s to %q", body)
		}
		checkSOAPReply(t, version, rec, body)
	})
}

// httpHeaderValueOK reports whether net/http would send v as a header value
// (a real client cannot send others).
func httpHeaderValueOK(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < 0x20 && c != '\t' || c == 0x7f {
			return false
		}
	}
	return true
}

// checkSOAPReply asserts the reply properties of FuzzSOAPEnvelope.
func checkSOAPReply(t *testing.T, version int, rec *httptest.ResponseRecorder, in []byte) {
	t.Helper()
	res := rec.Result()
	out, _ := io.ReadAll(res.Body)
	require.Contains(t, []int{200, 400, 500}, res.StatusCode, "%q -> %s", in, out)
	require.Equal(t, ContentType(version), res.Header.Get("Content-Type"))
	root := parseStrict(t, out, in)
	envNS := NS11
	if version == 12 {
		envNS = NS12
	}
	require.Equal(t, xml.Name{Space: envNS, Local: "Envelope"}, root.XMLName, "%s", out)
	var body *xnode
	var xstatus string
	for i := range root.Kids {
		k := &root.Kids[i]
		require.Equal(t, envNS, k.XMLName.Space, "%s", out)
		switch k.XMLName.Local {
		case "Header":
			for _, hd := range k.Kids {
				if hd.XMLName.Local == "X-Status" {
					xstatus = strings.TrimSpace(hd.Text)
				}
			}
		case "Body":
			body = k
		default:
			t.Fatalf("unexpected %s in the reply envelope: %s", k.XMLName.Local, out)
		}
	}
	require.NotNil(t, body, "%s", out)
	require.Len(t, body.Kids, 1, "%s", out)
	el := body.Kids[0]
	if el.XMLName == (xml.Name{Space: envNS, Local: "Fault"}) {
		code := faultCodeOf(t, version, &el, out)
		want := 500
		if version == 12 && code == "Sender" {
			want = 400
		}
		require.Equal(t, want, res.StatusCode, "%s", out)
		require.NotEqual(t, "", code, "%s", out)
		return
	}
	require.Equal(t, 200, res.StatusCode, "%s", out)
	require.True(t, strings.HasSuffix(el.XMLName.Local, "Response"), "%s", out)
	require.Equal(t, res.Header.Get("X-Status"), xstatus, "%s", out)
}

func faultCodeOf(t *testing.T, version int, fault *xnode, out []byte) string {
	t.Helper()
	for _, k := range fault.Kids {
		if version == 11 && k.XMLName.Local == "faultcode" {
			_, local, _ := strings.Cut(strings.TrimSpace(k.Text), ":")
			return local
		}
		if version == 12 && k.XMLName.Local == "Code" {
			for _, v := range k.Kids {
				if v.XMLName.Local == "Value" {
					_, local, _ := strings.Cut(strings.TrimSpace(v.Text), ":")
					return local
				}
			}
		}
	}
	t.Fatalf("fault without a code: %s", out)
	return ""
}

// xnode is a generic element for the strict reply parse.
type xnode struct {
	XMLName xml.Name
	Text    string  `xml:",chardata"`
	Kids    []xnode `xml:",any"`
}

// parseStrict parses a whole reply with encoding/xml in strict mode: one
// root, UTF-8 only, only characters XML 1.0 allows, nothing after the root.
func parseStrict(t *testing.T, out, in []byte) *xnode {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(out))
	d.Strict = true
	var root xnode
	require.NoError(t, d.Decode(&root), "reply to %q is not well-formed: %q", in, out)
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err, "reply to %q: %q", in, out)
		cd, ok := tok.(xml.CharData)
		require.True(t, ok && len(bytes.TrimSpace(cd)) == 0, "data after the root in %q", out)
	}
	return &root
}

// TestXMLFieldErrorsBounded: a member sent many times with a bad value is
// reported once, and a document yields at most 100 field errors (90,000
// copies of <Id>x</Id> made a 9 MB error reply).
func TestXMLFieldErrorsBounded(t *testing.T) {
	s, err := service.NewSchema("")
	require.NoError(t, err)
	op, _ := s.Operation("GetSearch")
	src := `<GetSearch><Request>` + strings.Repeat(`<Id>x</Id>`, 90_000) + `</Request></GetSearch>`
	err = DecodeXML([]byte(src), op.Request, op.NewRequest(), XMLLimits{})
	var e *service.Error
	require.True(t, errors.As(err, &e))
	require.Len(t, e.Fields, 1)
	var b strings.Builder
	b.WriteString(`<GetSearch><Request>`)
	for i := 0; i < 300; i++ {
		name := []byte("onlyshowunresolvedresults")
		for j := range name {
			if i>>j&1 == 1 {
				name[j] -= 'a' - 'A'
			}
		}
		b.WriteString("<" + string(name) + ">perhaps</" + string(name) + ">")
	}
	b.WriteString(`</Request></GetSearch>`)
	err = DecodeXML([]byte(b.String()), op.Request, op.NewRequest(), XMLLimits{})
	require.True(t, errors.As(err, &e))
	require.Len(t, e.Fields, 100)
}

// TestFaultTextIsWellFormed: fault and error texts that carry client bytes
// (a SOAPAction header with invalid UTF-8 or characters XML forbids; an
// unknown body element name cut at 100 bytes in the middle of a character)
// still give well-formed replies. Before the fix the fault string copied
// the raw bytes, so the reply was not XML at all.
func TestFaultTextIsWellFormed(t *testing.T) {
	hs := fuzzHandlers(t)
	for _, c := range []struct {
		name, action, body string
	}{
		{"invalid UTF-8 in SOAPAction", "urn:\xff\xfe/GetSearch", body11},
		{"U+FFFE in SOAPAction", "urn:\uFFFE/GetSearch", body11},
		{"long SOAPAction cut inside a character", strings.Repeat("\u00e9", 60) + "/GetSearch", body11},
		{"unknown operation cut inside a character", "", `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><` + strings.Repeat("x", 99) + "\u00e9" + ` xmlns="` + ns + `"/></s:Body></s:Envelope>`},
		{"foreign namespace cut inside a character", "", `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><A xmlns="urn:` + strings.Repeat("y", 195) + "\u00e9\u00e9" + `"/></s:Body></s:Envelope>`},
	} {
		for sel, h := range hs {
			version := 11 + int(sel&1)
			t.Run(c.name+"/"+strconv.Itoa(version), func(t *testing.T) {
				req := httptest.NewRequest(http.MethodPost, "/v2/soap"+strconv.Itoa(version), strings.NewReader(c.body))
				if c.action != "" {
					req.Header.Set("SOAPAction", c.action)
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				checkSOAPReply(t, version, rec, []byte(c.body))
				require.NotEqual(t, 200, rec.Code, "%s", rec.Body)
			})
		}
	}
}
