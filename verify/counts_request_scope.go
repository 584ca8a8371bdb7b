package verify

// What may stand around the noun of a count of the request's items and
// still leave it the whole listing (see requestItemNounAt):
//
//   - a hyphenated compound the request itself wrote between number and
//     noun: "twelve 1-star reviews" for "How many 1-star reviews…?" —
//     the user's own qualifier, which the call already applied;
//   - after the noun, an "of" phrase that is no part: Spanish "del" and a
//     day ("nueve actividades del 17 al 22": when, not which ones), or a
//     phrase naming what the one call was given ("cuatro actas de la
//     jornada 15" over {"jornada": 15}): the call's own scope.

// requestCompound returns the hyphenated word rest opens with when the
// request holds it as a word, else "".
func requestCompound(request, rest string) string {
	tok := rest
	if i := indexByte(rest, ' '); i >= 0 {
		tok = rest[:i]
	}
	if len(tok) < 3 || !hasSubstr(tok[1:len(tok)-1], "-") || !requestWordIn(request, tok) {
		return ""
	}
	return tok
}

// scopeOfPhrase reports whether next, an "of" phrase after the noun,
// dates the items or restates the one call's arguments.
func (c *check) scopeOfPhrase(next string) bool {
	if d, ok := cutPrefix(next, "del "); ok && d != "" && isDigitByte(d[0]) {
		return true
	}
	_, rest, _ := cutAt(next, " ")
	rest = trimPrefix(trimPrefix(trimPrefix(rest, "la "), "el "), "los ")
	w := leadingWord(trimPrefix(rest, "las "))
	return len(w) >= 4 && wordIn(c.calls[0].lowerArgs(), w)
}
