// Package metadata serves the human-readable metadata pages and the OpenAPI
// document, generated from the schema.
//
// The pages follow what a ServiceStack host shows (wire-conventions §6):
//
//	{base}/metadata                      index: every operation with links per format
//	{base}/json/metadata?op={Op}         operation page, JSON
//	{base}/xml/metadata?op={Op}          operation page, XML
//	{base}/soap11/metadata?op={Op}       operation page, SOAP 1.1
//	{base}/soap12/metadata?op={Op}       operation page, SOAP 1.2
//	{base}/openapi.json                  OpenAPI 3.1 document of the REST routes
//
// An operation page lists the operation's routes, a parameter table for
// every data contract reachable from its request and response, enum tables,
// and a sample HTTP request and response whose bodies are encoded by the
// service's own codecs (package rest for JSON, package soap for XML and
// SOAP), so the samples are exactly what goes over the wire.
//
// Everything is rendered once by [New]. The only per-request part of a page
// is the sample's Host header, which is spliced into the cached bytes; the
// OpenAPI document uses the relative server URL {base}, so it is entirely
// static.
package metadata
