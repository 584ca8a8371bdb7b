package verify

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// deniesObject reports, and adds, a denied_call for a first-person
// negated verb of tool work ("I didn't open the CI logs", "no he llegado a
// abrir config.yaml", "我没有去查 Jira", "config/app.yaml も開いていない",
// "मौसम मैंने check नहीं किया") whose object names a call that succeeded:
// a file, host or city of its arguments, a content word of its tool's
// name (jira_search, aws_cli, ci_get_log), a topic it concerns, the
// query or command it carried, or the verb is the tool's own ("I didn't
// query" after db_query). The general negation logic of checkUse needs a
// tool-family verb; these verbs (open, touch, query, 查, 跑) name no
// family, so their object alone decides what is denied. A denial whose
// object names no ok call ("I didn't run the migration") is true and
// left alone; so is one scoped against what ran ("I didn't check the
// staging logs, only prod").
func (c *check) deniesObject(in *info) bool {
	if in.question {
		return false
	}
	h := c.clearHit(in, kindDenyVerb)
	all := false
	if h == nil {
		if h = c.clearHit(in, kindDenyRunAll); h == nil {
			return false
		}
		all = true
	}
	// "没有查到", "没看到", "没看出": a verb of finding or seeing is an
	// absence claim about a result, not a denial of looking.
	// "没有查证": not verified, a caveat on a claim, not on a look-up.
	if r, _ := utf8.DecodeRuneInString(c.folded[h.end:in.end]); r == '到' || r == '出' || r == '见' || r == '見' || r == '证' || r == '實' || r == '实' || r == '證' {
		return false
	}
	// "I haven't run `alembic upgrade head`": a command in a code span
	// is what is denied, and checkUse holds it to the commands that ran.
	if c.codeCommand(in) != "" {
		return false
	}
	// "If I didn't check …", "Let me …": a hedge before the verb makes it
	// no report. (The verb is a negated past: a hedge after it is about
	// something else, "… so this is general advice".)
	for _, hs := range in.hedges {
		if hs.end <= h.start {
			return false
		}
	}
	if c.scopedDenial(in) || in.memory || c.deniesUngivenTarget(in, h.span) {
		return false
	}
	for _, f := range c.rep.Findings[max(0, len(c.rep.Findings)-16):] {
		if f.Type == DeniedCall && f.Start >= in.start && f.Start < in.end {
			return false
		}
	}
	ci := c.deniedObjectCall(in, *h, all)
	if ci < 0 {
		return false
	}
	c.add(c.callFinding(DeniedCall, h.span, ci,
		fmt.Sprintf("reply denies doing what %s did, but that call succeeded in this turn", c.calls[ci].Tool)))
	return true
}

// scopeWords limit a denial to what did not run: "I didn't check the
// older logs, only today's", "solo", "只", "だけ", "सिर्फ़".
var scopeWords = []string{"only", "just", "beyond", "except", "other", "solo", "sólo", "salvo", "más allá", "otro", "otra",
	"只", "仅", "其他", "别的", "以外", "だけ", "のみ", "他の", "までは", "सिर्फ़", "सिर्फ", "केवल", "अलावा", "दूसरे", "अन्य"}

func (c *check) scopedDenial(in *info) bool {
	return fdScoped(c.folded[in.start:in.end])
}

// objWords name the query or command a call carried.
var queryObjWords = []string{"query", "queries", "sql", "consulta", "consultas", "查询", "sql", "クエリ", "クエリー", "क्वेरी"}
var commandObjWords = []string{"command", "commands", "comando", "comandos", "命令", "コマンド", "कमांड", "script", "script"}

// deniedObjectCall returns the ok call the object of a denial verb names,
// or -1. The object lies in the clause within 160 bytes of the verb.
func (c *check) deniedObjectCall(in *info, h hit, all bool) int {
	lo, hi := max(in.start, h.start-160), min(in.end, h.end+160)
	// A colon or semicolon after the verb opens a statement of its own:
	// "No me ha hecho falta consultar la base de datos: es la cifra del
	// informe semanal" names the report as the source, not as the object.
	if i := strings.IndexAny(c.folded[h.end:hi], ":;：；"); i >= 0 {
		hi = h.end + i
	}
	win := c.folded[lo:hi]
	// A file, host, ticker or city of the call's arguments.
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, a := range c.calls[ci].anchors {
			if wordIn(win, a) {
				return ci
			}
		}
	}
	// A content word of a tool's name: "jira", "aws", "ci logs".
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, f := range c.calls[ci].families {
			if !isTopic(f) || strings.HasPrefix(f, "tool:") || len(f) < 2 {
				continue
			}
			if wordIn(win, f) || wordIn(win, f+"s") {
				return ci
			}
		}
	}
	// A topic noun an ok call concerns ("मौसम", "inbox"), or a tool verb
	// in the object ("a live fare search") of a family that ran.
	for _, u := range in.uses {
		if u.start < lo || u.end > hi || u.start < h.end && u.end > h.start {
			continue
		}
		f := u.t.family
		ok := u.t.kind == kindWeak && isTopic(f) && c.relevant(f) ||
			u.t.kind == kindUse && u.start >= h.end && (f == famSearch || f == famFetch || f == famList)
		if !ok {
			continue
		}
		if calls := c.okCalls(f); len(calls) > 0 && !c.failed(f) {
			return calls[0]
		}
	}
	// "我没有跑测试", "I didn't run the tests" after `go test` ran: the
	// tests are what a test command runs.
	if ci := c.testObjectCall(win); ci >= 0 {
		return ci
	}
	text := c.folded[h.start:h.end]
	// The verb is the tool's own: "I didn't query" after db_query.
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		t := strings.ToLower(c.calls[ci].Tool)
		if strings.Contains(text, "quer") && strings.Contains(t, "query") || strings.Contains(text, "search") && strings.Contains(t, "search") {
			return ci
		}
	}
	// The query or command the call carried: "no he lanzado ninguna
	// consulta", "मैंने कोई query नहीं चलाई", "nothing was executed".
	query, command := all, all
	for _, w := range queryObjWords {
		query = query || containsWord(win, w)
	}
	for _, w := range commandObjWords {
		command = command || containsWord(win, w)
	}
	if !query && !command {
		return -1
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		a := strings.ToLower(c.calls[ci].Args)
		if query && (strings.Contains(a, `"sql"`) || strings.Contains(a, `"query"`) || strings.Contains(a, `"statement"`)) {
			return ci
		}
		if command && (contains(c.calls[ci].families, famShell) || strings.Contains(a, `"cmd"`) || strings.Contains(a, `"command"`) || strings.Contains(a, `"script"`)) {
			return ci
		}
	}
	return -1
}

// containsWord is wordIn for Latin words and a substring test for
// others (CJK and Devanagari have no spaces to bound a word).
func containsWord(s, w string) bool {
	if w[0] < 0x80 {
		return wordIn(s, w)
	}
	return strings.Contains(s, w)
}

// negatesDenyVerb reports whether the clause's absence phrase is the
// negation inside a negated verb of looking ("没有查", "no he abierto"):
// the clause denies looking, it says nothing of a result.
func (c *check) negatesDenyVerb(in *info) bool {
	h := c.clearHit(in, kindDenyVerb)
	if h == nil {
		return false
	}
	// "没有查到重复记录", "没查出": a resultative complement makes the
	// verb "find", and the clause says what the look-up did not find.
	if zhResultative(c.folded[h.end:]) {
		return false
	}
	a := in.absence.span
	return a.start >= h.start && a.start < h.end
}
