package screening

import (
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

func sampleEntity() Entity {
	return Entity{
		List: "OFACL", Key: "10689", Kind: KindPerson,
		Names: []Name{
			{Full: "SAEED, Muhammad", First: "Muhammad", Last: "SAEED", Type: NamePrimary},
			{Full: "SAEED, Hafiz", First: "Hafiz", Last: "SAEED", Type: NameAlias, Quality: QualityStrong},
			{Full: "HAFIZ SAHIB", Last: "HAFIZ SAHIB", Type: NameAlias, Quality: QualityWeak},
		},
		BirthDates:    []Date{{Year: 1950, Month: 6, Day: 5, Text: "05 Jun 1950"}, {Year: 1949, Circa: true}},
		BirthPlaces:   []Place{{Place: "Sargodha, Punjab", Country: Country{Name: "Pakistan", Code: "PK"}}},
		Nationalities: []Country{{Name: "Pakistan", Code: "PK"}},
		Addresses:     []Address{{Lines: []string{"House No. 116 E"}, City: "Lahore", Country: Country{Name: "Pakistan", Code: "PK"}}},
		Documents:     []Document{{Type: "passport", Label: "Passport", Number: "BE5978421", Country: Country{Name: "Pakistan", Code: "PK"}}},
		Programs:      []string{"SDGT"},
		Remarks:       []Remark{{Name: "Remarks", Description: "x"}},
	}
}

func TestEncodeRoundTrip(t *testing.T) {
	e := sampleEntity()
	b, err := e.Encode()
	require.NoError(t, err)
	require.Contains(t, string(b), `"kind":"person"`)
	require.Contains(t, string(b), `"type":"aka","quality":"weak"`)
	require.NotContains(t, string(b), `"Middle"`)
	got, err := DecodeEntity(b)
	require.NoError(t, err)
	require.Equal(t, e, got)

	for _, bad := range []string{`{"kind":"spaceship"}`, `{"names":[{"type":"nickname"}]}`, `{"names":[{"quality":"meh"}]}`, `[`} {
		_, err := DecodeEntity([]byte(bad))
		require.Error(t, err, bad)
	}
}

func TestHashIgnoresOrder(t *testing.T) {
	a := sampleEntity()
	b := sampleEntity()
	b.Names[1], b.Names[2] = b.Names[2], b.Names[1]
	b.BirthDates[0], b.BirthDates[1] = b.BirthDates[1], b.BirthDates[0]
	require.Equal(t, a.Hash(), b.Hash())
	require.Equal(t, "SAEED, Hafiz", b.Names[2].Full, "hashing must not reorder the entity itself")

	// The primary name is not just another name.
	c := sampleEntity()
	c.Names[0], c.Names[1] = c.Names[1], c.Names[0]
	require.NotEqual(t, a.Hash(), c.Hash())
}

// TestHashCoversEveryField changes each field of Entity (and of the
// structs it holds) in turn and checks that the hash changes: a field added
// later cannot be forgotten by the hash.
func TestHashCoversEveryField(t *testing.T) {
	h0 := func() Hash { e := sampleEntity(); return e.Hash() }()
	type step struct {
		field int
		elem  bool // first element of a slice (appended when empty)
	}
	var walk func(typ reflect.Type, steps []step, name string)
	leaves := 0
	walk = func(typ reflect.Type, steps []step, name string) {
		switch {
		case typ.Kind() == reflect.Struct:
			for i := 0; i < typ.NumField(); i++ {
				walk(typ.Field(i).Type, append(slices.Clone(steps), step{field: i}), name+"."+typ.Field(i).Name)
			}
			return
		case typ.Kind() == reflect.Slice && typ.Elem().Kind() == reflect.Struct:
			walk(typ.Elem(), append(slices.Clone(steps), step{elem: true}), name+"[0]")
			return
		}
		leaves++
		e := sampleEntity()
		v := reflect.ValueOf(&e).Elem()
		for _, s := range steps {
			if s.elem {
				if v.Len() == 0 {
					v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem()))
				}
				v = v.Index(0)
			} else {
				v = v.Field(s.field)
			}
		}
		switch v.Kind() {
		case reflect.String:
			v.SetString(v.String() + "~")
		case reflect.Slice:
			v.Set(reflect.Append(v, reflect.ValueOf("~")))
		case reflect.Int16, reflect.Int, reflect.Int64:
			v.SetInt(v.Int() + 7)
		case reflect.Uint8:
			v.SetUint(v.Uint() + 1)
		case reflect.Bool:
			v.SetBool(!v.Bool())
		default:
			t.Fatalf("%s: no mutation for kind %s", name, v.Kind())
		}
		require.NotEqual(t, h0, e.Hash(), "changing %s must change the hash", name)
	}
	walk(reflect.TypeOf(Entity{}), nil, "Entity")
	require.Greater(t, leaves, 40)
}

func TestDiff(t *testing.T) {
	h := func(b byte) Hash { return Hash{b} }
	old := map[string]Hash{"1": h(1), "2": h(2), "3": h(3)}
	new := map[string]Hash{"1": h(1), "2": h(9), "4": h(4)}
	require.Equal(t, []EntityChange{{"EU", "2", Modified}, {"EU", "3", Removed}, {"EU", "4", Added}}, Diff("EU", old, new))
	require.Empty(t, Diff("EU", old, old))
	require.Len(t, Diff("EU", nil, old), 3)
}

func TestMerge(t *testing.T) {
	a := sampleEntity()
	b := Entity{List: "OFACL", Key: "10689", Names: []Name{a.Names[0], {Full: "TestOneWord", Type: NameAlias}},
		Programs: []string{"SDGT", "IRAN"}, Gender: "male"}
	a.Merge(&b)
	require.Len(t, a.Names, 4)
	require.Equal(t, "TestOneWord", a.Names[3].Full)
	require.Equal(t, []string{"SDGT", "IRAN"}, a.Programs)
	require.Equal(t, "male", a.Gender)
}
