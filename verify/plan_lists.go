package verify

import "strings"

// A list announced by a plan or offer is the plan's steps: "可以从这几个方面
// 提前准备，你确认后我再动手：" then "1. 用 yard_query 把…拉出来", "Here is
// what I could do:" then "- run `df -h` on web-02". The lead-in's hedge
// (could, 可以, できます, सकता) governs the items after its colon; an
// item names a tool as a step to take, not one it took. A list after a
// lead-in with no hedge ("I checked three things:") is a report, and its
// items stay claims. A lead-in that points the user to do it themselves
// (yourself, tú mismo, 你自己, ご自身で, खुद) announces the user's steps
// after a full stop too.

// planLists marks as modal the list items that follow a hedged clause
// ending with a colon.
func (c *check) planLists(infos []info) {
	for k := 0; k < len(infos); k++ {
		in := &infos[k]
		// A lead-in that addresses the user's own doing ("ご自身で入れる
		// 場合は次の手順です。", "Para hacerlo tú mismo."), ended by a
		// full stop as often as by a colon, announces the user's steps.
		userSteps := in.suggest && k+1 < len(infos) && infos[k+1].sentence != in.sentence
		if !userSteps && (!c.endsWithColon(in) || !hedgedSentence(infos, k)) {
			continue
		}
		// The list may follow a blank line (a paragraph of its own) and
		// be loose; it ends at the first clause that opens no item.
		j := k + 1
		for ; j < len(infos) && c.listItem(infos[j].start); j++ {
			infos[j].modal = true
			// Clauses that continue the same item line share it.
			for j+1 < len(infos) && !c.lineStartBetween(infos[j].start, infos[j+1].start) {
				j++
				infos[j].modal = true
			}
		}
		k = j - 1
	}
}

// hedgedSentence reports whether a clause of infos[k]'s sentence, up to
// it, is hedged or modal ("可以从这几个方面提前准备，你确认后我再动手：").
func hedgedSentence(infos []info, k int) bool {
	for j := k; j >= 0 && infos[j].sentence == infos[k].sentence && infos[j].paragraph == infos[k].paragraph; j-- {
		if len(infos[j].hedges) > 0 || infos[j].modal {
			return true
		}
	}
	return false
}

// endsWithColon reports whether the clause's text ends with a colon,
// before spaces and markup.
func (c *check) endsWithColon(in *info) bool {
	// strings.TrimRight(t, " *_\n") by hand: with a cutset of several
	// bytes it builds the set at every call, and it runs per clause.
	t := c.folded[in.start:in.end]
	for len(t) > 0 {
		if b := t[len(t)-1]; b != ' ' && b != '*' && b != '_' && b != '\n' {
			break
		}
		t = t[:len(t)-1]
	}
	return hasSuffix(t, ":") || hasSuffix(t, "：")
}

// listItem reports whether a list item's marker opens the line at pos:
// "1.", "2)", "-", "*", "•".
func (c *check) listItem(pos int) bool {
	ls := c.lineStartAt(pos)
	line := strings.TrimLeft(c.folded[ls:min(len(c.folded), pos+8)], " \t")
	if line == "" {
		return false
	}
	if line[0] == '-' || line[0] == '*' && len(line) > 1 && line[1] == ' ' || hasPrefix(line, "•") {
		return true
	}
	i := 0
	for i < len(line) && isDigitByte(line[i]) {
		i++
	}
	return i > 0 && i < len(line) && (line[i] == '.' || line[i] == ')')
}

// lineStartBetween reports whether a line break lies in [a, b).
func (c *check) lineStartBetween(a, b int) bool {
	return strings.IndexByte(c.folded[a:b], '\n') >= 0
}
