// Package service is the domain of screengate: the operation registry, the
// schema model derived from the operations' Go types, the business rules and
// permission checks of every operation, the [Error] type, and the store
// interfaces that persistence packages implement.
//
// It knows nothing of HTTP, XML, JSON or SQL: transports decode a request into
// the operation's Go value, call [Dispatcher.Dispatch], and encode what comes
// back using the [Schema].
package service
