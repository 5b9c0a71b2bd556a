package service

import (
	"context"
	"strings"
)

func (s *Service) registerCompanies(r *Registry) {
	// SearchCompanyLookup: search the shared company registry.
	Register(r, Operation{Name: "SearchCompanyLookup", Tag: "Company", Safe: true,
		Summary: "Search for company details",
		Routes:  []Route{{"POST", "/companies/search"}}}, s.searchCompanyLookup)
}

// Company lookup result bounds.
const (
	AutocompleteLimit  = 10
	CompanySearchLimit = 100
)

func (s *Service) searchCompanyLookup(ctx context.Context, c *Call, req *SearchCompanyLookup) (*SearchCompanyLookupData, error) {
	in := req.Request
	if in == nil {
		in = &SearchCompanyLookupRequest{}
	}
	var v Validator
	name := strings.TrimSpace(in.CompanyName)
	switch {
	case name == "":
		v.Add("NotEmpty", "companyName", "'CompanyName' must not be empty.")
	}
	country := strings.ToUpper(strings.TrimSpace(in.CompanyCountry))
	if country != "" && !isCountryCode(country) {
		v.Add("InvalidValue", "companyCountry", "'CompanyCountry' must be an ISO 3166 alpha-2 country code.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	limit := CompanySearchLimit
	if in.AutocompleteMode {
		limit = AutocompleteLimit
	}
	items, err := s.store.SearchCompanies(ctx, name, country, in.AutocompleteMode, limit)
	if err != nil {
		return nil, err
	}
	if items == nil {
		items = []CompanySearchResultItem{}
	}
	return &SearchCompanyLookupData{SearchResults: items}, nil
}
