package metadata

// pageTemplates are the html/template sources of the pages. Links are
// relative ({fmt}/metadata?op=X from the index, ../metadata back), so the
// pages work under any base path and behind path-rewriting proxies.
const pageTemplates = `
{{- define "head" -}}
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.}}</title>
<style>
body{font:14px/1.45 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#222;margin:0;padding:0 2em 3em}
h1{font-size:1.5em;font-weight:normal;background:#1d3a58;color:#fff;margin:0 -2em 1em;padding:.6em 1.4em}
h2{font-size:1.4em;margin:.6em 0 .2em}
h3{font-size:1.05em;margin:1.4em 0 .4em}
a{color:#1a5fb4}
table{border-collapse:collapse;margin:.4em 0 1.2em;min-width:40em}
caption{text-align:left;font-weight:bold;padding:.3em 0}
th,td{border:1px solid #ccd;padding:.25em .6em;text-align:left;vertical-align:top}
thead th{background:#eef1f6}
tr.tag th{background:#f7f7f9;font-weight:bold}
td.op{font-weight:bold;white-space:nowrap}
td.fmts,p.nav{white-space:nowrap}
code,pre{font-family:Consolas,Menlo,"DejaVu Sans Mono",monospace;font-size:13px}
pre{background:#f6f8fa;border:1px solid #dde;padding:.8em 1em;overflow:auto;max-height:40em}
.auth{border:1px solid #e3c77b;background:#fff8e1;padding:.4em .8em;margin:.6em 0 1em;display:inline-block}
.side ul{margin:.2em 0 1em;padding-left:1.4em}
.summary{font-size:1.05em;margin:.2em 0 .6em}
.cur{font-weight:bold}
</style>
</head>
<body>
{{end -}}

{{- define "index" -}}
{{template "head" .ServiceName}}<h1>{{.ServiceName}}</h1>
<p>The following operations are available. Click an operation's format for its routes, parameters and sample requests and responses.</p>
<table class="ops">
<thead><tr><th>Operation</th><th>Summary</th><th>Formats</th></tr></thead>
<tbody>
{{- range .Groups}}
<tr class="tag"><th colspan="3">{{.Tag}}</th></tr>
{{- range .Ops}}{{$op := .Name}}
<tr><td class="op">{{.Name}}</td><td>{{.Summary}}</td><td class="fmts">{{range $i, $f := $.Formats}}{{if $i}} | {{end}}<a href="{{$f.Key}}/metadata?op={{$op}}">{{$f.Label}}</a>{{end}}</td></tr>
{{- end}}
{{- end}}
</tbody>
</table>
<div class="side">
<h3>WSDLS:</h3>
<ul>
<li><a href="soap11">soap11</a></li>
<li><a href="soap12">soap12</a></li>
</ul>
<h3>XSDS:</h3>
<ul>
<li><a href="metadata?xsd=0">Wcf Data Types</a></li>
<li><a href="metadata?xsd=1">Service Types</a></li>
<li><a href="metadata?xsd=2">Wcf Collection Types</a></li>
</ul>
<h3>OpenAPI:</h3>
<ul>
<li><a href="openapi.json">openapi.json</a> (OpenAPI 3.1, for Swagger UI, Postman and code generators)</li>
</ul>
<h3>Conventions:</h3>
<ul>
<li>Base URL: <code>{scheme}://{host}{{.BasePath}}</code>. Formats: JSON (default), XML, SOAP 1.1, SOAP 1.2, chosen by the <b>Accept</b> header, a <b>.json</b>/<b>.xml</b> route suffix or <b>?format=</b>.</li>
<li>Credentials: the <code>authentication</code> member of the body, or the headers <code>X-Api-User</code>, <code>X-Api-Key</code> and (optionally) <code>X-User-Id</code>.</li>
<li>Every operation is also reachable on <code>{{.BasePath}}/json/reply/{Operation}</code>, <code>{{.BasePath}}/xml/reply/{Operation}</code> and over SOAP.</li>
</ul>
</div>
</body>
</html>
{{end -}}

{{- define "op" -}}
{{template "head" (print .Op " | " .Service)}}<h1>{{.Service}}</h1>
<p class="nav"><a href="../metadata">&lt;back to all web services</a>
&nbsp; {{range $i, $f := .Formats}}{{if $i}} | {{end}}{{if $f.Current}}<span class="cur">{{$f.Label}}</span>{{else}}<a href="../{{$f.Key}}/metadata?op={{$.Op}}">{{$f.Label}}</a>{{end}}{{end}}</p>
<h2>{{.Op}}</h2>
{{with .Summary}}<p class="summary">{{.}}</p>
{{end -}}
{{if .Auth}}<div class="auth"><b>Requires Authentication</b>: send the <code>authentication</code> member, or the headers <code>X-Api-User</code> and <code>X-Api-Key</code> (and optionally <code>X-User-Id</code>).</div>
{{end -}}
<table class="routes">
<caption>The following routes are available for this service:</caption>
<thead><tr><th>Verbs</th><th>Path</th></tr></thead>
<tbody>
{{- range .Routes}}
<tr><td>{{.Verbs}}</td><td><code>{{.Path}}</code></td></tr>
{{- end}}
</tbody>
</table>
{{range .Types -}}
<table class="params" id="{{.Name}}">
<caption>{{.Name}} Parameters:</caption>
<thead><tr><th>Name</th><th>Parameter</th><th>Data Type</th><th>Required</th><th>Description</th></tr></thead>
<tbody>
{{- range .Rows}}
<tr><td>{{.Name}}</td><td>{{.Param}}</td><td>{{if .Ref}}<a href="#{{.Ref}}">{{.Type}}</a>{{else}}{{.Type}}{{end}}</td><td>{{.Required}}</td><td>{{.Doc}}</td></tr>
{{- else}}
<tr><td colspan="5">(no members)</td></tr>
{{- end}}
</tbody>
</table>
{{end -}}
{{range .Enums -}}
<table class="enum" id="{{.Name}}">
<caption>{{.Name}} Enum:</caption>
<thead><tr><th>Name</th><th>Value</th></tr></thead>
<tbody>
{{- range .Rows}}
<tr><td>{{.Name}}</td><td>{{.Value}}</td></tr>
{{- end}}
</tbody>
</table>
{{end -}}
<p>To override the Content-type in your clients, use the HTTP <b>Accept</b> Header, append the <b>.{{.Fmt}}</b> suffix or <b>?format={{.Fmt}}</b></p>
{{if .JSONP}}<p>To embed the response in a <b>jsonp</b> callback, append <b>?callback=myCallback</b></p>
{{end -}}
{{if .SOAP}}<p>The WSDL of this endpoint is at <a href="../{{.Fmt}}">{{.Fmt}}</a>.</p>
{{end -}}
<h3>HTTP + {{.Label}}</h3>
<p>The following are sample HTTP requests and responses. The placeholders shown need to be replaced with actual values.</p>
<pre class="request">{{.Request}}</pre>
<pre class="response">{{.Response}}</pre>
</body>
</html>
{{end -}}

{{- define "notfound" -}}
{{template "head" (print "Not found | " .Service)}}<h1>{{.Service}}</h1>
<p>No such metadata page or operation.</p>
<p><a href="{{.Base}}/metadata">See all web services</a></p>
</body>
</html>
{{end -}}
`
