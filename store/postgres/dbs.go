package postgres

import (
	"context"
	"strconv"
	"strings"

	"github.com/screengate/screengate/service"
)

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
// total number that match. Name matches case-insensitively anywhere in the
// name; DateFrom is inclusive and DateTo exclusive (on dateSearched). The
// status ordering is the workflow order (status_rank), ties newest first
// whatever the direction; the others order by their column; every
// ordering ends with id, and each has an index (migration 00001).
//
// totalCount of an unfiltered or boolean-only filtered list is summed
// from dbs_search_counts (at most 32 rows per owner, kept by triggers);
// other counts (name, dates) are kept per account data version. A page and
// its count are one statement (one snapshot, one round trip); deep pages
// start from a position index (dbspage.go).
func (db *DB) ListDbsSearches(ctx context.Context, f service.DbsFilter) ([]service.DbsSearchShort, int, error) {
	o, err := dbsOrderingOf(f.Sort, f.Desc)
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
	needsScan := f.Name != "" || f.DateFrom != nil || f.DateTo != nil
	count := "SELECT COUNT(*) FROM dbs_searches" + w.String()
	countArgs := w.args // the arguments of count on its own
	if !needsScan {
		var cw where
		cw.args = w.args // same arguments: account (and owners) come first
		cw.add("account_id = $1")
		countArgs = w.args[:1]
		if f.Scope.Owners != nil {
			cw.add("owner_key = ANY($2)")
			countArgs = w.args[:2]
		}
		cw.add("flags & " + strconv.Itoa(mask) + " = " + strconv.Itoa(want))
		count = "SELECT COALESCE(SUM(n), 0)::bigint FROM dbs_search_counts" + cw.String()
	}
	offset, limit := max(f.Offset, 0), limitOf(f.Limit)

	pageKey := cacheKey(&w, o.orderBy()+"\x00"+strconv.Itoa(offset)+","+strconv.Itoa(limit))
	countKey := cacheKey(&w, "count")
	listKey := cacheKey(&w, o.orderBy())

	// A deep page this gateway has not kept (a random page of a long
	// list) from the list's positions and count as they are, without
	// asking for the version first: the page's statement reads the
	// account's version in its own snapshot, and the page is exact when
	// that is the version of the positions and the count (the account's
	// data then is what they were taken from). One round trip; when the
	// data moved, the page is read below as if this had not been tried.
	if offset >= dbsDeep && !db.dbs.hasPage(pageKey) {
		if pos, total, ok := db.dbs.latest(listKey, countKey); ok && int64(offset) < total {
			out, ok, err := db.deepDbsPage(ctx, f, &w, o, pos, offset, limit)
			if err != nil {
				return nil, 0, err
			}
			if ok {
				db.dbs.putRepeatedPage(pageKey, pos.version, out, int(total))
				return out, int(total), nil
			}
		}
	}

	// The account's data version (one shared query per burst of callers,
	// sent after this call began: version.go), then the same page at the
	// same version: the page kept by this gateway, read in a snapshot
	// whose version was v, so exactly what a query would read now.
	v, haveV := db.AccountDataVersion(ctx, f.Scope.AccountID)
	if haveV {
		if out, total, ok := db.dbs.page(pageKey, v); ok {
			return out, total, nil
		}
	}
	total := int64(-1)
	if haveV { // a count kept at v saves counting again
		if n, ok := db.dbs.count(countKey, v); ok {
			total = n
		}
	}
	if offset >= dbsDeep && haveV {
		if total < 0 {
			// The count and the version of its snapshot: kept under that
			// version, used for the page when it is v's.
			var now int64
			vq := versionQuery("$" + strconv.Itoa(len(countArgs)+1))
			if err := db.pool.QueryRow(ctx, "SELECT ("+count+"), ("+vq+")", append(countArgs[:len(countArgs):len(countArgs)], f.Scope.AccountID)...).
				Scan(&total, &now); err != nil {
				return nil, 0, formatError("count DBS searches", err)
			}
			db.dbs.putCount(countKey, uint64(now), total)
			if uint64(now) != v {
				total = -1 // the data moved: read page and count the plain way
			}
		}
		if total >= 0 && int64(offset) >= total {
			return []service.DbsSearchShort{}, int(total), nil
		}
		if total >= 0 {
			pos, err := db.dbsListPositions(ctx, f.Scope.AccountID, &w, o, v, int(total))
			if err != nil {
				return nil, 0, err
			}
			if pos.version == v { // else the data moved since v
				out, ok, err := db.deepDbsPage(ctx, f, &w, o, pos, offset, limit)
				if err != nil {
					return nil, 0, err
				}
				if ok {
					db.dbs.putPage(pageKey, v, out, int(total))
					return out, int(total), nil
				}
			}
			total = -1 // the data moved: count again with the page
		}
	}

	// The page, its count and the data version, in one statement (one
	// snapshot).
	pw := w
	pw.args = append([]any(nil), w.args...)
	if total >= 0 {
		count = "SELECT " + pw.arg(total) + "::bigint"
	}
	lim, off := pw.arg(limit), pw.arg(offset)
	var n, now int64
	out, err := scanDbsPage(db.pool.Query(ctx, `WITH page AS (SELECT `+dbsColumns+` FROM dbs_searches`+w.String()+
		` ORDER BY `+o.orderBy()+` LIMIT `+lim+` OFFSET `+off+`)
		SELECT (`+count+`), (`+versionQuery(pw.arg(f.Scope.AccountID))+`), page.* FROM (SELECT 1) one LEFT JOIN page ON true`, pw.args...))(&n, &now)
	if err != nil {
		return nil, 0, err
	}
	// Kept under the statement's version when its count is its own (or
	// was kept at that version).
	if total < 0 || (haveV && uint64(now) == v) {
		if needsScan {
			db.dbs.putCount(countKey, uint64(now), n)
		}
		db.dbs.putPage(pageKey, uint64(now), out, int(n))
	}
	return out, int(n), nil
}

// versionQuery is the query of the account data version (version.go) of
// the account whose placeholder is p.
func versionQuery(p string) string {
	return `SELECT COALESCE(SUM(version), 0)::bigint FROM data_versions WHERE account_id = ` + p + ` OR account_id = 0`
}

const dbsColumns = `id, date_searched, date_updated, status, disclosure_status, is_applicant_info_completed,
	is_id_check_completed, is_application_completed, is_application_submitted, is_application_disclosed,
	disclosure_level, name, reference, is_dbs_due_renewal`

// dbsColumnsOf is dbsColumns qualified by prefix (e.g. "d.").
func dbsColumnsOf(prefix string) string {
	cols := strings.Split(dbsColumns, ",")
	for i, c := range cols {
		cols[i] = prefix + strings.TrimSpace(c)
	}
	return strings.Join(cols, ", ")
}
