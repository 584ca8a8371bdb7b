package verify

import (
	"encoding/json"
	"fmt"
	"strings"
)

// checkPartialSilence finds the silent failure of one call among others
// that worked: the flight status timed out but the directions came back,
// and the reply gives the flight as "on time"; the PDF export errored but
// the reply lists the PDF's path as done; one of two stock quotes timed
// out and the table has a price for both. checkSilentFailure needs every
// call to have failed; here the reply has ok results to draw on, so the
// finding needs a tie to the failed call: a clause names a distinctive
// word of its argument values (the flight number, the output path, the
// ticker) that no ok call's arguments or result holds, and states a value
// or claims an act about it. As there, the reply must be silent about
// any failure: an honest reply says the call failed, denies having it, or
// only offers to retry, and then nothing fires.
func (c *check) checkPartialSilence(infos []info) {
	if !c.hasOK() {
		return
	}
	for _, f := range c.rep.Findings {
		if f.Type == UnbackedToolClaim || f.Type == DeniedCall {
			return
		}
	}
	for k := range infos {
		in := &infos[k]
		if in.fail || in.denyAll != nil {
			return
		}
		for i := range in.negated {
			if in.negated[i] {
				return
			}
		}
	}
	if c.ownsFailure() {
		return
	}
	for fi := range c.calls {
		if c.calls[fi].ok {
			continue
		}
		anchors := append(c.failedAnchors(fi), c.failedToolWords(fi)...)
		if len(anchors) == 0 {
			continue
		}
		// A negation in a clause about the failed call's subject ("IMD
		// की website 30 सेकंड में load नहीं हुई", "the PDF isn't there")
		// may well be the failure in words the lexicon lacks: the
		// first claim counts only if no clause naming it negates.
		first, named := -1, ""
		for k := range infos {
			in := &infos[k]
			s := c.folded[in.start:in.end]
			a := ""
			for _, w := range anchors {
				if wordIn(s, w) {
					a = w
					break
				}
			}
			if a == "" {
				continue
			}
			if c.hasNegation(in) {
				first = -2
				break
			}
			if first != -1 || c.inCode(in.start) || in.modal || in.general || in.suggest || c.heading(in) || c.hedgedBeyondLabel(in) {
				continue
			}
			if c.hasValue(in) || strings.Contains(c.masked[in.start:in.end], "**") || c.claimsUse(in) {
				first, named = k, a
			}
		}
		if first < 0 {
			continue
		}
		in := &infos[first]
		call := &c.calls[fi]
		c.add(c.callFinding(UnbackedToolClaim, span{in.start, in.end}, fi,
			fmt.Sprintf("reply reports on %q as if %s had worked, but it did not succeed (%s) and the reply does not say so",
				named, call.Tool, call.Status)))
		return
	}
}

// claimsUse reports whether the clause has a tool or action verb that is
// neither negated nor under a modal.
func (c *check) claimsUse(in *info) bool {
	for i, u := range in.uses {
		if !in.negated[i] && u.t.kind == kindUse && !c.modalAt(in, u.span) {
			return true
		}
	}
	return false
}

// failedAnchors returns the distinctive words of a failed call's argument
// values (not its keys: "flight", "path" and "to" name fields, not
// things) that nothing an ok call was given or returned contains: such a
// word can only come from the failed call or from the request.
func (c *check) failedAnchors(fi int) []string {
	var v any
	if json.Unmarshal([]byte(c.calls[fi].Args), &v) != nil {
		return nil
	}
	var vals []string
	var walk func(any)
	walk = func(x any) {
		switch t := x.(type) {
		case string:
			vals = append(vals, t)
		case map[string]any:
			for _, e := range t {
				walk(e)
			}
		case []any:
			for _, e := range t {
				walk(e)
			}
		}
	}
	walk(v)
	var out []string
	for _, a := range anchorTokens(strings.Join(vals, " ")) {
		held := false
		for i := range c.calls {
			call := &c.calls[i]
			if call.ok && (strings.Contains(call.folded, a) || strings.Contains(strings.ToLower(call.Args), a)) {
				held = true
				break
			}
		}
		if !held {
			out = append(out, a)
		}
	}
	return out
}

// hasNegation reports whether the clause has a negation or a none word.
func (c *check) hasNegation(in *info) bool {
	for _, h := range in.hits {
		if h.t.kind == kindNeg || h.t.kind == kindNone {
			return true
		}
	}
	return false
}

// checkUncalledTools finds a tool verb whose object names a tool that was
// offered in the turn but never called: "I also ran the linter on
// `billing/`" when run_lint was available and only run_tests ran. The
// verb itself is backed by the call that did run (a run is a run), so
// the family checks let it pass; its object is what says which tool it
// claims. The object is a content word of the uncalled tool's name
// ("lint", "slack", "invoice"), found as the start of a word within a
// phrase of the verb (after it, or before it for object-verb order), with
// no clause punctuation between. Words shared with a called tool's name
// or found in an ok call's arguments or result are dropped: they name
// what a call did concern.
func (c *check) checkUncalledTools(infos []info) {
	var words []string
	for _, t := range c.rec.Tools {
		called := false
		for i := range c.calls {
			called = called || strings.EqualFold(c.calls[i].Tool, t)
		}
		if called {
			continue
		}
		for rest := t; rest != ""; {
			var w string
			w, rest = nextNameWord(rest)
			if len(w) < 4 || !isLowerASCII(w) || verbWords[w] || commonArg[w] || contains(words, w) || c.calledWord(w) {
				continue
			}
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return
	}
	for k := range infos {
		in := &infos[k]
		if in.modal || in.general || in.suggest || in.fail || in.sentFail || c.inCode(in.start) || c.heading(in) {
			continue
		}
		for i, u := range in.uses {
			if in.negated[i] || u.t.kind != kindUse || c.modalAt(in, u.span) || c.notSpeakerUse(in, u.span) {
				continue
			}
			lo, hi := max(in.start, u.start-40), min(in.end, u.end+40)
			for _, w := range words {
				p := wordPrefixAt(c.folded[lo:hi], w)
				if p < 0 {
					continue
				}
				a, b := lo+p, lo+p+len(w)
				if strings.ContainsAny(c.gapTo(u.span, a, b), ",，、;；:：。.—–") && !c.itemLabelObject(u.span, a, b) {
					continue
				}
				for _, f := range c.rep.Findings {
					if f.Type == UnbackedToolClaim && f.Start < in.end && f.End > in.start {
						return
					}
				}
				c.add(Finding{Type: UnbackedToolClaim, Start: min(a, u.start), End: max(b, u.end),
					Message: fmt.Sprintf("reply says it used the %s tool, but no call in this turn did", w)})
				return
			}
		}
	}
}

// calledWord reports whether w is a word of a called tool's name or
// occurs in an ok call's arguments or result.
func (c *check) calledWord(w string) bool {
	for i := range c.calls {
		call := &c.calls[i]
		if contains(call.words, w) || call.ok && (strings.Contains(call.folded, w) || containsFoldASCII(call.Args, w)) {
			return true
		}
	}
	return false
}

// wordPrefixAt returns the offset of the first occurrence of w in s that
// starts a word (lint in "linter"), or -1.
func wordPrefixAt(s, w string) int {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return -1
		}
		if st := i + j; st == 0 || !isLetterByte(s[st-1]) {
			return st
		}
		i += j + 1
	}
}

// nextNameWord splits the first word off a tool name, as nameWords does,
// without allocating.
func nextNameWord(s string) (string, string) {
	sep := func(b byte) bool { return b == '_' || b == '-' || b == '.' || b == ' ' || b == '/' || b == ':' }
	i := 0
	for i < len(s) && sep(s[i]) {
		i++
	}
	j := i
	for j < len(s) && !sep(s[j]) {
		j++
	}
	return s[i:j], s[j:]
}

func isLowerASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if b := w[i]; !(b >= 'a' && b <= 'z' || b >= '0' && b <= '9') {
			return false
		}
	}
	return true
}
