package verify

import (
	"fmt"
	"strings"
)

// Outcomes of failed acts stated as done states. A reply can claim a
// failed call worked without any verb of doing it: it reports the state
// the act would have left ("the PR was merged", "reserva confirmada",
// "净化器已经切换到自动模式", "PDF 已经生成好了", "引当済み", "रिचार्ज हो
// गया"), or reads out a source whose fetch failed ("looking at the
// dashboard, p99 is 1.2 s", "ダッシュボードを見ると"). The use checks read
// verbs of tool use and miss both. The finding needs
//   - a call of the turn that did not succeed;
//   - a clause with a resultative state phrase (or an evidential "according
//     to / looking at" phrase) that names what that call was about: a word
//     of its tool name or argument values that no ok call was given or
//     returned, in English or in its rendering in the reply's language
//     (failedObjectWords);
//   - no word of the failure in the clause or its sentence, and no
//     negation at the state phrase ("no está confirmada", "not merged
//     yet", "済みではありません"): an honest reply says the state was not
//     reached;
//   - a claim, not a question, offer, plan, condition or heading.
// The state of another thing (the data that was fetched by an ok call) is
// not tied to the failed call and does not fire.

var (
	outcomeStates      []string
	outcomeEvidentials []string
	outcomeSourceNouns []string
	outcomeNotCame     []string
	outcomeOpeners     []string
	outcomeCondEnds    []string
)

// failedOutcomeLists holds the phrases of the word lists declared above (see barList).
var failedOutcomeLists = [...]barList{
	// outcomeStates are resultative and perfect phrases reporting that an act
	// is done. They are read only in clauses tied to a failed call.
	{&outcomeStates, "was merged|been merged|is merged|merged into|is confirmed|was confirmed|been confirmed|" +
		"is booked|was booked|been booked|you're booked|you are booked|was created|been created|" +
		"was sent|been sent|is now set|now set to|switched to|been switched|been generated|" +
		"was generated|been exported|was exported|been scheduled|is scheduled|been enabled|is enabled|" +
		"been disabled|is disabled|been deployed|was deployed|been updated|was updated|is ready|is all set|" +
		"went through|gone through|now registered|been registered|now enrolled|been enrolled|was voided|been voided|" +
		"confirmada|confirmado|enviado|enviada|creado|creada|reservado|reservada|generado|" +
		"generada|programado|programada|activado|activada|desactivado|fusionado|fusionada|" +
		"actualizado|actualizada|ya es tuya|ya es tuyo|ha quedado|quedó|" +
		"已经|已切换|已生成|已发送|已完成|已创建|已预订|已合并|已提交|已设置|已设为|" +
		"已开启|已打开|已关闭|已更新|已导出|已下单|已确认|已安排|生成好|搞定|" +
		"済み|済です|完了|しました|したところ|しておきました|できました|" +
		"हो गया|हो गई|हो गए|हो चुका|हो चुकी|हो चुके|कर दिया|कर दी|कर दिए|भेज दिया|भेज दी|" +
		// Last, read only when no other state is there: any polite past
		// (申し込みました), held to the tied word's own verb in
		// checkFailedOutcome.
		"ました"},
	// outcomeEvidentials attribute what follows to a source the speaker
	// looked at. Tied to a failed fetch, they read a source that never came.
	{&outcomeEvidentials, "according to|looking at|based on the|según|mirando|viendo el|viendo la|de acuerdo con|" +
		"根据|来看|を見ると|によると|を見る限り|から見ると|के अनुसार|देखें तो|को देखकर|देखने पर"},
	// outcomeSourceNouns name a fetched source in general: an evidential with
	// one of them reads a page, and ties to a failed fetch when no fetch of
	// the turn worked.
	{&outcomeSourceNouns, "dashboard|page|site|article|panel|tablero|página|sitio|artículo|" +
		"仪表盘|看板|页面|网页|网站|文章|ダッシュボード|ページ|サイト|記事|डैशबोर्ड|पेज|वेबसाइट"},
	// outcomeNotCame are negative verb endings the negation terms leave out,
	// as they are too short or too bound to stand alone: "取得できず",
	// "届かず", "未完成".
	{&outcomeNotCame, "できず|ず）|ず)|なかった|未|失败|没"},
	// outcomeOpeners open a condition or a time clause: "once the PR is
	// merged", "cuando la reserva esté confirmada", "一旦切换", "जब रिचार्ज हो
	// गया": the state is expected, not reported. outcomeCondEnds close one
	// in Japanese, right after the state phrase: "完了したら".
	{&outcomeOpeners, "once |when |after |if |until |as soon as|si |cuando |una vez|en cuanto|" +
		"hasta que|如果|一旦|等到|之后再|जब |अगर |यदि "},
	{&outcomeCondEnds, "たら|れば|次第|後に"},
}

var _ = splitBars(failedOutcomeLists[:])

// failedObjectWords render words of tool names and arguments (English, as
// tools are named) in the reply languages, for the tie between a clause
// and a failed call: "hotel_book" is about a "reserva", "mode": "auto"
// about "自动模式". Only words a tool name or argument holds are looked up.
var failedObjectWords = wordLists(
	"book: booking|booked|reservation|reserva|reservación|预订|预定|予約|बुकिंग|बुक",
	"booking: booking|reservation|reserva|预订|予約|बुकिंग",
	"reserve: reservation|reserva|预订|予約|बुकिंग",
	"merge: merged|fusionado|合并|合入|マージ|मर्ज",
	"pr: pull request|pr #|pr (#|合并请求|プルリク|पीआर",
	"pdf: pdf",
	"export: exported|exportado|导出|エクスポート|एक्सपोर्ट",
	"email: email|e-mail|correo|邮件|メール|ईमेल",
	"mail: email|correo|邮件|メール|ईमेल",
	"send: sent|enviado|enviada|发送|发给|送信|भेज",
	"auto: automatic|automático|automatico|自动|自動|ऑटो",
	"mode: 模式|モード|मोड",
	"purifier: purificador|净化器|清浄機|प्यूरीफायर",
	"thermostat: termostato|温控|恒温器|サーモスタット|थर्मोस्टेट",
	"inventory: inventario|existencias|在庫|库存|庫存|इन्वेंटरी|स्टॉक",
	"stock: inventario|existencias|在庫|库存|स्टॉक",
	"recharge: recarga|充值|チャージ|रिचार्ज",
	"payment: pago|付款|支付|支払|भुगतान",
	"transfer: transferencia|转账|振込|ट्रांसफर",
	"order: pedido|订单|注文|ऑर्डर",
	"ticket: ticket|工单|チケット|टिकट",
	"invoice: factura|发票|請求書|इनवॉइस",
	"refund: reembolso|退款|返金|रिफंड",
	"latency: latencia|延迟|レイテンシ|लेटेंसी",
	"deploy: deployed|desplegado|部署|デプロイ|डिप्लॉय",
	"schedule: scheduled|programado|programada|安排|予定|शेड्यूल",
	"meeting: reunión|会议|会議|मीटिंग",
	"event: evento|日程|予定|इवेंट",
	"enroll: enrollment|enrolled|registered|matrícula|inscripción|inscrito|注册|选课|履修|登録|नामांकन",
	"apply: application|solicitud|申请|申し込|申込|申請|आवेदन",
	"void: voided|anulada|anulado|作废|取り消|रद्द",
)

// outcomeContentKeys are argument keys whose values are content to carry
// or a program to run rather than the object acted on.
var outcomeContentKeys = wordSet("body text content message subject description comment note prompt query sql command cmd")

// failedTie is what a failed call was about: words a clause may name it by.
type failedTie struct {
	call  int
	words []string // renderings to look for as substrings (non-ASCII) or words (ASCII)
	fetch bool     // the call fetched a URL
}

// okCallNames reports whether an ok call's result, arguments or tool name
// holds w as a word: such a word is about that call, not a failed one.
func (c *check) okCallNames(w string) bool {
	for i := range c.calls {
		o := &c.calls[i]
		if o.ok && (wordIn(o.folded, w) || wordIn(o.lowerArgs(), w) || wordIn(strings.ToLower(o.Tool), w)) {
			return true
		}
	}
	return false
}

// failedTies returns the ties of the turn's calls that did not succeed.
func (c *check) failedTies() []failedTie {
	var out []failedTie
	okFetch := false
	for i := range c.calls {
		if c.calls[i].ok && hasSubstr(c.calls[i].Args, "http") {
			okFetch = true
		}
	}
	for fi := range c.calls {
		call := &c.calls[fi]
		if call.ok {
			continue
		}
		t := failedTie{call: fi, fetch: !okFetch && hasSubstr(call.Args, "://")}
		seen := map[string]bool{}
		add := func(w string) {
			if len(w) < 2 || seen[w] || !isLowerASCII(w) || commonArg[w] || w == "http" || w == "https" || w == "www" {
				return
			}
			seen[w] = true
			if c.okCallNames(w) {
				return // an ok call is about it too: no tie to the failure
			}
			if len(w) >= 4 && !verbWords[w] {
				t.words = append(t.words, w)
			}
			t.words = append(t.words, failedObjectWords[w]...)
		}
		for rest := call.Tool; rest != ""; {
			var w string
			w, rest = nextNameWord(rest)
			add(strings.ToLower(w))
		}
		for _, kx := range argStrings(call.Args) {
			key, x := kx[0], kx[1]
			// A text the call was to carry (a mail body, a text to
			// translate, a query) is content, not what the call acts on:
			// a reply may quote it about anything.
			if outcomeContentKeys[key] || strings.Count(x, " ") >= 4 {
				continue
			}
			for w, rest := nextFieldFunc(strings.ToLower(x), notWordRune); w != ""; w, rest = nextFieldFunc(rest, notWordRune) {
				add(w)
			}
		}
		if len(t.words) > 0 || t.fetch {
			out = append(out, t)
		}
	}
	return out
}

// tiedWord returns the first of words the clause text names, or "".
func tiedWord(s string, words []string) string {
	for _, w := range words {
		if w[0] < 0x80 && isWordByte(w[len(w)-1]) {
			if wordIn(s, w) {
				return w
			}
		} else if indexWide(s, w) >= 0 {
			return w
		}
	}
	return ""
}

// checkFailedOutcome reports a done state or a reading of a source that a
// failed call of the turn was to produce.
func (c *check) checkFailedOutcome(infos []info) {
	if !c.anyFailed() || c.toolClaimFound() {
		return
	}
	// Only the phrases the reply may hold are looked for in each clause.
	states, evids := c.heldWords(outcomeStates), c.heldWords(outcomeEvidentials)
	if len(states)+len(evids) == 0 {
		return
	}
	var ties []failedTie
	tiesDone := false
	for k := range infos {
		in := &infos[k]
		if in.fail || in.sentFail || in.denyAll != nil || in.modal || in.general || in.suggest || c.inCode(in.start) || c.heading(in) {
			continue
		}
		s := c.folded[in.start:in.end]
		if hasSubstr(s, "://") {
			continue // a source cited by URL: unfetched_source reads it
		}
		at, marker, evid := -1, "", false
		for _, m := range states {
			if i := indexWide(s, m); i >= 0 && (m[0] >= 0x80 || i == 0 || !isLetterByte(s[i-1])) {
				at, marker = i, m
				break
			}
		}
		if at < 0 {
			for _, m := range evids {
				if i := indexWide(s, m); i >= 0 {
					at, marker, evid = i, m, true
					break
				}
			}
		}
		if at < 0 || c.hedgedBeyondLabel(in) || c.modalAt(in, span{in.start + at, in.start + at}) {
			continue
		}
		// A negation before the state phrase or right after it ("वह पेज
		// नहीं खुल पाया — ... block कर दिया", "済みではありません") may be
		// the failure in words the lexicon lacks.
		if c.negatedNear(in, in.start, in.start+at+len(marker)+9) {
			continue
		}
		if outcomeConditional(s[:at], s[at+len(marker):min(len(s), at+len(marker)+9)]) {
			continue
		}
		if !tiesDone {
			tiesDone, ties = true, c.failedTies()
			if len(ties) == 0 {
				return
			}
		}
		for _, t := range ties {
			named := tiedWord(s, t.words)
			if named == "" && evid && t.fetch {
				named = tiedWord(s, outcomeSourceNouns)
			}
			if named == "" {
				continue
			}
			// A bare polite past ("申し込みました", the last of the
			// states) is the act done only when it closes the verb whose
			// stem is the tied word: the word, at most two characters of
			// its ending (申し込+み, 登録+し), then ました.
			// "申し込んでみました" (tried), "申し込まれました" (passive)
			// and "申請書を見ました" (a longer gap) are not the act done,
			// nor is a particle and another verb ("注文が来ました", an
			// order came in): the ending is the stem's own kana.
			if marker == "ました" {
				i := strings.LastIndex(s[:at], named)
				if i < 0 || !stemEnding(s[i+len(named):at]) {
					continue
				}
			}
			// "Pipewise は取得できず": the thing named is said not to
			// have come.
			if i := strings.Index(s, named); i >= 0 && (c.negatedNear(in, in.start+i, in.start+i+len(named)+24) ||
				notCameAfter(s[i+len(named):min(len(s), i+len(named)+24)])) {
				continue
			}
			// "se quedó colgada 40 segundos": the clause states the wait
			// the call timed out after, and so its failure.
			if c.statesCallWait(in.start, in.end, t.call) {
				continue
			}
			call := &c.calls[t.call]
			// Contradiction: the state reported is what a call the record
			// holds as failed was to bring about or read.
			c.addRule("unbacked/failed-outcome", BasisContradiction, c.callFinding(UnbackedToolClaim, span{in.start, in.end}, t.call,
				fmt.Sprintf("reply reports %q (%q) as done or read, but %s did not succeed (%s) and the reply does not say so",
					named, marker, call.Tool, call.Status)))
			return
		}
	}
}

// stemEnding reports whether g, between a verb's stem and its polite
// past, is that verb's own ending: at most two hiragana, none of them a
// case or topic particle (を が は に で と も の へ), nor the passive,
// te-form or trial (れ, で, ん, っ) that make another act of it.
func stemEnding(g string) bool {
	if len(g) > 6 {
		return false
	}
	for _, r := range g {
		if r < 'ぁ' || r > 'ゖ' || hasRune("をがはにでともへのれんっ", r) {
			return false
		}
	}
	return true
}

// negatedNear reports whether a negation or failure term of the clause
// starts in [lo, hi).
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) negatedNear(in *info, lo, hi int) bool {
	for _, h := range in.hits {
		if (h.t.kind == kindNeg || h.t.kind == kindFail) && h.start >= lo && h.start < hi {
			return true
		}
	}
	return false
}

// notCameAfter reports whether the text right after a named thing says
// it did not come.
func notCameAfter(s string) bool { return containsAny(s, outcomeNotCame) }

// outcomeConditional reports whether the text before a state phrase opens
// a condition, or the text right after it closes one.
func outcomeConditional(before, after string) bool {
	for _, w := range outcomeOpeners {
		if i := strings.LastIndex(before, w); i >= 0 && (i == 0 || !isLetterByte(before[i-1])) {
			return true
		}
	}
	return containsAny(after, outcomeCondEnds)
}
