package verify

import (
	"math"
	"strings"
)

// Rules of engineer CF for values a reply reads in another form than the
// result prints them (a date inside a file name, a day/month pair, the
// length of a time slot, a unit conversion, a rounded figure), so that
// they are not reported as values the result lacks.

// scanCompactValues computes, once per call, the dates written compactly inside
// names (IMG_20240601_101512.jpg, 20250420_drop_table.sql) and the lengths
// in minutes of the time slots the result lists (09:00-09:45).
func (ci *callInfo) scanCompactValues() {
	if ci.compactDone {
		return
	}
	ci.compactDone = true
	s := ci.folded
	prev, prevEnd := -1, -1
	for i := range ci.nums {
		r := &ci.nums[i]
		// A compact date: eight digits yyyymmdd with a plausible year,
		// month and day. File names, build tags and migration ids carry
		// their date this way; a reply that writes it "20 April" reads it.
		if d := r.digits; len(d) == 8 && strings.IndexFunc(d, func(c rune) bool { return c < '0' || c > '9' }) < 0 {
			y := atoiDigits(d[:4])
			m := atoiDigits(d[4:6])
			dd := atoiDigits(d[6:])
			if y >= 1990 && y <= 2099 && m >= 1 && m <= 12 && dd >= 1 && dd <= 31 {
				ci.compactDateList = append(ci.compactDateList, date{r.span, y, m, dd})
			}
		}
		// A time slot: hh:mm, a dash or "to", hh:mm.
		if len(r.vals) == 0 || r.end+3 > len(s) || s[r.end] != ':' || !isDigitByte(s[r.end+1]) || !isDigitByte(s[r.end+2]) || r.vals[0] > 24 {
			continue
		}
		m := int(r.vals[0])*60 + int(s[r.end+1]-'0')*10 + int(s[r.end+2]-'0')
		if prev >= 0 && r.start >= prevEnd && r.start-prevEnd <= 4 {
			gap := strings.TrimSpace(s[prevEnd:r.start])
			if gap == "-" || gap == "–" || gap == "~" || gap == "to" {
				if d := m - prev; d > 0 {
					ci.slotGaps = append(ci.slotGaps, d)
				}
			}
		}
		prev, prevEnd = m, r.end+3
	}
}

func atoiDigits(s string) int {
	v := 0
	for i := 0; i < len(s); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

// compactDateIn reports whether a reply's date is one a result writes
// compactly inside a name (yyyymmdd).
func (c *check) compactDateIn(d date, calls []int) bool {
	for _, ci := range calls {
		c.calls[ci].scanCompactValues()
		if dateListed(d, c.calls[ci].compactDateList) {
			return true
		}
	}
	return false
}

// dayMonthIn reports whether n is half of a short day/month pair (22/09,
// 09/22, 22.09) that names a date of a result (2025-09-22) or one written
// compactly in a name: the reply abbreviates the date, it does not state
// two numbers. The pair must match a listed date as a whole.
func (c *check) dayMonthIn(n *num, calls []int) bool {
	if !isInt(n) || len(n.digits) > 2 {
		return false
	}
	var a, b *num
	if j := n.index + 1; j < len(c.nums) && c.nums[j].start == n.end+1 && strings.ContainsRune("/.", rune(c.folded[n.end])) {
		a, b = n, &c.nums[j]
	} else if j := n.index - 1; j >= 0 && c.nums[j].end+1 == n.start && strings.ContainsRune("/.", rune(c.folded[n.start-1])) {
		a, b = &c.nums[j], n
	} else {
		return false
	}
	if !isInt(a) || !isInt(b) || len(a.digits) > 2 || len(b.digits) > 2 {
		return false
	}
	av, bv := int(a.vals[0]), int(b.vals[0])
	for _, ci := range calls {
		call := &c.calls[ci]
		call.scanCompactValues()
		for _, list := range [2][]date{call.dates, call.compactDateList} {
			for _, e := range list {
				if e.d == av && e.m == bv || e.m == av && e.d == bv {
					return true
				}
			}
		}
	}
	return false
}

// hourUnits follow an hour written as a word rather than hh:mm: 18時,
// 6点, 9 बजे.
var hourUnits = []string{"時", "时", "点", "बजे"}

// slotLength reports whether n is the length of a time slot a result
// lists ("2024-07-05 18:30-19:00" → "30分", "09:00-09:45" → "45 मिनट"),
// or the hour of one of its clock times written with an hour word
// ("18時半" for 18:30). Reading a slot as its length or its hour is
// reading the result, not a new value.
func (c *check) slotLength(n *num, calls []int) bool {
	if len(n.vals) == 0 || !isInt(n) {
		return false
	}
	v := int(n.vals[0])
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " ")
	for _, u := range hourUnits {
		if !strings.HasPrefix(after, u) || v > 24 {
			continue
		}
		half := strings.HasPrefix(after[len(u):], "半")
		for _, ci := range calls {
			s := c.calls[ci].folded
			for i := range c.calls[ci].nums {
				r := &c.calls[ci].nums[i]
				if len(r.vals) == 0 || r.end+3 > len(s) || s[r.end] != ':' || !isDigitByte(s[r.end+1]) || !isDigitByte(s[r.end+2]) {
					continue
				}
				h := int(r.vals[0])
				if (h == v || h == v+12) && (!half || s[r.end+1:r.end+3] == "30") {
					return true
				}
			}
		}
		return false
	}
	if !durationAfter(c.folded, n.end) {
		return false
	}
	per := 1
	for _, h := range []string{"h", "hour", "hora", "小时", "時間", "घंटे", "घंटा"} {
		if strings.HasPrefix(after, h) {
			per = 60
		}
	}
	for _, ci := range calls {
		c.calls[ci].scanCompactValues()
		for _, g := range c.calls[ci].slotGaps {
			if g == v*per {
				return true
			}
		}
	}
	return false
}

// A conversion turns a value in one unit into another: the reply writes
// the converted value followed by a word of the target unit.
type conversion struct {
	to     []string // words of the target unit, after the reply's value
	from   []string // words of the source unit, beside the value converted
	factor float64
	offset float64 // subtracted before the factor (°F → °C)
}

var conversions = []conversion{
	{[]string{"mile", "mi ", "mi)", "milla", "英里", "マイル", "मील"}, []string{"km", "kilómetro", "kilometer", "kilometre", "公里", "キロ", "किमी", "किलोमीटर"}, 0.621371, 0},
	{[]string{"km", "kilómetro", "公里", "千米", "キロメートル", "किमी", "किलोमीटर"}, []string{"mile", "mi", "milla", "英里", "マイル", "मील"}, 1.609344, 0},
	{[]string{"kg", "kilo", "公斤", "千克", "キロ", "किलो"}, []string{"lb", "pound", "libra", "磅", "ポンド", "पाउंड"}, 0.453592, 0},
	{[]string{"lb", "pound", "libra", "磅", "ポンド", "पाउंड"}, []string{"kg", "kilo", "公斤", "千克", "キロ", "किलो"}, 2.204623, 0},
	{[]string{"°c", "℃", "摄氏", "grados c", "डिग्री सेल्सियस"}, []string{"_f", "°f", "℉", "fahrenheit", "华氏", "華氏"}, 5.0 / 9, 32},
	{[]string{"°f", "℉", "fahrenheit", "华氏"}, []string{"_c", "°c", "℃", "celsius", "摄氏"}, 9.0 / 5, -160.0 / 9},
	{[]string{"cm", "厘米", "センチ"}, []string{"inch", "_in", "英寸", "インチ", "इंच"}, 2.54, 0},
	{[]string{"ft", "feet", "foot", "pies", "英尺", "フィート", "फ़ुट", "फुट"}, []string{"meter", "metre", "metro", "_m", "米", "メートル", "मीटर"}, 3.28084, 0},
	{[]string{"l ", "l)", "litro", "liter", "litre", "升", "リットル", "लीटर"}, []string{"gal"}, 3.785412, 0},
	// Speeds: wind and travel speeds restated for a reader used to the
	// other unit ("12 km/h (unas 7,5 mph)", "秒速 8m → 約 29km/h"). Metres
	// per second only by names that say speed: "_ms" alone is milliseconds.
	{[]string{"mph", "millas por hora", "英里/小时", "マイル毎時"}, []string{"km/h", "kmh", "kph", "公里/小时", "キロ毎時"}, 0.621371, 0},
	{[]string{"km/h", "kmh", "kph", "公里/小时", "公里每小时", "キロ毎時", "किमी/घंटा"}, []string{"mph"}, 1.609344, 0},
	{[]string{"km/h", "kmh", "kph", "公里/小时", "公里每小时", "キロ毎時", "किमी/घंटा"}, []string{"m/s", "wind_ms", "speed_ms", "mps", "米/秒", "秒速"}, 3.6, 0},
	{[]string{"m/s", "米/秒", "मी/से"}, []string{"km/h", "kmh", "kph", "公里/小时"}, 1 / 3.6, 0},
}

// convConstants are the factors of the common unit conversions, which a
// reply states to show its working ("1 磅 ≈ 0.4536 公斤"): general
// knowledge, not values of a result.
var convConstants = []float64{0.453592, 2.204623, 1.609344, 0.621371, 2.54, 0.3048, 3.28084, 3.785412, 0.264172, 28.349523, 0.393701}

// converted reports whether n, followed by a word of a unit, is a result
// value (or a value the reply gave on the same line) converted into that
// unit by a standard factor and rounded: "92.4 km (about 57 miles)",
// "6.6 LBS" → "约 3.0 公斤". It also accepts the conversion factor itself.
func (c *check) converted(n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return false
	}
	if n.dec >= 2 {
		for _, f := range convConstants {
			for _, v := range n.vals {
				if near(v, n.dec, f) {
					return true
				}
			}
		}
	}
	after := strings.TrimLeft(strings.ReplaceAll(c.folded[n.end:min(len(c.folded), n.end+24)], "**", ""), " ")
	after += " "
	match := func(cv *conversion, x float64) bool {
		y := (x - cv.offset) * cv.factor
		tol := 0.5*math.Pow(10, -float64(n.dec)) + 0.01*math.Abs(y)
		for _, v := range n.vals {
			if n.neg {
				v = -v
			}
			if math.Abs(v-y) <= tol {
				return true
			}
		}
		return false
	}
	for i := range conversions {
		cv := &conversions[i]
		hit := false
		for _, u := range cv.to {
			hit = hit || strings.HasPrefix(after, u)
		}
		if !hit {
			continue
		}
		for _, ci := range calls {
			for j := range c.calls[ci].nums {
				r := &c.calls[ci].nums[j]
				if r.inDate || len(r.vals) == 0 {
					continue
				}
				x := r.vals[0]
				if r.neg {
					x = -x
				}
				if match(cv, x) && unitNear(c.calls[ci].folded, r.span, cv.from) {
					return true
				}
			}
		}
		ls, _ := c.lineAround(n.start, n.end)
		for j := n.index - 1; j >= 0 && j >= n.index-6 && c.nums[j].start >= ls; j-- {
			if r := &c.nums[j]; !r.inDate && len(r.vals) > 0 && match(cv, r.vals[0]) && unitNear(c.folded, r.span, cv.from) {
				return true
			}
		}
	}
	return false
}

// approxOf reports whether n, marked as approximate ("(लगभग ₹20,900)",
// "aproximadamente 5.089 €"), is within 1% of a figure the reply gave just
// before it, or of the product or quotient of two such figures: a rounded
// restatement of the reply's own arithmetic (an amount times a rate it
// quotes), which the reader sees beside it.
func (c *check) approxOf(n *num) bool {
	if len(n.vals) == 0 || n.index == 0 {
		return false
	}
	if !c.approxBefore(n) {
		return false
	}
	ok := func(x float64) bool {
		for _, v := range n.vals {
			if x != 0 && math.Abs(v-x) <= 0.01*math.Abs(x) {
				return true
			}
		}
		return false
	}
	lo := max(0, n.index-8)
	for a := lo; a < n.index; a++ {
		x := &c.nums[a]
		if len(x.vals) == 0 || x.inDate || x.percent {
			continue
		}
		p := x.vals[len(x.vals)-1]
		if ok(p) {
			return true
		}
		for b := a + 1; b < n.index; b++ {
			y := &c.nums[b]
			if len(y.vals) == 0 || y.inDate || y.percent {
				continue
			}
			q := y.vals[len(y.vals)-1]
			if ok(p*q) || q != 0 && ok(p/q) || p != 0 && ok(q/p) {
				return true
			}
		}
	}
	return false
}

// unitNear reports whether one of the unit words sits right around a
// value: in its field name ("high_f": 50, "distance_km": 92.4) or after
// it ("6.6 LBS"). A value converted must be in the unit converted from.
func unitNear(text string, sp span, units []string) bool {
	w := text[max(0, sp.start-14):min(len(text), sp.end+10)]
	for _, u := range units {
		if strings.Contains(w, u) {
			return true
		}
	}
	return false
}

// approxBefore reports whether n is marked as approximate by a word or
// sign right before it ("about", "~", "约", "लगभग"), past bold marks,
// an opening bracket and a currency sign.
func (c *check) approxBefore(n *num) bool {
	before := strings.TrimRight(strings.ReplaceAll(c.folded[max(0, n.start-20):n.start], "**", ""), " €$£¥₹(")
	for _, m := range approxMarkers {
		if strings.HasSuffix(before, m) {
			return true
		}
	}
	return false
}
