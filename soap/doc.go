// Package soap speaks SOAP 1.1 and 1.2 for screengate: it reads envelopes
// (etree), dispatches on the Body element through the registry, writes
// replies and version-correct Faults, and holds the DataContract XML codec
// that REST XML shares.
package soap
