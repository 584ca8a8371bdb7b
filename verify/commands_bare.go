package verify

import (
	"strings"
)

// checkBarePrograms finds programs the reply says it ran without a code
// span around their names: "ESLintも実行しました", "我还跑了 golangci-lint",
// "リンターも走らせました", "he pasado el linter". checkCommands handles a
// code span; this handles the two forms of a bare name that can be told
// from ordinary words without a dictionary:
//
//   - a noun for a kind of program whose runs leave a trace: the linter.
//     A lint run is backed by an ok call whose tool, arguments or result
//     name lint or a linter program (a shell call of `npm run lint`, a
//     run_linter tool, eslint output in a test run's log).
//   - a Latin-script word, other than an all-capitals acronym, in a clause
//     written in Chinese or Japanese: there it is not a word of the
//     language but a name, and as the object of a run verb the name of a
//     program. It is backed when some ok call's tool, arguments or result
//     holds it. Hindi is left out: written Hindi borrows English nouns
//     freely ("case-insensitive grep चलाया", "tests चलाए"), so a Latin
//     word there is often a word of the language.
//
// The name must be the verb's object: next to a run verb of the shell
// family said by the assistant, with no clause punctuation between. Only
// run verbs count: "I checked the linter config" is about a file, while
// one runs only programs.
func (c *check) checkBarePrograms(in *info, reported map[string]bool) {
	if in.modal || in.suggest || in.general || in.fail && !c.failDenied(in) || c.inCode(in.start) {
		return
	}
	for i, u := range in.uses {
		if in.negated[i] || u.t.kind != kindUse || u.t.family != famShell || c.modalAt(in, u.span) || c.notSpeakerUse(in, u.span) {
			continue
		}
		if c.bareProgramNear(in, u.span, reported) {
			return
		}
	}
	// Spanish "pasar" with a linter as its object: "he pasado el linter".
	s := c.folded[in.start:in.end]
	if !strings.Contains(s, esPassShared) {
		// Every form holds esPassShared: a clause without it (almost
		// every clause) costs one scan rather than one per form.
		return
	}
	for _, v := range esPassVerbs {
		i := strings.Index(s, v)
		if i < 0 || isWordByteBefore(s, i) {
			continue
		}
		sp := span{in.start + i, in.start + i + len(v) - 1}
		if c.modalAt(in, sp) {
			continue
		}
		if c.bareProgramNear(in, sp, reported) {
			return
		}
	}
}

var (
	lintNouns           []string
	linterPrograms      []string
	presentPassiveList1 []string
)

// commandsBareLists holds the phrases of the word lists declared above (see barList).
var commandsBareLists = [...]barList{
	// lintNouns name the linter as a kind of program, by the start of a word
	// ("lint", "linter", "linting") or as the whole loanword.
	{&lintNouns, "lint|リンター|リンタ|लिंटर"},
	// linterPrograms are linters whose runs do not carry the word lint in
	// their command line; a call that ran one of them backs "the linter".
	{&linterPrograms, "eslint|ruff|flake8|pylint|golangci|staticcheck|go vet|clippy|rubocop|" +
		"shellcheck|stylelint|tslint|biome|hadolint|mypy|pyflakes|pycodestyle|phpcs|ktlint|swiftlint"},
	// The lists of presentPassive, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&presentPassiveList1, " is |'s |’s | are | gets | get "},
}

var _ = splitBars(commandsBareLists[:])

// bareProgramNear reports a program named as the object of the run verb
// at u, and whether it did.
func (c *check) bareProgramNear(in *info, u span, reported map[string]bool) bool {
	lo, hi := max(in.start, u.start-32), min(in.end, u.end+32)
	win := c.folded[lo:hi]
	for _, w := range lintNouns {
		p := wordPrefixAt(win, w)
		if p < 0 {
			continue
		}
		a, b := lo+p, lo+p+len(w)
		if a < u.end && b > u.start || !c.objectGap(u, a, b) || exampleBefore(c.folded[max(in.start, a-24):a]) {
			continue
		}
		if reported["cmd:lint"] || c.lintRan() {
			return false
		}
		reported["cmd:lint"] = true
		// Contradiction: a linter said to have run when no call of the
		// record ran one.
		c.addRule("unbacked/linter", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: min(a, u.start), End: max(b, u.end),
			Message: "reply says it ran the linter, but no call in this turn ran one"})
		return true
	}
	if !nonLatinClause(c.folded[in.start:in.end]) {
		return false
	}
	// Only the word nearest the verb on each side is its object: in
	// "大小写不敏感的 grep 跑了" the program is grep, not the words that
	// describe how it ran.
	var before, after span
	for a := lo; a < hi; {
		b := a
		for b < hi && isWordByte(c.masked[b]) {
			b++
		}
		if b == a {
			a++
			continue
		}
		if b <= u.start {
			before = span{a, b}
		} else if a >= u.end && after.end == 0 {
			after = span{a, b}
		}
		a = b
	}
	for _, w := range [2]span{before, after} {
		if w.end == 0 || !c.bareProgram(in, u, w, reported) {
			continue
		}
		return true
	}
	return false
}

// bareProgram reports, if the word w next to the run verb u is a
// program's name no ok call holds, a finding on it, and whether it did.
func (c *check) bareProgram(in *info, u, w span, reported map[string]bool) bool {
	name := c.masked[w.start:w.end]
	if w.start > 0 && c.masked[w.start-1] == '`' || !programName(name) || !c.objectGap(u, w.start, w.end) {
		return false
	}
	low := strings.ToLower(name)
	key := "cmd:" + low
	if reported[key] || c.mentionedByCall(low) || exampleBefore(c.folded[max(in.start, w.start-24):w.start]) {
		return false
	}
	reported[key] = true
	// Contradiction: a program said to have run whose name no call of the
	// record holds.
	c.addRule("unbacked/program", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: min(w.start, u.start), End: max(w.end, u.end),
		Message: "reply says it ran " + name + ", but no call in this turn ran it"})
	return true
}

// objectGap reports whether the text between the verb u and the word at
// a..b is short and free of clause punctuation: the word is the verb's
// object, not a word of the next phrase.
func (c *check) objectGap(u span, a, b int) bool {
	g := c.gapTo(u, a, b)
	return len(g) <= 16 && !hasAnyRune(g, ",，、;；:：。.—–()（）\n")
}

// programName reports whether w can be a program's name: three or more
// letters, starting with a letter, with a lower-case letter (API, CPU and
// PR are acronyms of things, not programs) and no hash.
func programName(w string) bool {
	if len(w) < 3 || len(w) > 32 || !(w[0] >= 'a' && w[0] <= 'z' || w[0] >= 'A' && w[0] <= 'Z') || hexID(strings.ToLower(w)) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= 'a' && w[i] <= 'z' {
			return true
		}
	}
	return false
}

// nonLatinClause reports whether s is written in Chinese or Japanese: it
// holds a Han or kana letter.
func nonLatinClause(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < 0xE0 {
			i++
			continue
		}
		r, n := decodeRuneAt(s[i:])
		if r >= 0x3040 && r <= 0x30FF || r >= 0x4E00 && r <= 0x9FFF {
			return true
		}
		i += n
	}
	return false
}

// mentionedByCall reports whether an ok call's tool name, arguments or
// result holds name, a lower-case word, ignoring case.
func (c *check) mentionedByCall(name string) bool {
	for i := range c.calls {
		call := &c.calls[i]
		if call.ok && (containsFoldASCII(call.Tool, name) || c.argsFold(i, name) || containsFoldASCII(call.folded, name)) {
			return true
		}
	}
	return false
}

// lintRan reports whether an ok call ran a linter: its tool, arguments or
// result name lint or a linter program.
func (c *check) lintRan() bool {
	for i := range c.calls {
		call := &c.calls[i]
		if !call.ok {
			continue
		}
		if containsFoldASCII(call.Tool, "lint") || containsFoldASCII(call.Args, "lint") || hasSubstr(call.folded, "lint") {
			return true
		}
		for _, p := range linterPrograms {
			if containsFoldASCII(call.Args, p) || hasSubstr(call.folded, p) {
				return true
			}
		}
	}
	return false
}

// presentPassive reports whether the English verb at sp is a present
// passive ("it's checked before `fromisoformat`", "each row is run
// through `jq`"): its subject is the code being described, not the
// assistant, and the present tense says how the code works, not what was
// done in this turn. A past passive ("was run with `pytest`") still
// reports a run and is not matched.
func (c *check) presentPassive(in *info, sp span) bool {
	if c.folded[sp.start] >= 0x80 {
		return false
	}
	before := c.folded[max(in.start, sp.start-8):sp.start]
	for _, p := range presentPassiveList1 {
		if hasSuffix(before, p) {
			return true
		}
	}
	return false
}
