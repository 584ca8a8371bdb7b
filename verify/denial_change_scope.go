package verify

import (
	"strings"
	"unicode/utf8"
)

// A denial of any change may name what it is about: "I made no changes to
// the booking", "no hice ningún cambio en la reserva", "बुकिंग में कोई
// बदलाव नहीं किया", "予約には変更は加えていません", "订单方面我没有做任何修改".
// It then denies changing that thing only, and a call that changed
// something else (a text message sent, a ticket filed) does not make it
// false: only a changing call whose tool, arguments or result name the
// thing does.

// scopePreps open the named thing after an English or Spanish denial.
var scopePreps = wordSet("to in on en a al sobre")

// scopeDets are the determiners skipped before that thing's noun.
var scopeDets = wordSet("the this that your its his her their any my our la el los las su sus tu tus mi mis nuestro nuestra esta este ese esa")

// noScope are the words after a preposition that name no thing changed:
// a time ("in the meantime"), a manner ("en absoluto", "at all"), the
// speaker's side ("on my end"), anything at all. The denial is then of any
// change, held to every changing call.
var noScope = wordSet("meantime meanwhile end side absoluto all anything nada general total particular least")

// zhNoScope are Chinese nouns after 任何 that name no thing in particular.
var zhNoScope = wordSet("东西 事情 操作 内容 地方 一个 设置 配置 数据")

// changeScope returns the word naming what the touched-nothing phrase h
// is about, or "".
func (c *check) changeScope(in *info, h *hit) string {
	after := strings.Fields(c.folded[h.end:min(in.end, h.end+48)])
	if len(after) > 0 && scopePreps[after[0]] {
		for _, w := range after[1:] {
			w = strings.TrimFunc(w, func(r rune) bool { return !isWordRune(r) })
			if noScope[w] {
				return ""
			}
			if !scopeDets[w] {
				return w
			}
		}
		return ""
	}
	// "我没有改动任何预约信息": the noun after 任何 (any) is what no change
	// was made to.
	// A thing of any kind ("任何东西") or a mark after it names nothing.
	if hasSuffix(h.t.text, "任何") {
		w := firstRunes(strings.TrimLeft(c.folded[h.end:in.end], " "), 2)
		if r, _ := decodeRuneAt(w); r < 0x4e00 || r > 0x9fff || zhNoScope[w] {
			return ""
		}
		return w
	}
	before := strings.TrimRight(c.folded[in.start:h.start], " ")
	// Hindi "X में (मैंने)", Japanese "Xには", Chinese "X方面" and "对X".
	for _, m := range []string{" में", "には", "方面", "本身"} {
		if i := strings.LastIndex(before, m); i > 0 {
			return lastWordOf(before[:i])
		}
	}
	if i := strings.LastIndex(before, "对"); i >= 0 {
		return firstRunes(before[i+len("对"):], 2)
	}
	return ""
}

// lastWordOf returns the last word of s: the last space-separated field,
// or for Han and Kana its last two characters.
func lastWordOf(s string) string {
	s = strings.TrimRight(s, " ")
	if r, _ := utf8.DecodeLastRuneInString(s); isCJK(r) {
		n, k := len(s), 0
		for n > 0 && k < 2 {
			_, size := utf8.DecodeLastRuneInString(s[:n])
			n -= size
			k++
		}
		return s[n:]
	}
	if i := lastIndexByte(s, ' '); i >= 0 {
		s = s[i+1:]
	}
	return strings.TrimFunc(s, func(r rune) bool { return !isWordRune(r) })
}

// firstRunes returns the first n runes of s.
func firstRunes(s string, n int) string {
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		_, size := decodeRuneAt(s[i:])
		i += size
	}
	return s[:i]
}

// callNames reports whether call ci's tool, a short argument (a name,
// an id, a path: not the text of a message it sent) or its result name
// the scope word w (its first five letters, so "bookings" names
// "booking").
func (c *check) callNames(ci int, w string) bool {
	if w[0] < utf8.RuneSelf {
		w = firstRunes(w, 5)
	}
	call := &c.calls[ci]
	if hasSubstr(strings.ToLower(call.Tool), w) || hasSubstr(call.folded, w) {
		return true
	}
	// A noun of the reply's language for what the tool concerns: 预约
	// names booking_update (see domainNouns).
	if w[0] >= utf8.RuneSelf {
		for _, d := range domainNouns {
			for _, n := range d.nouns {
				if n[0] >= utf8.RuneSelf && hasPrefix(n, w) {
					for _, k := range d.keys {
						if contains(call.families, k) {
							return true
						}
					}
				}
			}
		}
	}
	for i, f := range strings.Split(call.lowerArgs(), `"`) {
		if i%2 == 1 && len(f) <= 40 && hasSubstr(f, w) {
			return true
		}
	}
	return false
}
