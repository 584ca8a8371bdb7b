package verify

import (
	"strings"
)

// A resource is what a statement of inability is about when it names no
// tool verb: "I can't access your notes folder", "no tengo acceso a
// internet", "I'm not able to reach external websites", "मैं आपका inbox
// नहीं देख सकता". The noun says which calls gave that access.
type resource struct {
	name  string
	nouns []string
	// has reports whether an ok or failed call is of the resource.
	has func(call *callInfo) bool
}

// resources are the things a model says it cannot reach, with the calls
// that reach them: the web (a fetch or a web search), the user's files (a
// read or a listing), their mail (a mail tool), a shell and a calendar.
var resources = []resource{
	{"the web", []string{"internet", "the web", "websites", "web sites", "web pages", "external sites", "external websites",
		"sitios web", "páginas web", "la web", "网页", "网站", "互联网", "上网", "ウェブ", "インターネット", "サイト", "वेबसाइट", "इंटरनेट"},
		func(call *callInfo) bool {
			return contains(call.families, famFetch) || containsFoldASCII(call.Tool, "web")
		}},
	{"files", []string{"your files", "your file", "file system", "filesystem", "folder", "directory", "your notes", "your machine",
		"sistema de archivos", "tus archivos", "tu archivo", "carpeta", "directorio", "tu máquina",
		"文件", "目录", "ファイル", "フォルダ", "फ़ाइल", "फाइल", "फ़ोल्डर"},
		func(call *callInfo) bool {
			return contains(call.families, famRead) || contains(call.families, famList)
		}},
	{"mail", []string{"inbox", "email", "e-mail", "mail", "correo", "bandeja de entrada", "邮件", "邮箱", "メール", "受信箱", "ईमेल", "इनबॉक्स"},
		func(call *callInfo) bool {
			return containsFoldASCII(call.Tool, "mail") || containsFoldASCII(call.Tool, "inbox")
		}},
	// "I can't run commands on your server": a shell, whatever machine it
	// names. The generic noun of commands names no particular command, so
	// a successful shell call in the same turn is what the statement
	// disowns (a refusal names the act it refuses: "I can't run the
	// migration on production").
	{"a shell", []string{"run commands", "run any commands", "execute commands",
		"ejecutar comandos", "ejecutar ningún comando", "correr comandos", "运行命令", "执行命令", "コマンドを実行", "コマンドは実行",
		"कोई कमांड", "कमांड नहीं", "कमांड्स नहीं"},
		func(call *callInfo) bool { return contains(call.families, famShell) }},
	// "我没办法直接访问你的日历", "I can't access your calendar": the
	// calendar a calendar tool reads.
	{"the calendar", []string{"your calendar", "the calendar", "tu calendario", "tu agenda",
		"日历", "日程表", "カレンダー", "कैलेंडर"},
		func(call *callInfo) bool { return containsFoldASCII(call.Tool, "calendar") }},
}

// deniesResource reports, and adds, a denied_call for a first-person
// statement of present inability whose object is a resource that an ok
// call of this turn reached, while no call of that resource failed: an
// inability to do what a receipted call did is a denial of that call.
// deniesAbility covers an inability with a tool verb ("I can't browse the
// web"); this covers the noun of access alone, which names no family the
// lexicon knows. A failed call of the resource makes the words an honest
// report, so they are left alone, as is a scoped inability ("I can't read
// files outside the project").
func (c *check) deniesResource(in *info) bool {
	if in.question || in.modal {
		return false
	}
	mark, ok := c.inabilityMark(in)
	if !ok {
		return false
	}
	for _, hs := range in.hedges {
		if hs.end <= mark.start && conditional(c.folded[hs.start:hs.end]) {
			return false
		}
	}
	// The object follows the marker ("no tengo acceso a internet") or,
	// in Japanese and Hindi, comes before it ("inbox नहीं देख सकता").
	after := c.folded[mark.end:min(in.end, mark.end+56)]
	before := c.folded[max(in.start, mark.start-32):mark.start]
	if scopedInability(after) {
		return false
	}
	for ri := range resources {
		r := &resources[ri]
		at := -1
		for _, n := range r.nouns {
			if p := nounAt(after, n); p >= 0 && !strings.ContainsAny(after[:p], ".!?。！？;；") {
				at = mark.end + p
				break
			}
			if p := nounAt(before, n); p >= 0 && !strings.ContainsAny(before[p:], ".!?。！？;；") {
				at = mark.start - len(before) + p
				break
			}
		}
		if at < 0 {
			continue
		}
		first, failed := -1, false
		for ci := range c.calls {
			call := &c.calls[ci]
			if !r.has(call) {
				continue
			}
			if !call.ok {
				failed = true
			} else if first < 0 {
				first = ci
			}
		}
		if first < 0 || failed {
			continue
		}
		// Contradiction: the reply says it cannot reach what a call with a
		// receipt reached in this turn.
		c.addRule("denial/ability-resource", BasisContradiction, c.callFinding(DeniedCall, span{min(at, mark.start), max(at, mark.end)}, first,
			"reply says it cannot reach "+r.name+", but "+c.calls[first].Tool+" succeeded in this turn"))
		return true
	}
	return false
}

var (
	inabilityMarkList1 []string
	boundaryWords      []string
)

// denialResourceLists holds the phrases of the word lists declared above (see barList).
var denialResourceLists = [...]barList{
	// The lists of inabilityMark, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&inabilityMarkList1, "सकता|सकती|सकते|पाता|पाती"},
	// boundaryWords limit an inability to what lies beyond what was reached:
	// "I can't read files outside the notes folder" says the notes folder was
	// readable.
	{&boundaryWords, "outside|fuera de|之外|以外|の外|बाहर"},
}

var _ = splitBars(denialResourceLists[:])

// inabilityMark returns the span of the clause's statement of inability:
// a kindInability term, or Hindi नहीं … सकता, which puts the verb between
// the negation and the modal ("नहीं देख सकता").
func (c *check) inabilityMark(in *info) (span, bool) {
	if h := c.clearHit(in, kindInability); h != nil {
		return h.span, true
	}
	if !c.mayHold("नहीं") {
		return span{}, false // a reply with no नहीं: no clause need be searched
	}
	s := c.folded[in.start:in.end]
	i := strings.Index(s, "नहीं")
	if i < 0 {
		return span{}, false
	}
	rest := s[i+len("नहीं") : min(len(s), i+len("नहीं")+40)]
	for _, m := range inabilityMarkList1 {
		if k := strings.Index(rest, m); k >= 0 {
			return span{in.start + i, in.start + i + len("नहीं") + k + len(m)}, true
		}
	}
	return span{}, false
}

// nounAt returns where the noun n starts in s; an ASCII noun must start a
// word ("mail" in "mailbox", not in "gmail"), or -1.
func nounAt(s, n string) int {
	if n[0] >= 0x80 {
		return indexSubstr(s, n)
	}
	return wordPrefixAt(s, n)
}

// scopedInability reports whether the text after a statement of
// inability limits it with a scope or boundary word: then it is about
// what the calls did not reach, and true.
func scopedInability(after string) bool {
	if scopeLimitsDenial(after) {
		return true
	}
	for _, w := range boundaryWords {
		if p := nounAt(after, w); p >= 0 {
			return true
		}
	}
	return false
}
