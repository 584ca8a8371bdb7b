package verify

import "strings"

// A query that filters its rows (SQL with a WHERE, LIKE or MATCH, or a call
// given a "filter" or "where" argument) is a search in the ordinary sense:
// "the search results", "resultados de la búsqueda", "搜索结果", "検索結果",
// "खोज परिणाम" and "I searched the orders for …" name what it returned, not
// a search_files call (searchedByQuery).

// filteredQuery reports whether a call's arguments hold such a filter.
func filteredQuery(args string) bool {
	if strings.Contains(args, `"filter"`) || strings.Contains(args, `"where"`) {
		return true
	}
	if !strings.Contains(args, `"sql"`) && !strings.Contains(args, `"query"`) {
		return false
	}
	return indexFoldASCII(args, " where ") || indexFoldASCII(args, " like ") || indexFoldASCII(args, " match ")
}
