package nativetypes

import (
	"strings"

	"github.com/screengate/screengate/service"
)

// typescript writes the TypeScript DTOs (ServiceStack's TypeScriptGenerator
// with ExportAsTypes): exported classes with optional camelCase members
// and a Partial<T> constructor, routes as // @Route comments, requests
// implementing IReturn<{Op}Response> with getTypeName(), getMethod() and
// createResponse() (what @servicestack/client's JsonServiceClient calls),
// string enums, and ServiceStack's ResponseStatus and ResponseError
// written out. Dates, GUIDs and byte arrays are strings, as on the wire.
func (g *Generator) typescript(w *writer) {
	w.header("/* Options:", "*/", "//", []opt{
		{"GlobalNamespace", ""}, {"MakePropertiesOptional", "True"}, {"AddServiceStackTypes", "True"},
		{"AddResponseStatus", "False"}, {"AddImplicitVersion", ""}, {"AddDescriptionAsComments", "True"},
		{"IncludeTypes", ""}, {"ExcludeTypes", ""}, {"DefaultImports", ""},
	}, g)
	w.line(0, "export interface IReturn<T>")
	w.line(0, "{")
	w.line(1, "createResponse(): T;")
	w.line(0, "}")
	w.blank()
	// Base classes before the classes extending them: a class declaration
	// is not hoisted, so "extends" needs its base defined.
	for _, t := range dependencyOrder(g.m.emitted(true)) {
		g.tsType(w, t)
		w.blank()
	}
}

func (g *Generator) tsType(w *writer, t *typeModel) {
	switch t.kind {
	case kindEnum:
		w.line(0, "export enum "+t.name)
		w.line(0, "{")
		for _, n := range t.enumNames {
			w.line(1, n+" = '"+n+"',")
		}
		w.line(0, "}")
		return
	case kindCollection:
		w.line(0, "// @CollectionDataContract(Name=\""+t.name+"\", ItemName=\""+t.itemName+"\")")
		w.line(0, "export class "+t.name+" extends Array<"+g.tsRef(t.elem)+">")
		w.line(0, "{")
		w.line(1, "public constructor(init?: Partial<"+t.name+">) { super(); (Object as any).assign(this, init); }")
		w.line(0, "}")
		return
	}
	if op := t.op; op != nil {
		if op.Summary != "" {
			w.line(0, "/** @description "+jsComment(op.Summary)+" */")
		}
		for _, r := range routes(op) {
			w.line(0, `// @Route("`+r.path+`", "`+r.verbs+`")`)
		}
		if op.Summary != "" {
			w.line(0, `// @Api(Description="`+jsComment(op.Summary)+`")`)
		}
	}
	w.line(0, "// @DataContract")
	decl := "export class " + t.name
	if t.base != nil {
		decl += " extends " + t.base.name
	}
	if t.op != nil {
		decl += " implements IReturn<" + g.m.resp[t.op].name + ">"
	}
	w.line(0, decl)
	w.line(0, "{")
	for _, p := range t.props {
		if p.doc != "" {
			w.line(1, "/** @description "+jsComment(p.doc)+" */")
		}
		if p.wire != "" {
			w.line(1, `// @DataMember(Name="`+p.wire+`")`)
		} else {
			w.line(1, "// @DataMember")
		}
		w.line(1, "public "+tsName(p.json)+"?: "+g.tsRef(p.ref)+";")
		w.blank()
	}
	super := ""
	if t.base != nil {
		super = "super(init); "
	}
	w.line(1, "public constructor(init?: Partial<"+t.name+">) { "+super+"(Object as any).assign(this, init); }")
	if op := t.op; op != nil {
		w.line(1, "public getTypeName() { return '"+op.Name+"'; }")
		w.line(1, "public getMethod() { return '"+method(op)+"'; }")
		w.line(1, "public createResponse() { return new "+g.m.resp[op].name+"(); }")
	}
	w.line(0, "}")
}

func (g *Generator) tsRef(r *typeRef) string {
	switch r.kind {
	case service.KindBool:
		return "boolean"
	case service.KindShort, service.KindInt, service.KindLong, service.KindByte, service.KindDecimal:
		return "number"
	case service.KindString, service.KindDateTime, service.KindGUID, service.KindBytes:
		return "string"
	case service.KindEnum, service.KindStruct:
		return r.named.name
	case service.KindList:
		if r.named != nil {
			return r.named.name
		}
		return g.tsRef(r.elem) + "[]"
	case service.KindMap:
		return "{ [index: string]: string; }"
	}
	return "any"
}

// tsName is a member name, quoted when it is not an identifier (the JSON
// name page[limit] stays exactly that on the wire).
func tsName(s string) string {
	if isIdent(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `\'`) + "'"
}

func jsComment(s string) string {
	return strings.NewReplacer("*/", "* /", "\n", " ", "\r", " ").Replace(s)
}
