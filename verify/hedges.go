package verify

import (
	"strings"
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
var esDeterminers = map[string]bool{"la": true, "el": true, "una": true, "un": true, "esta": true, "este": true,
	"esa": true, "ese": true, "tu": true, "su": true, "mi": true, "nuestra": true, "cada": true, "otra": true,
	"otro": true, "primera": true, "última": true, "dicha": true, "misma": true}

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
	return strings.HasPrefix(rest, "है") || strings.HasPrefix(rest, "था")
}

// spacedDash reports whether s holds a dash set off by spaces, which
// opens a statement of its own (a bare "–" joins a range: "14:00–16:00").
func spacedDash(s string) bool {
	return strings.Contains(s, " — ") || strings.Contains(s, " – ")
}
