package verify

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

var (
	deniesAbilityList1 []string
	accessVerbs        []string
	placeWords         []string
	placeBetweenList1  []string
	coordinators       []string
	disclaimers        []string
	modalDenialList1   []string
	findVerbList1      []string
	countOfOtherList1  []string
)

// denialLists holds the phrases of the word lists declared above (see barList).
var denialLists = [...]barList{
	// The lists of deniesAbility, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&deniesAbilityList1, "सकता|सकती|सकते|पाता|पाती"},
	// accessVerbs are the verbs of access in the five languages.
	{&accessVerbs, "访问|訪問|access|acceder|アクセス|एक्सेस"},
	// placeWords open the place a negative quantifier is about: "nothing on
	// your calendar", "nada en tu agenda", "nothing in the inbox".
	{&placeWords, "on|in|at|en|dentro de"},
	// The lists of placeBetween, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&placeBetweenList1, "your|the|my|tu|su|el|la|mi|tus|sus"},
	// coordinators join two main clauses, each with its own verb: "I can't
	// reach your bank, and I used no tool", "no puedo entrar y no he usado
	// ninguna herramienta", "मैं नहीं पहुँच सकता और मैंने कोई टूल इस्तेमाल
	// नहीं किया". A hedge or modal of the first clause ("can", "सकता")
	// qualifies its own verb, not the second clause's denial.
	//
	// A spaced dash between two clauses that each have their own verb starts a
	// new main clause too: "मैं आपके खाते की जानकारी नहीं देख सकता — इस
	// बातचीत में मैंने कोई टूल नहीं चलाया", "I can't see it from here — I ran
	// no tool". Only a spaced dash counts: an unspaced one joins words ("2–3",
	// "read-only").
	{&coordinators, " and i | and we |, and | y no | y yo | और मैंने | और मैं | और हमने |，而且|，并且|，也|" +
		" — | – |——"},
	// disclaimers are stock "for reference only" phrases. Their "only" (仅,
	// solo, だけ) limits how far the reader should trust the answer, not what
	// the speaker did: "并没有实时查询，仅供参考" denies the look-up in full.
	{&disclaimers, "仅供参考|僅供參考|只供参考|for reference only|solo como referencia|solo de referencia|" +
		"参考程度|参考までに|केवल जानकारी के लिए|सिर्फ़ जानकारी के लिए"},
	// The lists of modalDenial, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&modalDenialList1, "ので|ため|から|，|、|所以|因此"},
	// The lists of findVerb, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&findVerbList1, "found|find|encontr|hall|找到|見つ|मिल"},
	// The lists of countOfOther, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&countOfOtherList1, "email|mail|correo|邮件|メール|ईमेल"},
}

var _ = splitBars(denialLists[:])

// deniesAbility reports, and adds, a denied_call for a first-person
// statement of present inability ("I can't browse the web", "No tengo
// acceso a tu correo", "मैं आपकी फ़ाइलें नहीं खोल सकता") about a tool
// family whose call succeeded in this turn while none of its calls
// failed: the reply disowns a result it had. A failed call of the family
// makes the same words an honest report, so they are left alone; so is a
// verb of finding ("I can't find any TODOs"), which is an absence claim.
func (c *check) deniesAbility(in *info) bool {
	if in.question {
		return false
	}
	if c.deniesToolFor(in) { // "मेरे पास … देखने का कोई tool नहीं है": see denial_tool_lack.go
		return true
	}
	h := c.clearHit(in, kindInability)
	if h == nil {
		h = c.clearHit(in, kindNominalInability) // see inability_nominal.go
	}
	var mark span
	after := true // the verb follows the marker
	access := false
	switch {
	case h != nil:
		mark = h.span
		access = hasSubstr(h.t.text, "acce") || hasSubstr(h.t.text, "权限") || hasSubstr(h.t.text, "アクセス") ||
			hasSubstr(h.t.text, "एक्सेस") || hasSubstr(h.t.text, "पहुँच") || hasSubstr(h.t.text, "访问")
		// Chinese puts the object after the verb ("我无法访问你们的库存系统"),
		// as English and Spanish do; Japanese and Hindi before it.
		r, _ := utf8.DecodeRuneInString(h.t.text)
		after = (h.t.text[0] < 0x80 || isCJK(r) && !hasKana(h.t.text)) && !hasSuffix(h.t.text, "ません")
		// "我无法访问…", "I can't access …", "no puedo acceder a …": the
		// verb of access right after the marker is a phrase of access.
		access = access || hasPrefixAny(strings.TrimLeft(c.folded[h.end:min(in.end, h.end+12)], " "), accessVerbs)
	default:
		// Hindi puts the verb between नहीं and सकता: "नहीं खोल सकता".
		if !c.mayHold("नहीं") {
			return false // a reply with no नहीं: no clause need be searched
		}
		s := c.folded[in.start:in.end]
		i := indexWide(s, "नहीं")
		if i < 0 {
			return false
		}
		rest := s[i+len("नहीं"):]
		j := -1
		for _, m := range deniesAbilityList1 {
			// Only a marker within 40 bytes counts: search no further.
			if k := indexWide(rest[:min(len(rest), 40+len(m))], m); k >= 0 && (j < 0 || k < j) {
				j = k
			}
		}
		if j < 0 {
			return false
		}
		mark = span{in.start + i, in.start + i + len("नहीं") + j}
	}
	// "I can't read files outside the notes folder": a bounded inability
	// is about what lies beyond what was read.
	if scopedInability(c.folded[mark.end:min(in.end, mark.end+56)]) {
		return false
	}
	// "If the page is down I can't open it": a condition, not a claim.
	for _, hs := range in.hedges {
		if hs.end <= mark.start && conditional(c.folded[hs.start:hs.end]) {
			return false
		}
	}
	for _, u := range in.uses {
		if findVerb(u.t.text) || !c.relevant(u.t.family) {
			continue
		}
		near := false
		nominal := c.nominalObject(h, u, mark) // "フォルダを見ることはできない": see inability_nominal.go
		switch {
		case nominal:
			near = true
		case h == nil:
			near = u.start >= mark.start && u.end <= mark.end+len("सकता")
		case after:
			near = u.start >= mark.end && u.start-mark.end <= 40
		default:
			// A head noun may follow the topic noun as one compound
			// ("इन्वेंटरी सिस्टम का एक्सेस नहीं"): one word between.
			gap := strings.TrimSpace(c.folded[min(u.end, mark.start):mark.start])
			near = u.end <= mark.start && (mark.start-u.end <= 12 || len(gap) <= 30 && !hasSubstr(gap, " "))
		}
		// A noun alone ("tu correo") is what the inability is about only
		// after a phrase of access: "no tengo acceso a tu correo".
		if !near || u.t.kind == kindWeak && !access && !nominal {
			continue
		}
		f := u.t.family
		if f == famRead {
			f = famReadAny
		}
		// "I can't run that in production", "I can't write to main": a
		// refusal to act is policy, not a denial of what was looked up.
		if f == famShell || f == famWrite {
			continue
		}
		calls := c.okCalls(f)
		if len(calls) == 0 || c.failed(f) || c.anyFailed() {
			continue
		}
		// Contradiction: a denial of a tool that has a receipt in this turn.
		c.addRule("denial/ability", BasisContradiction, c.callFinding(DeniedCall, u.span, calls[0],
			"reply says it cannot use "+describe(f)+", but "+c.calls[calls[0]].Tool+" succeeded in this turn"))
		return true
	}
	// "No tengo acceso directo a tu servidor": the object of access is a
	// domain noun of a call that ran (see accessDeniedDomain).
	return h != nil && access && after && c.accessDeniedDomain(in, mark)
}

// anyFailed reports whether some call of the turn did not succeed: then
// a statement of inability may be about it.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) anyFailed() bool {
	for ci := range c.calls {
		if !c.calls[ci].ok {
			return true
		}
	}
	return false
}

// unemphasizeBytes blanks the underscores of Markdown emphasis ("_No tools
// were used for this answer._") so that the words inside are matched: an
// underscore is a word character, and the matcher finds no term inside a
// word. Only a single underscore that opens after a non-word character
// and closes, on the same line, before one is blanked; code spans and
// fences are left alone, and the text keeps its length.
func unemphasizeBytes(b []byte) {
	fence := false
	for lo := 0; lo < len(b); {
		hi := len(b)
		if k := bytes.IndexByte(b[lo:], '\n'); k >= 0 {
			hi = lo + k
		}
		if bytes.HasPrefix(bytes.TrimLeft(b[lo:hi], " "), []byte("```")) {
			fence = !fence
		} else if !fence && bytes.IndexByte(b[lo:hi], '_') >= 0 {
			// Only an underscore is ever blanked: most lines have none.
			emphasizeLine(b[lo:hi])
		}
		lo = hi + 1
	}
}

func emphasizeLine(b []byte) {
	word := func(i int) bool { return i >= 0 && i < len(b) && (isASCIIWord(b[i]) || b[i] >= 0x80) }
	code := false
	open := -1
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '`':
			code = !code
			open = -1
		case code || b[i] != '_' || i > 0 && b[i-1] == '_' || i+1 < len(b) && b[i+1] == '_':
		case open < 0 && !word(i-1) && i+1 < len(b) && b[i+1] != ' ' && b[i+1] != '/' && (i == 0 || b[i-1] != '/'):
			open = i
		case open >= 0 && !word(i+1) && b[i-1] != ' ':
			b[open], b[i] = ' ', ' '
			open = -1
		}
	}
}

// placeOfNone reports whether use u (a tool's name or noun, no verb) is
// the place after a negative quantifier ("there's nothing on your
// calendar", "no hay nada en tu calendario") or the items right after
// one ("zero crash reports"): the clause says what the result held, it
// denies no call.
func (c *check) placeOfNone(in *info, u hit) bool {
	if !hasPrefix(u.t.family, "tool:") && isBuiltinFamily(u.t.family) || findVerb(u.t.text) {
		return false
	}
	verbed := contains(hindiDenialVerbs, nextWord(c.folded[u.end:in.end])) // "कोई web search किए"
	for _, v := range in.uses {
		verbed = verbed || v.t.kind == kindUse && v.start != u.start
	}
	for _, h := range in.hits {
		if h.t.kind != kindNone || h.end > u.start || u.start-h.end > 24 {
			continue
		}
		// "zero crash reports": the quantifier counts the items the tool
		// is named after, as "no commits" does, unless a verb of use
		// makes them calls ("no shell commands were run").
		if c.placeBetween(c.folded[h.end:u.start]) || hasPrefix(u.t.family, "tool:") && strings.TrimSpace(c.folded[h.end:u.start]) == "" && !verbed {
			return true
		}
	}
	return false
}

// placeBetween reports whether s is a preposition of place with an
// optional determiner: " on your ", " en el ".
func (c *check) placeBetween(s string) bool {
	w := strings.Fields(s)
	if len(w) == 0 || len(w) > 2 || !contains(placeWords, w[0]) {
		return false
	}
	return len(w) == 1 || contains(placeBetweenList1, w[1])
}

// coordinated reports whether folded text between two offsets (a hedge's
// end and a later denial's start, in one clause) holds a coordinator that
// starts a new main clause. The gap is short: a clause.
func (c *check) coordinated(from, to int) bool {
	if to-from > 200 || from >= to {
		return false
	}
	gap := c.folded[from:to]
	for _, w := range coordinators {
		if hasSubstr(gap, w) {
			return true
		}
	}
	return false
}

// stripDisclaimers returns s without its disclaimers (a copy only when
// one is there).
func stripDisclaimers(s string) string {
	for _, d := range disclaimers {
		if hasSubstr(s, d) {
			s = replaceAll(s, d, " ")
		}
	}
	return s
}

// modalDenial reports whether a clause's deny-all phrase is hedged. A
// hedge after "from memory" describes what is remembered ("it's from
// memory of what's typically installed"), not the remark: only a hedge
// before it ("if I answered from memory…") or a modal clause counts.
func (c *check) modalDenial(in *info) bool {
	if !c.modalAt(in, in.denyAll.span) {
		return false
	}
	if in.modal {
		return true
	}
	// Hedges all in a main clause of their own before the denial ("I
	// can't reach it, and I used no tool") leave the denial plain.
	own := len(in.hedges) > 0
	for _, h := range in.hedges {
		own = own && h.end <= in.denyAll.start && c.coordinated(h.end, in.denyAll.start)
	}
	// So do hedges before a comma that a first-person subject follows
	// ("这是凭一般经验说的，我没有用任何工具"), as for a negated use
	// (see hedgeInOwnClause).
	if own || c.hedgeInOwnClause(in, *in.denyAll) {
		return false
	}
	for _, h := range in.hedges {
		if h.end <= in.denyAll.start {
			return true
		}
	}
	r, _ := decodeRuneAt(in.denyAll.t.text)
	if isCJK(r) {
		// Verb-final languages hedge at the clause's end, but a reason
		// clause ends first: "ツールは使っていないので一般的な傾向からの
		// 話になります" (I used no tools, so this is general): the hedge
		// is on what follows ので, not on the denial.
		after := c.folded[in.denyAll.end:min(in.end, in.denyAll.end+9)]
		for _, p := range modalDenialList1 {
			if hasPrefix(after, p) {
				return false
			}
		}
		return true
	}
	return !memoryTerm(in.denyAll.t.text) || isDevanagari(r)
}

// deniesAct reports, and adds, a denied_call for a first-person negated
// act of change ("我这边没有重启 nginx", "I didn't restart the worker")
// when an ok call of this turn performed that act on what the clause
// names, or the clause names nothing else. Chinese and Hindi verbs do not
// show the person: a first-person subject must come before them ("nginx
// 没有重启" is the service's state). A hedge before the verb, a question
// or a failure in the clause make it no report.
func (c *check) deniesAct(in *info) bool {
	h := c.clearHit(in, kindDenyAct)
	if h == nil || in.question || in.fail {
		return false
	}
	// A hedge in a main clause of its own, before a coordinator ("I'll
	// leave the texting to you — I haven't messaged any of them"), leaves
	// the denial plain (see coordinators).
	for _, hs := range in.hedges {
		if hs.end <= h.start && !c.coordinated(hs.end, h.start) {
			return false
		}
	}
	if zhActNoun(h.t.text, c.folded[h.end:in.end]) {
		return false // "我还没有发现问题", "我没有联系方式": see denial_bound_acts.go
	}
	before := c.folded[in.start:h.start]
	if r, _ := utf8.DecodeRuneInString(h.t.text); r >= 0x4e00 && r <= 0x9fff && !hasKana(h.t.text) && !hasSubstr(before, "我") && !hasPrefix(h.t.text, "我") && !zhSubjectless(before) ||
		isDevanagari(r) && !hasSubstr(before, "मैंने") && !hasSubstr(before, "मैं ") && !hiAgentless(before) {
		return false
	}
	// The object: the Latin words of the verb's part of the clause, other
	// than the verb's own. One that a call's arguments hold ties the
	// denial to it; others name something no call touched.
	objs, n := c.actObjects(in, h.span, h.t.text)
	// "設定は変更していません" after the change was refused: the denial
	// reports the failed call (see actFailedOrRead).
	if c.actFailed(h.t.family) {
		return false
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || !(contains(call.actions, h.t.family) && c.actsBy(call, h.t.family) || makesAct(call, h.t.family)) || readNamed(call) { // makesAct: see denial_made_acts.go
			continue
		}
		named := n == 0 || c.quantifiedActObject(in, h.span) // "no reinicié ningún servicio": see denial_quantified_object.go
		args := call.lowerArgs()
		for _, w := range objs[:n] {
			// "no he enviado ningún mensaje": what a send produces names
			// the sending call whoever it went to (see sentThings).
			// "I haven't contacted Zhou" after a text to customer:RA-559911:
			// another result's record of RA-559911 names Zhou (see
			// recordNamesArg).
			// "I haven't changed the diet order" after diet_order_update:
			// a word of the tool's name names what it acted on.
			named = named || wordIn(args, w) || h.t.family == actSend && sentThings[w] || c.recordNamesArg(ci, w) || contains(call.families, w)
		}
		if !named {
			continue
		}
		// Contradiction: a denial of an act a call with a receipt performed on
		// the object named.
		c.addRule("denial/act", BasisContradiction, c.callFinding(DeniedCall, h.span, ci,
			"reply denies an action that "+call.Tool+" performed in this turn"))
		return true
	}
	return false
}

// actObjects returns the object words of the act denied at sp (its
// verb's text: verb): the Latin words of the verb's part of the clause,
// other than the verb's own, before a preposition of place after it.
func (c *check) actObjects(in *info, sp span, verb string) ([4]string, int) {
	lo, hi := c.subClause(in, sp)
	lo, hi = dashBounds(c.folded, lo, hi, sp)
	var objs [4]string
	n := 0
	ws := strings.FieldsFunc(c.folded[lo:hi], func(r rune) bool { return !isWordRune(r) && r != '-' && r != '_' })
	// Words before the verb are read whole: only after it does a
	// preposition open the place ("I didn't add a note" keeps its note).
	verbAt := len(strings.FieldsFunc(c.folded[lo:max(lo, min(sp.start, hi))], func(r rune) bool { return !isWordRune(r) && r != '-' && r != '_' }))
	for i, w := range ws {
		if i >= verbAt && placePreps[w] && (w != "a" || i+1 < len(ws) && spanishArticles[ws[i+1]]) {
			break // "added it to the queue", "a la cola": where, not what (see placePreps)
		}
		if len(w) < 3 || w[0] >= 0x80 || hasSubstr(verb, w) || actObjStop[w] {
			continue
		}
		if n < len(objs) {
			objs[n] = w
			n++
		}
	}
	return objs, n
}

// sentThings are the things a sending act makes, in English and Spanish
// (the object words deniesAct reads are Latin): a denial of sending any of
// them denies what a send call did, whatever recipient the clause names.
var sentThings = wordSet("message messages mensaje mensajes sms email emails correo correos reminder reminders recordatorio recordatorios notification notifications notificación notificaciones")

// placePreps open the place an act put its object in ("to the queue",
// "en la cola") or the role it gave it ("as a second teacher", "como
// suplente"): the words after one name no object of the act.
var placePreps = wordSet("to into in on onto a al en as como")

// spanishArticles after "a" make it the Spanish preposition ("a la cola"),
// not the English article ("add a note").
var spanishArticles = wordSet("el la los las mi su tu")

// actObjStop are words of a clause that name no object of an act.
//
// A person quantified over all ("anyone", "anybody", "nadie") names every
// recipient: "I haven't contacted anyone" denies each send of the turn.
var actObjStop = wordSet("the any anything anyone anybody everyone yet it him her them this that myself actually and but only el la los las nada nadie todavía aún ningún")

// hasKana reports whether s holds hiragana or katakana: Japanese, not
// Chinese, though it may start with a kanji.
func hasKana(s string) bool {
	// U+3040-U+30FF are encoded E3 81-83 xx: the lead byte is found by
	// IndexByte, not by decoding every rune of s (a Hindi or Spanish
	// clause has many and no kana). E3 is never a continuation byte, so
	// each one starts a rune as a range over s would decode it.
	for {
		i := indexByte(s, 0xE3)
		if i < 0 || i+2 >= len(s) {
			return false
		}
		if b1, b2 := s[i+1], s[i+2]; b1 >= 0x81 && b1 <= 0x83 && b2 >= 0x80 && b2 <= 0xBF {
			return true
		}
		s = s[i+1:]
	}
}

// deniesRan reports whether a negated mention of family f denies a call
// that ran. A look-up verb ("I haven't checked …") denies only what its
// object names: an anchored call or a topic an ok call concerns. A
// reading verb ("I didn't read your emails") denies only file work. A
// command in a code span ("No he ejecutado `git push`") denies only that
// command.
func (c *check) deniesRan(in *info, f string) bool {
	if name := c.codeCommand(in); name != "" {
		return c.ranCommand(name)
	}
	switch f {
	case famCheck:
		// "我没有查询实时汇率" after a file read: the object is a domain
		// noun of no call of the turn (see denial_domain_objects.go).
		if ci, named := c.domainObject(c.folded[in.start:in.end]); named && ci < 0 {
			return false
		}
		if len(c.anchoredCalls(in)) > 0 {
			return true
		}
		for _, u := range in.uses {
			if u.t.kind == kindWeak && c.relevant(u.t.family) && c.backed(u.t.family) && isTopic(u.t.family) {
				return true
			}
		}
		// "I didn't look up a live rate" after get_exchange_rate: the
		// object is a word of an ok call's tool name, or a domain noun of
		// one ("サーバーやログは確認しておらず": see denial_domain_objects.go).
		return c.objectNamesCall(in) || c.domainObjectCall(c.folded[in.start:in.end]) >= 0
	case famReadAny:
		return len(c.okCalls(famRead))+len(c.okCalls(famList))+len(c.okCalls(famSearch)) > 0 && !c.unbackedTopic(in) && !c.countOfOther(in)
	}
	return true
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func findVerb(t string) bool {
	for _, p := range findVerbList1 {
		if hasPrefix(t, p) {
			return true
		}
	}
	return false
}

// deniedFamily returns what a negated verb denies: every tool when it is
// quantified over everything ("I haven't run anything"), the family of its
// object when it names one ("I haven't opened any websites", "No leí tus
// correos", "没有对数据库执行任何查询"), else its own family.
func (c *check) deniedFamily(in *info, u hit) string {
	for _, h := range in.hits {
		// "anything" widens running and looking up to every tool; "I
		// haven't modified anything" still denies only writing.
		// "No reinicié nada ni ejecuté ningún comando": the "nada" before a
		// negative conjunction is the object of the verb before it.
		if (u.t.family == famShell || u.t.family == famCheck || u.t.family == famAny) && h.t.kind == kindUniversal && (h.end <= u.start && u.start-h.end <= 24 && !hasSubstr(c.folded[h.end:u.start], " ni ") || h.start >= u.end && h.start-u.end <= 24) {
			// "No ejecuté nada en el servidor", "サーバーでは何も実行して
			// いません": a place of a domain no call reached scopes
			// "anything" to the acts done there.
			lo, hi := c.subClause(in, u.span)
			if ci, named := c.domainObject(c.folded[lo:hi]); named && ci < 0 {
				return u.t.family
			}
			return famAny
		}
	}
	for _, w := range in.uses {
		if w.t.kind != kindWeak || w.t.look || w.t.family == u.t.family || !c.relevant(w.t.family) || w.t.family == famShell {
			continue
		}
		// "ウェブ検索はしていない", "web search": a noun compounded with
		// the verb names the kind of act that ran, not its object.
		if compoundModifier(w, u) && len(c.okCalls(u.t.family)) > 0 && len(c.okCalls(w.t.family)) == 0 {
			continue
		}
		if w.t.family == famRead {
			if u.t.family == famReadAny || u.t.family == famCheck {
				return famReadAny // "any of your files": file work of any kind
			}
			continue
		}
		return w.t.family
	}
	return u.t.family
}

// countOfOther reports a count noun of a kind no file tool returns
// ("emails", "ईमेल"), which makes "I didn't read any …" about that.
func (c *check) countOfOther(in *info) bool {
	s := c.folded[in.start:in.end]
	for _, w := range countOfOtherList1 {
		if hasSubstr(s, w) {
			return true
		}
	}
	return false
}

// deniesUnmadeChange reports whether a negated verb of changing has the
// tool's name as its object ("I haven't changed any timesheets") while
// no ok call of that family could change anything: the reply denies a
// change, which a read did not make, not the read.
func (c *check) deniesUnmadeChange(in *info, u hit, f string) bool {
	before := strings.TrimRight(c.folded[in.start:u.start], " ")
	for _, d := range []string{" any", " the", " your"} {
		before = trimSuffix(before, d)
	}
	// "I didn't touch the shell": touching a tool is using it.
	if !hasSuffixAny(before, changeVerbsBefore) || hasSuffix(before, "touch") || hasSuffix(before, "touched") {
		return false
	}
	for _, ci := range c.okCalls(f) {
		if len(c.calls[ci].actions) > 0 || contains(c.calls[ci].families, famWrite) {
			return false
		}
	}
	return true
}
