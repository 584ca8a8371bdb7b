package verify

import "strings"

// A sentence that opens on the bare verb addresses the reader: "Open it from
// the shared drive and fill in the income section", "打开后先填经济状况那一栏"
// (after opening it, fill in … first) tell the user what to do; they report
// no act of the assistant's. English writes the imperative as the base form
// with no subject before it; Chinese as a subjectless verb with no aspect
// marker, followed by 后 and a step (先, 再, 请). Spanish, Hindi and Japanese
// mark the mood on the verb and are read by the suggestion lexicon.

var (
	imperativeVerbs []string
	zhStepAfter     []string
)

// imperativeUseLists holds the phrases of the word lists declared above (see barList).
var imperativeUseLists = [...]barList{
	// imperativeVerbs are English base forms of looking verbs that open tool
	// terms ("open it", "check the log"); not "read", whose past is spelled
	// alike ("Read the config: port 8080" may report a read).
	{&imperativeVerbs, "open |check |run |look |list |fetch |grep |browse |query "},
	// zhStepAfter follow a Chinese verb of looking to make it a step.
	{&zhStepAfter, "后先|后再|后请|之后先|之后再|之后请|以后先|以后再"},
}

var _ = splitBars(imperativeUseLists[:])

// imperativeUse reports whether the use term at sp opens its sentence as
// an imperative.
func (c *check) imperativeUse(sp span) bool {
	t := c.folded[sp.start:sp.end]
	zh := isCJKStart(t)
	if !zh && !hasPrefixAny(t+" ", imperativeVerbs) {
		return false
	}
	lo, _ := c.spanSentence(sp)
	if strings.TrimLeft(c.folded[lo:sp.start], " *_#>-•0123456789.)\n\t") != "" {
		return false
	}
	if !zh {
		return true
	}
	return hasPrefixAny(c.folded[sp.end:min(len(c.folded), sp.end+12)], zhStepAfter)
}
