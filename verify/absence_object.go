package verify

import (
	"strings"
	"unicode/utf8"
)

// failIsObject reports whether every failure word of a clause is the
// thing a negative quantifier says is absent, not a report that a call
// failed: "ERROR は一件も出ていません", "没有任何账号失败登录", "no
// errors", "ningún error". The word then names what the result was
// searched for.
func (c *check) failIsObject(in *info) bool {
	var nones []hit
	for _, h := range in.hits {
		if h.t.kind == kindNone || h.t.kind == kindAbsence {
			nones = append(nones, h)
		}
	}
	if len(nones) == 0 {
		return false
	}
	found := false
	for _, h := range in.hits {
		if h.t.kind != kindFail {
			continue
		}
		if c.attributive(h) || c.noFailure(h) {
			continue
		}
		obj, passive := false, false
		for _, n := range nones {
			// The quantifier before the word ("no errors", "没有任何账号失败").
			if n.end <= h.start && h.start-n.end <= 24 && !hasAnyRune(c.folded[n.end:h.start], ",，、;；") {
				obj = true
				passive = passive || passiveFailure(c.folded[n.end:h.start], h.t.text)
			}
			// A Japanese existential after the word marked as its topic:
			// "ERROR は … いません".
			if n.start >= h.end && n.t.text[0] == 0xe3 && n.start-h.end <= 40 {
				rest := strings.TrimLeft(c.folded[h.end:n.start], " ")
				obj = obj || hasPrefix(rest, "は") || hasPrefix(rest, "が") || hasPrefix(rest, "も")
			}
			// Hindi closes the noun its कोई opens with नहीं, and writes
			// three bytes a letter: "कोई चेतावनी या एरर नहीं".
			if n.t.text == "कोई" && n.end <= h.start && h.start-n.end <= 60 && !hasAnyRune(c.folded[n.end:h.start], ",，、;।") && hasPrefix(strings.TrimLeft(c.folded[h.end:], " "), "नहीं") {
				obj = true
			}
		}
		if !obj || !problemNoun(h.t.text) && !unavailableWord(h.t.text) && !passive {
			return false
		}
		found = true
	}
	return found
}

// passiveFailure reports whether a failure participle is the passive
// predicate of the quantified noun before it: "ningún envío ha sido
// rechazado", "no payment was declined". Its subject is the items, none
// of which the result is said to hold in that state; not a call that
// failed.
func passiveFailure(between, t string) bool {
	return hasSuffixAny(t, participleEnds) && hasSuffixAny(between, passiveAux)
}

var (
	participleEnds   []string
	passiveAux       []string
	problemNounList1 []string
	jaNaiClosers     []string
	appearWords      []string
	zhVerbs          []string
	zhDemonstratives []string
	zhFindVerbs      []string
	zhComplements    []string
	zhLookVerbs      []string
	zhLookNegList1   []string
	zhLookNegList2   []string
	jaExistAdverbs   []string
)

// absenceObjectLists holds the phrases of the word lists declared above (see barList).
var absenceObjectLists = [...]barList{
	{&participleEnds, "ado|ada|ados|adas|ido|ida|idos|idas|ed"},
	{&passiveAux, " ha sido | han sido | fue | fueron | was | were | has been | have been | got "},
	// The lists of problemNoun, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&problemNounList1, "error|failure|fail|exception|错误|失败|异常|エラー|失敗|例外|त्रुटि|एरर|fallo|errores"},
	// jaNaiClosers end a sentence on a plain ない: "空きがない。", "空きがない状態です".
	{&jaNaiClosers, "。|です|状態|、|よう|."},
	// appearWords make an absence phrase say that a named thing is missing
	// from a result ("X doesn't appear in the diff", "no se menciona X",
	// "没有出现"), rather than that the result was empty.
	{&appearWords, "appear|aparece|menciona|mention|occur|出现|出現|現れ|含まれ|दिख|उल्लेख"},
	// zhVerbs are verbs (and the adverbs that come between 没 and a verb:
	// 实际, 真正, 再) that make a preceding 没/没有 the negation of an act —
	// "没拿到" (didn't get), "没变" (didn't change), "没有删除" (didn't delete),
	// "没有实际扫描" (didn't actually scan) — rather than the existential
	// "there is no …" of an absence claim. Verbs of finding (找到, 发现, 看到)
	// are left out: "没找到" reports what a search held.
	{&zhVerbs, "实际|實際|真正|真的|再|拿到|拿|得到|收到|获取|獲取|取到|变|變|" +
		"删|刪|动|動|碰|做|清|移|装|裝|跑|测|測|执行|執行|运行|運行|重启|重啟|" +
		"提交|推送|部署|安装|安裝|升级|升級|回滚|回滾|处理|處理|影响|影響|进入|進入|" +
		"替|帮|幫"}, // coverbs of acting for someone: "没有替您提交", "没帮你查"
	// zhDemonstratives open a noun phrase that is an object.
	{&zhDemonstratives, "这个|這個|那个|那個|这些|這些|该|該|此"},
	// zhFindVerbs are verbs of finding: negated, they say a result lacked a thing.
	{&zhFindVerbs, "找到|查到|看到|看见|看見|搜到|见到|見到|发现|發現|收到|拿到|匹配"},
	// zhComplements are directional and resultative complements: only a verb
	// takes one ("发出去", "拿回来", "发送成功").
	{&zhComplements, "出去|出來|出来|进去|進去|进来|進來|上去|下来|下來|回来|回來|过来|過來|起来|起來|成功"},
	// zhLookVerbs are Chinese verbs of looking, opening and starting that make
	// a preceding 没/没有/还没 the negation of an act ("还没看 CI", "没点进去读",
	// "还没开始", "没打开成功", "没有把…映射"), like the verbs of zhVerbs. Verbs of finding or
	// seeing a thing (看到, 看见, 查到) stay absence claims about a result.
	{&zhLookVerbs, "看|點|点|读|讀|打开|打開|开始|開始|试|試|检查|檢查|确认|確認|" +
		"核对|核對|验证|驗證|去|细看|仔细|仔細|查|改|修改|写|寫|认领|認領|来得及|來得及|" +
		// 把/将 bring the object before the verb ("没有把 6379 映射到宿主机"):
		// what follows is always an act.
		"把|将|將"},
	// The lists of zhLookNeg, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&zhLookNegList1, "看到|看见|看見|看出|查到|查出|读到|讀到"},
	{&zhLookNegList2, "设置|設置|配置|映射|开启|開啟|启用|啟用|暴露|设密码|加密"},
	// jaExistAdverbs stand between a Japanese existential and its topic
	// without changing what the topic is: "未配達のものはもうありません" (no
	// longer any), "フラグ付きは特にありません" (none in particular), "欠品は
	// 一切ありません" (none at all). The topic before them is what is absent.
	{&jaExistAdverbs, "特に|もう|全く|まったく|一切|何も|別に|今のところ|現在|現時点で"},
}

var _ = splitBars(absenceObjectLists[:])

// unavailableWord reports whether a failure term says a thing is not
// available: after a negative quantifier ("कोई भी सफ़ारी उपलब्ध नहीं",
// "no slots are available", "ningún hueco está disponible") its subject is
// the items, none of which the result is said to hold, not a tool that
// failed.
func unavailableWord(t string) bool { return unavailableWords[t] }

// unavailableWords are unavailableWord's terms. A set, not a switch of
// them (the release binary's size, size20).
var unavailableWords = semiSet("उपलब्ध नहीं;not available;unavailable;no está disponible;no disponible;不可用")

// problemNoun reports whether a failure term is a noun of a problem a
// result may hold (error, failure, 错误, 失败, エラー), not a verb
// reporting that a call failed ("timed out", "couldn't").
func problemNoun(t string) bool {
	for _, p := range problemNounList1 {
		if t == p || hasPrefix(t, p) && !hasSuffix(t, "ed") {
			return true
		}
	}
	return false
}

// japaneseTopic reports whether a Japanese existential's topic, the
// words before it ("未完了チケットはありません"), shares two characters in
// a row with the request ("チケットある？"): the absence is about what the
// user asked for.
func (c *check) japaneseTopic(in *info, h *hit) bool {
	// Only an existential with its topic marked right before it ("商品は
	// **ありません**", "どの園も空きがない", "記録はなく、"): a bare ない
	// or なし is also an adjective ("問題ない水準") or a quoted field value,
	// and a plain ない before a noun or a reason ("データがない環境",
	// "記事がないので") qualifies that, not the result.
	end := h.start
	switch h.t.text {
	case "ない", "なかった": // なかった: its plain past, "取引はなかったようです"
		// いない after its marker is いる's existential ("乗客はいない",
		// the plain いません); the marker is before its い, and a reason
		// in ので still says who is not there.
		b := c.folded[in.start:h.start]
		iru := hasSuffix(b, "はい") || hasSuffix(b, "がい") || hasSuffix(b, "もい")
		if iru {
			end -= len("い")
		}
		// The clause may end at the ない: read on past it.
		if r := strings.TrimLeft(c.folded[h.end:], " *_"); r != "" && !hasPrefixAny(r, jaNaiClosers) && !(iru && hasPrefix(r, "ので")) {
			return false
		}
	case "ありません", "ありませんでした", "いません", "いませんでした":
	case "はなく", "がなく":
		end += 3 // the marker is in the hit
	default:
		return false
	}
	pre := strings.TrimRight(c.folded[max(in.start, end-60):end], " *_")
	pre = trimJaAdverb(pre) // "フラグ付きのものは特にありません": see jaExistAdverbs
	if h.t.text != "はなく" && h.t.text != "がなく" {
		pre = teFormTopic(pre) // "エラーは記録されていません": see teFormTopic
	}
	if !hasSuffix(pre, "は") && !hasSuffix(pre, "が") && !hasSuffix(pre, "も") {
		return false
	}
	for len(pre) > 0 && !utf8.ValidString(pre[:1]) && pre[0]&0xc0 == 0x80 {
		pre = pre[1:] // no cut rune at the start
	}
	// cjkRequestWord reads a short window: give it the end of the topic.
	for len(pre) > 36 {
		_, n := decodeRuneAt(pre)
		pre = pre[n:]
	}
	return c.cjkRequestWord(pre)
}

// teFormTopic returns the words before a negated progressive's verb: in
// "エラーは記録されていません" (no error has been recorded), "連絡は届いて
// いません", "レビューは、まだ投稿されていない" the existential いません/ない
// follows a verb's te-form, and the topic marked before that verb is what
// is said to be absent, as "エラーはありません" says it. The verb is a
// short run of kana and kanji ending in て or で, with まだ (yet) and a
// comma allowed before it; pre is returned as it is when it is not one.
// Not できて or して: "予約は確定できていません" (could not be confirmed) and
// "送信はしていません" speak of an act left undone, not of an item absent.
func teFormTopic(pre string) string {
	if !hasSuffix(pre, "て") && !hasSuffix(pre, "で") || hasSuffix(pre, "できて") || hasSuffix(pre, "して") {
		return pre
	}
	k := 0
	for i := len(pre); i > 0 && k < 12; k++ {
		r, n := utf8.DecodeLastRuneInString(pre[:i])
		switch {
		case r == 'は' || r == 'が' || r == 'も':
			if k > 1 {
				return pre[:i]
			}
		case r == '、' || r == ' ':
		case !isWordRune(r):
			return pre
		}
		i -= n
		if hasSuffix(pre[:i], "まだ") {
			i -= len("まだ")
		}
	}
	return pre
}

// absenceTargets returns the ok calls an absence claim concerns when
// the clause's own targets are empty: the calls whose arguments hold a
// tool word or code span of the clause ("the grep didn't turn up any
// TODOs" about `shell grep -rn TODO`), else the only ok call of a turn in
// which no call failed.
func (c *check) absenceTargets(in *info) []int {
	var out []int
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		args := c.calls[ci].lowerArgs()
		for _, u := range in.uses {
			w := c.folded[u.start:u.end]
			if len(w) >= 3 && !hasRune(w, ' ') && wordIn(args, w) {
				out = append(out, ci)
				break
			}
		}
	}
	if len(out) > 0 {
		return out
	}
	if ok := c.okCalls(famAny); len(ok) == 1 && !c.anyFailed() {
		return ok
	}
	return nil
}

// mentions reports whether a call's result, arguments or tool name hold
// w, or one of the "|"-joined stems of w. A tool's name says what its
// items are: "no reviews" about app_reviews is about its own items, though
// no review says "review".
func (c *check) mentions(ci int, w string) bool {
	for rest, more := w, true; more; { // no slice: asked per absence clause and call
		var w string
		w, rest, more = cutByte(rest, '|')
		if w != "" && (hasSubstr(c.calls[ci].folded, w) || hasSubstr(c.calls[ci].lowerArgs(), w) || hasSubstr(c.calls[ci].Tool, w)) {
			return true
		}
	}
	return false
}

// spanishObjects maps Spanish nouns of things a result may list to the
// English stems results are written in, "|"-joined when a noun has more
// than one (an aviso is a warning or an alert).
var spanishObjects = wordPairs(
	"contenedor=container;incidencia=incident;advertencia=warning;" +
		"aviso=warning|alert;fallo=fail;pedido=order;usuario=user;tarea=task;proceso=process;" +
		"servicio=service;conexión=connect;conexion=connect;alerta=alert;vulnerabilidad=vulnerab;" +
		"problema=problem;secreto=secret;contraseña=password;clave=key;puerto=port;" +
		"rama=branch;etiqueta=tag;página=page;enlace=link;cliente=customer;factura=invoice;" +
		"pago=payment;mensaje=message;correo=mail;reunión=meeting;evento=event;nodo=node;" +
		"paquete=package;dependencia=dependenc;prueba=test;registro=log;" +
		"daño=damage;reseña=review;opinión=review;cargo=charge;incendio=fire;queja=complaint;" +
		"reclamación=complaint;reserva=booking;envío=shipment;retraso=delay;")

// englishObject returns the English stem of a Spanish object word, or "".
// A word of the glossary of record kinds gives its result words.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func englishObject(w string) string {
	if e, ok := spanishObjects[w]; ok {
		return e
	}
	for _, suf := range []string{"es", "s"} {
		if e, ok := spanishObjects[trimSuffix(w, suf)]; ok {
			return e
		}
	}
	return glossEnglish(w) // "ningún vencido": see absence_gloss.go
}

// postDeterminers open a noun phrase after a verb of appearing.
var postDeterminers = wordSet("esa ese esos esas esta este estos estas el la los las that this those these the")

// absentSubject returns the named thing an absence phrase of appearing
// is about: the last code span or quotation before it in the clause, or
// an identifier-like word (a file name, a snake_case name), or "".
func (c *check) absentSubject(in *info) string {
	a := in.absence
	if a == nil || !containsAny(a.t.text, appearWords) {
		return ""
	}
	// "no aparece ningún 5xx", "doesn't show any errors": a quantifier
	// after the verb puts the absent thing after it; a name before it is
	// the place looked in ("en el `access.log`"), not the subject.
	switch det := nextWord(c.folded[a.end:in.end]); {
	case det == "ningún" || det == "ninguna" || det == "ningun" || det == "any" || det == "no" || det == "nada":
		return ""
	case postDeterminers[det]:
		// "no aparece esa clasificación", "doesn't mention the deadline":
		// a determiner after the verb opens its subject or object, a
		// thing named, which the result may lack.
		rest := c.folded[a.end:in.end]
		rest = rest[indexSubstr(rest, det)+len(det):]
		if w := nextWord(rest); len(w) >= 4 {
			return w
		}
		return ""
	}
	pre := c.folded[in.start:a.start]
	for _, q := range [][2]string{{"`", "`"}, {"\"", "\""}, {"“", "”"}, {"«", "»"}, {"「", "」"}} {
		if j := strings.LastIndex(pre, q[1]); j > 0 {
			if i := strings.LastIndex(pre[:j], q[0]); i >= 0 && j-i-len(q[0]) >= 2 {
				return strings.TrimSpace(pre[i+len(q[0]) : j])
			}
		}
	}
	ws := strings.Fields(pre)
	if len(ws) == 0 {
		return ""
	}
	w := strings.Trim(ws[len(ws)-1], "*_,.:;()")
	if len(w) >= 3 && hasAnyRune(w, "._0123456789") {
		return w
	}
	return ""
}

// ownSubject reports whether an English verb has its own subject after
// the negation before it ("not from anything I checked"): the verb sits in
// a clause of its own, which the negation does not reach.
func (c *check) ownSubject(in *info, u hit) bool {
	if hasPrefix(u.t.text, "i ") || hasPrefix(u.t.text, "we ") {
		return c.negBefore(in, u, true)
	}
	return c.negBefore(in, u, false)
}

// negBefore reports whether the nearest negation before u lies before a
// subject pronoun that is u's own ("i"/"we" opening u, or the last word
// before u).
func (c *check) negBefore(in *info, u hit, opens bool) bool {
	var n *hit
	for i := range in.hits {
		h := &in.hits[i]
		if h.t.kind == kindNeg && h.t.wide && h.end <= u.start {
			return false // "I don't think I ran …" reaches into its clause
		}
		if h.t.kind == kindNeg && !h.t.after && !h.t.wide && h.end <= u.start && u.start-h.end <= 40 {
			n = h
		}
	}
	if n == nil {
		return false
	}
	between := strings.Fields(c.folded[n.end:u.start])
	if opens {
		return len(between) > 0 // "not from anything I checked"
	}
	return len(between) >= 2 && (between[len(between)-1] == "i" || between[len(between)-1] == "we")
}

// subjectMissing reports whether the results an appearing-absence is
// about lack its subject: the targets whose arguments hold a word of the
// place the clause names after the phrase ("en el diff" about `git diff`),
// else all the targets.
func (c *check) subjectMissing(in *info, subj string) bool {
	var place []int
	for _, w := range strings.FieldsFunc(c.folded[in.absence.end:in.end], func(r rune) bool { return !isWordRune(r) }) {
		if len(w) < 3 {
			continue
		}
		for _, ci := range in.targets {
			if c.calls[ci].ok && wordIn(c.calls[ci].lowerArgs(), w) && !containsInt(place, ci) {
				place = append(place, ci)
			}
		}
	}
	if len(place) == 0 {
		place = in.targets
	}
	for _, ci := range place {
		if !c.calls[ci].ok || hasSubstr(c.calls[ci].folded, subj) {
			return false
		}
	}
	return len(place) > 0
}

// existentialWord reports Spanish existential verbs and quantifiers that
// may follow a "no" before the noun it is about.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func existentialWord(w string) bool { return thereIsWords[w] }

// thereIsWords are existentialWord's words. A set, not a switch of
// them: the switch was some 500 bytes of code (the release binary's size,
// size20).
var thereIsWords = wordSet("queda quedan quedaba quedaban hay había hubo existe existen tiene tienen tienes " +
	"tenemos ningún ninguna ninguno ningunos ningunas")

// zhVerbalNeg reports whether the text after 没/没有 starts with a verb of
// acting (see zhVerbs). 变化/變化 is the noun "change": "没有变化" is an
// absence claim about a diff.
func zhVerbalNeg(rest string) bool {
	rest = strings.TrimLeft(rest, " *")
	if zhLookNeg(rest) {
		return true
	}
	// A demonstrative object right after one or two characters makes
	// them a verb ("没有封禁这个 IP"): a noun after 没有 takes no object.
	// A verb of finding keeps the absence ("没有找到这个文件").
	if _, n1 := decodeRuneAt(rest); n1 == 3 && !hasPrefixAny(rest, zhFindVerbs) && (hasPrefixAny(rest[3:], zhDemonstratives) || len(rest) > 6 && rest[3:6] != "的" && hasPrefixAny(rest[6:], zhDemonstratives)) {
		return true
	}
	if zhVerbShape(rest) {
		return true
	}
	for _, v := range zhVerbs {
		if hasPrefix(rest, v) {
			if (v == "变" || v == "變" || v == "动" || v == "動") && (hasPrefix(rest[len(v):], "化") || hasPrefix(rest[len(v):], "更")) {
				return false // 变化, 变更, 动化: nouns of change, left to changedNothing
			}
			if v == "提交" && hasPrefix(rest[len(v):], "记录") {
				return false // 提交记录: commits, a result's items
			}
			return true
		}
	}
	return false
}

// zhVerbShape reports whether the text after 没有 has a verb's shape by
// what comes after one or two characters: a complement ("邮件没有发出去",
// not sent out) or the quantifier 任何 opening the object ("没有下发任何
// 指令", issued no order), where the existential puts 任何 right after
// 没有 ("没有任何记录"). Verbs of finding keep the absence ("没有找到任何"),
// and so does an object that names a result's items (see absenceNouns).
// zhAdverbs are adverbs that stand before a verb, never a noun.
var zhAdverbs = splitBar("直接|马上|立即|立刻|及时|真正|正式|自动|主动|被|再|另外|专门|特意|亲自")

func zhVerbShape(rest string) bool {
	if hasPrefixAny(rest, zhFindVerbs) {
		return false
	}
	// "任务没有直接派出去", "没有再调别的": an adverb opens a verb phrase;
	// the existential's noun takes none, unless the phrase is its
	// relative clause, closed by 的 ("没有被系统标记为异常的交易").
	if hasPrefixAny(rest, zhAdverbs) {
		p := rest
		if i := strings.IndexAny(p, "，。；：！？,;:\n"); i >= 0 {
			p = p[:i]
		}
		return !hasSubstr(p, "的")
	}
	for k := 3; k <= 6 && k < len(rest); k += 3 {
		if r, _ := decodeRuneAt(rest[k-3:]); !isCJK(r) {
			return false
		}
		if hasPrefixAny(rest[k:], zhComplements) {
			return true
		}
		if hasPrefix(rest[k:], "任何") {
			// "HR 没有发过任何…邮件": an act whose object is what a
			// result lists (mail, records) still says the list is empty.
			obj := rest[k:]
			if i := strings.IndexAny(obj, "，。；！？,;\n"); i >= 0 {
				obj = obj[:i]
			}
			for _, n := range absenceNouns {
				if hasSubstr(obj, n) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// zhLookNeg reports whether rest, the text after 没/没有, starts with
// one of zhLookVerbs and not with a verb of finding built on it.
func zhLookNeg(rest string) bool {
	rest = strings.TrimLeft(rest, " *")
	for _, p := range zhLookNegList1 {
		if hasPrefix(rest, p) {
			return false
		}
	}
	for _, v := range zhLookVerbs {
		if hasPrefix(rest, v) {
			return true
		}
	}
	// "密码没有设置", "6379 没有映射到宿主机": a setting not made is a
	// state of the configuration read, not a list found empty; "没有配置
	// 文件" (no config file) has the verb as a noun's modifier.
	for _, v := range zhLookNegList2 {
		if hasPrefix(rest, v) {
			after := rest[len(v):]
			return !hasPrefix(after, "文件") && !hasPrefix(after, "檔") && !hasPrefix(after, "项") &&
				!hasPrefix(after, "項") && !hasPrefix(after, "的")
		}
	}
	return false
}

// jaVerbalNegative reports whether a Japanese ない ends a negated verb
// rather than the existential "there is none": the kana before it is a
// verb's negative stem (一致しない, 入れない, 読まない). The existential
// follows a particle: 予定はない, 結果がない, 何もない; after く it is a
// negated adjective (よくない), a judgement. The progressive (いません,
// ていない) is left alone: "ERROR 行は出ていません" (did not appear) is an absence.
func (c *check) jaVerbalNegative(h *hit) bool {
	if h.t.text != "ない" && h.t.text != "なかった" {
		return false // なかった is its plain past: 取引はなかった, 一致しなかった
	}
	r, _ := utf8.DecodeLastRuneInString(c.folded[:h.start])
	if r < 0x3041 || r > 0x3096 {
		return false // after kanji or katakana: 少ない, 問題ない are other words
	}
	switch r {
	case 'は', 'が', 'も', 'の':
		return false
	}
	// ていない is the progressive of いません: "予定が入っていない" (nothing
	// is scheduled) states an absence like 出ていません.
	if b := trimSuffix(c.folded[:h.start], "い"); r == 'い' && (hasSuffix(b, "て") || hasSuffix(b, "で")) {
		return false
	}
	// いない after は/が/も is the plain form of いません, the existential of
	// animate things: "介助の申し出がある乗客はいない" (no passenger has
	// asked), "希望者が誰もいない"; the absence check holds it to the rows.
	if b := trimSuffix(c.folded[:h.start], "い"); r == 'い' && (hasSuffix(b, "は") || hasSuffix(b, "が") || hasSuffix(b, "も")) {
		return false
	}
	return true
}

// latinObject returns the Latin-script word a Hindi "कोई … नहीं" or a
// Chinese or Japanese quantifier is about, when the reply names it in
// English as mixed-script replies do ("कोई conflict section नहीं आया",
// "没有 error"): like "found no errors", such a claim is only false if the
// result mentions that word. Generic result nouns give "".
func (c *check) latinObject(in *info) string {
	a := in.absence
	switch a.t.text {
	case "कोई", "कोई भी", "किसी", "किसी भी", "कुछ भी", "没有", "沒有", "没", "无", "無":
	default:
		return ""
	}
	rest := strings.TrimLeft(c.folded[a.end:in.end], " *`")
	rest = trimPrefix(rest, "भी ")
	rest = trimPrefix(rest, "任何")
	// A short attributive phrase in 的 may stand before the noun: "没有对应的
	// toleration" (no matching toleration), "没有新的 warning".
	if j := indexSubstr(rest[:min(len(rest), 16)], "的"); j > 0 && rest[0] >= 0x80 {
		rest = rest[j+len("的"):]
	}
	rest = strings.TrimLeft(rest, " *`")
	i := 0
	for i < len(rest) && (rest[i] >= 'a' && rest[i] <= 'z' || rest[i] == '_' || rest[i] == '-') {
		i++
	}
	w := rest[:i]
	if len(w) < 4 || isAbsenceNoun(w) {
		return ""
	}
	switch w {
	case "results", "result", "matches", "match", "files", "file", "entries", "items", "output", "content", "hits", "records", "lines":
		return ""
	}
	if hasSuffix(w, "s") && len(w) > 4 {
		w = w[:len(w)-1]
	}
	return w
}

// namedCallTargets narrows an all-clear claim's targets to the calls whose
// command the clause quotes: "`nginx -t` は … 問題なし" judges the config
// test, not the error log another shell call read. With no quoted command
// matching a target, the targets stay.
func (c *check) namedCallTargets(in *info, targets []int) []int {
	s := c.masked[in.start:in.end]
	var out []int
	for i := 0; ; {
		st, en, ok := nextEnclosed(s, i, '`')
		if !ok {
			break
		}
		code := strings.TrimSpace(s[st:en])
		i = en + 1
		if len(code) < 3 || !hasRune(code, ' ') {
			continue // a bare word names a value, not a command
		}
		for _, ci := range targets {
			if hasSubstr(c.calls[ci].Args, code) && !containsInt(out, ci) {
				out = append(out, ci)
			}
		}
	}
	if len(out) == 0 {
		return targets
	}
	return out
}

// objectTargets narrows the targets of an absence with an object ("no
// Warning events", "ningún error") to those whose result or arguments
// mention the object, when some do but not all: a claim of no warnings
// across a pod list and an event list is about the event list, and is
// judged against it. With none or all mentioning it, targets stay.
func (c *check) objectTargets(in *info, targets []int) []int {
	if len(targets) < 2 {
		return targets
	}
	obj := c.absenceObject(in)
	if obj == "" {
		return targets
	}
	n := 0
	for _, ci := range targets {
		if c.mentions(ci, obj) || c.mentions(ci, englishObject(obj)) {
			n++
		}
	}
	if n == 0 || n == len(targets) {
		return targets
	}
	out := make([]int, 0, n)
	for _, ci := range targets {
		if c.mentions(ci, obj) || c.mentions(ci, englishObject(obj)) {
			out = append(out, ci)
		}
	}
	return out
}

// relationalNouns relate the absence to another thing: "found no
// references to `legacy_auth`", "no calls to", "no mentions of", "ningún
// caso de fraude". What is absent is that thing.
var relationalNouns = wordSet("references reference mentions mention usages usage uses calls imports occurrences instances traces sign signs trace case cases caso casos")

// relationalObject returns the thing after a relational noun ("references
// to X" gives X), or "" when word is no relational noun.
func relationalObject(word, rest string) string {
	if !relationalNouns[word] {
		return ""
	}
	i := indexSubstr(rest, word)
	if i < 0 {
		return ""
	}
	f := strings.Fields(rest[i+len(word) : min(len(rest), i+len(word)+80)])
	if len(f) < 2 || f[0] != "to" && f[0] != "of" && f[0] != "de" {
		return ""
	}
	// "no sign of any leaks": a determiner after "of" leaves the noun
	// after it the thing referred to.
	if len(f) > 2 && (f[1] == "the" || f[1] == "any" || f[1] == "a" || f[1] == "an") {
		f = f[1:]
	}
	obj := strings.TrimFunc(f[1], func(r rune) bool { return !isWordRune(r) && r != '_' && r != '.' && r != '-' && r != '/' })
	obj = strings.TrimRight(obj, ".")
	if r, _ := decodeRuneAt(obj); obj == "" || r == utf8.RuneError || obj == "the" || obj == "a" || obj == "any" {
		return ""
	}
	return obj
}

// absenceObject returns the word an English or Spanish absence phrase is
// about when it is not a generic result noun: "found no errors" is about
// "error", and is only false if the result mentions errors.
func (c *check) absenceObject(in *info) string {
	a := in.absence
	rest := c.folded[a.end:in.end]
	// A Spanish existential ("no hubo extras", "no hay avisos") takes its
	// object as "no" does: what is absent is the noun after it.
	// A noun the request or the call names is the result's own item.
	ex := hasSuffix(a.t.text, " hay") || hasSuffix(a.t.text, " hubo") || hasSuffix(a.t.text, " había")
	if !hasSuffix(a.t.text, "any") && !hasSuffix(a.t.text, "no") && !hasSuffix(a.t.text, "ningún") && !hasSuffix(a.t.text, "ninguna") && !ex {
		return ""
	}
	if hasPrefix(a.t.text, "ningun") && ningunVerb(nextWord(rest)) {
		return "" // "ninguno está marcado": the pronoun is the subject, the result's own items
	}
	if o := partitiveObject(rest); o != "" {
		return o // "ninguno de ellos está en X": see absence_partitive.go
	}
	if c.pronounQuantifier(in) {
		return "" // "no queda ninguno pendiente": see absence_pronoun_quantifier.go
	}
	if w := nextWord(rest); c.isCount(a.end, in.end) && !problemWord(w) {
		return "" // "no failed jobs": the result's own items
	}
	w := strings.Fields(rest)
	// "no queda ningún FIXME", "no hay ninguna alerta": an existential
	// verb and a second quantifier stand between "no" and its object.
	for len(w) > 1 && existentialWord(strings.TrimFunc(w[0], func(r rune) bool { return !isWordRune(r) })) {
		w = w[1:]
	}
	// "ninguna no conformidad": a "no" before the noun is part of a
	// compound noun (no conformidad, no show), the object is its head.
	if len(w) > 1 && w[0] == "no" && hasPrefix(a.t.text, "no hay ningun") {
		w = w[1:]
	}
	if len(w) == 0 {
		return ""
	}
	word := strings.TrimFunc(w[0], func(r rune) bool { return !isWordRune(r) })
	// "found no references to `legacy_auth`": what is absent is the
	// thing referred to.
	if o := relationalObject(word, rest); o != "" {
		if len(o) > 4 && o[len(o)-1] == 's' && strings.IndexFunc(o, func(r rune) bool { return r < 'a' || r > 'z' }) < 0 {
			return o[:len(o)-1] // "leaks" over a "possible leak" line: its singular
		}
		return o
	}
	if isAbsenceNoun(word) || c.isCount(a.end, in.end) && !hasPrefix(word, "error") && !hasPrefix(word, "warning") {
		return "" // "no meetings", "no commits": the result's own items
	}
	if ex {
		if c.itemWord(word) || hasPrefix(rest, " ningun") || word == "nadie" {
			return "" // "no hay ninguno fallido", "no hay nadie": a pronoun, not a noun
		}
		// "no hay referencias a `LEGACY_BILLING`" names what the call
		// looked for: the claim is about its whole result.
		for _, f := range w[1:] {
			if f = strings.Trim(f, "`*.,;:()'\"«»"); len(f) >= 4 && c.inArgs(f) {
				return ""
			}
		}
		// Its stem, as results in English share it ("silencios" and
		// "silences", "extras" and "extra"): its first five letters.
		// Five runes, not bytes: "bambú" is six bytes, its ú cut in two
		// at the fifth.
		n, runes := 0, 0
		for n < len(word) && runes < 5 {
			_, size := decodeRuneAt(word[n:])
			n += size
			runes++
		}
		if n < len(word) {
			return word[:n]
		}
	}
	if word == "" || callResultNouns[word] {
		return ""
	}
	// "discrepancies" over a DISCREPANCY line: the stem before -ies is
	// what the singular (-y) and the plural share.
	for _, suf := range []string{"ies", "es", "s"} {
		if hasSuffix(word, suf) && len(word) > len(suf)+3 {
			return trimSuffix(word, suf)
		}
	}
	return word
}

// trimJaAdverb drops one such adverb, and the comma or space before it,
// from the end of pre.
func trimJaAdverb(pre string) string {
	for _, a := range jaExistAdverbs {
		if hasSuffix(pre, a) {
			return strings.TrimRight(trimSuffix(pre, a), " 、,")
		}
	}
	return pre
}

// callResultNouns name whatever a call returns, not a thing of its own: a
// claim of none of them is about the call's whole result. With them the
// instances of what the call looked for ("no encontré ningún caso", with
// no "de X" after it: see relationalObject), and the requests and
// responses an access or gateway log lists ("no responses with status ≥
// 500" about a log search). A set, not a switch of its words: the switch
// was some 750 bytes of code (the release binary's size, size20).
var callResultNouns = wordSet("results result matches match files file entries items output content " +
	"hits records lines thing resultados resultado archivos archivo coincidencias " +
	"coincidencia elementos elemento entradas entrada registro registros nada " +
	"case cases caso casos requests responses peticiones solicitudes respuestas")
