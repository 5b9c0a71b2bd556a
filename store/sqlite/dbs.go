package sqlite

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

const dbsColumns = `id, date_searched, date_updated, status, disclosure_status, is_applicant_info_completed,
	is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
	disclosure_level, name, reference, is_dbs_due_renewal`

// ListDbsSearches returns one page of the DBS searches matching f and the
// total number that match. Name matches case-insensitively anywhere in the
// name; DateFrom is inclusive and DateTo exclusive (on dateSearched). The
// status ordering is the workflow order (status_rank), ties newest first
// whatever the direction; the others order by their column; every ordering
// ends with id. The count and deep pages do not scan the list: see
// dbspage.go.
func (db *DB) ListDbsSearches(ctx context.Context, f service.DbsFilter) ([]service.DbsSearchShort, int, error) {
	ord, err := dbsOrderingOf(f.Sort, f.Desc)
	if err != nil {
		return nil, 0, err
	}
	w := dbsWhere(f)

	offset, limit := max(f.Offset, 0), limitOf(f.Limit)
	// The same page at the same data version: the remembered answer
	// (resultcache.go), kept from its second reading on (most random
	// pages are read once).
	key := "dbs\x00" + cacheKey(&w, ord.orderBy(false)) + "\x00" + strconv.Itoa(offset) + "," + strconv.Itoa(limit)
	// A deep page of a list not indexed yet waits for its position index
	// (dbspage.go), twice at most: past that (the index was dropped, or
	// the data moved on meanwhile) it is read without.
	for waits := 0; ; waits++ {
		out, total, err := db.listDbs(ctx, f, &w, ord, key, offset, limit, waits < 2)
		var need *dbsNeedIndex
		if !errors.As(err, &need) {
			return out, total, err
		}
		if err := db.awaitDbsIndex(ctx, need); err != nil {
			return nil, 0, fmt.Errorf("sqlite: list DBS searches: %w", err)
		}
	}
}

// listDbs is ListDbsSearches once (key names its answer in db.result);
// with mayWait, a deep page of a list not indexed yet is answered with a
// *dbsNeedIndex.
func (db *DB) listDbs(ctx context.Context, f service.DbsFilter, w *where, ord dbsOrdering, key string, offset, limit int, mayWait bool) ([]service.DbsSearchShort, int, error) {
	if v, err := db.version(ctx, readTx{db: db}, versionDbs); err == nil {
		if r, ok := db.result.get(key, v); ok {
			p := r.(dbsPageResult)
			return slices.Clone(p.rows), p.total, nil
		}
		// The count known at this version: the page can be read without
		// a transaction (dbsPage says when it cannot).
		if total, ok := db.pages.count(v, cacheKey(w, "")); ok {
			if err := db.gate.enter(ctx); err != nil {
				return nil, 0, fmt.Errorf("sqlite: list DBS searches: %w", err)
			}
			out, err := db.dbsPageOut(ctx, nil, v, w, ord, total, offset, limit, mayWait)
			db.gate.leave()
			if err == nil {
				if db.result.again(key, v) {
					db.result.put(key, v, dbsPageResult{slices.Clone(out), total})
				}
				return out, total, nil
			}
			if !errors.Is(err, errDbsNeedTx) {
				return nil, 0, err
			}
		}
	}

	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = tx.Rollback() }()
	version, err := db.version(short(ctx), readTx{db, tx}, versionDbs)
	if err != nil {
		return nil, 0, err
	}
	total, err := db.dbsTotal(ctx, tx, version, f, w)
	if err != nil {
		return nil, 0, err
	}
	out, err := db.dbsPageOut(ctx, tx, version, w, ord, total, offset, limit, mayWait)
	if err != nil {
		return nil, 0, err
	}
	if db.result.again(key, version) {
		db.result.put(key, version, dbsPageResult{slices.Clone(out), total})
	}
	return out, total, nil
}

// dbsPageOut is dbsPage as the service wants it.
func (db *DB) dbsPageOut(ctx context.Context, tx *roTx, version int64, w *where, o dbsOrdering, total, offset, limit int, mayWait bool) ([]service.DbsSearchShort, error) {
	if total == 0 || offset >= total {
		return []service.DbsSearchShort{}, nil
	}
	return db.dbsPage(ctx, tx, version, w, o, total, offset, limit, mayWait)
}

// dbsPageResult is a remembered ListDbsSearches answer.
type dbsPageResult struct {
	rows  []service.DbsSearchShort
	total int
}

// dbsInsertColumns are the columns dbsInsertValues gives values for.
var dbsInsertColumns = []string{"id", "account_id", "owner", "owner_key", "date_searched", "date_updated",
	"status", "status_rank", "disclosure_status", "is_applicant_info_completed", "is_id_check_completed",
	"is_application_completed", "is_application_submitted", "is_application_disclosed", "disclosure_level",
	"name", "name_key", "reference", "is_dbs_due_renewal"}

func dbsInsertValues(r dataset.DbsRecord) []any {
	s := r.Search
	return []any{s.ID, r.AccountID, r.Owner, key(r.Owner), formatTime(s.DateSearched), formatTime(s.DateUpdated),
		s.Status, service.DbsStatusRank(s.Status), s.DisclosureStatus, s.IsApplicantInfoCompleted, s.IsIDCheckCompleted,
		s.IsApplicationCompleted, s.IsApplicationSubmitted, s.IsApplicationDisclosed, s.DisclosureLevel,
		s.Name, key(s.Name), s.Reference, s.IsDbsDueRenewal}
}

func insertDbsSearch(ctx context.Context, q querier, r dataset.DbsRecord) error {
	_, err := q.ExecContext(ctx, "INSERT INTO dbs_searches ("+strings.Join(dbsInsertColumns, ", ")+") VALUES ("+
		placeholders(len(dbsInsertColumns))+")", dbsInsertValues(r)...)
	if err != nil {
		return formatError(fmt.Sprintf("insert DBS search %d", r.Search.ID), err)
	}
	return nil
}

// dbsWhere is the condition of a DBS filter: scope, name, dates and flags.
func dbsWhere(f service.DbsFilter) where {
	var w where
	w.scope("", f.Scope)
	if f.Name != "" {
		w.add(`name_key LIKE ? ESCAPE '\'`, containsPattern(f.Name))
	}
	if f.DateFrom != nil {
		w.add("date_searched >= ?", formatTime(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("date_searched < ?", formatTime(*f.DateTo))
	}
	for _, b := range []struct {
		col string
		v   *bool
	}{
		{"is_applicant_info_completed", f.IsApplicantInfoCompleted},
		{"is_id_check_completed", f.IsIDCheckCompleted},
		{"is_application_completed", f.IsApplicationCompleted},
		{"is_application_submitted", f.IsApplicationSubmitted},
		{"is_application_disclosed", f.IsApplicationDisclosed},
	} {
		if b.v != nil {
			w.add(b.col+" = ?", *b.v)
		}
	}
	return w
}
