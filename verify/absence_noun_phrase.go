package verify

import (
	"strings"
)

// Two readings of which result an absence is about, each a structure of the
// sentence, not a phrase:
//
//   - An English "no" (or "any") quantifies a whole noun phrase whose
//     modifiers come before its head ("no open lockout permits", "no
//     pending code review requests"): what is absent is the head, the last
//     noun, not the first modifier. English noun modifiers are singular
//     ("permit office", not "permits office"), so a plural word ends the
//     phrase; so do a preposition, a verb of being or having, a
//     conjunction and a participle after the first word ("no conflicts
//     found"). Spanish, Chinese, Japanese and Hindi put the head first or
//     mark it (ningún despacho pendiente, 没有…事件, …はありません, कोई …
//     नहीं), and are read by their own rules.
//   - A clause that carries two receipts, each after its own part ("没有
//     记录到雷击 [r1]，SCADA 里也没有停机事件 [r2]", "no alarms [r1], and the
//     log has no trips either [r2]"), says each part of the call whose receipt
//     closes it: the absence is held to the receipt cited right after it,
//     not to every receipt of the clause (an empty second call does not make
//     the first part true).

// npStop are the words that end an English noun phrase after "no".
var npStop = wordSet("for in on at of with from to by since during after before under over about between within across per than into " +
	"is are was were be been being has have had will would can could should may might do does did am " +
	"and or but nor so yet that which who whose where when while because if as then there here this these those " +
	"left found " +
	"le les los las me te nos os") // Spanish clitics: "no se les envió": a verb's, not a noun phrase

// englishNounPhrase returns the words of the noun phrase that starts
// rest (the text after "no"), at most four, the head last. It reads word
// by word, without a slice of the clause's fields: most clauses with a
// Spanish "no" get here, and end at their first or second word.
func englishNounPhrase(rest string) (ws [4]string, n int) {
	for n < len(ws) {
		rest = strings.TrimLeft(rest, " \t")
		if rest == "" {
			break
		}
		f := rest
		if k := strings.IndexAny(rest, " \t\n"); k >= 0 {
			f = rest[:k]
		}
		rest = rest[len(f):]
		w := strings.TrimFunc(f, func(r rune) bool { return !isWordRune(r) && r != '-' })
		if w == "" || npStop[w] || !npASCII(w) || n > 0 && hasSuffix(w, "ed") {
			break
		}
		ws[n] = w
		n++
		if strings.TrimRight(f, "*") != strings.TrimRightFunc(f, func(r rune) bool { return !isWordRune(r) }) || pluralWord(w) {
			break // punctuation ("permits," "cases.") or a plural ends it
		}
	}
	return ws, n
}

// npASCII reports whether w is written in ASCII letters and hyphens.
func npASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if b := w[i] | 0x20; (b < 'a' || b > 'z') && w[i] != '-' {
			return false
		}
	}
	return true
}

// pluralWord reports whether an English word has a plural's -s ending
// (not "-ss", "-us", "-is": class, status, analysis).
func pluralWord(w string) bool {
	return len(w) > 3 && hasSuffix(w, "s") && !hasSuffix(w, "ss") && !hasSuffix(w, "us") && !hasSuffix(w, "is")
}

// phraseItemWord reports whether a word of the noun phrase after an
// English "no" at pos, past its first two (which absenceOf reads), is a
// word of the request, the arguments or a tool's name.
func (c *check) phraseItemWord(pos, end int) bool {
	ws, n := englishNounPhrase(c.folded[pos:end])
	if n < 3 || !pluralWord(ws[n-1]) {
		return false // a head found: "no tener ya otra parcela" is a Spanish verb's
	}
	for k := 2; k < n; k++ {
		if c.itemWord(ws[k]) {
			return true
		}
	}
	return false
}

// ownCiteTargets narrows targets to the call whose receipt is cited first
// after the absence, when another receipt follows later in the clause
// after more words: each part of the clause carries its own receipt.
func (c *check) ownCiteTargets(in *info, targets []int) []int {
	if len(targets) < 2 || in.absence == nil {
		return targets
	}
	k := citesFrom(c.cites, in.absence.end)
	if k+1 >= len(c.cites) || c.cites[k].start >= in.end {
		return targets
	}
	own := c.cites[k]
	for j := k + 1; j < len(c.cites) && c.cites[j].start <= in.end; j++ {
		if c.cites[j].call == own.call {
			continue
		}
		gap := c.folded[own.end:c.cites[j].start]
		words := 0
		for _, r := range gap {
			if isWordRune(r) {
				words++
			}
		}
		if words >= 2 && containsInt(targets, own.call) {
			return []int{own.call}
		}
		break
	}
	return targets
}
