package verify

import "strings"

// listedPassives are English participles of a result's holding things:
// in "no allergies are listed in Mochi's profile", "no rows were
// returned" the negated noun is the subject of the passive, what the
// record holds or lacks, not the object of an act of the speaker's.
var listedPassives = wordSet("listed shown returned reported flagged")

// listedPassive reports whether the use hit u, negated in its clause, is
// such a passive: a participle of listedPassives after a form of "be".
// The clause is then an absence of what the record lists, held to the
// result like any other (a list that holds the noun's item makes it
// false), rather than the speaker's denial of listing.
func (c *check) listedPassive(u hit) bool {
	if w := c.folded[u.start:u.end]; w == "सूचीबद्ध" {
		// "कोई लॉट सूचीबद्ध नहीं है": listed, then the copula, is the
		// record's state ("no lot is listed"); with किया it is an act.
		rest, ok := strings.CutPrefix(c.folded[u.end:], " नहीं ")
		return ok && (hasPrefix(rest, "है") || hasPrefix(rest, "थ")) // है, हैं, था, थी, थे
	}
	if !listedPassives[c.folded[u.start:u.end]] {
		return false
	}
	before := strings.TrimRight(c.folded[max(0, u.start-8):u.start], " ")
	for _, be := range [...]string{" are", " is", " were", " was", " been"} {
		if hasSuffix(before, be) {
			return true
		}
	}
	return false
}
