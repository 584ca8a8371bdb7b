package verify

import "strings"

// denial_touched_nothing.go: "I haven't changed anything", "no modifiqué nada",
// "何も変更していません" deny any change in the turn (checkTouchedNothing):
// they are false only when a call of the turn changed something. Whether
// it did is computed from the call (changesThings), never from the
// wording around the denial.

// changesThings reports whether an ok call changes something: it writes,
// or its tool and arguments name an act and it is no look-up (a fetch of
// ".../release" or a search for "delete" changes nothing) or read-only
// command. A tool named for a record that a read returns, with a verb
// of booking after a noun or before a read word ("irrigation_schedule",
// "schedule_get"), books nothing (see makesAct): its only act word is
// the record's name.
func (c *check) changesThings(ci int) bool {
	call := &c.calls[ci]
	if !call.ok {
		return false
	}
	if contains(call.families, famWrite) {
		return true
	}
	looks := contains(call.families, famFetch) || contains(call.families, famRead) || contains(call.families, famList) || contains(call.families, famSearch)
	if len(call.actions) == 0 || looks || readOnlyCommand(call.lowerArgs()) {
		return false
	}
	return !(len(call.actions) == 1 && call.actions[0] == actBook && bookingNamesRecord(call))
}

// bookingNamesRecord reports whether the act of booking a call's actions
// hold comes only from its tool's name, where a verb of booking stands
// after a noun or before a read word, and none of its arguments' words is
// one.
func bookingNamesRecord(call *callInfo) bool {
	record := false
	for rest, first := call.lowerToolName(), true; rest != ""; first = false {
		var w string
		w, rest = nextNameWord(rest)
		if !bookVerbFirst[w] {
			continue
		}
		next, _ := nextNameWord(rest)
		if first && !readNameWords[next] {
			return false
		}
		record = true
	}
	if !record {
		return false
	}
	for _, w := range strings.FieldsFunc(call.lowerArgs(), func(r rune) bool { return !isWordRune(r) }) {
		if bookVerbFirst[w] || actionWords[w] == actBook {
			return false
		}
	}
	return true
}
