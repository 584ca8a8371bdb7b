package verify

import "strings"

// Counts of occurrences. "How many times has Sunvolt emailed me?", "How
// often did the inverter trip?", "¿Cuántas veces ha fallado?", "कितनी बार
// रिचार्ज हुआ?", "几次", "何回": the user asks how many events there were,
// and a turn of one call that lists them answers with "N times" ("5
// veces", "5 बार", "5 次", "5 回"). The events are the items of that list,
// so the number is held to the call's count like "N emails" is. "Times"
// that multiplies ("3 times more", "3 veces más") is a ratio, not this.

var (
	timesQuestions []string
	timesNouns     []string
	ratioAfter     []string
)

// countsEventTimesLists holds the phrases of the word lists declared above (see barList).
var countsEventTimesLists = [...]barList{
	// timesQuestions ask for a number of occurrences.
	{&timesQuestions, "how many times|how often|cuántas veces|cuantas veces|con qué frecuencia|" +
		"कितनी बार|कितनी दफ़ा|几次|多少次|何回|何度"},
	// timesNouns follow a number of occurrences.
	{&timesNouns, "times|veces|बार|次|回|度"},
	// ratioAfter makes "N times" a multiplier: "3 times more", "2 veces más",
	// "3 गुना", "比…多3倍".
	{&ratioAfter, "more|less|fewer|higher|lower|bigger|smaller|larger|faster|slower|" +
		"as |the |over|más|menos|mayor|menor|superior|inferior|ज़्यादा|ज्यादा|कम|以上|以下"},
}

var _ = splitBars(countsEventTimesLists[:])

// countedNounAt returns the noun a number at sp counts by the request:
// the noun the user asked to count (see requestNounAt), or "times" when
// the user asked how many times something happened.
func (c *check) countedNounAt(in *info, sp span) (string, bool) {
	if noun, ok := c.requestNounAt(in, sp); ok {
		return noun, true
	}
	return c.timesCountAt(in, sp)
}

// timesCountAt reports a number of occurrences answering a question of
// how many times, in a turn of one call whose result lists items with a
// count.
func (c *check) timesCountAt(in *info, sp span) (string, bool) {
	if !c.oneCallTurn() || c.calls[0].Count == nil || !hasAny(c.request, timesQuestions) && !c.occurrenceCountAt(in, sp) { // see counts_occurrences.go
		return "", false
	}
	after := strings.TrimLeft(c.folded[sp.end:min(in.end, sp.end+40)], "*_ ")
	for _, n := range timesNouns {
		if !hasPrefix(after, n) {
			continue
		}
		rest := after[len(n):]
		if r := firstRune(rest); n[0] < 0x80 && (isWordRune(r)) {
			return "", false // "timestamps"
		}
		rest = strings.TrimLeft(rest, "*_ ")
		if hasPrefixAny(rest, ratioAfter) || hasPrefix(rest, "倍") {
			return "", false
		}
		// "5次" after 第 or "第5回" is an ordinal: the fifth time.
		if hasSuffix(strings.TrimRight(c.folded[max(in.start, sp.start-4):sp.start], " "), "第") {
			return "", false
		}
		return "times", true
	}
	return "", false
}

// hasAny reports whether s holds one of ws.
//
// It stays a call for the release binary's size (size18).
//
//go:noinline
func hasAny(s string, ws []string) bool {
	for _, w := range ws {
		if hasSubstr(s, w) {
			return true
		}
	}
	return false
}

// firstRune returns the first rune of s, or 0.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}
