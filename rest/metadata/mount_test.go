package metadata

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/rest"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/soap"
)

// recorder is a Dispatcher that records the operation it is handed and
// answers with an empty result.
type recorder struct {
	mu   sync.Mutex
	last *service.Request
}

func (d *recorder) Dispatch(_ context.Context, req *service.Request) (service.Reply, error) {
	d.mu.Lock()
	d.last = req
	d.mu.Unlock()
	data := req.Op.NewData()
	service.SetStatus(data, service.SuccessStatus())
	return service.Reply{Data: data}, nil
}

func (d *recorder) take() *service.Request {
	d.mu.Lock()
	defer d.mu.Unlock()
	r := d.last
	d.last = nil
	return r
}

// mounted is the service as cmd/screengate wires it: the REST server with
// the SOAP endpoints and the metadata pages in Extra.
func mounted(t *testing.T) (*service.Schema, *recorder, http.Handler) {
	t.Helper()
	s, err := service.NewSchema("")
	require.NoError(t, err)
	d := &recorder{}
	xsd := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/xml")
		w.Header().Set("Content-Length", "12")
		_, _ = w.Write([]byte("<xs:schema/>"))
	})
	pages, err := New(s, Config{BasePath: "/v2", XSD: xsd})
	require.NoError(t, err)
	extra := map[string]http.Handler{}
	for _, v := range []int{11, 12} {
		extra["/soap"+strconv.Itoa(v)] = soap.NewHandler(d, s, soap.Config{Version: v, BasePath: "/v2"})
	}
	for _, p := range pages.Paths() {
		extra[p] = pages
	}
	return s, d, rest.New(d, s, rest.Config{BasePath: "/v2", Extra: extra})
}

func TestMountedOnRESTServer(t *testing.T) {
	_, _, h := mounted(t)
	for _, u := range []string{"/v2/metadata", "/V2/Metadata", "/v2/json/metadata?op=GetSearch", "/v2/soap12/metadata?op=getsubuser", "/v2/openapi.json"} {
		w := get(t, h, u, nil)
		require.Equal(t, http.StatusOK, w.Code, u)
	}
	w := get(t, h, "/v2/metadata/", nil)
	require.Equal(t, http.StatusMovedPermanently, w.Code)
	require.Equal(t, "/v2/metadata", w.Header().Get("Location"))
	w = get(t, h, "/v2/metadata?xsd=1", nil)
	require.Equal(t, "<xs:schema/>", w.Body.String())
}

// TestSamplesAreAccepted replays the sample request of every page against
// the real endpoints: each one must reach its operation.
func TestSamplesAreAccepted(t *testing.T) {
	s, d, h := mounted(t)
	for _, op := range s.Operations() {
		for _, fi := range formats {
			t.Run(fi.key+"/"+op.Name, func(t *testing.T) {
				page := get(t, h, "/v2/"+fi.key+"/metadata?op="+op.Name, nil).Body.String()
				req, resp := samplesOf(t, page)
				method, target, ok := strings.Cut(strings.TrimSuffix(req.start, " HTTP/1.1"), " ")
				require.True(t, ok)
				r := httptest.NewRequest(method, "http://"+req.headers["Host"]+target, strings.NewReader(req.body))
				for k, v := range req.headers {
					if k != "Host" && k != "Content-Length" {
						r.Header.Set(k, v)
					}
				}
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				require.Equal(t, http.StatusOK, w.Code, w.Body.String())
				got := d.take()
				require.NotNil(t, got, "not dispatched: %s", w.Body.String())
				require.Equal(t, op, got.Op)
				require.Equal(t, resp.headers["Content-Type"], w.Header().Get("Content-Type"))
				// The sample's credentials arrive, from the body or the headers.
				a := got.Header
				if c, ok := got.Value.(interface {
					Credentials() *service.Authentication
				}); ok && c.Credentials().APIUserID != "" {
					a = *c.Credentials()
				}
				require.Equal(t, "String", a.APIUserID)
				require.Equal(t, "String", a.APIUserKey)
			})
		}
	}
}
