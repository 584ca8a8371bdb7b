package verify

import "strings"

// objectAskedFor reports whether the thing an absence denies is the kind
// of item call ci was asked for, so that any row it returned is one: the
// call's tool name or arguments name it (see callAsksFor).
//
//   - Spanish writes the tool's ASCII name without accents: "ninguna
//     sanción" about sanciones_jugador, "ningún vehículo" about
//     vehiculos_estado.
//
//   - English puts modifiers before the noun: in "no outstanding
//     citations" or "no temperature alarms" the absenceObject is the
//     modifier, and the head a word or two on (before a preposition or a
//     mark) may be what citation_search or temp_log {"type":"alarms"}
//     lists.
//
//   - A word of state in the phrase ("ninguna incidencia abierta", "no
//     open tickets") that the call selected by (status=open): every row
//     it returned is in that state, whatever noun names the rows. Spanish
//     joins a noun to its complement with "de" inside the phrase
//     ("ninguna orden de trabajo abierta"), so one "de" does not end it;
//     nor does one "con" or "with" and its article, a phrase that narrows
//     the noun ("ningún encargo con la señal pendiente" over a call given
//     "senal_pendiente").
//
// Not read: an object with a digit ("no Q4 report" names one item, judged
// by its name), and a clause where the speaker denies an act ("no he
// cambiado el estado de ningún trámite").
func (c *check) objectAskedFor(in *info, ci int, obj string) bool {
	if c.clearHit(in, kindDenyAct) != nil || hasAnyRune(obj, "0123456789") {
		return false
	}
	rest := c.folded[in.absence.end:in.end]
	if i := indexSubstr(rest, obj); i >= 0 {
		rest = rest[i:]
	}
	de := false
	for k := 0; k < 3; k++ {
		var w string
		w, rest = nextSpaceField(rest) // the rest after w, whatever space stands before it
		t := strings.TrimRight(w, ".,;:!?)*_")
		if (t == "de" || t == "con" || t == "with") && k > 0 && !de {
			de = true
			k--
			// "no orders with a deposit pending": the article is no word of the phrase
			if a, r := nextSpaceField(rest); t != "de" && hasSubstr("|la|el|los|las|a|the|", "|"+a+"|") {
				rest = r
			}
			continue
		}
		if w == "" || k > 0 && (noPreps[t] || len(t) < 4) {
			return false
		}
		if c.callAsksFor(ci, t) || statusWord(t) && argFiltersWord(c.calls[ci].lowerArgs(), t) {
			return true
		}
		if t != w {
			return false // a mark ends the noun phrase
		}
	}
	return false
}

// callAsksFor reports whether call ci asks for the items word w names:
// its tool name holds w's stem, or one of its argument values opens with
// it ("type": "alarms"). A column of a query ("SELECT hours") or a word
// inside a search query is no such value: "no weekend hours" over a
// SELECT of hours is a subset, judged elsewhere. The stem is w's
// letterStem, of four letters at least ("sanción" gives "sanci").
func (c *check) callAsksFor(ci int, w string) bool {
	b, n := letterStem(w)
	if n < 4 {
		return false
	}
	stem := string(b[:n])
	// The tool's name opens lowerToolArgs.
	a := c.calls[ci].lowerToolArgs()
	for i := 0; ; {
		j := indexSubstr(a[i:], stem)
		if j < 0 {
			break
		}
		if i += j; i < len(c.calls[ci].Tool) || a[i-1] == '"' || a[i-1] == '\'' {
			return true
		}
		i++
	}
	// "no clashes" about booking_conflicts: a tool named for the word's
	// concept (see glossConcepts) asks for those items too.
	if g := glossConceptOf(w); g != "" {
		en, _, _ := cutAt(g, "=")
		tool := strings.ToLower(c.calls[ci].Tool)
		for rest, more := en, true; more; {
			var r string
			r, rest, more = cutByte(rest, ',')
			if len(r) >= 4 && hasSubstr(tool, r) {
				return true
			}
		}
	}
	return false
}

// letterStem returns in stem[:n] the stem of w that callAsksFor and
// predicateStem match results by: its first five letters, Spanish
// accents folded ("sanción" gives "sanci", "reprobó" "repro"), fewer
// when w is shorter; n is 0 when one of them is not a letter a-z. An
// array, not a string, so that a caller's stem can stay on its stack.
func letterStem(w string) (stem [5]byte, n int) {
	for _, r := range w {
		if n == 5 {
			break
		}
		if k := strings.IndexRune("áéíóúüñ", r); k >= 0 {
			r = rune("aeiouun"[k/2])
		}
		if r < 'a' || r > 'z' {
			return stem, 0
		}
		stem[n] = byte(r)
		n++
	}
	return stem, n
}
