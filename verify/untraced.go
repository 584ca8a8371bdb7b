package verify

import (
	"slices"
	"strconv"
	"strings"
)

// Untraced values.
//
// A number the reply attributes to a result, that the result does not
// hold, that no label ties to another value of the result, and that no
// reading of checkFacts derives from the results, is unsupported. Such a
// number is either a slip or the model's own work. A misread keeps the
// shape of the value it misreads: one digit inserted, dropped, changed or
// swapped with its neighbour (1,665.80 for 1,656.80, 4821 rows for 482,
// 71% for 74%). The model's own work is everything else, and on replies
// written independently of this checker and never used to develop it, it
// is far more common: a week's distance summed over runs, a daily average,
// a threshold ("memory above 80%"), a rounding, a unit conversion, a rate
// from general knowledge, a projection ("would free about 3.8 GB").
//
// So an unsupported value is a finding only when it is a one-digit edit of
// a value of the turn's results (misreadsResultValue); the others are
// untraced: kept in Report.Untraced for the audit record, not findings.
// Until 2026-12-03's fifth session a value within 30% of a result's was a
// finding too; on two fresh sets (indep14, indep15) what it caught beyond
// the one-digit edits was one fact mismatch against six clean replies
// flagged (docs/verification.md#untraced-values).

// misreadsResultValue reports whether n is a misread of a number of the
// results of calls: one digit inserted, dropped, changed or swapped with
// its neighbour (4821 for 482, 1,665 for 1,656). A misread of another
// call's value is a misread too: calls are all the turn's ok calls, not
// only the clause's targets. Parts of dates and identifiers are no values
// to misread.
func (c *check) misreadsResultValue(n *num, calls []int) bool {
	return c.misreadsResultValueIn(nil, n, calls)
}

// misreadsResultValueIn is misreadsResultValue for a number of clause in
// (nil: none). A result value r that the clause states itself, in n's
// unit, above n, is a whole n is a part of ("£130 of the £190 we hold"):
// a misread of 190 would not stand beside 190. A figure above the value
// stated, or in another unit, may be that value worked out wrong (26,000
// a year of 2,000 a month; 15 mph of 12 km/h), and stays a slip.
func (c *check) misreadsResultValueIn(in *info, n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return true // nothing to measure: left to the finding
	}
	// A round number (80%, ¥60, 100, 2,000: one digit other than 0) is
	// what a reply writes for a threshold, a limit, an example or an
	// estimate: it is a misread only of a round value (3000 for 5000),
	// as a misread keeps the shape of what it misreads.
	round := roundNum(n.digits)
	nk := unitKind(c.folded, n)
	edit := false
	wordMinutes := hasSuffixAny(strings.TrimRight(c.folded[max(0, n.start-16):n.start], " "), clockHourWords)
	// Each reply number not in a result is compared with every value of
	// the results: a budget keeps a megabyte of such numbers over long
	// results linear; past it a number is left untraced.
	if c.misreadBudget == 0 {
		c.misreadBudget = 64*len(c.nums) + 1<<16
		for ci := range c.calls {
			c.misreadBudget += 64 * len(c.calls[ci].nums)
		}
	}
	for _, ci := range calls {
		if c.misreadScan += len(c.calls[ci].nums); c.misreadScan > c.misreadBudget {
			return false
		}
		t := c.calls[ci].folded
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			// The far end of a range ("40-50 kmph") is a value, though
			// the scan glues it to the dash as it does q1-2024: two ends
			// of one length, the first one free, unlike a date's parts
			// (2024-10, 2025-10-15).
			rangeEnd := r.glued && gluedRangeEnd(t, c.calls[ci].nums, i, true)
			// The parts of a clock time (10:15, 2:06:18, 08:00:00) are
			// no quantities a count, an amount or a duration misreads: a
			// clock is checked whole as a time, and its parts would
			// stand one digit from nearly every two-digit number. Only
			// the minutes of a time said in words ("10時45分") are
			// clock parts of the reply.
			if len(r.vals) == 0 || r.glued && !rangeEnd || r.inDate || clockPart(t, r.span) && !wordMinutes {
				continue
			}
			if round && !roundNum(r.digits) || jsonKeyNum(t, r) {
				continue // a number inside a JSON key ("30L": 25) names a field, it is no value
			}
			if rk := unitKind(t, r); rk != "" && nk != "" && rk != nk {
				// A misread keeps the value's kind: 90% is no misread of
				// 50G, nor 87% of 17G. A bare number may be either.
				continue
			}
			switch scaledEdit(n, r) {
			case 0:
				return false // the value itself, at another scale or a range's end
			case 1:
				edit = edit || in == nil || !c.partOfStated(in, n, r)
			}
		}
	}
	return edit
}

// partOfStated reports whether clause in writes, besides n, the result
// number r as it is, above n and in n's unit (see misreadsResultValueIn).
func (c *check) partOfStated(in *info, n, r *num) bool {
	if len(n.vals) == 0 || len(r.vals) == 0 || n.vals[0] >= r.vals[0] {
		return false
	}
	u := c.unitMark(n)
	if u == "" {
		return false
	}
	for k := in.numLo; k < in.numHi; k++ {
		m := &c.nums[k]
		if m != n && m.start >= in.start && m.end <= in.end && !m.glued && !m.inDate && m.percent == n.percent && scaledEdit(m, r) == 0 && c.unitMark(m) == u {
			return true
		}
	}
	return false
}

// unitMark returns the currency sign right before n, or the word right
// after it (a unit: "kg", "公斤", "days"), or "".
func (c *check) unitMark(n *num) string {
	if before := c.folded[max(0, n.start-3):n.start]; hasAnyRune(before, "$€£¥₹") {
		for _, s := range []string{"$", "€", "£", "¥", "₹"} {
			if hasSubstr(before, s) {
				return s
			}
		}
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+16)], " ")
	// A run of ASCII letters ("kg", "ms"), else the first Han or kana
	// character ("元", "公" of 公斤), else a word up to a space.
	i := 0
	for i < len(after) && isLetterByte(after[i]) {
		i++
	}
	if i > 0 {
		return after[:i]
	}
	if r, size := decodeRuneAt(after); isCJK(r) {
		return after[:size]
	}
	for i < len(after) && after[i] != ' ' && after[i] != ',' && after[i] != '.' && after[i] != ')' && !isDigitByte(after[i]) {
		i++
	}
	return after[:i]
}

// gluedRangeEnd reports whether nums[i] of the text t is the far end of a
// range the scan glued to its dash ("40-50 kmph", "(4500-11000)"): a
// number right after "-" after a digit, whose range start is a number of
// its own, no date's part. With sameLen, the two ends must have as many
// digits (misreadsResultValue's reading); else the range must rise
// (4500-11000, a reference range), as a code's parts need not.
func gluedRangeEnd(t string, nums []num, i int, sameLen bool) bool {
	r := &nums[i]
	if i == 0 || r.start < 2 || t[r.start-1] != '-' || !isDigitByte(t[r.start-2]) {
		return false
	}
	p := &nums[i-1]
	if p.glued || p.inDate || len(p.vals) == 0 || len(r.vals) == 0 {
		return false
	}
	return sameLen && len(p.digits) == len(r.digits) || !sameLen && p.vals[0] < r.vals[0]
}

// jsonKeyNum reports whether r stands inside a JSON object's key: a quote
// right before it, and after it letters at most, a quote and a colon.
func jsonKeyNum(t string, r *num) bool {
	if r.start == 0 || t[r.start-1] != '"' {
		return false
	}
	i := r.end
	for i < len(t) && i < r.end+16 && isLetterByte(t[i]) {
		i++
	}
	return i+1 < len(t) && t[i] == '"' && t[i+1] == ':'
}

// scaledEdit compares n and r digit by digit, each without its
// fraction's trailing zeros (2,947.5 against 2847.50 is 29475 against
// 28475): 0 when they are the same number, 1 when one is a one-digit edit
// of the other with the decimal point kept in place (a digit changed or
// swapped) or moved by the digit inserted or dropped, -1 otherwise. 5.3 is
// no misread of 23, nor 1.2 of 120: the scale is not a digit. A number
// with two readings (3.840: 3.84 or 3840) is taken either way.
func scaledEdit(n, r *num) int {
	var abuf, bbuf [32]byte
	xs, ys := digitsOnly(abuf[:0], n.digits), digitsOnly(bbuf[:0], r.digits)
	if n.dec < 0 {
		return magnitudeEdit(xs, n.dec, r, bbuf[:0])
	}
	res := -1
	for a := range len(n.vals) {
		x, ix := trimFraction(xs, n.dec, a)
		for b := range len(r.vals) {
			y, iy := trimFraction(ys, r.dec, b)
			if string(x) == string(y) && ix == iy {
				return 0
			}
			// Single digits are left out, as in oneDigitEdit: every
			// one-digit number is one edit from every other.
			if d := ix - iy; len(x) > 1 && len(y) > 1 && (d == 0 || (d == 1 || d == -1) && len(x) != len(y)) && editOne(x, y) {
				res = 1
			}
		}
	}
	return res
}

// magnitudeEdit is scaledEdit for a number written with a magnitude word
// ("3.3万", "4.5 lakh", "1.2 million"), whose dec is minus the power of
// ten of its last digit (-3 for 3.3万, 33000 to the thousand) and xs its
// digits. A result value is read at that power, rounded (32000 is "32",
// 514890 "515"): the same digits are the value itself, and the misreads
// that keep a rounded value's shape are its last digit one off (3.3万 of
// 32000, a rounding the wrong way) and, in three digits or more, two
// neighbours swapped (4.81万 of 41,800). Another digit changed in so few
// digits (2.5 लाख of 150000) is as often the reply's own estimate.
func magnitudeEdit(xs []byte, dec int, r *num, buf []byte) int {
	res, x := -1, 0.0
	for _, d := range xs {
		x = x*10 + float64(d-'0')
	}
	for _, v := range r.vals {
		w := roundFloat(v / pow10(-dec))
		y := strconv.AppendInt(buf[:0], int64(w), 10)
		if x == w {
			return 0
		}
		if len(xs) > 1 && len(xs) == len(y) && (absFloat(x-w) == 1 || len(xs) >= 3 && swappedPair(xs, y)) {
			res = 1
		}
	}
	return res
}

// roundNum reports whether the digits s hold one digit other than 0.
func roundNum(s string) bool {
	nz := 0
	for i := 0; i < len(s); i++ {
		if s[i] > '0' && s[i] <= '9' {
			nz++
		}
	}
	return nz == 1
}

// trimFraction drops the trailing zeros of the fraction of b, the digits
// of a number with dec digits after its decimal separator in its plainest
// reading, and returns the rest and how many digits stand before the
// point. The second reading of a number that has two (alt 1) is the other
// of thousands and decimals: 3.840 is 3.84 or 3840, 3,840 3840 or 3.84.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func trimFraction(b []byte, dec, alt int) ([]byte, int) {
	if alt == 1 {
		dec = 3 - dec
	}
	ip := len(b) - dec
	// max: a reading with more fraction digits than digits must not index
	// b[-1] once every digit is a trailing zero.
	for len(b) > max(ip, 0) && b[len(b)-1] == '0' {
		b = b[:len(b)-1]
	}
	return b, ip
}

// oneDigitEdit reports whether the digits of a and b, separators aside,
// differ by one digit inserted, dropped or replaced, or by two
// neighbouring digits swapped. Single digits are
// left out: every one-digit number is one edit from every other.
func oneDigitEdit(a, b string) bool {
	var abuf, bbuf [32]byte
	x, y := digitsOnly(abuf[:0], a), digitsOnly(bbuf[:0], b)
	return len(x) > 1 && len(y) > 1 && editOne(x, y)
}

// editOne reports whether x and y, digits only, differ by one digit
// inserted, dropped or replaced, or by two neighbouring digits swapped.
func editOne(x, y []byte) bool {
	if string(x) == string(y) {
		return false
	}
	if len(x) < len(y) {
		x, y = y, x
	}
	switch len(x) - len(y) {
	case 0:
		// One digit changed, or two neighbours swapped (1,665 for 1,656:
		// see swappedPair).
		i := 0 // the first difference: x != y
		for x[i] == y[i] {
			i++
		}
		return string(x[i+1:]) == string(y[i+1:]) || swappedPair(x, y)
	case 1:
		i := 0 // the first difference: dropping x[i] must give y
		for i < len(y) && x[i] == y[i] {
			i++
		}
		return string(x[i+1:]) == string(y[i:])
	}
	return false
}

// digitsOnly appends the ASCII digits of s to dst.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func digitsOnly(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			dst = append(dst, s[i])
		}
	}
	return dst
}

// addSlip reports f, a fact finding of clause in, when it contradicts a
// result or is a slip of a result's value (slip), else records it as
// untraced.
func (c *check) addSlip(in *info, rule, basis string, f Finding, slip bool) {
	if slip {
		c.addFact(in, rule, basis, f)
	} else {
		c.untrace(in, f)
	}
}

// untrace records f, an unsupported value of clause in, as untraced,
// unless a precision gate of addFact would leave it out as a finding.
func (c *check) untrace(in *info, f Finding) {
	sp := span{f.Start, f.End}
	if c.quietFact(in, BasisUnsupported, sp, true) || c.periodStart(in, sp) {
		return
	}
	f.Basis, f.Rule = BasisUnsupported, "fact/untraced"
	c.rep.Untraced = append(c.rep.Untraced, f)
}

// untracedOnly returns the untraced values that no finding covers, in
// order, each span once: a value a sure rule reported is reported, not
// untraced, and a quotation and the number inside it are one entry when
// their spans are the same. Both are recorded while one clause is read,
// so only the last few entries are compared: a megabyte of numbers stays
// linear.
func (c *check) untracedOnly(us []Finding) []Finding {
	out := us[:0]
	for _, u := range us {
		if !slices.ContainsFunc(c.rep.Findings, func(f Finding) bool { return f.Start < u.End && u.Start < f.End }) &&
			!slices.ContainsFunc(out[max(0, len(out)-8):], func(o Finding) bool { return o.Start == u.Start && o.End == u.End }) {
			out = append(out, u)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// Untraced dates and times.
//
// Dates and times follow the same rule: one the reply attributes to a
// result that no result holds and that no label ties to a result's other
// date is a finding only when it keeps the shape of a result's date or
// time with one field slipped; the others (a deadline worked out from an
// event, a free-cancellation day counted from a booking, the days of a
// weekly schedule, a pace or a split) are untraced.

// labelledDate reports whether the reply's label of the date at sp, a
// weekday before it aside ("Start date: Monday, January 6"), names a
// field in which calls give a date: "due", "start date", "vence", "期限"
// over a result's other date is a contradiction, not worked out.
func (c *check) labelledDate(in *info, sp span, calls []int) bool {
	lo := max(in.start, sp.start-32)
	s := strings.TrimRight(c.folded[lo:sp.start], " ,*_")
	for _, w := range weekdays {
		if hasSuffix(s, w) && len(w) > 3 {
			sp.start = lo + len(s) - len(w)
			break
		}
	}
	labels, n := c.valueLabels(in, sp)
	for _, label := range labels[:n] {
		if c.labelsValue(label, calls, true) {
			return true
		}
	}
	return false
}

// misreadsResultDate reports whether d is a date of calls (a date the
// results write, in a name or in words) with one field slipped: the day
// one digit off or its digits swapped (the 16th or the 2nd for the 20th),
// the month or the year a neighbour's, day and month swapped, or the month
// another result date's.
func (c *check) misreadsResultDate(d date, calls []int) bool {
	held := func(y, m, dd int) bool {
		e := date{d.span, y, m, dd}
		if c.dateIn(e, calls) || c.compactDateIn(e, calls) || c.writtenDateIn(e, calls) {
			return true
		}
		// A month without its day ("marzo de 2024") is any of its days
		// the results write (2024-02-29 for febrero).
		for e.d = 1; dd == 0 && e.d <= 31; e.d++ {
			if c.writtenDateIn(e, calls) {
				return true
			}
		}
		return false
	}
	for k := 1; d.d != 0 && k <= 31; k++ {
		if k != d.d && (k/10 == d.d/10 || k%10 == d.d%10 || k/10 == d.d%10 && k%10 == d.d/10 || k == d.d-1 || k == d.d+1) && held(d.y, d.m, k) {
			return true
		}
	}
	if d.m > 1 && held(d.y, d.m-1, d.d) || d.m < 12 && held(d.y, d.m+1, d.d) || d.y != 0 && (held(d.y-1, d.m, d.d) || held(d.y+1, d.m, d.d)) ||
		d.d >= 1 && d.d <= 12 && d.d != d.m && held(d.y, d.d, d.m) {
		return true
	}
	// The month of another result date: both must be among the results'.
	mine, other := false, false
	for _, ci := range calls {
		for _, e := range c.calls[ci].dates {
			mine = mine || e.m == d.m
			other = other || e.d == d.d && d.d != 0 && e.m != d.m && (d.y == 0 || e.y == 0 || d.y == e.y)
		}
	}
	return mine && other
}

// misreadsResultTime reports whether the clock time whose hour is n is a
// result's time of calls slipped: one digit of hh:mm off or two swapped,
// am and pm flipped, or the hour of another zone than the one the result
// gives its time in (the same minutes, a zone written after the result's).
func (c *check) misreadsResultTime(n *num, calls []int) bool {
	if len(n.vals) == 0 || !clockAfter(c.folded, n.end) {
		return true // nothing to measure: left to the finding
	}
	h, m := int(n.vals[0]), int(c.folded[n.end+1]-'0')*10+int(c.folded[n.end+2]-'0')
	if h < 12 && c.afternoonClock(n) {
		h += 12
	}
	var a, b [4]byte
	a = [4]byte{byte('0' + h/10%10), byte('0' + h%10), byte('0' + m/10), byte('0' + m%10)}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i, rh, rm := nextClock(r, 1); i < len(r); i, rh, rm = nextClock(r, i+1) {
			if rm == m && (rh == (h+12)%24 || h == (rh+12)%24) {
				return true // am and pm flipped
			}
			b = [4]byte{byte('0' + rh/10%10), byte('0' + rh%10), r[i+1], r[i+2]}
			if oneDigitEdit(string(a[:]), string(b[:])) {
				return true
			}
			if z := strings.TrimLeft(r[i+3:min(len(r), i+16)], ":.0123456789"); rm == m && rh != h && (containsAny(z, timeZones) || z != "" && (z[0] == 'z' || z[0] == '+')) {
				return true // the result's zone, the reply's hour of another
			}
		}
	}
	return false
}
