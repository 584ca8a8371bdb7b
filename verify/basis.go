package verify

// How sure a value finding is. A value the checker could not find in a
// result is either wrong or the model's own working (a sum, a rate, a
// converted unit, a paraphrase): the checker cannot tell which, so such a
// finding is unsupported. It is a contradiction only when the result
// gives the same thing another value: the reply writes "latency: 480 ms"
// and the result has "latency_ms: 412". The rules here tell the two apart
// after a finding is decided, so they change no finding, only its basis.

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// factBasis is the basis of a value the reply attributes to a result that
// does not hold it, at sp in clause in: a contradiction when a label the
// reply gives the value (the first cell with words of its table row, or a
// word just before it) labels another value in one of calls, else
// unsupported. A value the words just before it mark as worked out
// ("average", "en total", "合计") or rounded ("about", "约", "लगभग") is
// unsupported whatever its label: under a label the result gives per item
// or exactly, it is the reply's own arithmetic ("约 6.0 GiB" of an RSS of
// 6291456 KiB), not another reading of the item.
func (c *check) factBasis(in *info, sp span, calls []int) string {
	if lo := max(in.start, sp.start-48); lo < sp.start {
		if w := c.folded[lo:sp.start]; containsAny(w, computeWords) || containsAny(w, approxWords) {
			return BasisUnsupported
		}
	}
	if label := c.rowLabel(sp); label != "" && c.labelsValue(label, calls, false) {
		return BasisContradiction
	}
	labels, n := c.valueLabels(in, sp)
	for _, label := range labels[:n] {
		if c.labelsValue(label, calls, false) {
			return BasisContradiction
		}
	}
	return BasisUnsupported
}

// rowLabel returns the first cell with words of the table row that holds
// sp, when sp lies in a later cell: "| Redis | 7.4.5 |" labels 7.4.5
// "redis", and "| 1043 | 杭州云启科技 | 1,280.00 |" labels 1,280.00 with the
// customer, as a rank or an id column comes first. Else "". Asked only of
// a finding, so it may look at the whole line.
func (c *check) rowLabel(sp span) string {
	cells, _, ok := c.rowBefore(sp.start)
	if !ok {
		return ""
	}
	for {
		end := indexByte(cells, '|')
		if end < 0 {
			return "" // sp is in this cell
		}
		key := strings.Trim(cells[:end], " \t*`_")
		if runeCount(key) >= 2 && hasLetter(key) {
			return key
		}
		cells = cells[end+1:]
	}
}

var (
	labelLinks  []string
	labelStops  []string
	approxWords []string
)

// basisLists holds the phrases of the word lists declared above (see barList).
var basisLists = [...]barList{
	// labelLinks join a label to its value in a reply ("latency is 480 ms",
	// "la latencia es de 480 ms", "延迟为 480ms", "レイテンシは480ms") and say
	// nothing themselves: they are skipped to reach the label.
	{&labelLinks, "is|was|are|were|now|es|era|fue|de|of|at|है|था|थी|का|की|के|是|为|為|は|が|も"},
	// labelStops are words that stand before a number without labelling it
	// ("for 3 days", "with 12 hits", "has 4 pods").
	{&labelStops, "the|and|for|with|from|than|only|just|all|its|his|her|our|your|their|this|that|these|those|has|have|had|got|into|since|until|also|then|por|para|con|los|las|del|una|uno|que|como|hasta|desde|और|में|से"},
	// approxWords before a value say it is rounded or estimated: it cannot
	// contradict the exact value of its label (see factBasis).
	{&approxWords, "about|around|approx|approximately|roughly|nearly|almost|~|≈|over|under|" +
		"unos|unas|aproximadamente|casi|cerca|约|大约|大約|约为|近|ほぼ|約|およそ|लगभग|करीब|क़रीब"},
}

var _ = splitBars(basisLists[:])

// valueLabels returns the words the reply writes before the value at sp
// as its label, nearest first and three at most ("the latest pypi
// release is 23.0.0" → "release", "pypi"), skipping the words that only
// link a label to its value and stopping at punctuation.
func (c *check) valueLabels(in *info, sp span) (labels [3]string, n int) {
	lo := max(in.start, sp.start-48)
	if lo >= sp.start {
		return labels, 0
	}
	s := c.folded[lo:sp.start]
	for range 6 {
		if n == len(labels) {
			break
		}
		t := strings.TrimRight(s, " \t:=#*\"'`([$€£¥₹：、")
		if len(t) < len(s) && hasAnyRune(s[len(t):], "([") {
			break
		}
		s = t
		w, rest := lastWord(s)
		s = rest
		switch {
		case w == "":
			return labels, n
		case inList(w, labelLinks) || inList(w, labelStops):
			continue
		}
		if r, _ := decodeRuneAt(w); r < utf8.RuneSelf && len(w) < 3 || r >= utf8.RuneSelf && runeCount(w) < 2 {
			continue
		}
		if hasDigit(w) {
			continue // "p95", "v2": a code, not a label
		}
		labels[n] = w
		n++
	}
	return labels, n
}

// lastWord splits s into its last word and what comes before it. A word
// is a run of letters, digits and marks. Han and kana are written without
// spaces: a trailing particle is a word of its own ("延迟为" → "为"), a
// katakana run is one word ("レイテンシ"), and of a Han run the last two
// runes are taken, the length of most Chinese and Japanese nouns ("平均延迟"
// → "延迟").
func lastWord(s string) (w, rest string) {
	r, size := utf8.DecodeLastRuneInString(s)
	if size == 0 || !isWordRune(r) {
		return "", s
	}
	if isCJK(r) {
		if inList(s[len(s)-size:], labelLinks) {
			return s[len(s)-size:], s[:len(s)-size]
		}
		kana := katakana(r)
		i, n := len(s), 0
		for i > 0 && (kana || n < 2) {
			r, size := utf8.DecodeLastRuneInString(s[:i])
			if !isWordRune(r) || !isCJK(r) || kana != katakana(r) {
				break
			}
			i -= size
			n++
		}
		return s[i:], s[:i]
	}
	i := len(s)
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if !isWordRune(r) || isCJK(r) {
			break
		}
		i -= size
	}
	return s[i:], s[:i]
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func inList(w string, ws []string) bool {
	for _, x := range ws {
		if w == x {
			return true
		}
	}
	return false
}

// labelsValue reports whether calls give a value (with dates, a date)
// under label in exactly one field: the label as a word or key part of a result, and a number in
// the same field, the stretch of its line between commas or semicolons
// ("latency_ms": 412, "redis server v=7.2.5", "新宿店 | 4315000",
// "/dev/sdb1 50G 29G 59% /var"). In a JSON object or a list on one line the
// next field is another key's. A label found in several fields
// ("timeout" in read_timeout and conn_timeout_ms, "price" of each item)
// does not say which value the reply meant, so it contradicts none; so
// the look stops at a second field, or after 64 occurrences of a label
// too common to name one.
//
// Each finding searches the results afresh, so the bytes searched in one
// check are capped at four times the size of the reply and the results:
// past that, the check stays linear and the finding stays unsupported,
// the basis that claims least.
func (c *check) labelsValue(label string, calls []int, dates bool) bool {
	c.initLabelBudget()
	fields, lastCall, lastField, seen := 0, -1, -1, 0
	for _, ci := range calls {
		call := &c.calls[ci]
		f := call.folded
		for at := 0; at < len(f) && fields < 2; {
			if seen++; seen > 64 || c.labelScan > c.labelBudget {
				return false
			}
			j := keyIndex(f[at:], label)
			if j < 0 {
				c.labelScan += len(f) - at
				break
			}
			c.labelScan += j + len(label)
			st, end := at+j, at+j+len(label)
			at = end
			a := fieldStart(f, st)
			b := fieldEnd(f, end)
			k := numsFrom(call.nums, a)
			for ; k < len(call.nums) && call.nums[k].end <= b; k++ {
				m := &call.nums[k]
				if (dates && m.inDate || !dates && !m.inDate && (!m.glued || m.version)) && (m.end <= st || m.start >= end) {
					if ci != lastCall || a != lastField {
						fields++ // a label twice in one field is one field
						lastCall, lastField = ci, a
					}
					break
				}
			}
		}
	}
	return fields == 1
}

// initLabelBudget sets the bytes the label searches of one check may
// read (see labelsValue) on first use.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) initLabelBudget() {
	if c.labelBudget == 0 {
		c.labelBudget = 4*len(c.folded) + 1
		for i := range c.calls {
			c.labelBudget += 4 * len(c.calls[i].folded)
		}
	}
}

// spend charges n bytes read, and one for the call, to the label
// searches' budget (see labelsValue) and reports whether the check is
// still within it: the readings that read a result per clause, per word
// or per item call it before they read, so that a long reply of such
// clauses over a long result stays linear. Past the budget a reading is
// left out, and the claim stays as it was.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) spend(n int) bool {
	c.initLabelBudget()
	c.labelScan += n + 1
	return c.labelScan <= c.labelBudget
}

// fieldStart and fieldEnd bound the field of a result around a label: its
// line, cut at commas and semicolons, 120 bytes either side at most; a
// table's "|" before the label starts its cell ("a/c ****4471 | IFSC
// SBIN0031X2": the account number is no value of the IFSC).
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func fieldStart(f string, i int) int {
	lo := max(0, i-120)
	return lo + strings.LastIndexAny(f[lo:i], "\n,;|") + 1
}

func fieldEnd(f string, i int) int {
	hi := min(len(f), i+120)
	if k := strings.IndexAny(f[i:hi], "\n,;"); k >= 0 {
		return i + k
	}
	return hi
}

// katakana reports whether r is katakana or its long-vowel mark (ー, of
// no script), which belongs to the katakana word it lengthens.
func katakana(r rune) bool { return r == 'ー' || unicode.Is(unicode.Katakana, r) }

// countBasis is the basis of a count that differs from the count of the
// results targets: a contradiction when one of them counted its own items
// (Call.Count, a fact of the record), else unsupported, because the count
// held against it is the checker's reading of the text (its lines taken
// as items), and a reply that counts one kind among them ("2 photos" in a
// listing of six files) differs from it without being wrong.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) countBasis(targets []int) string {
	if c.countedTarget(targets) {
		return BasisContradiction
	}
	return BasisUnsupported
}

// claimCountBasis is the basis of a claims-block count that differs from
// the count of call ci. The entry says what it counts (the items of that
// receipt's call), so it is proven by the record when the call counted
// them itself, and a contradiction of the checker's count of the result's
// lines otherwise.
func (c *check) claimCountBasis(ci int) string {
	if c.calls[ci].Count != nil {
		return BasisRecord
	}
	return BasisContradiction
}

// versionBasis is the basis of a version the reply attributes to a result
// that does not hold it. A version is an identifier: no arithmetic or
// paraphrase yields 7.4.5 from a result (a bump the reply announces is
// excused before this), so one that differs from the versions the result
// gives is a contradiction of them. With none there, it is a value like
// any other (see factBasis).
func (c *check) versionBasis(in *info, n *num, calls []int) string {
	for _, ci := range calls {
		for k := range c.calls[ci].nums {
			if c.calls[ci].nums[k].version {
				return BasisContradiction
			}
		}
	}
	return c.factBasis(in, n.span, calls)
}

// keyIndex returns the index of label in s as a word or as a part of a key
// ("latency" in "latency_ms", "p95-latency"), or -1. Results name their
// fields in snake and kebab case, so '_' and '-' bound a word here. Han
// and kana labels are matched anywhere, as they are written without
// spaces.
func keyIndex(s, label string) int {
	for at := 0; ; {
		j := indexSubstr(s[at:], label)
		if j < 0 {
			return -1
		}
		i, end := at+j, at+j+len(label)
		if label[0] >= utf8.RuneSelf {
			return i
		}
		r0, _ := utf8.DecodeLastRuneInString(s[:i])
		r1, _ := decodeRuneAt(s[end:])
		if (i == 0 || !isKeyRune(r0)) && (end == len(s) || !isKeyRune(r1)) {
			return i
		}
		at = i + 1
	}
}

// isKeyRune reports whether r continues a word of a key: letters and
// digits, not the '_' and '-' that join the words of a key.
func isKeyRune(r rune) bool { return r != '_' && r != '-' && isWordRune(r) }
