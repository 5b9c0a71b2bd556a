package nativetypes

import (
	"encoding/json"

	"github.com/screengate/screengate/service"
)

// The /types/metadata document: ServiceStack's MetadataTypes, the
// language-neutral description every "Add ServiceStack Reference"
// generator works from (config, namespaces, types, operations), with CLR
// type names (String, Int32, Nullable`1, List`1, ...).

type mdTypes struct {
	Config     mdConfig      `json:"config"`
	Namespaces []string      `json:"namespaces"`
	Types      []*mdType     `json:"types"`
	Operations []mdOperation `json:"operations"`
}

type mdConfig struct {
	BaseURL                string `json:"baseUrl"`
	MakePartial            bool   `json:"makePartial"`
	MakeVirtual            bool   `json:"makeVirtual"`
	AddReturnMarker        bool   `json:"addReturnMarker"`
	AddDataContractAttrs   bool   `json:"addDataContractAttributes"`
	AddDefaultXMLNamespace string `json:"addDefaultXmlNamespace"`
	GlobalNamespace        string `json:"globalNamespace"`
	Package                string `json:"package"`
}

type mdOperation struct {
	Request     *mdType   `json:"request"`
	Response    *mdType   `json:"response"`
	Actions     []string  `json:"actions"`
	Routes      []mdRoute `json:"routes"`
	ReturnsVoid bool      `json:"returnsVoid"`
	Method      string    `json:"method"`
	Tags        []string  `json:"tags,omitempty"`
}

type mdRoute struct {
	Path  string `json:"path"`
	Verbs string `json:"verbs"`
}

type mdType struct {
	Name               string            `json:"name"`
	Namespace          string            `json:"namespace"`
	Description        string            `json:"description,omitempty"`
	Inherits           *mdTypeName       `json:"inherits,omitempty"`
	Implements         []mdTypeName      `json:"implements,omitempty"`
	DataContract       *mdDataContract   `json:"dataContract,omitempty"`
	Properties         []mdProperty      `json:"properties,omitempty"`
	IsEnum             bool              `json:"isEnum,omitempty"`
	EnumNames          []string          `json:"enumNames,omitempty"`
	CollectionContract map[string]string `json:"collectionDataContract,omitempty"`
}

type mdTypeName struct {
	Name        string   `json:"name"`
	GenericArgs []string `json:"genericArgs,omitempty"`
}

type mdDataContract struct {
	Namespace string `json:"namespace"`
}

type mdProperty struct {
	Name        string        `json:"name"`
	Type        string        `json:"type"`
	GenericArgs []string      `json:"genericArgs,omitempty"`
	IsValueType bool          `json:"isValueType,omitempty"`
	IsEnum      bool          `json:"isEnum,omitempty"`
	IsRequired  bool          `json:"isRequired,omitempty"`
	Description string        `json:"description,omitempty"`
	DataMember  *mdDataMember `json:"dataMember,omitempty"`
}

type mdDataMember struct {
	Name  string `json:"name,omitempty"`
	Order int    `json:"order,omitempty"`
}

func (g *Generator) metadata() ([]byte, error) {
	ns := g.cfg.CSharpNamespace
	doc := mdTypes{
		Config: mdConfig{BaseURL: baseURLMarker, MakePartial: true, MakeVirtual: true, AddReturnMarker: true, AddDataContractAttrs: true,
			AddDefaultXMLNamespace: g.m.ns, GlobalNamespace: ns, Package: g.cfg.Package},
		Namespaces: []string{"System", "System.Collections", "System.Collections.Generic", "System.Runtime.Serialization", "ServiceStack", ns},
		Types:      []*mdType{},
	}
	isOpType := map[*typeModel]bool{}
	for _, op := range g.m.ops {
		isOpType[g.m.req[op]], isOpType[g.m.resp[op]] = true, true
	}
	for _, t := range g.m.types {
		if !isOpType[t] {
			doc.Types = append(doc.Types, g.mdType(t))
		}
	}
	for _, op := range g.m.sortedOps() {
		o := mdOperation{Request: g.mdType(g.m.req[op]), Response: g.mdType(g.m.resp[op]), Method: method(op)}
		for _, r := range routes(op) {
			o.Routes = append(o.Routes, mdRoute{Path: r.path, Verbs: r.verbs})
		}
		seen := map[string]bool{}
		for _, r := range op.Routes {
			if !seen[r.Method] {
				seen[r.Method] = true
				o.Actions = append(o.Actions, r.Method)
			}
		}
		if len(o.Actions) == 0 {
			o.Actions = []string{"ANY"}
		}
		if op.Tag != "" {
			o.Tags = []string{op.Tag}
		}
		doc.Operations = append(doc.Operations, o)
	}
	return json.Marshal(doc)
}

func (g *Generator) mdType(t *typeModel) *mdType {
	ns := g.cfg.CSharpNamespace
	if t.builtin {
		ns = "ServiceStack"
	}
	x := &mdType{Name: t.name, Namespace: ns, DataContract: &mdDataContract{Namespace: g.m.ns}}
	if t.op != nil {
		x.Description = t.op.Summary
		x.Implements = []mdTypeName{{Name: "IReturn`1", GenericArgs: []string{g.m.resp[t.op].name}}}
	}
	if t.base != nil {
		x.Inherits = &mdTypeName{Name: t.base.name}
	}
	switch t.kind {
	case kindEnum:
		x.IsEnum, x.EnumNames = true, t.enumNames
	case kindCollection:
		x.Inherits = &mdTypeName{Name: "List`1", GenericArgs: []string{clrName(t.elem, false)}}
		x.CollectionContract = map[string]string{"name": t.name, "itemName": t.itemName, "namespace": t.xmlNS}
		x.DataContract = nil
	}
	for _, p := range t.props {
		mp := mdProperty{Name: p.name, Type: clrName(p.ref, p.nullable), IsRequired: p.required, Description: p.doc,
			IsValueType: p.ref.kind.IsPrimitive() && p.ref.kind != service.KindString && p.ref.kind != service.KindBytes,
			IsEnum:      p.ref.kind == service.KindEnum}
		if p.nullable {
			mp.Type, mp.GenericArgs = "Nullable`1", []string{clrName(p.ref, false)}
		} else if p.ref.kind == service.KindList && p.ref.named == nil {
			mp.Type, mp.GenericArgs = "List`1", []string{clrName(p.ref.elem, false)}
		} else if p.ref.kind == service.KindMap {
			mp.Type, mp.GenericArgs = "Dictionary`2", []string{"String", "String"}
		}
		mp.DataMember = &mdDataMember{Name: p.wire}
		if p.order >= 0 {
			mp.DataMember.Order = p.order
		}
		x.Properties = append(x.Properties, mp)
	}
	return x
}

// clrName is the CLR name of a reference, as MetadataTypes writes it.
func clrName(r *typeRef, nullable bool) string {
	switch r.kind {
	case service.KindString:
		return "String"
	case service.KindBool:
		return "Boolean"
	case service.KindShort:
		return "Int16"
	case service.KindInt:
		return "Int32"
	case service.KindLong:
		return "Int64"
	case service.KindByte:
		return "Byte"
	case service.KindDecimal:
		return "Decimal"
	case service.KindDateTime:
		return "DateTime"
	case service.KindGUID:
		return "Guid"
	case service.KindBytes:
		return "Byte[]"
	case service.KindEnum, service.KindStruct:
		return r.named.name
	case service.KindList:
		if r.named != nil {
			return r.named.name
		}
		return "List`1"
	case service.KindMap:
		return "Dictionary`2"
	}
	return "Object"
}
