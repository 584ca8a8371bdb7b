package verify

import (
	"strings"
	"unicode/utf8"
)

// A count whose line closes with a list opener introduces the list below
// it, however long the words between: "Estas son las 7 estaciones de
// Madrid con dato de NO2 en la última hora [receipt]:" over a table, "दक्षिण
// भारत के 3 बड़े जलाशय 30% से कम भरे हैं:" over bullets. The colon ends the
// sentence the count stands in, so what follows is the list of what it
// counts — unless another count stands on the line ("5 files, 3 of them
// changed:" lists the 3; "3 tickets (8 points in all):" lists the
// tickets), or a sentence ends between ("Found 12 files. Two are
// large:"). Numbers that count nothing (a percent, an ordinal, the digits
// of a name or of a cited receipt, an amount after a currency sign) do
// not count; a date before the count does not either, but one after it
// does ("14 से 20 जुलाई तक:" bounds a range).

// The list's items are those its table rows or bullets name in a result
// (see tableItems, enumItems); when they name none (a reservoir written in
// another script than the result's), the list still counts them when its
// length is the count a target gave its own items: list and tool agree
// against the claim. Nor is a number the list's count when its items hold
// the same noun with numbers of their own ("9 seats in total:" over "Lena
// — 2 seats", "Omar — 1 seat": it sums a quantity of the items), or when a
// bullet's head joins names ("- `KEY_ID` और `KEY_SECRET` — खाली हैं": one
// bullet, two items).

// lineListItems reads the list that the line holding cc introduces with a
// closing colon, as listedCount reads a list right after its count: m, its
// items, and items, the number read; ok false when there is none. The
// count's number ends at numEnd.
func (c *check) lineListItems(in *info, cc countClaim, numEnd int) (m, items int, ok bool) {
	t := c.folded
	// The line's end from the check's line breaks: a count on a long line
	// would read the rest of the reply at each count.
	le := c.newlineFrom(cc.end)
	if le < 0 {
		return 0, 0, false // no line below: no list
	}
	tail := strings.TrimRight(t[cc.end:le], " *_\t")
	if !hasSuffixAny(tail, colonMarks) || containsAny(tail, sentenceStops) {
		return 0, 0, false // no colon closes the line, or a sentence ends before it
	}
	ls, _ := c.lineAround(cc.start, cc.start)
	// The numbers are in order of position: only those of the line are read.
	for k := numsFrom(c.nums, ls); k < len(c.nums) && c.nums[k].start < le; k++ {
		n := &c.nums[k]
		if n.start >= cc.start && n.start < cc.end {
			continue // the count itself
		}
		if n.glued || n.percent || n.version || n.ordinal || n.inDate && n.start < cc.start || n.start > 0 && hasRune("$€£¥₹", lastRune(t[:n.start])) {
			continue // counts nothing
		}
		// Another number on the line: after the count, the list may be
		// its items; before it, the count may be a part or a sum of
		// the one that opens the line ("3 tickets (8 points in
		// all):", "7 lines — 4 trips and 3 restarts:").
		return 0, 0, false
	}
	lo := le + 1
	if lo < len(t) && t[lo] == '\n' {
		lo++ // one blank line between the sentence and its list
	}
	hi, limit := -1, min(len(t), lo+enumWindow*4)
	// The noun's stem: its first word less its last letter ("seat" of
	// "seats", "alumno" of "alumnos").
	stem := leadingWord(strings.TrimLeft(t[numEnd:cc.end], " "))
	_, size := utf8.DecodeLastRuneInString(stem)
	stem = stem[:len(stem)-size]
	length := 0
	for pos := lo; hi < 0; {
		if pos >= limit {
			if pos < len(t) {
				return 0, 0, false // no end in sight: its length is unknown
			}
			hi = len(t)
			break
		}
		e := indexByte(t[pos:], '\n')
		if e < 0 {
			e = len(t) - pos
		}
		line := t[pos : pos+e]
		if len(stem) >= 3 {
			if i := indexSubstr(line, " "+stem); i > 0 && isDigitByte(line[i-1]) {
				return 0, 0, false // "Lena — 2 seats": a quantity of the items
			}
		}
		switch {
		case hasPrefix(line, "|"):
			if strings.Trim(line, "|-: ") != "" {
				length++ // a row, or the header: counted once too many
			}
		case bulletLine(line):
			head := line[2:]
			if k := strings.IndexAny(head, ":(—–"); k >= 0 {
				head = head[:k]
			}
			for i := range head {
				if listSep(head[i:]) > 0 {
					return 0, 0, false // one bullet, several items
				}
			}
			length++
		case hasPrefix(line, " "):
			// a sub-item: part of the item above it
		default:
			hi = pos // the list ends
		}
		pos += e + 1
	}
	if hasPrefix(t[lo:], "|") {
		length-- // the table's header
	}
	if m, items, ok = c.segmentItems(in, lo, hi, true); ok {
		return m, items, true
	}
	for _, ci := range in.targets {
		if cnt := c.calls[ci].Count; cnt != nil && *cnt == length && length >= 2 {
			return length, length, true
		}
	}
	return 0, 0, false
}

// colonMarks open a list.
var colonMarks = []string{":", "："}
