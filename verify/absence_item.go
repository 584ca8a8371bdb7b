package verify

import "strings"

// itemAbsent reports whether an absence is said of items the clause
// names before it, and no result of its targets names any of them: "Para
// Tamayo y Soriano no encontré nada en el calendario", "P2-08 は未対応
// チケットにありません". Such a clause says one item has nothing, not
// that the call found nothing; the result's rows decide it, and it is
// true when no row names the item. An item a target's result names keeps
// the clause held to that result.
//
// An item is bound by its form, not by a list of nouns: a proper name (a
// capital, then small letters, after the clause's first word) or a code
// (letters and digits, "R10" too, anywhere in the clause), that another ok
// call of the turn names, so it is one of the turn's items. A code a
// target was given in a list whose other members its rows name has no
// row of its own (see siblingsOnly): the clause is what that result
// says. Any other name a target was given is that call's subject, every
// row of which is the item's, and keeps the clause held.
// Days of the month ("el miércoles 16 no hay nada") and Chinese or
// Japanese names ("望京店没有退款") are read the same way in principle,
// but are left out for the release binary's size budget.
func (c *check) itemAbsent(in *info, targets []int) bool {
	lo := in.start
	pre := c.folded[lo:in.absence.start]
	bound := false
	for i := 0; i < len(pre); {
		var tok string
		tok, i = nextRun(pre, i, isFileByte)
		st := lo + i - len(tok)
		dig, let := false, false
		for _, b := range []byte(tok) {
			dig = dig || b <= '9' && b >= '0'
			let = let || isLetterByte(b)
		}
		if !let && dig && len(tok) >= 4 && indexByte(tok[1:len(tok)-1], '-') >= 0 {
			// "**2-05:** no diet order yet": a code of digits the call
			// was given in a list whose other members its rows name.
			switch c.listedCodeRows(targets, tok) {
			case 2:
				return false
			case 1:
				bound = true
			}
			continue
		}
		if len(tok) < 4 && !(len(tok) == 3 && shortCode(tok)) || !let || !dig && (strings.TrimLeft(c.folded[lo:st], " -*#") == "" || !properAt(c.masked, st)) {
			continue // a word, a number, a capital that opens the clause
		}
		switch c.itemHeldBy(targets, tok) {
		case 2:
			return false // a row of that name, or the call's own subject
		case 1:
			bound = true
		case 0:
			// A person the user asked about by full name ("¿Tiene Juan
			// Fernández alguna clase?") is an item of the turn too: a
			// target whose rows name neither name says they have none.
			bound = bound || c.fullNameAsked(st, tok) && c.someRows(targets)
		}
	}
	return bound
}

// fullNameAsked reports whether the proper name tok at st is a given
// name the next word completes as a surname ("Juan Fernández"), both of
// them capitalised, that the request names as one and no result or
// argument holds (the caller has made sure of tok).
func (c *check) fullNameAsked(st int, tok string) bool {
	e := st + len(tok)
	if !properAt(c.masked, st) || e+2 >= len(c.masked) || c.masked[e] != ' ' || !properAt(c.masked, e+1) {
		return false
	}
	sur := nextWord(c.folded[e+1:])
	name := tok + " " + sur
	if !hasSubstr(c.request, name) {
		return false
	}
	for ci := range c.calls {
		if !c.spend(len(c.calls[ci].folded)) || hasSubstr(c.calls[ci].folded, sur) || hasSubstr(c.calls[ci].lowerArgs(), sur) {
			return false
		}
	}
	return true
}

// someRows reports whether one of calls is an ok call that came back with
// rows: an item that had any would be named by them.
func (c *check) someRows(calls []int) bool {
	for _, ci := range calls {
		if c.calls[ci].ok && !c.empty(ci) {
			return true
		}
	}
	return false
}

// itemHeldBy tells which calls name w in their result or arguments: 2 a
// target, 1 only another ok call (w is one of the turn's items), 0 none.
//
// Each name reads every result whole: it counts against the label
// searches' budget (see labelsValue), and past it gives 2 (held).
func (c *check) itemHeldBy(targets []int, w string) int {
	h := 0
	for ci := range c.calls {
		if !c.spend(len(c.calls[ci].folded)) {
			return 2
		}
		if hasSubstr(c.calls[ci].folded, w) || hasSubstr(c.calls[ci].lowerArgs(), w) {
			if containsInt(targets, ci) {
				if c.calls[ci].ok && !hasSubstr(c.calls[ci].folded, w) && c.siblingsOnly(c.calls[ci].lowerArgs(), c.calls[ci].folded, w) {
					h = 1 // given in a list, and only the others have rows
					continue
				}
				return 2
			}
			if c.calls[ci].ok {
				h = 1
			}
		}
	}
	return h
}

// properAt reports whether the reply writes a proper name at byte i: a
// capital and then a small letter ("Tamayo"), not a constant or an
// acronym (`API_TOKEN`, SCADA), which names a field or a system.
func properAt(s string, i int) bool {
	return i+1 < len(s) && 'A' <= s[i] && s[i] <= 'Z' && 'a' <= s[i+1] && s[i+1] <= 'z'
}

// shortCode reports a three-byte code of letters then digits ("r10",
// "t16"): a run, bay or unit named by its code, short as it is.
func shortCode(tok string) bool {
	return isLetterByte(tok[0]) && '0' <= tok[2] && tok[2] <= '9' && (isLetterByte(tok[1]) || '0' <= tok[1] && tok[1] <= '9')
}

// siblingsOnly reports whether w is one of a list of values the call was
// given ("run": ["r10", "r11", "r14"]) and the result names another of
// them: its rows are keyed by those values, and none is w's, so "R10 has
// nothing booked" is what the result says of R10. The caller has made
// sure the result does not hold w. Each member looked for reads the
// result whole: it counts against the label searches' budget, as
// itemHeldBy's names do, and at most eight are looked for.
func (c *check) siblingsOnly(args, result, w string) bool {
	st := indexSubstr(args, w)
	if st < 0 || strings.Count(args[:st], "[") <= strings.Count(args[:st], "]") {
		return false
	}
	lb := lastIndexByte(args[:st], '[')
	rb := indexByte(args[st:], ']')
	if lb < 0 || rb < 0 {
		return false
	}
	looked := 0
	for rest, more := args[lb+1:st+rb], true; more && looked < 8; {
		var e string
		e, rest, more = cutByte(rest, ',')
		e = strings.Trim(e, " \"'")
		if len(e) < 2 || e == w {
			continue
		}
		looked++
		if !c.spend(len(result)) {
			return false
		}
		if wordIn(result, e) {
			return true
		}
	}
	return false
}

// listedCodeRows tells whether a target holds code w (2: a row of its
// result names it), or was given it in a list whose other members its rows
// name and has no row of it (1), or neither (0). A code of digits alone
// ("2-05") is read only so: as a number it could be anything.
func (c *check) listedCodeRows(targets []int, w string) int {
	h := 0
	for _, ci := range targets {
		f := c.calls[ci].folded
		if !c.spend(len(f)) {
			return 2
		}
		if wordIn(f, w) {
			return 2
		}
		if c.calls[ci].ok && c.siblingsOnly(c.calls[ci].lowerArgs(), f, w) {
			h = 1
		}
	}
	return h
}
