package verify

import (
	"strings"
	"unicode/utf8"
)

// Counts of where the counted items come from. "6 lotes de 4 huertas",
// "12 errors across 3 files", "4个果园的6批", "4つの農園から6ロット",
// "4 बागों से 6 लॉट": two counts joined by a preposition of origin or a
// genitive, the smaller one of the groups the larger one's items belong
// to. The listing counts the items; the groups are a column of its rows
// (how many distinct orchards) that no count of the result gives, so the
// smaller count is not held to it. The larger count is, as any count.
// Kinds ("17 errores de 3 tipos") are the groups a grouped result counts,
// and stay held to it.

// sourcePrepsAfter join a count of items to the count of their groups
// that follows: "6 lots from 4 orchards".
var sourcePrepsAfter = wordSet("from across in over de en entre desde")

// sourceMarksBefore end the phrase of a group count that comes before its
// items' count in Chinese, Japanese and Hindi: "4个果园的6批".
var sourceMarksBefore = splitBar("的|の|から|से|के|की|का")

// wholePartMarks between two counts make the first the whole of which the
// second is a part ("3个文件中的2个", "5件のうち2件", "5 में से 2").
var wholePartMarks = splitBar("中|うち|में")

// sourceCount reports whether cc counts the groups of another count's
// items in its clause (see above).
func (c *check) sourceCount(in *info, cc countClaim) bool {
	if kindNoun(cc.noun) {
		return false
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || n.glued || n.inDate || n.percent || len(n.vals) == 0 || n.vals[0] <= float64(cc.n) {
			continue
		}
		if n.end <= cc.start {
			// "6 lotes de 4": the number, one noun, the preposition.
			words := strings.Fields(strings.Trim(c.folded[n.end:cc.start], " *_"))
			if len(words) == 2 && sourcePrepsAfter[words[1]] && letterWords(words[:1]) {
				return true
			}
			continue
		}
		gap := strings.Trim(c.folded[cc.end:n.start], " *_")
		// Only the group's noun and the mark: "4个果园的", "4 बागों से"; a
		// comma or a longer phrase ("13人で、最低ラインの14人") ties the
		// mark to another noun.
		f := strings.Fields(gap)
		if n.start < cc.end || len(f) > 2 || len(f) == 1 && utf8.RuneCountInString(gap) > 5 || strings.ContainsAny(gap, "、，,。：:（(") || containsAny(gap, wholePartMarks) {
			continue
		}
		for _, m := range sourceMarksBefore {
			if strings.HasSuffix(gap, m) {
				return true
			}
		}
		return false // only the next number is the items' count
	}
	return false
}
