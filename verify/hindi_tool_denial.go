package verify

import "strings"

// Hindi denies using any tool with the quantified noun first and the
// negation at the end, before the light verb, with any words between:
// "मैंने किसी टूल से नहीं ली" (I took it from no tool), "मैंने कोई टूल या
// लाइव मौसम डेटा इस्तेमाल नहीं किया" (I used no tool or live data). The
// lexicon's fixed phrases ("कोई टूल इस्तेमाल नहीं") need the words side
// by side; this reads the construction: कोई/किसी (भी) + टूल/tool, then नहीं
// in the same clause with no clause break between, then a verb of doing,
// taking or running. The clause then denies all tool use as the phrases do.

var hindiToolDenialTerm = &term{text: "कोई टूल … नहीं", kind: kindDenyAll}

var (
	hindiToolNouns       []string
	hindiToolQuantifiers []string
	hindiDenialVerbs     []string
)

// hindiToolDenialLists holds the phrases of the word lists declared above (see barList).
var hindiToolDenialLists = [...]barList{
	{&hindiToolNouns, "टूल्स|टूल|tools|tool"},
	{&hindiToolQuantifiers, "कोई|किसी|कोई भी|किसी भी"},
	// Verbs after नहीं that make it a denial of an act: did, took, ran,
	// used. "कोई टूल नहीं मिला" (found none) or "… नहीं है" (there is none)
	// says what exists, not what the speaker did.
	{&hindiDenialVerbs, "किया|की|किए|किये|ली|लिया|लिए|लिये|चलाया|चलाई|चलाए|इस्तेमाल|उपयोग"},
}

var _ = splitBars(hindiToolDenialLists[:])

// hindiToolDenial returns a deny-all hit for the construction, or nil.
func (c *check) hindiToolDenial(in *info) *hit {
	if !c.mayHold("नहीं") {
		return nil // a reply with no नहीं (mayHold: once per check) needs no search per clause
	}
	s := c.folded[in.start:in.end]
	neg := indexWide(s, "नहीं")
	if neg < 0 || in.question {
		return nil
	}
	for _, noun := range hindiToolNouns {
		i := indexWide(s, noun)
		if i < 0 || i > neg {
			continue
		}
		e := i + len(noun)
		if e < len(s) && isLetterByte(s[e]) {
			continue // "toolkit"
		}
		before := strings.TrimRight(s[max(0, i-32):i], " ")
		if !hasSuffixAny(before, hindiToolQuantifiers) {
			continue
		}
		// The negation of the same clause, close enough to be the
		// noun's verb: about fifteen words of Devanagari.
		k := indexWide(s[e:], "नहीं")
		if k < 0 || k > 120 || strings.ContainsAny(s[e:e+k], ",।;?!()") || spacedDash(s[e:e+k]) || hasSubstr(s[e:e+k], "—") {
			continue
		}
		after := strings.TrimLeft(s[e+k+len("नहीं"):], " ")
		for _, v := range hindiDenialVerbs {
			if hasPrefix(after, v) && (len(after) == len(v) || !isWordRune(firstRune(after[len(v):]))) {
				return &hit{span: span{in.start + i, in.start + e + k + len("नहीं")}, t: hindiToolDenialTerm}
			}
		}
	}
	return nil
}
