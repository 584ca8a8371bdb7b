package verify

// Times with seconds. A time written to the second ("2:14:38", a race's
// chip time; "14:03:27", a log line's stamp) names one entry of a result:
// no reply works the seconds out by hand, and a conversion to another zone
// or an hour's rounding keeps or drops them whole. When the reply writes
// h:mm:ss, a result writes the same hours and minutes with seconds, never
// the reply's, and exactly one of those seconds is one digit from the
// reply's (changed, or its two digits swapped), the reply misread that
// time. timeIn holds a time to a result by its hours and minutes only, and
// a time whose hour is one digit ("2:14:38") is no claim to the
// significance gate, so neither saw the slip. The notation is the same in
// every language the checker reads.

// secondsSlip reports, as fact/time, the time with seconds whose hour is n
// when it misreads a result's time of the same hours and minutes (see
// above), and reports whether it did.
func (c *check) secondsSlip(in *info, n *num, calls []int) bool {
	s := c.folded
	e := n.end
	if len(n.vals) == 0 || n.dec != 0 || n.end-n.start > 2 || !clockAfter(s, e) || !clockAfter(s, e+3) || e+6 < len(s) && (isDigitByte(s[e+6]) || s[e+6] == ':') {
		return false
	}
	if s[e+4] > '5' {
		return false // no second of a minute
	}
	h := int(n.vals[0])
	mm, ss := s[e:e+4], s[e+4:e+6] // ":14:" and "38"
	found, where := -1, ""
	// The results' bytes read here count against the label searches'
	// budget (see labelsValue): a reply of thousands of h:mm:ss against a
	// long result stays linear.
	c.initLabelBudget()
	for _, ci := range calls {
		r := c.calls[ci].folded
		for at := 0; ; {
			if c.labelScan > c.labelBudget {
				return false
			}
			j := indexSubstr(r[at:], mm)
			if j < 0 {
				c.labelScan += len(r) - at
				break
			}
			i := at + j
			c.labelScan += j + len(mm)
			at = i + 1
			_, rh, _, ok := hhmmAt(r, i)
			if !ok || rh != h || i+6 > len(r) || !isDigitByte(r[i+4]) || !isDigitByte(r[i+5]) || i+6 < len(r) && isDigitByte(r[i+6]) {
				continue
			}
			rs := r[i+4 : i+6]
			if rs == ss {
				return false // the result holds the time
			}
			if rs[0] == ss[0] || rs[1] == ss[1] || rs[0] == ss[1] && rs[1] == ss[0] {
				if found >= 0 && where != rs {
					return false // two times it may misread
				}
				found, where = ci, rs
			}
		}
	}
	if found < 0 || c.alreadyFound(FactMismatch, n.span) {
		return found >= 0
	}
	c.addFact(in, "fact/time", BasisContradiction, c.callFinding(FactMismatch, span{n.start, e + 6}, found,
		"time "+s[n.start:e+6]+" is not in the result of "+c.calls[found].Tool+", which gives "+s[n.start:e+4]+where))
	return true
}
