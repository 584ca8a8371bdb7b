package verify

// requestFilters reports whether every word of a count's qualifier is a
// word of the request: "two new alerts" after "any new alerts today?",
// "8 unbilled entries" after "list my unbilled time". The user asked for
// the items so qualified and the call was made to fetch them, so the
// qualifier is the query's own scope, as a search for is:unread makes
// "4 unread emails" all of its results (see argFiltersWord), not a part of
// the items the checker could not count. countsInto asks it only when no
// line of the result writes the qualifier: a result that marks some of
// its lines "new" still has its part counted by them.
func (c *check) requestFilters(filter string) bool {
	if c.request == "" || filter == "" {
		return false
	}
	for filter != "" {
		w, rest, _ := cutAt(filter, " ")
		filter = rest
		if len(w) < 3 || !containsWord(c.request, w) {
			return false
		}
	}
	return true
}
