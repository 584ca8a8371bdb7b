package verify

import "strings"

// coordinators join two main clauses, each with its own verb: "I can't
// reach your bank, and I used no tool", "no puedo entrar y no he usado
// ninguna herramienta", "मैं नहीं पहुँच सकता और मैंने कोई टूल इस्तेमाल
// नहीं किया". A hedge or modal of the first clause ("can", "सकता")
// qualifies its own verb, not the second clause's denial.
var coordinators = []string{" and i ", " and we ", ", and ", " y no ", " y yo ", " और मैंने ", " और मैं ", " और हमने ", "，而且", "，并且", "，也"}

// coordinated reports whether folded text between two offsets (a hedge's
// end and a later denial's start, in one clause) holds a coordinator that
// starts a new main clause. The gap is short: a clause.
func (c *check) coordinated(from, to int) bool {
	if to-from > 200 || from >= to {
		return false
	}
	gap := c.folded[from:to]
	for _, w := range coordinators {
		if strings.Contains(gap, w) {
			return true
		}
	}
	return false
}
