package verify

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// An additive look-up is a first-person look-up verb with a focus particle
// of addition: "I also checked status.ourapp.com", "He revisado además los
// logs", "我也查了你的借阅记录", "予約メールも検索したところ", "मैंने e-KYC
// स्थिति भी देख ली". The particle presupposes a look-up other than the ones
// the reply has already reported, so the clause claims one more call. A
// generic look-up verb is otherwise backed by any ok call; this one is
// backed only by an ok call that the rest of the reply has not already
// accounted for (cited in another clause, or concerned by a clause before
// it), or by one the clause itself names (a receipt, an argument, a tool of
// a family that ran). When every ok call is accounted for, the added
// look-up had no call: unbacked_tool_claim.

var (
	additiveLatin     []string
	esParticipleList1 []string
	jaUniversalMo     []string
	additiveOnList1   []string
)

// unbackedAdditiveLookLists holds the phrases of the word lists declared above (see barList).
var unbackedAdditiveLookLists = [...]barList{
	// additiveLatin are the additive words of English and Spanish, read as
	// words anywhere in the clause ("I also pulled", "as well", "he revisado
	// además").
	{&additiveLatin, "also|as well|additionally|además|también|asimismo"},
	// The lists of esParticiple, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&esParticipleList1, "ado|ido|sto|cho|erto|ito|elto"},
	// jaUniversalMo are the Japanese words that make a following も universal.
	{&jaUniversalMo, "どちらも|どっちも|いずれも|どれも|何も|なにも|誰も|とも|両方も"},
	// The lists of additiveOn, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&additiveOnList1, "i|i've|we|we've"},
}

var _ = splitBars(unbackedAdditiveLookLists[:])

// additiveToo reports whether s has "too" as the additive word: closing
// its clause or set off by a comma ("I checked the logs too", "I, too,
// looked"). Before a word it is a degree ("too high", "too many"), which
// adds nothing.
func additiveToo(s string) bool {
	for at := 0; ; {
		j := indexWord(s[at:], "too")
		if j < 0 {
			return false
		}
		rest := strings.TrimLeft(s[at+j+len("too"):], " ")
		if rest == "" || indexByte(",.;:!?)", rest[0]) >= 0 {
			return true
		}
		at += j + len("too")
	}
}

// esParticiple reports whether w reads as a Spanish past participle, the
// verb of a perfect with "he"/"hemos" ("he revisado", "hemos visto").
// English "he" is a third person, never the speaker.
func esParticiple(w string) bool {
	return hasSuffixAny(w, esParticipleList1)
}

// zhAlsoPlace are the speaker's 也 before a place or a verb of going
// that opens the predicate, between it and the verb of looking ("库存也在
// 减少" has another subject).
const zhAlsoPlace = "我也在|我也上|我也到|我也去|我们也在|我们也上|我们也到|我们也去"

// checkAdditiveLook reports the clause infos[k] when it is an additive
// look-up that no unaccounted ok call backs (see above).
func (c *check) checkAdditiveLook(infos []info, k int) {
	in := &infos[k]
	if in.modal || in.suggest || in.fail || in.sentFail || in.anchored || len(in.uses) == 0 || !c.hasOK() {
		return
	}
	// The cheap tests first: most clauses have no additive look-up verb.
	u := c.additiveLookVerb(in)
	if u == nil || c.heading(in) || c.citesOwn(in) || c.alreadyUnbacked(in) || !c.allAccounted(infos, k) {
		return
	}
	// Contradiction: every ok call is accounted for by the rest of the
	// reply, and the clause claims a further look-up.
	c.addRule("unbacked/additive-look", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: u.start, End: u.end,
		Message: "reply says it also looked something up, but every successful call of this turn is accounted for elsewhere in the reply"})
}

// additiveLookVerb returns the clause's asserted first-person look-up verb
// with an additive particle on it, or nil. A clause that also names a
// tool of a family that ran is about that call, and yields nil.
func (c *check) additiveLookVerb(in *info) *hit {
	var verb *hit
	for i := range in.uses {
		u := &in.uses[i]
		f := u.t.family
		if in.negated[i] {
			return nil
		}
		if u.t.kind == kindUse && (f == famCheck || f == famSearch || f == famFetch || f == famReadAny || f == famAny) {
			if verb == nil {
				verb = u
			}
			continue
		}
		if f != famAny && c.backed(f) {
			return nil
		}
	}
	if verb == nil {
		return nil
	}
	// A denial, however worded: a negation right before the verb or over
	// it (Hindi "नहीं देखा", which the clause reading may leave
	// unmarked), or a denial of all tools.
	for _, h := range in.hits {
		if h.t.kind == kindDenyAll || h.t.kind == kindNeg && h.end >= verb.start-16 && h.start < verb.end {
			return nil
		}
	}
	if !c.additiveOn(in, verb) || c.modalAt(in, verb.span) || c.notSpeakerUse(in, verb.span) {
		return nil
	}
	return verb
}

// additiveOn reports whether the clause marks look-up verb u as an
// additive act of the speaker's, by its language's syntax: in English and
// Spanish an additive word anywhere in the clause and a first-person
// subject or verb form; in Hindi the agent मैंने / हमने (a perfective
// transitive verb's subject) and भी as a word before the verb; in Chinese
// 也 right before a perfective verb (我也查了) or before the place that
// opens the predicate (我也在官网上核对过); in Japanese も on the
// verb's object right before a past verb (カレンダーも確認した).
func (c *check) additiveOn(in *info, u *hit) bool {
	s := c.folded[in.start:in.end]
	before := c.folded[in.start:u.start]
	after := c.folded[u.start:min(in.end, u.end+6)]
	r, _ := utf8.DecodeRuneInString(u.t.text)
	switch {
	case r < 0x80 || r >= 0xc0 && r < 0x250:
		// The speaker first: an explicit subject, an auxiliary of the
		// first person (he / hemos consultado), or a first-person
		// preterite (consulté, revisé, busqué), read from the verb and
		// the few words before it, while the additive word is searched
		// for in the whole clause.
		// A term's words are single-spaced: its first and last words
		// are cut from it rather than split (TestLexiconSpacing).
		first, last := u.t.text, u.t.text[strings.LastIndexByte(u.t.text, ' ')+1:]
		if i := strings.IndexByte(first, ' '); i >= 0 {
			first = first[:i]
		}
		if !containsAnyWord(before, additiveOnList1) &&
			!(esParticiple(last) && containsAnyWord(before, []string{"he", "hemos"})) &&
			first != "i" && first != "he" && !hasSuffix(last, "é") && last != "obtuve" {
			return false
		}
		return containsAnyWord(s, additiveLatin) || additiveToo(s)
	case r >= 0x0900 && r <= 0x097f:
		if !hasSubstr(s, "मैंने") && !hasSubstr(s, "हमने") {
			return false
		}
		for at := 0; ; {
			j := strings.Index(before[at:], "भी")
			if j < 0 {
				return false
			}
			j += at
			at = j + len("भी")
			if (j == 0 || before[j-1] == ' ') && !hasSuffix(before[:j], "कोई ") && !hasSuffix(before[:j], "कुछ ") {
				return true
			}
		}
	case hasPrefix(u.t.text, "も"):
		return hasSubstr(after, "た") // "も見た": the particle is the hit's
	case hasSuffix(before, "も"):
		// After an interrogative or "and" the particle is universal, not
		// additive: どちらも (both), いずれも, 何も, 3台とも.
		return hasSubstr(after, "た") && !hasSuffixAny(before, jaUniversalMo)
	default:
		// 也 stands before the whole predicate, a place or a verb of
		// going included: "我也在中心的网站上核对过", "我也上官网查了".
		return (hasSubstr(before[max(0, len(before)-6):], "也") || phraseIn(before, zhAlsoPlace)) && strings.ContainsAny(after, "了过")
	}
}

// allAccounted reports whether every ok call of the turn is cited by a
// clause other than infos[k] or is a target of a clause before it.
func (c *check) allAccounted(infos []info, k int) bool {
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		seen := false
		for j := range infos {
			if j != k && (slices.Contains(infos[j].cites, ci) || j < k && slices.Contains(infos[j].targets, ci)) {
				seen = true
				break
			}
		}
		if !seen {
			return false
		}
	}
	return true
}

// citesOwn reports whether the clause cites a receipt of its own: one
// that does not open it. A receipt before the clause's first word ("…
// 4.2 °C. [receipt] I also pulled …") closes the sentence before.
func (c *check) citesOwn(in *info) bool {
	if len(in.cites) == 0 {
		return false
	}
	n := 0
	for k := citesFrom(c.cites, in.start); k < len(c.cites) && c.cites[k].start < in.end; k++ {
		if ct := c.cites[k]; ct.call >= 0 && strings.TrimSpace(c.masked[in.start:ct.start]) == "" {
			n++
		}
	}
	return len(in.cites) > n
}

// alreadyUnbacked reports whether an unbacked_tool_claim already covers
// part of the clause.
func (c *check) alreadyUnbacked(in *info) bool {
	for _, f := range c.rep.Findings {
		if f.Type == UnbackedToolClaim && f.Start < in.end && f.End > in.start {
			return true
		}
	}
	return false
}
