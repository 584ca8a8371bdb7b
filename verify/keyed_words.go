package verify

import "strings"

// An object named by one of its words, given another object's number. A
// result that lists objects of one shape (outages, orders, screenings)
// gives each its own figures under the same fields. Replies seldom write
// an object's key string whole ("FDR-07 Ashdown" becomes "Ashdown
// (FDR-07)", "Ashdown（FDR-07）の停電"); they name it by a word of it. A
// word of an object's strings that no other object's strings hold (four
// letters or more, or two characters of another script) names that
// object alone; a string of more than three words (a summary, a
// description) names nothing by its common words ("size" of "Add labels
// to size picker"), and its words name no other object either.
//
// A clause that names exactly one object so, and writes a number the
// object holds nowhere while the other objects hold it under one field
// only, that field of the named object holding another value, gives the
// object another object's figure: a contradiction in any language, as the
// words and numbers are the result's own ("Ashdown: 2,906 customers" over
// Ashdown's 418 and Kestrel Hill's 2,906; "Larkspur 影响 418 户"; "IMAX शो
// का टिकट €14.00"). The clause is read by keyedLine, as a line naming an
// object by its whole key is, with any number of it rather than only a
// percentage or the value after "key:".
//
// Left alone: a clause naming two objects (a comparison), a small whole
// number (a screen, a crew: shared by chance), a clock time, a value of
// the request, a value converted to another unit ("about 14 mph"), a
// value worked out from two of the object's figures, a number beside the
// object's own value of the field, and a clause with a negation or a
// question.

// namedObj returns the one object of k that the clause text s names by a
// word of its own, or -1 (none, or two). The words are found once per
// result: a map counts the objects of each word, and the words of one
// object are kept in k.words, their objects in k.wordObj.
func (k *keyedObjs) namedObj(s string) int {
	if k.wordObj == nil {
		k.wordObj = []int{}
		seen := map[string]int{}
		for ri := range k.rows {
			for _, str := range k.rows[ri].keys {
				// The words of a sentence (a summary, a long title) are
				// common ones: they name nothing, and no other object either.
				long := strings.Count(str, " ") > 2
				for i := 0; i < len(str); {
					j := i
					for j < len(str) && (str[j] >= 0x80 || isLetterByte(str[j])) {
						j++
					}
					w := str[i:j]
					i = j + 1
					if len(w) < 4 {
						continue
					}
					if prev, ok := seen[w]; long || ok && prev != ri {
						seen[w] = -1
					} else if !ok {
						seen[w] = ri
						k.words = append(k.words, w)
					}
				}
			}
		}
		for _, w := range k.words {
			k.wordObj = append(k.wordObj, seen[w])
		}
	}
	obj := -1
	for i, w := range k.words {
		if ri := k.wordObj[i]; ri >= 0 && ri != obj && wordAt(s, w) >= 0 {
			if obj >= 0 {
				return -1
			}
			obj = ri
		}
	}
	return obj
}

// checkNamedObjValue reads a clause that names one object by a word of its
// own as keyedLine reads a line naming it by its key (see above).
func (c *check) checkNamedObjValue(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo {
		return
	}
	for _, h := range in.hits {
		if h.t.kind == kindNeg {
			return
		}
	}
	for _, ci := range in.targets {
		if k := c.calls[ci].objRows(); k != nil {
			if ri := k.namedObj(c.folded[in.start:in.end]); ri >= 0 && c.keyedLine(ci, k, ri, in.start, in.end, in.end, in.end) {
				return
			}
		}
	}
}
