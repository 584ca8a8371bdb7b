package verify

import (
	"strings"
	"unicode/utf8"
)

// cjkSameNone reports whether an ok call's result itself says there is
// none of the thing a Japanese or Chinese absence is about: "通行止めは
// ありません" over a page line "信州中野IC〜豊田飯山IC: 通行止めなし",
// "没有故障" over "故障：无". The reply repeats the result's own none, so
// the absence is borne out, whichever call the clause was bound to. The
// thing is the noun before は/が/も (Japanese) or after 没有/无 (Chinese);
// a result's noun counts only when every place of it in that result
// carries the marker, so "異常なし" in one row beside "異常あり" in another
// bears nothing out. resultSaysSameNone reads the same for words spaced
// apart; this one reads the languages written without spaces.
func (c *check) cjkSameNone(in *info) bool {
	a := in.absence
	if a == nil || a.t.text == "" || a.t.text[0] < 0xe3 {
		return false
	}
	q, zh := c.cjkAbsentNoun(in)
	if runeCount(q) < 2 {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, n := range c.cjkNoneNouns(ci) {
			if cjkSameNoun(q, n, zh) {
				return true
			}
		}
	}
	return false
}

// cjkSameNoun reports whether the clause's noun q and a result's noun n
// name the same thing: one is the other's tail (Japanese, where the head
// noun comes last: 上信越道の通行止め, 通行止め) or head (Chinese, read from
// after 没有: 重复退款记录, 重复退款), of two runes at least.
func cjkSameNoun(q, n string, zh bool) bool {
	short, long := q, n
	if len(short) > len(long) {
		short, long = long, short
	}
	if runeCount(short) < 2 {
		return false
	}
	if zh {
		return hasPrefix(long, short)
	}
	return hasSuffix(long, short)
}

// jaNounCuts are the kana that end a phrase before a noun: particles and
// the last kana of a verb or adjective that modifies it (終わっていない部屋).
const jaNounCuts = "のがはをにでともいたる"

// cjkAbsentNoun returns the noun the clause's absence is about, and
// whether it was read the Chinese way: the run of CJK letters before
// the topic particle of a Japanese existential (通行止め|は|ありません), or
// after 没有/无 (没有|库存).
func (c *check) cjkAbsentNoun(in *info) (string, bool) {
	a := in.absence
	switch a.t.text {
	case "没有", "沒有", "无", "無":
		rest := strings.TrimLeft(c.folded[a.end:in.end], " *")
		rest = trimPrefix(rest, "任何")
		return cjkRunAfter(rest), true
	}
	before := strings.TrimRight(c.folded[in.start:a.start], " *")
	trimmed := false
	for _, p := range [...]string{"は", "が", "も"} {
		if hasSuffix(before, p) {
			before, trimmed = before[:len(before)-len(p)], true
			break
		}
	}
	if !trimmed {
		return "", false
	}
	return cjkRunBefore(before), false
}

// cjkRunBefore returns the trailing run of CJK letters of s, cut after the
// last kana of jaNounCuts, at most eight runes.
func cjkRunBefore(s string) string {
	i, n := len(s), 0
	for i > 0 && n < 8 {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if !cjkLetter(r) || hasRune(jaNounCuts, r) {
			break
		}
		i -= size
		n++
	}
	return s[i:]
}

// cjkRunAfter returns the leading run of CJK letters of s, at most eight
// runes, up to a 的 or 了.
func cjkRunAfter(s string) string {
	i, n := 0, 0
	for i < len(s) && n < 8 {
		r, size := decodeRuneAt(s[i:])
		if !cjkLetter(r) || r == '的' || r == '了' {
			break
		}
		i += size
		n++
	}
	return s[:i]
}

// cjkNoneMarks are the words with which a result line says there is none
// of the noun next to them: after it in Japanese (通行止めなし), before or
// after it in Chinese (无故障, 故障：无).
var cjkNoneMarks = [...]string{"なし", "無し", "无", "没有", "無"}

// cjkNoneNouns lists, once per call, the nouns its result marks as none
// (see cjkSameNone) and holds nowhere without the mark; at most sixteen.
func (c *check) cjkNoneNouns(ci int) []string {
	call := &c.calls[ci]
	if call.cjkNoneOK {
		return call.cjkNone
	}
	call.cjkNoneOK = true
	t := call.folded
	if t == "" || !hasAnyRune(t, "なし無无没") {
		return nil
	}
	type cand struct {
		n      string
		marked int
	}
	var cands []cand
	add := func(n string) {
		if runeCount(n) < 2 {
			return
		}
		for k := range cands {
			if cands[k].n == n {
				cands[k].marked++
				return
			}
		}
		if len(cands) < 16 {
			cands = append(cands, cand{n, 1})
		}
	}
	for _, m := range cjkNoneMarks {
		for off := 0; off < len(t) && len(cands) < 16; {
			k := indexSubstr(t[off:], m)
			if k < 0 {
				break
			}
			at := off + k
			off = at + len(m)
			before := strings.TrimRight(t[:at], " :：")
			switch m {
			case "なし", "無し":
				add(cjkRunBefore(before))
			default:
				if r, _ := decodeRuneAt(t[off:]); m != "没有" && (r == 'し' || r == '法' || r == '关' || r == '效' || r == '论' || r == '需') {
					continue // 无法, 无关, 无效, 无论, 无需: words of their own
				}
				if before != t[:at] {
					add(cjkRunBefore(before)) // 故障：无
				} else {
					add(cjkRunAfter(strings.TrimLeft(t[off:], " "))) // 无故障
				}
			}
		}
	}
	for _, cd := range cands {
		if strings.Count(t, cd.n) == cd.marked {
			call.cjkNone = append(call.cjkNone, cd.n)
		}
	}
	return call.cjkNone
}
