package verify

import "strings"

// An English -ing form right before a bare noun modifies that noun:
// "opening night", "running total", "closing price", "listing fee". It
// names a kind of thing, not an act of the speaker's. It is an act when a
// subject, auxiliary or preposition of narration comes before it ("I was
// opening", "after opening", "by searching"), when a determiner or object
// follows it ("opening the file", "searching it"), and at the start of a
// sentence, where a report drops its subject ("Running tests now").

// ingNarration are words before an -ing form that make it a verb.
var ingNarration = wordSet("i we m re am are is was were be been being by after before while when on upon since without from " +
	"also just still started start starts finished finish tried try keep kept then and or via through avoid avoided " +
	"into for of in with about not never stop stopped began begin")

// ingObjects are words after an -ing form that make it a verb with an
// object or a particle.
var ingObjects = wordSet("the a an this that these those it its them their your my our his her him me us you all any each " +
	"every some up out down through over in on at to from with into onto via against across for of and or is are was were " +
	"now again back just also only")

// enIngModifier reports whether the use term at sp is an English -ing
// form modifying the bare noun after it (see above).
func (c *check) enIngModifier(sp span) bool {
	t := c.folded[sp.start:sp.end]
	if len(t) < 5 || !strings.HasSuffix(t, "ing") || strings.IndexFunc(t, func(r rune) bool { return !isLetterByte(byte(r)) || r >= 0x80 }) >= 0 {
		return false
	}
	// The next word: lowercase letters, then a space or punctuation.
	rest := c.folded[sp.end:min(len(c.folded), sp.end+24)]
	if len(rest) < 2 || rest[0] != ' ' || c.masked[sp.end+1] < 'a' || c.masked[sp.end+1] > 'z' {
		return false
	}
	j := 1
	for j < len(rest) && rest[j] >= 'a' && rest[j] <= 'z' {
		j++
	}
	if j < len(rest) && (rest[j] == '/' || rest[j] == '.' && j+1 < len(rest) && isLetterByte(rest[j+1]) || rest[j] == '_') {
		return false // a path or file name is an object
	}
	if ingObjects[rest[1:j]] {
		return false
	}
	_, w1 := c.prevWords(sp.start)
	if ingNarration[w1] {
		return false
	}
	// Not the first word of its sentence or line.
	k := sp.start
	for k > 0 && (c.folded[k-1] == ' ' || c.folded[k-1] == '*' || c.folded[k-1] == '_') {
		k--
	}
	return k > 0 && !strings.ContainsRune(".!?:\n-#>", rune(c.folded[k-1]))
}
