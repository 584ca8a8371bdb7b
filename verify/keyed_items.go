package verify

import "strings"

var (
	keyedItemList1 []string
)

// keyedItemsLists holds the phrases of the word lists declared above (see barList).
var keyedItemsLists = [...]barList{
	// The lists of keyedItem, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&keyedItemList1, "—|–|-|:|："},
}

var _ = splitBars(keyedItemsLists[:])

// keyedItem reports whether sp lies in a list item that opens with a
// code span naming an item of an ok result — a commit hash, a ticket or
// pod name — and a dash or colon: "- `c44d0a9` — pdfkit को 0.14.0 पर
// अपडेट किया", "- `PAY-1433`: fixed the retry loop". Such an item restates
// that item's line of the result (its commit message, its summary); its
// verbs are the item's, not acts of the speaker's.
func (c *check) keyedItem(sp span) bool {
	ls, _ := c.lineAround(sp.start, sp.end)
	line := c.masked[ls:sp.start]
	t := strings.TrimLeft(line, " \t")
	if !hasPrefixAny(t, []string{"- ", "* ", "• "}) {
		return false
	}
	t = strings.TrimLeft(t[2:], " *_")
	if !hasPrefix(t, "`") {
		return false
	}
	j := strings.IndexByte(t[1:], '`')
	if j < 2 {
		return false
	}
	key := strings.ToLower(t[1 : j+1])
	rest := strings.TrimLeft(t[j+2:], " *_")
	if !hasPrefixAny(rest, keyedItemList1) {
		return false
	}
	if strings.ContainsAny(key, " /") || len(key) < 4 {
		return false // a command or a path: the item may report running it
	}
	for i := range c.calls {
		if c.calls[i].ok && containsWord(c.calls[i].folded, key) {
			return true
		}
	}
	return false
}

// headerCell reports whether sp lies in a cell of a Markdown table's
// header row (the row right above |---|): "| Created |", "| Opened |",
// "| コマンド |" name a column, not an act of the speaker's.
func (c *check) headerCell(sp span) bool {
	ls, le := c.lineAround(sp.start, sp.end)
	if !hasPrefix(strings.TrimLeft(c.masked[ls:le], " \t"), "|") {
		return false
	}
	// le is the line's end or, on a line longer than lineAround's window,
	// a limit inside it: the next line starts after the next line break.
	nl := strings.IndexByte(c.masked[le:], '\n')
	if nl < 0 {
		return false
	}
	next := c.masked[le+nl+1:]
	if i := strings.IndexByte(next, '\n'); i >= 0 {
		next = next[:i]
	}
	next = strings.TrimSpace(next)
	return hasPrefix(next, "|") && hasSubstr(next, "-") && strings.Trim(next, "|-: ") == ""
}
