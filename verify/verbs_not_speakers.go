package verify

import (
	"strings"
	"unicode/utf8"
)

// verbs_not_speakers.go: a tool verb or noun whose grammar makes it no act
// of the speaker's. A tool claim needs the speaker as the doer of a
// finite, asserted act; these tests find the common ways a reply uses the
// same words otherwise: another subject (a thing, a third party, the
// reader), an adjective or noun made of the verb, a purpose, a piece of
// advice, or the content of a definition. Each test reads a few words
// around the hit, never the whole text.

// notSpeakersVerb reports whether the tool word at sp is, by its grammar,
// not the speaker's act (see the tests it calls).
func (c *check) notSpeakersVerb(in *info, sp span) bool {
	if c.grammarNotSpeakers(in, sp) {
		return true
	}
	// The sentence-level tests scan a sentence each; they are asked only
	// of a word that could be reported: a tool word whose family an ok
	// call backs claims nothing unbacked, whatever its grammar.
	for _, u := range in.uses {
		if u.span == sp && c.backed(u.t.family) {
			return false
		}
	}
	return c.sentenceNotSpeakers(in, sp)
}

// grammarNotSpeakers runs the tests that read a few words around the
// verb: its subject, its part of speech, a count or share after it.
func (c *check) grammarNotSpeakers(in *info, sp span) bool {
	if sp.end <= sp.start || sp.end > len(c.folded) {
		return false
	}
	t := c.folded[sp.start:sp.end]
	r, _ := utf8.DecodeRuneInString(t)
	switch {
	case r < 0x80:
		if c.enNounSubject(sp) || c.enForeignAttributive(sp) || c.esNominalVerb(sp) {
			return true
		}
	case isDevanagari(r):
		if c.hindiAddresseeAgent(in, sp) {
			return true
		}
	case isCJK(r):
		if c.jaEventNoun(sp) || c.addressSubject(sp) || c.zhAttributive(sp) {
			return true
		}
	}
	return c.timesOfThing(in, sp) || c.shareOfCategory(sp) || c.runState(sp) // runState: see verbs_run_state.go
}

// sentenceNotSpeakers runs the tests that read the verb's sentence:
// advice, a definition, compared commands, an attempt reported failed, a
// thing's history (passive_history.go), an option offered (offer_lists.go).
func (c *check) sentenceNotSpeakers(in *info, sp span) bool {
	return c.adviceAround(sp) || c.definedMeaning(sp) || c.comparesCommands(in) || c.failed(famAny) && c.undoneInSentence(sp) || c.objectHistory(in, sp) || c.optionItem(sp)
}

var (
	meaningMarks             []string
	esNominalVerbList1       []string
	hindiAddresseeAgentList1 []string
	jaEventNounList1         []string
	timesOfThingList1        []string
	shareOfCategoryList1     []string
	shareOfCategoryList2     []string
	adviceBefore             []string
	adviceAfter              []string
	jaRequestEnds            []string
	undoneInSentenceList1    []string
	undoneFailWords          []string
	timeoutWords             []string
	compareMarks             []string
)

// verbsNotSpeakersLists holds the phrases of the word lists declared above (see barList).
var verbsNotSpeakersLists = [...]barList{
	{&meaningMarks, "という意味|を意味し|means|meaning|stands for|significa|quiere decir|意思是|的意思|मतलब"},
	// The lists of esNominalVerb, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&esNominalVerbList1, "ado|ido|ito|ados|idos|itos|cho|chos|sto"},
	// The lists of hindiAddresseeAgent, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&hindiAddresseeAgentList1, "आप|आपने|तुम|तुमने|मैंने|मैं|हमने|हम"},
	// The lists of jaEventNoun, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&jaEventNounList1, "落ち|失敗|エラー|止ま|クラッシュ|例外|こけ|コケ|詰ま"},
	// The lists of timesOfThing, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&timesOfThingList1, "次|回|times|बार|veces"},
	// The lists of shareOfCategory, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&shareOfCategoryList1, "accounts for |makes up |is |at |was |es |son |fue |占了|占|不到|约|超过|接近|将近|近|达到|为|是|が|は|का |है "},
	{&shareOfCategoryList2, "一|两|二|三|四|五|六|七|八|九|半"},
	// adviceBefore and adviceAfter mark a sentence that tells the reader what
	// to see to ("make sure it's created CONCURRENTLY", "asegúrate de que se
	// ejecute", "确保已经备份", "実行されるようにしてください", "सुनिश्चित करें
	// कि…"): a verb under them is a condition to meet, not an act reported.
	{&adviceBefore, "make sure|be sure|ensure|asegúrate|asegúrese|asegurarte|确保|确认一下|务必|請確保|सुनिश्चित करें"},
	{&adviceAfter, "ようにしてください|ようにしましょう|ことを確認してください|सुनिश्चित करें|ध्यान रखें"},
	// jaRequestEnds end a Japanese sentence that asks or proposes: a chain of
	// te-forms before them ("`docker system df` で確認してから … を検討するの
	// がよさそうです") shares their subject and mood, so its verbs are the
	// steps proposed, not steps done. A finite past ("しました") ends the chain.
	{&jaRequestEnds, "てください|でください|てみてください|しましょう|のがよさそう|のが良さそう|のがいい|のが良い|" +
		"ほうがいい|方がいい|ほうが良い|方が良い|のがおすすめ|をおすすめします"},
	// The lists of undoneInSentence, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&undoneInSentenceList1, "but|pero|但|不过|が、|けど|लेकिन|पर "},
	// undoneFailWords say an act did not go through.
	{&undoneFailWords, "failed|denied|rejected|error|falló|denegad|rechaz|失败|失敗|拒绝|拒否|エラー|报错|विफल|फ़ेल|फेल|अस्वीकार|एरर"},
	// timeoutWords say a run ran out of time.
	{&timeoutWords, "timed out|timeout|time out|タイムアウト|超时|超時|se agotó el tiempo|tiempo de espera|टाइमआउट|टाइम आउट"},
	// compareMarks join two things compared or made to correspond.
	{&compareMarks, "≈|≃|↔|⇔| vs | vs. |相当于|に相当|と同じ|के बराबर|equivale a|is like"},
}

var _ = splitBars(verbsNotSpeakersLists[:])

// determiners open a noun phrase: a verb right after "<determiner> <noun>"
// has that noun as its subject ("many libraries dropped it") or is a
// participle after it ("the one section listed").
var determiners = wordSet("the a an one many most some all several these those this that each every no few other both its their his her your any")

// notNouns are words that can stand between a determiner and a verb
// without being its subject noun: "that I listed", "the ones we ran".
var notNouns = wordSet("i we you they he she it was were been have has had then also just already and or not never first once time day way")

// prevWords returns the two words right before pos on its line, separated
// by single spaces ("" when missing or broken by punctuation).
func (c *check) prevWords(pos int) (w0, w1 string) {
	word := func(end int) (string, int) {
		if end <= 0 || c.folded[end-1] != ' ' {
			return "", -1
		}
		i := end - 1
		for i > 0 && isLetterByte(c.folded[i-1]) {
			i--
		}
		return c.folded[i : end-1], i
	}
	w1, i := word(pos)
	if w1 == "" {
		return "", ""
	}
	w0, _ = word(i)
	return w0, w1
}

// enNounSubject reports whether an English past form ("listed",
// "dropped", "scanned") follows "<determiner> <noun>": the noun is its
// subject ("many libraries dropped it", a third party's act) or it
// modifies the noun as a reduced relative ("the one section listed").
// Either way the speaker is not its doer; "I listed", "we then scanned"
// and "Listed the folder" keep their claim.
func (c *check) enNounSubject(sp span) bool {
	t := c.folded[sp.start:sp.end]
	if !hasSuffix(t, "ed") || strings.ContainsRune(t, ' ') {
		return false
	}
	w0, w1 := c.prevWords(sp.start)
	if len(w1) < 3 || notNouns[w1] || hasSuffix(w1, "ly") || determiners[w1] {
		return false
	}
	return determiners[w0]
}

// enForeignAttributive reports whether an English participle stands in a
// sentence of another script, right before an English noun ("शायद
// scanned PDFs high resolution में हैं"): Hindi, Chinese and Japanese
// borrow the base form of a verb with their own auxiliary ("scan किया"),
// so a participle before a noun is an adjective of it.
func (c *check) enForeignAttributive(sp span) bool {
	t := c.folded[sp.start:sp.end]
	if !hasSuffix(t, "ed") || strings.ContainsRune(t, ' ') {
		return false
	}
	before := strings.TrimRight(c.folded[max(0, sp.start-8):sp.start], " ")
	r, _ := utf8.DecodeLastRuneInString(before)
	if !isDevanagari(r) && !isCJK(r) {
		return false
	}
	rest := c.folded[sp.end:min(len(c.folded), sp.end+24)]
	if !hasPrefix(rest, " ") {
		return false
	}
	w := nextWord(rest)
	if len(w) < 2 || !isLetterByte(w[0]) {
		return false
	}
	return !foreignNotNounWords[w]
}

// foreignNotNounWords after an English participle open no noun it
// modifies. A set, not a switch of its words (the release binary's size,
// size20).
var foreignNotNounWords = wordSet("the a an to it them this that all and or in on with by")

// esNominalVerb reports whether a Spanish verb form is a noun or a
// purpose: a participle after an article is a noun ("un escrito de
// alegaciones", "el listado de precios"), and an infinitive after "para"
// or "sin" is a purpose or an act not done ("lo tienes para descargar",
// "sin ejecutar nada"). "He escrito", "descargué" keep their claim.
func (c *check) esNominalVerb(sp span) bool {
	t := c.folded[sp.start:sp.end]
	if strings.ContainsRune(t, ' ') {
		return false
	}
	_, w := c.prevWords(sp.start)
	switch w {
	case "un", "una", "el", "la", "los", "las", "unos", "unas", "del", "al", "este", "esta", "ese", "esa":
		return hasSuffixAny(t, esNominalVerbList1)
	case "para", "sin":
		return hasSuffixAny(t, []string{"ar", "er", "ir"})
	}
	return false
}

// hindiAddresseeAgent reports whether the nearest subject before a Hindi
// verb is the reader ("आप `chmod u+w notes.txt` चलाकर इसे writable बना
// दें": you run it and make it writable; "आपने … चलाया": you ran it): the
// reader's act, or advice to the reader, is no call of the speaker's.
// "मैंने आपके लिए चलाया" has मैंने as subject.
func (c *check) hindiAddresseeAgent(in *info, sp span) bool {
	before := c.folded[max(in.start, sp.start-160):sp.start]
	best, you := -1, false
	for k, p := range hindiAddresseeAgentList1 {
		for rest, off := before, 0; ; {
			i := indexSubstr(rest, p)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(p)
			pr, _ := utf8.DecodeLastRuneInString(before[:a])
			nr, _ := decodeRuneAt(before[b:])
			if !isWordRune(pr) && !isWordRune(nr) && a > best && !hiPronounObject(before[b:]) {
				best, you = a, k < 4
			}
			rest, off = rest[i+len(p):], b
		}
	}
	return best >= 0 && you
}

// hiPronounObject reports whether the words after a Hindi pronoun (rest)
// make it the object of a postposition, perhaps after a quantifier: "आप
// दोनों के लिए" (for you both), "आप को", "हम सब से". A pronoun governed by
// a postposition is no subject: "मैंने आप दोनों के लिए 2 सीटें बुक कर दी"
// is the speaker's act.
func hiPronounObject(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	// One quantifier word may come between ("दोनों", "सब", "लोग").
	w, r, _ := cutAt(rest, " ")
	switch w {
	case "दोनों", "सब", "सभी", "लोगों", "लोग":
		w, _, _ = cutAt(r, " ")
	}
	switch w {
	case "के", "को", "से", "की", "का", "में", "पर", "तक":
		return true
	}
	return false
}

// jaEventNoun reports whether a Japanese verbal noun names an event of a
// program: "設定ファイルの読み込みで落ちています" (it crashes at loading
// its config), "起動時の実行でエラー": a noun after の, followed by で and
// a verb of failing, says where a thing failed, not what the speaker did.
func (c *check) jaEventNoun(sp span) bool {
	if !hasSuffix(c.folded[max(0, sp.start-3):sp.start], "の") {
		return false
	}
	rest := c.folded[sp.end:min(len(c.folded), sp.end+30)]
	rest, ok := cutPrefix(rest, "で")
	if !ok {
		rest, ok = cutPrefix(rest, "中に")
	}
	if !ok {
		return false
	}
	return hasPrefixAny(rest, jaEventNounList1)
}

// timesOfThing reports whether an act verb is followed by a number of
// times ("已经重启了 27 次", "3 回再起動", "has restarted 27 times") with
// no first person before it in its clause: a count of events is what a
// status reports of a thing (a pod's restarts), not the speaker's act.
func (c *check) timesOfThing(in *info, sp span) bool {
	rest := c.folded[sp.end:min(len(c.folded), sp.end+24)]
	if !strings.ContainsAny(rest, "0123456789") {
		return false
	}
	rest = strings.TrimLeft(rest, " *")
	rest = strings.TrimPrefix(rest, "了")
	rest = strings.TrimLeft(rest, " *")
	i := 0
	for i < len(rest) && isDigitByte(rest[i]) {
		i++
	}
	if i == 0 {
		return false
	}
	rest = strings.TrimLeft(rest[i:], " *")
	if !hasPrefixAny(rest, timesOfThingList1) {
		return false
	}
	before := c.folded[in.start:sp.start]
	return !firstPersonIn(before) && !hasSubstr(before, "私") && !hasSubstr(before, "हमने")
}

// shareOfCategory reports whether a tool noun is followed at once, or
// after a verb of amounting, by a share ("付费搜索不到三成", "paid search is
// 28%", "búsqueda de pago: 28 %"): a category of the data that a share is
// given for, as in a traffic report, not a search the speaker ran.
func (c *check) shareOfCategory(sp span) bool {
	rest := c.folded[sp.end:min(len(c.folded), sp.end+24)]
	if strings.IndexByte(rest, '%') < 0 && !hasSubstr(rest, "％") && !hasSubstr(rest, "成") {
		return false
	}
	rest = strings.TrimLeft(rest, " *")
	for _, g := range shareOfCategoryList1 {
		if r, ok := strings.CutPrefix(rest, g); ok {
			rest = r
			break
		}
	}
	rest = strings.TrimLeft(rest, " ")
	i := 0
	for i < len(rest) && (isDigitByte(rest[i]) || i > 0 && rest[i] == '.') {
		i++
	}
	if i == 0 {
		for _, n := range shareOfCategoryList2 {
			if hasPrefix(rest, n) {
				i = len(n)
				break
			}
		}
	}
	if i == 0 {
		return false
	}
	u := strings.TrimLeft(rest[i:], " ")
	return hasPrefixAny(u, []string{"%", "％", "成"})
}

// adviceAround reports whether a piece of advice governs the verb at sp
// in its sentence, with no first person between ("I made sure" is past;
// "make sure I ran" is not advice about the verb).
func (c *check) adviceAround(sp span) bool {
	lo, hi := c.sentenceBounds(sp, 120, 80)
	before := c.folded[lo:sp.start]
	for _, a := range adviceBefore {
		if !c.mayHold(a) {
			continue // most replies give no such advice
		}
		if i := strings.LastIndex(before, a); i >= 0 {
			gap := before[i+len(a):]
			if !firstPersonIn(gap) {
				return true
			}
		}
	}
	after := c.folded[sp.end:hi]
	if containsAny(after, adviceAfter) {
		return true
	}
	if !hasKana(after) {
		return false
	}
	for _, e := range jaRequestEnds {
		if i := indexSubstr(after, e); i >= 0 && !hasSubstr(after[:i], "ました") && !hasSubstr(after[:i], "た。") && !hasSubstr(after[:i], "が、") {
			return true
		}
	}
	return false
}

// undoneInSentence reports whether the sentence of a run verb goes on to
// say the run failed ("`npm outdated` も実行しましたが、60秒でタイムアウト",
// "I ran the fetch, but it timed out", "lo ejecuté, pero falló") while a
// call of the turn did fail: an honest report of the attempt, which the
// failed call's record bears out, not a claim of a result.
func (c *check) undoneInSentence(sp span) bool {
	_, hi := c.sentenceBounds(sp, 0, 200)
	after := c.folded[sp.end:hi]
	for _, w := range undoneInSentenceList1 {
		if i := indexSubstr(after, w); i >= 0 {
			rest := after[i:]
			return containsAny(rest, timeoutWords) || containsAny(rest, undoneFailWords)
		}
	}
	return false
}

// definedMeaning reports whether the verb is the content of a definition
// ("`0 3 * * 1` は毎週月曜日の午前 3:00 に実行、という意味です", "this
// cron means it runs every Monday", "significa que se ejecuta", "意思是每周
// 一执行", "इसका मतलब है कि यह हर सोमवार चलेगा"): it says what something
// means, not what the speaker did.
func (c *check) definedMeaning(sp span) bool {
	lo, hi := c.sentenceBounds(sp, 120, 60)
	after := c.folded[sp.end:hi]
	if containsAny(after, meaningMarks[:2]) { // the Japanese marks follow what they define
		return true
	}
	before := c.folded[lo:sp.start]
	for _, m := range meaningMarks[2:] {
		if !c.mayHold(m) {
			continue // most replies define nothing
		}
		if i := strings.LastIndex(before, m); i >= 0 {
			gap := before[i+len(m):]
			if !firstPersonIn(gap) && !hasSubstr(gap, "私") {
				return true
			}
		}
	}
	return false
}

// commandNotRun reports whether a command named in a code span at sp is
// no run of the speaker's: it is compared with another ("`podman run` ≈
// `docker run`", "`yarn` vs `npm`"), which explains how commands
// correspond, or a call of the turn that ran it failed and the sentence
// says so ("`npm outdated` も実行しましたが、60秒でタイムアウト", "I ran
// `npm outdated` but it timed out"): an honest report of the attempt.
func (c *check) commandNotRun(sp span, name string) bool {
	if c.comparedSpan(sp) {
		return true
	}
	// The sentence is the same whichever failed call ran the command:
	// the first such call decides.
	for i := range c.calls {
		if call := &c.calls[i]; !call.ok && commandWordIn(call.lowerArgs(), name) {
			_, hi := c.sentenceBounds(sp, 0, 200)
			after := c.folded[sp.end:hi]
			return containsAny(after, contrastWords) || containsAny(after, timeoutWords)
		}
	}
	return false
}

// comparedSpan reports whether the code span at sp (its text, between
// the backticks) stands next to a compare mark.
func (c *check) comparedSpan(sp span) bool {
	if sp.start < 1 || sp.end >= len(c.masked) {
		return false
	}
	after := c.folded[sp.end+1 : min(len(c.folded), sp.end+16)]
	before := c.folded[max(0, sp.start-17) : sp.start-1]
	after, before = strings.TrimLeft(after, " "), strings.TrimRight(before, " ")
	for _, m := range compareMarks {
		t := strings.TrimSpace(m)
		if hasPrefix(after, t) || hasSuffix(before, t) {
			return true
		}
	}
	return false
}

// comparesCommands reports whether the clause sets commands in code side
// by side with a compare mark: its command noun ("ज़्यादातर कमांड एक जैसी
// हैं (`podman run` ≈ `docker run`)") names the commands compared.
func (c *check) comparesCommands(in *info) bool {
	s := c.masked[in.start:in.end]
	if !hasSubstr(s, "`") {
		return false
	}
	for _, cs := range delimited(s, "`") {
		if c.comparedSpan(span{in.start + cs.start, in.start + cs.end}) {
			return true
		}
	}
	return false
}

// speakerRunVerb reports whether a clause that names a command has a verb
// of running that is the speaker's act (as checkCommands selects them)
// and not, by its grammar, someone else's, a proposal or a definition.
// checkCommands asks it once per clause, and only before a report.
func (c *check) speakerRunVerb(in *info) bool {
	for i, u := range in.uses {
		if c.runVerbUse(in, i) && !c.grammarNotSpeakers(in, u.span) && !c.sentenceNotSpeakers(in, u.span) {
			return true
		}
	}
	// "pasé el linter" and the like are found without a use hit.
	return !c.hasUseHit(in)
}

// hasUseHit reports whether the clause has a non-negated use hit.
func (c *check) hasUseHit(in *info) bool {
	for i, u := range in.uses {
		if !in.negated[i] && u.t.kind == kindUse {
			return true
		}
	}
	return false
}

// addressSubject reports whether the clause before a Chinese or Japanese
// tool verb opens with a network address and names no first person:
// "203.0.113.47 今天一共请求了 1,287 次" is the client's act, logged, not
// the speaker's (these languages' verbs do not show the person).
func (c *check) addressSubject(sp span) bool {
	before := c.folded[max(0, sp.start-48):sp.start]
	if i := cjkClauseMarks.lastMark(before); i >= 0 {
		_, n := decodeRuneAt(before[i:])
		before = before[i+n:]
	}
	if firstPersonIn(before) {
		return false
	}
	w := strings.Trim(firstField(before), "`*")
	return strings.Count(w, ".") == 3 && strings.Trim(w, "0123456789.") == "" && len(w) >= 7
}

// zhAttributive reports whether a Chinese tool verb is followed by 的 with
// no first person before it in its clause: "列出的前 6 项" (the six items
// listed) modifies a noun and reports no act; "我列出的" is the speaker's.
func (c *check) zhAttributive(sp span) bool {
	if !hasPrefix(c.folded[sp.end:], "的") {
		return false
	}
	before := c.folded[max(0, sp.start-48):sp.start]
	if i := cjkClauseMarks.lastMark(before); i >= 0 {
		before = before[i:]
	}
	return !firstPersonIn(before)
}
