package verify

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// checkCJKNames reports a name in Han characters that the reply sets in
// bold and no result holds, when a result holds a name of the same length
// that differs from it in one character after the first: 陈思源 for the
// sender 陈思远. Chinese and Japanese names share the family name's
// character and differ in a given name's, which a reply copies wrongly by
// a homophone; a bold word no result holds and none resembles is left to
// the other rules.
func (c *check) checkCJKNames(in *info, all []int) {
	s := c.masked[in.start:in.end]
	for _, bs := range delimited(s, "**") {
		a, j := bs.start, bs.end-bs.start
		name := s[a : a+j]
		n := utf8.RuneCountInString(name)
		if n < 2 || n > 4 || strings.IndexFunc(name, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) >= 0 {
			continue
		}
		if c.textIn(name, all) || strings.Contains(c.request, name) {
			continue
		}
		for _, ci := range all {
			if like := hanNearMiss(c.calls[ci].Result, name); like != "" {
				c.add(c.callFinding(FactMismatch, span{in.start + a, in.start + a + j}, ci,
					fmt.Sprintf("%s is not in the result of %s, which names %s", name, c.calls[ci].Tool, like)))
				return
			}
		}
	}
}

// hanNearMiss returns a run of Han characters in res, standing alone (no
// Han character right before or after it), of name's length, with name's
// first character and one other character different, or "".
func hanNearMiss(res, name string) string {
	first, fl := utf8.DecodeRuneInString(name)
	n := utf8.RuneCountInString(name)
	for i := 0; i < len(res); {
		k := strings.IndexRune(res[i:], first)
		if k < 0 {
			return ""
		}
		st := i + k
		i = st + fl
		if r, _ := utf8.DecodeLastRuneInString(res[:st]); st > 0 && unicode.Is(unicode.Han, r) {
			continue
		}
		// Walk n runes of res and name together.
		p, q, diff, ok := st, 0, 0, true
		for m := 0; m < n; m++ {
			r1, s1 := utf8.DecodeRuneInString(res[p:])
			r2, s2 := utf8.DecodeRuneInString(name[q:])
			if s1 == 0 || !unicode.Is(unicode.Han, r1) {
				ok = false
				break
			}
			if r1 != r2 {
				diff++
			}
			p, q = p+s1, q+s2
		}
		if !ok || diff != 1 {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(res[p:]); p < len(res) && unicode.Is(unicode.Han, r) {
			continue
		}
		return res[st:p]
	}
	return ""
}

// sameKeyShape reports whether line holds a token keyed like key: the
// letters before key's first digit ("proj-" of proj-1421), at least two
// of them, followed by a digit.
func sameKeyShape(line, key string) bool {
	d := strings.IndexFunc(key, unicode.IsDigit)
	if d < 2 {
		return false
	}
	p := key[:d]
	for i := 0; ; {
		j := strings.Index(line[i:], p)
		if j < 0 {
			return false
		}
		e := i + j + len(p)
		if e < len(line) && isDigitByte(line[e]) && (i+j == 0 || !isLetterByte(line[i+j-1])) {
			return true
		}
		i = i + j + 1
	}
}

// checkStatusLists reports a person listed under a status label that
// their own line of the result does not give, where the label is the
// status the result gives the others listed with them: "Accepted: Dana
// Whitfield, Luis Ortega, Oskar Lind" when the invitation list marks Dana
// and Oskar accepted and Luis declined. Each line of the reply is read
// once, by the clause it starts in.
func (c *check) checkStatusLists(in *info, all []int) {
	for ls := in.start; ls < in.end; {
		le := strings.IndexByte(c.folded[ls:], '\n')
		if le < 0 {
			le = len(c.folded)
		} else {
			le += ls
		}
		if ls == 0 || c.folded[ls-1] == '\n' {
			c.statusLine(ls, le, all)
		}
		nl := strings.IndexByte(c.folded[ls:in.end], '\n')
		if nl < 0 {
			return
		}
		ls += nl + 1
	}
}

func (c *check) statusLine(ls, le int, all []int) {
	colon := strings.IndexByte(c.folded[ls:min(le, ls+48)], ':')
	if colon < 0 {
		return
	}
	label := strings.TrimFunc(c.folded[ls:ls+colon], func(r rune) bool { return !unicode.IsLetter(r) })
	if len(label) < 3 || strings.ContainsAny(label, "|") {
		return
	}
	body := ls + colon + 1
	if capitals(c.masked[body:le]) < 6 {
		return // three names take six capitals at least: no need to look
	}
	names := personNames(c.masked[body:le], 12)
	if len(names) < 3 {
		return
	}
	for _, ci := range all {
		lines := c.calls[ci].resultLines()
		if len(lines) < 3 || len(lines) > 400 {
			continue
		}
		with, odd, oddLine := 0, -1, -1
		for k, sp := range names {
			name := c.folded[body+sp.start : body+sp.end]
			at := -1
			for i, l := range lines {
				if c.nameOnLine(l, name) {
					if at >= 0 {
						at = -2
						break
					}
					at = i
				}
			}
			if at < 0 {
				continue
			}
			if wordIn(lines[at], label) {
				with++
			} else if odd < 0 {
				odd, oddLine = k, at
			} else {
				return // two off the label: the label is the reply's own grouping
			}
		}
		// The label must be a status the result gives on other lines,
		// and the odd one's line must give another status in its place.
		if odd < 0 || with < 2 || !otherStatus(lines[oddLine], label) {
			continue
		}
		sp := names[odd]
		c.add(c.callFinding(FactMismatch, span{body + sp.start, body + sp.end}, ci,
			fmt.Sprintf("%s is listed as %s, but the result of %s does not give them that", c.masked[body+sp.start:body+sp.end], label, c.calls[ci].Tool)))
		return
	}
}

// otherStatus reports whether line ends in a status of its own, a word
// after its last dash, colon or bar that is not label: "— declined"
// where the others read "— accepted".
func otherStatus(line, label string) bool {
	tail := func(l string) string {
		i := strings.LastIndexAny(l, "—–:|")
		if i < 0 {
			return ""
		}
		t := strings.TrimSpace(l[i:])
		t = strings.TrimLeft(t, "—–:| ")
		if j := strings.IndexAny(t, " (\""); j > 0 {
			t = t[:j]
		}
		return t
	}
	t := tail(line)
	return t != "" && t != label && !strings.Contains(t, label)
}

// statusKeys name the state of an item in replies and results.
var statusKeys = []string{"status", "state", "estado", "状态", "狀態", "状態", "ステータス", "स्थिति", "स्टेटस"}

// checkStatusValue reports a status the reply sets in bold right after
// naming it ("está en estado **Done**") that no result holds, when a
// result gives the item a status of its own: a state copied wrongly is
// as false as a number.
func (c *check) checkStatusValue(in *info, all []int) {
	s := c.masked[in.start:in.end]
	for _, bs := range delimited(s, "**") {
		a, j := bs.start, bs.end-bs.start
		val := strings.TrimSpace(c.folded[in.start+a : in.start+a+j])
		if len(val) < 2 || len(val) > 24 || strings.IndexFunc(val, unicode.IsDigit) >= 0 {
			continue
		}
		before := strings.TrimRight(c.folded[max(in.start, in.start+a-2-24):in.start+a-2], " :")
		key := false
		for _, k := range statusKeys {
			if strings.HasSuffix(before, k) || strings.HasSuffix(before, k+" is") || strings.HasSuffix(before, k+" de") {
				key = true
			}
		}
		if !key || c.textIn(val, all) || strings.Contains(c.request, val) {
			continue
		}
		for _, ci := range all {
			f := c.calls[ci].folded
			if strings.Contains(f, `"status":`) || strings.Contains(f, `"status": `) || strings.Contains(f, "status:") || strings.Contains(f, "state:") {
				c.add(c.callFinding(FactMismatch, span{in.start + a, in.start + a + j}, ci,
					fmt.Sprintf("status %s is not in the result of %s", c.masked[in.start+a:in.start+a+j], c.calls[ci].Tool)))
				return
			}
		}
	}
}

// blockHas reports whether w is on a line that belongs to line k: the
// next one when k ends in a colon, or one indented deeper, before the
// next line that is not: a test failure's title ("… devuelve 422:") and
// its "expected 500 to equal 422" are one item of the result.
func blockHas(lines []string, k int, w string) bool {
	ind := func(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }
	base := ind(lines[k])
	// A line that ends in a colon introduces the next one.
	if strings.HasSuffix(strings.TrimSpace(lines[k]), ":") && k+1 < len(lines) && wordIn(lines[k+1], w) {
		return true
	}
	for i := k + 1; i < len(lines) && i <= k+8 && ind(lines[i]) > base; i++ {
		if wordIn(lines[i], w) {
			return true
		}
	}
	return false
}

// capitals counts the bytes of s that may start an upper-case letter: the
// ASCII capitals and the lead bytes of every multi-byte rune. A name word
// starts with one (see personNames).
func capitals(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if b := s[i]; 'A' <= b && b <= 'Z' || b >= 0xc0 {
			n++
		}
	}
	return n
}
