package verify

import (
	"strings"
	"unicode/utf8"
)

// nominalUse reports whether a Chinese or Japanese use verb at sp is not
// the assistant's act but a noun or a verb of another subject:
//
//   - Chinese "X列出的…" / "X搜索到的…": a verb closing a relative clause
//     (before 的) whose subject X, written right before it, is not the
//     first person. "官方文档列出的主要变化" is what the documentation
//     lists; "我列出的" stays a claim.
//   - Chinese "以下列出" / "如下列出": the reply's own layout, "listed
//     below", names no tool.
//   - Japanese: a verbal noun (検索, 実行) is a verb only with する and its
//     forms; followed at once by a Latin-script name it is the first half
//     of a compound noun ("検索 API"), the name of a thing, not an act.
//     ("検索結果" is left a claim: search results presuppose a search.)
func (c *check) nominalUse(in *info, sp span) bool {
	t := c.folded[sp.start:sp.end]
	if t == "" || t[0] < 0x80 {
		return false
	}
	rest := c.folded[sp.end:in.end]
	before := c.folded[in.start:sp.start]
	if hasSuffix(before, "以下") || hasSuffix(before, "如下") || hasSuffix(before, "下面") {
		return true
	}
	if hasKana(c.folded[in.start:in.end]) {
		if hasKana(t) {
			return false
		}
		r := strings.TrimPrefix(rest, " ")
		return r != "" && (r[0] >= 'a' && r[0] <= 'z' || r[0] >= 'A' && r[0] <= 'Z')
	}
	if !hasPrefix(rest, "的") {
		return false
	}
	// The subject: the text of the phrase right before the verb, back to
	// the last punctuation or line break.
	subj := before
	if i := strings.LastIndexAny(subj, "，。、；：:;,\n（(！？!?"); i >= 0 {
		_, n := utf8.DecodeRuneInString(subj[i:])
		subj = subj[i+n:]
	}
	subj = strings.Trim(subj, " *_#")
	if subj == "" || hasSubstr(subj, "我") || hasSubstr(subj, "咱") {
		return false
	}
	return true
}
