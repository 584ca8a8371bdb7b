package verify

import "strings"

// actions_result_act.go: a result that opens by naming its act in the
// past ("updated: session start 06:00 -> 06:30", "deleted 3 rows",
// "Sent.") reports what its call did, whatever the tool is named
// ("auction_schedule" names a timetable, not an update): the call backs a
// claim of an act of that class.

// resultOpensWithAct reports whether an ok call's result opens with a
// past participle whose verb is an act of class (see actionWords), as a
// status word: followed by a colon, a space or nothing.
func resultOpensWithAct(call *callInfo, class string) bool {
	if !call.ok {
		return false
	}
	s := strings.TrimLeft(call.Result, " \t\r\n\"")
	i := 0
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
		i++
	}
	if i < 4 || i < len(s) && s[i] != ':' && s[i] != ' ' && s[i] != '.' {
		return false
	}
	// "Updated: 2026-03-01 09:12" opening a record is its field, when it
	// last changed, not an act of this call: a line that holds nothing
	// but a date or time after the colon names no change ("updated:
	// 2026-12-05 session start 06:00 -> 06:30" does), nor does a count
	// of the records it updated ("Updated: 1"), which is the act.
	if line, _, _ := cutAt(s[i:], "\n"); i < len(s) && s[i] == ':' && strings.Trim(line, ":0123456789-/.+TZ \r") == "" && hasAnyRune(line[1:], "-/:") {
		return false
	}
	w := strings.ToLower(s[:i])
	stem, ok := cutSuffix(w, "ed")
	if !ok {
		return false
	}
	return actionWords[stem] == class || actionWords[stem+"e"] == class
}
