package verify

import (
	"strings"
	"unicode/utf8"
)

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

// addresseeSubject reports whether a Chinese or Japanese verb has the
// reader as its subject: "这周你跑了 16 公里", "您上周执行了两次备份",
// "あなたが実行したコマンド". The user's own act is what a result (a
// fitness log, a history) reports, not a call of the speaker's. A
// first-person word in the same stretch ("我帮你跑了测试") keeps it the
// speaker's.
func (c *check) addresseeSubject(in *info, sp span) bool {
	r, _ := utf8.DecodeRuneInString(c.folded[sp.start:])
	if !isCJK(r) {
		return false
	}
	lo := max(in.start, sp.start-30)
	seg := c.folded[lo:sp.start]
	if i := strings.LastIndexAny(seg, "，、,;；:：。"); i >= 0 {
		seg = seg[i+1:]
	}
	if strings.Contains(seg, "我") || strings.Contains(seg, "私") {
		return false
	}
	for _, p := range []string{"你", "您", "あなたが", "あなたは"} {
		i := strings.LastIndex(seg, p)
		if i < 0 {
			continue
		}
		// "帮你转发了" (for you), "给你发了" (to you), "你的测试" (your):
		// the reader is a beneficiary, recipient or owner, not the doer.
		prev, _ := utf8.DecodeLastRuneInString(seg[:i])
		next, _ := utf8.DecodeRuneInString(seg[i+len(p):])
		if strings.ContainsRune("帮幫为為给給替跟和让讓向把被对對", prev) || next == '的' || next == '们' {
			return false
		}
		return true
	}
	return false
}

// resultPassive reports whether an English verb is a passive with a
// thing as subject ("Snapshot `5f3a` was saved", "3 rows were deleted")
// and the verb is a word of an ok call's result: the reply restates what
// a log or output says happened, which is no claim that the speaker
// did it.
func (c *check) resultPassive(in *info, sp span) bool {
	if sp.end-sp.start < 3 || c.folded[sp.start] >= 0x80 {
		return false
	}
	before := c.folded[max(in.start, sp.start-8):sp.start]
	passive := false
	for _, p := range []string{"was ", "were ", "been ", "is ", "are ", "got "} {
		if strings.HasSuffix(before, p) {
			passive = true
			break
		}
	}
	if !passive {
		return false
	}
	verb := c.folded[sp.start:sp.end]
	for i := range c.calls {
		if c.calls[i].ok && wordIn(c.calls[i].folded, verb) {
			return true
		}
	}
	return false
}
