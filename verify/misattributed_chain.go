package verify

import "strings"

// misattributed_chain.go: "预约号 A-0142（12月5日 14:30，陈敏医生）已取消
// [receipt of the cancel]": a look-up found the object and a second call
// acted on it, taking as its argument what the look-up returned. The
// passage names that object; the values that describe it are the
// look-up's, but the receipt vouches for the act on it, and is the right
// one. A passage that does not name what the cited call was given stays
// misattributed.

// passesOnObject reports whether the passage lo:hi names an anchor of
// the cited call's arguments (see anchors) that call other returned: the
// cited call acted on what other found.
func (c *check) passesOnObject(cited, other, lo, hi int) bool {
	if cited < 0 || other < 0 || hi <= lo {
		return false
	}
	for _, a := range c.calls[cited].anchors {
		if recordID(a) && wordIn(c.folded[lo:hi], a) && wordIn(c.calls[other].folded, a) && !hasSubstr(c.calls[other].foldedArgs(), a) {
			return true
		}
	}
	return false
}

// recordID reports whether an anchor reads as the id of one record, as a
// look-up returns it and an act takes it: six bytes or more with both
// letters and digits and no path or host in it ("A-20261205-0142",
// "inv-88213"). A folder ("build"), a host or a file is what several
// calls name alike.
func recordID(a string) bool {
	if len(a) < 6 || strings.ContainsAny(a, "/.") {
		return false
	}
	digit, letter := false, false
	for i := 0; i < len(a); i++ {
		digit = digit || a[i] >= '0' && a[i] <= '9'
		letter = letter || isLetterByte(a[i])
	}
	return digit && letter
}
