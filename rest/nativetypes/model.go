// Package nativetypes generates the typed DTO source that ServiceStack's
// "Add ServiceStack Reference" serves on /types/{lang}, from the schema
// registry: C# (/types/csharp), TypeScript (/types/typescript), Java
// (/types/java), Kotlin (/types/kotlin), Python (/types/python) and the
// language-neutral metadata they are made from (/types/metadata).
//
// Each generator walks one model built from service.Schema the way the
// WSDL generator does, so an operation added to the registry appears in
// every language with no edit here. The output follows ServiceStack's
// NativeTypes generators for each language: an "Options" header, request
// classes with their routes as attributes (or comments), the IReturn<T>
// marker naming the response class, DataContract/DataMember names where the
// wire name differs, base classes as the Go types embed them
// (BaseRequest, BaseResponse, PagedRequest, ...), and collection classes
// for the lists whose XML contract is not the DataContract default (their
// item names, e.g. ArrayOfSearchNote of Note). ServiceStack's own types
// (ResponseStatus, ResponseError) come from the client library in C#,
// Java, Kotlin and Python and are written out in TypeScript, as
// ServiceStack does.
//
// Everything is generated once by [New]; a request only splices the base
// URL it was made through into the cached text.
package nativetypes

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"unicode"

	"github.com/screengate/screengate/service"
)

// typeKind is what a model type is.
type typeKind uint8

const (
	kindClass typeKind = iota
	kindEnum
	kindCollection // a class deriving from a list (CollectionDataContract)
)

// typeModel is one generated type.
type typeModel struct {
	name  string
	kind  typeKind
	base  *typeModel
	props []*prop // own members, in declaration order
	// enum values; collection item type, item element and namespace.
	enumNames []string
	elem      *typeRef
	itemName  string
	xmlNS     string
	// builtin marks ServiceStack's own types (ResponseStatus,
	// ResponseError), which client libraries define.
	builtin bool
	// op is set on request types; response on {Op}Response types.
	op       *service.Operation
	response bool
	// deps are the model types this one refers to (base, members, items),
	// for dependency order.
	deps []*typeModel
}

// prop is one member.
type prop struct {
	// name is the PascalCase member name (a valid identifier); json the
	// JSON name; wire the DataMember name when it differs from name (e.g.
	// page[limit]).
	name, json, wire string
	order            int
	ref              *typeRef
	nullable         bool // a value type that may be null (Go pointer)
	required         bool
	doc              string
}

// typeRef is the type of a member or item.
type typeRef struct {
	kind  service.Kind // a primitive kind, KindStruct/KindEnum (named), KindList, KindMap
	named *typeModel   // classes, enums and collection classes
	elem  *typeRef     // items of a plain list
}

// model is everything the generators need.
type model struct {
	ns    string
	ops   []*service.Operation
	types []*typeModel // sorted by name
	req   map[*service.Operation]*typeModel
	resp  map[*service.Operation]*typeModel
}

type builder struct {
	m      *model
	byName map[string]*typeModel
	byType map[*service.Type]*typeModel
	goName map[string]reflect.Type // struct model name -> its Go type
}

// builtinTypes are ServiceStack's own DTOs.
var builtinTypes = map[string]bool{"ResponseStatus": true, "ResponseError": true}

func buildModel(s *service.Schema) (*model, error) {
	if s == nil || len(s.Operations()) == 0 {
		return nil, fmt.Errorf("nativetypes: no operations")
	}
	b := &builder{m: &model{ns: s.Namespace, ops: s.Operations(), req: map[*service.Operation]*typeModel{}, resp: map[*service.Operation]*typeModel{}},
		byName: map[string]*typeModel{}, byType: map[*service.Type]*typeModel{}, goName: map[string]reflect.Type{}}
	for _, op := range s.Operations() {
		req, err := b.named(op.Request)
		if err != nil {
			return nil, fmt.Errorf("nativetypes: operation %s: %w", op.Name, err)
		}
		req.op = op
		b.m.req[op] = req
		data, err := b.named(op.Data)
		if err != nil {
			return nil, fmt.Errorf("nativetypes: operation %s: %w", op.Name, err)
		}
		if op.Response == nil || len(op.Response.Fields) != 1 {
			return nil, fmt.Errorf("nativetypes: operation %s has no response wrapper", op.Name)
		}
		f := op.Response.Fields[0]
		resp := &typeModel{name: op.Response.Name, response: true, deps: []*typeModel{data},
			props: []*prop{{name: f.DataMemberName, json: f.JSONName, order: -1, ref: &typeRef{kind: service.KindStruct, named: data}, doc: "The response data"}}}
		if err := b.add(resp); err != nil {
			return nil, err
		}
		b.m.resp[op] = resp
		// A request names its response (IReturn<T>): languages that
		// define types in order (Python) need the response first.
		req.deps = append(req.deps, resp)
	}
	for _, t := range b.byName {
		b.m.types = append(b.m.types, t)
	}
	sort.Slice(b.m.types, func(i, j int) bool { return b.m.types[i].name < b.m.types[j].name })
	return b.m, nil
}

func (b *builder) add(t *typeModel) error {
	if o, dup := b.byName[t.name]; dup && o != t {
		return fmt.Errorf("nativetypes: two types named %s", t.name)
	}
	b.byName[t.name] = t
	return nil
}

// named returns the model of a struct or enum schema type.
func (b *builder) named(t *service.Type) (*typeModel, error) {
	if m, ok := b.byType[t]; ok {
		return m, nil
	}
	switch t.Kind {
	case service.KindEnum:
		m := &typeModel{name: t.Name, kind: kindEnum, enumNames: t.EnumNames}
		b.byType[t] = m
		return m, b.add(m)
	case service.KindStruct:
		if t.GoType == nil {
			return nil, fmt.Errorf("type %s has no Go type", t.Name)
		}
		m, err := b.structModel(t.Name, t.GoType, t.Fields, 0)
		if err != nil {
			return nil, err
		}
		b.byType[t] = m
		return m, nil
	}
	return nil, fmt.Errorf("type %s is not a struct or an enum", t.Name)
}

// structModel builds the class of Go struct gt named name whose members
// are fields (the schema fields of the derived type whose index path runs
// through gt, at depth depth). An embedded struct is the base class; its
// members are the fields whose index path passes through it.
func (b *builder) structModel(name string, gt reflect.Type, fields []*service.Field, depth int) (*typeModel, error) {
	if m, ok := b.byName[name]; ok && m.kind == kindClass && !m.response {
		if b.goName[name] != gt {
			return nil, fmt.Errorf("two Go types give the class %s", name)
		}
		return m, nil
	}
	m := &typeModel{name: name, builtin: builtinTypes[name]}
	b.goName[name] = gt
	if err := b.add(m); err != nil {
		return nil, err
	}
	var own []*service.Field
	embedded := -1
	for i := 0; i < gt.NumField(); i++ {
		if sf := gt.Field(i); sf.Anonymous && sf.Type.Kind() == reflect.Struct {
			if embedded >= 0 {
				return nil, fmt.Errorf("%s embeds more than one struct", name)
			}
			embedded = i
		}
	}
	var inherited []*service.Field
	for _, f := range fields {
		switch {
		case len(f.Index) == depth+1:
			own = append(own, f)
		case len(f.Index) > depth+1 && f.Index[depth] == embedded:
			inherited = append(inherited, f)
		default:
			return nil, fmt.Errorf("%s: member %s is neither its own nor its base's", name, f.GoName)
		}
	}
	if embedded >= 0 {
		bt := gt.Field(embedded).Type
		base, err := b.structModel(bt.Name(), bt, inherited, depth+1)
		if err != nil {
			return nil, err
		}
		m.base = base
		m.deps = append(m.deps, base)
	}
	sort.SliceStable(own, func(i, j int) bool { return own[i].Index[depth] < own[j].Index[depth] })
	for _, f := range own {
		ref, err := b.ref(f.Type)
		if err != nil {
			return nil, fmt.Errorf("%s.%s: %w", name, f.GoName, err)
		}
		p := &prop{name: f.DataMemberName, json: f.JSONName, order: f.Order, ref: ref, required: f.Required, doc: f.Doc,
			nullable: f.Pointer && f.Type.Kind.IsPrimitive() && f.Type.Kind != service.KindString && f.Type.Kind != service.KindBytes}
		if !isIdent(p.name) {
			p.name, p.wire = f.GoName, f.DataMemberName
		}
		m.props = append(m.props, p)
		if d := ref.model(); d != nil {
			m.deps = append(m.deps, d)
		}
	}
	return m, nil
}

// ref returns the type reference of a member or item type.
func (b *builder) ref(t *service.Type) (*typeRef, error) {
	switch t.Kind {
	case service.KindStruct, service.KindEnum:
		m, err := b.named(t)
		if err != nil {
			return nil, err
		}
		return &typeRef{kind: t.Kind, named: m}, nil
	case service.KindList:
		elem, err := b.ref(t.Elem)
		if err != nil {
			return nil, err
		}
		if defaultListContract(t) {
			return &typeRef{kind: service.KindList, elem: elem}, nil
		}
		if m, ok := b.byType[t]; ok {
			return &typeRef{kind: service.KindList, named: m}, nil
		}
		m := &typeModel{name: t.Name, kind: kindCollection, elem: elem, itemName: t.ItemName, xmlNS: t.Namespace}
		if d := elem.model(); d != nil {
			m.deps = append(m.deps, d)
		}
		b.byType[t] = m
		return &typeRef{kind: service.KindList, named: m}, b.add(m)
	}
	return &typeRef{kind: t.Kind}, nil
}

// model is the named type a reference uses directly or through its items.
func (r *typeRef) model() *typeModel {
	if r.named != nil {
		return r.named
	}
	if r.elem != nil {
		return r.elem.model()
	}
	return nil
}

// defaultListContract reports whether a list's XML contract is what
// DataContractSerializer gives a List<T> of its item type: ArrayOf{T} with
// items named T (primitives in the Arrays namespace). Other lists need a
// collection class carrying their names.
func defaultListContract(t *service.Type) bool {
	if t.ItemName != t.Elem.Name || t.Name != "ArrayOf"+t.Elem.Name {
		return false
	}
	if t.Elem.Kind.IsPrimitive() && t.Elem.Kind != service.KindEnum {
		return t.Namespace == service.ArraysNamespace
	}
	return t.Namespace == t.Elem.Namespace
}

// emitted returns the types a language writes: all but the builtins unless
// withBuiltins.
func (m *model) emitted(withBuiltins bool) []*typeModel {
	var out []*typeModel
	for _, t := range m.types {
		if !t.builtin || withBuiltins {
			out = append(out, t)
		}
	}
	return out
}

// dependencyOrder returns types with every type after the types it refers
// to (bases, member and item types), by name otherwise; for languages that
// evaluate definitions in order (Python).
func dependencyOrder(types []*typeModel) []*typeModel {
	in := map[*typeModel]bool{}
	for _, t := range types {
		in[t] = true
	}
	done := map[*typeModel]bool{}
	var out []*typeModel
	var visit func(t *typeModel)
	visit = func(t *typeModel) {
		if done[t] || !in[t] {
			return
		}
		done[t] = true
		deps := append([]*typeModel(nil), t.deps...)
		sort.Slice(deps, func(i, j int) bool { return deps[i].name < deps[j].name })
		for _, d := range deps {
			visit(d)
		}
		out = append(out, t)
	}
	for _, t := range types {
		visit(t)
	}
	return out
}

// isIdent reports whether s is an identifier in every target language.
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r < 128 && unicode.IsLetter(r) || i > 0 && r < 128 && unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}

// camel lower-cases the first letter: the JSON-style member name of
// Java, Kotlin and TypeScript.
func camel(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// snake turns a camelCase or PascalCase name into snake_case (Python).
func snake(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		if unicode.IsUpper(r) {
			if i > 0 && (unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])) {
				b.WriteByte('_')
			}
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// camelOfSnake is dataclasses-json's LetterCase.CAMEL of a snake_case
// name: one leading separator dropped, a separator before a lower-case
// letter dropped and the letter upper-cased, the first letter lower-cased.
func camelOfSnake(s string) string {
	if s != "" && strings.ContainsRune("-_.", rune(s[0])) {
		s = s[1:]
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if i > 0 && strings.IndexByte("-_. ", c) >= 0 && i+1 < len(s) && s[i+1] >= 'a' && s[i+1] <= 'z' {
			b.WriteByte(s[i+1] - 'a' + 'A')
			i++
			continue
		}
		if i == 0 && c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// routes returns an operation's routes as ServiceStack lists them: one per
// path, its verbs joined.
func routes(op *service.Operation) []route {
	var out []route
	idx := map[string]int{}
	for _, r := range op.Routes {
		if i, ok := idx[r.Path]; ok {
			out[i].verbs += "," + r.Method
			continue
		}
		idx[r.Path] = len(out)
		out = append(out, route{path: r.Path, verbs: r.Method})
	}
	return out
}

type route struct{ path, verbs string }

// method is the HTTP method a client library uses for an operation: that
// of its first route, POST when it has none (the predefined routes take
// any).
func method(op *service.Operation) string {
	if len(op.Routes) > 0 {
		return op.Routes[0].Method
	}
	return "POST"
}

// hasResponseStatus reports whether t declares ServiceStack's
// ResponseStatus member (it then implements IHasResponseStatus).
func hasResponseStatus(t *typeModel) bool {
	for _, p := range t.props {
		if p.name == "ResponseStatus" && p.ref.named != nil && p.ref.named.builtin {
			return true
		}
	}
	return false
}
