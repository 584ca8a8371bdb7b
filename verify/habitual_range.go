package verify

import (
	"slices"
	"strings"
)

var (
	habitualWords  []string
	hiHabitualBeen []string
)

// habitualRangeLists holds the phrases of the word lists declared above (see barList).
var habitualRangeLists = [...]barList{
	// habitualWords say that what follows is what usually holds, not what a
	// result says: "fees are often 1–3%", "suele rondar 120–150 €", "通常
	// 3～5 天", "一般的に 2〜3 日", "आमतौर पर 5–7 दिन".
	{&habitualWords, "often|usually|typically|generally|normally|commonly|tend to be|suele|suelen|" +
		"normalmente|habitualmente|por lo general|en general|通常|一般|往往|通常は|一般的に|たいてい|普通は|" +
		"आमतौर पर|अक्सर|प्रायः|सामान्यतः|आम तौर पर"},
	// hiHabitualBeen are the Hindi habitual forms of होना: "… इसकी एक आम
	// वजह होती है" (is a common cause), what holds in general.
	{&hiHabitualBeen, "होता है|होती है|होते हैं|होती हैं|होता हैं|" +
		// The habitual of रहना (stay), "भाव में सबसे ऊपर रहती है" (is usually
		// the dearest), says what usually holds as होता है does.
		"रहता है|रहती है|रहते हैं|रहती हैं"},
}

var _ = splitBars(habitualRangeLists[:])

// habitualRange reports whether n is an end of a range ("1–3%", "5 to
// 7 days") written right after a word of what usually holds: general
// knowledge the reply adds, not a value of the results. generalRange
// reads a range neither of whose ends any result holds; a small end
// like 1 is near too many result values (0.92 rounds to it) for that
// test, and the habitual word says it outright.
func (c *check) habitualRange(n *num) bool {
	first := n
	other := -1
	for _, k := range [2]int{n.index - 1, n.index + 1} {
		if k < 0 || k >= len(c.nums) {
			continue
		}
		m := &c.nums[k]
		a, b := n.span, m.span
		if a.start > b.start {
			a, b = b, a
		}
		if b.start-a.end <= 8 && slices.Contains(rangeSeps, strings.TrimSpace(c.folded[a.end:b.start])) {
			other = k
			if m.start < n.start {
				first = m
			}
			break
		}
	}
	if other < 0 {
		return false
	}
	// The word may stand a verb away ("suelen cobrar entre 1 y 3 %"),
	// within the range's own sentence.
	before := c.folded[max(0, first.start-32):first.start]
	if i := strings.LastIndexAny(before, ".。!?！？\n"); i >= 0 {
		before = before[i+1:]
	}
	return containsAny(before, habitualWords)
}

// habitualNoValue reports whether clause in states what usually holds (a
// word of what usually holds, or the Hindi habitual होता है) and gives no
// value: "cold weather usually keeps modules cooler", "ठंड में मॉड्यूल का
// तापमान कम रहना इसकी एक आम वजह होती है". A topic noun there is general
// knowledge, not a report of a tool's result; with a value in the clause
// it may be one, and is read as before.
func (c *check) habitualNoValue(in *info) bool {
	// Read once per clause: a long clause has many nouns.
	if c.habitualClause == in.start+1 {
		return c.habitualVal
	}
	c.habitualClause, c.habitualVal = in.start+1, false
	for _, n := range c.nums[in.numLo:in.numHi] {
		if n.start >= in.start && n.end <= in.end && !n.glued {
			return false
		}
	}
	s := c.folded[in.start:in.end]
	c.habitualVal = containsAny(s, habitualWords) || containsAny(s, hiHabitualBeen)
	return c.habitualVal
}
