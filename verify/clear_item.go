package verify

import "strings"

// itemClear reports whether the sentence of an all-clear opens with an
// item of call ci's result named by identifier (`payments-worker`,
// "INV-03") and no line of that result that shows a problem names it:
// "`payments-worker` 已经正常调度到 node-07 并启动，没有问题" beside a
// BackOff of another pod says that item is fine, which the result bears
// out. The identifier must be the sentence's subject, its first word: a
// version or a node named further on ("新版本 `v3.8.1` 的 pod 已经调度到
// node-2 … 没有任何 Warning") is not what the all-clear is about. A problem
// line that names the item keeps the finding, as does a sentence that
// opens with no item of the result.
func (c *check) itemClear(h *hit, ci int) bool {
	lo, _ := c.sentenceBounds(h.span, 240, 0)
	s := strings.TrimLeft(c.folded[lo:h.start], " \t*`_->#")
	tok, _ := nextRun(s, 0, isFileByte)
	if !hasPrefix(s, tok) {
		return false // the sentence opens with another word
	}
	tok = strings.Trim(tok, ".-/")
	f := c.calls[ci].folded
	// An identifier: letters with a digit, - or _ ("node-07"), not a
	// plain word, number or date.
	if len(tok) < 4 || !strings.ContainsAny(tok, "-_0123456789") || strings.Trim(tok, "0123456789-/.:") == "" || !hasSubstr(f, tok) {
		return false
	}
	for r := f; r != ""; {
		var l string
		l, r, _ = strings.Cut(r, "\n")
		if hasSubstr(l, tok) && problemLine(l) != "" {
			return false
		}
	}
	return true
}
