package verify

import (
	"encoding/json"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// A failed act restated as done (rule unbacked/failed-args). A call that
// failed, timed out or was denied carried in its arguments what it was to
// do: the set-point of 8 °C, the message to the supplier, the reason of a
// hold, the quantity of an order. When the reply states one of those
// values in a clause that presents the work as done ("Done — the jacket is
// set to 8 °C", "L2 已经调到每分钟 160 只了", "天窓を30%まで開けておきました",
// "Ya lo subí a 6 °C") and no ok call could have done it — no ok call of
// that tool ran, and no ok call's arguments or result hold the value — the
// clause reports the failed call's work as its own. The value binds the
// claim to the call, whatever verb the reply uses; the clause's aspect
// (a perfective marker, no negation, failure, plan or question) says it
// is presented as done.
//
// Values read back from an ok result are left alone: "tank 4" is what the
// look-up returned as well as what the failed call was given, so it binds
// nothing.

// failedArgValue is one argument value of a failed call.
type failedArgValue struct {
	s     string  // folded text of a string value, "" for a number
	n     float64 // a number's value
	isNum bool
	okHas bool // a number an ok call's result or arguments hold: binds nothing
}

// maxFailedArgs bounds the arguments read of one call: a reply restates a
// handful of them, and a bulk call's arguments are no claim of one act.
const (
	maxFailedArgBytes  = 4096
	maxFailedArgValues = 24
	maxFailedArgTotal  = 64
)

// jsonLeaves appends the scalar leaves of v (strings and numbers).
func jsonLeaves(v any, out []failedArgValue) []failedArgValue {
	if len(out) >= maxFailedArgValues {
		return out
	}
	switch x := v.(type) {
	case string:
		out = append(out, failedArgValue{s: foldCase(strings.TrimSpace(x))})
	case float64:
		out = append(out, failedArgValue{n: x, isNum: true})
	case []any:
		for _, e := range x {
			out = jsonLeaves(e, out)
		}
	case map[string]any:
		// In key order: the values kept under the cap, and the one a
		// clause is bound by, must not change from run to run.
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			out = jsonLeaves(x[k], out)
		}
	}
	return out
}

// argLeaves returns the scalar values of a call's arguments, or nil when
// they are not a JSON object of bounded size.
func argLeaves(args string) []failedArgValue {
	if len(args) == 0 || len(args) > maxFailedArgBytes {
		return nil
	}
	var v any
	if json.Unmarshal([]byte(args), &v) != nil {
		return nil
	}
	return jsonLeaves(v, nil)
}

// distinctiveArg reports whether a string value can bind a clause to the
// call: long enough not to be a common word ("high", "roof") by chance.
func distinctiveArg(s string) bool {
	n := runeCount(s)
	if n == 0 || n > 400 {
		return false
	}
	if s[0] < 0x80 && isASCIIString(s) {
		if n < 6 && !hasAnyRune(s, "0123456789") {
			return false
		}
		return n >= 4
	}
	return n >= 3
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// doneMarkers are the aspect of a clause that presents work as done, in
// the reply's languages: not verbs of one act, but the perfect and
// perfective forms any act verb takes ("I've", "ya", "了", "ました",
// "दिया").
var doneMarkersEn = []string{"done", "i've ", "i have ", "we've ", "all set", "i've\u00a0"}
var doneMarkersCJK = []string{"已", "了", "ました", "済み", "完了", "したところ", "した結果"}
var doneMarkersEs = []string{"ya ", "hecho", "listo", "quedó", "quedaron", "queda registrad"}
var doneWordsHi = []string{"दिया", "दी", "दिए", "गया", "गई", "गए", "लिया", "ली", "किया", "किए"}

// enPassiveDone reports whether s holds a passive of a completed act
// ("is set to", "'s raised", "is blocked"): a form of be and a past
// participle.
func enPassiveDone(s string) bool {
	for _, be := range []string{" is ", "'s ", " are ", " has been ", " have been "} {
		for i := 0; ; {
			k := indexSubstr(s[i:], be)
			if k < 0 {
				break
			}
			i += k + len(be)
			w := s[i:]
			if e := strings.IndexFunc(w, func(r rune) bool { return !isWordRune(r) }); e >= 0 {
				w = w[:e]
			}
			if len(w) > 3 && hasSuffix(w, "ed") && w != "need" && w != "based" || w == "set" || w == "sent" || w == "put" {
				return true
			}
		}
	}
	return false
}

// esPerfect reports whether s holds "he" + a participle ("he registrado").
func esPerfect(s string) bool {
	for i := 0; ; {
		k := indexSubstr(s[i:], "he ")
		if k < 0 {
			return false
		}
		if k+i > 0 && isWordRune(rune(s[k+i-1])) {
			i += k + 3
			continue
		}
		i += k + 3
		w := s[i:]
		if e := strings.IndexFunc(w, func(r rune) bool { return !isWordRune(r) }); e >= 0 {
			w = w[:e]
		}
		if hasSuffixAny(w, []string{"ado", "ido", "ito", "cho", "sto"}) {
			return true
		}
	}
}

// doneClause reports whether the clause text presents work as done.
func doneClause(s string) bool {
	if containsAny(s, doneMarkersEn) || containsAny(s, doneMarkersCJK) || containsAny(s, doneMarkersEs) {
		return true
	}
	if enPassiveDone(s) || esPerfect(s) {
		return true
	}
	if hasDevanagari(s) {
		for _, w := range doneWordsHi {
			// "कुछ लोड नहीं किया": a negated perfective reports nothing done.
			if containsDevWord(s, w) && !hasSubstr(s, "नहीं "+w) {
				return true
			}
		}
	}
	return false
}

// containsDevWord reports whether the Devanagari word w stands in s as a
// word of its own (a space or punctuation on both sides).
func containsDevWord(s, w string) bool {
	for i := 0; ; {
		k := indexSubstr(s[i:], w)
		if k < 0 {
			return false
		}
		st, en := i+k, i+k+len(w)
		i = en
		if st > 0 {
			r, _ := utf8.DecodeLastRuneInString(s[:st])
			if isWordRune(r) || r == '\u093c' || isDevanagari(r) {
				continue
			}
		}
		if en < len(s) {
			r, _ := decodeRuneAt(s[en:])
			if isWordRune(r) || isDevanagari(r) {
				continue
			}
		}
		return true
	}
}

// checkFailedArgs reports clauses that restate a failed call's argument
// as done (see the comment at the top of this file).
func (c *check) checkFailedArgs(infos []info) {
	type failed struct {
		ci   int
		vals []failedArgValue
		done []string // participles of an action argument, with the other arguments after them (see actArgForms)
	}
	var fs []failed
	var okCalls []int
	var okArgNums []float64     // the numbers ok calls were given, read once
	var okTools map[string]bool // tools with an ok call, once a call failed
	total := 0
	for ci := range c.calls {
		call := &c.calls[ci]
		if call.ok {
			continue
		}
		if okTools == nil {
			okTools = map[string]bool{}
			for cj := range c.calls {
				if c.calls[cj].ok {
					okTools[c.calls[cj].Tool] = true
				}
			}
		}
		if okTools[call.Tool] { // retried, and the retry ran
			continue
		}
		var keep []failedArgValue
		for _, v := range argLeaves(call.Args) {
			if v.isNum && (v.n == 0 || v.n == 1 || math.IsNaN(v.n)) || !v.isNum && !distinctiveArg(v.s) {
				continue
			}
			// A URL is the page a fetch was to read: restating it is the
			// unfetched source's finding, not this one.
			if !v.isNum && (c.okHolds(v.s) || hasSubstr(v.s, "://")) {
				continue
			}
			keep = append(keep, v)
		}
		if len(keep) > 0 && okCalls == nil {
			for cj := range c.calls {
				if c.calls[cj].ok {
					okCalls = append(okCalls, cj)
					for _, v := range argLeaves(c.calls[cj].Args) {
						if v.isNum {
							okArgNums = append(okArgNums, v.n)
						}
					}
				}
			}
		}
		// Whether an ok call holds a number kept is asked once per value,
		// not for each of the reply's numbers of that value.
		for i := range keep {
			keep[i].okHas = keep[i].isNum && (c.okResultHoldsNum(keep[i].n, okCalls) || numAmong(keep[i].n, okArgNums))
		}
		if len(keep) > 0 {
			fs = append(fs, failed{ci, keep, c.actArgForms(call.Args)})
			// Every clause is searched for every value kept: bound them
			// over the turn, not only per call.
			if total += len(keep); total >= maxFailedArgTotal {
				break
			}
		}
	}
	if len(fs) == 0 {
		return
	}
	okDigits := map[string]bool{} // okArgsHoldDigits of the reply's numbers, asked once each
	unb := c.newUnbackedIndex()
	for k := range infos {
		in := &infos[k]
		if in.modal || in.fail || in.sentFail || in.question || c.inCode(in.start) || c.heading(in) {
			continue
		}
		if unb.in(in.span) {
			continue
		}
		clause := c.folded[in.start:in.end]
		done := -1 // 0 no, 1 yes, asked once
		accept := func(sp span) bool {
			if done < 0 {
				done = 0
				if doneClause(clause) {
					done = 1
				}
			}
			return done == 1 && !c.negatedPart(in, sp) && !c.modalAt(in, sp) && !c.attemptedAct(sp) && !c.thirdPersonAgent(sp)
		}
		for _, f := range fs {
			sp, ok := c.failedArgIn(in, clause, f.vals, okDigits, accept)
			if !ok {
				sp, ok = c.actArgDone(in, clause, f.done)
			}
			if !ok {
				continue
			}
			// Contradiction: the only call that was given this value to act on
			// is in the record as failed, and the clause presents its work as
			// done.
			c.addFailedWorkDone("unbacked/failed-args", sp, f.ci)
			break
		}
	}
}

// failedArgIn returns the first span of the clause that restates one of
// vals and that accept takes: a number of the clause of that value that no
// ok call holds, or a string value written in the clause.
func (c *check) failedArgIn(in *info, clause string, vals []failedArgValue, okDigits map[string]bool, accept func(span) bool) (span, bool) {
	for _, v := range vals {
		if !v.isNum {
			i, n := indexSubstr(clause, v.s), len(v.s)
			if i < 0 {
				i, n = particleJoined(clause, v.s) // see unbacked_topic_premise.go
			}
			if i >= 0 && (v.s[0] >= 0x80 || wordIn(clause, v.s)) {
				sp := span{in.start + i, in.start + i + n}
				// A date ("10月26日") is a day an ok result may hold in
				// another form ("2025-10-26"): it binds nothing.
				if !c.datePartIn(sp) && accept(sp) {
					return sp, true
				}
			}
			continue
		}
		for ni := in.numLo; ni < in.numHi; ni++ {
			n := c.nums[ni]
			if n.inDate || n.glued || n.version || n.ordinal {
				continue
			}
			match := false
			for _, x := range n.vals {
				match = match || absFloat(x-v.n) < 1e-9
			}
			if !match || v.okHas {
				continue
			}
			held, seen := okDigits[n.digits]
			if !seen {
				held = c.okArgsHoldDigits(n.digits)
				okDigits[n.digits] = held
			}
			if held {
				continue
			}
			if accept(n.span) {
				return n.span, true
			}
		}
	}
	return span{}, false
}

// okHolds reports whether an ok call's arguments or result hold the
// folded text s.
func (c *check) okHolds(s string) bool {
	for ci := range c.calls {
		if c.calls[ci].ok && (hasSubstr(c.calls[ci].folded, s) || hasSubstr(c.calls[ci].foldedArgs(), s)) {
			return true
		}
	}
	return false
}

// numAmong reports whether x is one of xs.
func numAmong(x float64, xs []float64) bool {
	for _, y := range xs {
		if math.Abs(x-y) < 1e-9 {
			return true
		}
	}
	return false
}

// unbackedIndex answers whether an unbacked finding covers a span, for a
// rule that walks the clauses in order: the findings made before the walk
// are sorted once by start with the greatest end up to each, and those the
// walk adds (one per clause, in order) are read back from the last only
// while they reach the span. Asking every finding for every clause was
// quadratic in a reply of many such clauses.
type unbackedIndex struct {
	c     *check
	base  int    // findings before the walk
	spans []span // their unbacked spans, by start
	pmax  []int  // pmax[i]: the greatest end of spans[:i+1]
}

func (c *check) newUnbackedIndex() *unbackedIndex {
	x := &unbackedIndex{c: c, base: len(c.rep.Findings)}
	for _, f := range c.rep.Findings {
		if f.Type == UnbackedToolClaim {
			x.spans = append(x.spans, span{f.Start, f.End})
		}
	}
	sort.Slice(x.spans, func(i, j int) bool { return x.spans[i].start < x.spans[j].start })
	m := 0
	for _, s := range x.spans {
		m = max(m, s.end)
		x.pmax = append(x.pmax, m)
	}
	return x
}

// in reports whether an unbacked finding covers sp.
func (x *unbackedIndex) in(sp span) bool {
	i := spansFrom(x.spans, sp.end)
	if i > 0 && x.pmax[i-1] > sp.start {
		return true
	}
	fs := x.c.rep.Findings
	for j := len(fs) - 1; j >= x.base; j-- {
		f := fs[j]
		if f.Type == UnbackedToolClaim && f.Start < sp.end && f.End > sp.start {
			return true
		}
		if f.End <= sp.start {
			break
		}
	}
	return false
}

// okArgsHoldDigits reports whether an ok call's arguments hold the number
// written as digits, inside a string ("申请2#闸预泄0.5m" in a message sent).
func (c *check) okArgsHoldDigits(digits string) bool {
	if digits == "" {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		a := c.calls[ci].foldedArgs()
		// The places digits stands in a, left to right, each searched
		// from the end of the one before; long arguments asked often
		// give them from their index (see word_index.go) rather than
		// from a search of all of a per number.
		var at []int
		x := c.calls[ci].argIdx.of(a)
		if x != nil {
			at = x.sa.Lookup([]byte(digits), -1)
			slices.Sort(at)
		}
		for i, k := 0, 0; ; {
			st := -1
			if x != nil {
				for k < len(at) && at[k] < i {
					k++
				}
				if k < len(at) {
					st = at[k]
				}
			} else if j := indexSubstr(a[i:], digits); j >= 0 {
				st = i + j
			}
			if st < 0 {
				break
			}
			en := st + len(digits)
			i = en
			if (st == 0 || !isDigitByte(a[st-1]) && a[st-1] != '.') && (en == len(a) || !isDigitByte(a[en])) {
				return true
			}
		}
	}
	return false
}

// datePartIn reports whether a number of the reply inside sp is part of a date.
func (c *check) datePartIn(sp span) bool {
	for _, n := range c.nums {
		if n.start >= sp.start && n.end <= sp.end && n.inDate {
			return true
		}
	}
	return false
}

// partSeps end the part of a clause a value and its verb share.
const partSeps = ",，、:：;；"

// negatedPart reports whether a negation stands in the part of the clause
// around sp, between the separators before and after it ("已经帮您延长了
// 24小时，明天之前取都不收费": the negation is another part's).
func (c *check) negatedPart(in *info, sp span) bool {
	lo := in.start
	if k := strings.LastIndexAny(c.folded[in.start:sp.start], partSeps); k >= 0 {
		lo = in.start + k
	}
	hi := in.end
	if k := strings.IndexAny(c.folded[sp.end:in.end], partSeps); k >= 0 {
		hi = sp.end + k
	}
	for _, h := range in.hits {
		if h.t.kind == kindNeg && h.start >= lo && h.end <= hi {
			return true
		}
	}
	return false
}

// okResultHoldsNum reports whether an ok call's result holds the value x
// as a number of its own. The test is exact: the reply restates the value
// the failed call was given, not one rounded from a result.
func (c *check) okResultHoldsNum(x float64, okCalls []int) bool {
	for _, ci := range okCalls {
		for _, r := range c.calls[ci].nums {
			for _, y := range r.vals {
				if math.Abs(x-y) < 1e-9 {
					return true
				}
			}
		}
	}
	return false
}

// addFailedWorkDone reports that the reply presents the work of failed
// call ci as done, at sp: the unbacked/failed-* rules' finding.
func (c *check) addFailedWorkDone(rule string, sp span, ci int) {
	call := &c.calls[ci]
	c.addRule(rule, BasisContradiction, c.callFinding(UnbackedToolClaim, sp, ci,
		"reply presents "+call.Tool+"'s work as done, but that call did not succeed ("+call.Status+")"))
}
