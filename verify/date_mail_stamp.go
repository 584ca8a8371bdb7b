package verify

import "time"

// A mail's Date header writes its instant as RFC 5322 does, "Tue, 10 Mar
// 2026 22:48:03 +0000", and a reply restating it in the reader's zone
// ("日本時間で3月11日の朝7時48分") moves it to the next day as it would an
// ISO timestamp's (see zoneDate). mailStamp reads that form.

// mailStamp reads, at folded text[i:], "d mon yyyy hh:mm[:ss] ±hhmm" (the
// day of one or two digits, a three-letter English month) and returns the
// instant in UTC.
func mailStamp(text string, i int) (time.Time, bool) {
	if i > 0 && isDigitByte(text[i-1]) || !isDigitByte(text[i]) {
		return time.Time{}, false
	}
	s := text[i:]
	k := 1
	if len(s) > 1 && isDigitByte(s[1]) {
		k = 2
	}
	// "10 mar 2026 22:48:03 +0000" is 26 bytes from the day's last digit's
	// space with seconds, 23 without.
	if len(s) < k+21 || s[k] != ' ' || s[k+4] != ' ' || s[k+9] != ' ' || s[k+12] != ':' {
		return time.Time{}, false
	}
	mon := -1
	for m, name := range [...]string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"} {
		if s[k+1:k+4] == name {
			mon = m + 1
		}
	}
	digits := func(a, b int) (int, bool) {
		v := 0
		for j := a; j < b; j++ {
			if !isDigitByte(s[j]) {
				return 0, false
			}
			v = v*10 + int(s[j]-'0')
		}
		return v, true
	}
	d, ok1 := digits(0, k)
	y, ok2 := digits(k+5, k+9)
	h, ok3 := digits(k+10, k+12)
	mi, ok4 := digits(k+13, k+15)
	if mon < 0 || !ok1 || !ok2 || !ok3 || !ok4 || d < 1 || d > 31 || h > 23 || mi > 59 {
		return time.Time{}, false
	}
	p := k + 15
	if p+3 <= len(s) && s[p] == ':' {
		p += 3
	}
	if p+6 > len(s) || s[p] != ' ' || s[p+1] != '+' && s[p+1] != '-' {
		return time.Time{}, false
	}
	oh, ok5 := digits(p+2, p+4)
	om, ok6 := digits(p+4, p+6)
	if !ok5 || !ok6 || oh > 14 {
		return time.Time{}, false
	}
	off := oh*60 + om
	if s[p+1] == '+' {
		off = -off
	}
	return time.Date(y, time.Month(mon), d, h, mi, 0, 0, time.UTC).Add(time.Duration(off) * time.Minute), true
}
