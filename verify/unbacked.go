package verify

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// lookAtTopic reports whether a clause's only tool verbs are generic
// verbs of looking ("checked", "looked at", "देखा", "看了") and noun f
// is a topic of this turn's tools that no ok call concerns: "मैंने आपका
// इनबॉक्स भी देखा", "I also looked at your inbox". A generic verb takes
// its meaning from its object, so the clause claims a call of that topic,
// whatever other call ran.
func (c *check) lookAtTopic(in *info, f string) bool {
	if !isTopic(f) || !c.relevant(f) || c.backed(f) {
		return false
	}
	look := false
	for i, u := range in.uses {
		if in.negated[i] || u.t.kind != kindUse {
			continue
		}
		if u.t.family != famCheck && u.t.family != famReadAny {
			return false
		}
		if !c.modalAt(in, u.span) {
			look = true
		}
	}
	return look
}

// testNouns name a test suite in each language.
var testNouns = []string{"tests", "test suite", "the suite", "unit test", "pruebas", "los test", "suite de test", "测试", "单测", "テスト", "टेस्ट"}

// testRunners are words of a tool name or arguments that run tests.
var testRunners = []string{"test", "spec", "jest", "mocha", "tox", "phpunit"}

// checkTestRun finds a claim of having run the tests ("Después corrí la
// suite de pruebas", "I ran the tests", "跑了一下测试", "テストを実行しました")
// when no ok call of the turn ran a test command: a run verb with a test
// suite as its object, within a phrase of it. A shell call that ran
// something else (`git pull`) backs the verb but not the test run, and
// "all tests pass" after it is a result nobody produced.
func (c *check) checkTestRun(in *info, reported map[string]bool) {
	if reported["tests"] || in.modal || in.fail || in.sentFail {
		return
	}
	ran := func() bool {
		for i := range c.calls {
			call := &c.calls[i]
			if !call.ok {
				continue
			}
			s := strings.ToLower(call.Tool + " " + call.Args)
			for _, w := range testRunners {
				if strings.Contains(s, w) {
					return true
				}
			}
		}
		return false
	}
	for i, u := range in.uses {
		if in.negated[i] || u.t.kind != kindUse || u.t.family != famShell && u.t.family != famCheck || c.modalAt(in, u.span) {
			continue
		}
		lo, hi := max(in.start, u.start-40), min(in.end, u.end+40)
		for _, w := range testNouns {
			j := strings.Index(c.folded[lo:hi], w)
			if j < 0 {
				continue
			}
			a, b := lo+j, lo+j+len(w)
			if strings.ContainsAny(c.gapTo(u.span, a, b), ",，、;；:：。.") {
				continue
			}
			if ran() {
				return
			}
			reported["tests"] = true
			c.add(Finding{Type: UnbackedToolClaim, Start: min(a, u.start), End: max(b, u.end),
				Message: "reply says it ran the tests, but no call in this turn ran a test command"})
			return
		}
	}
}

// notSpeakerUse reports whether a non-negated tool mention is no claim of
// the speaker's at all, whatever its family:
//   - it lies on a Markdown blockquote line ("> … notice in writing."):
//     quoted text of a result says what the file says;
//   - it is a label opening a line, followed by a colon and nothing but
//     a list of names in code ("已修改：`src/app.py`、`src/db.py`",
//     "- Modified: `a.go`, `b.go`"): the heading of items from a result,
//     as git status prints them. "Movida: la llamada es ahora a las
//     16:00" goes on in a sentence and stays a claim;
//   - a Hindi stative "लिखा है" ("is written", "it says") with no
//     first-person agent (मैंने, हमने) in the clause;
//   - a Hindi mention governed by a नहीं later in the clause, before the
//     final verb ("मैंने कोई सर्च या टूल नहीं चलाया"): Hindi negates
//     the verb, which comes last, so the nouns before it are denied too.
func (c *check) notSpeakerUse(in *info, sp span) bool {
	if c.addresseeSubject(in, sp) || c.resultPassive(in, sp) {
		return true
	}
	ls, _ := c.lineAround(sp.start, sp.end)
	line := strings.TrimLeft(c.masked[ls:sp.start], " \t")
	if strings.HasPrefix(line, ">") {
		return true
	}
	if c.fieldLabel(sp) {
		return true // "Committed: €20,900": a field name over its value
	}
	label := strings.TrimLeft(line, "-*•0123456789. \t")
	label = strings.Trim(label, "*_ ")
	after := strings.TrimLeft(c.masked[sp.end:min(len(c.masked), sp.end+8)], "*_ ")
	if label == "" && (strings.HasPrefix(after, ":") || strings.HasPrefix(after, "：")) && itemList(c.masked[sp.end:min(len(c.masked), sp.end+lineWindow)]) {
		return true
	}
	clause := c.folded[in.start:in.end]
	if strings.HasPrefix(c.folded[sp.start:], "लिखा") && !strings.Contains(clause, "मैंने") && !strings.Contains(clause, "हमने") {
		rest := c.folded[sp.end:min(len(c.folded), sp.end+12)]
		if strings.HasPrefix(rest, " है") || strings.HasPrefix(rest, " था") || strings.HasPrefix(rest, " हुआ") {
			return true
		}
	}
	if r, _ := utf8.DecodeRuneInString(c.folded[sp.start:]); r >= 0x0900 && r <= 0x097f {
		tail := c.folded[sp.end:in.end]
		if i := strings.Index(tail, "नहीं"); i >= 0 && !strings.ContainsAny(tail[:i], ",;:—–।") {
			verb := tail[i+len("नहीं"):]
			if j := strings.IndexAny(verb, ",;:—–।"); j >= 0 {
				verb = verb[:j]
			}
			if len(strings.TrimFunc(verb, func(r rune) bool { return !isWordRune(r) })) <= 30 {
				return true
			}
		}
	}
	return false
}

// itemList reports whether the rest of a line after a label's colon holds
// only code spans and list separators.
func itemList(s string) bool {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimLeft(strings.TrimLeft(s, "*_ "), ":：")
	code := false
	for s != "" {
		s = strings.TrimLeft(s, " \t,，、;*_")
		switch {
		case s == "":
		case strings.HasPrefix(s, "`"):
			j := strings.IndexByte(s[1:], '`')
			if j < 0 {
				return false
			}
			code, s = true, s[j+2:]
		case strings.HasPrefix(s, "y ") || strings.HasPrefix(s, "and ") || strings.HasPrefix(s, "和") || strings.HasPrefix(s, "と"):
			_, s, _ = strings.Cut(s, " ")
		default:
			return false
		}
	}
	return code
}

func isDevanagari(r rune) bool { return r >= 0x0900 && r <= 0x097f }

// fieldLabel reports whether a use or action word at sp is the name of a
// field followed by its value — "Committed: €20,900", "- Deployed: 3",
// "Searched: 12 sources" — at the start of a line: a label over a figure
// says what the figure counts, not that the speaker performed the act.
func (c *check) fieldLabel(sp span) bool {
	ls, _ := c.lineAround(sp.start, sp.end)
	label := strings.Trim(strings.TrimLeft(c.masked[ls:sp.start], "-*•0123456789. \t"), "*_ ")
	if label != "" {
		return false
	}
	after := strings.TrimLeft(c.masked[sp.end:min(len(c.masked), sp.end+12)], "*_ ")
	if a, ok := strings.CutPrefix(after, ":"); ok {
		after = a
	} else if a, ok := strings.CutPrefix(after, "："); ok {
		after = a
	} else {
		return false
	}
	after = strings.TrimLeft(after, "*_ ~≈")
	r, _ := utf8.DecodeRuneInString(after)
	return r >= '0' && r <= '9' || strings.ContainsRune("€$£¥₹", r)
}

// dataWord reports whether a tool noun of the reply ("the search change",
// "Lua library commands") is a word of an ok call's result: the reply
// is then naming something the data it reports talks about (a commit
// titled "search typo tolerance", release notes about commands), not a
// tool it used. Only asked before reporting, so the scan of the results
// runs at most once per clause and family.
func (c *check) dataWord(u hit) bool {
	w := c.folded[u.start:u.end]
	if w = strings.TrimPrefix(w, "the "); len(w) < 4 || strings.ContainsRune(w, ' ') {
		return false
	}
	// A past tense ("searched", "busqué") claims the act itself,
	// whatever the data says; only nouns can name the data.
	if strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "é") || strings.HasSuffix(w, "ó") {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && wordIn(c.calls[ci].folded, w) {
			return true
		}
	}
	return false
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

// checkUncalledTools finds a tool verb whose object names a tool that was
// offered in the turn but never called: "I also ran the linter on
// `billing/`" when run_lint was available and only run_tests ran. The
// verb itself is backed by the call that did run (a run is a run), so
// the family checks let it pass; its object is what says which tool it
// claims. The object is a content word of the uncalled tool's name
// ("lint", "slack", "invoice"), found as the start of a word within a
// phrase of the verb (after it, or before it for object-verb order), with
// no clause punctuation between. Words shared with a called tool's name
// or found in an ok call's arguments or result are dropped: they name
// what a call did concern.
func (c *check) checkUncalledTools(infos []info) {
	var words []string
	for _, t := range c.rec.Tools {
		called := false
		for i := range c.calls {
			called = called || strings.EqualFold(c.calls[i].Tool, t)
		}
		if called {
			continue
		}
		for rest := t; rest != ""; {
			var w string
			w, rest = nextNameWord(rest)
			if len(w) < 4 || !isLowerASCII(w) || verbWords[w] || commonArg[w] || contains(words, w) || c.calledWord(w) {
				continue
			}
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return
	}
	for k := range infos {
		in := &infos[k]
		if in.modal || in.general || in.suggest || in.fail || in.sentFail || c.inCode(in.start) || c.heading(in) {
			continue
		}
		for i, u := range in.uses {
			if in.negated[i] || u.t.kind != kindUse || c.modalAt(in, u.span) || c.notSpeakerUse(in, u.span) {
				continue
			}
			lo, hi := max(in.start, u.start-40), min(in.end, u.end+40)
			for _, w := range words {
				p := wordPrefixAt(c.folded[lo:hi], w)
				if p < 0 {
					continue
				}
				a, b := lo+p, lo+p+len(w)
				if strings.ContainsAny(c.gapTo(u.span, a, b), ",，、;；:：。.—–") && !c.itemLabelObject(u.span, a, b) {
					continue
				}
				for _, f := range c.rep.Findings {
					if f.Type == UnbackedToolClaim && f.Start < in.end && f.End > in.start {
						return
					}
				}
				c.add(Finding{Type: UnbackedToolClaim, Start: min(a, u.start), End: max(b, u.end),
					Message: fmt.Sprintf("reply says it used the %s tool, but no call in this turn did", w)})
				return
			}
		}
	}
}

// calledWord reports whether w is a word of a called tool's name or
// occurs in an ok call's arguments or result.
func (c *check) calledWord(w string) bool {
	for i := range c.calls {
		call := &c.calls[i]
		if contains(call.words, w) || call.ok && (strings.Contains(call.folded, w) || containsFoldASCII(call.Args, w)) {
			return true
		}
	}
	return false
}

// wordPrefixAt returns the offset of the first occurrence of w in s that
// starts a word (lint in "linter"), or -1.
func wordPrefixAt(s, w string) int {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return -1
		}
		if st := i + j; st == 0 || !isLetterByte(s[st-1]) {
			return st
		}
		i += j + 1
	}
}

// nextNameWord splits the first word off a tool name, as nameWords does,
// without allocating.
func nextNameWord(s string) (string, string) {
	sep := func(b byte) bool { return b == '_' || b == '-' || b == '.' || b == ' ' || b == '/' || b == ':' }
	i := 0
	for i < len(s) && sep(s[i]) {
		i++
	}
	j := i
	for j < len(s) && !sep(s[j]) {
		j++
	}
	return s[i:j], s[j:]
}

func isLowerASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if b := w[i]; !(b >= 'a' && b <= 'z' || b >= '0' && b <= '9') {
			return false
		}
	}
	return true
}
