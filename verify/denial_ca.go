package verify

import (
	"bytes"
	"fmt"
	"strings"
)

// deniesAbility reports, and adds, a denied_call for a first-person
// statement of present inability ("I can't browse the web", "No tengo
// acceso a tu correo", "मैं आपकी फ़ाइलें नहीं खोल सकता") about a tool
// family whose call succeeded in this turn while none of its calls
// failed: the reply disowns a result it had. A failed call of the family
// makes the same words an honest report, so they are left alone; so is a
// verb of finding ("I can't find any TODOs"), which is an absence claim.
func (c *check) deniesAbility(in *info) bool {
	if in.question {
		return false
	}
	h := c.clearHit(in, kindInability)
	var mark span
	after := true // the verb follows the marker
	access := false
	switch {
	case h != nil:
		mark = h.span
		access = strings.Contains(h.t.text, "acce") || strings.Contains(h.t.text, "权限") || strings.Contains(h.t.text, "アクセス") ||
			strings.Contains(h.t.text, "एक्सेस") || strings.Contains(h.t.text, "पहुँच")
		after = h.t.text[0] < 0x80 && !strings.HasSuffix(h.t.text, "ません")
	default:
		// Hindi puts the verb between नहीं and सकता: "नहीं खोल सकता".
		s := c.folded[in.start:in.end]
		i := strings.Index(s, "नहीं")
		if i < 0 {
			return false
		}
		rest := s[i+len("नहीं"):]
		j := -1
		for _, m := range []string{"सकता", "सकती", "सकते", "पाता", "पाती"} {
			if k := strings.Index(rest, m); k >= 0 && k <= 40 && (j < 0 || k < j) {
				j = k
			}
		}
		if j < 0 {
			return false
		}
		mark = span{in.start + i, in.start + i + len("नहीं") + j}
	}
	// "If the page is down I can't open it": a condition, not a claim.
	for _, hs := range in.hedges {
		if hs.end <= mark.start && conditional(c.folded[hs.start:hs.end]) {
			return false
		}
	}
	for _, u := range in.uses {
		if findVerb(u.t.text) || !c.relevant(u.t.family) {
			continue
		}
		near := false
		switch {
		case h == nil:
			near = u.start >= mark.start && u.end <= mark.end+len("सकता")
		case after:
			near = u.start >= mark.end && u.start-mark.end <= 40
		default:
			near = u.end <= mark.start && mark.start-u.end <= 12
		}
		// A noun alone ("tu correo") is what the inability is about only
		// after a phrase of access: "no tengo acceso a tu correo".
		if !near || u.t.kind == kindWeak && !access {
			continue
		}
		f := u.t.family
		if f == famRead {
			f = famReadAny
		}
		// "I can't run that in production", "I can't write to main": a
		// refusal to act is policy, not a denial of what was looked up.
		if f == famShell || f == famWrite {
			continue
		}
		calls := c.okCalls(f)
		if len(calls) == 0 || c.failed(f) || c.anyFailed() {
			continue
		}
		c.add(c.callFinding(DeniedCall, u.span, calls[0],
			fmt.Sprintf("reply says it cannot use %s, but %s succeeded in this turn", describe(f), c.calls[calls[0]].Tool)))
		return true
	}
	return false
}

// anyFailed reports whether some call of the turn did not succeed: then
// a statement of inability may be about it.
func (c *check) anyFailed() bool {
	for ci := range c.calls {
		if !c.calls[ci].ok {
			return true
		}
	}
	return false
}

// unemphasizeBytes blanks the underscores of Markdown emphasis ("_No tools
// were used for this answer._") so that the words inside are matched: an
// underscore is a word character, and the matcher finds no term inside a
// word. Only a single underscore that opens after a non-word character
// and closes, on the same line, before one is blanked; code spans and
// fences are left alone, and the text keeps its length.
func unemphasizeBytes(b []byte) {
	fence := false
	for lo := 0; lo < len(b); {
		hi := len(b)
		if k := bytes.IndexByte(b[lo:], '\n'); k >= 0 {
			hi = lo + k
		}
		if bytes.HasPrefix(bytes.TrimLeft(b[lo:hi], " "), []byte("```")) {
			fence = !fence
		} else if !fence && bytes.IndexByte(b[lo:hi], '_') >= 0 {
			// Only an underscore is ever blanked: most lines have none.
			emphasizeLine(b[lo:hi])
		}
		lo = hi + 1
	}
}

func emphasizeLine(b []byte) {
	word := func(i int) bool { return i >= 0 && i < len(b) && (isASCIIWord(b[i]) || b[i] >= 0x80) }
	code := false
	open := -1
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '`':
			code = !code
			open = -1
		case code || b[i] != '_' || i > 0 && b[i-1] == '_' || i+1 < len(b) && b[i+1] == '_':
		case open < 0 && !word(i-1) && i+1 < len(b) && b[i+1] != ' ' && b[i+1] != '/' && (i == 0 || b[i-1] != '/'):
			open = i
		case open >= 0 && !word(i+1) && b[i-1] != ' ':
			b[open], b[i] = ' ', ' '
			open = -1
		}
	}
}

// placeWords open the place a negative quantifier is about: "nothing on
// your calendar", "nada en tu agenda", "nothing in the inbox".
var placeWords = []string{"on", "in", "at", "en", "dentro de"}

// placeOfNone reports whether use u (a tool's name or noun, no verb) is
// the place after a negative quantifier ("there's nothing on your
// calendar", "no hay nada en tu calendario"): the clause says what the
// result held, it denies no call.
func (c *check) placeOfNone(in *info, u hit) bool {
	if !strings.HasPrefix(u.t.family, "tool:") && isBuiltinFamily(u.t.family) || findVerb(u.t.text) {
		return false
	}
	for _, h := range in.hits {
		if h.t.kind != kindNone || h.end > u.start || u.start-h.end > 24 {
			continue
		}
		if c.placeBetween(c.folded[h.end:u.start]) {
			return true
		}
	}
	return false
}

// placeBetween reports whether s is a preposition of place with an
// optional determiner: " on your ", " en el ".
func (c *check) placeBetween(s string) bool {
	w := strings.Fields(s)
	if len(w) == 0 || len(w) > 2 || !contains(placeWords, w[0]) {
		return false
	}
	return len(w) == 1 || contains([]string{"your", "the", "my", "tu", "su", "el", "la", "mi", "tus", "sus"}, w[1])
}

// objectNamesCall reports whether a word after a negated look-up verb
// names an ok call's tool: "I didn't look up a live rate" after
// get_exchange_rate, "no consulté el stock" after get_stock.
func (c *check) objectNamesCall(in *info) bool {
	var verb *hit
	for i, u := range in.uses {
		if in.negated[i] && u.t.family == famCheck {
			verb = &in.uses[i]
			break
		}
	}
	if verb == nil {
		return false
	}
	if c.pronounLookup(in, *verb) {
		return true
	}
	words := strings.FieldsFunc(c.folded[verb.end:in.end], func(r rune) bool { return !isWordRune(r) })
	if len(words) > 5 {
		words = words[:5]
	}
	for _, w := range words {
		w = strings.TrimSuffix(w, "s")
		if len(w) < 3 {
			continue
		}
		for ci := range c.calls {
			if !c.calls[ci].ok {
				continue
			}
			for _, f := range c.calls[ci].families {
				if f == w && isTopic(f) {
					return true
				}
			}
		}
	}
	return false
}

// execObjects are objects of a run verb that name what a call carried:
// a pronoun for it, or the query or command itself.
var execObjects = []string{"it", "this", "that", "the query", "this query", "that query", "the sql", "the command", "this command",
	"la consulta", "esta consulta", "el comando", "lo", "la", "este comando"}

// executedObject returns the ok call a negated run verb denies when no
// shell call ran: one whose arguments carry a query, command or script
// ("sql", "query", "cmd", "command", "script"), when the verb's object
// is a pronoun or names the query or command; else -1.
func (c *check) executedObject(in *info, u hit) int {
	rest := strings.TrimLeft(c.folded[u.end:in.end], " `*_")
	before := strings.TrimRight(c.folded[max(in.start, u.start-4):u.start], " ")
	obj := strings.HasSuffix(before, " lo") || strings.HasSuffix(before, " la") // "no la he ejecutado"
	for _, o := range execObjects {
		obj = obj || strings.HasPrefix(rest, o) && (len(rest) == len(o) || !isWordRune(rune(rest[len(o)])))
	}
	if !obj {
		return -1
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		a := strings.ToLower(c.calls[ci].Args)
		for _, k := range []string{`"sql"`, `"query"`, `"cmd"`, `"command"`, `"script"`, `"statement"`} {
			if strings.Contains(a, k) {
				return ci
			}
		}
	}
	return -1
}
