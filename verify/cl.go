package verify

import "strings"

// hiPersonPronouns are Hindi personal pronouns that can be the subject of
// "खाली है/हैं": "आप 14:00–17:00 के बीच खाली हैं" says a person is free
// (available), not that a result held nothing. Demonstratives (वह, वे,
// यह) are left out: "वह फ़ाइल खाली है" is about a thing.
var hiPersonPronouns = []string{"आप", "मैं", "हम", "तुम", "आप लोग"}

// personFree reports whether the clause's Hindi absence "खाली …" has a
// personal pronoun as its subject: the clause opens with the pronoun as
// a word of its own (not आपका/आपके, whose noun would be the subject).
func (c *check) personFree(in *info) bool {
	a := in.absence
	if a == nil || !strings.Contains(a.t.text, "खाली") && !strings.Contains(a.t.text, "ख़ाली") {
		return false
	}
	s := strings.TrimLeft(c.folded[in.start:a.start], " *-•\n")
	for _, p := range hiPersonPronouns {
		if strings.HasPrefix(s, p+" ") {
			return true
		}
	}
	return false
}

// objectTargets narrows the targets of an absence with an object ("no
// Warning events", "ningún error") to those whose result or arguments
// mention the object, when some do but not all: a claim of no warnings
// across a pod list and an event list is about the event list, and is
// judged against it. With none or all mentioning it, targets stay.
func (c *check) objectTargets(in *info, targets []int) []int {
	if len(targets) < 2 {
		return targets
	}
	obj := c.absenceObject(in)
	if obj == "" {
		return targets
	}
	n := 0
	for _, ci := range targets {
		if c.mentions(ci, obj) || c.mentions(ci, englishObject(obj)) {
			n++
		}
	}
	if n == 0 || n == len(targets) {
		return targets
	}
	out := make([]int, 0, n)
	for _, ci := range targets {
		if c.mentions(ci, obj) || c.mentions(ci, englishObject(obj)) {
			out = append(out, ci)
		}
	}
	return out
}

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

// esPassVerbs are Spanish forms of "pasar" that, with a command as their
// object, say a checker or linter was run over the code: "pasé `ruff
// check`", "he pasado `eslint`". Without a code span right after them
// ("pasé el archivo a Juan") they are no claim of running anything.
var esPassVerbs = []string{"pasé ", "pase ", "pasamos ", "he pasado ", "hemos pasado ", "pasé también ", "pasé además "}

// esPassCommand reports whether the clause holds a form of "pasar"
// followed at once by a code span.
func (c *check) esPassCommand(in *info) bool {
	s := c.folded[in.start:in.end]
	if strings.IndexByte(s, '`') < 0 {
		return false // no code span, so none after a verb
	}
	for _, v := range esPassVerbs {
		for off := 0; ; {
			i := strings.Index(s[off:], v)
			if i < 0 {
				break
			}
			j := off + i + len(v)
			if !isWordByteBefore(s, off+i) && strings.HasPrefix(s[j:], "`") {
				return true
			}
			off = j
		}
	}
	return false
}

func isWordByteBefore(s string, i int) bool {
	return i > 0 && (isLetterByte(s[i-1]) || s[i-1] >= 0x80)
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

// zhResultative reports whether s opens with a Chinese resultative
// complement of finding (到, 出, 着): 查到, 查出, 找着.
func zhResultative(s string) bool {
	return strings.HasPrefix(s, "到") || strings.HasPrefix(s, "出") || strings.HasPrefix(s, "着") || strings.HasPrefix(s, "著")
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
