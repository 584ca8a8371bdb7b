package verify

import "strings"

// A hedge of one Han character — Japanese 約, Chinese 约 and 近 ("約8件",
// "约 8 个", "近 20 条") — stands straight before the numeral it hedges.
// The same character elsewhere is a part of a word: 予約 and 预约
// (a booking), 契約 (a contract), 最近 (lately), 附近 (nearby). A number
// written after that word ("空港行きの予約は8件です", "最近一共 3 个") is not
// hedged by it, and stays a count. Chinese may put 有 or 为 between the
// hedge and its numeral ("约有 30 人", "约为 8 个"): a hedge still, though
// 预约有 3 个 then reads as one (Chinese writes no space to tell them apart).

// hedgeInWord reports whether the subset hit h, a single Han character,
// is not written straight before the number at sp, so that it hedges
// nothing there.
func (c *check) hedgeInWord(h *hit, sp span) bool {
	gap := strings.Trim(c.folded[h.end:sp.start], " *_")
	return len(h.t.text) == 3 && hanLead(h.t.text[0]) && gap != "" && !hasSubstr("有为為", gap)
}
