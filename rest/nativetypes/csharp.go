package nativetypes

import (
	"strconv"
	"strings"

	"github.com/screengate/screengate/service"
)

// csharp writes the C# DTOs (ServiceStack's CSharpGenerator shape):
// partial classes with virtual auto-properties, [Route] and [Api]
// attributes on requests, IReturn<{Op}Response>, [DataContract] and
// [DataMember] on every type (the original's DTOs are DataContracts, so
// DataContractSerializer clients — XmlServiceClient, SOAP — read and write
// the same XML as this server), [CollectionDataContract] collection
// classes for the lists whose item names are not the defaults, and the
// types namespace as the assembly's ContractNamespace.
func (g *Generator) csharp(w *writer) {
	ns := g.cfg.CSharpNamespace
	w.header("/* Options:", "*/", "//", []opt{
		{"GlobalNamespace", ns}, {"MakePartial", "True"}, {"MakeVirtual", "True"}, {"MakeInternal", "False"},
		{"MakeDataContractsExtensible", "False"}, {"AddNullableAnnotations", "False"}, {"AddReturnMarker", "True"},
		{"AddDescriptionAsComments", "True"}, {"AddDataContractAttributes", "True"}, {"AddIndexesToDataMembers", "False"},
		{"AddGeneratedCodeAttributes", "False"}, {"AddResponseStatus", "False"}, {"AddImplicitVersion", ""},
		{"InitializeCollections", "False"}, {"ExportValueTypes", "False"}, {"IncludeTypes", ""}, {"ExcludeTypes", ""},
		{"AddNamespaces", ""}, {"AddDefaultXmlNamespace", g.m.ns},
	}, g)
	for _, u := range []string{"System", "System.IO", "System.Collections", "System.Collections.Generic", "System.Runtime.Serialization", "ServiceStack", "ServiceStack.DataAnnotations", ns} {
		w.line(0, "using "+u+";")
	}
	w.blank()
	w.line(0, `[assembly: ContractNamespace("`+csString(g.m.ns)+`", ClrNamespace="`+ns+`")]`)
	w.blank()
	w.line(0, "namespace "+ns)
	w.line(0, "{")
	w.blank()
	for _, t := range g.m.emitted(false) {
		g.csharpType(w, t)
		w.blank()
	}
	w.line(0, "}")
	w.blank()
}

func (g *Generator) csharpType(w *writer, t *typeModel) {
	const d = 1
	switch t.kind {
	case kindEnum:
		w.line(d, "[DataContract]")
		w.line(d, "public enum "+t.name)
		w.line(d, "{")
		for _, n := range t.enumNames {
			w.line(d+1, "[EnumMember]")
			w.line(d+1, n+",")
		}
		w.line(d, "}")
		return
	case kindCollection:
		args := `Name="` + t.name + `", ItemName="` + t.itemName + `"`
		if t.xmlNS != g.m.ns {
			args += `, Namespace="` + csString(t.xmlNS) + `"`
		}
		w.line(d, "[CollectionDataContract("+args+")]")
		w.line(d, "public partial class "+t.name)
		w.line(d+1, ": List<"+g.csRef(t.elem, false)+">")
		w.line(d, "{")
		w.line(d, "}")
		return
	}
	if op := t.op; op != nil {
		if op.Summary != "" {
			w.line(d, "///<summary>")
			w.line(d, "///"+csComment(op.Summary))
			w.line(d, "///</summary>")
		}
		for _, r := range routes(op) {
			w.line(d, `[Route("`+csString(r.path)+`", "`+r.verbs+`")]`)
		}
		if op.Summary != "" {
			w.line(d, `[Api(Description="`+csString(op.Summary)+`")]`)
		}
		if op.Tag != "" {
			w.line(d, `[Tag("`+csString(op.Tag)+`")]`)
		}
	}
	w.line(d, "[DataContract]")
	w.line(d, "public partial class "+t.name)
	var inherits []string
	if t.base != nil {
		inherits = append(inherits, t.base.name)
	}
	if t.op != nil {
		inherits = append(inherits, "IReturn<"+g.m.resp[t.op].name+">")
	}
	if hasResponseStatus(t) {
		inherits = append(inherits, "IHasResponseStatus")
	}
	if len(inherits) > 0 {
		w.line(d+1, ": "+strings.Join(inherits, ", "))
	}
	w.line(d, "{")
	for i, p := range t.props {
		if i > 0 {
			w.blank()
		}
		if p.doc != "" {
			w.line(d+1, "///<summary>")
			w.line(d+1, "///"+csComment(p.doc))
			w.line(d+1, "///</summary>")
		}
		var args []string
		if p.wire != "" {
			args = append(args, `Name="`+csString(p.wire)+`"`)
		}
		if p.order >= 0 {
			args = append(args, "Order="+strconv.Itoa(p.order))
		}
		if len(args) > 0 {
			w.line(d+1, "[DataMember("+strings.Join(args, ", ")+")]")
		} else {
			w.line(d+1, "[DataMember]")
		}
		w.line(d+1, "public virtual "+g.csRef(p.ref, p.nullable)+" "+p.name+" { get; set; }")
	}
	w.line(d, "}")
}

func (g *Generator) csRef(r *typeRef, nullable bool) string {
	var s string
	switch r.kind {
	case service.KindString:
		return "string"
	case service.KindBytes:
		return "byte[]"
	case service.KindBool:
		s = "bool"
	case service.KindShort:
		s = "short"
	case service.KindInt:
		s = "int"
	case service.KindLong:
		s = "long"
	case service.KindByte:
		s = "byte"
	case service.KindDecimal:
		s = "decimal"
	case service.KindDateTime:
		s = "DateTime"
	case service.KindGUID:
		s = "Guid"
	case service.KindEnum:
		s = r.named.name
	case service.KindStruct:
		return r.named.name
	case service.KindList:
		if r.named != nil {
			return r.named.name
		}
		return "List<" + g.csRef(r.elem, false) + ">"
	case service.KindMap:
		return "Dictionary<string, string>"
	}
	if nullable {
		s += "?"
	}
	return s
}

func csString(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\r", `\r`).Replace(s)
}

func csComment(s string) string {
	return strings.NewReplacer("\n", " ", "\r", " ", "<", "&lt;", ">", "&gt;", "&", "&amp;").Replace(s)
}
