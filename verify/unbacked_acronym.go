package verify

// A short word of a tool's name (bms_query, gps_track, sms_send) is too
// common in lower case to name the tool ("gps" in a path, "sms" in an
// argument), but written in capitals as a word of its own ("I checked the
// BMS trend", "मैंने GPS पर देखा", "GPSも確認しました") it is the acronym of
// the system the tool reads, in every language that writes acronyms in
// Latin letters: a look at it names the tool as its longer words do. Such
// a word is let into checkUncalledTools' words and held to capitals where
// it is found.

// acronymAt reports whether s[a:b] is in capitals and no letter touches
// it on either side.
func acronymAt(s string, a, b int) bool {
	for i := a; i < b; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return (a == 0 || !isLetterByte(s[a-1])) && (b == len(s) || !isLetterByte(s[b]))
}
