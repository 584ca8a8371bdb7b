package verify

import (
	"fmt"
	"sort"
	"strings"
)

var (
	allClear        []string
	problemStems    []string
	privPre         []string
	privPost        []string
	topicAfterList1 []string
	badStatus       []string
	goodStatus      []string
	touchedNothing  []string
)

// clearLists holds the phrases of the word lists declared above (see barList).
var clearLists = [...]barList{
	// allClear are phrases that call a result free of problems without the
	// shape of an absence ("no X"): "nothing stood out", "the log is clean",
	// "all checks passed". They are false when the result shows a problem.
	{&allClear, "nothing stood out|nothing stands out|nothing unusual|nothing suspicious|nothing wrong|nothing alarming|is clean|looks clean|are clean|all clear|all checks passed|all tests passed|all checks are passing|all tests are passing|all checks pass|all tests pass|everything passed|everything is passing|everything looks good|everything looks fine|everything is fine|everything is ok|all green|no issues|no problems|no failures|no errors|todo en orden|todo está bien|todo bien|está limpio|sin errores|sin problemas|sin fallos|todas las pruebas pasaron|todos los checks pasaron|todo pasó|nada raro|nada fuera de lo normal|一切正常|全部通过|都通过了|没有问题|没发现问题|没有发现问题|没有错误|没有异常|无异常|很干净|問題ありません|問題は見つかりません|問題なし|異常なし|異常はありません|すべて成功|全て成功|エラーはありません|सब ठीक|कोई समस्या नहीं|कोई त्रुटि नहीं|कोई एरर नहीं|सभी चेक पास|सभी टेस्ट पास"},
	// problemStems mark a line of a result that shows a problem.
	{&problemStems, "error|fail|fatal|panic|exception|critical|refused|denied|timed out|" +
		"timeout|degraded|unhealthy|crash|错误|失败|异常|エラー|失敗|異常|त्रुटि|विफल|फ़ेल|एरर"},
	// privPre and privPost are the privatives Chinese, Japanese and Hindi put
	// before or after a problem word to deny it: 无异常, 未见异常, 異常なし,
	// エラーはありません, त्रुटि नहीं.
	{&privPre, "无|無|没有|没|未见|未發現|未发现|未見"},
	{&privPost, "なし|無し|はなし|はありません|はない|は見られ|は認められ|नहीं"},
	// The lists of topicAfter, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&topicAfterList1, "message|handling|handler|page|code|type|over|safe|rate limit|budget"},
	// badStatus are status words of a result that say something is wrong;
	// goodStatus the words a reply uses to say it is not.
	{&badStatus, "degraded|failed|failing|down|unhealthy|crashloopbackoff|error|stopped|unreachable|critical|outage"},
	{&goodStatus, "ok|healthy|is up|are up|running|passing|passed|green|succeeded|successful|fine|operational|" +
		"✅|ready|bien|correcto|funcionando|en orden|sano|pasó|pasaron|正常|通过|成功|健康|" +
		"問題なし|稼働中|ठीक|सफल|पास|चालू"},
	// touchedNothing are denials of any change: "apart from reading the file
	// I didn't touch anything". They are false when a call of the turn
	// changed something (a write, a delete, a restart, a deploy …); after
	// reads only they are true, whatever the clause excepts.
	{&touchedNothing, "didn't touch anything|did not touch anything|haven't touched anything|have not touched anything|touched nothing|didn't change anything|did not change anything|haven't changed anything|have not changed anything|didn't modify anything|did not modify anything|made no changes|didn't make any changes|did not make any changes|haven't made any changes|no toqué nada|no he tocado nada|no cambié nada|no he cambiado nada|no modifiqué nada|no he modificado nada|no hice ningún cambio|no he hecho ningún cambio|什么都没动|什么也没动|没有动任何|没有做任何修改|没有做任何更改|没有改动任何|何も変更していません|何も触っていません|何も変えていません|変更は加えていません|変更は一切|कुछ भी नहीं बदला|कुछ नहीं बदला|कुछ नहीं छुआ|कुछ भी नहीं छुआ|कोई बदलाव नहीं किया"},
}

var _ = splitBars(clearLists[:])

// Kinds of the clear lexicon, apart from the main one so that its
// phrases never shadow an absence or denial term of the same text.
const (
	kindAllClear kind = 200 + iota
	kindTouchedNothing
)

// clearTerms adds allClear and touchedNothing to the lexicon; Check
// moves their hits apart (see check.clearHits).
func clearTerms(l *lex) {
	l.addLists(kindAllClear, "", allClear...)
	l.addLists(kindTouchedNothing, "", touchedNothing...)
}

// clearHit returns the first hit of kind k inside the clause, or nil.
func (c *check) clearHit(in *info, k kind) *hit {
	if c.clearKinds&(1<<(k-kindAllClear)) == 0 {
		return nil
	}
	i := sort.Search(len(c.clearHits), func(i int) bool { return c.clearHits[i].start >= in.start })
	for ; i < len(c.clearHits) && c.clearHits[i].start < in.end; i++ {
		if h := &c.clearHits[i]; h.t.kind == k && h.end <= in.end {
			return h
		}
	}
	return nil
}

// nextClearHit returns the first clear hit of h's kind in the clause that
// starts at or after h's end, or nil.
func (c *check) nextClearHit(in *info, h *hit) *hit {
	i := sort.Search(len(c.clearHits), func(i int) bool { return c.clearHits[i].start >= h.end })
	for ; i < len(c.clearHits) && c.clearHits[i].start < in.end; i++ {
		if n := &c.clearHits[i]; n.t.kind == h.t.kind && n.end <= in.end {
			return n
		}
	}
	return nil
}

// checkAllClear reports a clause that calls its result problem-free when
// the result shows an error or a failure.
func (c *check) checkAllClear(in *info) {
	// Only about a result the clause ties itself to: "nada raro" after a
	// stock price says nothing about the git log of the same turn.
	if len(in.targets) == 0 || !in.explicit && len(in.cites) == 0 || in.absence != nil && c.alreadyFound(FalseAbsence, in.absence.span) {
		return
	}
	h := c.clearHit(in, kindAllClear)
	if h == nil || c.modalAt(in, h.span) || c.alreadyFound(FalseAbsence, h.span) || c.clearQualified(in, h.span) {
		return
	}
	at, phrase := h.start, h.t.text
	for _, ci := range c.namedCallTargets(in, in.targets) {
		if line := c.calls[ci].resultProblem(); line != "" {
			if c.itemClear(h, ci) {
				continue // said of an item no problem line names: see itemClear
			}
			// Contradiction: the result has a line that shows the problem the
			// reply says there is none of.
			c.addRule("absence/all-clear", BasisContradiction, c.callFinding(FalseAbsence, span{at, at + len(phrase)}, ci,
				fmt.Sprintf("reply says %s showed no problem, but its result has %q", c.calls[ci].Tool, line)))
			return
		}
	}
}

// itemClear reports whether the sentence of an all-clear opens with an
// item of call ci's result named by identifier (`payments-worker`,
// "INV-03") and no line of that result that shows a problem names it:
// "`payments-worker` 已经正常调度到 node-07 并启动，没有问题" beside a
// BackOff of another pod says that item is fine, which the result bears
// out. The identifier must be the sentence's subject, its first word: a
// version or a node named further on ("新版本 `v3.8.1` 的 pod 已经调度到
// node-2 … 没有任何 Warning") is not what the all-clear is about. A problem
// line that names the item keeps the finding, as do a sentence that
// opens with no item of the result and a result whose problem lines name
// no other item.
func (c *check) itemClear(h *hit, ci int) bool {
	lo, _ := c.sentenceBounds(h.span, 240, 0)
	s := strings.TrimLeft(c.folded[lo:h.start], " \t*`_->#")
	tok, _ := nextRun(s, 0, isFileByte)
	f := c.calls[ci].folded
	// The sentence's first word, an identifier: letters with a digit, -
	// or _ ("node-07"), not a plain word, number or date.
	if !hasPrefix(s, tok) || len(tok) < 4 || !hasAnyRune(tok, "-_0123456789") || strings.Trim(tok, "0123456789-/.:") == "" {
		return false
	}
	// The result is read whole for each all-clear: it counts against the
	// label searches' budget (see labelsValue), so a reply of thousands
	// of all-clears over a long result stays linear; past it the finding
	// stands.
	if !c.spend(len(f)) || !hasSubstr(f, tok) {
		return false
	}
	// A problem line must name another item, an identifier with a digit
	// ("pod/shop-api-77f"): the events of a describe of the item itself
	// ("Warning BackOff 2m kubelet back-off …") name none, and are its own.
	other := false
	for r := f; r != ""; {
		var l string
		l, r, _ = cutAt(r, "\n")
		if problemLine(l) == "" {
			continue
		}
		if hasSubstr(l, tok) {
			return false
		}
		for i := 0; i < len(l) && !other; {
			var w string
			w, i = nextRun(l, i, isFileByte)
			other = len(w) >= 4 && hasAnyRune(w, "0123456789") && strings.Trim(w, "0123456789-/.:tz") != ""
		}
	}
	return other
}

// resultProblem returns problemLine of the call's result, read once per
// call: read per all-clear clause, a 1 MB result was read whole for each
// line of a 1 MB reply.
func (ci *callInfo) resultProblem() string {
	if !ci.problemOK {
		ci.problem, ci.problemOK = problemLine(ci.folded), true
	}
	return ci.problem
}

// problemLine returns the first line of a result that shows a problem,
// or "": "0 errors", "failed: 0" and "no failures" show none.
func problemLine(result string) string {
	for _, l := range strings.Split(result, "\n") {
		for _, p := range problemStems {
			i := indexSubstr(l, p)
			if i < 0 {
				continue
			}
			if topicAfter(l[i+len(p):]) {
				continue // "Translate error messages": a subject, not a problem
			}
			before := strings.TrimRight(l[max(0, i-8):i], " ")
			// "errors: 0", "error_count=0", "failed 0": a key whose value
			// is zero.
			after := strings.TrimLeft(l[i+len(p):min(len(l), i+len(p)+16)], "abcdefghijklmnopqrstuvwxyz_\"")
			after = strings.TrimLeft(after, ":= \t\"")
			if after != "" && isDigitByte(after[0]) {
				// A count of problems is one unless it is zero; a rate
				// ("error_rate: 0.1%") is a judgement left to the reply.
				k := 0
				for k < len(after) && isDigitByte(after[k]) {
					k++
				}
				if strings.Trim(after[:k], "0") == "" || k < len(after) && (after[k] == '.' || after[k] == '%' || after[k] == ',') {
					continue
				}
			}
			if privativeAround(l[:i], l[i+len(p):]) {
				continue // "蹄: 異常なし", "未见异常", "कोई त्रुटि नहीं": the problem denied
			}
			if hasSuffix(before, "0") || hasSuffix(before, "no") || hasSuffix(before, "without") ||
				hasSuffix(before, "non") || hasPrefix(after, "none") ||
				hasPrefix(after, "false") || hasPrefix(after, "null") {
				continue
			}
			l = strings.TrimSpace(l)
			if len(l) > 60 {
				l = l[:60]
				for len(l) > 0 && l[len(l)-1] >= 0x80 {
					l = l[:len(l)-1] // no cut rune in a message
				}
			}
			return l
		}
	}
	return ""
}

// privativeAround reports whether a problem word of a result line is
// denied by a privative of its own language just before or after it.
func privativeAround(before, after string) bool {
	after = strings.TrimLeft(after, " ")
	return hasPrefixAny(after, privPost) || hasSuffixAny(strings.TrimRight(before, " "), privPre)
}

// topicAfter reports whether a problem stem is the modifier of a noun
// that makes it a topic: error messages, error handling, failover.
func topicAfter(rest string) bool {
	rest = strings.TrimLeft(trimPrefix(rest, "s"), " -_")
	for _, w := range topicAfterList1 {
		if hasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// checkStatus reports a reply that gives a subject a good status ("the
// payments service is ok", "| worker | ✅ ok |") when the result it is
// attributed to gives that subject a bad one ("payments: degraded").
func (c *check) checkStatus(in *info) {
	if len(in.targets) == 0 || !in.explicit && len(in.cites) == 0 && !in.single {
		return
	}
	s := c.folded[in.start:in.end]
	for _, ci := range in.targets {
		for _, st := range c.calls[ci].badSubjects() {
			i := indexWord(s, st.subject)
			if i < 0 {
				continue
			}
			rest := s[i+len(st.subject) : min(len(s), i+len(st.subject)+48)]
			if hasSubstr(rest, st.status) || containsAny(rest, badStatus) {
				continue
			}
			for _, g := range goodStatus {
				if j := indexWord(rest, g); j >= 0 {
					at := in.start + i + len(st.subject) + j
					if negBetween(in, in.start+i+len(st.subject), at) {
						continue // "api-1 is not running": the reply denies the good state
					}
					// Contradiction: the result gives this subject a bad
					// status.
					c.addRule("fact/status-word", BasisContradiction, c.callFinding(FactMismatch, span{at, at + len(g)}, ci,
						fmt.Sprintf("reply says %s is %s, but the result of %s says %s", st.subject, g, c.calls[ci].Tool, st.status)))
					return
				}
			}
		}
	}
}

type subjectStatus struct{ subject, status string }

// badSubjects returns what a result gives a bad status, with the word:
// the identifier before each bad status word on its line ("payments:
// degraded", "\"worker\":\"degraded\"", "api-1 0/1 CrashLoopBackOff").
func (ci *callInfo) badSubjects() []subjectStatus {
	if ci.bad != nil {
		return ci.bad
	}
	ci.bad = []subjectStatus{}
	r := ci.folded
	for _, b := range badStatus {
		for at := 0; len(ci.bad) < 16; {
			j := strings.Index(r[at:], b)
			if j < 0 {
				break
			}
			pos := at + j
			at = pos + len(b)
			if pos > 0 && isWordRune(rune(r[pos-1])) || at < len(r) && isWordRune(rune(r[at])) {
				continue
			}
			line := r[max(0, pos-48):pos]
			if k := strings.LastIndexByte(line, '\n'); k >= 0 {
				line = line[k+1:]
			}
			if k := strings.LastIndexAny(line, ",{"); k >= 0 {
				line = line[k+1:]
			}
			words := strings.FieldsFunc(line, func(r rune) bool { return !isWordRune(r) && r != '-' && r != '_' && r != '.' })
			for k := len(words) - 1; k >= 0; k-- {
				w := strings.Trim(words[k], "-_.")
				if len(w) >= 2 && strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 && !statusKey[w] {
					ci.bad = append(ci.bad, subjectStatus{w, b})
					break
				}
			}
		}
	}
	return ci.bad
}

// statusKey are column and key names, not subjects: "status: failed".
var statusKey = wordSet("status state health result conclusion ready phase")

// indexWord returns the index of w in s at word boundaries, or -1.
func indexWord(s, w string) int {
	for at := 0; ; {
		j := strings.Index(s[at:], w)
		if j < 0 {
			return -1
		}
		i := at + j
		end := i + len(w)
		r0, r1 := rune(0), rune(0)
		if i > 0 {
			r0 = rune(s[i-1])
		}
		if end < len(s) {
			r1 = rune(s[end])
		}
		if w[0] >= 0x80 || (r0 == 0 || r0 >= 0x80 || !isWordRune(r0) && r0 != '-' && r0 != '_') && (r1 == 0 || r1 >= 0x80 || !isWordRune(r1) && r1 != '-' && r1 != '_') {
			return i
		}
		at = i + 1
	}
}

// containsAny stays a call (the release binary: inlined at its many
// call sites it cost 20 kB).
//
//go:noinline
func containsAny(s string, ws []string) bool {
	for _, w := range ws {
		// An ASCII word is left to strings.Index: no second call.
		if w == "" || w[0] < 0x80 {
			if strings.Contains(s, w) {
				return true
			}
		} else if indexWide(s, w) >= 0 {
			return true
		}
	}
	return false
}

// checkTouchedNothing reports a denial of any change in a turn whose
// calls changed something. A read-only program's call changes nothing,
// whatever words its filter holds: `jq '… {sum: add}'` only reads the
// file it is given (see readOnlyCommand).
func (c *check) checkTouchedNothing(in *info) {
	if in.question || in.fail {
		return
	}
	h := c.clearHit(in, kindTouchedNothing)
	if h == nil || c.modalAt(in, h.span) || c.alreadyFound(DeniedCall, h.span) {
		return
	}
	at, phrase := h.start, h.t.text
	scope := c.changeScope(in, h) // "no changes to the booking": see denial_change_scope.go
	for ci := range c.calls {
		call := &c.calls[ci]
		if scope != "" && !c.callNames(ci, scope) {
			continue
		}
		// A fetch of ".../release" or a search for "delete" changes
		// nothing: action words count only in a call that can act.
		looks := contains(call.families, famFetch) || contains(call.families, famRead) || contains(call.families, famList) || contains(call.families, famSearch)
		if call.ok && (len(call.actions) > 0 && !looks && !readOnlyCommand(call.lowerArgs()) || contains(call.families, famWrite)) {
			// Contradiction: a call that changes things ran and succeeded.
			c.addRule("denial/touched-nothing", BasisContradiction, c.callFinding(DeniedCall, span{at, at + len(phrase)}, ci,
				"reply denies changing anything, but "+call.Tool+" ran in this turn"))
			return
		}
	}
}

// readOnlyPrograms only read what they are given: a word of their filter
// or pattern (`jq '… | add'`, `grep delete app.log`) performs nothing.
const readOnlyPrograms = "cat|jq|grep|egrep|rg|head|tail|wc|ls|sort|uniq|cut|less|stat|du|df|tree|diff"

// readOnlyCommand reports whether the command in lower-cased arguments a
// runs a read-only program and writes nowhere (no redirection, no tee, no
// xargs).
func readOnlyCommand(a string) bool {
	i := indexSubstr(a, `"cmd"`)
	if i < 0 {
		if i = indexSubstr(a, `"command"`); i < 0 {
			return false
		}
	}
	rest := a[i+len(`"cmd"`):]
	rest = rest[indexByte(rest, ':')+1:]
	rest = strings.TrimLeft(rest, ` "`)
	for end := 0; end < len(rest); end++ {
		if rest[end] == '"' && (end == 0 || rest[end-1] != '\\') {
			rest = rest[:end] // the string's end, not a quote escaped in it
			break
		}
	}
	// A pipe into tee or xargs hands the output to a writer.
	return phraseIs(firstField(rest), readOnlyPrograms) && !hasSubstr(rest, ">") && !hasSubstr(rest, "tee ") && !hasSubstr(rest, "xargs")
}
