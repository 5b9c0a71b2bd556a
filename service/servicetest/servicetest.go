// Package servicetest holds test helpers shared by the codec tests of
// several packages: the real schema and a deterministic value filler that
// walks it.
package servicetest

import (
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
)

// FillDate is the date every filled date member holds.
var FillDate = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// FillGUID is the GUID every filled GUID member holds.
const FillGUID = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"

// filler populates a value deterministically by walking the schema:
// strings "String"+member, increasing integers, true, 7.50, FillDate, a
// fixed GUID, the second enum name, lists of items, maps of one entry and
// every pointer set.
type filler struct {
	n     int64
	items int
}

// Fill populates v (a pointer to a value of type t) with lists of items
// entries.
func Fill(t *service.Type, v any, items int) {
	f := &filler{items: items}
	f.value(t, reflect.ValueOf(v).Elem(), t.Name)
}

func (f *filler) value(t *service.Type, v reflect.Value, name string) {
	switch t.Kind {
	case service.KindString:
		v.SetString("String" + name)
	case service.KindBool:
		v.SetBool(true)
	case service.KindShort, service.KindInt, service.KindLong:
		f.n++
		v.SetInt(f.n)
	case service.KindByte:
		f.n++
		v.SetUint(uint64(f.n % 200))
	case service.KindDecimal:
		v.Set(reflect.ValueOf(service.NewDecimal(750, 2)))
	case service.KindDateTime:
		v.Set(reflect.ValueOf(FillDate))
	case service.KindGUID:
		v.Set(reflect.ValueOf(service.MustGUID(FillGUID)))
	case service.KindBytes:
		v.SetBytes([]byte("Bytes" + name))
	case service.KindEnum:
		v.SetInt(int64(1 % len(t.EnumNames)))
	case service.KindStruct:
		for _, fl := range t.Fields {
			fv := v.FieldByIndex(fl.Index)
			if fl.Pointer {
				fv.Set(reflect.New(fv.Type().Elem()))
				fv = fv.Elem()
			}
			f.value(fl.Type, fv, fl.GoName)
		}
	case service.KindList:
		s := reflect.MakeSlice(v.Type(), f.items, f.items)
		for i := 0; i < f.items; i++ {
			f.value(t.Elem, s.Index(i), name+strconv.Itoa(i+1))
		}
		v.Set(s)
	case service.KindMap:
		m := reflect.MakeMap(v.Type())
		m.SetMapIndex(reflect.ValueOf("Key"+name), reflect.ValueOf("Value"+name))
		v.Set(m)
	}
}

// Schema builds the real schema of every operation.
func Schema(t testing.TB) *service.Schema {
	t.Helper()
	s, err := service.NewSchema("")
	require.NoError(t, err)
	return s
}

// Operation looks an operation up by name.
func Operation(t testing.TB, s *service.Schema, name string) *service.Operation {
	t.Helper()
	op, ok := s.Operation(name)
	require.True(t, ok, name)
	return op
}

// RequireGoldenPerOperation checks that dir holds golden files (named
// Op.<suffix>) for exactly the schema's operations: an operation added
// to the registry gets its files with -update, and a removed one leaves
// none behind. The list of operations is the registry's, never a count
// kept by hand.
func RequireGoldenPerOperation(t testing.TB, s *service.Schema, dir, suffix string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("golden files: %v", err)
	}
	have := map[string]bool{}
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), "."+suffix); ok {
			have[name] = true
		}
	}
	for _, op := range s.Operations() {
		if !have[op.Name] {
			t.Errorf("%s: no golden file %s.%s (run go test -update)", dir, op.Name, suffix)
		}
		delete(have, op.Name)
	}
	for name := range have {
		t.Errorf("%s: golden file %s.%s names no operation of the registry", dir, name, suffix)
	}
}
