package verify

// actLogged reports whether the act of a clause is an event a line of an
// ok result logs, at the clock time the clause gives it: "3:42に14.9%で停止
// しました" over the log line "2026-01-23 03:42:00 INFO dryer3 stop
// lot=H-2622 final_moisture=14.9". The line names the act's class ("stop")
// as a word of its own and holds the time; the clause restates what the
// machine did, as the log says, and no call of this turn had to do it.
// actRecorded binds an act word to a field; this binds the act's class to
// a line, for replies whose verb is not in English. At most 64 lines of
// 4 KB of each result are read, once per class and check.
func (c *check) actLogged(in *info, act *hit) bool {
	class := act.t.family
	if class == "" || !isLowerASCII(class) {
		return false
	}
	times := clockTimes(c.folded[in.start:in.end])
	if len(times) == 0 {
		return false
	}
	for _, line := range c.actLines(class) {
		for _, t := range times {
			if clockInLine(line, t) {
				return true
			}
		}
	}
	return false
}

// actLines returns the lines of the ok results that hold the word w as a
// word of its own, remembered for the check under a key no act word has.
func (c *check) actLines(w string) []string {
	key := "\x00" + w
	if lines, done := c.actMemoed(key); done {
		return lines
	}
	var lines []string
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		r := call.folded
		if len(r) > 4<<10 {
			r = r[:4<<10]
		}
		for k := 0; k < 64 && r != ""; k++ {
			var line string
			line, r, _ = cutAt(r, "\n")
			if wordIn(line, w) {
				lines = append(lines, line)
			}
		}
	}
	c.actFieldMemo = append(c.actFieldMemo, actFieldSet{key, lines})
	return lines
}

// clockInLine reports whether the clock time t ("3:42") stands in line as a
// time of its own ("03:42:00"), not the end of another ("13:42").
func clockInLine(line, t string) bool {
	for i := 0; ; {
		j := indexSubstr(line[i:], t)
		if j < 0 {
			return false
		}
		st := i + j
		i = st + 1
		if st == 0 || !isDigitByte(line[st-1]) || line[st-1] == '0' && (st == 1 || !isDigitByte(line[st-2])) {
			en := st + len(t)
			if en == len(line) || !isDigitByte(line[en]) {
				return true
			}
		}
	}
}

// clockTimes returns the clock times ("3:42", "23:30") written in s, at
// most four.
func clockTimes(s string) []string {
	var ts []string
	for i := 1; i+2 < len(s) && len(ts) < 4; i++ {
		if j, _, _, ok := hhmmAt(s, i); ok && (i+3 == len(s) || !isDigitByte(s[i+3])) {
			ts = append(ts, s[j:i+3])
		}
	}
	return ts
}
