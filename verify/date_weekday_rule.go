package verify

import (
	"strings"
	"time"

	"github.com/pramana-dev/pramana/receipt"
)

// A date worked out from a weekday rule. "第2水曜は4月8日、第4水曜は4月22日" of a
// calendar that says 資源ごみ is collected 第2・第4水曜, "| 不燃ごみ | 第1 土曜 |
// … 次は12月7日 |": the result gives a day of the week (and which of the
// month), and the reply names the calendar date it falls on. The date is
// no value of the result; it is right when, in a year the turn's dates
// allow (or, when none names one, a year around the turn), it falls on the
// n-th such day of its month that its own line names ("第2水曜"). A weekday
// with no ordinal is read as nothing: beside a date it is the date's own
// label, and "日曜 3月16日" for a Monday the 17th is a wrong date. Read in
// Japanese, where such rules are written 第N + 曜; other languages spell
// the ordinal out.

// jaWeekdays are the Japanese day kanji, Sunday first: index is time.Weekday.
const jaWeekdays = "日月火水木金土"

// weekdayRuleDate reports whether d falls on a weekday its line of the
// reply names with its ordinals (see above).
func (c *check) weekdayRuleDate(d date, calls []int) bool {
	if d.m == 0 || d.d == 0 {
		return false
	}
	ls, le := c.lineAround(d.start, d.end)
	line := c.folded[ls:le]
	var nth [7]int // bit k set: the (k+1)-th of the month
	for at := 0; ; {
		i := indexSubstr(line[at:], "曜")
		if i < 0 {
			break
		}
		i += at
		at = i + 3
		k := indexSubstr(jaWeekdays, line[max(0, i-3):i])
		if i < 3 || k < 0 || k%3 != 0 {
			continue
		}
		wd := k / 3
		// "第2・第4 水曜", "第1土曜": the ordinals right before it.
		for j := strings.TrimRight(line[:i-3], " "); len(j) >= 4 && isDigitByte(j[len(j)-1]) && j[len(j)-4:len(j)-1] == "第"; {
			nth[wd] |= 1 << (j[len(j)-1] - '1')
			j = trimSuffix(j[:len(j)-4], "・")
		}
	}
	// The year of the date, else the latest year of the first source
	// that names one (the request's dates, then each call's in order),
	// else the years around the turn, as the receipt of a call stamps it.
	var yearsArr [6]int
	years := append(yearsArr[:0], d.y)
	for i := -1; i < len(calls) && years[0] == 0; i++ {
		ds := c.reqDates
		if i >= 0 {
			ds = c.calls[calls[i]].dates
		}
		for _, e := range ds {
			years[0] = max(years[0], e.y)
		}
	}
	if years[0] == 0 {
		years = years[:0]
		for _, ci := range calls {
			if r, err := receipt.Parse(c.calls[ci].Receipt); err == nil {
				y := r.Time().UTC().Year()
				years = append(years, y-1, y, y+1)
				break
			}
		}
	}
	for _, y := range years {
		t := time.Date(y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC)
		if t.Day() == d.d && nth[t.Weekday()]&(1<<((d.d-1)/7)) != 0 {
			return true
		}
	}
	return false
}
