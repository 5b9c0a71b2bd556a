package service

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Namespaces of the XML representation.
const (
	DefaultNamespace = "http://schemas.servicestack.net/types"
	ArraysNamespace  = "http://schemas.microsoft.com/2003/10/Serialization/Arrays"
	SerNamespace     = "http://schemas.microsoft.com/2003/10/Serialization/"
)

// Kind is the wire kind of a schema [Type].
type Kind uint8

// The kinds of the schema model.
const (
	KindString Kind = iota
	KindBool
	KindShort    // int16, xs:short
	KindInt      // int32, xs:int
	KindLong     // int64, xs:long
	KindByte     // uint8, xs:unsignedByte
	KindDecimal  // Decimal, xs:decimal
	KindDateTime // time.Time, xs:dateTime
	KindGUID     // GUID, ser:guid
	KindBytes    // []byte, xs:base64Binary
	KindEnum     // int32 with EnumNames, restriction of xs:string
	KindStruct   // complexType with a sequence
	KindList     // ArrayOf{Item}
	KindMap      // map[string]string, ArrayOfKeyValueOfstringstring
)

// IsPrimitive reports whether values of k are written as element text.
func (k Kind) IsPrimitive() bool { return k <= KindEnum }

// Type is the schema model of one Go type: what every codec, route binder,
// and generator (WSDL, metadata, OpenAPI) walks. Built once by
// [Registry.Build]; read-only afterwards.
type Type struct {
	Kind Kind
	// Name is the DataContract name: the struct name, "ArrayOfLong", the
	// XSD primitive name ("long", "dateTime", "guid"), or the enum name.
	Name string
	// Namespace is the XML namespace of the contract: the types namespace,
	// the Arrays namespace (primitive lists, maps), or the XSD namespace for
	// primitives (SerNamespace for guid).
	Namespace string
	GoType    reflect.Type

	// Fields are the members of a struct in JSON (declaration) order;
	// XMLFields the same in DataContract order.
	Fields    []*Field
	XMLFields []*Field

	// Elem and ItemName describe a list: the item type and the item element
	// name (e.g. "Long", "long", "Note"); the item element lives in the
	// list's Namespace.
	Elem     *Type
	ItemName string
	// EnumNames are the names of an enum in value order.
	EnumNames []string
	// Synthetic marks types with no Go struct of their own ({Op}Response).
	Synthetic bool

	byJSON map[string]*Field
	byFold map[string]*Field
	byXML  map[string]*Field
}

// FieldByJSON looks a member up by JSON name, exactly then case-insensitively.
func (t *Type) FieldByJSON(name string) *Field {
	if f, ok := t.byJSON[name]; ok {
		return f
	}
	return t.byFold[strings.ToLower(name)]
}

// FieldByName looks a member up by any of its names (JSON, XML, Go),
// case-insensitively; the query binder and the lenient XML reader use it.
func (t *Type) FieldByName(name string) *Field {
	if f, ok := t.byJSON[name]; ok {
		return f
	}
	if f, ok := t.byXML[name]; ok {
		return f
	}
	return t.byFold[strings.ToLower(name)]
}

// FieldByXML looks a member up by its encoded XML name, exactly then
// case-insensitively.
func (t *Type) FieldByXML(name string) *Field {
	if f, ok := t.byXML[name]; ok {
		return f
	}
	return t.byFold[strings.ToLower(name)]
}

// Nillable reports whether a member of this type is nillable in the XSD
// (reference types: strings, structs, lists, maps, bytes).
func (t *Type) Nillable() bool {
	switch t.Kind {
	case KindString, KindStruct, KindList, KindMap, KindBytes:
		return true
	}
	return false
}

// XSDName is the qualified primitive name for primitives ("long", "guid").
func (t *Type) XSDName() string { return t.Name }

// Field is one member of a struct type.
type Field struct {
	// GoName is the Go field name; Index the reflect index path.
	GoName string
	Index  []int
	// JSONName is the camelCase wire name; XMLName the PascalCase element
	// name with invalid characters encoded (page_x005B_limit_x005D_);
	// DataMemberName the unencoded PascalCase name.
	JSONName       string
	XMLName        string
	DataMemberName string
	Type           *Type
	// Pointer: the Go field is a pointer (nullable value or optional struct).
	Pointer bool
	// Nillable: the member may be null on the wire.
	Nillable bool
	// Required: documented as required in requests.
	Required bool
	// Order is the explicit DataMember order (-1 when unset).
	Order int
	// Level is the inheritance depth (0 = most basic base class).
	Level int
	// KeepEmpty: empty strings in this subtree are written as "" rather
	// than as null (the RegisterAccountTemplate skeleton).
	KeepEmpty bool
	// Doc is the description shown in metadata pages and OpenAPI.
	Doc string
	// MaxLength is a string member's own length limit in characters
	// (`dc:"maxlen=N"`); 0: the limit by name or the default
	// (textlimits.go).
	MaxLength int

	// Precomputed bytes for encoders.
	JSONKey  []byte // "name":
	XMLOpen  []byte // <Name>
	XMLClose []byte // </Name>
	XMLNil   []byte // <Name i:nil="true"/>
}

var (
	timeType    = reflect.TypeOf(time.Time{})
	guidType    = reflect.TypeOf(GUID{})
	decimalType = reflect.TypeOf(Decimal{})
	bytesType   = reflect.TypeOf([]byte(nil))
	enumIface   = reflect.TypeOf((*interface{ EnumNames() []string })(nil)).Elem()
)

type builder struct {
	s      *Schema
	lists  map[string]*Type // by namespace+name
	inProg map[reflect.Type]bool
}

func (b *builder) prim(k Kind, name, ns string, gt reflect.Type) *Type {
	if t, ok := b.s.types[gt]; ok {
		return t
	}
	t := &Type{Kind: k, Name: name, Namespace: ns, GoType: gt}
	b.s.types[gt] = t
	return t
}

const xsdNS = "http://www.w3.org/2001/XMLSchema"

// typeOf returns the schema type of gt (not a pointer); name overrides the
// contract name of structs.
func (b *builder) typeOf(gt reflect.Type, name string) (*Type, error) {
	if t, ok := b.s.types[gt]; ok {
		return t, nil
	}
	switch {
	case gt == timeType:
		return b.prim(KindDateTime, "dateTime", xsdNS, gt), nil
	case gt == guidType:
		return b.prim(KindGUID, "guid", SerNamespace, gt), nil
	case gt == decimalType:
		return b.prim(KindDecimal, "decimal", xsdNS, gt), nil
	case gt == bytesType:
		return b.prim(KindBytes, "base64Binary", xsdNS, gt), nil
	case gt.Kind() == reflect.Int32 && gt.Implements(enumIface):
		names := reflect.Zero(gt).Interface().(interface{ EnumNames() []string }).EnumNames()
		t := &Type{Kind: KindEnum, Name: gt.Name(), Namespace: b.s.Namespace, GoType: gt, EnumNames: names}
		b.s.types[gt] = t
		b.s.named = append(b.s.named, t)
		return t, nil
	}
	switch gt.Kind() {
	case reflect.String:
		return b.prim(KindString, "string", xsdNS, gt), nil
	case reflect.Bool:
		return b.prim(KindBool, "boolean", xsdNS, gt), nil
	case reflect.Int16:
		return b.prim(KindShort, "short", xsdNS, gt), nil
	case reflect.Int32:
		return b.prim(KindInt, "int", xsdNS, gt), nil
	case reflect.Int64:
		return b.prim(KindLong, "long", xsdNS, gt), nil
	case reflect.Uint8:
		return b.prim(KindByte, "unsignedByte", xsdNS, gt), nil
	case reflect.Map:
		if gt.Key().Kind() != reflect.String || gt.Elem().Kind() != reflect.String {
			return nil, fmt.Errorf("unsupported map type %s", gt)
		}
		if t, ok := b.lists[ArraysNamespace+" ArrayOfKeyValueOfstringstring"]; ok {
			b.s.types[gt] = t
			return t, nil
		}
		t := &Type{Kind: KindMap, Name: "ArrayOfKeyValueOfstringstring", Namespace: ArraysNamespace, GoType: gt, ItemName: "KeyValueOfstringstring"}
		b.lists[ArraysNamespace+" "+t.Name] = t
		b.s.types[gt] = t
		b.s.named = append(b.s.named, t)
		return t, nil
	case reflect.Struct:
		return b.structType(gt, name)
	}
	return nil, fmt.Errorf("unsupported type %s", gt)
}

// listType returns the list type of items elem named by itemName; its
// contract name is listName, or ArrayOf{itemName} by default.
func (b *builder) listType(gt reflect.Type, elem *Type, itemName, listName string) (*Type, error) {
	ns := b.s.Namespace
	if itemName == "" {
		itemName = elem.Name
	}
	if elem.Kind.IsPrimitive() && elem.Kind != KindEnum && itemName == elem.Name {
		ns = ArraysNamespace
	}
	name := "ArrayOf" + itemName
	if listName != "" {
		name = listName
	}
	key := ns + " " + name
	if t, ok := b.lists[key]; ok {
		if t.Elem != elem || t.ItemName != itemName {
			return nil, fmt.Errorf("list contract %s used for items %s and %s", name, t.Elem.Name, elem.Name)
		}
		return t, nil
	}
	t := &Type{Kind: KindList, Name: name, Namespace: ns, GoType: gt, Elem: elem, ItemName: itemName}
	b.lists[key] = t
	b.s.named = append(b.s.named, t)
	return t, nil
}

func (b *builder) responseType(name string, data *Type) *Type {
	f := &Field{GoName: "Data", JSONName: "data", DataMemberName: "Data", XMLName: "Data", Type: data, Nillable: true, Pointer: true, Order: -1}
	f.precompute()
	t := &Type{Kind: KindStruct, Name: name, Namespace: b.s.Namespace, Fields: []*Field{f}, XMLFields: []*Field{f}, Synthetic: true}
	t.index()
	b.s.named = append(b.s.named, t)
	return t
}

func (b *builder) structType(gt reflect.Type, name string) (*Type, error) {
	if name == "" {
		name = gt.Name()
	}
	if b.inProg == nil {
		b.inProg = map[reflect.Type]bool{}
	}
	if b.inProg[gt] {
		return nil, fmt.Errorf("recursive type %s is not supported", gt)
	}
	b.inProg[gt] = true
	defer delete(b.inProg, gt)
	t := &Type{Kind: KindStruct, Name: name, Namespace: b.s.Namespace, GoType: gt}
	if err := b.addFields(t, gt, nil, 0); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	depth := 0
	for _, f := range t.Fields {
		depth = max(depth, f.Level)
	}
	// Fields were collected base-first for embedded structs; levels count
	// from the derived type, so invert them: level 0 = most basic base.
	for _, f := range t.Fields {
		f.Level = depth - f.Level
	}
	t.XMLFields = append([]*Field(nil), t.Fields...)
	sort.SliceStable(t.XMLFields, func(i, j int) bool {
		a, c := t.XMLFields[i], t.XMLFields[j]
		if a.Level != c.Level {
			return a.Level < c.Level
		}
		if a.Order != c.Order {
			return a.Order < c.Order
		}
		return a.DataMemberName < c.DataMemberName // ordinal, as string.CompareOrdinal
	})
	// JSON order: declaration order, but base-class members (Authentication,
	// ResponseStatus) after the derived ones, as the original's samples show.
	sort.SliceStable(t.Fields, func(i, j int) bool { return t.Fields[i].Level > t.Fields[j].Level })
	if err := t.index(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	b.s.types[gt] = t
	b.s.named = append(b.s.named, t)
	return t, nil
}

func (t *Type) index() error {
	t.byJSON = map[string]*Field{}
	t.byFold = map[string]*Field{}
	t.byXML = map[string]*Field{}
	for _, f := range t.Fields {
		if _, dup := t.byJSON[f.JSONName]; dup {
			return fmt.Errorf("duplicate JSON name %q", f.JSONName)
		}
		if _, dup := t.byXML[f.XMLName]; dup {
			return fmt.Errorf("duplicate XML name %q", f.XMLName)
		}
		t.byJSON[f.JSONName] = f
		t.byXML[f.XMLName] = f
		for _, k := range []string{f.JSONName, f.XMLName, f.GoName, f.DataMemberName} {
			lk := strings.ToLower(k)
			if g, dup := t.byFold[lk]; dup && g != f {
				return fmt.Errorf("names of %s and %s collide case-insensitively", g.GoName, f.GoName)
			}
			t.byFold[lk] = f
		}
	}
	return nil
}

// addFields walks gt's fields; embedded structs are base classes whose
// members come first (higher level = more derived during the walk).
func (b *builder) addFields(t *Type, gt reflect.Type, prefix []int, level int) error {
	for i := 0; i < gt.NumField(); i++ {
		sf := gt.Field(i)
		idx := append(append([]int(nil), prefix...), i)
		if sf.Anonymous && sf.Type.Kind() == reflect.Struct {
			if err := b.addFields(t, sf.Type, idx, level+1); err != nil {
				return err
			}
			continue
		}
		if !sf.IsExported() {
			continue
		}
		jsonName, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		if jsonName == "-" {
			continue
		}
		if jsonName == "" {
			return fmt.Errorf("field %s has no json tag", sf.Name)
		}
		dmName := sf.Tag.Get("xml")
		if dmName == "" {
			dmName = pascal(jsonName)
		}
		f := &Field{GoName: sf.Name, Index: idx, JSONName: jsonName, DataMemberName: dmName,
			XMLName: EncodeXMLName(dmName), Order: -1, Level: level, Doc: sf.Tag.Get("doc")}
		var itemName, listName string
		for _, opt := range strings.Split(sf.Tag.Get("dc"), ",") {
			k, v, _ := strings.Cut(strings.TrimSpace(opt), "=")
			switch k {
			case "":
			case "required":
				f.Required = true
			case "keepempty":
				f.KeepEmpty = true
			case "item":
				itemName = v
			case "list":
				listName = v
			case "maxlen":
				n, err := strconv.Atoi(v)
				if err != nil || n <= 0 {
					return fmt.Errorf("field %s: bad maxlen %q", sf.Name, v)
				}
				f.MaxLength = n
			case "order":
				n, err := strconv.Atoi(v)
				if err != nil {
					return fmt.Errorf("field %s: bad order %q", sf.Name, v)
				}
				f.Order = n
			default:
				return fmt.Errorf("field %s: unknown dc option %q", sf.Name, k)
			}
		}
		ft := sf.Type
		if ft.Kind() == reflect.Pointer {
			f.Pointer = true
			ft = ft.Elem()
		}
		var err error
		if ft.Kind() == reflect.Slice && ft != bytesType {
			var elem *Type
			et := ft.Elem()
			if et.Kind() == reflect.Pointer {
				return fmt.Errorf("field %s: lists of pointers are not supported", sf.Name)
			}
			if elem, err = b.typeOf(et, ""); err == nil {
				f.Type, err = b.listType(ft, elem, itemName, listName)
			}
		} else {
			if itemName != "" || listName != "" {
				return fmt.Errorf("field %s: item= or list= on a non-list", sf.Name)
			}
			f.Type, err = b.typeOf(ft, "")
		}
		if err != nil {
			return fmt.Errorf("field %s: %w", sf.Name, err)
		}
		f.Nillable = f.Pointer || f.Type.Nillable()
		f.precompute()
		t.Fields = append(t.Fields, f)
	}
	return nil
}

func (f *Field) precompute() {
	f.JSONKey = []byte(strconv.Quote(f.JSONName) + ":")
	f.XMLOpen = []byte("<" + f.XMLName + ">")
	f.XMLClose = []byte("</" + f.XMLName + ">")
	f.XMLNil = []byte("<" + f.XMLName + ` i:nil="true"/>`)
}

// finish sorts the named types.
func (b *builder) finish() error {
	sortTypes(b.s.named)
	seen := map[string]*Type{}
	for _, t := range b.s.named {
		k := t.Namespace + " " + t.Name
		if o, dup := seen[k]; dup && o != t {
			return fmt.Errorf("two types share the contract name %s", t.Name)
		}
		seen[k] = t
	}
	return nil
}

func pascal(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// EncodeXMLName encodes a DataMember name into a valid XML local name the
// way .NET's XmlConvert.EncodeLocalName does: each character that is not a
// valid name character becomes _xHHHH_.
func EncodeXMLName(s string) string {
	var b strings.Builder
	for i, r := range s {
		ok := r == '_' || unicode.IsLetter(r) || (i > 0 && (unicode.IsDigit(r) || r == '-' || r == '.'))
		if ok && r == '_' && strings.HasPrefix(s[i:], "_x") {
			ok = false // escape a literal "_x" so decoding is unambiguous
		}
		if ok {
			b.WriteRune(r)
			continue
		}
		fmt.Fprintf(&b, "_x%04X_", r)
	}
	return b.String()
}
