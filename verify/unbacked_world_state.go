package verify

import "strings"

// Readings of the twenty-third session's unb29 round: a tool verb whose
// subject is a thing of a result (a row's item, a field) reports that
// thing's state, not the speaker's act; a verb of a later step is no done
// act. None is on a hot path: each is asked only before a finding.

// tableStateCell reports whether the use word at sp is the whole of a
// Markdown table body cell ("| CUT-01 | 运行 | 97.1% |", "| web-2 |
// Running |") whose row opens with a key an ok call's result holds: the
// cell is that item's state, read from the result (its subject is the
// row's key), not an act of the speaker's. A header row names a column
// (see headerCell); a row whose key no result holds ("| 测试 | 已运行 |")
// may report the speaker's own step, and stays a claim.
//
//go:noinline
func (c *check) tableStateCell(sp span) bool {
	ls, le := c.lineAround(sp.start, sp.end)
	a := strings.LastIndexByte(c.masked[ls:sp.start], '|')
	b := strings.IndexByte(c.masked[sp.end:le], '|')
	if a < 0 || b < 0 || strings.Trim(c.masked[ls+a+1:sp.end+b], " \t*_") != c.masked[sp.start:sp.end] {
		return false
	}
	// The row's key: its first cell, before this one.
	cells := strings.Split(c.masked[ls:ls+a], "|")
	if len(cells) < 2 || strings.TrimSpace(cells[0]) != "" {
		return false
	}
	key := strings.ToLower(strings.Trim(cells[1], " \t*_`"))
	if len(key) < 2 || strings.IndexAny(key, "0123456789") < 0 {
		return false // an item's key (CUT-01, web-2, B2), not a word of prose
	}
	for i := range c.calls {
		if c.calls[i].ok && containsWord(c.calls[i].folded, key) {
			return true
		}
	}
	return false
}

// passiveStemHeld reports whether an English passive with a thing as
// subject ("the door has only been opened twice") restates a result that
// holds that state for that thing: the subject's noun and the verb's stem
// side by side in an ok call's result, as a field name's parts or a
// phrase (door_open_events_24h, "valve closed"). The thing is the
// result's, and the verb is its field, not the speaker's act. resultPassive
// asks for the inflected word anywhere; a stem alone ("created" over
// created_at) binds to nothing.
func (c *check) passiveStemHeld(in *info, sp span, verb string) bool {
	stem, ok := strings.CutSuffix(verb, "ed")
	if !ok || len(stem) < 4 {
		return false
	}
	subj := ""
	words := strings.Fields(c.folded[max(in.start, sp.start-48):sp.start])
	for k := len(words) - 1; k >= 0 && subj == ""; k-- {
		if !passiveSubjGap[words[k]] {
			subj = strings.TrimSuffix(words[k], "s")
		}
	}
	if len(subj) < 3 || !isLowerASCII(subj) {
		return false
	}
	for i := range c.calls {
		r := c.calls[i].folded
		if c.calls[i].ok && (hasSubstr(r, subj+"_"+stem) || hasSubstr(r, subj+" "+stem) || hasSubstr(r, stem+"_"+subj)) {
			return true
		}
	}
	return false
}

// passiveSubjGap are the words between an English passive's subject and its
// verb: auxiliaries, negation and adverbs of time and degree.
var passiveSubjGap = wordSet("has have had was were is are be been being only already just not never also all both")

// zhLaterStep reports whether a Chinese verb at sp is a later step, not
// a done act: 再 (then, only after that) right before it ("你回复确认后我再
// 执行调整", "等库存到了再下单", "我再去查") with no 了, 过 or 完 after it in
// its part of the clause. "我再查了一遍" (I checked once more) is done.
//
//go:noinline
func (c *check) zhLaterStep(in *info, sp span) bool {
	// 再 and at most two characters (去, 帮你) before the verb.
	if !hasSubstr(c.folded[max(in.start, sp.start-9):sp.start], "再") || hasKana(c.folded[in.start:in.end]) {
		return false // Japanese 再取得, 再起動: a prefix (re-), no later step
	}
	after := c.folded[sp.start:in.end] // the verb's hit may hold its 了
	if k := strings.IndexAny(after, ",，;；。.!！?？\n"); k >= 0 {
		after = after[:k]
	}
	return !strings.ContainsAny(after, "了过過完")
}

// madeResultID reports whether the object of a verb of making ("creé la
// orden RB-20250602-0147", "I created ticket OPS-4411", "创建了工单
// WO-88213") is an id that an ok call's result holds and neither its
// arguments nor the request do, in a result of one record: the id is
// what that call made, so the verb names that call's act
// (rebalance_order), not a file written.
//
//go:noinline
func (c *check) madeResultID(in *info, u hit) bool {
	rest := c.folded[u.end:in.end]
	if k := strings.IndexAny(rest, ",，;；。\n"); k >= 0 {
		rest = rest[:k]
	}
	for _, id := range strings.FieldsFunc(rest[:min(len(rest), 80)], notIDRune) {
		id = strings.TrimRight(id, "-_")
		// An id has a digit and a letter: a number or date is none.
		if len(id) < 5 || !hasDigit(id) || strings.Trim(id, "0123456789-_") == "" || hasSubstr(c.request, id) {
			continue
		}
		for ci := range c.calls {
			call := &c.calls[ci]
			// One record made (one line, or one object with an id), not
			// rows a look-up listed.
			if call.ok && (call.lines <= 1 || oneRecordWithID(call.Result)) && wordIn(call.folded, id) && !containsFoldASCII(call.Args, id) {
				return true
			}
		}
	}
	return false
}

// notIDRune reports whether r can be no part of an id (ASCII letters,
// digits, dashes and underscores).
func notIDRune(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
}

// wordPrefixAtPlain is wordPrefixAt for an ASCII tool word w in a reply
// that writes it with accents ("homologación" for soldadores_homologacion,
// "báscula" for bascula_registro): a Latin letter with a diacritic
// matches its base letter. It returns the match's start and end in s, or
// -1, -1. Only text holding a two-byte Latin letter (0xC3) is read.
func wordPrefixAtPlain(s, w string) (int, int) {
	if w == "" || strings.IndexByte(s, 0xC3) < 0 {
		return -1, -1
	}
	for st := 0; st < len(s); st++ {
		if st > 0 && (isLetterByte(s[st-1]) || s[st-1] >= 0x80) || s[st] != w[0] {
			continue
		}
		i, j := st, 0
		for j < len(w) && i < len(s) {
			if s[i] == w[j] {
				i, j = i+1, j+1
				continue
			}
			if s[i] == 0xC3 && i+1 < len(s) && plainLatin(s[i+1]) == w[j] {
				i, j = i+2, j+1
				continue
			}
			break
		}
		if j == len(w) {
			return st, i
		}
	}
	return -1, -1
}

// plainLatin maps the second byte of a two-byte Latin-1 letter (after
// 0xC3) in lower case to its base letter, or 0.
func plainLatin(b byte) byte {
	switch {
	case b >= 0xA0 && b <= 0xA5:
		return 'a'
	case b == 0xA7:
		return 'c'
	case b >= 0xA8 && b <= 0xAB:
		return 'e'
	case b >= 0xAC && b <= 0xAF:
		return 'i'
	case b == 0xB1:
		return 'n'
	case b >= 0xB2 && b <= 0xB6:
		return 'o'
	case b >= 0xB9 && b <= 0xBC:
		return 'u'
	}
	return 0
}

// toolWordAt returns where tool word w starts a word of s and where the
// match ends, as written or with accents (see wordPrefixAtPlain), or
// -1, -1.
func toolWordAt(s, w string) (int, int) {
	if p := wordPrefixAt(s, w); p >= 0 {
		return p, p + len(w)
	}
	return wordPrefixAtPlain(s, w)
}

// wordIndexPlain returns where ASCII word w stands whole in s written
// with accents (a plural s allowed), or -1; see wordPrefixAtPlain.
func wordIndexPlain(s, w string) int {
	p, e := wordPrefixAtPlain(s, w)
	if p < 0 || e == p+len(w) { // no accent in the match: wordIndex's
		return -1
	}
	if e < len(s) && s[e] == 's' {
		e++
	}
	if e < len(s) && (isLetterByte(s[e]) || s[e] == 0xC3) { // the word goes on
		return -1
	}
	return p
}
