package verify

import (
	"strings"
)

// An absence scoped by a line drawn through values — "no reading was
// below 40 °C", "ninguna temperatura por encima de 2 °C", "下限の40℃を
// 下回った記録はありません", "没有超过 50 的批次", "40 से कम कोई रीडिंग नहीं" —
// says that no value of the result lies past the line. That can be
// checked rather than guessed: the claim is borne out when the results it
// concerns hold values of the line's magnitude and none lies past it, and
// stays a false absence when one does. A result with no value near the
// line (other units, other scales) cannot tell, and is left to the other
// readings.

var (
	lineAboveBefore []string
	lineBelowBefore []string
	lineAboveAfter  []string
	lineBelowAfter  []string
)

// absenceThresholdLists holds the phrases of the word lists declared above (see barList).
var absenceThresholdLists = [...]barList{
	// Words of comparison written before the line: "above 42", "por
	// debajo de 0,5", "超过 50", "低于 10".
	{&lineAboveBefore, "above|over|more than|greater than|higher than|exceeding|exceeds|exceeded|exceed|por encima de|más de|superior a|superiores a|supera|superan|superó|superaron|超过|超出|高于|大于|多于"},
	{&lineBelowBefore, "below|under|less than|fewer than|lower than|por debajo de|menos de|inferior a|inferiores a|低于|小于|少于|不到|不足"},
	// Words written after it, past a unit: "40℃を下回", "50 से ज़्यादा".
	// 以上, 以下, "or more" and "o menos" include the line itself (onLine).
	{&lineAboveAfter, "を超え|を上回|より高|より上|以上|超|से ज़्यादा|से अधिक|से ऊपर|or more|o más"},
	{&lineBelowAfter, "を下回|より低|より下|以下|未満|से कम|से नीचे|or less|o menos"},
}

var _ = splitBars(absenceThresholdLists[:])

// What the targets' values say of an absence scoped by a line.
const (
	lineUnknown = iota // no line, or no value near it
	lineHeld           // values near the line, none past it: the absence is true
	lineCrossed        // a value past the line: the absence is false
)

// lineVerdict holds the clause's absence, when one line (see above) scopes
// it, to the values of the targets' results.
func (c *check) lineVerdict(in *info, targets []int) int {
	n, above, inclusive := c.clauseLine(in)
	// A line of time ("older than 7 days") compares ages the result does
	// not write; a call that selected by the line returned only items
	// past it.
	if n == nil || timeSpan(c.folded[n.end:min(in.end, n.end+12)]) {
		return lineUnknown
	}
	line := n.vals[0]
	if n.neg {
		line = -line
	}
	unit := lineUnitAt(c.folded[n.end:min(in.end, n.end+12)])
	near, doubt := false, false
	// The result numbers read here count against the label searches'
	// budget (see labelsValue): a reply of thousands of such clauses over
	// a long result stays linear.
	c.initLabelBudget()
	for _, ci := range targets {
		call := &c.calls[ci]
		if lineInArgs(call.lowerArgs(), n.digits) {
			return lineUnknown
		}
		for j := range call.nums {
			if c.labelScan += 8; c.labelScan > c.labelBudget {
				return lineUnknown
			}
			r := &call.nums[j]
			if r.inDate || r.glued || r.version || r.ordinal || len(r.vals) == 0 || clockPart(call.folded, r.span) || countKey(call.folded[max(0, r.start-12):r.start]) {
				continue // a count ("samples=145") is no value the line is drawn through
			}
			v := r.vals[0]
			if r.neg {
				v = -v
			}
			if absFloat(v) < absFloat(line)/10 || absFloat(v) > absFloat(line)*10 {
				continue
			}
			// An identifier ("sensor_id: 118") or a number in another
			// unit ("96 rows scanned", "12 KB" against "10 MB") is not
			// one of the values the line is drawn through: past the
			// line it leaves the answer open rather than making the
			// absence false, and it never bears the absence out.
			if idKey(call.folded[max(0, r.start-12):r.start]) || otherUnit(call.folded[r.end:min(len(call.folded), r.end+12)], unit) {
				doubt = doubt || past(v, line, above, inclusive)
				continue
			}
			near = true
			if past(v, line, above, inclusive) {
				return lineCrossed
			}
		}
	}
	if near && !doubt {
		return lineHeld
	}
	return lineUnknown
}

// past reports whether v lies past the line on the side the claim names.
func past(v, line float64, above, inclusive bool) bool {
	if inclusive && v == line {
		return true
	}
	if above {
		return v > line
	}
	return v < line
}

// clauseLine returns the line of the clause: its one number written with
// a word of comparison, which side the clause looks at, and whether the
// line itself is on that side (以上, 以下, "or more"). Two lines, or none,
// give nil.
func (c *check) clauseLine(in *info) (line *num, above, inclusive bool) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.inDate || n.glued || n.version || n.ordinal || len(n.vals) == 0 {
			continue
		}
		before := c.folded[max(in.start, n.start-24):n.start]
		if n.neg { // "below -5 °C": the minus is the line's, not a word
			before = strings.TrimSuffix(strings.TrimSuffix(before, "-"), "−")
		}
		before = strings.TrimRight(strings.ReplaceAll(before, "**", ""), " $€£¥₹")
		after := pastUnit(c.folded[n.end:min(in.end, n.end+24)])
		var a, inc bool
		switch {
		case wordSuffixAny(before, lineAboveBefore):
			a = true
		case wordSuffixAny(before, lineBelowBefore):
		case hasPrefixAny(after, lineAboveAfter):
			a, inc = true, onLine(after)
		case hasPrefixAny(after, lineBelowAfter):
			inc = onLine(after)
		default:
			continue
		}
		if line != nil && (n.vals[0] != line.vals[0] || a != above) {
			return nil, false, false
		}
		line, above, inclusive = n, a, inc
	}
	return line, above, inclusive
}

// onLine reports whether the word of comparison at the start of after
// takes the line in: 以上 and 以下, "or more", "o menos" (the words of the
// lists above that start with 以 or o).
func onLine(after string) bool { return hasPrefix(after, "以") || after[0] == 'o' }

// wholeNumberIn reports whether digits is written in s as a whole number,
// not as part of a longer one: standsIn, and no decimal part after it
// either ("500" is not the 500 of "500.5").
func wholeNumberIn(s, digits string) bool {
	if digits == "" {
		return false
	}
	for j := indexFrom(s, digits, 0); j >= 0; j = indexFrom(s, digits, j+1) {
		end := j + len(digits)
		if standsAt(s, j, digits) && !(end+1 < len(s) && s[end] == '.' && isDigitByte(s[end+1])) {
			return true
		}
	}
	return false
}

// pastUnit returns s, the text after a number, past its spaces and its
// unit: "°C", "℃", "%", or one word (skipUnit), unless a word of
// comparison follows the number right away.
func pastUnit(s string) string {
	s = strings.TrimLeft(s, " ")
	for _, u := range [...]string{"°c", "°f", "℃", "°", "%"} {
		if hasPrefix(s, u) {
			return strings.TrimLeft(s[len(u):], " ")
		}
	}
	// A CJK mark of punctuation (U+3000–303F, U+FF00–FF3F: 、，。：) is
	// no unit: "118、超大杯" draws no line at 118.
	if hasPrefixAny(s, lineAboveAfter) || hasPrefixAny(s, lineBelowAfter) || len(s) > 1 && (s[0] == 0xe3 && s[1] == 0x80 || s[0] == 0xef && s[1] == 0xbc) {
		return s
	}
	return skipUnit(s)
}

// lineUnitAt returns the unit written at the start of s, the text after a
// number: "°c", "℃", "%", or a word of up to five ASCII letters ("ms",
// "kb", "rows"); "" when none.
func lineUnitAt(s string) string {
	s = strings.TrimLeft(s, " ")
	for _, u := range [...]string{"°c", "°f", "℃", "℉", "%"} {
		if hasPrefix(s, u) {
			return u
		}
	}
	i := 0
	for i < len(s) && i < 6 && isLetterByte(s[i]) {
		i++
	}
	if i == 0 || i == 6 {
		return ""
	}
	return s[:i]
}

// otherUnit reports whether a result's number, followed by after, is
// written in a unit other than the line's.
func otherUnit(after, unit string) bool {
	u := lineUnitAt(after)
	return u != "" && u != unit
}

// idKey reports whether before, the text before a result's number, ends
// with a key naming an identifier or a port: "sensor_id: ", "\"pid\":".
func idKey(before string) bool {
	before = strings.TrimRight(before, " \":=")
	for _, k := range [...]string{"id", "pid", "port", "code"} {
		if hasSuffix(before, k) && (len(before) == len(k) || !isLetterByte(before[len(before)-len(k)-1])) {
			return true
		}
	}
	return false
}

// countKey reports whether before, the text before a result's number,
// ends with a key that names a count of things: "samples=", "readings: ",
// "alarms=". The number counts readings; it is no reading, and a line of
// temperature is not drawn through it.
func countKey(before string) bool {
	before = strings.TrimRight(before, " \":=")
	for _, k := range [...]string{"samples", "readings", "count", "rows", "records", "events", "alarms", "points", "entries"} {
		if hasSuffix(before, k) && (len(before) == len(k) || !isLetterByte(before[len(before)-len(k)-1])) {
			return true
		}
	}
	return false
}

// lineInArgs reports whether the line's digits are written in a call's
// arguments as a number of their own (wholeNumberIn), not as a part of a
// date or a clock time: {"threshold_c": -18} selected by the line, but
// {"from": "2025-12-05T18:00"} holds an hour, and the call it asked for is
// still one of all the values.
func lineInArgs(args, digits string) bool {
	if digits == "" {
		return false
	}
	for j := indexFrom(args, digits, 0); j >= 0; j = indexFrom(args, digits, j+1) {
		end := j + len(digits)
		if !standsAt(args, j, digits) || end+1 < len(args) && args[end] == '.' && isDigitByte(args[end+1]) {
			continue
		}
		if end+1 < len(args) && args[end] == ':' && isDigitByte(args[end+1]) || j > 0 && (args[j-1] == 'T' || args[j-1] == 't') || j > 1 && (args[j-1] == ':' || args[j-1] == '-') && isDigitByte(args[j-2]) {
			continue // "T18:00", "10:18", "2025-12-18"
		}
		return true
	}
	return false
}
