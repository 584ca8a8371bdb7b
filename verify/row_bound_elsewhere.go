package verify

// nameBoundToOwnRecord reports whether the clause names, by a number of
// four digits or more, a record of call ci (where a name stands) that the
// key's call keyCall does not hold: "Patron 20991 (Tomás Arriaga) has
// one request, ILL-88191" names the patron of the lookup beside the
// request of the loan call, each name with its own record.
func (c *check) nameBoundToOwnRecord(ids []string, ci, keyCall int) bool {
	for _, w := range ids {
		if c.wordInCall(ci, w) && !c.wordInCall(keyCall, w) {
			return true
		}
	}
	return false
}
