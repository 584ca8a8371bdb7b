package verify

// Day-time groups: aviation weather (METAR, TAF), NOTAMs and military
// messages write a time as one group of day, hour and minute with a zone
// letter: "031756Z" is the 3rd at 17:56 UTC. A reply that decodes the
// group writes "17:56Z" or "17:56 UTC": the result holds that time, glued
// into its group. compactTimeIn asks dayTimeGroupAt of each hhmm it finds.

// dayTimeGroupAt reports whether the hhmm at r[at:at+4] is the hour and
// minute of a DDHHMMZ group: two digits of the day before it, a 'z' after
// it, the group a word of its own.
func dayTimeGroupAt(r string, at int) bool {
	return at >= 2 && at+4 < len(r) && r[at+4] == 'z' && isDigitByte(r[at-1]) && isDigitByte(r[at-2]) &&
		(at == 2 || !isLetterByte(r[at-3]) && !isDigitByte(r[at-3])) && (at+5 == len(r) || !isLetterByte(r[at+5]) && !isDigitByte(r[at+5]))
}
