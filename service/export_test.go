package service

// PinKey is pinKey for the external tests: the list versions key a bulk
// search created on ix pins (as AddBulkSearch stores it).
var PinKey = pinKey
