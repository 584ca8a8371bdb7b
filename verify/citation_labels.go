package verify

import (
	"strings"
)

// Citation labels.
//
// Replies often gather their receipts in a footer that labels each one:
// "AWS figure: zc-receipt-…", "GCP 数据：zc-receipt-…", "Calendar — …".
// The label says which call the receipt stands for. A label that names
// another ok call's tool, and not the cited call's, has put the receipt
// of one call on what another returned: the same misattribution as a
// passage of another call's values, read from the label instead.
//
// A label is the short run of words between the start of the line (or
// the previous receipt, or the previous sentence) and the receipt, ended
// by a colon or a dash. It names a tool by a word of the tool's name
// ("gcp" of gcp_billing_query) that no cited tool's name holds; the
// generic words of tool names (get, search, query, status …) name no
// tool in particular and are not read.

// labelWordsMax bounds a label: a longer run is a sentence, not a label.
const labelWordsMax = 4

// labelBytesMax bounds the text read back from a receipt for its label.
const labelBytesMax = 96

var (
	genericToolWords   []string
	citationLabelList1 []string
	citationLabelList2 []string
)

// citationLabelsLists holds the phrases of the word lists declared above (see barList).
var citationLabelsLists = [...]barList{
	// genericToolWords are words of tool names that many tools share: a
	// label with one of them does not say which tool it means.
	{&genericToolWords, "api|get|set|list|search|query|fetch|read|write|run|check|find|lookup|" +
		"status|info|data|stats|file|files|http|web|tool|result|results|report|" +
		"summary|history|details|create|update|delete|send|the|and|for"},
	// The lists of citationLabel, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&citationLabelList1, "receipt|recibo|回执|收据|レシート|रसीद"},
	{&citationLabelList2, ":|：|—|–|-|→"},
}

var _ = splitBars(citationLabelsLists[:])

// checkCitationLabels reports receipts whose label names another ok
// call's tool (see above).
func (c *check) checkCitationLabels() {
	if len(c.cites) == 0 {
		return
	}
	if len(c.okCalls(famAny)) < 2 {
		return
	}
	prevEnd := 0
	for _, ct := range c.cites {
		from := prevEnd
		prevEnd = ct.end
		if ct.call < 0 || !c.calls[ct.call].ok {
			continue
		}
		label, ok := c.citationLabel(from, ct.start)
		if !ok {
			continue
		}
		named, other := false, -1
		for w := range strings.FieldsFuncSeq(label, func(r rune) bool { return !isLetterByte(byte(r)) || r >= 0x80 }) {
			if len(w) < 3 || contains(genericToolWords, w) {
				continue
			}
			if toolNameHas(c.calls[ct.call].Tool, w) {
				named = true
				break
			}
			for i := range c.calls {
				if i != ct.call && c.calls[i].ok && other < 0 && toolNameHas(c.calls[i].Tool, w) && !c.sameTool(i, ct.call) {
					other = i
				}
			}
		}
		if named || other < 0 {
			continue
		}
		// Record: the receipt is valid, the call it was issued to is not
		// the one its label names; which tool the label names is read
		// from the label's word and the signed calls' tool names.
		c.addRule("receipt/label", BasisRecord, c.callFinding(ForgedReceipt, span{ct.start, ct.end}, ct.call,
			"receipt of "+c.calls[ct.call].Tool+" is labelled as "+c.calls[other].Tool+"'s"))
	}
}

// sameTool reports whether calls i and j are of one tool.
func (c *check) sameTool(i, j int) bool { return c.calls[i].Tool == c.calls[j].Tool }

// citationLabel returns the label of a receipt starting at end: the
// folded text from the last line start, sentence end or earlier receipt
// after from, when it is a few words ended by a colon or a dash.
func (c *check) citationLabel(from, end int) (string, bool) {
	s := c.folded
	// A label is a few words: look back no further than that, not to the
	// start of a long line for every receipt on it.
	lo := max(from, end-labelBytesMax)
	// The line starts after the last line break before end, found in the
	// reply's line breaks (see newlines) rather than by a byte-at-a-time
	// scan back per receipt.
	nl := c.newlines()
	if k := firstAtOrAfter(nl, end); k > 0 && nl[k-1] >= lo {
		lo = nl[k-1] + 1
	}
	t := trimLabelTail(s[lo:end])
	for _, p := range citationLabelList1 {
		if u := strings.TrimSuffix(t, p); len(u) < len(t) {
			t = trimLabelTail(u)
		}
	}
	var cut bool
	for _, sep := range citationLabelList2 {
		if tailIs(t, sep) {
			t, cut = strings.TrimRight(t[:len(t)-len(sep)], " \t"), true
			break
		}
	}
	if !cut {
		return "", false
	}
	// The label starts after the last sentence end before it ("… 4 Mar.
	// GCP figure:").
	for _, stop := range []string{". ", "。", "! ", "? ", "; ", "；", "|"} {
		if i := strings.LastIndex(t, stop); i >= 0 {
			t = t[i+len(stop):]
		}
	}
	t = strings.Trim(t, " \t*_-•>#")
	if t == "" {
		return "", false
	}
	// Count the words without building them: this runs per receipt.
	n := 0
	for f, rest := nextSpaceField(t); f != ""; f, rest = nextSpaceField(rest) {
		if n++; n > labelWordsMax {
			return "", false
		}
	}
	return t, true
}

// trimLabelTail is strings.TrimRight(t, " \t([（【"), the marks that open a
// receipt after its label, without the rune-by-rune search of a cutset
// past ASCII.
func trimLabelTail(t string) string {
	for t != "" {
		switch b := t[len(t)-1]; {
		case b == ' ' || b == '\t' || b == '(' || b == '[':
			t = t[:len(t)-1]
		case tailIs(t, "（") || tailIs(t, "【"):
			t = t[:len(t)-len("（")]
		default:
			return t
		}
	}
	return t
}

// toolNameHas reports whether w is one of the words of a tool's name
// (split at underscores, dashes, dots and slashes), compared folded.
func toolNameHas(tool, w string) bool {
	// The parts between _ - . / and spaces, split by a loop (asked for
	// every label word against every call: the sequence and its closure
	// cost more than the comparisons).
	for i := 0; i < len(tool); {
		j := i
		for j < len(tool) && !toolNameSep(tool[j]) {
			j++
		}
		if j > i && strings.EqualFold(tool[i:j], w) {
			return true
		}
		i = j + 1
	}
	return false
}

func toolNameSep(b byte) bool { return b == '_' || b == '-' || b == '.' || b == '/' || b == ' ' }
