package service

import (
	"context"
	"errors"
)

func (s *Service) registerBulk(r *Registry) {
	// GetBulkSearchHistory: bulk searches with their progress, paged.
	Register(r, Operation{Name: "GetBulkSearchHistory", Tag: "Bulk Search", Safe: true,
		Summary: "Get all bulk searches",
		Routes:  []Route{{"POST", "/bulksearches/list"}}}, s.getBulkSearchHistory)
	// AddBulkSearch: queue the rows of a CSV for screening in the
	// background (bulkadd.go, bulkrun.go).
	Register(r, Operation{Name: "AddBulkSearch", Tag: "Bulk Search",
		Summary: "Create a bulk search", MaxBodyBytes: s.bulkMaxBody(),
		Routes: []Route{{"POST", "/bulksearches/create"}}}, s.addBulkSearch)
	// GetBulkSearchStatus: the progress of one bulk search.
	Register(r, Operation{Name: "GetBulkSearchStatus", Tag: "Bulk Search", Safe: true,
		Summary: "Get a bulk search status",
		Routes:  []Route{{"POST", "/bulksearch/status"}}}, s.getBulkSearchStatus)
}

// bulkMaxBody is AddBulkSearch's body limit.
func (s *Service) bulkMaxBody() int64 {
	if s.cfg.BulkMaxBodyBytes > 0 {
		return s.cfg.BulkMaxBodyBytes
	}
	return DefaultBulkMaxBodyBytes
}

// Bulk history paging bounds.
const (
	DefaultBulkPageSize = 10
	MaxBulkPageSize     = 100
)

func (s *Service) getBulkSearchHistory(ctx context.Context, c *Call, req *GetBulkSearchHistory) (*GetBulkSearchHistoryData, error) {
	in := req.Request
	if in == nil {
		in = &GetBulkSearchHistoryRequest{}
	}
	var v Validator
	page, size := in.Page, in.PageSize
	if page == 0 {
		page = 1
	}
	if size == 0 {
		size = DefaultBulkPageSize
	}
	if page < 1 || page > 1_000_000 {
		v.Add("OutOfRange", "page", "'Page' must be 1 or more.")
	}
	if size < 1 || size > MaxBulkPageSize {
		v.Add("OutOfRange", "pageSize", "'PageSize' must be between 1 and 100.")
	}
	sort, ok := parseListSort(in.SortOrder)
	if !ok {
		v.Add("InvalidValue", "sortOrder", "'SortOrder' must be Status, Name or Date, optionally followed by ' desc'.")
	}
	var whereUser GUID
	if in.WhereUserID != "" {
		g, err := ParseGUID(in.WhereUserID)
		if err != nil {
			v.Add("InvalidValue", "whereUserId", "'WhereUserId' must be a GUID.")
		}
		whereUser = g
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	out := &GetBulkSearchHistoryData{BulkSearchList: []BulkSearchStatus{}, CurrentPageNum: page, MaxPageNum: 1, PageSize: size}
	f := BulkFilter{Scope: sc, DateFrom: in.WhereDateFrom, DateTo: in.WhereDateTo, ID: in.WhereID, Sort: sort,
		Limit: int(size), Offset: int(page-1) * int(size)}
	if !whereUser.IsZero() {
		u, err := s.store.User(ctx, c.Principal.AccountID, whereUser)
		if errors.Is(err, ErrNotFound) {
			return out, nil // no such user in this account: nothing matches
		}
		if err != nil {
			return nil, err
		}
		f.CreatedBy = u.UserName
	}
	items, total, err := s.store.ListBulkSearches(ctx, f)
	if err != nil {
		return nil, err
	}
	if items != nil {
		out.BulkSearchList = items
	}
	out.TotalBulkSearches = int32(total)
	out.MaxPageNum = pageCount(total, int(size))
	return out, nil
}
