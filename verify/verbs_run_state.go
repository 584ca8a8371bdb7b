package verify

// runState reports whether a verb of running is intransitive with a word
// of state after or before it, so that its subject is a thing in that
// state, not the speaker executing anything: "the magenta ran low", "the
// pump is running normally", "机器运行正常", "设备正常运行". Spanish,
// Hindi and Japanese say this with verbs that are no tool words
// (funcionar, चलना, 稼働する).
func (c *check) runState(sp span) bool {
	switch c.folded[sp.start:sp.end] {
	case "ran", "run", "running":
		return runStateWords[nextWord(c.folded[sp.end:min(len(c.folded), sp.end+16)])]
	case "运行", "運行":
		return hasPrefixAny(c.folded[sp.end:], runStateHan) || hasSuffixAny(c.folded[:sp.start], runStateHan)
	}
	return false
}

// runStateWords follow an intransitive "run": the state its subject is in.
var runStateWords = wordSet("low out short dry hot cold late smoothly normally steadily stably idle")

// runStateHan stand before or after 运行 as the state of a machine.
var runStateHan = splitBar("正常|平稳|平穩|稳定|穩定|良好|顺利|順利")
