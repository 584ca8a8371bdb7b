package verify

import "strings"

// A failed call's work named as done (rule unbacked/failed-name). A call
// that acts (its name has no verb of reading) failed, timed out or was
// denied or blocked, and no call of its tool ran ok. Its tool's name says
// what it works on (print_label, refund_deposit, hoja_cata_escribir,
// housekeeping_task), and its arguments say when (reschedule_window
// {"new_date": "2024-11-14"}). A clause that presents work as done
// (doneClause: "I've", "ya", 已/了, ました, दिया; not negated, modal,
// attempted, failed or a question) and names that work — a name word of
// the tool in the reply's language through the glossary (nameGloss:
// label ↔ 标签/etiqueta/ラベル/लेबल, housekeeping ↔ 清掃), a Latin name
// word as written ("anotado en la hoja de cata"), or a day the failed
// call was given and no ok call holds ("改到 11月14日了") — reports the
// failed call's work as its own: "标签我也都打好了", "客室清掃の指示を出しました".
// A name word or concept an ok call's tool name also writes, or a day an
// ok call's arguments or result hold, binds nothing: the clause may
// restate that call ("the window MW-4602 is on 13 November" beside a
// window list).

// failedNamed is a failed acting call with the name words and days that
// name its work.
type failedNamed struct {
	ci    int
	tool  string   // the call's tool name, case-folded
	words []string // Latin name words of four letters or more, and the words of their nameGloss concepts
	dates []date   // days of its arguments no ok call holds
	owned bool     // the reply tells of the work's failure
}

// checkFailedNamed reports clauses that present a failed call's named
// work as done (see above).
func (c *check) checkFailedNamed(infos []info) {
	if len(c.calls) == 0 || len(c.calls) > 64 {
		return
	}
	var fs []failedNamed
	for ci := range c.calls {
		call := &c.calls[ci]
		if call.ok {
			continue
		}
		lt := foldCase(call.Tool)
		if c.toolRan(call.Tool, true) {
			continue
		}
		f := failedNamed{ci: ci, tool: lt}
		reads := false
		namePart(lt, func(p string) bool {
			if readNameWords[p] {
				reads = true
				return false
			}
			if len(p) >= 4 && isASCIIString(p) && !actToolParts[p] && actionWords[p] == "" && !c.okNamePart(p) {
				f.words = append(f.words, p)
			}
			// A concept an ok call's name holds may be what that call did.
			if k := glossConceptIndex(p); k >= 0 && !c.okNamesConcept(k) {
				f.words = append(f.words, glossWords(k)...)
			}
			return true
		})
		if reads {
			continue
		}
		f.words = append(f.words, c.askedActForms(call.Args)...)
		for _, d := range call.argDates() {
			if d.d > 0 && !c.okHoldsDay(d) {
				f.dates = append(f.dates, d)
			}
		}
		// A reply that restates what only the call's error says (its
		// status, "REQ-5521" of a request queued) tells of its failure.
		f.owned = c.restatesFailedCall(0, len(c.folded), ci) || c.statesCallError(0, len(c.folded), ci) || c.errorCodeRestated(ci)
		if len(f.words)+len(f.dates) > 0 && !f.owned {
			fs = append(fs, f)
		}
	}
	if len(fs) == 0 {
		return
	}
	// A reply that tells of the work's failure ("I couldn't cancel Ward
	// 11's lunch trays", "予約は確定できていません", "`shipment_update` が
	// 拒否されました") owns up to it: its other clauses naming the work
	// restate the record or plan the retry.
	// With one failed call, a failure told anywhere is that call's.
	nFailed := 0
	for ci := range c.calls {
		if !c.calls[ci].ok {
			nFailed++
		}
	}
	for k := range infos {
		in := &infos[k]
		if nFailed == 1 && in.fail {
			fs[0].owned = true
			break
		}
		clause := c.folded[in.start:in.end]
		for i := range fs {
			f := &fs[i]
			if f.owned {
				continue
			}
			if hasSubstr(clause, f.tool) {
				f.owned = true
				continue
			}
			if in.fail || in.sentFail {
				_, f.owned = c.failedNameIn(in, clause, f, func(span) bool { return true })
			}
		}
	}
	unb := c.newUnbackedIndex()
	for k := range infos {
		in := &infos[k]
		if in.modal || in.fail || in.sentFail || in.question || c.inCode(in.start) || c.heading(in) || unb.in(in.span) {
			continue
		}
		clause := c.folded[in.start:in.end]
		if !doneClause(clause) {
			continue
		}
		accept := func(sp span) bool {
			return !c.negatedPart(in, sp) && !c.modalAt(in, sp) && !c.attemptedAct(sp) && !c.thirdPersonAgent(sp)
		}
		for i := range fs {
			f := &fs[i]
			if f.owned {
				continue
			}
			sp, ok := c.failedNameIn(in, clause, f, accept)
			if !ok {
				continue
			}
			// Contradiction: the call that does the work the clause names
			// is in the record as failed, no call of its tool ran ok, and
			// no ok call holds what the clause names.
			c.addFailedWorkDone("unbacked/failed-name", sp, f.ci)
			break
		}
	}
}

// failedNameIn returns the first span of the clause that names f's work
// and that accept takes.
func (c *check) failedNameIn(in *info, clause string, f *failedNamed, accept func(span) bool) (span, bool) {
	for _, w := range f.words {
		if i := glossIndex(clause, w); i >= 0 {
			if sp := (span{in.start + i, in.start + i + len(w)}); accept(sp) {
				return sp, true
			}
		}
	}
	for _, d := range f.dates {
		for _, rd := range c.dates {
			if rd.start >= in.start && rd.end <= in.end && rd.m == d.m && rd.d == d.d && (rd.y == 0 || rd.y == d.y) && accept(rd.span) {
				return rd.span, true
			}
		}
	}
	return span{}, false
}

// okHoldsDay reports whether an ok call's arguments or result hold the
// day d (its month and day, in any year).
func (c *check) okHoldsDay(d date) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		for _, ds := range [2][]date{call.argDates(), call.dates} {
			for _, o := range ds {
				if o.m == d.m && o.d == d.d {
					return true
				}
			}
		}
	}
	return false
}

// errorCodeRestated reports whether the reply writes a code of failed call
// ci's error (letters and digits, four bytes or more: "REQ-5521", "#5521")
// that no ok call's arguments or result hold.
func (c *check) errorCodeRestated(ci int) bool {
	r := c.calls[ci].Result
	r = foldCase(r[:min(len(r), 1<<10)])
	for i := 0; i < len(r); {
		var tok string
		tok, i = nextRun(r, i, isFileByte)
		tok = strings.Trim(tok, ".-/_")
		if len(tok) < 4 || !hasAnyRune(tok, "0123456789") || !wordIn(c.folded, tok) || c.okHolds(tok) {
			continue
		}
		return true
	}
	return false
}

// askedActForms returns the participles of the Spanish action verb a
// call was given ("accion": "cargar" → cargado) when the request asks for
// that act ("Cargá en el sistema …"): the act the user asked for,
// presented as done, is the call's act. (English participles of such
// verbs are in the act lexicon.)
func (c *check) askedActForms(args string) []string {
	for _, v := range argLeaves(args) {
		w := v.s
		if v.isNum || len(w) < 5 || len(w) > 16 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
			continue
		}
		stem, vowel := w[:len(w)-2], "i"
		if w[len(w)-2] == 'a' {
			vowel = "a"
		}
		if w[len(w)-1] != 'r' || !hasRune("aei", rune(w[len(w)-2])) || glossIndex(c.request, stem) < 0 {
			return nil // the first word argument only: the action is given first
		}
		return []string{stem + vowel + "do", stem + vowel + "da"}
	}
	return nil
}

// okNamesConcept reports whether an ok call's tool name writes nameGloss
// concept k.
func (c *check) okNamesConcept(k int) bool {
	en, forms, _ := cutAt(nameGloss[k], "=")
	for ci := range c.calls {
		if c.calls[ci].ok && glossNames(c.calls[ci].Tool, en, forms) {
			return true
		}
	}
	return false
}
