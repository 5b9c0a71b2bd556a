package nativetypes

import (
	"strings"

	"github.com/screengate/screengate/service"
)

// java writes the Java DTOs (ServiceStack's JavaGenerator shape): static
// classes of one outer class named after the package's last segment, the
// net.servicestack.client annotations (@Route, @DataContract,
// @DataMember, @SerializedName where the JSON name is not the field name),
// IReturn<T> with getResponseType(), public boxed fields with getters and
// chaining setters.
func (g *Generator) java(w *writer) {
	pkg := g.cfg.Package
	outer := pkg[strings.LastIndexByte(pkg, '.')+1:]
	w.header("/* Options:", "*/", "//", []opt{
		{"Package", pkg}, {"GlobalNamespace", outer}, {"AddPropertyAccessors", "True"}, {"SettersReturnThis", "True"},
		{"AddServiceStackTypes", "True"}, {"AddResponseStatus", "False"}, {"AddDescriptionAsComments", "True"},
		{"AddImplicitVersion", ""}, {"IncludeTypes", ""}, {"ExcludeTypes", ""}, {"TreatTypesAsStrings", ""},
		{"DefaultImports", "java.math.*,java.util.*,net.servicestack.client.*,com.google.gson.annotations.*"},
	}, g)
	w.line(0, "package "+pkg+";")
	w.blank()
	for _, i := range []string{"java.math.*", "java.util.*", "net.servicestack.client.*", "com.google.gson.annotations.*"} {
		w.line(0, "import "+i+";")
	}
	w.blank()
	w.line(0, "public class "+outer)
	w.line(0, "{")
	w.blank()
	for _, t := range g.m.emitted(false) {
		g.javaType(w, t)
		w.blank()
	}
	w.line(0, "}")
	w.blank()
}

func (g *Generator) javaType(w *writer, t *typeModel) {
	const d = 1
	switch t.kind {
	case kindEnum:
		w.line(d, "@DataContract")
		w.line(d, "public static enum "+t.name)
		w.line(d, "{")
		w.line(d+1, strings.Join(t.enumNames, ",\n"+strings.Repeat("    ", d+1))+";")
		w.line(d, "}")
		return
	case kindCollection:
		w.line(d, "public static class "+t.name+" extends ArrayList<"+g.jvmRef(t.elem, false)+">")
		w.line(d, "{")
		w.line(d, "}")
		return
	}
	g.jvmRouteAnnotations(w, d, t, false)
	w.line(d, "@DataContract")
	decl := "public static class " + t.name
	if t.base != nil {
		decl += " extends " + t.base.name
	}
	if t.op != nil {
		decl += " implements IReturn<" + g.m.resp[t.op].name + ">"
	}
	w.line(d, decl)
	w.line(d, "{")
	for _, p := range t.props {
		if p.doc != "" {
			w.line(d+1, "/**")
			w.line(d+1, "* "+jsComment(p.doc))
			w.line(d+1, "*/")
		}
		for _, a := range jvmMemberAnnotations(p) {
			w.line(d+1, a)
		}
		w.line(d+1, "public "+g.jvmRef(p.ref, false)+" "+javaField(p)+" = null;")
	}
	for _, p := range t.props {
		typ, field, acc := g.jvmRef(p.ref, false), javaField(p), strings.ToUpper(p.name[:1])+p.name[1:]
		w.line(d+1, "public "+typ+" get"+acc+"() { return "+field+"; }")
		w.line(d+1, "public "+t.name+" set"+acc+"("+typ+" value) { this."+field+" = value; return this; }")
	}
	if op := t.op; op != nil {
		w.line(d+1, "private static Object responseType = "+g.m.resp[op].name+".class;")
		w.line(d+1, "public Object getResponseType() { return responseType; }")
	}
	w.line(d, "}")
}

// kotlin writes the Kotlin DTOs (ServiceStack's KotlinGenerator shape):
// open classes with nullable var members, the same annotations as Java,
// and IReturn<T> with getResponseType() from a companion object.
func (g *Generator) kotlin(w *writer) {
	pkg := g.cfg.Package
	w.header("/* Options:", "*/", "//", []opt{
		{"Package", pkg}, {"AddServiceStackTypes", "True"}, {"AddResponseStatus", "False"},
		{"AddDescriptionAsComments", "True"}, {"AddImplicitVersion", ""}, {"IncludeTypes", ""}, {"ExcludeTypes", ""},
		{"InitializeCollections", "False"}, {"TreatTypesAsStrings", ""},
		{"DefaultImports", "java.math.*,java.util.*,net.servicestack.client.*,com.google.gson.annotations.*"},
	}, g)
	w.line(0, "package "+pkg)
	w.blank()
	for _, i := range []string{"java.math.*", "java.util.*", "net.servicestack.client.*", "com.google.gson.annotations.*"} {
		w.line(0, "import "+i)
	}
	w.blank()
	w.blank()
	for _, t := range g.m.emitted(false) {
		g.kotlinType(w, t)
		w.blank()
	}
}

func (g *Generator) kotlinType(w *writer, t *typeModel) {
	switch t.kind {
	case kindEnum:
		w.line(0, "@DataContract")
		w.line(0, "enum class "+t.name)
		w.line(0, "{")
		for _, n := range t.enumNames {
			w.line(1, n+",")
		}
		w.line(0, "}")
		return
	case kindCollection:
		w.line(0, "open class "+t.name+" : ArrayList<"+g.jvmRef(t.elem, true)+">()")
		w.line(0, "{")
		w.line(0, "}")
		return
	}
	g.jvmRouteAnnotations(w, 0, t, true)
	w.line(0, "@DataContract")
	decl := "open class " + t.name
	var supers []string
	if t.base != nil {
		supers = append(supers, t.base.name+"()")
	}
	if t.op != nil {
		supers = append(supers, "IReturn<"+g.m.resp[t.op].name+">")
	}
	if len(supers) > 0 {
		decl += " : " + strings.Join(supers, ", ")
	}
	w.line(0, decl)
	w.line(0, "{")
	for _, p := range t.props {
		if p.doc != "" {
			w.line(1, "/**")
			w.line(1, "* "+jsComment(p.doc))
			w.line(1, "*/")
		}
		for _, a := range jvmMemberAnnotations(p) {
			w.line(1, a)
		}
		w.line(1, "var "+kotlinField(p)+":"+g.jvmRef(p.ref, true)+"? = null")
	}
	if op := t.op; op != nil {
		w.line(1, "companion object { private val responseType = "+g.m.resp[op].name+"::class.java }")
		w.line(1, "override fun getResponseType(): Any? = "+t.name+".responseType")
	}
	w.line(0, "}")
}

// jvmRouteAnnotations writes an operation's @Route annotations. Kotlin
// before 1.6 cannot repeat a Java annotation, so in Kotlin the routes
// after the first are comments.
func (g *Generator) jvmRouteAnnotations(w *writer, d int, t *typeModel, kotlin bool) {
	op := t.op
	if op == nil {
		return
	}
	for i, r := range routes(op) {
		a := `@Route(Path="` + javaString(r.path) + `", Verbs="` + r.verbs + `")`
		if kotlin && i > 0 {
			a = "// " + a
		}
		w.line(d, a)
	}
	if op.Summary != "" {
		w.line(d, `@Api(Description="`+javaString(op.Summary)+`")`)
	}
}

// jvmMemberAnnotations are a member's @DataMember and, where the JSON name
// is not the field name, @SerializedName (Gson, which the Java and Kotlin
// JsonServiceClient use).
func jvmMemberAnnotations(p *prop) []string {
	dm := "@DataMember"
	if p.wire != "" {
		dm = `@DataMember(Name="` + javaString(p.wire) + `")`
	}
	out := []string{dm}
	if javaField(p) != p.json {
		out = append(out, `@SerializedName("`+javaString(p.json)+`")`)
	}
	return out
}

// jvmRef is the Java (kotlin=false) or Kotlin type of a reference.
func (g *Generator) jvmRef(r *typeRef, kotlin bool) string {
	pick := func(java, kt string) string {
		if kotlin {
			return kt
		}
		return java
	}
	switch r.kind {
	case service.KindString:
		return "String"
	case service.KindBool:
		return "Boolean"
	case service.KindShort, service.KindByte:
		return "Short"
	case service.KindInt:
		return pick("Integer", "Int")
	case service.KindLong:
		return "Long"
	case service.KindDecimal:
		return "BigDecimal"
	case service.KindDateTime:
		return "Date"
	case service.KindGUID:
		return "UUID"
	case service.KindBytes:
		return pick("byte[]", "ByteArray")
	case service.KindEnum, service.KindStruct:
		return r.named.name
	case service.KindList:
		if r.named != nil {
			return r.named.name
		}
		return "ArrayList<" + g.jvmRef(r.elem, kotlin) + ">"
	case service.KindMap:
		return "HashMap<String,String>"
	}
	return pick("Object", "Any")
}

var javaKeywords = keywordSet("abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp super switch synchronized this throw throws transient try void volatile while true false null var record yield")

var kotlinKeywords = keywordSet("as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while")

func keywordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, k := range strings.Fields(s) {
		m[k] = true
	}
	return m
}

// javaField is the Java field name: camelCase, a keyword suffixed with _.
func javaField(p *prop) string {
	f := camel(p.name)
	if javaKeywords[f] {
		f += "_"
	}
	return f
}

// kotlinField is the Kotlin property name: camelCase, a keyword in
// backticks (the JSON name stays the same).
func kotlinField(p *prop) string {
	f := camel(p.name)
	if kotlinKeywords[f] {
		return "`" + f + "`"
	}
	return f
}

func javaString(s string) string { return csString(s) }
