package service

import (
	"math/rand"
	"testing"
	"time"
)

func TestAppendXMLDateSameAsFormat(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	check := func(tm time.Time) {
		u := tm.UTC()
		want := u.AppendFormat(nil, "2006-01-02T15:04:05")
		got := AppendXMLDate(nil, tm)
		if string(got[:min(len(got), len(want))]) != string(want) {
			t.Fatalf("%v: got %s want %s", tm, got, want)
		}
	}
	for i := 0; i < 20000; i++ {
		check(time.Unix(r.Int63n(400000000000)-200000000000, r.Int63n(1e9)).In(time.FixedZone("x", r.Intn(50000)-25000)))
	}
	check(time.Time{})
	check(time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC))
	check(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC))
	check(time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC))
}
