package verify

import (
	"strings"
)

// absenceExcused reports an absence claim that says nothing false about
// an ok call's result, whatever the result holds:
//   - the absence repeats the error a failed call returned ("failed with
//     no such file", "「no such tracking number」と返ってきました");
//   - its sentence reports a failed call and the clause names no ok call
//     of its own: what is "not there" is what the failure left the reply
//     without ("没查到——请求被策略拦截了", "拒否されたため…見られていません");
//   - it is a condition the user is to make sure of, not a finding ("after
//     checking nothing pinned is needed", "make sure no jobs are queued");
//   - it is a judgement that nothing is wrong ("कोई दिक़्क़त नहीं"), which,
//     like English "no problem", is left to the all-clear check;
//   - it says a slot between events is free ("13:00 से 16:30 तक का समय
//     खाली है"): a gap in the result, not an empty result;
//   - it is Japanese adverbial "without" (再起動なしで動いています: running
//     without a restart), a manner, not a list that came back empty;
//   - it is Japanese "not yet done" of the speaker's own pending step
//     (メールはまだ送信していません, コミットはまだしていません).
func (c *check) absenceExcused(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	if c.quotesFailure(in) {
		return true
	}
	if in.sentFail && !in.explicit && len(in.cites) == 0 && c.anyFailed() {
		return true
	}
	if preconditionBefore(c.folded[max(in.start, a.start-16):a.start]) {
		return true
	}
	rest := c.folded[a.end:in.end]
	switch a.t.text {
	case "कोई":
		if hiProblemWord(rest) {
			return true
		}
	case "なし":
		if strings.HasPrefix(rest, "で") || strings.HasPrefix(rest, "に") {
			return true
		}
	case "いません", "いませんでした", "ない":
		before := c.folded[in.start:a.start]
		if strings.Contains(before, "まだ") && strings.HasSuffix(before, "して") {
			return true
		}
	}
	if strings.Contains(a.t.text, "खाली") || strings.Contains(a.t.text, "ख़ाली") {
		s := c.folded[in.start:a.start]
		if strings.Contains(s, "तक") && strings.Contains(s, "से") && strings.ContainsAny(s, "0123456789") {
			return true
		}
	}
	return false
}

// quotesFailure reports whether the clause quotes the error a failed
// call returned ("failed with *no such file*", "「no such tracking
// number」と返ってきました", "फ़ाइल नहीं मिली — *no such file*"): its absence
// reports that failure.
func (c *check) quotesFailure(in *info) bool {
	s := c.folded[in.start:in.end]
	for i := range c.calls {
		if c.calls[i].ok {
			continue
		}
		e := strings.TrimSpace(c.calls[i].Result)
		if k := strings.IndexByte(e, '\n'); k >= 0 {
			e = strings.TrimSpace(e[:k])
		}
		if len(e) > 7 && strings.EqualFold(e[:7], "error: ") {
			e = e[7:]
		}
		if len(e) >= 8 && indexFoldASCII(s, e) {
			return true
		}
	}
	return false
}

// indexFoldASCII reports whether s holds w, ASCII letters compared
// without case, without allocating.
func indexFoldASCII(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		j := 0
		for ; j < len(w); j++ {
			a, b := s[i+j], w[j]
			if a >= 'A' && a <= 'Z' {
				a += 'a' - 'A'
			}
			if b >= 'A' && b <= 'Z' {
				b += 'a' - 'A'
			}
			if a != b {
				break
			}
		}
		if j == len(w) {
			return true
		}
	}
	return false
}

// preconditionBefore reports whether the words before an absence make it
// something to make sure of: "after checking nothing pinned is needed",
// "make sure no one is on the box", "asegúrate de que no haya…".
func preconditionBefore(s string) bool {
	s = strings.TrimSuffix(strings.TrimRight(s, " "), " that")
	s = strings.TrimSuffix(s, " de que")
	for _, w := range []string{"checking", "make sure", "making sure", "ensure", "ensuring", "verify", "verifying",
		"confirm", "confirming", "asegúrate", "asegurarte", "asegurándote", "comprueba", "comprobar"} {
		if strings.HasSuffix(s, w) && (len(s) == len(w) || s[len(s)-len(w)-1] == ' ' || s[len(s)-len(w)-1] == '(') {
			return true
		}
	}
	return false
}

// hiProblemWord reports whether a Hindi "कोई … नहीं" is about a problem
// ("कोई दिक़्क़त नहीं", "कोई समस्या नहीं"): a judgement, like "no problem".
func hiProblemWord(rest string) bool {
	rest = strings.TrimLeft(rest, " *")
	rest = strings.TrimPrefix(rest, "भी ")
	for _, w := range []string{"दिक़्क़त", "दिक्कत", "दिक़्कत", "समस्या", "परेशानी", "गड़बड़ी", "गड़बड़", "प्रॉब्लम", "problem", "issue", "दिक्क़त"} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// namedMissing reports whether the clause's absence is about a named
// thing, a file or identifier in a code span ("目录里没有
// `prod-20250620.sql.gz`", "No existe `CHANGELOG.md`"), that none of its
// ok targets' results holds, or that a failed call looked for: the claim
// that it is not there is true (and if a result does hold it, false).
func (c *check) namedMissing(in *info, targets []int) bool {
	a := in.absence
	// The name must be the absence's object, right after it ("没有
	// `X`", "no existe `X`"): a name further on is the place looked in
	// ("no errors in `app.log`"), which says nothing of what is missing.
	s := c.folded[a.end:in.end]
	i := strings.IndexByte(s, '`')
	if i < 0 {
		return false
	}
	// A second quantifier of the clause may stand right before it: "还
	// 没有生成，目录里没有 `X`".
	if between := strings.TrimSpace(s[:i]); between != "" && !existentialWord(between) && between != "exist" && between != "such" &&
		!strings.HasSuffix(between, "没有") && !strings.HasSuffix(between, "沒有") && !strings.HasSuffix(between, "no hay") && !strings.HasSuffix(between, "no existe") {
		return false
	}
	j := strings.IndexByte(s[i+1:], '`')
	if j < 0 {
		return false
	}
	name := s[i+1 : i+1+j]
	if len(name) < 4 || strings.ContainsAny(name, " \t") || !strings.ContainsAny(name, "._/0123456789") {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok && indexFoldASCII(c.calls[ci].Args, name) {
			return true
		}
	}
	for _, ci := range targets {
		if c.calls[ci].ok && strings.Contains(c.calls[ci].folded, name) {
			return false
		}
	}
	return len(targets) > 0
}
