package verify

import "strings"

// denial_upto.go: "GPSの位置情報までは見ていません", "ネットのニュースまでは見て
// いませんが": までは (as far as) right before the denied verb says where
// the look did not reach, and what stands before it is the denial's own
// object, not a scope that limits it (as "only" or だけ do). The object is
// read from the clause break before it to までは, and bound by a content
// word of a tool's name or the web. A domain noun is not enough: "退室の
// 記録までは見ていません" after a log read of entries only names the exit
// records, which that call did not read.

// uptoWebNouns name the web in Japanese, whose denied object may be "the
// net's news" (ネットのニュース) as well as the net itself.
var uptoWebNouns = splitBar("ネット|ウェブ|インターネット|web")

// uptoDenialCall returns the ok call the object before までは names, when
// までは ends right before denial verb h, or -1.
func (c *check) uptoDenialCall(in *info, h hit) int {
	before := strings.TrimRight(c.folded[in.start:h.start], " ")
	i := strings.LastIndex(before, "までは")
	if i < 0 || i+len("までは") != len(before) {
		return -1
	}
	lo := 0
	for _, p := range hedgeClosedBeforeList1 {
		if j := strings.LastIndex(before[:i], p); j >= 0 && j+len(p) > lo {
			lo = j + len(p)
		}
	}
	obj := before[lo:i]
	if ci := c.nameWordCall(obj); ci >= 0 {
		return ci
	}
	if containsAny(obj, uptoWebNouns) {
		if calls := c.okCalls(famFetch); len(calls) > 0 && !c.failed(famFetch) {
			return calls[0]
		}
	}
	return -1
}

// offerOpeners open an offer the speaker asks after a comma: "…，要不要我再
// 查一下？", "…, want me to pull it?", "…, ¿quieres que lo revise?".
var offerOpeners = splitBar("要不要我|要不要再|需要我|需要的话|要我|want me to|shall i|should i|¿quieres que|¿quiere que|¿te |¿lo |क्या मैं")

// offerTail reports whether the question of a sentence is an offer after a
// comma that follows denial s, before the question mark: "我只看了实时状态，没有查维修日志，所以…，要不要我
// 再查一下？" states the denial, and asks only the offer, as dashQuestion
// reads one after a dash.
func (c *check) offerTail(in *info, s span) bool {
	rest := c.folded[s.end:min(len(c.folded), s.end+240)]
	q := strings.IndexAny(rest, "?？")
	if q < 0 {
		return false
	}
	rest = rest[:q]
	for _, p := range [...]string{"，", ", "} {
		for off := 0; ; {
			i := indexSubstr(rest[off:], p)
			if i < 0 {
				break
			}
			at := off + i + len(p)
			if hasPrefixAny(strings.TrimLeft(rest[at:], " "), offerOpeners) {
				return true
			}
			off = at
		}
	}
	return false
}
