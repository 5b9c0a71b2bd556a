package wsdl_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/wsdl"
)

// Types that the real schema does not have: lists of GUIDs, enums, bytes,
// dates and strings in the Arrays namespace, an enum list in the types
// namespace, deep nesting and a custom list item name.

type shade int32

func (shade) EnumNames() []string { return []string{"Light", "Dark", "Pitch"} }

type exoticRequest struct {
	service.BaseRequest
	IDs     []service.GUID    `json:"ids"`
	Shades  []shade           `json:"shades"`
	Shade   *shade            `json:"shade"`
	Blobs   [][]byte          `json:"blobs"`
	Dates   []time.Time       `json:"dates"`
	Names   []string          `json:"names"`
	Tags    []string          `json:"tags" dc:"item=Tag"`
	Tree    *exoticNode       `json:"tree"`
	Meta    map[string]string `json:"meta"`
	Small   int16             `json:"small"`
	Byte    *uint8            `json:"byte"`
	Amount  service.Decimal   `json:"amount"`
	Content []byte            `json:"content"`
}

type exoticNode struct {
	Label    string       `json:"label"`
	Children []exoticLeaf `json:"children" dc:"item=Child"`
}

type exoticLeaf struct {
	Value int32         `json:"value"`
	Ref   *service.GUID `json:"ref"`
}

type exoticData struct {
	service.BaseResponse
	Echo *exoticNode `json:"echo"`
}

func exoticSchema(t *testing.T, ns string) *service.Schema {
	t.Helper()
	r := &service.Registry{}
	service.Register(r, service.Operation{Name: "Exotic", Routes: []service.Route{{Method: "POST", Path: "/exotic"}}},
		func(context.Context, *service.Call, *exoticRequest) (*exoticData, error) { return nil, nil })
	s, err := r.Build(ns)
	require.NoError(t, err)
	return s
}

func TestExoticTypes(t *testing.T) {
	s := exoticSchema(t, "urn:exotic")
	g, err := wsdl.New(s)
	require.NoError(t, err)
	arrays, ok := g.XSD(2)
	require.True(t, ok)
	for _, want := range []string{
		`<xs:complexType name="ArrayOfguid">`,
		`name="guid" type="ser:guid"/>`,
		`name="base64Binary" nillable="true" type="xs:base64Binary"/>`,
		`name="dateTime" type="xs:dateTime"/>`,
		`name="string" nillable="true" type="xs:string"/>`,
		`<xs:import namespace="http://schemas.microsoft.com/2003/10/Serialization/"/>`,
		`xmlns:ser="http://schemas.microsoft.com/2003/10/Serialization/"`,
	} {
		require.Contains(t, string(arrays), want)
	}
	types, _ := g.XSD(1)
	for _, want := range []string{
		`<xs:complexType name="ArrayOfshade">`,
		`name="shade" type="tns:shade"/>`,
		`<xs:complexType name="ArrayOfTag">`,
		`name="Tag" nillable="true" type="xs:string"/>`,
		`<xs:complexType name="ArrayOfChild">`,
		`name="Child" nillable="true" type="tns:exoticLeaf"/>`,
		`name="Byte" nillable="true" type="xs:unsignedByte"/>`,
		`name="Small" type="xs:short"/>`,
		`name="Content" nillable="true" type="xs:base64Binary"/>`,
	} {
		require.Contains(t, string(types), want)
	}

	shared := sharedDir(t)
	d := parse(t, g.WSDL(12, "http://x/soap12"))
	d.checkSchemas(t, s)
	typesPath, _ := schemaDir(t, g, shared)
	dir := t.TempDir()
	var files []string
	for _, nils := range []bool{false, true} {
		sm := sampler{ns: s.Namespace, nils: nils}
		for _, typ := range []*service.Type{s.Operations()[0].Request, s.Operations()[0].Response} {
			p := filepath.Join(dir, typ.Name+map[bool]string{false: ".full.xml", true: ".nil.xml"}[nils])
			require.NoError(t, os.WriteFile(p, []byte(sm.doc(typ)), 0o644))
			files = append(files, p)
		}
	}
	require.Empty(t, xmllintSchema(t, typesPath, files...))
}

// clashRequest has member Bar, which JAXB turns into a factory method
// createFooBar, the same as that of the wrapper element of operation
// FooBar.
type clashRequest struct {
	service.BaseRequest
	Bar *exoticLeaf `json:"bar"`
}

type fooBarRequest struct {
	service.BaseRequest
}

type fooBarData struct {
	service.BaseResponse
}

func TestWrapperClashIsAnError(t *testing.T) {
	r := &service.Registry{}
	service.Register(r, service.Operation{Name: "Foo"},
		func(context.Context, *service.Call, *clashRequest) (*exoticData, error) { return nil, nil })
	service.Register(r, service.Operation{Name: "FooBar"},
		func(context.Context, *service.Call, *fooBarRequest) (*fooBarData, error) { return nil, nil })
	s, err := r.Build("")
	require.NoError(t, err)
	_, err = wsdl.New(s)
	require.Error(t, err)
	require.True(t, strings.Contains(err.Error(), "JAXB"), err.Error())
}

// TestSharedRequestType: one Go request type registered for two
// operations gives the second operation a wrapper named after the first;
// New refuses it (checklist item 2).
func TestSharedRequestType(t *testing.T) {
	r := &service.Registry{}
	h := func(context.Context, *service.Call, *fooBarRequest) (*exoticData, error) { return nil, nil }
	service.Register(r, service.Operation{Name: "One"}, h)
	service.Register(r, service.Operation{Name: "Two"}, h)
	s, err := r.Build("")
	if err != nil {
		t.Skipf("the schema now refuses shared request types itself: %v", err)
	}
	_, err = wsdl.New(s)
	require.ErrorContains(t, err, "operation Two")
}

// innerRequest is the request of operation Inner and, in
// TestWrapperAsMemberIsAnError, a member of outerRequest.
type innerRequest struct {
	service.BaseRequest
}

type outerRequest struct {
	service.BaseRequest
	Inner *innerRequest `json:"inner"`
}

// TestWrapperAsMemberIsAnError: the operation wrappers have anonymous
// complexTypes, so a contract that uses one as a member type cannot be
// exported; New refuses it.
func TestWrapperAsMemberIsAnError(t *testing.T) {
	r := &service.Registry{}
	service.Register(r, service.Operation{Name: "Inner"},
		func(context.Context, *service.Call, *innerRequest) (*fooBarData, error) { return nil, nil })
	service.Register(r, service.Operation{Name: "Outer"},
		func(context.Context, *service.Call, *outerRequest) (*exoticData, error) { return nil, nil })
	s, err := r.Build("")
	if err != nil {
		t.Skipf("the schema now refuses a request type as a member itself: %v", err)
	}
	op, ok := s.Operation("Outer")
	require.True(t, ok)
	fl := op.Request.FieldByXML("Inner")
	require.NotNil(t, fl)
	in, _ := s.Operation("Inner")
	require.Same(t, in.Request, fl.Type, "the member's type is the Inner wrapper")
	_, err = wsdl.New(s)
	require.ErrorContains(t, err, "operation wrapper Inner cannot be a member type")
}
