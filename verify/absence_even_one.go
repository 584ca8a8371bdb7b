package verify

import ()

// numInNegation reports whether a number before an absence phrase is
// part of the way the absence is said, not a quantity the clause claims:
// "not even one" ("一件も見つかりませんでした", "一个也没有", "एक भी पंक्ति
// नहीं", "not one", "ni uno") quantifies the negation over the one, the
// strongest form of "none". A weekday numeral (周五) is left to the number rule: it scopes the
// absence to a day, like a port scopes it to a service, and judging it
// needs the day's part of the result.
func (c *check) numInNegation(n *num) bool {
	if len(n.vals) == 0 || n.vals[0] != 1 || n.dec != 0 {
		return false
	}
	rest := c.folded[n.end:min(len(c.folded), n.end+12)]
	// An optional counter (件, 个, つ…) then the particle of "even".
	if r, size := decodeRuneAt(rest); r >= 0x3000 && hasRune(evenOneCounters, r) {
		rest = rest[size:]
	}
	if hasPrefix(rest, "も") || hasPrefix(rest, "也") || hasPrefix(rest, "都") ||
		hasPrefix(rest, " भी") || hasPrefix(rest, "भी") {
		return true
	}
	before := c.folded[max(0, n.start-7):n.start]
	if hasSuffix(before, "not ") || hasSuffix(before, "not a ") || hasSuffix(before, "ni ") {
		return true // "not one", "ni uno", "ni una"
	}
	return false
}

// evenOneCounters are Chinese and Japanese counters that may stand
// between "one" and the particle of "not even one" (一件も, 一个也, 一つも).
const evenOneCounters = "件个個つ人回度次条條封项項行本通笔筆位台枚"
