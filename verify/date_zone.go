package verify

import "time"

// Dates across midnight: a result's timestamp restated in another time zone
// can fall on the day before or after the date the result writes ("22:40Z on
// 10 March" is "01:40 on 11 March" in Nairobi, UTC+3). Such a date is the
// result's, converted, as its clock time is (tzShifted, zoneShifted), and
// not a misread of it.

// zoneDate reports whether the date d of the reply is the date of a
// timestamp of the results of calls ("2025-03-10T22:40:00Z",
// "2025-04-10 16:00:00-04:00") in a time zone the turn names: by a UTC
// offset the reply or the request states, or by a zone's name or
// abbreviation (see zoneShifts). A timestamp without a zone is moved by the
// differences between the named zones instead. Only reached for a date no
// result holds, so only a date one day off can match.
func (c *check) zoneDate(d date, calls []int) bool {
	if d.m == 0 || d.d == 0 {
		return false
	}
	shifts := c.zoneShifts()
	targets := append(c.tzOffsets()[:len(c.tzOffsets()):len(c.tzOffsets())], c.zoneAbs[:c.zoneAbsN]...)
	if len(targets) == 0 && len(shifts) == 0 {
		return false
	}
	on := func(t time.Time, mins int) bool {
		u := t.Add(time.Duration(mins) * time.Minute)
		return int(u.Month()) == d.m && u.Day() == d.d && (d.y == 0 || u.Year() == d.y)
	}
	for _, ci := range calls {
		text := c.calls[ci].folded
		for i := 0; i+16 <= len(text); i++ {
			t, zoned, ok := isoStamp(text, i)
			if !ok {
				if t, ok = mailStamp(text, i); !ok {
					continue
				}
				zoned = true
			}
			if zoned {
				for _, o := range targets {
					if on(t, o) {
						return true
					}
				}
				continue
			}
			for _, s := range shifts {
				if on(t, s) || on(t, -s) {
					return true
				}
			}
		}
	}
	return false
}

// isoStamp reads an ISO 8601 date and time at text[i:] ("2025-03-10T22:40",
// a space for the T, seconds and a fraction optional) and its zone: "z", an
// offset "+05:30" / "-0400", or " utc" / " gmt" after it. It returns the
// instant in UTC when zoned is true, else the wall-clock time as written.
func isoStamp(text string, i int) (t time.Time, zoned, ok bool) {
	if i > 0 && isDigitByte(text[i-1]) {
		return
	}
	s := text[i:]
	if len(s) < 16 || s[4] != '-' || s[7] != '-' || s[10] != 't' && s[10] != ' ' || s[13] != ':' {
		return
	}
	for _, k := range [...]int{0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15} {
		if !isDigitByte(s[k]) {
			return
		}
	}
	two := func(k int) int { return int(s[k]-'0')*10 + int(s[k+1]-'0') }
	y := two(0)*100 + two(2)
	mo, dd, h, mi := two(5), two(8), two(11), two(14)
	if mo < 1 || mo > 12 || dd < 1 || dd > 31 || h > 23 || mi > 59 {
		return
	}
	t = time.Date(y, time.Month(mo), dd, h, mi, 0, 0, time.UTC)
	p := 16
	if clockAfter(s, p) {
		p += 3
		if p < len(s) && s[p] == '.' {
			for p++; p < len(s) && isDigitByte(s[p]); p++ {
			}
		}
	}
	switch {
	case p < len(s) && s[p] == 'z':
		return t, true, true
	case p+5 <= len(s) && (s[p] == '+' || s[p] == '-') && isDigitByte(s[p+1]) && isDigitByte(s[p+2]) && two(p+1) <= 14 &&
		(s[p] == '+' || p > 16 || s[10] == 't'):
		// An offset is at most 14 hours; "-" right after the minutes of
		// a stamp written with a space ("2025-03-10 22:40-23:10") is a
		// range, unless seconds or the "T" form say the stamp is ISO.
		q := p + 3
		if s[q] == ':' {
			q++
		}
		if q+2 > len(s) || !isDigitByte(s[q]) || !isDigitByte(s[q+1]) {
			return t, false, true
		}
		off := two(p+1)*60 + int(s[q]-'0')*10 + int(s[q+1]-'0')
		if s[p] == '+' {
			off = -off
		}
		return t.Add(time.Duration(off) * time.Minute), true, true
	case p+4 <= len(s) && (s[p:p+4] == " utc" || s[p:p+4] == " gmt"):
		return t, true, true
	}
	return t, false, true
}
