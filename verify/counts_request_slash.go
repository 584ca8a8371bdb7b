package verify

// slashPair reports whether the number at s[start:end] is one half of two
// numbers joined by a slash: "9/27" (a month and day), "3/4" (a ratio), "24/7".
// Neither half is a number of items the user gave, so a count in the
// reply is not the user's number handed back, nor a gap from it: "来週土曜
// （9/27）の配車予定" asks about a day, and 4 of 5 dispatches is no 9 − 5.
func slashPair(s string, start, end int) bool {
	return end+1 < len(s) && s[end] == '/' && isDigitByte(s[end+1]) || start >= 2 && s[start-1] == '/' && isDigitByte(s[start-2])
}
