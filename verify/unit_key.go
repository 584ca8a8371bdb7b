package verify

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Values bound by their unit to the one field a result keys in it. A
// result names a field's unit in its key ("weight_lb": 19.8, "dosis_mg":
// 48, "engine_hp": 118); a reply gives the value with the unit after it
// ("21.8 lb", "52 mg en total", "इंजन | 108 HP"), whatever word, in
// whatever language, it uses for the quantity. When the clause's target
// results hold exactly one numeric field keyed in that unit, the value is
// bound to it; a value no result holds and no reading works out, close to
// that field's (within a quarter: a slip, not another quantity in the same
// unit) but not it nor a rounding of it, contradicts it. A clause that
// states the field's value beside it, or a value the results sum or
// subtract to, speaks of another quantity in the unit. Several fields in
// the unit ("quota_l", "drawn_l", "balance_l"), or a unit no key carries,
// bind nothing and leave the value untraced.

// unitKeys map the unit words a reply writes after a number (folded, as
// a word of their own) to the last key tokens of a result's field in
// that unit.
var unitKeys = []struct {
	words  []string
	tokens []string
}{
	{[]string{"lb", "lbs", "pounds", "libras"}, []string{"lb", "lbs"}},
	{[]string{"kg", "kgs", "kilos", "公斤", "千克", "キロ", "किलो", "किग्रा"}, []string{"kg"}},
	{[]string{"mg"}, []string{"mg"}},
	{[]string{"hp", "cv", "马力", "馬力", "एचपी"}, []string{"hp"}},
	{[]string{"psi"}, []string{"psi"}},
	{[]string{"kwh"}, []string{"kwh"}},
	{[]string{"days", "días", "dias", "天", "दिन"}, []string{"days"}},
	{[]string{"km", "kms", "kilometres", "kilometers", "kilómetros", "公里", "千米", "キロメートル", "किमी", "किलोमीटर"}, []string{"km"}},
}

// pctKeyTokens are the key tokens of a field a reply gives with "%"; a
// ratio's value is a fraction (performance_ratio 0.868 is 86.8%).
var pctKeyTokens = []string{"pct", "percent", "percentage", "ratio"}

// unitKeyTokens returns the key tokens of the unit written right after n
// (one space and bold marks skipped), or nil.
func (c *check) unitKeyTokens(n *num) []string {
	if n.percent {
		return pctKeyTokens
	}
	after := c.unitTextAfter(n)
	for _, uk := range unitKeys {
		for _, w := range uk.words {
			if !hasPrefix(after, w) {
				continue
			}
			if w[0] < 0x80 && len(after) > len(w) && isLetterByte(after[len(w)]) {
				continue // "lbs" is no "lb" followed by a letter; "kgf" no kg
			}
			return uk.tokens
		}
	}
	return nil
}

// unitKeyField returns the call and the one numeric field of calls whose
// key ends in a token of tokens; ok is false when there is none or more
// than one.
func (c *check) unitKeyField(calls []int, tokens []string) (int, fieldNum, bool) {
	ci, got, n := -1, fieldNum{}, 0
	for _, t := range calls {
		for _, fs := range [2][]fieldNum{c.calls[t].fieldNums(), c.calls[t].lineFields()} {
			for _, f := range fs {
				if !unitInKey(f.key, tokens) {
					continue
				}
				if n++; n > 1 {
					return -1, fieldNum{}, false
				}
				ci, got = t, f
			}
		}
	}
	return ci, got, n == 1
}

// unitInKey reports whether key names its field's unit by one of tokens:
// its last token ("weight_lb"), or for days any token ("days_out",
// "lead_days_max"), as a count of days leads its key as often as it ends
// it. A bare unit key ("kg") names the unit, not a quantity.
func unitInKey(key string, tokens []string) bool {
	i := strings.LastIndexAny(key, "_-. ")
	if i < 0 {
		return false
	}
	if containsStr(tokens, key[i+1:]) {
		return true
	}
	return containsStr(tokens, "days") && keyHasToken(key, tokens)
}

// unitKeyMisread reports, as fact/unit-key, the untraced n of clause in
// when its unit binds it to the one field of the clause's targets keyed in
// that unit and the field gives a value near it but another one.
func (c *check) unitKeyMisread(in *info, n *num) bool {
	return c.unitKeyRead(in, n, false)
}

// hedgedKeyMisread is unitKeyMisread for a hedged n ("about 97%",
// "लगभग 65%") that approxIn let stand: a hedge says the value is rounded,
// not that it may be off (bench/README.md), so n must be the field
// rounded to n's precision; a whole number ending in 0 may be rounded to
// tens. A percentage the results work out as a share is left alone.
func (c *check) hedgedKeyMisread(in *info, n *num, calls []int) bool {
	if n.percent && (c.percentOf(n) || c.shareOfTotal(n) || c.columnShare(n, calls) || c.boundedPct(n)) {
		return false
	}
	return c.unitKeyRead(in, n, true)
}

func (c *check) unitKeyRead(in *info, n *num, hedged bool) bool {
	return c.unitKeyReadRow(in, n, hedged, false)
}

// unitKeyReadRow is unitKeyRead; rowOnly binds n only by the row the
// clause names, for a clause nothing else attributes to a result.
func (c *check) unitKeyReadRow(in *info, n *num, hedged, rowOnly bool) bool {
	if len(n.vals) != 1 || n.neg || n.vals[0] <= 0 {
		return false
	}
	tokens := c.unitKeyTokens(n)
	if tokens == nil {
		return false
	}
	ci, f, ok := -1, fieldNum{}, false
	if !rowOnly {
		ci, f, ok = c.unitKeyField(in.targets, tokens)
	}
	rowBound := false
	if !ok {
		// Several rows hold the field: the row the clause names binds it
		// (see unit_key_row.go).
		ci, f, ok = c.unitKeyRow(in, n, tokens)
		rowBound = ok
	}
	if n.percent && !hedged && (!rowBound || c.percentOf(n) || c.shareOfTotal(n) || c.columnShare(n, in.targets) || c.boundedPct(n)) {
		return false
	}
	if ok && n.percent && f.val <= 1.5 && keyHasToken(f.key, []string{"ratio"}) {
		f.val *= 100 // a fraction given as a percentage
	} else if ok && keyHasToken(f.key, []string{"ratio"}) && !hasSuffix(f.key, "pct") {
		return false // a ratio of another scale (3.8 examinees a place) is no percentage
	}
	if !ok || f.val <= 0 || nearAny(n, f.val) {
		return false
	}
	// A failed call's figure ("overdue more than 120 days" of a refusal)
	// or a threshold ("120 दिन से ज़्यादा") is a limit, not the field.
	if c.inFailedResult(n) || thresholdAfter(c.folded[c.unitEnd(n):min(len(c.folded), c.unitEnd(n)+24)]) {
		return false
	}
	// A rounding of the field to the reply's decimals is the field.
	if n.dec >= 0 && absFloat(n.vals[0]-f.val) <= 0.5*math.Pow(10, -float64(n.dec))+1e-9 {
		return false
	}
	if hedged && n.dec == 0 && hasSuffix(n.digits, "0") && absFloat(n.vals[0]-f.val) <= 5 {
		return false // rounded to tens
	}
	if absFloat(n.vals[0]-f.val) > 0.25*f.val {
		return false // another quantity in the same unit: a limit, a dose per kg, a total
	}
	// The clause states the field's value beside n ("87.0 kWh, down from
	// 96.5 kWh"): n is another quantity in its unit, not a misread of it.
	for k := in.numLo; k < in.numHi; k++ {
		if m := &c.nums[k]; m != n && m.start >= in.start && m.end <= in.end && nearAny(m, f.val) {
			return false
		}
	}
	if c.fieldWorked(n, f.val) {
		return false // the field worked on: a multiple, a share, the field and a figure of the line
	}
	c.addFact(in, "fact/unit-key", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
		fmt.Sprintf("%s is not the %s the result of %s gives %s", c.masked[n.start:n.end], f.key, c.calls[ci].Tool, strconv.FormatFloat(f.val, 'f', -1, 64))))
	return true
}

// fieldWorked reports whether n is the bound field's value v worked on:
// a whole multiple or part of it ("3 doses of 48 mg, 144 mg"), or v plus
// or minus a figure on n's line of the reply ("87 kWh, 9.5 more than
// last month's"). Any other sum of the results' values mixes the field's
// unit with other quantities, which a chance sum does (4.6 km and 1 of
// something else is no 5.6 km), and binds nothing.
func (c *check) fieldWorked(n *num, v float64) bool {
	for k := 2.0; k <= 100; k++ {
		if nearAny(n, v*k) || nearAny(n, v/k) {
			return true
		}
	}
	ls, le := c.lineAround(n.start, n.end)
	for j, seen := numsFrom(c.nums, ls), 0; j < len(c.nums) && c.nums[j].start < le && seen < 16; j++ {
		m := &c.nums[j]
		seen++
		if m == n || m.end > le || m.glued || m.inDate || len(m.vals) == 0 {
			continue
		}
		if nearAny(n, v+m.vals[0]) || nearAny(n, v-m.vals[0]) || nearAny(n, m.vals[0]-v) {
			return true
		}
	}
	return false
}

// unitEnd returns where the unit word after n ends (a space and the word),
// or n's end when the word is not one of a few bytes.
func (c *check) unitEnd(n *num) int {
	i := n.end
	for i < len(c.folded) && i < n.end+2 && c.folded[i] == ' ' {
		i++
	}
	j := i
	for j < len(c.folded) && j < i+16 && c.folded[j] != ' ' && c.folded[j] != ',' {
		j++
	}
	if j < len(c.folded) && c.folded[j] == ' ' {
		j++
	}
	return j
}

// lineFields returns the numeric fields a result that is no JSON writes
// as "key: value" or "key=value" ("performance_ratio: 0.868",
// "examinees=498 passed=131"), a key of small letters, digits and "_",
// computed once per call; at most 64 fields of a result of 64 KB.
func (ci *callInfo) lineFields() []fieldNum {
	if ci.kvDone {
		return ci.kvFields
	}
	ci.kvDone = true
	r := ci.folded
	if t := strings.TrimSpace(r); hasPrefix(t, "{") || hasPrefix(t, "[") || len(r) > 64<<10 {
		return nil
	}
	for i := 0; i < len(r) && len(ci.kvFields) < 64; i++ {
		if r[i] != ':' && r[i] != '=' {
			continue
		}
		// The key: the word right before the mark.
		k := i
		for k > 0 && (isLetterByte(r[k-1]) || isDigitByte(r[k-1]) || r[k-1] == '_') {
			k--
		}
		if k == i || !isLetterByte(r[k]) || k > 0 && r[k-1] != ' ' && r[k-1] != '\n' && r[k-1] != '\t' && r[k-1] != ',' {
			continue
		}
		// The value: one number, and nothing but a space or the line's
		// end after it.
		j := i + 1
		for j < len(r) && r[j] == ' ' {
			j++
		}
		e := j
		if e < len(r) && r[e] == '-' {
			e++
		}
		for e < len(r) && (isDigitByte(r[e]) || r[e] == '.') {
			e++
		}
		if e == j || e < len(r) && r[e] != ' ' && r[e] != '\n' && r[e] != ',' && r[e] != '\r' {
			continue
		}
		v, err := strconv.ParseFloat(r[j:e], 64)
		if err != nil {
			continue
		}
		ci.kvFields = append(ci.kvFields, fieldNum{key: r[k:i], val: v})
	}
	return ci.kvFields
}
