package verify

import (
	"strings"
	"unicode/utf8"
)

// This file holds rules about how replies mention tools without claiming
// to have used them, deny acts that truly did not happen, and negate
// acts rather than results. Every window here is bounded (a few dozen
// bytes around a hit, or the hit's sub-clause), so the cost stays linear
// in the reply.

// statesNoAct reports whether a tool or action verb at sp, not negated,
// states no act of the speaker:
//
//   - an English passive in a time clause ("in the 51 minutes since it
//     was created", "when it was deployed"): the event dates something
//     else, and its agent is not the speaker;
//   - an English participle dated by a clock time ("an incident posted at
//     14:06 UTC") with no first-person subject: it describes an item of a
//     result, as a participle dated by a day already does (notSpeakerAct);
//   - a verb that is the object of a permission or an access ("rechazaste
//     el permiso para buscar", "permission to search", "चलाने की
//     permission"): what the permission was for, not what was done;
//   - a Japanese or Chinese noun of running that a capability governs
//     ("GILなしでの実行をサポート", "支持…运行"): what a product can do;
//   - Japanese 消す with a light or a device as its object ("電気は消しま
//     した"): it means switching off, not deleting, and an ok call that
//     switched something off backs it (see switchedOff).
func (c *check) statesNoAct(in *info, sp span) bool {
	t := c.folded[sp.start:sp.end]
	r, _ := utf8.DecodeRuneInString(t)
	switch {
	case r < 0x80:
		before := c.folded[max(in.start, sp.start-40):sp.start]
		if strings.HasSuffix(t, "ed") && !strings.Contains(t, " ") {
			// "since it was created": a time conjunction, a subject and
			// a form of "be" right before the participle.
			for _, be := range []string{" was ", " were ", " been "} {
				if !strings.HasSuffix(before, be) {
					continue
				}
				head := before[:len(before)-len(be)]
				if i := strings.LastIndexByte(head, ' '); i >= 0 {
					head = head[:i+1]
				}
				for _, conj := range []string{"since ", "when ", "after ", "before ", "until ", "once "} {
					if strings.HasSuffix(head, " "+conj) || head == conj {
						return true
					}
				}
			}
			// "posted at 14:06 UTC": a clock time dates the participle.
			rest := c.folded[sp.end:min(in.end, sp.end+12)]
			if strings.HasPrefix(rest, " at ") && clockAhead(rest[len(" at "):]) {
				b := strings.TrimRight(before, " ")
				return !strings.HasSuffix(b, " i") && b != "i" && !strings.HasSuffix(b, " we") && !strings.HasSuffix(b, "i've") && !strings.HasSuffix(b, "we've")
			}
		}
		for _, p := range []string{"permission to ", "permiso para ", "permiso de ", "acceso para ", "access to ", "permission for "} {
			if strings.HasSuffix(before, p) {
				return true
			}
		}
	case r >= 0x0900 && r <= 0x097f:
		after := c.folded[sp.end:min(in.end, sp.end+40)]
		for _, p := range []string{" की permission", " की अनुमति", " का access", " की इजाज़त", " की इजाजत"} {
			if strings.HasPrefix(after, p) {
				return true
			}
		}
	case r >= 0x3040 && r <= 0x30ff || r >= 0x4e00 && r <= 0x9fff:
		after := c.folded[sp.end:min(len(c.folded), sp.end+18)]
		for _, p := range []string{"をサポート", "に対応", "が可能", "を可能に", "ができる", "を許可"} {
			if strings.HasPrefix(after, p) {
				return true
			}
		}
		if strings.HasPrefix(t, "消") && c.switchedOff(in, sp) {
			return true
		}
	}
	return false
}

// clockAhead reports whether s starts with a clock time: "14:06", "2:04".
func clockAhead(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i >= 1 && i <= 2 && i+2 < len(s) && s[i] == ':' && s[i+1] >= '0' && s[i+1] <= '5' && s[i+2] >= '0' && s[i+2] <= '9'
}

// runStopObjects are objects of a run verb that name no particular program:
// pronouns, quantifiers, articles and the generic nouns of running.
var runStopObjects = []string{"it", "that", "this", "them", "these", "those", "anything", "everything", "nothing", "any", "all",
	"the", "a", "an", "yet", "again", "myself", "either", "one", "command", "commands", "script", "scripts", "code", "tool", "tools",
	"query", "queries", "check", "checks", "step", "steps", "job", "jobs", "task", "tasks", "build", "fix", "fixes", "change", "changes",
	"el", "la", "los", "las", "lo", "un", "una", "nada", "ningún", "ninguna", "comando", "comandos", "consulta", "todavía", "aún"}

// trueRunDenial reports whether a negated verb of running is true because
// its object is something no ok call ran:
//
//   - the tests ("no he ejecutado los tests", "还没跑测试", "I haven't run
//     the tests") when no call ran a test command: running `git log` is
//     not running tests;
//   - a program named by a bare word ("I haven't run mypy or the linter")
//     that no ok call's tool or arguments hold;
//   - a pronoun ("No lo corrí", "I haven't run it") standing for the
//     command in a code span just before, in the same paragraph, that no
//     ok call ran: the reply suggested it and says it did not run it.
//
// An act named in the object (deploy, restart…) is left to the checks of
// performed actions.
func (c *check) trueRunDenial(in *info, u hit) bool {
	if u.t.family != famShell {
		return false
	}
	lo, hi := c.subClause(in, u.span)
	if len(actionsNamed(c.folded[lo:hi])) > 0 {
		return false
	}
	if c.testObjectCall(c.folded[lo:hi]) < 0 {
		for _, w := range testNouns {
			if containsWord(c.folded[lo:hi], w) {
				return true
			}
		}
	}
	// The word after the verb (after an article): its object in English
	// and Spanish.
	rest := strings.TrimLeft(c.folded[u.end:hi], " *_")
	for _, a := range []string{"the ", "los ", "las ", "el ", "la ", "any ", "a "} {
		rest = strings.TrimPrefix(rest, a)
	}
	w := rest
	if i := strings.IndexFunc(rest, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') }); i >= 0 {
		w = rest[:i]
	}
	if r, _ := utf8.DecodeRuneInString(rest[len(w):]); r >= 0x80 && isWordRune(r) {
		w = "" // "todavía": the word goes on in letters this scan does not take
	}
	if len(w) >= 3 && w[0] >= 'a' && w[0] <= 'z' && !contains(runStopObjects, w) && !strings.Contains(w, "test") && !c.ranCommand(w) {
		return true
	}
	// A pronoun object: Spanish clitics before the verb, English after.
	before := c.folded[max(in.start, u.start-4):u.start]
	pron := strings.HasSuffix(before, "lo ") || strings.HasSuffix(before, "la ") || w == "it" || w == "that" || w == "this"
	if !pron {
		return false
	}
	start := max(0, u.start-300)
	win := c.masked[start:u.start]
	if i := strings.LastIndex(win, "\n\n"); i >= 0 {
		win = win[i+2:]
	}
	spans := delimited(win, "`")
	if len(spans) == 0 {
		return false
	}
	cs := spans[len(spans)-1]
	code := win[cs.start:cs.end]
	name := commandName(code)
	if name == "" {
		return false
	}
	if c.ranCommand(name) {
		if sub := subcommand(code); sub == "" || c.ranSubcommand(name, sub) {
			return false
		}
	}
	return true
}

// noEmptyClaim reports whether a clause's absence phrase is no claim that
// a result was empty:
//
//   - Chinese A-not-A ("有没有用到", whether it is used): a question, not
//     a negation;
//   - a difference that is nil ("ゲーム差なし", "no difference", "sin
//     diferencia", "没有差距", "कोई अंतर नहीं"): a value derived by
//     comparing two items, which the value checks hold to the result;
//   - a label opening a list item ("**Zero interest:**"): it names the
//     case the item discusses and asserts nothing.
func (c *check) noEmptyClaim(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	if strings.HasPrefix(a.t.text, "没") && strings.HasSuffix(c.folded[max(in.start, a.start-3):a.start], "有") {
		return true
	}
	before := strings.TrimRight(c.folded[max(in.start, a.start-24):a.start], " *")
	// "失敗はしていません", "何もしていません": a verbal noun under は/も
	// and a negated する denies an act (it did not fail), not a result's
	// content.
	if strings.HasPrefix(a.t.text, "いません") && (strings.HasSuffix(before, "はして") || strings.HasSuffix(before, "もして")) {
		return true
	}
	after := strings.TrimLeft(c.folded[a.end:min(in.end, a.end+24)], " *")
	for _, d := range []string{"差", "違い", "差異", "अंतर", "फ़र्क", "फर्क"} {
		if strings.HasSuffix(before, d) || strings.HasSuffix(before, d+"は") || strings.HasSuffix(before, d+"が") {
			return true
		}
	}
	for _, d := range []string{"difference", "gap", "diferencia", "差距", "差别", "差別", "区别", "區別", "差异", "差異", "अंतर", "फ़र्क", "फर्क"} {
		if strings.HasPrefix(after, d) {
			return true
		}
	}
	if c.filterUnmatched(in) || c.freeWindow(in) || c.nothingSevere(in) {
		return true
	}
	// "**Zero interest:**": at most two words between the quantifier and
	// a colon, with only list or emphasis marks before it on its line.
	ls, _ := c.lineAround(a.start, a.end)
	if mark := c.masked[ls:a.start]; strings.TrimSpace(mark) != "" && strings.Trim(mark, "-*•#0123456789. \t") == "" {
		if i := strings.IndexAny(after, ":："); i > 0 && strings.Count(strings.TrimSpace(after[:i]), " ") <= 1 &&
			!strings.ContainsAny(after[:i], ",.;\"“”「」") && (i+1 >= len(after) || strings.ContainsAny(after[i+1:i+2], " *\n")) {
			return true
		}
	}
	return false
}

// zhLookVerbs are Chinese verbs of looking, opening and starting that make
// a preceding 没/没有/还没 the negation of an act ("还没看 CI", "没点进去读",
// "还没开始", "没打开成功", "没有把…映射"), like the verbs of zhVerbs. Verbs of finding or
// seeing a thing (看到, 看见, 查到) stay absence claims about a result.
var zhLookVerbs = []string{"看", "點", "点", "读", "讀", "打开", "打開", "开始", "開始", "试", "試", "检查", "檢查", "确认", "確認",
	"核对", "核對", "验证", "驗證", "去", "细看", "仔细", "仔細", "查", "改", "修改", "写", "寫", "认领", "認領", "来得及", "來得及",
	// 把/将 bring the object before the verb ("没有把 6379 映射到宿主机"):
	// what follows is always an act.
	"把", "将", "將"}

// zhLookNeg reports whether rest, the text after 没/没有, starts with
// one of zhLookVerbs and not with a verb of finding built on it.
func zhLookNeg(rest string) bool {
	rest = strings.TrimLeft(rest, " *")
	for _, p := range []string{"看到", "看见", "看見", "看出", "查到", "查出", "读到", "讀到"} {
		if strings.HasPrefix(rest, p) {
			return false
		}
	}
	for _, v := range zhLookVerbs {
		if strings.HasPrefix(rest, v) {
			return true
		}
	}
	// "密码没有设置", "6379 没有映射到宿主机": a setting not made is a
	// state of the configuration read, not a list found empty; "没有配置
	// 文件" (no config file) has the verb as a noun's modifier.
	for _, v := range []string{"设置", "設置", "配置", "映射", "开启", "開啟", "启用", "啟用", "暴露", "设密码", "加密"} {
		if strings.HasPrefix(rest, v) {
			after := rest[len(v):]
			return !strings.HasPrefix(after, "文件") && !strings.HasPrefix(after, "檔") && !strings.HasPrefix(after, "项") &&
				!strings.HasPrefix(after, "項") && !strings.HasPrefix(after, "的")
		}
	}
	return false
}

// deniesUnreadFileUnlinked reports whether a negated verb of opening or reading
// ("No he abierto `ventas_detalle.csv`") denies reading a named file that
// no ok read call read (see deniesUnreadFile). A listing or a search that
// shows the file's name did not open it, so the denial is true. A line
// with a link is left to the checks of fetched links: a host is no file.
func (c *check) deniesUnreadFileUnlinked(h hit) bool {
	ls, le := c.lineAround(h.start, h.end)
	if strings.Contains(c.masked[ls:le], "://") {
		return false
	}
	return c.deniesUnreadFile(h)
}

// filterUnmatched reports whether an English or Spanish absence names a
// filter by a status or identifier in CamelCase ("no pods in
// CrashLoopBackOff", "ningún pod en CrashLoopBackOff", "no jobs with
// RetryLimitExceeded") that no ok call's result or arguments hold: the
// results list items, but none in that state, so "none" is true. Such
// words are printed verbatim by the tools that report them, so a result
// that had one would hold it.
func (c *check) filterUnmatched(in *info) bool {
	a := in.absence
	hi := min(in.end, a.end+80)
	s := c.masked[a.end:hi]
	for _, p := range []string{" in ", " en ", " with ", " con ", " in state ", " en estado "} {
		i := strings.Index(s, p)
		if i < 0 || i > 40 {
			continue
		}
		st := i + len(p)
		en := st
		camel := false
		for en < len(s) && (isLetterByte(s[en]) || s[en] >= '0' && s[en] <= '9') {
			if en > st && s[en] >= 'A' && s[en] <= 'Z' && s[en-1] >= 'a' && s[en-1] <= 'z' {
				camel = true
			}
			en++
		}
		if !camel || en-st < 6 {
			continue
		}
		tok := c.folded[a.end+st : a.end+en]
		seen := false
		for ci := range c.calls {
			call := &c.calls[ci]
			if !call.ok {
				continue
			}
			if strings.Contains(call.folded, tok) || indexFoldASCII(call.Args, tok) {
				return false
			}
			seen = true
		}
		return seen
	}
	return false
}

// windowClock is a clock time read from a reply or a result, in minutes after
// midnight; unit says it was marked as a time (":MM", 点, 時, बजे, am/pm).
type windowClock struct {
	min, start, end int
	unit, pm        bool
}

// readWindowClock reads a clock time at s[i:], a digit not preceded by one.
func readWindowClock(s string, i int) (windowClock, bool) {
	j := i
	for j < len(s) && j-i < 3 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == i || j-i > 2 || j < len(s) && s[j] >= '0' && s[j] <= '9' {
		return windowClock{}, false
	}
	h := int(s[i] - '0')
	if j-i == 2 {
		h = h*10 + int(s[i+1]-'0')
	}
	if h > 24 {
		return windowClock{}, false
	}
	t := windowClock{min: h * 60, start: i, end: j}
	if j+2 < len(s) && s[j] == ':' && s[j+1] >= '0' && s[j+1] <= '5' && s[j+2] >= '0' && s[j+2] <= '9' {
		t.min += int(s[j+1]-'0')*10 + int(s[j+2]-'0')
		t.end, t.unit = j+3, true
	}
	rest := strings.TrimLeft(s[t.end:], " ")
	switch {
	case strings.HasPrefix(rest, "pm") || strings.HasPrefix(rest, "p.m."):
		t.unit, t.pm = true, true
	case strings.HasPrefix(rest, "am") || strings.HasPrefix(rest, "a.m.") || strings.HasPrefix(rest, "点") ||
		strings.HasPrefix(rest, "點") || strings.HasPrefix(rest, "時") || strings.HasPrefix(rest, "बजे") || strings.HasPrefix(rest, "h "):
		t.unit = true
	}
	if t.pm && h < 12 {
		t.min += 12 * 60
	}
	return t, true
}

// windowRangeLinks join the two ends of a time range, once spaces, units and
// articles are cut away: "1:30 से 4 बजे", "12 点到 2 点", "from 1pm to
// 3pm", "de 13:00 a 14:00", "10時から12時まで", "14:00–15:00".
var windowRangeLinks = []string{"से", "到", "至", "to", "and", "a", "y", "-", "–", "〜", "~", "から", "a las", "y las", "hasta", "hasta las"}

// freeWindow reports whether the clause scopes its absence to a window
// of time ("1:30 से 4 बजे तक कुछ नहीं है", "12 点到 2 点之间是空的",
// "nothing between 1pm and 3pm") that no timed entry of an ok result
// overlaps: a day with meetings is still free in that window, so the
// absence is true. Read as a 12-hour clock, a window may be either half of
// the day; it must be free in both readings.
func (c *check) freeWindow(in *info) bool {
	s := c.folded[in.start:in.end]
	var prev windowClock
	have := false
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || i > 0 && (s[i-1] >= '0' && s[i-1] <= '9' || s[i-1] == ':' || s[i-1] == '.') {
			continue
		}
		t, ok := readWindowClock(s, i)
		if !ok {
			continue
		}
		if have && (prev.unit || t.unit) && windowRangeLink(s[prev.end:t.start]) {
			lo, hi := prev.min, t.min
			if hi <= lo {
				hi += 12 * 60
			}
			if hi <= lo || hi-lo > 12*60 {
				return false
			}
			busy := c.busyBetween(lo, hi)
			if lo < 12*60 && hi <= 12*60 && !prev.pm && !t.pm {
				busy = busy || c.busyBetween(lo+12*60, hi+12*60)
			}
			return !busy
		}
		prev, have = t, true
		i = t.end - 1
	}
	return false
}

// windowRangeLink reports whether s, the text between two times, joins them
// as a range.
func windowRangeLink(s string) bool {
	s = strings.TrimSpace(s)
	for _, u := range []string{"pm", "am", "p.m.", "a.m.", "点", "點", "時", "बजे", "h"} {
		if strings.HasPrefix(s, u) {
			s = strings.TrimSpace(s[len(u):])
			break
		}
	}
	s = strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(s, "las")), " ")
	return len(s) <= 12 && contains(windowRangeLinks, strings.TrimSpace(s))
}

// busyBetween reports whether an ok call's result holds a timed entry within
// (lo, hi): a range "HH:MM-HH:MM" overlapping it, or a single time inside
// it. A result with no clock time at all says nothing of the window, so
// it counts as busy.
func (c *check) busyBetween(lo, hi int) bool {
	timed := false
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		r := call.folded
		for i := 0; i < len(r); i++ {
			if r[i] < '0' || r[i] > '9' || i > 0 && (r[i-1] >= '0' && r[i-1] <= '9' || r[i-1] == ':') {
				continue
			}
			t, ok := readWindowClock(r, i)
			if !ok || t.end-t.start < 4 {
				continue // only "HH:MM" in results: bare numbers are counts
			}
			timed = true
			e := t.min
			if k := t.end; k+1 < len(r) && (r[k] == '-' || r[k] == '~') {
				if u, ok := readWindowClock(r, k+1); ok && u.end-u.start >= 4 {
					e, i = u.min, u.end-1
				}
			} else {
				i = t.end - 1
			}
			if e > t.min && t.min < hi && e > lo || e == t.min && t.min > lo && t.min < hi {
				return true
			}
		}
	}
	return !timed
}

// switchDevices are things 消す switches off rather than erases.
var switchDevices = []string{"電気", "ライト", "照明", "明かり", "灯り", "電源", "テレビ", "エアコン", "暖房", "冷房", "ヒーター", "火"}

// switchedOff reports whether the 消す at sp has a device for its object
// (right before it, under は, を or も) and an ok call of the turn switched
// something off: the act is that call's.
func (c *check) switchedOff(in *info, sp span) bool {
	before := c.folded[max(in.start, sp.start-24):sp.start]
	dev := false
	for _, d := range switchDevices {
		for _, p := range []string{"は", "を", "も"} {
			dev = dev || strings.HasSuffix(before, d+p)
		}
	}
	if !dev {
		return false
	}
	for ci := range c.calls {
		a := c.calls[ci].Args
		if c.calls[ci].ok && (wordIn(a, "off") || strings.Contains(a, "_off") || strings.Contains(a, "OFF")) {
			return true
		}
	}
	return false
}

// severityWords maps an adjective of severity or note after "nothing" /
// "nada" to the words a result would use for it.
var severityWords = map[string][]string{
	"breaking": {"breaking"}, "major": {"major"}, "serious": {"serious", "severe", "critical"},
	"critical": {"critical"}, "urgent": {"urgent"}, "alarming": {"alarm"}, "unusual": {"unusual", "anomal"},
	"suspicious": {"suspicious"}, "concerning": {"concern"}, "worrying": {"concern"}, "significant": {"significant"},
	"grave": {"grave", "serious", "severe", "critical"}, "importante": {"importante", "major", "important"},
	"urgente": {"urgente", "urgent"}, "crítico": {"crítico", "critical"}, "serio": {"serio", "serious", "severe"},
	"raro": {"raro", "unusual", "anomal"}, "preocupante": {"preocupante", "concern"},
}

// nothingSevere reports whether an absence is "nothing" or "nada" with an
// adjective of severity ("Nothing breaking — it's a minor release", "nada
// grave"): the result has items, and the claim is that none is of that
// kind. Like "found no errors", it is false only if a result uses that
// word; otherwise it is a judgement the result bears out.
func (c *check) nothingSevere(in *info) bool {
	a := in.absence
	if a.t.text != "nothing" && a.t.text != "nada" {
		return false
	}
	words, ok := severityWords[nextWord(c.folded[a.end:in.end])]
	if !ok {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, w := range words {
			if strings.Contains(c.calls[ci].folded, w) {
				return false
			}
		}
	}
	return true
}
