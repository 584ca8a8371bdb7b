package verify

// Chinese 别 is a negation only as the prohibitive "don't" that opens a
// verb phrase ("别删", "你先别重启"). As the second character of a word —
// 类别 (category), 区别, 分别, 特别, 级别, 识别, 个别, 性别, 差别 — it is
// part of that word, and the verb after it is not negated: "按类别搜了一遍"
// searched by category. Such a hit is dropped before the clause logic
// reads it.

// bieWordHeads are the first characters of the words that end in 别.
const bieWordHeads = "类類区區分特级級识識个個性差告派辨鉴鑑判离離道送组組"

// bieInWord reports whether the negation hit h is the 别 of a word whose
// first character stands right before it in folded.
func bieInWord(folded string, h hit) bool {
	if h.t.text != "别" && h.t.text != "別" {
		return false
	}
	// The three bytes before a hit end a rune: only a Han character of
	// three bytes can equal one of the heads'.
	return h.start >= 3 && hasSubstr(bieWordHeads, folded[h.start-3:h.start])
}
