// Package rest is the HTTP front of screengate: it routes the registry's
// REST routes and the predefined /json/reply/{Op} and /xml/reply/{Op}
// routes, negotiates the format (route suffix, callback=, format=, path,
// Accept), binds bodies and query strings onto the operation's request
// value, calls the one dispatcher, and writes JSON, JSONP, XML or
// SOAP-enveloped replies and errors in the API's responseStatus format.
package rest
