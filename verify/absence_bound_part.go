package verify

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// absencePartMarks end the part of a clause an absence belongs to: its
// commas, semicolons, colons and dashes.
const absencePartMarks = ",，、;；:：—–"

// absencePart returns the part of the clause that holds its absence, up
// to the marks of absencePartMarks on either side. "No, the whole fleet is
// available — there are no open repair jobs" holds two statements; the
// absence is the second one's, and a word of the first (available, beside
// an unrun fleet_availability) says nothing of what it is about.
func (c *check) absencePart(in *info) (int, int) {
	a := in.absence
	lo, hi := in.start, in.end
	if i := strings.LastIndexAny(c.folded[lo:a.start], absencePartMarks); i >= 0 {
		_, size := utf8.DecodeRuneInString(c.folded[lo+i:])
		lo += i + size
	}
	if i := strings.IndexAny(c.folded[a.end:hi], absencePartMarks); i >= 0 {
		hi = a.end + i
	}
	return lo, hi
}

// argValues lists, once per call, the string values of the call's
// arguments as phrases: lower case, "_" and "-" read as spaces ("status":
// "on_hold" gives "on hold"), of four bytes or more with a letter, at most
// 16 of them. Only a key's own value counts: keys, and the members of a
// list (often the names of the fields asked for), are left.
func (ci *callInfo) argValues() []string {
	if ci.argValsOK {
		return ci.argVals
	}
	ci.argValsOK = true
	a := ci.lowerArgs()
	for i := 0; i < len(a) && len(ci.argVals) < 16; {
		st, en, ok := nextEnclosed(a, i, '"')
		if !ok {
			break
		}
		i = en + 1
		if strings.HasPrefix(strings.TrimLeft(a[i:], " "), ":") || !strings.HasSuffix(strings.TrimRight(a[:st-1], " "), ":") {
			continue // a key, or a member of a list (the fields asked for)
		}
		v := strings.Map(func(r rune) rune {
			if r == '_' || r == '-' {
				return ' '
			}
			return r
		}, a[st:en])
		if v = strings.TrimSpace(v); len(v) >= 4 && len(v) <= 40 && strings.IndexFunc(v, unicode.IsLetter) >= 0 {
			ci.argVals = append(ci.argVals, v)
		}
	}
	return ci.argVals
}

// argValueCall returns the ok call one of whose argument values (see
// argValues) s writes as a word or phrase ("no open repair jobs" beside
// {"status": "open"}, "nothing's on hold" beside {"status": "on_hold"}),
// or -1. The value binds the words to the call asked for it.
func (c *check) argValueCall(s string) int {
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, v := range c.calls[ci].argValues() {
			if v[0] < 0x80 && !commonArg[v] && (wordIn(s, v) || len(v) >= 4 && isLetterByte(v[len(v)-1]) && (wordIn(s, v+"s") || wordIn(s, v+"es"))) { // "abiertas" of {"estado": "abierta"}
				return ci
			}
		}
	}
	return -1
}

// partBoundToRun reports whether the part of the clause that holds its
// absence (absencePart) names no unrun tool and writes an argument value
// of an ok call: "… available — there are no open repair jobs" beside an
// unrun fleet_availability and a fleet_maintenance asked for {"status":
// "open"} is about that call's result, and held to it.
func (c *check) partBoundToRun(in *info) bool {
	lo, hi := c.absencePart(in)
	if lo == in.start && hi == in.end {
		return false
	}
	s := c.folded[lo:hi]
	return !c.unrunToolIn(s) && c.argValueCall(s) >= 0
}

// argValueAfter reports whether the words right after an absence word
// (32 bytes) write an argument value of an ok call: "Nothing's on hold"
// beside an order_queue asked for {"status": "on_hold"} names what that
// call selected, so the clause is about its result.
func (c *check) argValueAfter(in *info, h *hit) bool {
	end := min(in.end, h.end+32)
	for end > h.end && end < len(c.folded) && !utf8.RuneStart(c.folded[end]) {
		end--
	}
	return c.argValueCall(c.folded[h.end:end]) >= 0
}

// objectToolTargets binds an absence whose object (absenceObject) no
// target's result, arguments or tool name holds to the other ok calls
// whose tool name names it (callAsksFor): "No hay ninguna no conformidad
// por histamina" after a calidad_analisis summary is about the
// calidad_no_conformidades call, whose items are non-conformities, and is
// held to its result. Without such a call the targets stay.
func (c *check) objectToolTargets(in *info, targets []int) []int {
	obj := c.absenceObject(in)
	if obj == "" || strings.ContainsRune(obj, '|') {
		return targets
	}
	for _, ci := range targets {
		if c.mentions(ci, obj) {
			return targets
		}
	}
	var out []int
	for ci := range c.calls {
		if c.calls[ci].ok && !slices.Contains(targets, ci) && c.callAsksFor(ci, obj) && wordPrefixAt(c.calls[ci].Tool, obj[:min(len(obj), 5)]) >= 0 {
			out = append(out, ci)
		}
	}
	if len(out) == 0 {
		return targets
	}
	return out
}

// predicateAux are the auxiliaries and clitics that stand between an
// absence's object and its verb: "ningún camión ha entrado", "no rooms
// were cleaned".
var predicateAux = wordSet("ha han había habían se fue fueron está están estaba was were has have had is are been be")

// predicateStem returns the stem (first five letters, Spanish accents
// folded) of the verb that follows the absence's object obj in the
// clause, past auxiliaries: "repro" of "Ninguna habitación reprobó la
// inspección". "" when no verb of six letters or more follows.
func (c *check) predicateStem(in *info, obj string) string {
	rest := c.folded[in.absence.end:in.end]
	i := strings.Index(rest, obj)
	if i < 0 {
		return ""
	}
	rest = rest[i:]
	_, rest = nextSpaceField(rest) // the object itself
	for k := 0; k < 3; k++ {
		var w string
		w, rest = nextSpaceField(rest)
		t := strings.TrimRight(w, ".,;:!?)*_")
		if predicateAux[t] {
			continue
		}
		if t != w && t == "" || len(t) < 6 || predicateStop[t] || !verbForm(t) {
			return ""
		}
		b, n := letterStem(t)
		return string(b[:n])
	}
	return ""
}

// predicateStop are verbs of having and being that name no state a result
// could mark an item with.
var predicateStop = wordSet("tiene tienen tenía tenían queda quedan quedaba estaba estaban existe existen aparece aparecen contains contain include includes remain remains")

// predicateInResult reports whether the verb after the absence's object
// names a state a result of call ci marks items with: "Ninguna habitación
// reprobó la inspección" over an inspection row marked REPROBADA. The
// object need not be written in the result (its rows are the rooms): the
// state binds the claim to those rows, which make it false.
func (c *check) predicateInResult(in *info, ci int, obj string) bool {
	stem := c.predicateStem(in, obj)
	return stem != "" && c.spend(len(c.calls[ci].folded)) && wordPrefixAt(c.calls[ci].folded, stem) >= 0
}

// verbForm reports whether w ends as a past verb or a participle does:
// "failed", "reprobó", "entraron", "cancelado". A noun after the object
// ("no Q4 report in there") is no predicate.
func verbForm(w string) bool {
	for _, e := range [...]string{"ed", "ó", "aron", "ieron", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"} {
		if hasSuffix(w, e) {
			return true
		}
	}
	return false
}

// requestObjectSelected reports whether the absence's object is the
// request's own noun and call ci was asked for exactly those things: the
// clause writes an argument value of ci that the request writes too. "De
// fresco, hoy no ha entrado ningún camión" after "¿Ha llegado hoy algún
// camión de pescado fresco?" and a recepcion call asked for {"tipo":
// "fresco"}: the call's rows are the fresh-fish trucks, whatever words
// they use, and hold the claim to them. Problems (errors, warnings) are
// left to what the result mentions: a log asked for a host lists lines,
// not errors.
func (c *check) requestObjectSelected(in *info, ci int, obj string) bool {
	if len(obj) < 4 || problemWord(obj) || !wordStartIn(c.request, obj) {
		return false
	}
	// A participle right after the object ("ningún camión retrasado")
	// narrows it to a part the rows need not hold, unless the call was
	// asked for it too.
	rest := c.folded[in.absence.end:in.end]
	i := strings.Index(rest, obj)
	if i < 0 {
		return false
	}
	_, after := nextSpaceField(rest[i:])
	if w := nextWord(after); verbForm(strings.TrimSuffix(w, "s")) && !c.inArgs(w) {
		return false
	}
	cl := c.folded[in.start:in.end]
	for _, v := range c.calls[ci].argValues() {
		if v[0] < 0x80 && !commonArg[v] && wordIn(cl, v) && wordIn(c.request, v) {
			return true
		}
	}
	return false
}

// checkLaterPart checks the part of a clause after a receipt cited inside
// it, when the clause cites another call's receipt later: "30 दिन से
// पुराना कोई बकाया नहीं है [c1], और अभी कुल मिलाकर भी किसी ग्राहक का पैसा
// बाक़ी नहीं है — सारा हिसाब साफ़ है। [c2]". Each part carries its own
// receipt, and so its own call: the clause's absence is the first part's
// (held to c1, empty); the second part says c2 holds nothing, and is held
// to c2 alone. The part is read as a clause of its own, bound to the call
// of the receipt that closes it.
func (c *check) checkLaterPart(in *info) {
	if in.absence == nil || len(in.cites) < 2 {
		return
	}
	k := sort.Search(len(c.cites), func(k int) bool { return c.cites[k].start >= in.absence.end })
	if k >= len(c.cites) || c.cites[k].call < 0 || c.cites[k].end >= in.end {
		return
	}
	first := c.cites[k]
	// The receipt of the later call closes the part: the next receipt
	// cited after the first, within the clause or right after it.
	j := k + 1
	for j < len(c.cites) && c.cites[j].call == first.call {
		j++
	}
	if j >= len(c.cites) || c.cites[j].call < 0 || !slices.Contains(in.cites, c.cites[j].call) {
		return
	}
	later := c.cites[j].call
	if !c.calls[later].ok || strings.TrimSpace(c.masked[in.end:max(in.end, c.cites[j].start)]) != "" && c.cites[j].start > in.end+8 {
		return
	}
	sub := info{clause: clause{span: span{first.end, in.end}, sentence: in.sentence, paragraph: in.paragraph, question: in.question, line: in.line}}
	none := false
	for _, h := range in.hits {
		if h.start >= sub.start {
			sub.hits = append(sub.hits, h)
			none = none || h.t.kind == kindNone
		}
	}
	if !none {
		return
	}
	sub.numLo, sub.numHi = in.numLo, in.numHi
	for sub.numLo < sub.numHi && c.nums[sub.numLo].start < sub.start {
		sub.numLo++
	}
	c.classify(&sub)
	if sub.modal {
		return
	}
	sub.cites = []int{later}
	sub.targets, sub.explicit = []int{later}, true
	c.checkAbsence(&sub)
}

// requestCategory reports whether "no w", a "no" before a participle or
// adjective, is a category the request itself names the same way: "##
// Paradas no programadas" after "¿Cuántas paradas no programadas tuvimos?"
// names the kind of item the user asked for, whose rows the reply then
// lists; it says nothing is absent.
func (c *check) requestCategory(w string) bool {
	return len(w) >= 5 && verbForm(strings.TrimSuffix(w, "s")) && hasSubstr(c.request, "no "+w)
}

// zhOnlyDid reports whether pre, the clause before a Chinese negation,
// is "我只…，" (I only …,): the speaker opens the sentence, says what it
// only did, and the negation opens the next comma part with no subject of
// its own. "我只做了检查，没有解锁电机" denies an act of the speaker's, as
// "I only checked, I didn't arm the motors" does; nothing is said of a
// result.
func (c *check) zhOnlyDid(in *info, pre string) bool {
	p := strings.TrimRight(pre, " *_")
	if !hasSuffix(p, "，") && !hasSuffix(p, ",") {
		return false
	}
	p = strings.TrimLeft(p, " *_-#>")
	for _, s := range [...]string{"我们只", "我只", "我仅", "我们仅", "我就只"} {
		if hasPrefix(p, s) {
			return strings.Count(p, "，")+strings.Count(p, ",") == 1
		}
	}
	return false
}

// unfetchedSourceNear reports whether the absence's sentence, or the one
// after it in its paragraph, gives a URL no ok call fetched or returned:
// "業界で統一されたルールはありません。日本回転寿司協会のガイドライン
// （https://…）によると…" draws the absence from that page. The clause cites
// no receipt and is about a source no call read (which the source check
// reports), not about a result of the turn: it is not held to one.
func (c *check) unfetchedSourceNear(in *info) bool {
	lo, hi := c.sentenceBounds(in.absence.span, 240, 240)
	if hi < len(c.folded) && !hasPrefix(c.folded[hi:min(len(c.folded), hi+2)], "\n\n") {
		_, hi = c.sentenceBounds(span{min(len(c.folded), hi+1), min(len(c.folded), hi+1)}, 0, 320)
	}
	k := sort.Search(len(c.urls), func(k int) bool { return c.urls[k].end > lo })
	for ; k < len(c.urls) && c.urls[k].start < hi; k++ {
		u := c.urls[k]
		if !c.fetched[c.normURL(c.masked[u.start:u.end])] {
			return true
		}
	}
	return false
}
