package postgres

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/screengate/screengate/service"
)

// dbsOrder is the ORDER BY of a DBS ordering: the status ordering is the
// workflow order (status_rank), ties newest first whatever the direction;
// the others order by their column; every ordering ends with id. Each has
// an index (migration 00001) walked forwards or backwards.
func dbsOrder(f service.DbsSortField, desc bool) (string, error) {
	d := " ASC"
	if desc {
		d = " DESC"
	}
	switch f {
	case service.DbsSortStatus, "":
		return "status_rank" + d + ", date_searched DESC, id DESC", nil
	case service.DbsSortName:
		return "name_key" + d + ", id" + d, nil
	case service.DbsSortDate:
		return "date_searched" + d + ", id" + d, nil
	case service.DbsSortDateUpdated:
		return "date_updated" + d + ", id" + d, nil
	case service.DbsSortReference:
		return "reference" + d + ", id" + d, nil
	}
	return "", fmt.Errorf("postgres: unknown DBS sort field %q", f)
}

// dbsFlag is one boolean filter and its bit in dbs_search_counts.flags.
type dbsFlag struct {
	col string
	bit int
	v   *bool
}

func dbsFlags(f service.DbsFilter) []dbsFlag {
	return []dbsFlag{
		{"is_applicant_info_completed", 1, f.IsApplicantInfoCompleted},
		{"is_id_check_completed", 2, f.IsIDCheckCompleted},
		{"is_application_completed", 4, f.IsApplicationCompleted},
		{"is_application_submitted", 8, f.IsApplicationSubmitted},
		{"is_application_disclosed", 16, f.IsApplicationDisclosed},
	}
}

// ListDbsSearches returns one page of the DBS searches matching f and the
// total number that match, in one statement (one snapshot, one round
// trip). Name matches case-insensitively anywhere in the name; DateFrom is
// inclusive and DateTo exclusive (on dateSearched). totalCount of an
// unfiltered or boolean-only filtered list is summed from
// dbs_search_counts (at most 32 rows per owner, kept by triggers) instead
// of counting the rows.
func (db *DB) ListDbsSearches(ctx context.Context, f service.DbsFilter) ([]service.DbsSearchShort, int, error) {
	order, err := dbsOrder(f.Sort, f.Desc)
	if err != nil {
		return nil, 0, err
	}
	var w where
	w.scope("", f.Scope)
	if f.Name != "" {
		w.add(`name_key LIKE ` + w.arg(containsPattern(f.Name)) + ` ESCAPE '\'`)
	}
	if f.DateFrom != nil {
		w.add("date_searched >= " + w.arg(*f.DateFrom))
	}
	if f.DateTo != nil {
		w.add("date_searched < " + w.arg(*f.DateTo))
	}
	mask, want := 0, 0
	for _, b := range dbsFlags(f) {
		if b.v != nil {
			w.add(b.col + " = " + w.arg(*b.v))
			mask |= b.bit
			if *b.v {
				want |= b.bit
			}
		}
	}
	count := "SELECT COUNT(*) FROM dbs_searches" + w.String()
	if f.Name == "" && f.DateFrom == nil && f.DateTo == nil {
		var cw where
		cw.args = w.args // same arguments: account (and owners) come first
		cw.add("account_id = $1")
		if f.Scope.Owners != nil {
			cw.add("owner_key = ANY($2)")
		}
		cw.add("flags & " + strconv.Itoa(mask) + " = " + strconv.Itoa(want))
		count = "SELECT COALESCE(SUM(n), 0) FROM dbs_search_counts" + cw.String()
	}
	limit, offset := w.arg(limitOf(f.Limit)), w.arg(max(f.Offset, 0))
	rows, err := db.pool.Query(ctx, `WITH page AS (SELECT `+dbsColumns+` FROM dbs_searches`+w.String()+
		` ORDER BY `+order+` LIMIT `+limit+` OFFSET `+offset+`)
		SELECT (`+count+`), page.* FROM (SELECT 1) one LEFT JOIN page ON true`, w.args...)
	if err != nil {
		return nil, 0, formatError("list DBS searches", err)
	}
	defer rows.Close()
	out := []service.DbsSearchShort{}
	var total int64
	for rows.Next() {
		var (
			id                                      *int64
			searched, updated                       *time.Time
			status, dstatus, level, name, reference *string
			a, b, c, d, e, due                      *bool
		)
		if err := rows.Scan(&total, &id, &searched, &updated, &status, &dstatus, &a, &b, &c, &d, &e, &level, &name,
			&reference, &due); err != nil {
			return nil, 0, formatError("list DBS searches", err)
		}
		if id == nil {
			continue // an empty page
		}
		out = append(out, service.DbsSearchShort{ID: *id, DateSearched: searched.UTC(), DateUpdated: updated.UTC(),
			Status: *status, DisclosureStatus: *dstatus, IsApplicantInfoCompleted: *a, IsIDCheckCompleted: *b,
			IsApplicationCompleted: *c, IsApplicationSubmitted: *d, IsApplicationDisclosed: *e,
			DisclosureLevel: *level, Name: *name, Reference: *reference, IsDbsDueRenewal: *due})
	}
	if err := rows.Err(); err != nil {
		return nil, 0, formatError("list DBS searches", err)
	}
	return out, int(total), nil
}

const dbsColumns = `id, date_searched, date_updated, status, disclosure_status, is_applicant_info_completed,
	is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
	disclosure_level, name, reference, is_dbs_due_renewal`
