package verify

import "strings"

// failedToolWords returns the content words of a failed call's tool name
// ("confluence" of confluence_search, "jira", "salesforce") that no ok
// call's name, arguments or result holds. A reply that names such a
// product as the place it read from ("Confluence 上的页面显示…", "según
// Salesforce…") reports what only that call could have given; when it is
// silent about the failure, that is a result nobody produced. Words that
// say how a tool works ("search", "get", "api") and short ones are left
// out: they name no source.
func (c *check) failedToolWords(fi int) []string {
	var out []string
	for rest := c.calls[fi].Tool; rest != ""; {
		var w string
		w, rest = nextNameWord(rest)
		w = strings.ToLower(w)
		if len(w) < 4 || !isLowerASCII(w) || verbWords[w] || commonArg[w] || contains(out, w) {
			continue
		}
		held := false
		for i := range c.calls {
			call := &c.calls[i]
			if call.ok && (contains(call.words, w) || strings.Contains(call.folded, w) || containsFoldASCII(call.Args, w)) {
				held = true
				break
			}
		}
		if !held {
			out = append(out, w)
		}
	}
	return out
}

// hedgedBeyondLabel reports whether the clause has a hedge outside a
// short label that opens it ("**发布计划**：…", "Plan: …", "Próximos
// pasos: …"): a hedge word in the label names the topic (a release plan)
// and plans nothing; what follows the colon is asserted.
func (c *check) hedgedBeyondLabel(in *info) bool {
	if len(in.hedges) == 0 {
		return false
	}
	head := c.masked[in.start:min(in.end, in.start+64)]
	colon := strings.IndexAny(head, ":：")
	for _, h := range in.hedges {
		if colon < 0 || h.end > in.start+colon || strings.ContainsAny(head[:colon], ",，。.!?") {
			return true
		}
	}
	return false
}

// itemLabelObject reports whether the word at a..b is the label of a
// list item or line ("- **Linter:** también lo he pasado", "Lint: ran
// it, no warnings", "lint：也跑过了") and the verb u follows its colon in
// the same sentence: the label is the topic the item's verb acts on, as
// an object pronoun ("lo", "it") often says.
func (c *check) itemLabelObject(u span, a, b int) bool {
	if a >= u.start {
		return false
	}
	ls, _ := c.lineAround(a, b)
	if strings.Trim(c.masked[ls:a], "-*•#0123456789. \t_") != "" {
		return false
	}
	// The label: the word and at most a few more before the colon.
	rest := c.folded[b:min(u.start, b+24)]
	i := strings.IndexAny(rest, ":：")
	if i < 0 || strings.ContainsAny(rest[:i], ",，、;；。.") {
		return false
	}
	return !strings.ContainsAny(c.folded[b+i+1:u.start], ",，、;；:：。.—–")
}
