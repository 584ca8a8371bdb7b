package verify

import (
	"math/bits"
	"strings"
)

// Attempted and proposed acts: a verb of use or action that the sentence
// itself says did not come off ("I tried to add it, but it was denied",
// "intenté abrirlo, pero", "我本来想打开…但", "開こうとしましたが",
// "खोलने की कोशिश की, लेकिन") or only proposes ("先に開いておくのがよさそう
// です"). Such a verb reports no done act, so it cannot claim a call that
// never succeeded. The test is bounded by the verb's sentence and a short
// window around the verb, so it stays linear in the reply.

var (
	attemptBefore         []string
	attemptAfter          []string
	contrastWords         []string
	proposalAfter         []string
	sentenceStops         []string
	thirdPersonAgentList1 []string
	thirdPersonAgentList2 []string
)

// attemptedActsLists holds the phrases of the word lists declared above (see barList).
var attemptedActsLists = [...]barList{
	// attemptBefore are words of trying or intending written before the verb.
	{&attemptBefore, "tried to|tried |attempted to|wanted to|was going to|i'd like to|intenté|traté de|" +
		"intentamos|tratamos de|quise|quería|iba a|试图|尝试|试着|本来想|原本想|打算|想要|试过"},
	// attemptAfter are the same words written after the verb's stem, as
	// Japanese and Hindi place them.
	{&attemptAfter, "ようと|うとし|की कोशिश|कोशिश की|का प्रयास|चाहा|" +
		"चाही"}, // "चलानी चाही": चाहा agreeing with a feminine object
	// contrastWords mark that what follows undoes the attempt.
	{&contrastWords, "but|however|pero|sin embargo|但|可是|不过|却|が、|けど|けれど|しかし|लेकिन|पर |मगर|denied|rejected|" +
		"denegad|rechaz|拒绝|拒否|失败|失敗|failed|falló|अस्वीकार|विफल"},
	// proposalAfter are Japanese endings that propose the act ("…ておくのが
	// よさそうです", "…た方がいい"): advice to the user, not a report.
	{&proposalAfter, "のがよさそう|のが良さそう|のがいい|のが良い|方がいい|ほうがいい|方が良い|ほうが良い|方がよい|ほうがよい|べき"},
	{&sentenceStops, ". |.\n|\n|。|!|?|！|？|।"},
	// The lists of thirdPersonAgent, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&thirdPersonAgentList1, " she| he| they| ella| él| ellos| ellas|她|他|他们|她们|彼女が|彼が|उसने|उन्होंने"},
	{&thirdPersonAgentList2, " already| just| also| then"},
}

var _ = splitBars(attemptedActsLists[:])

// sentenceBounds returns the sentence around sp, looking at most back
// bytes before and fwd bytes after it.
func (c *check) sentenceBounds(sp span, back, fwd int) (int, int) {
	lo := max(0, sp.start-back)
	if i := lastSentenceStop(c.folded[lo:sp.start]); i >= 0 {
		lo += i
	}
	hi := min(len(c.folded), sp.end+fwd)
	if i := firstSentenceStop(c.folded[sp.end:hi]); i >= 0 {
		hi = sp.end + i
	}
	return lo, hi
}

// lastSentenceStop returns the end of the last of sentenceStops in s, or
// -1. It walks back from the end once, testing only the stops that end
// in the byte at hand (see stopEnds), where a search per stop read s once
// for each.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func lastSentenceStop(s string) int {
	for e := len(s); e > 0; e-- {
		for set := stopEnds[s[e-1]]; set != 0; set &= set - 1 {
			if hasSuffix(s[:e], sentenceStops[bits.TrailingZeros16(set)]) {
				return e
			}
		}
	}
	return -1
}

// stopEnds holds, for each byte, the set of sentenceStops (bit k for the
// k-th) whose last byte it is.
var stopEnds = func() (t [256]uint16) {
	for k, p := range sentenceStops {
		t[p[len(p)-1]] |= 1 << k
	}
	return t
}()

func firstSentenceStop(s string) int {
	best := -1
	for _, p := range sentenceStops {
		if i := strings.Index(s, p); i >= 0 && (best < 0 || i < best) {
			best = i
		}
	}
	return best
}

// attemptedAct reports whether the verb at sp is one the sentence says
// was only tried and then undone, or only proposed.
func (c *check) attemptedAct(sp span) bool {
	lo, hi := c.sentenceBounds(sp, 120, 200)
	before := c.folded[max(lo, sp.start-48):sp.start]
	after := c.folded[sp.end:min(hi, sp.end+40)]
	tried := containsAny(before, attemptBefore) || containsAny(after, attemptAfter)
	if tried && containsAny(c.folded[sp.end:hi], contrastWords) {
		return true
	}
	return containsAny(after, proposalAfter)
}

// thirdPersonAgent reports whether a third-person subject pronoun stands
// right before the verb at sp ("she sent", "they deployed", "她发了",
// "उसने भेजा"): the act is another person's, reported from a result, not
// the speaker's claim to have done it.
func (c *check) thirdPersonAgent(sp span) bool {
	before := strings.TrimRight(c.folded[max(0, sp.start-24):sp.start], " ")
	for _, p := range thirdPersonAgentList1 {
		if hasSuffix(before, p) || strings.TrimLeft(p, " ") == before {
			// "(ya la) he calibrado": Spanish haber before a participle
			// is the speaker's perfect, not English "he".
			return p != " he" || !esParticipleAt(c.folded[sp.start:])
		}
	}
	// A adverb between: "she already sent", "he just pushed".
	for _, adv := range thirdPersonAgentList2 {
		if b := trimSuffix(before, adv); b != before {
			for _, p := range []string{" she", " he", " they"} {
				if hasSuffix(b, p) || strings.TrimLeft(p, " ") == b {
					return true
				}
			}
		}
	}
	return false
}

// esParticipleAt reports whether s opens with a word that ends as a
// Spanish participle does (calibrado, hecho, puesto, escrito).
func esParticipleAt(s string) bool {
	w := s
	if e := strings.IndexFunc(w, func(r rune) bool { return !isWordRune(r) }); e >= 0 {
		w = w[:e]
	}
	return len(w) > 4 && hasSuffixAny(w, []string{"ado", "ido", "cho", "sto", "ito"})
}
