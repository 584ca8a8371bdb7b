package verify

import (
	"slices"
	"strconv"
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
	if !isTopic(f) || !c.relevant(f) && !c.lookNoTool(in, f) || c.backed(f) {
		return false
	}
	look := false
	for i, u := range in.uses {
		if in.negated[i] || u.t.kind != kindUse {
			continue
		}
		if u.t.family != famCheck && u.t.family != famReadAny && u.t.family != famAny {
			return false
		}
		if !c.modalAt(in, u.span) {
			look = true
		}
	}
	return look
}

// lookNoTool reports whether a clause says the speaker looked up a topic
// (f: weather, calendar, email) that no tool of the turn, offered or
// called, is about: "我查了明天的天气预报" with only bike-station tools.
// Nothing the turn could call produced it. The clause must name the
// speaker (I/we, 我, मैंने) and hold no value an ok call's result holds,
// which would make the topic that call's data.
func (c *check) lookNoTool(in *info, f string) bool {
	// Only the topics of outside services: a data tool (db_query,
	// bms_query) may hold orders or a warehouse's stock, not the forecast.
	if f != "weather" && f != "calendar" && f != "email" || c.topics[f] || !c.hasOK() || in.modal || in.general {
		return false
	}
	s := c.folded[in.start:in.end]
	if !firstPersonIn(s) && !hasSubstr(s, "हमने") {
		return false
	}
	for i, u := range in.uses {
		if !in.negated[i] && u.t.kind == kindUse && (u.t.family == famCheck || u.t.family == famReadAny) && !c.modalAt(in, u.span) {
			// "not something I checked today": a negation leaves the
			// look-up unclaimed, unless a comma puts it in a clause
			// of its own ("我刚查了一下那边的天气，晴，目的地没有问题").
			for _, h := range in.hits {
				if h.t.kind == kindNeg && !c.commaBetween(u.span, h.span) {
					return false
				}
			}
			return !c.valuesBacked(in)
		}
	}
	return false
}

var (
	testNouns             []string
	addresseeSubjectList1 []string
	resultPassiveList1    []string
	otherWords            []string
	statesNoActList1      []string
	statesNoActList2      []string
	statesNoActList3      []string
	statesNoActList4      []string
	switchDevices         []string
)

// unbackedLists holds the phrases of the word lists declared above (see barList).
var unbackedLists = [...]barList{
	// testNouns name a test suite in each language.
	{&testNouns, "tests|test suite|the suite|unit test|pruebas|los test|suite de test|测试|单测|テスト|टेस्ट"},
	// The lists of addresseeSubject, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&addresseeSubjectList1, "你|您|あなたが|あなたは"},
	// The lists of resultPassive, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&resultPassiveList1, "was |were |been |is |are |got "},
	// otherWords say a denial excludes something else: "no other tools".
	{&otherWords, "other|else|otra|otras|otro|otros|más herramientas|nada más|nothing more|" +
		"anything more|其他|别的|其它|他の|他に|以外|之外|अन्य|दूसरे|और कोई|और कुछ|अलावा|" +
		// Kana spellings of 他の/他に and the Hindi order "कोई और" (any
		// other) and "कुछ और" (anything else) are the same words.
		"ほかの|ほかに|कोई और|किसी और|कुछ और"},
	// The lists of statesNoAct, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&statesNoActList1, "since |when |after |before |until |once "},
	{&statesNoActList2, "permission to |permiso para |permiso de |acceso para |access to |permission for "},
	{&statesNoActList3, " की permission| की अनुमति| का access| की इजाज़त| की इजाजत"},
	{&statesNoActList4, "をサポート|に対応|が可能|を可能に|ができる|を許可"},
	// switchDevices are things 消す switches off rather than erases.
	{&switchDevices, "電気|ライト|照明|明かり|灯り|電源|テレビ|エアコン|暖房|冷房|ヒーター|火"},
}

var _ = splitBars(unbackedLists[:])

// testRunners are words of a tool name or arguments that run tests.
var testRunners = splitBar("test|spec|jest|mocha|tox|phpunit")

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
			s := call.lowerToolArgs()
			for _, w := range testRunners {
				if testRunnerIn(s, w) { // a tests/ folder given to a formatter runs no test
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
			// Contradiction: no call of the record ran a test command.
			c.addRule("unbacked/tests", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: min(a, u.start), End: max(b, u.end),
				Message: "reply says it ran the tests, but no call in this turn ran a test command"})
			return
		}
	}
}

// notSpeakerUse reports whether a non-negated tool mention is no claim of
// the speaker's at all, whatever its family:
//   - it lies in a Markdown table's header row (see headerCell);
//   - it lies on a Markdown blockquote line ("> … notice in writing."):
//     quoted text of a result says what the file says;
//   - it is a label opening a line, followed by a colon and nothing but
//     a list of names in code ("已修改：`src/app.py`、`src/db.py`",
//     "- Modified: `a.go`, `b.go`"): the heading of items from a result,
//     as git status prints them. "Movida: la llamada es ahora a las
//     16:00" goes on in a sentence and stays a claim;
//   - a "write" verb in its stative sense, "is written" (Hindi "लिखी
//     है", Chinese "通知里写了"): see unbacked_written_says.go;
//   - a Hindi mention governed by a नहीं later in the clause, before the
//     final verb ("मैंने कोई सर्च या टूल नहीं चलाया"): Hindi negates
//     the verb, which comes last, so the nouns before it are denied too.
func (c *check) notSpeakerUse(in *info, sp span) bool {
	if c.addresseeSubject(in, sp) || c.resultPassive(in, sp) || c.statesNoAct(in, sp) || c.nominalUse(in, sp) || c.keyedItem(sp) || c.headerCell(sp) || c.notSpeakersVerb(in, sp) || c.enIngModifier(sp) {
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
	if c.writtenSays(in, sp) { // see unbacked_written_says.go
		return true
	}
	// "| CUT-01 | 运行 |": a row item's state; "确认后我再执行": a later
	// step (see unbacked_world_state.go).
	if c.tableStateCell(sp) || c.zhLaterStep(in, sp) {
		return true
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
	if i := indexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimLeft(strings.TrimLeft(s, "*_ "), ":：")
	code := false
	for s != "" {
		s = strings.TrimLeft(s, " \t,，、;*_")
		switch {
		case s == "":
		case hasPrefix(s, "`"):
			j := indexByte(s[1:], '`')
			if j < 0 {
				return false
			}
			code, s = true, s[j+2:]
		case hasPrefix(s, "y ") || hasPrefix(s, "and ") || hasPrefix(s, "和") || hasPrefix(s, "と"):
			_, s, _ = cutAt(s, " ")
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
	if w = trimPrefix(w, "the "); len(w) < 4 || hasRune(w, ' ') {
		return false
	}
	// A past tense ("searched", "busqué") claims the act itself,
	// whatever the data says; only nouns can name the data.
	if hasSuffix(w, "ed") || hasSuffix(w, "é") || hasSuffix(w, "ó") {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && wordIn(c.calls[ci].folded, w) {
			return true
		}
	}
	return w[0] == 0xe0 && c.devaDataWord(w) // "BB शेल" over "porosity at BB shell"
}

// dataPhrase reports whether a phrase of several words that names a tool
// ("maintenance ticket" for maintenance_ticket) is the text of an ok
// result, bound there to the same item the reply gives after it: "…
// maintenance ticket MT-9930 has been raised" over a shift report's line
// "maintenance ticket MT-9930 raised" restates the report, it names no
// call of the tool. The word after the phrase (an id, a name) must follow
// it in the result too. Asked only before reporting, and bounded over the
// check by phraseBudget bytes of results searched.
func (c *check) dataPhrase(u hit) bool {
	w := c.folded[u.start:u.end]
	if !hasRune(w, ' ') {
		return false
	}
	next := nextWord(c.folded[u.end:min(len(c.folded), u.end+64)])
	if len(next) < 3 {
		return false
	}
	for ci := range c.calls {
		r := c.calls[ci].folded
		if !c.calls[ci].ok || c.phraseScan+len(r) > phraseBudget {
			continue
		}
		c.phraseScan += len(r)
		for i := 0; ; {
			j := indexSubstr(r[i:], w)
			if j < 0 {
				break
			}
			i += j + len(w)
			if nextWord(r[i:min(len(r), i+64)]) == next {
				return true
			}
		}
	}
	return false
}

// zhMannerRun reports whether a Chinese 执行 is intransitive after a
// phrase of manner ("记录要求按《…规范》执行", is carried out according to
// the standard): with 按, 按照, 依照 or 遵照 before it in its part of the
// clause and no object after it, nothing is run; the rule is complied
// with.
func zhMannerRun(before, after, t string) bool {
	if t != "执行" && t != "執行" {
		return false
	}
	if k := strings.LastIndexAny(before, ",，;；:："); k >= 0 {
		before = before[k:]
	}
	if !containsAny(before, []string{"按", "依照", "遵照"}) {
		return false
	}
	r, _ := decodeRuneAt(strings.TrimLeft(after, " "))
	return r == utf8.RuneError || !isWordRune(r)
}

// nameWithBadReceipt reports whether a clause is nothing but a tool's
// name and a receipt that did not verify ("- care_plan zc-receipt-…" in a
// list of references): the line claims the call's result only by that
// receipt, and the forged_receipt finding on it reports the fault.
func (c *check) nameWithBadReceipt(in *info, u hit) bool {
	if !hasPrefix(u.t.family, "tool:") {
		return false
	}
	bad := false
	for k := citesFrom(c.cites, in.start); k < len(c.cites) && c.cites[k].start < in.end+2; k++ {
		if c.cites[k].call >= 0 {
			return false
		}
		bad = true
	}
	if !bad {
		return false
	}
	rest := c.masked[in.start:u.start] + c.masked[u.end:in.end]
	return !hasWordRune(rest)
}

// phraseBudget bounds the result bytes dataPhrase searches in one check.
const phraseBudget = 4 << 20

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
		if colon < 0 || h.end > in.start+colon || hasAnyRune(head[:colon], ",，。.!?") {
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
	if i < 0 || hasAnyRune(rest[:i], ",，、;；。.") {
		return false
	}
	return !hasAnyRune(c.folded[b+i+1:u.start], ",，、;；:：。.—–")
}

// subcommand returns the second word of a command line when it is a
// plain lower-case word ("test" of `npm test`, "push" of `git push`),
// or "": a flag, path, file or value says nothing of which subcommand.
func subcommand(code string) string {
	code = strings.TrimSpace(code)
	i := indexByte(code, ' ')
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(code[i:], " ")
	if j := indexByte(rest, ' '); j >= 0 {
		rest = rest[:j]
	}
	if len(rest) < 2 || len(rest) > 20 {
		return ""
	}
	for k := 0; k < len(rest); k++ {
		// A goal or script may hold a colon: `mvn checkstyle:check`,
		// `npm run test:unit`.
		if b := rest[k]; !(b >= 'a' && b <= 'z' || k > 0 && (b == '-' || b == ':')) {
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
		if hasSubstr(strings.ToLower(call.Tool), sub) {
			return true
		}
		args := call.lowerArgs()
		// A kubectl tool given {"command": "get events"} runs kubectl.
		if (wordIn(args, name) || hasSubstr(strings.ToLower(call.Tool), name)) && wordIn(args, sub) {
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
	if i := addresseeMarks.lastMark(seg); i >= 0 {
		seg = seg[i+1:]
	}
	if hasSubstr(seg, "我") || hasSubstr(seg, "私") {
		return false
	}
	for _, p := range addresseeSubjectList1 {
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
	for _, p := range resultPassiveList1 {
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
	return c.passiveStemHeld(in, sp, verb)
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
			// A word the reply holds nowhere (mayHold) is in no
			// clause's window: it is not looked for at every use.
			// An accented spelling ("homologación") is looked for by its
			// first letters, which the grams hold either way.
			if len(w) < 2 || !isLowerASCII(w) || verbWords[w] || commonArg[w] || contains(words, w) || !c.mayHold(w) && (len(w) < 6 || !c.mayHold(w[:5])) || c.calledWord(w) {
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
			if in.negated[i] || u.t.kind != kindUse {
				continue
			}
			// The window is searched for the words first: most uses
			// have none near, and then the dearer tests of the use
			// itself are not needed.
			lo, hi := max(in.start, u.start-40), min(in.end, u.end+40)
			near := false
			for _, w := range words {
				if p, _ := toolWordAt(c.folded[lo:hi], w); p >= 0 {
					near = true
					break
				}
			}
			if !near || c.modalAt(in, u.span) || c.notSpeakerUse(in, u.span) || c.undoneMood(u.span) {
				continue
			}
			for _, w := range words {
				p, e := toolWordAt(c.folded[lo:hi], w)
				if p < 0 {
					continue
				}
				a, b := lo+p, lo+e
				if len(w) < 4 && !acronymAt(c.masked, a, b) {
					continue
				}
				if c.inURL(span{a, b}) { // "https://…" names no http tool
					continue
				}
				if strings.ContainsAny(c.gapTo(u.span, a, b), ",，、;；:：。.—–") && !c.itemLabelObject(u.span, a, b) {
					continue
				}
				for _, f := range c.rep.Findings {
					if f.Type == UnbackedToolClaim && f.Start < in.end && f.End > in.start {
						return
					}
				}
				// Contradiction: a tool named as used that no call of the
				// record is.
				c.addRule("unbacked/tool-named", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: min(a, u.start), End: max(b, u.end),
					Message: "reply says it used the " + w + " tool, but no call in this turn did"})
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
		if contains(call.words, w) || call.ok && (c.substrInCall(i, w) || c.argsFold(i, w)) {
			return true
		}
		// bms_alarms was called: "alarm" of bms_alarm_history names the
		// alarms that call read, a word of the same stem.
		for rest := call.Tool; call.ok && rest != ""; {
			var nw string
			nw, rest = nextNameWord(rest)
			if hasPrefixFold(nw, w) && len(nw)-len(w) <= 2 || hasPrefixFold(w, nw) && len(w)-len(nw) <= 2 && len(nw) >= 4 {
				return true
			}
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

// It stays a call for the release binary's size (size18).
//
//go:noinline
func isLowerASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if b := w[i]; !(b >= 'a' && b <= 'z' || b >= '0' && b <= '9') {
			return false
		}
	}
	return true
}

// checkUse finds unbacked tool claims, denials and receipts cited for a
// different tool's claim.
func (c *check) checkUse(in *info) {
	if in.denyAll == nil {
		in.denyAll = c.hindiToolDenial(in) // "किसी टूल से नहीं ली": see hindi_tool_denial.go
	}
	if (in.denyAll != nil || slices.Contains(in.negated, true)) && c.otherThan(in) {
		// "No other tools were needed", "这件事不需要其他工具": the
		// denial excludes what ran.
		in.denyAll = nil
		for i := range in.negated {
			if in.negated[i] {
				in.uses[i].t = &term{text: in.uses[i].t.text, kind: kindWeak, family: in.uses[i].t.family}
			}
		}
	}
	if in.memory {
		// "Support I haven't checked with any tool, I give it from
		// memory": one fact, not the turn.
		in.denyAll = nil
		for i := range in.negated {
			if in.negated[i] {
				in.uses[i].t = &term{text: in.uses[i].t.text, kind: kindWeak, family: in.uses[i].t.family}
			}
		}
	}
	// A denial of all look-ups scoped to the web denies the web family
	// only (see webScopedAll).
	web := in.denyAll != nil && (c.webScopedAll(in) || c.unranDomainTool(in))
	if in.denyAll != nil && !web && !c.modalDenial(in) && !in.fail && c.hasOK() {
		// Contradiction: a denial of all tool use, and calls with receipts.
		c.addRule("denial/all-tools", BasisContradiction, c.callFinding(DeniedCall, in.denyAll.span, c.okCalls(famAny)[0],
			"reply denies using tools, but "+strconv.Itoa(len(c.okCalls(famAny)))+" tool call(s) succeeded in this turn"))
		return
	}
	// "（今回はツールは使っていません）" read as hedged, in a reply that gives
	// an ok call's values: see denial_quoted_values.go.
	if in.denyAll != nil && !web && !in.fail && c.quotedDenial(in) {
		ci := c.quotedResultCall()
		// Contradiction: a denial of all tool use, and the reply gives values
		// of a call with a receipt.
		c.addRule("denial/all-tools-quoted", BasisContradiction, c.callFinding(DeniedCall, in.denyAll.span, ci,
			"reply denies using tools, but gives values of "+c.calls[ci].Tool+", which succeeded in this turn"))
		return
	}
	if in.denyAll != nil && !c.hasOK() {
		// "No tools were used for this answer." with no call: a true
		// denial; the tool words inside it are its negated objects.
		for i, u := range in.uses {
			if u.start >= in.denyAll.start && u.end <= in.denyAll.end {
				in.negated[i] = true
			}
		}
	}
	if c.deniesAbility(in) || c.deniesResource(in) || c.deniesByFailure(in) { // see denial_failure_claimed.go
		return
	}
	reported := map[string]bool{}
	for i, u := range in.uses {
		f := u.t.family
		if !c.relevant(f) && !(u.t.kind == kindWeak && !strings.ContainsAny(u.t.text, "°℃℉") && c.lookNoTool(in, f)) || reported[f] {
			continue
		}
		// A hedge in a clause of its own, or one that ends at a colon
		// opening a statement ("No need to worry about the build box: I
		// didn't run any commands on it"), does not reach a denial.
		modal := c.modalAt(in, u.span) && !(in.negated[i] && (c.hedgeInOwnClause(in, u) || c.assertedAfterColon(in, u.span) || c.suggestAfterOwnDenial(in, u))) // see denial_own_clause.go
		if in.negated[i] {
			if modal || in.fail || u.t.kind == kindWeak || in.absence != nil && !c.objectAbsence(in, u) || c.unrunToolNamedPart(in, u.span) {
				continue // unrunToolNamed: "no he abierto ninguna incidencia" beside an unrun incidencias_crear
			}
			// "(from the search results; I didn't open it)" beside a link
			// no call fetched; "デプロイは実行していません" after read-only
			// commands: the denial is about that source or act, and true.
			if (f == famRead || f == famReadAny || f == famFetch || f == famCheck) && c.deniesUnopenedLink(u) ||
				(f == famRead || f == famReadAny) && (c.deniesUnreadFile(u) || c.deniesUnreadContents(in, u)) ||
				(f == famRead || f == famReadAny || f == famFetch) && (c.deniesOtherFile(in, u) || c.deniesUnopenedEntry(u)) || c.jaCompoundModifier(in, u) || // see denial_other_file.go
				(f == famRead || f == famReadAny || f == famCheck) && c.deniesOpenQuestion(in, u) ||
				f == famShell && c.deniesUnperformedAction(in, u) || c.trueRunDenial(in, u) || c.deniesUnmadeChange(in, u, f) {
				continue
			}
			// "There's nothing on your calendar": the negation quantifies
			// what the tool's object holds; the tool's name is a place.
			if c.placeOfNone(in, u) || c.ownSubject(in, u) || c.placeNotHeld(in, u) || c.passiveCheckIn(in, u) || c.countedOutOf(in, u) { // placeNotHeld: see place_not_held.go; passiveCheckIn: denial_bound_acts.go
				in.negated[i] = false
				continue
			}
			// A place with a modifier, a source label, a tool for a
			// purpose, running denied after reads (see trueDenial).
			if c.trueDenial(in, u) {
				continue
			}
			if df := c.deniedFamily(in, u); df != f {
				if calls := c.okCalls(df); len(calls) > 0 && !c.failed(df) && !reported[df] && c.relevant(df) {
					reported[df] = true
					// Contradiction: a denial of a kind of call that has a
					// receipt.
					c.addRule("denial/named-kind", BasisContradiction, c.callFinding(DeniedCall, u.span, calls[0],
						"reply denies "+describe(df)+", but "+c.calls[calls[0]].Tool+" succeeded in this turn"))
				}
				continue
			}
			if !c.deniesRan(in, f) {
				continue
			}
			// "我还没有执行扩容操作" after kubectl scale ran: the run verb's
			// object is an act a call of this turn performed.
			if f == famShell && !reported[f] {
				if ci := c.performedActionCall(in, u); ci >= 0 && !c.modalAt(in, u.span) {
					reported[f] = true
					// Contradiction: a denial of running what this call did,
					// with a receipt.
					c.addRule("denial/ran-action", BasisContradiction, c.callFinding(DeniedCall, u.span, ci,
						"reply denies running it, but "+c.calls[ci].Tool+" did it in this turn"))
					continue
				}
			}
			// "I haven't executed it myself" after a db_query: what was
			// run is the query the call carried.
			if f == famShell && len(c.okCalls(famShell)) == 0 {
				if ci := c.executedObject(in, u); ci >= 0 && !reported[f] {
					reported[f] = true
					// Contradiction: a denial of running what this call ran,
					// with a receipt.
					c.addRule("denial/ran-object", BasisContradiction, c.callFinding(DeniedCall, u.span, ci,
						"reply denies running it, but "+c.calls[ci].Tool+" ran it in this turn"))
					continue
				}
			}
			// "मुझे नहीं लगता इसके लिए मैंने कोई सिस्टम चलाया", "I didn't run
			// anything against the database": running a system or store is
			// reaching it; with no command run, the store is the call the
			// reply's figures come from (see systemFiguresCall).
			if f == famShell && len(c.okCalls(famShell)) == 0 && !reported[f] {
				if ci := c.systemFiguresCall(in, u); ci >= 0 {
					reported[f] = true
					// Contradiction: a denial of running the store whose
					// figures the reply gives, with a receipt.
					c.addRule("denial/ran-system", BasisContradiction, c.callFinding(DeniedCall, u.span, ci,
						"reply denies running a system, but gives figures of "+c.calls[ci].Tool+", which succeeded in this turn"))
					continue
				}
			}
			// "मैंने कोई `kubectl` कमांड नहीं चलाई" after the kubectl tool
			// ran: see denial_tool_command.go.
			if ci := c.toolCommandCall(in); f == famShell && ci >= 0 && !reported[f] {
				reported[f] = true
				// Contradiction: a denial of running the program that this
				// call's tool is, with a receipt.
				c.addRule("denial/tool-command", BasisContradiction, c.callFinding(DeniedCall, u.span, ci,
					"reply denies running "+c.calls[ci].Tool+", but it ran in this turn"))
				continue
			}
			if f == famRead {
				f = famReadAny // "I didn't open your files": a listing or search read them too
			}
			// "I haven't checked the calendar" is true when no calendar
			// call ran, whatever else did.
			if (f == famCheck || f == famReadAny) && c.unbackedTopic(in) {
				continue
			}
			// "I only got as far as `uptime` — I haven't checked memory
			// or disk yet", "(I didn't ping .43.)": the denial is scoped
			// by its sentence, or names a target no call was given.
			if (f == famCheck || f == famReadAny) && c.scopedSentence(in) || c.deniesUngivenTarget(in, u.span) {
				continue
			}
			if calls := c.okCalls(f); len(calls) > 0 && !c.failed(f) && !c.deniesUnactedObject(in, u) { // see denial_scoped_object.go
				reported[f] = true
				// Contradiction: a denial of a kind of call that has a receipt.
				c.addRule("denial/kind", BasisContradiction, c.callFinding(DeniedCall, u.span, calls[0],
					"reply denies "+describe(f)+", but "+c.calls[calls[0]].Tool+" succeeded in this turn"))
			}
			continue
		}
		if modal || in.fail || in.paraFail && c.failed(f) && !c.backed(f) || c.notSpeakerUse(in, u.span) || !c.backed(f) && c.restatesFailure(u.span, f) || c.imperativeUse(u.span) || c.hiFuturePassive(u.span) || c.undoneMood(u.span) || zhMannerRun(c.folded[in.start:u.start], c.folded[u.end:in.end], u.t.text) || zhRunModifier(c.folded[u.end:in.end], u.t.text) { // imperative: see imperative_use.go
			continue
		}
		// "Paste me the output": a noun of a built-in family that no tool
		// of this turn has names no tool use.
		// "en la terminal de llegadas", "the shell company": a noun
		// phrase of a built-in family names that tool only when the turn
		// has it; without it the noun is in its everyday sense, unless a
		// fact is attributed to it ("según la búsqueda en los logs, …").
		if isBuiltinFamily(f) && !c.topics[f] && (u.t.kind == kindWeak || (!in.source || c.sourceBound(in, f)) && c.nounTerm(in, u)) {
			continue
		}
		// "Según el tarifario de la terminal (https://…) [receipt]", "IMD
		// के ज़िला पूर्वानुमान के अनुसार (https://…)": the source the clause
		// names is the call whose receipt it cites or whose address it
		// gives, and that call succeeded; a noun of the phrase names what
		// that call read, not a tool of its own (see sourceBound).
		if in.source && (u.t.kind == kindWeak || c.nounTerm(in, u)) && c.sourceBound(in, f) {
			continue
		}
		if u.t.kind == kindWeak && c.tempUnitOfCall(u) {
			continue // "35,2 °C" from a sensor's temp_max_c column
		}
		if u.t.kind == kindWeak && c.habitualNoValue(in) {
			continue // "ठंड में मॉड्यूल का तापमान कम रहना इसकी एक आम वजह होती है": see habitual_range.go
		}
		if u.t.kind != kindUse && c.requestValueNoun(in, u) {
			continue // "below your 75 °C alarm" when the request set the alarm at 75 °C: see request_value_noun.go
		}
		if u.t.kind == kindWeak && c.requestPremise(in, u) {
			continue // "下雨没怎么影响" after "今天下雨，有没有人退票？": see unbacked_topic_premise.go
		}
		if u.t.kind == kindWeak && c.hiGenitiveModifier(in, u) {
			continue // "ईमेल का मसौदा": a draft, not the inbox (see speaker_genitive.go)
		}
		if u.t.kind == kindWeak && len(in.targets) > 0 && in.explicit && c.targetsCover(in, f) && (c.relevant(f) || !c.lookNoTool(in, f)) {
			continue // the clause continues about a call named before
		}
		// A noun is a claim with a value, a report verb, a receipt, or as
		// the object of a look-up verb ("I checked the weather"); a
		// specific tool verb decides what the clause is about instead.
		// A topic noun with a tool word names that tool: "मौसम टूल" (see
		// topic_tool.go).
		if u.t.kind == kindWeak && !c.lookAtTopic(in, f) && !c.topicTool(in, u) && (u.t.look || !in.report && !in.source && len(in.cites) == 0 && !in.citeOpens && !c.hasValue(in) && !c.hasGenericUse(in) || c.hasStrongUse(in)) {
			continue
		}
		// "I checked /home" when no call was given /home: the verb is
		// backed, its object is not (see unbacked_ungiven_target.go).
		rule, target := "unbacked/tool-use", c.ungivenLook(in, u)
		if target != "" {
			rule = "unbacked/ungiven-target"
		} else if c.backed(f) || c.inOKArgs(u.t.text) || c.okToolVerb(u.t.text) || f == famShell && c.runsCommands() || c.opensFetchedLink(u) || c.createdByTool(in, u) || c.searchedByQuery(f) || f == famSearch && c.filteredResults(c.folded[u.start:min(len(c.folded), u.end+12)]) || c.commandDoes(f) || c.ranQuery(in, f, u) ||
			(f == famShell || f == famSearch || f == famList || f == famRead) && c.namesRanCommand(in) {
			// "grep found 0 lines" about `shell grep -c ERROR app.log`:
			// the command named is the one that ran.
			continue
		}
		// "the file", "5 个文件": files are what listings and searches
		// return too.
		if u.t.kind == kindWeak && f == famRead && (c.backed(famList) || c.backed(famSearch) || c.backed(famWrite) || c.backed(famShell)) {
			continue
		}
		if f == famRead && c.contentSearched(u.t.text) { // "ファイルには…": see file_content_phrases.go
			continue
		}
		// A mention of a topic whose values came from another tool's
		// result is backed by that result.
		if (u.t.kind == kindWeak || f == famAny) && c.valuesBound(in, f) { // see unbacked_topic_premise.go
			continue
		}
		// "the search change is flagged off" after a git log of a
		// commit about search: the noun names the data, not a tool.
		if c.dataWord(u) || c.dataPhrase(u) {
			continue
		}
		// "writing it off" beside keg_writeoff: see unbacked_tool_verb.go.
		if u.t.kind == kindUse && c.compoundToolUse(u) {
			continue
		}
		if c.nameWithBadReceipt(in, u) {
			continue
		}
		// "मेरे पास आपके database का access नहीं है" after a call that
		// did not succeed: a statement of inability reports no result.
		if c.failed(f) && c.clearHit(in, kindInability) != nil {
			continue
		}
		// "I tried to open it, but it was denied", "先に開いておくのがよさそう":
		// an attempt undone in its sentence, or a proposal, is no use
		// (see attempted_acts.go); asked last, as it is the dearest test.
		if c.attemptedAct(u.span) {
			continue
		}
		// "HOME'Sの賃料相場ページ（https://…）によると", "Delhivery की
		// वेबसाइट के अनुसार (https://…)": a fact attributed to a page
		// whose address no call fetched is an unfetched source, reported
		// as that; the page noun claims no fetch of its own. With no call
		// at all the page is the reply's only account of its facts, and
		// claims the fetch ("… per the page at https://…").
		if f == famFetch && in.source && c.hasOK() && !c.failed(f) && c.unfetchedURLIn(in) {
			continue
		}
		msg := "reply says " + describe(f) + " was used, but no " + describe(f) + " call succeeded in this turn"
		if target != "" {
			msg = "reply says it looked at what no call of this turn was given"
		} else if c.failed(f) {
			msg = "reply reports a result of " + describe(f) + ", but its call did not succeed"
		} else if c.dataToolLookup(in, u) {
			// "I searched the ledger" after rent_ledger, with no search
			// tried: see unbacked_data_tool.go.
			continue
		}
		reported[f] = true
		// Contradiction: the tool reported as used never ran or failed in every
		// call.
		c.addRule(rule, BasisContradiction, Finding{Type: UnbackedToolClaim, Start: u.start, End: u.end, Message: msg})
	}
	// "I haven't opened that one" about a search hit: no search opens
	// what it lists.
	if !c.openDenialOfSearch(in) {
		c.deniesObject(in)
	}
	if !c.deniesAct(in) {
		c.deniesNamedVerb(in) // "I haven't emailed your group" after email_user: see denial_bound_acts.go
	}
	c.checkActions(in)
	c.checkCommands(in, reported)
	c.checkBarePrograms(in, reported)
	c.checkTestRun(in, reported)
	c.checkOutcomeLabels(in, reported) // "**Lint:** clean": see outcome_labels.go
	c.checkOutcomeRows(in, reported)   // "| Lint | 成功 |": see outcome_rows.go
	// A valid receipt cited for a claim about another tool.
	if len(in.cites) == 0 || in.modal {
		return
	}
	if len(in.hedges) > 0 {
		// A hedged clause's own values may be hypothetical, but its
		// receipt still vouches for the sentence before it.
		c.checkMisattributed(in)
		return
	}
	for i, u := range in.uses {
		f := u.t.family
		if f == famReadAny && len(c.okCalls(famRead)) > 0 {
			f = famRead // with a file_read in the turn, "read" means it
		}
		if in.negated[i] || u.t.kind != kindUse || f == famAny || f == famReadAny || f == famCheck || !c.backed(f) {
			continue
		}
		match := false
		for _, ci := range in.cites {
			match = match || contains(c.calls[ci].families, f)
		}
		if !match && len(c.useFamilies(in)) == 1 {
			ci := in.cites[0]
			if c.citedCallBacksUse(in, ci, f) { // see receipt_kind_bound.go
				break
			}
			// Record: the receipt cited is of a call of another kind than the
			// one the clause reports; the kind comes from the clause's tool
			// verb, the mismatch from the signed call.
			c.addRule("receipt/wrong-kind", BasisRecord, c.callFinding(ForgedReceipt, u.span, ci,
				"receipt of "+c.calls[ci].Tool+" is cited for a claim about "+describe(f)))
			return
		}
	}
	c.checkMisattributed(in)
}

// inOKArgs reports whether a word is one of an ok call's argument words:
// a command or program named in a shell call.
func (c *check) inOKArgs(w string) bool {
	if len(w) < 3 || hasRune(w, ' ') {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && wordIn(c.calls[ci].lowerArgs(), w) {
			return true
		}
	}
	return false
}

// useFamilies returns the distinct families of a clause's strong,
// non-negated mentions.
func (c *check) useFamilies(in *info) []string {
	var out []string
	for i, u := range in.uses {
		f := u.t.family
		if f == famReadAny && len(c.okCalls(famRead)) > 0 {
			f = famRead
		}
		if !in.negated[i] && u.t.kind == kindUse && f != famAny && f != famReadAny && f != famCheck && !contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

func describe(f string) string {
	switch {
	case f == famAny:
		return "a tool"
	case f == famReadAny:
		return "reading"
	case hasPrefix(f, "tool:"):
		return trimPrefix(f, "tool:")
	case isBuiltinFamily(f):
		return f
	}
	return "a " + f + " tool"
}

// hasValue reports whether the clause states a number, date or quotation.
func (c *check) hasValue(in *info) bool {
	for _, n := range c.nums[in.numLo:in.numHi] {
		if n.start >= in.start && n.end <= in.end && !n.glued && !n.ordinal {
			return true
		}
	}
	s := c.masked[in.start:in.end]
	return hasAnyRune(s, "\"“«「`$€£¥₹")
}

// valuesBacked reports whether the clause has values and every one of
// them appears in some ok result.
func (c *check) valuesBacked(in *info) bool {
	any := false
	for _, n := range c.nums[in.numLo:in.numHi] {
		if n.start < in.start || n.end > in.end || n.glued || n.ordinal || len(n.vals) == 0 {
			continue
		}
		any = true
		// "बिक्री 2,78,000 कम रही" over two months' sales of one table:
		// a difference of two values of the result is the result's too.
		// Only values of three or more significant digits are worked
		// out: a small number is a sum of some two values of almost any
		// result.
		if !c.numIn(n, c.okCalls(famAny)) && !(sigDigits(&n) >= 3 && c.derived(n, c.okCalls(famAny))) && !c.clauseWorked(in, &c.nums[n.index]) {
			return false
		}
	}
	return any
}

// hasStrongUse reports whether the clause names a tool by a verb or name,
// which then decides what the clause is about over its nouns.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) hasStrongUse(in *info) bool {
	for i, u := range in.uses {
		if !in.negated[i] && u.t.kind == kindUse && u.t.family != famCheck {
			return true
		}
	}
	return false
}

// reportedUnbacked reports whether an unbacked_tool_claim was added since
// the findings numbered n.
func (c *check) reportedUnbacked(n int) bool {
	for _, f := range c.rep.Findings[n:] {
		if f.Type == UnbackedToolClaim {
			return true
		}
	}
	return false
}

// hasGenericUse reports a non-negated look-up verb ("checked", "查了").
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) hasGenericUse(in *info) bool {
	for i, u := range in.uses {
		if !in.negated[i] && u.t.family == famCheck {
			return true
		}
	}
	return false
}

// unbackedTopic reports whether the clause names a topic (weather,
// calendar, database) that is relevant to this turn's tools but that no ok
// call concerns.
func (c *check) unbackedTopic(in *info) bool {
	for _, u := range in.uses {
		if u.t.kind == kindWeak && isTopic(u.t.family) && c.relevant(u.t.family) && !c.backed(u.t.family) {
			return true
		}
	}
	return false
}

func (c *check) otherThan(in *info) bool {
	s := c.folded[in.start:in.end]
	for _, w := range otherWords {
		if w[0] >= 0x80 && indexWide(s, w) >= 0 && !hiClauseAnd(s, w) || w[0] < 0x80 && hasSubstr(s, w) {
			r, _ := decodeRuneAt(w)
			if r >= 0x80 || wordIn(s, w) {
				return true
			}
		}
	}
	return false
}

// hiClauseAnd reports whether every "और कोई" or "और कुछ" (w) of s joins a
// clause to a verb before it ("कुछ नहीं बदला और कोई कमांड नहीं चलाई": changed
// nothing and ran no command) rather than meaning "any other" (see
// afterHiVerb). Other words are no such pair.
func hiClauseAnd(s, w string) bool {
	if !hasPrefix(w, "और ") {
		return false
	}
	for off := 0; ; {
		i := indexSubstr(s[off:], w)
		if i < 0 {
			return true
		}
		if !afterHiVerb(s[:off+i]) {
			return false
		}
		off += i + len(w)
	}
}

// afterHiVerb reports whether s ends with a Hindi verb: a word after नहीं,
// or an auxiliary.
func afterHiVerb(s string) bool {
	f := strings.Fields(s)
	n := len(f)
	return n > 0 && (hiAuxiliaries[f[n-1]] || n >= 2 && f[n-2] == "नहीं")
}

// clauseAndEnd returns the offset in s just past its last "और" that joins
// a clause to a verb before it (see afterHiVerb), or 0.
func clauseAndEnd(s string) int {
	const and = " और "
	for end := len(s); ; {
		i := strings.LastIndex(s[:end], and)
		if i < 0 {
			return 0
		}
		if afterHiVerb(s[:i]) {
			return i + len(and)
		}
		end = i
	}
}

// hiAuxiliaries end a Hindi clause's verb.
var hiAuxiliaries = wordSet("है हैं था थी थे किया की किए गया गई गए")

// statesNoAct reports whether a tool or action verb at sp, not negated,
// states no act of the speaker:
//
//   - an English passive in a time clause ("in the 51 minutes since it
//     was created", "when it was deployed"): the event dates something
//     else, and its agent is not the speaker;
//   - an English participle dated by a clock time ("an incident posted at
//     14:06 UTC") with no first-person subject: it describes an item of a
//     result, as a participle dated by a day already does (notSpeakerAct);
//   - a verb that is the object of a permission or an access ("rechazaste
//     el permiso para buscar", "permission to search", "चलाने की
//     permission"): what the permission was for, not what was done;
//   - a Japanese or Chinese noun of running that a capability governs
//     ("GILなしでの実行をサポート", "支持…运行"): what a product can do;
//   - Japanese 消す with a light or a device as its object ("電気は消しま
//     した"): it means switching off, not deleting, and an ok call that
//     switched something off backs it (see switchedOff).
func (c *check) statesNoAct(in *info, sp span) bool {
	t := c.folded[sp.start:sp.end]
	r, _ := utf8.DecodeRuneInString(t)
	switch {
	case r < 0x80:
		before := c.folded[max(in.start, sp.start-40):sp.start]
		if strings.HasSuffix(t, "ed") && !strings.Contains(t, " ") {
			// "since it was created": a time conjunction, a subject and
			// a form of "be" right before the participle.
			for _, be := range []string{" was ", " were ", " been "} {
				if !strings.HasSuffix(before, be) {
					continue
				}
				head := before[:len(before)-len(be)]
				if i := strings.LastIndexByte(head, ' '); i >= 0 {
					head = head[:i+1]
				}
				for _, conj := range statesNoActList1 {
					if strings.HasSuffix(head, " "+conj) || head == conj {
						return true
					}
				}
			}
			// "posted at 14:06 UTC": a clock time dates the participle.
			rest := c.folded[sp.end:min(in.end, sp.end+12)]
			if strings.HasPrefix(rest, " at ") && clockAhead(rest[len(" at "):]) {
				b := strings.TrimRight(before, " ")
				return !strings.HasSuffix(b, " i") && b != "i" && !strings.HasSuffix(b, " we") && !strings.HasSuffix(b, "i've") && !strings.HasSuffix(b, "we've")
			}
		}
		for _, p := range statesNoActList2 {
			if strings.HasSuffix(before, p) {
				return true
			}
		}
	case r >= 0x0900 && r <= 0x097f:
		after := c.folded[sp.end:min(in.end, sp.end+40)]
		for _, p := range statesNoActList3 {
			if strings.HasPrefix(after, p) {
				return true
			}
		}
	case r >= 0x3040 && r <= 0x30ff || r >= 0x4e00 && r <= 0x9fff:
		after := c.folded[sp.end:min(len(c.folded), sp.end+18)]
		for _, p := range statesNoActList4 {
			if strings.HasPrefix(after, p) {
				return true
			}
		}
		if strings.HasPrefix(t, "消") && c.switchedOff(in, sp) {
			return true
		}
	}
	return false
}

// clockAhead reports whether s starts with a clock time: "14:06", "2:04".
func clockAhead(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i >= 1 && i <= 2 && i+2 < len(s) && s[i] == ':' && s[i+1] >= '0' && s[i+1] <= '5' && s[i+2] >= '0' && s[i+2] <= '9'
}

// switchedOff reports whether the 消す at sp has a device for its object
// (right before it, under は, を or も) and an ok call of the turn switched
// something off: the act is that call's.
func (c *check) switchedOff(in *info, sp span) bool {
	before := c.folded[max(in.start, sp.start-24):sp.start]
	dev := false
	for _, d := range switchDevices {
		for _, p := range []string{"は", "を", "も"} {
			dev = dev || hasSuffix(before, d+p)
		}
	}
	if !dev {
		return false
	}
	for ci := range c.calls {
		a := c.calls[ci].Args
		if c.calls[ci].ok && (wordIn(a, "off") || hasSubstr(a, "_off") || hasSubstr(a, "OFF")) {
			return true
		}
	}
	return false
}

// articles open a noun phrase in English and Spanish; "in"/"en" may
// place it.
var articles = wordSet("the a an la el los las un una")

// nounTerm reports whether a tool-use hit is a noun, not an act: an
// article and one noun, perhaps after "in" ("the terminal", "en la
// consola"), or in a Japanese clause a word in kanji or katakana alone
// with no form of する after it ("一覧", "データ取得の記録", "バスターミナル行"):
// Japanese makes a verb of a verbal noun or a loanword only with する.
func (c *check) nounTerm(in *info, u hit) bool {
	t := trimPrefix(trimPrefix(u.t.text, "in "), "en ")
	if a, n, ok := cutAt(t, " "); ok {
		return articles[a] && !hasSubstr(n, " ")
	}
	if r, _ := utf8.DecodeLastRuneInString(t); !isCJKStart(t) || isHiragana(r) || !hasKana(c.folded[in.start:in.end]) {
		return false
	}
	r, _ := decodeRuneAt(c.folded[u.end:])
	return r != 'し' && r != 'す' && r != 'さ' && r != 'せ'
}

// unfetchedURLIn reports whether the clause gives a URL that no ok call
// fetched or returned.
func (c *check) unfetchedURLIn(in *info) bool {
	for _, u := range c.urls {
		if u.start >= in.start && u.end <= in.end && !c.fetched[c.normURL(c.masked[u.start:u.end])] {
			return true
		}
	}
	return false
}

// sourceBound reports whether a clause that attributes its content to a
// source ties that source to an ok call of another kind than f: it cites
// the call's valid receipt, or gives a URL the call fetched or returned,
// and every value the clause states is in that call's result. The
// attribution is then bound to that call. "डेटाबेस के अनुसार 401 …
// [receipt of a file search]" states a value the cited search never
// returned: the receipt is not its source.
func (c *check) sourceBound(in *info, f string) bool {
	var cands []int
	for _, ci := range in.cites {
		if c.calls[ci].ok && !contains(c.calls[ci].families, f) {
			cands = append(cands, ci)
		}
	}
	for k := spansFrom(c.urls, in.start); k < len(c.urls) && c.urls[k].start < in.end; k++ {
		u := c.urls[k]
		if u.end > in.end {
			continue
		}
		norm := c.normURL(c.masked[u.start:u.end])
		if !c.fetched[norm] {
			continue
		}
		for ci := range c.calls {
			call := &c.calls[ci]
			if !call.ok || contains(call.families, f) || slices.Contains(cands, ci) {
				continue
			}
			held := c.callURL(ci, norm) || hasSubstr(call.Result, c.masked[u.start:u.end])
			for _, v := range call.URLs {
				held = held || normURL(v) == norm
			}
			if held {
				cands = append(cands, ci)
			}
		}
	}
	if len(cands) == 0 {
		return false
	}
	for _, n := range c.nums[in.numLo:in.numHi] {
		if n.start < in.start || n.end > in.end || n.glued || n.ordinal || len(n.vals) == 0 || c.inURL(n.span) {
			continue
		}
		if !c.numIn(n, cands) {
			return false
		}
	}
	return true
}

// commaBetween reports whether a comma (",", "，", "、", ";", "；")
// stands between spans a and b, in either order.
func (c *check) commaBetween(a, b span) bool {
	lo, hi := a.end, b.start
	if b.end <= a.start {
		lo, hi = b.end, a.start
	}
	return lo < hi && containsRuneOf(c.folded[lo:hi], ",，、;；")
}
