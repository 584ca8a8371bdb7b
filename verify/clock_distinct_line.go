package verify

import ()

// An item's time, the item named by a word only its line has. Timetable
// and calendar lines share words ("Entrevista técnica — Laura Gil",
// "Entrevista cultural — Tomás Vidal"): a shared word names every line
// that has it, so checkEventTime, which asks for a line named by any word,
// finds two and stops. A word of five letters or more (three CJK
// characters) that one timed line of the results has and no other names
// that line alone; a clause whose part around an hh:mm time writes such
// words of one line only, and a time that none of the line's times is and
// no result holds, gives the item another time: the same contradiction as
// fact/event-time, found for lines that differ in a word of their own.

// checkDistinctLineTime reports an hh:mm time of an item named by the
// words of its own line that the line does not give (see above).
func (c *check) checkDistinctLineTime(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo {
		return
	}
	s := c.folded
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end {
			continue
		}
		m, end, ok := replyClock(s, n)
		if !ok {
			continue
		}
		sp := span{n.start, end}
		if c.clockInResults(m%720) || c.alreadyFound(FactMismatch, sp) {
			continue
		}
		if c.timeZoneNear(n) || c.boundNear(n.start, end) || negHitNear(in, sp) || c.modalAt(in, sp) || c.suggestionAt(in, sp) || hasSubstr(c.request, s[n.start:end]) {
			continue
		}
		seg := c.segmentAround(in, n.start, end)
		// zoneInTurn last: it reads the whole reply once per check
		if containsAny(seg, freeTimeWords) || c.rangeOrEndNear(n.start, end) || c.zoneInTurn() {
			continue
		}
		ci, line := c.distinctTimeLine(in, seg)
		if ci < 0 {
			ci, line = c.dayLine(in.targets, c.weekdayNumber(k)) // a day named by weekday and number: see clock_date_lines.go
		}
		if ci < 0 {
			continue
		}
		times, _ := lineTimes(line)
		if len(times) == 0 {
			continue
		}
		on := false
		for _, t := range times {
			on = on || t%720 == m%720
		}
		if on {
			continue
		}
		// A finding already on the time (fact/time, unsupported) is this
		// one: the line makes it a contradiction.
		upgraded := false
		for j := max(0, len(c.rep.Findings)-64); j < len(c.rep.Findings); j++ {
			if f := &c.rep.Findings[j]; f.Type == FactMismatch && f.Start >= sp.start && f.End <= sp.end {
				f.Basis, f.Rule, upgraded = BasisContradiction, "fact/event-time", true
			}
		}
		if upgraded {
			continue
		}
		c.addRule("fact/event-time", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			c.masked[n.start:end]+" is none of the times the result of "+c.calls[ci].Tool+" gives the item the reply names"))
	}
}

// distinctTimeLine returns the one timed line of the clause's targets that
// seg names by a word no other timed line has, or -1 when seg names none
// or several. Results of more than 50 lines are left to the other rules.
func (c *check) distinctTimeLine(in *info, seg string) (int, string) {
	var lbuf [50]string
	var cbuf [50]int
	lines, calls := lbuf[:0], cbuf[:0]
	for _, t := range in.targets {
		for _, l := range c.calls[t].resultLines() {
			if len(l) > 200 || !hasClock(l) {
				continue
			}
			if len(lines) == len(lbuf) {
				return -1, ""
			}
			lines, calls = append(lines, l), append(calls, t)
		}
	}
	if len(lines) < 2 {
		return -1, "" // one timed line: checkEventTime reads it
	}
	found := -1
	for i, l := range lines {
		if !namedByOwnWord(l, seg, lines, i) {
			continue
		}
		if found >= 0 {
			return -1, ""
		}
		found = i
	}
	if found < 0 {
		return -1, ""
	}
	return calls[found], lines[found]
}

// namedByOwnWord reports whether seg writes a word of lines[i] (five
// letters or more, or three CJK characters) that no other line has.
func namedByOwnWord(l, seg string, lines []string, i int) bool {
	for run, at := nextLetterRun(l, 0); run.word != ""; run, at = nextLetterRun(l, at) {
		w, n, cjk := run.word, run.runes, run.cjk
		if !(cjk && n >= 3 && hasSubstr(seg, w) || !cjk && len(w) >= 5 && wordIn(seg, w)) {
			continue
		}
		own := true
		for k, o := range lines {
			if k != i && hasSubstr(o, w) {
				own = false
				break
			}
		}
		if own {
			return true
		}
	}
	return false
}

// negHitNear reports whether a negation of the lexicon stands in the
// clause within 40 bytes before sp or 24 after it ("not at 3:30"). It reads
// the clause's own hits, not the text across the line break before it.
func negHitNear(in *info, sp span) bool {
	for _, h := range in.hits {
		if h.t.kind == kindNeg && h.end > sp.start-40 && h.start < sp.end+24 {
			return true
		}
	}
	return false
}
