package verify

import "strings"

// indexWide is strings.Index(s, sub), found faster when sub ends in a
// letter of a non-Latin script. strings.Index looks for sub's first byte
// and compares from there; a Devanagari, Kana or Han word starts with a
// lead byte (E0, E3, E4-E9) that nearly every letter of a Hindi, Japanese
// or Chinese text starts with too, so it stops at every letter. The last
// byte of sub's last multi-byte letter is one of 64 values, which few
// letters of such a text share: indexWide looks for it instead. The first
// position it finds is the first position of sub, so the result is
// exactly strings.Index's. It first looks for sub's lead byte, which a
// text of another script (Spanish accents share the final bytes of
// Devanagari) does not hold.
func indexWide(s, sub string) int {
	if len(sub) < 2 || sub[0] < 0x80 {
		return strings.Index(s, sub)
	}
	// No match starts before the first lead byte: a text of another
	// script, which holds none, costs one fast scan.
	p := strings.IndexByte(s, sub[0])
	if p < 0 {
		return -1
	}
	// k: the last continuation byte of sub (or its first byte, for a
	// sub that has none): any byte of sub finds the same first position.
	k := len(sub) - 1
	for k > 0 && sub[k]&0xc0 != 0x80 {
		k--
	}
	b := sub[k]
	for j := p + k; j < len(s); j++ {
		x := strings.IndexByte(s[j:], b)
		if x < 0 {
			return -1
		}
		j += x
		i := j - k
		if i+len(sub) > len(s) {
			return -1
		}
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// A markSet is a set of punctuation marks, each an ASCII byte below 0x40
// or a letter of three bytes (the CJK and Devanagari marks: "，", "、",
// "。", "।", "—"), read by lastMark and firstMark as strings.LastIndexAny
// and strings.IndexAny read theirs, without their cost: those decode
// every letter of the text and, for a set with a non-ASCII mark, look each
// letter up in the set by encoding it again. ascii has bit b set for each
// ASCII mark b; ends the last bytes of the three-byte marks (mod 64),
// which few letters of a CJK or Hindi text end in, so that the set itself
// is searched only at a letter that may be one. The sets are literals
// (no code at start-up); TestMarkSet builds each from its marks and
// compares.
type markSet struct {
	marks       string
	ascii, ends uint64
}

// wide reports whether the three bytes at s[i:i+3], starting with a
// three-byte lead, are one of the set's three-byte marks. A lead byte is
// never part of another letter, so a match is a whole letter wherever the
// text is cut: the result is the one decoding gives.
func (m *markSet) wide(s string, i int) bool {
	return s[i]&0xf0 == 0xe0 && m.ends&(1<<(s[i+2]&63)) != 0 && hasSubstr(m.marks, s[i:i+3])
}

// lastMark is strings.LastIndexAny(s, m.marks).
func (m *markSet) lastMark(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if b := s[i]; b < 0x40 {
			if m.ascii&(1<<b) != 0 {
				return i
			}
		} else if b >= 0x80 && b < 0xc0 && i >= 2 && m.wide(s, i-2) {
			return i - 2
		}
	}
	return -1
}

// firstMark is strings.IndexAny(s, m.marks).
func (m *markSet) firstMark(s string) int {
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x40 {
			if m.ascii&(1<<b) != 0 {
				return i
			}
		} else if b >= 0xe0 && i+3 <= len(s) && m.wide(s, i) {
			return i
		}
	}
	return -1
}

// The mark sets of the hot clause readings (subClause, addresseeSubject,
// addressSubject and zhAttributive, rowFieldCount).
var (
	subClauseMarks   = markSet{",，、;；:：", 0xc00100000000000, 0xc001002}
	addresseeMarks   = markSet{"，、,;；:：。", 0xc00100000000000, 0xc001006}
	cjkClauseMarks   = markSet{"。！？；，、\n", 0x400, 0x88001006}
	cjkSentenceMarks = markSet{"。！？；", 0, 0x88000006}
)
