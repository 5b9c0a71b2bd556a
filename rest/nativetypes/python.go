package nativetypes

import (
	"strings"
	"unicode"

	"github.com/screengate/screengate/service"
)

// python writes the Python DTOs (ServiceStack's PythonGenerator shape):
// dataclasses with dataclasses-json's camelCase mapping, Optional members
// defaulting to None, routes as # @Route comments, requests deriving from
// IReturn[{Op}Response] (servicestack's JsonServiceClient reads the
// response type from it), and str enums. Members whose JSON name is not the
// camelCase of their snake_case name carry it in field metadata. Types come
// in dependency order, as Python evaluates the annotations of a class when
// it is defined.
func (g *Generator) python(w *writer) {
	w.header(`""" Options:`, `"""`, "#", []opt{
		{"GlobalNamespace", ""}, {"AddServiceStackTypes", "True"}, {"AddResponseStatus", "False"},
		{"AddImplicitVersion", ""}, {"AddDescriptionAsComments", "True"}, {"IncludeTypes", ""}, {"ExcludeTypes", ""},
		{"DefaultImports", "datetime,decimal,servicestack:*,typing:*,dataclasses:dataclass/field,dataclasses_json:dataclass_json/LetterCase/Undefined/config,enum:Enum/IntEnum"},
		{"DataClass", ""}, {"DataClassJson", ""},
	}, g)
	for _, l := range []string{"import datetime", "import decimal", "from servicestack import *", "from typing import *",
		"from dataclasses import dataclass, field", "from dataclasses_json import dataclass_json, LetterCase, Undefined, config",
		"from enum import Enum, IntEnum"} {
		w.line(0, l)
	}
	w.blank()
	for _, t := range dependencyOrder(g.m.emitted(false)) {
		w.blank()
		g.pythonType(w, t)
	}
}

func (g *Generator) pythonType(w *writer, t *typeModel) {
	switch t.kind {
	case kindEnum:
		w.line(0, "class "+t.name+"(str, Enum):")
		for _, n := range t.enumNames {
			w.line(1, strings.ToUpper(snake(n))+" = '"+n+"'")
		}
		w.blank()
		return
	case kindCollection:
		w.line(0, "class "+t.name+"(List["+g.pyRef(t.elem)+"]):")
		w.line(1, "pass")
		w.blank()
		return
	}
	if op := t.op; op != nil {
		for _, r := range routes(op) {
			w.line(0, `# @Route("`+r.path+`", "`+r.verbs+`")`)
		}
		if op.Summary != "" {
			w.line(0, `# @Api(Description="`+pyComment(op.Summary)+`")`)
		}
	}
	var bases []string
	if t.base != nil {
		bases = append(bases, t.base.name)
	}
	if t.op != nil {
		bases = append(bases, "IReturn["+g.m.resp[t.op].name+"]")
	}
	w.line(0, "@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)")
	w.line(0, "@dataclass")
	decl := "class " + t.name
	if len(bases) > 0 {
		decl += "(" + strings.Join(bases, ", ") + ")"
	}
	w.line(0, decl+":")
	if len(t.props) == 0 {
		w.line(1, "pass")
	}
	for _, p := range t.props {
		if p.doc != "" {
			w.line(1, "# "+pyComment(p.doc))
		}
		name := pyField(p)
		if camelOfSnake(name) == p.json {
			w.line(1, name+": Optional["+g.pyRef(p.ref)+"] = None")
		} else {
			w.line(1, name+": Optional["+g.pyRef(p.ref)+"] = field(metadata=config(field_name='"+pyString(p.json)+"'), default=None)")
		}
	}
	w.blank()
}

func (g *Generator) pyRef(r *typeRef) string {
	switch r.kind {
	case service.KindString, service.KindGUID:
		return "str"
	case service.KindBool:
		return "bool"
	case service.KindShort, service.KindInt, service.KindLong, service.KindByte:
		return "int"
	case service.KindDecimal:
		return "decimal.Decimal"
	case service.KindDateTime:
		return "datetime.datetime"
	case service.KindBytes:
		return "bytes"
	case service.KindEnum, service.KindStruct:
		return r.named.name
	case service.KindList:
		if r.named != nil {
			return r.named.name
		}
		return "List[" + g.pyRef(r.elem) + "]"
	case service.KindMap:
		return "Dict[str, str]"
	}
	return "Any"
}

var pythonKeywords = keywordSet("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield")

// pyField is the snake_case member name; characters that are not letters
// or digits become _, and a keyword gets a trailing _.
func pyField(p *prop) string {
	s := []rune(snake(p.name))
	for i, r := range s {
		if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			s[i] = '_'
		}
	}
	f := string(s)
	if pythonKeywords[f] {
		f += "_"
	}
	return f
}

func pyString(s string) string { return strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) }

func pyComment(s string) string {
	return strings.NewReplacer(`"""`, `"`, "\n", " ", "\r", " ").Replace(s)
}
