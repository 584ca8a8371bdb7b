package verify

import "strings"

// A negated or impossible act is matched to the turn's calls by the
// family of its verb ("open", "read", "查", "देखना"), but what it denies
// is the act on its object: "I'm unable to open your calendar" after a
// mail search, "カレンダーは開いていない", "我没有打开你的日历", "मैंने
// आपका calendar नहीं खोला". When the object is a resource no call of the
// turn concerns, the denial is true whatever else ran; holding it to an
// ok call of the verb's family (the mail search read something too)
// reports a contradiction that is not there. The object is known by a
// topic noun of the lexicon (calendar, weather, mail, …) or a domain noun
// (database, server, logs, …: see domainNouns) in the clause.

// untouchedObject reports whether the clause of the denied verb u names
// its object only by nouns of resources no ok call of the turn concerns:
// at least one such noun, and no noun of a resource a call did serve
// (then the denial may be about that call, and the verb's family
// decides as before).
func (c *check) untouchedObject(in *info, u hit) bool {
	unserved := false
	for _, w := range in.uses {
		if w.t.kind != kindWeak || w.t.family == u.t.family || !isTopic(w.t.family) {
			continue
		}
		if c.servedTopic(w.t.family) {
			return false
		}
		unserved = true
	}
	named, served := c.domainServed(c.folded[in.start:in.end])
	return !served && (unserved || named)
}

// servedTopic reports whether an ok call concerns topic f: one of its
// families is f, or holds it or is held in it as a word part (the
// lexicon's "email" nouns name what search_mail serves).
func (c *check) servedTopic(f string) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		for _, g := range call.families {
			if g == f || len(g) >= 4 && len(f) >= 4 && !strings.HasPrefix(g, "tool:") && (strings.Contains(f, g) || strings.Contains(g, f)) {
				return true
			}
		}
	}
	return false
}

// domainServed reports whether win names a domain noun, and whether an ok
// call of the turn serves one it names: a call of the noun's families
// whose arguments hold its stem. Files are served by any file work (a
// search or a listing reads them too), unlike domainObject, which looks
// for the call a look-up denial disowns.
func (c *check) domainServed(win string) (named, served bool) {
	for _, v := range touchVerbs {
		if strings.Contains(win, v) {
			return false, false
		}
	}
	for _, d := range domainNouns {
		hit := false
		for _, n := range d.nouns {
			if containsWord(win, n) {
				hit = true
				break
			}
		}
		if !hit {
			continue
		}
		named = true
		for ci := range c.calls {
			call := &c.calls[ci]
			if !call.ok || d.stem != "" && !strings.Contains(call.lowerArgs(), d.stem) {
				continue
			}
			for _, k := range d.keys {
				if contains(call.families, k) || k == famRead && (contains(call.families, famList) || contains(call.families, famSearch)) {
					return true, true
				}
			}
		}
	}
	return named, false
}
