package verify

// failure_wait_restated.go: a call that timed out says how long it waited
// ("request timed out after 30s", "read timeout after 25s"). A sentence
// that states that wait with a unit of seconds ("30 सेकंड तक जवाब न आने
// पर", "no respondió en 30 segundos", "25 秒で応答なし") reports the
// failure of that call; its tool noun names the call that failed, not a
// result claimed from it.

// secondWords are the words a reply writes a number of seconds with.
var secondWords = []string{"seconds", "second", "secs", "sec", "s", "segundos", "segundo", "seg", "秒", "सेकंड", "सेकेंड", "सेकण्ड"}

// statesCallWait reports whether the reply's text [lo, hi) states, in
// seconds, a wait that the timed-out call ci's error gives in seconds.
func (c *check) statesCallWait(lo, hi, ci int) bool {
	call := &c.calls[ci]
	if call.Status != StatusTimeout {
		return false
	}
	r := call.Result
	if len(r) > 1<<10 {
		r = r[:1<<10] // the wait is in the error's first line
	}
	text := c.folded[lo:hi]
	for j := 0; j < len(r); {
		if !isDigitByte(r[j]) || j > 0 && (isDigitByte(r[j-1]) || r[j-1] == '.') {
			j++
			continue
		}
		k := j
		for k < len(r) && isDigitByte(r[k]) {
			k++
		}
		digits := r[j:k]
		j = k
		if !secondsAt(r, k) {
			continue
		}
		for i := 0; ; {
			p := indexSubstr(text[i:], digits)
			if p < 0 {
				break
			}
			st, en := i+p, i+p+len(digits)
			i = en
			if (st == 0 || !isDigitByte(text[st-1])) && secondsAt(text, en) {
				return true
			}
		}
	}
	return false
}

// secondsAt reports whether s holds a word of seconds at i, after at most
// one space, and ended there (no word rune after it).
func secondsAt(s string, i int) bool {
	if i < len(s) && s[i] == ' ' {
		i++
	}
	for _, w := range secondWords {
		if !hasPrefix(s[i:], w) {
			continue
		}
		e := i + len(w)
		if w == "秒" || e == len(s) || !isWordRune(rune(s[e])) && s[e] < 0x80 {
			return true
		}
		if s[e] >= 0x80 {
			// A Devanagari word ends at a space or mark; a vowel sign
			// after सेकंड would make another word.
			r := []rune(s[e:min(len(s), e+4)])
			if len(r) > 0 && !isDevanagari(r[0]) {
				return true
			}
		}
	}
	return false
}
