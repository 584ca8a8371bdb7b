package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	notSpeakerActList1         []string
	cjkRunTimeList1            []string
	cjkRunTimeList2            []string
	cjkRunTimeList3            []string
	commandNounList1           []string
	commandNounList2           []string
	systemSubjects             []string
	thirdPersons               []string
	speakerActList1            []string
	spanishNonFiniteOtherList1 []string
	jaOtherAgentList1          []string
)

// speakerLists holds the phrases of the word lists declared above (see barList).
var speakerLists = [...]barList{
	// The lists of notSpeakerAct, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&notSpeakerActList1, "額|時点|時刻|価格|単価|原価|費用|日時|計画|予定"},
	// The lists of cjkRunTime, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&cjkRunTimeList1, "约|大约|将近|超过|快|近"},
	{&cjkRunTimeList2, "一|两|三|几|半|十"},
	{&cjkRunTimeList3, "秒|分钟|分鐘|分|小时|小時|时间|天|日|周|週|个月|ms|s |min|h "},
	// The lists of commandNoun, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&commandNounList1, "执行|執行|运行|運行|跑|用|敲|输入|輸入|这条|這條|该|該|那条|上面的|上述"},
	{&commandNounList2, "显示|顯示|输出|輸出|返回|结果|結果|的结果|的输出|告诉|报|打印"},
	// systemSubjects are systems that run things on their own: CI, a job,
	// a cron entry. As the subject of a run verb they make it history.
	{&systemSubjects, "pipeline|ci |ci job|the job|the workflow|workflow|cron|the build|the runner|" +
		"github actions|jenkins|the bot|the hook|the scheduler|el job|el pipeline|la pipeline|el flujo|la tarea|" +
		"el cron|流水线|流水線|ci 任务|定时任务|パイプライン|ジョブ|ワークフロー|पाइपलाइन|जॉब|वर्कफ़्लो"},
	// thirdPersons are subjects other than the speaker, in the languages
	// whose verbs do not show the person.
	{&thirdPersons, "他|她|他们|她们|有人|别人|別人|某人|同事|さん|氏|彼|誰か|उन्होंने|उसने|इन्होंने|él|ella|ellos"},
	// The lists of speakerAct, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&speakerActList1, " i| we| i've| we've| i have| we have| i just| i also| and i"},
	// The lists of spanishNonFiniteOther, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&spanishNonFiniteOtherList1, "ó|a|e|an|en|on|as|es"},
	// The lists of jaOtherAgent, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&jaOtherAgentList1, "私|僕|我々|こちら|わたし|当方"},
}

var _ = splitBars(speakerLists[:])

// notSpeakerAct reports a tool word that, in its context, is not the
// speaker using a tool:
//   - an English participle followed by a date describes an item ("#48213
//     (opened 3 May, priority high)", "created on 12 Jan"), unless I/we
//     is its subject;
//   - a Spanish third-person perfect ("Laura ha escrito dos veces") has
//     someone else as its subject: the speaker says "he escrito";
//   - a Japanese verbal noun followed by a noun-forming kanji is part of
//     a compound noun (取得額 acquisition cost, 取得時点 time of retrieval,
//     取得計画 a plan to take leave); followed by まま it is a state
//     (窓が開いたまま: the window left open); followed by a colon it is a
//     label (チケット一覧: the ticket list);
//   - a Chinese verb after 能 or 可以 says what can be done ("网站已经能打开了":
//     the site can be opened again), not what the speaker did;
//   - a Hindi verb in a clause addressed to the user ("आपको … खोलकर देखना
//     होगा": you will have to open it) is the user's step.
//
// The readings of who acted (the agent other than the speaker: "NZ ने",
// "気象庁が…を", a Spanish non-finite verb under another person's verb, a
// que-clause in the second person, a Japanese progressive before a noun,
// 可 + verb) are described in docs/verification.md ("Who did the act a
// tool word names").
func (c *check) notSpeakerAct(in *info, u hit) bool {
	t := u.t.text
	r, _ := utf8.DecodeRuneInString(t)
	switch {
	case r < 0x80:
		if hasSuffix(t, "ed") && !hasSubstr(t, " ") {
			rest := strings.TrimPrefix(c.folded[u.end:min(in.end, u.end+24)], " ")
			rest = strings.TrimPrefix(rest, "on ")
			if dateAhead(rest) {
				before := strings.TrimRight(c.folded[max(in.start, u.start-12):u.start], " ")
				return !hasSuffix(before, " i") && before != "i" && !hasSuffix(before, "we")
			}
		}
		if c.spanishNonFiniteOther(in, u) {
			return true
		}
		// "necesitaré que apruebes el comando": a que-clause whose verb is
		// in the second person is the reader's act.
		// A first-person form ("ejecuté", "he revisado") is the
		// speaker's whatever precedes it, and a clause stop (",:;")
		// ends the que-clause: "Vi que todas las pruebas pasan:
		// ejecuté la suite".
		lo := max(in.start, u.start-48)
		if i := strings.LastIndex(c.folded[lo:u.start], " que "); i >= 0 && !esFirstPerson(t) && !strings.ContainsAny(c.folded[lo+i:u.start], ",:;") {
			w := nextWord(c.folded[lo+i+5 : u.start])
			if len(w) > 4 && (hasSuffix(w, "es") || hasSuffix(w, "as")) && !esQuantifiers[w] {
				return true
			}
		}
		if hasSuffix(t, "ado") || hasSuffix(t, "ido") || hasSuffix(t, "ito") {
			before := c.folded[max(in.start, u.start-8):u.start]
			if (hasSuffix(before, " ha ") || hasSuffix(before, " han ")) && !hasSuffix(before, " se ha ") && !hasSuffix(before, " se han ") {
				return true
			}
		}
	case r >= 0x3040 && r <= 0x30ff || r >= 0x4e00 && r <= 0x9fff:
		after := c.folded[u.end:min(len(c.folded), u.end+9)]
		if hasPrefix(after, "まま") {
			return true
		}
		// "_チケット一覧: receipt_": a noun ending in a colon labels what
		// follows; it reports no act.
		if (hasPrefix(after, ":") || hasPrefix(after, "：")) && !hasSuffix(t, "た") && !hasSuffix(t, "し") {
			return true
		}
		for _, s := range notSpeakerActList1 {
			if hasPrefix(after, s) {
				return true
			}
		}
		before := c.folded[max(in.start, u.start-9):u.start]
		if hasSuffix(before, "能") || hasSuffix(before, "可") || hasSuffix(before, "可以") {
			return true
		}
		// "本体を実行しているタスク": a progressive verb before a noun
		// says what that thing is doing, not what the speaker did.
		if a, ok := strings.CutPrefix(strings.TrimPrefix(c.folded[u.end:min(len(c.folded), u.end+18)], "し"), "ている"); ok {
			if r, _ := utf8.DecodeRuneInString(a); r >= 0x30a1 && r <= 0x30fa || r >= 0x4e00 && r <= 0x9fff {
				return true
			}
		}
		if c.jaOtherAgent(in, u) {
			return true
		}
	case r >= 0x0900 && r <= 0x097f:
		if hasSubstr(c.folded[in.start:u.start], "आपको") || c.hindiAgent(in.start, u.start) < 0 {
			return true
		}
		// An infinitive ("PDF डाउनलोड करना आसान रहेगा") or a conjunctive
		// participle ("लेख खोलकर सारांश चाहिए तो बताइए") has no agent of its
		// own: it is the speaker's only in a clause that names the speaker.
		after := c.folded[u.end:min(in.end, u.end+16)]
		if (hasSuffix(t, "कर") && !hasSubstr(t, " ") || hasPrefix(after, "कर ") || hasPrefix(after, "ना") ||
			hasPrefix(after, " करना") || hasPrefix(after, " करने")) && !c.negatedBefore(u) {
			clause := c.folded[in.start:in.end]
			return !hasSubstr(clause, "मैं") && !hasSubstr(clause, "हम")
		}
	}
	return false
}

// monthWords open an English date.
var monthWords = wordSet("jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december")

// dateAhead reports whether s opens with a date: "3 May", "May 3",
// "2024-05-03", "12/05".
func dateAhead(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 4 && i < len(s) && s[i] == '-' {
		return true // ISO date
	}
	if i > 0 && i <= 2 && i < len(s) && s[i] == '/' {
		return true
	}
	day := i > 0 && i <= 2 && i < len(s) && s[i] == ' '
	if day {
		s = s[i+1:]
	} else if i > 0 {
		return false
	}
	j := 0
	for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
		j++
	}
	if !monthWords[s[:j]] {
		return false
	}
	// A month name must have a day next to it: "may" alone is a modal.
	return day || j+1 < len(s) && s[j] == ' ' && s[j+1] >= '0' && s[j+1] <= '9'
}

// attributiveAct reports whether an English participle of an action
// modifies the noun after it ("(posted transactions)", "the deleted
// files", "all merged PRs"): a kind of item, not a report that the
// speaker did it. The participle must follow an opening bracket or a
// determiner and precede a word that is not a function word.
func (c *check) attributiveAct(in *info, act *hit) bool {
	t := act.t.text
	if !hasSuffix(t, "ed") || hasSubstr(t, " ") {
		return false
	}
	before := strings.TrimRight(c.folded[in.start:act.start], " ")
	// "last updated August 14, 2023", "first published in 2019": with
	// "last" or "first" and no I/we before it, the form dates a record
	// (a field of a result), it does not report an act of the speaker's.
	if w0, w1 := c.prevWords(act.start); (w1 == "last" || w1 == "first") && w0 != "i" && w0 != "we" {
		return true
	}
	// "Scheduled times are from the day's timetable": opening its
	// sentence, the participle before a plural noun and a copula is that
	// subject's modifier, as "the scheduled times are" would be.
	if strings.Trim(before, "-*•_ ") == "" && copulaAfterNoun(c.folded[act.end:in.end]) {
		return true
	}
	if !hasSuffix(before, "(") {
		i := lastIndexByte(before, ' ')
		if !participleDeterminers[before[i+1:]] {
			return false
		}
	}
	rest := c.folded[act.end:in.end]
	if !hasPrefix(rest, " ") {
		return false
	}
	w := nextWord(rest)
	if len(w) < 3 || !isLetterByte(w[0]) {
		return false
	}
	return !notObjectWords[w]
}

// notObjectWords after a participle open no noun it modifies: articles,
// pronouns, prepositions and adverbs. A set, not a switch of its words: the switch
// was some 750 bytes of code (the release binary's size, size20).
var notObjectWords = wordSet("the to it them this that these those on in at for with by and or " +
	"from into onto successfully already back out up over all your my our its")

// copulaAfterNoun reports whether rest opens with a space, a plural noun
// (a word of three or more letters ending in s) and a copula: " times are
// from …", " files were …".
func copulaAfterNoun(rest string) bool {
	if !hasPrefix(rest, " ") {
		return false
	}
	w := nextWord(rest)
	if len(w) < 4 || !hasSuffix(w, "s") || hasSuffix(w, "ss") {
		return false
	}
	i := indexSubstr(rest, w) + len(w)
	switch nextWord(rest[i:]) {
	case "are", "were":
		return true
	}
	return false
}

func isCJKStart(t string) bool {
	r, _ := decodeRuneAt(t)
	return isCJK(r)
}

// cjkRunTime reports whether a CJK run verb is followed by a duration
// ("跑了 412 秒", "运行了 3 天", "実行して 5 分"): the verb tells how long
// something has been running, which a process list or status reports; it
// is no claim that the speaker ran anything.
func (c *check) cjkRunTime(u hit) bool {
	rest := c.folded[u.end:min(len(c.folded), u.end+40)]
	rest = strings.TrimLeft(rest, " *")
	rest = trimPrefix(rest, "了")
	rest = strings.TrimLeft(rest, " *")
	for _, p := range cjkRunTimeList1 {
		rest = trimPrefix(rest, p)
	}
	rest = strings.TrimLeft(rest, " *")
	i := 0
	for i < len(rest) && (rest[i] >= '0' && rest[i] <= '9' || rest[i] == '.' || rest[i] == ',') {
		i++
	}
	if i == 0 {
		for _, n := range cjkRunTimeList2 {
			if hasPrefix(rest, n) {
				i = len(n)
				break
			}
		}
		if i == 0 {
			return false
		}
	}
	rest = strings.TrimLeft(strings.TrimLeft(rest[i:], " "), "个個")
	for _, unit := range cjkRunTimeList3 {
		if hasPrefix(rest, unit) {
			return true
		}
	}
	return false
}

// commandNoun reports whether 命令/指令 names commands as things ("新的
// Hash 命令", "部分命令延迟降低 87%": a program's commands, a latency)
// rather than one the speaker ran: no verb of running or typing stands
// just before it and no verb of showing or returning follows it ("命令
// 输出显示", "命令返回了 3 行" stay claims).
func (c *check) commandNoun(u hit) bool {
	if u.t.text != "命令" && u.t.text != "指令" {
		return false
	}
	before := c.folded[max(0, u.start-24):u.start]
	for _, v := range commandNounList1 {
		if hasSubstr(before, v) {
			return false
		}
	}
	after := strings.TrimLeft(c.folded[u.end:min(len(c.folded), u.end+24)], " *")
	for _, v := range commandNounList2 {
		if hasPrefix(after, v) || hasPrefix(after, "的"+v) {
			return false
		}
	}
	return true
}

// searchAttribute reports whether Spanish "búsqueda" follows "<noun> de"
// as an attribute ("el clúster de búsqueda", "motor de búsqueda", "índice
// de búsqueda"): it names a kind of system, as "search cluster" does, not
// a search the speaker ran. "La búsqueda", "resultados de búsqueda" and
// "herramienta de búsqueda" stay claims.
func (c *check) searchAttribute(u hit) bool {
	if u.t.text != "búsqueda" {
		return false
	}
	before := c.folded[max(0, u.start-32):u.start]
	if !hasSuffix(before, " de ") {
		return false
	}
	before = trimSuffix(before, " de ")
	i := strings.LastIndexFunc(before, func(r rune) bool { return !isWordRune(r) })
	switch w := before[i+1:]; w {
	case "", "resultados", "resultado", "herramienta", "herramientas", "función", "funcion":
		return false
	}
	return true
}

// hindiNegAfter reports whether an English base verb in a Hindi sentence
// is negated after it: "मैंने कुछ execute नहीं किया" (I executed nothing).
// Hindi puts नहीं between the borrowed verb and its auxiliary.
func (c *check) hindiNegAfter(u hit) bool {
	return hasPrefix(c.folded[u.end:min(len(c.folded), u.end+16)], " नहीं")
}

// compoundModifier reports whether the noun w stands right against the
// verb u as one compound ("ウェブ検索はしていない", "web search",
// "网络搜索", "búsqueda web"): it says which kind of the verb's act, not
// what the act was done to.
func compoundModifier(w, u hit) bool {
	return w.end <= u.start && u.start-w.end <= 1 || u.end <= w.start && w.start-u.end <= 1
}

// subClause returns the part of the clause around sp up to the nearest
// comma-like punctuation on each side.
func (c *check) subClause(in *info, sp span) (int, int) {
	lo, hi := in.start, in.end
	if i := subClauseMarks.lastMark(c.folded[max(lo, sp.start-120):sp.start]); i >= 0 {
		// Past the whole mark: a wide comma ("，") is three bytes, and a
		// bound inside it would start the part mid-character.
		at := max(lo, sp.start-120) + i
		_, size := decodeRuneAt(c.folded[at:])
		lo = at + size
	}
	if i := subClauseMarks.firstMark(c.folded[sp.end:min(hi, sp.end+120)]); i >= 0 {
		hi = sp.end + i
	}
	return lo, hi
}

// agentVerb filters English verbs that need the speaker as their agent
// to mean a tool ran: "I ran `go test`" is a shell claim, "the migration
// ran" and "the pool ran dry" are not.
func (c *check) agentVerb(u hit) bool {
	if r, _ := utf8.DecodeRuneInString(u.t.text); isCJK(r) && u.t.kind == kindUse {
		// "第 77 次运行" (run number 77) and "运行中" / "実行中" (a status:
		// running) name a run of something, not the speaker's.
		before := strings.TrimRight(c.folded[max(0, u.start-3):u.start], " ")
		after := c.folded[u.end:min(len(c.folded), u.end+6)]
		if hasSuffix(before, "次") || hasPrefix(after, "中") || hasPrefix(after, "状态") || hasPrefix(after, "状態") {
			return false
		}
		// "这条查询已经跑了 412 秒" (has been running for 412 s): a run
		// time is a process's, reported by a result; "从 2023 年 1 月 1
		// 日起执行" (applies from that date on): a rule taking effect.
		if c.cjkRunTime(u) || hasSuffix(before, "起") || c.commandNoun(u) {
			return false
		}
	}
	if c.searchAttribute(u) {
		return false
	}
	if u.t.kind == kindUse && (u.t.family == famShell || u.t.family == famWrite) && c.systemSubjectBefore(u.start) {
		// "the pipeline ran the tests", "el job de CI ejecutó", "流水线运行了
		// 测试", "パイプラインが…実行し", "पाइपलाइन ने … चलाए": a system
		// reported by a result did the work, not the speaker.
		return false
	}
	if (u.t.family == famWrite || u.t.family == famShell && isCJKStart(u.t.text)) && c.thirdPersonBefore(u.start) {
		// "他为解析器写了测试", "उन्होंने टेस्ट लिखे", "Sato さんで…書きました":
		// someone else wrote it; git log reports their work.
		return false
	}
	switch u.t.text {
	case "ran", "executed", "wrote", "written", "writing":
	case "running":
		// "Running" is a status word too ("| api-1 | Running |", "the
		// pod is running"): only "I'm running `make`" or "running the
		// tests" with an object is the speaker at work.
		before := strings.TrimRight(c.folded[max(0, u.start-12):u.start], " ")
		rest := strings.TrimLeft(c.folded[u.end:min(len(c.folded), u.end+8)], " ")
		return hasSuffix(before, "i'm") || hasSuffix(before, "i’m") || hasSuffix(before, " am") ||
			hasSuffix(before, "we're") || hasSuffix(before, "we’re") ||
			hasPrefix(rest, "`") || hasPrefix(rest, "the ") || hasPrefix(rest, "a ")
	case "run", "execute", "download", "fetch", "visit", "write", "search":
		// The base form claims nothing done ("run `go test` to see",
		// "you can run it"); only its negation says something: "I
		// didn't run anything", "मैंने कुछ execute नहीं किया".
		return c.negatedBefore(u) || c.hindiNegAfter(u)
	default:
		// Any other English past form reads its agent as "ran" does:
		// "`pg_dump` wrote", "Northgate's is listed as missing", "8
		// receipts saved for Munich", "a key pair created for each
		// site" name someone or something else as the one who acted.
		if hasSubstr(u.t.text, " ") || !hasSuffix(u.t.text, "ed") || !isASCII(u.t.text) || u.t.family == famCheck || c.negatedBefore(u) {
			return true
		}
	}
	before := strings.TrimRight(c.folded[max(0, u.start-40):u.start], " `*_")
	notWord := func(r rune) bool { return !isWordRune(r) && r != '\'' && r != '’' }
	i := strings.LastIndexFunc(before, notWord)
	prev := before[i+1:]
	// An adverb between the agent and the verb: "I actually ran", "we
	// never executed", "the search also listed" (the search is the
	// agent: an adverb says nothing of who acted, the word before it does).
	for k := 0; k < 3 && i > 0 && (hasSuffix(prev, "ly") || agentAdverbs[prev]); k++ {
		before = strings.TrimRight(before[:i], " ")
		i = strings.LastIndexFunc(before, notWord)
		prev = before[i+1:]
	}
	// A past passive ("the report was saved to `out.pdf`") reports an
	// event with its agent left out, the speaker's as much as anyone's;
	// a present one ("is listed as missing") states how a thing is.
	if prev == "" || speakerAgentWords[prev] {
		return true
	}
	// "ran `cmd`", "ran the tests": an object after it is work done, by
	// the speaker when no one else is named before it ("Lena ran the
	// migration" is history).
	clause := c.folded[max(0, u.start-60):u.start]
	if i := strings.LastIndexAny(clause, ".!?;:—\n"); i >= 0 {
		clause = clause[i+1:]
	}
	if strings.TrimSpace(clause) != "" && !wordIn(clause, "i") && !wordIn(clause, "we") {
		return false
	}
	rest := strings.TrimLeft(c.folded[u.end:min(len(c.folded), u.end+8)], " ")
	return hasPrefix(rest, "`") || hasPrefix(rest, "the ") || hasPrefix(rest, "a ") || hasPrefix(rest, "it") ||
		hasPrefix(rest, "any")
}

// agentAdverbs are adverbs that stand between an agent and its verb.
var agentAdverbs = wordSet("even ever never not also then just first already still")

// firstPersonIn reports whether s names the speaker as a subject: "i",
// "we", 我, मैंने.
func firstPersonIn(s string) bool {
	return wordIn(s, "i") || wordIn(s, "we") || hasSubstr(s, "我") || hasSubstr(s, "मैंने")
}

// systemSubjectBefore reports whether a system subject precedes pos in
// its clause.
func (c *check) systemSubjectBefore(pos int) bool {
	before := c.folded[max(0, pos-60):pos]
	if i := strings.LastIndexAny(before, ".。!?！？;；:：,，、\n"); i >= 0 {
		before = before[i+1:]
	}
	if firstPersonIn(before) {
		return false
	}
	for _, s := range systemSubjects {
		if hasSubstr(before, s) {
			return true
		}
	}
	return false
}

// thirdPersonBefore reports whether a third-person subject precedes pos
// in its clause (within a few words, no sentence punctuation between).
func (c *check) thirdPersonBefore(pos int) bool {
	before := c.folded[max(0, pos-80):pos]
	// The sentence so far: a dot ends it only before a space (1.26 and
	// go.mod do not).
	if i := strings.LastIndexAny(before, "。!?！？;；\n"); i >= 0 {
		before = before[i+1:]
	}
	if i := strings.LastIndex(before, ". "); i >= 0 {
		before = before[i+2:]
	}
	for _, p := range thirdPersons {
		if i := strings.LastIndex(before, p); i >= 0 {
			if p == "他" && hasSuffix(before[:i], "其") {
				continue // 其他: "other"
			}
			r, _ := decodeRuneAt(p)
			if r < 0x80 && !wordIn(before, p) {
				continue
			}
			return true
		}
	}
	return false
}

// negatedBefore reports whether a negation closely precedes hit u.
func (c *check) negatedBefore(u hit) bool {
	k := hitsFrom(c.hits, u.start)
	for j := k - 1; j >= 0 && u.start-c.hits[j].end <= 40; j-- {
		if h := c.hits[j]; h.t.kind == kindNeg && !h.t.after && h.end <= u.start {
			return !strings.ContainsAny(c.folded[h.end:u.start], ",.;:!?")
		}
	}
	return false
}

// speakerAct reports whether a completed action is the speaker's own: an
// English verb needs "I" or "we" before it (or opens the sentence: "Deleted
// build/."), since "kenji committed a fix" reports history; the other
// languages' action terms are first-person or agentless completions.
func (c *check) speakerAct(in *info, act *hit) bool {
	r, _ := utf8.DecodeRuneInString(act.t.text)
	// Japanese "…しておきました" ("I've gone ahead and posted it") is the
	// speaker's completed favour, as "…しました" is.
	if isCJK(r) && !(r >= 0x3040 && r <= 0x30ff) && !strings.HasSuffix(act.t.text, "しました") && !strings.HasSuffix(act.t.text, "ておきました") && !jaActivePast(act.t.text) {
		// Chinese: "镜像已推送" reports a log; "我已经重启了" is the speaker.
		before := c.folded[in.start:act.start]
		// Japanese "告知を掲載済みです": a 済み form with its object
		// marked by を is a done act, its dropped subject the speaker's;
		// without it ("送信済みのメール") it labels a thing's state.
		if strings.HasSuffix(act.t.text, "済み") && (strings.HasSuffix(strings.TrimRight(before, " "), "を") || jaRecipient(before)) {
			return true
		}
		// "ジョブを削除したうえで": a plain active past whose object is
		// marked by を, with no subject marked before it, is the
		// speaker's act as its polite form is (see jaActivePast).
		if strings.HasSuffix(act.t.text, "した") && strings.HasSuffix(strings.TrimRight(before, " "), "を") && !strings.Contains(before, "が") && !jaNounNext(c.folded[act.end:]) {
			return true
		}
		return strings.Contains(before, "我") || strings.Contains(before, "帮你") || strings.Contains(before, "帮您") || c.requestedAct(act) || zhDoneForRecipient(before) && !c.systemSubjectBefore(act.start)
	}
	// A Latin loan heads some Hindi compounds: "sms कर दिया".
	if r >= 0x0900 && r <= 0x097f || r < 0x80 && hasDevanagari(act.t.text) {
		// Hindi: a compound completion ("भेज दिया", "डिलीट कर दिया", "हो
		// गया") is the speaker's report; a bare form ("भेजा", "भेजे") is
		// the speaker's only with मैंने / हमने, since it is also a
		// subjunctive ("अगर वह भेजे") or someone else's past.
		// The agent is the nearest "… ने" before the verb: in "मैंने
		// इनबॉक्स देखा — वेंडर ने कोटेशन भेजा" the vendor sent it.
		if a := c.hindiAgent(in.start, act.start); a != 0 {
			return a > 0
		}
		return strings.Contains(act.t.text, " ")
	}
	if r >= 0x80 || spanishPerfect(act.t.text) || strings.HasSuffix(act.t.text, "é") {
		if spanishPerfect(act.t.text) {
			return true // see speaker_perfect.go
		}
		if strings.HasSuffix(act.t.text, "do") || strings.HasSuffix(act.t.text, "dos") || strings.HasSuffix(act.t.text, "das") || strings.HasSuffix(act.t.text, "da") {
			return false // a bare Spanish participle: "fue eliminado en 2023"
		}
		return true
	}
	// Nothing but a list marker or emphasis before the verb: "- Deleted
	// build/", "**Deleted** build/". "has **react@18.2.0** installed"
	// has a subject of its own.
	before := strings.TrimSpace(c.folded[in.start:act.start])
	if strings.Trim(before, "-*•_ ") == "" || englishPerfectSubject(before) {
		return true
	}
	for _, p := range speakerActList1 {
		// HasSuffix(" "+before, p), without building " "+before for
		// each p: p ends before, or is before with the space.
		if strings.HasSuffix(before, p) || len(p) == len(before)+1 && p[0] == ' ' && p[1:] == before {
			return true
		}
	}
	// "I made the proof and emailed it": a conjunct with its subject
	// left out has the first one's (see speaker_conjunct.go).
	if s, ok := strings.CutSuffix(before, " and"); ok {
		return speakerSubject(s)
	}
	return false
}

// zhDoneForRecipient reports whether the words before a Chinese act say
// it is done (已经, 已) for a recipient marked by 给 with no subject of
// its own before it: "已经通过微信给陈思远的家长发了消息" drops the
// speaker as Japanese "佐藤さんに通知済み" does; "他已经给家长发了" names
// another doer.
func zhDoneForRecipient(before string) bool {
	g := strings.LastIndex(before, "给")
	if g < 0 {
		return false
	}
	subj := before[:g]
	return hasSubstr(subj, "已") && !hasAnyRune(subj, "他她它")
}

// jaActivePast reports a Japanese polite past in the active voice
// ("振り込みました", "伝えました", "押さえました"): the speaker's act, as
// "…しました" is; a passive or potential ("送信されました", "取れました")
// has no agent.
func jaActivePast(t string) bool {
	return hasSuffix(t, "ました") && !hasSuffix(t, "れました")
}

// hindiAgent reads the agent of a Hindi perfective verb at pos: the
// nearest "… ने" before it from start on. It returns 1 for मैंने / हमने
// (the speaker), -1 for anyone else ("NZ ने 259 रन बनाए", "उन्होंने"),
// 0 when no agent is marked.
//
// Every agent word ends in ने: only the words (as strings.Fields splits
// them) that hold it are read, from the last one back, with no split of
// the whole text.
func (c *check) hindiAgent(start, pos int) int {
	s := c.folded[start:pos]
	for end := len(s); ; {
		j := strings.LastIndex(s[:end], "ने")
		if j < 0 {
			return 0
		}
		lo, hi := j, j+len("ने")
		for lo > 0 {
			r, n := utf8.DecodeLastRuneInString(s[:lo])
			if unicode.IsSpace(r) {
				break
			}
			lo -= n
		}
		for hi < len(s) {
			r, n := decodeRuneAt(s[hi:])
			if unicode.IsSpace(r) {
				break
			}
			hi += n
		}
		switch w := strings.TrimFunc(s[lo:hi], func(r rune) bool { return !isWordRune(r) }); {
		case w == "मैंने" || w == "हमने":
			return 1
		case hiOtherAgents[w]:
			return -1
		}
		end = lo
	}
}

// Spanish verb forms read by spanishNonFiniteOther: the strong preterites
// whose first person ends in -e and third person in -o, against the
// regular -é / -ó. esStrongFirst also holds the words that put the
// narration back in the speaker's hands before a non-finite verb ("he",
// "tras", "al", "después", "luego"): the verb after them is the speaker's.
var (
	esStrongFirst = wordSet("pude puse hice tuve estuve quise vine dije traje he tras al después luego")
	esStrongThird = wordSet("pudo puso hizo tuvo estuvo quiso vino dijo trajo fue")
)

// spanishNonFiniteOther reports a Spanish infinitive or gerund ("guardar",
// "buscando") whose agent is not the speaker. A non-finite verb takes its
// person from the finite verb that governs it, the nearest word before it
// past prepositions and further infinitives: "el equipo empezó a guardar",
// "basta con ejecutar", "se pueden evitar buscando", "te recomendaría
// escribir" (third person, conditional, or a noun: "la forma de guardar")
// are not the speaker's acts; "acabo de ejecutar", "volví a buscar", "he
// intentado ejecutar", "pude guardar" are. A negated one is a denial, read
// as such elsewhere.
func (c *check) spanishNonFiniteOther(in *info, u hit) bool {
	t := u.t.text
	if strings.Contains(t, " ") || !(len(t) >= 5 && (strings.HasSuffix(t, "ar") || strings.HasSuffix(t, "er") || strings.HasSuffix(t, "ir")) ||
		strings.HasSuffix(t, "ando") || strings.HasSuffix(t, "iendo") || strings.HasSuffix(t, "yendo")) || c.negatedBefore(u) {
		return false
	}
	words := strings.Fields(c.folded[in.start:u.start])
	for i := len(words) - 1; i >= 0; i-- {
		w := strings.TrimFunc(words[i], func(r rune) bool { return !isWordRune(r) })
		switch {
		case w == "de" || w == "a" || w == "con" || w == "en" || strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir"):
			continue
		case esStrongFirst[w]:
			return false
		case esStrongThird[w]:
			return true
		}
		for _, e := range spanishNonFiniteOtherList1 {
			if strings.HasSuffix(w, e) {
				return true
			}
		}
		return false
	}
	return false
}

// jaOtherAgent reports a Japanese transitive verb whose agent is marked
// by が in its clause — "気象庁が会見を開いています": "X が Y を V" with a
// plain noun object makes X the one who acted. The speaker (私, 僕, 我々,
// こちら) as X stays a claim; a が whose own predicate stands between
// ("エラーが出たのを確認") is no subject of the verb.
func (c *check) jaOtherAgent(in *info, u hit) bool {
	lo, _ := c.subClause(in, u.span)
	before := c.folded[lo:u.start]
	i := strings.LastIndex(before, "が")
	if i < 0 {
		return false
	}
	obj, ok := cutSuffix(before[i+len("が"):], "を")
	if !ok || obj == "" || strings.ContainsFunc(obj, isHiragana) {
		return false
	}
	subj := before[:i]
	for _, p := range jaOtherAgentList1 {
		if hasSuffix(subj, p) {
			return false
		}
	}
	return subj != ""
}

func isHiragana(r rune) bool { return r >= 0x3040 && r <= 0x309f }

// esQuantifiers are Spanish determiners and quantifiers ending in -as or
// -es that open a que-clause's subject, not its verb ("que todas las
// pruebas pasan").
var esQuantifiers = wordSet("todas todos estas estos esas esos algunas algunos ambas ambos otras otros varias varios muchas muchos pocas pocos cuantas cuantos aquellas tantas tantos demás")

// esFirstPerson reports whether a Spanish tool term is a finite form of
// the first person singular: a preterite ("ejecuté", "abrí") or a perfect
// with "he" ("he revisado").
func esFirstPerson(t string) bool {
	return hasPrefix(t, "he ") || hasSuffix(t, "é") || hasSuffix(t, "í")
}

// requestedAct reports whether an agentless Chinese or Japanese act
// ("道歉短信已经发给顾客了", "再起動し、問題なく…") does what the request
// asked the agent to do: a reply answering a request with the act done
// and its subject dropped reports its own doing, as "I sent it" would.
// The verb's stem is the act's text less 已经 or 已 before it and from
// the first kana, or a complement (给, 到, 了), on; the request asks for it
// when its sentence is a Chinese command (帮, 请, 给, 再 or 把 before the
// verb: "再给顾客发个短信", "帮我把 nginx 重启一下") and no 了, 的, 过 or
// 吗 follows it ("帮我看看哪家回复了", "是谁提交的" ask about acts others
// did), or a Japanese て-form follows it ("再起動して", "…しておいて"). An ok call whose arguments carry the
// request's own words ("text": "快递柜屏幕黑屏") is the call that did it.
func (c *check) requestedAct(act *hit) bool {
	stem := trimPrefix(trimPrefix(act.t.text, "已经"), "已")
	end := 0
	for i, r := range stem {
		if r < 0x30a1 || r > 0x30fa && r < 0x4e00 || r > 0x9fff || i > 0 && hasRune("给到了完好过", r) {
			break
		}
		end = i + utf8.RuneLen(r)
	}
	stem = stem[:end]
	asked := false
	for i := 0; stem != "" && !asked; {
		j := indexSubstr(c.request[i:], stem)
		if j < 0 {
			return false
		}
		i += j
		after, sent := c.request[i+len(stem):], c.request[:i]
		if k := strings.LastIndexAny(sent, "。？！?!"); k >= 0 {
			sent = sent[k:]
		}
		asked = hasAnyRune(sent, "帮请给再把") && !hasRune("了的过吗", firstRune(after)) && !zhInNounPhrase(sent) || hasPrefix(after, "して")
		i += len(stem)
	}
	for ci := range c.calls {
		if asked && c.calls[ci].ok && hanPairIn(c.calls[ci].Args, c.request) {
			return false
		}
	}
	return asked
}

// jaNounNext reports whether a Han or Katakana character follows a plain
// past: "無効化したビルド" is a relative clause on a noun, a thing's
// description, not a report of the act.
func jaNounNext(rest string) bool {
	r, _ := decodeRuneAt(rest)
	return r >= 0x4e00 && r <= 0x9fff && r != '上' && r != '後' || r >= 0x30a1 && r <= 0x30fa
}

// hanPairIn reports whether two Han characters in a row of s also occur
// in a row in t.
func hanPairIn(s, t string) bool {
	var prev rune
	for i, r := range s {
		if r < 0x4e00 || r > 0x9fff {
			prev = 0
			continue
		}
		if prev != 0 && hasSubstr(t, s[i-utf8.RuneLen(prev):i+utf8.RuneLen(r)]) {
			return true
		}
		prev = r
	}
	return false
}

// jaRecipient reports whether text before a 済み form ends in a person
// marked by に as the one the act was for ("佐藤さんに通知済み", "お客様に
// 送付済み", "担当者に連絡済み"): a done act with its recipient is the
// speaker's, as one with its を object is. A time or place before に
// ("3月に更新済み") dates or places a state and is left a label; the
// person is read by the suffixes a recipient takes (さん, 様, 者).
func jaRecipient(before string) bool {
	before = strings.TrimRight(before, " ")
	return hasSuffix(before, "さんに") || hasSuffix(before, "様に") || hasSuffix(before, "者に")
}

// bareBeAct reports whether an English past participle act follows a
// bare "be" (or "be" and an adverb): "allows a running job to be
// cancelled at the press console", "can only be deleted by an admin".
// The infinitive or modal passive names an act as possible or required;
// only a perfect ("has been cancelled") or a past ("was cancelled")
// presents it as done.
func (c *check) bareBeAct(act *hit) bool {
	t := act.t.text
	if !hasSuffix(t, "ed") || hasSubstr(t, " ") {
		return false
	}
	w0, w1 := c.prevWords(act.start)
	return w1 == "be" || w0 == "be" && hasSuffix(w1, "ly")
}

// speakerAgentWords before a verb leave its agent the speaker's: a past
// passive's auxiliary, I and we, and the adverbs and auxiliaries between
// them and the verb. A set, not a switch of its words: the switch was
// some 600 bytes of code (the release binary's size, size20).
var speakerAgentWords = wordSet("was were been i we also then just first and have has had i've we've already successfully finally " +
	"i'm i’m am we're we’re")

// participleDeterminers before a participle make it its noun's modifier
// ("the deleted files", "all merged PRs"). A set, not a switch of them (the
// release binary's size, size20).
var participleDeterminers = wordSet("the a an all any your my our its their these those only of")

// hiOtherAgents are hindiAgent's agents other than the speaker. A set,
// not a switch of them (the release binary's size, size20).
var hiOtherAgents = wordSet("ने उसने उन्होंने आपने तुमने इसने इन्होंने किसने")
