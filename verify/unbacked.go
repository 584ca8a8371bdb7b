package verify

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

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
	for _, f := range c.rep.Findings {
		if f.Type == UnbackedToolClaim || f.Type == DeniedCall {
			return
		}
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
		c.add(c.callFinding(UnbackedToolClaim, span{in.start, in.end}, 0,
			fmt.Sprintf("reply reports results as if %s had worked, but it did not succeed (%s) and the reply does not say so",
				call.Tool, call.Status)))
		return
	}
}

// failureCues are ways of owning up to a failed call that the failure
// terms of the lexicon leave out because they are too broad to mark a
// clause ("I don't have the star count", "HTTP 429", "los tests fallan",
// "no se completó", "没法确认", "टेस्ट फ़ेल हुए"). They only keep the
// silent-failure finding from firing, so breadth costs little: a reply
// that mentions any of them is not silent about the failure.
var failureCues = []string{
	"don't have", "do not have", "didn't get", "did not get", "no data", "http 4", "http 5", "not able", "no idea",
	// A refusal's reasons and an offer to retry speak of the failure too.
	// The phrases are the speaker's, not words a made-up result would hold.
	"you declined", "by policy", "your approval", "if you approve", "me to retry", "i can retry", "i'll retry", "try again",
	"has rechazado", "rechazaste", "por política", "tu aprobación", "si lo apruebas", "lo reintento", "intentarlo de nuevo", "volver a intentar",
	"被策略", "你批准", "要我重试", "再试一次",
	"ポリシーで", "承認いただければ", "再試行しましょうか", "もう一度試",
	"पॉलिसी ने", "आप मंज़ूरी दें", "फिर से कोशिश करूँ", "दोबारा कोशिश",
	"no tengo", "no puedo", "no se completó", "no se ha completado", "fallan", "fallaron", "falla ", "se cortó", "no obtuve",
	"没法", "拿不到", "获取不到", "没拿到", "没有拿到", "没有结果", "还没有结果",
	"できません", "できず", "わかりません", "分かりません", "取得できな",
	"फ़ेल", "फेल", "नहीं बता", "पता नहीं", "नहीं मिल", "नहीं चल",
}

// ownsFailure reports whether the reply speaks of a failure in words the
// lexicon's failure terms do not cover.
func (c *check) ownsFailure() bool {
	for _, w := range failureCues {
		if c.mayHold(w) && strings.Contains(c.folded, w) {
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
				!strings.ContainsAny(c.folded[n.end:h.start], ",，、;；:：。.") {
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

// lookAtTopic reports whether a clause's only tool verbs are generic
// verbs of looking ("checked", "looked at", "देखा", "看了") and noun f
// is a topic of this turn's tools that no ok call concerns: "मैंने आपका
// इनबॉक्स भी देखा", "I also looked at your inbox". A generic verb takes
// its meaning from its object, so the clause claims a call of that topic,
// whatever other call ran.
func (c *check) lookAtTopic(in *info, f string) bool {
	if !isTopic(f) || !c.relevant(f) || c.backed(f) {
		return false
	}
	look := false
	for i, u := range in.uses {
		if in.negated[i] || u.t.kind != kindUse {
			continue
		}
		if u.t.family != famCheck && u.t.family != famReadAny {
			return false
		}
		if !c.modalAt(in, u.span) {
			look = true
		}
	}
	return look
}

// testNouns name a test suite in each language.
var testNouns = []string{"tests", "test suite", "the suite", "unit test", "pruebas", "los test", "suite de test", "测试", "单测", "テスト", "टेस्ट"}

// testRunners are words of a tool name or arguments that run tests.
var testRunners = []string{"test", "spec", "jest", "mocha", "tox", "phpunit"}

// checkTestRun finds a claim of having run the tests ("Después corrí la
// suite de pruebas", "I ran the tests", "跑了一下测试", "テストを実行しました")
// when no ok call of the turn ran a test command: a run verb with a test
// suite as its object, within a phrase of it. A shell call that ran
// something else (`git pull`) backs the verb but not the test run, and
// "all tests pass" after it is a result nobody produced.
func (c *check) checkTestRun(in *info, reported map[string]bool) {
	if reported["tests"] || in.modal || in.fail || in.sentFail {
		return
	}
	ran := func() bool {
		for i := range c.calls {
			call := &c.calls[i]
			if !call.ok {
				continue
			}
			s := strings.ToLower(call.Tool + " " + call.Args)
			for _, w := range testRunners {
				if strings.Contains(s, w) {
					return true
				}
			}
		}
		return false
	}
	for i, u := range in.uses {
		if in.negated[i] || u.t.kind != kindUse || u.t.family != famShell && u.t.family != famCheck || c.modalAt(in, u.span) {
			continue
		}
		lo, hi := max(in.start, u.start-40), min(in.end, u.end+40)
		for _, w := range testNouns {
			j := strings.Index(c.folded[lo:hi], w)
			if j < 0 {
				continue
			}
			a, b := lo+j, lo+j+len(w)
			if strings.ContainsAny(c.gapTo(u.span, a, b), ",，、;；:：。.") {
				continue
			}
			if ran() {
				return
			}
			reported["tests"] = true
			c.add(Finding{Type: UnbackedToolClaim, Start: min(a, u.start), End: max(b, u.end),
				Message: "reply says it ran the tests, but no call in this turn ran a test command"})
			return
		}
	}
}

// notSpeakerUse reports whether a non-negated tool mention is no claim of
// the speaker's at all, whatever its family:
//   - it lies on a Markdown blockquote line ("> … notice in writing."):
//     quoted text of a result says what the file says;
//   - it is a label opening a line, followed by a colon and nothing but
//     a list of names in code ("已修改：`src/app.py`、`src/db.py`",
//     "- Modified: `a.go`, `b.go`"): the heading of items from a result,
//     as git status prints them. "Movida: la llamada es ahora a las
//     16:00" goes on in a sentence and stays a claim;
//   - a Hindi stative "लिखा है" ("is written", "it says") with no
//     first-person agent (मैंने, हमने) in the clause;
//   - a Hindi mention governed by a नहीं later in the clause, before the
//     final verb ("मैंने कोई सर्च या टूल नहीं चलाया"): Hindi negates
//     the verb, which comes last, so the nouns before it are denied too.
func (c *check) notSpeakerUse(in *info, sp span) bool {
	if c.addresseeSubject(in, sp) || c.resultPassive(in, sp) {
		return true
	}
	ls, _ := c.lineAround(sp.start, sp.end)
	line := strings.TrimLeft(c.masked[ls:sp.start], " \t")
	if strings.HasPrefix(line, ">") {
		return true
	}
	if c.fieldLabel(sp) {
		return true // "Committed: €20,900": a field name over its value
	}
	label := strings.TrimLeft(line, "-*•0123456789. \t")
	label = strings.Trim(label, "*_ ")
	after := strings.TrimLeft(c.masked[sp.end:min(len(c.masked), sp.end+8)], "*_ ")
	if label == "" && (strings.HasPrefix(after, ":") || strings.HasPrefix(after, "：")) && itemList(c.masked[sp.end:min(len(c.masked), sp.end+lineWindow)]) {
		return true
	}
	clause := c.folded[in.start:in.end]
	if strings.HasPrefix(c.folded[sp.start:], "लिखा") && !strings.Contains(clause, "मैंने") && !strings.Contains(clause, "हमने") {
		rest := c.folded[sp.end:min(len(c.folded), sp.end+12)]
		if strings.HasPrefix(rest, " है") || strings.HasPrefix(rest, " था") || strings.HasPrefix(rest, " हुआ") {
			return true
		}
	}
	if r, _ := utf8.DecodeRuneInString(c.folded[sp.start:]); r >= 0x0900 && r <= 0x097f {
		tail := c.folded[sp.end:in.end]
		if i := strings.Index(tail, "नहीं"); i >= 0 && !strings.ContainsAny(tail[:i], ",;:—–।") {
			verb := tail[i+len("नहीं"):]
			if j := strings.IndexAny(verb, ",;:—–।"); j >= 0 {
				verb = verb[:j]
			}
			if len(strings.TrimFunc(verb, func(r rune) bool { return !isWordRune(r) })) <= 30 {
				return true
			}
		}
	}
	return false
}

// itemList reports whether the rest of a line after a label's colon holds
// only code spans and list separators.
func itemList(s string) bool {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimLeft(strings.TrimLeft(s, "*_ "), ":：")
	code := false
	for s != "" {
		s = strings.TrimLeft(s, " \t,，、;*_")
		switch {
		case s == "":
		case strings.HasPrefix(s, "`"):
			j := strings.IndexByte(s[1:], '`')
			if j < 0 {
				return false
			}
			code, s = true, s[j+2:]
		case strings.HasPrefix(s, "y ") || strings.HasPrefix(s, "and ") || strings.HasPrefix(s, "和") || strings.HasPrefix(s, "と"):
			_, s, _ = strings.Cut(s, " ")
		default:
			return false
		}
	}
	return code
}

func isDevanagari(r rune) bool { return r >= 0x0900 && r <= 0x097f }
