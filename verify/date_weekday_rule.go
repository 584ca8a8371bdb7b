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
// allow (or, when none names one, a year around now), it falls on the n-th
// such day of its month that its own line names ("第2水曜"). A weekday with
// no ordinal is read as nothing: beside a date it is the date's own label,
// and "domingo 16 de marzo" for a Monday the 17th is a wrong date.

// weekdayWords name days of the week, Sunday first within each language:
// index mod 7 is time.Weekday.
var weekdayWords = [...]string{
	"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
	"domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado",
	"日曜", "月曜", "火曜", "水曜", "木曜", "金曜", "土曜",
	"星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六",
	"周日", "周一", "周二", "周三", "周四", "周五", "周六",
	"रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार",
}

// weekdayRuleDate reports whether d falls on a weekday its line of the
// reply names (see above).
func (c *check) weekdayRuleDate(d date, calls []int) bool {
	if d.m == 0 || d.d == 0 {
		return false
	}
	ls, le := c.lineAround(d.start, d.end)
	line := c.folded[ls:le]
	var days [7]bool
	var nth [7]int // bit k set: the (k+1)-th of the month
	any := false
	for k, w := range weekdayWords {
		for at := 0; ; {
			i := strings.Index(line[at:], w)
			if i < 0 {
				break
			}
			i += at
			at = i + len(w)
			wd := k % 7
			// "第2・第4 水曜", "第1土曜": the ordinals right before it; a
			// weekday without them is a date's own label ("domingo 16 de
			// marzo"), which vouches for nothing, or a weekly rule.
			before := strings.TrimRight(line[max(0, i-24):i], " ")
			for j := len(before) - 1; j >= 0; j-- {
				if isDigitByte(before[j]) && j >= 3 && before[j-3:j] == "第" {
					nth[wd] |= 1 << (before[j] - '1')
					j -= 3
					continue
				}
				if !isDigitByte(before[j]) && before[j] != ' ' && !strings.HasSuffix(before[:j+1], "・") && !strings.HasSuffix(before[:j+1], "、") {
					break
				}
				if strings.HasSuffix(before[:j+1], "・") || strings.HasSuffix(before[:j+1], "、") {
					j -= 2
				}
			}
			if nth[wd] != 0 {
				days[wd], any = true, true
			}
		}
	}
	if !any {
		return false
	}
	// The years the turn's dates name, or else the years around now.
	var yearsArr [6]int
	years := yearsArr[:0]
	addYear := func(y int) {
		if y == 0 || len(years) == cap(years) {
			return
		}
		for _, x := range years {
			if x == y {
				return
			}
		}
		years = append(years, y)
	}
	addYear(d.y)
	for _, e := range c.reqDates {
		addYear(e.y)
	}
	for _, ci := range calls {
		for _, e := range c.calls[ci].dates {
			addYear(e.y)
		}
	}
	if len(years) == 0 {
		// No date names its year: the years around the turn, as the
		// receipt of a call stamps it.
		for _, ci := range calls {
			if r, err := receipt.Parse(c.calls[ci].Receipt); err == nil && r.Timestamp > 0 {
				y := r.Time().UTC().Year()
				years = append(years, y-1, y, y+1)
				break
			}
		}
	}
	for _, y := range years {
		t := time.Date(y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC)
		if t.Day() != d.d {
			continue
		}
		wd := int(t.Weekday())
		if days[wd] && nth[wd]&(1<<((d.d-1)/7)) != 0 {
			return true
		}
	}
	return false
}
