package verify

// Quotations: text a clause quotes or puts in a code span is checked as
// text against the results, the request and the arguments.

import (
	"strings"
	"unicode/utf8"
)

// quoted reports whether s lies in a `code span` or quotation, which are
// checked as text.
func (c *check) quoted(s span) bool {
	// Look back at most 512 bytes: code spans are short, and a bound
	// keeps a reply that is one long line linear.
	from := max(0, s.start-512)
	line := from + strings.LastIndexByte(c.masked[from:s.start], '\n') + 1
	return strings.Count(c.masked[line:s.start], "`")%2 == 1
}

var (
	boldNamesList1 []string
	boldNamesList2 []string
)

// quotesLists holds the phrases of the word lists declared above (see barList).
var quotesLists = [...]barList{
	// The lists of boldNames, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&boldNamesList1, " by| de| por| from|由|是"},
	{&boldNamesList2, "さん|氏|が|による|写|提交|做|ने|'s|’s"},
}

var _ = splitBars(quotesLists[:])

// quotes returns the quoted spans of a clause: "…", “…”, «…», 「…」, 『…』
// and `…`.
// boldNames returns the spans of names the clause gives in bold as the
// agent of what it reports: "by **Priya**", "de **Marta**", "**maria**
// さんによる", "**wei** 写的", "**Amit** ने". A name is one word of Latin
// letters; the result must hold it like any quotation.
func (c *check) boldNames(in *info) []span {
	var out []span
	s := c.masked[in.start:in.end]
	for _, bs := range c.boldSpans(in) {
		a, j, off := bs.start, bs.end-bs.start, bs.end+2
		name := s[a : a+j]
		if len(name) < 2 || len(name) > 24 || strings.IndexFunc(name, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') }) >= 0 {
			continue
		}
		before := strings.ToLower(strings.TrimRight(s[:a-2], " "))
		after := strings.TrimLeft(s[off:], " ")
		agent := false
		for _, p := range boldNamesList1 {
			agent = agent || hasSuffix(" "+before, p)
		}
		for _, p := range boldNamesList2 {
			agent = agent || hasPrefix(after, p)
		}
		if agent {
			out = append(out, span{in.start + a, in.start + a + j})
		}
	}
	return out
}

// quotes appends the clause's quotations to out: the caller passes an
// array on its stack, since every clause asks.
func (c *check) quotes(out []span, in *info) []span {
	s := c.masked[in.start:in.end]
	pairs := [][2]string{{"\"", "\""}, {"“", "”"}, {"«", "»"}, {"「", "」"}, {"『", "』"}}
	// The opening marks the reply holds, looked for once per check: a
	// clause cannot hold a mark its reply lacks.
	if c.quoteMarks == 0 {
		c.quoteMarks = 1 << len(pairs)
		for k, p := range pairs {
			if hasSubstr(c.masked, p[0]) {
				c.quoteMarks |= 1 << k
			}
		}
	}
	for k, p := range pairs {
		if c.quoteMarks&(1<<k) == 0 {
			continue
		}
		off := 0
		for {
			i := strings.Index(s[off:], p[0])
			if i < 0 {
				break
			}
			a := off + i + len(p[0])
			j := strings.Index(s[a:], p[1])
			if j < 0 {
				break
			}
			out = append(out, span{in.start + a, in.start + a + j})
			off = a + j + len(p[1])
		}
	}
	out = append(out, c.boldNames(in)...)
	// A code span holding a value (`port = 5433`, `v1.24.3`) quotes
	// output; one without digits is a name (`main.go`, `go vet`).
	var codeBuf [8]span // a clause's few code spans, cut on the stack
	for _, cs := range appendDelimited(codeBuf[:0], s, "`") {
		if q := s[cs.start:cs.end]; strings.ContainsAny(q, "0123456789") && strings.ContainsAny(q, "=:") && !commandLine(q) {
			out = append(out, span{in.start + cs.start, in.start + cs.end})
		}
	}
	return out
}

// dropArgLabels removes from the words between a number and its count
// noun the labels joined by a slash whose every part a call's arguments
// name: "22 open P1/P2 bugs" over a query for priority in (P1, P2)
// counts the query's bugs, and the label narrows nothing the call did not.
func (c *check) dropArgLabels(words []string) []string {
	has := false
	for _, w := range words {
		has = has || indexByte(w, '/') > 0
	}
	if !has {
		return words
	}
	out := words[:0:0]
	for _, w := range words {
		if indexByte(w, '/') > 0 && c.argLabel(w) {
			continue
		}
		out = append(out, w)
	}
	return out
}

func (c *check) argLabel(w string) bool {
	for _, part := range strings.Split(w, "/") {
		if part == "" || !letterWords([]string{part}) {
			return false
		}
		found := false
		for i := range c.calls {
			found = found || c.calls[i].ok && wordIn(c.calls[i].lowerArgs(), part)
		}
		if !found {
			return false
		}
	}
	return true
}

// queryWordsInArgs reports a quotation that restates a call's query with
// its own separators: "顺丰 退回 / 退件" for the query 顺丰 退回 OR 退件.
// Every word of it, apart from slashes, bars and or/and, must be in one
// call's arguments. Only reached for a quotation no result holds.
func (c *check) queryWordsInArgs(t string) bool {
	ws := strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '/' || r == '|' || r == '、' || r == ',' })
	if len(ws) < 2 {
		return false
	}
	for i := range c.calls {
		args := c.calls[i].lowerArgs()
		all := true
		for _, w := range ws {
			if w == "or" || w == "and" || w == "o" || w == "y" || w == "或" {
				continue
			}
			all = all && hasSubstr(args, w)
		}
		if all {
			return true
		}
	}
	return false
}

// placeholderQuote reports whether quoted text is a form rather than a
// quotation: a single short token ending in an ellipsis ("@sha256:...",
// "v1.…", "ERR_…") stands for any value of that shape, so it names what
// a result lacks or should have, not a line it holds.
func placeholderQuote(t string) bool {
	stem, ok := cutSuffix(t, "...")
	if !ok {
		stem, ok = cutSuffix(t, "…")
	}
	if !ok || len(stem) > 16 || hasAnyRune(stem, " \t") {
		return false
	}
	return true
}

// quoteInFailed reports whether quoted text is in the output of a call
// that did not succeed: the reply quoting an error message ("no such
// tracking number", `--max-warnings=0` from a failed lint run) reports
// the failure truly; no receipt backs it, but it is no misread value.
func (c *check) quoteInFailed(t string) bool {
	for ci := range c.calls {
		if !c.calls[ci].ok && len(c.calls[ci].Result) >= len(t) && containsFoldASCII(normSpace(c.calls[ci].Result), t) {
			return true
		}
	}
	return false
}

// fileLineRef reports whether a quoted `path:line` (or `path:line:col`)
// is a reference the reply composed from a call's output, failed or not,
// that names the path and, on a line of its own, the line number as
// linters and compilers print it ("/src/cart/discounts.ts" then "57:9
// error …"): a file:line reference, not a quotation.
func (c *check) fileLineRef(t string) bool {
	i := indexByte(t, ':')
	if i < 3 || i+1 >= len(t) || hasAnyRune(t, " \n") {
		return false
	}
	path, num := t[:i], t[i+1:]
	if j := indexByte(num, ':'); j >= 0 {
		num = num[:j]
	}
	if num == "" || len(num) > 6 || strings.IndexFunc(num, func(r rune) bool { return r < '0' || r > '9' }) >= 0 || !hasSubstr(path, ".") {
		return false
	}
	for ci := range c.calls {
		res := c.calls[ci].Result
		if !containsFoldASCII(res, path) {
			continue
		}
		for at := 0; ; {
			k := indexSubstr(res[at:], num)
			if k < 0 {
				break
			}
			p := at + k
			at = p + len(num)
			// The number opens a line ("  57:9 error") or follows a colon
			// ("discounts.ts:57").
			ls := lastIndexByte(res[:p], '\n') + 1
			if (strings.TrimSpace(res[ls:p]) == "" || p > 0 && res[p-1] == ':') && at < len(res) && (res[at] == ':' || res[at] == ' ') {
				return true
			}
		}
	}
	return false
}

// termQuote reports whether the quotation at sp, in quotation marks, is
// no quotation of output: it lies inside a code span (`{"status":"UP"}`
// quotes JSON keys, and the code span is checked whole), or it is a term
// of one or two words with no digit — a category ("poor", "良"), a scare
// quote ("卡住"), a translated label ("libres"), a page's title in a list
// of sources. Replies put such words in quotation marks to mark them as
// words; quoted output that can be checked as text is longer or holds a
// value. A code span (`port = 5433`) or a bold name is not in quotation
// marks and is not affected.
func (c *check) termQuote(sp span) bool {
	if sp.start == 0 || sp.end >= len(c.masked) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(c.masked[:sp.start])
	if !hasRune("\"“«「『", r) {
		return false
	}
	if c.quoted(sp) {
		return true
	}
	t := strings.TrimSpace(c.masked[sp.start:sp.end])
	if hasAnyRune(t, "0123456789") {
		return false
	}
	if strings.Count(t, " ") > 1 {
		return false
	}
	first, _ := decodeRuneAt(t)
	return !isCJK(first) || runeCount(t) <= 6
}
