package sqlite

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/jsonstr"
)

// sanctions_searches.result_keys (migration 0021): the (list id, entity
// key) of each current engine result of a search (an entity key, not
// superseded), in result id order, as a JSON array of two-string arrays,
// or '' when there is none. MonitoredSearches reads it with the search
// instead of an index of every result by entity key (four random inserts
// a stored search).

// appendResultKeys appends the result_keys of the new search n (its
// results are all current) to dst, nothing when none has a key.
func appendResultKeys(dst []byte, n *service.NewSanctionsSearch) []byte {
	first := true
	for i, e := range n.Record.ListSearchResults {
		k := n.Keys[i]
		if k == "" {
			continue
		}
		if first {
			dst = append(dst, '[')
			first = false
		} else {
			dst = append(dst, ',')
		}
		dst = append(dst, '[')
		dst = jsonstr.Append(dst, e.SanctionsListID)
		dst = append(dst, ',')
		dst = jsonstr.Append(dst, k)
		dst = append(dst, ']')
	}
	if !first {
		dst = append(dst, ']')
	}
	return dst
}

// resultKeysQuery sets a search's result_keys ($1 its id) from its
// results, as migration 0021 first did (after a write that changes which
// of them are current).
const resultKeysQuery = `UPDATE sanctions_searches SET result_keys = COALESCE((
	SELECT json_group_array(json_array(list_id, entity_key)) FROM (
		SELECT list_id, entity_key FROM sanctions_results
		WHERE search_id = ?1 AND entity_key <> '' AND superseded_by IS NULL ORDER BY id)
	HAVING COUNT(*) > 0), '') WHERE id = ?1`

var errResultKeys = errors.New("malformed result_keys")

// eachResultKey calls fn with the list id and entity key of each entry of
// a result_keys value, in order.
func eachResultKey(s string, fn func(list, key string)) error {
	if s == "" {
		return nil
	}
	if strings.IndexByte(s, '\\') >= 0 {
		// An escaped character (written by encoding/json or SQLite's
		// json_array): the general decoder.
		var pairs [][2]string
		if err := json.Unmarshal([]byte(s), &pairs); err != nil {
			return errors.Join(errResultKeys, err)
		}
		for _, p := range pairs {
			fn(p[0], p[1])
		}
		return nil
	}
	// No escapes: every string is the text between two quotes, and they
	// alternate list id, entity key.
	var list string
	odd := false
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i+1:], '"')
		if j < 0 {
			return errResultKeys
		}
		v := s[i+1 : i+1+j]
		s = s[i+1+j+1:]
		if !odd {
			list = v
		} else {
			fn(list, v)
		}
		odd = !odd
	}
	if odd {
		return errResultKeys
	}
	return nil
}
