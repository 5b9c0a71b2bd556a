package service

import "strings"

// signedSort is one key of a "sort" parameter in the "-name" style of
// GetDbsSearches and GetClients: the key (and its aliases) match
// case-insensitively and a leading "-" sorts descending.
type signedSort[F any] struct {
	key     string
	aliases []string
	field   F
}

// signedSorts are an operation's sort keys; the first is the default.
type signedSorts[F any] []signedSort[F]

// parse reads sort into a field and direction; an unknown key is added to v
// as an InvalidValue naming every allowed key.
func (keys signedSorts[F]) parse(v *Validator, sort string) (field F, desc bool) {
	desc = strings.HasPrefix(sort, "-")
	name := strings.TrimPrefix(sort, "-")
	if name == "" {
		return keys[0].field, desc
	}
	for _, k := range keys {
		if strings.EqualFold(name, k.key) {
			return k.field, desc
		}
		for _, a := range k.aliases {
			if strings.EqualFold(name, a) {
				return k.field, desc
			}
		}
	}
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = k.key
	}
	v.Add("InvalidValue", "sort", "'Sort' must be one of "+strings.Join(names, ", ")+", optionally prefixed by '-'.")
	return field, false
}
