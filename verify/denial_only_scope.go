package verify

import "strings"

// Denials after "only": "Solo consulté los eventos del SCADA; no ejecuté
// nada en el servidor", "Solo miré la planilla; no consulté el sistema de la
// estancia", "我只整理了名单，没有动登记系统", "I only read the log; I didn't
// query the billing system". The sentence names what was done (the only
// part) and denies the rest. The calls the only part names are what it
// grants; the denial is of the others: true when no other call succeeded,
// false when one did, whatever the denied part calls it ("the system", "el
// servidor").

// onlyPart returns the text of the denial's sentence up to at when it holds
// a word of "only" (sentenceScopeWords), or "".
func (c *check) onlyPart(at int) string {
	lo := max(0, at-240)
	s := c.folded[lo:at]
	for _, e := range [...]string{". ", "。", "\n", "! ", "? ", "！", "？", "।"} {
		if i := strings.LastIndex(s, e); i >= 0 {
			s = s[i+len(e):]
		}
	}
	for _, w := range sentenceScopeWords {
		if i := wordIndex(s, w); i >= 0 || w[0] >= 0x80 && hasSubstr(s, w) {
			return s
		}
	}
	return ""
}

// onlyNamed returns the ok calls part names (a bit per call, the first 64)
// by a content word of the tool's name (four letters or more, "scada",
// "eventos", "sheet" for sheets_read) or the reply's word for a glossary
// concept ("planilla": see glossNameCall), and the number it leaves out.
func (c *check) onlyNamed(part string) (named uint64, left int) {
	g := c.glossNameCall(part, "")
	for ci := range c.calls {
		if !c.calls[ci].ok || ci >= 64 {
			continue
		}
		hit := ci == g
		for r := c.calls[ci].lowerToolName(); r != "" && !hit; {
			var w string
			w, r = nextNameWord(r)
			hit = len(w) >= 4 && !readVerbWord[w] && wordIndex(part, trimSuffix(w, "s")) >= 0
		}
		if hit {
			named |= 1 << ci
		} else {
			left++
		}
	}
	return named, left
}

// readVerbWord are tool-name words of the act, not of what it reads.
var readVerbWord = wordSet("read list get query search fetch lookup find show view")

// onlyCoversAll reports whether the denial at sp follows an only part that
// names every ok call of the turn: what it denies is beyond them, and true.
func (c *check) onlyCoversAll(sp span) bool {
	part := c.onlyPart(sp.start)
	if part == "" {
		return false
	}
	named, left := c.onlyNamed(part)
	return named != 0 && left == 0
}

// onlyOtherCall returns an ok call the only part before the denial at sp
// leaves out, when it names some and the denied object is a system or data
// source (denied: the object's text), or -1.
func (c *check) onlyOtherCall(sp span, denied string) int {
	if !containsAny(denied, systemNouns) {
		return -1
	}
	part := c.onlyPart(sp.start)
	if part == "" {
		return -1
	}
	named, left := c.onlyNamed(part)
	if named == 0 || left == 0 {
		return -1
	}
	for ci := range c.calls {
		if c.calls[ci].ok && ci < 64 && named&(1<<ci) == 0 && !contains(c.calls[ci].actions, actSend) {
			return ci
		}
	}
	return -1
}

// systemNouns name a system or data source as a whole, in the five languages.
var systemNouns = splitBar("system|database|sistema|base de datos|系统|系統|数据库|システム|データベース|सिस्टम|डेटाबेस")
