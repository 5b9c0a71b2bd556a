package soap

import (
	"strconv"
	"unicode/utf8"

	"github.com/screengate/screengate/service"
)

// Envelope namespaces.
const (
	NS11 = "http://schemas.xmlsoap.org/soap/envelope/"
	NS12 = "http://www.w3.org/2003/05/soap-envelope"
	xsi  = "http://www.w3.org/2001/XMLSchema-instance"
)

// ContentType is the reply content type of a SOAP version (11 or 12).
func ContentType(version int) string {
	if version == 12 {
		return "application/soap+xml; charset=utf-8"
	}
	return "text/xml; charset=utf-8"
}

func envNS(version int) string {
	if version == 12 {
		return NS12
	}
	return NS11
}

// AppendEnvelope appends a complete SOAP reply: the XML declaration, the
// Envelope, an X-Status header when status is not 200 (ServiceStack's way
// of reporting an operation error over SOAP), and a Body whose content
// body() appends.
func AppendEnvelope(b []byte, version, status int, ns string, body func([]byte) []byte) []byte {
	return AppendEnvelopeAddressed(b, version, status, ns, Addressing{}, body)
}

// Addressing is the WS-Addressing Action header of a reply; the zero value
// writes none.
type Addressing struct {
	NS     string // the addressing namespace (2004/08 or 2005/08)
	Action string // e.g. GetSearchResponse
}

// AppendEnvelopeAddressed is [AppendEnvelope] with a WS-Addressing Action
// header, written as WCF writes it: xmlns:a on the Envelope and
// <a:Action s:mustUnderstand="1">…</a:Action> first in the Header.
func AppendEnvelopeAddressed(b []byte, version, status int, ns string, a Addressing, body func([]byte) []byte) []byte {
	b = append(b, `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="`...)
	b = append(b, envNS(version)...)
	if a.NS != "" {
		b = append(b, `" xmlns:a="`...)
		b = envEscape(b, a.NS)
	}
	b = append(b, `">`...)
	if status != 200 || a.NS != "" {
		b = append(b, `<s:Header>`...)
		if a.NS != "" {
			b = append(b, `<a:Action s:mustUnderstand="1">`...)
			b = envEscape(b, a.Action)
			b = append(b, `</a:Action>`...)
		}
		if status != 200 {
			b = append(b, `<X-Status xmlns="`...)
			b = envEscape(b, ns)
			b = append(b, `">`...)
			b = strconv.AppendInt(b, int64(status), 10)
			b = append(b, `</X-Status>`...)
		}
		b = append(b, `</s:Header>`...)
	}
	b = append(b, `<s:Body>`...)
	b = body(b)
	return append(b, `</s:Body></s:Envelope>`...)
}

// FaultCode is a SOAP fault class; it renders per version.
type FaultCode uint8

// The fault classes.
const (
	FaultClient FaultCode = iota // 1.1 Client, 1.2 Sender
	FaultServer                  // 1.1 Server, 1.2 Receiver
	FaultVersionMismatch
	FaultMustUnderstand
)

// faultOf maps an error code to its fault class and HTTP status, once per
// version: 1.1 faults are always HTTP 500; 1.2 Sender faults are 400 and
// the others 500 (SOAP 1.2 HTTP binding).
func faultOf(c service.Code, version int) (FaultCode, int) {
	fc := FaultClient
	switch c {
	case service.CodeInternal, service.CodeUnavailable, service.CodeTimeout, service.CodeCanceled:
		fc = FaultServer
	}
	return fc, faultStatus(fc, version)
}

func faultStatus(fc FaultCode, version int) int {
	if version == 12 && fc == FaultClient {
		return 400
	}
	return 500
}

func (fc FaultCode) local(version int) string {
	switch fc {
	case FaultVersionMismatch:
		return "VersionMismatch"
	case FaultMustUnderstand:
		return "MustUnderstand"
	case FaultServer:
		if version == 12 {
			return "Receiver"
		}
		return "Server"
	}
	if version == 12 {
		return "Sender"
	}
	return "Client"
}

// AppendFault appends a complete SOAP Fault envelope of the given version.
// detail, when non-nil, appends the detail content (a ResponseStatus).
func AppendFault(b []byte, version int, fc FaultCode, msg string, detail func([]byte) []byte) []byte {
	b = append(b, `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="`...)
	b = append(b, envNS(version)...)
	b = append(b, `">`...)
	if version == 12 && fc == FaultVersionMismatch {
		b = append(b, `<s:Header><s:Upgrade><s:SupportedEnvelope qname="s12:Envelope" xmlns:s12="`+NS12+`"/></s:Upgrade></s:Header>`...)
	}
	b = append(b, `<s:Body><s:Fault>`...)
	if version == 12 {
		b = append(b, `<s:Code><s:Value>s:`...)
		b = append(b, fc.local(12)...)
		b = append(b, `</s:Value></s:Code><s:Reason><s:Text xml:lang="en">`...)
		b = envEscape(b, msg)
		b = append(b, `</s:Text></s:Reason>`...)
		if detail != nil {
			b = append(b, `<s:Detail>`...)
			b = detail(b)
			b = append(b, `</s:Detail>`...)
		}
	} else {
		b = append(b, `<faultcode>s:`...)
		b = append(b, fc.local(11)...)
		b = append(b, `</faultcode><faultstring>`...)
		b = envEscape(b, msg)
		b = append(b, `</faultstring>`...)
		if detail != nil {
			b = append(b, `<detail>`...)
			b = detail(b)
			b = append(b, `</detail>`...)
		}
	}
	return append(b, `</s:Fault></s:Body></s:Envelope>`...)
}

// envEscape appends s escaped for XML text and attribute values. s may come
// from the client (a SOAPAction header, a tag name cut short), so it is made
// well-formed: invalid UTF-8 becomes U+FFFD, and characters XML 1.0 does not
// allow (controls other than tab and newline, U+FFFE, U+FFFF) are left out.
func envEscape(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				b = append(b, "\uFFFD"...)
			case r == 0xFFFE || r == 0xFFFF:
			default:
				b = append(b, s[i:i+size]...)
			}
			i += size
			continue
		}
		i++
		switch c {
		case '<':
			b = append(b, "&lt;"...)
		case '>':
			b = append(b, "&gt;"...)
		case '&':
			b = append(b, "&amp;"...)
		case '"':
			b = append(b, "&quot;"...)
		case '\r':
			b = append(b, "&#xD;"...)
		default:
			if c < 0x20 && c != '\t' && c != '\n' {
				continue
			}
			b = append(b, c)
		}
	}
	return b
}
