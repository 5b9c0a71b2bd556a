package service

import "strconv"

// Offset pages (the JSON:API style `page[limit]` / `page[offset]` of
// GetDbsSearches and GetClients): the same bounds, messages and links for
// every list that pages this way.
const (
	DefaultOffsetPageLimit = 25
	MaxOffsetPageLimit     = 500
)

// offsetPage validates page[limit] and page[offset] into v and returns the
// page size to use (the default when the request leaves it at 0).
func offsetPage(v *Validator, limit, offset int32) int {
	n := int(limit)
	if n == 0 {
		n = DefaultOffsetPageLimit
	}
	if n < 1 || n > MaxOffsetPageLimit {
		v.Add("OutOfRange", "page[limit]", "'page[limit]' must be between 1 and "+strconv.Itoa(MaxOffsetPageLimit)+".")
	}
	if offset < 0 {
		v.Add("OutOfRange", "page[offset]", "'page[offset]' must be 0 or more.")
	}
	return n
}

// offsetPageLinks builds the self, first, last, next and prev links of an
// offset page; prefix is the list's absolute URL with its filters, ready
// for more parameters (it ends in "?" or "&").
func offsetPageLinks(prefix string, limit, offset, total int) *PageLinks {
	link := func(off int) string {
		return prefix + "page[limit]=" + strconv.Itoa(limit) + "&page[offset]=" + strconv.Itoa(off)
	}
	last := 0
	if total > 0 {
		last = (total - 1) / limit * limit
	}
	l := &PageLinks{Self: link(offset), First: link(0), Last: link(last)}
	if offset+limit < total {
		l.Next = link(offset + limit)
	}
	if offset > 0 {
		l.Prev = link(max(0, offset-limit))
	}
	return l
}
