package verify

import "strings"

// offer_lists.go: a list of options the reader is asked to choose from.
// "Opciones:\n1. Lo vuelvo a intentar…\n2. Consulto Prometheus…\n\n¿Cuál
// prefieres?", "Options: 1. I query Prometheus directly… Which do you
// prefer?", "可以：1. 我直接查 Prometheus … 你选哪个？": a present-tense act
// in an item of a list that a question of choice follows is an offer,
// not a report of what ran.

// choiceWords ask the reader to choose ("どれか" — any of them — is no
// choice: "どれか詳しく調べましょうか？" offers more of what was done).
const choiceWords = "which|prefer|cuál|cual |prefier|prefiere|哪个|哪一个|哪种|哪個|どれに|どれが|どれを|どちら|कौन|कौनसा|option|" +
	"opción"

// optionItem reports whether sp is in a list item and the first line
// after the list (within a bounded stretch) is a question of choice.
func (c *check) optionItem(sp span) bool {
	ls, le := c.lineAround(sp.start, sp.end)
	if !bulletLine(strings.TrimLeft(c.masked[ls:le], " \t")) {
		return false
	}
	for pos, n := le, 0; pos < len(c.folded) && n < 8; n++ {
		pos++ // past the line break
		_, end := c.lineAround(pos, pos)
		line := strings.TrimSpace(c.folded[pos:end])
		pos = end
		if line == "" || bulletLine(line) {
			continue
		}
		return hasAnyRune(line, "?？") && phraseIn(line, choiceWords)
	}
	return false
}
