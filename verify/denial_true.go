package verify

import (
	"slices"
	"strings"
)

var (
	trueDenialList1    []string
	readOnlyVerbs      []string
	openVerbs          []string
	jaPurposeEnds      []string
	notYetWords        []string
	createVerbs        []string
	fileWords          []string
	runStopObjects     []string
	trueRunDenialList1 []string
)

// denialTrueLists holds the phrases of the word lists declared above (see barList).
var denialTrueLists = [...]barList{
	// The lists of trueDenial, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&trueDenialList1, "your|the|my|tu|su|el|la|mi|tus|sus"},
	// readOnlyVerbs read a resource whose kind may be an action word:
	// `kubectl get deploy web` reads a deployment and deploys nothing.
	{&readOnlyVerbs, "get|describe|show|list|status|logs|log|inspect|view|history"},
	// openVerbs are verbs of opening or reading a document or page.
	{&openVerbs, "open|read|visit|click|abr|leí|leido|leído|打开|打開|点开|開|読|閲覧|" +
		"खोल|पढ़"},
	// jaPurposeEnds end a Japanese relative clause of purpose right before
	// ツール: the non-past plain form of a verb ("料金を調べるツール", "確認で
	// きるツール") or ための/用の. A past form ("使ったツール") is a tool used,
	// and "…しているツール" one in use: neither is a purpose.
	{&jaPurposeEnds, "る|う|く|す|つ|む|ぶ|ぐ|ぬ|ための|用の"},
	// notYetWords say a step has not been taken yet.
	{&notYetWords, "まだ| yet|todavía|aún|अभी तक|还没|尚未"},
	// createVerbs are verbs of creating something.
	{&createVerbs, "creat|creado|creada|creé|cree |创建|新建|作成|बनाया|बनाई|बना दी|बना दिया"},
	// fileWords name files, which a write creates.
	{&fileWords, "file|archivo|fichero|文件|ファイル|फ़ाइल|फाइल|`"},
	// runStopObjects are objects of a run verb that name no particular program:
	// pronouns, quantifiers, articles and the generic nouns of running.
	{&runStopObjects, "it|that|this|them|these|those|anything|everything|nothing|any|all|the|a|an|yet|again|myself|either|one|command|commands|script|scripts|code|tool|tools|query|queries|check|checks|step|steps|job|jobs|task|tasks|build|fix|fixes|change|changes|el|la|los|las|lo|un|una|nada|ningún|ninguna|comando|comandos|consulta|todavía|aún"},
	// The lists of trueRunDenial, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&trueRunDenialList1, "the |los |las |el |la |any |a "},
}

var _ = splitBars(denialTrueLists[:])

// trueDenial reports a negated tool word whose denial is true, or no
// denial of the turn's tool use at all:
//   - "nothing on the family calendar": a quantifier before a place (a
//     preposition, a determiner and one modifier) says the place is empty;
//   - "General knowledge, not from the tools:": "not from" labels where
//     the general knowledge that follows comes from;
//   - "Slack पर बताने का मेरे पास कोई टूल नहीं", "no tool to post to
//     Slack": a tool for a purpose is lacking, which no call of another
//     purpose contradicts;
//   - "まだ何も実行していません", "I haven't run anything yet" after calls
//     that only read, listed, searched or fetched: "yet" scopes it to the
//     steps still to come, and reading was not running them. (Without
//     "yet", or beside "this is general knowledge", it denies all tools.)
func (c *check) trueDenial(in *info, u hit) bool {
	if c.onlyCoversAll(u.span) { // "Solo consulté los eventos del SCADA; no ejecuté nada": see denial_only_scope.go
		return true
	}
	for _, h := range in.hits {
		if h.t.kind != kindNone || h.end > u.start || u.start-h.end > 32 {
			continue
		}
		if w := strings.Fields(c.folded[h.end:u.start]); len(w) == 3 && contains(placeWords, w[0]) &&
			contains(trueDenialList1, w[1]) {
			return true
		}
	}
	if in.general {
		for _, h := range in.hits {
			if h.t.kind == kindNeg && h.end <= u.start && u.start-h.end <= 12 && hasPrefix(c.folded[h.end:u.start], " from") {
				return true
			}
		}
	}
	if toolNoun(u.t.text) && c.purposeTool(in, u) {
		return true
	}
	if c.existentialNoun(in, u) { // "there's no chip read": see denial_existential.go
		return true
	}
	if u.t.family == famShell && !in.general && c.notYet(in) && c.onlyReadsRan() {
		return true
	}
	if !in.general && c.deniesProposedStep(in, u) {
		return true
	}
	return false
}

// deniesUnopenedLink reports whether a negated verb of opening or reading
// sits on a line that names a link no ok call fetched: "[LITRG](https://…)
// (from the search results; I didn't open it)". The denial is about that
// source, and is true whatever else was fetched or searched.
func (c *check) deniesUnopenedLink(u hit) bool {
	ls, le := c.lineAround(u.start, u.end)
	line := c.masked[ls:le]
	found := false
	for i := 0; ; {
		j := indexSubstr(line[i:], "http")
		if j < 0 {
			break
		}
		st := i + j
		en := st
		for en < len(line) && line[en] > ' ' && line[en] != ')' && line[en] != ']' && line[en] != '>' {
			en++
		}
		url := strings.TrimRight(line[st:en], ".,;")
		if !hasPrefix(url, "http://") && !hasPrefix(url, "https://") {
			if i = en + 1; i >= len(line) {
				break // "http" cut at the line's end: no link left
			}
			continue
		}
		found = true
		if c.fetchedBy(url, false) {
			return false // this link was fetched: the denial is false
		}
		i = en
		if i >= len(line) {
			break
		}
	}
	return found
}

// actionNouns name an act of changing a system, by class, as the object
// of a negated "run": "デプロイは実行していません", "no ejecuté el
// despliegue", "没有执行部署", "deploy नहीं चलाया".
var actionNouns = wordLists(
	"deploy: deploy|デプロイ|部署|上线|डिप्लॉय|despliegue|desplegar",
	"restart: restart|再起動|重启|रीस्टार्ट|reinicio|reiniciar",
	"delete: 削除|删除|डिलीट|borrar|eliminar",
	"push: push|プッシュ|推送|पुश",
	"install: install|インストール|安装|इंस्टॉल|instalar",
	"scale: 扩容|スケール|स्केल|escalado",
)

// deniesUnperformedAction reports whether a negated verb of running has an
// action as its object (see actionNouns) that no ok call performed: read-only
// commands ran, and the reply truthfully says the deploy was not run.
func (c *check) deniesUnperformedAction(in *info, u hit) bool {
	// Only the verb's own part of the clause holds its object: "我没有
	// 在服务器上执行任何命令，这是根据…部署规范判断的" names a deploy
	// after the comma, as a source, not as what was not run.
	lo, hi := c.subClause(in, u.span)
	named := actionsNamed(c.folded[lo:hi])
	for _, class := range named {
		for ci := range c.calls {
			if c.calls[ci].ok && contains(c.calls[ci].actions, class) {
				return false // a named act was performed: the denial is false
			}
		}
	}
	return len(named) > 0
}

// actionsNamed returns the action classes whose nouns occur in clause, in
// no fixed order (actionNouns is a map).
func actionsNamed(clause string) []string {
	var out []string
	for class, nouns := range actionNouns {
		for _, n := range nouns {
			if hasSubstr(clause, n) {
				out = append(out, class)
				break
			}
		}
	}
	// Map order changes from run to run; the classes' order decides
	// which call a finding names, so it must not.
	slices.Sort(out)
	return out
}

// performedActionCall returns the ok call that performed an act the
// negated run verb u has for its object in its own part of the clause
// ("我还没有执行扩容操作" after kubectl scale ran), or -1.
func (c *check) performedActionCall(in *info, u hit) int {
	lo, hi := c.subClause(in, u.span)
	for _, class := range actionsNamed(c.folded[lo:hi]) {
		for ci := range c.calls {
			if c.calls[ci].ok && contains(c.calls[ci].actions, class) && !readOnlyCall(c.calls[ci].lowerArgs()) {
				return ci
			}
		}
	}
	return -1
}

// readOnlyCall reports whether a call's lowered arguments (see lowerArgs)
// run a read-only verb.
func readOnlyCall(a string) bool {
	for _, v := range readOnlyVerbs {
		if wordIn(a, v) {
			return true
		}
	}
	return false
}

// deniesUnranCommand reports whether a negated run verb ("I haven't run
// it", "没有执行", "実行していません") stands in a sentence whose only
// commands, named in code spans before it, are ones no ok call ran: "A
// `docker system prune -a` would free most of it, but … — I haven't run
// it." The denial is about the suggested command, and true.
func (c *check) deniesUnranCommand(in *info, v span) bool {
	lo := max(0, v.start-200)
	win := c.masked[lo:v.start]
	if indexByte(win, '`') < 0 {
		return false // no code span: the sentence cuts below need not be looked for
	}
	if i := strings.LastIndexAny(win, "\n。!?！？"); i >= 0 {
		win = win[i+1:]
	}
	// "I haven't run either", "no he lanzado ninguno": a pronoun object
	// refers back across the sentence stop to the commands named before.
	if i := strings.LastIndex(win, ". "); i >= 0 && !phraseIs(nextWord(strings.TrimLeft(c.folded[v.end:min(len(c.folded), v.end+16)], " ")), commandBackRefs) {
		win = win[i+2:]
	}
	if indexByte(win, '`') < 0 {
		return false
	}
	named := false
	for _, cs := range delimited(win, "`") {
		code := win[cs.start:cs.end]
		name := commandName(code)
		if name == "" {
			continue
		}
		if c.ranCommand(name) {
			if sub := subcommand(code); sub == "" || c.ranSubcommand(name, sub) {
				return false // a command that did run: the denial may be false
			}
		}
		named = true
	}
	return named
}

// commandBackRefs are pronoun objects of a run verb that refer back to
// commands the reply named.
const commandBackRefs = "either|them|those|these|both|ninguno|ninguna|ninguno de los dos|ambos|nada de eso"

// deniesUnreadFile reports whether a negated verb of reading or opening
// has a named file as its object ("cancel.csv の中身までは開いていない",
// "I didn't open cancel.csv") that no ok read call read: the denial is
// about that file, and is true whatever else was read. The object is
// looked for in a short window around the verb on its line (before it in
// Japanese and Hindi, after it in English, Spanish and Chinese).
func (c *check) deniesUnreadFile(u hit) bool {
	// A file name has a dot: with none near the verb, no window need be cut.
	if indexByte(c.masked[max(0, u.start-100):min(len(c.masked), u.end+60)], '.') < 0 {
		return false
	}
	ls, le := c.lineAround(u.start, u.end)
	lo, hi := max(ls, u.start-100), min(le, u.end+60)
	// Cut the window at sentence ends: a file of another sentence is not
	// this verb's object.
	w := c.masked[lo:hi]
	if i := strings.LastIndexAny(w[:u.start-lo], "。!?！？;；"); i >= 0 {
		lo += i + 1
	}
	if i := strings.LastIndex(c.masked[lo:u.start], ". "); i >= 0 {
		lo += i + 2
	}
	if i := strings.IndexAny(c.masked[u.end:hi], "。!?！？;；"); i >= 0 {
		hi = u.end + i
	}
	if i := indexSubstr(c.masked[u.end:hi], ". "); i >= 0 {
		hi = u.end + i
	}
	w = c.masked[lo:hi]
	found := false
	for i := 0; i < len(w); i++ {
		if w[i] != '.' || i == 0 || i+1 >= len(w) || !isFileByte(w[i-1]) || !isLetterByte(w[i+1]) {
			continue
		}
		st, en := i, i+1
		for st > 0 && isFileByte(w[st-1]) {
			st--
		}
		for en < len(w) && isFileByte(w[en]) {
			en++
		}
		name := strings.TrimRight(w[st:en], ".")
		ext := name[lastIndexByte(name, '.')+1:]
		// An address or a host ("legal@acme.com", "api.example.com")
		// names no file.
		if len(ext) < 2 || len(ext) > 5 || hasPrefix(name, ".") || hasSubstr(name, "://") ||
			st > 0 && w[st-1] == '@' || hostSuffix(ext) {
			i = en
			continue
		}
		found = true
		for ci := range c.calls {
			if c.calls[ci].ok && contains(c.calls[ci].families, famRead) && hasSubstr(c.calls[ci].Args, name) {
				return false // this file was read: the denial is false
			}
		}
		// "मैंने `backup.sh` नहीं चलाई" after a shell call ran backup.sh:
		// a verb other than reading denies running the script, which ran.
		if !containsAny(c.folded[u.start:u.end], openVerbs) && c.ranProgram(name) {
			return false
		}
		i = en
	}
	return found
}

// deniesUnreadFileUnlinked reports whether a negated verb of opening or reading
// ("No he abierto `ventas_detalle.csv`") denies reading a named file that
// no ok read call read (see deniesUnreadFile). A listing or a search that
// shows the file's name did not open it, so the denial is true. A line
// with a link is left to the checks of fetched links: a host is no file.
func (c *check) deniesUnreadFileUnlinked(h hit) bool {
	ls, le := c.lineAround(h.start, h.end)
	if hasSubstr(c.masked[ls:le], "://") {
		return false
	}
	return c.deniesUnreadFile(h)
}

func hostSuffix(ext string) bool { return hostSuffixes[ext] }

// hostSuffixes are the top-level domains hostSuffix knows. A set, not a
// switch of them (the release binary's size, size20).
var hostSuffixes = wordSet("com org net io dev es cn jp in co gov edu app")

//go:noinline
func isFileByte(b byte) bool {
	return isLetterByte(b) || b >= '0' && b <= '9' || b == '_' || b == '-' || b == '/' || b == '.'
}

// okToolVerb reports whether a verb is an inflection of an ok tool's name
// ("pinged" after a ping call, "curled" after curl): the tool named is the
// one that ran, whatever family the verb's lexicon entry gives.
func (c *check) okToolVerb(w string) bool {
	for _, suf := range []string{"ed", "ing", "s"} {
		stem := trimSuffix(w, suf)
		if stem == w || len(stem) < 3 {
			continue
		}
		for ci := range c.calls {
			if c.calls[ci].ok && strings.EqualFold(c.calls[ci].Tool, stem) {
				return true
			}
		}
	}
	return false
}

// openDenialOfSearch reports whether the clause's first-person negated
// verb of opening or reading ("I haven't opened that one", "没打开", "मैंने
// नहीं पढ़ा") is held only against a web search: it lists links and opens
// none of them, so it cannot make the denial false. (A mailbox search
// returns the mails themselves: "I didn't open your inbox" is false.)
func (c *check) openDenialOfSearch(in *info) bool {
	h := c.clearHit(in, kindDenyVerb)
	if h == nil || !containsAny(c.folded[h.start:h.end], openVerbs) {
		return false
	}
	// Beside a link no call fetched, the denial is about that link, as
	// checkUse holds the family verbs ("I didn't open it").
	if c.deniesUnopenedLink(*h) {
		return true
	}
	ci := c.deniedObjectCall(in, *h, false)
	return ci >= 0 && c.searchCall(ci) && len(c.calls[ci].URLs) > 0
}

// searchCall reports whether call ci is a search: its result is a list
// of hits, not the content of any of them.
func (c *check) searchCall(ci int) bool {
	t := c.calls[ci].Tool
	return hasSubstr(t, "search") && !contains(c.calls[ci].families, famFetch) && !contains(c.calls[ci].families, famRead)
}

// opensFetchedLink reports whether a verb of opening sits on a line that
// links a page an ok call fetched ("[model card](https://…)（已打开，receipt）"):
// the opening was that fetch.
func (c *check) opensFetchedLink(u hit) bool {
	if !containsAny(u.t.text, openVerbs) {
		return false
	}
	if c.opensWebPage(u) {
		return true
	}
	ls, le := c.lineAround(u.start, u.end)
	line := c.masked[ls:le]
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || c.searchCall(ci) {
			continue
		}
		for _, url := range call.URLs {
			if len(url) > 10 && hasSubstr(line, url) {
				return true
			}
		}
	}
	return false
}

// toolNoun reports the generic words for a tool.
func toolNoun(t string) bool { return genericToolNouns[t] }

// genericToolNouns are toolNoun's words. A set, not a switch of them: the
// switch was some 600 bytes of code (the release binary's size, size20).
var genericToolNouns = semiSet("tool;tools;a tool;any tool;any tools;herramienta;herramientas;टूल;工具;ツール")

// purposeTool reports whether tool noun u has a purpose: "a tool to
// post", "herramienta para publicar", "बताने का … कोई टूल" (an oblique
// infinitive with का/के लिए before it).
func (c *check) purposeTool(in *info, u hit) bool {
	after := c.folded[u.end:min(in.end, u.end+8)]
	if hasPrefix(after, " to ") || hasPrefix(after, " for ") || hasPrefix(after, " para ") {
		return true
	}
	before := c.folded[in.start:u.start]
	return hasSubstr(before, "ने का ") || hasSubstr(before, "ने के लिए ") || hasSubstr(before, "ने की ") || jaPurposeClause(before)
}

// jaPurposeClause reports whether the text before a Japanese tool noun
// ends with a relative clause of purpose.
func jaPurposeClause(before string) bool {
	return hasSuffixAny(before, jaPurposeEnds) && !hasSuffix(before, "いる") && !hasSuffix(before, "てる")
}

// onlyReadsRan reports whether every ok call of the turn only read,
// listed, searched or fetched.
func (c *check) onlyReadsRan() bool {
	any := false
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		any = true
		if !contains(call.families, famRead) && !contains(call.families, famList) && !contains(call.families, famFetch) && !c.searchCall(ci) {
			return false
		}
	}
	return any
}

// notYet reports whether the clause says something is not done yet.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) notYet(in *info) bool {
	return containsAny(c.folded[in.start:in.end], notYetWords)
}

// The lists of createArg, each one string split once: a
// slice literal in the body built its strings on the stack at every call.
var createArgList1 = splitBar("\"create\"|\"add\"|\"insert\"|\"new\"")

// createArg reports whether a call's arguments name creating as the act
// of a tool that does several ({"action": "create"} to a calendar tool):
// the whole string value create, add, insert or new.
func createArg(args string) bool {
	for _, v := range createArgList1 {
		if containsFoldASCII(args, v) {
			return true
		}
	}
	return false
}

// createdByTool reports whether a verb of creating with no file as its
// object ("ya he creado la invitación") is backed by an ok call whose tool
// creates things of its own (calendar_create_event, jira_create_issue):
// the verb names that tool's act, not a file write.
func (c *check) createdByTool(in *info, u hit) bool {
	if u.t.family != famWrite || !containsAny(u.t.text, createVerbs) || containsAny(c.folded[in.start:in.end], fileWords) {
		return false
	}
	for ci := range c.calls {
		t := c.calls[ci].Tool
		if c.calls[ci].ok && (hasSubstr(t, "create") || hasSubstr(t, "crear") || hasSubstr(t, "add_") || hasSubstr(t, "_add") ||
			hasSubstr(t, "new_") || hasSubstr(t, "_new") || createArg(c.calls[ci].Args)) {
			return true
		}
	}
	return c.madeResultID(in, u)
}

// searchedByQuery reports whether a search verb ("I searched your
// transactions") is backed by an ok call that carried a search query
// (bank_transactions {"query": "netflix"}, jira {"jql": …}): whatever
// its tool is named, that call searched.
func (c *check) searchedByQuery(f string) bool {
	if f != famSearch {
		return false
	}
	for ci := range c.calls {
		a := c.calls[ci].Args
		if c.calls[ci].ok && (hasSubstr(a, `"query"`) || hasSubstr(a, `"q"`) || hasSubstr(a, `"jql"`) ||
			hasSubstr(a, `"pattern"`) || hasSubstr(a, `"search"`) || hasSubstr(a, `"keyword"`)) {
			return true
		}
	}
	return false
}

// trueRunDenial reports whether a negated verb of running is true because
// its object is something no ok call ran:
//
//   - the tests ("no he ejecutado los tests", "还没跑测试", "I haven't run
//     the tests") when no call ran a test command: running `git log` is
//     not running tests;
//   - a program named by a bare word ("I haven't run mypy or the linter")
//     that no ok call's tool or arguments hold;
//   - a pronoun ("No lo corrí", "I haven't run it") standing for the
//     command in a code span just before, in the same paragraph, that no
//     ok call ran: the reply suggested it and says it did not run it.
//
// An act named in the object (deploy, restart…) is left to the checks of
// performed actions.
func (c *check) trueRunDenial(in *info, u hit) bool {
	if u.t.family != famShell {
		return false
	}
	lo, hi := c.subClause(in, u.span)
	if len(actionsNamed(c.folded[lo:hi])) > 0 {
		return false
	}
	if c.testObjectCall(c.folded[lo:hi]) < 0 {
		for _, w := range testNouns {
			if containsWord(c.folded[lo:hi], w) {
				return true
			}
		}
	}
	// The word after the verb (after an article): its object in English
	// and Spanish.
	rest := strings.TrimLeft(c.folded[u.end:hi], " *_")
	for _, a := range trueRunDenialList1 {
		rest = trimPrefix(rest, a)
	}
	w := rest
	if i := strings.IndexFunc(rest, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') }); i >= 0 {
		w = rest[:i]
	}
	if r, _ := decodeRuneAt(rest[len(w):]); r >= 0x80 && isWordRune(r) {
		w = "" // "todavía": the word goes on in letters this scan does not take
	}
	if len(w) >= 3 && w[0] >= 'a' && w[0] <= 'z' && !contains(runStopObjects, w) && !hasSubstr(w, "test") && !c.ranCommand(w) {
		return true
	}
	// A pronoun object: Spanish clitics before the verb, English after.
	before := c.folded[max(in.start, u.start-4):u.start]
	pron := hasSuffix(before, "lo ") || hasSuffix(before, "la ") || w == "it" || w == "that" || w == "this"
	if !pron {
		return false
	}
	start := max(0, u.start-300)
	win := c.masked[start:u.start]
	if i := strings.LastIndex(win, "\n\n"); i >= 0 {
		win = win[i+2:]
	}
	spans := delimited(win, "`")
	if len(spans) == 0 {
		return false
	}
	cs := spans[len(spans)-1]
	code := win[cs.start:cs.end]
	name := commandName(code)
	if name == "" {
		return false
	}
	if c.ranCommand(name) {
		if sub := subcommand(code); sub == "" || c.ranSubcommand(name, sub) {
			return false
		}
	}
	return true
}
