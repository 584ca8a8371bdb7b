package verify

// A count of a list inside the one record a call returned. A look-up of one
// patient, vehicle or order returns one object, and its lists are the
// things a reply counts: "3 visits on file", "今年做过两次保养", "4回来院",
// "3 बार क्लिनिक आई हैं" over {"visits": [.., .., ..]}. The record is one
// item, so holding such a count to the call's count (1) reads a field as a
// miscount. A count that no list of the record has as its length is held
// as before.

// recordListCount reports whether a target returned one JSON object (its
// count 1 or unset) with a field whose value is a list of exactly cc.n
// elements.
func (c *check) recordListCount(cc countClaim, targets []int) bool {
	for _, ci := range targets {
		call := &c.calls[ci]
		if k := call.Count; k != nil && *k != 1 {
			continue
		}
		v, _ := call.resultJSON()
		obj, _ := v.(map[string]any)
		for _, f := range obj {
			if l, ok := f.([]any); ok && len(l) == cc.n && cc.n > 1 {
				return true
			}
		}
	}
	return false
}
