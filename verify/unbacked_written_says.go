package verify

import (
	"strings"
	"unicode/utf8"
)

// unbacked_written_says.go: a "write" verb in its stative sense, "it is
// written", says what a record or page holds, not that the speaker wrote
// to a file.
//
//   - Hindi "लिखा/लिखी/लिखे है" (is written) agrees with what is written,
//     in gender and number ("फ़ीस ₹9,000 लिखी है", the fee is written as
//     ₹9,000), so all three forms are the stative. It is the speaker's act
//     only with a first-person agent (मैंने, हमने) in its own clause: one
//     that a comma or a relative (जिसमें, जिसे, जो) closes off ("मैंने मेल
//     भेज दिया है, जिसमें तारीख़ लिखी है") belongs to the other verb.
//   - Chinese "通知里只写了…", "表上写着…": a place of writing as the
//     topic, with no 在 and no first-person subject, is what the text says;
//     "在文件里写了端口" (with 在) or "我写了" keeps the speaker as agent.
func (c *check) writtenSays(in *info, sp span) bool {
	w := c.folded[sp.start:sp.end]
	if hasPrefix(w, "लिख") {
		form := strings.TrimPrefix(w, "लिख")
		if form != "ा" && form != "ी" && form != "े" {
			return false
		}
		rest := c.folded[sp.end:min(len(c.folded), sp.end+12)]
		if !hasPrefix(rest, " है") && !hasPrefix(rest, " था") && !hasPrefix(rest, " थी") && !hasPrefix(rest, " थे") && !hasPrefix(rest, " हुआ") && !hasPrefix(rest, " हुई") && !hasPrefix(rest, " हुए") {
			return false
		}
		own := c.folded[in.start:sp.start]
		own = afterLast(own, hiClauseOpeners)
		return !strings.Contains(own, "मैंने") && !strings.Contains(own, "हमने")
	}
	if !strings.HasPrefix(w, "写") && !strings.HasPrefix(w, "寫") {
		return false
	}
	own := afterLast(c.folded[in.start:sp.start], zhClauseOpeners)
	if strings.Contains(own, "在") || strings.Contains(own, "我") || strings.Contains(own, "咱") {
		return false
	}
	// The place word ends the topic, at most one adverb ("只", "也",
	// "都", "还", "就") before the verb.
	for k := 0; k < 2 && own != ""; k++ {
		r, n := utf8.DecodeLastRuneInString(own)
		if strings.ContainsRune("里裡上中内", r) {
			return true
		}
		if !strings.ContainsRune("只也都还還就明确", r) {
			return false
		}
		own = own[:len(own)-n]
	}
	return false
}

// The marks that open a clause of its own before a verb: a comma or colon
// followed by a space (a digit group "7,200" or a time "12:30" opens
// none), and in Hindi a relative pronoun.
var (
	hiClauseOpeners = []string{", ", "; ", "जिसमें", "जिसे", "जिसपर", "जिस पर", " जो "}
	zhClauseOpeners = []string{"，", "；", "：", ", ", "; ", ": "}
)

// afterLast is what follows the last of the openers in s, or s.
func afterLast(s string, openers []string) string {
	for _, b := range openers {
		if i := strings.LastIndex(s, b); i >= 0 {
			s = s[i+len(b):]
		}
	}
	return s
}
