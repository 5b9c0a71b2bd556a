package soap

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recBatcher is a ReplyBatcher over a recorder: it counts its calls and
// what the recorder held when the reply was released.
type recBatcher struct {
	rec             *httptest.ResponseRecorder
	holds, releases int
	atRelease       int // body bytes written when Release was called
}

func (b *recBatcher) Hold() { b.holds++ }
func (b *recBatcher) Release() error {
	b.releases++
	b.atRelease = b.rec.Body.Len()
	return nil
}

func TestWriteReply(t *testing.T) {
	tests := []struct {
		name    string
		method  string
		size    int
		batcher bool
		held    bool
	}{
		{"small reply: net/http writes it in one", http.MethodPost, 600, true, false},
		{"just under the range", http.MethodPost, batchMin - 1, true, false},
		{"in the range: held", http.MethodPost, 4244, true, true},
		{"top of the range: held", http.MethodGet, batchMax, true, true},
		{"large reply: written as net/http does", http.MethodPost, batchMax + 1, true, false},
		{"no batcher on the connection", http.MethodPost, 4244, false, false},
		{"HEAD: header only", http.MethodHead, 4244, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := bytes.Repeat([]byte("x"), tt.size)
			r := httptest.NewRequest(tt.method, "/v2/sanctions/create", nil)
			rec := httptest.NewRecorder()
			b := &recBatcher{rec: rec}
			if tt.batcher {
				r = r.WithContext(WithReplyBatcher(r.Context(), b))
			}
			rec.Header().Set("Content-Length", strconv.Itoa(len(body)))
			WriteReply(rec, r, http.StatusAccepted, body)

			assert.Equal(t, http.StatusAccepted, rec.Code)
			if tt.method == http.MethodHead {
				assert.Zero(t, rec.Body.Len())
			} else {
				assert.Equal(t, body, rec.Body.Bytes())
			}
			if !tt.held {
				assert.Zero(t, b.holds+b.releases)
				return
			}
			assert.Equal(t, 1, b.holds)
			require.Equal(t, 1, b.releases)
			assert.Equal(t, len(body), b.atRelease, "released before the whole body was flushed to the connection")
			assert.True(t, rec.Flushed)
		})
	}
}
