package verify

import "strings"

// ungivenLook returns the target of a look-up the speaker claims of a
// thing the user asked about that no call of the turn was given, or of a
// tool that did not run named in Devanagari (scriptTool), or "":
// "I checked disk usage on /home" when only ~/Downloads was listed, "MSFT
// を調べました" after a line count, "我在代码库中搜索了“password”" after a
// mail search. A verb of looking (checked, read, searched, देखा, 調べました)
// takes its meaning from its object; another call of the turn backs the
// verb, not the look at this object. The object is a concrete target: a
// path ("/home", "src/handlers"), a file with an extension ("app.toml"),
// a ticker of two to five capitals ("NVDA") or a word in double quotes, that the
// request names, that no call's arguments hold (failed ones included:
// their failure is what other readings report) and no ok result holds. A
// ticker or a quoted word may be an acronym or a word any call's subject
// takes ("the API", "“timeout”"): it counts only when the turn left a
// tool unused that could have looked it up. checkUse has already left out
// negated, modal and failure clauses and uses that are not the speaker's
// claim; the clause must also hold no negation or plan and name the
// speaker.
func (c *check) ungivenLook(in *info, u hit) string {
	// The families of looking: famAny, famCheck, famReadAny, famRead,
	// famSearch, famFetch, famList.
	if u.t.kind != kindUse || !phraseIs(u.t.family, "*|check*|read*|file_read|search_files|http_fetch|list_dir") ||
		in.general || in.suggest || in.sentFail || in.memory || len(in.hedges) > 0 || c.noTargetAt == in.start+1 || c.hasNegation(in) || !c.speakerAct(in, &u) {
		return ""
	}
	// A clause with several verbs of looking is scanned once.
	t := c.ungivenTarget(in)
	if t == "" {
		t = c.scriptTool(in) // "आयकर पोर्टल पर जाँचा": see unbacked_script_tool.go
	}
	if t == "" {
		c.noTargetAt = in.start + 1
	}
	return t
}

// ungivenTarget returns the first target of the clause (see ungivenLook)
// that the request names and no call was given, or "".
func (c *check) ungivenTarget(in *info) string {
	// More tools offered than calls made: one at least was left unused.
	s, unused := c.masked[in.start:in.end], len(c.rec.Tools) > len(c.calls)
	for i := 0; i < len(s); i++ {
		if targetByte[s[i]] == 0 {
			// No word starts here; the spaces of a blanked receipt
			// after it are passed eight at a time.
			for i+9 <= len(s) && load8(s, i+1) == spaces8 {
				i += 8
			}
			continue
		}
		// A word with no slash or dot that is not short and all in
		// capitals is a target only when quoted: most words ("The",
		// "checked") are skipped with no further test.
		j, seen := i, uint8(0)
		for j < len(s) && targetByte[s[j]] != 0 {
			seen |= targetByte[s[j]]
			j++
		}
		dot, lower := seen&targetDot != 0, seen&targetLower != 0
		mark := dot || !lower && j-i <= 5
		if j == i {
			continue
		}
		t, ok := "", false
		if mark {
			t = targetToken(s[i:j])
			ok = t != "" && (t[0] < 'A' || t[0] > 'Z' || unused)
		}
		if !ok && unused && j > i+1 && i > 0 && j < len(s) && (s[i-1] == '"' && s[j] == '"' || s[i-1] == "“"[2] && hasSuffix(s[:i], "“") && hasPrefix(s[j:], "”")) {
			t, ok = s[i:j], true // a quoted word
		}
		if ok && c.ungiven(t) {
			return t
		}
		i = j - 1
	}
	return ""
}

// The classes of the bytes of a target's word, one table look-up a byte
// of every word of a clause rather than a dozen comparisons: targetByte
// is 0 for a byte that ends the word, else targetWord, with targetDot
// for '/' and '.', targetLower for a-z.
const (
	targetWord  = 1
	targetDot   = 2
	targetLower = 4
)

var targetByte = func() (t [256]uint8) {
	for b := 0; b < 256; b++ {
		switch {
		case b == '/' || b == '.':
			t[b] = targetWord | targetDot
		case b >= 'a' && b <= 'z':
			t[b] = targetWord | targetLower
		case isWordByte(byte(b)) || b == '~':
			t[b] = targetWord
		}
	}
	return t
}()

// targetToken returns w (trailing dots, dashes and slashes cut) when it is
// a path, a file name with an extension of two to four lower-case letters
// or a ticker of two to five capitals; else "". Only a ticker starts
// with a capital. A URL ("https://…") holds "//" and is no target: a
// fetch of it is unfetched_source's to judge.
func targetToken(w string) string {
	for len(w) > 0 && (w[len(w)-1] == '.' || w[len(w)-1] == '-' || w[len(w)-1] == '/') {
		w = w[:len(w)-1]
	}
	d := strings.LastIndexByte(w, '.')
	switch {
	case len(w) < 2 || strings.Contains(w, "//"):
		return ""
	case strings.IndexByte(w, '/') >= 0 && (w[0] >= 'a' || w[0] == '/' || w[0] == '~' || w[0] == '.'):
	case len(w) <= 5 && allCapitals(w):
	case d > 0 && len(w)-d >= 3 && len(w)-d <= 5 && w[d+1] >= 'a' && isLowerASCII(w[d+1:]) && w[0] >= 'a':
	default:
		return ""
	}
	return w
}

// allCapitals reports whether every byte of w is a capital A-Z: what
// strings.TrimLeft(w, "A…Z") == "" tells, without building the set of
// 26 bytes for each word of every clause.
func allCapitals(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// ungiven reports whether the target t is named in the request and held
// by no call's arguments, no call's tool name nor any ok result (case
// folded). A tool named for the target ("ctd_query", "CTD照会" for "the CTD
// at station 7") was given it by its name: its calls look at nothing else.
func (c *check) ungiven(t string) bool {
	// A reply names its few targets in clause after clause: each is
	// answered once per check (the request and the calls are the same
	// for all its clauses).
	for _, a := range c.buf.ungivens {
		if a.target == t {
			return a.ungiven
		}
	}
	u := c.ungivenOnce(t)
	if c.buf.ungivens == nil {
		// Sized once: a one-off Check grows no list an answer at a time.
		c.buf.ungivens = make([]ungivenAnswer, 0, maxUngivens)
	}
	if len(c.buf.ungivens) < maxUngivens {
		c.buf.ungivens = append(c.buf.ungivens, ungivenAnswer{t, u})
	}
	return u
}

// An ungivenAnswer is ungiven's answer for one target (see check.ungiven).
type ungivenAnswer struct {
	target  string
	ungiven bool
}

// maxUngivens bounds the targets check.ungiven remembers.
const maxUngivens = 16

// ungivenOnce is ungiven, worked out.
func (c *check) ungivenOnce(t string) bool {
	// Most words are not in the request: that is asked first, without
	// folding a copy of the word.
	if !containsFoldASCII(c.request, t) {
		return false
	}
	t = foldCase(t)
	for i := range c.calls {
		call := &c.calls[i]
		if hasSubstr(call.foldedArgs(), t) || call.ok && hasSubstr(call.folded, t) || hasSubstr(foldCase(call.Tool), t) {
			return false
		}
	}
	return true
}
