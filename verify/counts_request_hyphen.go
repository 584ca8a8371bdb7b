package verify

// hyphenPair reports whether the number at s[start:end] is one half of two
// whole numbers joined by a hyphen that do not rise: "3-0" (a suture
// size), "2-1" (a score), "4-4". Such a pair names a size or a result, and
// neither half is a number of items the user gave: "¿Cuánta sutura de 3-0
// nos queda? … cuántos lotes hay" answered "3 lotes" over four lots is a
// miscount, not the user's 3 handed back. A range rises ("3-5 options")
// and its ends stay numbers the user gave.
func hyphenPair(s string, start, end int) bool {
	if end+1 < len(s) && s[end] == '-' && isDigitByte(s[end+1]) {
		return leadingInt(s[end+1:]) <= leadingInt(s[start:end])
	}
	if start >= 2 && s[start-1] == '-' && isDigitByte(s[start-2]) {
		i := start - 1
		for i > 0 && isDigitByte(s[i-1]) {
			i--
		}
		return leadingInt(s[i:start-1]) >= leadingInt(s[start:end])
	}
	return false
}

// leadingInt returns the value of the digits s starts with (up to nine).
func leadingInt(s string) int {
	v := 0
	for i := 0; i < len(s) && i < 9 && isDigitByte(s[i]); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}
