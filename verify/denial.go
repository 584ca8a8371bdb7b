package verify

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// deniesAbility reports, and adds, a denied_call for a first-person
// statement of present inability ("I can't browse the web", "No tengo
// acceso a tu correo", "मैं आपकी फ़ाइलें नहीं खोल सकता") about a tool
// family whose call succeeded in this turn while none of its calls
// failed: the reply disowns a result it had. A failed call of the family
// makes the same words an honest report, so they are left alone; so is a
// verb of finding ("I can't find any TODOs"), which is an absence claim.
func (c *check) deniesAbility(in *info) bool {
	if in.question {
		return false
	}
	h := c.clearHit(in, kindInability)
	var mark span
	after := true // the verb follows the marker
	access := false
	switch {
	case h != nil:
		mark = h.span
		access = strings.Contains(h.t.text, "acce") || strings.Contains(h.t.text, "权限") || strings.Contains(h.t.text, "アクセス") ||
			strings.Contains(h.t.text, "एक्सेस") || strings.Contains(h.t.text, "पहुँच")
		after = h.t.text[0] < 0x80 && !strings.HasSuffix(h.t.text, "ません")
	default:
		// Hindi puts the verb between नहीं and सकता: "नहीं खोल सकता".
		s := c.folded[in.start:in.end]
		i := strings.Index(s, "नहीं")
		if i < 0 {
			return false
		}
		rest := s[i+len("नहीं"):]
		j := -1
		for _, m := range []string{"सकता", "सकती", "सकते", "पाता", "पाती"} {
			if k := strings.Index(rest, m); k >= 0 && k <= 40 && (j < 0 || k < j) {
				j = k
			}
		}
		if j < 0 {
			return false
		}
		mark = span{in.start + i, in.start + i + len("नहीं") + j}
	}
	// "If the page is down I can't open it": a condition, not a claim.
	for _, hs := range in.hedges {
		if hs.end <= mark.start && conditional(c.folded[hs.start:hs.end]) {
			return false
		}
	}
	for _, u := range in.uses {
		if findVerb(u.t.text) || !c.relevant(u.t.family) {
			continue
		}
		near := false
		switch {
		case h == nil:
			near = u.start >= mark.start && u.end <= mark.end+len("सकता")
		case after:
			near = u.start >= mark.end && u.start-mark.end <= 40
		default:
			near = u.end <= mark.start && mark.start-u.end <= 12
		}
		// A noun alone ("tu correo") is what the inability is about only
		// after a phrase of access: "no tengo acceso a tu correo".
		if !near || u.t.kind == kindWeak && !access {
			continue
		}
		f := u.t.family
		if f == famRead {
			f = famReadAny
		}
		// "I can't run that in production", "I can't write to main": a
		// refusal to act is policy, not a denial of what was looked up.
		if f == famShell || f == famWrite {
			continue
		}
		calls := c.okCalls(f)
		if len(calls) == 0 || c.failed(f) || c.anyFailed() {
			continue
		}
		c.add(c.callFinding(DeniedCall, u.span, calls[0],
			fmt.Sprintf("reply says it cannot use %s, but %s succeeded in this turn", describe(f), c.calls[calls[0]].Tool)))
		return true
	}
	return false
}

// anyFailed reports whether some call of the turn did not succeed: then
// a statement of inability may be about it.
func (c *check) anyFailed() bool {
	for ci := range c.calls {
		if !c.calls[ci].ok {
			return true
		}
	}
	return false
}

// unemphasizeBytes blanks the underscores of Markdown emphasis ("_No tools
// were used for this answer._") so that the words inside are matched: an
// underscore is a word character, and the matcher finds no term inside a
// word. Only a single underscore that opens after a non-word character
// and closes, on the same line, before one is blanked; code spans and
// fences are left alone, and the text keeps its length.
func unemphasizeBytes(b []byte) {
	fence := false
	for lo := 0; lo < len(b); {
		hi := len(b)
		if k := bytes.IndexByte(b[lo:], '\n'); k >= 0 {
			hi = lo + k
		}
		if bytes.HasPrefix(bytes.TrimLeft(b[lo:hi], " "), []byte("```")) {
			fence = !fence
		} else if !fence && bytes.IndexByte(b[lo:hi], '_') >= 0 {
			// Only an underscore is ever blanked: most lines have none.
			emphasizeLine(b[lo:hi])
		}
		lo = hi + 1
	}
}

func emphasizeLine(b []byte) {
	word := func(i int) bool { return i >= 0 && i < len(b) && (isASCIIWord(b[i]) || b[i] >= 0x80) }
	code := false
	open := -1
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '`':
			code = !code
			open = -1
		case code || b[i] != '_' || i > 0 && b[i-1] == '_' || i+1 < len(b) && b[i+1] == '_':
		case open < 0 && !word(i-1) && i+1 < len(b) && b[i+1] != ' ' && b[i+1] != '/' && (i == 0 || b[i-1] != '/'):
			open = i
		case open >= 0 && !word(i+1) && b[i-1] != ' ':
			b[open], b[i] = ' ', ' '
			open = -1
		}
	}
}

// placeWords open the place a negative quantifier is about: "nothing on
// your calendar", "nada en tu agenda", "nothing in the inbox".
var placeWords = []string{"on", "in", "at", "en", "dentro de"}

// placeOfNone reports whether use u (a tool's name or noun, no verb) is
// the place after a negative quantifier ("there's nothing on your
// calendar", "no hay nada en tu calendario"): the clause says what the
// result held, it denies no call.
func (c *check) placeOfNone(in *info, u hit) bool {
	if !strings.HasPrefix(u.t.family, "tool:") && isBuiltinFamily(u.t.family) || findVerb(u.t.text) {
		return false
	}
	for _, h := range in.hits {
		if h.t.kind != kindNone || h.end > u.start || u.start-h.end > 24 {
			continue
		}
		if c.placeBetween(c.folded[h.end:u.start]) {
			return true
		}
	}
	return false
}

// placeBetween reports whether s is a preposition of place with an
// optional determiner: " on your ", " en el ".
func (c *check) placeBetween(s string) bool {
	w := strings.Fields(s)
	if len(w) == 0 || len(w) > 2 || !contains(placeWords, w[0]) {
		return false
	}
	return len(w) == 1 || contains([]string{"your", "the", "my", "tu", "su", "el", "la", "mi", "tus", "sus"}, w[1])
}

// objectNamesCall reports whether a word after a negated look-up verb
// names an ok call's tool: "I didn't look up a live rate" after
// get_exchange_rate, "no consulté el stock" after get_stock.
func (c *check) objectNamesCall(in *info) bool {
	var verb *hit
	for i, u := range in.uses {
		if in.negated[i] && u.t.family == famCheck {
			verb = &in.uses[i]
			break
		}
	}
	if verb == nil {
		return false
	}
	if c.pronounLookup(in, *verb) {
		return true
	}
	words := strings.FieldsFunc(c.folded[verb.end:in.end], func(r rune) bool { return !isWordRune(r) })
	if len(words) > 5 {
		words = words[:5]
	}
	for _, w := range words {
		w = strings.TrimSuffix(w, "s")
		if len(w) < 3 {
			continue
		}
		for ci := range c.calls {
			if !c.calls[ci].ok {
				continue
			}
			for _, f := range c.calls[ci].families {
				if f == w && isTopic(f) {
					return true
				}
			}
		}
	}
	return false
}

// execObjects are objects of a run verb that name what a call carried:
// a pronoun for it, or the query or command itself.
var execObjects = []string{"it", "this", "that", "the query", "this query", "that query", "the sql", "the command", "this command",
	"la consulta", "esta consulta", "el comando", "lo", "la", "este comando"}

// executedObject returns the ok call a negated run verb denies when no
// shell call ran: one whose arguments carry a query, command or script
// ("sql", "query", "cmd", "command", "script"), when the verb's object
// is a pronoun or names the query or command; else -1.
func (c *check) executedObject(in *info, u hit) int {
	rest := strings.TrimLeft(c.folded[u.end:in.end], " `*_")
	before := strings.TrimRight(c.folded[max(in.start, u.start-4):u.start], " ")
	obj := strings.HasSuffix(before, " lo") || strings.HasSuffix(before, " la") // "no la he ejecutado"
	for _, o := range execObjects {
		obj = obj || strings.HasPrefix(rest, o) && (len(rest) == len(o) || !isWordRune(rune(rest[len(o)])))
	}
	if !obj {
		return -1
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		a := strings.ToLower(c.calls[ci].Args)
		for _, k := range []string{`"sql"`, `"query"`, `"cmd"`, `"command"`, `"script"`, `"statement"`} {
			if strings.Contains(a, k) {
				return ci
			}
		}
	}
	return -1
}

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

// deniesUnopenedLink reports whether a negated verb of opening or reading
// sits on a line that names a link no ok call fetched: "[LITRG](https://…)
// (from the search results; I didn't open it)". The denial is about that
// source, and is true whatever else was fetched or searched.
func (c *check) deniesUnopenedLink(u hit) bool {
	ls, le := c.lineAround(u.start, u.end)
	line := c.masked[ls:le]
	found := false
	for i := 0; ; {
		j := strings.Index(line[i:], "http")
		if j < 0 {
			break
		}
		st := i + j
		en := st
		for en < len(line) && line[en] > ' ' && line[en] != ')' && line[en] != ']' && line[en] != '>' {
			en++
		}
		url := strings.TrimRight(line[st:en], ".,;")
		if !strings.HasPrefix(url, "http://") && !strings.HasPrefix(url, "https://") {
			i = en + 1
			continue
		}
		found = true
		for ci := range c.calls {
			call := &c.calls[ci]
			if call.ok && !contains(call.families, famSearch) && strings.Contains(call.Args, url) {
				return false // this link was fetched: the denial is false
			}
		}
		i = en
		if i >= len(line) {
			break
		}
	}
	return found
}

// actionNouns name an act of changing a system, by class, as the object
// of a negated "run": "デプロイは実行していません", "no ejecuté el
// despliegue", "没有执行部署", "deploy नहीं चलाया".
var actionNouns = map[string][]string{
	actDeploy:  {"deploy", "デプロイ", "部署", "上线", "डिप्लॉय", "despliegue", "desplegar"},
	actRestart: {"restart", "再起動", "重启", "रीस्टार्ट", "reinicio", "reiniciar"},
	actDelete:  {"削除", "删除", "डिलीट", "borrar", "eliminar"},
	actPush:    {"push", "プッシュ", "推送", "पुश"},
	actInstall: {"install", "インストール", "安装", "इंस्टॉल", "instalar"},
	actScale:   {"扩容", "スケール", "स्केल", "escalado"},
}

// deniesUnperformedAction reports whether a negated verb of running has an
// action as its object (see actionNouns) that no ok call performed: read-only
// commands ran, and the reply truthfully says the deploy was not run.
func (c *check) deniesUnperformedAction(in *info, u hit) bool {
	// Only the verb's own part of the clause holds its object: "我没有
	// 在服务器上执行任何命令，这是根据…部署规范判断的" names a deploy
	// after the comma, as a source, not as what was not run.
	lo, hi := c.subClause(in, u.span)
	clause := c.folded[lo:hi]
	named := false
	for class, nouns := range actionNouns {
		here := false
		for _, n := range nouns {
			here = here || strings.Contains(clause, n)
		}
		if !here {
			continue
		}
		named = true
		for ci := range c.calls {
			if c.calls[ci].ok && contains(c.calls[ci].actions, class) {
				return false // a named act was performed: the denial is false
			}
		}
	}
	return named
}

// performedActionCall returns the ok call that performed an act the
// negated run verb u has for its object in its own part of the clause
// ("我还没有执行扩容操作" after kubectl scale ran), or -1.
func (c *check) performedActionCall(in *info, u hit) int {
	lo, hi := c.subClause(in, u.span)
	clause := c.folded[lo:hi]
	for class, nouns := range actionNouns {
		here := false
		for _, n := range nouns {
			here = here || strings.Contains(clause, n)
		}
		if !here {
			continue
		}
		for ci := range c.calls {
			if c.calls[ci].ok && contains(c.calls[ci].actions, class) && !readOnlyCall(c.calls[ci].Args) {
				return ci
			}
		}
	}
	return -1
}

// readOnlyVerbs read a resource whose kind may be an action word:
// `kubectl get deploy web` reads a deployment and deploys nothing.
var readOnlyVerbs = []string{"get", "describe", "show", "list", "status", "logs", "log", "inspect", "view", "history"}

func readOnlyCall(args string) bool {
	a := strings.ToLower(args)
	for _, v := range readOnlyVerbs {
		if wordIn(a, v) {
			return true
		}
	}
	return false
}

// coordinators join two main clauses, each with its own verb: "I can't
// reach your bank, and I used no tool", "no puedo entrar y no he usado
// ninguna herramienta", "मैं नहीं पहुँच सकता और मैंने कोई टूल इस्तेमाल
// नहीं किया". A hedge or modal of the first clause ("can", "सकता")
// qualifies its own verb, not the second clause's denial.
var coordinators = []string{" and i ", " and we ", ", and ", " y no ", " y yo ", " और मैंने ", " और मैं ", " और हमने ", "，而且", "，并且", "，也"}

// coordinated reports whether folded text between two offsets (a hedge's
// end and a later denial's start, in one clause) holds a coordinator that
// starts a new main clause. The gap is short: a clause.
func (c *check) coordinated(from, to int) bool {
	if to-from > 200 || from >= to {
		return false
	}
	gap := c.folded[from:to]
	for _, w := range coordinators {
		if strings.Contains(gap, w) {
			return true
		}
	}
	return false
}

// deniesUnranCommand reports whether a negated run verb ("I haven't run
// it", "没有执行", "実行していません") stands in a sentence whose only
// commands, named in code spans before it, are ones no ok call ran: "A
// `docker system prune -a` would free most of it, but … — I haven't run
// it." The denial is about the suggested command, and true.
func (c *check) deniesUnranCommand(in *info, v span) bool {
	lo := max(0, v.start-200)
	win := c.masked[lo:v.start]
	if i := strings.LastIndexAny(win, "\n。!?！？"); i >= 0 {
		win = win[i+1:]
	}
	if i := strings.LastIndex(win, ". "); i >= 0 {
		win = win[i+2:]
	}
	if strings.IndexByte(win, '`') < 0 {
		return false
	}
	named := false
	for _, cs := range delimited(win, "`") {
		code := win[cs.start:cs.end]
		name := commandName(code)
		if name == "" {
			continue
		}
		if c.ranCommand(name) {
			if sub := subcommand(code); sub == "" || c.ranSubcommand(name, sub) {
				return false // a command that did run: the denial may be false
			}
		}
		named = true
	}
	return named
}

// disclaimers are stock "for reference only" phrases. Their "only" (仅,
// solo, だけ) limits how far the reader should trust the answer, not what
// the speaker did: "并没有实时查询，仅供参考" denies the look-up in full.
var disclaimers = []string{"仅供参考", "僅供參考", "只供参考", "for reference only", "solo como referencia", "solo de referencia",
	"参考程度", "参考までに", "केवल जानकारी के लिए", "सिर्फ़ जानकारी के लिए"}

// stripDisclaimers returns s without its disclaimers (a copy only when
// one is there).
func stripDisclaimers(s string) string {
	for _, d := range disclaimers {
		if strings.Contains(s, d) {
			s = strings.ReplaceAll(s, d, " ")
		}
	}
	return s
}
