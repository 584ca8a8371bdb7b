package verify

// A query that filters its rows (SQL with a WHERE, LIKE or MATCH, or a call
// given a "filter" or "where" argument) is a search in the ordinary sense:
// "the search results", "resultados de la búsqueda", "搜索结果", "検索結果",
// "खोज परिणाम" name what it returned, not a search_files call. A verb of
// searching stays a claim of its own ("ログも検索しました": I searched the
// logs too), held to the search calls.

// filteredQuery reports whether a call's arguments hold such a filter.
func filteredQuery(args string) bool {
	if hasSubstr(args, `"filter"`) || hasSubstr(args, `"where"`) {
		return true
	}
	if !hasSubstr(args, `"sql"`) && !hasSubstr(args, `"query"`) {
		return false
	}
	return indexFoldASCII(args, " where ") || indexFoldASCII(args, " like ") || indexFoldASCII(args, " match ")
}

var (
	resultsNouns []string
)

// searchFilteredLists holds the phrases of the word lists declared above (see barList).
var searchFilteredLists = [...]barList{
	// resultsNouns mark a search term that is the noun "search results".
	{&resultsNouns, "result|resultado|结果|結果|परिणाम"},
}

var _ = splitBars(searchFilteredLists[:])

// filteredResults reports whether t, a search term and the few bytes
// after it ("the search" of "the search results"), is the noun of results
// and an ok call ran a filtered query.
func (c *check) filteredResults(t string) bool {
	if !containsAny(t, resultsNouns) {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && filteredQuery(c.calls[ci].Args) {
			return true
		}
	}
	return false
}
