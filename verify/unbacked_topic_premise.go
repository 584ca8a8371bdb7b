package verify

import (
	"slices"
	"strings"
)

// Readings of the nineteenth session's unb21 round: what a topic word, a
// run verb or an act in a clause is about, bound to the request or to a
// result before it is read as a tool's use. None is inlined: none is on a
// hot path, and the release binary's size budget is kept (+4 kB inlined).

// zhRunHeads are nouns a bare Chinese run verb modifies in a compound
// ("执行文件", an implementing document; "执行细则", implementing rules;
// "运行情况", how a thing runs): the verb names a kind of thing, no run.
var zhRunHeads = splitBar("文件|细则|細則|情况|情況|标准|標準|方案|办法|辦法|规定|規定|层面|力度|效果|进度|進度|状态|狀態|时间|時間|周期|週期|期间|期間|单位|單位|部门|部門|机构|機構|人员|人員|" +
	// Reports of a running thing: "运行简报" (an operations brief), "运行记录".
	"简报|簡報|报告|報告|日报|日報|周报|週報|月报|月報|记录|記錄")

// zhRunModifier reports whether a bare 执行 or 运行 (t; no 了 after it)
// stands right before a noun it modifies (see zhRunHeads): a verb used
// as a noun's modifier reports no act.
//
//go:noinline
func zhRunModifier(after, t string) bool {
	if t != "执行" && t != "執行" && t != "运行" && t != "運行" {
		return false
	}
	for _, h := range zhRunHeads {
		if hasPrefix(after, h) {
			return true
		}
	}
	return false
}

// requestAsks are the marks of a question or a look-up asked for in a
// clause of the request, in the five languages.
var requestAsks = splitBar("?|？|¿|吗|嗎|怎么|怎樣|怎样|会不会|會不會|是否|有没有|查|看|whether|check|look|forecast|revisa|consulta|mira|si va|確認|調べ|予報|क्या|देख|जाँच|पता")

// requestPremise reports whether the topic word u (a weak noun: 下雨,
// "rain") is one the request itself states as a fact ("今天下雨，有没有人
// 退票？"), in a clause of its own that asks nothing and asks no look-up,
// while the reply's clause gives no value and no verb of looking: the
// word restates the user's premise, not a tool's output. A request that
// asks about the topic ("明天会下雨吗？", "check the weather") leaves the
// word a claim.
//
//go:noinline
func (c *check) requestPremise(in *info, u hit) bool {
	if u.t.look || c.hasGenericUse(in) || c.hasStrongUse(in) || u.end-u.start < 3 {
		return false
	}
	// The word's own part of the clause, between commas, holds no value.
	lo, hi := in.start, in.end
	if k := strings.LastIndexAny(c.folded[in.start:u.start], ",，;；:："); k >= 0 {
		lo = in.start + k
	}
	if k := strings.IndexAny(c.folded[u.end:in.end], ",，;；:："); k >= 0 {
		hi = u.end + k
	}
	for k := in.numLo; k < in.numHi; k++ {
		if n := &c.nums[k]; n.start >= lo && n.end <= hi && !n.glued {
			return false
		}
	}
	if hasAnyRune(c.masked[lo:hi], "\"“«「`$€£¥₹°℃%") {
		return false
	}
	w := c.folded[u.start:u.end]
	req := c.request
	i := indexWide(req, w)
	if w[0] < 0x80 && !wordIn(req, w) {
		return false
	}
	if i < 0 {
		return false
	}
	lo = strings.LastIndexAny(req[:i], ",，、;；.。!！?？\n")
	hi = strings.IndexAny(req[i:], ",，、;；.。!！?？\n")
	if hi < 0 {
		hi = len(req)
	} else {
		hi += i
		if r, _ := decodeRuneAt(req[hi:]); r == '?' || r == '？' {
			return false
		}
	}
	part := req[lo+1 : hi]
	for _, a := range requestAsks {
		if a[0] < 0x80 && wordIn(part, a) || a[0] >= 0x80 && indexWide(part, a) >= 0 {
			return false
		}
	}
	return true
}

// clauseWorked reports whether n, a number of the clause in, is the sum,
// difference, product, quotient or percentage of two other numbers the
// clause itself states near it, each held by an ok result ("预报水位 98.7 米，离 100.5 米的警戒线还有 1.8 米"): the
// clause works its own stated values, so n is bound where they are.
//
//go:noinline
func (c *check) clauseWorked(in *info, n *num) bool {
	var held [8]float64
	k := 0
	// Only the 16 numbers either side of n are read: a clause of many
	// numbers is not read once per number.
	for j := max(in.numLo, n.index-16); j < min(in.numHi, n.index+17) && k < len(held); j++ {
		m := &c.nums[j]
		if m.index == n.index || m.start < in.start || m.end > in.end || m.glued || m.ordinal || len(m.vals) == 0 {
			continue
		}
		if c.numIn(*m, c.okCalls(famAny)) {
			held[k] = m.vals[0]
			k++
		}
	}
	for a := 0; a < k; a++ {
		for b := a + 1; b < k; b++ {
			if pairWorked(n, held[a], held[b]) {
				return true
			}
		}
	}
	return false
}

// pairWorked reports whether n is the sum, difference, product, quotient
// or percentage of x and y, either way round: the one step a clause works
// from two values it states (clauseWorked, ownWorking).
func pairWorked(n *num, x, y float64) bool {
	return nearAny(n, x-y) || nearAny(n, y-x) || nearAny(n, x+y) || nearAny(n, x*y) ||
		y != 0 && (nearAny(n, x/y) || nearAny(n, 100*x/y)) || x != 0 && (nearAny(n, y/x) || nearAny(n, 100*y/x))
}

// okArgNum reports whether n is a number of an ok call's arguments: the
// value the call was given ("grado_objetivo": 48) is that call's, as its
// result is.
//
//go:noinline
func (c *check) okArgNum(n *num) bool {
	if sigDigits(n) < 2 || !c.inArgNums(n) {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok && hasSubstr(c.calls[ci].lowerArgs(), n.digits) {
			return false // a failed call's argument: see c.failed
		}
	}
	return true
}

// valuesBound reports whether the clause has values and each is bound to
// an ok call: held by a result, worked from it in one step (see
// valuesBacked), worked from the clause's own held values (clauseWorked),
// or, when no call of the topic's family f failed and no verb of looking
// claims a look of its own, given to an ok call as an argument of two
// digits or more (one digit is in most arguments' dates and ids). A weak topic word in such a clause describes those
// calls' content.
//
//go:noinline
func (c *check) valuesBound(in *info, f string) bool {
	any := false
	calls, look := c.okCalls(famAny), c.hasGenericUse(in)
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || n.glued || n.ordinal || len(n.vals) == 0 {
			continue
		}
		any = true
		if !c.numIn(*n, calls) && !(sigDigits(n) >= 3 && c.derived(*n, calls)) && !c.clauseWorked(in, n) && (look || c.failed(f) || !c.okArgNum(n)) {
			return false
		}
	}
	return any
}

// zhInNounPhrase reports whether the request's words before a verb stem
// (sent, from the sentence's start) put the stem inside a noun phrase:
// a 的 after the last command mark (帮, 请, 给, 再) with no 把 to front an
// object ("帮我看看国庆的预订情况": 订 is in 预订情况, what 看看 looks at).
// The command's verb stands before the 的; the stem after it is a noun's.
//
//go:noinline
func zhInNounPhrase(sent string) bool {
	k := strings.LastIndexAny(sent, "帮请给再")
	return k >= 0 && !hasSubstr(sent[k:], "把") && hasSubstr(sent[k:], "的")
}

// actArgForms returns, for a call whose arguments hold an action verb (an
// ASCII word of four letters or more: "accion": "cerrar", "action":
// "close"), the verb's participles ("cerrado", "cerrada", "closed"), then
// "", then the call's other string arguments that no ok call holds: a clause that writes the
// participle beside another argument ("Cúpula del TCS cerrada.") presents
// that call's act as done, the participle being its own perfect aspect.
//
//go:noinline
func (c *check) actArgForms(args string) []string {
	var parts, others []string
	for _, v := range argLeaves(args) {
		if v.isNum || v.s == "" {
			continue
		}
		w := v.s
		if len(parts) == 0 && len(w) >= 4 && strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0 {
			stem, end := w[:len(w)-2], w[len(w)-2:]
			switch end {
			case "ar":
				parts = append(parts, stem+"ado", stem+"ada", stem+"ados", stem+"adas")
			case "er", "ir":
				parts = append(parts, stem+"ido", stem+"ida", stem+"idos", stem+"idas")
			}
			if w[len(w)-1] == 'e' {
				parts = append(parts, w+"d")
			} else {
				parts = append(parts, w+"ed")
			}
			continue
		}
		// Another argument binds the clause to the call unless an ok
		// call holds it too (the clause may restate that call's result).
		if len(w) >= 3 && len(w) <= 64 && !c.okHolds(w) {
			others = append(others, w)
		}
	}
	if len(parts) == 0 || len(others) == 0 {
		return nil
	}
	return append(append(parts, ""), others...)
}

// actArgDone finds in the clause a participle of forms (see actArgForms)
// beside another argument of the same call, in a part of the clause that
// is not negated, modal, an attempt or another's act.
//
//go:noinline
func (c *check) actArgDone(in *info, clause string, forms []string) (span, bool) {
	sep := slices.Index(forms, "")
	if sep < 0 {
		return span{}, false
	}
	other := false
	for _, o := range forms[sep+1:] {
		other = other || o[0] < 0x80 && wordIn(clause, o) || o[0] >= 0x80 && hasSubstr(clause, o)
	}
	if !other {
		return span{}, false
	}
	for _, p := range forms[:sep] {
		i := wordIndex(clause, p)
		if i < 0 {
			continue
		}
		sp := span{in.start + i, in.start + i + len(p)}
		if !c.negatedPart(in, sp) && !c.modalAt(in, sp) && !c.attemptedAct(sp) && !c.thirdPersonAgent(sp) {
			return sp, true
		}
	}
	return span{}, false
}

// particleJoined returns where in the clause an argument of several words
// ("船積み待ちエリア s-2") stands with its words in order and one particle
// or mark between them ("船積み待ちエリアのs-2"), or -1. Only an argument
// whose first word is written in CJK is read so: its words are joined
// by particles (の, 的, 之) where the argument had a space. It returns
// the start and the length of the joined words.
//
//go:noinline
func particleJoined(clause, arg string) (int, int) {
	sp := indexByte(arg, ' ')
	if sp < 3 || arg[0] < 0xe0 {
		return -1, 0
	}
	first, rest := arg[:sp], strings.TrimLeft(arg[sp:], " ")
	for at := 0; ; {
		i := indexSubstr(clause[at:], first)
		if i < 0 {
			return -1, 0
		}
		i += at
		at = i + len(first)
		after := clause[at:]
		for _, p := range [...]string{"の", "的", "之", " ", "・"} {
			if t := trimPrefix(after, p); t != after && hasPrefix(strings.TrimLeft(t, " "), rest) {
				t = strings.TrimLeft(t, " ")
				return i, len(clause) - len(t) + len(rest) - i
			}
		}
	}
}
