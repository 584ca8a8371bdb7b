package verify

// A version the reply recommends ("upgrade to 1.30", "建议升级到 5.0") is
// its own proposal, not a value it read, and the value rules let it pass.
// But a suggestion word only makes the version a proposal when it governs
// it: a recommendation that follows the version in a later part of the
// sentence is about what to do next, not what the version is ("lodash 的版
// 本是 ^4.17.15，…，建议升级" states a version, then advises), and "pinned"
// describes the state the result shows (an exact pin in a manifest), not a
// suggestion to pin.

// versionSuggested reports whether a suggestion word governs the version
// n: one in its own part of the clause, up to the nearest comma, semicolon
// or full stop on either side ("upgrade to 1.30", "1.30 would be safer");
// "pinned" is no suggestion. A suggestion in another part is about another
// thing: "(exact pin, no caret), and the latest is 18.2.0". No suggestion
// word holds a digit, so none matches across the version.
func (c *check) versionSuggested(in *info, n *num) bool {
	if !c.suggestionAt(in, n.span) {
		return false
	}
	seg := c.segmentAround(in, n.start, n.end)
	for _, w := range c.heldWords(suggestionWords) {
		if suggestionWordIn(seg, w) {
			return true
		}
	}
	return false
}

// suggestionWordIn reports whether w stands in s other than as the start
// of "pinned" (a stated pin, not advice to pin).
func suggestionWordIn(s, w string) bool {
	for at := 0; ; {
		i := indexSubstr(s[at:], w)
		if i < 0 {
			return false
		}
		e := at + i + len(w)
		if !(w == "pin" && hasPrefix(s[e:], "ned")) {
			return true
		}
		at = e
	}
}
