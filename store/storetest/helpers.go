package storetest

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/store/dataset"
)

// demoSet is the demo data set as loaded at now (the expectations of the
// list tests are computed from it in Go).
func demoSet(tb testing.TB, now time.Time) *dataset.Set {
	tb.Helper()
	s, err := dataset.Demo(now, []byte(testSecret))
	require.NoError(tb, err)
	return s
}

func ptr[T any](v T) *T { return &v }
