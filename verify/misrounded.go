package verify

import (
	"math"
	"sort"
	"strings"
)

// Misrounded values. A number written with d decimals states a value to
// within half a unit of its last digit, whether or not a hedge stands
// before it: "about 8 minutes" of 7.4 says 7.5 to 8.5, "约 1.4 小时" of
// 1.46 says 1.35 to 1.45 (bench/README.md, fact_mismatch). A reply value
// within one unit of its last digit of a result value that it does not
// round to (8 for 7.4, 27 for 26.4, a truncation 1.4 for 1.46) reads that
// value and rounds it wrongly, when the reply gives it in the value's
// unit (roundTie). A negative value rounds as its magnitude does ("-71 °C"
// of -71.6 misrounds it); it is read against negative result values only.
// A hedged value within 10% of a result's (approxIn) or
// a value no reading traces is otherwise accepted or untraced; this
// reading goes first.
//
// It asks for the one result value of the turn within that unit (two
// leave the value ambiguous), not exactly half-way (the rounding of a
// half is a convention), and a precision the reply wrote: a whole
// number ending in 0 ("unas 1.440 hectáreas" of 1437.6) may be rounded
// to tens. A conversion, an end of a range, a percentage worked out as a
// ratio or change, and a value of the request stay with the other rules.
// Other sums and ratios of two result numbers are not asked: one lands
// near a small value by chance (22 − 14 = 8 beside a delay of 7.4), while
// the one result value within a unit, in the same unit, is the value read.

// roundUnits are the words of one unit, as a reply writes it after a
// value and a result writes it after a value, in a key ("avg_delay_min",
// "area_m2") or in a column's header. ASCII words match whole words, the
// others anywhere.
var roundUnits = wordLists(
	"min: min|mins|minute|minutes|minuto|minutos|分钟|分間|分|मिनट",
	"h: h|hr|hrs|hour|hours|hora|horas|小时|時間|घंटे|घंटा",
	"s: s|sec|secs|second|seconds|segundo|segundos|秒|सेकंड",
	"ms: ms|millis|milliseconds|milisegundos|毫秒|ミリ秒",
	"d: d|day|days|día|días|天|日|दिन",
	"m2: m2|sqm|m²|㎡|平米|平方米|metros cuadrados|वर्ग मीटर",
	"km: km|kilometers|kilómetros|公里|キロ|किमी",
	"m: m|meters|metres|metros|米|メートル|मीटर",
	"kg: kg|kilos|公斤|千克|किलो",
	"ha: ha|hectares|hectáreas|公顷|ヘクタール|हेक्टेयर",
	"°c: °c|℃|°|c|celsius|grados|度|डिग्री|temp|temperature|temperatura|温度|気温|水温|तापमान",
	"mm: mm|毫米|ミリ|मिमी",
	"kwh: kwh|千瓦时",
	"kw: kw|kilowatts|kilovatios|千瓦|キロワット|किलोवाट",
	"km/h: km/h|kmh|kph|公里/小时|キロ/時|किमी/घंटा",
	"gb: gb|gib",
	"mb: mb|mib",
	"l: l|liters|litres|litros|升|リットル|लीटर",
	"%: %|pct|percent|percentage|porcentaje|प्रतिशत|百分比",
)

// misrounded reports, as fact/misrounded, a number of clause in that
// misrounds the one result value of calls near it, given in its unit, and
// reports whether it did. n must be in no result, nor in the request or
// a call's arguments: unheld says the caller has made sure of it, else
// misrounded asks.
func (c *check) misrounded(in *info, n *num, calls []int, unheld bool) bool {
	if len(n.vals) == 0 || n.cjk || n.version || n.glued || n.dec <= 0 && hasSuffix(n.digits, "0") {
		return false
	}
	// The hours of a duration written as hours and minutes ("15時間35分",
	// "15 h 35 min") are whole hours worked out between two times, no
	// rounding of a result's decimal hours.
	if n.index >= 0 && n.index+1 < len(c.nums) && &c.nums[n.index] == n && c.compoundMinutes(&c.nums[n.index+1]) {
		return false
	}
	r, unit := n.vals[0], pow10(-n.dec)
	ci, vi, found := -1, -1, 0
	for _, t := range calls {
		// The values within a unit of r: of a long result, found by
		// searching its values by their first reading, not by reading
		// them all for each number.
		lo, hi, idx := 0, len(c.calls[t].nums), c.calls[t].firstValues()
		if math.IsInf(r, 0) || math.IsNaN(r) {
			idx = nil // compared as before: no search holds it
		}
		if idx != nil {
			lo = sort.Search(len(idx), func(k int) bool { return c.calls[t].nums[idx[k]].vals[0] > r-unit })
			hi = sort.Search(len(idx), func(k int) bool { return c.calls[t].nums[idx[k]].vals[0] >= r+unit })
		}
		for k := lo; k < hi; k++ {
			i := k
			if idx != nil {
				i = int(idx[k])
			}
			m := &c.calls[t].nums[i]
			if m.glued || m.inDate || m.version || len(m.vals) == 0 || n.neg && !m.neg || m.percent && !n.percent || math.Abs(m.vals[0]-r) >= unit*(1-1e-9) || clockPart(c.calls[t].folded, m.span) {
				continue
			}
			if found++; found > 1 {
				return false
			}
			ci, vi = t, i
		}
	}
	// Whether the number is held is asked only of one near a result
	// value: the search above is the cheaper test.
	if found == 0 || !unheld && (c.numIn(*n, calls) || c.inRequestNum(n) || c.inArgNums(n)) {
		return false
	}
	m := &c.calls[ci].nums[vi]
	v := m.vals[0]
	if x := math.Abs(v) / unit; math.Abs(x-math.Floor(x)-0.5) < 1e-6 || near(r, n.dec, v) {
		return false // half-way, or rounded as written
	}
	if !c.roundTie(n, ci, vi) || c.rangeWith(n, n.index-1) || c.rangeWith(n, n.index+1) || n.percent && c.derived(*n, calls) || c.converted(n, calls) || c.gapFrom(in, n, nil, v) {
		return false
	}
	v0 := m.digits
	if m.neg {
		v0 = "-" + v0 // its magnitude is compared: a dropped sign is wrong either way
	}
	c.addFact(in, "fact/misrounded", BasisUnsupported, c.callFinding(FactMismatch, n.span, ci,
		c.masked[n.start:n.end]+" does not round "+v0+" of the result of "+c.calls[ci].Tool))
	return true
}

// roundTie reports whether the reply's n and the result value of call ci
// at index vi are given in the same unit: the word after n, and the key
// before the value ("avg_delay_min=7.4", "area_m2: 26.4"), the word after
// it, or the header of its table (a first line without numbers). A unit
// elsewhere on the line belongs to another value ("IVA (21%): 17,55 €").
func (c *check) roundTie(n *num, ci, vi int) bool {
	call := &c.calls[ci]
	f, m := call.folded, &call.nums[vi]
	a, b := fieldStart(f, m.start), fieldEnd(f, m.end)
	// A number glued to the key's letters ("area_m2": the 2) is part of
	// the key and stays in it; the field starts after the last free one.
	for p := vi - 1; p >= 0 && call.nums[p].end > a; p-- {
		if !call.nums[p].glued {
			a = call.nums[p].end
			break
		}
	}
	ctx := strings.TrimLeft(f[a:m.start], "%") + " " + firstField(f[m.end:b])
	if h := indexByte(f, '\n'); h >= 0 && h < a && call.nums[0].start > h {
		ctx += " " + f[:h] + " " + rowLabel(f, m.start)
	}
	after := c.unitTextAfter(n)
	for _, u := range roundUnits {
		if unitOpens(after, u) {
			for _, w := range u {
				if keyIndex(ctx, w) >= 0 {
					return true
				}
			}
			if u[0] == "%" {
				for _, w := range rateKeys {
					if keyIndex(ctx, w) >= 0 {
						return true
					}
				}
			}
		}
	}
	return false
}

// rateKeys name a rate or ratio in a result's key ("return_rate",
// "attendance_ratio", 出席率): a value under one that the reply writes with
// "%" is given in its unit, as one under "pct" is.
var rateKeys = []string{"rate", "ratio", "share", "tasa", "率"}

// rowLabel is the first cell of the table row holding position i of
// result f ("| flange_thk_mm | 12.50 | 12.47 |"), when it holds no digit
// of its own: a row label names what the row's values measure
// ("flange_thk_mm"), as a column's header does. A cell with a number
// ("IVA (21%)") is a value of its own, not a label.
func rowLabel(f string, i int) string {
	ls := lastIndexByte(f[:i], '\n') + 1
	row := strings.TrimLeft(f[ls:i], " |")
	k := strings.IndexAny(row, "|,\t")
	if k <= 0 {
		return ""
	}
	cell := row[:k]
	if strings.IndexAny(cell, "0123456789") >= 0 {
		return ""
	}
	return cell
}

// unitOpens reports whether after (see unitTextAfter) opens with a word of
// unit u, an ASCII word ending there.
func unitOpens(after string, u []string) bool {
	for _, w := range u {
		if hasPrefix(after, w) && (w[0] >= 0x80 || !isLetterByte(after[len(w)])) {
			return true
		}
	}
	return false
}

// rangeWith reports whether the reply's number k is the other end of a
// range with n ("7–8 minutes", "1.4 to 1.5 h"): a span, not one value.
func (c *check) rangeWith(n *num, k int) bool {
	if k < 0 || k >= len(c.nums) {
		return false
	}
	a, b := n.span, c.nums[k].span
	if a.start > b.start {
		a, b = b, a
	}
	return b.start-a.end <= 8 && inList(strings.TrimSpace(c.folded[a.end:b.start]), rangeSeps)
}

// firstValues returns the indices of the result's numbers that have a
// reading, sorted by their first one, for a result of more than 64
// numbers; nil for a shorter one, which is read whole. Computed once.
func (ci *callInfo) firstValues() []int32 {
	if ci.firstValsDone {
		return ci.firstVals
	}
	ci.firstValsDone = true
	if len(ci.nums) <= 64 {
		return nil
	}
	idx := make([]int32, 0, len(ci.nums))
	for i := range ci.nums {
		if v := ci.nums[i].vals; len(v) > 0 {
			if math.IsNaN(v[0]) {
				return nil // no order: read whole
			}
			idx = append(idx, int32(i))
		}
	}
	sort.SliceStable(idx, func(a, b int) bool { return ci.nums[idx[a]].vals[0] < ci.nums[idx[b]].vals[0] })
	ci.firstVals = idx
	return idx
}

// gapStated reports whether the clause in also states the gap between n
// and a value it restates from a result: "नमी 11.6% है, यानी 11% के लक्ष्य
// से 0.6 अंक ज़्यादा", "11.6%, 0.6 points over the 11% target", "1.850
// plazas, 150 más que las 1.700 previstas". The reply measures the
// result's value from n, a reference of its own (a target, a plan, a
// limit), and rounds or misreads nothing. Only the clause's few numbers
// are compared.
func (c *check) gapStated(in *info, n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return false
	}
	for a := in.numLo; a < in.numHi; a++ {
		r := &c.nums[a]
		if r != n && r.start >= in.start && r.end <= in.end && len(r.vals) > 0 && !r.inDate && c.gapFrom(in, n, r, r.vals[0]) && c.numIn(*r, calls) {
			return true
		}
	}
	return false
}

// gapFrom reports whether the clause in states |ref - n| as a number
// other than n and r (r may be nil).
func (c *check) gapFrom(in *info, n, r *num, ref float64) bool {
	gap := math.Abs(ref - n.vals[0])
	if gap == 0 {
		return false
	}
	for k := in.numLo; k < in.numHi; k++ {
		g := &c.nums[k]
		if g == n || g == r || g.start < in.start || g.end > in.end || len(g.vals) == 0 || g.inDate {
			continue
		}
		if d := math.Abs(g.vals[0] - gap); g.dec > 0 && d < pow10(-g.dec)/2 || d < 1e-9 {
			return true
		}
	}
	return false
}
