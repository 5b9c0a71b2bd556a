package soap

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// TestEveryCodeMapped: each error code has its HTTP status and fault class
// (a new code must be added here and to the mappings).
func TestEveryCodeMapped(t *testing.T) {
	want := map[service.Code]int{
		service.CodeInternal: 500, service.CodeMalformed: 400, service.CodeInvalid: 400, service.CodeUnauthorized: 401,
		service.CodeForbidden: 403, service.CodeNotFound: 404, service.CodeMethodNotAllowed: 405, service.CodeConflict: 409,
		service.CodeBusinessRule: 400, service.CodeTooLarge: 413, service.CodeTooManyRequests: 429,
		service.CodeUnavailable: 503, service.CodeCanceled: 499, service.CodeTimeout: 504,
	}
	require.Len(t, want, len(service.Codes()))
	for _, c := range service.Codes() {
		status, ok := want[c]
		require.True(t, ok, "code %s has no expected status", c)
		require.Equal(t, status, StatusOf(c), c.String())
		for _, v := range []int{11, 12} {
			fc, fs := faultOf(c, v)
			if status >= 500 || c == service.CodeCanceled {
				require.Equal(t, FaultServer, fc, "%s %d", c, v)
				require.Equal(t, 500, fs)
			} else {
				require.Equal(t, FaultClient, fc, "%s %d", c, v)
				require.Equal(t, map[int]int{11: 500, 12: 400}[v], fs)
			}
		}
	}
}
