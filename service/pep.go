package service

import (
	"context"
	"errors"
	"time"
)

func (s *Service) registerPep(r *Registry) {
	// CountUnresolvedPepSearches: unresolved PEP searches of the caller.
	Register(r, Operation{Name: "CountUnresolvedPepSearches", Tag: "PEP", Safe: true,
		Summary: "Get the count of unresolved PEP searches",
		Routes:  []Route{{"POST", "/peps/unresolved/count"}}}, s.countUnresolvedPepSearches)
	// RenewPepSearches: renew the selected due searches, debiting credit.
	Register(r, Operation{Name: "RenewPepSearches", Tag: "PEP",
		Summary: "Renews selected PEP searches that are due for renewal",
		Routes:  []Route{{"PUT", "/peps/renew/selected"}}}, s.renewPepSearches)
	// CostRenewPepSearches: price the same renewal without changing anything.
	Register(r, Operation{Name: "CostRenewPepSearches", Tag: "PEP", Safe: true, QueryFields: true,
		Summary: "Get cost of renewing specified PEP searches due for renewal",
		Routes:  []Route{{"GET", "/peps/renew/selected"}}}, s.costRenewPepSearches)
}

func (s *Service) countUnresolvedPepSearches(ctx context.Context, c *Call, req *CountUnresolvedPepSearches) (*CountUnresolvedPepSearchesData, error) {
	var include bool
	if req.Request != nil {
		include = req.Request.IncludeSearchesFromOtherUsers
	}
	sc := countScope(c, include)
	return shared(ctx, s, c, newKey("CountUnresolvedPepSearches").scope(sc).String(), func() (*CountUnresolvedPepSearchesData, error) {
		n, err := s.store.CountUnresolvedPepSearches(ctx, sc)
		if err != nil {
			return nil, err
		}
		return &CountUnresolvedPepSearchesData{NumberOfUnresolvedPepSearches: n}, nil
	})
}

// MaxRenewalIDs is the largest number of ids one renewal call accepts
// ("must be less than 500").
const MaxRenewalIDs = 499

// renewalArgs validates ids and dateRenewal; it returns the distinct ids in
// request order, the effective renewal date (shown as renewalDate) and the
// due-by instant: searches due before the 1st of next month by default, or
// on or before the given date (the whole day, inclusive).
func renewalArgs(now time.Time, ids []int64, date *time.Time) ([]int64, time.Time, time.Time, error) {
	var v Validator
	switch {
	case len(ids) == 0:
		v.Add("NotEmpty", "ids", "'Ids' must not be empty.")
	case len(ids) > MaxRenewalIDs:
		v.Add("OutOfRange", "ids", "'Ids' must be less than 500 in number.")
	}
	renewal, dueBy := renewalDates(&v, now, date, "dateRenewal", "DateRenewal")
	if err := v.Err(); err != nil {
		return nil, time.Time{}, time.Time{}, err
	}
	seen := make(map[int64]bool, len(ids))
	distinct := make([]int64, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			distinct = append(distinct, id)
		}
	}
	return distinct, renewal, dueBy, nil
}

// renewalDates is the effective renewal date and the due-by instant of a
// renewal: before the 1st of next month by default, or on or before the
// given date (the whole day, inclusive), which must be less than 6 months
// ahead (field and name name it in the error).
func renewalDates(v *Validator, now time.Time, date *time.Time, field, name string) (renewal, dueBy time.Time) {
	if date == nil {
		y, m, _ := now.Date()
		renewal = time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC)
		return renewal, renewal
	}
	renewal = date.UTC()
	if !renewal.Before(now.AddDate(0, 6, 0)) {
		v.Add("OutOfRange", field, "'"+name+"' must be less than 6 months from today.")
	}
	y, m, d := renewal.Date()
	return renewal, time.Date(y, m, d, 23, 59, 59, 999999999, time.UTC)
}

// failedIDs lists the ids (in request order) that were not renewed.
func failedIDs(ids, renewed []int64) []int64 {
	ok := make(map[int64]bool, len(renewed))
	for _, id := range renewed {
		ok[id] = true
	}
	failed := []int64{}
	for _, id := range ids {
		if !ok[id] {
			failed = append(failed, id)
		}
	}
	return failed
}

func (s *Service) renewPepSearches(ctx context.Context, c *Call, req *RenewPepSearches) (*RenewPepSearchesData, error) {
	in := req.Request
	if in == nil {
		in = &RenewPepSearchesRequest{}
	}
	ids, _, due, err := renewalArgs(c.Now, in.IDs, in.DateRenewal)
	if err != nil {
		return nil, err
	}
	sc := callerScope(c)
	res, err := s.store.RenewPepSearches(ctx, sc, ids, due)
	if errors.Is(err, ErrInsufficientCredit) {
		return nil, &Error{Code: CodeBusinessRule, ErrorCode: "InsufficientCredit",
			Message: "The account balance (" + res.Balance.String() + ") does not cover the renewal cost (" + res.Cost.String() + ")"}
	}
	if err != nil {
		return nil, err
	}
	return &RenewPepSearchesData{Count: int32(len(res.Renewed)), TotalCost: res.Cost, FailedIDs: failedIDs(ids, res.Renewed)}, nil
}

func (s *Service) costRenewPepSearches(ctx context.Context, c *Call, req *CostRenewPepSearches) (*CostRenewPepSearchesData, error) {
	in := req.Request
	if in == nil {
		in = &CostRenewPepSearchesRequest{}
	}
	ids, renewal, due, err := renewalArgs(c.Now, in.IDs, in.DateRenewal)
	if err != nil {
		return nil, err
	}
	sc := callerScope(c)
	q, err := s.store.QuotePepRenewal(ctx, sc, ids, due)
	if err != nil {
		return nil, err
	}
	return &CostRenewPepSearchesData{Count: int32(len(q.Renewed)), TotalCost: q.Cost, RenewalDate: renewal.Format("2006-01-02"),
		CanAfford: q.Cost.Cmp(q.Balance) <= 0, FailedIDs: failedIDs(ids, q.Renewed)}, nil
}
