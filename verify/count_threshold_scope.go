package verify

import (
	"sort"
	"strings"
)

// A count bounded by a threshold. "超过 40 分钟的有 2 单", "80% से ऊपर दो
// ट्रांसफ़ॉर्मर हैं", "3 orders took more than 40 minutes", "más de 40
// minutos: 2 pedidos", "40分以上かかったのは2件": the items counted are
// those past a bound the sentence sets, a part of what the call returned,
// and a part is smaller than the whole. When the call's own arguments hold
// the bound (a query WHERE minutes > 40), the call selected those items
// and its count is theirs: the ordinary rules hold the count to it.

// boundsBefore open a threshold before its number; boundsAfter close
// one after it (with thresholds, the Japanese, Chinese and Hindi ones).
var (
	boundsBefore = []string{"more than", "over", "above", "under", "below", "at least", "less than", "fewer than",
		"más de", "menos de", "por encima de", "por debajo de", "al menos", "超过", "超過", "高于", "低于", "大于", "小于", "多于", "少于", "不到"}
	boundsAfter = []string{"से ऊपर", "से नीचे", "を超え", "以上", "以下", "未満", "से ज़्यादा", "से अधिक", "से कम"}
)

// thresholdScoped reports whether a number before cc in its sentence is a
// bound (see boundsBefore, boundsAfter) that no target's arguments hold.
func (c *check) thresholdScoped(lo int, cc countClaim, targets []int) bool {
	for k := sort.Search(len(c.nums), func(k int) bool { return c.nums[k].start >= lo }); k < len(c.nums) && c.nums[k].end <= cc.start; k++ {
		n := &c.nums[k]
		if n.glued || n.inDate || n.version || len(n.vals) == 0 {
			continue
		}
		before := strings.TrimRight(c.folded[max(lo, n.start-16):n.start], " *")
		// A short unit may stand between the number and a bound word
		// after it: "40 分钟以上", "80% से ऊपर".
		after := c.folded[n.end:min(cc.start, n.end+24)]
		if !hasSuffixAny(before, boundsBefore) && !containsAny(after, boundsAfter) {
			continue
		}
		held := false
		for _, ci := range targets {
			held = held || strings.Contains(c.calls[ci].lowerArgs(), n.digits)
		}
		if !held {
			return true
		}
	}
	return false
}
