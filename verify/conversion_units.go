package verify

import "strings"

// unitTextAfter returns the text the reply writes just after n, where a
// converted value's unit stands: up to 24 bytes, with bold marks ("**")
// removed and leading spaces trimmed, and a space appended so that a unit
// word at its end still ends with a space.
func (c *check) unitTextAfter(n *num) string {
	return strings.TrimLeft(replaceAll(c.folded[n.end:min(len(c.folded), n.end+24)], "**", ""), " ") + " "
}

// opensWithTarget reports whether after (see unitTextAfter) opens with
// one of the words of cv's target unit.
func (cv *conversion) opensWithTarget(after string) bool {
	return hasPrefixAny(after, cv.to)
}
