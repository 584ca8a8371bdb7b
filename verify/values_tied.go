package verify

import (
	"math"
	"strings"
)

// Tied values: a reply ties a value to a label when it writes it in the
// row of a table whose first cell names a thing ("| Amazon Prime | … |
// 毎月17日 |", "| 电子技术基础（872） | 128 |") or right after a label
// ("Timeout: 16 s"). When the result gives the same label, in the field or
// line that holds it, a value of the same kind that is one digit away from
// the reply's (27 for 17, 126 for 128), the reply misreads that value: a
// contradiction of the result, not the reply's own arithmetic, however
// many sums and differences of the result's values happen to give the
// reply's number (the broad readings of checkFacts would accept 17 as
// 12+5, 128 as 2×64). A worked-out value sits under a label the result does
// not give (a total, a share, a mean) or is marked by a word of
// computation or approximation before it, and is left to the readings.

// tiedValue reports, as fact/tied-value, a number of clause in that is a
// one-digit edit of the value the result gives its label (see above), and
// reports whether it did. The caller has found n in no result of calls,
// nor in the request or a call's arguments.
func (c *check) tiedValue(in *info, n *num, calls []int) bool {
	if !c.tieable(in, n) {
		return false
	}
	label := c.rowLabel(n.span)
	if label == "" {
		labels, k := c.valueLabels(in, n.span)
		if k == 0 {
			return false
		}
		label = labels[0]
	}
	label = labelCore(label)
	if label == "" {
		return false
	}
	// The place of n among the values after its label: the result's value
	// of the label is the one at the same place after it there.
	ls, _ := c.lineAround(n.start, n.end)
	at := strings.LastIndex(c.folded[ls:n.start], label)
	if at < 0 {
		return false
	}
	from := ls + at + len(label)
	place := 0
	for k := n.index - 1; k >= 0 && c.nums[k].start >= from; k-- {
		if tiedPlace(&c.nums[k]) && !minutesAt(c.folded, c.nums[k].span) {
			place++
		}
	}
	return c.tiedMisread(in, n, label, place, calls)
}

// tieable reports whether n may be tied to a label: a value of its own
// (no version, no clock's minutes) with no word of computation or
// approximation before it (worked out).
func (c *check) tieable(in *info, n *num) bool {
	if n.version || len(n.vals) == 0 || minutesAt(c.folded, n.span) {
		return false
	}
	if lo := max(in.start, n.start-32); lo < n.start {
		// Only the words the reply may hold are looked for (see
		// heldWords): w is part of it, and the lists are long.
		if w := c.folded[lo:n.start]; containsAny(w, c.heldWords(computeWords)) || containsAny(w, c.heldWords(approxWords)) {
			return false
		}
	}
	return true
}

// tiedMisread reports, as fact/tied-value, n when the result's value at
// place after label is a one-digit edit of it (see labelMisread), and
// reports whether that value was found.
func (c *check) tiedMisread(in *info, n *num, label string, place int, calls []int) bool {
	ci, v, ok := c.labelMisread(label, n, place, calls)
	if !ok || c.alreadyFound(FactMismatch, n.span) {
		return ok
	}
	c.addFact(in, "fact/tied-value", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
		"the result of "+c.calls[ci].Tool+" gives "+label+" "+v))
	return true
}

// tiedAfter is tiedValue for a label written after the value: "59
// wagons", "16 mm de longitud" name the field the number is of as "the
// wagons: 59" does, past a unit of up to three letters and a linking word
// (de, of). The result's key of that name, with a value one digit away
// (wagons=58, "longitud_mm":18), is misread.
func (c *check) tiedAfter(in *info, n *num, calls []int) bool {
	if !c.tieable(in, n) {
		return false
	}
	label := c.labelAfter(in, n.end)
	if label == "" || !c.keyedLabel(label, calls) {
		return false
	}
	return c.tiedMisread(in, n, label, 0, calls)
}

// keyedLabel reports whether a result of calls writes label as a field's
// key, its value after it (wagons=58, "longitud_mm":18), not as a
// table's header.
func (c *check) keyedLabel(label string, calls []int) bool {
	for _, ci := range calls {
		f := c.calls[ci].folded
		for at := 0; at < len(f); {
			j := strings.Index(f[at:], label)
			if j < 0 {
				break
			}
			e := at + j + len(label)
			for e < len(f) && (isLetterByte(f[e]) || f[e] == '_') {
				e++
			}
			if e < len(f) && (f[e] == '=' || f[e] == '"' && e+1 < len(f) && f[e+1] == ':') {
				return true
			}
			at = e
		}
	}
	return false
}

// labelAfter returns the word after the value ending at end that names
// its field: the first word of four letters or more, past one unit of up
// to three letters and link words, on the same line; "" for none.
func (c *check) labelAfter(in *info, end int) string {
	s := c.folded[end:min(in.end, end+40)]
	for k := 0; k < 3; k++ {
		i := 0
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) {
			r, sz := decodeRune(s[j:])
			if !isWordRune(r) || isCJK(r) {
				break
			}
			j += sz
		}
		w := s[i:j]
		if w == "" || hasDigit(w) {
			return ""
		}
		s = s[j:]
		switch {
		case inList(w, labelLinks):
			continue
		case k == 0 && len(w) <= 3:
			continue // a unit: mm, kg, km
		case runeCount(w) >= 4 && !inList(w, labelStops):
			return w
		}
		return ""
	}
	return ""
}

// labelCore returns the leading words of a label up to its first mark
// that is no letter, digit or space ("电子技术基础（872）" → "电子技术基础",
// "amazon prime" whole), or "" when that is shorter than two runes and
// three bytes.
func labelCore(label string) string {
	end := len(label)
	for i, r := range label {
		if r != ' ' && !isWordRune(r) {
			end = i
			break
		}
	}
	core := strings.TrimSpace(label[:end])
	if len(core) < 3 || runeCount(core) < 2 || inList(core, labelStops) {
		return ""
	}
	return core
}

// tiedPlace reports whether m takes a place among the values after a
// label: dates, identifiers and versions do not. Nor do the minutes of a
// clock time ("19:00", "18時30分"), part of its hour's value, which its
// callers ask minutesAt about.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func tiedPlace(m *num) bool { return !m.inDate && !m.glued && !m.version && len(m.vals) > 0 }

var (
	minutesAtList1 []string
)

// valuesTiedLists holds the phrases of the word lists declared above (see barList).
var valuesTiedLists = [...]barList{
	// The lists of minutesAt, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&minutesAtList1, ":|時|时|点"},
}

var _ = splitBars(valuesTiedLists[:])

// minutesAt reports whether the number at sp of s is the minutes of a
// clock time: right after "hh:" or "hh時" / "hh时" / "hh点". Not inlined:
// called in three places, its copies would cost the binary's size budget.
//
//go:noinline
func minutesAt(s string, sp span) bool {
	b := s[:sp.start]
	for _, h := range minutesAtList1 {
		if hasSuffix(b, h) && len(b) > len(h) && isDigitByte(b[len(b)-len(h)-1]) {
			return true
		}
	}
	return false
}

// cjkHourAfter reports whether the number ending at end of s is the hour
// of a time written with an hour word ("18時", "18时", "18点"): only such
// a number is held to a result's hh:mm, and a day or a count never is.
func cjkHourAfter(s string, end int) bool {
	r := s[end:]
	return hasPrefix(r, "時") || hasPrefix(r, "时") || hasPrefix(r, "点")
}

// degreesOf reports whether a is b converted between °F and °C, rounded:
// 50 °F is "10 °C", a conversion, not a misread.
func degreesOf(a, b float64) bool {
	return math.Abs((b-32)*5/9-a) < 1 || math.Abs(b*9/5+32-a) < 1
}

// labelMisread finds label in the results of calls and, when it stands
// in one place only (a label written twice ties nothing), returns the
// value at the given place after it in its field (its line, cut at commas
// and semicolons) if that is a one-digit edit of n of the same kind
// (percent or not, as many decimals): the call and the value as the
// result writes it. The bytes searched share labelsValue's budget, which
// keeps a long reply against a long result linear.
func (c *check) labelMisread(label string, n *num, place int, calls []int) (int, string, bool) {
	c.initLabelBudget()
	fc, fend := -1, 0
	for _, ci := range calls {
		f := c.calls[ci].folded
		for at := 0; at < len(f); {
			if c.labelScan > c.labelBudget {
				return -1, "", false
			}
			j := keyIndex(f[at:], label)
			if j < 0 {
				c.labelScan += len(f) - at
				break
			}
			c.labelScan += j + len(label)
			if fc >= 0 {
				return -1, "", false // the label in two places
			}
			fc, fend = ci, at+j+len(label)
			at = fend
		}
	}
	if fc < 0 {
		return -1, "", false
	}
	call := &c.calls[fc]
	f := call.folded
	b, p := fieldEnd(f, fend), 0
	for k := numsFrom(call.nums, fend); k < len(call.nums) && call.nums[k].end <= b; k++ {
		m := &call.nums[k]
		if !tiedPlace(m) || minutesAt(f, m.span) {
			continue
		}
		if m.start > 0 && indexByte("<>=^~", f[m.start-1]) >= 0 {
			break // a bound (">=16 <19"): the reply's value may lie within it
		}
		if p++; p <= place {
			continue
		}
		if m.percent == n.percent && m.dec == n.dec && clockAfter(f, m.end) == cjkHourAfter(c.folded, n.end) && oneDigitEdit(n.digits, m.digits) && !degreesOf(n.vals[0], m.vals[0]) {
			return fc, m.digits, true
		}
		break
	}
	return -1, "", false
}
