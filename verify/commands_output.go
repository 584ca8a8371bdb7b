package verify

import (
	"fmt"
	"strings"
)

// Commands with their output.
//
// "con `dig +short reservas-hotelmar.com` obtengo `185.42.117.20`", "我用
// `ping` 测了 10 次，平均 32 ms", "using `du -sh` I get 4.2G": a command in
// code, taken as the instrument of the speaker's act (with, using, con,
// usando, 用, 通过, で, से), followed in its clause by a value. The reply
// reports what running it printed. When no ok call of the turn ran that
// command, the output has no call: an unbacked tool claim, whatever the
// verb (obtengo, 测了 are no tool verbs of the lexicon).
//
// Both the instrument marker and the value are needed: "`dig` would tell
// you" has no value, "the `dig` output shows 1.2.3.4" names a result the
// value rules read, and "puedes usar `dig`" is modal.

// instrumentBefore are the words that make the code span after them the
// instrument of an act.
// Chinese 用 is the instrument's only after a subject or an adverb ("我用",
// "先用"): in a compound it is a verb of its own ("引用 `f`" cites f).
var instrumentBefore = []string{"with", "using", "via", "con", "usando", "mediante", "我用", "我们用", "先用", "再用", "又用", "也用", "通过", "使用", "透過"}

// instrumentAfter are the particles and postpositions that do so from
// after the span. Japanese で alone is also the copula's and a place's
// particle ("`test_x` で 12 回"): only with a verb of running or
// checking is it the instrument's.
var instrumentAfter = []string{"で実行", "で確認", "で調べ", "で測", "で叩", "を使って", "を使い", "से ", "के ज़रिए", "के जरिए", "चलाकर", "चला कर"}

// checkCommandOutput reports a command in code used as an instrument,
// with a value after it in its clause, that no ok call ran.
func (c *check) checkCommandOutput(in *info, reported map[string]bool) {
	if in.modal || in.fail || in.sentFail || in.general || len(in.hedges) > 0 || in.numLo == in.numHi && strings.Count(c.masked[in.start:in.end], "`") < 4 {
		return
	}
	s := c.masked[in.start:in.end]
	var spans [8]span // a clause's code spans, on the stack while few
	for _, cs := range appendDelimited(spans[:0], s, "`") {
		code := s[cs.start:cs.end]
		name := commandName(code)
		if name == "" || reported["cmd:"+name] || !c.instrumentAt(in, cs) {
			continue
		}
		// `TestRefund`, `GET /api`: a capitalised identifier or a method
		// is no shell command.
		if b := code[0]; b >= 'A' && b <= 'Z' {
			continue
		}
		// A name an ok call was given (a search pattern, a function)
		// is that call's object, not a program.
		if c.argObject(name) {
			continue
		}
		if c.ranCommandLine(name) {
			sub := subcommand(code)
			if sub == "" || c.ranSubcommand(name, sub) {
				continue
			}
		}
		if exampleBefore(c.folded[max(in.start, in.start+cs.start-24) : in.start+cs.start-1]) {
			continue
		}
		sp := span{in.start + cs.start, in.start + cs.end}
		if c.modalAt(in, sp) || !c.outputAfter(in, sp.end+1) {
			continue
		}
		reported["cmd:"+name] = true
		// Contradiction: the reply gives the output of a command that no
		// call of the record ran.
		c.addRule("unbacked/command-output", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: sp.start, End: sp.end,
			Message: fmt.Sprintf("reply reports what %q printed, but no call in this turn ran it", name)})
		return
	}
}

// instrumentAt reports whether the code span cs of the clause is marked
// as the instrument of an act.
func (c *check) instrumentAt(in *info, cs span) bool {
	a, b := in.start+cs.start-1, in.start+cs.end+1 // the backticks
	if a < in.start || b > in.end {
		return false
	}
	before := strings.TrimRight(c.folded[max(in.start, a-12):a], " ")
	for _, w := range instrumentBefore {
		// A Latin word must start a word: "with", not "forth".
		if k := len(before) - len(w); strings.HasSuffix(before, w) && (w[0] >= 0x80 || k == 0 || !isLetterByte(before[k-1])) {
			return true
		}
	}
	return hasPrefixAny(strings.TrimLeft(c.folded[b:min(in.end, b+24)], " "), instrumentAfter)
}

// outputAfter reports whether the clause states, after pos, a value no ok
// result holds: a number, or a code span of digits and dots (an address,
// a version).
func (c *check) outputAfter(in *info, pos int) bool {
	for _, n := range c.nums[in.numLo:in.numHi] {
		if n.start < pos || n.end > in.end || n.glued || n.ordinal || n.inDate {
			continue
		}
		if n.version {
			// An address or a version is compared as text.
			if !c.inOKResult(n.digits) {
				return true
			}
			continue
		}
		if len(n.vals) == 0 {
			continue
		}
		if strings.Contains(c.request, n.digits) || c.numIn(n, c.okCalls(famAny)) {
			continue
		}
		return true
	}
	return false
}

// ranCommandLine reports whether an ok call is the command, or ran it in
// a command line of its arguments (a cmd, command or args field). A URL
// that ends in /ping ran no ping.
func (c *check) ranCommandLine(name string) bool {
	for i := range c.calls {
		call := &c.calls[i]
		if !call.ok {
			continue
		}
		a := call.lowerArgs()
		if strings.EqualFold(call.Tool, name) || (strings.Contains(a, `"cmd"`) || strings.Contains(a, `"command"`) || strings.Contains(a, `"args"`)) && commandWordIn(a, name) {
			return true
		}
	}
	return false
}

// argObject reports whether name is a word of an ok call's arguments
// outside a path or URL (where /ping is a route, not a program).
func (c *check) argObject(name string) bool {
	for i := range c.calls {
		if !c.calls[i].ok {
			continue
		}
		a := c.calls[i].lowerArgs()
		for st := range indexAll(a, name) {
			en := st + len(name)
			if (st == 0 || !isLetterByte(a[st-1]) && a[st-1] != '/' && a[st-1] != '.') && (en == len(a) || !isLetterByte(a[en])) {
				return true
			}
		}
	}
	return false
}
