package verify

import (
	"strings"
)

// A day written alone after a date of the clause. "la denuncia es del 12
// de noviembre y te la notificaron el 18", "delivered on 3 March and
// signed for on the 5th": the bare day is a date in the month the clause
// has just named, and is held to the results as a date, not as a figure
// some sum of their values reaches. A day the results hold in that month
// is right; one a slip of a result's date (15 → 18) misreads it.

// dayArticles stand right before a bare day.
var dayArticles = []string{" el", " del", " the", " on"}

// dayAfterDate reports whether n is a bare day after a date of clause in
// (see above), and reports it as fact/date when it slips a result's date.
func (c *check) dayAfterDate(in *info, n *num, all []int) bool {
	if !isInt(n) || len(n.vals) == 0 || n.vals[0] < 1 || n.vals[0] > 31 || n.percent || n.inDate {
		return false
	}
	before := strings.TrimRight(c.folded[max(in.start, n.start-8):n.start], " ")
	if !hasSuffixAny(" "+before, dayArticles) {
		return false
	}
	if after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+6)], " "); hasPrefix(after, "de ") || hasPrefix(after, "of ") {
		return false // "el 18 de …": the date scan reads a month after it
	}
	k := datesFrom(c.dates, n.start) - 1
	if k < 0 || c.dates[k].start < in.start || c.dates[k].m == 0 {
		return false
	}
	d := date{span: n.span, y: c.dates[k].y, m: c.dates[k].m, d: int(n.vals[0])}
	if c.dateIn(d, all) || dateListed(d, c.reqDates) || c.dateInArgs(d) {
		return true
	}
	if c.misreadsResultDate(d, all) && !c.alreadyFound(FactMismatch, n.span) {
		c.addFact(in, "fact/date", BasisUnsupported, c.callFinding(FactMismatch, n.span, in.targets[0],
			"date "+c.masked[c.dates[k].start:c.dates[k].end]+" … "+c.masked[n.start:n.end]+" is not in the result of "+c.calls[in.targets[0]].Tool))
	}
	return true
}
