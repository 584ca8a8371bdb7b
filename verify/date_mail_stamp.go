package verify

import "time"

// A mail's Date header writes its instant as RFC 5322 does, "Tue, 10 Mar
// 2026 22:48:03 +0000", and a reply restating it in the reader's zone
// ("日本時間で3月11日の朝7時48分") moves it to the next day as it would an
// ISO timestamp's (see zoneDate). mailStamp reads that form.

// mailStamp reads, at folded text[i:], "d mon yyyy hh:mm[:ss] ±hhmm" (a
// day of one or two digits; time.Parse reads the folded month's name
// whatever its case) and returns the instant.
func mailStamp(text string, i int) (time.Time, bool) {
	if i > 0 && isDigitByte(text[i-1]) || !isDigitByte(text[i]) || i+4 > len(text) || text[i+1] != ' ' && text[i+2] != ' ' {
		return time.Time{}, false
	}
	for _, layout := range [...]string{"2 Jan 2006 15:04:05 -0700", "02 Jan 2006 15:04:05 -0700", "2 Jan 2006 15:04 -0700", "02 Jan 2006 15:04 -0700"} {
		if e := i + len(layout); e <= len(text) {
			if t, err := time.Parse(layout, text[i:e]); err == nil {
				return t, true
			}
		}
	}
	return time.Time{}, false
}
