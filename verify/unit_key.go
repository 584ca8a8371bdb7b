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
}

// pctKeyTokens are the key tokens of a field a reply gives with "%".
var pctKeyTokens = []string{"pct", "percent", "percentage"}

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
		for _, f := range c.calls[t].fieldNums() {
			k := f.key
			if i := strings.LastIndexAny(k, "_-. "); i >= 0 {
				k = k[i+1:]
			} else {
				continue // a bare "kg" key names the unit, not the quantity
			}
			for _, tok := range tokens {
				if k == tok {
					if n++; n > 1 {
						return -1, fieldNum{}, false
					}
					ci, got = t, f
					break
				}
			}
		}
	}
	return ci, got, n == 1
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
	if !ok || f.val <= 0 || nearAny(n, f.val) {
		return false
	}
	// A rounding of the field to the reply's decimals is the field.
	if n.dec >= 0 && math.Abs(n.vals[0]-f.val) <= 0.5*math.Pow(10, -float64(n.dec))+1e-9 {
		return false
	}
	if hedged && n.dec == 0 && hasSuffix(n.digits, "0") && math.Abs(n.vals[0]-f.val) <= 5 {
		return false // rounded to tens
	}
	if math.Abs(n.vals[0]-f.val) > 0.25*f.val {
		return false // another quantity in the same unit: a limit, a dose per kg, a total
	}
	// The clause states the field's value beside n ("87.0 kWh, down from
	// 96.5 kWh"): n is another quantity in its unit, not a misread of it.
	for k := in.numLo; k < in.numHi; k++ {
		if m := &c.nums[k]; m != n && m.start >= in.start && m.end <= in.end && nearAny(m, f.val) {
			return false
		}
	}
	if c.derived(*n, c.okCalls(famAny)) {
		return false // a sum or a difference of the results' values
	}
	c.addFact(in, "fact/unit-key", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
		fmt.Sprintf("%s is not the %s the result of %s gives %s", c.masked[n.start:n.end], f.key, c.calls[ci].Tool, strconv.FormatFloat(f.val, 'f', -1, 64))))
	return true
}
