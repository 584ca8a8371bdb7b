package verify

import "strings"

// A short word of a tool's name (bms_query, gps_track, sms_send) is too
// common in lower case to name the tool ("gps" in a path, "sms" in an
// argument), but written in capitals as a word of its own ("I checked the
// BMS trend", "मैंने GPS पर देखा", "GPSも確認しました") it is the acronym of
// the system the tool reads, in every language that writes acronyms in
// Latin letters: a look at it names the tool as its longer words do.

// capsAcronym reports whether the reply holds w, a two- or three-letter
// word, in capitals as a word of its own. It is asked once per uncalled
// tool's short name word, not per clause.
func (c *check) capsAcronym(w string) bool {
	if len(w) < 2 || !isLowerASCII(w) {
		return false
	}
	var up [3]byte
	for i := 0; i < len(w); i++ {
		up[i] = w[i] &^ 0x20
		if w[i] >= '0' && w[i] <= '9' {
			return false // "v2", "s3": a version or product, not an acronym
		}
	}
	u := string(up[:len(w)])
	for i := 0; ; {
		j := strings.Index(c.masked[i:], u)
		if j < 0 {
			return false
		}
		if acronymAt(c.masked, i+j, i+j+len(u)) {
			return true
		}
		i += j + 1
	}
}

// acronymAt reports whether s[a:b] is in capitals and no ASCII letter or
// digit touches it on either side.
func acronymAt(s string, a, b int) bool {
	for i := a; i < b; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return (a == 0 || !isLetterByte(s[a-1]) && !isDigitByte(s[a-1])) && (b == len(s) || !isLetterByte(s[b]) && !isDigitByte(s[b]))
}
