package verify

// Statuses: the state a result gives a person, a service or a check
// (accepted, declined, degraded, healthy) held against the state the
// reply lists them under or the verdict it draws.

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// checkStatusLists reports a person listed under a status label that
// their own line of the result does not give, where the label is the
// status the result gives the others listed with them: "Accepted: Dana
// Whitfield, Luis Ortega, Oskar Lind" when the invitation list marks Dana
// and Oskar accepted and Luis declined. Each line of the reply is read
// once, by the clause it starts in.
func (c *check) checkStatusLists(in *info, all []int) {
	for ls := in.start; ls < in.end; {
		// The line's end is looked for only when a line starts here: a
		// clause inside a long line would read the rest of it.
		if ls == 0 || c.folded[ls-1] == '\n' {
			le := c.newlineFrom(ls)
			if le < 0 {
				le = len(c.folded)
			}
			c.statusLine(ls, le, all)
		}
		nl := strings.IndexByte(c.folded[ls:in.end], '\n')
		if nl < 0 {
			return
		}
		ls += nl + 1
	}
}

func (c *check) statusLine(ls, le int, all []int) {
	colon := strings.IndexByte(c.folded[ls:min(le, ls+48)], ':')
	if colon < 0 {
		return
	}
	label := strings.TrimFunc(c.folded[ls:ls+colon], func(r rune) bool { return !unicode.IsLetter(r) })
	if len(label) < 3 || strings.ContainsAny(label, "|") {
		return
	}
	body := ls + colon + 1
	if capitals(c.masked[body:le]) < 6 {
		return // three names take six capitals at least: no need to look
	}
	names := personNames(c.masked[body:le], 12)
	if len(names) < 3 {
		return
	}
	for _, ci := range all {
		lines := c.calls[ci].resultLines()
		if len(lines) < 3 || len(lines) > 400 {
			continue
		}
		with, odd, oddLine := 0, -1, -1
		for k, sp := range names {
			name := c.folded[body+sp.start : body+sp.end]
			at := -1
			for i, l := range lines {
				if c.nameOnLine(l, name) {
					if at >= 0 {
						at = -2
						break
					}
					at = i
				}
			}
			if at < 0 {
				continue
			}
			if wordIn(lines[at], label) {
				with++
			} else if odd < 0 {
				odd, oddLine = k, at
			} else {
				return // two off the label: the label is the reply's own grouping
			}
		}
		// The label must be a status the result gives on other lines,
		// and the odd one's line must give another status in its place.
		if odd < 0 || with < 2 || !otherStatus(lines[oddLine], label) {
			continue
		}
		sp := names[odd]
		// Contradiction: the result gives this item another status on its line.
		c.addRule("fact/status-line", BasisContradiction, c.callFinding(FactMismatch, span{body + sp.start, body + sp.end}, ci,
			fmt.Sprintf("%s is listed as %s, but the result of %s does not give them that", c.masked[body+sp.start:body+sp.end], label, c.calls[ci].Tool)))
		return
	}
}

// otherStatus reports whether line ends in a status of its own, a word
// after its last dash, colon or bar that is not label: "— declined"
// where the others read "— accepted".
func otherStatus(line, label string) bool {
	tail := func(l string) string {
		i := strings.LastIndexAny(l, "—–:|")
		if i < 0 {
			return ""
		}
		t := strings.TrimSpace(l[i:])
		t = strings.TrimLeft(t, "—–:| ")
		if j := strings.IndexAny(t, " (\""); j > 0 {
			t = t[:j]
		}
		return t
	}
	t := tail(line)
	return t != "" && t != label && !hasSubstr(t, label)
}

var (
	statusKeys      []string
	healthyVerdicts []string
	unhealthyStates []string
)

// statusLists holds the phrases of the word lists declared above (see barList).
var statusLists = [...]barList{
	// statusKeys name the state of an item in replies and results.
	{&statusKeys, "status|state|estado|状态|狀態|状態|ステータス|स्थिति|स्टेटस"},
	// healthyVerdicts call a service sound; unhealthyStates are the states a
	// health check reports when it is not.
	{&healthyVerdicts, "healthy|all checks passing|all checks pass|all checks passed|all green|" +
		"fully operational|up and running|working normally|no issues"},
	{&unhealthyStates, "degraded|down|unhealthy|failing|failed|critical|red|outage|" +
		"partial_outage|major_outage|unavailable|error"},
}

var _ = splitBars(statusLists[:])

// checkStatusValue reports a status the reply sets in bold right after
// naming it ("está en estado **Done**") that no result holds, when a
// result gives the item a status of its own: a state copied wrongly is
// as false as a number.
func (c *check) checkStatusValue(in *info, all []int) {
	for _, bs := range c.boldSpans(in) {
		a, j := bs.start, bs.end-bs.start
		val := strings.TrimSpace(c.folded[in.start+a : in.start+a+j])
		boldKey, val := boldKeyValue(val) // the key set in bold with its value: see status_bold_key.go
		if len(val) < 2 || len(val) > 24 || hasDigit(val) {
			continue
		}
		before := strings.TrimRight(c.folded[max(in.start, in.start+a-2-24):in.start+a-2], " :")
		key := boldKey
		for _, k := range statusKeys {
			if hasSuffix(before, k) || hasSuffix(before, k+" is") || hasSuffix(before, k+" de") {
				key = true
			}
		}
		if !key || c.textIn(val, all) || hasSubstr(c.request, val) {
			continue
		}
		for _, ci := range all {
			f := c.calls[ci].folded
			if hasSubstr(f, `"status":`) || hasSubstr(f, `"status": `) || hasSubstr(f, "status:") || hasSubstr(f, "state:") {
				// Contradiction: the result has a status field, and this value
				// is none of its values.
				c.addRule("fact/status-value", BasisContradiction, c.callFinding(FactMismatch, span{in.start + a, in.start + a + j}, ci,
					"status "+c.masked[in.start+a:in.start+a+j]+" is not in the result of "+c.calls[ci].Tool))
				return
			}
		}
	}
}

// blockHas reports whether w is on a line that belongs to line k: the
// next one when k ends in a colon, or one indented deeper, before the
// next line that is not: a test failure's title ("… devuelve 422:") and
// its "expected 500 to equal 422" are one item of the result.
func blockHas(lines []string, k int, w string) bool {
	ind := func(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }
	base := ind(lines[k])
	// A line that ends in a colon introduces the next one.
	if hasSuffix(strings.TrimSpace(lines[k]), ":") && k+1 < len(lines) && wordIn(lines[k+1], w) {
		return true
	}
	for i := k + 1; i < len(lines) && i <= k+8 && ind(lines[i]) > base; i++ {
		if wordIn(lines[i], w) {
			return true
		}
	}
	return false
}

// capitals counts the bytes of s that may start an upper-case letter: the
// ASCII capitals and the lead bytes of every multi-byte rune. A name word
// starts with one (see personNames).
func capitals(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if b := s[i]; 'A' <= b && b <= 'Z' || b >= 0xc0 {
			n++
		}
	}
	return n
}

// checkHealthVerdict flags a clause that calls a service healthy ("Payments
// API — ✅ healthy", "reports all checks passing") while the result it
// concerns (the clause names its call when it has several targets) gives
// a single overall status that is a failing one
// ("status":"degraded"): the verdict contradicts the value it reports.
// A clause with a negation or a hedge is no such verdict.
func (c *check) checkHealthVerdict(in *info) {
	if len(in.targets) == 0 || len(in.hedges) > 0 || in.modal {
		return
	}
	s := c.folded[in.start:in.end]
	at := -1
	// The clause is part of the reply: a verdict the reply cannot hold
	// is not looked for in each of its clauses (heldWords).
	for _, g := range c.heldWords(healthyVerdicts) {
		if i := strings.Index(s, g); i >= 0 && wordIn(s, g) {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	for _, h := range in.hits {
		if h.t.kind == kindNeg {
			return
		}
	}
	// The call the verdict is about: the only target, or the one target
	// whose tool or arguments the clause names ("payments" of
	// https://payments.internal…/healthz).
	ci, v := -1, ""
	for _, t := range in.targets {
		st := overallStatus(c.calls[t].folded)
		if st == "" || !slices.Contains(unhealthyStates, st) {
			continue
		}
		if len(in.targets) > 1 {
			named := false
			for _, w := range c.calls[t].words {
				named = named || len(w) >= 4 && wordIn(s, w)
			}
			if !named {
				continue
			}
		}
		if ci >= 0 {
			return
		}
		ci, v = t, st
	}
	if ci < 0 {
		return
	}
	sp := span{in.start + at, in.start + at + strings.IndexFunc(s[at:]+" ", func(r rune) bool { return !isWordRune(r) })}
	if sp.end <= sp.start || c.alreadyFound(FactMismatch, sp) {
		return
	}
	// Contradiction: the result reports another status for it.
	c.addRule("fact/health", BasisContradiction, c.callFinding(FactMismatch, sp, ci, fmt.Sprintf("reply calls it %s, but %s reports status %s", c.masked[sp.start:sp.end], c.calls[ci].Tool, v)))
}

// The lists of overallStatus, each one string split once: a
// slice literal in the body built its strings on the stack at every call.
var overallStatusList1 = splitBar("\"status\"|\"state\"|\"health\"|status:|status=")

// overallStatus returns the value of the one "status" (or "state",
// "health") field of a result, "" when it has none or several.
func overallStatus(f string) string {
	val := ""
	for _, key := range overallStatusList1 {
		for i := 0; ; {
			j := indexSubstr(f[i:], key)
			if j < 0 {
				break
			}
			p := i + j + len(key)
			i = p
			for p < len(f) && (f[p] == ' ' || f[p] == ':' || f[p] == '"') {
				p++
			}
			q := p
			for q < len(f) && q < p+24 && (isLetterByte(f[q]) || f[q] == '_') {
				q++
			}
			if q == p {
				continue
			}
			if val != "" && val != f[p:q] {
				return ""
			}
			val = f[p:q]
		}
	}
	return val
}
