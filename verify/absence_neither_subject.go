package verify

import "strings"

var (
	neitherSubjectList1 []string
	beyondWords         []string
	nothingBeyondList1  []string
)

// absenceNeitherSubjectLists holds the phrases of the word lists declared above (see barList).
var absenceNeitherSubjectLists = [...]barList{
	// The lists of neitherSubject, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&neitherSubjectList1, "neither|neither of the|neither of my|none of the|none of my|ninguna de las|ninguno de los|ninguna de las dos|ninguno de los dos"},
	// beyondWords after "nothing"/"nada" restrict it to what goes beyond the
	// result: "no ha salido nada más reciente" (nothing newer was released),
	// "nothing else turned up", "nada nuevo".
	{&beyondWords, "more|else|new|newer|recent|later|más|nuevo|nueva|reciente|posterior"},
	// The lists of nothingBeyond, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&nothingBeyondList1, "nothing|nada|anything|anywhere"},
}

var _ = splitBars(absenceNeitherSubjectLists[:])

// neitherSubject reports whether tool word u is the subject of the
// clause's absence phrase under a negative determiner: "neither search
// turned anything up", "ninguna de las búsquedas dio resultados". The
// determiner quantifies the searches, and the phrase after them says
// what they returned: an absence about their results, not a denial that
// they ran ("neither search was run" has no absence phrase after it).
func (c *check) neitherSubject(in *info, u hit) bool {
	a := in.absence
	if a == nil || a.start < u.end {
		return false
	}
	before := strings.TrimRight(c.folded[max(in.start, u.start-32):u.start], " ")
	for _, d := range neitherSubjectList1 {
		if hasSuffix(before, d) && (len(before) == len(d) || !isWordRune(rune(before[len(before)-len(d)-1]))) {
			return true
		}
	}
	return false
}

// neitherTargets narrows the targets of a clause whose absence has a
// negative determiner over the tool word ("neither search", "ninguna de
// las búsquedas") to those with content: the claim is about each search,
// so one that returned items makes it false even when another came back
// empty. Without such a subject the targets are returned as they are.
func (c *check) neitherTargets(in *info, targets []int) []int {
	if len(targets) < 2 {
		return targets
	}
	neither := false
	for _, u := range in.uses {
		neither = neither || c.neitherSubject(in, u)
	}
	if !neither {
		return targets
	}
	return c.firstNonEmpty(targets)
}

// nothingBeyond reports an absence phrase ending in "nothing"/"nada"/
// "anything"/"anywhere" followed by a word of comparison ("isn't
// hardcoded anywhere else"): the claim is that the
// result holds nothing beyond what it shows, not that it is empty.
func (c *check) nothingBeyond(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	t := a.t.text
	if !hasSuffixAny(t, nothingBeyondList1) {
		return false
	}
	return contains(beyondWords, nextWord(c.folded[a.end:in.end]))
}

// firstNonEmpty narrows an absence said of every target to the first
// target whose result has content (the one that makes it false), or
// leaves the targets as they are when all are empty.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) firstNonEmpty(targets []int) []int {
	for k, ci := range targets {
		if !c.empty(ci) {
			return targets[k : k+1]
		}
	}
	return targets
}
