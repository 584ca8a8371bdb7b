package verify

import (
	"strings"
	"unicode/utf8"
)

// noneTerms are the negative quantifiers and existentials that make a
// clause say a result held nothing, in any phrasing: "there were no
// commits", "nothing changed", "ningún ticket menciona…", "没有会议",
// "予定はありません", "कोई कमिट नहीं हुआ", "your calendar is clear". The
// fixed phrases of kindAbsence stay; these catch the open-ended rest, and
// absenceOf decides whether each one is an absence claim.
func noneTerms(l *lex) {
	l.add(kindNone, "", "no|nothing|none|zero|not any|not a single|isn't a single|wasn't a single|aren't a single|weren't a single|calendar is clear|schedule is clear|"+
		"day is clear|is clear on|are clear on|nothing new|no new|"+
		"ningún|ninguna|ninguno|ningunos|ningunas|nada|no hay|no había|no hubo|vacío|"+
		"vacía|está vacío|está vacía|"+
		"没有|沒有|没|无|無|空的|为空|不存在|"+
		"ありません|ありませんでした|なし|何も|ない|なかった|はなく|がなく|いません|いませんでした|おらず|"+
		"कोई|कोई भी|किसी|किसी भी|कुछ भी|कुछ भी नहीं|कुछ नहीं|見当たりません")
}

// noneStop are words after an English or Spanish "no" that make it
// something other than a quantifier over results: "no longer", "no need".
// A Spanish indefinite pronoun after "no" is a contrast, never a noun the
// "no" quantifies: "una inferencia mía, no algo que diga el registro".
var noneStop = wordSet("algo alguien longer more need problem problems idea way doubt worries access permission tool tools command commands es está están he ha lo la se puedo pude tengo sé sure change changes action further other otra otro otros otras else than matter one del todo exactamente realmente siempre solo sólo mucho muy tanto exactly quite really")

// ningunVerb are the verbs of noneStop that stop a Spanish "no" (it then
// negates the verb: "no está", "no ha llegado") but not a pronoun ninguno:
// "ninguno está marcado", "ninguna ha fallado", "ninguna se canceló" have
// the quantifier as their subject, as "none is flagged" does.
func ningunVerb(w string) bool {
	return w != "" && hasSubstr(" es está están ha se ", " "+w+" ")
}

// noPreps are prepositions: "no" before one is an adverb, and a noun after
// one is not what a "no" before it quantifies.
var noPreps = wordSet("por para con sin de en dentro for in on at of with from")

// prepIndex returns the offset of the first preposition of s, or len(s).
func prepIndex(s string) int {
	for i := 0; i < len(s); {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := indexByte(s[i:], ' ')
		if j < 0 {
			j = len(s) - i
		}
		if noPreps[s[i:i+j]] {
			return i
		}
		i += j
	}
	return len(s)
}

// absenceOf returns the kindNone hit of a clause that claims an absence,
// or nil. A quantifier that negates a tool verb ("没有执行", "no ejecuté",
// "no tools were used") is a denial, not an absence; an English or Spanish
// "no" must quantify a noun ("no commits"), not open the sentence ("No,
// …") or a fixed phrase ("no longer").
func (c *check) absenceOf(in *info) *hit {
	if in.denyAll != nil || in.fail && !c.failIsObject(in) || in.question || in.memory {
		return nil
	}
	for i := range in.uses {
		if in.negated[i] && in.uses[i].t.kind == kindUse && !c.listedPassive(in.uses[i]) && !c.toolNounAbsence(in, &in.uses[i]) { // toolNounAbsence: "no open deferral requests", see absence_tool_noun.go
			return nil // "No abrí ni leí ningún archivo": a denial, not an absence
		}
	}
	verbNeg := false // a bare 没 negated a verb earlier in the clause
	for i := range in.hits {
		h := &in.hits[i]
		if h.t.kind != kindNone {
			continue
		}
		if inNotAbsence(in, h) {
			continue // "しかありません" (only), "没问题" (no problem)
		}
		if (h.t.text == "无" || h.t.text == "無") && (cjkCompound(c.folded[h.end:]) || hasSuffix(c.folded[:h.start], "有")) {
			continue // 無効 (invalid), 无法 (unable), 無料 (free), 有無 (whether or not): a word, not "none"
		}
		// A tool verb right after it is what it negates.
		negatesUse := false
		for j, u := range in.uses {
			if u.t.kind == kindUse && u.start >= h.end && u.start-h.end <= 12 && !c.placeBetween(c.folded[h.end:u.start]) && !c.listedPassive(u) && !c.toolNounAbsence(in, &in.uses[j]) {
				negatesUse = true // "nothing on your calendar" negates no verb
			}
			if u.t.kind == kindUse && u.end <= h.start && h.start-u.end <= 12 && h.t.text[0] == 0xe3 {
				negatesUse = true // Japanese: 実行していません
			}
		}
		if negatesUse {
			continue
		}
		// "no he enviado ningún mensaje", "I haven't sent any
		// reminders": the quantifier is the object of the speaker's
		// negated act (see deniesAct), not what a result held.
		if a := c.clearHit(in, kindDenyAct); a != nil && a.end <= h.start && h.start-a.end <= 12 {
			continue
		}
		if c.undoneActAfter(in, h) { // "कुछ नहीं भेजा गया": see absence_undone_act.go
			continue
		}
		switch h.t.text {
		case "nothing", "nada":
			if w := nextWord(c.folded[h.end:in.end]); w == "to" || w == "else" || w == "more" || w == "que" || w == "más" {
				continue // "nothing to do", "nada más"
			}
		case "no", "zero", "ningún", "ninguna", "ninguno", "ningunos", "ningunas", "no hay", "no había", "no hubo", "not any":
			// Emphasis is no word: "**no os han cancelado ninguna** factura".
			w := nextWord(strings.TrimLeft(c.folded[h.end:in.end], " *_"))
			if h.t.text == "no" && (w == "one" || w == "one's") && c.toolNounAfter(in, h) >= 0 {
				break // "no one on the waitlist": see absence_no_one.go
			}
			if w == "" || noneStop[w] && !(ningunVerb(w) && hasPrefix(h.t.text, "ningun")) || negatedUniversal(c.folded[h.end:in.end]) {
				continue
			}
			// "No todos: hay 6 listos", "no todas las facturas": the
			// universal right after it, written as a word (not the code
			// "TODOs", capitals past its first letter), says some are.
			if h.t.text == "no" && notAllWords[w] {
				if wi := in.end - len(strings.TrimLeft(c.folded[h.end:in.end], " *_")); !(wi+1 < len(c.masked) && 'A' <= c.masked[wi+1] && c.masked[wi+1] <= 'Z') {
					continue
				}
			}
			if h.t.text == "no" && noPreps[w] {
				continue // "estabilizado, no por controlado": an adverb
			}
			if h.t.text == "no" && c.requestCategory(w) {
				continue // "paradas no programadas" after a request for them: see absence_bound_part.go
			}
			if h.t.text == "no" && hasSuffix(c.folded[in.start:h.start], " with ") && c.nounBefore(in, h.start-len(" with ")) {
				continue // "a one-patch bump with no API changes": a property of that noun
			}
			// The noun "no" quantifies comes before any preposition: a
			// count noun after one is another phrase's ("no avanza
			// dentro de las líneas").
			if h.t.text == "no" && !c.isCount(h.end, h.end+prepIndex(c.folded[h.end:in.end])) && !hasPrefix(c.folded[h.end:], " new ") {
				// "no" before a word that names no kind of item is a
				// plain negation ("no sé", "no issues" counts).
				// The noun may follow an adjective ("no failed
				// payments") and be a word of the request.
				// Or follow a relational noun: "no sign of any leaks".
				if !c.itemWord(w) && !c.itemWord(nextWord(strings.TrimPrefix(strings.TrimLeft(c.folded[h.end:in.end], " "), w))) && !c.phraseItemWord(h.end, in.end) && !c.itemWord(relationalObject(w, c.folded[h.end:in.end])) {
					continue
				}
			}
		case "ない", "なかった", "はなく", "がなく", "いません", "いませんでした", "ありません", "ありませんでした", "なし", "おらず":
			// Japanese existentials follow は/が/も: 予定はありません; the
			// continuative なく carries its marker: 記録はなく、.
			before := c.folded[in.start:h.start]
			if h.t.text[3:] == "なく" {
				before = c.folded[in.start : h.start+3]
			}
			if hasSuffix(strings.TrimRight(before, " *"), "問題") || hasSuffix(strings.TrimRight(before, " *"), "問題は") {
				continue // 問題ない: a judgement, left to the all-clear check
			}
			if hasSuffix(before, "では") || hasSuffix(before, "じゃ") {
				continue // a negated copula: 全部ではありません
			}
			if degreeBefore(before) || (h.t.text == "ない" || h.t.text == "なかった") && jaNaiAdjective(before) {
				continue // 余裕はあまりない: "not much", a degree
			}
			if c.jaNoPredicate(h, before) {
				continue // これにともない, 入っていない3名: see absence_not_predicate.go
			}
			if c.jaVerbalNegative(h) {
				continue // 一致しない, 入れない: a verb negated, not "there is none"
			}
			// "アラームも一度も出ていない", "エラーは出ておらず": the
			// progressive's verb stands between the marker and the
			// existential (see teFormTopic).
			if b := strings.TrimSuffix(before, "い"); (hasSuffix(b, "て") || hasSuffix(b, "で")) && (b != before || h.t.text == "おらず") {
				before = trimJaAdverb(teFormTopic(b))
			}
			if !(hasSubstr(before, "は") || hasSubstr(before, "が") || hasSuffix(before, "も") ||
				hasSubstr(before, "何も")) {
				continue
			}
		case "कोई", "कोई भी", "कुछ भी", "एक भी", "किसी", "किसी भी": // एक भी: see lexicon_even_one.go; कोई भी: "no … at all", its noun the thing absent; किसी (भी): कोई before a postposition, "किसी कैमरे में बाघ नहीं दिखा"
			// कोई … नहीं: a negated existential within the clause.
			// "न कोई ग़ैरहाज़िर है, न कोई देर से आया": न before it
			// (neither … nor) negates as नहीं after it does.
			if !hasSubstr(c.folded[h.end:in.end], "नहीं") && !hiNaBefore(c.folded[in.start:h.start]) {
				continue
			}
			if (h.t.text == "किसी" || h.t.text == "किसी भी") && !hiObliqueNoneAsked(c.folded[h.end:in.end], c.request) {
				continue
			}
		case "没", "没有", "沒有", "无", "無":
			if zhAnswerNo(c.folded[in.start:h.start], c.folded[h.end:in.end]) && (laterNone(in, h) || !hasSubstr(c.request, "有")) {
				continue // "没有，我没去系统里扫": the answer "no" to the question, no existential
			}
			// 没有 + a verb of reporting is a denial of doing, handled
			// elsewhere; 没有 + a noun or 任何 is an absence.
			if r, _ := utf8.DecodeRuneInString(c.folded[h.end:]); r == '有' || r == '法' || r == '能' || r == '关' && !hasPrefix(c.folded[h.end+len("关"):], "于") {
				continue // 没有有, 无法 (cannot), 没能, 无关; not 没有关于 (none about)
			}
			if h.t.text == "没" && !hasPrefix(c.folded[h.end:], "有") {
				// Bare 没 negates a verb or an adjective (没盖紧, 没接通,
				// 没复位, 基本没用); the existential is 没有. A 无 after
				// it is inside that verb's object (还没适配无 GIL 模式).
				verbNeg = true
				continue
			}
			if verbNeg && (h.t.text == "无" || h.t.text == "無") {
				continue
			}
			if rest := c.folded[h.end:]; (zhVerbalNeg(rest) || zhResponseNeg(rest)) && !(hasPrefix(rest, "收到") && c.cjkRequestWord(rest[len("收到"):max(len("收到"), in.end-h.end)])) {
				// 没拿到, 没变, 没有删除: a verb negated, not "there is
				// none"; but 没有收到投诉 after "有投诉吗" says none came in.
				continue
			}
		}
		if c.firstPerson(in, h) || c.esPerfectAct(in, h) || c.changedNothing(in, h.span) || !c.aboutResult(in) && !c.cjkRequestWord(c.folded[h.end:in.end]) && !c.japaneseTopic(in, h) && !c.quantifiedItem(in, h) && !c.absentDomainNoun(in, h) && !c.argValueAfter(in, h) && !c.glossFieldNear(in, h) && !c.levelLogNamed(in, h) && c.toolNameNounCall(in, h) < 0 { // toolNameNounCall: see absence_tool_noun.go
			continue
		}
		return h
	}
	return nil
}

var (
	firstPersonList1    []string
	firstPersonList2    []string
	firstPersonList3    []string
	absenceNouns        []string
	changeVerbs         []string
	changedNothingList1 []string
	changedNothingList2 []string
	isAbsenceNounList1  []string
	degreeWords         []string
	zhResponseVerbs     []string
	jaNaiAdjectives     []string
	problemWordList1    []string
)

// absenceLists holds the phrases of the word lists declared above (see barList).
var absenceLists = [...]barList{
	// The lists of firstPerson, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&firstPersonList1, "है|हैं|था|थे|थी|मिल|आय|आए|हुआ|हुए"},
	{&firstPersonList2, "我还|我并|我|私は|私が"},
	{&firstPersonList3, "我还|我没|我们还|我并|我|i |i've |i have |we |मैंने|मैं|私は|私"},
	// absenceNouns name what results list, in every language: a negated
	// existential about one of them is about the result as a whole.
	{&absenceNouns, "会议|会議|日程|安排|提交|记录|结果|文件|匹配|邮件|事件|任务|予定|ミーティング|イベント|コミット|ジョブ|レコード|結果|ファイル|メール|一致|件|कमिट|बैठक|मीटिंग|इवेंट|परिणाम|फ़ाइल|फाइल|ईमेल|मैच|बदलाव|बदला|बदली|बदले|टिकट|रिकॉर्ड|कार्यक्रम|जॉब|" +
		// the other languages' words for isAbsenceNoun's incident, alert, order and booking
		"घटना|अलर्ट|ऑर्डर|बुकिंग|インシデント|アラート|注文|予約|告警|警报|订单|预订"},
	// changeVerbs are the verbs of changing that make a negative quantifier
	// say the reply changed nothing ("nothing changed — I only read", "什么都没
	// 改", "कुछ भी नहीं बदला", "何も変更していません"), not that a result
	// was empty.
	{&changeVerbs, "changed|was changed|were changed|modified|was modified|touched|was touched|" +
		"was written|was deleted|cambió|cambiado|cambié|modificado|modifiqué|toqué|tocado|" +
		"改|修改|变更|更改|动过|动了|変更|変えて|変わって|触って|書き換え|" +
		"बदला|बदली|बदले|बदल|छुआ|छेड़|डिलीट|हट"},
	// The lists of changedNothing, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&changedNothingList1, "was |were |has been |have been |has |had |se ha |se han |se |都没|也没|都没有|も|を|नहीं "},
	{&changedNothingList2, "log|diff|status|change|modif|since|commit|history|mtime|newer|cambi|变更|変更|बदल"},
	// The lists of isAbsenceNoun, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&isAbsenceNounList1, "pendient|meeting|event|appointment|commit|mention|record|row|ticket|message|email|order|user|alert|incident|change|reunion|reunión|reuniones|evento|cita|mensaje|correo|pedido|cambio|registro|fila|alerta|usuario|archivo|fichero|resultado|coincidencia|menci|entrada|elemento|item|entry|match|result|file|line|hit|task|pending|upcoming|new|nuev|job|vulnerab|request|respons|petici|solicitud|respuesta|repl|booking|slot"},
	// degreeWords are Japanese adverbs of degree that make a following ない
	// "not much" (余裕はあまりない, それほど多くない): a judgement of amount,
	// not the claim that there is none.
	{&degreeWords, "あまり|あんまり|それほど|そんなに|さほど|たいして|大して|それ程"},
	// zhResponseVerbs are verbs of answering: "15 分钟没响应再打备值班" (if
	// nobody responds in 15 minutes) negates an act, not a result's items.
	{&zhResponseVerbs, "响应|響應|回应|回應|接听|接聽|接电话|理会|理會"},
	// jaNaiAdjectives are words that end in ない without being "there is
	// none": 少ない (few), 危ない (dangerous), 仕方ない (unavoidable),
	// 間違いない (certain). "キャッシュが少ないのは" says an amount is small.
	{&jaNaiAdjectives, "少|危|仕方|仕方が|間違い|違い|勿体|もったい|しょうが"},
	// The lists of problemWord, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&problemWordList1, "error|warning|issue|problem|failure|bug|vulnerab|secret|credential"},
}

var _ = splitBars(absenceLists[:])

// firstPerson reports whether the negation has the speaker as its subject
// ("I haven't split it by type", "我还没有按类型细分", "मैंने … नहीं"): the
// reply talks about its own work, not about what a result held.
func (c *check) firstPerson(in *info, h *hit) bool {
	// Hindi, Chinese and Japanese put the subject anywhere before.
	pre := c.folded[in.start:h.start]
	for _, e := range in.hits {
		if e.t.kind == kindEpistemic && e.end <= h.start {
			pre = strings.Replace(pre, c.folded[e.start:e.end], "", 1) // "如果我没理解错的话" is no subject
		}
	}
	// Hindi marks the agent (मैंने) anywhere before; the verb after नहीं
	// says whether it is the speaker's act (बदली) or existence (है, मिला).
	if hasSubstr(pre, "मैंने") || hasSubstr(pre, "मैं ") {
		rest := c.folded[h.end:in.end]
		if i := indexSubstr(rest, "नहीं"); i >= 0 {
			rest = rest[i+len("नहीं"):]
		}
		rest = strings.TrimLeft(rest, " ")
		existential := false
		for _, v := range firstPersonList1 {
			existential = existential || hasPrefix(rest, v)
		}
		if !existential {
			return true
		}
	}
	// Chinese and Japanese: the pronoun right before the negation, with
	// any Markdown emphasis between them ("我**没有发短信**"): markup is
	// no word, and the subject is still the speaker.
	for _, p := range firstPersonList2 {
		if hasSuffix(strings.TrimRight(pre, " *_"), p) {
			return true
		}
	}
	// "我只做了检查，没有解锁电机": a sentence whose subject is the speaker
	// and that says what it only did goes on, past its comma and with
	// no subject of its own, about what the speaker did not do.
	if c.zhOnlyDid(in, pre) {
		return true
	}
	before := c.folded[max(in.start, h.start-16):h.start]
	for _, p := range firstPersonList3 {
		if hasSuffix(strings.TrimRight(before, " *_"), strings.TrimRight(p, " ")) && (p != "i " || hasSuffix(before, " i ") || before == "i ") {
			return true
		}
	}
	w := nextWord(c.folded[h.end:in.end])
	return w == "he" || w == "hemos" || w == "i" || w == "we"
}

// recordVerbs are the verbs of recording, listing and registering, in
// the forms a negated existential takes them: what is not recorded is
// absent from the record a call returned.
var recordVerbs = splitBar("logged|recorded|registered|on record|on file|registrad|anotad|consta |दर्ज|記録さ|登録さ|記載さ|登记|登記|记载|記載")

// aboutResult reports whether a clause with a negative quantifier talks
// about what a result lists: it names a count noun or a listed kind of
// thing (commits, meetings, 会议, कमिट), or shares a word with the request
// or a call's arguments ("nothing was committed" after "what was
// committed?"). "Nothing here looks unusual" shares none and is a
// judgement, not an absence claim.
func (c *check) aboutResult(in *info) bool {
	for _, h := range in.hits {
		if h.t.kind == kindCount && h.t.family != famClassifier && !kindNoun(h.t.text) && h.t.text != "種" && h.t.text != "類" {
			return true
		}
	}
	s := c.folded[in.start:in.end]
	// "nothing listens on 6379" about `ss -ltn 'sport = :6379'`: the
	// number names what the call looked at.
	for _, n := range c.nums[in.numLo:in.numHi] {
		if n.start >= in.start && n.end <= in.end && n.end-n.start >= 3 && !n.inDate && c.inArgNums(&n) {
			return true
		}
	}
	for _, n := range absenceNouns {
		if indexWide(s, n) >= 0 {
			return true
		}
	}
	if hiPendingItem(s) {
		return true
	}
	// "No workouts are logged", "कोई स्कैन दर्ज नहीं हुआ", "記録されていない":
	// a verb of recording says what the record, the result, holds.
	for _, n := range recordVerbs {
		if indexWide(s, n) >= 0 {
			return true
		}
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !isWordRune(r) || isCJK(r) }) {
		if runeCount(w) >= 5 && !commonArg[w] && (hasSubstr(c.request, w) || c.inArgs(w)) {
			return true
		}
		if isAbsenceNoun(w) {
			return true
		}
	}
	return false
}

// wordStartIn reports whether w occurs in s at the start of a word ("seem"
// in "seems", not "parece" in "aparece"); words of unspaced scripts
// occur anywhere.
func wordStartIn(s, w string) bool {
	wide := w != "" && w[0] >= 0x80 // see indexWide; an ASCII word needs no second call
	for i := 0; ; {
		var j int
		if wide {
			j = indexWide(s[i:], w)
		} else {
			j = strings.Index(s[i:], w)
		}
		if j < 0 {
			return false
		}
		st := i + j
		if st == 0 || w[0] >= utf8.RuneSelf && w[0] >= 0xe3 {
			return true // at the start, or Han/Kana (lead bytes E3-E9)
		}
		r, _ := utf8.DecodeLastRuneInString(s[:st])
		if !isWordRune(r) {
			return true
		}
		i = st + 1
	}
}

// quotedNum reports whether a number is part of a quoted or named thing
// rather than a quantity: "localhost:5432", `port 8080`, «v2 2024».
func (c *check) quotedNum(n *num) bool {
	if n.end < len(c.masked) && hasAnyRune(c.masked[n.end:n.end+1], "\"'`") ||
		hasPrefix(c.masked[n.end:], "”") || hasPrefix(c.masked[n.end:], "」") || hasPrefix(c.masked[n.end:], "»") {
		return true
	}
	return n.start >= 2 && c.masked[n.start-1] == ':' && isLetterByte(c.masked[n.start-2])
}

// isCount reports whether a count noun follows pos closely.
func (c *check) isCount(pos, end int) bool {
	for k := hitsFrom(c.hits, pos); k < len(c.hits); k++ {
		h := c.hits[k]
		if h.start > pos+24 || h.start >= end {
			break
		}
		if h.start >= pos && h.t.kind == kindCount && h.t.family != famClassifier && !kindNoun(h.t.text) {
			return true
		}
	}
	return false
}

func nextWord(s string) string {
	return strings.TrimFunc(firstField(s), func(r rune) bool { return !isWordRune(r) })
}

// changeVerbsBefore are changeVerbs with the infinitives a negated verb
// takes before its object: "I haven't modified any files", "no quiero
// cambiar ningún archivo".
var changeVerbsBefore = concatLists(changeVerbs, splitBar("modify|change|touch|cambiar|modificar|tocar"))

// changedNothing reports whether a verb of changing follows the absence
// at sp closely, when no call the clause concerns looks for changes (a
// git log or diff, a listing of modified files): then "nothing changed"
// is about what the reply did. About such a call, it is about the result.
func (c *check) changedNothing(in *info, sp span) bool {
	// Hindi puts नहीं between the quantifier and the verb: "कुछ भी नहीं
	// बदला" (nothing changed).
	rest := strings.TrimLeft(c.folded[sp.end:min(len(c.folded), sp.end+24)], " ")
	// "nothing on the route has been changed", "nada en la ruta se ha
	// tocado": a prepositional phrase after the quantifier is its own
	// modifier, and the verb comes after it, within the clause.
	verb := noPreps[nextWord(rest)] && containsAny(c.folded[sp.end:max(sp.end, min(in.end, sp.end+64))], changeVerbs)
	for _, p := range changedNothingList1 {
		rest = strings.TrimPrefix(rest, p)
	}
	for _, v := range changeVerbs {
		verb = verb || hasPrefix(rest, v)
	}
	// Hindi puts the verb right before नहीं, after its subject: "कोई
	// फ़ाइल डिलीट नहीं हुई" (no file got deleted). The verb is read in the
	// clause: a नहीं of the next sentence negates another verb.
	if r := c.folded[sp.end:max(sp.end, min(in.end, sp.end+64))]; !verb {
		if i := strings.Index(r, " नहीं"); i > 0 {
			r = r[:i]
			verb = hasPrefixAny(r[strings.LastIndexByte(r, ' ')+1:], changeVerbs)
		}
	}
	// The verb before its object: "No cambié ningún archivo", "I
	// haven't modified any files", "没有修改任何文件".
	before := strings.TrimRight(c.folded[max(in.start, sp.start-16):sp.start], " ")
	for _, v := range changeVerbsBefore {
		verb = verb || hasSuffix(before, v)
	}
	if !verb {
		return false
	}
	// "मैंने कोई फ़ाइल नहीं बदली": the speaker changed nothing, whatever ran.
	if c.firstPerson(in, &hit{span: sp}) {
		return true
	}
	for _, ci := range in.targets {
		a := c.calls[ci].lowerToolArgs()
		for _, w := range changedNothingList2 {
			if hasSubstr(a, w) {
				return false
			}
		}
	}
	return true
}

// itemWord reports whether w names items a result may list: a known
// absence noun, or a word of the request or of a call's arguments.
func (c *check) itemWord(w string) bool {
	if isAbsenceNoun(w) {
		return true
	}
	if len(w) < 5 {
		return false
	}
	if wordIn(c.request, w) || c.inArgs(w) {
		return true
	}
	// "No barriers are recorded" about discharge_barriers: the tool's
	// name says what its items are (see callAsksFor).
	for ci := range c.calls {
		if c.calls[ci].ok && c.callAsksFor(ci, w) {
			return true
		}
	}
	return false
}

// cjkRequestWord reports whether two Han or Kana characters of s, in a
// row, also occur in the request: "没有失败的部署" about "有失败的部署吗".
func (c *check) cjkRequestWord(s string) bool {
	var prev rune
	for i, r := range s {
		if i > 36 {
			break
		}
		if isCJK(r) && isWordRune(r) {
			if prev != 0 {
				pair := string([]rune{prev, r})
				switch pair {
				case "没有", "沒有", "目前", "现在", "任何", "一个", "什么", "ありま", "ません":
				default:
					if hasSubstr(c.request, pair) {
						return true
					}
				}
			}
			prev = r
		} else {
			prev = 0
		}
	}
	return false
}

// isAbsenceNoun reports whether an English or Spanish word names things a
// result lists: events, meetings, commits, changes, mentions.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func isAbsenceNoun(w string) bool {
	for _, p := range isAbsenceNounList1 {
		if hasPrefix(w, p) {
			return true
		}
	}
	return false
}

// cjkCompound reports whether s starts with a character that makes a
// preceding 无/無 the prefix of a word rather than "none": 無効 (invalid),
// 无法 (unable), 無断 (unannounced: 無断欠席, a no-show), 無菌 (sterile), 无障碍 (barrier-free), 無添加
// (additive-free), and the city 无锡 (Wuxi).
func cjkCompound(s string) bool {
	r, _ := decodeRuneAt(s)
	return hasRune("效効法料论論理視视限事駄关關聊须須需数數意用線线名聊力償偿期菌锡錫障添断斷", r)
}

// inNotAbsence reports whether a none word lies inside a phrase of the
// clause that reports no empty result ("4MB しかありません" is "only 4
// MB", "没问题" is "all fine"): the negation is part of that phrase.
func inNotAbsence(in *info, h *hit) bool {
	for i := range in.hits {
		o := &in.hits[i]
		if o.t.kind == kindNotAbsence && o.start <= h.start && h.end <= o.end {
			return true
		}
	}
	return false
}

// negatedUniversal reports whether a "no" negates a universal a word or
// two on ("No falla todo el despliegue, solo un pod", "not all of them"):
// "not all" says some are, which is no absence.
func negatedUniversal(rest string) bool {
	w1 := nextWord(rest)
	if w1 == "" {
		return false
	}
	i := indexSubstr(rest, w1)
	w2 := nextWord(rest[i+len(w1):])
	return notAllWords[w2]
}

// notAllWords are the universals negatedUniversal looks for. A set, not a
// switch of them (the release binary's size, size20).
var notAllWords = wordSet("todo toda todos todas all every everything")

// degreeBefore reports whether the text before a ない ends with an adverb
// of degree.
func degreeBefore(before string) bool {
	return hasSuffixAny(strings.TrimRight(before, " *"), degreeWords)
}

// zhResponseNeg reports whether the text after a 没 opens with a verb of
// answering.
func zhResponseNeg(rest string) bool {
	return hasPrefixAny(strings.TrimLeft(rest, " *"), zhResponseVerbs)
}

// jaNaiAdjective reports whether the text before a ない ends with the stem
// of an adjective in ない.
func jaNaiAdjective(before string) bool {
	return hasSuffixAny(before, jaNaiAdjectives)
}

// hasSuffixAny reports whether s ends with one of ws.
//
//go:noinline
func hasSuffixAny(s string, ws []string) bool {
	for _, w := range ws {
		if tailIs(s, w) {
			return true
		}
	}
	return false
}

// checkAbsence reports a clause saying a result was empty when it was not.
func (c *check) checkAbsence(in *info) {
	if in.absence == nil {
		in.absence = c.absenceOf(in)
	}
	if in.absence == nil {
		c.heldColumnAbsence(in) // "no notes on any replicate" over a notes column: see absence_held_column.go
		return
	}
	if in.absence == nil || c.modalAt(in, in.absence.span) && !c.assertedAfterColon(in, in.absence.span) || c.notAbsence(in) || c.changedNothing(in, in.absence.span) || c.capacityAbsence(in) || c.personFree(in) || c.noEmptyClaim(in) || c.absenceNotClaimed(in) || c.partAbsenceTrue(in) {
		return
	}
	// "se vacía por la demanda": the verb vaciar (see absence_not_predicate.go).
	if c.esEmptyingVerb(in) {
		return
	}
	// "我没有去查 Jira", "没有查证": the negation is of a verb of looking
	// (see deniesObject), not of what a result held.
	if c.negatesDenyVerb(in) {
		return
	}
	// "No payment was approved" beside an approve_payment that was
	// refused: the clause is about an act no call did (see
	// negation_unrun_tool.go).
	if c.unrunToolNamed(in) && !c.partBoundToRun(in) {
		return
	}
	// "净利润没查到：接口返回 503": about the call that failed (see
	// absence_failed_call.go).
	if len(in.cites) == 0 && (c.failedSentenceAbsence(in) || c.failedCallAbsence(in) || c.unfetchedSourceNear(in) || c.headingFailSection(in)) { // headingFailSection: absence_heading_fail.go; unfetchedSourceNear: see absence_bound_part.go
		return
	}
	// An absence that quotes a failure, is a condition to make sure of,
	// or is a judgement or a manner (see absenceExcused).
	if c.absenceExcused(in) || c.embeddedQuestion(in) || c.notAsserted(in) || c.notYetState(in) || c.nothingBeyond(in) || c.otherAbsence(in) || c.ordinalBeyond(in) { // ordinalBeyond: absence_ordinal.go; notAsserted: absence_not_asserted.go; notYetState: see absence_not_yet.go; nothingBeyond: absence_neither_subject.go
		return
	}
	// "通行止めはありません" over a page line "通行止めなし": a result says
	// the same none (see absence_cjk_same_none.go).
	if c.cjkSameNone(in) {
		return
	}
	// "`cupones.ts` no aparece en el diff": the claim is about a named
	// thing, true when a result it concerns lacks it.
	if subj := c.absentSubject(in); subj != "" && c.subjectMissing(in, subj) {
		return
	}
	targets := in.targets
	if len(targets) == 0 {
		targets = c.absenceTargets(in)
		if len(targets) == 0 {
			return
		}
	}
	// An item names its call (absence_bound_call.go); an absence after a
	// month is judged by the result's dates (absence_period.go).
	if c.emptyCallNamed(in) {
		return
	}
	if c.countedSubject(in) { // see absence_counted_subject.go
		return
	}
	if c.itemNamedBefore(in) { // see absence_failed_call.go
		return
	}
	targets = c.argNamedTargets(in, targets)
	if c.itemAbsent(in, targets) { // "望京店没有退款": see absence_item.go
		return
	}
	if c.concernJudged(in, targets) { // "nothing of concern": see absence_judgement.go
		return
	}
	if c.laterPeriodEmpty(in, targets) || c.anchoredWindowEmpty(in, targets) || c.monthScopeEmpty(in, targets) || c.dayScopeEmpty(in, targets) || c.lastFieldSince(in) { // dayScopeEmpty: absence_day_scope.go // anchored: "nothing since then", see absence_period.go
		return
	}
	// "没有故障记录" over a WARN line: see absence_log_level.go.
	if v, ci := c.levelVerdict(in, targets); v == lineCrossed {
		c.addAbsence(ci, "absence/none-found", BasisContradiction, c.callFinding(FalseAbsence, in.absence.span, ci,
			"reply says there is none, but the log of "+c.calls[ci].Tool+" has a line of that level"))
		return
	} else if v == lineHeld {
		return
	}
	// "none below 40 °C" is held to the values (see absence_threshold.go):
	// a value past the line makes the absence false whatever the clause
	// calls the things it counts.
	line := c.lineVerdict(in, targets)
	if line == lineUnknown {
		line = c.rangeVerdict(in, targets) // "都在 2–8 ℃ 范围内，没有超标": see absence_range.go
	}
	if line == lineHeld {
		return
	}
	// "目录里没有 `X`": a named thing no target holds is truly absent.
	if c.namedMissing(in, targets) || c.quotedWordsMissing(in, targets) { // quoted: see absence_quoted_words.go
		return
	}
	// "no restarts" over a RESTARTS column of zeros is true.
	for _, ci := range targets {
		if c.zeroColumnNamed(in, ci) || c.negativeColumnNamed(in, ci) { // see absence_flag_column.go
			return
		}
	}
	if c.definitionOnly(in, targets) { // "nowhere except its definition" over one line
		return
	}
	// "没有逾期" over {"overdue":0} is true, over {"overdue":2} false,
	// whatever language each names the record in (see absence_gloss.go).
	if held, ci := c.glossField(in); ci >= 0 {
		c.addAbsence(ci, "absence/none-found", BasisContradiction, c.callFinding(FalseAbsence, in.absence.span, ci,
			"reply says there is none, but the result of "+c.calls[ci].Tool+" counts some"))
		return
	} else if held {
		return
	}
	if c.zeroValueHeld(in, targets) || c.nullFieldNamed(in, targets) || c.zeroRowNamed(in) || c.zeroFieldNamed(in, targets) || c.namedItemZero(in, targets) || c.fieldStateNone(in, targets) || c.complementAbsence(in, c.closingCiteTargets(in, targets)) { // "残高はゼロです" over a 0, "el rendimiento está vacío" over a null: see absence_zero_word.go
		return
	}
	// "No modifiqué ningún archivo", "कोई फ़ाइल नहीं खोली": the speaker
	// denies doing something; nothing is said about a result.
	for i, u := range in.uses {
		if in.negated[i] && u.t.kind == kindUse && !c.neitherSubject(in, u) && !c.listedPassive(u) && !c.toolNounAbsence(in, &in.uses[i]) {
			return
		}
	}
	// "there are no Warning events" about a pod list and an event list:
	// the object narrows the claim to the results that list such things.
	targets = c.objectTargets(in, targets)
	// "Neither search turned anything up": every search is held to it
	// (see absence_neither_subject.go).
	targets = c.neitherTargets(in, targets)
	targets = c.everyTargets(in, targets)       // "both checks came back empty": see absence_every_target.go
	targets = c.ownCiteTargets(in, targets)     // each part its own receipt: see absence_noun_phrase.go
	targets = c.closingCiteTargets(in, targets) // "…来ていません。[c1]": see absence_closing_cite.go
	// "no one on the waitlist" is bound to the list it names, and held to
	// its rows whatever words they use (see absence_no_one.go).
	noOne := c.noOneCall(in)
	if noOne >= 0 {
		targets = []int{noOne}
	}
	// An absence claim about a tool that failed is honest or unbacked,
	// never a false absence.
	targets = c.objectToolTargets(in, targets) // "ninguna no conformidad" beside calidad_no_conformidades: see absence_bound_part.go
	quality := c.absenceQuality(in)            // "ninguna alerta crítica": see absence_postnominal.go
	for _, ci := range targets {
		if c.empty(ci) {
			return
		}
		// "found no errors" is false only if the result mentions errors,
		// or if the call asked for them ("no failed jobs" about a query
		// WHERE state='failed' that returned rows). A Spanish object is
		// also looked for in English, the language of most results
		// ("ningún contenedor" about `docker ps`).
		if line == lineCrossed {
			continue
		}
		if noOne >= 0 {
			break
		}
		if obj := c.absenceObject(in); obj != "" && !c.mentions(ci, obj) && !c.mentions(ci, englishObject(obj)) && !c.objectAskedFor(in, ci, obj) && !c.predicateInResult(in, ci, obj) && !c.requestObjectSelected(in, ci, obj) {
			return
		}
		if obj := c.latinObject(in); obj != "" && !c.mentions(ci, obj) {
			return // "कोई conflict नहीं आया" about a result that shows no conflict
		}
		if c.unmetQuality(quality, ci) {
			return // "no hay ninguna alerta crítica" among warnings: see absence_postnominal.go
		}
	}
	ci := targets[0]
	one := true
	for _, t := range targets {
		if c.resultSaysNone(in, t) || c.resultSaysSameNone(in, t) {
			return
		}
		one = one && c.oneRecord(t) && !c.recordDenied(in, t)
	}
	if one { // a part of the one record each call found: see absence_one_record.go
		return
	}
	// Contradiction: the clause says the call found nothing, and its result has
	// content that does not itself say none.
	c.addAbsence(ci, "absence/none-found", BasisContradiction, c.callFinding(FalseAbsence, in.absence.span, ci,
		"reply says "+c.calls[ci].Tool+" found nothing, but its result is not empty"))
}

// empty reports whether a call's result holds nothing: a zero count, no
// text, or a short result that itself says it found nothing.
func (c *check) empty(ci int) bool {
	call := &c.calls[ci]
	if call.Count != nil {
		return *call.Count == 0
	}
	t := strings.TrimSpace(call.folded)
	if t == "" || t == "[]" || t == "{}" || t == "null" || t == "(empty)" || t == "0" {
		return true // "0": what `grep -c` or a COUNT prints for none
	}
	if hasSuffix(t, "(0 rows)") || hasSuffix(t, "(0 filas)") {
		return true // psql's footer of an empty table
	}
	if len(t) < 200 {
		for _, h := range lexicon().find(t, nil) {
			if h.t.kind == kindAbsence {
				return true
			}
		}
	}
	return false
}

// problemWord reports words for problems a result may be free of: "found
// no errors" is only false if the result shows errors.
//
// It stays a call for the release binary's size (size18).
//
//go:noinline
func problemWord(w string) bool {
	for _, p := range problemWordList1 {
		if hasPrefix(w, p) {
			return true
		}
	}
	return false
}

// objectAbsence reports whether the clause's absence phrase is the
// negated object of verb u ("कोई फ़ाइल नहीं खोली": no file opened), which
// makes the clause a denial of the verb, not a report of an empty result.
func (c *check) objectAbsence(in *info, u hit) bool {
	a := in.absence
	if c.neitherSubject(in, u) { // "neither search turned anything up": see absence_neither_subject.go
		return false
	}
	if u.start >= a.end && u.start-a.end <= 4 {
		return true
	}
	// Spanish and English put the object after the verb: "No leí ningún
	// archivo". A verb of finding is the absence claim itself: "No
	// encontré ningún archivo".
	return a.start >= u.end && a.start-u.end <= 4 && !findVerb(u.t.text)
}

// addAbsence reports a false_absence finding about call ci unless the
// absence is said of one item of the result, not of the result: see
// itemRow. A precision gate: findings in such rows were wrong about as
// often as right over the development corpus.
func (c *check) addAbsence(ci int, rule, basis string, f Finding) {
	if c.itemRow(f.Start, ci) {
		return
	}
	if basis == BasisContradiction && c.labelledRow(f.Start) {
		basis = BasisUnsupported // a row's item, not the whole: see labelledRow
	}
	c.addRule(rule, basis, f)
}

// itemRow reports whether pos lies in a later cell of a table row whose
// first cell names something the result of call ci holds: "| edge-iad |
// no result |", "| कोलकाता | — | डेटा नहीं मिला |". The row is about that
// item, one of several the result holds, and "nothing" there says the
// item lacks a value, not that the call found nothing.
func (c *check) itemRow(pos, ci int) bool {
	key, _, ok := c.rowFirstCell(pos, " \t*`_")
	return ok && runeCount(key) >= 2 && hasSubstr(c.calls[ci].folded, key)
}

// nounBefore reports whether the words before end (within the clause)
// are a noun phrase opened by an article ("a one-patch bump", "the new
// release") whose head no ok call's result holds. "with no X" after such
// a phrase describes a thing the reply itself speaks of, as an adjective
// would, and says nothing of what a result listed; "a run with no errors"
// about a CI log that lists runs stays a claim about that result.
func (c *check) nounBefore(in *info, end int) bool {
	s := c.folded[in.start:max(in.start, end)]
	head := ""
	for k := 0; k < 3; k++ {
		i := lastIndexByte(s, ' ')
		w := s[i+1:]
		if k == 0 {
			head = w
		}
		switch w {
		case "a", "an", "the", "this", "that":
			if k == 0 || len(head) < 3 {
				return false
			}
			for ci := range c.calls {
				if c.calls[ci].ok && wordPrefixAt(c.calls[ci].folded, head) >= 0 {
					return false
				}
			}
			return true
		case "":
			return false
		}
		if i < 0 {
			return false
		}
		s = s[:i]
	}
	return false
}

// hiPendingItem reports a Hindi "कोई <noun> बाकी नहीं" (no trip left,
// none pending): as "no pending X" and "ningún X
// pendiente" are, the state of the items a result lists. कोई quantifies
// a counted noun; "कुछ भी बाकी नहीं" (nothing left) is an amount, such as
// a balance paid off, and is not read. लंबित (pending) is left out for
// the release binary's budget.
func hiPendingItem(s string) bool {
	return hasSubstr(s, "कोई") && hasSubstr(s, "बाकी नहीं")
}

// absentDomainNoun reports whether the words right after an absence name
// the object of a call the turn made ok, by the domain nouns of its tool
// (domainNouns): "目前没有库存了" after yarn_inventory says the inventory
// read holds none, so the clause is bound to that call's rows and held to
// them. A noun no ok call of the turn serves leaves the clause as it was.
func (c *check) absentDomainNoun(in *info, h *hit) bool {
	end := min(in.end, h.end+24) // a few words, the absent noun's
	for end > h.end && end < len(c.folded) && !utf8.RuneStart(c.folded[end]) {
		end--
	}
	return c.domainObjectCall(c.folded[h.end:end]) >= 0
}
