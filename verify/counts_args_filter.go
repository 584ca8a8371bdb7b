package verify

import "strings"

// argFiltersWord reports whether the call's arguments (lower case)
// selected by one word of a count's qualifier, so that every item it
// counted has it: the word itself ("unread" in is:unread), the stem of a
// "<stem>-related/-based" compound ("cert-related" tickets from text ~
// "cert*"), or a word of state ("open", "pending") when the call selected
// by state (status = open, statusCategory != done, state:open) — a query
// for open tickets returns open tickets, whatever the state is called.
func argFiltersWord(args, w string) bool {
	if i := strings.IndexByte(w, '-'); i >= 4 {
		w = w[:i]
	}
	if len(w) >= 3 && strings.Contains(args, w) {
		return true
	}
	return statusWord(w) && (strings.Contains(args, "status") || strings.Contains(args, "state"))
}
