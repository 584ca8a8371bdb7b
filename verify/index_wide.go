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
// exactly strings.Index's.
func indexWide(s, sub string) int {
	if len(sub) < 2 || sub[0] < 0x80 || len(sub) > len(s) {
		return strings.Index(s, sub)
	}
	return indexTail(s, sub)
}

// indexTail is indexWide for a sub of at least two bytes, not starting
// with an ASCII byte, no longer than s.
func indexTail(s, sub string) int {
	k := len(sub) - 1
	for k > 0 && (sub[k] < 0x80 || sub[k] >= 0xc0) {
		k--
	}
	if k < 1 {
		return strings.Index(s, sub)
	}
	b := sub[k]
	for j := k; j < len(s); j++ {
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

// A markSet is a set of punctuation marks, each an ASCII byte or a
// letter of three bytes (the CJK and Devanagari marks: "，", "、", "。",
// "।", "—"), read by lastMark and firstMark as strings.LastIndexAny and
// strings.IndexAny read theirs, without their cost: those decode every
// letter of the text and, for a set with a non-ASCII mark, look each
// letter up in the set by encoding it again. ascii holds the ASCII marks;
// ends the last bytes of the three-byte ones (mod 64), which few letters
// of a CJK or Hindi text end in, so that the set itself is searched only
// at a letter that may be one.
type markSet struct {
	marks string
	ascii [2]uint64
	ends  uint64
}

// newMarkSet returns the markSet of marks, which holds ASCII bytes and
// three-byte letters only.
func newMarkSet(marks string) markSet {
	m := markSet{marks: marks}
	for i := 0; i < len(marks); i++ {
		b := marks[i]
		switch {
		case b < 0x80:
			m.ascii[b>>6] |= 1 << (b & 63)
		case i >= 2 && marks[i-2]&0xf0 == 0xe0:
			m.ends |= 1 << (b & 63)
		}
	}
	return m
}

// wide reports whether the three bytes at s[i:i+3], starting with a
// three-byte lead, are one of the set's three-byte marks. A lead byte is
// never part of another letter, so a match is a whole letter wherever the
// text is cut: the result is the one decoding gives.
func (m *markSet) wide(s string, i int) bool {
	return s[i]&0xf0 == 0xe0 && m.ends&(1<<(s[i+2]&63)) != 0 && strings.Contains(m.marks, s[i:i+3])
}

// lastMark is strings.LastIndexAny(s, m.marks).
func (m *markSet) lastMark(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if b := s[i]; b < 0x80 {
			if m.ascii[b>>6]&(1<<(b&63)) != 0 {
				return i
			}
		} else if b < 0xc0 && i >= 2 && m.wide(s, i-2) {
			return i - 2
		}
	}
	return -1
}

// firstMark is strings.IndexAny(s, m.marks).
func (m *markSet) firstMark(s string) int {
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x80 {
			if m.ascii[b>>6]&(1<<(b&63)) != 0 {
				return i
			}
		} else if i+3 <= len(s) && m.wide(s, i) {
			return i
		}
	}
	return -1
}

// The mark sets of the hot clause readings (subClause, addresseeSubject,
// addressSubject and zhAttributive, rowFieldCount).
var (
	subClauseMarks   = newMarkSet(",，、;；:：")
	addresseeMarks   = newMarkSet("，、,;；:：。")
	cjkClauseMarks   = newMarkSet("。！？；，、\n")
	cjkSentenceMarks = newMarkSet("。！？；")
)
