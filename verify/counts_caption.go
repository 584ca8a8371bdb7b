package verify

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Counts in a heading or a caption. A Markdown heading, a line wholly in
// bold or italics, or a line opening with a table label ("Table", "Tabla",
// "表", "तालिका") that holds one count and its noun ("### Next week: 4
// stops", "**अगले हफ़्ते के 5 पड़ाव**", "表：4路線の運転手", "*Tabla: 4
// conductores*") names the size of the table or list right under it, or,
// for a caption, right above it. Any noun can head a list, so the noun is
// no evidence; the agreement of list and tool is: when the rows number what
// the call counted and the heading says another number, the reply
// contradicts the tool and its own table. A number with no noun after it
// ("Day 2", "Route 4") names the section, and a line with two numbers may
// count two things; both are left alone.

// captionLabels open a table's caption.
const captionLabels = "table|tabla|cuadro|表|तालिका|सारणी"

// checkCaptionCounts holds each count of a heading or caption line of the
// clause to the table or list beside it.
func (c *check) checkCaptionCounts(in *info) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if c.countUsed[k] || c.counted[k] || n.start < in.start || n.end > in.end || n.glued || n.ordinal || n.version || n.percent || n.inDate || !isIntNum(n) || n.vals[0] < 2 || n.vals[0] > enumItems {
			continue
		}
		ls, le := c.lineAround(n.start, n.end)
		line := strings.TrimSpace(c.folded[ls:le])
		if !captionLine(line) || !c.nounAfterNumber(n.end, le) || !captionCountOpens(c.folded[ls:n.start]) || c.otherNumberOn(ls, le, k) {
			continue
		}
		rows := c.blockRows(le+1, 1)
		if rows < 2 && ls > 0 && strings.HasPrefix(line, "*") || rows < 2 && ls > 0 && prefixPhrase(strings.TrimLeft(line, "*_ "), captionLabels) {
			rows = c.blockRows(ls-1, -1) // a caption under its table
		}
		want := int(n.vals[0])
		if rows < 2 || rows == want {
			continue
		}
		agree, claimed := -1, false
		for _, ci := range in.targets {
			if cnt := c.calls[ci].Count; cnt != nil {
				claimed = claimed || *cnt == want
				if *cnt == rows {
					agree = ci
				}
			}
		}
		if agree < 0 || claimed {
			continue
		}
		c.countUsed[k] = true
		c.addRule("count/caption", BasisContradiction, c.callFinding(CountMismatch, n.span, agree,
			"reply lists "+strconv.Itoa(rows)+" rows but says "+strconv.Itoa(want)))
	}
}

// captionLine reports whether a trimmed line is a heading, a line wholly
// in bold or italics, or opens with a table label.
func captionLine(line string) bool {
	if line == "" {
		return false
	}
	if b := line[0]; b == '#' || (b == '*' || b == '_') && line[len(line)-1] == b {
		return true
	}
	return prefixPhrase(strings.TrimLeft(line, "*_ "), captionLabels)
}

// nounAfterNumber reports whether a letter (of any script) follows the
// number at end on its line, after a space at most: "4 stops", "5站", not
// the section number of "三、".
func (c *check) nounAfterNumber(end, le int) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimLeft(c.folded[end:le], " "))
	return unicode.IsLetter(r)
}

// captionCountOpens reports whether the text of the line before a number
// leaves the number heading its phrase: nothing but marks before it, a
// colon or dash ("Next week's route: 4 stops", "表：4路線"), a total word
// ("（共5站）") or a Hindi possessor ("अगले हफ़्ते के 5 पड़ाव"). After a
// preposition or inside a gloss ("within 10 miles", "(7 nights)", "（春熙路
// 附近，2 晚）") the number measures the scope, not the list.
func captionCountOpens(before string) bool {
	b := strings.TrimRight(before, " *_")
	letters := false
	for _, r := range b {
		letters = letters || unicode.IsLetter(r)
	}
	if !letters {
		return true
	}
	return hasSuffixAny(b, []string{":", "：", "–", "—", " के", " की", " का", "共"}) || hasSuffixAny(b, totalWordsBefore)
}

// otherNumberOn reports whether the line [ls, le) holds an integer besides
// c.nums[k], outside citations.
func (c *check) otherNumberOn(ls, le, k int) bool {
	for j := k - 1; j >= 0 && c.nums[j].start >= ls; j-- {
		if !c.inCitation(c.nums[j].span) {
			return true
		}
	}
	for j := k + 1; j < len(c.nums) && c.nums[j].end <= le; j++ {
		if !c.inCitation(c.nums[j].span) {
			return true
		}
	}
	return false
}

// blockRows counts the rows of the table (less header and rule) or the
// bullets on the lines from pos on (dir 1) or from the line ending before
// pos back (dir -1), one blank line between allowed; 0 when there is none.
func (c *check) blockRows(pos, dir int) int {
	t := c.folded
	table, bullets := 0, 0
	for k := 0; k < enumItems+3 && pos > 0 && pos < len(t); k++ {
		ls, le := pos, len(t)
		if dir > 0 {
			if i := strings.IndexByte(t[pos:], '\n'); i >= 0 {
				le = pos + i
			}
			pos = le + 1
		} else {
			le, ls = pos, strings.LastIndexByte(t[:pos], '\n')+1
			pos = ls - 1
		}
		l := strings.TrimSpace(t[ls:le])
		switch {
		case l == "" && k == 0:
		case strings.HasPrefix(l, "|") && bullets == 0:
			table++
		case bulletLine(l) && table == 0:
			bullets++
		default:
			k = enumItems + 3
		}
	}
	if table >= 3 {
		return table - 2
	}
	return bullets
}
