package soap

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/screengate/screengate/service"
)

// benchWriter is a reusable ResponseWriter that keeps only the size.
type benchWriter struct {
	h http.Header
	n int
}

func (w *benchWriter) Header() http.Header { return w.h }
func (w *benchWriter) WriteHeader(int)     {}
func (w *benchWriter) Write(b []byte) (int, error) {
	w.n += len(b)
	return len(b), nil
}

// BenchmarkSOAPHandler measures the SOAP endpoint end to end without the
// network or the store: read and check the envelope, decode the body
// element, dispatch (a fake that answers empty data), encode the reply
// envelope. GET is the WSDL (generated once per address, then cached).
func BenchmarkSOAPHandler(b *testing.B) {
	s, err := service.NewSchema("")
	if err != nil {
		b.Fatal(err)
	}
	wsdl := strings.Repeat("x", 97000)
	for _, bc := range []struct {
		name, method, body string
		version            int
	}{
		{"CountUnresolvedSearches11", http.MethodPost, body11, 11},
		{"CountUnresolvedSearches12", http.MethodPost, body12, 12},
		{"GetSearch11", http.MethodPost, `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetSearch xmlns="` + ns +
			`"><Authentication><ApiUserId>demo</ApiUserId><ApiUserKey>k</ApiUserKey></Authentication><Request><Id>1050</Id></Request></GetSearch></soap:Body></soap:Envelope>`, 11},
		{"WSDL11", http.MethodGet, "", 11},
	} {
		h := NewHandler(&echoDispatcher{}, s, Config{Version: bc.version, BasePath: "/v2",
			WSDL: func(int, string) []byte { return []byte(wsdl) }})
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			w := &benchWriter{h: http.Header{}}
			for b.Loop() {
				r := httptest.NewRequest(bc.method, "http://127.0.0.1/v2/soap11", strings.NewReader(bc.body))
				r.Header.Set("Content-Type", ContentType(bc.version))
				clear(w.h)
				h.ServeHTTP(w, r)
			}
			b.SetBytes(int64(len(bc.body)))
		})
	}
}
