// Package wsdl generates the WSDL 1.1 documents and XSD schemas from the
// service schema.
//
// The output follows what a ServiceStack host serves (wire-conventions §1
// and §2): one WSDL per SOAP version (definitions "Soap11"/"Soap12",
// messages {Op}In/{Op}Out with one part "par", portType ISyncReply,
// document/literal binding BasicHttpBinding_ISyncReply or
// WSHttpBinding_ISyncReply, service SyncReply), with three schemas inline in
// wsdl:types in the order of the metadata pages' ?xsd=N numbering:
//
//	0  http://schemas.microsoft.com/2003/10/Serialization/        ("Wcf Data Types")
//	1  the types namespace                                        ("Service Types")
//	2  http://schemas.microsoft.com/2003/10/Serialization/Arrays  ("Wcf Collection Types")
//
// (In wsdl:types they appear in dependency order: Serialization, Arrays,
// types.) Only the contracts the operations reach are exported. Every struct
// contract holds one flat xs:sequence in DataContract order (base-class
// members first, no xs:extension) and every member has minOccurs="0".
//
// The operation wrappers (each operation's {Op} request and {Op}Response
// response contract) are global elements with an anonymous complexType,
// the shape WCF emits for operation wrappers:
//
//	<xs:element name="GetSearch"><xs:complexType><xs:sequence>…
//
// Every other contract is a named complexType (or simpleType) plus a
// nillable global element of the same name, as XsdDataContractExporter
// writes it, except the few elements that would break JAXB code generation
// (see jaxbClashes). The wrapper shape matters to gowsdl v0.5.0, which gives
// a generated struct the XMLName its request needs only when the struct's
// type and its global element have different names; with a named
// complexType GetSearch and an element GetSearch its generated methods send
// <Content> in no namespace. The wire messages are the same either way.
//
// Each xs:schema declares every prefix it uses on its own root, so the text
// is the same inline and standalone; cross-schema references use xs:import
// without schemaLocation, as all schemas sit in the same wsdl:types.
//
// Everything is generated once by [New]; [Generator.WSDL] only splices the
// endpoint address into the cached bytes.
package wsdl

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/screengate/screengate/service"
)

// Namespaces used by the generated documents.
const (
	nsXSD       = "http://www.w3.org/2001/XMLSchema"
	nsWSDL      = "http://schemas.xmlsoap.org/wsdl/"
	nsSOAP11    = "http://schemas.xmlsoap.org/wsdl/soap/"
	nsSOAP12    = "http://schemas.xmlsoap.org/wsdl/soap12/"
	nsTransport = "http://schemas.xmlsoap.org/soap/http"
)

// Names fixed by ServiceStack's WSDL templates (SoapServiceName unset).
const (
	portTypeName  = "ISyncReply"
	serviceName   = "SyncReply"
	binding11Name = "BasicHttpBinding_ISyncReply"
	binding12Name = "WSHttpBinding_ISyncReply"
	partName      = "par"
)

// Schema numbers of [Generator.XSD].
const (
	xsdSer    = 0
	xsdTypes  = 1
	xsdArrays = 2
)

// Generator holds the WSDL documents and XSD schemas of one service schema.
// It is built once by [New] and is read-only afterwards, so it is safe for
// concurrent use.
type Generator struct {
	// wsdl[0] is the SOAP 1.1 document, wsdl[1] the SOAP 1.2 one, each
	// split around the soap:address location value.
	wsdl [2]splitDoc
	// xsd holds the standalone schema documents by number; nil when the
	// schema has no types (only the Arrays schema can be empty).
	xsd [3][]byte
}

// splitDoc is a document with a hole for the (escaped) address.
type splitDoc struct {
	head, tail []byte
}

// New validates s and generates every document up front.
func New(s *service.Schema) (*Generator, error) {
	if s == nil {
		return nil, errors.New("wsdl: nil schema")
	}
	m, err := buildModel(s)
	if err != nil {
		return nil, fmt.Errorf("wsdl: %w", err)
	}
	g := &Generator{}
	for n, sc := range m.schemas {
		if sc == nil {
			continue
		}
		var w writer
		w.raw(xmlDecl)
		m.writeSchema(&w, sc, 0)
		g.xsd[n] = []byte(w.String())
	}
	for i, v := range soapVersions() {
		g.wsdl[i] = m.writeWSDL(v)
	}
	return g, nil
}

// WSDL returns the WSDL document for SOAP version 11 or 12 with the
// soap:address (soap12:address) location set to address, the absolute URL
// the WSDL was fetched through (e.g. http://host:8080/v2/soap11). The
// address is XML-escaped. It returns nil for any other version. The result
// is a fresh slice the caller may keep or modify.
func (g *Generator) WSDL(version int, address string) []byte {
	var d *splitDoc
	switch version {
	case 11:
		d = &g.wsdl[0]
	case 12:
		d = &g.wsdl[1]
	default:
		return nil
	}
	b := make([]byte, 0, len(d.head)+escapedLen(address)+len(d.tail))
	b = append(b, d.head...)
	b = appendEscaped(b, address)
	return append(b, d.tail...)
}

// XSD returns schema n as a standalone XML document: 0 is the Wcf Data
// Types (Serialization) schema, 1 the Service Types schema, 2 the Wcf
// Collection Types (Arrays) schema. Its imports carry no schemaLocation,
// like ServiceStack's /metadata?xsd=N. ok is false for any other n, or when
// schema n has no types. The result is a fresh slice.
func (g *Generator) XSD(n int) ([]byte, bool) {
	if n < 0 || n >= len(g.xsd) || g.xsd[n] == nil {
		return nil, false
	}
	return append([]byte(nil), g.xsd[n]...), true
}

// --- model ---------------------------------------------------------------

// model is what New derives from the service schema before writing.
type model struct {
	ns      string // types namespace
	ops     []*service.Operation
	schemas [3]*schemaDef
}

// schemaDef is one xs:schema: its target namespace, its contracts in
// output order, and the namespaces it references.
type schemaDef struct {
	ns      string
	types   []*service.Type
	imports []string          // referenced foreign namespaces, in import order
	prefix  map[string]string // namespace -> prefix, declared on the root
	// noElement marks contracts written without their global element
	// (see jaxbClashes).
	noElement map[*service.Type]bool
	// wrappers marks the operation wrappers, written as global elements
	// with an anonymous complexType.
	wrappers map[*service.Type]bool
}

func buildModel(s *service.Schema) (m *model, err error) {
	ns := s.Namespace
	if ns == "" {
		return nil, errors.New("schema has no types namespace")
	}
	if ns == service.ArraysNamespace || ns == service.SerNamespace || ns == nsXSD {
		return nil, fmt.Errorf("types namespace %q is reserved", ns)
	}
	m = &model{ns: ns, ops: s.Operations()}
	if len(m.ops) == 0 {
		return nil, errors.New("schema has no operations")
	}
	// Export the contracts the operations reach, as ServiceStack exports
	// the SOAP operation types and what they reference; the schema may hold
	// others (e.g. its error pseudo-operation) that no SOAP message uses.
	reach := map[*service.Type]bool{}
	for _, op := range m.ops {
		if op == nil || op.Request == nil || op.Response == nil {
			return nil, errors.New("operation without request or response type")
		}
		reachable(op.Request, reach)
		reachable(op.Response, reach)
	}
	types := &schemaDef{ns: ns}
	arrays := &schemaDef{ns: service.ArraysNamespace}
	named := map[*service.Type]bool{}
	names := map[string]*service.Type{}
	for _, t := range s.NamedTypes() {
		if !reach[t] || named[t] {
			continue
		}
		var sc *schemaDef
		switch t.Namespace {
		case ns:
			sc = types
		case service.ArraysNamespace:
			sc = arrays
		default:
			return nil, fmt.Errorf("type %s: namespace %q is neither the types nor the Arrays namespace", t.Name, t.Namespace)
		}
		switch t.Kind {
		case service.KindStruct, service.KindList, service.KindMap, service.KindEnum:
		default:
			return nil, fmt.Errorf("type %s: kind %d is not a contract kind", t.Name, t.Kind)
		}
		if !isNCName(t.Name) {
			return nil, fmt.Errorf("type name %q is not an XML name", t.Name)
		}
		key := t.Namespace + " " + t.Name
		if _, dup := names[key]; dup {
			return nil, fmt.Errorf("two types named %s in %s", t.Name, t.Namespace)
		}
		names[key] = t
		named[t] = true
		sc.types = append(sc.types, t)
	}
	for _, sc := range []*schemaDef{types, arrays} {
		for _, t := range sc.types {
			if err := checkType(t, named, sc); err != nil {
				return nil, err
			}
		}
	}
	seen := map[string]bool{}
	for _, op := range m.ops {
		if err := checkOperation(op, ns, named); err != nil {
			return nil, err
		}
		if seen[op.Name] {
			return nil, fmt.Errorf("duplicate operation %s", op.Name)
		}
		seen[op.Name] = true
	}

	wrappers := map[*service.Type]bool{}
	for _, op := range m.ops {
		wrappers[op.Request], wrappers[op.Response] = true, true
	}
	// A wrapper's complexType is anonymous, so nothing can refer to it.
	for _, sc := range []*schemaDef{types, arrays} {
		for _, t := range sc.types {
			for _, f := range t.XMLFields {
				if wrappers[f.Type] {
					return nil, fmt.Errorf("type %s member %s: operation wrapper %s cannot be a member type", t.Name, f.XMLName, f.Type.Name)
				}
			}
			if t.Elem != nil && wrappers[t.Elem] {
				return nil, fmt.Errorf("list %s: operation wrapper %s cannot be an item type", t.Name, t.Elem.Name)
			}
		}
	}
	types.wrappers = wrappers
	for _, sc := range []*schemaDef{types, arrays} {
		if sc.noElement, err = jaxbClashes(sc.types, wrappers); err != nil {
			return nil, err
		}
	}

	ser := &schemaDef{ns: service.SerNamespace}
	for _, sc := range []*schemaDef{ser, types, arrays} {
		sc.prefix = map[string]string{nsXSD: "xs"}
		for _, n := range append([]string{sc.ns}, sc.imports...) {
			sc.prefix[n] = nsPrefix(n, ns)
		}
	}
	m.schemas[xsdSer] = ser
	m.schemas[xsdTypes] = types
	if len(arrays.types) > 0 {
		m.schemas[xsdArrays] = arrays
	}
	return m, nil
}

// checkType validates one contract and records the foreign namespaces its
// members reference.
func checkType(t *service.Type, named map[*service.Type]bool, sc *schemaDef) error {
	switch t.Kind {
	case service.KindStruct:
		if len(t.XMLFields) != len(t.Fields) {
			return fmt.Errorf("type %s: %d XML fields for %d fields", t.Name, len(t.XMLFields), len(t.Fields))
		}
		seen := map[string]bool{}
		for _, f := range t.XMLFields {
			if !isNCName(f.XMLName) {
				return fmt.Errorf("type %s: member name %q is not an XML name", t.Name, f.XMLName)
			}
			if seen[f.XMLName] {
				return fmt.Errorf("type %s: duplicate member %s", t.Name, f.XMLName)
			}
			seen[f.XMLName] = true
			if err := checkRef(f.Type, named, sc); err != nil {
				return fmt.Errorf("type %s member %s: %w", t.Name, f.XMLName, err)
			}
		}
	case service.KindList:
		if t.Elem == nil {
			return fmt.Errorf("list %s has no item type", t.Name)
		}
		if !isNCName(t.ItemName) {
			return fmt.Errorf("list %s: item name %q is not an XML name", t.Name, t.ItemName)
		}
		if err := checkRef(t.Elem, named, sc); err != nil {
			return fmt.Errorf("list %s items: %w", t.Name, err)
		}
	case service.KindMap:
		if !isNCName(t.ItemName) {
			return fmt.Errorf("map %s: item name %q is not an XML name", t.Name, t.ItemName)
		}
	case service.KindEnum:
		if len(t.EnumNames) == 0 {
			return fmt.Errorf("enum %s has no values", t.Name)
		}
		seen := map[string]bool{}
		for _, n := range t.EnumNames {
			if n == "" || seen[n] {
				return fmt.Errorf("enum %s: empty or duplicate value %q", t.Name, n)
			}
			seen[n] = true
		}
	}
	return nil
}

// checkRef checks that a member or item type can be referenced from sc and
// records its namespace as an import of sc when foreign.
func checkRef(t *service.Type, named map[*service.Type]bool, sc *schemaDef) error {
	if t == nil {
		return errors.New("no type")
	}
	switch {
	case t.Kind == service.KindGUID:
		if t.Namespace != service.SerNamespace || t.Name != "guid" {
			return fmt.Errorf("guid type is %s in %q", t.Name, t.Namespace)
		}
	case t.Kind.IsPrimitive() && t.Kind != service.KindEnum:
		if t.Namespace != nsXSD || !isNCName(t.Name) {
			return fmt.Errorf("primitive %s in %q is not an XSD built-in", t.Name, t.Namespace)
		}
		return nil
	default:
		if !named[t] {
			return fmt.Errorf("type %s is not among the schema's named types", t.Name)
		}
	}
	if t.Namespace != sc.ns && !contains(sc.imports, t.Namespace) {
		sc.imports = append(sc.imports, t.Namespace)
		// Arrays before Serialization, then anything else, so that the
		// output does not depend on the order members are visited in.
		sort.SliceStable(sc.imports, func(i, j int) bool { return importRank(sc.imports[i]) < importRank(sc.imports[j]) })
	}
	return nil
}

// reachable adds t and every contract its members and items use to seen.
func reachable(t *service.Type, seen map[*service.Type]bool) {
	if t == nil || seen[t] {
		return
	}
	seen[t] = true
	for _, f := range t.XMLFields {
		reachable(f.Type, seen)
	}
	reachable(t.Elem, seen)
}

// jaxbClashes finds the global elements that would make JAXB (wsimport,
// CXF wsdl2java) fail with "Two declarations cause a collision in the
// ObjectFactory class". JAXB gives every nillable optional member M of a
// complexType T a scoped factory method create{T}{M}, and every global
// element G a method create{G}; the DataContract pattern "type GetSearch
// with member Request of type GetSearchRequest" makes both
// createGetSearchRequest. That holds for the anonymous complexTypes of the
// operation wrappers too: JAXB names the class of element GetSearch's
// anonymous type GetSearch (checked with wsimport 2.3.0). The clashing
// global elements are left out: no message references them and
// DataContract XML never needs them (the complexTypes stay). A clash on an
// operation wrapper element cannot be resolved that way and is an error.
func jaxbClashes(types []*service.Type, wrappers map[*service.Type]bool) (map[*service.Type]bool, error) {
	scoped := map[string]string{} // factory method name -> "T.M"
	for _, t := range types {
		if t.Kind != service.KindStruct {
			continue
		}
		for _, f := range t.XMLFields {
			if f.Nillable {
				scoped[javaName(t.Name)+javaName(f.XMLName)] = t.Name + "." + f.XMLName
			}
		}
	}
	omit := map[*service.Type]bool{}
	for _, t := range types {
		member, clash := scoped[javaName(t.Name)]
		if !clash {
			continue
		}
		if wrappers[t] {
			return nil, fmt.Errorf("global element %s clashes with member %s in JAXB's ObjectFactory; rename one", t.Name, member)
		}
		omit[t] = true
	}
	return omit, nil
}

// javaName approximates JAXB's NameConverter.toClassName: punctuation
// separates words and each word starts upper-case.
func javaName(s string) string {
	var b strings.Builder
	up := true
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			up = true
			continue
		}
		if up {
			r = unicode.ToUpper(r)
			up = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// nsPrefix is the one prefix a namespace has in every schema of the
// document: tns for the types namespace (as on wsdl:definitions), ser for
// Serialization, q1 for Arrays (the prefix .NET's writer gives the first
// import). A schema must not rebind tns to its own namespace: SOAP::WSDL
// (wsdl2perl 3.004) resolves a prefix that wsdl:definitions binds with the
// outer binding, so tns:char in the Serialization schema became the types
// namespace's char and generation stopped ("no node").
func nsPrefix(ns, types string) string {
	switch ns {
	case types:
		return "tns"
	case service.SerNamespace:
		return "ser"
	case service.ArraysNamespace:
		return "q1"
	}
	return "q2"
}

func importRank(ns string) int {
	switch ns {
	case service.ArraysNamespace:
		return 0
	case service.SerNamespace:
		return 1
	}
	return 2
}

func checkOperation(op *service.Operation, ns string, named map[*service.Type]bool) error {
	if !isNCName(op.Name) {
		return fmt.Errorf("operation name %q is not an XML name", op.Name)
	}
	// Checklist item 2: the input wrapper's local name is the operation
	// name, the output's {Op}Response, both global elements of the types
	// namespace.
	for _, c := range []struct {
		t    *service.Type
		want string
	}{{op.Request, op.Name}, {op.Response, op.Name + "Response"}} {
		if c.t == nil {
			return fmt.Errorf("operation %s: no %s type", op.Name, c.want)
		}
		if c.t.Name != c.want || c.t.Namespace != ns || c.t.Kind != service.KindStruct || !named[c.t] {
			return fmt.Errorf("operation %s: wrapper %s (%s) must be the struct contract %s of %s", op.Name, c.t.Name, c.t.Namespace, c.want, ns)
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// --- schemas -------------------------------------------------------------

// qname is the prefixed reference to t from schema sc.
func (sc *schemaDef) qname(t *service.Type) string {
	return sc.prefix[t.Namespace] + ":" + t.Name
}

// writeSchema writes one xs:schema element at the given depth. The root
// declares every prefix the schema uses, so the text stands alone.
func (m *model) writeSchema(w *writer, sc *schemaDef, depth int) {
	if sc.ns == service.SerNamespace {
		w.serSchema(depth)
		return
	}
	var decl strings.Builder
	decl.WriteString(`<xs:schema elementFormDefault="qualified" targetNamespace="` + attr(sc.ns) + `" xmlns:` + sc.prefix[sc.ns] + `="` + attr(sc.ns) + `" xmlns:xs="` + nsXSD + `"`)
	for _, ns := range sc.imports {
		decl.WriteString(" xmlns:" + sc.prefix[ns] + `="` + attr(ns) + `"`)
	}
	decl.WriteString(">")
	w.line(depth, decl.String())
	for _, ns := range sc.imports {
		w.line(depth+1, `<xs:import namespace="`+attr(ns)+`"/>`)
	}
	d := depth + 1
	for _, t := range sc.types {
		if sc.wrappers[t] {
			// An operation wrapper: a global element with an anonymous
			// complexType, not nillable (see the package comment).
			w.line(d, `<xs:element name="`+t.Name+`">`)
			w.line(d+1, `<xs:complexType>`)
			sc.writeMembers(w, t, d+2)
			w.line(d+1, `</xs:complexType>`)
			w.line(d, `</xs:element>`)
			continue
		}
		switch t.Kind {
		case service.KindStruct:
			w.line(d, `<xs:complexType name="`+t.Name+`">`)
			sc.writeMembers(w, t, d+1)
			w.line(d, `</xs:complexType>`)
		case service.KindList:
			nillable := ""
			if t.Elem.Nillable() {
				nillable = ` nillable="true"`
			}
			w.line(d, `<xs:complexType name="`+t.Name+`">`)
			w.line(d+1, `<xs:sequence>`)
			w.line(d+2, `<xs:element minOccurs="0" maxOccurs="unbounded" name="`+t.ItemName+`"`+nillable+` type="`+sc.qname(t.Elem)+`"/>`)
			w.line(d+1, `</xs:sequence>`)
			w.line(d, `</xs:complexType>`)
		case service.KindMap:
			w.line(d, `<xs:complexType name="`+t.Name+`">`)
			w.line(d+1, `<xs:annotation>`)
			w.line(d+2, `<xs:appinfo>`)
			w.line(d+3, `<IsDictionary xmlns="`+service.SerNamespace+`">true</IsDictionary>`)
			w.line(d+2, `</xs:appinfo>`)
			w.line(d+1, `</xs:annotation>`)
			w.line(d+1, `<xs:sequence>`)
			w.line(d+2, `<xs:element minOccurs="0" maxOccurs="unbounded" name="`+t.ItemName+`">`)
			w.line(d+3, `<xs:complexType>`)
			w.line(d+4, `<xs:sequence>`)
			w.line(d+5, `<xs:element name="Key" nillable="true" type="xs:string"/>`)
			w.line(d+5, `<xs:element name="Value" nillable="true" type="xs:string"/>`)
			w.line(d+4, `</xs:sequence>`)
			w.line(d+3, `</xs:complexType>`)
			w.line(d+2, `</xs:element>`)
			w.line(d+1, `</xs:sequence>`)
			w.line(d, `</xs:complexType>`)
		case service.KindEnum:
			w.line(d, `<xs:simpleType name="`+t.Name+`">`)
			w.line(d+1, `<xs:restriction base="xs:string">`)
			for _, v := range t.EnumNames {
				w.line(d+2, `<xs:enumeration value="`+attr(v)+`"/>`)
			}
			w.line(d+1, `</xs:restriction>`)
			w.line(d, `</xs:simpleType>`)
		}
		if !sc.noElement[t] {
			w.line(d, `<xs:element name="`+t.Name+`" nillable="true" type="`+sc.qname(t)+`"/>`)
		}
	}
	w.line(depth, `</xs:schema>`)
}

// writeMembers writes the xs:sequence of the struct contract t.
func (sc *schemaDef) writeMembers(w *writer, t *service.Type, d int) {
	if len(t.XMLFields) == 0 {
		w.line(d, `<xs:sequence/>`)
		return
	}
	w.line(d, `<xs:sequence>`)
	for _, f := range t.XMLFields {
		nillable := ""
		if f.Nillable {
			nillable = ` nillable="true"`
		}
		// minOccurs="0" on every member, even documented required ones:
		// the original has no IsRequired DataMembers, so its WSDL has none
		// either.
		w.line(d+1, `<xs:element minOccurs="0" name="`+f.XMLName+`"`+nillable+` type="`+sc.qname(f.Type)+`"/>`)
	}
	w.line(d, `</xs:sequence>`)
}

// serSchema writes the Serialization schema that .NET's
// XsdDataContractExporter always adds (ExportSerializationSchema): the
// simple types char, duration and guid with their global elements, and the
// attributes FactoryType, Id and Ref. The exporter's other global elements,
// one per XSD built-in (anyType, base64Binary, boolean, byte, int, long,
// string...), are left out: nothing references them, and code generators
// that turn every global element into a type declare types named after the
// built-ins (gowsdl v0.5.0 declares "type byte int8" and "type int int32" in
// the client package, so every xs:base64Binary member becomes []int8 and
// its reply cannot be decoded).
func (w *writer) serSchema(depth int) {
	w.line(depth, `<xs:schema attributeFormDefault="qualified" elementFormDefault="qualified" targetNamespace="`+service.SerNamespace+`" xmlns:ser="`+service.SerNamespace+`" xmlns:xs="`+nsXSD+`">`)
	d := depth + 1
	w.line(d, `<xs:element name="char" type="ser:char"/>`)
	w.line(d, `<xs:simpleType name="char">`)
	w.line(d+1, `<xs:restriction base="xs:int"/>`)
	w.line(d, `</xs:simpleType>`)
	w.line(d, `<xs:element name="duration" type="ser:duration"/>`)
	w.line(d, `<xs:simpleType name="duration">`)
	w.line(d+1, `<xs:restriction base="xs:duration">`)
	w.line(d+2, `<xs:pattern value="\-?P(\d*D)?(T(\d*H)?(\d*M)?(\d*(\.\d*)?S)?)?"/>`)
	w.line(d+2, `<xs:minInclusive value="-P10675199DT2H48M5.4775808S"/>`)
	w.line(d+2, `<xs:maxInclusive value="P10675199DT2H48M5.4775807S"/>`)
	w.line(d+1, `</xs:restriction>`)
	w.line(d, `</xs:simpleType>`)
	w.line(d, `<xs:element name="guid" type="ser:guid"/>`)
	w.line(d, `<xs:simpleType name="guid">`)
	w.line(d+1, `<xs:restriction base="xs:string">`)
	w.line(d+2, `<xs:pattern value="[\da-fA-F]{8}-[\da-fA-F]{4}-[\da-fA-F]{4}-[\da-fA-F]{4}-[\da-fA-F]{12}"/>`)
	w.line(d+1, `</xs:restriction>`)
	w.line(d, `</xs:simpleType>`)
	w.line(d, `<xs:attribute name="FactoryType" type="xs:QName"/>`)
	w.line(d, `<xs:attribute name="Id" type="xs:ID"/>`)
	w.line(d, `<xs:attribute name="Ref" type="xs:IDREF"/>`)
	w.line(depth, `</xs:schema>`)
}

// --- WSDL ----------------------------------------------------------------

type soapVersion struct {
	name    string // definitions/@name
	prefix  string // binding extension prefix
	ns      string // binding extension namespace
	binding string // binding and port name
}

// soapVersions are the two documents: index 0 SOAP 1.1, index 1 SOAP 1.2.
func soapVersions() [2]soapVersion {
	return [2]soapVersion{
		{name: "Soap11", prefix: "soap", ns: nsSOAP11, binding: binding11Name},
		{name: "Soap12", prefix: "soap12", ns: nsSOAP12, binding: binding12Name},
	}
}

// writeWSDL writes the whole WSDL for one SOAP version, split at the
// address. Only the binding extension namespace of that version is
// declared: a SOAP 1.1 WSDL that merely declares wsdl/soap12/ makes gSOAP
// clients speak SOAP 1.2 (checklist item 4).
func (m *model) writeWSDL(v soapVersion) splitDoc {
	ns := attr(m.ns)
	var w writer
	w.raw(xmlDecl)
	w.line(0, `<wsdl:definitions name="`+v.name+`" targetNamespace="`+ns+`" xmlns:svc="`+ns+`" xmlns:tns="`+ns+`" xmlns:wsdl="`+nsWSDL+`" xmlns:`+v.prefix+`="`+v.ns+`" xmlns:xs="`+nsXSD+`" xmlns:xsd="`+nsXSD+`">`)
	w.line(1, `<wsdl:types>`)
	// Dependency order, each schema after those it imports: wsimport
	// (Xerces) warns "src-resolve: Cannot resolve the name 'q1:ArrayOflong'"
	// when the Arrays schema follows the types schema.
	for _, n := range []int{xsdSer, xsdArrays, xsdTypes} {
		if sc := m.schemas[n]; sc != nil {
			m.writeSchema(&w, sc, 2)
		}
	}
	w.line(1, `</wsdl:types>`)
	for _, op := range m.ops {
		w.line(1, `<wsdl:message name="`+op.Name+`In">`)
		w.line(2, `<wsdl:part name="`+partName+`" element="tns:`+op.Request.Name+`"/>`)
		w.line(1, `</wsdl:message>`)
		w.line(1, `<wsdl:message name="`+op.Name+`Out">`)
		w.line(2, `<wsdl:part name="`+partName+`" element="tns:`+op.Response.Name+`"/>`)
		w.line(1, `</wsdl:message>`)
	}
	w.line(1, `<wsdl:portType name="`+portTypeName+`">`)
	for _, op := range m.ops {
		w.line(2, `<wsdl:operation name="`+op.Name+`">`)
		w.line(3, `<wsdl:input message="svc:`+op.Name+`In"/>`)
		w.line(3, `<wsdl:output message="svc:`+op.Name+`Out"/>`)
		w.line(2, `</wsdl:operation>`)
	}
	w.line(1, `</wsdl:portType>`)
	w.line(1, `<wsdl:binding name="`+v.binding+`" type="svc:`+portTypeName+`">`)
	w.line(2, `<`+v.prefix+`:binding style="document" transport="`+nsTransport+`"/>`)
	for _, op := range m.ops {
		w.line(2, `<wsdl:operation name="`+op.Name+`">`)
		w.line(3, `<`+v.prefix+`:operation soapAction="`+attr(SOAPAction(m.ns, op.Name))+`" style="document"/>`)
		w.line(3, `<wsdl:input>`)
		w.line(4, `<`+v.prefix+`:body use="literal"/>`)
		w.line(3, `</wsdl:input>`)
		w.line(3, `<wsdl:output>`)
		w.line(4, `<`+v.prefix+`:body use="literal"/>`)
		w.line(3, `</wsdl:output>`)
		w.line(2, `</wsdl:operation>`)
	}
	w.line(1, `</wsdl:binding>`)
	w.line(1, `<wsdl:service name="`+serviceName+`">`)
	w.line(2, `<wsdl:port name="`+v.binding+`" binding="svc:`+v.binding+`">`)
	w.indent(3)
	w.raw(`<` + v.prefix + `:address location="`)
	head := w.String()
	w.Reset()
	w.raw(`"/>` + "\n")
	w.line(2, `</wsdl:port>`)
	w.line(1, `</wsdl:service>`)
	w.line(0, `</wsdl:definitions>`)
	return splitDoc{head: []byte(head), tail: []byte(w.String())}
}

// SOAPAction is the soapAction of operation op in types namespace ns:
// the namespace, a "/" unless it already ends with one, and the name.
func SOAPAction(ns, op string) string {
	if strings.HasSuffix(ns, "/") {
		return ns + op
	}
	return ns + "/" + op
}

// --- text ----------------------------------------------------------------

const xmlDecl = `<?xml version="1.0" encoding="utf-8"?>` + "\n"

// writer builds indented XML text line by line.
type writer struct {
	strings.Builder
}

func (w *writer) indent(depth int) {
	for range depth {
		w.WriteString("  ")
	}
}

func (w *writer) line(depth int, s string) {
	w.indent(depth)
	w.WriteString(s)
	w.WriteByte('\n')
}

func (w *writer) raw(s string) { w.WriteString(s) }

// attr escapes s for a double-quoted attribute value.
func attr(s string) string {
	return string(appendEscaped(nil, s))
}

// escapedLen is the length of s after appendEscaped.
func escapedLen(s string) int {
	n := 0
	for _, r := range s {
		if e, ok := escapeRune(r); ok {
			n += len(e)
		} else {
			n += utf8.RuneLen(r)
		}
	}
	return n
}

// appendEscaped appends s escaped for a double-quoted attribute value.
// Whitespace control characters become character references so that
// attribute-value normalisation keeps them; the other C0 controls and
// U+FFFE/U+FFFF, which XML 1.0 cannot carry at all, are dropped; invalid
// UTF-8 becomes U+FFFD.
func appendEscaped(b []byte, s string) []byte {
	for _, r := range s {
		if e, ok := escapeRune(r); ok {
			b = append(b, e...)
		} else {
			b = utf8.AppendRune(b, r)
		}
	}
	return b
}

// escapeRune returns the replacement of r in an attribute value and true,
// or false to keep r as it is.
func escapeRune(r rune) (string, bool) {
	switch r {
	case '&':
		return "&amp;", true
	case '<':
		return "&lt;", true
	case '>':
		return "&gt;", true
	case '"':
		return "&quot;", true
	case '\t':
		return "&#x9;", true
	case '\n':
		return "&#xA;", true
	case '\r':
		return "&#xD;", true
	}
	if r < 0x20 || r == 0xFFFE || r == 0xFFFF {
		return "", true
	}
	return "", false
}

// isNCName reports whether s is a valid XML non-colonised name (the
// letters/digits approximation used by service.EncodeXMLName).
func isNCName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || unicode.IsLetter(r):
		case i > 0 && (unicode.IsDigit(r) || r == '-' || r == '.'):
		default:
			return false
		}
	}
	return true
}
