package verify

import "strings"

// A Chinese or Japanese reply quotes a result in its own punctuation: the
// full-width comma, colon or parenthesis where the result has the ASCII
// one, and no space after it ("加急，12-15 开业" for "加急, 12-15 开业").
// The marks differ in width only; the words quoted are the result's.

// fullWidthPunct turns full-width punctuation into ASCII and drops spaces.
var fullWidthPunct = strings.NewReplacer("，", ",", "：", ":", "；", ";", "（", "(", "）", ")", "！", "!", "？", "?", "、", ",", "　", "", " ", "")

// widthQuote reports whether t, a quotation holding a full-width mark, is
// in a result once both have their marks and spaces made alike.
func (c *check) widthQuote(t string, calls []int) bool {
	if !hasAnyRune(t, "，：；（）！？、") {
		return false
	}
	t = fullWidthPunct.Replace(t)
	for _, ci := range calls {
		if hasSubstr(fullWidthPunct.Replace(c.calls[ci].folded), t) {
			return true
		}
	}
	return false
}
