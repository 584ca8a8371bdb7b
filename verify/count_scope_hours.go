package verify

// A day part that holds every row (cnt21). "明天早上…一共排了 7 趟配送" over a
// day's eight trips that all leave between 05:30 and 08:10: the morning the
// sentence names is the whole listing, so the count is of all its rows,
// not of a part the reply picked (dayPartScoped). The rows are bound by
// their own clock times: each line of the result (but a header) must hold
// one, all of them must fall in the part's hours, and rows dated must be
// of one day ("今天上午报的 3 张" of tickets over three days is a part).

// dayPartHours gives the hours [lo, hi) of a day part of dayParts.
func dayPartHours(part string) (lo, hi int, ok bool) {
	switch {
	case morningParts[part]:
		return 0, 12, true
	case afternoonParts[part]:
		return 12, 18, true
	case eveningParts[part]:
		return 16, 24, true
	}
	return 0, 0, false
}

// The day parts of each range of dayPartHours: sets, not a switch of
// their words, which was some 700 bytes of code (the release binary's
// size, size20).
var (
	morningParts   = semiSet("morning;por la mañana;en la mañana;午前;上午;早上;सुबह")
	afternoonParts = semiSet("afternoon;por la tarde;en la tarde;午後;下午;दोपहर")
	eveningParts   = semiSet("evening;tonight;por la noche;en la noche;夕方;晚上;शाम")
)

// rowHourRange returns the earliest and latest hour of the first clock
// time on each row of the call's result, found once per call; ok is false
// when a row past the first holds none, or the result has over 200 lines
// or no timed row.
func (ci *callInfo) rowHourRange() (lo, hi int8, ok bool) {
	if !ci.rowHoursDone {
		ci.rowHoursDone = true
		ci.rowHours = [2]int8{-1, -1}
		lines := ci.resultLines()
		if len(lines) <= 200 {
			lo, hi := int8(25), int8(-1)
			good := true
			day := ""
			for k, l := range lines {
				h := firstClockHour(l)
				if h < 0 {
					if k == 0 {
						continue // a header
					}
					good = false
					break
				}
				// Rows of several days: "今天上午" is one of them.
				if d := firstISODate(l); d != "" {
					if day != "" && d != day {
						good = false
						break
					}
					day = d
				}
				lo, hi = min(lo, h), max(hi, h)
			}
			if good && hi >= 0 {
				ci.rowHours = [2]int8{lo, hi}
			}
		}
	}
	return ci.rowHours[0], ci.rowHours[1], ci.rowHours[1] >= 0
}

// firstClockHour returns the hour of the first "h:mm" or "hh:mm" in l, or
// -1.
func firstClockHour(l string) int8 {
	for i := 1; i+2 < len(l) && i < 400; i++ {
		if _, h, _, ok := hhmmAt(l, i); ok && h <= 24 {
			return int8(h)
		}
	}
	return -1
}

// firstISODate returns the first "yyyy-mm-dd" of l, or "".
func firstISODate(l string) string {
	for i := 0; i+10 <= len(l) && i < 400; i++ {
		d := l[i : i+10]
		if d[4] == '-' && d[7] == '-' && isDigitByte(d[0]) && isDigitByte(d[3]) && isDigitByte(d[5]) && isDigitByte(d[6]) && isDigitByte(d[8]) && isDigitByte(d[9]) {
			return d
		}
	}
	return ""
}

// partHoldsAllRows reports whether every target's rows fall in the hours
// of the day part.
func (c *check) partHoldsAllRows(part string, targets []int) bool {
	plo, phi, ok := dayPartHours(part)
	if !ok || len(targets) == 0 {
		return false
	}
	for _, ci := range targets {
		lo, hi, ok := c.calls[ci].rowHourRange()
		if !ok || int(lo) < plo || int(hi) >= phi {
			return false
		}
	}
	return true
}
