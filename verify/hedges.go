package verify

import (
	"strings"
	"unicode/utf8"
)

// suggestAfterDash returns where a dash or semicolon ends an assertion
// of its own before a suggestion ("nothing from him in your inbox — I'd
// give it a few more days or drop him a line yourself"), or -1. The
// first part is asserted and the rest suggested: the clause is not
// modal as a whole; what follows the dash is hedged.
func (c *check) suggestAfterDash(in *info, h hit) int {
	s := c.folded[in.start:h.start]
	i := max(strings.LastIndex(s, " — "), strings.LastIndex(s, " – "), strings.LastIndex(s, "; "))
	if i < 0 || len(strings.Fields(s[:i])) < 3 {
		return -1
	}
	return in.start + i
}

// esDeterminers are Spanish words that make the next word a noun.
var esDeterminers = wordSet("la el una un esta este esa ese tu su mi nuestra cada otra otro primera última dicha misma")

// esSuggestNoun reports whether a Spanish imperative suggestion
// ("consulta ", "visita ", "revisa ") follows a determiner: "la consulta
// no ha devuelto ninguna fila", "una visita", "la revisa" — a noun (or a
// pronoun object with a finite verb), not an instruction to the user.
func (c *check) esSuggestNoun(h hit) bool {
	switch h.t.text {
	case "consulta ", "visita ", "revisa ":
	default:
		return false
	}
	before := strings.TrimRight(c.folded[max(0, h.start-16):h.start], " *")
	i := strings.LastIndexAny(before, " *(\n")
	return esDeterminers[before[i+1:]]
}

// assertedAfterColon reports whether every hedge before sp ends before a
// colon or dash that opens a statement of its own, which holds sp: "Sí,
// puedes borrarla: `uploads/tmp` está vacía" offers an action and then
// states why; the reason is asserted. Only for absences: a tool verb
// after "I can run:" names what could be run. A hedge after sp, a
// question or a suggestion keeps the clause modal.
func (c *check) assertedAfterColon(in *info, sp span) bool {
	if in.modal {
		return false
	}
	found := false
	for _, h := range in.hedges {
		if h.end > sp.start {
			return false
		}
		between := c.folded[h.end:sp.start]
		i := max(strings.LastIndex(between, ": "), strings.LastIndex(between, " — "))
		if i < 0 || len(strings.Fields(between[i:])) < 3 {
			return false
		}
		found = true
	}
	return found
}

// hindiSuggestionNoun reports whether a Hindi "सुझाव" is a noun in a
// predicate ("यह सिर्फ़ सुझाव है": this is only a suggestion), which
// characterises the answer, not a pointer telling the user where to go.
func (c *check) hindiSuggestionNoun(h hit) bool {
	if h.t.text != "सुझाव" {
		return false
	}
	rest := strings.TrimLeft(c.folded[h.end:min(len(c.folded), h.end+16)], " ")
	return hasPrefix(rest, "है") || hasPrefix(rest, "था")
}

// spacedDash reports whether s holds a dash set off by spaces, which
// opens a statement of its own (a bare "–" joins a range: "14:00–16:00").
func spacedDash(s string) bool {
	return hasSubstr(s, " — ") || hasSubstr(s, " – ")
}

// modalAt reports whether the claim at sp is an offer, plan, condition
// or question rather than a report: the clause is a question or a
// suggestion, or a hedge comes before sp in the clause or just after it
// (Japanese and Hindi put "can" and "shall I" after the verb).
func (c *check) modalAt(in *info, sp span) bool {
	if in.modal {
		return true
	}
	for _, h := range in.hedges {
		// A condition whose last word opens the span ("si no" before
		// "no aparece") comes before it as well.
		if h.end <= sp.start || h.start < sp.start && h.end < sp.end {
			// "If I'm reading this right, …", "如果我没理解错的话，…": a
			// condition ends at its comma; what follows is asserted.
			// A condition on the user's wish ("if you'd like, I can…",
			// "si quieres, hago una búsqueda", "需要的话，我再…") opens an
			// offer: what follows it is not asserted.
			between := c.folded[min(h.end, sp.start):sp.start]
			if (conditional(c.folded[h.start:h.end]) && containsRuneOf(between, ",，、") ||
				hasSubstr(between, " तो") && conditional(c.folded[h.start:h.end])) && !wishCondition(c.folded[max(in.start, h.start-18):h.end]) {
				continue
			}
			return true
		}
		// Japanese and Hindi mark the whole clause at its end: "一覧表示、
		// 読み込み、検索ができます", "… चला सकता हूँ". A dash opens a
		// statement of its own: "मैंने कुछ execute नहीं किया — terminal
		// में … पुष्टि कर लें" asks only after it (a spaced dash: "14:00–
		// 16:00" is a range). A clause ends at a comma too: "मैं ईमेल
		// से भेज सकता हूँ, या … तैयार कर सकता हूँ" offers both.
		end := in.end
		if k := strings.IndexAny(c.folded[h.end:end], ",;"); k >= 0 {
			end = h.end + k
		}
		if r0, _ := utf8.DecodeRuneInString(c.folded[h.start:]); (isCJK(r0) || r0 >= 0x0900 && r0 <= 0x097f) &&
			len(strings.TrimFunc(c.folded[h.end:end], func(r rune) bool { return !isWordRune(r) || isHiragana(r) })) <= 12 &&
			(h.start < sp.end || !containsRuneOf(c.folded[sp.end:h.start], ",，;；") && !spacedDash(c.folded[sp.end:h.start]) && c.hiContentAfter(in, h) <= sp.start) {
			return true
		}
		// A hedge just after the verb is its modality unless a
		// clause boundary comes between them: "शेड्यूल कर दिया है —
		// कृपया … रखें" reports, then asks (an em dash opens a statement).
		if h.start >= sp.end && h.start-sp.end <= 24 && !containsRuneOf(c.folded[sp.end:h.start], ",，、;；:：—") && !hasPrefix(c.folded[h.start:], hiKi) && c.hiContentAfter(in, h) <= sp.start {
			return true
		}
	}
	return false
}

var (
	conditionalList1 []string
	userActWords     []string
)

// hedgesLists holds the phrases of the word lists declared above (see barList).
var hedgesLists = [...]barList{
	// The lists of conditional, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&conditionalList1, "if|si |si|如果|若|もし|अगर|यदि"},
	// userActWords are conditions on what the user does next: "if you tell me
	// which one, I'll book it" offers the booking.
	{&userActWords, "いただければ|くだされば|もらえれば|くれれば|if you tell me|once you tell me|if you let me know|if you confirm|" +
		"si me dices|si me confirmas|si me indicas|cuando me digas|告诉我的话|你告诉我|您告诉我|告訴我|" +
		"आप बताएँ तो|आप बताएं तो|बताएं तो|बताइए तो|बता दें तो"},
}

var _ = splitBars(hedgesLists[:])

// conditional reports whether a hedge term opens a condition.
func conditional(t string) bool {
	for _, p := range conditionalList1 {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	// Japanese conditionals are verb endings: 読み違えていなければ、…
	return strings.HasSuffix(t, "れば") || strings.HasSuffix(t, "たら")
}

// wishCondition reports whether a hedge, read with the few bytes before
// it, is a condition on the user's wish or act (wishWords, userActWords):
// "if you want", "si quieres", "需要的话", "चाहें तो", "教えていただければ".
func wishCondition(h string) bool {
	return containsAny(h, wishWords) || containsAny(h, userActWords)
}

// titleCased reports whether the hedge at sp begins a name written in
// title case inside a sentence, "lo emite Let's Encrypt", "証明書は Let's
// Encrypt 発行": a capital starts it and the word after it, where a hedge
// of the speaker's goes on in lower case ("let's check"). At a sentence's
// start a capital is the sentence's ("Cuando Rocío suba…" is a hedge).
func titleCased(s string, sp span) bool {
	if sp.end+1 >= len(s) || s[sp.start] < 'A' || s[sp.start] > 'Z' || s[sp.end] != ' ' || s[sp.end+1] < 'A' || s[sp.end+1] > 'Z' {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(s[:sp.start], " *_"))
	return isWordRune(r)
}
