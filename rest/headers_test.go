package rest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// captureDispatcher keeps the last call and answers it with empty data.
type captureDispatcher struct{ req *service.Request }

func (d *captureDispatcher) Dispatch(_ context.Context, req *service.Request) (service.Reply, error) {
	d.req = req
	return service.Reply{Data: req.Op.NewData()}, nil
}

// TestHeadersReadAndWritten: the headers the server reads and writes by
// their canonical names (headerValue, setHeader) are the ones clients
// send and get, whatever the case they are sent in.
func TestHeadersReadAndWritten(t *testing.T) {
	schema, err := service.NewSchema("")
	require.NoError(t, err)
	d := &captureDispatcher{}
	s := New(d, schema, Config{})
	send := func(header map[string]string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodPost, "/v2/sanctions/create", strings.NewReader(`{"request":{"name":"x"}}`))
		for k, v := range header {
			r.Header.Set(k, v) // as net/http reads them: canonical names
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		return w
	}

	w := send(map[string]string{"content-type": "application/json", "x-api-user": "u1", "X-API-KEY": "k1",
		"x-user-id": "sub", "x-request-id": "req-42", "accept": "application/json"})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	require.Equal(t, service.Authentication{APIUserID: "u1", APIUserKey: "k1", UserID: "sub"}, d.req.Header)
	require.Equal(t, "req-42", w.Header().Get("X-Request-Id"))
	require.Equal(t, "application/json; charset=utf-8", w.Header().Get("Content-Type"))
	require.Equal(t, "Accept", w.Header().Get("Vary"))
	require.Equal(t, strconv.Itoa(w.Body.Len()), w.Header().Get("Content-Length"))

	w = send(map[string]string{"content-type": "application/json", "accept": "application/xml"})
	require.Equal(t, "application/xml", w.Header().Get("Content-Type"), "Accept read")

	w = send(map[string]string{"content-type": "application/json", "x-http-method-override": "TRACE"})
	require.Equal(t, http.StatusBadRequest, w.Code, "X-Http-Method-Override read")
}
