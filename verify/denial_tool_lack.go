package verify

import "strings"

// A speaker may deny a call by saying it has no tool for the job: "मेरे
// पास live exchange rate देखने का कोई tool नहीं है", "I don't have a tool
// to check exchange rates", "no tengo ninguna herramienta para consultar
// tu base de datos", "我没有查询汇率的工具", "為替を確認するツールはあり
// ません". When what the tool would be for is a domain noun of an ok call
// (see domainNouns) or a tool's topic noun, and no call of the turn
// failed, the statement disowns that call.

// toolLacks are the ways a lack of a tool is said: the words before the
// tool noun and the words after it, within a short reach; the entries of
// one noun stand together (deniesToolFor searches each noun once).
var toolLacks = []struct{ noun, before, after string }{
	{"tool", "don't have a", ""}, {"tool", "do not have a", ""}, {"tool", "don't have any", ""}, {"tool", "have no", ""},
	{"tool", "कोई", "नहीं"},
	{"herramienta", "no tengo ninguna", ""}, {"herramienta", "no tengo una", ""}, {"herramienta", "no tengo", ""},
	{"herramienta", "no dispongo de ninguna", ""}, {"herramienta", "no dispongo de", ""},
	{"工具", "没有", ""}, {"ツール", "", "はありません"}, {"ツール", "", "がありません"}, {"ツール", "", "がない"},
	{"ツール", "", "は持っていません"}, {"टूल", "कोई", "नहीं"},
}

// deniesToolFor reports, and adds, a denied_call for a clause that says
// the speaker has no tool for what an ok call did.
func (c *check) deniesToolFor(in *info) bool {
	if in.question {
		return false
	}
	// Every lack is said with a negation the lexicon marks: a clause
	// without one is passed over before any text is searched.
	neg := false
	for _, h := range in.hits {
		neg = neg || h.t.kind == kindNeg || h.t.kind == kindNone
	}
	if !neg || c.anyFailed() {
		return false
	}
	s := c.folded[in.start:in.end]
	noun, at := "", -1
	for _, l := range toolLacks {
		if l.noun != noun {
			// The entries of one noun are listed together: search once.
			noun, at = l.noun, -1
			if c.mayHold(l.noun) {
				at = strings.Index(s, l.noun)
			}
		}
		i := at
		if i < 0 {
			continue
		}
		if l.before != "" {
			// The negation comes before the noun: within 48 bytes for
			// Chinese ("没有查询汇率的工具"), right before it otherwise.
			reach := len(l.before) + 2
			if l.noun == "工具" {
				reach = 48
			}
			if !hasSubstr(s[max(0, i-reach):i], l.before) {
				continue
			}
		}
		if l.after != "" && !hasSubstr(s[i+len(l.noun):min(len(s), i+len(l.noun)+24)], l.after) {
			continue
		}
		// "If I had no tool for it …": a condition is no statement.
		pos := in.start + i
		hedged := false
		for _, hs := range in.hedges {
			hedged = hedged || hs.end <= pos && conditional(c.folded[hs.start:hs.end])
		}
		if hedged {
			return false
		}
		ci := c.domainObjectCall(s)
		if ci < 0 {
			for _, u := range in.uses {
				if u.t.kind != kindWeak || !isTopic(u.t.family) || !c.relevant(u.t.family) {
					continue
				}
				if calls := c.okCalls(u.t.family); len(calls) > 0 {
					ci = calls[0]
					break
				}
			}
		}
		if ci < 0 {
			return false
		}
		// Contradiction: the speaker says it has no tool for what a call
		// with a receipt did.
		c.addRule("denial/no-tool-for", BasisContradiction, c.callFinding(DeniedCall, span{pos, pos + len(l.noun)}, ci,
			"reply says it has no tool for what "+c.calls[ci].Tool+" did in this turn"))
		return true
	}
	return false
}
