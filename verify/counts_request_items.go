package verify

import (
	"strings"
	"unicode/utf8"
)

// requestItemNounAt reports a count of the items the user asked for
// without a "how many": "Find unattached EBS volumes" answered "I found
// 11 volumes", "Búscame pisos…" answered "He encontrado 6 pisos", "कौन-कौन
// से आवेदन लंबित हैं?" answered "7 आवेदन लंबित हैं". The noun after the number
// is a noun of the request, so the number states how many of the
// requested items the turn's one listing call returned, and is held to
// its count like "files" or "emails" (through the same rules for parts,
// subsets and totals). Between the number and the noun may stand words
// that narrow nothing: the neutral qualifiers ("distinct"), words the call
// itself filtered by ("5 unread refund requests" of a search for
// "is:unread"), or other words of the request ("5 refund requests").
// Nouns of measure (hours, days, rupees) count no items.
func (c *check) requestItemNounAt(in *info, sp span, n int) (string, bool) {
	if !c.oneCallTurn() || c.calls[0].Count == nil {
		return "", false
	}
	// A number far above the listing's size is a value (a year, a sum),
	// not a miscount of it.
	if cnt := *c.calls[0].Count; n > max(2*cnt, cnt+10) {
		return "", false
	}
	if before := c.folded[max(in.start, sp.start-48):sp.start]; genitiveBefore(before) && !c.argScopeGenitive(before, 0) {
		return "", false // a possessor narrows, unless the call was given it: see counts_scope_genitive.go
	}
	args := c.calls[0].lowerArgs()
	rest := c.folded[sp.end:min(in.end, sp.end+80)]
	for k := 0; k < 3; k++ {
		rest = strings.TrimLeft(rest, "*_ ")
		if tok := requestCompound(c.request, rest); tok != "" {
			rest = rest[len(tok):] // "twelve 1-star reviews" for "How many 1-star reviews"
			continue
		}
		w := leadingWord(rest)
		// Short words are verbs and particles more often than nouns of
		// items ("3 son de farmacia", "2 sin asignar", "11 बजे").
		if runeCount(w) < 4 || hasPrefixAny(w, measureNouns) {
			return "", false
		}
		rest = rest[len(w):]
		// The noun ends the phrase: the next word is no noun of it.
		r, _ := decodeRuneAt(strings.TrimLeft(rest, "*_"))
		next := strings.TrimLeft(rest, "*_ ")
		nounEnd := !wordPart(r) && !hasPrefix(next, "-")
		isNoun := !requestFunctionWords[w] && c.requestNoun(w)
		if isNoun && (nounEnd || k == 2) {
			if hasPrefixAny(next, partOfWords) && !c.scopeOfPhrase(next) {
				return "", false // "the 2 pods of api": a part of the items
			}
			return w, true
		}
		if !neutralQualifiers[w] && !wordIn(args, w) && !isNoun {
			return "", false // "3 high-priority bugs": a qualifier that may narrow
		}
	}
	return "", false
}

// requestFunctionWords are words of four letters or more that a request
// holds as prepositions, pronouns, auxiliaries or words of amount, never as
// the noun of the items asked for: "les mando un WhatsApp a los dos para
// confirmar" after "¿…para el turno noche…?" counts no "para", and "2
// have Palermo" no "have". (Words of three letters or fewer are no nouns already; "short"
// and "left" stay, read as what is left: see counts_remainder.go.)
var requestFunctionWords = wordSet("have been were with from that this these those they them their there then than when what which while " +
	"into onto over under about after before since until each both some many more most less fewer other only also just will would could should still " +
	"para como pero porque donde cuando entre desde hasta sobre según durante tiene tienen están estos estas esos esas otros otras más menos")

// requestNoun reports whether the request holds w as a word, or the
// singular of an English or Spanish plural ("receipts" for "receipt").
func (c *check) requestNoun(w string) bool {
	if requestWordIn(c.request, w) {
		return true
	}
	for _, suf := range []string{"es", "s"} {
		if st := trimSuffix(w, suf); st != w && len(st) >= 4 && requestWordIn(c.request, st) {
			return true
		}
	}
	return false
}

// requestWordIn reports whether s holds w starting a word, in any
// script: not preceded by a letter of a word it would be the tail of.
func requestWordIn(s, w string) bool {
	for off := 0; ; {
		i := indexSubstr(s[off:], w)
		if i < 0 {
			return false
		}
		i += off
		off = i + 1
		if i == 0 {
			return true
		}
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		if !wordPart(r) {
			return true
		}
	}
}

var (
	partOfWords         []string
	genitiveBeforeList1 []string
)

// countsRequestItemsLists holds the phrases of the word lists declared above (see barList).
var countsRequestItemsLists = [...]barList{
	// partOfWords after a noun make its count a part: "2 pods of api", "3
	// facturas de farmacia", "4 emails from Ana". (A place after it, "5
	// requests in billing@", is where the listing looked; Hindi के after
	// the noun makes it the possessor: "7 मंडियों के आँकड़े".)
	{&partOfWords, "of |de |del |from "},
	// The lists of genitiveBefore, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&genitiveBeforeList1, " के| की| का|'s|’s|の|的"},
}

var _ = splitBars(countsRequestItemsLists[:])

// genitiveBefore reports a possessor right before the number, which
// scopes the count to a part: "पिछले हफ़्ते के दो नोट्स" (last week's two
// notes), "last week's 2 notes", "先週の2件", "上周的两个".
func genitiveBefore(before string) bool {
	before = strings.TrimRight(before, "*_ ")
	return hasSuffixAny(before, genitiveBeforeList1)
}
