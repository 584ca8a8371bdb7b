package verify

import "strings"

// dateHeld reports whether the turn holds the reply's date d: a result,
// the request or a call's arguments state it, in any of the forms the
// date readers know, or the error text of a failed call gives it ("no
// data (sensor offline since 2024-11-04)" restated as "4 नवंबर से
// ऑफ़लाइन"): a date the turn wrote is restated, not invented.
func (c *check) dateHeld(d date, all []int) bool {
	return c.dateIn(d, all) || dateListed(d, c.reqDates) || c.dateInArgs(d) || c.compactDateIn(d, all) || c.shiftedDate(d, all) || c.dateInArgText(d) || c.writtenDateIn(d, all) || c.zoneDate(d, all) || c.durationShifted(d, all) || c.weekdayRuleDate(d, all) || c.dateInFailed(d)
}

// dateInFailed reports whether d is written in the error text of a call
// that failed (its result is not read for dates, being no value).
func (c *check) dateInFailed(d date) bool {
	if d.m < 1 || d.m > 12 || d.d == 0 {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok && c.calls[ci].Result != "" && c.writtenDate(strings.ToLower(c.calls[ci].Result), d) {
			return true
		}
	}
	return false
}
