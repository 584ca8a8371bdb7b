package verify

import (
	"strings"
	"unicode"
)

// failedCallAbsence reports whether an absence ("一季报净利润没查到",
// "इसलिए इसका भाव नहीं मिला", "the driver got no message") is about a call
// that failed: its sentence states that call's HTTP status ("返回 503")
// or names what only that call was given (`HCL.NS`), or, when its
// paragraph reports a failure, the sentence before does. What was not
// found is then what the failed call was to fetch, and saying so is
// honest; the ok calls the clause defaults to are not what it is about.
func (c *check) failedCallAbsence(in *info) bool {
	sp := in.absence.span
	lo, hi := c.sentenceBounds(sp, 240, 240)
	if in.paraFail && lo > 0 {
		// "…502 त्रुटि दी। यानी ड्राइवर को कोई सूचना नहीं मिली": a sentence
		// that draws the consequence of the one before.
		// sentenceBounds stops at a line break: no paragraph is crossed.
		lo, _ = c.sentenceBounds(span{lo - 1, lo - 1}, 480, 0) // 480: a Devanagari sentence of 160 letters
	}
	for ci := range c.calls {
		if !c.calls[ci].ok && (c.statesCallError(lo, hi, ci) || c.namesOnlyArg(c.folded[lo:hi], ci) || c.restatesFailedCall(lo, hi, ci) || c.namesFailedTool(lo, hi, ci)) {
			return true
		}
	}
	return false
}

// restatesFailedCall reports whether the reply's text in [lo, hi) restates
// what only failed call ci holds: a command word in capitals, of five
// letters or more, its arguments give ("UPDATE" of a blocked UPDATE beside
// an ok SELECT), or a number of
// three digits or more its error gives ("₹50,000" of "bookings above INR
// 50,000 need finance approval"), that no ok call's arguments or result
// hold. The text is about that call's failure, and an absence drawn from
// it ("यानी अभी कोई बुकिंग नहीं हुई है", "डेटा में कोई बदलाव नहीं हुआ है")
// is about what the failed call did not do.
func (c *check) restatesFailedCall(lo, hi, ci int) bool {
	region := c.masked[lo:hi]
	args := c.calls[ci].Args
	if !c.spend(len(args) + min(len(c.calls[ci].Result), 4<<10)) {
		return false
	}
	for i := 0; i < len(args); {
		var tok string
		tok, i = nextRun(args, i, isLetterByte)
		if len(tok) < 5 || strings.ToUpper(tok) != tok || !wordIn(region, tok) {
			continue
		}
		if !c.okCallWrites(tok) {
			return true
		}
	}
	r := c.calls[ci].Result
	if len(r) > 4<<10 {
		r = r[:4<<10] // an error is short; its values are at its start
	}
	for k := numsFrom(c.nums, lo); k < len(c.nums) && c.nums[k].end <= hi; k++ {
		m := &c.nums[k]
		if m.inDate || m.glued || len(m.vals) == 0 || m.vals[0] < 100 || !wholeNumberIn(r, m.digits) {
			continue
		}
		held := false
		for cj := range c.calls {
			held = held || c.calls[cj].ok && (!c.spend(8*len(c.calls[cj].nums)) || c.resultHoldsNum(cj, m))
		}
		if !held {
			return true
		}
	}
	return false
}

// okCallWrites reports whether an ok call's arguments or result write tok
// as it is (case kept).
func (c *check) okCallWrites(tok string) bool {
	for k := range c.calls {
		if !c.spend(len(c.calls[k].Result)) {
			return true // past the budget: as if held, the failure is not read
		}
		if c.calls[k].ok && (wordIn(c.calls[k].Args, tok) || wordIn(c.calls[k].Result, tok)) {
			return true
		}
	}
	return false
}

// namesOnlyArg reports whether region names an argument value of call ci
// (four bytes or more, with a digit or a dot: a symbol, an id, a host)
// that no ok call's arguments or result hold.
func (c *check) namesOnlyArg(region string, ci int) bool {
	args := c.calls[ci].lowerArgs()
	for i := 0; i < len(args); {
		var tok string
		tok, i = nextRun(args, i, isFileByte)
		tok = strings.Trim(tok, ".-/")
		if len(tok) < 4 || !hasAnyRune(tok, ".0123456789") || !hasSubstr(region, tok) {
			continue
		}
		held := false
		for k := range c.calls {
			if c.calls[k].ok && (hasSubstr(c.calls[k].lowerArgs(), tok) || hasSubstr(c.calls[k].folded, tok)) {
				held = true
				break
			}
		}
		if !held {
			return true
		}
	}
	return false
}

// resultSaysSameNone reports whether call ci's result holds the clause's
// own negative quantifier with the noun it quantifies: "आवेदन का कोई
// शुल्क नहीं है" over a page that says "आवेदन शुल्क: कोई शुल्क नहीं", "no
// late fee" over "late fee: no late fee". The result says the same
// none, so the clause restates it; resultSaysNone covers English markers
// ("none", "not found") with any word of the clause.
func (c *check) resultSaysSameNone(in *info, ci int) bool {
	a := in.absence
	rest := c.folded[a.end:in.end]
	n := 0
	for n < len(rest) && rest[n] == ' ' {
		n++
	}
	if n == 0 {
		return false // CJK and fixed phrases: no noun word after the quantifier
	}
	w := strings.TrimRight(firstField(rest[n:]), ",.;:!?)]।")
	if len(w) < 3 {
		return false
	}
	// Each clause reads the result whole: it counts against the label
	// searches' budget (as resultSaysNone's words), and past it the
	// result is not read (a 1 MB reply of absences over a 1 MB result).
	if !c.spend(len(c.calls[ci].folded)) {
		return false
	}
	return hasSubstr(c.calls[ci].folded, c.folded[a.start:a.end+n+len(w)])
}

// itemNamedBefore reports whether the sentence of the absence names,
// before it, an item of a target's result by an identifier (letters or
// a # with digits: "#5110", "OR-2025-0548", "CT-20250518-0031"): "#5110
// 和 #5112 也还开着，但没有超时", "la OR-2025-0548 no tiene stock y no
// consta ningún pedido" (an order listed by one call, its stock by
// another). The absence is said of that item's state, one
// of the things the result lists, not of the result as a whole (as
// itemRow reads a table row). The identifier must open a line of the
// result, as a row's key does, and not be one the call was given: a
// version, host or pattern the call looked at names no listed item.
func (c *check) itemNamedBefore(in *info) bool {
	lo, _ := c.sentenceBounds(in.absence.span, 240, 0)
	s := c.folded[lo:in.absence.start]
	missing := 0
	for i := 0; i < len(s); {
		var tok string
		tok, i = nextRun(s, i, func(b byte) bool { return isFileByte(b) || b == '#' })
		hash := hasPrefix(tok, "#")
		tok = strings.Trim(tok, ".-/#")
		if len(tok) < 4 || !hasAnyRune(tok, "0123456789") || !hash && strings.Trim(tok, "0123456789.,:-") == "" {
			continue // a plain number or a date is no item's name; "#5110" is
		}
		// An item a call was given is that call's subject, not a row.
		given := false
		// A list of items ("ids": ["a-1", "a-2"]) asks for rows: each
		// one named is still a row. Only the list that holds the name
		// counts, not one beside it ("fields": ["stock"]).
		for k := range c.calls {
			if scalarIn(c.calls[k].lowerArgs(), tok) {
				given = true
				break
			}
		}
		if given {
			continue
		}
		kind, held := false, false
		for ci := range c.calls {
			if c.calls[ci].ok && rowKeyIn(c.calls[ci].folded, tok) {
				return true
			}
			if d := strings.IndexAny(tok, "0123456789"); c.calls[ci].ok && d > 0 && isLetterByte(tok[0]) {
				kind = kind || codeKindIn(c.calls[ci].folded, tok[:d])
				held = held || hasSubstr(c.calls[ci].folded, tok)
			}
		}
		// "R-04 と R-06 が一覧に出てきません" over rafts:
		// codes of the kind the rows list that no result holds are what
		// the absence is of, and it is true (see codeKindIn).
		if held {
			missing = -1
		} else if kind && missing >= 0 {
			missing++
		}
	}
	return missing > 0
}

// rowKeyIn reports whether tok opens a line of result f, after spaces,
// pipes and a #.
func rowKeyIn(f, tok string) bool {
	for i := 0; ; {
		j := indexSubstr(f[i:], tok)
		if j < 0 {
			return false
		}
		st := i + j
		k := st
		for k > 0 && (f[k-1] == ' ' || f[k-1] == '|' || f[k-1] == '#' || f[k-1] == '\t') {
			k--
		}
		if (k == 0 || f[k-1] == '\n') && (st+len(tok) == len(f) || !isFileByte(f[st+len(tok)])) {
			return true
		}
		i = st + 1
	}
}

// scalarIn reports whether tok occurs in the JSON text a outside every
// array: a value the call was given alone, not one of a list of items.
func scalarIn(a, tok string) bool {
	for i := 0; ; {
		j := indexSubstr(a[i:], tok)
		if j < 0 {
			return false
		}
		st := i + j
		if strings.Count(a[:st], "[") <= strings.Count(a[:st], "]") {
			return true
		}
		i = st + 1
	}
}

// namesFailedTool reports whether the text in [lo, hi) names failed call
// ci's tool by its name ("इसलिए create_workorder मना हो गया। कोई वर्क-ऑर्डर
// नहीं बना है") and no call of that tool succeeded: the absence drawn there
// is about what that call did not make.
func (c *check) namesFailedTool(lo, hi, ci int) bool {
	lt := foldCase(c.calls[ci].Tool)
	if len(lt) < 5 || !hasAnyRune(lt, "_-") || c.toolRan(c.calls[ci].Tool, true) {
		return false
	}
	return wordIn(c.folded[lo:hi], lt)
}

// failedSentenceAbsence reports whether an absence stands in a sentence
// that states a failure ("esa consulta agotó el tiempo y no devolvió
// nada", "接口超时，什么也没拿到") when a call of the turn failed, and no
// receipt stands in that sentence or closes it: nothing binds the absence
// to an ok call, and what came back empty is the call that failed.
func (c *check) failedSentenceAbsence(in *info) bool {
	if !in.sentFail && !in.prevFail || !c.anyFailed() || c.closingCite(in) >= 0 {
		return false
	}
	lo, hi := c.sentenceBounds(in.absence.span, 240, 240)
	if !in.sentFail {
		// "…拒否されました。依頼はまだ出ていません。": the sentence after a
		// failure, on its line, draws its consequence.
		if lo == 0 {
			return false
		}
		plo, _ := c.sentenceBounds(span{lo - 1, lo - 1}, 480, 0)
		if hasSubstr(c.masked[plo:lo], "\n") {
			return false
		}
		lo = plo
	}
	k := citesEndingAfter(c.cites, lo)
	if k >= len(c.cites) {
		return true
	}
	ct := c.cites[k].start
	if ct < hi {
		return false
	}
	// "… didn't log a failure. [c2]": a receipt right after the full stop
	// closes the sentence.
	return ct-hi > 12 || strings.TrimFunc(c.masked[hi:ct], func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) }) != ""
}
