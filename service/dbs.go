package service

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"
)

func (s *Service) registerDbs(r *Registry) {
	// GetDbsSearches: a page of DBS searches, with filters and links.
	Register(r, Operation{Name: "GetDbsSearches", Tag: "DBS", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get all DBS Searches",
		Routes:  []Route{{"GET", "/dbs"}}}, s.getDbsSearches)
}

// DBS paging bounds.
const (
	DefaultDbsPageLimit = 25
	MaxDbsPageLimit     = 500
)

// parseDbsSort reads "status", "-name", ... into a field and direction.
func parseDbsSort(sort string) (DbsSortField, bool, bool) {
	desc := strings.HasPrefix(sort, "-")
	key := strings.ToLower(strings.TrimPrefix(sort, "-"))
	switch key {
	case "", "status":
		return DbsSortStatus, desc, true
	case "name":
		return DbsSortName, desc, true
	case "date", "datesearched":
		return DbsSortDate, desc, true
	case "dateupdated":
		return DbsSortDateUpdated, desc, true
	case "reference":
		return DbsSortReference, desc, true
	}
	return "", false, false
}

func (s *Service) getDbsSearches(ctx context.Context, c *Call, req *GetDbsSearches) (*GetDbsSearchesData, error) {
	var v Validator
	limit := int(req.PageLimit)
	if limit == 0 {
		limit = DefaultDbsPageLimit
	}
	if limit < 1 || limit > MaxDbsPageLimit {
		v.Add("OutOfRange", "page[limit]", "'page[limit]' must be between 1 and 500.")
	}
	if req.PageOffset < 0 {
		v.Add("OutOfRange", "page[offset]", "'page[offset]' must be 0 or more.")
	}
	field, desc, ok := parseDbsSort(req.Sort)
	if !ok {
		v.Add("InvalidValue", "sort", "'Sort' must be one of status, name, date, dateUpdated, reference, optionally prefixed by '-'.")
	}
	if len(req.Name) > 250 {
		v.Add("Length", "name", "'Name' must be 250 characters or fewer.")
	}
	v.NoNUL("name", "Name", req.Name)
	if req.DateFrom != nil && req.DateTo != nil && req.DateTo.Before(*req.DateFrom) {
		v.Add("InvalidValue", "dateTo", "'DateTo' must not be before 'DateFrom'.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, req.SubUserName)
	if err != nil {
		return nil, err
	}
	f := DbsFilter{Scope: sc, Name: req.Name, DateFrom: req.DateFrom, DateTo: req.DateTo,
		IsApplicantInfoCompleted: req.IsApplicantInfoCompleted, IsIDCheckCompleted: req.IsIDCheckCompleted,
		IsApplicationCompleted: req.IsApplicationCompleted, IsApplicationSubmitted: req.IsApplicationSubmitted,
		IsApplicationDisclosed: req.IsApplicationDisclosed, Sort: field, Desc: desc, Limit: limit, Offset: int(req.PageOffset)}
	// The reply depends on the filter, and the links on the base URL and
	// the request's own spelling of the sort and sub user.
	key := dbsFilterKey(newKey("GetDbsSearches"), f).str(c.BaseURL).str(req.Sort).str(req.SubUserName).String()
	return shared(ctx, s, c, key, func() (*GetDbsSearchesData, error) {
		items, total, err := s.store.ListDbsSearches(ctx, f)
		if err != nil {
			return nil, err
		}
		if items == nil {
			items = []DbsSearchShort{}
		}
		t, l, o := int32(total), int32(limit), req.PageOffset
		return &GetDbsSearchesData{Searches: items, Meta: &PageMeta{
			Links: dbsLinks(c.BaseURL, req, limit, int(req.PageOffset), total), TotalCount: &t, PageLimit: &l, PageOffset: &o}}, nil
	})
}

// dbsFilterKey adds every member of f to k (reply_test.go checks that
// each one changes the key).
func dbsFilterKey(k *keyBuilder, f DbsFilter) *keyBuilder {
	return k.scope(f.Scope).str(f.Name).optTime(f.DateFrom).optTime(f.DateTo).
		optBool(f.IsApplicantInfoCompleted).optBool(f.IsIDCheckCompleted).optBool(f.IsApplicationCompleted).
		optBool(f.IsApplicationSubmitted).optBool(f.IsApplicationDisclosed).
		str(string(f.Sort)).bool(f.Desc).int(int64(f.Limit)).int(int64(f.Offset))
}

// dbsLinks builds absolute links carrying the same filters.
func dbsLinks(base string, req *GetDbsSearches, limit, offset, total int) *PageLinks {
	q := make([]string, 0, 12)
	add := func(k, v string) { q = append(q, k+"="+url.QueryEscape(v)) }
	if req.Name != "" {
		add("name", req.Name)
	}
	date := func(k string, t *time.Time) {
		if t != nil {
			add(k, t.UTC().Format("2006-01-02T15:04:05Z"))
		}
	}
	date("dateFrom", req.DateFrom)
	date("dateTo", req.DateTo)
	for _, b := range []struct {
		k string
		v *bool
	}{{"isApplicantInfoCompleted", req.IsApplicantInfoCompleted}, {"isIdCheckCompleted", req.IsIDCheckCompleted},
		{"isApplicationCompleted", req.IsApplicationCompleted}, {"isApplicationSubmitted", req.IsApplicationSubmitted},
		{"isApplicationDisclosed", req.IsApplicationDisclosed}} {
		if b.v != nil {
			add(b.k, strconv.FormatBool(*b.v))
		}
	}
	if req.SubUserName != "" {
		add("subUserName", req.SubUserName)
	}
	if req.Sort != "" {
		add("sort", req.Sort)
	}
	prefix := base + "/dbs?"
	if len(q) > 0 {
		prefix += strings.Join(q, "&") + "&"
	}
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
