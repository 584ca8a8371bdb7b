package verify

import (
	"fmt"
	"strings"
)

// runVerbUse reports whether use i of the clause is a verb of running or
// checking that checkCommands reads as asserted: not negated, modal,
// present passive or an attempt.
func (c *check) runVerbUse(in *info, i int) bool {
	u := in.uses[i]
	return !in.negated[i] && u.t.kind == kindUse && (u.t.family == famShell || u.t.family == famCheck || u.t.family == famReadAny || u.t.family == famAny) &&
		!c.modalAt(in, u.span) && !c.presentPassive(in, u.span) && !c.attemptedAct(u.span)
}

// checkCommands finds commands the reply says it ran or checked with
// ("I also ran `staticcheck`", "`free -h` も見た", "मैंने `pg_isready` से
// पुष्टि की") that no ok call of the turn ran: a code span whose first word
// is a command name, in a clause with a run or look-up verb, names a
// command that must appear in some ok call's tool name or arguments.
func (c *check) checkCommands(in *info, reported map[string]bool) {
	verb, nounOnly := false, true
	for i, u := range in.uses {
		if c.runVerbUse(in, i) {
			verb = true
			nounOnly = nounOnly && contains(commandObjWords, u.t.text)
		}
	}
	if !verb && c.esPassCommand(in) {
		verb, nounOnly = true, false
	}
	// A clause that denies errors ("没有其他报错", "no other errors") still
	// claims the run: only a failure it reports excuses the command.
	if !verb || in.fail && !c.failDenied(in) || in.modal {
		return
	}
	s := c.masked[in.start:in.end]
	speaker := 0      // speakerRunVerb(in): 0 not asked yet, 1 yes, 2 no
	var spans [8]span // most clauses have a few code spans: no slice on the heap
	for _, cs := range appendDelimited(spans[:0], s, "`") {
		a, j := cs.start, cs.end-cs.start
		name := commandName(s[a : a+j])
		if name == "" || reported["cmd:"+name] {
			continue
		}
		if c.ranCommand(name) {
			// `npm test` after `npm run build`, `git push` after `git
			// pull`: the subcommand says which command it was.
			sub := subcommand(s[a : a+j])
			if sub == "" || c.ranSubcommand(name, sub) {
				continue
			}
			name += " " + sub
		}
		// "a tool like `gitleaks`", "such as `trufflehog`": an example of
		// a tool, not one that ran.
		if exampleBefore(c.folded[max(in.start, in.start+a-24) : in.start+a-1]) {
			continue
		}
		// `Retry-After`, `CrashLoopBackOff`, `OOMKilled`: a capitalised
		// identifier (a header, a type, a status) is no shell command.
		if b := s[a]; b >= 'A' && b <= 'Z' && j > 1 && (s[a+1] >= 'a' && s[a+1] <= 'z' || mixedCase(s[a:a+j])) {
			continue
		}
		// "新的 Hash 命令：`HGETDEL`": with only the noun "command" in the
		// clause, a name the result itself lists is reported from it.
		if nounOnly && c.inOKResult(name) {
			continue
		}
		// "all four sensors report `ok`": a code span of one word that an
		// ok call's result holds is a value quoted from it (a status, a
		// field), not a command the reply says it ran.
		if strings.EqualFold(strings.TrimSpace(s[a:a+j]), name) && familyPrograms[name] == "" && c.inOKResult(name) {
			continue
		}
		sp := span{in.start + a, in.start + a + j}
		if c.modalAt(in, sp) || c.commandNotRun(sp, name) {
			continue
		}
		if speaker == 0 { // speakerRunVerb reads the clause, not the command: asked once
			speaker = 2
			if c.speakerRunVerb(in) {
				speaker = 1
			}
		}
		if speaker == 2 {
			continue
		}
		reported["cmd:"+name] = true
		// Contradiction: a named command that no call of the record ran.
		c.addRule("unbacked/command", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: sp.start, End: sp.end,
			Message: fmt.Sprintf("reply says it ran %q, but no call in this turn ran it", name)})
	}
}

// commandName returns the first word of a code span when it reads as a
// command name (pg_isready, free, staticcheck, go), or "".
func commandName(code string) string {
	// Only the first word is read: lowered alone (case maps rune by
	// rune, and no rune lowers to or from a space), the code span is
	// neither lowered nor split whole, once per code span of the reply.
	var f [1]string
	if leadingFields(code, f[:]) == 1 {
		f[0] = strings.ToLower(f[0])
	}
	if f[0] == "" || len(f[0]) < 2 || len(f[0]) > 32 || settingSpan(code) {
		return "" // `port = 9443`, `level: info`: a setting, not a command
	}
	w := f[0]
	if hexID(w) {
		return "" // `b7e21f9`: a commit or image hash, not a command
	}
	for i := 0; i < len(w); i++ {
		b := w[i]
		if !(b >= 'a' && b <= 'z' || i > 0 && (b >= '0' && b <= '9' || b == '_' || b == '-')) {
			return "" // a path, a file name, a flag, a value
		}
	}
	return w
}

// leadingFields puts the first words of s, as strings.Fields splits it,
// in f and returns how many it put: the code span rules read a word or
// three of each span, not the slice of all of them.
func leadingFields(s string, f []string) int {
	n := 0
	for w, rest := nextSpaceField(s); w != ""; w, rest = nextSpaceField(rest) {
		if n == len(f) {
			break
		}
		f[n] = w
		n++
	}
	return n
}

// ranCommand reports whether an ok call's tool name or arguments hold the
// command name as a word.
func (c *check) ranCommand(name string) bool {
	for i := range c.calls {
		call := &c.calls[i]
		if !call.ok {
			continue
		}
		if strings.EqualFold(call.Tool, name) || hasSubstr(call.lowerArgs(), name) && commandWordIn(call.lowerArgs(), name) {
			return true
		}
	}
	return false
}

// hexID reports whether w is a hash: seven or more hex digits, at least
// one of them a decimal digit.
func hexID(w string) bool {
	if len(w) < 7 {
		return false
	}
	digit := false
	for i := 0; i < len(w); i++ {
		b := w[i]
		if !(b >= '0' && b <= '9' || b >= 'a' && b <= 'f') {
			return false
		}
		digit = digit || b <= '9'
	}
	return digit
}

// namesRanCommand reports whether the clause names, in a code span, a
// command that an ok call ran: "我用 `grep -rn password` 搜了一遍", "I ran
// `kubectl get events`". The clause's tool verbs are about that call,
// whatever family its tool's name puts it in.
func (c *check) namesRanCommand(in *info) bool {
	s := c.masked[in.start:in.end]
	for _, cs := range delimited(s, "`") {
		if name := commandName(s[cs.start:cs.end]); name != "" && c.ranCommand(name) {
			return true
		}
	}
	return false
}

// runsCommands reports whether an ok call ran a command line: its
// arguments have a cmd, command or args field ({"command": "get events
// -n reports"} for a kubectl tool). It backs "I ran …" as a shell call
// does.
func (c *check) runsCommands() bool {
	for i := range c.calls {
		a := c.calls[i].lowerArgs()
		if c.calls[i].ok && (hasSubstr(a, `"cmd"`) || hasSubstr(a, `"command"`) || hasSubstr(a, `"args"`)) {
			return true
		}
	}
	return false
}

// inOKResult reports whether an ok call's result holds w as a word.
func (c *check) inOKResult(w string) bool {
	for i := range c.calls {
		if c.calls[i].ok && wordIn(c.calls[i].folded, w) {
			return true
		}
	}
	return false
}

var (
	esPassVerbs        []string
	exampleBeforeList1 []string
)

// commandsLists holds the phrases of the word lists declared above (see barList).
var commandsLists = [...]barList{
	// esPassVerbs are Spanish forms of "pasar" that, with a command as their
	// object, say a checker or linter was run over the code: "pasé `ruff
	// check`", "he pasado `eslint`". Without a code span right after them
	// ("pasé el archivo a Juan") they are no claim of running anything.
	{&esPassVerbs, "pasé |pase |pasamos |he pasado |hemos pasado |pasé también |pasé además "},
	// The lists of exampleBefore, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&exampleBeforeList1, " like| such as|e.g.| eg| como|por ejemplo|比如|例如|像|जैसे|のような|などの|or| o"},
}

var _ = splitBars(commandsLists[:])

// esPassShared is a part of every form of esPassVerbs ("" if a form lacks
// it, which turns the gate it serves off).
var esPassShared = sharedPart(esPassVerbs, "pas")

// esPassCommand reports whether the clause holds a form of "pasar"
// followed at once by a code span.
func (c *check) esPassCommand(in *info) bool {
	s := c.folded[in.start:in.end]
	if strings.IndexByte(s, '`') < 0 {
		return false // no code span, so none after a verb
	}
	for _, v := range esPassVerbs {
		for off := 0; ; {
			i := strings.Index(s[off:], v)
			if i < 0 {
				break
			}
			j := off + i + len(v)
			if !isWordByteBefore(s, off+i) && (hasPrefix(s[j:], "`") || namedCodeAfter(s[j:])) {
				return true
			}
			off = j
		}
	}
	return false
}

func isWordByteBefore(s string, i int) bool {
	return i > 0 && (isLetterByte(s[i-1]) || s[i-1] >= 0x80)
}

// exampleBefore reports whether text ends with a marker of examples: "a
// tool like", "such as", "e.g.", "como", "por ejemplo", "比如", "例如",
// "像", "जैसे", "などの" — what follows is named, not run.
func exampleBefore(before string) bool {
	before = strings.TrimRight(before, " *_(")
	for _, m := range exampleBeforeList1 {
		if m == "or" || m == " o" {
			continue
		}
		if hasSuffix(before, m) {
			return true
		}
	}
	return false
}

// codeCommand returns the command of the first code span in a clause
// with its first argument ("git push"), or "".
func (c *check) codeCommand(in *info) string {
	s := c.masked[in.start:in.end]
	i := indexByte(s, '`')
	if i < 0 {
		return ""
	}
	j := indexByte(s[i+1:], '`')
	if j < 0 {
		return ""
	}
	code := s[i+1 : i+1+j]
	if commandName(code) == "" || constantName(code) {
		return ""
	}
	f := strings.Fields(strings.ToLower(code))
	if len(f) > 1 && commandName(f[1]) != "" {
		return f[0] + " " + f[1]
	}
	return f[0]
}

// mixedCase reports whether the first word of code has both upper- and
// lower-case letters (OOMKilled, HTTPError): a type or a status, not a
// shell command, which is written in lower case.
func mixedCase(code string) bool {
	upper, lower := false, false
	for i := 0; i < len(code) && code[i] != ' '; i++ {
		upper = upper || code[i] >= 'A' && code[i] <= 'Z'
		lower = lower || code[i] >= 'a' && code[i] <= 'z'
	}
	return upper && lower
}
