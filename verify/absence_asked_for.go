package verify

import (
	"strings"
	"unicode/utf8"
)

// objectAskedFor reports whether the thing an absence denies is the kind
// of item call ci was asked for, so that any row it returned is one: the
// call's tool name or arguments name it.
//   - Spanish writes the tool's ASCII name without accents: "ninguna
//     sanción" about sanciones_jugador, "ningún vehículo" about
//     vehiculos_estado; the object's first five letters, accents folded,
//     are looked for.
//   - English puts modifiers before the noun: in "no outstanding
//     citations" or "no temperature alarms" the absenceObject is the
//     modifier, and the head a word or two on (before a preposition) may
//     be what citation_search or temp_log {"type":"alarms"} lists.
//
// The call names the kind in its tool name or as a quoted value of its
// arguments ("type": "alarms"), not as a column of a query ("SELECT
// hours") nor a word inside a search query: "no weekend hours" over a
// SELECT of hours is a subset, judged elsewhere. The result is not
// searched for the head: "no failed payments" over a list of payments
// that names no failure stays true.
func (c *check) objectAskedFor(in *info, ci int, obj string) bool {
	if a := c.clearHit(in, kindDenyAct); a != nil && a.end <= in.absence.start {
		return false // "no he cambiado el estado de ningún trámite": the speaker's act
	}
	for k := 0; k < len(obj); k++ {
		if obj[k] >= '0' && obj[k] <= '9' {
			return false // "no Q4 report": a name, judged by the name
		}
	}
	if c.callAsksFor(ci, foldedStem(obj)) {
		return true
	}
	rest := c.folded[in.absence.end:in.end]
	i := strings.Index(rest, obj)
	if i < 0 {
		return false
	}
	rest = rest[i+len(obj):]
	for k := 0; k < 2; k++ {
		w := firstField(rest)
		if w == "" {
			return false
		}
		rest = strings.TrimLeft(rest, " ")[len(w):]
		w = strings.TrimRight(w, ".,;:!?)*_")
		if noPreps[w] || len(w) < 4 || w != firstField(w) {
			return false
		}
		if c.callAsksFor(ci, foldedStem(w)) {
			return true
		}
		if strings.ContainsAny(rest[:min(1, len(rest))], ".,;:") {
			return false
		}
	}
	return false
}

// callAsksFor reports whether call ci's tool name holds stem, or one of
// its argument values opens with it.
func (c *check) callAsksFor(ci int, stem string) bool {
	if len(stem) < 4 {
		return false
	}
	call := &c.calls[ci]
	if strings.Contains(strings.ToLower(call.Tool), stem) {
		return true
	}
	a := call.lowerToolArgs()
	for i := strings.Index(a, stem); i >= 0; {
		if i > 0 && (a[i-1] == '"' || a[i-1] == '\'') {
			return true
		}
		j := strings.Index(a[i+1:], stem)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// foldedStem returns the first five letters of w with Spanish accents
// folded ("sanción" gives "sanci", "vehículo" "vehic"), or "" when w holds
// another script.
func foldedStem(w string) string {
	var b [8]byte
	n := 0
	for _, r := range w {
		if n == 5 {
			break
		}
		switch r {
		case 'á':
			r = 'a'
		case 'é':
			r = 'e'
		case 'í':
			r = 'i'
		case 'ó':
			r = 'o'
		case 'ú', 'ü':
			r = 'u'
		case 'ñ':
			r = 'n'
		}
		if r >= utf8.RuneSelf || !isLetterByte(byte(r)) {
			return ""
		}
		b[n] = byte(r)
		n++
	}
	return string(b[:n])
}
