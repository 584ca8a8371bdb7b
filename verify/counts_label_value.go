package verify

import (
	"strings"
)

// Counts stated as the value of a label. Replies give a listing's size
// the way a form or a dashboard does, with no noun after the number: a
// label and a colon ("Matches: 12", "匹配数：4", "संख्या: 5", "Open
// tickets: **3**"), a heading or bold label with the number in
// parentheses ("**Pending (4)**", "### Results (7)", "待处理（5）"), or a
// table's closing row whose label is a word of totality over rows that
// hold no figures ("| **Total** | 9 |" under one row per item). The number
// alone fills the label's value, and the label names the listing: a word
// of counting (count, matches, results, 件数, संख्या), a count noun
// ("tickets"), or what the call selected by (its arguments: "pending",
// "/srv/reports"). Such a number is the count of the clause's one counted
// call, and goes through the same rules for parts and subsets as "5
// files". A label of something else ("Page: 2", "Retries: 3", "Version
// (2)") names no listing and is left to the value rules.

var (
	labelCountWords    []string
	labelStopWords     []string
	positionNouns      []string
	copulaWords        []string
	numberOfWords      []string
	countCopulas       []string
	copulaAfter        []string
	copulaCountAtList1 []string
)

// countsLabelValueLists holds the phrases of the word lists declared above (see barList).
var countsLabelValueLists = [...]barList{
	// labelCountWords name a count or the items of a search as a label:
	// "Count: 5", "Matches: 12", "Resultados (4)", "件数：3", "संख्या: 5".
	{&labelCountWords, "count|total|matches|results|hits|items|entries|" +
		"número|numero|cantidad|coincidencias|resultados|elementos|total|" +
		"数量|条数|个数|匹配数|结果|合计|总计|总数|件数|一致数|ヒット数|合計|結果|" +
		"संख्या|कुल|मिलान|परिणाम"},
	// labelStopWords join a label's words without narrowing it: "Contents of
	// /srv/reports", "Resultados de la búsqueda", "/srv/reports の中身".
	{&labelStopWords, "of|the|in|for|de|la|el|los|las|en|del|contents|contenido|" +
		"की|के|का|में|सामग्री"},
	// positionNouns, alone as a label, say which one rather than how many:
	// "Page: 2", "पेज: 2", "Línea: 14", "Step (3)".
	{&positionNouns, "page|pages|पेज|पृष्ठ|página|páginas|页|ページ|step|steps|paso|pasos|line|lines|línea|líneas|行|लाइन"},
	// copulaWords state a number as what the subject amounts to in Spanish,
	// which writes a total with the verb of being: "Los PRs abiertos son 4",
	// "Las coincidencias fueron 6". The count noun is the subject's, before
	// the verb; the number closes the clause.
	{&copulaWords, " son| eran| fueron| serían"},
	// Every language states a total as the value of "the number of": "the
	// number of open tickets is 7", "el número de tickets abiertos es 7",
	// "未关闭工单的数量是 7", "未解決チケットの数は7です", "खुले टिकटों की
	// संख्या 7 है". numberOfWords name the number, countCopulas end the
	// subject right before it, and copulaAfter close the clause after it in
	// the verb-final languages.
	{&numberOfWords, "number of|count of|número de|cantidad de|数量|总数|个数|の数|件数|संख्या"},
	{&countCopulas, " is| was| es| era| fue|为|是|は|संख्या"},
	{&copulaAfter, "です|でした|है|था|थी"},
	// The lists of copulaCountAt, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&copulaCountAtList1, " de | del | con | sin | que | en "},
}

var _ = splitBars(countsLabelValueLists[:])

// labelCountAt reports a number that is the whole value of a label naming
// the clause's one counted listing (see the comment above), with the noun
// it is counted by.
func (c *check) labelCountAt(in *info, sp span, n, idx int) (string, bool) {
	ci, ok := c.countedCall(in, n)
	if !ok {
		return "", false
	}
	ls, le := c.lineAround(sp.start, sp.end)
	before := strings.TrimRight(c.folded[ls:sp.start], " *_")
	after := strings.TrimLeft(c.folded[sp.end:le], " *_")
	if hasPrefix(strings.TrimSpace(c.folded[ls:le]), "|") {
		return c.totalCellCount(sp, ls, idx, before, after)
	}
	var label string
	switch {
	case hasSuffix(before, ":"):
		label = before[:len(before)-1]
	case hasSuffix(before, "："):
		label = before[:len(before)-len("：")]
	case hasSuffix(before, "("):
		label = before[:len(before)-1]
		if !hasPrefix(after, ")") {
			return "", false
		}
		after = after[1:]
	case hasSuffix(before, "（"):
		label = before[:len(before)-len("（")]
		if !hasPrefix(after, "）") {
			return "", false
		}
		after = after[len("）"):]
	default:
		return "", false
	}
	// The number closes the line (but for emphasis and punctuation): a
	// figure followed by more words is a value in a sentence.
	if strings.Trim(after, " *_.。:：") != "" {
		return "", false
	}
	paren := hasSuffix(before, "(") || hasSuffix(before, "（")
	label = strings.Trim(label, " *_#>-")
	// A line that ends at a colon after the parenthesis ("Open tickets
	// (6):") heads what follows as a heading does.
	if head := strings.TrimLeft(c.folded[ls:le], " "); paren && !hasPrefix(head, "#") && !hasPrefix(head, "**") && !hasPrefixAny(strings.TrimLeft(after, " *_"), []string{":", "："}) {
		return "", false // "(3)" inside a sentence: an aside, not a heading's count
	}
	if noun, ok := c.listingLabel(ci, label, ls+indexSubstr(c.folded[ls:sp.start], label)); ok {
		return noun, true
	}
	// A label that heads a list of exactly the listing's items names
	// them, whatever its words ("**Pendientes (3)**" over the four
	// tickets the call returned): its number sizes that list.
	// So does a heading over a table of as many rows ("## Órdenes de
	// hilado en curso (7)" over a table of the six orders the call
	// returned): the rows are the items the heading counts.
	if k := *c.calls[ci].Count; (c.listUnder(le) == k || paren && hasPrefix(strings.TrimLeft(c.folded[ls:le], " "), "#") && c.tableRowsUnder(le) == k) && !hasAnyRune(label, "0123456789|") && label != "" {
		return "items", true
	}
	return "", false
}

// listUnder counts the bullet lines of the list that starts on the line
// after le (blank lines before it skipped), up to 64.
func (c *check) listUnder(le int) int {
	k, p := 0, le
	for p < len(c.folded) && k < 64 {
		t, e := c.lineAfter(p)
		switch {
		case bulletLine(t):
			k++
		case t != "" || k > 0:
			return k
		}
		p = e
	}
	return k
}

// tableRowsUnder counts the rows of the Markdown table that starts on the
// first line after le that is not blank (a receipt token is blank in
// folded), under its header and rule, up to 64; 0 when no table starts
// there.
func (c *check) tableRowsUnder(le int) int {
	k, p, line := 0, le, 0
	for p < len(c.folded) && k < 64 {
		t, e := c.lineAfter(p)
		p = e
		switch {
		case t == "" && line == 0:
			continue
		case !hasPrefix(t, "|"):
			return k
		case line == 1 && strings.Trim(t, "|-: ") != "":
			return 0 // no rule under the header: no table
		case line >= 2:
			k++
		}
		line++
	}
	return k
}

// lineAfter returns the reply's line after the one that ends at p (its
// '\n', p < len(c.folded)), trimmed of white space, and the index of its
// own end: its '\n', or len(c.folded). listUnder and tableRowsUnder step
// through the lines under a label with it.
func (c *check) lineAfter(p int) (t string, e int) {
	e = indexByte(c.folded[p+1:], '\n')
	if e < 0 {
		e = len(c.folded)
	} else {
		e += p + 1
	}
	return strings.TrimSpace(c.folded[min(p+1, e):e]), e
}

// listingLabel reports whether a label names the listing of call ci: every
// word of it is a word of counting, a count noun, a joining word or a word
// of the call's arguments, and one at least is not a joining word. It
// returns the noun to count by.
func (c *check) listingLabel(ci int, label string, at int) (string, bool) {
	if label == "" || runeCount(label) > 40 || hasAnyRune(label, "0123456789:：()（）|") {
		return "", false
	}
	args := c.calls[ci].lowerArgs()
	noun, named, counted := "", false, false
	rest := label
	// Words of counting first: 件数 and 匹配数 hold a counter of their own.
	for _, w := range labelCountWords {
		if hasSubstr(rest, w) {
			rest = strings.Replace(rest, w, " ", 1)
			named, counted = true, true
		}
	}
	for _, h := range c.hits {
		if h.start >= at && h.end <= at+len(label) && h.t.kind == kindCount && h.t.family != famClassifier && !kindNoun(h.t.text) {
			noun, named = h.t.text, true
			rest = strings.Replace(rest, c.folded[h.start:h.end], " ", 1)
		}
	}
	// "チケット数", "工单数": a count noun with the bare 数 of its number.
	if noun != "" && (strings.TrimSpace(rest) == "数" || strings.TrimSpace(rest) == "の数") {
		rest, counted = "", true
	}
	for _, w := range strings.Fields(rest) {
		switch {
		case contains(labelStopWords, w) || neutralQualifiers[w]:
		case len(w) >= 3 && hasSubstr(args, w):
			named = true
		default:
			return "", false // a word that may name a part: "Failed: 2"
		}
	}
	if !named || noun != "" && contains(positionNouns, noun) && !counted {
		return "", false
	}
	if noun == "" {
		noun = "items"
	}
	return noun, true
}

// totalCellCount reads "| **Total** | 9 |": a table's closing row whose
// label is a word of totality, its figure alone in the next cell, over
// rows that hold no figure in that column. Such a table lists the items
// one a row, and its total row states how many there are. (Rows with
// figures are a breakdown: counts_total_row.go holds the total to them.)
func (c *check) totalCellCount(sp span, ls, idx int, before, after string) (string, bool) {
	if !hasSuffix(before, "|") || !hasPrefix(after, "|") || strings.Count(before, "|") != 2 {
		return "", false
	}
	if !totalLabel(strings.TrimSpace(c.folded[ls:sp.start])) {
		return "", false
	}
	if idx < 0 {
		return "", false
	}
	rows, figures := 0, 0
	c.walkColumn(&c.nums[idx], ls, 0, false, func(r *num) (took, stop bool) {
		figures++
		return false, true
	})
	if figures > 0 {
		return "", false
	}
	for p := ls - 1; p > 0 && rows < 3; rows++ {
		s := lastIndexByte(c.folded[max(0, p-400):p], '\n') + 1 + max(0, p-400)
		if !hasPrefix(strings.TrimSpace(c.folded[s:p]), "|") {
			break
		}
		p = s - 1
	}
	if rows < 3 {
		return "", false // a header and a rule at least, and one row
	}
	return "total", true
}

// copulaCountAt reports the count noun of "<noun …> son N" when N ends
// its clause: the items the subject names number N.
func (c *check) copulaCountAt(in *info, sp span) (string, bool) {
	// The clause's close after the number is the cheaper test: first.
	if after := strings.TrimLeft(c.folded[sp.end:min(in.end, sp.end+8)], " *"); after != "" && !strings.ContainsAny(after[:1], ".,;:)") && !hasPrefixAny(after, copulaAfter) {
		return "", false // "son 4 de los 5", "son 4 tickets": not the clause's close
	}
	before := strings.TrimRight(c.folded[max(in.start, sp.start-48):sp.start], " *")
	if !hasSuffixAny(before, copulaWords) && !(hasSuffixAny(before, countCopulas) && containsAny(before, numberOfWords)) {
		return "", false
	}
	from := sp.start - 48
	noun, nounEnd := "", 0
	for _, h := range in.hits {
		if h.start >= from && h.end <= sp.start && h.t.kind == kindCount && h.t.family != famClassifier && !kindNoun(h.t.text) && !hasPrefixAny(h.t.text, adviceNouns) {
			noun, nounEnd = h.t.text, h.end
		}
	}
	if noun == "" {
		return "", false
	}
	// A phrase after the noun that names whose or which ("los PRs de
	// bob", "los tickets con adjunto") makes the subject a part, unless
	// it names what the call selected by ("los archivos de /srv/reports").
	mid := c.folded[nounEnd:sp.start]
	for _, p := range copulaCountAtList1 {
		if i := strings.Index(mid, p); i >= 0 {
			w := leadingWord(strings.TrimLeft(mid[i+len(p):], " "))
			if w == "" {
				w, _, _ = strings.Cut(strings.TrimLeft(mid[i+len(p):], " "), " ")
			}
			if !argsFilter(c.calls[in.targets[0]].lowerArgs(), w) {
				return "", false
			}
		}
	}
	return noun, true
}
