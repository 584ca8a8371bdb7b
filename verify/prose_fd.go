package verify

import (
	"strings"
	"unicode/utf8"
)

// sourceAfterScope are what a scope word qualifies when it limits where
// an answer came from rather than what was looked at: "仅供参考" (for
// reference only), "只是根据你之前告诉我的" (only based on what you told
// me), "it's just a guess", "सिर्फ़ अंदाज़ा है".
var sourceAfterScope = []string{"根据", "基于", "参考", "推测", "估计", "猜测", "凭印象", "一般", "常识", "经验", "based on", "guess", "estimate",
	"general", "típico", "lo habitual", "आम तौर",
	"from memory", "basado en", "basada en", "según", "estimación", "suposición", "de memoria", "सुझाव", "अंदाज़ा",
	"अंदाजा", "अनुमान", "के आधार", "推測", "目安", "記憶"}

// sourceScopeLinks may stand between the scope word and what it
// qualifies: a copula, "供" (for), an article.
var sourceScopeLinks = []string{"是", "供", "a ", "an ", "un ", "una ", "है", "एक "}

// fdScoped reports whether a clause limits its denial with a scope word
// ("I didn't check the older logs, only today's"). A scope word that
// qualifies the answer's source ("这些只是根据你之前告诉我的情况整理的")
// limits nothing that was looked at: the denial stays whole.
func fdScoped(s string) bool {
	for _, w := range scopeWords {
		for i := 0; i < len(s); {
			j := strings.Index(s[i:], w)
			if j < 0 {
				break
			}
			at := i + j
			i = at + len(w)
			if w[0] < 0x80 && !wordIn(s[max(0, at-1):min(len(s), i+1)], w) {
				continue
			}
			if !sourceScope(s[i:]) {
				return true
			}
		}
	}
	return false
}

// sourceScope reports whether rest, the text after a scope word, names a
// source or a guess.
func sourceScope(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	for _, l := range sourceScopeLinks {
		if strings.HasPrefix(rest, l) {
			rest = strings.TrimLeft(rest[len(l):], " ")
			break
		}
	}
	for _, p := range sourceAfterScope {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// fdSuggestNoun reports whether a Hindi "सुझाव" is a noun in a
// predicate ("यह सिर्फ़ सुझाव है": this is only a suggestion), which
// characterises the answer, not a pointer telling the user where to go.
func (c *check) fdSuggestNoun(h hit) bool {
	if h.t.text != "सुझाव" {
		return false
	}
	rest := strings.TrimLeft(c.folded[h.end:min(len(c.folded), h.end+16)], " ")
	return strings.HasPrefix(rest, "है") || strings.HasPrefix(rest, "था")
}

// hindiNegAfter reports whether an English base verb in a Hindi sentence
// is negated after it: "मैंने कुछ execute नहीं किया" (I executed nothing).
// Hindi puts नहीं between the borrowed verb and its auxiliary.
func (c *check) hindiNegAfter(u hit) bool {
	return strings.HasPrefix(c.folded[u.end:min(len(c.folded), u.end+16)], " नहीं")
}

// compoundModifier reports whether the noun w stands right against the
// verb u as one compound ("ウェブ検索はしていない", "web search",
// "网络搜索", "búsqueda web"): it says which kind of the verb's act, not
// what the act was done to.
func compoundModifier(w, u hit) bool {
	return w.end <= u.start && u.start-w.end <= 1 || u.end <= w.start && w.start-u.end <= 1
}

// subClause returns the part of the clause around sp up to the nearest
// comma-like punctuation on each side.
func (c *check) subClause(in *info, sp span) (int, int) {
	lo, hi := in.start, in.end
	if i := strings.LastIndexAny(c.folded[max(lo, sp.start-120):sp.start], ",，、;；:："); i >= 0 {
		lo = max(lo, sp.start-120) + i + 1
	}
	if i := strings.IndexAny(c.folded[sp.end:min(hi, sp.end+120)], ",，、;；:："); i >= 0 {
		hi = sp.end + i
	}
	return lo, hi
}

// relationalNouns relate the absence to another thing: "found no
// references to `legacy_auth`", "no calls to", "no mentions of". What is
// absent is that thing.
var relationalNouns = map[string]bool{"references": true, "reference": true, "mentions": true, "mention": true,
	"usages": true, "usage": true, "uses": true, "calls": true, "imports": true, "occurrences": true,
	"instances": true, "traces": true, "sign": true, "signs": true, "trace": true}

// relationalObject returns the thing after a relational noun ("references
// to X" gives X), or "" when word is no relational noun.
func relationalObject(word, rest string) string {
	if !relationalNouns[word] {
		return ""
	}
	i := strings.Index(rest, word)
	if i < 0 {
		return ""
	}
	f := strings.Fields(rest[i+len(word) : min(len(rest), i+len(word)+80)])
	if len(f) < 2 || f[0] != "to" && f[0] != "of" {
		return ""
	}
	obj := strings.TrimFunc(f[1], func(r rune) bool { return !isWordRune(r) && r != '_' && r != '.' && r != '-' && r != '/' })
	obj = strings.TrimRight(obj, ".")
	if r, _ := utf8.DecodeRuneInString(obj); obj == "" || r == utf8.RuneError || obj == "the" || obj == "a" || obj == "any" {
		return ""
	}
	return obj
}

// lookupPronouns are the objects of a look-up verb that refer back to
// what the reply has just said.
var lookupPronouns = []string{"this", "that", "it", "these", "those"}

// pronounLookup reports whether a negated look-up verb takes a pronoun
// for its object ("I didn't actually look this up", "I haven't checked
// that") in a clause whose claims concern known calls: the pronoun is the
// answer just given, and that answer is what the call looked up.
func (c *check) pronounLookup(in *info, verb hit) bool {
	// The answer must be the calls': named, cited or carried from the
	// clause before, or holding values their results hold ("about 37
	// cancellations (I haven't pulled your actual data)").
	if len(in.targets) == 0 || !in.explicit && !c.valuesBacked(in) {
		return false
	}
	t := verb.t.text
	for _, p := range lookupPronouns {
		if strings.Contains(t, " "+p+" up") {
			return true
		}
	}
	// "I haven't pulled your actual data", "no consulté los datos
	// reales": results as such, whatever tool gave them.
	obj := c.folded[verb.end:min(in.end, verb.end+32)]
	for _, a := range liveAdjectives {
		if containsWord(obj, a) {
			return true
		}
	}
	rest := strings.TrimLeft(c.folded[verb.end:min(in.end, verb.end+8)], " ")
	for _, p := range lookupPronouns {
		if strings.HasPrefix(rest, p) && (len(rest) == len(p) || !isWordRune(rune(rest[len(p)]))) {
			return true
		}
	}
	return false
}

// spacedDash reports whether s holds a dash set off by spaces, which
// opens a statement of its own (a bare "–" joins a range: "14:00–16:00").
func spacedDash(s string) bool {
	return strings.Contains(s, " — ") || strings.Contains(s, " – ")
}

// deniesAct reports, and adds, a denied_call for a first-person negated
// act of change ("我这边没有重启 nginx", "I didn't restart the worker")
// when an ok call of this turn performed that act on what the clause
// names, or the clause names nothing else. Chinese and Hindi verbs do not
// show the person: a first-person subject must come before them ("nginx
// 没有重启" is the service's state). A hedge before the verb, a question
// or a failure in the clause make it no report.
func (c *check) deniesAct(in *info) bool {
	h := c.clearHit(in, kindDenyAct)
	if h == nil || in.question || in.fail {
		return false
	}
	for _, hs := range in.hedges {
		if hs.end <= h.start {
			return false
		}
	}
	before := c.folded[in.start:h.start]
	if r, _ := utf8.DecodeRuneInString(h.t.text); r >= 0x4e00 && r <= 0x9fff && !hasKana(h.t.text) && !strings.Contains(before, "我") ||
		isDevanagari(r) && !strings.Contains(before, "मैंने") && !strings.Contains(before, "मैं ") {
		return false
	}
	// The object: the Latin words of the verb's part of the clause, other
	// than the verb's own. One that a call's arguments hold ties the
	// denial to it; others name something no call touched.
	lo, hi := c.subClause(in, h.span)
	var objs [4]string
	n := 0
	for _, w := range strings.FieldsFunc(c.folded[lo:hi], func(r rune) bool { return !isWordRune(r) && r != '-' && r != '_' }) {
		if len(w) < 3 || w[0] >= 0x80 || strings.Contains(h.t.text, w) || actObjStop[w] {
			continue
		}
		if n < len(objs) {
			objs[n] = w
			n++
		}
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || !contains(call.actions, h.t.family) || !c.actsBy(call, h.t.family) {
			continue
		}
		named := n == 0
		args := strings.ToLower(call.Args)
		for _, w := range objs[:n] {
			named = named || wordIn(args, w)
		}
		if !named {
			continue
		}
		c.add(c.callFinding(DeniedCall, h.span, ci,
			"reply denies an action that "+call.Tool+" performed in this turn"))
		return true
	}
	return false
}

// actObjStop are words of a clause that name no object of an act.
var actObjStop = map[string]bool{"the": true, "any": true, "anything": true, "yet": true, "it": true, "them": true,
	"this": true, "that": true, "myself": true, "actually": true, "and": true, "but": true, "only": true,
	"el": true, "la": true, "los": true, "las": true, "nada": true, "todavía": true, "aún": true, "ningún": true}

// hasKana reports whether s holds hiragana or katakana: Japanese, not
// Chinese, though it may start with a kanji.
func hasKana(s string) bool {
	for _, r := range s {
		if r >= 0x3040 && r <= 0x30ff {
			return true
		}
	}
	return false
}

// commandWrappers run the command named after them.
var commandWrappers = map[string]bool{"sudo": true, "systemctl": true, "kubectl": true, "docker": true, "git": true,
	"helm": true, "npm": true, "pip": true, "apt": true, "apt-get": true, "brew": true, "service": true, "compose": true}

// actsBy reports whether a call performs act class by its tool's name
// (send_email) or by the verb of the command it ran (`sudo systemctl
// restart nginx`), not by a word of a path or a message body
// ("drafts/reply_yamamoto.txt" sends nothing).
func (c *check) actsBy(call *callInfo, class string) bool {
	for _, w := range nameWords(call.Tool) {
		if actionWords[w] == class {
			return true
		}
	}
	a := strings.ToLower(call.Args)
	for _, key := range []string{`"cmd"`, `"command"`, `"args"`} {
		i := strings.Index(a, key)
		if i < 0 {
			continue
		}
		rest := a[i+len(key):]
		if j := strings.IndexByte(rest, '"'); j >= 0 {
			rest = rest[j+1:]
		}
		if j := strings.IndexByte(rest, '"'); j >= 0 {
			rest = rest[:j]
		}
		for k, w := range strings.Fields(rest) {
			if k >= 4 {
				break
			}
			if actionWords[w] == class {
				return true
			}
			if !commandWrappers[w] {
				break
			}
		}
	}
	return false
}

// testCommandWords run tests when they are a word of a call's command
// (`go test ./...`, `pytest -q`, `npm test`); "tests/" as a path is not.
var testCommandWords = []string{"test", "pytest", "jest", "mocha", "tox", "phpunit", "rspec", "vitest"}

// testObjectCall returns the ok call that ran tests when win names tests
// (see testNouns), or -1.
func (c *check) testObjectCall(win string) int {
	named := false
	for _, w := range testNouns {
		named = named || containsWord(win, w)
	}
	if !named {
		return -1
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		a := strings.ToLower(c.calls[ci].Args)
		for _, w := range testCommandWords {
			if i := strings.Index(a, w); i >= 0 && wordIn(a, w) && !strings.HasPrefix(a[i+len(w):], "/") && !strings.HasPrefix(a[i+len(w):], "_") {
				return ci
			}
		}
	}
	return -1
}

// liveAdjectives make a look-up's object the real results rather than
// something named: "your actual data", "live numbers", "datos reales".
var liveAdjectives = []string{"actual", "real", "live", "real-time", "realtime", "reales", "real", "en vivo", "实际", "实时"}
