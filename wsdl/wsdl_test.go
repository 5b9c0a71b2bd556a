package wsdl_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/beevik/etree"
	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/wsdl"
)

var update = flag.Bool("update", false, "rewrite the golden WSDL files in testdata/")

func TestGolden(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		version int
		addr    string
		file    string
	}{{11, addr11, "soap11.wsdl"}, {12, addr12, "soap12.wsdl"}} {
		got := f.g.WSDL(c.version, c.addr)
		path := filepath.Join("testdata", c.file)
		if *update {
			require.NoError(t, os.WriteFile(path, got, 0o644))
			continue
		}
		want, err := os.ReadFile(path)
		require.NoError(t, err, "run go test ./wsdl -run TestGolden -update")
		require.Equal(t, string(want), string(got), "%s changed; review and run with -update", c.file)
	}
}

func TestAPI(t *testing.T) {
	f := newFixture(t)

	_, err := wsdl.New(nil)
	require.Error(t, err)

	require.Nil(t, f.g.WSDL(10, addr11))
	require.Nil(t, f.g.WSDL(0, addr11))
	for _, n := range []int{-1, 3, 100} {
		b, ok := f.g.XSD(n)
		require.False(t, ok, n)
		require.Nil(t, b)
	}
	for n := range 3 {
		b, ok := f.g.XSD(n)
		require.True(t, ok, n)
		require.True(t, bytes.HasPrefix(b, []byte(`<?xml version="1.0" encoding="utf-8"?>`+"\n<xs:schema ")), n)
		// A fresh copy each time: callers may not corrupt the cache.
		b[0] = 'X'
		again, _ := f.g.XSD(n)
		require.Equal(t, byte('<'), again[0])
	}

	// The address is escaped into the attribute; control characters that
	// XML cannot carry are dropped.
	addr := "https://h.example:8443/v2/soap11?a=1&b=\"2\"<>\t\x01"
	b := f.g.WSDL(11, addr)
	require.Contains(t, string(b), `<soap:address location="https://h.example:8443/v2/soap11?a=1&amp;b=&quot;2&quot;&lt;&gt;&#x9;"/>`)
	doc := etree.NewDocument()
	require.NoError(t, doc.ReadFromBytes(b))
	loc := doc.FindElement("//service/port/address")
	require.NotNil(t, loc)
	require.Equal(t, "https://h.example:8443/v2/soap11?a=1&b=\"2\"<>\t", loc.SelectAttrValue("location", ""))

	// Results are fresh slices.
	b1 := f.g.WSDL(12, addr12)
	b1[0] = 'X'
	require.Equal(t, byte('<'), f.g.WSDL(12, addr12)[0])
}

func TestCustomNamespace(t *testing.T) {
	for _, c := range []struct{ ns, action string }{
		{"urn:example:types", "urn:example:types/GetSearch"},
		{"http://example.com/types/", "http://example.com/types/GetSearch"},
	} {
		s, err := service.NewSchema(c.ns)
		require.NoError(t, err)
		g, err := wsdl.New(s)
		require.NoError(t, err)
		d := parse(t, g.WSDL(11, addr11))
		require.Equal(t, c.ns, d.root.SelectAttrValue("targetNamespace", ""))
		require.Equal(t, c.action, d.bindingOp("GetSearch").SelectElement("operation").SelectAttrValue("soapAction", ""))
		require.Equal(t, c.action, wsdl.SOAPAction(c.ns, "GetSearch"))
		b, _ := g.XSD(1)
		require.Contains(t, string(b), `targetNamespace="`+c.ns+`"`)
	}
}

func TestConcurrentUse(t *testing.T) {
	f := newFixture(t)
	want := f.g.WSDL(11, addr11)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 50 {
				if !bytes.Equal(f.g.WSDL(11, addr11), want) {
					t.Error("WSDL differs between calls")
					return
				}
				f.g.WSDL(12, addr12)
				f.g.XSD(i % 3)
			}
		}()
	}
	wg.Wait()
}

// TestVersionNamespaces: each WSDL declares only its own SOAP binding
// namespace (checklist item 4: a wsdl/soap12/ declaration in the 1.1 WSDL
// makes gSOAP clients speak SOAP 1.2).
func TestVersionNamespaces(t *testing.T) {
	f := newFixture(t)
	w11 := string(f.g.WSDL(11, addr11))
	w12 := string(f.g.WSDL(12, addr12))
	require.NotContains(t, w11, "http://schemas.xmlsoap.org/wsdl/soap12/")
	require.NotContains(t, w11, "soap12")
	require.Contains(t, w11, `xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"`)
	require.NotContains(t, w12, `"http://schemas.xmlsoap.org/wsdl/soap/"`)
	require.Contains(t, w12, `xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/"`)
	require.NotContains(t, w11, "schemaLocation")
	require.NotContains(t, w11, "xs:include")
	require.NotContains(t, w11, "ErrorResponse", "only contracts reachable from SOAP operations are exported")
}

// TestStructure checks both WSDLs against the operation list and the
// schema model.
func TestStructure(t *testing.T) {
	f := newFixture(t)
	ns := f.s.Namespace
	ops := f.s.Operations()
	require.NotEmpty(t, ops)
	for _, c := range []struct {
		version        int
		addr, name     string
		prefix, extNS  string
		binding        string
		otherExtPrefix string
	}{
		{11, addr11, "Soap11", "soap", "http://schemas.xmlsoap.org/wsdl/soap/", "BasicHttpBinding_ISyncReply", "soap12"},
		{12, addr12, "Soap12", "soap12", "http://schemas.xmlsoap.org/wsdl/soap12/", "WSHttpBinding_ISyncReply", "soap"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := parse(t, f.g.WSDL(c.version, c.addr))
			root := d.root
			require.Equal(t, "definitions", root.Tag)
			require.Equal(t, "http://schemas.xmlsoap.org/wsdl/", root.NamespaceURI())
			require.Equal(t, c.name, root.SelectAttrValue("name", ""))
			require.Equal(t, ns, root.SelectAttrValue("targetNamespace", ""))
			require.Equal(t, ns, root.SelectAttrValue("xmlns:tns", ""))
			require.Equal(t, ns, root.SelectAttrValue("xmlns:svc", ""))

			// Order: types, messages, portType, binding, service.
			var order []string
			for _, e := range root.ChildElements() {
				if len(order) == 0 || order[len(order)-1] != e.Tag {
					order = append(order, e.Tag)
				}
			}
			require.Equal(t, []string{"types", "message", "portType", "binding", "service"}, order)

			// Messages, in registry order, In then Out, one part each.
			msgs := root.SelectElements("message")
			require.Len(t, msgs, 2*len(ops))
			for i, op := range ops {
				for j, m := range []struct{ name, elem string }{{op.Name + "In", op.Name}, {op.Name + "Out", op.Name + "Response"}} {
					e := msgs[2*i+j]
					require.Equal(t, m.name, e.SelectAttrValue("name", ""))
					parts := e.SelectElements("part")
					require.Len(t, parts, 1, m.name)
					require.Equal(t, "par", parts[0].SelectAttrValue("name", ""))
					require.Empty(t, parts[0].SelectAttrValue("type", ""), "WS-I R2204: element= parts only")
					require.Equal(t, qn{ns, m.elem}, d.resolve(parts[0], parts[0].SelectAttrValue("element", "")))
					require.True(t, d.elements[qn{ns, m.elem}], "part element %s is declared", m.elem)
				}
			}

			pts := root.SelectElements("portType")
			require.Len(t, pts, 1)
			require.Equal(t, "ISyncReply", pts[0].SelectAttrValue("name", ""))
			ptOps := pts[0].SelectElements("operation")
			require.Len(t, ptOps, len(ops))
			for i, op := range ops {
				e := ptOps[i]
				require.Equal(t, op.Name, e.SelectAttrValue("name", ""))
				require.Equal(t, qn{ns, op.Name + "In"}, d.resolve(e, e.SelectElement("input").SelectAttrValue("message", "")))
				require.Equal(t, qn{ns, op.Name + "Out"}, d.resolve(e, e.SelectElement("output").SelectAttrValue("message", "")))
			}

			bindings := root.SelectElements("binding")
			require.Len(t, bindings, 1)
			b := bindings[0]
			require.Equal(t, c.binding, b.SelectAttrValue("name", ""))
			require.Equal(t, qn{ns, "ISyncReply"}, d.resolve(b, b.SelectAttrValue("type", "")))
			sb := b.SelectElement("binding")
			require.NotNil(t, sb)
			require.Equal(t, c.extNS, sb.NamespaceURI())
			require.Equal(t, "http://schemas.xmlsoap.org/soap/http", sb.SelectAttrValue("transport", ""))
			require.Equal(t, "document", sb.SelectAttrValue("style", "document"))
			bOps := b.SelectElements("operation")
			require.Len(t, bOps, len(ops))
			for i, op := range ops {
				e := bOps[i]
				require.Equal(t, op.Name, e.SelectAttrValue("name", ""))
				so := e.SelectElement("operation")
				require.Equal(t, c.extNS, so.NamespaceURI())
				require.Equal(t, ns+"/"+op.Name, so.SelectAttrValue("soapAction", ""))
				require.Equal(t, "document", so.SelectAttrValue("style", ""))
				for _, io := range []string{"input", "output"} {
					body := e.SelectElement(io).SelectElement("body")
					require.NotNil(t, body, "%s %s", op.Name, io)
					require.Equal(t, c.extNS, body.NamespaceURI())
					require.Equal(t, "literal", body.SelectAttrValue("use", ""))
					require.Len(t, body.Attr, 1, "soap:body has only use=literal (no namespace=, no parts=)")
				}
			}

			services := root.SelectElements("service")
			require.Len(t, services, 1)
			require.Equal(t, "SyncReply", services[0].SelectAttrValue("name", ""))
			ports := services[0].SelectElements("port")
			require.Len(t, ports, 1)
			require.Equal(t, c.binding, ports[0].SelectAttrValue("name", ""))
			require.Equal(t, qn{ns, c.binding}, d.resolve(ports[0], ports[0].SelectAttrValue("binding", "")))
			a := ports[0].SelectElement("address")
			require.Equal(t, c.extNS, a.NamespaceURI())
			require.Equal(t, c.prefix, a.Space)
			require.Equal(t, c.addr, a.SelectAttrValue("location", ""))

			d.checkSchemas(t, f.s)
		})
	}
}

// TestSchemaMatchesModel compares each exported contract with the schema
// model: member order (DataContract order), names, types, nillable,
// minOccurs, list items and enum values. The operation wrappers are
// compared through the anonymous complexType of their global element,
// every other contract through its named type.
func TestSchemaMatchesModel(t *testing.T) {
	f := newFixture(t)
	d := parse(t, f.g.WSDL(11, addr11))
	wrappers := map[*service.Type]bool{}
	for _, op := range f.s.Operations() {
		wrappers[op.Request], wrappers[op.Response] = true, true
	}
	checked, anon := 0, 0
	for _, typ := range f.s.NamedTypes() {
		q := qn{typ.Namespace, typ.Name}
		e, ok := d.types[q]
		if el, isAnon := d.anon[q]; isAnon {
			require.True(t, wrappers[typ], "%s: only operation wrappers have an anonymous type", typ.Name)
			require.False(t, ok, "%s: an operation wrapper has no named type", typ.Name)
			e, ok = el.SelectElement("complexType"), true
			anon++
		} else {
			require.False(t, wrappers[typ] && ok, "%s: an operation wrapper is a named complexType", typ.Name)
		}
		if !ok {
			continue // not reachable from an operation (checked below)
		}
		checked++
		switch typ.Kind {
		case service.KindStruct:
			require.Equal(t, "complexType", e.Tag, typ.Name)
			require.Nil(t, e.FindElement("complexContent"), "%s: flat sequences, no extension", typ.Name)
			els := e.FindElements("sequence/element")
			require.Len(t, els, len(typ.XMLFields), typ.Name)
			for i, fl := range typ.XMLFields {
				el := els[i]
				require.Equal(t, fl.XMLName, el.SelectAttrValue("name", ""), "%s member %d", typ.Name, i)
				require.Equal(t, "0", el.SelectAttrValue("minOccurs", ""), "%s.%s", typ.Name, fl.XMLName)
				require.Equal(t, fl.Nillable, el.SelectAttrValue("nillable", "") == "true", "%s.%s nillable", typ.Name, fl.XMLName)
				require.Equal(t, qn{fl.Type.Namespace, fl.Type.Name}, d.resolve(el, el.SelectAttrValue("type", "")), "%s.%s type", typ.Name, fl.XMLName)
			}
		case service.KindList:
			els := e.FindElements("sequence/element")
			require.Len(t, els, 1, typ.Name)
			el := els[0]
			require.Equal(t, typ.ItemName, el.SelectAttrValue("name", ""), typ.Name)
			require.Equal(t, "0", el.SelectAttrValue("minOccurs", ""))
			require.Equal(t, "unbounded", el.SelectAttrValue("maxOccurs", ""))
			require.Equal(t, typ.Elem.Nillable(), el.SelectAttrValue("nillable", "") == "true", typ.Name)
			require.Equal(t, qn{typ.Elem.Namespace, typ.Elem.Name}, d.resolve(el, el.SelectAttrValue("type", "")), typ.Name)
		case service.KindMap:
			require.Equal(t, "true", e.FindElement("annotation/appinfo/IsDictionary").Text())
			item := e.FindElement("sequence/element")
			require.Equal(t, typ.ItemName, item.SelectAttrValue("name", ""))
			var kv []string
			for _, x := range item.FindElements("complexType/sequence/element") {
				kv = append(kv, x.SelectAttrValue("name", "")+" "+x.SelectAttrValue("type", ""))
			}
			require.Equal(t, []string{"Key xs:string", "Value xs:string"}, kv)
		case service.KindEnum:
			require.Equal(t, "simpleType", e.Tag)
			var vals []string
			for _, x := range e.FindElements("restriction/enumeration") {
				vals = append(vals, x.SelectAttrValue("value", ""))
			}
			require.Equal(t, typ.EnumNames, vals)
		}
	}
	require.Greater(t, checked, 100)

	// Every type the operations reach is exported.
	var walk func(*service.Type)
	seen := map[*service.Type]bool{}
	walk = func(t2 *service.Type) {
		if t2 == nil || seen[t2] {
			return
		}
		seen[t2] = true
		if t2.Kind == service.KindStruct || t2.Kind == service.KindList || t2.Kind == service.KindMap || t2.Kind == service.KindEnum {
			_, named := d.types[qn{t2.Namespace, t2.Name}]
			_, wrapper := d.anon[qn{t2.Namespace, t2.Name}]
			require.True(t, named != wrapper, "contract %s is exported once", t2.Name)
			require.Equal(t, wrappers[t2], wrapper, "contract %s: anonymous exactly when an operation wrapper", t2.Name)
		}
		for _, fl := range t2.XMLFields {
			walk(fl.Type)
		}
		walk(t2.Elem)
	}
	for _, op := range f.s.Operations() {
		walk(op.Request)
		walk(op.Response)
	}
	require.Equal(t, 2*len(f.s.Operations()), anon, "every operation wrapper checked")
	require.Equal(t, len(d.anon), anon)
	require.Equal(t, checked, len(d.types)-serTypeCount+len(d.anon), "exported contracts are exactly those reached")

	// The spec's list item names (identity-screening-api-v2 "XML names").
	for _, c := range []struct{ list, ns, item, itemType string }{
		{"ArrayOfLong", service.DefaultNamespace, "Long", "xs:long"},
		{"ArrayOflong", service.ArraysNamespace, "long", "xs:long"},
		{"ArrayOfSearchNote", service.DefaultNamespace, "Note", "tns:SearchNote"},
		{"ArrayOfUserNames", service.DefaultNamespace, "UserName", "xs:string"},
		{"ArrayOfSearchRecord", service.DefaultNamespace, "SearchRecord", "tns:DbsSearchShort"},
		{"ArrayOfBulkSearchStatus", service.DefaultNamespace, "BulkSearch", "tns:BulkSearchStatus"},
		{"ArrayOfCompany", service.DefaultNamespace, "Company", "tns:CompanySearchResultItem"},
		{"ArrayOfSearchResultEntry", service.DefaultNamespace, "SearchResultEntry", "tns:SearchResultEntry"},
		{"ArrayOfResponseError", service.DefaultNamespace, "ResponseError", "tns:ResponseError"},
	} {
		e, ok := d.types[qn{c.ns, c.list}]
		require.True(t, ok, c.list)
		item := e.FindElement("sequence/element")
		require.Equal(t, c.item, item.SelectAttrValue("name", ""), c.list)
		require.Equal(t, c.itemType, item.SelectAttrValue("type", ""), c.list)
	}
}

// TestJAXBClash: the global elements that would collide with JAXB's scoped
// factory methods (type GetSearch + member Request = GetSearchRequest) are
// the only ones left out, and no message uses them.
func TestJAXBClash(t *testing.T) {
	f := newFixture(t)
	d := parse(t, f.g.WSDL(11, addr11))
	var missing []string
	for q := range d.types {
		if q.ns != service.SerNamespace && !d.elements[q] {
			missing = append(missing, q.local)
		}
	}
	for _, name := range missing {
		require.True(t, strings.HasSuffix(name, "Request"), name)
		op, ok := f.s.Operation(strings.TrimSuffix(name, "Request"))
		require.True(t, ok, name)
		fl := op.Request.FieldByXML("Request")
		require.NotNil(t, fl, name)
		require.Equal(t, name, fl.Type.Name)
	}
	require.NotEmpty(t, missing)
}

func BenchmarkWSDL(b *testing.B) {
	f := newFixture(b)
	b.ReportAllocs()
	b.SetBytes(int64(len(f.g.WSDL(11, addr11))))
	for b.Loop() {
		f.g.WSDL(11, "http://screening.example.com:8080/v2/soap11")
	}
}

// --- parsed WSDL -----------------------------------------------------------

type qn struct{ ns, local string }

// serTypeCount is the number of named simple types of the Serialization
// schema (char, duration, guid).
const serTypeCount = 3

type parsed struct {
	root *etree.Element
	// types are the top-level (named) complex/simple types of wsdl:types
	// and elements the global elements, by qualified name; anon are the
	// global elements declared with an anonymous type (the operation
	// wrappers), a subset of elements.
	types    map[qn]*etree.Element
	elements map[qn]bool
	anon     map[qn]*etree.Element
	schemas  []*etree.Element
}

func parse(t testing.TB, b []byte) *parsed {
	t.Helper()
	doc := etree.NewDocument()
	require.NoError(t, doc.ReadFromBytes(b))
	p := &parsed{root: doc.Root(), types: map[qn]*etree.Element{}, elements: map[qn]bool{}, anon: map[qn]*etree.Element{}}
	types := p.root.SelectElement("types")
	require.NotNil(t, types)
	for _, sc := range types.SelectElements("schema") {
		require.Equal(t, nsXSD, sc.NamespaceURI())
		p.schemas = append(p.schemas, sc)
		tns := sc.SelectAttrValue("targetNamespace", "")
		for _, e := range sc.ChildElements() {
			name := e.SelectAttrValue("name", "")
			switch e.Tag {
			case "complexType", "simpleType":
				require.NotContains(t, p.types, qn{tns, name}, "duplicate type %s", name)
				p.types[qn{tns, name}] = e
			case "element":
				require.False(t, p.elements[qn{tns, name}], "duplicate element %s", name)
				p.elements[qn{tns, name}] = true
				if e.SelectElement("complexType") != nil || e.SelectElement("simpleType") != nil {
					p.anon[qn{tns, name}] = e
				}
			}
		}
	}
	return p
}

// resolve resolves a QName attribute value in the scope of e.
func (p *parsed) resolve(e *etree.Element, v string) qn {
	prefix, local, ok := strings.Cut(v, ":")
	if !ok {
		prefix, local = "", v
	}
	for x := e; x != nil; x = x.Parent() {
		for _, a := range x.Attr {
			if (prefix == "" && a.Space == "" && a.Key == "xmlns") || (a.Space == "xmlns" && a.Key == prefix) {
				return qn{a.Value, local}
			}
		}
	}
	return qn{"?" + prefix, local}
}

func (p *parsed) bindingOp(name string) *etree.Element {
	for _, e := range p.root.SelectElement("binding").SelectElements("operation") {
		if e.SelectAttrValue("name", "") == name {
			return e
		}
	}
	return nil
}

// checkSchemas: three inline schemas (ser, Arrays, types), all qualified;
// every type reference resolves; every import names a sibling schema and
// has no schemaLocation; every named contract has its nillable global
// element (but the JAXB clashes, see TestJAXBClash); the operation
// wrappers are exactly the global elements with an anonymous type (see
// checkWrappers).
func (p *parsed) checkSchemas(t *testing.T, s *service.Schema) {
	p.checkWrappers(t, s)
	var tnss []string
	for _, sc := range p.schemas {
		tnss = append(tnss, sc.SelectAttrValue("targetNamespace", ""))
		require.Equal(t, "qualified", sc.SelectAttrValue("elementFormDefault", ""))
	}
	require.Equal(t, []string{service.SerNamespace, service.ArraysNamespace, s.Namespace}, tnss)
	for _, sc := range p.schemas {
		for _, imp := range sc.SelectElements("import") {
			require.Contains(t, tnss, imp.SelectAttrValue("namespace", ""))
			require.Empty(t, imp.SelectAttrValue("schemaLocation", ""))
		}
		imported := map[string]bool{sc.SelectAttrValue("targetNamespace", ""): true, nsXSD: true}
		for _, imp := range sc.SelectElements("import") {
			imported[imp.SelectAttrValue("namespace", "")] = true
		}
		for _, e := range sc.FindElements(".//*[@type]") {
			q := p.resolve(e, e.SelectAttrValue("type", ""))
			require.True(t, imported[q.ns], "type %v used in %s is imported", q, sc.SelectAttrValue("targetNamespace", ""))
			if q.ns == nsXSD {
				continue
			}
			_, ok := p.types[q]
			require.True(t, ok, "type reference %v resolves", q)
		}
	}
	for q := range p.types {
		if q.ns == service.SerNamespace {
			require.Contains(t, []string{"char", "duration", "guid"}, q.local)
			require.True(t, p.elements[q])
			continue
		}
		if !p.elements[q] {
			continue // TestJAXBClash checks these
		}
		for _, sc := range p.schemas {
			if sc.SelectAttrValue("targetNamespace", "") != q.ns {
				continue
			}
			for _, e := range sc.SelectElements("element") {
				if e.SelectAttrValue("name", "") == q.local {
					require.Equal(t, "true", e.SelectAttrValue("nillable", ""), q.local)
					require.Equal(t, q, p.resolve(e, e.SelectAttrValue("type", "")))
				}
			}
		}
	}
}

// checkWrappers: each operation's wrappers {Op} and {Op}Response are
// global elements of the types namespace written as
//
//	<xs:element name="{Op}"><xs:complexType><xs:sequence>…</xs:sequence></xs:complexType></xs:element>
//
// with no other attribute (no type=, no nillable), an anonymous
// complexType holding nothing but one xs:sequence, and no named type of
// the same name; no other global element has an anonymous type. gowsdl
// gives generated structs their XMLName only in this shape.
func (p *parsed) checkWrappers(t *testing.T, s *service.Schema) {
	want := map[qn]bool{}
	for _, op := range s.Operations() {
		for _, name := range []string{op.Name, op.Name + "Response"} {
			q := qn{s.Namespace, name}
			want[q] = true
			el, ok := p.anon[q]
			require.True(t, ok, "wrapper %s is a global element with an anonymous type", name)
			require.Len(t, el.Attr, 1, "wrapper element %s has only name= (no type=, no nillable=)", name)
			require.Equal(t, name, el.SelectAttrValue("name", ""))
			kids := el.ChildElements()
			require.Len(t, kids, 1, name)
			ct := kids[0]
			require.Equal(t, "complexType", ct.Tag, name)
			require.Equal(t, nsXSD, ct.NamespaceURI(), name)
			require.Empty(t, ct.Attr, "wrapper %s: plain anonymous complexType", name)
			seq := ct.ChildElements()
			require.Len(t, seq, 1, "wrapper %s: one xs:sequence, no attributes, no extension", name)
			require.Equal(t, "sequence", seq[0].Tag, name)
			_, named := p.types[q]
			require.False(t, named, "wrapper %s has no named complexType", name)
		}
	}
	for q := range p.anon {
		require.True(t, want[q], "only operation wrappers have an anonymous type, not %s", q.local)
	}
}

// FuzzWSDLAddress: whatever the address (it comes from request headers),
// the WSDL stays well-formed and carries the address, less what XML
// cannot represent.
func FuzzWSDLAddress(f *testing.F) {
	fx := newFixture(f)
	for _, s := range []string{addr11, "", "a&b<c>\"d'e", "\t\n\r\x00\x1f", "\xff\xfe", "http://h/\u00e9\U0001F600", "\uFFFE\uFFFF"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, addr string) {
		var want strings.Builder
		for _, r := range addr {
			if (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || r == 0xFFFE || r == 0xFFFF {
				continue
			}
			want.WriteRune(r)
		}
		doc := etree.NewDocument()
		require.NoError(t, doc.ReadFromBytes(fx.g.WSDL(12, addr)))
		a := doc.FindElement("//service/port/address")
		require.NotNil(t, a)
		require.Equal(t, want.String(), a.SelectAttrValue("location", ""))
	})
}
