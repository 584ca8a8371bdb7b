package verify

import (
	"strings"
)

// An act named by the verb of an offered tool's name (rule
// unbacked/tool-verb). Tools are often named for a verb the act lexicon
// lacks: label_reprint, keg_checkin, keg_writeoff. When the turn offered
// such a tool and no call of it ran ok, "I've also reprinted the case
// labels" or "I've checked them in as returned" reports that tool's act:
// the verb binds the claim to the tool, whatever else the turn ran (a
// keg_tracker look-up backs "checked", not "checked … in"). The verb is
// the name part in the English past ("reprint" → reprinted, "approve" →
// approved), or the Spanish participle after he/hemos ("rearme" →
// "he rearmado", "bloquear" → "hemos bloqueado"), or, for a part that ends in a particle ("checkin",
// "writeoff"), the past of its stem with the particle in the three words
// after it ("checked them in"). The speaker must be its subject, right
// before it ("I've", "we have", "I also"); a negated, modal, attempted or
// failed clause, a question, a heading and code are left alone, and so
// is a clause an unbacked finding already covers. Parts that the act
// lexicon reads (update, send, hold), verbs of reading (get, check) and
// parts of an ok call's tool name are not read: those acts are bound to
// their calls elsewhere. At most 64 offered tools are read, and each
// verb form is searched once in the reply.

// particles end English phrasal verbs written as one word in tool names.
var particles = []string{"in", "off", "out", "up", "back", "over", "down"}

// ownActs are verbs of what the model does in its own text (translating,
// summarising, working out): a tool named for one is offered, but "I've
// translated the statuses" reports the reply's own work, not the tool's.
var ownActs = wordSet("translate summarize summarise calculate compute convert format draft analyze analyse compare estimate explain rewrite review")

// toolVerbSubjects are the speaker subjects a tool verb must follow,
// with the adverbs that may stand between.
var toolVerbSubjects = []string{"i", "we", "i've", "we've", "i have", "we have", "i've also", "i have also", "i also",
	"we also", "we've also", "i've just", "i just", "i've already", "i already", "i've now"}

func (c *check) checkToolVerbs(infos []info) {
	if len(c.calls) == 0 || len(c.rec.Tools) > 64 {
		return
	}
	var unb *unbackedIndex
	tools := c.rec.Tools
	for ci := range c.calls {
		if !c.calls[ci].ok && !contains(tools, c.calls[ci].Tool) {
			if len(tools) == len(c.rec.Tools) {
				tools = append([]string(nil), tools...)
			}
			tools = append(tools, c.calls[ci].Tool)
		}
	}
	for _, t := range tools {
		lt := foldCase(t)
		if c.toolRan(t, true) {
			continue
		}
		failed := c.toolRan(t, false)
		namePart(lt, func(p string) bool {
			// "I've paged Dan and Leah" after page_crew failed: a verb of
			// four letters binds to the tool only when its call was made
			// and failed.
			minLen := 5
			if failed {
				minLen = 4
			}
			stem, particle := toolVerbPart(p, minLen)
			if stem == "" || c.okNamePart(p) {
				return true
			}
			// The English past after I/we, then the Spanish participle
			// after he/hemos ("he rearmado el A-11" beside rearme_remoto).
			forms := pastForms(stem)
			en := len(forms)
			if particle == "" && len(p) >= 5 {
				forms = append(forms, esParticiples(p)...)
			}
			for i, past := range forms {
				subjects := toolVerbSubjects
				if i >= en {
					subjects = toolVerbSubjectsEs
				}
				sp, ok := c.toolVerbAt(infos, past, particle, subjects)
				if !ok {
					continue
				}
				if unb == nil {
					unb = c.newUnbackedIndex()
				}
				if unb.in(sp) {
					continue
				}
				// Contradiction: the verb names an offered tool's act, and
				// no call of that tool succeeded.
				c.addRule("unbacked/tool-verb", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: sp.start, End: sp.end,
					Message: "reply says it did what " + t + " does, but no " + t + " call succeeded in this turn"})
				return false
			}
			return true
		})
	}
}

// toolVerbPart returns the verb stem a tool-name part names, with the
// particle of a phrasal verb written as one word ("checkin" → check, in),
// or "" when the part is no verb of an act this rule reads.
func toolVerbPart(p string, minLen int) (string, string) {
	if len(p) < minLen || !isASCIIString(p) || actionWords[p] != "" || stateActWords[p] != "" || readNameWords[p] || verbWords[p] || createdActs[p] != "" || ownActs[p] {
		return "", ""
	}
	for i := 0; i < len(p); i++ {
		if p[i] < 'a' || p[i] > 'z' {
			return "", ""
		}
	}
	for _, q := range particles {
		if stem, ok := cutSuffix(p, q); ok && len(stem) >= 4 {
			if readNameWords[stem] && q != "in" && q != "out" {
				return "", ""
			}
			return stem, q
		}
	}
	return p, ""
}

// pastForms returns the English past forms of a regular verb stem
// ("reprint" → reprinted; "approve" → approved; "write" → wrote, written).
func pastForms(stem string) []string {
	switch stem {
	case "write":
		return []string{"wrote", "written"}
	case "take":
		return []string{"took", "taken"}
	case "sign":
		return []string{"signed"}
	}
	if hasSuffix(stem, "e") {
		return []string{stem + "d"}
	}
	return []string{stem + "ed"}
}

// toolVerbAt returns the span of the first occurrence of the past form
// in the reply that a speaker subject right before it claims as done,
// with the particle, if any, among the three words after it.
func (c *check) toolVerbAt(infos []info, past, particle string, subjects []string) (span, bool) {
	s := c.folded
	for i := 0; ; {
		j := indexSubstr(s[i:], past)
		if j < 0 {
			return span{}, false
		}
		st, en := i+j, i+j+len(past)
		i = en
		if st > 0 && isLetterByte(s[st-1]) || en < len(s) && isLetterByte(s[en]) {
			continue
		}
		if particle != "" && !particleAfter(s[en:min(len(s), en+48)], particle) {
			continue
		}
		before := strings.TrimRight(s[max(0, st-24):st], " ")
		subject := false
		for _, w := range subjects {
			if b, ok := cutSuffix(before, w); ok && (b == "" || !isLetterByte(b[len(b)-1]) && b[len(b)-1] != '\'') {
				subject = true
				break
			}
		}
		if !subject {
			continue
		}
		k := infosEndingAfter(infos, st)
		if k == len(infos) || infos[k].start > st {
			continue
		}
		in := &infos[k]
		sp := span{st, en}
		if in.modal || in.fail || in.sentFail || in.question || c.inCode(st) || c.heading(in) || c.negatedAct(in, sp) || c.modalAt(in, sp) || c.attemptedAct(sp) {
			continue
		}
		return sp, true
	}
}

// particleAfter reports whether particle is one of the first three words
// of s ("checked them in", "written it off").
func particleAfter(s, particle string) bool {
	for k := 0; k < 3; k++ {
		var w string
		w, s = nextField(s)
		w = strings.TrimFunc(w, func(r rune) bool { return !isWordRune(r) })
		if w == particle {
			return true
		}
		if w == "" {
			return false
		}
	}
	return false
}

// toolVerbSubjectsEs are the Spanish perfect auxiliaries of the speaker
// that a participle must follow ("he rearmado", "lo hemos bloqueado").
var toolVerbSubjectsEs = []string{"he", "hemos", "ya he", "ya hemos", "también he", "lo he", "la he", "los he", "las he", "lo hemos", "la hemos"}

// esParticiples returns the Spanish participles of a tool-name part: of
// a verb in the infinitive ("bloquear" → bloqueado, "reiniciar" →
// reiniciado) or of a noun of the act ("rearme" → rearmado, "envio" →
// enviado).
func esParticiples(p string) []string {
	switch {
	case hasSuffix(p, "ar"):
		return []string{p[:len(p)-2] + "ado"}
	case hasSuffix(p, "er"), hasSuffix(p, "ir"):
		return []string{p[:len(p)-2] + "ido"}
	case hasSuffix(p, "e"), hasSuffix(p, "o"):
		return []string{p[:len(p)-1] + "ado", p[:len(p)-1] + "ido"}
	}
	return nil
}

// okNamePart reports whether an ok call's tool name holds the part p.
func (c *check) okNamePart(p string) bool {
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		held := false
		namePart(foldCase(c.calls[ci].Tool), func(q string) bool { held = q == p; return !held })
		if held {
			return true
		}
	}
	return false
}

// compoundToolUse reports whether a verb of use is the stem of a phrasal
// verb that an offered tool's name writes as one word, with its particle
// in the three words after it: "writing it off" beside keg_writeoff names
// the write-off, not a file write; "checked them in" beside keg_checkin,
// the check-in. The verb then claims that tool's act, which
// checkToolVerbs judges.
func (c *check) compoundToolUse(u hit) bool {
	w := c.folded[u.start:u.end]
	if len(w) < 4 || !isASCIIString(w) || hasRune(w, ' ') || len(c.rec.Tools) > 64 {
		return false
	}
	var stems []string
	for _, suf := range []string{"ing", "ed", "s"} {
		if b, ok := cutSuffix(w, suf); ok {
			stems = append(stems, b, b+"e")
		}
	}
	stems = append(stems, w)
	switch w {
	case "wrote", "written":
		stems = append(stems, "write")
	}
	rest := c.folded[u.end:min(len(c.folded), u.end+48)]
	for _, t := range c.rec.Tools {
		found := false
		namePart(foldCase(t), func(p string) bool {
			stem, particle := toolVerbPart(p, 5)
			found = particle != "" && contains(stems, stem) && particleAfter(rest, particle)
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
