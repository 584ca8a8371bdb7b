package verify

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// checkPartialSilence finds the silent failure of one call among others
// that worked: the flight status timed out but the directions came back,
// and the reply gives the flight as "on time"; the PDF export errored but
// the reply lists the PDF's path as done; one of two stock quotes timed
// out and the table has a price for both. checkSilentFailure needs every
// call to have failed; here the reply has ok results to draw on, so the
// finding needs a tie to the failed call: a clause names a distinctive
// word of its argument values (the flight number, the output path, the
// ticker) that no ok call's arguments or result holds, and states a value
// or claims an act about it. As there, the reply must be silent about
// any failure: an honest reply says the call failed, denies having it, or
// only offers to retry, and then nothing fires.
func (c *check) checkPartialSilence(infos []info) {
	if !c.hasOK() {
		return
	}
	if c.toolClaimFound() {
		return
	}
	for k := range infos {
		in := &infos[k]
		if in.fail && !c.metricsOnly(in) || in.denyAll != nil {
			return
		}
		for i := range in.negated {
			if in.negated[i] {
				return
			}
		}
	}
	if c.ownsFailure() {
		return
	}
	for fi := range c.calls {
		if c.calls[fi].ok {
			continue
		}
		anchors := append(c.failedAnchors(fi), c.failedToolWords(fi)...)
		if len(anchors) == 0 {
			continue
		}
		// The URLs of this call that checkSources reported unfetched,
		// read once per call (see anchorOutsideUnfetched).
		var unf []span
		for _, f := range c.rep.Findings {
			if f.Type == UnfetchedSource && c.callURL(fi, c.normURL(c.masked[f.Start:f.End])) {
				unf = append(unf, span{f.Start, f.End})
			}
		}
		sort.Slice(unf, func(i, j int) bool { return unf[i].start < unf[j].start })
		// A negation in a clause about the failed call's subject ("IMD
		// की website 30 सेकंड में load नहीं हुई", "the PDF isn't there")
		// may well be the failure in words the lexicon lacks: the
		// first claim counts only if no clause naming it negates.
		first, named := -1, ""
		for k := range infos {
			in := &infos[k]
			s := c.folded[in.start:in.end]
			a := ""
			for _, w := range anchors {
				// "बेंगलुरु" for a call given the name "Bengaluru", written
				// with capitals (a command's "restart" is no name spelt
				// anew): see name_skeleton.go.
				if anchorOutside(in.start, s, w, unf) || scriptFormIn(s, w, c.calls[fi].Args) {
					a = w
					break
				}
			}
			if a == "" {
				continue
			}
			// A clause that states the wait the call timed out after ("se
			// quedó colgada 40 segundos") says so too (see
			// failure_wait_restated.go).
			if c.hasNegation(in) || c.statesCallWait(in.start, in.end, fi) {
				first = -2
				break
			}
			if first != -1 || c.inCode(in.start) || in.modal || in.general || in.suggest || c.heading(in) || c.hedgedBeyondLabel(in) {
				continue
			}
			if c.hasValue(in) || hasSubstr(c.masked[in.start:in.end], "**") || c.claimsUse(in) {
				first, named = k, a
			}
		}
		if first < 0 {
			continue
		}
		in := &infos[first]
		call := &c.calls[fi]
		// Contradiction: the call reported on is in the record as failed.
		c.addRule("unbacked/partial-silence", BasisContradiction, c.callFinding(UnbackedToolClaim, span{in.start, in.end}, fi,
			fmt.Sprintf("reply reports on %q as if %s had worked, but it did not succeed (%s) and the reply does not say so",
				named, call.Tool, call.Status)))
		return
	}
}

// anchorOutside reports whether the word w of a failed call stands in
// the clause text s (at lo in the reply) as a word, other than inside one
// of unf: the URLs that checkSources reported as unfetched and that are
// the failed call's own address. "£72.00 each (https://…/30l-stainless-keg)"
// after that page's fetch timed out rests on the failed fetch of that URL
// alone: one fault, which the unfetched_source finding already reports
// ("A URL from a failed fetch is unfetched", bench/README.md). A word of
// the failed call the clause also names outside the URL still ties it.
func anchorOutside(lo int, s, w string, unf []span) bool {
	if !wordIn(s, w) {
		return false
	}
	if len(unf) == 0 {
		return true
	}
	// "Agmarknet के अनुसार (https://agmarknet.gov.in/…)": a word of the
	// host of a reported URL in the same clause names that site, the one
	// fault source/unfetched reports.
	for k := sort.Search(len(unf), func(k int) bool { return unf[k].start >= lo }); k < len(unf) && unf[k].start < lo+len(s); k++ {
		if u := unf[k]; u.end <= lo+len(s) && wordIn(urlHost(s[u.start-lo:u.end-lo]), w) {
			return false
		}
	}
	for i := 0; ; {
		j := indexSubstr(s[i:], w)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(w)
		// unf is in reply order: the URL that could hold the word is
		// the last one starting at or before it.
		k := sort.Search(len(unf), func(k int) bool { return unf[k].start > lo+st }) - 1
		if (st == 0 || !isLetterByte(s[st-1])) && (en == len(s) || !isLetterByte(s[en])) && !(k >= 0 && unf[k].end >= lo+en) {
			return true
		}
		i = st + 1
	}
}

// urlHost returns the host of the URL u ("agmarknet.gov.in" of
// "https://agmarknet.gov.in/Price…"), or "".
func urlHost(u string) string {
	_, rest, ok := cutAt(u, "://")
	if !ok {
		return ""
	}
	if k := strings.IndexAny(rest, "/?#"); k >= 0 {
		rest = rest[:k]
	}
	return rest
}

// callURL reports whether the normalised URL norm is in call ci's
// arguments.
func (c *check) callURL(ci int, norm string) bool {
	a := c.calls[ci].Args
	for _, sp := range findURLs(a) {
		if normURL(a[sp.start:sp.end]) == norm {
			return true
		}
	}
	return false
}

// claimsUse reports whether the clause has a tool or action verb that is
// neither negated nor under a modal.
func (c *check) claimsUse(in *info) bool {
	for i, u := range in.uses {
		if !in.negated[i] && u.t.kind == kindUse && !c.modalAt(in, u.span) {
			return true
		}
	}
	return false
}

// failedAnchors returns the distinctive words of a failed call's argument
// values (not its keys: "flight", "path" and "to" name fields, not
// things) that nothing an ok call was given or returned contains: such a
// word can only come from the failed call or from the request.
func (c *check) failedAnchors(fi int) []string {
	var v any
	if json.Unmarshal([]byte(c.calls[fi].Args), &v) != nil {
		return nil
	}
	var vals []string
	var walk func(any)
	walk = func(x any) {
		switch t := x.(type) {
		case string:
			vals = append(vals, t)
		case map[string]any:
			for _, name := range sortedKeys(t) { // in key order: a map's is random
				walk(t[name])
			}
		case []any:
			for _, e := range t {
				walk(e)
			}
		}
	}
	walk(v)
	var out []string
	for _, a := range anchorTokens(strings.Join(vals, " ")) {
		held := false
		for i := range c.calls {
			call := &c.calls[i]
			if call.ok && (hasSubstr(call.folded, a) || hasSubstr(call.lowerArgs(), a)) {
				held = true
				break
			}
		}
		if !held {
			out = append(out, a)
		}
	}
	return out
}

// cjkCountedState reports whether a Chinese or Japanese failure word t
// follows a number and its classifier ("共有 7 单超时", "3 个失败", "2件失敗"):
// it tells how many items are in that state, a count of the data, not a
// call that failed.
func cjkCountedState(before, t string) bool {
	if !isCJKStart(t) {
		return false
	}
	b := strings.TrimRight(before, " ")
	r, n := utf8.DecodeLastRuneInString(b)
	if n == 0 || !hasRune("单單个個件笔筆条條次台位名项項", r) {
		return false
	}
	b = strings.TrimRight(b[:len(b)-n], " ")
	r, _ = utf8.DecodeLastRuneInString(b)
	return r >= '0' && r <= '9' || hasRune("一二两三四五六七八九十百千", r)
}

// hasNegation reports whether the clause has a negation or a none word.
func (c *check) hasNegation(in *info) bool {
	for _, h := range in.hits {
		if h.t.kind == kindNeg || h.t.kind == kindNone {
			return true
		}
	}
	return false
}

// checkSilentFailure finds the commonest way a reply claims a result it
// does not have: every call of the turn failed (error, timeout, denied,
// blocked) and the reply answers anyway, as if one had worked, without a
// tool verb ("All green — 48 tests passed" after `npm test` timed out, a
// summary of an article whose fetch was denied, a table of query results
// after the SQL errored). Such a reply never owns up to the failure: an
// honest one says the call failed ("timed out", "no pude", "被拒绝了",
// "取得できませんでした"), denies having read or run it ("I haven't read
// the runbook"), or only offers and asks. So the finding needs
//   - calls in the turn, none of them ok, and no finding of a tool claim
//     already made about them;
//   - no clause anywhere in the reply reporting a failure, denying a tool
//     verb or all tool use;
//   - no URL in the reply: a fact attributed to a page that was not
//     fetched is unfetched_source, which that check reports;
//   - a clause stating a value (a number, a quotation, a code span, an
//     amount) as a fact: not a question, offer, plan or condition, not
//     marked as general knowledge, not a heading.
//
// The finding concerns the first failed call and spans the first such
// clause.
func (c *check) checkSilentFailure(infos []info) {
	if len(c.calls) == 0 || c.hasOK() || len(c.urls) > 0 {
		return
	}
	if c.toolClaimFound() {
		return
	}
	for k := range infos {
		in := &infos[k]
		if in.fail || in.denyAll != nil || slices.Contains(in.negated, true) {
			return
		}
	}
	if c.ownsFailure() {
		return
	}
	var known []num // numbers the reply may repeat without a result: the error texts', the request's
	for i := range c.calls {
		known = append(known, scanNumbers(foldCase(c.calls[i].Result))...)
	}
	known = append(known, c.reqNums...)
	for k := range infos {
		in := &infos[k]
		if c.inCode(in.start) || in.modal || in.general || in.suggest || c.heading(in) || !c.hasValue(in) || c.onlyKnownValues(in, known) {
			continue
		}
		if len(in.hedges) > 0 && (c.modalAt(in, span{in.start, in.start}) || c.modalAt(in, span{in.end, in.end})) {
			continue
		}
		call := &c.calls[0]
		// Contradiction: the only call is in the record as failed.
		c.addRule("unbacked/silent-failure", BasisContradiction, c.callFinding(UnbackedToolClaim, span{in.start, in.end}, 0,
			"reply reports results as if "+call.Tool+" had worked, but it did not succeed ("+call.Status+") and the reply does not say so"))
		return
	}
}

var (
	failureCues       []string
	attributiveList1  []string
	attributiveList2  []string
	attributiveList3  []string
	failureNegations  []string
	failureDenials    []string
	errorMessageWords []string
)

// failureLists holds the phrases of the word lists declared above (see barList).
var failureLists = [...]barList{
	// failureCues are ways of owning up to a failed call that the failure
	// terms of the lexicon leave out because they are too broad to mark a
	// clause ("I don't have the star count", "HTTP 429", "los tests fallan",
	// "no se completó", "没法确认", "टेस्ट फ़ेल हुए"). They only keep the
	// silent-failure finding from firing, so breadth costs little: a reply
	// that mentions any of them is not silent about the failure.
	{&failureCues, "don't have|do not have|didn't get|did not get|no data|http 4|http 5|not able|no idea|" +
		// A refusal's reasons and an offer to retry speak of the failure too.
		// The phrases are the speaker's, not words a made-up result would hold.
		"you declined|by policy|your approval|if you approve|me to retry|i can retry|i'll retry|try again|" +
		"has rechazado|rechazaste|por política|tu aprobación|si lo apruebas|lo reintento|intentarlo de nuevo|volver a intentar|" +
		"被策略|你批准|要我重试|再试一次|" +
		"ポリシーで|承認いただければ|再試行しましょうか|もう一度試|" +
		"पॉलिसी ने|आप मंज़ूरी दें|फिर से कोशिश करूँ|दोबारा कोशिश|" +
		"no tengo|no puedo|no se completó|no se ha completado|fallan|fallaron|falla |se cortó|no obtuve|" +
		"没法|拿不到|获取不到|没拿到|没有拿到|没有结果|还没有结果|" +
		"できません|できず|わかりません|分かりません|取得できな|" +
		"फ़ेल|फेल|नहीं बता|पता नहीं|नहीं मिल|नहीं चल"},
	// The lists of attributive, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&attributiveList1, "した|している|中の|の"},
	{&attributiveList2, " is | was | es | fue "},
	{&attributiveList3, " is a | is an | was a | was an | es un | fue un | es una | fue una "},
	// failureNegations precede a failure word to say there was none: "no
	// failures", "ningún fallo", "sin errores", "0 failed", "没有失败".
	{&failureNegations, "no |zero |0 |ningún |ninguna |ningun |sin |cero |没有|沒有|无|無|零|कोई "},
	// failureDenials follow a failure word to say there was none: "エラーは
	// ありません", "失败为 0", "कोई त्रुटि नहीं".
	{&failureDenials, "なし|はありません|はなし|は0|は 0|为0|为 0|数为0|नहीं|: 0|:0| 0"},
	// errorMessageWords follow (or, in Spanish, precede) a failure word that
	// names a message or a log: "error message", "错误信息", "mensaje de
	// error". They talk about text, not about a call.
	{&errorMessageWords, " message| messages| log| logs|信息|消息|日志|メッセージ|ログ| संदेश"},
}

var _ = splitBars(failureLists[:])

// ownsFailure reports whether the reply speaks of a failure in words the
// lexicon's failure terms do not cover.
func (c *check) ownsFailure() bool {
	for _, w := range failureCues {
		if c.mayHold(w) && hasSubstr(c.folded, w) {
			return true
		}
	}
	return false
}

// onlyKnownValues reports whether every number of the clause is one of
// known: a reply may quote the error text ("espera 100 y obtiene 90" from
// a failed test run's output) or the user's own numbers.
func (c *check) onlyKnownValues(in *info, known []num) bool {
	any := false
	for _, n := range c.nums[in.numLo:in.numHi] {
		if n.start < in.start || n.end > in.end || n.glued || n.ordinal || len(n.vals) == 0 {
			continue
		}
		any = true
		found := false
		for _, k := range known {
			if k.digits == n.digits || len(k.vals) > 0 && k.vals[0] == n.vals[0] {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return any
}

// failDenied reports whether every failure term of a clause is denied by
// a negation shortly before it in the same phrase: "没有其他报错", "no
// other errors", "sin más errores". Such a clause reports a clean result,
// not a failed call.
func (c *check) failDenied(in *info) bool {
	seen := false
	for _, h := range in.hits {
		if h.t.kind != kindFail {
			continue
		}
		seen = true
		denied := false
		for _, n := range in.hits {
			if (n.t.kind == kindNeg || n.t.kind == kindNone) && n.end <= h.start && h.start-n.end <= 12 &&
				!hasAnyRune(c.folded[n.end:h.start], ",，、;；:：。.") {
				denied = true
				break
			}
		}
		if !denied {
			return false
		}
	}
	return seen
}

// failedToolWords returns the content words of a failed call's tool name
// ("confluence" of confluence_search, "jira", "salesforce") that no ok
// call's name, arguments or result holds. A reply that names such a
// product as the place it read from ("Confluence 上的页面显示…", "según
// Salesforce…") reports what only that call could have given; when it is
// silent about the failure, that is a result nobody produced. Words that
// say how a tool works ("search", "get", "api") and short ones are left
// out: they name no source.
func (c *check) failedToolWords(fi int) []string {
	var out []string
	for rest := c.calls[fi].Tool; rest != ""; {
		var w string
		w, rest = nextNameWord(rest)
		w = strings.ToLower(w)
		if len(w) < 4 || !isLowerASCII(w) || verbWords[w] || commonArg[w] || contains(out, w) {
			continue
		}
		held := false
		for i := range c.calls {
			call := &c.calls[i]
			if call.ok && (contains(call.words, w) || c.substrInCall(i, w) || c.argsFold(i, w)) {
				held = true
				break
			}
		}
		if !held {
			out = append(out, w)
		}
	}
	return out
}

// toolClaimFound reports whether a finding about a tool claim (an
// unbacked claim or a denied call) was already made: that finding names
// the fault, and a silent-failure finding on top would report it twice.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) toolClaimFound() bool {
	for _, f := range c.rep.Findings {
		if f.Type == UnbackedToolClaim || f.Type == DeniedCall {
			return true
		}
	}
	return false
}

// attributive reports whether a failure term describes the items that
// follow it ("failed jobs", "failed payments", "失败的任务", "फ़ेल जॉब")
// rather than reporting that something failed.
func (c *check) attributive(h hit) bool {
	if c.isCount(h.end, h.end+4) || cjkCountedState(c.folded[max(0, h.start-16):h.start], h.t.text) {
		return true
	}
	rest := c.folded[h.end:min(len(c.folded), h.end+24)]
	if hasPrefix(rest, "的") {
		return true
	}
	// 失敗したジョブ, 失敗中のタスク: a relative clause before a noun
	// (katakana or kanji; hiragana after した is a conjunction:
	// タイムアウトしたため).
	for _, p := range attributiveList1 {
		if r, _ := utf8.DecodeRuneInString(strings.TrimPrefix(rest, p)); hasPrefix(rest, p) && (r >= 0x30a1 && r <= 0x30fa || r >= 0x4e00 && r <= 0x9fff) {
			return true
		}
	}
	// "the failure is a config error", "el fallo es de configuración":
	// a failure noun as the subject of a copula is what the reply
	// diagnoses in the data (a crash, a pod's exit), not a call of its
	// own that failed; that would be said with a verb ("the fetch failed").
	// So is one as the predicate: "… is a config error".
	if t := h.t.text; t == "failure" || t == "error" || t == "fallo" || t == "falla" {
		if _, w1 := c.prevWords(h.start); (w1 == "the" || w1 == "el" || w1 == "la") && hasPrefixAny(rest, attributiveList2) {
			return true
		}
		before := c.folded[max(0, h.start-28):h.start]
		for _, cop := range attributiveList3 {
			if k := strings.LastIndex(before, cop); k >= 0 && strings.Count(before[k+len(cop):], " ") <= 2 && !strings.ContainsAny(before[k:], ",;:.") {
				return true
			}
		}
	}
	if h.t.text != "failed" && h.t.text != "failing" || !hasPrefix(rest, " ") {
		return false
	}
	w := nextWord(rest)
	if w == "" || !isLetterByte(w[0]) || hasSuffix(w, "ly") {
		return false
	}
	return !notFailedThingWords[w]
}

// notFailedThingWords after a failure word open no noun it modifies:
// prepositions, conjunctions, adverbs of time and determiners. A set, not
// a switch of its words: the switch was some 730 bytes of code (the
// release binary's size, size20).
var notFailedThingWords = wordSet("to with because on at for in and or due after while when since " +
	"again twice once so but as before during there here too the a an " +
	"this that it without last yesterday today now immediately")

// metricWords name a measure a dashboard gives of failing requests, right
// after the failure word ("the error rate is 0.4%", "错误率", "エラー率",
// "एरर रेट") or, in Spanish, before it ("la tasa de errores").
const metricWords = " rate| ratio| count| budget|率| रेट| दर"

// metricsOnly reports whether every failure word of the clause names such
// a measure: the clause quotes data and owns up to no failed call of its
// own, so it keeps no silent failure from being read (it stays a failure
// clause for the other checks, which it shields from other readings).
func (c *check) metricsOnly(in *info) bool {
	for _, h := range in.hits {
		if h.t.kind == kindFail && !phraseIn(c.folded[h.end:min(len(c.folded), h.end+10)], metricWords) && !hasSuffix(c.folded[:h.start], "tasa de ") {
			return false
		}
	}
	return true
}

// noFailure reports whether a failure term is denied ("no errors") or
// names an error message rather than a failure.
func (c *check) noFailure(h hit) bool {
	before := c.folded[max(0, h.start-12):h.start]
	after := c.folded[h.end:min(len(c.folded), h.end+16)]
	// "…on QA hold, so it can't be released until QA has reviewed it":
	// a passive potential after "so" states what the act brings about,
	// not a call that failed.
	if (h.t.text == "can't" || h.t.text == "cannot" || h.t.text == "can not") && hasPrefix(after, " be ") && hasSubstr(before, "so ") {
		return true
	}
	return hasSuffixAny(before, failureNegations) ||
		hasSuffix(before, "mensaje de ") || hasSuffix(before, "mensajes de ") ||
		hasPrefixAny(after, failureDenials) || hasPrefixAny(after, errorMessageWords)
}
