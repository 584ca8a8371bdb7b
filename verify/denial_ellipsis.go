package verify

import "strings"

// An English conjunct may leave its subject out: "I only looked at the
// entries and didn't check your calendar". The lexicon reads "and didn't
// check" as a negated verb of tool work (enDenyVerbs); it is the
// speaker's denial only when the conjunct before it has the speaker as
// subject ("the job ran and didn't check the lock" is the job's). What it
// denies is read from "and" on: a scope word before it ("only") and the
// object of the first conjunct belong to what the speaker did do.

// elided reports whether a denial hit is a conjunct with no subject.
func elided(h hit) bool { return hasPrefix(h.t.text, "and ") }

// otherSubjects are English subject pronouns that are not the speaker.
var otherSubjects = splitBar("it|they|he|she|you|someone|nobody|this|that")

// elidedSpeaker reports whether the clause before a subjectless conjunct
// names the speaker (I, we) and no other subject pronoun after that.
func (c *check) elidedSpeaker(in *info, h hit) bool {
	s := c.folded[in.start:h.start]
	i := max(lastWordAt(s, "i"), lastWordAt(s, "we"))
	if i < 0 {
		return false
	}
	for _, w := range otherSubjects {
		if subjectAt(s[i:], w) {
			return false
		}
	}
	return true
}

// subjectAt reports whether pronoun w stands in s as a subject: opening
// s's text after the speaker's "i", or after a comma, dash or conjunction
// that opens a clause. Right after the speaker's verb it is that verb's
// object: "I wrote this from general knowledge and didn't check …".
func subjectAt(s, w string) bool {
	for at := 0; at < len(s); {
		j := wordAt(s[at:], w)
		if j < 0 {
			return false
		}
		j += at
		before := strings.TrimRight(s[:j], " ")
		k := lastIndexByte(before, ' ')
		prev := before[k+1:]
		// A comment clause of a subordinator, the pronoun and one verb
		// right before the conjunct ("I stuck to the log as you asked and
		// didn't …") ends there: its subject is not the conjunct's.
		comment := prev != "and" && prev != "but" && prev != "so" && prev != "or" && clauseOpeners[prev] &&
			len(strings.Fields(s[j+len(w):])) <= 1
		if prev == "" || clauseOpeners[prev] && !comment || hasAnyRune(prev[len(prev)-1:], ",;:—–") {
			return true
		}
		at = j + len(w)
	}
	return false
}

// clauseOpeners are English words after which a pronoun opens a clause as
// its subject.
var clauseOpeners = wordSet("and but so because since while when if then or as though although after before until")
