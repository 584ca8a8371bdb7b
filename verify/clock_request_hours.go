package verify

import "strings"

// clock_request_hours.go: "下午 3 点到 4 点我想约…" answered with "15:00–16:00
// 正好空着", "from 3 to 4 pm" with "15:00–16:00": a clock time on the hour
// that restates an hour the request asked about is the user's slot, not a
// value of a result. The request's hour is read with its hour word (点,
// 時, बजे, pm, "de la tarde"); an afternoon word anywhere in the request
// lets it stand for the hour twelve later.

// requestHour reports whether clock time n, on the hour, is an hour the
// request names.
func (c *check) requestHour(n *num) bool {
	m, ok := c.clockMinutes(n)
	if !ok || m%60 != 0 || len(c.request) > 2000 {
		return false
	}
	h := m / 60
	r := c.request
	pm := containsAny(r, afternoonWords)
	for i := 0; i < len(r); i++ {
		if !isDigitByte(r[i]) || i > 0 && (isDigitByte(r[i-1]) || r[i-1] == ':' || r[i-1] == '.') {
			continue
		}
		j := i
		for j < len(r) && isDigitByte(r[j]) {
			j++
		}
		if j-i > 2 || j < len(r) && r[j] == ':' {
			continue
		}
		v := atoiDigits(r[i:j])
		after := strings.TrimLeft(r[j:min(len(r), j+16)], " ")
		for _, b := range bareHourWords {
			if hasPrefix(after, b.w) && (v == h || (pm || b.pm) && v+12 == h) {
				return true
			}
		}
		i = j
	}
	return false
}
