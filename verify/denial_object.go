package verify

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// deniesObject reports, and adds, a denied_call for a first-person
// negated verb of tool work ("I didn't open the CI logs", "no he llegado a
// abrir config.yaml", "我没有去查 Jira", "config/app.yaml も開いていない",
// "मौसम मैंने check नहीं किया") whose object names a call that succeeded:
// a file, host or city of its arguments, a content word of its tool's
// name (jira_search, aws_cli, ci_get_log), a topic it concerns, the
// query or command it carried, or the verb is the tool's own ("I didn't
// query" after db_query). The general negation logic of checkUse needs a
// tool-family verb; these verbs (open, touch, query, 查, 跑) name no
// family, so their object alone decides what is denied. A denial whose
// object names no ok call ("I didn't run the migration") is true and
// left alone; so is one scoped against what ran ("I didn't check the
// staging logs, only prod").
func (c *check) deniesObject(in *info) bool {
	h := c.clearHit(in, kindDenyVerb)
	all := false
	if h == nil {
		if h = c.clearHit(in, kindDenyRunAll); h == nil {
			return false
		}
		all = true
	}
	// "मैंने इंटरनेट पर कुछ नहीं खोजा और बिक्री रिपोर्ट भी नहीं चलाई": where
	// the verb comes last, a place of the web before a negated verb scopes
	// it to the web, which no call reached (see webOnlyDenial); a later
	// negated verb of the clause is a denial of its own.
	for !isASCIIString(h.t.text) && c.webOnlyDenial(c.folded[max(in.start, h.start-48):h.start]) {
		if h = c.nextClearHit(in, h); h == nil {
			return false
		}
	}
	if elided(*h) && !c.elidedSpeaker(in, *h) {
		return false // "the job ran and didn't check the lock": see denial_ellipsis.go
	}
	// "I haven't run it yet — want me to?": the question is the offer
	// after the dash (see dashQuestion).
	if in.question && !c.dashQuestion(in, h.span) && !c.offerTail(in, h.span) { // offerTail: see denial_upto.go
		return false
	}
	// "没有查到", "没看到", "没看出": a verb of finding or seeing is an
	// absence claim about a result, not a denial of looking.
	// "没有查证", "没有查实": not verified, a caveat on a claim, not on a
	// look-up; 实 makes such a word only after 查 or 核 ("没有看实时数据"
	// denies a look).
	r, _ := utf8.DecodeRuneInString(c.folded[h.end:in.end])
	if zhAdjustVerb(h.t.text, c.folded[h.end:in.end]) || zhMoveWord(h.t.text, c.folded[in.start:h.start], c.folded[h.end:in.end]) { // "我没有调整": see lexicon_den21.go
		return false
	}
	if r == '到' || r == '出' || r == '见' || r == '見' || r == '证' || r == '證' {
		return false
	}
	if (r == '實' || r == '实') && (hasSuffix(h.t.text, "查") || hasSuffix(h.t.text, "核")) && !zhLiveWord(c.folded[h.end:in.end]) {
		return false
	}
	// "I haven't run `alembic upgrade head`": a command in a code span
	// is what is denied, and checkUse holds it to the commands that ran.
	// Unless the code span is verbatim what an ok call carried ("मैंने
	// कोई query नहीं चलाई — `SELECT count(*) FROM users` चलाएँ" after
	// db_query ran that SQL): see codeRanVerbatim.
	if c.codeCommand(in) != "" && !c.codeRanVerbatim(in) {
		return false
	}
	// "If I didn't check …", "Let me …": a hedge before the verb makes it
	// no report. (The verb is a negated past: a hedge after it is about
	// something else, "… so this is general advice".)
	// A hedge in a main clause of its own, before a comma and the
	// speaker as subject, leaves it one (see hedgeInOwnClause).
	own := c.hedgesBeforeOwnClause(in, *h, true)
	for _, hs := range in.hedges {
		if hs.end <= h.start && !own && !c.hedgeClosedBefore(hs, h.start) {
			return false
		}
	}
	// "I didn't open any other file": the object excludes what ran.
	// "GPSの位置情報までは見ていません": the object before までは is denied
	// whole (see denial_upto.go).
	partial := c.uptoDenialCall(in, *h)
	if partial < 0 && (elided(*h) && scopeLimitsDenial(c.folded[h.start:in.end]) || !elided(*h) && c.scopedDenial(in)) {
		if partial = c.partialDenialCall(in, *h); partial < 0 {
			// "我只看了表格，没有查牧场系统": the only part is before the
			// denial, which is of the rest (see denial_only_scope.go).
			slo, shi := c.subClause(in, h.span)
			if partial = c.onlyOtherCall(h.span, c.folded[slo:shi]); partial < 0 {
				return false
			}
		}
	}
	// "No he buscado nada en internet" after a search of the user's own
	// files: the act is scoped to the web, which no call reached.
	if c.webOnlyDenial(c.folded[h.start:in.end]) || c.externalOnlyDenial(c.folded[h.start:in.end]) {
		return false
	}
	// A target no call was given is the denial's only in the verb's own
	// part: "sin buscar en internet, te diría que … en la CDMX" does not
	// deny looking at the CDMX.
	part := *in
	part.start, part.end = c.subClause(in, h.span)
	if in.memory || c.otherThan(in) || c.deniesUngivenTarget(&part, h.span) || c.deniesUnreadFileUnlinked(*h) ||
		containsAny(c.folded[h.start:h.end], openVerbs) && c.deniesUnreadContents(in, *h) { // see denial_contents.go
		return false
	}
	for _, f := range c.rep.Findings[max(0, len(c.rep.Findings)-16):] {
		if f.Type == DeniedCall && f.Start >= in.start && f.Start < in.end {
			return false
		}
	}
	ci := partial
	if ci < 0 {
		ci = c.deniedObjectCall(in, *h, all)
	}
	if ci < 0 {
		ci = c.estimatedCall(in, *h) // figures given as an estimate: see denial_estimated.go
	}
	if ci < 0 {
		ci = c.systemFiguresCall(in, *h) // a system the figures came from: see denial_estimated.go
	}
	if ci < 0 { // "Solo miré la planilla; no consulté el sistema": see denial_only_scope.go
		slo, shi := c.subClause(in, h.span)
		ci = c.onlyOtherCall(h.span, c.folded[slo:shi])
	}
	if ci < 0 {
		return false
	}
	// "I didn't run payroll" after run_payroll was refused: the denial
	// spells out the name of a call that did not succeed, and is true.
	for i := range c.calls {
		if c.calls[i].ok {
			continue // asked first: only a failed call's name is spelled out
		}
		if n := strings.ReplaceAll(c.calls[i].lowerToolName(), "_", " "); hasSubstr(n, " ") && hasSubstr(c.folded[in.start:in.end], n) {
			return false
		}
	}
	if c.untouchedByRead(in, *h, ci) || c.unrunToolNamedPart(in, h.span) || c.deniesOtherFile(in, *h) || c.deniesOpenQuestion(in, *h) || c.deniesSiblingRecord(in, ci) { // deniesSiblingRecord: see denial_sibling_record.go
		return false // "I haven't touched the claim record" beside an unrun update_claim; "I haven't read the override file"; "…かどうかは確認していません"
	}
	// Contradiction: a denial of what a call with a receipt did.
	c.addRule("denial/object", BasisContradiction, c.callFinding(DeniedCall, h.span, ci,
		"reply denies doing what "+c.calls[ci].Tool+" did, but that call succeeded in this turn"))
	return true
}

var (
	scopeWords         []string
	queryObjWords      []string
	commandObjWords    []string
	execObjects        []string
	testCommandWords   []string
	lookupPronouns     []string
	liveAdjectives     []string
	sourceAfterScope   []string
	sourceScopeLinks   []string
	sentenceScopeWords []string
)

// denialObjectLists holds the phrases of the word lists declared above (see barList).
var denialObjectLists = [...]barList{
	// scopeWords limit a denial to what did not run: "I didn't check the
	// older logs, only today's", "solo", "只", "だけ", "सिर्फ़".
	{&scopeWords, "only|just|beyond|except|other|solo|sólo|salvo|más allá|otro|otra|" +
		"只|仅|其他|别的|以外|だけ|のみ|他の|までは|सिर्फ़|सिर्फ|केवल|अलावा|दूसरे|अन्य"},
	// objWords name the query or command a call carried.
	{&queryObjWords, "query|queries|sql|consulta|consultas|查询|sql|クエリ|クエリー|क्वेरी"},
	{&commandObjWords, "command|commands|comando|comandos|命令|コマンド|कमांड|script|script"},
	// execObjects are objects of a run verb that name what a call carried:
	// a pronoun for it, or the query or command itself.
	{&execObjects, "it|this|that|the query|this query|that query|the sql|the command|this command|" +
		"la consulta|esta consulta|el comando|lo|la|este comando"},
	// testCommandWords run tests when they are a word of a call's command
	// (`go test ./...`, `pytest -q`, `npm test`); "tests/" as a path is not.
	{&testCommandWords, "test|pytest|jest|mocha|tox|phpunit|rspec|vitest"},
	// lookupPronouns are the objects of a look-up verb that refer back to
	// what the reply has just said.
	{&lookupPronouns, "this|that|it|these|those"},
	// liveAdjectives make a look-up's object the real results rather than
	// something named: "your actual data", "live numbers", "datos reales".
	{&liveAdjectives, "actual|real|live|real-time|realtime|reales|real|en vivo|实际|实时"},
	// sourceAfterScope are what a scope word qualifies when it limits where
	// an answer came from rather than what was looked at: "仅供参考" (for
	// reference only), "只是根据你之前告诉我的" (only based on what you told
	// me), "it's just a guess", "सिर्फ़ अंदाज़ा है".
	{&sourceAfterScope, "根据|基于|参考|推测|估计|猜测|凭印象|一般|常识|经验|based on|guess|estimate|" +
		"general|típico|lo habitual|आम तौर|" +
		"from memory|basado en|basada en|según|estimación|suposición|de memoria|सुझाव|अंदाज़ा|" +
		"अंदाजा|अनुमान|के आधार|推測|目安|記憶"},
	// sourceScopeLinks may stand between the scope word and what it
	// qualifies: a copula, "供" (for), an article.
	{&sourceScopeLinks, "是|供|a |an |un |una |है|एक "},
	// sentenceScopeWords limit what was done across a sentence: "only",
	// "solo", "只", "だけ", "सिर्फ़". Softer words of scopeWords ("just so you
	// know", "other") need to sit in the denial's own clause.
	{&sentenceScopeWords, "only|solo|sólo|solamente|únicamente|只|仅|僅|だけ|のみ|सिर्फ़|सिर्फ|केवल"},
}

var _ = splitBars(denialObjectLists[:])

func (c *check) scopedDenial(in *info) bool {
	return scopeLimitsDenial(c.folded[in.start:in.end])
}

// anyObjects begin the lexicon's quantified sources ("ningún sistema",
// "किसी सिस्टम", "外部のシステム"), which SOV languages put before the
// verb; a bare tool word there ("专门工具——我没有跑 gitleaks") is no object.
var anyObjects = strings.Fields("any ning 任何 外部 किसी कोई")

// deniedObjectCall returns the ok call the object of a denial verb names,
// or -1. The object lies in the clause within 160 bytes of the verb.
func (c *check) deniedObjectCall(in *info, h hit, all bool) int {
	lo, hi := max(in.start, h.start-160), min(in.end, h.end+160)
	if elided(h) {
		lo = h.start // the first conjunct's object is what was done
	}
	// "किसी सिस्टम में कुछ नहीं बदला और कोई कमांड नहीं चलाई": the clause
	// joined before the verb's has its own object (see hiClauseAnd).
	lo += clauseAndEnd(c.folded[lo:h.start])
	// "这些是从 CIP 记录里查的，我没有登录控制柜跑任何命令": a comma and the
	// speaker as subject open the denial's own clause; the clause before
	// names the source of what was said, not the denial's object.
	lo = ownSubjectStart(c.folded, lo, h.start)
	// A colon or semicolon after the verb opens a statement of its own:
	// "No me ha hecho falta consultar la base de datos: es la cifra del
	// informe semanal" names the report as the source, not as the object.
	if i := strings.IndexAny(c.folded[h.end:hi], ":;：；"); i >= 0 {
		hi = h.end + i
	}
	// "I didn't go to the web": a verb of going names the place it did
	// not go to, and only the web is a place a call goes (a fetch); "I
	// didn't go to the office" is no tool's object.
	if goVerb(h.t.text) {
		return c.webObjectCall(c.folded[h.end:hi])
	}
	win := c.folded[lo:hi]
	// A file, host, ticker or city of the call's arguments.
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, a := range c.calls[ci].anchors {
			if anchorTokenIn(win, a, c.calls[ci].lowerArgs()) {
				return ci
			}
		}
	}
	// "sin haber abierto el CSV" after a read of ruta14.csv: a file type
	// named by its extension names the file of that type a call was given.
	// The verb's own part only: "I haven't checked the whole file — I can
	// parse it with a CSV reader" names the reader, not the file.
	slo, shi := c.subClause(in, h.span)
	plo, phi := dashBounds(c.folded, slo, shi, h.span)
	if ci := c.fileTypeCall(c.folded[plo:phi]); ci >= 0 {
		return ci
	}
	// An identifier the call was given ("1234-567890"): see denial_bound_acts.go.
	if ci := c.argIdentCall(win); ci >= 0 {
		return ci
	}
	// A content word of a tool's name: "jira", "aws", "ci logs"; in
	// Devanagari, "स्टेटमेंट" (see denial_bound_acts.go).
	if ci := c.nameWordCall(win); ci >= 0 {
		return ci
	}
	if ci := c.devaNameWordCall(win); ci >= 0 {
		return ci
	}
	// "बोली का इतिहास", "客人名单": a name word in the reply's language
	// (see denial_name_gloss.go).
	// Only up to the end of the verb's part: "データベースへの問い合わせは
	// せず、この報告書の数字で…" names the report as the source.
	if ci := c.glossNameCall(c.folded[lo:max(h.end, min(hi, shi))], c.folded[h.start:h.end]); ci >= 0 {
		return ci
	}
	if ci := c.usesObjectCall(in, h, lo, hi); ci >= 0 {
		return ci
	}
	if ci := c.topicObjectCall(in, h, lo, hi); ci >= 0 { // see denial_topic_object.go
		return ci
	}
	if ci := c.webObjectCall(c.folded[h.end:hi]); ci >= 0 {
		return ci
	}
	// "我没有跑测试", "I didn't run the tests" after `go test` ran: the
	// tests are what a test command runs.
	if ci := c.testObjectCall(win); ci >= 0 {
		return ci
	}
	// A domain noun, a test tool, a search verb, a bare live look-up:
	// see denial_domain_objects.go.
	if ci := c.domainObjectCall(win); ci >= 0 {
		return ci
	}
	if ci := c.testToolCall(win); ci >= 0 {
		return ci
	}
	if ci := c.fileStemCall(win); ci >= 0 { // "el acta" for acta_2024-11-07.md: see denial_file_stem.go
		return ci
	}
	text := c.folded[h.start:h.end]
	if ci := c.searchVerbCall(text); ci >= 0 {
		return ci
	}
	if ci := c.liveLookupCall(win); ci >= 0 {
		return ci
	}
	// The verb is the tool's own: "I didn't query" after db_query.
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		t := c.calls[ci].lowerToolName()
		if hasSubstr(text, "quer") && hasSubstr(t, "query") || hasSubstr(text, "search") && hasSubstr(t, "search") {
			return ci
		}
	}
	// The query or command the call carried: "no he lanzado ninguna
	// consulta", "मैंने कोई query नहीं चलाई", "nothing was executed".
	query, command := all, all
	for _, w := range queryObjWords {
		query = query || containsWord(win, w)
	}
	for _, w := range commandObjWords {
		command = command || containsWord(win, w)
	}
	if !query && !command {
		return -1
	}
	return c.firstOKCall(func(ci int, a string) bool {
		return query && (hasSubstr(a, `"sql"`) || hasSubstr(a, `"query"`) || hasSubstr(a, `"statement"`)) ||
			command && (contains(c.calls[ci].families, famShell) || hasSubstr(a, `"cmd"`) || hasSubstr(a, `"command"`) || hasSubstr(a, `"script"`) || cliArgs(a))
	})
}

// usesObjectCall returns the ok call of the family that a use in the
// object of denial verb h names (lo, hi: the object's reach), or -1.
func (c *check) usesObjectCall(in *info, h hit, lo, hi int) int {
	// A topic noun an ok call concerns ("मौसम", "inbox"), or a tool verb
	// in the object ("a live fare search") of a family that ran.
	for _, u := range in.uses {
		if u.start < lo || u.end > hi || u.start < h.end && u.end > h.start {
			continue
		}
		f := u.t.family
		// "any system", "ninguna fuente", "任何接口", "किसी सिस्टम": a
		// look-up denied over any source denies every call.
		// A noun of pages ("la web de la compañía", "ウェブサイトを見ずに")
		// as the object of a denied look-up is what a fetch reads: it
		// names the fetch that ran, as a topic noun names its call.
		ok := u.t.kind == kindWeak && (isTopic(f) && c.relevant(f) || f == famFetch) ||
			u.t.kind == kindUse && (u.start >= h.end && (f == famSearch || f == famFetch || f == famList || f == famAny) ||
				f == famAny && hasPrefixAny(u.t.text, anyObjects))
		if !ok {
			continue
		}
		if calls := c.okCalls(f); len(calls) > 0 && !c.failed(f) {
			return calls[0]
		}
	}
	return -1
}

// cliArgs reports whether a call's arguments (lowercased) hold a command
// line given as one string to a program the tool wraps: {"args": "describe
// node node-03"} of a kubectl or git tool. Running that tool runs a
// command, so "我没有执行任何命令" denies it as it denies a shell call.
func cliArgs(a string) bool {
	return hasSubstr(a, `"args": "`) || hasSubstr(a, `"args":"`)
}

// nameWordCall returns the first ok call a content word of whose tool's
// name stands in win as a word, or -1: "jira", "aws", "ci logs". A word
// matches in the plural and with a hyphen after its first letter too
// ("e-KYC" holds ekyc, "e-mail" email).
//
// When words of several calls stand there, the first in win decides: in
// "the vet records" the modifier names vet_log, and "records" names
// milking_records only as the head of another call's noun phrase.
func (c *check) nameWordCall(win string) int {
	best, at := -1, len(win)
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, f := range c.calls[ci].families {
			if !isTopic(f) || hasPrefix(f, "tool:") || len(f) < 2 {
				continue
			}
			for _, w := range [...]string{f, f + "s", f[:1] + "-" + f[1:]} {
				if i := wordIndex(win, w); i >= 0 && i < at && !c.otherModifier(win[:i], ci) {
					best, at = ci, i
				}
			}
			// "la báscula no la consulté" for bascula_registro: the
			// reply's accents (see wordPrefixAtPlain).
			if i := wordIndexPlain(win, f); i >= 0 && i < at && !c.otherModifier(win[:i], ci) {
				best, at = ci, i
			}
		}
	}
	return best
}

// headModifiers may stand before a tool's name word without naming
// another kind of thing: determiners and the adjectives of extent and
// time ("his full records", "the latest logs").
var headModifiers = wordSet("the a an his her their your my our its this that these those any all some " +
	"el la los las lo un una su sus tu tus mi mis del de al " +
	"full latest recent last entire whole actual live raw old new current complete detailed own same")

// otherModifier reports whether the Latin word right before a name word of
// call ci (before: the window up to it) is a name word of another tool the
// turn offered, and so qualifies it as that tool's kind: "the vet records"
// names no milking_records when vet_log was offered. A word of the call's
// own name ("milking records"), of its arguments or of its result's head
// does not.
func (c *check) otherModifier(before string, ci int) bool {
	before = strings.TrimRight(before, " ")
	i := len(before)
	for i > 0 && isLetterByte(before[i-1]) {
		i--
	}
	w := before[i:]
	if len(w) < 3 || i > 0 && before[i-1] >= 0x80 {
		return false
	}
	call := &c.calls[ci]
	if slices.Contains(call.families, w) || hasSubstr(call.lowerArgs(), w) || hasSubstr(call.folded[:min(len(call.folded), 8<<10)], w) {
		return false
	}
	for _, t := range c.rec.Tools {
		if !strings.EqualFold(t, call.Tool) && slices.Contains(nameWords(t), w) {
			return true
		}
	}
	return false
}

// wordIndex is wordIn that returns where the word stands, or -1.
func wordIndex(s, w string) int {
	for i := 0; ; {
		j := indexSubstr(s[i:], w)
		if j < 0 {
			return -1
		}
		st, en := i+j, i+j+len(w)
		if (st == 0 || !isLetterByte(s[st-1])) && (en == len(s) || !isLetterByte(s[en])) {
			return st
		}
		i = st + 1
	}
}

// firstOKCall returns the first ok call whose arguments, lowercased,
// match, or -1. A denial is only false about a call that succeeded.
func (c *check) firstOKCall(match func(ci int, args string) bool) int {
	for ci := range c.calls {
		if c.calls[ci].ok && match(ci, c.calls[ci].lowerArgs()) {
			return ci
		}
	}
	return -1
}

// containsWord is wordIn for Latin words and a substring test for
// others (CJK and Devanagari have no spaces to bound a word).
func containsWord(s, w string) bool {
	if w[0] < 0x80 {
		return wordIn(s, w)
	}
	return hasSubstr(s, w)
}

// negatesDenyVerb reports whether the clause's absence phrase is the
// negation inside a negated verb of looking ("没有查", "no he abierto"):
// the clause denies looking, it says nothing of a result.
func (c *check) negatesDenyVerb(in *info) bool {
	h := c.clearHit(in, kindDenyVerb)
	if h == nil {
		return false
	}
	// "没有查到重复记录", "没查出": a resultative complement makes the
	// verb "find", and the clause says what the look-up did not find.
	if zhResultative(c.folded[h.end:]) {
		return false
	}
	a := in.absence.span
	return a.start >= h.start && a.start < h.end
}

// objectNamesCall reports whether a word after a negated look-up verb
// names an ok call's tool: "I didn't look up a live rate" after
// get_exchange_rate, "no consulté el stock" after get_stock.
func (c *check) objectNamesCall(in *info) bool {
	var verb *hit
	for i, u := range in.uses {
		if in.negated[i] && u.t.family == famCheck {
			verb = &in.uses[i]
			break
		}
	}
	if verb == nil {
		return false
	}
	if c.pronounLookup(in, *verb) {
		return true
	}
	// "sin consultar el tarifario" after berth_rates: a name word in the
	// reply's language (see denial_name_gloss.go).
	// Only the verb's object, up to a preposition or mark that opens a
	// purpose or place ("no lo he comprobado para estos vuelos").
	obj := c.folded[verb.end:min(in.end, verb.end+48)]
	if i := strings.IndexAny(obj, ",;:.，、。"); i >= 0 {
		obj = obj[:i]
	}
	for _, p := range glossObjectEnds {
		if i := indexSubstr(obj, p); i >= 0 {
			obj = obj[:i]
		}
	}
	if c.glossNameCall(obj, verb.t.text) >= 0 {
		return true
	}
	// The first five words after the verb, read in place.
	rest := c.folded[verb.end:in.end]
	for k := 0; k < 5; k++ {
		var w string
		if w, rest = nextFieldFunc(rest, func(r rune) bool { return !isWordRune(r) }); w == "" {
			break
		}
		w = trimSuffix(w, "s")
		if len(w) < 3 {
			continue
		}
		for ci := range c.calls {
			if !c.calls[ci].ok {
				continue
			}
			for _, f := range c.calls[ci].families {
				if f == w && isTopic(f) {
					return true
				}
			}
		}
	}
	return false
}

// glossObjectEnds open a purpose or place after a look-up verb's object.
var glossObjectEnds = splitBar(" para | por | for | con | with | in | en ")

// The lists of executedObject, each one string split once: a
// slice literal in the body built its strings on the stack at every call.
var executedObjectList1 = splitBar("\"sql\"|\"query\"|\"cmd\"|\"command\"|\"script\"|\"statement\"")

// executedObject returns the ok call a negated run verb denies when no
// shell call ran: one whose arguments carry a query, command or script
// ("sql", "query", "cmd", "command", "script"), when the verb's object
// is a pronoun or names the query or command; else -1.
func (c *check) executedObject(in *info, u hit) int {
	rest := strings.TrimLeft(c.folded[u.end:in.end], " `*_")
	before := strings.TrimRight(c.folded[max(in.start, u.start-4):u.start], " ")
	obj := hasSuffix(before, " lo") || hasSuffix(before, " la") // "no la he ejecutado"
	for _, o := range execObjects {
		obj = obj || hasPrefix(rest, o) && (len(rest) == len(o) || !isWordRune(rune(rest[len(o)])))
	}
	if !obj {
		return -1
	}
	return c.firstOKCall(func(_ int, args string) bool {
		for _, k := range executedObjectList1 {
			if hasSubstr(args, k) {
				return true
			}
		}
		return false
	})
}

// testObjectCall returns the ok call that ran tests when win names tests
// (see testNouns), or -1.
func (c *check) testObjectCall(win string) int {
	named := false
	for _, w := range testNouns {
		named = named || containsWord(win, w)
	}
	if !named {
		return -1
	}
	return c.firstOKCall(func(_ int, a string) bool {
		for _, w := range testCommandWords {
			if i := indexSubstr(a, w); i >= 0 && wordIn(a, w) && !hasPrefix(a[i+len(w):], "/") && !hasPrefix(a[i+len(w):], "_") {
				return true
			}
		}
		return false
	})
}

// pronounLookup reports whether a negated look-up verb takes a pronoun
// for its object ("I didn't actually look this up", "I haven't checked
// that") in a clause whose claims concern known calls: the pronoun is the
// answer just given, and that answer is what the call looked up.
func (c *check) pronounLookup(in *info, verb hit) bool {
	// The answer must be the calls': named, cited or carried from the
	// clause before, or holding values their results hold ("about 37
	// cancellations (I haven't pulled your actual data)").
	if len(in.targets) == 0 || !in.explicit && !c.valuesBacked(in) {
		return false
	}
	t := verb.t.text
	for _, p := range lookupPronouns {
		if hasSubstr(t, " "+p+" up") {
			return true
		}
	}
	// "I haven't pulled your actual data", "no consulté los datos
	// reales": results as such, whatever tool gave them.
	obj := c.folded[verb.end:min(in.end, verb.end+32)]
	for _, a := range liveAdjectives {
		if containsWord(obj, a) {
			return true
		}
	}
	rest := strings.TrimLeft(c.folded[verb.end:min(in.end, verb.end+8)], " ")
	for _, p := range lookupPronouns {
		if hasPrefix(rest, p) && (len(rest) == len(p) || !isWordRune(rune(rest[len(p)]))) {
			return true
		}
	}
	return false
}

// scopeLimitsDenial reports whether a clause limits its denial with a scope word
// ("I didn't check the older logs, only today's"). A scope word that
// qualifies the answer's source ("这些只是根据你之前告诉我的情况整理的")
// limits nothing that was looked at: the denial stays whole.
func scopeLimitsDenial(s string) bool {
	for rest := range scopeWordTails(s, scopeWords) {
		if !sourceScope(rest) {
			return true
		}
	}
	return false
}

// sourceScope reports whether rest, the text after a scope word, names a
// source or a guess.
func sourceScope(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	for _, l := range sourceScopeLinks {
		if hasPrefix(rest, l) {
			rest = strings.TrimLeft(rest[len(l):], " ")
			break
		}
	}
	return hasPrefixAny(rest, sourceAfterScope) || genericSourceNear(rest) || conclusionScope(rest) // see denial_generic_source.go, denial_domain_objects.go
}

// zhResultative reports whether s opens with a Chinese resultative
// complement of finding (到, 出, 着): 查到, 查出, 找着.
func zhResultative(s string) bool {
	return hasPrefix(s, "到") || hasPrefix(s, "出") || hasPrefix(s, "着") || hasPrefix(s, "著")
}

// deniesUngivenTarget reports whether a negated verb has as its object a
// numbered target — "#881", ".43", "10.0.0.7", "PR 881" — that no ok
// call was given: "I didn't look at #881's checks" after the checks of
// #877 is a true denial. The object is the first such token within a few
// words after the verb, or (Japanese, Hindi) before it in the clause.
func (c *check) deniesUngivenTarget(in *info, v span) bool {
	// "I haven't looked at /var/cache yet" when the user asked about it
	// and no call was given it (see unbacked_ungiven_target.go).
	if c.deniesUnranCommand(in, v) || c.ungivenTarget(in) != "" {
		return true
	}
	tok := numberedTarget(c.masked[v.end:min(in.end, v.end+24)])
	if tok == "" {
		r, _ := decodeRuneAt(c.folded[v.start:])
		if r >= 0x3040 && r <= 0x30ff || isDevanagari(r) {
			tok = numberedTarget(c.masked[max(in.start, v.start-40):v.start])
		}
	}
	if tok == "" {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && hasSubstr(c.calls[ci].Args, tok) {
			return false
		}
	}
	return true
}

// numberedTarget returns the digits of the first "#123" or ".43"-style
// token of s (an issue, a PR, the last part of an address), or "".
func numberedTarget(s string) string {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '#' || s[i] == '.') && s[i+1] >= '0' && s[i+1] <= '9' && (i == 0 || s[i-1] == ' ' || s[i-1] == '(') {
			j := i + 1
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
				j++
			}
			tok := strings.TrimRight(s[i:j], ".")
			if s[i] == '.' {
				return tok // ".43": an address's last part, as written
			}
			return tok[1:]
		}
	}
	return ""
}

// scopedSentence reports whether the sentence of a clause, up to the
// clause's end, holds a word that limits what was done ("I only got as
// far as `uptime` — I haven't checked memory yet"): see scopeWords.
func (c *check) scopedSentence(in *info) bool {
	ls, _ := c.lineAround(in.start, in.end)
	s := c.folded[max(ls, in.start-160):in.end]
	if i := strings.LastIndex(s[:len(s)-(in.end-in.start)], ". "); i >= 0 {
		s = s[i+2:]
	}
	s = stripDisclaimers(s)
	return containsAnyWord(s, sentenceScopeWords) && !scopesOnlySource(s) // see denial_generic_source.go
}

// fileTypeCall returns the first ok call given a file whose extension (of
// three or four letters: csv, pdf, xlsx) stands in win as a word, or -1.
func (c *check) fileTypeCall(win string) int {
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, a := range c.calls[ci].anchors {
			d := lastIndexByte(a, '.')
			if d < 0 || d > len(a)-4 || d < len(a)-5 || hasAnyRune(a[d+1:], "/ ") {
				continue
			}
			if ext := strings.ToLower(a[d+1:]); isLowerASCII(ext) && wordIn(win, ext) {
				return ci
			}
		}
	}
	return -1
}
