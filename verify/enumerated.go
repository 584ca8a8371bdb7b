package verify

// Counts that enumerate: "2 photos: `IMG_1.jpg`, `IMG_2.jpg`", "其中 3 份是
// PDF：a.pdf、b.pdf、c.pdf", "Two pods are pending (api-7d9f, worker-2)", or a
// line "3 files:" with the bullets under it. Such a count is of the items
// the reply lists, not of the whole result the call returned, so holding
// it to the result's count reads a correct part as a miscount. The reply
// shows its working: when every listed item names lines of the result,
// the list is checkable, and the count is held to the list instead. A
// list of another length than its count is the reply contradicting
// itself, which needs no reading of the result's count at all.
//
// The rule is deliberately narrow where it could hide an error: an item
// must identify result lines (a name found on exactly as many lines of
// one result as the item stands for), so "6 files: pdf, jpg, exe" (kinds,
// each on several lines) and a list of values or of words the result
// does not hold are left to the ordinary count rules. A list marked as
// partial ("e.g.", "such as", "etc.", "等", "など") is no enumeration.

import (
	"slices"
	"strconv"
	"strings"
)

// enumWindow bounds how far after a count its list is read, and
// enumGap the words between the count and the list's opener ("pods are
// pending (", "个 running:").
const (
	enumWindow = 480
	enumGap    = 40
	enumItems  = 24
)

// enumeratedCount decides a count claim by the list written right after
// it, when there is one whose every item names lines of a target result.
// It reports whether it decided: the count is shown (the list has n
// items) or contradicted by its own list, which it reports as a
// count_mismatch with basis contradiction unless the result's count is n
// (then the ordinary rules accept it). want and known are the result's
// counts as countsOf gives them.
func (c *check) enumeratedCount(cc countClaim, targets []int, want []int, known bool) bool {
	if strings.ContainsAny(cc.filter, "0123456789") {
		// "No. 55812 has 2 invoices: A and B": the list is the nearer
		// number's, not the account number's.
		return false
	}
	lo, hi, bullets, code, ok := c.enumSegment(cc)
	if !ok {
		return false
	}
	whole := known && slices.Contains(want, cc.n)
	// A list under a count the reply gives as the whole ("3 open bugs:"
	// and three of four) leaves items out: it cannot vouch for the count,
	// and the ordinary rules hold it to the result. Only a count given
	// as a part (see partMarked) is shown by its list.
	if code {
		// "两个 `payment-api` 副本", "1 个预算草稿 `budget_draft.xlsx`",
		// "2 条 ERROR": a name right after the count stands for its n
		// items. A name on
		// other than n lines may be where they are ("3 files in
		// `src/`"): no list, the ordinary rules decide.
		// A bare name after a classifier ("2 条 ERROR") qualifies the
		// items, and partMarked reads it as such; a code span names
		// them ("1 个 `a.txt`" may be all there is, or a wrong total).
		gapEnd := lo
		if c.folded[lo-1] != '`' {
			gapEnd = hi
		}
		if !c.identifies(c.folded[lo:hi], cc.n, targets) || !whole && !c.partMarked(cc, want, gapEnd, targets) {
			return false
		}
		c.dropCountFacts(cc)
		return true
	}
	m, items, ok := c.enumItems(lo, hi, bullets, targets, false)
	if !ok && !bullets && !whole {
		// "3 customers: Globex, Initech and Hooli" over seven tickets: a
		// list of values the items share, each on some lines and one on
		// several, shows what its count counts (the customers, not the
		// tickets), and shows them all. Only where the result gives its
		// items a line each: in a one-line JSON result every name is "on
		// the line", and "3 resultados: Rentalcars, Europcar y
		// DoYouSpain" over four is a list of the items themselves.
		if g, _, ok := c.enumItems(lo, hi, false, targets, true); ok && g == cc.n && targets[0] < len(c.calls) && len(want) > 0 && nonEmptyLines(c.calls[targets[0]].Result) >= want[0] {
			return true
		}
	}
	if !ok || m == 0 {
		return false
	}
	if m == cc.n {
		if !whole && !c.partMarked(cc, want, lo, targets) {
			return false
		}
		c.dropCountFacts(cc)
		return true
	}
	if whole || items < 2 {
		// The result's count: the list is the odd one out. One item
		// is a gloss ("19 modules removed (PEP 594)"), no list.
		return false
	}
	c.addRule("count/enumerated", BasisContradiction, c.callFinding(CountMismatch, cc.span, targets[0],
		"reply lists "+strconv.Itoa(m)+" "+cc.noun+" but says "+strconv.Itoa(cc.n)))
	return true
}

// enumSegment finds the list after a count: c.folded[lo:hi] is either the
// inline list (after ":", "：", "—", "(" or right at a code span) or, for
// a count line that ends at its opener ("3 files:"), the bullet lines
// directly under it (bullets set); code is set when a name right after
// the count (a code span, or an ASCII word after a CJK classifier) stands
// for the items, and then c.folded[lo:hi] is that name.
func (c *check) enumSegment(cc countClaim) (lo, hi int, bullets, code, ok bool) {
	t := c.folded
	end := min(len(t), cc.end+enumWindow)
	lineEnd := end
	if i := strings.IndexByte(t[cc.end:end], '\n'); i >= 0 {
		lineEnd = cc.end + i
	}
	// The opener: within a few words after the noun, with no number and
	// no clause break before it ("3 files, and 2 of them...": no list).
	i := cc.end
	opener, paren := -1, false
	if w := cjkClassifierName(t[cc.end:lineEnd], cc.noun); w > 0 {
		lo = cc.end + len(t[cc.end:lineEnd]) - len(strings.TrimLeft(t[cc.end:lineEnd], " *"))
		return lo, lo + w, false, true, true
	}
	// A receipt cited before the opener ("4 schools distintos <receipt>:
	// A, B…") is the reply's footnote, not a word of the clause: it is
	// stepped over, and its length does not count toward the gap.
	skip := 0
	for i < lineEnd && i < cc.end+enumGap+skip {
		if k := c.citeAfter(i); k < len(c.cites) && c.cites[k].start == i {
			skip += c.cites[k].end - i
			i = c.cites[k].end
			continue
		}
		switch b := t[i]; {
		case b == ':' || b == '(':
			opener, paren = i+1, b == '('
		case strings.HasPrefix(t[i:], "："):
			opener = i + len("：")
		case strings.HasPrefix(t[i:], "（"):
			opener, paren = i+len("（"), true
		case strings.HasPrefix(t[i:], "—"):
			opener = i + len("—")
		case b == '`':
			// "1 个预算草稿 `budget_draft.xlsx`": the item itself; after
			// "和", "and" it is the next item, not the counted one.
			for g := cc.end; g < i; g++ {
				if listSep(t[g:i]) > 0 {
					return 0, 0, false, false, false
				}
			}
			j := strings.IndexByte(t[i+1:lineEnd], '`')
			if j <= 0 {
				return 0, 0, false, false, false
			}
			return i + 1, i + 1 + j, false, true, true
		case isDigitByte(b) || b == '.' || b == ',' || b == ';' || b == '!' || b == '?':
			return 0, 0, false, false, false
		case strings.HasPrefix(t[i:], "，") || strings.HasPrefix(t[i:], "。") || strings.HasPrefix(t[i:], "；") || strings.HasPrefix(t[i:], "、") || strings.HasPrefix(t[i:], "।"):
			return 0, 0, false, false, false
		}
		if opener >= 0 {
			break
		}
		i++
	}
	if opener < 0 {
		return 0, 0, false, false, false
	}
	rest := strings.Trim(t[opener:lineEnd], " *_")
	if rest == "" && !paren && !c.numOnLineBefore(cc) {
		// "3 files:" closing its line: the bullets right under it.
		lo = lineEnd + 1
		if lo < len(t) && t[lo] == '\n' {
			lo++ // one blank line between heading and list
		}
		return lo, min(len(t), lo+enumWindow), true, false, lo < len(t)
	}
	hi = lineEnd
	if paren {
		if k := strings.IndexAny(t[opener:lineEnd], ")）"); k >= 0 {
			hi = opener + k
		}
	}
	// The list ends with its sentence.
	for _, stop := range []string{"。", "；", "; ", ". ", "| "} {
		if k := strings.Index(t[opener:hi], stop); k >= 0 {
			hi = opener + k
		}
	}
	// A full stop or danda closing the line closes the sentence, not the
	// last item's name ("… y Colegio Amanecer.", "… और Elan।").
	hi = opener + len(strings.TrimRight(t[opener:hi], " .!।"))
	return opener, hi, false, false, true
}

var (
	partialMarks    []string
	listSepList1    []string
	itemWeightList1 []string
	partMarks       []string
)

// enumeratedLists holds the phrases of the word lists declared above (see barList).
var enumeratedLists = [...]barList{
	// partialMarks make a list a sample of the items, not all of them
	// (and 等 "etc." where zhEtcIn reads it so).
	{&partialMarks, "e.g|such as|for example|including|like |among others|etc|and more|and others|…|...|" +
		"por ejemplo|como |entre otros|entre ellos|y más|例如|比如|包括|之类|など|なども|ほか|जैसे|आदि|इत्यादि|वगैरह"},
	// The lists of listSep, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&listSepList1, ",|，|、| and | y | e | और | & |和|及|と|及び"},
	// The lists of itemWeight, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&itemWeightList1, ":|：|(|（| — | - | – "},
	// partMarks before a count make it a part of the items: "其中 3 份",
	// "2 of them", "de ellos 2", "そのうち 2 つ", "इनमें से 2".
	{&partMarks, "其中|当中|之中|of them|of which|of these|among them|de ellos|de ellas|de los cuales|de las cuales|うち|में से"},
}

var _ = splitBars(enumeratedLists[:])

// enumItems counts the items of the list in c.folded[lo:hi], each weighted
// by a count it leads with ("两个 `payment-api` 副本" stands for two). It
// reports false unless every item identifies lines of one of targets —
// or, with groups, is a name on several lines of the first target.
func (c *check) enumItems(lo, hi int, bullets bool, targets []int, groups bool) (m, items int, ok bool) {
	t := c.folded
	if !bullets && (containsAny(t[lo:hi], partialMarks) || zhEtcIn(t[lo:hi])) {
		return 0, 0, false
	}
	item := func(s string, at int) bool {
		items++
		if items > enumItems {
			return false
		}
		w, name, rest := c.itemWeight(s, at)
		if w > 1 && strings.Count(rest, "`") >= 4 {
			// "3 documents: `a.pdf`, `b.pdf`, `c.docx`": an item that
			// lists its own parts stands for them, one line each.
			k := 0
			for r := rest; ; k++ {
				i := indexByte(r, '`')
				if i < 0 {
					break
				}
				j := indexByte(r[i+1:], '`')
				if j < 0 || !c.identifies(r[i+1:i+1+j], 1, targets) {
					return false
				}
				r = r[i+j+2:]
			}
			if k != w {
				return false
			}
		} else if name == "" || !c.identifies(name, w, targets) && !(groups && w == 1 && c.linesNamed(targets[0], strings.TrimRight(name, ".।")) > 1) {
			return false
		}
		m += w
		return true
	}
	if bullets {
		pos := lo
		for pos < hi {
			le := indexByte(t[pos:], '\n')
			if le < 0 {
				le = len(t) - pos
			}
			line := t[pos : pos+le]
			tl := strings.TrimLeft(line, " \t")
			if len(line)-len(tl) > 1 || !bulletLine(tl) {
				if len(line)-len(tl) > 1 && bulletLine(tl) {
					pos += le + 1
					continue // a sub-item: part of the item above it
				}
				break
			}
			body := strings.TrimLeft(tl[2:], " .)")
			if containsAny(body, partialMarks[:3]) {
				return 0, 0, false
			}
			if !item(body, pos+len(line)-len(body)) {
				return 0, 0, false
			}
			pos += le + 1
		}
		return m, items, items > 0
	}
	// Split on list separators outside code spans.
	start, code := lo, false
	for i := lo; i < hi; {
		b := t[i]
		if b == '`' {
			code = !code
			i++
			continue
		}
		n := 0
		if !code {
			n = listSep(t[i:hi])
		}
		if n == 0 {
			i++
			continue
		}
		if !item(t[start:i], start) {
			return 0, 0, false
		}
		i += n
		start = i
	}
	if !item(t[start:hi], start) {
		return 0, 0, false
	}
	return m, items, true
}

// listSep returns the length of a list separator at the start of s, or 0.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func listSep(s string) int {
	for _, sep := range listSepList1 {
		if hasPrefix(s, sep) {
			return len(sep)
		}
	}
	return 0
}

// itemWeight reads one list item at c.folded offset at: the count it
// leads with (1 without one, or when the number is an amount in a unit)
// and its name, the first code span or else the item's text cut at a
// description (":", "(", " — ") and trimmed.
func (c *check) itemWeight(s string, at int) (w int, name, rest string) {
	w = 1
	trim := strings.TrimLeft(s, " *_✅❌⚠️")
	off := at + len(s) - len(trim)
	if k := numsFrom(c.nums, off); k < len(c.nums) && c.nums[k].start == off && c.nums[k].end <= at+len(s) && isIntNum(&c.nums[k]) && !c.nums[k].glued && !nameGlue(c.folded, c.nums[k].end) {
		w = int(c.nums[k].vals[0])
		trim = trim[c.nums[k].end-off:]
		if rest, ok := measuredItem(c.folded, c.nums[k].end, trim); ok {
			w, trim = 1, rest // "25 kg de mantequilla": one item, its amount; see measuredItem
		}
	} else if k := hitsFrom(c.hits, off); k < len(c.hits) && c.hits[k].start == off && c.hits[k].t.kind == kindNumWord {
		w, _ = strconv.Atoi(c.hits[k].t.family)
		trim = trim[c.hits[k].end-off:]
	}
	if w < 1 || w > 1000 {
		return 0, "", ""
	}
	rest = trim
	if i := strings.IndexByte(trim, '`'); i >= 0 {
		if j := strings.IndexByte(trim[i+1:], '`'); j > 0 {
			return w, trim[i+1 : i+1+j], rest
		}
	}
	for _, cut := range itemWeightList1 {
		if i := strings.Index(trim, cut); i > 0 {
			trim = trim[:i]
		}
	}
	return w, strings.Trim(trim, " *_\"'“”「」"), rest
}

// identifies reports whether an item name stands for w lines of one of
// targets: found on exactly w of its lines (or, in a result of one or
// two lines, w times), with at least one letter or digit besides and
// not all digits (a number in a list is a value, not an item).
func (c *check) identifies(name string, w int, targets []int) bool {
	if len(name) < 2 || len(name) > 120 {
		return false
	}
	digits := true
	for i := 0; i < len(name); i++ {
		if !isDigitByte(name[i]) && name[i] != ',' && name[i] != '.' && name[i] != ' ' {
			digits = false
			break
		}
	}
	if digits {
		return false
	}
	for _, ci := range targets {
		if c.linesNamed(ci, name) == w {
			return true
		}
	}
	// The count's targets are narrowed by its noun (see countTargets): a
	// list names its items, and so finds them in whatever ok result of
	// the turn holds them ("6 log files … 2 条 ERROR" from the file read).
	for ci := range c.calls {
		if c.calls[ci].ok && !slices.Contains(targets, ci) && c.linesNamed(ci, name) == w {
			return true
		}
	}
	return false
}

// linesNamed counts the lines of call ci's result that hold name (in a
// result of one or two lines, its occurrences); none for an empty name,
// which every position holds.
func (c *check) linesNamed(ci int, name string) int {
	if name == "" {
		return 0
	}
	res := c.calls[ci].folded
	multi := c.calls[ci].lines > 2
	k := 0
	for i := 0; ; {
		j := indexSubstr(res[i:], name)
		if j < 0 {
			return k
		}
		k++
		i += j + len(name)
		if multi {
			// Count the line once: go on from its end.
			e := indexByte(res[i:], '\n')
			if e < 0 {
				return k
			}
			i += e
		}
	}
}

// dropCountFacts withdraws the fact findings the row rules (which run
// before the count rules) made on the number of a count its list shows:
// "3 个 Running：两个 `payment-api` 副本和 `payment-redis-0`" counts the
// rows it names, so 3 and 两 are no values of those rows. Only the
// findings of the clause just checked can lie in cc's span: the look
// back is bounded.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) dropCountFacts(cc countClaim) {
	fs := c.rep.Findings
	for i := len(fs) - 1; i >= 0 && i >= len(fs)-16; i-- {
		if f := fs[i]; f.Type == FactMismatch && f.Start >= cc.start && f.End <= cc.end {
			fs = append(fs[:i], fs[i+1:]...)
		}
	}
	c.rep.Findings = fs
}

// partMarked reports whether a listed count is given as a part of what
// the result holds, not as its whole: so marked just before it, or the
// reply states the whole as well (a number equal to the result's count
// shortly before, as in "6 files: 3 documents: …, 2 photos: …"), or a
// word qualifying the count (between it and its list: "pods are
// pending (", "个 running：") is on some but not all lines of a target
// result. Without any of these a list shorter than the result under
// "3 open bugs:" is a wrong total, which the list cannot vouch for.
func (c *check) partMarked(cc countClaim, want []int, opener int, targets []int) bool {
	t := c.folded
	if containsAny(t[max(0, cc.start-24):cc.start], partMarks) {
		return true
	}
	lo := max(0, cc.start-600)
	for k := numsFrom(c.nums, lo); k < len(c.nums) && c.nums[k].start < cc.start; k++ {
		n := &c.nums[k]
		if !n.glued && !n.inDate && !n.ordinal && !n.percent && !n.version && isIntNum(n) && slices.Contains(want, int(n.vals[0])) {
			return true
		}
	}
	// Qualifier words: ASCII words of three letters or more between the
	// number and the list.
	g := t[cc.start:min(opener, len(t))]
	for len(g) > 0 {
		i := 0
		for i < len(g) && !isLetterByte(g[i]) {
			i++
		}
		j := i
		for j < len(g) && isWordByte(g[j]) {
			j++
		}
		w := g[i:j]
		g = g[j:]
		if len(w) < 3 {
			if j == i && len(g) > 0 {
				g = g[1:]
			}
			continue
		}
		for _, ci := range targets {
			if m, lines := countLines(c.calls[ci].folded, func(l string) bool { return wordIn(l, w) }); m > 0 && m < lines {
				return true
			}
		}
	}
	return false
}

// numOnLineBefore reports whether a number comes before cc on its line:
// then the line is a sentence of several counts ("of 5 commits, 2 fixes
// and 1 docs:"), and the bullets under it list all of them, not cc's.
func (c *check) numOnLineBefore(cc countClaim) bool {
	ls, _ := c.lineAround(cc.start, cc.start)
	k := numsFrom(c.nums, ls)
	return k < len(c.nums) && c.nums[k].start < cc.start
}

// nameGlue reports whether the byte at i continues a name the number
// before it starts ("2024-q1.pdf", "3.log"): then it is no count.
func nameGlue(t string, i int) bool {
	return i < len(t) && (isWordByte(t[i]) || t[i] == '.')
}

// cjkClassifierName returns the length of an ASCII name (three bytes or
// more, emphasis and spaces before it allowed) that s, the text after a
// count, starts with when the count noun is a CJK classifier: "2 条
// ERROR", "3 个 Pending". In Chinese and Japanese the name of what is
// counted follows the classifier; in spaced scripts it comes before the
// noun ("2 ERROR lines") and the count's filter reads it. Else 0.
func cjkClassifierName(s, noun string) int {
	if len(noun) != 3 || noun[0] < 0xe3 || noun[0] > 0xe9 {
		return 0
	}
	s = strings.TrimLeft(s, " *")
	if len(s) == 0 || !isLetterByte(s[0]) {
		return 0
	}
	j := 0
	for j < len(s) && isWordByte(s[j]) {
		j++
	}
	if j < 3 || j < len(s) && (s[j] == '.' || s[j] == '/') {
		return 0 // a file or a path: where the items are, not their name
	}
	return j
}
