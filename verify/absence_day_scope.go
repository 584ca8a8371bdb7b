package verify

import "strings"

// dayScopeEmpty reports an absence scoped to a day the clause names ("14–15
// मार्च को कोई नीलामी नहीं हुई", "no sessions on 14 March", "el 14 de
// marzo no hubo subasta", "3月14日は入荷がありませんでした") over results
// that list their items by day, when the call was asked for a window that
// holds the day and no item of any target's result is dated that day: the
// result is not empty, but nothing in it lies on the day the claim is
// about, so the claim is true. An item dated that day leaves the claim to
// the finding; a day outside the window of every target that lists its
// items by day leaves it to the other rules. A range of days ("del 21 al
// 25") names each day in it. A day that opens or closes a span
// ("since 1 March", "1 मार्च से", "3月1日以降") scopes a period, not a day,
// and is not read; nor is a day that opens a range whose last day is
// not read as a date ("11月26日到28日").
func (c *check) dayScopeEmpty(in *info, targets []int) bool {
	a := in.absence
	var days [4][2]int // month*32+day, the first and last day named
	n := 0
	for _, d := range c.dates {
		if d.start < in.start || d.end > a.start || d.m == 0 || d.d == 0 || n >= len(days) {
			continue
		}
		if hasSuffixAny(c.folded[max(in.start, d.start-14):d.start], daySpanBefore) || hasPrefixAny(strings.TrimLeft(c.folded[d.end:a.start], " "), daySpanAfter) || hasPrefixAny(c.folded[d.end:a.start], dayRangeJoins) {
			return false
		}
		days[n] = [2]int{d.m*32 + d.d, d.m*32 + d.d}
		// "14–15 मार्च", "del 21 al 25 de septiembre", "4 से 11
		// दिसंबर": a range of days, every one of them named.
		if v := rangeDayBefore(c.folded[max(in.start, d.start-12):d.start]); v >= 1 && v < d.d {
			days[n][0] = d.m*32 + v
		}
		n++
	}
	bare := n == 0 // days written without their month ("13日・14日は")
	if bare {
		if n = c.bareDays(in, &days); n == 0 {
			return false
		}
	}
	covered := false
	for _, ci := range targets {
		call := &c.calls[ci]
		lo, hi, ok := argWindow(call.lowerArgs())
		if bare {
			// A day written alone is of the one month the call's
			// window lies in, or of none.
			if !ok || lo/32 != hi/32 || len(call.dates) < 2 {
				continue
			}
			month := lo % 10000 / 32 * 32
			for k := range days[:n] {
				days[k] = [2]int{month + days[k][0]%32, month + days[k][1]%32}
			}
		}
		for _, day := range days[:n] {
			for _, d := range call.dates {
				if k := d.m*32 + d.d; k >= day[0] && k <= day[1] {
					return false // an item dated on a day named
				}
			}
		}
		if !ok || len(call.dates) < 2 || lo/10000 != hi/10000 {
			continue // no window asked for, or no items listed by day
		}
		in := true
		for _, day := range days[:n] {
			in = in && day[0] >= lo%10000 && day[1] <= hi%10000
		}
		covered = covered || in
	}
	return covered
}

// daySpanBefore and daySpanAfter are the words that make a day one end of
// a span: before it in English and Spanish, after it in Hindi, Chinese
// and Japanese.
var (
	daySpanBefore = []string{"since ", "after ", "from ", "before ", "until ", "desde ", "después del ", "a partir del ", "antes del ", "hasta el "}
	daySpanAfter  = []string{"से", "के बाद", "तक", "以降", "以来", "から", "まで", "以后", "之后", "以前", "之前", "起"}
)

// argWindow returns the earliest and latest ISO dates (YYYY-MM-DD) of a
// call's arguments, as year*10000 + month*32 + day, and whether it holds
// two: the window of days the call was asked for.
func argWindow(args string) (lo, hi int, ok bool) {
	n := 0
	for i := 0; i+10 <= len(args) && n < 8; i++ {
		ym := isoMonthAt(args, i)
		if ym == 0 || !isDigitByte(args[i+8]) || !isDigitByte(args[i+9]) || i+10 < len(args) && isDigitByte(args[i+10]) {
			continue
		}
		v := ym/100*10000 + ym%100*32 + int(args[i+8]-'0')*10 + int(args[i+9]-'0')
		if n == 0 || v < lo {
			lo = v
		}
		if n == 0 || v > hi {
			hi = v
		}
		n++
		i += 9
	}
	return lo, hi, n >= 2
}

// rangeDayBefore returns the day that opens a range of days ending where
// s ends ("14–", "21 al ", "4 से ", "from 4 to "), or 0.
func rangeDayBefore(s string) int {
	s = strings.TrimRight(s, " ")
	for _, w := range dayRangeJoins {
		if t := trimSuffix(s, w); t != s {
			t = strings.TrimRight(t, " ")
			k := len(t)
			if k == 0 || !isDigitByte(t[k-1]) || k > 2 && isDigitByte(t[k-3]) {
				return 0
			}
			v := int(t[k-1] - '0')
			if k > 1 && isDigitByte(t[k-2]) {
				v += 10 * int(t[k-2]-'0')
			}
			return v
		}
	}
	return 0
}

// dayRangeJoins join the first and last day of a range.
var dayRangeJoins = []string{"-", "–", "—", "~", "〜", " to", " al", " a", " y", " से", "到", "至"}

// bareDays fills days with the days of the month the clause names before
// its absence without a month ("13日・14日は", "13 तारीख को"): a day
// number right before a day word (not a span, 3日間), as month 0; the
// caller takes the month from the window the call was asked for. It
// returns how many it filled.
func (c *check) bareDays(in *info, days *[4][2]int) int {
	n := 0
	a := in.absence
	for _, x := range c.nums[in.numLo:in.numHi] {
		if x.start < in.start || x.end > a.start || x.inDate || x.cjk || len(x.vals) != 1 || n >= len(days) {
			continue
		}
		v := int(x.vals[0])
		rest := c.folded[x.end:a.start]
		if float64(v) != x.vals[0] || v < 1 || v > 31 || !hasPrefixAny(rest, bareDayWords) || hasPrefixAny(rest, spanDayWords) {
			continue
		}
		days[n] = [2]int{v, v}
		n++
	}
	return n
}

// bareDayWords follow a day number written without its month.
var bareDayWords = []string{"日", " तारीख"}

// spanDayWords count days rather than name one (3日間, 3日目).
var spanDayWords = []string{"日間", "日间", "日目"}
