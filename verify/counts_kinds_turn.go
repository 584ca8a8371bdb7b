package verify

// turnGroupCount reads "17 errors in the last hour [receipt of grep -c],
// of 3 distinct kinds:" when the clause's own call returned a total and
// another call of the turn grouped the same items ("12 db_timeout / 5
// upstream_502"): the kinds are that grouped result's groups, the only
// call that counted them. Only when exactly one ok call of the turn
// outside targets is a grouped count; with none or several, the kinds
// have nothing or no one thing to be held to.
func (c *check) turnGroupCount(targets []int) ([]int, bool) {
	var one []int
	for ci := range c.calls {
		if ci >= len(callIndex) || !c.calls[ci].ok || containsInt(targets, ci) {
			continue
		}
		if w, ok := c.groupCounts(callIndex[ci : ci+1]); ok {
			if one != nil {
				return nil, false
			}
			one = w
		}
	}
	return one, one != nil
}
