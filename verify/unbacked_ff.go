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

// subcommand returns the second word of a command line when it is a
// plain lower-case word ("test" of `npm test`, "push" of `git push`),
// or "": a flag, path, file or value says nothing of which subcommand.
func subcommand(code string) string {
	code = strings.TrimSpace(code)
	i := strings.IndexByte(code, ' ')
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(code[i:], " ")
	if j := strings.IndexByte(rest, ' '); j >= 0 {
		rest = rest[:j]
	}
	if len(rest) < 2 || len(rest) > 20 {
		return ""
	}
	for k := 0; k < len(rest); k++ {
		if b := rest[k]; !(b >= 'a' && b <= 'z' || k > 0 && b == '-') {
			return ""
		}
	}
	return rest
}

// ranSubcommand reports whether an ok call whose arguments run name also
// has sub as a word of them (or its tool name holds it: a run_tests tool
// backs `npm test`).
func (c *check) ranSubcommand(name, sub string) bool {
	for i := range c.calls {
		call := &c.calls[i]
		if !call.ok {
			continue
		}
		if strings.Contains(strings.ToLower(call.Tool), sub) {
			return true
		}
		args := strings.ToLower(call.Args)
		// A kubectl tool given {"command": "get events"} runs kubectl.
		if (wordIn(args, name) || strings.Contains(strings.ToLower(call.Tool), name)) && wordIn(args, sub) {
			return true
		}
	}
	return false
}
