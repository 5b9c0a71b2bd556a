package sqlite

import (
	"context"
	"fmt"

	"github.com/screengate/screengate/service"
)

// SearchCompanies matches name case-insensitively (a prefix when prefix is
// true, else anywhere; LIKE metacharacters in name match literally),
// optionally in one country (ISO alpha-2, exact), ordered by name, at most
// limit results (no limit when limit <= 0).
func (db *DB) SearchCompanies(ctx context.Context, name, country string, prefix bool, limit int) ([]service.CompanySearchResultItem, error) {
	var w where
	pattern := containsPattern(name)
	if prefix {
		pattern = escapeLike(key(name)) + "%"
	}
	w.add(`name_key LIKE ? ESCAPE '\'`, pattern)
	if country != "" {
		w.add("country = ?", country)
	}
	args := append(w.args, limitOf(limit))
	rows, err := db.reader.QueryContext(ctx, "SELECT id, number, name, address, country, status FROM companies"+
		w.String()+" ORDER BY name_key, id LIMIT ?", args...)
	if err != nil {
		return nil, formatError("search companies", err)
	}
	defer rows.Close()
	out := []service.CompanySearchResultItem{}
	for rows.Next() {
		var c service.CompanySearchResultItem
		if err := rows.Scan(&c.ID, &c.Number, &c.Name, &c.Address, &c.Country, &c.Status); err != nil {
			return nil, formatError("search companies", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, formatError("search companies", err)
	}
	return out, nil
}

func insertCompany(ctx context.Context, q querier, c service.CompanySearchResultItem) error {
	_, err := q.ExecContext(ctx, "INSERT INTO companies (id, number, name, name_key, address, country, status) VALUES (?, ?, ?, ?, ?, ?, ?)",
		c.ID, c.Number, c.Name, key(c.Name), c.Address, c.Country, c.Status)
	if err != nil {
		return formatError(fmt.Sprintf("insert company %s", c.ID), err)
	}
	return nil
}
