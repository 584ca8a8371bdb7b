package verify

import "strings"

// unbacked_written_says.go: a "write" verb in its stative sense, "it is
// written", says what a record or page holds, not that the speaker wrote
// to a file.
//
//   - Hindi "लिखा/लिखी/लिखे है" (is written) agrees with what is written,
//     in gender and number ("फ़ीस ₹9,000 लिखी है", the fee is written as
//     ₹9,000), so all three forms are the stative. It is the speaker's act
//     only with a first-person agent (मैंने, हमने) in its own clause: one
//     that a comma or a relative (जिसमें) closes off ("मैंने मेल भेज दिया
//     है, जिसमें तारीख़ लिखी है") belongs to the other verb.
//   - Chinese "通知里只写了…", "表上写着…": a place of writing as the
//     topic, with no 在 and no first-person subject, is what the text says;
//     "在文件里写了端口" (with 在) or "我写了" keeps the speaker as agent.
//     A text as the subject ("官网只写了…") is such a place too.
//
// A comma opens a clause only with a space after it: "7,200" opens none.
// The clause is cut one byte past the last mark's start (0 with none):
// what is left of a wide mark matches none of the words looked for.
func (c *check) writtenSays(in *info, sp span) bool {
	w, own := c.folded[sp.start:sp.end], c.folded[in.start:sp.start]
	if strings.HasPrefix(w, "लिख") {
		rest := c.folded[sp.end:min(len(c.folded), sp.end+12)]
		own = own[max(strings.LastIndex(own, ", ")+1, strings.LastIndex(own, "जिस")+1, 0):]
		return len(w) == len("लिखा") && (hasPrefix(rest, " है") || hasPrefix(rest, " था") || hasPrefix(rest, " थी") || hasPrefix(rest, " हुआ")) &&
			!strings.Contains(own, "मैंने") && !strings.Contains(own, "हमने")
	}
	if !strings.HasPrefix(w, "写") {
		return false
	}
	own = own[max(strings.LastIndex(own, "，")+1, strings.LastIndex(own, "；")+1, strings.LastIndex(own, ", ")+1, 0):]
	own = strings.TrimRight(own, "只也都还就")
	return !strings.ContainsAny(own, "在我咱") && (strings.HasSuffix(own, "里") || strings.HasSuffix(own, "上") || strings.HasSuffix(own, "中") ||
		hasSuffixAny(own, zhTextNouns))
}

// zhTextNouns are texts that say things: as the subject right before 写
// ("官网只写了培训费用因国家而异", the site only says…) they are what is
// written in, as 通知里 is.
var zhTextNouns = splitBar("官网|网站|网页|页面|文档|公告|通知|说明|手册|合同|报告|邮件|原文|正文|页")
